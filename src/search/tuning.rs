//! The options that tune one search ([`Tuning`]: ordering, table size, quiescence,
//! MTD(f)'s guess, the test value, the cut-off rule, iterative deepening, Star1's leaf
//! bounds) and the checks that they fit the algorithm ([`Algorithm::caps`]).

use super::{tt, Algorithm, Options, Order};
use crate::game::{Score, SCORE_LIMIT};
use crate::params::Message;
use crate::tr_message;

/// Checks a transposition-table size: at least one entry.
///
/// # Errors
/// A [`Message`] naming [`crate::params::Param::TtSize`] for zero.
pub fn check_tt_size(entries: usize) -> Result<(), Message> {
    if entries == 0 {
        return Err(tr_message!("errors-tt-size", [TtSize]));
    }
    Ok(())
}

/// The options that tune one search, as the user gave them (`None`: not given);
/// [`Tuning::options`] checks them against the algorithm and makes the [`Options`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tuning {
    /// Move ordering: `natural` (generation order), `best` or `worst` (oracle: children
    /// by their true value), or a comma-separated list of `eval`, `tt`, `killer`,
    /// `history` ([`Order::parse`]).
    pub order: String,
    /// Transposition-table slots (alphabeta-tt, mtdf, the tt ordering, iterative
    /// deepening): this many for the probes (one per position and remaining depth) and
    /// as many for move ordering; always-replace.
    pub tt_size: usize,
    /// Quiescence search: at the depth limit keep following captures (draughts) and
    /// captures and extra turns (Kalah) until the position is quiet.
    pub quiescence: bool,
    /// MTD(f)'s first guess, MAX's view (mtdf only).
    pub guess: Option<Score>,
    /// The null-window test's K, MAX's view: is the value ≥ K? (test only; required).
    pub test_value: Option<Score>,
    /// When alpha-beta cuts off: [`super::CutRule::Ge`] at α ≥ β (the default),
    /// [`super::CutRule::Gt`] only at α > β (fail-hard and fail-soft alpha-beta).
    pub prune_on: Option<super::CutRule>,
    /// Iterative deepening to the depth limit: depths 1, 2, …, N, each feeding the next
    /// (the table's best move first; MTD(f)'s guess from the previous value).
    pub iterative: bool,
    /// Known bounds `(L, U)` on every leaf value, MAX's view, in the leaves' units
    /// (star1 and star2; required there): Ballard's Star1 and Star2 derive the windows
    /// of a chance node's children from them.
    pub leaf_bounds: Option<(Score, Score)>,
    /// Monte Carlo tree search's options as given (mcts only).
    pub mcts: MctsTuning,
}

/// Monte Carlo tree search's options as the user gave them (`None`: not given);
/// [`Tuning::options`] checks them and makes [`super::mcts::MctsOptions`].
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MctsTuning {
    /// Iterations (at least 1; default [`super::mcts::DEFAULT_SEARCH_ITERATIONS`]).
    pub iterations: Option<u64>,
    /// Stop after this many seconds (a positive number), not reproducible.
    pub time_limit: Option<super::mcts::Seconds>,
    /// UCB1's `C` (default √2).
    pub exploration: Option<super::mcts::Exploration>,
    /// The random generator's seed (default 0).
    pub seed: Option<u64>,
    /// How playouts end (default random; `eval` needs a depth limit).
    pub playout: Option<super::mcts::Playout>,
    /// The selection rule (default UCT).
    pub select: Option<super::mcts::Selection>,
}

impl MctsTuning {
    /// Whether any option was given.
    fn any(&self) -> bool {
        *self != MctsTuning::default()
    }

    /// The first option given, for the message that it needs mcts.
    fn first(&self) -> Option<crate::params::Param> {
        use crate::params::Param;
        [
            (self.iterations.is_some(), Param::Iterations),
            (self.time_limit.is_some(), Param::TimeLimit),
            (self.exploration.is_some(), Param::Exploration),
            (self.seed.is_some(), Param::Seed),
            (self.playout.is_some(), Param::Playout),
            (self.select.is_some(), Param::Select),
        ]
        .into_iter()
        .find(|(given, _)| *given)
        .map(|(_, p)| p)
    }

    /// The options, checked (`search -a mcts`; `compare` checks its Monte Carlo rows'
    /// with it too).
    pub(crate) fn options(&self, depth: Option<u32>) -> Result<super::mcts::MctsOptions, Message> {
        use super::mcts::{MctsOptions, Playout};
        let d = MctsOptions::default();
        if self.iterations == Some(0) {
            return Err(tr_message!("errors-mcts-iterations", [Iterations]));
        }
        let playout = self.playout.unwrap_or(d.playout);
        if playout == Playout::Eval && depth.is_none() {
            return Err(tr_message!(
                "errors-mcts-eval-needs-depth",
                [Playout = "eval", Depth = "N"]
            ));
        }
        Ok(MctsOptions {
            iterations: match (self.iterations, self.time_limit) {
                (Some(n), _) => n,
                (None, Some(_)) => u64::MAX,
                (None, None) => d.iterations,
            },
            time_limit: self.time_limit.map(|s| s.0),
            exploration: self.exploration.unwrap_or(d.exploration),
            seed: self.seed.unwrap_or(d.seed),
            playout,
            select: self.select.unwrap_or(d.select),
            keep_log: d.keep_log,
        })
    }
}

impl Default for Tuning {
    /// Natural order, [`tt::DEFAULT_TT_SIZE`] slots, nothing else given.
    fn default() -> Self {
        Tuning {
            order: "natural".into(),
            tt_size: tt::DEFAULT_TT_SIZE,
            quiescence: false,
            guess: None,
            test_value: None,
            prune_on: None,
            iterative: false,
            leaf_bounds: None,
            mcts: MctsTuning::default(),
        }
    }
}

/// Reads leaf bounds written `L..U`: two whole numbers, `L < U`, within
/// ±[`SCORE_LIMIT`].
///
/// # Errors
/// What was expected and what was found.
pub fn parse_leaf_bounds(s: &str) -> Result<(Score, Score), String> {
    let bad = || crate::tr!("errors-leaf-bounds-format", found = s);
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

/// The message `id` with `{ $o0 }` the parameter `p` and `{ $o1 }` the setting
/// `algorithm = name`.
fn param_message(id: &str, p: crate::params::Param, name: &str) -> Message {
    use crate::params::{slot, Param, Part};
    let args = [
        ("o0", crate::lang::Arg::from(slot(0))),
        ("o1", crate::lang::Arg::from(slot(1))),
    ];
    Message::spliced(
        &crate::lang::message(id, &args),
        &[
            Part::Param(p),
            Part::Setting(Param::Algorithm, name.to_string()),
        ],
    )
}

impl Tuning {
    /// The first option given that Monte Carlo tree search has no use for.
    fn refused_by_mcts(&self) -> Option<crate::params::Param> {
        use crate::params::Param;
        let d = Tuning::default();
        [
            (self.order != d.order, Param::Order),
            (self.tt_size != d.tt_size, Param::TtSize),
            (self.quiescence, Param::Quiescence),
            (self.prune_on.is_some(), Param::PruneOn),
            (self.iterative, Param::Iterative),
        ]
        .into_iter()
        .find(|(given, _)| *given)
        .map(|(_, p)| p)
    }

    /// The [`Options`] for `algorithm` searching to `depth`.
    ///
    /// # Errors
    /// [`Options::check`]'s problems, then a bad ordering or a table of no entries.
    pub fn options(&self, algorithm: Algorithm, depth: Option<u32>) -> Result<Options, Message> {
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
        let caps = algorithm.caps();
        let name = algorithm.name();
        if caps.sampling {
            options.mcts = self.mcts.options(depth)?;
            if let Some(p) = self.refused_by_mcts() {
                return Err(param_message("errors-mcts-has-no-use", p, name));
            }
        } else if let Some(p) = self.mcts.first().filter(|_| self.mcts.any()) {
            return Err(param_message("errors-applies-only-to", p, "mcts"));
        }
        if caps.leaf_bounds && self.leaf_bounds.is_none() {
            return Err(tr_message!(
                "errors-needs-leaf-bounds",
                [Algorithm = name, LeafBounds = "L..U"]
            ));
        }
        if !caps.leaf_bounds && self.leaf_bounds.is_some() {
            return Err(tr_message!(
                "errors-leaf-bounds-only",
                [LeafBounds, Algorithm = "star1"]
            ));
        }
        if let Some(rule) = self.prune_on {
            if caps.leaf_bounds {
                return Err(tr_message!("errors-prune-on-star", [PruneOn], name = name));
            }
            if !caps.prunes {
                return Err(tr_message!(
                    "errors-prune-on-no-pruning",
                    [PruneOn],
                    name = name
                ));
            }
            if rule == super::CutRule::Gt && !caps.prune_on_gt {
                return Err(tr_message!(
                    "errors-prune-on-gt",
                    [PruneOn = "gt"],
                    name = name
                ));
            }
        }
        options.check(
            algorithm,
            self.guess.is_some(),
            self.test_value.is_some(),
            depth,
        )?;
        check_tt_size(self.tt_size)?;
        options.order = Order::parse(&self.order).map_err(Message::text)?;
        Ok(options)
    }
}

impl Options {
    /// Checks that the options fit `algorithm` ([`Algorithm::caps`]): a test value
    /// (`test_value_given`) exactly with the null-window test, a guess only with
    /// MTD(f), iterative deepening only for the alpha-beta family and with a depth
    /// limit.
    ///
    /// # Errors
    /// A [`Message`] naming the option that does not fit.
    pub fn check(
        &self,
        algorithm: Algorithm,
        guess_given: bool,
        test_value_given: bool,
        depth: Option<u32>,
    ) -> Result<(), Message> {
        let caps = algorithm.caps();
        if caps.test_value && !test_value_given {
            return Err(tr_message!(
                "errors-needs-test-value",
                [Algorithm = algorithm.name(), TestValue = "K"]
            ));
        }
        if !caps.test_value && test_value_given {
            return Err(tr_message!(
                "errors-applies-only-to",
                [TestValue, Algorithm = "test"]
            ));
        }
        if !caps.guess && guess_given {
            return Err(tr_message!(
                "errors-applies-only-to",
                [Guess, Algorithm = "mtdf"]
            ));
        }
        if self.iterative {
            if !caps.iterative {
                let names: Vec<&str> = Algorithm::EVERY
                    .iter()
                    .filter(|a| a.caps().iterative)
                    .map(|a| a.name())
                    .collect();
                return Err(tr_message!(
                    "errors-iterative-works-with",
                    [Iterative],
                    names = crate::error::and_list(&names),
                    name = algorithm.name()
                ));
            }
            if depth.is_none() {
                return Err(tr_message!(
                    "errors-iterative-needs-depth",
                    [Iterative, Depth = "N"]
                ));
            }
        }
        Ok(())
    }
}
