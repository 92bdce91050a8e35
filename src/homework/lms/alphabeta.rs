//! Alpha-beta's (and minimax's, expectiminimax's) questions on the learning
//! platforms, asked of one exercise's tree under the conventions it is marked by: a
//! Moodle Cloze question's text and table ([`moodle`]), a QTI 2.1 item's questions
//! ([`qti`]), and a PrairieLearn question's boxes and their marking ([`boxes`],
//! [`check_boxes`]). Every right answer and every reason is `gametree check`'s
//! ([`check::expected`], [`check::accepted_rels`], [`Explainer`]).
//!
//! Moodle: a row per inner node — how its value is known (`=`, `≤`, `≥` or *not
//! searched*: a MULTICHOICE), the value (a NUMERICAL) and the children its search cuts
//! off (a MULTIRESPONSE, with *none*). QTI: for every inner node how its value is
//! known (an inline choice), the value (a text entry, scored as a float: a point only
//! at a node the search reaches) and which children its search cuts off (a choice of
//! its children and *none*). PrairieLearn: a box per inner node (its value, a bound,
//! `pruned`) and one for the pruned leaves.

use super::moodle::{alt, cloze};
use super::qti::{modal, rule};
use crate::games::tree::Tree;
use crate::homework::answer::{self, Claim, Rel};
use crate::homework::check::{self, accepted_rels, asked, expected, preorder, MistakeKind};
use crate::homework::explain::Explainer;
use crate::homework::kind::{AnswerBox, BoxMark, BoxMarks, Cloze, QtiItem};
use crate::homework::practice::conventions_text;
use crate::homework::{solve, Conventions};
use crate::params::Naming;
use crate::record::{NodeId, NodeKind, NodeNames, Recording};
use crate::render::escape::html;
use crate::render::escape::xml::text as x;
use std::collections::{BTreeMap, HashMap};
use std::fmt::Write as _;

/// The Moodle Cloze question of `tree` under `conv`: how to fill it in, and a row of
/// fields per inner node (the feedback of a wrong choice `check`'s reason, options
/// named by `naming`).
///
/// # Errors
/// The search's.
pub fn moodle(tree: &Tree, conv: &Conventions, naming: &Naming) -> Result<Cloze, crate::Error> {
    let rec = solve(tree, conv.algorithm(), conv.cut)?;
    let names = NodeNames::new(&rec);
    let explain = Explainer::new(&rec, &names, *conv).with_naming(*naming);
    let chance = crate::game::Position::has_chance(&tree.root());
    // The messages are ours (their text goes in as HTML); what they quote is escaped.
    let values = if chance {
        crate::tr!("exercise-moodle-value-chance")
    } else {
        crate::tr!("exercise-moodle-value")
    };
    let none = format!(
        "<em>{}</em>",
        html::text(&crate::tr!("exercise-choice-none"))
    );
    let intro = format!(
        "<p>{}.</p><p>{}</p>\n",
        html::text(&conventions_text(conv, chance)),
        crate::tr!("exercise-moodle-instructions", values = values, none = none)
    );
    let mut fields = format!(
        "<table class=\"generaltable\"><tr><th>{}</th><th>{}</th><th>{}</th><th>{}</th></tr>\n",
        crate::tr!("exercise-column-node"),
        crate::tr!("exercise-column-known"),
        crate::tr!("exercise-column-value"),
        crate::tr!("exercise-column-cut"),
    );
    for id in preorder(&rec) {
        if names.children(id).is_empty() {
            continue;
        }
        let _ = writeln!(
            fields,
            "<tr><td>{}</td><td>{}</td><td>{}</td><td>{}</td></tr>",
            html::text(&names.name(id)),
            relation_field(&rec, id, conv, &explain),
            value_field(&rec, id, conv, &explain),
            cut_field(&rec, id, &names, &explain),
        );
    }
    fields.push_str("</table>\n");
    Ok(Cloze { intro, fields })
}

/// A Moodle grade percentage: `50`, `33.33333`.
fn percent(p: f64) -> String {
    let s = format!("{p:.5}");
    s.trim_end_matches('0').trim_end_matches('.').to_string()
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

/// The QTI item's questions about `tree` under `conv`, showing the picture
/// `picture` (its text alternative `described`, [`crate::homework::kind::Made::sheet_text`]):
/// for every inner node how its value is known (`REL_i`), its value (`VAL_i`) and the
/// children it cuts off (`CUT_i`).
///
/// # Errors
/// The search's.
pub fn qti(
    tree: &Tree,
    conv: &Conventions,
    naming: &Naming,
    (picture, described): (&str, &str),
) -> Result<QtiItem, crate::Error> {
    let rec = solve(tree, conv.algorithm(), conv.cut)?;
    let names = NodeNames::new(&rec);
    let explain = Explainer::new(&rec, &names, *conv).with_naming(*naming);
    let inner: Vec<NodeId> = preorder(&rec)
        .into_iter()
        .filter(|&id| !names.children(id).is_empty())
        .collect();
    let mut item = Item {
        rec: &rec,
        names: &names,
        explain: &explain,
        conv,
        out: QtiItem::default(),
    };
    let _ = write!(
        item.out.body,
        "    <p>{}.</p>\n    <p>{}</p>\n    <p><img src=\"../{picture}\" alt=\"{}\"/></p>\n",
        x(&conventions_text(
            conv,
            crate::game::Position::has_chance(&tree.root())
        )),
        // Our own text, XML as it is (xmllint checks every language's items).
        crate::tr!("exercise-qti-instructions"),
        x(&alt(described)),
    );
    for (i, &id) in inner.iter().enumerate() {
        item.ask_relation_and_value(i, id);
        item.ask_cut(i, id);
    }
    Ok(item.out)
}

/// An `assessmentItem` being written: the solved tree it asks about, and its four
/// parts so far, each question adding to all four.
struct Item<'a> {
    /// The variant's tree, searched.
    rec: &'a Recording,
    /// The nodes' names.
    names: &'a NodeNames<'a>,
    /// `gametree check`'s reasons, the feedback on a wrong field.
    explain: &'a Explainer<'a>,
    /// The conventions the answers follow.
    conv: &'a Conventions,
    /// The item's parts so far.
    out: QtiItem,
}

impl Item<'_> {
    /// Asks how the value of inner node `id` (the `i`th) is known (`REL_i`), and the
    /// value where the search reaches it (`VAL_i`, scored as a float: within 0.005
    /// for a fraction).
    fn ask_relation_and_value(&mut self, i: usize, id: NodeId) {
        let (rec, conv, explain) = (self.rec, self.conv, self.explain);
        let name = self.names.name(id);
        let want = expected(rec, id, conv);
        // How the value is known.
        let rels: Vec<&str> = match want {
            Claim::Pruned => vec!["NS"],
            Claim::Value { .. } => accepted_rels(rec, id, conv)
                .into_iter()
                .map(|r| match r {
                    Rel::Eq => "EQ",
                    Rel::Le => "LE",
                    Rel::Ge => "GE",
                })
                .collect(),
        };
        let _ = write!(
            self.out.declarations,
            "  <responseDeclaration identifier=\"REL_{i}\" cardinality=\"single\" baseType=\"identifier\">\n    <correctResponse>\n      <value>{}</value>\n    </correctResponse>\n  </responseDeclaration>\n",
            rels[0]
        );
        let _ = writeln!(
            self.out.body,
            "    <p>{}: <inlineChoiceInteraction responseIdentifier=\"REL_{i}\" shuffle=\"false\"><inlineChoice identifier=\"EQ\">=</inlineChoice><inlineChoice identifier=\"LE\">≤</inlineChoice><inlineChoice identifier=\"GE\">≥</inlineChoice><inlineChoice identifier=\"NS\">{}</inlineChoice></inlineChoiceInteraction> <textEntryInteraction responseIdentifier=\"VAL_{i}\" expectedLength=\"6\"/></p>",
            x(&name),
            x(&crate::tr!("exercise-choice-not-searched"))
        );
        let matches: String = rels
            .iter()
            .map(|r| format!("<match><variable identifier=\"REL_{i}\"/><baseValue baseType=\"identifier\">{r}</baseValue></match>"))
            .collect();
        let why_rel = match want {
            Claim::Pruned => explain.why_pruned(id),
            Claim::Value { .. } => explain.why_value(id, None),
        };
        rule(
            &mut self.out.processing,
            &format!("<or>{matches}</or>"),
            &format!("FB_REL_{i}"),
        );
        modal(
            &mut self.out.feedback,
            &format!("FB_REL_{i}"),
            &name,
            &why_rel,
        );
        self.out.max += 1;
        // The value, where the search reaches the node.
        let (value, tolerance) = match want {
            Claim::Value { value, den: 1, .. } => (value.to_string(), None),
            Claim::Value { value, den, .. } => (
                format!("{:.4}", f64::from(value) / f64::from(den)),
                Some("0.005 0.005"),
            ),
            Claim::Pruned => (String::new(), None),
        };
        let _ = write!(
            self.out.declarations,
            "  <responseDeclaration identifier=\"VAL_{i}\" cardinality=\"single\" baseType=\"float\"{}",
            if value.is_empty() {
                "/>\n".to_string()
            } else {
                format!(">\n    <correctResponse>\n      <value>{value}</value>\n    </correctResponse>\n  </responseDeclaration>\n")
            }
        );
        if !value.is_empty() {
            let cond = match tolerance {
                None => format!("<equal toleranceMode=\"exact\"><variable identifier=\"VAL_{i}\"/><baseValue baseType=\"float\">{value}</baseValue></equal>"),
                Some(t) => format!("<equal toleranceMode=\"absolute\" tolerance=\"{t}\"><variable identifier=\"VAL_{i}\"/><baseValue baseType=\"float\">{value}</baseValue></equal>"),
            };
            rule(&mut self.out.processing, &cond, &format!("FB_VAL_{i}"));
            modal(
                &mut self.out.feedback,
                &format!("FB_VAL_{i}"),
                &name,
                &explain.why_value(id, None),
            );
            self.out.max += 1;
        }
    }

    /// Asks which children inner node `id` (the `i`th) cuts off (`CUT_i`): a choice
    /// of its children and *none*.
    fn ask_cut(&mut self, i: usize, id: NodeId) {
        let (rec, names) = (self.rec, self.names);
        let name = names.name(id);
        let kids = names.children(id);
        let searched = rec.node(id).kind() != NodeKind::Pruned;
        let cut: Vec<String> = kids
            .iter()
            .enumerate()
            .filter(|&(_, &k)| searched && rec.node(k).kind() == NodeKind::Pruned)
            .map(|(j, _)| format!("K{}", j + 1))
            .collect();
        let correct = if cut.is_empty() {
            vec!["NONE".to_string()]
        } else {
            cut
        };
        let values: String = correct
            .iter()
            .map(|c| format!("      <value>{c}</value>\n"))
            .collect();
        let _ = write!(
            self.out.declarations,
            "  <responseDeclaration identifier=\"CUT_{i}\" cardinality=\"multiple\" baseType=\"identifier\">\n    <correctResponse>\n{values}    </correctResponse>\n  </responseDeclaration>\n"
        );
        let choices: String = kids
            .iter()
            .enumerate()
            .map(|(j, &k)| {
                format!(
                    "<simpleChoice identifier=\"K{}\">{}</simpleChoice>",
                    j + 1,
                    x(&names.name(k))
                )
            })
            .collect();
        let _ = writeln!(
            self.out.body,
            "    <choiceInteraction responseIdentifier=\"CUT_{i}\" shuffle=\"false\" maxChoices=\"0\"><prompt>{}</prompt>{choices}<simpleChoice identifier=\"NONE\">{}</simpleChoice></choiceInteraction>",
            x(&crate::tr!("exercise-qti-cut-prompt", node = name.as_str())),
            x(&crate::tr!("exercise-choice-none"))
        );
        rule(
            &mut self.out.processing,
            &format!("<match><variable identifier=\"CUT_{i}\"/><correct identifier=\"CUT_{i}\"/></match>"),
            &format!("FB_CUT_{i}"),
        );
        modal(
            &mut self.out.feedback,
            &format!("FB_CUT_{i}"),
            &name,
            &cut_reason(rec, id, names, self.explain),
        );
        self.out.max += 1;
    }
}

/// Why the node's search cuts off what it does: the first pruned child's reason, or
/// why its children are all searched.
fn cut_reason(rec: &Recording, id: NodeId, names: &NodeNames, explain: &Explainer) -> String {
    let kids = names.children(id);
    if rec.node(id).kind() == NodeKind::Pruned {
        return explain.why_pruned(id);
    }
    match kids
        .iter()
        .find(|&&k| rec.node(k).kind() == NodeKind::Pruned)
    {
        Some(&k) => explain.why_pruned(k),
        None => kids
            .last()
            .map(|&k| explain.why_searched(k))
            .unwrap_or_default(),
    }
}

/// The name of the PrairieLearn box of the pruned leaves.
const PRUNED_LEAVES: &str = "pruned_leaves";

/// The name of the PrairieLearn box of inner node `node`: `node_C`.
fn node_box(node: &str) -> String {
    format!("node_{node}")
}

/// The names of `rec`'s inner nodes in tree order, and of its leaves by their
/// lower-case spelling (`c.2`), the root aside.
fn inner_and_leaves(rec: &Recording, names: &NodeNames) -> (Vec<String>, HashMap<String, String>) {
    let (mut inner, mut leaves) = (Vec::new(), HashMap::new());
    for id in preorder(rec) {
        let name = names.name(id);
        if !names.children(id).is_empty() {
            inner.push(name);
        } else if names.parent(id).is_some() {
            leaves.insert(name.to_lowercase(), name);
        }
    }
    (inner, leaves)
}

/// The PrairieLearn question's boxes for `tree` under `conv`: one per inner node
/// (`node_C`: its value `= 3`, a bound `<= 3`, `pruned`, or `not searched` below a
/// pruned node), then the pruned leaves (`C.2, C.3`), with their correct answers.
///
/// # Errors
/// The search's.
pub fn boxes(tree: &Tree, conv: &Conventions) -> Result<Vec<AnswerBox>, crate::Error> {
    let rec = solve(tree, conv.algorithm(), conv.cut)?;
    let names = NodeNames::new(&rec);
    let placeholder = crate::tr!("exercise-pl-placeholder");
    let mut out = Vec::new();
    let mut pruned_leaves = Vec::new();
    for id in preorder(&rec) {
        let name = names.name(id);
        let correct = if asked(&rec, id) {
            expected(&rec, id, conv).value_text()
        } else {
            "not searched".to_string()
        };
        if !names.children(id).is_empty() {
            out.push(AnswerBox {
                name: node_box(&name),
                label: name,
                size: 10,
                placeholder: placeholder.clone(),
                correct,
            });
        } else if correct == "pruned" && asked(&rec, id) && name.contains('.') {
            pruned_leaves.push(name);
        }
    }
    out.push(AnswerBox {
        name: PRUNED_LEAVES.into(),
        label: crate::tr!("exercise-pl-pruned-leaves"),
        size: 40,
        placeholder: "C.2, C.3".into(),
        correct: pruned_leaves.join(", "),
    });
    Ok(out)
}

/// The boxes as `gametree check`'s answer: a line per inner node's box filled in (a
/// bare number is the value, `= 3`; `pruned`; an empty box, `-` or `not searched` no
/// line), then `LEAF pruned` per entry of the pruned-leaves box (separated by commas,
/// semicolons or spaces, any case); which box each node's line came from, and the
/// entries that name no leaf.
struct Composed {
    text: String,
    origin: HashMap<String, String>,
    stray: Vec<String>,
}

fn compose(
    answers: &BTreeMap<String, String>,
    inner: &[String],
    leaves: &HashMap<String, String>,
) -> Composed {
    let (mut lines, mut origin, mut stray) = (Vec::new(), HashMap::new(), Vec::new());
    for n in inner {
        let key = node_box(n);
        let raw = answers.get(&key).map_or("", |s| s.trim());
        let lower = raw.to_lowercase();
        if raw.is_empty() || lower == "not searched" || lower == "-" {
            continue;
        }
        origin.insert(n.clone(), key);
        if lower == "pruned" {
            lines.push(format!("{n} pruned"));
        } else if raw.starts_with(['=', '<', '>', '≤', '≥']) {
            lines.push(format!("{n} {raw}"));
        } else {
            lines.push(format!("{n} = {raw}"));
        }
    }
    let raw = answers.get(PRUNED_LEAVES).map_or("", String::as_str);
    for leaf in raw.replace([';', ','], " ").split_whitespace() {
        match leaves.get(&leaf.to_lowercase()) {
            Some(name) => {
                origin.insert(name.clone(), PRUNED_LEAVES.into());
                lines.push(format!("{name} pruned"));
            }
            None => stray.push(leaf.to_string()),
        }
    }
    Composed {
        text: lines.join("\n") + "\n",
        origin,
        stray,
    }
}

/// A mistake as the PrairieLearn feedback says it: `wrong value (expected = 3, got =
/// 5)`, `missing (expected pruned)` (`expected`: the node's answer), `cannot be read:
/// …`.
fn mistake_words(kind: &MistakeKind, expected: &str) -> String {
    let what = match kind {
        MistakeKind::WrongValue { .. } => crate::tr!("exercise-pl-wrong-value"),
        MistakeKind::WrongWindow { .. } => crate::tr!("exercise-pl-wrong-window"),
        MistakeKind::PrunedButSearched => crate::tr!("exercise-pl-pruned-but-searched"),
        MistakeKind::SearchedButPruned => crate::tr!("exercise-pl-searched-but-pruned"),
        MistakeKind::Missing => crate::tr!("exercise-pl-missing"),
        MistakeKind::BadLine { .. } => "bad line".into(),
    };
    match kind {
        MistakeKind::Missing => {
            crate::tr!(
                "exercise-pl-missing-expected",
                what = what,
                expected = expected
            )
        }
        MistakeKind::BadLine {
            expected, found, ..
        } => crate::tr!("exercise-pl-unreadable", expected = expected, found = found),
        MistakeKind::WrongValue { expected, got } | MistakeKind::WrongWindow { expected, got } => {
            crate::tr!(
                "exercise-pl-expected-got",
                what = what,
                expected = expected,
                got = got
            )
        }
        _ => what,
    }
}

/// The PrairieLearn boxes of `tree` filled in (`answers`, by box name) marked under
/// `conv` as `gametree check` marks the answer they make ([`boxes`]): each box scores
/// the share of its nodes right (a node's mistakes and a pruned-leaves entry that
/// names no leaf with their reasons), the whole answer `check`'s score.
///
/// # Errors
/// The search's; an answer `check` cannot read at all.
pub fn check_boxes(
    tree: &Tree,
    conv: &Conventions,
    answers: &BTreeMap<String, String>,
    naming: &Naming,
) -> Result<BoxMarks, crate::Error> {
    let rec = solve(tree, conv.algorithm(), conv.cut)?;
    let names = NodeNames::new(&rec);
    let (inner, leaves) = inner_and_leaves(&rec, &names);
    let Composed {
        text,
        origin,
        stray,
    } = compose(answers, &inner, &leaves);
    let ctx = check::Context::new(&rec, &names, *conv, Some(tree)).with_naming(*naming);
    let mut marker = check::Marker::new(&ctx);
    answer::parse_each(text.as_bytes(), |item| marker.add(item)).map_err(|err| {
        crate::Error::Parse {
            path: "answer".into(),
            err,
        }
    })?;
    let m = marker.finish();
    let keys: Vec<String> = inner
        .iter()
        .map(|n| node_box(n))
        .chain([PRUNED_LEAVES.into()])
        .collect();
    let mut marks: BTreeMap<&str, (Vec<f64>, Vec<String>)> = BTreeMap::new();
    let mut add = |key: &str, right: bool, reasons: Vec<String>| {
        let k = keys
            .iter()
            .find(|k| *k == key)
            .map_or(PRUNED_LEAVES, String::as_str);
        let entry = marks.entry(k).or_default();
        entry.0.push(if right { 1.0 } else { 0.0 });
        entry.1.extend(reasons);
    };
    for n in &m.nodes {
        let key = origin
            .get(&n.node)
            .cloned()
            .unwrap_or_else(|| node_box(&n.node));
        let reasons = n
            .mistakes
            .iter()
            .map(|mistake| {
                let what = mistake_words(&mistake.kind, &n.expected);
                match mistake.why.as_str() {
                    "" => format!("{}: {what}", n.node),
                    why => format!("{}: {what}: {why}", n.node),
                }
            })
            .collect();
        add(&key, n.correct(), reasons);
    }
    for line in &m.bad_lines {
        let node = line.node.as_deref().unwrap_or("?");
        let what = mistake_words(&line.mistake.kind, "");
        add(PRUNED_LEAVES, false, vec![format!("{node}: {what}")]);
    }
    for leaf in stray {
        let why = crate::tr!("exercise-pl-no-leaf");
        add(PRUNED_LEAVES, false, vec![format!("{leaf}: {why}")]);
    }
    let boxes = keys
        .iter()
        .map(|k| {
            let (got, reasons) = marks.remove(k.as_str()).unwrap_or_default();
            BoxMark::new(k, &got, &reasons, 1)
        })
        .collect();
    Ok(BoxMarks {
        boxes,
        score: if m.total == 0 {
            1.0
        } else {
            m.correct as f64 / m.total as f64
        },
        verdict: m.verdict(naming),
    })
}

#[cfg(test)]
mod tests {
    use super::percent;

    #[test]
    fn moodle_percentages() {
        assert_eq!(percent(100.0), "100");
        assert_eq!(percent(100.0 / 3.0), "33.33333");
        assert_eq!(percent(50.0), "50");
    }
}
