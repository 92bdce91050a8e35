//! Moodle XML (`gametree exercise --roster FILE --format moodle`): a question bank
//! that Moodle's "Moodle XML format" import reads — one category holding one
//! "Embedded answers (Cloze)" question per student's variant, so that a quiz can draw
//! a random question from it for each student.
//!
//! Each question shows the blank tree (the sheet's figure, an SVG with a grayscale PNG
//! fallback or none, embedded as `<file encoding="base64">`) and a table with a row per
//! inner node:
//! how its value is known (`=`, `≤`, `≥` or *not searched*: a MULTICHOICE), the value
//! (a NUMERICAL) and the children its search cuts off (a MULTIRESPONSE, with *none*).
//! Every field is worth one mark, so partial credit is per node; the feedback of a
//! wrong choice is `gametree check`'s reason for that mistake. The format:
//! <https://docs.moodle.org/en/Moodle_XML_format>, the Cloze syntax:
//! <https://docs.moodle.org/en/Embedded_Answers_(Cloze)_question_type>.

use super::{figures, Variant};
use crate::homework::answer::{Claim, Rel};
use crate::homework::check::{accepted_rels, expected};
use crate::homework::explain::Explainer;
use crate::homework::practice::conventions_text;
use crate::homework::Conventions;
use crate::params::Naming;
use crate::record::{NodeId, NodeKind, NodeNames, Recording};
use crate::render::escape::xml;
use base64::Engine as _;
use std::fmt::Write as _;

/// The question bank for `variants` (alpha-beta or minimax under `conv`), in the
/// category `category` (under the course's top category); each picture an SVG with,
/// when `png`, a grayscale PNG fallback ([`super::figures`]).
///
/// # Errors
/// The search's, and a figure that cannot be drawn as PNG.
pub fn bank(
    variants: &[Variant],
    conv: &Conventions,
    category: &str,
    naming: &Naming,
    png: bool,
) -> Result<String, crate::Error> {
    let chance = variants
        .iter()
        .any(|v| crate::game::Position::has_chance(&v.exercise.tree.root()));
    let mut out = String::from("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<quiz>\n");
    let _ = write!(
        out,
        "<question type=\"category\">\n  <category><text>{}</text></category>\n  <info format=\"html\"><text>{}</text></info>\n</question>\n",
        xml::text(&format!("$course$/top/{category}")),
        xml::text(&format!(
            "<p>{}</p>",
            crate::tr!(
                "exercise-bank-info",
                conventions = crate::render::escape::html::text(&conventions_text(conv, chance))
            )
        )),
    );
    for v in variants {
        question(&mut out, v, conv, naming, png)?;
    }
    out.push_str("</quiz>\n");
    Ok(out)
}

/// Escapes text for a Cloze answer or feedback: HTML's `<`, `&` (Moodle decodes the
/// entities and shows the feedback as HTML), and `}`, `#`, `~`, `\`, special there
/// (Moodle's parser undoes `\}` and `\#`; `~` separates answers, so none is written).
pub(super) fn cloze(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('\\', "\\\\")
        .replace('}', "\\}")
        .replace('#', "\\#")
        .replace('~', "-")
}

/// A Moodle grade percentage: `50`, `33.33333`.
fn percent(p: f64) -> String {
    let s = format!("{p:.5}");
    s.trim_end_matches('0').trim_end_matches('.').to_string()
}

fn question(
    out: &mut String,
    v: &Variant,
    conv: &Conventions,
    naming: &Naming,
    png: bool,
) -> Result<(), crate::Error> {
    let tree = &v.exercise.tree;
    let rec = crate::homework::solve(tree, conv.algorithm(), conv.cut)?;
    let names = NodeNames::new(&rec);
    let explain = Explainer::new(&rec, &names, *conv).with_naming(*naming);
    let (svg, png) = figures(v, conv, png)?;
    let file = format!("tree-{}", file_name(&v.id));
    let chance = crate::game::Position::has_chance(&tree.root());
    // The messages are ours (their text goes in as HTML); what they quote is escaped.
    let values = if chance {
        crate::tr!("exercise-moodle-value-chance")
    } else {
        crate::tr!("exercise-moodle-value")
    };
    let none = format!(
        "<em>{}</em>",
        crate::render::escape::html::text(&crate::tr!("exercise-choice-none"))
    );
    let mut html = format!(
        "<p>{}.</p><p>{}</p>\n",
        crate::render::escape::html::text(&conventions_text(conv, chance)),
        crate::tr!("exercise-moodle-instructions", values = values, none = none)
    );
    let img = format!(
        "alt=\"{}\" style=\"max-width:100%\"",
        crate::render::escape::html::text(&alt())
    );
    let _ = match png {
        Some(_) => writeln!(
            html,
            "<p><picture><source srcset=\"@@PLUGINFILE@@/{file}.svg\" type=\"image/svg+xml\"><img src=\"@@PLUGINFILE@@/{file}.png\" {img}></picture></p>"
        ),
        None => writeln!(html, "<p><img src=\"@@PLUGINFILE@@/{file}.svg\" {img}></p>"),
    };
    let _ = writeln!(
        html,
        "<table class=\"generaltable\"><tr><th>{}</th><th>{}</th><th>{}</th><th>{}</th></tr>",
        crate::tr!("exercise-column-node"),
        crate::tr!("exercise-column-known"),
        crate::tr!("exercise-column-value"),
        crate::tr!("exercise-column-cut"),
    );
    for id in crate::homework::check::preorder(&rec) {
        let kids = names.children(id);
        if kids.is_empty() {
            continue;
        }
        let _ = writeln!(
            html,
            "<tr><td>{}</td><td>{}</td><td>{}</td><td>{}</td></tr>",
            crate::render::escape::html::text(&names.name(id)),
            relation_field(&rec, id, conv, &explain),
            value_field(&rec, id, conv, &explain),
            cut_field(&rec, id, &names, &explain),
        );
    }
    html.push_str("</table>\n");
    let b64 = |bytes: &[u8]| base64::engine::general_purpose::STANDARD.encode(bytes);
    let png = png.map_or(String::new(), |png| {
        format!(
            "\n    <file name=\"{file}.png\" path=\"/\" encoding=\"base64\">{}</file>",
            b64(&png)
        )
    });
    let _ = write!(
        out,
        "<question type=\"cloze\">\n  <name><text>{}</text></name>\n  <questiontext format=\"html\">\n    <text>{}</text>\n    <file name=\"{file}.svg\" path=\"/\" encoding=\"base64\">{}</file>{png}\n  </questiontext>\n  <generalfeedback format=\"html\">\n    <text>{}</text>\n  </generalfeedback>\n  <penalty>0</penalty>\n  <hidden>0</hidden>\n  <idnumber>{}</idnumber>\n</question>\n",
        xml::text(&question_name(v)),
        xml::text(&html),
        b64(&svg),
        xml::text(&format!(
            "<p>{}</p><pre>{}</pre>",
            crate::tr!("exercise-model-answer"),
            crate::render::escape::html::text(&v.answer)
        )),
        xml::text(&v.id),
    );
    Ok(())
}

/// The pictures' alternative text, in the current language.
pub(super) fn alt() -> String {
    crate::tr!("exercise-figure-alt")
}

/// A variant's question name, in the current language: `Alpha-beta, variant ID (seed
/// N)`.
pub(super) fn question_name(v: &Variant) -> String {
    crate::tr!(
        "exercise-question-name",
        id = v.id.as_str(),
        seed = v.seed.to_string()
    )
}

/// A roster id as part of a file name: letters, digits, `-`, `_` and `.` kept, others
/// `_`.
pub fn file_name(id: &str) -> String {
    id.chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || "-_.".contains(c) {
                c
            } else {
                '_'
            }
        })
        .collect()
}

/// How a node's value is known: a dropdown of `=`, `≤`, `≥` and *not searched*.
fn relation_field(rec: &Recording, id: NodeId, conv: &Conventions, explain: &Explainer) -> String {
    let want = expected(rec, id, conv);
    let not_searched = crate::tr!("exercise-choice-not-searched");
    let options: [(&str, Option<Rel>); 4] = [
        ("=", Some(Rel::Eq)),
        ("≤", Some(Rel::Le)),
        ("≥", Some(Rel::Ge)),
        (&not_searched, None),
    ];
    let alts: Vec<String> = options
        .iter()
        .map(|&(label, rel)| {
            let right = match (&want, rel) {
                (Claim::Pruned, None) => true,
                (Claim::Value { .. }, Some(r)) => accepted_rels(rec, id, conv).contains(&r),
                _ => false,
            };
            if right {
                format!("%100%{}", cloze(label))
            } else {
                let why = match (&want, rel) {
                    (Claim::Pruned, _) => explain.why_pruned(id),
                    (_, None) => explain.why_searched(id),
                    (_, Some(r)) => {
                        let got = Claim::Value {
                            rel: r,
                            value: 0,
                            den: 1,
                            window: None,
                        };
                        explain.why_value(id, Some(&got))
                    }
                };
                format!("%0%{}#{}", cloze(label), cloze(&why))
            }
        })
        .collect();
    format!("{{1:MULTICHOICE:{}}}", alts.join("~"))
}

/// The value: exact (a chance node's to two decimals), any number where the node is
/// not searched.
fn value_field(rec: &Recording, id: NodeId, conv: &Conventions, explain: &Explainer) -> String {
    match expected(rec, id, conv) {
        Claim::Pruned => "{1:NUMERICAL:=0:1000000000}".to_string(),
        Claim::Value { value, den, .. } => {
            let why = explain.why_value(id, None);
            let (answer, tolerance) = if den == 1 {
                (value.to_string(), "0".to_string())
            } else {
                (
                    format!("{:.4}", f64::from(value) / f64::from(den)),
                    "0.005".to_string(),
                )
            };
            format!("{{1:NUMERICAL:={answer}:{tolerance}~%0%*#{}}}", cloze(&why))
        }
    }
}

/// The children the node's search cuts off: checkboxes of its children and *none*.
fn cut_field(rec: &Recording, id: NodeId, names: &NodeNames, explain: &Explainer) -> String {
    let searched = rec.node(id).kind() != NodeKind::Pruned;
    let kids = names.children(id);
    let cut: Vec<bool> = kids
        .iter()
        .map(|&k| searched && rec.node(k).kind() == NodeKind::Pruned)
        .collect();
    let right = cut.iter().filter(|&&c| c).count().max(1);
    let share = percent(100.0 / right as f64);
    let none_right = !cut.contains(&true);
    let mut alts: Vec<String> = kids
        .iter()
        .zip(&cut)
        .map(|(&k, &c)| {
            let name = cloze(&names.name(k));
            if c {
                format!("%{share}%{name}")
            } else {
                // A node never searched cuts nothing off: why it is not searched.
                let why = match searched {
                    true => explain.why_searched(k),
                    false => explain.why_pruned(id),
                };
                format!("%-{share}%{name}#{}", cloze(&why))
            }
        })
        .collect();
    let none = cloze(&crate::tr!("exercise-choice-none"));
    alts.push(if none_right {
        format!("%100%{none}")
    } else {
        format!("%-{share}%{none}")
    });
    format!("{{1:MULTIRESPONSE_H:{}}}", alts.join("~"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cloze_text_and_percentages() {
        assert_eq!(
            cloze("α = 3 ≥ β = 2 {x} #1 ~y"),
            "α = 3 ≥ β = 2 {x\\} \\#1 -y"
        );
        assert_eq!(cloze("α = -1 < β = inf at A"), "α = -1 &lt; β = inf at A");
        assert_eq!(percent(100.0), "100");
        assert_eq!(percent(100.0 / 3.0), "33.33333");
        assert_eq!(percent(50.0), "50");
        assert_eq!(file_name("ada lovelace@x.org"), "ada_lovelace_x.org");
    }
}
