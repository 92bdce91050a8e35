//! Move ordering (`--order`): the order in which a node's children are searched. It
//! changes how much the pruning algorithms prune, never the root value.
//!
//! | name | children first | source |
//! |---|---|---|
//! | `natural` | the game's generation order (the default; the textbook figures' order) | |
//! | `eval` | the best static evaluation (finished games by their score) | |
//! | `tt` | the transposition table's best move for the position | Plaat et al. 1996 |
//! | `killer` | the two latest moves that caused a cut-off at the same ply | Akl & Newborn 1977 |
//! | `history` | the moves that caused most cut-offs, weighted 2^depth | Schaeffer 1989 |
//! | `best` | the best child by its true value at the remaining depth (an oracle) | Knuth & Moore 1975 |
//! | `worst` | the worst child first (the oracle reversed): nothing is pruned | |
//!
//! `tt`, `killer`, `history` and `eval` combine (`tt,killer,history`): moves are sorted
//! by the first criterion in the list, ties by the next, and remaining ties keep the
//! natural order (a stable sort), so every ordering is deterministic.

use rustc_hash::FxHashMap;
use std::fmt;
use std::hash::Hash;

/// One ordering criterion.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Criterion {
    /// Static evaluation of the children, best for the side to move first.
    Eval,
    /// The transposition table's best move first.
    Tt,
    /// Killer moves (two per ply) first.
    Killer,
    /// History-heuristic scores, highest first.
    History,
}

/// A move ordering, as given to `--order`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
pub enum Order {
    /// Generation order.
    #[default]
    Natural,
    /// Sorted by these criteria, in priority order.
    By(Vec<Criterion>),
    /// Oracle: the child with the best true value first.
    Best,
    /// Oracle reversed: the child with the worst true value first.
    Worst,
}

impl Order {
    /// Parses `natural`, `best`, `worst`, or a comma-separated list of `eval`, `tt`,
    /// `killer`, `history`. Errors: an unknown or repeated name, `best`/`worst`/`natural`
    /// combined with others.
    ///
    /// # Errors
    /// A message naming the unknown ordering or criterion.
    pub fn parse(s: &str) -> Result<Order, String> {
        let s = s.trim();
        match s {
            "natural" => return Ok(Order::Natural),
            "best" => return Ok(Order::Best),
            "worst" => return Ok(Order::Worst),
            _ => {}
        }
        let mut v = Vec::new();
        for part in s.split([',', '+']) {
            let c = match part.trim() {
                "eval" => Criterion::Eval,
                "tt" => Criterion::Tt,
                "killer" => Criterion::Killer,
                "history" => Criterion::History,
                other => return Err(crate::tr!("errors-setup-order-unknown", name = other)),
            };
            if v.contains(&c) {
                return Err(crate::tr!("errors-setup-order-twice", name = part.trim()));
            }
            v.push(c);
        }
        Ok(Order::By(v))
    }

    /// Whether the criteria include `c`.
    pub fn uses(&self, c: Criterion) -> bool {
        matches!(self, Order::By(v) if v.contains(&c))
    }

    /// This ordering with the table's move first (iterative deepening): `tt` put in
    /// front of the criteria; the oracles are left alone.
    pub fn tt_first(self) -> Order {
        match self {
            Order::Natural => Order::By(vec![Criterion::Tt]),
            Order::By(mut v) if !v.contains(&Criterion::Tt) => {
                v.insert(0, Criterion::Tt);
                Order::By(v)
            }
            other => other,
        }
    }
}

impl fmt::Display for Order {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Order::Natural => f.write_str("natural"),
            Order::Best => f.write_str("best"),
            Order::Worst => f.write_str("worst"),
            Order::By(v) => {
                let names: Vec<&str> = v
                    .iter()
                    .map(|c| match c {
                        Criterion::Eval => "eval",
                        Criterion::Tt => "tt",
                        Criterion::Killer => "killer",
                        Criterion::History => "history",
                    })
                    .collect();
                f.write_str(&names.join(","))
            }
        }
    }
}

/// Move ordering in one search: the order, and what the killer heuristic (Akl & Newborn
/// 1977) and the history heuristic (Schaeffer 1989) learn from fail highs.
pub(super) struct Ordering<M> {
    pub(super) order: Order,
    /// Whether the order learns from fail highs (uses killers or history).
    learns: bool,
    /// Two killer moves per ply, the latest first.
    pub(super) killers: Vec<[Option<M>; 2]>,
    /// History-heuristic counters per move.
    pub(super) history: FxHashMap<M, u64>,
}

impl<M: Copy + Eq + Hash> Ordering<M> {
    pub(super) fn new(order: Order) -> Self {
        Ordering {
            learns: order.uses(Criterion::Killer) || order.uses(Criterion::History),
            order,
            killers: Vec::new(),
            history: FxHashMap::default(),
        }
    }

    /// Whether fail highs teach the order anything (killers or history): if not, the
    /// search need not tell it of them.
    #[inline(always)]
    pub(super) fn learns(&self) -> bool {
        self.learns
    }

    /// Notes that `mv` caused a fail high at `ply` with `depth` plies left, for the
    /// killer and history heuristics; `tactical` moves ([`crate::game::Evaluator::is_tactical`]) are
    /// not noted, as they are ordered ahead of both anyway.
    pub(super) fn fail_high(&mut self, mv: M, tactical: bool, depth: Option<u32>, ply: u32) {
        if tactical {
            return;
        }
        if self.order.uses(Criterion::Killer) {
            let p = ply as usize;
            if self.killers.len() <= p {
                self.killers.resize(p + 1, [None, None]);
            }
            let k = &mut self.killers[p];
            if k[0] != Some(mv) {
                k[1] = k[0];
                k[0] = Some(mv);
            }
        }
        if self.order.uses(Criterion::History) {
            let w = 1u64 << depth.unwrap_or(20).min(40);
            *self.history.entry(mv).or_insert(0) += w;
        }
    }
}
