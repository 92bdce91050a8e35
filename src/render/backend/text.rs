//! The text format: an indented tree, one node a line, in visit order:
//!
//! ```text
//! A  MAX  [-∞, ∞]  3
//! ├─ B  MIN  [-∞, ∞]  -3
//! │  ├─ 1  MAX  [-∞, ∞]  3  leaf
//! ```
//!
//! Each line shows the move (the root: its label or `root`), MAX/MIN, the α–β window
//! on entry (where the algorithm has one), the value (`≥`/`≤` where it is only a
//! bound), and marks: `leaf`, `terminal`, `cut-off`, `pruned`, `scout` and
//! `re-search` (PVS: a move's null-window search, and its search again),
//! `quiescence`, the transposition table's `tt miss` / `tt hit` / `tt narrowed` /
//! `tt cut-off` and `stored exact|lower|upper`. A Monte Carlo tree search's lines show
//! `N=12  W=7  Q=0.58` (visits, total reward and mean reward, MAX's view) in place of
//! the value, and a last line says so. With colour, the
//! principal variation is bold red and pruned nodes are dimmed.

use crate::game::WinScore;
use crate::record::Meta;
use crate::record::{Bound, NodeKind, Recording};
use crate::render::escape;
use crate::render::model::{shown, RenderOptions};
use anstyle::{AnsiColor, Style};
use petgraph::graph::NodeIndex;
use std::io::{self, Write};
use std::time::Duration;

/// Writes the recording as an indented text tree.
///
/// # Errors
/// The writer's.
pub fn write(rec: &Recording, opts: &RenderOptions, out: &mut dyn Write) -> io::Result<()> {
    let n = rec.len();
    let mut parent = vec![u32::MAX; n];
    let mut last_child = vec![u32::MAX; n];
    for e in rec.graph.raw_edges() {
        let (p, c) = (e.source().index(), e.target().index());
        parent[c] = p as u32;
        if last_child[p] == u32::MAX || last_child[p] < c as u32 {
            last_child[p] = c as u32;
        }
    }
    let mut on_pv = vec![false; n];
    for id in rec.pv_nodes() {
        on_pv[id.index()] = true;
    }
    // The PVS scouts that were searched again, found from their re-searches.
    let mut scout = vec![false; n];
    for i in 0..n {
        if let Some(s) = rec.scout_of(NodeIndex::new(i)) {
            scout[s.index()] = true;
        }
    }
    let pv_style = Style::new().bold().fg_color(Some(AnsiColor::Red.into()));
    let dim = Style::new().dimmed();
    let mut open: Vec<bool> = Vec::new(); // per ply ≥ 1: is that ancestor a last child
    let mut line = String::new();
    for i in 0..n {
        let id = NodeIndex::new(i);
        let node = rec.node(id);
        let ply = node.ply() as usize;
        line.clear();
        if i > 0 {
            let is_last = last_child[parent[i] as usize] == i as u32;
            open.truncate(ply.saturating_sub(1));
            for &last in &open {
                line.push_str(if last { "   " } else { "│  " });
            }
            line.push_str(if is_last { "└─ " } else { "├─ " });
            open.push(is_last);
        }
        line.push_str(&node_text(rec, id, opts, scout[i]));
        let style = if !opts.color {
            None
        } else if on_pv[i] {
            Some(pv_style)
        } else if node.kind() == NodeKind::Pruned {
            Some(dim)
        } else {
            None
        };
        match style {
            Some(st) => writeln!(out, "{st}{line}{st:#}")?,
            None => writeln!(out, "{line}")?,
        }
    }
    // The lines show windows: their win scores are explained too.
    if let Some(legend) = crate::render::model::legend::win_legend(rec, opts, true) {
        writeln!(out, "{legend}")?;
    }
    if let Some(legend) = crate::render::model::legend::mcts_text_legend(rec) {
        writeln!(out, "{legend}")?;
    }
    Ok(())
}

/// A node's line after the tree's branches: its name, side, probability, window,
/// value or statistics, and its marks (`scout`: a PVS scout searched again).
fn node_text(rec: &Recording, id: NodeIndex, opts: &RenderOptions, scout: bool) -> String {
    let node = rec.node(id);
    let mut line = String::new();
    // Names as far as any output tells them (1,000 characters).
    let known = crate::record::known_text;
    let name = match (rec.move_name(id), rec.label(id)) {
        (Some(m), Some(l)) if m != l => format!("{} ({})", known(m), known(l)),
        (Some(m), _) => known(m).into_owned(),
        (None, Some(l)) => known(l).into_owned(),
        (None, None) => crate::tr!("figure-text-root"),
    };
    // Names come from files: no control character may reach the terminal.
    line.push_str(&escape::terminal::text(&name));
    line.push_str("  ");
    line.push_str(&match node.player() {
        crate::game::Player::Max => "MAX".to_string(),
        crate::game::Player::Min => "MIN".to_string(),
        crate::game::Player::Chance => crate::tr!("figure-text-chance"),
    });
    if let Some(p) = rec.probability(id) {
        line.push_str(&format!("  p={p}"));
    }
    let s = shown(rec, node, opts);
    if let Some((a, b)) = s.window {
        line.push_str("  ");
        line.push_str(&crate::lang::window(rec.value_text(a), rec.value_text(b)));
    }
    if let Some(stats) = statistics(rec, id) {
        line.push_str(&stats);
    } else if let Some(v) = s.value {
        let mark = match s.bound {
            Some(Bound::Lower) => "≥",
            Some(Bound::Upper) => "≤",
            _ => "",
        };
        line.push_str(&format!("  {mark}{}", rec.value_text(v)));
    }
    let marks = marks(node, scout);
    if !marks.is_empty() {
        line.push_str("  ");
        line.push_str(&marks.join(", "));
    }
    line
}

/// A Monte Carlo tree search node's numbers on its line, in place of the value:
/// `  N=12  W=7  Q=0.58` (W and Q from MAX's view, in the leaves' units; Q to two
/// places in the current language's decimals); `None` for other algorithms.
fn statistics(rec: &Recording, id: NodeIndex) -> Option<String> {
    rec.meta.mcts.as_ref()?;
    let (n, w) = rec.statistics(id)?;
    let q = crate::render::model::mean(rec, n, w);
    Some(format!(
        "  N={n}  W={}  Q={}",
        crate::render::model::total_text(rec, w),
        crate::lang::decimal(q, 2)
    ))
}

/// The marks of a text line: the node's kind, its cut-off, `scout` (a PVS scout that
/// was searched again), `re-search`, quiescence, a Star2 probe, the table's probe and
/// store.
fn marks(node: &crate::record::Node, scout: bool) -> Vec<String> {
    let mut marks = Vec::new();
    match node.kind() {
        NodeKind::Leaf => marks.push(crate::tr!("figure-text-leaf")),
        NodeKind::Terminal => marks.push(crate::tr!("figure-text-terminal")),
        NodeKind::Pruned => marks.push(crate::tr!("figure-text-pruned")),
        NodeKind::Interior => {}
    }
    if node.cutoff() {
        marks.push(crate::tr!("figure-text-cutoff"));
    }
    if scout {
        marks.push(crate::tr!("figure-scout"));
    }
    if node.research() {
        marks.push(crate::tr!("figure-re-search"));
    }
    if node.quiescence() {
        marks.push(crate::tr!("figure-text-quiescence"));
    }
    if node.probing() {
        marks.push(crate::tr!("figure-probe"));
    }
    match node.probe() {
        Some(crate::record::Probe::Miss) => marks.push(crate::tr!("figure-text-tt-miss")),
        Some(crate::record::Probe::Hit) => marks.push(crate::tr!("figure-text-tt-hit")),
        Some(crate::record::Probe::Narrowed) => marks.push(crate::tr!("figure-text-tt-narrowed")),
        Some(crate::record::Probe::Cutoff) => marks.push(crate::tr!("figure-text-tt-cutoff")),
        None => {}
    }
    match node.store() {
        Some(Bound::Exact) => marks.push(crate::tr!("figure-text-stored-exact")),
        Some(Bound::Lower) => marks.push(crate::tr!("figure-text-stored-lower")),
        Some(Bound::Upper) => marks.push(crate::tr!("figure-text-stored-upper")),
        None => {}
    }
    marks
}

/// `", {rate} leaves/s"` for `count` leaves in `secs` seconds, with an SI prefix, in
/// the [`crate::lang::current`] language; empty when no time was measured.
pub fn rate(count: u64, secs: f64) -> String {
    if secs > 0.0 {
        format!(
            ", {}",
            crate::tr!("summary-leaves-per-second", rate = si(count as f64 / secs))
        )
    } else {
        String::new()
    }
}

/// A rate with an SI prefix: `123.4 M` (`123,4 M` in the languages that write a decimal
/// comma, [`crate::lang::decimal`]).
pub fn si(x: f64) -> String {
    use crate::lang::decimal;
    if x >= 1e9 {
        format!("{} G", decimal(x / 1e9, 2))
    } else if x >= 1e6 {
        format!("{} M", decimal(x / 1e6, 1))
    } else if x >= 1e3 {
        format!("{} k", decimal(x / 1e3, 1))
    } else {
        decimal(x, 0)
    }
}

/// `s` cut to 40 characters with `…` (a move named by a long label in a file).
fn shortened(s: &str) -> std::borrow::Cow<'_, str> {
    match s.char_indices().nth(40) {
        None => std::borrow::Cow::Borrowed(s),
        Some((i, _)) => std::borrow::Cow::Owned(format!("{}…", &s[..i])),
    }
}

/// The one-line summary of a search that `gametree search` prints to standard error,
/// in the [`crate::lang::current`] language: the root value (MAX's view; a win or loss
/// with its distance in plies — under plain scoring who wins, or a draw searched to the
/// end — except for the null-window test, whose value is a bound: `≥ v` when the answer
/// is yes, `≤ v` when no), the best move and the node counts, the time in milliseconds.
/// For Monte Carlo tree search, whose numbers are others, see [`summary_of`].
pub fn summary(m: &Meta, win: WinScore, elapsed: Duration) -> String {
    let s = &m.stats;
    let value = summary_value(m, win);
    let mut extra = String::new();
    if let (Some(yes), Some(k)) = (m.answer, m.test_value) {
        let test = if yes {
            crate::tr!("summary-test-yes", k = k.to_string())
        } else {
            crate::tr!("summary-test-no", k = k.to_string())
        };
        extra.push_str(&format!(", {test}"));
    }
    if s.clamped > 0 {
        let t = m.win_score.map_or(0, |w| w.threshold);
        extra.push_str(&format!(
            ", {}",
            crate::tr!("summary-clamped", n = s.clamped, t = t.to_string())
        ));
    }
    if m.cut == crate::search::CutRule::Gt {
        extra.push_str(&format!(", {}", crate::tr!("summary-cut-gt")));
    }
    if s.researches > 0 || m.algorithm == "pvs" {
        extra.push_str(&format!(
            ", {}",
            crate::tr!("summary-researches", n = s.researches)
        ));
    }
    if s.tt_probes > 0 {
        extra.push_str(&format!(
            ", {}",
            crate::tr!("summary-tt", probes = s.tt_probes, hits = s.tt_hits)
        ));
    }
    if !m.passes.is_empty() {
        extra.push_str(&format!(
            ", {}",
            crate::tr!("summary-passes", n = m.passes.len())
        ));
    }
    if !m.iterations.is_empty() {
        extra.push_str(&format!(
            ", {}",
            crate::tr!("summary-iterations", n = m.iterations.len())
        ));
    }
    let best = match m.best_move.as_deref() {
        Some(b) => shortened(b).into_owned(),
        None => crate::tr!("summary-no-move"),
    };
    let counts = [
        crate::tr!("summary-visited", n = s.visited),
        crate::tr!("summary-leaves", n = s.leaves),
        crate::tr!("summary-terminals", n = s.terminals),
        crate::tr!("summary-cutoffs", n = s.cutoffs),
        crate::tr!("summary-pruned", n = s.pruned),
    ]
    .join(", ");
    crate::tr!(
        "summary-search",
        value = value,
        best = best,
        counts = counts,
        extra = extra,
        ms = crate::lang::decimal(elapsed.as_secs_f64() * 1e3, 3)
    )
}

/// The summary line of `rec`: [`mcts_summary`] for Monte Carlo tree search, else
/// [`summary`] of its [`Meta`]. What `gametree search` prints to standard error.
pub fn summary_of(rec: &crate::record::Recording, win: WinScore, elapsed: Duration) -> String {
    if rec.meta.mcts.is_some() {
        mcts_summary(rec, elapsed)
    } else {
        summary(&rec.meta, win, elapsed)
    }
}

/// The summary line of a Monte Carlo tree search, in the [`crate::lang::current`]
/// language: the iterations run, the move played — the root child
/// [`crate::search::mcts::choose`] picks, most visits — with its visits `N` and mean
/// reward `Q = W/N` (MAX's view, two decimals), the tree's size, the seed, `C` and the
/// time in milliseconds. No value nor cut-offs: MCTS has neither.
pub fn mcts_summary(rec: &crate::record::Recording, elapsed: Duration) -> String {
    let m = &rec.meta;
    let Some(run) = m.mcts.as_ref() else {
        return String::new();
    };
    let c = run.exploration.for_reading();
    let ms = crate::lang::decimal(elapsed.as_secs_f64() * 1e3, 3);
    let iterations = run.iterations.count();
    let played = crate::render::model::mcts_played(rec);
    match played {
        Some((kid, n, q)) => {
            let best = rec.move_name(kid).or(m.best_move.as_deref()).unwrap_or("");
            crate::tr!(
                "summary-mcts-search",
                iterations = iterations,
                best = shortened(best).into_owned(),
                n = n,
                q = crate::lang::decimal(q, 2),
                nodes = m.stats.visited,
                seed = run.seed.to_string(),
                c = c,
                ms = ms
            )
        }
        None => crate::tr!(
            "summary-mcts-search-no-move",
            iterations = iterations,
            nodes = m.stats.visited,
            seed = run.seed.to_string(),
            c = c,
            ms = ms
        ),
    }
}

/// The root value of [`summary`]: a bound of the null-window test, who wins under
/// plain scoring, a win or loss in n plies under win scoring, else the value.
fn summary_value(m: &Meta, win: WinScore) -> String {
    // A null-window test's value is a bound, not a score reached: no win distance.
    if let Some(yes) = m.answer {
        format!("{} {}", if yes { "≥" } else { "≤" }, m.value)
    } else if let Some(u) = win.utilities {
        // Plain scoring: a win or loss is its utility at any distance; evaluations lie
        // strictly between them, so only a search to the end knows a draw.
        match m.value {
            v if v == u.win => crate::tr!("summary-value-max-wins", value = v.to_string()),
            v if v == u.loss => crate::tr!("summary-value-min-wins", value = v.to_string()),
            v if v == u.draw && m.depth.is_none() => {
                crate::tr!("summary-value-draw", value = v.to_string())
            }
            v => v.to_string(),
        }
    } else if win.is_active() && m.value.abs() > win.threshold {
        let plies = win.max - m.value.abs();
        if m.value > 0 {
            crate::tr!(
                "summary-value-max-wins-in",
                value = m.value.to_string(),
                plies = plies
            )
        } else {
            crate::tr!(
                "summary-value-min-wins-in",
                value = m.value.to_string(),
                plies = plies
            )
        }
    } else {
        crate::record::scaled_text(m.value, m.scale)
    }
}

/// A side's name as the games write it (`white`, `south`, `first player`, `x`, `MAX`)
/// in the [`crate::lang::current`] language; names that are symbols (`x`, `o`, `MAX`)
/// and any other pass as they are.
pub fn side_text(name: &str) -> String {
    match name {
        "white" => crate::tr!("summary-side-white"),
        "black" => crate::tr!("summary-side-black"),
        "red" => crate::tr!("summary-side-red"),
        "yellow" => crate::tr!("summary-side-yellow"),
        "south" => crate::tr!("summary-side-south"),
        "north" => crate::tr!("summary-side-north"),
        "first player" => crate::tr!("summary-side-first"),
        "second player" => crate::tr!("summary-side-second"),
        other => other.to_owned(),
    }
}
