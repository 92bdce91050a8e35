//! `gametree compare`: several algorithms and move orderings on one position, one row
//! each, searched with the [`NullRecorder`] (so the times measure the search alone),
//! with plain minimax as the baseline and, on uniform explicit trees, Knuth & Moore's
//! minimal leaf count; written as an aligned table, JSON, CSV or an HTML page.

use crate::error::Error;
use crate::game::{Evaluator, Position, Score, WinScore};
use crate::games::GameJob;
use crate::render::escape::{self, csv::Record, terminal};
use crate::search::trace::{Enter, Leave, NullRecorder, Recorder};
use crate::search::{self, Algorithm, Limits, Options, Order, Stop};
use askama::Template;
use std::io::Write;
use std::time::Instant;

/// The output formats of `gametree compare`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Format {
    /// An aligned table.
    Text,
    /// A JSON object with the rows (docs/compare.md).
    Json,
    /// Comma-separated values, one header line.
    Csv,
    /// A self-contained HTML page: the table and two inline SVG charts.
    Html,
}

/// What to compare.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Spec {
    /// The position file's name, as the report shows it.
    pub file: String,
    /// The algorithms, in row order ([`Algorithm::Test`] is refused).
    pub algorithms: Vec<Algorithm>,
    /// The move orderings; every algorithm runs with each.
    pub orders: Vec<Order>,
    /// Depth and node limits of every row.
    pub limits: Limits,
    /// Transposition-table entries (alphabeta-tt, mtdf, the tt ordering).
    pub tt_size: usize,
    /// Quiescence search at the depth limit for every row (the baseline too).
    pub quiescence: bool,
}

impl Spec {
    /// Parses the comma-separated `algorithms` and `orders` (criteria of one ordering
    /// joined by `+`) of the command line.
    ///
    /// # Errors
    /// A message for an unknown algorithm or ordering, `test`, or a zero table size.
    pub fn parse_lists(
        algorithms: &str,
        orders: &str,
    ) -> Result<(Vec<Algorithm>, Vec<Order>), String> {
        let mut algs = Vec::new();
        for name in algorithms.split(',').map(str::trim) {
            let alg = Algorithm::from_name(name).ok_or_else(|| {
                format!(
                    "unknown algorithm `{name}`; expected some of: {}",
                    Algorithm::ALL.map(|a| a.name()).join(", ")
                )
            })?;
            if alg == Algorithm::Test {
                return Err(
                    "`test` answers a yes/no question, not the value: it cannot be compared".into(),
                );
            }
            algs.push(alg);
        }
        let mut parsed = Vec::new();
        for o in orders.split(',') {
            parsed.push(Order::parse(&o.replace('+', ","))?);
        }
        Ok((algs, parsed))
    }
}

/// The command line's choice of rows (`--algorithms`, `--orders`, `--tt-size`,
/// `--quiescence`); [`Flags::spec`] checks them and makes the [`Spec`].
#[derive(Clone, Debug, PartialEq, Eq, clap::Args)]
pub struct Flags {
    /// Comma-separated algorithms: minimax, negamax, alphabeta, alphabeta-soft, pvs,
    /// alphabeta-tt, mtdf.
    #[arg(
        long,
        value_name = "LIST",
        default_value = "minimax,alphabeta,pvs,alphabeta-tt,mtdf"
    )]
    pub algorithms: String,
    /// Comma-separated move orderings; combine criteria with `+` (natural, best, worst,
    /// eval, tt, killer, history, e.g. `natural,best,tt+killer+history`).
    #[arg(long, value_name = "LIST", default_value = "natural")]
    pub orders: String,
    /// Transposition-table entries (alphabeta-tt, mtdf, the tt ordering).
    #[arg(long, value_name = "N", default_value_t = search::tt::DEFAULT_TT_SIZE)]
    pub tt_size: usize,
    /// Quiescence search at the depth limit for every row (the minimax baseline too).
    #[arg(long)]
    pub quiescence: bool,
}

impl Flags {
    /// The [`Spec`] of these flags for the position file `file` with `limits`.
    ///
    /// # Errors
    /// [`Spec::parse_lists`]'s messages, and a table of no entries.
    pub fn spec(&self, file: String, limits: Limits) -> Result<Spec, String> {
        let (algorithms, orders) = Spec::parse_lists(&self.algorithms, &self.orders)?;
        search::check_tt_size(self.tt_size)?;
        Ok(Spec {
            file,
            algorithms,
            orders,
            limits,
            tt_size: self.tt_size,
            quiescence: self.quiescence,
        })
    }
}

/// Reports progress: called before each row with its description.
pub type Progress<'a> = &'a mut dyn FnMut(&str);

/// Runs a [`Spec`] on a loaded game ([`crate::games::Loaded::run`]) and returns the
/// [`Report`], calling the progress callback before the baseline and each row.
pub struct Run<'a> {
    /// What to compare.
    pub spec: &'a Spec,
    /// Called before each search.
    pub progress: Progress<'a>,
}

/// One algorithm × ordering.
/// One row of the comparison: an algorithm with one ordering.
#[derive(Clone, Debug, serde::Serialize)]
pub struct Row {
    /// The algorithm's name.
    pub algorithm: String,
    /// The move ordering, criteria joined by `+`.
    pub order: String,
    /// Root value, MAX's view.
    pub value: Score,
    /// The best move at the root, in notation.
    pub best_move: Option<String>,
    /// Nodes visited.
    pub nodes: u64,
    /// Nodes valued statically.
    pub leaves: u64,
    /// Finished games reached.
    pub terminals: u64,
    /// Nodes whose move loop stopped early.
    pub cutoffs: u64,
    /// Transposition-table probes.
    pub tt_probes: u64,
    /// Probes that found an entry.
    pub tt_hits: u64,
    /// PVS re-searches.
    pub researches: u64,
    /// MTD(f) passes.
    pub passes: usize,
    /// Iterative-deepening iterations.
    pub iterations: usize,
    /// Wall-clock time of the search with the null recorder, milliseconds.
    pub time_ms: f64,
    /// Nodes visited per second of the timed search.
    pub nodes_per_second: f64,
    /// Nodes visited as a percentage of plain minimax's (natural order), if it ran.
    pub percent_of_minimax: Option<f64>,
    /// Nodes visited at each ply (ply 0 = the root; MTD(f) counts every pass).
    pub nodes_per_ply: Vec<u64>,
}

/// The comparison: the rows and what is known about the tree.
#[derive(Clone, Debug, serde::Serialize)]
pub struct Report {
    /// The position file.
    pub file: String,
    /// The game's name.
    pub game: &'static str,
    /// The depth limit.
    pub depth: Option<u32>,
    /// Knuth & Moore's minimal leaf count b^⌈d/2⌉ + b^⌊d/2⌋ − 1, for uniform trees.
    pub minimal_leaves: Option<u64>,
    /// Branching factor and depth, for uniform trees.
    pub uniform: Option<(u64, u32)>,
    /// Whether every row found the same root value.
    pub agree: bool,
    /// One row per algorithm and ordering, in order.
    pub rows: Vec<Row>,
}

/// Counts nodes per ply; nothing else.
#[derive(Default)]
struct PlyCounter(Vec<u64>);

impl<P: Position> Recorder<P> for PlyCounter {
    fn enter(&mut self, _: Option<(&P, P::Move)>, _: &P, e: Enter) {
        let p = e.ply as usize;
        if self.0.len() <= p {
            self.0.resize(p + 1, 0);
        }
        self.0[p] += 1;
    }
    fn cutoff(&mut self, _: &P, _: &[P::Move]) {}
    fn leave(&mut self, _: Leave) {}
}

/// The most nodes the plain-minimax baseline (the "% minimax" column) may visit.
const BASELINE_NODES: u64 = 50_000_000;

impl GameJob for Run<'_> {
    type Output = Report;

    fn run<P: Position, E: Evaluator<P>>(
        self,
        root: &P,
        eval: &E,
        win: WinScore,
    ) -> Result<Report, Error> {
        let spec = self.spec;
        let progress = self.progress;
        let limits = spec.limits;
        let jobs: Vec<(Algorithm, Order)> = spec
            .algorithms
            .iter()
            .flat_map(|&a| spec.orders.iter().map(move |o| (a, o.clone())))
            .collect();
        progress("minimax (baseline)");
        // Plain minimax, natural order: the baseline for "% of minimax".
        let base_options = Options {
            quiescence: spec.quiescence,
            ..Options::default()
        };
        // The baseline stops early on big trees, so that a large --max-nodes meant for
        // the compared rows does not cost minutes of plain minimax first.
        let base_limits = Limits {
            max_nodes: limits.max_nodes.min(BASELINE_NODES),
            ..limits
        };
        let baseline = match search::search_with(
            Algorithm::Minimax,
            root,
            eval,
            win,
            base_limits,
            &base_options,
            &mut NullRecorder,
        ) {
            Ok(r) => Some(r.stats.visited),
            Err(Stop::NodeLimit(_)) => None,
            Err(e) => return Err(e.into()),
        };
        let mut rows = Vec::new();
        for (alg, order) in jobs {
            progress(&format!("{} / {}", alg.name(), order));
            let options = Options {
                order: order.clone(),
                tt_size: spec.tt_size,
                quiescence: spec.quiescence,
                ..Options::default()
            };
            let start = Instant::now();
            let r = search::search_with(alg, root, eval, win, limits, &options, &mut NullRecorder)?;
            let secs = start.elapsed().as_secs_f64();
            let mut plies = PlyCounter::default();
            search::search_with(alg, root, eval, win, limits, &options, &mut plies)?;
            let s = r.stats;
            rows.push(Row {
                algorithm: alg.name().to_string(),
                order: order.to_string().replace(',', "+"),
                value: r.value,
                best_move: r.best_move.map(|m| root.move_text(m)),
                nodes: s.visited,
                leaves: s.leaves,
                terminals: s.terminals,
                cutoffs: s.cutoffs,
                tt_probes: s.tt_probes,
                tt_hits: s.tt_hits,
                researches: s.researches,
                passes: r.passes.len(),
                iterations: r.iterations.len(),
                time_ms: secs * 1e3,
                nodes_per_second: if secs > 0.0 {
                    s.visited as f64 / secs
                } else {
                    0.0
                },
                percent_of_minimax: baseline.map(|b| 100.0 * s.visited as f64 / b.max(1) as f64),
                nodes_per_ply: plies.0,
            });
        }
        let agree = rows.windows(2).all(|w| w[0].value == w[1].value);
        // Explicit trees are finite and small ([`Position::RECORD_PRUNED_SUBTREES`]):
        // only they are walked to see whether they are uniform.
        let uniform = if P::RECORD_PRUNED_SUBTREES {
            uniform_tree(root)
        } else {
            None
        };
        Ok(Report {
            file: spec.file.clone(),
            game: root.game_name(),
            depth: limits.depth,
            minimal_leaves: uniform.map(|(b, d)| knuth_moore(b, d)),
            uniform,
            agree,
            rows,
        })
    }
}

/// Writes `report` in `format`.
///
/// # Errors
/// The writer's.
pub fn write(report: &Report, format: Format, out: &mut dyn Write) -> std::io::Result<()> {
    match format {
        Format::Text => text(report, out),
        Format::Csv => csv(report, out),
        Format::Json => {
            serde_json::to_writer_pretty(&mut *out, report).map_err(std::io::Error::other)?;
            writeln!(out)
        }
        Format::Html => html(report, out),
    }
}

/// The lines `gametree compare` prints to standard error when the algorithms disagree
/// on the root value (`None` when they agree).
pub fn disagreement(report: &Report) -> Option<String> {
    if report.agree {
        return None;
    }
    let mut s = String::from("ERROR: the algorithms disagree on the root value:");
    for r in &report.rows {
        s.push_str(&format!(
            "\n  {:<14} {:<20} value {}",
            r.algorithm, r.order, r.value
        ));
    }
    Some(s)
}

/// Knuth & Moore (1975): alpha-beta with perfect ordering on a uniform tree of
/// branching `b` and depth `d` evaluates b^⌈d/2⌉ + b^⌊d/2⌋ − 1 leaves.
pub fn knuth_moore(b: u64, d: u32) -> u64 {
    b.saturating_pow(d.div_ceil(2)) + b.saturating_pow(d / 2) - 1
}

/// `(b, d)` if every interior node has `b` children and every leaf is `d` plies deep.
fn uniform_tree<P: Position>(root: &P) -> Option<(u64, u32)> {
    fn walk<P: Position>(p: &P, ply: u32, shape: &mut (Option<u64>, Option<u32>)) -> bool {
        let mut moves = Vec::new();
        p.legal_moves(&mut moves);
        if moves.is_empty() {
            return *shape.1.get_or_insert(ply) == ply;
        }
        if *shape.0.get_or_insert(moves.len() as u64) != moves.len() as u64 {
            return false;
        }
        moves.into_iter().all(|m| walk(&p.play(m), ply + 1, shape))
    }
    let mut shape = (None, None);
    if walk(root, 0, &mut shape) {
        Some((shape.0?, shape.1?))
    } else {
        None
    }
}

impl Row {
    /// The best move for the tables: `—` when there is none.
    fn best_text(&self) -> &str {
        self.best_move.as_deref().unwrap_or("—")
    }

    /// The "% minimax" cell: `84.6%`, or `—` when the baseline stopped early.
    fn percent_text(&self) -> String {
        self.percent_of_minimax
            .map_or_else(|| "—".to_string(), |p| format!("{p:.1}%"))
    }
}

fn text(rep: &Report, out: &mut dyn Write) -> std::io::Result<()> {
    let head = [
        "algorithm",
        "order",
        "value",
        "best",
        "nodes",
        "leaves",
        "cut-offs",
        "TT probes",
        "TT hits",
        "re-searches",
        "passes",
        "time ms",
        "nodes/s",
        "% minimax",
    ];
    let cells: Vec<Vec<String>> = rep
        .rows
        .iter()
        .map(|r| {
            vec![
                terminal::text(&r.algorithm).into_owned(),
                terminal::text(&r.order).into_owned(),
                r.value.to_string(),
                terminal::text(r.best_text()).into_owned(),
                r.nodes.to_string(),
                r.leaves.to_string(),
                r.cutoffs.to_string(),
                r.tt_probes.to_string(),
                r.tt_hits.to_string(),
                r.researches.to_string(),
                r.passes.to_string(),
                format!("{:.3}", r.time_ms),
                crate::render::text::si(r.nodes_per_second),
                r.percent_text(),
            ]
        })
        .collect();
    let mut width: Vec<usize> = head.iter().map(|h| h.chars().count()).collect();
    for row in &cells {
        for (w, c) in width.iter_mut().zip(row) {
            *w = (*w).max(c.chars().count());
        }
    }
    let line = |row: &[String]| {
        row.iter()
            .zip(&width)
            .enumerate()
            .map(|(i, (c, &w))| {
                let pad = w - c.chars().count();
                if i < 2 || i == 3 {
                    format!("{c}{}", " ".repeat(pad))
                } else {
                    format!("{}{c}", " ".repeat(pad))
                }
            })
            .collect::<Vec<_>>()
            .join("  ")
    };
    let head: Vec<String> = head.iter().map(|s| s.to_string()).collect();
    writeln!(out, "{}", line(&head).trim_end())?;
    for row in &cells {
        writeln!(out, "{}", line(row).trim_end())?;
    }
    if let (Some((b, d)), Some(m)) = (rep.uniform, rep.minimal_leaves) {
        writeln!(
            out,
            "uniform tree b = {b}, d = {d}: Knuth–Moore minimal tree {m} leaves (b^⌈d/2⌉ + b^⌊d/2⌋ − 1)"
        )?;
    }
    if !rep.agree {
        writeln!(out, "THE ALGORITHMS DISAGREE ON THE ROOT VALUE")?;
    }
    Ok(())
}

/// The CSV columns, in order.
const CSV_HEADER: [&str; 17] = [
    "algorithm",
    "order",
    "value",
    "best_move",
    "nodes",
    "leaves",
    "terminals",
    "cutoffs",
    "tt_probes",
    "tt_hits",
    "researches",
    "passes",
    "iterations",
    "time_ms",
    "nodes_per_second",
    "percent_of_minimax",
    "minimal_leaves",
];

/// One CSV line per row; the names and the best move are text (guarded against
/// spreadsheet formulas), everything else numbers.
fn csv(rep: &Report, out: &mut dyn Write) -> std::io::Result<()> {
    let minimal = rep.minimal_leaves.map_or(String::new(), |m| m.to_string());
    let records = rep.rows.iter().map(|r| {
        Record::new()
            .text(&r.algorithm)
            .text(&r.order)
            .number(r.value)
            .text(r.best_move.as_deref().unwrap_or(""))
            .number(r.nodes)
            .number(r.leaves)
            .number(r.terminals)
            .number(r.cutoffs)
            .number(r.tt_probes)
            .number(r.tt_hits)
            .number(r.researches)
            .number(r.passes)
            .number(r.iterations)
            .number(format_args!("{:.3}", r.time_ms))
            .number(format_args!("{:.0}", r.nodes_per_second))
            .number(
                r.percent_of_minimax
                    .map_or(String::new(), |p| format!("{p:.2}")),
            )
            .number(&minimal)
    });
    escape::csv::write(out, &CSV_HEADER, records)
}

/// The chart colours, one per row (repeating).
const COLOURS: [&str; 8] = [
    "#1f77b4", "#ff7f0e", "#2ca02c", "#d62728", "#9467bd", "#8c564b", "#e377c2", "#7f7f7f",
];

/// The HTML page (templates/compare.html): the table, two inline SVG charts and the
/// effective branching factors. The charts' geometry is worked out here, in pixels;
/// the markup is the template's.
#[derive(Template)]
#[template(path = "compare.html")]
struct Page<'a> {
    rep: &'a Report,
    /// The depth limit in words.
    depth: String,
    bars: BarChart<'a>,
    plies: PlyChart<'a>,
    branching: Branching<'a>,
}

/// Nodes visited per row: horizontal bars, linear scale.
struct BarChart<'a> {
    width: f64,
    height: f64,
    /// Where the bars start (the names are left of it).
    x: f64,
    bar_h: f64,
    bars: Vec<Bar<'a>>,
}

/// One bar of the [`BarChart`].
struct Bar<'a> {
    row: &'a Row,
    y: f64,
    /// The baseline of the bar's texts.
    text_y: f64,
    len: f64,
    /// Where the node count after the bar starts.
    end_x: f64,
    colour: &'static str,
}

/// Nodes per ply: one line per row, log scale.
struct PlyChart<'a> {
    width: f64,
    height: f64,
    /// The plot's left and right edges.
    x0: f64,
    x1: f64,
    /// One grid line per power of ten.
    grid: Vec<Grid>,
    /// One tick label per ply, at `tick_y`.
    ticks: Vec<Tick>,
    tick_y: f64,
    /// The axis title's place.
    axis_x: f64,
    axis_y: f64,
    /// The legend's left edge.
    label_x: f64,
    lines: Vec<Line<'a>>,
}

/// A grid line of the [`PlyChart`] at 10^`decade` nodes.
struct Grid {
    y: f64,
    label_y: f64,
    decade: u32,
}

/// A ply's tick label.
struct Tick {
    x: f64,
    ply: usize,
}

/// A row's line in the [`PlyChart`] and its legend entry.
struct Line<'a> {
    row: &'a Row,
    /// `x,y x,y …`
    points: String,
    label_y: f64,
    colour: &'static str,
}

/// The effective branching factor per ply: nodes at ply k over nodes at ply k − 1.
struct Branching<'a> {
    /// The plies 1, 2, … of the columns.
    plies: Vec<usize>,
    rows: Vec<BranchingRow<'a>>,
}

/// A row of [`Branching`]: the factors, `—` where a ply has no nodes.
struct BranchingRow<'a> {
    row: &'a Row,
    factors: Vec<String>,
}

fn bar_chart(rep: &Report) -> BarChart<'_> {
    let max = rep.rows.iter().map(|r| r.nodes).max().unwrap_or(1).max(1) as f64;
    let (w, bar_h, x) = (600.0, 18.0, 220.0);
    BarChart {
        width: w + 420.0,
        height: rep.rows.len() as f64 * (bar_h + 4.0) + 10.0,
        x,
        bar_h,
        bars: rep
            .rows
            .iter()
            .enumerate()
            .map(|(i, row)| {
                let y = 5.0 + i as f64 * (bar_h + 4.0);
                let len = w * row.nodes as f64 / max;
                Bar {
                    row,
                    y,
                    text_y: y + 13.0,
                    len,
                    end_x: x + 5.0 + len,
                    colour: COLOURS[i % COLOURS.len()],
                }
            })
            .collect(),
    }
}

/// The number of plies the per-ply chart and table show (at least 2).
fn ply_count(rep: &Report) -> usize {
    rep.rows
        .iter()
        .map(|r| r.nodes_per_ply.len())
        .max()
        .unwrap_or(1)
        .max(2)
}

fn ply_chart(rep: &Report) -> PlyChart<'_> {
    let plies = ply_count(rep);
    let top = rep
        .rows
        .iter()
        .flat_map(|r| r.nodes_per_ply.iter().copied())
        .max()
        .unwrap_or(1)
        .max(10) as f64;
    let decades = top.log10().ceil().max(1.0);
    let (cw, ch, x0, y0) = (600.0, 300.0, 60.0, 20.0);
    let x = |p: usize| x0 + cw * p as f64 / (plies - 1) as f64;
    let y = |n: u64| y0 + ch - ch * (n.max(1) as f64).log10() / decades;
    PlyChart {
        width: x0 + cw + 260.0,
        height: y0 + ch + 40.0,
        x0,
        x1: x0 + cw,
        grid: (0..=decades as u32)
            .map(|decade| {
                let y = y(10u64.pow(decade));
                Grid {
                    y,
                    label_y: y + 4.0,
                    decade,
                }
            })
            .collect(),
        ticks: (0..plies)
            .map(|ply| Tick {
                x: x(ply) - 3.0,
                ply,
            })
            .collect(),
        tick_y: y0 + ch + 16.0,
        axis_x: x0 + cw / 2.0,
        axis_y: y0 + ch + 34.0,
        label_x: x0 + cw + 10.0,
        lines: rep
            .rows
            .iter()
            .enumerate()
            .map(|(i, row)| Line {
                row,
                points: row
                    .nodes_per_ply
                    .iter()
                    .enumerate()
                    .map(|(p, &n)| format!("{:.1},{:.1}", x(p), y(n)))
                    .collect::<Vec<_>>()
                    .join(" "),
                label_y: y0 + 14.0 * (i as f64 + 1.0),
                colour: COLOURS[i % COLOURS.len()],
            })
            .collect(),
    }
}

fn branching(rep: &Report) -> Branching<'_> {
    let plies = ply_count(rep);
    Branching {
        plies: (1..plies).collect(),
        rows: rep
            .rows
            .iter()
            .map(|row| BranchingRow {
                row,
                factors: (1..plies)
                    .map(
                        |p| match (row.nodes_per_ply.get(p - 1), row.nodes_per_ply.get(p)) {
                            (Some(&a), Some(&b)) if a > 0 => format!("{:.2}", b as f64 / a as f64),
                            _ => "—".into(),
                        },
                    )
                    .collect(),
            })
            .collect(),
    }
}

fn html(rep: &Report, out: &mut dyn Write) -> std::io::Result<()> {
    let page = Page {
        rep,
        depth: rep
            .depth
            .map_or_else(|| "to the end".into(), |d| d.to_string()),
        bars: bar_chart(rep),
        plies: ply_chart(rep),
        branching: branching(rep),
    };
    page.write_into(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(algorithm: &str, order: &str, value: Score, best_move: Option<&str>) -> Row {
        Row {
            algorithm: algorithm.into(),
            order: order.into(),
            value,
            best_move: best_move.map(Into::into),
            nodes: 11,
            leaves: 7,
            terminals: 0,
            cutoffs: 1,
            tt_probes: 0,
            tt_hits: 0,
            researches: 0,
            passes: 0,
            iterations: 0,
            time_ms: 0.25,
            nodes_per_second: 44000.0,
            percent_of_minimax: Some(84.6154),
            nodes_per_ply: vec![1, 3, 7],
        }
    }

    fn csv_of(rows: Vec<Row>) -> String {
        let report = Report {
            file: "=file.pos".into(),
            game: "tree",
            depth: Some(2),
            minimal_leaves: Some(5),
            uniform: Some((3, 2)),
            agree: true,
            rows,
        };
        let mut out = Vec::new();
        write(&report, Format::Csv, &mut out).unwrap();
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn csv_guards_text_fields_against_formulas_but_not_numbers() {
        let csv = csv_of(vec![
            row("=cmd", "+tt", -3, Some("-b1")),
            row("@alg", "natural", -3, None),
            row("alphabeta", "a,b", 3, Some("B")),
        ]);
        let lines: Vec<&str> = csv.lines().collect();
        assert_eq!(
            lines[1],
            "'=cmd,'+tt,-3,'-b1,11,7,0,1,0,0,0,0,0,0.250,44000,84.62,5"
        );
        assert_eq!(
            lines[2],
            "'@alg,natural,-3,,11,7,0,1,0,0,0,0,0,0.250,44000,84.62,5"
        );
        assert_eq!(
            lines[3],
            "alphabeta,\"a,b\",3,B,11,7,0,1,0,0,0,0,0,0.250,44000,84.62,5"
        );
        assert_eq!(lines.len(), 4);
    }

    #[test]
    fn html_escapes_names_and_says_when_the_rows_disagree() {
        let report = Report {
            file: "<a&'b>.pos".into(),
            game: "tree",
            depth: None,
            minimal_leaves: None,
            uniform: None,
            agree: false,
            rows: vec![
                row("alphabeta", "natural", 3, Some("<B>")),
                row("pvs", "natural", 2, None),
            ],
        };
        let mut out = Vec::new();
        write(&report, Format::Html, &mut out).unwrap();
        let html = String::from_utf8(out).unwrap();
        assert!(html.contains("<title>gametree compare: &lt;a&amp;&#39;b&gt;.pos</title>"));
        assert!(html.contains(
            "<p>&lt;a&amp;&#39;b&gt;.pos — tree, depth to the end</p>\n<p class=\"bad\">"
        ));
        assert!(html.contains("<td>&lt;B&gt;</td>"));
        assert!(!html.contains("Knuth"));
        assert!(html.ends_with("</table></body></html>\n"));
    }

    #[test]
    fn knuth_moore_counts() {
        assert_eq!(super::knuth_moore(3, 2), 5);
        assert_eq!(super::knuth_moore(2, 3), 5);
        assert_eq!(super::knuth_moore(3, 1), 3);
    }
}
