//! `gametree check`: hostile answer files (issue 12: control characters, quadratic
//! reading, untruncated messages, formula guards, huge numbers and lines, deep
//! nesting, bad UTF-8) and trees wide enough to show quadratic marking. Big inputs are
//! generated here, never stored; each run is given a generous deadline, so that a
//! quadratic slip fails with a message instead of hanging.
//!
//! A bad line (or JSON entry) is one mistake in the report and the reading goes on
//! (exit 1); only what makes a file no answer at all — not UTF-8, JSON that is not an
//! answer list, nesting too deep, over 64 MiB — is an error on standard error that
//! stops reading that file (exit 2).

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
    // And in the text of a JSON file that is no answer list (an error on stderr).
    let broken = write_file(
        dir.path(),
        &format!("z{nasty}.json"),
        &format!("[{{\"node\": \"A\", \"value\": 3}} {node}]"),
    );
    for format in ["text", "csv", "json"] {
        let o = run(
            dir.path(),
            &[
                "check", AIMA, "--answer", &bad, &good, &broken, "-f", format,
            ],
        );
        assert_eq!(o.status.code(), Some(2), "{format}");
        let (out, err) = (
            String::from_utf8(o.stdout).unwrap(),
            String::from_utf8(o.stderr).unwrap(),
        );
        assert!(!has_unsafe(&out), "{format} report: {out:?}");
        assert!(!has_unsafe(&err), "{format} messages: {err:?}");
        assert!(
            err.contains(":1:28: expected `,` or `]` after an answer, found `"),
            "{err}"
        );
        // The unknown node is a bad line in the report, not an error.
        assert!(!err.contains("expected a node of the tree"), "{err}");
        let bad_line = match format {
            "text" => "line 2: bad line (column 1: expected a node of the tree",
            "csv" => "1 bad line",
            _ => "\"expected\": \"a node of the tree",
        };
        assert!(out.contains(bad_line), "{format}: {out}");
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
        out.contains(&format!("{ada}: all 6 nodes asked about correct")),
        "{out}"
    );
    assert!(
        out.contains(&format!("{eve}: 1 of 6 nodes asked about correct")),
        "{out}"
    );
    assert!(
        out.contains(&format!("{odd}: 1 of 6 nodes asked about correct")),
        "{out}"
    );
    // A quoted pattern is still expanded.
    let all = format!("{}/*.txt", dir.path().display());
    let o = run(dir.path(), &["check", AIMA, "--answer", &all, "-f", "csv"]);
    assert_eq!(String::from_utf8(o.stdout).unwrap().lines().count(), 4);
}

/// A JSON answer about the wide tree of `n` leaves: `R`, then `second`, then every
/// leaf `R.2` … `R.n`, right.
fn json_answer(dir: &Path, name: &str, second: &str, n: usize) -> String {
    let mut s = String::from("[{\"node\": \"R\", \"value\": 6},\n");
    s.push_str(second);
    for i in 2..=n {
        s.push_str(&format!(
            ",\n{{\"node\": \"R.{i}\", \"value\": {}}}",
            (i - 1) % 7
        ));
    }
    s.push_str("]\n");
    write_file(dir, name, &s)
}

#[test]
fn a_bad_json_entry_is_one_mistake_and_a_broken_list_stops_the_reading() {
    let dir = tempfile::tempdir().unwrap();
    // 200,000 entries, the second wrong: the quadratic reader took minutes here. A
    // bad entry is one mistake and the other 199,999 are marked.
    let n = 200_000;
    let tree = wide_tree(dir.path(), n);
    let bad_entries = [
        (
            "{\"node\": \"Q\", \"value\": 1}",
            "10: expected a node of the tree",
        ),
        ("{\"node\": \"R.1\"}", "10: expected a `value`"),
        (
            "{\"node\": \"R.1\", \"value\": x}",
            "26: expected an answer such as",
        ),
        (
            "{\"node\": \"R\", \"value\": 6}",
            "10: expected one answer per node",
        ),
    ];
    for (i, (second, want)) in bad_entries.iter().enumerate() {
        let bad = json_answer(dir.path(), &format!("bad{i}.json"), second, n);
        let o = run(dir.path(), &["check", &tree, "--answer", &bad]);
        assert_eq!(o.status.code(), Some(1), "{second}");
        assert!(
            o.stderr.is_empty(),
            "{}",
            String::from_utf8_lossy(&o.stderr)
        );
        let out = String::from_utf8_lossy(&o.stdout);
        // Only R is asked about; the leaves, copied, earn nothing, and the bad line
        // costs as a wrong line does.
        let verdict = "1 of 1 nodes asked about correct, 1 other line wrong (50%)";
        assert!(out.lines().next().unwrap().contains(verdict), "{second}");
        let bad = bad_line_reports(&o.stdout);
        assert_eq!(bad.len(), 1, "{second}: {bad:?}");
        assert!(
            bad[0].contains(&format!("line 2: bad line (column {want}")),
            "{bad:?}"
        );
    }
    // What is no answer list stops the reading at once, and the other files are
    // still marked.
    let good = write_file(dir.path(), "z-good.txt", "R = 6\nR.1 = 0\n");
    let broken = [
        ("5", ":2:1: expected an answer such as"),
        (
            "{\"node\": \"R.1\", \"value\": 0} x",
            ":2:29: expected `,` or `]` after an answer, found `x,`",
        ),
    ];
    for (i, (second, want)) in broken.iter().enumerate() {
        let bad = json_answer(dir.path(), &format!("broken{i}.json"), second, n);
        let o = run(dir.path(), &["check", &tree, "--answer", &bad, &good]);
        assert_eq!(o.status.code(), Some(2), "{second}");
        let err = String::from_utf8(o.stderr).unwrap();
        assert!(err.starts_with(&format!("error: {bad}{want}")), "{err}");
        assert_eq!(err.lines().count(), 1, "{err}");
        let out = String::from_utf8(o.stdout).unwrap();
        assert!(
            out.contains("z-good.txt: all 1 nodes asked about correct"),
            "{out}"
        );
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
    // R, the one node asked about, is right; the leaves earn nothing, the wrong one
    // costs.
    let row = ",1,2,50.0,1,0,0,0,0,0,\"1 of 1 nodes asked about correct, 1 other line wrong (50%): 1 wrong value\"";
    assert!(csv.contains(row), "{csv}");
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
    assert_eq!(o.status.code(), Some(1));
    // The bad line's report line: the node as written, shortened, and the message.
    let out = String::from_utf8(o.stdout).unwrap();
    let err = out
        .lines()
        .find(|l| l.contains(": bad line ("))
        .unwrap()
        .to_string();
    assert!(err.len() < 1_000, "{} bytes: {err:.300}", err.len());
    assert!(
        err.starts_with(&format!("  ✗ {}… ", "L".repeat(30))),
        "{err:.300}"
    );
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

/// The lines of a text report that mark bad lines.
fn bad_line_reports(out: &[u8]) -> Vec<String> {
    String::from_utf8(out.to_vec())
        .unwrap()
        .lines()
        .filter(|l| l.contains(": bad line (column "))
        .map(str::to_string)
        .collect()
}

#[test]
fn huge_numbers_are_mistakes_not_panics_nor_zero() {
    let dir = tempfile::tempdir().unwrap();
    let cases = [
        (
            "A = -9223372036854775808\n",
            "line 1: bad line (column 5: expected a value between",
        ),
        (
            "A = 99999999999999999999999\n",
            "line 1: bad line (column 5: expected a value between",
        ),
        (
            "A = 3 [-9223372036854775808, inf]\n",
            "line 1: bad line (column 8: expected a value between",
        ),
        (
            "[{\"node\": \"A\", \"value\": -9223372036854775808}]",
            "line 1: bad line (column 11: expected a value between",
        ),
        (
            "[{\"node\": \"A\", \"value\": 1e400}]",
            "line 1: bad line (column 29: expected an answer such as",
        ),
    ];
    for (i, (text, want)) in cases.iter().enumerate() {
        let f = write_file(dir.path(), &format!("n{i}.txt"), text);
        let o = run(dir.path(), &["check", AIMA, "--answer", &f]);
        let err = String::from_utf8(o.stderr).unwrap();
        assert_eq!(o.status.code(), Some(1), "{text}: {err}");
        let bad = bad_line_reports(&o.stdout);
        assert_eq!(bad.len(), 1, "{text}: {bad:?}");
        assert!(bad[0].contains(want), "{text}: {bad:?}");
    }
}

#[test]
fn deep_nesting_bad_utf8_and_long_lines_are_located() {
    let dir = tempfile::tempdir().unwrap();
    let deep = format!("[{{\"node\": \"A\", \"x\": {}", "[".repeat(1_000_000));
    let long_line = format!("A = {}\n", "9".repeat(5_000_000));
    let long_node = format!("{} = 1\n", "N".repeat(5_000_000));
    // No answer at all: an error on standard error, exit 2.
    let errors: [(&str, &[u8], &str); 4] = [
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
    ];
    for (name, bytes, want) in errors {
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
    // A bad line, however long: one short line of the report, exit 1.
    let lines: [(&str, &[u8], &str); 2] = [
        (
            "long.txt",
            long_line.as_bytes(),
            "line 1: bad line (column 5: expected a value between",
        ),
        (
            "node.txt",
            long_node.as_bytes(),
            "line 1: bad line (column 1: expected a node of the tree",
        ),
    ];
    for (name, bytes, want) in lines {
        let f = dir.path().join(name);
        std::fs::write(&f, bytes).unwrap();
        let f = f.to_string_lossy().into_owned();
        let o = run(dir.path(), &["check", AIMA, "--answer", &f]);
        assert_eq!(o.status.code(), Some(1), "{name}");
        assert!(o.stderr.is_empty(), "{name}");
        assert!(o.stdout.len() < 2_000, "{name}: {} bytes", o.stdout.len());
        let bad = bad_line_reports(&o.stdout);
        assert_eq!(bad.len(), 1, "{name}: {bad:?}");
        assert!(bad[0].contains(want), "{name}: {bad:?}");
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
