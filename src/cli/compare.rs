//! `gametree compare`.

use super::args::{check_tt_size, GameArgs};
use crate::compare::{Format, Run, Spec};
use crate::search;
use crate::Error;
use clap::Args;
use std::path::PathBuf;

/// Compare several algorithms and move orderings on one position.
#[derive(Args, Debug)]
pub struct CompareArgs {
    /// The position file (format: docs/position-files.md).
    file: PathBuf,
    /// Comma-separated algorithms: minimax, negamax, alphabeta, alphabeta-soft, pvs,
    /// alphabeta-tt, mtdf.
    #[arg(
        long,
        value_name = "LIST",
        default_value = "minimax,alphabeta,pvs,alphabeta-tt,mtdf"
    )]
    algorithms: String,
    /// Comma-separated move orderings; combine criteria with `+` (natural, best, worst,
    /// eval, tt, killer, history, e.g. `natural,best,tt+killer+history`).
    #[arg(long, value_name = "LIST", default_value = "natural")]
    orders: String,
    #[command(flatten)]
    game: GameArgs,
    /// Transposition-table entries (alphabeta-tt, mtdf, the tt ordering).
    #[arg(long, value_name = "N", default_value_t = search::tt::DEFAULT_TT_SIZE)]
    tt_size: usize,
    /// Quiescence search at the depth limit for every row (the minimax baseline too).
    #[arg(long)]
    quiescence: bool,
    /// Output format.
    #[arg(short, long, value_enum, default_value_t = Format::Text)]
    format: Format,
    /// Write the output to PATH instead of standard output.
    #[arg(short, long, value_name = "PATH")]
    output: Option<PathBuf>,
}

/// Runs `gametree compare`; exit code 1 when the algorithms disagree on the root value.
pub fn run(a: &CompareArgs) -> Result<u8, Error> {
    let loaded = super::args::load_file(&a.file)?;
    let (algorithms, orders) = Spec::parse_lists(&a.algorithms, &a.orders).map_err(Error::Usage)?;
    check_tt_size(a.tt_size)?;
    let spec = Spec {
        file: a.file.display().to_string(),
        algorithms,
        orders,
        limits: a.game.limits(),
        tt_size: a.tt_size,
        quiescence: a.quiescence,
    };
    let rows = (spec.algorithms.len() * spec.orders.len()) as u64;
    let bar = super::args::progress_bar(rows + 1, "compare {wide_bar} {pos}/{len} {msg}");
    bar.enable_steady_tick(std::time::Duration::from_millis(200));
    let mut started = false;
    let mut progress = |what: &str| {
        if started {
            bar.inc(1);
        }
        started = true;
        bar.set_message(what.to_string());
    };
    let report = loaded.run(
        &a.game.setup(),
        Run {
            spec: &spec,
            progress: &mut progress,
        },
    )?;
    bar.finish_and_clear();
    crate::render::write_to(a.output.as_deref(), |out| {
        crate::compare::write(&report, a.format, out)
    })?;
    match crate::compare::disagreement(&report) {
        Some(message) => {
            eprintln!("{message}");
            Ok(1)
        }
        None => Ok(0),
    }
}
