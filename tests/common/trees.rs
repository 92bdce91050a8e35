//! Random explicit trees for property tests, their position-file text, plain minimax
//! as the oracle, and a recorded search of a tree's text.

use gametree::eval::LeafValue;
use gametree::game::WinScore;
use gametree::games::{self, Loaded};
use gametree::record::{Meta, Recording, TreeRecorder};
use gametree::search::{search_with, Algorithm, Limits, Options, SearchResult};
use proptest::prelude::*;

/// A tree as the tests build it: a leaf value (MAX's view) or children.
#[derive(Clone, Debug)]
pub enum T {
    /// A leaf with its value.
    Leaf(i32),
    /// An inner node with its children, left to right.
    Node(Vec<T>),
}

/// Random trees: uneven depths up to 6, 1–4 children, leaf values −20…20.
pub fn arb_tree() -> impl Strategy<Value = T> {
    let leaf = (-20i32..=20).prop_map(T::Leaf);
    leaf.prop_recursive(6, 200, 4, |inner| {
        prop::collection::vec(inner, 1..=4).prop_map(T::Node)
    })
}

/// The tree in the `tree:` syntax of position files.
pub fn text(t: &T) -> String {
    match t {
        T::Leaf(v) => v.to_string(),
        T::Node(c) => format!("[{}]", c.iter().map(text).collect::<Vec<_>>().join(" ")),
    }
}

/// Plain minimax, MAX's view; `max` says whether the node is a MAX node.
pub fn minimax(t: &T, max: bool) -> i32 {
    match t {
        T::Leaf(v) => *v,
        T::Node(c) => {
            let vals = c.iter().map(|x| minimax(x, !max));
            if max {
                vals.max().unwrap()
            } else {
                vals.min().unwrap()
            }
        }
    }
}

/// Searches a tree source with a recorder; returns the result and the recording.
pub fn run_tree(src: &str, alg: Algorithm, o: &Options) -> (SearchResult<u32>, Recording) {
    let Loaded::Tree(tree) = games::load(src.as_bytes()).unwrap() else {
        panic!()
    };
    let root = tree.root();
    let mut rec = TreeRecorder::new(&root);
    let r = search_with(
        alg,
        &root,
        &LeafValue::of(&tree),
        WinScore::NONE,
        Limits::default(),
        o,
        &mut rec,
    )
    .unwrap();
    let meta = Meta {
        game: "tree".into(),
        algorithm: alg.name().into(),
        perspective: alg.perspective(),
        value: r.value,
        passes: r.passes.clone(),
        stats: r.stats,
        ..Meta::default()
    };
    (r, rec.finish(meta))
}
