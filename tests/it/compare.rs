//! `gametree compare` end to end (issue 14, part 4): the columns, the baseline searched
//! once and only when a column needs it, oracle rows marked and untimed in every
//! format, Markdown with its chart file, LaTeX compiled by the real pdflatex, the
//! charts' twenty series told apart, hostile names escaped, and the same bytes from
//! the same input.

use crate::common;

use common::{pdflatex, run_err, run_ok, write_file};
use serde_json::Value;
use std::collections::HashSet;
use std::path::Path;

const AIMA: &str = "examples/aima-fig-5-2.pos";

/// A tree whose best move is named with the specials of Markdown, LaTeX and HTML.
const HOSTILE: &str = "game: tree\nroot: max\ntree: [r: <i>|*_`{}$%&~^\\x!(y): 5 plain: 1]\n";
const HOSTILE_MOVE: &str = "<i>|*_`{}$%&~^\\x!(y)";

fn compare(args: &[&str]) -> String {
    run_ok(&[&["compare"], args].concat()).0
}

/// [`common::COMPARE_TWENTY`]'s twenty rows with `more` options.
fn twenty(more: &[&str]) -> String {
    compare(&[&common::COMPARE_TWENTY[..], more].concat())
}

#[test]
fn the_default_table_is_short_and_the_baseline_is_one_row() {
    let out = compare(&[AIMA, "--orders", "natural,best,worst"]);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(
        lines[0].split_whitespace().collect::<Vec<_>>().join(" "),
        "algorithm order value best nodes leaves cut-offs % minimax"
    );
    // minimax once (not once per ordering), as the baseline; 4 algorithms × 3 orders.
    let minimax: Vec<&&str> = lines
        .iter()
        .filter(|l| l.starts_with("minimax ") && l.ends_with('%'))
        .collect();
    assert_eq!(minimax.len(), 1, "{out}");
    assert!(minimax[0].contains("natural (baseline)") && minimax[0].ends_with("100.0%"));
    let rows = lines.iter().filter(|l| l.ends_with('%'));
    assert_eq!(rows.clone().filter(|l| l.contains("(oracle)")).count(), 8);
    assert_eq!(rows.count(), 1 + 4 * 3);
    assert!(out.contains("(baseline) plain minimax in the natural order, searched once: 13 nodes"));
    assert!(out.contains("(oracle) best and worst order"));
    assert!(out.contains("minimax visits every node whatever the ordering"));
    assert!(out.contains("Knuth–Moore minimal tree 5 leaves"));
}

#[test]
fn the_baseline_runs_only_when_asked_for() {
    // Not among the algorithms and no column needs it: not searched.
    let out = compare(&[AIMA, "--algorithms", "alphabeta", "--format", "json"]);
    let j: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(j["rows"].as_array().unwrap().len(), 1);
    assert_eq!(j["rows"][0]["percent_of_minimax"], Value::Null);
    // Asked for by --baseline, or by the column: one row of its own, first.
    for args in [
        &["--baseline", "minimax"][..],
        &["--columns", "algorithm,order,nodes,vs-baseline"],
    ] {
        let out = compare(&[&[AIMA, "--algorithms", "alphabeta"], args].concat());
        let lines: Vec<&str> = out.lines().collect();
        assert!(lines[1].starts_with("minimax") && lines[1].contains("(baseline)"));
        assert!(lines[2].starts_with("alphabeta") && lines[2].ends_with("84.6%"));
        assert_eq!(lines.len(), 5, "{out}");
    }
    // --baseline none: the minimax row is an ordinary row, no percentage.
    let out = compare(&[
        AIMA,
        "--algorithms",
        "minimax,alphabeta",
        "--baseline",
        "none",
    ]);
    assert!(!out.contains("baseline") && !out.contains("%"), "{out}");
    let err = run_err(&[
        "compare",
        AIMA,
        "--baseline",
        "none",
        "--columns",
        "nodes,vs-baseline",
    ]);
    assert!(err.contains("--baseline none"), "{err}");
}

#[test]
fn bad_columns_exit_2_listing_the_valid_ones() {
    let err = run_err(&["compare", AIMA, "--columns", "nodes,speed"]);
    assert!(err.contains("unknown column `speed`"), "{err}");
    let names = "algorithm order value best nodes leaves cutoffs terminals tt-probes tt-hits \
                 re-searches passes time nodes-per-s vs-baseline";
    for name in names.split_whitespace() {
        assert!(err.contains(name), "{name}: {err}");
        compare(&[AIMA, "--columns", name]);
    }
    let err = run_err(&["compare", AIMA, "--columns", "nodes,nodes"]);
    assert!(err.contains("twice"), "{err}");
    let err = run_err(&["compare", AIMA, "--orders", "best,best"]);
    assert!(err.contains("twice"), "{err}");
    let err = run_err(&["compare", AIMA, "--baseline", "alphabeta"]);
    assert!(err.contains("minimax"), "{err}");
}

#[test]
fn oracle_rows_have_no_time_in_any_format() {
    let args = [
        AIMA,
        "--algorithms",
        "alphabeta",
        "--orders",
        "natural,best",
        "--columns",
        "order,nodes,time,nodes-per-s",
    ];
    let with = |format: &str| compare(&[&args[..], &["-f", format]].concat());
    let text = with("text");
    let oracle = text.lines().find(|l| l.contains("best (oracle)")).unwrap();
    assert!(oracle.ends_with("9        —        —"), "{oracle}");
    let natural = text.lines().find(|l| l.starts_with("natural")).unwrap();
    let time = natural.split_whitespace().nth(2).unwrap();
    assert!(
        time.parse::<f64>().is_ok() && time.contains('.'),
        "{natural}"
    );
    assert!(text.contains("Their time and nodes/s would include those searches"));
    let csv = with("csv");
    assert!(csv.contains("\nbest (oracle),9,,\n"), "{csv}");
    assert!(with("markdown").contains("| best (oracle) | 9 | — | — |"));
    assert!(with("latex").contains("best (oracle) & 9 & --- & --- \\\\"));
    assert!(with("html").contains(
        "<td>best (oracle)</td><td class=\"n\">9</td><td class=\"n\">—</td><td class=\"n\">—</td>"
    ));
    let j: Value = serde_json::from_str(&with("json")).unwrap();
    assert_eq!(j["rows"][1]["role"], "oracle");
    assert_eq!(j["rows"][1]["time_ms"], Value::Null);
    assert!(j["rows"][0]["time_ms"].is_number());
}

#[test]
fn markdown_writes_its_chart_beside_the_output_and_says_so_on_stdout() {
    let stdout = compare(&[AIMA, "-f", "markdown"]);
    assert!(stdout
        .starts_with("gametree compare: examples/aima-fig-5-2.pos — tree, depth to the end\n\n"));
    assert!(stdout.contains("|:--|:--|--:|:--|--:|--:|--:|--:|\n| minimax | natural (baseline) | 3 | B | 13 | 9 | 0 | 100.0% |"), "{stdout}");
    assert!(stdout.contains("<!-- The charts are written only with -o FILE.md"));
    assert!(!stdout.contains("!["));

    let dir = tempfile::tempdir().unwrap();
    let md = dir.path().join("lecture 3 (ordering).md");
    let md = md.to_str().unwrap();
    assert_eq!(compare(&[AIMA, "-f", "markdown", "-o", md]), "");
    let text = std::fs::read_to_string(md).unwrap();
    assert!(text.ends_with(
        "\n![Nodes visited by each row, and nodes per ply on a log scale](lecture%203%20%28ordering%29-chart.svg)\n"
    ), "{text}");
    let svg = std::fs::read_to_string(dir.path().join("lecture 3 (ordering)-chart.svg")).unwrap();
    let doc = roxmltree::Document::parse(&svg).expect("well-formed SVG");
    assert_eq!(doc.root_element().tag_name().name(), "svg");
    assert_eq!(
        doc.descendants()
            .filter(|n| n.has_tag_name("polyline"))
            .count(),
        5
    );
    // Other formats write no chart file.
    let tex = dir.path().join("t.tex");
    compare(&[AIMA, "-f", "latex", "-o", tex.to_str().unwrap()]);
    assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 3);
}

#[test]
fn the_latex_document_compiles_with_pdflatex_and_names_are_escaped() {
    let dir = tempfile::tempdir().unwrap();
    let pos = write_file(dir.path(), "a_b|c $%&.pos", HOSTILE);
    let all = [
        "--algorithms",
        "minimax,alphabeta",
        "--orders",
        "natural,best",
    ];
    let tex = compare(&[&[pos.as_str(), "-f", "latex", "--columns", "all"], &all[..]].concat());
    assert!(tex.contains("\\usepackage{booktabs}") && tex.contains("\\toprule"));
    assert!(tex.contains("a\\_b\\textbar{}c \\$\\%\\&.pos"), "{tex}");
    assert!(tex.contains("\\textless{}i\\textgreater{}\\textbar{}*\\_`\\{\\}\\$\\%\\&"));
    assert!(
        tex.contains("[a4paper,margin=2cm,landscape]"),
        "15 columns: landscape"
    );
    std::fs::write(dir.path().join("all.tex"), tex).unwrap();
    pdflatex(dir.path(), "all.tex");
    let tex = compare(&[&[pos.as_str(), "-f", "latex"], &all[..]].concat());
    std::fs::write(dir.path().join("short.tex"), tex).unwrap();
    pdflatex(dir.path(), "short.tex");
    // Latin Modern's outline fonts, not METAFONT's bitmaps (Type 3).
    common::assert_outline_fonts(&dir.path().join("short.pdf"));

    let md = compare(&[&[pos.as_str(), "-f", "markdown"], &all[..]].concat());
    assert!(
        md.contains("| \\<i\\>\\|\\*\\_\\`{}\\$%\\&\\~^\\\\x!(y) |"),
        "{md}"
    );
    assert!(md.contains("a\\_b\\|c \\$%\\&.pos"), "{md}");
    assert_eq!(md.matches(HOSTILE_MOVE).count(), 0);

    let html = compare(&[&[pos.as_str(), "-f", "html"], &all[..]].concat());
    assert!(!html.contains("<i>") && html.contains("&lt;i&gt;|*_`{}$%&amp;~^\\x!(y)"));
    let csv = compare(&[&[pos.as_str(), "-f", "csv"], &all[..]].concat());
    assert!(csv.contains(HOSTILE_MOVE), "{csv}");
}

#[test]
fn twenty_series_are_told_apart_by_colour_dash_and_legend() {
    let dir = tempfile::tempdir().unwrap();
    let md = dir.path().join("t.md");
    twenty(&["-f", "markdown", "-o", md.to_str().unwrap()]);
    let svg = std::fs::read_to_string(dir.path().join("t-chart.svg")).unwrap();
    let doc = roxmltree::Document::parse(&svg).unwrap();
    let series: Vec<roxmltree::Node> = doc
        .descendants()
        .filter(|n| n.attribute("class") == Some("series"))
        .collect();
    assert_eq!(series.len(), 20);
    let styles: HashSet<(String, String)> = series
        .iter()
        .map(|g| {
            let line = g.children().find(|c| c.has_tag_name("polyline")).unwrap();
            (
                line.attribute("stroke").unwrap().to_string(),
                line.attribute("stroke-dasharray").unwrap_or("").to_string(),
            )
        })
        .collect();
    assert_eq!(
        styles.len(),
        20,
        "every series has its own colour and dashes"
    );
    let legend: Vec<String> = doc
        .descendants()
        .filter(|n| n.attribute("class") == Some("legend"))
        .map(|g| {
            g.descendants()
                .find(|c| c.has_tag_name("text"))
                .unwrap()
                .text()
                .unwrap()
                .to_string()
        })
        .collect();
    assert_eq!(legend.len(), 20);
    assert_eq!(legend[0], "alphabeta / natural");
    assert_eq!(legend[1], "alphabeta / best (oracle)");
    assert_eq!(legend[19], "mtdf / killer+history");
    // The HTML page draws the same series inline.
    let html = twenty(&["-f", "html"]);
    assert_eq!(html.matches("<g class=\"series\">").count(), 20);
    assert_eq!(html.matches("<g class=\"legend\">").count(), 20);
    assert!(!html.contains("<script"));
}

#[test]
fn the_same_input_gives_the_same_bytes_without_timing_columns() {
    for format in ["text", "csv", "markdown", "latex", "html"] {
        let args = [AIMA, "--orders", "natural,best,tt+killer", "-f", format];
        assert_eq!(compare(&args), compare(&args), "{format}");
    }
    let dir = tempfile::tempdir().unwrap();
    let chart = |name: &str| {
        let md = dir.path().join(format!("{name}.md"));
        compare(&[AIMA, "-f", "markdown", "-o", md.to_str().unwrap()]);
        std::fs::read(dir.path().join(format!("{name}-chart.svg"))).unwrap()
    };
    assert_eq!(chart("a"), chart("b"));
}

#[test]
fn the_markdown_chart_never_overwrites_the_input() {
    let dir = tempfile::tempdir().unwrap();
    let pos = write_file(
        dir.path(),
        "x-chart.svg",
        &std::fs::read_to_string(AIMA).unwrap(),
    );
    let md = dir.path().join("x.md");
    let err = run_err(&[
        "compare",
        &pos,
        "-f",
        "markdown",
        "-o",
        md.to_str().unwrap(),
    ]);
    assert!(err.contains("refusing to overwrite"), "{err}");
    assert!(!Path::new(&md).exists());
}

#[test]
fn iterative_deepening_and_the_first_guess_make_the_thesis_table() {
    // The Slovak thesis compares MTD(f) with NegaScout (PVS), both with iterative
    // deepening, on English checkers: one table. MTD(f) makes at least two null-window
    // passes an iteration, even with a perfect guess (the thesis' observation).
    let (out, _) = common::run_ok(&[
        "compare",
        "examples/english-initial.pos",
        "--algorithms",
        "pvs,mtdf",
        "--iterative",
        "--depth",
        "6",
        "--columns",
        "algorithm,order,value,nodes,passes",
        "-f",
        "json",
    ]);
    let j: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(j["iterative"], true);
    let rows = j["rows"].as_array().unwrap();
    let mtdf = rows.iter().find(|r| r["algorithm"] == "mtdf").unwrap();
    assert!(mtdf["passes"].as_u64().unwrap() >= 2 * 6, "{mtdf}");
    assert!(rows.iter().all(|r| r["value"] == rows[0]["value"]));
    // Without iterative deepening, searched once: fewer nodes for PVS, two passes for
    // MTD(f) from the right guess.
    let (out, _) = common::run_ok(&[
        "compare",
        "examples/english-initial.pos",
        "--algorithms",
        "pvs,mtdf",
        "--depth",
        "6",
        "--guess",
        "0",
        "-f",
        "json",
    ]);
    let once: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(once["guess"], 0);
    let mtdf_once = once["rows"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["algorithm"] == "mtdf")
        .unwrap();
    assert_eq!(mtdf_once["passes"], 2);
    // The text table says how the rows were searched.
    let (text, _) = common::run_ok(&[
        "compare",
        "examples/english-initial.pos",
        "--algorithms",
        "pvs,mtdf",
        "--iterative",
        "--depth",
        "4",
    ]);
    assert!(text.contains("Iterative deepening to depth 4"), "{text}");
    // The options that cannot apply are refused.
    for (args, needle) in [
        (&["--iterative"][..], "--iterative needs --depth N"),
        (
            &["--guess", "3", "--depth", "2"][..],
            "--guess is MTD(f)'s first guess",
        ),
        (
            &["--algorithms", "minimax", "--iterative", "--depth", "2"][..],
            "--iterative applies to",
        ),
    ] {
        let mut all = vec!["compare", "examples/aima-fig-5-2.pos"];
        all.extend_from_slice(args);
        if !args.contains(&"--algorithms") {
            all.extend(["--algorithms", "pvs"]);
        }
        let err = common::run_err(&all);
        assert!(err.contains(needle), "{args:?}: {err}");
    }
}
