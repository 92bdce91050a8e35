//! The figure formats: golden files for svg and tikz on the examples (reviewed by eye;
//! regenerate with `GAMETREE_BLESS=1 cargo test --test it figures::` and look at the diff),
//! LaTeX output compiled by the real `pdflatex` (standalone and inside Beamer), SVG
//! parsed as XML, and hostile labels kept inert in every format.

use crate::common;

use common::{golden, pdflatex, svg_texts};

/// Runs gametree with `args`, expects success, returns its standard output.
fn gametree(args: &[&str]) -> String {
    common::run_ok(args).0
}

/// The figures checked against golden files: (example, extra options, golden name).
const CASES: &[(&str, &[&str], &str)] = &[
    ("examples/aima-fig-5-2.pos", &[], "aima-fig-5-2"),
    (
        "examples/aima-fig-5-2.pos",
        &[
            "--values",
            "max",
            "--label",
            "bound",
            "-a",
            "alphabeta-soft",
        ],
        "aima-fig-5-2-soft-bound",
    ),
    (
        "examples/wikipedia-alpha-beta.pos",
        &["--label", "triple"],
        "wikipedia-alpha-beta-triple",
    ),
    (
        "examples/tictactoe-forced-win.pos",
        &["--label", "window"],
        "tictactoe-forced-win-window",
    ),
    // Fifteen draughts moves under one node: labels spaced by their real widths.
    (
        "examples/czech-kuhr-example-1-2.pos",
        &["--depth", "2"],
        "czech-kuhr-example-1-2",
    ),
    // Left to right, labels on their children's rows, pruned moves with cut marks.
    (
        "examples/kuhr-fig-18.pos",
        &[
            "--label",
            "triple",
            "--values",
            "side-to-move",
            "--direction",
            "right",
        ],
        "kuhr-fig-18-right",
    ),
    // Pruned subtrees left out (stubs with cut marks), a title with TeX's specials.
    (
        "examples/tictactoe-empty.pos",
        &[
            "--depth",
            "2",
            "--pruned",
            "hide",
            "--title",
            "Tic-tac-toe & alpha-beta: 100% {depth 2}",
        ],
        "tictactoe-empty-hide",
    ),
    // AIMA's own look: MAX ▲, MIN ▼, leaves bare numbers (pruned ones grey).
    (
        "examples/aima-fig-5-2.pos",
        &["--style", "aima"],
        "aima-fig-5-2-aima",
    ),
    // Black and white for an exam, with windows.
    (
        "examples/wikipedia-alpha-beta.pos",
        &["--style", "mono", "--label", "window"],
        "wikipedia-alpha-beta-mono",
    ),
    // Positions in the nodes: Kalah's pits with the root's pit numbers, an extra turn.
    (
        "examples/kalah-4-3.pos",
        &["--depth", "2", "--boards"],
        "kalah-4-3-boards",
    ),
    // Names with values, a deep search drawn one ply deep with long moves turned.
    (
        "examples/aima-fig-5-2.pos",
        &["--names"],
        "aima-fig-5-2-names",
    ),
    (
        "examples/czech-kuhr-example-1-2.pos",
        &["--depth", "3", "--draw-depth", "1"],
        "czech-kuhr-example-1-2-draw-depth",
    ),
    // Chance nodes: circles, probabilities on the edges, Star2's windows and probes.
    (
        "examples/aima-fig-5-12.pos",
        &["-a", "star2", "--leaf-bounds", "0..5", "--label", "triple"],
        "aima-fig-5-12-star2-triple",
    ),
    // AIMA's look with chance nodes: circles between the triangles (AIMA Fig. 5.11).
    (
        "examples/aima-fig-5-12.pos",
        &["-a", "expectiminimax", "--style", "aima"],
        "aima-fig-5-12-aima",
    ),
];

#[test]
fn svg_and_tikz_match_their_golden_files() {
    for (file, extra, name) in CASES {
        for (format, ext) in [("svg", "svg"), ("tikz", "tex")] {
            let mut args = vec!["search", file, "-f", format];
            args.extend_from_slice(extra);
            golden(&format!("{name}.{ext}"), &gametree(&args));
        }
    }
}

#[test]
fn svg_is_well_formed_and_self_contained() {
    for (file, extra, _) in CASES {
        let mut args = vec!["search", file, "-f", "svg"];
        args.extend_from_slice(extra);
        let svg = gametree(&args);
        let doc = roxmltree::Document::parse(&svg).expect("well-formed XML");
        assert_eq!(doc.root_element().tag_name().name(), "svg");
        assert!(!svg.contains("<script"), "no script in the static SVG");
        assert!(!svg.contains("href"), "no external resources");
    }
}

#[test]
fn tikz_compiles_with_pdflatex_and_in_beamer() {
    let dir = tempfile::tempdir().unwrap();
    for (i, (file, extra, _)) in CASES.iter().enumerate() {
        let mut args = vec!["search", file, "-f", "tikz"];
        args.extend_from_slice(extra);
        std::fs::write(dir.path().join(format!("fig{i}.tex")), gametree(&args)).unwrap();
        pdflatex(dir.path(), &format!("fig{i}.tex"));
        common::assert_outline_fonts(&dir.path().join(format!("fig{i}.pdf")));
    }
    std::fs::write(
        dir.path().join("slides.tex"),
        "\\documentclass{beamer}\n\\usepackage{standalone}\n\\usepackage{tikz}\n\\usetikzlibrary{shapes.geometric}\n\\begin{document}\n\\begin{frame}{AIMA Fig. 5.2}\n\\centering\\resizebox{\\linewidth}{!}{\\includestandalone{fig0}}\n\\end{frame}\n\\end{document}\n",
    )
    .unwrap();
    pdflatex(dir.path(), "slides.tex");
}

const EVIL: &str = "game: tree\ntree: [<script>window.__pwned=1</script>: q\"u'o\\te: 1 {b}%$&_^~: [2 <img/src=x/onerror=window.__pwned=2>: 3] x: 4]\n";

#[test]
fn hostile_labels_are_escaped_in_every_format() {
    let dir = tempfile::tempdir().unwrap();
    let f = dir.path().join("evil.pos");
    std::fs::write(&f, EVIL).unwrap();
    let f = f.to_str().unwrap();

    let svg = gametree(&["search", f, "-f", "svg", "--label", "triple"]);
    let doc = roxmltree::Document::parse(&svg).expect("well-formed XML");
    let texts: Vec<&str> = doc.descendants().filter_map(|n| n.text()).collect();
    assert!(texts.contains(&"q\"u'o\\te"), "{texts:?}");
    assert!(texts.contains(&"{b}%$&_^~"), "{texts:?}");
    assert!(doc
        .descendants()
        .all(|n| !n.has_tag_name("script") && !n.has_tag_name("img")));

    let tex = gametree(&["search", f, "-f", "tikz"]);
    std::fs::write(dir.path().join("evil.tex"), tex).unwrap();
    pdflatex(dir.path(), "evil.tex");

    let html = gametree(&["search", f, "-f", "html"]);
    assert_eq!(
        html.matches("<script").count(),
        4,
        "only the report's own four script elements (data, messages, formatter, script)"
    );
    assert!(!html.contains("<img"));
    assert!(html.contains("\\u003cscript\\u003ewindow.__pwned=1\\u003c/script\\u003e"));

    let dot = gametree(&["search", f, "-f", "dot"]);
    common::dot_to_svg(&dot);
}

/// ... and with PVS, whose re-searches repeat a move: the pruned leaves below a
/// re-search keep the values the tree gives them (render lost them: it looked for the
/// scout's move among the moves not yet used).
#[test]
fn render_reproduces_search_output_from_json() {
    let dir = tempfile::tempdir().unwrap();
    let json = dir.path().join("t.json");
    for algorithm in ["alphabeta", "pvs"] {
        gametree(&[
            "search",
            "examples/wikipedia-alpha-beta.pos",
            "-a",
            algorithm,
            "-f",
            "json",
            "-o",
            json.to_str().unwrap(),
        ]);
        for format in ["text", "json", "dot", "svg", "tikz"] {
            let direct = gametree(&[
                "search",
                "examples/wikipedia-alpha-beta.pos",
                "-a",
                algorithm,
                "-f",
                format,
                "--label",
                "bound",
                "--color",
                "never",
            ]);
            let again = gametree(&[
                "render",
                json.to_str().unwrap(),
                "-f",
                format,
                "--label",
                "bound",
                "--color",
                "never",
            ]);
            assert_eq!(direct, again, "{algorithm}: {format}");
        }
    }
}

#[test]
fn render_rejects_bad_json_with_a_location() {
    let dir = tempfile::tempdir().unwrap();
    let bad = dir.path().join("bad.json");
    std::fs::write(&bad, "{\n  \"schema\": \"gametree/1\",\n  \"game\": 3\n}\n").unwrap();
    let err = common::run_err(&["render", bad.to_str().unwrap()]);
    assert!(err.contains("bad.json:3:"), "{err}");
    // A node whose parent comes after it.
    let j = gametree(&["search", "examples/aima-fig-5-2.pos", "-f", "json"]);
    let broken = j.replacen("\"id\":1,\"parent\":0", "\"id\":1,\"parent\":5", 1);
    std::fs::write(&bad, broken).unwrap();
    let err = common::run_err(&["render", bad.to_str().unwrap()]);
    assert!(
        err.contains("expected a parent id smaller than 1, found 5"),
        "{err}"
    );
}

#[test]
fn exercise_sheets_and_solutions_compile_with_pdflatex() {
    let dir = tempfile::tempdir().unwrap();
    let args = [
        "exercise",
        "--seed",
        "11",
        "--depth",
        "4",
        "--branching",
        "2..3",
    ];
    let mut blank = args.to_vec();
    blank.extend(["--format", "tikz"]);
    let sheet = gametree(&blank);
    // The TikZ sheet has the SVG sheet's title and instructions.
    let svg = gametree(&[&args[..], &["--format", "svg"]].concat());
    assert!(
        svg.contains("Alpha-beta exercise (seed 11)")
            && svg.contains("Work alpha-beta left to right")
    );
    assert!(
        sheet.contains("\\textbf{Alpha-{}beta exercise (seed 11)}"),
        "{sheet}"
    );
    assert!(
        sheet.contains("Work alpha-{}beta left to right, fail-{}hard"),
        "{sheet}"
    );
    assert!(
        sheet.contains("labelled A, B, \\ldots{} in visit order"),
        "{sheet}"
    );
    std::fs::write(dir.path().join("sheet.tex"), sheet).unwrap();
    pdflatex(dir.path(), "sheet.tex");
    blank.push("--solution");
    std::fs::write(dir.path().join("solution.tex"), gametree(&blank)).unwrap();
    pdflatex(dir.path(), "solution.tex");
}

#[test]
fn exercise_sheets_and_solutions_as_png_and_pdf() {
    let dir = tempfile::tempdir().unwrap();
    for (format, magic) in [("png", &b"\x89PNG\r\n\x1a\n"[..]), ("pdf", &b"%PDF-"[..])] {
        for solution in [false, true] {
            let out = dir.path().join(format!("sheet-{solution}.{format}"));
            let mut args = vec![
                "exercise",
                "--seed",
                "11",
                "-f",
                format,
                "-o",
                out.to_str().unwrap(),
            ];
            if solution {
                args.push("--solution");
            }
            common::run_ok(&args);
            let bytes = std::fs::read(&out).unwrap();
            assert!(bytes.starts_with(magic), "{format} {solution}");
        }
    }
    // The PDF is one page (pdfinfo, from Poppler).
    let info = std::process::Command::new("pdfinfo")
        .arg(dir.path().join("sheet-false.pdf"))
        .output()
        .expect("pdfinfo (poppler-utils)");
    let info = String::from_utf8_lossy(&info.stdout);
    assert!(
        info.lines()
            .any(|l| l.starts_with("Pages:") && l.ends_with(" 1")),
        "{info}"
    );
}

/// The number of node outlines (boxes and ellipses with a stroke, the outer one of a
/// finished game counted once) of an SVG figure.
fn svg_nodes(svg: &str) -> usize {
    let doc = roxmltree::Document::parse(svg).expect("well-formed SVG");
    doc.descendants()
        .filter(|n| {
            (n.has_tag_name("rect") || n.has_tag_name("ellipse"))
                && n.attribute("stroke").is_some()
                && n.attribute("fill") != Some("none")
        })
        .count()
}

#[test]
fn pruned_leaves_of_trees_keep_their_values_and_pruned_edges_a_cut_mark() {
    let aima = "examples/aima-fig-5-2.pos";
    let svg = gametree(&["search", aima, "-f", "svg"]);
    // C's pruned leaves 4 and 6 in grey, each edge into them cut (two strokes).
    for v in ["4", "6"] {
        assert!(
            svg.contains(&format!("fill=\"#9e9e9e\">{v}</text>")),
            "{v} grey"
        );
    }
    assert_eq!(svg.matches("stroke-linecap=\"round\"").count(), 4, "{svg}");
    // In the side to move's view the MAX leaves below C keep their signs.
    let svg = gametree(&["search", aima, "-f", "svg", "--values", "side-to-move"]);
    assert!(svg.contains("fill=\"#9e9e9e\">4</text>"));
    // `--pruned empty`: Kühr's empty grey outlines, still cut.
    let svg = gametree(&["search", aima, "-f", "svg", "--pruned", "empty"]);
    assert!(!svg.contains("fill=\"#9e9e9e\">4</text>"));
    assert_eq!(svg.matches("stroke-linecap=\"round\"").count(), 4);
    // TikZ: the same values and marks.
    let tex = gametree(&["search", aima, "-f", "tikz"]);
    assert!(tex.contains(",gtpruned,minimum width=0.7cm] (n7) at "));
    assert!(tex.contains("{4};") && tex.contains("{6};"), "{tex}");
    assert_eq!(tex.matches("\\draw[gtcut]").count(), 4);
    // Games know no values of what they prune.
    let svg = tictactoe_depth_2(&[]);
    let doc = roxmltree::Document::parse(&svg).unwrap();
    let grey: Vec<&str> = doc
        .descendants()
        .filter(|n| n.has_tag_name("text") && n.attribute("fill") == Some("#9e9e9e"))
        .filter_map(|n| n.text())
        .collect();
    assert!(grey.len() > 40, "the pruned moves' names");
    assert!(
        grey.iter().all(|t| t.parse::<i64>().is_err()),
        "no grey values: {grey:?}"
    );
}

/// The SVG of tic-tac-toe's empty board searched two plies deep, with `extra` options.
fn tictactoe_depth_2(extra: &[&str]) -> String {
    let mut a = vec![
        "search",
        "examples/tictactoe-empty.pos",
        "--depth",
        "2",
        "-f",
        "svg",
    ];
    a.extend_from_slice(extra);
    gametree(&a)
}

#[test]
fn hidden_pruned_moves_leave_a_cut_stub() {
    let shown = tictactoe_depth_2(&[]);
    let hidden = tictactoe_depth_2(&["--pruned", "hide"]);
    // 46 pruned moves drawn, then left out; one stub for each of the 7 nodes that cut
    // off, with its tooltip and two strokes.
    assert_eq!(svg_nodes(&shown) - svg_nodes(&hidden), 46);
    assert_eq!(
        hidden.matches("moves pruned</title>").count(),
        7,
        "{hidden}"
    );
    assert_eq!(hidden.matches("stroke-linecap=\"round\"").count(), 14);
    assert!(!hidden.contains("stroke-dasharray=\"4 3\"/>\n<text"));
    let width = |svg: &str| -> f64 {
        let doc = roxmltree::Document::parse(svg).unwrap();
        doc.root_element()
            .attribute("width")
            .unwrap()
            .parse()
            .unwrap()
    };
    assert!(width(&hidden) < 0.5 * width(&shown));
}

#[test]
fn draw_depth_draws_the_top_of_a_deeper_search() {
    let file = "examples/czech-kuhr-example-1-2.pos";
    let deep = gametree(&["search", file, "--depth", "3", "-f", "json"]);
    let drawn = |n: &str| {
        gametree(&[
            "search",
            file,
            "--depth",
            "3",
            "-f",
            "svg",
            "--draw-depth",
            n,
        ])
    };
    let one = drawn("1");
    // The root and its five moves, each but the finished game a3-d6-g3-e1 with a
    // triangle for its subtree; the values are the depth-3 search's.
    assert_eq!(svg_nodes(&one), 6);
    assert_eq!(one.matches("<path d=").count(), 4);
    let j: serde_json::Value = serde_json::from_str(&deep).unwrap();
    let root = j["value"].to_string();
    assert!(
        svg_texts(&one).contains(&root),
        "{root} in {:?}",
        svg_texts(&one)
    );
    let none = drawn("0");
    assert_eq!(svg_nodes(&none), 1);
}

#[test]
fn edge_labels_and_names() {
    let aima = "examples/aima-fig-5-2.pos";
    let texts = |extra: &[&str]| {
        let mut a = vec!["search", aima, "-f", "svg"];
        a.extend_from_slice(extra);
        svg_texts(&gametree(&a))
    };
    let count = |t: &[String], s: &str| t.iter().filter(|x| *x == s).count();
    // auto: the named moves B, C, D, not the leaves' 1, 2, 3.
    let auto = texts(&[]);
    assert_eq!(count(&auto, "B"), 1);
    assert_eq!(count(&auto, "1"), 0, "{auto:?}");
    let always = texts(&["--edge-labels", "always"]);
    assert_eq!(count(&always, "1"), 3);
    assert_eq!(count(&always, "B"), 1);
    let never = texts(&["--edge-labels", "never"]);
    assert_eq!(count(&never, "B"), 0);
    // --names: the names in the nodes, and then no edge labels by default.
    let names = texts(&["--names"]);
    assert!(names.contains(&"A: 3".to_string()) && names.contains(&"C: ≤3".to_string()));
    assert_eq!(count(&names, "B"), 0, "{names:?}");
    let names = texts(&["--names", "--label", "triple"]);
    assert!(names.contains(&"B: -∞ | 3 | ∞".to_string()), "{names:?}");
    // Games always label their moves.
    let ttt = svg_texts(&gametree(&[
        "search",
        "examples/tictactoe-forced-win.pos",
        "-f",
        "svg",
        "--edge-labels",
        "auto",
    ]));
    assert!(ttt.contains(&"a1".to_string()));
}

#[test]
fn the_tree_grows_right_and_titles_are_escaped() {
    let svg = gametree(&[
        "search",
        "examples/aima-fig-5-2.pos",
        "-f",
        "svg",
        "--direction",
        "right",
        "--title",
        "<AIMA> & 5.2",
    ]);
    let doc = roxmltree::Document::parse(&svg).unwrap();
    let texts = svg_texts(&svg);
    assert_eq!(texts[0], "<AIMA> & 5.2", "the title first");
    assert!(svg.contains("<title>&lt;AIMA&gt; &amp; 5.2</title>"));
    // Leaves to the right of the root, one above the other.
    let xs: Vec<(f64, f64)> = doc
        .descendants()
        .filter(|n| n.has_tag_name("rect") && n.attribute("stroke").is_some())
        .map(|n| {
            (
                n.attribute("x").unwrap().parse().unwrap(),
                n.attribute("y").unwrap().parse().unwrap(),
            )
        })
        .collect();
    let (root, leaves) = (xs[0], &xs[1..]);
    assert!(leaves.iter().all(|l| l.0 > root.0 + 100.0), "{xs:?}");
    assert!(leaves.windows(2).all(|w| w[1].1 > w[0].1), "{xs:?}");
}

#[test]
fn window_labels_need_windows() {
    let minimax_window = [
        "search",
        "examples/aima-fig-5-2.pos",
        "-a",
        "minimax",
        "--label",
        "window",
    ];
    let err = common::run_err(&[&minimax_window[..], &["-f", "svg"]].concat());
    assert!(
        err.contains("--label window shows α–β windows, but this minimax recording has none"),
        "{err}"
    );
    // The text format has no labels to refuse; alpha-beta has windows.
    gametree(&minimax_window);
    gametree(&[
        "search",
        "examples/aima-fig-5-2.pos",
        "--label",
        "triple",
        "-f",
        "tikz",
    ]);
}

/// Runs gametree with `args` and returns its standard output as bytes.
fn bytes(args: &[&str]) -> Vec<u8> {
    let out = common::gametree().args(args).output().unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    out.stdout
}

/// Width and height of a PNG, from its IHDR chunk.
fn png_size(png: &[u8]) -> (u32, u32) {
    assert_eq!(&png[..8], b"\x89PNG\r\n\x1a\n", "a PNG signature");
    let be = |i: usize| u32::from_be_bytes(png[i..i + 4].try_into().unwrap());
    (be(16), be(20))
}

#[test]
fn png_and_pdf_are_rendered_in_process_identically_every_time() {
    let fig = "examples/aima-fig-5-2.pos";
    let svg = gametree(&["search", fig, "-f", "svg"]);
    let doc = roxmltree::Document::parse(&svg).unwrap();
    let width: f64 = doc
        .root_element()
        .attribute("width")
        .unwrap()
        .parse()
        .unwrap();
    let png = bytes(&["search", fig, "-f", "png"]);
    assert_eq!(png, bytes(&["search", fig, "-f", "png"]), "deterministic");
    // --scale 2 by default: twice the SVG's pixels; --scale 1 the SVG's own.
    let (w2, _) = png_size(&png);
    assert_eq!(w2, (width * 2.0).round() as u32);
    let (w1, _) = png_size(&bytes(&["search", fig, "-f", "png", "--scale", "1"]));
    assert_eq!(w1, width.round() as u32);
    let pdf = bytes(&["search", fig, "-f", "pdf"]);
    assert!(pdf.starts_with(b"%PDF-"));
    assert_eq!(pdf, bytes(&["search", fig, "-f", "pdf"]), "deterministic");
    // Poppler reads the PDF back, and the labels are text in it.
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("fig.pdf");
    std::fs::write(&path, &pdf).unwrap();
    let text = std::process::Command::new("pdftotext")
        .args([path.to_str().unwrap(), "-"])
        .output()
        .expect("pdftotext must be installed (scripts/test installs poppler-utils)");
    assert!(text.status.success());
    let text = String::from_utf8_lossy(&text.stdout);
    for label in ["B", "C", "D", "12", "14"] {
        assert!(text.contains(label), "{label} in {text}");
    }
    let err = common::run_err(&["search", fig, "-f", "png", "--scale", "100"]);
    assert!(err.contains("--scale must be between 0.1 and 8"), "{err}");
}

#[test]
fn figures_above_the_size_guard_are_refused_and_the_largest_tikz_compiles() {
    // Tic-tac-toe from the empty board: 28,654 recorded nodes.
    let err = common::run_err(&["search", "examples/tictactoe-empty.pos", "-f", "tikz"]);
    assert!(
        err.contains("would draw 28654 nodes, more than 1200") && err.contains("--format html"),
        "{err}"
    );
    let err = common::run_err(&["search", "examples/tictactoe-empty.pos", "-f", "svg"]);
    assert!(err.contains("more than 5000"), "{err}");
    // The largest TikZ figure allowed, with the longest labels (triples of nine-digit
    // values), compiles in pdflatex: 34 × 34 leaves, 1,191 nodes.
    let mut seed = 12345u64;
    let mut value = || {
        seed = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (seed >> 33) as i64 % 999_999_999
    };
    let subtrees: Vec<String> = (0..34)
        .map(|_| {
            let leaves: Vec<String> = (0..34).map(|_| (-value()).to_string()).collect();
            format!("[{}]", leaves.join(" "))
        })
        .collect();
    let dir = tempfile::tempdir().unwrap();
    let pos = common::write_file(
        dir.path(),
        "big.pos",
        &format!("game: tree\nroot: max\ntree: [{}]\n", subtrees.join(" ")),
    );
    // The worst ordering prunes nothing here: every node has its window.
    let tex = gametree(&[
        "search", &pos, "--order", "worst", "-f", "tikz", "--label", "triple",
    ]);
    let nodes: Vec<&str> = tex.lines().filter(|l| l.starts_with("\\node[")).collect();
    assert_eq!(nodes.len(), 1191);
    assert!(
        !nodes.iter().any(|l| l.contains("gtpruned")),
        "nothing pruned"
    );
    std::fs::write(dir.path().join("big.tex"), tex).unwrap();
    pdflatex(dir.path(), "big.tex");
}

#[test]
fn beamer_reveals_the_search_one_step_per_overlay_and_compiles() {
    // AIMA Fig. 5.2: 16 steps (enter A, enter B, three leaves, leave B, enter C, its
    // leaf, the cut-off, leave C, enter D, three leaves, leave D, leave A).
    let tex = gametree(&["search", "examples/aima-fig-5-2.pos", "-f", "beamer"]);
    assert!(tex.contains("% 16 overlays, one a search step"), "{tex}");
    // Overlay 9 is the step figure of C's cut-off (the one of `--steps`): the root
    // open at ≥3, C open at ≤2 and ringed red, its pruned leaves, D not reached yet,
    // and the caption with the numbers.
    let nine = tex.split("\\only<9>{").nth(1).unwrap();
    let nine = nine.split("\\only<10>").next().unwrap();
    assert!(
        nine.contains("[gtmax,gtopen,minimum width=0.792cm] (n0) at (6.548,0.575) {$\\geq$3}"),
        "{nine}"
    );
    assert!(
        nine.contains("[gtmin,gtopen,minimum width=0.7cm] (n5) at (6.544,2.125) {$\\leq$2}"),
        "{nine}"
    );
    assert_eq!(nine.matches("[gtmax,gtpruned").count(), 2, "{nine}");
    assert!(nine.contains("\\node[gtmin,gtnotyet"), "{nine}");
    assert!(
        nine.contains("\\draw[gtcutring] (6.544,2.125) ellipse"),
        "{nine}"
    );
    assert!(nine.contains("{Step 9 of 16: Cut-{}off at C: $\\alpha$ = 3 $\\geq$ $\\beta$ = 2, so C.2 and C.3 are never searched.}"), "{nine}");
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("steps.tex"), &tex).unwrap();
    pdflatex(dir.path(), "steps.tex");
    let info = std::process::Command::new("pdfinfo")
        .arg(dir.path().join("steps.pdf"))
        .output()
        .expect("pdfinfo (poppler-utils)");
    let info = String::from_utf8_lossy(&info.stdout);
    assert!(
        info.lines()
            .any(|l| l.starts_with("Pages:") && l.ends_with(" 16")),
        "{info}"
    );
    // A 16:9 slide (160 mm by 90 mm), the page the width warning and the readable
    // label size are reckoned for (issue 55 item 13).
    assert!(
        info.contains("Page size:       453.543 x 255.118 pts"),
        "{info}"
    );
    // Each overlay is scaled to the text width (140 mm): the node values, \footnotesize
    // (8 pt) at the picture's own size, are at least 7 pt on the page.
    let bbox = tex
        .split("\\path[use as bounding box] (0,0) rectangle (")
        .nth(1)
        .unwrap();
    let width_cm: f64 = bbox.split(',').next().unwrap().parse().unwrap();
    let label_pt = 8.0 * 14.0 / width_cm;
    assert!(label_pt >= 7.0, "labels {label_pt:.1} pt on the slide");
    // Too many nodes for a step-by-step frame.
    let err = common::run_err(&[
        "search",
        "examples/wikipedia-alpha-beta.pos",
        "-f",
        "beamer",
        "--max-drawn",
        "10",
    ]);
    assert!(err.contains("more than 10"), "{err}");
}

/// AIMA Fig. 5.2 at every default: C and D are only at most 3 (fail-hard alpha-beta
/// returns α = 3 for them; their values are 2), and every format says `≤3`, never a
/// bare 3 for them.
#[test]
fn bounds_carry_their_sign_in_every_format() {
    let aima = "examples/aima-fig-5-2.pos";
    let out = |format: &str| gametree(&["search", aima, "-f", format]);
    let text = out("text");
    assert!(
        text.contains("C  MIN  [3, ∞]  ≤3") && text.contains("D  MIN  [3, ∞]  ≤3"),
        "{text}"
    );
    let svg = out("svg");
    assert_eq!(svg.matches(">≤3</text>").count(), 2, "{svg}");
    let tikz = out("tikz");
    assert_eq!(tikz.matches("{$\\leq$3}").count(), 2, "{tikz}");
    let dot = out("dot");
    assert_eq!(dot.matches("label=\"≤3\"").count(), 2, "{dot}");
    // Beamer's last overlay, the finished search.
    let beamer = out("beamer");
    let last = beamer.split("\\only<16>{").nth(1).unwrap();
    assert_eq!(last.matches("{$\\leq$3}").count(), 2, "{last}");
    // The report draws its labels in the browser from the recorded bounds
    // (tests/browser/report.rs compares them with the Rust labels); its data says "upper".
    let json = out("json");
    let j: serde_json::Value = serde_json::from_str(&json).unwrap();
    for id in [5, 9] {
        assert_eq!(
            j["nodes"][id]["bound"], "lower",
            "side to move's view: {}",
            j["nodes"][id]
        );
        assert_eq!(j["nodes"][id]["score"], 3);
    }
}

/// Issue 28, item 6: `--style dark` for dark slide themes and `--background` (none:
/// transparent; a colour) in every figure format: SVG, PNG (its pixels), PDF, TikZ
/// (compiled), DOT (through Graphviz) and Beamer.
#[test]
fn dark_style_and_backgrounds_in_every_figure_format() {
    let dir = tempfile::tempdir().unwrap();
    let fig = "examples/aima-fig-5-2.pos";
    use common::run_ok;
    let out = |args: &[&str]| run_ok(&[&["search", fig][..], args].concat()).0;
    // Dark: dark grey paper behind everything, light ink, no white anywhere.
    let svg = out(&["-f", "svg", "--style", "dark"]);
    assert!(
        svg.contains("<rect width=\"100%\" height=\"100%\" fill=\"#1e1e1e\"/>"),
        "{svg}"
    );
    assert!(svg.contains("fill=\"#e8eaed\""), "{svg}");
    assert!(!svg.contains("#ffffff"), "{svg}");
    // Transparent: no background; the patches behind labels keep the paper.
    let svg = out(&["-f", "svg", "--background", "none"]);
    assert!(!svg.contains("height=\"100%\""), "{svg}");
    assert!(svg.contains("fill=\"#ffffff\""), "{svg}");
    let svg = out(&["-f", "svg", "--background", "#336699"]);
    assert!(svg.contains("<rect width=\"100%\" height=\"100%\" fill=\"#336699\"/>"));
    // PNG pixels: the corner is transparent, dark grey, or the colour.
    let corner = |args: &[&str]| {
        let png = dir.path().join("f.png");
        run_ok(
            &[
                &["search", fig, "-f", "png", "-o", png.to_str().unwrap()][..],
                args,
            ]
            .concat(),
        );
        let decoder = png::Decoder::new(std::fs::File::open(&png).unwrap());
        let mut reader = decoder.read_info().unwrap();
        let mut buf = vec![0; reader.output_buffer_size()];
        let info = reader.next_frame(&mut buf).unwrap();
        assert_eq!(info.color_type, png::ColorType::Rgba);
        [buf[0], buf[1], buf[2], buf[3]]
    };
    assert_eq!(corner(&[]), [255, 255, 255, 255]);
    assert_eq!(corner(&["--background", "none"])[3], 0);
    assert_eq!(corner(&["--style", "dark"]), [0x1e, 0x1e, 0x1e, 255]);
    assert_eq!(
        corner(&["--background", "#336699"]),
        [0x33, 0x66, 0x99, 255]
    );
    // PDF: converted without error.
    let pdf = dir.path().join("f.pdf");
    run_ok(&[
        "search",
        fig,
        "-f",
        "pdf",
        "--style",
        "dark",
        "-o",
        pdf.to_str().unwrap(),
    ]);
    assert!(std::fs::read(&pdf).unwrap().starts_with(b"%PDF"));
    // TikZ: the background and the paper colour defined, and it compiles.
    let tikz = out(&["-f", "tikz", "--style", "dark"]);
    assert!(
        tikz.contains("\\definecolor{gtbackground}{HTML}{1E1E1E}"),
        "{tikz}"
    );
    assert!(
        tikz.contains("\\definecolor{gtpaper}{HTML}{1E1E1E}"),
        "{tikz}"
    );
    assert!(
        tikz.contains("fill=gtpaper") && !tikz.contains("fill=white"),
        "{tikz}"
    );
    std::fs::write(dir.path().join("dark.tex"), &tikz).unwrap();
    common::pdflatex(dir.path(), "dark.tex");
    let tikz = out(&["-f", "tikz", "--background", "none"]);
    assert!(!tikz.contains("gtbackground") && tikz.contains("fill=white"));
    // DOT: Graphviz's background and ink.
    let dot = out(&["-f", "dot", "--style", "dark"]);
    assert!(
        dot.contains("bgcolor=\"#1e1e1e\"") && dot.contains("fontcolor=\"#e8eaed\""),
        "{dot}"
    );
    let drawn = common::dot_to_svg(&dot);
    assert!(drawn.contains("#1e1e1e"), "{drawn}");
    assert!(out(&["-f", "dot", "--background", "none"]).contains("bgcolor=transparent"));
    // Beamer: the step pictures in the dark style compile too.
    let beamer = out(&["-f", "beamer", "--style", "dark"]);
    assert!(beamer.contains("gtbackground"));
    std::fs::write(dir.path().join("dark-beamer.tex"), &beamer).unwrap();
    common::pdflatex(dir.path(), "dark-beamer.tex");
    // A bad colour: exit 2 and what was expected.
    let err = common::run_err(&["search", fig, "-f", "svg", "--background", "blue"]);
    assert!(
        err.contains("expected `paper`, `none` or a colour `#rrggbb`, found `blue`"),
        "{err}"
    );
}

/// Issue 28, item 5: `--format typst` (compiled by the real Typst compiler) and
/// `--format forest` (compiled by pdflatex) on real positions, every node showing what
/// the SVG shows — the same labels, bounds with ≥/≤, views, pruned nodes dashed with a
/// cut mark, styles.
#[test]
fn typst_and_forest_figures_compile_and_say_what_the_svg_says() {
    use common::{run_ok, svg_texts};
    let dir = tempfile::tempdir().unwrap();
    let cases: &[&[&str]] = &[
        &["examples/aima-fig-5-2.pos"],
        &[
            "examples/aima-fig-5-2.pos",
            "--style",
            "aima",
            "--values",
            "side-to-move",
        ],
        &[
            "examples/kuhr-fig-18.pos",
            "--label",
            "triple",
            "--pruned",
            "empty",
        ],
        &[
            "examples/aima-fig-5-12.pos",
            "-a",
            "star1",
            "--leaf-bounds",
            "0..10",
            "--direction",
            "right",
        ],
        &[
            "examples/tictactoe-empty.pos",
            "--depth",
            "2",
            "--max-children",
            "3",
            "--pruned",
            "hide",
            "--style",
            "dark",
        ],
        &[
            "examples/kalah-4-3.pos",
            "--depth",
            "3",
            "--draw-depth",
            "2",
            "--title",
            "Kalah(4,3)",
        ],
        &["examples/czech-kuhr-example-1-2.pos", "--depth", "2"],
    ];
    // The last string literal of each line that draws a text.
    let literal = regex::Regex::new(r#""((?:[^"\\]|\\.)*)""#).unwrap();
    for (k, case) in cases.iter().enumerate() {
        let render = |format: &str| run_ok(&[&["search"], &case[..], &["-f", format]].concat()).0;
        let svg = render("svg");
        // Every text the SVG draws: labels, moves, the title, the legend.
        let mut want: Vec<String> = svg_texts(&svg);
        want.sort();
        // Typst: the same texts, as Typst strings; the file compiles.
        let typ = render("typst");
        let mut got: Vec<String> = typ
            .lines()
            .filter(|l| l.contains("text(size:"))
            .filter_map(|l| literal.captures_iter(l).last().map(|c| c[1].to_string()))
            .map(|s| s.replace("\\\"", "\"").replace("\\\\", "\\"))
            .collect();
        got.sort();
        assert_eq!(got, want, "{case:?}: typst texts");
        let name = format!("f{k}.typ");
        std::fs::write(dir.path().join(&name), &typ).unwrap();
        let png = common::typst_png(dir.path(), &name);
        assert!(png.starts_with(b"\x89PNG") && png.len() > 1000, "{case:?}");
        // Forest: each node's label and each move, TeX-escaped; pruned nodes styled as
        // such, with their cut marks; it compiles.
        let forest = render("forest");
        let drawn = svg.matches("stroke-dasharray=\"4 3\"").count();
        for text in svg_texts(&svg) {
            let tex = gametree::render::escape::tex::text(&text);
            assert!(
                forest.contains(&format!("{{{tex}}}")),
                "{case:?}: {text:?} ({tex}) in\n{forest}"
            );
        }
        let cuts = svg.matches("stroke-linecap=\"round\"").count() / 2;
        assert_eq!(
            forest.matches("{$\\parallel$}").count(),
            cuts,
            "{case:?}: cut marks"
        );
        assert!(drawn == 0 || forest.contains("gtprunededge"), "{case:?}");
        let name = format!("f{k}.tex");
        std::fs::write(dir.path().join(&name), &forest).unwrap();
        common::pdflatex(dir.path(), &name);
        common::assert_outline_fonts(&dir.path().join(format!("f{k}.pdf")));
    }
}

/// PVS on Wikipedia's alpha-beta tree re-searches the root's second move: its
/// null-window scout returns ≥6, the re-search 6 (issue 40, item 6). Both are searches
/// of the same move: the JSON links the re-search to its scout, every format marks the
/// two (a fourth child for three moves is no longer unexplained), and the principal
/// variation runs through the exact re-search, not the scout's bound.
#[test]
fn pvs_re_searches_are_marked_in_every_format_and_the_pv_follows_the_exact_value() {
    let wiki = "examples/wikipedia-alpha-beta.pos";
    let search = |format: &str| gametree(&["search", wiki, "-a", "pvs", "-f", format]);
    let json = search("json");
    let j: serde_json::Value = serde_json::from_str(&json).unwrap();
    let nodes = j["nodes"].as_array().unwrap();
    let kids: Vec<&serde_json::Value> = nodes.iter().filter(|n| n["parent"] == 0).collect();
    let moves: Vec<&str> = kids.iter().map(|n| n["move"].as_str().unwrap()).collect();
    assert_eq!(moves, ["1", "2", "2", "3"]);
    let (scout, research) = (kids[1], kids[2]);
    assert_eq!(
        (scout["value"].clone(), scout["bound"].clone()),
        (serde_json::json!(-6), serde_json::json!("upper"))
    );
    assert_eq!(research["research"], true);
    assert_eq!(
        research["scout"], scout["id"],
        "the re-search names its scout"
    );
    assert!(scout.get("scout").is_none() && kids[0].get("scout").is_none());
    // The principal variation goes through the re-search (exact 6), in the recording
    // and in the HTML report's data.
    let rec = gametree::record::json::read(&json).unwrap();
    let pv = rec.pv_nodes();
    let research_id = research["id"].as_u64().unwrap() as usize;
    assert_eq!(pv[1].index(), research_id, "{pv:?}");
    assert!(pv
        .iter()
        .all(|&id| rec.node(id).bound() == Some(gametree::record::Bound::Exact)));
    let html = search("html");
    let at = html.find("\"pv\":[").unwrap() + 6;
    assert!(
        html[at..].starts_with(&format!("0,{research_id},")),
        "{}",
        &html[at..at + 40]
    );
    // Text: both marked.
    let text = search("text");
    assert!(text.contains("├─ 2  MIN  [3, 4]  ≥6  scout\n"), "{text}");
    assert!(text.contains("├─ 2  MIN  [3, ∞]  6  re-search\n"), "{text}");
    // The figures: the edges into the scout and the re-search say which is which.
    let svg = search("svg");
    let texts = svg_texts(&svg);
    assert_eq!(
        texts.iter().filter(|t| *t == "scout").count(),
        2,
        "{texts:?}"
    );
    assert_eq!(
        texts.iter().filter(|t| *t == "re-search").count(),
        2,
        "{texts:?}"
    );
    for format in ["tikz", "typst", "forest", "dot"] {
        let out = search(format);
        // TeX writes the hyphen apart from what follows it (no ligature).
        let research = if out.contains("\\documentclass") {
            "re-{}search"
        } else {
            "re-search"
        };
        assert_eq!(out.matches(research).count(), 2, "{format}: {out}");
        assert_eq!(out.matches("scout").count(), 2, "{format}: {out}");
    }
    // Games name their moves: the mark follows the move.
    let ttt = gametree(&[
        "search",
        "examples/tictactoe-forced-win.pos",
        "-a",
        "pvs",
        "-f",
        "svg",
    ]);
    let texts = svg_texts(&ttt);
    assert!(
        texts
            .iter()
            .any(|t| t.ends_with(" (re-search)") && t.len() > 13),
        "{texts:?}"
    );
    assert!(texts.iter().any(|t| t.ends_with(" (scout)")), "{texts:?}");
}

/// A re-search's `scout` must be its previous sibling, for the same move.
#[test]
fn render_checks_a_re_search_s_scout() {
    let (json, _) = common::run_ok(&[
        "search",
        "examples/wikipedia-alpha-beta.pos",
        "-a",
        "pvs",
        "-f",
        "json",
    ]);
    let dir = tempfile::tempdir().unwrap();
    let research = json
        .lines()
        .find(|l| l.contains("\"research\":true"))
        .unwrap();
    let wrong = research.replacen("\"scout\":", "\"scout\":1", 1);
    let bad = common::write_file(dir.path(), "bad.json", &json.replacen(research, &wrong, 1));
    let err = common::run_err(&["render", &bad, "-f", "svg"]);
    assert!(err.contains("\"scout\""), "{err}");
    // A file written before the link existed: `research` alone still reads.
    let start = research.find(",\"scout\":").unwrap();
    let end = start + 1 + research[start + 1..].find([',', '}']).unwrap();
    let old = format!("{}{}", &research[..start], &research[end..]);
    let old = common::write_file(dir.path(), "old.json", &json.replacen(research, &old, 1));
    common::run_ok(&["render", &old, "-f", "svg"]);
}

/// Beamer with `--boards` compiles: each board is typeset once into a box that every
/// overlay draws, and the frame is fragile (its text read from a file for each
/// overlay), so TeX's memory holds neither the boards of every overlay nor the whole
/// frame. Tic-tac-toe at depth 2 (22 nodes visited, 26 drawn over 31 overlays) and a
/// Kalah ending (9 visited) stopped pdflatex with "TeX capacity exceeded" before.
#[test]
fn beamer_with_boards_compiles_and_defines_each_board_once() {
    let dir = tempfile::tempdir().unwrap();
    let ttt = gametree(&[
        "search",
        "examples/tictactoe-forced-win.pos",
        "--depth",
        "2",
        "--boards",
        "-f",
        "beamer",
    ]);
    assert!(ttt.contains("% 31 overlays"), "{}", &ttt[..200]);
    assert!(ttt.contains("\\begin{frame}[fragile]"));
    // 26 nodes, each with its board, each board saved once and used once an overlay.
    assert_eq!(ttt.matches("\\newsavebox{").count(), 26);
    assert_eq!(ttt.matches("\\usebox{").count(), 26 * 31);
    // A board's squares are drawn only where it is saved.
    let frame = ttt.split("\\begin{frame}").nth(1).unwrap();
    assert!(!frame.contains("rectangle (0.4,0.8)") && !frame.contains("\\path[fill="));
    std::fs::write(dir.path().join("ttt.tex"), &ttt).unwrap();
    pdflatex(dir.path(), "ttt.tex");
    common::assert_outline_fonts(&dir.path().join("ttt.pdf"));
    let kalah = gametree(&[
        "search",
        "examples/kalah-endgame.pos",
        "--depth",
        "2",
        "--boards",
        "-f",
        "beamer",
    ]);
    std::fs::write(dir.path().join("kalah.tex"), &kalah).unwrap();
    pdflatex(dir.path(), "kalah.tex");
}

/// A Beamer frame counts each board as a node against its limit (60 by default) and
/// refuses one over it up front, saying what fits: the deepest `--draw-depth`, and
/// the steps as files.
#[test]
fn beamer_with_too_many_boards_is_refused_with_what_fits() {
    // Tic-tac-toe from the empty board at depth 2: 82 nodes, 82 boards.
    let err = common::run_err(&[
        "search",
        "examples/tictactoe-empty.pos",
        "--depth",
        "2",
        "--boards",
        "-f",
        "beamer",
    ]);
    assert!(
        err.contains("would draw 82 nodes and their boards, more than 60")
            && err.contains("--draw-depth 1 (10 nodes and 10 boards)")
            && err.contains("--steps DIR --format svg"),
        "{err}"
    );
    // The Kalah ending to its end: 41 nodes and 41 boards, where 41 nodes alone fit.
    let err = common::run_err(&[
        "search",
        "examples/kalah-endgame.pos",
        "--boards",
        "-f",
        "beamer",
    ]);
    assert!(
        err.contains("would draw 41 nodes and 41 boards, more than 60 (a board counts as a node")
            && err.contains("--draw-depth 3 (22 nodes and 22 boards)")
            && err.contains("--pruned hide (26 nodes and 26 boards)"),
        "{err}"
    );
    gametree(&["search", "examples/kalah-endgame.pos", "-f", "beamer"]);
}

/// Beamer's frame title says the search, in words, and its result only on the last
/// overlay: the steps before must not give the answer away. A `--title` stays as given.
#[test]
fn beamer_title_tells_the_result_on_the_last_overlay_only() {
    let tex = gametree(&["search", "examples/aima-fig-5-2.pos", "-f", "beamer"]);
    assert!(
        tex.contains(
            "\\frametitle<1-15>{Alpha-{}beta search}\n\\frametitle<16>{Alpha-{}beta search: value 3, best move B}"
        ),
        "{}",
        &tex[..600]
    );
    let shown = tex.split("\\begin{document}").nth(1).unwrap();
    assert!(!shown.contains("alphabeta"), "no internal names");
    let tex = gametree(&[
        "search",
        "examples/tictactoe-forced-win.pos",
        "--depth",
        "2",
        "-a",
        "pvs",
        "-f",
        "beamer",
    ]);
    assert!(
        tex.contains("\\frametitle<1-36>{Principal variation search, depth 2}"),
        "{}",
        &tex[..600]
    );
    let tex = gametree(&[
        "search",
        "examples/aima-fig-5-2.pos",
        "-f",
        "beamer",
        "--title",
        "AIMA Fig. 5.2 & co",
    ]);
    assert_eq!(tex.matches("\\frametitle").count(), 1);
    assert!(tex.contains("\\frametitle{AIMA Fig. 5.2 \\& co}"));
}

/// Issue 56 item 3: every SVG is an image to assistive technology (`role="img"`) with
/// a `<desc>` that states the tree in words from the same figure: each node's name,
/// type and value or bound, the cut-offs and the pruned moves; in a step figure
/// nothing the step has not reached (no value for D at AIMA's cut-off step); in an
/// exercise sheet the boxes to fill in, not their answers; in the figure's language.
#[test]
fn every_svg_states_its_tree_in_words() {
    let aima = "examples/aima-fig-5-2.pos";
    let svg = gametree(&["search", aima, "-f", "svg"]);
    assert!(svg.contains(" role=\"img\">\n<title>"), "{svg}");
    let desc = |svg: &str| {
        svg.split("<desc>")
            .nth(1)
            .unwrap()
            .split("</desc>")
            .next()
            .unwrap()
            .to_string()
    };
    assert_eq!(
        desc(&svg),
        "The tree as drawn, 13 nodes, in the order the search visited them. \
         The root: MAX node, value 3, on the principal variation. \
         B: MIN node, value 3, on the principal variation. \
         B.1: leaf, value 3, on the principal variation. B.2: leaf, value 12. \
         B.3: leaf, value 8. \
         C: MIN node, value at most 3 (an upper bound), cut-off: 2 moves pruned. \
         C.1: leaf, value 2. C.2: pruned, never searched, value 4. \
         C.3: pruned, never searched, value 6. \
         D: MIN node, value at most 3 (an upper bound). D.1: leaf, value 14. \
         D.2: leaf, value 5. D.3: leaf, value 2."
    );
    let dir = tempfile::tempdir().unwrap();
    let steps = dir.path().join("steps");
    let _ = gametree(&[
        "search",
        aima,
        "-f",
        "svg",
        "--steps",
        steps.to_str().unwrap(),
    ]);
    let nine = desc(&std::fs::read_to_string(steps.join("step-009.svg")).unwrap());
    assert!(
        nine.contains("The root: MAX node, being searched, value at least 3 (a lower bound).")
            && nine.contains("C: MIN node, being searched, value at most 2 (an upper bound), cut-off: 2 moves pruned.")
            && nine.contains(" D: MIN node, not reached yet. "),
        "{nine}"
    );
    let sheet = desc(&gametree(&["exercise", "--seed", "7", "-f", "svg"]));
    assert!(
        sheet.contains("B: MIN node, left blank, to be filled in.")
            && sheet.contains("C.1: leaf, value 2."),
        "{sheet}"
    );
    let out = common::gametree()
        .args(["--lang", "cs", "search", aima, "-f", "svg"])
        .output()
        .unwrap();
    let cs = desc(&String::from_utf8(out.stdout).unwrap());
    assert!(
        cs.contains("Kořen: uzel MAX, hodnota 3, na hlavní variantě.")
            && cs.contains("C: uzel MIN, hodnota nejvýše 3 (horní mez), řez: 2 tahy ořezány."),
        "{cs}"
    );
}

/// The tree of `html`'s ARIA tree view (`<ul role="tree">` … `</ul>`) as
/// (level, set size, place in the set, expanded, text) of each item in document order,
/// parsed as XML: escaping that let a label's markup through would not parse or would
/// add elements.
fn aria_items(html: &str) -> Vec<(u32, u32, u32, Option<bool>, String)> {
    let start = html.find("<ul role=\"tree\"").expect("no ARIA tree");
    // The tree view is one line.
    let end = start + html[start..].find('\n').expect("no tree's end");
    let doc = roxmltree::Document::parse(&html[start..end]).unwrap();
    let tree = doc.root_element();
    assert_eq!(tree.attribute("aria-label"), Some("The tree, node by node"));
    let mut items = Vec::new();
    for n in tree.descendants().filter(|n| n.is_element()) {
        match (n.tag_name().name(), n.attribute("role")) {
            ("ul", Some("tree" | "group")) | ("span", None) => {}
            ("li", Some("treeitem")) => {
                let num = |a: &str| n.attribute(a).unwrap().parse::<u32>().unwrap();
                let span = n.first_element_child().unwrap();
                assert_eq!(
                    n.attribute("id").unwrap(),
                    format!("gt-ti-{}", n.attribute("data-node").unwrap())
                );
                items.push((
                    num("aria-level"),
                    num("aria-setsize"),
                    num("aria-posinset"),
                    n.attribute("aria-expanded").map(|e| e == "true"),
                    span.text().unwrap_or_default().to_string(),
                ));
            }
            other => panic!("unexpected element {other:?} in the ARIA tree"),
        }
    }
    items
}

/// The step-by-step report has the drawn tree as an ARIA tree view (the WAI-ARIA
/// Authoring Practices' Tree View pattern): AIMA Fig. 5.2's 13 nodes as items with
/// their levels, places and sets, only the root in the tab order, each item saying
/// what the SVG's description says of its node, and what it says while the replay has
/// not reached it (no value but a given leaf's, a pruned move not told); a hostile
/// label stays text.
#[test]
fn the_report_has_the_tree_as_an_aria_tree_view() {
    let html = gametree(&["search", "examples/aima-fig-5-2.pos", "-f", "html"]);
    let items = aria_items(&html);
    let leaf = |l: u32, p: u32, t: &str| (l, 3, p, None, t.to_string());
    let inner = |p: u32, t: &str| (2, 3, p, Some(true), t.to_string());
    assert_eq!(
        items,
        vec![
            (
                1,
                1,
                1,
                Some(true),
                "The root, MAX node, value 3, on the principal variation".to_string()
            ),
            inner(1, "B, MIN node, value 3, on the principal variation"),
            leaf(3, 1, "B.1, leaf, value 3, on the principal variation"),
            leaf(3, 2, "B.2, leaf, value 12"),
            leaf(3, 3, "B.3, leaf, value 8"),
            inner(
                2,
                "C, MIN node, value at most 3 (an upper bound), cut-off: 2 moves pruned"
            ),
            leaf(3, 1, "C.1, leaf, value 2"),
            leaf(3, 2, "C.2, pruned, never searched, value 4"),
            leaf(3, 3, "C.3, pruned, never searched, value 6"),
            inner(3, "D, MIN node, value at most 3 (an upper bound)"),
            leaf(3, 1, "D.1, leaf, value 14"),
            leaf(3, 2, "D.2, leaf, value 5"),
            leaf(3, 3, "D.3, leaf, value 2"),
        ]
    );
    let tree = html[html.find("<ul role=\"tree\"").unwrap()..]
        .lines()
        .next()
        .unwrap();
    assert_eq!(tree.matches(" tabindex=\"0\" ").count(), 1);
    assert!(html.contains(r#"id="gt-ti-0" data-node="0" aria-level="1" aria-setsize="1" aria-posinset="1" aria-expanded="true" tabindex="0""#));
    // Before the replay reaches them: D without its bound, a pruned move as any leaf.
    assert!(html.contains(
        r#"data-notyet="D, MIN node, not reached yet" data-open="D, MIN node, being searched""#
    ));
    assert!(html.contains(r#"data-notyet="C.2, leaf, not reached yet, value 4""#));

    // A label of markup is said as written and adds no element.
    let dir = tempfile::tempdir().unwrap();
    let json = gametree(&["search", "examples/aima-fig-5-2.pos", "-f", "json"]);
    // (Short enough to be drawn whole: a long move is said as drawn, cut short.)
    let hostile = r#"B<img src=x>&amp;"'"#;
    let renamed = json.replace("\"B\"", &serde_json::to_string(hostile).unwrap());
    assert_ne!(renamed, json);
    let rec = common::write_file(dir.path(), "rec.json", &renamed);
    let html = gametree(&["render", &rec, "-f", "html"]);
    let items = aria_items(&html);
    assert_eq!(
        items[1].4,
        format!("{hostile}, MIN node, value 3, on the principal variation")
    );
    assert_eq!(
        items[2].4,
        format!("{hostile}.1, leaf, value 3, on the principal variation")
    );
    assert!(!html.contains("<img"));
}
