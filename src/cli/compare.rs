//! `gametree compare`: several algorithms and move orderings on one position, one row
//! each, searched with the [`NullRecorder`] (so the times measure the search alone).

use super::{dispatch, tuning, write_output, GameArgs, GameJob, TuningArgs};
use crate::error::Error;
use crate::eval::Evaluator;
use crate::game::{Position, Score, WinScore};
use crate::record::{Enter, Leave, NullRecorder, Recorder};
use crate::search::{self, Algorithm, Limits, Options, Order, SearchError};
use clap::{Args, ValueEnum};
use std::io::{IsTerminal, Write};
use std::path::PathBuf;
use std::time::Instant;

#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
pub(super) enum CompareFormat {
    /// An aligned table.
    Text,
    /// A JSON object with the rows (docs/compare.md).
    Json,
    /// Comma-separated values, one header line.
    Csv,
    /// A self-contained HTML page: the table and two inline SVG charts.
    Html,
}

#[derive(Args, Debug)]
pub(super) struct CompareArgs {
    /// The position file (format: docs/position-files.md).
    file: PathBuf,
    /// Comma-separated algorithms: minimax, negamax, alphabeta, alphabeta-soft, pvs,
    /// alphabeta-tt, mtdf.
    #[arg(
        long,
        value_name = "LIST",
        default_value = "minimax,alphabeta,pvs,alphabeta-tt,mtdf"
    )]
    algorithms: String,
    /// Comma-separated move orderings; combine criteria with `+` (natural, best, worst,
    /// eval, tt, killer, history, e.g. `natural,best,tt+killer+history`).
    #[arg(long, value_name = "LIST", default_value = "natural")]
    orders: String,
    #[command(flatten)]
    game: GameArgs,
    /// Transposition-table entries (alphabeta-tt, mtdf, the tt ordering).
    #[arg(long, value_name = "N", default_value_t = search::tt::DEFAULT_TT_SIZE)]
    tt_size: usize,
    /// Quiescence search at the depth limit for every row (the minimax baseline too).
    #[arg(long)]
    quiescence: bool,
    /// Output format.
    #[arg(short, long, value_enum, default_value_t = CompareFormat::Text)]
    format: CompareFormat,
    /// Write the output to PATH instead of standard output.
    #[arg(short, long, value_name = "PATH")]
    output: Option<PathBuf>,
}

/// One algorithm × ordering.
#[derive(Clone, Debug, serde::Serialize)]
struct Row {
    algorithm: String,
    order: String,
    /// Root value, MAX's view.
    value: Score,
    best_move: Option<String>,
    nodes: u64,
    leaves: u64,
    terminals: u64,
    cutoffs: u64,
    tt_probes: u64,
    tt_hits: u64,
    researches: u64,
    passes: usize,
    iterations: usize,
    /// Wall-clock time of the search with the null recorder, milliseconds.
    time_ms: f64,
    nodes_per_second: f64,
    /// Nodes visited as a percentage of plain minimax's (natural order), if it ran.
    percent_of_minimax: Option<f64>,
    /// Nodes visited at each ply (ply 0 = the root; MTD(f) counts every pass).
    nodes_per_ply: Vec<u64>,
}

#[derive(serde::Serialize)]
struct Report<'a> {
    file: String,
    game: &'static str,
    depth: Option<u32>,
    /// Knuth & Moore's minimal leaf count b^⌈d/2⌉ + b^⌊d/2⌋ − 1, for uniform trees.
    minimal_leaves: Option<u64>,
    /// Branching factor and depth, for uniform trees.
    uniform: Option<(u64, u32)>,
    agree: bool,
    rows: &'a [Row],
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

/// Parses the lists and runs the rows. Exit code 1 when the root values disagree.
pub(super) fn compare_command(a: &CompareArgs) -> Result<u8, Error> {
    dispatch(&a.file, &a.game, a)
}

fn parse_lists(a: &CompareArgs) -> Result<(Vec<Algorithm>, Vec<Order>), Error> {
    let mut algs = Vec::new();
    for name in a.algorithms.split(',').map(str::trim) {
        let alg = Algorithm::from_name(name).ok_or_else(|| {
            Error::Usage(format!(
                "unknown algorithm `{name}`; expected some of: {}",
                Algorithm::ALL.map(|a| a.name()).join(", ")
            ))
        })?;
        if alg == Algorithm::Test {
            return Err(Error::Usage(
                "`test` answers a yes/no question, not the value: it cannot be compared".into(),
            ));
        }
        algs.push(alg);
    }
    let mut orders = Vec::new();
    for o in a.orders.split(',') {
        orders.push(Order::parse(&o.replace('+', ",")).map_err(Error::Usage)?);
    }
    tuning(&TuningArgs {
        order: "natural".into(),
        tt_size: a.tt_size,
        quiescence: a.quiescence,
    })?;
    Ok((algs, orders))
}

/// The most nodes the plain-minimax baseline (the "% minimax" column) may visit.
const BASELINE_NODES: u64 = 50_000_000;

impl GameJob for CompareArgs {
    fn run<P: Position, E: Evaluator<P>>(
        &self,
        root: &P,
        eval: &E,
        win: WinScore,
    ) -> Result<u8, Error> {
        let (algs, orders) = parse_lists(self)?;
        let limits = Limits {
            depth: self.game.depth,
            max_nodes: self.game.max_nodes,
        };
        let jobs: Vec<(Algorithm, Order)> = algs
            .iter()
            .flat_map(|&a| orders.iter().map(move |o| (a, o.clone())))
            .collect();
        let bar = if std::io::stderr().is_terminal() {
            indicatif::ProgressBar::new(jobs.len() as u64 + 1)
        } else {
            indicatif::ProgressBar::hidden()
        };
        bar.set_style(
            indicatif::ProgressStyle::with_template("compare {wide_bar} {pos}/{len} {msg}")
                .expect("a valid progress template"),
        );
        bar.set_message("minimax (baseline)");
        bar.enable_steady_tick(std::time::Duration::from_millis(200));
        // Plain minimax, natural order: the baseline for "% of minimax".
        let base_options = Options {
            quiescence: self.quiescence,
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
            Err(SearchError::NodeLimit(_)) => None,
            Err(e) => return Err(e.into()),
        };
        bar.inc(1);
        let mut rows = Vec::new();
        for (alg, order) in jobs {
            bar.set_message(format!("{} / {}", alg.name(), order));
            let options = Options {
                order: order.clone(),
                tt_size: self.tt_size,
                quiescence: self.quiescence,
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
            bar.inc(1);
        }
        bar.finish_and_clear();
        let agree = rows.windows(2).all(|w| w[0].value == w[1].value);
        let uniform = if root.game_name() == "tree" {
            uniform_tree(root)
        } else {
            None
        };
        let report = Report {
            file: self.file.display().to_string(),
            game: root.game_name(),
            depth: self.game.depth,
            minimal_leaves: uniform.map(|(b, d)| knuth_moore(b, d)),
            uniform,
            agree,
            rows: &rows,
        };
        write_output(self.output.as_ref(), |out| match self.format {
            CompareFormat::Text => text(&report, out),
            CompareFormat::Csv => csv(&report, out),
            CompareFormat::Json => {
                serde_json::to_writer_pretty(&mut *out, &report).map_err(std::io::Error::other)?;
                writeln!(out)
            }
            CompareFormat::Html => html(&report, out),
        })?;
        if !agree {
            eprintln!("ERROR: the algorithms disagree on the root value:");
            for r in &rows {
                eprintln!("  {:<14} {:<20} value {}", r.algorithm, r.order, r.value);
            }
            return Ok(1);
        }
        Ok(0)
    }
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
                super::si(r.nodes_per_second),
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
    for r in rep.rows {
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
    for r in rep.rows {
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
    for r in rep.rows {
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
