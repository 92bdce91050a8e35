//! The command line: clap definitions and dispatch (the only module that uses clap).

use crate::error::Error;
use crate::eval::{DraughtsEval, Evaluator, LeafValue, OpenLines, StoreDifference};
use crate::game::perft::divide;
use crate::game::{Position, Score, WinScore, SCORE_LIMIT};
use crate::games::{self, Loaded};
use crate::record::{Meta, Perspective, TreeRecorder};
use crate::render::{self, Format, LabelKind, RenderOptions};
use crate::search::{self, Algorithm, Limits, Options, Order};

mod compare;
use clap::{Args, Parser, Subcommand, ValueEnum};
use std::ffi::OsString;
use std::io::{IsTerminal, Write};
use std::path::PathBuf;
use std::time::{Duration, Instant};

/// Shows how game-tree search works: runs minimax, negamax or alpha-beta on a position
/// file, records every node and renders the tree.
#[derive(Parser, Debug)]
#[command(name = "gametree", version, about, long_about = None)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Search a position and print the recorded tree.
    ///
    /// Example: gametree search examples/aima-fig-5-2.pos --format text
    Search(SearchArgs),
    /// Re-render a saved JSON recording without searching again.
    ///
    /// Example: gametree render tree.json --format svg -o tree.svg
    Render(RenderArgs),
    /// Count the leaf positions of the legal-move tree (perft), to test move generators.
    ///
    /// Positions N plies deep count 1, and so do finished games reached earlier; every
    /// capture sequence is a move of its own; repetition is ignored.
    ///
    /// Example: gametree perft examples/english-initial.pos --depth 8 --divide
    Perft(PerftArgs),
    /// Play a game against the engine, or watch it play itself.
    ///
    /// Type moves in the game's notation; `?` lists the legal moves, `help` the
    /// commands. Moves can be piped in, one a line.
    ///
    /// Example: gametree play examples/tictactoe-empty.pos --engine second
    Play(PlayArgs),
    /// Solve a position: win, draw or loss for the side to move with best play, in how
    /// many plies, Kalah's final margin, and the strategy tree in any output format.
    ///
    /// Searches to the end with one transposition table and null-window tests
    /// (docs/play.md). --max-nodes bounds the value search, and again the strategy tree;
    /// a solve stopped by it or by --time-limit reports what it proved so far.
    ///
    /// Example: gametree solve examples/tictactoe-forced-win.pos --format html -o strategy.html
    Solve(SolveArgs),
    /// Run several algorithms and move orderings on one position and compare their
    /// work: value, best move, nodes, leaves, cut-offs, table probes, re-searches, time.
    ///
    /// Exits with 1 (and says so) if two algorithms disagree on the root value.
    ///
    /// Example: gametree compare examples/kalah-6-4.pos --algorithms alphabeta,pvs,mtdf --orders natural,best --depth 8
    Compare(compare::CompareArgs),
    /// Make a random alpha-beta exercise (an explicit tree), reproducible from --seed.
    ///
    /// Without --seed a seed is drawn and printed on standard error. Docs: docs/homework.md.
    ///
    /// Example: gametree exercise --seed 7 --min-cutoffs 3 --deep-cutoff --format svg -o ex.svg
    Exercise(ExerciseArgs),
    /// Mark students' hand-worked trees against the search (exit 0 all correct,
    /// 1 mistakes, 2 bad input).
    ///
    /// Example: gametree check examples/aima-fig-5-2.pos --answer 'answers/*.txt' --format csv
    Check(CheckArgs),
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
enum SheetArg {
    /// The position file (`game: tree`), for `gametree search` and `gametree check`.
    Tree,
    /// The model answer in the answer format of `gametree check`.
    Answer,
    /// A standalone SVG sheet.
    Svg,
    /// A standalone LaTeX/TikZ sheet.
    Tikz,
    /// An HTML sheet (with --solution: the interactive report).
    Html,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
enum RootArg {
    /// MAX moves at the root.
    Max,
    /// MIN moves at the root.
    Min,
}

#[derive(Args, Debug)]
struct ExerciseArgs {
    /// Plies from the root to the leaves.
    #[arg(long, value_name = "N", default_value_t = 3)]
    depth: u32,
    /// Children per inner node: N, or a range LO..HI drawn uniformly.
    #[arg(long, value_name = "N|LO..HI", default_value = "3", value_parser = range_u32)]
    branching: (u32, u32),
    /// Leaf values, drawn uniformly from LO..HI (inclusive).
    #[arg(long, value_name = "LO..HI", default_value = "-20..20", allow_hyphen_values = true, value_parser = range_score)]
    values: (Score, Score),
    /// Who moves at the root.
    #[arg(long, value_enum, default_value_t = RootArg::Max)]
    root: RootArg,
    /// The seed; the same seed and options give the same exercise on every machine.
    #[arg(long, value_name = "N")]
    seed: Option<u64>,
    /// At least N cut-offs under left-to-right alpha-beta.
    #[arg(long, value_name = "N", default_value_t = 1)]
    min_cutoffs: u32,
    /// At least one deep cut-off: one whose bound comes from a grandparent or higher.
    #[arg(long)]
    deep_cutoff: bool,
    /// What to write.
    #[arg(short, long, value_enum, default_value_t = SheetArg::Tree)]
    format: SheetArg,
    /// Draw the solved tree (values, windows, pruned branches) instead of the blank sheet.
    #[arg(long)]
    solution: bool,
    /// Write to PATH instead of standard output.
    #[arg(short, long, value_name = "PATH")]
    output: Option<PathBuf>,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
enum CheckAlgorithmArg {
    /// Alpha-beta, left to right (the --convention, --prune-on options apply).
    Alphabeta,
    /// Minimax: every node searched, values exact, no windows (with
    /// --values side-to-move: negamax).
    Minimax,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
enum ConventionArg {
    /// A node that fails returns the bound of its window (Kühr's Alg. 3.2).
    FailHard,
    /// A node returns the best value it found (AIMA's figures: `C <= 2`).
    FailSoft,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
enum PruneOnArg {
    /// Cut off when α ≥ β (the usual rule).
    Ge,
    /// Cut off only when α > β (a tie goes on searching).
    Gt,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
enum YesNo {
    /// Yes.
    Yes,
    /// No.
    No,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
enum CheckFormatArg {
    /// Per answer file a verdict and one line per node.
    Text,
    /// Everything, machine-readable.
    Json,
    /// One row per answer file.
    Csv,
    /// The trees with the mistakes marked and the expected answers beside them.
    Html,
}

#[derive(Args, Debug)]
struct CheckArgs {
    /// The exercise: a position file with `game: tree`.
    file: PathBuf,
    /// Answer files (text or JSON, docs/homework.md); several, or a quoted glob such
    /// as 'answers/*.txt'.
    #[arg(long, value_name = "ANSWER", num_args = 1.., required = true)]
    answer: Vec<String>,
    /// The algorithm the answers are marked against.
    #[arg(short, long, value_enum, default_value_t = CheckAlgorithmArg::Alphabeta)]
    algorithm: CheckAlgorithmArg,
    /// What a node whose search fails returns.
    #[arg(long, value_enum, default_value_t = ConventionArg::FailSoft)]
    convention: ConventionArg,
    /// When a node's remaining moves are cut off.
    #[arg(long, value_enum, default_value_t = PruneOnArg::Ge)]
    prune_on: PruneOnArg,
    /// Whose view values and windows are written in.
    #[arg(long, value_enum, default_value_t = ValuesArg::Max)]
    values: ValuesArg,
    /// Whether a bound answer (`C <= 2`) counts at a node whose value is only a bound
    /// (`C = 2` always does).
    #[arg(long, value_enum, default_value_t = YesNo::Yes)]
    accept_bounds: YesNo,
    /// Output format.
    #[arg(short, long, value_enum, default_value_t = CheckFormatArg::Text)]
    format: CheckFormatArg,
    /// Write to PATH instead of standard output.
    #[arg(short, long, value_name = "PATH")]
    output: Option<PathBuf>,
}

/// Parses `N` or `LO..HI` (both ≥ 1 checked later).
fn range_u32(s: &str) -> Result<(u32, u32), String> {
    let (lo, hi) = s.split_once("..").unwrap_or((s, s));
    let p = |t: &str| {
        t.trim()
            .parse::<u32>()
            .map_err(|_| format!("expected N or LO..HI, found `{s}`"))
    };
    Ok((p(lo)?, p(hi)?))
}

/// Parses `LO..HI` (or a single value) of leaf values.
fn range_score(s: &str) -> Result<(Score, Score), String> {
    let (lo, hi) = s.split_once("..").unwrap_or((s, s));
    let p = |t: &str| match t.trim().parse::<Score>() {
        Ok(v) if v.abs() <= SCORE_LIMIT => Ok(v),
        _ => Err(format!(
            "expected LO..HI with values between -{SCORE_LIMIT} and {SCORE_LIMIT}, found `{s}`"
        )),
    };
    Ok((p(lo)?, p(hi)?))
}

#[derive(Args, Debug)]
struct SolveArgs {
    /// The position to solve (format: docs/position-files.md).
    file: PathBuf,
    /// Node limit, win scoring and evaluation (`--depth` does not apply: solving searches
    /// to the end of the game).
    #[command(flatten)]
    game: GameArgs,
    /// Stop after this many seconds and report what was proven so far.
    #[arg(long, value_name = "SECONDS")]
    time_limit: Option<f64>,
    /// Transposition-table entries, 16 bytes each (rounded down to a power of two;
    /// memory is taken only as the table fills).
    #[arg(long, value_name = "N", default_value_t = crate::solve::DEFAULT_TT_SIZE)]
    tt_size: usize,
    /// The most nodes the strategy tree may have (deeper parts are cut short).
    #[arg(long, value_name = "N", default_value_t = 20_000)]
    strategy_nodes: usize,
    #[command(flatten)]
    out: OutputArgs,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
enum EngineArg {
    /// The engine has the first move (the side to move in the file).
    First,
    /// The engine answers.
    Second,
    /// Engine against engine.
    Both,
    /// Two people at one keyboard.
    None,
}

#[derive(Args, Debug)]
struct PlayArgs {
    /// The position to start from (format: docs/position-files.md).
    file: PathBuf,
    /// Search depth, limits, win scoring and evaluation of the engine. Default depth:
    /// to the end of the game where the game bounds it (tic-tac-toe, trees), otherwise 6.
    #[command(flatten)]
    game: GameArgs,
    /// The engine's algorithm.
    #[arg(short, long, value_enum, default_value_t = AlgorithmArg::Alphabeta)]
    algorithm: AlgorithmArg,
    /// Which side the engine plays.
    #[arg(long, value_enum, default_value_t = EngineArg::Second)]
    engine: EngineArg,
    /// Choose randomly among equally valued best moves (reproducible with --seed).
    #[arg(long)]
    random_ties: bool,
    /// Seed for --random-ties.
    #[arg(long, value_name = "N", default_value_t = 0)]
    seed: u64,
    /// Declare a draw after this many plies.
    #[arg(long, value_name = "N", default_value_t = 300)]
    max_plies: u32,
    /// Draw boards with ASCII only (the default follows the locale: Unicode under UTF-8).
    #[arg(long)]
    ascii: bool,
}

#[derive(Args, Debug)]
struct PerftArgs {
    /// The position file (format: docs/position-files.md).
    file: PathBuf,
    /// The depth in plies.
    #[arg(short, long, value_name = "N")]
    depth: u32,
    /// List the count below each root move, in generation order.
    #[arg(long)]
    divide: bool,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
enum AlgorithmArg {
    /// Plain minimax, MAX/MIN form (AIMA): values from MAX's view.
    Minimax,
    /// Negamax with win-distance scoring (Kühr 2011, Alg. 2.2/2.3).
    Negamax,
    /// Fail-hard alpha-beta, negamax form (Kühr 2011, Alg. 3.2/3.3).
    Alphabeta,
    /// Fail-soft alpha-beta: returns the best value found, not the bound.
    AlphabetaSoft,
    /// Principal variation search / NegaScout (Reinefeld 1983).
    Pvs,
    /// AlphaBetaWithMemory: alpha-beta with a transposition table (Plaat et al. 1996).
    AlphabetaTt,
    /// MTD(f): null-window passes with memory from --guess (Plaat et al. 1996).
    Mtdf,
    /// The null-window test: is the value ≥ --test-value? (Plaat et al. 1996).
    Test,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
enum FormatArg {
    /// Indented tree, one node a line.
    Text,
    /// The gametree/1 JSON recording (docs/json.md).
    Json,
    /// Graphviz DOT (render with `dot -Tsvg`).
    Dot,
    /// A standalone SVG figure, no script (for slides).
    Svg,
    /// LaTeX/TikZ, compilable with pdflatex, includable in Beamer.
    Tikz,
    /// A self-contained interactive HTML report (zoom, replay, boards).
    Html,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
enum LabelArg {
    /// The node's value.
    Value,
    /// The α–β window on entry: [α, β].
    Window,
    /// α | value | β, as in Kühr's Fig. 18.
    Triple,
    /// The value, with ≥ or ≤ where it is only a bound.
    Bound,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
enum ValuesArg {
    /// MAX's view at every node (minimax textbooks).
    Max,
    /// The view of the side to move at the node (negamax textbooks, Kühr Fig. 8).
    SideToMove,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
enum ColorArg {
    /// Colour when writing to a terminal and NO_COLOR is not set.
    Auto,
    /// Always colour the text format.
    Always,
    /// Never colour.
    Never,
}

#[derive(Args, Debug)]
struct SearchArgs {
    /// The position file (format: docs/position-files.md).
    file: PathBuf,
    /// The search algorithm.
    #[arg(short, long, value_enum, default_value_t = AlgorithmArg::Alphabeta)]
    algorithm: AlgorithmArg,
    #[command(flatten)]
    game: GameArgs,
    #[command(flatten)]
    out: OutputArgs,
    /// Record each node's board in the JSON (for `gametree render --format html`;
    /// the html format always records them).
    #[arg(long)]
    boards: bool,
    #[command(flatten)]
    tuning: TuningArgs,
    /// MTD(f)'s first guess, MAX's view (mtdf only).
    #[arg(long, value_name = "F", allow_hyphen_values = true)]
    guess: Option<Score>,
    /// The null-window test's K, MAX's view: is the value ≥ K? (test only; required).
    #[arg(long, value_name = "K", allow_hyphen_values = true)]
    test_value: Option<Score>,
    /// Iterative deepening to --depth: depths 1, 2, …, N, each feeding the next (the
    /// table's best move first; MTD(f)'s guess from the previous value). For alphabeta,
    /// alphabeta-soft, pvs, alphabeta-tt and mtdf on games.
    #[arg(long)]
    iterative: bool,
}

/// The position's search settings shared by `search` and `compare`.
#[derive(Args, Debug)]
struct GameArgs {
    /// Ply limit; positions at this depth are evaluated statically. Default: search to the
    /// end of the game (explicit trees are always searched to their leaves).
    #[arg(short, long, value_name = "N")]
    depth: Option<u32>,
    /// Stop with an error rather than visit more than N nodes.
    #[arg(long, value_name = "N", default_value_t = 2_000_000)]
    max_nodes: u64,
    /// Kühr's MAX: the score of a won game (default per game: tictactoe 99; kalah,
    /// czech, english 10000).
    #[arg(long, value_name = "N")]
    win_score: Option<Score>,
    /// Kühr's MNOHO: scores beyond it are wins/losses, shifted one per ply (default per
    /// game: tictactoe 90; kalah, czech, english 9000).
    #[arg(long, value_name = "N")]
    win_threshold: Option<Score>,
    /// Static evaluation by name (tree: leaf-value; tictactoe: open-lines; kalah:
    /// store-difference, material; czech: kuhr, material; english: features, material;
    /// the first is the default).
    #[arg(long, value_name = "NAME")]
    eval: Option<String>,
}

/// Move ordering and table size, shared by `search` and `compare`.
#[derive(Args, Debug)]
struct TuningArgs {
    /// Move ordering: natural (generation order), best or worst (oracle: children by
    /// their true value), or a comma-separated list of eval, tt, killer, history.
    #[arg(long, value_name = "ORDER", default_value = "natural")]
    order: String,
    /// Transposition-table entries (alphabeta-tt, mtdf, the tt ordering, --iterative);
    /// always-replace.
    #[arg(long, value_name = "N", default_value_t = search::tt::DEFAULT_TT_SIZE)]
    tt_size: usize,
    /// Quiescence search: at the depth limit keep following captures (draughts) and
    /// captures and extra turns (Kalah) until the position is quiet.
    #[arg(long)]
    quiescence: bool,
}

/// Options of every command that renders a recording.
#[derive(Args, Debug)]
struct OutputArgs {
    /// Output format.
    #[arg(short, long, value_enum, default_value_t = FormatArg::Text)]
    format: FormatArg,
    /// Write the output to PATH instead of standard output.
    #[arg(short, long, value_name = "PATH")]
    output: Option<PathBuf>,
    /// What node labels show (dot, svg, tikz).
    #[arg(long, value_enum, default_value_t = LabelArg::Value)]
    label: LabelArg,
    /// Whose view values and windows are shown from. Default: the algorithm's own
    /// (minimax: max; negamax and alpha-beta: side-to-move).
    #[arg(long, value_enum)]
    values: Option<ValuesArg>,
    /// Colour in the text format (the principal variation highlighted).
    #[arg(long, value_enum, default_value_t = ColorArg::Auto)]
    color: ColorArg,
}

#[derive(Args, Debug)]
struct RenderArgs {
    /// A JSON recording written by `gametree search --format json`.
    file: PathBuf,
    #[command(flatten)]
    out: OutputArgs,
}

/// Runs the command line `args` (program name first). Returns the exit code for
/// successful runs and for `--help`/`--version`/usage errors reported by clap.
///
/// Errors: every [`Error`] (the caller prints it and exits with its code).
pub fn run<I, T>(args: I) -> Result<u8, Error>
where
    I: IntoIterator<Item = T>,
    T: Into<OsString> + Clone,
{
    let cli = match Cli::try_parse_from(args) {
        Ok(c) => c,
        Err(e) => {
            let _ = e.print();
            return Ok(e.exit_code() as u8);
        }
    };
    match cli.command {
        Command::Search(a) => search_command(&a).map(|()| 0),
        Command::Render(a) => render_command(&a).map(|()| 0),
        Command::Perft(a) => perft_command(&a).map(|()| 0),
        Command::Play(a) => play_command(&a).map(|()| 0),
        Command::Solve(a) => solve_command(&a).map(|()| 0),
        Command::Compare(a) => compare::compare_command(&a),
        Command::Exercise(a) => exercise_command(&a).map(|()| 0),
        Command::Check(a) => check_command(&a),
    }
}

fn exercise_command(a: &ExerciseArgs) -> Result<(), Error> {
    use crate::homework::{exercise, output, Conventions};
    let seed = match a.seed {
        Some(s) => s,
        None => {
            let s = std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(0, |d| d.as_nanos() as u64);
            eprintln!("seed: {s} (give --seed {s} to make this exercise again)");
            s
        }
    };
    let spec = exercise::Spec {
        depth: a.depth,
        branching: a.branching,
        values: a.values,
        root: match a.root {
            RootArg::Max => exercise::RootSide::Max,
            RootArg::Min => exercise::RootSide::Min,
        },
        min_cutoffs: a.min_cutoffs,
        deep_cutoff: a.deep_cutoff,
    };
    if a.solution && matches!(a.format, SheetArg::Tree | SheetArg::Answer) {
        return Err(Error::Usage(
            "--solution draws the solved tree (--format svg, tikz or html); the solution as text is --format answer".into(),
        ));
    }
    let ex = exercise::generate(&spec, seed).map_err(|e| Error::Usage(e.to_string()))?;
    let conv = Conventions::default();
    let bytes = match a.format {
        SheetArg::Tree => {
            let range = |(lo, hi): (i64, i64)| {
                if lo == hi {
                    lo.to_string()
                } else {
                    format!("{lo}..{hi}")
                }
            };
            let mut command = format!(
                "gametree exercise --seed {seed} --depth {} --branching {} --values {} --root {} --min-cutoffs {}",
                a.depth,
                range((a.branching.0 as i64, a.branching.1 as i64)),
                range((a.values.0 as i64, a.values.1 as i64)),
                match a.root {
                    RootArg::Max => "max",
                    RootArg::Min => "min",
                },
                a.min_cutoffs
            );
            if a.deep_cutoff {
                command.push_str(" --deep-cutoff");
            }
            output::position_file(&ex, &command).into_bytes()
        }
        SheetArg::Answer => output::model_answer(&ex, &conv)?.into_bytes(),
        SheetArg::Svg | SheetArg::Tikz | SheetArg::Html => {
            let f = match a.format {
                SheetArg::Svg => output::SheetFormat::Svg,
                SheetArg::Tikz => output::SheetFormat::Tikz,
                _ => output::SheetFormat::Html,
            };
            output::sheet(&ex, f, a.solution, &conv)?
        }
    };
    write_output(a.output.as_ref(), |out| out.write_all(&bytes))?;
    eprintln!(
        "exercise: seed {seed}, attempt {}, {} cut-offs ({} deep)",
        ex.attempt, ex.cutoffs, ex.deep_cutoffs
    );
    Ok(())
}

/// The answer files: each `--answer` as a path, or expanded when it is a glob.
fn answer_files(patterns: &[String]) -> Result<Vec<PathBuf>, Error> {
    let mut files = Vec::new();
    for p in patterns {
        if !p.contains(['*', '?', '[']) {
            files.push(PathBuf::from(p));
            continue;
        }
        let paths = glob::glob(p)
            .map_err(|e| Error::Usage(format!("--answer `{p}`: bad glob pattern: {e}")))?;
        let mut found: Vec<PathBuf> = paths
            .filter_map(Result::ok)
            .filter(|f| f.is_file())
            .collect();
        if found.is_empty() {
            return Err(Error::Usage(format!("--answer `{p}`: no file matches")));
        }
        found.sort();
        files.extend(found);
    }
    Ok(files)
}

fn check_command(a: &CheckArgs) -> Result<u8, Error> {
    use crate::homework::{self, answer, check, output, Conventions, Names};
    let tree = match load_file(&a.file)? {
        Loaded::Tree(t) => t,
        other => {
            return Err(Error::Usage(format!(
                "gametree check marks explicit trees (`game: tree`); {} is a {} position",
                a.file.display(),
                other.game_name()
            )))
        }
    };
    let conv = Conventions {
        alphabeta: a.algorithm == CheckAlgorithmArg::Alphabeta,
        soft: a.convention == ConventionArg::FailSoft,
        cut: match a.prune_on {
            PruneOnArg::Ge => search::CutRule::Ge,
            PruneOnArg::Gt => search::CutRule::Gt,
        },
        values: match a.values {
            ValuesArg::Max => Perspective::Max,
            ValuesArg::SideToMove => Perspective::SideToMove,
        },
        accept_bounds: a.accept_bounds == YesNo::Yes,
    };
    let rec = homework::solve(&tree, conv.algorithm(), conv.cut)?;
    let names = Names::new(&rec);
    let mut outcomes = Vec::new();
    for f in answer_files(&a.answer)? {
        let result = match std::fs::read(&f) {
            Err(e) => Err(format!("cannot read {}: {e}", f.display())),
            Ok(bytes) => answer::parse(&bytes)
                .and_then(|lines| check::mark(&rec, &names, &lines, &conv))
                .map_err(|err| format!("{}:{err}", f.display())),
        };
        if let Err(e) = &result {
            eprintln!("error: {e}");
        }
        outcomes.push(output::Outcome {
            file: f.display().to_string(),
            result,
        });
    }
    let tree_name = a.file.display().to_string();
    let text = match a.format {
        CheckFormatArg::Text => output::text(&outcomes),
        CheckFormatArg::Json => output::json(&tree_name, &conv, &outcomes),
        CheckFormatArg::Csv => output::csv(&outcomes),
        CheckFormatArg::Html => output::html(&rec, &tree_name, &conv, &outcomes),
    };
    write_output(a.output.as_ref(), |out| out.write_all(text.as_bytes()))?;
    let code = if outcomes.iter().any(|o| o.result.is_err()) {
        2
    } else if outcomes
        .iter()
        .all(|o| o.result.as_ref().is_ok_and(|m| m.all_correct()))
    {
        0
    } else {
        1
    };
    Ok(code)
}

fn load_file(path: &PathBuf) -> Result<Loaded, Error> {
    let bytes = std::fs::read(path).map_err(|source| Error::Read {
        path: path.clone(),
        source,
    })?;
    games::load(&bytes).map_err(|err| Error::Parse {
        path: path.clone(),
        err,
    })
}

/// Something to run on a loaded position with its evaluation and win scoring.
trait GameJob {
    /// Runs on `root`.
    fn run<P: Position, E: Evaluator<P>>(
        &self,
        root: &P,
        eval: &E,
        win: WinScore,
    ) -> Result<u8, Error>;
}

/// Loads `file`, picks the evaluation and win scoring `g` asks for, and runs `job`.
fn dispatch<J: GameJob>(file: &PathBuf, g: &GameArgs, job: &J) -> Result<u8, Error> {
    let loaded = load_file(file)?;
    let eval_names = loaded.evaluations();
    let eval = match &g.eval {
        None => eval_names[0],
        Some(name) => eval_names
            .iter()
            .copied()
            .find(|n| n == name)
            .ok_or_else(|| {
                Error::Usage(format!(
                    "unknown evaluation `{name}` for {}; expected one of: {}",
                    loaded.game_name(),
                    eval_names.join(", ")
                ))
            })?,
    };
    match &loaded {
        Loaded::Tree(t) => {
            if g.depth.is_some() {
                return Err(Error::Usage(
                    "--depth does not apply to explicit trees: they are always searched to their leaves".into(),
                ));
            }
            if g.win_score.is_some() || g.win_threshold.is_some() {
                return Err(Error::Usage(
                    "--win-score and --win-threshold do not apply to explicit trees: their leaf values are taken as given".into(),
                ));
            }
            job.run(&t.root(), &LeafValue, WinScore::NONE)
        }
        Loaded::TicTacToe(p) => {
            let win = win_score(
                g,
                loaded.default_win_score(),
                OpenLines.bound(),
                horizon(g, p),
            )?;
            job.run(p, &OpenLines, win)
        }
        Loaded::Kalah(p) => {
            let e = StoreDifference::by_name(eval, p).expect("a listed evaluation");
            let win = win_score(g, loaded.default_win_score(), e.bound(), horizon(g, p))?;
            job.run(p, &e, win)
        }
        Loaded::Draughts(p) => {
            let e = DraughtsEval::by_name(p.variant(), eval).expect("a listed evaluation");
            let win = win_score(g, loaded.default_win_score(), e.bound(), horizon(g, p))?;
            job.run(p, &e, win)
        }
    }
}

impl GameJob for SearchArgs {
    fn run<P: Position, E: Evaluator<P>>(
        &self,
        root: &P,
        eval: &E,
        win: WinScore,
    ) -> Result<u8, Error> {
        run_search(self, root, eval, win).map(|()| 0)
    }
}

fn search_command(a: &SearchArgs) -> Result<(), Error> {
    let alg = algorithm(a.algorithm);
    check_options(a, alg)?;
    dispatch(&a.file, &a.game, a).map(|_| ())
}

/// Options that do not fit the algorithm: exit 2 with a message.
fn check_options(a: &SearchArgs, alg: Algorithm) -> Result<(), Error> {
    if alg == Algorithm::Test && a.test_value.is_none() {
        return Err(Error::Usage(
            "--algorithm test needs --test-value K: it answers whether the value is at least K"
                .into(),
        ));
    }
    if alg != Algorithm::Test && a.test_value.is_some() {
        return Err(Error::Usage(
            "--test-value applies only to --algorithm test".into(),
        ));
    }
    if alg != Algorithm::Mtdf && a.guess.is_some() {
        return Err(Error::Usage(
            "--guess applies only to --algorithm mtdf".into(),
        ));
    }
    if a.iterative {
        if !matches!(
            alg,
            Algorithm::AlphaBeta
                | Algorithm::AlphaBetaSoft
                | Algorithm::Pvs
                | Algorithm::AlphaBetaTt
                | Algorithm::Mtdf
        ) {
            return Err(Error::Usage(format!(
                "--iterative works with alphabeta, alphabeta-soft, pvs, alphabeta-tt and mtdf, not {}",
                alg.name()
            )));
        }
        if a.game.depth.is_none() {
            return Err(Error::Usage(
                "--iterative needs --depth N, the last iteration's depth".into(),
            ));
        }
    }
    tuning(&a.tuning).map(|_| ())
}

/// The move ordering and table size, checked.
fn tuning(t: &TuningArgs) -> Result<(Order, usize), Error> {
    let order = Order::parse(&t.order).map_err(Error::Usage)?;
    if t.tt_size == 0 {
        return Err(Error::Usage("--tt-size must be at least 1".into()));
    }
    Ok((order, t.tt_size))
}

struct PlayJob<'a>(&'a PlayArgs);

impl GameJob for PlayJob<'_> {
    fn run<P: Position, E: Evaluator<P>>(
        &self,
        root: &P,
        eval: &E,
        win: WinScore,
    ) -> Result<u8, Error> {
        let a = self.0;
        let depth = a.game.depth.or(if root.max_plies().is_some() {
            None
        } else {
            Some(6)
        });
        let utf8 = ["LC_ALL", "LC_CTYPE", "LANG"]
            .iter()
            .find_map(|k| std::env::var(k).ok().filter(|v| !v.is_empty()))
            .is_some_and(|v| {
                let v = v.to_ascii_uppercase();
                v.contains("UTF-8") || v.contains("UTF8")
            });
        let opts = crate::play::Options {
            algorithm: algorithm(a.algorithm),
            limits: Limits {
                depth,
                max_nodes: a.game.max_nodes,
            },
            win,
            engine: match a.engine {
                EngineArg::First => crate::play::Engine::First,
                EngineArg::Second => crate::play::Engine::Second,
                EngineArg::Both => crate::play::Engine::Both,
                EngineArg::None => crate::play::Engine::None,
            },
            random_ties: a.random_ties.then_some(a.seed),
            max_plies: a.max_plies,
            unicode: utf8 && !a.ascii,
            echo: !std::io::stdin().is_terminal(),
        };
        let stdin = std::io::stdin();
        let stdout = std::io::stdout();
        let mut out = stdout.lock();
        crate::play::play(root.clone(), eval, &opts, &mut stdin.lock(), &mut out)
            .map(|_| 0)
            .map_err(|source| Error::Write {
                path: PathBuf::from("-"),
                source,
            })
    }
}

struct SolveJob<'a>(&'a SolveArgs);

impl GameJob for SolveJob<'_> {
    fn run<P: Position, E: Evaluator<P>>(
        &self,
        root: &P,
        eval: &E,
        win: WinScore,
    ) -> Result<u8, Error> {
        let a = self.0;
        let limits = crate::solve::SolveLimits {
            max_nodes: a.game.max_nodes,
            // Checked in solve_command: positive, finite and representable.
            time_limit: a
                .time_limit
                .and_then(|t| std::time::Duration::try_from_secs_f64(t).ok()),
            tt_size: a.tt_size,
            strategy_nodes: a.strategy_nodes,
        };
        let bar = indicatif::ProgressBar::new_spinner();
        bar.set_draw_target(indicatif::ProgressDrawTarget::stderr());
        let started = Instant::now();
        let sol = crate::solve::solve(root, eval, win, limits, |n, used, cap| {
            bar.set_message(format!(
                "{n} positions searched, table {:.0} % full, {:.1} s",
                100.0 * used as f64 / cap.max(1) as f64,
                started.elapsed().as_secs_f64()
            ));
            bar.tick();
        })?;
        bar.finish_and_clear();
        emit(&sol.strategy, &a.out)?;
        let s = &sol.solved;
        let who = match root.game_name() {
            "tictactoe" => ["x", "o"],
            "kalah" => ["south", "north"],
            "czech" => ["white", "black"],
            _ => ["black", "white"],
        }[usize::from(root.side_to_move() == crate::game::Side::Second)];
        let why = match sol.stop {
            Some(crate::solve::Stop::Time) => {
                "--time-limit stopped the solver: raise it to go on".to_string()
            }
            Some(crate::solve::Stop::Ply(p)) => {
                format!("a line went {p} plies deep without the game ending: the game may not end")
            }
            _ => "--max-nodes stopped the solver: raise it to go on".to_string(),
        };
        let cut = if s.result != "unknown" && !sol.line_complete {
            " (the main line was cut short by --max-nodes or --time-limit)"
        } else {
            ""
        };
        let verdict = match (s.result.as_str(), s.plies, s.margin) {
            ("unknown", _, _) if root.score_range().is_some() => {
                let (lo, hi) = root.score_range().unwrap_or_default();
                format!(
                    "unknown: the final margin lies between {:+} and {:+} ({why})",
                    sol.bounds.0.max(lo),
                    sol.bounds.1.min(hi)
                )
            }
            ("unknown", _, _) => format!(
                "unknown: no forced win or loss within {} plies ({why})",
                s.proven_depth
            ),
            (r, p, Some(m)) => format!(
                "{}, final margin {m:+} stones with best play{}",
                match r {
                    "win" => "a win",
                    "loss" => "a loss",
                    _ => "a draw",
                },
                p.map(|p| format!("; main line {p} plies"))
                    .unwrap_or_default()
            ),
            ("win", Some(p), None) => format!("a win in {p} plies (value {})", sol.value),
            ("loss", Some(p), None) => format!("a loss in {p} plies (value {})", sol.value),
            (r, _, None) => format!("{r} (value {})", sol.value),
        };
        let (used, cap) = sol.tt_fill;
        eprintln!(
            "{who} to move: {verdict}{cut}; {} nodes in {:.3} s ({} in all, table {used} of {cap} entries); strategy tree {} nodes",
            sol.nodes,
            sol.elapsed.as_secs_f64(),
            sol.total_nodes,
            sol.strategy.len()
        );
        Ok(0)
    }
}

fn solve_command(a: &SolveArgs) -> Result<(), Error> {
    if a.game.depth.is_some() {
        return Err(Error::Usage(
            "--depth does not apply to solve: it searches to the end of the game".into(),
        ));
    }
    if a.time_limit.is_some_and(|t| {
        !(t > 0.0 && t.is_finite()) || std::time::Duration::try_from_secs_f64(t).is_err()
    }) {
        return Err(Error::Usage(
            "--time-limit must be a positive number of seconds".into(),
        ));
    }
    if a.tt_size == 0 {
        return Err(Error::Usage("--tt-size must be at least 1".into()));
    }
    let loaded = load_file(&a.file)?;
    if matches!(loaded, Loaded::Tree(_)) {
        return Err(Error::Usage(
            "explicit trees have no finished games to solve: their value is what `gametree search` computes".into(),
        ));
    }
    dispatch(&a.file, &a.game, &SolveJob(a)).map(|_| ())
}

fn play_command(a: &PlayArgs) -> Result<(), Error> {
    dispatch(&a.file, &a.game, &PlayJob(a)).map(|_| ())
}

fn perft_command(a: &PerftArgs) -> Result<(), Error> {
    match load_file(&a.file)? {
        Loaded::Tree(t) => run_perft(a, &t.root()),
        Loaded::TicTacToe(p) => run_perft(a, &p),
        Loaded::Kalah(p) => run_perft(a, &p),
        Loaded::Draughts(p) => run_perft(a, &p),
    }
}

/// Runs perft (with a progress bar on a terminal's standard error), prints the
/// division (with `--divide`) and the total to standard output, and the time and rate
/// to standard error.
fn run_perft<P: Position>(a: &PerftArgs, root: &P) -> Result<(), Error> {
    let start = Instant::now();
    let (lines, total) = if a.depth == 0 {
        (Vec::new(), 1)
    } else {
        let bar = if std::io::stderr().is_terminal() {
            indicatif::ProgressBar::new(0)
        } else {
            indicatif::ProgressBar::hidden()
        };
        bar.set_style(
            indicatif::ProgressStyle::with_template(
                "perft {wide_bar} {pos}/{len} subtrees, {elapsed} (eta {eta})",
            )
            .expect("a valid progress template"),
        );
        let d = divide(root, a.depth, |done, len| {
            bar.set_length(len);
            bar.set_position(done);
        });
        bar.finish_and_clear();
        let lines: Vec<String> = d
            .moves
            .iter()
            .map(|&(m, n)| format!("{}: {n}", root.move_text(m)))
            .collect();
        (lines, d.total)
    };
    let elapsed = start.elapsed();
    write_output(None, |out| {
        if a.divide {
            for l in &lines {
                writeln!(out, "{l}")?;
            }
        }
        writeln!(out, "perft {}: {total}", a.depth)
    })?;
    let secs = elapsed.as_secs_f64();
    let rate = if secs > 0.0 {
        format!(", {} leaves/s", si(total as f64 / secs))
    } else {
        String::new()
    };
    eprintln!(
        "{} perft {}: {total} leaf positions in {:.3} s{rate}",
        root.game_name(),
        a.depth,
        secs
    );
    Ok(())
}

/// A rate with an SI prefix: `123.4 M`.
fn si(x: f64) -> String {
    if x >= 1e9 {
        format!("{:.2} G", x / 1e9)
    } else if x >= 1e6 {
        format!("{:.1} M", x / 1e6)
    } else if x >= 1e3 {
        format!("{:.1} k", x / 1e3)
    } else {
        format!("{x:.0}")
    }
}

/// The game's win scoring with the user's overrides, checked: the threshold must cover
/// every evaluation and stay below the win score.
/// The longest line a search from `root` can reach when the game gives no bound and no
/// `--depth` is set (win scores need this many units between `--win-score` and
/// `--win-threshold`).
const UNBOUNDED_HORIZON: u32 = 1000;

/// The game's win scoring with the user's overrides, checked: the threshold must cover
/// every evaluation and stay at least `horizon` below the win score. A win `k` plies
/// away scores `max − k` (Kühr's `bliz` once per ply) only while that stays above the
/// threshold; closer than that, wins at different distances would get the same score
/// and the algorithms could choose different (equally valued) moves.
fn win_score(
    a: &GameArgs,
    default: WinScore,
    eval_bound: Score,
    horizon: u32,
) -> Result<WinScore, Error> {
    let max = a.win_score.unwrap_or(default.max);
    let gap = horizon.min(SCORE_LIMIT as u32) as Score;
    let threshold = match (a.win_threshold, a.win_score) {
        (Some(t), _) => t,
        (None, None) => default.threshold,
        (None, Some(m)) => m.saturating_sub(gap).min(default.threshold),
    };
    if !(1..=SCORE_LIMIT).contains(&max) {
        return Err(Error::Usage(format!(
            "--win-score must be between 1 and {SCORE_LIMIT}, found {max}"
        )));
    }
    if threshold < eval_bound {
        return Err(Error::Usage(format!(
            "--win-threshold must be at least {eval_bound}, the largest value the evaluation returns; found {threshold}"
        )));
    }
    if threshold >= max {
        return Err(Error::Usage(format!(
            "--win-threshold ({threshold}) must be less than --win-score ({max})"
        )));
    }
    if max - threshold < gap {
        return Err(Error::Usage(format!(
            "--win-score ({max}) must exceed --win-threshold ({threshold}) by at least {gap}, the longest line this search can reach, so that wins at different distances keep different scores"
        )));
    }
    Ok(WinScore { max, threshold })
}

/// The longest line the search can reach: the depth limit, or the game's own bound.
fn horizon<P: Position>(a: &GameArgs, root: &P) -> u32 {
    match (a.depth, root.max_plies()) {
        (Some(d), Some(m)) => d.min(m),
        (Some(d), None) => d,
        (None, Some(m)) => m,
        (None, None) => UNBOUNDED_HORIZON,
    }
}

fn algorithm(a: AlgorithmArg) -> Algorithm {
    match a {
        AlgorithmArg::Minimax => Algorithm::Minimax,
        AlgorithmArg::Negamax => Algorithm::Negamax,
        AlgorithmArg::Alphabeta => Algorithm::AlphaBeta,
        AlgorithmArg::AlphabetaSoft => Algorithm::AlphaBetaSoft,
        AlgorithmArg::Pvs => Algorithm::Pvs,
        AlgorithmArg::AlphabetaTt => Algorithm::AlphaBetaTt,
        AlgorithmArg::Mtdf => Algorithm::Mtdf,
        AlgorithmArg::Test => Algorithm::Test,
    }
}

fn run_search<P: Position, E: Evaluator<P>>(
    a: &SearchArgs,
    root: &P,
    eval: &E,
    win: WinScore,
) -> Result<(), Error> {
    let alg = algorithm(a.algorithm);
    let limits = Limits {
        depth: a.game.depth,
        max_nodes: a.game.max_nodes,
    };
    let (order, tt_size) = tuning(&a.tuning)?;
    let options = Options {
        order: order.clone(),
        tt_size,
        guess: a.guess.unwrap_or(0),
        test_value: a.test_value.unwrap_or(0),
        iterative: a.iterative,
        quiescence: a.tuning.quiescence,
        ..Options::default()
    };
    let mut rec = TreeRecorder::new(root);
    if a.boards || a.out.format == FormatArg::Html {
        rec = rec.with_boards();
    }
    let start = Instant::now();
    let result = search::search_with(alg, root, eval, win, limits, &options, &mut rec)?;
    let elapsed = start.elapsed();
    let meta = Meta {
        test_value: (alg == Algorithm::Test).then_some(options.test_value),
        order: order.to_string(),
        ..Meta::of_search(root, alg, eval.name(), a.game.depth, win, &result)
    };
    let recording = rec.finish(meta);
    emit(&recording, &a.out)?;
    eprintln!("{}", summary(&recording.meta, win, elapsed));
    Ok(())
}

fn render_command(a: &RenderArgs) -> Result<(), Error> {
    let bytes = std::fs::read(&a.file).map_err(|source| Error::Read {
        path: a.file.clone(),
        source,
    })?;
    let parse = |err| Error::Parse {
        path: a.file.clone(),
        err,
    };
    let text = crate::game::file::decode(&bytes).map_err(parse)?;
    let recording = render::json::read(text).map_err(parse)?;
    emit(&recording, &a.out)
}

/// Renders `recording` as the output options ask.
fn emit(recording: &crate::record::Recording, o: &OutputArgs) -> Result<(), Error> {
    let to_terminal = o.output.is_none() && std::io::stdout().is_terminal();
    let opts = RenderOptions {
        label: match o.label {
            LabelArg::Value => LabelKind::Value,
            LabelArg::Window => LabelKind::Window,
            LabelArg::Triple => LabelKind::Triple,
            LabelArg::Bound => LabelKind::Bound,
        },
        values: o.values.map(|v| match v {
            ValuesArg::Max => Perspective::Max,
            ValuesArg::SideToMove => Perspective::SideToMove,
        }),
        color: match o.color {
            ColorArg::Always => true,
            ColorArg::Never => false,
            ColorArg::Auto => to_terminal && std::env::var_os("NO_COLOR").is_none(),
        },
    };
    let format = match o.format {
        FormatArg::Text => Format::Text,
        FormatArg::Json => Format::Json,
        FormatArg::Dot => Format::Dot,
        FormatArg::Svg => Format::Svg,
        FormatArg::Tikz => Format::Tikz,
        FormatArg::Html => Format::Html,
    };
    write_output(o.output.as_ref(), |out| {
        render::render(format, recording, &opts, out)
    })
}

/// Writes through `f` to the file `path`, or to standard output.
fn write_output(
    path: Option<&PathBuf>,
    f: impl FnOnce(&mut dyn Write) -> std::io::Result<()>,
) -> Result<(), Error> {
    let err = |p: &std::path::Path| {
        let p = p.to_path_buf();
        move |source| Error::Write { path: p, source }
    };
    match path {
        Some(p) => {
            let file = std::fs::File::create(p).map_err(err(p))?;
            let mut w = std::io::BufWriter::with_capacity(1 << 16, file);
            f(&mut w).and_then(|()| w.flush()).map_err(err(p))
        }
        None => {
            let stdout = std::io::stdout();
            let mut w = std::io::BufWriter::with_capacity(1 << 16, stdout.lock());
            let dash = std::path::Path::new("-");
            f(&mut w).and_then(|()| w.flush()).map_err(err(dash))
        }
    }
}

/// The one-line summary printed to standard error.
fn summary(m: &Meta, win: WinScore, elapsed: Duration) -> String {
    let s = &m.stats;
    let value = if win.is_active() && m.value.abs() > win.threshold {
        let plies = win.max - m.value.abs();
        let who = if m.value > 0 { "MAX wins" } else { "MIN wins" };
        let unit = if plies == 1 { "ply" } else { "plies" };
        format!("{} ({who} in {plies} {unit})", m.value)
    } else {
        m.value.to_string()
    };
    let plural = |n: u64, one: &str, many: &str| format!("{n} {}", if n == 1 { one } else { many });
    let mut extra = String::new();
    if let (Some(yes), Some(k)) = (m.answer, m.test_value) {
        extra.push_str(&format!(
            ", test: value ≥ {k}? {}",
            if yes { "yes" } else { "no" }
        ));
    }
    if s.researches > 0 || m.algorithm == "pvs" {
        extra.push_str(&format!(
            ", {}",
            plural(s.researches, "re-search", "re-searches")
        ));
    }
    if s.tt_probes > 0 {
        extra.push_str(&format!(", {} TT probes ({} hits)", s.tt_probes, s.tt_hits));
    }
    if !m.passes.is_empty() {
        extra.push_str(&format!(
            ", {}",
            plural(m.passes.len() as u64, "pass", "passes")
        ));
    }
    if !m.iterations.is_empty() {
        extra.push_str(&format!(
            ", {}",
            plural(m.iterations.len() as u64, "iteration", "iterations")
        ));
    }
    format!(
        "value {value}, best move {}, {}, {}, {}, {}, {}{extra}, {:.3} ms",
        m.best_move.as_deref().unwrap_or("none"),
        plural(s.visited, "node visited", "nodes visited"),
        plural(s.leaves, "leaf evaluated", "leaves evaluated"),
        plural(s.terminals, "terminal", "terminals"),
        plural(s.cutoffs, "cut-off", "cut-offs"),
        plural(s.pruned, "move pruned", "moves pruned"),
        elapsed.as_secs_f64() * 1e3
    )
}
