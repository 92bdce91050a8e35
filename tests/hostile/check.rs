//! `gametree check`: hostile answer files (issue 12: control characters, quadratic
//! reading, untruncated messages, formula guards, huge numbers and lines, deep
//! nesting, bad UTF-8) and trees wide enough to show quadratic marking. Big inputs are
//! generated here, never stored; each run is given a generous deadline, so that a
//! quadratic slip fails with a message instead of hanging.

use crate::common::{gametree, write_file};
use std::path::Path;
use std::process::{Output, Stdio};
use std::time::{Duration, Instant};

/// What one run may take at most. The linear code takes about a second at most here
/// (debug build); the quadratic code it replaced took minutes on the same inputs, so
/// a slip shows as a failure, not a hang.
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

const AIMA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/examples/aima-fig-5-2.pos");

/// Whether `s` has a character a terminal must not get raw (line breaks aside).
fn has_unsafe(s: &str) -> bool {
    s.chars()
        .any(|c| c != '\n' && gametree::render::escape::terminal::unsafe_char(c))
}

#[test]
fn control_and_bidi_characters_reach_no_report_nor_message() {
    let dir = tempfile::tempdir().unwrap();
    let nasty = "\u{1b}]0;owned\u{7}\u{1b}[2J\r\u{202e}gnp.exe\u{2066}\u{9b}31m";
    // In a file name (with `[`: the name is not taken for a glob pattern) and in an
    // answer's node (unknown, so quoted in the error; ESC c resets a terminal).
    let node = "\u{1b}]0;owned\u{7}\u{1b}c\u{202e}gnp\u{2066}\u{9b}31m\u{7f}";
    let bad = write_file(
        dir.path(),
        &format!("x{nasty}.txt"),
        &format!("A = 3\n{node} = 1\n"),
    );
    let good = write_file(dir.path(), &format!("y{nasty}.txt"), "A = 3\nB = 3\n");
    for format in ["text", "csv", "json"] {
        let o = run(
            dir.path(),
            &["check", AIMA, "--answer", &bad, &good, "-f", format],
        );
        assert_eq!(o.status.code(), Some(2), "{format}");
        let (out, err) = (
            String::from_utf8(o.stdout).unwrap(),
            String::from_utf8(o.stderr).unwrap(),
        );
        assert!(!has_unsafe(&out), "{format} report: {out:?}");
        assert!(!has_unsafe(&err), "{format} messages: {err:?}");
        assert!(err.contains(":2:1: expected a node of the tree"), "{err}");
    }
    // The JSON report keeps the data: the characters are escaped, not replaced.
    let o = run(
        dir.path(),
        &["check", AIMA, "--answer", &good, "-f", "json"],
    );
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(v["results"][0]["file"], good.as_str());
    // CSV: a file name is one cell on one line.
    let o = run(dir.path(), &["check", AIMA, "--answer", &good, "-f", "csv"]);
    assert_eq!(String::from_utf8(o.stdout).unwrap().lines().count(), 2);
}

#[test]
fn csv_guards_cells_starting_with_tab_or_carriage_return() {
    let dir = tempfile::tempdir().unwrap();
    for lead in ["\t", "\r"] {
        // A file name given as it is, so that it starts the row.
        let name = format!("{lead}=1+1.txt");
        write_file(dir.path(), &name, "A = 3\n");
        let o = run(dir.path(), &["check", AIMA, "--answer", &name, "-f", "csv"]);
        let csv = String::from_utf8(o.stdout).unwrap();
        let row = csv.lines().nth(1).unwrap();
        let cell = row.trim_start_matches('"');
        assert!(
            !cell.starts_with(['\t', '\r', '=', '+', '-', '@']),
            "formula not guarded: {row:?}"
        );
    }
}

#[test]
fn a_file_name_with_glob_characters_is_that_file() {
    let dir = tempfile::tempdir().unwrap();
    // As the shell expands `--answer answers/*`: a student's `ada[-]correct.txt` was
    // read as a pattern, marking `ada-correct.txt` in its place, and `x[.txt` (no
    // pattern) stopped the whole run.
    let ada = write_file(
        dir.path(),
        "ada-correct.txt",
        "A = 3\nB = 3\nC <= 3\nD <= 3\nC.2 pruned\nC.3 pruned\n",
    );
    let eve = write_file(dir.path(), "ada[-]correct.txt", "A = 3\n");
    let odd = write_file(dir.path(), "x[.txt", "A = 3\n");
    let o = run(dir.path(), &["check", AIMA, "--answer", &ada, &eve, &odd]);
    let out = String::from_utf8(o.stdout).unwrap();
    assert_eq!(
        o.status.code(),
        Some(1),
        "{out}{}",
        String::from_utf8_lossy(&o.stderr)
    );
    assert!(
        out.contains(&format!("{ada}: all 6 nodes correct")),
        "{out}"
    );
    assert!(
        out.contains(&format!("{eve}: 1 of 6 nodes correct")),
        "{out}"
    );
    assert!(
        out.contains(&format!("{odd}: 1 of 6 nodes correct")),
        "{out}"
    );
    // A quoted pattern is still expanded.
    let all = format!("{}/*.txt", dir.path().display());
    let o = run(dir.path(), &["check", AIMA, "--answer", &all, "-f", "csv"]);
    assert_eq!(String::from_utf8(o.stdout).unwrap().lines().count(), 4);
}

/// A JSON answer of `n` entries: `A = 3`, then `second`, then `n - 2` copies of `B`.
fn json_answer(dir: &Path, name: &str, second: &str, n: usize) -> String {
    let mut s = String::from("[{\"node\": \"A\", \"value\": 3},\n");
    s.push_str(second);
    for _ in 2..n {
        s.push_str(",\n{\"node\": \"B\", \"value\": 3}");
    }
    s.push_str("]\n");
    write_file(dir, name, &s)
}

#[test]
fn a_json_answer_stops_at_its_first_error_and_the_others_are_still_marked() {
    let dir = tempfile::tempdir().unwrap();
    // 200,000 entries, the second wrong: the quadratic reader took minutes here.
    let cases = [
        (
            "{\"node\": \"Q\", \"value\": 1}",
            ":2:10: expected a node of the tree",
        ),
        ("{\"node\": \"C\"}", ":2:10: expected a `value`"),
        (
            "{\"node\": \"C\", \"value\": x}",
            ":2:24: expected an answer such as",
        ),
        (
            "{\"node\": \"A\", \"value\": 3}",
            ":2:10: expected one answer per node",
        ),
    ];
    let good = write_file(dir.path(), "z-good.txt", "A = 3\nB = 3\n");
    for (i, (second, want)) in cases.iter().enumerate() {
        let bad = json_answer(dir.path(), &format!("bad{i}.json"), second, 200_000);
        let o = run(dir.path(), &["check", AIMA, "--answer", &bad, &good]);
        assert_eq!(o.status.code(), Some(2));
        let err = String::from_utf8(o.stderr).unwrap();
        assert!(err.starts_with(&format!("error: {bad}{want}")), "{err}");
        let out = String::from_utf8(o.stdout).unwrap();
        assert!(out.contains("z-good.txt: 2 of 6 nodes correct"), "{out}");
    }
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
fn a_long_json_answer_is_read_in_linear_time() {
    let dir = tempfile::tempdir().unwrap();
    // 100,000 leaves, each answered: placing each entry counted lines from the start
    // of the file, which took minutes here.
    let n = 100_000;
    let tree = wide_tree(dir.path(), n);
    let mut json = String::from("[{\"node\": \"R\", \"value\": 6}");
    for i in 0..n {
        let wrong = usize::from(i == n - 1);
        json.push_str(&format!(
            ",\n {{\"node\": \"R.{}\", \"value\": {}}}",
            i + 1,
            i % 7 + wrong
        ));
    }
    json.push(']');
    let answer = write_file(dir.path(), "all.json", &json);
    let o = run(
        dir.path(),
        &["check", &tree, "--answer", &answer, "-f", "csv"],
    );
    assert_eq!(
        o.status.code(),
        Some(1),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    let csv = String::from_utf8(o.stdout).unwrap();
    let row = format!(
        ",{n},{},100.0,1,0,0,0,0,{n} of {} nodes correct",
        n + 1,
        n + 1
    );
    assert!(csv.contains(&row), "{csv}");
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

#[test]
fn huge_numbers_are_errors_not_panics_nor_zero() {
    let dir = tempfile::tempdir().unwrap();
    let cases = [
        (
            "A = -9223372036854775808\n",
            ":1:5: expected a value between",
        ),
        (
            "A = 99999999999999999999999\n",
            ":1:5: expected a value between",
        ),
        (
            "A = 3 [-9223372036854775808, inf]\n",
            ":1:8: expected a value between",
        ),
        (
            "[{\"node\": \"A\", \"value\": -9223372036854775808}]",
            ":1:11: expected a value between",
        ),
        (
            "[{\"node\": \"A\", \"value\": 1e400}]",
            ":1:29: expected an answer such as",
        ),
    ];
    for (i, (text, want)) in cases.iter().enumerate() {
        let f = write_file(dir.path(), &format!("n{i}.txt"), text);
        let o = run(dir.path(), &["check", AIMA, "--answer", &f]);
        let err = String::from_utf8(o.stderr).unwrap();
        assert_eq!(o.status.code(), Some(2), "{text}: {err}");
        assert!(err.contains(&format!("{f}{want}")), "{text}: {err}");
    }
}

#[test]
fn deep_nesting_bad_utf8_and_long_lines_are_located_errors() {
    let dir = tempfile::tempdir().unwrap();
    let deep = format!("[{{\"node\": \"A\", \"x\": {}", "[".repeat(1_000_000));
    let long_line = format!("A = {}\n", "9".repeat(5_000_000));
    let long_node = format!("{} = 1\n", "N".repeat(5_000_000));
    let cases: [(&str, &[u8], &str); 6] = [
        (
            "deep.json",
            deep.as_bytes(),
            ":1:148: expected arrays and objects nested at most 128 deep",
        ),
        (
            "deep-list.json",
            &[b'['; 1_000_000],
            ":1:2: expected an answer such as",
        ),
        (
            "utf8.txt",
            b"A = 3\nB \xff= 3\n",
            ":2:3: expected UTF-8 text",
        ),
        (
            "utf8.json",
            b"[{\"node\": \"\xc3\"}]",
            ":1:12: expected UTF-8 text",
        ),
        (
            "long.txt",
            long_line.as_bytes(),
            ":1:5: expected a value between",
        ),
        (
            "node.txt",
            long_node.as_bytes(),
            ":1:1: expected a node of the tree",
        ),
    ];
    for (name, bytes, want) in cases {
        let f = dir.path().join(name);
        std::fs::write(&f, bytes).unwrap();
        let f = f.to_string_lossy().into_owned();
        let o = run(dir.path(), &["check", AIMA, "--answer", &f]);
        let err = String::from_utf8(o.stderr).unwrap();
        assert_eq!(o.status.code(), Some(2), "{name}: {err:.300}");
        assert!(
            err.starts_with(&format!("error: {f}{want}")),
            "{name}: {err:.300}"
        );
        assert!(err.len() < 1_000, "{name}: {} bytes", err.len());
    }
}

#[test]
fn an_answer_file_over_64_mib_is_refused_unread() {
    let dir = tempfile::tempdir().unwrap();
    let f = dir.path().join("big.txt");
    std::fs::write(&f, vec![b'\n'; (64 << 20) + 1]).unwrap();
    let f = f.to_string_lossy().into_owned();
    let o = run(dir.path(), &["check", AIMA, "--answer", &f]);
    assert_eq!(o.status.code(), Some(2));
    let err = String::from_utf8(o.stderr).unwrap();
    assert_eq!(
        err,
        format!("error: {f}: expected an answer file of at most 64 MiB, found a larger file\n")
    );
}
