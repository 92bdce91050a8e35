//! `--format svg --steps DIR`: the search step by step as one SVG file a step, for
//! slides in PowerPoint, Keynote or Impress: the step figures of
//! [`crate::render::model::steps::StepFigures`] (the steps of Beamer's overlays and of the HTML
//! report's replay), each drawn by [`svg::document`] with its node ringed and its
//! caption below (`Step 9 of 16: Cut-off at C: α = 3 ≥ β = 2, so C.2 and C.3 are
//! never searched.`).
//!
//! The files are `DIR/step-001.svg`, `step-002.svg`, … (numbered with at least three
//! digits, more when there are more steps); DIR is created if missing. Step files of
//! the same names are replaced (a new file renamed over them: a link of that name,
//! symbolic or hard, is replaced, not written through) and no other file is touched;
//! step files that this run would not overwrite (left from a longer search) make it
//! stop before writing, so that a directory never mixes two searches.

use super::svg;
use crate::record::Recording;
use crate::render::model::steps::StepFigures;
use crate::render::model::RenderOptions;
use crate::render::model::{neutral_title, result};
use std::path::{Path, PathBuf};

/// The most nodes `--steps` draws by default: a step file is written for each step,
/// about two a node, so 250 nodes make about 500 slides, more than any lecture shows
/// (`--max-drawn` raises it).
pub const MAX_STEP_NODES: usize = 250;

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
    let why = match max {
        Some(_) => crate::message!([MaxDrawn]),
        None => crate::message!("about two slides a node"),
    };
    Err(crate::Error::with_kind(
        crate::ErrorKind::Limit,
        crate::message!(
            [Steps],
            (format!(" would draw {drawn} nodes, more than {limit} ("))
        )
        .then(why)
        .then(crate::message!(
            (format!("), in about {} step files; draw less with ", 2 * drawn)),
            [Depth],
            ", ",
            [DrawDepth],
            " or ",
            [Pruned = "hide"],
            ", or raise ",
            [MaxDrawn]
        )),
    ))
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
    let slides = StepFigures::new(rec, opts);
    // The hidden title (a browser's tooltip) tells the result only at the last step.
    let name = neutral_title(rec);
    let done = format!("{name}: {}", result(rec));
    let ext = if png_scale.is_some() { "png" } else { "svg" };
    let names: Vec<String> = (1..=slides.len())
        .map(|k| file_name(k, slides.len(), ext))
        .collect();
    let ours: std::collections::HashSet<&str> = names.iter().map(String::as_str).collect();
    let write_err = |path: PathBuf| move |source| crate::Error::Write { path, source };
    if dir.exists() && !dir.is_dir() {
        return Err(crate::Error::usage(crate::message!(
            [Steps],
            (format!(" needs a directory, and {} is a file", dir.display()))
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
            return Err(crate::Error::with_kind(
                crate::ErrorKind::Overwrite,
                format!(
                    "{} already holds {} step file{} this search would not overwrite ({}{}); \
                     remove them or give another directory",
                    dir.display(),
                    stale.len(),
                    if stale.len() == 1 { "" } else { "s" },
                    stale[0],
                    if stale.len() > 1 { ", …" } else { "" }
                )
                .into(),
            ));
        }
    }
    std::fs::create_dir_all(dir).map_err(write_err(dir.to_path_buf()))?;
    let count = slides.len();
    for (k, file) in (1..).zip(&names) {
        let shown = if k == count { &done } else { &name };
        let doc = svg::document(&slides.figure(k), &format!("{shown} — step {k} of {count}"));
        let path = dir.join(file);
        let bytes = match png_scale {
            None => doc.into_bytes(),
            Some(scale) => super::png::from_svg(&doc, scale).map_err(write_err(path.clone()))?,
        };
        // Replaced, never written through: a step file's name may be a link to an
        // input, or to anyone's file.
        crate::render::output::write_replacing(&path, &bytes)?;
    }
    Ok(slides.len())
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
