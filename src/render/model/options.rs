//! The option enums and structs of the renderers: what a node's label shows
//! ([`LabelKind`]), whose view ([`RenderOptions::view`]), how the figure formats draw
//! the tree ([`Direction`], [`PrunedView`], [`Style`], [`EdgeLabels`], [`Background`])
//! and the output formats ([`Format`]).

use crate::record::Perspective;
use crate::render::escape;

/// Which way the figure formats draw the tree.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub enum Direction {
    /// The root at the top, children below it, left to right.
    #[default]
    Down,
    /// The root at the left, children to its right, top to bottom (for deep or wide
    /// trees on a portrait page).
    Right,
}

impl Direction {
    /// Every choice, in the order the command line lists them.
    pub const EVERY: [Direction; 2] = [Direction::Down, Direction::Right];

    /// Its name: `down`, `right`.
    pub fn name(self) -> &'static str {
        match self {
            Direction::Down => "down",
            Direction::Right => "right",
        }
    }
}

/// How the figure formats draw moves the search pruned.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub enum PrunedView {
    /// Grey and dashed, a cut mark across each edge where the search cut off; leaves of
    /// explicit trees keep their values (grey), as textbooks and exam sheets show them.
    #[default]
    Show,
    /// As `show`, but without values (grey outlines only, as Kühr's Fig. 18).
    Empty,
    /// Left out: a short edge stub with a cut mark where the pruned moves were.
    Hide,
}

impl PrunedView {
    /// Every choice, in the order the command line lists them.
    pub const EVERY: [PrunedView; 3] = [PrunedView::Show, PrunedView::Empty, PrunedView::Hide];

    /// Its name: `show`, `empty`, `hide`.
    pub fn name(self) -> &'static str {
        match self {
            PrunedView::Show => "show",
            PrunedView::Empty => "empty",
            PrunedView::Hide => "hide",
        }
    }
}

/// How the figure formats draw nodes: colours and shapes.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub enum Style {
    /// Kühr's colours: MAX blue boxes, MIN green ellipses, evaluated leaves red, the
    /// chosen move red.
    #[default]
    Color,
    /// Black and white for print and exam sheets: the same shapes, white fills,
    /// evaluated leaves light grey, the chosen move bold black.
    Mono,
    /// AIMA's look (Russell & Norvig, Fig. 5.2): MAX nodes up-pointing triangles, MIN
    /// nodes down-pointing ones, evaluated leaves and finished games bare numbers, black
    /// and white. With `--boards` the nodes are boxes as in `mono`.
    Aima,
    /// For dark slide themes: `color`'s shapes and meanings in light lines and dark
    /// fills on a dark grey paper, light text.
    Dark,
}

impl Style {
    /// Every choice, in the order the command line lists them.
    pub const EVERY: [Style; 4] = [Style::Color, Style::Mono, Style::Aima, Style::Dark];

    /// Its name: `color`, `mono`, `aima`, `dark`.
    pub fn name(self) -> &'static str {
        match self {
            Style::Color => "color",
            Style::Mono => "mono",
            Style::Aima => "aima",
            Style::Dark => "dark",
        }
    }
}

/// Which edges the figure formats label with their move.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub enum EdgeLabels {
    /// Games: every edge. Explicit trees: the edges into named nodes (`B` in
    /// `[B: 3 12 8]`), not the moves named only by their place (1, 2, 3), and none
    /// with `--names`, which puts the names into the nodes.
    #[default]
    Auto,
    /// Every edge, explicit trees' 1, 2, 3 too.
    Always,
    /// No edge labels.
    Never,
}

impl EdgeLabels {
    /// Every choice, in the order the command line lists them.
    pub const EVERY: [EdgeLabels; 3] = [EdgeLabels::Auto, EdgeLabels::Always, EdgeLabels::Never];

    /// Its name: `auto`, `always`, `never`.
    pub fn name(self) -> &'static str {
        match self {
            EdgeLabels::Auto => "auto",
            EdgeLabels::Always => "always",
            EdgeLabels::Never => "never",
        }
    }
}

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
    /// A Beamer document revealing the search one step per overlay.
    Beamer,
    /// The SVG figure as a PNG image (white background, `--scale` pixels per SVG pixel).
    Png,
    /// The SVG figure as a one-page vector PDF.
    Pdf,
    /// The figure as a Typst file, drawn with Typst's own shapes at our layout's
    /// coordinates ([`crate::render::typst`]).
    Typst,
    /// The tree in LaTeX `forest`'s bracket syntax, laid out by forest ([`crate::render::forest`]).
    Forest,
    /// A practice page: the tree to fill in by hand, every node marked
    /// ([`crate::homework::practice`]). Made from a position, not from a recording:
    /// `gametree search FILE --format practice` searches the position again for it.
    Practice,
}

impl Format {
    /// Every format, in the order the command line lists them.
    pub const EVERY: [Format; 12] = [
        Format::Text,
        Format::Json,
        Format::Dot,
        Format::Svg,
        Format::Tikz,
        Format::Html,
        Format::Beamer,
        Format::Png,
        Format::Pdf,
        Format::Typst,
        Format::Forest,
        Format::Practice,
    ];

    /// Its name: `text`, `json`, `dot`, `svg`, `tikz`, `html`, `beamer`, `png`, `pdf`,
    /// `typst`, `forest`, `practice`.
    pub fn name(self) -> &'static str {
        match self {
            Format::Text => "text",
            Format::Json => "json",
            Format::Dot => "dot",
            Format::Svg => "svg",
            Format::Tikz => "tikz",
            Format::Html => "html",
            Format::Beamer => "beamer",
            Format::Png => "png",
            Format::Pdf => "pdf",
            Format::Typst => "typst",
            Format::Forest => "forest",
            Format::Practice => "practice",
        }
    }

    /// Whether the format is binary (PNG, PDF): not for a terminal.
    pub fn is_binary(self) -> bool {
        matches!(self, Format::Png | Format::Pdf)
    }

    /// Whether the format replays the search step by step (the HTML report, Beamer's
    /// overlays): of a Monte Carlo tree search, every iteration's four phases.
    pub fn replays(self) -> bool {
        matches!(self, Format::Html | Format::Beamer)
    }
}

/// What a node's label shows in the figure formats. Every mode but `book` tells a
/// bound from a value: a node whose search failed high or low shows its value with `≥`
/// or `≤` (Kühr's Figs. 15–16, AIMA's Fig. 5.2), so that no figure shows a bare number
/// that is not the node's value. `book` draws what Kühr prints, and its legend says so.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub enum LabelKind {
    /// The value, with `≥`/`≤` where it is only a bound (`3`, `≤3`). `bound`, the name
    /// of this mode before it became the default, is accepted too.
    #[default]
    Value,
    /// The α–β window on entry (`[3, ∞]`).
    Window,
    /// `α | value | β`, as in Kühr's Fig. 18, the value with `≥`/`≤` where it is only
    /// a bound (`3 | ≤3 | ∞`).
    Triple,
    /// As Kühr's figures print labels (his Figs. 7–11, 15, 16 and 18): a bare number
    /// is the value a node's search returned ([`super::shown::book_label`]). His
    /// fail-hard alpha-beta (`alphabeta`, Alg. 3.2) is drawn as Fig. 18 draws it,
    /// `α | value | β` with the value bare (the window tells a bound: the value equals
    /// α or β); every other search with values, `≥`/`≤` only at a node cut off
    /// (Figs. 15–16); the root without a number in a search with win scores (his root
    /// procedures, Algs. 2.3 and 3.3, return only the move: Figs. 9, 11, 18). The
    /// figure's legend says what the bare numbers mean ([`super::legend::book_legend`]).
    Book,
    /// An exercise sheet: leaves show their values, every other node an empty
    /// `α | value | β` box for the student to fill in ([`super::shown::BLANK_LABEL`]), and nothing
    /// is highlighted. Render a minimax recording with it, so that nothing is pruned.
    Blank,
}

impl LabelKind {
    /// The labels a user chooses (not [`LabelKind::Blank`], the exercise sheets' own).
    pub const EVERY: [LabelKind; 4] = [
        LabelKind::Value,
        LabelKind::Window,
        LabelKind::Triple,
        LabelKind::Book,
    ];

    /// Its name: `value`, `window`, `triple`, `book`, `blank`.
    pub fn name(self) -> &'static str {
        match self {
            LabelKind::Value => "value",
            LabelKind::Window => "window",
            LabelKind::Triple => "triple",
            LabelKind::Book => "book",
            LabelKind::Blank => "blank",
        }
    }
}

/// How to render a recording.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct RenderOptions {
    /// What node labels show.
    pub label: LabelKind,
    /// Whose view values and windows are shown from; `None`: MAX's view, as the
    /// lecture slides, AIMA, Wikipedia and exercise sheets draw ([`RenderOptions::view`]).
    pub values: Option<Perspective>,
    /// Whether the text format may use ANSI colour (principal variation highlighted).
    pub color: bool,
    /// Which way the figure formats draw the tree.
    pub direction: Direction,
    /// How the figure formats draw pruned moves.
    pub pruned: PrunedView,
    /// The figure formats draw the nodes at most this many plies below the root
    /// (`None`: all).
    pub draw_depth: Option<u32>,
    /// The figure formats draw at most this many children of a node (the first ones,
    /// and any on the principal variation), a `+N more` mark for the rest (`None`:
    /// all).
    pub max_children: Option<usize>,
    /// The figure formats show a named node's name with its label (`B: 3`).
    pub names: bool,
    /// Which edges the figure formats label with their move.
    pub edge_labels: EdgeLabels,
    /// A title the figure formats draw above the tree (DOT's graph label).
    pub title: Option<String>,
    /// Draw each node's position in the figure formats, read from the recording's
    /// board diagrams with this layout (`--boards`; the game's
    /// [`crate::game::Position`] layout, so renderers need not know the game).
    pub board: Option<crate::game::picture::Layout>,
    /// How the figure formats draw nodes (`--style`).
    pub style: Style,
    /// What the figure formats draw behind the tree.
    pub background: Background,
}

/// What a figure draws behind the tree: its style's paper (white; dark grey for
/// [`Style::Dark`]), nothing (transparent: a slide's own background shows through),
/// or a colour. Labels on edges keep a small patch of the paper (or of the colour)
/// behind them, so that edges do not run through their text: with a transparent
/// background, give the slide's colour instead where the patches should not show.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub enum Background {
    /// The style's paper.
    #[default]
    Paper,
    /// None: transparent.
    Transparent,
    /// A colour, `#rrggbb`.
    Colour(String),
}

impl std::fmt::Display for Background {
    /// As `--background` takes it: `paper`, `none`, `#rrggbb`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Background::Paper => f.write_str("paper"),
            Background::Transparent => f.write_str("none"),
            Background::Colour(c) => f.write_str(c),
        }
    }
}

impl std::str::FromStr for Background {
    type Err = String;

    /// `paper`, `none` (or `transparent`), or `#rrggbb`.
    fn from_str(s: &str) -> Result<Background, String> {
        match s {
            "paper" => Ok(Background::Paper),
            "none" | "transparent" => Ok(Background::Transparent),
            c if c.len() == 7
                && c.starts_with('#')
                && c[1..].chars().all(|ch| ch.is_ascii_hexdigit()) =>
            {
                Ok(Background::Colour(c.to_ascii_lowercase()))
            }
            other => Err(crate::tr!(
                "errors-setup-background",
                found = escape::terminal::text(other).to_string()
            )),
        }
    }
}
impl RenderOptions {
    /// The view values and windows are shown from: `values`, by default MAX's view
    /// (the JSON keeps the algorithm's own view in its `perspective` field, and every
    /// node's `score` in MAX's view).
    pub fn view(&self) -> Perspective {
        self.values.unwrap_or(Perspective::Max)
    }
}
