//! `gametree solve`: tic-tac-toe from the empty board is a draw; a forced win is found
//! with its length, and its strategy tree is checked by playing every opponent reply
//! against it; Kalah reports a margin; limits stop the solver cleanly.

use crate::common;

use common::{random_play, run_err, run_ok, write_file};
use gametree::eval::{OpenLines, StoreDifference};
use gametree::game::Evaluator;
use gametree::game::{Material, Outcome, Position, Side, WinScore};
use gametree::games::kalah::Kalah;
use gametree::games::tictactoe::TicTacToe;
use gametree::games::{self, Loaded, BOARD_GAME_WIN};
use gametree::record::{NodeKind, NullRecorder, Recording};
use gametree::search::{search_with, Algorithm, Limits, Options};
use gametree::solve::endgame::Endgame;
use gametree::solve::{solve, solve_scored, Endgames, Progress, SolveLimits};
use petgraph::graph::NodeIndex;
use proptest::prelude::*;
use serde_json::Value;

const LIMITS: SolveLimits = SolveLimits {
    max_nodes: 50_000_000,
    time_limit: None,
    tt_size: Some(1 << 16),
    strategy_nodes: 100_000,
    endgame: Endgames::Auto,
    guess: None,
};

fn tictactoe(path: &str) -> TicTacToe {
    match games::load(&std::fs::read(path).unwrap()).unwrap() {
        Loaded::TicTacToe(p) => p,
        _ => panic!("not tic-tac-toe"),
    }
}

/// Walks a strategy tree with the real rules: the strategist has exactly one move at
/// each of its turns, the other side every legal move, no line is cut short, and `end`
/// checks every finished game. Returns the number of lines.
fn walk_strategy<P: Position>(
    rec: &Recording,
    id: NodeIndex,
    pos: &P,
    strategist: Side,
    end: &dyn Fn(&P),
) -> usize {
    let kids: Vec<NodeIndex> = rec
        .children(id)
        .into_iter()
        .filter(|&c| rec.node(c).kind() != NodeKind::Pruned)
        .collect();
    if pos.outcome().is_some() {
        assert!(kids.is_empty());
        end(pos);
        return 1;
    }
    assert_ne!(rec.node(id).kind(), NodeKind::Leaf, "a line is cut short");
    let mut legal = Vec::new();
    pos.legal_moves(&mut legal);
    if pos.side_to_move() == strategist {
        assert_eq!(kids.len(), 1, "one move for the strategist");
    } else {
        assert_eq!(kids.len(), legal.len(), "every reply of the opponent");
    }
    kids.iter()
        .map(|&c| {
            let name = rec.move_name(c).unwrap();
            let m = pos.parse_move(name).expect("a legal move");
            walk_strategy(rec, c, &pos.play(m), strategist, end)
        })
        .sum()
}

/// [`walk_strategy`] for tic-tac-toe: every line ends in a result in `expect` for the
/// strategist.
fn check_strategy(
    rec: &Recording,
    id: NodeIndex,
    pos: &TicTacToe,
    strategist: Side,
    expect: &[Outcome],
) -> usize {
    walk_strategy(rec, id, pos, strategist, &|pos: &TicTacToe| {
        let o = pos.outcome().unwrap();
        // The outcome is from the side to move's view; turn it to the strategist's.
        let mine = if pos.side_to_move() == strategist {
            o
        } else {
            match o {
                Outcome::Win => Outcome::Loss,
                Outcome::Loss => Outcome::Win,
                Outcome::Draw => Outcome::Draw,
            }
        };
        assert!(
            expect.contains(&mine),
            "a line ends in {mine:?}:\n{}",
            pos.to_position_text()
        );
    })
}

#[test]
fn the_empty_board_is_a_draw_and_the_strategy_never_loses() {
    let p = tictactoe("examples/tictactoe-empty.pos");
    let sol = solve(&p, &OpenLines, WinScore::KUHR, LIMITS, |_| {}).unwrap();
    assert_eq!(sol.solved.result, "draw");
    assert_eq!(sol.solved.plies, None);
    assert_eq!(sol.value, 0);
    let lines = check_strategy(
        &sol.strategy,
        NodeIndex::new(0),
        &p,
        Side::First,
        &[Outcome::Draw, Outcome::Win],
    );
    // x plays the table's best move where it keeps the value, else the first that does.
    assert_eq!(
        lines, 76,
        "x answers each of o's replies; 76 lines end the game"
    );
}

#[test]
fn a_forced_win_with_its_length_and_a_strategy_that_wins_against_every_reply() {
    let p = tictactoe("examples/tictactoe-forced-win.pos");
    let sol = solve(&p, &OpenLines, WinScore::KUHR, LIMITS, |_| {}).unwrap();
    assert_eq!(sol.solved.result, "win");
    assert_eq!(sol.solved.plies, Some(3));
    assert_eq!(sol.value, 96);
    assert_eq!(sol.strategy.meta.best_move.as_deref(), Some("a1"));
    let lines = check_strategy(
        &sol.strategy,
        NodeIndex::new(0),
        &p,
        Side::First,
        &[Outcome::Win],
    );
    assert_eq!(lines, 4, "o has 4 replies to a1 and loses after each");
}

#[test]
fn a_lost_position_names_the_opponent_as_strategist() {
    // o to move after x's fork: whatever o does, x wins.
    let dir = tempfile::tempdir().unwrap();
    let f = write_file(
        dir.path(),
        "lost.pos",
        "game: tictactoe\nboard:\n  x . o\n  . o .\n  x . x\n",
    );
    let p = tictactoe(&f);
    let sol = solve(&p, &OpenLines, WinScore::KUHR, LIMITS, |_| {}).unwrap();
    assert_eq!(sol.solved.result, "loss");
    assert_eq!(sol.solved.plies, Some(2));
    check_strategy(
        &sol.strategy,
        NodeIndex::new(0),
        &p,
        Side::First,
        &[Outcome::Win],
    );
}

#[test]
fn the_command_reports_result_plies_and_kalah_margins() {
    let (out, err) = run_ok(&["solve", "examples/tictactoe-forced-win.pos", "-f", "json"]);
    assert!(
        err.contains("x to move: a win in 3 plies (value 96)"),
        "{err}"
    );
    let j: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(j["result"], "win");
    assert_eq!(j["plies"], 3);
    assert_eq!(j["margin"], Value::Null);
    assert_eq!(j["algorithm"], "solve");
    // The strategy renders in every format and round-trips through JSON.
    let dir = tempfile::tempdir().unwrap();
    let json = write_file(dir.path(), "s.json", &out);
    for format in ["text", "dot", "svg", "tikz", "html"] {
        run_ok(&["render", &json, "-f", format]);
    }
    assert_eq!(run_ok(&["render", &json, "-f", "json"]).0, out);

    // Kalah(3,2): solved with a final margin.
    let k = write_file(dir.path(), "k.pos", "game: kalah\npits: 3\nstones: 2\n");
    let (out, err) = run_ok(&["solve", &k, "-f", "json"]);
    let j: Value = serde_json::from_str(&out).unwrap();
    assert!(
        ["win", "draw", "loss"].contains(&j["result"].as_str().unwrap()),
        "{err}"
    );
    assert!(j["margin"].is_i64(), "{err}");
    assert!(err.contains("final margin"), "{err}");
}

#[test]
fn the_verdict_and_main_line_by_default_the_tree_when_asked() {
    let (out, err) = run_ok(&["solve", "examples/tictactoe-forced-win.pos"]);
    assert_eq!(
        out,
        "x to move: a win in 3 plies (value 96)\nmain line: a1 b3 a2\n"
    );
    assert!(
        err.contains("nodes in") && err.contains("strategy tree 22 nodes"),
        "{err}"
    );
    let (tree, _) = run_ok(&["solve", "examples/tictactoe-forced-win.pos", "--tree"]);
    assert!(tree.starts_with("root  MAX  96\n"), "{tree}");
    // 22 nodes, and the legend of their win scores.
    assert_eq!(tree.lines().count(), 23);
    assert!(
        tree.lines()
            .last()
            .unwrap()
            .starts_with("Win scores: 99 − n"),
        "{tree}"
    );
    // Every other format writes the strategy tree.
    let (svg, _) = run_ok(&["solve", "examples/tictactoe-forced-win.pos", "-f", "svg"]);
    assert!(svg.starts_with("<svg"));
}

#[test]
fn limits_stop_the_solver_with_what_was_proven() {
    let (out, err) = run_ok(&[
        "solve",
        "examples/tictactoe-empty.pos",
        "--max-nodes",
        "3000",
        "-f",
        "json",
    ]);
    let j: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(j["result"], "unknown");
    assert!(j["proven_depth"].as_u64().unwrap() >= 1, "{out}");
    assert!(err.contains("no forced win or loss within"), "{err}");
    let err = run_err(&["solve", "examples/tictactoe-empty.pos", "--depth", "3"]);
    assert!(err.contains("--depth does not apply to solve"), "{err}");
    let err = run_err(&["solve", "examples/aima-fig-5-2.pos"]);
    assert!(
        err.contains("explicit trees have no finished games"),
        "{err}"
    );
    let err = run_err(&["solve", "examples/tictactoe-empty.pos", "--time-limit=-1"]);
    assert!(err.contains("--time-limit"), "{err}");
    // 0: no time limit.
    let (out, _) = run_ok(&["solve", "examples/tictactoe-empty.pos", "--time-limit", "0"]);
    assert!(out.starts_with("x to move: draw"), "{out}");
}

/// Kalah's final margin with best play, side to move's view, by plain negamax over every
/// line (no pruning, no table, no store bounds): the oracle for the solver.
fn kalah_margin(k: &Kalah) -> i32 {
    let (me, them) = (k.side_to_move(), k.side_to_move().opponent());
    if k.outcome().is_some() {
        return (k.store(me) + k.in_pits(me)) as i32 - (k.store(them) + k.in_pits(them)) as i32;
    }
    let mut moves = Vec::new();
    k.legal_moves(&mut moves);
    moves
        .iter()
        .map(|&m| {
            let c = k.play(m);
            let v = kalah_margin(&c);
            if c.side_to_move() == me {
                v
            } else {
                -v
            }
        })
        .max()
        .expect("a running game has moves")
}

/// [`walk_strategy`] for Kalah: every line ends with the strategist at least `need`
/// stones ahead.
fn kalah_strategy(rec: &Recording, pos: &Kalah, strategist: Side, need: i32) -> usize {
    walk_strategy(rec, NodeIndex::new(0), pos, strategist, &|pos: &Kalah| {
        let them = strategist.opponent();
        let mine = (pos.store(strategist) + pos.in_pits(strategist)) as i32
            - (pos.store(them) + pos.in_pits(them)) as i32;
        assert!(
            mine >= need,
            "a line ends {mine:+}, not {need:+}:\n{}",
            pos.to_position_text()
        );
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(60))]

    /// The solver's margin (store bounds, a table shared by positions that differ only
    /// in their stores, null-window tests) is plain negamax's, under both capture rules.
    #[test]
    fn kalah_margins_are_plain_negamaxs(
        pits in 2usize..=4,
        stones in 1u16..=3,
        empty in any::<bool>(),
        moves in prop::collection::vec(0u8..6, 0..14),
        db in 0u32..=9,
        guess in prop::option::of(-15i32..=15),
    ) {
        let capture = if empty { "empty" } else { "standard" };
        let text = format!("game: kalah\npits: {pits}\nstones: {stones}\ncapture: {capture}\n");
        let Ok(Loaded::Kalah(start)) = games::load(text.as_bytes()) else { panic!("kalah") };
        let k = random_play(start, &moves);
        // Skip the few whole games too big for the unpruned oracle.
        prop_assume!(k.in_pits(Side::First) + k.in_pits(Side::Second) <= 12);
        let eval = StoreDifference::by_name("store-difference", &k).unwrap();
        // With endgame databases of every size, and without one; bisecting the margins
        // or MTD(f) from any first guess, right or wrong.
        let endgame = if db == 0 { Endgames::Off } else { Endgames::Stones(db) };
        let limits = SolveLimits { endgame, guess, ..LIMITS };
        let sol = solve_scored(&k, eval.name(), BOARD_GAME_WIN, limits, |_| {}).unwrap();
        let m = kalah_margin(&k);
        prop_assert_eq!(sol.solved.margin, Some(m), "{}", k.to_position_text());
        let result = match m.signum() { 1 => "win", -1 => "loss", _ => "draw" };
        prop_assert_eq!(sol.solved.result.as_str(), result);
        prop_assert_eq!(sol.strategy.meta.value, m);
        // The strategy holds against every reply: each line ends with the strategist at
        // least `m` stones ahead (at least −m behind, for the side to move in a loss).
        let strategist = if m < 0 { k.side_to_move().opponent() } else { k.side_to_move() };
        let need = if m < 0 { -m } else { m };
        let lines = kalah_strategy(&sol.strategy, &k, strategist, need);
        prop_assert!(lines >= 1);
    }

    /// On tic-tac-toe positions the solver's win-distance value is plain negamax's to the
    /// end of the game (Kühr's scoring), and a win's length is the fastest.
    #[test]
    fn tictactoe_values_are_negamaxs(moves in prop::collection::vec(0u8..9, 0..7)) {
        let p = random_play(TicTacToe::empty(), &moves);
        let sol = solve(&p, &OpenLines, WinScore::KUHR, LIMITS, |_| {}).unwrap();
        let limits = Limits { depth: None, max_nodes: u64::MAX };
        let r = search_with(Algorithm::Negamax, &p, &OpenLines, WinScore::KUHR, limits, &Options::default(), &mut NullRecorder).unwrap();
        prop_assert_eq!(sol.value, r.value, "{}", p.to_position_text());
        if sol.solved.result == "win" || sol.solved.result == "loss" {
            prop_assert_eq!(sol.solved.plies, Some((99 - r.value.abs()) as u32));
        }
    }
}

/// Every placement an endgame database holds has plain negamax's margin, under both
/// capture rules, and the numbering is a bijection (each index's placement numbers back
/// to it, mirror images share an index).
#[test]
fn endgame_databases_hold_plain_negamaxs_margins() {
    for (pits, stones) in [(2usize, 10u32), (3, 7)] {
        for capture in ["standard", "empty"] {
            let text = format!("game: kalah\npits: {pits}\nstones: 0\ncapture: {capture}\n");
            let Ok(Loaded::Kalah(template)) = games::load(text.as_bytes()) else {
                panic!("kalah")
            };
            let (db, origin) =
                Endgame::load_or_build(&template, stones, None, None, |_, _| {}).unwrap();
            assert_eq!((origin.built, origin.loaded), (stones + 1, 0));
            assert_eq!(db.stones(), stones);
            for n in 0..=stones {
                for index in 0..template.count(n) {
                    let k = template.placement(n, index);
                    assert_eq!((k.stones(), k.index()), (n, index));
                    assert_eq!(
                        db.margin(&k),
                        Some(kalah_margin(&k)),
                        "{}",
                        k.to_position_text()
                    );
                    // The mirror image, north to move, is the same placement.
                    let Ok(Loaded::Kalah(mirror)) = games::load(mirror_text(&k).as_bytes()) else {
                        panic!("kalah")
                    };
                    assert_eq!(mirror.index(), index);
                }
            }
            assert_eq!(db.margin(&template.placement(stones + 1, 0)), None);
        }
    }
}

/// `k` with the sides swapped: north holds south's pits and is to move.
fn mirror_text(k: &Kalah) -> String {
    let row = |side: Side| {
        let pits: Vec<String> = (1..=k.pits()).map(|i| k.pit(side, i).to_string()).collect();
        format!("{} | {}", pits.join(" "), k.store(side))
    };
    let capture = if k.to_position_text().contains("capture: empty") {
        "empty"
    } else {
        "standard"
    };
    format!(
        "game: kalah\npits: {}\nto-move: north\nsouth: {}\nnorth: {}\ncapture: {capture}\n",
        k.pits(),
        row(Side::Second),
        row(Side::First)
    )
}

/// A database is written to the cache and read back; a damaged file is rebuilt.
#[test]
fn endgame_databases_are_cached_and_damage_is_rebuilt() {
    let dir = tempfile::tempdir().unwrap();
    let template = Kalah::start(3, 0);
    let (a, first) =
        Endgame::load_or_build(&template, 6, Some(dir.path()), None, |_, _| {}).unwrap();
    assert_eq!((first.built, first.loaded, first.unsaved), (7, 0, None));
    let (b, again) =
        Endgame::load_or_build(&template, 6, Some(dir.path()), None, |_, _| {}).unwrap();
    assert_eq!((again.built, again.loaded), (0, 7));
    let file = dir.path().join("kalah-3-standard").join("5.egdb");
    let mut bytes = std::fs::read(&file).unwrap();
    let last = bytes.len() - 1;
    bytes[last] = 100; // a margin of 100 stones with 5 in play
    std::fs::write(&file, &bytes).unwrap();
    let (c, damaged) =
        Endgame::load_or_build(&template, 6, Some(dir.path()), None, |_, _| {}).unwrap();
    assert_eq!((damaged.built, damaged.loaded), (1, 6));
    for n in 0..=6 {
        for index in 0..template.count(n) {
            let k = template.placement(n, index);
            assert_eq!(a.margin(&k), b.margin(&k));
            assert_eq!(a.margin(&k), c.margin(&k));
        }
    }
}

#[test]
fn the_solver_reports_each_class_of_the_database_before_it_searches() {
    let Ok(Loaded::Kalah(k)) = games::load(&std::fs::read("examples/kalah-4-3.pos").unwrap())
    else {
        panic!("kalah")
    };
    let eval = StoreDifference::by_name("store-difference", &k).unwrap();
    let limits = SolveLimits {
        endgame: Endgames::Stones(6),
        ..LIMITS
    };
    let mut seen = Vec::new();
    solve_scored(&k, eval.name(), BOARD_GAME_WIN, limits, |p| seen.push(p)).unwrap();
    let classes: Vec<u32> = seen
        .iter()
        .filter_map(|p| match *p {
            Progress::Endgame { stones, of, .. } => {
                assert_eq!(of, 6);
                Some(stones)
            }
            Progress::Search { .. } => None,
        })
        .collect();
    assert_eq!(classes, (0..=6).collect::<Vec<_>>());
    // The classes first, then the search (which reports every 2^20 nodes, if it
    // takes that many).
    let first_search = seen
        .iter()
        .position(|p| matches!(p, Progress::Search { .. }));
    assert!(first_search.is_none_or(|i| i == classes.len()), "{seen:?}");
}

#[test]
fn kalah_4_3_is_a_south_win_under_both_capture_rules() {
    // The whole game from the start: a regression check on the examples the docs quote
    // (the margins and strategies of smaller games are checked against plain negamax
    // above).
    for (file, margin) in [
        ("examples/kalah-4-3.pos", 6),
        ("examples/kalah-4-3-empty-capture.pos", 8),
    ] {
        let (out, err) = run_ok(&["solve", file, "--max-nodes", "10000000", "-f", "json"]);
        let j: Value = serde_json::from_str(&out).unwrap();
        assert_eq!(j["result"], "win", "{file}: {err}");
        assert_eq!(j["margin"], margin, "{file}: {err}");
        assert_eq!(j["value"], margin);
        assert!(
            err.contains(&format!("final margin +{margin} stones")),
            "{err}"
        );
        // `plies` is the main line's length, and the main line ends the game.
        let line = j["principal_variation"].as_array().unwrap();
        assert_eq!(j["plies"].as_u64(), Some(line.len() as u64));
        let mut k = match games::load(&std::fs::read(file).unwrap()).unwrap() {
            Loaded::Kalah(k) => k,
            _ => panic!("kalah"),
        };
        for m in line {
            k = k.play(k.parse_move(m.as_str().unwrap()).expect("a legal move"));
        }
        assert!(k.outcome().is_some(), "the main line ends the game");
    }
}

#[test]
fn wins_at_the_edge_of_the_win_score_keep_their_length() {
    // x wins in 5 plies; with --win-score 13 --win-threshold 8 that scores exactly the
    // threshold, where Kühr's shift stops: the main line must still be the whole win.
    let dir = tempfile::tempdir().unwrap();
    let f = write_file(
        dir.path(),
        "edge.pos",
        "game: tictactoe\nto-move: x\nboard:\n  . . .\n  o . x\n  o x .\n",
    );
    let (out, err) = run_ok(&[
        "solve",
        &f,
        "--win-score",
        "13",
        "--win-threshold",
        "8",
        "-f",
        "json",
    ]);
    let j: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(j["result"], "win", "{err}");
    assert_eq!(j["plies"], 5);
    assert_eq!(j["value"], 8);
    assert_eq!(j["principal_variation"].as_array().unwrap().len(), 5);
}

#[test]
fn endless_lines_and_odd_limits_are_reported_not_crashed() {
    // Two kings each in English checkers: no forced result, and lines that never end.
    let dir = tempfile::tempdir().unwrap();
    let f = write_file(
        dir.path(),
        "kings.pos",
        "game: english\nfen: B:WK29,K25:BK4,K8\n",
    );
    let (out, err) = run_ok(&["solve", &f, "--max-nodes", "5000000", "-f", "json"]);
    let j: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(j["result"], "unknown");
    assert!(j["proven_depth"].as_u64().unwrap() >= 10, "{err}");
    assert!(err.contains("the game may not end"), "{err}");
    // A Kalah solve stopped early says what it proved of the margin (without an
    // endgame database, which solves Kalah(4,3) in fewer nodes).
    let (out, _) = run_ok(&[
        "solve",
        "examples/kalah-4-3.pos",
        "--max-nodes",
        "20000",
        "--endgame",
        "0",
    ]);
    assert!(
        out.contains("unknown: the final margin lies between"),
        "{out}"
    );
    // Sizes and times the machine cannot honour are usage errors, not crashes.
    let err = run_err(&[
        "solve",
        "examples/tictactoe-forced-win.pos",
        "--tt-size",
        "18446744073709551615",
    ]);
    assert!(err.contains("lower --tt-size"), "{err}");
    let err = run_err(&[
        "solve",
        "examples/tictactoe-forced-win.pos",
        "--time-limit",
        "1e300",
    ]);
    assert!(err.contains("--time-limit"), "{err}");
    run_ok(&[
        "solve",
        "examples/tictactoe-forced-win.pos",
        "--time-limit",
        "1.5e19",
    ]);
}

/// Issue 27, item 4: the endgame cache is not trusted. A class file whose values were
/// negated and its checksum made again, a link, a FIFO and a directory others may
/// write are each refused or built again, never used, and no file a link points to is
/// written.
#[test]
fn the_endgame_cache_is_not_trusted() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().unwrap();
    let template = Kalah::start(3, 0);
    let build = |d: &std::path::Path| {
        Endgame::load_or_build(&template, 6, Some(d), None, |_, _| {}).unwrap()
    };
    let (good, _) = build(dir.path());
    let same = |db: &Endgame| {
        (0..=6).all(|n| {
            (0..template.count(n)).all(|i| {
                let k = template.placement(n, i);
                db.margin(&k) == good.margin(&k)
            })
        })
    };
    let file = dir.path().join("kalah-3-standard").join("6.egdb");
    // Negated values under a checksum made again: their successors give them away.
    let bytes = std::fs::read(&file).unwrap();
    let text_end = bytes.windows(2).position(|w| w == b"\n\n").unwrap() + 2;
    let body: Vec<u8> = bytes[text_end..]
        .iter()
        .map(|&b| (b as i8).wrapping_neg() as u8)
        .collect();
    let head = String::from_utf8(bytes[..text_end].to_vec()).unwrap();
    let crc = head
        .lines()
        .find_map(|l| l.strip_prefix("crc32: "))
        .unwrap();
    let head = head.replace(crc, &format!("{:08x}", crc32fast::hash(&body)));
    std::fs::write(&file, [head.as_bytes(), &body].concat()).unwrap();
    let (db, origin) = build(dir.path());
    assert_eq!((origin.corrupt, origin.built, origin.loaded), (1, 1, 6));
    assert!(same(&db));
    // A link of the class's name to another file is neither followed nor written
    // through: the class is built again and the link replaced.
    let victim = dir.path().join("victim.txt");
    std::fs::write(&victim, "someone's file").unwrap();
    std::fs::remove_file(&file).unwrap();
    std::os::unix::fs::symlink(&victim, &file).unwrap();
    let (db, origin) = build(dir.path());
    assert_eq!((origin.corrupt, origin.built), (1, 1));
    assert!(same(&db));
    assert_eq!(std::fs::read_to_string(&victim).unwrap(), "someone's file");
    assert!(!std::fs::symlink_metadata(&file)
        .unwrap()
        .file_type()
        .is_symlink());
    // A FIFO is not waited on.
    std::fs::remove_file(&file).unwrap();
    assert!(std::process::Command::new("mkfifo")
        .arg(&file)
        .status()
        .unwrap()
        .success());
    let (db, origin) = build(dir.path());
    assert_eq!(origin.built, 1);
    assert!(same(&db));
    // A directory others may write is not used at all.
    let shared = dir.path().join("shared");
    std::fs::create_dir(&shared).unwrap();
    std::fs::set_permissions(&shared, std::fs::Permissions::from_mode(0o777)).unwrap();
    let (db, origin) = build(&shared);
    assert!(
        origin
            .untrusted
            .as_deref()
            .is_some_and(|w| w.contains("may be written by others")),
        "{origin:?}"
    );
    assert_eq!((origin.built, origin.loaded), (7, 0));
    assert!(
        std::fs::read_dir(&shared).unwrap().next().is_none(),
        "nothing written there"
    );
    assert!(same(&db));
}

/// Issue 27, item 5: the time limit stops the database's building too, and a database
/// is never built past the stones in play.
#[test]
fn limits_apply_while_the_database_is_built() {
    let template = Kalah::start(6, 3);
    let past = std::time::Instant::now();
    let (db, origin) = Endgame::load_or_build(&template, 20, None, Some(past), |_, _| {}).unwrap();
    assert_eq!(origin.stopped, Some(0));
    assert_eq!(db.entries(), 0);
    // `solve` with a small node limit and a time limit answers at once: the database
    // fits the node budget.
    let dir = tempfile::tempdir().unwrap();
    let out = common::gametree()
        .args([
            "solve",
            "examples/kalah-6-3.pos",
            "--time-limit",
            "5",
            "--max-nodes",
            "1000",
        ])
        .env("GAMETREE_CACHE_DIR", dir.path())
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    // The database built is no bigger than the node budget allows.
    let summary = String::from_utf8_lossy(&out.stderr);
    let placements: u64 = summary
        .split("stones in play (")
        .nth(1)
        .and_then(|rest| rest.split(" placements").next())
        .and_then(|n| n.replace(',', "").parse().ok())
        .unwrap_or_else(|| panic!("{summary}"));
    assert!(placements <= 1000, "{summary}");
    // --endgame beyond the stones in play: no more than the board has (4 here).
    let pos = write_file(
        dir.path(),
        "four.pos",
        "game: kalah\nto-move: south\nsouth: 0 0 0 0 1 1 | 20\nnorth: 0 1 0 0 1 0 | 24\n",
    );
    let out = common::gametree()
        .args(["solve", &pos, "--endgame", "49"])
        .env("GAMETREE_CACHE_DIR", dir.path())
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("endgame database to 4 stones in play"),
        "{err}"
    );
}
