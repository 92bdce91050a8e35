//! Replaying a recorded Monte Carlo tree search ([`Replay`]): the tree as it stood
//! before any iteration — which nodes existed, their visits `N` and totals `W` — and
//! the UCB1 numbers each selection compared. The one place that reads the recorded
//! iterations: the steps' captions, the figures of an iteration, `exercise` and
//! `check` all replay through it.
//!
//! Sources: Kocsis & Szepesvári 2006 (UCT); Browne et al. 2012 (the four phases).

use super::{NodeId, Recording};
use crate::game::Player;
use crate::search::mcts::{exploration_term, mean};
use crate::search::trace::{MctsIteration, MctsRun};
use petgraph::Direction;

/// One candidate of a selection: a child, its statistics before the iteration, and
/// its UCB1 value for the side to move at the parent.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Candidate {
    /// The child.
    pub node: NodeId,
    /// Its visits `N` before the iteration.
    pub visits: u64,
    /// Its total reward `W` before the iteration, MAX's view, units of `1 / scale`.
    pub total: i64,
    /// `Q` for the side to move at the parent (`W/N` for MAX, `−W/N` for MIN), in the
    /// leaves' units.
    pub q: f64,
    /// The exploration term `C·√(ln N(parent) / N(child))`.
    pub bonus: f64,
    /// `q + bonus`.
    pub ucb: f64,
}

/// One step of a selection: from `parent` to `chosen`.
#[derive(Clone, Debug, PartialEq)]
pub struct SelectionStep {
    /// The node selection stood at.
    pub parent: NodeId,
    /// Its visits before the iteration.
    pub parent_visits: u64,
    /// MAX, MIN or CHANCE: who chooses at `parent`.
    pub player: Player,
    /// The child selection went to.
    pub chosen: NodeId,
    /// The children in the tree before the iteration, generation order, with their
    /// UCB1 numbers; empty at a chance node, where the child was sampled.
    pub candidates: Vec<Candidate>,
}

/// A recorded Monte Carlo tree search, replayed one iteration at a time.
#[derive(Clone, Debug)]
pub struct Replay<'a> {
    rec: &'a Recording,
    run: &'a MctsRun,
    /// The iteration each node was added in (`None`: the root, there from the start).
    born: Vec<Option<usize>>,
    visits: Vec<u64>,
    totals: Vec<i64>,
    /// Iterations applied so far.
    done: usize,
}

impl<'a> Replay<'a> {
    /// The tree before the first iteration (the root alone, unvisited); `None` for a
    /// recording of another algorithm.
    pub fn new(rec: &'a Recording) -> Option<Replay<'a>> {
        let run = rec.meta.mcts.as_ref()?;
        let mut born = vec![None; rec.len()];
        for (k, it) in run.iterations.iter().enumerate() {
            if let Some(e) = it.expanded {
                if let Some(b) = born.get_mut(e as usize) {
                    *b = Some(k);
                }
            }
        }
        Some(Replay {
            rec,
            run,
            born,
            visits: vec![0; rec.len()],
            totals: vec![0; rec.len()],
            done: 0,
        })
    }

    /// The recorded run: settings and iterations.
    pub fn run(&self) -> &'a MctsRun {
        self.run
    }

    /// How many iterations have been applied.
    pub fn done(&self) -> usize {
        self.done
    }

    /// The next iteration, if any is left.
    pub fn next_iteration(&self) -> Option<MctsIteration<'a>> {
        self.run.iterations.get(self.done)
    }

    /// Applies the next iteration's backpropagation; `false` when none is left.
    pub fn step(&mut self) -> bool {
        let Some(it) = self.run.iterations.get(self.done) else {
            return false;
        };
        for &v in it.path.iter().chain(it.expanded.iter()) {
            self.visits[v as usize] += 1;
            self.totals[v as usize] = self.totals[v as usize].saturating_add(it.reward);
        }
        self.done += 1;
        true
    }

    /// Applies iterations until `k` have been (the tree after iteration `k − 1`).
    pub fn advance_to(&mut self, k: usize) {
        while self.done < k && self.step() {}
    }

    /// Whether `node` is in the tree now (added by an iteration already applied).
    pub fn exists(&self, node: NodeId) -> bool {
        match self.born.get(node.index()) {
            Some(None) => node.index() == 0,
            Some(Some(k)) => *k < self.done,
            None => false,
        }
    }

    /// The iteration that added `node` (`None` for the root).
    pub fn born(&self, node: NodeId) -> Option<usize> {
        self.born.get(node.index()).copied().flatten()
    }

    /// `node`'s visits `N` and total `W` now (MAX's view, units of `1 / scale`).
    pub fn statistics(&self, node: NodeId) -> (u64, i64) {
        let i = node.index();
        (self.visits[i], self.totals[i])
    }

    /// The children of `node` in the tree now, in generation order (recording order).
    pub fn children(&self, node: NodeId) -> Vec<NodeId> {
        let mut c: Vec<NodeId> = self
            .rec
            .graph
            .neighbors_directed(node, Direction::Outgoing)
            .filter(|&c| self.exists(c))
            .collect();
        c.sort();
        c
    }

    /// UCB1 of every child of `parent` in the tree now, for the side to move at
    /// `parent`, generation order (empty at a chance node or a node without children).
    pub fn candidates(&self, parent: NodeId) -> Vec<Candidate> {
        let player = self.rec.node(parent).player();
        if player == Player::Chance {
            return Vec::new();
        }
        let (pn, _) = self.statistics(parent);
        let c = self.run.exploration.get();
        let scale = f64::from(self.rec.meta.scale.max(1));
        self.children(parent)
            .into_iter()
            .map(|node| {
                let (n, w) = self.statistics(node);
                let (q, bonus) = if n == 0 {
                    (0.0, f64::INFINITY)
                } else {
                    (mean(w, n, player, scale), c * exploration_term(n, pn))
                };
                Candidate {
                    node,
                    visits: n,
                    total: w,
                    q,
                    bonus,
                    ucb: q + bonus,
                }
            })
            .collect()
    }

    /// The selection of the next iteration, as it compared the children: one step per
    /// move of its path (the expansion below the path's end is not a step). Empty
    /// when no iteration is left or the path is the root alone.
    pub fn selection(&self) -> Vec<SelectionStep> {
        let Some(it) = self.next_iteration() else {
            return Vec::new();
        };
        it.path
            .windows(2)
            .map(|w| {
                let parent = NodeId::new(w[0] as usize);
                SelectionStep {
                    parent,
                    parent_visits: self.statistics(parent).0,
                    player: self.rec.node(parent).player(),
                    chosen: NodeId::new(w[1] as usize),
                    candidates: self.candidates(parent),
                }
            })
            .collect()
    }

    /// Whether `step` chose a child of the largest UCB1 (ties: the first in generation
    /// order), as UCT does; always true at a chance node. Recomputed from the numbers,
    /// so that a recording that was edited or made by another program is caught.
    pub fn follows_uct(step: &SelectionStep) -> bool {
        if step.player == Player::Chance {
            return true;
        }
        let best = step
            .candidates
            .iter()
            .fold(None::<&Candidate>, |b, c| match b {
                Some(b) if b.ucb >= c.ucb => Some(b),
                _ => Some(c),
            });
        best.is_some_and(|b| b.node == step.chosen)
    }
}
