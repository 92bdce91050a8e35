//! The homework commands as requests: [`exercise()`] and [`check`], each reading its
//! options into the library's [`Choice`] and [`Spec`] and doing what the command does
//! through the one kind of exercise the method makes ([`kinds::of`]).

use super::{load, Named, ANSWER, OPTION_NAMES, POSITION};
use crate::games::Loaded;
use crate::homework::exercise::{self, RootSide, Spec};
use crate::homework::sheet::SheetFormat;
use crate::homework::{kinds, CheckAlgorithm, CheckFormat, Choice, Convention, Method};
use crate::record::Perspective;
use crate::search::mcts::Exploration;
use crate::search::CutRule;
use crate::{Error, ErrorKind};

/// The method as asked by the options of `check` and `exercise` ([`Choice`]: each
/// option given or left to the exercise file and the library's defaults):
/// `algorithm`, `convention`, `prune-on`, the view (`values` for `check`, `view`
/// for `exercise`), `accept-bounds`, `require-bounds`, and MCTS's
/// `iterations`, `exploration` and (for `check`) `seed`.
fn choice(o: &mut Named, check: bool) -> Result<Choice, Error> {
    let algorithm = o.choice("algorithm", &CheckAlgorithm::EVERY, CheckAlgorithm::name)?;
    let convention = o.choice("convention", &Convention::EVERY, Convention::name)?;
    let prune_on = o.choice("prune-on", &CutRule::EVERY, CutRule::name)?;
    // The view is `values` in check, `view` in exercise, as on the command line.
    let view_name = if check { "values" } else { "view" };
    let view = o.choice(view_name, &Perspective::EVERY, Perspective::name)?;
    let accept_bounds = match o.text("accept-bounds")?.as_deref() {
        None => None,
        Some("yes") => Some(true),
        Some("no") => Some(false),
        Some(other) => {
            return Err(Error::with_kind(
                ErrorKind::BadOption,
                crate::tr!(
                    "errors-option-expected",
                    name = "accept-bounds",
                    what = crate::tr!("errors-one-of", names = "yes, no"),
                    found = format!("\"{other}\"")
                )
                .into(),
            ))
        }
    };
    Ok(Choice {
        algorithm,
        convention,
        prune_on,
        view,
        accept_bounds,
        require_bounds: o.given_switch("require-bounds")?,
        iterations: o.int("iterations")?,
        exploration: o.parsed("exploration", Exploration::parse)?,
        seed: if check { o.int::<u64>("seed")? } else { None },
    })
}

/// What [`exercise()`] made.
#[derive(Debug)]
pub struct Made {
    /// The seed it was made from (drawn from the clock when none was given).
    pub seed: u64,
    /// The position file (`gametree exercise --format tree`).
    pub position: String,
    /// The model answer (`--format answer`).
    pub answer: String,
    /// The blank sheet as SVG (`--format svg`).
    pub sheet: String,
}

/// Makes an exercise as `gametree exercise` does, with its options (`seed`, `depth`,
/// `branching`, `values`, `root`, `min-cutoffs`, `deep-cutoff`, `chance`,
/// `algorithm`, `convention`, `prune-on`, `view`, `accept-bounds`,
/// `require-bounds`; with `algorithm = mcts` also `iterations` and `exploration`); the
/// same seed and options make the same exercise as the command
/// line.
///
/// # Errors
/// An option's; an exercise the generator cannot make ([`ErrorKind::Limit`]).
pub fn exercise(options: &str) -> Result<Made, Error> {
    let mut o = Named::parse("exercise", options)?;
    let _lang = o.lang()?;
    let default = Spec::default();
    let seed = o.int::<u64>("seed")?;
    let spec = Spec {
        depth: o.int("depth")?.unwrap_or(default.depth),
        branching: o
            .parsed("branching", Spec::parse_branching)?
            .unwrap_or(default.branching),
        values: o
            .parsed("values", Spec::parse_values)?
            .unwrap_or(default.values),
        root: o
            .choice("root", &RootSide::EVERY, RootSide::name)?
            .unwrap_or(default.root),
        min_cutoffs: o.int("min-cutoffs")?.unwrap_or(default.min_cutoffs),
        deep_cutoff: o.switch("deep-cutoff")?,
        chance: o.switch("chance")?,
    };
    let asked = choice(&mut o, false)?;
    o.finish()?;
    let (method, _) = Method::choose(&asked, None, spec.chance, false)?;
    let kind = kinds::of(&method, &spec)?;
    let seed = seed.unwrap_or_else(exercise::seed_from_clock);
    let ex = kind.generate(seed)?;
    let sheet = ex.sheet(SheetFormat::Svg, false)?;
    Ok(Made {
        seed,
        position: ex.position_text(&OPTION_NAMES),
        answer: ex.model_answer()?,
        sheet: String::from_utf8_lossy(&sheet).into_owned(),
    })
}

/// What [`check`] made.
#[derive(Debug)]
pub struct Checked {
    /// The report as `gametree check --format F` writes it (`format`, default json;
    /// html: the marked tree and the replay of the search to the first mistake).
    pub report: String,
    /// Whether every node asked about is right (the command's exit code 0).
    pub correct: bool,
    /// The tree with each answered node marked, as `check --format html` draws it
    /// (`None` when the answer names no node of the tree).
    pub figure: Option<String>,
}

/// Marks `answer` (docs/homework.md's text or JSON) to the explicit tree `position` as
/// `gametree check` does, with its options (`algorithm`, `convention`, `prune-on`,
/// `values`, `accept-bounds`, `require-bounds`, MCTS's `iterations`, `exploration`
/// and `seed`, `force`, and `format`: json, the default, text,
/// csv or html).
///
/// # Errors
/// The position's and an option's; [`ErrorKind::Unsupported`] for a game position or
/// alpha-beta on chance nodes; an answer that cannot be read ([`Error::Parse`] at its
/// line and column, path [`ANSWER`]).
pub fn check(position: &str, answer: &str, options: &str) -> Result<Checked, Error> {
    let mut o = Named::parse("check", options)?;
    let _lang = o.lang()?;
    let asked = choice(&mut o, true)?;
    let force = o.switch("force")?;
    let format = o
        .choice("format", &CheckFormat::EVERY, CheckFormat::name)?
        .unwrap_or(CheckFormat::Json);
    o.finish()?;
    let tree = match load(position)? {
        Loaded::Tree(tree) => tree,
        other => {
            return Err(Error::with_kind(
                ErrorKind::Unsupported,
                crate::tr!(
                    "errors-cmd-check-not-tree",
                    file = POSITION,
                    game = other.game_name()
                )
                .into(),
            ))
        }
    };
    let (method, _) = Method::for_tree(&tree, POSITION, &asked, force)?;
    let (report, figure) = kinds::check_text(
        &tree,
        POSITION,
        ANSWER,
        answer.as_bytes(),
        &method,
        format,
        &OPTION_NAMES,
    )
    .map_err(Error::worded)?;
    Ok(Checked {
        correct: report.exit_code == 0,
        report: report.text,
        figure,
    })
}
