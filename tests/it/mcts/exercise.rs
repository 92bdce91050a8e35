//! Monte Carlo tree search: exercise (`gametree exercise --algorithm mcts`) and its
//! marking (`gametree check --algorithm mcts`).
//!
//! The answer key is checked against an independent replay of the JSON recording
//! written here: N and W summed over the recorded iterations, UCB1 (Kocsis &
//! Szepesvári 2006) computed from them, and the recorded path a maximiser of it.

use crate::common::{self, gametree, run_ok};
use serde_json::Value;
use std::collections::HashMap;

/// The exercise's options (C = 10: leaf values are −20..20, so that exploration counts).
const K: usize = 10;
const C: f64 = 10.0;

fn exercise(seed: &str, format: &str) -> String {
    let k = K.to_string();
    let (out, _) = run_ok(&[
        "exercise",
        "-a",
        "mcts",
        "--seed",
        seed,
        "--iterations",
        &k,
        "--exploration",
        "10",
        "-f",
        format,
    ]);
    out
}

/// The recording of `k + 1` iterations of the exercise's tree, as JSON.
fn recording(pos: &std::path::Path, seed: &str) -> Value {
    let k = (K + 1).to_string();
    let (out, _) = run_ok(&[
        "search",
        pos.to_str().unwrap(),
        "-a",
        "mcts",
        "--iterations",
        &k,
        "--seed",
        seed,
        "--exploration",
        "10",
        "-f",
        "json",
    ]);
    serde_json::from_str(&out).unwrap()
}

/// An independent replay of a JSON recording: names, players, N and W after `k`
/// iterations, which nodes exist then.
struct Tree {
    names: Vec<String>,
    parent: Vec<Option<usize>>,
    max: Vec<bool>,
    n: Vec<i64>,
    w: Vec<i64>,
    exists: Vec<bool>,
}

fn replay(json: &Value, k: usize) -> Tree {
    let nodes = json["nodes"].as_array().unwrap();
    let len = nodes.len();
    let mut t = Tree {
        names: vec![String::new(); len],
        parent: vec![None; len],
        max: vec![false; len],
        n: vec![0; len],
        w: vec![0; len],
        exists: vec![false; len],
    };
    let mut places: HashMap<usize, usize> = HashMap::new();
    for node in nodes {
        let id = node["id"].as_u64().unwrap() as usize;
        let parent = node["parent"].as_u64().map(|p| p as usize);
        t.parent[id] = parent;
        t.max[id] = node["player"] == "max";
        t.names[id] = match (node["label"].as_str(), parent) {
            (Some(l), _) => l.to_string(),
            (None, Some(p)) => {
                let place = places.entry(p).or_insert(0);
                *place += 1;
                format!("{}.{}", t.names[p], place)
            }
            (None, None) => "root".into(),
        };
        if let (Some(_), Some(p)) = (node["label"].as_str(), parent) {
            *places.entry(p).or_insert(0) += 1;
        }
    }
    t.exists[0] = true;
    for it in &json["mcts"]["iterations"].as_array().unwrap()[..k] {
        let reward = it["playout"].as_i64().unwrap();
        let path: Vec<usize> = it["path"]
            .as_array()
            .unwrap()
            .iter()
            .map(|v| v.as_u64().unwrap() as usize)
            .chain(it["expanded"].as_u64().map(|e| e as usize))
            .collect();
        for v in path {
            t.exists[v] = true;
            t.n[v] += 1;
            t.w[v] += reward;
        }
    }
    t
}

/// UCB1 of `child` for the side to move at its parent: Q (W/N for MAX, −W/N for MIN)
/// + C·√(ln N(parent) / N(child)).
fn ucb1(t: &Tree, child: usize) -> f64 {
    let p = t.parent[child].unwrap();
    let q = t.w[child] as f64 / t.n[child] as f64;
    let q = if t.max[p] { q } else { -q };
    q + C * ((t.n[p] as f64).ln() / t.n[child] as f64).sqrt()
}

/// The exercise made twice with one seed, the position file and the model answer.
fn made(seed: &str, dir: &std::path::Path) -> (std::path::PathBuf, String) {
    let pos = exercise(seed, "tree");
    assert_eq!(pos, exercise(seed, "tree"), "the seed fixes the exercise");
    let path = dir.join(format!("ex{seed}.pos"));
    std::fs::write(&path, &pos).unwrap();
    (path, exercise(seed, "answer"))
}

/// The model answer's lines without comments.
fn lines(answer: &str) -> Vec<String> {
    answer
        .lines()
        .filter(|l| !l.starts_with('#'))
        .map(str::to_string)
        .collect()
}

#[test]
fn the_seed_fixes_the_exercise_and_its_sheets() {
    assert_eq!(exercise("4", "svg"), exercise("4", "svg"));
    assert_eq!(exercise("4", "answer"), exercise("4", "answer"));
    assert_ne!(exercise("4", "tree"), exercise("5", "tree"));
    let svg = exercise("4", "svg");
    assert!(svg.contains("Iteration 11"), "the question is on the sheet");
}

/// The key equals an independent replay: the path follows the largest UCB1 at every
/// step, the expansion is the first child not yet in the tree, N + 1 and W + playout.
#[test]
fn the_key_equals_an_independent_replay_of_the_recording() {
    let dir = tempfile::tempdir().unwrap();
    for seed in ["1", "2", "3", "4"] {
        let (pos, answer) = made(seed, dir.path());
        let json = recording(&pos, seed);
        let t = replay(&json, K);
        let it = &json["mcts"]["iterations"][K];
        let path: Vec<usize> = it["path"]
            .as_array()
            .unwrap()
            .iter()
            .map(|v| v.as_u64().unwrap() as usize)
            .collect();
        for pair in path.windows(2) {
            let children: Vec<usize> = (0..t.names.len())
                .filter(|&c| t.parent[c] == Some(pair[0]) && t.exists[c])
                .collect();
            let best = children
                .iter()
                .copied()
                .fold(None::<usize>, |b, c| match b {
                    Some(b) if ucb1(&t, b) >= ucb1(&t, c) => Some(b),
                    _ => Some(c),
                })
                .unwrap();
            assert_eq!(
                best, pair[1],
                "seed {seed}: selection takes the largest UCB1"
            );
        }
        let expanded = it["expanded"].as_u64().map(|e| e as usize);
        let reward = it["playout"].as_i64().unwrap();
        let mut want = vec![format!(
            "path: {}",
            path.iter()
                .map(|&v| t.names[v].clone())
                .collect::<Vec<_>>()
                .join(" ")
        )];
        want.push(format!(
            "expand: {}",
            expanded.map_or("none".into(), |e| t.names[e].clone())
        ));
        for v in path.iter().copied().chain(expanded) {
            want.push(format!(
                "{} N={} W={}",
                t.names[v],
                t.n[v] + 1,
                t.w[v] + reward
            ));
        }
        assert_eq!(lines(&answer), want, "seed {seed}");
        assert!(
            exercise(seed, "tree").contains(&format!("the playout ends with {reward}?")),
            "the question states the playout's result"
        );
    }
}

fn check(pos: &std::path::Path, answer: &str, dir: &std::path::Path) -> (Option<i32>, String) {
    let file = dir.join("answer.txt");
    std::fs::write(&file, answer).unwrap();
    let k = K.to_string();
    let out = gametree()
        .args(["check", pos.to_str().unwrap(), "--answer"])
        .arg(&file)
        .args(["-a", "mcts", "--iterations", &k, "--seed", "3"])
        .args(["--exploration", "10"])
        .output()
        .unwrap();
    (out.status.code(), String::from_utf8(out.stdout).unwrap())
}

#[test]
fn check_gives_full_marks_for_the_key_and_reasons_for_mistakes() {
    let dir = tempfile::tempdir().unwrap();
    let (pos, answer) = made("3", dir.path());
    let key = lines(&answer);
    let (code, out) = check(&pos, &answer, dir.path());
    assert_eq!(code, Some(0), "{out}");
    let asked = key.len() - 2 + key[0].split(' ').count() - 2 + 1 + (key.len() - 2);
    assert!(out.contains(&format!("all {asked} answers right")), "{out}");

    // A wrong first step: another root child, with both UCB1 numbers in the reason.
    let json = recording(&pos, "3");
    let t = replay(&json, K);
    let path: Vec<&str> = key[0]["path: ".len()..].split(' ').collect();
    let chosen = t.names.iter().position(|n| n == path[1]).unwrap();
    let other = (0..t.names.len())
        .find(|&c| t.parent[c] == Some(0) && t.exists[c] && c != chosen)
        .unwrap();
    let wrong = answer.replacen(
        &format!("path: {} {}", path[0], path[1]),
        &format!("path: {} {}", path[0], t.names[other]),
        1,
    );
    let (code, out) = check(&pos, &wrong, dir.path());
    assert_eq!(code, Some(1), "{out}");
    let reason = format!(
        "{} has UCB1 {:.2} but {} has {:.2}",
        t.names[other],
        ucb1(&t, other),
        path[1],
        ucb1(&t, chosen)
    );
    assert!(out.contains(&reason), "{reason} not in\n{out}");
    assert!(out.contains("selection takes the largest for MAX"), "{out}");

    // Wrong N and W at the root: the expected numbers and why.
    let root = &key[2];
    let (n, w) = (t.n[0], t.w[0]);
    let reward = json["mcts"]["iterations"][K]["playout"].as_i64().unwrap();
    let wrong = answer.replace(
        root.as_str(),
        &format!("{} N={} W={}", path[0], n + 2, w - reward),
    );
    let (code, out) = check(&pos, &wrong, dir.path());
    assert_eq!(code, Some(1), "{out}");
    assert!(
        out.contains(&format!("expected {} ({n} + 1)", n + 1)),
        "{out}"
    );
    assert!(
        out.contains(&format!("expected {} ({w} + {reward})", w + reward)),
        "{out}"
    );

    // An answer that is not text cannot be marked: exit 2.
    let bad = dir.path().join("bad.txt");
    std::fs::write(&bad, [0xff, 0xfe, 0x00]).unwrap();
    let out = gametree()
        .args(["check", pos.to_str().unwrap(), "--answer"])
        .arg(&bad)
        .args(["-a", "mcts", "--iterations", "10", "--seed", "3"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
}

/// The Moodle bank: a well-formed Cloze question per variant whose fields' right
/// answers are the variant's model answer, and the variant is made again by `exercise
/// --seed` with the seed its name states.
#[test]
fn the_moodle_bank_asks_the_key_of_each_variant() {
    let (xml, _) = run_ok(&[
        "exercise",
        "-a",
        "mcts",
        "--seed",
        "11",
        "--exploration",
        "10",
        "-f",
        "moodle",
        "--count",
        "2",
        "--no-png",
    ]);
    let doc = roxmltree::Document::parse(&xml).unwrap();
    let questions: Vec<_> = doc
        .descendants()
        .filter(|n| n.has_tag_name("question") && n.attribute("type") == Some("cloze"))
        .collect();
    assert_eq!(questions.len(), 2);
    for q in questions {
        let text = |path: &[&str]| {
            let mut n = q;
            for tag in path {
                n = n.children().find(|c| c.has_tag_name(*tag)).unwrap();
            }
            n.text().unwrap_or_default().to_string()
        };
        let name = text(&["name", "text"]);
        let seed = name.rsplit("seed ").next().unwrap().trim_end_matches(')');
        let (answer, _) = run_ok(&[
            "exercise",
            "-a",
            "mcts",
            "--seed",
            seed,
            "--exploration",
            "10",
            "-f",
            "answer",
        ]);
        let key = lines(&answer);
        let feedback = text(&["generalfeedback", "text"]);
        for l in &key {
            assert!(feedback.contains(l.as_str()), "{l} not in the model answer");
        }
        // The right answers, in order: the steps, the expansion, N and W along the path.
        let body = text(&["questiontext", "text"]);
        let right: Vec<&str> = body
            .split(":=")
            .skip(1)
            .map(|s| s.split(['#', ':']).next().unwrap())
            .collect();
        let mut want: Vec<String> = key[0].split(' ').skip(2).map(str::to_string).collect();
        want.push(key[1]["expand: ".len()..].to_string());
        for l in &key[2..] {
            let mut parts = l.split(' ').skip(1);
            want.push(parts.next().unwrap()["N=".len()..].to_string());
            want.push(parts.next().unwrap()["W=".len()..].to_string());
        }
        assert_eq!(right, want, "{name}");
        assert!(
            body.contains("has UCB1"),
            "a wrong step's feedback gives the numbers"
        );
    }
}

/// The QTI 2.1 package: the same bytes every time, every item and the manifest valid
/// against the IMS schemas (as alpha-beta's, `lms::validate`), and each item's correct
/// responses the variant's model answer.
#[test]
fn the_qti_package_is_valid_and_asks_the_key() {
    let dir = tempfile::tempdir().unwrap();
    let zip_path = dir.path().join("bank.zip");
    let make = || {
        run_ok(&[
            "exercise",
            "-a",
            "mcts",
            "--seed",
            "11",
            "--exploration",
            "10",
            "-f",
            "qti",
            "--count",
            "2",
            "-o",
            zip_path.to_str().unwrap(),
        ]);
        std::fs::read(&zip_path).unwrap()
    };
    let bytes = make();
    assert_eq!(make(), bytes, "the same package, byte for byte");
    let mut archive = zip::ZipArchive::new(std::io::Cursor::new(bytes)).unwrap();
    let out = dir.path().join("pkg");
    archive.extract(&out).unwrap();
    crate::lms::validate("imscp_v1p1.xsd", &out.join("imsmanifest.xml"));
    for id in ["1", "2"] {
        let item = out.join(format!("items/variant-{id}.xml"));
        crate::lms::validate("imsqti_v2p1.xsd", &item);
        let xml = std::fs::read_to_string(&item).unwrap();
        let doc = roxmltree::Document::parse(&xml).unwrap();
        let title = doc.root_element().attribute("title").unwrap();
        let seed = title.rsplit("seed ").next().unwrap().trim_end_matches(')');
        let (answer, _) = run_ok(&[
            "exercise",
            "-a",
            "mcts",
            "--seed",
            seed,
            "--exploration",
            "10",
            "-f",
            "answer",
        ]);
        let key = lines(&answer);
        let mut want: Vec<String> = key[0].split(' ').skip(2).map(str::to_string).collect();
        want.push(key[1]["expand: ".len()..].to_string());
        for l in &key[2..] {
            for part in l.split(' ').skip(1) {
                want.push(part[2..].to_string());
            }
        }
        let correct: Vec<String> = doc
            .descendants()
            .filter(|d| d.has_tag_name("correctResponse"))
            .map(|d| {
                d.descendants()
                    .find(|v| v.has_tag_name("value"))
                    .unwrap()
                    .text()
                    .unwrap()
                    .to_string()
            })
            .collect();
        assert_eq!(correct, want, "{title}");
        assert!(
            xml.contains(&format!(
                "<value>{}</value>\n    </defaultValue>",
                want.len()
            )),
            "MAXSCORE counts every field"
        );
    }
}

/// A student's file reaches the terminal safe: escape sequences and BEL in names
/// become U+FFFD, as in alpha-beta's report, and unknown nodes are bad lines.
#[test]
fn check_shows_a_hostile_answer_safely() {
    let dir = tempfile::tempdir().unwrap();
    let (pos, _) = made("3", dir.path());
    let (code, out) = check(
        &pos,
        "path: A \u{1b}[31mJ\nexpand: none\n\u{1b}]0;x\u{7}Z N=1 W=2\n",
        dir.path(),
    );
    assert_eq!(code, Some(1), "{out}");
    assert!(!out.contains('\u{1b}') && !out.contains('\u{7}'), "{out}");
    assert!(
        out.contains("no node `\u{fffd}]0;x\u{fffd}Z` in the tree"),
        "{out}"
    );
}

/// The gradebook: one row per answer, right of asked, exit code 1 for a mistake.
#[test]
fn check_writes_a_gradebook_row_per_answer() {
    let dir = tempfile::tempdir().unwrap();
    let (pos, answer) = made("3", dir.path());
    let key = dir.path().join("key.txt");
    std::fs::write(&key, &answer).unwrap();
    let wrong = dir.path().join("wrong.txt");
    std::fs::write(&wrong, answer.replacen("expand: ", "expand: X", 1)).unwrap();
    let out = gametree()
        .args(["check", pos.to_str().unwrap(), "--answer"])
        .args([&key, &wrong])
        .args([
            "-a",
            "mcts",
            "--iterations",
            "10",
            "--seed",
            "3",
            "--exploration",
            "10",
        ])
        .args(["-f", "csv"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let csv = String::from_utf8(out.stdout).unwrap();
    let rows: Vec<&str> = csv.lines().collect();
    assert_eq!(rows[0], "file,right,asked,score,wrong,verdict");
    let asked = lines(&answer).len() * 2 - 4 + lines(&answer)[0].split(' ').count() - 2 + 1;
    assert!(rows[1].ends_with(&format!(
        ",{asked},{asked},100.0,0,all {asked} answers right"
    )));
    assert!(
        rows[2].contains(&format!(",{},{asked},", asked - 1)),
        "{csv}"
    );
}

/// `check -a mcts -f html`: a page with the tree and, per answer, its items and their
/// reasons (the text report's), everything from an answer file escaped.
#[test]
fn check_writes_an_html_report_with_the_reasons_escaped() {
    let dir = tempfile::tempdir().unwrap();
    let (pos, answer) = made("3", dir.path());
    let key = dir.path().join("key.txt");
    std::fs::write(&key, &answer).unwrap();
    let hostile = dir.path().join("hostile.txt");
    std::fs::write(&hostile, "path: A <b>&x\nexpand: none\n").unwrap();
    let args = ["-a", "mcts", "--iterations", "10", "--seed", "3"];
    let run = |format: &str| {
        let out = gametree()
            .args(["check", pos.to_str().unwrap(), "--answer"])
            .args([&key, &hostile])
            .args(args)
            .args(["--exploration", "10", "-f", format])
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(1));
        String::from_utf8(out.stdout).unwrap()
    };
    let html = run("html");
    assert!(html.starts_with("<!DOCTYPE html>") && html.ends_with("</html>\n"));
    assert!(html.contains("<svg"), "the tree");
    assert!(!html.contains("<b>") && html.contains("<code>&lt;b&gt;&amp;x</code>"));
    assert!(html.contains("`&lt;b&gt;&amp;x` is not a child of A in the tree"));
    // Every reason of the text report is in the page, escaped.
    let text = run("text");
    let reasons: Vec<&str> = text
        .lines()
        .filter(|l| l.starts_with("  ✗"))
        .map(|l| l.rsplit("  ").next().unwrap())
        .collect();
    assert!(reasons.len() > 3, "{text}");
    for r in reasons {
        let escaped = r
            .replace('&', "&amp;")
            .replace('<', "&lt;")
            .replace('>', "&gt;");
        assert!(html.contains(&escaped), "{r}");
    }
    assert!(html.contains("all 11 answers right") || html.contains("answers right</p>"));
}

/// `exercise -a mcts -f key` and `check KEY.json`: every variant's model answer from
/// the key gets full marks against its student's variant (the tree and seed searched
/// again), a mistake is found, and each variant is the one `exercise -a mcts --seed`
/// makes from the seed the key gives it.
#[test]
fn the_key_marks_each_students_answer_against_their_variant() {
    let dir = tempfile::tempdir().unwrap();
    let key = dir.path().join("key.json");
    let (_, _) = run_ok(&[
        "exercise",
        "-a",
        "mcts",
        "--seed",
        "5",
        "--count",
        "3",
        "--iterations",
        "10",
        "--exploration",
        "10",
        "-f",
        "key",
        "-o",
        key.to_str().unwrap(),
    ]);
    let json: Value = serde_json::from_slice(&std::fs::read(&key).unwrap()).unwrap();
    assert_eq!(json["schema"], "gametree-key/1");
    assert_eq!(json["conventions"]["algorithm"], "mcts");
    assert_eq!(json["conventions"]["iterations"], 10);
    let variants = json["variants"].as_array().unwrap();
    assert_eq!(variants.len(), 3);
    let mut files = Vec::new();
    for v in variants {
        let seed = v["seed"].as_u64().unwrap().to_string();
        assert_eq!(v["answer"].as_str().unwrap(), exercise(&seed, "answer"));
        let file = dir
            .path()
            .join(format!("hw-{}.txt", v["id"].as_str().unwrap()));
        std::fs::write(&file, v["answer"].as_str().unwrap()).unwrap();
        files.push(file);
    }
    let check = |files: &[std::path::PathBuf], format: &str| {
        let out = gametree()
            .arg("check")
            .arg(&key)
            .arg("--answer")
            .args(files)
            .args(["-f", format])
            .output()
            .unwrap();
        (out.status.code(), String::from_utf8(out.stdout).unwrap())
    };
    let (code, text) = check(&files, "text");
    assert_eq!(code, Some(0), "{text}");
    assert_eq!(text.lines().count(), 3);
    assert!(text.lines().all(|l| l.contains(": all ")), "{text}");
    // A wrong expansion in student 2's file, and student 3's missing.
    let answer = variants[1]["answer"].as_str().unwrap();
    std::fs::write(&files[1], answer.replacen("expand: ", "expand: X", 1)).unwrap();
    let (code, csv) = check(&files[..2], "csv");
    assert_eq!(code, Some(1), "{csv}");
    let rows: Vec<&str> = csv.lines().collect();
    assert_eq!(rows[0], "id,score,feedback");
    assert!(rows[1].starts_with("1,100.0,all "), "{csv}");
    assert!(rows[2].starts_with("2,") && rows[2].contains("First mistake: expand: expansion adds"));
    assert!(rows[3].starts_with("3,,no submission"), "{csv}");
    // Feedback files: the text and the HTML report of check -a mcts.
    let fb = dir.path().join("fb");
    let out = gametree()
        .arg("check")
        .arg(&key)
        .arg("--answer")
        .arg(&files[1])
        .arg("--feedback")
        .arg(&fb)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let html = std::fs::read_to_string(fb.join("2.html")).unwrap();
    assert!(html.contains("expansion adds the first move of"), "{html}");
    assert!(std::fs::read_to_string(fb.join("2.txt"))
        .unwrap()
        .contains("✗ expand"));
}

/// The PrairieLearn question of `exercise -a mcts -f prairielearn`: its files (the
/// grader is every kind's, told only the options of the package's `exercise`), and
/// the box logic it asks the package for, through the library
/// (python/tests/test_prairielearn.py runs server.py over the real package): the
/// correct answers of the boxes get full marks in every box, a wrong expansion loses
/// the expansion box only, with check's reason; everything typed into the stats box
/// leaves the path and expansion boxes unanswered; a box's own keyword is accepted.
#[test]
fn the_prairielearn_question_grades_with_check() {
    use gametree::homework::exercise::Spec;
    use gametree::homework::{kinds, MctsSettings, Method};
    use gametree::search::mcts::Exploration;
    use std::collections::BTreeMap;
    let dir = tempfile::tempdir().unwrap();
    let q = dir.path().join("q");
    run_ok(&[
        "exercise",
        "-a",
        "mcts",
        "--seed",
        "4",
        "--iterations",
        "10",
        "--exploration",
        "10",
        "-f",
        "prairielearn",
        "-o",
        q.to_str().unwrap(),
    ]);
    let info: Value =
        serde_json::from_str(&std::fs::read_to_string(q.join("info.json")).unwrap()).unwrap();
    assert_eq!(info["type"], "v3");
    assert_eq!(info["tags"][1], "mcts");
    let server = std::fs::read_to_string(q.join("server.py")).unwrap();
    assert!(
        server.contains(r#"OPTIONS = json.loads(r"""{"algorithm":"mcts","branching":[3,3],"depth":3,"exploration":10.0,"iterations":10,"#),
        "{server}"
    );
    let method = Method::Mcts(MctsSettings {
        iterations: 10,
        exploration: Exploration::new(10.0).unwrap(),
        seed: 0,
    });
    let kind = kinds::of(&method, &Spec::default()).unwrap();
    let ex = kind.generate(4).unwrap();
    let boxes = ex.boxes().unwrap();
    let names: Vec<&str> = boxes.iter().map(|b| b.name.as_str()).collect();
    assert_eq!(names, ["path", "expand", "stats"]);
    let correct: BTreeMap<String, String> = boxes
        .iter()
        .map(|b| (b.name.clone(), b.correct.clone()))
        .collect();
    let model = lines(&exercise("4", "answer"));
    assert_eq!(format!("path: {}", correct["path"]), model[0]);
    assert_eq!(format!("expand: {}", correct["expand"]), model[1]);
    assert_eq!(correct["stats"], model[2..].join("; "));
    let naming = gametree::params::Naming::LIBRARY;
    let grade = |answers: &BTreeMap<String, String>| {
        let m = ex.check_boxes(answers, &naming).unwrap();
        let by: HashMap<String, (f64, String)> = m
            .boxes
            .iter()
            .map(|b| (b.name.clone(), (b.score, b.feedback.clone())))
            .collect();
        (m.score, by)
    };
    let (score, good) = grade(&correct);
    assert_eq!(score, 1.0, "{good:?}");
    assert!(good.values().all(|b| b.0 == 1.0), "{good:?}");
    let mut bad = correct.clone();
    bad.insert("expand".into(), "Z".into());
    let (score, by) = grade(&bad);
    assert!(score < 1.0);
    assert_eq!(
        (by["expand"].0, by["path"].0, by["stats"].0),
        (0.0, 1.0, 1.0)
    );
    assert!(
        by["expand"].1.contains("expansion adds the first move"),
        "{by:?}"
    );
    let one: BTreeMap<String, String> = [
        ("path".to_string(), String::new()),
        ("expand".to_string(), String::new()),
        (
            "stats".to_string(),
            format!(
                "path: {}; expand: {}; {}",
                correct["path"], correct["expand"], correct["stats"]
            ),
        ),
    ]
    .into();
    let (score, by) = grade(&one);
    assert_eq!((by["path"].0, by["expand"].0), (0.0, 0.0), "{by:?}");
    assert!(score < 1.0);
    let mut own = correct.clone();
    own.insert("path".into(), format!("path: {}", correct["path"]));
    own.insert("expand".into(), format!("Expand: {}", correct["expand"]));
    assert_eq!(grade(&own).0, 1.0);
}

/// An MCTS key edited by hand is a clear error naming the key (exit 2), never a panic.
#[test]
fn a_broken_mcts_key_is_a_clear_error() {
    let dir = tempfile::tempdir().unwrap();
    let key = dir.path().join("key.json");
    run_ok(&[
        "exercise",
        "-a",
        "mcts",
        "--seed",
        "5",
        "--count",
        "1",
        "-f",
        "key",
        "-o",
        key.to_str().unwrap(),
    ]);
    let json: Value = serde_json::from_slice(&std::fs::read(&key).unwrap()).unwrap();
    let answer = dir.path().join("1.txt");
    std::fs::write(&answer, json["variants"][0]["answer"].as_str().unwrap()).unwrap();
    type Edit = (&'static str, fn(&mut Value), &'static str);
    let edits: [Edit; 4] = [
        (
            "c",
            |k| k["conventions"]["exploration"] = (-1.0).into(),
            "exploration C ≥ 0, found `-1`",
        ),
        (
            "k",
            |k| k["conventions"]["iterations"] = 0.into(),
            "iterations from 1 to 1000, found `0`",
        ),
        (
            "game",
            |k| k["variants"][0]["position"] = "game: tictactoe\n".into(),
            "the variant of `1` holds no tree",
        ),
        (
            "seed",
            |k| {
                k["variants"][0]
                    .as_object_mut()
                    .unwrap()
                    .retain(|f, _| f != "seed")
            },
            "missing field `seed`",
        ),
    ];
    for (name, edit, expected) in edits {
        let mut k = json.clone();
        edit(&mut k);
        let path = dir.path().join(format!("{name}.json"));
        std::fs::write(&path, serde_json::to_string(&k).unwrap()).unwrap();
        let out = gametree()
            .arg("check")
            .arg(&path)
            .arg("--answer")
            .arg(&answer)
            .output()
            .unwrap();
        let err = String::from_utf8(out.stderr).unwrap();
        assert_eq!(out.status.code(), Some(2), "{err}");
        assert!(
            err.contains(&format!("{name}.json")) && err.contains(expected),
            "{err}"
        );
        assert!(!err.contains("panicked"), "{err}");
    }
}

/// The page's data (`<script type="application/json" id="gp-data">`) and its HTML
/// without its scripts (what a reader sees before the page's script runs).
fn practice_parts(page: &str) -> (Value, String) {
    let start = page
        .find(r#"<script type="application/json" id="gp-data">"#)
        .expect("the page's data");
    let json = &page[start..];
    let json = &json[json.find('>').unwrap() + 1..json.find("</script>").unwrap()];
    let mut visible = String::new();
    let mut rest = page;
    while let Some(i) = rest.find("<script") {
        visible.push_str(&rest[..i]);
        rest = &rest[i + rest[i..].find("</script>").unwrap() + "</script>".len()..];
    }
    visible.push_str(rest);
    (serde_json::from_str(json).unwrap(), visible)
}

#[test]
fn the_practice_page_is_made_the_same_and_gives_nothing_away() {
    let args = [
        "exercise", "-a", "mcts", "--format", "practice", "--seed", "3",
    ];
    let (page, _) = run_ok(&args);
    let (again, _) = run_ok(&args);
    assert_eq!(page, again, "the same seed makes the same bytes");
    let (answer, _) = run_ok(&["exercise", "-a", "mcts", "-f", "answer", "--seed", "3"]);
    let (data, visible) = practice_parts(&page);
    // The answer's lines are nowhere in the page: the key is data for the script,
    // never the answer's text; before a check nothing visible names the path.
    for line in answer.lines().filter(|l| !l.starts_with('#')) {
        assert!(!page.contains(line), "{line}");
    }
    let ex = &data["exercises"][0];
    let path: Vec<&str> = std::iter::once(ex["root"].as_str().unwrap())
        .chain(
            ex["steps"]
                .as_array()
                .unwrap()
                .iter()
                .map(|s| s["expected"].as_str().unwrap()),
        )
        .collect();
    assert!(
        answer.contains(&format!("path: {}\n", path.join(" "))),
        "{answer}"
    );
    assert!(!visible.contains(&path[1..].join(" ")));
    assert!(!visible.contains(&format!(">{}<", ex["expand"].as_str().unwrap())));
    // One exercise, its title and the question; offline (the CSP, nothing fetched).
    assert_eq!(data["exercises"].as_array().unwrap().len(), 1);
    assert!(visible.contains("<title>Monte Carlo tree search practice (seed 3)</title>"));
    assert!(ex["question"]["en"]
        .as_str()
        .unwrap()
        .contains("playout ends with"));
    assert!(page.contains("default-src 'none'"));
    assert!(!page.contains("https://") && !page.contains("<link"));
    // The check command on the page marks the files it offers.
    assert_eq!(
        ex["check"],
        "gametree check tree-3.pos --answer answer-3.txt --algorithm mcts --iterations 8 --seed 3"
    );
}

#[test]
fn the_practice_page_takes_several_exercises_and_languages() {
    let (page, _) = run_ok(&[
        "--lang", "cs", "exercise", "-a", "mcts", "-f", "practice", "--seed", "5", "--count", "3",
    ]);
    let (data, visible) = practice_parts(&page);
    let seeds: Vec<u64> = data["exercises"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["seed"].as_u64().unwrap())
        .collect();
    assert_eq!(seeds, [5, 6, 7]);
    assert!(visible.contains("<html lang=\"cs\">"));
    assert!(
        visible.contains("Procvičení prohledávání stromu Monte Carlo: 3 úlohy"),
        "{visible}"
    );
    assert_eq!(data["lang"], "cs");
    // Each exercise is the one `exercise --seed S` makes.
    for (e, seed) in data["exercises"].as_array().unwrap().iter().zip(seeds) {
        let (tree, _) = run_ok(&[
            "exercise",
            "-a",
            "mcts",
            "-f",
            "tree",
            "--seed",
            &seed.to_string(),
        ]);
        let body = |t: &str| {
            t.lines()
                .filter(|l| !l.starts_with('#'))
                .collect::<Vec<_>>()
                .join("\n")
        };
        assert_eq!(body(e["position"].as_str().unwrap()), body(&tree));
    }
}

#[test]
fn bad_options_for_the_practice_page_are_refused() {
    for args in [
        &["exercise", "-a", "mcts", "-f", "practice", "--count", "51"][..],
        &["exercise", "-a", "mcts", "-f", "practice", "--chance"],
        &["exercise", "-a", "mcts", "-f", "svg", "--count", "2"],
        &[
            "exercise",
            "-a",
            "mcts",
            "-f",
            "practice",
            "--iterations",
            "0",
        ],
    ] {
        crate::common::run_err(args);
    }
}

/// Issue 55 item 3: one rule for extra wrong lines. A wrong line about a node not asked
/// about costs a mark in MCTS's marking as in alpha-beta's: out of the items asked
/// about plus the wrong extra lines (it was marked ✗ with the score unchanged).
#[test]
fn a_wrong_extra_line_costs_a_mark_as_in_alpha_beta() {
    let dir = tempfile::tempdir().unwrap();
    let p = |f: &str| dir.path().join(f).to_string_lossy().into_owned();
    let (tree, answer) = (p("t.pos"), p("a.txt"));
    common::run_ok(&[
        "exercise", "-a", "mcts", "--seed", "3", "-f", "tree", "-o", &tree,
    ]);
    common::run_ok(&[
        "exercise", "-a", "mcts", "--seed", "3", "-f", "answer", "-o", &answer,
    ]);
    let mut text = std::fs::read_to_string(&answer).unwrap();
    text.push_str("Z N=3 W=4\n");
    std::fs::write(&answer, text).unwrap();
    let out = common::gametree()
        .args(["check", &tree, "--answer", &answer, "-f", "csv"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let csv = String::from_utf8(out.stdout).unwrap();
    let row = csv.lines().nth(1).unwrap();
    assert!(
        row.contains(",11,11,91.7,")
            && row.contains("11 of 11 answers right, 1 other line wrong (92%)"),
        "{csv}"
    );
}
