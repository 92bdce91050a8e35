//! `gametree exercise`.

use crate::game::Score;
use crate::homework::exercise::{self, RootSide, Sheet, Spec};
use crate::Error;
use clap::Args;
use std::path::PathBuf;

/// Make a random alpha-beta exercise (an explicit tree), reproducible from --seed.
#[derive(Args, Debug)]
pub struct ExerciseArgs {
    /// Plies from the root to the leaves.
    #[arg(long, value_name = "N", default_value_t = 3)]
    depth: u32,
    /// Children per inner node: N, or a range LO..HI drawn uniformly.
    #[arg(long, value_name = "N|LO..HI", default_value = "3", value_parser = Spec::parse_branching)]
    branching: (u32, u32),
    /// Leaf values, drawn uniformly from LO..HI (inclusive).
    #[arg(long, value_name = "LO..HI", default_value = "-20..20", allow_hyphen_values = true, value_parser = Spec::parse_values)]
    values: (Score, Score),
    /// Who moves at the root.
    #[arg(long, value_enum, default_value_t = RootSide::Max)]
    root: RootSide,
    /// The seed; the same seed and options give the same exercise on every machine.
    #[arg(long, value_name = "N")]
    seed: Option<u64>,
    /// At least N cut-offs under left-to-right alpha-beta.
    #[arg(long, value_name = "N", default_value_t = 1)]
    min_cutoffs: u32,
    /// At least one deep cut-off: one whose bound comes from a grandparent or higher.
    #[arg(long)]
    deep_cutoff: bool,
    /// Chance nodes at every other level (MAX, CHANCE, MIN, CHANCE, …; AIMA Fig. 5.11),
    /// with probabilities on their edges: an expectiminimax exercise (--min-cutoffs
    /// does not apply).
    #[arg(long)]
    chance: bool,
    /// What to write.
    #[arg(short, long, value_enum, default_value_t = Sheet::Tree)]
    format: Sheet,
    /// Draw the solved tree (values, windows, pruned branches) instead of the blank sheet.
    #[arg(long)]
    solution: bool,
    /// Write to PATH instead of standard output.
    #[arg(short, long, value_name = "PATH")]
    output: Option<PathBuf>,
}

/// Runs `gametree exercise`; without `--seed` one is drawn and printed on standard error.
pub fn run(a: &ExerciseArgs) -> Result<(), Error> {
    let seed = a.seed.unwrap_or_else(|| {
        let s = exercise::seed_from_clock();
        super::note!("seed: {s} (give --seed {s} to make this exercise again)");
        s
    });
    let spec = Spec {
        depth: a.depth,
        branching: a.branching,
        values: a.values,
        root: a.root,
        min_cutoffs: a.min_cutoffs,
        deep_cutoff: a.deep_cutoff,
        chance: a.chance,
    };
    a.format.check_solution(a.solution)?;
    let ex = exercise::generate(&spec, seed)?;
    let bytes = a.format.write(
        &ex,
        &spec,
        seed,
        a.solution,
        &Default::default(),
        &super::FLAGS,
    )?;
    crate::render::write_to(a.output.as_deref(), |out| out.write_all(&bytes))?;
    super::note!(
        "exercise: seed {seed}, attempt {}, {} cut-offs ({} deep)",
        ex.attempt,
        ex.cutoffs,
        ex.deep_cutoffs
    );
    Ok(())
}
