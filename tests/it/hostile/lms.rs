//! Exams at scale with hostile names and directories (issue 37): `check --feedback DIR`
//! and `exercise --format prairielearn -o DIR` replace links in DIR instead of writing
//! through them; feedback and QTI file names stay apart whatever the ids (case too);
//! no id reaches the gradebook as a live formula; `exercise -o` never overwrites its
//! roster; an edited PrairieLearn question is not replaced without `--force`.

use crate::common::write_file;
use std::collections::HashSet;
use std::path::Path;

/// Runs `gametree ARGS` in `dir`: exit code, standard output and error.
fn run(dir: &Path, args: &[&str]) -> (i32, String, String) {
    let out = crate::common::gametree_guarded()
        .args(args)
        .current_dir(dir)
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// The key of `roster` (a CSV with an `id` column) made in `dir` as `key.json`, and
/// its parsed JSON.
fn key(dir: &Path, ids: &[&str]) -> serde_json::Value {
    let roster = format!("id\n{}\n", ids.join("\n"));
    write_file(dir, "roster.csv", &roster);
    class_export(dir, "key", "key.json");
    serde_json::from_str(&std::fs::read_to_string(dir.join("key.json")).unwrap()).unwrap()
}

/// `exercise` for the class of `dir/roster.csv` (seed 7, depth 2, two children) in
/// `format`, written to `dir/out`; it must succeed.
fn class_export(dir: &Path, format: &str, out: &str) {
    let (code, _, err) = run(
        dir,
        &[
            "exercise",
            "--seed",
            "7",
            "--depth",
            "2",
            "--branching",
            "2",
            "--roster",
            "roster.csv",
            "--format",
            format,
            "-o",
            out,
        ],
    );
    assert_eq!(code, 0, "{err}");
}

/// Item 6: a symbolic and a hard link already in the feedback directory are replaced
/// by the feedback; the files they lead to are unchanged.
#[test]
fn feedback_replaces_links_in_its_directory_never_writing_through_them() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let k = key(d, &["ada", "ben"]);
    write_file(d, "ada.txt", k["variants"][0]["answer"].as_str().unwrap());
    // Feedback is written for the students whose files are given.
    write_file(d, "ben.txt", "A = 99\n");
    let outside = d.join("outside");
    std::fs::create_dir(&outside).unwrap();
    let victims = [outside.join("mine.txt"), outside.join("mine.html")];
    for v in &victims {
        std::fs::write(v, "the lecturer's own file\n").unwrap();
    }
    let fb = d.join("fb");
    std::fs::create_dir(&fb).unwrap();
    std::fs::hard_link(&victims[1], fb.join("ada.html")).unwrap();
    #[cfg(unix)]
    std::os::unix::fs::symlink(&victims[0], fb.join("ada.txt")).unwrap();
    #[cfg(unix)]
    std::os::unix::fs::symlink(&victims[0], fb.join("ben.txt")).unwrap();
    let (code, _, err) = run(
        d,
        &[
            "check",
            "key.json",
            "--answer",
            "ada.txt",
            "ben.txt",
            "--feedback",
            "fb",
        ],
    );
    assert_eq!(code, 1, "{err}"); // ben's answer is wrong
    for v in &victims {
        assert_eq!(
            std::fs::read_to_string(v).unwrap(),
            "the lecturer's own file\n",
            "{} written through a link in the feedback directory",
            v.display()
        );
    }
    for name in ["ada.txt", "ada.html", "ben.txt", "ben.html"] {
        let meta = std::fs::symlink_metadata(fb.join(name)).unwrap();
        assert!(meta.file_type().is_file(), "{name} is no longer a link");
    }
    assert!(std::fs::read_to_string(fb.join("ada.txt"))
        .unwrap()
        .starts_with("ada.txt: all "));
    assert!(std::fs::read_to_string(fb.join("ben.txt"))
        .unwrap()
        .starts_with("ben.txt: 0 of "));
}

/// Item 7: the `-HASH` that tells two ids apart may be another student's id, and ids
/// may differ only in case: every feedback file and every QTI entry still has a name of
/// its own, compared without case (macOS, Windows), and each student's feedback is
/// their own.
#[test]
fn feedback_and_qti_names_stay_apart_whatever_the_ids() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let hashed = format!(
        "a_b-{:08x}",
        gametree::homework::lms::seed_for(0, "a b") as u32
    );
    let ids = [
        "a b",
        "a_b",
        hashed.as_str(),
        "Ada",
        "ada",
        "ADA.x",
        "ada.X",
    ];
    let k = key(d, &ids);
    let answers = d.join("answers");
    std::fs::create_dir(&answers).unwrap();
    // Every student hands in (feedback is written for the files given), each file
    // named by the id exactly: `ada.X.txt` is ada.X's, not ada's; `a_b-HASH.txt`
    // a_b-HASH's, not a_b's.
    for (i, id) in ids.iter().enumerate() {
        write_file(
            &answers,
            &format!("{id}.txt"),
            k["variants"][i]["answer"].as_str().unwrap(),
        );
    }
    let (code, _, err) = run(
        d,
        &[
            "check",
            "key.json",
            "--answer",
            "answers/*.txt",
            "--feedback",
            "fb",
        ],
    );
    assert_eq!(code, 0, "{err}");
    let names: Vec<String> = std::fs::read_dir(d.join("fb"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    let folded: HashSet<String> = names.iter().map(|n| n.to_lowercase()).collect();
    assert_eq!(folded.len(), 2 * ids.len(), "{names:?}");
    // Each student's text feedback begins with their own id (or answer file).
    let mut owners: Vec<String> = names
        .iter()
        .filter(|n| n.ends_with(".txt"))
        .map(|n| {
            let text = std::fs::read_to_string(d.join("fb").join(n)).unwrap();
            text.split(": ").next().unwrap().to_string()
        })
        .collect();
    owners.sort();
    let mut want: Vec<String> = ids.iter().map(|s| format!("answers/{s}.txt")).collect();
    want.sort();
    assert_eq!(owners, want);
    // The QTI package: made, every entry a name of its own without case.
    class_export(d, "qti", "bank.zip");
    let zip = zip::ZipArchive::new(std::fs::File::open(d.join("bank.zip")).unwrap()).unwrap();
    let entries: HashSet<String> = zip.file_names().map(str::to_lowercase).collect();
    assert_eq!(entries.len(), 1 + 3 * ids.len());
}

/// Item 8: an id a spreadsheet would run is refused when the roster is read, naming its
/// line and column; an id from a key edited by hand is guarded in the gradebook.
#[test]
fn no_id_reaches_the_gradebook_as_a_formula() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    for (line, col) in [
        ("ben,\"=HYPERLINK(\"\"http://x\"\",\"\"a\"\")\"", 6),
        ("ben,+1+1", 5),
        ("ben,  -2+3", 7),
        ("\"b,\nen\",\" @SUM(1)\"", 7),
    ] {
        write_file(d, "r.csv", &format!("name,id\nada,ada\n{line}\n"));
        let (code, out, err) = run(
            d,
            &[
                "exercise", "--seed", "1", "--roster", "r.csv", "--format", "key",
            ],
        );
        assert_eq!(code, 2, "{line}: {err}");
        assert!(out.is_empty());
        // The quoted name's line break puts `@SUM(1)` on line 4.
        let at = if line.contains('\n') { 4 } else { 3 };
        assert!(
            err.contains(&format!(
                "r.csv:{at}:{col}: expected a student id that does not start with =, +, -, @"
            )),
            "{line}: {err}"
        );
    }
    // A key whose ids were edited: the gradebook guards them.
    let mut k = key(d, &["ada", "ben"]);
    k["variants"][1]["id"] = "=1+1".into();
    write_file(d, "key.json", &k.to_string());
    write_file(d, "ada.txt", k["variants"][0]["answer"].as_str().unwrap());
    let (_, csv, err) = run(
        d,
        &[
            "check", "key.json", "--answer", "ada.txt", "--format", "csv",
        ],
    );
    let rows: Vec<&str> = csv.lines().collect();
    assert!(rows[1].starts_with("ada,100.0,"), "{csv}{err}");
    assert!(rows[2].starts_with("'=1+1,,"), "{csv}{err}");
}

/// Issue 51, item 6: a roster id with a bidi override (U+202E) is refused when the
/// roster is read, naming its line; an id from a key edited by hand reaches the
/// gradebook with its control and bidi characters as U+FFFD, as in the text report
/// (docs/security.md), for alpha-beta's key and MCTS's alike.
#[test]
fn no_id_reaches_the_gradebook_with_a_bidi_override() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    write_file(d, "r.csv", "id\nada\nev\u{202e}txt.exe\n");
    let (code, out, err) = run(
        d,
        &[
            "exercise", "--seed", "1", "--roster", "r.csv", "--format", "key",
        ],
    );
    assert_eq!(code, 2, "{err}");
    assert!(out.is_empty());
    assert!(
        err.contains("r.csv:3: expected a student id of at most 100 printable characters"),
        "{err}"
    );
    assert!(!err.contains('\u{202e}'), "{err}");
    let nasty = "ev\u{202e}txt.exe\u{1b}[2J\u{2066}";
    let shown = "ev\u{fffd}txt.exe\u{fffd}[2J\u{fffd}";
    for mcts in [false, true] {
        let mut k = key(d, &["ada", "ben"]);
        if mcts {
            write_file(d, "roster.csv", "id\nada\nben\n");
            let (code, _, err) = run(
                d,
                &[
                    "exercise",
                    "--seed",
                    "7",
                    "-a",
                    "mcts",
                    "--roster",
                    "roster.csv",
                    "--format",
                    "key",
                    "-o",
                    "key.json",
                ],
            );
            assert_eq!(code, 0, "{err}");
            k = serde_json::from_str(&std::fs::read_to_string(d.join("key.json")).unwrap())
                .unwrap();
        }
        k["variants"][1]["id"] = nasty.into();
        write_file(d, "key.json", &k.to_string());
        write_file(d, "ada.txt", "A = 1\n");
        let (_, csv, err) = run(
            d,
            &[
                "check", "key.json", "--answer", "ada.txt", "--format", "csv",
            ],
        );
        let rows: Vec<&str> = csv.lines().collect();
        assert_eq!(rows.len(), 3, "{csv}{err}");
        assert!(
            rows[2].starts_with(&format!("{shown},")),
            "mcts {mcts}: {csv}{err}"
        );
        assert!(
            !csv.contains(['\u{202e}', '\u{1b}', '\u{2066}']),
            "mcts {mcts}: {csv:?}"
        );
    }
}

/// Item 9: `exercise -o` naming the roster (also through a symbolic or a hard link) is
/// refused before anything is written.
#[test]
fn exercise_never_overwrites_its_roster() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let roster = "id\nada\nben\n";
    write_file(d, "r.csv", roster);
    std::fs::hard_link(d.join("r.csv"), d.join("hard.csv")).unwrap();
    let mut outs = vec!["r.csv", "./r.csv", "hard.csv"];
    #[cfg(unix)]
    {
        std::os::unix::fs::symlink(d.join("r.csv"), d.join("soft.csv")).unwrap();
        outs.push("soft.csv");
    }
    for format in ["key", "moodle", "qti"] {
        for out in &outs {
            let (code, _, err) = run(
                d,
                &[
                    "exercise", "--seed", "1", "--depth", "2", "--roster", "r.csv", "--format",
                    format, "-o", out,
                ],
            );
            assert_eq!(code, 2, "-o {out} --format {format}: {err}");
            assert!(
                err.contains("is the input file r.csv; refusing to overwrite it"),
                "{err}"
            );
            assert_eq!(std::fs::read_to_string(d.join("r.csv")).unwrap(), roster);
        }
    }
}

/// Item 13b: a PrairieLearn question directory made again with the same options is
/// left as it is; a file edited by hand, or made with other options, is not replaced
/// without `--force`; a link there is replaced, never written through.
#[test]
fn an_edited_prairielearn_question_is_not_replaced_without_force() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let make = |extra: &[&str]| {
        let mut args = vec![
            "exercise",
            "--seed",
            "3",
            "--format",
            "prairielearn",
            "-o",
            "q",
        ];
        args.extend_from_slice(extra);
        run(d, &args)
    };
    let (code, _, err) = make(&[]);
    assert_eq!(code, 0, "{err}");
    let server = d.join("q/server.py");
    let made = std::fs::read_to_string(&server).unwrap();
    // The same again: nothing to refuse.
    let (code, _, err) = make(&[]);
    assert_eq!(code, 0, "{err}");
    // An edited server.py is kept, and so is everything else.
    let edited = format!("{made}\n# the lecturer's own hint\n");
    std::fs::write(&server, &edited).unwrap();
    let info = std::fs::read_to_string(d.join("q/info.json")).unwrap();
    for extra in [&[][..], &["--depth", "2"][..]] {
        let (code, _, err) = make(extra);
        assert_eq!(code, 2, "{extra:?}: {err}");
        assert!(
            err.contains("q/server.py is there and is not what this command writes"),
            "{err}"
        );
        assert!(err.contains("--force"), "{err}");
        assert_eq!(std::fs::read_to_string(&server).unwrap(), edited);
        assert_eq!(
            std::fs::read_to_string(d.join("q/info.json")).unwrap(),
            info
        );
    }
    // A question made with other options is not replaced either.
    std::fs::write(&server, &made).unwrap();
    let (code, _, err) = make(&["--depth", "2"]);
    assert_eq!(code, 2, "{err}");
    assert_eq!(std::fs::read_to_string(&server).unwrap(), made);
    // --force replaces them.
    let (code, _, err) = make(&["--depth", "2", "--force"]);
    assert_eq!(code, 0, "{err}");
    assert_ne!(std::fs::read_to_string(&server).unwrap(), made);
    // A link in the directory is replaced, never written through.
    #[cfg(unix)]
    {
        let mine = d.join("mine.py");
        std::fs::write(&mine, "# the lecturer's own file\n").unwrap();
        std::fs::remove_file(&server).unwrap();
        std::os::unix::fs::symlink(&mine, &server).unwrap();
        let (code, _, err) = make(&[]);
        assert_eq!(code, 2, "{err}");
        let (code, _, err) = make(&["--force"]);
        assert_eq!(code, 0, "{err}");
        assert_eq!(
            std::fs::read_to_string(&mine).unwrap(),
            "# the lecturer's own file\n"
        );
        assert!(std::fs::symlink_metadata(&server)
            .unwrap()
            .file_type()
            .is_file());
        assert_eq!(std::fs::read_to_string(&server).unwrap(), made);
    }
    // --force is for the question directory only.
    let (code, _, err) = run(d, &["exercise", "--seed", "3", "--force"]);
    assert_eq!(code, 2, "{err}");
}
