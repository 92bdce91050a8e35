//! Monte Carlo tree search beside minimax in `gametree compare` (`mcts` in
//! `--algorithms`): for each iteration count, MCTS ([`crate::search::mcts`], UCT after
//! Kocsis & Szepesvári 2006; AIMA 4th ed. §5.4; Browne et al. 2012) runs once per seed
//! on the position, and the table says how many of those runs play a minimax-optimal
//! move — a root move whose minimax value (alpha-beta, or expectiminimax on trees
//! with chance nodes, to the same depth limit) equals the best one's for the side to
//! move — and which move the runs play most often. Every run is seeded: the same
//! options give the same table, byte for byte.

use super::percent;
use super::Progress;
use crate::game::{Evaluator, Player, Position, Score, WinScore};
use crate::params::{Message, Param};
use crate::search::mcts::{Exploration, MctsOptions, Playout, Selection};
use crate::search::trace::NullRecorder;
use crate::search::{self, Algorithm, Limits, MctsTuning, Options, Stop};
use std::ops::RangeInclusive;

/// The iteration counts `compare` runs Monte Carlo tree search with when none are
/// given (`--iterations`): a list, one row each.
pub const DEFAULT_ITERATION_COUNTS: &str = "10,100,1000";

/// The seeds compared when none are given: 0 to 19.
pub const DEFAULT_SEEDS: &str = "0..20";

/// The choices of the Monte Carlo rows (`compare::Choices::mcts`); each `None` is its
/// default. They apply only with `mcts` in the algorithms.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MctsChoices {
    /// Iteration counts ([`parse_iterations`]): comma-separated counts, or `A..B`,
    /// the decades A, 10·A, 100·A, … up to B. Default [`DEFAULT_ITERATION_COUNTS`].
    pub iterations: Option<String>,
    /// The seeds ([`parse_seeds`]): `A..B` (A to B − 1), `A..=B`, or one seed.
    /// Default [`DEFAULT_SEEDS`].
    pub seeds: Option<String>,
    /// UCB1's `C` (default √2).
    pub exploration: Option<Exploration>,
    /// How playouts end (default random; `eval` needs a depth limit).
    pub playout: Option<Playout>,
    /// The selection rule (default UCT).
    pub select: Option<Selection>,
}

impl MctsChoices {
    /// The first option given, for the message that it needs `mcts`; `None` when none is.
    pub(super) fn first(&self) -> Option<Param> {
        [
            (self.iterations.is_some(), Param::Iterations),
            (self.seeds.is_some(), Param::Seeds),
            (self.exploration.is_some(), Param::Exploration),
            (self.playout.is_some(), Param::Playout),
            (self.select.is_some(), Param::Select),
        ]
        .into_iter()
        .find(|(given, _)| *given)
        .map(|(_, p)| p)
    }

    /// The checked [`MctsSpec`] for a search to `depth`.
    ///
    /// # Errors
    /// [`parse_iterations`]' and [`parse_seeds`]' messages, and those of
    /// `search -a mcts` for the same options (`eval` playouts without a depth limit).
    pub(super) fn spec(&self, depth: Option<u32>) -> Result<MctsSpec, Message> {
        let iterations = parse_iterations(
            self.iterations
                .as_deref()
                .unwrap_or(DEFAULT_ITERATION_COUNTS),
        )?;
        let seeds = parse_seeds(self.seeds.as_deref().unwrap_or(DEFAULT_SEEDS))?;
        // Checked as `search -a mcts` checks them: one rule for both commands.
        let options = MctsTuning {
            iterations: Some(iterations[0]),
            time_limit: None,
            exploration: self.exploration,
            seed: Some(*seeds.start()),
            playout: self.playout,
            select: self.select,
        }
        .options(depth)?;
        Ok(MctsSpec {
            iterations,
            seeds,
            options,
        })
    }
}

/// The Monte Carlo part of a [`super::Spec`]: every iteration count runs once per seed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MctsSpec {
    /// The iteration counts, in the order given (the table's rows).
    pub iterations: Vec<u64>,
    /// The seeds, from `start` to `end` (inclusive, so that every `u64` seed
    /// `search --seed` takes can be compared, the largest too).
    pub seeds: RangeInclusive<u64>,
    /// The options of every run; each run sets `iterations` and `seed`.
    pub options: MctsOptions,
}

/// Reads `--iterations` of compare: comma-separated items, each a count ≥ 1 or `A..B`
/// (1 ≤ A ≤ B), the decades A, 10·A, 100·A, … up to B (`10..10000`: 10, 100, 1000,
/// 10000). A count given twice is an error.
///
/// # Errors
/// A message naming the item that is no count or given twice.
pub fn parse_iterations(list: &str) -> Result<Vec<u64>, Message> {
    let bad =
        |item: &str| crate::tr_message!("summary-mcts-bad-iterations", [Iterations], found = item);
    let mut out: Vec<u64> = Vec::new();
    for item in list.split(',').map(str::trim) {
        let counts = match item.split_once("..") {
            Some((a, b)) => {
                let a: u64 = a.trim().parse().map_err(|_| bad(item))?;
                let b: u64 = b.trim().parse().map_err(|_| bad(item))?;
                if a == 0 || b < a {
                    return Err(bad(item));
                }
                std::iter::successors(Some(a), |&n| n.checked_mul(10).filter(|&m| m <= b)).collect()
            }
            None => match item.parse::<u64>() {
                Ok(n) if n >= 1 => vec![n],
                _ => return Err(bad(item)),
            },
        };
        for n in counts {
            if out.contains(&n) {
                return Err(crate::tr_message!(
                    "summary-mcts-iterations-twice",
                    [Iterations],
                    n = n
                ));
            }
            out.push(n);
        }
    }
    Ok(out)
}

/// Reads `--seeds`: `A..B` (the seeds A to B − 1, as a Rust range; B > A), `A..=B`
/// (A to B), or one seed `S`.
///
/// # Errors
/// A message naming what was found.
pub fn parse_seeds(s: &str) -> Result<RangeInclusive<u64>, Message> {
    let bad = || crate::tr_message!("summary-mcts-bad-seeds", [Seeds], found = s);
    let t = s.trim();
    let number = |x: &str| x.trim().parse::<u64>().map_err(|_| bad());
    let range = if let Some((a, b)) = t.split_once("..=") {
        number(a)?..=number(b)?
    } else if let Some((a, b)) = t.split_once("..") {
        number(a)?..=number(b)?.checked_sub(1).ok_or_else(bad)?
    } else {
        let one = number(t)?;
        one..=one
    };
    if range.is_empty() {
        return Err(bad());
    }
    Ok(range)
}

/// A root move and its minimax value.
#[derive(Clone, Debug, serde::Serialize)]
pub struct MoveValue {
    /// The move, in notation.
    #[serde(rename = "move")]
    pub mv: String,
    /// Its minimax value, MAX's view (the root's MAX), in the report's scale.
    pub value: Score,
    /// Whether it is minimax-optimal for the side to move at the root.
    pub optimal: bool,
}

/// One iteration count: what its runs (one per seed) played.
#[derive(Clone, Debug, serde::Serialize)]
pub struct MctsRow {
    /// Iterations of each run.
    pub iterations: u64,
    /// Runs: one per seed.
    pub runs: u64,
    /// Runs that played a minimax-optimal move.
    pub optimal: u64,
    /// `optimal` as a percentage of `runs` (0 to 100).
    pub share: f64,
    /// The move played most often (ties: the first in generation order); `None` if
    /// no run played a move.
    pub most_frequent: Option<String>,
    /// How many runs played it.
    pub most_frequent_runs: u64,
    /// Each run's move, in the order of the seeds (`null`: no move).
    pub moves: Vec<Option<String>>,
}

/// Monte Carlo tree search beside minimax: the reference values and one row per
/// iteration count.
#[derive(Clone, Debug, serde::Serialize)]
pub struct MctsReport {
    /// The seeds of every row's runs, in order.
    pub seeds: Vec<u64>,
    /// UCB1's `C`.
    pub exploration: f64,
    /// How playouts end: `random` or `eval`.
    pub playout: &'static str,
    /// The selection rule: `uct`.
    pub select: &'static str,
    /// The algorithm that found the root moves' minimax values: `alphabeta`, or
    /// `expectiminimax` on trees with chance nodes.
    pub reference: &'static str,
    /// The root's minimax value, MAX's view: the best move's; `None` when the root
    /// has no moves or is a chance node.
    pub value: Option<Score>,
    /// Every root move with its minimax value, in generation order.
    pub move_values: Vec<MoveValue>,
    /// One row per iteration count, in the order given.
    pub rows: Vec<MctsRow>,
}

impl MctsReport {
    /// The minimax-optimal moves, in generation order.
    pub fn optimal_moves(&self) -> Vec<&str> {
        self.move_values
            .iter()
            .filter(|m| m.optimal)
            .map(|m| m.mv.as_str())
            .collect()
    }
}

/// The minimax value of each of `moves` at `root`, MAX's (the root's MAX) view, as
/// seen from the root: each child searched by `reference` to one ply less than the
/// depth limit, its value turned to the root's MAX and, under win scoring, one ply
/// further from the end ([`WinScore::nearer`]).
fn move_values<P: Position, E: Evaluator<P>>(
    reference: Algorithm,
    (root, eval, win): (&P, &E, WinScore),
    limits: Limits,
    moves: &[P::Move],
) -> Result<Vec<Score>, Stop> {
    let limits = Limits {
        depth: limits.depth.map(|d| d.saturating_sub(1)),
        ..limits
    };
    let options = Options::default();
    moves
        .iter()
        .map(|&m| {
            let child = root.play(m);
            let r = search::search_with(
                reference,
                &child,
                eval,
                win,
                limits,
                &options,
                &mut NullRecorder,
            )?;
            let v = if child.max_side() == root.max_side() {
                r.value
            } else {
                -r.value
            };
            Ok(win.nearer(v))
        })
        .collect()
}

/// Runs every iteration count of `spec` once per seed on `root` and finds the root
/// moves' minimax values; `progress` is called before each iteration count.
///
/// # Errors
/// The searches' [`Stop`]s (a node limit of the reference search, a playout too long).
pub(super) fn run<P: Position, E: Evaluator<P>>(
    spec: &MctsSpec,
    (root, eval, win): (&P, &E, WinScore),
    limits: Limits,
    progress: Progress<'_>,
) -> Result<MctsReport, Stop> {
    let mut moves = Vec::new();
    root.legal_moves(&mut moves);
    let reference = if root.has_chance() {
        Algorithm::Expectiminimax
    } else {
        Algorithm::AlphaBeta
    };
    progress(reference.name());
    let values = move_values(reference, (root, eval, win), limits, &moves)?;
    let best = match Player::at(root, root.max_side()) {
        Player::Max => values.iter().copied().max(),
        Player::Min => values.iter().copied().min(),
        Player::Chance => None,
    };
    let names: Vec<String> = moves.iter().map(|&m| root.move_text(m)).collect();
    let move_values: Vec<MoveValue> = names
        .iter()
        .zip(&values)
        .map(|(mv, &value)| MoveValue {
            mv: mv.clone(),
            value,
            optimal: Some(value) == best,
        })
        .collect();
    let mut rows = Vec::new();
    for &n in &spec.iterations {
        progress(&format!("mcts / {n}"));
        let mut played = Vec::new();
        for seed in spec.seeds.clone() {
            let options = Options {
                mcts: MctsOptions {
                    iterations: n,
                    seed,
                    ..spec.options
                },
                ..Options::default()
            };
            let r = search::search_with(
                Algorithm::Mcts,
                root,
                eval,
                win,
                limits,
                &options,
                &mut NullRecorder,
            )?;
            played.push(r.best_move.and_then(|m| moves.iter().position(|&x| x == m)));
        }
        rows.push(row(n, &played, &move_values));
    }
    Ok(MctsReport {
        seeds: spec.seeds.clone().collect(),
        exploration: spec.options.exploration.get(),
        playout: spec.options.playout.name(),
        select: spec.options.select.name(),
        reference: reference.name(),
        value: best,
        move_values,
        rows,
    })
}

/// The row of `iterations` whose runs played `played` (indices into `moves`).
fn row(iterations: u64, played: &[Option<usize>], moves: &[MoveValue]) -> MctsRow {
    let mut counts = vec![0u64; moves.len()];
    for &i in played.iter().flatten() {
        counts[i] += 1;
    }
    // The most runs; ties to the first in generation order.
    let top =
        counts
            .iter()
            .enumerate()
            .fold(None, |best: Option<(usize, u64)>, (i, &c)| match best {
                Some((_, b)) if b >= c => best,
                _ if c > 0 => Some((i, c)),
                _ => best,
            });
    let optimal = played
        .iter()
        .flatten()
        .filter(|&&i| moves[i].optimal)
        .count() as u64;
    let runs = played.len() as u64;
    MctsRow {
        iterations,
        runs,
        optimal,
        share: 100.0 * optimal as f64 / runs.max(1) as f64,
        most_frequent: top.map(|(i, _)| moves[i].mv.clone()),
        most_frequent_runs: top.map_or(0, |(_, c)| c),
        moves: played
            .iter()
            .map(|p| p.map(|i| moves[i].mv.clone()))
            .collect(),
    }
}

/// The seeds in words: `0–19`, or one seed.
fn seeds_text(m: &MctsReport) -> String {
    match (m.seeds.first(), m.seeds.last()) {
        (Some(a), Some(b)) if a != b => format!("{a}–{b}"),
        (Some(a), _) => a.to_string(),
        _ => String::new(),
    }
}

/// `C` as a person reads it ([`Exploration::for_reading`]).
fn exploration_text(c: f64) -> String {
    Exploration::new(c).map_or_else(|| c.to_string(), Exploration::for_reading)
}

/// The lines above the Monte Carlo table, plain Unicode text (escape it for the
/// format), in the [`crate::lang::current`] language: the settings, then the
/// minimax-optimal moves.
pub(super) fn heading(m: &MctsReport) -> [String; 2] {
    let playout = match m.playout {
        "eval" => crate::tr!("summary-mcts-playout-eval"),
        _ => crate::tr!("summary-mcts-playout-random"),
    };
    let first = crate::tr!(
        "summary-mcts-compare-heading",
        c = exploration_text(m.exploration),
        playout = playout,
        seeds = seeds_text(m),
        runs = m.seeds.len()
    );
    let optimal = m.optimal_moves();
    let second = match m.value {
        Some(v) if !optimal.is_empty() => crate::tr!(
            "summary-mcts-compare-optimal",
            reference = m.reference,
            value = v.to_string(),
            moves = optimal.join(", ")
        ),
        _ => crate::tr!("summary-mcts-compare-no-moves"),
    };
    [first, second]
}

/// The Monte Carlo table's column headings, in the [`crate::lang::current`] language,
/// and whether each holds numbers.
pub(super) fn head() -> Vec<(String, bool)> {
    vec![
        (crate::tr!("summary-mcts-column-iterations"), true),
        (crate::tr!("summary-mcts-column-runs"), true),
        (crate::tr!("summary-mcts-column-optimal"), true),
        (crate::tr!("summary-mcts-column-share"), true),
        (crate::tr!("summary-mcts-column-most-frequent"), false),
    ]
}

/// The CSV header of the Monte Carlo table (English in every language).
pub(super) const CSV_HEAD: [&str; 6] = [
    "iterations",
    "runs",
    "optimal",
    "share",
    "most-frequent",
    "most-frequent-runs",
];

/// Each row's cells for reading, unescaped, in [`head`]'s columns: the share as a
/// percentage, the most frequent move with its runs (`a1 (17)`, `—` for none).
pub(super) fn cells(m: &MctsReport) -> Vec<Vec<String>> {
    m.rows
        .iter()
        .map(|r| {
            vec![
                r.iterations.to_string(),
                r.runs.to_string(),
                r.optimal.to_string(),
                percent(r.share),
                match &r.most_frequent {
                    Some(mv) => format!(
                        "{} ({})",
                        crate::record::known_text(mv),
                        r.most_frequent_runs
                    ),
                    None => "—".into(),
                },
            ]
        })
        .collect()
}

/// Writes the Monte Carlo table as CSV: [`CSV_HEAD`], then a line per iteration count
/// (the share with two decimals, the move guarded against formulas).
pub(super) fn csv(m: &MctsReport, out: &mut dyn std::io::Write) -> std::io::Result<()> {
    use crate::render::escape::csv::Record;
    let records = m.rows.iter().map(|r| {
        Record::new()
            .number(r.iterations)
            .number(r.runs)
            .number(r.optimal)
            .number(format!("{:.2}", r.share))
            .text(
                r.most_frequent
                    .as_deref()
                    .map(crate::record::known_text)
                    .as_deref()
                    .unwrap_or(""),
            )
            .number(r.most_frequent_runs)
    });
    crate::render::escape::csv::write(out, &CSV_HEAD, records)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn iterations_read_lists_and_decades() {
        assert_eq!(parse_iterations("10,100, 1000").unwrap(), [10, 100, 1000]);
        assert_eq!(
            parse_iterations("10..10000").unwrap(),
            [10, 100, 1000, 10000]
        );
        assert_eq!(parse_iterations("5..499").unwrap(), [5, 50]);
        assert_eq!(parse_iterations("1,3..30").unwrap(), [1, 3, 30]);
        for bad in ["", "0", "x", "10..5", "0..10", "-3", "10,10", "1..100,10"] {
            assert!(parse_iterations(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn seeds_read_ranges_as_rust_writes_them() {
        assert_eq!(parse_seeds("0..20").unwrap(), 0..=19);
        assert_eq!(parse_seeds("3..=5").unwrap(), 3..=5);
        assert_eq!(parse_seeds(" 7 ").unwrap(), 7..=7);
        // Every seed `search --seed` takes, the largest too (issue 51).
        let max = u64::MAX;
        assert_eq!(parse_seeds(&max.to_string()).unwrap(), max..=max);
        assert_eq!(
            parse_seeds(&format!("{}..={max}", max - 1)).unwrap(),
            max - 1..=max
        );
        assert_eq!(
            parse_seeds(&format!("{}..{max}", max - 1)).unwrap(),
            max - 1..=max - 1
        );
        for bad in ["", "5..5", "5..2", "a..b", "1..x", "-1..3"] {
            assert!(parse_seeds(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn a_row_counts_optimal_runs_and_breaks_ties_by_generation_order() {
        let moves: Vec<MoveValue> = [("a", 1, true), ("b", 0, false), ("c", 1, true)]
            .map(|(mv, value, optimal)| MoveValue {
                mv: mv.into(),
                value,
                optimal,
            })
            .to_vec();
        let r = row(7, &[Some(1), Some(2), None, Some(1), Some(2)], &moves);
        assert_eq!((r.runs, r.optimal), (5, 2));
        assert_eq!(r.share, 40.0);
        // b and c twice each: b comes first.
        assert_eq!(r.most_frequent.as_deref(), Some("b"));
        assert_eq!(r.most_frequent_runs, 2);
        assert_eq!(r.moves[2], None);
        let none = row(7, &[None], &moves);
        assert_eq!((none.most_frequent, none.share), (None, 0.0));
    }
}
