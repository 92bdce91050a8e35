//! PrairieLearn (`gametree exercise --format prairielearn -o DIR`): a question
//! directory — `info.json`, `question.html`, `server.py` — whose `generate()` draws
//! each student's tree from PrairieLearn's variant seed and whose `grade()` marks
//! every box with `gametree check`, through the `gametree` Python package
//! (docs/python.md). `python/tests/test_prairielearn.py` runs both in plain Python.

use super::super::exercise::Spec;
use super::super::{Bounds, Conventions};
use crate::homework::practice::conventions_text;
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
    let server = include_str!("../../../templates/prairielearn/server.py")
        .replace("__SPEC__", &python_spec.to_string())
        .replace("__CONVENTIONS__", &conventions.to_string())
        .replace(
            "__CONVENTIONS_TEXT__",
            &serde_json::Value::String(text).to_string(),
        );
    let info = json!({
        "uuid": uuid(course),
        "title": "Alpha-beta by hand",
        "topic": "Game-tree search",
        "tags": ["gametree", "alpha-beta"],
        "type": "v3",
    });
    vec![
        ("info.json", format!("{:#}\n", info)),
        (
            "question.html",
            include_str!("../../../templates/prairielearn/question.html").to_string(),
        ),
        ("server.py", server),
    ]
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
