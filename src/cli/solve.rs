//! `gametree solve`.

use super::output_args::OutputArgs;
use super::setup_args::SetupArgs;
use crate::games;
use crate::solve::{Endgames, Progress, SolveJob, SolveLimits};
use crate::Error;
use clap::Args;
use std::path::PathBuf;
use std::time::Instant;

/// Solve a position: win, draw or loss for the side to move with best play.
#[derive(Args, Debug)]
pub struct SolveArgs {
    /// The position to solve (format: docs/position-files.md; `-`: standard input).
    file: PathBuf,
    /// Node limit, win scoring and evaluation (`--depth` does not apply: solving searches
    /// to the end of the game).
    #[command(flatten)]
    pub(super) game: SetupArgs,
    /// Stop after this many seconds and report what was proven so far; 0 for no limit.
    /// A progress line on the terminal shows the positions searched and the time used.
    #[arg(long, value_name = "SECONDS", default_value_t = crate::solve::DEFAULT_TIME_LIMIT.as_secs_f64())]
    time_limit: f64,
    /// Transposition-table entries (rounded down to a power of two, at least 1,024;
    /// memory is taken only as the table fills): 16 bytes each, default 2^24; Connect
    /// Four's solver 8 bytes each, default 2^22, 2^27 (1 GiB) below 8 discs. The
    /// summary gives the size used.
    #[arg(long, value_name = "N")]
    tt_size: Option<usize>,
    /// Endgame database (games with one: Kalah): the exact value of every position with
    /// at most N stones in play, read from the cache or built (docs/performance.md);
    /// 0 for none. Default: as many stones as fit in 32 MiB, at most half the root's.
    #[arg(long, value_name = "N")]
    endgame: Option<u32>,
    /// MTD(f)'s first guess at the final margin, side to move's view (games scored by a
    /// margin: Kalah): test "≥ N?" first and step from each test's value, instead of
    /// bisecting the possible margins. A right guess proves the value in two tests; a
    /// wrong one only costs time.
    #[arg(long, value_name = "N", allow_hyphen_values = true)]
    guess: Option<i32>,
    /// The most nodes the strategy tree may have (deeper parts are cut short).
    #[arg(long, value_name = "N", default_value_t = SolveLimits::default().strategy_nodes)]
    strategy_nodes: usize,
    /// Print the whole strategy tree as text (the other formats always write it);
    /// without it the text format prints the verdict and the main line.
    #[arg(long)]
    tree: bool,
    #[command(flatten)]
    pub(super) out: OutputArgs,
}

// `--tt-size`'s help says 2^24, 2^22 and 2^27 below 8 discs.
const _: () = assert!(crate::solve::DEFAULT_TT_SIZE == 1 << 24);
const _: () = assert!(crate::solve::connect4::DEFAULT_TT_SIZE == 1 << 22);
const _: () = assert!(crate::solve::connect4::DEFAULT_TT_SIZE_EARLY == 1 << 27);
const _: () = assert!(crate::solve::connect4::EARLY_DISCS == 8);

/// The library's [`SolveLimits`] of the flags.
///
/// # Errors
/// [`Error::Usage`] for a bad time limit or table size, [`crate::ErrorKind::BadOption`]
/// for an endgame database larger than there are.
pub(super) fn limits(a: &SolveArgs) -> Result<SolveLimits, Error> {
    let time_limit = SolveLimits::time_limit(Some(a.time_limit))?;
    if let Some(n) = a.tt_size {
        crate::search::check_tt_size(n)?;
    }
    Ok(SolveLimits {
        // No node limit unless asked for: the time limit stops a solve.
        max_nodes: a.game.max_nodes.unwrap_or(SolveLimits::default().max_nodes),
        time_limit,
        tt_size: a.tt_size,
        strategy_nodes: a.strategy_nodes,
        endgame: match a.endgame {
            None => Endgames::Auto,
            Some(0) => Endgames::Off,
            Some(n) if n <= crate::solve::endgame::MAX_STONES => Endgames::Stones(n),
            Some(_) => {
                return Err(Error::with_kind(
                    crate::ErrorKind::BadOption,
                    crate::tr!(
                        "errors-cmd-solve-endgame",
                        max = crate::solve::endgame::MAX_STONES.to_string()
                    )
                    .into(),
                ))
            }
        },
        guess: a.guess,
    })
}

/// Runs `gametree solve`: the verdict and the main line (the text format without
/// `--tree`) or the strategy tree in the chosen format, the work done on standard error
/// ([`crate::solve::summary`]), a spinner on a terminal.
pub fn run(a: &SolveArgs) -> Result<(), Error> {
    if a.game.depth.is_some() {
        return Err(Error::usage(crate::tr!("errors-cmd-solve-depth").into()));
    }
    let limits = limits(a)?;
    let time_limit = limits.time_limit;
    let target = a.out.target()?;
    target.check()?;
    crate::render::check_output(target.output.as_deref(), &[&a.file])?;
    let loaded = games::load_file(&a.file)?;
    let bar = indicatif::ProgressBar::new_spinner();
    let started = Instant::now();
    // Keeps turning while a class of the endgame database takes minutes to build.
    bar.enable_steady_tick(std::time::Duration::from_millis(250));
    let mut progress = |p: Progress| {
        bar.set_message(match p {
            Progress::Endgame { stones, of, built } => {
                let secs = crate::lang::decimal(started.elapsed().as_secs_f64(), 1);
                if built {
                    crate::tr!(
                        "summary-solve-building",
                        stones = stones,
                        of = of,
                        secs = secs
                    )
                } else {
                    crate::tr!(
                        "summary-solve-reading",
                        stones = stones,
                        of = of,
                        secs = secs
                    )
                }
            }
            Progress::Search { nodes, used, cap } => crate::tr!(
                "summary-solve-progress",
                nodes = nodes,
                full = crate::lang::decimal(100.0 * used as f64 / cap.max(1) as f64, 0),
                secs = crate::lang::decimal(started.elapsed().as_secs_f64(), 1),
                limit = time_limit
                    .map(|t| {
                        format!(
                            " {}",
                            crate::tr!(
                                "summary-solve-progress-limit",
                                secs = t.as_secs_f64().to_string()
                            )
                        )
                    })
                    .unwrap_or_default()
            ),
        });
    };
    let job = SolveJob {
        limits,
        progress: &mut progress,
        naming: super::FLAGS,
    };
    let (sol, summary) = job.solve(&loaded, &a.game.setup())?;
    bar.finish_and_clear();
    if target.format == crate::render::Format::Text && !a.tree && target.steps.is_none() {
        let line = &sol.strategy.meta.principal_variation;
        let main = match (line.is_empty(), sol.solved.result) {
            (false, _) => line.join(" "),
            (true, crate::record::Verdict::Unknown) => crate::tr!(
                "summary-solve-line-unknown",
                by = crate::solve::stopped_by(sol.stop.as_ref()).render(&super::FLAGS)
            ),
            (true, _) => crate::tr!("summary-solve-line-none"),
        };
        let safe = crate::render::escape::terminal::text;
        crate::render::write_to(target.output.as_deref(), |out| {
            writeln!(out, "{}", safe(&summary.verdict))?;
            writeln!(
                out,
                "{}",
                safe(&crate::tr!("summary-solve-main-line", line = main))
            )
        })?;
        super::note!("{}", summary.work);
    } else {
        for warning in target.emit(&sol.strategy, games::layout_of(&sol.strategy.meta.game))? {
            super::note!("{}", warning.render(&super::FLAGS));
        }
        super::note!("{summary}");
    }
    Ok(())
}
