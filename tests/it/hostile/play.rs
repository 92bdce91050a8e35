//! `gametree play` reading hostile standard input: files it cannot write, bytes that
//! are not UTF-8, a line of many megabytes, control and bidi characters typed back at
//! the terminal, node limits that stop the engine, and full output streams.

use crate::common::{gametree, gametree_guarded};
use std::io::{BufRead, BufReader, Write};
use std::process::{Output, Stdio};

const TTT: &str = "examples/tictactoe-empty.pos";

/// Runs `gametree play` with `args` (ASCII boards), feeding `input`.
fn play(args: &[&str], input: Vec<u8>) -> Output {
    gametree_guarded()
        .arg("play")
        .args(args)
        .env("LANG", "C")
        .write_stdin(input)
        .output()
        .unwrap()
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

#[test]
fn invalid_utf8_is_reported_as_standard_input_and_the_line_skipped() {
    let out = play_ok(&[TTT, "--ascii"], b"\xff\xfeb2\nb2\n\xc3\nquit\n".to_vec());
    assert!(
        out.contains("standard input, line 1: expected UTF-8 text"),
        "{out}"
    );
    assert!(
        out.contains("standard input, line 3: expected UTF-8 text"),
        "{out}"
    );
    assert!(!out.contains("cannot write"), "{out}");
    assert!(out.contains("1. b2 a3\nabandoned"), "{out}");
}

#[test]
fn an_over_long_line_is_skipped_in_bounded_memory_time_and_output() {
    const LEN: usize = 32 << 20;
    let mut input = vec![b'a'; LEN];
    input.extend_from_slice(b"\nb2\nquit\n");
    let out = play_ok(&[TTT, "--ascii"], input);
    assert!(
        out.contains("standard input, line 1: line too long (over 4096 bytes)"),
        "{}",
        out.chars().take(300).collect::<String>()
    );
    // The echo shows at most the cap, the message a short quote.
    assert!(out.len() < 4096 + 2000, "{} bytes of output", out.len());
    assert!(out.contains("1. b2 a3\nabandoned"), "{out}");
}

/// The peak resident memory of a game fed a 32 MiB line, read from /proc while the
/// game waits at its next prompt, against the same game fed a short line: kept, the
/// line would add at least its 32 MiB.
#[cfg(target_os = "linux")]
#[test]
fn an_over_long_line_is_not_kept_in_memory() {
    const LEN: usize = 32 << 20;
    let base = peak_rss_after_a_line(10);
    let kib = peak_rss_after_a_line(LEN);
    assert!(
        kib < base + (8 << 10),
        "peak RSS {kib} KiB for a {LEN}-byte line, {base} KiB for a short one"
    );
}

/// The peak resident memory (KiB) of `gametree play` after a `len`-byte line.
#[cfg(target_os = "linux")]
fn peak_rss_after_a_line(len: usize) -> usize {
    let mut child = gametree()
        .args(["play", TTT, "--ascii"])
        .env("LANG", "C")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let feeder = std::thread::spawn(move || {
        let mut input = vec![b'x'; len];
        input.extend_from_slice(b"\n?\n");
        stdin.write_all(&input).unwrap();
        stdin // kept open: the game waits at its prompt
    });
    let mut lines = BufReader::new(child.stdout.take().unwrap());
    let mut line = Vec::new();
    loop {
        line.clear();
        assert!(
            lines.read_until(b'\n', &mut line).unwrap() > 0,
            "no legal moves listed"
        );
        if line.starts_with(b"legal moves") {
            break;
        }
    }
    let status = std::fs::read_to_string(format!("/proc/{}/status", child.id())).unwrap();
    let kib: usize = status
        .lines()
        .find_map(|l| l.strip_prefix("VmHWM:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
        .unwrap();
    drop(feeder.join().unwrap());
    assert!(child.wait().unwrap().success());
    kib
}

/// A read error on standard input (here: it is a directory) ends the game with exit
/// code 2, named as a read of standard input.
#[cfg(target_os = "linux")]
#[test]
fn a_read_error_names_standard_input() {
    let out = gametree()
        .args(["play", TTT])
        .stdin(std::fs::File::open("/").unwrap())
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(
        stderr.starts_with("error: cannot read standard input: "),
        "{stderr}"
    );
}

#[test]
fn typed_text_is_escaped_and_quoted_short() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path().display().to_string();
    let long = "z".repeat(200);
    let input = format!(
        "b2\n\u{1b}]0;owned\u{7}\nc\u{202e}3\n{long}\nsave {d}/no\u{1b}[2Jdir/x.txt\nquit\n"
    );
    let out = play_ok(&[TTT, "--ascii"], input.into_bytes());
    assert!(
        !out.contains('\u{1b}') && !out.contains('\u{7}') && !out.contains('\u{202e}'),
        "{out:?}"
    );
    assert!(
        out.contains("`\u{fffd}]0;owned\u{fffd}` is not a legal move here"),
        "{out}"
    );
    assert!(
        out.contains("`c\u{fffd}3` is not a legal move here"),
        "{out}"
    );
    assert!(
        out.contains(&format!("`{}…` is not a legal move here", &long[..30])),
        "{out}"
    );
    assert!(
        out.contains(&format!("cannot write {d}/no\u{fffd}[2Jdir/x.txt: ")),
        "{out}"
    );
}

#[test]
fn an_engine_that_cannot_search_is_an_error() {
    for (args, why) in [
        (
            &[TTT, "--engine", "first", "--max-nodes", "0"][..],
            "--max-nodes",
        ),
        (
            &[TTT, "--engine", "first", "--max-nodes", "100"][..],
            "more than 100 nodes",
        ),
        (&[TTT, "--engine", "first", "--depth", "0"][..], "--depth"),
        (&[TTT, "--depth", "0"][..], "--depth"),
    ] {
        let out = play(args, b"b2\n".to_vec());
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {stderr}");
        assert!(
            stderr.starts_with("error: ") && stderr.contains(why),
            "{args:?}: {stderr}"
        );
    }
}

/// A write to standard error that fails is ignored; one to standard output ends the
/// game with exit code 2; neither panics.
#[cfg(target_os = "linux")]
#[test]
fn full_output_streams_do_not_panic() {
    let full = || {
        std::fs::OpenOptions::new()
            .write(true)
            .open("/dev/full")
            .unwrap()
    };
    let run = |stdout: Stdio, stderr: Stdio, input: &str| {
        let mut child = gametree()
            .args(["play", TTT, "--ascii"])
            .stdin(Stdio::piped())
            .stdout(stdout)
            .stderr(stderr)
            .spawn()
            .unwrap();
        let mut stdin = child.stdin.take().unwrap();
        let _ = stdin.write_all(input.as_bytes());
        drop(stdin);
        child.wait_with_output().unwrap()
    };
    let out = run(Stdio::from(full()), Stdio::piped(), "b2\nquit\n");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains("cannot write -: "), "{stderr}");
    // A failed save and a bad line, with standard error full: reported on standard
    // output, nothing to panic over.
    let out = run(
        Stdio::piped(),
        Stdio::from(full()),
        "b2\nsave /nonexistent/dir/x\n\u{1b}\nquit\n",
    );
    assert_eq!(out.status.code(), Some(0));
    assert!(String::from_utf8_lossy(&out.stdout).contains("game over: abandoned"));
    // An error with standard error full: exit code 2 all the same.
    let out = gametree()
        .args(["play", TTT, "--depth", "0"])
        .stderr(full())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
}

/// Lines of every odd shape (separators alone, huge numbers, squares off the board,
/// long capture chains, digits of other scripts, NUL) typed to every game: each is
/// refused with a message, none panics.
#[test]
fn odd_moves_are_refused_in_every_game() {
    let lines = [
        "",
        "-",
        "x",
        ":",
        "-x:",
        "a3-",
        "0",
        "-1",
        "+1",
        "99",
        "18446744073709551616",
        "a9-b10",
        "i1",
        "33-34",
        "a1-a1",
        "1x1x1x1",
        "\u{0}",
        "é",
        "٣",
        "１",
        "1 2",
        "save",
    ];
    let mut input = lines.join("\n");
    input.push('\n');
    input.push_str(&"1-".repeat(1000));
    input.push_str("\nquit\n");
    for (file, depth) in [
        ("examples/tictactoe-empty.pos", &["--depth", "1"][..]),
        ("examples/kalah-6-4.pos", &["--depth", "1"]),
        ("examples/czech-initial.pos", &["--depth", "1"]),
        ("examples/english-initial.pos", &["--depth", "1"]),
        ("examples/nim-3-4-5.pos", &["--depth", "1"]),
        ("examples/chess-lasker-reichhelm.pos", &["--depth", "1"]),
        ("examples/aima-fig-5-2.pos", &[]),
    ] {
        let mut args = vec![file, "--ascii"];
        args.extend(depth);
        let out = play_ok(&args, input.clone().into_bytes());
        assert!(out.contains("save needs a file name"), "{file}: {out}");
        assert!(out.contains("game over: abandoned"), "{file}: {out}");
    }
}

/// `save` and `tree` refuse the position file being played, also through a symbolic
/// link, and the game goes on; the file is left as it was.
#[cfg(unix)]
#[test]
fn save_and_tree_do_not_overwrite_the_position_file() {
    let dir = tempfile::tempdir().unwrap();
    let text = std::fs::read_to_string(TTT).unwrap();
    let pos = crate::common::write_file(dir.path(), "game.pos", &text);
    let link = dir.path().join("link.txt");
    std::os::unix::fs::symlink(&pos, &link).unwrap();
    let link = link.display().to_string();
    let input = format!("b2\nsave {pos}\ntree {link}\nsave {link}\nc3\nquit\n");
    let out = play_ok(&[&pos, "--ascii"], input.into_bytes());
    let refused = |file: &str| {
        out.matches(&format!(
            "cannot write {file}: it is the position file being played"
        ))
        .count()
    };
    assert_eq!((refused(&pos), refused(&link)), (1, 2), "{out}");
    assert!(out.contains("1. b2 a3 2. c3 "), "{out}");
    assert_eq!(std::fs::read_to_string(&pos).unwrap(), text);
}

/// Issue 27, item 1: `play` never panics. The null-window test chooses no move and is
/// refused up front on every game; trees with chance nodes are refused to algorithms
/// that cannot search them (as `search` refuses them), and played by those that can:
/// each chance outcome drawn by its probability with `--seed`, values shown in the
/// tree's units (2.1, not 21).
#[test]
fn play_refuses_what_cannot_play_and_plays_chance_nodes() {
    for file in [
        "examples/nim-2-2.pos",
        "examples/connect4-middle.pos",
        "examples/aima-fig-5-2.pos",
        TTT,
    ] {
        let out = play(&[file, "--engine", "first", "-a", "test"], b"\n".to_vec());
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{file}: {err}");
        assert!(
            err.contains("it chooses no move, so it cannot play"),
            "{file}: {err}"
        );
    }
    let fig = "examples/aima-fig-5-12.pos";
    let out = play(&[fig, "--engine", "both"], b"\n".to_vec());
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(
        err.contains("cannot search a tree with chance nodes; use expectiminimax, star1, star2"),
        "{err}"
    );
    // Star1 and Star2 in `play` bound the leaves by the evaluation's bound.
    for alg in ["expectiminimax", "star1", "star2"] {
        let out = play(&[fig, "--engine", "both", "-a", alg], b"\n".to_vec());
        let stdout = String::from_utf8_lossy(&out.stdout);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(0), "{alg}: {stderr}");
        assert!(stdout.contains("plays a1   value 2.1"), "{alg}: {stdout}");
        assert!(
            stdout.contains("chance: 1 (probability 0.9, drawn with seed 0)"),
            "{alg}: {stdout}"
        );
        assert!(
            stdout.contains("leaf reached: value 2 for MAX"),
            "{alg}: {stdout}"
        );
    }
    // Another seed, another outcome where the probabilities allow it; the same seed,
    // the same game.
    let game = |seed: &str| {
        let out = play(
            &[
                fig,
                "--engine",
                "both",
                "-a",
                "expectiminimax",
                "--seed",
                seed,
            ],
            b"\n".to_vec(),
        );
        // The engine's thinking time is the one thing that may differ.
        let ms = regex::Regex::new(r"[0-9.]+ ms").unwrap();
        ms.replace_all(&String::from_utf8_lossy(&out.stdout), "T ms")
            .into_owned()
    };
    assert_eq!(game("3"), game("3"));
    let outcomes: std::collections::BTreeSet<String> = (0..12)
        .map(|s| {
            let g = game(&s.to_string());
            g.lines()
                .find(|l| l.starts_with("chance:"))
                .unwrap()
                .to_string()
        })
        .collect();
    assert!(outcomes.len() >= 2, "{outcomes:?}");
}
