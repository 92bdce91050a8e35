//! Monte Carlo tree search: the search, its recording and its JSON.
//!
//! The replay here is independent of the library's (`record::mcts::Replay`): it reads
//! the JSON recording with serde_json and recomputes UCB1 from the definition
//! (Kocsis & Szepesvári 2006: `Q + C·√(ln N(parent) / N(child))`, `Q = W/N` for MAX,
//! `−W/N` for MIN), so that a mistake shared by the search and the library's replay
//! still shows.

use crate::common::gametree;
use crate::common::trees::{arb_tree, text, T};
use proptest::prelude::*;
use serde_json::Value;
use std::collections::HashMap;

/// The JSON recording of `gametree search FILE -a mcts ARGS… -f json`.
fn mcts_json(file: &str, args: &[&str]) -> Value {
    let o = gametree()
        .args(["search", file, "-a", "mcts", "-f", "json"])
        .args(args)
        .output()
        .unwrap();
    assert!(
        o.status.success(),
        "{file} {args:?}: {}",
        String::from_utf8_lossy(&o.stderr)
    );
    serde_json::from_slice(&o.stdout).unwrap()
}

/// One recorded node, as the JSON gives it (N and W 0 in a recording of another
/// algorithm).
struct Node {
    parent: Option<usize>,
    mv: Option<String>,
    player: String,
    kind: String,
    value: Option<i64>,
    visits: u64,
    total: i64,
}

/// One recorded iteration.
struct Iteration {
    path: Vec<usize>,
    expanded: Option<usize>,
    reward: i64,
    plies: u64,
}

fn nodes_of(rec: &Value) -> Vec<Node> {
    rec["nodes"]
        .as_array()
        .unwrap()
        .iter()
        .enumerate()
        .map(|(i, n)| {
            assert_eq!(n["id"].as_u64(), Some(i as u64), "ids are 0, 1, 2, …");
            Node {
                parent: n["parent"].as_u64().map(|p| p as usize),
                mv: n["move"].as_str().map(str::to_string),
                player: n["player"].as_str().unwrap().to_string(),
                kind: n["kind"].as_str().unwrap().to_string(),
                value: n["value"].as_i64(),
                visits: n["visits"].as_u64().unwrap_or(0),
                total: n["total"].as_i64().unwrap_or(0),
            }
        })
        .collect()
}

fn iterations_of(rec: &Value) -> Vec<Iteration> {
    rec["mcts"]["iterations"]
        .as_array()
        .unwrap()
        .iter()
        .map(|it| Iteration {
            path: it["path"]
                .as_array()
                .unwrap()
                .iter()
                .map(|v| v.as_u64().unwrap() as usize)
                .collect(),
            expanded: it["expanded"].as_u64().map(|v| v as usize),
            reward: it["playout"].as_i64().unwrap(),
            plies: it["plies"].as_u64().unwrap(),
        })
        .collect()
}

/// UCB1 from its definition, for the side to move at the parent.
fn ucb1(w: i64, n: u64, parent_n: u64, c: f64, max_moves: bool, scale: f64) -> f64 {
    let q = w as f64 / scale / n as f64;
    let q = if max_moves { q } else { -q };
    q + c * ((parent_n as f64).ln() / n as f64).sqrt()
}

/// Replays every recorded iteration and checks it against the rules of UCT (see the
/// module docs of `search::mcts`); returns the number of selection steps checked at
/// MAX or MIN nodes.
fn replay(rec: &Value) -> usize {
    let nodes = nodes_of(rec);
    let its = iterations_of(rec);
    let c = rec["mcts"]["exploration"].as_f64().unwrap();
    let scale = rec["scale"].as_f64().unwrap_or(1.0);
    let mut children: Vec<Vec<usize>> = vec![Vec::new(); nodes.len()];
    for (i, n) in nodes.iter().enumerate() {
        if let Some(p) = n.parent {
            assert!(p < i, "a parent comes before its children (depth first)");
            children[p].push(i);
        }
    }
    // The iteration that added each node; the root is there from the start.
    let mut born: Vec<Option<usize>> = vec![None; nodes.len()];
    for (t, it) in its.iter().enumerate() {
        if let Some(e) = it.expanded {
            assert!(born[e].is_none(), "node {e} expanded twice");
            born[e] = Some(t);
        }
    }
    for (i, b) in born.iter().enumerate().skip(1) {
        assert!(
            b.is_some(),
            "node {i} is in the tree but no iteration added it"
        );
    }
    let exists = |v: usize, t: usize| v == 0 || born[v].is_some_and(|b| b < t);
    let (mut n, mut w) = (vec![0u64; nodes.len()], vec![0i64; nodes.len()]);
    let mut fixed_reward: HashMap<usize, i64> = HashMap::new();
    let mut steps = 0;
    for (t, it) in its.iter().enumerate() {
        assert_eq!(
            it.path.first(),
            Some(&0),
            "iteration {t} starts at the root"
        );
        for pair in it.path.windows(2) {
            let (p, ch) = (pair[0], pair[1]);
            assert_eq!(
                nodes[ch].parent,
                Some(p),
                "iteration {t}: {ch} is a child of {p}"
            );
            assert!(
                exists(ch, t),
                "iteration {t}: {ch} selected before it was added"
            );
            if nodes[p].player == "chance" {
                continue; // sampled by the probabilities
            }
            // Selection passes only fully expanded nodes: no child is added later.
            for &k in &children[p] {
                assert!(
                    exists(k, t),
                    "iteration {t}: {p} passed before {k} was added"
                );
            }
            let max_moves = nodes[p].player == "max";
            let u = |k: usize| ucb1(w[k], n[k], n[p], c, max_moves, scale);
            let best = children[p]
                .iter()
                .map(|&k| u(k))
                .fold(f64::NEG_INFINITY, f64::max);
            assert_eq!(u(ch), best, "iteration {t}: {ch} maximises UCB1 at {p}");
            for &k in children[p].iter().filter(|&&k| k < ch) {
                assert!(
                    u(k) < best,
                    "iteration {t}: a tie at {p} goes to {k}, first"
                );
            }
            steps += 1;
        }
        let last = *it.path.last().unwrap();
        for &v in &it.path[..it.path.len() - 1] {
            assert_eq!(
                nodes[v].kind, "interior",
                "iteration {t}: passed a leaf {v}"
            );
        }
        let start = match it.expanded {
            Some(e) => {
                assert_eq!(
                    nodes[e].parent,
                    Some(last),
                    "iteration {t}: {e} is a child of {last}"
                );
                assert_eq!(nodes[last].kind, "interior");
                if nodes[last].player != "chance" {
                    // The first move in generation order (the lowest id) not yet in the tree.
                    let first = children[last].iter().copied().find(|&k| !exists(k, t));
                    assert_eq!(
                        first,
                        Some(e),
                        "iteration {t}: expands the first untried move"
                    );
                }
                e
            }
            None => {
                assert_ne!(
                    nodes[last].kind, "interior",
                    "iteration {t}: {last} not expanded"
                );
                last
            }
        };
        if nodes[start].kind != "interior" {
            assert_eq!(
                it.plies, 0,
                "iteration {t}: no playout from a finished node"
            );
            let r = *fixed_reward.entry(start).or_insert(it.reward);
            assert_eq!(
                r, it.reward,
                "iteration {t}: {start} always gives the same reward"
            );
        }
        for &v in it.path.iter().chain(it.expanded.iter()) {
            n[v] += 1;
            w[v] += it.reward;
        }
    }
    assert_eq!(
        nodes[0].visits,
        its.len() as u64,
        "the root's N is the iterations"
    );
    for (i, node) in nodes.iter().enumerate() {
        assert_eq!(
            (node.visits, node.total),
            (n[i], w[i]),
            "node {i}: N and W add up"
        );
        let mean = (node.total as f64 / node.visits as f64).round() as i64;
        assert_eq!(node.value, Some(mean), "node {i}: the value is W/N rounded");
    }
    steps
}

/// The moves of every node of a recording by its path of moves from the root, in the
/// order recorded (generation order).
fn moves_by_path(rec: &Value) -> HashMap<Vec<String>, Vec<String>> {
    let nodes = nodes_of(rec);
    let mut paths: Vec<Vec<String>> = Vec::new();
    let mut out: HashMap<Vec<String>, Vec<String>> = HashMap::new();
    for n in &nodes {
        let path = match n.parent {
            None => Vec::new(),
            Some(p) => {
                let mut path = paths[p].clone();
                let mv = n.mv.clone().unwrap();
                out.entry(paths[p].clone()).or_default().push(mv.clone());
                path.push(mv);
                path
            }
        };
        paths.push(path);
    }
    out
}

/// Every MAX or MIN node of `mcts` down to `plies` has as its children the first moves
/// of the same node in `full` (a search of every move): expansion goes in generation
/// order.
fn expands_in_generation_order(mcts: &Value, full: &Value, plies: usize) {
    let all = moves_by_path(full);
    for (path, kids) in moves_by_path(mcts) {
        if path.len() >= plies {
            continue;
        }
        let every = &all[&path];
        assert!(
            kids.iter().all(|k| every.contains(k)),
            "{path:?}: {kids:?} are moves of {every:?}"
        );
        if !is_chance(mcts, &path) {
            assert_eq!(
                &every[..kids.len()],
                &kids[..],
                "{path:?}: a prefix in generation order"
            );
        }
    }
}

/// Whether the node at `path` (moves from the root) is a chance node.
fn is_chance(rec: &Value, path: &[String]) -> bool {
    let nodes = nodes_of(rec);
    let mut at = 0;
    for mv in path {
        at = (0..nodes.len())
            .find(|&i| nodes[i].parent == Some(at) && nodes[i].mv.as_deref() == Some(mv))
            .unwrap();
    }
    nodes[at].player == "chance"
}

/// The JSON of a search of every node (`algorithm`, `--depth` if given).
fn full_json(file: &str, algorithm: &str, depth: Option<&str>) -> Value {
    let mut cmd = gametree();
    cmd.args(["search", file, "-a", algorithm, "-f", "json"]);
    if let Some(d) = depth {
        cmd.args(["--depth", d]);
    }
    let o = cmd.output().unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    serde_json::from_slice(&o.stdout).unwrap()
}

/// The JSON recording reads back to the same bytes, and the same seed gives the same
/// bytes.
#[test]
fn json_round_trips_and_the_seed_fixes_the_bytes() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("m.json");
    let run = |seed: &str| {
        let o = gametree()
            .args([
                "search",
                "examples/tictactoe-empty.pos",
                "-a",
                "mcts",
                "--iterations",
                "200",
            ])
            .args(["--seed", seed, "-f", "json"])
            .output()
            .unwrap();
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
        o.stdout
    };
    let a = run("7");
    assert_eq!(a, run("7"));
    assert_ne!(a, run("8"));
    std::fs::write(&out, &a).unwrap();
    let o = gametree()
        .args(["render", out.to_str().unwrap(), "-f", "json"])
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    assert_eq!(o.stdout, a);
}

/// Every recorded selection step goes to a child of largest UCB1 for the side to move
/// (ties to the first), every expansion adds the first untried move, and N and W add
/// up, on every kind of game we have: explicit trees (either root, a chance tree),
/// tic-tac-toe, Kalah, Nim and Connect Four (random and eval playouts).
#[test]
fn an_independent_replay_follows_uct_on_every_game() {
    let cases: &[(&str, &[&str])] = &[
        ("examples/aima-fig-5-2.pos", &["--iterations", "12"]),
        (
            "examples/aima-fig-5-2.pos",
            &["--iterations", "200", "--exploration", "8"],
        ),
        (
            "examples/aima-fig-5-2.pos",
            &["--iterations", "60", "--exploration", "0"],
        ),
        (
            "examples/aima-fig-5-12.pos",
            &["--iterations", "80", "--seed", "3"],
        ),
        ("examples/tictactoe-empty.pos", &["--iterations", "400"]),
        (
            "examples/tictactoe-empty.pos",
            &["--iterations", "300", "--seed", "5"],
        ),
        (
            "examples/tictactoe-forced-win.pos",
            &["--iterations", "300", "--seed", "2"],
        ),
        (
            "examples/kalah-3-3-winner-takes-all.pos",
            &["--iterations", "300"],
        ),
        (
            "examples/kalah-4-3.pos",
            &["--iterations", "200", "--seed", "9"],
        ),
        (
            "examples/nim-3-4-5.pos",
            &["--iterations", "300", "--exploration", "0.7"],
        ),
        ("examples/nim-2-2.pos", &["--iterations", "100"]),
        ("examples/connect4-4453.pos", &["--iterations", "300"]),
        (
            "examples/connect4-4453.pos",
            &["--iterations", "200", "--playout", "eval", "--depth", "4"],
        ),
    ];
    for (file, args) in cases {
        let rec = mcts_json(file, args);
        let steps = replay(&rec);
        let iterations = rec["mcts"]["iterations"].as_array().unwrap().len();
        assert!(
            steps > 0 || iterations < 5,
            "{file} {args:?}: no selection step checked"
        );
    }
}

/// The replay fails on a recording whose selection does not follow UCB1 or whose N
/// and W do not add up: it can catch what it checks.
#[test]
fn the_replay_catches_a_wrong_step_and_a_wrong_total() {
    let rec = mcts_json("examples/tictactoe-empty.pos", &["--iterations", "120"]);
    let message = |bad: Value| {
        let e = std::panic::catch_unwind(move || replay(&bad)).expect_err("a wrong recording");
        e.downcast_ref::<String>().cloned().unwrap_or_default()
    };
    let nodes = nodes_of(&rec);
    let its = iterations_of(&rec);
    // The first iteration that steps from the root; send it to another child there.
    let (t, it) = its
        .iter()
        .enumerate()
        .find(|(_, it)| it.path.len() > 1)
        .unwrap();
    let other = (1..nodes.len())
        .find(|&k| nodes[k].parent == Some(0) && k != it.path[1])
        .unwrap();
    let mut bad = rec.clone();
    bad["mcts"]["iterations"][t]["path"][1] = other.into();
    let why = message(bad);
    assert!(why.contains("UCB1") || why.contains("tie"), "{why}");
    let mut bad = rec.clone();
    let w = bad["nodes"][3]["total"].as_i64().unwrap();
    bad["nodes"][3]["total"] = (w + 1).into();
    assert!(message(bad).contains("N and W add up"));
}

/// With MIN at the root, selection maximises −W/N: the replay holds and the move
/// played is MIN's best.
#[test]
fn a_min_root_selects_by_minus_q() {
    let dir = tempfile::tempdir().unwrap();
    let file = crate::common::write_file(
        dir.path(),
        "min.pos",
        "game: tree\nroot: min\ntree: [[3 12 8] [2 4 6] [14 5 2]]\n",
    );
    let rec = mcts_json(&file, &["--iterations", "300", "--exploration", "6"]);
    assert!(replay(&rec) > 100);
    // MIN's minimax value is 8 (children 12, 6, 14): the middle subtree.
    assert_eq!(rec["best_move"], "2");
}

/// Expansion follows generation order: every node's children in the tree are the
/// first of its moves as a full search generates them (to two plies on games, the
/// whole tree on explicit trees; a chance node's outcomes are sampled, any subset).
#[test]
fn expansion_follows_generation_order() {
    let cases: &[(&str, &str, Option<&str>, usize)] = &[
        ("examples/aima-fig-5-2.pos", "minimax", None, 9),
        ("examples/aima-fig-5-12.pos", "expectiminimax", None, 9),
        ("examples/nim-2-2.pos", "minimax", None, 9),
        ("examples/tictactoe-empty.pos", "minimax", Some("2"), 2),
        ("examples/connect4-4453.pos", "minimax", Some("2"), 2),
        (
            "examples/kalah-3-3-winner-takes-all.pos",
            "minimax",
            Some("2"),
            2,
        ),
    ];
    for (file, alg, depth, plies) in cases {
        let mcts = mcts_json(file, &["--iterations", "150", "--seed", "4"]);
        let full = full_json(file, alg, *depth);
        expands_in_generation_order(&mcts, &full, *plies);
    }
}

/// Whether the Connect Four position after `moves` is lost for the side to move,
/// by `gametree solve`.
fn connect4_lost(moves: &str) -> bool {
    let dir = tempfile::tempdir().unwrap();
    let file = crate::common::write_file(
        dir.path(),
        "c.pos",
        &format!("game: connect4\nmoves: {moves}\n"),
    );
    let o = gametree().args(["solve", &file]).output().unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    String::from_utf8_lossy(&o.stdout).contains("a loss in")
}

/// Given enough iterations, the move played (the most visited) wins a position that
/// is won by force, for several seeds: tic-tac-toe's example (checked against
/// minimax's values of the root's children) and Connect Four after 4 4 5 5, where red
/// wins in 3 plies with 3 or 6 (the move played checked by `gametree solve`).
#[test]
fn forced_wins_are_found() {
    let full = full_json("examples/tictactoe-forced-win.pos", "minimax", None);
    let wins: Vec<&str> = full["nodes"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|n| n["parent"] == 0 && n["value"].as_i64().unwrap() > 0)
        .map(|n| n["move"].as_str().unwrap())
        .collect();
    assert_eq!(wins, ["a1"]);
    for seed in ["0", "1", "2", "3"] {
        let rec = mcts_json(
            "examples/tictactoe-forced-win.pos",
            &["--iterations", "2000", "--seed", seed],
        );
        assert_eq!(rec["best_move"], "a1", "seed {seed}");
    }
    let dir = tempfile::tempdir().unwrap();
    let file = crate::common::write_file(dir.path(), "c4.pos", "game: connect4\nmoves: 4455\n");
    assert!(!connect4_lost("4455"), "red to move wins");
    for seed in ["0", "1", "2", "3"] {
        let rec = mcts_json(&file, &["--iterations", "3000", "--seed", seed]);
        let best = rec["best_move"].as_str().unwrap().to_string();
        assert!(
            connect4_lost(&format!("4455{best}")),
            "seed {seed}: {best} is not a win"
        );
    }
}

/// Bad Monte Carlo options are usage errors (exit code 2) that name the flag.
#[test]
fn bad_mcts_flags_name_the_flag() {
    let tree = "examples/aima-fig-5-2.pos";
    let cases: &[(&[&str], &str)] = &[
        (&["-a", "alphabeta", "--seed", "3"], "--seed"),
        (&["-a", "minimax", "--iterations", "10"], "--iterations"),
        (&["-a", "alphabeta", "--exploration", "1"], "--exploration"),
        (&["-a", "alphabeta", "--playout", "random"], "--playout"),
        (&["-a", "mcts", "--playout", "eval"], "--depth"),
        (&["-a", "mcts", "--iterations", "0"], "--iterations"),
        (&["-a", "mcts", "--exploration", "-1"], "--exploration"),
        (&["-a", "mcts", "--exploration", "much"], "--exploration"),
        (&["-a", "mcts", "--time-limit", "0"], "--time-limit"),
        (&["-a", "mcts", "--time-limit", "-2"], "--time-limit"),
        (&["-a", "mcts", "--order", "best"], "--order"),
        (&["-a", "mcts", "--iterative"], "--iterative"),
    ];
    for (args, flag) in cases {
        let mut all = vec!["search", tree];
        all.extend_from_slice(args);
        let err = crate::common::run_err(&all);
        assert!(err.contains(flag), "{args:?}: {err}");
        if args.contains(&"eval") {
            assert!(err.contains("--playout"), "{args:?}: {err}");
        }
    }
}

/// Odd but valid Monte Carlo options read as a person means them (issue 51, item 8):
/// `-0` is C = 0, a huge C prints in a few characters, the shortest time limit still
/// runs one iteration and plays a move, and compare takes the largest seed search does.
#[test]
fn odd_mcts_values_read_as_meant() {
    let nim = "examples/nim-2-2.pos";
    let summary = |args: &[&str]| {
        let mut all = vec!["search", nim, "-a", "mcts", "-f", "text"];
        all.extend_from_slice(args);
        crate::common::run_ok(&all).1
    };
    let zero = summary(&["--exploration", "-0"]);
    assert!(zero.contains("C = 0,"), "{zero}");
    let huge = summary(&["--exploration", "1e308"]);
    assert!(huge.contains("C = 1e308,"), "{huge}");
    assert!(huge.len() < 200, "{huge}");
    let quick = summary(&["--time-limit", "1e-300"]);
    assert!(
        quick.starts_with("1 iteration") || quick.contains("\n1 iteration"),
        "{quick}"
    );
    assert!(quick.contains("move played"), "{quick}");
    let max = u64::MAX.to_string();
    let (table, _) = crate::common::run_ok(&[
        "compare",
        nim,
        "--algorithms",
        "mcts",
        "--iterations",
        "10",
        "--seeds",
        &max,
    ]);
    assert!(table.contains(&max), "{table}");
}

/// The browser's requests take the same options by their long names, and bad values
/// are errors naming the option.
#[test]
fn requests_take_the_mcts_options() {
    use gametree::request;
    let pos = "game: tictactoe\n";
    let by_request = request::search(
        pos,
        r#"{"algorithm": "mcts", "iterations": 60, "exploration": "0.5", "seed": "4", "playout": "random", "select": "uct"}"#,
    )
    .unwrap();
    let json = request::render(&by_request.recording, r#"{"format": "json"}"#).unwrap();
    let dir = tempfile::tempdir().unwrap();
    let file = crate::common::write_file(dir.path(), "t.pos", pos);
    let o = gametree()
        .args([
            "search",
            &file,
            "-a",
            "mcts",
            "--iterations",
            "60",
            "--exploration",
            "0.5",
        ])
        .args(["--seed", "4", "-f", "json"])
        .output()
        .unwrap();
    let cli: Value = serde_json::from_slice(&o.stdout).unwrap();
    let mine: Value = serde_json::from_slice(&json.output).unwrap();
    assert_eq!(mine["mcts"], cli["mcts"]);
    assert_eq!(mine["nodes"], cli["nodes"]);
    assert_eq!(replay(&mine), replay(&cli));
    let timed = request::search(pos, r#"{"algorithm": "mcts", "time-limit": 0.05}"#).unwrap();
    assert!(timed.recording.statistics(0.into()).unwrap().0 >= 1);
    let bad: &[(&str, &str)] = &[
        (r#"{"algorithm": "mcts", "iterations": 0}"#, "`iterations`"),
        (r#"{"algorithm": "mcts", "iterations": -3}"#, "`iterations`"),
        (
            r#"{"algorithm": "mcts", "exploration": -1}"#,
            "`exploration`",
        ),
        (
            r#"{"algorithm": "mcts", "exploration": "x"}"#,
            "`exploration`",
        ),
        (r#"{"algorithm": "mcts", "seed": "soon"}"#, "`seed`"),
        (r#"{"algorithm": "mcts", "playout": "greedy"}"#, "`playout`"),
        (r#"{"algorithm": "mcts", "playout": "eval"}"#, "`depth"),
        (r#"{"algorithm": "mcts", "select": "ucb2"}"#, "`select`"),
        (r#"{"algorithm": "mcts", "time-limit": 0}"#, "`time-limit`"),
        (r#"{"algorithm": "alphabeta", "seed": 1}"#, "`seed`"),
    ];
    for (options, named) in bad {
        let err = request::search(pos, options).unwrap_err().to_string();
        assert!(err.contains(named), "{options}: {err}");
    }
}

/// Small random trees: up to three levels below the root, up to three children.
fn small_tree() -> impl Strategy<Value = T> {
    let leaf = (-20i32..=20).prop_map(T::Leaf);
    leaf.prop_recursive(3, 15, 3, |inner| {
        prop::collection::vec(inner, 1..=3).prop_map(T::Node)
    })
}

fn size(t: &T) -> usize {
    match t {
        T::Leaf(_) => 1,
        T::Node(c) => 1 + c.iter().map(size).sum::<usize>(),
    }
}

fn tree_file(dir: &std::path::Path, t: &T, root_max: bool) -> String {
    let root = if root_max { "max" } else { "min" };
    let src = format!("game: tree\nroot: {root}\ntree: {}\n", text(t));
    crate::common::write_file(dir, "t.pos", &src)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// On random explicit trees (uneven, negative values, either root): the replay
    /// holds, the same seed gives the same bytes, and the move played is a most
    /// visited root child.
    #[test]
    fn random_trees_replay_and_repeat(t in arb_tree(), root_max in any::<bool>(), seed in 0u64..1000, iterations in 1u64..120) {
        let dir = tempfile::tempdir().unwrap();
        let file = tree_file(dir.path(), &t, root_max);
        let (n, s) = (iterations.to_string(), seed.to_string());
        let run = || {
            let o = gametree()
                .args(["search", &file, "-a", "mcts", "-f", "json"])
                .args(["--iterations", &n, "--seed", &s, "--exploration", "10"])
                .output()
                .unwrap();
            assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
            o.stdout
        };
        let a = run();
        prop_assert_eq!(&a, &run());
        let rec: Value = serde_json::from_slice(&a).unwrap();
        replay(&rec);
        let nodes = nodes_of(&rec);
        let kids: Vec<&Node> = nodes.iter().filter(|n| n.parent == Some(0)).collect();
        if let Some(most) = kids.iter().map(|n| n.visits).max() {
            let best = kids.iter().find(|n| n.mv.as_deref() == rec["best_move"].as_str()).unwrap();
            prop_assert_eq!(best.visits, most);
        }
    }

    /// With enough iterations every node of a small tree is in the search's tree, and
    /// the first k iterations expand the root's k children in order: expansion adds
    /// one untried move per iteration, and selection (with C large against the leaves'
    /// range) keeps coming back to every subtree.
    #[test]
    fn enough_iterations_expand_the_whole_tree(t in small_tree(), root_max in any::<bool>(), seed in 0u64..1000) {
        let dir = tempfile::tempdir().unwrap();
        let file = tree_file(dir.path(), &t, root_max);
        let rec = mcts_json(&file, &["--iterations", "3000", "--seed", &seed.to_string(), "--exploration", "1000"]);
        replay(&rec);
        prop_assert_eq!(nodes_of(&rec).len(), size(&t));
        let its = iterations_of(&rec);
        let kids = match &t { T::Node(c) => c.len(), T::Leaf(_) => 0 };
        for (k, it) in its.iter().take(kids).enumerate() {
            prop_assert_eq!(&it.path, &vec![0]);
            prop_assert_eq!(it.expanded, Some(nodes_of(&rec).iter().enumerate().filter(|(_, n)| n.parent == Some(0)).nth(k).unwrap().0));
        }
    }
}

/// A recording has an `mcts` object exactly when its algorithm is `mcts`: `render`
/// refuses one without the other (exit 2), so that no search's recording passes as
/// another's and the checks of the MCTS tree are not skipped for a minimax tree.
#[test]
fn render_refuses_an_mcts_object_on_another_algorithm_and_none_on_mcts() {
    let dir = tempfile::tempdir().unwrap();
    let rec = mcts_json(
        "examples/aima-fig-5-2.pos",
        &["--iterations", "30", "--exploration", "100"],
    );
    let cases = [
        ("other.json", {
            let mut r = rec.clone();
            r["algorithm"] = Value::from("minimax");
            r
        }),
        ("none.json", {
            let mut r = rec.clone();
            r.as_object_mut().unwrap().remove("mcts");
            r
        }),
    ];
    for (name, r) in cases {
        let path = dir.path().join(name);
        std::fs::write(&path, serde_json::to_string(&r).unwrap()).unwrap();
        let o = gametree()
            .args(["render", path.to_str().unwrap()])
            .output()
            .unwrap();
        let err = String::from_utf8_lossy(&o.stderr);
        assert_eq!(o.status.code(), Some(2), "{name}: {err}");
        assert!(
            err.contains("exactly when the algorithm is \"mcts\""),
            "{name}: {err}"
        );
    }
    let path = dir.path().join("ok.json");
    std::fs::write(&path, serde_json::to_string(&rec).unwrap()).unwrap();
    let o = gametree()
        .args(["render", path.to_str().unwrap()])
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
}
