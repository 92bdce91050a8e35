//! Whether a figure fits where it goes: a slide or a page (a warning, with the options
//! that make it fit), and memory (a refusal before a PNG is allocated or a PDF page is
//! made larger than viewers open).
//!
//! Sizes are the figure model's pixels ([`build::build`], 12 px labels): what the SVG
//! is, what a PNG is at `--scale 1`, 0.75 pt each in a PDF and 1/40 cm in TikZ.

use super::build;
use super::figure::Figure;
use super::options::{Format, PrunedView, RenderOptions};
use crate::game::thousands;
use crate::message;
use crate::params::Message;
use crate::record::{NodeKind, Recording};
use petgraph::graph::NodeIndex;

/// The most nodes a TikZ figure draws by default: pdflatex (TeX Live's 5,000,000-word
/// main memory) typesets a 1,191-node tree with triple labels in about 15 s and runs
/// out of memory at about 1,850 nodes.
pub const MAX_TIKZ_NODES: usize = 1_200;

/// The most nodes the other figure formats (svg, png, pdf, dot) draw by default: beyond
/// this no label is readable at any size a slide or page allows.
pub const MAX_FIGURE_NODES: usize = 5_000;

/// Refuses a figure of `drawn` nodes above `max` (default [`MAX_TIKZ_NODES`] for TikZ,
/// [`MAX_FIGURE_NODES`] for the other figure formats; text, JSON and HTML have no
/// limit), suggesting how to draw less.
///
/// # Errors
/// [`crate::Error::Usage`] with the count, the limit and the remedies.
pub fn check_figure_size(
    format: Format,
    drawn: usize,
    max: Option<usize>,
) -> Result<(), crate::Error> {
    let (default, why) = match format {
        Format::Text | Format::Json | Format::Html | Format::Practice => return Ok(()),
        Format::Tikz | Format::Forest => (MAX_TIKZ_NODES, "about the most pdflatex can typeset"),
        Format::Beamer => (
            MAX_BEAMER_NODES,
            "every overlay typesets the whole tree again",
        ),
        _ => (MAX_FIGURE_NODES, "beyond that no label is readable"),
    };
    let limit = max.unwrap_or(default);
    if drawn <= limit {
        return Ok(());
    }
    let why = match max {
        Some(_) => message!([MaxDrawn]),
        None => message!((why)),
    };
    Err(crate::Error::with_kind(
        crate::ErrorKind::Limit,
        message!(
            (format!(
                "the {} figure would draw {drawn} nodes, more than {limit} (",
                format.name()
            ))
        )
        .then(why)
        .then(message!(
            "); draw less with ",
            [Depth],
            ", ",
            [DrawDepth],
            " or ",
            [Pruned = "hide"],
            ", or use ",
            [Format = "html"],
            " for a big tree, or raise ",
            [MaxDrawn]
        )),
    ))
}

/// The most nodes a Beamer figure draws by default, a board (`--boards`) counting as
/// one more ([`check_beamer_size`]): every overlay typesets the whole tree again, so
/// pdflatex's time grows with nodes × steps (60 nodes, about 100 overlays, compile in
/// about a minute).
pub const MAX_BEAMER_NODES: usize = 60;

/// The nodes and the boards the figure `opts` would draw of `rec` (boards: the drawn
/// nodes with a position drawn in them, none without `--boards`).
fn nodes_and_boards(rec: &Recording, opts: &RenderOptions) -> (usize, usize) {
    let nodes = build::drawn_count(rec, opts);
    if opts.board.is_none() || rec.is_empty() {
        return (nodes, 0);
    }
    let fig = build::build(rec, opts, NodeIndex::new(0), |_| true);
    (
        nodes,
        fig.nodes.iter().filter(|n| n.board.is_some()).count(),
    )
}

/// `12 nodes`, or `12 nodes and 12 boards`.
fn nodes_text((nodes, boards): (usize, usize)) -> String {
    if boards == 0 {
        format!("{nodes} nodes")
    } else {
        format!("{nodes} nodes and {boards} boards")
    }
}

/// Refuses a Beamer frame (`--format beamer`) that draws more than `max` nodes
/// (default [`MAX_BEAMER_NODES`]), each board counting as a node: every overlay draws
/// the whole tree, its boards too (each typeset once into a box that TeX keeps), so
/// pdflatex's time grows with both. The refusal names the deepest `--draw-depth` that
/// fits, `--pruned hide` where it fits, and the step figures as files (`--steps DIR
/// --format svg`), which have no such limit.
///
/// # Errors
/// [`crate::Error::Usage`] (kind `limit`) with the counts, the limit and the remedies.
pub fn check_beamer_size(
    rec: &Recording,
    opts: &RenderOptions,
    max: Option<usize>,
) -> Result<(), crate::Error> {
    let limit = max.unwrap_or(MAX_BEAMER_NODES);
    let cost = |c: (usize, usize)| c.0 + c.1;
    let nodes = build::drawn_count(rec, opts);
    // A tree far over the limit is refused before its figure is built.
    let counts = if nodes > limit {
        (nodes, 0)
    } else {
        nodes_and_boards(rec, opts)
    };
    if cost(counts) <= limit {
        return Ok(());
    }
    let boards = opts.board.is_some();
    let why = match max {
        Some(_) => message!([MaxDrawn]),
        None if boards => message!(
            "a board counts as a node: every overlay typesets the tree and its boards again"
        ),
        None => message!("every overlay typesets the whole tree again"),
    };
    let fits = |o: &RenderOptions| {
        let c = nodes_and_boards(rec, o);
        (cost(c) <= limit).then_some(c)
    };
    let mut remedies = message!("draw less with ");
    let deepest = rec.graph.node_weights().map(|n| n.ply()).max().unwrap_or(0);
    let current = opts.draw_depth.unwrap_or(deepest).min(deepest);
    let depth = (1..current).rev().find_map(|d| {
        let o = RenderOptions {
            draw_depth: Some(d),
            ..opts.clone()
        };
        fits(&o).map(|c| (d, c))
    });
    match depth {
        Some((d, c)) => {
            remedies = remedies.then(message!([DrawDepth = d], (format!(" ({})", nodes_text(c)))))
        }
        None => remedies = remedies.then(message!([Depth], " or ", [DrawDepth])),
    }
    let pruned = rec
        .graph
        .node_weights()
        .any(|n| n.kind() == NodeKind::Pruned);
    if pruned && opts.pruned != PrunedView::Hide {
        let o = RenderOptions {
            pruned: PrunedView::Hide,
            ..opts.clone()
        };
        if let Some(c) = fits(&o) {
            remedies = remedies.then(message!(
                " or ",
                [Pruned = "hide"],
                (format!(" ({})", nodes_text(c)))
            ));
        }
    }
    Err(crate::Error::with_kind(
        crate::ErrorKind::Limit,
        message!(
            (format!(
                "the beamer figure would draw {}, more than {limit} (",
                match counts {
                    (n, 0) if boards => format!("{n} nodes and their boards"),
                    c => nodes_text(c),
                }
            ))
        )
        .then(why)
        .then(message!("); "))
        .then(remedies)
        .then(message!(
            ", or write the steps as files with ",
            [Steps = "DIR"],
            " ",
            [Format = "svg"],
            ", or raise ",
            [MaxDrawn]
        )),
    ))
}

/// The widest figure that reads at its natural size on a slide or a page, px: 4,000
/// (100 cm in TikZ, 3,000 pt in a PDF). Fitted to a 1,280-px slide or a 16-cm text
/// width, its 12-px labels would come out under 4 px (3 pt).
pub const SLIDE_WIDTH: f64 = 4_000.0;

/// The most pixels a PNG may have: 50 million (200 MB of RGBA while it is drawn), an
/// 8,000 × 6,000 image.
pub const MAX_PIXELS: f64 = 50_000_000.0;

/// The widest and tallest PDF page, px: 19,200 (14,400 pt, 200 inches, the largest
/// page Acrobat and most viewers open).
pub const MAX_PDF_PX: f64 = 19_200.0;

/// The size of the figure `opts` would draw of `rec`, px (width, height).
pub fn size(rec: &Recording, opts: &RenderOptions) -> (f64, f64) {
    if rec.is_empty() {
        let f = Figure::empty();
        return (f.width, f.height);
    }
    let f = build::build(rec, opts, NodeIndex::new(0), |_| true);
    (f.width, f.height)
}

/// The options that would make the figure of `rec` fit `width` px: the deepest
/// `--draw-depth`, the most `--max-children` (up to 6) and `--pruned hide` that do,
/// each with the width it gives (times `scale`, a PNG's pixels per figure pixel);
/// combined where none does alone.
pub fn remedies(rec: &Recording, opts: &RenderOptions, width: f64, scale: f64) -> Message {
    let fits = |o: &RenderOptions| {
        let (w, _) = size(rec, o);
        (w <= width).then_some(w)
    };
    let px = |w: f64| format!("{} px", thousands((w * scale).ceil() as u64));
    let mut out: Vec<Message> = Vec::new();
    let deepest = rec.graph.node_weights().map(|n| n.ply()).max().unwrap_or(0);
    let current = opts.draw_depth.unwrap_or(deepest).min(deepest);
    let depth = (1..current).rev().find_map(|d| {
        let o = RenderOptions {
            draw_depth: Some(d),
            ..opts.clone()
        };
        fits(&o).map(|w| (d, w))
    });
    if let Some((d, w)) = depth {
        out.push(message!([DrawDepth = d], (format!(" ({})", px(w)))));
    }
    let current = opts.max_children.unwrap_or(usize::MAX);
    let children = (2..=6usize).rev().filter(|&k| k < current).find_map(|k| {
        let o = RenderOptions {
            max_children: Some(k),
            ..opts.clone()
        };
        fits(&o).map(|w| (k, w))
    });
    if let Some((k, w)) = children {
        out.push(message!([MaxChildren = k], (format!(" ({})", px(w)))));
    }
    let pruned = rec
        .graph
        .node_weights()
        .any(|n| n.kind() == NodeKind::Pruned);
    if pruned && opts.pruned != PrunedView::Hide {
        let o = RenderOptions {
            pruned: PrunedView::Hide,
            ..opts.clone()
        };
        if let Some(w) = fits(&o) {
            out.push(message!([Pruned = "hide"], (format!(" ({})", px(w)))));
        }
    }
    if out.is_empty() {
        // Together, at the top two levels with three children each.
        let o = RenderOptions {
            draw_depth: Some(opts.draw_depth.unwrap_or(2).min(2)),
            max_children: Some(3),
            pruned: PrunedView::Hide,
            ..opts.clone()
        };
        let (w, _) = size(rec, &o);
        out.push(message!(
            [DrawDepth = o.draw_depth.unwrap_or(2)],
            " ",
            [MaxChildren = 3],
            " ",
            [Pruned = "hide"],
            (format!(" ({})", px(w)))
        ));
    }
    let mut all = Message::default();
    for (i, m) in out.into_iter().enumerate() {
        if i > 0 {
            all = all.then(message!(", "));
        }
        all = all.then(m);
    }
    all
}

/// Checks the figure `format` would draw of `rec` (each step's with `steps`) before it
/// is drawn: a PNG of more than [`MAX_PIXELS`] pixels at `scale`, or a PDF page wider
/// or taller than [`MAX_PDF_PX`], is refused; a figure wider than [`SLIDE_WIDTH`] gets
/// a warning. Both name the size and the options that shrink it.
///
/// # Errors
/// [`crate::Error::Usage`] for a figure that cannot be drawn.
///
/// Returns the warning, if any (for standard error).
pub fn check(
    rec: &Recording,
    opts: &RenderOptions,
    format: Format,
    scale: f32,
) -> Result<Option<Message>, crate::Error> {
    if matches!(format, Format::Text | Format::Json | Format::Html) {
        return Ok(None);
    }
    let (w, h) = size(rec, opts);
    let px = |v: f64| thousands(v.ceil() as u64);
    match format {
        Format::Png => {
            let (pw, ph) = ((w * f64::from(scale)).ceil(), (h * f64::from(scale)).ceil());
            if pw * ph > MAX_PIXELS {
                return Err(crate::Error::with_kind(
                    crate::ErrorKind::Limit,
                    message!(
                        (format!(
                        "the PNG would be {} × {} px ({} million pixels), more than the {} million \
                         gametree draws; draw less: ",
                        px(pw),
                        px(ph),
                        px(pw * ph / 1e6),
                        MAX_PIXELS / 1e6,
                    ))
                    )
                    .then(remedies(rec, opts, SLIDE_WIDTH, f64::from(scale)))
                    .then(message!(
                        ", or a smaller ",
                        [Scale],
                        (format!(" (now {scale})"))
                    )),
                ));
            }
        }
        Format::Pdf if w > MAX_PDF_PX || h > MAX_PDF_PX => {
            return Err(crate::Error::with_kind(
                crate::ErrorKind::Limit,
                message!(
                    (format!(
                        "the PDF page would be {} × {} pt, larger than the 14,400 pt (200 in) \
                     viewers open; draw less: ",
                        px(w * 0.75),
                        px(h * 0.75),
                    ))
                )
                .then(remedies(rec, opts, SLIDE_WIDTH, 1.0)),
            ));
        }
        _ => {}
    }
    if w <= SLIDE_WIDTH {
        return Ok(None);
    }
    Ok(Some(
        message!(
            (format!(
                "warning: the figure is {} px wide, too wide for a slide or a page ({} px: its \
             labels would be unreadable fitted to one); draw less: ",
                px(w),
                px(SLIDE_WIDTH),
            ))
        )
        .then(remedies(rec, opts, SLIDE_WIDTH, 1.0)),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_figure_wider_than_a_slide_is_said_so() {
        let s = size(&Recording::default(), &RenderOptions::default());
        assert!(s.0 < SLIDE_WIDTH);
    }
}
