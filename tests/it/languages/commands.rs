//! Issue 41: the command usage errors in every language (tests/it/languages/mod.rs):
//! `play`'s engine limits, `solve`'s options, `exercise`'s options and the exercise
//! generator's checks say what is wrong in the language asked for, with the same exit
//! code as in English; the flags (`--depth`, `--count`, …) are the command line's own.

#[allow(unused_imports)]
use super::*;

/// Commands that end with a usage error: (name, arguments, words of the flags and
/// values the message names, which are the command line's own).
const BAD_COMMANDS: &[(&str, &[&str], &[&str])] = &[
    (
        "play-depth-0",
        &["play", "examples/aima-fig-5-2.pos", "--depth", "0"],
        &["depth"],
    ),
    (
        "play-max-nodes-0",
        &["play", "examples/aima-fig-5-2.pos", "--max-nodes", "0"],
        &[],
    ),
    (
        "solve-depth",
        &["solve", "examples/aima-fig-5-2.pos", "--depth", "3"],
        &["depth"],
    ),
    (
        "solve-endgame",
        &["solve", "examples/kalah-endgame.pos", "--endgame", "200"],
        &[],
    ),
    (
        "exercise-depth-0",
        &["exercise", "--depth", "0"],
        &["depth"],
    ),
    (
        "exercise-values",
        &["exercise", "--values", "5..1"],
        &["values"],
    ),
    (
        "exercise-deep-cutoff",
        &["exercise", "--deep-cutoff", "--depth", "3"],
        &["depth"],
    ),
    (
        "exercise-count",
        &["exercise", "--count", "60", "--format", "practice"],
        &[],
    ),
    ("exercise-count-format", &["exercise", "--count", "2"], &[]),
    ("exercise-roster", &["exercise", "--roster", "x.csv"], &[]),
    (
        "exercise-prairielearn",
        &["exercise", "--format", "prairielearn"],
        &[],
    ),
    ("exercise-no-png", &["exercise", "--no-png"], &[]),
    (
        "exercise-roster-missing",
        &[
            "exercise",
            "--format",
            "key",
            "--roster",
            "no-such-roster.csv",
        ],
        // The operating system's reason stays English.
        &["no", "such", "file", "or", "directory", "os", "error"],
    ),
];

#[test]
fn command_usage_errors_say_what_is_wrong_in_each_language_with_the_same_exit_code() {
    for (name, args, allowed) in BAD_COMMANDS {
        let (code, _, en) = run_in("en", args);
        assert!(code != 0 && en.contains("error: "), "{name}: {code} {en}");
        for lang in TRANSLATED {
            let (c, _, err) = run_in(lang, args);
            assert_eq!(c, code, "{name} in {lang}: {err}");
            assert_ne!(err, en, "{name} in {lang}");
            assert_no_english(&err, &format!("{name} in {lang}"), allowed);
        }
    }
}

#[test]
fn the_exercise_checks_keep_their_english_words_and_name_the_flags() {
    let (_, _, err) = run_in("en", &["exercise", "--deep-cutoff", "--depth", "3"]);
    assert_eq!(
        err.lines().last().unwrap(),
        "error: --deep-cutoff needs --depth 4 or more: a deep cut-off happens at a node 3 plies \
         below the node whose bound it uses, and that node needs children; found --depth 3"
    );
    let (_, _, err) = run_in("cs", &["exercise", "--deep-cutoff", "--depth", "3"]);
    assert!(
        err.contains("--deep-cutoff") && err.contains("--depth 4"),
        "{err}"
    );
    assert!(err.contains("--depth 3"), "{err}");
}
