//! Reading a `gametree/1` recording back: the header checked, the nodes read one by
//! one ([`super::nodes`]), the whole checked ([`super::checks`]).

use super::checks::{check_mcts, check_principal_variation};
use super::input::{recording_message, score, InMcts, InRecording, TOP};
use super::nodes::NodeReader;
use super::{Accept, MAX_RECORDING_BYTES, SCHEMA, SOLVE};
use crate::game::file::{quote, Loc, ParseError};
use crate::record::{Meta, Recording, NO_SYM};
use crate::search::{Algorithm, Stats};

/// Reads the JSON recording in the file at `path` ([`read_with`]).
///
/// # Errors
/// [`crate::Error::Read`] when the file cannot be read; [`crate::Error::Parse`] with the
/// file name, line and column when it is not a `gametree/1` recording `accept` takes.
pub fn read_file(path: &std::path::Path, accept: &Accept) -> Result<Recording, crate::Error> {
    let bytes = crate::game::file::read_regular(path, MAX_RECORDING_BYTES).map_err(|source| {
        crate::Error::Read {
            path: path.to_path_buf(),
            source,
        }
    })?;
    let parse = |err| crate::Error::Parse {
        path: path.to_path_buf(),
        err,
    };
    read_with(crate::game::file::decode(&bytes).map_err(parse)?, accept).map_err(parse)
}

/// Reads a `gametree/1` JSON recording back with the default [`Accept`] (any board).
///
/// # Errors
/// As [`read_with`].
pub fn read(text: &str) -> Result<Recording, ParseError> {
    read_with(text, &Accept::default())
}

/// Reads a `gametree/1` JSON recording back (for `gametree render`).
///
/// # Errors
/// A [`ParseError`] with its line and column: malformed JSON or missing fields
/// (located by serde_json), another schema, a `game` that `accept.game` refuses, an
/// `algorithm` no command writes, a
/// `perspective` that is not the algorithm's, more nodes than `accept.max_nodes`, node
/// ids out of visit order, a parent that is not an earlier node, a ply that is not its
/// parent's plus one or is beyond [`crate::game::MAX_PLY`], a score that is neither a
/// number nor `"inf"`/`"-inf"`, a `board` that `accept.board` refuses, and `stats` that
/// do not count the recorded nodes (searches only: a `solve` recording's stats are of
/// its value search). Errors about one node are located at the node's `{`.
pub fn read_with(text: &str, accept: &Accept) -> Result<Recording, ParseError> {
    refuse_position_file(text)?;
    let input: InRecording = serde_json::from_str(text).map_err(|e| {
        ParseError::new(
            Loc {
                line: e.line().max(1),
                col: e.column().max(1),
            },
            crate::tr!("errors-recording"),
            recording_message(&e),
        )
    })?;
    check_header(&input, accept)?;
    let mut reader = NodeReader::new(text);
    if input.nodes.len() > accept.max_nodes {
        return Err(ParseError::new(
            reader.loc_of(input.nodes[accept.max_nodes]),
            crate::tr!(
                "errors-recording-max-nodes",
                max = accept.max_nodes.to_string(),
                n = accept.max_nodes,
                option = (accept.naming.param)(crate::params::Param::MaxNodes)
            ),
            crate::tr!("errors-n-nodes", n = input.nodes.len()),
        ));
    }
    for (i, raw) in input.nodes.iter().enumerate() {
        reader.read_node(i, raw, &input.game, accept)?;
    }
    if input.mcts.is_none() {
        // Monte Carlo tree search's nodes are interior before they are expanded.
        reader.check_inner_nodes(&input.nodes)?;
    }
    let mut counted = reader.counted;
    // Clamped evaluations leave no mark on the nodes.
    counted.clamped = input.stats.clamped;
    if input.result.is_none() && counted != input.stats {
        return Err(ParseError::new(
            TOP,
            crate::tr!("errors-recording-stats", stats = stats_json(&counted)),
            stats_json(&input.stats),
        ));
    }
    let mut rec = reader.rec;
    pad_columns(&mut rec, input.nodes.len());
    rec.meta = meta(input)?;
    check_principal_variation(&rec)?;
    check_mcts(&rec)?;
    rec.given = (accept.given)(&rec);
    Ok(rec)
}

/// A position file given where a recording belongs: says which command reads it.
fn refuse_position_file(text: &str) -> Result<(), ParseError> {
    if !text.trim_start().starts_with('{') {
        let first = text.trim_start().lines().next().unwrap_or_default();
        if first.starts_with('#') || first.contains(':') {
            return Err(ParseError::new(
                TOP,
                crate::tr!("errors-recording-hint"),
                crate::tr!("errors-recording-position-file"),
            ));
        }
    }
    Ok(())
}

/// Checks the header before the nodes: the schema, the game (`accept.game`), an
/// algorithm some command writes, its perspective, and at least one node.
fn check_header(input: &InRecording, accept: &Accept) -> Result<(), ParseError> {
    if input.schema != SCHEMA {
        return Err(ParseError::new(
            TOP,
            format!("\"schema\": \"{SCHEMA}\""),
            quote(&input.schema),
        ));
    }
    (accept.game)(&input.game)
        .map_err(|expected| ParseError::new(TOP, expected, quote(&input.game)))?;
    let algorithm = Algorithm::from_name(&input.algorithm);
    if algorithm.is_none() && input.algorithm != SOLVE {
        let names: Vec<&str> = Algorithm::EVERY
            .iter()
            .map(|a| a.name())
            .chain([SOLVE])
            .collect();
        return Err(ParseError::new(
            TOP,
            crate::tr!(
                "errors-json-one-of",
                key = "algorithm",
                names = names.join(", ")
            ),
            quote(&input.algorithm),
        ));
    }
    if let Some(a) = algorithm.filter(|a| a.perspective() != input.perspective) {
        return Err(ParseError::new(
            TOP,
            crate::tr!(
                "errors-recording-perspective",
                perspective = a.perspective().as_str(),
                algorithm = a.name()
            ),
            format!("\"{}\"", input.perspective.as_str()),
        ));
    }
    if input.nodes.is_empty() {
        return Err(ParseError::new(
            TOP,
            crate::tr!("errors-recording-root"),
            "\"nodes\": []",
        ));
    }
    Ok(())
}

/// Pads the per-node columns that some node filled to one entry for each of the
/// `n_nodes` nodes.
fn pad_columns(rec: &mut Recording, n_nodes: usize) {
    if !rec.boards.is_empty() {
        rec.boards.resize(n_nodes, NO_SYM);
    }
    if !rec.passes.is_empty() {
        rec.passes.resize(n_nodes, u16::MAX);
    }
    if !rec.iterations.is_empty() {
        rec.iterations.resize(n_nodes, u16::MAX);
    }
    if !rec.probabilities.is_empty() {
        rec.probabilities.resize(n_nodes, NO_SYM);
    }
    if !rec.visits.is_empty() {
        rec.visits.resize(n_nodes, 0);
        rec.totals.resize(n_nodes, 0);
    }
}

/// The recording's [`Meta`] from its header, its scale and scores checked.
fn meta(input: InRecording) -> Result<Meta, ParseError> {
    let scale = input.scale.unwrap_or(1);
    if !(1..=crate::game::SCORE_LIMIT).contains(&scale) {
        return Err(ParseError::new(
            TOP,
            crate::tr!("errors-setup-json-scale", limit = crate::game::SCORE_LIMIT),
            scale.to_string(),
        ));
    }
    let test_value = match &input.test_value {
        None => None,
        Some(k) => Some(score(k, TOP)?),
    };
    let win_score = match &input.win_score {
        None => None,
        Some(w) => Some(crate::game::WinScore {
            max: score(&w.max, TOP)?,
            threshold: score(&w.threshold, TOP)?,
            utilities: None,
        }),
    };
    let utilities = match &input.utilities {
        None => None,
        Some(_) if win_score.is_some() => {
            return Err(ParseError::new(
                TOP,
                crate::tr!("errors-setup-json-win-score-or-utilities"),
                crate::tr!("errors-setup-json-both"),
            ))
        }
        Some(u) => {
            let u = crate::game::Utilities {
                win: score(&u.win, TOP)?,
                draw: score(&u.draw, TOP)?,
                loss: score(&u.loss, TOP)?,
            };
            let found = crate::tr!(
                "errors-setup-json-utilities-found",
                win = u.win,
                draw = u.draw,
                loss = u.loss
            );
            Some(u.check().map_err(|_| {
                ParseError::new(TOP, crate::tr!("errors-setup-json-utilities"), found)
            })?)
        }
    };
    let mcts = match input.mcts {
        None if input.algorithm == Algorithm::Mcts.name() => {
            return Err(ParseError::new(
                TOP,
                crate::tr!("errors-setup-json-mcts-header"),
                crate::tr!("errors-setup-json-mcts-none"),
            ))
        }
        None => None,
        Some(_) if input.algorithm != Algorithm::Mcts.name() => {
            return Err(ParseError::new(
                TOP,
                crate::tr!("errors-setup-json-mcts-header"),
                quote(&input.algorithm),
            ))
        }
        Some(m) => Some(mcts_run(m)?),
    };
    Ok(Meta {
        utilities,
        game: input.game,
        algorithm: input.algorithm,
        evaluation: input.evaluation,
        depth: input.depth,
        perspective: input.perspective,
        win_score,
        value: score(&input.value, TOP)?,
        best_move: input.best_move,
        principal_variation: input.principal_variation,
        stats: input.stats,
        position: input.position,
        passes: input.passes,
        iterations: input.iterations,
        answer: input.answer,
        test_value,
        order: input.order.unwrap_or_else(|| "natural".to_string()),
        cut: input.prune_on,
        solution: input.result.map(|result| crate::record::Solved {
            result,
            plies: input.plies,
            margin: input.margin,
            proven_depth: input.proven_depth.unwrap_or(0),
        }),
        scale,
        leaf_bounds: input.leaf_bounds,
        mcts,
    })
}

/// Monte Carlo tree search's settings read back, checked.
fn mcts_run(m: InMcts) -> Result<crate::search::trace::MctsRun, ParseError> {
    use crate::search::mcts::{Exploration, Playout, Selection};
    let exploration = Exploration::new(m.exploration).ok_or_else(|| {
        ParseError::new(
            TOP,
            crate::tr!("errors-setup-json-mcts-exploration"),
            m.exploration.to_string(),
        )
    })?;
    let playout = Playout::EVERY
        .into_iter()
        .find(|p| p.name() == m.playout)
        .ok_or_else(|| {
            ParseError::new(
                TOP,
                crate::tr!("errors-setup-json-mcts-playout"),
                quote(&m.playout),
            )
        })?;
    let select = Selection::EVERY
        .into_iter()
        .find(|p| p.name() == m.select)
        .ok_or_else(|| {
            ParseError::new(
                TOP,
                crate::tr!("errors-setup-json-mcts-select"),
                quote(&m.select),
            )
        })?;
    Ok(crate::search::trace::MctsRun {
        exploration,
        seed: m.seed,
        playout,
        select,
        iterations: m.iterations,
    })
}

/// `stats` as one line of JSON, for messages.
fn stats_json(s: &Stats) -> String {
    serde_json::to_string(s).unwrap_or_default()
}
