//! PrairieLearn (`gametree exercise --format prairielearn -o DIR`): a question
//! directory — `info.json`, `question.html`, `server.py` — whose `generate()` draws
//! each student's tree from PrairieLearn's variant seed and whose `grade()` marks
//! every box with `gametree check`, through the `gametree` Python package
//! (docs/python.md). `python/tests/test_prairielearn.py` runs both in plain Python.
//!
//! The texts the question shows are written in the current language: the question's
//! HTML and the feedback's words in `server.py` ([`texts`]), and `server.py` asks the
//! package for its sheet and marks in the same language (its `lang=`).

use super::super::exercise::Spec;
use super::super::{Bounds, Conventions};
use crate::homework::practice::conventions_text;
use crate::render::escape;
use serde_json::json;

/// The files of the question directory: name and contents.
pub fn files(spec: &Spec, course: u64, conv: &Conventions) -> Vec<(&'static str, String)> {
    let python_spec = json!({
        "depth": spec.depth,
        "branching": [spec.branching.0, spec.branching.1],
        "values": [spec.values.0, spec.values.1],
        "root": spec.root.name(),
        "min_cutoffs": spec.min_cutoffs,
        "deep_cutoff": spec.deep_cutoff,
        "chance": spec.chance,
    });
    let conventions = json!({
        "algorithm": if spec.chance { "expectiminimax" } else if conv.alphabeta { "alphabeta" } else { "minimax" },
        "convention": if conv.soft { "fail-soft" } else { "fail-hard" },
        "prune_on": conv.cut.name(),
        "values": conv.values.name(),
        "accept_bounds": conv.bounds != Bounds::Reject,
        "require_bounds": conv.bounds == Bounds::Require,
    });
    let text = conventions_text(conv, spec.chance);
    let lang = crate::lang::current();
    let lang_option = if lang == crate::lang::Lang::En {
        json!({})
    } else {
        json!({ "lang": lang.code() })
    };
    let server = include_str!("../../../templates/prairielearn/server.py")
        .replace("__TEXTS__", &texts().to_string())
        .replace("__LANG__", &lang_option.to_string())
        .replace("__SPEC__", &python_spec.to_string())
        .replace("__CONVENTIONS__", &conventions.to_string())
        .replace(
            "__CONVENTIONS_TEXT__",
            &serde_json::Value::String(text).to_string(),
        );
    let info = json!({
        "uuid": uuid(course),
        "title": crate::tr!("exercise-pl-title"),
        "topic": "Game-tree search",
        "tags": ["gametree", "alpha-beta"],
        "type": "v3",
    });
    vec![
        ("info.json", format!("{:#}\n", info)),
        ("question.html", question_html()),
        ("server.py", server),
    ]
}

/// The files of an MCTS question directory (`exercise --algorithm mcts --format
/// prairielearn`): `server.py` draws each variant with the Python package's
/// `exercise(seed, algorithm="mcts", …)` from PrairieLearn's seed and marks the three
/// boxes (path, expansion, `N`/`W` of the nodes on the path) with its `check(…,
/// algorithm="mcts")`, the same marking as `gametree check --algorithm mcts`
/// ([`crate::homework::mcts_mark`]); nothing of the answer is stored in the question.
pub fn mcts_files(
    spec: &crate::homework::mcts::MctsSpec,
    course: u64,
) -> Vec<(&'static str, String)> {
    let t = &spec.tree;
    let python_spec = json!({
        "depth": t.depth,
        "branching": [t.branching.0, t.branching.1],
        "values": [t.values.0, t.values.1],
        "root": t.root.name(),
    });
    let mcts = json!({
        "iterations": spec.iterations,
        "exploration": spec.exploration.get(),
    });
    let lang = crate::lang::current();
    let lang_option = if lang == crate::lang::Lang::En {
        json!({})
    } else {
        json!({ "lang": lang.code() })
    };
    let texts = json!({ "expand": crate::tr!("check-mcts-expand") });
    let server = include_str!("../../../templates/prairielearn/mcts_server.py")
        .replace("__TEXTS__", &texts.to_string())
        .replace("__LANG__", &lang_option.to_string())
        .replace("__SPEC__", &python_spec.to_string())
        .replace("__MCTS__", &mcts.to_string());
    let code = |s: &str| format!("<code>{}</code>", escape::html::text(s));
    let instructions = crate::tr!(
        "exercise-mcts-pl-instructions",
        path = code("A B C.2"),
        none = code("none"),
        stats = code("A N=9 W=23; B N=4 W=-2")
    );
    let question = include_str!("../../../templates/prairielearn/mcts_question.html")
        .replace("__INSTRUCTIONS__", &instructions)
        .replace("__PATH__", &attribute(&crate::tr!("exercise-mcts-pl-path")))
        .replace("__EXPAND__", &attribute(&crate::tr!("check-mcts-expand")))
        .replace(
            "__STATS__",
            &attribute(&crate::tr!("exercise-mcts-pl-stats")),
        );
    let info = json!({
        "uuid": uuid(course ^ 0x6d63_7473),
        "title": crate::tr!("exercise-mcts-pl-title"),
        "topic": "Game-tree search",
        "tags": ["gametree", "mcts"],
        "type": "v3",
    });
    vec![
        ("info.json", format!("{:#}\n", info)),
        ("question.html", question),
        ("server.py", server),
    ]
}

/// `question.html` in the current language: our messages with the answer format's
/// spellings (`3`, `<=3`, `pruned`) as code; the text is the messages' own (HTML
/// text, `&`, `<` and `>` escaped), attributes escaped as attributes.
fn question_html() -> String {
    let code = |s: &str| format!("<code>{}</code>", escape::html::text(s));
    let work = content(&crate::tr!(
        "exercise-pl-work",
        conventions = "{{params.conventions}}"
    ));
    let instructions = crate::tr!(
        "exercise-pl-instructions",
        value = code("3"),
        le = code("<=3"),
        ge = code(">=3"),
        pruned = code("pruned"),
        leaves = code("C.2, C.3")
    );
    include_str!("../../../templates/prairielearn/question.html")
        .replace("__WORK__", &work)
        .replace("__INSTRUCTIONS__", &instructions)
        .replace(
            "__PLACEHOLDER__",
            &attribute(&crate::tr!("exercise-pl-placeholder")),
        )
        .replace(
            "__PRUNED_LEAVES__",
            &attribute(&crate::tr!("exercise-pl-pruned-leaves")),
        )
}

/// Text for an HTML element's content: `&`, `<`, `>` escaped (quotes may stay).
fn content(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

/// Text for a double-quoted HTML attribute: `&` and `"` escaped (PrairieLearn's
/// `placeholder="3, <=3, …"` keeps its `<`).
fn attribute(s: &str) -> String {
    s.replace('&', "&amp;").replace('"', "&quot;")
}

/// The feedback's words for `server.py`, in the current language: the names of
/// `check`'s kinds of mistake, and Python `str.format` templates (`{expected}`).
pub fn texts() -> serde_json::Value {
    json!({
        "kinds": {
            "wrong-value": crate::tr!("exercise-pl-wrong-value"),
            "wrong-window": crate::tr!("exercise-pl-wrong-window"),
            "pruned-but-searched": crate::tr!("exercise-pl-pruned-but-searched"),
            "searched-but-pruned": crate::tr!("exercise-pl-searched-but-pruned"),
            "missing": crate::tr!("exercise-pl-missing"),
        },
        "missing": py_format("exercise-pl-missing-expected", &["what", "expected"]),
        "expected_got": py_format("exercise-pl-expected-got", &["what", "expected", "got"]),
        "unreadable": py_format("exercise-pl-unreadable", &["expected", "found"]),
        "no_leaf": crate::tr!("exercise-pl-no-leaf"),
    })
}

/// Message `id` in the current language as a Python `str.format` template: each
/// argument of `names` becomes `{name}`, and the message's own braces are doubled.
fn py_format(id: &str, names: &[&str]) -> String {
    let marker = |i: usize| format!("\u{1}{i}\u{1}");
    let args: Vec<(&str, crate::lang::Arg)> = names
        .iter()
        .enumerate()
        .map(|(i, &n)| (n, crate::lang::Arg::Text(marker(i))))
        .collect();
    let text = crate::lang::message(id, &args)
        .replace('{', "{{")
        .replace('}', "}}");
    names
        .iter()
        .enumerate()
        .fold(text, |t, (i, n)| t.replace(&marker(i), &format!("{{{n}}}")))
}

/// The question's UUID, made from the course seed (the same seed, the same question
/// to PrairieLearn): a version-4-shaped UUID of FNV-1a hashes of the seed.
fn uuid(course: u64) -> String {
    let a = super::seed_for(course, "prairielearn-uuid-a");
    let b = super::seed_for(course, "prairielearn-uuid-b");
    let hex = format!("{a:016x}{b:016x}");
    format!(
        "{}-{}-4{}-{}{}-{}",
        &hex[0..8],
        &hex[8..12],
        &hex[13..16],
        ["8", "9", "a", "b"][(b >> 62) as usize],
        &hex[17..20],
        &hex[20..32]
    )
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_uuid_is_fixed_by_the_seed_and_well_formed() {
        let u = super::uuid(7);
        assert_eq!(u, super::uuid(7));
        assert_ne!(u, super::uuid(8));
        let parts: Vec<usize> = u.split('-').map(str::len).collect();
        assert_eq!(parts, [8, 4, 4, 4, 12]);
        assert_eq!(&u[14..15], "4");
    }
}
