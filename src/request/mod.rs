//! The commands as requests: a position's text and the options by the command line's
//! long names (a JSON object, [`Named`]), answered in memory — what the browser's
//! module (`web/`) and its JavaScript API (docs/browser.md) call. Each request reads
//! its options into the library's own types ([`Setup`], [`Tuning`], [`Target`],
//! [`crate::homework::exercise::Spec`], [`crate::homework::Conventions`], [`Choices`]), whose defaults are the command line's,
//! and then does what the command does, by the same library functions: a figure made
//! here is byte for byte the command line's.
//!
//! Messages name options as [`OPTION_NAMES`] says (`` `max-nodes` ``); a position's
//! errors are located in the text given (`position:LINE:COL`).

mod homework;
pub mod named;

pub use homework::{check, exercise, Checked, Made};
pub use named::{Named, OPTION_NAMES};

use crate::compare::{self, Choices};
use crate::game::{Scoring, Utilities};
use crate::games::{self, Loaded, Setup};
use crate::record::{json, Perspective, Recording, SearchJob};
use crate::render::{
    Background, Direction, EdgeLabels, Format, LabelKind, PrunedView, RenderOptions, Style, Target,
};
use crate::search::mcts::{Exploration, Playout, Seconds, Selection};
use crate::search::{parse_leaf_bounds, Algorithm, CutRule, MctsTuning, Tuning};
use crate::{Error, ErrorKind};

/// The name errors give a position passed as text: `position:2:7: expected …`.
pub const POSITION: &str = "position";

/// The name errors give an answer passed as text.
pub const ANSWER: &str = "answer";

/// The format [`render`] writes when none is named: SVG, the figure a page (or a
/// notebook) shows. The command line's is text ([`Target::default`]).
pub const RENDER_FORMAT: Format = Format::Svg;

/// The position in `text`: a position file (docs/position-files.md), or an explicit
/// tree written as nested lists the way Python and AIMA's code write them
/// (`[[3, 12, 8], [2, 4, 6], [14, 5, 2]]`: MAX at the root, numbers at the leaves),
/// read as the `tree:` of a file `game: tree` ([`games::load_tree`]).
///
/// # Errors
/// [`Error::Parse`] at the line and column of `text` (path [`POSITION`]).
pub fn load(text: &str) -> Result<Loaded, Error> {
    let located = |err| Error::Parse {
        path: POSITION.into(),
        err,
    };
    if text.trim_start().starts_with('[') {
        games::load_tree(text).map_err(located)
    } else {
        games::load(text.as_bytes()).map_err(located)
    }
}

/// What [`search`] made: the recording, the command line's summary line, and any
/// warnings (a figure too wide for a slide) in [`OPTION_NAMES`]' words.
#[derive(Debug)]
pub struct Searched {
    /// The recorded search.
    pub recording: Recording,
    /// `gametree search`'s summary line (value, best move, nodes, …, time).
    pub summary: String,
}

/// Searches `position` as `gametree search` does, with the options of `options` (the
/// command line's long names: `algorithm`, `depth`, `max-nodes`, `win-score`,
/// `win-threshold`, `scoring`, `utilities`, `eval`, `order`, `tt-size`, `quiescence`, `guess`, `test-value`,
/// `prune-on`, `iterative`, `leaf-bounds`, Monte Carlo tree search's `iterations`,
/// `time-limit`, `exploration`, `seed`, `playout` and `select`, and `boards` to record
/// each node's position); every other option is an error. Render the recording with [`render`].
///
/// # Errors
/// The position's ([`load`]), an option's ([`ErrorKind::BadOption`] and the command
/// line's usage errors), and the search's (its limits; [`ErrorKind::Cancelled`] when a
/// [`crate::cancel`] watcher stopped it).
pub fn search(position: &str, options: &str) -> Result<Searched, Error> {
    let mut o = Named::parse("search", options)?;
    let _lang = o.lang()?;
    let (algorithm, setup, tuning, boards) = search_request(&mut o)?;
    o.finish()?;
    let loaded = load(position)?;
    let options = tuning.options(algorithm, setup.depth)?;
    let job = SearchJob {
        algorithm,
        limits: setup.limits(),
        options: &options,
        boards,
    };
    let (recording, elapsed, win) = loaded.run(&setup, job).map_err(Error::worded)?;
    let summary = crate::render::text::summary_of(&recording, win, elapsed);
    Ok(Searched { recording, summary })
}

/// [`search`]'s options: the algorithm (default [`Algorithm::default`]), the
/// [`Setup`], the [`Tuning`] and whether each node's position is recorded.
fn search_request(o: &mut Named) -> Result<(Algorithm, Setup, Tuning, bool), Error> {
    let algorithm = o
        .choice("algorithm", &Algorithm::EVERY, Algorithm::name)?
        .unwrap_or_default();
    let setup = setup(o)?;
    let tuning = tuning(o)?;
    let boards = o
        .given_switch("boards")?
        .unwrap_or(Target::default().boards);
    Ok((algorithm, setup, tuning, boards))
}

/// The options [`search`] reads, by name, in the order it reads them, `lang` aside:
/// what the playground's search form sends to the search rather than to the drawing
/// (`boards` goes to both).
pub fn search_options() -> Vec<&'static str> {
    let mut o = match Named::parse("search", "") {
        Ok(o) => o,
        Err(_) => return Vec::new(),
    };
    // With no options given every reader takes its default: nothing to refuse.
    let _ = search_request(&mut o);
    o.asked()
}

/// `--depth`, `--max-nodes`, `--win-score`, `--win-threshold`, `--scoring`,
/// `--utilities`, `--eval`.
fn setup(o: &mut Named) -> Result<Setup, Error> {
    let default = Setup::default();
    Ok(Setup {
        depth: o.int("depth")?,
        max_nodes: o.int("max-nodes")?.unwrap_or(default.max_nodes),
        win_score: o.int("win-score")?,
        win_threshold: o.int("win-threshold")?,
        scoring: o.choice("scoring", &Scoring::EVERY, Scoring::name)?,
        utilities: o.parsed("utilities", Utilities::parse)?,
        eval: o.text("eval")?,
    })
}

/// `--order`, `--tt-size`, `--quiescence`, `--guess`, `--test-value`, `--prune-on`,
/// `--iterative`, `--leaf-bounds`.
fn tuning(o: &mut Named) -> Result<Tuning, Error> {
    let default = Tuning::default();
    Ok(Tuning {
        order: o.text("order")?.unwrap_or(default.order),
        tt_size: o.int("tt-size")?.unwrap_or(default.tt_size),
        quiescence: o.given_switch("quiescence")?.unwrap_or(default.quiescence),
        guess: o.int("guess")?,
        test_value: o.int("test-value")?,
        prune_on: o.choice("prune-on", &CutRule::EVERY, CutRule::name)?,
        iterative: o.given_switch("iterative")?.unwrap_or(default.iterative),
        leaf_bounds: o.parsed("leaf-bounds", parse_leaf_bounds)?,
        mcts: MctsTuning {
            iterations: o.int("iterations")?,
            time_limit: o.parsed("time-limit", Seconds::parse)?,
            exploration: o.parsed("exploration", Exploration::parse)?,
            seed: o.int("seed")?,
            playout: o.choice("playout", &Playout::EVERY, Playout::name)?,
            select: o.choice("select", &Selection::EVERY, Selection::name)?,
        },
    })
}

/// The drawing options of `gametree search` and `gametree render`, `format` first.
fn target(o: &mut Named, format: Format) -> Result<Target, Error> {
    let default = RenderOptions::default();
    let base = Target::default();
    let format = o
        .choice("format", &Format::EVERY, Format::name)?
        .unwrap_or(format);
    let options = RenderOptions {
        label: o
            .choice("label", &LabelKind::EVERY, LabelKind::name)?
            .unwrap_or(default.label),
        values: o.choice("values", &Perspective::EVERY, Perspective::name)?,
        color: default.color,
        direction: o
            .choice("direction", &Direction::EVERY, Direction::name)?
            .unwrap_or(default.direction),
        pruned: o
            .choice("pruned", &PrunedView::EVERY, PrunedView::name)?
            .unwrap_or(default.pruned),
        draw_depth: o.int("draw-depth")?,
        max_children: match o.int::<usize>("max-children")? {
            Some(0) => {
                return Err(Error::with_kind(
                    ErrorKind::BadOption,
                    "`max-children` is at least 1".into(),
                ))
            }
            k => k,
        },
        names: o.given_switch("names")?.unwrap_or(default.names),
        edge_labels: o
            .choice("edge-labels", &EdgeLabels::EVERY, EdgeLabels::name)?
            .unwrap_or(default.edge_labels),
        title: o.text("title")?,
        board: None,
        style: o
            .choice("style", &Style::EVERY, Style::name)?
            .unwrap_or(default.style),
        background: o
            .parsed("background", |s| s.parse::<Background>())?
            .unwrap_or(default.background),
    };
    Ok(Target {
        format,
        output: None,
        options,
        max_drawn: o.int("max-drawn")?,
        boards: o.given_switch("boards")?.unwrap_or(base.boards),
        ..base
    })
}

/// What [`render`] made: the output's bytes and the warnings to show.
#[derive(Debug)]
pub struct Rendered {
    /// The format's bytes (text for every format a page can take).
    pub output: Vec<u8>,
    /// Warnings (a figure too wide for a slide), in [`OPTION_NAMES`]' words.
    pub warnings: Vec<String>,
}

/// Renders `recording` as `gametree search` or `gametree render` would, with the
/// drawing options of `options` (`format`, default svg; `label`, `values`, `style`,
/// `background`, `direction`, `pruned`, `draw-depth`, `max-children`, `names`,
/// `edge-labels`, `title`, `max-drawn`, `boards`).
///
/// # Errors
/// An option's; the command line's refusals (labels the recording cannot show, a
/// figure too large, boards where there are none); PNG and PDF without the `raster`
/// feature ([`ErrorKind::Unsupported`]).
pub fn render(recording: &Recording, options: &str) -> Result<Rendered, Error> {
    let mut o = Named::parse("render", options)?;
    let _lang = o.lang()?;
    let target = target(&mut o, RENDER_FORMAT)?;
    o.finish()?;
    if matches!(target.format, Format::Png | Format::Pdf) && !cfg!(feature = "raster") {
        return Err(Error::with_kind(
            ErrorKind::Unsupported,
            crate::message!(
                "PNG and PDF are not drawn here: ask for ",
                [Format = "svg"],
                " (a page draws PNG from it; pdflatex or Typst make PDF)"
            ),
        ));
    }
    let (output, warnings) = target.bytes(recording, games::layout_of(&recording.meta.game))?;
    Ok(Rendered {
        output,
        warnings: warnings.iter().map(|w| w.render(&OPTION_NAMES)).collect(),
    })
}

/// A recording as `gametree search --format json` writes it.
///
/// # Errors
/// None in practice (writing to memory).
pub fn to_json(recording: &Recording) -> Result<String, Error> {
    let mut out = Vec::new();
    crate::render::render(Format::Json, recording, &RenderOptions::default(), &mut out).map_err(
        |source| Error::Write {
            path: "memory".into(),
            source,
        },
    )?;
    Ok(String::from_utf8_lossy(&out).into_owned())
}

/// A recording read back from its JSON, checked as `gametree render` checks it (the
/// game, the boards, the given leaf values, at most [`json::DEFAULT_MAX_NODES`] nodes).
///
/// # Errors
/// [`Error::Parse`] located in `text` (path `recording`).
pub fn from_json(text: &str) -> Result<Recording, Error> {
    let accept = json::Accept {
        max_nodes: json::DEFAULT_MAX_NODES,
        game: &games::check_recorded_game,
        board: &games::check_recorded_board,
        given: &|rec| {
            games::with_explicit_root(&rec.meta.position, json::GivenValues(rec))
                .unwrap_or_default()
        },
        naming: OPTION_NAMES,
    };
    json::read_with(text, &accept).map_err(|err| Error::Parse {
        path: "recording".into(),
        err,
    })
}

/// Compares algorithms on `position` as `gametree compare` does, with its options
/// (`algorithms`, `orders`, `depth`, `max-nodes`, `tt-size`, `quiescence`,
/// `iterative`, `guess`, `columns`, `baseline`, `leaf-bounds`, `eval`, `win-score`,
/// `win-threshold`, `scoring`, `utilities`, and `format`: text, json, csv, markdown, html or latex, default
/// json; with `mcts` among the algorithms also `iterations` and `seeds`, as text
/// (`"10,100,1000"`, `"0..20"`), `exploration`, `playout`, `select`).
///
/// # Errors
/// The position's, an option's, and the searches'.
pub fn compare(position: &str, options: &str) -> Result<String, Error> {
    let mut o = Named::parse("compare", options)?;
    let _lang = o.lang()?;
    let setup = setup(&mut o)?;
    let default = Choices::default();
    let choices = Choices {
        algorithms: o.text("algorithms")?.unwrap_or(default.algorithms),
        orders: o.text("orders")?.unwrap_or(default.orders),
        tt_size: o.int("tt-size")?.unwrap_or(default.tt_size),
        quiescence: o.given_switch("quiescence")?.unwrap_or(default.quiescence),
        iterative: o.given_switch("iterative")?.unwrap_or(default.iterative),
        guess: o.int("guess")?,
        columns: o.text("columns")?,
        baseline: o.choice(
            "baseline",
            &compare::Baseline::EVERY,
            compare::Baseline::name,
        )?,
        leaf_bounds: o.parsed("leaf-bounds", parse_leaf_bounds)?,
        mcts: compare::MctsChoices {
            iterations: o.text("iterations")?,
            seeds: o.text("seeds")?,
            exploration: o.parsed("exploration", crate::search::mcts::Exploration::parse)?,
            playout: o.choice(
                "playout",
                &crate::search::mcts::Playout::EVERY,
                crate::search::mcts::Playout::name,
            )?,
            select: o.choice(
                "select",
                &crate::search::mcts::Selection::EVERY,
                crate::search::mcts::Selection::name,
            )?,
        },
    };
    let format = o
        .choice("format", &compare::Format::EVERY, compare::Format::name)?
        .unwrap_or(compare::Format::Json);
    o.finish()?;
    let loaded = load(position)?;
    let spec = choices
        .spec(POSITION.to_string(), setup.limits(), format)
        .map_err(Error::usage)?;
    let mut progress = |_: &str| {};
    let report = loaded
        .run(
            &setup,
            compare::Run {
                spec: &spec,
                progress: &mut progress,
            },
        )
        .map_err(Error::worded)?;
    let mut out = Vec::new();
    compare::write(&report, format, None, &mut out).map_err(|source| Error::Write {
        path: "memory".into(),
        source,
    })?;
    Ok(String::from_utf8_lossy(&out).into_owned())
}

/// A human-readable error: its message in [`OPTION_NAMES`]' words, and where it is
/// (`(file, line, column)`, the file [`POSITION`], [`ANSWER`] or `recording`).
pub fn describe(e: &Error) -> (String, Option<(String, usize, usize)>) {
    let at = e
        .location()
        .map(|(path, line, col)| (path.display().to_string(), line, col));
    (e.render(&OPTION_NAMES), at)
}
