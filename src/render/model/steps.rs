//! The steps of a search, as a lecture walks through it, and the state of the tree at
//! each: the one step model behind `--steps DIR` (a figure a step), `--format beamer`
//! (an overlay a step) and the HTML report's replay (`templates/report.js` follows the
//! same rules; `tests/browser/report.rs` compares the two step by step).
//!
//! A step enters an interior node (its window is known, its value not yet), values a
//! leaf or finished game, cuts off a node's remaining moves, or leaves a node with its
//! value: depth first, children left to right (the recording's visit order), a node's
//! cut-off after its last searched child. At every step a node is not reached yet,
//! open (entered, not left), finished, or pruned. An open node shows what is known of
//! it so far ([`Replay::provisional`]): `≥3` at a MAX node whose best returned child
//! is worth 3 (a lower bound on its value), `≤2` at a MIN node, and its window as it
//! stands ([`Replay::window_at`]): the window on entry with α raised (β lowered at a
//! MIN node in MAX's view) by that value. A cut-off is explained with those numbers
//! (`Cut-off at C: α = 3 ≥ β = 2, so C.2 and C.3 are never searched.`).
//!
//! A recording of `--algorithm mcts` has steps of its own, each iteration's four
//! phases ([`super::mcts_steps`]); [`StepFigures`] draws those for it.
//!
//! Nodes are named as `gametree check` names them ([`NodeNames`]): `C`, `C.2`, `1.2`,
//! with the moves that lead there where the name does not spell them
//! (`1.2 (after b3 a3)`).

use super::figure::{self, FigNode, Figure, MoveLabel, Phase};
use super::legend;
use super::options::{LabelKind, PrunedView, RenderOptions};
use super::shown::{bounded_text, shown, shown_label, Shown};
use super::{build, labels};
use crate::game::{Player, Probability, Score, WinScore};
use crate::record::{Bound, NodeKind, NodeNames, Perspective, Probe, Recording};
use crate::render::metrics;
use crate::search::CutRule;
use petgraph::graph::NodeIndex;

/// What happens at one step.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum StepKind {
    /// The search enters an interior node (its window is known, its value not yet).
    Enter,
    /// A leaf or finished game gets its value (entered and left at once).
    Leaf,
    /// The node's move loop stops: its remaining moves are pruned.
    Cutoff,
    /// The search leaves an interior node with its value.
    Leave,
}

/// One step: what happens, at which node.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Step {
    /// The node.
    pub node: NodeIndex,
    /// What happens there.
    pub kind: StepKind,
}

/// The steps of the search recorded in `rec`, from the root. Pruned nodes get no step
/// of their own: they appear with their parent's [`StepKind::Cutoff`]. Group nodes
/// (MTD(f) passes, iterations) count as interior nodes.
pub fn steps(rec: &Recording) -> Vec<Step> {
    let mut out = Vec::with_capacity(2 * rec.len());
    if rec.is_empty() {
        return out;
    }
    // An explicit stack instead of recursion: recordings may be 2,000 plies deep.
    enum Todo {
        Visit(NodeIndex),
        Finish(NodeIndex, bool),
    }
    let mut todo = vec![Todo::Visit(NodeIndex::new(0))];
    while let Some(t) = todo.pop() {
        match t {
            Todo::Visit(id) => {
                let node = rec.node(id);
                match node.kind() {
                    NodeKind::Pruned => {}
                    NodeKind::Leaf | NodeKind::Terminal => out.push(Step {
                        node: id,
                        kind: StepKind::Leaf,
                    }),
                    NodeKind::Interior => {
                        out.push(Step {
                            node: id,
                            kind: StepKind::Enter,
                        });
                        let children = rec.children(id);
                        let pruned = children
                            .iter()
                            .any(|&c| rec.node(c).kind() == NodeKind::Pruned);
                        todo.push(Todo::Finish(id, pruned));
                        todo.extend(children.into_iter().rev().map(Todo::Visit));
                    }
                }
            }
            Todo::Finish(id, pruned) => {
                if pruned {
                    out.push(Step {
                        node: id,
                        kind: StepKind::Cutoff,
                    });
                }
                out.push(Step {
                    node: id,
                    kind: StepKind::Leave,
                });
            }
        }
    }
    out
}

/// Where a node stands at a step.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum State {
    /// The search has not reached it yet.
    NotYet,
    /// Entered and not left: its value is not known yet.
    Open,
    /// Its value is known (a leaf valued, a node left).
    Done,
    /// Pruned by a cut-off that has happened.
    Pruned,
}

/// Why a node's move loop stopped, with the numbers, in the recording's view
/// ([`cut_reason`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CutReason {
    /// The node's window as it stood, `(α, β)` in the recording's perspective, met the
    /// cut rule: `α ≥ β` (`α > β` with `--prune-on gt`).
    Window(Score, Score),
    /// The transposition table's entry settled the node before any move was searched
    /// (AlphaBetaWithMemory, Plaat et al. 1996).
    Table,
    /// A chance node of Star1/Star2 (Ballard 1983): the weighted values of the outcomes
    /// searched so far, the others at the leaves' bound (or Star2's probe), put its
    /// value outside the window. The words say so with the numbers, MAX's view.
    Chance(String),
    /// Star2's probe (Ballard 1983): the node, a chance node's child, is searched with
    /// its first move only, for a bound; it is searched in full later if need be.
    Probe,
    /// The search stopped looking because nothing can beat what it found: a win at the
    /// root, seen one ply nearer (Kühr's scoring), that no window bound describes.
    Best(Score),
}

/// The replay of a recording: its [`steps`], and what every node shows at every step.
pub struct Replay<'r> {
    rec: &'r Recording,
    names: NodeNames<'r>,
    steps: Vec<Step>,
    /// The step (0-based) at which each node appears: its enter or leaf step, for a
    /// pruned node the cut-off that prunes it; `usize::MAX` for never.
    appear: Vec<usize>,
    /// The step at which each node's value is known (leaf or leave step).
    done: Vec<usize>,
    /// The step of each node's cut-off, if it has one.
    cut: Vec<usize>,
    win: WinScore,
}

/// "Never" in [`Replay`]'s step columns.
const NEVER: usize = usize::MAX;

impl<'r> Replay<'r> {
    /// The replay of `rec`.
    pub fn new(rec: &'r Recording) -> Replay<'r> {
        let steps = steps(rec);
        let n = rec.len();
        let (mut appear, mut done, mut cut) = (vec![NEVER; n], vec![NEVER; n], vec![NEVER; n]);
        for (k, s) in steps.iter().enumerate() {
            let i = s.node.index();
            match s.kind {
                StepKind::Enter => appear[i] = k,
                StepKind::Leaf => (appear[i], done[i]) = (k, k),
                StepKind::Leave => done[i] = k,
                StepKind::Cutoff => cut[i] = k,
            }
        }
        // Pruned moves appear with the cut-off that prunes them, what the recording
        // keeps below them with them (ids grow downwards: parents first).
        for i in 1..n {
            let id = NodeIndex::new(i);
            if rec.node(id).kind() != NodeKind::Pruned {
                continue;
            }
            if let Some(p) = rec.parent(id) {
                appear[i] = if rec.node(p).kind() == NodeKind::Pruned {
                    appear[p.index()]
                } else {
                    cut[p.index()]
                };
            }
        }
        Replay {
            rec,
            names: NodeNames::new(rec),
            steps,
            appear,
            done,
            cut,
            win: rec.meta.win_score.unwrap_or(WinScore::NONE),
        }
    }

    /// The steps, in order.
    pub fn steps(&self) -> &[Step] {
        &self.steps
    }

    /// How many steps there are.
    pub fn len(&self) -> usize {
        self.steps.len()
    }

    /// Whether there are none (an empty recording).
    pub fn is_empty(&self) -> bool {
        self.steps.is_empty()
    }

    /// The names of the recording's nodes.
    pub fn names(&self) -> &NodeNames<'r> {
        &self.names
    }

    /// The step (0-based) at which `id` appears, if it ever does.
    pub fn appears_at(&self, id: NodeIndex) -> Option<usize> {
        Some(self.appear[id.index()]).filter(|&k| k != NEVER)
    }

    /// Where `id` stands after step `k` (0-based) has happened.
    pub fn state(&self, id: NodeIndex, k: usize) -> State {
        let i = id.index();
        if self.appear[i] > k {
            State::NotYet
        } else if self.rec.node(id).kind() == NodeKind::Pruned {
            State::Pruned
        } else if self.done[i] <= k {
            State::Done
        } else {
            State::Open
        }
    }

    /// What is known of `id`'s value after step `k` from its children returned so far,
    /// in the recording's perspective: the best of them (a win seen one ply nearer), a
    /// lower bound on the node's value in the side to move's view and at MAX nodes in
    /// MAX's view, an upper bound at MIN nodes in MAX's view. Only children whose value
    /// bounds this node that way count: exact values, and bounds from the right side
    /// (a child that failed high says only that the node gains at most that much from
    /// it). `None` before any such child, and at chance and group nodes (a chance
    /// node's value so far bounds nothing; a group's searches are not its moves).
    pub fn provisional(&self, id: NodeIndex, k: usize) -> Option<Score> {
        best_so_far(self.rec, self.win, id, |c| self.done[c.index()] <= k)
    }

    /// Whether [`Replay::provisional`] of `id` is a lower bound (else an upper one), in
    /// the recording's perspective.
    fn provisional_is_lower(&self, id: NodeIndex) -> bool {
        self.rec.meta.perspective == Perspective::SideToMove
            || self.rec.node(id).player() == Player::Max
    }

    /// `id`'s window as it stands after step `k`, in the recording's perspective: the
    /// window on entry with α raised (β lowered at a MIN node in MAX's view) by the
    /// value so far ([`Replay::provisional`]); `None` where the algorithm has no window.
    pub fn window_at(&self, id: NodeIndex, k: usize) -> Option<(Score, Score)> {
        let (mut a, mut b) = self.rec.node(id).window()?;
        if let Some(p) = self.provisional(id, k) {
            if self.provisional_is_lower(id) {
                a = a.max(p);
            } else {
                b = b.min(p);
            }
        }
        Some((a, b))
    }

    /// [`Replay::window_at`] and the value so far in the view `opts` asks for: the
    /// value as a bound (`≥` or `≤`), the window `[α, β]` negated and swapped at MIN
    /// nodes when the view changes sides.
    fn shown_at(&self, id: NodeIndex, k: usize, opts: &RenderOptions) -> Shown {
        let node = self.rec.node(id);
        let flip = self.rec.meta.perspective != opts.view() && node.player() == Player::Min;
        let p = self.provisional(id, k);
        let bound = p.map(|_| {
            let b = if self.provisional_is_lower(id) {
                Bound::Lower
            } else {
                Bound::Upper
            };
            if flip {
                b.negated()
            } else {
                b
            }
        });
        Shown {
            value: p.map(|v| if flip { -v } else { v }),
            window: self
                .window_at(id, k)
                .map(|(a, b)| if flip { (-b, -a) } else { (a, b) }),
            bound,
        }
    }

    /// The label of an open node after step `k`, as `opts.label` asks: the value so far
    /// as a bound (`≥3`; nothing before a child has returned, as Kühr's Figs. 15–16
    /// draw it), the window as it stands (`[3, 2]`), or both (`3 | ≤2 | 2`, `?` for the
    /// value not known yet).
    pub fn open_label(&self, id: NodeIndex, k: usize, opts: &RenderOptions) -> String {
        let s = self.shown_at(id, k, opts);
        let t = |v: Score| self.rec.value_text(v);
        let so_far = s.value.map(|v| bounded_text(self.rec, v, s.bound));
        match (super::shown::label_content(self.rec, opts.label), s.window) {
            (LabelKind::Window, Some((a, b))) => format!("[{}, {}]", t(a), t(b)),
            (LabelKind::Triple, Some((a, b))) => {
                format!("{} | {} | {}", t(a), so_far.as_deref().unwrap_or("?"), t(b))
            }
            _ => so_far.unwrap_or_default(),
        }
    }

    /// Whether `id` is the root without a name of its own, which captions call the
    /// root in their language (and decline it: `Vstup do kořene`).
    fn is_unnamed_root(&self, id: NodeIndex) -> bool {
        id.index() == 0 && self.rec.label(id).is_none() && self.names.name(id) == "root"
    }

    /// How a caption names `id`: its name ([`NodeNames::name`]), and where the name does
    /// not spell the moves that lead there, those moves (`1.2 (after b3 a3)`; only the
    /// last six, after `…`, on a longer way).
    pub fn node_name(&self, id: NodeIndex) -> String {
        // The root without a name of its own is the root in the caption's language.
        if self.is_unnamed_root(id) {
            return crate::tr!("steps-root");
        }
        let name = self.names.name(id);
        let name = shown_label(&name);
        match self.way(id) {
            Some(way) => crate::tr!("steps-node-after", name = name, way = way),
            None => name.into_owned(),
        }
    }

    /// The moves to `id` when its name does not spell them
    /// ([`NodeNames::spells_moves`]); only the last six, after `…`, on a longer way.
    fn way(&self, id: NodeIndex) -> Option<String> {
        if self.names.spells_moves(id) {
            return None;
        }
        let mut moves = Vec::new();
        let mut at = id;
        while let Some(p) = self.names.parent(at) {
            moves.push(shown_label(self.rec.move_name(at).unwrap_or("?")));
            at = p;
        }
        moves.reverse();
        Some(if moves.len() > NAMED_MOVES {
            format!("… {}", moves[moves.len() - NAMED_MOVES..].join(" "))
        } else {
            moves.join(" ")
        })
    }

    /// The pruned children of `id` as a caption lists them: by name (`C.2 and C.3`), or
    /// by move where names do not spell moves (`the moves b3 and c3`).
    fn pruned_list(&self, id: NodeIndex) -> String {
        let pruned: Vec<NodeIndex> = self
            .names
            .children(id)
            .iter()
            .copied()
            .filter(|&c| self.rec.node(c).kind() == NodeKind::Pruned)
            .collect();
        let by_move = pruned.iter().any(|&c| self.way(c).is_some());
        let words: Vec<String> = pruned
            .iter()
            .map(|&c| {
                if by_move {
                    shown_label(self.rec.move_name(c).unwrap_or("?")).into_owned()
                } else {
                    shown_label(&self.names.name(c)).into_owned()
                }
            })
            .collect();
        let list = word_list(&words);
        if by_move {
            crate::tr!("steps-pruned-moves", list = list, n = words.len())
        } else {
            crate::tr!("steps-pruned-names", list = list, n = words.len())
        }
    }

    /// What happens at step `k` (0-based), as a sentence for a caption: `Enter C with
    /// window [3, ∞].`, `Evaluate B.1 (leaf): value 3.`, `Cut-off at C: α = 3 ≥ β = 2,
    /// so C.2 and C.3 are never searched.`, `Leave C: value ≤3, an upper bound (fail-hard returns α = 3).` Values
    /// and windows are shown as `opts` asks; empty outside the steps.
    pub fn caption(&self, k: usize, opts: &RenderOptions) -> String {
        let Some(&step) = self.steps.get(k) else {
            return String::new();
        };
        let rec = self.rec;
        let id = step.node;
        let node = rec.node(id);
        let s = shown(rec, node, opts);
        let name = self.node_name(id);
        // `root`: the root without a name of its own, which some languages decline
        // (`Vstup do kořene`, `Betrete die Wurzel`).
        let root = if self.is_unnamed_root(id) {
            "yes"
        } else {
            "no"
        };
        let t = |v: Score| decimal_text(rec.value_text(v));
        let value = s.value.map_or_else(
            || "?".to_string(),
            |v| decimal_text(bounded_text(rec, v, s.bound)),
        );
        let bound = match s.bound {
            Some(Bound::Lower) => crate::tr!("steps-bound-lower"),
            Some(Bound::Upper) => crate::tr!("steps-bound-upper"),
            _ => String::new(),
        };
        match step.kind {
            StepKind::Enter => match (s.window, rec.scout_of(id)) {
                (Some((a, b)), Some(scout)) => {
                    let sc = shown(rec, rec.node(scout), opts);
                    let got = sc.value.map_or_else(
                        || "?".to_string(),
                        |v| decimal_text(bounded_text(rec, v, sc.bound)),
                    );
                    crate::tr!(
                        "steps-re-search",
                        name = name,
                        window = window_text(t(a), t(b)),
                        scout = self.node_name(scout),
                        got = got
                    )
                }
                (Some((a, b)), None) => crate::tr!(
                    "steps-enter-window",
                    name = name,
                    window = window_text(t(a), t(b)),
                    root = root
                ),
                (None, _) => crate::tr!("steps-enter", name = name, root = root),
            },
            StepKind::Leaf if node.kind() == NodeKind::Terminal => crate::tr!(
                "steps-evaluate-terminal",
                name = name,
                value = value,
                bound = bound
            ),
            StepKind::Leaf => crate::tr!(
                "steps-evaluate-leaf",
                name = name,
                value = value,
                bound = bound
            ),
            StepKind::Cutoff => {
                let why = self.cut_why(id, opts);
                crate::tr!(
                    "steps-cutoff",
                    name = name,
                    why = why,
                    pruned = self.pruned_list(id),
                    root = root
                )
            }
            StepKind::Leave if node.probe() == Some(Probe::Cutoff) => crate::tr!(
                "steps-leave-table",
                name = name,
                value = value,
                bound = bound,
                root = root
            ),
            StepKind::Leave => crate::tr!(
                "steps-leave",
                name = name,
                value = value,
                bound = bound,
                rule = returned(rec, id, opts),
                root = root
            ),
        }
    }

    /// Why the search cut off at `id`, in words for its caption: `α = 3 ≥ β = 2` (in
    /// the view `opts` shows), the table's bound, Star2's probe, a chance node's
    /// bounds, or a move that cannot be bettered.
    fn cut_why(&self, id: NodeIndex, opts: &RenderOptions) -> String {
        let rec = self.rec;
        let node = rec.node(id);
        let t = |v: Score| decimal_text(rec.value_text(v));
        match cut_reason(rec, id) {
            CutReason::Window(a, b) => {
                let flip = rec.meta.perspective != opts.view() && node.player() == Player::Min;
                let (a, b) = if flip { (-b, -a) } else { (a, b) };
                let op = match rec.meta.cut {
                    CutRule::Ge => "≥",
                    CutRule::Gt => ">",
                };
                format!("α = {} {op} β = {}", t(a), t(b))
            }
            CutReason::Table => crate::tr!("steps-cut-table"),
            CutReason::Probe => crate::tr!("steps-cut-probe"),
            CutReason::Chance(words) => words,
            CutReason::Best(v) => {
                let flip = rec.meta.perspective != opts.view() && node.player() == Player::Min;
                crate::tr!("steps-cut-best", value = t(if flip { -v } else { v }))
            }
        }
    }

    /// The label `id` shows after step `k`: nothing before the search reaches it (but
    /// an explicit tree's leaf its given value, without the window it will be searched
    /// with, and a pruned leaf what the finished figure shows), the value so far while it is
    /// open ([`Replay::open_label`]), its final label once its value is known, a pruned
    /// node's label once pruned. `final_label` is the finished figure's label of a node.
    pub fn label(
        &self,
        id: NodeIndex,
        k: usize,
        opts: &RenderOptions,
        final_label: &dyn Fn(NodeIndex) -> String,
    ) -> String {
        match self.state(id, k) {
            State::NotYet => not_yet_label(self.rec, id, opts, final_label),
            State::Open => with_name(self.rec, id, opts, self.open_label(id, k, opts)),
            State::Done | State::Pruned => final_label(id),
        }
    }
}

/// Whether `rec`'s algorithm is fail-hard: a node whose value is only a bound returns
/// the bound of its window it failed, not the best value found (`alphabeta`, Star1,
/// Star2). The step captions say so where a bound is that.
pub fn fail_hard(rec: &Recording) -> bool {
    matches!(rec.meta.algorithm.as_str(), "alphabeta" | "star1" | "star2")
}

/// Why a fail-hard node's value is the bound of its window, for the caption of its
/// leave step (` (fail-hard returns α = 3)`, in the words of `gametree check`'s
/// reasons, [`super::shown::returned_rule`]): the value so far shown at the step before
/// may differ (C ≤2 at its cut-off, ≤3 when left). Empty where the value is exact, the
/// algorithm fail-soft, or the value not the window's bound.
fn returned(rec: &Recording, id: NodeIndex, opts: &RenderOptions) -> String {
    let s = shown(rec, rec.node(id), opts);
    let (Some(v), Some(b @ (Bound::Lower | Bound::Upper)), Some((lo, hi))) =
        (s.value, s.bound, s.window)
    else {
        return String::new();
    };
    let edge = if b == Bound::Upper { lo } else { hi };
    if !fail_hard(rec) || v != edge {
        return String::new();
    }
    let t = |v: Score| decimal_text(rec.value_text(v));
    format!(
        " ({})",
        super::shown::returned_rule(false, b, &t(lo), &t(hi), &t(v))
    )
}

/// What is known of `id`'s value from its children that `done` accepts, in the
/// recording's perspective ([`Replay::provisional`]): the best of them, a win seen one
/// ply nearer (`win`); `None` before any child that bounds it, and at chance and group
/// nodes.
fn best_so_far(
    rec: &Recording,
    win: WinScore,
    id: NodeIndex,
    done: impl Fn(NodeIndex) -> bool,
) -> Option<Score> {
    let node = rec.node(id);
    if node.player() == Player::Chance || node.group() {
        return None;
    }
    let stm = rec.meta.perspective == Perspective::SideToMove;
    let lower = stm || node.player() == Player::Max;
    let mut best: Option<Score> = None;
    for c in rec.children(id) {
        let child = rec.node(c);
        if child.kind() == NodeKind::Pruned || !done(c) {
            continue;
        }
        let (Some(v), Some(b)) = (child.value(), child.bound()) else {
            continue;
        };
        // Negamax forms negate a child's value, unless the same side moves again there
        // (a Kalah extra turn).
        let negate = stm && child.player() != node.player();
        let (v, b) = if negate { (-v, b.negated()) } else { (v, b) };
        let useful = match b {
            Bound::Exact => true,
            Bound::Lower => lower,
            Bound::Upper => !lower,
        };
        if !useful {
            continue;
        }
        best = Some(match best {
            None => v,
            Some(x) if lower => x.max(v),
            Some(x) => x.min(v),
        });
    }
    best.map(|v| win.nearer(v))
}

/// Why `id`'s move loop stopped (it has a cut-off), with the numbers: its window once
/// every searched child has returned ([`Replay::window_at`] at the cut-off), the
/// transposition table, a chance node's bounds, or a value nothing can beat.
pub fn cut_reason(rec: &Recording, id: NodeIndex) -> CutReason {
    let node = rec.node(id);
    if node.probe() == Some(Probe::Cutoff) {
        return CutReason::Table;
    }
    if node.probing() {
        return CutReason::Probe;
    }
    if node.player() == Player::Chance {
        return CutReason::Chance(chance_reason(rec, id));
    }
    let win = rec.meta.win_score.unwrap_or(WinScore::NONE);
    let best = best_so_far(rec, win, id, |_| true);
    if let Some((mut a, mut b)) = node.window() {
        if let Some(p) = best {
            if rec.meta.perspective == Perspective::SideToMove || node.player() == Player::Max {
                a = a.max(p);
            } else {
                b = b.min(p);
            }
        }
        if cut_holds(rec.meta.cut, a, b) {
            return CutReason::Window(a, b);
        }
    }
    CutReason::Best(best.or(node.value()).unwrap_or(0))
}

/// A Star1/Star2 chance node's cut-off in words (MAX's view): the weighted sum of
/// its outcomes, those searched at their values and the others at their bounds
/// (the leaves' `--leaf-bounds`, or Star2's probe), against its window.
fn chance_reason(rec: &Recording, id: NodeIndex) -> String {
    let node = rec.node(id);
    let (Some((alpha, beta)), Some((low, high))) = (node.window(), rec.meta.leaf_bounds) else {
        return crate::tr!("steps-chance-outside");
    };
    let scale = i128::from(rec.meta.scale.max(1));
    let (low, high) = (i128::from(low) * scale, i128::from(high) * scale);
    let moves = outcomes(rec, id);
    let mut sums = Sums {
        lo: 0,
        hi: 0,
        den: 1,
    };
    let mut at_leaf_bound = true;
    for &(_, searched, probe) in &moves {
        let Some(c) = searched.or(probe) else {
            continue;
        };
        let value = |c: NodeIndex| i128::from(rec.node(c).value().unwrap_or(0));
        let (lo, hi) = match (searched, probe) {
            (Some(c), _) => (value(c), value(c)),
            (None, Some(c)) => {
                at_leaf_bound = false;
                // A probe bounds a MAX child from below, a MIN child from above.
                if rec.node(c).player() == Player::Max {
                    (value(c), high)
                } else {
                    (low, value(c))
                }
            }
            (None, None) => (low, high),
        };
        sums.add(probability_of(rec, Some(c)), lo, hi);
    }
    // Pruned outcomes without a probe: at the leaves' bounds.
    for &(_, searched, probe) in &moves {
        if searched.is_some() || probe.is_some() {
            continue;
        }
        let c = rec
            .children(id)
            .into_iter()
            .find(|&c| rec.node(c).kind() == NodeKind::Pruned);
        sums.add(probability_of(rec, c), low, high);
    }
    let unsearched = moves.iter().any(|m| m.1.is_none());
    let counted = |bound: i128| {
        if !unsearched {
            String::new()
        } else if at_leaf_bound {
            format!(
                " {}",
                crate::tr!(
                    "steps-counted-leaf-bound",
                    bound = decimal_text(rec.value_text(bound as Score))
                )
            )
        } else {
            format!(" {}", crate::tr!("steps-counted-bounds"))
        }
    };
    let den = sums.den;
    let t = |num: i128| decimal_text(fraction_text(num, den, scale));
    let v = |x: Score| decimal_text(rec.value_text(x));
    if sums.hi <= i128::from(alpha) * den {
        crate::tr!(
            "steps-chance-at-most",
            value = t(sums.hi),
            alpha = v(alpha),
            counted = counted(high)
        )
    } else if sums.lo >= i128::from(beta) * den {
        crate::tr!(
            "steps-chance-at-least",
            value = t(sums.lo),
            beta = v(beta),
            counted = counted(low)
        )
    } else {
        crate::tr!("steps-chance-outside")
    }
}

/// A chance node's outcomes, each once and in order: its move, the child searched in
/// full (if any) and the probe that bounded it (Star2's probing phase, if any).
fn outcomes(rec: &Recording, id: NodeIndex) -> Vec<(&str, Option<NodeIndex>, Option<NodeIndex>)> {
    let mut moves: Vec<(&str, Option<NodeIndex>, Option<NodeIndex>)> = Vec::new();
    for c in rec.children(id) {
        let mv = rec.move_name(c).unwrap_or("?");
        let at = match moves.iter().position(|m| m.0 == mv) {
            Some(at) => at,
            None => {
                moves.push((mv, None, None));
                moves.len() - 1
            }
        };
        let child = rec.node(c);
        if child.probing() {
            moves[at].2 = Some(c);
        } else if child.kind() != NodeKind::Pruned {
            moves[at].1 = Some(c);
        }
    }
    moves
}

/// The probability of the move into `c` as a fraction (1 when there is none).
fn probability_of(rec: &Recording, c: Option<NodeIndex>) -> (i128, i128) {
    c.and_then(|c| rec.probability(c))
        .and_then(|p| Probability::parse(p).ok())
        .map_or((1, 1), |p| (i128::from(p.num), i128::from(p.den)))
}

/// Σ p·lo and Σ p·hi over a chance node's outcomes, as fractions over `den`, in the
/// recording's units.
struct Sums {
    lo: i128,
    hi: i128,
    den: i128,
}

impl Sums {
    /// Adds an outcome of probability `p` (numerator, denominator) valued between `lo`
    /// and `hi`.
    fn add(&mut self, p: (i128, i128), lo: i128, hi: i128) {
        let l = lcm(self.den, p.1);
        self.lo = self.lo * (l / self.den) + p.0 * (l / p.1) * lo;
        self.hi = self.hi * (l / self.den) + p.0 * (l / p.1) * hi;
        self.den = l;
    }
}

/// `words` joined as a caption lists them: `C.2`, `C.2 and C.3`, `b3, c3 and d3` (the
/// last two joined by the language's `and`, the others by commas).
fn word_list(words: &[String]) -> String {
    match words {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => crate::tr!("steps-list-and", init = rest.join(", "), last = last),
    }
}

/// A window as a caption writes it ([`crate::lang::window`]), its bounds apart by a
/// semicolon where one has a decimal comma (`⟨2,1; 5⟩`, not `⟨2,1, 5⟩`).
fn window_text(alpha: String, beta: String) -> String {
    if alpha.contains(',') || beta.contains(',') {
        crate::tr!("steps-window-decimal", alpha = alpha, beta = beta)
    } else {
        crate::lang::window(alpha, beta)
    }
}

/// A number as a caption writes it: `2.5` with the [`crate::lang::current`] language's
/// decimal comma (`2,5` in Czech); text without a decimal point as it is (`-∞`,
/// `13/6`, `≥3`).
fn decimal_text(text: String) -> String {
    if crate::lang::current().decimal_comma() && text.contains('.') {
        text.replace('.', ",")
    } else {
        text
    }
}

/// Whether the cut rule stops a node whose window stands at `(a, b)`.
fn cut_holds(rule: CutRule, a: Score, b: Score) -> bool {
    match rule {
        CutRule::Ge => a >= b,
        CutRule::Gt => a > b,
    }
}

fn gcd(mut a: u128, mut b: u128) -> u128 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

/// `num / den` in the recording's units of `1 / scale`, exactly where that fits
/// ([`crate::record::scaled_text`]: `2.3`, `13/6`), else to two decimal places.
fn fraction_text(num: i128, den: i128, scale: i128) -> String {
    let g = gcd(num.unsigned_abs(), den.unsigned_abs()).max(1) as i128;
    let (num, den) = (num / g, den / g * scale);
    match (Score::try_from(num), Score::try_from(den)) {
        (Ok(n), Ok(d)) => crate::record::scaled_text(n, d),
        _ => format!("{:.2}", num as f64 / den as f64),
    }
}

fn lcm(a: i128, b: i128) -> i128 {
    let g = gcd(a.unsigned_abs(), b.unsigned_abs()).max(1) as i128;
    a / g * b
}

/// `text` with the node's name in front (`B: ≥3`) where `--names` asks for it.
/// The label node `id` shows before the search reaches it: nothing, but an explicit
/// tree's leaf its given value (without the window it will be searched with, not known
/// yet) and a pruned leaf what the finished figure shows (`final_label`, the finished
/// figure's label of a node).
pub fn not_yet_label(
    rec: &Recording,
    id: NodeIndex,
    opts: &RenderOptions,
    final_label: &dyn Fn(NodeIndex) -> String,
) -> String {
    match rec.node(id).kind() {
        NodeKind::Leaf if rec.leaves_given() => match opts.label {
            LabelKind::Window | LabelKind::Triple => {
                let value = RenderOptions {
                    label: LabelKind::Value,
                    ..opts.clone()
                };
                labels::node_label(rec, id, &value, false)
            }
            _ => final_label(id),
        },
        NodeKind::Pruned if rec.leaves_given() => final_label(id),
        _ => String::new(),
    }
}

fn with_name(rec: &Recording, id: NodeIndex, opts: &RenderOptions, text: String) -> String {
    match rec.label(id) {
        Some(name) if opts.names && text.is_empty() => name.to_string(),
        Some(name) if opts.names => format!("{name}: {text}"),
        _ => text,
    }
}

/// The most moves a caption spells out on the way to a node whose name does not say
/// them; a longer way starts with `…`.
const NAMED_MOVES: usize = 6;

/// The figures of a search's steps, laid out once: every step draws the same tree in
/// the same place (each node as wide as the widest label it ever shows), the nodes not
/// reached yet faded, open nodes dashed with their value so far, the step's node
/// ringed (red at a cut-off), and the step's caption below (`Step 9 of 16: Cut-off at
/// C: α = 3 ≥ β = 2, so C.2 and C.3 are never searched.`). The last step adds the
/// principal variation and the chosen move. With `--draw-depth`, steps at nodes the
/// figure does not draw are left out. `--steps DIR` writes them as SVG or PNG files,
/// `--format beamer` as the overlays of one frame. A Monte Carlo tree search's steps
/// are its iterations' four phases instead ([`super::mcts_steps::McFigures`]).
pub struct StepFigures<'r> {
    replay: Replay<'r>,
    /// The whole figure, with every node's widest label.
    fig: Figure,
    /// The steps drawn (at drawn nodes), with their node's index in the figure.
    shown: Vec<(usize, usize)>,
    /// Each figure node's label in the finished figure.
    finals: Vec<String>,
    /// Each drawn step's caption, `Step k of n: …`.
    captions: Vec<String>,
    opts: RenderOptions,
    /// A Monte Carlo tree search's steps (its four phases an iteration), which stand
    /// for the steps above.
    mcts: Option<super::mcts_steps::McFigures<'r>>,
}

impl<'r> StepFigures<'r> {
    /// Lays out the figure of `rec` once, as `opts` say, and works out what each step
    /// shows.
    pub fn new(rec: &'r Recording, opts: &RenderOptions) -> StepFigures<'r> {
        let replay = Replay::new(rec);
        let opts = opts.clone();
        let mcts = super::mcts_steps::McFigures::new(rec, &opts);
        if rec.is_empty() || mcts.is_some() {
            return StepFigures {
                replay,
                fig: Figure::empty(),
                shown: Vec::new(),
                finals: Vec::new(),
                captions: Vec::new(),
                opts,
                mcts,
            };
        }
        let given = opts.pruned == PrunedView::Show && opts.label != LabelKind::Blank;
        let final_label = |id: NodeIndex| labels::node_label(rec, id, &opts, given);
        // Which nodes the figure draws, and the steps at them.
        let probe = build::build_custom(
            rec,
            &opts,
            NodeIndex::new(0),
            |_| true,
            |_| String::new(),
            false,
        );
        let mut index: Vec<Option<usize>> = vec![None; rec.len()];
        for (i, f) in probe.nodes.iter().enumerate() {
            index[f.id.index()] = Some(i);
        }
        let shown: Vec<(usize, usize)> = (0..replay.len())
            .filter_map(|k| Some((k, index[replay.steps[k].node.index()]?)))
            .collect();
        // Each node as wide as the widest label it shows at any drawn step.
        let mut widest: Vec<String> = probe.nodes.iter().map(|f| final_label(f.id)).collect();
        for &(k, _) in &shown {
            for (i, f) in probe.nodes.iter().enumerate() {
                if replay.state(f.id, k) == State::Open {
                    let l = replay.label(f.id, k, &opts, &final_label);
                    let w = |s: &str| metrics::text_width(s, figure::FONT);
                    if w(&l) > w(&widest[i]) {
                        widest[i] = l;
                    }
                }
            }
        }
        let mut fig = build::build_custom(
            rec,
            &opts,
            NodeIndex::new(0),
            |_| true,
            |id| index[id.index()].map_or_else(String::new, |i| widest[i].clone()),
            opts.label != LabelKind::Blank,
        );
        let count = shown.len();
        let captions: Vec<String> = shown
            .iter()
            .enumerate()
            .map(|(j, &(k, _))| {
                crate::tr!(
                    "steps-step",
                    k = j + 1,
                    n = count,
                    caption = replay.caption(k, &opts)
                )
            })
            .collect();
        labels::reserve_notes(&mut fig, &captions, 1);
        // The captions show windows: their win scores need the legend as much as values.
        if let Some(legend) = legend::win_legend(rec, &opts, true) {
            labels::add_note_lines(&mut fig, &legend);
        }
        if let Some(legend) = legend::book_legend(rec, &opts) {
            labels::add_note_lines(&mut fig, &legend);
        }
        let finals = fig.nodes.iter().map(|f| final_label(f.id)).collect();
        StepFigures {
            replay,
            fig,
            shown,
            finals,
            captions,
            opts,
            mcts: None,
        }
    }

    /// How many steps are drawn.
    pub fn len(&self) -> usize {
        match &self.mcts {
            Some(m) => m.len(),
            None => self.shown.len(),
        }
    }

    /// Whether no step is drawn (an empty recording).
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The replay behind the figures.
    pub fn replay(&self) -> &Replay<'r> {
        &self.replay
    }

    /// The caption of drawn step `j` (1-based), `Step j of n: …`.
    pub fn caption(&self, j: usize) -> &str {
        if let Some(m) = &self.mcts {
            return m.caption(j);
        }
        j.checked_sub(1)
            .and_then(|i| self.captions.get(i))
            .map_or("", String::as_str)
    }

    /// The move label of figure node `f` at step `k`: a PVS search mark (`scout`,
    /// `re-search`, [`labels::search_mark`]) only once the re-search has begun — before
    /// it, the scout is any scout and the re-search any move not searched yet.
    fn move_at(&self, f: &FigNode, k: usize) -> Option<MoveLabel> {
        let rec = self.replay.rec;
        let Some(mark) = labels::search_mark(rec, f.id) else {
            return f.mv.clone();
        };
        let re_search = rec.re_search_of(f.id).unwrap_or(f.id);
        if self.replay.state(re_search, k) != State::NotYet {
            return f.mv.clone();
        }
        let mv = f.mv.as_ref()?;
        let plain = mv
            .text
            .strip_suffix(&format!(" ({mark})"))
            .or_else(|| (mv.text != mark).then_some(mv.text.as_str()))?;
        Some(MoveLabel {
            text: plain.to_string(),
            ..mv.clone()
        })
    }

    /// The figure of drawn step `j` (1-based): the tree as it stands then, its node
    /// ringed, its caption below; an empty figure outside `1..=len`.
    pub fn figure(&self, j: usize) -> Figure {
        if let Some(m) = &self.mcts {
            return m.figure(j);
        }
        let Some(&(k, current)) = j.checked_sub(1).and_then(|i| self.shown.get(i)) else {
            return Figure::empty();
        };
        let last = j == self.len();
        let final_label = |id: NodeIndex| {
            let i = self.fig.nodes.iter().position(|f| f.id == id);
            i.map_or_else(String::new, |i| self.finals[i].clone())
        };
        let nodes: Vec<FigNode> = self
            .fig
            .nodes
            .iter()
            .enumerate()
            .map(|(i, f)| {
                let state = self.replay.state(f.id, k);
                let phase = match state {
                    State::NotYet => Phase::NotYet,
                    State::Open => Phase::Open,
                    State::Done | State::Pruned => Phase::Done,
                };
                let label = match state {
                    State::Done | State::Pruned => self.finals[i].clone(),
                    _ => self.replay.label(f.id, k, &self.opts, &final_label),
                };
                // Before its cut-off a pruned move looks like any move not searched
                // yet: the figure must not tell the future.
                let (kind, cut) = match (state, f.kind) {
                    (State::NotYet, NodeKind::Pruned) if label.is_empty() => {
                        (NodeKind::Interior, None)
                    }
                    (State::NotYet, NodeKind::Pruned) => (NodeKind::Leaf, None),
                    _ => (f.kind, f.cut),
                };
                FigNode {
                    label,
                    phase,
                    kind,
                    cut,
                    mv: self.move_at(f, k),
                    pv: f.pv && last,
                    chosen: f.chosen && last,
                    ..f.clone()
                }
            })
            .collect();
        // Stubs of hidden pruned moves appear with their cut-off.
        let stubs = self
            .fig
            .stubs
            .iter()
            .filter(|s| {
                let id = self.fig.nodes[s.parent].id;
                self.replay.cut[id.index()] <= k
            })
            .cloned()
            .collect();
        let step = self.replay.steps[k];
        let mut fig = Figure {
            nodes,
            stubs,
            ring: Some(figure::Ring {
                node: current,
                cutoff: step.kind == StepKind::Cutoff,
            }),
            ..self.fig.clone()
        };
        // The caption is the first note (the legend, if any, stays below it).
        if let Some(note) = fig.notes.first_mut() {
            note.text = self.captions[j - 1].clone();
        }
        fig
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::Algorithm;

    /// `file` searched by `algorithm`.
    fn record(file: &str, algorithm: Algorithm) -> Recording {
        super::super::tree_recording(file, algorithm)
    }

    /// AIMA Fig. 5.2 searched by alpha-beta.
    fn aima() -> Recording {
        record(
            "game: tree\nroot: max\ntree: [A: [B: 3 12 8] [C: 2 4 6] [D: 14 5 2]]\n",
            Algorithm::AlphaBeta,
        )
    }

    #[test]
    fn aima_fig_5_2_in_the_order_a_lecture_walks_it() {
        let rec = aima();
        let s: Vec<(usize, StepKind)> = steps(&rec)
            .iter()
            .map(|s| (s.node.index(), s.kind))
            .collect();
        use StepKind::*;
        assert_eq!(
            s,
            [
                (0, Enter),
                (1, Enter),
                (2, Leaf),
                (3, Leaf),
                (4, Leaf),
                (1, Leave),
                (5, Enter),
                (6, Leaf),
                (5, Cutoff),
                (5, Leave),
                (9, Enter),
                (10, Leaf),
                (11, Leaf),
                (12, Leaf),
                (9, Leave),
                (0, Leave),
            ]
        );
    }

    #[test]
    fn captions_say_what_happens_with_the_numbers() {
        let rec = aima();
        let r = Replay::new(&rec);
        let opts = RenderOptions::default();
        let said: Vec<String> = (0..r.len()).map(|k| r.caption(k, &opts)).collect();
        assert_eq!(said[0], "Enter A with window [-∞, ∞].");
        assert_eq!(said[2], "Evaluate B.1 (leaf): value 3.");
        assert_eq!(
            said[8],
            "Cut-off at C: α = 3 ≥ β = 2, so C.2 and C.3 are never searched."
        );
        // C was ≤2 so far; fail-hard returns α = 3, and the caption says so.
        assert_eq!(
            said[9],
            "Leave C: value ≤3, an upper bound (fail-hard returns α = 3)."
        );
        // In the side to move's view, negamax's numbers.
        let stm = RenderOptions {
            values: Some(Perspective::SideToMove),
            ..RenderOptions::default()
        };
        assert_eq!(
            r.caption(8, &stm),
            "Cut-off at C: α = -2 ≥ β = -3, so C.2 and C.3 are never searched."
        );
    }

    #[test]
    fn captions_speak_the_current_language() {
        use crate::lang::{with, Lang};
        let rec = aima();
        let r = Replay::new(&rec);
        let opts = RenderOptions::default();
        assert_eq!(
            with(Lang::Cs, || r.caption(8, &opts)),
            "Řez v uzlu C: α = 3 ≥ β = 2, takže C.2 a C.3 se nikdy neprohledají."
        );
        assert_eq!(
            with(Lang::Sk, || r.caption(6, &opts)),
            "Vstup do uzla C s oknom ⟨3, ∞⟩."
        );
        assert_eq!(
            with(Lang::De, || r.caption(9, &opts)),
            "Verlasse C: Wert ≤3, eine obere Schranke (Fail-Hard liefert α = 3)."
        );
        assert_eq!(with(Lang::Ru, || r.node_name(NodeIndex::new(0))), "A");
        // One pruned move: the singular.
        assert_eq!(with(Lang::Cs, || word_list(&["C.2".into()])), "C.2");
        assert_eq!(
            with(Lang::Ru, || word_list(&[
                "a".into(),
                "b".into(),
                "c".into()
            ])),
            "a, b и c"
        );
        // English as it was.
        assert_eq!(r.caption(0, &opts), "Enter A with window [-∞, ∞].");
    }

    #[test]
    fn open_nodes_show_their_value_so_far_and_window_as_it_stands() {
        let rec = aima();
        let r = Replay::new(&rec);
        let opts = RenderOptions::default();
        let triple = RenderOptions {
            label: LabelKind::Triple,
            ..RenderOptions::default()
        };
        let window = RenderOptions {
            label: LabelKind::Window,
            ..RenderOptions::default()
        };
        let (root, c) = (NodeIndex::new(0), NodeIndex::new(5));
        // At the cut-off at C (step 9): the root ≥3, C ≤2 in the window [3, 2].
        assert_eq!(r.state(root, 8), State::Open);
        assert_eq!(r.open_label(root, 8, &opts), "≥3");
        assert_eq!(r.open_label(c, 8, &opts), "≤2");
        assert_eq!(r.open_label(c, 8, &window), "[3, 2]");
        assert_eq!(r.open_label(c, 8, &triple), "3 | ≤2 | 2");
        // Before any child returned: nothing in value mode, `?` in a triple.
        assert_eq!(r.open_label(root, 0, &opts), "");
        assert_eq!(r.open_label(root, 0, &triple), "-∞ | ? | ∞");
        assert_eq!(r.state(NodeIndex::new(7), 7), State::NotYet);
        assert_eq!(r.state(NodeIndex::new(7), 8), State::Pruned);
    }

    #[test]
    fn names_spell_moves_where_the_tree_does_not() {
        // `y` names two nodes: they are named by their places, and the moves follow.
        let rec = record(
            "game: tree\nroot: max\ntree: [[x: [y: 1 2] 3] [z: [y: 4]]]\n",
            Algorithm::Minimax,
        );
        let r = Replay::new(&rec);
        let name = |i: usize| r.node_name(NodeIndex::new(i));
        assert_eq!(name(0), "root");
        assert_eq!(name(1), "x");
        assert_eq!(name(2), "x.1 (after x y)");
        assert_eq!(name(3), "x.1.1 (after x y 1)");
        assert_eq!(name(5), "x.2");
        assert_eq!(name(6), "z");
        assert_eq!(name(8), "z.1.1 (after z y 1)");
    }
}
