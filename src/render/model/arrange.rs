//! Arranging the figure: levels and their depths, the tidy layout of each level's
//! breadth, edges, cut marks, move labels turned where a level is crowded, and the
//! margins.

use super::figure::*;
use super::labels::elided_text;
use super::options::{Background, Direction, RenderOptions};
use super::style::*;
use super::tidy::{self, Shape};
use crate::record::NodeKind;
use crate::render::metrics;

/// What the layout places: a recorded node or a stub of hidden pruned moves.
#[derive(Clone, Debug)]
pub(super) enum What {
    /// Index into the figure's nodes.
    Node(usize),
    /// A stub standing for this many hidden pruned moves.
    Stub(usize),
    /// A mark standing for this many children `--max-children` leaves out (and their
    /// visits in a Monte Carlo tree search).
    Elided(usize, Option<u64>),
}

/// One placed item.
#[derive(Clone, Debug)]
pub(super) struct Item {
    pub(super) what: What,
    /// Parent item.
    pub(super) parent: Option<usize>,
    /// Levels below the drawing's root.
    pub(super) depth: usize,
    /// Width of the node, px (a stub: [`STUB_W`]).
    pub(super) w: f64,
    /// Height of the node, px (a stub: 0).
    pub(super) h: f64,
    /// Width of the move label on the edge from the parent, px, if there is one.
    pub(super) lw: Option<f64>,
}

/// The geometry along the depth axis (down the page for [`Direction::Down`], to the
/// right for [`Direction::Right`]) of one level's edges, the ones from level `d − 1`
/// into level `d`; depths in px from the root's level.
#[derive(Copy, Clone, Debug, Default)]
pub(super) struct Level {
    /// Where the edges start: the parents' bottom (down) or centre (right).
    pub(super) a: f64,
    /// Where the edges end: the children's top (down) or centre (right).
    pub(super) b: f64,
    /// The free space between the two levels' borders.
    pub(super) gap: f64,
    /// The parents' column border (down: `a`), from which cut marks are measured.
    pub(super) border: f64,
    /// The move labels' centre.
    pub(super) label: f64,
    /// The children's border (top or left side of their level).
    pub(super) child: f64,
    /// Where the free part of the edges ends: before the label band, or at the
    /// children's border on levels without labels.
    pub(super) free: f64,
    /// The labels' place on their edges: the fraction of the edge from the child end.
    pub(super) s: f64,
    /// The labels read upwards.
    pub(super) vertical: bool,
    /// Where the edges bend (`--direction right` on levels with move labels, and
    /// levels whose fans are too flat otherwise): each edge runs from its parent to
    /// this depth at its child's breadth, then straight on through its label, which
    /// sits in line with the child, into the child.
    pub(super) bend: Option<f64>,
}

/// The items laid out for one choice of label orientations.
///
/// Every move label of level `d` sits on its edge at the same fraction `s` from the
/// child end, so its breadth position is `b_c + (b_p − b_c)·s` (child `c`, parent `p`).
/// For two labelled children `i` left of `j` the parents are in the same order, so the
/// labels are at least `(b_j − b_i)(1 − s)` apart; the layout keeps `b_j − b_i ≥ (W_i +
/// W_j)/2 + GAP`, and each item's breadth `W` is at least `(e + LABEL_SEP)/(1 − s) −
/// GAP` for a label `e` wide, so the labels are at least `LABEL_SEP` apart. The bands of
/// different levels, and the nodes, do not share depths. Drawn to the right, a label
/// sits on its child's row (`s` = 0), and children are at least a node's height apart.
pub(super) struct Arrangement {
    /// Breadth centre of each item, px.
    pub(super) breadth: Vec<f64>,
    /// Depth centre of each level, px.
    pub(super) centre: Vec<f64>,
    /// Edge geometry of each level (index 0 unused).
    pub(super) levels: Vec<Level>,
    /// Breadth of the layout, px.
    pub(super) span: f64,
    /// Depth of the layout, px.
    pub(super) depth: f64,
}

impl Arrangement {
    /// The arrangement of a breadth `placement` and levels at depths `centre`, their
    /// nodes reaching `half` before and after.
    fn new(
        placement: tidy::Placement,
        centre: Vec<f64>,
        half: &[f64],
        levels: Vec<Level>,
    ) -> Arrangement {
        let last = centre.len() - 1;
        Arrangement {
            breadth: placement.x,
            depth: centre[last] + half[last],
            centre,
            levels,
            span: placement.width,
        }
    }
}

/// Half the breadth a move label `lw` px wide takes (halo included), px: half its
/// width when it runs along the breadth, half its height when it is turned.
pub(super) fn label_half_breadth(lw: f64, along_breadth: bool) -> f64 {
    if along_breadth {
        lw / 2.0 + HALO
    } else {
        let (above, below) = metrics::extent(MOVE_FONT);
        above.max(below) + HALO
    }
}

/// Lays the items out with the move labels of the levels in `vertical` turned
/// ([`arrange_once`]), and then again with deeper levels where a fan's edges are so
/// flat that two neighbouring labelled edges pass closer than a label's height to
/// each other where their labels sit: the labels would seem to float between them.
/// Where even [`MAX_GAP`] is not deep enough, that level's edges bend instead: each
/// runs to just above its child and then straight down through its label, which sits
/// right above the child.
pub(super) fn arrange(
    items: &[Item],
    children: &[Vec<u32>],
    direction: Direction,
    vertical: &[bool],
) -> Arrangement {
    if direction == Direction::Right {
        return arrange_right(items, children, vertical.len());
    }
    let first = arrange_once(items, children, vertical, &[], &[]);
    let apart = metrics::line_height(MOVE_FONT) + 2.0 * HALO + 1.0;
    let mut gaps = vec![0.0; vertical.len()];
    let mut bends = vec![false; vertical.len()];
    let mut steeper = false;
    for (p, kids) in children.iter().enumerate() {
        for pair in kids.windows(2) {
            let (i, j) = (pair[0] as usize, pair[1] as usize);
            if items[i].lw.is_none() || items[j].lw.is_none() {
                continue;
            }
            let lv = first.levels[items[i].depth];
            // The labels sit `dist` before the children's border; at depth t below the
            // parent, edge j is t·|x_j − x_i| / √(x_i² + G²) from the line of edge i.
            let dist = lv.b - lv.label;
            let (xi, xj) = (
                first.breadth[i] - first.breadth[p],
                first.breadth[j] - first.breadth[p],
            );
            let clear = |g: f64| {
                let t = g - dist;
                let dx = (xj - xi).abs();
                t * dx / xi.hypot(g) >= apart && t * dx / xj.hypot(g) >= apart
            };
            let mut g = lv.gap;
            while !clear(g) && g < MAX_GAP {
                g = (g + 2.0).min(MAX_GAP);
            }
            let d = items[i].depth;
            if !clear(g) {
                bends[d] = true;
            }
            if g > lv.gap {
                gaps[d] = f64::max(gaps[d], g);
                steeper = true;
            }
        }
    }
    if steeper {
        arrange_once(items, children, vertical, &gaps, &bends)
    } else {
        first
    }
}

/// The widest move label of each of `levels_n` levels, `None` for levels without.
pub(super) fn widest_labels(items: &[Item], levels_n: usize) -> Vec<Option<f64>> {
    let mut lw_max: Vec<Option<f64>> = vec![None; levels_n];
    for it in items {
        if let Some(lw) = it.lw {
            lw_max[it.depth] = Some(lw_max[it.depth].map_or(lw, |m| m.max(lw)));
        }
    }
    lw_max
}

/// `--direction right`: nodes stacked top to bottom in columns as wide as their widest
/// node. A move label sits on its child's row (the edge bends there), so labels never
/// crowd each other and the layout needs only the nodes' height; the columns are as
/// far apart as the labels are long, plus room for the edges to fan out (a quarter of
/// the widest fan, within [`FREE`] and [`MAX_GAP`]).
pub(super) fn arrange_right(items: &[Item], children: &[Vec<u32>], levels_n: usize) -> Arrangement {
    let width: Vec<f64> = items
        .iter()
        .map(|it| match it.what {
            What::Stub(_) => STUB_W,
            What::Node(_) | What::Elided(..) => it.h,
        })
        .collect();
    let placement = tidy::tidy(
        &Shape {
            children: children.to_vec(),
            width,
        },
        GAP,
    );
    let lw_max = widest_labels(items, levels_n);
    let mut half = vec![0.0f64; levels_n];
    let mut fan = vec![0.0f64; levels_n];
    for (i, it) in items.iter().enumerate() {
        if matches!(it.what, What::Node(_)) {
            half[it.depth] = half[it.depth].max(it.w / 2.0);
        }
        if let Some(p) = it.parent {
            let drift = (placement.x[p] - placement.x[i]).abs();
            fan[it.depth] = fan[it.depth].max(drift);
        }
    }
    let mut centre = vec![half[0]; levels_n];
    let mut levels = vec![Level::default(); levels_n];
    for d in 1..levels_n {
        let band = lw_max[d].map_or(0.0, |lw| lw + 2.0 * HALO);
        let gap = match lw_max[d] {
            Some(_) => (fan[d] / 4.0).clamp(FREE, MAX_GAP) + band + 2.0 * LABEL_PAD,
            None => LEVEL_GAP,
        };
        centre[d] = centre[d - 1] + half[d - 1] + gap + half[d];
        let child = centre[d] - half[d];
        let free = child - 2.0 * LABEL_PAD - band;
        levels[d] = Level {
            a: centre[d - 1],
            b: centre[d],
            gap,
            border: centre[d - 1] + half[d - 1],
            label: child - LABEL_PAD - band / 2.0,
            child,
            free,
            s: 0.0,
            vertical: false,
            bend: lw_max[d].map(|_| free),
        };
    }
    Arrangement::new(placement, centre, &half, levels)
}

/// `--direction down`: lays the items out with the move labels of the levels in
/// `vertical` turned and the edges between levels at least `gaps` long (px, by level;
/// missing: no minimum).
pub(super) fn arrange_once(
    items: &[Item],
    children: &[Vec<u32>],
    vertical: &[bool],
    gaps: &[f64],
    bends: &[bool],
) -> Arrangement {
    let levels_n = vertical.len();
    let lw_max = widest_labels(items, levels_n);
    // A level reaches as far as its tallest node (they differ only with boards).
    let mut half = vec![NODE_H / 2.0; levels_n];
    for it in items {
        half[it.depth] = half[it.depth].max(it.h / 2.0);
    }
    let (above, below) = metrics::extent(MOVE_FONT);
    let mut centre = vec![half[0]; levels_n];
    let mut levels = vec![Level::default(); levels_n];
    for d in 1..levels_n {
        // The label band's depth extent (halo included).
        let along_depth = vertical[d];
        let band = match lw_max[d] {
            None => 0.0,
            Some(lw) if along_depth => lw + 2.0 * HALO,
            Some(_) => above + below + 2.0 * HALO,
        };
        let gap = LEVEL_GAP
            .max(band + LABEL_PAD + FREE)
            .max(gaps.get(d).copied().unwrap_or(0.0));
        centre[d] = centre[d - 1] + half[d - 1] + gap + half[d];
        let (a, b) = (centre[d - 1] + half[d - 1], centre[d] - half[d]);
        let child_border = centre[d] - half[d];
        let label = if along_depth {
            child_border - LABEL_PAD - band / 2.0
        } else {
            // Asymmetric box: its bottom (`below` under the centre) above the pad.
            child_border - LABEL_PAD - HALO - below
        };
        let free = if lw_max[d].is_some() {
            child_border - 2.0 * LABEL_PAD - band
        } else {
            child_border
        };
        let bend = bends.get(d).copied().unwrap_or(false) && lw_max[d].is_some();
        levels[d] = Level {
            a,
            b,
            gap,
            border: centre[d - 1] + half[d - 1],
            label,
            child: child_border,
            free,
            s: if bend { 0.0 } else { (b - label) / (b - a) },
            vertical: vertical[d],
            bend: bend.then_some(free),
        };
    }
    // Breadth of each item: its node, or its label's slot if that is wider.
    let width: Vec<f64> = items
        .iter()
        .map(|it| {
            let node = match it.what {
                What::Stub(_) => STUB_W,
                What::Node(_) | What::Elided(..) => it.w,
            };
            match it.lw {
                Some(lw) => {
                    let s = levels[it.depth].s;
                    let e = 2.0 * label_half_breadth(lw, !vertical[it.depth]);
                    node.max((e + LABEL_SEP) / (1.0 - s) - GAP)
                }
                None => node,
            }
        })
        .collect();
    let shape = Shape {
        children: children.to_vec(),
        width,
    };
    let placement = tidy::tidy(&shape, GAP);
    Arrangement::new(placement, centre, &half, levels)
}

/// The two strokes of a cut mark across the line from `(x1, y1)` to `(x2, y2)` at
/// fraction `u` of the way from its start: parallel, a little apart, leaning 30° from
/// square to the line, like `//`.
pub(super) fn cut_mark(x1: f64, y1: f64, x2: f64, y2: f64, u: f64) -> [Segment; 2] {
    let (dx, dy) = (x2 - x1, y2 - y1);
    let len = (dx * dx + dy * dy).sqrt().max(1e-9);
    let (ux, uy) = (dx / len, dy / len);
    let (cx, cy) = (x1 + dx * u, y1 + dy * u);
    // Square to the line, turned 30° towards its direction.
    let (cos, sin) = (0.866, 0.5);
    let (sx, sy) = (-uy * cos + ux * sin, ux * cos + uy * sin);
    let stroke = |k: f64| {
        let (mx, my) = (cx + ux * k, cy + uy * k);
        Segment {
            x1: mx - sx * CUT_HALF,
            y1: my - sy * CUT_HALF,
            x2: mx + sx * CUT_HALF,
            y2: my + sy * CUT_HALF,
        }
    };
    [stroke(-CUT_SPACING / 2.0), stroke(CUT_SPACING / 2.0)]
}

/// Moves the placed drawing into its margins (below the title, if any) and sizes it.
pub(super) fn finish(
    opts: &RenderOptions,
    mut nodes: Vec<FigNode>,
    mut stubs: Vec<Stub>,
    mut elided: Vec<Elided>,
    direction: Direction,
) -> Figure {
    if nodes.is_empty() {
        return Figure::empty();
    }
    let (x0, y0, x1, y1) = bounds(&nodes, &stubs, &elided);
    // One line: runs of white space (line breaks too) become one space.
    let title_text = opts
        .title
        .as_deref()
        .map(|t| t.split_whitespace().collect::<Vec<_>>().join(" "))
        .filter(|t| !t.is_empty());
    let title_w = title_text
        .as_deref()
        .map_or(0.0, |t| metrics::text_width(t, TITLE_FONT));
    let title_h = if title_text.is_some() {
        metrics::line_height(TITLE_FONT) + TITLE_GAP
    } else {
        0.0
    };
    let tree_w = x1 - x0;
    let inner_w = tree_w.max(title_w);
    let dx = MARGIN - x0 + (inner_w - tree_w) / 2.0;
    let dy = MARGIN + title_h - y0;
    translate(&mut nodes, &mut stubs, &mut elided, dx, dy);
    // Whole pixels, so that a PNG of the figure is exactly `--scale` times its size.
    let width = (inner_w + 2.0 * MARGIN).ceil();
    let title = title_text.map(|text| {
        let (above, _) = metrics::extent(TITLE_FONT);
        Title {
            text,
            x: MARGIN + inner_w / 2.0,
            y: MARGIN + above,
            w: title_w,
        }
    });
    Figure {
        nodes,
        stubs,
        title,
        direction,
        palette: *Palette::of(opts.style),
        width,
        height: ((y1 - y0) + title_h + 2.0 * MARGIN).ceil(),
        ring: None,
        notes: Vec::new(),
        elided,
        background: background_of(opts),
    }
}

/// The colour behind a figure drawn with `opts` (`None`: transparent).
pub(super) fn background_of(opts: &RenderOptions) -> Option<String> {
    match &opts.background {
        Background::Paper => Some(Palette::of(opts.style).paper.to_string()),
        Background::Transparent => None,
        Background::Colour(c) => Some(c.clone()),
    }
}

/// The bounding box `(x0, y0, x1, y1)` of everything drawn: nodes, move labels (with
/// their halo), the marks of undrawn subtrees, stubs and their cut marks, `+N more`
/// marks.
fn bounds(nodes: &[FigNode], stubs: &[Stub], elided: &[Elided]) -> (f64, f64, f64, f64) {
    let (mut x0, mut y0, mut x1, mut y1) = (
        f64::INFINITY,
        f64::INFINITY,
        f64::NEG_INFINITY,
        f64::NEG_INFINITY,
    );
    let mut add = |x: f64, y: f64| {
        x0 = x0.min(x);
        y0 = y0.min(y);
        x1 = x1.max(x);
        y1 = y1.max(y);
    };
    let (above, below) = metrics::extent(MOVE_FONT);
    for f in nodes {
        add(f.x - f.w / 2.0, f.y - f.h / 2.0);
        add(f.x + f.w / 2.0, f.y + f.h / 2.0);
        if let Some(m) = &f.mv {
            let (hx, hy) = if m.vertical {
                (above.max(below), m.w / 2.0)
            } else {
                (m.w / 2.0, above.max(below))
            };
            add(m.x - hx - HALO, m.y - hy - HALO);
            add(m.x + hx + HALO, m.y + hy + HALO);
        }
        for &(x, y) in f.more.iter().flatten() {
            add(x, y);
        }
    }
    for s in stubs {
        add(s.edge.x2, s.edge.y2);
        for c in &s.cut {
            add(c.x1, c.y1);
            add(c.x2, c.y2);
        }
    }
    let (note_above, note_below) = metrics::extent(FONT);
    for e in elided {
        add(e.x - e.w / 2.0, e.y - note_above);
        add(e.x + e.w / 2.0, e.y + note_below);
    }
    (x0, y0, x1, y1)
}

/// The arrangement of `items` (with their `children`) drawn in `direction`: down the
/// page, a level's move labels are turned to read upwards where that makes the drawing
/// much narrower than it makes it deeper (long moves under a wide fan), one level at a
/// time from the top.
pub(super) fn arrange_levels(
    items: &[Item],
    children: &[Vec<u32>],
    direction: Direction,
) -> Arrangement {
    let levels_n = items.iter().map(|it| it.depth).max().unwrap_or(0) + 1;
    let mut vertical = vec![false; levels_n];
    let mut best = arrange(items, children, direction, &vertical);
    if direction != Direction::Down {
        return best;
    }
    for d in 1..levels_n {
        let crowded = items.iter().any(|it| {
            it.depth == d
                && it.lw.is_some_and(|lw| {
                    let s = best.levels[d].s;
                    (2.0 * label_half_breadth(lw, true) + LABEL_SEP) / (1.0 - s) - GAP > it.w
                })
        });
        if !crowded {
            continue;
        }
        vertical[d] = true;
        let candidate = arrange(items, children, direction, &vertical);
        let narrower = best.span - candidate.span;
        if candidate.span <= 0.85 * best.span && narrower >= candidate.depth - best.depth {
            best = candidate;
        } else {
            vertical[d] = false;
        }
    }
    best
}

/// (breadth, depth) as (x, y) in `direction`.
fn to_xy(direction: Direction, b: f64, d: f64) -> (f64, f64) {
    match direction {
        Direction::Down => (b, d),
        Direction::Right => (d, b),
    }
}

/// Where the edge into item `i` runs on its level: from the parent's side of the
/// level to the child or its bend, and where along it a cut mark sits.
struct EdgePlace {
    /// The edge's straight part, parent end and child (or bend) end.
    from: (f64, f64),
    to: (f64, f64),
    /// The level's depths.
    lv: Level,
    /// The depth the straight part ends at (the bend, or the child's side).
    target: f64,
    /// The depth of the parent's border.
    parent_border: f64,
    /// Where along the straight part a cut mark sits (0 at the parent).
    u: f64,
}

impl EdgePlace {
    /// The edge into item `i` of `items`, arranged by `arr`.
    fn of(
        items: &[Item],
        nodes: &[FigNode],
        arr: &Arrangement,
        i: usize,
        p: usize,
        direction: Direction,
    ) -> EdgePlace {
        let it = &items[i];
        let lv = arr.levels[it.depth];
        let (bp, bc) = (arr.breadth[p], arr.breadth[i]);
        let target = lv.bend.unwrap_or(lv.b);
        let parent_w = match items[p].what {
            What::Node(n) => nodes[n].w,
            What::Stub(_) | What::Elided(..) => 0.0,
        };
        // Cut marks sit halfway along the edge, or on levels with move labels just
        // before the label band: away from the parent, where a fan's edges are close.
        let parent_border = match direction {
            Direction::Down => lv.a,
            Direction::Right => lv.a + parent_w / 2.0,
        };
        let mut e = EdgePlace {
            from: to_xy(direction, bp, lv.a),
            to: to_xy(direction, bc, target),
            lv,
            target,
            parent_border,
            u: 0.0,
        };
        e.u = if lv.free < lv.child {
            e.at((lv.free - CUT_HALF - 2.0).max((parent_border + lv.free) / 2.0))
        } else {
            e.at((parent_border + lv.child) / 2.0)
        };
        e
    }

    /// The fraction of the straight part at `depth`.
    fn at(&self, depth: f64) -> f64 {
        (depth - self.lv.a) / (self.target - self.lv.a)
    }

    /// The point a fraction `v` along the straight part.
    fn point(&self, v: f64) -> (f64, f64) {
        let ((x1, y1), (x2, y2)) = (self.from, self.to);
        (x1 + (x2 - x1) * v, y1 + (y2 - y1) * v)
    }

    /// The straight part as a segment from the parent to `end`.
    fn segment_to(&self, (x2, y2): (f64, f64)) -> Segment {
        Segment {
            x1: self.from.0,
            y1: self.from.1,
            x2,
            y2,
        }
    }
}

/// Places the `items` arranged by `arr`: each node's position, edge, cut mark and move
/// label; returns the stubs of hidden pruned moves and the `+N more` marks.
pub(super) fn place(
    items: &[Item],
    nodes: &mut [FigNode],
    arr: &Arrangement,
    direction: Direction,
) -> (Vec<Stub>, Vec<Elided>) {
    let mut stubs = Vec::new();
    let mut elided = Vec::new();
    for (i, it) in items.iter().enumerate() {
        let (x, y) = to_xy(direction, arr.breadth[i], arr.centre[it.depth]);
        if let What::Node(n) = it.what {
            nodes[n].x = x;
            nodes[n].y = y;
        }
        let Some(p) = it.parent else { continue };
        let e = EdgePlace::of(items, nodes, arr, i, p, direction);
        // The parent's index among the figure's nodes (stubs and marks have no children).
        let parent = match items[p].what {
            What::Node(n) => n,
            What::Stub(_) | What::Elided(..) => unreachable!("no children"),
        };
        match it.what {
            What::Elided(count, visits) => {
                // A short dotted edge towards the text, which stands where a child
                // would: halfway, so that it crosses no neighbour's edge or label.
                let (tx, ty) = match direction {
                    Direction::Down => (x, y - it.h / 2.0),
                    Direction::Right => (x - it.w / 2.0, y),
                };
                let (x1, y1) = e.from;
                elided.push(Elided {
                    parent,
                    edge: e.segment_to((x1 + (tx - x1) * 0.5, y1 + (ty - y1) * 0.5)),
                    text: elided_text(count, visits),
                    x,
                    y,
                    w: it.w,
                    count,
                });
            }
            What::Stub(count) => {
                // Up to halfway to the next level, and never into the label band.
                let lv = e.lv;
                let end = (lv.border + (lv.child - lv.border) / 2.0).min(lv.free);
                let u = e.at((e.parent_border + end) / 2.0);
                let ((x1, y1), (x2, y2)) = (e.from, e.to);
                stubs.push(Stub {
                    parent,
                    edge: e.segment_to(e.point(e.at(end))),
                    cut: cut_mark(x1, y1, x2, y2, u),
                    count,
                });
            }
            What::Node(n) => {
                let ends = (
                    arr.centre[it.depth - 1] + items[p].h / 2.0,
                    arr.centre[it.depth] - it.h / 2.0,
                );
                place_edge(nodes, n, &e, ends, arr.breadth[i], direction);
            }
        }
    }
    (stubs, elided)
}

/// The edge into node `n`, its cut mark and its move label, on the edge `e`; `ends`
/// are the parent's and the child's borders (depths), `breadth` the child's.
fn place_edge(
    nodes: &mut [FigNode],
    n: usize,
    e: &EdgePlace,
    (parent_end, child_end): (f64, f64),
    breadth: f64,
    direction: Direction,
) {
    let ((x1, y1), (x2, y2)) = (e.from, e.to);
    let lv = e.lv;
    let parent = nodes[n].parent.expect("has a parent");
    let parent_pruned = nodes[parent].kind == NodeKind::Pruned;
    // A chance node's circle is as tall as its label is wide: the edges to and from it
    // go straight from border to border, not along the level's.
    let circle = direction == Direction::Down
        && lv.bend.is_none()
        && (nodes[n].outline == Outline::Circle || nodes[parent].outline == Outline::Circle);
    let f = &mut nodes[n];
    f.edge = vec![(x1, y1), (x2, y2)];
    if lv.bend.is_some() {
        f.edge.push(to_xy(direction, breadth, lv.b));
    }
    if direction == Direction::Down {
        // A node shorter than its level (a board's level, without a board of its
        // own) is reached by the same line, drawn on to its border.
        let last = f.edge.len() - 1;
        let along = |(xa, ya): (f64, f64), (xb, yb): (f64, f64), y: f64| {
            (xa + (xb - xa) * (y - ya) / (yb - ya), y)
        };
        if circle {
            f.edge = vec![(x1, parent_end), (x2, child_end)];
        } else {
            if parent_end < lv.a - 0.01 {
                f.edge[0] = along(f.edge[0], f.edge[1], parent_end);
            }
            if child_end > lv.b + 0.01 {
                f.edge[last] = along(f.edge[last - 1], f.edge[last], child_end);
            }
        }
    }
    // Where the line was redrawn from border to border, the cut mark and the move
    // label keep their depth (the label band) and move onto it.
    let ((sx, sy), (ex, ey)) = (f.edge[0], f.edge[f.edge.len() - 1]);
    if f.kind == NodeKind::Pruned && !parent_pruned {
        f.cut = Some(if circle {
            let yc = y1 + (y2 - y1) * e.u;
            cut_mark(sx, sy, ex, ey, (yc - sy) / (ey - sy))
        } else {
            cut_mark(x1, y1, x2, y2, e.u)
        });
    }
    if let Some(m) = &mut f.mv {
        (m.x, m.y) = match lv.bend {
            Some(_) => to_xy(direction, breadth, lv.label),
            None => (x2 + (x1 - x2) * lv.s, y2 + (y1 - y2) * lv.s),
        };
        if circle {
            m.x = sx + (ex - sx) * (m.y - sy) / (ey - sy);
        }
        m.vertical = lv.vertical;
    }
}

/// The small triangle below each node whose children are not drawn (`more`): its
/// subtree lies below the draw depth.
pub(super) fn mark_undrawn(nodes: &mut [FigNode], more: &[bool], direction: Direction) {
    for (f, &m) in nodes.iter_mut().zip(more) {
        if m {
            let (b, c) = match direction {
                Direction::Down => (f.y + f.h / 2.0 + 3.0, f.x),
                Direction::Right => (f.x + f.w / 2.0 + 3.0, f.y),
            };
            let half = MORE_H * 0.6;
            let corners = [(c, b), (c - half, b + MORE_H), (c + half, b + MORE_H)];
            f.more = Some(corners.map(|(br, dp)| to_xy(direction, br, dp)));
        }
    }
}
