//! Marking a hand-worked tree: each answer line is compared with the recording of the
//! search under the chosen [`Conventions`], node by node.
//!
//! The nodes *asked about* are what a sheet asks the student to fill in: the searched
//! inner nodes (their values, and windows if the student writes them) and the pruned
//! nodes whose parent was searched (the word `pruned`, the edge crossed out). Leaves'
//! values are given on the sheet. Lines about other nodes (a searched leaf, a node
//! below a pruned one) are marked too: a wrong one is a mistake, a right one earns
//! nothing (a copied leaf is no work). A line that cannot be read, names no node of the
//! tree or answers a node a second time is a *bad line*: one mistake on that line (on
//! its node, when the node could be read and has no other answer). The score is the
//! correct answers to the nodes asked about over the nodes asked about, the wrong lines
//! about other nodes and the bad lines of their own ([`Marking`]).
//!
//! Every mistake explains itself ([`super::explain`]), and an answer with mistakes is
//! also marked under the other conventions ([`Conventions::alternatives`]): the
//! verdict names those it is right under, with the options that select them.

use super::answer::{BadLine, Claim, Item, Line, Rel};
use super::explain::Explainer;
use super::{shown, Alternative, Bounds, Conventions, Hint};
use crate::game::file::{quote, ParseError};
use crate::games::tree::Tree;
use crate::params::Naming;
use crate::record::NodeNames;
use crate::record::{Bound, NodeId, NodeKind, Recording};
use serde::Serialize;
use std::cell::OnceCell;
use std::fmt::Write as _;

/// What is wrong with an answer, without the explanation: what `check` finds
/// ([`Mistake`]) and what [`super::explain::Explainer::why`] explains.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum MistakeKind {
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
    /// A line that cannot be read, names no node of the tree, or answers a node a
    /// second time.
    BadLine {
        /// The column where the problem is.
        column: usize,
        /// What would have been right there.
        expected: String,
        /// What the line has instead (file text quoted and shortened).
        found: String,
    },
}

impl MistakeKind {
    /// The column of the CSV counting this kind of mistake.
    fn column(&self) -> usize {
        match self {
            MistakeKind::WrongValue { .. } => 0,
            MistakeKind::WrongWindow { .. } => 1,
            MistakeKind::PrunedButSearched => 2,
            MistakeKind::SearchedButPruned => 3,
            MistakeKind::Missing => 4,
            MistakeKind::BadLine { .. } => 5,
        }
    }

    /// The bad line of a reading error.
    fn bad_line(e: &ParseError) -> MistakeKind {
        MistakeKind::BadLine {
            column: e.loc.col,
            expected: e.expected.clone(),
            found: e.found.clone(),
        }
    }
}

/// What is wrong with a node's answer (or a line), and why the right answer is right.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Mistake {
    /// What is wrong.
    #[serde(flatten)]
    pub kind: MistakeKind,
    /// Why: the numbers of the search behind the expected answer (`pruned because
    /// α = 3 ≥ β = 2 at C after C.1`); empty when there is nothing to explain.
    #[serde(skip_serializing_if = "String::is_empty")]
    pub why: String,
}

impl Mistake {
    /// A short description in the current language with its explanation: `wrong value (expected <= 3,
    /// got <= 2): C is cut off after C.1 (α = 3 ≥ β = 2), …`.
    pub fn text(&self) -> String {
        let what = match &self.kind {
            MistakeKind::WrongValue { expected, got } => {
                crate::tr!("check-wrong-value", expected = expected, got = got)
            }
            MistakeKind::WrongWindow { expected, got } => {
                crate::tr!("check-wrong-window", expected = expected, got = got)
            }
            MistakeKind::PrunedButSearched => crate::tr!("check-pruned-but-searched"),
            MistakeKind::SearchedButPruned => crate::tr!("check-searched-but-pruned"),
            MistakeKind::Missing => crate::tr!("check-missing"),
            MistakeKind::BadLine {
                column,
                expected,
                found,
            } => crate::tr!(
                "check-bad-line",
                column = *column,
                expected = expected,
                found = found
            ),
        };
        if self.why.is_empty() {
            what
        } else {
            crate::tr!("check-mistake-why", what = what, why = &self.why)
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
    /// What the student wrote (`<= 2 [3, inf]`), if it could be read.
    pub answer: Option<String>,
    /// The correct answer in the same form.
    pub expected: String,
    /// Whether the node is asked about ([`asked`]): only then does a right answer
    /// count; a wrong answer counts as a mistake either way.
    pub asked: bool,
    /// What is wrong; empty when the node is correct.
    pub mistakes: Vec<Mistake>,
    /// The other conventions, one option away, under which this node's answer is
    /// right (filled in only when the whole answer is right under none).
    #[serde(skip)]
    pub right_under: Vec<Hint>,
}

impl NodeMark {
    /// Whether the node's answer is right.
    pub fn correct(&self) -> bool {
        self.mistakes.is_empty()
    }

    /// The verdict on this node in words: `correct` (a node not asked about: `correct,
    /// not asked about (counts for nothing)`), or its mistakes joined by `; ` (a missing
    /// node with the expected answer: `missing (expected = 3)`), then the conventions it
    /// is right under.
    pub fn status(&self, naming: &Naming) -> String {
        if self.correct() {
            return match self.asked {
                true => crate::tr!("check-correct"),
                false => not_counted(),
            };
        }
        let mut s = self
            .mistakes
            .iter()
            .map(|m| match m.kind {
                MistakeKind::Missing => missing_expected(&self.expected),
                _ => m.text(),
            })
            .collect::<Vec<_>>()
            .join("; ");
        if !self.right_under.is_empty() {
            let _ = write!(s, "; {}", right_under_text(&self.right_under, naming));
        }
        s
    }
}

/// The status of a right answer about a node not asked about (a leaf copied from the
/// sheet): `correct, not asked about (counts for nothing)` in the current language.
pub fn not_counted() -> String {
    crate::tr!("check-not-counted")
}

/// A missing node's status with its expected answer: `missing (expected = 3)`.
pub fn missing_expected(expected: &str) -> String {
    crate::tr!("check-missing-expected", expected = expected)
}

/// `right under fail-soft alpha-beta (--convention fail-soft)`, several joined by `or`,
/// the options named by `naming`.
pub fn right_under_text(hints: &[Hint], naming: &Naming) -> String {
    let all = hints
        .iter()
        .map(|h| h.text(naming))
        .reduce(|first, second| crate::tr!("check-or", first = first, second = second))
        .unwrap_or_default();
    crate::tr!("check-right-under", conventions = all)
}

/// A bad line that is no node's answer: it names no node of the tree, answers a node a
/// second time, or cannot be read far enough to say which node it is about.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct LineMark {
    /// The line.
    pub line: usize,
    /// The node as written, shortened to [`SHOWN_NODE`] characters, if it could be
    /// read.
    pub node: Option<String>,
    /// The mistake: always a [`MistakeKind::BadLine`].
    pub mistake: Mistake,
}

/// How many characters of a bad line's node are kept ([`LineMark::node`]).
pub const SHOWN_NODE: usize = 30;

/// The marking of one answer file.
///
/// The score is [`Marking::correct`] of [`Marking::total`]: the correct answers to the
/// nodes asked about, over the nodes asked about, the wrong lines about other nodes
/// and the bad lines of their own. A right line about a node not asked about (a leaf's
/// value copied from the sheet) earns nothing and costs nothing.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Marking {
    /// The nodes asked about or answered, in tree (pre-)order.
    pub nodes: Vec<NodeMark>,
    /// The bad lines that are no node's answer, in file order.
    pub bad_lines: Vec<LineMark>,
    /// Correct answers to nodes asked about.
    pub correct: usize,
    /// Nodes asked about.
    pub asked: usize,
    /// Nodes asked about, wrong answers to other nodes, and bad lines that are no
    /// node's answer: what the score is out of.
    pub total: usize,
    /// Counts of wrong values, wrong windows, pruned-but-searched, searched-but-pruned
    /// and missing nodes, and bad lines ([`MISTAKE_NAMES`]).
    #[serde(skip)]
    pub counts: [usize; 6],
    /// The other conventions under which the whole answer is right, those that differ
    /// in the fewest options (empty when the answer is right, or right under none).
    #[serde(skip)]
    pub right_under: Vec<Hint>,
}

/// The names of the mistake kinds, in [`Marking::counts`] order.
pub const MISTAKE_NAMES: [&str; 6] = [
    "wrong value",
    "wrong window",
    "pruned but should be searched",
    "searched but should be pruned",
    "missing",
    "bad line",
];

/// `n` mistakes of the kind in [`Marking::counts`]' column `kind`, in words: `2 wrong
/// values`, `1 missing`, `2 searched but should be pruned`.
fn count_text(kind: usize, n: usize) -> String {
    match kind {
        0 => crate::tr!("check-count-wrong-value", n = n),
        1 => crate::tr!("check-count-wrong-window", n = n),
        2 => crate::tr!("check-count-pruned-but-searched", n = n),
        3 => crate::tr!("check-count-searched-but-pruned", n = n),
        4 => crate::tr!("check-count-missing", n = n),
        _ => crate::tr!("check-count-bad-line", n = n),
    }
}

impl Marking {
    /// The marking of `nodes` and `bad_lines`, counted.
    fn new(nodes: Vec<NodeMark>, bad_lines: Vec<LineMark>) -> Marking {
        let mut counts = [0usize; 6];
        let mistakes = nodes
            .iter()
            .flat_map(|n| &n.mistakes)
            .chain(bad_lines.iter().map(|l| &l.mistake));
        for m in mistakes {
            counts[m.kind.column()] += 1;
        }
        let asked = nodes.iter().filter(|n| n.asked).count();
        let wrong_others = nodes.iter().filter(|n| !n.asked && !n.correct()).count();
        Marking {
            correct: nodes.iter().filter(|n| n.asked && n.correct()).count(),
            asked,
            total: asked + wrong_others + bad_lines.len(),
            nodes,
            bad_lines,
            counts,
            right_under: Vec::new(),
        }
    }

    /// Whether every node asked about is right, no other line wrong and no line bad.
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

    /// The one-line verdict: `all 6 nodes asked about correct`, or `4 of 6 nodes asked
    /// about correct (67%): 2 wrong values` (with wrong lines about other nodes and bad
    /// lines of their own: `4 of 6 nodes asked about correct, 1 other line wrong (57%):
    /// …`), followed by `; right under fail-soft alpha-beta (--convention fail-soft)`
    /// when the answer is right under other conventions.
    pub fn verdict(&self, naming: &Naming) -> String {
        if self.all_correct() {
            return crate::tr!("check-all-correct", n = self.asked);
        }
        let parts: Vec<String> = self
            .counts
            .iter()
            .enumerate()
            .filter(|(_, n)| **n > 0)
            .map(|(kind, &n)| count_text(kind, n))
            .collect();
        let others = match self.total - self.asked {
            0 => String::new(),
            n => format!(", {}", crate::tr!("check-others-wrong", n = n)),
        };
        let mut v = crate::tr!(
            "check-verdict",
            correct = self.correct,
            asked = self.asked,
            others = others,
            percent = crate::lang::decimal(self.percent(), 0),
            mistakes = parts.join(", ")
        );
        if !self.right_under.is_empty() {
            let _ = write!(v, "; {}", right_under_text(&self.right_under, naming));
        }
        v
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
pub fn asked(rec: &Recording, id: NodeId) -> bool {
    match rec.node(id).kind() {
        NodeKind::Interior => true,
        NodeKind::Pruned => rec
            .parent(id)
            .is_some_and(|p| rec.node(p).kind() != NodeKind::Pruned),
        NodeKind::Leaf | NodeKind::Terminal => false,
    }
}

/// The correct answer for a node under `conv` (from a recording made with
/// `conv.algorithm()` and `conv.cut`). A value that is only a bound is written as a
/// bound (`<= 2`) unless `conv.bounds` is [`Bounds::Reject`].
pub fn expected(rec: &Recording, id: NodeId, conv: &Conventions) -> Claim {
    if rec.node(id).kind() == NodeKind::Pruned {
        return Claim::Pruned;
    }
    let s = shown(rec, id, conv.values);
    let bounds = conv.bounds != Bounds::Reject;
    let rel = match (bounds, s.bound) {
        (true, Some(Bound::Upper)) => Rel::Le,
        (true, Some(Bound::Lower)) => Rel::Ge,
        _ => Rel::Eq,
    };
    Claim::Value {
        rel,
        value: s.value.unwrap_or_default(),
        den: rec.meta.scale,
        window: s.window,
    }
}

/// What a node's answer is: nothing, what the student wrote, or a line that could not
/// be read.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Slot {
    /// No line about the node.
    Empty,
    /// The line and what it claims.
    Answer(usize, Claim),
    /// A line about the node that could not be read, and why.
    Bad(usize, ParseError),
}

impl Slot {
    fn line(&self) -> Option<usize> {
        match self {
            Slot::Empty => None,
            Slot::Answer(l, _) | Slot::Bad(l, _) => Some(*l),
        }
    }

    fn claim(&self) -> Option<&Claim> {
        match self {
            Slot::Answer(_, c) => Some(c),
            _ => None,
        }
    }
}

/// The relations an answer may write at the searched node `id` of `rec` (searched
/// with `conv`), with the value the node returned: `=` unless bounds are required at a
/// node whose value is only a bound; `<=` (`>=`) only at a node whose value is an
/// upper (lower) bound, and if bounds count.
pub fn accepted_rels(rec: &Recording, id: NodeId, conv: &Conventions) -> Vec<Rel> {
    let bound = shown(rec, id, conv.values).bound;
    let is_bound = matches!(bound, Some(Bound::Upper | Bound::Lower));
    [Rel::Eq, Rel::Le, Rel::Ge]
        .into_iter()
        .filter(|rel| match rel {
            Rel::Eq => !(is_bound && conv.bounds == Bounds::Require),
            Rel::Le => conv.bounds != Bounds::Reject && bound == Some(Bound::Upper),
            Rel::Ge => conv.bounds != Bounds::Reject && bound == Some(Bound::Lower),
        })
        .collect()
}

/// What is wrong with the answer `slot` for node `id` of `rec` (searched with `conv`),
/// whose correct answer is `want`.
fn judge(
    slot: &Slot,
    want: &Claim,
    rec: &Recording,
    id: NodeId,
    conv: &Conventions,
) -> Vec<MistakeKind> {
    let got = match slot {
        Slot::Empty => return vec![MistakeKind::Missing],
        Slot::Bad(_, e) => return vec![MistakeKind::bad_line(e)],
        Slot::Answer(_, got) => got,
    };
    match (got, want) {
        (Claim::Pruned, Claim::Pruned) => Vec::new(),
        (Claim::Pruned, Claim::Value { .. }) => vec![MistakeKind::PrunedButSearched],
        (Claim::Value { .. }, Claim::Pruned) => vec![MistakeKind::SearchedButPruned],
        (
            Claim::Value {
                rel,
                value,
                den,
                window,
            },
            Claim::Value {
                rel: want_rel,
                value: want_value,
                den: want_den,
                window: want_window,
            },
        ) => {
            let mut m = Vec::new();
            let rel_ok = accepted_rels(rec, id, conv).contains(rel);
            // Values compared exactly: a chance node's 2.1 is 21/10 is 2.10.
            let same = i64::from(*value) * i64::from(*want_den)
                == i64::from(*want_value) * i64::from(*den);
            if !(rel_ok && same) {
                m.push(MistakeKind::WrongValue {
                    expected: format!(
                        "{} {}",
                        want_rel.as_str(),
                        crate::record::scaled_text(*want_value, *want_den)
                    ),
                    got: format!(
                        "{} {}",
                        rel.as_str(),
                        crate::record::scaled_text(*value, *den)
                    ),
                });
            }
            if let Some(w) = window {
                if Some(*w) != *want_window {
                    m.push(MistakeKind::WrongWindow {
                        expected: window_text(*want_window),
                        got: window_text(Some(*w)),
                    });
                }
            }
            m
        }
    }
}

/// `[α, β]` as an answer writes it, or `none`.
pub fn window_text(w: Option<(i32, i32)>) -> String {
    match w {
        None => "none".into(),
        Some((a, b)) => format!("[{}, {}]", super::bound_text(a), super::bound_text(b)),
    }
}

/// Most nodes a tree may have for `check` to mark an answer with mistakes under the
/// other conventions too (each is one more search and one more marking; exercises
/// have at most 5,000 nodes).
pub const MAX_HINT_NODES: usize = 100_000;

/// The tree under one other set of conventions, for hints: the recording and how its
/// nodes correspond to the marked recording's (the same tree, in pre-order).
struct Other {
    rec: Recording,
    /// By the marked recording's node id, this recording's.
    own: Vec<NodeId>,
    /// By this recording's node id, the marked recording's.
    marked: Vec<NodeId>,
}

/// The other conventions an answer is marked under when it has mistakes, and their
/// recordings (one per algorithm and cut rule: the view changes no recording).
struct Others {
    alternatives: Vec<(Alternative, usize)>,
    recordings: Vec<Other>,
}

impl Others {
    /// The tree `tree` (recorded as `rec` under `conv`) under every alternative to
    /// `conv`; an alternative whose search fails is left out.
    fn new(tree: &Tree, rec: &Recording, conv: &Conventions) -> Others {
        let order = preorder(rec);
        let mut keys = Vec::new();
        let mut recordings = Vec::new();
        let mut alternatives = Vec::new();
        let chance = crate::game::Position::has_chance(&tree.root());
        for alt in conv.alternatives() {
            // Alpha-beta cannot search a tree with chance nodes.
            if chance && alt.conv.alphabeta {
                continue;
            }
            let key = (alt.conv.algorithm(), alt.conv.cut);
            let index = match keys.iter().position(|k| *k == key) {
                Some(i) => i,
                None => {
                    let Ok(other) = super::solve(tree, key.0, key.1) else {
                        continue;
                    };
                    let theirs = preorder(&other);
                    if theirs.len() != order.len() {
                        continue;
                    }
                    let mut own = vec![NodeId::new(0); rec.len()];
                    let mut marked = vec![NodeId::new(0); other.len()];
                    for (&a, &b) in order.iter().zip(&theirs) {
                        own[a.index()] = b;
                        marked[b.index()] = a;
                    }
                    keys.push(key);
                    recordings.push(Other {
                        rec: other,
                        own,
                        marked,
                    });
                    keys.len() - 1
                }
            };
            alternatives.push((alt, index));
        }
        Others {
            alternatives,
            recordings,
        }
    }

    /// Whether the answers `slots` (by the marked recording's node ids) are all right
    /// under `conv`, recorded as `other`.
    fn all_correct(other: &Other, conv: &Conventions, slots: &[Slot]) -> bool {
        preorder(&other.rec).into_iter().all(|id| {
            let slot = &slots[other.marked[id.index()].index()];
            (*slot == Slot::Empty && !asked(&other.rec, id))
                || judge(slot, &expected(&other.rec, id, conv), &other.rec, id, conv).is_empty()
        })
    }

    /// Fills in `m.right_under` — the alternatives with the fewest changed options
    /// under which the whole answer is right — or, when there are none, each wrong
    /// node's alternatives one option away under which that node is right.
    fn hint(&self, m: &mut Marking, slots: &[Slot]) {
        let right: Vec<&Alternative> = if m.bad_lines.is_empty() {
            self.alternatives
                .iter()
                .filter(|(alt, i)| Self::all_correct(&self.recordings[*i], &alt.conv, slots))
                .map(|(alt, _)| alt)
                .collect()
        } else {
            Vec::new()
        };
        let fewest = right.iter().map(|a| a.changes).min();
        m.right_under = right
            .iter()
            .filter(|a| Some(a.changes) == fewest)
            .map(|a| a.hint.clone())
            .collect();
        if !m.right_under.is_empty() {
            return;
        }
        for n in m.nodes.iter_mut().filter(|n| !n.correct()) {
            let slot = &slots[n.id];
            if slot.claim().is_none() {
                continue;
            }
            n.right_under = self
                .alternatives
                .iter()
                .filter(|(alt, _)| alt.changes == 1)
                .filter(|(alt, i)| {
                    let other = &self.recordings[*i];
                    let id = other.own[n.id];
                    let want = expected(&other.rec, id, &alt.conv);
                    judge(slot, &want, &other.rec, id, &alt.conv).is_empty()
                })
                .map(|(alt, _)| alt.hint.clone())
                .collect();
        }
    }
}

/// What marking needs, made once for all answer files: the recording under the
/// conventions and its names, and — each made when first needed — the numbers behind
/// the explanations and the recordings under the other conventions.
pub struct Context<'r> {
    rec: &'r Recording,
    names: &'r NodeNames<'r>,
    conv: Conventions,
    /// The tree, to search under other conventions; `None`: no hints.
    tree: Option<&'r Tree>,
    explainer: OnceCell<Explainer<'r>>,
    others: OnceCell<Option<Others>>,
    naming: Naming,
}

impl<'r> Context<'r> {
    /// Marking against `rec` (named by `names`), searched with `conv`. With `tree`
    /// (the tree `rec` records), an answer with mistakes is also marked under the other
    /// conventions, should the tree have at most [`MAX_HINT_NODES`] nodes.
    pub fn new(
        rec: &'r Recording,
        names: &'r NodeNames<'r>,
        conv: Conventions,
        tree: Option<&'r Tree>,
    ) -> Context<'r> {
        Context {
            rec,
            names,
            conv,
            tree: tree.filter(|_| rec.len() <= MAX_HINT_NODES),
            explainer: OnceCell::new(),
            others: OnceCell::new(),
            naming: Naming::LIBRARY,
        }
    }

    /// This context with the mistakes' reasons naming options as `naming` does.
    pub fn with_naming(mut self, naming: Naming) -> Context<'r> {
        self.naming = naming;
        self
    }

    fn explainer(&self) -> &Explainer<'r> {
        self.explainer.get_or_init(|| {
            Explainer::new(self.rec, self.names, self.conv).with_naming(self.naming)
        })
    }

    fn others(&self) -> Option<&Others> {
        self.others
            .get_or_init(|| self.tree.map(|t| Others::new(t, self.rec, &self.conv)))
            .as_ref()
    }
}

/// Marks the answer `lines` against `rec` (searched with `conv`); lines naming no node
/// of the tree, or a node a second time, are bad lines. No hints of other conventions
/// (see [`Context::new`]).
pub fn mark(rec: &Recording, names: &NodeNames, lines: &[Line], conv: &Conventions) -> Marking {
    let ctx = Context::new(rec, names, *conv, None);
    let mut m = Marker::new(&ctx);
    for l in lines {
        m.add(Ok(l.clone()));
    }
    m.finish()
}

/// Marks an answer a line at a time, as it is read ([`super::answer::parse_each`]);
/// then [`Marker::finish`] marks the tree.
pub struct Marker<'c, 'r> {
    ctx: &'c Context<'r>,
    /// Each node's answer so far, by node id.
    slots: Vec<Slot>,
    /// The bad lines that are no node's answer so far.
    bad: Vec<LineMark>,
    /// The lines taken so far, answers and bad lines.
    lines: usize,
}

impl<'c, 'r> Marker<'c, 'r> {
    /// A marker of answers in the context `ctx`, none taken yet.
    pub fn new(ctx: &'c Context<'r>) -> Self {
        Marker {
            ctx,
            slots: vec![Slot::Empty; ctx.rec.len()],
            bad: Vec::new(),
            lines: 0,
        }
    }

    /// The lines taken so far, answers and bad lines: 0 for a file that holds no answer
    /// at all (empty, or only comments and blank lines; see [`no_answer`]).
    pub fn lines(&self) -> usize {
        self.lines
    }

    /// Takes one line: an answer, or a bad line. An answer naming no node of the tree
    /// or a node answered before is a bad line; a bad line whose node could be read is
    /// that node's answer, if it has none yet.
    pub fn add(&mut self, item: Item) {
        self.lines += 1;
        match item {
            Ok(l) => match self.ctx.names.resolve(&l.node, l.loc) {
                Err(error) => self.bad_line(error, Some(&l.node)),
                Ok(id) => match self.slots[id.index()].line() {
                    Some(first) => {
                        let error = ParseError::new(
                            l.loc,
                            crate::tr!(
                                "check-one-answer",
                                node = quote(&self.ctx.names.name(id)),
                                line = first
                            ),
                            crate::tr!("check-second-answer", node = quote(&l.node)),
                        );
                        self.bad_line(error, Some(&l.node));
                    }
                    None => self.slots[id.index()] = Slot::Answer(l.loc.line, l.claim),
                },
            },
            Err(BadLine { error, node }) => {
                let id = node
                    .as_ref()
                    .and_then(|(loc, n)| self.ctx.names.resolve(n, *loc).ok())
                    .filter(|id| self.slots[id.index()] == Slot::Empty);
                match id {
                    Some(id) => self.slots[id.index()] = Slot::Bad(error.loc.line, error),
                    None => self.bad_line(error, node.as_ref().map(|(_, n)| n.as_str())),
                }
            }
        }
    }

    fn bad_line(&mut self, error: ParseError, node: Option<&str>) {
        self.bad.push(LineMark {
            line: error.loc.line,
            node: node.map(|n| {
                let mut s: String = n.chars().take(SHOWN_NODE).collect();
                if n.chars().nth(SHOWN_NODE).is_some() {
                    s.push('…');
                }
                s
            }),
            mistake: Mistake {
                kind: MistakeKind::bad_line(&error),
                why: String::new(),
            },
        });
    }

    /// The marking: every node asked about or answered, in tree order, each mistake
    /// explained; then the bad lines that are no node's answer. An answer with
    /// mistakes is marked under the other conventions too (see [`Context::new`]).
    pub fn finish(self) -> Marking {
        let (rec, conv) = (self.ctx.rec, &self.ctx.conv);
        let mut nodes = Vec::new();
        for id in preorder(rec) {
            let slot = &self.slots[id.index()];
            if *slot == Slot::Empty && !asked(rec, id) {
                continue;
            }
            let want = expected(rec, id, conv);
            let mistakes = judge(slot, &want, rec, id, conv)
                .into_iter()
                .map(|kind| Mistake {
                    why: self.ctx.explainer().why(id, &kind, slot.claim()),
                    kind,
                })
                .collect();
            nodes.push(NodeMark {
                node: self.ctx.names.name(id),
                id: id.index(),
                line: slot.line(),
                answer: slot.claim().map(Claim::text),
                expected: want.text(),
                asked: asked(rec, id),
                mistakes,
                right_under: Vec::new(),
            });
        }
        let mut m = Marking::new(nodes, self.bad);
        if !m.all_correct() {
            if let Some(others) = self.ctx.others() {
                others.hint(&mut m, &self.slots);
            }
        }
        m
    }
}

/// The error of an answer file `file` without a single answer line (empty, only
/// comments and blank lines, an empty JSON list): it is no answer at all, as a file
/// that cannot be read is not (`gametree check` exits 2). An answer given as text by a
/// program (Python's `check`, the browser's) is marked instead: every node missing.
pub fn no_answer(file: &str) -> String {
    crate::tr!("check-no-answer", file = file)
}

/// The model answer in the text form: every node asked about, in tree order.
pub fn model_answer(rec: &Recording, names: &NodeNames, conv: &Conventions) -> String {
    let mut out = String::new();
    let rows: Vec<(String, String)> = preorder(rec)
        .into_iter()
        .filter(|&id| asked(rec, id))
        .map(|id| (names.name(id), expected(rec, id, conv)))
        .map(|(n, c)| {
            let t = match c {
                Claim::Pruned => "pruned".to_string(),
                Claim::Value { window, .. } => {
                    let mut s = c.value_text();
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
