//! Marking a hand-worked tree: each answer line is compared with the recording of the
//! search under the chosen [`Conventions`], node by node.
//!
//! The nodes *asked about* are the searched inner nodes (their values, and windows if
//! the student writes them) and the pruned nodes whose parent was searched (the word
//! `pruned`). Leaves' values are given. Lines about other nodes (a leaf, a node below a
//! pruned one) are marked too and count in the score. The score is the number of
//! correct nodes over the nodes asked about or answered.

use super::answer::{Claim, Line, Rel};
use super::{shown, Conventions, Names};
use crate::game::file::{quote, ParseError};
use crate::record::{Bound, NodeId, NodeKind, Recording};
use serde::Serialize;
use std::fmt::Write as _;

/// What is wrong with a node's answer.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Mistake {
    /// The value (or its `≤`/`≥`) differs.
    WrongValue {
        /// The correct value, as an answer would write it (`<= 2`).
        expected: String,
        /// What the student wrote.
        got: String,
    },
    /// The window on entry differs.
    WrongWindow {
        /// The correct window (`[3, inf]`, or `none` for minimax).
        expected: String,
        /// What the student wrote.
        got: String,
    },
    /// Marked `pruned`, but the search visits the node.
    PrunedButSearched,
    /// Given a value, but the node is pruned.
    SearchedButPruned,
    /// Asked about, not answered.
    Missing,
}

impl Mistake {
    /// A short English description: `wrong value (expected <= 2, got = 2)`.
    pub fn text(&self) -> String {
        match self {
            Mistake::WrongValue { expected, got } => {
                format!("wrong value (expected {expected}, got {got})")
            }
            Mistake::WrongWindow { expected, got } => {
                format!("wrong window (expected {expected}, got {got})")
            }
            Mistake::PrunedButSearched => "pruned but should be searched".into(),
            Mistake::SearchedButPruned => "searched but should be pruned".into(),
            Mistake::Missing => "missing".into(),
        }
    }

    /// The column of the CSV counting this kind of mistake.
    fn column(&self) -> usize {
        match self {
            Mistake::WrongValue { .. } => 0,
            Mistake::WrongWindow { .. } => 1,
            Mistake::PrunedButSearched => 2,
            Mistake::SearchedButPruned => 3,
            Mistake::Missing => 4,
        }
    }
}

/// The marking of one node.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct NodeMark {
    /// The node's canonical name (`C.2`).
    pub node: String,
    /// The recording's node id.
    #[serde(skip)]
    pub id: usize,
    /// The answer line, if the student wrote one.
    pub line: Option<usize>,
    /// What the student wrote (`<= 2 [3, inf]`), if anything.
    pub answer: Option<String>,
    /// The correct answer in the same form.
    pub expected: String,
    /// What is wrong; empty when the node is correct.
    pub mistakes: Vec<Mistake>,
}

impl NodeMark {
    /// Whether the node's answer is right.
    pub fn correct(&self) -> bool {
        self.mistakes.is_empty()
    }
}

/// The marking of one answer file.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Marking {
    /// The nodes asked about or answered, in tree (pre-)order.
    pub nodes: Vec<NodeMark>,
    /// Correct nodes.
    pub correct: usize,
    /// Nodes asked about or answered.
    pub total: usize,
    /// Counts of wrong values, wrong windows, pruned-but-searched, searched-but-pruned
    /// and missing nodes.
    #[serde(skip)]
    pub counts: [usize; 5],
}

/// The names of the mistake kinds, in [`Marking::counts`] order.
pub const MISTAKE_NAMES: [&str; 5] = [
    "wrong value",
    "wrong window",
    "pruned but should be searched",
    "searched but should be pruned",
    "missing",
];

impl Marking {
    /// Whether every node is right.
    pub fn all_correct(&self) -> bool {
        self.correct == self.total
    }

    /// The score in percent (100 when nothing was asked).
    pub fn percent(&self) -> f64 {
        if self.total == 0 {
            100.0
        } else {
            100.0 * self.correct as f64 / self.total as f64
        }
    }

    /// The one-line verdict: `all 6 nodes correct` or
    /// `4 of 6 nodes correct (67%): 1 wrong value, 1 missing`.
    pub fn verdict(&self) -> String {
        if self.all_correct() {
            return format!("all {} nodes correct", self.total);
        }
        let parts: Vec<String> = self
            .counts
            .iter()
            .zip(MISTAKE_NAMES)
            .filter(|(n, _)| **n > 0)
            .map(|(n, name)| {
                // "2 wrong values", "1 missing", "2 searched but should be pruned".
                let plural = *n > 1 && name.starts_with("wrong");
                format!("{n} {name}{}", if plural { "s" } else { "" })
            })
            .collect();
        format!(
            "{} of {} nodes correct ({:.0}%): {}",
            self.correct,
            self.total,
            self.percent(),
            parts.join(", ")
        )
    }
}

/// The nodes in pre-order (children left to right).
pub fn preorder(rec: &Recording) -> Vec<NodeId> {
    let mut out = Vec::with_capacity(rec.len());
    if rec.is_empty() {
        return out;
    }
    let mut stack = vec![NodeId::new(0)];
    while let Some(id) = stack.pop() {
        out.push(id);
        stack.extend(rec.children(id).into_iter().rev());
    }
    out
}

/// Whether the node is asked about: a searched inner node, or a pruned node whose
/// parent was searched.
pub fn asked(rec: &Recording, names: &Names, id: NodeId) -> bool {
    match rec.node(id).kind() {
        NodeKind::Interior => true,
        NodeKind::Pruned => names
            .parent(id)
            .is_some_and(|p| rec.node(p).kind() != NodeKind::Pruned),
        NodeKind::Leaf | NodeKind::Terminal => false,
    }
}

/// The correct answer for a node under `conv` (from a recording made with
/// `conv.algorithm()` and `conv.cut`). A cut node's value is written as a bound
/// (`<= 2`) when `conv.accept_bounds`, else as `=`.
pub fn expected(rec: &Recording, id: NodeId, conv: &Conventions) -> Claim {
    if rec.node(id).kind() == NodeKind::Pruned {
        return Claim::Pruned;
    }
    let s = shown(rec, id, conv.values);
    let rel = match (conv.accept_bounds, s.bound) {
        (true, Some(Bound::Upper)) => Rel::Le,
        (true, Some(Bound::Lower)) => Rel::Ge,
        _ => Rel::Eq,
    };
    Claim::Value {
        rel,
        value: s.value.unwrap_or_default(),
        window: s.window,
    }
}

/// Marks one claim against the expected one.
fn judge(
    got: &Claim,
    want: &Claim,
    rec: &Recording,
    id: NodeId,
    conv: &Conventions,
) -> Vec<Mistake> {
    match (got, want) {
        (Claim::Pruned, Claim::Pruned) => Vec::new(),
        (Claim::Pruned, Claim::Value { .. }) => vec![Mistake::PrunedButSearched],
        (Claim::Value { .. }, Claim::Pruned) => vec![Mistake::SearchedButPruned],
        (
            Claim::Value { rel, value, window },
            Claim::Value {
                rel: want_rel,
                value: want_value,
                window: want_window,
            },
        ) => {
            let mut m = Vec::new();
            // `=` with the returned value is always right; a bound only in the right
            // direction, at a node whose value is that bound, and if bounds count.
            let bound = shown(rec, id, conv.values).bound;
            let rel_ok = match rel {
                Rel::Eq => true,
                Rel::Le => conv.accept_bounds && bound == Some(Bound::Upper),
                Rel::Ge => conv.accept_bounds && bound == Some(Bound::Lower),
            };
            if !(rel_ok && value == want_value) {
                m.push(Mistake::WrongValue {
                    expected: format!("{} {want_value}", want_rel.as_str()),
                    got: format!("{} {value}", rel.as_str()),
                });
            }
            if let Some(w) = window {
                if Some(*w) != *want_window {
                    m.push(Mistake::WrongWindow {
                        expected: window_text(*want_window),
                        got: window_text(Some(*w)),
                    });
                }
            }
            m
        }
    }
}

fn window_text(w: Option<(i32, i32)>) -> String {
    match w {
        None => "none".into(),
        Some((a, b)) => format!("[{}, {}]", super::bound_text(a), super::bound_text(b)),
    }
}

/// Marks the answer `lines` against `rec` (searched with `conv`).
///
/// # Errors
/// A line names a node the tree does not have, or a node a second time.
pub fn mark(
    rec: &Recording,
    names: &Names,
    lines: &[Line],
    conv: &Conventions,
) -> Result<Marking, ParseError> {
    let mut m = Marker::new(rec, names, conv);
    for l in lines {
        m.add(l)?;
    }
    Ok(m.finish())
}

/// Marks an answer a line at a time, as it is read ([`super::answer::parse_each`]), so
/// that the first bad line ends the reading; then [`Marker::finish`] marks the tree.
pub struct Marker<'r> {
    rec: &'r Recording,
    names: &'r Names<'r>,
    conv: &'r Conventions,
    /// Each node's answer so far (its line number and claim), by node id.
    answers: Vec<Option<(usize, Claim)>>,
}

impl<'r> Marker<'r> {
    /// A marker of answers about `rec` (searched with `conv`), none taken yet.
    pub fn new(rec: &'r Recording, names: &'r Names<'r>, conv: &'r Conventions) -> Self {
        Marker {
            rec,
            names,
            conv,
            answers: vec![None; rec.len()],
        }
    }

    /// Takes one answer line.
    ///
    /// # Errors
    /// The line names a node the tree does not have, or one answered before.
    pub fn add(&mut self, l: &Line) -> Result<(), ParseError> {
        let id = self.names.resolve(&l.node, l.loc)?;
        let slot = &mut self.answers[id.index()];
        if let Some((first, _)) = slot {
            return Err(ParseError::new(
                l.loc,
                format!(
                    "one answer per node ({} is answered on line {first})",
                    quote(&self.names.name(id)),
                ),
                format!("a second answer {}", quote(&l.node)),
            ));
        }
        *slot = Some((l.loc.line, l.claim));
        Ok(())
    }

    /// The marking: every node asked about or answered, in tree order.
    pub fn finish(self) -> Marking {
        let (rec, conv) = (self.rec, self.conv);
        let mut nodes = Vec::new();
        let mut counts = [0usize; 5];
        for id in preorder(rec) {
            let answer = self.answers[id.index()];
            if answer.is_none() && !asked(rec, self.names, id) {
                continue;
            }
            let want = expected(rec, id, conv);
            let mistakes = match &answer {
                None => vec![Mistake::Missing],
                Some((_, claim)) => judge(claim, &want, rec, id, conv),
            };
            for m in &mistakes {
                counts[m.column()] += 1;
            }
            nodes.push(NodeMark {
                node: self.names.name(id),
                id: id.index(),
                line: answer.map(|(line, _)| line),
                answer: answer.map(|(_, claim)| claim.text()),
                expected: want.text(),
                mistakes,
            });
        }
        let correct = nodes.iter().filter(|n| n.correct()).count();
        Marking {
            total: nodes.len(),
            correct,
            nodes,
            counts,
        }
    }
}

/// The model answer in the text form: every node asked about, in tree order.
pub fn model_answer(rec: &Recording, names: &Names, conv: &Conventions) -> String {
    let mut out = String::new();
    let rows: Vec<(String, String)> = preorder(rec)
        .into_iter()
        .filter(|&id| asked(rec, names, id))
        .map(|id| (names.name(id), expected(rec, id, conv)))
        .map(|(n, c)| {
            let t = match c {
                Claim::Pruned => "pruned".to_string(),
                Claim::Value { rel, value, window } => {
                    let mut s = format!("{} {value}", rel.as_str());
                    if let Some(w) = window {
                        s = format!("{s:<8} {}", window_text(Some(w)));
                    }
                    s
                }
            };
            (n, t)
        })
        .collect();
    let width = rows
        .iter()
        .map(|(n, _)| n.chars().count())
        .max()
        .unwrap_or(0);
    for (n, t) in rows {
        let _ = writeln!(out, "{n:<width$} {t}");
    }
    out
}
