//! The output options shared by several subcommands: a clap mirror of
//! [`crate::render::Target`] that makes it, and `--color`.

use crate::record::Perspective;
use crate::render::{
    Background, Direction, EdgeLabels, Format, LabelKind, PrunedView, RenderOptions, Style, Target,
};
use clap::{Args, ValueEnum};
use std::io::IsTerminal;

/// When to colour the text format.
#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
pub enum ColorChoice {
    /// Colour when writing to a terminal and NO_COLOR is not set.
    Auto,
    /// Always colour the text format.
    Always,
    /// Never colour.
    Never,
}

/// Where and how a command writes a recording (the flags `--format`, `--output`,
/// `--label`, `--values`, `--color`, the figure options and the size limits of every
/// command that renders one): the library's [`Target`].
#[derive(Args, Debug, Clone, PartialEq)]
pub struct OutputArgs {
    /// Output format.
    #[arg(short, long, value_enum, default_value_t = Target::default().format)]
    pub format: Format,
    /// Write the output to PATH instead of standard output (`-`: standard output).
    #[arg(short, long, value_name = "PATH")]
    pub output: Option<std::path::PathBuf>,
    /// What node labels show (dot, svg, tikz).
    #[arg(long, value_enum, default_value_t = RenderOptions::default().label)]
    pub label: LabelKind,
    /// Whose view values and windows are shown from. Default: max (MAX's view, as the
    /// slides, AIMA and exercise sheets draw); side-to-move for negamax figures in
    /// Kühr's style. The JSON keeps the algorithm's own view.
    #[arg(long, value_enum)]
    pub values: Option<Perspective>,
    /// Colour in the text format (the principal variation highlighted).
    #[arg(long, value_enum, default_value_t = ColorChoice::Auto)]
    pub color: ColorChoice,
    /// How nodes are drawn (the figure formats: svg, tikz, png, pdf, beamer, dot).
    #[arg(long, value_enum, default_value_t = RenderOptions::default().style)]
    pub style: Style,
    /// What the figure formats draw behind the tree: paper (the style's: white, dark
    /// grey for dark), none (transparent, for a slide's own background; labels on
    /// edges keep a patch of the paper) or a colour #rrggbb (the slide's: patches
    /// and background match).
    #[arg(long, value_name = "COLOUR", default_value_t = RenderOptions::default().background, value_parser = parse_background)]
    pub background: Background,
    /// Which way the tree grows (the figure formats: svg, tikz, png, pdf, beamer, dot).
    #[arg(long, value_enum, default_value_t = RenderOptions::default().direction)]
    pub direction: Direction,
    /// How pruned moves are drawn (the figure formats).
    #[arg(long, value_enum, default_value_t = RenderOptions::default().pruned)]
    pub pruned: PrunedView,
    /// Draw only the first N plies below the root (the figure formats); the search goes
    /// as deep as --depth says, so the drawn nodes show the deep search's values. A
    /// triangle below a node stands for its undrawn subtree.
    #[arg(long, value_name = "N")]
    pub draw_depth: Option<u32>,
    /// Draw at most K children of each node (the first K, and the move of the
    /// principal variation), a `+N more` mark where the others were: a wide fan on a
    /// slide (the figure formats).
    #[arg(long, value_name = "K", value_parser = clap::value_parser!(u32).range(1..))]
    pub max_children: Option<u32>,
    /// Show a named node's name with its value, `B: 3` (the figure formats; explicit
    /// trees' labels).
    #[arg(long)]
    pub names: bool,
    /// Which edges show their move (the figure formats).
    #[arg(long, value_enum, default_value_t = RenderOptions::default().edge_labels)]
    pub edge_labels: EdgeLabels,
    /// A title drawn above the figure (the figure formats; beamer's frame title).
    #[arg(long, value_name = "TEXT")]
    pub title: Option<String>,
    /// Refuse to draw a figure (svg, tikz, beamer, png, pdf, dot) of more than N nodes.
    /// Default: 1200 for tikz (about the most pdflatex can typeset), 60 for beamer
    /// (every overlay typesets the whole tree; with --boards a board counts as a node),
    /// 250 for --steps (a file a step), 5000 for the others (beyond that no label is
    /// readable); the html report has no limit.
    #[arg(long, value_name = "N")]
    pub max_drawn: Option<usize>,
    /// PNG pixels per SVG pixel (png only; 0.1 to 8).
    #[arg(long, value_name = "X", default_value_t = Target::default().scale)]
    pub scale: f32,
    /// Draw each node's position in it (svg, tikz, png, pdf, beamer), and record the
    /// positions in the json (for `gametree render`; the html report always has them).
    #[arg(long)]
    pub boards: bool,
    /// Write the search step by step into DIR, one file a step (step-001.svg or
    /// step-001.png, …), for PowerPoint or Keynote: the steps of --format beamer, each
    /// with a caption (--format svg or png, not with -o; DIR is created if missing; at
    /// most 250 drawn nodes unless --max-drawn says otherwise).
    #[arg(long, value_name = "DIR")]
    pub steps: Option<std::path::PathBuf>,
}

impl OutputArgs {
    /// The library's [`Target`]: colour in the text format when `--color` asks for it,
    /// or standard output is a terminal and `NO_COLOR` is not set.
    ///
    /// # Errors
    /// [`crate::Error::Usage`] for a binary format (png, pdf) to a terminal.
    pub fn target(&self) -> Result<Target, crate::Error> {
        let to_terminal = self.output.is_none() && std::io::stdout().is_terminal();
        if to_terminal && matches!(self.format, Format::Png | Format::Pdf) && self.steps.is_none() {
            return Err(crate::Error::usage(
                crate::tr!("errors-cmd-binary-terminal", format = self.format.name()).into(),
            ));
        }
        Ok(Target {
            format: self.format,
            output: self.output.clone(),
            options: RenderOptions {
                label: self.label,
                values: self.values,
                color: match self.color {
                    ColorChoice::Always => true,
                    ColorChoice::Never => false,
                    ColorChoice::Auto => to_terminal && std::env::var_os("NO_COLOR").is_none(),
                },
                direction: self.direction,
                pruned: self.pruned,
                draw_depth: self.draw_depth,
                max_children: self.max_children.map(|k| k as usize),
                names: self.names,
                edge_labels: self.edge_labels,
                title: self.title.clone(),
                board: None,
                style: self.style,
                background: self.background.clone(),
            },
            max_drawn: self.max_drawn,
            scale: self.scale,
            boards: self.boards,
            steps: self.steps.clone(),
        })
    }
}

/// Reads `--background`.
fn parse_background(s: &str) -> Result<Background, String> {
    s.parse()
}
