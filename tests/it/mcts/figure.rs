//! Monte Carlo tree search: figure.
