//! The values an explicit tree's positions give ([`crate::game::Position::given_value`]),
//! which a recording's file does not carry, found again from the position.

use crate::game::Score;
use crate::record::Recording;
use petgraph::graph::NodeIndex;

/// Walks the recording along its move names from the position's root, taking each
/// node's [`crate::game::Position::given_value`]: pruned subtrees too, which no search
/// reached. A move name the position does not have leaves that subtree without. Empty
/// when no node's position gives a value (games), and for an empty recording.
pub struct GivenValues<'a>(pub &'a Recording);

impl crate::game::job::Job for GivenValues<'_> {
    type Output = Vec<Option<Score>>;

    fn run<P: crate::game::Position, E: crate::game::Evaluator<P>>(
        self,
        root: &P,
        _: &E,
    ) -> Vec<Option<Score>> {
        let rec = self.0;
        if rec.is_empty() {
            return Vec::new();
        }
        let mut out = vec![None; rec.len()];
        let mut moves = Vec::new();
        // (recorded node, the position it stands for)
        let mut stack = vec![(NodeIndex::new(0), root.clone())];
        while let Some((id, pos)) = stack.pop() {
            out[id.index()] = pos.given_value();
            let kids = rec.children(id);
            // A group node (MTD(f) pass, iterative-deepening iteration) stands for
            // the root, and each child of it is a search of the root again.
            if rec.node(id).group() {
                stack.extend(kids.into_iter().map(|c| (c, pos.clone())));
                continue;
            }
            moves.clear();
            pos.legal_moves(&mut moves);
            let mut used = vec![false; moves.len()];
            let mut probed = vec![false; moves.len()];
            // The move each child searched; a re-search takes its scout's, the one before it.
            let mut taken: Vec<(NodeIndex, usize)> = Vec::new();
            for c in kids {
                let Some(name) = rec.move_name(c) else {
                    continue;
                };
                // The first unused move of that name: labels may repeat among
                // siblings. A PVS re-search searches its scout's move again, and a
                // Star2 probe's move is searched again in full.
                let scout = rec
                    .scout_of(c)
                    .and_then(|s| taken.iter().rev().find(|t| t.0 == s));
                let found = match scout {
                    Some(&(_, i)) => Some((i, &moves[i])),
                    None => moves
                        .iter()
                        .enumerate()
                        .find(|&(i, &m)| (!used[i] || probed[i]) && pos.move_text(m) == name),
                };
                if let Some((i, &m)) = found {
                    used[i] = true;
                    probed[i] = rec.node(c).probing();
                    taken.push((c, i));
                    stack.push((c, pos.play(m)));
                }
            }
        }
        if out.iter().all(Option::is_none) {
            out.clear();
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::super::{read, read_with, write, Accept};
    use super::GivenValues;
    use crate::game::Score;
    use crate::games;
    use crate::record::{NodeId, SearchJob};
    use crate::record::{NodeKind, Recording};
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

    /// The recording's given values, and the same read back from its JSON (which
    /// does not carry them: the reader takes them from the position text).
    fn given_both_ways(rec: &Recording) -> [Vec<Option<Score>>; 2] {
        let mut json = Vec::new();
        write(rec, &mut json).unwrap();
        let text = std::str::from_utf8(&json).unwrap();
        // Read alone, a recording has none; the caller that knows the games finds them.
        assert!(read(text).unwrap().given.is_empty());
        let accept = Accept {
            given: &|rec| {
                games::with_explicit_root(&rec.meta.position, GivenValues(rec)).unwrap_or_default()
            },
            ..Accept::default()
        };
        let back = read_with(text, &accept).unwrap();
        [rec.given.clone(), back.given]
    }

    fn pruned_given(rec: &Recording, given: &[Option<Score>]) -> Vec<Option<Score>> {
        (0..rec.len())
            .filter(|&i| rec.node(NodeId::new(i)).kind() == NodeKind::Pruned)
            .map(|i| given[i])
            .collect()
    }

    #[test]
    fn pruned_leaves_get_the_values_the_file_writes() {
        let rec = search(
            "game: tree\ntree: [A: [B: 3 12 8] [C: 2 4 6] [D: 14 5 2]]\n",
            Algorithm::AlphaBeta,
        );
        for given in given_both_ways(&rec) {
            assert_eq!(pruned_given(&rec, &given), [Some(4), Some(6)]);
            // Every leaf has its value, the searched ones too; inner nodes none.
            assert_eq!(given.iter().flatten().count(), 9);
        }
    }

    #[test]
    fn whole_pruned_subtrees_and_finished_games() {
        let rec = search(
            "game: tree\nwin-score: 99\ntree: [[5 [x: 9 win]] [1 [y: loss 7]]]\n",
            Algorithm::AlphaBeta,
        );
        // `x` cuts off after 9 ≥ 5, so its `win` is pruned (99, MAX's view); the second
        // MIN node cuts off after 1 ≤ 5: `y` (inner, no value), then its leaves loss
        // (-99) and 7.
        for given in given_both_ways(&rec) {
            assert_eq!(
                pruned_given(&rec, &given),
                [Some(99), None, Some(-99), Some(7)]
            );
        }
    }

    #[test]
    fn leaves_under_chance_nodes_are_in_the_recordings_units() {
        let rec = search(
            "game: tree\ntree: [chance 1/2: [1 2] 1/2: 3]\n",
            Algorithm::Expectiminimax,
        );
        let scale = rec.meta.scale;
        assert!(scale > 1);
        for given in given_both_ways(&rec) {
            let values: Vec<Score> = given.iter().flatten().copied().collect();
            assert_eq!(values, [scale, 2 * scale, 3 * scale]);
        }
    }

    #[test]
    fn games_have_none() {
        let rec = search(
            "game: tictactoe\nto-move: x\nboard:\n  x . o\n  . o .\n  . . x\n",
            Algorithm::AlphaBeta,
        );
        assert!(!rec.leaves_given());
        assert!(given_both_ways(&rec).iter().all(Vec::is_empty));
    }
}
