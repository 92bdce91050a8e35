//! The integration tests: one test binary with a module per area (as ripgrep's
//! `tests/tests.rs`), so that an edit of the library links one test binary, not thirty.
//! Run one area with `cargo test --test it AREA` (`cargo test --test it figures::`), one
//! test by its name. The browser-driven tests (tests/browser/) and the fuzz targets
//! (tests/fuzz.rs) are the only other test binaries; the helpers, golden files
//! included, are in tests/common/.

#[path = "../common/mod.rs"]
mod common;

mod algorithms_cli;
mod boards;
mod chance;
mod chess;
mod cli;
mod compare;
mod connect4;
mod czech;
mod documented_commands;
mod dot_and_steps;
mod draughts_reference;
mod errors;
mod figures;
mod games;
mod homework;
mod hostile;
mod install;
mod kalah_end;
mod kuhr_figures;
mod languages;
mod mcts;
mod library;
mod lms;
mod nim;
mod outputs;
mod overlap;
mod pictures;
mod play;
mod properties;
mod report;
mod request;
mod scoring;
mod single_jump;
mod solve;
mod strategies;

/// The test binaries are these three: a new `tests/NAME.rs` (or `tests/NAME/main.rs`)
/// would be one more binary linking the whole library, where a module of this one costs
/// nothing.
#[test]
fn the_tests_are_three_binaries() {
    let tests = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests");
    let mut binaries: Vec<String> = std::fs::read_dir(&tests)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "rs") || p.join("main.rs").is_file())
        .map(|p| p.file_name().unwrap().to_string_lossy().into_owned())
        .collect();
    binaries.sort();
    assert_eq!(binaries, ["browser", "fuzz.rs", "it"]);
}
