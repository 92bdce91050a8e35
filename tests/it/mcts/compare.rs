//! Monte Carlo tree search: compare.
