//! The blank exercise sheet (`gametree exercise --format svg|tikz|html`), made to be
//! printed, in black and white as often as not: the figure model's blank tree (leaves
//! with their values, an empty `α | value | β` box for every other node, the inner
//! nodes' letters on the edges above them), with
//!
//! - white boxes to write in — MAX nodes are boxes and MIN nodes ellipses, so shape,
//!   not colour, tells them apart, and every level's side is written in the left
//!   margin (`MAX`, `MIN`);
//! - the root's name (`A`) above it, where the other nodes have theirs on their edge;
//! - in the SVG, the title and how to fill the sheet in above the tree (the HTML page
//!   has them as text).
//!
//! The tree itself is drawn by the shared SVG and TikZ writers; this module frames
//! their output.

use crate::game::Player;
use crate::render::escape;
use crate::render::figure::{self, colour, Figure, Palette, FONT, MARGIN, MOVE_FONT, NODE_H};
use crate::render::{html, metrics, svg, tikz, LabelKind, RenderOptions};
use askama::Template;
use std::fmt::Write as _;

/// The figure formats of an exercise sheet.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum SheetFormat {
    /// A standalone SVG.
    Svg,
    /// A standalone LaTeX/TikZ document.
    Tikz,
    /// An HTML page (the blank sheet) or the interactive report (the solution).
    Html,
    /// The SVG as a PNG image ([`crate::render::png::DEFAULT_SCALE`] pixels per SVG
    /// pixel).
    Png,
    /// The SVG as a one-page vector PDF.
    Pdf,
}

/// The options of a sheet's figure: blank labels (a leaf's value, an empty box for
/// every other node), no values, black and white.
pub fn blank_options() -> RenderOptions {
    RenderOptions {
        label: LabelKind::Blank,
        values: None,
        color: false,
        ..RenderOptions::default()
    }
}

/// The sheet of `fig` in `format`, titled `title`, the root named `root` above it, with
/// `caption` (how to fill it in, or the question) above the tree.
///
/// # Errors
/// [`crate::Error::Write`] should a PNG or PDF not be made of the SVG (an image too
/// large to allocate).
pub fn write(
    fig: &Figure,
    title: &str,
    root: &str,
    caption: &str,
    format: SheetFormat,
) -> Result<Vec<u8>, crate::Error> {
    use crate::render::png;
    let svg = || svg(fig, title, root, Some(caption));
    Ok(match format {
        SheetFormat::Svg => svg().into_bytes(),
        SheetFormat::Tikz => tikz(fig, title, root, caption).into_bytes(),
        SheetFormat::Html => html_with_help(fig, title, root, caption).into_bytes(),
        SheetFormat::Png => png::from_svg(&svg(), png::DEFAULT_SCALE).map_err(converting)?,
        SheetFormat::Pdf => png::pdf_from_svg(&svg()).map_err(converting)?,
    })
}

/// A sheet's SVG that could not be made a PNG or PDF (an image too large to allocate).
pub(crate) fn converting(source: std::io::Error) -> crate::Error {
    crate::Error::Write {
        path: "-".into(),
        source,
    }
}

/// How a sheet of `fig` tells students what to do and how to name nodes, in the
/// current language ([`crate::lang`]): how to work expectiminimax when it has chance
/// nodes (`gametree exercise --chance`), else how to work alpha-beta.
pub fn help_for(fig: &Figure) -> String {
    if fig.nodes.iter().any(|n| n.player == Player::Chance) {
        crate::tr!("exercise-help-chance")
    } else {
        crate::tr!("exercise-help-alphabeta")
    }
}

/// A printed sheet's colours: white boxes to write in (the outlines keep their
/// colours; shape, not colour, tells MAX from MIN).
const SHEET: Palette = Palette {
    max_fill: "#ffffff",
    min_fill: "#ffffff",
    chance_fill: "#ffffff",
    leaf_fill: "#ffffff",
    ..Palette::COLOR
};

/// `fig` in the sheet's colours.
pub(crate) fn white(fig: &Figure) -> Figure {
    Figure {
        palette: SHEET,
        ..fig.clone()
    }
}

/// Space for the level names in the left margin, px.
const LEVEL_MARGIN: f64 = 40.0;

/// Space above the root for its name, px.
const ROOT_NAME: f64 = 14.0;

/// Height of a caption line, px.
const LINE_H: f64 = 17.0;

/// The widest the SVG caption is wrapped to, px, however narrow the tree.
const CAPTION_WIDTH: f64 = 560.0;

/// The levels of a figure, top down: for each, the index of a node on it and who
/// moves there.
fn levels(fig: &Figure) -> Vec<(usize, Player)> {
    let mut out: Vec<(usize, Player)> = Vec::new();
    for (i, n) in fig.nodes.iter().enumerate() {
        if !out.iter().any(|&(j, _)| fig.nodes[j].y == n.y) {
            out.push((i, n.player));
        }
    }
    out.sort_by(|a, b| fig.nodes[a.0].y.total_cmp(&fig.nodes[b.0].y));
    out
}

/// The name of a level in the left margin: `MAX`, `MIN` (in every language) and the
/// chance level's in the current language (`CHANCE`).
fn side(p: Player) -> String {
    match p {
        Player::Max => "MAX".to_string(),
        Player::Min => "MIN".to_string(),
        Player::Chance => crate::tr!("exercise-level-chance"),
    }
}

/// The blank sheet's figure as a standalone SVG, named `title`, for printing: white
/// boxes, the levels' sides in the left margin, the root's name `root` above it, and
/// with `caption`, the title and the caption's text above the tree.
pub fn svg(fig: &Figure, title: &str, root: &str, caption: Option<&str>) -> String {
    let tree = svg::document(&white(fig), title);
    // Room for the widest level name (`CHANCE` is wider than `MAX`).
    let widest = levels(fig)
        .iter()
        .map(|&(_, p)| metrics::text_width(&side(p), MOVE_FONT) * 1.1 + 8.0)
        .fold(LEVEL_MARGIN, f64::max);
    let level_margin = widest;
    let mut width = level_margin + fig.width;
    let mut top = MARGIN;
    let mut text = String::new();
    if let Some(help) = caption {
        let wrap_width = (width - 2.0 * MARGIN).max(CAPTION_WIDTH);
        width = width.max(wrap_width + 2.0 * MARGIN);
        let lines = std::iter::once((title.to_string(), " font-size=\"15\" font-weight=\"bold\""))
            .chain(
                figure::wrap(help, wrap_width, FONT)
                    .into_iter()
                    .map(|l| (l, "")),
            );
        for (line, style) in lines {
            top += LINE_H;
            let _ = writeln!(
                text,
                "<text x=\"{}\" y=\"{}\"{style} fill=\"{}\">{}</text>",
                svg::num(MARGIN),
                svg::num(top),
                colour::INK,
                escape::xml::text(&line)
            );
        }
        top += LINE_H / 2.0;
    }
    top += ROOT_NAME;
    // Drawn after the tree, whose background would cover them.
    let mut marks = String::new();
    for (i, player) in levels(fig) {
        let _ = writeln!(
            marks,
            "<text x=\"{}\" y=\"{}\" text-anchor=\"end\" dominant-baseline=\"central\" font-size=\"{MOVE_FONT}\" font-weight=\"bold\" fill=\"{}\">{}</text>",
            svg::num(level_margin - 4.0),
            svg::num(top + fig.nodes[i].y),
            colour::INK,
            escape::xml::text(&side(player))
        );
    }
    if let Some(r) = fig.nodes.first() {
        let _ = writeln!(
            marks,
            "<text x=\"{}\" y=\"{}\" text-anchor=\"middle\" font-size=\"{MOVE_FONT}\" fill=\"{}\">{}</text>",
            svg::num(level_margin + r.x),
            svg::num(top + r.y - NODE_H / 2.0 - 4.0),
            colour::INK,
            escape::xml::text(root)
        );
    }
    // The tree, as its own SVG placed below the caption and right of the margin.
    let tree = tree.replacen(
        "<svg ",
        &format!(
            "<svg x=\"{}\" y=\"{}\" ",
            svg::num(level_margin),
            svg::num(top)
        ),
        1,
    );
    let height = top + fig.height;
    format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"{w}\" height=\"{h}\" viewBox=\"0 0 {w} {h}\" font-family=\"{}\" font-size=\"{FONT}\">\n<title>{}</title>\n<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n{text}{tree}{marks}</svg>\n",
        svg::FONTS,
        escape::xml::text(title),
        w = svg::num(width),
        h = svg::num(height),
    )
}

/// The blank sheet's figure as a standalone LaTeX/TikZ document, named `title`, for
/// printing: white boxes, the levels' sides in the left margin, the root's name
/// `root` above it, and above the tree the title and `help`, as the SVG sheet has them.
pub fn tikz(fig: &Figure, title: &str, root: &str, help: &str) -> String {
    let doc = tikz::document(&white(fig), title);
    // The node furthest left, for the margin's x.
    let left = (0..fig.nodes.len())
        .min_by(|&a, &b| {
            let edge = |i: usize| fig.nodes[i].x - fig.nodes[i].w / 2.0;
            edge(a).total_cmp(&edge(b))
        })
        .unwrap_or(0);
    let mut marks = String::new();
    for (i, player) in levels(fig) {
        let _ = writeln!(
            marks,
            "\\node[font=\\scriptsize\\bfseries,text=gtink,anchor=east,xshift=-4pt] at (n{left}.west |- n{i}) {{{}}};",
            escape::tex::text(&side(player))
        );
    }
    if !fig.nodes.is_empty() {
        let _ = writeln!(
            marks,
            "\\node[font=\\scriptsize,text=gtink,anchor=south,inner sep=1pt] (gtroot) at (n0.north) {{{}}};",
            escape::tex::text(root)
        );
        // The title and how to fill the sheet in, above the tree and the margin, as
        // wide as the tree (at least the SVG sheet's caption).
        let width = (fig.width - 2.0 * MARGIN).max(CAPTION_WIDTH) / 40.0;
        let _ = writeln!(
            marks,
            "\\node[anchor=south west,align=left,text width={width:.2}cm,font=\\small,text=gtink,inner sep=0pt] at ([yshift=8pt]current bounding box.north west) {{\\textbf{{{}}}\\\\[2pt] {}}};",
            escape::tex::text(title),
            escape::tex::text(help)
        );
    }
    doc.replacen(
        "\\end{tikzpicture}",
        &format!("{marks}\\end{{tikzpicture}}"),
        1,
    )
}

/// The blank sheet as an HTML page: the title, how to fill it in, and the figure.
pub fn html(fig: &Figure, title: &str, root: &str) -> String {
    html_with_help(fig, title, root, &help_for(fig))
}

/// [`html()`] with `help` (plain text, escaped by the template) as how to fill it in:
/// the Monte Carlo tree search exercise's question ([`super::mcts::sheet`]).
pub fn html_with_help(fig: &Figure, title: &str, root: &str, help: &str) -> String {
    html::to_string(&SheetPage {
        title,
        fonts: svg::FONTS,
        help,
        figure: svg(fig, title, root, None),
    })
}

/// The blank exercise sheet as an HTML page (templates/sheet.html on
/// templates/page.html).
#[derive(Template)]
#[template(path = "sheet.html")]
struct SheetPage<'a> {
    title: &'a str,
    fonts: &'a str,
    help: &'a str,
    /// The blank figure, SVG markup.
    figure: String,
}
