//! Writing a recording as `gametree/1` JSON: the header, then the nodes one a line,
//! gathered into a buffer handed on a chunk at a time.

use super::line::NodeLines;
use super::{JsonScore, SCHEMA};
use crate::game::Score;
use crate::record::{IterationInfo, PassInfo, Recording};
use crate::search::Stats;
use serde::Serialize;
use std::io::{self, Write};

/// How many bytes of nodes [`write()`] gathers before handing them to its writer.
const CHUNK: usize = 1 << 16;

#[derive(Serialize)]
struct WinJson {
    max: JsonScore,
    threshold: JsonScore,
}

/// Plain scoring's utilities (`--scoring plain`, `--utilities W,D,L`), MAX's view.
#[derive(Serialize)]
struct UtilitiesJson {
    win: JsonScore,
    draw: JsonScore,
    loss: JsonScore,
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
    #[serde(skip_serializing_if = "Option::is_none")]
    utilities: Option<UtilitiesJson>,
    value: JsonScore,
    best_move: Option<&'a str>,
    principal_variation: &'a [String],
    stats: &'a Stats,
    order: &'a str,
    #[serde(skip_serializing_if = "is_ge")]
    prune_on: crate::search::CutRule,
    #[serde(skip_serializing_if = "Option::is_none")]
    test_value: Option<JsonScore>,
    #[serde(skip_serializing_if = "Option::is_none")]
    answer: Option<bool>,
    #[serde(skip_serializing_if = "<[PassInfo]>::is_empty")]
    passes: &'a [PassInfo],
    #[serde(skip_serializing_if = "<[IterationInfo]>::is_empty")]
    iterations: &'a [IterationInfo],
    #[serde(flatten, skip_serializing_if = "Option::is_none")]
    solution: Option<&'a crate::record::Solved>,
    #[serde(skip_serializing_if = "is_one")]
    scale: Score,
    #[serde(skip_serializing_if = "Option::is_none")]
    leaf_bounds: Option<(Score, Score)>,
    position: &'a str,
}

/// Whether the scale is 1 (not written then).
fn is_one(s: &Score) -> bool {
    *s == 1
}

/// Monte Carlo tree search's settings in the header (its iterations follow them, one
/// a line, written by [`write`]).
#[derive(Serialize)]
struct MctsJson {
    select: &'static str,
    exploration: f64,
    seed: u64,
    playout: &'static str,
}

fn mcts_json(run: &crate::search::trace::MctsRun) -> MctsJson {
    MctsJson {
        select: run.select.name(),
        exploration: run.exploration.get(),
        seed: run.seed,
        playout: run.playout.name(),
    }
}

/// A serialization error as an I/O error: a write's own error unchanged (a closed pipe
/// stays `BrokenPipe`, which ends the program quietly), anything else as `Other`.
fn to_io(e: serde_json::Error) -> io::Error {
    io::Error::from(e)
}

fn header(rec: &Recording) -> Header<'_> {
    let m = &rec.meta;
    Header {
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
        utilities: m.utilities.map(|u| UtilitiesJson {
            win: JsonScore(u.win),
            draw: JsonScore(u.draw),
            loss: JsonScore(u.loss),
        }),
        value: JsonScore(m.value),
        best_move: m.best_move.as_deref(),
        principal_variation: &m.principal_variation,
        stats: &m.stats,
        order: &m.order,
        prune_on: m.cut,
        test_value: m.test_value.map(JsonScore),
        answer: m.answer,
        solution: m.solution.as_ref(),
        scale: m.scale,
        leaf_bounds: m.leaf_bounds,
        passes: &m.passes,
        iterations: &m.iterations,
        position: &m.position,
    }
}

/// The recording's header (everything but `nodes`) as a JSON value, as `write` writes it.
pub fn header_value(rec: &Recording) -> serde_json::Value {
    let mut v = serde_json::to_value(header(rec)).unwrap_or_default();
    if let (Some(run), Some(map)) = (&rec.meta.mcts, v.as_object_mut()) {
        let mut m = serde_json::to_value(mcts_json(run)).unwrap_or_default();
        if let Some(o) = m.as_object_mut() {
            o.insert(
                "iterations".into(),
                serde_json::to_value(&run.iterations).unwrap_or_default(),
            );
        }
        map.insert("mcts".into(), m);
    }
    v
}

/// Writes the recording as `gametree/1` JSON.
///
/// # Errors
/// The writer's.
pub fn write(rec: &Recording, out: &mut dyn Write) -> io::Result<()> {
    let m = &rec.meta;
    let head = serde_json::to_string_pretty(&header(rec)).map_err(to_io)?;
    // Reopen the header object to append the node list.
    let head = head.strip_suffix("\n}").unwrap_or(&head);
    out.write_all(head.as_bytes())?;
    if let Some(run) = &m.mcts {
        write_mcts(run, out)?;
    }
    out.write_all(b",\n  \"nodes\": [")?;
    // The nodes are written into a buffer handed on a chunk at a time, so memory stays
    // the same however big the file.
    let mut lines = NodeLines::new(rec);
    let mut buf: Vec<u8> = Vec::with_capacity(CHUNK + 4096);
    for i in 0..lines.len() {
        buf.extend_from_slice(if i == 0 { b"\n    " } else { b",\n    " });
        lines.write(&mut buf, i);
        if buf.len() >= CHUNK {
            out.write_all(&buf)?;
            buf.clear();
        }
    }
    buf.extend_from_slice(b"\n  ]\n}\n");
    out.write_all(&buf)
}

/// Writes `"mcts": {…}` (after the header's other fields): the settings, then the
/// iterations one a line.
fn write_mcts(run: &crate::search::trace::MctsRun, out: &mut dyn Write) -> io::Result<()> {
    let settings = serde_json::to_string(&mcts_json(run)).map_err(to_io)?;
    let settings = settings.strip_suffix('}').unwrap_or(&settings);
    let mut buf: Vec<u8> = Vec::with_capacity(CHUNK + 4096);
    buf.extend_from_slice(b",\n  \"mcts\": ");
    buf.extend_from_slice(settings.as_bytes());
    buf.extend_from_slice(b",\"iterations\": [");
    for (i, it) in run.iterations.iter().enumerate() {
        buf.extend_from_slice(if i == 0 { b"\n    " } else { b",\n    " });
        serde_json::to_writer(&mut buf, &it).map_err(to_io)?;
        if buf.len() >= CHUNK {
            out.write_all(&buf)?;
            buf.clear();
        }
    }
    buf.extend_from_slice(b"\n  ]}");
    out.write_all(&buf)
}

/// Whether the cut rule is the default one (not written).
fn is_ge(c: &crate::search::CutRule) -> bool {
    *c == crate::search::CutRule::Ge
}
