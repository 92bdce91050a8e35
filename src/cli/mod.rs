//! The command line: clap definitions only, one small module per subcommand, each
//! calling the library (the only module that uses clap's parser).

pub mod args;
mod check;
mod choices_args;
mod compare;
mod completions;
#[cfg(test)]
mod defaults;
mod exercise;
mod man;
mod method;
mod output_args;
mod perft;
mod play;
mod playground;
mod render;
mod search;
mod setup_args;
mod solve;
mod values;

use crate::error::Error;
use crate::lang::Lang;
use crate::render::escape::terminal;
pub use args::{flag, FLAGS};
use clap::{CommandFactory, Parser, Subcommand};
use std::ffi::OsString;
use std::io::Write;

/// Writes `line` and a line break to standard error, with its control and bidi
/// characters replaced ([`terminal::text`]: a file name or a label read from a file
/// cannot drive the terminal). A failed write (standard error closed or full) is
/// ignored: diagnostics never end the program.
pub fn diagnose(line: &str) {
    let _ = writeln!(std::io::stderr().lock(), "{}", terminal::text(line));
}

/// The message of `e` with the library's options named as flags ([`FLAGS`]).
pub fn describe(e: &Error) -> String {
    e.render(&FLAGS)
}

/// [`diagnose`] with `format!` arguments.
macro_rules! note {
    ($($arg:tt)*) => {
        $crate::cli::diagnose(&format!($($arg)*))
    };
}
pub(crate) use note;

/// Shows how game-tree search works: runs minimax, negamax or alpha-beta on a position
/// file, records every node and renders the tree.
#[derive(Parser, Debug)]
#[command(name = "gametree", version, about, long_about = None)]
pub(crate) struct Cli {
    #[command(subcommand)]
    command: Command,
    /// The language of everything gametree writes for people: summaries, figures'
    /// legends and captions, step captions, check's marks, sheets, pages, error
    /// messages (not --help yet). Default: the locale's (LC_ALL, LC_MESSAGES, LANG),
    /// else English. Machine formats (JSON, CSV, position files) are the same in every
    /// language. Docs: docs/languages.md.
    // Any case (`CS`): language tags are case-insensitive (BCP 47).
    #[arg(long, global = true, value_name = "LANG", ignore_case = true, value_parser = clap::builder::PossibleValuesParser::new(Lang::ALL.map(Lang::code)))]
    lang: Option<String>,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Search a position and print the recorded tree.
    ///
    /// Example: gametree search examples/aima-fig-5-2.pos --format text
    Search(search::SearchArgs),
    /// Re-render a saved JSON recording without searching again.
    ///
    /// Example: gametree render tree.json --format svg -o tree.svg
    Render(render::RenderArgs),
    /// Count the move sequences of exactly N plies (perft), to test move generators.
    ///
    /// The standard definition: a game that ends before ply N contributes nothing
    /// (--count-finished counts it as one); every capture sequence is a move of its
    /// own; repetition is ignored.
    ///
    /// Example: gametree perft examples/english-initial.pos --depth 8 --divide
    Perft(perft::PerftArgs),
    /// Play a game against the engine, or watch it play itself.
    ///
    /// Type moves in the game's notation; `?` lists the legal moves, `help` the
    /// commands. Moves can be piped in, one a line.
    ///
    /// Example: gametree play examples/tictactoe-empty.pos --engine second
    #[command(
        override_usage = "gametree play [OPTIONS] <FILE>\n       gametree play [OPTIONS] [FILE] --pits <K> --stones <N>"
    )]
    Play(play::PlayArgs),
    /// Solve a position: win, draw or loss for the side to move with best play, in how
    /// many plies, Kalah's final margin, and the strategy tree in any output format.
    ///
    /// Searches to the end with one transposition table and null-window tests
    /// (docs/play.md). --max-nodes bounds the value search, and again the strategy tree;
    /// a solve stopped by it or by --time-limit reports what it proved so far.
    ///
    /// Example: gametree solve examples/tictactoe-forced-win.pos --format html -o strategy.html
    Solve(solve::SolveArgs),
    /// Run several algorithms and move orderings on one position and compare their
    /// work: value, best move, nodes, leaves, cut-offs, table probes, re-searches, time.
    ///
    /// One row per algorithm and ordering, in the --columns chosen; plain minimax is
    /// the baseline of "% minimax" (searched once, only when a column needs it); the
    /// oracle orderings best and worst are marked and not timed. Text, JSON, CSV,
    /// Markdown, LaTeX or an HTML page with charts. Exits with 1 (and says so) if two
    /// algorithms disagree on the root value. Docs: docs/compare.md.
    ///
    /// Example: gametree compare examples/kalah-6-4.pos --algorithms alphabeta,pvs,mtdf --orders natural,best --depth 8
    Compare(compare::CompareArgs),
    /// Make a random alpha-beta exercise (an explicit tree), reproducible from --seed.
    ///
    /// Without --seed a seed is drawn and printed on standard error. Docs: docs/homework.md.
    ///
    /// Example: gametree exercise --seed 7 --depth 4 --min-cutoffs 3 --deep-cutoff --format svg -o ex.svg
    Exercise(exercise::ExerciseArgs),
    /// Mark students' hand-worked trees against the search (exit 0 all correct,
    /// 1 mistakes, 2 bad input).
    ///
    /// Example: gametree check examples/aima-fig-5-2.pos --answer 'answers/*.txt' --format csv
    Check(check::CheckArgs),
    /// Write the playground: one self-contained HTML page that runs gametree in the
    /// browser — search any position, draw, download and replay its figure, practise
    /// exercises marked node by node, compare algorithms — with no install and no
    /// network (open it from a file, a static web site or the LMS). Docs: docs/browser.md.
    ///
    /// Example: gametree playground -o playground.html
    Playground(playground::PlaygroundArgs),
    /// Print the shell completion script (bash, zsh, fish, powershell or elvish).
    ///
    /// Example: source <(gametree completions bash)
    Completions(completions::CompletionsArgs),
    /// Write the manual pages, gametree.1 and one per subcommand, into DIR.
    ///
    /// Example: gametree man ~/.local/share/man/man1
    Man(man::ManArgs),
}

/// Runs the command line `args` (program name first). Returns the exit code for
/// successful runs and for `--help`/`--version`/usage errors reported by clap.
///
/// # Errors
/// Every [`Error`] (the caller prints it and exits with its code).
pub fn run<I, T>(args: I) -> Result<u8, Error>
where
    I: IntoIterator<Item = T>,
    T: Into<OsString> + Clone,
{
    let args: Vec<OsString> = args.into_iter().map(Into::into).collect();
    // The flags' values are read (and their errors worded) while clap parses: the
    // language of `--lang` holds from the start.
    crate::lang::set_default(lang_flag(&args).unwrap_or_else(Lang::from_env));
    // The matches are kept: `check` and `exercise` ask which flags were given
    // (an exercise file's own settings decide the others).
    let parsed = Cli::command()
        .try_get_matches_from(args)
        .and_then(|m| clap::FromArgMatches::from_arg_matches(&m).map(|c: Cli| (c, m)));
    let (cli, matches) = match parsed {
        Ok(c) => c,
        Err(e) => {
            let _ = e.print();
            return Ok(e.exit_code() as u8);
        }
    };
    let sub = matches.subcommand().map(|(_, m)| m).unwrap_or(&matches);
    let lang = cli.lang.as_deref().and_then(Lang::from_code);
    crate::lang::set_default(lang.unwrap_or_else(Lang::from_env));
    match cli.command {
        Command::Search(a) => search::run(&a, sub).map(|()| 0),
        Command::Render(a) => render::run(&a).map(|()| 0),
        Command::Perft(a) => perft::run(&a).map(|()| 0),
        Command::Play(a) => play::run(&a).map(|()| 0),
        Command::Solve(a) => solve::run(&a).map(|()| 0),
        Command::Compare(a) => compare::run(&a),
        Command::Exercise(a) => exercise::run(&a, sub).map(|()| 0),
        Command::Check(a) => check::run(&a, sub),
        Command::Playground(a) => playground::run(&a).map(|()| 0),
        Command::Completions(a) => completions::run(&a, Cli::command()).map(|()| 0),
        Command::Man(a) => man::run(&a, Cli::command()).map(|()| 0),
    }
}

/// The language a command line's `--lang CODE` or `--lang=CODE` asks for, if it names
/// one, found before clap parses the rest (whose value errors are worded as they are read).
fn lang_flag(args: &[OsString]) -> Option<Lang> {
    let words: Vec<&str> = args.iter().map(|a| a.to_str().unwrap_or("")).collect();
    words
        .iter()
        .enumerate()
        .find_map(|(i, w)| match w.strip_prefix("--lang") {
            Some("") => words.get(i + 1).and_then(|c| Lang::from_code(c)),
            Some(rest) => rest.strip_prefix('=').and_then(Lang::from_code),
            None => None,
        })
}
