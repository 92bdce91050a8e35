//! Recording a search: the [`Recorder`] trait the algorithms report to (enter / cutoff /
//! leave events), the [`NullRecorder`] that compiles to nothing, and the
//! [`TreeRecorder`] that builds a petgraph graph of every node ([`Recording`]).
//!
//! Search knows only the trait; only this module and the renderers know petgraph.

mod recording;

pub use recording::{
    IterationInfo, Meta, Node, NodeId, PassInfo, Perspective, Probe, Recording, Solved, Sym,
    NO_SCORE, NO_SYM,
};

use crate::game::{Player, Position, Score, Side};
use petgraph::graph::NodeIndex;
use rustc_hash::FxHashMap;

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
    #[inline(always)]
    fn enter(&mut self, _: Option<(&P, P::Move)>, _: &P, _: Enter) {}
    #[inline(always)]
    fn cutoff(&mut self, _: &P, _: &[P::Move]) {}
    #[inline(always)]
    fn leave(&mut self, _: Leave) {}
}

/// Records every node into a petgraph graph (node ids = visit order, root 0), with move
/// names and labels interned. Pruned children are recorded at the cut-off; for games
/// with [`Position::RECORD_PRUNED_SUBTREES`] the whole pruned subtree is recorded.
pub struct TreeRecorder<M> {
    rec: Recording,
    stack: Vec<NodeIndex>,
    moves: FxHashMap<M, Sym>,
    labels: FxHashMap<String, Sym>,
    boards: Option<FxHashMap<String, Sym>>,
    max_side: Side,
    /// Open group nodes: recorded plies are the search's plus this.
    groups: u32,
    /// The name, pass and iteration of the next root (see [`Recorder::name_next_root`]).
    next_root: Option<(String, Option<u32>, Option<u32>)>,
    /// The pass and iteration of the nodes being recorded.
    pass: Option<u32>,
    iteration: Option<u32>,
}

impl<M: Copy + Eq + std::hash::Hash> TreeRecorder<M> {
    /// An empty recorder for a search from `root` (which fixes which side is MAX).
    pub fn new<P: Position<Move = M>>(root: &P) -> Self {
        TreeRecorder {
            rec: Recording::default(),
            stack: Vec::new(),
            moves: FxHashMap::default(),
            labels: FxHashMap::default(),
            boards: None,
            max_side: root.max_side(),
            groups: 0,
            next_root: None,
            pass: None,
            iteration: None,
        }
    }

    /// Also records each node's board diagram ([`Position::diagram`]), for the report's
    /// board panel. Off by default: it costs a string per node.
    pub fn with_boards(mut self) -> Self {
        self.boards = Some(FxHashMap::default());
        self
    }

    fn player_of<P: Position<Move = M>>(&self, pos: &P) -> Player {
        if pos.side_to_move() == self.max_side {
            Player::Max
        } else {
            Player::Min
        }
    }

    fn move_sym<P: Position<Move = M>>(&mut self, parent: &P, mv: M) -> Sym {
        if let Some(&s) = self.moves.get(&mv) {
            return s;
        }
        let s = self.rec.intern(parent.move_text(mv));
        self.moves.insert(mv, s);
        s
    }

    fn label_sym<P: Position<Move = M>>(&mut self, pos: &P) -> Sym {
        match pos.label() {
            None => NO_SYM,
            Some(l) => {
                if let Some(&s) = self.labels.get(l) {
                    return s;
                }
                let s = self.rec.intern(l.to_string());
                self.labels.insert(l.to_string(), s);
                s
            }
        }
    }

    fn add<P: Position<Move = M>>(
        &mut self,
        parent: Option<(&P, M)>,
        node: &P,
        ply: u32,
        player: Player,
    ) -> NodeIndex {
        let mv = match parent {
            Some((p, m)) => self.move_sym(p, m),
            None => match self.next_root.take() {
                Some((name, pass, iteration)) => {
                    self.pass = pass;
                    self.iteration = iteration;
                    self.rec.intern(name)
                }
                None => NO_SYM,
            },
        };
        let label = self.label_sym(node);
        let id = self.rec.graph.add_node(Node::new(mv, label, ply, player));
        let index = |x: Option<u32>| x.map_or(u16::MAX, |p| p.min(u16::MAX as u32 - 1) as u16);
        if self.pass.is_some() || !self.rec.passes.is_empty() {
            self.rec.passes.resize(id.index(), u16::MAX);
            self.rec.passes.push(index(self.pass));
        }
        if self.iteration.is_some() || !self.rec.iterations.is_empty() {
            self.rec.iterations.resize(id.index(), u16::MAX);
            self.rec.iterations.push(index(self.iteration));
        }
        if let Some(boards) = &mut self.boards {
            let sym = match node.diagram() {
                None => NO_SYM,
                Some(b) => match boards.get(&b) {
                    Some(&s) => s,
                    None => {
                        let s = self.rec.intern(b.clone());
                        boards.insert(b, s);
                        s
                    }
                },
            };
            self.rec.boards.push(sym);
        }
        if let Some(&top) = self.stack.last() {
            self.rec.graph.add_edge(top, id, ());
        }
        id
    }

    /// Records `moves` of the current node as not searched, *without* marking a cut-off
    /// there: moves a strategy leaves out (`gametree solve`'s strategist plays one move;
    /// the others are drawn like pruned ones).
    pub fn leave_out<P: Position<Move = M>>(&mut self, node: &P, moves: &[M]) {
        let Some(&top) = self.stack.last() else {
            return;
        };
        let ply = self.rec.graph[top].ply() + 1;
        for &m in moves {
            self.add_pruned(node, m, ply);
        }
    }

    fn add_pruned<P: Position<Move = M>>(&mut self, parent: &P, mv: M, ply: u32) {
        let child = parent.play(mv);
        let player = self.player_of(&child);
        let id = self.add(Some((parent, mv)), &child, ply, player);
        self.rec.graph[id].set_pruned();
        if P::RECORD_PRUNED_SUBTREES {
            let mut moves = Vec::new();
            child.legal_moves(&mut moves);
            self.stack.push(id);
            for m in moves {
                self.add_pruned(&child, m, ply + 1);
            }
            self.stack.pop();
        }
    }

    /// Ends the recording: the graph plus the search's summary.
    pub fn finish(mut self, meta: Meta) -> Recording {
        self.rec.meta = meta;
        let n = self.rec.graph.node_count();
        if !self.rec.passes.is_empty() {
            self.rec.passes.resize(n, u16::MAX);
        }
        if !self.rec.iterations.is_empty() {
            self.rec.iterations.resize(n, u16::MAX);
        }
        self.rec.graph.shrink_to_fit();
        self.rec
    }

    /// Number of nodes recorded so far (searched and pruned).
    pub fn len(&self) -> usize {
        self.rec.graph.node_count()
    }

    /// Whether nothing has been recorded yet.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

impl<P: Position> Recorder<P> for TreeRecorder<P::Move> {
    fn begin_group(
        &mut self,
        root: &P,
        player: Player,
        name: Option<&str>,
        iteration: Option<u32>,
    ) {
        if let Some(n) = name {
            self.next_root = Some((n.to_string(), None, iteration));
        }
        self.pass = None;
        self.iteration = iteration;
        let id = self.add(None, root, self.groups, player);
        self.rec.graph[id].set_group();
        self.stack.push(id);
        self.groups += 1;
    }

    fn end_group(&mut self, value: Score, bound: Bound) {
        if let Some(top) = self.stack.pop() {
            self.rec.graph[top].set_result(value, bound, NodeKind::Interior);
        }
        self.groups = self.groups.saturating_sub(1);
        self.pass = None;
    }

    fn name_next_root(&mut self, name: &str, pass: Option<u32>, iteration: Option<u32>) {
        self.next_root = Some((name.to_string(), pass, iteration));
    }

    fn mark(&mut self, mark: Mark) {
        if let Some(&top) = self.stack.last() {
            match mark {
                Mark::Research => self.rec.graph[top].set_research(),
                Mark::Quiescence => self.rec.graph[top].set_quiescence(),
            }
        }
    }

    fn probe(&mut self, probe: Probe) {
        if let Some(&top) = self.stack.last() {
            self.rec.graph[top].set_probe(probe);
        }
    }

    fn store(&mut self, bound: Bound) {
        if let Some(&top) = self.stack.last() {
            self.rec.graph[top].set_store(bound);
        }
    }

    fn enter(&mut self, parent: Option<(&P, P::Move)>, node: &P, e: Enter) {
        let id = self.add(parent, node, e.ply + self.groups, e.player);
        if let Some((a, b)) = e.window {
            self.rec.graph[id].set_window(a, b);
        }
        self.stack.push(id);
    }

    fn cutoff(&mut self, node: &P, pruned: &[P::Move]) {
        let Some(&top) = self.stack.last() else {
            return;
        };
        self.rec.graph[top].set_cutoff();
        self.leave_out(node, pruned);
    }

    fn leave(&mut self, e: Leave) {
        if let Some(top) = self.stack.pop() {
            self.rec.graph[top].set_result(e.value, e.bound, e.kind);
        }
    }
}
