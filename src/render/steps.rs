//! The steps of a search, as a lecture walks through it: enter a node with its
//! window, value a leaf, cut off the remaining moves, leave a node with its value. The
//! same order as the HTML report's replay: depth first, children left to right (the
//! recording's visit order), a node's cut-off after its last searched child.

use crate::record::{NodeKind, Recording};
use petgraph::graph::NodeIndex;

/// What happens at one step.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum StepKind {
    /// The search enters an interior node (its window is known, its value not yet).
    Enter,
    /// A leaf or finished game gets its value (entered and left at once).
    Leaf,
    /// The node's move loop stops: its remaining moves are pruned.
    Cutoff,
    /// The search leaves an interior node with its value.
    Leave,
}

/// One step: what happens, at which node.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Step {
    /// The node.
    pub node: NodeIndex,
    /// What happens there.
    pub kind: StepKind,
}

/// The steps of the search recorded in `rec`, from the root. Pruned nodes get no step
/// of their own: they appear with their parent's [`StepKind::Cutoff`]. Group nodes
/// (MTD(f) passes, iterations) count as interior nodes.
pub fn steps(rec: &Recording) -> Vec<Step> {
    let mut out = Vec::with_capacity(2 * rec.len());
    if rec.is_empty() {
        return out;
    }
    // An explicit stack instead of recursion: recordings may be 2,000 plies deep.
    enum Todo {
        Visit(NodeIndex),
        Finish(NodeIndex, bool),
    }
    let mut todo = vec![Todo::Visit(NodeIndex::new(0))];
    while let Some(t) = todo.pop() {
        match t {
            Todo::Visit(id) => {
                let node = rec.node(id);
                match node.kind() {
                    NodeKind::Pruned => {}
                    NodeKind::Leaf | NodeKind::Terminal => out.push(Step {
                        node: id,
                        kind: StepKind::Leaf,
                    }),
                    NodeKind::Interior => {
                        out.push(Step {
                            node: id,
                            kind: StepKind::Enter,
                        });
                        let children = rec.children(id);
                        let pruned = children
                            .iter()
                            .any(|&c| rec.node(c).kind() == NodeKind::Pruned);
                        todo.push(Todo::Finish(id, pruned));
                        todo.extend(children.into_iter().rev().map(Todo::Visit));
                    }
                }
            }
            Todo::Finish(id, pruned) => {
                if pruned {
                    out.push(Step {
                        node: id,
                        kind: StepKind::Cutoff,
                    });
                }
                out.push(Step {
                    node: id,
                    kind: StepKind::Leave,
                });
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::{self, Loaded};
    use crate::record::SearchJob;
    use crate::search::{Algorithm, Limits, Options};

    #[test]
    fn aima_fig_5_2_in_the_order_a_lecture_walks_it() {
        let Ok(Loaded::Tree(t)) =
            games::load(b"game: tree\nroot: max\ntree: [A: [B: 3 12 8] [C: 2 4 6] [D: 14 5 2]]\n")
        else {
            panic!()
        };
        let job = SearchJob {
            algorithm: Algorithm::AlphaBeta,
            limits: Limits::default(),
            options: &Options::default(),
            boards: false,
        };
        let (rec, _) = job
            .record(
                &t.root(),
                &crate::games::tree::LeafValue,
                crate::game::WinScore::NONE,
            )
            .unwrap();
        let s: Vec<(usize, StepKind)> = steps(&rec)
            .iter()
            .map(|s| (s.node.index(), s.kind))
            .collect();
        use StepKind::*;
        assert_eq!(
            s,
            [
                (0, Enter),
                (1, Enter),
                (2, Leaf),
                (3, Leaf),
                (4, Leaf),
                (1, Leave),
                (5, Enter),
                (6, Leaf),
                (5, Cutoff),
                (5, Leave),
                (9, Enter),
                (10, Leaf),
                (11, Leaf),
                (12, Leaf),
                (9, Leave),
                (0, Leave),
            ]
        );
    }
}
