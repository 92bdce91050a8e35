//! The position's and the search's options shared by several subcommands: clap
//! mirrors of [`crate::games::Setup`] and [`crate::search::Tuning`] that make them.

use crate::game::Score;
use crate::games::Setup;
use crate::search::{CutRule, Tuning};
use clap::Args;

/// The flags of [`Setup`]: `--depth`, `--max-nodes`, `--win-score`, `--win-threshold`,
/// `--scoring`, `--utilities`, `--eval`.
#[derive(Clone, Debug, PartialEq, Eq, Args)]
pub struct SetupArgs {
    /// Ply limit; positions at this depth are evaluated statically. Default: search to the
    /// end of the game (explicit trees are always searched to their leaves).
    #[arg(short, long, value_name = "N")]
    pub depth: Option<u32>,
    /// Stop with an error rather than visit more than N nodes (default 2,000,000;
    /// `solve`: no node limit, its --time-limit stops it; mcts: also the nodes of the
    /// iterations kept for json and a replay).
    #[arg(long, value_name = "N")]
    pub max_nodes: Option<u64>,
    /// Kühr's MAX: the score of a won game (default per game: tictactoe 99; kalah,
    /// czech, english, connect4 10000; nim 1000; chess 100000).
    #[arg(long, value_name = "N")]
    pub win_score: Option<Score>,
    /// Kühr's MNOHO: scores beyond it are wins/losses, shifted one per ply (default per
    /// game: tictactoe 90; kalah, czech, english, connect4 9000; nim 100; chess 90000).
    #[arg(long, value_name = "N")]
    pub win_threshold: Option<Score>,
    /// How finished games score: distance (Kühr: ±--win-score, a nearer win scores
    /// higher; the default) or plain (AIMA: +1/0/−1 from MAX's view at any distance,
    /// or --utilities; with --win-score N: ±N).
    #[arg(long, value_enum, value_name = "HOW")]
    pub scoring: Option<crate::game::Scoring>,
    /// MAX's values of a win, a draw and a loss, e.g. 2,1,0 (text 003); implies
    /// --scoring plain. A MIN node's negamax value is their negation.
    #[arg(long, value_name = "W,D,L", allow_hyphen_values = true, value_parser = crate::game::Utilities::parse)]
    pub utilities: Option<crate::game::Utilities>,
    /// Static evaluation by name (tree: leaf-value; tictactoe: open-lines; kalah:
    /// store-difference, material; czech: kuhr, material; english: features, material;
    /// nim: nim-sum; connect4: open-lines; chess: material, pst; the first is the default).
    #[arg(long, value_name = "NAME")]
    pub eval: Option<String>,
}

impl SetupArgs {
    /// The library's [`Setup`].
    pub fn setup(&self) -> Setup {
        Setup {
            depth: self.depth,
            max_nodes: self.max_nodes.unwrap_or(crate::games::DEFAULT_MAX_NODES),
            win_score: self.win_score,
            win_threshold: self.win_threshold,
            scoring: self.scoring,
            utilities: self.utilities,
            eval: self.eval.clone(),
        }
    }
}

// The numbers the flags' help says are the library's: `--max-nodes` 2,000,000,
// `--iterations` 1000 and a replay's 10,000 (the others are checked by
// `cli::defaults`' tests).
const _: () = assert!(crate::games::DEFAULT_MAX_NODES == 2_000_000);
const _: () = assert!(crate::search::mcts::DEFAULT_SEARCH_ITERATIONS == 1000);
const _: () = assert!(crate::render::MAX_REPLAY_ITERATIONS == 10_000);

/// The flags of [`Tuning`]: `--order`, `--tt-size`, `--quiescence`, `--guess`,
/// `--test-value`, `--prune-on`, `--iterative`, `--leaf-bounds`.
#[derive(Clone, Debug, PartialEq, Eq, Args)]
pub struct TuningArgs {
    /// Move ordering: natural (generation order), best or worst (oracle: children by
    /// their true value), or a comma-separated list of eval, tt, killer, history.
    #[arg(long, value_name = "ORDER", default_value_t = Tuning::default().order)]
    pub order: String,
    /// Transposition-table slots (alphabeta-tt, mtdf, the tt ordering, --iterative):
    /// N for the probes (one per position and remaining depth) and N for move
    /// ordering; always-replace.
    #[arg(long, value_name = "N", default_value_t = Tuning::default().tt_size)]
    pub tt_size: usize,
    /// Quiescence search: at the depth limit keep following captures (draughts) and
    /// captures and extra turns (Kalah) until the position is quiet.
    #[arg(long)]
    pub quiescence: bool,
    /// MTD(f)'s first guess, MAX's view (mtdf only).
    #[arg(long, value_name = "F", allow_hyphen_values = true)]
    pub guess: Option<Score>,
    /// The null-window test's K, MAX's view: is the value ≥ K? (test only; required).
    #[arg(long, value_name = "K", allow_hyphen_values = true)]
    pub test_value: Option<Score>,
    /// When alpha-beta cuts off (every alpha-beta algorithm): ge at α ≥ β, the usual
    /// rule; gt only at α > β, so that a tie goes on searching (as some lecture slides
    /// teach). Default: ge.
    #[arg(long, value_enum, value_name = "RULE")]
    pub prune_on: Option<CutRule>,
    /// Iterative deepening to --depth: depths 1, 2, …, N, each feeding the next (the
    /// table's best move first; MTD(f)'s guess from the previous value). For alphabeta,
    /// alphabeta-soft, pvs, alphabeta-tt and mtdf on games.
    #[arg(long)]
    pub iterative: bool,
    /// Known bounds L..U on every leaf value, MAX's view (star1 and star2; required
    /// there), e.g. `--leaf-bounds -10..10`: Ballard's Star1 and Star2 derive the
    /// windows of a chance node's children from them.
    #[arg(long, value_name = "L..U", allow_hyphen_values = true, value_parser = crate::search::parse_leaf_bounds)]
    pub leaf_bounds: Option<(Score, Score)>,
    /// Monte Carlo tree search's iterations (mcts only; default 1000).
    ///
    /// Each iteration selects a path from the root by UCB1, expands the first untried
    /// move of the node it reaches, plays out from the new node at random and adds 1 to
    /// N and the result (+1/0/−1, MAX's view; an explicit tree's leaf value) to W of
    /// every node on the path. The move played is the most visited root child
    /// (docs/algorithms.md, "Monte Carlo tree search").
    ///
    /// json and a replay (html, beamer, --steps) keep every iteration, whose paths
    /// count against --max-nodes; a replay shows at most 10,000. Text and figures keep
    /// only the count.
    #[arg(long, value_name = "N")]
    pub iterations: Option<u64>,
    /// Stop Monte Carlo tree search after this many seconds (mcts only; not
    /// reproducible: the count of iterations depends on the machine).
    #[arg(long, value_name = "SECONDS", allow_hyphen_values = true, value_parser = crate::search::mcts::Seconds::parse)]
    pub time_limit: Option<crate::search::mcts::Seconds>,
    /// UCB1's exploration constant C (mcts only; default sqrt2 ≈ 1.414, UCB1's
    /// constant for rewards in [0, 1]: Auer et al. 2002, Kocsis & Szepesvári 2006;
    /// scale it to the rewards' range, e.g. an explicit tree's leaf values).
    ///
    /// Selection goes to the child with the largest Q + C·√(ln N(parent) / N(child)),
    /// Q = W/N where MAX moves and −W/N where MIN moves; ties to the first in generation
    /// order. 0: pure exploitation; larger: wider trees. A number ≥ 0, or sqrt2.
    #[arg(long, value_name = "C", allow_hyphen_values = true, value_parser = crate::search::mcts::Exploration::parse)]
    pub exploration: Option<crate::search::mcts::Exploration>,
    /// The seed of Monte Carlo tree search's random playouts (mcts only; default 0):
    /// the same seed gives the same tree.
    ///
    /// The playouts' moves and the chance nodes' outcomes are the only random choices:
    /// the same position, options and seed give the same tree and the same bytes in
    /// every format (not with --time-limit, which stops by the clock).
    #[arg(long, value_name = "S")]
    pub seed: Option<u64>,
    /// How a playout ends (mcts only): random moves to the end of the game, or to
    /// --depth, where the evaluation's sign is the reward.
    ///
    /// random: uniformly random moves (chance moves by their probabilities) until the
    /// game ends. eval: the same, but a playout stops at --depth plies from the root
    /// and scores +1, 0 or −1 by the sign of the evaluation (--eval), MAX's view; for
    /// games too long to play out at random. Needs --depth.
    #[arg(long, value_enum, value_name = "KIND")]
    pub playout: Option<crate::search::mcts::Playout>,
    /// The selection rule (mcts only): uct, UCB1 applied to trees.
    #[arg(long, value_enum, value_name = "RULE")]
    pub select: Option<crate::search::mcts::Selection>,
}

impl TuningArgs {
    /// The library's [`Tuning`].
    pub fn tuning(&self) -> Tuning {
        Tuning {
            order: self.order.clone(),
            tt_size: self.tt_size,
            quiescence: self.quiescence,
            guess: self.guess,
            test_value: self.test_value,
            prune_on: self.prune_on,
            iterative: self.iterative,
            leaf_bounds: self.leaf_bounds,
            mcts: crate::search::MctsTuning {
                iterations: self.iterations,
                time_limit: self.time_limit,
                exploration: self.exploration,
                seed: self.seed,
                playout: self.playout,
                select: self.select,
            },
        }
    }
}
