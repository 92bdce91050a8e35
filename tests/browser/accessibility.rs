//! Issue 56, item 5: every kind of page gametree writes checked by axe-core (Deque's
//! accessibility engine, from npm) against the WCAG 2.0 and 2.1 level A and AA rules
//! in headless Chromium: the step-by-step report, the MCTS replay, the practice pages
//! (alpha-beta and MCTS), check's report, compare's page and the playground. A page
//! passes with no violation.
//!
//! axe-core is installed by scripts/test (`npm ci` in tests/browser/axe/, its version
//! pinned by that folder's package-lock.json); `GAMETREE_AXE` names another
//! `axe.min.js`.

use crate::common;
use crate::harness;

use harness::{browser, js, start_driver};
use std::path::{Path, PathBuf};

/// The axe-core script: `GAMETREE_AXE`, or the one scripts/test installs.
fn axe_script() -> String {
    let path = std::env::var_os("GAMETREE_AXE").map_or_else(
        || PathBuf::from("tests/browser/axe/node_modules/axe-core/axe.min.js"),
        PathBuf::from,
    );
    std::fs::read_to_string(&path).unwrap_or_else(|e| {
        panic!(
            "axe-core at {}: {e} (scripts/test installs it: npm ci --prefix tests/browser/axe)",
            path.display()
        )
    })
}

/// The pages, each written by the command line into `dir`: (file, arguments).
fn pages(dir: &Path) -> Vec<(PathBuf, Vec<String>)> {
    let p = |f: &str| dir.join(f);
    let s = |v: &[&str]| v.iter().map(|a| a.to_string()).collect::<Vec<_>>();
    let tree = p("ex.pos");
    common::run_ok(&["exercise", "--seed", "7", "-o", tree.to_str().unwrap()]);
    let answer = p("answer.txt");
    std::fs::write(&answer, "A = 3\nB = 2\n").unwrap();
    let aima = "examples/aima-fig-5-2.pos";
    vec![
        (p("report.html"), s(&["search", aima, "-f", "html"])),
        (
            p("mcts.html"),
            s(&[
                "search",
                "examples/nim-2-2.pos",
                "-a",
                "mcts",
                "--iterations",
                "30",
                "--seed",
                "1",
                "-f",
                "html",
            ]),
        ),
        (
            p("practice.html"),
            s(&["exercise", "--seed", "7", "--format", "practice"]),
        ),
        (
            p("practice-mcts.html"),
            s(&[
                "exercise", "-a", "mcts", "--seed", "3", "--format", "practice",
            ]),
        ),
        (
            p("check.html"),
            s(&[
                "check",
                tree.to_str().unwrap(),
                "--answer",
                answer.to_str().unwrap(),
                "--format",
                "html",
            ]),
        ),
        (p("compare.html"), s(&["compare", aima, "--format", "html"])),
        (p("playground.html"), s(&["playground"])),
    ]
}

/// Runs axe on the page loaded in `c`; returns each violation as `rule: help (n
/// nodes: first target)`.
async fn violations(c: &fantoccini::Client, axe: &str) -> Vec<String> {
    let _ = js(c, &format!("{axe}\nreturn 0")).await;
    let result = c
        .execute_async(
            "const done = arguments[arguments.length - 1];
             axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } })
               .then(r => done(r.violations.map(v => v.id + ': ' + v.help + ' (' + v.nodes.length
                 + ' nodes: ' + JSON.stringify(v.nodes[0].target) + ')')))
               .catch(e => done(['axe failed: ' + e]));",
            vec![],
        )
        .await
        .expect("axe.run");
    result
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_str().unwrap().to_string())
        .collect()
}

#[tokio::test(flavor = "current_thread")]
async fn every_page_kind_passes_axe_wcag_2_1_aa_in_chromium() {
    let axe = axe_script();
    let dir = tempfile::tempdir().unwrap();
    let pages = pages(dir.path());
    for (file, args) in &pages {
        let mut all: Vec<&str> = args.iter().map(String::as_str).collect();
        all.extend(["-o", file.to_str().unwrap()]);
        let out = common::gametree().args(&all).output().unwrap();
        // check ends 1 when the answer has mistakes: the page is written.
        assert!(
            file.exists(),
            "{all:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
    let driver = start_driver();
    let c = browser(&driver, &dir.path().join("profile")).await;
    let mut failed = Vec::new();
    for (file, _) in &pages {
        c.goto(&format!("file://{}", file.display())).await.unwrap();
        // The pages draw from script after loading.
        tokio::time::sleep(std::time::Duration::from_millis(500)).await;
        let found = violations(&c, &axe).await;
        if !found.is_empty() {
            failed.push(format!(
                "{}: {found:#?}",
                file.file_name().unwrap().to_string_lossy()
            ));
        }
    }
    c.close().await.unwrap();
    assert!(
        failed.is_empty(),
        "WCAG 2.1 A/AA violations:\n{}",
        failed.join("\n")
    );
}
