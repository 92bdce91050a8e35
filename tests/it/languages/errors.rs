//! Issue 41: the errors area in every language (tests/it/languages/mod.rs): malformed
//! position files of every game, the search's limits and the common usage errors say
//! what is wrong in the language asked for, at the same `FILE:LINE:COL` as in English,
//! with the same exit code (2); a request's option `lang` words its errors too.

#[allow(unused_imports)]
use super::*;

/// The word `error` before every error of the command line, by language.
fn prefix(lang: &str) -> &'static str {
    match lang {
        "cs" | "sk" => "chyba: ",
        "de" => "Fehler: ",
        "ru" => "ошибка: ",
        _ => "error: ",
    }
}

/// Malformed position files, a few a game: (name, text, English words the file's own
/// text brings into the message: keys and quoted input).
const BAD_FILES: &[(&str, &str, &[&str])] = &[
    ("tree-unclosed", "game: tree\ntree: [A: [B: 3 12 8]\n", &[]),
    ("tree-leaf", "game: tree\ntree: [1 x]\n", &[]),
    ("tree-key", "game: tree\ncolour: red\ntree: 1\n", &["tree", "exercise"]),
    ("tree-missing", "game: tree\nroot: max\n", &["tree"]),
    ("tree-chance", "game: tree\ntree: [chance 1/2: 3 1/3: 4]\n", &[]),
    ("tree-win", "game: tree\ntree: [1 loss]\n", &["win", "loss"]),
    ("tree-probability", "game: tree\ntree: [chance 0: 3 1: 4]\n", &[]),
    ("tictactoe-cell", "game: tictactoe\nboard:\nx q .\n. . .\n. . .\n", &[]),
    ("tictactoe-count", "game: tictactoe\nboard:\nx x .\n. . .\n. . .\n", &[]),
    ("tictactoe-rows", "game: tictactoe\nboard:\nx o .\n. . .\n", &[]),
    ("kalah-pits", "game: kalah\npits: 40\n", &[]),
    ("kalah-store", "game: kalah\nsouth: 4 4 4 4 4 4\nnorth: 4 4 4 4 4 4 | 0\n", &[]),
    ("kalah-side", "game: kalah\nsouth: 4 4 4 4 4 4 | 0\n", &[]),
    ("draughts-piece", "game: czech\nfen: W:W21,22:B1,2,x9\n", &[]),
    ("draughts-fields", "game: english\nfen: W:W21\n", &[]),
    ("draughts-light", "game: czech\nfen: W:Wb1:B2\n", &[]),
    ("chess-side", "game: chess\nfen: rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1\n", &[]),
    ("chess-fields", "game: chess\nfen: 8/8/8/8/8/8/8/8\n", &[]),
    ("connect4-full", "game: connect4\nmoves: 1 1 1 1 1 1 1\n", &[]),
    ("connect4-column", "game: connect4\nmoves: 4 9\n", &[]),
    ("connect4-floating", "game: connect4\nboard:\n. . . . . . .\n. . . . . . .\n. . . . . . .\n. . . . . . .\nr . . . . . .\n. . . . . . .\n", &[]),
    ("nim-heap", "game: nim\nheaps: 3 x 5\n", &[]),
    ("nim-side", "game: nim\nto-move: third\nheaps: 1\n", &[]),
    ("no-game", "root: max\n", &["tree"]),
    ("no-key", "hello\n", &["tree"]),
];

/// `FILE:LINE:COL:` at the start of an error message (after its prefix).
fn location<'a>(stderr: &'a str, prefix: &str, path: &str) -> &'a str {
    let rest = stderr
        .strip_prefix(prefix)
        .unwrap_or_else(|| panic!("no `{prefix}` in {stderr}"));
    let after = rest
        .strip_prefix(path)
        .unwrap_or_else(|| panic!("no path {path} in {stderr}"));
    let end = after[1..].find(": ").expect("a location") + 1;
    &after[..end + 1]
}

#[test]
fn bad_position_files_of_every_game_say_what_is_wrong_in_each_language_at_the_same_place() {
    let dir = tempfile::tempdir().unwrap();
    for (name, text, allowed) in BAD_FILES {
        let path = dir.path().join(format!("{name}.pos"));
        std::fs::write(&path, text).unwrap();
        let p = path.to_str().unwrap();
        let (code, _, en) = run_in("en", &["search", p]);
        assert_eq!(code, 2, "{name}: {en}");
        let at = location(&en, "error: ", p).to_string();
        assert!(at.starts_with(':') && at.ends_with(':'), "{name}: {at}");
        for lang in TRANSLATED {
            let (code, out, err) = run_in(lang, &["search", p]);
            assert_eq!(code, 2, "{name} in {lang}: {err}");
            assert!(out.is_empty(), "{name} in {lang}: {out}");
            assert_eq!(
                location(&err, prefix(lang), p),
                at,
                "{name} in {lang}: {err}"
            );
            let message = &err[prefix(lang).len() + p.len()..];
            assert_no_english(message, &format!("{name} in {lang}"), allowed);
            assert_ne!(err, en, "{name} in {lang}");
        }
    }
}

#[test]
fn english_messages_are_as_before() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("x.pos");
    let p = path.to_str().unwrap();
    for (text, message) in [
        (
            "game: tree\ntree: [A: [B: 3 12 8]\n",
            ":2:22: expected `]` closing the `[` of line 2 column 7, found the end of the tree",
        ),
        (
            "game: nim\nheaps: 3 x 5\n",
            ":2:10: expected heap sizes from 0 to 63, separated by spaces, found `x`",
        ),
        (
            "game: kalah\npits: 40\n",
            ":2:7: expected the number of pits a side, a whole number from 1 to 16, found `40`",
        ),
        (
            "game: connect4\nmoves: 1 1 1 1 1 1 1\n",
            ":2:20: expected a column that is not full, found column 1, which holds 6 discs",
        ),
    ] {
        std::fs::write(&path, text).unwrap();
        let (code, _, err) = run_in("en", &["search", p]);
        assert_eq!(code, 2);
        assert_eq!(err, format!("error: {p}{message}\n"));
    }
}

#[test]
fn the_limits_and_usage_errors_name_the_flags_in_each_language() {
    let limit = [
        "search",
        "examples/tictactoe-empty.pos",
        "--algorithm",
        "minimax",
        "--max-nodes",
        "100",
    ];
    let (code, _, en) = run_in("en", &limit);
    assert_eq!(code, 2);
    assert_eq!(
        en,
        "error: the search to the end of the game would visit more than 100 nodes (the node \
         limit); give a --depth limit or raise --max-nodes\n"
    );
    let usage = ["search", "examples/aima-fig-5-2.pos", "--algorithm", "test"];
    let (_, _, en_usage) = run_in("en", &usage);
    assert_eq!(
        en_usage,
        "error: --algorithm test needs --test-value K: it answers whether the value is at least K\n"
    );
    let deep = [
        "search",
        "examples/aima-fig-5-2.pos",
        "--iterative",
        "--algorithm",
        "minimax",
    ];
    let steps = [
        "search",
        "examples/aima-fig-5-2.pos",
        "--steps",
        "d",
        "-f",
        "tikz",
    ];
    let boards = [
        "search",
        "examples/aima-fig-5-2.pos",
        "--boards",
        "-f",
        "text",
    ];
    for lang in TRANSLATED {
        for args in [&limit[..], &usage[..], &deep[..], &steps[..], &boards[..]] {
            let (code, out, err) = run_in(lang, args);
            assert_eq!(code, 2, "{args:?} in {lang}: {err}");
            assert!(out.is_empty());
            assert!(err.starts_with(prefix(lang)), "{lang}: {err}");
            assert!(err.contains("--"), "the flags are named: {err}");
            // The flags' names (`--depth`, `--steps`) are the command line's words.
            assert_no_english(&err, &format!("{args:?} in {lang}"), &["depth", "steps"]);
        }
        let (_, _, err) = run_in(lang, &limit);
        assert!(
            err.contains("--max-nodes") && err.contains("--depth") && err.contains("100"),
            "{err}"
        );
    }
    let (_, _, cs) = run_in("cs", &limit);
    assert_eq!(
        cs,
        "chyba: prohledávání až do konce hry potřebuje navštívit více než 100 uzlů (limit uzlů); \
         omezte hloubku pomocí --depth nebo zvyšte --max-nodes\n"
    );
}

#[test]
fn a_file_that_cannot_be_read_is_said_in_the_language_with_the_systems_reason() {
    let (code, _, err) = run_in("de", &["search", "no/such/file.pos"]);
    assert_eq!(code, 2);
    assert!(
        err.starts_with("Fehler: no/such/file.pos kann nicht gelesen werden: "),
        "{err}"
    );
}

#[test]
fn a_requests_lang_option_words_its_errors_after_the_request_has_returned() {
    use gametree::request;
    let e = request::search("game: tree\ntree: [1 x]\n", r#"{"lang": "cs"}"#).unwrap_err();
    let (message, at) = request::describe(&e);
    assert_eq!(at, Some(("position".to_string(), 2, 10)));
    assert_eq!(e.kind(), gametree::ErrorKind::Parse);
    assert_eq!(
        message,
        "position:2:10: očekáváno: hodnota listu (celé číslo), `[` nebo popisek `NAME:`; \
         nalezeno: `x`"
    );
    // The same request in English, and the thread's language afterwards, unchanged.
    let e = request::search("game: tree\ntree: [1 x]\n", "{}").unwrap_err();
    assert_eq!(
        request::describe(&e).0,
        "position:2:10: expected a leaf value (an integer), `[` or a label `NAME:`, found `x`"
    );
    // A limit and an option's value, worded while the request's language held.
    let e = request::search(
        "game: tictactoe\n",
        r#"{"lang": "cs", "algorithm": "minimax", "max-nodes": 50}"#,
    )
    .unwrap_err();
    assert_eq!(e.kind(), gametree::ErrorKind::Limit);
    let (message, _) = request::describe(&e);
    assert!(
        message.contains("limit uzlů") && message.contains("`max-nodes`"),
        "{message}"
    );
    let e =
        request::search("game: tree\ntree: 1\n", r#"{"lang": "ru", "depth": "x"}"#).unwrap_err();
    assert_eq!(e.kind(), gametree::ErrorKind::BadOption);
    let (message, _) = request::describe(&e);
    assert!(
        message.starts_with("`depth`: ожидалось: целое число"),
        "{message}"
    );
    assert_no_english(&message, "a request's option in Russian", &["depth"]);
}

#[test]
fn a_recording_that_cannot_be_read_and_an_output_over_its_input_are_worded_in_each_language() {
    let dir = tempfile::tempdir().unwrap();
    let json = dir.path().join("r.json");
    let j = json.to_str().unwrap();
    let (code, _, _) = run_in(
        "en",
        &["search", "examples/aima-fig-5-2.pos", "-f", "json", "-o", j],
    );
    assert_eq!(code, 0);
    let position = "examples/aima-fig-5-2.pos";
    let cases: [(&[&str], &str, &[&str]); 3] = [
        (&["render", position], position, &["file", "search"]),
        (&["render", j, "--max-nodes", "3"], j, &[]),
        (&["search", position, "-o", position], "", &[]),
    ];
    for (args, path, allowed) in cases {
        let (_, _, en) = run_in("en", args);
        for lang in TRANSLATED {
            let (code, _, err) = run_in(lang, args);
            assert_eq!(code, 2, "{args:?} in {lang}: {err}");
            assert!(err.starts_with(prefix(lang)), "{err}");
            if !path.is_empty() {
                assert_eq!(
                    location(&err, prefix(lang), path),
                    location(&en, "error: ", path)
                );
            }
            // `gametree search FILE`: a command the message suggests, with a placeholder.
            let message = err.replace(position, "");
            assert_no_english(&message, &format!("{args:?} in {lang}"), allowed);
        }
    }
    let (_, _, cs) = run_in("cs", &["render", j, "--max-nodes", "3"]);
    assert!(cs.ends_with(": očekáváno: nejvýše 3 uzly (pro větší záznam zvyšte --max-nodes); nalezeno: 13 uzlů\n"), "{cs}");
}

/// The setup errors of the command line: (arguments, stdin for `play`, English words the
/// message may hold because the user or a flag brings them in).
const SETUP: &[(&[&str], &[&str])] = &[
    // Plain scoring whose utilities leave no room for the evaluation.
    (
        &[
            "search",
            "examples/tictactoe-empty.pos",
            "--scoring",
            "plain",
            "--depth",
            "2",
        ],
        &["depth"],
    ),
    // Win scores: the threshold, the gap, the order.
    (
        &[
            "search",
            "examples/tictactoe-forced-win.pos",
            "--win-score",
            "9",
        ],
        &[],
    ),
    (
        &[
            "search",
            "examples/tictactoe-forced-win.pos",
            "--win-score",
            "12",
            "--win-threshold",
            "8",
        ],
        &[],
    ),
    (
        &[
            "search",
            "examples/tictactoe-empty.pos",
            "--win-score",
            "50",
            "--win-threshold",
            "60",
        ],
        &[],
    ),
    (
        &[
            "search",
            "examples/tictactoe-empty.pos",
            "--win-score",
            "2000000000",
        ],
        &[],
    ),
    // Utilities W,D,L.
    (
        &[
            "search",
            "examples/tictactoe-empty.pos",
            "--utilities",
            "2,1",
        ],
        &[],
    ),
    (
        &[
            "search",
            "examples/tictactoe-empty.pos",
            "--utilities",
            "2,x,0",
        ],
        &[],
    ),
    (
        &[
            "search",
            "examples/tictactoe-empty.pos",
            "--utilities",
            "0,1,2",
        ],
        &[],
    ),
    (
        &[
            "search",
            "examples/tictactoe-empty.pos",
            "--utilities",
            "2000000000,1,0",
        ],
        &[],
    ),
    // Kalah's start position.
    (&["play", "--pits", "17", "--stones", "4"], &[]),
    (&["play", "--pits", "16", "--stones", "101"], &[]),
    (
        &["play", "examples/kalah-endgame.pos", "--stones", "4"],
        &[],
    ),
    // Move ordering: the names are the flag's values.
    (
        &[
            "search",
            "examples/aima-fig-5-2.pos",
            "--order",
            "eval,eval",
        ],
        &[],
    ),
    // An evaluation the game does not have; the game's are named as the flag takes them.
    (
        &[
            "search",
            "examples/tictactoe-empty.pos",
            "--eval",
            "material",
        ],
        &["open-lines"],
    ),
    (
        &["search", "examples/aima-fig-5-2.pos", "--order", "bogus"],
        &["best"],
    ),
];

#[test]
fn setup_errors_say_what_is_wrong_in_each_language() {
    for (args, allowed) in SETUP {
        let (code, _, en) = run_in("en", args);
        assert_eq!(code, 2, "{args:?}: {en}");
        assert!(en.starts_with("error: "), "{args:?}: {en}");
        for lang in TRANSLATED {
            let (code, out, err) = run_in(lang, args);
            assert_eq!(code, 2, "{args:?} in {lang}: {err}");
            assert!(out.is_empty(), "{args:?} in {lang}: {out}");
            assert_ne!(err, en, "{args:?} in {lang}");
            // A value clap reads (`--utilities`): clap's frame stays English, the
            // reason after `'<FLAG>': ` is ours.
            let message = match err.strip_prefix("error: invalid value '") {
                Some(rest) => rest.split("': ").nth(1).unwrap().lines().next().unwrap(),
                None => {
                    assert!(err.starts_with(prefix(lang)), "{args:?} in {lang}: {err}");
                    &err[..]
                }
            };
            // The flags and the values given stay as typed.
            let mut words: Vec<&str> = args.to_vec();
            words.extend_from_slice(allowed);
            assert_no_english(message, &format!("{args:?} in {lang}"), &words);
        }
    }
    let (_, _, cs) = run_in("cs", SETUP[10].0);
    assert_eq!(
        cs,
        "chyba: --stones 101 při 16 jamkách na stranu dává 3232 kamenů; celkem nejvýše 3200 \
         (2 × jamky × kameny)\n"
    );
    let (_, _, ru) = run_in("ru", SETUP[6].0);
    assert!(ru.contains("ничья `x` — не целое число"), "{ru}");
}

#[test]
fn a_position_files_stones_that_overflow_the_board_are_said_in_each_language() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("k.pos");
    std::fs::write(&path, "game: kalah\npits: 4\nstones: 101\n").unwrap();
    let args = ["play", path.to_str().unwrap(), "--pits", "16"];
    let (code, _, en) = run_in("en", &args);
    assert_eq!(code, 2, "{en}");
    assert_eq!(
        en,
        "error: the position file's 101 stones a pit with 16 pits a side makes 3232 stones; \
         at most 3200 in all (2 × pits × stones)\n"
    );
    for lang in TRANSLATED {
        let (code, _, err) = run_in(lang, &args);
        assert_eq!(code, 2, "{lang}: {err}");
        assert_no_english(&err, lang, &[]);
    }
}

#[test]
fn a_flags_value_is_read_in_the_language_of_lang() {
    // clap's own frame (`invalid value … for …`) stays English; the reason is ours.
    let args = [
        "search",
        "examples/aima-fig-5-2.pos",
        "-f",
        "svg",
        "--background",
        "blue",
    ];
    let (code, _, en) = run_in("en", &args);
    assert_eq!(code, 2);
    assert!(
        en.contains(": expected `paper`, `none` or a colour `#rrggbb`, found `blue`\n"),
        "{en}"
    );
    for lang in TRANSLATED {
        let (code, _, err) = run_in(lang, &args);
        assert_eq!(code, 2, "{lang}: {err}");
        let reason = err.split("': ").nth(1).unwrap().lines().next().unwrap();
        assert_no_english(reason, lang, &["blue"]);
        assert!(
            reason.contains("`#rrggbb`") && reason.contains("`blue`"),
            "{reason}"
        );
    }
    // `--lang=CODE` too.
    let out = crate::common::gametree()
        .args([
            "--lang=de",
            "search",
            "examples/aima-fig-5-2.pos",
            "--background",
            "x",
        ])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .unwrap();
    let de = String::from_utf8(out.stderr).unwrap();
    assert!(
        de.contains("erwartet: `paper`, `none` oder eine Farbe `#rrggbb`; gefunden: `x`"),
        "{de}"
    );
}

#[test]
fn an_unknown_language_code_is_said_in_the_current_language() {
    use gametree::lang::{self, Lang};
    let en = "xx".parse::<Lang>().unwrap_err();
    assert_eq!(
        en,
        "unknown language `xx` (expected one of en, cs, sk, de, ru)"
    );
    for code in TRANSLATED {
        let err = lang::with(Lang::from_code(code).unwrap(), || {
            "xx".parse::<Lang>().unwrap_err()
        });
        assert!(
            err.contains("`xx`") && err.contains("en, cs, sk, de, ru"),
            "{err}"
        );
        assert_no_english(&err, code, &[]);
    }
}

/// A JSON recording's single nodes broken one way each: (what is changed, into what).
const BAD_NODES: &[(&str, &str)] = &[
    (r#""id":3,"parent":1"#, r#""id":7,"parent":1"#),
    (r#""id":3,"parent":1"#, r#""id":3,"parent":3"#),
    (
        r#""id":3,"parent":1,"move":"2","label":null,"ply":2"#,
        r#""id":3,"parent":1,"move":"2","label":null,"ply":5"#,
    ),
    (
        r#""id":2,"parent":1,"move":"1""#,
        r#""id":2,"parent":1,"move":null"#,
    ),
    (
        r#""id":3,"parent":1,"move":"2""#,
        r#""id":3,"parent":1,"move":"1""#,
    ),
    (r#""id":3,"parent":1"#, r#""id":3,"scout":1,"parent":1"#),
    (
        r#""alpha":"-inf","beta":3,"value":12"#,
        r#""alpha":9,"beta":3,"value":12"#,
    ),
    ("\"B\",\n    \"1\"\n  ]", "\"B\",\n    \"9\"\n  ]"),
    // A probability on a move of a MAX node.
    (
        r#""id":3,"parent":1"#,
        r#""id":3,"probability":"1/2","parent":1"#,
    ),
];

#[test]
fn a_recordings_broken_nodes_are_said_in_each_language_at_the_same_place() {
    let dir = tempfile::tempdir().unwrap();
    let (code, json, _) = run_in("en", &["search", "examples/aima-fig-5-2.pos", "-f", "json"]);
    assert_eq!(code, 0);
    let path = dir.path().join("bad.json");
    let p = path.to_str().unwrap();
    for (from, to) in BAD_NODES {
        assert!(json.contains(from), "{from}");
        std::fs::write(&path, json.replacen(from, to, 1)).unwrap();
        let (code, _, en) = run_in("en", &["render", p]);
        assert_eq!(code, 2, "{to}: {en}");
        let at = location(&en, "error: ", p).to_string();
        for lang in TRANSLATED {
            let (code, _, err) = run_in(lang, &["render", p]);
            assert_eq!(code, 2, "{to} in {lang}: {err}");
            assert_eq!(location(&err, prefix(lang), p), at, "{to} in {lang}: {err}");
            let message = &err[prefix(lang).len() + p.len()..];
            // JSON's own words: `null`, the key `scout`.
            assert_no_english(message, &format!("{to} in {lang}"), &["null", "scout"]);
            assert_ne!(err, en);
        }
    }
    let window = json.replacen(BAD_NODES[6].0, BAD_NODES[6].1, 1);
    std::fs::write(&path, window).unwrap();
    let (_, _, cs) = run_in("cs", &["render", p]);
    assert!(
        cs.contains("očekáváno: okno ⟨α, β⟩, kde α ≤ β; nalezeno: [9, 3]"),
        "{cs}"
    );
}

#[test]
fn a_recordings_malformed_probability_is_said_in_each_language() {
    let dir = tempfile::tempdir().unwrap();
    let (code, json, _) = run_in(
        "en",
        &[
            "search",
            "examples/aima-fig-5-12.pos",
            "-a",
            "expectiminimax",
            "-f",
            "json",
        ],
    );
    assert_eq!(code, 0);
    let path = dir.path().join("p.json");
    let p = path.to_str().unwrap();
    std::fs::write(
        &path,
        json.replacen(r#""probability":"0.9""#, r#""probability":"0""#, 1),
    )
    .unwrap();
    let (code, _, en) = run_in("en", &["render", p]);
    assert_eq!(code, 2);
    assert!(
        en.contains(": expected \"probability\": a probability above 0 (leave out a branch that cannot happen), found `0`"),
        "{en}"
    );
    for lang in TRANSLATED {
        let (code, _, err) = run_in(lang, &["render", p]);
        assert_eq!(code, 2, "{lang}: {err}");
        assert_no_english(&err[prefix(lang).len() + p.len()..], lang, &[]);
    }
}

/// Issue 55 item 9: compare's list errors and the operating system's common reasons
/// (no such file, a directory) are in the language asked for, not English.
#[test]
fn compare_list_errors_and_file_reasons_are_in_the_language() {
    let aima = "examples/aima-fig-5-2.pos";
    let cases: [&[&str]; 6] = [
        &["compare", aima, "--columns", "bogus"],
        &["compare", aima, "--columns", "nodes,nodes"],
        &["compare", aima, "--algorithms", "alphabeta,alphabeta"],
        &[
            "compare",
            aima,
            "--baseline",
            "none",
            "--columns",
            "nodes,vs-baseline",
        ],
        &["search", "examples/no-such-file.pos"],
        &["search", "examples"],
    ];
    for lang in TRANSLATED {
        for args in cases {
            let (code, _, err) = run_in(lang, args);
            assert_eq!(code, 2, "{lang} {args:?}: {err}");
            assert!(err.starts_with(prefix(lang)), "{lang} {args:?}: {err}");
            assert!(!err.contains("os error"), "{lang} {args:?}: {err}");
            // The column names are the option's values, the same in every language.
            let names = ["all", "none", "value", "best", "nodes", "leaves"];
            assert_no_english(&err, &format!("{lang} {args:?}"), &names);
        }
    }
    let (_, _, err) = run_in("cs", &["search", "examples/no-such-file.pos"]);
    assert!(err.contains("soubor ani adresář neexistuje"), "{err}");
}
