//! Monte Carlo tree search (`--algorithm mcts`, issue 42): one file per area.

mod compare;
mod exercise;
mod figure;
mod search;
mod steps;
