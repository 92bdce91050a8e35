//! Issue 41: the summary area in every language (tests/it/languages/mod.rs): search's,
//! solve's and perft's summaries, compare's tables and notes, play's messages; plural
//! forms; the language taken from the locale; compare's machine formats unchanged.

use super::*;
use gametree::lang::{self, Arg, Lang};

const AIMA: &str = "examples/aima-fig-5-2.pos";

/// The standard error of `gametree --lang LANG ARGS…`, which must succeed.
fn stderr_in(lang: &str, args: &[&str]) -> String {
    let (code, _, err) = run_in(lang, args);
    assert_eq!(code, 0, "{lang} {args:?}: {err}");
    err
}

/// The standard output of `gametree --lang LANG ARGS…`, which must succeed.
fn stdout_in(lang: &str, args: &[&str]) -> String {
    let (code, out, err) = run_in(lang, args);
    assert_eq!(code, 0, "{lang} {args:?}: {err}");
    out
}

#[test]
fn search_summaries_have_no_english_left() {
    // Every optional part: re-searches, table probes, passes, the test's answer,
    // iterations, a win in n plies, plain scoring's winner, the strict cut rule.
    let cases: [&[&str]; 8] = [
        &[AIMA],
        &[AIMA, "-a", "pvs"],
        &[AIMA, "-a", "mtdf"],
        &[AIMA, "-a", "test", "--test-value", "3"],
        &[AIMA, "--prune-on", "gt"],
        &["examples/tictactoe-forced-win.pos"],
        &["examples/tictactoe-forced-win.pos", "--scoring", "plain"],
        &["examples/kalah-4-3.pos", "--depth", "3", "--iterative"],
    ];
    for lang in TRANSLATED {
        for args in cases {
            let mut all = vec!["search"];
            all.extend_from_slice(args);
            all.extend(["-f", "json", "-o", "/dev/null"]);
            let err = stderr_in(lang, &all);
            assert_no_english(&err, &format!("{lang} search {args:?}"), &[]);
            let end = err.trim_end();
            assert!(
                end.ends_with(" ms") || end.ends_with(" мс"),
                "{lang}: {err}"
            );
        }
    }
    // The time with a decimal comma; the counts' plural forms.
    let err = stderr_in("cs", &["search", AIMA, "-f", "json", "-o", "/dev/null"]);
    assert!(
        err.starts_with("hodnota 3, nejlepší tah B, 11 navštívených uzlů, 7 ohodnocených listů, 0 koncových uzlů, 1 řez, 2 ořezané tahy, 0,"),
        "{err}"
    );
    let err = stderr_in("ru", &["search", AIMA, "-f", "json", "-o", "/dev/null"]);
    assert!(err.contains("11 посещённых узлов"), "{err}");
    assert!(err.contains("1 отсечение, 2 отсечённых хода"), "{err}");
}

#[test]
fn solve_and_perft_summaries_have_no_english_left() {
    let cases: [&[&str]; 4] = [
        &["solve", "examples/tictactoe-forced-win.pos"],
        &["solve", "examples/kalah-endgame.pos"],
        &["solve", "examples/tictactoe-empty.pos", "--max-nodes", "10"],
        &["perft", "examples/tictactoe-empty.pos", "--depth", "3"],
    ];
    for lang in TRANSLATED {
        for args in cases {
            let (code, out, err) = run_in(lang, args);
            assert_eq!(code, 0, "{lang} {args:?}: {err}");
            // perft's standard output is its count, the same in every language.
            let text = if args[0] == "perft" { err } else { out + &err };
            assert_no_english(&text, &format!("{lang} {args:?}"), &[]);
        }
    }
    let out = stdout_in("cs", &["solve", "examples/tictactoe-forced-win.pos"]);
    assert_eq!(
        out,
        "na tahu x: výhra za 3 tahy (hodnota 96)\nhlavní varianta: a1 b3 a2\n"
    );
    let out = stdout_in("ru", &["solve", "examples/kalah-endgame.pos"]);
    assert!(out.contains("4 полухода"), "{out}");
    // perft's count is a number in every language.
    for lang in TRANSLATED {
        let out = stdout_in(
            lang,
            &["perft", "examples/tictactoe-empty.pos", "--depth", "3"],
        );
        assert_eq!(out, "perft 3: 504\n");
    }
}

#[test]
fn compare_tables_and_notes_have_no_english_left() {
    // `best` and `natural` are the orderings' names (--orders), `tree` the game's.
    let allowed = ["best", "natural", "tree"];
    for lang in TRANSLATED {
        for format in ["text", "markdown"] {
            let args = [
                "compare",
                AIMA,
                "--orders",
                "natural,best",
                "--columns",
                "all",
                "-f",
                format,
            ];
            let out = stdout_in(lang, &args);
            assert_no_english(&out, &format!("{lang} compare -f {format}"), &allowed);
        }
        // Iterative deepening's note and the minimax baseline's.
        let args = [
            "compare",
            "examples/tictactoe-empty.pos",
            "--depth",
            "3",
            "--algorithms",
            "alphabeta,mtdf",
            "--iterative",
            "--columns",
            "nodes,vs-baseline",
        ];
        let out = stdout_in(lang, &args);
        assert_no_english(&out, &format!("{lang} compare --iterative"), &allowed);
        let html = stdout_in(lang, &["compare", AIMA, "-f", "html"]);
        assert!(html.contains(&format!("<html lang=\"{lang}\">")), "{lang}");
    }
    // The decimal comma and the space before % in the table for people.
    let out = stdout_in("cs", &["compare", AIMA]);
    assert!(out.contains("84,6\u{a0}%"), "{out}");
    assert!(out.contains("natural (základ)"), "{out}");
}

#[test]
fn compare_latex_compiles_in_every_language() {
    let dir = tempfile::tempdir().unwrap();
    for lang in TRANSLATED {
        let tex = stdout_in(
            lang,
            &["compare", AIMA, "--orders", "natural,best", "-f", "latex"],
        );
        // Every letter typeset: none replaced by `?` (Russian loads T2A).
        assert!(!tex.contains('?'), "{lang}: {tex}");
        let name = format!("compare-{lang}.tex");
        std::fs::write(dir.path().join(&name), &tex).unwrap();
        common::pdflatex(dir.path(), &name);
    }
}

#[test]
fn compare_csv_and_json_are_the_same_in_every_language() {
    // No timing column (the only cells that differ between two runs); the oracle's
    // and the baseline's marks are in both.
    for format in ["csv", "json"] {
        let args = [
            "compare",
            AIMA,
            "--orders",
            "natural,best",
            "--columns",
            "algorithm,order,value,best,nodes,leaves,cutoffs,terminals,tt-probes,tt-hits,re-searches,passes,vs-baseline",
            "-f",
            format,
        ];
        // JSON always has the times: every line but theirs.
        let untimed = |lang| {
            stdout_in(lang, &args)
                .lines()
                .filter(|l| !l.contains("\"time_ms\"") && !l.contains("\"nodes_per_second\""))
                .collect::<Vec<_>>()
                .join("\n")
        };
        let english = untimed("en");
        assert!(
            english.contains("baseline") && english.contains("oracle"),
            "{english}"
        );
        for lang in TRANSLATED {
            assert_eq!(untimed(lang), english, "{lang} {format}");
        }
    }
}

#[test]
fn play_speaks_the_language() {
    for lang in TRANSLATED {
        let out = common::feed(
            common::gametree()
                .args(["--lang", lang, "play", "examples/tictactoe-empty.pos"])
                .current_dir(env!("CARGO_MANIFEST_DIR")),
            "help\n?\nzz\nb2\nhint\nundo\nquit\n",
        );
        let text = String::from_utf8_lossy(&out.stdout);
        // The command names one types (`tree`) stay; the record's result stays English
        // (a file other programs read): its last line.
        let shown: Vec<&str> = text.lines().collect();
        let shown = shown[..shown.len() - 1].join("\n");
        assert_no_english(&shown, &format!("{lang} play"), &["tree"]);
    }
}

/// Message `id` with `n` in `lang`.
fn counted(lang: Lang, id: &str, n: i64) -> String {
    lang::with(lang, || lang::message(id, &[("n", Arg::Int(n))]))
}

#[test]
fn counts_take_the_plural_forms() {
    let forms = |lang, id| [0, 1, 2, 3, 4, 5, 11, 21, 22, 25].map(|n| counted(lang, id, n));
    assert_eq!(
        forms(Lang::Cs, "summary-visited"),
        [
            "0 navštívených uzlů",
            "1 navštívený uzel",
            "2 navštívené uzly",
            "3 navštívené uzly",
            "4 navštívené uzly",
            "5 navštívených uzlů",
            "11 navštívených uzlů",
            "21 navštívených uzlů",
            "22 navštívených uzlů",
            "25 navštívených uzlů",
        ]
    );
    assert_eq!(
        forms(Lang::Sk, "summary-visited"),
        [
            "0 navštívených uzlov",
            "1 navštívený uzol",
            "2 navštívené uzly",
            "3 navštívené uzly",
            "4 navštívené uzly",
            "5 navštívených uzlov",
            "11 navštívených uzlov",
            "21 navštívených uzlov",
            "22 navštívených uzlov",
            "25 navštívených uzlov",
        ]
    );
    // Russian: 1 and 21 one, 2–4 and 22 few, 0, 5–20 and 25 many.
    assert_eq!(
        forms(Lang::Ru, "summary-visited"),
        [
            "0 посещённых узлов",
            "1 посещённый узел",
            "2 посещённых узла",
            "3 посещённых узла",
            "4 посещённых узла",
            "5 посещённых узлов",
            "11 посещённых узлов",
            "21 посещённый узел",
            "22 посещённых узла",
            "25 посещённых узлов",
        ]
    );
    assert_eq!(
        [0, 1, 2, 5].map(|n| counted(Lang::Cs, "summary-cutoffs", n)),
        ["0 řezů", "1 řez", "2 řezy", "5 řezů"]
    );
    assert_eq!(
        [0, 1, 3, 5].map(|n| counted(Lang::Ru, "summary-pruned", n)),
        [
            "0 отсечённых ходов",
            "1 отсечённый ход",
            "3 отсечённых хода",
            "5 отсечённых ходов"
        ]
    );
    assert_eq!(
        [0, 1, 2].map(|n| counted(Lang::De, "summary-leaves", n)),
        [
            "0 Blätter bewertet",
            "1 Blatt bewertet",
            "2 Blätter bewertet"
        ]
    );
    // English as before: one and other.
    assert_eq!(
        [0, 1, 2].map(|n| counted(Lang::En, "summary-visited", n)),
        ["0 nodes visited", "1 node visited", "2 nodes visited"]
    );
}

/// `gametree search AIMA` with the environment `env` (nothing else of the locale) and
/// `ARGS` first: its summary.
fn summary_with_env(env: &[(&str, &str)], first: &[&str]) -> String {
    let mut cmd = common::gametree();
    cmd.current_dir(env!("CARGO_MANIFEST_DIR"));
    for (k, v) in env {
        cmd.env(k, v);
    }
    let out = cmd
        .args(first)
        .args(["search", AIMA, "-f", "json", "-o", "/dev/null"])
        .output()
        .unwrap();
    assert!(out.status.success());
    String::from_utf8_lossy(&out.stderr).into_owned()
}

#[test]
fn the_locale_chooses_the_language_and_the_flag_wins() {
    let lang = [("LANG", "cs_CZ.UTF-8")];
    assert!(summary_with_env(&lang, &[]).starts_with("hodnota 3, nejlepší tah B"));
    assert!(summary_with_env(&lang, &["--lang", "en"]).starts_with("value 3, best move B"));
    // A language tag in any case (BCP 47), as the browser's `{lang: "CS"}` (issue 51).
    assert!(summary_with_env(&[], &["--lang", "CS"]).starts_with("hodnota 3, nejlepší tah B"));
    assert!(summary_with_env(&lang, &["--lang=De"]).starts_with("Wert 3, bester Zug B"));
    let both = [("LANG", "cs_CZ.UTF-8"), ("LC_ALL", "de_DE.UTF-8")];
    assert!(summary_with_env(&both, &[]).starts_with("Wert 3, bester Zug B"));
    let messages = [("LANG", "cs_CZ.UTF-8"), ("LC_MESSAGES", "ru_RU.UTF-8")];
    assert!(summary_with_env(&messages, &[]).starts_with("оценка 3, лучший ход B"));
    // A language gametree does not speak, and none: English.
    assert!(summary_with_env(&[("LANG", "fr_FR.UTF-8")], &[]).starts_with("value 3"));
    assert!(summary_with_env(&[], &[]).starts_with("value 3, best move B"));
}
