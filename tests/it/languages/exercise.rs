//! Issue 41: the exercise area in every language (tests/it/languages/mod.rs).

#[allow(unused_imports)]
use super::*;
