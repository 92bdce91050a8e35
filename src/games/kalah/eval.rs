//! Kalah's evaluation `store-difference` (the Kalah project of a Russian book of programming
//! projects, ch. 14: "Max's store minus Min's store"),
//! also available as `material`, Kalah's only material.

use super::Kalah;
use crate::game::Evaluator;
use crate::game::{Position, Score};

/// The mover's store minus the opponent's store, in stones, from the side to move's
/// view. Its bound is the number of stones in the game.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct StoreDifference {
    /// The name it was chosen by: `store-difference` or `material`.
    pub name: &'static str,
    /// The stones in the game ([`Kalah::total`]).
    pub total: u32,
}

impl StoreDifference {
    /// The evaluation names Kalah accepts, the default first.
    pub const NAMES: [&'static str; 2] = ["store-difference", "material"];

    /// The evaluation called `name` for games like `pos`, if Kalah has it.
    pub fn by_name(name: &str, pos: &Kalah) -> Option<StoreDifference> {
        let name = Self::NAMES.iter().copied().find(|&n| n == name)?;
        Some(StoreDifference {
            name,
            total: pos.total(),
        })
    }
}

impl Evaluator<Kalah> for StoreDifference {
    fn name(&self) -> &'static str {
        self.name
    }

    fn evaluate(&self, pos: &Kalah) -> Score {
        let me = pos.side_to_move();
        pos.store(me) as Score - pos.store(me.opponent()) as Score
    }

    fn bound(&self) -> Score {
        self.total as Score
    }

    fn noisy_moves(&self, pos: &Kalah, out: &mut Vec<u8>) -> bool {
        pos.noisy_moves(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mover_store_minus_opponent_store() {
        let k = Kalah::start(6, 4);
        let e = StoreDifference::by_name("store-difference", &k).unwrap();
        assert_eq!(e.bound(), 48);
        assert_eq!(e.evaluate(&k), 0);
        // South's pit 6: one stone in south's store, north to move: -1 for north.
        assert_eq!(e.evaluate(&k.play(6)), -1);
        // Pit 3 ends in the store: south moves again and is one up.
        assert_eq!(e.evaluate(&k.play(3)), 1);
        assert!(StoreDifference::by_name("kuhr", &k).is_none());
    }
}
