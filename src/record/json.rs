//! The `gametree/1` JSON recording (documented in docs/json.md): a header with the
//! search's summary, then `nodes`, one compact object a line, in id (visit) order.

use crate::game::file::{quote, serde_error_offset, serde_message, Loc, Locator, ParseError};
use crate::game::{Score, INF, MAX_PLY};
use crate::record::{
    Bound, IterationInfo, Meta, Node, NodeKind, PassInfo, Probe, Recording, Sym, NO_SYM,
};
use crate::search::{Algorithm, Stats};
use petgraph::graph::NodeIndex;
use serde::Serialize;
use serde_json::value::RawValue;
use std::io::{self, Write};

/// The `algorithm` of a `gametree solve` recording (searches write their
/// [`Algorithm::name`]).
pub const SOLVE: &str = "solve";

/// How many bytes of nodes [`write()`] gathers before handing them to its writer.
const CHUNK: usize = 1 << 16;

/// The schema name written in every recording.
pub const SCHEMA: &str = "gametree/1";

/// A score in JSON: a number, or the strings `"inf"` / `"-inf"`.
#[derive(Copy, Clone, Debug)]
pub struct JsonScore(pub Score);

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
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    group: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    pass: Option<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    iteration: Option<u32>,
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    research: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    scout: Option<u32>,
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    quiescence: bool,
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    probing: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    probability: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    tt: Option<Probe>,
    #[serde(skip_serializing_if = "Option::is_none")]
    tt_store: Option<Bound>,
    #[serde(skip_serializing_if = "Option::is_none")]
    board: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    visits: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    total: Option<i64>,
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
    let mut parents = vec![u32::MAX; rec.len()];
    for e in rec.graph.raw_edges() {
        parents[e.target().index()] = e.source().index() as u32;
    }
    // serde_json writes a token at a time: into a Vec that is a copy, through the
    // `dyn Write` a call each. The nodes are written into a buffer handed on a chunk at
    // a time, so memory stays the same however big the file.
    let mut buf: Vec<u8> = Vec::with_capacity(CHUNK + 4096);
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
            group: n.group(),
            pass: rec.pass_of(id),
            iteration: rec.iteration_of(id),
            research: n.research(),
            scout: rec.scout_of(id).map(|s| s.index() as u32),
            quiescence: n.quiescence(),
            probing: n.probing(),
            probability: rec.probability(id),
            tt: n.probe(),
            tt_store: n.store(),
            board: rec.board(id),
            visits: rec.statistics(id).map(|(n, _)| n),
            total: rec.statistics(id).map(|(_, w)| w),
        };
        buf.extend_from_slice(if i == 0 { b"\n    " } else { b",\n    " });
        serde_json::to_writer(&mut buf, &node).map_err(to_io)?;
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

/// A score as read back: a number or `"inf"` / `"-inf"`.
#[derive(serde::Deserialize)]
#[serde(untagged)]
enum InScore {
    Num(Score),
    Str(String),
}

/// The largest finite score a recording may hold: the largest win score
/// ([`crate::game::SCORE_LIMIT`]) moved one unit a ply farther (Kühr's `dal`) at the
/// deepest ply a search reaches.
pub const MAX_RECORDED_SCORE: Score = crate::game::SCORE_LIMIT + MAX_PLY as Score + 1;

impl InScore {
    fn get(&self) -> Option<Score> {
        match self {
            InScore::Num(v) if (-MAX_RECORDED_SCORE..=MAX_RECORDED_SCORE).contains(v) => Some(*v),
            InScore::Str(s) if s == "inf" => Some(INF),
            InScore::Str(s) if s == "-inf" => Some(-INF),
            _ => None,
        }
    }
}

#[derive(serde::Deserialize)]
struct InWin {
    max: InScore,
    threshold: InScore,
}

#[derive(serde::Deserialize)]
struct InUtilities {
    win: InScore,
    draw: InScore,
    loss: InScore,
}

#[derive(serde::Deserialize)]
struct InNode {
    id: u32,
    parent: Option<u32>,
    #[serde(rename = "move")]
    mv: Option<String>,
    label: Option<String>,
    ply: u32,
    player: crate::game::Player,
    kind: NodeKind,
    alpha: Option<InScore>,
    beta: Option<InScore>,
    value: Option<InScore>,
    bound: Option<Bound>,
    cutoff: bool,
    #[serde(default)]
    group: bool,
    #[serde(default)]
    pass: Option<u32>,
    #[serde(default)]
    iteration: Option<u32>,
    #[serde(default)]
    research: bool,
    #[serde(default)]
    scout: Option<u32>,
    #[serde(default)]
    quiescence: bool,
    #[serde(default)]
    probing: bool,
    #[serde(default)]
    probability: Option<String>,
    #[serde(default)]
    tt: Option<Probe>,
    #[serde(default)]
    tt_store: Option<Bound>,
    #[serde(default)]
    board: Option<String>,
    #[serde(default)]
    visits: Option<u64>,
    #[serde(default)]
    total: Option<i64>,
}

/// Monte Carlo tree search's settings and iterations as read back.
#[derive(serde::Deserialize)]
struct InMcts {
    select: String,
    exploration: f64,
    seed: u64,
    playout: String,
    iterations: crate::search::trace::MctsLog,
}

#[derive(serde::Deserialize)]
struct InRecording<'a> {
    schema: String,
    game: String,
    algorithm: String,
    #[serde(default)]
    evaluation: String,
    depth: Option<u32>,
    perspective: crate::record::Perspective,
    win_score: Option<InWin>,
    #[serde(default)]
    utilities: Option<InUtilities>,
    value: InScore,
    best_move: Option<String>,
    principal_variation: Vec<String>,
    stats: Stats,
    #[serde(default)]
    order: Option<String>,
    #[serde(default)]
    prune_on: crate::search::CutRule,
    #[serde(default)]
    test_value: Option<InScore>,
    #[serde(default)]
    answer: Option<bool>,
    #[serde(default)]
    passes: Vec<PassInfo>,
    #[serde(default)]
    iterations: Vec<IterationInfo>,
    #[serde(default)]
    result: Option<crate::record::Verdict>,
    #[serde(default)]
    plies: Option<u32>,
    #[serde(default)]
    margin: Option<Score>,
    #[serde(default)]
    proven_depth: Option<u32>,
    #[serde(default)]
    scale: Option<Score>,
    #[serde(default)]
    leaf_bounds: Option<(Score, Score)>,
    #[serde(default)]
    mcts: Option<InMcts>,
    position: String,
    #[serde(borrow)]
    nodes: Vec<&'a RawValue>,
}

/// What [`read_with`] accepts beyond the schema: the size of a recording and the
/// boards its game can have. Depth is always limited to [`crate::game::MAX_PLY`].
#[derive(Clone, Copy)]
pub struct Accept<'a> {
    /// The most nodes a recording may hold, pruned ones included.
    pub max_nodes: usize,
    /// Checks the recording's `game`: `Err(expected)` refuses it (see
    /// `games::check_recorded_game`).
    pub game: &'a dyn Fn(&str) -> Result<(), String>,
    /// Checks a node's `board` diagram, given the recording's `game`: `Err(expected)`
    /// refuses it (see `games::check_recorded_board`).
    pub board: &'a dyn Fn(&str, &str) -> Result<(), String>,
    /// The value each node's position gives by itself ([`Recording::given`]), which the
    /// file does not carry: a caller that knows the games walks the recording from the
    /// root of the position it keeps ([`GivenValues`], run by
    /// `games::with_explicit_root`). By default none.
    pub given: &'a dyn Fn(&Recording) -> Vec<Option<Score>>,
    /// How the refusal of a recording above the node limit names the limit.
    pub naming: crate::params::Naming,
}

/// [`Accept::max_nodes`] by default: 10,000,000 nodes, five times the searches'
/// default node limit (a recording holds the pruned moves too).
pub const DEFAULT_MAX_NODES: usize = 10_000_000;

impl Default for Accept<'_> {
    /// [`DEFAULT_MAX_NODES`], any game and board, and no given values.
    fn default() -> Self {
        Accept {
            max_nodes: DEFAULT_MAX_NODES,
            game: &|_| Ok(()),
            board: &|_, _| Ok(()),
            given: &|_| Vec::new(),
            naming: crate::params::Naming::LIBRARY,
        }
    }
}

/// The largest recording file read: 2 GiB (Kalah(6,4) to depth 12, 4.86 M nodes with
/// boards, is 357 MB as a report and 253 MB as JSON).
pub const MAX_RECORDING_BYTES: u64 = 2 << 30;

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

/// serde_json's message for a recording, shortened ([`serde_message`]), with the
/// untagged score type's message said in words.
fn recording_message(e: &serde_json::Error) -> String {
    serde_message(e, 200).replace(
        "data did not match any variant of untagged enum InScore",
        "a score that is neither an integer nor \"inf\" / \"-inf\"",
    )
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

/// Where errors about the whole recording (its header) are located: line 1, column 1.
const TOP: Loc = Loc { line: 1, col: 1 };

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

/// A recorded score, refused at `loc` unless it is an integer within
/// [`MAX_RECORDED_SCORE`] or `"inf"` / `"-inf"`.
fn score(s: &InScore, loc: Loc) -> Result<Score, ParseError> {
    s.get().ok_or_else(|| {
        ParseError::new(
            loc,
            crate::tr!(
                "errors-recording-score",
                max = MAX_RECORDED_SCORE.to_string()
            ),
            match s {
                InScore::Num(v) => v.to_string(),
                InScore::Str(t) => quote(t),
            },
        )
    })
}

/// The error `expected … found` about one node, located at its `{`.
fn bad<T>(
    loc: Loc,
    expected: impl Into<String>,
    found: impl Into<String>,
) -> Result<T, ParseError> {
    Err(ParseError::new(loc, expected, found))
}

/// Reads the nodes one by one into a [`Recording`], checking each against the ones
/// before it, and counts what the header's stats should say.
struct NodeReader<'t> {
    /// The file's text, which the nodes' raw JSON are slices of.
    text: &'t str,
    /// Turns offsets into the text into lines and columns.
    locator: Locator<'t>,
    /// The recording so far.
    rec: Recording,
    /// What the stats should say, counted from the nodes.
    counted: Stats,
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
    fn new(text: &'t str) -> Self {
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
    fn loc_of(&mut self, raw: &RawValue) -> Loc {
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
    fn read_node(
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
    fn check_inner_nodes(&mut self, nodes: &[&RawValue]) -> Result<(), ParseError> {
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

/// Monte Carlo tree search's iterations fit the tree: each path starts at the root
/// and goes from parent to child, each expanded node is a child of its path's last,
/// and the visits and totals of the nodes are what the iterations add up to.
fn check_mcts(rec: &Recording) -> Result<(), ParseError> {
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
fn check_principal_variation(rec: &Recording) -> Result<(), ParseError> {
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

/// Walks the recording along its move names from the position's root, taking each
/// node's [`crate::game::Position::given_value`]: pruned subtrees too, which no search
/// reached. A move name the position does not have leaves that subtree without. Empty
/// when no node's position gives a value (games), and for an empty recording.
pub struct GivenValues<'a>(pub &'a Recording);

impl crate::game::job::Job for GivenValues<'_> {
    type Output = Vec<Option<Score>>;

    fn run<P: crate::game::Position, E: crate::game::Evaluator<P>>(
        self,
        root: &P,
        _: &E,
    ) -> Vec<Option<Score>> {
        let rec = self.0;
        if rec.is_empty() {
            return Vec::new();
        }
        let mut out = vec![None; rec.len()];
        let mut moves = Vec::new();
        // (recorded node, the position it stands for)
        let mut stack = vec![(NodeIndex::new(0), root.clone())];
        while let Some((id, pos)) = stack.pop() {
            out[id.index()] = pos.given_value();
            let kids = rec.children(id);
            // A group node (MTD(f) pass, iterative-deepening iteration) stands for
            // the root, and each child of it is a search of the root again.
            if rec.node(id).group() {
                stack.extend(kids.into_iter().map(|c| (c, pos.clone())));
                continue;
            }
            moves.clear();
            pos.legal_moves(&mut moves);
            let mut used = vec![false; moves.len()];
            let mut probed = vec![false; moves.len()];
            // The move each child searched; a re-search takes its scout's, the one before it.
            let mut taken: Vec<(NodeIndex, usize)> = Vec::new();
            for c in kids {
                let Some(name) = rec.move_name(c) else {
                    continue;
                };
                // The first unused move of that name: labels may repeat among
                // siblings. A PVS re-search searches its scout's move again, and a
                // Star2 probe's move is searched again in full.
                let scout = rec
                    .scout_of(c)
                    .and_then(|s| taken.iter().rev().find(|t| t.0 == s));
                let found = match scout {
                    Some(&(_, i)) => Some((i, &moves[i])),
                    None => moves
                        .iter()
                        .enumerate()
                        .find(|&(i, &m)| (!used[i] || probed[i]) && pos.move_text(m) == name),
                };
                if let Some((i, &m)) = found {
                    used[i] = true;
                    probed[i] = rec.node(c).probing();
                    taken.push((c, i));
                    stack.push((c, pos.play(m)));
                }
            }
        }
        if out.iter().all(Option::is_none) {
            out.clear();
        }
        out
    }
}

/// `stats` as one line of JSON, for messages.
fn stats_json(s: &Stats) -> String {
    serde_json::to_string(s).unwrap_or_default()
}

/// Whether the cut rule is the default one (not written).
fn is_ge(c: &crate::search::CutRule) -> bool {
    *c == crate::search::CutRule::Ge
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games;
    use crate::record::{NodeId, SearchJob};
    use crate::search::Algorithm;

    fn search(text: &str, algorithm: Algorithm) -> Recording {
        let loaded = games::load(text.as_bytes()).unwrap();
        let setup = games::Setup::default();
        let options = crate::search::Options::default();
        let job = SearchJob {
            algorithm,
            limits: setup.limits(),
            options: &options,
            boards: false,
        };
        loaded.run(&setup, job).unwrap().0
    }

    /// The recording's given values, and the same read back from its JSON (which
    /// does not carry them: the reader takes them from the position text).
    fn given_both_ways(rec: &Recording) -> [Vec<Option<Score>>; 2] {
        let mut json = Vec::new();
        write(rec, &mut json).unwrap();
        let text = std::str::from_utf8(&json).unwrap();
        // Read alone, a recording has none; the caller that knows the games finds them.
        assert!(read(text).unwrap().given.is_empty());
        let accept = Accept {
            given: &|rec| {
                games::with_explicit_root(&rec.meta.position, GivenValues(rec)).unwrap_or_default()
            },
            ..Accept::default()
        };
        let back = read_with(text, &accept).unwrap();
        [rec.given.clone(), back.given]
    }

    fn pruned_given(rec: &Recording, given: &[Option<Score>]) -> Vec<Option<Score>> {
        (0..rec.len())
            .filter(|&i| rec.node(NodeId::new(i)).kind() == NodeKind::Pruned)
            .map(|i| given[i])
            .collect()
    }

    #[test]
    fn pruned_leaves_get_the_values_the_file_writes() {
        let rec = search(
            "game: tree\ntree: [A: [B: 3 12 8] [C: 2 4 6] [D: 14 5 2]]\n",
            Algorithm::AlphaBeta,
        );
        for given in given_both_ways(&rec) {
            assert_eq!(pruned_given(&rec, &given), [Some(4), Some(6)]);
            // Every leaf has its value, the searched ones too; inner nodes none.
            assert_eq!(given.iter().flatten().count(), 9);
        }
    }

    #[test]
    fn whole_pruned_subtrees_and_finished_games() {
        let rec = search(
            "game: tree\nwin-score: 99\ntree: [[5 [x: 9 win]] [1 [y: loss 7]]]\n",
            Algorithm::AlphaBeta,
        );
        // `x` cuts off after 9 ≥ 5, so its `win` is pruned (99, MAX's view); the second
        // MIN node cuts off after 1 ≤ 5: `y` (inner, no value), then its leaves loss
        // (-99) and 7.
        for given in given_both_ways(&rec) {
            assert_eq!(
                pruned_given(&rec, &given),
                [Some(99), None, Some(-99), Some(7)]
            );
        }
    }

    #[test]
    fn leaves_under_chance_nodes_are_in_the_recordings_units() {
        let rec = search(
            "game: tree\ntree: [chance 1/2: [1 2] 1/2: 3]\n",
            Algorithm::Expectiminimax,
        );
        let scale = rec.meta.scale;
        assert!(scale > 1);
        for given in given_both_ways(&rec) {
            let values: Vec<Score> = given.iter().flatten().copied().collect();
            assert_eq!(values, [scale, 2 * scale, 3 * scale]);
        }
    }

    #[test]
    fn games_have_none() {
        let rec = search(
            "game: tictactoe\nto-move: x\nboard:\n  x . o\n  . o .\n  . . x\n",
            Algorithm::AlphaBeta,
        );
        assert!(!rec.leaves_given());
        assert!(given_both_ways(&rec).iter().all(Vec::is_empty));
    }
}
