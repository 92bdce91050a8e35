//! Monte Carlo tree search: steps.
