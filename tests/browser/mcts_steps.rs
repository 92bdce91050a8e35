//! The HTML report's replay of a Monte Carlo tree search (issue 42, item 3) in
//! Chromium: every step's caption, in every language, is the one the library words
//! (`render::model::mcts_steps::McSteps::caption`), and every node's label at every
//! step is its `W/N` as the library replays it; nodes not in the tree yet are hidden.
//! Mid-replay the position panel, the tooltips and the edges' widths tell N, W and Q
//! as of the step, never the final ones.

use crate::common;
use crate::harness::{browser, console_errors, js, screenshots, start_driver};
use gametree::lang::{self, Lang};
use gametree::render::model::mcts_steps::McSteps;
use gametree::render::model::style::visits_width;
use petgraph::graph::NodeIndex;
use serde_json::Value;

#[tokio::test(flavor = "current_thread")]
async fn the_mcts_replay_is_the_step_model_in_every_language() {
    let cases: &[&[&str]] = &[
        &[
            "examples/aima-fig-5-2.pos",
            "-a",
            "mcts",
            "--iterations",
            "12",
            "--seed",
            "1",
        ],
        &[
            "examples/tictactoe-empty.pos",
            "-a",
            "mcts",
            "--iterations",
            "40",
            "--seed",
            "2",
        ],
    ];
    let dir = tempfile::tempdir().unwrap();
    let driver = start_driver();
    let c = browser(&driver, &dir.path().join("profile")).await;
    for (n, args) in cases.iter().enumerate() {
        let html = dir.path().join(format!("m{n}.html"));
        let json = dir.path().join(format!("m{n}.json"));
        let (h, j) = (html.to_string_lossy(), json.to_string_lossy());
        let mut a: Vec<&str> = vec!["search"];
        a.extend(args.iter());
        common::run_ok(&[a.as_slice(), &["-f", "html", "-o", &h]].concat());
        common::run_ok(&[a.as_slice(), &["-f", "json", "-o", &j]].concat());
        let rec = gametree::record::json::read(&std::fs::read_to_string(&json).unwrap()).unwrap();
        let steps = McSteps::new(&rec).expect("an MCTS recording");
        c.goto(&format!("file://{}", html.display())).await.unwrap();
        let errors = console_errors(&c).await;
        assert!(errors.is_empty(), "{args:?}: console errors: {errors:?}");
        let count = js(&c, "return window.gametree.steps()").await;
        assert_eq!(count, Value::from(steps.len()), "{args:?}");
        for l in [Lang::En, Lang::Cs, Lang::De, Lang::Ru, Lang::Sk] {
            let got = js(
                &c,
                &format!(
                    "const s = document.getElementById('gt-lang'); s.value = '{}'; s.dispatchEvent(new Event('change'));
                     const out = []; for (let k = 0; k < window.gametree.steps(); k++) {{ const r = window.gametree.replayAt(k); out.push([r.caption, r.labels]); }}
                     return out",
                    l.code()
                ),
            )
            .await;
            let got = got.as_array().unwrap();
            for (k, step) in got.iter().enumerate() {
                let want = lang::with(l, || steps.caption(k));
                assert_eq!(step[0].as_str().unwrap(), want, "{args:?} {l:?} step {k}");
                let stats = steps.statistics_at(k);
                for (i, label) in step[1].as_array().unwrap().iter().enumerate() {
                    let (visits, total) = stats[i];
                    // Empty before the node enters the tree, `0/0` until its first visit.
                    let want = if !steps.exists(NodeIndex::new(i), k) {
                        String::new()
                    } else {
                        let w = lang::with(l, || {
                            let t = rec.value_text(total as i32);
                            if l == Lang::En {
                                t
                            } else {
                                t.replace('.', ",")
                            }
                        });
                        format!("{w}/{visits}")
                    };
                    assert_eq!(label.as_str().unwrap(), want, "{args:?} step {k} node {i}");
                }
            }
        }
        // Step 2 (the first expansion): the root and its first child only are shown.
        let shown = js(
            &c,
            "window.gametree.go(1);
             return Array.from(document.querySelectorAll('#gt-viewport .node')).filter((g) => getComputedStyle(g).visibility !== 'hidden').length",
        )
        .await;
        assert_eq!(shown, Value::from(2), "{args:?}");
        let png = c.screenshot().await.unwrap();
        std::fs::write(screenshots().join(format!("mcts-steps-{n}.png")), png).unwrap();
    }
    c.close().await.unwrap();
}

/// While the replay stands at step k, hovering or clicking a node shows in the position
/// panel (and its tooltip) N, W and Q = W/N as of step k, nothing of them for a node
/// not in the tree yet; each edge is as wide as `visits_width` of N at step k.
#[tokio::test(flavor = "current_thread")]
async fn the_mcts_panel_tooltips_and_widths_are_those_of_the_step() {
    let args = [
        "search",
        "examples/aima-fig-5-2.pos",
        "-a",
        "mcts",
        "--iterations",
        "12",
        "--seed",
        "1",
    ];
    let dir = tempfile::tempdir().unwrap();
    let (html, json) = (dir.path().join("m.html"), dir.path().join("m.json"));
    let (h, j) = (html.to_string_lossy(), json.to_string_lossy());
    common::run_ok(&[&args[..], &["-f", "html", "-o", &h]].concat());
    common::run_ok(&[&args[..], &["-f", "json", "-o", &j]].concat());
    let rec = gametree::record::json::read(&std::fs::read_to_string(&json).unwrap()).unwrap();
    let steps = McSteps::new(&rec).expect("an MCTS recording");
    let driver = start_driver();
    let c = browser(&driver, &dir.path().join("profile")).await;
    c.goto(&format!("file://{}", html.display())).await.unwrap();
    let scale = f64::from(rec.meta.scale.max(1));
    let root_kids = rec.children(NodeIndex::new(0));
    let mut checked_unborn = 0;
    for k in [1, 5, 13, steps.len() / 2, steps.len() - 3] {
        let stats = steps.statistics_at(k);
        let got = js(
            &c,
            &format!(
                "window.gametree.go({k});
                 const panel = () => Array.from(document.querySelectorAll('#gt-node div')).map((d) => d.textContent).join('; ');
                 const out = [];
                 for (const g of document.querySelectorAll('#gt-viewport .node')) {{
                   g.dispatchEvent(new MouseEvent('mouseover', {{ bubbles: true }}));
                   out.push([Number(g.dataset.id), panel(), g.querySelector(':scope > title').textContent]);
                 }}
                 const ids = Array.from(document.querySelectorAll('#gt-viewport .node')).map((g) => Number(g.dataset.id)).filter((i) => i > 0);
                 const widths = Array.from(document.querySelectorAll('#gt-viewport line.edge')).map((e, n) => [ids[n], Number(e.style.getPropertyValue('--w'))]);
                 return [out, widths]"
            ),
        )
        .await;
        let most = root_kids.iter().map(|c| stats[c.index()].0).max().unwrap();
        for node in got[0].as_array().unwrap() {
            let i = node[0].as_u64().unwrap() as usize;
            let (panel, title) = (node[1].as_str().unwrap(), node[2].as_str().unwrap());
            assert_eq!(panel, title, "step {k} node {i}: panel and tooltip");
            if !steps.exists(NodeIndex::new(i), k) {
                assert!(!panel.contains("N = "), "step {k} node {i}: {panel}");
                checked_unborn += 1;
                continue;
            }
            let (n, w) = stats[i];
            let q = if n == 0 {
                0.0
            } else {
                w as f64 / scale / n as f64
            };
            let want = format!(
                "N = {n} visits; W = {}, the total reward from MAX's view; Q = W/N = {q:.2}",
                rec.value_text(w as i32)
            );
            assert!(
                panel.contains(&want),
                "step {k} node {i}: {panel}\nwant {want}"
            );
        }
        for e in got[1].as_array().unwrap() {
            let i = e[0].as_u64().unwrap() as usize;
            let want = visits_width(stats[i].0, most);
            let w = e[1].as_f64().unwrap();
            assert!(
                (w - want).abs() < 1e-9,
                "step {k} edge into {i}: {w} ≠ {want}"
            );
        }
    }
    assert!(checked_unborn > 0, "no node outside the tree was looked at");
    // A click selects: the panel stays on the node clicked, as of the step.
    let got = js(
        &c,
        "window.gametree.go(5);
         document.querySelector('#gt-viewport .node[data-id=\"0\"]').dispatchEvent(new MouseEvent('click', { bubbles: true }));
         return Array.from(document.querySelectorAll('#gt-node div')).map((d) => d.textContent).join('; ')",
    )
    .await;
    let (n, _) = steps.statistics_at(5)[0];
    assert!(
        got.as_str().unwrap().contains(&format!("N = {n} visit")),
        "{got}"
    );
    c.close().await.unwrap();
}
