//! Renderers: each reads a [`Recording`] only and writes one output format.
//!
//! What a node shows is chosen by [`RenderOptions`]: the label (`value`, `window`,
//! `triple`, `bound`) and whose view the values are from (`--values`).

pub mod dot;
pub mod figure;
pub mod html;
pub mod json;
pub mod layout;
pub mod svg;
pub mod text;
pub mod tikz;

use crate::game::{Score, INF};
use crate::record::{Bound, Node, NodeKind, Perspective, Recording};
use std::io::{self, Write};

/// The output formats of `gametree search`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Format {
    /// An indented tree, one node a line.
    Text,
    /// The `gametree/1` JSON recording (docs/json.md).
    Json,
    /// Graphviz DOT in the look of Kühr's figures.
    Dot,
    /// A standalone SVG figure (our layout).
    Svg,
    /// A standalone LaTeX/TikZ figure (our layout).
    Tikz,
    /// The interactive HTML report.
    Html,
}

/// What a node's label shows in the figure formats.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub enum LabelKind {
    /// The value (`3`).
    #[default]
    Value,
    /// The α–β window on entry (`[3, ∞]`).
    Window,
    /// `α | value | β`, as in Kühr's Fig. 18.
    Triple,
    /// The value with `≥`/`≤` where it is only a bound (Kühr's Figs. 15–16).
    Bound,
    /// An exercise sheet: leaves show their values, every other node an empty
    /// `α | value | β` box for the student to fill in ([`BLANK_LABEL`]), and nothing
    /// is highlighted. Render a minimax recording with it, so that nothing is pruned.
    Blank,
}

/// The label of an inner node on an exercise sheet ([`LabelKind::Blank`]): three empty
/// slots of no-break spaces, `α | value | β`.
pub const BLANK_LABEL: &str =
    "\u{a0}\u{a0}\u{a0}\u{a0}\u{a0} | \u{a0}\u{a0}\u{a0}\u{a0}\u{a0} | \u{a0}\u{a0}\u{a0}\u{a0}\u{a0}";

/// How to render a recording.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub struct RenderOptions {
    /// What node labels show.
    pub label: LabelKind,
    /// Whose view values and windows are shown from; `None`: the algorithm's own.
    pub values: Option<Perspective>,
    /// Whether the text format may use ANSI colour (principal variation highlighted).
    pub color: bool,
}

/// Writes `rec` in `format` to `out`.
pub fn render(
    format: Format,
    rec: &Recording,
    opts: &RenderOptions,
    out: &mut dyn Write,
) -> io::Result<()> {
    match format {
        Format::Text => text::write(rec, opts, out),
        Format::Json => json::write(rec, out),
        Format::Dot => dot::write(rec, opts, out),
        Format::Svg => svg::write(rec, opts, out),
        Format::Tikz => tikz::write(rec, opts, out),
        Format::Html => html::write(rec, opts, out),
    }
}

/// Formats a score for people: `∞` and `-∞` for the infinities.
pub fn score_text(v: Score) -> String {
    match v {
        INF => "∞".to_string(),
        v if v == -INF => "-∞".to_string(),
        v => v.to_string(),
    }
}

/// A node's value, window and bound as the options want them shown.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Shown {
    /// The value in the shown view, `None` for pruned nodes.
    pub value: Option<Score>,
    /// The window on entry in the shown view, `None` where the algorithm has none.
    pub window: Option<(Score, Score)>,
    /// What the shown value proves.
    pub bound: Option<Bound>,
}

/// Converts a node's recorded value, window and bound into the view `opts` asks for.
/// Going from the side-to-move view to MAX's view negates at MIN nodes: the value
/// changes sign, the window `[α, β]` becomes `[−β, −α]` and a lower bound becomes an
/// upper bound.
pub fn shown(rec: &Recording, node: &Node, opts: &RenderOptions) -> Shown {
    let from = rec.meta.perspective;
    let to = opts.values.unwrap_or(from);
    let flip = from != to && node.player() == crate::game::Player::Min;
    let neg = |v: Score| if flip { -v } else { v };
    Shown {
        value: node.value().map(neg),
        window: node
            .window()
            .map(|(a, b)| if flip { (-b, -a) } else { (a, b) }),
        bound: node.bound().map(|b| if flip { b.negated() } else { b }),
    }
}

/// The label text of a node for the figure formats (empty for pruned nodes).
pub fn label_text(rec: &Recording, node: &Node, opts: &RenderOptions) -> String {
    if opts.label == LabelKind::Blank {
        // A leaf's value is given; everything else is the student's to work out.
        return match node.kind() {
            NodeKind::Leaf | NodeKind::Terminal => shown(rec, node, opts)
                .value
                .map(score_text)
                .unwrap_or_default(),
            _ => BLANK_LABEL.to_string(),
        };
    }
    if node.kind() == NodeKind::Pruned {
        return String::new();
    }
    let s = shown(rec, node, opts);
    let value = s.value.map(score_text).unwrap_or_default();
    match (opts.label, s.window) {
        (LabelKind::Value, _) | (LabelKind::Window | LabelKind::Triple, None) => value,
        (LabelKind::Window, Some((a, b))) => format!("[{}, {}]", score_text(a), score_text(b)),
        (LabelKind::Triple, Some((a, b))) => {
            format!("{} | {} | {}", score_text(a), value, score_text(b))
        }
        (LabelKind::Blank, _) => BLANK_LABEL.to_string(),
        (LabelKind::Bound, _) => match s.bound {
            Some(Bound::Lower) => format!("≥{value}"),
            Some(Bound::Upper) => format!("≤{value}"),
            _ => value,
        },
    }
}
