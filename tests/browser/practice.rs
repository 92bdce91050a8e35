//! The practice page (`gametree exercise --format practice`, `gametree search FILE
//! --format practice`) in headless Chromium: a model answer typed into the page's own
//! boxes and switches is all correct; a wrong value, a missed prune and an extra prune
//! are each flagged on exactly that node with the reason `gametree check` gives for the
//! same answer; the first-mistake replay stops at the step where the answer departs;
//! nothing drawn overlaps; the work survives a reload; the page asks the network for
//! nothing. Screenshots go to `target/browser/`.

use crate::common;
use crate::harness;

use fantoccini::{Client, Locator};
use harness::{
    browser, click, console_errors, js, screenshots, start_driver, text_of, type_into, wait_for,
    Offline,
};
use serde_json::{json, Value};

/// A model answer's line: the node, `=3` / `<=3` / `pruned`, and the window's ends.
type AnswerLine = (String, String, Option<(String, String)>);

/// The model answer's lines.
fn answer_lines(text: &str) -> Vec<AnswerLine> {
    text.lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|l| {
            let mut words = l.split_whitespace();
            let node = words.next().unwrap().to_string();
            let rest: Vec<&str> = words.collect();
            if rest == ["pruned"] {
                return (node, "pruned".into(), None);
            }
            let value = format!("{}{}", rest[0], rest[1]);
            let window = rest.get(2).map(|_| {
                let w = rest[2..].join(" ");
                let (a, b) = w
                    .trim_start_matches('[')
                    .trim_end_matches(']')
                    .split_once(", ")
                    .unwrap();
                (a.to_string(), b.to_string())
            });
            (node, value, window)
        })
        .collect()
}

/// The page's marks and `gametree check`'s, node by node: the same nodes, verdicts,
/// mistake kinds and reasons (and for a wrong value the same expected and written
/// values).
fn assert_same_marks(page: &Value, cli: &Value) {
    let theirs = &cli["results"][0]["nodes"];
    let ours = &page["nodes"];
    let n = theirs.as_array().unwrap().len();
    assert_eq!(ours.as_array().unwrap().len(), n, "{ours:#}\n{theirs:#}");
    for (a, b) in ours
        .as_array()
        .unwrap()
        .iter()
        .zip(theirs.as_array().unwrap())
    {
        assert_eq!(a["node"], b["node"]);
        assert_eq!(a["correct"], b["correct"], "{a:#} vs {b:#}");
        let kinds = |m: &Value| -> Vec<(Value, Value)> {
            m.as_array()
                .unwrap()
                .iter()
                .map(|x| {
                    (
                        x["kind"].clone(),
                        x.get("why").cloned().unwrap_or(json!("")),
                    )
                })
                .collect()
        };
        assert_eq!(
            kinds(&a["mistakes"]),
            kinds(&b["mistakes"]),
            "{a:#} vs {b:#}"
        );
        for (x, y) in a["mistakes"]
            .as_array()
            .unwrap()
            .iter()
            .zip(b["mistakes"].as_array().unwrap())
        {
            if y["kind"] == "wrong-value" {
                let text = x["text"].as_str().unwrap();
                let want = format!(
                    "wrong value (expected {}, got {})",
                    y["expected"].as_str().unwrap(),
                    y["got"].as_str().unwrap()
                );
                assert!(text.starts_with(&want), "{text} vs {want}");
            }
        }
    }
    assert_eq!(page["correct"], cli["results"][0]["correct"]);
    assert_eq!(page["total"], cli["results"][0]["total"]);
}

/// The pairs of the page's boxes, switches and drawn texts that overlap (a drawn text
/// covered by a box or switch — the blank box's separators, an edge label the switch
/// replaces — is not drawn for the reader).
const OVERLAPS: &str = "const vis = (e) => !e.hidden && getComputedStyle(e).display !== 'none'; const ui = [...document.querySelectorAll('.tree input, .tree button')].filter(vis); const uiR = ui.map((e) => e.getBoundingClientRect()); const covered = (a) => { const x = (a.left + a.right) / 2, y = (a.top + a.bottom) / 2; return uiR.some((b) => x > b.left && x < b.right && y > b.top && y < b.bottom); }; const texts = [...document.querySelectorAll('.tree svg text')].filter((t) => t.textContent.trim()).map((t) => [t, t.getBoundingClientRect()]).filter(([, r]) => !covered(r)); const all = ui.map((e, i) => [e, uiR[i]]).concat(texts); all.sort((p, q) => p[1].left - q[1].left); const bad = []; for (let i = 0; i < all.length; i++) { const a = all[i][1]; for (let j = i + 1; j < all.length && all[j][1].left < a.right - 0.5; j++) { const b = all[j][1]; if (a.width && b.width && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5) bad.push((all[i][0].dataset.node || all[i][0].textContent) + '|' + (all[j][0].dataset.node || all[j][0].textContent)); } } return bad.slice(0, 20)";

/// A screenshot of the page as `target/browser/NAME`.
async fn shot(c: &Client, name: &str) {
    std::fs::write(screenshots().join(name), c.screenshot().await.unwrap()).unwrap();
}

/// Enters `answer` through the page's own boxes and switches, as a student would.
async fn enter(c: &Client, answer: &str, windows: bool) {
    for (node, value, window) in answer_lines(answer) {
        let sel = |extra: &str| format!("#gp-ex-0 .tree {extra}[data-node=\"{node}\"]");
        if value == "pruned" {
            // A switch under an edge already pruned is disabled: only the topmost.
            let b = c.find(Locator::Css(&sel("button"))).await.unwrap();
            if b.is_enabled().await.unwrap() {
                b.click().await.unwrap();
            }
            continue;
        }
        type_into(c, &sel("input:not(.win)"), &value).await;
        if let (true, Some((a, b))) = (windows, window) {
            type_into(c, &sel("input.win[data-side=\"alpha\"]"), &a).await;
            type_into(c, &sel("input.win[data-side=\"beta\"]"), &b).await;
        }
    }
}

#[tokio::test(flavor = "current_thread")]
async fn practice_page_in_chromium() {
    let dir = tempfile::tempdir().unwrap();
    let p = |f: &str| dir.path().join(f);
    let run = |args: &[&str]| common::run_ok(args).0;
    run(&[
        "exercise",
        "--seed",
        "7",
        "-o",
        p("ex.pos").to_str().unwrap(),
    ]);
    run(&[
        "exercise",
        "--seed",
        "7",
        "--format",
        "practice",
        "-o",
        p("page.html").to_str().unwrap(),
    ]);
    let model = run(&["exercise", "--seed", "7", "--format", "answer"]);

    let driver = start_driver();
    let c = browser(&driver, &p("profile")).await;
    // The network off: the page must work from disk alone.
    c.issue_cmd(Offline).await.expect("network emulation");
    c.goto(&format!("file://{}", p("page.html").display()))
        .await
        .unwrap();

    // Nothing fetched: the page is one file (and its policy forbids fetching).
    assert_eq!(
        js(&c, "return performance.getEntriesByType('resource').length").await,
        json!(0)
    );
    assert_eq!(
        js(&c, "return window.gametree.practice.exercises.length").await,
        json!(1)
    );
    assert_eq!(
        js(
            &c,
            "return JSON.stringify(window.gametree.practice.marks(0).nodes.length)"
        )
        .await,
        json!("16")
    );
    assert_eq!(js(&c, OVERLAPS).await, json!([]), "texts overlap");
    shot(&c, "practice-blank.png").await;
    // The check sees an overlap: a box moved onto its neighbour's.
    let moved = "const a = document.querySelector('#gp-ex-0 input[data-node=C]:not(.win)'), b = document.querySelector('#gp-ex-0 input[data-node=D]:not(.win)'); const l = a.style.left; a.style.left = (parseFloat(b.style.left) + 5) + 'px'; return l";
    let left = js(&c, moved).await;
    assert_ne!(js(&c, OVERLAPS).await, json!([]));
    js(&c, &format!("document.querySelector('#gp-ex-0 input[data-node=C]:not(.win)').style.left = {left}; return 0")).await;
    assert_eq!(js(&c, OVERLAPS).await, json!([]));

    // The model answer, windows and all, typed into the page: all correct.
    click(&c, "#gp-ex-0 input[data-action=windows]").await;
    assert_eq!(
        js(&c, OVERLAPS).await,
        json!([]),
        "texts overlap with windows shown"
    );
    enter(&c, &model, true).await;
    click(&c, "#gp-ex-0 button[data-action=check]").await;
    let marks = js(&c, "return window.gametree.practice.marks(0)").await;
    assert_eq!(marks["all_correct"], json!(true), "{marks:#}");
    let score = text_of(&c, "#gp-ex-0 .score").await;
    assert_eq!(score, "16 of 16 nodes asked about correct (100%)");
    // The answer it downloads is the model answer to `gametree check` too.
    let text = js(&c, "return window.gametree.practice.answerText(0)").await;
    let cli = harness::check_cli(&p("ex.pos"), text.as_str().unwrap(), dir.path());
    assert_eq!(cli["results"][0]["all_correct"], json!(true), "{text}");
    assert_same_marks(&marks, &cli);
    shot(&c, "practice-correct.png").await;

    // What check reads in an answer line, the page reads in a box: `pruned` as a
    // word, a window after the value, a comment.
    js(&c, "const p = window.gametree.practice; p.setPruned(0, 'L', false); p.set(0, 'L', 'pruned'); p.setWindow(0, 'J', '', ''); p.set(0, 'J', '<= 11 [11, inf]'); p.set(0, 'A', '= 11 # sure'); return 0").await;
    let words = js(&c, "return window.gametree.practice.check(0)").await;
    assert_eq!(words["all_correct"], json!(true), "{words:#}");
    let text = js(&c, "return window.gametree.practice.answerText(0)").await;
    assert_same_marks(
        &words,
        &harness::check_cli(&p("ex.pos"), text.as_str().unwrap(), dir.path()),
    );
    // The work survives a reload.
    c.refresh().await.unwrap();
    let again = js(&c, "return window.gametree.practice.answerText(0)").await;
    assert_eq!(again, text);

    // Three mistakes: B's value, D.2 not crossed out (a missed prune), F.1 crossed out
    // though it is searched (an extra prune). Each is flagged on that node alone, with
    // check's reason.
    js(&c, "const p = window.gametree.practice; p.set(0, 'B', '5'); p.setPruned(0, 'D.2', false); p.setPruned(0, 'G', true); return 0").await;
    click(&c, "#gp-ex-0 button[data-action=check]").await;
    let marks = js(&c, "return window.gametree.practice.marks(0)").await;
    let wrong: Vec<(String, String)> = marks["nodes"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|n| n["correct"] == json!(false))
        .map(|n| {
            (
                n["node"].as_str().unwrap().to_string(),
                n["mistakes"][0]["kind"].as_str().unwrap().to_string(),
            )
        })
        .collect();
    assert_eq!(
        wrong,
        [
            ("B".to_string(), "wrong-value".to_string()),
            ("D.2".to_string(), "missing".to_string()),
            ("G".to_string(), "pruned-but-searched".to_string()),
        ],
        "{marks:#}"
    );
    let text = js(&c, "return window.gametree.practice.answerText(0)").await;
    let cli = harness::check_cli(&p("ex.pos"), text.as_str().unwrap(), dir.path());
    assert_same_marks(&marks, &cli);
    let shown = text_of(&c, "#gp-ex-0 .feedback li[data-node=B]").await;
    assert!(
        shown.starts_with("B: wrong value (expected = 2, got = 5): B is a MIN node"),
        "{shown}"
    );
    shot(&c, "practice-mistakes.png").await;

    // The first mistake in the search's order is D.2's, at D's cut-off (before B is
    // left with its value): the replay (the report's own, in a frame) stops at that
    // step and says why.
    click(&c, "#gp-ex-0 button[data-action=first]").await;
    let first = js(&c, "return window.gametree.practice.firstMistake(0)").await;
    assert_eq!(first["node"], json!("D.2"), "{first:#}");
    let frame_step = wait_for(&c, "const f = document.querySelector('#gp-ex-0 .replay iframe'); const g = f && f.dataset.at && f.contentWindow.gametree; return g ? [g.step(), g.replayAt(g.step()).caption] : null").await;
    assert_eq!(frame_step[0], first["step"]);
    let caption = frame_step[1].as_str().unwrap();
    assert!(
        caption.starts_with("Cut-off at D: ") && caption.contains("D.2"),
        "{caption}"
    );
    let said = text_of(&c, "#gp-ex-0 .feedback .first").await;
    assert!(
        said.contains(caption) && said.contains("D.2: missing (expected pruned)"),
        "{said}"
    );
    shot(&c, "practice-first-mistake.png").await;

    // A TA marks the downloaded answer with `gametree check --format html`: the same
    // first mistake, and the same replay stopping at the same step.
    let text = js(&c, "return window.gametree.practice.answerText(0)").await;
    std::fs::write(p("submitted.txt"), text.as_str().unwrap()).unwrap();
    let out = common::gametree()
        .args([
            "check",
            p("ex.pos").to_str().unwrap(),
            "--answer",
            p("submitted.txt").to_str().unwrap(),
            "--format",
            "html",
            "-o",
            p("marked.html").to_str().unwrap(),
        ])
        .output()
        .unwrap();
    assert_eq!(
        out.status.code(),
        Some(1),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    c.goto(&format!("file://{}", p("marked.html").display()))
        .await
        .unwrap();
    let para = text_of(&c, "p.first").await;
    let n = first["step"].as_u64().unwrap() + 1;
    assert!(
        para.starts_with(&format!("First mistake, step {n} of ")),
        "{para}"
    );
    assert!(
        para.contains(caption) && para.contains("D.2: missing (expected pruned)"),
        "{para}"
    );
    click(&c, "button.replay").await;
    let at = wait_for(&c, "const f = document.querySelector('.replay-frame iframe'); return f && f.dataset.at ? f.contentWindow.gametree.step() : null").await;
    assert_eq!(at, first["step"]);
    shot(&c, "practice-check-html.png").await;
    c.goto(&format!("file://{}", p("page.html").display()))
        .await
        .unwrap();

    // Keyboard: from the root's box, ↓ goes to its first child's, → to the next.
    js(
        &c,
        "document.querySelector('#gp-ex-0 input[data-node=A]:not(.win)').focus(); return 0",
    )
    .await;
    let active = "return document.activeElement.dataset.node";
    c.active_element()
        .await
        .unwrap()
        .send_keys("\u{E015}")
        .await
        .unwrap();
    assert_eq!(js(&c, active).await, json!("B"));
    js(&c, "document.activeElement.select(); return 0").await;
    c.active_element()
        .await
        .unwrap()
        .send_keys("\u{E014}")
        .await
        .unwrap();
    assert_eq!(js(&c, active).await, json!("F"));

    // The solution shown, then the page cleared.
    js(&c, "window.gametree.practice.showSolution(0); return 0").await;
    let a = c
        .find(Locator::Css("#gp-ex-0 input[data-node=J]:not(.win)"))
        .await
        .unwrap();
    assert_eq!(a.prop("value").await.unwrap().unwrap(), "≤11");
    shot(&c, "practice-solution.png").await;

    let errors = console_errors(&c).await;
    assert!(errors.is_empty(), "console errors: {errors:?}");
    c.close().await.unwrap();
}

/// Practice pages of real positions and many exercises, every box, switch and text
/// apart (windows shown too): Kalah (with extra turns), tic-tac-toe, Czech draughts
/// from the start and from Kühr's Fig. 17, ten exercises of depth 4, an
/// expectiminimax exercise.
#[tokio::test(flavor = "current_thread")]
async fn practice_pages_of_real_positions_do_not_overlap() {
    let dir = tempfile::tempdir().unwrap();
    let pages: [(&str, Vec<&str>); 6] = [
        (
            "kalah.html",
            vec!["search", "examples/kalah-4-3.pos", "--depth", "2"],
        ),
        (
            "ttt.html",
            vec![
                "search",
                "examples/tictactoe-forced-win.pos",
                "--depth",
                "2",
            ],
        ),
        (
            "czech.html",
            vec!["search", "examples/czech-initial.pos", "--depth", "2"],
        ),
        (
            "fig17.html",
            vec!["search", "examples/czech-kuhr-fig-17.pos", "--depth", "3"],
        ),
        (
            "ten.html",
            vec!["exercise", "--seed", "1", "--depth", "4", "--count", "10"],
        ),
        ("chance.html", vec!["exercise", "--seed", "3", "--chance"]),
    ];
    let driver = start_driver();
    let c = browser(&driver, &dir.path().join("profile")).await;
    c.issue_cmd(Offline).await.expect("network emulation");
    for (name, args) in &pages {
        let file = dir.path().join(name);
        let mut all = args.clone();
        all.extend(["--format", "practice", "-o", file.to_str().unwrap()]);
        common::run_ok(&all);
        c.goto(&format!("file://{}", file.display())).await.unwrap();
        assert_eq!(js(&c, OVERLAPS).await, json!([]), "{name}: texts overlap");
        let boxes = js(
            &c,
            "return document.querySelectorAll('.tree input:not(.win)').length",
        )
        .await;
        assert!(boxes.as_u64().unwrap() > 0, "{name}");
        if js(
            &c,
            "return !!document.querySelector('input[data-action=windows]')",
        )
        .await
            == json!(true)
        {
            js(&c, "window.gametree.practice.windows(true); return 0").await;
            assert_eq!(
                js(&c, OVERLAPS).await,
                json!([]),
                "{name}: texts overlap with windows"
            );
        }
        shot(&c, &format!("practice-{}", name.replace(".html", ".png"))).await;
        if *name == "chance.html" {
            // Exact expectations (fractions, decimals) entered through the API are
            // all correct, and so says `gametree check --algorithm expectiminimax`.
            let model = js(&c, "return window.gametree.practice.modelAnswer(0)").await;
            for (node, value, _) in answer_lines(model.as_str().unwrap()) {
                js(
                    &c,
                    &format!(
                        "window.gametree.practice.set(0, {}, {}); return 0",
                        json!(node),
                        json!(value)
                    ),
                )
                .await;
            }
            let marks = js(&c, "return window.gametree.practice.check(0)").await;
            assert_eq!(marks["all_correct"], json!(true), "{marks:#}");
            let text = js(&c, "return window.gametree.practice.answerText(0)").await;
            let tree = dir.path().join("chance.pos");
            common::run_ok(&[
                "exercise",
                "--seed",
                "3",
                "--chance",
                "-o",
                tree.to_str().unwrap(),
            ]);
            let file = dir.path().join("chance.txt");
            std::fs::write(&file, text.as_str().unwrap()).unwrap();
            let (out, _) = common::run_ok(&[
                "check",
                tree.to_str().unwrap(),
                "--answer",
                file.to_str().unwrap(),
                "-a",
                "expectiminimax",
                "--format",
                "json",
            ]);
            let cli: Value = serde_json::from_str(&out).unwrap();
            assert_same_marks(&marks, &cli);
        }
        let errors = console_errors(&c).await;
        assert!(errors.is_empty(), "{name}: console errors: {errors:?}");
    }
    c.close().await.unwrap();
}
