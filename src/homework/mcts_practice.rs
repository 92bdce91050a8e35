//! The Monte Carlo tree search practice page (`gametree exercise --algorithm mcts
//! --format practice`): one self-contained HTML file in which a student answers the
//! next iteration of UCT (Kocsis & Szepesvári 2006; Browne et al. 2012, Fig. 2; AIMA
//! 4th ed. §5.4) on one or more exercises — the selection's path (clicked in the
//! figure or typed), the node expanded, and `N` and `W` of every node updated — and
//! has it marked item by item as `gametree check --algorithm mcts` marks it.
//!
//! Everything the page says is computed here by the code `check` marks with
//! ([`super::mcts_mark::Context`], [`super::mcts::Key`], the UCB1 numbers of
//! [`crate::record::mcts::Replay`], [`super::mcts_mark::expansion`]); the page's
//! script (`templates/practice_mcts.js`) mirrors [`super::mcts_mark::parse`] and
//! [`super::mcts_mark::mark`] over those data and words the items with the binary's
//! own messages (`check-mcts-…`). The solution — the tree after iteration `k + 1`
//! and that iteration's captions from the steps model
//! ([`crate::render::model::mcts_steps::McSteps`]) — is shown only after a check.
//! `tests/browser/mcts_practice.rs` checks in Chromium that the page's marks are
//! `check`'s on the same answer text.

use super::mcts::{self, side, MctsExercise};
use super::mcts_mark::{self, Context};
use crate::lang::Lang;
use crate::params::Naming;
use crate::record::{NodeId, NodeNames};
use crate::render::escape::html::script_json;
use crate::render::html;
use crate::render::model::mcts_steps::McSteps;
use askama::Template;
use serde_json::{json, Map, Value};

/// The messages the page's script formats, embedded for every language: its own
/// (`check-mcts-practice-…`), check's words for the items (`check-mcts-…`,
/// `check-line`, …) and the alpha-beta page's buttons.
const PAGE_MESSAGES: &[&str] = &[
    "check-mcts-",
    "check-line",
    "check-others-wrong",
    "check-correct",
    "check-missing-expected",
    "check-practice-check",
    "check-practice-clear",
    "check-practice-download",
    "check-practice-language",
];

#[derive(Template)]
#[template(path = "practice_mcts.html", escape = "html")]
struct Page<'a> {
    /// The language the page opens in (`<html lang>`).
    lang: &'static str,
    /// The language switch ([`super::practice::language_menu`]).
    langs: Vec<(&'static str, String, bool)>,
    language: String,
    title: &'a str,
    version: &'a str,
    css: &'a str,
    /// The messages' formatter (templates/messages.js).
    messages_js: &'a str,
    js: &'a str,
    data: &'a str,
}

/// The practice page of `exercises`, titled `title`; each exercise's position file
/// names the commands that make and mark it as `naming` says them.
///
/// # Errors
/// The searches' node limit (the figures replay the exercises' searches).
pub fn page(
    exercises: &[MctsExercise],
    title: &str,
    naming: &Naming,
) -> Result<String, crate::Error> {
    let items = exercises
        .iter()
        .enumerate()
        .map(|(i, ex)| exercise_data(i, ex, naming))
        .collect::<Result<Vec<Value>, crate::Error>>()?;
    Ok(page_of(items, title))
}

/// The practice page of `items` (each exercise's [`exercise_data`]), titled `title`.
pub(crate) fn page_of(items: Vec<Value>, title: &str) -> String {
    let lang = crate::lang::current();
    let mut catalogs = Map::new();
    for l in Lang::ALL {
        catalogs.insert(l.code().into(), crate::lang::js_catalog(l, PAGE_MESSAGES));
    }
    let data = json!({
        "title": title,
        "lang": lang.code(),
        "catalogs": catalogs,
        "exercises": items,
    });
    let page = Page {
        lang: lang.code(),
        langs: super::practice::language_menu(lang),
        language: crate::tr!("check-practice-language"),
        title,
        version: env!("CARGO_PKG_VERSION"),
        css: concat!(
            include_str!("../../templates/practice.css"),
            include_str!("../../templates/practice_mcts.css")
        ),
        messages_js: include_str!("../../templates/messages.js"),
        js: include_str!("../../templates/practice_mcts.js"),
        data: &script_json(&data.to_string()),
    };
    html::to_string(&page)
}

/// `text` in every language: `{"en": …, "cs": …}`.
fn each_language(text: impl Fn() -> Value) -> Value {
    let mut out = Map::new();
    for l in Lang::ALL {
        out.insert(l.code().into(), crate::lang::with(l, &text));
    }
    out.into()
}

/// A UCB1 number as `check` writes it in English (`0.58`; `lang::decimal`, two
/// places, −0 as 0): the page writes a decimal comma in the other languages.
fn number(x: f64) -> String {
    format!("{:.2}", x + 0.0)
}

/// What the page knows of exercise `i`: its figures, its question, and everything
/// marking needs (see the module docs).
pub(crate) fn exercise_data(
    i: usize,
    ex: &MctsExercise,
    naming: &Naming,
) -> Result<Value, crate::Error> {
    let k = ex.spec.iterations as usize;
    let full = mcts::full_tree(&ex.tree)?;
    let ctx = Context::new(ex, &full);
    let key = ctx.key();
    let names = NodeNames::new(&ex.rec);
    let name = |n: NodeId| names.name(n);
    let title = crate::tr!(
        "check-practice-exercise-title",
        n = i + 1,
        seed = ex.seed.to_string()
    );
    let fig = mcts::figure(ex, k)?;
    let svg = crate::render::svg::document(&super::sheet::white(&fig), &title);
    let solution = mcts::figure(ex, k + 1)?;
    let solution_svg = crate::render::svg::document(&super::sheet::white(&solution), &title);
    let full_names = NodeNames::new(&full);
    let nodes: Vec<Value> = fig
        .nodes
        .iter()
        .map(|n| {
            json!({
                "name": full_names.name(n.id),
                "x": px(n.x), "y": px(n.y), "w": px(n.w), "h": px(n.h),
            })
        })
        .collect();
    let steps: Vec<Value> = key
        .steps
        .iter()
        .map(|s| {
            json!({
                "parent": name(s.parent),
                "expected": name(s.chosen),
                "side": side(s.player),
                "candidates": s.candidates.iter().map(|c| json!({
                    "name": name(c.node),
                    "q": number(c.q),
                    "bonus": number(c.bonus),
                    "ucb": number(c.ucb),
                })).collect::<Vec<_>>(),
            })
        })
        .collect();
    let updated: Vec<Value> = key
        .updated()
        .into_iter()
        .zip(&key.before)
        .zip(&key.after)
        .map(|((n, b), a)| json!({"name": name(n), "before": [b.0, b.1], "after": [a.0, a.1]}))
        .collect();
    let (expand, _) = mcts_mark::expansion(&ctx);
    let before: Map<String, Value> = ctx
        .before()
        .iter()
        .map(|(n, (v, w))| (n.clone(), json!([v, w])))
        .collect();
    Ok(json!({
        "title": title,
        "seed": ex.seed,
        "iterations": k,
        "position": ex.position_text(naming),
        "check": check_command(ex, naming),
        "question": each_language(|| format!("{}\n{}", crate::tr!("exercise-mcts-legend"), ex.question()).into()),
        "width": fig.width,
        "height": fig.height,
        "svg": svg,
        "nodes": nodes,
        "root": name(NodeId::new(0)),
        "path": key.path.iter().map(|&n| name(n)).collect::<Vec<_>>(),
        "end": name(*key.path.last().unwrap_or(&NodeId::new(0))),
        "steps": steps,
        "expand": expand,
        "expand_why": each_language(|| mcts_mark::expansion(&ctx).1.into()),
        "expanded": key.expanded.map(name),
        "playout": key.playout,
        "updated": updated,
        "before": before,
        "search": ctx.search_names(),
        "known": ctx.known_names(),
        "solution": {
            "width": solution.width,
            "height": solution.height,
            "svg": solution_svg,
            "heading": each_language(|| crate::tr!("exercise-mcts-solution", k = k + 1).into()),
            "captions": each_language(|| captions(ex, k).into()),
        },
    }))
}

/// `gametree check` as it marks an answer to `ex` saved as `answer-SEED.txt` beside
/// the position file `tree-SEED.pos` (the page's two downloads), as `naming` says the options.
fn check_command(ex: &MctsExercise, naming: &Naming) -> String {
    let mut words = vec![
        format!("tree-{}.pos", ex.seed),
        format!("--answer answer-{}.txt", ex.seed),
    ];
    words.extend(
        ex.check_settings()
            .into_iter()
            .map(|(p, v)| (naming.setting)(p, &v)),
    );
    (naming.command)("check", &words)
}

/// The captions of iteration `k + 1` (0-based `k`), as the steps model words them in
/// the current language: the selection's steps with their UCB1 numbers, the
/// expansion, the simulation and the backpropagation.
fn captions(ex: &MctsExercise, k: usize) -> Vec<String> {
    let Some(steps) = McSteps::new(&ex.rec) else {
        return Vec::new();
    };
    steps
        .steps()
        .iter()
        .enumerate()
        .filter(|(_, s)| s.iteration == k)
        .map(|(j, _)| steps.caption(j))
        .collect()
}

/// A coordinate to a tenth of a pixel, as the SVG writes it.
fn px(v: f64) -> f64 {
    (v * 10.0).round() / 10.0
}

/// The page's title: `Monte Carlo tree search practice (seed 7)`, or `…: 3
/// exercises` for several.
pub fn title(seeds: &[u64]) -> String {
    match seeds {
        [seed] => crate::tr!("check-mcts-practice-title", seed = seed.to_string()),
        _ => crate::tr!("check-mcts-practice-title-many", count = seeds.len()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn data(page: &str) -> Value {
        let start = page
            .find(r#"<script type="application/json" id="gp-data">"#)
            .unwrap();
        let json = &page[start..];
        let json = &json[json.find('>').unwrap() + 1..json.find("</script>").unwrap()];
        serde_json::from_str(json).unwrap()
    }

    #[test]
    fn the_page_holds_the_key_check_marks_against() {
        let ex = mcts::generate(&mcts::MctsSpec::default(), 3).unwrap();
        let page = page(std::slice::from_ref(&ex), "t", &Naming::LIBRARY).unwrap();
        let d = data(&page);
        let e = &d["exercises"][0];
        // `path: A J M`, `expand: M.2` (the model answer's).
        let answer = ex.model_answer();
        let path: Vec<String> = e["steps"]
            .as_array()
            .unwrap()
            .iter()
            .map(|s| s["expected"].as_str().unwrap().to_string())
            .collect();
        let want = format!("path: {} {}\n", e["root"].as_str().unwrap(), path.join(" "));
        assert!(answer.contains(&want), "{answer} vs {want}");
        assert!(answer.contains(&format!("expand: {}\n", e["expand"].as_str().unwrap())));
        for u in e["updated"].as_array().unwrap() {
            let line = format!(
                "{} N={} W={}\n",
                u["name"].as_str().unwrap(),
                u["after"][0],
                u["after"][1]
            );
            assert!(answer.contains(&line), "{line}");
        }
        // The solution's captions: the iteration's four phases at least.
        let caps = e["solution"]["captions"]["en"].as_array().unwrap();
        assert!(caps.len() >= 4, "{caps:?}");
        assert!(e["question"]["cs"].as_str().unwrap().contains("MCTS"));
        assert!(d["catalogs"]["de"]["messages"]["check-mcts-wrong-step"].is_array());
    }

    #[test]
    fn a_hostile_title_is_escaped() {
        let ex = mcts::generate(&mcts::MctsSpec::default(), 1).unwrap();
        let hostile = "</script><script>alert(1)</script><b>&";
        let page = page(&[ex], hostile, &Naming::LIBRARY).unwrap();
        assert!(!page.contains("<script>alert"));
        assert!(!page.contains("<b>&"));
        assert!(page.contains("<title>&lt;/script&gt;&lt;script&gt;alert(1)"));
        assert_eq!(data(&page)["title"], hostile);
    }
}
