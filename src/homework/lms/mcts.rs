//! Monte Carlo tree search exercises for learning platforms: a Moodle XML question
//! bank (`gametree exercise --algorithm mcts --format moodle`), one "Embedded answers
//! (Cloze)" question per student's variant (or per number up to `--count`), each made
//! from the course seed and the student's id ([`super::seed_for`]), as alpha-beta's
//! banks are ([`super::moodle`]).
//!
//! A question shows the sheet's tree with `N/W` on every node and the question, then a
//! field per step of the selection (a SHORTANSWER whose every other child of the step
//! has `gametree check`'s reason with the UCB1 numbers as its feedback), one for the
//! node expanded, and a NUMERICAL for `N` and for `W` of each node of the path in
//! order (its rows say the path's length, not its nodes). Every field is worth one
//! mark. Sources as [`crate::homework::mcts`].

use super::moodle::{cloze, file_name};
use crate::homework::mcts::{self, MctsExercise, MctsSpec};
use crate::homework::mcts_mark::{expansion, step_reason, Context};
use crate::homework::output::SheetFormat;
use crate::record::NodeNames;
use crate::render::escape::{html, xml};
use base64::Engine as _;
use std::fmt::Write as _;

/// The Moodle bank of the variants for `ids` (course seed `course`), in the category
/// `category`; each picture an SVG with, when `png`, a grayscale PNG fallback.
///
/// # Errors
/// A variant that cannot be made ([`mcts::generate`]'s), a picture that cannot be drawn.
pub fn moodle_bank(
    course: u64,
    ids: &[String],
    spec: &MctsSpec,
    category: &str,
    png: bool,
) -> Result<String, crate::Error> {
    let mut out = String::from("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<quiz>\n");
    let _ = write!(
        out,
        "<question type=\"category\">\n  <category><text>{}</text></category>\n  <info format=\"html\"><text>{}</text></info>\n</question>\n",
        xml::text(&format!("$course$/top/{category}")),
        xml::text(&format!(
            "<p>{}</p>",
            html::text(&crate::tr!("exercise-mcts-bank-info"))
        )),
    );
    for id in ids {
        let seed = super::seed_for(course, id);
        let ex = mcts::generate(spec, seed)?;
        question(&mut out, id, &ex, png)?;
    }
    out.push_str("</quiz>\n");
    Ok(out)
}

/// The Cloze fields of one variant: the steps, the expansion, N and W along the path.
fn fields(ex: &MctsExercise) -> Result<String, crate::Error> {
    let full = mcts::full_tree(&ex.tree)?;
    let ctx = Context::new(ex, &full);
    let names = NodeNames::new(&ex.rec);
    let key = ctx.key().clone();
    let mut t = format!(
        "<table class=\"generaltable\"><tr><th>{}</th><th>{}</th></tr>\n",
        html::text(&crate::tr!("exercise-column-node")),
        html::text(&crate::tr!("exercise-mcts-column-answer")),
    );
    for (i, step) in key.steps.iter().enumerate() {
        let expected = names.name(step.chosen);
        let mut f = format!("{{1:SHORTANSWER:={}#", cloze(&expected));
        for c in step.candidates.iter().filter(|c| c.node != step.chosen) {
            let other = names.name(c.node);
            let why = step_reason(&ctx, step, Some(&other), true);
            let _ = write!(f, "~%0%{}#{}", cloze(&other), cloze(&why));
        }
        let any = crate::tr!(
            "exercise-mcts-moodle-step",
            parent = names.name(step.parent),
            expected = expected
        );
        let _ = write!(f, "~*#{}}}", cloze(&any));
        let _ = writeln!(
            t,
            "<tr><td>{}</td><td>{f}</td></tr>",
            html::text(&crate::tr!("check-mcts-step", n = i + 1))
        );
    }
    let (expected, why) = expansion(&ctx);
    let _ = writeln!(
        t,
        "<tr><td>{}</td><td>{{1:SHORTANSWER:={}#~*#{}}}</td></tr>",
        html::text(&crate::tr!("check-mcts-expand")),
        cloze(&expected),
        cloze(&why)
    );
    for (i, (before, after)) in key.before.iter().zip(&key.after).enumerate() {
        let n_why = crate::tr!(
            "check-mcts-wrong-n",
            before = before.0.to_string(),
            expected = after.0.to_string()
        );
        let w_why = crate::tr!(
            "check-mcts-wrong-w",
            before = before.1.to_string(),
            playout = key.playout.to_string(),
            expected = after.1.to_string()
        );
        let row = if i < key.path.len() {
            crate::tr!("exercise-mcts-path-node", n = i + 1)
        } else {
            crate::tr!("exercise-mcts-expanded-node")
        };
        let _ = writeln!(
            t,
            "<tr><td>{}</td><td>N {{1:NUMERICAL:={}:0#~*#{}}} W {{1:NUMERICAL:={}:0#~*#{}}}</td></tr>",
            html::text(&row),
            after.0,
            cloze(&n_why),
            after.1,
            cloze(&w_why)
        );
    }
    t.push_str("</table>\n");
    Ok(t)
}

fn question(out: &mut String, id: &str, ex: &MctsExercise, png: bool) -> Result<(), crate::Error> {
    let svg = mcts::sheet(ex, SheetFormat::Svg, false)?;
    let png = if png {
        Some(
            crate::render::png::gray_from_svg(&String::from_utf8_lossy(&svg), 1.0).map_err(
                |source| crate::Error::Write {
                    path: "-".into(),
                    source,
                },
            )?,
        )
    } else {
        None
    };
    let file = format!("tree-{}", file_name(id));
    let mut text = format!(
        "<p>{}</p><p>{}</p><p>{}</p>\n",
        html::text(&crate::tr!("exercise-mcts-legend")),
        html::text(&ex.question()),
        html::text(&crate::tr!("exercise-mcts-moodle-instructions")),
    );
    let img = format!(
        "alt=\"{}\" style=\"max-width:100%\"",
        html::text(&super::moodle::alt())
    );
    let _ = match png {
        Some(_) => writeln!(
            text,
            "<p><picture><source srcset=\"@@PLUGINFILE@@/{file}.svg\" type=\"image/svg+xml\"><img src=\"@@PLUGINFILE@@/{file}.png\" {img}></picture></p>"
        ),
        None => writeln!(text, "<p><img src=\"@@PLUGINFILE@@/{file}.svg\" {img}></p>"),
    };
    text.push_str(&fields(ex)?);
    let b64 = |bytes: &[u8]| base64::engine::general_purpose::STANDARD.encode(bytes);
    let png = png.map_or(String::new(), |png| {
        format!(
            "\n    <file name=\"{file}.png\" path=\"/\" encoding=\"base64\">{}</file>",
            b64(&png)
        )
    });
    let name = crate::tr!(
        "exercise-mcts-question-name",
        id = id,
        seed = ex.seed.to_string()
    );
    let _ = write!(
        out,
        "<question type=\"cloze\">\n  <name><text>{}</text></name>\n  <questiontext format=\"html\">\n    <text>{}</text>\n    <file name=\"{file}.svg\" path=\"/\" encoding=\"base64\">{}</file>{png}\n  </questiontext>\n  <generalfeedback format=\"html\">\n    <text>{}</text>\n  </generalfeedback>\n  <penalty>0</penalty>\n  <hidden>0</hidden>\n  <idnumber>{}</idnumber>\n</question>\n",
        xml::text(&name),
        xml::text(&text),
        b64(&svg),
        xml::text(&format!(
            "<p>{}</p><pre>{}</pre>",
            crate::tr!("exercise-model-answer"),
            html::text(&ex.model_answer())
        )),
        xml::text(id),
    );
    Ok(())
}

/// The IMS QTI 2.1 content package of the variants for `ids` (course seed `course`),
/// as zip bytes, as alpha-beta's ([`super::qti`]): an `assessmentItem` per variant
/// with a text entry per step of the selection (the node it goes to, matched without
/// case), one for the node expanded (`none` at a leaf), and an integer entry for `N`
/// and for `W` of each node of the path, root first, then of the node expanded; a
/// point each, `check`'s reason as the feedback of a wrong one. Each item shows the
/// sheet's tree as a grayscale PNG (the SVG beside it) or, without `png`, the SVG.
///
/// # Errors
/// A variant that cannot be made, a picture that cannot be drawn, a zip not written.
pub fn qti_package(
    course: u64,
    ids: &[String],
    spec: &MctsSpec,
    png: bool,
) -> Result<Vec<u8>, crate::Error> {
    let mut files: Vec<(String, Vec<u8>)> = Vec::new();
    let mut resources = String::new();
    for (id, stem) in ids.iter().zip(super::file_names(ids)) {
        let ex = mcts::generate(spec, super::seed_for(course, id))?;
        let svg = mcts::sheet(&ex, SheetFormat::Svg, false)?;
        let png = if png {
            Some(
                crate::render::png::gray_from_svg(&String::from_utf8_lossy(&svg), 1.0).map_err(
                    |source| crate::Error::Write {
                        path: "-".into(),
                        source,
                    },
                )?,
            )
        } else {
            None
        };
        super::qti::add_variant(&mut files, &mut resources, &stem, svg, png, |shown| {
            qti_item(id, &ex, &stem, shown)
        })?;
    }
    super::qti::zipped(files, &resources)
}

/// An `assessmentItem` being written: its four parts and its points.
#[derive(Default)]
struct Parts {
    decl: String,
    body: String,
    proc: String,
    fb: String,
    max: u32,
}

impl Parts {
    /// A text entry `ident` labelled `label` whose right answer is the node name
    /// `want` (matched without case), `why` the feedback of another.
    fn ask_name(&mut self, ident: &str, label: &str, want: &str, why: &str) {
        use crate::render::escape::xml::text as x;
        let _ = write!(
            self.decl,
            "  <responseDeclaration identifier=\"{ident}\" cardinality=\"single\" baseType=\"string\">\n    <correctResponse>\n      <value>{}</value>\n    </correctResponse>\n  </responseDeclaration>\n",
            x(want)
        );
        let _ = writeln!(
            self.body,
            "    <p>{}: <textEntryInteraction responseIdentifier=\"{ident}\" expectedLength=\"6\"/></p>",
            x(label)
        );
        super::qti::rule(
            &mut self.proc,
            &format!("<stringMatch caseSensitive=\"false\"><variable identifier=\"{ident}\"/><baseValue baseType=\"string\">{}</baseValue></stringMatch>", x(want)),
            &format!("FB_{ident}"),
        );
        super::qti::modal(&mut self.fb, &format!("FB_{ident}"), label, why);
        self.max += 1;
    }

    /// An integer entry `ident` (after the word `what`) whose right answer is `value`,
    /// `why` the feedback of another; `label` names it in the feedback.
    fn ask_count(&mut self, ident: &str, what: &str, label: &str, value: i64, why: &str) {
        let _ = write!(
            self.decl,
            "  <responseDeclaration identifier=\"{ident}\" cardinality=\"single\" baseType=\"integer\">\n    <correctResponse>\n      <value>{value}</value>\n    </correctResponse>\n  </responseDeclaration>\n"
        );
        let _ = write!(
            self.body,
            " {what} <textEntryInteraction responseIdentifier=\"{ident}\" expectedLength=\"4\"/>"
        );
        super::qti::rule(
            &mut self.proc,
            &format!("<match><variable identifier=\"{ident}\"/><baseValue baseType=\"integer\">{value}</baseValue></match>"),
            &format!("FB_{ident}"),
        );
        super::qti::modal(
            &mut self.fb,
            &format!("FB_{ident}"),
            &format!("{label}: {what}"),
            why,
        );
        self.max += 1;
    }
}

/// One variant's `assessmentItem`.
fn qti_item(
    id: &str,
    ex: &MctsExercise,
    stem: &str,
    picture: &str,
) -> Result<String, crate::Error> {
    use crate::render::escape::xml::text as x;
    let full = mcts::full_tree(&ex.tree)?;
    let ctx = Context::new(ex, &full);
    let names = NodeNames::new(&ex.rec);
    let key = ctx.key().clone();
    let mut p = Parts::default();
    let _ = write!(
        p.body,
        "    <p>{}</p>\n    <p>{}</p>\n    <p>{}</p>\n    <p><img src=\"../{picture}\" alt=\"{}\"/></p>\n",
        x(&crate::tr!("exercise-mcts-legend")),
        x(&ex.question()),
        x(&crate::tr!("exercise-mcts-moodle-instructions")),
        x(&super::moodle::alt()),
    );
    for (i, step) in key.steps.iter().enumerate() {
        let expected = names.name(step.chosen);
        let mut why = vec![crate::tr!(
            "exercise-mcts-moodle-step",
            parent = names.name(step.parent),
            expected = expected.clone()
        )];
        for c in step.candidates.iter().filter(|c| c.node != step.chosen) {
            why.push(step_reason(&ctx, step, Some(&names.name(c.node)), true));
        }
        let label = crate::tr!("check-mcts-step", n = i + 1);
        p.ask_name(&format!("STEP_{i}"), &label, &expected, &why.join("; "));
    }
    let (want, why) = expansion(&ctx);
    p.ask_name("EXPAND", &crate::tr!("check-mcts-expand"), &want, &why);
    for (i, (before, after)) in key.before.iter().zip(&key.after).enumerate() {
        let row = if i < key.path.len() {
            crate::tr!("exercise-mcts-path-node", n = i + 1)
        } else {
            crate::tr!("exercise-mcts-expanded-node")
        };
        let _ = write!(p.body, "    <p>{}:", x(&row));
        let n_why = crate::tr!(
            "check-mcts-wrong-n",
            before = before.0.to_string(),
            expected = after.0.to_string()
        );
        p.ask_count(&format!("N_{i}"), "N", &row, after.0 as i64, &n_why);
        let w_why = crate::tr!(
            "check-mcts-wrong-w",
            before = before.1.to_string(),
            playout = key.playout.to_string(),
            expected = after.1.to_string()
        );
        p.ask_count(&format!("W_{i}"), "W", &row, after.1, &w_why);
        p.body.push_str("</p>\n");
    }
    let title = crate::tr!(
        "exercise-mcts-question-name",
        id = id,
        seed = ex.seed.to_string()
    );
    let Parts {
        decl,
        body,
        proc,
        fb,
        max,
    } = p;
    Ok(format!(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<assessmentItem xmlns=\"http://www.imsglobal.org/xsd/imsqti_v2p1\" xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\" xsi:schemaLocation=\"http://www.imsglobal.org/xsd/imsqti_v2p1 http://www.imsglobal.org/xsd/qti/qtiv2p1/imsqti_v2p1.xsd\" identifier=\"V-{stem}\" title=\"{}\" adaptive=\"false\" timeDependent=\"false\" xml:lang=\"{}\">\n{decl}  <outcomeDeclaration identifier=\"SCORE\" cardinality=\"single\" baseType=\"float\">\n    <defaultValue>\n      <value>0</value>\n    </defaultValue>\n  </outcomeDeclaration>\n  <outcomeDeclaration identifier=\"MAXSCORE\" cardinality=\"single\" baseType=\"float\">\n    <defaultValue>\n      <value>{max}</value>\n    </defaultValue>\n  </outcomeDeclaration>\n  <outcomeDeclaration identifier=\"FEEDBACK\" cardinality=\"multiple\" baseType=\"identifier\"/>\n  <itemBody>\n{body}  </itemBody>\n  <responseProcessing>\n{proc}  </responseProcessing>\n{fb}</assessmentItem>\n",
        x(&title),
        crate::lang::current().code(),
    ))
}
