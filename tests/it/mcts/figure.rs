//! Monte Carlo tree search: figure. The labels carry the recorded N and W (read back
//! from the SVG and the text tree and compared with the JSON recording, not with the
//! renderer's code), the edges' widths grow with the visits, `--max-children` keeps
//! the most visited children, every format renders a real game, TikZ compiles, the
//! same seed gives the same bytes, and the legend is translated.

use crate::common::{self, dot_to_svg, pdflatex, run_ok, svg_texts, typst_png};
use crate::languages::{assert_no_english, run_in};
use regex::Regex;
use serde_json::Value;

const TTT: [&str; 8] = [
    "search",
    "examples/tictactoe-empty.pos",
    "-a",
    "mcts",
    "--iterations",
    "200",
    "--seed",
    "1",
];

const C4: [&str; 6] = [
    "search",
    "examples/connect4-middle.pos",
    "-a",
    "mcts",
    "--iterations",
    "300",
];

/// `base` and `more`, as one argument list.
fn args<'a>(base: &[&'a str], more: &[&'a str]) -> Vec<&'a str> {
    base.iter().chain(more).copied().collect()
}

/// A recorded node: id, parent, visits N, total reward W.
type Recorded = (usize, Option<usize>, u64, i64);

/// The JSON recording of `base` and each of its nodes ([`Recorded`]).
fn recorded(base: &[&str]) -> (Value, Vec<Recorded>) {
    let json: Value = serde_json::from_str(&run_ok(&args(base, &["-f", "json"])).0).unwrap();
    let nodes = json["nodes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|n| {
            (
                n["id"].as_u64().unwrap() as usize,
                n["parent"].as_u64().map(|p| p as usize),
                n["visits"].as_u64().unwrap(),
                n["total"].as_i64().unwrap(),
            )
        })
        .collect();
    (json, nodes)
}

#[test]
fn svg_labels_are_the_recorded_w_over_n() {
    let (json, nodes) = recorded(&TTT);
    assert_eq!(
        json["scale"].as_i64().unwrap_or(1),
        1,
        "tic-tac-toe's rewards are whole"
    );
    let svg = run_ok(&args(&TTT, &["-f", "svg"])).0;
    let label = Regex::new(r"^(-?\d+)/(\d+)$").unwrap();
    let mut drawn: Vec<(i64, u64)> = svg_texts(&svg)
        .iter()
        .filter_map(|t| label.captures(t))
        .map(|c| (c[1].parse().unwrap(), c[2].parse().unwrap()))
        .collect();
    let mut want: Vec<(i64, u64)> = nodes.iter().map(|&(_, _, n, w)| (w, n)).collect();
    drawn.sort_unstable();
    want.sort_unstable();
    assert_eq!(drawn.len(), 201, "the root and one node an iteration");
    assert_eq!(drawn, want);
    // The legend says what the numbers are.
    assert!(svg.contains("W/N on a node"), "{svg}");
}

#[test]
fn text_lines_carry_n_w_and_q_in_recording_order() {
    let (_, nodes) = recorded(&TTT);
    let text = run_ok(&args(&TTT, &["-f", "text"])).0;
    let line = Regex::new(r"  N=(\d+)  W=(-?\d+)  Q=(-?\d+\.\d\d)").unwrap();
    let got: Vec<(u64, i64, f64)> = text
        .lines()
        .filter_map(|l| line.captures(l))
        .map(|c| {
            (
                c[1].parse().unwrap(),
                c[2].parse().unwrap(),
                c[3].parse().unwrap(),
            )
        })
        .collect();
    assert_eq!(got.len(), nodes.len(), "{text}");
    for (&(id, _, n, w), &(gn, gw, q)) in nodes.iter().zip(&got) {
        assert_eq!((gn, gw), (n, w), "node {id}");
        assert!((q - w as f64 / n as f64).abs() <= 0.005, "node {id}: Q {q}");
    }
    assert!(
        text.trim_end().ends_with("Q = W/N: the mean reward."),
        "{text}"
    );
}

#[test]
fn edges_are_wider_for_more_visits() {
    let svg = run_ok(&args(&TTT, &["-f", "svg", "--draw-depth", "2"])).0;
    let doc = roxmltree::Document::parse(&svg).unwrap();
    let f = |n: &roxmltree::Node, a: &str| n.attribute(a).unwrap().parse::<f64>().unwrap();
    let label = Regex::new(r"^-?\d+/(\d+)$").unwrap();
    // Each node's label: its centre x, its baseline y and its N.
    let labels: Vec<(f64, f64, u64)> = doc
        .descendants()
        .filter(|n| n.has_tag_name("text"))
        .filter_map(|n| {
            let c = label.captures(n.text()?)?;
            Some((f(&n, "x"), f(&n, "y"), c[1].parse().unwrap()))
        })
        .collect();
    // Each edge ends at the top of its child, above the child's label.
    let mut widths: Vec<(u64, f64)> = doc
        .descendants()
        .filter(|n| n.has_tag_name("line") && n.attribute("stroke-dasharray").is_none())
        .filter_map(|n| {
            let (x2, y2) = (f(&n, "x2"), f(&n, "y2"));
            let child = labels
                .iter()
                .filter(|l| (l.0 - x2).abs() < 0.5 && l.1 > y2 && l.1 - y2 < 30.0)
                .min_by(|a, b| a.1.total_cmp(&b.1))?;
            Some((child.2, f(&n, "stroke-width")))
        })
        .collect();
    assert!(widths.len() > 20, "{widths:?}");
    widths.sort_by(|a, b| a.0.cmp(&b.0).then(a.1.total_cmp(&b.1)));
    for w in widths.windows(2) {
        if w[0].0 == w[1].0 {
            assert_eq!(w[0].1, w[1].1, "equal visits, equal widths: {w:?}");
        } else {
            assert!(w[0].1 < w[1].1, "more visits, a wider edge: {w:?}");
        }
    }
}

#[test]
fn max_children_keeps_the_most_visited() {
    let (json, nodes) = recorded(&TTT);
    let played = json["best_move"].as_str().unwrap();
    let mut kids: Vec<(u64, i64, usize)> = nodes
        .iter()
        .filter(|n| n.1 == Some(0))
        .map(|&(id, _, n, w)| (n, w, id))
        .collect();
    assert_eq!(kids.len(), 9);
    // The three most visited, the first of equals first, and the move played.
    let mut ranked = kids.clone();
    ranked.sort_by_key(|k| (std::cmp::Reverse(k.0), k.2));
    let played_id = json["nodes"]
        .as_array()
        .unwrap()
        .iter()
        .find(|n| n["parent"] == 0 && n["move"] == played)
        .unwrap()["id"]
        .as_u64()
        .unwrap() as usize;
    let mut kept: Vec<usize> = ranked.iter().take(3).map(|k| k.2).collect();
    if !kept.contains(&played_id) {
        kept.push(played_id);
    }
    kids.retain(|k| kept.contains(&k.2));
    let mut want: Vec<String> = kids.iter().map(|k| format!("{}/{}", k.1, k.0)).collect();
    let left: u64 = ranked
        .iter()
        .filter(|k| !kept.contains(&k.2))
        .map(|k| k.0)
        .sum();

    let svg = run_ok(&args(
        &TTT,
        &["-f", "svg", "--draw-depth", "1", "--max-children", "3"],
    ))
    .0;
    let texts = svg_texts(&svg);
    let label = Regex::new(r"^-?\d+/\d+$").unwrap();
    let mut drawn: Vec<String> = texts
        .iter()
        .filter(|t| label.is_match(t))
        .skip(1)
        .cloned()
        .collect();
    drawn.sort();
    want.sort();
    assert_eq!(drawn, want);
    let more = Regex::new(r"^\+(\d+) more, N = (\d+)$").unwrap();
    let (count, visits) =
        texts
            .iter()
            .filter_map(|t| more.captures(t))
            .fold((0, 0), |(c, v), m| {
                (
                    c + m[1].parse::<usize>().unwrap(),
                    v + m[2].parse::<u64>().unwrap(),
                )
            });
    assert_eq!((count, visits), (9 - kept.len(), left), "{texts:?}");
}

/// Renders `base` in every format into `dir`, each file's name `stem.format`: the
/// whole tree, but Beamer's, which typesets the tree once an overlay and refuses more
/// than 60 nodes: its first level.
fn every_format(dir: &std::path::Path, base: &[&str], stem: &str) {
    for f in [
        "text", "svg", "dot", "tikz", "beamer", "typst", "forest", "png", "pdf", "html", "json",
    ] {
        let out = dir.join(format!("{stem}.{f}"));
        let out = out.to_str().unwrap();
        let depth: &[&str] = if f == "beamer" {
            &["--draw-depth", "1"]
        } else {
            &[]
        };
        let mut a = args(base, &["-f", f, "-o", out]);
        a.extend(depth);
        run_ok(&a);
        assert!(std::fs::metadata(out).unwrap().len() > 0, "{out}");
    }
}

#[test]
fn every_format_renders_tic_tac_toe_and_connect_four() {
    let dir = tempfile::tempdir().unwrap();
    every_format(dir.path(), &TTT, "ttt");
    every_format(dir.path(), &C4, "c4");
    // Graphviz reads the DOT without a warning; the pen widths are there.
    let dot = std::fs::read_to_string(dir.path().join("c4.dot")).unwrap();
    assert!(dot.contains("penwidth="), "{dot}");
    dot_to_svg(&dot);
    // The real Typst compiler reads the Typst figure.
    let png = typst_png(dir.path(), "ttt.typst");
    assert!(png.starts_with(b"\x89PNG"));
}

#[test]
fn tikz_and_forest_compile_with_pdflatex() {
    if std::process::Command::new("pdflatex")
        .arg("--version")
        .output()
        .is_err()
    {
        eprintln!("pdflatex is not installed: skipped");
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    for (f, name) in [("tikz", "t.tex"), ("forest", "f.tex")] {
        let out = dir.path().join(name);
        let more = ["--draw-depth", "2", "--max-children", "4", "-f", f, "-o"];
        let mut a = args(&TTT, &more);
        a.push(out.to_str().unwrap());
        run_ok(&a);
        let tex = std::fs::read_to_string(&out).unwrap();
        assert!(tex.contains("line width="), "{tex}");
        pdflatex(dir.path(), name);
    }
}

#[test]
fn the_same_seed_gives_the_same_bytes() {
    for f in ["svg", "tikz", "dot", "text", "typst"] {
        let a = common::gametree()
            .args(args(&TTT, &["-f", f]))
            .output()
            .unwrap();
        let b = common::gametree()
            .args(args(&TTT, &["-f", f]))
            .output()
            .unwrap();
        assert!(a.status.success());
        assert_eq!(a.stdout, b.stdout, "{f}");
    }
    // Another seed, another tree.
    let mut other = TTT;
    other[7] = "2";
    let a = run_ok(&args(&TTT, &["-f", "svg"])).0;
    let b = run_ok(&args(&other, &["-f", "svg"])).0;
    assert_ne!(a, b);
}

#[test]
fn the_legend_is_czech_in_czech() {
    let (code, svg, err) = run_in("cs", &args(&TTT, &["-f", "svg", "--draw-depth", "1"]));
    assert_eq!(code, 0, "{err}");
    let texts = svg_texts(&svg).join(" ");
    assert!(
        texts.contains("počet") || texts.contains("návštěv"),
        "{texts}"
    );
    assert!(!texts.contains("visited more"), "{texts}");
    assert_no_english(&texts, "cs mcts figure", &[]);
    let (code, text, err) = run_in("cs", &args(&TTT, &["-f", "text"]));
    assert_eq!(code, 0, "{err}");
    let legend = text.lines().last().unwrap();
    assert!(legend.contains("počet návštěv"), "{legend}");
    assert_no_english(legend, "cs mcts text legend", &[]);
    // Q with a decimal comma in Czech.
    assert!(
        Regex::new(r"Q=-?\d+,\d\d").unwrap().is_match(&text),
        "{text}"
    );
}

#[test]
fn the_report_carries_the_recorded_n_and_w_and_the_legend() {
    let aima = [
        "search",
        "examples/aima-fig-5-2.pos",
        "-a",
        "mcts",
        "--iterations",
        "12",
    ];
    let (_, nodes) = recorded(&aima);
    let html = run_ok(&args(&aima, &["-f", "html"])).0;
    let column = |key: &str| {
        let re = Regex::new(&format!(r#""{key}":\[([-0-9,]*)\]"#)).unwrap();
        let c = re.captures(&html).unwrap_or_else(|| panic!("{key}"));
        c[1].split(',')
            .map(|v| v.parse::<i64>().unwrap())
            .collect::<Vec<_>>()
    };
    let n: Vec<i64> = nodes.iter().map(|r| r.2 as i64).collect();
    let w: Vec<i64> = nodes.iter().map(|r| r.3).collect();
    assert_eq!(column("visits"), n);
    assert_eq!(column("total"), w);
    // The panel's words and the legend, in every language of the page.
    assert!(
        html.contains("\"figure-mcts-panel\":["),
        "the panel's message"
    );
    assert!(html.contains("\"mcts_legend\":{"), "the legend");
    // Other searches' reports have neither.
    let ab = run_ok(&["search", "examples/aima-fig-5-2.pos", "-f", "html"]).0;
    assert!(!ab.contains("\"visits\":["));
    assert!(!ab.contains("\"figure-mcts-panel\":[") && !ab.contains("\"mcts_legend\""));
}

#[test]
fn window_labels_are_refused_for_mcts() {
    let err = common::run_err(&args(&TTT, &["--label", "window", "-f", "svg"]));
    assert!(err.contains("--label value"), "{err}");
}

/// Issue 55 item 4a: an MCTS figure's title gives the estimate the search's summary
/// gives — the move played, its N and Q in MAX's view — never a minimax-like "value",
/// in every language.
#[test]
fn an_mcts_title_shows_the_move_played_and_its_q() {
    let base = [
        "search",
        "examples/tictactoe-empty.pos",
        "-a",
        "mcts",
        "--iterations",
        "200",
        "--seed",
        "1",
        "-f",
        "svg",
    ];
    let (svg, _) = run_ok(&base);
    assert!(
        svg.contains("<title>tictactoe — mcts: move played b3 (N = 30, Q = 0.47 for MAX)</title>"),
        "{}",
        svg.lines().nth(1).unwrap()
    );
    let (_, cs, _) = run_in("cs", &base);
    assert!(
        cs.contains("zahraný tah b3 (N = 30, Q = 0,47 pro MAX)</title>"),
        "{}",
        cs.lines().nth(1).unwrap()
    );
}

/// Issue 55 item 1: one order everywhere. After the same 8 iterations the exercise
/// sheet and the search's figure label root A alike, W/N as AIMA Fig. 5.10 writes
/// (`39/8`; the sheet once wrote `8/39`).
#[test]
fn the_sheet_and_the_search_write_w_over_n_alike() {
    let dir = tempfile::tempdir().unwrap();
    let tree = dir.path().join("t.pos");
    let tree = tree.to_str().unwrap();
    run_ok(&[
        "exercise", "-a", "mcts", "--seed", "3", "-f", "tree", "-o", tree,
    ]);
    let root = |svg: &str| {
        let desc = svg.split("<desc>").nth(1).unwrap();
        desc.split("The root: MAX node, shown as ")
            .nth(1)
            .unwrap()
            .split(['.', ','])
            .next()
            .unwrap()
            .to_string()
    };
    let (sheet, _) = run_ok(&["exercise", "-a", "mcts", "--seed", "3", "-f", "svg"]);
    let (search, _) = run_ok(&[
        "search",
        tree,
        "-a",
        "mcts",
        "--iterations",
        "8",
        "--seed",
        "3",
        "-f",
        "svg",
    ]);
    assert_eq!(root(&sheet), "39/8");
    assert_eq!(root(&search), "39/8");
    assert!(sheet.contains(">39/8</text>"), "{sheet}");
}
