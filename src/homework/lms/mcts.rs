//! Monte Carlo tree search's questions on the learning platforms, asked of one
//! exercise (`gametree exercise --algorithm mcts`): the next iteration of UCT after
//! the exercise's `k` — a Moodle Cloze question's text and fields ([`moodle`]), a QTI
//! 2.1 item's questions ([`qti`]), and a PrairieLearn question's boxes and their
//! marking ([`boxes`], [`check_boxes`]). Every right answer and every reason is
//! `gametree check --algorithm mcts`'s ([`crate::homework::mcts_mark`]).
//!
//! Moodle: a field per step of the selection (a SHORTANSWER whose every other child of
//! the step has `check`'s reason with the UCB1 numbers as its feedback), one for the
//! node expanded, and a NUMERICAL for `N` and for `W` of each node of the path in
//! order (its rows say the path's length, not its nodes). QTI: a text entry per step
//! (the node it goes to, matched without case), one for the node expanded (`none` at
//! a leaf), and an integer entry for `N` and for `W` of each node of the path, root
//! first, then of the node expanded. PrairieLearn: three boxes, the path, the
//! expansion, and `N` and `W` of the nodes updated. Every field is worth one mark.
//! Sources as [`crate::homework::mcts`].

use super::moodle::{alt, cloze};
use super::qti::{modal, rule};
use crate::homework::kind::{AnswerBox, BoxMark, BoxMarks, Cloze, QtiItem};
use crate::homework::mcts::{self, MctsExercise};
use crate::homework::mcts_mark::{self, expansion, step_reason, Context};
use crate::record::NodeNames;
use crate::render::escape::html;
use crate::render::escape::xml::text as x;
use std::collections::BTreeMap;
use std::fmt::Write as _;

/// The Moodle Cloze question of `ex`: the legend, the question and how to answer,
/// then the fields (`fields`).
///
/// # Errors
/// The search's.
pub fn moodle(ex: &MctsExercise) -> Result<Cloze, crate::Error> {
    let intro = format!(
        "<p>{}</p><p>{}</p><p>{}</p>\n",
        html::text(&crate::tr!("exercise-mcts-legend")),
        html::text(&ex.question()),
        html::text(&crate::tr!("exercise-mcts-moodle-instructions")),
    );
    Ok(Cloze {
        intro,
        fields: fields(ex)?,
    })
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
    for s in updated(&ctx) {
        let _ = writeln!(
            t,
            "<tr><td>{}</td><td>N {{1:NUMERICAL:={}:0#~*#{}}} W {{1:NUMERICAL:={}:0#~*#{}}}</td></tr>",
            html::text(&s.row),
            s.n,
            cloze(&s.n_why),
            s.w,
            cloze(&s.w_why)
        );
    }
    t.push_str("</table>\n");
    Ok(t)
}

/// Asks for the node name `want` in a text entry `ident` labelled `label` (matched
/// without case), `why` the feedback of another.
fn ask_name(item: &mut QtiItem, ident: &str, label: &str, want: &str, why: &str) {
    let _ = write!(
        item.declarations,
        "  <responseDeclaration identifier=\"{ident}\" cardinality=\"single\" baseType=\"string\">\n    <correctResponse>\n      <value>{}</value>\n    </correctResponse>\n  </responseDeclaration>\n",
        x(want)
    );
    let _ = writeln!(
        item.body,
        "    <p>{}: <textEntryInteraction responseIdentifier=\"{ident}\" expectedLength=\"6\"/></p>",
        x(label)
    );
    rule(
        &mut item.processing,
        &format!("<stringMatch caseSensitive=\"false\"><variable identifier=\"{ident}\"/><baseValue baseType=\"string\">{}</baseValue></stringMatch>", x(want)),
        &format!("FB_{ident}"),
    );
    modal(&mut item.feedback, &format!("FB_{ident}"), label, why);
    item.max += 1;
}

/// Asks for the number `value` in an integer entry `ident` (after the word `what`),
/// `why` the feedback of another; `label` names it in the feedback.
fn ask_count(item: &mut QtiItem, ident: &str, what: &str, label: &str, value: i64, why: &str) {
    let _ = write!(
        item.declarations,
        "  <responseDeclaration identifier=\"{ident}\" cardinality=\"single\" baseType=\"integer\">\n    <correctResponse>\n      <value>{value}</value>\n    </correctResponse>\n  </responseDeclaration>\n"
    );
    let _ = write!(
        item.body,
        " {what} <textEntryInteraction responseIdentifier=\"{ident}\" expectedLength=\"4\"/>"
    );
    rule(
        &mut item.processing,
        &format!("<match><variable identifier=\"{ident}\"/><baseValue baseType=\"integer\">{value}</baseValue></match>"),
        &format!("FB_{ident}"),
    );
    modal(
        &mut item.feedback,
        &format!("FB_{ident}"),
        &format!("{label}: {what}"),
        why,
    );
    item.max += 1;
}

/// The QTI item's questions about `ex`, showing the picture `picture` with the text
/// alternative `described`: the node each step goes to (`STEP_i`), the node expanded
/// (`EXPAND`), and `N` and `W` of each node updated (`N_i`, `W_i`).
///
/// # Errors
/// The search's.
pub fn qti(ex: &MctsExercise, (picture, described): (&str, &str)) -> Result<QtiItem, crate::Error> {
    let full = mcts::full_tree(&ex.tree)?;
    let ctx = Context::new(ex, &full);
    let names = NodeNames::new(&ex.rec);
    let key = ctx.key().clone();
    let mut item = QtiItem::default();
    let _ = write!(
        item.body,
        "    <p>{}</p>\n    <p>{}</p>\n    <p>{}</p>\n    <p><img src=\"../{picture}\" alt=\"{}\"/></p>\n",
        x(&crate::tr!("exercise-mcts-legend")),
        x(&ex.question()),
        x(&crate::tr!("exercise-mcts-moodle-instructions")),
        x(&alt(described)),
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
        ask_name(
            &mut item,
            &format!("STEP_{i}"),
            &label,
            &expected,
            &why.join("; "),
        );
    }
    let (want, why) = expansion(&ctx);
    ask_name(
        &mut item,
        "EXPAND",
        &crate::tr!("check-mcts-expand"),
        &want,
        &why,
    );
    for (i, s) in updated(&ctx).into_iter().enumerate() {
        let _ = write!(item.body, "    <p>{}:", x(&s.row));
        ask_count(
            &mut item,
            &format!("N_{i}"),
            "N",
            &s.row,
            s.n as i64,
            &s.n_why,
        );
        ask_count(&mut item, &format!("W_{i}"), "W", &s.row, s.w, &s.w_why);
        item.body.push_str("</p>\n");
    }
    Ok(item)
}

/// A node whose `N` and `W` the iteration updates, as the Moodle and QTI questions
/// ask for them: its row's words (`node 2 of the path`), `N` and `W` after the
/// iteration, and what a wrong `N` and a wrong `W` are told.
struct Updated {
    row: String,
    n: u64,
    w: i64,
    n_why: String,
    w_why: String,
}

/// The nodes the key's iteration updates: the path, root first, then the node
/// expanded.
fn updated(ctx: &Context) -> Vec<Updated> {
    let key = ctx.key();
    key.before
        .iter()
        .zip(&key.after)
        .enumerate()
        .map(|(i, (before, after))| Updated {
            row: if i < key.path.len() {
                crate::tr!("exercise-mcts-path-node", n = i + 1)
            } else {
                crate::tr!("exercise-mcts-expanded-node")
            },
            n: after.0,
            w: after.1,
            n_why: crate::tr!(
                "check-mcts-wrong-n",
                before = before.0.to_string(),
                expected = after.0.to_string()
            ),
            w_why: crate::tr!(
                "check-mcts-wrong-w",
                before = before.1.to_string(),
                playout = key.playout.to_string(),
                expected = after.1.to_string()
            ),
        })
        .collect()
}

/// The PrairieLearn question's boxes for `ex`, with their correct answers (the model
/// answer's): `path` (`A B C.2`), `expand` (the node expanded or `none`) and `stats`
/// (`A N=9 W=23; B N=4 W=-2`: every node updated).
pub fn boxes(ex: &MctsExercise) -> Vec<AnswerBox> {
    let answer = ex.model_answer();
    let model: Vec<&str> = answer
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .collect();
    let after_colon = |line: Option<&&str>| {
        line.and_then(|l| l.split_once(':'))
            .map_or(String::new(), |(_, rest)| rest.trim().to_string())
    };
    let b = |name: &str, label: String, size, placeholder: &str, correct| AnswerBox {
        name: name.into(),
        label,
        size,
        placeholder: placeholder.into(),
        correct,
    };
    vec![
        b(
            "path",
            crate::tr!("exercise-mcts-pl-path"),
            30,
            "A B C.2",
            after_colon(model.first()),
        ),
        b(
            "expand",
            crate::tr!("check-mcts-expand"),
            10,
            "C.2.1",
            after_colon(model.get(1)),
        ),
        b(
            "stats",
            crate::tr!("exercise-mcts-pl-stats"),
            60,
            "A N=9 W=23; B N=4 W=-2",
            model.get(2..).unwrap_or_default().join("; "),
        ),
    ]
}

/// A box's text on one line (its spaces squeezed), without the `path:` or `expand:`
/// (`keyword`, any case) its line gets anyway.
fn box_text(text: &str, keyword: &str) -> String {
    let text = text.split_whitespace().collect::<Vec<_>>().join(" ");
    let head = format!("{keyword}:");
    match text.get(..head.len()) {
        Some(h) if h.eq_ignore_ascii_case(&head) => text[head.len()..].trim().to_string(),
        _ => text,
    }
}

/// The boxes as `gametree check --algorithm mcts`'s answer: `path: …`, `expand: …`
/// and a line per `NODE N=… W=…` of the stats box (`;` or line breaks between them).
/// Each box answers only its own part: a line of the stats box that reads as a path
/// or an expansion is kept as a line `check` cannot read (marked, not asked, with its
/// reason).
fn compose(answers: &BTreeMap<String, String>) -> String {
    let got = |b: &str| answers.get(b).map_or("", |s| s.trim());
    let mut lines = Vec::new();
    if !got("path").is_empty() {
        lines.push(format!("path: {}", box_text(got("path"), "path")));
    }
    if !got("expand").is_empty() {
        lines.push(format!("expand: {}", box_text(got("expand"), "expand")));
    }
    for line in got("stats").split([';', '\n', '\r']).map(str::trim) {
        let head = line
            .split('#')
            .next()
            .unwrap_or_default()
            .trim()
            .to_lowercase();
        if line.is_empty() {
            continue;
        } else if head.starts_with("path:") || head.starts_with("expand:") {
            lines.push(format!("? {line}"));
        } else {
            lines.push(line.to_string());
        }
    }
    lines.join("\n") + "\n"
}

/// The PrairieLearn boxes of `ex` filled in (`answers`, by box name) marked as
/// `gametree check --algorithm mcts` marks the answer they make ([`boxes`]): `check`'s
/// items in order — the path's steps, the expansion, `N` and `W`, then the lines it
/// could not use (not asked) — each box the share of its items right, weighed by their
/// number, with the reasons (the UCB1 numbers) of the wrong ones.
///
/// # Errors
/// The search's.
pub fn check_boxes(
    ex: &MctsExercise,
    answers: &BTreeMap<String, String>,
) -> Result<BoxMarks, crate::Error> {
    let full = mcts::full_tree(&ex.tree)?;
    let ctx = Context::new(ex, &full);
    let answer = mcts_mark::parse(compose(answers).as_bytes()).unwrap_or_default();
    let m = mcts_mark::mark(&ctx, &answer);
    let expand = crate::tr!("check-mcts-expand");
    let names = ["path", "expand", "stats"];
    let mut at = 0;
    let mut marks: [(Vec<f64>, Vec<String>); 3] = Default::default();
    for item in &m.items {
        if item.what == expand {
            at = 1;
        } else if at == 1 {
            at = 2;
        }
        if item.asked {
            marks[at].0.push(if item.correct { 1.0 } else { 0.0 });
        }
        if !item.correct {
            let why = if item.why.is_empty() {
                &item.expected
            } else {
                &item.why
            };
            marks[at].1.push(format!("{}: {why}", item.what));
        }
    }
    let boxes = names
        .iter()
        .zip(&marks)
        .map(|(name, (got, reasons))| BoxMark::new(name, got, reasons, got.len().max(1) as u32))
        .collect();
    Ok(BoxMarks {
        boxes,
        // The one rule (Marking::total): a wrong extra line costs a mark.
        score: m.percent() / 100.0,
        verdict: m.verdict(),
    })
}
