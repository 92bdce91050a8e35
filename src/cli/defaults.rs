//! Each subcommand's flags left out make the library's defaults (in the manner of
//! inferno's `default_options` tests): a command line without flags is parsed, and
//! what its arguments make is compared with the library's `Default` — so that a
//! default is stated once, in the library, and `--help` shows that one. The help of a
//! flag that says its default in words (an `Option` whose `None` the library decides)
//! is held to the library's value too.

use super::{Cli, Command};
use crate::games::Setup;
use crate::render::{RenderOptions, Target};
use clap::{CommandFactory, Parser};

/// The subcommand of `gametree ARGS…`.
fn parse(args: &[&str]) -> Command {
    let line = std::iter::once("gametree").chain(args.iter().copied());
    Cli::try_parse_from(line).expect("parses").command
}

/// The [`Target`] of the output flags, colour aside (the command line's own `auto`
/// follows the terminal).
fn target(out: &super::output_args::OutputArgs) -> Target {
    let mut t = out.target().expect("text to anywhere");
    t.options.color = RenderOptions::default().color;
    t
}

#[test]
fn search() {
    let Command::Search(a) = parse(&["search", "f.pos"]) else {
        panic!("search")
    };
    assert_eq!(a.algorithm, crate::search::Algorithm::default());
    assert_eq!(a.game.setup(), Setup::default());
    assert_eq!(a.game.setup().limits(), crate::search::Limits::default());
    assert_eq!(a.tuning.tuning(), crate::search::Tuning::default());
    assert_eq!(target(&a.out), Target::default());
}

#[test]
fn render() {
    let Command::Render(a) = parse(&["render", "f.json"]) else {
        panic!("render")
    };
    assert_eq!(
        a.max_nodes,
        crate::record::json::Accept::default().max_nodes
    );
    assert_eq!(target(&a.out), Target::default());
}

#[test]
fn compare() {
    let Command::Compare(a) = parse(&["compare", "f.pos"]) else {
        panic!("compare")
    };
    assert_eq!(a.choices.choices(), crate::compare::Choices::default());
    assert_eq!(a.game.setup(), Setup::default());
    assert_eq!(a.format, crate::compare::Format::default());
}

#[test]
fn solve() {
    let Command::Solve(a) = parse(&["solve", "f.pos"]) else {
        panic!("solve")
    };
    assert_eq!(
        super::solve::limits(&a).unwrap(),
        crate::solve::SolveLimits::default()
    );
    assert_eq!(a.game.setup(), Setup::default());
    assert_eq!(target(&a.out), Target::default());
}

#[test]
fn play() {
    let Command::Play(a) = parse(&["play", "f.pos"]) else {
        panic!("play")
    };
    let want = crate::play::Options {
        position_file: Some("f.pos".into()),
        ..crate::play::Options::default()
    };
    assert_eq!(super::play::options(&a), want);
}

#[test]
fn perft_and_playground() {
    // Perft's one default is the standard definition (a game that ends early counts
    // nothing); the playground's, standard output.
    let Command::Perft(a) = parse(&["perft", "f.pos", "--depth", "1"]) else {
        panic!("perft")
    };
    assert!(!a.count_finished && !a.divide);
    let Command::Playground(a) = parse(&["playground"]) else {
        panic!("playground")
    };
    assert_eq!(a.output, None);
}

/// The long help of `gametree SUB --LONG`.
fn help(sub: &str, long: &str) -> String {
    let cli = Cli::command();
    let sub = cli.find_subcommand(sub).expect(sub);
    let arg = sub
        .get_arguments()
        .find(|a| a.get_long() == Some(long))
        .expect(long);
    let text = arg
        .get_long_help()
        .or(arg.get_help())
        .map(|h| h.to_string());
    text.unwrap_or_default().replace('\n', " ")
}

#[test]
fn the_defaults_help_says_in_words_are_the_librarys() {
    use crate::search::mcts::{Exploration, MctsOptions};
    let mcts = MctsOptions::default();
    let says = |sub: &str, long: &str, words: String| {
        let h = help(sub, long);
        assert!(h.contains(&words), "{sub} --{long}: {words:?} not in {h:?}");
    };
    says(
        "search",
        "iterations",
        format!("default {}", mcts.iterations),
    );
    says("search", "seed", format!("default {}", mcts.seed));
    says(
        "search",
        "exploration",
        format!("default {}", Exploration::default().option_text()),
    );
    says(
        "compare",
        "exploration",
        format!("default {}", Exploration::default().option_text()),
    );
    says(
        "compare",
        "iterations",
        format!("Default {}", crate::compare::mcts::DEFAULT_ITERATION_COUNTS),
    );
    says(
        "compare",
        "seeds",
        format!("Default {}", crate::compare::mcts::DEFAULT_SEEDS),
    );
    says(
        "search",
        "prune-on",
        format!("Default: {}", crate::search::CutRule::default().name()),
    );
    let fit = crate::render::model::fit::MAX_BEAMER_NODES;
    says(
        "search",
        "max-drawn",
        format!("{} for tikz", crate::render::MAX_TIKZ_NODES),
    );
    says("search", "max-drawn", format!("{fit} for beamer"));
    says(
        "search",
        "max-drawn",
        format!("{} for --steps", crate::render::svg_steps::MAX_STEP_NODES),
    );
    says(
        "search",
        "max-drawn",
        format!("{} for the others", crate::render::MAX_FIGURE_NODES),
    );
}

#[test]
fn the_languages_are_the_librarys() {
    let cli = Cli::command();
    let lang = cli
        .get_arguments()
        .find(|a| a.get_long() == Some("lang"))
        .expect("--lang");
    let values: Vec<String> = lang
        .get_possible_values()
        .iter()
        .map(|v| v.get_name().to_string())
        .collect();
    assert_eq!(values, crate::lang::Lang::ALL.map(|l| l.code().to_string()));
}
