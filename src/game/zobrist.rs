//! Zobrist keys (Zobrist 1970, *A new hashing method with application for game
//! playing*): every feature of a position (a piece kind on a square, a pit holding a
//! number of stones, the side to move) has a fixed pseudo-random 64-bit number, and a
//! position's key is the XOR of the numbers of its features.
//!
//! The numbers are not stored in tables but computed by [`key`], SplitMix64 (Steele,
//! Lea & Flood 2014) of the feature's index and a fixed seed: the same for every run
//! and every machine, as a table filled from a fixed seed would be, and with no limit
//! on the number of features (a Kalah pit may hold any number of stones).

/// The fixed seed every key is derived from.
pub const SEED: u64 = 0x005E_ED0F_6A3E_7EE5;

/// The key of feature number `feature`: SplitMix64's output for state
/// `SEED + feature · golden gamma`.
#[inline]
pub const fn key(feature: u64) -> u64 {
    let mut z = SEED.wrapping_add(feature.wrapping_add(1).wrapping_mul(0x9E37_79B9_7F4A_7C15));
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The key of "the second side is to move" (XORed in when it is).
pub const SIDE: u64 = 0xA5A5_5A5A_0F0F_F0F0;

/// XOR of [`key`]`(base + i)` over the set bits `i` of `bits`.
#[inline]
pub fn bits(base: u64, mut bits: u32) -> u64 {
    let mut h = 0;
    while bits != 0 {
        let i = bits.trailing_zeros() as u64;
        h ^= key(base + i);
        bits &= bits - 1;
    }
    h
}

#[cfg(test)]
mod tests {
    #[test]
    fn keys_are_fixed_and_distinct() {
        assert_eq!(super::key(0), super::key(0));
        let keys: std::collections::HashSet<u64> = (0..10_000).map(super::key).collect();
        assert_eq!(keys.len(), 10_000);
    }
}
