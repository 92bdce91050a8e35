//! The steps of a search, as a lecture walks through it: enter a node with its
//! window, value a leaf, cut off the remaining moves, leave a node with its value. The
//! same order as the HTML report's replay: depth first, children left to right (the
//! recording's visit order), a node's cut-off after its last searched child.

use super::{shown, RenderOptions};
use crate::record::{Bound, NodeKind, Recording};
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

/// A node's label while the search is inside it: its window on entry, `[α, β]`, as the
/// options show it (`?` where the algorithm has no window), before its value is known.
/// Beamer's overlays and the SVG steps show it from [`StepKind::Enter`] until
/// [`StepKind::Leave`].
pub fn entry_label(rec: &Recording, id: NodeIndex, opts: &RenderOptions) -> String {
    match shown(rec, rec.node(id), opts).window {
        Some((a, b)) => format!("[{}, {}]", rec.value_text(a), rec.value_text(b)),
        None => "?".to_string(),
    }
}

/// The most moves [`node_name`] spells out on the way to an unnamed node; a longer way
/// starts with `…`.
const NAMED_MOVES: usize = 6;

/// How a caption names a node, as the HTML report's replay does: `the root A`, a named
/// node by its name (`C`; `X (after C 2)` where the move into it has another name),
/// any other node by the moves that lead to it (`the node after a3-e7 f8-g7`; only
/// the last six, after `…`, on a longer way).
pub fn node_name(rec: &Recording, id: NodeIndex) -> String {
    let mut moves = Vec::new();
    let mut at = id;
    while let Some(p) = rec.parent(at) {
        moves.push(rec.move_name(at).unwrap_or("?"));
        at = p;
    }
    moves.reverse();
    let label = rec.label(id);
    let way = if moves.len() > NAMED_MOVES {
        format!("… {}", moves[moves.len() - NAMED_MOVES..].join(" "))
    } else {
        moves.join(" ")
    };
    match (label, moves.last()) {
        (Some(l), None) => format!("the root {l}"),
        (None, None) => "the root".to_string(),
        (Some(l), Some(&m)) if l == m => l.to_string(),
        (Some(l), Some(_)) => format!("{l} (after {way})"),
        (None, Some(_)) => format!("the node after {way}"),
    }
}

/// What happens at `step`, as a sentence for a caption, in the words of the HTML
/// report's replay: `Enter C with window [3, ∞].`, `Evaluate the node after C 1
/// (leaf): value 2.`, `Cut-off at C: α ≥ β, so the moves 2, 3 are never searched.`,
/// `Leave C: value 3 — an upper bound.` Values and windows are shown as `opts` asks.
pub fn caption(rec: &Recording, step: Step, opts: &RenderOptions) -> String {
    let id = step.node;
    let node = rec.node(id);
    let s = shown(rec, node, opts);
    let name = node_name(rec, id);
    let value = s
        .value
        .map_or_else(|| "?".to_string(), |v| rec.value_text(v));
    let bound = match s.bound {
        Some(Bound::Lower) => " — a lower bound",
        Some(Bound::Upper) => " — an upper bound",
        _ => "",
    };
    match step.kind {
        StepKind::Enter => match s.window {
            Some((a, b)) => format!(
                "Enter {name} with window [{}, {}].",
                rec.value_text(a),
                rec.value_text(b)
            ),
            None => format!("Enter {name}."),
        },
        StepKind::Leaf => {
            let what = if node.kind() == NodeKind::Terminal {
                "finished game"
            } else {
                "leaf"
            };
            format!("Evaluate {name} ({what}): value {value}{bound}.")
        }
        StepKind::Cutoff => {
            let pruned: Vec<&str> = rec
                .children(id)
                .into_iter()
                .filter(|&c| rec.node(c).kind() == NodeKind::Pruned)
                .map(|c| rec.move_name(c).unwrap_or("?"))
                .collect();
            let (what, verb) = if pruned.len() == 1 {
                ("move", "is")
            } else {
                ("moves", "are")
            };
            format!(
                "Cut-off at {name}: α ≥ β, so the {what} {} {verb} never searched.",
                pruned.join(", ")
            )
        }
        StepKind::Leave => format!("Leave {name}: value {value}{bound}."),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::{self, Loaded};
    use crate::record::SearchJob;
    use crate::search::{Algorithm, Limits, Options};

    /// AIMA Fig. 5.2 searched by alpha-beta.
    fn aima() -> Recording {
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
                &crate::games::tree::LeafValue::of(&t),
                crate::game::WinScore::NONE,
            )
            .unwrap();
        rec
    }

    #[test]
    fn aima_fig_5_2_in_the_order_a_lecture_walks_it() {
        let rec = aima();
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

    #[test]
    fn captions_say_what_happens_in_the_replay_s_words() {
        let rec = aima();
        let opts = RenderOptions::default();
        let said: Vec<String> = steps(&rec)
            .into_iter()
            .map(|s| caption(&rec, s, &opts))
            .collect();
        assert_eq!(said[0], "Enter the root A with window [-∞, ∞].");
        assert_eq!(said[2], "Evaluate the node after B 1 (leaf): value 3.");
        assert_eq!(
            said[8],
            "Cut-off at C: α ≥ β, so the moves 2, 3 are never searched."
        );
        assert_eq!(said[9], "Leave C: value 3 — an upper bound.");
        assert_eq!(entry_label(&rec, NodeIndex::new(5), &opts), "[3, ∞]");
    }
}
