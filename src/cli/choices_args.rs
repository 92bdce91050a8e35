//! compare's choices of algorithms, orderings and columns: a clap mirror of
//! [`crate::compare::Choices`] that makes it.

use crate::compare::{Baseline, Choices};
use crate::game::Score;
use clap::Args;

/// The flags of [`Choices`]: `compare`'s rows and columns.
#[derive(Clone, Debug, PartialEq, Eq, Args)]
pub struct ChoicesArgs {
    /// Comma-separated algorithms: minimax, negamax, alphabeta, alphabeta-soft, pvs,
    /// alphabeta-tt, mtdf (and expectiminimax, star1, star2 on trees with chance nodes).
    /// Minimax, negamax and expectiminimax get one row each, in the natural order (they
    /// prune nothing: they visit every node whatever the ordering). mcts (Monte Carlo
    /// tree search) gets a table of its own: for each of --iterations, over --seeds,
    /// how many runs play a minimax-optimal move and which move they play most.
    #[arg(long, value_name = "LIST", default_value_t = Choices::default().algorithms)]
    pub algorithms: String,
    /// Comma-separated move orderings; combine criteria with `+` (natural, best, worst,
    /// eval, tt, killer, history, e.g. `natural,best,tt+killer+history`). `best` and
    /// `worst` are oracles: their rows are marked and not timed.
    #[arg(long, value_name = "LIST", default_value_t = Choices::default().orders)]
    pub orders: String,
    /// Transposition-table entries (alphabeta-tt, mtdf, the tt ordering).
    #[arg(long, value_name = "N", default_value_t = Choices::default().tt_size)]
    pub tt_size: usize,
    /// Quiescence search at the depth limit for every row (the minimax baseline too).
    #[arg(long)]
    pub quiescence: bool,
    /// Iterative deepening (needs --depth) for the rows of alphabeta, alphabeta-soft,
    /// pvs, alphabeta-tt and mtdf: each searches depths 1, 2, … and counts the nodes of
    /// every iteration; minimax and negamax rows search once. MTD(f) takes each
    /// iteration's value as the next one's first guess (Plaat et al. 1996).
    #[arg(long)]
    pub iterative: bool,
    /// MTD(f)'s first guess F (root's side-to-move view; default 0), for the mtdf rows.
    #[arg(long, value_name = "F", allow_hyphen_values = true)]
    pub guess: Option<Score>,
    /// Comma-separated table columns, or `all` (text, CSV, Markdown, LaTeX, HTML; JSON
    /// has every field). Default: algorithm,order,value,best,nodes,leaves,cutoffs, and
    /// vs-baseline when the baseline runs.
    ///
    /// Names: algorithm; order (with the marks `(baseline)` and `(oracle)`); value (the
    /// root value, MAX's view); best (the best root move); nodes (visited, the root
    /// included); leaves (valued by the evaluation); cutoffs (nodes whose move loop
    /// stopped early); terminals (finished games reached); tt-probes, tt-hits
    /// (transposition-table look-ups, and those that found the position); re-searches
    /// (PVS); passes (MTD(f)); time (ms, one run); nodes-per-s; vs-baseline (nodes as a
    /// percentage of the minimax baseline's, "% minimax").
    #[arg(long, value_name = "LIST")]
    pub columns: Option<String>,
    /// The baseline of the vs-baseline column, searched once and shown as one row
    /// marked `(baseline)`. Default: minimax when a column needs it, that is when
    /// --columns names vs-baseline, or when --columns is not given and minimax is one of
    /// --algorithms (its row is then the baseline, at no extra cost); otherwise none.
    /// `none` with vs-baseline in --columns is an error.
    #[arg(long, value_enum, value_name = "NAME")]
    pub baseline: Option<Baseline>,
    /// Known bounds L..U on every leaf value, MAX's view, for star1 and star2 (required
    /// with them; see `gametree search --leaf-bounds`).
    #[arg(long, value_name = "L..U", allow_hyphen_values = true, value_parser = crate::search::parse_leaf_bounds)]
    pub leaf_bounds: Option<(Score, Score)>,
    /// Monte Carlo tree search's iteration counts (mcts only): comma-separated counts,
    /// or A..B for the decades A, 10·A, 100·A, … up to B (`10..10000`). Each count runs
    /// once per seed of --seeds. Default 10,100,1000.
    #[arg(long, value_name = "LIST")]
    pub iterations: Option<String>,
    /// The seeds of Monte Carlo tree search's runs (mcts only): A..B is A to B − 1
    /// (`0..20`: twenty runs per iteration count), A..=B is A to B, or one seed S.
    /// Default 0..20.
    #[arg(long, visible_alias = "seed", value_name = "A..B")]
    pub seeds: Option<String>,
    /// UCB1's exploration constant C (mcts only; default sqrt2 ≈ 1.414, UCB1's
    /// constant for rewards in [0, 1]: Auer et al. 2002, Kocsis & Szepesvári 2006;
    /// scale it to the rewards' range, e.g. an explicit tree's leaf values).
    #[arg(long, value_name = "C", value_parser = crate::search::mcts::Exploration::parse)]
    pub exploration: Option<crate::search::mcts::Exploration>,
    /// How a playout ends (mcts only): random moves to the end of the game, or to
    /// --depth, where the evaluation's sign is the reward.
    #[arg(long, value_enum, value_name = "KIND")]
    pub playout: Option<crate::search::mcts::Playout>,
    /// The selection rule (mcts only): uct, UCB1 applied to trees.
    #[arg(long, value_enum, value_name = "RULE")]
    pub select: Option<crate::search::mcts::Selection>,
}

impl ChoicesArgs {
    /// The library's [`Choices`].
    pub fn choices(&self) -> Choices {
        Choices {
            algorithms: self.algorithms.clone(),
            orders: self.orders.clone(),
            tt_size: self.tt_size,
            quiescence: self.quiescence,
            iterative: self.iterative,
            guess: self.guess,
            columns: self.columns.clone(),
            baseline: self.baseline,
            leaf_bounds: self.leaf_bounds,
            mcts: crate::compare::MctsChoices {
                iterations: self.iterations.clone(),
                seeds: self.seeds.clone(),
                exploration: self.exploration,
                playout: self.playout,
                select: self.select,
            },
        }
    }
}
