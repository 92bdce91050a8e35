//! `gametree::request` (src/request/, what the browser's module calls) is the command
//! line by another door: for positions of every game and every algorithm, the
//! recording, the figures, the exercises, the marks and the comparison tables are the
//! command line's, byte for byte (the only exceptions are named where they are
//! compared); every option a request reads is a long flag of its command, and every
//! flag of `gametree search` a page can use is an option of a request; errors are
//! located in the text given.

use crate::common;

use gametree::request;
use gametree::{Error, ErrorKind};
use serde_json::{json, Value};
use std::collections::BTreeSet;

/// The command line's output: (standard output, standard error, exit code); fails the
/// test on exit code 2 (an error) and beyond.
fn cli(args: &[String]) -> (Vec<u8>, String, i32) {
    let out = common::gametree_guarded()
        .args(args)
        .env("NO_COLOR", "1")
        .output()
        .unwrap();
    let stderr = String::from_utf8(out.stderr).unwrap();
    let code = out.status.code().unwrap_or(-1);
    assert!(
        code == 0 || code == 1,
        "gametree {args:?} failed ({code}): {stderr}"
    );
    (out.stdout, stderr, code)
}

/// The command line's error message for `args` (exit code 2), without `error: `.
fn cli_error(args: &[String]) -> String {
    let out = common::gametree_guarded().args(args).output().unwrap();
    assert_eq!(
        out.status.code(),
        Some(2),
        "expected gametree {args:?} to fail"
    );
    let stderr = String::from_utf8(out.stderr).unwrap();
    stderr
        .trim_end()
        .strip_prefix("error: ")
        .unwrap_or_else(|| panic!("no `error: ` in {stderr:?}"))
        .to_string()
}

/// `words` as the command line's arguments.
fn args(words: &[&str]) -> Vec<String> {
    words.iter().map(|w| w.to_string()).collect()
}

/// An options object as the command line's flags: `"name": true` is `--name`, any
/// other value `--name=VALUE` (so that `-10..10` is not read as a flag); `false` and
/// `null` are left out, as a request reads them as absent.
fn flags(options: &Value) -> Vec<String> {
    let mut out = Vec::new();
    for (name, value) in options.as_object().expect("an options object") {
        match value {
            Value::Bool(true) => out.push(format!("--{name}")),
            Value::Bool(false) | Value::Null => {}
            Value::String(s) => out.push(format!("--{name}={s}")),
            other => out.push(format!("--{name}={other}")),
        }
    }
    out
}

/// `a` and `b` in one object (`b` wins).
fn merged(a: &Value, b: &Value) -> Value {
    let mut out = a.as_object().unwrap().clone();
    out.extend(b.as_object().unwrap().clone());
    Value::Object(out)
}

/// The text of a position file of examples/.
fn text_of(file: &str) -> String {
    std::fs::read_to_string(file).unwrap_or_else(|e| panic!("{file}: {e}"))
}

/// `e` for a failed assertion: its message as the browser shows it.
fn shown(e: &Error) -> String {
    request::describe(e).0
}

/// The searches compared: positions of every game with options of `gametree search`
/// (depth-limited for the games whose trees are large), and every algorithm on the
/// explicit trees, the chance ones included.
fn searches() -> Vec<(&'static str, Value)> {
    let mut cases = vec![
        ("examples/kalah-4-3.pos", json!({"depth": 4})),
        (
            "examples/kalah-4-3.pos",
            json!({"depth": 4, "algorithm": "pvs", "order": "tt,killer,history"}),
        ),
        (
            "examples/kalah-4-3.pos",
            json!({"depth": 4, "algorithm": "mtdf", "iterative": true, "quiescence": true}),
        ),
        ("examples/czech-initial.pos", json!({"depth": 2})),
        (
            "examples/czech-initial.pos",
            json!({"depth": 2, "algorithm": "negamax", "eval": "material"}),
        ),
        (
            "examples/english-initial.pos",
            json!({"depth": 3, "algorithm": "alphabeta-tt", "tt-size": 4096}),
        ),
        (
            "examples/english-initial.pos",
            json!({"depth": 3, "algorithm": "alphabeta-soft", "prune-on": "gt"}),
        ),
        ("examples/chess-lasker-reichhelm.pos", json!({"depth": 2})),
        (
            "examples/chess-lasker-reichhelm.pos",
            json!({"depth": 2, "algorithm": "pvs", "eval": "pst"}),
        ),
        (
            "examples/connect4-middle.pos",
            json!({"depth": 3, "algorithm": "minimax"}),
        ),
        (
            "examples/connect4-middle.pos",
            json!({"depth": 3, "algorithm": "mtdf", "guess": 10, "win-score": 5000, "win-threshold": 4000}),
        ),
        (
            "examples/nim-3-4-5.pos",
            json!({"algorithm": "alphabeta-tt"}),
        ),
        (
            "examples/nim-3-4-5.pos",
            json!({"algorithm": "mtdf", "max-nodes": 100000}),
        ),
        ("examples/nim-3-4-5.pos", json!({"depth": 4})),
        ("examples/tictactoe-forced-win.pos", json!({})),
        (
            "examples/tictactoe-forced-win.pos",
            json!({"algorithm": "negamax"}),
        ),
        (
            "examples/tictactoe-forced-win.pos",
            json!({"algorithm": "minimax", "boards": true}),
        ),
    ];
    for algorithm in [
        "minimax",
        "negamax",
        "alphabeta",
        "alphabeta-soft",
        "pvs",
        "alphabeta-tt",
        "mtdf",
    ] {
        cases.push(("examples/aima-fig-5-2.pos", json!({"algorithm": algorithm})));
    }
    for k in [3, 4] {
        cases.push((
            "examples/aima-fig-5-2.pos",
            json!({"algorithm": "test", "test-value": k}),
        ));
    }
    cases.push((
        "examples/aima-fig-5-12.pos",
        json!({"algorithm": "expectiminimax"}),
    ));
    for algorithm in ["star1", "star2"] {
        cases.push((
            "examples/aima-fig-5-12.pos",
            json!({"algorithm": algorithm, "leaf-bounds": "0..5"}),
        ));
        cases.push((
            "examples/aima-fig-5-12.pos",
            json!({"algorithm": algorithm, "leaf-bounds": "-10..10"}),
        ));
    }
    cases
}

/// The summary line without its last field, the time taken.
fn untimed(summary: &str) -> &str {
    let line = summary.trim_end();
    let (rest, time) = line.rsplit_once(", ").expect("a summary with a time");
    assert!(time.ends_with(" ms") || time.ends_with(" s"), "{line}");
    rest
}

/// The recording (as `-f json` writes it; docs/json.md has no timing field, so the
/// whole document is compared) and the summary line but its time.
#[test]
fn a_search_records_what_the_command_line_records() {
    for (file, options) in searches() {
        let searched = request::search(&text_of(file), &options.to_string())
            .unwrap_or_else(|e| panic!("{file} {options}: {}", shown(&e)));
        let json = request::to_json(&searched.recording).unwrap();
        let mut cmd = args(&["search", file, "-f", "json"]);
        cmd.extend(flags(&options));
        let (out, err, _) = cli(&cmd);
        assert!(
            json.as_bytes() == out.as_slice(),
            "{file} {options}: the request's JSON differs from gametree {cmd:?}"
        );
        let cli_summary = err.lines().last().unwrap_or_default();
        assert_eq!(
            untimed(&searched.summary),
            untimed(cli_summary),
            "{file} {options}"
        );
    }
}

/// The text formats a page draws (`gametree search -f F`).
const FORMATS: [&str; 7] = ["svg", "tikz", "typst", "forest", "dot", "text", "html"];

/// `gametree search FILE` with the search options `search` and the drawing options
/// `draw` compared with [`request::search`] and [`request::render`]: the same bytes,
/// and the same warnings up to their advice (which names options the command line's
/// way, `--draw-depth 2`, and the request's way, `` `draw-depth` ``). The command
/// line records the boards for html and for `--boards`: so does the request.
fn same_figure(file: &str, search: &Value, draw: &Value) {
    let boards = draw["boards"] == json!(true) || draw["format"] == json!("html");
    let search_options = match boards {
        true => merged(search, &json!({"boards": true})),
        false => search.clone(),
    };
    let searched = request::search(&text_of(file), &search_options.to_string())
        .unwrap_or_else(|e| panic!("{file} {search}: {}", shown(&e)));
    let rendered = request::render(&searched.recording, &draw.to_string())
        .unwrap_or_else(|e| panic!("{file} {search} {draw}: {}", shown(&e)));
    let mut cmd = args(&["search", file]);
    cmd.extend(flags(search));
    cmd.extend(flags(draw));
    let (out, err, _) = cli(&cmd);
    assert!(
        rendered.output == out,
        "{file}: the request's figure differs from gametree {cmd:?}:\n{}",
        first_difference(&rendered.output, &out)
    );
    let advice = |w: &str| w.split("draw less").next().unwrap_or_default().to_string();
    let cli_warnings: Vec<String> = err
        .lines()
        .filter(|l| l.starts_with("warning: "))
        .map(advice)
        .collect();
    let warnings: Vec<String> = rendered.warnings.iter().map(|w| advice(w)).collect();
    assert_eq!(warnings, cli_warnings, "{cmd:?}");
}

/// Where `a` and `b` part, for a failed comparison.
fn first_difference(a: &[u8], b: &[u8]) -> String {
    let at = a.iter().zip(b).take_while(|(x, y)| x == y).count();
    let around = |s: &[u8]| {
        String::from_utf8_lossy(&s[at.saturating_sub(80)..(at + 80).min(s.len())]).into_owned()
    };
    format!(
        "byte {at} of {} and {}:\nrequest: {}\ncommand: {}",
        a.len(),
        b.len(),
        around(a),
        around(b)
    )
}

#[test]
fn figures_are_the_command_lines_in_every_format() {
    let cases = [
        ("examples/kalah-4-3.pos", json!({"depth": 4})),
        (
            "examples/czech-initial.pos",
            json!({"depth": 2, "algorithm": "pvs"}),
        ),
        ("examples/english-initial.pos", json!({"depth": 3})),
        ("examples/chess-lasker-reichhelm.pos", json!({"depth": 2})),
        (
            "examples/connect4-middle.pos",
            json!({"depth": 3, "algorithm": "alphabeta-soft"}),
        ),
        (
            "examples/nim-3-4-5.pos",
            json!({"depth": 4, "algorithm": "mtdf"}),
        ),
        (
            "examples/tictactoe-forced-win.pos",
            json!({"algorithm": "negamax"}),
        ),
        ("examples/aima-fig-5-2.pos", json!({})),
        ("examples/aima-fig-5-2.pos", json!({"algorithm": "minimax"})),
        (
            "examples/aima-fig-5-2.pos",
            json!({"algorithm": "test", "test-value": 4}),
        ),
        (
            "examples/aima-fig-5-12.pos",
            json!({"algorithm": "star2", "leaf-bounds": "0..5"}),
        ),
    ];
    for (file, search) in &cases {
        for format in FORMATS {
            same_figure(file, search, &json!({ "format": format }));
        }
    }
}

#[test]
fn drawing_options_are_the_command_lines() {
    let drawings = [
        json!({"label": "window"}),
        json!({"label": "triple", "edge-labels": "always"}),
        json!({"label": "book"}),
        json!({"style": "aima"}),
        json!({"style": "dark", "background": "none"}),
        json!({"style": "mono", "background": "#f0e0d0", "edge-labels": "never"}),
        json!({"pruned": "empty"}),
        json!({"pruned": "hide"}),
        json!({"values": "side-to-move"}),
        json!({"direction": "right"}),
        json!({"max-children": 2}),
        json!({"draw-depth": 1}),
        json!({"names": true}),
        json!({"title": "Fig. 5.2 — α–β & <friends>"}),
        json!({"label": "window", "style": "aima", "pruned": "empty", "values": "side-to-move",
               "direction": "right", "max-children": 2, "names": true, "title": "All at once"}),
    ];
    let cases = [
        ("examples/aima-fig-5-2.pos", json!({})),
        ("examples/aima-fig-5-2.pos", json!({"algorithm": "pvs"})),
        ("examples/tictactoe-forced-win.pos", json!({})),
        (
            "examples/kalah-4-3.pos",
            json!({"depth": 3, "algorithm": "alphabeta-soft"}),
        ),
    ];
    for (file, search) in &cases {
        for draw in &drawings {
            for format in FORMATS {
                same_figure(file, search, &merged(draw, &json!({ "format": format })));
            }
        }
    }
    // Boards drawn into the figure (recorded by the search, drawn by the render).
    for format in ["svg", "tikz", "html"] {
        same_figure(
            "examples/tictactoe-forced-win.pos",
            &json!({}),
            &json!({"format": format, "boards": true}),
        );
    }
}

/// Options left out are the command line's defaults: a search of `{}` is `gametree
/// search FILE` (json), its figure of `{}` is `-f svg`, and its text the command's
/// output without a single flag.
#[test]
fn no_options_are_the_command_lines_defaults() {
    for file in [
        "examples/aima-fig-5-2.pos",
        "examples/tictactoe-forced-win.pos",
        "examples/wikipedia-alpha-beta.pos",
        "examples/kuhr-fig-8.pos",
    ] {
        for empty in ["{}", "", "null", " { } "] {
            let searched = request::search(&text_of(file), empty).unwrap();
            let json = request::to_json(&searched.recording).unwrap();
            assert_eq!(
                json.as_bytes(),
                cli(&args(&["search", file, "-f", "json"])).0
            );
            let svg = request::render(&searched.recording, empty).unwrap().output;
            assert_eq!(svg, cli(&args(&["search", file, "-f", "svg"])).0, "{file}");
        }
        let searched = request::search(&text_of(file), "{}").unwrap();
        let text = request::render(&searched.recording, r#"{"format": "text"}"#).unwrap();
        assert_eq!(text.output, cli(&args(&["search", file])).0, "{file}");
    }
}

/// A recording read back from its JSON (the page's `render(recording, …)`) draws
/// what `gametree render FILE.json` draws from the same JSON, byte for byte.
#[test]
fn a_recording_read_back_draws_what_gametree_render_draws() {
    let dir = tempfile::tempdir().unwrap();
    for (file, search, draw) in [
        (
            "examples/aima-fig-5-2.pos",
            json!({"algorithm": "pvs"}),
            json!({}),
        ),
        (
            "examples/aima-fig-5-2.pos",
            json!({}),
            json!({"label": "window", "style": "aima", "names": true}),
        ),
        (
            "examples/tictactoe-forced-win.pos",
            json!({"boards": true}),
            json!({"direction": "right"}),
        ),
        (
            "examples/tictactoe-forced-win.pos",
            json!({"boards": true}),
            json!({"boards": true, "max-children": 2}),
        ),
        (
            "examples/kalah-4-3.pos",
            json!({"depth": 3, "boards": true}),
            json!({"pruned": "hide"}),
        ),
        (
            "examples/aima-fig-5-12.pos",
            json!({"algorithm": "star1", "leaf-bounds": "0..5"}),
            json!({"title": "Star1"}),
        ),
    ] {
        let rec = request::search(&text_of(file), &search.to_string())
            .unwrap()
            .recording;
        let json = request::to_json(&rec).unwrap();
        let back = request::from_json(&json).unwrap_or_else(|e| panic!("{file}: {}", shown(&e)));
        assert_eq!(request::to_json(&back).unwrap(), json, "{file}");
        let saved = common::write_file(dir.path(), "recording.json", &json);
        for format in FORMATS {
            if !["svg", "tikz", "html"].contains(&format) && draw["boards"] == json!(true) {
                continue; // boards are drawn in svg, tikz, png, pdf and beamer only
            }
            let draw = merged(&draw, &json!({ "format": format }));
            let drawn = request::render(&back, &draw.to_string())
                .unwrap_or_else(|e| panic!("{file} {draw}: {}", shown(&e)))
                .output;
            let mut cmd = args(&["render", &saved]);
            cmd.extend(flags(&draw));
            let (out, _, _) = cli(&cmd);
            assert!(
                drawn == out,
                "{file}: the request's figure differs from gametree {cmd:?}:\n{}",
                first_difference(&drawn, &out)
            );
        }
    }
}

/// The settings of a command line (`--seed 7 --chance`) as a request names them in
/// its messages and files (`` `seed: "7"` ``, `` `chance` ``, [`request::OPTION_NAMES`]).
fn as_request_settings(flags: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for word in flags.split(' ') {
        match word.strip_prefix("--") {
            Some(name) => out.push(format!("`{name}`")),
            None => {
                let name = out.pop().expect("a value follows its flag");
                let name = name.trim_end_matches('`');
                out.push(format!("{name}: \"{word}\"`"));
            }
        }
    }
    out
}

/// `gametree COMMAND --a 1 --b`'s settings as the request's call: `gametree.COMMAND({"a":
/// "1", "b": true})`.
fn as_request_call(command: &str, settings: &str) -> String {
    let named: Vec<String> = as_request_settings(settings)
        .iter()
        .map(|s| {
            let s = s.trim_matches('`');
            match s.split_once(": ") {
                Some((name, value)) => format!("\"{name}\": {value}"),
                None => format!("\"{s}\": true"),
            }
        })
        .collect();
    format!("gametree.{command}({{{}}})", named.join(", "))
}

/// `gametree exercise --format tree`'s position file as the request writes it: the
/// first line, the call that makes it again, names the options the request's way
/// (`# gametree.exercise({"seed": "7", "depth": "3", "chance": true, …})` for
/// `# gametree exercise --seed 7 --depth 3 --chance …`), and so does an MCTS
/// exercise's line on marking (`Marking: gametree check --algorithm mcts …`); every
/// other byte is the command line's.
fn position_as_request_names_it(cli: &str) -> String {
    let (first, rest) = cli.split_once('\n').unwrap();
    let settings = first
        .strip_prefix("# gametree exercise ")
        .unwrap_or_else(|| panic!("{first:?} is not the command"));
    let check = regex::Regex::new(
        r"(?m)^(# Marking: )gametree check (.*?)( \(with this file and the answer\))$",
    )
    .unwrap();
    let rest = check.replace(rest, |c: &regex::Captures| {
        format!("{}{}{}", &c[1], as_request_call("check", &c[2]), &c[3])
    });
    format!("# {}\n{rest}", as_request_call("exercise", settings))
}

/// `made` (the request's) is `gametree exercise --format tree|answer|svg` with the
/// same `options`, byte for byte but the position's naming of options
/// ([`position_as_request_names_it`]).
fn same_exercise(made: &request::Made, options: &Value) {
    for (format, text) in [
        ("tree", &made.position),
        ("answer", &made.answer),
        ("svg", &made.sheet),
    ] {
        let mut cmd = args(&["exercise", "--format", format]);
        cmd.extend(flags(options));
        let (mut out, err, code) = cli(&cmd);
        assert_eq!(code, 0, "{cmd:?}: {err}");
        if format == "tree" {
            let cli = String::from_utf8(out).unwrap();
            out = position_as_request_names_it(&cli).into_bytes();
        }
        assert!(
            text.as_bytes() == out.as_slice(),
            "{options}: the request's {format} differs from gametree {cmd:?}:\n{}",
            first_difference(text.as_bytes(), &out)
        );
    }
}

/// `request::exercise(options)` is `gametree exercise --seed … --format tree|answer|svg`
/// with the same options, byte for byte but the position's first line (see
/// [`position_as_request_names_it`]).
#[test]
fn an_exercise_is_the_command_lines() {
    let variants = [
        json!({"seed": 7}),
        json!({"seed": 7, "depth": 2}),
        json!({"seed": 7, "branching": "2..4"}),
        json!({"seed": 7, "chance": true}),
        json!({"seed": 7, "convention": "fail-soft"}),
        json!({"seed": 7, "depth": 2, "branching": "2..4", "convention": "fail-soft"}),
        json!({"seed": 7, "depth": 2, "branching": "2..4", "chance": true, "convention": "fail-soft"}),
        json!({"seed": 12, "values": "0..9", "root": "min", "min-cutoffs": 2, "deep-cutoff": true, "depth": 4}),
        json!({"seed": 3, "algorithm": "minimax", "view": "side-to-move"}),
        json!({"seed": 3, "prune-on": "gt", "require-bounds": true}),
        json!({"seed": 3, "accept-bounds": "no"}),
    ];
    for options in variants {
        let made = request::exercise(&options.to_string())
            .unwrap_or_else(|e| panic!("{options}: {}", shown(&e)));
        assert_eq!(Some(made.seed), options["seed"].as_u64());
        same_exercise(&made, &options);
    }
}

/// The answers marked: (position file, answer file, options).
fn markings() -> Vec<(&'static str, &'static str, Value)> {
    let exercise = "examples/homework/exercise.pos";
    let mut cases: Vec<(&str, &str, Value)> = [
        "ada-correct.txt",
        "ben-one-mistake.txt",
        "cy-several-mistakes.txt",
        "dan-fail-soft.txt",
    ]
    .iter()
    .map(|a| (exercise, *a, json!({})))
    .collect();
    // The exercise file records its conventions: other ones are marked by with force.
    cases.push((
        exercise,
        "dan-fail-soft.txt",
        json!({"convention": "fail-soft", "force": true}),
    ));
    cases.push((
        exercise,
        "ada-correct.txt",
        json!({"require-bounds": true, "prune-on": "gt", "force": true}),
    ));
    cases.push((
        exercise,
        "ada-correct.txt",
        json!({"accept-bounds": "no", "values": "side-to-move", "force": true}),
    ));
    cases.push((
        "examples/aima-fig-5-2.pos",
        "../aima-fail-soft.txt",
        json!({"convention": "fail-soft"}),
    ));
    cases.push((
        "examples/aima-fig-5-12.pos",
        "../aima-fig-5-12-answer.txt",
        json!({"algorithm": "expectiminimax"}),
    ));
    cases
}

/// `text` with the options of `names` named the command line's way: `` `prune-on:
/// "gt"` `` is `--prune-on gt`, `` `require-bounds` `` is `--require-bounds`
/// ([`request::OPTION_NAMES`] against the command line's words); other words in
/// backticks (`` `pruned` ``) stay.
fn in_command_line_words(text: &str, names: &BTreeSet<String>) -> String {
    let setting = regex::Regex::new(r#"`([a-z][a-z0-9-]*): "([^"`]*)"`"#).unwrap();
    let param = regex::Regex::new(r"`([a-z][a-z0-9-]*)`").unwrap();
    let text = setting.replace_all(text, |c: &regex::Captures| match names.contains(&c[1]) {
        true => format!("--{} {}", &c[1], &c[2]),
        false => c[0].to_string(),
    });
    param
        .replace_all(&text, |c: &regex::Captures| match names.contains(&c[1]) {
            true => format!("--{}", &c[1]),
            false => c[0].to_string(),
        })
        .into_owned()
}

/// Every string of `v` rewritten by `f`.
fn each_string(v: &mut Value, f: &impl Fn(&str) -> String) {
    match v {
        Value::String(s) => *s = f(s),
        Value::Array(items) => items.iter_mut().for_each(|i| each_string(i, f)),
        Value::Object(map) => map.values_mut().for_each(|i| each_string(i, f)),
        _ => {}
    }
}

/// `report` (the request's) is `gametree check FILE --answer A -f json`'s `cli` but
/// for what a request has instead of files and flags: the position's path in
/// `"tree"` is [`request::POSITION`], the answer's in each `"file"`
/// [`request::ANSWER`], and the messages (a hint's `"flags"`, the `"verdict"`, a
/// mistake's `"why"`) name options the request's way (`` `convention: "fail-soft"` ``,
/// see [`in_command_line_words`] with the flags of `gametree check`). Both are serde_json's pretty JSON, so equal values
/// are equal bytes; neither path is anywhere else in the report, and no flag is in
/// the request's.
fn same_report(report: &str, cli: &str, position: &str, answer: &str) {
    let pretty = |v: &Value| serde_json::to_string_pretty(v).unwrap() + "\n";
    let mut expected: Value = serde_json::from_str(cli).unwrap();
    assert_eq!(pretty(&expected), cli, "serde_json's pretty JSON");
    assert_eq!(expected["tree"], json!(position));
    expected["tree"] = json!(request::POSITION);
    for result in expected["results"].as_array_mut().unwrap() {
        assert_eq!(result["file"], json!(answer));
        result["file"] = json!(request::ANSWER);
    }
    let expected = pretty(&expected);
    assert!(
        !expected.contains(position) && !expected.contains(answer),
        "{expected}"
    );
    let mut got: Value = serde_json::from_str(report).unwrap();
    assert_eq!(pretty(&got), report, "serde_json's pretty JSON");
    assert!(
        !report.contains("--"),
        "a flag in the request's report: {report}"
    );
    let names = long_flags("check");
    each_string(&mut got, &|s| in_command_line_words(s, &names));
    assert_eq!(pretty(&got), expected);
}

#[test]
fn marks_are_the_command_lines_but_file_and_option_names() {
    for (position, answer, options) in markings() {
        let answer = format!("examples/homework/answers/{answer}");
        let checked = request::check(&text_of(position), &text_of(&answer), &options.to_string())
            .unwrap_or_else(|e| panic!("{answer}: {}", shown(&e)));
        let mut cmd = args(&["check", position, "--answer", &answer, "-f", "json"]);
        cmd.extend(flags(&options));
        let (out, _, code) = cli(&cmd);
        let out = String::from_utf8(out).unwrap();
        same_report(&checked.report, &out, position, &answer);
        assert_eq!(checked.correct, code == 0, "{cmd:?}");
        assert!(checked.figure.is_some(), "{cmd:?}");
    }
}

/// An exercise made by the request, answered with its own model answer and with an
/// answer with lines the checker cannot read, is marked as the command line marks
/// the same texts in files.
#[test]
fn an_exercise_and_a_bad_answer_are_marked_as_the_command_line_marks_them() {
    let dir = tempfile::tempdir().unwrap();
    let made = request::exercise(r#"{"seed": 7}"#).unwrap();
    let position = common::write_file(dir.path(), "ex.pos", &made.position);
    let bad = "A = 11 [-inf, inf]\nB is two\nC = 2\nZ = 4\n";
    for (answer, correct) in [(made.answer.as_str(), true), (bad, false)] {
        let answer_file = common::write_file(dir.path(), "answer.txt", answer);
        let checked = request::check(&made.position, answer, "{}").unwrap();
        let (out, _, code) = cli(&args(&[
            "check",
            &position,
            "--answer",
            &answer_file,
            "-f",
            "json",
        ]));
        let out = String::from_utf8(out).unwrap();
        same_report(&checked.report, &out, &position, &answer_file);
        assert_eq!((checked.correct, code == 0), (correct, correct));
    }
}

/// A Monte Carlo tree search exercise made by the request is `gametree exercise
/// --algorithm mcts`'s with the same options (the position's first line names them
/// the request's way), and an answer to it — the model answer, and one with a wrong
/// step, a wrong `N` and a line that cannot be read — is marked as `gametree check
/// --algorithm mcts -f json` marks the same texts in files.
#[test]
fn an_mcts_exercise_and_its_marks_are_the_command_lines() {
    let dir = tempfile::tempdir().unwrap();
    for options in [
        json!({"seed": 7, "algorithm": "mcts"}),
        json!({"seed": 3, "algorithm": "mcts", "iterations": 12, "exploration": 4, "depth": 2, "branching": "2..4"}),
    ] {
        let made = request::exercise(&options.to_string())
            .unwrap_or_else(|e| panic!("{options}: {}", shown(&e)));
        same_exercise(&made, &options);
        let position = common::write_file(dir.path(), "ex.pos", &made.position);
        let wrong = made
            .answer
            .replacen(" N=", " N=99", 1)
            .replacen("path: ", "path: Q ", 1)
            + "this is no answer\n";
        let check_options: Value = options
            .as_object()
            .unwrap()
            .iter()
            .filter(|(k, _)| {
                ["seed", "algorithm", "iterations", "exploration"].contains(&k.as_str())
            })
            .map(|(k, v)| (k.clone(), v.clone()))
            .collect::<serde_json::Map<_, _>>()
            .into();
        for (answer, correct) in [(made.answer.as_str(), true), (wrong.as_str(), false)] {
            let answer_file = common::write_file(dir.path(), "answer.txt", answer);
            let checked = request::check(&made.position, answer, &check_options.to_string())
                .unwrap_or_else(|e| panic!("{check_options}: {}", shown(&e)));
            let mut cmd = args(&["check", &position, "--answer", &answer_file, "-f", "json"]);
            cmd.extend(flags(&check_options));
            let (out, _, code) = cli(&cmd);
            let out = String::from_utf8(out).unwrap();
            same_report(&checked.report, &out, &position, &answer_file);
            assert_eq!((checked.correct, code == 0), (correct, correct), "{cmd:?}");
            assert!(checked.figure.is_none());
        }
    }
    // MCTS's options are refused as the command line refuses them.
    for (options, says) in [
        (json!({"algorithm": "mcts", "chance": true}), "`chance`"),
        (
            json!({"algorithm": "mcts", "iterations": 0}),
            "`iterations`",
        ),
        (
            json!({"algorithm": "mcts", "exploration": -1}),
            "`exploration`",
        ),
        (
            json!({"algorithm": "mcts", "convention": "fail-soft"}),
            "`convention`",
        ),
    ] {
        let e = request::exercise(&options.to_string()).expect_err(&options.to_string());
        assert!(shown(&e).contains(says), "{options}: {}", shown(&e));
        assert!(!shown(&e).contains("--"), "{options}: {}", shown(&e));
    }
    let e = request::check(
        &made_position(),
        "path: A",
        r#"{"algorithm": "mcts", "iterations": 5000, "force": true}"#,
    )
    .expect_err("too many iterations");
    assert!(shown(&e).contains("`iterations`"), "{}", shown(&e));
}

/// A Monte Carlo tree search exercise's position file, as the request makes it.
fn made_position() -> String {
    request::exercise(r#"{"seed": 1, "algorithm": "mcts"}"#)
        .unwrap()
        .position
}

/// The comparisons: (position file, options), `columns` without the timing ones.
fn comparisons() -> Vec<(&'static str, Value)> {
    let untimed = "algorithm,order,value,best,nodes,leaves,cutoffs,terminals,tt-probes,tt-hits,re-searches,passes,vs-baseline";
    vec![
        (
            "examples/aima-fig-5-2.pos",
            json!({"columns": "algorithm,order,value,best,nodes,leaves,cutoffs"}),
        ),
        (
            "examples/aima-fig-5-2.pos",
            json!({"columns": untimed, "orders": "natural,best,worst"}),
        ),
        (
            "examples/tictactoe-forced-win.pos",
            json!({"columns": untimed, "orders": "natural,best,killer+history"}),
        ),
        (
            "examples/kalah-4-3.pos",
            json!({"columns": untimed, "depth": 4, "algorithms": "alphabeta,pvs,mtdf", "iterative": true, "guess": 1}),
        ),
        (
            "examples/connect4-middle.pos",
            json!({"columns": "algorithm,value,nodes", "depth": 2, "baseline": "minimax", "algorithms": "alphabeta"}),
        ),
        (
            "examples/aima-fig-5-12.pos",
            json!({"columns": "algorithm,order,value,best,nodes,leaves,cutoffs,passes", "algorithms": "expectiminimax,star1,star2", "leaf-bounds": "0..5"}),
        ),
    ]
}

/// `gametree compare` in text and CSV with columns that take no time: byte for byte.
#[test]
fn a_comparison_is_the_command_lines() {
    for (file, options) in comparisons() {
        for format in ["text", "csv"] {
            let options = merged(&options, &json!({ "format": format }));
            let table = request::compare(&text_of(file), &options.to_string())
                .unwrap_or_else(|e| panic!("{file} {options}: {}", shown(&e)));
            let mut cmd = args(&["compare", file]);
            cmd.extend(flags(&options));
            let (out, _, _) = cli(&cmd);
            assert!(
                table.as_bytes() == out.as_slice(),
                "{file}: the request's table differs from gametree {cmd:?}:\n{}",
                first_difference(table.as_bytes(), &out)
            );
        }
    }
}

/// `gametree compare -f json` (the request's default format) but the rows' times
/// (`time_ms`, `nodes_per_second`, docs/compare.md) and `file`, the command line's
/// path of the position, which a request calls [`request::POSITION`].
#[test]
fn a_comparisons_json_is_the_command_lines_but_times_and_file() {
    let untime = |mut v: Value| {
        v["file"] = json!(request::POSITION);
        for row in v["rows"].as_array_mut().unwrap() {
            let row = row.as_object_mut().unwrap();
            assert!(row.remove("time_ms").is_some() && row.remove("nodes_per_second").is_some());
        }
        v
    };
    for (file, options) in comparisons() {
        let json = request::compare(&text_of(file), &options.to_string()).unwrap();
        let named: Value = serde_json::from_str(&json).unwrap();
        assert_eq!(named["file"], json!(request::POSITION));
        let mut cmd = args(&["compare", file, "-f", "json"]);
        cmd.extend(flags(&options));
        let (out, _, _) = cli(&cmd);
        let cli_json: Value = serde_json::from_slice(&out).unwrap();
        assert_eq!(cli_json["file"], json!(file));
        assert_eq!(
            untime(serde_json::from_str(&json).unwrap()),
            untime(cli_json),
            "{cmd:?}"
        );
    }
}

/// The option names a request reads, from its error for an unknown option (which
/// lists them all: every reader has run when the unknown one is found).
fn option_names(e: Result<impl std::fmt::Debug, Error>, command: &str) -> BTreeSet<String> {
    let e = e.expect_err("an unknown option is an error");
    assert_eq!(e.kind(), ErrorKind::BadOption);
    let message = shown(&e);
    let prefix = format!("{command} has no option `no-such-option`; its options are ");
    let list = message
        .strip_prefix(&prefix)
        .unwrap_or_else(|| panic!("{message:?} does not begin with {prefix:?}"));
    list.split(", ").map(str::to_string).collect()
}

/// The long flags of `gametree COMMAND`, from its help: the lines that define an
/// option (`  -a, --algorithm <ALGORITHM>`, `      --names`), not the flags the
/// descriptions mention.
fn long_flags(command: &str) -> BTreeSet<String> {
    let (out, _, _) = cli(&args(&[command, "--help"]));
    let help = String::from_utf8(out).unwrap();
    let definition = regex::Regex::new(r"(?m)^ +(?:-[A-Za-z], )?--([a-z0-9-]+)").unwrap();
    let found: BTreeSet<String> = definition
        .captures_iter(&help)
        .map(|c| c[1].to_string())
        .collect();
    assert!(found.contains("help") && found.len() > 3, "{help}");
    found
}

/// Every name in `names` (a request's options) is in `flags`.
fn all_flags(names: &BTreeSet<String>, flags: &BTreeSet<String>, what: &str) {
    let strangers: Vec<&String> = names.difference(flags).collect();
    assert!(
        strangers.is_empty(),
        "{what} reads options that are not flags of the command: {strangers:?}"
    );
}

/// Every flag of `flags` but those `unused` (with the reason a request has no use for
/// it) is an option of a request (`names`), and every `unused` one is a flag.
fn all_options(
    flags: &BTreeSet<String>,
    names: &BTreeSet<String>,
    unused: &[(&str, &str)],
    what: &str,
) {
    for (flag, _why) in unused {
        assert!(
            flags.contains(*flag),
            "{what}: --{flag} is no longer a flag"
        );
        assert!(
            !names.contains(*flag),
            "{what}: --{flag} is an option after all"
        );
    }
    let missing: Vec<&String> = flags
        .iter()
        .filter(|f| !names.contains(*f) && !unused.iter().any(|(u, _)| u == f))
        .collect();
    assert!(
        missing.is_empty(),
        "flags of {what} that no request takes (add them, or say in this test why a page has no use for them): {missing:?}"
    );
}

const UNKNOWN: &str = r#"{"no-such-option": 1}"#;

#[test]
fn every_request_option_is_a_flag_of_its_command() {
    let aima = text_of("examples/aima-fig-5-2.pos");
    let rec = request::search(&aima, "{}").unwrap().recording;
    let search = option_names(request::search(&aima, UNKNOWN), "search");
    let render = option_names(request::render(&rec, UNKNOWN), "render");
    let mcts = r#"{"algorithm": "mcts", "no-such-option": 1}"#;
    let mut exercise = option_names(request::exercise(UNKNOWN), "exercise");
    exercise.extend(option_names(request::exercise(mcts), "exercise"));
    let check = homework_options(|o| request::check(&aima, "A = 3", o), "check");
    let compare = option_names(request::compare(&aima, UNKNOWN), "compare");
    let search_flags = long_flags("search");
    all_flags(&search, &search_flags, "request::search");
    // A figure's options are flags of both commands that draw one.
    all_flags(&render, &search_flags, "request::render");
    all_flags(&render, &long_flags("render"), "request::render");
    all_flags(&exercise, &long_flags("exercise"), "request::exercise");
    all_flags(&check, &long_flags("check"), "request::check");
    all_flags(&compare, &long_flags("compare"), "request::compare");
    // The lists are the documented ones (src/request/mod.rs's docs).
    for (names, some) in [
        (
            &search,
            &["algorithm", "depth", "max-nodes", "leaf-bounds", "boards"][..],
        ),
        (
            &render,
            &["format", "label", "max-children", "title", "max-drawn"],
        ),
        (
            &exercise,
            &["seed", "depth", "branching", "chance", "convention", "view"],
        ),
        (
            &check,
            &["algorithm", "convention", "values", "require-bounds"],
        ),
        (
            &compare,
            &["algorithms", "orders", "columns", "format", "leaf-bounds"],
        ),
    ] {
        for name in some {
            assert!(names.contains(*name), "{name} missing from {names:?}");
        }
    }
}

/// The options the playground's search form sends to the search, not to the drawing
/// (`request::search_options`, embedded in the page): every option of
/// `request::search` but `lang`.
#[test]
fn the_search_options_are_the_search_requests() {
    let aima = text_of("examples/aima-fig-5-2.pos");
    let mut all = option_names(request::search(&aima, UNKNOWN), "search");
    all.remove("lang");
    let listed = request::search_options();
    let set: BTreeSet<String> = listed.iter().map(|s| s.to_string()).collect();
    assert_eq!(set, all);
    assert_eq!(set.len(), listed.len(), "{listed:?} names one twice");
}

/// An exercise's or check's options as the request asks for them: the minimax
/// family's, and with `algorithm = mcts` MCTS's own (`iterations`, `seed`,
/// `exploration`), which are read only then.
fn homework_options(
    request: impl Fn(&str) -> Result<request::Checked, Error>,
    command: &str,
) -> BTreeSet<String> {
    let mcts = r#"{"algorithm": "mcts", "no-such-option": 1}"#;
    let mut names = option_names(request(UNKNOWN), command);
    names.extend(option_names(request(mcts), command));
    names
}

#[test]
fn every_flag_a_page_can_use_is_a_request_option() {
    let aima = text_of("examples/aima-fig-5-2.pos");
    let rec = request::search(&aima, "{}").unwrap().recording;
    let search = option_names(request::search(&aima, UNKNOWN), "search");
    let render = option_names(request::render(&rec, UNKNOWN), "render");
    let figure: BTreeSet<String> = search.union(&render).cloned().collect();
    let no_file = "a request answers in memory: there is no file to write";
    all_options(
        &long_flags("search"),
        &figure,
        &[
            ("output", no_file),
            (
                "color",
                "ANSI colours for a terminal; a request's text is plain",
            ),
            (
                "scale",
                "PNG pixels: a page makes its PNG from the SVG itself",
            ),
            ("steps", "a directory of files, one a step"),
            ("help", "the command line's own"),
        ],
        "gametree search",
    );
    all_options(
        &long_flags("render"),
        &figure,
        &[
            ("output", no_file),
            ("color", "ANSI colours for a terminal"),
            ("scale", "PNG pixels"),
            ("steps", "a directory of files"),
            ("help", "the command line's own"),
        ],
        "gametree render",
    );
    let mcts = r#"{"algorithm": "mcts", "no-such-option": 1}"#;
    let mut exercise = option_names(request::exercise(UNKNOWN), "exercise");
    exercise.extend(option_names(request::exercise(mcts), "exercise"));
    all_options(
        &long_flags("exercise"),
        &exercise,
        &[
            (
                "format",
                "the request makes the position, the answer and the SVG sheet at once",
            ),
            ("roster", "a class's variants in files (key, Moodle, QTI)"),
            (
                "count",
                "several exercises on one practice page or numbered variants",
            ),
            (
                "solution",
                "the solved sheet; a page shows the model answer",
            ),
            ("output", no_file),
            ("force", "overwrites a PrairieLearn directory"),
            (
                "no-png",
                "the pictures of a question bank (Moodle, QTI), a file",
            ),
            ("help", "the command line's own"),
        ],
        "gametree exercise",
    );
    all_options(
        &long_flags("check"),
        &homework_options(|o| request::check(&aima, "A = 3", o), "check"),
        &[
            (
                "answer",
                "the answer's text is the request's second argument",
            ),
            ("output", no_file),
            ("feedback", "a class's feedback files"),
            ("help", "the command line's own"),
        ],
        "gametree check",
    );
    all_options(
        &long_flags("compare"),
        &option_names(request::compare(&aima, UNKNOWN), "compare"),
        &[("output", no_file), ("help", "the command line's own")],
        "gametree compare",
    );
}

/// Where `needle` is in `text`: (line, column), both from 1, the column in characters.
fn place(text: &str, needle: &str) -> (usize, usize) {
    let at = text.find(needle).unwrap();
    let before = &text[..at];
    let line = before.matches('\n').count() + 1;
    let col = before.rsplit('\n').next().unwrap().chars().count() + 1;
    (line, col)
}

/// The place of a position error as the request gives it.
fn located(text: &str) -> (String, (String, usize, usize)) {
    let e = request::load(text).map(|_| ()).expect_err(text);
    assert_eq!(e.kind(), ErrorKind::Parse, "{text}");
    let (message, at) = request::describe(&e);
    (message, at.expect("a parse error has a place"))
}

/// A nested list's error is where it is in the text given (not in the `game: tree`
/// file it is read as), on its first line and on later ones; the command line, given
/// the list on a `tree:` line, places it where it is in that file.
#[test]
fn a_lists_error_is_located_in_the_text_given() {
    let dir = tempfile::tempdir().unwrap();
    for list in [
        "[[3, 12, 8], [2, x, 6]]",
        "   [[3, 12, 8], [2, x, 6], [14, 5, 2]]\n",
        "[[3, 12, 8],\n [2, x, 6],\n [14, 5, 2]]",
        "[\n  [3, 12, 8],\n  [2, 4, 6],\n  [14, 5, x]\n]\n",
        "\n\n[[3, 12, 8], [2, x, 6]]",
        "[[3, 12, 8], [2, 4, 6]] x",
    ] {
        let (line, col) = place(list, "x");
        let (message, (path, l, c)) = located(list);
        assert_eq!(
            (path.as_str(), l, c),
            (request::POSITION, line, col),
            "{list:?}: {message}"
        );
        let file_text = format!("game: tree\ntree: {list}");
        let file = common::write_file(dir.path(), "list.pos", &file_text);
        let (fline, fcol) = place(&file_text, "x");
        let cli = cli_error(&args(&["search", &file]));
        assert!(
            cli.starts_with(&format!("{file}:{fline}:{fcol}: ")),
            "{cli}"
        );
        // The same message but for the place.
        let (_, cli_text) = cli.split_once(&format!(":{fline}:{fcol}: ")).unwrap();
        assert_eq!(
            message,
            format!("{}:{line}:{col}: {cli_text}", request::POSITION)
        );
    }
    // A good list is the tree the same `tree:` line gives.
    let list = "[[3, 12, 8], [2, 4, 6], [14, 5, 2]]";
    let file = common::write_file(
        dir.path(),
        "good.pos",
        &format!("game: tree\ntree: {list}\n"),
    );
    let rec = request::search(list, "{}").unwrap().recording;
    let json: Value = serde_json::from_str(&request::to_json(&rec).unwrap()).unwrap();
    let cli_json: Value =
        serde_json::from_slice(&cli(&args(&["search", &file, "-f", "json"])).0).unwrap();
    assert_eq!(json["nodes"], cli_json["nodes"]);
    assert_eq!(json["value"], json!(3));
}

/// A message that names another place of the list names it in the text given too:
/// the `[` an unclosed list opened.
#[test]
fn a_lists_error_names_other_places_in_the_text_given() {
    for (list, opened) in [
        ("[[3, 12, 8], [2, 4, 6]", (1, 1)),
        ("  [[3, 12, 8],\n [2, 4, 6]", (1, 3)),
        ("[[3, 12, 8],\n [[2, 4, 6]", (2, 2)),
    ] {
        let (message, _) = located(list);
        let (line, col) = opened;
        assert!(
            message.contains(&format!("`[` of line {line} column {col},")),
            "{list:?}: {message}"
        );
    }
}

/// A position file's error is at the command line's line and column, with its message.
#[test]
fn a_position_files_error_is_where_the_command_line_says() {
    let dir = tempfile::tempdir().unwrap();
    for text in [
        "game: tictactoe\nboard: XO.\n  .Q.\n  ...\n",
        "game: tree\nroot: max\ntree: [A: [B: 3 12 8] [C: 2 4 6]\n",
        "game: tree\nroot: max\ntree: [A: [B: 3 12 8]\n  [C: 2 four 6]]\n",
        "game: tree\nroot: sideways\ntree: [1 2]\n",
        "game: go\n",
        "# a comment\n\ngame: nim\nheaps: 3 -4 5\n",
        "game: tree\ntree: [A: chance 0.5: 1 0.7: 2]\n",
        "game: connect4\nboard:\n  .......\n  .......\n  .......\n  .......\n  .......\n  ...Z...\n",
    ] {
        let file = common::write_file(dir.path(), "broken.pos", text);
        let cli = cli_error(&args(&["search", &file]));
        let (message, (path, line, col)) = located(text);
        assert_eq!(path, request::POSITION);
        let cli_place = format!("{file}:{line}:{col}: ");
        assert!(cli.starts_with(&cli_place), "{text:?}: the command line says {cli}, the request {message}");
        assert_eq!(message, cli.replacen(&file, request::POSITION, 1), "{text:?}");
    }
}

/// Options of the wrong sort are [`ErrorKind::BadOption`] errors that name the option.
#[test]
fn a_wrong_option_is_named() {
    let aima = text_of("examples/aima-fig-5-2.pos");
    let rec = request::search(&aima, "{}").unwrap().recording;
    let answer = "A = 3";
    let cases: Vec<(&str, Result<(), Error>)> = vec![
        (
            "depth",
            request::search(&aima, r#"{"depth": "three"}"#).map(drop),
        ),
        (
            "depth",
            request::search(&aima, r#"{"depth": 2.5}"#).map(drop),
        ),
        (
            "max-nodes",
            request::search(&aima, r#"{"max-nodes": -5}"#).map(drop),
        ),
        (
            "iterative",
            request::search(&aima, r#"{"iterative": "yes"}"#).map(drop),
        ),
        (
            "algorithm",
            request::search(&aima, r#"{"algorithm": "alphabeta-hard"}"#).map(drop),
        ),
        (
            "algorithm",
            request::search(&aima, r#"{"algorithm": 3}"#).map(drop),
        ),
        (
            "prune-on",
            request::search(&aima, r#"{"prune-on": ">="}"#).map(drop),
        ),
        (
            "leaf-bounds",
            request::search(&aima, r#"{"leaf-bounds": true}"#).map(drop),
        ),
        (
            "leaf-bounds",
            request::search(&aima, r#"{"leaf-bounds": "5..0"}"#).map(drop),
        ),
        (
            "eval",
            request::search(&aima, r#"{"eval": ["leaf-value"]}"#).map(drop),
        ),
        (
            "format",
            request::render(&rec, r#"{"format": "pptx"}"#).map(drop),
        ),
        (
            "max-children",
            request::render(&rec, r#"{"max-children": 0}"#).map(drop),
        ),
        ("title", request::render(&rec, r#"{"title": 5}"#).map(drop)),
        ("names", request::render(&rec, r#"{"names": 1}"#).map(drop)),
        (
            "background",
            request::render(&rec, r##"{"background": "#12345"}"##).map(drop),
        ),
        ("seed", request::exercise(r#"{"seed": -1}"#).map(drop)),
        (
            "values",
            request::exercise(r#"{"values": "a..b"}"#).map(drop),
        ),
        (
            "accept-bounds",
            request::exercise(r#"{"accept-bounds": "maybe"}"#).map(drop),
        ),
        (
            "values",
            request::check(&aima, answer, r#"{"values": "min"}"#).map(drop),
        ),
        (
            "convention",
            request::check(&aima, answer, r#"{"convention": "soft"}"#).map(drop),
        ),
        (
            "columns",
            request::compare(&aima, r#"{"columns": true}"#).map(drop),
        ),
        (
            "baseline",
            request::compare(&aima, r#"{"baseline": "maximin"}"#).map(drop),
        ),
        (
            "format",
            request::compare(&aima, r#"{"format": "svg"}"#).map(drop),
        ),
    ];
    for (name, result) in cases {
        let e = result.expect_err(name);
        let message = shown(&e);
        assert_eq!(e.kind(), ErrorKind::BadOption, "{name}: {message}");
        assert!(message.contains(&format!("`{name}`")), "{name}: {message}");
        assert_eq!(
            request::describe(&e).1,
            None,
            "{name}: an option has no place"
        );
    }
    // Options that are not an object.
    for options in ["[1]", "3", "\"depth\"", "{depth: 3}"] {
        let e = request::search(&aima, options).unwrap_err();
        assert_eq!(e.kind(), ErrorKind::BadOption, "{options}");
    }
}

/// What the command line refuses the request refuses, naming the option to change
/// the request's way (`` `leaf-bounds` ``, never `--leaf-bounds`).
#[test]
fn what_the_command_line_refuses_the_request_refuses() {
    let aima = text_of("examples/aima-fig-5-2.pos");
    let chance = text_of("examples/aima-fig-5-12.pos");
    let minimax = request::search(&aima, r#"{"algorithm": "minimax"}"#)
        .unwrap()
        .recording;
    let nim = request::search(&text_of("examples/nim-3-4-5.pos"), "{}")
        .unwrap()
        .recording;
    let cases: Vec<(&str, Result<(), Error>, Vec<&str>)> = vec![
        (
            "`test-value",
            request::search(&aima, r#"{"algorithm": "test"}"#).map(drop),
            vec!["search", "examples/aima-fig-5-2.pos", "-a", "test"],
        ),
        (
            "`leaf-bounds",
            request::search(&chance, r#"{"algorithm": "star1"}"#).map(drop),
            vec!["search", "examples/aima-fig-5-12.pos", "-a", "star1"],
        ),
        (
            "`algorithm",
            request::search(&chance, "{}").map(drop),
            vec!["search", "examples/aima-fig-5-12.pos"],
        ),
        (
            "`label",
            request::render(&minimax, r#"{"label": "window"}"#).map(drop),
            vec![
                "search",
                "examples/aima-fig-5-2.pos",
                "-a",
                "minimax",
                "--label",
                "window",
                "-f",
                "svg",
            ],
        ),
        (
            "`max-drawn`",
            request::render(&nim, "{}").map(drop),
            vec!["search", "examples/nim-3-4-5.pos", "-f", "svg"],
        ),
        (
            "`branching`",
            request::exercise(r#"{"seed": 1, "branching": "4..2"}"#).map(drop),
            vec!["exercise", "--seed", "1", "--branching", "4..2"],
        ),
        (
            "`deep-cutoff`",
            request::exercise(r#"{"seed": 1, "deep-cutoff": true}"#).map(drop),
            vec!["exercise", "--seed", "1", "--deep-cutoff"],
        ),
        (
            "`require-bounds`",
            request::exercise(r#"{"seed": 1, "require-bounds": true, "accept-bounds": "no"}"#)
                .map(drop),
            vec![
                "exercise",
                "--seed",
                "1",
                "--require-bounds",
                "--accept-bounds",
                "no",
            ],
        ),
        (
            "`algorithm: \"expectiminimax\"`",
            request::check(&chance, "A = 2.1", r#"{"algorithm": "alphabeta"}"#).map(drop),
            vec![
                "check",
                "examples/aima-fig-5-12.pos",
                "--answer",
                "examples/homework/aima-fig-5-12-answer.txt",
                "--algorithm",
                "alphabeta",
            ],
        ),
        (
            "`algorithms`",
            request::compare(
                &chance,
                r#"{"algorithms": "expectiminimax", "columns": "algorithm,vs-baseline"}"#,
            )
            .map(drop),
            vec![
                "compare",
                "examples/aima-fig-5-12.pos",
                "--algorithms",
                "expectiminimax",
                "--columns",
                "algorithm,vs-baseline",
            ],
        ),
    ];
    for (name, result, cmd) in cases {
        let cli_message = cli_error(&args(&cmd));
        let e = result.expect_err(&cli_message);
        let message = shown(&e);
        assert!(
            message.contains(name),
            "{cmd:?}: {message} (the command line: {cli_message})"
        );
        assert!(!message.contains("--"), "{cmd:?}: a flag in {message}");
    }
    // A game position is no exercise to check.
    let e =
        request::check(&text_of("examples/tictactoe-forced-win.pos"), "A = 1", "{}").unwrap_err();
    assert_eq!(e.kind(), ErrorKind::Unsupported, "{}", shown(&e));
}
