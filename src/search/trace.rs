//! The trace vocabulary of a search: the events an algorithm reports while it visits
//! the tree ([`Recorder`] with [`Enter`], [`Leave`], [`Mark`], [`Probe`] and the group
//! events of MTD(f) and iterative deepening), what a node's value means ([`Bound`],
//! [`NodeKind`], [`Perspective`]), and the node counts ([`Stats`]).
//!
//! Search owns this vocabulary and knows nothing of how it is kept: the
//! [`NullRecorder`] here records nothing and compiles away; `crate::record` builds a
//! petgraph tree from the same events. `record` depends on `search`, never the reverse.

pub use super::mcts_run::{MctsIteration, MctsLog, MctsRun};
use crate::game::{Player, Position, Score};

/// What a recorded node is.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum NodeKind {
    /// Searched, with children searched below it.
    Interior,
    /// Valued statically: by the evaluation at the depth limit, or an explicit tree's leaf.
    Leaf,
    /// A finished game (win, loss or draw).
    Terminal,
    /// Generated but never searched (cut off).
    Pruned,
}

/// What a node's value says about its true (minimax) value, in the algorithm's own
/// sign convention.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Bound {
    /// The value is the true value.
    Exact,
    /// The true value is at least the value (fail high: value ≥ β).
    Lower,
    /// The true value is at most the value (fail low: value ≤ α).
    Upper,
}

impl Bound {
    /// The same bound seen from the other side (scores negated): lower ↔ upper.
    pub fn negated(self) -> Bound {
        match self {
            Bound::Exact => Bound::Exact,
            Bound::Lower => Bound::Upper,
            Bound::Upper => Bound::Lower,
        }
    }
}

/// The `enter` event: a node is about to be searched.
#[derive(Copy, Clone, Debug)]
pub struct Enter {
    /// Distance from the root in plies (root 0).
    pub ply: u32,
    /// MAX or MIN, from the side to move.
    pub player: Player,
    /// The α–β window on entry in the algorithm's sign convention, `None` for algorithms
    /// without a window (minimax, negamax).
    pub window: Option<(Score, Score)>,
}

/// The `leave` event: the node's search returned.
#[derive(Copy, Clone, Debug)]
pub struct Leave {
    /// The returned value, in the algorithm's sign convention ([`Perspective`]).
    pub value: Score,
    /// What the value proves.
    pub bound: Bound,
    /// Interior, leaf or terminal.
    pub kind: NodeKind,
}

/// A mark on the current node, beyond what `enter` says.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Mark {
    /// The node re-searches a move whose null-window scout failed high (PVS); the
    /// scout is the previous sibling, for the same move.
    Research,
    /// The node lies beyond the depth limit, searched by quiescence search.
    Quiescence,
    /// Star2's probing phase (Ballard 1983): the node, a chance node's child, is searched
    /// with its first move only, for a bound on its value; it is searched in full later
    /// as a sibling of itself if the chance node is not cut off.
    Probing,
}

/// Receives a search's node events, in visit order: `enter` when a node's search begins,
/// `cutoff` when its move loop stops early (with the moves never searched), `leave` when
/// it returns. Events nest like the recursion.
///
/// Algorithms that search the root several times (MTD(f)'s passes, iterative
/// deepening) first open a *group* node standing for the root position
/// ([`Recorder::begin_group`]); each search of the root then becomes a child of it,
/// named by [`Recorder::name_next_root`]. The other events have empty default bodies,
/// so recorders that ignore them (the [`NullRecorder`]) cost nothing.
pub trait Recorder<P: Position> {
    /// Whether the recorder keeps anything: `false` for the [`NullRecorder`], so that
    /// an algorithm may skip gathering what only a recording needs (Monte Carlo tree
    /// search's iteration log).
    const RECORDS: bool = true;

    /// Opens a group node for `root` (a synthetic node: no window; its value is set by
    /// [`Recorder::end_group`]). `name` is its move text (`None` at the top);
    /// `iteration` the iterative-deepening iteration it belongs to, if any.
    #[inline(always)]
    fn begin_group(
        &mut self,
        _root: &P,
        _player: Player,
        _name: Option<&str>,
        _iteration: Option<u32>,
    ) {
    }
    /// Closes the innermost group node with the result of its searches.
    #[inline(always)]
    fn end_group(&mut self, _value: Score, _bound: Bound) {}
    /// The next root entered (`enter` with no parent) is named `name` and belongs to
    /// MTD(f) pass `pass` and iteration `iteration` (zero-based), where given.
    #[inline(always)]
    fn name_next_root(&mut self, _name: &str, _pass: Option<u32>, _iteration: Option<u32>) {}
    /// Marks the current node.
    #[inline(always)]
    fn mark(&mut self, _mark: Mark) {}
    /// The current node's transposition-table probe found `probe`.
    #[inline(always)]
    fn probe(&mut self, _probe: Probe) {}
    /// The current node stores `bound` in the transposition table.
    #[inline(always)]
    fn store(&mut self, _bound: Bound) {}
    /// The current node's Monte Carlo statistics: its visits `N` and total reward `W`
    /// (MAX's view, in the rewards' units; `--algorithm mcts`).
    #[inline(always)]
    fn statistics(&mut self, _visits: u64, _total: i64) {}
    /// Monte Carlo tree search's run, reported once after its tree: the settings and
    /// every iteration, with node ids in the order the tree was reported (depth first,
    /// root 0).
    #[inline(always)]
    fn mcts(&mut self, _run: MctsRun) {}
    /// A node is entered; `parent` is the parent position and the move that led here
    /// (`None` at the root).
    fn enter(&mut self, parent: Option<(&P, P::Move)>, node: &P, event: Enter);
    /// The current node's move loop stopped early: `pruned` are the moves not searched,
    /// in generation order.
    fn cutoff(&mut self, node: &P, pruned: &[P::Move]);
    /// The current node returns.
    fn leave(&mut self, event: Leave);
}

/// Records nothing; with it the search compiles to the same code as without recording.
#[derive(Copy, Clone, Debug, Default)]
pub struct NullRecorder;

impl<P: Position> Recorder<P> for NullRecorder {
    const RECORDS: bool = false;
    #[inline(always)]
    fn enter(&mut self, _: Option<(&P, P::Move)>, _: &P, _: Enter) {}
    #[inline(always)]
    fn cutoff(&mut self, _: &P, _: &[P::Move]) {}
    #[inline(always)]
    fn leave(&mut self, _: Leave) {}
}

/// The sign convention of the recorded values and windows.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Perspective {
    /// MAX's view at every node (the MAX/MIN form of minimax).
    #[serde(rename = "max")]
    Max,
    /// The view of the side to move at the node (negamax forms).
    #[serde(rename = "side-to-move")]
    SideToMove,
}

impl Perspective {
    /// Both views.
    pub const EVERY: [Perspective; 2] = [Perspective::Max, Perspective::SideToMove];

    /// `"max"` or `"side-to-move"` ([`Perspective::as_str`]).
    pub fn name(self) -> &'static str {
        self.as_str()
    }

    /// `"max"` or `"side-to-move"`.
    pub fn as_str(self) -> &'static str {
        match self {
            Perspective::Max => "max",
            Perspective::SideToMove => "side-to-move",
        }
    }
}

/// What a transposition-table probe at a node found (Plaat et al. 1996,
/// AlphaBetaWithMemory's `retrieve`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Probe {
    /// No entry for this position at this remaining depth.
    Miss,
    /// An entry whose bounds neither cut off nor narrowed the window.
    Hit,
    /// An entry whose bounds narrowed the window `[α, β]` before the search.
    Narrowed,
    /// An entry whose bound settled the node without search (lower ≥ β or upper ≤ α).
    Cutoff,
}

/// One MTD(f) pass: a null-window AlphaBetaWithMemory search of the root with the
/// window `[β − 1, β]` (root's side-to-move view), Plaat et al. 1996.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct PassInfo {
    /// The pass's β, root's side-to-move view.
    pub beta: Score,
    /// What the pass returned (fail-soft), root's side-to-move view.
    pub value: Score,
    /// What the pass proved: `lower` (value ≥ β, a fail high) or `upper` (a fail low).
    pub bound: Bound,
    /// The iteration the pass belongs to (0 without iterative deepening).
    pub iteration: u32,
}

/// One iteration of iterative deepening.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct IterationInfo {
    /// The iteration's depth limit in plies.
    pub depth: u32,
    /// Its root value, MAX's view.
    pub value: Score,
    /// Its best move at the root.
    pub best_move: Option<String>,
    /// Nodes it visited.
    pub visited: u64,
}

/// Node counts of one search.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Stats {
    /// Nodes searched, root included (pruned nodes are not visited).
    pub visited: u64,
    /// Nodes valued statically: by the evaluation at the depth limit, or an explicit
    /// tree's leaf value.
    pub leaves: u64,
    /// Finished games reached (win, loss or draw).
    pub terminals: u64,
    /// Nodes whose move loop stopped early.
    pub cutoffs: u64,
    /// Moves generated but never searched because of a cut-off (a pruned subtree counts once).
    pub pruned: u64,
    /// PVS re-searches: null-window scouts that failed high inside the window and were
    /// searched again.
    #[serde(default)]
    pub researches: u64,
    /// Transposition-table probes (one per interior node searched with the table).
    #[serde(default)]
    pub tt_probes: u64,
    /// Probes that found an entry for the position at the same remaining depth.
    #[serde(default)]
    pub tt_hits: u64,
    /// Evaluations clamped to the win threshold (`--win-threshold` below the
    /// evaluation's bound; Kühr's MNOHO with any evaluation). Not written when 0.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub clamped: u64,
}

/// Whether a count is 0 (not written to the JSON).
fn is_zero(n: &u64) -> bool {
    *n == 0
}
