//! The playground page (`gametree playground -o FILE.html`) in headless Chromium, from
//! disk with the network off: the engine in the page searches and draws byte for byte
//! as the command line does (every game, every algorithm); a position's errors are
//! located where the command line locates them; a practice round is marked as
//! `gametree check` marks it; the URL fragment brings the same search back; Stop stops
//! a long search and the page goes on working; on a phone-size window nothing is wider
//! than the screen and the tabs move with the arrow keys; nothing is logged as an
//! error. Screenshots go to `target/browser/playground-*.png`.

use crate::common;
use crate::harness;

use fantoccini::{Client, Locator};
use harness::{
    browser, click, console_errors, js, screenshots, start_driver, text_of, type_into, wait_for,
    Driver, Offline,
};
use serde_json::{json, Value};
use std::path::{Path, PathBuf};

/// Writes the page with the built binary into `dir`; returns its path.
fn write_page(dir: &Path) -> PathBuf {
    let page = dir.join("playground.html");
    common::run_ok(&["playground", "-o", page.to_str().unwrap()]);
    page
}

/// Chromedriver, a browser with the network off, and the page loaded with its engine
/// ready; `size` is the window's (width, height) when not the harness's.
async fn open(dir: &Path, size: Option<(u32, u32)>) -> (Driver, Client) {
    let page = write_page(dir);
    let driver = start_driver();
    let c = browser(&driver, &dir.join("profile")).await;
    c.issue_cmd(Offline).await.expect("network emulation");
    if let Some((w, h)) = size {
        c.set_window_size(w, h).await.unwrap();
    }
    let url = format!("file://{}", page.display());
    c.goto(&url).await.unwrap();
    wait_ready(&c).await;
    (driver, c)
}

/// Waits for `window.gametree.ready` and for the search the page runs on load.
async fn wait_ready(c: &Client) {
    let version = api(c, "return await window.gametree.ready;").await;
    assert!(
        version["ok"].is_string(),
        "the engine did not start: {version}"
    );
    wait_for(c, "const s = document.getElementById('gt-summary').textContent; return s || document.getElementById('gt-error').textContent || null").await;
}

/// Runs `body` (an async function's body, using `window.gametree`) in the page:
/// `{"ok": what it returns}` or `{"err": {message, kind, line, column}}`.
async fn api(c: &Client, body: &str) -> Value {
    let script = format!(
        "const done = arguments[arguments.length - 1]; (async () => {{ {body} }})().then((v) => done({{ok: v === undefined ? null : v}}), (e) => done({{err: {{message: String(e && e.message), kind: e && e.kind, line: e && e.line, column: e && e.column}}}}));"
    );
    c.execute_async(&script, vec![]).await.expect(body)
}

/// What `api` returned, or a failed test with the error.
fn ok(v: Value) -> Value {
    match v.get("ok") {
        Some(x) => x.clone(),
        None => panic!("the page's engine failed: {v:#}"),
    }
}

/// Chooses `value` in the select `css` selects (as a click on the option would).
async fn choose(c: &Client, css: &str, value: &str) {
    let e = c
        .find(Locator::Css(css))
        .await
        .unwrap_or_else(|_| panic!("{css}"));
    e.select_by_value(value).await.unwrap();
}

/// A screenshot of the page as `target/browser/playground-NAME.png`.
async fn shot(c: &Client, name: &str) {
    let file = screenshots().join(format!("playground-{name}.png"));
    std::fs::write(file, c.screenshot().await.unwrap()).unwrap();
}

/// No SEVERE entry in the browser's console.
async fn assert_no_console_errors(c: &Client) {
    let errors = console_errors(c).await;
    assert!(errors.is_empty(), "console errors: {errors:?}");
}

/// A summary line without its last part, the time (`…, 0.147 ms`): the one thing in
/// it that differs from run to run.
fn untimed(summary: &str) -> String {
    let summary = summary.trim();
    let (rest, time) = summary
        .rsplit_once(", ")
        .unwrap_or_else(|| panic!("no time in {summary:?}"));
    assert!(time.ends_with(" ms"), "{summary}");
    rest.to_string()
}

/// Clicks Search and waits for its summary or error; returns the summary.
async fn run_search(c: &Client) -> String {
    click(c, "#gt-run").await;
    let out = wait_for(c, "const s = document.getElementById('gt-summary').textContent; const e = document.getElementById('gt-error').textContent; return s ? ['ok', s] : e ? ['error', e] : null").await;
    assert_eq!(out[0], json!("ok"), "the search failed: {}", out[1]);
    out[1].as_str().unwrap().to_string()
}

/// The command line's search of `file` with `args`: (recording JSON, SVG, summary).
fn cli_search(file: &str, args: &[&str]) -> (Value, String, String) {
    let mut all = vec!["search", file];
    all.extend(args);
    let (json_text, summary) = common::run_ok(&[&all[..], &["-f", "json"]].concat());
    let (svg, _) = common::run_ok(&[&all[..], &["-f", "svg"]].concat());
    (serde_json::from_str(&json_text).unwrap(), svg, summary)
}

/// A search case: the example, the algorithm, the depth, the leaf bounds.
type Case = (
    &'static str,
    &'static str,
    Option<u32>,
    Option<&'static str>,
);

/// Every number of `v` as a float: JavaScript has one kind of number, so the page's
/// `100.0` comes back from the browser as `100`.
fn as_floats(v: &mut Value) {
    match v {
        Value::Number(n) => *v = json!(n.as_f64().unwrap()),
        Value::Array(a) => a.iter_mut().for_each(as_floats),
        Value::Object(o) => o.values_mut().for_each(as_floats),
        _ => {}
    }
}

/// Every game and every algorithm, on the examples.
const CASES: &[Case] = &[
    ("aima-fig-5-2.pos", "minimax", None, None),
    ("aima-fig-5-2.pos", "negamax", None, None),
    ("aima-fig-5-2.pos", "alphabeta", None, None),
    ("aima-fig-5-2.pos", "alphabeta-soft", None, None),
    ("aima-fig-5-2.pos", "pvs", None, None),
    ("aima-fig-5-2.pos", "alphabeta-tt", None, None),
    ("aima-fig-5-2.pos", "mtdf", None, None),
    ("aima-fig-5-12.pos", "expectiminimax", None, None),
    ("aima-fig-5-12.pos", "star1", None, Some("0..5")),
    ("aima-fig-5-12.pos", "star2", None, Some("0..5")),
    ("tictactoe-forced-win.pos", "alphabeta", None, None),
    ("kalah-4-3.pos", "pvs", Some(4), None),
    ("czech-initial.pos", "alphabeta", Some(2), None),
    ("english-initial.pos", "alphabeta-tt", Some(3), None),
    ("chess-lasker-reichhelm.pos", "alphabeta", Some(2), None),
    ("connect4-middle.pos", "mtdf", Some(3), None),
    ("nim-3-4-5.pos", "minimax", Some(3), None),
    ("kuhr-fig-18.pos", "negamax", None, None),
];

/// `gametree.search` and `gametree.render` in the page give the command line's
/// recording (the whole JSON: the recording holds no time, docs/json.md; only the
/// summary line does) and its SVG byte for byte, for every game and algorithm; a
/// Python list is read as the `tree:` line it stands for.
#[tokio::test(flavor = "current_thread")]
async fn playground_search_and_render_equal_the_command_line() {
    let dir = tempfile::tempdir().unwrap();
    let (_driver, c) = open(dir.path(), None).await;
    for &(name, algorithm, depth, bounds) in CASES {
        let file = format!("examples/{name}");
        let mut args = vec!["-a", algorithm];
        let mut options = json!({ "algorithm": algorithm });
        let depth_text = depth.map(|d| d.to_string());
        if let Some(d) = &depth_text {
            args.extend(["--depth", d]);
            options["depth"] = json!(depth.unwrap());
        }
        if let Some(b) = bounds {
            args.extend(["--leaf-bounds", b]);
            options["leaf-bounds"] = json!(b);
        }
        let (recording, svg, _) = cli_search(&file, &args);
        let text = std::fs::read_to_string(&file).unwrap();
        let page = ok(api(
            &c,
            &format!(
                "const r = await gametree.search({}, {options}); return [r, await gametree.render(r, 'svg')];",
                json!(text)
            ),
        )
        .await);
        assert!(
            page[0] == recording,
            "{name} {algorithm}: the page's recording differs from the command line's"
        );
        assert!(
            page[1].as_str() == Some(svg.as_str()),
            "{name} {algorithm}: the page's SVG differs from the command line's"
        );
    }

    // AIMA's Fig. 5.2 as Python writes it: value 3, and the recording of the file
    // with that `tree:` line.
    let list = "[[3, 12, 8], [2, 4, 6], [14, 5, 2]]";
    let file = dir.path().join("list.pos");
    std::fs::write(&file, format!("game: tree\ntree: {list}\n")).unwrap();
    let (recording, svg, _) = cli_search(file.to_str().unwrap(), &[]);
    let page = ok(api(
        &c,
        &format!(
            "const r = await gametree.search({}); return [r, await gametree.render(r, 'svg')];",
            json!(list)
        ),
    )
    .await);
    assert_eq!(page[0]["value"], json!(3));
    assert_eq!(page[0], recording);
    assert_eq!(page[1].as_str(), Some(svg.as_str()));
    assert_no_console_errors(&c).await;
    c.close().await.unwrap();
}

/// A broken position is located while it is typed, at the command line's line and
/// column (a file, and a Python list, whose columns are its own); the API rejects it
/// with kind "parse" and the place, and an unknown option with kind "bad_option".
#[tokio::test(flavor = "current_thread")]
async fn playground_errors_are_located() {
    let dir = tempfile::tempdir().unwrap();
    let (_driver, c) = open(dir.path(), None).await;
    let bad_file = "game: tree\nroot: max\ntree: [A: [B: 3 12 8]\n  [C: 2 x 6]]\n";
    let bad_list = "[[3, 12, 8], [2, x, 6]]";
    // The command line's places: the file's own, and the list's on the `tree:` line of
    // a file (one line down, six columns right).
    let file = dir.path().join("bad.pos");
    std::fs::write(&file, bad_file).unwrap();
    let said = common::run_err(&["search", file.to_str().unwrap()]);
    let at = |said: &str| -> (usize, usize, String) {
        let path = file.to_str().unwrap();
        let rest = said
            .trim()
            .strip_prefix(&format!("error: {path}:"))
            .unwrap_or_else(|| panic!("{said}"));
        let mut parts = rest.splitn(3, ':');
        let line = parts.next().unwrap().parse().unwrap();
        let col = parts.next().unwrap().parse().unwrap();
        (line, col, parts.next().unwrap().trim().to_string())
    };
    let (line, col, message) = at(&said);
    std::fs::write(&file, format!("game: tree\ntree: {bad_list}\n")).unwrap();
    let (list_line, list_col, list_message) =
        at(&common::run_err(&["search", file.to_str().unwrap()]));
    assert_eq!(list_line, 2);
    let wanted = [
        (bad_file, line, col, message),
        (bad_list, 1, list_col - 6, list_message),
    ];
    let forget = "const s = document.getElementById('gt-position-status'); s.className = ''; s.textContent = ''; return 0";
    for (text, line, col, message) in wanted {
        js(&c, forget).await;
        type_into(&c, "#gt-position", text).await;
        let shown = wait_for(&c, "const s = document.getElementById('gt-position-status'); return s.className === 'error' ? s.textContent : null").await;
        let shown = shown.as_str().unwrap();
        assert_eq!(
            shown,
            format!("position, line {line}, column {col}: {message}"),
            "{text}"
        );
        assert_eq!(
            js(
                &c,
                "return document.getElementById('gt-position').getAttribute('aria-invalid')"
            )
            .await,
            json!("true")
        );
        let err = api(
            &c,
            &format!("return await gametree.search({});", json!(text)),
        )
        .await;
        let err = &err["err"];
        assert_eq!(err["kind"], json!("parse"), "{err:#}");
        assert_eq!(
            (err["line"].clone(), err["column"].clone()),
            (json!(line), json!(col)),
            "{err:#}"
        );
    }
    shot(&c, "error").await;
    // Mended: the status says so.
    js(&c, forget).await;
    type_into(&c, "#gt-position", "[[3, 12, 8], [2, 4, 6]]").await;
    let shown = wait_for(&c, "const s = document.getElementById('gt-position-status'); return s.className === 'status ok' ? s.textContent : null").await;
    assert_eq!(shown, json!("✓ a tree position"));

    let err = api(
        &c,
        "return await gametree.search('[[1, 2], [3, 4]]', {dpeth: 3});",
    )
    .await;
    assert_eq!(err["err"]["kind"], json!("bad_option"), "{err:#}");
    assert!(
        err["err"]["message"].as_str().unwrap().contains("dpeth"),
        "{err:#}"
    );
    assert_no_console_errors(&c).await;
    c.close().await.unwrap();
}

/// The search form driven by hand: an example chosen, Search clicked; the summary is
/// the command line's and the figure its SVG. The link (Copy link) holds the form and
/// the position: loaded afresh it fills them in again and searches to the same
/// summary. Stop ends a long search, and a small one works after it.
#[tokio::test(flavor = "current_thread")]
async fn playground_search_form_link_and_stop() {
    let dir = tempfile::tempdir().unwrap();
    let (_driver, c) = open(dir.path(), None).await;

    // Search clicked: the command line's summary and figure.
    choose(&c, "#gt-example", "tictactoe-forced-win.pos").await;
    choose(&c, "#gt-search-form select[name=algorithm]", "pvs").await;
    let summary = run_search(&c).await;
    // The example chosen is checked as it is loaded.
    let status = wait_for(&c, "const s = document.getElementById('gt-position-status').textContent; return /tictactoe/.test(s) ? s : null").await;
    assert_eq!(status, json!("✓ a tictactoe position"));
    let (_, svg, cli_summary) = cli_search("examples/tictactoe-forced-win.pos", &["-a", "pvs"]);
    assert_eq!(untimed(&summary), untimed(&cli_summary));
    let same = js(
        &c,
        &format!(
            "const want = new DOMParser().parseFromString({}, 'image/svg+xml').documentElement; const got = document.querySelector('#gt-figure svg'); return [got.isEqualNode(want), got.querySelectorAll('*').length, want.querySelectorAll('*').length]",
            json!(svg)
        ),
    )
    .await;
    assert_eq!(
        same[0],
        json!(true),
        "the figure is not the command line's SVG: {same}"
    );
    assert!(
        !text_of(&c, "#gt-downloads").await.is_empty(),
        "the downloads are not shown"
    );
    shot(&c, "search").await;

    // The link: pvs, depth 2, window labels, a position of our own with characters a
    // URL must escape (`#`, `&`, `+`, `=`, a line break, `α`).
    let position =
        "# α & β: a+b = c, 100%\ngame: tictactoe\nto-move: o\nboard:\n  x . o\n  . . .\n  . . x\n";
    type_into(&c, "#gt-position", position).await;
    type_into(&c, "#gt-search-form input[name=depth]", "2").await;
    choose(&c, "#gt-search-form select[name=label]", "window").await;
    let summary = run_search(&c).await;
    let fields = "const f = document.getElementById('gt-search-form').elements; return [f.algorithm.value, f.depth.value, f.label.value, document.getElementById('gt-position').value]";
    let before = js(&c, fields).await;
    assert_eq!(before, json!(["pvs", "2", "window", position]));
    click(&c, "#gt-share").await;
    let link = js(&c, "return location.href").await;
    let link = link.as_str().unwrap().to_string();
    assert!(link.contains("#tab=search&"), "{link}");
    c.goto("about:blank").await.unwrap();
    c.goto(&link).await.unwrap();
    wait_ready(&c).await;
    assert_eq!(js(&c, fields).await, before, "{link}");
    let again = text_of(&c, "#gt-summary").await;
    assert_eq!(untimed(&again), untimed(&summary), "{link}");
    shot(&c, "link").await;

    // Stop: Connect Four's empty board, minimax to depth 9 (forty million nodes; the
    // page's limit, five million, stops it sooner).
    choose(&c, "#gt-example", "connect4-empty.pos").await;
    choose(&c, "#gt-search-form select[name=algorithm]", "minimax").await;
    type_into(&c, "#gt-search-form input[name=depth]", "9").await;
    click(&c, "#gt-search-form details summary").await;
    type_into(&c, "#gt-search-form input[name=max-nodes]", "5000000").await;
    click(&c, "#gt-run").await;
    let progress = wait_for(&c, "const p = document.getElementById('gt-progress').textContent; return /nodes/.test(p) ? p : (document.getElementById('gt-summary').textContent ? 'finished' : null)").await;
    let progress = progress.as_str().unwrap();
    assert!(progress.starts_with("Searching… about "), "{progress}");
    assert_eq!(
        js(&c, "return document.getElementById('gt-stop').disabled").await,
        json!(false)
    );
    shot(&c, "progress").await;
    click(&c, "#gt-stop").await;
    let said = wait_for(
        &c,
        "return document.getElementById('gt-error').textContent || null",
    )
    .await;
    assert_eq!(said, json!("Stopped."));
    assert_eq!(
        js(&c, "return [document.getElementById('gt-stop').disabled, document.getElementById('gt-run').disabled, document.getElementById('gt-progress').textContent]").await,
        json!([true, false, ""])
    );
    choose(&c, "#gt-example", "aima-fig-5-2.pos").await;
    choose(&c, "#gt-search-form select[name=label]", "value").await;
    type_into(&c, "#gt-search-form input[name=depth]", "").await;
    type_into(&c, "#gt-search-form input[name=max-nodes]", "").await;
    let summary = run_search(&c).await;
    let (_, _, cli_summary) = cli_search("examples/aima-fig-5-2.pos", &["-a", "minimax"]);
    assert_eq!(untimed(&summary), untimed(&cli_summary));
    assert_eq!(text_of(&c, "#gt-error").await, "");
    assert_no_console_errors(&c).await;
    c.close().await.unwrap();
}

/// Types `answer` into the Practise panel and clicks Check: the verdict and the table
/// are `cli`'s (check's report for the same answer), row by row; returns the table's
/// rows (node, answer, mark, why).
async fn check_in_page(c: &Client, answer: &str, cli: &Value) -> Value {
    type_into(c, "#gt-answer", answer).await;
    js(
        c,
        "document.getElementById('gt-verdict').textContent = ''; return 0",
    )
    .await;
    click(c, "#gt-check").await;
    let shown = wait_for(
        c,
        "return document.getElementById('gt-verdict').textContent || null",
    )
    .await;
    let result = &cli["results"][0];
    assert_eq!(shown, result["verdict"]);
    let table = js(c, "return [...document.querySelectorAll('#gt-marks tbody tr')].map((r) => [...r.cells].map((t) => t.textContent))").await;
    let nodes = result["nodes"].as_array().unwrap();
    assert_eq!(table.as_array().unwrap().len(), nodes.len(), "{table}");
    for (row, node) in table.as_array().unwrap().iter().zip(nodes) {
        let why: Vec<&str> = node["mistakes"]
            .as_array()
            .unwrap()
            .iter()
            .map(|m| m["why"].as_str().unwrap())
            .collect();
        let mark = if node["correct"] == json!(true) {
            "✓ right"
        } else {
            "✗ wrong"
        };
        assert_eq!(
            row,
            &json!([node["node"], node["answer"], mark, why.join(" ")])
        );
    }
    table
}

/// A practice round in the Practise tab, seed 7: the exercise is the command line's;
/// its model answer typed in is all correct; a wrong value is a ✗ row with
/// `gametree check`'s reason; the page's marks are check's, node by node.
#[tokio::test(flavor = "current_thread")]
async fn playground_practise_round() {
    let dir = tempfile::tempdir().unwrap();
    let tree = dir.path().join("ex.pos");
    let (_driver, c) = open(dir.path(), None).await;
    common::run_ok(&["exercise", "--seed", "7", "-o", tree.to_str().unwrap()]);
    let (model, _) = common::run_ok(&["exercise", "--seed", "7", "--format", "answer"]);

    click(&c, "#tab-practise").await;
    type_into(&c, "#gt-exercise-form input[name=seed]", "7").await;
    click(&c, "#gt-exercise-form button[type=submit]").await;
    let status = wait_for(&c, "return document.getElementById('gt-exercise').hidden ? null : document.getElementById('gt-exercise-status').textContent").await;
    let status = status.as_str().unwrap();
    assert!(status.starts_with("Exercise with seed 7:"), "{status}");
    assert_eq!(
        js(&c, "return document.getElementById('gt-model').textContent").await,
        json!(model)
    );
    let position = std::fs::read_to_string(&tree).unwrap();
    let made = ok(api(&c, "return await gametree.exercise({seed: 7});").await);
    // The same tree (the first comment line names the options as the request does).
    let uncommented = |t: &str| {
        t.lines()
            .filter(|l| !l.starts_with('#'))
            .collect::<Vec<_>>()
            .join("\n")
    };
    assert_eq!(
        uncommented(made["position"].as_str().unwrap()),
        uncommented(&position)
    );
    assert_eq!(made["answer"], json!(model));

    let wrong = model.replacen("B   = 2 ", "B   = 5 ", 1);
    assert_ne!(wrong, model);
    for answer in [&model, &wrong] {
        let mut cli = harness::check_cli(&tree, answer, tree.parent().unwrap());
        let table = check_in_page(&c, answer, &cli).await;
        // The API's marks: check's report for the same answer (but the file names).
        let mut page = ok(api(
            &c,
            &format!(
                "return await gametree.check({}, {});",
                json!(position),
                json!(answer)
            ),
        )
        .await);
        for report in [&mut page, &mut cli] {
            report["results"][0]["file"] = json!("");
            report["tree"] = json!("");
            as_floats(report);
        }
        assert!(
            page == cli,
            "the page's marks differ from check's:\n{page:#}\n{cli:#}"
        );
        let verdict = text_of(&c, "#gt-verdict").await;
        if answer == &model {
            assert_eq!(verdict, "all 16 nodes asked about correct");
            continue;
        }
        assert_eq!(
            verdict,
            "15 of 16 nodes asked about correct (94%): 1 wrong value"
        );
        let wrong: Vec<&Value> = table
            .as_array()
            .unwrap()
            .iter()
            .filter(|r| r[2] == json!("✗ wrong"))
            .collect();
        assert_eq!(wrong.len(), 1, "{table}");
        assert_eq!(wrong[0][0], json!("B"));
        let why = wrong[0][3].as_str().unwrap();
        assert!(why.starts_with("B is a MIN node"), "{table}");
        shot(&c, "practise").await;
    }
    assert_no_console_errors(&c).await;
    c.close().await.unwrap();
}

/// A Monte Carlo tree search exercise in the Practise tab: the minimax conventions
/// give way to iterations and C; the sheet and model answer are `gametree exercise
/// --algorithm mcts`'s; the model answer typed in is all correct, and a wrong answer's
/// rows are `gametree check --algorithm mcts`'s items (what, answer, mark, why).
#[tokio::test(flavor = "current_thread")]
async fn playground_practise_mcts() {
    let dir = tempfile::tempdir().unwrap();
    let tree = dir.path().join("ex.pos");
    let (_driver, c) = open(dir.path(), None).await;
    let made = ["--algorithm", "mcts", "--seed", "5", "--iterations", "10"];
    let mut to_file = made.to_vec();
    to_file.extend(["-o", tree.to_str().unwrap()]);
    common::run_ok(
        &["exercise"]
            .iter()
            .chain(&to_file)
            .copied()
            .collect::<Vec<_>>(),
    );
    let with = |extra: &[&'static str]| -> Vec<&str> {
        ["exercise"]
            .iter()
            .chain(&made)
            .chain(extra)
            .copied()
            .collect()
    };
    let (model, _) = common::run_ok(&with(&["--format", "answer"]));
    let (sheet, _) = common::run_ok(&with(&["--format", "svg"]));

    click(&c, "#tab-practise").await;
    choose(&c, "#gt-exercise-form select[name=algorithm]", "mcts").await;
    let shown = "return [...document.querySelectorAll('#gt-exercise-form label')].filter((l) => !l.hidden).map((l) => l.querySelector('[name]').name)";
    let fields = js(&c, shown).await;
    for (name, visible) in [
        ("iterations", true),
        ("exploration", true),
        ("convention", false),
        ("chance", false),
        ("seed", true),
    ] {
        let listed = fields.as_array().unwrap().contains(&json!(name));
        assert_eq!(listed, visible, "{name} in {fields}");
    }
    type_into(&c, "#gt-exercise-form input[name=seed]", "5").await;
    type_into(&c, "#gt-exercise-form input[name=iterations]", "10").await;
    click(&c, "#gt-exercise-form button[type=submit]").await;
    wait_for(
        &c,
        "return document.getElementById('gt-exercise').hidden ? null : 1",
    )
    .await;
    assert_eq!(
        js(&c, "return document.getElementById('gt-model').textContent").await,
        json!(model)
    );
    // The sheet shown is the request's, and the request's is the command line's.
    let api_made = ok(api(
        &c,
        "return await gametree.exercise({algorithm: 'mcts', seed: 5, iterations: 10});",
    )
    .await);
    assert_eq!(api_made["sheet"], json!(sheet));
    assert_eq!(api_made["answer"], json!(model));
    let drawn = "return document.querySelector('#gt-sheet svg title').textContent";
    assert_eq!(
        js(&c, drawn).await,
        json!("Monte Carlo tree search exercise (seed 5)")
    );
    let status = text_of(&c, "#gt-exercise-status").await;
    assert!(
        status.starts_with("Exercise with seed 5: answer the question above the tree"),
        "{status}"
    );
    let answer_box = js(&c, "return document.getElementById('gt-answer').value").await;
    assert_eq!(
        answer_box,
        json!("path: \nexpand: \n"),
        "nothing given away"
    );

    let wrong = model.replacen(" W=", " W=1", 1) + "Q N=1\n";
    for answer in [&model, &wrong] {
        let file = dir.path().join("answer.txt");
        std::fs::write(&file, answer).unwrap();
        let mut cmd = vec![
            "check",
            tree.to_str().unwrap(),
            "--answer",
            file.to_str().unwrap(),
        ];
        cmd.extend([
            "-f",
            "json",
            "--algorithm",
            "mcts",
            "--seed",
            "5",
            "--iterations",
            "10",
        ]);
        let out = common::gametree().args(&cmd).output().unwrap();
        let cli: Value = serde_json::from_slice(&out.stdout).unwrap();
        type_into(&c, "#gt-answer", answer).await;
        js(
            &c,
            "document.getElementById('gt-verdict').textContent = ''; return 0",
        )
        .await;
        click(&c, "#gt-check").await;
        let verdict = wait_for(
            &c,
            "return document.getElementById('gt-verdict').textContent || null",
        )
        .await;
        let result = &cli["results"][0];
        assert_eq!(verdict, result["verdict"]);
        let table = js(&c, "return [...document.querySelectorAll('#gt-marks tbody tr')].map((r) => [...r.cells].map((t) => t.textContent))").await;
        let items = result["items"].as_array().unwrap();
        assert_eq!(table.as_array().unwrap().len(), items.len(), "{table}");
        for (row, item) in table.as_array().unwrap().iter().zip(items) {
            let mark = if item["correct"] == json!(true) {
                "✓ right"
            } else {
                "✗ wrong"
            };
            let got = item["got"].as_str().unwrap_or("—");
            assert_eq!(
                row,
                &json!([item["what"], got, mark, item["why"]]),
                "{item}"
            );
        }
        if answer == &model {
            assert_eq!(result["all_correct"], json!(true));
        } else {
            assert_eq!(result["all_correct"], json!(false));
            shot(&c, "practise-mcts").await;
            // The first mistake's page is check's HTML report for the same answer
            // (the position and the answer named as a request names them).
            click(&c, "#gt-first").await;
            let frame = "const f = document.getElementById('gt-first-frame'); return f.hidden ? null : f.srcdoc";
            let report = wait_for(&c, frame).await;
            let html: Vec<&str> = cmd
                .iter()
                .map(|a| if *a == "json" { "html" } else { a })
                .collect();
            let cli_html = common::gametree().args(&html).output().unwrap();
            let cli_html = String::from_utf8(cli_html.stdout)
                .unwrap()
                .replace(tree.to_str().unwrap(), "position")
                .replace(file.to_str().unwrap(), "answer");
            assert!(report == json!(cli_html), "{report}");
        }
    }
    assert_no_console_errors(&c).await;
    c.close().await.unwrap();
}

/// On a phone-size window (390 × 844) a wide figure scrolls in its own box: the page is
/// no wider than the screen. The tabs move with the arrow keys.
#[tokio::test(flavor = "current_thread")]
async fn playground_on_a_phone() {
    let dir = tempfile::tempdir().unwrap();
    let (_driver, c) = open(dir.path(), Some((390, 844))).await;
    let width = js(&c, "return window.innerWidth").await;
    assert!(width.as_u64().unwrap() <= 400, "the window is {width} wide");
    choose(&c, "#gt-example", "tictactoe-forced-win.pos").await;
    run_search(&c).await;
    let figure = js(
        &c,
        "return document.querySelector('#gt-figure svg').getBoundingClientRect().width",
    )
    .await;
    assert!(
        figure.as_f64().unwrap() > 400.0,
        "the figure is not wide: {figure}"
    );
    let overflow = "return [document.documentElement.scrollWidth, window.innerWidth]";
    let sizes = js(&c, overflow).await;
    assert!(
        sizes[0].as_f64().unwrap() <= sizes[1].as_f64().unwrap() + 1.0,
        "the page is wider than the window: {sizes}"
    );
    shot(&c, "phone").await;

    // Keyboard: → on the Search tab shows Practise and moves the focus there; ← back.
    js(
        &c,
        "document.getElementById('tab-search').focus(); return 0",
    )
    .await;
    c.active_element()
        .await
        .unwrap()
        .send_keys("\u{E014}")
        .await
        .unwrap();
    let state = "return [document.activeElement.id, document.getElementById('panel-search').hidden, document.getElementById('panel-practise').hidden, document.getElementById('tab-practise').getAttribute('aria-selected')]";
    assert_eq!(
        js(&c, state).await,
        json!(["tab-practise", true, false, "true"])
    );
    let sizes = js(&c, overflow).await;
    assert!(
        sizes[0].as_f64().unwrap() <= sizes[1].as_f64().unwrap() + 1.0,
        "the Practise panel is wider than the window: {sizes}"
    );
    shot(&c, "phone-practise").await;
    c.active_element()
        .await
        .unwrap()
        .send_keys("\u{E012}")
        .await
        .unwrap();
    assert_eq!(
        js(&c, state).await,
        json!(["tab-search", false, true, "false"])
    );
    assert_no_console_errors(&c).await;
    c.close().await.unwrap();
}

/// Every text of the page the language switch changes (`data-msg`: text;
/// `data-msg-ATTR`: that attribute) with its message id: `[[id, text], …]`.
const PAGE_TEXTS: &str = "const out = []; for (const el of document.querySelectorAll('[data-msg]')) out.push([el.getAttribute('data-msg'), el.textContent]); for (const a of ['placeholder', 'aria-label', 'title']) for (const el of document.querySelectorAll('[data-msg-' + a + ']')) out.push([el.getAttribute('data-msg-' + a), el.getAttribute(a)]); return out;";

/// The page's texts (`PAGE_TEXTS`) are message `id` of `lang`, as the binary writes it.
fn assert_texts_in(texts: &Value, lang: gametree::lang::Lang) {
    let texts = texts.as_array().unwrap();
    assert!(texts.len() > 80, "{texts:?}");
    for pair in texts {
        let id = pair[0].as_str().unwrap();
        let want = gametree::lang::with(lang, || gametree::lang::message(id, &[]));
        assert_eq!(pair[1].as_str(), Some(want.as_str()), "{lang} {id}");
    }
}

/// Records the options of every request the page sends its engine from now on (the
/// worker's messages' JSON arguments) in `window.sentOptions`.
const RECORD_REQUESTS: &str = "window.sentOptions = []; const post = Worker.prototype.postMessage; Worker.prototype.postMessage = function (m) { if (m && Array.isArray(m.args)) for (const a of m.args) if (typeof a === 'string' && a.startsWith('{')) window.sentOptions.push(JSON.parse(a)); return post.apply(this, arguments); }; return 0";

/// Issue 41: the page in the language of `--lang` (`<html lang>`, every text, the
/// switch showing it), and the switch: the five languages each by its own name;
/// choosing Czech writes every text in Czech (as the binary writes those messages) and
/// asks the engine in Czech (`"lang": "cs"` in every request), so that the summary, the
/// figure and an error are `gametree --lang cs`'s; English again is the English page.
#[tokio::test(flavor = "current_thread")]
async fn playground_speaks_the_chosen_language() {
    use gametree::lang::Lang;
    let dir = tempfile::tempdir().unwrap();
    // `gametree --lang cs playground`: Czech from the start.
    let czech = dir.path().join("cs.html");
    common::run_ok(&["--lang", "cs", "playground", "-o", czech.to_str().unwrap()]);
    let (_driver, c) = open(dir.path(), None).await;
    let english = js(&c, PAGE_TEXTS).await;
    assert_texts_in(&english, Lang::En);
    c.goto(&format!("file://{}", czech.display()))
        .await
        .unwrap();
    wait_ready(&c).await;
    let state = "return [document.documentElement.lang, document.getElementById('gt-lang').value, [...document.querySelectorAll('#gt-lang option')].map((o) => [o.value, o.lang, o.textContent])]";
    let names: Vec<Value> = Lang::ALL
        .iter()
        .map(|l| json!([l.code(), l.code(), l.name()]))
        .collect();
    assert_eq!(js(&c, state).await, json!(["cs", "cs", names]));
    assert_eq!(
        names[1][2],
        json!("čeština"),
        "each language by its own name"
    );
    assert_texts_in(&js(&c, PAGE_TEXTS).await, Lang::Cs);
    shot(&c, "czech").await;

    // The switch, from the English page: every text in each language, then English
    // again as the page was written.
    c.goto(&format!(
        "file://{}",
        dir.path().join("playground.html").display()
    ))
    .await
    .unwrap();
    wait_ready(&c).await;
    for lang in [Lang::Sk, Lang::De, Lang::Ru, Lang::En] {
        choose(&c, "#gt-lang", lang.code()).await;
        assert_eq!(
            js(&c, "return document.documentElement.lang").await,
            json!(lang.code())
        );
        assert_texts_in(&js(&c, PAGE_TEXTS).await, lang);
    }
    assert_eq!(js(&c, PAGE_TEXTS).await, english);

    // Czech chosen: the search asked for again in Czech, as `gametree --lang cs` answers.
    wait_for(
        &c,
        "return document.getElementById('gt-run').disabled ? null : true",
    )
    .await;
    js(&c, RECORD_REQUESTS).await;
    js(
        &c,
        "document.getElementById('gt-summary').textContent = ''; return 0",
    )
    .await;
    choose(&c, "#gt-lang", "cs").await;
    let summary = wait_for(
        &c,
        "return document.getElementById('gt-summary').textContent || null",
    )
    .await;
    let file = "examples/aima-fig-5-2.pos";
    let (svg, cli_summary) = common::run_ok(&["--lang", "cs", "search", file, "-f", "svg"]);
    assert_eq!(untimed(summary.as_str().unwrap()), untimed(&cli_summary));
    let same = js(
        &c,
        &format!(
            "const want = new DOMParser().parseFromString({}, 'image/svg+xml').documentElement; return document.querySelector('#gt-figure svg').isEqualNode(want)",
            json!(svg)
        ),
    )
    .await;
    assert_eq!(
        same,
        json!(true),
        "the figure is not `gametree --lang cs`'s"
    );
    assert_eq!(
        text_of(&c, "#gt-run").await,
        gametree::lang::with(Lang::Cs, || gametree::lang::message(
            "pages-search-run",
            &[]
        ))
    );

    // An error, located in Czech words, with `gametree --lang cs`'s message.
    let bad = dir.path().join("bad.pos");
    let bad_text = "game: tree\ntree: [A: [B: 3 x]]\n";
    std::fs::write(&bad, bad_text).unwrap();
    let said = common::run_err(&["--lang", "cs", "search", bad.to_str().unwrap()]);
    let place = format!("{}:", bad.display());
    let rest = &said[said.find(&place).unwrap() + place.len()..];
    let mut parts = rest.splitn(3, ':');
    let (line, column) = (parts.next().unwrap(), parts.next().unwrap());
    let message = parts.next().unwrap().trim();
    type_into(&c, "#gt-position", bad_text).await;
    let shown = wait_for(&c, "const s = document.getElementById('gt-position-status'); return s.className === 'error' ? s.textContent : null").await;
    let want = gametree::lang::with(Lang::Cs, || {
        gametree::tr!(
            "pages-error-at",
            file = "position",
            line = line,
            column = column,
            what = message
        )
    });
    assert_eq!(shown.as_str(), Some(want.as_str()));
    // Every request since the switch asked for Czech.
    let sent = js(&c, "return window.sentOptions").await;
    let sent = sent.as_array().unwrap();
    assert!(sent.len() >= 3, "{sent:?}");
    for o in sent {
        assert_eq!(o["lang"], json!("cs"), "{sent:?}");
    }
    // The link keeps the language.
    click(&c, "#gt-share").await;
    let link = js(&c, "return location.href").await;
    assert!(link.as_str().unwrap().contains("lang=cs"), "{link}");
    shot(&c, "switched").await;
    assert_no_console_errors(&c).await;
    c.close().await.unwrap();
}

/// The page at `link`'s fragment (`#…`), its engine ready and what the link runs on
/// opening done (a summary or an error shown).
async fn open_link(c: &Client, page: &Path, fragment: &str) {
    c.goto("about:blank").await.unwrap();
    c.goto(&format!("file://{}#{fragment}", page.display()))
        .await
        .unwrap();
    wait_ready(c).await;
}

/// Opens the Search panel's folded options (More search options, More figure options).
const UNFOLD: &str =
    "document.querySelectorAll('#gt-search-form details').forEach((d) => { d.open = true; }); return 0";

/// `s` encoded for a link's fragment.
fn encoded(s: &str) -> String {
    url::form_urlencoded::byte_serialize(s.as_bytes()).collect()
}

/// Issue 51, item 3: the page's own limits (`gametree::playground::LIMITS`, the
/// fields' `max`) hold for what a link brings as for what is typed. A link asking for
/// a figure of 18,730 nodes (`max-drawn=1000000000`, the command line's limit raised
/// past every bound) or a billion MCTS iterations is not run: the page says which
/// value passes which limit, marks the field and opens its folded options, and sends
/// the engine nothing. Typed, the same value is refused the same way; within the
/// limits the link runs.
#[tokio::test(flavor = "current_thread")]
async fn playground_links_keep_the_pages_limits() {
    let limits = gametree::playground::LIMITS;
    let dir = tempfile::tempdir().unwrap();
    let (_driver, c) = open(dir.path(), None).await;
    let page = dir.path().join("playground.html");
    let tictactoe = encoded(&std::fs::read_to_string("examples/tictactoe-empty.pos").unwrap());
    let refused = "return [document.getElementById('gt-error').textContent, document.getElementById('gt-summary').textContent, document.querySelectorAll('#gt-figure *').length, [...document.querySelectorAll('#gt-search-form [aria-invalid=true]')].map((e) => [e.name, e.closest('details') ? e.closest('details').open : null])]";
    let over = |name: &str, max: String, value: &str| {
        format!("`{name}` is at most {max} in this page, not {value}.")
    };
    // The limit as the page writes it in English (`toLocaleString`): 5,000.
    let thousands = gametree::params::thousands;
    for (fragment, name, max, value) in [
        (
            format!(
                "tab=search&position={tictactoe}&algorithm=minimax&depth=5&max-drawn=1000000000"
            ),
            "max-drawn",
            limits.max_drawn as u64,
            "1000000000",
        ),
        (
            format!(
                "tab=search&position={}&algorithm=mcts&iterations=1000000000",
                encoded("game: nim\nheaps: 2 2\n")
            ),
            "iterations",
            limits.iterations,
            "1000000000",
        ),
        (
            format!("tab=search&position={tictactoe}&algorithm=minimax&max-nodes=100000000000"),
            "max-nodes",
            limits.max_nodes as u64,
            "100000000000",
        ),
    ] {
        open_link(&c, &page, &fragment).await;
        let shown = js(&c, refused).await;
        assert_eq!(
            shown,
            json!([
                format!(
                    "The link was not run: {}",
                    over(name, thousands(max), value)
                ),
                "",
                0,
                [[name, true]]
            ]),
            "{fragment}"
        );
        // Nothing was searched: the page is not busy and says nothing of a search.
        assert_eq!(
            js(&c, "return [document.getElementById('gt-run').disabled, document.getElementById('gt-progress').textContent]").await,
            json!([false, ""])
        );
    }
    shot(&c, "link-refused").await;

    // Typed: the same refusal, the same field marked; the engine is not asked.
    js(&c, UNFOLD).await;
    type_into(&c, "#gt-search-form input[name=max-nodes]", "").await;
    let more = (limits.max_drawn + 1).to_string();
    type_into(&c, "#gt-search-form input[name=max-drawn]", &more).await;
    click(&c, "#gt-run").await;
    let shown = js(&c, refused).await;
    assert_eq!(
        shown[0],
        json!(over("max-drawn", thousands(limits.max_drawn as u64), &more))
    );
    assert_eq!(shown[3], json!([["max-drawn", true]]));
    // Within the limits the link runs: the figure is the command line's.
    let fragment = format!(
        "tab=search&position={tictactoe}&algorithm=minimax&depth=2&max-drawn={}",
        limits.max_drawn
    );
    open_link(&c, &page, &fragment).await;
    let summary = text_of(&c, "#gt-summary").await;
    let (_, svg, cli_summary) = cli_search(
        "examples/tictactoe-empty.pos",
        &["-a", "minimax", "--depth", "2"],
    );
    assert_eq!(untimed(&summary), untimed(&cli_summary));
    let same = js(
        &c,
        &format!(
            "return document.querySelector('#gt-figure svg').isEqualNode(new DOMParser().parseFromString({}, 'image/svg+xml').documentElement)",
            json!(svg)
        ),
    )
    .await;
    assert_eq!(same, json!(true));
    assert_eq!(text_of(&c, "#gt-error").await, "");
    // A figure within the node limit but longer than the page shows (3,610 nodes with
    // their boards: 7.2 MB of SVG, its description included) is searched and offered for download, not put in.
    let fragment = format!("tab=search&position={tictactoe}&algorithm=minimax&depth=4&boards=true");
    open_link(&c, &page, &fragment).await;
    let shown = js(&c, "return [document.getElementById('gt-error').textContent, document.getElementById('gt-summary').textContent, document.querySelectorAll('#gt-figure *').length, document.getElementById('gt-downloads').hidden]").await;
    let said = shown[0].as_str().unwrap();
    assert!(
        said.starts_with("The figure is 7.2 MB of SVG, more than the 4 MB this page shows"),
        "{shown}"
    );
    assert!(
        shown[1]
            .as_str()
            .unwrap()
            .starts_with("value 1, best move b2, 3610 nodes"),
        "{shown}"
    );
    assert_eq!(
        (&shown[2], &shown[3]),
        (&json!(0), &json!(false)),
        "{shown}"
    );
    assert_eq!(
        limits.figure_chars, 4_000_000,
        "the message above names 4 MB"
    );
    // A link to an MCTS exercise of more iterations than the Practise form takes.
    c.goto("about:blank").await.unwrap();
    let fragment = "tab=practise&algorithm=mcts&iterations=1000000000&seed=3";
    c.goto(&format!("file://{}#{fragment}", page.display()))
        .await
        .unwrap();
    let said = wait_for(
        &c,
        "return document.getElementById('gt-exercise-error').textContent || null",
    )
    .await;
    assert_eq!(
        said,
        json!(format!(
            "The link was not run: {}",
            over("iterations", "1,000".into(), "1000000000")
        ))
    );
    assert_no_console_errors(&c).await;
    c.close().await.unwrap();
}

/// Issue 51, item 5: a link's `lang` is looked up among the page's languages only
/// (never Object.prototype's members: `constructor`, `__proto__`, `toString`), in any
/// case (`CS` is Czech); an unknown one leaves the page in its language. The page
/// opens and searches every time.
#[tokio::test(flavor = "current_thread")]
async fn playground_link_languages_are_the_pages_own() {
    let dir = tempfile::tempdir().unwrap();
    let (_driver, c) = open(dir.path(), None).await;
    let page = dir.path().join("playground.html");
    for (lang, shown) in [
        ("constructor", "en"),
        ("__proto__", "en"),
        ("toString", "en"),
        ("hasOwnProperty", "en"),
        ("CS", "cs"),
        ("De", "de"),
        ("xx", "en"),
    ] {
        open_link(&c, &page, &format!("tab=search&lang={lang}")).await;
        let state = js(&c, "return [document.documentElement.lang, document.getElementById('gt-lang').value, document.getElementById('gt-loading').textContent, document.getElementById('gt-summary').textContent !== '']").await;
        assert_eq!(state, json!([shown, shown, "", true]), "lang={lang}");
    }
    assert_no_console_errors(&c).await;
    c.close().await.unwrap();
}

/// Issue 51, item 7: `gametree.stop()` cancels every call made before it, also one
/// made in the same tick and not yet handed to the engine; `stop(); stop();` is no
/// error (nothing uncaught in the console); the engine answers afterwards.
#[tokio::test(flavor = "current_thread")]
async fn playground_stop_cancels_calls_of_the_same_tick() {
    let dir = tempfile::tempdir().unwrap();
    let (_driver, c) = open(dir.path(), None).await;
    let long = "gametree.search('game: connect4\\n', {algorithm: 'minimax', depth: 9, 'max-nodes': 5000000})";
    let got = api(
        &c,
        &format!(
            "const a = {long}.then(() => 'finished', (e) => e.kind); const b = gametree.stop(); const c = gametree.search('[[3, 12, 8], [2, 4, 6]]').then((r) => r.value); return [await a, await b, await c];"
        ),
    )
    .await;
    assert_eq!(ok(got), json!(["cancelled", null, 3]));
    // Twice in a row, while a search runs and while none does.
    let got = api(
        &c,
        &format!(
            "const a = {long}.then(() => 'finished', (e) => e.kind); await new Promise((r) => setTimeout(r, 300)); const s1 = gametree.stop(); const s2 = gametree.stop(); await s1; await s2; await gametree.stop(); await gametree.stop(); return [await a, (await gametree.search('[[3, 12, 8], [2, 4, 6]]')).value];"
        ),
    )
    .await;
    assert_eq!(ok(got), json!(["cancelled", 3]));
    // Let an uncaught rejection reach the console, were there one.
    tokio::time::sleep(std::time::Duration::from_millis(500)).await;
    assert_no_console_errors(&c).await;
    c.close().await.unwrap();
}

/// Issue 51, item 8: seeds are u64 as on the command line: given as a string or a
/// BigInt past 2^53 (a JavaScript number there is refused, it has been rounded), an
/// MCTS search and an exercise are the command line's of that seed, and the
/// exercise gives its seed back exactly (a BigInt past 2^53). The Practise form takes
/// such a seed and Next makes the one after. `{lang: "CS"}` is Czech, as `cs`.
#[tokio::test(flavor = "current_thread")]
async fn playground_seeds_and_languages_as_on_the_command_line() {
    let dir = tempfile::tempdir().unwrap();
    let (_driver, c) = open(dir.path(), None).await;
    let big = "18446744073709551615";
    let (mut recording, svg, _) = cli_search(
        "examples/nim-2-2.pos",
        &["-a", "mcts", "--iterations", "60", "--seed", big],
    );
    assert_eq!(recording["mcts"]["seed"].to_string(), big);
    recording["mcts"]["seed"] = json!(0);
    as_floats(&mut recording);
    let nim = json!(std::fs::read_to_string("examples/nim-2-2.pos").unwrap());
    for seed in [format!("'{big}'"), format!("{big}n")] {
        // The recording's seed exact (a BigInt), and drawn again as the command line
        // draws it.
        let got = ok(api(
            &c,
            &format!("const r = await gametree.search({nim}, {{algorithm: 'mcts', iterations: 60, seed: {seed}}}); const svg = await gametree.render(r, 'svg'); const s = [typeof r.mcts.seed, String(r.mcts.seed)]; r.mcts.seed = 0; return [r, s, svg];"),
        )
        .await);
        assert_eq!(got[1], json!(["bigint", big]), "{seed}");
        assert!(
            got[2] == json!(svg),
            "seed {seed}: not the command line's figure"
        );
        let mut page = got[0].clone();
        as_floats(&mut page);
        assert!(
            page == recording,
            "seed {seed}: not the command line's tree"
        );
    }
    let rounded = api(
        &c,
        &format!("return await gametree.search({nim}, {{algorithm: 'mcts', seed: 2 ** 53 + 2}});"),
    )
    .await;
    assert_eq!(rounded["err"]["kind"], json!("bad_option"), "{rounded}");
    let said = rounded["err"]["message"].as_str().unwrap();
    assert!(
        said.starts_with("`seed`: 9007199254740994 is not exact"),
        "{said}"
    );

    let (model, _) = common::run_ok(&[
        "exercise", "-a", "mcts", "--seed", big, "--format", "answer",
    ]);
    let made = ok(api(
        &c,
        &format!("const e = await gametree.exercise({{algorithm: 'mcts', seed: {big}n}}); return [typeof e.seed, String(e.seed), e.answer];"),
    )
    .await);
    assert_eq!(made, json!(["bigint", big, model]));
    let small = ok(api(
        &c,
        "const e = await gametree.exercise({seed: 7}); return [typeof e.seed, e.seed];",
    )
    .await);
    assert_eq!(small, json!(["number", 7]));

    // The Practise form: a seed past 2^53, then Next.
    click(&c, "#tab-practise").await;
    for (seed, clicked) in [
        ("9007199254740993", "button[type=submit]"),
        ("9007199254740994", "#gt-next"),
    ] {
        if clicked != "#gt-next" {
            type_into(&c, "#gt-exercise-form input[name=seed]", seed).await;
        }
        js(
            &c,
            "document.getElementById('gt-exercise-status').textContent = ''; return 0",
        )
        .await;
        let button = if clicked == "#gt-next" {
            "#gt-next".to_string()
        } else {
            format!("#gt-exercise-form {clicked}")
        };
        click(&c, &button).await;
        let status = wait_for(
            &c,
            "return document.getElementById('gt-exercise-status').textContent || null",
        )
        .await;
        assert!(
            status
                .as_str()
                .unwrap()
                .starts_with(&format!("Exercise with seed {seed}:")),
            "{status}"
        );
        let (model, _) = common::run_ok(&["exercise", "--seed", seed, "--format", "answer"]);
        assert_eq!(
            js(&c, "return document.getElementById('gt-model').textContent").await,
            json!(model)
        );
    }

    // A language tag in any case; an unknown one named among the page's languages.
    let said = |lang: &str| {
        format!("try {{ await gametree.search('[[1, 2]]', {{lang: '{lang}', dpeth: 3}}); }} catch (e) {{ return e.message; }}")
    };
    let upper = ok(api(&c, &said("CS")).await);
    let lower = ok(api(&c, &said("cs")).await);
    assert_eq!(upper, lower);
    assert!(upper.as_str().unwrap().contains("dpeth"), "{upper}");
    assert_ne!(upper, ok(api(&c, &said("en")).await));
    let unknown = ok(api(&c, &said("xx")).await);
    assert_eq!(
        unknown,
        json!("`lang`: expected one of en, cs, sk, de, ru, found \"xx\"")
    );
    assert_no_console_errors(&c).await;
    c.close().await.unwrap();
}
