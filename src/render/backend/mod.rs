//! One file per output format, each writing the model ([`crate::render::model`]) or, for
//! the text summary, the recording: [`text`], [`svg`] (with the board pictures of
//! `--boards`), [`tikz`] (with its boards), [`dot`], [`typst`], [`forest`], [`png`] (PNG
//! and PDF from the SVG), [`beamer`], [`svg_steps`] (a file a step) and [`html`] (the
//! report). Backends import the model, never the reverse. JSON is the recording's own
//! file form ([`crate::record::json`]).

pub mod beamer;
pub mod dot;
pub mod forest;
pub mod html;
pub mod png;
pub mod svg;
pub mod svg_steps;
pub mod text;
pub mod tikz;
pub mod typst;
