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
        "exercise-one-value",
        &["exercise", "--values", "5..5"],
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
        "exercise-solution-key",
        &["exercise", "--solution", "--format", "key"],
        &[],
    ),
    (
        "exercise-solution-practice",
        &["exercise", "--solution", "--format", "practice"],
        &[],
    ),
    (
        "exercise-solution-answer",
        &["exercise", "--solution", "--format", "answer"],
        &["answer"],
    ),
    (
        "exercise-cutoffs",
        &[
            "exercise",
            "--depth",
            "2",
            "--branching",
            "2",
            "--min-cutoffs",
            "9",
        ],
        &["depth"],
    ),
    (
        "check-feedback",
        &[
            "check",
            "examples/aima-fig-5-2.pos",
            "--answer",
            "x",
            "--feedback",
            "d",
        ],
        &["exercise", "file"],
    ),
    (
        "check-not-tree",
        &["check", "examples/tictactoe-empty.pos", "--answer", "x"],
        &["tree", "examples"],
    ),
    (
        "check-chance",
        &[
            "check",
            "examples/aima-fig-5-12.pos",
            "--answer",
            "x",
            "-a",
            "alphabeta",
        ],
        &["examples"],
    ),
    (
        "practice-algorithm",
        &[
            "search",
            "examples/aima-fig-5-2.pos",
            "-a",
            "pvs",
            "-f",
            "practice",
            "-o",
            "target/x.html",
        ],
        &[],
    ),
    (
        "solve-tree",
        &["solve", "examples/aima-fig-5-2.pos"],
        &["gametree", "search"],
    ),
    (
        "solve-time-limit",
        &[
            "solve",
            "examples/tictactoe-empty.pos",
            "--time-limit",
            "inf",
        ],
        &[],
    ),
    (
        "compare-leaf-bounds",
        &[
            "compare",
            "examples/aima-fig-5-2.pos",
            "--leaf-bounds",
            "0..9",
        ],
        &["bounds"],
    ),
    (
        "compare-iterative",
        &["compare", "examples/aima-fig-5-2.pos", "--iterative"],
        &["depth"],
    ),
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

/// Rosters with a mistake: (name, CSV text, the file's own words the message quotes).
const BAD_ROSTERS: &[(&str, &str, &[&str])] = &[
    ("no-column", "name,mark\nAda,1\n", &["mark"]),
    ("no-student", "id\n", &[]),
    ("twice", "id\nada\nada\n", &[]),
    ("empty-id", "id,name\n,Ada\n", &[]),
    ("formula", "id\n=cmd\n", &["username", "email", "address"]),
];

#[test]
fn roster_mistakes_are_worded_in_each_language_at_the_same_line() {
    let dir = tempfile::tempdir().unwrap();
    for (name, text, allowed) in BAD_ROSTERS {
        let path = dir.path().join(format!("{name}.csv"));
        std::fs::write(&path, text).unwrap();
        let p = path.to_str().unwrap();
        let args = ["exercise", "--format", "key", "--seed", "1", "--roster", p];
        let (code, _, en) = run_in("en", &args);
        assert_eq!(code, 2, "{name}: {en}");
        let at = en.split(": ").nth(1).unwrap().to_string();
        assert!(at.starts_with(p), "{name}: {en}");
        for lang in TRANSLATED {
            let (c, _, err) = run_in(lang, &args);
            assert_eq!(c, code, "{name} in {lang}: {err}");
            assert_eq!(
                err.split(": ").nth(1),
                Some(at.as_str()),
                "{name} in {lang}: {err}"
            );
            let words: Vec<&str> = p
                .split(|c: char| !c.is_alphanumeric())
                .chain(allowed.iter().copied())
                .collect();
            assert_no_english(&err, &format!("{name} in {lang}"), &words);
        }
    }
}
