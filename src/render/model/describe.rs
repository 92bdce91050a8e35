//! The figure in words: the text equivalent of a drawn tree (WCAG 2.1 success
//! criterion 1.1.1, non-text content), written from the same [`Figure`] the drawing
//! is, in the current language ([`crate::lang`]). Every SVG gametree writes carries it
//! as its `<desc>` ([`crate::render::svg::document`]), so that a screen reader, or a
//! student who cannot see the picture, is told the tree node by node: each node's
//! name, type, value or bound and what the search did there (cut-off, pruned), and
//! nothing the figure does not show — a step figure's nodes not reached yet are said
//! to be not reached, without their value; an exercise sheet's blank nodes have none.
//!
//! Names follow the figure's own labels: a node is called by the move on the edge
//! into it where that names one node only (`B`, `C`: an explicit tree's inner nodes),
//! else by its parent's name and its place among the drawn children (`B.1`, `C.2`, as
//! `gametree check` names nodes), the drawing's root being "the root". A game's move
//! is added in parentheses (`1.2 (b3)`).

use super::figure::{FigNode, Figure, Mark, Phase};
use crate::game::Player;
use crate::search::trace::NodeKind;
use std::collections::HashMap;

/// The text equivalent of `fig`: one sentence an introduction, then one a drawn node
/// in the figure's order (the search's visit order, parents before children).
/// Empty for a figure without nodes.
pub fn describe(fig: &Figure) -> String {
    if fig.nodes.is_empty() {
        return String::new();
    }
    let names = spoken_names(fig);
    let mut out = crate::tr!("figure-desc-intro", n = fig.nodes.len());
    for (i, name) in names.iter().enumerate() {
        out.push(' ');
        out.push_str(&crate::tr!(
            "figure-desc-node",
            name = name.as_str(),
            what = node_words(fig, i)
        ));
    }
    out
}

/// Each drawn node's name as said, in the figure's order: its name ([module
/// docs](self)), a game's move added.
pub fn spoken_names(fig: &Figure) -> Vec<String> {
    let names = names(fig);
    fig.nodes
        .iter()
        .zip(&names)
        .map(|(n, name)| shown_name(n, name))
        .collect()
}

/// What is said of node `i` after its name, as [`describe`] says it: its type, its
/// value or bound as drawn, and the search's marks (`MIN node, value at most 3 (an
/// upper bound), cut-off: 2 moves pruned`).
pub fn node_words(fig: &Figure, i: usize) -> String {
    let n = &fig.nodes[i];
    parts(fig, i, n.phase, &n.label).join(", ")
}

/// What is said of node `i` of the finished figure `fig` at a step of a replay where
/// it is in `phase` and shows `label` (not reached yet: only an explicit tree's given
/// leaf value, else nothing; open: its value so far, or nothing), for a page that
/// steps through `fig`. Before the node is done nothing the finished figure marks is
/// said (its cut-off, the principal variation), as a step figure does not draw them.
pub fn node_words_at(fig: &Figure, i: usize, phase: Phase, label: &str) -> String {
    match phase {
        Phase::Done => parts(fig, i, phase, label).join(", "),
        Phase::NotYet => {
            let mut said = parts(fig, i, phase, label);
            // Before its cut-off a pruned move is said as any move not searched yet,
            // as a step figure draws it (steps.rs): the words must not tell the future.
            let n = &fig.nodes[i];
            if n.kind == NodeKind::Pruned {
                let as_drawn = if label.is_empty() {
                    NodeKind::Interior
                } else {
                    NodeKind::Leaf
                };
                said[0] = kind(&FigNode {
                    kind: as_drawn,
                    ..n.clone()
                });
                if as_drawn == NodeKind::Leaf {
                    said.push(value(label));
                }
            }
            said.join(", ")
        }
        Phase::Open => {
            let mut said = vec![kind(&fig.nodes[i]), crate::tr!("figure-desc-open")];
            if !label.is_empty() {
                said.push(value(label));
            }
            said.join(", ")
        }
    }
}

/// Each node's name ([module docs](self)).
fn names(fig: &Figure) -> Vec<String> {
    let mut uses: HashMap<&str, usize> = HashMap::new();
    for n in &fig.nodes {
        if let Some(m) = &n.mv {
            *uses
                .entry(m.full.as_deref().unwrap_or(&m.text))
                .or_default() += 1;
        }
    }
    let mut place = vec![0usize; fig.nodes.len()];
    let mut next = vec![0usize; fig.nodes.len()];
    for (i, n) in fig.nodes.iter().enumerate() {
        if let Some(p) = n.parent {
            next[p] += 1;
            place[i] = next[p];
        }
    }
    let mut names: Vec<String> = Vec::with_capacity(fig.nodes.len());
    for (i, n) in fig.nodes.iter().enumerate() {
        let name = match (n.parent, explicit_name(n, &uses)) {
            (None, _) => crate::tr!("figure-desc-root"),
            (Some(_), Some(own)) => own.to_string(),
            (Some(p), None) if fig.nodes[p].parent.is_none() => place[i].to_string(),
            (Some(p), None) => format!("{}.{}", names[p], place[i]),
        };
        names.push(name);
    }
    names
}

/// The move into `n` when it names `n` alone and reads as a node's name (an explicit
/// tree's `B`, not a game's `b3`, which [`shown_name`] adds as the move).
fn explicit_name<'f>(n: &'f FigNode, uses: &HashMap<&str, usize>) -> Option<&'f str> {
    let m = n.mv.as_ref()?;
    let text = m.full.as_deref().unwrap_or(&m.text);
    let named =
        uses.get(text) == Some(&1) && text.chars().next().is_some_and(|c| c.is_ascii_uppercase());
    named.then_some(text)
}

/// A node's name as said: its name, and the move into it where the name is not that
/// move.
fn shown_name(n: &FigNode, name: &str) -> String {
    match &n.mv {
        Some(m) if m.full.as_deref().unwrap_or(&m.text) != name => {
            let mv = m.full.as_deref().unwrap_or(&m.text);
            crate::tr!("figure-desc-named-move", name = name, mv = mv)
        }
        _ => name.to_string(),
    }
}

/// What a sentence says of node `i` in `phase`, showing `label`: its type, its value
/// as drawn, and the search's marks.
fn parts(fig: &Figure, i: usize, phase: Phase, label: &str) -> Vec<String> {
    let n = &fig.nodes[i];
    let mut parts = vec![kind(n)];
    match phase {
        Phase::NotYet => {
            parts.push(crate::tr!("figure-desc-not-yet"));
            // An explicit tree's leaf keeps its given value in a step figure.
            if n.kind == NodeKind::Leaf && !label.is_empty() {
                parts.push(value(label));
            }
            return parts;
        }
        Phase::Open => parts.push(crate::tr!("figure-desc-open")),
        Phase::Done => {}
    }
    if !label.is_empty() {
        parts.push(value(label));
    }
    if n.cutoff {
        let pruned = fig
            .nodes
            .iter()
            .filter(|c| c.kind == NodeKind::Pruned && c.parent == Some(i))
            .count();
        parts.push(match pruned {
            // Its pruned moves are below --draw-depth: not drawn.
            0 => crate::tr!("figure-desc-cutoff-only"),
            n => crate::tr!("figure-desc-cutoff", n = n),
        });
    }
    if n.pv {
        parts.push(crate::tr!("figure-desc-pv"));
    }
    match n.mark {
        Some(Mark::Correct) => parts.push(crate::tr!("figure-desc-correct")),
        Some(Mark::Wrong) => parts.push(crate::tr!("figure-desc-wrong")),
        None => {}
    }
    if n.more.is_some() {
        parts.push(crate::tr!("figure-desc-more"));
    }
    parts
}

/// A node's type in words.
fn kind(n: &FigNode) -> String {
    match (n.kind, n.player) {
        (NodeKind::Pruned, _) => crate::tr!("figure-desc-pruned"),
        (NodeKind::Leaf, _) => crate::tr!("figure-desc-leaf"),
        (NodeKind::Terminal, _) => crate::tr!("figure-desc-terminal"),
        (NodeKind::Interior, Player::Max) => crate::tr!("figure-desc-max"),
        (NodeKind::Interior, Player::Min) => crate::tr!("figure-desc-min"),
        (NodeKind::Interior, Player::Chance) => crate::tr!("figure-desc-chance"),
    }
}

/// A drawn label in words: `≤3` an upper bound, `≥3` a lower bound, a number a value,
/// blank boxes to fill in, anything else (a window, `W/N`, a `?`) as drawn.
fn value(label: &str) -> String {
    let number = |s: &str| s.trim().replace('−', "-").parse::<f64>().is_ok();
    // An exercise sheet's empty boxes (`   |   |   `: α, value and β to fill in).
    if label.chars().all(|c| c.is_whitespace() || c == '|') {
        return crate::tr!("figure-desc-blank");
    }
    if let Some(v) = label.strip_prefix('≤').filter(|v| number(v)) {
        crate::tr!("figure-desc-upper", value = v.trim())
    } else if let Some(v) = label.strip_prefix('≥').filter(|v| number(v)) {
        crate::tr!("figure-desc-lower", value = v.trim())
    } else if number(label) {
        crate::tr!("figure-desc-value", value = label)
    } else {
        crate::tr!("figure-desc-label", label = label)
    }
}
