//! The conventions a hand-worked tree is marked by ([`Conventions`]: minimax or
//! alpha-beta, fail-hard or fail-soft, the cut-off rule, whose view values are written
//! in, how bounds must be written), the choices of `gametree check` that name them
//! ([`CheckAlgorithm`], [`Convention`]), and the other conventions an answer may be
//! right under ([`Conventions::alternatives`]), in words.

use crate::message;
use crate::params::{Naming, Param};
use crate::record::Perspective;
use crate::search::{Algorithm, CutRule};

/// The conventions a hand-worked tree is marked by (`gametree check`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Conventions {
    /// `false`: plain minimax (every node searched, values exact, no windows); `true`:
    /// alpha-beta.
    pub alphabeta: bool,
    /// Alpha-beta returns the best value found (fail-soft) rather than the window's
    /// bound (fail-hard).
    pub soft: bool,
    /// When alpha-beta cuts off: at α ≥ β or only at α > β.
    pub cut: CutRule,
    /// Whose view values and windows are written in.
    pub values: Perspective,
    /// How a value that is only a bound must be written.
    pub bounds: Bounds,
}

/// How a value that is only a bound (at a cut node or a node that fails) must be
/// written: `gametree check --accept-bounds`, `--require-bounds`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Bounds {
    /// `C <= 3` (as `gametree search` draws it) or `C = 3` (the value returned).
    Accept,
    /// Only `C <= 3`: `=` marks an exact value (`--require-bounds`).
    Require,
    /// Only `C = 3` (`--accept-bounds no`).
    Reject,
}

impl Bounds {
    /// How bounds must be written, from the two options that say it: `require_bounds`
    /// (only `C <= 3`) and `accept_bounds` (`C <= 3` may be written; `false`: only
    /// `C = 3`). The command line, the browser's requests and Python all take them so.
    ///
    /// # Errors
    /// `require` with `accept` false: they ask for opposite things (a message naming
    /// both, said in the caller's words by [`crate::params::Message::render`]).
    pub fn from_flags(require: bool, accept: bool) -> Result<Bounds, crate::params::Message> {
        match (require, accept) {
            (true, false) => Err(message!(
                [RequireBounds],
                " asks for bounds that ",
                [AcceptBounds = "no"],
                " refuses; give one of them"
            )),
            (true, true) => Ok(Bounds::Require),
            (false, true) => Ok(Bounds::Accept),
            (false, false) => Ok(Bounds::Reject),
        }
    }
}

impl Default for Conventions {
    /// What `gametree search FILE` draws by default: alpha-beta fail-hard (Kühr's
    /// Alg. 3.2: a node whose search fails returns its window's bound), cut at α ≥ β,
    /// values from MAX's view, and a value that is only a bound may be written with
    /// `<=`/`>=` (as the drawing shows it) or with `=`.
    fn default() -> Self {
        Conventions {
            alphabeta: true,
            soft: false,
            cut: CutRule::Ge,
            values: Perspective::Max,
            bounds: Bounds::Accept,
        }
    }
}

/// Another convention an answer is right under, for the verdict: `right under
/// fail-soft alpha-beta (--convention fail-soft)`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hint {
    /// The convention in words, what differs from the one marked by:
    /// `fail-soft alpha-beta`, `values from the side to move's view`.
    pub conventions: String,
    /// The options that select it, with their values: `(Convention, "fail-soft")`.
    pub options: Vec<(Param, String)>,
}

impl Hint {
    /// `fail-soft alpha-beta (--convention fail-soft)`, the options named by
    /// `naming`.
    pub fn text(&self, naming: &Naming) -> String {
        format!("{} ({})", self.conventions, self.flags(naming))
    }

    /// The options that select it, named by `naming`: `--convention fail-soft`.
    pub fn flags(&self, naming: &Naming) -> String {
        let flags: Vec<String> = self
            .options
            .iter()
            .map(|(p, v)| (naming.setting)(*p, v))
            .collect();
        flags.join(" ")
    }

    /// As JSON: `{"conventions": …, "flags": …}`.
    pub fn json(&self, naming: &Naming) -> serde_json::Value {
        serde_json::json!({"conventions": self.conventions, "flags": self.flags(naming)})
    }
}

/// A convention other than the one marked by: the conventions, what to say about
/// them, and how many options differ.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Alternative {
    /// The conventions.
    pub conv: Conventions,
    /// The words and the options for a verdict.
    pub hint: Hint,
    /// How many options differ from the conventions marked by.
    pub changes: usize,
}

impl Conventions {
    /// The conventions of the command line's choices (`--algorithm`, `--convention`,
    /// `--prune-on`, `--values`, `--accept-bounds`/`--require-bounds`).
    pub fn new(
        algorithm: CheckAlgorithm,
        convention: Convention,
        cut: CutRule,
        values: Perspective,
        bounds: Bounds,
    ) -> Conventions {
        Conventions {
            alphabeta: algorithm == CheckAlgorithm::Alphabeta,
            soft: convention == Convention::FailSoft,
            cut,
            values,
            bounds,
        }
    }

    /// The search algorithm these conventions mark against.
    pub fn algorithm(&self) -> Algorithm {
        match (self.alphabeta, self.soft) {
            (false, _) => Algorithm::Minimax,
            (true, false) => Algorithm::AlphaBeta,
            (true, true) => Algorithm::AlphaBetaSoft,
        }
    }

    /// The conventions in words: `fail-hard alpha-beta, cut-offs at α ≥ β, values
    /// from MAX's view`.
    pub fn describe(&self) -> String {
        let view = view_words(self.values);
        if self.alphabeta {
            format!("{}, {}, {view}", ab_words(self.soft), cut_words(self.cut))
        } else {
            format!("{}, {view}", crate::tr!("check-minimax"))
        }
    }

    /// Every other way to mark the same answer — minimax or alpha-beta, fail-hard or
    /// fail-soft, α ≥ β or α > β, MAX's view or the side to move's — with the same
    /// rule for bounds; each with the options that differ from these conventions.
    /// (For minimax, which has no cut-offs and no failing nodes, the alpha-beta options
    /// are kept as they are.)
    pub fn alternatives(&self) -> Vec<Alternative> {
        let mut out = Vec::new();
        for alphabeta in [true, false] {
            for soft in [false, true] {
                for cut in [CutRule::Ge, CutRule::Gt] {
                    for values in [Perspective::Max, Perspective::SideToMove] {
                        let conv = Conventions {
                            alphabeta,
                            soft: if alphabeta { soft } else { self.soft },
                            cut: if alphabeta { cut } else { self.cut },
                            values,
                            bounds: self.bounds,
                        };
                        if conv != *self && out.iter().all(|a: &Alternative| a.conv != conv) {
                            out.push(self.alternative(conv));
                        }
                    }
                }
            }
        }
        out
    }

    /// `conv` as an [`Alternative`] to these conventions.
    fn alternative(&self, conv: Conventions) -> Alternative {
        let (mut words, mut options) = (Vec::new(), Vec::new());
        if conv.alphabeta != self.alphabeta {
            if conv.alphabeta {
                words.push(ab_words(conv.soft));
                options.push((Param::Algorithm, "alphabeta".to_string()));
            } else {
                words.push(crate::tr!("check-minimax"));
                options.push((Param::Algorithm, "minimax".to_string()));
            }
        }
        if conv.alphabeta && conv.soft != self.soft {
            if conv.alphabeta == self.alphabeta {
                words.push(ab_words(conv.soft));
            }
            options.push((Param::Convention, convention_name(conv.soft).to_string()));
        }
        if conv.alphabeta && conv.cut != self.cut {
            words.push(cut_words(conv.cut));
            options.push((Param::PruneOn, conv.cut.name().to_string()));
        }
        if conv.values != self.values {
            words.push(view_words(conv.values));
            options.push((Param::Values, conv.values.as_str().to_string()));
        }
        Alternative {
            conv,
            changes: options.len(),
            hint: Hint {
                conventions: words.join(", "),
                options,
            },
        }
    }
}

/// `fail-hard alpha-beta` or `fail-soft alpha-beta`, in the current language.
fn ab_words(soft: bool) -> String {
    if soft {
        crate::tr!("check-fail-soft-alphabeta")
    } else {
        crate::tr!("check-fail-hard-alphabeta")
    }
}

/// The convention's name: `fail-hard` or `fail-soft`.
fn convention_name(soft: bool) -> &'static str {
    if soft {
        "fail-soft"
    } else {
        "fail-hard"
    }
}

/// `cut-offs at α ≥ β` or `cut-offs only at α > β`, in the current language.
fn cut_words(cut: CutRule) -> String {
    match cut {
        CutRule::Ge => crate::tr!("check-cut-ge"),
        CutRule::Gt => crate::tr!("check-cut-gt"),
    }
}

/// `values from MAX's view` or `values from the side to move's view`, in the current
/// language.
pub(crate) fn view_words(view: Perspective) -> String {
    match view {
        Perspective::Max => crate::tr!("check-view-max"),
        Perspective::SideToMove => crate::tr!("check-view-side"),
    }
}

/// The algorithm hand-worked trees are marked against (`gametree check --algorithm`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum CheckAlgorithm {
    /// Alpha-beta, left to right (the --convention, --prune-on options apply).
    Alphabeta,
    /// Minimax: every node searched, values exact, no windows (with
    /// --values side-to-move: negamax).
    Minimax,
    /// Expectiminimax (AIMA 3rd ed., §5.5) for trees with chance nodes: minimax whose
    /// chance nodes take the probability-weighted mean of their children (values may
    /// be written `2.1` or `13/6`); on trees without chance nodes, minimax.
    Expectiminimax,
    /// Monte Carlo tree search (UCT, [`super::mcts`]): an exercise asks for the next
    /// iteration's path, expansion and `N`, `W` along the path; marked by
    /// [`super::mcts_mark`], not by [`Conventions`] (which treat it as minimax).
    Mcts,
}

impl CheckAlgorithm {
    /// Every choice, in the order the command line lists them.
    pub const EVERY: [CheckAlgorithm; 4] = [
        CheckAlgorithm::Alphabeta,
        CheckAlgorithm::Minimax,
        CheckAlgorithm::Expectiminimax,
        CheckAlgorithm::Mcts,
    ];

    /// Its name: `alphabeta`, `minimax`, `expectiminimax`, `mcts`.
    pub fn name(self) -> &'static str {
        match self {
            CheckAlgorithm::Alphabeta => "alphabeta",
            CheckAlgorithm::Minimax => "minimax",
            CheckAlgorithm::Expectiminimax => "expectiminimax",
            CheckAlgorithm::Mcts => "mcts",
        }
    }
}

/// What a node whose search fails returns (`gametree check --convention`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Convention {
    /// A node that fails returns the bound of its window (Kühr's Alg. 3.2; what
    /// `gametree search` draws).
    FailHard,
    /// A node returns the best value it found (AIMA's figures: `C <= 2`).
    FailSoft,
}

impl Convention {
    /// Every choice, in the order the command line lists them.
    pub const EVERY: [Convention; 2] = [Convention::FailHard, Convention::FailSoft];

    /// Its name: `fail-hard`, `fail-soft`.
    pub fn name(self) -> &'static str {
        match self {
            Convention::FailHard => "fail-hard",
            Convention::FailSoft => "fail-soft",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Bounds;

    #[test]
    fn bounds_from_flags_refuses_require_with_accept_no() {
        assert_eq!(Bounds::from_flags(false, true), Ok(Bounds::Accept));
        assert_eq!(Bounds::from_flags(true, true), Ok(Bounds::Require));
        assert_eq!(Bounds::from_flags(false, false), Ok(Bounds::Reject));
        let refused = Bounds::from_flags(true, false).unwrap_err();
        assert_eq!(
            refused.to_string(),
            "`require_bounds` asks for bounds that `accept_bounds = no` refuses; give one of them"
        );
    }
}
