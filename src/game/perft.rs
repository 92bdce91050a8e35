//! Perft: counting the leaves of the legal-move tree, the standard test of a move
//! generator (published counts exist for English checkers; tic-tac-toe's are the
//! well-known game counts).
//!
//! **What is counted.** `perft(p, d)` is the number of leaves of the tree of legal moves
//! cut off `d` plies below `p`: a position `d` plies deep counts 1, and so does a
//! position with no legal move at a smaller depth (a finished game). With this
//! definition tic-tac-toe perft(9) from the empty board is 255,168, the number of
//! possible games. For the draughts start positions to depth 10 it agrees with the
//! usual "positions exactly `d` plies deep" convention, as no game ends that early.
//! Every capture sequence counts as its own move, also when two sequences take the same
//! pieces in a different order. Draws by repetition are ignored: perft counts moves.

use super::Position;

/// The number of leaves of the legal-move tree `depth` plies deep below `pos` (see the
/// module documentation). Bulk counting: at depth 1 the moves are counted, not played.
pub fn perft<P: Position>(pos: &P, depth: u32) -> u64 {
    let mut buffers: Vec<Vec<P::Move>> = (0..depth).map(|_| Vec::new()).collect();
    perft_with(pos, depth, &mut buffers)
}

fn perft_with<P: Position>(pos: &P, depth: u32, buffers: &mut [Vec<P::Move>]) -> u64 {
    if depth == 0 {
        return 1;
    }
    let (moves, rest) = buffers.split_first_mut().expect("one buffer per ply");
    moves.clear();
    pos.legal_moves(moves);
    if moves.is_empty() {
        return 1;
    }
    if depth == 1 {
        return moves.len() as u64;
    }
    let mut n = 0;
    for &mv in moves.iter() {
        n += perft_with(&pos.play(mv), depth - 1, rest);
    }
    n
}

/// The result of [`divide`]: the leaf count below each root move, in generation order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Divide<M> {
    /// Each root move with the leaves below it.
    pub moves: Vec<(M, u64)>,
    /// The sum: perft of the root (1 when the root has no move).
    pub total: u64,
}

/// Perft split by root move ("divide"), using each game's [`Position::perft`].
/// `progress(done, total)` is called as the work advances, in units of the subtrees
/// two plies down (one unit per root move at depth 1). `depth` must be at least 1.
pub fn divide<P: Position>(
    pos: &P,
    depth: u32,
    mut progress: impl FnMut(u64, u64),
) -> Divide<P::Move> {
    assert!(depth >= 1, "divide needs a depth of at least 1");
    let mut roots = Vec::new();
    pos.legal_moves(&mut roots);
    if roots.is_empty() {
        return Divide {
            moves: Vec::new(),
            total: 1,
        };
    }
    // The work items: for every root move, its children (or the child itself).
    let mut items: Vec<(usize, P, Option<P::Move>)> = Vec::new();
    for (i, &mv) in roots.iter().enumerate() {
        let child = pos.play(mv);
        if depth >= 2 {
            let mut grand = Vec::new();
            child.legal_moves(&mut grand);
            if grand.is_empty() {
                items.push((i, child, None));
            } else {
                items.extend(grand.into_iter().map(|g| (i, child.clone(), Some(g))));
            }
        } else {
            items.push((i, child, None));
        }
    }
    let total_items = items.len() as u64;
    let mut counts = vec![0u64; roots.len()];
    for (done, (i, child, grand)) in items.into_iter().enumerate() {
        counts[i] += match grand {
            Some(g) => child.play(g).perft(depth - 2),
            None => 1,
        };
        progress(done as u64 + 1, total_items);
    }
    let total = counts.iter().sum();
    Divide {
        moves: roots.into_iter().zip(counts).collect(),
        total,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::tictactoe::TicTacToe;

    #[test]
    fn tictactoe_counts_every_game() {
        let p = TicTacToe::empty();
        // Positions after 1–4 plies (no game ends before ply 5), then leaves of the cut tree.
        let counts: Vec<u64> = (0..=4).map(|d| perft(&p, d)).collect();
        assert_eq!(counts, [1, 9, 72, 504, 3024]);
        assert_eq!(perft(&p, 9), 255_168);
        assert_eq!(perft(&p, 12), 255_168);
        let d = divide(&p, 9, |_, _| {});
        assert_eq!(d.total, 255_168);
        assert_eq!(d.moves.len(), 9);
        // The corners, edges and centre each lead to the same number of games.
        let b2 = d.moves.iter().find(|&&(m, _)| m == 4).unwrap().1;
        assert_eq!(b2, 25_872);
        let mut calls = 0;
        let d1 = divide(&p, 1, |done, total| {
            calls += 1;
            assert!(done <= total)
        });
        assert_eq!((d1.total, calls), (9, 9));
    }
}
