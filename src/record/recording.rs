//! The recorded search tree, independent of the game: what every renderer reads.

use crate::game::{Player, Score, WinScore};
use crate::search::trace::{Bound, IterationInfo, NodeKind, PassInfo, Perspective, Probe, Stats};
use petgraph::graph::{DiGraph, NodeIndex};
use petgraph::Direction;

/// An index into [`Recording::names`] (interned move names and labels).
pub type Sym = u32;
/// "No symbol": the root's move, or a node without a label.
pub const NO_SYM: Sym = u32::MAX;
/// "No score": no window (algorithms without one) or no value (pruned nodes).
pub const NO_SCORE: Score = i32::MIN;
/// A node's id: its visit order (root 0). Pruned nodes are numbered when the cut-off
/// that prunes them happens.
pub type NodeId = NodeIndex<u32>;

const PLAYER_MIN: u8 = 1;
const KIND_SHIFT: u8 = 1; // 2 bits
const BOUND_SHIFT: u8 = 3; // 2 bits, 0 = none
const CUTOFF: u8 = 1 << 5;
const RESEARCH: u8 = 1 << 6;
const QUIESCENCE: u8 = 1 << 7;
// The `extra` byte: TT probe (3 bits, 0 = none), TT store (2 bits, 0 = none), group.
const PROBE_MASK: u8 = 0b111;
const STORE_SHIFT: u8 = 3;
const GROUP: u8 = 1 << 5;
const CHANCE: u8 = 1 << 6;
const PROBING: u8 = 1 << 7;

/// One recorded node, 24 bytes: interned move and label, the window on entry, the
/// returned value, the ply and packed flags (player, kind, bound, cut-off).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Node {
    mv: Sym,
    label: Sym,
    alpha: Score,
    beta: Score,
    value: Score,
    ply: u16,
    flags: u8,
    extra: u8,
}

impl Node {
    /// A node just entered: no window, no value yet, kind interior.
    #[inline]
    pub fn new(mv: Sym, label: Sym, ply: u32, player: Player) -> Node {
        Node {
            mv,
            label,
            alpha: NO_SCORE,
            beta: NO_SCORE,
            value: NO_SCORE,
            ply: ply.min(u16::MAX as u32) as u16,
            flags: if player == Player::Min { PLAYER_MIN } else { 0 },
            extra: if player == Player::Chance { CHANCE } else { 0 },
        }
    }

    /// Marks the node as searched a second time with a wider window after a null-window
    /// scout failed high (PVS/NegaScout, Reinefeld 1983); the scout is its previous sibling.
    pub fn set_research(&mut self) {
        self.flags |= RESEARCH;
    }

    /// Whether the node is a PVS re-search.
    pub fn research(&self) -> bool {
        self.flags & RESEARCH != 0
    }

    /// Marks the node as searched by quiescence search (beyond the depth limit).
    pub fn set_quiescence(&mut self) {
        self.flags |= QUIESCENCE;
    }

    /// Whether the node lies beyond the depth limit, in quiescence search.
    pub fn quiescence(&self) -> bool {
        self.flags & QUIESCENCE != 0
    }

    /// Records what the node's transposition-table probe found.
    pub fn set_probe(&mut self, p: Probe) {
        let v = match p {
            Probe::Miss => 1,
            Probe::Hit => 2,
            Probe::Narrowed => 3,
            Probe::Cutoff => 4,
        };
        self.extra = (self.extra & !PROBE_MASK) | v;
    }

    /// What the node's transposition-table probe found, `None` without a probe.
    pub fn probe(&self) -> Option<Probe> {
        match self.extra & PROBE_MASK {
            1 => Some(Probe::Miss),
            2 => Some(Probe::Hit),
            3 => Some(Probe::Narrowed),
            4 => Some(Probe::Cutoff),
            _ => None,
        }
    }

    /// Records the bound the node stored in the transposition table on return.
    pub fn set_store(&mut self, b: Bound) {
        let v = match b {
            Bound::Exact => 1,
            Bound::Lower => 2,
            Bound::Upper => 3,
        };
        self.extra = (self.extra & !(3 << STORE_SHIFT)) | v << STORE_SHIFT;
    }

    /// The bound the node stored in the transposition table, `None` if it stored nothing.
    pub fn store(&self) -> Option<Bound> {
        match (self.extra >> STORE_SHIFT) & 3 {
            1 => Some(Bound::Exact),
            2 => Some(Bound::Lower),
            3 => Some(Bound::Upper),
            _ => None,
        }
    }

    /// Marks the node as a synthetic group node: it stands for the root position and
    /// its children are separate searches of it (MTD(f) passes, iterative-deepening
    /// iterations). Its move name says which.
    pub fn set_group(&mut self) {
        self.extra |= GROUP;
    }

    /// Whether the node is a synthetic group node (see [`Node::set_group`]).
    pub fn group(&self) -> bool {
        self.extra & GROUP != 0
    }

    /// Marks the node as Star2's probe of a chance node's child (its first move only).
    pub fn set_probing(&mut self) {
        self.extra |= PROBING;
    }

    /// Whether the node is Star2's probe (see [`Node::set_probing`]).
    pub fn probing(&self) -> bool {
        self.extra & PROBING != 0
    }

    /// Sets the window on entry (algorithm's sign convention).
    #[inline]
    pub fn set_window(&mut self, alpha: Score, beta: Score) {
        self.alpha = alpha;
        self.beta = beta;
    }

    /// Sets what the node's search returned.
    #[inline]
    pub fn set_result(&mut self, value: Score, bound: Bound, kind: NodeKind) {
        self.value = value;
        let b = match bound {
            Bound::Exact => 1,
            Bound::Lower => 2,
            Bound::Upper => 3,
        };
        let k = match kind {
            NodeKind::Interior => 0,
            NodeKind::Leaf => 1,
            NodeKind::Terminal => 2,
            NodeKind::Pruned => 3,
        };
        self.flags = (self.flags & (PLAYER_MIN | CUTOFF | RESEARCH | QUIESCENCE))
            | k << KIND_SHIFT
            | b << BOUND_SHIFT;
    }

    /// Marks the node as generated but never searched.
    #[inline]
    pub fn set_pruned(&mut self) {
        self.flags = (self.flags & PLAYER_MIN) | 3 << KIND_SHIFT;
    }

    /// Marks the node as one whose move loop stopped early.
    pub fn set_cutoff(&mut self) {
        self.flags |= CUTOFF;
    }

    /// The interned move that led here ([`NO_SYM`] at the root).
    pub fn move_sym(&self) -> Sym {
        self.mv
    }

    /// The interned label ([`NO_SYM`] when the node has none).
    pub fn label_sym(&self) -> Sym {
        self.label
    }

    /// Plies from the root.
    pub fn ply(&self) -> u32 {
        self.ply as u32
    }

    /// MAX, MIN or CHANCE.
    pub fn player(&self) -> Player {
        if self.extra & CHANCE != 0 {
            Player::Chance
        } else if self.flags & PLAYER_MIN != 0 {
            Player::Min
        } else {
            Player::Max
        }
    }

    /// Interior, leaf, terminal or pruned.
    pub fn kind(&self) -> NodeKind {
        match (self.flags >> KIND_SHIFT) & 3 {
            0 => NodeKind::Interior,
            1 => NodeKind::Leaf,
            2 => NodeKind::Terminal,
            _ => NodeKind::Pruned,
        }
    }

    /// The α–β window on entry, in the recording's [`Perspective`]; `None` for
    /// algorithms without a window and for pruned nodes.
    pub fn window(&self) -> Option<(Score, Score)> {
        (self.alpha != NO_SCORE).then_some((self.alpha, self.beta))
    }

    /// The returned value in the recording's [`Perspective`]; `None` for pruned nodes.
    pub fn value(&self) -> Option<Score> {
        (self.value != NO_SCORE).then_some(self.value)
    }

    /// What the value proves; `None` for pruned nodes.
    pub fn bound(&self) -> Option<Bound> {
        match (self.flags >> BOUND_SHIFT) & 3 {
            1 => Some(Bound::Exact),
            2 => Some(Bound::Lower),
            3 => Some(Bound::Upper),
            _ => None,
        }
    }

    /// Whether the node's move loop stopped early (a cut-off happened here).
    pub fn cutoff(&self) -> bool {
        self.flags & CUTOFF != 0
    }

    /// The value converted to MAX's view, given the recording's perspective.
    pub fn score(&self, perspective: Perspective) -> Option<Score> {
        self.value().map(|v| match perspective {
            Perspective::Max => v,
            Perspective::SideToMove => self.player().to_max_view(v),
        })
    }
}

/// The search's summary: what was searched, how, and what came out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Meta {
    /// The game's name (`tree`, `tictactoe`, …).
    pub game: String,
    /// The algorithm's name as given to `--algorithm`.
    pub algorithm: String,
    /// The evaluation's name as given to `--eval`.
    pub evaluation: String,
    /// The ply limit, `None` for a search to the end of the game.
    pub depth: Option<u32>,
    /// The sign convention of the node values and windows.
    pub perspective: Perspective,
    /// Kühr's `MAX`/`MNOHO`; `None` when scores are not shifted (explicit trees, plain
    /// scoring).
    pub win_score: Option<WinScore>,
    /// Plain scoring's utilities of a finished game, MAX's view (`--scoring plain`,
    /// `--utilities W,D,L`); `None` under win-distance scoring and for explicit trees.
    pub utilities: Option<crate::game::Utilities>,
    /// The root's value, MAX's view.
    pub value: Score,
    /// The chosen move at the root (the first best, left to right), if the root has moves.
    pub best_move: Option<String>,
    /// The principal variation from the root, as move names.
    pub principal_variation: Vec<String>,
    /// Node counts.
    pub stats: Stats,
    /// The root position as position-file text.
    pub position: String,
    /// MTD(f)'s passes, in order (empty for other algorithms).
    pub passes: Vec<PassInfo>,
    /// Iterative deepening's iterations, in order (empty without `--iterative`).
    pub iterations: Vec<IterationInfo>,
    /// The null-window test's answer to "is the value ≥ K?" (`--algorithm test` only).
    pub answer: Option<bool>,
    /// The null-window test's K, MAX's view (`--algorithm test` only).
    pub test_value: Option<Score>,
    /// The move ordering's name (`natural` unless `--order` says otherwise).
    pub order: String,
    /// When the alpha-beta algorithms cut off (`--prune-on`).
    pub cut: crate::search::CutRule,
    /// What `gametree solve` proved (absent for other commands).
    pub solution: Option<Solved>,
    /// The values' scale: every value, window and bound is in units of `1 / scale` of
    /// the leaves' (1 but for trees with chance nodes, [`crate::game::Evaluator::scale`]).
    pub scale: Score,
    /// Star1's and Star2's bounds on the leaves (`--leaf-bounds L..U`), leaves' units.
    pub leaf_bounds: Option<(Score, Score)>,
    /// Monte Carlo tree search's settings and iterations (`--algorithm mcts` only).
    pub mcts: Option<crate::search::trace::MctsRun>,
}

/// The game-theoretic result of a position for the side to move (`gametree solve`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Verdict {
    /// The side to move wins with best play.
    Win,
    /// Neither side can force a win.
    Draw,
    /// The side to move loses with best play.
    Loss,
    /// The solver's limits stopped it before the result was proven.
    Unknown,
}

impl Verdict {
    /// `"win"`, `"draw"`, `"loss"` or `"unknown"`, as in the JSON.
    pub fn as_str(self) -> &'static str {
        match self {
            Verdict::Win => "win",
            Verdict::Draw => "draw",
            Verdict::Loss => "loss",
            Verdict::Unknown => "unknown",
        }
    }

    /// The verdict of a proven value from the side to move's view (`None`: unknown):
    /// its sign.
    pub fn of_value(value: Option<Score>) -> Verdict {
        match value {
            None => Verdict::Unknown,
            Some(v) if v > 0 => Verdict::Win,
            Some(v) if v < 0 => Verdict::Loss,
            Some(_) => Verdict::Draw,
        }
    }
}

impl PartialEq<&str> for Verdict {
    fn eq(&self, other: &&str) -> bool {
        self.as_str() == *other
    }
}

/// A game-theoretic result proved by `gametree solve`, for the side to move at the root.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Solved {
    /// Win, draw or loss for the side to move at the root, or unknown when the limits
    /// stopped the solver first (JSON: `"win"`, `"draw"`, `"loss"`, `"unknown"`).
    pub result: Verdict,
    /// Plies to the end of the game with best play (a win as fast as possible, a loss
    /// as slow as possible); `None` for draws and unknown results.
    pub plies: Option<u32>,
    /// The final margin (Kalah: stones in the side to move's store minus the
    /// opponent's) with best play for the margin; `None` where the game has none.
    pub margin: Option<Score>,
    /// The deepest search completed: without a result, no forced result exists
    /// within this many plies.
    pub proven_depth: u32,
}

impl Meta {
    /// The summary of a search from `root` that returned `result` (natural move order,
    /// no test value: set `order` and `test_value` where they differ).
    pub fn of_search<P: crate::game::Position>(
        root: &P,
        algorithm: crate::search::Algorithm,
        evaluation: &str,
        depth: Option<u32>,
        win: WinScore,
        result: &crate::search::SearchResult<P::Move>,
    ) -> Meta {
        let name = |m: P::Move| root.move_text(m);
        Meta {
            game: root.game_name().to_string(),
            algorithm: algorithm.name().to_string(),
            evaluation: evaluation.to_string(),
            depth,
            perspective: algorithm.perspective(),
            win_score: win.is_active().then_some(win),
            utilities: win.utilities,
            value: result.value,
            best_move: result.best_move.map(name),
            principal_variation: crate::game::line_text(root, &result.pv),
            stats: result.stats,
            position: root.to_position_text(),
            passes: result.passes.clone(),
            iterations: result.iterations.clone(),
            answer: result.answer,
            test_value: None,
            order: "natural".to_string(),
            cut: crate::search::CutRule::Ge,
            solution: None,
            scale: 1,
            leaf_bounds: None,
            mcts: None,
        }
    }
}

impl Default for Meta {
    fn default() -> Self {
        Meta {
            game: String::new(),
            algorithm: String::new(),
            evaluation: String::new(),
            depth: None,
            perspective: Perspective::SideToMove,
            win_score: None,
            utilities: None,
            value: 0,
            best_move: None,
            principal_variation: Vec::new(),
            stats: Stats::default(),
            position: String::new(),
            passes: Vec::new(),
            iterations: Vec::new(),
            answer: None,
            test_value: None,
            order: "natural".to_string(),
            cut: crate::search::CutRule::Ge,
            solution: None,
            scale: 1,
            leaf_bounds: None,
            mcts: None,
        }
    }
}

/// A recording's interned strings (move names, labels, board diagrams), kept end to
/// end in one buffer: millions of boards cost their bytes and an offset each, not a
/// heap allocation each. Serialized as a sequence of strings.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Names {
    text: String,
    /// Where each string ends in `text`; string `i` starts where `i − 1` ends.
    ends: Vec<usize>,
}

impl Names {
    /// Appends `s` and returns its symbol.
    pub fn push(&mut self, s: &str) -> Sym {
        self.text.push_str(s);
        self.ends.push(self.text.len());
        (self.ends.len() - 1) as Sym
    }

    /// The string of symbol `s`; `None` for [`NO_SYM`] or any symbol not pushed.
    pub fn get(&self, s: Sym) -> Option<&str> {
        let i = s as usize;
        let end = *self.ends.get(i)?;
        let start = if i == 0 { 0 } else { self.ends[i - 1] };
        Some(&self.text[start..end])
    }

    /// How many strings there are.
    pub fn len(&self) -> usize {
        self.ends.len()
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.ends.is_empty()
    }

    /// The strings in symbol order.
    pub fn iter(&self) -> impl Iterator<Item = &str> + '_ {
        (0..self.ends.len()).map(|i| self.get(i as Sym).unwrap_or_default())
    }

    /// Bytes of heap memory held.
    pub fn heap_bytes(&self) -> usize {
        self.text.capacity() + self.ends.capacity() * std::mem::size_of::<usize>()
    }
}

impl serde::Serialize for Names {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.iter())
    }
}

/// Formats a score in units of `1 / scale` for people, exactly: `∞` and `-∞` for the
/// infinities, a whole number, a decimal where one is exact (`21/10` is `2.1`), else a
/// fraction in lowest terms (`13/3`). Scale 1 (every game but trees with chance nodes)
/// gives the plain number.
pub fn scaled_text(v: Score, scale: Score) -> String {
    match v {
        crate::game::INF => return "∞".to_string(),
        v if v == -crate::game::INF => return "-∞".to_string(),
        _ => {}
    }
    let (v, scale) = (i64::from(v), i64::from(scale.max(1)));
    let g = crate::game::gcd(v.unsigned_abs(), scale as u64) as i64;
    let (num, den) = (v / g.max(1), scale / g.max(1));
    if den == 1 {
        return num.to_string();
    }
    // A decimal is exact when the denominator has no prime factors but 2 and 5.
    let (mut d, mut twos, mut fives) = (den, 0u32, 0u32);
    while d % 2 == 0 {
        d /= 2;
        twos += 1;
    }
    while d % 5 == 0 {
        d /= 5;
        fives += 1;
    }
    if d != 1 {
        return format!("{num}/{den}");
    }
    let places = twos.max(fives);
    let ten = 10i64.pow(places);
    let n = num.unsigned_abs() as i64 * (ten / den);
    let sign = if num < 0 { "-" } else { "" };
    format!(
        "{sign}{}.{:0width$}",
        n / ten,
        n % ten,
        width = places as usize
    )
}

/// A recorded search tree: a petgraph graph whose edges go from parent to child and
/// whose node indices are the visit order, plus the interned names and the summary.
#[derive(Clone, Debug, Default)]
pub struct Recording {
    /// The search's summary.
    pub meta: Meta,
    /// The tree. Node indices are visit order; edges point from parent to child.
    pub graph: DiGraph<Node, ()>,
    /// Interned move names, labels and boards, indexed by [`Sym`].
    pub names: Names,
    /// Each node's board diagram ([`crate::game::Position::diagram`]) by node id, when
    /// recorded (empty otherwise).
    pub boards: Vec<Sym>,
    /// Each node's MTD(f) pass index by node id (`u16::MAX`: none, e.g. a group node);
    /// empty when the search had no passes.
    pub passes: Vec<u16>,
    /// Each node's iteration index by node id (`u16::MAX`: none); empty without
    /// iterative deepening.
    pub iterations: Vec<u16>,
    /// Each node's probability as written (the move into it from a chance node), an
    /// interned text by node id ([`NO_SYM`]: none); empty without chance nodes.
    pub probabilities: Vec<Sym>,
    /// The value each node's position gives by itself
    /// ([`crate::game::Position::given_value`]: an explicit tree's leaf), MAX's view,
    /// by node id; empty for games. Pruned leaves have it too.
    pub given: Vec<Option<Score>>,
    /// Each node's Monte Carlo visits `N` by node id; empty but for `--algorithm mcts`.
    pub visits: Vec<u64>,
    /// Each node's Monte Carlo total reward `W` (MAX's view, in units of `1 / scale`
    /// of the leaves') by node id; empty but for `--algorithm mcts`.
    pub totals: Vec<i64>,
}

impl Recording {
    /// Adds `s` to the name table and returns its symbol.
    pub fn intern(&mut self, s: &str) -> Sym {
        self.names.push(s)
    }

    /// The text of a symbol, `None` for [`NO_SYM`].
    pub fn name(&self, s: Sym) -> Option<&str> {
        self.names.get(s)
    }

    /// Number of recorded nodes (searched and pruned).
    pub fn len(&self) -> usize {
        self.graph.node_count()
    }

    /// Whether no node was recorded.
    pub fn is_empty(&self) -> bool {
        self.graph.node_count() == 0
    }

    /// The node with id `id`.
    pub fn node(&self, id: NodeId) -> &Node {
        &self.graph[id]
    }

    /// A Monte Carlo tree search node's visits `N` and total reward `W` (MAX's view,
    /// units of `1 / scale`); `None` for the other algorithms' nodes.
    pub fn statistics(&self, id: NodeId) -> Option<(u64, i64)> {
        let i = id.index();
        Some((*self.visits.get(i)?, *self.totals.get(i)?))
    }

    /// The move that led to `id`, `None` at the root.
    pub fn move_name(&self, id: NodeId) -> Option<&str> {
        self.name(self.graph[id].move_sym())
    }

    /// The label of `id`, if it has one.
    pub fn label(&self, id: NodeId) -> Option<&str> {
        self.name(self.graph[id].label_sym())
    }

    /// The board diagram of `id`, if boards were recorded and the game has a board.
    pub fn board(&self, id: NodeId) -> Option<&str> {
        self.boards.get(id.index()).and_then(|&s| self.name(s))
    }

    /// The probability of the move into `id` (from a chance node), as written.
    pub fn probability(&self, id: NodeId) -> Option<&str> {
        self.probabilities
            .get(id.index())
            .and_then(|&s| self.name(s))
    }

    /// A value (or window bound) of this recording as text: divided by the scale
    /// ([`Meta::scale`]) and written exactly ([`scaled_text`]).
    pub fn value_text(&self, v: Score) -> String {
        scaled_text(v, self.meta.scale)
    }

    /// The value `id`'s position gives by itself, MAX's view ([`Recording::given`]):
    /// an explicit tree's leaf, searched or pruned.
    pub fn given_value(&self, id: NodeId) -> Option<Score> {
        self.given.get(id.index()).copied().flatten()
    }

    /// Whether the leaves' values are part of the position, as in an explicit tree (a
    /// textbook figure or an exercise): figures show them before the search reaches
    /// them, as the problem gives them. A game's leaves are valued by the evaluation
    /// only when searched.
    pub fn leaves_given(&self) -> bool {
        !self.given.is_empty()
    }

    /// The MTD(f) pass `id` belongs to, if the search had passes.
    pub fn pass_of(&self, id: NodeId) -> Option<u32> {
        self.passes
            .get(id.index())
            .filter(|&&p| p != u16::MAX)
            .map(|&p| p as u32)
    }

    /// The iteration `id` belongs to, under iterative deepening.
    pub fn iteration_of(&self, id: NodeId) -> Option<u32> {
        self.iterations
            .get(id.index())
            .filter(|&&p| p != u16::MAX)
            .map(|&p| p as u32)
    }

    /// The parent of `id`, `None` at the root.
    pub fn parent(&self, id: NodeId) -> Option<NodeId> {
        self.graph
            .neighbors_directed(id, Direction::Incoming)
            .next()
    }

    /// The children of `id` in visit (left-to-right) order.
    pub fn children(&self, id: NodeId) -> Vec<NodeId> {
        let mut c: Vec<NodeId> = self
            .graph
            .neighbors_directed(id, Direction::Outgoing)
            .collect();
        c.sort_unstable();
        c
    }

    /// The null-window scout that PVS re-search `id` repeats: its previous sibling, for
    /// the same move. `None` unless `id` is a re-search ([`Node::research`]).
    pub fn scout_of(&self, id: NodeId) -> Option<NodeId> {
        if !self.graph[id].research() {
            return None;
        }
        let p = self.parent(id)?;
        let prev = self
            .graph
            .neighbors_directed(p, Direction::Outgoing)
            .filter(|&c| c < id)
            .max()?;
        (self.graph[prev].move_sym() == self.graph[id].move_sym()).then_some(prev)
    }

    /// The re-search of PVS scout `id`: its next sibling, for the same move, when that
    /// is a re-search. `None` for a scout that was not searched again, and any other node.
    pub fn re_search_of(&self, id: NodeId) -> Option<NodeId> {
        let p = self.parent(id)?;
        let next = self
            .graph
            .neighbors_directed(p, Direction::Outgoing)
            .filter(|&c| c > id)
            .min()?;
        (self.scout_of(next) == Some(id)).then_some(next)
    }

    /// The nodes along the principal variation, root first: where a move was searched
    /// twice (a PVS scout and its re-search), its last search, whose value is exact.
    pub fn pv_nodes(&self) -> Vec<NodeId> {
        let mut out = Vec::new();
        if self.is_empty() {
            return out;
        }
        let mut at = NodeIndex::new(0);
        out.push(at);
        while self.graph[at].group() {
            match self.children(at).last() {
                Some(&c) => {
                    at = c;
                    out.push(at);
                }
                None => return out,
            }
        }
        // A move searched twice (a PVS scout and its re-search, a Star2 probe and its
        // full search) is followed into its last search, the one that gave the value.
        for mv in &self.meta.principal_variation {
            let next = self.children(at).into_iter().rev().find(|&c| {
                self.move_name(c) == Some(mv.as_str()) && self.graph[c].kind() != NodeKind::Pruned
            });
            match next {
                Some(c) => {
                    out.push(c);
                    at = c;
                }
                None => break,
            }
        }
        out
    }

    /// Bytes of heap memory held by the graph and the name table (for the benchmark's
    /// "bytes per recorded node").
    pub fn heap_bytes(&self) -> usize {
        let nodes = std::mem::size_of_val(self.graph.raw_nodes());
        let edges = std::mem::size_of_val(self.graph.raw_edges());
        nodes + edges + self.names.heap_bytes()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn node_packs_its_fields() {
        assert_eq!(std::mem::size_of::<Node>(), 24);
        let mut n = Node::new(3, NO_SYM, 7, Player::Min);
        assert_eq!(
            (n.ply(), n.player(), n.kind()),
            (7, Player::Min, NodeKind::Interior)
        );
        assert_eq!(n.window(), None);
        n.set_window(-5, 9);
        n.set_cutoff();
        n.set_result(9, Bound::Lower, NodeKind::Interior);
        assert_eq!(n.window(), Some((-5, 9)));
        assert!(n.cutoff());
        assert_eq!(n.bound(), Some(Bound::Lower));
        assert_eq!(n.score(Perspective::SideToMove), Some(-9));
        assert_eq!(n.score(Perspective::Max), Some(9));
        let mut p = Node::new(1, 2, 1, Player::Max);
        p.set_pruned();
        assert_eq!(
            (p.kind(), p.value(), p.bound()),
            (NodeKind::Pruned, None, None)
        );
    }
}
