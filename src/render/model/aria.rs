//! The figure as an ARIA tree view: the drawn tree as nested lists a screen reader or
//! a keyboard walks node by node, following the WAI-ARIA Authoring Practices' "Tree
//! View" pattern (<https://www.w3.org/WAI/ARIA/apg/patterns/treeview/>):
//! `<ul role="tree">` around `<li role="treeitem">` items with their level, place
//! among their siblings and expansion state (`aria-level`, `aria-posinset`,
//! `aria-setsize`, `aria-expanded`), children in `<ul role="group">`, one item in
//! the page's tab order (roving tabindex; the page's script moves it and handles
//! the pattern's keys, `templates/report.js`).
//!
//! Each item says what the figure's text equivalent says of its node
//! ([`super::describe`]: the same names and words, in the current language): "C, MIN
//! node, value at most 3 (an upper bound), cut-off: 2 moves pruned". Each carries the
//! recording's id of its node (`data-node`), the id the report's drawing marks its
//! node with (`data-id` on the node's `<g>`), so that the page links the two.

use super::describe::{node_words, node_words_at, spoken_names};
use super::figure::{Figure, Phase};
use crate::render::escape::html::text as esc;
use crate::search::trace::NodeKind;

/// The prefix of an item's `id`, followed by its node's recording id (`gt-ti-7`).
pub const ITEM_ID: &str = "gt-ti-";

/// The figure `fig` as an ARIA tree view named `name` (its `aria-label`), HTML text to
/// place in a page as it is: every text in it (node names are user input) escaped.
/// Empty for a figure without nodes.
///
/// With `before` (each figure node's label before the search reaches it,
/// [`super::steps::not_yet_label`]) each item also carries what it says at a replay's
/// step where its node is not reached yet (`data-notyet`) and where it is being
/// searched (`data-open`, its value so far not said; none for a pruned move), for a
/// page that steps through the search: nothing the step has not reached is given
/// away.
pub fn tree_view(fig: &Figure, name: &str, before: Option<&[String]>) -> String {
    let n = fig.nodes.len();
    if n == 0 {
        return String::new();
    }
    let names = spoken_names(fig);
    let mut kids: Vec<Vec<usize>> = vec![Vec::new(); n];
    let mut roots = Vec::new();
    for (i, node) in fig.nodes.iter().enumerate() {
        match node.parent {
            Some(p) => kids[p].push(i),
            None => roots.push(i),
        }
    }
    let item = |i: usize, words: String| format!("{}, {words}", names[i]);
    let mut out = format!(
        r#"<ul role="tree" class="gt-aria-tree" lang="{}" aria-label="{}">"#,
        crate::lang::current().code(),
        esc(name)
    );
    // Items open and close on a stack, not by recursion: a tree may be 500 levels deep.
    enum Step {
        Open {
            i: usize,
            level: usize,
            pos: usize,
            size: usize,
        },
        Close,
    }
    let mut stack: Vec<Step> = roots
        .iter()
        .enumerate()
        .rev()
        .map(|(p, &i)| Step::Open {
            i,
            level: 1,
            pos: p + 1,
            size: roots.len(),
        })
        .collect();
    while let Some(step) = stack.pop() {
        let Step::Open {
            i,
            level,
            pos,
            size,
        } = step
        else {
            out.push_str("</ul></li>");
            continue;
        };
        let id = fig.nodes[i].id.index();
        out.push_str(&format!(
            r#"<li role="treeitem" id="{ITEM_ID}{id}" data-node="{id}" aria-level="{level}" aria-setsize="{size}" aria-posinset="{pos}""#
        ));
        if !kids[i].is_empty() {
            out.push_str(r#" aria-expanded="true""#);
        }
        let first = level == 1 && pos == 1;
        out.push_str(if first {
            r#" tabindex="0""#
        } else {
            r#" tabindex="-1""#
        });
        if let Some(before) = before {
            let label = before.get(i).map_or("", String::as_str);
            out.push_str(&format!(
                r#" data-notyet="{}""#,
                esc(&item(i, node_words_at(fig, i, Phase::NotYet, label)))
            ));
            // A pruned move is never searched.
            if fig.nodes[i].kind != NodeKind::Pruned {
                out.push_str(&format!(
                    r#" data-open="{}""#,
                    esc(&item(i, node_words_at(fig, i, Phase::Open, "")))
                ));
            }
        }
        out.push_str(&format!(
            r#"><span class="gt-ti-text">{}</span>"#,
            esc(&item(i, node_words(fig, i)))
        ));
        if kids[i].is_empty() {
            out.push_str("</li>");
            continue;
        }
        out.push_str(r#"<ul role="group">"#);
        stack.push(Step::Close);
        let size = kids[i].len();
        for (p, &c) in kids[i].iter().enumerate().rev() {
            stack.push(Step::Open {
                i: c,
                level: level + 1,
                pos: p + 1,
                size,
            });
        }
    }
    out.push_str("</ul>");
    out
}
