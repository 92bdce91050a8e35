//! The search algorithms. Each visits the tree depth-first, children left to right in
//! the game's generation order (or as `--order` sorts them), and reports every node to a
//! [`Recorder`].
//!
//! | `--algorithm`   | module            | form    | source                                   | values from |
//! |-----------------|-------------------|---------|------------------------------------------|-------------|
//! | `minimax`       | `minimax.rs`      | MAX/MIN | AIMA MAX-VALUE / MIN-VALUE               | MAX's view  |
//! | `negamax`       | `negamax.rs`      | negamax | Kühr 2011, Alg. 2.2, root Alg. 2.3       | side to move|
//! | `alphabeta`     | `alphabeta.rs`    | negamax | Kühr 2011, Alg. 3.2, root Alg. 3.3; fail-hard | side to move|
//! | `alphabeta-soft`| `alphabeta.rs`    | negamax | Kühr's Alg. 3.2 returning the best value found (fail-soft, Fishburn 1983) | side to move|
//! | `pvs`           | `pvs.rs`          | negamax | principal variation search / NegaScout (Reinefeld 1983), fail-soft | side to move|
//! | `alphabeta-tt`  | `alphabeta_tt.rs` | negamax | AlphaBetaWithMemory (Plaat et al. 1996), transposition table of lower/upper bounds | side to move|
//! | `mtdf`          | `mtdf.rs`         | negamax | MTD(f) (Plaat et al. 1996): null-window AlphaBetaWithMemory passes | side to move|
//! | `test`          | `null_window.rs`  | negamax | the null-window test "value ≥ K?" (Plaat et al. 1996; Pearl's Test) | side to move|
//! | `expectiminimax`| `expectiminimax.rs` | MAX/MIN/CHANCE | expectiminimax (Michie 1966; AIMA 3rd ed. §5.5) | MAX's view |
//! | `star1`, `star2`| `star.rs`         | MAX/MIN/CHANCE | Star1 and Star2 (Ballard 1983; Hauk, Buro & Schaeffer 2004), fail-hard | MAX's view |
//!
//! Only the last three search trees with chance nodes ([`Algorithm::CHANCE`]); the others
//! refuse them ([`check_chance`]).
//!
//! `--iterative` (`iterative.rs`) runs the alpha-beta family at depths 1, 2, …; `--order`
//! ([`order`]) sorts the moves; [`tt`] is the transposition table (also the solver's).
//! Every algorithm opens a node the same way (`node.rs`: count it, report it, then Kühr's
//! order of tests) and reports to the [`trace`] vocabulary.
//!
//! All use the [`WinScore`](crate::game::WinScore) they are given: Kühr's win-distance scoring (terminal
//! positions score `±MAX`, and scores beyond `MNOHO` move one unit towards zero per ply
//! back up), or plain scoring (`--scoring plain`, `--utilities W,D,L`): MAX's utility
//! of the result, negated at MIN's nodes in the side-to-move view, never shifted
//! ([`WinScore::terminal_at`](crate::game::WinScore::terminal_at), [`WinScore::static_at`](crate::game::WinScore::static_at); docs/algorithms.md).

mod alphabeta;
mod alphabeta_tt;
mod dispatch;
mod expectiminimax;
mod iterative;
pub mod mcts;
mod mcts_run;
mod minimax;
mod mtdf;
mod negamax;
mod node;
mod null_window;
pub mod order;
mod pv;
mod pvs;
mod sort;
mod star;
pub mod trace;
pub mod tt;
mod tuning;

pub use dispatch::{search, search_with};
pub use order::{Criterion, Order};
pub use trace::{NullRecorder, Recorder, Stats};
pub use tuning::{check_tt_size, parse_leaf_bounds, MctsTuning, Tuning};

use crate::game::Score;
use crate::params::Message;
pub(crate) use node::{child_window, from_child};
use trace::{IterationInfo, PassInfo, Perspective};

/// The deepest ply any search goes; deeper lines stop with [`Stop::PlyLimit`]
/// instead of exhausting the stack.
pub use crate::error::Stop;
pub use crate::game::MAX_PLY;

/// A search algorithm. What each can do and needs is [`Algorithm::caps`].
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Algorithm {
    /// Plain minimax in the MAX/MIN form (AIMA's MAX-VALUE / MIN-VALUE): values from MAX's view.
    Minimax,
    /// Negamax with win-distance scoring (Kühr 2011, Alg. 2.2; root Alg. 2.3).
    Negamax,
    /// Fail-hard alpha-beta in negamax form (Kühr 2011, Alg. 3.2; root Alg. 3.3).
    AlphaBeta,
    /// Fail-soft alpha-beta: as [`Algorithm::AlphaBeta`] but a node returns the best
    /// value it found rather than the bound of the window it failed (Fishburn 1983).
    AlphaBetaSoft,
    /// Principal variation search / NegaScout (Reinefeld 1983): the first child with
    /// the full window, the others with a null window, re-searched when they fail high
    /// inside the window. Fail-soft.
    Pvs,
    /// AlphaBetaWithMemory (Plaat et al. 1996): fail-soft alpha-beta with a
    /// transposition table holding a lower and an upper bound per position.
    AlphaBetaTt,
    /// MTD(f) (Plaat et al. 1996): null-window AlphaBetaWithMemory passes from a first
    /// guess ([`Options::guess`]) until the lower and upper bounds meet.
    Mtdf,
    /// The null-window test (Plaat et al. 1996): one fail-soft alpha-beta search with
    /// the window `[K − 1, K]` answering only "is the value ≥ K?" ([`Options::test_value`]).
    /// Its value is a bound, not the minimax value, so it is not in [`Algorithm::ALL`].
    Test,
    /// Expectiminimax (Michie 1966; AIMA 3rd ed. §5.5) in the MAX/MIN form: MAX and MIN
    /// nodes as minimax, a chance node the probability-weighted mean of its children.
    /// Values from MAX's view.
    Expectiminimax,
    /// Star1 (Ballard 1983; Hauk, Buro & Schaeffer 2004): alpha-beta at MAX and MIN
    /// nodes and, at chance nodes, windows for each child derived from the leaves'
    /// bounds `--leaf-bounds L..U`. MAX/MIN form, fail-hard, values from MAX's view.
    Star1,
    /// Star2 (Ballard 1983; Hauk, Buro & Schaeffer 2004): Star1 with a probing phase —
    /// each child of a chance node first searched with its first move only, a bound
    /// that may cut the chance node off before any full search.
    Star2,
    /// Monte Carlo tree search with UCT (Kocsis & Szepesvári 2006; Browne et al. 2012;
    /// AIMA 4th ed. §5.4): iterations of selection, expansion, a random playout and
    /// backpropagation ([`mcts`]). Its value is an estimate, not the minimax value, so
    /// it is not in [`Algorithm::ALL`].
    Mcts,
}

impl Algorithm {
    /// The algorithms that search trees with chance nodes (they also search trees
    /// without: expectiminimax is then minimax, Star1 and Star2 alpha-beta): those of
    /// [`Algorithm::EVERY`] whose [`Capabilities::chance`] is set, in that order.
    pub const CHANCE: [Algorithm; Family::Chance.count()] = Family::Chance.members();

    /// Every algorithm, in the order the command line lists them.
    pub const EVERY: [Algorithm; 12] = [
        Algorithm::Minimax,
        Algorithm::Negamax,
        Algorithm::AlphaBeta,
        Algorithm::AlphaBetaSoft,
        Algorithm::Pvs,
        Algorithm::AlphaBetaTt,
        Algorithm::Mtdf,
        Algorithm::Test,
        Algorithm::Expectiminimax,
        Algorithm::Star1,
        Algorithm::Star2,
        Algorithm::Mcts,
    ];

    /// What the algorithm can do and what it needs: the one table search, its option
    /// checks ([`Tuning::options`]), `compare`, `play`, the renderers and the command
    /// line all ask.
    pub const fn caps(self) -> Capabilities {
        use Algorithm::*;
        let alphabeta_family = matches!(
            self,
            AlphaBeta | AlphaBetaSoft | Pvs | AlphaBetaTt | Mtdf | Test
        );
        Capabilities {
            windows: !matches!(self, Minimax | Negamax | Expectiminimax | Mcts),
            prunes: !matches!(self, Minimax | Negamax | Expectiminimax | Mcts),
            prune_on_gt: matches!(self, AlphaBeta | AlphaBetaSoft),
            chance: matches!(self, Expectiminimax | Star1 | Star2 | Mcts),
            table: matches!(self, AlphaBetaTt | Mtdf),
            guess: matches!(self, Mtdf),
            test_value: matches!(self, Test),
            leaf_bounds: matches!(self, Star1 | Star2),
            iterative: alphabeta_family && !matches!(self, Test),
            minimax_value: !matches!(self, Test | Mcts),
            sampling: matches!(self, Mcts),
        }
    }

    /// Whether the algorithm searches trees with chance nodes.
    pub fn handles_chance(self) -> bool {
        self.caps().chance
    }

    /// Whether the algorithm can search by iterative deepening: the alpha-beta family
    /// and MTD(f).
    pub fn supports_iterative(self) -> bool {
        self.caps().iterative
    }

    /// Whether the algorithm needs the leaves' bounds ([`Options::leaf_bounds`]):
    /// Star1, Star2.
    pub fn needs_leaf_bounds(self) -> bool {
        self.caps().leaf_bounds
    }

    /// Every algorithm that returns the minimax value of a tree without chance nodes,
    /// in the order `--help` lists them: those of [`Algorithm::EVERY`] with
    /// [`Capabilities::minimax_value`] and without [`Capabilities::chance`] (all of
    /// the minimax family but [`Algorithm::Test`]).
    pub const ALL: [Algorithm; Family::Minimax.count()] = Family::Minimax.members();

    /// The algorithm named `name` (`None` if there is none).
    pub fn from_name(name: &str) -> Option<Algorithm> {
        Algorithm::EVERY.into_iter().find(|a| a.name() == name)
    }

    /// Whether the algorithm uses a transposition table.
    pub fn uses_tt(self) -> bool {
        self.caps().table
    }

    /// The name used on the command line and in recordings.
    pub fn name(self) -> &'static str {
        match self {
            Algorithm::Minimax => "minimax",
            Algorithm::Negamax => "negamax",
            Algorithm::AlphaBeta => "alphabeta",
            Algorithm::AlphaBetaSoft => "alphabeta-soft",
            Algorithm::Pvs => "pvs",
            Algorithm::AlphaBetaTt => "alphabeta-tt",
            Algorithm::Mtdf => "mtdf",
            Algorithm::Test => "test",
            Algorithm::Expectiminimax => "expectiminimax",
            Algorithm::Star1 => "star1",
            Algorithm::Star2 => "star2",
            Algorithm::Mcts => "mcts",
        }
    }

    /// The sign convention of the values the algorithm returns at its nodes.
    pub fn perspective(self) -> Perspective {
        match self {
            Algorithm::Minimax
            | Algorithm::Expectiminimax
            | Algorithm::Star1
            | Algorithm::Star2
            | Algorithm::Mcts => Perspective::Max,
            _ => Perspective::SideToMove,
        }
    }
}

impl Default for Algorithm {
    /// Fail-hard alpha-beta ([`Algorithm::AlphaBeta`]): what `gametree search`, `play`,
    /// the browser and Python search with when no algorithm is named.
    fn default() -> Self {
        Algorithm::AlphaBeta
    }
}

/// A set of algorithms chosen by their [`Capabilities`] ([`Algorithm::CHANCE`],
/// [`Algorithm::ALL`]), counted and listed at compile time.
#[derive(Copy, Clone)]
enum Family {
    /// They search chance nodes.
    Chance,
    /// They return the minimax value and search no chance nodes.
    Minimax,
}

impl Family {
    /// Whether `a` belongs to the family.
    const fn has(self, a: Algorithm) -> bool {
        let c = a.caps();
        match self {
            Family::Chance => c.chance,
            Family::Minimax => c.minimax_value && !c.chance,
        }
    }

    /// How many of [`Algorithm::EVERY`] belong to it.
    const fn count(self) -> usize {
        let (mut n, mut i) = (0, 0);
        while i < Algorithm::EVERY.len() {
            n += self.has(Algorithm::EVERY[i]) as usize;
            i += 1;
        }
        n
    }

    /// Its members in [`Algorithm::EVERY`]'s order (`N` is [`Family::count`]).
    const fn members<const N: usize>(self) -> [Algorithm; N] {
        let mut out = [Algorithm::Minimax; N];
        let (mut n, mut i) = (0, 0);
        while i < Algorithm::EVERY.len() {
            if self.has(Algorithm::EVERY[i]) {
                out[n] = Algorithm::EVERY[i];
                n += 1;
            }
            i += 1;
        }
        out
    }
}

/// What an algorithm can do and what it needs ([`Algorithm::caps`]).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Capabilities {
    /// Searches with α–β windows, recorded at every node (labels `window` and
    /// `triple` have something to show): all but minimax, negamax, expectiminimax.
    pub windows: bool,
    /// Cuts off, so that some moves are pruned: the same algorithms.
    pub prunes: bool,
    /// Can cut off only at α > β ([`CutRule::Gt`]): fail-hard and fail-soft
    /// alpha-beta. The null-window algorithms need their cut-offs at α ≥ β.
    pub prune_on_gt: bool,
    /// Searches trees with chance nodes: expectiminimax, Star1, Star2.
    pub chance: bool,
    /// Uses a transposition table ([`Options::tt_size`]): alphabeta-tt, mtdf.
    pub table: bool,
    /// Starts from a first guess ([`Options::guess`]): MTD(f).
    pub guess: bool,
    /// Needs the test value K ([`Options::test_value`]): the null-window test.
    pub test_value: bool,
    /// Needs bounds on every leaf value ([`Options::leaf_bounds`]): Star1, Star2.
    pub leaf_bounds: bool,
    /// Can search by iterative deepening ([`Options::iterative`]): the alpha-beta
    /// family and MTD(f).
    pub iterative: bool,
    /// Returns the minimax value, so that it can choose a move and be compared: all
    /// but the null-window test, whose value is a bound, and Monte Carlo tree search,
    /// whose value is an estimate.
    pub minimax_value: bool,
    /// Samples: Monte Carlo tree search, which builds its tree by random playouts
    /// ([`Options::mcts`]: iterations, exploration, seed) rather than depth first.
    pub sampling: bool,
}

/// When alpha-beta stops searching a node's moves.
#[derive(
    Copy, Clone, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize,
)]
#[serde(rename_all = "lowercase")]
pub enum CutRule {
    /// Cut off as soon as a value reaches β (`v ≥ β`, i.e. α ≥ β): Kühr's Alg. 3.2,
    /// AIMA and every textbook. The default.
    #[default]
    Ge,
    /// Cut off only when a value exceeds β (`v > β`): a tie `α = β` goes on searching.
    /// Some course notes teach this rule; `gametree check --prune-on gt` marks with it.
    Gt,
}

impl CutRule {
    /// Whether a value `v` (the node's side-to-move view) that has raised α ends the
    /// node's move loop with the bound `beta`: `v ≥ β` ([`CutRule::Ge`]) or `v > β`
    /// ([`CutRule::Gt`]).
    #[inline(always)]
    pub fn cuts(self, v: Score, beta: Score) -> bool {
        match self {
            CutRule::Ge => v >= beta,
            CutRule::Gt => v > beta,
        }
    }

    /// Both rules.
    pub const EVERY: [CutRule; 2] = [CutRule::Ge, CutRule::Gt];

    /// Its name: `ge` or `gt`.
    pub fn name(self) -> &'static str {
        match self {
            CutRule::Ge => "ge",
            CutRule::Gt => "gt",
        }
    }
}

/// The node limit of a search when none is given (`--max-nodes`): 2,000,000 nodes.
/// [`Limits::default`]'s and [`crate::games::Setup`]'s, so the command line's, the
/// browser's and Python's.
pub const DEFAULT_MAX_NODES: u64 = 2_000_000;

/// Limits of one search.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Ply limit: at this depth positions are evaluated statically. `None`: to the end
    /// of the game.
    pub depth: Option<u32>,
    /// The search stops with [`Stop::NodeLimit`] when it would visit more nodes.
    pub max_nodes: u64,
}

impl Default for Limits {
    /// To the end of the game, at most [`DEFAULT_MAX_NODES`] nodes.
    fn default() -> Self {
        Limits {
            depth: None,
            max_nodes: DEFAULT_MAX_NODES,
        }
    }
}

/// Options beyond the algorithm and the limits.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Options {
    /// Move ordering (`--order`).
    pub order: Order,
    /// Transposition-table entries (`--tt-size`), for `alphabeta-tt` and `mtdf`.
    pub tt_size: usize,
    /// MTD(f)'s first guess (`--guess`), MAX's view.
    pub guess: Score,
    /// The null-window test's K (`--test-value`), MAX's view: the test answers
    /// "is the root's value (MAX's view) ≥ K?".
    pub test_value: Score,
    /// Iterative deepening (`--iterative`): search depths 1, 2, …, the depth limit,
    /// each iteration feeding the next.
    pub iterative: bool,
    /// Quiescence search (`--quiescence`): at the depth limit keep searching the
    /// position's noisy moves ([`Evaluator::noisy_moves`](crate::game::Evaluator::noisy_moves)) until it is quiet.
    pub quiescence: bool,
    /// When the alpha-beta algorithms (`alphabeta`, `alphabeta-soft`, `pvs`,
    /// `alphabeta-tt`, `mtdf`, `test`) stop a node's move loop (`--prune-on`). A
    /// transposition-table entry still settles a node whose stored bound reaches β.
    pub cut: CutRule,
    /// Star1's and Star2's known bounds `(L, U)` on every leaf value (`--leaf-bounds
    /// L..U`), MAX's view, in the leaves' units.
    pub leaf_bounds: Option<(Score, Score)>,
    /// Monte Carlo tree search's iterations, exploration constant, seed and playout
    /// (`--algorithm mcts` only).
    pub mcts: mcts::MctsOptions,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            order: Order::Natural,
            tt_size: tt::DEFAULT_TT_SIZE,
            guess: 0,
            test_value: 0,
            iterative: false,
            quiescence: false,
            cut: CutRule::Ge,
            leaf_bounds: None,
            mcts: mcts::MctsOptions::default(),
        }
    }
}

/// Refuses an algorithm that cannot search a game with chance nodes
/// ([`crate::game::Position::has_chance`]): only [`Algorithm::CHANCE`] can.
///
/// # Errors
/// A [`Message`] naming the algorithms that can.
pub fn check_chance(algorithm: Algorithm, has_chance: bool) -> Result<(), Message> {
    if has_chance && !algorithm.caps().chance {
        return Err(crate::tr_message!(
            "errors-no-chance",
            [Algorithm = algorithm.name()],
            names = Algorithm::CHANCE.map(Algorithm::name).join(", ")
        ));
    }
    Ok(())
}

/// What a search found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchResult<M> {
    /// The root's value, MAX's view (for explicit trees: in the leaves' units; for games:
    /// the evaluation's units, wins ±MAX shifted by distance).
    pub value: Score,
    /// The first best move at the root (`None` if the root has no moves).
    pub best_move: Option<M>,
    /// The principal variation, root move first.
    pub pv: Vec<M>,
    /// Node counts.
    pub stats: Stats,
    /// MTD(f)'s passes in order (empty for the other algorithms).
    pub passes: Vec<PassInfo>,
    /// Iterative deepening's iterations in order (empty without it).
    pub iterations: Vec<IterationInfo>,
    /// The null-window test's answer to "value ≥ K?" (only [`Algorithm::Test`]; its
    /// `value` is then the fail-soft bound the test returned, MAX's view).
    pub answer: Option<bool>,
    /// Monte Carlo tree search's iterations run (0 for the other algorithms).
    pub playouts: u64,
}
