//! Reading a recording's nodes one at a time, each checked against the nodes before it.

use super::input::{bad, recording_message, score, InNode};
use super::Accept;
use crate::game::file::{quote, serde_error_offset, Loc, Locator, ParseError};
use crate::game::MAX_PLY;
use crate::record::{Bound, Node, NodeKind, Probe, Recording, Sym, NO_SYM};
use crate::search::Stats;
use petgraph::graph::NodeIndex;
use serde_json::value::RawValue;

/// Reads the nodes one by one into a [`Recording`], checking each against the ones
/// before it, and counts what the header's stats should say.
pub(super) struct NodeReader<'t> {
    /// The file's text, which the nodes' raw JSON are slices of.
    text: &'t str,
    /// Turns offsets into the text into lines and columns.
    locator: Locator<'t>,
    /// The recording so far.
    pub(super) rec: Recording,
    /// What the stats should say, counted from the nodes.
    pub(super) counted: Stats,
    /// The ancestors of the node being read: nodes come in visit (pre-)order, so each
    /// node's parent is one of them.
    open: Vec<u32>,
    /// The symbol of each text interned so far.
    syms: rustc_hash::FxHashMap<String, Sym>,
    /// Each (parent, move) seen so far, and whether that child was a Star2 probe.
    moves_seen: rustc_hash::FxHashMap<(u32, Sym), bool>,
}

impl<'t> NodeReader<'t> {
    /// A reader of the nodes of `text`, with an empty recording.
    pub(super) fn new(text: &'t str) -> Self {
        NodeReader {
            text,
            locator: Locator::new(text),
            rec: Recording::default(),
            counted: Stats::default(),
            open: Vec::new(),
            syms: Default::default(),
            moves_seen: Default::default(),
        }
    }

    /// The offset of a node in the file (`raw` is a slice of the text).
    fn offset(&self, raw: &RawValue) -> usize {
        raw.get().as_ptr() as usize - self.text.as_ptr() as usize
    }

    /// The line and column of a node's `{`.
    pub(super) fn loc_of(&mut self, raw: &RawValue) -> Loc {
        let at = self.offset(raw);
        self.locator.loc(at)
    }

    /// The symbol of a text (interned once), [`NO_SYM`] for none.
    fn intern(&mut self, s: Option<String>) -> Sym {
        match s {
            None => NO_SYM,
            Some(s) => {
                let rec = &mut self.rec;
                *self.syms.entry(s.clone()).or_insert_with(|| rec.intern(&s))
            }
        }
    }

    /// The node at index `parent`, read before.
    fn node_at(&self, parent: u32) -> &Node {
        &self.rec.graph[NodeIndex::new(parent as usize)]
    }

    /// Reads node `i`, whose JSON is `raw`, checks it and adds it to the recording
    /// below its parent.
    pub(super) fn read_node(
        &mut self,
        i: usize,
        raw: &RawValue,
        game: &str,
        accept: &Accept,
    ) -> Result<(), ParseError> {
        let start = self.offset(raw);
        let loc = self.locator.mark(start);
        let n: InNode = serde_json::from_str(raw.get()).map_err(|e| {
            // serde_json locates the error inside the node: make it the file's place.
            ParseError::new(
                self.locator.loc(start + serde_error_offset(raw.get(), &e)),
                "a node of a gametree/1 recording",
                recording_message(&e),
            )
        })?;
        let parent_pruned = self.check_place(i, &n, loc)?;
        if let Some(b) = &n.board {
            if let Err(expected) = (accept.board)(game, b) {
                return bad(loc, expected, quote(b));
            }
        }
        self.check_move(&n, loc)?;
        self.check_scout(&n, loc)?;
        self.check_probability(&n, loc)?;
        let (id, parent) = (n.id, n.parent);
        let node = self.node(i, n, parent_pruned, loc)?;
        if let Some(p) = parent {
            self.check_parent_searched(i, p, loc)?;
        }
        let index = self.rec.graph.add_node(node);
        self.open.push(id);
        if let Some(p) = parent {
            self.rec
                .graph
                .add_edge(NodeIndex::new(p as usize), index, ());
        }
        Ok(())
    }

    /// Checks node `i`'s place in the tree: its id, a parent among the open ancestors
    /// (none at the root), a ply one beyond the parent's and within
    /// [`MAX_PLY`]. Returns whether the parent is pruned.
    fn check_place(&mut self, i: usize, n: &InNode, loc: Loc) -> Result<bool, ParseError> {
        if n.id as usize != i {
            return bad(
                loc,
                crate::tr!("errors-setup-json-id", i = i),
                format!("id {}", n.id),
            );
        }
        let mut parent_pruned = false;
        match n.parent {
            None if i == 0 => {}
            None => {
                return bad(
                    loc,
                    crate::tr!("errors-setup-json-parent-for", i = i),
                    "null",
                )
            }
            Some(p) if p >= n.id => {
                return bad(
                    loc,
                    crate::tr!("errors-setup-json-parent-smaller", id = n.id),
                    format!("{p}"),
                )
            }
            Some(p) => {
                while self.open.last().is_some_and(|&a| a != p) {
                    self.open.pop();
                }
                if self.open.is_empty() {
                    return bad(
                        loc,
                        crate::tr!("errors-setup-json-parent-among", id = n.id),
                        format!("{p}"),
                    );
                }
                let parent = self.node_at(p);
                parent_pruned = parent.kind() == NodeKind::Pruned;
                let pp = parent.ply();
                if n.ply != pp + 1 {
                    return bad(
                        loc,
                        crate::tr!("errors-setup-json-ply-parent", ply = pp + 1),
                        format!("{}", n.ply),
                    );
                }
            }
        }
        if i == 0 && n.parent.is_some() {
            return bad(
                loc,
                crate::tr!("errors-setup-json-root-parent"),
                crate::tr!("errors-setup-json-a-parent"),
            );
        }
        if n.ply > MAX_PLY {
            return bad(
                loc,
                crate::tr!("errors-setup-json-max-ply", max = MAX_PLY),
                crate::tr!("errors-setup-json-ply", ply = n.ply),
            );
        }
        Ok(parent_pruned)
    }

    /// Every node but the root is reached by a move with a name; siblings' names
    /// differ, but for a PVS re-search or a Star2 probe of the same move, and the
    /// searches under a group node.
    fn check_move(&mut self, n: &InNode, loc: Loc) -> Result<(), ParseError> {
        match (&n.mv, n.parent) {
            (None, Some(_)) => return bad(loc, crate::tr!("errors-setup-json-move-name"), "null"),
            (Some(m), Some(_)) if m.is_empty() => {
                return bad(loc, crate::tr!("errors-setup-json-move-name"), "\"\"")
            }
            (Some(m), Some(p)) => {
                let sym = self.intern(Some(m.clone()));
                // A Star2 probe is searched again later as a sibling of itself.
                let before = self.moves_seen.insert((p, sym), n.probing);
                let allowed = n.research || self.node_at(p).group() || before == Some(true);
                if before.is_some() && !allowed {
                    return bad(
                        loc,
                        crate::tr!("errors-setup-json-moves-differ"),
                        crate::tr!("errors-setup-json-second", name = quote(m)),
                    );
                }
            }
            _ => {}
        }
        Ok(())
    }

    /// A PVS re-search comes right after its scout, a searched sibling for the same
    /// move; its `scout`, where given (files written before it existed have none), is
    /// that sibling's id. No other node has a `scout`.
    fn check_scout(&self, n: &InNode, loc: Loc) -> Result<(), ParseError> {
        if !n.research {
            return match n.scout {
                Some(s) => bad(
                    loc,
                    crate::tr!("errors-setup-json-scout-only"),
                    format!("\"scout\": {s}"),
                ),
                None => Ok(()),
            };
        }
        // Nodes come in visit order: the parent's latest child is the previous sibling.
        let prev = n.parent.and_then(|p| {
            self.rec
                .graph
                .neighbors_directed(NodeIndex::new(p as usize), petgraph::Direction::Outgoing)
                .max()
        });
        let scout = prev.filter(|&s| {
            let node = &self.rec.graph[s];
            node.kind() != NodeKind::Pruned && self.rec.move_name(s) == n.mv.as_deref()
        });
        match (scout, n.scout) {
            (None, _) => bad(
                loc,
                crate::tr!("errors-setup-json-research-after-scout"),
                crate::tr!("errors-setup-json-research-without"),
            ),
            (Some(s), Some(x)) if x as usize != s.index() => bad(
                loc,
                crate::tr!("errors-setup-json-scout-previous", id = s.index()),
                format!("\"scout\": {x}"),
            ),
            _ => Ok(()),
        }
    }

    /// A probability is a chance node's child's, as the tree file writes it.
    fn check_probability(&self, n: &InNode, loc: Loc) -> Result<(), ParseError> {
        if let Some(p) = &n.probability {
            let parent_chance = n
                .parent
                .is_some_and(|p| self.node_at(p).player() == crate::game::Player::Chance);
            if !parent_chance {
                return bad(
                    loc,
                    crate::tr!("errors-setup-json-no-probability"),
                    quote(p),
                );
            }
            if let Err(expected) = crate::game::Probability::parse(p) {
                let expected = crate::game::probability_expected(expected);
                return bad(loc, format!("\"probability\": {expected}"), quote(p));
            }
        }
        Ok(())
    }

    /// The [`Node`] that `n` (node `i`) records, its window and value checked; counts it
    /// in the stats and fills the recording's per-node columns (probabilities, passes,
    /// iterations, boards) up to it.
    fn node(
        &mut self,
        i: usize,
        n: InNode,
        parent_pruned: bool,
        loc: Loc,
    ) -> Result<Node, ParseError> {
        let mv = self.intern(n.mv);
        let label = self.intern(n.label);
        let mut node = Node::new(mv, label, n.ply, n.player);
        if let (Some(a), Some(b)) = (&n.alpha, &n.beta) {
            let (a, b) = (score(a, loc)?, score(b, loc)?);
            if a > b {
                return bad(
                    loc,
                    crate::tr!("errors-setup-json-window"),
                    format!("[{}, {}]", self.rec.value_text(a), self.rec.value_text(b)),
                );
            }
            node.set_window(a, b);
        }
        let counted = &mut self.counted;
        if n.kind == NodeKind::Pruned {
            node.set_pruned();
            counted.pruned += u64::from(!parent_pruned);
        } else {
            let value = match &n.value {
                Some(v) => score(v, loc)?,
                None => {
                    return bad(
                        loc,
                        crate::tr!("errors-setup-json-value-for", i = i),
                        "null",
                    )
                }
            };
            node.set_result(value, n.bound.unwrap_or(Bound::Exact), n.kind);
        }
        if n.cutoff {
            node.set_cutoff();
        }
        if n.group {
            node.set_group();
        } else {
            counted.visited += u64::from(n.kind != NodeKind::Pruned);
            counted.leaves += u64::from(n.kind == NodeKind::Leaf);
            counted.terminals += u64::from(n.kind == NodeKind::Terminal);
            counted.cutoffs += u64::from(n.cutoff);
            counted.researches += u64::from(n.research);
            counted.tt_probes += u64::from(n.tt.is_some());
            counted.tt_hits += u64::from(n.tt.is_some_and(|p| p != Probe::Miss));
        }
        if n.research {
            node.set_research();
        }
        if n.quiescence {
            node.set_quiescence();
        }
        if n.probing {
            node.set_probing();
        }
        if n.probability.is_some() || !self.rec.probabilities.is_empty() {
            self.rec.probabilities.resize(i, NO_SYM);
            let s = self.intern(n.probability);
            self.rec.probabilities.push(s);
        }
        if let Some(p) = n.tt {
            node.set_probe(p);
        }
        if let Some(b) = n.tt_store {
            node.set_store(b);
        }
        let index = |x: Option<u32>| x.map_or(u16::MAX, |p| p.min(u16::MAX as u32 - 1) as u16);
        let rec = &mut self.rec;
        if n.pass.is_some() || !rec.passes.is_empty() {
            rec.passes.resize(i, u16::MAX);
            rec.passes.push(index(n.pass));
        }
        if n.iteration.is_some() || !rec.iterations.is_empty() {
            rec.iterations.resize(i, u16::MAX);
            rec.iterations.push(index(n.iteration));
        }
        if let (Some(v), Some(w)) = (n.visits, n.total) {
            self.rec.visits.resize(i, 0);
            self.rec.totals.resize(i, 0);
            self.rec.visits.push(v);
            self.rec.totals.push(w);
        }
        if let Some(b) = n.board {
            if self.rec.boards.len() < i {
                self.rec.boards.resize(i, NO_SYM);
            }
            let s = self.intern(Some(b));
            self.rec.boards.push(s);
        }
        Ok(node)
    }

    /// A node valued without search has no children (a pruned subtree may): node `i`'s
    /// parent `p` must not be a leaf or a finished game.
    fn check_parent_searched(&self, i: usize, p: u32, loc: Loc) -> Result<(), ParseError> {
        let parent = self.node_at(p);
        if matches!(parent.kind(), NodeKind::Leaf | NodeKind::Terminal) {
            return bad(
                loc,
                crate::tr!(
                    "errors-setup-json-no-child",
                    p = p,
                    kind = if parent.kind() == NodeKind::Leaf {
                        "leaf"
                    } else {
                        "terminal"
                    }
                ),
                crate::tr!("errors-setup-json-node", i = i),
            );
        }
        Ok(())
    }

    /// A searched inner node has children, but one the transposition table settled.
    /// `nodes` are the raw nodes read (one for each node of the recording), to locate
    /// the error.
    pub(super) fn check_inner_nodes(&mut self, nodes: &[&RawValue]) -> Result<(), ParseError> {
        for (i, raw) in nodes.iter().enumerate() {
            let id = NodeIndex::new(i);
            let node = &self.rec.graph[id];
            let childless = self
                .rec
                .graph
                .neighbors_directed(id, petgraph::Direction::Outgoing)
                .next()
                .is_none();
            if node.kind() == NodeKind::Interior && childless && node.probe() != Some(Probe::Cutoff)
            {
                return Err(ParseError::new(
                    self.loc_of(raw),
                    crate::tr!("errors-setup-json-children"),
                    crate::tr!("errors-setup-json-node-none", i = i),
                ));
            }
        }
        Ok(())
    }
}
