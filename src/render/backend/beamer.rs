//! `--format beamer`: a complete Beamer document whose one frame reveals the search
//! step by step, one overlay a step: the step figures of
//! [`crate::render::model::steps::StepFigures`] (the steps of `--steps DIR` and of the HTML report's
//! replay), each drawn as a TikZ picture ([`super::tikz::picture`]) with its node
//! ringed and its caption below. Every picture has the whole tree's bounding box, so
//! nothing moves from one overlay to the next. Compiles with `pdflatex`.

use crate::record::Recording;
use crate::render::escape;
use crate::render::model::steps::StepFigures;
use crate::render::model::title;
use crate::render::model::RenderOptions;
use std::fmt::Write as _;
use std::io::{self, Write};

/// The most nodes a Beamer figure draws by default (kept with the other limits).
pub use crate::render::model::fit::MAX_BEAMER_NODES;

/// Writes the recording as a Beamer document with one overlay a search step.
///
/// # Errors
/// The writer's.
pub fn write(rec: &Recording, opts: &RenderOptions, out: &mut dyn Write) -> io::Result<()> {
    out.write_all(document(rec, opts).as_bytes())
}

/// The Beamer document.
pub fn document(rec: &Recording, opts: &RenderOptions) -> String {
    // The title goes to the frame.
    let fig_opts = RenderOptions {
        title: None,
        ..opts.clone()
    };
    let slides = StepFigures::new(rec, &fig_opts);
    let count = slides.len();
    let mut body = String::new();
    for k in 1..=count {
        let fig = slides.figure(k);
        let mut picture = super::tikz::picture(&fig);
        // Every overlay keeps the whole tree's bounding box.
        if let Some(at) = picture.find("\\definecolor") {
            picture.insert_str(at, &super::tikz::bounding_box(&fig));
        }
        let _ = writeln!(body, "\\only<{k}>{{%\n{}}}%", picture.trim_end());
    }
    let frame_title = opts.title.clone().unwrap_or_else(|| title(rec));
    let mut s = String::new();
    let _ = writeln!(
        s,
        "% gametree: {}",
        escape::tex::text(&escape::comment::line(&title(rec)))
    );
    let _ = writeln!(
        s,
        "% {count} overlays, one a search step, each with its caption. Compile with pdflatex."
    );
    // 10 pt: \footnotesize is then the 8 pt the layout measures its labels for
    // (Beamer's default 11 pt makes them wider than their nodes).
    s.push_str("\\documentclass[10pt]{beamer}\n\\usepackage[T1]{fontenc}\n\\usepackage{tikz}\n\\usetikzlibrary{shapes.geometric}\n\\setbeamertemplate{navigation symbols}{}\n\\begin{document}\n");
    let _ = writeln!(
        s,
        "\\begin{{frame}}{{{}}}\n\\centering\n\\resizebox{{\\linewidth}}{{!}}{{%\n{body}}}\n\\end{{frame}}\n\\end{{document}}",
        escape::tex::text(&frame_title)
    );
    s
}
