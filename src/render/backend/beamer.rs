//! `--format beamer`: a complete Beamer document whose one frame reveals the search
//! step by step, one overlay a step: the step figures of
//! [`crate::render::model::steps::StepFigures`] (the steps of `--steps DIR` and of the HTML report's
//! replay), each drawn as a TikZ picture ([`super::tikz::picture_hooked`]) with its node
//! ringed and its caption below. Every picture has the whole tree's bounding box, so
//! nothing moves from one overlay to the next. The frame's title says the algorithm
//! and the depth, and the result (value, best move) only on the last overlay; a
//! `--title` stays as given. TeX's memory holds what a frame's overlays share, so the
//! frame is `[fragile]` (Beamer reads its text from a file for each overlay rather
//! than keeping it) and each board (`--boards`) is typeset once, into a box that every
//! overlay draws. Compiles with `pdflatex`.

use crate::record::Recording;
use crate::render::escape;
use crate::render::model::steps::StepFigures;
use crate::render::model::RenderOptions;
use crate::render::model::{neutral_title, result, title, Figure};
use std::collections::HashMap;
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
    let (boxes, names) = board_boxes(&slides.figure(1));
    let saved = |i: usize| names.get(i).cloned().flatten();
    let mut body = String::new();
    for k in 1..=count {
        let fig = slides.figure(k);
        let hooks = super::tikz::Hooks {
            overlay: &|_| String::new(),
            text: &|_| None,
            saved_board: &saved,
        };
        let mut picture = super::tikz::picture_hooked(&fig, &hooks);
        // Every overlay keeps the whole tree's bounding box.
        if let Some(at) = picture.find("\\definecolor") {
            picture.insert_str(at, &super::tikz::bounding_box(&fig));
        }
        // Each overlay fitted to the slide's width on its own: `\resizebox` reads its
        // text as an argument, into TeX's memory.
        let _ = writeln!(
            body,
            "\\only<{k}>{{\\resizebox{{\\linewidth}}{{!}}{{%\n{}}}}}%",
            picture.trim_end()
        );
    }
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
    s.push_str("\\documentclass[10pt,aspectratio=169]{beamer}\n\\usepackage[T1]{fontenc}\n");
    s.push_str(super::tikz::LATIN_MODERN);
    s.push_str("\\usepackage{tikz}\n\\usetikzlibrary{shapes.geometric}\n\\setbeamertemplate{navigation symbols}{}\n\\begin{document}\n");
    s.push_str(&boxes);
    let _ = writeln!(
        s,
        "\\begin{{frame}}[fragile]\n{}\\centering\n{body}\\end{{frame}}\n\\end{{document}}",
        frame_titles(rec, opts, count)
    );
    escape::tex::with_cyrillic(s)
}

/// The frame's titles: `--title` as given, else the algorithm and the depth, with
/// the result added on the last overlay (`count`) only: the earlier ones must not
/// tell it.
fn frame_titles(rec: &Recording, opts: &RenderOptions, count: usize) -> String {
    if let Some(t) = &opts.title {
        return format!("\\frametitle{{{}}}\n", escape::tex::text(t));
    }
    let plain = neutral_title(rec);
    let done = format!("{plain}: {}", result(rec));
    if count <= 1 {
        return format!("\\frametitle{{{}}}\n", escape::tex::text(&done));
    }
    format!(
        "\\frametitle<1-{}>{{{}}}\n\\frametitle<{count}>{{{}}}\n",
        count - 1,
        escape::tex::text(&plain),
        escape::tex::text(&done)
    )
}

/// The boards of `fig` (a step figure: every step's boards are the same), each saved
/// once: the `\newsavebox` and `\sbox` commands, and for each of `fig.nodes` the box
/// that holds its board, if it has one (equal boards share a box).
fn board_boxes(fig: &Figure) -> (String, Vec<Option<String>>) {
    let scale = super::tikz::scale_of(fig);
    let mut defs = String::new();
    let mut seen: HashMap<String, String> = HashMap::new();
    let names = fig
        .nodes
        .iter()
        .map(|n| {
            let b = n.board.as_ref()?;
            let picture = super::tikz::board_picture(b, scale, fig.palette.board);
            let next = seen.len();
            let name = seen.entry(picture).or_insert_with_key(|picture| {
                let name = format!("\\gtboard{}", letters(next));
                let _ = writeln!(defs, "\\newsavebox{{{name}}}\\sbox{{{name}}}{{{picture}}}");
                name
            });
            Some(name.clone())
        })
        .collect();
    (defs, names)
}

/// `i` in letters, as TeX's command names need (`a`, …, `z`, `aa`, `ab`, …).
fn letters(mut i: usize) -> String {
    let mut s = Vec::new();
    loop {
        s.push(b'a' + (i % 26) as u8);
        if i < 26 {
            break;
        }
        i = i / 26 - 1;
    }
    s.reverse();
    String::from_utf8(s).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn box_names_are_letters() {
        let names: Vec<String> = [0, 1, 25, 26, 27, 701, 702].map(letters).to_vec();
        assert_eq!(names, ["a", "b", "z", "aa", "ab", "zz", "aaa"]);
    }
}
