//! Issue 41: the check area in every language (tests/it/languages/mod.rs): `check`'s
//! marks, exit codes and the numbers of its CSV and JSON are the same in every
//! language, only the words change; the words are the language's (no English left,
//! Czech and Russian plural forms); the practice page speaks the language asked for
//! and offers the others.

use super::*;
use serde_json::Value;

const AIMA: &str = "examples/aima-fig-5-2.pos";

/// AIMA Fig. 5.2 answered right (fail-hard), answered in fail-soft values, with one
/// mistake of every kind, with bad lines (a second answer, unreadable lines), with
/// most nodes missing, and with the leaves copied.
const ANSWERS: [(&str, &str); 6] = [
    (
        "right.txt",
        "A = 3\nB = 3 [-inf, inf]\nC <= 3 [3, inf]\nC.2 pruned\nC.3 pruned\nD <= 3 [3, inf]\n",
    ),
    (
        "soft.txt",
        "A = 3\nB = 3 [-inf, inf]\nC <= 2 [3, inf]\nC.2 pruned\nC.3 pruned\nD = 2 [3, inf]\n",
    ),
    (
        "kinds.txt",
        "A = 4\nB = 3 [-inf, 5]\nC pruned\nD <= 3 [3, inf]\nD.2 = 5\nC.1 pruned\n",
    ),
    (
        "bad.txt",
        "A = 3\nB = 3\nA = 3\nC.3 == 2\nD.2 cut\nC.1 = 2 [3 4]\nC <= 3 [3, inf\n",
    ),
    ("few.txt", "A = 3\nB = 2\n"),
    (
        "copied.txt",
        "A = 1\nB = 1\nC = 1\nD = 1\nC.2 = 1\nC.3 = 1\nB.1 = 3\nB.2 = 12\n",
    ),
];

/// The answer files in a temporary directory, and their paths.
fn answers() -> (tempfile::TempDir, Vec<String>) {
    let dir = tempfile::tempdir().unwrap();
    let files = ANSWERS
        .iter()
        .map(|(name, text)| {
            let p = dir.path().join(name);
            std::fs::write(&p, text).unwrap();
            p.display().to_string()
        })
        .collect();
    (dir, files)
}

/// `gametree --lang LANG check AIMA --answer FILES… ARGS…`.
fn check_in(lang: &str, files: &[String], args: &[&str]) -> (i32, String, String) {
    let mut all = vec!["check", AIMA, "--answer"];
    all.extend(files.iter().map(String::as_str));
    all.extend_from_slice(args);
    run_in(lang, &all)
}

/// The JSON report without its words: every verdict, reason and hint text removed,
/// the numbers, kinds and answers kept.
fn numbers(json: &str) -> Value {
    let mut v: Value = serde_json::from_str(json).unwrap();
    fn strip(v: &mut Value) {
        match v {
            Value::Object(m) => {
                for key in ["verdict", "why", "conventions", "right_under"] {
                    m.remove(key);
                }
                // A bad line's expected and found are words too; its column is not.
                if m.get("kind").and_then(Value::as_str) == Some("bad-line") {
                    m.remove("expected");
                    m.remove("found");
                }
                m.values_mut().for_each(strip);
            }
            Value::Array(a) => a.iter_mut().for_each(strip),
            _ => {}
        }
    }
    strip(&mut v);
    v
}

/// The CSV without its verdict column (the last): the header and the numbers.
fn csv_numbers(csv: &str) -> Vec<String> {
    csv.lines()
        .map(|l| l.splitn(11, ',').take(10).collect::<Vec<_>>().join(","))
        .collect()
}

#[test]
fn marks_exit_codes_and_numbers_are_the_same_in_every_language() {
    let (_dir, files) = answers();
    for args in [
        &[][..],
        &["--convention", "fail-soft"][..],
        &["--values", "side-to-move", "--prune-on", "gt"][..],
        &["--algorithm", "minimax"][..],
        &["--require-bounds"][..],
    ] {
        let json = |lang| check_in(lang, &files, &[args, &["-f", "json"]].concat());
        let csv = |lang| check_in(lang, &files, &[args, &["-f", "csv"]].concat());
        let text = |lang| check_in(lang, &files, args);
        let (en_json, en_csv, en_text) = (json("en"), csv("en"), text("en"));
        assert_eq!(en_json.0, 1, "{args:?}: {}", en_json.2);
        for lang in TRANSLATED {
            let (j, c, t) = (json(lang), csv(lang), text(lang));
            assert_eq!(j.0, en_json.0, "{lang} {args:?}: JSON's exit code");
            assert_eq!(c.0, en_csv.0, "{lang} {args:?}: CSV's exit code");
            assert_eq!(t.0, en_text.0, "{lang} {args:?}: the text's exit code");
            assert_eq!(numbers(&j.1), numbers(&en_json.1), "{lang} {args:?}: JSON");
            assert_eq!(csv_numbers(&c.1), csv_numbers(&en_csv.1), "{lang} {args:?}");
            // The text report: the same marks (✓/✗) on the same nodes and answers.
            let marks = |s: &str| -> Vec<String> {
                s.lines()
                    .filter(|l| l.starts_with("  "))
                    .map(|l| l.split_whitespace().take(2).collect::<Vec<_>>().join(" "))
                    .collect()
            };
            assert_eq!(marks(&t.1), marks(&en_text.1), "{lang} {args:?}: text");
            assert_ne!(j.1, en_json.1, "{lang}: the words are the language's");
        }
    }
}

#[test]
fn the_verdicts_and_reasons_are_in_the_language() {
    let (_dir, files) = answers();
    // The answer syntax (`pruned`, `inf`) and the options (`--values side-to-move`)
    // are what a student writes and types: they stay.
    let allowed = ["pruned", "values"];
    for lang in TRANSLATED {
        for args in [
            &[][..],
            &["--values", "side-to-move", "--require-bounds"][..],
        ] {
            let (code, out, err) = check_in(lang, &files, args);
            assert_eq!(code, 1, "{err}");
            assert_no_english(&out, &format!("{lang} check {args:?}"), &allowed);
            let (_, csv, _) = check_in(lang, &files, &[args, &["-f", "csv"]].concat());
            let verdicts: String = csv
                .lines()
                .skip(1)
                .map(|l| l.splitn(11, ',').nth(10).unwrap_or_default())
                .collect::<Vec<_>>()
                .join("\n");
            assert_no_english(&verdicts, &format!("{lang} CSV verdicts"), &allowed);
            let (_, json, _) = check_in(lang, &files, &[args, &["-f", "json"]].concat());
            let v: Value = serde_json::from_str(&json).unwrap();
            for r in v["results"].as_array().unwrap() {
                assert_no_english(r["verdict"].as_str().unwrap(), lang, &allowed);
                for n in r["nodes"].as_array().unwrap() {
                    for m in n["mistakes"].as_array().unwrap() {
                        let why = m["why"].as_str().unwrap_or_default();
                        assert_no_english(why, &format!("{lang}: {m}"), &allowed);
                    }
                }
            }
        }
        // An answer file without answers is an error in the language.
        let dir = tempfile::tempdir().unwrap();
        let empty = dir.path().join("empty.txt");
        std::fs::write(&empty, "# nothing\n").unwrap();
        let (code, out, _) = check_in(lang, &[empty.display().to_string()], &[]);
        assert_eq!(code, 2);
        assert_no_english(
            &out,
            &format!("{lang}: no answer"),
            &["docs", "homework", "md", "pruned"],
        );
    }
}

#[test]
fn plural_forms_are_the_language_s() {
    let (_dir, files) = answers();
    let (_, cs, _) = check_in("cs", &files, &[]);
    let nbsp = '\u{a0}';
    for want in [
        "všech 6 požadovaných uzlů správně".to_string(),
        // 2–4: few; 5 and more: other; 1: one.
        format!("4 z 6 požadovaných uzlů správně (67{nbsp}%): 2 chybné hodnoty; správně pro fail-soft alfa-beta (--convention fail-soft)"),
        "1 chybná hodnota, 4 uzly chybí".into(),
        "4 chybné hodnoty, 2 uzly prohledány, ale mají být ořezány".into(),
        "1 chybné okno".into(),
        "2 uzly ořezány, ale mají být prohledány".into(),
        "2 uzly chybí".into(),
        "5 chybných řádků".into(),
        "1 další řádek chybně".into(),
        "chybná hodnota (očekáváno <= 3, zapsáno = 1): v uzlu C nastal řez po C.1 (α = 3 ≥ β = 2)".into(),
        "ořezán, protože α = 3 ≥ β = 2 v uzlu C po C.1".into(),
        "správně, ale nepožadováno (nezapočítává se)".into(),
        "chybí (očekáváno pruned)".into(),
    ] {
        assert!(cs.contains(&want), "cs: no {want:?} in\n{cs}");
    }
    let (_, ru, _) = check_in("ru", &files, &[]);
    for want in [
        "все спрашиваемые узлы верны (6 из 6)",
        "1 неверная оценка, 4 узла без ответа",
        "4 неверные оценки, 2 узла просмотрены, но должны быть отсечены",
        "5 ошибочных строк",
        "ещё 1 строка неверна",
    ] {
        assert!(ru.contains(want), "ru: no {want:?} in\n{ru}");
    }
    let (_, sk, _) = check_in("sk", &files, &[]);
    assert!(sk.contains("1 nesprávna hodnota, 4 uzly chýbajú"), "{sk}");
    let (_, de, _) = check_in("de", &files, &[]);
    assert!(de.contains("1 falscher Wert, 4 fehlend"), "{de}");
    // A line is named in the language, its number kept.
    assert!(cs.contains("řádek 3: "), "{cs}");
    assert!(de.contains("Zeile 3: "), "{de}");
}

#[test]
fn the_html_report_says_its_language() {
    let (_dir, files) = answers();
    let (_, en, _) = check_in("en", &files, &["-f", "html"]);
    assert!(
        en.starts_with("<!DOCTYPE html>\n<html lang=\"en\">"),
        "{}",
        &en[..200]
    );
    let (_, cs, _) = check_in("cs", &files, &["-f", "html"]);
    assert!(cs.starts_with("<!DOCTYPE html>\n<html lang=\"cs\">"));
    assert!(cs.contains("<p>Hodnoceno podle algoritmu alfa-beta (fail-hard, řez při α ≥ β, hodnoty z pohledu hráče MAX, meze přijímány).</p>"));
    assert!(cs.contains("<tr><th>uzel</th><th>řádek</th><th>odpověď</th><th>chyba</th></tr>"));
    assert!(cs.contains("První chyba, krok "));
    assert!(cs.contains("f.title = \"Přehrávání prohledávání\";"));
}

#[test]
fn the_practice_page_speaks_the_language_and_offers_the_others() {
    let dir = tempfile::tempdir().unwrap();
    let page = |lang: &str| {
        let out = dir.path().join(format!("{lang}.html"));
        let out = out.display().to_string();
        let (code, _, err) = run_in(
            lang,
            &["exercise", "--seed", "7", "-f", "practice", "-o", &out],
        );
        assert_eq!(code, 0, "{err}");
        std::fs::read_to_string(&out).unwrap()
    };
    let switch = "<option value=\"en\" lang=\"en\"";
    for lang in TRANSLATED {
        let html = page(lang);
        assert!(html.contains(&format!("<html lang=\"{lang}\">")), "{lang}");
        assert!(html.contains(&format!(
            "<option value=\"{lang}\" lang=\"{lang}\" selected>"
        )));
        assert!(html.contains(switch), "{lang}: English is offered");
        // The page's own words, before its script runs: the header.
        let header = &html[html.find("<header>").unwrap()..html.find("</header>").unwrap()];
        let shown: String = header
            .split('<')
            .map(|s| s.split_once('>').map_or(s, |x| x.1))
            .collect();
        assert_no_english(
            &shown,
            &format!("{lang} practice header"),
            &["Enter", "Tab", "gametree", "check"],
        );
        // The data: every language's catalogue and reasons, the page's language.
        assert!(html.contains(&format!("\"lang\":\"{lang}\"")));
    }
    let cs = page("cs");
    assert!(cs.contains("<title>Procvičení alfa-beta (semínko 7)</title>"));
    assert!(cs.contains("<strong id=\"gp-convention-label\">Konvence:</strong>"));
    assert!(cs.contains(
        "<li>Do každého políčka zapište hodnotu uzlu: <kbd>3</kbd>, nebo mez <kbd>&lt;=3</kbd>"
    ));
    // A practice page from a position file is titled in the language too.
    let out = dir.path().join("search.html").display().to_string();
    let (code, _, err) = run_in("cs", &["search", AIMA, "-f", "practice", "-o", &out]);
    assert_eq!(code, 0, "{err}");
    let search = std::fs::read_to_string(&out).unwrap();
    assert!(search.contains("<h1>Procvičení: aima-fig-5-2.pos</h1>"));
    let en = page("en");
    assert!(en.contains("<html lang=\"en\">"));
    assert!(en.contains("<option value=\"cs\" lang=\"cs\">čeština</option>"));
    assert!(en.contains("<li>In every box write the node's value: <kbd>3</kbd>, or a bound <kbd>&lt;=3</kbd> / <kbd>&gt;=9</kbd> (<kbd>≤</kbd> and <kbd>≥</kbd> work too) where the node's value is only a bound. Leaves carry their values already.</li>"));
}

/// Issue 55 item 4: the MCTS check report's heading is in the language asked for
/// ("gametree check: …" was English in every language).
#[test]
fn the_mcts_check_report_s_heading_is_in_the_language() {
    let dir = tempfile::tempdir().unwrap();
    let p = |f: &str| dir.path().join(f).to_string_lossy().into_owned();
    let (tree, answer) = (p("t.pos"), p("a.txt"));
    common::run_ok(&[
        "exercise", "-a", "mcts", "--seed", "3", "-f", "tree", "-o", &tree,
    ]);
    common::run_ok(&[
        "exercise", "-a", "mcts", "--seed", "3", "-f", "answer", "-o", &answer,
    ]);
    for (lang, heading) in [
        ("cs", "<h1>Kontrola odpovědí: "),
        ("sk", "<h1>Kontrola odpovedí: "),
        ("de", "<h1>Prüfung der Antworten: "),
        ("ru", "<h1>Проверка ответов: "),
    ] {
        let (code, html, err) = run_in(lang, &["check", &tree, "--answer", &answer, "-f", "html"]);
        assert_eq!(code, 0, "{err}");
        assert!(
            html.contains(heading) && !html.contains("gametree check"),
            "{lang}: {html}"
        );
    }
}

/// Issue 55 item 9: the MCTS practice page's title names the seed in the language
/// ("seed" was left in English in cs, sk, ru and de).
#[test]
fn the_mcts_practice_title_names_the_seed_in_the_language() {
    for (lang, seed) in [
        ("cs", "semínko 3"),
        ("sk", "semienko 3"),
        ("de", "Startwert 3"),
        ("ru", "зерно 3"),
    ] {
        let (code, html, err) = run_in(
            lang,
            &["exercise", "-a", "mcts", "--seed", "3", "-f", "practice"],
        );
        assert_eq!(code, 0, "{err}");
        let title = html
            .split("<title>")
            .nth(1)
            .unwrap()
            .split("</title>")
            .next()
            .unwrap();
        assert!(
            title.contains(seed) && !title.contains("seed"),
            "{lang}: {title}"
        );
    }
}
