//! `--format svg --steps DIR`: the search step by step as one SVG file a step, for
//! slides in PowerPoint, Keynote or Impress. The steps are Beamer's overlays and the
//! HTML report's replay ([`super::steps`]): the search enters a node (shown with its
//! window), a leaf gets its value, a node's remaining moves are cut off (they appear grey
//! and dashed), the search leaves a node (its window turns into its value).
//!
//! Every file is the same figure, laid out once ([`figure::build_custom`], each node as
//! wide as the wider of its two labels) and drawn by [`svg::document`], so nothing moves
//! from one slide to the next: nodes the search has not reached yet are left out (as
//! on Beamer's overlays), the node of the step has an orange outline (a red one at
//! a cut-off, as in the HTML report), and a caption below the tree says what happens
//! (`Step 10 of 16: Leave C: value 3 — an upper bound.`). The last step adds the
//! principal variation and the chosen move. With `--draw-depth`, steps at nodes the
//! figure does not draw are left out.
//!
//! The files are `DIR/step-001.svg`, `step-002.svg`, … (numbered with at least three
//! digits, more when there are more steps); DIR is created if missing. Step files of
//! the same names are overwritten and no other file is touched; step files that this
//! run would not overwrite (left from a longer search) make it stop before writing,
//! so that a directory never mixes two searches.

use super::escape;
use super::figure::{self, FigNode, Figure};
use super::steps::{caption, entry_label, steps, Step, StepKind};
use super::svg::{self, num};
use super::{metrics, LabelKind, PrunedView, RenderOptions};
use crate::record::{NodeKind, Recording};
use petgraph::graph::NodeIndex;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

/// The most nodes `--steps` draws by default: a step file is written for each step,
/// about two a node, so 250 nodes make about 500 slides, more than any lecture shows
/// (`--max-drawn` raises it).
pub const MAX_STEP_NODES: usize = 250;

/// Font size of the caption below the tree, px.
const CAPTION_FONT: f64 = 13.0;
/// Space between the tree and the caption, px.
const CAPTION_GAP: f64 = 12.0;
/// The width of the ring drawn over the outline of the step's node, px (the HTML
/// report's).
const RING_WIDTH: f64 = 3.2;
/// The colour of the ring around the step's node (the HTML report's).
const CURRENT: &str = "#ff9800";

/// Refuses `--steps` for a figure of `drawn` nodes above `max` (default
/// [`MAX_STEP_NODES`]).
///
/// # Errors
/// [`crate::Error::Usage`] with the count, the limit and the remedies.
pub fn check_size(drawn: usize, max: Option<usize>) -> Result<(), crate::Error> {
    let limit = max.unwrap_or(MAX_STEP_NODES);
    if drawn <= limit {
        return Ok(());
    }
    Err(crate::Error::Usage(format!(
        "--steps would draw {drawn} nodes, more than {limit} ({}), in about {} step files; \
         draw less with --depth, --draw-depth or --pruned hide, or raise --max-drawn",
        if max.is_some() {
            "--max-drawn"
        } else {
            "about two slides a node"
        },
        2 * drawn
    )))
}

/// The name of step `k` (1-based) of `count`: `step-007.svg`, zero-padded to the
/// count's width and at least three digits.
pub fn file_name(k: usize, count: usize, ext: &str) -> String {
    let width = count.to_string().len().max(3);
    format!("step-{k:0width$}.{ext}")
}

/// Whether `name` is a step file's name: `step-`, digits, `.svg` or `.png`.
fn is_step_file(name: &str) -> bool {
    name.strip_prefix("step-")
        .and_then(|s| s.strip_suffix(".svg").or_else(|| s.strip_suffix(".png")))
        .is_some_and(|d| !d.is_empty() && d.bytes().all(|b| b.is_ascii_digit()))
}

/// Writes the step files of `rec` into `dir` (created if missing), one per step, and
/// returns how many.
///
/// # Errors
/// [`crate::Error::Usage`] when `dir` is a file or holds step files this run would not
/// overwrite;
/// [`crate::Error::Write`] when `dir` or a file cannot be created or written.
pub fn write_dir(
    rec: &Recording,
    opts: &RenderOptions,
    dir: &Path,
    png_scale: Option<f32>,
) -> Result<usize, crate::Error> {
    let slides = Slides::new(rec, opts);
    let ext = if png_scale.is_some() { "png" } else { "svg" };
    let names: Vec<String> = (1..=slides.len())
        .map(|k| file_name(k, slides.len(), ext))
        .collect();
    let ours: std::collections::HashSet<&str> = names.iter().map(String::as_str).collect();
    let write_err = |path: PathBuf| move |source| crate::Error::Write { path, source };
    if dir.exists() && !dir.is_dir() {
        return Err(crate::Error::Usage(format!(
            "--steps needs a directory, and {} is a file",
            dir.display()
        )));
    }
    if dir.is_dir() {
        let mut stale: Vec<String> = std::fs::read_dir(dir)
            .map_err(write_err(dir.to_path_buf()))?
            .filter_map(|e| e.ok()?.file_name().into_string().ok())
            .filter(|n| is_step_file(n) && !ours.contains(n.as_str()))
            .collect();
        if !stale.is_empty() {
            stale.sort();
            return Err(crate::Error::Usage(format!(
                "{} already holds {} step file{} this search would not overwrite ({}{}); \
                 remove them or give another directory",
                dir.display(),
                stale.len(),
                if stale.len() == 1 { "" } else { "s" },
                stale[0],
                if stale.len() > 1 { ", …" } else { "" }
            )));
        }
    }
    std::fs::create_dir_all(dir).map_err(write_err(dir.to_path_buf()))?;
    for (k, name) in (1..).zip(&names) {
        let doc = slides.document(k);
        super::write_to(Some(&dir.join(name)), |out| match png_scale {
            None => out.write_all(doc.as_bytes()),
            Some(scale) => out.write_all(&super::png::from_svg(&doc, scale)?),
        })?;
    }
    Ok(slides.len())
}

/// When each drawn node appears and gets its value, and which steps show something.
#[derive(Default)]
struct Timeline {
    /// The steps at drawn nodes, with the index of their node in the figure.
    steps: Vec<(Step, usize)>,
    /// For each figure node, the step (1-based) from which it is drawn.
    shown_at: Vec<usize>,
    /// For each figure node, the step from which it shows its value.
    valued_at: Vec<usize>,
    /// For each stub of hidden pruned moves, the step from which it is drawn.
    stub_at: Vec<usize>,
}

impl Timeline {
    /// The timeline of `fig`, a figure of `rec`.
    fn new(rec: &Recording, fig: &Figure) -> Timeline {
        let mut index: Vec<Option<u32>> = vec![None; rec.len()];
        for (i, f) in fig.nodes.iter().enumerate() {
            index[f.id.index()] = Some(i as u32);
        }
        let steps: Vec<(Step, usize)> = steps(rec)
            .into_iter()
            .filter_map(|s| Some((s, index[s.node.index()]? as usize)))
            .collect();
        let last = steps.len();
        let n = fig.nodes.len();
        let (mut shown_at, mut valued_at, mut cut_at) =
            (vec![last; n], vec![last; n], vec![last; n]);
        for (k, &(s, i)) in steps.iter().enumerate() {
            let k = k + 1;
            match s.kind {
                StepKind::Enter => shown_at[i] = k,
                StepKind::Leaf => (shown_at[i], valued_at[i]) = (k, k),
                StepKind::Leave => valued_at[i] = k,
                StepKind::Cutoff => cut_at[i] = k,
            }
        }
        // Pruned moves appear with their parent's cut-off, what lies below them with them.
        for i in 0..n {
            if fig.nodes[i].kind == NodeKind::Pruned {
                if let Some(p) = fig.nodes[i].parent {
                    shown_at[i] = if fig.nodes[p].kind == NodeKind::Pruned {
                        shown_at[p]
                    } else {
                        cut_at[p]
                    };
                }
            }
        }
        let stub_at = fig.stubs.iter().map(|s| cut_at[s.parent]).collect();
        Timeline {
            steps,
            shown_at,
            valued_at,
            stub_at,
        }
    }
}

/// The step files of a recording, made one at a time ([`Slides::document`]), so that
/// a long search is written without holding every file in memory.
pub struct Slides {
    /// The whole figure, with room for the caption.
    fig: Figure,
    /// When each part appears.
    time: Timeline,
    /// Each figure node's label once it has its value.
    valued: Vec<String>,
    /// Each figure node's label while the search is inside it (its window).
    open: Vec<String>,
    /// Each step's caption.
    captions: Vec<String>,
    /// The centre of the caption, px from the top.
    caption_y: f64,
    /// The search in one line, for each document's `<title>`.
    title: String,
}

impl Slides {
    /// Lays out the figure of `rec` once, as `opts` say, and works out what each step
    /// shows.
    pub fn new(rec: &Recording, opts: &RenderOptions) -> Slides {
        if rec.is_empty() {
            return Slides {
                fig: Figure::empty(),
                time: Timeline::default(),
                valued: Vec::new(),
                open: Vec::new(),
                captions: Vec::new(),
                caption_y: 0.0,
                title: String::new(),
            };
        }
        let values = if opts.pruned == PrunedView::Show && opts.label != LabelKind::Blank {
            super::pruned::leaf_values(rec)
        } else {
            Vec::new()
        };
        let value_label = |id: NodeIndex| figure::node_label(rec, id, opts, &values);
        let open_label = |id: NodeIndex| {
            let window = entry_label(rec, id, opts);
            match rec.label(id) {
                Some(name) if opts.names => format!("{name}: {window}"),
                _ => window,
            }
        };
        // Each node as wide as the wider of its labels, so that nothing moves.
        let mut fig = figure::build_custom(
            rec,
            opts,
            NodeIndex::new(0),
            |_| true,
            |id| {
                let (value, open) = (value_label(id), open_label(id));
                let width = |s: &str| metrics::text_width(s, figure::FONT);
                if rec.node(id).kind() != NodeKind::Pruned && width(&open) > width(&value) {
                    open
                } else {
                    value
                }
            },
            opts.label != LabelKind::Blank,
        );
        let time = Timeline::new(rec, &fig);
        let count = time.steps.len();
        let captions: Vec<String> = time
            .steps
            .iter()
            .enumerate()
            .map(|(k, &(s, _))| format!("Step {} of {count}: {}", k + 1, caption(rec, s, opts)))
            .collect();
        // Room below the tree for the caption, and across for the longest one.
        let widest = captions
            .iter()
            .map(|c| metrics::text_width(c, CAPTION_FONT))
            .fold(0.0, f64::max);
        let needed = (widest + 2.0 * figure::MARGIN).ceil();
        if needed > fig.width {
            let dx = (needed - fig.width) / 2.0;
            shift(&mut fig, dx);
            fig.width = needed;
        }
        let tree_bottom = fig.height - figure::MARGIN;
        fig.height = (fig.height + CAPTION_GAP + metrics::line_height(CAPTION_FONT)).ceil();
        let (above, _) = metrics::extent(CAPTION_FONT);
        Slides {
            valued: fig.nodes.iter().map(|f| value_label(f.id)).collect(),
            open: fig.nodes.iter().map(|f| open_label(f.id)).collect(),
            fig,
            time,
            captions,
            caption_y: tree_bottom + CAPTION_GAP + above,
            title: svg::title(rec),
        }
    }

    /// How many steps (files) there are.
    pub fn len(&self) -> usize {
        self.time.steps.len()
    }

    /// Whether there are no steps (an empty recording).
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The SVG document of step `k` (1-based; an empty string outside `1..=len`).
    pub fn document(&self, k: usize) -> String {
        let Some(&(step, current)) = k.checked_sub(1).and_then(|i| self.time.steps.get(i)) else {
            return String::new();
        };
        let count = self.len();
        let frame = self.frame(k);
        let doc = svg::document(&frame, &format!("{} — step {k} of {count}", self.title));
        let mut extra = ring(
            &self.fig.nodes[current],
            step.kind == StepKind::Cutoff,
            &self.fig.palette,
        );
        let _ = writeln!(
            extra,
            "<text x=\"{}\" y=\"{}\" text-anchor=\"middle\" font-size=\"{CAPTION_FONT}\" fill=\"{}\">{}</text>",
            num(self.fig.width / 2.0),
            num(self.caption_y + metrics::baseline(CAPTION_FONT)),
            self.fig.palette.ink,
            escape::xml::text(&self.captions[k - 1])
        );
        // Drawn last, over the figure.
        match doc.rfind("</svg>") {
            Some(end) => format!("{}{extra}{}", &doc[..end], &doc[end..]),
            None => doc,
        }
    }

    /// The figure as step `k` shows it: the nodes (and stubs) reached so far, open
    /// nodes with their window, the principal variation only at the last step.
    fn frame(&self, k: usize) -> Figure {
        let (fig, time) = (&self.fig, &self.time);
        let last = k == time.steps.len();
        let mut new_index: Vec<Option<usize>> = vec![None; fig.nodes.len()];
        let mut nodes: Vec<FigNode> = Vec::new();
        for (i, f) in fig.nodes.iter().enumerate() {
            // Parents come first (pre-order): a node is drawn only if its parent is.
            let parent = match f.parent {
                Some(p) => match new_index[p] {
                    Some(q) => Some(q),
                    None => continue,
                },
                None => None,
            };
            if time.shown_at[i] > k {
                continue;
            }
            new_index[i] = Some(nodes.len());
            let valued = f.kind == NodeKind::Pruned || time.valued_at[i] <= k;
            nodes.push(FigNode {
                parent,
                label: if valued {
                    self.valued[i].clone()
                } else {
                    self.open[i].clone()
                },
                pv: f.pv && last,
                chosen: f.chosen && last,
                ..f.clone()
            });
        }
        let stubs = fig
            .stubs
            .iter()
            .zip(&time.stub_at)
            .filter(|&(_, &at)| at <= k)
            .filter_map(|(s, _)| {
                Some(figure::Stub {
                    parent: new_index[s.parent]?,
                    ..s.clone()
                })
            })
            .collect();
        Figure {
            nodes,
            stubs,
            ..fig.clone()
        }
    }
}

/// The ring over the outline of the node of a step (red at a cut-off), as SVG.
fn ring(n: &FigNode, cutoff: bool, pal: &figure::Palette) -> String {
    let stroke = if cutoff { pal.chosen } else { CURRENT };
    svg::outline(
        n,
        0.0,
        &format!("fill=\"none\" stroke=\"{stroke}\" stroke-width=\"{RING_WIDTH}\""),
    )
}

/// Moves everything drawn `dx` px to the right (to centre the tree over a wider caption).
fn shift(fig: &mut Figure, dx: f64) {
    let seg = |s: &mut figure::Segment| {
        s.x1 += dx;
        s.x2 += dx;
    };
    for f in &mut fig.nodes {
        f.x += dx;
        if let Some(m) = &mut f.mv {
            m.x += dx;
        }
        for p in &mut f.edge {
            p.0 += dx;
        }
        for c in f.cut.iter_mut().flatten() {
            seg(c);
        }
        for p in f.more.iter_mut().flatten() {
            p.0 += dx;
        }
    }
    for s in &mut fig.stubs {
        seg(&mut s.edge);
        for c in &mut s.cut {
            seg(c);
        }
    }
    if let Some(t) = &mut fig.title {
        t.x += dx;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn step_files_are_numbered_to_the_count_s_width() {
        assert_eq!(file_name(7, 16, "svg"), "step-007.svg");
        assert_eq!(file_name(12, 1234, "png"), "step-0012.png");
        assert!(is_step_file("step-017.svg") && is_step_file("step-0001.svg"));
        assert!(!is_step_file("step-.svg") && !is_step_file("step-1a.svg"));
        assert!(is_step_file("step-001.png") && !is_step_file("notes.svg"));
        assert!(!is_step_file("step-001.pdf"));
    }
}
