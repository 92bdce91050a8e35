//! The commands' library code, called directly (no binary spawned): the game
//! registry's setup checks, win scoring, compare's runner, solve's verdict and the
//! search summary.

use gametree::compare::{self, Choices, Run};
use gametree::game::WinScore;
use gametree::games::{self, Setup};
use gametree::record::{SearchJob, Verdict};
use gametree::search::{Algorithm, Options};
use gametree::solve::{Endgames, SolveJob, SolveLimits};
use gametree::Error;

fn load(path: &str) -> games::Loaded {
    games::load_file(std::path::Path::new(path)).unwrap()
}

fn flags(algorithms: &str, orders: &str) -> Choices {
    Choices {
        tt_size: 1 << 10,
        ..Choices::new(algorithms, orders)
    }
}

fn usage(e: Error) -> String {
    match e {
        // The library's own words for its options: `depth`, not --depth.
        Error::Usage { message: m, .. } => m.to_string(),
        other => panic!("expected a usage error, got {other}"),
    }
}

#[test]
fn setup_is_checked_against_the_game() {
    let tree = load("examples/aima-fig-5-2.pos");
    let job = |setup: Setup| {
        let options = Options::default();
        let job = SearchJob {
            algorithm: Algorithm::AlphaBeta,
            limits: setup.limits(),
            options: &options,
            boards: false,
        };
        tree.run(&setup, job)
            .map(|(rec, _, win)| (rec.meta.value, win))
    };
    assert_eq!(job(Setup::default()).unwrap(), (3, WinScore::NONE));
    let e = usage(
        job(Setup {
            eval: Some("material".into()),
            ..Setup::default()
        })
        .unwrap_err(),
    );
    assert_eq!(
        e,
        "unknown evaluation `material` for tree; expected one of: leaf-value"
    );
    let e = usage(
        job(Setup {
            depth: Some(2),
            ..Setup::default()
        })
        .unwrap_err(),
    );
    assert!(
        e.starts_with("`depth` does not apply to explicit trees"),
        "{e}"
    );
    let e = usage(
        job(Setup {
            win_score: Some(50),
            ..Setup::default()
        })
        .unwrap_err(),
    );
    assert!(
        e.starts_with("`win_score` and `win_threshold` do not apply"),
        "{e}"
    );
}

#[test]
fn win_scoring_keeps_room_for_the_longest_line() {
    let kuhr = WinScore::KUHR;
    assert_eq!(WinScore::with_overrides(kuhr, None, None, 8, 9), Ok(kuhr));
    // Only MAX given: the threshold follows it down by the horizon.
    assert_eq!(
        WinScore::with_overrides(kuhr, Some(50), None, 8, 9),
        Ok(WinScore {
            max: 50,
            threshold: 41,
            utilities: None,
        })
    );
    // A threshold given below an evaluation's bound is allowed (the search clamps);
    // one derived from MAX alone must cover the evaluation.
    assert_eq!(
        WinScore::with_overrides(kuhr, None, Some(5), 8, 9),
        Ok(WinScore {
            max: 99,
            threshold: 5,
            utilities: None,
        })
    );
    let e = WinScore::with_overrides(kuhr, Some(15), None, 8, 9).unwrap_err();
    assert!(
        e.to_string().contains("give `win_threshold` to clamp"),
        "{e}"
    );
    let e = WinScore::with_overrides(kuhr, Some(95), Some(90), 8, 9).unwrap_err();
    assert!(e.to_string().contains("by at least 9"), "{e}");
    assert_eq!(WinScore::horizon(Some(4), Some(9)), 4);
    assert_eq!(WinScore::horizon(None, None), WinScore::UNBOUNDED_HORIZON);
}

#[test]
fn compare_runs_every_row_and_knows_the_minimal_tree() {
    let spec = flags("minimax,alphabeta,pvs,mtdf", "natural,best")
        .spec(
            "aima".into(),
            Setup::default().limits(),
            compare::Format::Text,
        )
        .unwrap();
    let mut seen = Vec::new();
    let mut progress = |what: &str| seen.push(what.to_string());
    let run = Run {
        spec: &spec,
        progress: &mut progress,
    };
    let report = load("examples/aima-fig-5-2.pos")
        .run(&Setup::default(), run)
        .unwrap();
    // minimax once, as the baseline (it ignores the ordering); the others twice.
    assert_eq!(report.rows.len(), 7);
    assert_eq!(report.rows[0].role, compare::Role::Baseline);
    assert_eq!(report.rows[0].percent_of_minimax, Some(100.0));
    assert!(report.rows.iter().all(|r| r.value == 3));
    assert!(report.agree && compare::disagreement(&report).is_none());
    // Knuth & Moore: b = 3, d = 2 → 3 + 3 − 1 = 5 leaves; best ordering reaches it.
    assert_eq!(
        (report.uniform, report.minimal_leaves),
        (Some((3, 2)), Some(5))
    );
    let best = report
        .rows
        .iter()
        .find(|r| r.algorithm == "alphabeta" && r.order == "best")
        .unwrap();
    assert_eq!(best.leaves, 5);
    assert_eq!(seen.len(), 7, "one search per row: {seen:?}");
    assert_eq!(seen[0], "minimax / natural (baseline)");
    let mut csv = Vec::new();
    compare::write(&report, compare::Format::Csv, None, &mut csv).unwrap();
    assert_eq!(String::from_utf8(csv).unwrap().lines().count(), 8);
    assert_eq!(compare::knuth_moore(3, 3), 9 + 3 - 1);
}

#[test]
fn compare_lists_are_checked() {
    let limits = Setup::default().limits();
    let e = flags("alphabeta,test", "natural")
        .spec("f".into(), limits, compare::Format::Text)
        .unwrap_err()
        .to_string();
    assert!(e.contains("cannot be compared"), "{e}");
    let e = flags("alphabta", "natural")
        .spec("f".into(), limits, compare::Format::Text)
        .unwrap_err()
        .to_string();
    assert!(e.starts_with("unknown algorithm `alphabta`"), "{e}");
    let mut f = flags("alphabeta", "natural");
    f.tt_size = 0;
    assert_eq!(
        f.spec("f".into(), limits, compare::Format::Text)
            .unwrap_err()
            .to_string(),
        "`tt_size` must be at least 1"
    );
}

#[test]
fn solve_reports_the_verdict_in_the_games_terms() {
    let limits = SolveLimits {
        max_nodes: 1_000_000,
        time_limit: None,
        tt_size: Some(1 << 12),
        strategy_nodes: 1_000,
        endgame: Endgames::Auto,
        guess: None,
    };
    let mut progress = |_| {};
    let job = SolveJob {
        limits,
        progress: &mut progress,
        naming: gametree::error::Naming::LIBRARY,
    };
    let (sol, line) = job
        .solve(
            &load("examples/tictactoe-forced-win.pos"),
            &Setup::default(),
        )
        .unwrap();
    assert_eq!(sol.solved.result, Verdict::Win);
    assert_eq!(line.verdict, "x to move: a win in 3 plies (value 96)");
    assert!(
        line.to_string()
            .starts_with("x to move: a win in 3 plies (value 96); 28 nodes"),
        "{line}"
    );
    let mut progress = |_| {};
    let job = SolveJob {
        limits,
        progress: &mut progress,
        naming: gametree::error::Naming::LIBRARY,
    };
    let (_, line) = job
        .solve(&load("examples/kalah-4-3.pos"), &Setup::default())
        .unwrap();
    assert_eq!(
        line.verdict,
        "south to move: a win, final margin +6 stones with best play; main line 14 plies"
    );
    assert_eq!(Verdict::of_value(Some(-3)), Verdict::Loss);
    assert_eq!(Verdict::of_value(None).as_str(), "unknown");
    assert_eq!(
        SolveLimits::time_limit(Some(-1.0)).unwrap_err().to_string(),
        "`time_limit` must be a positive number of seconds, or 0 for no limit"
    );
    assert_eq!(SolveLimits::time_limit(Some(0.0)), Ok(None));
    assert_eq!(SolveLimits::time_limit(None), Ok(None));
}

#[test]
fn the_search_summary_names_the_work() {
    let options = Options::default();
    let job = SearchJob {
        algorithm: Algorithm::AlphaBeta,
        limits: Setup::default().limits(),
        options: &options,
        boards: false,
    };
    let (rec, elapsed, win) = load("examples/aima-fig-5-2.pos")
        .run(&Setup::default(), job)
        .unwrap();
    let line = gametree::render::text::summary(&rec.meta, win, elapsed);
    assert!(
        line.starts_with("value 3, best move B, 11 nodes visited, 7 leaves evaluated, 0 terminals, 1 cut-off, 2 moves pruned, "),
        "{line}"
    );
    assert!(line.ends_with(" ms"), "{line}");
}
