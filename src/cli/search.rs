//! `gametree search`.

use super::output_args::OutputArgs;
use super::setup_args::{SetupArgs, TuningArgs};
use crate::games;
use crate::record::SearchJob;
use crate::render::Format;
use crate::search::Algorithm;
use crate::Error;
use clap::{ArgMatches, Args};
use std::path::PathBuf;

/// Search a position and print the recorded tree.
#[derive(Args, Debug)]
pub struct SearchArgs {
    /// The position file (format: docs/position-files.md; `-`: standard input).
    file: PathBuf,
    /// The search algorithm.
    #[arg(short, long, value_enum, default_value_t = Algorithm::default())]
    pub(super) algorithm: Algorithm,
    #[command(flatten)]
    pub(super) game: SetupArgs,
    #[command(flatten)]
    pub(super) out: OutputArgs,
    #[command(flatten)]
    pub(super) tuning: TuningArgs,
}

/// Runs `gametree search`.
pub fn run(a: &SearchArgs, m: &ArgMatches) -> Result<(), Error> {
    let target = a.out.target()?;
    if target.format == Format::Practice {
        return practice(a, &target, m);
    }
    target.check()?;
    crate::render::check_output(target.output.as_deref(), &[&a.file])?;
    let setup = a.game.setup();
    let mut options = a.tuning.tuning().options(a.algorithm, setup.depth)?;
    if a.algorithm == Algorithm::Mcts {
        target.check_mcts(&options.mcts)?;
    }
    // Text and figures without steps need the tree's N and W, not every iteration.
    options.mcts.keep_log = target.needs_iterations();
    let job = SearchJob {
        algorithm: a.algorithm,
        limits: setup.limits(),
        options: &options,
        boards: target.boards || target.format == Format::Html,
    };
    let (recording, elapsed, win) = games::load_file(&a.file)?.run(&setup, job)?;
    for warning in target.emit(&recording, games::layout_of(&recording.meta.game))? {
        super::note!("{}", warning.render(&super::FLAGS));
    }
    let summary = crate::render::text::summary_of(&recording, win, elapsed);
    super::note!("{summary}");
    Ok(())
}

/// `gametree search FILE --format practice`: the tree searched to the depth given,
/// as a page to fill in by hand under the conventions of `--algorithm` (alphabeta:
/// fail-hard, alphabeta-soft: fail-soft, minimax), `--prune-on` and `--values`.
fn practice(a: &SearchArgs, target: &crate::render::Target, m: &ArgMatches) -> Result<(), Error> {
    use crate::homework::{practice, CheckAlgorithm, Choice, Convention, Method};
    crate::render::check_output(target.output.as_deref(), &[&a.file])?;
    let (algorithm, convention) = match a.algorithm {
        Algorithm::AlphaBeta => (CheckAlgorithm::Alphabeta, Convention::FailHard),
        Algorithm::AlphaBetaSoft => (CheckAlgorithm::Alphabeta, Convention::FailSoft),
        Algorithm::Minimax | Algorithm::Negamax => (CheckAlgorithm::Minimax, Convention::FailHard),
        other => {
            return Err(Error::with_kind(
                crate::ErrorKind::Unsupported,
                crate::tr!("errors-cmd-practice-algorithm", name = other.name()).into(),
            ))
        }
    };
    // An exercise file's own method decides what is not given (homework::Method).
    let given_algorithm = super::method::given(m, "algorithm");
    let asked = Choice {
        algorithm: given_algorithm.then_some(algorithm),
        convention: (given_algorithm && algorithm == CheckAlgorithm::Alphabeta)
            .then_some(convention),
        prune_on: a.tuning.tuning().prune_on,
        view: target.options.values,
        ..Choice::default()
    };
    let loaded = games::load_file(&a.file)?;
    let name = a.file.file_name().unwrap_or(a.file.as_os_str());
    let file = name.to_string_lossy();
    let title = match a.game.setup().depth {
        Some(d) if !loaded.is_explicit() => {
            crate::tr!("check-practice-title-depth", file = &*file, depth = d)
        }
        _ => crate::tr!("check-practice-title-file", file = &*file),
    };
    let method = match &loaded {
        games::Loaded::Tree(tree) => {
            Method::for_tree(tree, &a.file.display().to_string(), &asked, false)?.0
        }
        _ => Method::choose(&asked, None, false, false)?.0,
    };
    let Method::Minimax(conv) = method else {
        return Err(Error::with_kind(
            crate::ErrorKind::Unsupported,
            crate::tr!("errors-cmd-practice-algorithm", name = "mcts").into(),
        ));
    };
    let item = match &loaded {
        games::Loaded::Tree(tree) => practice::Item {
            title: title.clone(),
            tree: tree.clone(),
            position: String::from_utf8_lossy(
                &crate::game::file::read_regular(&a.file, crate::game::file::MAX_POSITION_BYTES)
                    .unwrap_or_default(),
            )
            .into_owned(),
            seed: None,
        },
        _ => practice::from_position(&loaded, &a.game.setup(), &title)?,
    };
    let page = practice::page(&[item], &conv, &title, &super::FLAGS)?;
    crate::render::write_to(target.output.as_deref(), |out| {
        out.write_all(page.as_bytes())
    })?;
    Ok(())
}
