//! What the figure's texts say: node labels (values with their bounds, pruned
//! leaves' given values, names), move labels, the `+N more` marks, notes and captions
//! wrapped to the figure.

use super::figure::*;
use super::options::{EdgeLabels, LabelKind, PrunedView, RenderOptions};
use super::shown::{full_label, label_text, shown_label, statistics_label};
use crate::game::Player;
use crate::record::{known_text, NodeKind, Perspective, Recording};
use crate::render::metrics;
use petgraph::graph::NodeIndex;

/// The label of a recorded node in a figure: [`label_text`], plus, with `given`, the
/// value a pruned leaf of an explicit tree has in the file
/// ([`Recording::given_value`], MAX's view; without, pruned nodes stay blank), plus the
/// node's name in front with `--names` (`B: 3`).
pub fn node_label(rec: &Recording, id: NodeIndex, opts: &RenderOptions, given: bool) -> String {
    let n = rec.node(id);
    let mut text = mcts_label(rec, id, opts).unwrap_or_else(|| label_text(rec, n, opts));
    if given && n.kind() == NodeKind::Pruned && opts.label != LabelKind::Blank {
        if let Some(v) = rec.given_value(id) {
            let flip = opts.view() == Perspective::SideToMove && n.player() == Player::Min;
            text = rec.value_text(if flip { -v } else { v });
        }
    }
    if opts.names {
        if let Some(name) = rec.label(id) {
            let name = shown_label(name);
            text = if text.is_empty() {
                name.into_owned()
            } else {
                format!("{name}: {text}")
            };
        }
    }
    text
}

/// The label the HTML report draws on a recorded node (`finalLabel` in
/// `templates/report.js`), by which its layout sizes the node ([`super::build_report`]):
/// [`label_text`], except that a pruned leaf of an explicit tree shows its given value
/// (as the figures do, whatever the label mode; nothing with `--pruned empty` or
/// `hide`, whose nodes the report draws empty), that an exercise
/// sheet's blank labels are values (the report has no blank mode), that a Monte Carlo
/// tree search's nodes show `W/N` ([`statistics_label`]) whatever the label, and
/// without names (the report shows them in its panel).
pub fn report_label(rec: &Recording, id: NodeIndex, opts: &RenderOptions) -> String {
    let n = rec.node(id);
    if n.kind() == NodeKind::Pruned {
        if opts.pruned != PrunedView::Show {
            return String::new();
        }
        return rec.given_value(id).map_or_else(String::new, |v| {
            let flip = opts.view() == Perspective::SideToMove && n.player() == Player::Min;
            rec.value_text(if flip { -v } else { v })
        });
    }
    // A Monte Carlo tree search's W/N whatever the label: it has no windows, and the
    // report no blank labels.
    if let Some(text) = statistics_label(rec, id) {
        return text;
    }
    if opts.label == LabelKind::Blank {
        let value = RenderOptions {
            label: LabelKind::Value,
            ..opts.clone()
        };
        return label_text(rec, n, &value);
    }
    label_text(rec, n, opts)
}

/// The label of a node of a Monte Carlo tree search under `--label value` (the
/// default) or `book`: `W/N` ([`statistics_label`]); `None` for other labels (an
/// exercise sheet's blank) and other algorithms' recordings.
pub fn mcts_label(rec: &Recording, id: NodeIndex, opts: &RenderOptions) -> Option<String> {
    match opts.label {
        LabelKind::Value | LabelKind::Book => statistics_label(rec, id),
        _ => None,
    }
}

/// The text the HTML report draws on the edge into `id` (`edgeText` in
/// `templates/report.js`), by which its layout sizes the node: the move as a figure
/// draws it ([`shown_label`]: at most 24 characters), or out of a chance node its
/// probability, followed by the move where the child has a name. `None` at the root
/// and where the edge has neither.
pub fn report_edge_text(rec: &Recording, id: NodeIndex) -> Option<String> {
    let mv = rec.move_name(id).map(shown_label);
    let text = match (rec.probability(id).map(known_text), mv) {
        (Some(p), Some(m)) if rec.label(id).is_some() => Some(format!("{p} {m}")),
        (Some(p), _) => Some(p.into_owned()),
        (None, m) => m.map(|m| m.into_owned()),
    };
    with_search_mark(rec, id, text)
}

/// What the edge into `id` says of a move searched twice by PVS: `scout` into the
/// null-window scout that was searched again, `re-search` into the re-search; `None`
/// for any other node.
pub fn search_mark(rec: &Recording, id: NodeIndex) -> Option<String> {
    if rec.node(id).research() {
        Some(crate::tr!("figure-re-search"))
    } else if rec.re_search_of(id).is_some() {
        Some(crate::tr!("figure-scout"))
    } else {
        None
    }
}

/// An edge's text with [`search_mark`] after the move (`2 (re-search)`), or alone
/// where the edge has no text: whatever the edge labels, the two searches of one move
/// are told apart.
fn with_search_mark(rec: &Recording, id: NodeIndex, text: Option<String>) -> Option<String> {
    match (search_mark(rec, id), text) {
        (None, text) => text,
        (Some(mark), None) => Some(mark),
        (Some(mark), Some(t)) => Some(format!("{t} ({mark})")),
    }
}

/// The move label on the edge into `id`, as `--edge-labels` asks: games label every
/// edge; explicit trees (`auto`) only the edges into named nodes, whose move is the
/// name, and none with `--names` (the names are in the nodes then); the searches under
/// a group node (MTD(f)'s passes, iterative deepening's iterations) always say which
/// they are.
///
/// The edges out of a chance node carry the move's probability, in front of the move
/// where that is shown (`1/2 B`), alone where not (unless `--edge-labels never`); the
/// edge to a Star2 probe adds `(probe)`; the edges into a PVS scout and its re-search
/// say so ([`search_mark`]), even where no move is shown.
pub fn move_label(rec: &Recording, id: NodeIndex, opts: &RenderOptions) -> Option<String> {
    let name = shown_label(rec.move_name(id)?);
    let name = name.as_ref();
    let label = match rec.probability(id) {
        Some(p) => match (opts.edge_labels, move_label_of(rec, id, name, opts)) {
            (EdgeLabels::Never, _) => None,
            (_, Some(name)) => Some(format!("{p} {name}")),
            (_, None) => Some(p.to_string()),
        },
        None => move_label_of(rec, id, name, opts),
    };
    // Star2's probe of a move is searched again later: the edge says which is which.
    match label {
        Some(l) if rec.node(id).probing() => Some(format!("{l} ({})", crate::tr!("figure-probe"))),
        l => with_search_mark(rec, id, l),
    }
}

/// [`move_label`] without the probabilities: `name` if the options show it.
pub(super) fn move_label_of(
    rec: &Recording,
    id: NodeIndex,
    name: &str,
    opts: &RenderOptions,
) -> Option<String> {
    let show = match opts.edge_labels {
        EdgeLabels::Never => false,
        EdgeLabels::Always => true,
        EdgeLabels::Auto => {
            rec.meta.game != "tree"
                || rec.parent(id).is_some_and(|p| rec.node(p).group())
                || (rec.label(id).is_some() && !opts.names)
        }
    };
    show.then(|| name.to_string())
}

/// The whole move into `id` for hover text, where the figure draws it shortened
/// ([`shown_label`]); `None` where it is drawn whole.
pub fn full_move(rec: &Recording, id: NodeIndex) -> Option<String> {
    let name = rec.move_name(id)?;
    (shown_label(name) != name).then(|| full_label(name).into_owned())
}

/// The text of a mark for `count` children left out: `+12 more`; with their `visits`
/// in a Monte Carlo tree search `+12 more, N = 30`.
pub fn elided_text(count: usize, visits: Option<u64>) -> String {
    match visits {
        None => crate::tr!("figure-more", count = count.to_string()),
        Some(n) => crate::tr!(
            "figure-mcts-more",
            count = count.to_string(),
            visits = n.to_string()
        ),
    }
}

/// Makes room below the figure's tree for `lines` notes ([`Note`]) and across it for
/// the widest of `texts`, the tree staying centred; the notes are placed, empty, to be
/// filled with their texts.
pub fn reserve_notes(fig: &mut Figure, texts: &[String], lines: usize) {
    if lines == 0 {
        return;
    }
    let widest = texts
        .iter()
        .map(|c| metrics::text_width(c, NOTE_FONT))
        .fold(0.0, f64::max);
    let needed = (widest + 2.0 * MARGIN).ceil();
    if needed > fig.width {
        let dx = (needed - fig.width) / 2.0;
        shift_x(fig, dx);
        fig.width = needed;
    }
    let (above, _) = metrics::extent(NOTE_FONT);
    let line = metrics::line_height(NOTE_FONT);
    let top = fig.height - MARGIN + NOTE_GAP;
    for i in 0..lines {
        fig.notes.push(Note {
            text: String::new(),
            x: fig.width / 2.0,
            y: top + i as f64 * line + above / 2.0 + 2.0,
        });
    }
    fig.height = (fig.height + NOTE_GAP + lines as f64 * line).ceil();
}

/// Moves everything drawn `dx` px to the right.
pub(super) fn shift_x(fig: &mut Figure, dx: f64) {
    translate(&mut fig.nodes, &mut fig.stubs, &mut fig.elided, dx, 0.0);
    for n in &mut fig.notes {
        n.x += dx;
    }
    if let Some(t) = &mut fig.title {
        t.x += dx;
    }
}

/// Adds `text` below the figure's tree, wrapped to the figure's width (at least
/// [`NOTE_WIDTH`]).
pub fn add_note_lines(fig: &mut Figure, text: &str) {
    let lines = wrap(text, (fig.width - 2.0 * MARGIN).max(NOTE_WIDTH), NOTE_FONT);
    let first = fig.notes.len();
    reserve_notes(fig, &lines, lines.len());
    for (note, line) in fig.notes[first..].iter_mut().zip(lines) {
        note.text = line;
    }
}

/// The narrowest a note below a figure is wrapped to, px, however narrow the tree.
pub const NOTE_WIDTH: f64 = 420.0;

/// `text` in lines of at most `width` px at font size `size`, broken at spaces.
pub fn wrap(text: &str, width: f64, size: f64) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    let mut line = String::new();
    for word in text.split(' ') {
        let longer = if line.is_empty() {
            word.to_string()
        } else {
            format!("{line} {word}")
        };
        if !line.is_empty() && metrics::text_width(&longer, size) > width {
            lines.push(std::mem::replace(&mut line, word.to_string()));
        } else {
            line = longer;
        }
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::Algorithm;

    /// The explicit tree `tree` (`root` to move at its root) searched by `algorithm`.
    fn record(root: &str, tree: &str, algorithm: Algorithm) -> Recording {
        let file = format!("game: tree\nroot: {root}\ntree: {tree}\n");
        super::super::tree_recording(&file, algorithm)
    }

    /// The first node whose move is `mv`.
    fn by_move(rec: &Recording, mv: &str) -> NodeIndex {
        (0..rec.len())
            .map(NodeIndex::new)
            .find(|&id| rec.move_name(id) == Some(mv))
            .unwrap()
    }

    #[test]
    fn the_report_labels_pruned_leaves_with_their_given_values() {
        // MIN at the root: C's first leaf, 20, is above B's 12, and C's other leaves
        // (MIN's to move) are pruned.
        let tree = "[A: [B: 3 12 8] [C: 20 -40 -60] [D: 14 5 2]]";
        let rec = record("min", tree, Algorithm::AlphaBeta);
        let (b, c) = (by_move(&rec, "B"), by_move(&rec, "C"));
        let kids = rec.children(c);
        assert_eq!(rec.node(kids[1]).kind(), NodeKind::Pruned);
        assert_eq!(rec.node(kids[2]).kind(), NodeKind::Pruned);
        let max = RenderOptions::default();
        let stm = RenderOptions {
            values: Some(Perspective::SideToMove),
            ..RenderOptions::default()
        };
        // The figures' label is blank; the report draws the value, in the view shown.
        assert_eq!(label_text(&rec, rec.node(kids[1]), &max), "");
        assert_eq!(report_label(&rec, kids[1], &max), "-40");
        assert_eq!(report_label(&rec, kids[2], &stm), "60");
        // Other nodes: the figures' label.
        assert_eq!(report_label(&rec, b, &max), "12");
        assert_eq!(
            report_label(&rec, c, &max),
            label_text(&rec, rec.node(c), &max)
        );
        // The report has no blank labels: an exercise sheet's are values there.
        let blank = RenderOptions {
            label: LabelKind::Blank,
            ..RenderOptions::default()
        };
        assert_eq!(report_label(&rec, b, &blank), "12");
        assert_eq!(report_label(&rec, kids[1], &blank), "-40");
    }

    #[test]
    fn mcts_nodes_are_labelled_w_over_n_but_on_an_exercise_sheet() {
        let rec = record(
            "max",
            "[A: [B: 3 12 8] [C: 2 4 6] [D: 14 5 2]]",
            Algorithm::Mcts,
        );
        let b = by_move(&rec, "B");
        let (n, w) = rec.statistics(b).unwrap();
        let want = format!("{w}/{n}");
        let opts = RenderOptions::default();
        assert_eq!(node_label(&rec, b, &opts, true), want);
        assert_eq!(report_label(&rec, b, &opts), want);
        let book = RenderOptions {
            label: LabelKind::Book,
            ..RenderOptions::default()
        };
        assert_eq!(node_label(&rec, b, &book, true), want);
        // An exercise sheet's blanks stay blank; the report shows W/N.
        let blank = RenderOptions {
            label: LabelKind::Blank,
            ..RenderOptions::default()
        };
        assert_ne!(node_label(&rec, b, &blank, false), want);
        assert_eq!(report_label(&rec, b, &blank), want);
        // Other searches: no statistics, the value.
        let ab = record(
            "max",
            "[A: [B: 3 12 8] [C: 2 4 6] [D: 14 5 2]]",
            Algorithm::AlphaBeta,
        );
        assert_eq!(node_label(&ab, by_move(&ab, "B"), &opts, true), "3");
    }

    #[test]
    fn the_report_labels_edges_with_probabilities_and_moves_cut_short() {
        let rec = record(
            "max",
            "[A: [B: chance 1/3: 4 2/3: [C: 5 6]] [Mmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmm: 3 4]]",
            Algorithm::Expectiminimax,
        );
        let b = by_move(&rec, "B");
        let kids = rec.children(b);
        // A named child's edge has its move after the probability.
        assert_eq!(report_edge_text(&rec, kids[0]).as_deref(), Some("1/3"));
        assert_eq!(report_edge_text(&rec, kids[1]).as_deref(), Some("2/3 C"));
        assert_eq!(report_edge_text(&rec, b).as_deref(), Some("B"));
        let long = by_move(&rec, "Mmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmm");
        assert_eq!(
            report_edge_text(&rec, long).as_deref(),
            Some("Mmmmmmmmmmmmmmmmmmmmmmm…")
        );
        assert_eq!(report_edge_text(&rec, NodeIndex::new(0)), None);
    }
}
