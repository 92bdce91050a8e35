//! gametree: shows how game-tree search works.
//!
//! It loads a position file ([`games::load`]), runs a search algorithm
//! ([`search::search`]) while a [`record::Recorder`] records every visited node into a
//! petgraph graph ([`record::Recording`]), and renders that tree ([`render`]).
//!
//! Layers: rules ([`game`], [`games`]) know nothing of search; search knows only the
//! [`record::Recorder`] trait; renderers read the recording only.
//!
//! # Example
//!
//! AIMA's Figure 5.2 searched by alpha-beta and drawn as an SVG figure, as
//! `gametree search FILE --format svg` does:
//!
//! ```
//! use gametree::games::{self, Setup};
//! use gametree::record::SearchJob;
//! use gametree::render::{self, Format, RenderOptions};
//! use gametree::search::{Algorithm, Options};
//!
//! # fn main() -> Result<(), Box<dyn std::error::Error>> {
//! // MAX moves at A and chooses among the MIN nodes B, C and D.
//! let file = "game: tree\nroot: max\ntree: [A: [B: 3 12 8] [C: 2 4 6] [D: 14 5 2]]\n";
//! let game = games::load(file.as_bytes())?;
//! // The game's evaluation and win scoring, to the leaves, at most 2,000,000 nodes.
//! let setup = Setup::default();
//! let options = Options::default(); // natural move order, cut-offs at alpha >= beta
//! let job = SearchJob {
//!     algorithm: Algorithm::AlphaBeta,
//!     limits: setup.limits(),
//!     options: &options,
//!     boards: false,
//! };
//! let (recording, _elapsed, _win) = game.run(&setup, job)?;
//! assert_eq!(recording.meta.value, 3); // the root's value, from MAX's view
//! assert_eq!(recording.meta.best_move.as_deref(), Some("B"));
//!
//! let mut svg = Vec::new();
//! render::render(Format::Svg, &recording, &RenderOptions::default(), &mut svg)?;
//! assert!(svg.starts_with(b"<svg"));
//! # Ok(())
//! # }
//! ```

#![deny(missing_docs)]

pub mod cancel;
#[cfg(feature = "cli")]
pub mod cli;
pub mod compare;
pub mod error;
pub mod eval;
pub mod game;
pub mod games;
pub mod homework;
pub mod lang;
pub mod params;
pub mod play;
#[cfg(feature = "playground")]
pub mod playground;
pub mod record;
pub mod render;
pub mod request;
pub mod search;
pub mod solve;

pub use error::{Error, ErrorKind};
