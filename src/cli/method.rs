//! The flags that choose how an exercise is solved and marked, shared by `check` and
//! `exercise` (flattened into both): the library's [`Choice`], each flag counted only
//! when given on the command line, so that an exercise file's own settings decide the
//! rest ([`crate::homework::Method::choose`]). The defaults shown in `--help` are the
//! library's.

use super::args::YesNo;
use crate::homework::{CheckAlgorithm, Choice, Convention, Conventions};
use crate::search::mcts::Exploration;
use crate::search::CutRule;
use clap::parser::ValueSource;
use clap::{ArgMatches, Args};

/// How answers are solved and marked (`check`, `exercise`).
#[derive(Args, Debug)]
pub struct MethodArgs {
    /// The algorithm the answers follow (on a tree with chance nodes: expectiminimax).
    /// Default: the exercise file's, else alphabeta.
    #[arg(short, long, value_enum, default_value_t = CheckAlgorithm::Alphabeta)]
    pub algorithm: CheckAlgorithm,
    /// What a node whose search fails returns.
    #[arg(long, value_enum, default_value_t = default_convention())]
    convention: Convention,
    /// When a node's remaining moves are cut off.
    #[arg(long, value_enum, default_value_t = Conventions::default().cut)]
    prune_on: CutRule,
    /// Whether a bound answer (`C <= 3`) counts at a node whose value is only a bound
    /// (`C = 3` does too, unless --require-bounds).
    #[arg(long, value_enum, default_value_t = YesNo::Yes)]
    accept_bounds: YesNo,
    /// A value that is only a bound must be written as one: `C <= 3`, and `C = 3` is
    /// wrong there (`=` is for exact values). Not with --accept-bounds no.
    #[arg(long)]
    require_bounds: bool,
    /// With --algorithm mcts: the iterations searched before the question; the
    /// question is the next one [default: 8].
    #[arg(long, value_name = "K")]
    iterations: Option<u64>,
    /// With --algorithm mcts: UCB1's exploration constant C [default: sqrt2].
    #[arg(long, value_name = "C", value_parser = Exploration::parse)]
    exploration: Option<Exploration>,
}

/// The library's default convention's name for `--help`.
fn default_convention() -> Convention {
    if Conventions::default().soft {
        Convention::FailSoft
    } else {
        Convention::FailHard
    }
}

/// Whether the flag of argument `id` was given on the command line (not its default).
pub fn given(m: &ArgMatches, id: &str) -> bool {
    m.value_source(id) == Some(ValueSource::CommandLine)
}

impl MethodArgs {
    /// The settings given on the command line (`m`: the subcommand's matches), the
    /// view and MCTS's seed as the caller read them.
    pub fn choice(
        &self,
        m: &ArgMatches,
        view: Option<crate::record::Perspective>,
        seed: Option<u64>,
    ) -> Choice {
        let on = |id: &str| given(m, id);
        Choice {
            algorithm: on("algorithm").then_some(self.algorithm),
            convention: on("convention").then_some(self.convention),
            prune_on: on("prune_on").then_some(self.prune_on),
            view,
            accept_bounds: on("accept_bounds").then_some(self.accept_bounds == YesNo::Yes),
            require_bounds: on("require_bounds").then_some(self.require_bounds),
            iterations: self.iterations,
            exploration: self.exploration,
            seed,
        }
    }
}
