//! Looks: the colours of the figures, the palettes of `--style` and each node's
//! outline.

use super::board::Colours;
use super::options::Style;
use crate::game::Player;
use crate::record::NodeKind;

/// Colours (CSS hex) of the figures; the legend of the HTML report uses the same.
pub mod colour {
    /// MAX node fill and outline (blue, as in Kühr's figures).
    pub const MAX_FILL: &str = "#cfe0fb";
    /// MAX node outline.
    pub const MAX_LINE: &str = "#1f4e9e";
    /// MIN node fill (green).
    pub const MIN_FILL: &str = "#d3f0d3";
    /// MIN node outline.
    pub const MIN_LINE: &str = "#2e7d32";
    /// Fill of leaves valued by the evaluation (red).
    pub const LEAF_FILL: &str = "#f8c9c4";
    /// Outline of leaves valued by the evaluation.
    pub const LEAF_LINE: &str = "#c62828";
    /// Chance node fill (amber).
    pub const CHANCE_FILL: &str = "#fdecc8";
    /// Chance node outline.
    pub const CHANCE_LINE: &str = "#a66a00";
    /// Pruned nodes and edges (grey).
    pub const PRUNED: &str = "#9e9e9e";
    /// The chosen move's edge (red).
    pub const CHOSEN: &str = "#d32f2f";
    /// Ordinary edges and text.
    pub const INK: &str = "#222222";
}

/// The colours (CSS hex) of one `--style`: node fills and outlines, pruned parts,
/// the chosen move, and text.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Palette {
    /// MAX node fill.
    pub max_fill: &'static str,
    /// MAX node outline.
    pub max_line: &'static str,
    /// MIN node fill.
    pub min_fill: &'static str,
    /// MIN node outline.
    pub min_line: &'static str,
    /// Chance node fill.
    pub chance_fill: &'static str,
    /// Chance node outline.
    pub chance_line: &'static str,
    /// Fill of leaves valued by the evaluation.
    pub leaf_fill: &'static str,
    /// Outline of leaves valued by the evaluation.
    pub leaf_line: &'static str,
    /// Pruned nodes and edges.
    pub pruned: &'static str,
    /// The chosen move's edge and label, and wrong answers' outlines.
    pub chosen: &'static str,
    /// Text, edges and marks.
    pub ink: &'static str,
    /// The boards' colours (`--boards`).
    pub board: &'static crate::render::board::Colours,
    /// The paper: the background, and the patch behind labels on edges.
    pub paper: &'static str,
}

impl Palette {
    /// `--style color`: Kühr's colours ([`colour`]).
    pub const COLOR: Palette = Palette {
        max_fill: colour::MAX_FILL,
        max_line: colour::MAX_LINE,
        min_fill: colour::MIN_FILL,
        min_line: colour::MIN_LINE,
        chance_fill: colour::CHANCE_FILL,
        chance_line: colour::CHANCE_LINE,
        leaf_fill: colour::LEAF_FILL,
        leaf_line: colour::LEAF_LINE,
        pruned: colour::PRUNED,
        chosen: colour::CHOSEN,
        ink: colour::INK,
        board: &Colours::COLOR,
        paper: "#ffffff",
    };
    /// `--style mono` and `aima`: black on white, evaluated leaves light grey, pruned
    /// parts mid grey (dashed, so they stay apart in any print).
    pub const MONO: Palette = Palette {
        max_fill: "#ffffff",
        max_line: "#000000",
        min_fill: "#ffffff",
        min_line: "#000000",
        chance_fill: "#ffffff",
        chance_line: "#000000",
        leaf_fill: "#e4e4e4",
        leaf_line: "#000000",
        pruned: "#8a8a8a",
        chosen: "#000000",
        ink: "#000000",
        board: &Colours::MONO,
        paper: "#ffffff",
    };
    /// `--style dark`: for dark slide themes, light lines and text on dark fills and a
    /// dark grey paper; the colours keep `color`'s meanings (MAX blue, MIN green,
    /// evaluated leaves red, the chosen move red).
    pub const DARK: Palette = Palette {
        max_fill: "#1f3a5f",
        max_line: "#8ab4f8",
        min_fill: "#1e4620",
        min_line: "#81c995",
        chance_fill: "#4a3b12",
        chance_line: "#fdd663",
        leaf_fill: "#5c2121",
        leaf_line: "#f28b82",
        pruned: "#9aa0a6",
        chosen: "#ff7b72",
        ink: "#e8eaed",
        board: &Colours::DARK,
        paper: "#1e1e1e",
    };

    /// The palette of `style`.
    pub fn of(style: Style) -> &'static Palette {
        match style {
            Style::Color => &Palette::COLOR,
            Style::Mono | Style::Aima => &Palette::MONO,
            Style::Dark => &Palette::DARK,
        }
    }

    /// The fill and outline of a node of `kind` and `player`.
    pub fn node(&self, kind: NodeKind, player: Player) -> (&'static str, &'static str) {
        match (kind, player) {
            (NodeKind::Pruned, _) => (self.paper, self.pruned),
            (NodeKind::Leaf, _) => (self.leaf_fill, self.leaf_line),
            (_, Player::Max) => (self.max_fill, self.max_line),
            (_, Player::Min) => (self.min_fill, self.min_line),
            (_, Player::Chance) => (self.chance_fill, self.chance_line),
        }
    }
}

/// The outline a node is drawn with.
#[derive(Copy, Clone, Debug, PartialEq)]
pub enum Outline {
    /// A box with corners of this radius, px (MAX nodes; every node with a board,
    /// MIN ones rounder).
    Box(f64),
    /// An ellipse (MIN nodes).
    Ellipse,
    /// A circle (chance nodes, in every style: AIMA Fig. 5.11).
    Circle,
    /// A triangle pointing up (`--style aima`'s MAX nodes).
    Up,
    /// A triangle pointing down (`--style aima`'s MIN nodes).
    Down,
    /// No outline, the label only (`--style aima`'s leaves and finished games).
    Bare,
}

impl Outline {
    /// The outline of a node of `player` and `kind` in `style`, with or without a
    /// board.
    pub fn of(style: Style, player: Player, kind: NodeKind, board: bool) -> Outline {
        match (style, board, player, kind) {
            (_, _, Player::Chance, _) => Outline::Circle,
            (_, true, Player::Max, _) => Outline::Box(2.0),
            (_, true, Player::Min, _) => Outline::Box(8.0),
            (Style::Aima, _, _, NodeKind::Leaf | NodeKind::Terminal) => Outline::Bare,
            (Style::Aima, _, Player::Max, _) => Outline::Up,
            (Style::Aima, _, Player::Min, _) => Outline::Down,
            (_, _, Player::Max, _) => Outline::Box(2.0),
            (_, _, Player::Min, _) => Outline::Ellipse,
        }
    }
}

/// A colour by its part in a [`Palette`]: each backend maps it to its own colour
/// (hex in SVG, Typst and DOT; TikZ's colour names).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Ink {
    /// A node's own outline colour ([`Palette::node`]).
    Own,
    /// Ordinary edges and text.
    Ink,
    /// The chosen move, and a wrong answer's outline.
    Chosen,
    /// Pruned nodes and edges.
    Pruned,
}

impl Palette {
    /// The colour of `ink` for a node of `kind` and `player`.
    pub fn paint(&self, ink: Ink, kind: NodeKind, player: Player) -> &'static str {
        match ink {
            Ink::Own => self.node(kind, player).1,
            Ink::Ink => self.ink,
            Ink::Chosen => self.chosen,
            Ink::Pruned => self.pruned,
        }
    }
}

/// How a node's outline and label are drawn, decided here once for every backend: the
/// principal variation and a wrong answer heavy, a wrong answer in the chosen colour,
/// a pruned node dashed and grey, a node the replay is inside dashed finer.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct NodeLook {
    /// The outline's colour.
    pub line: Ink,
    /// A heavy outline (the principal variation, a wrong answer).
    pub heavy: bool,
    /// Dashed: a pruned node.
    pub dashed: bool,
    /// Finely dashed: a node a step figure is still inside (where a backend draws it).
    pub open: bool,
    /// The label's colour.
    pub text: Ink,
}

impl NodeLook {
    /// The look of a node of `kind`, on the principal variation or not, marked wrong
    /// or not, still open in a step figure or not.
    pub fn of(kind: NodeKind, pv: bool, wrong: bool, open: bool) -> NodeLook {
        let pruned = kind == NodeKind::Pruned;
        NodeLook {
            line: if wrong { Ink::Chosen } else { Ink::Own },
            heavy: pv || wrong,
            dashed: pruned,
            open: !pruned && open,
            text: if pruned { Ink::Pruned } else { Ink::Ink },
        }
    }
}

/// How an edge and its move label are drawn, decided here once for every backend: a
/// pruned move grey and dashed, the chosen move heavy in its colour, the principal
/// variation heavy, the rest plain.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct EdgeLook {
    /// The colour of the edge and of its move label.
    pub ink: Ink,
    /// A heavy line.
    pub heavy: bool,
    /// Dashed: a pruned move.
    pub dashed: bool,
    /// The line's width in px where it tells something ([`visits_width`]: Monte
    /// Carlo tree search's edges, wider for more visits); `None`: the backend's plain
    /// or heavy width.
    pub width: Option<f64>,
}

/// The width, px, of the edge into a node of a Monte Carlo tree search that was visited
/// `visits` times, where the most visited child of the root was visited `most` times
/// (thicker = more visits, as Browne et al. 2012 draw the asymmetric tree):
/// `0.8 + 4.4·visits/most`, from 0.8 px (hardly visited) to 5.2 px (the move played),
/// to 0.01 px; never decreasing in `visits`, the same scale over the whole figure.
pub fn visits_width(visits: u64, most: u64) -> f64 {
    let share = if most == 0 {
        0.0
    } else {
        visits.min(most) as f64 / most as f64
    };
    ((0.8 + 4.4 * share) * 100.0).round() / 100.0
}

impl EdgeLook {
    /// The look of the edge into a child of `kind`: the chosen move or not, both ends on
    /// the principal variation or not.
    pub fn of(kind: NodeKind, chosen: bool, pv: bool) -> EdgeLook {
        let (ink, heavy, dashed) = if kind == NodeKind::Pruned {
            (Ink::Pruned, false, true)
        } else if chosen {
            (Ink::Chosen, true, false)
        } else if pv {
            (Ink::Ink, true, false)
        } else {
            (Ink::Ink, false, false)
        };
        EdgeLook {
            ink,
            heavy,
            dashed,
            width: None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The WCAG 2 contrast ratio of two colours `#rrggbb`, 1 to 21: (L₁ + 0.05) /
    /// (L₂ + 0.05) of their relative luminances, the lighter over the darker.
    fn contrast(a: &str, b: &str) -> f64 {
        let luminance = |c: &str| {
            let channel = |i: usize| {
                let v = f64::from(u8::from_str_radix(&c[i..i + 2], 16).unwrap()) / 255.0;
                if v <= 0.03928 {
                    v / 12.92
                } else {
                    ((v + 0.055) / 1.055).powf(2.4)
                }
            };
            0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5)
        };
        let (x, y) = (luminance(a), luminance(b));
        (x.max(y) + 0.05) / (x.min(y) + 0.05)
    }

    #[test]
    fn visit_widths_grow_with_the_visits_from_thin_to_the_move_played() {
        assert_eq!(visits_width(0, 40), 0.8);
        assert_eq!(visits_width(40, 40), 5.2);
        assert_eq!(visits_width(50, 40), 5.2, "the root's own visits: no wider");
        assert_eq!(visits_width(3, 0), 0.8);
        let w: Vec<f64> = (0..=40).map(|n| visits_width(n, 40)).collect();
        assert!(w.windows(2).all(|p| p[0] < p[1]), "{w:?}");
    }

    #[test]
    fn the_contrast_ratio_is_wcags() {
        assert!((contrast("#000000", "#ffffff") - 21.0).abs() < 1e-9);
        assert!((contrast("#777777", "#777777") - 1.0).abs() < 1e-9);
        // WCAG's own example: #767676 on white is just above 4.5.
        assert!((contrast("#767676", "#ffffff") - 4.54).abs() < 0.01);
    }

    /// Text (coordinates, Kalah's counts) reads at 4.5:1 against what it stands on,
    /// and every piece (its fill or its outline, which sets a white man off a white
    /// square) at 3:1 against every square it may stand on, highlighted or not, in
    /// every style: `--style dark` drew the coordinates dark grey on its navy fill.
    #[test]
    fn boards_text_and_pieces_contrast_in_every_style() {
        let mut low = Vec::new();
        let mut need = |what: &str, on: &str, colours: &[&str], min: f64, style: Style| {
            let best = colours.iter().map(|c| contrast(c, on)).fold(0.0, f64::max);
            if best < min {
                low.push(format!("{}: {what} on {on}: {best:.2}", style.name()));
            }
        };
        for style in Style::EVERY {
            let p = Palette::of(style);
            let k = p.board;
            // The coordinates stand on the root's node: any fill, or the paper.
            for fill in [p.max_fill, p.min_fill, p.chance_fill, p.leaf_fill, p.paper] {
                need("coordinates", fill, &[k.coordinates], 4.5, style);
            }
            for on in [k.pit, k.lit] {
                need("count", on, &[k.ink], 4.5, style);
            }
            for on in [k.light, k.dark, k.lit, k.lit_dark] {
                for (name, (fill, line)) in [("light man", k.light_man), ("dark man", k.dark_man)] {
                    need(name, on, &[fill, line], 3.0, style);
                }
            }
            need("light crown", k.light_man.0, &[k.light_crown], 3.0, style);
            need("dark crown", k.dark_man.0, &[k.dark_crown], 3.0, style);
            for on in [k.plain, k.lit] {
                need("cross", on, &[k.cross], 3.0, style);
                need("ring", on, &[k.ring], 3.0, style);
                need("stone", on, &[k.stone.0, k.stone.1], 3.0, style);
            }
            for on in [k.hole_board.0, k.hole_board.1] {
                for (name, (fill, line)) in
                    [("red disc", k.red_disc), ("yellow disc", k.yellow_disc)]
                {
                    need(name, on, &[fill, line], 3.0, style);
                }
            }
        }
        assert!(low.is_empty(), "too little contrast:\n{}", low.join("\n"));
    }
}
