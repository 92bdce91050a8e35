//! `gametree play` reading hostile standard input: files it cannot write, bytes that
//! are not UTF-8, a line of many megabytes, control and bidi characters typed back at
//! the terminal, node limits that stop the engine, and full output streams.

use crate::common::{feed, gametree};
use std::process::Output;

const TTT: &str = "examples/tictactoe-empty.pos";

/// Runs `gametree play` with `args` (ASCII boards), feeding `input`.
fn play(args: &[&str], input: Vec<u8>) -> Output {
    feed(gametree().arg("play").args(args).env("LANG", "C"), input)
}

/// Standard output of a game that must end with exit code 0.
fn play_ok(args: &[&str], input: Vec<u8>) -> String {
    let out = play(args, input);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "play {args:?}: {stderr}");
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn save_and_tree_failures_name_the_file_and_the_game_goes_on() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path().display().to_string();
    let input = format!(
        "b2\nsave {d}/missing/game.txt\ntree {d}/missing/t.svg\ntree {d}\nsave {d}\nc3\nquit\n"
    );
    let out = play_ok(&[TTT, "--ascii"], input.into_bytes());
    for file in [
        format!("{d}/missing/game.txt"),
        format!("{d}/missing/t.svg"),
        d.clone(),
    ] {
        assert!(
            out.contains(&format!("cannot write {file}: ")),
            "{file}: {out}"
        );
    }
    assert!(!out.contains("cannot write -"), "{out}");
    // After the failures the game went on: c3 was played and quit ended it.
    assert!(out.contains("1. b2 a3 2. c3 "), "{out}");
    assert!(out.contains("game over: abandoned"), "{out}");
}
