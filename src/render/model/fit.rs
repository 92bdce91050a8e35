//! Whether a figure fits where it goes: a slide or a page (a warning, with the options
//! that make it fit), and memory (a refusal before a PNG is allocated or a PDF page is
//! made larger than viewers open).
//!
//! Sizes are the figure model's pixels ([`build::build`], 12 px labels): what the SVG
//! is, what a PNG is at `--scale 1`, 0.75 pt each in a PDF and 1/40 cm in TikZ.

use super::build;
use super::figure::{Figure, FONT};
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

/// Refuses a figure of `drawn()` nodes above `max` (default [`MAX_TIKZ_NODES`] for
/// TikZ, [`MAX_FIGURE_NODES`] for the other figure formats; text, JSON and HTML have no
/// limit and do not count), suggesting how to draw less. The count walks the whole
/// recording, so it is asked only of a format with a limit.
///
/// # Errors
/// [`crate::Error::Usage`] with the count, the limit and the remedies.
pub fn check_figure_size(
    format: Format,
    drawn: impl FnOnce() -> usize,
    max: Option<usize>,
) -> Result<(), crate::Error> {
    let (default, why) = match format {
        Format::Text | Format::Json | Format::Html | Format::Practice => return Ok(()),
        Format::Tikz | Format::Forest => (MAX_TIKZ_NODES, crate::tr!("figure-why-tikz")),
        Format::Beamer => (MAX_BEAMER_NODES, crate::tr!("figure-why-beamer")),
        _ => (MAX_FIGURE_NODES, crate::tr!("figure-why-figure")),
    };
    let limit = max.unwrap_or(default);
    let drawn = drawn();
    if drawn <= limit {
        return Ok(());
    }
    let why = match max {
        Some(_) => message!([MaxDrawn]),
        None => message!((why)),
    };
    let text = crate::tr!(
        "figure-too-many",
        format = format.name(),
        drawn = drawn,
        limit = limit.to_string(),
        why = slot(0),
        depth = slot(1),
        draw_depth = slot(2),
        hide = slot(3),
        html = slot(4),
        max_drawn = slot(5)
    );
    let options = [
        why,
        message!([Depth]),
        message!([DrawDepth]),
        message!([Pruned = "hide"]),
        message!([Format = "html"]),
        message!([MaxDrawn]),
    ];
    Err(crate::Error::with_kind(
        crate::ErrorKind::Limit,
        with_slots(&text, options),
    ))
}

/// `n` with its thousands grouped as a person reads them: `64,552` in English, with
/// no-break spaces in the other languages (`64 552`), whose comma is a decimal one.
fn grouped(n: u64) -> String {
    let s = thousands(n);
    if crate::lang::current().decimal_comma() {
        s.replace(',', "\u{a0}")
    } else {
        s
    }
}

/// The argument of a message that [`with_slots`] fills with its `i`th part: an
/// option's name, which the caller says its own way ([`Message::render`]).
fn slot(i: usize) -> String {
    format!("\u{1}{i}\u{1}")
}

/// A translated text whose arguments are [`slot`]s, as a [`Message`]: each slot
/// replaced by `parts[i]`, the words around them as they are.
fn with_slots<const N: usize>(text: &str, parts: [Message; N]) -> Message {
    let mut parts = parts.map(Some);
    let mut m = Message::default();
    for (k, piece) in text.split('\u{1}').enumerate() {
        let part = if k % 2 == 1 {
            piece
                .parse::<usize>()
                .ok()
                .and_then(|i| parts.get_mut(i)?.take())
        } else {
            None
        };
        match part {
            Some(p) => m = m.then(p),
            None if piece.is_empty() => {}
            None => m = m.then(Message::text(piece)),
        }
    }
    m
}

/// The most nodes a Beamer figure draws by default, a board (`--boards`) counting as
/// one more ([`check_beamer_size`]): every overlay typesets the whole tree again, so
/// pdflatex's time grows with nodes × steps (60 nodes, about 100 overlays, compile in
/// about a minute).
pub const MAX_BEAMER_NODES: usize = 60;

/// The text width of a 16:9 Beamer slide, pt (big points, 1/72 in): its 160-mm paper
/// less Beamer's default 1-cm margins, 140 mm (4:3's is 108 mm).
pub const SLIDE_TEXT_WIDTH: f64 = 140.0 / 25.4 * 72.0;

/// The smallest label that reads on a projected slide, pt: a little under Beamer's
/// `\scriptsize` (8 pt).
pub const READABLE_LABEL: f64 = 7.0;

/// The widest figure whose labels stay readable on a 16:9 slide, px: 680. A figure
/// `w` px wide is `0.75·w` pt at its natural size (a PDF's; TikZ's 1/40 cm a px is
/// about the same), its labels [`FONT`] = 12 px = 9 pt; scaled to the slide's text
/// width ([`SLIDE_TEXT_WIDTH`], 396.9 pt) they are `9 · 396.9 / (0.75·w)` pt, at least
/// [`READABLE_LABEL`] (7 pt) while `w ≤ 12 · 396.9 / 7 ≈ 680`. (A PNG on a 16:9
/// PowerPoint slide, 13.33 in wide, keeps the same proportion of label to slide.)
pub const SLIDE_WIDTH: f64 = FONT * SLIDE_TEXT_WIDTH / READABLE_LABEL;

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
        crate::tr!("figure-nodes", n = nodes)
    } else {
        crate::tr!("figure-nodes-boards", n = nodes, boards = boards)
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
        None if boards => Message::text(crate::tr!("figure-why-beamer-boards")),
        None => Message::text(crate::tr!("figure-why-beamer")),
    };
    let fits = |o: &RenderOptions| {
        let c = nodes_and_boards(rec, o);
        (cost(c) <= limit).then_some(c)
    };
    let deepest = rec.graph.node_weights().map(|n| n.ply()).max().unwrap_or(0);
    let current = opts.draw_depth.unwrap_or(deepest).min(deepest);
    let depth = (1..current).rev().find_map(|d| {
        let o = RenderOptions {
            draw_depth: Some(d),
            ..opts.clone()
        };
        fits(&o).map(|c| (d, c))
    });
    let mut remedies = match depth {
        Some((d, c)) => with_slots(
            &crate::tr!(
                "figure-less-depth",
                draw_depth = slot(0),
                nodes = nodes_text(c)
            ),
            [message!([DrawDepth = d])],
        ),
        None => with_slots(
            &crate::tr!("figure-less", depth = slot(0), draw_depth = slot(1)),
            [message!([Depth]), message!([DrawDepth])],
        ),
    };
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
            let text = crate::tr!(
                "figure-or-hide",
                before = slot(0),
                hide = slot(1),
                nodes = nodes_text(c)
            );
            remedies = with_slots(&text, [remedies, message!([Pruned = "hide"])]);
        }
    }
    let text = crate::tr!(
        "figure-beamer-too-many",
        counts = match counts {
            (n, 0) if boards => crate::tr!("figure-nodes-their-boards", n = n),
            c => nodes_text(c),
        },
        limit = limit.to_string(),
        why = slot(0),
        remedies = slot(1),
        steps = slot(2),
        svg = slot(3),
        max_drawn = slot(4)
    );
    let parts = [
        why,
        remedies,
        message!([Steps = "DIR"]),
        message!([Format = "svg"]),
        message!([MaxDrawn]),
    ];
    Err(crate::Error::with_kind(
        crate::ErrorKind::Limit,
        with_slots(&text, parts),
    ))
}

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

/// The options that make the figure of `rec` fit, `fits` judging a figure's
/// (width, height) in px, each checked by laying the figure out with them and shown
/// with the width it gives (times `scale`, a PNG's pixels per figure pixel): the
/// deepest `--draw-depth`, the most `--max-children` (up to 6) and `--pruned hide`
/// that fit alone; where none does, the one combination of them that draws most
/// (deepest, then the most children, then pruned moves kept). `None` when nothing fits.
pub fn remedies(
    rec: &Recording,
    opts: &RenderOptions,
    fits: &dyn Fn(f64, f64) -> bool,
    scale: f64,
) -> Option<Message> {
    let width = |o: &RenderOptions| {
        let (w, h) = size(rec, o);
        fits(w, h).then_some(w)
    };
    let px = |w: f64| format!(" ({} px)", grouped((w * scale).ceil() as u64));
    let deepest = rec.graph.node_weights().map(|n| n.ply()).max().unwrap_or(0);
    let depth_now = opts.draw_depth.unwrap_or(deepest).min(deepest);
    let children_now = opts.max_children.unwrap_or(usize::MAX);
    let depths = (1..depth_now).rev();
    let children = (2..=6usize).rev().filter(|&k| k < children_now);
    let can_hide = opts.pruned != PrunedView::Hide
        && rec
            .graph
            .node_weights()
            .any(|n| n.kind() == NodeKind::Pruned);
    let with = |d: Option<u32>, k: Option<usize>, hide: bool| RenderOptions {
        draw_depth: d.or(opts.draw_depth),
        max_children: k.or(opts.max_children),
        pruned: if hide { PrunedView::Hide } else { opts.pruned },
        ..opts.clone()
    };
    let mut out: Vec<Message> = Vec::new();
    if let Some((d, w)) = depths
        .clone()
        .find_map(|d| width(&with(Some(d), None, false)).map(|w| (d, w)))
    {
        out.push(message!([DrawDepth = d], (px(w))));
    }
    if let Some((k, w)) = children
        .clone()
        .find_map(|k| width(&with(None, Some(k), false)).map(|w| (k, w)))
    {
        out.push(message!([MaxChildren = k], (px(w))));
    }
    if can_hide {
        if let Some(w) = width(&with(None, None, true)) {
            out.push(message!([Pruned = "hide"], (px(w))));
        }
    }
    if out.is_empty() {
        // Together: the deepest drawing that fits, with the most children.
        let ds = std::iter::once(None).chain(depths.map(Some));
        let ks: Vec<Option<usize>> = std::iter::once(None).chain(children.map(Some)).collect();
        let hides: &[bool] = if can_hide { &[false, true] } else { &[false] };
        let (d, k, hide, w) = ds
            .flat_map(|d| {
                ks.iter()
                    .flat_map(move |&k| hides.iter().map(move |&hide| (d, k, hide)))
            })
            .find_map(|(d, k, hide)| width(&with(d, k, hide)).map(|w| (d, k, hide, w)))?;
        let mut m = Message::default();
        let mut words = Vec::new();
        if let Some(d) = d {
            words.push(message!([DrawDepth = d]));
        }
        if let Some(k) = k {
            words.push(message!([MaxChildren = k]));
        }
        if hide {
            words.push(message!([Pruned = "hide"]));
        }
        for (i, word) in words.into_iter().enumerate() {
            if i > 0 {
                m = m.then(message!(" "));
            }
            m = m.then(word);
        }
        out.push(m.then(message!((px(w)))));
    }
    let mut all = Message::default();
    for (i, m) in out.into_iter().enumerate() {
        if i > 0 {
            all = all.then(message!(", "));
        }
        all = all.then(m);
    }
    Some(all)
}

/// What to say where nothing [`remedies`] tries fits: the HTML report, which pans and
/// zooms a tree of any size.
fn nothing_fits() -> Message {
    let text = crate::tr!(
        "figure-nothing-fits",
        draw_depth = slot(0),
        max_children = slot(1),
        hide = slot(2),
        html = slot(3)
    );
    let parts = [
        message!([DrawDepth]),
        message!([MaxChildren]),
        message!([Pruned = "hide"]),
        message!([Format = "html"]),
    ];
    with_slots(&text, parts)
}

/// Whether a figure fits a slide ([`SLIDE_WIDTH`]).
fn on_a_slide(w: f64, _h: f64) -> bool {
    w <= SLIDE_WIDTH
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
    let px = |v: f64| grouped(v.ceil() as u64);
    match format {
        Format::Png => {
            let (pw, ph) = ((w * f64::from(scale)).ceil(), (h * f64::from(scale)).ceil());
            if pw * ph > MAX_PIXELS {
                let text = crate::tr!(
                    "figure-png-too-big",
                    w = px(pw),
                    h = px(ph),
                    millions = px(pw * ph / 1e6),
                    max = (MAX_PIXELS / 1e6).to_string(),
                    remedies = slot(0),
                    scale = slot(1),
                    now = scale.to_string()
                );
                let remedies = remedies_or_report(
                    rec,
                    opts,
                    &|w, h| w * h * f64::from(scale).powi(2) <= MAX_PIXELS,
                    f64::from(scale),
                );
                return Err(crate::Error::with_kind(
                    crate::ErrorKind::Limit,
                    with_slots(&text, [remedies, message!([Scale])]),
                ));
            }
        }
        Format::Pdf if w > MAX_PDF_PX || h > MAX_PDF_PX => {
            let text = crate::tr!(
                "figure-pdf-too-big",
                w = px(w * 0.75),
                h = px(h * 0.75),
                remedies = slot(0)
            );
            let remedies =
                remedies_or_report(rec, opts, &|w, h| w <= MAX_PDF_PX && h <= MAX_PDF_PX, 1.0);
            return Err(crate::Error::with_kind(
                crate::ErrorKind::Limit,
                with_slots(&text, [remedies]),
            ));
        }
        _ => {}
    }
    if w <= SLIDE_WIDTH {
        return Ok(None);
    }
    let text = crate::tr!(
        "figure-too-wide",
        w = px(w),
        label = crate::lang::decimal(FONT * SLIDE_TEXT_WIDTH / w, 1),
        readable = READABLE_LABEL.to_string(),
        max = px(SLIDE_WIDTH.floor()),
        remedies = slot(0)
    );
    let remedies = remedies(rec, opts, &on_a_slide, 1.0).unwrap_or_else(nothing_fits);
    Ok(Some(with_slots(&text, [remedies])))
}

/// The options that fit a figure that cannot be drawn: those that fit a slide too
/// where there are any, else those that `fits` (it can be drawn), else the report.
fn remedies_or_report(
    rec: &Recording,
    opts: &RenderOptions,
    fits: &dyn Fn(f64, f64) -> bool,
    scale: f64,
) -> Message {
    remedies(rec, opts, &|w, h| on_a_slide(w, h) && fits(w, h), scale)
        .or_else(|| remedies(rec, opts, fits, scale))
        .unwrap_or_else(nothing_fits)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_figure_wider_than_a_slide_is_said_so() {
        let s = size(&Recording::default(), &RenderOptions::default());
        assert!(s.0 < SLIDE_WIDTH);
    }

    #[test]
    fn a_16_9_slide_holds_680_px_with_7_pt_labels() {
        // 140 mm of text width is 396.85 pt.
        assert!((SLIDE_TEXT_WIDTH - 396.85).abs() < 0.01);
        assert_eq!(SLIDE_WIDTH.floor(), 680.0);
        // A figure SLIDE_WIDTH px wide (0.75 pt a px) scaled to the text width draws
        // its 12-px (9-pt) labels at 7 pt.
        let scaled = SLIDE_TEXT_WIDTH / (SLIDE_WIDTH * 0.75);
        assert!((FONT * 0.75 * scaled - READABLE_LABEL).abs() < 1e-9);
    }
}
