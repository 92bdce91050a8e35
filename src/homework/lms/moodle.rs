//! Moodle XML (`gametree exercise --roster FILE --format moodle`): a question bank
//! that Moodle's "Moodle XML format" import reads — one category holding one
//! "Embedded answers (Cloze)" question per student's variant, so that a quiz can draw
//! a random question from it for each student. The bank is the same for every kind of
//! exercise ([`crate::homework::kind::Kind`]): each question shows the variant's
//! blank sheet (an SVG with a grayscale PNG fallback or none, embedded as `<file
//! encoding="base64">`) between the text and the fields its kind asks
//! ([`crate::homework::kind::Made::moodle`]: alpha-beta's a row per inner node,
//! [`super::alphabeta`]; Monte Carlo tree search's the next iteration,
//! [`super::mcts`]), and the model answer as its general feedback. Every field is
//! worth one mark, so partial credit is per field; the feedback of a wrong choice is
//! `gametree check`'s reason for that mistake. The format:
//! <https://docs.moodle.org/en/Moodle_XML_format>, the Cloze syntax:
//! <https://docs.moodle.org/en/Embedded_Answers_(Cloze)_question_type>.

use super::{figures, Variant};
use crate::homework::kind::{Cloze, Kind};
use crate::params::Naming;
use crate::render::escape::xml;
use base64::Engine as _;
use std::fmt::Write as _;

/// The question bank of `kind`'s `variants` for the course seed `course`, in the
/// kind's category (under the course's top category); each picture an SVG with, when
/// `png`, a grayscale PNG fallback ([`super::figures`]).
///
/// # Errors
/// The search's, and a figure that cannot be drawn as PNG.
pub fn bank(
    kind: &dyn Kind,
    course: u64,
    variants: &[Variant],
    naming: &Naming,
    png: bool,
) -> Result<String, crate::Error> {
    let mut out = String::from("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<quiz>\n");
    let _ = write!(
        out,
        "<question type=\"category\">\n  <category><text>{}</text></category>\n  <info format=\"html\"><text>{}</text></info>\n</question>\n",
        xml::text(&format!("$course$/top/{}", kind.bank_category(course))),
        xml::text(&kind.bank_info()),
    );
    for v in variants {
        question(&mut out, v, naming, png)?;
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

/// One variant's Cloze question: its kind's text, the picture, its kind's fields, and
/// the model answer as the general feedback.
fn question(out: &mut String, v: &Variant, naming: &Naming, png: bool) -> Result<(), crate::Error> {
    let ex = &*v.exercise;
    let Cloze { intro, fields } = ex.moodle(naming)?;
    let (svg, png) = figures(ex, png)?;
    let file = format!("tree-{}", file_name(&v.id));
    let mut html = intro;
    let img = format!(
        "alt=\"{}\" style=\"max-width:100%\"",
        crate::render::escape::html::text(&alt(&ex.sheet_text()?))
    );
    let _ = match png {
        Some(_) => writeln!(
            html,
            "<p><picture><source srcset=\"@@PLUGINFILE@@/{file}.svg\" type=\"image/svg+xml\"><img src=\"@@PLUGINFILE@@/{file}.png\" {img}></picture></p>"
        ),
        None => writeln!(html, "<p><img src=\"@@PLUGINFILE@@/{file}.svg\" {img}></p>"),
    };
    html.push_str(&fields);
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
        xml::text(&ex.question_name(&v.id)),
        xml::text(&html),
        b64(&svg),
        xml::text(&format!(
            "<p>{}</p><pre>{}</pre>",
            crate::tr!("exercise-model-answer"),
            crate::render::escape::html::text(&ex.model_answer()?)
        )),
        xml::text(&v.id),
    );
    Ok(())
}

/// A picture's alternative text, in the current language: what the picture is, then
/// `described`, its tree in words ([`crate::homework::kind::Made::sheet_text`]).
pub(super) fn alt(described: &str) -> String {
    format!("{}. {described}", crate::tr!("exercise-figure-alt"))
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cloze_text_and_file_names() {
        assert_eq!(
            cloze("α = 3 ≥ β = 2 {x} #1 ~y"),
            "α = 3 ≥ β = 2 {x\\} \\#1 -y"
        );
        assert_eq!(cloze("α = -1 < β = inf at A"), "α = -1 &lt; β = inf at A");
        assert_eq!(file_name("ada lovelace@x.org"), "ada_lovelace_x.org");
    }
}
