//! The MCTS practice page (`gametree exercise --algorithm mcts --format practice`) in
//! headless Chromium: for answers right and wrong in every way check tells apart — the
//! model answer typed into the page's own boxes, a wrong first step, a step after a
//! wrong one, a path too long, a wrong expansion, wrong N and W, lines about nodes off
//! the path (right and wrong), an unknown node, a node answered twice, unreadable
//! lines, nothing at all — the page's marks are `gametree check -f json`'s item for
//! item (what, got, expected, asked, correct, why) and its verdict is check's, on the
//! answer text the page composes, in English and in Czech. Clicking nodes in the
//! figure builds the path and picks the node expanded; the solution appears only after
//! a check; the page asks the network for nothing. Screenshots go to `target/browser/`.

use crate::common;
use crate::harness::{
    browser, click, console_errors, js, screenshots, start_driver, type_into, Offline,
};
use fantoccini::Client;
use serde_json::{json, Value};
use std::path::Path;

/// The model answer's path, expansion and `NODE N=… W=…` lines.
fn model(text: &str) -> (Vec<String>, String, Vec<(String, String, String)>) {
    let (mut path, mut expand, mut stats) = (Vec::new(), String::new(), Vec::new());
    for line in text.lines().filter(|l| !l.starts_with('#')) {
        if let Some(p) = line.strip_prefix("path: ") {
            path = p.split(' ').map(str::to_string).collect();
        } else if let Some(e) = line.strip_prefix("expand: ") {
            expand = e.to_string();
        } else {
            let w: Vec<&str> = line.split(' ').collect();
            stats.push((
                w[0].to_string(),
                w[1].trim_start_matches("N=").to_string(),
                w[2].trim_start_matches("W=").to_string(),
            ));
        }
    }
    (path, expand, stats)
}

/// `gametree [--lang L] check tree.pos -a mcts --seed S --iterations 8 --answer FILE -f
/// json` on `answer`.
fn check_cli(tree: &Path, seed: u64, answer: &str, lang: &str, dir: &Path) -> Value {
    let file = dir.join("answer.txt");
    std::fs::write(&file, answer).unwrap();
    let out = common::gametree()
        .args([
            "--lang",
            lang,
            "check",
            tree.to_str().unwrap(),
            "-a",
            "mcts",
        ])
        .args(["--seed", &seed.to_string(), "--iterations", "8", "--answer"])
        .arg(&file)
        .args(["-f", "json"])
        .output()
        .unwrap();
    assert_ne!(
        out.status.code(),
        Some(2),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).unwrap()
}

/// Fills exercise `e`'s form through the page's API: the path, the expansion, the
/// N/W rows and the other lines.
async fn fill(
    c: &Client,
    e: usize,
    path: &str,
    expand: &str,
    stats: &[(String, String, String)],
    other: &str,
) {
    let stats: Vec<Value> = stats.iter().map(|(n, v, w)| json!([n, v, w])).collect();
    let script = format!(
        "const p = window.gametree.practice, e = {e}; p.clear(e); p.setPath(e, {}); p.setExpand(e, {});
         for (const [n, v, w] of {}) p.setStats(e, n, v, w); p.setOther(e, {}); return null",
        json!(path),
        json!(expand),
        Value::from(stats),
        json!(other)
    );
    js(c, &script).await;
}

/// The page's marks of exercise `e` and check's on the page's answer text: the same
/// items and verdict.
async fn agree(
    c: &Client,
    e: usize,
    tree: &Path,
    seed: u64,
    lang: &str,
    dir: &Path,
    case: &str,
) -> Value {
    let text = js(
        c,
        &format!("return window.gametree.practice.answerText({e})"),
    )
    .await;
    let text = text.as_str().unwrap().to_string();
    let page = js(c, &format!("return window.gametree.practice.marks({e})")).await;
    let verdict = js(c, &format!("return window.gametree.practice.verdict({e})")).await;
    let cli = check_cli(tree, seed, &text, lang, dir);
    let result = &cli["results"][0];
    assert_eq!(page, result["items"], "{case} ({lang}):\n{text}");
    assert_eq!(verdict, result["verdict"], "{case} ({lang}):\n{text}");
    page
}

/// The page's data of exercise `e` (what Rust embedded).
async fn data(c: &Client, e: usize) -> Value {
    js(
        c,
        &format!(
            "return JSON.parse(document.getElementById('gp-data').textContent).exercises[{e}]"
        ),
    )
    .await
}

#[tokio::test(flavor = "current_thread")]
async fn the_mcts_practice_page_marks_as_check_does() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let page = d.join("page.html");
    common::run_ok(&[
        "exercise",
        "-a",
        "mcts",
        "--format",
        "practice",
        "--seed",
        "3",
        "--count",
        "2",
        "-o",
        page.to_str().unwrap(),
    ]);
    let driver = start_driver();
    let c = browser(&driver, &d.join("profile")).await;
    c.issue_cmd(Offline).await.unwrap();
    c.goto(&format!("file://{}", page.display())).await.unwrap();
    assert!(console_errors(&c).await.is_empty());
    for (e, seed) in [(0usize, 3u64), (1, 4)] {
        let s = seed.to_string();
        let tree = d.join(format!("tree-{seed}.pos"));
        common::run_ok(&[
            "exercise",
            "-a",
            "mcts",
            "--format",
            "tree",
            "--seed",
            &s,
            "-o",
            tree.to_str().unwrap(),
        ]);
        let (answer, _) =
            common::run_ok(&["exercise", "-a", "mcts", "--format", "answer", "--seed", &s]);
        let (path, expand, stats) = model(&answer);
        let ex = data(&c, e).await;
        let steps = ex["steps"].as_array().unwrap();
        // A child selection does not take at the first step, and what it says next.
        let wrong = steps[0]["candidates"]
            .as_array()
            .unwrap()
            .iter()
            .map(|x| x["name"].as_str().unwrap().to_string())
            .find(|n| *n != steps[0]["expected"])
            .expect("a step that compares children");
        let mut after_wrong = vec![path[0].clone(), wrong.clone()];
        after_wrong.extend(path[2..].iter().cloned());
        let updated: Vec<String> = stats.iter().map(|s| s.0.clone()).collect();
        let before = ex["before"].as_object().unwrap();
        let off = before
            .keys()
            .find(|k| !updated.contains(k))
            .expect("a node off the path");
        let (n, w) = (before[off][0].clone(), before[off][1].clone());
        let mut bad_nw = stats.clone();
        bad_nw[0].1 = "0".into();
        bad_nw[1].2 = "-999".into();
        let other_expand = if expand == "none" {
            path[1].clone()
        } else {
            "none".to_string()
        };
        let cases: Vec<(&str, String, String, Vec<(String, String, String)>, String)> = vec![
            (
                "a wrong first step",
                format!("{} {wrong}", path[0]),
                expand.clone(),
                stats.clone(),
                String::new(),
            ),
            (
                "a step after a wrong one",
                after_wrong.join(" "),
                expand.clone(),
                stats.clone(),
                String::new(),
            ),
            (
                "a path too long, root written root",
                format!("root {} C.1 X", path[1..].join(" ")),
                expand.clone(),
                stats.clone(),
                String::new(),
            ),
            (
                "a wrong expansion",
                path.join(" "),
                other_expand,
                stats.clone(),
                String::new(),
            ),
            (
                "wrong N and W",
                path.join(" "),
                expand.clone(),
                bad_nw,
                String::new(),
            ),
            (
                "lines off the path",
                path.join(" "),
                expand.clone(),
                stats.clone(),
                format!("{off} N={n} W={w}\n{off} N={}\n", n.as_u64().unwrap() + 1),
            ),
            (
                "an unknown node and a node twice",
                path.join(" "),
                expand.clone(),
                stats.clone(),
                format!("ZZZ N=1 W=2\n{} N=1\n", path[0]),
            ),
            (
                "unreadable lines",
                path.join(" "),
                expand.clone(),
                stats.clone(),
                "this is no line\nB N=x W=1\nB N=+4 W=\u{2212}3 # ok\n".into(),
            ),
            (
                "nothing",
                String::new(),
                String::new(),
                Vec::new(),
                String::new(),
            ),
            (
                "a path in other words",
                format!("{}, {} -> {}", path[0], path[1], path[2..].join(" → ")),
                expand.clone(),
                stats.clone(),
                String::new(),
            ),
        ];
        for lang in ["en", "cs"] {
            js(
                &c,
                &format!("window.gametree.practice.setLanguage('{lang}'); return null"),
            )
            .await;
            for (case, p, x, st, other) in &cases {
                fill(&c, e, p, x, st, other).await;
                let marks = agree(&c, e, &tree, seed, lang, d, case).await;
                let wrong = marks
                    .as_array()
                    .unwrap()
                    .iter()
                    .any(|i| i["correct"] == false);
                assert_eq!(wrong, *case != "a path in other words", "{case}: {marks:#}");
            }
            // The model answer through the page's own boxes: all right.
            js(
                &c,
                &format!("window.gametree.practice.clear({e}); return null"),
            )
            .await;
            let sec = format!("#gp-ex-{e}");
            type_into(&c, &format!("{sec} [data-field=path]"), &path.join(" ")).await;
            type_into(&c, &format!("{sec} [data-field=expand]"), &expand).await;
            for (node, nv, wv) in &stats {
                type_into(
                    &c,
                    &format!("{sec} input[data-node=\"{node}\"][data-stat=n]"),
                    nv,
                )
                .await;
                type_into(
                    &c,
                    &format!("{sec} input[data-node=\"{node}\"][data-stat=w]"),
                    wv,
                )
                .await;
            }
            let marks = agree(&c, e, &tree, seed, lang, d, "the model answer").await;
            assert!(
                marks
                    .as_array()
                    .unwrap()
                    .iter()
                    .all(|i| i["correct"] == true),
                "{marks:#}"
            );
            let body: String = answer
                .lines()
                .filter(|l| !l.starts_with('#'))
                .map(|l| format!("{l}\n"))
                .collect();
            let text = js(
                &c,
                &format!("return window.gametree.practice.answerText({e})"),
            )
            .await;
            assert_eq!(text, Value::from(body));
        }
        js(
            &c,
            "window.gametree.practice.setLanguage('en'); return null",
        )
        .await;
    }
    clicks_build_the_path(&c, d).await;
    assert!(console_errors(&c).await.is_empty());
    c.close().await.unwrap();
}

/// Clicks on nodes append them to the path, a click with the switch on picks the node
/// expanded; the solution is hidden until a check.
async fn clicks_build_the_path(c: &Client, d: &Path) {
    let (answer, _) = common::run_ok(&[
        "exercise", "-a", "mcts", "--format", "answer", "--seed", "3",
    ]);
    let (path, expand, _) = model(&answer);
    js(c, "window.gametree.practice.clear(0); return null").await;
    let hidden = js(
        c,
        "return document.querySelector('#gp-ex-0 .solution').hidden",
    )
    .await;
    assert_eq!(hidden, Value::Bool(true));
    for name in &path {
        click(c, &format!("#gp-ex-0 .pick[data-node=\"{name}\"]")).await;
    }
    click(c, "#gp-ex-0 [data-action=pick]").await;
    click(c, &format!("#gp-ex-0 .pick[data-node=\"{expand}\"]")).await;
    let text = js(c, "return window.gametree.practice.answerText(0)").await;
    assert_eq!(
        text,
        Value::from(format!("path: {}\nexpand: {expand}\n", path.join(" ")))
    );
    let rows = js(c, "return window.gametree.practice.rows(0)").await;
    let mut want = path.clone();
    want.push(expand.clone());
    assert_eq!(rows, json!(want));
    type_into(
        c,
        &format!("#gp-ex-0 input[data-node=\"{}\"][data-stat=n]", path[0]),
        "9",
    )
    .await;
    click(c, "#gp-ex-0 [data-action=check]").await;
    let hidden = js(
        c,
        "return document.querySelector('#gp-ex-0 .solution').hidden",
    )
    .await;
    assert_eq!(hidden, Value::Bool(false));
    js(c, "window.scrollTo(0, 0); return null").await;
    std::fs::write(
        screenshots().join("mcts-practice.png"),
        c.screenshot().await.unwrap(),
    )
    .unwrap();
    js(
        c,
        "document.querySelector('#gp-ex-0 .verdict').scrollIntoView(); return null",
    )
    .await;
    std::fs::write(
        screenshots().join("mcts-practice-marks.png"),
        c.screenshot().await.unwrap(),
    )
    .unwrap();
    let _ = d;
}
