//! The HTML report's replay of a Monte Carlo tree search (issue 42, item 3) in
//! Chromium: every step's caption, in every language, is the one the library words
//! (`render::model::mcts_steps::McSteps::caption`), and every node's label at every
//! step is its `W/N` as the library replays it; nodes not in the tree yet are hidden.

use crate::common;
use crate::harness::{browser, console_errors, js, screenshots, start_driver};
use gametree::lang::{self, Lang};
use gametree::render::model::mcts_steps::McSteps;
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
                    let want = if visits == 0 {
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
