//! Monte Carlo tree search: exercise.
