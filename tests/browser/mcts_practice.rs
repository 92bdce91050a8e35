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

/// Where an answer is marked: exercise `e` of the page, made of `tree` with `seed`,
/// in language `lang`; `dir` for check's answer file.
struct At<'a> {
    e: usize,
    tree: &'a Path,
    seed: u64,
    lang: &'a str,
    dir: &'a Path,
}

/// The page's marks of the exercise and check's on the page's answer text: the same
/// items and verdict.
async fn agree(c: &Client, at: &At<'_>, case: &str) -> Value {
    let (e, lang) = (at.e, at.lang);
    let text = js(
        c,
        &format!("return window.gametree.practice.answerText({e})"),
    )
    .await;
    let text = text.as_str().unwrap().to_string();
    let page = js(c, &format!("return window.gametree.practice.marks({e})")).await;
    let verdict = js(c, &format!("return window.gametree.practice.verdict({e})")).await;
    let cli = check_cli(at.tree, at.seed, &text, lang, at.dir);
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

/// `NODE N W` lines of an answer, as typed.
type Stats = Vec<(String, String, String)>;

/// An answer to fill in: its name, path, expansion, N/W rows and other lines.
struct Case {
    name: &'static str,
    path: String,
    expand: String,
    stats: Stats,
    other: String,
}

/// The answers marked: the model answer changed in each way check tells apart.
fn cases(ex: &Value, path: &[String], expand: &str, stats: &Stats) -> Vec<Case> {
    let steps = ex["steps"].as_array().unwrap();
    // A child selection does not take at the first step.
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
    let (n, w) = (&before[off][0], &before[off][1]);
    let mut bad_nw = stats.clone();
    bad_nw[0].1 = "0".into();
    bad_nw[1].2 = "-999".into();
    let other_expand = if expand == "none" { &path[1] } else { "none" };
    let case = |name, path: String, expand: &str, stats: &Stats, other: String| Case {
        name,
        path,
        expand: expand.to_string(),
        stats: stats.clone(),
        other,
    };
    let all = path.join(" ");
    vec![
        case(
            "a wrong first step",
            format!("{} {wrong}", path[0]),
            expand,
            stats,
            String::new(),
        ),
        case(
            "a step after a wrong one",
            after_wrong.join(" "),
            expand,
            stats,
            String::new(),
        ),
        case(
            "a path too long, the root written root",
            format!("root {} C.1 X", path[1..].join(" ")),
            expand,
            stats,
            String::new(),
        ),
        case(
            "a wrong expansion",
            all.clone(),
            other_expand,
            stats,
            String::new(),
        ),
        case("wrong N and W", all.clone(), expand, &bad_nw, String::new()),
        case(
            "lines off the path",
            all.clone(),
            expand,
            stats,
            format!("{off} N={n} W={w}\n{off} N={}\n", n.as_u64().unwrap() + 1),
        ),
        case(
            "an unknown node and a node twice",
            all.clone(),
            expand,
            stats,
            format!("ZZZ N=1 W=2\n{} N=1\n", path[0]),
        ),
        case(
            "unreadable lines",
            all.clone(),
            expand,
            stats,
            "this is no line\nB N=x W=1\nB N=+4 W=\u{2212}3 # ok\n".into(),
        ),
        case("nothing", String::new(), "", &Vec::new(), String::new()),
        case(
            "names that are JavaScript's own",
            format!("{} constructor __proto__ toString", path[0]),
            "valueOf",
            &vec![("constructor".into(), "1".into(), "2".into())],
            "hasOwnProperty N=0\n__proto__ W=1\n".into(),
        ),
        case(
            "the node expanded in lower case",
            all.clone(),
            &expand.to_ascii_lowercase(),
            stats,
            String::new(),
        ),
        case(
            "the path in other words",
            format!("{}, {} -> {}", path[0], path[1], path[2..].join(" → ")),
            expand,
            stats,
            String::new(),
        ),
    ]
}

/// `gametree exercise -a mcts --seed S` in `format`, to `out` or standard output.
fn made(seed: u64, format: &str, out: Option<&Path>) -> String {
    let s = seed.to_string();
    let mut args = vec!["exercise", "-a", "mcts", "--format", format, "--seed", &s];
    if let Some(o) = out {
        args.extend(["-o", o.to_str().unwrap()]);
    }
    common::run_ok(&args).0
}

#[tokio::test(flavor = "current_thread")]
async fn the_mcts_practice_page_marks_as_check_does() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let page = d.join("page.html");
    let p = page.to_str().unwrap();
    common::run_ok(&[
        "exercise", "-a", "mcts", "-f", "practice", "--seed", "3", "--count", "2", "-o", p,
    ]);
    let driver = start_driver();
    let c = browser(&driver, &d.join("profile")).await;
    c.issue_cmd(Offline).await.unwrap();
    c.goto(&format!("file://{}", page.display())).await.unwrap();
    assert!(console_errors(&c).await.is_empty());
    for (e, seed) in [(0usize, 3u64), (1, 4)] {
        let tree = d.join(format!("tree-{seed}.pos"));
        made(seed, "tree", Some(&tree));
        let answer = made(seed, "answer", None);
        let (path, expand, stats) = model(&answer);
        let ex = data(&c, e).await;
        let cases = cases(&ex, &path, &expand, &stats);
        for lang in ["en", "cs"] {
            let script = format!("window.gametree.practice.setLanguage('{lang}'); return null");
            js(&c, &script).await;
            let at = At {
                e,
                tree: &tree,
                seed,
                lang,
                dir: d,
            };
            for case in &cases {
                fill(&c, e, &case.path, &case.expand, &case.stats, &case.other).await;
                let marks = agree(&c, &at, case.name).await;
                let wrong = marks
                    .as_array()
                    .unwrap()
                    .iter()
                    .any(|i| i["correct"] == false);
                assert_eq!(
                    wrong,
                    !["the path in other words", "the node expanded in lower case"]
                        .contains(&case.name),
                    "{}: {marks:#}",
                    case.name
                );
            }
            model_typed(&c, &at, &answer).await;
        }
        js(
            &c,
            "window.gametree.practice.setLanguage('en'); return null",
        )
        .await;
    }
    clicks_build_the_path(&c).await;
    // The verdict's share is Rust's `{:.0}` of 100 · right / asked (a tie to even).
    let got = js(&c, "const out = []; for (let a = 1; a <= 40; a++) for (let r = 0; r <= a; r++) out.push(window.gametree.practice.percent(r, a)); return out").await;
    let want: Vec<String> = (1..=40u32)
        .flat_map(|a| (0..=a).map(move |r| format!("{:.0}", 100.0 * f64::from(r) / f64::from(a))))
        .collect();
    assert_eq!(got, json!(want));
    assert!(console_errors(&c).await.is_empty());
    c.close().await.unwrap();
}

/// The model answer typed into the page's own boxes: all right, and the page's answer
/// text is the model answer's.
async fn model_typed(c: &Client, at: &At<'_>, answer: &str) {
    let (path, expand, stats) = model(answer);
    let e = at.e;
    js(
        c,
        &format!("window.gametree.practice.clear({e}); return null"),
    )
    .await;
    let sec = format!("#gp-ex-{e}");
    type_into(c, &format!("{sec} [data-field=path]"), &path.join(" ")).await;
    type_into(c, &format!("{sec} [data-field=expand]"), &expand).await;
    for (node, nv, wv) in &stats {
        let stat = |k: &str| format!("{sec} input[data-node=\"{node}\"][data-stat={k}]");
        type_into(c, &stat("n"), nv).await;
        type_into(c, &stat("w"), wv).await;
    }
    let marks = agree(c, at, "the model answer").await;
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
        c,
        &format!("return window.gametree.practice.answerText({e})"),
    )
    .await;
    assert_eq!(text, Value::from(body));
}

/// Clicks on nodes append them to the path, a click with the switch on picks the node
/// expanded; the solution is hidden until a check.
async fn clicks_build_the_path(c: &Client) {
    let answer = made(3, "answer", None);
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
    // An edit after the check hides the solution again until the next check.
    let path = js(c, "return window.gametree.practice.answerText(0)").await;
    js(
        c,
        "const p = window.gametree.practice; p.setPath(0, 'A'); return null",
    )
    .await;
    let solution = "return document.querySelector('#gp-ex-0 .solution').hidden";
    assert_eq!(js(c, solution).await, Value::Bool(true), "{path}");
    click(c, "#gp-ex-0 [data-action=check]").await;
    assert_eq!(js(c, solution).await, Value::Bool(false));
    click(c, "#gp-ex-0 [data-action=clear]").await;
    assert_eq!(js(c, solution).await, Value::Bool(true));
    click(c, "#gp-ex-0 [data-action=check]").await;
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
    // A wrong first step in Czech: the reasons with their UCB1 numbers.
    js(
        c,
        "const p = window.gametree.practice, ex = JSON.parse(document.getElementById('gp-data').textContent).exercises[0];
         const s = ex.steps[0], other = s.candidates.find((x) => x.name !== s.expected).name;
         p.setLanguage('cs'); p.setPath(0, ex.root + ' ' + other); p.check(0);
         document.querySelector('#gp-ex-0 .verdict').scrollIntoView(); return null",
    )
    .await;
    std::fs::write(
        screenshots().join("mcts-practice-cs.png"),
        c.screenshot().await.unwrap(),
    )
    .unwrap();
    js(c, "window.gametree.practice.setLanguage('en'); return null").await;
    // The work is kept per seed: a reload brings it back, unchecked.
    let before = js(c, "return window.gametree.practice.answerText(0)").await;
    c.refresh().await.unwrap();
    let after = js(c, "return window.gametree.practice.answerText(0)").await;
    assert_eq!(before, after);
    let hidden = js(
        c,
        "return document.querySelector('#gp-ex-0 .solution').hidden",
    )
    .await;
    assert_eq!(hidden, Value::Bool(true));
}
