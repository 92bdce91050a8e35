//! Renderers: each reads a [`Recording`](crate::record::Recording) only (never a game)
//! and writes one output format.
//!
//! - [`model`]: what a figure shows, decided once for every format: which nodes are
//!   drawn, what each label says, their sizes, looks (the style of every node and edge)
//!   and places (`build`, `labels`, `shown`, `style`, `size`, `arrange` with the tidy
//!   layout), size checks (`fit`), legends, the board pictures' geometry (`board`),
//!   the step model (`steps`) and the options ([`RenderOptions`], [`Format`], …).
//! - [`backend`]: one file per format, each mapping the model to its syntax: `text`,
//!   `svg`, `tikz`, `dot`, `typst`, `forest`, `png` (PNG and PDF from the SVG),
//!   `beamer`, `svg_steps` (a file a step), `html` (the report). JSON is the
//!   recording's own file form ([`crate::record::json`]).
//! - [`target`]: the format dispatch ([`Target`], [`render_with_layouts`]);
//!   [`output`]: where output goes ([`write_to`], [`write_replacing`],
//!   [`check_output`]).
//! - Shared: [`escape`] (every output's escaping, also the other commands'),
//!   [`metrics`] (text widths).
//!
//! The model never imports a backend; backends import the model. What a node shows is
//! chosen by [`RenderOptions`]: the label (value, window, triple) and whose view the
//! values are from; how the figure formats draw the tree by the figure options
//! (direction, pruned moves, draw depth, names, edge labels, title), DOT included.
//! [`Target`] adds the format, the file and the size limits.
//!
//! The paths below keep the names callers used before the split (`render::svg`,
//! `render::figure`, `render::RenderOptions`, …).

pub mod backend;
pub mod escape;
pub mod metrics;
pub mod model;
pub mod output;
pub mod target;

pub use backend::{beamer, dot, forest, html, png, svg, svg_steps, text, tikz, typst};
pub use model::fit::{check_figure_size, MAX_FIGURE_NODES, MAX_TIKZ_NODES};
pub use model::mcts_steps::MAX_REPLAY_ITERATIONS;
pub use model::options::*;
pub use model::shown::*;
pub use model::{board, steps};
pub use output::{check_output, new_file_beside, write_file, write_replacing, write_to};
pub use target::{render, render_with_layouts, Target, PRACTICE_FROM_A_POSITION};

/// The figure model under its name before the split into [`model`] and [`backend`].
pub use model as figure;
