//! Issue 41: the figure area in every language (tests/it/languages/mod.rs): titles,
//! legends, the win-score legend, `pruned`, the text tree's marks, in the text tree,
//! SVG, DOT, TikZ, forest, Beamer and Typst, with no English left; the TeX compiling
//! with pdflatex in outline fonts (Czech and Slovak windows `⟨α, β⟩`, Russian in T2A).

use super::*;

/// AIMA's Fig. 5.2 with windows: a cut-off, two pruned leaves, the title.
const AIMA: &[&str] = &["search", "examples/aima-fig-5-2.pos", "--label", "window"];

/// A tic-tac-toe win whose figure has the win-score legend (values near 99, windows
/// beyond it).
const WIN: &[&str] = &[
    "search",
    "examples/tictactoe-forced-win.pos",
    "--label",
    "window",
];

/// The position's own words, which pass through every language (none here: the
/// games' names are translated, the algorithms' are identifiers like `alphabeta`).
const NAMES: &[&str] = &[];

fn render(lang: &str, base: &[&str], format: &str) -> String {
    let mut args = base.to_vec();
    args.extend(["-f", format]);
    let (code, out, err) = run_in(lang, &args);
    assert_eq!(code, 0, "{lang} {args:?}: {err}");
    out
}

/// The texts a person reads in an SVG: its `<text>` and `<title>` elements.
fn svg_words(svg: &str) -> String {
    let doc = roxmltree::Document::parse(svg).expect("well-formed SVG");
    doc.descendants()
        .filter(|n| n.has_tag_name("text") || n.has_tag_name("title"))
        .filter_map(|n| n.text())
        .collect::<Vec<_>>()
        .join("\n")
}

/// The texts a person reads in DOT: its labels and tooltips.
fn dot_words(dot: &str) -> String {
    let mut words = Vec::new();
    for key in ["label=\"", "tooltip=\""] {
        for part in dot.split(key).skip(1) {
            let end = part.find("\", ").or_else(|| part.find("\"]")).unwrap_or(0);
            words.push(&part[..end]);
        }
    }
    words.join("\n")
}

/// The texts a person reads in a TikZ figure: every node's text (`… {text};`) and the
/// title in the first comment line; not the styles' keys or the compiling hint.
fn tikz_words(tex: &str) -> String {
    let mut words = vec![tex
        .lines()
        .next()
        .unwrap_or_default()
        .trim_start_matches("% gametree:")];
    for line in tex.lines().filter(|l| l.contains("\\node")) {
        if let (Some(a), Some(b)) = (line.rfind(") {"), line.rfind("};")) {
            if a + 3 <= b {
                words.push(&line[a + 3..b]);
            }
        }
    }
    words.join("\n")
}

#[test]
fn figures_have_no_english_in_any_language() {
    for lang in TRANSLATED {
        for (base, what) in [(AIMA, "aima-fig-5-2"), (WIN, "tictactoe-forced-win")] {
            let text = render(lang, base, "text");
            assert_no_english(&text, &format!("{lang} {what} text"), NAMES);
            let svg = render(lang, base, "svg");
            assert_no_english(&svg_words(&svg), &format!("{lang} {what} svg"), NAMES);
            let dot = render(lang, base, "dot");
            assert_no_english(&dot_words(&dot), &format!("{lang} {what} dot"), NAMES);
            let tikz = render(lang, base, "tikz");
            assert_no_english(&tikz_words(&tikz), &format!("{lang} {what} tikz"), NAMES);
        }
        // Hidden pruned moves: the stubs' hover text.
        let hidden = [AIMA, &["--pruned", "hide"]].concat();
        let svg = render(lang, &hidden, "svg");
        assert_no_english(&svg_words(&svg), &format!("{lang} stubs svg"), NAMES);
        let dot = render(lang, &hidden, "dot");
        assert_no_english(&dot_words(&dot), &format!("{lang} stubs dot"), NAMES);
    }
}

#[test]
fn the_words_are_the_languages_own() {
    let text = render("cs", AIMA, "text");
    assert!(text.starts_with("A  MAX  ⟨-∞, ∞⟩  3\n"), "{text}");
    assert!(
        text.contains("≤3  řez") && text.contains("MAX  ořezaný"),
        "{text}"
    );
    let svg = svg_words(&render("sk", AIMA, "svg"));
    assert!(
        svg.contains("strom — alphabeta: hodnota 3, najlepší ťah B"),
        "{svg}"
    );
    assert!(svg.contains("⟨3, 14⟩"), "{svg}");
    let svg = svg_words(&render(
        "de",
        &[AIMA, &["--pruned", "hide"]].concat(),
        "svg",
    ));
    assert!(svg.contains("2 Züge abgeschnitten"), "{svg}");
    let text = render("ru", WIN, "text");
    assert!(
        text.contains("Оценки выигрыша: 99 − n: MAX выигрывает"),
        "{text}"
    );
    let text = render("ru", AIMA, "text");
    assert!(
        text.contains("[-∞, ∞]"),
        "Russian writes windows in brackets: {text}"
    );
    // The side to move's view and the book labels' legend.
    let side = render("de", &[WIN, &["--values", "side-to-move"]].concat(), "text");
    assert!(
        side.contains("der Spieler am Zug gewinnt in n Halbzügen"),
        "{side}"
    );
    let book = svg_words(&render(
        "cs",
        &["search", "examples/kuhr-fig-15.pos", "--label", "book"],
        "svg",
    ));
    assert!(book.contains("Popisky podle Kühra: "), "{book}");
    assert_no_english(&book, "cs book svg", NAMES);
}

#[test]
fn english_is_unchanged() {
    let text = render("en", AIMA, "text");
    assert!(text.starts_with("A  MAX  [-∞, ∞]  3\n"), "{text}");
    assert!(
        text.contains("≤3  cut-off") && text.contains("MAX  pruned"),
        "{text}"
    );
    let svg = svg_words(&render(
        "en",
        &[AIMA, &["--pruned", "hide"]].concat(),
        "svg",
    ));
    assert!(
        svg.contains("tree — alphabeta: value 3, best move B"),
        "{svg}"
    );
    assert!(svg.contains("2 moves pruned"), "{svg}");
    let tikz = render("en", WIN, "tikz");
    assert!(
        tikz.contains("\\usepackage[T1]{fontenc}") && !tikz.contains("T2A"),
        "{tikz}"
    );
}

#[test]
fn tex_compiles_in_every_language() {
    let dir = tempfile::tempdir().unwrap();
    for lang in TRANSLATED {
        for (base, what) in [(AIMA, "aima"), (WIN, "win")] {
            for format in ["tikz", "forest", "beamer"] {
                // Beamer's overlays: AIMA's small tree (tic-tac-toe's is too big).
                if format == "beamer" && what == "win" {
                    continue;
                }
                let tex = render(lang, base, format);
                if lang == "ru" {
                    assert!(tex.contains("[T1,T2A]{fontenc}"), "{lang} {format}: T2A");
                }
                if matches!(lang, "cs" | "sk") && what == "aima" {
                    assert!(tex.contains("$\\langle$"), "{lang} {format}: ⟨ as math");
                }
                assert!(
                    !tex.contains('⟨') && !tex.contains('?'),
                    "{lang} {format}: {tex}"
                );
                let name = format!("{lang}-{what}-{format}.tex");
                std::fs::write(dir.path().join(&name), &tex).unwrap();
                common::pdflatex(dir.path(), &name);
                common::assert_outline_fonts(&dir.path().join(&name).with_extension("pdf"));
            }
        }
    }
}

#[test]
fn typst_compiles_in_russian_and_czech() {
    let dir = tempfile::tempdir().unwrap();
    for lang in ["ru", "cs"] {
        let typ = render(lang, WIN, "typst");
        let name = format!("{lang}.typ");
        std::fs::write(dir.path().join(&name), typ).unwrap();
        let png = common::typst_png(dir.path(), &name);
        assert!(png.starts_with(b"\x89PNG"), "{lang}");
    }
}

#[test]
fn size_warnings_and_refusals_are_translated() {
    // Too wide for a slide: a warning with the options that fit, named as flags.
    let (code, _, err) = run_in(
        "cs",
        &["search", "examples/tictactoe-forced-win.pos", "-f", "svg"],
    );
    assert_eq!(code, 0, "{err}");
    let warning = err.lines().find(|l| l.contains("px")).unwrap_or_default();
    assert!(
        warning.starts_with("varování: obrázek je široký 2\u{a0}117 px"),
        "{err}"
    );
    assert!(
        warning.contains("--draw-depth 1 (") && warning.contains(" 2,2 pt"),
        "{err}"
    );
    // Czech `by` is the conditional (by měl), not English.
    assert_no_english(warning, "cs width warning", &["by"]);
    // Over the node limit: refused, with the limit and the remedies.
    for lang in TRANSLATED {
        let args = [
            "search",
            "examples/tictactoe-forced-win.pos",
            "--max-drawn",
            "10",
            "-f",
            "svg",
        ];
        let (code, _, err) = run_in(lang, &args);
        assert_ne!(code, 0, "{lang}");
        assert!(
            err.contains("--max-drawn") && err.contains("--draw-depth"),
            "{lang}: {err}"
        );
        // `error:` is the error helper's prefix and the flags are flags: not the
        // figure's words.
        let words: Vec<&str> = err.split(' ').filter(|w| !w.starts_with("--")).collect();
        assert_no_english(
            &words.join(" "),
            &format!("{lang} node limit"),
            &["error", "by"],
        );
    }
    let (_, _, err) = run_in(
        "ru",
        &[
            "search",
            "examples/tictactoe-forced-win.pos",
            "-f",
            "beamer",
        ],
    );
    assert!(
        err.contains("рисунок beamer содержал бы 117 узлов, больше 60"),
        "{err}"
    );
    let (_, _, err) = run_in(
        "en",
        &[
            "search",
            "examples/tictactoe-forced-win.pos",
            "-f",
            "beamer",
        ],
    );
    assert!(
        err.contains("the beamer figure would draw 117 nodes, more than 60 (every overlay"),
        "{err}"
    );
}

/// A figure names its game by the message `figure-game-NAME` (`render::game_name`):
/// there is one for every game of the registry, and none for a game it has not.
#[test]
fn every_game_of_the_registry_has_a_name_and_no_other_game_has() {
    use gametree::lang::{message_ids, Lang, GAME_NAME_PREFIX};
    use std::collections::BTreeSet;
    let named: BTreeSet<&str> = message_ids(Lang::En)
        .into_iter()
        .filter_map(|id| id.strip_prefix(GAME_NAME_PREFIX))
        .collect();
    let games: BTreeSet<&str> = gametree::games::game_names().into_iter().collect();
    assert_eq!(named, games);
}
