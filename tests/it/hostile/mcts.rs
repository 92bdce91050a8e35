//! Monte Carlo tree search with hostile iteration counts (issue 51): every iteration
//! is kept only for an output that replays or writes them (the report, Beamer,
//! `--steps`, JSON), within `--max-nodes`; text and figures keep their number; a
//! replay shows at most `MAX_REPLAY_ITERATIONS`, refused before the search.

use crate::common::{run_err, run_ok};
use gametree::games::{self, Setup};
use gametree::record::SearchJob;
use gametree::render::{Format, Target, MAX_REPLAY_ITERATIONS};
use gametree::request;
use gametree::search::{Algorithm, MctsTuning, Tuning};

const NIM: &str = "examples/nim-2-2.pos";

/// `search NIM -a mcts ARGS…`.
fn mcts<'a>(args: &[&'a str]) -> Vec<&'a str> {
    let mut all = vec!["search", NIM, "-a", "mcts"];
    all.extend_from_slice(args);
    all
}

/// Kept iterations count against `--max-nodes`: JSON of 2,000 iterations under a
/// budget of 1,000 nodes is refused (exit 2), naming the flags that change it; the
/// same search as text keeps only the count, so the tree's few nodes fit. Before, JSON
/// kept every path whatever the budget (10,000,000 iterations: 1.5 GB).
#[test]
fn kept_iterations_count_against_the_node_limit() {
    // 600 iterations: each path holds the root and, but for the first, a child, so
    // the budget runs out during the search; 2,000 are refused before the first.
    for n in ["600", "2000"] {
        let err = run_err(&mcts(&[
            "--iterations",
            n,
            "--max-nodes",
            "1000",
            "-f",
            "json",
        ]));
        assert!(
            err.contains("--max-nodes") && err.contains("--iterations") && err.contains("1,000"),
            "{n}: {err}"
        );
    }
    let (text, summary) = run_ok(&mcts(&["--iterations", "2000", "--max-nodes", "1000"]));
    assert!(summary.contains("2000 iterations"), "{summary}");
    assert!(text.contains("W/N"), "{text}");
    // A billion iterations kept: refused at once.
    let err = run_err(&mcts(&["--iterations", "1000000000", "-f", "json"]));
    assert!(err.contains("2,000,000"), "{err}");
}

/// The recording made for text holds no iteration, only their number; the one made
/// for JSON or a replay holds them all. `Target::needs_iterations` is the one place
/// that decides.
#[test]
fn text_keeps_the_number_of_iterations_and_json_every_one() {
    let record = |format: Format| {
        let target = Target {
            format,
            ..Target::default()
        };
        let tuning = Tuning {
            mcts: MctsTuning {
                iterations: Some(500),
                ..MctsTuning::default()
            },
            ..Tuning::default()
        };
        let mut options = tuning.options(Algorithm::Mcts, None).unwrap();
        options.mcts.keep_log = target.needs_iterations();
        let setup = Setup::default();
        let job = SearchJob {
            algorithm: Algorithm::Mcts,
            limits: setup.limits(),
            options: &options,
            boards: false,
        };
        let (rec, _, _) = games::load_file(NIM.as_ref())
            .unwrap()
            .run(&setup, job)
            .unwrap();
        (target, rec)
    };
    let (text, counted) = record(Format::Text);
    let run = counted.meta.mcts.as_ref().unwrap();
    assert!(!run.iterations.is_kept());
    assert_eq!((run.iterations.count(), run.iterations.len()), (500, 0));
    assert_eq!(counted.statistics(0.into()).map(|s| s.0), Some(500));
    assert!(text.bytes(&counted, None).is_ok());
    for format in [Format::Json, Format::Html, Format::Beamer] {
        let (target, kept) = record(format);
        let run = kept.meta.mcts.as_ref().unwrap();
        assert_eq!((run.iterations.count(), run.iterations.len()), (500, 500));
        // An output that needs the iterations refuses a recording without them.
        let err = target.bytes(&counted, None).unwrap_err();
        assert_eq!(err.kind(), gametree::ErrorKind::Unsupported, "{err}");
    }
}

/// A replay (the report, Beamer, `--steps`) shows at most `MAX_REPLAY_ITERATIONS`:
/// more are refused before the search, saying why and what fits. Before, the report
/// took about 80 KB of memory an iteration (30,000: 2.4 GB, a 37 MB page).
#[test]
fn a_replay_of_too_many_iterations_is_refused_up_front() {
    let over = (MAX_REPLAY_ITERATIONS + 1).to_string();
    let dir = tempfile::tempdir().unwrap();
    let steps = dir.path().join("steps");
    let steps = steps.to_str().unwrap();
    let cases: [(&[&str], &str); 3] = [
        (&["-f", "html"], "--format html"),
        (&["-f", "beamer"], "--format beamer"),
        (&["-f", "svg", "--steps", steps], "--steps"),
    ];
    for (args, output) in cases {
        let mut all = mcts(&["--iterations", &over]);
        all.extend_from_slice(args);
        // A billion iterations too: the search never starts.
        for n in [over.as_str(), "1000000000"] {
            all[5] = n;
            let err = run_err(&all);
            assert!(
                err.contains(output)
                    && err.contains("--iterations 10000 ")
                    && err.contains("10,000 iterations")
                    && err.contains("--format json"),
                "{args:?}: {err}"
            );
        }
    }
    assert!(!dir.path().join("steps").exists());
    // A recording of that many, read back, is refused as a report too (`render`, the
    // browser's and Python's rendering), and drawn as a figure.
    let (json, _) = run_ok(&mcts(&["--iterations", &over, "-f", "json"]));
    let file = crate::common::write_file(dir.path(), "r.json", &json);
    let err = run_err(&["render", &file, "-f", "html"]);
    assert!(err.contains("10,001"), "{err}");
    run_ok(&["render", &file, "-f", "svg"]);
    let rec = request::from_json(&json).unwrap();
    let err = request::render(&rec, r#"{"format": "html"}"#).unwrap_err();
    assert_eq!(err.kind(), gametree::ErrorKind::Limit);
    let said = request::describe(&err).0;
    assert!(
        said.contains("iterations") && said.contains("10,001"),
        "{said}"
    );
}

/// The browser's requests keep every iteration (the page renders the recording again
/// in any format) within `max-nodes`: past it an error naming the option, never a
/// worker grown to the browser's limit ("the engine stopped (unreachable)").
#[test]
fn requests_keep_iterations_within_the_node_limit() {
    let pos = std::fs::read_to_string(NIM).unwrap();
    for options in [
        r#"{"algorithm": "mcts", "iterations": 600, "max-nodes": 1000}"#,
        r#"{"algorithm": "mcts", "iterations": 1000000000}"#,
        r#"{"algorithm": "mcts", "time-limit": 1000, "max-nodes": 1000}"#,
    ] {
        let err = request::search(&pos, options).unwrap_err();
        assert_eq!(err.kind(), gametree::ErrorKind::Limit, "{options}");
        let said = request::describe(&err).0;
        assert!(
            said.contains("`max-nodes`") && said.contains("`iterations`"),
            "{options}: {said}"
        );
    }
    let kept = request::search(&pos, r#"{"algorithm": "mcts", "iterations": 300}"#).unwrap();
    let run = kept.recording.meta.mcts.as_ref().unwrap();
    assert_eq!(run.iterations.len(), 300);
}
