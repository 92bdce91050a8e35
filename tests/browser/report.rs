//! The HTML report in a real browser: headless Debian Chromium driven through
//! chromedriver (WebDriver). Checks that the report loads without console errors, draws
//! exactly the recorded nodes, lays out the first drawing the same in JavaScript as in
//! Rust, changes what it shows when stepping through the search, and shows a
//! tic-tac-toe node's board when the node is clicked. Screenshots go to
//! `target/browser/`.
//!
//! Needs `chromium` and `chromium-driver` (scripts/test installs them).

use crate::common;
use crate::harness;

use fantoccini::{Client, Locator};
use harness::{browser, console_errors, js, screenshots, start_driver};
use serde_json::{json, Value};
use std::path::Path;

fn gametree(args: &[&str]) {
    common::run_ok(args);
}

/// Clicks node 1 from script: it may lie outside the first view (the root centred at a
/// readable scale), where WebDriver refuses to click.
const CLICK_NODE_1: &str = "document.querySelector(\"#gt-viewport .node[data-id='1']\").dispatchEvent(new MouseEvent('click', { bubbles: true })); return 0";

/// Asserts that the page's JavaScript layout of its first drawing is the Rust layout it
/// was drawn with.
async fn assert_same_layouts(c: &Client) {
    let rust = js(c, "return window.gametree.rustLayout()").await;
    let jsl = js(c, "return window.gametree.jsLayout()").await;
    let (rx, jx) = (rust["x"].as_array().unwrap(), jsl["x"].as_array().unwrap());
    assert_eq!(rx.len(), jx.len());
    for (a, b) in rx.iter().zip(jx) {
        assert!(
            (a.as_f64().unwrap() - b.as_f64().unwrap()).abs() < 1e-9,
            "{rust} vs {jsl}"
        );
    }
}

#[tokio::test(flavor = "current_thread")]
async fn report_in_chromium() {
    let dir = tempfile::tempdir().unwrap();
    let p = |f: &str| dir.path().join(f).to_string_lossy().into_owned();
    gametree(&[
        "search",
        "examples/aima-fig-5-2.pos",
        "-f",
        "html",
        "-o",
        &p("aima.html"),
    ]);
    gametree(&[
        "search",
        "examples/aima-fig-5-2.pos",
        "-f",
        "json",
        "-o",
        &p("aima.json"),
    ]);
    gametree(&[
        "search",
        "examples/tictactoe-forced-win.pos",
        "-f",
        "html",
        "-o",
        &p("ttt.html"),
    ]);
    gametree(&[
        "search",
        "examples/tictactoe-forced-win.pos",
        "-f",
        "json",
        "--boards",
        "-o",
        &p("ttt.json"),
    ]);
    let aima: Value =
        serde_json::from_str(&std::fs::read_to_string(p("aima.json")).unwrap()).unwrap();
    let ttt: Value =
        serde_json::from_str(&std::fs::read_to_string(p("ttt.json")).unwrap()).unwrap();

    let driver = start_driver();
    let c = browser(&driver, &dir.path().join("profile")).await;
    let shots = screenshots();

    // AIMA Fig. 5.2: every recorded node drawn, no console errors.
    c.goto(&format!("file://{}", p("aima.html"))).await.unwrap();
    let drawn = js(
        &c,
        "return document.querySelectorAll('#gt-viewport .node').length",
    )
    .await;
    assert_eq!(
        drawn.as_u64().unwrap() as usize,
        aima["nodes"].as_array().unwrap().len()
    );
    assert_eq!(js(&c, "return window.gametree.nodes").await, json!(13));
    let errors = console_errors(&c).await;
    assert!(errors.is_empty(), "console errors: {errors:?}");

    // The JavaScript port of the layout reproduces the Rust layout of the first drawing.
    assert_same_layouts(&c).await;
    std::fs::write(shots.join("aima-final.png"), c.screenshot().await.unwrap()).unwrap();

    // Stepping changes what is shown: at the first step only the root has been entered.
    let labels = "return [...document.querySelectorAll('#gt-viewport .node')].map(g => g.getAttribute('class') + '|' + g.querySelector('text.label').textContent).join(';')";
    let at_end = js(&c, labels).await;
    assert_eq!(
        js(&c, "return document.getElementById('gt-title').textContent").await,
        json!("Alpha-beta search: value 3, best move B")
    );
    let summary = "return document.getElementById('gt-summary').textContent";
    let told = js(&c, summary).await.as_str().unwrap().to_string();
    assert!(told.contains("Value3 (MAX's view)Best moveB"), "{told}");
    c.find(Locator::Id("gt-first"))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
    let at_start = js(&c, labels).await;
    assert_ne!(at_end, at_start);
    // The heading tells the result at the last step only (the report opens there).
    let heading = "return document.getElementById('gt-title').textContent";
    assert_eq!(js(&c, heading).await, json!("Alpha-beta search"));
    // … and so does the summary.
    let untold = js(&c, summary).await.as_str().unwrap().to_string();
    assert!(
        untold.contains("Valuetold at the last stepBest movetold at the last step")
            && !untold.contains("MAX's view)"),
        "{untold}"
    );
    assert_eq!(
        js(&c, "return document.title").await,
        json!("Alpha-beta search")
    );
    assert_eq!(
        js(
            &c,
            "return document.querySelectorAll('#gt-viewport .node.notyet').length"
        )
        .await,
        json!(12)
    );
    assert_eq!(
        js(
            &c,
            "return document.querySelector('#gt-viewport .node.current').getAttribute('data-id')"
        )
        .await,
        json!("0")
    );
    c.find(Locator::Id("gt-next"))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
    let after_next = js(&c, labels).await;
    assert_ne!(after_next, at_start);
    assert_eq!(
        js(
            &c,
            "return document.querySelector('#gt-viewport .node.current').getAttribute('data-id')"
        )
        .await,
        json!("1")
    );
    let event = c
        .find(Locator::Id("gt-event"))
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(event.starts_with("Enter B"), "{event}");
    // Step to C's cut-off: its pruned children appear exactly then.
    let cut = js(&c, "for (let k = 0; k < window.gametree.steps(); k++) { window.gametree.go(k); if (document.getElementById('gt-event').textContent.startsWith('Cut-off')) return k; } return -1").await;
    assert!(cut.as_i64().unwrap() > 0);
    let event = c
        .find(Locator::Id("gt-event"))
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert_eq!(
        event,
        "Cut-off at C: α = 3 ≥ β = 2, so C.2 and C.3 are never searched."
    );
    std::fs::write(shots.join("aima-cutoff.png"), c.screenshot().await.unwrap()).unwrap();

    // Tic-tac-toe: clicking a node shows its board.
    c.goto(&format!("file://{}", p("ttt.html"))).await.unwrap();
    let errors = console_errors(&c).await;
    assert!(errors.is_empty(), "console errors: {errors:?}");
    let node = &ttt["nodes"][1];
    let board = node["board"].as_str().unwrap();
    js(&c, CLICK_NODE_1).await;
    let xs = js(
        &c,
        "return document.querySelectorAll('#gt-board path').length",
    )
    .await;
    let os = js(
        &c,
        "return document.querySelectorAll('#gt-board circle').length",
    )
    .await;
    assert_eq!(
        xs.as_u64().unwrap() as usize,
        board[..9].matches('x').count(),
        "board {board}"
    );
    assert_eq!(
        os.as_u64().unwrap() as usize,
        board[..9].matches('o').count(),
        "board {board}"
    );
    let info = c
        .find(Locator::Id("gt-node"))
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(
        info.contains(&format!("after {}", node["move"].as_str().unwrap())),
        "{info}"
    );
    std::fs::write(
        shots.join("tictactoe-board.png"),
        c.screenshot().await.unwrap(),
    )
    .unwrap();

    // An open node's value so far is a sound bound: in the Wikipedia tree, node 3→1's
    // first child fails high (≥ −6 in MIN's view), which bounds 3→1 from above, not
    // below, so 3→1 shows nothing (no bound known yet) rather than "≥6" until it
    // returns.
    gametree(&[
        "search",
        "examples/wikipedia-alpha-beta.pos",
        "-f",
        "html",
        "-o",
        &p("wiki.html"),
    ]);
    gametree(&[
        "search",
        "examples/wikipedia-alpha-beta.pos",
        "-f",
        "json",
        "-o",
        &p("wiki.json"),
    ]);
    let wiki: Value =
        serde_json::from_str(&std::fs::read_to_string(p("wiki.json")).unwrap()).unwrap();
    let find = |parent: u64, mv: &str| {
        wiki["nodes"]
            .as_array()
            .unwrap()
            .iter()
            .find(|n| n["parent"] == parent && n["move"] == mv)
            .unwrap()["id"]
            .as_u64()
            .unwrap()
    };
    let n3 = find(0, "3");
    let n31 = find(n3, "1");
    c.goto(&format!("file://{}", p("wiki.html"))).await.unwrap();
    let step = js(&c, "for (let k = 0; k < window.gametree.steps(); k++) { window.gametree.go(k); if (document.getElementById('gt-event').textContent.startsWith('Leave 3.1.1:')) return k; } return -1").await;
    assert!(step.as_i64().unwrap() > 0);
    let label = js(&c, &format!("return document.querySelector(\"#gt-viewport .node[data-id='{n31}'] text.label\").textContent")).await;
    assert_eq!(label, json!(""), "node 3→1 at step {step}");
    // A step earlier in the replay the not-yet-visited pruned nodes look like any other.
    js(&c, "window.gametree.go(0); return 0").await;
    let pruned_dashed = js(&c, "return [...document.querySelectorAll('#gt-viewport .node.pruned .shape')].some(e => getComputedStyle(e).strokeDasharray !== 'none')").await;
    assert_eq!(
        pruned_dashed,
        json!(false),
        "pruned nodes are not given away before their cut-off"
    );

    // Draughts and Kalah: the board panel draws each node's board.
    for (file, game) in [
        ("examples/czech-kuhr-example-1-2.pos", "czech"),
        ("examples/kalah-6-4.pos", "kalah"),
    ] {
        let html = p(&format!("{game}.html"));
        let json = p(&format!("{game}.json"));
        gametree(&["search", file, "--depth", "2", "-f", "html", "-o", &html]);
        gametree(&[
            "search", file, "--depth", "2", "-f", "json", "--boards", "-o", &json,
        ]);
        let rec: Value = serde_json::from_str(&std::fs::read_to_string(&json).unwrap()).unwrap();
        c.goto(&format!("file://{html}")).await.unwrap();
        let errors = console_errors(&c).await;
        assert!(errors.is_empty(), "{game}: console errors: {errors:?}");
        let node = &rec["nodes"][1];
        let board = node["board"].as_str().unwrap();
        js(&c, CLICK_NODE_1).await;
        if game == "czech" {
            // 64 squares; one disc per piece plus a ring per king.
            let squares = js(
                &c,
                "return document.querySelectorAll('#gt-board rect').length",
            )
            .await;
            assert_eq!(squares, json!(64));
            let pieces = board[..32].chars().filter(|c| *c != '.').count();
            let kings = board[..32]
                .chars()
                .filter(|c| c.is_ascii_uppercase())
                .count();
            let discs = js(
                &c,
                "return document.querySelectorAll('#gt-board circle').length",
            )
            .await;
            assert_eq!(
                discs.as_u64().unwrap() as usize,
                pieces + kings,
                "board {board}"
            );
        } else {
            // Every pit and store shows its stones: compare the numbers drawn with the diagram.
            let shown = js(&c, "return [...document.querySelectorAll('#gt-board text:not(.coord)')].map(t => t.textContent).join(' ')").await;
            let (rows, _) = board.rsplit_once(' ').unwrap();
            let (south, north) = rows.split_once('/').unwrap();
            let (sp, ss) = south.split_once('|').unwrap();
            let (np, ns) = north.split_once('|').unwrap();
            let mut expected: Vec<&str> = sp.split(' ').chain(np.split(' ')).collect();
            expected.extend([ss, ns]);
            let mut drawn: Vec<&str> = shown.as_str().unwrap().split(' ').collect();
            drawn.sort_unstable();
            expected.sort_unstable();
            assert_eq!(drawn, expected, "board {board}");
        }
        std::fs::write(
            shots.join(format!("{game}-board.png")),
            c.screenshot().await.unwrap(),
        )
        .unwrap();
    }
    c.close().await.unwrap();
}

/// `gametree compare`'s page (issue 14): no script and no console error; the twenty
/// series of the per-ply chart drawn in twenty different colour and dash pairs as the
/// browser computes them, one legend entry each, the entries apart; the charts within
/// the window. Screenshot: `target/browser/compare.png`.
#[tokio::test(flavor = "current_thread")]
async fn compare_page_in_chromium() {
    let dir = tempfile::tempdir().unwrap();
    let html = dir.path().join("compare.html");
    let out = ["-f", "html", "-o", html.to_str().unwrap()];
    gametree(&[&["compare"], &common::COMPARE_TWENTY[..], &out].concat());
    let driver = start_driver();
    let c = browser(&driver, &dir.path().join("profile")).await;
    c.goto(&format!("file://{}", html.display())).await.unwrap();
    let errors = console_errors(&c).await;
    assert!(errors.is_empty(), "console errors: {errors:?}");
    assert_eq!(js(&c, "return document.scripts.length").await, json!(0));
    let styles = js(
        &c,
        "return [...document.querySelectorAll('g.series polyline')].map(l => { \
         const s = getComputedStyle(l); return s.stroke + ' / ' + s.strokeDasharray; })",
    )
    .await;
    let styles: Vec<&str> = styles
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_str().unwrap())
        .collect();
    assert_eq!(styles.len(), 20);
    let distinct: std::collections::HashSet<&str> = styles.iter().copied().collect();
    assert_eq!(distinct.len(), 20, "{styles:?}");
    let legend = js(
        &c,
        "const r = [...document.querySelectorAll('g.legend text')].map(t => t.getBoundingClientRect()); \
         return [r.length, r.every((b, i) => i == 0 || b.top >= r[i - 1].bottom - 0.5)]",
    )
    .await;
    assert_eq!(
        legend,
        json!([20, true]),
        "twenty legend entries, none overlapping"
    );
    let right = js(
        &c,
        "return Math.max(...[...document.querySelectorAll('svg')].map(s => s.getBoundingClientRect().right))",
    )
    .await;
    assert!(right.as_f64().unwrap() <= 1400.0, "{right}");
    std::fs::write(
        screenshots().join("compare.png"),
        c.screenshot().await.unwrap(),
    )
    .unwrap();
    c.close().await.unwrap();
}

/// The pairs of drawn texts (labels, moves, badges) in the report's tree whose boxes
/// overlap, as "text|text" (none, for a figure fit for a slide).
const NO_TEXT_OVERLAPS: &str = "const ts = [...document.querySelectorAll('#gt-viewport text')].filter((t) => t.textContent && getComputedStyle(t).display !== 'none'); const bs = ts.map((t) => t.getBoundingClientRect()); const bad = []; for (let i = 0; i < bs.length; i++) for (let j = i + 1; j < bs.length; j++) { const a = bs[i], b = bs[j]; if (a.width && b.width && a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5) bad.push(ts[i].textContent + '|' + ts[j].textContent); } return bad.slice(0, 20)";

/// A report of more than 50,000 nodes opens in two stages: the first drawing from its
/// own small block (`gt-head`), at once, then the whole recording. Between the two the
/// replay waits; what the reader did meanwhile (a node collapsed, the label switch,
/// the selection) is kept, and the nodes drawn show the same text from either block.
#[tokio::test(flavor = "current_thread")]
async fn a_large_report_opens_in_two_stages() {
    let dir = tempfile::tempdir().unwrap();
    let html = dir.path().join("k8.html");
    gametree(&[
        "search",
        "examples/kalah-6-4.pos",
        "--depth",
        "8",
        "-f",
        "html",
        "-o",
        html.to_str().unwrap(),
    ]);
    let page = std::fs::read_to_string(&html).unwrap();
    assert!(page.contains(r#"<script type="application/json" id="gt-head">"#));
    let starter = "<script>window.gametree.loadWhole();</script>";
    assert!(page.contains(starter));
    // The same page without its second stage, which the test then starts by hand.
    let first = dir.path().join("first.html");
    std::fs::write(&first, page.replace(starter, "")).unwrap();
    let driver = start_driver();
    let c = browser(&driver, &dir.path().join("profile")).await;
    c.goto(&format!("file://{}", first.display()))
        .await
        .unwrap();
    assert_eq!(
        js(&c, "return window.gametree.complete").await,
        json!(false)
    );
    let head_nodes = js(&c, "return window.gametree.nodes")
        .await
        .as_u64()
        .unwrap();
    assert!(head_nodes <= 1500, "{head_nodes} nodes in the first stage");
    let note = "return document.getElementById('gt-hidden').textContent";
    let text = js(&c, note).await;
    assert!(
        text.as_str().unwrap().contains("of 57393 recorded nodes")
            && text
                .as_str()
                .unwrap()
                .contains("Reading the whole recording"),
        "{text}"
    );
    assert_eq!(
        js(&c, "return document.getElementById('gt-play').disabled").await,
        json!(true)
    );
    // The first stage's layout is the Rust layout.
    assert_same_layouts(&c).await;
    std::fs::write(
        screenshots().join("kalah-8-first-stage.png"),
        c.screenshot().await.unwrap(),
    )
    .unwrap();
    assert_eq!(js(&c, NO_TEXT_OVERLAPS).await, json!([]), "texts overlap");
    // The reader collapses the root's first child, selects it and shows windows.
    js(&c, CLICK_NODE_1).await;
    js(
        &c,
        "const s = document.getElementById('gt-label'); s.value = 'window'; s.onchange(); return 0",
    )
    .await;
    let drawn = "return [...document.querySelectorAll('#gt-viewport .node')].map(g => g.getAttribute('class') + '|' + g.textContent).join(';')";
    let panel = "return document.getElementById('gt-node').textContent";
    let before = (js(&c, drawn).await, js(&c, panel).await);
    let shown = js(&c, "return window.gametree.visibleCount()").await;
    assert!(before.0.as_str().unwrap().contains("[-10000, 10000]"));
    // The second stage.
    js(&c, "window.gametree.loadWhole(); return 0").await;
    assert_eq!(js(&c, "return window.gametree.complete").await, json!(true));
    assert_eq!(js(&c, "return window.gametree.nodes").await, json!(57393));
    assert_eq!(js(&c, "return window.gametree.visibleCount()").await, shown);
    assert_eq!(js(&c, drawn).await, before.0, "the drawing changed");
    assert_eq!(js(&c, panel).await, before.1, "the selection changed");
    assert_eq!(
        js(&c, "return document.getElementById('gt-label').value").await,
        json!("window")
    );
    assert_eq!(
        js(&c, "return document.getElementById('gt-play').disabled").await,
        json!(false)
    );
    // The replay runs on the whole recording.
    let steps = js(&c, "return window.gametree.steps()")
        .await
        .as_u64()
        .unwrap();
    // An interior node's two steps (enter, leave), a leaf's one, a cut-off's one.
    assert!(steps > 50000, "{steps} steps");
    js(&c, "window.gametree.go(5); return 0").await;
    let event = js(&c, "return document.getElementById('gt-event').textContent").await;
    assert!(event.as_str().unwrap().starts_with("Enter"), "{event}");
    let errors = console_errors(&c).await;
    assert!(errors.is_empty(), "console errors: {errors:?}");

    // The page as written runs both stages by itself, the first view first.
    c.goto(&format!("file://{}", html.display())).await.unwrap();
    assert_eq!(js(&c, "return window.gametree.complete").await, json!(true));
    let ready = js(&c, "return window.gametree.readyMs")
        .await
        .as_f64()
        .unwrap();
    let whole = js(&c, "return window.gametree.wholeMs")
        .await
        .as_f64()
        .unwrap();
    assert!(ready <= whole, "{ready} ms vs {whole} ms");
    let errors = console_errors(&c).await;
    assert!(errors.is_empty(), "console errors: {errors:?}");
    c.close().await.unwrap();
}

/// The full tic-tac-toe minimax (549,946 nodes) as a report: loads without errors, draws
/// only the top levels, expands on demand. Prints the file size and the load time.
/// Run: `cargo test --release --test browser -- --ignored --nocapture`.
#[tokio::test(flavor = "current_thread")]
#[ignore = "slow: builds and loads a 22 MB report"]
async fn full_tictactoe_report_stays_usable() {
    let dir = tempfile::tempdir().unwrap();
    let html = dir.path().join("big.html");
    gametree(&[
        "search",
        "examples/tictactoe-empty.pos",
        "-a",
        "minimax",
        "-f",
        "html",
        "-o",
        html.to_str().unwrap(),
    ]);
    let bytes = std::fs::metadata(&html).unwrap().len();
    let driver = start_driver();
    let c = browser(&driver, &dir.path().join("profile")).await;
    let start = std::time::Instant::now();
    c.goto(&format!("file://{}", html.display())).await.unwrap();
    let wall = start.elapsed();
    let ready = js(&c, "return window.gametree.readyMs").await;
    let whole = js(&c, "return window.gametree.wholeMs").await;
    let errors = console_errors(&c).await;
    assert!(errors.is_empty(), "console errors: {errors:?}");
    // Two stages (more than 50,000 nodes), both done once the page has loaded.
    assert_eq!(js(&c, "return window.gametree.complete").await, json!(true));
    assert_eq!(js(&c, "return window.gametree.nodes").await, json!(549_946));
    let shown = js(&c, "return window.gametree.visibleCount()")
        .await
        .as_u64()
        .unwrap();
    assert!(shown <= 1500, "{shown} nodes drawn at first");
    let note = c
        .find(Locator::Id("gt-hidden"))
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(
        note.contains(&format!("Showing {shown} of 549946")),
        "{note}"
    );
    // Expand one collapsed node on demand.
    let t = std::time::Instant::now();
    // From script: the node may lie outside the first view, where WebDriver refuses.
    js(&c, &CLICK_NODE_1.replace("'1'", "'3'")).await;
    let expanded = js(&c, "return window.gametree.visibleCount()")
        .await
        .as_u64()
        .unwrap();
    assert!(expanded > shown);
    let expand_ms = t.elapsed().as_millis();
    // Stepping works on the full event list.
    js(&c, "window.gametree.go(1000); return 0").await;
    std::fs::write(
        screenshots().join("tictactoe-full.png"),
        c.screenshot().await.unwrap(),
    )
    .unwrap();
    println!(
        "report: {bytes} bytes ({:.1} MB), {} nodes drawn at first; navigation {:.0} ms, first view at {:.0} ms, whole recording at {:.0} ms; expanding a node {expand_ms} ms",
        bytes as f64 / 1e6,
        shown,
        wall.as_secs_f64() * 1e3,
        ready.as_f64().unwrap(),
        whole.as_f64().unwrap()
    );
    c.close().await.unwrap();
}

/// The report as a lecture uses it (issue 14): the replay moves the position panel and
/// highlights the path; the PV button selects exactly the principal variation; the view
/// and label switches relabel the tree; boards have coordinates, a dark a1 and pit
/// numbers; a 20,866-node tree opens readable and Fit draws no unreadable text.
#[tokio::test(flavor = "current_thread")]
async fn report_for_the_lecture_hall() {
    let dir = tempfile::tempdir().unwrap();
    let p = |f: &str| dir.path().join(f).to_string_lossy().into_owned();
    for (file, extra, out) in [
        ("examples/tictactoe-forced-win.pos", &[][..], "ttt.html"),
        (
            "examples/czech-middlegame.pos",
            &["--depth", "2"][..],
            "czech.html",
        ),
        (
            "examples/kalah-4-3.pos",
            &["--depth", "2"][..],
            "kalah.html",
        ),
        ("examples/tictactoe-empty.pos", &[][..], "big.html"),
        ("examples/aima-fig-5-2.pos", &[][..], "aima.html"),
    ] {
        let out = p(out);
        let mut args = vec!["search", file, "-f", "html", "-o", &out];
        args.extend_from_slice(extra);
        gametree(&args);
    }
    let driver = start_driver();
    let c = browser(&driver, &dir.path().join("profile")).await;
    let shots = screenshots();
    let board = "return document.getElementById('gt-board').innerHTML";

    // Stepping moves the position panel and highlights the path to the step's node.
    c.goto(&format!("file://{}", p("ttt.html"))).await.unwrap();
    js(&c, "window.gametree.go(0); return 0").await;
    let root_board = js(&c, board).await;
    let deep = js(&c, "for (let k = 0; k < window.gametree.steps(); k++) { window.gametree.go(k); if (document.getElementById('gt-event').textContent.startsWith('Leave 1.1 (after b3 a2):')) return k; } return -1").await;
    assert!(deep.as_i64().unwrap() > 0);
    let deep_board = js(&c, board).await;
    assert_ne!(root_board, deep_board, "the panel follows the replay");
    // The panel shows the step's node: its move (a2) is the lit square.
    assert_eq!(
        js(&c, "return [...document.querySelectorAll('#gt-board .cell.lit')].map(e => e.getAttribute('data-keys')).join(',')").await,
        json!("a2")
    );
    let path = js(&c, "return [...document.querySelectorAll('#gt-viewport .node.onpath')].map(g => g.getAttribute('data-id')).join(',')").await;
    assert_eq!(path.as_str().unwrap().split(',').count(), 3, "{path}");
    // The keyboard steps too.
    let before = js(&c, "return window.gametree.step()").await;
    c.find(Locator::Css("body"))
        .await
        .unwrap()
        .send_keys("\u{e014}") // ArrowRight
        .await
        .unwrap();
    assert_eq!(
        js(&c, "return window.gametree.step()").await.as_i64(),
        before.as_i64().map(|k| k + 1)
    );
    std::fs::write(
        shots.join("ttt-replay-panel.png"),
        c.screenshot().await.unwrap(),
    )
    .unwrap();

    // The PV button selects exactly the principal variation's nodes.
    js(
        &c,
        "window.gametree.go(window.gametree.steps() - 1); return 0",
    )
    .await;
    c.find(Locator::Id("gt-pv"))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
    let selected = js(&c, "return [...document.querySelectorAll('#gt-viewport .node.pvsel')].map(g => Number(g.getAttribute('data-id'))).sort((a, b) => a - b).join(',')").await;
    let pv = js(
        &c,
        "return window.gametree.pv().sort((a, b) => a - b).join(',')",
    )
    .await;
    assert_eq!(selected, pv);
    assert!(pv.as_str().unwrap().split(',').count() >= 3, "{pv}");

    // The switches: windows in MAX's view, then the side to move's.
    c.goto(&format!("file://{}", p("aima.html"))).await.unwrap();
    let root_label =
        "return document.querySelector('#gt-viewport .node[data-id=\"0\"] text.label').textContent";
    assert_eq!(js(&c, root_label).await, json!("3"));
    js(
        &c,
        "const s = document.getElementById('gt-label'); s.value = 'window'; s.onchange(); return 0",
    )
    .await;
    assert_eq!(js(&c, root_label).await, json!("[-∞, ∞]"));
    let b_label =
        "return document.querySelector('#gt-viewport .node[data-id=\"1\"] text.label').textContent";
    js(
        &c,
        "const s = document.getElementById('gt-label'); s.value = 'value'; s.onchange(); return 0",
    )
    .await;
    assert_eq!(js(&c, b_label).await, json!("3"));
    js(&c, "const s = document.getElementById('gt-values'); s.value = 'side-to-move'; s.onchange(); return 0").await;
    assert_eq!(js(&c, b_label).await, json!("-3"));
    let errors = console_errors(&c).await;
    assert!(errors.is_empty(), "console errors: {errors:?}");

    // Boards: Czech a1 dark with files and ranks; Kalah's pits numbered on both sides.
    c.goto(&format!("file://{}", p("czech.html")))
        .await
        .unwrap();
    assert_eq!(
        js(
            &c,
            "return document.querySelector('#gt-board [data-keys~=\"a1\"]').getAttribute('fill')"
        )
        .await,
        json!("#9c7a54")
    );
    assert_eq!(
        js(
            &c,
            "return document.querySelector('#gt-board [data-keys~=\"a1\"]').getAttribute('class')"
        )
        .await,
        json!("cell dark")
    );
    assert_eq!(
        js(&c, "return [...document.querySelectorAll('#gt-board .coord')].map(t => t.textContent).join('')").await,
        json!("abcdefgh87654321")
    );
    std::fs::write(
        shots.join("czech-report.png"),
        c.screenshot().await.unwrap(),
    )
    .unwrap();
    c.goto(&format!("file://{}", p("kalah.html")))
        .await
        .unwrap();
    assert_eq!(
        js(&c, "return [...document.querySelectorAll('#gt-board .coord')].map(t => t.textContent).join(' ')").await,
        json!("4 1 3 2 2 3 1 4")
    );

    // 20,866 nodes: a readable first view; Fit hides text too small to read.
    c.goto(&format!("file://{}", p("big.html"))).await.unwrap();
    let scale = js(&c, "return window.gametree.scale()")
        .await
        .as_f64()
        .unwrap();
    assert!(scale >= 0.6, "first view at scale {scale}");
    std::fs::write(shots.join("big-first.png"), c.screenshot().await.unwrap()).unwrap();
    c.find(Locator::Id("gt-fit"))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
    let fitted = js(
        &c,
        "return [window.gametree.scale(), document.getElementById('gt-svg').getAttribute('class')]",
    )
    .await;
    let s = fitted[0].as_f64().unwrap();
    let class = fitted[1].as_str().unwrap_or_default();
    // Fit draws the tree less deep until its labels are readable (not a hairline).
    assert!(s >= 0.6 && !class.contains("lod-mid"), "{fitted}");
    let shown = js(&c, "return window.gametree.visibleCount()").await;
    assert!(shown.as_u64().unwrap() >= 10, "{shown}");
    std::fs::write(shots.join("big-fit.png"), c.screenshot().await.unwrap()).unwrap();
    let errors = console_errors(&c).await;
    assert!(errors.is_empty(), "console errors: {errors:?}");
    c.close().await.unwrap();
}

/// The HTML report's replay is the step model of `gametree::render::steps` (which the
/// `--steps` figures and Beamer's overlays draw): on textbook trees, games, chance
/// nodes, MTD(f)'s passes, PVS's re-searches, the transposition table, both views, both
/// cut rules and every label mode, each step's caption and every node's label are the
/// same in the browser as in Rust.
#[tokio::test(flavor = "current_thread")]
async fn the_replay_is_the_step_model() {
    use gametree::record::Perspective;
    use gametree::render::steps::Replay;
    use gametree::render::{LabelKind, RenderOptions};
    let cases: &[&[&str]] = &[
        &["examples/aima-fig-5-2.pos"],
        &[
            "examples/aima-fig-5-2.pos",
            "--values",
            "side-to-move",
            "--label",
            "triple",
        ],
        &[
            "examples/aima-fig-5-2.pos",
            "-a",
            "alphabeta-soft",
            "--label",
            "window",
        ],
        &["examples/aima-fig-5-2.pos", "--prune-on", "gt"],
        &["examples/wikipedia-alpha-beta.pos", "--label", "triple"],
        &["examples/kuhr-fig-16.pos", "-a", "alphabeta-soft"],
        // Kühr's Fig. 16 draws the pruned leaves empty; the file's 0s are placeholders.
        &[
            "examples/kuhr-fig-16.pos",
            "-a",
            "alphabeta-soft",
            "--pruned",
            "empty",
            "--label",
            "window",
        ],
        // PVS's scouts and re-searches.
        &["examples/wikipedia-alpha-beta.pos", "-a", "pvs"],
        &[
            "examples/kuhr-fig-18.pos",
            "--label",
            "triple",
            "--values",
            "side-to-move",
        ],
        &[
            "examples/aima-fig-5-12.pos",
            "-a",
            "star1",
            "--leaf-bounds",
            "0..5",
            "--label",
            "triple",
        ],
        &[
            "examples/aima-fig-5-12.pos",
            "-a",
            "star2",
            "--leaf-bounds",
            "0..5",
        ],
        &["examples/aima-fig-5-12.pos", "-a", "expectiminimax"],
        &["examples/tictactoe-forced-win.pos"],
        &[
            "examples/tictactoe-forced-win.pos",
            "-a",
            "mtdf",
            "--label",
            "triple",
        ],
        &["examples/tictactoe-forced-win.pos", "-a", "pvs"],
        &[
            "examples/tictactoe-forced-win.pos",
            "-a",
            "alphabeta-tt",
            "--iterative",
            "--depth",
            "3",
        ],
        &["examples/kalah-4-3.pos", "--depth", "3"],
        &["examples/slides-alpha-beta.pos", "-a", "minimax"],
        // Names too long to draw, and zero-width spaces: shortened alike.
        &["LONG"],
    ];
    let dir = tempfile::tempdir().unwrap();
    let long = dir.path().join("long.pos");
    let name = format!("x\u{200b}{}", "y".repeat(10_000));
    std::fs::write(
        &long,
        format!("game: tree\ntree: [A: [{name}: 3 [{name}2: 1 2]] [B: 5 6]]\n"),
    )
    .unwrap();
    let long = long.to_string_lossy().into_owned();
    let cases: Vec<Vec<&str>> = cases
        .iter()
        .map(|c| {
            c.iter()
                .map(|&a| if a == "LONG" { long.as_str() } else { a })
                .collect()
        })
        .collect();
    let driver = start_driver();
    let c = browser(&driver, &dir.path().join("profile")).await;
    let mut compared = 0;
    for (n, args) in cases.iter().enumerate() {
        let args = args.as_slice();
        let html = dir.path().join(format!("r{n}.html"));
        let json = dir.path().join(format!("r{n}.json"));
        let run = |format: &str, out: &Path| {
            let mut a: Vec<&str> = vec!["search"];
            a.extend(args.iter());
            let out = out.to_string_lossy().into_owned();
            a.extend(["-f", format, "-o", &out]);
            common::run_ok(&a);
        };
        run("html", &html);
        run("json", &json);
        // Read as `gametree render` reads it: with the values an explicit tree's nodes give.
        use gametree::record::json::{read_with, Accept, GivenValues};
        let accept = Accept {
            given: &|rec| {
                gametree::games::with_explicit_root(&rec.meta.position, GivenValues(rec))
                    .unwrap_or_default()
            },
            ..Accept::default()
        };
        let rec = read_with(&std::fs::read_to_string(&json).unwrap(), &accept).unwrap();
        let flag = |name: &str| args.iter().position(|a| *a == name).map(|i| args[i + 1]);
        let opts = RenderOptions {
            pruned: match flag("--pruned") {
                Some("empty") => gametree::render::PrunedView::Empty,
                _ => gametree::render::PrunedView::Show,
            },
            label: match flag("--label") {
                Some("window") => LabelKind::Window,
                Some("triple") => LabelKind::Triple,
                _ => LabelKind::Value,
            },
            values: match flag("--values") {
                Some("side-to-move") => Some(Perspective::SideToMove),
                _ => None,
            },
            ..RenderOptions::default()
        };
        let replay = Replay::new(&rec);
        c.goto(&format!("file://{}", html.display())).await.unwrap();
        let errors = console_errors(&c).await;
        assert!(errors.is_empty(), "{args:?}: console errors: {errors:?}");
        assert_eq!(
            js(&c, "return window.gametree.steps()").await,
            json!(replay.len()),
            "{args:?}: step count"
        );
        let all: Value = js(
            &c,
            "const out = []; for (let k = 0; k < window.gametree.steps(); k++) out.push(window.gametree.replayAt(k)); return out",
        )
        .await;
        // What a figure shows once the search is over: pruned leaves of explicit trees
        // with the values the tree gives them.
        let final_label = |id: gametree::record::NodeId| {
            let given = opts.pruned == gametree::render::PrunedView::Show;
            gametree::render::figure::node_label(&rec, id, &opts, given)
        };
        for k in 0..replay.len() {
            let got = &all[k];
            assert_eq!(
                got["caption"].as_str().unwrap(),
                replay.caption(k, &opts),
                "{args:?}: caption of step {}",
                k + 1
            );
            for i in 0..rec.len() {
                let id = gametree::record::NodeId::new(i);
                assert_eq!(
                    got["labels"][i].as_str().unwrap(),
                    replay.label(id, k, &opts, &final_label),
                    "{args:?}: node {i} at step {}",
                    k + 1
                );
                compared += 1;
            }
        }
        // PVS: the replay marks a scout and its re-search at the steps the step figures
        // do (once the re-search begins).
        if args.contains(&"pvs") {
            let marked = |t: &str| t.contains("scout") || t.contains("re-search");
            let got = js(
                &c,
                "const out = []; for (let k = 0; k < window.gametree.steps(); k++) { window.gametree.go(k); out.push([...document.querySelectorAll('#gt-viewport text.mv')].map((t) => t.textContent).filter((t) => t.includes('scout') || t.includes('re-search')).length); } return out",
            )
            .await;
            let steps = gametree::render::steps::StepFigures::new(&rec, &opts);
            let want: Vec<usize> = (1..=steps.len())
                .map(|j| {
                    let fig = steps.figure(j);
                    fig.nodes
                        .iter()
                        .filter(|n| n.mv.as_ref().is_some_and(|m| marked(&m.text)))
                        .count()
                })
                .collect();
            assert_eq!(got, json!(want), "{args:?}: marked edges at each step");
            assert!(want[0] == 0 && *want.last().unwrap() > 0, "{want:?}");
        }
    }
    assert!(compared > 5000, "{compared}");
}

/// The report's language switch (issue 41): the page opens in `--lang`'s language
/// (`<html lang="cs">`, its fixed texts), and choosing another language says every
/// caption of the replay in it — the same as the step model says it in that language
/// (Rust's `lang::with`) — and every fixed text, the `lang` attribute following.
#[tokio::test(flavor = "current_thread")]
async fn the_language_switch_says_every_caption_in_the_language_chosen() {
    use gametree::lang::{self, Lang};
    use gametree::render::steps::Replay;
    use gametree::render::RenderOptions;
    let cases: &[&[&str]] = &[
        &["examples/aima-fig-5-2.pos"],
        &["examples/aima-fig-5-2.pos", "--label", "window"],
        &["examples/wikipedia-alpha-beta.pos", "-a", "pvs"],
        &[
            "examples/aima-fig-5-12.pos",
            "-a",
            "star2",
            "--leaf-bounds",
            "0..5",
        ],
        &["examples/tictactoe-forced-win.pos", "-a", "mtdf"],
    ];
    let dir = tempfile::tempdir().unwrap();
    let driver = start_driver();
    let c = browser(&driver, &dir.path().join("profile")).await;
    for (n, args) in cases.iter().enumerate() {
        let html = dir.path().join(format!("l{n}.html"));
        let json = dir.path().join(format!("l{n}.json"));
        let (h, j) = (html.to_string_lossy(), json.to_string_lossy());
        let mut a: Vec<&str> = vec!["--lang", "cs", "search"];
        a.extend(args.iter());
        gametree(&[a.as_slice(), &["-f", "html", "-o", &h]].concat());
        gametree(&[a.as_slice(), &["-f", "json", "-o", &j]].concat());
        use gametree::record::json::{read_with, Accept, GivenValues};
        let accept = Accept {
            given: &|rec| {
                gametree::games::with_explicit_root(&rec.meta.position, GivenValues(rec))
                    .unwrap_or_default()
            },
            ..Accept::default()
        };
        let rec = read_with(&std::fs::read_to_string(&json).unwrap(), &accept).unwrap();
        let opts = RenderOptions {
            label: if args.contains(&"window") {
                gametree::render::LabelKind::Window
            } else {
                gametree::render::LabelKind::Value
            },
            ..RenderOptions::default()
        };
        let replay = Replay::new(&rec);
        c.goto(&format!("file://{}", html.display())).await.unwrap();
        let errors = console_errors(&c).await;
        assert!(errors.is_empty(), "{args:?}: console errors: {errors:?}");
        let opened = js(&c, "return [document.documentElement.lang, document.getElementById('gt-lang').value, document.getElementById('gt-event').textContent]").await;
        let last = replay.len() - 1;
        let want = lang::with(Lang::Cs, || replay.caption(last, &opts));
        assert_eq!(opened, json!(["cs", "cs", want]), "{args:?}");
        for l in [Lang::En, Lang::Ru, Lang::De, Lang::Sk, Lang::Cs] {
            let got = js(
                &c,
                &format!(
                    "const s = document.getElementById('gt-lang'); s.value = '{}'; s.dispatchEvent(new Event('change'));
                     const out = []; for (let k = 0; k < window.gametree.steps(); k++) out.push(window.gametree.replayAt(k).caption);
                     return [document.documentElement.lang, window.gametree.lang(), document.getElementById('gt-event').textContent,
                             document.querySelector('h2[data-msg=\"steps-report-legend\"]').textContent,
                             document.getElementById('gt-step').textContent, document.getElementById('gt-fit').title, out]",
                    l.code()
                ),
            )
            .await;
            let said: Vec<String> = lang::with(l, || {
                (0..replay.len())
                    .map(|k| replay.caption(k, &opts))
                    .collect()
            });
            let fixed = lang::with(l, || {
                [
                    lang::message("steps-report-legend", &[]),
                    lang::message(
                        "steps-report-step",
                        &[
                            ("k", lang::Arg::from(replay.len())),
                            ("n", lang::Arg::from(replay.len())),
                        ],
                    ),
                    lang::message("steps-report-fit-title", &[]),
                ]
            });
            assert_eq!(
                got,
                json!([
                    l.code(),
                    l.code(),
                    said[last],
                    fixed[0],
                    fixed[1],
                    fixed[2],
                    said
                ]),
                "{args:?} in {l}"
            );
        }
        let errors = console_errors(&c).await;
        assert!(errors.is_empty(), "{args:?}: console errors: {errors:?}");
    }
    std::fs::write(
        screenshots().join("report-language-switch.png"),
        c.screenshot().await.unwrap(),
    )
    .unwrap();
}
