//! Lecture-ready figures (issue 13): DOT honours the figure options as the SVG does
//! (checked with the real Graphviz).

mod common;

use common::{dot_to_svg, run_err, run_ok};

const AIMA: &str = "examples/aima-fig-5-2.pos";

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
        node_line(&names, 5).unwrap().contains("label=\"C: 3\""),
        "{names}"
    );
    assert!(
        !names.contains("label=\"B\""),
        "the names are in the nodes: {names}"
    );
}

#[test]
fn dot_size_guard_counts_the_drawn_nodes() {
    // 13 nodes, 11 without C's pruned leaves.
    dot(AIMA, &["--pruned", "hide", "--max-drawn", "11"]);
    let err = run_err(&["search", AIMA, "-f", "dot", "--max-drawn", "11"]);
    assert!(err.contains("would draw 13 nodes"), "{err}");
}
