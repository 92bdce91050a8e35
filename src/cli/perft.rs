//! `gametree perft`.

use crate::games::perft::PerftJob;
use crate::games::Setup;
use crate::Error;
use clap::Args;
use std::path::PathBuf;

/// Count the move sequences of exactly N plies (perft), to test move generators.
#[derive(Args, Debug)]
pub struct PerftArgs {
    /// The position file (format: docs/position-files.md; `-`: standard input).
    file: PathBuf,
    /// The depth in plies.
    #[arg(short, long, value_name = "N")]
    depth: u32,
    /// List the count below each root move, in generation order.
    #[arg(long)]
    pub(super) divide: bool,
    /// Count a game that ends before --depth as one (the leaves of the cut tree:
    /// tic-tac-toe perft 9 is then 255,168, the number of possible games) instead of
    /// nothing, the standard definition.
    #[arg(long)]
    pub(super) count_finished: bool,
}

/// Runs `gametree perft`: the division (with `--divide`) and the total on standard
/// output, the time and rate on standard error, a progress bar on a terminal.
pub fn run(a: &PerftArgs) -> Result<(), Error> {
    let game = crate::games::load_file(&a.file)?;
    let bar = super::args::progress_bar(
        0,
        &format!(
            "perft {{wide_bar}} {{pos}}/{{len}} {}, {{elapsed}} ({} {{eta}})",
            crate::tr!("summary-perft-subtrees"),
            crate::tr!("summary-perft-eta")
        ),
    );
    let mut progress = |done, len| {
        bar.set_length(len);
        bar.set_position(done);
    };
    let job = PerftJob {
        depth: a.depth,
        count_finished: a.count_finished,
        progress: &mut progress,
    };
    let r = game.run(&Setup::default(), job)?;
    bar.finish_and_clear();
    crate::render::write_to(None, |out| {
        for line in r.division.iter().filter(|_| a.divide) {
            writeln!(out, "{line}")?;
        }
        writeln!(out, "perft {}: {}", r.depth, r.total)
    })?;
    let secs = r.elapsed.as_secs_f64();
    let rate = crate::render::text::rate(r.total, secs);
    super::note!(
        "{}",
        crate::tr!(
            "summary-perft",
            game = r.game.to_string(),
            depth = r.depth,
            total = r.total,
            secs = crate::lang::decimal(secs, 3),
            rate = rate
        )
    );
    Ok(())
}
