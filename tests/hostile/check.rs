//! `gametree check`: hostile answer files (issue 12: control characters, quadratic
//! reading, untruncated messages, formula guards, huge numbers and lines, deep
//! nesting, bad UTF-8) and trees wide enough to show quadratic marking. Big inputs are
//! generated here, never stored; each run is given a generous deadline, so that a
//! quadratic slip fails with a message instead of hanging.

use crate::common::{gametree, write_file};
use std::path::Path;
use std::process::{Output, Stdio};
use std::time::{Duration, Instant};

/// What one run may take at most. The linear code takes well under a second here
/// (debug build); the quadratic code it replaced took minutes on the same inputs (so a slip shows as a failure, not a hang).
const DEADLINE: Duration = Duration::from_secs(60);

/// Runs `gametree ARGS` in the folder `dir` with output to files there (so that a
/// large report cannot fill a pipe), and fails the test should it run past
/// [`DEADLINE`].
fn run(dir: &Path, args: &[&str]) -> Output {
    let (out, err) = (dir.join("stdout"), dir.join("stderr"));
    let mut child = gametree()
        .args(args)
        .current_dir(dir)
        .stdin(Stdio::null())
        .stdout(std::fs::File::create(&out).unwrap())
        .stderr(std::fs::File::create(&err).unwrap())
        .spawn()
        .unwrap();
    let start = Instant::now();
    let status = loop {
        if let Some(s) = child.try_wait().unwrap() {
            break s;
        }
        if start.elapsed() > DEADLINE {
            let _ = child.kill();
            let _ = child.wait();
            panic!("gametree {args:?} ran past {DEADLINE:?}: quadratic?");
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    Output {
        status,
        stdout: std::fs::read(out).unwrap(),
        stderr: std::fs::read(err).unwrap(),
    }
}

/// A flat tree: a MAX root `R` with `n` leaves valued `i % 7`.
fn wide_tree(dir: &Path, n: usize) -> String {
    let leaves: Vec<String> = (0..n).map(|i| (i % 7).to_string()).collect();
    write_file(
        dir,
        "wide.pos",
        &format!("game: tree\nroot: max\ntree: [R: {}]\n", leaves.join(" ")),
    )
}

#[test]
fn a_wide_tree_is_marked_in_linear_time() {
    let dir = tempfile::tempdir().unwrap();
    // 200,000 leaves: naming the nodes was quadratic in the width and took minutes.
    let n = 200_000;
    let tree = wide_tree(dir.path(), n);
    let answer = write_file(dir.path(), "a.txt", &format!("R = 6\nR.{n} = 3\n"));
    let o = run(dir.path(), &["check", &tree, "--answer", &answer]);
    assert_eq!(
        o.status.code(),
        Some(1),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    let out = String::from_utf8(o.stdout).unwrap();
    assert!(
        out.contains(&format!(
            "✗ R.{n}  = 3  line 2: wrong value (expected = 2, got = 3)"
        )),
        "{out}"
    );
}

#[test]
fn an_unknown_node_lists_few_labels_each_shortened() {
    let dir = tempfile::tempdir().unwrap();
    // 50 labelled nodes, one label 100,000 characters long.
    let long = "L".repeat(100_000);
    let mut kids: Vec<String> = (0..49).map(|i| format!("[N{i:02}: 1 2]")).collect();
    kids.push(format!("[{long}: 1 2]"));
    let tree = write_file(
        dir.path(),
        "labels.pos",
        &format!("game: tree\nroot: max\ntree: [{}]\n", kids.join(" ")),
    );
    let answer = write_file(dir.path(), "a.txt", &format!("{long}x = 1\n"));
    let o = run(dir.path(), &["check", &tree, "--answer", &answer]);
    assert_eq!(o.status.code(), Some(2));
    let err = String::from_utf8(o.stderr).unwrap();
    assert!(err.len() < 1_000, "{} bytes: {err:.300}", err.len());
    assert!(
        err.contains("a label (`L"),
        "the long label sorts first: {err:.300}"
    );
    assert!(err.contains("`N00`, `N01`"), "{err}");
    assert!(err.contains("`N08`, … and 40 more), `root`"), "{err}");
    assert!(
        err.contains(&format!("found `{}…`", "L".repeat(30))),
        "{err}"
    );
}

#[test]
fn a_long_node_name_pads_no_report_line() {
    let dir = tempfile::tempdir().unwrap();
    // An answered leaf with a 100,000-character label beside 1,000 searched nodes:
    // padding every line of the text report to its width wrote 200 MB.
    let long = "L".repeat(100_000);
    let kids = "[1 2] ".repeat(1_000);
    let tree = write_file(
        dir.path(),
        "long.pos",
        &format!("game: tree\nroot: max\ntree: [R: {long}: 5 {kids}]\n"),
    );
    let answer = write_file(dir.path(), "a.txt", &format!("{long} = 5\n"));
    let o = run(dir.path(), &["check", &tree, "--answer", &answer]);
    assert_eq!(o.status.code(), Some(1));
    assert!(o.stdout.len() < 1_000_000, "{} bytes", o.stdout.len());
}
