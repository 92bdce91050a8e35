//! The one-line legend of a figure whose numbers include win scores: Kühr's scoring
//! (`win-score:`, the board games' 10000) writes a won game as ±MAX and a win n plies
//! away as ±(MAX − n), and widens a window's bounds one unit a ply beyond ±MAX (his
//! `dal`). Without a legend a lecturer's audience sees 98 under 99, 97 above 98, or a
//! window `[-101, 100]` with no way to know why. Every format that draws the numbers
//! says so once: a note below the figure (SVG, PNG, PDF, TikZ, Beamer, the step
//! figures), DOT's graph label, a last line of the text tree, the HTML report's legend.

use super::options::{LabelKind, RenderOptions};
use super::shown::{book_bare_root, book_triples};
use crate::game::INF;
use crate::record::{Perspective, Recording};

/// The legend `opts` need for `rec`, if any: when a value shown is a win score (beyond
/// the win threshold), and when a number beyond ±MAX is shown: a fail-hard value (the
/// window bound it returns) or, with `windows` (the label shows windows, or a step's
/// caption does), a window bound.
pub fn win_legend(rec: &Recording, opts: &RenderOptions, windows: bool) -> Option<String> {
    if let Some(u) = rec.meta.utilities {
        return utilities_legend(rec, opts, u);
    }
    let w = rec.meta.win_score?;
    let finite = |v: i32| v != INF && v != -INF;
    let beyond = |v: i32| finite(v) && v.abs() > w.max;
    let values = rec
        .graph
        .node_weights()
        .filter_map(|n| n.value())
        .any(|v| finite(v) && v.abs() > w.threshold);
    // Fail-hard returns a window's bound: a value beyond ±MAX is one of them.
    let windows = rec
        .graph
        .node_weights()
        .filter_map(|n| n.value())
        .any(beyond)
        || (windows
            && rec
                .graph
                .node_weights()
                .filter_map(|n| n.window())
                .any(|(a, b)| beyond(a) || beyond(b)));
    if !values && !windows {
        return None;
    }
    let max = w.max.to_string();
    let mut parts = Vec::new();
    if values {
        parts.push(match opts.view() {
            Perspective::Max => crate::tr!("figure-win-values-max", max = max.clone()),
            Perspective::SideToMove => crate::tr!("figure-win-values-side", max = max.clone()),
        });
    }
    if windows {
        parts.push(crate::tr!("figure-win-windows", max = max));
    }
    Some(crate::tr!("figure-win-legend", parts = parts.join("; ")))
}

/// The one-line legend of [`LabelKind::Book`]'s labels ([`super::shown::book_label`]),
/// which print bare numbers where the other labels mark bounds: what a bare number
/// means, what `≥`/`≤` still mark, and why the root has none. `None` for the other
/// labels and an empty recording.
pub fn book_legend(rec: &Recording, opts: &RenderOptions) -> Option<String> {
    if opts.label != LabelKind::Book || rec.is_empty() {
        return None;
    }
    let mut parts = Vec::new();
    if book_triples(rec) {
        parts.push(crate::tr!("figure-book-triples"));
    } else {
        parts.push(crate::tr!("figure-book-bare"));
        if rec.graph.node_weights().any(|n| n.cutoff()) {
            parts.push(crate::tr!("figure-book-cut"));
        }
    }
    if book_bare_root(rec) {
        parts.push(crate::tr!("figure-book-root"));
    }
    Some(crate::tr!("figure-book-legend", parts = parts.join("; ")))
}

/// Whether labels of `kind` show windows.
pub fn shows_windows(kind: LabelKind) -> bool {
    matches!(kind, LabelKind::Window | LabelKind::Triple)
}

/// Plain scoring's legend (`--scoring plain`, `--utilities W,D,L`), where a finished
/// game is drawn: what its numbers mean, MAX's utilities (negated at MIN's nodes in the
/// side to move's view).
fn utilities_legend(
    rec: &Recording,
    opts: &RenderOptions,
    u: crate::game::Utilities,
) -> Option<String> {
    let finished = rec
        .graph
        .node_weights()
        .any(|n| n.kind() == crate::record::NodeKind::Terminal);
    if !finished {
        return None;
    }
    let (win, draw, loss) = (u.win.to_string(), u.draw.to_string(), u.loss.to_string());
    Some(match opts.view() {
        Perspective::Max => crate::tr!("figure-utilities", win = win, draw = draw, loss = loss),
        Perspective::SideToMove => {
            crate::tr!(
                "figure-utilities-negated",
                win = win,
                draw = draw,
                loss = loss
            )
        }
    })
}

/// The one-line legend of a Monte Carlo tree search's figure (`--algorithm mcts`,
/// labels [`super::shown::statistics_label`]): what `W/N` on a node is (the total
/// reward of its playouts from MAX's view over its visits, Q = W/N their mean, as AIMA
/// 4th ed. Fig. 5.10 writes wins over playouts) and that thicker edges were visited
/// more ([`super::style::visits_width`]). `None` for other recordings and labels.
pub fn mcts_legend(rec: &Recording, opts: &RenderOptions) -> Option<String> {
    rec.meta.mcts.as_ref()?;
    if rec.is_empty() || !matches!(opts.label, LabelKind::Value | LabelKind::Book) {
        return None;
    }
    Some(crate::tr!("figure-mcts-legend"))
}

/// The legend of a Monte Carlo tree search's text tree (`-f text`), whose lines show
/// `N`, `W` and `Q`: what each is. `None` for other recordings.
pub fn mcts_text_legend(rec: &Recording) -> Option<String> {
    rec.meta.mcts.as_ref()?;
    (!rec.is_empty()).then(|| crate::tr!("figure-mcts-text-legend"))
}
