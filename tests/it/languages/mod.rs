//! Issue 41, the seeds' languages: every student-facing output in Czech, Slovak, German
//! and Russian — figures, step captions, check's marks, sheets, question banks,
//! summaries, error messages — with no English left (a word list, [`ENGLISH`]), and
//! English byte for byte as before (the goldens elsewhere).

mod check;
mod commands;
mod errors;
mod exercise;
mod figure;
mod seeds;
mod steps;
mod summary;

use crate::common;

/// The languages other than English, by their `--lang` codes.
pub const TRANSLATED: [&str; 4] = ["cs", "sk", "de", "ru"];

/// English words no translated output may contain (whole words, any case): the
/// words of our messages, not of the position (node names, moves, file names are the
/// user's own and pass through).
pub const ENGLISH: &[&str] = &[
    "the",
    "of",
    "and",
    "is",
    "are",
    "with",
    "from",
    "not",
    "after",
    "before",
    "at",
    "by",
    "value",
    "values",
    "node",
    "nodes",
    "leaf",
    "leaves",
    "move",
    "moves",
    "window",
    "pruned",
    "cut-off",
    "cut-offs",
    "cutoff",
    "bound",
    "bounds",
    "searched",
    "search",
    "correct",
    "wrong",
    "answer",
    "answers",
    "expected",
    "found",
    "step",
    "steps",
    "enter",
    "leave",
    "evaluate",
    "best",
    "win",
    "wins",
    "loss",
    "draw",
    "plies",
    "ply",
    "error",
    "line",
    "column",
    "file",
    "score",
    "mark",
    "marks",
    "question",
    "exercise",
    "tree",
    "position",
    "depth",
    "visited",
    "evaluated",
    "result",
    "nodes",
    "lower",
    "upper",
];

/// The words of [`ENGLISH`] in `text`, apart from those in `allowed` (the position's
/// own names, a path): what a translation forgot.
pub fn english_words(text: &str, allowed: &[&str]) -> Vec<String> {
    let mut found: Vec<String> = text
        .split(|c: char| !(c.is_alphanumeric() || c == '-'))
        .map(|w| w.trim_matches('-').to_lowercase())
        .filter(|w| {
            ENGLISH.contains(&w.as_str()) && !allowed.iter().any(|a| a.eq_ignore_ascii_case(w))
        })
        .collect();
    found.sort();
    found.dedup();
    found
}

/// Fails when `text` (the output `what`) has English words ([`english_words`]).
pub fn assert_no_english(text: &str, what: &str, allowed: &[&str]) {
    let words = english_words(text, allowed);
    assert!(
        words.is_empty(),
        "{what}: English words {words:?} left in:\n{text}"
    );
}

/// `gametree --lang LANG ARGS…`: (exit code, stdout, stderr), run in the repository.
pub fn run_in(lang: &str, args: &[&str]) -> (i32, String, String) {
    let out = common::gametree()
        .arg("--lang")
        .arg(lang)
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn the_word_list_finds_english_and_passes_names() {
    assert_eq!(
        english_words("Enter B with window [3, ∞].", &[]),
        ["enter", "window", "with"]
    );
    assert!(english_words("Vstup do B s oknem ⟨3, ∞⟩.", &[]).is_empty());
    assert!(english_words("tah e2-e4 z examples/aima-fig-5-2.pos", &["examples"]).is_empty());
}
