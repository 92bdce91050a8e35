//! Golden files for every command's output, so that a restructuring of the code keeps
//! what users see byte-identical: the text, DOT, JSON and HTML renderings of searches
//! on each game, `solve`, `perft`, `compare`, `check`, `exercise` and scripted `play`
//! sessions. Timings and rates are masked (they differ from run to run).
//!
//! The files were written by the binary before the code was reorganised and reviewed
//! then; regenerate with `GAMETREE_BLESS=1 cargo test --test it outputs::` only for an
//! intended change, and read the diff.

use crate::common;
use regex::Regex;

/// One command: golden name, arguments, standard input (for `play`), and whether
/// standard error is part of the golden output.
struct Case {
    name: &'static str,
    args: &'static [&'static str],
    stdin: Option<&'static str>,
    stderr: bool,
}

const fn out(name: &'static str, args: &'static [&'static str]) -> Case {
    Case {
        name,
        args,
        stdin: None,
        stderr: false,
    }
}

const fn both(name: &'static str, args: &'static [&'static str]) -> Case {
    Case {
        name,
        args,
        stdin: None,
        stderr: true,
    }
}

const fn play(name: &'static str, args: &'static [&'static str], stdin: &'static str) -> Case {
    Case {
        name,
        args,
        stdin: Some(stdin),
        stderr: true,
    }
}

const CASES: &[Case] = &[
    // search: text
    both(
        "search-aima-text.txt",
        &["search", "examples/aima-fig-5-2.pos", "--color", "always"],
    ),
    both(
        "search-aima-minimax-text.txt",
        &["search", "examples/aima-fig-5-2.pos", "-a", "minimax"],
    ),
    both(
        "search-wikipedia-negamax-text.txt",
        &[
            "search",
            "examples/wikipedia-alpha-beta.pos",
            "-a",
            "negamax",
            "--values",
            "max",
        ],
    ),
    both(
        "search-ttt-pvs-text.txt",
        &["search", "examples/tictactoe-forced-win.pos", "-a", "pvs"],
    ),
    both(
        "search-kalah-tt-text.txt",
        &[
            "search",
            "examples/kalah-endgame.pos",
            "-a",
            "alphabeta-tt",
            "--depth",
            "4",
            "--order",
            "tt,killer,history",
        ],
    ),
    both(
        "search-czech-mtdf-text.txt",
        &[
            "search",
            "examples/czech-kuhr-example-1-2.pos",
            "-a",
            "mtdf",
            "--depth",
            "2",
        ],
    ),
    both(
        "search-czech-quiescence-text.txt",
        &[
            "search",
            "examples/czech-middlegame.pos",
            "--depth",
            "1",
            "--quiescence",
        ],
    ),
    both(
        "search-kalah-iterative-text.txt",
        &[
            "search",
            "examples/kalah-endgame.pos",
            "-a",
            "mtdf",
            "--depth",
            "3",
            "--iterative",
        ],
    ),
    both(
        "search-english-soft-text.txt",
        &[
            "search",
            "examples/english-initial.pos",
            "-a",
            "alphabeta-soft",
            "--depth",
            "2",
            "--eval",
            "material",
        ],
    ),
    both(
        "search-ttt-test-text.txt",
        &[
            "search",
            "examples/tictactoe-forced-win.pos",
            "-a",
            "test",
            "--test-value",
            "90",
        ],
    ),
    // search: DOT
    out(
        "search-aima.dot",
        &[
            "search",
            "examples/aima-fig-5-2.pos",
            "-f",
            "dot",
            "--label",
            "triple",
        ],
    ),
    out(
        "search-ttt-window.dot",
        &[
            "search",
            "examples/tictactoe-forced-win.pos",
            "-f",
            "dot",
            "--label",
            "window",
        ],
    ),
    out(
        "search-kalah-bound.dot",
        &[
            "search",
            "examples/kalah-endgame.pos",
            "--depth",
            "3",
            "-f",
            "dot",
            "--label",
            "bound",
        ],
    ),
    out(
        "search-czech-mtdf.dot",
        &[
            "search",
            "examples/czech-kuhr-example-1-2.pos",
            "-a",
            "mtdf",
            "--depth",
            "2",
            "-f",
            "dot",
        ],
    ),
    // search: JSON, with boards for every game
    out(
        "search-aima.json",
        &["search", "examples/aima-fig-5-2.pos", "-f", "json"],
    ),
    out(
        "search-ttt-boards.json",
        &[
            "search",
            "examples/tictactoe-forced-win.pos",
            "-f",
            "json",
            "--boards",
        ],
    ),
    out(
        "search-kalah-boards.json",
        &[
            "search",
            "examples/kalah-endgame.pos",
            "--depth",
            "3",
            "-f",
            "json",
            "--boards",
        ],
    ),
    out(
        "search-czech-boards.json",
        &[
            "search",
            "examples/czech-kuhr-example-1-2.pos",
            "--depth",
            "2",
            "-f",
            "json",
            "--boards",
            "-a",
            "pvs",
        ],
    ),
    out(
        "search-english-boards.json",
        &[
            "search",
            "examples/english-initial.pos",
            "--depth",
            "2",
            "-f",
            "json",
            "--boards",
            "-a",
            "mtdf",
            "--iterative",
        ],
    ),
    // search: the HTML report
    out(
        "search-ttt.html",
        &["search", "examples/tictactoe-forced-win.pos", "-f", "html"],
    ),
    out(
        "search-kalah.html",
        &[
            "search",
            "examples/kalah-endgame.pos",
            "--depth",
            "2",
            "-f",
            "html",
        ],
    ),
    // perft
    both(
        "perft-english-divide.txt",
        &[
            "perft",
            "examples/english-initial.pos",
            "--depth",
            "3",
            "--divide",
        ],
    ),
    both(
        "perft-kalah.txt",
        &["perft", "examples/kalah-endgame.pos", "--depth", "4"],
    ),
    // solve
    both(
        "solve-ttt.txt",
        &["solve", "examples/tictactoe-forced-win.pos"],
    ),
    both(
        "solve-ttt-tree.txt",
        &["solve", "examples/tictactoe-forced-win.pos", "--tree"],
    ),
    both(
        "solve-kalah-4-3.json",
        &[
            "solve",
            "examples/kalah-4-3.pos",
            "-f",
            "json",
            "--strategy-nodes",
            "200",
        ],
    ),
    both(
        "solve-ttt-limit.txt",
        &["solve", "examples/tictactoe-empty.pos", "--max-nodes", "50"],
    ),
    // compare (no timing column: the same bytes every run, but JSON's times)
    both(
        "compare-aima.txt",
        &["compare", "examples/aima-fig-5-2.pos"],
    ),
    out(
        "compare-aima.csv",
        &["compare", "examples/aima-fig-5-2.pos", "-f", "csv"],
    ),
    out(
        "compare-aima.md",
        &[
            "compare",
            "examples/aima-fig-5-2.pos",
            "--orders",
            "natural,best,worst",
            "-f",
            "markdown",
        ],
    ),
    out(
        "compare-kalah.json",
        &[
            "compare",
            "examples/kalah-endgame.pos",
            "--depth",
            "4",
            "--orders",
            "natural,best,tt+killer",
            "-f",
            "json",
        ],
    ),
    out(
        "compare-kalah.tex",
        &[
            "compare",
            "examples/kalah-endgame.pos",
            "--depth",
            "4",
            "--algorithms",
            "alphabeta,pvs,alphabeta-tt,mtdf",
            "--orders",
            "natural,best",
            "--columns",
            "algorithm,order,value,best,nodes,tt-probes,tt-hits,re-searches,passes,vs-baseline",
            "-f",
            "latex",
        ],
    ),
    out(
        "compare-ttt.html",
        &[
            "compare",
            "examples/tictactoe-forced-win.pos",
            "--algorithms",
            "alphabeta,pvs",
            "-f",
            "html",
        ],
    ),
    // check
    both(
        "check-text.txt",
        &[
            "check",
            "examples/homework/exercise.pos",
            "--answer",
            "examples/homework/answers/*",
        ],
    ),
    out(
        "check.csv",
        &[
            "check",
            "examples/homework/exercise.pos",
            "--answer",
            "examples/homework/answers/*",
            "-f",
            "csv",
        ],
    ),
    out(
        "check.json",
        &[
            "check",
            "examples/homework/exercise.pos",
            "--answer",
            "examples/homework/answers/*",
            "-f",
            "json",
        ],
    ),
    out(
        "check.html",
        &[
            "check",
            "examples/homework/exercise.pos",
            "--answer",
            "examples/homework/answers/*",
            "-f",
            "html",
        ],
    ),
    // exercise
    both("exercise-7.pos", &["exercise", "--seed", "7"]),
    out(
        "exercise-7-answer.txt",
        &["exercise", "--seed", "7", "-f", "answer"],
    ),
    out("exercise-7.svg", &["exercise", "--seed", "7", "-f", "svg"]),
    out(
        "exercise-7-solution.tex",
        &["exercise", "--seed", "7", "-f", "tikz", "--solution"],
    ),
    out(
        "exercise-7.html",
        &["exercise", "--seed", "7", "-f", "html"],
    ),
    // play, scripted
    play(
        "play-ttt.txt",
        &["play", "examples/tictactoe-empty.pos", "--engine", "second"],
        "b2\n?\nc3\na1\nc1\nb1\n",
    ),
    play(
        "play-kalah.txt",
        &[
            "play",
            "examples/kalah-endgame.pos",
            "--engine",
            "second",
            "--depth",
            "3",
        ],
        "?\n1\n2\n3\n4\n5\n6\n",
    ),
    play(
        "play-czech.txt",
        &[
            "play",
            "examples/czech-initial.pos",
            "--engine",
            "both",
            "--depth",
            "2",
            "--max-plies",
            "6",
        ],
        "",
    ),
    play(
        "play-english.txt",
        &[
            "play",
            "examples/english-initial.pos",
            "--engine",
            "both",
            "--depth",
            "2",
            "--max-plies",
            "6",
            "--ascii",
        ],
        "",
    ),
];

/// Masks what differs between runs: times and rates.
fn mask(s: &str) -> String {
    let rules = [
        (r"\d+\.\d+ ms", "T ms"),
        (r"\d+\.\d+ s\b", "T s"),
        (r"[\d.]+ [kMG]? ?leaves/s", "R leaves/s"),
        (r#""time_ms": [\d.e-]+"#, r#""time_ms": T"#),
        (
            r#""nodes_per_second": [\d.e+-]+"#,
            r#""nodes_per_second": R"#,
        ),
        (r#""elapsed_ms": [\d.e-]+"#, r#""elapsed_ms": T"#),
    ];
    let mut s = s.to_string();
    for (re, with) in rules {
        s = Regex::new(re).unwrap().replace_all(&s, with).into_owned();
    }
    s
}

fn run(case: &Case) -> String {
    let o = assert_cmd::Command::cargo_bin("gametree")
        .unwrap()
        .args(case.args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .env("LANG", "C.UTF-8")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .write_stdin(case.stdin.unwrap_or(""))
        .output()
        .unwrap();
    let mut text = String::from_utf8(o.stdout).unwrap();
    if case.stderr {
        text.push_str("--- stderr ---\n");
        text.push_str(&String::from_utf8(o.stderr).unwrap());
    }
    text.push_str(&format!("--- exit {:?} ---\n", o.status.code()));
    mask(&text)
}

#[test]
fn every_output_matches_its_golden_file() {
    common::golden_all(
        CASES
            .iter()
            .map(|case| (format!("outputs/{}", case.name), run(case))),
    );
}

#[test]
fn masking_keeps_every_other_byte() {
    // The masks must not hide values: only times and rates are replaced.
    let s = "value 3, best move B, 11 nodes visited, 0.012 ms\n";
    assert_eq!(mask(s), "value 3, best move B, 11 nodes visited, T ms\n");
}
