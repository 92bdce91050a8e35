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
//! ([`mod@super::describe`]: the same names and words, in the current language): "C, MIN
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
    let mut kids: Vec<Vec<usize>> = vec![Vec::new(); n];
    let mut roots = Vec::new();
    for (i, node) in fig.nodes.iter().enumerate() {
        match node.parent {
            Some(p) => kids[p].push(i),
            None => roots.push(i),
        }
    }
    let items = Items {
        fig,
        names: spoken_names(fig),
        before,
    };
    let mut out = format!(
        r#"<ul role="tree" class="gt-aria-tree" lang="{}" aria-label="{}">"#,
        crate::lang::current().code(),
        esc(name)
    );
    // Items open and close on a stack, not by recursion: a tree may be 500 levels deep.
    let mut stack: Vec<Step> = roots
        .iter()
        .enumerate()
        .rev()
        .map(|(p, &i)| {
            Step::Open(Place {
                i,
                level: 1,
                pos: p + 1,
                size: roots.len(),
            })
        })
        .collect();
    while let Some(step) = stack.pop() {
        let Step::Open(place) = step else {
            out.push_str("</ul></li>");
            continue;
        };
        let i = place.i;
        items.open(&mut out, &place, !kids[i].is_empty());
        if kids[i].is_empty() {
            out.push_str("</li>");
            continue;
        }
        out.push_str(r#"<ul role="group">"#);
        stack.push(Step::Close);
        let size = kids[i].len();
        for (p, &c) in kids[i].iter().enumerate().rev() {
            stack.push(Step::Open(Place {
                i: c,
                level: place.level + 1,
                pos: p + 1,
                size,
            }));
        }
    }
    out.push_str("</ul>");
    out
}

/// Where an item stands: figure node `i`, at `level` (the root's 1), the `pos`-th of
/// its `size` siblings.
struct Place {
    i: usize,
    level: usize,
    pos: usize,
    size: usize,
}

/// What the writing of the items does next: open an item (and write its children
/// after it), or close the group and the item it is in.
enum Step {
    Open(Place),
    Close,
}

/// What the items are written from: the figure, its nodes' names as said, and the
/// labels before the search reaches them ([`tree_view`]'s `before`).
struct Items<'a> {
    fig: &'a Figure,
    names: Vec<String>,
    before: Option<&'a [String]>,
}

impl Items<'_> {
    /// Node `i`'s item text: its name and `words`.
    fn text(&self, i: usize, words: String) -> String {
        format!("{}, {words}", self.names[i])
    }

    /// Writes the start of `place`'s item and its text (the caller writes its
    /// children and closes it); `parent`: it has children.
    fn open(&self, out: &mut String, place: &Place, parent: bool) {
        let (fig, i) = (self.fig, place.i);
        let id = fig.nodes[i].id.index();
        out.push_str(&format!(
            r#"<li role="treeitem" id="{ITEM_ID}{id}" data-node="{id}" aria-level="{}" aria-setsize="{}" aria-posinset="{}""#,
            place.level, place.size, place.pos
        ));
        if parent {
            out.push_str(r#" aria-expanded="true""#);
        }
        // One item in the tab order: the first root's.
        let first = place.level == 1 && place.pos == 1;
        out.push_str(if first {
            r#" tabindex="0""#
        } else {
            r#" tabindex="-1""#
        });
        if let Some(before) = self.before {
            let label = before.get(i).map_or("", String::as_str);
            let not_yet = node_words_at(fig, i, Phase::NotYet, label);
            out.push_str(&format!(
                r#" data-notyet="{}""#,
                esc(&self.text(i, not_yet))
            ));
            // A pruned move is never searched.
            if fig.nodes[i].kind != NodeKind::Pruned {
                let open = node_words_at(fig, i, Phase::Open, "");
                out.push_str(&format!(r#" data-open="{}""#, esc(&self.text(i, open))));
            }
        }
        out.push_str(&format!(
            r#"><span class="gt-ti-text">{}</span>"#,
            esc(&self.text(i, node_words(fig, i)))
        ));
    }
}
