//! The answer key of a class's MCTS variants (`gametree exercise --algorithm mcts
//! --format key`) and the marking of a class against it (`gametree check KEY.json
//! --answer …`), as alpha-beta's ([`super::key_json`], [`super::mark`]): the same
//! schema ([`super::KEY_SCHEMA`]), `conventions.algorithm` `mcts` with the iterations
//! and `C`, and per student the seed (of the tree and of the playouts), the position
//! file and the model answer. Each answer is marked by [`crate::homework::mcts_mark`]
//! against the student's variant searched again from its seed; nothing is read from the
//! key's model answer but the tree and seed. Sources as [`crate::homework::mcts`].

use super::mark::{by_student, mark_one, Answer, ClassMarking};
use crate::homework::mcts::{self, MctsExercise, MctsSpec};
use crate::homework::mcts_mark::{self, Context, Marking};
use crate::params::Naming;
use serde_json::{json, Value};

/// The key of the variants for `ids` (course seed `course`) made by `spec`; each
/// position file's comment names the commands that make and mark it (`naming`).
///
/// # Errors
/// A variant that cannot be made ([`mcts::generate`]'s).
pub fn key_json(
    course: u64,
    spec: &MctsSpec,
    ids: &[String],
    naming: &Naming,
) -> Result<Value, crate::Error> {
    let mut variants = Vec::new();
    for id in ids {
        let seed = super::seed_for(course, id);
        let ex = mcts::generate(spec, seed)?;
        variants.push(json!({
            "id": id,
            "seed": seed,
            "position": ex.position_text(naming),
            "answer": ex.model_answer(),
        }));
    }
    Ok(json!({
        "schema": super::KEY_SCHEMA,
        "course_seed": course,
        "conventions": {
            "algorithm": "mcts",
            "iterations": spec.iterations,
            "exploration": spec.exploration.get(),
        },
        "variants": variants,
    }))
}

/// Whether the key `bytes` (JSON of [`super::KEY_SCHEMA`]) is an MCTS key
/// (`conventions.algorithm` is `mcts`).
pub fn is_mcts_key(bytes: &[u8]) -> bool {
    serde_json::from_slice::<Value>(bytes)
        .is_ok_and(|v| v["conventions"]["algorithm"].as_str() == Some("mcts"))
}

/// One student's row.
struct Row {
    id: String,
    file: Option<String>,
    submitted: bool,
    result: Result<Marking, String>,
    exercise: MctsExercise,
}

/// A class marked against an MCTS key.
pub struct MctsClass {
    rows: Vec<Row>,
    unmatched: Vec<String>,
}

#[derive(serde::Deserialize)]
struct KeyConventions {
    iterations: u64,
    exploration: f64,
}

#[derive(serde::Deserialize)]
struct KeyVariant {
    id: String,
    seed: u64,
    position: String,
}

#[derive(serde::Deserialize)]
struct Key {
    conventions: KeyConventions,
    variants: Vec<KeyVariant>,
}

fn parse_error(name: &str, what: String) -> crate::Error {
    crate::Error::with_kind(crate::ErrorKind::Parse, format!("{name}: {what}").into())
}

/// Marks `answers` against the MCTS key `key` (its bytes; `name` names it): each file
/// against the variant of the student its name holds ([`super::mark::student_of`]).
///
/// # Errors
/// [`crate::ErrorKind::Parse`] for a key that cannot be read (iterations out of range,
/// a negative `C`, a variant holding no tree); the search's.
pub fn mark_class(key: &[u8], name: &str, answers: Vec<Answer>) -> Result<MctsClass, crate::Error> {
    let key: Key = serde_json::from_slice(key).map_err(|e| {
        let why = format!("expected a gametree key (gametree exercise --format key), found {e}");
        parse_error(&format!("{name}:{}:{}", e.line(), e.column()), why)
    })?;
    let c = key.conventions.exploration;
    let exploration = crate::search::mcts::Exploration::new(c).ok_or_else(|| {
        parse_error(
            name,
            format!("expected a key's exploration C ≥ 0, found `{c}`"),
        )
    })?;
    let k = key.conventions.iterations;
    if !(1..=mcts::MAX_ITERATIONS).contains(&k) {
        let max = mcts::MAX_ITERATIONS;
        let why = format!("expected a key's iterations from 1 to {max}, found `{k}`");
        return Err(parse_error(name, why));
    }
    let spec = MctsSpec {
        iterations: key.conventions.iterations,
        exploration,
        ..MctsSpec::default()
    };
    let ids: Vec<String> = key.variants.iter().map(|v| v.id.clone()).collect();
    let (files, mut unmatched) = by_student(answers, &ids);
    let mut rows = Vec::new();
    for (v, mine) in key.variants.into_iter().zip(files) {
        let Ok(crate::games::Loaded::Tree(tree)) = crate::games::load(v.position.as_bytes()) else {
            let why = format!("the variant of `{}` holds no tree", v.id);
            return Err(parse_error(name, why));
        };
        let exercise = MctsExercise::of(&tree, &spec, v.seed)?;
        let full = mcts::full_tree(&tree)?;
        let ctx = Context::new(&exercise, &full);
        let submitted = !mine.is_empty();
        let (file, result) = mark_one(&v.id, mine, &mut unmatched, |file, b| {
            let answer = mcts_mark::parse(&b).map_err(|e| format!("{file}: {e}"))?;
            Ok(mcts_mark::mark(&ctx, &answer))
        });
        drop(ctx);
        rows.push(Row {
            id: v.id,
            file,
            submitted,
            result,
            exercise,
        });
    }
    Ok(MctsClass { rows, unmatched })
}

impl ClassMarking for MctsClass {
    /// `id,score,feedback`, a row per student: the verdict and the first wrong item
    /// with its reason.
    fn gradebook(&self, _naming: &Naming) -> String {
        let records = self.rows.iter().map(|r| {
            let (score, feedback) = match &r.result {
                Ok(m) => {
                    let first = m
                        .items
                        .iter()
                        .find(|i| !i.correct)
                        .map_or(String::new(), |i| {
                            let first = crate::tr!(
                                "exercise-gradebook-first-mistake",
                                node = i.what.as_str(),
                                why = i.why.as_str()
                            );
                            format!(" {first}")
                        });
                    (
                        format!("{:.1}", m.percent()),
                        format!("{}.{first}", m.verdict()),
                    )
                }
                Err(e) => (String::new(), e.clone()),
            };
            (r.id.as_str(), score, feedback)
        });
        super::mark::gradebook_csv(records)
    }

    fn text(&self, _naming: &Naming) -> String {
        let lines = self.rows.iter().filter(|r| r.submitted).map(|r| {
            let what = match &r.result {
                Ok(m) => m.verdict(),
                Err(e) => e.clone(),
            };
            (r.id.as_str(), r.file.as_deref(), what)
        });
        super::mark::class_text(lines, &self.unmatched)
    }

    /// The text and HTML reports of `check -a mcts` for each student whose answer
    /// file was given.
    fn feedback(&self, _naming: &Naming) -> Vec<(String, String, String)> {
        let ids: Vec<String> = self.rows.iter().map(|r| r.id.clone()).collect();
        let stems = super::file_names(&ids);
        self.rows
            .iter()
            .zip(stems)
            .filter(|(r, _)| r.submitted)
            .map(|(r, stem)| {
                let outcome = [(
                    r.file.clone().unwrap_or_else(|| r.id.clone()),
                    r.result.clone(),
                )];
                let html = mcts_mark::html(&r.id, &r.exercise, &outcome).unwrap_or_default();
                (stem, mcts_mark::text(&outcome), html)
            })
            .collect()
    }

    fn unmatched(&self) -> &[String] {
        &self.unmatched
    }

    fn not_submitted(&self) -> usize {
        self.rows.iter().filter(|r| !r.submitted).count()
    }

    fn errors(&self) -> Vec<&str> {
        self.rows
            .iter()
            .filter(|r| r.file.is_some())
            .filter_map(|r| r.result.as_ref().err().map(String::as_str))
            .collect()
    }

    fn exit_code(&self) -> u8 {
        let given = || self.rows.iter().filter(|r| r.submitted);
        if given().any(|r| r.result.is_err()) || !self.unmatched.is_empty() {
            2
        } else if given().all(|r| r.result.as_ref().is_ok_and(Marking::all_correct)) {
            0
        } else {
            1
        }
    }
}
