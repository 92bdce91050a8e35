//! Building the figure model from a recording: which nodes are drawn (draw depth,
//! hidden pruned moves, `--max-children`), their labels, boards and outlines; then
//! [`super::arrange`] places them.

use super::board::NodeBoard;
use super::figure::*;
use super::legend;
use super::options::{Direction, LabelKind, PrunedView, RenderOptions, Style};
use super::tidy::{self, Shape};
use super::{arrange::*, labels::*, size::*, style::*};
use crate::record::{NodeKind, Recording};
use crate::render::metrics;
use petgraph::graph::NodeIndex;

/// The figure of the whole recording as `opts` say ([`build`] from the root; an
/// empty figure for an empty recording): what every figure backend draws.
pub fn whole(rec: &Recording, opts: &RenderOptions) -> Figure {
    if rec.is_empty() {
        Figure::empty()
    } else {
        build(rec, opts, NodeIndex::new(0), |_| true)
    }
}

/// Builds the figure of the subtree under `root`, drawing the nodes `keep` accepts
/// (a node is drawn only if its parent is) and as the options say (`--pruned`,
/// `--draw-depth`, `--names`, `--edge-labels`, `--direction`, `--title`). Pass `|_| true`
/// to draw everything.
///
/// With [`LabelKind::Blank`] (an exercise sheet) the principal variation and the
/// chosen move are not highlighted: they would give the answer away.
pub fn build(
    rec: &Recording,
    opts: &RenderOptions,
    root: NodeIndex,
    keep: impl Fn(NodeIndex) -> bool,
) -> Figure {
    let highlight = opts.label != LabelKind::Blank;
    let given = opts.pruned == PrunedView::Show && opts.label != LabelKind::Blank;
    let mut fig = build_custom(
        rec,
        opts,
        root,
        keep,
        |id| node_label(rec, id, opts, given),
        highlight,
    );
    if opts.label != LabelKind::Blank {
        let windows = legend::shows_windows(super::shown::label_content(rec, opts.label));
        if let Some(legend) = legend::win_legend(rec, opts, windows) {
            add_note_lines(&mut fig, &legend);
        }
        if let Some(legend) = legend::book_legend(rec, opts) {
            add_note_lines(&mut fig, &legend);
        }
        if let Some(legend) = legend::mcts_legend(rec, opts) {
            add_note_lines(&mut fig, &legend);
        }
    }
    fig
}

/// [`build`] with the labels given by `label` (node id → text) instead of the render
/// options, and the default figure options otherwise; `highlight` draws the principal
/// variation and the chosen move.
pub fn build_labelled(
    rec: &Recording,
    root: NodeIndex,
    keep: impl Fn(NodeIndex) -> bool,
    label: impl Fn(NodeIndex) -> String,
    highlight: bool,
) -> Figure {
    build_custom(rec, &RenderOptions::default(), root, keep, label, highlight)
}

/// How many recorded nodes [`build`] draws from the root with these options: all of
/// them, less what `--draw-depth` and `--pruned hide` leave out (for the size guard,
/// [`super::fit::check_figure_size`]).
pub fn drawn_count(rec: &Recording, opts: &RenderOptions) -> usize {
    if rec.is_empty() {
        return 0;
    }
    let hide = opts.pruned == PrunedView::Hide;
    let mut on_pv = vec![false; rec.len()];
    for id in rec.pv_nodes() {
        on_pv[id.index()] = true;
    }
    let mut count = 0;
    let mut stack = vec![(NodeIndex::new(0), 0u32)];
    while let Some((id, depth)) = stack.pop() {
        count += 1;
        if opts.draw_depth.is_some_and(|l| depth >= l) {
            continue;
        }
        let parent_pruned = rec.node(id).kind() == NodeKind::Pruned;
        let kids: Vec<NodeIndex> = rec
            .children(id)
            .into_iter()
            .filter(|&c| !(hide && !parent_pruned && rec.node(c).kind() == NodeKind::Pruned))
            .collect();
        for c in elide(rec, kids, opts.max_children, &on_pv) {
            match c {
                Kept::Node(c) => stack.push((c, depth + 1)),
                Kept::Elided(..) => count += 1,
            }
        }
    }
    count
}

/// [`build`] with the labels given by `label` (node id → text) and `highlight`
/// deciding whether the principal variation and the chosen move are drawn.
pub fn build_custom(
    rec: &Recording,
    opts: &RenderOptions,
    root: NodeIndex,
    keep: impl Fn(NodeIndex) -> bool,
    label: impl Fn(NodeIndex) -> String,
    highlight: bool,
) -> Figure {
    let pv = if highlight {
        rec.pv_nodes()
    } else {
        Vec::new()
    };
    let mut on_pv = vec![false; rec.len()];
    for id in &pv {
        on_pv[id.index()] = true;
    }
    let mut c = Collector {
        rec,
        opts,
        keep: &keep,
        label: &label,
        chosen: pv.get(1).copied().filter(|_| on_pv[root.index()]),
        on_pv,
        drawn: Drawn::default(),
    };
    c.collect(root);
    let Drawn {
        mut nodes,
        items,
        children,
        more,
    } = c.drawn;
    let direction = opts.direction;
    let arr = arrange_levels(&items, &children, direction);
    let (stubs, elided) = place(&items, &mut nodes, &arr, direction);
    mark_undrawn(&mut nodes, &more, direction);
    finish(opts, nodes, stubs, elided, direction)
}

/// What [`Collector`] gathers, in pre-order (= visit order): the drawn nodes, the
/// items to arrange (nodes, stubs of hidden pruned moves, `+N more` marks), each
/// item's children, and whether a node has undrawn children below the draw depth.
#[derive(Default)]
struct Drawn {
    nodes: Vec<FigNode>,
    items: Vec<Item>,
    children: Vec<Vec<u32>>,
    more: Vec<bool>,
}

/// A place in the walk of [`Collector::collect`]: a node (with its parent item and
/// depth), the stub of a run of hidden pruned moves, or a `+N more` mark; the last
/// two with their parent item, depth and count.
enum Entry {
    Node(NodeIndex, Option<usize>, usize),
    Stub(usize, usize, usize),
    Elided(usize, usize, usize, Option<u64>),
}

/// Walks the recording from a root and gathers what the figure draws ([`Drawn`]).
struct Collector<'a, K, L> {
    rec: &'a Recording,
    opts: &'a RenderOptions,
    keep: &'a K,
    label: &'a L,
    /// The root's child on the principal variation, when the root is on it.
    chosen: Option<NodeIndex>,
    on_pv: Vec<bool>,
    drawn: Drawn,
}

impl<K: Fn(NodeIndex) -> bool, L: Fn(NodeIndex) -> String> Collector<'_, K, L> {
    /// Gathers the drawn subtree under `root`.
    fn collect(&mut self, root: NodeIndex) {
        let limit = self.opts.draw_depth.map(|d| d as usize);
        let mut stack = vec![Entry::Node(root, None, 0)];
        while let Some(entry) = stack.pop() {
            let idx = self.drawn.items.len();
            self.drawn.children.push(Vec::new());
            let (id, parent, depth) = match entry {
                Entry::Elided(parent, depth, count, visits) => {
                    let text = elided_text(count, visits);
                    let (w, h) = outline_size(&text, Outline::Bare, NodeKind::Pruned);
                    self.push_item(
                        What::Elided(count, visits),
                        Some(parent),
                        depth,
                        (w, h),
                        None,
                    );
                    continue;
                }
                Entry::Stub(parent, depth, count) => {
                    self.push_item(What::Stub(count), Some(parent), depth, (STUB_W, 0.0), None);
                    continue;
                }
                Entry::Node(id, parent, depth) => (id, parent, depth),
            };
            self.push_node(id, parent, depth);
            let kids: Vec<NodeIndex> = self
                .rec
                .children(id)
                .into_iter()
                .filter(|&c| (self.keep)(c))
                .collect();
            if kids.is_empty() {
                continue;
            }
            if limit.is_some_and(|l| depth >= l) {
                *self.drawn.more.last_mut().expect("just pushed") = true;
                continue;
            }
            let order = self.child_entries(id, idx, depth, kids);
            stack.extend(order.into_iter().rev());
        }
    }

    /// Adds an item to arrange, as the last child of `parent`.
    fn push_item(
        &mut self,
        what: What,
        parent: Option<usize>,
        depth: usize,
        (w, h): (f64, f64),
        lw: Option<f64>,
    ) {
        let idx = self.drawn.items.len();
        self.drawn.items.push(Item {
            what,
            parent,
            depth,
            w,
            h,
            lw,
        });
        if let Some(p) = parent {
            self.drawn.children[p].push(idx as u32);
        }
    }

    /// Adds the node `id` (under the item `parent`, at `depth`): its label, move
    /// label, board, outline and size.
    fn push_node(&mut self, id: NodeIndex, parent: Option<usize>, depth: usize) {
        let (rec, opts) = (self.rec, self.opts);
        let n = rec.node(id);
        let text = (self.label)(id);
        let mv = parent
            .and_then(|_| move_label(rec, id, opts))
            .map(|t| MoveLabel {
                w: metrics::text_width(&t, MOVE_FONT),
                text: t,
                x: 0.0,
                y: 0.0,
                vertical: false,
                full: full_move(rec, id),
            });
        let parent_node = parent.map(|p| match self.drawn.items[p].what {
            What::Node(i) => i,
            What::Stub(_) | What::Elided(..) => unreachable!("stubs have no children"),
        });
        let board = opts.board.as_ref().and_then(|layout| {
            let picture = layout.picture(rec.board(id)?)?;
            // The mover's prefix is in the parent's picture, drawn already.
            let prefix = parent_node
                .and_then(|p| self.drawn.nodes[p].board.as_ref())
                .map(|b| b.picture.move_prefix.clone())
                .unwrap_or_default();
            let mv = parent.and_then(|_| rec.move_name(id));
            Some(NodeBoard::new(picture, mv, &prefix, parent.is_none()))
        });
        let mut outline = Outline::of(opts.style, n.player(), n.kind(), board.is_some());
        if matches!(outline, Outline::Up | Outline::Down)
            && n.kind() == NodeKind::Pruned
            && !text.is_empty()
            && rec.children(id).is_empty()
        {
            // A pruned leaf that keeps its value is a (grey) number, as the searched
            // leaves are.
            outline = Outline::Bare;
        }
        let (w, h) = match &board {
            None => outline_size(&text, outline, n.kind()),
            Some(b) => board_node_size(&text, n.kind(), b),
        };
        let what = What::Node(self.drawn.nodes.len());
        self.push_item(what, parent, depth, (w, h), mv.as_ref().map(|m| m.w));
        self.drawn.nodes.push(FigNode {
            id,
            parent: parent_node,
            x: 0.0,
            y: 0.0,
            w,
            h,
            board,
            outline,
            label: text,
            mv,
            edge: Vec::new(),
            cut: None,
            more: None,
            player: n.player(),
            kind: n.kind(),
            pv: self.on_pv[id.index()],
            chosen: Some(id) == self.chosen && parent.is_some(),
            cutoff: n.cutoff(),
            mark: None,
            phase: Phase::Done,
            edge_width: parent.and(self.edge_width(id)),
        });
        self.drawn.more.push(false);
    }

    /// The width of the edge into `id` by its visits, relative to the most visited
    /// child of the recording's root ([`visits_width`]): a Monte Carlo tree search's;
    /// `None` for other algorithms.
    fn edge_width(&self, id: NodeIndex) -> Option<f64> {
        self.rec.meta.mcts.as_ref()?;
        let (n, _) = self.rec.statistics(id)?;
        let most = self
            .rec
            .children(NodeIndex::new(0))
            .into_iter()
            .filter_map(|c| self.rec.statistics(c).map(|(n, _)| n))
            .max()?;
        Some(visits_width(n, most))
    }

    /// The entries for the children `kids` of the node `id` (item `idx` at `depth`),
    /// left to right: `--max-children` leaves some out behind a `+N more` mark, and
    /// hidden pruned moves become one stub where the first of them was.
    fn child_entries(
        &self,
        id: NodeIndex,
        idx: usize,
        depth: usize,
        kids: Vec<NodeIndex>,
    ) -> Vec<Entry> {
        let hide = self.opts.pruned == PrunedView::Hide;
        let parent_pruned = self.rec.node(id).kind() == NodeKind::Pruned;
        let mut order: Vec<Entry> = Vec::new();
        let mut stub: Option<(usize, usize)> = None;
        for c in elide(self.rec, kids, self.opts.max_children, &self.on_pv) {
            let c = match c {
                Kept::Node(c) => c,
                Kept::Elided(count, visits) => {
                    order.push(Entry::Elided(idx, depth + 1, count, visits));
                    continue;
                }
            };
            if hide && !parent_pruned && self.rec.node(c).kind() == NodeKind::Pruned {
                match &mut stub {
                    Some((_, count)) => *count += 1,
                    None => {
                        stub = Some((order.len(), 1));
                        order.push(Entry::Stub(idx, depth + 1, 0));
                    }
                }
            } else {
                order.push(Entry::Node(c, Some(idx), depth + 1));
            }
        }
        if let Some((at, count)) = stub {
            order[at] = Entry::Stub(idx, depth + 1, count);
        }
        order
    }
}

/// A child of a drawn node as `--max-children` keeps it: drawn, or one mark for a run
/// of children left out (how many, and their visits in a Monte Carlo tree search).
pub(super) enum Kept {
    Node(NodeIndex),
    Elided(usize, Option<u64>),
}

/// The children `max` keeps (all without it), in generation order: the first `max` —
/// in a Monte Carlo tree search the `max` most visited (ties: the first), the move it
/// plays among them — and any on the principal variation (`on_pv`), so that the chosen
/// line stays drawn; each run of the others becomes one [`Kept::Elided`] mark where
/// they were, with their visits in a Monte Carlo tree search.
pub(super) fn elide(
    rec: &Recording,
    kids: Vec<NodeIndex>,
    max: Option<usize>,
    on_pv: &[bool],
) -> Vec<Kept> {
    let Some(max) = max.filter(|&m| kids.len() > m) else {
        return kids.into_iter().map(Kept::Node).collect();
    };
    let visits = |c: NodeIndex| rec.statistics(c).map(|(n, _)| n);
    let mcts = rec.meta.mcts.is_some();
    let mut keep = vec![false; kids.len()];
    if mcts {
        let mut ranked: Vec<usize> = (0..kids.len()).collect();
        // Stable: equal visits keep generation order.
        ranked.sort_by_key(|&i| std::cmp::Reverse(visits(kids[i]).unwrap_or(0)));
        for &i in ranked.iter().take(max) {
            keep[i] = true;
        }
    } else {
        for k in keep.iter_mut().take(max) {
            *k = true;
        }
    }
    let mut out = Vec::new();
    let mut run: (usize, Option<u64>) = (0, None);
    let flush = |out: &mut Vec<Kept>, run: &mut (usize, Option<u64>)| {
        if run.0 > 0 {
            out.push(Kept::Elided(run.0, run.1));
        }
        *run = (0, None);
    };
    for (i, c) in kids.into_iter().enumerate() {
        if keep[i] || on_pv[c.index()] {
            flush(&mut out, &mut run);
            out.push(Kept::Node(c));
        } else {
            run.0 += 1;
            if mcts {
                run.1 = Some(run.1.unwrap_or(0) + visits(c).unwrap_or(0));
            }
        }
    }
    flush(&mut out, &mut run);
    out
}

/// The first drawing of the HTML report: the nodes `keep` accepts under `root`, top
/// down, with [`estimated_text_width`] and levels [`LEVEL_H`] apart, exactly as the
/// report's JavaScript lays the tree out again after the reader expands or collapses
/// a node or switches labels (tests/browser/twins.rs compares the two). Each node is
/// sized by the texts the report draws ([`report_label`], [`report_edge_text`]): a
/// pruned leaf's given value, a chance edge's probability, a long move cut short —
/// not by the figures' labels, which the SVG figure measures with the font's metrics. Only the nodes' `x`, `y`, `w` and the
/// figure's size are meant to be read; the report draws the rest itself.
pub fn build_report(
    rec: &Recording,
    opts: &RenderOptions,
    root: NodeIndex,
    keep: impl Fn(NodeIndex) -> bool,
) -> Figure {
    let mut nodes: Vec<FigNode> = Vec::new();
    let mut shape = Shape::default();
    let mut stack: Vec<(NodeIndex, Option<usize>)> = vec![(root, None)];
    while let Some((id, parent)) = stack.pop() {
        let n = rec.node(id);
        let label = report_label(rec, id, opts);
        let mv = parent.and_then(|_| report_edge_text(rec, id));
        let idx = nodes.len();
        shape.children.push(Vec::new());
        shape
            .width
            .push(estimated_node_width(&label, mv.as_deref()));
        if let Some(p) = parent {
            shape.children[p].push(idx as u32);
        }
        nodes.push(FigNode {
            id,
            parent,
            x: 0.0,
            y: 0.0,
            w: shape.width[idx],
            h: NODE_H,
            board: None,
            outline: Outline::of(Style::Color, n.player(), n.kind(), false),
            label,
            mv: None,
            edge: Vec::new(),
            cut: None,
            more: None,
            player: n.player(),
            kind: n.kind(),
            pv: false,
            chosen: false,
            cutoff: n.cutoff(),
            mark: None,
            phase: Phase::Done,
            edge_width: None,
        });
        for &c in rec.children(id).iter().rev() {
            if keep(c) {
                stack.push((c, Some(idx)));
            }
        }
    }
    let placement = tidy::tidy(&shape, GAP);
    let base_ply = rec.node(root).ply() as f64;
    let mut max_y: f64 = 0.0;
    for (i, f) in nodes.iter_mut().enumerate() {
        f.x = placement.x[i] + MARGIN;
        f.y = MARGIN + NODE_H / 2.0 + (rec.node(f.id).ply() as f64 - base_ply) * LEVEL_H;
        max_y = max_y.max(f.y);
    }
    Figure {
        nodes,
        stubs: Vec::new(),
        title: None,
        direction: Direction::Down,
        palette: Palette::COLOR,
        width: placement.width + 2.0 * MARGIN,
        height: max_y + NODE_H / 2.0 + MARGIN,
        ring: None,
        notes: Vec::new(),
        elided: Vec::new(),
        background: Some(Palette::COLOR.paper.to_string()),
    }
}
