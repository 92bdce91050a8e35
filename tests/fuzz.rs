//! Fuzz targets, one per parser of untrusted input: position files (and on their own
//! chess FENs, Connect Four boards and trees with chance nodes), JSON recordings (of
//! every algorithm's shape: chance nodes, MTD(f)'s passes, PVS's re-searches),
//! students' answer files, the endgame cache's class files, and Monte Carlo tree
//! search's options (`mcts_options`: random values, not mutated seeds). Each takes the files we ship (or that the tool writes) as
//! seeds, mutates them byte by byte (inserting JSON and position-file punctuation,
//! control characters, bidi overrides, invalid UTF-8, huge numbers; deleting,
//! duplicating and truncating) with proptest, and runs what a command would run on the
//! result: reading must give a value or a located error, never a panic, and whatever
//! is read must search and render in every format without panicking.
//!
//! The budget is a fixed number of cases per target: `GAMETREE_FUZZ_CASES` (default
//! 200, so that `cargo test` stays quick); CI runs a larger one. A failing case is
//! shrunk by proptest and stored in `tests/fuzz.proptest-regressions`, so it is
//! replayed first in every later run.

use gametree::games::{self, Loaded, Setup};
use gametree::homework::{self, CheckFormat, Conventions};
use gametree::record::json::{self, Accept};
use gametree::record::SearchJob;
use gametree::render::{self, Format, LabelKind, RenderOptions};
use gametree::search::{Algorithm, Limits, Options};
use proptest::prelude::*;
use std::path::Path;

/// The cases per target: `GAMETREE_FUZZ_CASES`, default 200.
fn cases() -> u32 {
    std::env::var("GAMETREE_FUZZ_CASES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(200)
}

fn config() -> ProptestConfig {
    ProptestConfig {
        cases: cases(),
        // Shrinking a slow case can take long; a few hundred steps find the core.
        max_shrink_iters: 500,
        ..ProptestConfig::default()
    }
}

/// Bytes worth inserting: the punctuation of position files and JSON, digits and
/// signs, words the parsers look for, control and bidi characters, invalid UTF-8.
const PIECES: &[&[u8]] = &[
    b"[",
    b"]",
    b":",
    b"{",
    b"}",
    b"\"",
    b",",
    b"-",
    b" ",
    b"\n",
    b"\r\n",
    b"\t",
    b"#",
    b"0",
    b"1",
    b"9",
    b"-1",
    b"2147483647",
    b"-2147483648",
    b"99999999999999999999",
    b"1e9",
    b"inf",
    b"-inf",
    b"null",
    b"true",
    b"max",
    b"min",
    b"x",
    b"o",
    b"w",
    b"b",
    b"W",
    b"B",
    b".",
    b"|",
    b"/",
    b"s",
    b"n",
    b"game: ",
    b"tree: ",
    b"board:\n",
    b"to-move: ",
    b"fen: ",
    b"heaps: ",
    b"pits: ",
    b"A:",
    b"<=",
    b">=",
    b"=",
    b"\x00",
    b"\x1b[2J",
    b"\x07",
    b"\xe2\x80\xae",
    // Line breaks of some reader (Typst ends a `//` comment at each): CR, VT, FF, NEL,
    // U+2028, U+2029.
    b"\r",
    b"\x0b",
    b"\x0c",
    b"\xc2\x85",
    b"\xe2\x80\xa8",
    b"\xe2\x80\xa9",
    b"\xe2\x80\xa8#panic(\"injected\")",
    b"\xff",
    b"\xc3",
    b"\xef\xbb\xbf",
    b"\"id\":",
    b"\"parent\":",
    b"\"ply\":",
    b"\"board\":",
    b"\"kind\":\"pruned\"",
];

/// One edit of a seed.
#[derive(Clone, Debug)]
enum Edit {
    /// Insert piece `piece` at `at` (a fraction of the length, in 1/1024).
    Insert { at: u16, piece: usize },
    /// Delete `len` bytes at `at`.
    Delete { at: u16, len: u8 },
    /// Copy `len` bytes from `from` to `at`.
    Duplicate { from: u16, at: u16, len: u16 },
    /// Replace the byte at `at` by `byte`.
    Flip { at: u16, byte: u8 },
    /// Cut the text at `at`.
    Truncate { at: u16 },
}

fn edit() -> impl Strategy<Value = Edit> {
    let at = 0u16..1024;
    prop_oneof![
        4 => (at.clone(), 0..PIECES.len()).prop_map(|(at, piece)| Edit::Insert { at, piece }),
        2 => (at.clone(), 1u8..16).prop_map(|(at, len)| Edit::Delete { at, len }),
        1 => (at.clone(), at.clone(), 1u16..256)
            .prop_map(|(from, at, len)| Edit::Duplicate { from, at, len }),
        2 => (at.clone(), any::<u8>()).prop_map(|(at, byte)| Edit::Flip { at, byte }),
        1 => at.prop_map(|at| Edit::Truncate { at }),
    ]
}

/// `seed` with `edits` applied.
fn mutate(seed: &[u8], edits: &[Edit]) -> Vec<u8> {
    let mut b = seed.to_vec();
    let place = |b: &Vec<u8>, at: u16| b.len() * at as usize / 1024;
    for e in edits {
        match *e {
            Edit::Insert { at, piece } => {
                let i = place(&b, at);
                b.splice(i..i, PIECES[piece].iter().copied());
            }
            Edit::Delete { at, len } => {
                let i = place(&b, at);
                let j = (i + len as usize).min(b.len());
                b.drain(i..j);
            }
            Edit::Duplicate { from, at, len } => {
                let i = place(&b, from);
                let j = (i + len as usize).min(b.len());
                let piece = b[i..j].to_vec();
                let k = place(&b, at);
                b.splice(k..k, piece);
            }
            Edit::Flip { at, byte } => {
                if !b.is_empty() {
                    let i = place(&b, at).min(b.len() - 1);
                    b[i] = byte;
                }
            }
            Edit::Truncate { at } => {
                let i = place(&b, at);
                b.truncate(i);
            }
        }
    }
    b
}

/// Every position file in `examples/` (and below).
fn position_seeds() -> Vec<Vec<u8>> {
    fn walk(dir: &Path, out: &mut Vec<Vec<u8>>) {
        let mut entries: Vec<_> = std::fs::read_dir(dir).unwrap().flatten().collect();
        entries.sort_by_key(|e| e.path());
        for e in entries {
            let p = e.path();
            if p.is_dir() {
                walk(&p, out);
            } else if p.extension().is_some_and(|x| x == "pos") {
                out.push(std::fs::read(&p).unwrap());
            }
        }
    }
    let mut seeds = Vec::new();
    walk(Path::new("examples"), &mut seeds);
    assert!(seeds.len() >= 10, "the examples are the seeds");
    seeds
}

/// The line breaks of some reader other than the line feed: no text format read line
/// by line (Typst, LaTeX, DOT, a terminal's text) may hold one, or a name holding it
/// could end a comment and start a line of code (`#read("key.json")` in Typst).
const OTHER_LINE_BREAKS: [char; 6] = ['\r', '\u{b}', '\u{c}', '\u{85}', '\u{2028}', '\u{2029}'];

/// Renders `rec` in every format and label, with the game's board layout; the formats
/// read line by line hold no line break but the line feed.
fn render_all(rec: &gametree::record::Recording) {
    let layouts = games::layout_of(&rec.meta.game);
    for format in [
        Format::Text,
        Format::Json,
        Format::Dot,
        Format::Svg,
        Format::Tikz,
        Format::Html,
        Format::Typst,
        Format::Forest,
        Format::Beamer,
    ] {
        for label in [LabelKind::Value, LabelKind::Triple] {
            let opts = RenderOptions {
                label,
                values: None,
                color: true,
                ..RenderOptions::default()
            };
            let mut out = Vec::new();
            render::render_with_layouts(format, rec, &opts, layouts, &mut out)
                .expect("writing to memory cannot fail");
            if !matches!(format, Format::Json | Format::Svg | Format::Html) {
                let text = String::from_utf8(out).expect("UTF-8 output");
                assert!(
                    !text.contains(OTHER_LINE_BREAKS),
                    "{format:?}: a line break other than LF"
                );
            }
        }
    }
}

/// A small search of a loaded position: alpha-beta two plies deep (explicit trees to
/// their leaves), boards recorded, at most 20,000 nodes.
fn search_small(game: &Loaded) -> Option<gametree::record::Recording> {
    let setup = Setup {
        depth: (!game.is_explicit()).then_some(2),
        max_nodes: 20_000,
        ..Setup::default()
    };
    let options = Options::default();
    let job = SearchJob {
        algorithm: Algorithm::AlphaBeta,
        limits: Limits {
            depth: setup.depth,
            max_nodes: setup.max_nodes,
        },
        options: &options,
        boards: true,
    };
    game.run(&setup, job).ok().map(|(rec, _, _)| rec)
}

proptest! {
    #![proptest_config(config())]

    /// Position files: `games::load` reads or locates an error; what it reads searches
    /// and renders.
    #[test]
    fn position_files(seed in any::<prop::sample::Index>(), edits in prop::collection::vec(edit(), 1..8)) {
        let seeds = position_seeds();
        let bytes = mutate(&seeds[seed.index(seeds.len())], &edits);
        match games::load(&bytes) {
            Err(e) => prop_assert!(e.loc.line >= 1 && e.loc.col >= 1),
            Ok(game) => {
                if let Some(rec) = search_small(&game) {
                    render_all(&rec);
                }
            }
        }
    }
}

/// Recordings the tool writes, of every game, with boards: the seeds of the recording
/// target.
fn recording_seeds() -> Vec<Vec<u8>> {
    let mut seeds = Vec::new();
    for file in [
        "examples/aima-fig-5-2.pos",
        "examples/wikipedia-alpha-beta.pos",
        "examples/tictactoe-forced-win.pos",
        "examples/kalah-4-3.pos",
        "examples/czech-middlegame.pos",
        "examples/english-initial.pos",
        "examples/nim-3-4-5.pos",
        "examples/chess-lasker-reichhelm.pos",
        "examples/connect4-4453.pos",
    ] {
        let game = games::load(&std::fs::read(file).unwrap()).unwrap();
        let rec = search_small(&game).expect("the examples search");
        let mut out = Vec::new();
        json::write(&rec, &mut out).unwrap();
        seeds.push(out);
    }
    // The shapes only some algorithms record: probabilities and probes, passes under a
    // group node, re-searches, the table's probes and stores.
    for (file, algorithm, leaf_bounds) in [
        ("examples/aima-fig-5-12.pos", Algorithm::Star2, Some((0, 5))),
        (
            "examples/aima-fig-5-12.pos",
            Algorithm::Expectiminimax,
            None,
        ),
        ("examples/tictactoe-forced-win.pos", Algorithm::Mtdf, None),
        ("examples/wikipedia-alpha-beta.pos", Algorithm::Pvs, None),
        ("examples/kalah-4-3.pos", Algorithm::AlphaBetaTt, None),
    ] {
        let game = games::load(&std::fs::read(file).unwrap()).unwrap();
        let options = Options {
            leaf_bounds,
            ..Options::default()
        };
        let setup = Setup {
            depth: (!game.is_explicit()).then_some(3),
            ..Setup::default()
        };
        let job = SearchJob {
            algorithm,
            limits: setup.limits(),
            options: &options,
            boards: true,
        };
        let (rec, _, _) = game.run(&setup, job).expect("the examples search");
        let mut out = Vec::new();
        json::write(&rec, &mut out).unwrap();
        seeds.push(out);
    }
    seeds
}

proptest! {
    #![proptest_config(config())]

    /// JSON recordings: `render`'s reader (with the games' checks) reads or locates an
    /// error; what it reads renders.
    #[test]
    fn recordings(seed in any::<prop::sample::Index>(), edits in prop::collection::vec(edit(), 1..8)) {
        thread_local!(static SEEDS: Vec<Vec<u8>> = recording_seeds());
        let bytes = SEEDS.with(|s| mutate(&s[seed.index(s.len())], &edits));
        let Ok(text) = std::str::from_utf8(&bytes) else { return Ok(()) };
        let accept = Accept {
            max_nodes: 100_000,
            game: &games::check_recorded_game,
            board: &games::check_recorded_board,
            ..Accept::default()
        };
        match json::read_with(text, &accept) {
            Err(e) => prop_assert!(e.loc.line >= 1 && e.loc.col >= 1),
            Ok(rec) => render_all(&rec),
        }
    }
}

/// A value for a field of a recording: a string built from [`PIECES`], a number near
/// the limits, or another JSON type.
fn field_value() -> impl Strategy<Value = serde_json::Value> {
    use serde_json::Value;
    prop_oneof![
        prop::collection::vec(0..PIECES.len(), 0..6).prop_map(|ps| {
            let bytes: Vec<u8> = ps.iter().flat_map(|&i| PIECES[i].iter().copied()).collect();
            Value::String(String::from_utf8_lossy(&bytes).into_owned())
        }),
        prop_oneof![
            Just(i64::from(i32::MAX)),
            Just(i64::from(i32::MIN)),
            Just(1_000_000_000),
            Just(-1_000_000_001),
            -3i64..3,
            any::<i64>(),
        ]
        .prop_map(Value::from),
        Just(Value::Null),
        any::<bool>().prop_map(Value::Bool),
        Just(Value::String("inf".into())),
        Just(Value::String("-inf".into())),
    ]
}

/// The fields of a node and of the header worth changing.
const NODE_FIELDS: &[&str] = &[
    "move",
    "label",
    "ply",
    "player",
    "kind",
    "alpha",
    "beta",
    "value",
    "bound",
    "cutoff",
    "board",
    "pass",
    "iteration",
    "tt",
    "tt_store",
    "research",
    "scout",
    "group",
    "parent",
];
const HEADER_FIELDS: &[&str] = &[
    "game",
    "algorithm",
    "perspective",
    "value",
    "depth",
    "best_move",
    "order",
    "position",
    "test_value",
    "answer",
    "win_score",
    "result",
    "plies",
    "margin",
];

proptest! {
    #![proptest_config(config())]

    /// JSON recordings whose structure holds but whose fields take odd values: most are
    /// read, so the renderers see labels, boards and scores at their limits.
    #[test]
    fn recording_fields(
        seed in any::<prop::sample::Index>(),
        changes in prop::collection::vec(
            (any::<prop::sample::Index>(), any::<prop::sample::Index>(), any::<bool>(), field_value()),
            1..4,
        ),
    ) {
        thread_local!(static SEEDS: Vec<Vec<u8>> = recording_seeds());
        let mut rec: serde_json::Value =
            SEEDS.with(|s| serde_json::from_slice(&s[seed.index(s.len())]).unwrap());
        for (node, field, header, value) in changes {
            if header {
                rec[HEADER_FIELDS[field.index(HEADER_FIELDS.len())]] = value;
            } else {
                let nodes = rec["nodes"].as_array_mut().unwrap();
                let i = node.index(nodes.len());
                nodes[i][NODE_FIELDS[field.index(NODE_FIELDS.len())]] = value;
            }
        }
        let text = serde_json::to_string_pretty(&rec).unwrap();
        let accept = Accept {
            max_nodes: 100_000,
            game: &games::check_recorded_game,
            board: &games::check_recorded_board,
            ..Accept::default()
        };
        match json::read_with(&text, &accept) {
            Err(e) => prop_assert!(e.loc.line >= 1 && e.loc.col >= 1),
            Ok(rec) => render_all(&rec),
        }
    }
}

proptest! {
    #![proptest_config(config())]

    /// Answer files: `check` marks them or reports a located error, in every report
    /// format.
    #[test]
    fn answer_files(seed in any::<prop::sample::Index>(), edits in prop::collection::vec(edit(), 1..8)) {
        let dir = Path::new("examples/homework/answers");
        let mut seeds: Vec<_> = std::fs::read_dir(dir).unwrap().flatten().map(|e| e.path()).collect();
        seeds.sort();
        let bytes = mutate(&std::fs::read(&seeds[seed.index(seeds.len())]).unwrap(), &edits);
        let tmp = tempfile::tempdir().unwrap();
        let answer = tmp.path().join("answer.txt");
        std::fs::write(&answer, &bytes).unwrap();
        let Ok(Loaded::Tree(tree)) = games::load(&std::fs::read("examples/homework/exercise.pos").unwrap()) else {
            panic!("the exercise is an explicit tree")
        };
        for format in [CheckFormat::Text, CheckFormat::Json, CheckFormat::Csv, CheckFormat::Html] {
            let report = homework::check_answers(
                &tree,
                "exercise.pos",
                &[answer.to_string_lossy().into_owned()],
                &Conventions::default(),
                format,
                &gametree::cli::FLAGS,
            );
            // The text and CSV reports (a terminal's, a spreadsheet's) stay on their lines.
            let report = report.expect("a report");
            if matches!(format, CheckFormat::Text | CheckFormat::Csv) {
                prop_assert!(!report.text.contains(OTHER_LINE_BREAKS), "{:?}", format);
            }
        }
    }
}

/// FENs: the examples' and positions with every field in play (castling rights, en
/// passant, counters).
const FENS: &[&str] = &[
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
    "8/k7/3p4/p2P1p2/P2P1P2/8/8/K7 w - - 0 1",
    "startpos",
];

proptest! {
    #![proptest_config(config())]

    /// Chess FENs: read or refused with the column of the field at fault; what is read
    /// has legal moves shakmaty agrees with and searches two plies.
    #[test]
    fn chess_fens(seed in any::<prop::sample::Index>(), edits in prop::collection::vec(edit(), 1..6)) {
        let fen = mutate(FENS[seed.index(FENS.len())].as_bytes(), &edits);
        let text = format!("game: chess\nfen: {}\n", String::from_utf8_lossy(&fen));
        match games::load(text.as_bytes()) {
            Err(e) => prop_assert!(e.loc.line >= 1 && e.loc.col >= 1),
            Ok(game) => {
                if let Some(rec) = search_small(&game) {
                    render_all(&rec);
                }
            }
        }
    }

    /// Connect Four boards and move strings: read or located; what is read is a
    /// position some game reaches (discs resting, turns alternating, at most one move
    /// ending the game) and searches.
    #[test]
    fn connect_four_files(seed in any::<prop::sample::Index>(), edits in prop::collection::vec(edit(), 1..6)) {
        const SEEDS: &[&str] = &[
            "game: connect4\nmoves: 4453\n",
            "game: connect4\nmoves: 44455554221\n",
            "game: connect4\nboard:\n . . . . . . .\n . . . . . . .\n . . . . . . .\n . . . y . . .\n . . r r y . .\n . r y r y . .\n",
            "game: connect4\n",
        ];
        let bytes = mutate(SEEDS[seed.index(SEEDS.len())].as_bytes(), &edits);
        match games::load(&bytes) {
            Err(e) => prop_assert!(e.loc.line >= 1 && e.loc.col >= 1),
            Ok(game) => {
                if let Some(rec) = search_small(&game) {
                    render_all(&rec);
                }
            }
        }
    }

    /// Trees with chance nodes: read or located (probabilities summing to exactly 1);
    /// what is read is searched by expectiminimax, Star1 and Star2 and drawn.
    #[test]
    fn chance_trees(seed in any::<prop::sample::Index>(), edits in prop::collection::vec(edit(), 1..6)) {
        const SEEDS: &[&str] = &[
            "game: tree\ntree: [chance 1/2: [3 5] 1/2: 7]\n",
            "game: tree\nroot: max\ntree: [a1: [chance 0.9: [2 3] 0.1: [1 4]] a2: [chance 0.9: [1 4] 0.1: [4 4]]]\n",
            "game: tree\ntree: [C: chance 1/2: [3 5] 1/3: D: 7 1/6: 9]\n",
        ];
        let bytes = mutate(SEEDS[seed.index(SEEDS.len())].as_bytes(), &edits);
        let Ok(game) = games::load(&bytes) else { return Ok(()) };
        for (algorithm, leaf_bounds) in [
            (Algorithm::Expectiminimax, None),
            (Algorithm::Star1, Some((-100, 100))),
            (Algorithm::Star2, Some((-100, 100))),
        ] {
            let options = Options { leaf_bounds, ..Options::default() };
            let setup = Setup { max_nodes: 20_000, ..Setup::default() };
            let job = SearchJob { algorithm, limits: setup.limits(), options: &options, boards: false };
            if let Ok((rec, _, _)) = game.run(&setup, job) {
                render_all(&rec);
            }
        }
    }
}

proptest! {
    #![proptest_config(config())]

    /// Endgame cache files: a class file changed in any way (its header, its values,
    /// its length) is read only if it still says exactly what building would, else it
    /// is built again: the database is always the true one.
    #[test]
    fn endgame_cache_files(class in 0u32..=5, edits in prop::collection::vec(edit(), 1..6)) {
        use gametree::game::Material;
        use gametree::games::kalah::Kalah;
        use gametree::solve::endgame::Endgame;
        thread_local!(static TRUE: (tempfile::TempDir, Endgame) = {
            let dir = tempfile::tempdir().unwrap();
            let (db, _) = Endgame::load_or_build(&Kalah::start(3, 0), 5, Some(dir.path()), None, |_, _| {}).unwrap();
            (dir, db)
        });
        let template = Kalah::start(3, 0);
        let tmp = tempfile::tempdir().unwrap();
        TRUE.with(|(dir, _)| {
            let from = dir.path().join("kalah-3-standard");
            let to = tmp.path().join("kalah-3-standard");
            std::fs::create_dir(&to).unwrap();
            for n in 0..=5 {
                std::fs::copy(from.join(format!("{n}.egdb")), to.join(format!("{n}.egdb"))).unwrap();
            }
            let file = to.join(format!("{class}.egdb"));
            let bytes = mutate(&std::fs::read(&file).unwrap(), &edits);
            std::fs::write(&file, bytes).unwrap();
        });
        let (db, _) = Endgame::load_or_build(&template, 5, Some(tmp.path()), None, |_, _| {}).unwrap();
        TRUE.with(|(_, good)| {
            for n in 0..=5 {
                for i in 0..template.count(n) {
                    let k = template.placement(n, i);
                    assert_eq!(db.margin(&k), good.margin(&k), "class {n} placement {i}");
                }
            }
        });
    }
}

/// Values worth giving Monte Carlo tree search's options: counts of every size (past
/// `u32`, `u64`, the replay's limit), signs and zeros, decimals tiny and huge, words,
/// the letters of other options' values, control and bidi characters.
const MCTS_VALUES: &[&str] = &[
    "0",
    "1",
    "2",
    "7",
    "-1",
    "-0",
    "-0.0",
    "0.5",
    "1000",
    "10001",
    "4294967296",
    "18446744073709551615",
    "18446744073709551616",
    "99999999999999999999",
    "1e9",
    "1e-300",
    "1e308",
    "5e-324",
    "NaN",
    "inf",
    "-inf",
    "sqrt2",
    "√2",
    " 3 ",
    "",
    "random",
    "eval",
    "uct",
    "x",
    "0x10",
    "1_000",
    "\u{202e}1",
    "\u{1b}[2J",
];

/// One option's value: a string of [`MCTS_VALUES`], the same as a JSON number where it
/// reads as one, any integer or float, a boolean or null.
fn mcts_value() -> impl Strategy<Value = serde_json::Value> {
    use serde_json::{json, Value};
    let named = (0..MCTS_VALUES.len(), any::<bool>()).prop_map(|(i, as_number)| {
        let s = MCTS_VALUES[i];
        match serde_json::from_str::<Value>(s.trim()) {
            Ok(n @ Value::Number(_)) if as_number => n,
            _ => json!(s),
        }
    });
    prop_oneof![
        6 => named,
        2 => (0u64..3000).prop_map(|n| json!(n)),
        1 => any::<i64>().prop_map(|n| json!(n)),
        1 => any::<f64>().prop_map(|x| json!(x)),
        1 => any::<bool>().prop_map(|b| json!(b)),
        1 => Just(json!(null)),
    ]
}

proptest! {
    #![proptest_config(config())]

    /// Monte Carlo tree search's options (`iterations`, `exploration`, `seed`,
    /// `time-limit`, `playout`, `select`, `depth`) through the request layer, which
    /// reads them with the command line's parsers and defaults: each search ends with
    /// a recording or an error with its kind and message, never a panic; what is
    /// searched keeps every iteration within `max-nodes` and renders as text, JSON,
    /// SVG and the report (or is refused as a report, with its reason). `max-nodes`
    /// stays small (or invalid), which bounds every search, however many iterations or
    /// seconds it is given.
    #[test]
    fn mcts_options(
        position in 0usize..3,
        given in prop::collection::vec((0usize..7, mcts_value()), 0..7),
        max_nodes in prop_oneof![4 => (1u64..600).prop_map(|n| serde_json::json!(n)), 1 => Just(serde_json::json!("-1")), 1 => Just(serde_json::json!(0))],
    ) {
        use gametree::request;
        const KEYS: [&str; 7] = ["iterations", "exploration", "seed", "time-limit", "playout", "select", "depth"];
        const POSITIONS: [&str; 3] = [
            "game: nim\nheaps: 2 2\n",
            "[[3, 12, 8], [2, 4, 6], [14, 5, 2]]",
            "game: tree\ntree: [chance 1/2: [3 5] 1/2: 7]\n",
        ];
        let mut options = serde_json::json!({"algorithm": "mcts", "max-nodes": max_nodes});
        for (key, value) in given {
            options[KEYS[key]] = value;
        }
        let text = options.to_string();
        match request::search(POSITIONS[position], &text) {
            Err(e) => {
                let (said, _) = request::describe(&e);
                prop_assert!(!said.is_empty(), "{text}: an empty message");
            }
            Ok(searched) => {
                let rec = &searched.recording;
                let run = rec.meta.mcts.as_ref().expect("an mcts recording");
                prop_assert!(run.iterations.is_kept());
                prop_assert_eq!(run.iterations.len() as u64, run.iterations.count());
                prop_assert!(run.iterations.entries() <= max_nodes.as_u64().unwrap_or(0), "{}", text);
                prop_assert_eq!(rec.statistics(0.into()).map(|s| s.0), Some(run.iterations.count()));
                for format in ["text", "json", "svg", "html"] {
                    let options = format!(r#"{{"format": "{format}"}}"#);
                    if let Err(e) = request::render(rec, &options) {
                        prop_assert!(format == "svg" || format == "html", "{text} as {format}: {e}");
                    }
                }
            }
        }
    }
}
