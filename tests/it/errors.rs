//! Errors programs can match (issue 38): [`Error::kind`] and [`Error::location`] of
//! the library's errors, as real commands make them.

use gametree::games::{self, Setup};
use gametree::record::SearchJob;
use gametree::search::{Algorithm, Options};
use gametree::{Error, ErrorKind};
use std::path::Path;

fn search(path: &str, setup: Setup, algorithm: Algorithm) -> Result<i32, Error> {
    let loaded = games::load_file(Path::new(path))?;
    let options = Options::default();
    let job = SearchJob {
        algorithm,
        limits: setup.limits(),
        options: &options,
        boards: false,
    };
    loaded.run(&setup, job).map(|(rec, _, _)| rec.meta.value)
}

#[test]
fn a_malformed_position_file_is_a_parse_error_at_its_line_and_column() {
    let dir = tempfile::tempdir().unwrap();
    let bad = dir.path().join("bad.pos");
    std::fs::write(&bad, "game: tree\ntree: [A: [B: 3 12 8]\n").unwrap();
    let e = games::load_file(&bad).unwrap_err();
    assert_eq!(e.kind(), ErrorKind::Parse);
    assert_eq!(e.kind().as_str(), "parse");
    assert_eq!(e.location(), Some((bad.as_path(), 2, 22)));
    // The location is the one the message gives.
    assert!(
        e.to_string()
            .starts_with(&format!("{}:2:22: ", bad.display())),
        "{e}"
    );
}

#[test]
fn a_missing_file_is_io_without_a_location() {
    let e = games::load_file(Path::new("examples/no-such-file.pos")).unwrap_err();
    assert_eq!(e.kind(), ErrorKind::Io);
    assert_eq!(e.location(), None);
}

#[test]
fn the_node_limit_is_a_limit() {
    let setup = Setup {
        max_nodes: 1000,
        ..Setup::default()
    };
    let e = search("examples/tictactoe-empty.pos", setup, Algorithm::Minimax).unwrap_err();
    assert!(matches!(e, Error::Search(_)), "{e}");
    assert_eq!(e.kind(), ErrorKind::Limit);
    assert_eq!(e.location(), None);
}

#[test]
fn usage_errors_say_their_kind() {
    // An unknown evaluation: an option's value that is not one of its words.
    let setup = Setup {
        eval: Some("material".into()),
        ..Setup::default()
    };
    let e = search("examples/aima-fig-5-2.pos", setup, Algorithm::AlphaBeta).unwrap_err();
    assert_eq!(e.kind(), ErrorKind::BadOption);
    // Options that do not fit the game: the general kind.
    let setup = Setup {
        depth: Some(2),
        ..Setup::default()
    };
    let e = search("examples/aima-fig-5-2.pos", setup, Algorithm::AlphaBeta).unwrap_err();
    assert_eq!(e.kind(), ErrorKind::Usage);
    assert_eq!(e.location(), None);
}

/// An exercise the generator cannot make within its attempts is a limit; options that
/// contradict each other are the general usage kind.
#[test]
fn an_exercise_that_cannot_be_made_says_its_kind() {
    let e = gametree::request::exercise(
        r#"{"depth": 2, "branching": "2", "min-cutoffs": 2, "seed": 1}"#,
    )
    .unwrap_err();
    assert_eq!(e.kind(), ErrorKind::Limit, "{e}");
    let e =
        gametree::request::exercise(r#"{"depth": 2, "values": "0..0", "seed": 1}"#).unwrap_err();
    assert_eq!(e.kind(), ErrorKind::Usage, "{e}");
}
