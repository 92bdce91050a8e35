//! The `gametree/1` JSON recording (documented in docs/json.md): a header with the
//! search's summary, then `nodes`, one compact object a line, in id (visit) order.

use crate::game::{Score, INF};
use crate::record::{Bound, NodeKind, Recording};
use crate::search::Stats;
use petgraph::graph::NodeIndex;
use serde::Serialize;
use std::io::{self, Write};

/// The schema name written in every recording.
pub const SCHEMA: &str = "gametree/1";

/// A score in JSON: a number, or the strings `"inf"` / `"-inf"`.
#[derive(Copy, Clone, Debug)]
struct JsonScore(Score);

impl Serialize for JsonScore {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self.0 {
            INF => s.serialize_str("inf"),
            v if v == -INF => s.serialize_str("-inf"),
            v => s.serialize_i32(v),
        }
    }
}

#[derive(Serialize)]
struct WinJson {
    max: JsonScore,
    threshold: JsonScore,
}

#[derive(Serialize)]
struct Header<'a> {
    schema: &'static str,
    game: &'a str,
    algorithm: &'a str,
    evaluation: &'a str,
    depth: Option<u32>,
    perspective: &'static str,
    win_score: Option<WinJson>,
    value: JsonScore,
    best_move: Option<&'a str>,
    principal_variation: &'a [String],
    stats: &'a Stats,
    position: &'a str,
}

#[derive(Serialize)]
struct JsonNode<'a> {
    id: u32,
    parent: Option<u32>,
    #[serde(rename = "move")]
    mv: Option<&'a str>,
    label: Option<&'a str>,
    ply: u32,
    player: &'static str,
    kind: NodeKind,
    alpha: Option<JsonScore>,
    beta: Option<JsonScore>,
    value: Option<JsonScore>,
    score: Option<JsonScore>,
    bound: Option<Bound>,
    cutoff: bool,
}

fn to_io(e: serde_json::Error) -> io::Error {
    io::Error::other(e)
}

/// Writes the recording as `gametree/1` JSON.
pub fn write(rec: &Recording, out: &mut dyn Write) -> io::Result<()> {
    let m = &rec.meta;
    let header = Header {
        schema: SCHEMA,
        game: &m.game,
        algorithm: &m.algorithm,
        evaluation: &m.evaluation,
        depth: m.depth,
        perspective: m.perspective.as_str(),
        win_score: m.win_score.filter(|w| w.is_active()).map(|w| WinJson {
            max: JsonScore(w.max),
            threshold: JsonScore(w.threshold),
        }),
        value: JsonScore(m.value),
        best_move: m.best_move.as_deref(),
        principal_variation: &m.principal_variation,
        stats: &m.stats,
        position: &m.position,
    };
    let head = serde_json::to_string_pretty(&header).map_err(to_io)?;
    // Reopen the header object to append the node list.
    let head = head.strip_suffix("\n}").unwrap_or(&head);
    out.write_all(head.as_bytes())?;
    out.write_all(b",\n  \"nodes\": [")?;
    let mut parents = vec![u32::MAX; rec.len()];
    for e in rec.graph.raw_edges() {
        parents[e.target().index()] = e.source().index() as u32;
    }
    for (i, &parent) in parents.iter().enumerate() {
        let id = NodeIndex::new(i);
        let n = rec.node(id);
        let w = n.window();
        let node = JsonNode {
            id: i as u32,
            parent: (parent != u32::MAX).then_some(parent),
            mv: rec.move_name(id),
            label: rec.label(id),
            ply: n.ply(),
            player: n.player().as_str(),
            kind: n.kind(),
            alpha: w.map(|(a, _)| JsonScore(a)),
            beta: w.map(|(_, b)| JsonScore(b)),
            value: n.value().map(JsonScore),
            score: n.score(m.perspective).map(JsonScore),
            bound: n.bound(),
            cutoff: n.cutoff(),
        };
        out.write_all(if i == 0 { b"\n    " } else { b",\n    " })?;
        serde_json::to_writer(&mut *out, &node).map_err(to_io)?;
    }
    out.write_all(b"\n  ]\n}\n")?;
    Ok(())
}
