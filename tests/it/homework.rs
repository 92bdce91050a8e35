//! `gametree exercise` and `gametree check`: marking end to end (every kind of mistake,
//! every convention option where it changes the verdict, bad input), reproducible
//! exercises, and a property test of 1,000 generated exercises against an independent
//! alpha-beta written here.

use assert_cmd::Command;
use gametree::homework::exercise::{self, RootSide, Spec};
use gametree::homework::{check, solve, Conventions};
use gametree::record::NodeNames as Names;
use gametree::search::{Algorithm, CutRule};
use proptest::prelude::*;
use std::path::Path;

fn gametree() -> Command {
    let mut cmd = Command::cargo_bin("gametree").unwrap();
    for v in crate::common::LOCALE_VARS {
        cmd.env_remove(v);
    }
    cmd
}

const AIMA: &str = "examples/aima-fig-5-2.pos";

/// Writes `text` to a temporary answer file.
fn answer_file(dir: &tempfile::TempDir, name: &str, text: &str) -> String {
    let p = dir.path().join(name);
    std::fs::write(&p, text).unwrap();
    p.display().to_string()
}

/// Runs `check TREE --answer ANSWER ARGS…`; returns (exit code, stdout, stderr).
fn check_run(tree: &str, answer: &str, args: &[&str]) -> (i32, String, String) {
    let out = gametree()
        .args(["check", tree, "--answer", answer])
        .args(args)
        .output()
        .unwrap();
    (
        out.status.code().unwrap(),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

/// Marks `text` against `tree` with `args`; returns (exit code, the JSON of the one file).
fn mark(tree: &str, text: &str, args: &[&str]) -> (i32, serde_json::Value) {
    let dir = tempfile::tempdir().unwrap();
    let f = answer_file(&dir, "a.txt", text);
    let mut all = vec!["--format", "json"];
    all.extend_from_slice(args);
    let (code, out, err) = check_run(tree, &f, &all);
    assert_ne!(code, 2, "bad input: {err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    (code, v["results"][0].clone())
}

/// Node `node`'s marking in a file's JSON marking.
fn node<'a>(result: &'a serde_json::Value, node: &str) -> &'a serde_json::Value {
    result["nodes"]
        .as_array()
        .unwrap()
        .iter()
        .find(|n| n["node"] == node)
        .unwrap_or_else(|| panic!("node {node} not marked: {result}"))
}

/// The mistakes of node `node` in a file's JSON marking, as `kind` names.
fn mistakes(result: &serde_json::Value, node_name: &str) -> Vec<String> {
    node(result, node_name)["mistakes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["kind"].as_str().unwrap().to_string())
        .collect()
}

/// AIMA Fig. 5.2 as `gametree search` draws it (fail-hard: C and D return α = 3).
const AIMA_ANSWER: &str = "A = 3
B = 3        [-inf, inf]
C <= 3       [3, inf]
C.2 pruned
C.3 pruned
D <= 3       [3, inf]
";

/// The same in AIMA's own fail-soft values (the best value found: C ≤ 2, D = 2).
const AIMA_SOFT: &str = "A = 3
B = 3        [-inf, inf]
C <= 2       [3, inf]
C.2 pruned
C.3 pruned
D = 2        [3, inf]
";

#[test]
fn the_brief_example_is_fully_correct_and_exits_0() {
    let dir = tempfile::tempdir().unwrap();
    let f = answer_file(&dir, "aima.txt", AIMA_ANSWER);
    let (code, out, _) = check_run(AIMA, &f, &[]);
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("all 6 nodes asked about correct"), "{out}");
    let (_, r) = mark(AIMA, AIMA_ANSWER, &[]);
    assert_eq!(r["score"], 100.0);
    assert_eq!(r["correct"], 6);
}

/// AIMA Fig. 5.2's seven searched leaves, copied from the tree as they are given.
const AIMA_LEAVES: &str = "B.1 = 3\nB.2 = 12\nB.3 = 8\nC.1 = 2\nD.1 = 14\nD.2 = 5\nD.3 = 2\n";

#[test]
fn copied_leaves_earn_no_marks() {
    // Issue 40: every node asked about wrong and the seven leaves copied from the
    // sheet scored 7 of 13 (54 %). The score is the nodes asked about (A, B, C, D,
    // C.2, C.3): 0 of 6.
    let worthless = format!("A = 1\nB = 1\nC = 1\nD = 1\nC.2 = 1\nC.3 = 1\n{AIMA_LEAVES}");
    let (code, r) = mark(AIMA, &worthless, &[]);
    assert_eq!(code, 1);
    assert_eq!(
        (r["correct"].as_u64(), r["total"].as_u64()),
        (Some(0), Some(6)),
        "{r}"
    );
    assert_eq!(r["asked"], 6, "{r}");
    assert_eq!(r["score"], 0.0);
    let verdict = r["verdict"].as_str().unwrap();
    assert!(
        verdict.starts_with("0 of 6 nodes asked about correct (0%): "),
        "{verdict}"
    );
    // A copied leaf is still marked, and says it counts for nothing.
    let b1 = node(&r, "B.1");
    assert_eq!(
        (b1["correct"].as_bool(), b1["asked"].as_bool()),
        (Some(true), Some(false))
    );
    // The right answer with the leaves copied: all correct, exit 0; the leaves change
    // nothing.
    let (code, r) = mark(AIMA, &format!("{AIMA_ANSWER}{AIMA_LEAVES}"), &[]);
    assert_eq!(code, 0, "{r}");
    assert_eq!(
        (r["correct"].as_u64(), r["total"].as_u64()),
        (Some(6), Some(6))
    );
    assert_eq!(r["verdict"], "all 6 nodes asked about correct");
    // A wrong leaf is a mistake: it costs as a bad line does, and earns nothing.
    let (code, r) = mark(AIMA, &format!("{AIMA_ANSWER}B.1 = 4\nC.1 pruned\n"), &[]);
    assert_eq!(code, 1);
    assert_eq!(
        (r["correct"].as_u64(), r["total"].as_u64()),
        (Some(6), Some(8)),
        "{r}"
    );
    assert_eq!(mistakes(&r, "B.1"), ["wrong-value"]);
    assert_eq!(mistakes(&r, "C.1"), ["pruned-but-searched"]);
    assert_eq!(
        r["verdict"],
        "6 of 6 nodes asked about correct, 2 other lines wrong (75%): 1 wrong value, 1 pruned but should be searched"
    );
    // The text report says which lines count for nothing.
    let dir = tempfile::tempdir().unwrap();
    let f = answer_file(&dir, "leaves.txt", &worthless);
    let (_, out, _) = check_run(AIMA, &f, &[]);
    assert!(
        out.starts_with(&format!("{f}: 0 of 6 nodes asked about correct (0%)")),
        "{out}"
    );
    assert!(
        out.contains("✓ B.1  = 3   line 7: correct, not asked about (counts for nothing)"),
        "{out}"
    );
}

/// An AIMA answer with a wrong value, a wrong window and a node wrongly pruned.
const SEVERAL: &str = "A = 4
B = 3        [-inf, 5]
C pruned
D <= 3       [3, inf]
";

#[test]
fn every_kind_of_mistake_is_detected_and_named() {
    let text = &format!("{SEVERAL}D.2 = 5\n");
    let (code, r) = mark(AIMA, text, &[]);
    assert_eq!(code, 1);
    assert_eq!(mistakes(&r, "A"), ["wrong-value"]);
    assert_eq!(mistakes(&r, "B"), ["wrong-window"]);
    assert_eq!(mistakes(&r, "C"), ["pruned-but-searched"]);
    assert_eq!(mistakes(&r, "C.2"), ["missing"]);
    assert_eq!(mistakes(&r, "C.3"), ["missing"]);
    assert!(mistakes(&r, "D").is_empty());
    // A searched leaf claimed pruned, a pruned one given a value.
    let (_, r2) = mark(AIMA, "C.1 pruned\nC.3 = 6\n", &[]);
    assert_eq!(mistakes(&r2, "C.1"), ["pruned-but-searched"]);
    assert_eq!(mistakes(&r2, "C.3"), ["searched-but-pruned"]);
    // The text report names them and gives the score.
    let dir = tempfile::tempdir().unwrap();
    let f = answer_file(&dir, "s.txt", text);
    let (_, out, _) = check_run(AIMA, &f, &[]);
    assert!(out.contains("wrong value (expected = 3, got = 4)"), "{out}");
    assert!(out.contains("wrong window (expected [-inf, inf], got [-inf, 5])"));
    assert!(out.contains("pruned but should be searched"));
    assert!(out.contains("missing (expected pruned)"));
    assert!(
        out.contains("1 of 6 nodes asked about correct (17%)"),
        "{out}"
    );
    let (_, r3) = mark(AIMA, "D.2 = 5\n", &[]);
    assert_eq!(mistakes(&r3, "D.2"), Vec::<String>::new());
}

#[test]
fn fail_hard_and_fail_soft_differ_exactly_at_the_cut_and_fail_low_nodes() {
    let (code, hard) = mark(AIMA, AIMA_ANSWER, &["--convention", "fail-hard"]);
    assert_eq!(code, 0, "{hard}");
    let (code, soft) = mark(AIMA, AIMA_ANSWER, &["--convention", "fail-soft"]);
    assert_eq!(code, 1);
    for n in ["A", "B", "C.2", "C.3"] {
        assert!(mistakes(&soft, n).is_empty(), "{n}");
    }
    // Fail-soft returns the best value found at C (cut) and at D (fail low): 2, not 3.
    assert_eq!(mistakes(&soft, "C"), ["wrong-value"]);
    assert_eq!(mistakes(&soft, "D"), ["wrong-value"]);
    assert_eq!(mark(AIMA, AIMA_SOFT, &["--convention", "fail-soft"]).0, 0);
    // The default is fail-hard, what `gametree search` draws.
    let (code, default) = mark(AIMA, AIMA_SOFT, &[]);
    assert_eq!(code, 1);
    assert_eq!(mistakes(&default, "C"), ["wrong-value"]);
    assert_eq!(mistakes(&default, "D"), ["wrong-value"]);
}

/// `[A: [B: 3 5] [C: 3 9]]`: at C the first leaf ties α = β = 3.
const TIE: &str = "game: tree\nroot: max\ntree: [A: [B: 3 5] [C: 3 9]]\n";

#[test]
fn prune_on_ge_and_gt_differ_exactly_at_a_tie() {
    let dir = tempfile::tempdir().unwrap();
    let tree = answer_file(&dir, "tie.pos", TIE);
    let ge = "A = 3\nB = 3 [-inf, inf]\nC <= 3 [3, inf]\nC.2 pruned\n";
    let (code, r) = mark(&tree, ge, &["--prune-on", "ge"]);
    assert_eq!(code, 0, "{r}");
    let (code, r) = mark(&tree, ge, &["--prune-on", "gt"]);
    assert_eq!(code, 1);
    assert_eq!(mistakes(&r, "C.2"), ["pruned-but-searched"]);
    for n in ["A", "B", "C"] {
        assert!(mistakes(&r, n).is_empty(), "{n}: {r}");
    }
    let gt = "A = 3\nB = 3 [-inf, inf]\nC <= 3 [3, inf]\n";
    assert_eq!(mark(&tree, gt, &["--prune-on", "gt"]).0, 0);
    let (_, r) = mark(&tree, gt, &["--prune-on", "ge"]);
    assert_eq!(mistakes(&r, "C.2"), ["missing"]);
}

#[test]
fn values_side_to_move_negates_min_nodes_and_flips_their_windows() {
    let (code, r) = mark(AIMA, AIMA_ANSWER, &["--values", "side-to-move"]);
    assert_eq!(code, 1);
    assert!(mistakes(&r, "A").is_empty());
    // B's window [-inf, inf] is the same from both sides; its value is not.
    assert_eq!(mistakes(&r, "B"), ["wrong-value"]);
    assert_eq!(mistakes(&r, "C"), ["wrong-value", "wrong-window"]);
    let negamax = "A = 3\nB = -3 [-inf, inf]\nC >= -3 [-inf, -3]\nC.2 pruned\nC.3 pruned\nD >= -3 [-inf, -3]\n";
    assert_eq!(mark(AIMA, negamax, &["--values", "side-to-move"]).0, 0);
}

#[test]
fn accept_bounds_decides_whether_a_bound_counts_at_a_cut_node() {
    assert_eq!(mark(AIMA, AIMA_ANSWER, &["--accept-bounds", "yes"]).0, 0);
    let (code, r) = mark(AIMA, AIMA_ANSWER, &["--accept-bounds", "no"]);
    assert_eq!(code, 1);
    assert_eq!(mistakes(&r, "C"), ["wrong-value"]);
    assert_eq!(
        mistakes(&r, "D"),
        ["wrong-value"],
        "D fails low: only a bound"
    );
    assert!(mistakes(&r, "B").is_empty(), "B's value is exact");
    let plain = AIMA_ANSWER
        .replace("C <= 3", "C = 3")
        .replace("D <= 3", "D = 3");
    assert_eq!(mark(AIMA, &plain, &["--accept-bounds", "no"]).0, 0);
    assert_eq!(mark(AIMA, &plain, &["--accept-bounds", "yes"]).0, 0);
    // A bound in the wrong direction never counts.
    let wrong = AIMA_ANSWER.replace("C <= 3", "C >= 3");
    assert_eq!(mark(AIMA, &wrong, &[]).0, 1);
}

#[test]
fn minimax_marks_every_node_as_searched_without_windows() {
    let text = "A = 3\nB = 3\nC = 2\nD = 2\n";
    assert_eq!(mark(AIMA, text, &["--algorithm", "minimax"]).0, 0);
    let (_, r) = mark(AIMA, AIMA_ANSWER, &["--algorithm", "minimax"]);
    assert_eq!(mistakes(&r, "B"), ["wrong-window"]);
    assert_eq!(mistakes(&r, "C.2"), ["pruned-but-searched"]);
}

#[test]
fn json_answers_mark_like_text_answers() {
    let json = r#"[{"node": "A", "value": 3},
 {"node": "1", "value": 3, "window": ["-inf", "inf"]},
 {"node": "C", "value": 3, "bound": "<=", "window": [3, "inf"]},
 {"node": "C.2", "pruned": true}, {"node": "2.3", "pruned": true},
 {"node": "D", "value": 3}]"#;
    let (code, r) = mark(AIMA, json, &[]);
    assert_eq!(code, 0, "{r}");
}

/// The bad lines of a file's JSON marking, as `(line, column, expected, found, node)`.
fn bad_lines(result: &serde_json::Value) -> Vec<(u64, u64, String, String, Option<String>)> {
    result["bad_lines"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| {
            let m = &l["mistake"];
            assert_eq!(m["kind"], "bad-line");
            (
                l["line"].as_u64().unwrap(),
                m["column"].as_u64().unwrap(),
                m["expected"].as_str().unwrap().to_string(),
                m["found"].as_str().unwrap().to_string(),
                l["node"].as_str().map(str::to_string),
            )
        })
        .collect()
}

#[test]
fn a_bad_line_is_one_mistake_on_its_line_and_the_rest_is_marked() {
    // Each case: a bad line in the middle of an otherwise right answer. The bad line is
    // a mistake on its node when the node could be read and has no other answer, else
    // a line of its own; every other node is still marked, and check exits 1.
    let right = AIMA_ANSWER.replace("C <= 3       [3, inf]\n", "");
    let cases: [(&str, &str, u64, &str, &str); 10] = [
        (
            "Z = 4",
            "",
            1,
            "a node of the tree: a label (`A`, `B`, `C`, `D`)",
            "`Z`",
        ),
        (
            "C.7 pruned",
            "",
            1,
            "a node of the tree (a child index that `C` has)",
            "`C.7`",
        ),
        (
            "A = 3",
            "",
            1,
            "one answer per node (`A` is answered on line 1)",
            "a second answer `A`",
        ),
        ("C = x", "C", 5, "a value (an integer)", "`x`"),
        (
            "C = 3 [1, 2",
            "C",
            12,
            "`]` closing the window",
            "the end of the line",
        ),
        (
            "C maybe",
            "C",
            3,
            "`=`, `<=`, `>=` and a value, or `pruned`",
            "`maybe`",
        ),
        ("C == 3", "C", 4, "a value (an integer)", "`=`"),
        (
            "C = 99999999999999999999",
            "C",
            5,
            "a value between -1000000000 and 1000000000",
            "`99999999999999999999`",
        ),
        (
            "= 3",
            "",
            1,
            "a node (a label such as `C` or a path such as `C.2`)",
            "`= 3`",
        ),
        (
            "C <= 3 [3, inf] x",
            "C",
            17,
            "the end of the line (or a `#` comment)",
            "`x`",
        ),
    ];
    for (line, on, column, expected, found) in cases {
        let text = format!("{right}{line}\n");
        let (code, r) = mark(AIMA, &text, &[]);
        assert_eq!(code, 1, "{line}: {r}");
        assert_eq!(r["all_correct"], false);
        for n in ["A", "B", "C.2", "C.3", "D"] {
            assert!(mistakes(&r, n).is_empty(), "{line}: {n} {r}");
        }
        if on.is_empty() {
            // A line of its own; C, not answered, is missing.
            let bad = bad_lines(&r);
            assert_eq!(bad.len(), 1, "{line}: {r}");
            assert_eq!((bad[0].0, bad[0].1), (6, column), "{line}");
            assert!(bad[0].2.starts_with(expected), "{line}: {}", bad[0].2);
            assert_eq!(bad[0].3, found, "{line}");
            assert_eq!(mistakes(&r, "C"), ["missing"]);
            assert_eq!(r["total"], 7, "{line}");
        } else {
            // The mistake is C's, on line 6: one mistake, not also a missing node.
            assert!(bad_lines(&r).is_empty(), "{line}: {r}");
            assert_eq!(mistakes(&r, "C"), ["bad-line"], "{line}");
            let c = node(&r, on);
            assert_eq!(c["line"], 6);
            let m = &c["mistakes"][0];
            assert_eq!(m["column"], column, "{line}");
            assert!(
                m["expected"].as_str().unwrap().starts_with(expected),
                "{line}: {m}"
            );
            assert_eq!(m["found"], found, "{line}");
            assert_eq!(r["total"], 6, "{line}");
        }
        assert_eq!(r["correct"], 5, "{line}");
    }
    // The text report shows the line and the column, and the CSV counts bad lines.
    let dir = tempfile::tempdir().unwrap();
    let f = answer_file(&dir, "bad.txt", &format!("{right}Z = 4\nC = x\n"));
    let (code, out, err) = check_run(AIMA, &f, &[]);
    assert_eq!(code, 1, "{err}");
    assert!(
        err.is_empty(),
        "a bad line is a mistake, not an error: {err}"
    );
    assert!(
        out.contains("5 of 6 nodes asked about correct, 1 other line wrong (71%): 2 bad lines"),
        "{out}"
    );
    let line = |start: &str| {
        out.lines()
            .find(|l| l.starts_with(start))
            .unwrap_or_else(|| panic!("no line {start}: {out}"))
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ")
    };
    assert!(
        line("  ✗ Z ").starts_with("✗ Z - line 6: bad line (column 1: expected a node of the tree"),
        "{out}"
    );
    assert_eq!(
        line("  ✗ C "),
        "✗ C - line 7: bad line (column 5: expected a value (an integer), found `x`)"
    );
    let (_, csv, _) = check_run(AIMA, &f, &["-f", "csv"]);
    assert!(
        csv.contains(
            ",5,7,71.4,0,0,0,0,0,2,\"5 of 6 nodes asked about correct, 1 other line wrong"
        ),
        "{csv}"
    );
}

#[test]
fn a_bad_json_entry_is_one_mistake_and_the_rest_is_marked() {
    let entries = [
        r#"{"node": "Q", "value": 1}"#,
        r#"{"node": "C", "value": x}"#,
        r#"{"node": "C", "bound": "~", "value": 3}"#,
        r#"{"node": "C"}"#,
        r#"{"node": "C", "value": 3, "colour": "red"}"#,
        r#"{"node": 1}"#,
    ];
    let right = r#"{"node": "A", "value": 3}, {"node": "B", "value": 3},
 {"node": "C.2", "pruned": true}, {"node": "C.3", "pruned": true},
 {"node": "D", "value": 3}"#;
    for (i, e) in entries.iter().enumerate() {
        let (code, r) = mark(AIMA, &format!("[{right},\n {e}]"), &[]);
        assert_eq!(code, 1, "{e}: {r}");
        assert_eq!(r["correct"], 5, "{e}: {r}");
        let on_c = mistakes(&r, "C") == ["bad-line"];
        let alone = bad_lines(&r);
        // An entry whose node can be read is C's mistake; otherwise a line of its own.
        assert_eq!(on_c, i != 0 && i != 5, "{e}: {r}");
        assert_eq!(alone.len(), usize::from(!on_c), "{e}: {r}");
        if let Some(b) = alone.first() {
            assert_eq!(b.0, 4, "{e}");
        }
    }
}

#[test]
fn only_what_is_no_answer_at_all_exits_2() {
    let dir = tempfile::tempdir().unwrap();
    let cases: [(&str, &[u8], &str); 5] = [
        (
            "utf8.txt",
            b"A = 3\nB \xff= 3\n",
            ":2:3: expected UTF-8 text",
        ),
        (
            "list.json",
            b"[{\"node\": \"A\", \"value\": 3} {",
            ":1:28: expected `,` or `]`",
        ),
        (
            "open.json",
            b"[{\"node\": \"A\", \"value\": 3}",
            ":1:27: expected `,` or `]` after an answer, found the end of the file",
        ),
        ("number.json", b"[1, 2]", ":1:2: expected an answer such as"),
        (
            "object.json",
            b"{\"students\": []}",
            ":1:1: expected an `answers` list",
        ),
    ];
    let good = answer_file(&dir, "z-good.txt", AIMA_ANSWER);
    for (name, bytes, want) in cases {
        let f = dir.path().join(name);
        std::fs::write(&f, bytes).unwrap();
        let f = f.display().to_string();
        let (code, out, err) = check_run(AIMA, &f, &[]);
        assert_eq!(code, 2, "{name}: {out}");
        assert!(err.contains(&format!("{f}{want}")), "{name}: {err}");
        assert!(!err.contains("panicked"));
        // The other files are still marked.
        let out = gametree()
            .args(["check", AIMA, "--answer", &f, &good])
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2));
        let text = String::from_utf8(out.stdout).unwrap();
        assert!(
            text.contains("z-good.txt: all 6 nodes asked about correct"),
            "{text}"
        );
    }
    let (code, _, err) = check_run(AIMA, "no/such/*.txt", &[]);
    assert_eq!(code, 2);
    assert!(err.contains("no file matches"), "{err}");
    let (code, _, err) = check_run("examples/tictactoe-empty.pos", AIMA, &[]);
    assert_eq!(code, 2);
    assert!(err.contains("explicit trees"), "{err}");
    let (code, _, err) = check_run(AIMA, AIMA, &["--require-bounds", "--accept-bounds", "no"]);
    assert_eq!(code, 2);
    assert!(err.contains("--require-bounds"), "{err}");
}

/// A file without a single answer line (empty, comments and blank lines, an empty
/// JSON list) is no answer at all: exit 2, as the README says, not "6 missing".
#[test]
fn a_file_without_answer_lines_is_no_answer_and_exits_2() {
    let dir = tempfile::tempdir().unwrap();
    let good = answer_file(&dir, "z-good.txt", AIMA_ANSWER);
    for (name, text) in [
        ("empty.txt", ""),
        ("comments.txt", "# my answer\n\n   # later\n"),
        ("list.json", "[]"),
        ("object.json", "{\"answers\": []}"),
    ] {
        let f = answer_file(&dir, name, text);
        let out = gametree()
            .args(["check", AIMA, "--answer", &f, &good])
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2), "{name}");
        let err = String::from_utf8(out.stderr).unwrap();
        assert!(
            err.contains(&format!("{f}: expected answer lines")),
            "{name}: {err}"
        );
        let text = String::from_utf8(out.stdout).unwrap();
        assert!(text.contains(&format!("{f}: error: ")), "{text}");
        assert!(
            text.contains("z-good.txt: all 6 nodes asked about correct"),
            "{text}"
        );
    }
}

#[test]
fn a_folder_of_answers_gives_one_csv_row_each_and_matches_the_example() {
    let out = gametree()
        .args([
            "check",
            "examples/homework/exercise.pos",
            "--answer",
            "examples/homework/answers/*.txt",
            "--format",
            "csv",
        ])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let csv = String::from_utf8(out.stdout).unwrap();
    let example = std::fs::read_to_string("examples/homework/marks.csv").unwrap();
    assert_eq!(csv, example, "examples/homework/marks.csv is out of date");
    let rows: Vec<&str> = csv.lines().collect();
    assert_eq!(rows.len(), 5);
    assert!(rows[1].contains(",17,17,100.0,"));
    assert!(rows[2].contains("1 wrong window"));
    assert!(rows[4].starts_with("examples/homework/answers/dan-fail-soft.txt,13,17,"));
    // The example exercise is what its header command makes.
    let pos = std::fs::read_to_string("examples/homework/exercise.pos").unwrap();
    let cmd: Vec<&str> = pos.lines().next().unwrap()[2..]
        .split(' ')
        .skip(1)
        .collect();
    let made = gametree().args(&cmd).output().unwrap();
    assert_eq!(String::from_utf8(made.stdout).unwrap(), pos);
    // The model answer is the correct example answer.
    let mut a = cmd.clone();
    a.extend(["--format", "answer"]);
    let model = String::from_utf8(gametree().args(&a).output().unwrap().stdout).unwrap();
    let ada = std::fs::read_to_string("examples/homework/answers/ada-correct.txt").unwrap();
    assert!(ada.ends_with(&model));
}

#[test]
fn html_report_marks_mistakes_and_escapes_file_names() {
    let dir = tempfile::tempdir().unwrap();
    let f = answer_file(&dir, "<b>&x.txt", "A = 4\n");
    let (code, out, _) = check_run(AIMA, &f, &["--format", "html"]);
    assert_eq!(code, 1);
    assert!(!out.contains("<b>&x"));
    assert!(out.contains("&lt;b&gt;&amp;x.txt"));
    assert!(
        out.contains("= 4 ✗ = 3"),
        "expected value beside the wrong one"
    );
    assert!(out.contains("stroke=\"#d32f2f\" stroke-width=\"2.4\""));
}

#[test]
fn exercise_seed_7_is_byte_identical_and_fixed() {
    for format in ["tree", "answer", "svg", "tikz", "html"] {
        let run = || {
            gametree()
                .args(["exercise", "--seed", "7", "--format", format])
                .output()
                .unwrap()
        };
        let (a, b) = (run(), run());
        assert!(a.status.success());
        assert_eq!(a.stdout, b.stdout, "{format}");
        assert!(!a.stdout.is_empty());
    }
    let solution = gametree()
        .args(["exercise", "--seed", "7", "--format", "svg", "--solution"])
        .output()
        .unwrap();
    assert!(solution.status.success());
    // The generator is pinned (ChaCha8, our own range mapping): seed 7 is this tree on
    // every machine and version. A change here breaks every published exercise.
    let out = gametree()
        .args(["exercise", "--seed", "7"])
        .output()
        .unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.ends_with("tree: [A: [B: [C: 2 -2 -3] [D: 5 -7 16] [E: -17 18 -11]] [F: [G: 20 17 19] [H: -17 -20 18] [I: -10 6 11]] [J: [K: 3 -7 -1] [L: 8 -14 20] [M: -1 -17 -19]]]
"), "{text}");
    // Without --seed the seed is printed, and it makes the same exercise again.
    let out = gametree().args(["exercise"]).output().unwrap();
    let err = String::from_utf8(out.stderr).unwrap();
    let seed = err.split_whitespace().nth(1).unwrap();
    let again = gametree()
        .args(["exercise", "--seed", seed])
        .output()
        .unwrap();
    assert_eq!(out.stdout, again.stdout);
}

#[test]
fn blank_sheets_show_leaves_but_no_answers() {
    let out = gametree()
        .args(["exercise", "--seed", "7", "--format", "svg"])
        .output()
        .unwrap();
    let svg = String::from_utf8(out.stdout).unwrap();
    assert!(svg.contains(">-17</text>"), "leaf values shown");
    assert!(
        !svg.contains("stroke-dasharray"),
        "nothing pruned on a blank sheet"
    );
    assert!(
        !svg.contains("stroke-width=\"2.4\""),
        "no principal variation"
    );
    assert!(!svg.contains("∞"), "no windows");
    roxmltree::Document::parse(&svg).unwrap();
}

#[test]
fn blank_sheets_name_the_root_and_print_in_black_and_white() {
    for args in [
        &["--seed", "7"][..],
        &[
            "--seed",
            "5",
            "--root",
            "min",
            "--depth",
            "4",
            "--branching",
            "2",
        ],
    ] {
        let out = gametree()
            .args(["exercise", "-f", "svg"])
            .args(args)
            .output()
            .unwrap();
        let svg = String::from_utf8(out.stdout).unwrap();
        let doc = roxmltree::Document::parse(&svg).unwrap();
        // Nothing is filled with a colour: boxes are white, text is ink.
        for n in doc.descendants().filter(|n| n.has_attribute("fill")) {
            let fill = n.attribute("fill").unwrap();
            assert!(
                ["#ffffff", "none", "#222222"].contains(&fill),
                "{args:?}: {fill} on <{}>",
                n.tag_name().name()
            );
        }
        // The tree is drawn inside its own <svg>, placed below the caption.
        let tree = doc
            .descendants()
            .find(|n| n.tag_name().name() == "svg" && n.has_attribute("x"))
            .unwrap();
        let dy: f64 = tree.attribute("y").unwrap().parse().unwrap();
        let num = |n: roxmltree::Node, a: &str| n.attribute(a).unwrap().parse::<f64>().unwrap();
        let texts: Vec<(String, f64)> = doc
            .root_element()
            .children()
            .filter(|n| n.tag_name().name() == "text")
            .map(|n| (n.text().unwrap().to_string(), num(n, "y")))
            .collect();
        // Each level's side is written in the margin, and matches the shapes there:
        // MAX nodes are boxes, MIN nodes ellipses.
        let levels: Vec<&(String, f64)> = texts
            .iter()
            .filter(|(t, _)| t == "MAX" || t == "MIN")
            .collect();
        let depth: usize = if args.contains(&"4") { 4 } else { 3 };
        assert_eq!(levels.len(), depth + 1, "{args:?}: {texts:?}");
        let root_side = if args.contains(&"min") { "MIN" } else { "MAX" };
        assert_eq!(levels[0].0, root_side);
        for (side, y) in levels {
            let shapes: Vec<&str> = tree
                .descendants()
                // Node outlines have a stroke; move labels' white boxes do not.
                .filter_map(|n| match n.tag_name().name() {
                    "rect" if n.has_attribute("x") && n.has_attribute("stroke") => {
                        Some(("rect", num(n, "y") + num(n, "height") / 2.0))
                    }
                    "ellipse" => Some(("ellipse", num(n, "cy"))),
                    _ => None,
                })
                .filter(|(_, cy)| (cy + dy - y).abs() < 1.0)
                .map(|(shape, _)| shape)
                .collect();
            assert!(!shapes.is_empty(), "{args:?}: nothing at the {side} level");
            let want = if side == "MAX" { "rect" } else { "ellipse" };
            assert!(
                shapes.iter().all(|s| *s == want),
                "{args:?}: {side}: {shapes:?}"
            );
        }
        // The root is named above it.
        let root_y = tree
            .descendants()
            .find_map(|n| match n.tag_name().name() {
                "rect" if n.has_attribute("x") && n.has_attribute("stroke") => Some(num(n, "y")),
                "ellipse" => Some(num(n, "cy") - num(n, "ry")),
                _ => None,
            })
            .unwrap();
        assert!(
            texts
                .iter()
                .any(|(t, y)| t == "A" && *y < root_y + dy && *y > root_y + dy - 12.0),
            "{args:?}: no A above the root: {texts:?}"
        );
        // The caption says how to fill the sheet in.
        assert!(svg.contains("The root is A"), "{args:?}");
    }
    // TikZ: white fills (no colour fill at all), the levels and the root named.
    let out = gametree()
        .args(["exercise", "--seed", "7", "-f", "tikz"])
        .output()
        .unwrap();
    let tex = String::from_utf8(out.stdout).unwrap();
    for fill in ["gtmaxfill", "gtminfill", "gtleaffill"] {
        assert!(tex.contains(&format!("\\definecolor{{{fill}}}{{HTML}}{{FFFFFF}}")));
        assert_eq!(tex.matches(&format!("\\definecolor{{{fill}}}")).count(), 1);
    }
    assert!(tex.contains("at (n0.north) {A};"), "{tex}");
    assert_eq!(tex.matches("{MAX};").count(), 2);
    assert_eq!(tex.matches("{MIN};").count(), 2);
    // HTML: the same figure, the help as text.
    let out = gametree()
        .args(["exercise", "--seed", "7", "-f", "html"])
        .output()
        .unwrap();
    let page = String::from_utf8(out.stdout).unwrap();
    assert!(page.contains(">MAX</text>") && page.contains(">A</text>"));
    assert!(!page.contains("#cfe0fb") && !page.contains("#d3f0d3") && !page.contains("#f8c9c4"));
    // The position file says so too.
    let out = gametree()
        .args(["exercise", "--seed", "7"])
        .output()
        .unwrap();
    assert!(String::from_utf8(out.stdout)
        .unwrap()
        .contains("The root is A;"));
}

#[test]
fn unsatisfiable_or_bad_exercise_options_exit_2() {
    for args in [
        vec!["--depth", "2", "--branching", "2", "--min-cutoffs", "9"],
        vec!["--deep-cutoff"],
        vec!["--branching", "3..2"],
        vec!["--depth", "12"],
        vec!["--values", "5..x"],
        vec!["--solution"],
    ] {
        let out = gametree()
            .arg("exercise")
            .args(&args)
            .args(["--seed", "1"])
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8(out.stderr).unwrap();
        assert!(!err.contains("panicked"), "{err}");
    }
}

/// A tree parsed independently of the crate, for the reference alpha-beta below.
enum T {
    Leaf(i32),
    Node(Vec<T>),
}

fn parse_tree(s: &mut std::iter::Peekable<std::str::Chars<'_>>) -> T {
    while s.peek() == Some(&' ') {
        s.next();
    }
    if s.peek() == Some(&'[') {
        s.next();
        // Skip the label `X:`.
        while s.next() != Some(':') {}
        let mut kids = Vec::new();
        loop {
            while s.peek() == Some(&' ') {
                s.next();
            }
            if s.peek() == Some(&']') {
                s.next();
                return T::Node(kids);
            }
            kids.push(parse_tree(s));
        }
    }
    let mut w = String::new();
    while let Some(&c) = s.peek() {
        if c == ' ' || c == ']' {
            break;
        }
        w.push(c);
        s.next();
    }
    T::Leaf(w.parse().unwrap())
}

/// AIMA's alpha-beta (MAX/MIN form), remembering the ply each bound was set at.
/// Returns the value; counts cut-offs (with moves left to prune) and deep ones (the
/// bound was set above the parent) and the depth of the leaves.
struct Ref {
    cutoffs: u32,
    deep: u32,
    leaf_plies: Vec<i32>,
}

impl Ref {
    fn ab(&mut self, t: &T, max: bool, ply: i32, a: (i32, i32), b: (i32, i32)) -> i32 {
        let kids = match t {
            T::Leaf(v) => {
                self.leaf_plies.push(ply);
                return *v;
            }
            T::Node(k) => k,
        };
        let (mut a, mut b) = (a, b);
        let mut best = if max { i32::MIN } else { i32::MAX };
        for (i, k) in kids.iter().enumerate() {
            let v = self.ab(k, !max, ply + 1, a, b);
            let last = i + 1 == kids.len();
            if max {
                best = best.max(v);
                if best >= b.0 {
                    if !last {
                        self.cutoffs += 1;
                        self.deep += u32::from(b.1 + 1 < ply);
                    }
                    return best;
                }
                if best > a.0 {
                    a = (best, ply);
                }
            } else {
                best = best.min(v);
                if best <= a.0 {
                    if !last {
                        self.cutoffs += 1;
                        self.deep += u32::from(a.1 + 1 < ply);
                    }
                    return best;
                }
                if best < b.0 {
                    b = (best, ply);
                }
            }
        }
        best
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 1000, ..ProptestConfig::default() })]

    /// 1,000 generated exercises meet their constraints by an independent count, have
    /// the shape asked for, and have one correct answer: the same under α ≥ β and
    /// α > β, and the model answer scores 100%. Every alpha-beta variant (fail-hard or
    /// fail-soft, α ≥ β or α > β) finds the root's minimax value.
    #[test]
    fn generated_exercises_meet_their_constraints(
        seed in any::<u64>(),
        depth in 2u32..=4,
        blo in 2u32..=3,
        extra in 0u32..=1,
        vhalf in 8i32..=30,
        cut_share in 0u32..=3,
        deep in any::<bool>(),
        root_max in any::<bool>(),
    ) {
        // At most depth − 1 cut-offs are asked for: a depth-2 binary tree has room for one.
        let min_cutoffs = cut_share.min(depth - 1);
        let spec = Spec {
            depth,
            branching: (blo, blo + extra),
            values: (-vhalf, vhalf),
            root: if root_max { RootSide::Max } else { RootSide::Min },
            min_cutoffs,
            deep_cutoff: deep && depth >= 4,
            chance: false,
        };
        let ex = exercise::generate(&spec, seed).unwrap();
        let line = ex.position.lines().find_map(|l| l.strip_prefix("tree: ")).unwrap();
        let tree = parse_tree(&mut line.chars().peekable());
        let mut r = Ref { cutoffs: 0, deep: 0, leaf_plies: Vec::new() };
        let value = r.ab(&tree, root_max, 0, (i32::MIN, -9), (i32::MAX, -9));
        // Every alpha-beta variant, either cut rule, finds the minimax value at the root.
        for alg in [Algorithm::AlphaBeta, Algorithm::AlphaBetaSoft] {
            for cut in [CutRule::Ge, CutRule::Gt] {
                prop_assert_eq!(solve(&ex.tree, alg, cut).unwrap().meta.value, value);
            }
        }
        prop_assert!(r.cutoffs >= min_cutoffs, "{} cut-offs < {min_cutoffs}: {line}", r.cutoffs);
        prop_assert_eq!(r.cutoffs as u64, ex.cutoffs);
        if spec.deep_cutoff {
            prop_assert!(r.deep >= 1, "no deep cut-off: {}", line);
        }
        prop_assert_eq!(r.deep as usize, ex.deep_cutoffs);
        prop_assert!(r.leaf_plies.iter().all(|&p| p == depth as i32));
        // One correct answer, whatever the tie rule (fail-soft: the true bounds).
        {
            let conv = |cut| Conventions { cut, soft: true, ..Conventions::default() };
            let ge = solve(&ex.tree, conv(CutRule::Ge).algorithm(), CutRule::Ge).unwrap();
            let gt = solve(&ex.tree, conv(CutRule::Gt).algorithm(), CutRule::Gt).unwrap();
            let (nge, ngt) = (Names::new(&ge), Names::new(&gt));
            prop_assert_eq!(
                check::model_answer(&ge, &nge, &conv(CutRule::Ge)),
                check::model_answer(&gt, &ngt, &conv(CutRule::Gt))
            );
            // The model answer, read back, scores 100%.
            let text = check::model_answer(&ge, &nge, &conv(CutRule::Ge));
            let lines = gametree::homework::answer::parse(text.as_bytes()).unwrap();
            let m = check::mark(&ge, &nge, &lines, &conv(CutRule::Ge));
            prop_assert!(m.all_correct(), "{}", text);
            // And under the default conventions (fail-hard), the default model answer.
            let d = Conventions::default();
            let rec = solve(&ex.tree, d.algorithm(), d.cut).unwrap();
            let names = Names::new(&rec);
            let text = check::model_answer(&rec, &names, &d);
            let lines = gametree::homework::answer::parse(text.as_bytes()).unwrap();
            prop_assert!(check::mark(&rec, &names, &lines, &d).all_correct(), "{}", text);
        }
    }
}

#[test]
fn example_folder_exists() {
    for f in [
        "examples/homework/exercise.pos",
        "examples/homework/answers/ada-correct.txt",
        "examples/homework/answers/ben-one-mistake.txt",
        "examples/homework/answers/cy-several-mistakes.txt",
        "examples/homework/answers/dan-fail-soft.txt",
        "examples/homework/aima-fail-soft.txt",
        "examples/homework/marks.csv",
    ] {
        assert!(Path::new(f).is_file(), "{f}");
    }
}

/// The answer a student copies from `gametree search FILE -f json ARGS`: every node's
/// value with `=`, `<=` or `>=` as its bound says, its window, and `pruned` for pruned
/// nodes, written in MAX's view (`max_view`) or as the JSON has it (the side to move's
/// view). Nodes are named by their label when it is unique, else by the path below
/// the nearest such label. Independent of the crate: it reads the JSON only.
fn answer_from_search(file: &str, args: &[&str], max_view: bool) -> String {
    let out = gametree()
        .args(["search", file, "-f", "json"])
        .args(args)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let nodes = v["nodes"].as_array().unwrap();
    let label = |n: &serde_json::Value| n["label"].as_str().map(str::to_string);
    let count = |l: &str| {
        nodes
            .iter()
            .filter(|n| label(n).as_deref() == Some(l))
            .count()
    };
    let mut names: Vec<String> = Vec::new();
    let mut places = vec![0usize; nodes.len()];
    let bound = |b: &serde_json::Value| match b {
        serde_json::Value::String(s) if s == "-inf" => i64::MIN,
        serde_json::Value::String(s) if s == "inf" => i64::MAX,
        b => b.as_i64().unwrap(),
    };
    let text = |b: i64| match b {
        i64::MIN => "-inf".to_string(),
        i64::MAX => "inf".to_string(),
        b => b.to_string(),
    };
    let mut answer = String::new();
    for (i, n) in nodes.iter().enumerate() {
        assert_eq!(n["id"], i, "nodes are listed by id");
        let name = match (label(n), n["parent"].as_u64()) {
            (Some(l), _) if count(&l) == 1 => l,
            (_, None) => "root".to_string(),
            (_, Some(p)) => {
                places[p as usize] += 1;
                format!("{}.{}", names[p as usize], places[p as usize])
            }
        };
        if label(n).is_some_and(|l| count(&l) == 1) {
            if let Some(p) = n["parent"].as_u64() {
                places[p as usize] += 1;
            }
        }
        names.push(name.clone());
        if n["kind"] == "pruned" {
            answer.push_str(&format!("{name} pruned\n"));
            continue;
        }
        let flip = max_view && n["player"] == "min";
        let mut value = n["value"].as_i64().unwrap();
        let (mut a, mut b) = (bound(&n["alpha"]), bound(&n["beta"]));
        let mut rel = match n["bound"].as_str().unwrap() {
            "exact" => "=",
            "lower" => ">=",
            _ => "<=",
        };
        if flip {
            value = -value;
            (a, b) = (
                if b == i64::MAX { i64::MIN } else { -b },
                if a == i64::MIN { i64::MAX } else { -a },
            );
            rel = match rel {
                ">=" => "<=",
                "<=" => ">=",
                r => r,
            };
        }
        answer.push_str(&format!(
            "{name} {rel} {value} [{}, {}]\n",
            text(a),
            text(b)
        ));
    }
    answer
}

/// A hint of the JSON report in the verdict's words.
fn hint_text(h: &serde_json::Value) -> String {
    format!(
        "{} ({})",
        h["conventions"].as_str().unwrap(),
        h["flags"].as_str().unwrap()
    )
}

/// The `game: tree` files among the examples, and exercises made from a few seeds.
fn trees_to_check(dir: &tempfile::TempDir) -> Vec<String> {
    let mut files: Vec<String> = std::fs::read_dir("examples")
        .unwrap()
        .map(|e| e.unwrap().path())
        // Trees with chance nodes are marked by expectiminimax, not alpha-beta
        // (tests/it/chance.rs).
        .filter(|p| {
            std::fs::read_to_string(p).is_ok_and(|t| {
                t.contains("game: tree")
                    && !t
                        .lines()
                        .any(|l| !l.trim_start().starts_with('#') && l.contains("chance "))
            })
        })
        .map(|p| p.display().to_string())
        .collect();
    files.sort();
    files.push("examples/homework/exercise.pos".into());
    for (i, args) in [
        vec!["--seed", "1"],
        vec!["--seed", "7"],
        vec!["--seed", "42", "--depth", "4", "--branching", "2..3"],
        vec!["--seed", "5", "--root", "min", "--min-cutoffs", "2"],
        vec![
            "--seed",
            "9",
            "--depth",
            "4",
            "--branching",
            "2",
            "--deep-cutoff",
        ],
    ]
    .into_iter()
    .enumerate()
    {
        let out = gametree().arg("exercise").args(&args).output().unwrap();
        assert!(out.status.success());
        files.push(answer_file(
            dir,
            &format!("ex{i}.pos"),
            &String::from_utf8(out.stdout).unwrap(),
        ));
    }
    files
}

#[test]
fn what_search_draws_by_default_is_what_check_marks_correct_by_default() {
    let dir = tempfile::tempdir().unwrap();
    let trees = trees_to_check(&dir);
    assert!(trees.len() >= 9, "{trees:?}");
    for tree in &trees {
        let answer = answer_from_search(tree, &[], true);
        let (code, r) = mark(tree, &answer, &[]);
        assert_eq!(code, 0, "{tree}:\n{answer}\n{r:#}");
        // Without windows too.
        let bare: String = answer
            .lines()
            .map(|l| format!("{}\n", l.split(" [").next().unwrap()))
            .collect();
        assert_eq!(mark(tree, &bare, &[]).0, 0, "{tree}:\n{bare}");
    }
}

#[test]
fn exercise_solution_is_the_search_drawing() {
    let dir = tempfile::tempdir().unwrap();
    for seed in ["1", "7", "42"] {
        let pos = gametree()
            .args(["exercise", "--seed", seed])
            .output()
            .unwrap();
        let file = answer_file(&dir, "ex.pos", &String::from_utf8(pos.stdout).unwrap());
        for format in ["svg", "tikz", "html"] {
            let solution = gametree()
                .args(["exercise", "--seed", seed, "-f", format, "--solution"])
                .output()
                .unwrap();
            let drawing = gametree()
                .args(["search", &file, "-f", format, "--label", "triple"])
                .output()
                .unwrap();
            assert!(solution.status.success() && drawing.status.success());
            assert!(
                solution.stdout == drawing.stdout,
                "seed {seed}, {format}: exercise --solution differs from search"
            );
        }
        // The model answer is the search's, copied as a student would.
        let model = gametree()
            .args(["exercise", "--seed", seed, "-f", "answer"])
            .output()
            .unwrap();
        let copied = answer_from_search(&file, &[], true);
        let model = String::from_utf8(model.stdout).unwrap();
        assert_eq!(mark(&file, &model, &[]).0, 0, "{model}");
        for line in model.lines() {
            let (node, rest) = line.split_once(' ').unwrap();
            let want = rest.split_whitespace().collect::<Vec<_>>().join(" ");
            assert!(
                copied
                    .lines()
                    .any(|c| c.split_whitespace().collect::<Vec<_>>().join(" ")
                        == format!("{node} {want}")),
                "seed {seed}: {line} is not what search draws:\n{copied}"
            );
        }
    }
}

#[test]
fn an_answer_right_under_another_convention_is_told_which_and_the_flag() {
    // AIMA's fail-soft answer under the default (fail-hard), and the reverse.
    let (code, r) = mark(AIMA, AIMA_SOFT, &[]);
    assert_eq!(code, 1);
    assert_eq!(
        r["verdict"],
        "4 of 6 nodes asked about correct (67%): 2 wrong values; right under fail-soft alpha-beta (--convention fail-soft)"
    );
    assert_eq!(r["right_under"][0]["flags"], "--convention fail-soft");
    let (_, r) = mark(AIMA, AIMA_ANSWER, &["--convention", "fail-soft"]);
    assert!(
        r["verdict"]
            .as_str()
            .unwrap()
            .ends_with("; right under fail-hard alpha-beta (--convention fail-hard)"),
        "{r}"
    );
    // Every example tree and a few exercises: an answer copied from `search` under
    // another convention is wrong under the defaults only where the conventions
    // differ, and then the verdict names that convention and its option.
    let dir = tempfile::tempdir().unwrap();
    let others: [(&[&str], bool, &str); 4] = [
        (&["-a", "alphabeta-soft"], true, "fail-soft alpha-beta (--convention fail-soft)"),
        (&["--prune-on", "gt"], true, "cut-offs only at α > β (--prune-on gt)"),
        (&[], false, "values from the side to move's view (--values side-to-move)"),
        (
            &["-a", "alphabeta-soft"],
            false,
            "fail-soft alpha-beta, values from the side to move's view (--convention fail-soft --values side-to-move)",
        ),
    ];
    for (args, max_view, hint) in others {
        let mut told = 0;
        for tree in trees_to_check(&dir) {
            let answer = answer_from_search(&tree, args, max_view);
            let (code, r) = mark(&tree, &answer, &[]);
            if code == 0 {
                continue;
            }
            // Each convention named makes the answer all correct; the one the answer
            // was copied under is named unless one with fewer changes is (on some
            // trees fail-hard and fail-soft agree).
            let verdict = r["verdict"].as_str().unwrap();
            let named = r["right_under"].as_array().unwrap();
            assert!(!named.is_empty(), "{tree} {args:?}: {verdict}\n{answer}");
            for h in named {
                // An exercise file records its conventions: a hint's flags contradict
                // them, so they are given with --force.
                let mut flags: Vec<&str> = h["flags"].as_str().unwrap().split(' ').collect();
                flags.push("--force");
                assert_eq!(mark(&tree, &answer, &flags).0, 0, "{tree} {args:?}: {h}");
                assert!(verdict.contains(&format!("right under {}", hint_text(h))));
            }
            let fewest = named[0]["flags"].as_str().unwrap().matches("--").count();
            if verdict.contains(&format!("right under {hint}")) {
                told += 1;
            } else {
                assert!(
                    fewest < hint.matches("--").count(),
                    "{tree} {args:?}: {verdict}"
                );
            }
        }
        assert!(
            told >= 5,
            "{args:?}: only {told} trees tell the conventions apart"
        );
    }
}

#[test]
fn a_node_right_under_another_convention_says_so_when_the_answer_is_not() {
    // Fail-soft values at C and D, and a slip at A: no convention makes the whole
    // answer right, so the nodes say what they are right under.
    let text = AIMA_SOFT.replace("A = 3", "A = 4");
    let (code, r) = mark(AIMA, &text, &[]);
    assert_eq!(code, 1);
    assert_eq!(r["right_under"], serde_json::json!([]));
    let c = node(&r, "C");
    assert_eq!(
        c["right_under"][0]["flags"], "--convention fail-soft",
        "{c}"
    );
    let a = node(&r, "A");
    assert_eq!(a["right_under"], serde_json::json!([]), "{a}");
    let dir = tempfile::tempdir().unwrap();
    let f = answer_file(&dir, "a.txt", &text);
    let (_, out, _) = check_run(AIMA, &f, &[]);
    assert!(
        out.contains(
            "fail-hard returns α = 3; right under fail-soft alpha-beta (--convention fail-soft)"
        ),
        "{out}"
    );
}

#[test]
fn require_bounds_wants_a_bound_where_the_value_is_only_one() {
    let plain = AIMA_ANSWER.replace("C <= 3", "C = 3");
    assert_eq!(mark(AIMA, &plain, &[]).0, 0, "= is accepted by default");
    let (code, r) = mark(AIMA, &plain, &["--require-bounds"]);
    assert_eq!(code, 1);
    assert_eq!(mistakes(&r, "C"), ["wrong-value"]);
    assert!(
        mistakes(&r, "A").is_empty(),
        "an exact value is written with ="
    );
    assert_eq!(mark(AIMA, AIMA_ANSWER, &["--require-bounds"]).0, 0);
    let dir = tempfile::tempdir().unwrap();
    let f = answer_file(&dir, "a.txt", &plain);
    let (_, out, _) = check_run(AIMA, &f, &["--require-bounds"]);
    assert!(
        out.contains("wrong value (expected <= 3, got = 3): C is cut off after C.1 (α = 3 ≥ β = 2), so its value is only an upper bound, and fail-hard returns α = 3, written `<= 3` (--require-bounds)"),
        "{out}"
    );
    let (_, json, _) = check_run(AIMA, &f, &["--require-bounds", "-f", "json"]);
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(v["conventions"]["require_bounds"], true);
}

#[test]
fn every_mistake_explains_itself() {
    let text = format!("{SEVERAL}D.2 pruned\nC.2 = 4\n");
    let dir = tempfile::tempdir().unwrap();
    let f = answer_file(&dir, "a.txt", &text);
    let (_, out, _) = check_run(AIMA, &f, &[]);
    for want in [
        "wrong value (expected = 3, got = 4): A is a MAX node: the greatest of its children's values (3, ≤3, ≤3)",
        "wrong window (expected [-inf, inf], got [-inf, 5]): B is searched with A's window on entry",
        "pruned but should be searched: searched because α = 3 < β = inf at A after B",
        "pruned but should be searched: searched because α = 3 < β = 14 at D after D.1",
        "searched but should be pruned: pruned because α = 3 ≥ β = 2 at C after C.1",
    ] {
        assert!(out.contains(want), "{want}\n{out}");
    }
    let (_, json, _) = check_run(AIMA, &f, &["-f", "json"]);
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    let c2 = v["results"][0]["nodes"]
        .as_array()
        .unwrap()
        .iter()
        .find(|n| n["node"] == "C.2")
        .unwrap()
        .clone();
    assert_eq!(
        c2["mistakes"][0]["why"],
        "pruned because α = 3 ≥ β = 2 at C after C.1"
    );
}

#[test]
fn the_console_examples_in_docs_homework_md_are_what_check_prints() {
    // Every ```console block of docs/homework.md that runs `gametree check` shows what
    // it prints.
    let doc = std::fs::read_to_string("docs/homework.md").unwrap();
    let mut checked = 0;
    for block in doc.split("```console\n").skip(1) {
        let block = block.split("```").next().unwrap();
        let (command, shown) = block.split_once('\n').unwrap();
        let Some(args) = command.strip_prefix("$ gametree check ") else {
            continue;
        };
        let args: Vec<String> = args
            .split_whitespace()
            .map(|a| a.trim_matches('\'').to_string())
            .collect();
        let out = gametree().arg("check").args(&args).output().unwrap();
        assert_eq!(String::from_utf8(out.stdout).unwrap(), shown, "{command}");
        checked += 1;
    }
    assert!(checked >= 2, "{checked}");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(60))]

    /// Every mistake `check` finds has a reason a student can follow: a model answer
    /// under one convention, marked under another (fail-soft against fail-hard, α > β
    /// against α ≥ β, minimax against alpha-beta, the other view), with a node's value
    /// changed and a node's pruning flipped, gives mistakes of every kind; each wrong
    /// value, wrong window and wrongly searched or pruned node says why.
    #[test]
    fn every_mistake_has_its_reason(seed in 0u64..10_000, flip in 0usize..40, shift in 1i32..5) {
        use gametree::record::Perspective;
        let spec = Spec { depth: 3, branching: (2, 3), ..Spec::default() };
        let ex = exercise::generate(&spec, seed).unwrap();
        let base = Conventions::default();
        let others = [
            Conventions { soft: true, ..base },
            Conventions { cut: CutRule::Gt, ..base },
            Conventions { alphabeta: false, ..base },
            Conventions { values: Perspective::SideToMove, ..base },
            base,
        ];
        let marked = solve(&ex.tree, base.algorithm(), base.cut).unwrap();
        let names = Names::new(&marked);
        for wrote in others {
            let rec = solve(&ex.tree, wrote.algorithm(), wrote.cut).unwrap();
            let n = Names::new(&rec);
            let text = check::model_answer(&rec, &n, &wrote);
            // One line's value moved, one line's pruning flipped.
            let mut lines: Vec<String> = text.lines().map(String::from).collect();
            let k = flip % lines.len();
            if let Some((node, _)) = lines[k].split_once(" pruned") {
                lines[k] = format!("{node} = 0");
            } else if let Some((node, rest)) = lines[k].split_once(' ') {
                let moved = rest
                    .split_whitespace()
                    .map(|w| w.parse::<i32>().map_or(w.to_string(), |v| (v + shift).to_string()))
                    .collect::<Vec<_>>()
                    .join(" ");
                lines[k] = format!("{node} {moved}");
            }
            let answer = lines.join("\n") + "\n";
            let parsed = gametree::homework::answer::parse(answer.as_bytes()).unwrap();
            let m = check::mark(&marked, &names, &parsed, &base);
            for node in &m.nodes {
                for mistake in &node.mistakes {
                    let explained = matches!(
                        mistake.kind,
                        check::MistakeKind::Missing | check::MistakeKind::BadLine { .. }
                    ) || !mistake.why.is_empty();
                    prop_assert!(explained, "{}: {} has no reason\n{}", node.node, mistake.text(), answer);
                }
            }
        }
    }
}

/// The solution figure (`exercise --solution`) and the model answer (`--format
/// answer`) say the same of every node: the triple's value is the answer's, with the
/// answer's `>=`/`<=` as `≥`/`≤` (a bound is never drawn as a bare value), and its
/// window is the answer's.
#[test]
fn the_solution_figure_and_the_model_answer_agree() {
    use gametree::record::NodeId;
    use gametree::render::{figure, LabelKind, RenderOptions};
    let mut bounds = 0;
    for seed in 0..30 {
        let spec = Spec {
            depth: 3,
            branching: (2, 3),
            ..Spec::default()
        };
        let ex = exercise::generate(&spec, seed).unwrap();
        let conv = Conventions::default();
        let rec = solve(&ex.tree, conv.algorithm(), conv.cut).unwrap();
        let names = Names::new(&rec);
        let answer = check::model_answer(&rec, &names, &conv);
        let opts = RenderOptions {
            label: LabelKind::Triple,
            ..RenderOptions::default()
        };
        let fig = figure::build(&rec, &opts, NodeId::new(0), |_| true);
        // The inner nodes searched (the answer leaves the given leaves out).
        let inner = |n: &&figure::FigNode| n.kind == gametree::record::NodeKind::Interior;
        for n in fig.nodes.iter().filter(inner) {
            let name = names.name(n.id);
            let line = answer
                .lines()
                .find(|l| l.split_whitespace().next() == Some(name.as_str()))
                .unwrap_or_else(|| panic!("{name} not in the answer:\n{answer}"));
            let words: Vec<&str> = line.split_whitespace().collect();
            let mark = match words[1] {
                ">=" => "≥",
                "<=" => "≤",
                _ => "",
            };
            let inf = |w: &str| w.trim_matches(['[', ']', ',']).replace("inf", "∞");
            let expected = format!("{} | {mark}{} | {}", inf(words[3]), words[2], inf(words[4]));
            assert_eq!(n.label, expected, "seed {seed}, {name}: {line}");
            bounds += usize::from(!mark.is_empty());
        }
    }
    assert!(bounds > 30, "{bounds}");
}

/// The practice page from the command line: N seeded exercises in one page, the same
/// bytes every time; from a game's position to a small depth; and every way to ask
/// for one that cannot be made refused with exit code 2 and what to do.
#[test]
fn practice_pages_from_exercises_and_positions() {
    let run = |args: &[&str]| {
        let out = gametree().args(args).output().unwrap();
        (
            out.status.code().unwrap(),
            String::from_utf8(out.stdout).unwrap(),
            String::from_utf8(out.stderr).unwrap(),
        )
    };
    let page = |args: &[&str]| {
        let (code, out, err) = run(args);
        assert_eq!(code, 0, "{args:?}: {err}");
        out
    };
    let three = page(&[
        "exercise", "--seed", "3", "--depth", "4", "--count", "3", "-f", "practice",
    ]);
    assert_eq!(
        three,
        page(&["exercise", "--seed", "3", "--depth", "4", "--count", "3", "-f", "practice"])
    );
    for seed in 3..6 {
        assert!(
            three.contains(&format!("Exercise {} (seed {seed})", seed - 2)),
            "seed {seed}"
        );
    }
    // The conventions chosen are the page's and are said on it.
    let soft = page(&[
        "exercise",
        "--seed",
        "3",
        "-f",
        "practice",
        "--convention",
        "fail-soft",
        "--view",
        "side-to-move",
        "--prune-on",
        "gt",
    ]);
    assert!(soft.contains("fail-soft (a node whose search fails returns the best value it found), cut-off at α &gt; β, values and windows from the view of the side to move (negamax)"), "{}", &soft[..2000]);
    // From positions: tic-tac-toe, Czech draughts, a textbook tree (moves on the edges).
    let ttt = page(&[
        "search",
        "examples/tictactoe-forced-win.pos",
        "--depth",
        "2",
        "-f",
        "practice",
    ]);
    assert!(ttt.contains(r#"\"mv\":{\"text\":\"b3\""#) || ttt.contains(r#""mv":{"text":"b3""#));
    page(&[
        "search",
        "examples/czech-kuhr-fig-17.pos",
        "--depth",
        "3",
        "-f",
        "practice",
    ]);
    let aima = page(&[
        "search",
        "examples/aima-fig-5-2.pos",
        "-f",
        "practice",
        "-a",
        "alphabeta-soft",
    ]);
    assert!(aima.contains("fail-soft"));
    // Kalah: an extra turn is written `again`, and the page's tree and model answer
    // are what `gametree check` marks all correct.
    let kalah = page(&[
        "search",
        "examples/kalah-4-3.pos",
        "--depth",
        "2",
        "-f",
        "practice",
    ]);
    let start = kalah.find(r#"id="gp-data">"#).unwrap() + r#"id="gp-data">"#.len();
    let end = start + kalah[start..].find("</script>").unwrap();
    let data: serde_json::Value = serde_json::from_str(&kalah[start..end]).unwrap();
    let ex = &data["exercises"][0];
    let position = ex["position"].as_str().unwrap();
    assert!(position.contains("again 2: -1"), "{position}");
    let dir = tempfile::tempdir().unwrap();
    let tree = dir.path().join("kalah.pos");
    std::fs::write(&tree, position).unwrap();
    let (code, out, _) = check_run(
        tree.to_str().unwrap(),
        &answer_file(&dir, "a.txt", ex["answer"].as_str().unwrap()),
        &[],
    );
    assert_eq!(code, 0, "{out}");
    // Node shapes follow the side to move: pit 2 is an extra turn, a MAX node (the
    // root is named `root`, and moves repeat, so nodes are named by their path).
    let two = ex["nodes"]
        .as_array()
        .unwrap()
        .iter()
        .find(|n| n["name"] == "root.2")
        .unwrap();
    assert_eq!(two["player"], "max");

    for (args, says) in [
        (
            vec!["exercise", "--seed", "3", "--count", "2"],
            "--count puts several exercises on one practice page (--format practice), or makes numbered variants (--format key, moodle, qti)",
        ),
        (
            vec!["exercise", "--seed", "3", "-f", "practice", "--solution"],
            "--solution does not apply to a practice page",
        ),
        (
            vec![
                "search",
                "examples/aima-fig-5-2.pos",
                "-f",
                "practice",
                "-a",
                "pvs",
            ],
            "a practice page follows alphabeta (fail-hard), alphabeta-soft or minimax",
        ),
        (
            vec![
                "search",
                "examples/czech-initial.pos",
                "--depth",
                "4",
                "-f",
                "practice",
            ],
            "more than 400 nodes, too many to fill in by hand; give a smaller --depth",
        ),
        (
            vec!["exercise", "--seed", "3", "--depth", "6", "-f", "practice"],
            "a practice page takes trees of at most 400",
        ),
    ] {
        let (code, _, err) = run(&args);
        assert_eq!(code, 2, "{args:?}: {err}");
        assert!(err.contains(says), "{args:?}: {err}");
    }
    // A recording cannot be made a practice page: it lacks the pruned subtrees.
    let dir = tempfile::tempdir().unwrap();
    let json = dir.path().join("r.json");
    page(&[
        "search",
        "examples/aima-fig-5-2.pos",
        "-f",
        "json",
        "-o",
        json.to_str().unwrap(),
    ]);
    let (code, _, err) = run(&["render", json.to_str().unwrap(), "-f", "practice"]);
    assert_eq!(code, 2, "{err}");
    assert!(
        err.contains("a practice page is made from a position, not from a recording"),
        "{err}"
    );
}
