//! The one way every output names a node ([`NodeNames`]): `gametree check`'s answers
//! and marks, `exercise`'s sheets, the captions of the step figures, Beamer and the
//! HTML report's replay. A node with a label is named by its label (`C`), any other
//! node by the nearest labelled ancestor and the 1-based child indices below it (`C.2`:
//! C's second child), or, with no labelled ancestor, by the indices from the root
//! (`1.2`); the root by its label or `root`. docs/homework.md, "Naming nodes".

use super::{NodeId, Recording};
use crate::game::file::{quote, Loc, ParseError};
use rustc_hash::FxHashMap;
use std::borrow::Cow;

/// How many labels an error about an unknown node lists (the first in sorted order).
pub const LISTED_LABELS: usize = 10;

/// The most characters of a move or name any output shows (hover text, the HTML
/// report's data and panel); figures draw fewer (`render::MAX_LABEL_CHARS`).
pub const MAX_NAME_CHARS: usize = 1_000;

/// A move or name as far as any output tells it: the whole text, or where it is longer
/// than [`MAX_NAME_CHARS`] characters its first `MAX_NAME_CHARS − 1` and `…`. Labels
/// are told apart by this text, so that the HTML report, which holds no more of them,
/// names nodes as [`NodeNames`] does.
pub fn known_text(s: &str) -> Cow<'_, str> {
    match s.char_indices().nth(MAX_NAME_CHARS) {
        None => Cow::Borrowed(s),
        Some(_) => {
            let end = s
                .char_indices()
                .nth(MAX_NAME_CHARS - 1)
                .map_or(0, |(i, _)| i);
            Cow::Owned(format!("{}…", &s[..end]))
        }
    }
}

/// The names of a recording's nodes (see the module docs) in both directions. A
/// node's name is made when asked for, in time linear in its depth and length, so that
/// naming a tree costs nothing for the nodes no answer or report mentions.
pub struct NodeNames<'a> {
    /// The recording named.
    rec: &'a Recording,
    /// Each node's parent, by node id.
    parent: Vec<Option<NodeId>>,
    /// Each node's 1-based place among its parent's children (0 at the root).
    place: Vec<usize>,
    /// Labels ([`known_text`]) to the nodes carrying them (a label may repeat in a
    /// tree).
    labels: FxHashMap<Cow<'a, str>, Vec<NodeId>>,
    /// Each node's children in order, by node id.
    children: Vec<Vec<NodeId>>,
}

impl<'a> NodeNames<'a> {
    /// Names every node of `rec`, in time linear in its size.
    pub fn new(rec: &'a Recording) -> NodeNames<'a> {
        let n = rec.len();
        let mut parent = vec![None; n];
        let mut place = vec![0; n];
        let mut children = vec![Vec::new(); n];
        let mut labels: FxHashMap<Cow<str>, Vec<NodeId>> = FxHashMap::default();
        let mut stack = if n == 0 {
            Vec::new()
        } else {
            vec![NodeId::new(0)]
        };
        while let Some(id) = stack.pop() {
            if let Some(l) = rec.label(id) {
                labels.entry(known_text(l)).or_default().push(id);
            }
            let kids = rec.children(id);
            for (i, &c) in kids.iter().enumerate() {
                parent[c.index()] = Some(id);
                place[c.index()] = i + 1;
            }
            stack.extend(kids.iter().rev());
            children[id.index()] = kids;
        }
        NodeNames {
            rec,
            parent,
            place,
            labels,
            children,
        }
    }

    /// Whether no other node has label `l` (as far as [`known_text`] tells).
    fn unique(&self, l: &str) -> bool {
        self.labels
            .get(&known_text(l))
            .is_some_and(|ids| ids.len() == 1)
    }

    /// The canonical name of `id`: its label, or the nearest labelled ancestor's and
    /// the child indices below it (`C.2`), or the indices from an unlabelled root
    /// (`1.2`), or `root`. A label that several nodes have names none of them (it
    /// could not be used in an answer): a path goes past it.
    pub fn name(&self, id: NodeId) -> String {
        let mut places = Vec::new();
        let mut at = id;
        let base = loop {
            // A label names its node only when no other node has it.
            if let Some(l) = self.rec.label(at).filter(|&l| self.unique(l)) {
                break Some(l);
            }
            match self.parent[at.index()] {
                None => break None,
                Some(p) => {
                    places.push(self.place[at.index()].to_string());
                    at = p;
                }
            }
        };
        places.extend(base.map(str::to_string));
        places.reverse();
        if places.is_empty() {
            "root".into()
        } else {
            places.join(".")
        }
    }

    /// Whether the name of `id` says how to reach it: each child index in it is the
    /// name of the move it stands for, as in an explicit tree whose unnamed moves are
    /// named by their place (`B.3`). A game's moves are not (`1.2` is reached by `b3
    /// a3`): a caption then adds the moves.
    pub fn spells_moves(&self, id: NodeId) -> bool {
        let mut at = id;
        loop {
            if self.rec.label(at).is_some_and(|l| self.unique(l)) {
                return true;
            }
            match self.parent[at.index()] {
                None => return true,
                Some(p) => {
                    let place = self.place[at.index()].to_string();
                    if self.rec.move_name(at) != Some(place.as_str()) {
                        return false;
                    }
                    at = p;
                }
            }
        }
    }

    /// The parent of `id` (`None` at the root).
    pub fn parent(&self, id: NodeId) -> Option<NodeId> {
        self.parent[id.index()]
    }

    /// The children of `id`, left to right.
    pub fn children(&self, id: NodeId) -> &[NodeId] {
        &self.children[id.index()]
    }

    /// The 1-based place of `id` among its parent's children (0 at the root).
    pub fn place(&self, id: NodeId) -> usize {
        self.place[id.index()]
    }

    /// Finds the node an address names: `LABEL`, `LABEL.i.j…`, `i.j…` (from the root)
    /// or `root`. `loc` is where the address starts, for the error.
    ///
    /// # Errors
    /// An address that names no node, located at `loc`. File text in the message
    /// (the address, labels) is quoted and shortened as [`quote`] does, and at most
    /// [`LISTED_LABELS`] labels are listed.
    pub fn resolve(&self, address: &str, loc: Loc) -> Result<NodeId, ParseError> {
        let bad = |what: String| ParseError::new(loc, what, quote(address));
        let mut parts = address.split('.');
        let first = parts.next().unwrap_or_default();
        let mut at = if first.chars().all(|c| c.is_ascii_digit()) && !first.is_empty() {
            self.child(NodeId::new(0), first)
                .ok_or_else(|| bad(self.no_child_text("the root")))?
        } else if first == "root" {
            NodeId::new(0)
        } else {
            // The nodes whose label is exactly `first` (labels are grouped by
            // their first characters).
            let exact: Vec<NodeId> = self
                .labels
                .get(&known_text(first))
                .into_iter()
                .flatten()
                .copied()
                .filter(|&id| self.rec.label(id) == Some(first))
                .collect();
            match (!exact.is_empty()).then_some(exact.as_slice()) {
                Some([one]) => *one,
                Some(many) => {
                    return Err(bad(format!(
                        "a label naming one node ({} names {}; use a path such as `1.2`)",
                        quote(first),
                        many.len()
                    )))
                }
                None => {
                    return Err(bad(format!(
                        "a node of the tree: a label ({}), `root` or a path such as `1.2`",
                        self.label_list()
                    )))
                }
            }
        };
        for part in parts {
            at = self
                .child(at, part)
                .ok_or_else(|| bad(self.no_child_text(&quote(&self.name(at)))))?;
        }
        Ok(at)
    }

    fn child(&self, at: NodeId, index: &str) -> Option<NodeId> {
        let i: usize = index.parse().ok()?;
        i.checked_sub(1)
            .and_then(|i| self.children[at.index()].get(i).copied())
    }

    fn no_child_text(&self, whose: &str) -> String {
        format!("a node of the tree (a child index that {whose} has)")
    }

    /// The tree's labels for an error: sorted, quoted, the first [`LISTED_LABELS`]
    /// and how many more.
    fn label_list(&self) -> String {
        let mut l: Vec<&str> = self.labels.keys().map(|k| k.as_ref()).collect();
        if l.is_empty() {
            return "the tree has none".into();
        }
        let total = l.len();
        if total > LISTED_LABELS {
            // The first few in sorted order without sorting them all.
            l.select_nth_unstable(LISTED_LABELS - 1);
            l.truncate(LISTED_LABELS);
        }
        l.sort_unstable();
        let listed: Vec<String> = l.iter().map(|x| quote(x)).collect();
        match total - listed.len() {
            0 => listed.join(", "),
            more => format!("{}, … and {more} more", listed.join(", ")),
        }
    }
}
