//! Positions drawn inside the figure's nodes (`--boards`), as textbooks draw game
//! trees (AIMA Fig. 5.1's tic-tac-toe boards, Kühr's draughts positions): each game's
//! board picture ([`Picture`], from the game's [`crate::game::picture::Layout`], so
//! this module knows no game) drawn on a grid of square cells, the squares named by
//! the move into the node highlighted, and the root's board with its coordinates
//! (files and ranks, pit numbers), which orient the reader for the whole tree.
//!
//! Units are the figure's pixels ([`super::figure`]); `x` grows to the right, `y`
//! downwards. This is the board's geometry and its drawing primitives; the backends
//! write them: `backend::svg::board` as an SVG group `<g class="board">`,
//! `backend::tikz::board` as TikZ commands at the same coordinates.

use crate::game::picture::{Cell, Edge, Mark, Picture, Shape};
use crate::render::metrics;

/// The side of the largest square a board is drawn in, px (the cells shrink to fit,
/// down to [`MIN_CELL`]).
const BOARD_SIZE: f64 = 96.0;
/// The smallest cell, px.
const MIN_CELL: f64 = 9.0;
/// The largest cell, px (tic-tac-toe's).
const MAX_CELL: f64 = 16.0;
/// Font size of the coordinates beside the root's board, px.
pub const COORD_FONT: f64 = 7.0;
/// Space between the board and its coordinates, px.
const COORD_GAP: f64 = 1.5;

/// Colours of the boards (CSS hex): the HTML report's, so figures and report agree.
pub mod colour {
    /// A plain square (tic-tac-toe).
    pub const PLAIN: &str = "#ffffff";
    /// A light square of a chequered board.
    pub const LIGHT: &str = "#f0e2c4";
    /// A dark square.
    pub const DARK: &str = "#9c7a54";
    /// A pit or store.
    pub const PIT: &str = "#f3ead7";
    /// The outline of pits and stores.
    pub const PIT_LINE: &str = "#8d6e63";
    /// A highlighted plain square, pit or store (named by the move into the node).
    pub const LIT: &str = "#ffe08a";
    /// A highlighted dark square.
    pub const LIT_DARK: &str = "#c99a2e";
    /// Grid lines and text.
    pub const INK: &str = "#333333";
    /// The cross (x).
    pub const CROSS: &str = "#1f4e9e";
    /// The ring (o).
    pub const RING: &str = "#c62828";
    /// A light man.
    pub const LIGHT_MAN: &str = "#fafafa";
    /// A dark man.
    pub const DARK_MAN: &str = "#222222";
    /// The ring on a light king.
    pub const LIGHT_CROWN: &str = "#c62828";
    /// The ring on a dark king.
    pub const DARK_CROWN: &str = "#ffd54f";
    /// An upright board with holes (Connect Four).
    pub const HOLE_BOARD: &str = "#1e5bb8";
    /// A highlighted part of an upright board.
    pub const LIT_HOLE_BOARD: &str = "#6fa0e8";
    /// A red disc.
    pub const RED_DISC: &str = "#d32f2f";
    /// A yellow disc.
    pub const YELLOW_DISC: &str = "#fbc02d";
    /// A stone of a heap (Nim).
    pub const STONE: &str = "#78909c";
}

/// The colours (CSS hex) a board is drawn in.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Colours {
    /// A plain square.
    pub plain: &'static str,
    /// A light square.
    pub light: &'static str,
    /// A dark square.
    pub dark: &'static str,
    /// A pit or store.
    pub pit: &'static str,
    /// The outline of pits and stores.
    pub pit_line: &'static str,
    /// A highlighted plain square, pit or store.
    pub lit: &'static str,
    /// A highlighted dark square.
    pub lit_dark: &'static str,
    /// Grid lines and text on the board (Kalah's counts), and the outline of holes.
    pub ink: &'static str,
    /// The coordinates beside the root's board: they stand on the node's fill, not
    /// on the board, so a dark style needs them light.
    pub coordinates: &'static str,
    /// The cross.
    pub cross: &'static str,
    /// The ring.
    pub ring: &'static str,
    /// A light man or chess piece, and its outline (what sets it off a light square).
    pub light_man: (&'static str, &'static str),
    /// A dark man or chess piece, and its outline.
    pub dark_man: (&'static str, &'static str),
    /// The ring on a light king.
    pub light_crown: &'static str,
    /// The ring on a dark king.
    pub dark_crown: &'static str,
    /// An upright board with holes, and its highlighted part.
    pub hole_board: (&'static str, &'static str),
    /// The inside of an empty hole.
    pub hole: &'static str,
    /// A red disc, and its outline.
    pub red_disc: (&'static str, &'static str),
    /// A yellow disc, and its outline.
    pub yellow_disc: (&'static str, &'static str),
    /// A stone of a heap, and its outline.
    pub stone: (&'static str, &'static str),
}

impl Colours {
    /// `--style color`: the HTML report's colours ([`colour`]).
    pub const COLOR: Colours = Colours {
        plain: colour::PLAIN,
        light: colour::LIGHT,
        dark: colour::DARK,
        pit: colour::PIT,
        pit_line: colour::PIT_LINE,
        lit: colour::LIT,
        lit_dark: colour::LIT_DARK,
        ink: colour::INK,
        coordinates: colour::INK,
        cross: colour::CROSS,
        ring: colour::RING,
        // The outline dark enough (≥ 3:1) on a highlighted dark square, where the
        // man's white is not.
        light_man: (colour::LIGHT_MAN, colour::INK),
        dark_man: (colour::DARK_MAN, "#000000"),
        light_crown: colour::LIGHT_CROWN,
        dark_crown: colour::DARK_CROWN,
        hole_board: (colour::HOLE_BOARD, colour::LIT_HOLE_BOARD),
        hole: colour::PLAIN,
        // Black outlines: red on the blue board, and yellow on its highlighted light
        // blue, are too alike in lightness for the fills alone (under 3:1).
        red_disc: (colour::RED_DISC, "#000000"),
        yellow_disc: (colour::YELLOW_DISC, "#000000"),
        stone: (colour::STONE, "#37474f"),
    };
    /// `--style mono` and `aima`: black, white and greys that print well.
    pub const MONO: Colours = Colours {
        plain: "#ffffff",
        light: "#ffffff",
        dark: "#b4b4b4",
        pit: "#ffffff",
        pit_line: "#000000",
        lit: "#dcdcdc",
        lit_dark: "#808080",
        ink: "#000000",
        coordinates: "#000000",
        cross: "#000000",
        ring: "#000000",
        light_man: ("#ffffff", "#000000"),
        dark_man: ("#000000", "#000000"),
        light_crown: "#000000",
        dark_crown: "#ffffff",
        hole_board: ("#b4b4b4", "#808080"),
        hole: "#ffffff",
        red_disc: ("#000000", "#000000"),
        yellow_disc: ("#ffffff", "#000000"),
        stone: ("#808080", "#000000"),
    };
    /// `--style dark`: `color`'s boards (pictures keep their own colours on a dark
    /// slide), the coordinates in the dark style's light ink, as they stand on its
    /// dark node fills.
    pub const DARK: Colours = Colours {
        coordinates: "#e8eaed",
        ..Colours::COLOR
    };
}

/// A position to draw in a node.
#[derive(Clone, Debug, PartialEq)]
pub struct NodeBoard {
    /// What stands where.
    pub picture: Picture,
    /// For each of `picture.cells`: named by the move into the node (highlighted).
    pub lit: Vec<bool>,
    /// Draw the coordinates beside the board (the drawing's root).
    pub coordinates: bool,
}

impl NodeBoard {
    /// The board of `picture` reached by the move `mv` (`None` at the root) from a
    /// position whose picture's move prefix is `prefix` (Kalah's side: a south move
    /// `3` sows from the cell keyed `s3`); the cells the move names are lit
    /// ([`Picture::named_by`]).
    pub fn new(picture: Picture, mv: Option<&str>, prefix: &str, coordinates: bool) -> NodeBoard {
        let lit = picture.named_by(mv.unwrap_or_default(), prefix);
        NodeBoard {
            picture,
            lit,
            coordinates,
        }
    }

    /// Where the board's parts go.
    pub fn geometry(&self) -> Geometry {
        geometry(&self.picture, self.coordinates)
    }
}

/// The size of a drawn board and of its parts, px.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Geometry {
    /// The side of a cell.
    pub cell: f64,
    /// Room left of the grid (the ranks).
    pub left: f64,
    /// Room above the grid (Kalah's north pit numbers).
    pub top: f64,
    /// Width of everything: coordinates and grid.
    pub w: f64,
    /// Height of everything.
    pub h: f64,
}

/// The geometry of `picture` drawn with or without its coordinates.
pub fn geometry(picture: &Picture, coordinates: bool) -> Geometry {
    let cols = f64::from(picture.cols.max(1));
    let rows = f64::from(picture.rows.max(1));
    let cell = (BOARD_SIZE / cols.max(rows))
        .floor()
        .clamp(MIN_CELL, MAX_CELL);
    let (mut left, mut top, mut bottom) = (0.0f64, 0.0f64, 0.0f64);
    if coordinates {
        let line = metrics::line_height(COORD_FONT) + COORD_GAP;
        for c in &picture.coordinates {
            match c.edge {
                Edge::Top => top = line,
                Edge::Bottom => bottom = line,
                Edge::Left => {
                    left = left.max(metrics::text_width(&c.text, COORD_FONT) + 2.0 * COORD_GAP)
                }
            }
        }
    }
    Geometry {
        cell,
        left,
        top,
        w: left + cols * cell,
        h: top + rows * cell + bottom,
    }
}

/// One drawing primitive of a board, in px from the board's top left corner: what
/// both writers draw, so that SVG and TikZ agree.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Prim {
    /// A rectangle with corner radius `r`; `fill`, and an outline if `line` is some.
    Rect {
        x: f64,
        y: f64,
        w: f64,
        h: f64,
        r: f64,
        fill: &'static str,
        line: Option<&'static str>,
    },
    /// A circle; `fill` (`None`: hollow) and an outline `width` px wide.
    Circle {
        x: f64,
        y: f64,
        r: f64,
        fill: Option<&'static str>,
        line: &'static str,
        width: f64,
    },
    /// A straight line.
    Line {
        x1: f64,
        y1: f64,
        x2: f64,
        y2: f64,
        colour: &'static str,
        width: f64,
    },
    /// Text centred (horizontally and on its capitals) at `(x, y)`, in `colour`.
    Text {
        x: f64,
        y: f64,
        size: f64,
        text: String,
        colour: &'static str,
    },
    /// A glyph ([`Mark::Glyph`]) centred at `(x, y)`: `glyph` in SVG, filled with
    /// `fill` and outlined with `line` (a chess piece: the solid figurine, in the
    /// colours of a light or dark man, so that a white piece is white on a dark
    /// square); `letter` in TikZ (pdflatex's T1 fonts have no figurines), in `line`.
    Glyph {
        x: f64,
        y: f64,
        size: f64,
        fill: &'static str,
        line: &'static str,
        glyph: char,
        letter: char,
    },
}

/// The primitives of a board with its top left corner at `(x, y)`: cells, then
/// marks, then coordinates.
pub(crate) fn prims(b: &NodeBoard, x: f64, y: f64, k: &Colours) -> Vec<Prim> {
    let margin = b.geometry().left;
    // The grid's corner, from which cells and marks are placed.
    let mut g = b.geometry();
    g.left += x;
    g.top += y;
    let u = g.cell;
    let mut out = Vec::new();
    for (cell, &lit) in b.picture.cells.iter().zip(&b.lit) {
        cell_prims(&mut out, cell, lit, g, k);
    }
    for cell in &b.picture.cells {
        mark_prims(&mut out, cell, g, k);
    }
    if b.coordinates {
        let (above, below) = metrics::extent(COORD_FONT);
        let half = (above + below) / 2.0;
        for c in &b.picture.coordinates {
            let along = f64::from(c.at) * u + u / 2.0;
            let (x, y) = match c.edge {
                Edge::Top => (g.left + along, g.top - COORD_GAP - half),
                Edge::Bottom => (
                    g.left + along,
                    g.top + f64::from(b.picture.rows) * u + COORD_GAP + half,
                ),
                Edge::Left => (x + margin / 2.0, g.top + along),
            };
            out.push(Prim::Text {
                x,
                y,
                size: COORD_FONT,
                text: c.text.clone(),
                colour: k.coordinates,
            });
        }
    }
    out
}

/// The cell itself.
fn cell_prims(out: &mut Vec<Prim>, c: &Cell, lit: bool, g: Geometry, k: &Colours) {
    let u = g.cell;
    let (x, y) = (g.left + f64::from(c.col) * u, g.top + f64::from(c.row) * u);
    let (w, h) = (
        f64::from(c.width.max(1)) * u,
        f64::from(c.height.max(1)) * u,
    );
    let pick = |normal, highlighted| if lit { highlighted } else { normal };
    if c.shape == Shape::Hole {
        out.push(Prim::Rect {
            x,
            y,
            w,
            h,
            r: 0.0,
            fill: pick(k.hole_board.0, k.hole_board.1),
            line: None,
        });
    }
    out.push(match c.shape {
        Shape::Plain => Prim::Rect {
            x,
            y,
            w,
            h,
            r: 0.0,
            fill: pick(k.plain, k.lit),
            line: Some(k.ink),
        },
        Shape::Light => Prim::Rect {
            x,
            y,
            w,
            h,
            r: 0.0,
            fill: pick(k.light, k.lit),
            line: None,
        },
        Shape::Dark => Prim::Rect {
            x,
            y,
            w,
            h,
            r: 0.0,
            fill: pick(k.dark, k.lit_dark),
            line: None,
        },
        Shape::Pit => Prim::Circle {
            x: x + w / 2.0,
            y: y + h / 2.0,
            r: w.min(h) / 2.0 - 0.8,
            fill: Some(pick(k.pit, k.lit)),
            line: k.pit_line,
            width: 0.6,
        },
        Shape::Store => Prim::Rect {
            x: x + 0.8,
            y: y + 0.8,
            w: w - 1.6,
            h: h - 1.6,
            r: w.min(h) / 2.0 - 0.8,
            fill: pick(k.pit, k.lit),
            line: Some(k.pit_line),
        },
        // The board around it is drawn first (above).
        Shape::Hole => Prim::Circle {
            x: x + w / 2.0,
            y: y + h / 2.0,
            r: 0.4 * u,
            fill: Some(k.hole),
            line: k.ink,
            width: 0.4,
        },
        Shape::Heap => Prim::Rect {
            x: x + 0.5,
            y: y + 0.5,
            w: w - 1.0,
            h: h - 1.0,
            r: 0.0,
            fill: pick(k.plain, k.lit),
            line: Some(k.pit_line),
        },
    });
}

/// A filled circle of radius `r` at `(cx, cy)` in `(fill, line)` colours: a man, a
/// disc, a stone.
fn piece(cx: f64, cy: f64, r: f64, (fill, line): (&'static str, &'static str)) -> Prim {
    Prim::Circle {
        x: cx,
        y: cy,
        r,
        fill: Some(fill),
        line,
        width: 0.6,
    }
}

/// What stands on the cell.
fn mark_prims(out: &mut Vec<Prim>, c: &Cell, g: Geometry, k: &Colours) {
    let u = g.cell;
    let (x, y) = (g.left + f64::from(c.col) * u, g.top + f64::from(c.row) * u);
    let (w, h) = (
        f64::from(c.width.max(1)) * u,
        f64::from(c.height.max(1)) * u,
    );
    let (cx, cy) = (x + w / 2.0, y + h / 2.0);
    let stroke = (u * 0.12).max(1.0);
    let man = |colours| piece(cx, cy, 0.36 * u, colours);
    let disc = |colours| piece(cx, cy, 0.4 * u, colours);
    let crown = |line| Prim::Circle {
        x: cx,
        y: cy,
        r: 0.17 * u,
        fill: None,
        line,
        width: stroke,
    };
    match c.mark {
        Mark::None => {}
        Mark::Cross => {
            let a = 0.27 * u;
            for (dx1, dx2) in [(-a, a), (a, -a)] {
                out.push(Prim::Line {
                    x1: cx + dx1,
                    y1: cy - a,
                    x2: cx + dx2,
                    y2: cy + a,
                    colour: k.cross,
                    width: stroke * 1.3,
                });
            }
        }
        Mark::Ring => out.push(Prim::Circle {
            x: cx,
            y: cy,
            r: 0.28 * u,
            fill: None,
            line: k.ring,
            width: stroke * 1.3,
        }),
        Mark::LightMan => out.push(man(k.light_man)),
        Mark::DarkMan => out.push(man(k.dark_man)),
        Mark::LightKing => {
            out.push(man(k.light_man));
            out.push(crown(k.light_crown));
        }
        Mark::DarkKing => {
            out.push(man(k.dark_man));
            out.push(crown(k.dark_crown));
        }
        Mark::RedDisc => out.push(disc(k.red_disc)),
        Mark::YellowDisc => out.push(disc(k.yellow_disc)),
        // A heap's count is that many stones in a row (as many as fit the cell).
        Mark::Count(n) if c.shape == Shape::Heap => {
            let fit = (w / u).floor() as u32;
            for i in 0..n.min(fit) {
                out.push(piece(x + (f64::from(i) + 0.5) * u, cy, 0.32 * u, k.stone));
            }
        }
        Mark::Count(n) => out.push(Prim::Text {
            x: cx,
            y: cy,
            size: (0.68 * u).min(10.0),
            text: n.to_string(),
            colour: k.ink,
        }),
        Mark::Glyph { glyph, letter } => {
            let (glyph, (fill, line)) = match solid_figurine(glyph) {
                Some(solid) => (solid, k.light_man),
                None => (glyph, k.dark_man),
            };
            out.push(Prim::Glyph {
                x: cx,
                y: cy,
                size: 0.8 * w.min(h),
                fill,
                line,
                glyph,
                letter,
            });
        }
    }
}

/// The solid figurine of a white chess piece (`♙` → `♟`), which a figure fills white
/// and outlines: the white figurines are outlines, through which a dark square shows.
/// `None` for any other character (a black piece is drawn as it is).
fn solid_figurine(glyph: char) -> Option<char> {
    ('\u{2654}'..='\u{2659}')
        .contains(&glyph)
        .then(|| char::from_u32(u32::from(glyph) + 6))
        .flatten()
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::game::picture::Coordinate;

    /// A tic-tac-toe board, a cross in the centre.
    pub(crate) fn ttt() -> Picture {
        let cells = (0..9u16)
            .map(|i| {
                let name = format!("{}{}", (b'a' + (i % 3) as u8) as char, 3 - i / 3);
                let mark = if i == 4 { Mark::Cross } else { Mark::None };
                Cell::at(i % 3, i / 3, Shape::Plain, mark, vec![name])
            })
            .collect();
        Picture {
            cols: 3,
            rows: 3,
            cells,
            caption: String::new(),
            move_prefix: String::new(),
            coordinates: Coordinate::files_and_ranks(3, 3),
            move_separators: String::new(),
        }
    }

    #[test]
    fn the_move_into_a_node_lights_its_squares() {
        let b = NodeBoard::new(ttt(), Some("b2"), "", false);
        assert_eq!(b.lit.iter().filter(|&&l| l).count(), 1);
        assert!(b.lit[4]);
        let none = NodeBoard::new(ttt(), None, "", false);
        assert!(none.lit.iter().all(|&l| !l));
    }

    #[test]
    fn a_white_chess_piece_is_a_white_figurine_and_coordinates_have_their_colour() {
        let mut p = ttt();
        p.cells[0].mark = Mark::Glyph {
            glyph: '♙',
            letter: 'P',
        };
        p.cells[1].mark = Mark::Glyph {
            glyph: '♟',
            letter: 'p',
        };
        let b = NodeBoard::new(p, None, "", true);
        let prims = prims(&b, 0.0, 0.0, &Colours::DARK);
        let glyphs: Vec<(char, &str, &str)> = prims
            .iter()
            .filter_map(|p| match p {
                Prim::Glyph {
                    glyph, fill, line, ..
                } => Some((*glyph, *fill, *line)),
                _ => None,
            })
            .collect();
        let (light, dark) = (Colours::DARK.light_man, Colours::DARK.dark_man);
        // Both solid: the white one filled white, so a dark square does not show
        // through its outline glyph.
        assert_eq!(glyphs, [('♟', light.0, light.1), ('♟', dark.0, dark.1)]);
        let coordinates: Vec<&str> = prims
            .iter()
            .filter_map(|p| match p {
                Prim::Text { colour, .. } => Some(*colour),
                _ => None,
            })
            .collect();
        assert_eq!(coordinates, vec!["#e8eaed"; 6]);
    }

    #[test]
    fn coordinates_take_room_only_where_drawn() {
        let plain = geometry(&ttt(), false);
        let named = geometry(&ttt(), true);
        assert_eq!(plain.w, 48.0);
        assert_eq!(plain.h, 48.0);
        assert!(named.left > 0.0 && named.w > plain.w && named.h > plain.h);
        assert_eq!(named.top, 0.0);
    }
}
