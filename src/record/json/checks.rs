//! Checks of a recording read back as a whole: Monte Carlo tree search's iterations
//! against the tree, and the principal variation through searched nodes.

use super::input::TOP;
use crate::game::file::{quote, ParseError};
use crate::record::Recording;
use petgraph::graph::NodeIndex;

/// Monte Carlo tree search's iterations fit the tree: each path starts at the root
/// and goes from parent to child, each expanded node is a child of its path's last,
/// and the visits and totals of the nodes are what the iterations add up to.
pub(super) fn check_mcts(rec: &Recording) -> Result<(), ParseError> {
    let Some(run) = &rec.meta.mcts else {
        return Ok(());
    };
    let n = rec.len();
    let mut visits = vec![0u64; n];
    let mut totals = vec![0i64; n];
    let parent = |c: u32| {
        rec.graph
            .neighbors_directed(NodeIndex::new(c as usize), petgraph::Direction::Incoming)
            .next()
            .map(|p| p.index() as u32)
    };
    for (k, it) in run.iterations.iter().enumerate() {
        let bad_path = || {
            ParseError::new(
                TOP,
                crate::tr!("errors-setup-json-mcts-path", k = k),
                format!("{:?}", it.path),
            )
        };
        if it.path.first() != Some(&0) || it.path.iter().any(|&v| v as usize >= n) {
            return Err(bad_path());
        }
        if it.path.windows(2).any(|w| parent(w[1]) != Some(w[0])) {
            return Err(bad_path());
        }
        if let Some(e) = it.expanded {
            if e as usize >= n || parent(e) != it.path.last().copied() {
                return Err(bad_path());
            }
        }
        for &v in it.path.iter().chain(it.expanded.iter()) {
            visits[v as usize] += 1;
            totals[v as usize] = totals[v as usize].saturating_add(it.reward);
        }
    }
    if rec.visits != visits || rec.totals != totals {
        let i = (0..n)
            .find(|&i| rec.statistics(NodeIndex::new(i)) != Some((visits[i], totals[i])))
            .unwrap_or(0);
        let found = rec
            .statistics(NodeIndex::new(i))
            .map_or("-".to_string(), |(v, w)| format!("N = {v}, W = {w}"));
        return Err(ParseError::new(
            TOP,
            crate::tr!(
                "errors-setup-json-mcts-sums",
                i = i,
                n = visits[i],
                w = totals[i]
            ),
            found,
        ));
    }
    Ok(())
}

/// The principal variation runs through searched children from the root.
pub(super) fn check_principal_variation(rec: &Recording) -> Result<(), ParseError> {
    let through = rec.pv_nodes().len();
    let groups = rec
        .pv_nodes()
        .iter()
        .filter(|&&id| rec.graph[id].group())
        .count();
    if through != 1 + groups + rec.meta.principal_variation.len() {
        let broken = rec
            .meta
            .principal_variation
            .get(through - 1 - groups)
            .map_or(String::new(), |m| quote(m));
        return Err(ParseError::new(
            TOP,
            crate::tr!("errors-setup-json-pv"),
            crate::tr!("errors-setup-json-pv-found", name = broken),
        ));
    }
    Ok(())
}
