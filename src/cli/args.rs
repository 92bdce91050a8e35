//! Options shared by several subcommands: each a clap mirror of a library options
//! struct ([`crate::games::Setup`], [`crate::search::Tuning`],
//! [`crate::render::Target`], [`crate::compare::Choices`]) that makes it; the flags'
//! names for the library's messages ([`FLAGS`]); the progress bar.

use crate::compare::{Baseline, Choices};
use crate::game::Score;
use crate::games::Setup;
use crate::params::{Naming, Param};
use crate::record::Perspective;
use crate::render::{
    Background, Direction, EdgeLabels, Format, LabelKind, PrunedView, RenderOptions, Style, Target,
};
use crate::search::{CutRule, Tuning};
use clap::{Args, ValueEnum};
use std::io::IsTerminal;

/// The library's options named as the command line's flags: `--test-value`,
/// `--algorithm test`, `-o`, and `gametree exercise --seed 7 …`.
pub const FLAGS: Naming = Naming {
    param: |p| flag(p).into_owned(),
    setting: |p, v| format!("{} {v}", flag(p)),
    command: |c, settings| format!("gametree {c} {}", settings.join(" ")),
};

/// The flag of parameter `p`: `--` and its name in kebab case, but `-o` for the
/// output file and `--values` for an exercise's value range.
pub fn flag(p: Param) -> std::borrow::Cow<'static, str> {
    match p {
        Param::Output => "-o".into(),
        p => format!("--{}", p.name().replace('_', "-")).into(),
    }
}

/// Yes or no, as a flag's value (`--accept-bounds no`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
pub enum YesNo {
    /// Yes.
    Yes,
    /// No.
    No,
}

/// How bounds must be written, from `--require-bounds` and `--accept-bounds`.
///
/// # Errors
/// [`crate::Error::Usage`] for both `--require-bounds` and `--accept-bounds no`.
pub fn bounds(require: bool, accept: YesNo) -> Result<crate::homework::Bounds, crate::Error> {
    crate::homework::Bounds::from_flags(require, accept == YesNo::Yes).map_err(crate::Error::usage)
}

/// A progress bar on standard error when it is a terminal, hidden otherwise.
pub fn progress_bar(len: u64, template: &str) -> indicatif::ProgressBar {
    let bar = if std::io::stderr().is_terminal() {
        indicatif::ProgressBar::new(len)
    } else {
        indicatif::ProgressBar::hidden()
    };
    bar.set_style(
        indicatif::ProgressStyle::with_template(template).expect("a valid progress template"),
    );
    bar
}

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

/// When to colour the text format.
#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
pub enum ColorChoice {
    /// Colour when writing to a terminal and NO_COLOR is not set.
    Auto,
    /// Always colour the text format.
    Always,
    /// Never colour.
    Never,
}

/// Where and how a command writes a recording (the flags `--format`, `--output`,
/// `--label`, `--values`, `--color`, the figure options and the size limits of every
/// command that renders one): the library's [`Target`].
#[derive(Args, Debug, Clone, PartialEq)]
pub struct OutputArgs {
    /// Output format.
    #[arg(short, long, value_enum, default_value_t = Target::default().format)]
    pub format: Format,
    /// Write the output to PATH instead of standard output (`-`: standard output).
    #[arg(short, long, value_name = "PATH")]
    pub output: Option<std::path::PathBuf>,
    /// What node labels show (dot, svg, tikz).
    #[arg(long, value_enum, default_value_t = RenderOptions::default().label)]
    pub label: LabelKind,
    /// Whose view values and windows are shown from. Default: max (MAX's view, as the
    /// slides, AIMA and exercise sheets draw); side-to-move for negamax figures in
    /// Kühr's style. The JSON keeps the algorithm's own view.
    #[arg(long, value_enum)]
    pub values: Option<Perspective>,
    /// Colour in the text format (the principal variation highlighted).
    #[arg(long, value_enum, default_value_t = ColorChoice::Auto)]
    pub color: ColorChoice,
    /// How nodes are drawn (the figure formats: svg, tikz, png, pdf, beamer, dot).
    #[arg(long, value_enum, default_value_t = RenderOptions::default().style)]
    pub style: Style,
    /// What the figure formats draw behind the tree: paper (the style's: white, dark
    /// grey for dark), none (transparent, for a slide's own background; labels on
    /// edges keep a patch of the paper) or a colour #rrggbb (the slide's: patches
    /// and background match).
    #[arg(long, value_name = "COLOUR", default_value_t = RenderOptions::default().background, value_parser = parse_background)]
    pub background: Background,
    /// Which way the tree grows (the figure formats: svg, tikz, png, pdf, beamer, dot).
    #[arg(long, value_enum, default_value_t = RenderOptions::default().direction)]
    pub direction: Direction,
    /// How pruned moves are drawn (the figure formats).
    #[arg(long, value_enum, default_value_t = RenderOptions::default().pruned)]
    pub pruned: PrunedView,
    /// Draw only the first N plies below the root (the figure formats); the search goes
    /// as deep as --depth says, so the drawn nodes show the deep search's values. A
    /// triangle below a node stands for its undrawn subtree.
    #[arg(long, value_name = "N")]
    pub draw_depth: Option<u32>,
    /// Draw at most K children of each node (the first K, and the move of the
    /// principal variation), a `+N more` mark where the others were: a wide fan on a
    /// slide (the figure formats).
    #[arg(long, value_name = "K", value_parser = clap::value_parser!(u32).range(1..))]
    pub max_children: Option<u32>,
    /// Show a named node's name with its value, `B: 3` (the figure formats; explicit
    /// trees' labels).
    #[arg(long)]
    pub names: bool,
    /// Which edges show their move (the figure formats).
    #[arg(long, value_enum, default_value_t = RenderOptions::default().edge_labels)]
    pub edge_labels: EdgeLabels,
    /// A title drawn above the figure (the figure formats; beamer's frame title).
    #[arg(long, value_name = "TEXT")]
    pub title: Option<String>,
    /// Refuse to draw a figure (svg, tikz, beamer, png, pdf, dot) of more than N nodes.
    /// Default: 1200 for tikz (about the most pdflatex can typeset), 60 for beamer
    /// (every overlay typesets the whole tree; with --boards a board counts as a node),
    /// 250 for --steps (a file a step), 5000 for the others (beyond that no label is
    /// readable); the html report has no limit.
    #[arg(long, value_name = "N")]
    pub max_drawn: Option<usize>,
    /// PNG pixels per SVG pixel (png only; 0.1 to 8).
    #[arg(long, value_name = "X", default_value_t = Target::default().scale)]
    pub scale: f32,
    /// Draw each node's position in it (svg, tikz, png, pdf, beamer), and record the
    /// positions in the json (for `gametree render`; the html report always has them).
    #[arg(long)]
    pub boards: bool,
    /// Write the search step by step into DIR, one file a step (step-001.svg or
    /// step-001.png, …), for PowerPoint or Keynote: the steps of --format beamer, each
    /// with a caption (--format svg or png, not with -o; DIR is created if missing; at
    /// most 250 drawn nodes unless --max-drawn says otherwise).
    #[arg(long, value_name = "DIR")]
    pub steps: Option<std::path::PathBuf>,
}

impl OutputArgs {
    /// The library's [`Target`]: colour in the text format when `--color` asks for it,
    /// or standard output is a terminal and `NO_COLOR` is not set.
    ///
    /// # Errors
    /// [`crate::Error::Usage`] for a binary format (png, pdf) to a terminal.
    pub fn target(&self) -> Result<Target, crate::Error> {
        let to_terminal = self.output.is_none() && std::io::stdout().is_terminal();
        if to_terminal && matches!(self.format, Format::Png | Format::Pdf) && self.steps.is_none() {
            return Err(crate::Error::usage(
                crate::tr!("errors-cmd-binary-terminal", format = self.format.name()).into(),
            ));
        }
        Ok(Target {
            format: self.format,
            output: self.output.clone(),
            options: RenderOptions {
                label: self.label,
                values: self.values,
                color: match self.color {
                    ColorChoice::Always => true,
                    ColorChoice::Never => false,
                    ColorChoice::Auto => to_terminal && std::env::var_os("NO_COLOR").is_none(),
                },
                direction: self.direction,
                pruned: self.pruned,
                draw_depth: self.draw_depth,
                max_children: self.max_children.map(|k| k as usize),
                names: self.names,
                edge_labels: self.edge_labels,
                title: self.title.clone(),
                board: None,
                style: self.style,
                background: self.background.clone(),
            },
            max_drawn: self.max_drawn,
            scale: self.scale,
            boards: self.boards,
            steps: self.steps.clone(),
        })
    }
}

/// Reads `--background`.
fn parse_background(s: &str) -> Result<Background, String> {
    s.parse()
}

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

#[cfg(test)]
mod tests {
    use super::*;

    /// Every parameter the library names is a flag of some subcommand.
    #[test]
    fn every_param_is_a_flag() {
        use clap::CommandFactory;
        let cli = super::super::Cli::command();
        let mut flags = std::collections::HashSet::new();
        for sub in cli.get_subcommands() {
            for arg in sub.get_arguments() {
                if let Some(l) = arg.get_long() {
                    flags.insert(format!("--{l}"));
                }
                if let Some(s) = arg.get_short() {
                    flags.insert(format!("-{s}"));
                }
            }
        }
        for &p in Param::ALL {
            assert!(flags.contains(flag(p).as_ref()), "{p:?}: {}", flag(p));
        }
    }
}
