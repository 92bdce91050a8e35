//! A class's key (`gametree exercise --format key`): the course seed, the method the
//! answers are marked by (`conventions`, as each kind has always written it:
//! alpha-beta's conventions, or `algorithm` `mcts` with the iterations and `C`) and,
//! per student, the seed, the position file and the model answer. `gametree check
//! KEY.json --answer …` reads it back ([`read`]) and marks each student against their
//! own variant ([`super::mark`]); keys written before the kinds were one seam read
//! the same.

use super::Variant;
use crate::homework::kind::Kind;
use crate::homework::{Bounds, Conventions, MctsSettings, Method};
use crate::params::Naming;
use crate::record::Perspective;
use crate::search::CutRule;
use serde_json::{json, Value};

/// The `schema` of a key file.
pub const KEY_SCHEMA: &str = "gametree-key/1";

/// The key of `kind`'s `variants` for the course seed `course`: each position file's
/// comment names the commands that make and mark it as `naming` says them.
///
/// # Errors
/// The search's (a model answer).
pub fn json(
    kind: &dyn Kind,
    course: u64,
    variants: &[Variant],
    naming: &Naming,
) -> Result<Value, crate::Error> {
    let variants = variants
        .iter()
        .map(|v| {
            Ok(json!({
                "id": v.id,
                "seed": v.exercise.seed(),
                "position": v.exercise.position_text(naming),
                "answer": v.exercise.model_answer()?,
            }))
        })
        .collect::<Result<Vec<Value>, crate::Error>>()?;
    Ok(json!({
        "schema": KEY_SCHEMA,
        "course_seed": course,
        "conventions": kind.key_conventions(),
        "variants": variants,
    }))
}

/// Whether `bytes` look like a key (JSON whose `schema` is [`KEY_SCHEMA`]) rather than
/// a position file.
pub fn is_key(bytes: &[u8]) -> bool {
    let head = &bytes[..bytes.len().min(4096)];
    head.trim_ascii_start().starts_with(b"{")
        && head
            .windows(KEY_SCHEMA.len())
            .any(|w| w == KEY_SCHEMA.as_bytes())
}

/// One student's variant as the key gives it.
#[derive(Clone, Debug, serde::Deserialize)]
pub struct KeyVariant {
    /// The student's id.
    pub id: String,
    /// The seed the variant was made from (its tree's, and its search's where it has
    /// one).
    pub seed: u64,
    /// Its position file.
    pub position: String,
}

/// A key as read: the method its answers are marked by and the variants.
#[derive(Clone, Debug)]
pub struct Key {
    /// The method (Monte Carlo tree search's seed is each variant's own).
    pub method: Method,
    /// Every student's variant, in the key's order.
    pub variants: Vec<KeyVariant>,
}

#[derive(serde::Deserialize)]
struct Raw {
    schema: String,
    conventions: Value,
    variants: Vec<KeyVariant>,
}

/// A key that cannot be read: `NAME: expected …` ([`crate::ErrorKind::Parse`]).
fn bad(name: &str, what: String) -> crate::Error {
    crate::Error::with_kind(crate::ErrorKind::Parse, format!("{name}: {what}").into())
}

/// Reads the key `bytes` (`name` names it in messages).
///
/// # Errors
/// [`crate::ErrorKind::Parse`] naming the key and what is wrong: JSON that is no key
/// (with its line and column), another schema, conventions no method has
/// (iterations out of range, a negative `C`, an unknown convention).
pub fn read(bytes: &[u8], name: &str) -> Result<Key, crate::Error> {
    let raw: Raw = serde_json::from_slice(bytes).map_err(|e| {
        let why = format!("expected a gametree key (gametree exercise --format key), found {e}");
        bad(&format!("{name}:{}:{}", e.line(), e.column()), why)
    })?;
    if raw.schema != KEY_SCHEMA {
        let why = format!(
            "expected a key of schema {KEY_SCHEMA}, found `{}`",
            raw.schema
        );
        return Err(bad(name, why));
    }
    let c = &raw.conventions;
    let method = if c["algorithm"].as_str() == Some("mcts") {
        Method::Mcts(mcts_settings(c).map_err(|why| bad(name, why))?)
    } else {
        Method::Minimax(conventions(c).map_err(|why| bad(name, why))?)
    };
    Ok(Key {
        method,
        variants: raw.variants,
    })
}

/// A field of a key's conventions as the message quotes it: the text of a string,
/// else the JSON.
fn shown(v: &Value) -> String {
    v.as_str().map_or_else(|| v.to_string(), str::to_string)
}

/// Alpha-beta's (minimax's) conventions from a key.
fn conventions(c: &Value) -> Result<Conventions, String> {
    fn pick<T: Copy>(c: &Value, field: &str, every: &[(&str, T)]) -> Result<T, String> {
        let v = &c[field];
        every
            .iter()
            .find(|(name, _)| v.as_str() == Some(name))
            .map(|&(_, t)| t)
            .ok_or_else(|| format!("expected a key's conventions, found {field} `{}`", shown(v)))
    }
    Ok(Conventions {
        alphabeta: pick(c, "algorithm", &[("alphabeta", true), ("minimax", false)])?,
        soft: pick(
            c,
            "convention",
            &[("fail-soft", true), ("fail-hard", false)],
        )?,
        cut: pick(c, "prune_on", &[("ge", CutRule::Ge), ("gt", CutRule::Gt)])?,
        values: pick(
            c,
            "values",
            &[
                ("max", Perspective::Max),
                ("side-to-move", Perspective::SideToMove),
            ],
        )?,
        bounds: pick(
            c,
            "bounds",
            &[
                ("accept", Bounds::Accept),
                ("require", Bounds::Require),
                ("reject", Bounds::Reject),
            ],
        )?,
    })
}

/// Monte Carlo tree search's settings from a key (the seed is each variant's).
fn mcts_settings(c: &Value) -> Result<MctsSettings, String> {
    let given = &c["exploration"];
    let exploration = given
        .as_f64()
        .and_then(crate::search::mcts::Exploration::new)
        .ok_or_else(|| {
            let found = given
                .as_f64()
                .map_or_else(|| shown(given), |x| x.to_string());
            format!("expected a key's exploration C ≥ 0, found `{found}`")
        })?;
    let max = crate::homework::mcts::MAX_ITERATIONS;
    let iterations = c["iterations"]
        .as_u64()
        .filter(|k| (1..=max).contains(k))
        .ok_or_else(|| {
            format!(
                "expected a key's iterations from 1 to {max}, found `{}`",
                shown(&c["iterations"])
            )
        })?;
    Ok(MctsSettings {
        iterations,
        exploration,
        seed: 0,
    })
}
