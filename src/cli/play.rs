//! `gametree play`.

use super::setup_args::SetupArgs;
use crate::game::WinScore;
use crate::play::{Engine, Options, Terminal};
use crate::search::Algorithm;
use crate::Error;
use clap::Args;
use std::io::IsTerminal;
use std::path::PathBuf;

/// Play a game against the engine, or watch it play itself.
#[derive(Args, Debug)]
pub struct PlayArgs {
    /// The position to start from (format: docs/position-files.md). May be left out
    /// with --pits or --stones: Kalah from its start.
    #[arg(required_unless_present_any = ["pits", "stones"])]
    file: Option<PathBuf>,
    /// Kalah: start from the start position with K pits a side (1 to 16; default: the
    /// file's, or 6), keeping the file's side to move and rules.
    #[arg(long, value_name = "K")]
    pits: Option<usize>,
    /// Kalah: start from the start position with N stones in each pit (default: the
    /// file's, or 4).
    #[arg(long, value_name = "N")]
    stones: Option<u32>,
    /// Search depth, limits, win scoring and evaluation of the engine. Default depth:
    /// to the end of the game where the game bounds it (tic-tac-toe, trees), otherwise 6.
    #[command(flatten)]
    pub(super) game: SetupArgs,
    /// The engine's algorithm.
    #[arg(short, long, value_enum, default_value_t = Options::default().algorithm)]
    algorithm: Algorithm,
    /// Which side the engine plays.
    #[arg(long, value_enum, default_value_t = Options::default().engine)]
    engine: Engine,
    /// Choose randomly among equally valued best moves (reproducible with --seed).
    #[arg(long)]
    random_ties: bool,
    /// Seed for --random-ties and for the outcomes of chance nodes (trees with chance
    /// nodes: each outcome is drawn by its probability).
    #[arg(long, value_name = "N", default_value_t = Options::default().seed)]
    seed: u64,
    /// Declare a draw after this many plies.
    #[arg(long, value_name = "N", default_value_t = Options::default().max_plies)]
    max_plies: u32,
    /// Draw boards with ASCII only (the default follows the locale: Unicode under UTF-8).
    #[arg(long)]
    ascii: bool,
}

/// Runs `gametree play` on standard input and output.
pub fn run(a: &PlayArgs) -> Result<(), Error> {
    if a.file.as_deref().is_some_and(crate::game::file::is_stdio) {
        return Err(Error::usage(crate::tr!("errors-cmd-play-stdin").into()));
    }
    let utf8 = ["LC_ALL", "LC_CTYPE", "LANG"]
        .iter()
        .find_map(|k| std::env::var(k).ok().filter(|v| !v.is_empty()))
        .is_some_and(|v| {
            let v = v.to_ascii_uppercase();
            v.contains("UTF-8") || v.contains("UTF8")
        });
    let setup = a.game.setup();
    let options = Options {
        unicode: utf8 && !a.ascii,
        echo: !std::io::stdin().is_terminal(),
        ..options(a)
    };
    let game = crate::games::load_start(a.file.as_deref(), a.pits, a.stones)?;
    game.run(&setup, Terminal { options }).map(|_| ())
}

/// The library's [`Options`] of the flags (ASCII boards, no echo: [`run`] decides
/// those by the terminal).
pub(super) fn options(a: &PlayArgs) -> Options {
    Options {
        algorithm: a.algorithm,
        limits: a.game.setup().limits(),
        win: WinScore::NONE,
        engine: a.engine,
        random_ties: a.random_ties.then_some(a.seed),
        seed: a.seed,
        max_plies: a.max_plies,
        unicode: false,
        echo: false,
        position_file: a.file.clone(),
    }
}
