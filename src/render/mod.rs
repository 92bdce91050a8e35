//! Renderers: each reads a [`Recording`] only (never a game) and writes one output
//! format.
//!
//! - The models: [`figure`] (which nodes a figure draws, what each shows, their sizes,
//!   looks and places: `build`, `labels`, `style`, `arrange` with the tidy layout,
//!   size checks and legends) and [`steps`] (what a replay shows after each event).
//! - One file per backend: [`text`], [`svg`], [`tikz`], [`dot`], [`png`] (PNG and
//!   PDF from the SVG), [`beamer`], [`svg_steps`] (a file a step), [`html`] (the
//!   report); [`board`] draws board pictures for svg and tikz. JSON is the
//!   recording's own file form ([`crate::record::json`]).
//! - Shared: [`escape`] (every output's escaping), [`metrics`] (text widths).
//!
//! What a node shows is chosen by [`RenderOptions`]: the label (value, window, triple)
//! and whose view the values are from; how the figure formats draw the tree by the
//! figure options (direction, pruned moves, draw depth, names, edge labels, title),
//! DOT included. [`Target`] adds the format, the file and the size limits.

pub mod beamer;
pub mod board;
pub mod dot;
pub mod escape;
pub mod figure;
pub mod forest;
pub mod html;
pub mod metrics;
pub mod png;
pub mod steps;
pub mod svg;
pub mod svg_steps;
pub mod text;
pub mod tikz;
pub mod typst;

use crate::game::Score;
use crate::message;
use crate::params::Message;
use crate::record::{Bound, Node, NodeKind, Perspective, Recording};
use std::io::{self, Write};

/// Writes through `f` to the file `path` (buffered), or to standard output when `path`
/// is `None`: the one place every command's output goes through.
///
/// # Errors
/// [`crate::Error::Write`] naming the file (`-` for standard output) when creating,
/// writing or flushing fails.
pub fn write_to(
    path: Option<&std::path::Path>,
    f: impl FnOnce(&mut dyn Write) -> io::Result<()>,
) -> Result<(), crate::Error> {
    let err = |p: &std::path::Path| {
        let p = p.to_path_buf();
        move |source| crate::Error::Write { path: p, source }
    };
    match path {
        Some(p) => {
            let file = std::fs::File::create(p).map_err(err(p))?;
            let mut w = io::BufWriter::with_capacity(1 << 16, file);
            f(&mut w).and_then(|()| w.flush()).map_err(err(p))
        }
        None => {
            let stdout = io::stdout();
            let mut w = io::BufWriter::with_capacity(1 << 16, stdout.lock());
            let dash = std::path::Path::new("-");
            f(&mut w).and_then(|()| w.flush()).map_err(err(dash))
        }
    }
}

/// Writes `bytes` to `path` by a new file renamed over it: a file, a symbolic link or a
/// hard link already at `path` is replaced, never written through, so that no file the
/// name points to (an input linked in, another user's file) is overwritten. The new
/// file is made with `create_new` beside `path` under a name no other writer uses
/// (the process, a counter and the time), so that it is ours alone.
///
/// # Errors
/// [`crate::Error::Write`] naming `path` when the file cannot be made, written or
/// renamed.
pub fn write_replacing(path: &std::path::Path, bytes: &[u8]) -> Result<(), crate::Error> {
    let err = |source| crate::Error::Write {
        path: path.to_path_buf(),
        source,
    };
    let tmp = new_file_beside(path).map_err(err)?;
    let written = (|| {
        let mut f = std::fs::OpenOptions::new().append(true).open(&tmp)?;
        f.write_all(bytes)?;
        f.sync_data().ok();
        std::fs::rename(&tmp, path)
    })();
    if written.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    written.map_err(err)
}

/// Makes a new, empty file beside `path` (in its directory) with `create_new` and
/// returns its path: `.NAME.PID-COUNT-NANOS.tmp`, tried again under another name if
/// one exists.
///
/// # Errors
/// The operating system's, but for a name already taken.
pub fn new_file_beside(path: &std::path::Path) -> io::Result<std::path::PathBuf> {
    use std::sync::atomic::{AtomicU64, Ordering};
    static CALLS: AtomicU64 = AtomicU64::new(0);
    let dir = path
        .parent()
        .filter(|d| !d.as_os_str().is_empty())
        .unwrap_or(std::path::Path::new("."));
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    loop {
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.subsec_nanos());
        let tmp = dir.join(format!(
            ".{name}.{}-{}-{nanos}.tmp",
            std::process::id(),
            CALLS.fetch_add(1, Ordering::Relaxed)
        ));
        match std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&tmp)
        {
            Ok(_) => return Ok(tmp),
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => continue,
            Err(e) => return Err(e),
        }
    }
}

/// The most nodes a TikZ figure draws by default: pdflatex (TeX Live's 5,000,000-word
/// main memory) typesets a 1,191-node tree with triple labels in about 15 s and runs
/// out of memory at about 1,850 nodes.
pub const MAX_TIKZ_NODES: usize = 1_200;

/// The most nodes the other figure formats (svg, png, pdf, dot) draw by default: beyond
/// this no label is readable at any size a slide or page allows.
pub const MAX_FIGURE_NODES: usize = 5_000;

/// Refuses a figure of `drawn` nodes above `max` (default [`MAX_TIKZ_NODES`] for TikZ,
/// [`MAX_FIGURE_NODES`] for the other figure formats; text, JSON and HTML have no
/// limit), suggesting how to draw less.
///
/// # Errors
/// [`crate::Error::Usage`] with the count, the limit and the remedies.
pub fn check_figure_size(
    format: Format,
    drawn: usize,
    max: Option<usize>,
) -> Result<(), crate::Error> {
    let (default, why) = match format {
        Format::Text | Format::Json | Format::Html | Format::Practice => return Ok(()),
        Format::Tikz | Format::Forest => (MAX_TIKZ_NODES, "about the most pdflatex can typeset"),
        Format::Beamer => (
            beamer::MAX_BEAMER_NODES,
            "every overlay typesets the whole tree again",
        ),
        _ => (MAX_FIGURE_NODES, "beyond that no label is readable"),
    };
    let limit = max.unwrap_or(default);
    if drawn <= limit {
        return Ok(());
    }
    let why = match max {
        Some(_) => message!([MaxDrawn]),
        None => message!((why)),
    };
    Err(crate::Error::Usage(
        message!(
            (format!(
                "the {} figure would draw {drawn} nodes, more than {limit} (",
                format.name()
            ))
        )
        .then(why)
        .then(message!(
            "); draw less with ",
            [Depth],
            ", ",
            [DrawDepth],
            " or ",
            [Pruned = "hide"],
            ", or use ",
            [Format = "html"],
            " for a big tree, or raise ",
            [MaxDrawn]
        )),
    ))
}

/// Refuses an output path that is one of the command's input files, also through a
/// symbolic or hard link (compared by device and inode with the `same-file` crate):
/// `-o` must never overwrite the position or the student's answer it was given.
///
/// # Errors
/// [`crate::Error::Usage`] naming both paths.
pub fn check_output(
    output: Option<&std::path::Path>,
    inputs: &[&std::path::Path],
) -> Result<(), crate::Error> {
    let Some(out) = output else { return Ok(()) };
    match inputs
        .iter()
        .find(|input| same_file::is_same_file(out, input).unwrap_or(false))
    {
        None => Ok(()),
        Some(input) => Err(crate::Error::Usage(message!(
            (format!(
                "the output {} is the input file {}; refusing to overwrite it (give another ",
                out.display(),
                input.display()
            )),
            [Output],
            ")"
        ))),
    }
}

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

/// Where and how a command writes a recording: the format, the file, what labels
/// show and how figures are drawn ([`RenderOptions`]), the size limits, and figure
/// steps. [`Target::emit`] checks them against the recording and writes.
#[derive(Debug, Clone, PartialEq)]
pub struct Target {
    /// The output format.
    pub format: Format,
    /// The file to write; `None`: standard output.
    pub output: Option<std::path::PathBuf>,
    /// What nodes show and how figures are drawn. Its `board` is filled in by
    /// [`Target::emit`] when [`Target::boards`] asks for boards.
    pub options: RenderOptions,
    /// Refuse to draw a figure (svg, tikz, beamer, png, pdf, dot) of more than this
    /// many nodes. `None`: [`MAX_TIKZ_NODES`] for tikz, [`beamer::MAX_BEAMER_NODES`]
    /// for beamer, [`svg_steps::MAX_STEP_NODES`] for steps, [`MAX_FIGURE_NODES`] for the
    /// others; the html report has no limit.
    pub max_drawn: Option<usize>,
    /// PNG pixels per SVG pixel (png only; 0.1 to [`png::MAX_SCALE`]).
    pub scale: f32,
    /// Draw each node's position in it (svg, tikz, png, pdf, beamer), and record the
    /// positions in the json (the html report always has them).
    pub boards: bool,
    /// Write the search step by step into this directory, one file a step
    /// (`step-001.svg` or `step-001.png`, …): the steps of the beamer format, each with
    /// a caption (svg or png, not with an output file; the directory is made if
    /// missing).
    pub steps: Option<std::path::PathBuf>,
}

impl Default for Target {
    /// Text on standard output, the default labels and figure options.
    fn default() -> Self {
        Target {
            format: Format::Text,
            output: None,
            options: RenderOptions::default(),
            max_drawn: None,
            scale: png::DEFAULT_SCALE,
            boards: false,
            steps: None,
        }
    }
}

impl Target {
    /// Refuses option combinations no recording can satisfy, before any search: steps
    /// in a format other than svg or png, or together with an output file.
    ///
    /// # Errors
    /// [`crate::Error::Usage`] saying what to change.
    pub fn check(&self) -> Result<(), crate::Error> {
        if self.steps.is_none() {
            return Ok(());
        }
        if !matches!(self.format, Format::Svg | Format::Png) {
            return Err(crate::Error::Usage(message!(
                [Steps],
                " writes SVG or PNG files: give ",
                [Format = "svg"],
                " or png, not ",
                [Format = self.format.name()]
            )));
        }
        if self.output.is_some() {
            return Err(crate::Error::Usage(message!(
                [Steps],
                " writes its files into its directory: leave out ",
                [Output]
            )));
        }
        Ok(())
    }

    /// Renders `recording` as these options ask (the HTML report and `--boards`
    /// drawing boards with `layouts`) to the file or standard output. Returns the
    /// warnings to show: a figure too wide for a slide ([`figure::fit::check`]).
    ///
    /// # Errors
    /// [`crate::Error::Usage`] when the label asks for windows the recording does not
    /// have (minimax has none) in a format that draws labels, for a figure of more
    /// nodes than [`Target::max_drawn`] allows ([`check_figure_size`]), for a bad
    /// scale, for a PNG or PDF too large to draw ([`figure::fit::check`]), and for boards the
    /// recording or format cannot draw; [`crate::Error::Write`] when the output cannot
    /// be written.
    pub fn emit(
        &self,
        recording: &Recording,
        layouts: Option<crate::game::picture::LayoutFn>,
    ) -> Result<Vec<Message>, crate::Error> {
        let (opts, warning) = self.prepare(recording, layouts)?;
        if let Some(dir) = &self.steps {
            let png = (self.format == Format::Png).then_some(self.scale);
            svg_steps::write_dir(recording, &opts, dir, png)?;
            return Ok(warning.into_iter().collect());
        }
        write_to(self.output.as_deref(), |out| {
            self.write_prepared(recording, &opts, layouts, out)
        })?;
        Ok(warning.into_iter().collect())
    }

    /// [`Target::emit`] into memory, whatever [`Target::output`] says: the bytes of
    /// the format (text for the text formats, an image for png and pdf) and the
    /// warnings.
    ///
    /// # Errors
    /// As [`Target::emit`]; steps (a directory of files) are refused.
    pub fn bytes(
        &self,
        recording: &Recording,
        layouts: Option<crate::game::picture::LayoutFn>,
    ) -> Result<(Vec<u8>, Vec<Message>), crate::Error> {
        if self.steps.is_some() {
            return Err(crate::Error::Usage(message!(
                [Steps],
                " writes files into a directory: render each step to its own file"
            )));
        }
        let (opts, warning) = self.prepare(recording, layouts)?;
        let mut out = Vec::new();
        self.write_prepared(recording, &opts, layouts, &mut out)
            .map_err(|source| crate::Error::Write {
                path: "memory".into(),
                source,
            })?;
        Ok((out, warning.into_iter().collect()))
    }

    /// Writes the recording in this target's format with the options of
    /// [`Target::prepare`].
    fn write_prepared(
        &self,
        recording: &Recording,
        opts: &RenderOptions,
        layouts: Option<crate::game::picture::LayoutFn>,
        out: &mut dyn Write,
    ) -> io::Result<()> {
        match self.format {
            Format::Png => png::write(recording, opts, self.scale, out),
            format => render_with_layouts(format, recording, opts, layouts, out),
        }
    }

    /// Every check before writing (see [`Target::emit`]): the options figures are
    /// drawn with (the boards' layout filled in) and the warning to show.
    fn prepare(
        &self,
        recording: &Recording,
        layouts: Option<crate::game::picture::LayoutFn>,
    ) -> Result<(RenderOptions, Option<Message>), crate::Error> {
        self.check()?;
        if self.format == Format::Practice {
            return Err(crate::Error::Usage(PRACTICE_FROM_A_POSITION.into()));
        }
        if !matches!(self.format, Format::Text | Format::Json) {
            check_label(recording, self.options.label)?;
        }
        let board = self.board_layout(recording, layouts)?;
        if !(0.1..=png::MAX_SCALE).contains(&self.scale) {
            return Err(crate::Error::Usage(message!(
                [Scale],
                (format!(
                    " must be between 0.1 and {}, found {}",
                    png::MAX_SCALE,
                    self.scale
                ))
            )));
        }
        let opts = RenderOptions {
            board,
            ..self.options.clone()
        };
        // What the figure draws: a draw depth and hidden pruned moves draw fewer nodes
        // than were searched.
        let drawn = figure::drawn_count(recording, &opts);
        if self.steps.is_some() {
            svg_steps::check_size(drawn, self.max_drawn)?;
        } else {
            check_figure_size(self.format, drawn, self.max_drawn)?;
        }
        let warning = figure::fit::check(recording, &opts, self.format, self.scale)?;
        Ok((opts, warning))
    }

    /// The layout boards are drawn with: `None` without boards or for formats that
    /// draw no figure of their own (json records the boards, html always shows them).
    ///
    /// # Errors
    /// [`crate::Error::Usage`] for boards in text or dot (they cannot draw them), for
    /// a game without board pictures (explicit trees) and for a recording saved
    /// without its boards.
    fn board_layout(
        &self,
        rec: &Recording,
        layouts: Option<crate::game::picture::LayoutFn>,
    ) -> Result<Option<crate::game::picture::Layout>, crate::Error> {
        if !self.boards {
            return Ok(None);
        }
        let format = self.format;
        match format {
            Format::Json | Format::Html => return Ok(None),
            Format::Text | Format::Dot | Format::Typst | Format::Forest | Format::Practice => {
                return Err(crate::Error::Usage(message!(
                    [Boards],
                    (format!(
                        " draws positions in svg, tikz, png, pdf and beamer, not in {}",
                        format.name()
                    ))
                )))
            }
            _ => {}
        }
        if rec.is_empty() {
            return Ok(None);
        }
        let root = petgraph::graph::NodeIndex::new(0);
        match layouts.zip(rec.board(root)).and_then(|(l, d)| l(d)) {
            Some(layout) => Ok(Some(layout)),
            None => Err(crate::Error::Usage(message!(
                [Boards],
                (format!(
                    ": this {} recording has no boards to draw: the game has no board \
                     picture (explicit trees), or the json was saved without them \
                     (search it again with ",
                    rec.meta.game
                )),
                [Boards],
                " and ",
                [Format = "json"],
                ")"
            ))),
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
    /// coordinates ([`typst`]).
    Typst,
    /// The tree in LaTeX `forest`'s bracket syntax, laid out by forest ([`forest`]).
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
}

/// What a node's label shows in the figure formats. Every mode tells a bound from a
/// value: a node whose search failed high or low shows its value with `≥` or `≤`
/// (Kühr's Figs. 15–16, AIMA's Fig. 5.2), so that no figure shows a bare number that
/// is not the node's value.
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
    /// An exercise sheet: leaves show their values, every other node an empty
    /// `α | value | β` box for the student to fill in ([`BLANK_LABEL`]), and nothing
    /// is highlighted. Render a minimax recording with it, so that nothing is pruned.
    Blank,
}

impl LabelKind {
    /// The labels a user chooses (not [`LabelKind::Blank`], the exercise sheets' own).
    pub const EVERY: [LabelKind; 3] = [LabelKind::Value, LabelKind::Window, LabelKind::Triple];

    /// Its name: `value`, `window`, `triple`, `blank`.
    pub fn name(self) -> &'static str {
        match self {
            LabelKind::Value => "value",
            LabelKind::Window => "window",
            LabelKind::Triple => "triple",
            LabelKind::Blank => "blank",
        }
    }
}

/// The label of an inner node on an exercise sheet ([`LabelKind::Blank`]): three empty
/// slots of no-break spaces, `α | value | β`.
pub const BLANK_LABEL: &str =
    "\u{a0}\u{a0}\u{a0}\u{a0}\u{a0} | \u{a0}\u{a0}\u{a0}\u{a0}\u{a0} | \u{a0}\u{a0}\u{a0}\u{a0}\u{a0}";

/// The label of an inner node on an exercise sheet of a tree with chance nodes: one
/// empty slot for the value (expectiminimax has no windows).
pub const BLANK_VALUE_LABEL: &str = "\u{a0}\u{a0}\u{a0}\u{a0}\u{a0}\u{a0}\u{a0}";

/// Refuses a label that shows windows when the recording has none: minimax (and any
/// recording without an α–β window anywhere) would otherwise show plain values under a
/// `--label window` the user asked for.
///
/// # Errors
/// The message to show, naming the algorithm and what to use instead.
pub fn check_label(rec: &Recording, label: LabelKind) -> Result<(), Message> {
    let wants = match label {
        LabelKind::Window => "window",
        LabelKind::Triple => "triple",
        _ => return Ok(()),
    };
    if rec.is_empty() || rec.graph.node_weights().any(|n| n.window().is_some()) {
        return Ok(());
    }
    Err(message!(
        [Label = wants],
        (format!(
            " shows α–β windows, but this {} recording has none (only the alpha-beta algorithms search with windows); use ",
            rec.meta.algorithm
        )),
        [Label = "value"]
    ))
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
            other => Err(format!(
                "expected `paper`, `none` or a colour `#rrggbb`, found `{}`",
                escape::terminal::text(other)
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

/// Writes `rec` in `format` to `out` (the HTML report without boards; see
/// [`render_with_layouts`]).
///
/// # Errors
/// The writer's.
pub fn render(
    format: Format,
    rec: &Recording,
    opts: &RenderOptions,
    out: &mut dyn Write,
) -> io::Result<()> {
    render_with_layouts(format, rec, opts, None, out)
}

/// Writes `rec` in `format` to `out`; the HTML report draws each node's board with
/// `layouts` (the game's layout function, [`crate::game::picture::LayoutFn`]).
///
/// # Errors
/// The writer's.
pub fn render_with_layouts(
    format: Format,
    rec: &Recording,
    opts: &RenderOptions,
    layouts: Option<crate::game::picture::LayoutFn>,
    out: &mut dyn Write,
) -> io::Result<()> {
    match format {
        Format::Text => text::write(rec, opts, out),
        Format::Json => crate::record::json::write(rec, out),
        Format::Dot => dot::write(rec, opts, out),
        Format::Svg => svg::write(rec, opts, out),
        Format::Tikz => tikz::write(rec, opts, out),
        Format::Html => html::write_with_layouts(rec, opts, layouts, out),
        Format::Beamer => beamer::write(rec, opts, out),
        Format::Png => png::write(rec, opts, png::DEFAULT_SCALE, out),
        Format::Pdf => png::write_pdf(rec, opts, out),
        Format::Typst => typst::write(rec, opts, out),
        Format::Forest => forest::write(rec, opts, out),
        Format::Practice => Err(io::Error::new(
            io::ErrorKind::InvalidInput,
            PRACTICE_FROM_A_POSITION,
        )),
    }
}

/// Why a recording cannot be written as a practice page.
pub const PRACTICE_FROM_A_POSITION: &str = "a practice page is made from a position, not from a recording: gametree search FILE --format practice, or gametree exercise --format practice";

/// The most characters of a move or a node's name a figure draws: a longer one (a
/// hostile or careless file's) is cut to its first [`MAX_LABEL_CHARS`]` − 1`
/// characters and `…`, its whole text kept for the figure's hover text (SVG `<title>`)
/// and the report's panel.
pub const MAX_LABEL_CHARS: usize = 24;

/// The most characters of a move or a name kept for hover text and panels
/// ([`crate::record::MAX_NAME_CHARS`]).
pub const MAX_FULL_LABEL_CHARS: usize = crate::record::MAX_NAME_CHARS;

/// A move or a node's name as a figure draws it: control, bidi formatting and invisible
/// characters (a zero-width space, a byte-order mark) shown as U+FFFD, so that a name
/// cannot hide or reorder what it says, and at most [`MAX_LABEL_CHARS`] characters
/// (`…` for the rest).
pub fn shown_label(s: &str) -> std::borrow::Cow<'_, str> {
    label_cut(s, MAX_LABEL_CHARS)
}

/// [`shown_label`] for hover text: at most [`MAX_FULL_LABEL_CHARS`] characters.
pub fn full_label(s: &str) -> std::borrow::Cow<'_, str> {
    label_cut(s, MAX_FULL_LABEL_CHARS)
}

fn label_cut(s: &str, max: usize) -> std::borrow::Cow<'_, str> {
    let hidden = |c: char| {
        escape::terminal::unsafe_char(c) || matches!(c, '\u{200b}' | '\u{2060}' | '\u{feff}')
    };
    let long = s.chars().nth(max).is_some();
    if !long && !s.chars().any(hidden) {
        return std::borrow::Cow::Borrowed(s);
    }
    let take = if long { max - 1 } else { max };
    let mut out: String = s
        .chars()
        .take(take)
        .map(|c| if hidden(c) { '\u{fffd}' } else { c })
        .collect();
    if long {
        out.push('…');
    }
    std::borrow::Cow::Owned(out)
}

/// Formats a score for people: `∞` and `-∞` for the infinities.
pub fn score_text(v: Score) -> String {
    crate::record::scaled_text(v, 1)
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
    let to = opts.view();
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

/// A value as a figure shows it: `≥3` for a lower bound, `≤3` for an upper one, `3`
/// for an exact value; divided by the recording's scale ([`Recording::value_text`]).
pub fn bounded_text(rec: &Recording, v: Score, bound: Option<Bound>) -> String {
    let v = rec.value_text(v);
    match bound {
        Some(Bound::Lower) => format!("≥{v}"),
        Some(Bound::Upper) => format!("≤{v}"),
        _ => v,
    }
}

/// The label text of a node for the figure formats (empty for pruned nodes): as
/// `opts.label` asks, a bound always with its `≥`/`≤` ([`bounded_text`]).
pub fn label_text(rec: &Recording, node: &Node, opts: &RenderOptions) -> String {
    if opts.label == LabelKind::Blank {
        // A leaf's value is given; everything else is the student's to work out.
        return match node.kind() {
            NodeKind::Leaf | NodeKind::Terminal => shown(rec, node, opts)
                .value
                .map(|v| rec.value_text(v))
                .unwrap_or_default(),
            // Expectiminimax has no windows: a slot for the value only.
            _ if !rec.probabilities.is_empty() => BLANK_VALUE_LABEL.to_string(),
            _ => BLANK_LABEL.to_string(),
        };
    }
    if node.kind() == NodeKind::Pruned {
        return String::new();
    }
    let s = shown(rec, node, opts);
    let t = |v: Score| rec.value_text(v);
    let value = s
        .value
        .map(|v| bounded_text(rec, v, s.bound))
        .unwrap_or_default();
    match (opts.label, s.window) {
        (LabelKind::Value, _) | (LabelKind::Window | LabelKind::Triple, None) => value,
        (LabelKind::Window, Some((a, b))) => format!("[{}, {}]", t(a), t(b)),
        (LabelKind::Triple, Some((a, b))) => {
            format!("{} | {} | {}", t(a), value, t(b))
        }
        (LabelKind::Blank, _) => BLANK_LABEL.to_string(),
    }
}
