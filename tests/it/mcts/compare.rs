//! Monte Carlo tree search: `gametree compare` with `mcts` among the algorithms, and
//! the summary line of `gametree search -a mcts`.

use crate::common::{pdflatex, run_err, run_ok};
use crate::languages::{assert_no_english, run_in, TRANSLATED};
use serde_json::Value;

/// x to move and win by force: a1 is the only winning move (the file's comment; the
/// test checks it against alpha-beta).
const FORCED: &str = "examples/tictactoe-forced-win.pos";

/// `gametree compare FORCED --algorithms mcts` over seeds 0..10 at `iterations`, in
/// `format`.
fn compare_args<'a>(iterations: &'a str, format: &'a str) -> Vec<&'a str> {
    vec![
        "compare",
        FORCED,
        "--algorithms",
        "mcts",
        "--iterations",
        iterations,
        "--seeds",
        "0..10",
        "-f",
        format,
    ]
}

/// `gametree search -a mcts` on `file` at `iterations` and `seed`, as JSON.
fn search_json(file: &str, iterations: u64, seed: u64) -> Value {
    let (out, _) = run_ok(&[
        "search",
        file,
        "-a",
        "mcts",
        "--iterations",
        &iterations.to_string(),
        "--seed",
        &seed.to_string(),
        "-f",
        "json",
    ]);
    serde_json::from_str(&out).unwrap()
}

/// The root's children in a search's JSON recording: (move, visits, total), in order.
fn root_children(rec: &Value) -> Vec<(String, u64, i64)> {
    rec["nodes"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|n| n["parent"] == 0)
        .map(|n| {
            (
                n["move"].as_str().unwrap().to_string(),
                n["visits"].as_u64().unwrap(),
                n["total"].as_i64().unwrap(),
            )
        })
        .collect()
}

/// The move a recording's root plays, recounted from its children: the most visits,
/// ties to the larger total (MAX moves at this root), then the first.
fn most_visited(rec: &Value) -> String {
    let kids = root_children(rec);
    let mut best = &kids[0];
    for k in &kids[1..] {
        if k.1 > best.1 || (k.1 == best.1 && k.2 > best.2) {
            best = k;
        }
    }
    best.0.clone()
}

/// On the forced win, every run of enough iterations finds a1, and each row's numbers
/// are those of running `search -a mcts` seed by seed and counting by hand.
#[test]
fn the_share_reaches_all_runs_and_equals_a_count_of_single_searches() {
    let (ab, _) = run_ok(&["search", FORCED, "-a", "alphabeta", "-f", "json"]);
    let ab: Value = serde_json::from_str(&ab).unwrap();
    assert_eq!(ab["best_move"], "a1");
    let (out, _) = run_ok(&compare_args("10,100,1000", "json"));
    let rep: Value = serde_json::from_str(&out).unwrap();
    let m = &rep["mcts"];
    assert_eq!(rep["rows"].as_array().unwrap().len(), 0);
    assert_eq!(
        m["seeds"],
        serde_json::json!([0, 1, 2, 3, 4, 5, 6, 7, 8, 9])
    );
    assert_eq!(m["reference"], "alphabeta");
    assert_eq!(m["value"], ab["value"]);
    let optimal: Vec<&str> = m["move_values"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|v| v["optimal"] == true)
        .map(|v| v["move"].as_str().unwrap())
        .collect();
    assert_eq!(optimal, ["a1"]);
    let rows = m["rows"].as_array().unwrap();
    assert_eq!(rows.len(), 3);
    for (row, n) in rows.iter().zip([10u64, 100, 1000]) {
        assert_eq!(row["iterations"], n);
        let played: Vec<String> = (0..10)
            .map(|seed| {
                let rec = search_json(FORCED, n, seed);
                let mv = most_visited(&rec);
                assert_eq!(rec["best_move"], mv.as_str(), "{n} iterations, seed {seed}");
                mv
            })
            .collect();
        let moves: Vec<&str> = row["moves"]
            .as_array()
            .unwrap()
            .iter()
            .map(|v| v.as_str().unwrap())
            .collect();
        assert_eq!(moves, played, "{n} iterations");
        let hits = played.iter().filter(|m| *m == "a1").count() as u64;
        assert_eq!(row["runs"], 10);
        assert_eq!(row["optimal"], hits, "{n} iterations");
        assert_eq!(row["share"].as_f64().unwrap(), hits as f64 * 10.0);
        // The most frequent move: the most runs, ties to the first at the root.
        let order: Vec<String> = root_children(&search_json(FORCED, 1000, 0))
            .into_iter()
            .map(|k| k.0)
            .collect();
        let count = |mv: &str| played.iter().filter(|p| *p == mv).count() as u64;
        let top = order
            .iter()
            .max_by_key(|mv| {
                (
                    count(mv),
                    std::cmp::Reverse(order.iter().position(|o| o == *mv)),
                )
            })
            .unwrap();
        assert_eq!(row["most_frequent"], top.as_str(), "{n} iterations");
        assert_eq!(row["most_frequent_runs"], count(top));
    }
    assert_eq!(rows[2]["share"].as_f64(), Some(100.0));
    assert!(rows[0]["share"].as_f64().unwrap() < 100.0);
}

/// The text, CSV and Markdown tables say the JSON's numbers.
#[test]
fn the_tables_say_the_same_numbers() {
    let (csv, _) = run_ok(&compare_args("10,100", "csv"));
    let (json, _) = run_ok(&compare_args("10,100", "json"));
    let rep: Value = serde_json::from_str(&json).unwrap();
    let mut lines = csv.lines();
    assert_eq!(
        lines.next(),
        Some("iterations,runs,optimal,share,most-frequent,most-frequent-runs")
    );
    for row in rep["mcts"]["rows"].as_array().unwrap() {
        assert_eq!(
            lines.next().unwrap(),
            format!(
                "{},{},{},{:.2},{},{}",
                row["iterations"],
                row["runs"],
                row["optimal"],
                row["share"].as_f64().unwrap(),
                row["most_frequent"].as_str().unwrap(),
                row["most_frequent_runs"]
            )
        );
    }
    assert_eq!(lines.next(), None);
    let (text, _) = run_ok(&compare_args("10,100", "text"));
    assert!(
        text.contains("minimax-optimal moves (alphabeta, value 96 for MAX): a1"),
        "{text}"
    );
    assert!(
        text.contains("one run per seed 0–9 (10 runs per row)"),
        "{text}"
    );
    let last = rep["mcts"]["rows"][1].clone();
    let line = text.lines().last().unwrap();
    let cells: Vec<&str> = line.split_whitespace().collect();
    assert_eq!(cells[0], "100");
    assert_eq!(cells[2], last["optimal"].to_string());
    assert_eq!(cells[3], format!("{:.1}%", last["share"].as_f64().unwrap()));
    // Beside alpha-beta: its row first, then the Monte Carlo table.
    let (both, _) = run_ok(&[
        "compare",
        FORCED,
        "--algorithms",
        "alphabeta,mcts",
        "--iterations",
        "10",
        "--seeds",
        "0..2",
    ]);
    let first = both.lines().nth(1).unwrap();
    assert!(
        first.starts_with("alphabeta") && first.contains("a1"),
        "{both}"
    );
    assert!(both.contains("\n\nMonte Carlo tree search (UCT"), "{both}");
}

/// The same options give the same bytes (text, JSON, CSV, Markdown and its chart,
/// HTML); other seeds another table.
#[test]
fn the_same_options_give_the_same_bytes() {
    let dir = tempfile::tempdir().unwrap();
    for format in ["text", "json", "csv", "html"] {
        let args = compare_args("10..1000", format);
        assert_eq!(run_ok(&args).0, run_ok(&args).0, "{format}");
    }
    let md = dir.path().join("c.md");
    let md = md.to_str().unwrap();
    let mut args = compare_args("1..100", "markdown");
    args.extend(["-o", md]);
    run_ok(&args);
    let chart = std::fs::read_to_string(dir.path().join("c-chart.svg")).unwrap();
    let page = std::fs::read_to_string(md).unwrap();
    run_ok(&args);
    assert_eq!(
        chart,
        std::fs::read_to_string(dir.path().join("c-chart.svg")).unwrap()
    );
    assert_eq!(page, std::fs::read_to_string(md).unwrap());
    assert!(
        page.contains("![Runs playing a minimax-optimal move](c-chart.svg)"),
        "{page}"
    );
    assert!(
        chart.contains("<polyline points=") && chart.contains(">100</text>"),
        "{chart}"
    );
    let mut other = compare_args("10,100", "json");
    other[7] = "10..20";
    assert_ne!(run_ok(&other).0, run_ok(&compare_args("10,100", "json")).0);
}

/// CSV and JSON are machine formats: the same bytes in every language. The Czech
/// (and every translated) table has no English words.
#[test]
fn csv_and_json_are_the_same_in_every_language_and_the_tables_are_translated() {
    for format in ["csv", "json"] {
        let args = compare_args("10,100", format);
        let english = run_ok(&args).0;
        for lang in TRANSLATED {
            let (code, out, err) = run_in(lang, &args);
            assert_eq!(code, 0, "{err}");
            assert_eq!(out, english, "{format} in {lang}");
        }
    }
    let allowed = [
        "mcts",
        "alphabeta",
        "a1",
        "a2",
        "b1",
        "b3",
        "c2",
        "UCT",
        "MAX",
        "C",
    ];
    for lang in TRANSLATED {
        for format in ["text", "markdown", "html"] {
            let (code, out, err) = run_in(lang, &compare_args("10,100", format));
            assert_eq!(code, 0, "{err}");
            let out = words(&out.replace(FORCED, ""));
            assert_no_english(&out, &format!("compare -f {format} in {lang}"), &allowed);
        }
        let (code, _, err) = run_in(
            lang,
            &[
                "search",
                FORCED,
                "-a",
                "mcts",
                "--iterations",
                "50",
                "--seed",
                "3",
            ],
        );
        assert_eq!(code, 0, "{err}");
        assert_no_english(&err, &format!("the summary line in {lang}"), &allowed);
    }
    let (_, out, _) = run_in("cs", &compare_args("10,100", "text"));
    assert!(
        out.contains("podíl optimálních") && out.contains("100,0\u{a0}%"),
        "{out}"
    );
}

/// The text a reader sees: a page without its style and tags (an SVG's element names
/// are no words of ours).
fn words(page: &str) -> String {
    let page = match (page.find("<style>"), page.find("</style>")) {
        (Some(a), Some(b)) => format!("{}{}", &page[..a], &page[b..]),
        _ => page.to_string(),
    };
    let mut out = String::new();
    let mut in_tag = false;
    for c in page.chars() {
        match c {
            '<' => in_tag = true,
            '>' if in_tag => {
                in_tag = false;
                out.push(' ');
            }
            c if !in_tag => out.push(c),
            _ => {}
        }
    }
    out
}

/// The LaTeX document with the Monte Carlo table (beside alpha-beta's row, and alone)
/// compiles, in English and in Russian (Cyrillic, T2A).
#[test]
fn the_latex_document_compiles() {
    let dir = tempfile::tempdir().unwrap();
    for (lang, algorithms) in [("en", "alphabeta,mcts"), ("ru", "mcts")] {
        let args = [
            "compare",
            FORCED,
            "--algorithms",
            algorithms,
            "--iterations",
            "10",
            "--seeds",
            "0..3",
            "-f",
            "latex",
        ];
        let (code, tex, err) = run_in(lang, &args);
        assert_eq!(code, 0, "{err}");
        assert!(
            tex.contains("\\begin{tabular}{rrrrl}") && !tex.contains('?'),
            "{tex}"
        );
        let name = format!("mcts-{lang}.tex");
        std::fs::write(dir.path().join(&name), &tex).unwrap();
        pdflatex(dir.path(), &name);
    }
}

/// Wrong options are errors (exit 2) that name the flag.
#[test]
fn bad_options_are_errors_that_name_the_flag() {
    let e = run_err(&compare_args("0", "text"));
    assert!(e.contains("--iterations") && e.contains("0"), "{e}");
    let e = run_err(&compare_args("10,100,10", "text"));
    assert!(e.contains("--iterations") && e.contains("twice"), "{e}");
    let mut seeds = compare_args("10", "text");
    seeds[7] = "5..5";
    let e = run_err(&seeds);
    assert!(e.contains("--seeds") && e.contains("5..5"), "{e}");
    let e = run_err(&[
        "compare",
        FORCED,
        "--algorithms",
        "alphabeta",
        "--iterations",
        "10",
    ]);
    assert!(
        e.contains("--iterations") && e.contains("--algorithms mcts"),
        "{e}"
    );
    let e = run_err(&[
        "compare",
        FORCED,
        "--algorithms",
        "mcts",
        "--playout",
        "eval",
    ]);
    assert!(e.contains("--depth"), "{e}");
}

/// The summary line of `search -a mcts` says the iterations, the move played with its
/// N and Q (W/N, MAX's view) as the JSON's root children give them, the tree's size,
/// the seed and C, and no minimax value nor cut-offs.
#[test]
fn the_summary_line_says_what_monte_carlo_tree_search_did() {
    let (_, err) = run_ok(&[
        "search",
        FORCED,
        "-a",
        "mcts",
        "--iterations",
        "200",
        "--seed",
        "1",
    ]);
    let rec = search_json(FORCED, 200, 1);
    let kids = root_children(&rec);
    let played = most_visited(&rec);
    let (_, n, w) = kids.iter().find(|k| k.0 == played).unwrap();
    let nodes = rec["nodes"].as_array().unwrap().len();
    let expected = format!(
        "200 iterations, move played {played} (N = {n}, Q = {:.2} for MAX), tree of {nodes} nodes, seed 1, C = √2, ",
        *w as f64 / *n as f64
    );
    assert!(err.starts_with(&expected), "{err}\nexpected {expected}");
    assert!(!err.contains("cut-off") && !err.contains("value"), "{err}");
    let (_, err) = run_ok(&[
        "search",
        "examples/aima-fig-5-2.pos",
        "-a",
        "mcts",
        "--iterations",
        "1",
        "--exploration",
        "0.5",
    ]);
    assert!(
        err.starts_with("1 iteration, move played B (N = 1, Q = "),
        "{err}"
    );
    assert!(err.contains("tree of 2 nodes, seed 0, C = 0.5, "), "{err}");
}
