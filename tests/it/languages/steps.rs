//! Issue 41: the steps area in every language (tests/it/languages/mod.rs): the step
//! figures' captions (`--steps`, which Beamer's overlays and the report's replay say
//! too) and the HTML report's page.

#[allow(unused_imports)]
use super::*;
use crate::common::svg_texts;
use std::path::Path;

const AIMA: &str = "examples/aima-fig-5-2.pos";
const WIKI: &str = "examples/wikipedia-alpha-beta.pos";
const CHANCE: &str = "examples/aima-fig-5-12.pos";

/// The word a caption starts with in `lang` (`Step 3 of 16: …`).
fn step_word(lang: &str) -> &'static str {
    match lang {
        "cs" | "sk" => "Krok ",
        "de" => "Schritt ",
        "ru" => "Шаг ",
        _ => "Step ",
    }
}

/// `gametree --lang LANG search ARGS… -f svg --steps DIR`: every step file's texts,
/// in step order.
fn step_files(lang: &str, dir: &Path, args: &[&str]) -> Vec<Vec<String>> {
    let out = dir.join(format!(
        "{lang}-{}",
        args.join("-").replace(['/', '.'], "_")
    ));
    let out_s = out.to_string_lossy().into_owned();
    let mut all = vec!["search"];
    all.extend(args);
    all.extend(["-f", "svg", "--steps", &out_s]);
    let (code, _, err) = run_in(lang, &all);
    assert_eq!(code, 0, "{lang} {args:?}: {err}");
    let mut names: Vec<_> = std::fs::read_dir(&out)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    names.sort();
    names
        .iter()
        .map(|p| svg_texts(&std::fs::read_to_string(p).unwrap()))
        .collect()
}

/// Each step file's caption (the text that starts with the language's `Step`).
fn captions(lang: &str, files: &[Vec<String>]) -> Vec<String> {
    files
        .iter()
        .map(|texts| {
            texts
                .iter()
                .find(|t| t.starts_with(step_word(lang)))
                .unwrap_or_else(|| panic!("{lang}: no caption in {texts:?}"))
                .clone()
        })
        .collect()
}

/// Every caption of the searches in `cases`, in every translated language, has no
/// English; in Czech and Slovak every window is `⟨α, β⟩`. Returns the captions by
/// language and case.
fn check_cases(cases: &[&[&str]]) -> Vec<(String, Vec<Vec<String>>)> {
    let tmp = tempfile::tempdir().unwrap();
    let mut out = Vec::new();
    for lang in TRANSLATED {
        let mut by_case = Vec::new();
        for args in cases {
            let files = step_files(lang, tmp.path(), args);
            let caps = captions(lang, &files);
            for (k, texts) in files.iter().enumerate() {
                assert_no_english(
                    &texts.join("\n"),
                    &format!("{lang} {args:?} step {}", k + 1),
                    &[],
                );
            }
            if matches!(lang, "cs" | "sk") {
                for c in &caps {
                    assert!(
                        !c.contains('['),
                        "{lang} {args:?}: a window not in ⟨ ⟩: {c}"
                    );
                }
            }
            by_case.push(caps);
        }
        out.push((lang.to_string(), by_case));
    }
    out
}

#[test]
fn aima_fig_5_2_is_captioned_in_every_language() {
    let all = check_cases(&[
        &[AIMA],
        &[AIMA, "--label", "window"],
        &[AIMA, "-a", "alphabeta-soft"],
    ]);
    let cs = &all[0].1[0];
    assert_eq!(cs.len(), 16);
    assert_eq!(cs[0], "Krok 1 z 16: Vstup do uzlu A s oknem ⟨-∞, ∞⟩.");
    assert_eq!(
        cs[8],
        "Krok 9 z 16: Řez v uzlu C: α = 3 ≥ β = 2, takže C.2 a C.3 se nikdy neprohledají."
    );
    assert_eq!(
        cs[9],
        "Krok 10 z 16: Návrat z uzlu C: hodnota ≤3, horní mez (varianta fail-hard vrací α = 3)."
    );
    let ru = &all[3].1[0];
    assert_eq!(
        ru[8],
        "Шаг 9 из 16: Отсечение в узле C: α = 3 ≥ β = 2, поэтому C.2 и C.3 никогда не просматриваются."
    );
    let de = &all[2].1[0];
    assert_eq!(de[2], "Schritt 3 von 16: Bewerte B.1 (Blatt): Wert 3.");
}

#[test]
fn pvs_re_searches_are_captioned_in_every_language() {
    let all = check_cases(&[&[WIKI, "-a", "pvs"]]);
    let cs = &all[0].1[0];
    assert!(
        cs.iter().any(|c| c.ends_with(
            "Nové prohledání uzlu 3 (po 2) s oknem ⟨3, ∞⟩: jeho průzkum s nulovým oknem 2 vrátil ≥6."
        )),
        "{cs:#?}"
    );
}

#[test]
fn chance_trees_are_captioned_in_every_language_with_decimal_commas() {
    let all = check_cases(&[
        &[CHANCE, "-a", "star2", "--leaf-bounds", "0..5"],
        &[CHANCE, "-a", "star1", "--leaf-bounds", "0..5"],
        &[CHANCE, "-a", "expectiminimax"],
    ]);
    let cs = &all[0].1[0];
    // A decimal comma, and then a semicolon between a window's bounds.
    assert!(
        cs.iter()
            .any(|c| c.contains("jeho hodnota je nejvýše 1,4 ≤ α = 2,1")),
        "{cs:#?}"
    );
    assert!(cs.iter().any(|c| c.contains("s oknem ⟨2,1; 5⟩")), "{cs:#?}");
    // No decimal point in a number (node names such as a1.2.1 keep theirs).
    let point = regex::Regex::new(r"(?:[=⟨\[≤≥;] ?|\s)-?\d+\.\d+(?:[.;,)⟩\]]|$)").unwrap();
    for (lang, by_case) in &all {
        for c in by_case.iter().flatten() {
            assert!(!point.is_match(c), "{lang}: a decimal point in {c}");
        }
    }
}

/// The page's text outside its scripts, styles and heading (the heading is the
/// figures' title): what a reader sees before the script runs, with the tooltips.
fn page_text(html: &str) -> String {
    let mut text = html.to_string();
    for (open, close) in [
        ("<script", "</script>"),
        ("<style", "</style>"),
        ("<h1", "</h1>"),
        ("<title", "</title>"),
    ] {
        while let Some(a) = text.find(open) {
            let b = text[a..]
                .find(close)
                .map_or(text.len(), |b| a + b + close.len());
            text.replace_range(a..b, " ");
        }
    }
    // Tooltips and labels stay; tags, attribute names and ids go.
    let attrs = regex::Regex::new(r#"(?:title|aria-label)="([^"]*)""#).unwrap();
    let said: Vec<String> = attrs
        .captures_iter(&text)
        .map(|c| c[1].to_string())
        .collect();
    let tags = regex::Regex::new(r"<[^>]*>").unwrap();
    format!("{}\n{}", tags.replace_all(&text, " "), said.join("\n"))
}

#[test]
fn the_report_is_written_in_the_language_asked_for() {
    let tmp = tempfile::tempdir().unwrap();
    for lang in TRANSLATED {
        let file = tmp.path().join(format!("{lang}.html"));
        let f = file.to_string_lossy().into_owned();
        let (code, _, err) = run_in(lang, &["search", AIMA, "-f", "html", "-o", &f]);
        assert_eq!(code, 0, "{err}");
        let html = std::fs::read_to_string(&file).unwrap();
        assert!(html.contains(&format!("<html lang=\"{lang}\">")), "{lang}");
        assert!(
            html.contains(&format!("<option value=\"{lang}\" selected>")),
            "{lang}"
        );
        assert_no_english(&page_text(&html), &format!("{lang} report"), &[]);
        // What the switch needs: the page's language and every language's captions.
        let start = html.find("id=\"gt-messages\">").unwrap() + "id=\"gt-messages\">".len();
        let end = start + html[start..].find("</script>").unwrap();
        let data: serde_json::Value = serde_json::from_str(&html[start..end]).unwrap();
        assert_eq!(data["lang"], *lang);
        for l in ["en", "cs", "sk", "de", "ru"] {
            assert!(
                data["catalogs"][l]["messages"]["steps-cutoff"].is_array(),
                "{l}"
            );
        }
    }
    let cs = std::fs::read_to_string(tmp.path().join("cs.html")).unwrap();
    assert!(cs.contains(">Legenda</h2>") && cs.contains("title=\"Další krok (→)\""));
    assert!(cs.contains("\"Vstup do uzlu \""), "the Czech captions");
    // English as before: the page in English unless asked.
    let en = tmp.path().join("en.html");
    let (code, _, _) = run_in(
        "en",
        &["search", AIMA, "-f", "html", "-o", &en.to_string_lossy()],
    );
    assert_eq!(code, 0);
    let en = std::fs::read_to_string(&en).unwrap();
    assert!(en.contains("<html lang=\"en\">") && en.contains(">Legend</h2>"));
}

#[test]
fn beamer_overlays_say_the_captions_in_czech() {
    let (code, tex, err) = run_in("cs", &["search", AIMA, "-f", "beamer"]);
    assert_eq!(code, 0, "{err}");
    assert!(
        tex.contains(
            "Krok 9 z 16: Řez v uzlu C: $\\alpha$ = 3 $\\geq$ $\\beta$ = 2, takže C.2 a C.3 se nikdy neprohledají."
        ),
        "{tex}"
    );
}

#[test]
fn the_root_without_a_name_is_named_in_the_language() {
    let tmp = tempfile::tempdir().unwrap();
    let game = "examples/tictactoe-forced-win.pos";
    let cs = captions("cs", &step_files("cs", tmp.path(), &[game]));
    assert!(
        cs[0].starts_with("Krok 1 z ") && cs[0].ends_with(": Vstup do kořene s oknem ⟨-99, 99⟩."),
        "{}",
        cs[0]
    );
    let ru = captions("ru", &step_files("ru", tmp.path(), &[game]));
    assert!(
        ru.last().unwrap().contains("Выход из корня: оценка"),
        "{ru:?}"
    );
}
