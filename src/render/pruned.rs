//! The values of pruned leaves of explicit trees. A search never evaluates what it
//! prunes, so the recording has no value there; but a tree file writes every leaf's
//! value, and textbooks and exam sheets show those leaves with their values greyed.
//! The recording keeps the tree in its position text, so the renderer reads them from
//! there, walking the tree along the recorded move names.

use crate::game::{Position, Score};
use crate::games::{self, Loaded};
use crate::record::{NodeId, NodeKind, Recording};

/// For each recorded node, the value of the tree leaf it stands for when it is a
/// pruned leaf of an explicit tree, MAX's view (the number the file writes; a
/// finished game scores ±MAX or 0, as the search would score it there), in the
/// recording's units (times its scale, [`crate::record::Meta::scale`]); `None` for
/// every other node, for games, and where the tree cannot be matched (a move name
/// the tree does not have).
pub fn leaf_values(rec: &Recording) -> Vec<Option<Score>> {
    let mut out = vec![None; rec.len()];
    if rec.meta.game != "tree" || rec.is_empty() {
        return out;
    }
    let Ok(Loaded::Tree(tree)) = games::load(rec.meta.position.as_bytes()) else {
        return out;
    };
    let win = tree.win_score();
    let mut moves = Vec::new();
    // (recorded node, tree node it stands for)
    let mut stack = vec![(NodeId::new(0), tree.root())];
    while let Some((id, pos)) = stack.pop() {
        if rec.node(id).kind() == NodeKind::Pruned {
            if let Some(leaf) = pos.leaf() {
                out[id.index()] = Some(match leaf {
                    crate::games::tree::Leaf::Value(v) => v.saturating_mul(rec.meta.scale),
                    crate::games::tree::Leaf::Finished(o) => win.terminal(o),
                });
            }
        }
        let kids = rec.children(id);
        if kids.is_empty() {
            continue;
        }
        // A group node (MTD(f) pass, iterative-deepening iteration) stands for the
        // root, and each child of it is a search of the root again.
        if rec.node(id).group() {
            stack.extend(kids.into_iter().map(|c| (c, pos)));
            continue;
        }
        moves.clear();
        pos.legal_moves(&mut moves);
        let mut used = vec![false; moves.len()];
        for c in kids {
            let Some(name) = rec.move_name(c) else {
                continue;
            };
            // The first unused move of that name: labels may repeat among siblings.
            let found = moves
                .iter()
                .enumerate()
                .find(|&(i, &m)| !used[i] && pos.move_text(m) == name);
            if let Some((i, &m)) = found {
                used[i] = true;
                stack.push((c, pos.play(m)));
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::record::SearchJob;
    use crate::search::Algorithm;

    fn search(text: &str, algorithm: Algorithm) -> Recording {
        let loaded = games::load(text.as_bytes()).unwrap();
        let setup = games::Setup::default();
        let options = crate::search::Options::default();
        let job = SearchJob {
            algorithm,
            limits: setup.limits(),
            options: &options,
            boards: false,
        };
        loaded.run(&setup, job).unwrap().0
    }

    #[test]
    fn pruned_leaves_get_the_values_the_file_writes() {
        let rec = search(
            "game: tree\ntree: [A: [B: 3 12 8] [C: 2 4 6] [D: 14 5 2]]\n",
            Algorithm::AlphaBeta,
        );
        let values = leaf_values(&rec);
        let pruned: Vec<(String, Option<Score>)> = (0..rec.len())
            .map(NodeId::new)
            .filter(|&id| rec.node(id).kind() == NodeKind::Pruned)
            .map(|id| (rec.move_name(id).unwrap().to_string(), values[id.index()]))
            .collect();
        assert_eq!(
            pruned,
            vec![("2".to_string(), Some(4)), ("3".to_string(), Some(6))]
        );
        // Searched nodes keep their own values: nothing is filled in there.
        assert_eq!(values.iter().flatten().count(), 2);
    }

    #[test]
    fn whole_pruned_subtrees_and_finished_games() {
        let rec = search(
            "game: tree\nwin-score: 99\ntree: [[5 [x: 9 win]] [1 [y: loss 7]]]\n",
            Algorithm::AlphaBeta,
        );
        let values = leaf_values(&rec);
        let by_path: Vec<Option<Score>> = (0..rec.len())
            .filter(|&i| rec.node(NodeId::new(i)).kind() == NodeKind::Pruned)
            .map(|i| values[i])
            .collect();
        // `x` cuts off after 9 ≥ 5, so its `win` is pruned (99, MAX's view); the
        // second MIN node cuts off after 1 ≤ 5: `y` (inner, no value), then its leaves
        // loss (-99) and 7.
        assert_eq!(by_path, vec![Some(99), None, Some(-99), Some(7)]);
    }

    #[test]
    fn games_have_none() {
        let rec = search(
            "game: tictactoe\nto-move: x\nboard:\n  x . o\n  . o .\n  . . x\n",
            Algorithm::AlphaBeta,
        );
        assert!(leaf_values(&rec).iter().all(Option::is_none));
    }
}
