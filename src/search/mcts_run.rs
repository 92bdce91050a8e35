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

impl Exploration {
    /// `C` as the option `--exploration` takes it, in ASCII (what a command line or a
    /// form's field holds): `sqrt2` for √2, else the number as [`std::fmt::Display`]
    /// writes it.
    pub fn option_text(self) -> String {
        if self == Exploration::SQRT_2 {
            "sqrt2".to_string()
        } else {
            self.to_string()
        }
    }
}

impl Default for Exploration {
    /// √2, UCB1's constant for rewards in [0, 1] (Auer et al. 2002).
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
    /// Whether the search reports every iteration to a recorder (`true`, the default:
    /// a replay, `--steps`, JSON, exercises and `check` read them) or only their
    /// number (`false`: the figures and text need the tree's `N` and `W` alone, and
    /// memory stays bounded by the tree). `render::Target::needs_iterations` says
    /// which an output needs. Kept iterations count against `--max-nodes`
    /// ([`super::Stop::LogLimit`]).
    pub keep_log: bool,
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

/// The iterations of one Monte Carlo tree search when none are given (`search
/// --iterations`): 1000. An MCTS exercise's iterations and the counts `compare` runs
/// are their own defaults (`homework::mcts`, `compare::mcts`).
pub const DEFAULT_SEARCH_ITERATIONS: u64 = 1000;

impl Default for MctsOptions {
    fn default() -> Self {
        MctsOptions {
            iterations: DEFAULT_SEARCH_ITERATIONS,
            time_limit: None,
            exploration: Exploration::SQRT_2,
            seed: 0,
            playout: Playout::Random,
            select: Selection::Uct,
            keep_log: true,
        }
    }
}

/// One iteration of Monte Carlo tree search (`--algorithm mcts`; Browne et al. 2012):
/// the path selection took, the node expansion added, the playout's reward. A view
/// into an [`MctsLog`], which stores every iteration in flat arrays.
#[derive(Copy, Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct MctsIteration<'a> {
    /// The selected nodes, root first: each a child of the one before, chosen by UCB1
    /// for the side to move (or sampled at a chance node). Recording node ids.
    pub path: &'a [u32],
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

/// An iteration as JSON writes it, read back ([`MctsLog`]'s `Deserialize`).
#[derive(serde::Deserialize)]
struct InIteration {
    path: Vec<u32>,
    expanded: Option<u32>,
    playout: i64,
    plies: u32,
}

/// Monte Carlo tree search's iterations as a recording keeps them: every one, in flat
/// arrays (a path costs 4 bytes a node and an iteration 24 bytes more, not a vector of
/// its own), or only their number ([`MctsLog::counted`]: an output that replays
/// nothing — text, a figure without steps — needs the tree's `N` and `W`, not the
/// iterations, so memory stays bounded by the tree).
///
/// Serialized as JSON's `iterations` array (docs/json.md), one object an iteration;
/// read back from it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MctsLog {
    /// The iterations run, kept or not.
    count: u64,
    /// Whether the iterations are kept; `false`: only `count`.
    counted_only: bool,
    /// Every kept iteration's path, one after another.
    nodes: Vec<u32>,
    /// Where each kept iteration's path ends in `nodes`.
    ends: Vec<u64>,
    /// Each kept iteration's expanded node, [`NONE`] for none.
    expanded: Vec<u32>,
    /// Each kept iteration's reward.
    rewards: Vec<i64>,
    /// Each kept iteration's playout length.
    plies: Vec<u32>,
}

/// No node (an iteration that expanded none).
const NONE: u32 = u32::MAX;

impl MctsLog {
    /// An empty log that keeps every iteration.
    pub fn new() -> MctsLog {
        MctsLog::default()
    }

    /// An empty log that keeps only the number of iterations.
    pub fn counted() -> MctsLog {
        MctsLog {
            counted_only: true,
            ..MctsLog::default()
        }
    }

    /// Adds an iteration (only counted by a [`MctsLog::counted`] log). `path` holds
    /// node ids; `expanded` may not be `u32::MAX`.
    pub fn push(&mut self, path: &[u32], expanded: Option<u32>, reward: i64, plies: u32) {
        self.count += 1;
        if self.counted_only {
            return;
        }
        self.nodes.extend_from_slice(path);
        self.ends.push(self.nodes.len() as u64);
        self.expanded.push(expanded.unwrap_or(NONE));
        self.rewards.push(reward);
        self.plies.push(plies);
    }

    /// How many iterations ran, whether kept or not.
    pub fn count(&self) -> u64 {
        self.count
    }

    /// Whether every iteration is kept (`false`: only their number).
    pub fn is_kept(&self) -> bool {
        !self.counted_only
    }

    /// How many iterations are kept: [`MctsLog::count`], or 0 when only counted.
    pub fn len(&self) -> usize {
        self.ends.len()
    }

    /// Whether no iteration is kept.
    pub fn is_empty(&self) -> bool {
        self.ends.is_empty()
    }

    /// The node entries kept: every path's nodes and every expanded node (what
    /// `--max-nodes` bounds, [`super::Stop::LogLimit`]).
    pub fn entries(&self) -> u64 {
        self.nodes.len() as u64 + self.expanded.iter().filter(|&&e| e != NONE).count() as u64
    }

    /// Iteration `k` (0-based), if kept.
    pub fn get(&self, k: usize) -> Option<MctsIteration<'_>> {
        (k < self.len()).then(|| self.at(k))
    }

    /// Iteration `k`, which is kept.
    fn at(&self, k: usize) -> MctsIteration<'_> {
        let start = k.checked_sub(1).map_or(0, |j| self.ends[j] as usize);
        let e = self.expanded[k];
        MctsIteration {
            path: &self.nodes[start..self.ends[k] as usize],
            expanded: (e != NONE).then_some(e),
            reward: self.rewards[k],
            playout_plies: self.plies[k],
        }
    }

    /// The kept iterations, in order.
    pub fn iter(&self) -> impl ExactSizeIterator<Item = MctsIteration<'_>> + '_ {
        (0..self.len()).map(|k| self.at(k))
    }

    /// Renames every node `v` of the kept iterations to `rename(v)` (the search's own
    /// ids to the recording's), in place.
    pub fn rename(&mut self, rename: impl Fn(u32) -> u32) {
        for v in &mut self.nodes {
            *v = rename(*v);
        }
        for e in self.expanded.iter_mut().filter(|e| **e != NONE) {
            *e = rename(*e);
        }
    }
}

impl serde::Serialize for MctsLog {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.iter())
    }
}

impl<'de> serde::Deserialize<'de> for MctsLog {
    /// Reads JSON's `iterations` one at a time into the flat arrays.
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<MctsLog, D::Error> {
        struct Visitor;
        impl<'de> serde::de::Visitor<'de> for Visitor {
            type Value = MctsLog;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("a list of iterations")
            }
            fn visit_seq<A: serde::de::SeqAccess<'de>>(
                self,
                mut seq: A,
            ) -> Result<MctsLog, A::Error> {
                let mut log = MctsLog::new();
                while let Some(it) = seq.next_element::<InIteration>()? {
                    if it.expanded == Some(NONE) {
                        return Err(serde::de::Error::custom(format!(
                            "\"expanded\": {NONE}, beyond any node id"
                        )));
                    }
                    log.push(&it.path, it.expanded, it.playout, it.plies);
                }
                Ok(log)
            }
        }
        d.deserialize_seq(Visitor)
    }
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
    /// Every iteration, in order (or only their number: [`MctsLog::counted`]).
    pub iterations: MctsLog,
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> MctsLog {
        let mut log = MctsLog::new();
        log.push(&[0], Some(1), 1, 3);
        log.push(&[0, 1], Some(4), -1, 0);
        log.push(&[0, 1, 4], None, 0, 0);
        log
    }

    #[test]
    fn a_log_keeps_each_iteration_in_flat_arrays() {
        let log = sample();
        assert_eq!((log.len(), log.count(), log.entries()), (3, 3, 8));
        let second = log.get(1).unwrap();
        assert_eq!(
            (
                second.path,
                second.expanded,
                second.reward,
                second.playout_plies
            ),
            (&[0, 1][..], Some(4), -1, 0)
        );
        assert_eq!(log.get(2).unwrap().expanded, None);
        assert!(log.get(3).is_none());
        let paths: Vec<&[u32]> = log.iter().map(|it| it.path).collect();
        assert_eq!(paths, [&[0][..], &[0, 1], &[0, 1, 4]]);
        // One vector a field, none an iteration.
        assert_eq!(log.nodes.len(), 6);
        assert_eq!(log.ends, [1, 3, 6]);
    }

    #[test]
    fn a_counted_log_keeps_only_the_number() {
        let mut log = MctsLog::counted();
        for _ in 0..1000 {
            log.push(&[0, 1, 2], Some(3), 1, 2);
        }
        assert_eq!((log.count(), log.len(), log.entries()), (1000, 0, 0));
        assert!(!log.is_kept() && log.is_empty() && log.get(0).is_none());
        assert_eq!(log.nodes.capacity(), 0);
    }

    #[test]
    fn json_reads_back_what_it_writes_and_renaming_keeps_none() {
        let mut log = sample();
        let text = serde_json::to_string(&log).unwrap();
        assert_eq!(
            text,
            r#"[{"path":[0],"expanded":1,"playout":1,"plies":3},{"path":[0,1],"expanded":4,"playout":-1,"plies":0},{"path":[0,1,4],"expanded":null,"playout":0,"plies":0}]"#
        );
        assert_eq!(serde_json::from_str::<MctsLog>(&text).unwrap(), log);
        assert!(serde_json::from_str::<MctsLog>(
            r#"[{"path":[0],"expanded":4294967295,"playout":1,"plies":3}]"#
        )
        .is_err());
        log.rename(|v| v + 10);
        assert_eq!(log.get(1).unwrap().path, [10, 11]);
        assert_eq!(log.get(1).unwrap().expanded, Some(14));
        assert_eq!(log.get(2).unwrap().expanded, None);
    }

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
