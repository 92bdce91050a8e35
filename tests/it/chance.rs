//! Chance nodes (issue 16): on random trees with chance nodes, Star1 and Star2 (Ballard
//! 1983) return the expectiminimax value, which an exact oracle written here computes;
//! on trees without chance nodes expectiminimax, Star1 and Star2 return the minimax
//! value; Star2 never visits more nodes than it would need to search everything twice;
//! AIMA's Fig. 5.12 end to end; the command line refuses what it cannot do.

use crate::common;

use common::trees::{arb_tree, minimax, text};
use gametree::eval::LeafValue;
use gametree::game::{Evaluator, WinScore};
use gametree::games::{self, Loaded};
use gametree::record::{Meta, Recording, TreeRecorder};
use gametree::search::{search_with, Algorithm, Limits, Options, SearchResult, Stop};
use petgraph::graph::NodeIndex;
use proptest::prelude::*;
use serde_json::Value;

/// A tree with chance nodes as the tests build it.
#[derive(Clone, Debug)]
enum C {
    /// A leaf value, MAX's view.
    Leaf(i32),
    /// A MAX or MIN node (by the side to move).
    Node(Vec<C>),
    /// A chance node: children with weights; a child's probability is its weight over
    /// the sum of the weights.
    Chance(Vec<(u64, C)>),
}

/// Random chance trees: up to 5 levels, 1–3 children, weights 1–4, leaves −9…9.
fn arb_chance() -> impl Strategy<Value = C> {
    let leaf = (-9i32..=9).prop_map(C::Leaf);
    leaf.prop_recursive(5, 120, 3, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 1..=3).prop_map(C::Node),
            prop::collection::vec((1u64..=4, inner), 1..=3).prop_map(C::Chance),
        ]
    })
}

/// The tree in the file syntax; a chance node's probabilities as decimals where the
/// weights' sum divides 100, as fractions otherwise.
fn chance_text(t: &C) -> String {
    match t {
        C::Leaf(v) => v.to_string(),
        C::Node(c) => format!(
            "[{}]",
            c.iter().map(chance_text).collect::<Vec<_>>().join(" ")
        ),
        C::Chance(c) => {
            let total: u64 = c.iter().map(|(w, _)| w).sum();
            let kids: Vec<String> = c
                .iter()
                .map(|(w, k)| {
                    let p = if 100 % total == 0 {
                        format!("{}", *w as f64 * (100 / total) as f64 / 100.0)
                    } else {
                        format!("{w}/{total}")
                    };
                    format!("{p}: {}", chance_text(k))
                })
                .collect();
            format!("[chance {}]", kids.join(" "))
        }
    }
}

/// An exact fraction `(num, den)`, `den > 0`.
type Frac = (i128, i128);

fn gcd(a: i128, b: i128) -> i128 {
    if b == 0 {
        a.abs()
    } else {
        gcd(b, a % b)
    }
}

fn reduce((n, d): Frac) -> Frac {
    let g = gcd(n, d).max(1);
    (n / g, d / g)
}

fn less(a: Frac, b: Frac) -> bool {
    a.0 * b.1 < b.0 * a.1
}

/// Expectiminimax over exact fractions, MAX's view (AIMA 3rd ed., §5.5): `max` says
/// whose turn it is; a chance node keeps the side to move for its children.
fn oracle(t: &C, max: bool) -> Frac {
    match t {
        C::Leaf(v) => (i128::from(*v), 1),
        C::Node(c) => {
            let vals = c.iter().map(|k| oracle(k, !max));
            vals.reduce(|a, b| if less(a, b) == max { b } else { a })
                .unwrap()
        }
        C::Chance(c) => {
            let total: i128 = c.iter().map(|(w, _)| *w as i128).sum();
            let mut sum: Frac = (0, 1);
            for (w, k) in c {
                let (n, d) = oracle(k, max);
                sum = reduce((
                    sum.0 * d * total + *w as i128 * n * sum.1,
                    sum.1 * d * total,
                ));
            }
            sum
        }
    }
}

fn leaves(t: &C, out: &mut Vec<i32>) {
    match t {
        C::Leaf(v) => out.push(*v),
        C::Node(c) => c.iter().for_each(|k| leaves(k, out)),
        C::Chance(c) => c.iter().for_each(|(_, k)| leaves(k, out)),
    }
}

/// Searches `src` with `alg` (and `bounds` as `--leaf-bounds`): the result, the tree's
/// scale and the recording.
fn run(
    src: &str,
    alg: Algorithm,
    bounds: Option<(i32, i32)>,
) -> Result<(SearchResult<u32>, i32, Recording), Stop> {
    let Loaded::Tree(tree) = games::load(src.as_bytes()).unwrap() else {
        panic!("not a tree")
    };
    let root = tree.root();
    let eval = LeafValue::of(&tree);
    let mut rec = TreeRecorder::new(&root);
    let options = Options {
        leaf_bounds: bounds,
        ..Options::default()
    };
    let r = search_with(
        alg,
        &root,
        &eval,
        WinScore::NONE,
        Limits::default(),
        &options,
        &mut rec,
    )?;
    let meta = Meta {
        perspective: alg.perspective(),
        value: r.value,
        stats: r.stats,
        scale: eval.scale(),
        ..Meta::default()
    };
    Ok((r, eval.scale(), rec.finish(meta)))
}

fn src(body: &str, root_max: bool) -> String {
    format!(
        "game: tree\nroot: {}\ntree: {body}\n",
        if root_max { "max" } else { "min" }
    )
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// Issue 16's property: Star1 and Star2, with any bounds that hold every leaf, give
    /// the expectiminimax value, and expectiminimax gives the exact expectation.
    #[test]
    fn star1_and_star2_give_the_expectiminimax_value(
        t in arb_chance(),
        root_max in any::<bool>(),
        slack in (0i32..=3, 0i32..=3),
    ) {
        let s = src(&chance_text(&t), root_max);
        let (num, den) = oracle(&t, root_max);
        let (r, scale, rec) = run(&s, Algorithm::Expectiminimax, None).unwrap();
        // value / scale = num / den, exactly.
        prop_assert_eq!(i128::from(r.value) * den, num * i128::from(scale), "{}", s);
        prop_assert_eq!(rec.node(NodeIndex::new(0)).value(), Some(r.value));
        let mut all = Vec::new();
        leaves(&t, &mut all);
        let bounds = (
            all.iter().min().unwrap() - slack.0,
            all.iter().max().unwrap() + slack.1 + 1,
        );
        for alg in [Algorithm::Star1, Algorithm::Star2] {
            let (s_r, _, s_rec) = run(&s, alg, Some(bounds)).unwrap();
            prop_assert_eq!(s_r.value, r.value, "{} on {} with {:?}", alg.name(), s, bounds);
            prop_assert_eq!(s_rec.node(NodeIndex::new(0)).value(), Some(r.value));
            // Star1 prunes: it never evaluates more leaves than expectiminimax.
            if alg == Algorithm::Star1 {
                prop_assert!(s_r.stats.leaves <= r.stats.leaves);
            }
        }
    }

    /// Without chance nodes expectiminimax is minimax and Star1/Star2 are alpha-beta.
    #[test]
    fn without_chance_nodes_they_give_the_minimax_value(t in arb_tree(), root_max in any::<bool>()) {
        let s = src(&text(&t), root_max);
        let expected = minimax(&t, root_max);
        let (r, scale, _) = run(&s, Algorithm::Expectiminimax, None).unwrap();
        prop_assert_eq!((r.value, scale), (expected, 1));
        let (m, _, _) = run(&s, Algorithm::Minimax, None).unwrap();
        prop_assert_eq!(&r.pv, &m.pv);
        for alg in [Algorithm::Star1, Algorithm::Star2] {
            let (s_r, _, _) = run(&s, alg, Some((-20, 20))).unwrap();
            prop_assert_eq!(s_r.value, expected, "{}", alg.name());
        }
    }
}

/// A tree whose expectations are thirds: values print as exact fractions.
#[test]
fn thirds_are_exact() {
    let s = src("[chance 1/3: 1 1/3: 2 1/3: [chance 1/2: 3 0.5: 4]]", true);
    let (r, scale, rec) = run(&s, Algorithm::Expectiminimax, None).unwrap();
    // (1 + 2 + 3.5) / 3 = 13/6.
    assert_eq!((r.value, scale), (13, 6));
    assert_eq!(rec.value_text(r.value), "13/6");
    // A decimal where one is exact, else a fraction in lowest terms.
    assert_eq!(rec.value_text(-21), "-3.5");
    assert_eq!(rec.value_text(-20), "-10/3");
    assert_eq!(rec.value_text(12), "2");
}

/// A leaf outside `--leaf-bounds` stops Star1 with an error rather than a wrong value.
#[test]
fn a_leaf_outside_the_bounds_is_an_error() {
    let s = src("[chance 1/2: 3 1/2: 12]", true);
    let err = run(&s, Algorithm::Star1, Some((0, 10)))
        .map(|_| ())
        .unwrap_err();
    assert_eq!(
        err.to_string(),
        "a leaf value 12 lies outside `leaf_bounds = 0..10`; Star1 and Star2 need bounds on every leaf"
    );
}

fn json(args: &[&str]) -> Value {
    let (out, _) = common::run_ok(&[&["search", "--format", "json"], args].concat());
    serde_json::from_str(&out).unwrap()
}

/// AIMA Fig. 5.12 (left): a1 is worth 2.1, a2 1.3; Star1 cuts a2 off after its first
/// chance outcome: 0.9 · v + 0.1 · 5 ≤ 2.1 needs v ≤ 1.77…, and MIN finds 1 there.
#[test]
fn aima_figure_5_12_end_to_end() {
    let file = "examples/aima-fig-5-12.pos";
    let j = json(&[file, "-a", "expectiminimax"]);
    assert_eq!(
        (j["value"].as_i64(), j["scale"].as_i64()),
        (Some(21), Some(10))
    );
    assert_eq!(j["best_move"], "a1");
    let nodes = j["nodes"].as_array().unwrap();
    let a2 = nodes.iter().find(|n| n["label"] == "a2").unwrap();
    assert_eq!(
        (&a2["player"], a2["value"].as_i64()),
        (&Value::from("chance"), Some(13))
    );
    let probs: Vec<&str> = nodes
        .iter()
        .filter(|n| n["parent"] == a2["id"])
        .map(|n| n["probability"].as_str().unwrap())
        .collect();
    assert_eq!(probs, ["0.9", "0.1"]);

    let j = json(&[file, "-a", "star1", "--leaf-bounds", "0..5"]);
    assert_eq!(j["value"].as_i64(), Some(21));
    assert_eq!(j["leaf_bounds"], serde_json::json!([0, 5]));
    let nodes = j["nodes"].as_array().unwrap();
    let a2 = nodes.iter().find(|n| n["label"] == "a2").unwrap();
    assert_eq!(
        (a2["alpha"].as_i64(), a2["beta"].as_i64()),
        (Some(21), Some(50))
    );
    assert_eq!(
        (&a2["bound"], &a2["cutoff"]),
        (&Value::from("upper"), &Value::from(true))
    );
    let first = nodes.iter().find(|n| n["parent"] == a2["id"]).unwrap();
    // ⌊(2.1 − 0.1 · 5) / 0.9⌋ in tenths: 17.
    assert_eq!(first["alpha"].as_i64(), Some(17));

    // Star2 probes each MIN child of a1 with its first move before searching it.
    let j = json(&[file, "-a", "star2", "--leaf-bounds", "0..5"]);
    assert_eq!(j["value"].as_i64(), Some(21));
    let probes = j["nodes"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|n| n["probing"] == true)
        .count();
    assert_eq!(probes, 3);

    let (text, err) = common::run_ok(&["search", file, "-a", "expectiminimax", "-f", "text"]);
    assert!(text.contains("a2  CHANCE  1.3"), "{text}");
    assert!(text.contains("MIN  p=0.9  1"), "{text}");
    assert!(err.contains("value 2.1, best move a1"), "{err}");
}

/// Every other algorithm refuses a chance tree, naming the ones that search it; Star1
/// and Star2 need `--leaf-bounds`, which the others do not take.
#[test]
fn the_command_line_refuses_what_it_cannot_do() {
    let file = "examples/aima-fig-5-12.pos";
    for alg in [
        "alphabeta",
        "minimax",
        "negamax",
        "pvs",
        "mtdf",
        "alphabeta-tt",
    ] {
        let err = common::run_err(&["search", file, "-a", alg]);
        assert!(
            err.contains(&format!(
                "--algorithm {alg} cannot search a tree with chance nodes; use expectiminimax, star1, star2"
            )),
            "{err}"
        );
    }
    let err = common::run_err(&["search", file, "-a", "star1"]);
    assert!(
        err.contains("--algorithm star1 needs --leaf-bounds L..U"),
        "{err}"
    );
    let err = common::run_err(&[
        "search",
        file,
        "-a",
        "expectiminimax",
        "--leaf-bounds",
        "0..5",
    ]);
    assert!(err.contains("--leaf-bounds applies only to"), "{err}");
    let err = common::run_err(&["search", file, "-a", "star2", "--leaf-bounds", "5..0"]);
    assert!(err.contains("expected L..U"), "{err}");
    let err = common::run_err(&["search", file, "-a", "star2", "--leaf-bounds", "2..3"]);
    assert!(
        err.contains("a leaf value 1 lies outside --leaf-bounds 2..3"),
        "{err}"
    );
}

/// `gametree check` marks a chance tree's values exactly, written as decimals or
/// fractions, by expectiminimax; alpha-beta is refused.
#[test]
fn check_marks_expectations_exactly() {
    let dir = tempfile::tempdir().unwrap();
    let answer = common::write_file(
        dir.path(),
        "a.txt",
        "A = 2.10\na1 = 21/10\na2 = 1.4\na1.1 = 2\na1.2 = 3\na2.1 = 1\na2.2 = 4\n",
    );
    let file = "examples/aima-fig-5-12.pos";
    let out = common::gametree()
        .args(["check", file, "--answer", &answer, "-a", "expectiminimax"])
        .output()
        .unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    assert_eq!(out.status.code(), Some(1), "{text}");
    assert!(text.contains("6 of 7 nodes asked about correct"), "{text}");
    assert!(
        text.contains("✗ a2    = 1.4  line 3: wrong value (expected = 1.3, got = 1.4): a2 is a chance node: its children's values weighted by their probabilities and summed (0.9 × 1, 0.1 × 4)"),
        "{text}"
    );
    let json = common::write_file(
        dir.path(),
        "a.json",
        r#"[{"node": "A", "value": 2.1}, {"node": "a1", "value": "21/10"}, {"node": "a2", "value": 1.3},
            {"node": "a1.1", "value": 2}, {"node": "a1.2", "value": 3}, {"node": "a2.1", "value": 1}, {"node": "a2.2", "value": 4}]"#,
    );
    let (text, _) = common::run_ok(&["check", file, "--answer", &json, "-a", "minimax"]);
    assert!(text.contains("all 7 nodes asked about correct"), "{text}");
    // Without --algorithm a tree with chance nodes is marked by expectiminimax;
    // alpha-beta asked for is refused (homework::Method::choose).
    let (text, _) = common::run_ok(&["check", file, "--answer", &json]);
    assert!(text.contains("all 7 nodes asked about correct"), "{text}");
    let err = common::run_err(&["check", file, "--answer", &json, "-a", "alphabeta"]);
    assert!(
        err.contains("has chance nodes: answers are marked by expectiminimax"),
        "{err}"
    );
}

/// `gametree exercise --chance`: chance nodes at every other level, the same tree for
/// the same seed, and its model answer marked fully correct by `check`.
#[test]
fn exercise_with_chance_nodes() {
    let args = [
        "exercise",
        "--chance",
        "--seed",
        "7",
        "--depth",
        "4",
        "--branching",
        "2",
        "--values",
        "0..9",
    ];
    let (tree, _) = common::run_ok(&args);
    assert_eq!(tree, common::run_ok(&args).0);
    let line = tree.lines().find(|l| l.starts_with("tree: ")).unwrap();
    assert!(
        line.starts_with("tree: [A: [B: chance 1/2: [C: [D: chance 2/3: 6 1/3: 9]"),
        "{line}"
    );
    let dir = tempfile::tempdir().unwrap();
    let pos = common::write_file(dir.path(), "ex.pos", &tree);
    let (answer, _) = common::run_ok(&[&args[..], &["-f", "answer"]].concat());
    assert!(answer.contains("I = 3.25"), "{answer}");
    let answer = common::write_file(dir.path(), "ex.txt", &answer);
    let (marked, _) = common::run_ok(&["check", &pos, "--answer", &answer, "-a", "expectiminimax"]);
    assert!(
        marked.contains("all 15 nodes asked about correct"),
        "{marked}"
    );
    let err = common::run_err(&["exercise", "--chance", "--deep-cutoff", "--depth", "4"]);
    assert!(err.contains("--deep-cutoff is about alpha-beta"), "{err}");
}
