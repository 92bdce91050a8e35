//! gametree: shows how game-tree search works.
//!
//! It loads a position file ([`games::load`]), runs a search algorithm
//! ([`search::search`]) while a [`record::Recorder`] records every visited node into a
//! petgraph graph ([`record::Recording`]), and renders that tree ([`render`]).
//!
//! Layers: rules ([`game`], [`games`]) know nothing of search; search knows only the
//! [`record::Recorder`] trait; renderers read the recording only.

#![warn(missing_docs)]

pub mod cli;
pub mod compare;
pub mod error;
pub mod eval;
pub mod game;
pub mod games;
pub mod homework;
pub mod play;
pub mod record;
pub mod render;
pub mod search;
pub mod solve;

pub use error::Error;
