//! What the figure's texts say: node labels (values with their bounds, pruned
//! leaves' given values, names), move labels, the `+N more` marks, notes and captions
//! wrapped to the figure.

use super::figure::*;
use super::options::{EdgeLabels, LabelKind, RenderOptions};
use super::shown::{full_label, label_text, shown_label};
use crate::game::Player;
use crate::record::{NodeKind, Perspective, Recording};
use crate::render::metrics;
use petgraph::graph::NodeIndex;

/// The label of a recorded node in a figure: [`label_text`], plus, with `given`, the
/// value a pruned leaf of an explicit tree has in the file
/// ([`Recording::given_value`], MAX's view; without, pruned nodes stay blank), plus the
/// node's name in front with `--names` (`B: 3`).
pub fn node_label(rec: &Recording, id: NodeIndex, opts: &RenderOptions, given: bool) -> String {
    let n = rec.node(id);
    let mut text = label_text(rec, n, opts);
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

/// The move label on the edge into `id`, as `--edge-labels` asks: games label every
/// edge; explicit trees (`auto`) only the edges into named nodes, whose move is the
/// name, and none with `--names` (the names are in the nodes then); the searches under
/// a group node (MTD(f)'s passes, iterative deepening's iterations) always say which
/// they are.
///
/// The edges out of a chance node carry the move's probability, in front of the move
/// where that is shown (`1/2 B`), alone where not (unless `--edge-labels never`); the
/// edge to a Star2 probe adds `(probe)`.
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
        Some(l) if rec.node(id).probing() => Some(format!("{l} (probe)")),
        l => l,
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

/// The text of a mark for `count` children left out: `+12 more`.
pub fn elided_text(count: usize) -> String {
    format!("+{count} more")
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
