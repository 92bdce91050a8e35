//! The search options of the command line (`--order`, `--tt-size`, `--quiescence`,
//! `--guess`, `--test-value`, `--prune-on`, `--iterative`) and the checks that they fit
//! the algorithm.

use super::{tt, Algorithm, Options, Order};
use crate::game::{Score, SCORE_LIMIT};

/// Checks a transposition-table size (`--tt-size`): at least one entry.
///
/// # Errors
/// A message for zero.
pub fn check_tt_size(entries: usize) -> Result<(), String> {
    if entries == 0 {
        return Err("--tt-size must be at least 1".into());
    }
    Ok(())
}

/// The flags that tune one search, as given on the command line; [`Tuning::options`]
/// checks them and makes the [`Options`].
#[derive(Clone, Debug, PartialEq, Eq, clap::Args)]
pub struct Tuning {
    /// Move ordering: natural (generation order), best or worst (oracle: children by
    /// their true value), or a comma-separated list of eval, tt, killer, history.
    #[arg(long, value_name = "ORDER", default_value = "natural")]
    pub order: String,
    /// Transposition-table slots (alphabeta-tt, mtdf, the tt ordering, --iterative):
    /// N for the probes (one per position and remaining depth) and N for move
    /// ordering; always-replace.
    #[arg(long, value_name = "N", default_value_t = tt::DEFAULT_TT_SIZE)]
    pub tt_size: usize,
    /// Quiescence search: at the depth limit keep following captures (draughts) and
    /// captures and extra turns (Kalah) until the position is quiet.
    #[arg(long)]
    pub quiescence: bool,
    /// MTD(f)'s first guess, MAX's view (mtdf only).
    #[arg(long, value_name = "F", allow_hyphen_values = true)]
    pub guess: Option<Score>,
    /// The null-window test's K, MAX's view: is the value ≥ K? (test only; required).
    #[arg(long, value_name = "K", allow_hyphen_values = true)]
    pub test_value: Option<Score>,
    /// When alpha-beta cuts off (every alpha-beta algorithm): ge at α ≥ β, the usual
    /// rule; gt only at α > β, so that a tie goes on searching (as some lecture slides
    /// teach). Default: ge.
    #[arg(long, value_enum, value_name = "RULE")]
    pub prune_on: Option<super::CutRule>,
    /// Iterative deepening to --depth: depths 1, 2, …, N, each feeding the next (the
    /// table's best move first; MTD(f)'s guess from the previous value). For alphabeta,
    /// alphabeta-soft, pvs, alphabeta-tt and mtdf on games.
    #[arg(long)]
    pub iterative: bool,
    /// Known bounds L..U on every leaf value, MAX's view (star1 and star2; required
    /// there), e.g. `--leaf-bounds -10..10`: Ballard's Star1 and Star2 derive the
    /// windows of a chance node's children from them.
    #[arg(long, value_name = "L..U", allow_hyphen_values = true, value_parser = parse_leaf_bounds)]
    pub leaf_bounds: Option<(Score, Score)>,
}

/// Reads `--leaf-bounds L..U`: two whole numbers, `L < U`, within ±[`SCORE_LIMIT`].
pub(crate) fn parse_leaf_bounds(s: &str) -> Result<(Score, Score), String> {
    let bad = || format!("expected L..U, two whole numbers with L < U (e.g. -10..10), found `{s}`");
    let (l, u) = s.split_once("..").ok_or_else(bad)?;
    let num = |t: &str| {
        t.trim()
            .parse::<Score>()
            .ok()
            .filter(|v| v.abs() <= SCORE_LIMIT)
    };
    match (num(l), num(u)) {
        (Some(l), Some(u)) if l < u => Ok((l, u)),
        _ => Err(bad()),
    }
}

impl Tuning {
    /// The [`Options`] for `algorithm` searching to `depth`.
    ///
    /// # Errors
    /// [`Options::check`]'s messages, then a bad ordering or a table of no entries.
    pub fn options(&self, algorithm: Algorithm, depth: Option<u32>) -> Result<Options, String> {
        let mut options = Options {
            tt_size: self.tt_size,
            guess: self.guess.unwrap_or(0),
            test_value: self.test_value.unwrap_or(0),
            iterative: self.iterative,
            quiescence: self.quiescence,
            cut: self.prune_on.unwrap_or_default(),
            leaf_bounds: self.leaf_bounds,
            ..Options::default()
        };
        if algorithm.needs_leaf_bounds() && self.leaf_bounds.is_none() {
            return Err(format!(
                "--algorithm {} needs --leaf-bounds L..U, bounds on every leaf value (Ballard 1983)",
                algorithm.name()
            ));
        }
        if !algorithm.needs_leaf_bounds() && self.leaf_bounds.is_some() {
            return Err("--leaf-bounds applies only to --algorithm star1 and star2".into());
        }
        if self.prune_on.is_some() && algorithm.needs_leaf_bounds() {
            return Err(format!(
                "--prune-on does not apply to {}: it cuts off at α ≥ β (and at chance nodes by Ballard's bounds)",
                algorithm.name()
            ));
        }
        if self.prune_on.is_some()
            && matches!(
                algorithm,
                Algorithm::Minimax | Algorithm::Negamax | Algorithm::Expectiminimax
            )
        {
            return Err(format!(
                "--prune-on applies to the alpha-beta algorithms; {} prunes nothing",
                algorithm.name()
            ));
        }
        if self.prune_on == Some(super::CutRule::Gt)
            && !matches!(algorithm, Algorithm::AlphaBeta | Algorithm::AlphaBetaSoft)
        {
            return Err(format!(
                "--prune-on gt is a convention of alpha-beta worked by hand (alphabeta, \
                 alphabeta-soft); {} searches with null windows [β − 1, β] and needs its \
                 cut-offs at α ≥ β",
                algorithm.name()
            ));
        }
        options.check(
            algorithm,
            self.guess.is_some(),
            self.test_value.is_some(),
            depth,
        )?;
        check_tt_size(self.tt_size)?;
        options.order = Order::parse(&self.order)?;
        Ok(options)
    }
}

impl Options {
    /// Checks that the options fit `algorithm`: `--test-value` (`test_value_given`)
    /// exactly with the null-window test, `--guess` only with MTD(f), iterative deepening
    /// only for the alpha-beta family and with a depth limit.
    ///
    /// # Errors
    /// A message naming the option that does not fit.
    pub fn check(
        &self,
        algorithm: Algorithm,
        guess_given: bool,
        test_value_given: bool,
        depth: Option<u32>,
    ) -> Result<(), String> {
        if algorithm == Algorithm::Test && !test_value_given {
            return Err(
                "--algorithm test needs --test-value K: it answers whether the value is at least K"
                    .into(),
            );
        }
        if algorithm != Algorithm::Test && test_value_given {
            return Err("--test-value applies only to --algorithm test".into());
        }
        if algorithm != Algorithm::Mtdf && guess_given {
            return Err("--guess applies only to --algorithm mtdf".into());
        }
        if self.iterative {
            if !algorithm.supports_iterative() {
                return Err(format!(
                    "--iterative works with alphabeta, alphabeta-soft, pvs, alphabeta-tt and mtdf, not {}",
                    algorithm.name()
                ));
            }
            if depth.is_none() {
                return Err("--iterative needs --depth N, the last iteration's depth".into());
            }
        }
        Ok(())
    }
}
