//! Lecture-ready figures (issue 13): DOT honours the figure options as the SVG does
//! (checked with the real Graphviz), and `--format svg --steps DIR` writes the search
//! step by step, one SVG file a step.

use crate::common;

use common::{dot_to_svg, run_err, run_ok, svg_texts as texts};
use std::path::{Path, PathBuf};

const AIMA: &str = "examples/aima-fig-5-2.pos";
const WIKI: &str = "examples/wikipedia-alpha-beta.pos";

/// `search FILE -f dot ARGS`, checked by Graphviz (no warning), returning the DOT.
fn dot(file: &str, args: &[&str]) -> String {
    let (dot, _) = run_ok(&[&["search", file, "-f", "dot"], args].concat());
    assert!(dot_to_svg(&dot).contains("<svg"));
    dot
}

/// The graph attribute line of a DOT file.
fn graph_line(dot: &str) -> &str {
    dot.lines().find(|l| l.starts_with("  graph [")).unwrap()
}

/// The DOT statement of node `n{id}`, if it is drawn.
fn node_line(dot: &str, id: usize) -> Option<&str> {
    let start = format!("  n{id} [");
    dot.lines().find(|l| l.starts_with(&start))
}

#[test]
fn dot_has_a_title_only_when_asked_escaped() {
    let plain = dot(AIMA, &[]);
    assert!(!graph_line(&plain).contains("label="), "{plain}");
    assert!(graph_line(&plain).contains("rankdir=TB"));
    let titled = dot(AIMA, &["--title", "AIMA \"5.2\" \\ <b>\nα–β"]);
    assert!(
        graph_line(&titled).contains("label=\"AIMA \\\"5.2\\\" \\\\ <b> α–β\", labelloc=t"),
        "{titled}"
    );
    // No arrowheads, as before.
    assert!(plain.contains("edge [fontname=\"Helvetica\", fontsize=9, arrowhead=none]"));
}

#[test]
fn dot_grows_right() {
    let d = dot(AIMA, &["--direction", "right"]);
    assert!(graph_line(&d).contains("rankdir=LR"), "{d}");
}

#[test]
fn dot_draws_pruned_moves_as_the_figures_do() {
    // C (id 5) cut off its leaves 4 (id 7) and 6 (id 8).
    let show = dot(AIMA, &[]);
    assert!(
        node_line(&show, 7).unwrap().contains("label=\"4\""),
        "{show}"
    );
    assert!(node_line(&show, 8).unwrap().contains("label=\"6\""));
    assert!(node_line(&show, 8).unwrap().contains("style=\"dashed\""));
    let empty = dot(AIMA, &["--pruned", "empty"]);
    assert!(
        node_line(&empty, 7).unwrap().contains("label=\"\""),
        "{empty}"
    );
    let hide = dot(AIMA, &["--pruned", "hide"]);
    assert!(node_line(&hide, 7).is_none() && node_line(&hide, 8).is_none());
    assert!(!hide.contains("-> n7") && !hide.contains("-> n8"), "{hide}");
    // One stub below C, dashed, ending in Graphviz's tee bar, saying how many.
    assert!(hide.contains("tooltip=\"2 moves pruned\""), "{hide}");
    assert!(hide.contains("n5 -> stub0 [style=dashed"), "{hide}");
    assert!(hide.contains("arrowhead=tee"));
    assert_eq!(hide.matches("  stub0 [").count(), 1);
    // One stub for each of the 7 nodes that cut off, as in the SVG.
    let ttt = dot(
        "examples/tictactoe-empty.pos",
        &["--depth", "2", "--pruned", "hide"],
    );
    assert_eq!(ttt.matches("shape=point").count(), 7, "{ttt}");
}

#[test]
fn dot_draws_depth_with_triangles_for_undrawn_subtrees() {
    let d = dot(
        "examples/czech-kuhr-example-1-2.pos",
        &["--depth", "3", "--draw-depth", "1"],
    );
    // The root and its five moves, each but the finished game with a triangle below.
    let nodes = d
        .lines()
        .filter(|l| l.starts_with("  n") && !l.starts_with("  node") && !l.contains("->"))
        .count();
    assert_eq!(nodes, 6, "{d}");
    assert_eq!(d.matches("shape=triangle").count(), 4, "{d}");
}

#[test]
fn dot_names_and_edge_labels_as_the_figures() {
    let auto = dot(AIMA, &[]);
    assert!(auto.contains("n0 -> n1 [label=\"B\""), "{auto}");
    assert!(
        auto.contains("  n1 -> n3;"),
        "no 1, 2, 3 on a tree's leaves: {auto}"
    );
    let always = dot(AIMA, &["--edge-labels", "always"]);
    assert!(always.contains("n1 -> n3 [label=\"2\"]"), "{always}");
    let never = dot(AIMA, &["--edge-labels", "never"]);
    assert!(!never
        .lines()
        .any(|l| l.contains("->") && l.contains("label=")));
    let names = dot(AIMA, &["--names"]);
    assert!(
        node_line(&names, 5).unwrap().contains("label=\"C: ≤3\""),
        "{names}"
    );
    assert!(
        !names.contains("label=\"B\""),
        "the names are in the nodes: {names}"
    );
}

#[test]
fn dot_draws_the_styles() {
    // AIMA: MAX ▲, MIN ▼, leaves bare numbers on white.
    let aima = dot("examples/aima-fig-5-2.pos", &["--style", "aima"]);
    let root = node_line(&aima, 0).unwrap();
    assert!(root.contains("shape=triangle"), "{root}");
    let b = node_line(&aima, 1).unwrap();
    assert!(b.contains("shape=invtriangle"), "{b}");
    let leaf = node_line(&aima, 2).unwrap();
    assert!(
        leaf.contains("shape=plaintext") && leaf.contains("fillcolor=\"#ffffff\""),
        "{leaf}"
    );
    // Mono: none of Kühr's colours.
    let mono = dot("examples/aima-fig-5-2.pos", &["--style", "mono"]);
    let colour = dot("examples/aima-fig-5-2.pos", &[]);
    for c in ["#cfe0fb", "#d3f0d3", "#f8c9c4"] {
        assert!(colour.contains(c) && !mono.contains(c), "{c}");
    }
}

#[test]
fn dot_size_guard_counts_the_drawn_nodes() {
    // 13 nodes, 11 without C's pruned leaves.
    dot(AIMA, &["--pruned", "hide", "--max-drawn", "11"]);
    let err = run_err(&["search", AIMA, "-f", "dot", "--max-drawn", "11"]);
    assert!(err.contains("would draw 13 nodes"), "{err}");
}

// ---- --format svg --steps DIR ----

/// The files of `dir`, sorted.
fn files(dir: &Path) -> Vec<String> {
    let mut f: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .collect();
    f.sort();
    f
}

/// The SVG's width and height attributes.
fn size(svg: &str) -> (String, String) {
    let doc = roxmltree::Document::parse(svg).unwrap();
    let r = doc.root_element();
    (
        r.attribute("width").unwrap().to_string(),
        r.attribute("height").unwrap().to_string(),
    )
}

#[test]
fn svg_steps_walk_aima_fig_5_2_in_16_files() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("new/steps");
    let d = dir.to_str().unwrap();
    let (out, _) = run_ok(&["search", AIMA, "-f", "svg", "--steps", d]);
    assert!(out.is_empty());
    let names = files(&dir);
    let expected: Vec<String> = (1..=16).map(|k| format!("step-{k:03}.svg")).collect();
    assert_eq!(names, expected);
    let svgs: Vec<String> = names
        .iter()
        .map(|n| std::fs::read_to_string(dir.join(n)).unwrap())
        .collect();
    // Each is XML; all have the size of the whole figure, so nothing moves.
    for s in &svgs {
        assert_eq!(size(s), size(&svgs[0]));
    }
    // The hidden title (a tooltip) tells the result only at the last step.
    let title = |s: &str| s[s.find("<title>").unwrap()..s.find("</title>").unwrap()].to_string();
    assert!(
        title(&svgs[0]).contains("Alpha-beta search — step 1 of 16"),
        "{}",
        title(&svgs[0])
    );
    assert!(svgs[..15].iter().all(|s| !title(s).contains("value")));
    assert!(
        title(&svgs[15]).contains(": value 3, best move B — step 16 of 16"),
        "{}",
        title(&svgs[15])
    );
    // Step 1: the whole tree, faded but for the root, which is entered and has no
    // value yet; the leaves' given values; the caption.
    let first = texts(&svgs[0]);
    assert_eq!(
        first,
        [
            "B",
            "C",
            "D",
            "3",
            "12",
            "8",
            "2",
            "4",
            "6",
            "14",
            "5",
            "2",
            "Step 1 of 16: Enter A with window [-∞, ∞]."
        ],
        "{}",
        svgs[0]
    );
    assert_eq!(svgs[0].matches("<g opacity=\"0.3\">").count(), 3 * 12);
    // Step 9: C's cut-off, with its numbers: the root at least 3, C at most 2 so far
    // (open, dashed), its pruned leaves, a red ring.
    let cut = texts(&svgs[8]);
    assert!(cut.contains(&"≥3".to_string()) && cut.contains(&"≤2".to_string()));
    assert!(cut.contains(&"6".to_string()));
    assert_eq!(
        cut.last().unwrap(),
        "Step 9 of 16: Cut-off at C: α = 3 ≥ β = 2, so C.2 and C.3 are never searched."
    );
    assert!(svgs[8].contains("stroke-dasharray=\"3 2\""));
    assert!(svgs[8].contains("fill=\"none\" stroke=\"#d32f2f\""));
    assert!(svgs[9].contains("fill=\"none\" stroke=\"#ff9800\""));
    // The last step: every value, the principal variation, the chosen move.
    let last = texts(&svgs[15]);
    for v in ["3", "12", "8", "2", "4", "6", "14", "5"] {
        assert!(last.contains(&v.to_string()), "{v} in {last:?}");
    }
    assert!(!last.iter().any(|t| t.contains('[')), "{last:?}");
    assert!(
        last.contains(&"≤3".to_string()),
        "C and D are bounds: {last:?}"
    );
    assert_eq!(last.last().unwrap(), "Step 16 of 16: Leave A: value 3.");
    assert!(svgs[15].contains("stroke=\"#d32f2f\" stroke-width=\"2.4\""));
    assert!(!svgs[14].contains("stroke=\"#d32f2f\" stroke-width=\"2.4\""));
    // Writing again overwrites the step files and leaves other files alone.
    std::fs::write(dir.join("notes.txt"), "mine").unwrap();
    run_ok(&["search", AIMA, "-f", "svg", "--steps", d, "--title", "AIMA"]);
    assert_eq!(files(&dir).len(), 17);
    assert!(
        texts(&std::fs::read_to_string(dir.join("step-016.svg")).unwrap())
            .contains(&"AIMA".to_string())
    );
    assert_eq!(
        std::fs::read_to_string(dir.join("notes.txt")).unwrap(),
        "mine"
    );
}

#[test]
fn png_steps_are_the_svg_steps_as_images() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("png");
    let d = dir.to_str().unwrap();
    run_ok(&["search", AIMA, "-f", "png", "--scale", "1", "--steps", d]);
    let names = files(&dir);
    assert_eq!(names.len(), 16);
    assert_eq!(names[0], "step-001.png");
    for n in &names {
        let bytes = std::fs::read(dir.join(n)).unwrap();
        assert_eq!(&bytes[..8], b"\x89PNG\r\n\x1a\n", "{n}");
    }
}

#[test]
fn svg_steps_are_refused_where_they_cannot_be_right() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("steps");
    let d = dir.to_str().unwrap();
    for format in ["pdf", "text", "beamer", "dot"] {
        let err = run_err(&["search", AIMA, "-f", format, "--steps", d]);
        assert!(err.contains("give --format svg or png"), "{err}");
    }
    let err = run_err(&["search", AIMA, "-f", "svg", "-o", "x.svg", "--steps", d]);
    assert!(err.contains("leave out -o"), "{err}");
    let err = run_err(&[
        "search",
        WIKI,
        "-f",
        "svg",
        "--steps",
        d,
        "--max-drawn",
        "10",
    ]);
    assert!(err.contains("more than 10"), "{err}");
    assert!(!dir.exists(), "nothing written");
    // A file is no directory.
    std::fs::write(&dir, "").unwrap();
    let err = run_err(&["search", AIMA, "-f", "svg", "--steps", d]);
    assert!(err.contains("is a file"), "{err}");
    std::fs::remove_file(&dir).unwrap();
    // Step files from a longer search would be left over: refused, nothing touched.
    std::fs::create_dir(&dir).unwrap();
    std::fs::write(dir.join("step-017.svg"), "old").unwrap();
    let err = run_err(&["search", AIMA, "-f", "svg", "--steps", d]);
    assert!(err.contains("step-017.svg"), "{err}");
    assert_eq!(files(&dir), ["step-017.svg"]);
}

/// Runs gametree with `args` and `-f svg --steps TMP/NAME`; returns the directory.
fn steps_into(tmp: &Path, name: &str, args: &[&str]) -> PathBuf {
    let dir = tmp.join(name);
    run_ok(&[args, &["-f", "svg", "--steps", dir.to_str().unwrap()]].concat());
    dir
}

#[test]
fn svg_steps_from_render_and_solve() {
    let tmp = tempfile::tempdir().unwrap();
    let (json, _) = run_ok(&["search", WIKI, "-f", "json"]);
    let path = tmp.path().join("t.json");
    std::fs::write(&path, json).unwrap();
    let rendered = steps_into(tmp.path(), "r", &["render", path.to_str().unwrap()]);
    let searched = steps_into(tmp.path(), "s", &["search", WIKI]);
    let names = files(&rendered);
    assert!(names.len() > 20);
    assert_eq!(names, files(&searched));
    for n in &names {
        assert_eq!(
            std::fs::read(rendered.join(n)).unwrap(),
            std::fs::read(searched.join(n)).unwrap(),
            "{n}"
        );
    }
    let solved = steps_into(
        tmp.path(),
        "v",
        &["solve", "examples/tictactoe-forced-win.pos"],
    );
    let names = files(&solved);
    assert!(!names.is_empty());
    for n in &names {
        texts(&std::fs::read_to_string(solved.join(n)).unwrap());
    }
}

/// A step shows only what the search knows then (issue 40, item 9): with windows in
/// the labels, the leaves not reached yet show the values the tree gives them, not the
/// windows the search will give them (AIMA 5.2 step 1 drew [-∞, 3], [3, 14], [3, 5]).
#[test]
fn steps_do_not_show_windows_before_the_search_gives_them() {
    let tmp = tempfile::tempdir().unwrap();
    for (label, root) in [("window", "[-∞, ∞]"), ("triple", "-∞ | ? | ∞")] {
        let dir = steps_into(tmp.path(), label, &["search", AIMA, "--label", label]);
        let first = texts(&std::fs::read_to_string(dir.join("step-001.svg")).unwrap());
        assert_eq!(
            first,
            [
                "B",
                "C",
                "D",
                root,
                "3",
                "12",
                "8",
                "2",
                "4",
                "6",
                "14",
                "5",
                "2",
                "Step 1 of 16: Enter A with window [-∞, ∞]."
            ],
            "{label}"
        );
        // Once valued, a leaf shows what the label asks for: B.2's window.
        let last = texts(&std::fs::read_to_string(dir.join("step-016.svg")).unwrap());
        let b2 = if label == "window" {
            "[-∞, 3]"
        } else {
            "-∞ | 12 | 3"
        };
        assert!(last.contains(&b2.to_string()), "{label}: {last:?}");
    }
}

/// A bound that changes between steps says why (issue 40, item 10): C is ≤2 at its
/// cut-off and ≤3 when left, because fail-hard returns α = 3; the caption says so, in
/// the words `gametree check` explains it with. Fail-soft returns the ≤2 it found.
#[test]
fn captions_say_the_fail_hard_rule_when_a_bound_changes() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = steps_into(tmp.path(), "hard", &["search", AIMA]);
    let caption = |dir: &Path, k: usize| {
        let svg = std::fs::read_to_string(dir.join(format!("step-{k:03}.svg"))).unwrap();
        texts(&svg).last().unwrap().clone()
    };
    assert_eq!(
        caption(&dir, 10),
        "Step 10 of 16: Leave C: value ≤3, an upper bound (fail-hard returns α = 3)."
    );
    // In the side to move's view the same rule with the other bound.
    let stm = steps_into(
        tmp.path(),
        "stm",
        &["search", AIMA, "--values", "side-to-move"],
    );
    assert_eq!(
        caption(&stm, 10),
        "Step 10 of 16: Leave C: value ≥-3, a lower bound (fail-hard returns β = -3)."
    );
    let soft = steps_into(
        tmp.path(),
        "soft",
        &["search", AIMA, "-a", "alphabeta-soft"],
    );
    assert_eq!(
        caption(&soft, 10),
        "Step 10 of 16: Leave C: value ≤2, an upper bound."
    );
}

/// PVS's re-search is entered as what it is (issue 40, item 6): the caption names the
/// scout and what it returned.
#[test]
fn steps_say_a_re_search_is_one() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = steps_into(tmp.path(), "pvs", &["search", WIKI, "-a", "pvs"]);
    let all: Vec<String> = step_texts(&dir).into_iter().map(caption_of).collect();
    assert!(
        all.iter().any(|c| c.ends_with(
            "Re-search 3 (after 2) with window [3, ∞]: its null-window scout 2 returned ≥6."
        )),
        "{all:#?}"
    );
}

/// The texts of each step file in `dir`, in step order.
fn step_texts(dir: &Path) -> Vec<Vec<String>> {
    files(dir)
        .iter()
        .map(|n| texts(&std::fs::read_to_string(dir.join(n)).unwrap()))
        .collect()
}

/// A step figure's caption: its last text.
fn caption_of(texts: Vec<String>) -> String {
    texts.into_iter().last().unwrap()
}

/// A step figure marks a scout and its re-search only once the re-search has begun:
/// before, the scout is any scout and the re-search any move not searched yet.
#[test]
fn steps_mark_a_re_search_only_once_it_begins() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = steps_into(tmp.path(), "pvs", &["search", WIKI, "-a", "pvs"]);
    let steps = step_texts(&dir);
    let marks: Vec<usize> = steps
        .iter()
        .map(|t| {
            // The edges' texts, not the caption (the last).
            t[..t.len() - 1]
                .iter()
                .filter(|t| t.contains("scout") || t.contains("re-search"))
                .count()
        })
        .collect();
    let first = steps
        .into_iter()
        .map(caption_of)
        .position(|c| c.contains(": Re-search "))
        .unwrap();
    assert!(marks[..first].iter().all(|&m| m == 0), "{marks:?}");
    assert_eq!(marks[first], 2, "{marks:?}");
    assert_eq!(*marks.last().unwrap(), 4, "{marks:?}");
}
