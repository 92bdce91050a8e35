//! Random explicit trees for property tests, their position-file text, and plain
//! minimax as the oracle.

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
