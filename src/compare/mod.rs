//! `gametree compare`: several algorithms and move orderings on one position, one row
//! each, searched with the [`NullRecorder`] (so the times measure the search alone),
//! with plain minimax as the baseline and, on uniform explicit trees, Knuth & Moore's
//! minimal leaf count; written as an aligned table, JSON, CSV or an HTML page.

use crate::error::Error;
use crate::game::{Evaluator, Position, Score, WinScore};
use crate::games::GameJob;
use crate::search::trace::{Enter, Leave, NullRecorder, Recorder};
use crate::search::{self, Algorithm, Limits, Options, Order, Stop};
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

fn pct(r: &Row) -> String {
    r.percent_of_minimax
        .map_or_else(|| "—".to_string(), |p| format!("{p:.1}%"))
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
                r.algorithm.clone(),
                r.order.clone(),
                r.value.to_string(),
                r.best_move.clone().unwrap_or_else(|| "—".into()),
                r.nodes.to_string(),
                r.leaves.to_string(),
                r.cutoffs.to_string(),
                r.tt_probes.to_string(),
                r.tt_hits.to_string(),
                r.researches.to_string(),
                r.passes.to_string(),
                format!("{:.3}", r.time_ms),
                crate::render::text::si(r.nodes_per_second),
                pct(r),
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

/// A CSV field, quoted when it needs to be.
fn field(s: &str) -> String {
    if s.contains([',', '"', '\n']) {
        format!("\"{}\"", s.replace('"', "\"\""))
    } else {
        s.to_string()
    }
}

fn csv(rep: &Report, out: &mut dyn Write) -> std::io::Result<()> {
    writeln!(out, "algorithm,order,value,best_move,nodes,leaves,terminals,cutoffs,tt_probes,tt_hits,researches,passes,iterations,time_ms,nodes_per_second,percent_of_minimax,minimal_leaves")?;
    for r in &rep.rows {
        writeln!(
            out,
            "{},{},{},{},{},{},{},{},{},{},{},{},{},{:.3},{:.0},{},{}",
            field(&r.algorithm),
            field(&r.order),
            r.value,
            field(r.best_move.as_deref().unwrap_or("")),
            r.nodes,
            r.leaves,
            r.terminals,
            r.cutoffs,
            r.tt_probes,
            r.tt_hits,
            r.researches,
            r.passes,
            r.iterations,
            r.time_ms,
            r.nodes_per_second,
            r.percent_of_minimax
                .map_or(String::new(), |p| format!("{p:.2}")),
            rep.minimal_leaves.map_or(String::new(), |m| m.to_string()),
        )?;
    }
    Ok(())
}

fn esc(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

const COLOURS: [&str; 8] = [
    "#1f77b4", "#ff7f0e", "#2ca02c", "#d62728", "#9467bd", "#8c564b", "#e377c2", "#7f7f7f",
];

fn html(rep: &Report, out: &mut dyn Write) -> std::io::Result<()> {
    writeln!(out, "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>gametree compare: {}</title>", esc(&rep.file))?;
    writeln!(out, "<style>body{{font-family:sans-serif;margin:2em}}table{{border-collapse:collapse}}td,th{{border:1px solid #ccc;padding:2px 6px;text-align:right}}td:nth-child(-n+2),td:nth-child(4){{text-align:left}}.bad{{color:#c00;font-weight:bold}}</style></head><body>")?;
    writeln!(
        out,
        "<h1>gametree compare</h1><p>{} — {}, depth {}</p>",
        esc(&rep.file),
        rep.game,
        rep.depth
            .map_or_else(|| "to the end".into(), |d| d.to_string())
    )?;
    if !rep.agree {
        writeln!(
            out,
            "<p class=\"bad\">The algorithms disagree on the root value.</p>"
        )?;
    }
    writeln!(out, "<table><tr><th>algorithm</th><th>order</th><th>value</th><th>best</th><th>nodes</th><th>leaves</th><th>cut-offs</th><th>TT probes</th><th>TT hits</th><th>re-searches</th><th>passes</th><th>time ms</th><th>% minimax</th></tr>")?;
    for r in &rep.rows {
        writeln!(
            out,
            "<tr><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{:.3}</td><td>{}</td></tr>",
            esc(&r.algorithm),
            esc(&r.order),
            r.value,
            esc(r.best_move.as_deref().unwrap_or("—")),
            r.nodes,
            r.leaves,
            r.cutoffs,
            r.tt_probes,
            r.tt_hits,
            r.researches,
            r.passes,
            r.time_ms,
            pct(r)
        )?;
    }
    writeln!(out, "</table>")?;
    if let Some(m) = rep.minimal_leaves {
        writeln!(out, "<p>Knuth–Moore minimal tree: {m} leaves.</p>")?;
    }
    // Nodes per row: horizontal bars, linear scale.
    let max = rep.rows.iter().map(|r| r.nodes).max().unwrap_or(1).max(1) as f64;
    let (w, bar_h) = (600.0, 18.0);
    let h = rep.rows.len() as f64 * (bar_h + 4.0) + 10.0;
    writeln!(out, "<h2>Nodes visited</h2><svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{}\" height=\"{h}\" font-size=\"12\">", w + 420.0)?;
    for (i, r) in rep.rows.iter().enumerate() {
        let y = 5.0 + i as f64 * (bar_h + 4.0);
        let len = w * r.nodes as f64 / max;
        writeln!(
            out,
            "<text x=\"0\" y=\"{}\">{} / {}</text><rect x=\"220\" y=\"{y}\" width=\"{len:.1}\" height=\"{bar_h}\" fill=\"{}\"/><text x=\"{:.1}\" y=\"{}\">{}</text>",
            y + 13.0,
            esc(&r.algorithm),
            esc(&r.order),
            COLOURS[i % COLOURS.len()],
            225.0 + len,
            y + 13.0,
            r.nodes
        )?;
    }
    writeln!(out, "</svg>")?;
    // Nodes per ply: one line per row, log scale.
    let plies = rep
        .rows
        .iter()
        .map(|r| r.nodes_per_ply.len())
        .max()
        .unwrap_or(1)
        .max(2);
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
    writeln!(out, "<h2>Nodes per ply (log scale)</h2><svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{}\" height=\"{}\" font-size=\"12\">", x0 + cw + 260.0, y0 + ch + 40.0)?;
    for dcd in 0..=decades as u32 {
        let yy = y(10u64.pow(dcd));
        writeln!(out, "<line x1=\"{x0}\" x2=\"{}\" y1=\"{yy:.1}\" y2=\"{yy:.1}\" stroke=\"#ddd\"/><text x=\"0\" y=\"{:.1}\">1e{dcd}</text>", x0 + cw, yy + 4.0)?;
    }
    for p in 0..plies {
        writeln!(
            out,
            "<text x=\"{:.1}\" y=\"{}\">{p}</text>",
            x(p) - 3.0,
            y0 + ch + 16.0
        )?;
    }
    writeln!(
        out,
        "<text x=\"{:.1}\" y=\"{}\">ply</text>",
        x0 + cw / 2.0,
        y0 + ch + 34.0
    )?;
    for (i, r) in rep.rows.iter().enumerate() {
        let pts: Vec<String> = r
            .nodes_per_ply
            .iter()
            .enumerate()
            .map(|(p, &n)| format!("{:.1},{:.1}", x(p), y(n)))
            .collect();
        let c = COLOURS[i % COLOURS.len()];
        writeln!(
            out,
            "<polyline points=\"{}\" fill=\"none\" stroke=\"{c}\" stroke-width=\"2\"/>",
            pts.join(" ")
        )?;
        writeln!(
            out,
            "<text x=\"{}\" y=\"{}\" fill=\"{c}\">{} / {}</text>",
            x0 + cw + 10.0,
            y0 + 14.0 * (i as f64 + 1.0),
            esc(&r.algorithm),
            esc(&r.order)
        )?;
    }
    writeln!(out, "</svg>")?;
    // Effective branching factor: nodes at ply k over nodes at ply k − 1.
    writeln!(
        out,
        "<h2>Effective branching factor per ply</h2><table><tr><th>algorithm</th><th>order</th>"
    )?;
    for p in 1..plies {
        write!(out, "<th>{p}</th>")?;
    }
    writeln!(out, "</tr>")?;
    for r in &rep.rows {
        write!(
            out,
            "<tr><td>{}</td><td>{}</td>",
            esc(&r.algorithm),
            esc(&r.order)
        )?;
        for p in 1..plies {
            let f = match (r.nodes_per_ply.get(p - 1), r.nodes_per_ply.get(p)) {
                (Some(&a), Some(&b)) if a > 0 => format!("{:.2}", b as f64 / a as f64),
                _ => "—".into(),
            };
            write!(out, "<td>{f}</td>")?;
        }
        writeln!(out, "</tr>")?;
    }
    writeln!(out, "</table></body></html>")
}

#[cfg(test)]
mod tests {
    #[test]
    fn knuth_moore_counts() {
        assert_eq!(super::knuth_moore(3, 2), 5);
        assert_eq!(super::knuth_moore(2, 3), 5);
        assert_eq!(super::knuth_moore(3, 1), 3);
    }
}
