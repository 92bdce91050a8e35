//! Expectiminimax (`--algorithm expectiminimax`): Michie 1966; Russell & Norvig, AIMA 3rd
//! ed., §5.5 (EXPECTIMINIMAX). MAX and MIN nodes as in minimax, a chance node the
//! probability-weighted mean of its children's values. Values from MAX's view at every
//! node, in the evaluation's units of `1 / scale` ([`crate::game::Evaluator::scale`]),
//! which keep every mean an exact integer.

use super::node::{Flow, Moves, Node, Opened, Search};
use super::trace::{Bound, Perspective, Recorder};
use crate::game::Evaluator;
use crate::game::{Player, Position, Probability, Score};

/// An exact sum of probability-weighted values `Σ pᵢ·vᵢ` (a fraction `num / den`).
#[derive(Copy, Clone, Debug)]
pub(super) struct Mean {
    num: i128,
    den: i128,
}

impl Mean {
    /// The empty sum 0.
    pub(super) fn zero() -> Mean {
        Mean { num: 0, den: 1 }
    }

    /// This sum plus `p · v`.
    pub(super) fn plus(self, p: Probability, v: i128) -> Mean {
        let (pn, pd) = (i128::from(p.num), i128::from(p.den));
        let g = gcd(self.den, pd);
        let den = self.den / g * pd;
        let num = self.num * (pd / g) + pn * v * (self.den / g);
        let r = gcd(num.abs(), den).max(1);
        Mean {
            num: num / r,
            den: den / r,
        }
    }

    /// `(x − self − rest) / p` rounded down (`up`: up), where `rest` is a second sum: the
    /// value a chance node's child must reach for the node to reach `x` (Ballard 1983).
    pub(super) fn threshold(self, x: Score, rest: Mean, p: Probability, up: bool) -> i128 {
        let (pn, pd) = (i128::from(p.num), i128::from(p.den));
        // (x − a/b − c/d) / (pn/pd) = pd·(x·b·d − a·d − c·b) / (pn·b·d)
        let (a, b, c, d) = (self.num, self.den, rest.num, rest.den);
        let num = pd * (i128::from(x) * b * d - a * d - c * b);
        let den = pn * b * d;
        if up {
            -(-num).div_euclid(den)
        } else {
            num.div_euclid(den)
        }
    }

    /// The sum as an integer: it is one when the tree's scale is right (rounded down
    /// otherwise).
    pub(super) fn value(self) -> Score {
        debug_assert_eq!(
            self.num % self.den,
            0,
            "a mean that is not whole: scale wrong"
        );
        self.num.div_euclid(self.den) as Score
    }
}

fn gcd(mut a: i128, mut b: i128) -> i128 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

impl<P, E, R> Search<'_, P, E, R>
where
    P: Position,
    E: Evaluator<P>,
    R: Recorder<P>,
{
    /// Expectiminimax (AIMA 3rd ed., §5.5): the value of `node` from MAX's view. MAX
    /// nodes take the largest child value, MIN nodes the smallest (the first best child
    /// is the PV move); a chance node takes `Σ P(move) · value(child)` over all its
    /// moves and has no best move, so the principal variation stops there.
    #[inline(always)]
    pub(super) fn expectiminimax(&mut self, node: Node<'_, P>) -> Flow<Score> {
        match self.open_as(&node, Perspective::Max)? {
            Opened::Static(v) => Ok(v),
            Opened::Moves(moves) => self.expectiminimax_moves(&node, moves),
        }
    }

    /// [`Search::expectiminimax`]'s move loop at an opened node.
    fn expectiminimax_moves(&mut self, node: &Node<'_, P>, moves: Moves) -> Flow<Score> {
        let (pos, ply) = (node.pos, node.ply);
        let player = self.player(pos);
        if player == Player::Chance {
            let mut mean = Mean::zero();
            for i in moves.start..moves.end {
                let mv = self.move_at(i);
                let child = pos.play(mv);
                let v = self.expectiminimax(node.child(mv, &child))?;
                let p = pos.probability(mv).unwrap_or(Probability {
                    num: 0,
                    den: 1,
                    decimals: None,
                });
                mean = mean.plus(p, i128::from(v));
            }
            self.release(moves);
            let v = mean.value();
            self.leave(v, Bound::Exact);
            return Ok(v);
        }
        let mut best: Option<Score> = moves.stand.map(|s| player.to_max_view(s));
        for i in moves.start..moves.end {
            let mv = self.move_at(i);
            let child = pos.play(mv);
            let v = self.expectiminimax(node.child(mv, &child))?;
            if best.is_none_or(|b| if player == Player::Max { v > b } else { v < b }) {
                best = Some(v);
                self.pv_update(ply, mv);
            }
        }
        Ok(self.close_exact(moves, best))
    }
}
