//! Why the right answer is right: each mistake `gametree check` finds is explained with
//! the numbers of the search — the window `[α, β]` at the node where a cut-off
//! happened or did not, the child after which it happened, the children's values
//! behind a node's value, and the rule (fail-hard or fail-soft) behind a bound.
//!
//! Numbers are in the view the answers are written in (`--values`). A parent's window
//! after each child is worked out from the recording in MAX's view — α rises at MAX
//! nodes, β falls at MIN nodes, by the value the child returned (a win or loss seen one
//! ply nearer, with a tree's `win-score:`) — which is the window the search passes to
//! the next child (win scores moved one ply farther).

use super::MistakeKind;
use super::{bound_text, shown, Conventions};
use crate::game::{Player, Score, WinScore, INF};
use crate::params::{Naming, Param};
use crate::record::NodeNames;
use crate::record::{Bound, NodeId, NodeKind, Perspective, Recording};
use crate::search::CutRule;

/// How many children's values an explanation of a node's value lists.
pub const LISTED_VALUES: usize = 6;

/// The explanations of one recording's mistakes.
pub struct Explainer<'r> {
    rec: &'r Recording,
    names: &'r NodeNames<'r>,
    conv: Conventions,
    /// The tree's win scoring (none without `win-score:`).
    win: WinScore,
    /// By node id, the parent's window (MAX's view) just before the node was searched:
    /// the window the node was searched with, but for win scores (one ply farther
    /// there). `None` at the root, for pruned nodes and without windows (minimax).
    before: Vec<Option<(Score, Score)>>,
    /// How the reasons name options (`--prune-on gt`).
    naming: Naming,
}

impl<'r> Explainer<'r> {
    /// The explanations for `rec` (named by `names`), searched with `conv`: works out
    /// every parent's window before each child, in time linear in the recording.
    pub fn new(rec: &'r Recording, names: &'r NodeNames<'r>, conv: Conventions) -> Explainer<'r> {
        let win = rec.meta.win_score.unwrap_or(WinScore::NONE);
        let mut before = vec![None; rec.len()];
        for p in (0..rec.len()).map(NodeId::new) {
            let Some(mut w) = shown(rec, p, Perspective::Max).window else {
                continue;
            };
            let max = rec.node(p).player() == Player::Max;
            for &c in names.children(p) {
                if rec.node(c).kind() == NodeKind::Pruned {
                    break;
                }
                before[c.index()] = Some(w);
                if let Some(v) = shown(rec, c, Perspective::Max).value {
                    let v = win.nearer(v);
                    w = if max {
                        (w.0.max(v), w.1)
                    } else {
                        (w.0, w.1.min(v))
                    };
                }
            }
        }
        Explainer {
            rec,
            names,
            conv,
            win,
            before,
            naming: Naming::LIBRARY,
        }
    }

    /// These explanations with options named by `naming`.
    pub fn with_naming(mut self, naming: Naming) -> Explainer<'r> {
        self.naming = naming;
        self
    }

    /// Why the right answer at node `id` is right, for the mistake `kind` (the student
    /// wrote `got`, if anything could be read); empty when there is nothing to say.
    pub fn why(
        &self,
        id: NodeId,
        kind: &MistakeKind,
        got: Option<&super::answer::Claim>,
    ) -> String {
        match kind {
            MistakeKind::WrongValue { .. } => self.why_value(id, got),
            MistakeKind::WrongWindow { .. } => self.why_window(id),
            MistakeKind::PrunedButSearched => self.why_searched(id),
            MistakeKind::SearchedButPruned => self.why_pruned(id),
            MistakeKind::Missing | MistakeKind::BadLine { .. } => String::new(),
        }
    }

    fn name(&self, id: NodeId) -> String {
        self.names.name(id)
    }

    /// A window in MAX's view as node `id` sees it in the answers' view.
    fn in_view(&self, id: NodeId, (a, b): (Score, Score)) -> (Score, Score) {
        if self.flipped(id) {
            (-b, -a)
        } else {
            (a, b)
        }
    }

    /// Whether values at `id` are negated in the answers' view.
    fn flipped(&self, id: NodeId) -> bool {
        self.conv.values == Perspective::SideToMove && self.rec.node(id).player() == Player::Min
    }

    /// The parent's window (MAX's view) after the searched child `c` returned.
    fn after(&self, c: NodeId) -> Option<(Score, Score)> {
        let (a, b) = self.before[c.index()]?;
        let v = self.win.nearer(shown(self.rec, c, Perspective::Max).value?);
        let p = self.names.parent(c)?;
        Some(if self.rec.node(p).player() == Player::Max {
            (a.max(v), b)
        } else {
            (a, b.min(v))
        })
    }

    /// `α = 3 ≥ β = 2 at C after C.1`: the window of `p` after its child `c`, in the
    /// answers' view, compared by `op`.
    fn at(&self, p: NodeId, c: NodeId, op: &str) -> Option<String> {
        let (a, b) = self.in_view(p, self.after(c)?);
        Some(crate::tr!(
            "check-why-at",
            alpha = bound_text(a),
            op = op,
            beta = bound_text(b),
            node = self.name(p),
            child = self.name(c)
        ))
    }

    /// The child of `p` just before `c`, if `c` is not the first.
    fn previous(&self, c: NodeId) -> Option<(NodeId, NodeId)> {
        let p = self.names.parent(c)?;
        let place = self.names.place(c);
        let prev = *self.names.children(p).get(place.checked_sub(2)?)?;
        Some((p, prev))
    }

    /// The last child of `p` searched before `c`: after it the cut-off happened that
    /// prunes `c` and every later sibling (`C.1` for `C.2` and `C.3` alike).
    fn last_searched_before(&self, c: NodeId) -> Option<(NodeId, NodeId)> {
        let p = self.names.parent(c)?;
        let place = self.names.place(c);
        let before = self.names.children(p).get(..place.checked_sub(1)?)?;
        let last = before
            .iter()
            .rev()
            .copied()
            .find(|&k| self.rec.node(k).kind() != NodeKind::Pruned)?;
        Some((p, last))
    }

    /// Why a node is pruned: the cut-off at the parent of the topmost pruned node above
    /// it (or it), with its α and β in the answers' view; empty for a searched node.
    pub fn why_pruned(&self, id: NodeId) -> String {
        let mut top = id;
        while let Some(p) = self.names.parent(top) {
            if self.rec.node(p).kind() != NodeKind::Pruned {
                break;
            }
            top = p;
        }
        let op = match self.conv.cut {
            CutRule::Ge => "≥",
            CutRule::Gt => ">",
        };
        let Some((p, prev)) = self.last_searched_before(top) else {
            return String::new();
        };
        let Some((a, b)) = self.after(prev).map(|w| self.in_view(p, w)) else {
            return String::new();
        };
        let cut = if a >= b {
            self.at(p, prev, op).unwrap_or_default()
        } else {
            // Not the window: at the root nothing beats a win in one ply.
            crate::tr!(
                "check-why-wins-in-one",
                child = self.name(prev),
                node = self.name(p)
            )
        };
        if top == id {
            crate::tr!("check-why-pruned", cut = cut)
        } else {
            crate::tr!("check-why-pruned-inside", top = self.name(top), cut = cut)
        }
    }

    /// Why a node is searched: no cut-off before it at its parent.
    pub fn why_searched(&self, id: NodeId) -> String {
        if !self.conv.alphabeta {
            return crate::tr!("check-why-minimax-searches");
        }
        let Some((p, prev)) = self.previous(id) else {
            return match self.names.parent(id) {
                Some(p) => crate::tr!("check-why-first-child", node = self.name(p)),
                None => crate::tr!("check-why-root-searched"),
            };
        };
        let Some((a, b)) = self.after(prev).map(|w| self.in_view(p, w)) else {
            return String::new();
        };
        let tie = a == b;
        let text = self
            .at(p, prev, if tie { "=" } else { "<" })
            .unwrap_or_default();
        if tie {
            crate::tr!(
                "check-why-searched-tie",
                at = text,
                option = (self.naming.setting)(Param::PruneOn, "gt")
            )
        } else {
            crate::tr!("check-why-searched", at = text)
        }
    }

    /// Where a node's window comes from: its parent's window on entry (first child) or
    /// after the child before it, negated and swapped when the view changes sides.
    pub fn why_window(&self, id: NodeId) -> String {
        if !self.conv.alphabeta {
            return crate::tr!("check-why-no-windows");
        }
        let Some(p) = self.names.parent(id) else {
            return crate::tr!(
                "check-why-root-window",
                window = crate::lang::window("-inf", "inf")
            );
        };
        let (node, parent) = (self.name(id), self.name(p));
        let from = match self.previous(id) {
            Some((_, prev)) => crate::tr!(
                "check-why-window-after",
                parent = parent,
                child = self.name(prev)
            ),
            None => crate::tr!("check-why-window-on-entry", parent = parent),
        };
        let Some(w) = self.before[id.index()] else {
            return crate::tr!("check-why-window", node = node, from = from, farther = "");
        };
        let farther = if Some(w) == shown(self.rec, id, Perspective::Max).window {
            String::new()
        } else {
            crate::tr!("check-why-farther")
        };
        if self.flipped(id) != self.flipped(p) {
            let (a, b) = self.in_view(p, w);
            crate::tr!(
                "check-why-window-negated",
                node = node,
                from = from,
                window = crate::lang::window(bound_text(a), bound_text(b)),
                farther = farther
            )
        } else {
            crate::tr!(
                "check-why-window",
                node = node,
                from = from,
                farther = farther
            )
        }
    }

    /// How a node's value comes about: a leaf's is given; an exact value is the best of
    /// the children's; a bound comes from a cut-off or from no child passing the
    /// window, and fail-hard returns the window's bound, fail-soft the best value found.
    /// `got`, what the answer wrote, adds how a bound must be written where the
    /// conventions require or refuse bounds.
    pub fn why_value(&self, id: NodeId, got: Option<&super::answer::Claim>) -> String {
        let node = self.rec.node(id);
        if matches!(node.kind(), NodeKind::Leaf | NodeKind::Terminal) {
            return crate::tr!("check-why-leaf");
        }
        let s = shown(self.rec, id, self.conv.values);
        let name = self.name(id);
        let (Some(bound @ (Bound::Upper | Bound::Lower)), Some((a, b)), Some(v)) =
            (s.bound, s.window, s.value)
        else {
            return self.why_exact(id);
        };
        let searched: Vec<NodeId> = self
            .names
            .children(id)
            .iter()
            .copied()
            .take_while(|&c| self.rec.node(c).kind() != NodeKind::Pruned)
            .collect();
        let failed_high = shown(self.rec, id, Perspective::SideToMove).bound == Some(Bound::Lower);
        let reason = match searched.last() {
            Some(&last) if failed_high => {
                let (x, y) = self.in_view(id, self.after(last).unwrap_or((-INF, INF)));
                let how = if node.cutoff() { "cut" } else { "closes" };
                crate::tr!(
                    "check-why-failed-high",
                    how = how,
                    node = name.as_str(),
                    child = self.name(last),
                    alpha = bound_text(x),
                    beta = bound_text(y)
                )
            }
            _ if bound == Bound::Upper => {
                crate::tr!(
                    "check-why-no-child-rose",
                    node = name.as_str(),
                    alpha = bound_text(a)
                )
            }
            _ => crate::tr!(
                "check-why-no-child-fell",
                node = name.as_str(),
                beta = bound_text(b)
            ),
        };
        let which = match bound {
            Bound::Upper => "upper",
            _ => "lower",
        };
        let rule = crate::render::returned_rule(
            self.conv.soft,
            bound,
            &bound_text(a),
            &bound_text(b),
            &v.to_string(),
        );
        let rel = if bound == Bound::Upper { "<=" } else { ">=" };
        let asked = match (self.conv.bounds, got) {
            (super::Bounds::Require, Some(super::answer::Claim::Value { rel: r, .. }))
                if *r == super::answer::Rel::Eq =>
            {
                crate::tr!(
                    "check-why-written",
                    answer = format!("{rel} {v}"),
                    option = (self.naming.param)(Param::RequireBounds)
                )
            }
            (super::Bounds::Reject, Some(super::answer::Claim::Value { rel: r, .. }))
                if *r != super::answer::Rel::Eq =>
            {
                crate::tr!(
                    "check-why-written",
                    answer = format!("= {v}"),
                    option = (self.naming.setting)(Param::AcceptBounds, "no")
                )
            }
            _ => String::new(),
        };
        crate::tr!(
            "check-why-bound",
            reason = reason,
            bound = which,
            rule = rule,
            asked = asked
        )
    }

    /// An exact value: the best of the children's values, the first few listed.
    fn why_exact(&self, id: NodeId) -> String {
        let kids: Vec<String> = self
            .names
            .children(id)
            .iter()
            .filter(|&&c| self.rec.node(c).kind() != NodeKind::Pruned)
            .take(LISTED_VALUES + 1)
            .map(|&c| {
                let s = shown(self.rec, c, self.conv.values);
                let (mut v, mut bound) = (s.value.unwrap_or_default(), s.bound);
                if self.conv.values == Perspective::SideToMove {
                    v = -v;
                    bound = bound.map(Bound::negated);
                }
                let v = self.rec.value_text(v);
                let v = match bound {
                    Some(Bound::Upper) => format!("≤{v}"),
                    Some(Bound::Lower) => format!("≥{v}"),
                    _ => v,
                };
                // A chance node's children with their probabilities: `0.9 × 2`.
                match self.rec.probability(c) {
                    Some(p) => format!("{p} × {v}"),
                    None => v,
                }
            })
            .collect();
        let mut list = kids[..kids.len().min(LISTED_VALUES)].join(", ");
        if kids.len() > LISTED_VALUES {
            list.push_str(", …");
        }
        let name = self.name(id);
        match (self.conv.values, self.rec.node(id).player()) {
            (Perspective::SideToMove, _) => {
                crate::tr!("check-why-negamax", node = name, list = list)
            }
            (Perspective::Max, Player::Max) => {
                crate::tr!("check-why-max", node = name, list = list)
            }
            (Perspective::Max, Player::Min) => {
                crate::tr!("check-why-min", node = name, list = list)
            }
            (Perspective::Max, Player::Chance) => {
                crate::tr!("check-why-chance", node = name, list = list)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::homework::exercise::{generate, Spec};
    use crate::homework::solve;
    use crate::search::Algorithm;

    #[test]
    fn the_worked_out_window_is_the_window_the_search_passed() {
        // The explanations' windows are worked out from the values; they must be the
        // windows the search recorded, for every alpha-beta variant.
        for seed in 0..40 {
            let spec = Spec {
                depth: 4,
                branching: (2, 3),
                ..Spec::default()
            };
            let ex = generate(&spec, seed).unwrap();
            for alg in [Algorithm::AlphaBeta, Algorithm::AlphaBetaSoft] {
                for cut in [CutRule::Ge, CutRule::Gt] {
                    let rec = solve(&ex.tree, alg, cut).unwrap();
                    let names = NodeNames::new(&rec);
                    let e = Explainer::new(&rec, &names, Conventions::default());
                    let mut checked = 0;
                    for id in (1..rec.len()).map(NodeId::new) {
                        if rec.node(id).kind() == NodeKind::Pruned {
                            assert_eq!(e.before[id.index()], None);
                            continue;
                        }
                        let recorded = shown(&rec, id, Perspective::Max).window;
                        assert_eq!(
                            e.before[id.index()],
                            recorded,
                            "seed {seed} {alg:?} {cut:?}"
                        );
                        checked += 1;
                    }
                    assert!(checked > 10);
                }
            }
        }
    }

    /// `α = X OP β = Y` in an explanation, as numbers and the comparison.
    fn comparison(why: &str) -> Option<(Score, &str, Score)> {
        let rest = why.split("α = ").nth(1)?;
        let mut words = rest.split(' ');
        let num = |w: &str| match w {
            "inf" => Some(INF),
            "-inf" => Some(-INF),
            w => w.trim_end_matches([')', ',']).parse().ok(),
        };
        let a = num(words.next()?)?;
        let op = words.next()?;
        let b = num(words.nth(2)?)?;
        Some((a, op, b))
    }

    #[test]
    fn explanations_state_true_comparisons() {
        // Every cut-off and every search explained says α and β as they were: the
        // comparison it states holds, on exercises and on a tree with win scores (a
        // win seen one ply nearer by the parent), for every variant and view.
        let mut trees: Vec<crate::games::tree::Tree> = (0..20)
            .map(|seed| {
                let spec = Spec {
                    depth: 4,
                    branching: (2, 3),
                    ..Spec::default()
                };
                generate(&spec, seed).unwrap().tree
            })
            .collect();
        let fig9 = "game: tree\nroot: max\nwin-score: 99\nwin-threshold: 90\ntree: [[d8-e7: [e5-d6: e7-c5: win] [e5-f6: e7-g5: win]] [d8-c7: [e5-d6: c7-e5: win] [e5-f6: [c7-b6: f6-e7: -15 f6-g7: -10] [c7-d6: f6-e7: -12 f6-g7: -9]]]]\n";
        trees.push(crate::homework::exercise::parse(fig9).unwrap());
        let mut checked = 0;
        for tree in &trees {
            for (alg, soft) in [
                (Algorithm::AlphaBeta, false),
                (Algorithm::AlphaBetaSoft, true),
            ] {
                for cut in [CutRule::Ge, CutRule::Gt] {
                    let rec = solve(tree, alg, cut).unwrap();
                    let names = NodeNames::new(&rec);
                    for values in [Perspective::Max, Perspective::SideToMove] {
                        let conv = Conventions {
                            soft,
                            cut,
                            values,
                            ..Conventions::default()
                        };
                        let e = Explainer::new(&rec, &names, conv);
                        for id in (1..rec.len()).map(NodeId::new) {
                            let kind = if rec.node(id).kind() == NodeKind::Pruned {
                                MistakeKind::SearchedButPruned
                            } else {
                                MistakeKind::PrunedButSearched
                            };
                            let why = e.why(id, &kind, None);
                            let Some((a, op, b)) = comparison(&why) else {
                                continue;
                            };
                            let holds = match op {
                                "≥" => a >= b,
                                ">" => a > b,
                                "<" => a < b,
                                "=" => a == b,
                                _ => false,
                            };
                            assert!(holds, "{why} ({alg:?} {cut:?} {values:?})");
                            checked += 1;
                        }
                    }
                }
            }
        }
        assert!(checked > 1000, "{checked}");
    }

    #[test]
    fn a_cut_is_explained_with_its_numbers() {
        let pos = "game: tree\nroot: max\ntree: [A: [B: 3 12 8] [C: 2 4 6] [D: 14 5 2]]\n";
        let tree = crate::homework::exercise::parse(pos).unwrap();
        let rec = solve(&tree, Algorithm::AlphaBeta, CutRule::Ge).unwrap();
        let names = NodeNames::new(&rec);
        let conv = Conventions::default();
        let e = Explainer::new(&rec, &names, conv);
        let at = |n: &str| {
            names
                .resolve(n, crate::game::file::Loc { line: 1, col: 1 })
                .unwrap()
        };
        let why = |n: &str, k: MistakeKind| e.why(at(n), &k, None);
        assert_eq!(
            why("C.2", MistakeKind::SearchedButPruned),
            "pruned because α = 3 ≥ β = 2 at C after C.1"
        );
        // Every pruned sibling is explained by the same cut-off, not only the first.
        assert_eq!(
            why("C.3", MistakeKind::SearchedButPruned),
            "pruned because α = 3 ≥ β = 2 at C after C.1"
        );
        assert_eq!(
            why("D.2", MistakeKind::PrunedButSearched),
            "searched because α = 3 < β = 14 at D after D.1"
        );
        let value = MistakeKind::WrongValue {
            expected: String::new(),
            got: String::new(),
        };
        assert_eq!(
            why("C", value.clone()),
            "C is cut off after C.1 (α = 3 ≥ β = 2), so its value is only an upper bound, and fail-hard returns α = 3"
        );
        assert_eq!(
            why("B", value.clone()),
            "B is a MIN node: the least of its children's values (3, 12, 8)"
        );
        assert_eq!(why("B.1", value), "a leaf's value is given in the tree");
        let window = MistakeKind::WrongWindow {
            expected: String::new(),
            got: String::new(),
        };
        assert_eq!(why("C", window), "C is searched with A's window after B");
        // In the side to move's view the numbers are the negamax ones.
        let stm = Conventions {
            values: Perspective::SideToMove,
            ..conv
        };
        let e = Explainer::new(&rec, &names, stm);
        assert_eq!(
            e.why(at("C.2"), &MistakeKind::SearchedButPruned, None),
            "pruned because α = -2 ≥ β = -3 at C after C.1"
        );
        assert_eq!(
            e.why(
                at("C"),
                &MistakeKind::WrongWindow {
                    expected: String::new(),
                    got: String::new()
                },
                None
            ),
            "C is searched with A's window after B, [3, inf], negated and swapped"
        );
    }
}
