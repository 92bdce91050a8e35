//! Monte Carlo tree search with UCT (`--algorithm mcts`): Kocsis & Szepesvári 2006
//! ("Bandit based Monte-Carlo planning", UCB1 applied to trees); the four phases as
//! Browne et al. 2012 ("A Survey of Monte Carlo Tree Search Methods", Alg. 2) and
//! AIMA 4th ed. §5.4 name them.
//!
//! Each *iteration* runs the four phases from the root:
//!
//! 1. **Selection**: from the root, while the node is fully expanded and not a leaf,
//!    go to the child with the largest UCB1 value for the side to move,
//!    `Q + C·√(ln N(parent) / N(child))`, where `Q = W/N` for MAX and `−W/N` for MIN
//!    (`W`, the total reward, is from MAX's view at every node). Ties go to the
//!    child first in generation order. At a chance node the child is sampled by
//!    the moves' probabilities instead.
//! 2. **Expansion**: the node reached gets one child: its first untried move in
//!    generation order (at a chance node: the sampled outcome, when not yet in the
//!    tree). A finished game, an explicit tree's leaf and (with `--playout eval`) a
//!    node at the depth limit are never expanded.
//! 3. **Simulation** (the *playout*): from the new child, moves chosen uniformly at
//!    random (chance moves by their probabilities) until the game ends
//!    (`--playout random`), or until the depth limit, where the evaluation's sign
//!    gives the result (`--playout eval`).
//! 4. **Backpropagation**: every node on the path, the new child included, adds 1 to
//!    its visits `N` and the playout's reward to its total `W`.
//!
//! Rewards are whole numbers from MAX's view: a finished game +1 (MAX won), 0 (draw),
//! −1 (MAX lost), or MAX's utilities under `--utilities W,D,L`; an explicit tree's
//! leaf its value (in the tree's units: scale `--exploration` to them); a position at
//! the depth limit the sign of the evaluation (+1: MAX stands better). So `N` and `W`
//! are exact integers and every UCB1 number can be recomputed from a recording.
//!
//! The move played is the most visited root child; ties go to the larger `Q` for the
//! side to move, then to the first in generation order ([`choose`]).
//!
//! Randomness comes only from `--seed` (ChaCha8, default seed 0): the same seed gives
//! the same iterations, tree and bytes. `--time-limit` stops by the clock instead,
//! which is not reproducible.

pub use super::mcts_run::{
    Exploration, MctsIteration, MctsLog, MctsOptions, MctsRun, Playout, Seconds, Selection,
    DEFAULT_SEARCH_ITERATIONS,
};
use super::trace::{Enter, Leave, NodeKind, Recorder, Stats};
use super::{Limits, SearchResult, Stop, MAX_PLY};
use crate::game::{Evaluator, Outcome, Player, Position, Score, Side, WinScore};
use rand::rngs::ChaCha8Rng;
use rand::{RngExt, SeedableRng};
use web_time::Instant;

/// UCB1 of a child for the side to move at its parent (Kocsis & Szepesvári 2006):
/// `Q + c·√(ln parent_visits / visits)` with `Q = total / visits` for MAX and
/// `−total / visits` for MIN (`total` from MAX's view, in the rewards' units, divided
/// by `scale` as every recorded value is). `visits` must be ≥ 1 and `parent_visits`
/// ≥ `visits`. The one formula: the search, the steps' captions and `check` call it.
pub fn ucb1(
    total: i64,
    visits: u64,
    parent_visits: u64,
    c: f64,
    player: Player,
    scale: f64,
) -> f64 {
    let q = mean(total, visits, player, scale);
    q + c * exploration_term(visits, parent_visits)
}

/// `Q` of a node for the side to move at its parent: `W/N` (MAX) or `−W/N` (MIN), the
/// rewards divided by `scale`.
pub fn mean(total: i64, visits: u64, player: Player, scale: f64) -> f64 {
    let q = total as f64 / scale / visits as f64;
    if player == Player::Min {
        -q
    } else {
        q
    }
}

/// `√(ln parent_visits / visits)`.
pub fn exploration_term(visits: u64, parent_visits: u64) -> f64 {
    ((parent_visits as f64).ln() / visits as f64).sqrt()
}

/// Which of `children` (each `(visits, total)`, MAX's view) is played: the most
/// visited; ties to the larger `Q` for `player` (the side to move at the parent),
/// then to the first. `None` if there are none.
pub fn choose(children: &[(u64, i64)], player: Player) -> Option<usize> {
    let mut best: Option<usize> = None;
    for (i, &(n, w)) in children.iter().enumerate() {
        let better = match best {
            None => true,
            Some(b) => {
                let (bn, bw) = children[b];
                n > bn
                    || (n == bn && n > 0 && {
                        // Compare W/N for the side to move exactly: w·bn vs bw·n.
                        let (l, r) = (w as i128 * bn as i128, bw as i128 * n as i128);
                        if player == Player::Min {
                            l < r
                        } else {
                            l > r
                        }
                    })
            }
        };
        if better {
            best = Some(i);
        }
    }
    best
}

/// One node of the search's own tree.
struct TreeNode<P: Position> {
    pos: P,
    /// The parent's index and the move from it (`None`: the root).
    parent: Option<(u32, P::Move)>,
    /// The move's index in the parent's generation order.
    order: u32,
    ply: u32,
    player: Player,
    /// Children in the tree, in the order they were added.
    children: Vec<u32>,
    /// Moves not yet in the tree, in generation order, with their indices.
    untried: Vec<(u32, P::Move)>,
    /// The reward of a node never expanded (a finished game, a leaf, the depth limit)
    /// and its kind; `None` for a node with moves.
    fixed: Option<(i64, NodeKind)>,
    visits: u64,
    total: i64,
}

/// The state of one Monte Carlo tree search.
struct Mcts<'a, P: Position, E> {
    eval: &'a E,
    win: WinScore,
    depth: Option<u32>,
    playout: Playout,
    c: f64,
    max_side: Side,
    nodes: Vec<TreeNode<P>>,
    rng: ChaCha8Rng,
    moves: Vec<P::Move>,
    scale: f64,
}

/// The reward of a finished game whose side to move has `outcome`, MAX's view.
fn outcome_reward(win: WinScore, outcome: Outcome, max_to_move: bool) -> i64 {
    let for_max = if max_to_move {
        outcome
    } else {
        outcome.other_side()
    };
    match win.utilities {
        Some(u) => i64::from(u.of(for_max)),
        None => match for_max {
            Outcome::Win => 1,
            Outcome::Draw => 0,
            Outcome::Loss => -1,
        },
    }
}

impl<P: Position, E: Evaluator<P>> Mcts<'_, P, E> {
    fn max_to_move(&self, pos: &P) -> bool {
        pos.side_to_move() == self.max_side
    }

    /// The evaluation of `pos`, MAX's view.
    fn eval_max(&self, pos: &P) -> i64 {
        let v = i64::from(self.eval.evaluate(pos));
        if self.max_to_move(pos) {
            v
        } else {
            -v
        }
    }

    /// A position's fixed reward and kind if it is never expanded: a finished game, a
    /// position without moves (an explicit tree's leaf: its value), or with `--playout
    /// eval` a position at the depth limit (the evaluation's sign).
    fn fixed(&mut self, pos: &P, ply: u32) -> Option<(i64, NodeKind)> {
        if let Some(outcome) = pos.outcome() {
            let r = outcome_reward(self.win, outcome, self.max_to_move(pos));
            return Some((r, NodeKind::Terminal));
        }
        if self.at_horizon(ply) {
            return Some((self.static_reward(pos), NodeKind::Leaf));
        }
        self.moves.clear();
        pos.legal_moves(&mut self.moves);
        if self.moves.is_empty() {
            return Some((self.static_reward(pos), NodeKind::Leaf));
        }
        None
    }

    /// Adds `pos` to the tree.
    fn add(&mut self, pos: P, parent: Option<(u32, P::Move)>, order: u32, ply: u32) -> u32 {
        let fixed = self.fixed(&pos, ply);
        let untried = if fixed.is_none() {
            // `fixed` left the legal moves in `self.moves`.
            self.moves
                .iter()
                .enumerate()
                .map(|(i, &m)| (i as u32, m))
                .collect()
        } else {
            Vec::new()
        };
        let player = Player::at(&pos, self.max_side);
        let id = self.nodes.len() as u32;
        self.nodes.push(TreeNode {
            pos,
            parent,
            order,
            ply,
            player,
            children: Vec::new(),
            untried,
            fixed,
            visits: 0,
            total: 0,
        });
        if let Some((p, _)) = parent {
            self.nodes[p as usize].children.push(id);
        }
        id
    }

    /// Samples one of a chance node's moves by its probability: the index into
    /// `moves`.
    fn sample(&mut self, pos: &P, moves: &[P::Move]) -> usize {
        let x: f64 = self.rng.random();
        let mut acc = 0.0;
        for (i, &m) in moves.iter().enumerate() {
            acc += pos
                .probability(m)
                .map_or(1.0 / moves.len() as f64, |p| p.num as f64 / p.den as f64);
            if x < acc {
                return i;
            }
        }
        moves.len() - 1
    }

    /// Selection and expansion: the path from the root to the node selected, and the
    /// child added to it (`None` when the node selected is never expanded).
    fn select(&mut self, path: &mut Vec<u32>) -> Option<u32> {
        path.clear();
        let mut at = 0u32;
        loop {
            path.push(at);
            let node = &self.nodes[at as usize];
            if node.fixed.is_some() {
                return None;
            }
            if node.player == Player::Chance {
                let pos = node.pos.clone();
                let mut moves = Vec::new();
                pos.legal_moves(&mut moves);
                let i = self.sample(&pos, &moves);
                let existing = self.nodes[at as usize]
                    .children
                    .iter()
                    .copied()
                    .find(|&c| self.nodes[c as usize].order == i as u32);
                match existing {
                    Some(c) => {
                        at = c;
                        continue;
                    }
                    None => {
                        let node = &mut self.nodes[at as usize];
                        node.untried.retain(|&(j, _)| j != i as u32);
                        let ply = node.ply + 1;
                        let child = pos.play(moves[i]);
                        return Some(self.add(child, Some((at, moves[i])), i as u32, ply));
                    }
                }
            }
            if !node.untried.is_empty() {
                let (order, mv) = self.nodes[at as usize].untried.remove(0);
                let node = &self.nodes[at as usize];
                let child = node.pos.play(mv);
                let ply = node.ply + 1;
                return Some(self.add(child, Some((at, mv)), order, ply));
            }
            at = self.best_child(at);
        }
    }

    /// The child of `at` with the largest UCB1 for the side to move; ties to the first
    /// in generation order.
    fn best_child(&self, at: u32) -> u32 {
        let node = &self.nodes[at as usize];
        let mut best = (f64::NEG_INFINITY, u32::MAX, node.children[0]);
        for &c in &node.children {
            let ch = &self.nodes[c as usize];
            let u = ucb1(
                ch.total,
                ch.visits,
                node.visits,
                self.c,
                node.player,
                self.scale,
            );
            if u > best.0 || (u == best.0 && ch.order < best.1) {
                best = (u, ch.order, c);
            }
        }
        best.2
    }

    /// Simulation from tree node `from`: its reward, MAX's view, and the playout's
    /// length in plies.
    fn simulate(&mut self, from: u32) -> Result<(i64, u32), Stop> {
        let node = &self.nodes[from as usize];
        if let Some((r, _)) = node.fixed {
            return Ok((r, 0));
        }
        let mut pos = node.pos.clone();
        let mut ply = node.ply;
        let mut plies = 0;
        let mut moves = Vec::new();
        loop {
            if let Some(outcome) = pos.outcome() {
                return Ok((
                    outcome_reward(self.win, outcome, self.max_to_move(&pos)),
                    plies,
                ));
            }
            if self.at_horizon(ply) {
                return Ok((self.static_reward(&pos), plies));
            }
            moves.clear();
            pos.legal_moves(&mut moves);
            if moves.is_empty() {
                return Ok((self.static_reward(&pos), plies));
            }
            if ply >= MAX_PLY {
                return Err(Stop::PlyLimit(MAX_PLY));
            }
            let i = if pos.is_chance() {
                self.sample(&pos, &moves)
            } else {
                self.rng.random_range(0..moves.len())
            };
            pos = pos.play(moves[i]);
            ply += 1;
            plies += 1;
        }
    }

    /// Whether a position `ply` plies from the root is valued, not played on: with
    /// `--playout eval`, at the depth limit.
    fn at_horizon(&self, ply: u32) -> bool {
        self.playout == Playout::Eval && self.depth.is_some_and(|d| ply >= d)
    }

    /// A position's reward without moves to play: its value (explicit trees) or the
    /// evaluation's sign (games).
    fn static_reward(&self, pos: &P) -> i64 {
        match pos.given_value() {
            Some(_) => self.eval_max(pos),
            None => self.eval_max(pos).signum(),
        }
    }
}

/// Runs Monte Carlo tree search from `root` (see the module docs), then reports the
/// tree it built to `recorder`: nodes in depth-first order, children in generation
/// order, each with [`Recorder::statistics`], then every iteration
/// ([`Recorder::mcts`]) with node ids in that order.
///
/// The result's `value` is the chosen child's mean reward `W/N` rounded to the nearest
/// integer (MAX's view, an estimate, not the minimax value); `pv` follows the most
/// visited child from the root down; `stats.visited` counts the tree's nodes.
///
/// The iterations are kept ([`MctsLog`]) only for a recorder that records and with
/// [`MctsOptions::keep_log`]; otherwise only their number is reported, and memory is
/// the tree's.
///
/// # Errors
/// [`Stop::NodeLimit`] when the tree would grow beyond `limits.max_nodes`,
/// [`Stop::LogLimit`] when the kept iterations would hold more than `limits.max_nodes`
/// node entries (their paths and expanded nodes; refused before the first iteration
/// when `options.iterations` alone exceeds it without a time limit),
/// [`Stop::PlyLimit`] for a playout longer than [`MAX_PLY`], [`Stop::Cancelled`].
pub(super) fn search<P, E, R>(
    root: &P,
    eval: &E,
    win: WinScore,
    limits: Limits,
    options: &MctsOptions,
    recorder: &mut R,
) -> Result<SearchResult<P::Move>, Stop>
where
    P: Position,
    E: Evaluator<P>,
    R: Recorder<P>,
{
    let mut m = Mcts {
        eval,
        win,
        depth: limits.depth,
        playout: options.playout,
        c: options.exploration.get(),
        max_side: root.max_side(),
        nodes: Vec::new(),
        rng: ChaCha8Rng::seed_from_u64(options.seed),
        moves: Vec::new(),
        scale: f64::from(eval.scale().max(1)),
    };
    m.add(root.clone(), None, 0, 0);
    let start = Instant::now();
    let keep = R::RECORDS && options.keep_log;
    let mut log = if keep {
        MctsLog::new()
    } else {
        MctsLog::counted()
    };
    // Every iteration keeps at least the root: more iterations than the budget can
    // never fit.
    let log_limit = Stop::LogLimit {
        max: limits.max_nodes,
    };
    if keep && options.time_limit.is_none() && options.iterations > limits.max_nodes {
        return Err(log_limit);
    }
    let mut entries = 0u64;
    let mut path = Vec::new();
    let mut done = 0u64;
    while done < options.iterations {
        // The clock is read from the second iteration on: however short the time
        // limit, the search runs once and has a move to play.
        if let Some(t) = options.time_limit {
            if done > 0 && start.elapsed() >= t {
                break;
            }
        }
        if done & 0xff == 0 && crate::cancel::requested() {
            return Err(Stop::Cancelled);
        }
        if m.nodes.len() as u64 >= limits.max_nodes {
            return Err(Stop::NodeLimit {
                max: limits.max_nodes,
                depth: limits.depth,
            });
        }
        let expanded = m.select(&mut path);
        let leaf = expanded.unwrap_or(*path.last().unwrap_or(&0));
        let (reward, plies) = m.simulate(leaf)?;
        for &n in path.iter().chain(expanded.iter()) {
            let node = &mut m.nodes[n as usize];
            node.visits += 1;
            node.total += reward;
        }
        if keep {
            entries += path.len() as u64 + u64::from(expanded.is_some());
            if entries > limits.max_nodes {
                return Err(log_limit);
            }
        }
        log.push(&path, expanded, reward, plies);
        done += 1;
    }
    let result = m.result(done);
    if R::RECORDS {
        m.report(recorder, log, options);
    }
    Ok(result)
}

impl<P: Position, E: Evaluator<P>> Mcts<'_, P, E> {
    /// The children of `at` in generation order.
    fn sorted_children(&self, at: u32) -> Vec<u32> {
        let mut c = self.nodes[at as usize].children.clone();
        c.sort_by_key(|&i| self.nodes[i as usize].order);
        c
    }

    /// The child of `at` played: [`choose`] over its children in generation order.
    fn chosen(&self, at: u32) -> Option<u32> {
        let kids = self.sorted_children(at);
        let stats: Vec<(u64, i64)> = kids
            .iter()
            .map(|&k| (self.nodes[k as usize].visits, self.nodes[k as usize].total))
            .collect();
        choose(&stats, self.nodes[at as usize].player).map(|i| kids[i])
    }

    fn result(&self, done: u64) -> SearchResult<P::Move> {
        let mut pv = Vec::new();
        let mut at = 0u32;
        while let Some(c) = self.chosen(at) {
            if self.nodes[at as usize].player == Player::Chance {
                break;
            }
            if let Some((_, mv)) = self.nodes[c as usize].parent {
                pv.push(mv);
            }
            at = c;
        }
        // The move played's mean, or the root's when there is none (or it is a chance node).
        let played = if pv.is_empty() { None } else { self.chosen(0) };
        let value = self.rounded_mean(played.unwrap_or(0));
        let mut stats = Stats {
            visited: self.nodes.len() as u64,
            ..Stats::default()
        };
        for n in &self.nodes {
            match n.fixed {
                Some((_, NodeKind::Terminal)) => stats.terminals += 1,
                Some(_) => stats.leaves += 1,
                None => {}
            }
        }
        SearchResult {
            value,
            best_move: pv.first().copied(),
            pv,
            stats,
            passes: Vec::new(),
            iterations: Vec::new(),
            answer: None,
            playouts: done,
        }
    }

    /// `W/N` of node `n` rounded half away from zero (0 if never visited), MAX's view,
    /// in the rewards' units.
    fn rounded_mean(&self, n: u32) -> Score {
        let node = &self.nodes[n as usize];
        if node.visits == 0 {
            return 0;
        }
        let q = node.total as f64 / node.visits as f64;
        q.round()
            .clamp(f64::from(Score::MIN + 1), f64::from(Score::MAX - 1)) as Score
    }

    /// Reports the tree (depth first, children in generation order) and the
    /// iterations, with node ids in that order.
    fn report<R: Recorder<P>>(&self, rec: &mut R, mut log: MctsLog, options: &MctsOptions) {
        let mut ids = vec![u32::MAX; self.nodes.len()];
        let mut next = 0u32;
        self.emit(rec, 0, &mut ids, &mut next);
        log.rename(|v| ids[v as usize]);
        rec.mcts(MctsRun {
            exploration: options.exploration,
            seed: options.seed,
            playout: options.playout,
            select: options.select,
            iterations: log,
        });
    }

    fn emit<R: Recorder<P>>(&self, rec: &mut R, at: u32, ids: &mut [u32], next: &mut u32) {
        ids[at as usize] = *next;
        *next += 1;
        let node = &self.nodes[at as usize];
        let parent = node.parent.map(|(p, mv)| (&self.nodes[p as usize].pos, mv));
        rec.enter(
            parent,
            &node.pos,
            Enter {
                ply: node.ply,
                player: node.player,
                window: None,
            },
        );
        rec.statistics(node.visits, node.total);
        for c in self.sorted_children(at) {
            self.emit(rec, c, ids, next);
        }
        // A node with moves is interior even before it has children in the tree: it is
        // not valued statically, only not expanded yet.
        let kind = node.fixed.map_or(NodeKind::Interior, |(_, k)| k);
        rec.leave(Leave {
            value: self.rounded_mean(at),
            bound: super::trace::Bound::Exact,
            kind,
        });
    }
}
