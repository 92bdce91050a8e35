//! Recording a search: the [`TreeRecorder`] that builds a petgraph graph of every node
//! ([`Recording`]) from the events of the search's trace vocabulary
//! ([`crate::search::trace`], re-exported here with its [`NullRecorder`]).
//!
//! `record` depends on `search`, never the reverse; only this module and the renderers
//! know petgraph.

pub mod json;
pub mod mcts;
mod names;
mod recording;

pub use crate::search::trace::{
    Bound, Enter, IterationInfo, Leave, Mark, MctsIteration, MctsRun, NodeKind, NullRecorder,
    PassInfo, Perspective, Probe, Recorder, Stats,
};
pub use names::{known_text, NodeNames, LISTED_LABELS, MAX_NAME_CHARS};
pub use recording::{
    scaled_text, Meta, Names, Node, NodeId, Recording, Solved, Sym, Verdict, NO_SCORE, NO_SYM,
};

use crate::game::{Evaluator, Player, Position, Score, Side, WinScore};
use crate::search::{Algorithm, Limits, Options, Stop};
use petgraph::graph::NodeIndex;
use rustc_hash::FxHashMap;
use std::time::Duration;
use web_time::Instant;

/// A search recorded by a [`TreeRecorder`]: [`SearchJob::record`] on a position, or
/// run as a job on a loaded game ([`crate::games::Loaded::run`]).
pub struct SearchJob<'a> {
    /// The algorithm.
    pub algorithm: Algorithm,
    /// Depth and node limits.
    pub limits: Limits,
    /// Ordering, table size and the algorithms' own options.
    pub options: &'a Options,
    /// Record each node's board ([`Position::diagram`]).
    pub boards: bool,
}

impl SearchJob<'_> {
    /// Searches `root` (see [`crate::search::search_with`]) while a [`TreeRecorder`]
    /// records every node; returns the recording (its [`Meta`] summarising the search,
    /// values MAX's view) and the wall-clock time the search took.
    ///
    /// # Errors
    /// The search's [`Stop`] (node or ply limit).
    pub fn record<P: Position, E: Evaluator<P>>(
        &self,
        root: &P,
        eval: &E,
        win: WinScore,
    ) -> Result<(Recording, Duration), Stop> {
        let mut rec = TreeRecorder::new(root);
        if self.boards {
            rec = rec.with_boards();
        }
        let (alg, options) = (self.algorithm, self.options);
        let start = Instant::now();
        let result =
            crate::search::search_with(alg, root, eval, win, self.limits, options, &mut rec)?;
        let elapsed = start.elapsed();
        let meta = Meta {
            test_value: alg.caps().test_value.then_some(options.test_value),
            order: options.order.to_string(),
            cut: options.cut,
            scale: eval.scale(),
            leaf_bounds: options.leaf_bounds.filter(|_| alg.needs_leaf_bounds()),
            ..Meta::of_search(root, alg, eval.name(), self.limits.depth, win, &result)
        };
        Ok((rec.finish(meta), elapsed))
    }
}

impl crate::game::job::GameJob for SearchJob<'_> {
    /// The recording, the search's time and the win scoring it used.
    type Output = (Recording, Duration, WinScore);

    fn run<P: Position, E: Evaluator<P>>(
        self,
        root: &P,
        eval: &E,
        win: WinScore,
    ) -> Result<Self::Output, crate::Error> {
        if self.algorithm.caps().test_value {
            // Values lie within ± the win score (± SCORE_LIMIT for explicit trees): a K
            // outside asks nothing, and its bound would read as a win distance.
            let limit = if win.is_active() {
                win.max
            } else {
                crate::game::SCORE_LIMIT
            };
            let k = self.options.test_value;
            if !(-limit..=limit).contains(&k) {
                return Err(crate::Error::with_kind(crate::ErrorKind::BadOption, crate::message!(
                    [TestValue],
                    (format!(" must be between -{limit} and {limit} (the values the search can return), found {k}"))
                )));
            }
        }
        crate::search::check_chance(self.algorithm, root.has_chance())
            .map_err(|m| crate::Error::with_kind(crate::ErrorKind::Unsupported, m))?;
        let (rec, elapsed) = self.record(root, eval, win)?;
        Ok((rec, elapsed, win))
    }
}

/// How many recently named moves [`TreeRecorder`] keeps in front of its map.
const RECENT: usize = 64;

/// Records every node into a petgraph graph (node ids = visit order, root 0), with move
/// names and labels interned. Pruned children are recorded at the cut-off; for games
/// with [`Position::RECORD_PRUNED_SUBTREES`] the whole pruned subtree is recorded.
pub struct TreeRecorder<M> {
    rec: Recording,
    stack: Vec<NodeIndex>,
    /// Move names by move, for games whose names do not read the position.
    moves: FxHashMap<M, Sym>,
    /// The last name looked up in `moves` in each of [`RECENT`] slots, a move's slot
    /// picked by its hash: a move named before costs one comparison, not a probe of the
    /// map (a tenth of the tree recorder's time on tic-tac-toe).
    recent: Box<[Option<(M, Sym)>; RECENT]>,
    /// Move names by the game's key ([`Position::move_text_key`]), for games whose
    /// names read the position.
    keyed: FxHashMap<u64, Sym>,
    labels: FxHashMap<String, Sym>,
    /// The boards recorded so far, by the hash of their diagram (the text itself is
    /// kept once, in the recording's names); `None` when boards are not recorded.
    boards: Option<FxHashMap<u64, Sym>>,
    /// Boards whose hash an earlier, different board has (rare), by their text.
    board_collisions: FxHashMap<String, Sym>,
    /// The diagram being recorded, a buffer reused from node to node.
    diagram: String,
    max_side: Side,
    /// Open group nodes: recorded plies are the search's plus this.
    groups: u32,
    /// The name, pass and iteration of the next root (see [`Recorder::name_next_root`]).
    next_root: Option<(String, Option<u32>, Option<u32>)>,
    /// The pass and iteration of the nodes being recorded.
    pass: Option<u32>,
    iteration: Option<u32>,
    /// Monte Carlo tree search's run, once reported ([`Recorder::mcts`]).
    mcts: Option<MctsRun>,
}

impl<M: Copy + Eq + std::hash::Hash> TreeRecorder<M> {
    /// An empty recorder for a search from `root` (which fixes which side is MAX).
    pub fn new<P: Position<Move = M>>(root: &P) -> Self {
        TreeRecorder {
            rec: Recording::default(),
            stack: Vec::new(),
            moves: FxHashMap::default(),
            recent: Box::new([None; RECENT]),
            keyed: FxHashMap::default(),
            labels: FxHashMap::default(),
            boards: None,
            board_collisions: FxHashMap::default(),
            diagram: String::new(),
            max_side: root.max_side(),
            groups: 0,
            next_root: None,
            pass: None,
            iteration: None,
            mcts: None,
        }
    }

    /// Also records each node's board diagram ([`Position::diagram`]), for the report's
    /// board panel. Off by default: it costs a string per node.
    pub fn with_boards(mut self) -> Self {
        self.boards = Some(FxHashMap::default());
        self
    }

    fn player_of<P: Position<Move = M>>(&self, pos: &P) -> Player {
        Player::at(pos, self.max_side)
    }

    /// The name of `mv` played from `parent` (to `child`, where it was played): made
    /// once per move where the name does not read the position, else once per key the
    /// game gives it ([`Position::move_text_key`]), else once per text.
    fn move_sym<P: Position<Move = M>>(&mut self, parent: &P, mv: M, child: Option<&P>) -> Sym {
        if P::MOVE_TEXT_CONTEXT_FREE {
            let slot = {
                use std::hash::BuildHasher;
                let h = rustc_hash::FxBuildHasher.hash_one(mv);
                (h ^ h >> 32) as usize % RECENT
            };
            if let Some((m, s)) = self.recent[slot] {
                if m == mv {
                    return s;
                }
            }
            let s = match self.moves.get(&mv) {
                Some(&s) => s,
                None => {
                    let s = self.rec.intern(&parent.move_text(mv));
                    self.moves.insert(mv, s);
                    s
                }
            };
            self.recent[slot] = Some((mv, s));
            return s;
        }
        let key = parent.move_text_key(mv, child);
        if let Some(&s) = key.and_then(|k| self.keyed.get(&k)) {
            return s;
        }
        let text = match child {
            Some(c) => parent.move_text_to(mv, c),
            None => parent.move_text(mv),
        };
        let s = self.text_sym(&text);
        if let Some(k) = key {
            self.keyed.insert(k, s);
        }
        s
    }

    /// `text` interned once: labels, and move names that read the position.
    fn text_sym(&mut self, text: &str) -> Sym {
        if let Some(&s) = self.labels.get(text) {
            return s;
        }
        let s = self.rec.intern(text);
        self.labels.insert(text.to_string(), s);
        s
    }

    fn label_sym<P: Position<Move = M>>(&mut self, pos: &P) -> Sym {
        match pos.label() {
            None => NO_SYM,
            Some(l) => self.text_sym(l),
        }
    }

    /// Adds a node below the current one: the position `node` reached by `parent`'s
    /// move, or for a pruned move recorded without playing it, no position.
    #[inline]
    fn add<P: Position<Move = M>>(
        &mut self,
        parent: Option<(&P, M)>,
        node: Option<&P>,
        ply: u32,
        player: Player,
    ) -> NodeIndex {
        let mv = match parent {
            Some((p, m)) => self.move_sym(p, m, node),
            None => match self.next_root.take() {
                Some((name, pass, iteration)) => {
                    self.pass = pass;
                    self.iteration = iteration;
                    self.rec.intern(&name)
                }
                None => NO_SYM,
            },
        };
        let label = node.map_or(NO_SYM, |n| self.label_sym(n));
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
        if let Some(v) = node.and_then(Position::given_value) {
            self.rec.given.resize(id.index(), None);
            self.rec.given.push(Some(v));
        }
        if let Some(p) = parent.and_then(|(p, m)| p.probability(m)) {
            let s = self.rec.intern(&p.to_string());
            self.rec.probabilities.resize(id.index(), NO_SYM);
            self.rec.probabilities.push(s);
        }
        if let Some(boards) = &mut self.boards {
            // No string is made for a board seen before: the diagram is written into
            // one buffer and looked up by its hash.
            self.diagram.clear();
            let drawn = node.is_some_and(|n| n.write_diagram(&mut self.diagram));
            let sym = if drawn {
                let text = self.diagram.as_str();
                let hash = {
                    use std::hash::{BuildHasher, Hasher};
                    let mut h = rustc_hash::FxBuildHasher.build_hasher();
                    h.write(text.as_bytes());
                    h.finish()
                };
                match boards.get(&hash) {
                    Some(&s) if self.rec.name(s) == Some(text) => s,
                    Some(_) => match self.board_collisions.get(text) {
                        Some(&s) => s,
                        None => {
                            let s = self.rec.intern(text);
                            self.board_collisions.insert(text.to_string(), s);
                            s
                        }
                    },
                    None => {
                        let s = self.rec.intern(text);
                        boards.insert(hash, s);
                        s
                    }
                }
            } else {
                NO_SYM
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

    /// Records `mv` of `parent` as pruned. Where nothing of the position it leads to is
    /// recorded (no boards, no pruned subtree) and the game tells who moves after it
    /// ([`Position::side_after`]), the move is not played: its name comes from
    /// `parent`.
    fn add_pruned<P: Position<Move = M>>(&mut self, parent: &P, mv: M, ply: u32) {
        let unplayed = !P::RECORD_PRUNED_SUBTREES && self.boards.is_none();
        if let Some(side) = parent.side_after(mv).filter(|_| unplayed) {
            let player = if side == self.max_side {
                Player::Max
            } else {
                Player::Min
            };
            let id = self.add(Some((parent, mv)), None, ply, player);
            self.rec.graph[id].set_pruned();
            return;
        }
        let child = parent.play(mv);
        let player = self.player_of(&child);
        let id = self.add(Some((parent, mv)), Some(&child), ply, player);
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
    pub fn finish(mut self, mut meta: Meta) -> Recording {
        if meta.mcts.is_none() {
            meta.mcts = self.mcts.take();
        }
        self.rec.meta = meta;
        let n = self.rec.graph.node_count();
        if !self.rec.passes.is_empty() {
            self.rec.passes.resize(n, u16::MAX);
        }
        if !self.rec.iterations.is_empty() {
            self.rec.iterations.resize(n, u16::MAX);
        }
        if !self.rec.probabilities.is_empty() {
            self.rec.probabilities.resize(n, NO_SYM);
        }
        if !self.rec.given.is_empty() {
            self.rec.given.resize(n, None);
        }
        if !self.rec.visits.is_empty() {
            self.rec.visits.resize(n, 0);
            self.rec.totals.resize(n, 0);
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
        let id = self.add(None, Some(root), self.groups, player);
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
                Mark::Probing => self.rec.graph[top].set_probing(),
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
        let id = self.add(parent, Some(node), e.ply + self.groups, e.player);
        if let Some((a, b)) = e.window {
            self.rec.graph[id].set_window(a, b);
        }
        self.stack.push(id);
    }

    fn statistics(&mut self, visits: u64, total: i64) {
        if let Some(&top) = self.stack.last() {
            let i = top.index();
            self.rec.visits.resize(i, 0);
            self.rec.totals.resize(i, 0);
            self.rec.visits.push(visits);
            self.rec.totals.push(total);
        }
    }

    fn mcts(&mut self, run: MctsRun) {
        self.mcts = Some(run);
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
