//! The format dispatch: [`Target`] checks a command's output options against a
//! recording and writes it in its format ([`render_with_layouts`] chooses the
//! backend).

use super::backend::{beamer, dot, forest, html, png, svg, svg_steps, text, tikz, typst};
use super::model::fit::check_figure_size;
use super::model::mcts_steps::MAX_REPLAY_ITERATIONS;
use super::model::{self, check_label, Format, RenderOptions};
use super::output::write_to;
use crate::params::Message;
use crate::record::Recording;
use std::io::{self, Write};

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
    /// many nodes. `None`: [`model::fit::MAX_TIKZ_NODES`] for tikz, [`beamer::MAX_BEAMER_NODES`]
    /// for beamer, [`svg_steps::MAX_STEP_NODES`] for steps, [`model::fit::MAX_FIGURE_NODES`] for the
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
            return Err(crate::Error::with_kind(
                crate::ErrorKind::Unsupported,
                crate::tr_message!(
                    "errors-steps-format",
                    [Steps, Format = "svg", Format = self.format.name()]
                ),
            ));
        }
        if self.output.is_some() {
            return Err(crate::Error::usage(crate::tr_message!(
                "errors-steps-output",
                [Steps, Output]
            )));
        }
        Ok(())
    }

    /// Whether this output replays a search step by step: `--steps`, the HTML report,
    /// Beamer ([`Format::replays`]).
    pub fn replays(&self) -> bool {
        self.steps.is_some() || self.format.replays()
    }

    /// Whether this output needs every iteration of a Monte Carlo tree search, not only
    /// the tree's visits and totals: a replay ([`Target::replays`]) and JSON (the whole
    /// recording). The one place this is decided: `gametree search` keeps the
    /// iterations ([`crate::search::mcts::MctsOptions::keep_log`]) only for such an
    /// output, so that text and figures of millions of iterations take the tree's
    /// memory; Python and the browser, which render a recording later in any format,
    /// keep them always (within `--max-nodes`).
    pub fn needs_iterations(&self) -> bool {
        self.replays() || self.format == Format::Json
    }

    /// Refuses, before the search, a replay of more Monte Carlo iterations than
    /// [`MAX_REPLAY_ITERATIONS`] (`options`' count; a time limit's is known only after
    /// the search, which [`Target::emit`] checks).
    ///
    /// # Errors
    /// [`crate::ErrorKind::Limit`] saying why, with the options that fit.
    pub fn check_mcts(
        &self,
        options: &crate::search::mcts::MctsOptions,
    ) -> Result<(), crate::Error> {
        if options.time_limit.is_some() {
            return Ok(());
        }
        self.check_replay(options.iterations)
    }

    /// Refuses a replay of `iterations` Monte Carlo iterations above
    /// [`MAX_REPLAY_ITERATIONS`].
    fn check_replay(&self, iterations: u64) -> Result<(), crate::Error> {
        if !self.replays() || iterations <= MAX_REPLAY_ITERATIONS {
            return Ok(());
        }
        let (max, n) = (
            crate::error::count(MAX_REPLAY_ITERATIONS),
            crate::error::count(iterations),
        );
        let message = match self.steps {
            Some(_) => crate::tr_message!(
                "errors-mcts-replay-limit",
                [Steps, Iterations = MAX_REPLAY_ITERATIONS, Format = "json"],
                max = max,
                n = n
            ),
            None => crate::tr_message!(
                "errors-mcts-replay-limit",
                [
                    Format = self.format.name(),
                    Iterations = MAX_REPLAY_ITERATIONS,
                    Format = "json"
                ],
                max = max,
                n = n
            ),
        };
        Err(crate::Error::with_kind(crate::ErrorKind::Limit, message))
    }

    /// Refuses a Monte Carlo recording this output cannot be made of: one that kept
    /// only the number of its iterations for an output that needs them, and a replay
    /// of too many ([`Target::check_replay`]).
    fn check_iterations(&self, recording: &Recording) -> Result<(), crate::Error> {
        let Some(run) = &recording.meta.mcts else {
            return Ok(());
        };
        if self.needs_iterations() && !run.iterations.is_kept() {
            let message = match self.steps {
                Some(_) => crate::tr_message!("errors-mcts-no-iterations", [Steps]),
                None => {
                    crate::tr_message!("errors-mcts-no-iterations", [Format = self.format.name()])
                }
            };
            return Err(crate::Error::with_kind(
                crate::ErrorKind::Unsupported,
                message,
            ));
        }
        self.check_replay(run.iterations.count())
    }

    /// Renders `recording` as these options ask (the HTML report and `--boards`
    /// drawing boards with `layouts`) to the file or standard output. Returns the
    /// warnings to show: a figure too wide for a slide ([`model::fit::check`]).
    ///
    /// # Errors
    /// [`crate::Error::Usage`] when the label asks for windows the recording does not
    /// have (minimax has none) in a format that draws labels, for a figure of more
    /// nodes than [`Target::max_drawn`] allows ([`check_figure_size`]), for a bad
    /// scale, for a PNG or PDF too large to draw ([`model::fit::check`]), and for boards the
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
            return Err(crate::Error::usage(crate::tr_message!(
                "errors-steps-directory",
                [Steps]
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
        self.check_iterations(recording)?;
        if self.format == Format::Practice {
            return Err(crate::Error::with_kind(
                crate::ErrorKind::Unsupported,
                PRACTICE_FROM_A_POSITION.into(),
            ));
        }
        if !matches!(self.format, Format::Text | Format::Json) {
            check_label(recording, self.options.label)?;
        }
        let board = self.board_layout(recording, layouts)?;
        if !(0.1..=png::MAX_SCALE).contains(&self.scale) {
            return Err(crate::Error::with_kind(
                crate::ErrorKind::BadOption,
                crate::tr_message!(
                    "errors-scale",
                    [Scale],
                    max = png::MAX_SCALE.to_string(),
                    found = self.scale.to_string()
                ),
            ));
        }
        let opts = RenderOptions {
            board,
            ..self.options.clone()
        };
        // What the figure draws: a draw depth and hidden pruned moves draw fewer nodes
        // than were searched.
        let drawn = || model::drawn_count(recording, &opts);
        if self.steps.is_some() {
            svg_steps::check_size(drawn(), self.max_drawn)?;
        } else if self.format == Format::Beamer {
            model::fit::check_beamer_size(recording, &opts, self.max_drawn)?;
        } else {
            check_figure_size(self.format, drawn, self.max_drawn)?;
        }
        let warning = model::fit::check(recording, &opts, self.format, self.scale)?;
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
                return Err(crate::Error::with_kind(
                    crate::ErrorKind::Unsupported,
                    crate::tr_message!("errors-boards-format", [Boards], format = format.name()),
                ))
            }
            _ => {}
        }
        if rec.is_empty() {
            return Ok(None);
        }
        let root = petgraph::graph::NodeIndex::new(0);
        match layouts.zip(rec.board(root)).and_then(|(l, d)| l(d)) {
            Some(layout) => Ok(Some(layout)),
            None => Err(crate::Error::with_kind(
                crate::ErrorKind::Unsupported,
                crate::tr_message!(
                    "errors-no-boards",
                    [Boards, Boards, Format = "json"],
                    game = rec.meta.game.as_str()
                ),
            )),
        }
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
