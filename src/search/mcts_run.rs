//! What Monte Carlo tree search is run with and what a recording keeps of it: the
//! settings ([`MctsOptions`]: iterations, UCB1's `C`, seed, playout, selection rule) and
//! the iterations ([`MctsRun`], [`MctsIteration`]). Kept apart from the algorithm
//! (`mcts.rs`) so that the trace vocabulary can name them without depending on it.

use std::time::Duration;

/// The exploration constant `C` of UCB1, a positive finite number (`--exploration`,
/// default √2, Kocsis & Szepesvári 2006's choice for rewards in [0, 1]).
///
/// Compared and hashed by its bits, so that [`super::Options`] stays `Eq`.
#[derive(Copy, Clone, Debug)]
pub struct Exploration(f64);

impl Exploration {
    /// √2.
    pub const SQRT_2: Exploration = Exploration(std::f64::consts::SQRT_2);

    /// `c` if it is finite and ≥ 0 (0: pure exploitation; −0 is 0).
    pub fn new(c: f64) -> Option<Exploration> {
        // −0 + 0 is +0: `-0` reads as the 0 it is, and prints so.
        (c.is_finite() && c >= 0.0).then_some(Exploration(c + 0.0))
    }

    /// The constant.
    pub fn get(self) -> f64 {
        self.0
    }

    /// Reads `C`: a decimal number ≥ 0, or `sqrt2` / `√2`.
    ///
    /// # Errors
    /// What was expected, naming what was found.
    pub fn parse(s: &str) -> Result<Exploration, String> {
        let t = s.trim();
        if t.eq_ignore_ascii_case("sqrt2") || t == "√2" {
            return Ok(Exploration::SQRT_2);
        }
        t.parse::<f64>()
            .ok()
            .and_then(Exploration::new)
            .ok_or_else(|| crate::tr!("errors-exploration", found = s))
    }
}

impl Default for Exploration {
    fn default() -> Self {
        Exploration::SQRT_2
    }
}

impl PartialEq for Exploration {
    fn eq(&self, other: &Self) -> bool {
        self.0.to_bits() == other.0.to_bits()
    }
}

impl Eq for Exploration {}

impl Exploration {
    /// `C` as a person reads it in the [current](crate::lang::current) language: `√2`
    /// for the default, else the shortest decimal that reads back the same, with a
    /// decimal comma in the languages that write one (the summary line, compare's
    /// tables). Machine formats write the number itself.
    pub fn for_reading(self) -> String {
        let s = self.to_string();
        if crate::lang::current().decimal_comma() {
            s.replace('.', ",")
        } else {
            s
        }
    }
}

impl std::fmt::Display for Exploration {
    /// `√2` for the default, else the shortest decimal that reads back the same: in
    /// scientific notation (`1e308`, `2.5e-9`) when plain digits would be more than 16
    /// (from 10^16, or below 10^-6), so that no C prints hundreds of digits.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let c = self.0;
        if *self == Exploration::SQRT_2 {
            f.write_str("√2")
        } else if c >= 1e16 || (c > 0.0 && c < 1e-6) {
            write!(f, "{c:e}")
        } else {
            write!(f, "{c}")
        }
    }
}

/// How a playout ends (`--playout`).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub enum Playout {
    /// Random moves to the end of the game (an explicit tree: to a leaf).
    #[default]
    Random,
    /// Random moves to the depth limit, where the evaluation's sign is the reward.
    Eval,
}

impl Playout {
    /// Both.
    pub const EVERY: [Playout; 2] = [Playout::Random, Playout::Eval];

    /// `random` or `eval`.
    pub fn name(self) -> &'static str {
        match self {
            Playout::Random => "random",
            Playout::Eval => "eval",
        }
    }
}

/// The selection rule (`--select`). Only UCT now; the enum leaves room for others.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub enum Selection {
    /// UCB1 applied to trees (Kocsis & Szepesvári 2006).
    #[default]
    Uct,
}

impl Selection {
    /// Every rule.
    pub const EVERY: [Selection; 1] = [Selection::Uct];

    /// `uct`.
    pub fn name(self) -> &'static str {
        match self {
            Selection::Uct => "uct",
        }
    }
}

/// The options of Monte Carlo tree search ([`super::Options::mcts`]).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct MctsOptions {
    /// Iterations to run (`--iterations`), at least 1.
    pub iterations: u64,
    /// Stop after this much wall-clock time instead (`--time-limit`), if given; then
    /// `iterations` is an upper bound. Not reproducible.
    pub time_limit: Option<Duration>,
    /// UCB1's `C` (`--exploration`).
    pub exploration: Exploration,
    /// The random generator's seed (`--seed`).
    pub seed: u64,
    /// How a playout ends (`--playout`).
    pub playout: Playout,
    /// The selection rule (`--select`).
    pub select: Selection,
}

/// A positive, finite number of seconds (`--time-limit`), as a duration.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Seconds(pub Duration);

impl Seconds {
    /// Reads a positive number of seconds.
    ///
    /// # Errors
    /// What was expected, naming what was found.
    pub fn parse(s: &str) -> Result<Seconds, String> {
        s.trim()
            .parse::<f64>()
            .ok()
            .filter(|t| *t > 0.0 && t.is_finite())
            .and_then(|t| Duration::try_from_secs_f64(t).ok())
            .map(Seconds)
            .ok_or_else(|| crate::tr!("errors-mcts-time-limit", found = s))
    }
}

/// The default number of iterations.
pub const DEFAULT_ITERATIONS: u64 = 1000;

impl Default for MctsOptions {
    fn default() -> Self {
        MctsOptions {
            iterations: DEFAULT_ITERATIONS,
            time_limit: None,
            exploration: Exploration::SQRT_2,
            seed: 0,
            playout: Playout::Random,
            select: Selection::Uct,
        }
    }
}

/// One iteration of Monte Carlo tree search (`--algorithm mcts`; Browne et al. 2012):
/// the path selection took, the node expansion added, the playout's reward.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct MctsIteration {
    /// The selected nodes, root first: each a child of the one before, chosen by UCB1
    /// for the side to move (or sampled at a chance node). Recording node ids.
    pub path: Vec<u32>,
    /// The child expansion added to the last node of `path`; `None` when that node is
    /// a finished game, a leaf or at the depth limit, which are never expanded.
    pub expanded: Option<u32>,
    /// The playout's reward, MAX's view, in the rewards' units: every node of `path`
    /// and `expanded` added it to its total `W` and 1 to its visits `N`.
    #[serde(rename = "playout")]
    pub reward: i64,
    /// The playout's length in plies (0: the node was valued without a move).
    #[serde(rename = "plies")]
    pub playout_plies: u32,
}

/// Monte Carlo tree search's settings and iterations, as a recording keeps them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MctsRun {
    /// UCB1's `C`.
    pub exploration: Exploration,
    /// The random generator's seed.
    pub seed: u64,
    /// How playouts end.
    pub playout: Playout,
    /// The selection rule.
    pub select: Selection,
    /// Every iteration, in order.
    pub iterations: Vec<MctsIteration>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn c_prints_as_a_person_reads_it_and_reads_back_the_same() {
        let shown = |s: &str| Exploration::parse(s).unwrap().to_string();
        assert_eq!(shown("-0"), "0");
        assert_eq!(shown("1e308"), "1e308");
        assert_eq!(shown("2.5e-9"), "2.5e-9");
        assert_eq!(shown("0.5"), "0.5");
        assert_eq!(shown("123456789"), "123456789");
        assert_eq!(shown("sqrt2"), "√2");
        for s in [
            "-0",
            "1e308",
            "2.5e-9",
            "0.5",
            "1234567890123456789",
            "7e-7",
        ] {
            let c = Exploration::parse(s).unwrap();
            assert_eq!(Exploration::parse(&c.to_string()).unwrap(), c, "{s}");
            assert!(c.to_string().len() <= 24, "{s}: {c}");
        }
    }
}
