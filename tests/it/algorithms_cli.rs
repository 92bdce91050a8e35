//! Issue 5 end to end: the new algorithms, orderings and `gametree compare` on the
//! command line, their JSON fields and renderers, and their bad-input errors (exit 2).

use assert_cmd::Command;
use serde_json::Value;

fn gametree() -> Command {
    let mut cmd = Command::cargo_bin("gametree").unwrap();
    for v in crate::common::LOCALE_VARS {
        cmd.env_remove(v);
    }
    cmd
}

fn run(args: &[&str]) -> (i32, String, String) {
    let out = gametree().args(args).output().unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

fn json(args: &[&str]) -> Value {
    let mut all = vec!["search", "--format", "json"];
    all.extend_from_slice(args);
    let (code, out, err) = run(&all);
    assert_eq!(code, 0, "{args:?}: {err}");
    serde_json::from_str(&out).unwrap()
}

#[test]
fn pvs_records_scout_and_research_as_siblings() {
    // A tree where the second root move is better: its scout fails high and is
    // searched again.
    let dir = tempfile::tempdir().unwrap();
    let f = dir.path().join("t.pos");
    std::fs::write(&f, "game: tree\ntree: [A: [B: 1 2] [C: 5 6]]\n").unwrap();
    let j = json(&["-a", "pvs", f.to_str().unwrap()]);
    assert_eq!(j["value"], 5);
    assert_eq!(j["stats"]["researches"], 1);
    let nodes = j["nodes"].as_array().unwrap();
    let cs: Vec<&Value> = nodes.iter().filter(|n| n["move"] == "C").collect();
    assert_eq!(cs.len(), 2, "scout and re-search of C");
    assert!(cs[0].get("research").is_none());
    assert_eq!(cs[1]["research"], true);
    assert_eq!(cs[0]["parent"], cs[1]["parent"]);
    // B is worth 1, so C's scout has the null window [1, 2] from the root's view,
    // [-2, -1] from C's (MIN's) view.
    assert_eq!(
        (cs[0]["alpha"].clone(), cs[0]["beta"].clone()),
        (Value::from(-2), Value::from(-1))
    );
}

#[test]
fn mtdf_records_passes_under_a_group_node() {
    let j = json(&["-a", "mtdf", "--guess", "3", "examples/aima-fig-5-2.pos"]);
    assert_eq!(j["value"], 3);
    assert_eq!(j["best_move"], "B");
    let passes = j["passes"].as_array().unwrap();
    assert_eq!(passes.len(), 2, "a perfect guess needs two passes");
    assert_eq!(passes[0]["beta"], 3);
    assert_eq!(passes[0]["bound"], "lower");
    assert_eq!(passes[1]["beta"], 4);
    assert_eq!(passes[1]["bound"], "upper");
    let nodes = j["nodes"].as_array().unwrap();
    assert_eq!(nodes[0]["group"], true);
    let roots: Vec<&Value> = nodes.iter().filter(|n| n["parent"] == 0).collect();
    assert_eq!(roots.len(), 2);
    assert_eq!(roots[1]["pass"], 1);
    assert_eq!(roots[1]["move"], "pass 2: β = 4");
    assert!(nodes.iter().skip(1).all(|n| n["pass"].is_u64()));
    assert!(nodes
        .iter()
        .any(|n| n["tt"] == "hit" || n["tt"] == "narrowed" || n["tt"] == "cutoff"));
    assert!(nodes.iter().any(|n| n["tt_store"] == "lower"));
}

#[test]
fn every_format_renders_the_new_algorithms_and_json_round_trips() {
    let dir = tempfile::tempdir().unwrap();
    for alg in ["pvs", "alphabeta-tt", "mtdf"] {
        let a = dir.path().join(format!("{alg}.json"));
        let (code, _, err) = run(&[
            "search",
            "examples/tictactoe-forced-win.pos",
            "-a",
            alg,
            "-f",
            "json",
            "-o",
            a.to_str().unwrap(),
        ]);
        assert_eq!(code, 0, "{err}");
        let b = dir.path().join(format!("{alg}-again.json"));
        let (code, _, err) = run(&[
            "render",
            a.to_str().unwrap(),
            "-f",
            "json",
            "-o",
            b.to_str().unwrap(),
        ]);
        assert_eq!(code, 0, "{err}");
        assert_eq!(
            std::fs::read(&a).unwrap(),
            std::fs::read(&b).unwrap(),
            "{alg}"
        );
        for format in ["text", "dot", "svg", "tikz", "html"] {
            let (code, out, err) = run(&["render", a.to_str().unwrap(), "-f", format]);
            assert_eq!(code, 0, "{alg} {format}: {err}");
            assert!(!out.is_empty());
            if format == "html" && alg == "mtdf" {
                // The marks column holds the pass as a token the page words in its
                // language ("MTD(f) pass 2" in English, from the embedded message).
                assert!(out.contains("pass 2;"), "the report marks passes");
                assert!(
                    out.contains(r#""steps-report-mark-pass":["MTD(f) pass ",{"v":"n"}]"#),
                    "the report describes passes"
                );
            }
            if format == "html" && alg == "alphabeta-tt" {
                assert!(out.contains("table probe: miss"));
            }
        }
    }
}

#[test]
fn the_test_algorithm_answers() {
    let j = json(&[
        "-a",
        "test",
        "--test-value",
        "3",
        "examples/aima-fig-5-2.pos",
    ]);
    assert_eq!(j["answer"], true);
    assert_eq!(j["test_value"], 3);
    let j = json(&[
        "-a",
        "test",
        "--test-value",
        "4",
        "examples/aima-fig-5-2.pos",
    ]);
    assert_eq!(j["answer"], false);
}

#[test]
fn iterative_deepening_records_iterations() {
    for alg in ["pvs", "alphabeta-tt", "mtdf"] {
        let j = json(&[
            "-a",
            alg,
            "--iterative",
            "--depth",
            "3",
            "examples/kalah-6-4.pos",
        ]);
        let it = j["iterations"].as_array().unwrap();
        assert_eq!(it.len(), 3, "{alg}");
        assert_eq!(it[2]["depth"], 3);
        assert_eq!(it[2]["value"], j["value"]);
        let plain = json(&["-a", "minimax", "--depth", "3", "examples/kalah-6-4.pos"]);
        assert_eq!(j["value"], plain["value"], "{alg}");
        let nodes = j["nodes"].as_array().unwrap();
        assert!(nodes.iter().skip(1).all(|n| n["iteration"].is_u64()));
    }
}

#[test]
fn quiescence_nodes_are_marked() {
    let j = json(&[
        "--quiescence",
        "--depth",
        "0",
        "examples/czech-kuhr-example-1-2.pos",
    ]);
    assert_eq!(j["value"], 9999);
    let nodes = j["nodes"].as_array().unwrap();
    assert!(nodes.len() > 1);
    assert!(nodes
        .iter()
        .skip(1)
        .all(|n| n["quiescence"] == true || n["kind"] == "pruned"));
    assert!(nodes[0].get("quiescence").is_none());
}

#[test]
fn compare_prints_a_row_per_algorithm_and_ordering() {
    let (code, out, err) = run(&[
        "compare",
        "examples/aima-fig-5-2.pos",
        "--algorithms",
        "minimax,alphabeta,pvs,mtdf",
        "--orders",
        "natural,best",
        "--format",
        "json",
    ]);
    assert_eq!(code, 0, "{err}");
    let j: Value = serde_json::from_str(&out).unwrap();
    let rows = j["rows"].as_array().unwrap();
    // minimax once (it ignores the ordering), the three others with both orderings.
    assert_eq!(rows.len(), 7);
    assert!(rows.iter().all(|r| r["value"] == 3));
    assert_eq!(j["minimal_leaves"], 5);
    let ab_best = rows
        .iter()
        .find(|r| r["algorithm"] == "alphabeta" && r["order"] == "best")
        .unwrap();
    assert_eq!(ab_best["leaves"], 5);
    for format in ["text", "csv", "html"] {
        let (code, out, err) = run(&[
            "compare",
            "examples/kalah-6-4.pos",
            "--depth",
            "4",
            "--orders",
            "natural,tt+killer+history",
            "--format",
            format,
        ]);
        assert_eq!(code, 0, "{format}: {err}");
        assert!(out.contains("mtdf"), "{format}");
        if format == "csv" {
            // The header, minimax once, four algorithms × two orderings.
            assert_eq!(out.lines().count(), 10);
        }
        if format == "html" {
            // Inline SVG charts, nothing fetched from the network.
            assert!(out.contains("<svg"));
            assert!(!out.contains("<script") && !out.contains("<link"));
        }
    }
}

#[test]
fn bad_options_exit_2_with_a_message() {
    let cases: [(&[&str], &str); 8] = [
        (
            &["search", "examples/aima-fig-5-2.pos", "-a", "test"],
            "--test-value",
        ),
        (
            &["search", "examples/aima-fig-5-2.pos", "--test-value", "3"],
            "only to --algorithm test",
        ),
        (
            &["search", "examples/aima-fig-5-2.pos", "--guess", "3"],
            "only to --algorithm mtdf",
        ),
        (
            &["search", "examples/aima-fig-5-2.pos", "--order", "bogus"],
            "unknown move ordering",
        ),
        (
            &[
                "search",
                "examples/kalah-6-4.pos",
                "-a",
                "mtdf",
                "--iterative",
            ],
            "needs --depth",
        ),
        (
            &[
                "search",
                "examples/kalah-6-4.pos",
                "-a",
                "minimax",
                "--iterative",
                "-d",
                "2",
            ],
            "--iterative works with",
        ),
        (
            &["search", "examples/aima-fig-5-2.pos", "--tt-size", "0"],
            "--tt-size",
        ),
        (
            &[
                "compare",
                "examples/aima-fig-5-2.pos",
                "--algorithms",
                "alphabeta,bogus",
            ],
            "unknown algorithm",
        ),
    ];
    for (args, msg) in cases {
        let (code, out, err) = run(args);
        assert_eq!(code, 2, "{args:?}");
        assert!(out.is_empty());
        assert!(err.contains(msg), "{args:?}: {err}");
    }
    let (code, _, err) = run(&[
        "compare",
        "examples/aima-fig-5-2.pos",
        "--algorithms",
        "test",
    ]);
    assert_eq!(code, 2);
    assert!(err.contains("cannot be compared"), "{err}");
}

#[test]
fn prune_on_gt_searches_on_at_a_tie_for_alpha_beta_worked_by_hand() {
    // At C (MIN) the first leaf 3 ties A's α = 3: α ≥ β cuts C's other leaves off,
    // α > β searches them.
    let dir = tempfile::tempdir().unwrap();
    let pos = dir.path().join("tie.pos");
    std::fs::write(
        &pos,
        "game: tree\nroot: max\ntree: [A: [B: 3 12 8] [C: 3 4 6]]\n",
    )
    .unwrap();
    let pos = pos.to_str().unwrap();
    for alg in ["alphabeta", "alphabeta-soft"] {
        let (code, _, ge) = run(&["search", pos, "-a", alg]);
        assert!(
            code == 0 && ge.contains("1 cut-off, 2 moves pruned"),
            "{alg}: {ge}"
        );
        let (code, json, gt) = run(&["search", pos, "-a", alg, "--prune-on", "gt", "-f", "json"]);
        assert!(
            code == 0
                && gt.contains("0 cut-offs, 0 moves pruned")
                && gt.contains("cut-offs only at α > β"),
            "{alg}: {gt}"
        );
        assert!(json.contains(r#""prune_on": "gt""#), "{alg}");
        // The rule survives a round trip through `render`.
        let rec = dir.path().join("rec.json");
        std::fs::write(&rec, &json).unwrap();
        let (_, again, _) = run(&["render", rec.to_str().unwrap(), "-f", "json"]);
        assert_eq!(again, json);
    }
    let (code, _, err) = run(&["search", pos, "-a", "minimax", "--prune-on", "gt"]);
    assert_eq!(code, 2);
    assert!(
        err.contains("--prune-on applies to the alpha-beta algorithms"),
        "{err}"
    );
    // The null-window algorithms need their cut-offs at α ≥ β: under α > β a window
    // closes to [x, x] and a value x no longer says whether it is a lower or an upper
    // bound (tests/it/properties.rs found false bounds so).
    for alg in ["pvs", "alphabeta-tt", "mtdf"] {
        let (code, _, err) = run(&["search", pos, "-a", alg, "--prune-on", "gt"]);
        assert_eq!(code, 2, "{alg}");
        assert!(
            err.contains("--prune-on gt is a convention of alpha-beta worked by hand"),
            "{err}"
        );
        let (code, _, _) = run(&["search", pos, "-a", alg, "--prune-on", "ge"]);
        assert_eq!(code, 0, "{alg}");
    }
}

/// The line of the text figure that draws node `name`.
fn line_of(text: &str, name: &str) -> String {
    text.lines()
        .find(|l| l.starts_with(&format!("{name}  ")) || l.contains(&format!(" {name}  ")))
        .unwrap_or_else(|| panic!("{name} in {text}"))
        .to_string()
}

#[test]
fn the_lecture_slides_example_step_by_step() {
    let pos = "examples/slides-alpha-beta.pos";
    // The usual rule α ≥ β: C's window closes to [7, 7] and G is cut off.
    let (code, text, err) = run(&["search", pos, "--label", "window"]);
    assert_eq!(code, 0);
    assert!(err.starts_with("value 7, best move B"), "{err}");
    let line = |name: &str| line_of(&text, name);
    assert!(line("A").ends_with("MAX  [-∞, ∞]  7"), "{text}");
    assert!(line("C").contains("MIN  [7, ∞]  ≤7  cut-off"), "{text}");
    assert!(line("E").contains("[7, ∞]  ≤7  cut-off"), "{text}");
    assert!(line("G").contains("MAX  pruned"), "{text}");
    // F's second leaf is searched in the slides' window <7, 9> and 4 cuts F off.
    assert!(text.contains("2  MAX  [7, 9]  4  leaf"), "{text}");
    // The slides' minimax values: "E 1" on the first slide (min of 2, 5, 1), and the
    // leaves in the order the slides list them.
    let (_, text, _) = run(&["search", pos, "-a", "minimax"]);
    for (name, shown) in [
        ("E", "MIN  1"),
        ("F", "MIN  4"),
        ("D", "MAX  4"),
        ("C", "MIN  4"),
    ] {
        assert!(line_of(&text, name).contains(shown), "{name}: {text}");
    }
    let leaves: Vec<&str> = text
        .lines()
        .filter(|l| l.ends_with("leaf"))
        .map(|l| l.split_whitespace().rev().nth(1).unwrap())
        .collect();
    assert_eq!(leaves, ["7", "9", "2", "5", "1", "9", "4", "11", "9"]);
    // The slides' rule α > β: at C α = β = 7 is no cut-off, G is searched in [7, 7].
    let (_, text, err) = run(&["search", pos, "--prune-on", "gt"]);
    assert!(err.contains("cut-offs only at α > β"), "{err}");
    let g = text.lines().find(|l| l.contains(" G  ")).unwrap();
    assert!(g.contains("MAX  [7, 7]  ≥7"), "{text}");
    // The null-window test: A ≥ 7 after B alone.
    let (_, text, err) = run(&["search", pos, "-a", "test", "--test-value", "2"]);
    assert!(
        err.starts_with("value ≥ 7") && err.contains("value ≥ 2? yes"),
        "{err}"
    );
    assert!(
        text.lines().next().unwrap().contains("≥7  cut-off"),
        "{text}"
    );
}
