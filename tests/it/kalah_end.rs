//! Kalah's `end: winner-takes-all` (the Kalah project of a Russian book of programming
//! projects, ch. 14: "в калах победившего игрока сразу же перекладывались все камни")
//! through the command line — position-file errors, `solve`'s margin, `play` — and
//! `gametree play --pits K --stones N` (the same project: the user chooses k).

use crate::common;
use crate::play::play;

/// The first board `play` prints: its lines up to the stores' note.
fn first_board(out: &str) -> Vec<&str> {
    out.lines()
        .take_while(|l| !l.starts_with("(stores"))
        .filter(|l| !l.is_empty())
        .collect()
}

#[test]
fn an_unknown_end_rule_is_an_error_at_its_line_and_column() {
    let dir = tempfile::tempdir().unwrap();
    let path = common::write_file(
        dir.path(),
        "bad.pos",
        "game: kalah\npits: 4\nend: first-to-25\n",
    );
    let err = common::run_err(&["search", &path, "--depth", "2"]);
    assert_eq!(
        err.trim_end(),
        format!(
            "error: {path}:3:6: expected `standard` or `winner-takes-all`, found `first-to-25`"
        )
    );
    // The same for `play`, before any prompt.
    let out = common::feed(common::gametree().args(["play", &path]), "");
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
}

#[test]
fn solve_gives_the_largest_margin_and_the_same_winner() {
    let dir = tempfile::tempdir().unwrap();
    for (end, margin) in [("standard", "+2"), ("winner-takes-all", "+18")] {
        let path = common::write_file(
            dir.path(),
            &format!("{end}.pos"),
            &format!("game: kalah\npits: 3\nstones: 3\nend: {end}\n"),
        );
        let (out, _) = common::run_ok(&["solve", &path, "--endgame", "0"]);
        let first = out.lines().next().unwrap();
        assert_eq!(
            first.split(';').next().unwrap(),
            format!("south to move: a win, final margin {margin} stones with best play"),
            "{out}"
        );
    }
}

#[test]
fn an_engine_game_ends_with_every_stone_in_the_winners_store() {
    let dir = tempfile::tempdir().unwrap();
    let path = common::write_file(
        dir.path(),
        "wta.pos",
        "game: kalah\npits: 4\nstones: 2\nend: winner-takes-all\n",
    );
    let out = play(&[&path, "--engine", "both", "--depth", "3"], "");
    let result = out
        .lines()
        .find_map(|l| l.strip_prefix("game over: "))
        .expect("the game ends");
    // The last board: 16 stones in the winner's store, none anywhere else.
    let last: Vec<&str> = out
        .rsplit("north   4   3   2   1")
        .next()
        .unwrap()
        .lines()
        .take(4)
        .collect();
    let stores = last[2].split_whitespace().collect::<Vec<_>>();
    match result {
        "south wins" => assert_eq!(stores, ["0", "16"], "{out}"),
        "north wins" => assert_eq!(stores, ["16", "0"], "{out}"),
        _ => assert_eq!(stores, ["8", "8"], "{out}"),
    }
    assert!(last[1].split_whitespace().all(|c| c == "0"), "{out}");
    assert!(last[3].split_whitespace().all(|c| c == "0"), "{out}");
}

#[test]
fn play_takes_the_pits_and_stones_from_flags() {
    // No file: Kalah(3, 2) from its start, south to move.
    let out = play(
        &["--pits", "3", "--stones", "2", "--engine", "none"],
        "quit\n",
    );
    assert_eq!(
        first_board(&out),
        [
            "north   3   2   1",
            "        2   2   2",
            "   0                 0",
            "        2   2   2",
            "south   1   2   3",
        ],
        "{out}"
    );
    // Only one of them: Kalah's default for the other (6 pits, 4 stones).
    let out = play(&["--stones", "3", "--engine", "none"], "quit\n");
    assert_eq!(
        first_board(&out)[1].split_whitespace().collect::<Vec<_>>(),
        ["3"; 6],
        "{out}"
    );
    let out = play(&["--pits", "2", "--engine", "none"], "quit\n");
    assert_eq!(first_board(&out)[1].trim(), "4   4", "{out}");
    // With a file: its side to move and rules, the flags' size.
    let dir = tempfile::tempdir().unwrap();
    let path = common::write_file(
        dir.path(),
        "north.pos",
        "game: kalah\nstones: 5\nto-move: north\nend: winner-takes-all\n",
    );
    let out = play(&[&path, "--pits", "2", "--engine", "none"], "?\nquit\n");
    assert_eq!(first_board(&out)[1].trim(), "5   5", "{out}");
    assert!(out.contains("north to move>"), "{out}");
}

#[test]
fn pits_and_stones_that_do_not_fit_are_usage_errors() {
    for (args, needle) in [
        (vec!["--pits", "0"], "--pits 0 is out of range"),
        (vec!["--pits", "17"], "--pits 17 is out of range"),
        (vec!["--pits", "16", "--stones", "101"], "3232 stones"),
        (
            vec!["examples/english-initial.pos", "--pits", "6"],
            "the position file is `game: english`",
        ),
        (
            vec!["examples/kalah-endgame.pos", "--stones", "4"],
            "a game under way",
        ),
    ] {
        let out = common::feed(common::gametree().arg("play").args(&args), "");
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(out.stdout.is_empty(), "{args:?}");
        let err = String::from_utf8(out.stderr).unwrap();
        assert!(err.contains(needle), "{args:?}: {err}");
    }
    // Neither a file nor a size: clap's usage error, exit 2, showing both forms.
    let out = common::feed(common::gametree().arg("play"), "");
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(
        err.contains("gametree play [OPTIONS] [FILE] --pits <K> --stones <N>"),
        "{err}"
    );
}
