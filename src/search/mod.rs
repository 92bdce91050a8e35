//! The search algorithms. Each visits the tree depth-first, children left to right in
//! the game's generation order, and reports every node to a [`Recorder`].
//!
//! | `--algorithm`   | form      | source                                   | values from |
//! |-----------------|-----------|------------------------------------------|-------------|
//! | `minimax`       | MAX/MIN   | AIMA MAX-VALUE / MIN-VALUE               | MAX's view  |
//! | `negamax`       | negamax   | Kühr 2011, Alg. 2.2, root Alg. 2.3       | side to move|
//! | `alphabeta`     | negamax   | Kühr 2011, Alg. 3.2, root Alg. 3.3; fail-hard | side to move|
//! | `alphabeta-soft`| negamax   | Kühr's Alg. 3.2 returning the best value found (fail-soft, Fishburn 1983) | side to move|
//!
//! All use Kühr's win-distance scoring ([`WinScore`]): terminal positions score
//! `±MAX`, and scores beyond `MNOHO` move one unit towards zero per ply back up.

mod alphabeta;
mod minimax;

use crate::eval::Evaluator;
use crate::game::{Player, Position, Score, Side, WinScore};
use crate::record::{Enter, NodeKind, Perspective, Recorder};

/// The deepest ply any search goes; deeper lines stop with [`SearchError::PlyLimit`]
/// instead of exhausting the stack.
pub const MAX_PLY: u32 = 2_000;

/// A search algorithm, as named on the command line.
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
}

impl Algorithm {
    /// Every algorithm, in the order `--help` lists them.
    pub const ALL: [Algorithm; 4] = [
        Algorithm::Minimax,
        Algorithm::Negamax,
        Algorithm::AlphaBeta,
        Algorithm::AlphaBetaSoft,
    ];

    /// The name used on the command line and in recordings.
    pub fn name(self) -> &'static str {
        match self {
            Algorithm::Minimax => "minimax",
            Algorithm::Negamax => "negamax",
            Algorithm::AlphaBeta => "alphabeta",
            Algorithm::AlphaBetaSoft => "alphabeta-soft",
        }
    }

    /// The sign convention of the values the algorithm returns at its nodes.
    pub fn perspective(self) -> Perspective {
        match self {
            Algorithm::Minimax => Perspective::Max,
            _ => Perspective::SideToMove,
        }
    }
}

/// When alpha-beta stops searching a node's moves.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub enum CutRule {
    /// Cut off as soon as a value reaches β (`v ≥ β`, i.e. α ≥ β): Kühr's Alg. 3.2,
    /// AIMA and every textbook. The default.
    #[default]
    Ge,
    /// Cut off only when a value exceeds β (`v > β`): a tie `α = β` goes on searching.
    /// Some course notes teach this rule; `gametree check --prune-on gt` marks with it.
    Gt,
}

/// Limits of one search.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Ply limit: at this depth positions are evaluated statically. `None`: to the end
    /// of the game.
    pub depth: Option<u32>,
    /// The search stops with [`SearchError::NodeLimit`] when it would visit more nodes.
    pub max_nodes: u64,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            depth: None,
            max_nodes: 2_000_000,
        }
    }
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
}

/// Why a search stopped without a result.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SearchError {
    /// More nodes than [`Limits::max_nodes`] would be visited.
    #[error(
        "the search would visit more than {0} nodes; give a --depth limit or raise --max-nodes"
    )]
    NodeLimit(u64),
    /// A line longer than [`MAX_PLY`] plies.
    #[error("the search reached {0} plies deep; give a --depth limit")]
    PlyLimit(u32),
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
}

/// Runs `algorithm` from `root`, reporting every node to `recorder`, with the usual
/// cut-off rule [`CutRule::Ge`] (see [`search_with`]).
pub fn search<P, E, R>(
    algorithm: Algorithm,
    root: &P,
    eval: &E,
    win: WinScore,
    limits: Limits,
    recorder: &mut R,
) -> Result<SearchResult<P::Move>, SearchError>
where
    P: Position,
    E: Evaluator<P>,
    R: Recorder<P>,
{
    search_with(algorithm, CutRule::Ge, root, eval, win, limits, recorder)
}

/// Runs `algorithm` from `root`, reporting every node to `recorder`; `cut` is the
/// alpha-beta cut-off rule (ignored by minimax and negamax).
///
/// `eval` values the positions at the depth limit (and explicit trees' leaves); `win`
/// gives the scores of finished games. Errors: [`SearchError::NodeLimit`] and
/// [`SearchError::PlyLimit`]; the recorder then holds the part searched so far.
pub fn search_with<P, E, R>(
    algorithm: Algorithm,
    cut: CutRule,
    root: &P,
    eval: &E,
    win: WinScore,
    limits: Limits,
    recorder: &mut R,
) -> Result<SearchResult<P::Move>, SearchError>
where
    P: Position,
    E: Evaluator<P>,
    R: Recorder<P>,
{
    let mut s = Search {
        eval,
        win,
        limits,
        rec: recorder,
        stats: Stats::default(),
        max_side: root.max_side(),
        moves: Vec::new(),
        pv: Vec::new(),
    };
    let depth = limits.depth;
    let value = match algorithm {
        Algorithm::Minimax => s.minimax(None, root, depth, 0)?,
        Algorithm::Negamax => {
            let v = s.negamax(None, root, depth, 0)?;
            s.player(root).to_max_view(v)
        }
        Algorithm::AlphaBeta | Algorithm::AlphaBetaSoft => {
            let soft = algorithm == Algorithm::AlphaBetaSoft;
            let v = s.alphabeta(None, root, depth, 0, -win.max, win.max, soft, cut)?;
            s.player(root).to_max_view(v)
        }
    };
    let pv = s.pv.first().cloned().unwrap_or_default();
    Ok(SearchResult {
        value,
        best_move: pv.first().copied(),
        pv,
        stats: s.stats,
    })
}

/// What a node turned out to be before its children are searched.
enum Expand<M> {
    /// Valued without search (side to move's view).
    Static(Score, NodeKind),
    /// Search these moves.
    Moves(Vec<M>),
}

/// The state shared by the recursive calls of one search.
struct Search<'a, P: Position, E, R> {
    eval: &'a E,
    win: WinScore,
    limits: Limits,
    rec: &'a mut R,
    stats: Stats,
    max_side: Side,
    /// Move lists, one reusable buffer per ply.
    moves: Vec<Vec<P::Move>>,
    /// Triangular principal-variation table: `pv[ply]` is the best line below the node
    /// being searched at `ply`.
    pv: Vec<Vec<P::Move>>,
}

impl<P, E, R> Search<'_, P, E, R>
where
    P: Position,
    E: Evaluator<P>,
    R: Recorder<P>,
{
    fn player(&self, pos: &P) -> Player {
        if pos.side_to_move() == self.max_side {
            Player::Max
        } else {
            Player::Min
        }
    }

    /// Counts and reports a node entry; clears its PV slot.
    fn enter(
        &mut self,
        parent: Option<(&P, P::Move)>,
        pos: &P,
        ply: u32,
        player: Player,
        window: Option<(Score, Score)>,
    ) -> Result<(), SearchError> {
        if self.stats.visited >= self.limits.max_nodes {
            return Err(SearchError::NodeLimit(self.limits.max_nodes));
        }
        if ply > MAX_PLY {
            return Err(SearchError::PlyLimit(MAX_PLY));
        }
        self.stats.visited += 1;
        self.rec.enter(
            parent,
            pos,
            Enter {
                ply,
                player,
                window,
            },
        );
        let p = ply as usize;
        if self.pv.len() <= p + 1 {
            self.pv.resize_with(p + 2, Vec::new);
            self.moves.resize_with(p + 2, Vec::new);
        }
        self.pv[p].clear();
        Ok(())
    }

    /// Kühr's order of tests: a finished game first, then the depth limit, then the
    /// moves (an explicit tree's leaf has none and is valued by the evaluation).
    fn expand(&mut self, pos: &P, depth: Option<u32>, ply: u32) -> Expand<P::Move> {
        if let Some(outcome) = pos.outcome() {
            self.stats.terminals += 1;
            return Expand::Static(self.win.terminal(outcome), NodeKind::Terminal);
        }
        if depth == Some(0) {
            self.stats.leaves += 1;
            return Expand::Static(self.eval.evaluate(pos), NodeKind::Leaf);
        }
        let mut moves = std::mem::take(&mut self.moves[ply as usize]);
        moves.clear();
        pos.legal_moves(&mut moves);
        if moves.is_empty() {
            self.moves[ply as usize] = moves;
            self.stats.leaves += 1;
            return Expand::Static(self.eval.evaluate(pos), NodeKind::Leaf);
        }
        Expand::Moves(moves)
    }

    /// Returns a move buffer for reuse at `ply`.
    fn done_with(&mut self, ply: u32, moves: Vec<P::Move>) {
        self.moves[ply as usize] = moves;
    }

    /// `pv[ply] = mv` followed by the line just found below it.
    fn pv_update(&mut self, ply: u32, mv: P::Move) {
        let p = ply as usize;
        let (head, tail) = self.pv.split_at_mut(p + 1);
        let line = &mut head[p];
        line.clear();
        line.push(mv);
        line.extend_from_slice(&tail[0]);
    }

    /// Records the moves after index `i` as pruned by a cut-off at the current node.
    fn cut(&mut self, pos: &P, moves: &[P::Move], i: usize) {
        self.stats.cutoffs += 1;
        let rest = &moves[i + 1..];
        self.stats.pruned += rest.len() as u64;
        self.rec.cutoff(pos, rest);
    }
}
