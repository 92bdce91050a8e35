//! Recorded searches: [`Rec`], its summary, its JSON, its figures and its nodes in
//! either view, and a recording read back from JSON.

use crate::errors::{bad, choice, error, PYTHON};
use crate::threads::{no_panic, off_thread};
use gametree::games;
use gametree::homework;
use gametree::record::{self, Recording};
use gametree::render::{self, Background, Target};
use pyo3::prelude::*;
use pyo3::types::PyBytes;

/// A recorded search: every node with its window, value, bound and cut-off. Any
/// thread may use it.
#[pyclass(module = "gametree._gametree")]
pub(crate) struct Rec {
    pub(crate) rec: Recording,
}

/// The summary of a recording is read from it directly: no copy of the nodes, however
/// many (`to_json` writes them all).
#[pymethods]
impl Rec {
    /// The recording as `gametree/1` JSON (docs/json.md).
    fn to_json(&self) -> PyResult<String> {
        no_panic(|| {
            let mut out = Vec::new();
            record::json::write(&self.rec, &mut out).map_err(|e| bad(e.to_string()))?;
            String::from_utf8(out).map_err(|e| bad(e.to_string()))
        })
    }

    /// The root's value, MAX's view, as text (exact: `2.1`, `13/6` under chance nodes).
    #[getter]
    fn value_text(&self) -> PyResult<String> {
        no_panic(|| Ok(self.rec.value_text(self.rec.meta.value)))
    }

    /// The search's result as figures' titles say it, in the current language: the
    /// value and best move (`value 3, best move B`), or for MCTS, whose result is an
    /// estimate, the move played with its visits and mean reward (`move played c1 (N =
    /// 30, Q = 0.70 for MAX)`).
    #[getter]
    fn result_text(&self) -> PyResult<String> {
        no_panic(|| Ok(gametree::render::model::result(&self.rec)))
    }

    /// The game's name, as the JSON's `game`.
    #[getter]
    fn game(&self) -> String {
        self.rec.meta.game.clone()
    }

    /// The algorithm's name, as the JSON's `algorithm`.
    #[getter]
    fn algorithm(&self) -> String {
        self.rec.meta.algorithm.clone()
    }

    /// The view the values are recorded in (`max`, `side-to-move`), as the JSON's
    /// `perspective`.
    #[getter]
    fn perspective(&self) -> &'static str {
        self.rec.meta.perspective.as_str()
    }

    /// The move chosen at the root, as the JSON's `best_move`.
    #[getter]
    fn best_move(&self) -> Option<String> {
        self.rec.meta.best_move.clone()
    }

    /// The principal variation's move names, as the JSON's `principal_variation`.
    #[getter]
    fn principal_variation(&self) -> Vec<String> {
        self.rec.meta.principal_variation.clone()
    }

    /// The node counts as the JSON's `stats` object (its keys in the same order).
    #[getter]
    fn stats_json(&self) -> PyResult<String> {
        no_panic(|| serde_json::to_string(&self.rec.meta.stats).map_err(|e| bad(e.to_string())))
    }

    /// Every node's window, value and bound in `values`' view (`max`, `side-to-move`),
    /// in visit order, as `(alpha, beta, value, bound)`: `None` where the node has none
    /// (a pruned node), numbers written exactly (`3`, `2.1`, `13/6`, `∞`) and the bound
    /// as the JSON's `bound` (`exact`, `lower`, `upper`). The view is the library's
    /// (`homework::shown`, as the figures draw it): going from one view to the other
    /// negates at MIN nodes, the window `[a, b]` becoming `[-b, -a]` and a lower bound
    /// an upper one.
    #[allow(clippy::type_complexity)]
    fn shown(
        &self,
        values: &str,
    ) -> PyResult<
        Vec<(
            Option<String>,
            Option<String>,
            Option<String>,
            Option<String>,
        )>,
    > {
        use gametree::record::{Bound, NodeId, Perspective};
        let view = choice("values", values, &Perspective::EVERY, Perspective::name)?;
        no_panic(|| {
            let rec = &self.rec;
            let text = |v| rec.value_text(v);
            // The JSON's word for a bound, from the JSON's own writer.
            let word = |b: Bound| match serde_json::to_value(b) {
                Ok(serde_json::Value::String(s)) => Ok(s),
                _ => Err(bad(format!("a bound JSON cannot name: {b:?}"))),
            };
            (0..rec.len())
                .map(|i| {
                    let s = homework::shown(rec, NodeId::new(i), view);
                    Ok((
                        s.window.map(|(a, _)| text(a)),
                        s.window.map(|(_, b)| text(b)),
                        s.value.map(text),
                        s.bound.map(word).transpose()?,
                    ))
                })
                .collect()
        })
    }

    /// The recording in `format` (`text`, `json`, `svg`, `tikz`, `typst`, `forest`,
    /// `dot`, `beamer`, `html`, `png`, `pdf`): text for the text formats, bytes for png
    /// and pdf. The figure options are the command line's (docs/figures.md).
    #[pyo3(signature = (format=None, label=None, values=None, style=None, direction=None, pruned=None, draw_depth=None, max_children=None, names=false, edge_labels=None, title=None, background=None, scale=None, boards=false, max_drawn=None))]
    #[allow(clippy::too_many_arguments)]
    fn render(
        &self,
        py: Python<'_>,
        format: Option<&str>,
        label: Option<&str>,
        values: Option<&str>,
        style: Option<&str>,
        direction: Option<&str>,
        pruned: Option<&str>,
        draw_depth: Option<u32>,
        max_children: Option<usize>,
        names: bool,
        edge_labels: Option<&str>,
        title: Option<String>,
        background: Option<&str>,
        scale: Option<f32>,
        boards: bool,
        max_drawn: Option<usize>,
    ) -> PyResult<Py<PyAny>> {
        use gametree::record::Perspective;
        use gametree::render::{Direction, EdgeLabels, Format, LabelKind, PrunedView, Style};
        // Each option not given is the library's: request::RENDER_FORMAT (SVG, what
        // a notebook shows), RenderOptions::default and Target::default.
        let (default, base) = (render::RenderOptions::default(), Target::default());
        let format = format
            .map(|f| choice("format", f, &Format::EVERY, Format::name))
            .transpose()?
            .unwrap_or(gametree::request::RENDER_FORMAT);
        let label = match label {
            None => default.label,
            Some("bound") => LabelKind::Value,
            Some(l) => choice("label", l, &LabelKind::EVERY, LabelKind::name)?,
        };
        let values = values
            .map(|v| choice("values", v, &Perspective::EVERY, Perspective::name))
            .transpose()?;
        let options = render::RenderOptions {
            label,
            values,
            direction: direction
                .map(|d| choice("direction", d, &Direction::EVERY, Direction::name))
                .transpose()?
                .unwrap_or(default.direction),
            pruned: pruned
                .map(|p| choice("pruned", p, &PrunedView::EVERY, PrunedView::name))
                .transpose()?
                .unwrap_or(default.pruned),
            draw_depth,
            max_children: max_children.filter(|&k| k > 0),
            names,
            edge_labels: edge_labels
                .map(|e| choice("edge_labels", e, &EdgeLabels::EVERY, EdgeLabels::name))
                .transpose()?
                .unwrap_or(default.edge_labels),
            title,
            style: style
                .map(|s| choice("style", s, &Style::EVERY, Style::name))
                .transpose()?
                .unwrap_or(default.style),
            background: background
                .map(|b| b.parse::<Background>().map_err(bad))
                .transpose()?
                .unwrap_or(default.background),
            ..default
        };
        let target = Target {
            format,
            output: None,
            options,
            max_drawn,
            scale: scale.unwrap_or(base.scale),
            boards,
            ..base
        };
        let layouts = games::layout_of(&self.rec.meta.game);
        let rec = &self.rec;
        let (bytes, warnings) = off_thread(py, || target.bytes(rec, layouts).map_err(error))?;
        // The command line's warnings (a figure wider than a slide, …) as Python's.
        for w in warnings {
            let said = w.render(&PYTHON);
            let said = said.strip_prefix("warning: ").unwrap_or(&said);
            let text = std::ffi::CString::new(said.replace('\0', " ")).unwrap_or_default();
            PyErr::warn(
                py,
                &py.get_type::<pyo3::exceptions::PyUserWarning>(),
                &text,
                1,
            )?;
        }
        Ok(if matches!(format, Format::Png | Format::Pdf) {
            PyBytes::new(py, &bytes).into_any().unbind()
        } else {
            String::from_utf8(bytes)
                .map_err(|e| bad(e.to_string()))?
                .into_pyobject(py)?
                .into_any()
                .unbind()
        })
    }
}

/// Reads a `gametree/1` JSON recording (any game; every field checked).
#[pyfunction]
pub(crate) fn recording_from_json(py: Python<'_>, text: &str) -> PyResult<Rec> {
    off_thread(py, || {
        let accept = record::json::Accept {
            given: &|rec| {
                gametree::games::with_explicit_root(
                    &rec.meta.position,
                    record::json::GivenValues(rec),
                )
                .unwrap_or_default()
            },
            ..record::json::Accept::default()
        };
        record::json::read_with(text, &accept).map_err(|err| {
            error(gametree::Error::Parse {
                path: "<json>".into(),
                err,
            })
        })
    })
    .map(|rec| Rec { rec })
}
