//! `--boards`: each node's position drawn in the figure formats (SVG, TikZ, PNG, PDF),
//! from each game's board picture, as AIMA Fig. 5.1 and Kühr's Fig. 4 draw them.

use crate::common;

use common::{pdflatex, run_err, run_ok};
use gametree::render::board::colour;

/// The SVG of `file` searched `depth` plies deep, with boards.
fn board_svg(file: &str, depth: &str) -> String {
    run_ok(&["search", file, "--depth", depth, "--boards", "-f", "svg"]).0
}

/// The `<g class="board">` groups of an SVG.
fn boards(doc: &roxmltree::Document) -> Vec<roxmltree::NodeId> {
    doc.descendants()
        .filter(|n| n.has_tag_name("g") && n.attribute("class") == Some("board"))
        .map(|n| n.id())
        .collect()
}

fn num(n: roxmltree::Node, name: &str) -> f64 {
    n.attribute(name).unwrap().parse().unwrap()
}

/// The texts of a board group, in order.
fn texts(g: roxmltree::Node) -> Vec<String> {
    g.descendants()
        .filter(|n| n.has_tag_name("text"))
        .map(|n| n.text().unwrap_or_default().to_string())
        .collect()
}

#[test]
fn every_drawn_node_shows_its_position() {
    let svg = board_svg("examples/tictactoe-forced-win.pos", "2");
    let doc = roxmltree::Document::parse(&svg).unwrap();
    let (json, _) = run_ok(&[
        "search",
        "examples/tictactoe-forced-win.pos",
        "--depth",
        "2",
        "-f",
        "json",
    ]);
    let nodes = serde_json::from_str::<serde_json::Value>(&json).unwrap()["nodes"]
        .as_array()
        .unwrap()
        .len();
    let groups = boards(&doc);
    assert_eq!(groups.len(), nodes, "one board per recorded node");
    // The root's board names its files and ranks; the others do not.
    let root = doc.get_node(groups[0]).unwrap();
    assert_eq!(texts(root), ["a", "b", "c", "3", "2", "1"]);
    assert!(texts(doc.get_node(groups[1]).unwrap()).is_empty());
    // The x and o of the root (`x.o/.o./..x`): three marks, two strokes per cross.
    let lines = root
        .descendants()
        .filter(|n| n.has_tag_name("line"))
        .count();
    let rings = root
        .descendants()
        .filter(|n| n.has_tag_name("circle") && n.attribute("fill") == Some("none"))
        .count();
    assert_eq!((lines, rings), (4, 2));
    // Pruned moves' positions are drawn pale.
    assert!(svg.contains("<g class=\"board\" opacity=\"0.4\">"));
}

#[test]
fn the_move_into_a_node_is_highlighted() {
    // Child 1 of the root is b3 (the first move): exactly its square is lit.
    let svg = board_svg("examples/tictactoe-forced-win.pos", "1");
    let doc = roxmltree::Document::parse(&svg).unwrap();
    let groups = boards(&doc);
    let lit = |i: usize| {
        doc.get_node(groups[i])
            .unwrap()
            .descendants()
            .filter(|n| n.attribute("fill") == Some(colour::LIT))
            .map(|n| (num(n, "x"), num(n, "y")))
            .collect::<Vec<_>>()
    };
    assert!(lit(0).is_empty(), "no move leads to the root");
    let first = lit(1);
    assert_eq!(first.len(), 1);
    // b3: the middle column of the top row.
    let cells: Vec<(f64, f64)> = doc
        .get_node(groups[1])
        .unwrap()
        .children()
        .filter(|n| n.has_tag_name("rect"))
        .map(|n| (num(n, "x"), num(n, "y")))
        .collect();
    assert_eq!(first[0], cells[1]);
}

#[test]
fn czech_boards_have_a_dark_a1_square() {
    let svg = board_svg("examples/czech-kuhr-example-1-2.pos", "1");
    let doc = roxmltree::Document::parse(&svg).unwrap();
    let root = doc.get_node(boards(&doc)[0]).unwrap();
    let squares: Vec<roxmltree::Node> =
        root.children().filter(|n| n.has_tag_name("rect")).collect();
    assert_eq!(squares.len(), 64);
    // a1: the leftmost square of the bottom row; h8 the rightmost of the top row.
    let corner = |pick: fn(f64, f64) -> f64| {
        let x = squares.iter().map(|n| num(*n, "x")).fold(f64::NAN, |a, b| {
            if a.is_nan() {
                b
            } else {
                pick(a, b)
            }
        });
        let y = squares.iter().map(|n| num(*n, "y")).fold(f64::NAN, |a, b| {
            if a.is_nan() {
                b
            } else {
                pick(a, b)
            }
        });
        (x, y)
    };
    let fill_at = |(x, y): (f64, f64)| {
        squares
            .iter()
            .find(|n| num(**n, "x") == x && num(**n, "y") == y)
            .and_then(|n| n.attribute("fill"))
            .unwrap()
            .to_string()
    };
    let (left, top) = corner(f64::min);
    let (right, bottom) = corner(f64::max);
    assert_eq!(fill_at((left, bottom)), colour::DARK, "a1 is dark");
    assert_eq!(fill_at((right, top)), colour::DARK, "h8 is dark");
    assert_eq!(fill_at((right, bottom)), colour::LIGHT, "h1 is light");
    assert_eq!(
        texts(root),
        ["a", "b", "c", "d", "e", "f", "g", "h", "8", "7", "6", "5", "4", "3", "2", "1"]
    );
}

#[test]
fn kalah_boards_number_both_sides_pits() {
    let svg = board_svg("examples/kalah-4-3.pos", "1");
    let doc = roxmltree::Document::parse(&svg).unwrap();
    let root = doc.get_node(boards(&doc)[0]).unwrap();
    // Stones first (stores 0, pits 3), then the pit numbers: north's 4 3 2 1 above,
    // south's 1 2 3 4 below.
    let t = texts(root);
    assert_eq!(t.len(), 10 + 8, "{t:?}");
    let numbers: Vec<(String, f64)> = root
        .descendants()
        .filter(|n| n.has_tag_name("text"))
        .skip(10)
        .map(|n| (n.text().unwrap().to_string(), num(n, "y")))
        .collect();
    let top: Vec<&str> = numbers[..]
        .iter()
        .step_by(2)
        .map(|(t, _)| t.as_str())
        .collect();
    let bottom: Vec<&str> = numbers[1..]
        .iter()
        .step_by(2)
        .map(|(t, _)| t.as_str())
        .collect();
    assert_eq!(top, ["4", "3", "2", "1"]);
    assert_eq!(bottom, ["1", "2", "3", "4"]);
    assert!(numbers[0].1 < numbers[1].1, "north's above south's");
}

#[test]
fn boards_render_again_from_a_saved_recording() {
    let dir = tempfile::tempdir().unwrap();
    let json = dir.path().join("k.json");
    let json = json.to_str().unwrap();
    let search = [
        "search",
        "examples/kalah-4-3.pos",
        "--depth",
        "2",
        "--boards",
    ];
    run_ok(&[&search[..], &["-f", "json", "-o", json]].concat());
    let (direct, _) = run_ok(&[&search[..], &["-f", "svg"]].concat());
    let (again, _) = run_ok(&["render", json, "--boards", "-f", "svg"]);
    assert_eq!(direct, again);
    // A recording saved without boards cannot draw them.
    let bare = dir.path().join("bare.json");
    let bare = bare.to_str().unwrap();
    run_ok(&[
        "search",
        "examples/kalah-4-3.pos",
        "--depth",
        "2",
        "-f",
        "json",
        "-o",
        bare,
    ]);
    let err = run_err(&["render", bare, "--boards", "-f", "svg"]);
    assert!(err.contains("has no boards"), "{err}");
}

#[test]
fn boards_are_refused_where_they_cannot_be_drawn() {
    let err = run_err(&[
        "search",
        "examples/aima-fig-5-2.pos",
        "--boards",
        "-f",
        "svg",
    ]);
    assert!(
        err.contains("the game has no board picture (explicit trees"),
        "{err}"
    );
    for format in ["dot", "text"] {
        let err = run_err(&[
            "search",
            "examples/tictactoe-forced-win.pos",
            "--depth",
            "1",
            "--boards",
            "-f",
            format,
        ]);
        assert!(err.contains("--boards draws positions"), "{err}");
    }
}

#[test]
fn tikz_boards_compile_and_png_pdf_draw_them() {
    let dir = tempfile::tempdir().unwrap();
    for (file, depth) in [
        ("examples/tictactoe-forced-win.pos", "2"),
        ("examples/czech-kuhr-example-1-2.pos", "1"),
        ("examples/kalah-4-3.pos", "2"),
    ] {
        let name = std::path::Path::new(file)
            .file_stem()
            .unwrap()
            .to_string_lossy()
            .into_owned();
        let tex = dir.path().join(format!("{name}.tex"));
        run_ok(&[
            "search",
            file,
            "--depth",
            depth,
            "--boards",
            "-f",
            "tikz",
            "-o",
            tex.to_str().unwrap(),
        ]);
        pdflatex(dir.path(), &format!("{name}.tex"));
    }
    // In Beamer every overlay is the step's figure, boards included.
    let tex = dir.path().join("steps.tex");
    run_ok(&[
        "search",
        "examples/tictactoe-forced-win.pos",
        "--depth",
        "1",
        "--boards",
        "-f",
        "beamer",
        "-o",
        tex.to_str().unwrap(),
    ]);
    let beamer = std::fs::read_to_string(&tex).unwrap();
    let step_2 = beamer.split("\\only<2>{").nth(1).unwrap();
    assert!(step_2.contains("\\begin{scope}"), "{step_2}");
    pdflatex(dir.path(), "steps.tex");
    // PNG and PDF are made from the SVG: with boards they are bigger than without.
    let size = |extra: &[&str], format: &str| {
        let out = dir.path().join(format!("x.{format}"));
        let args = [
            &[
                "search",
                "examples/tictactoe-forced-win.pos",
                "--depth",
                "1",
                "-f",
                format,
                "-o",
                out.to_str().unwrap(),
            ][..],
            extra,
        ]
        .concat();
        run_ok(&args);
        std::fs::metadata(&out).unwrap().len()
    };
    for format in ["png", "pdf"] {
        assert!(size(&["--boards"], format) > size(&[], format), "{format}");
    }
}

#[test]
fn mono_boards_print_in_black_and_white() {
    let colour = board_svg("examples/czech-kuhr-example-1-2.pos", "1");
    let (mono, _) = run_ok(&[
        "search",
        "examples/czech-kuhr-example-1-2.pos",
        "--depth",
        "1",
        "--boards",
        "--style",
        "mono",
        "-f",
        "svg",
    ]);
    for c in [
        colour::DARK,
        colour::LIGHT,
        colour::LIT_DARK,
        colour::DARK_CROWN,
    ] {
        assert!(colour.contains(c) && !mono.contains(c), "{c}");
    }
    assert_eq!(
        colour.matches("class=\"board\"").count(),
        mono.matches("class=\"board\"").count()
    );
}
