//! Perft: counting the move sequences of the legal-move tree, the standard test of a
//! move generator (published counts exist for chess, English checkers and tic-tac-toe).
//!
//! **What is counted.** `perft(p, d)` is the number of sequences of exactly `d` legal
//! moves from `p`, the definition of the published tables: a game that ends before
//! ply `d` contributes nothing. Tic-tac-toe from the empty board gives 9, 72, 504,
//! 3,024, 15,120, 54,720, 148,176, 200,448 and 127,872 for `d` = 1…9.
//! [`perft_counting_finished`] is the variant `gametree perft --count-finished` names:
//! a finished game reached before ply `d` counts 1 too (the leaves of the tree cut off
//! `d` plies down), so tic-tac-toe gives 255,168 at depth 9, the number of possible
//! games. Every capture sequence counts as its own move, also when two sequences take
//! the same pieces in a different order. Draws by repetition are ignored: perft counts
//! moves.

use super::Position;

/// The number of sequences of exactly `depth` legal moves from `pos` (see the module
/// documentation). Bulk counting: at depth 1 the moves are counted, not played.
pub fn perft<P: Position>(pos: &P, depth: u32) -> u64 {
    let mut buffers: Vec<Vec<P::Move>> = (0..depth).map(|_| Vec::new()).collect();
    perft_with(pos, depth, 0, &mut buffers)
}

/// The leaves of the legal-move tree cut off `depth` plies below `pos`: the sequences
/// of exactly `depth` moves, plus the finished games reached earlier (a position with
/// no legal move), which count 1 each (`gametree perft --count-finished`).
pub fn perft_counting_finished<P: Position>(pos: &P, depth: u32) -> u64 {
    let mut buffers: Vec<Vec<P::Move>> = (0..depth).map(|_| Vec::new()).collect();
    perft_with(pos, depth, 1, &mut buffers)
}

/// Perft with `finished` counted for a position without a legal move before the last
/// ply (0: the standard definition; 1: counting finished games).
fn perft_with<P: Position>(
    pos: &P,
    depth: u32,
    finished: u64,
    buffers: &mut [Vec<P::Move>],
) -> u64 {
    if depth == 0 {
        return 1;
    }
    let (moves, rest) = buffers.split_first_mut().expect("one buffer per ply");
    moves.clear();
    pos.legal_moves(moves);
    if moves.is_empty() {
        return finished;
    }
    if depth == 1 {
        return moves.len() as u64;
    }
    // A count cancelled from another thread (crate::cancel) stops within a subtree of
    // two plies; its result is not used.
    if crate::cancel::requested() {
        return 0;
    }
    let mut n = 0;
    for &mv in moves.iter() {
        n += perft_with(&pos.play(mv), depth - 1, finished, rest);
    }
    n
}

/// The result of [`divide`]: the count below each root move, in generation order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Divide<M> {
    /// Each root move with the leaves below it.
    pub moves: Vec<(M, u64)>,
    /// The sum: perft of the root (0 when the root has no move; 1 when counting
    /// finished games).
    pub total: u64,
}

/// Perft split by root move ("divide"), using each game's [`Position::perft`] (with
/// `count_finished`, [`perft_counting_finished`]). `progress(done, total)` is called as
/// the work advances, in units of the subtrees two plies down (one unit per root move
/// at depth 1). `depth` must be at least 1. A count cancelled from another thread
/// ([`crate::cancel`]) stops early with a partial count, which the caller discards.
pub fn divide<P: Position>(
    pos: &P,
    depth: u32,
    count_finished: bool,
    mut progress: impl FnMut(u64, u64),
) -> Divide<P::Move> {
    assert!(depth >= 1, "divide needs a depth of at least 1");
    let finished = u64::from(count_finished);
    let mut roots = Vec::new();
    pos.legal_moves(&mut roots);
    if roots.is_empty() {
        return Divide {
            moves: Vec::new(),
            total: finished,
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
        if crate::cancel::requested() {
            break;
        }
        counts[i] += match grand {
            Some(g) if count_finished => perft_counting_finished(&child.play(g), depth - 2),
            Some(g) => child.play(g).perft(depth - 2),
            // A root move at depth 1, or one that ends the game.
            None if depth == 1 => 1,
            None => finished,
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

    /// The well-known counts of tic-tac-toe move sequences by length (games still going
    /// or ending exactly at that ply): 9, 72, 504, 3,024, 15,120, 54,720, 148,176,
    /// 200,448, 127,872.
    const TICTACTOE: [u64; 10] = [
        1, 9, 72, 504, 3_024, 15_120, 54_720, 148_176, 200_448, 127_872,
    ];

    #[test]
    fn tictactoe_counts_move_sequences_of_exactly_n_plies() {
        let p = TicTacToe::empty();
        let counts: Vec<u64> = (0..=9).map(|d| perft(&p, d)).collect();
        assert_eq!(counts, TICTACTOE);
        // Every game is over by ply 9.
        assert_eq!(perft(&p, 10), 0);
        for d in 1..=9 {
            assert_eq!(divide(&p, d, false, |_, _| {}).total, TICTACTOE[d as usize]);
        }
        // perft(6) = 54,720: the 1,440 games won at ply 5 end before ply 6.
        assert_eq!(perft_counting_finished(&p, 6), 54_720 + 1_440);
    }

    #[test]
    fn counting_finished_games_gives_the_number_of_games() {
        let p = TicTacToe::empty();
        // Positions after 1–4 plies (no game ends before ply 5), then leaves of the cut tree.
        let counts: Vec<u64> = (0..=4).map(|d| perft_counting_finished(&p, d)).collect();
        assert_eq!(counts, [1, 9, 72, 504, 3024]);
        assert_eq!(perft_counting_finished(&p, 9), 255_168);
        assert_eq!(perft_counting_finished(&p, 12), 255_168);
        let d = divide(&p, 9, true, |_, _| {});
        assert_eq!(d.total, 255_168);
        assert_eq!(d.moves.len(), 9);
        // The corners, edges and centre each lead to the same number of games.
        let b2 = d.moves.iter().find(|&&(m, _)| m == 4).unwrap().1;
        assert_eq!(b2, 25_872);
        let mut calls = 0;
        let d1 = divide(&p, 1, true, |done, total| {
            calls += 1;
            assert!(done <= total)
        });
        assert_eq!((d1.total, calls), (9, 9));
    }
}
