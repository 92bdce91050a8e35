//! Issue 41: the exercise area in every language (tests/it/languages/mod.rs): the
//! sheets (position file, SVG, TikZ, HTML, PNG), the Moodle bank, the QTI package, the
//! PrairieLearn question and the gradebook's feedback have no English words left, stay
//! valid, and ask the same tree with the same answers as in English — only the words
//! change. What `check` writes into them (the conventions' sentence, the reasons of
//! the feedback, the model answer) is the check area's and is left out here.

use super::*;
use gametree::lang::Lang;
use std::path::Path;

/// `gametree --lang LANG ARGS…`, which must succeed: its standard output.
fn ok_in(lang: &str, args: &[&str]) -> String {
    let (code, out, err) = run_in(lang, args);
    assert_eq!(code, 0, "--lang {lang} {args:?}: {err}");
    out
}

/// Message `id` in language `code`.
fn message_in(code: &str, id: &str) -> String {
    let lang = Lang::from_code(code).unwrap();
    gametree::lang::with(lang, || gametree::lang::message(id, &[]))
}

/// `markup` without its tags (and without `<style>`'s rules), its entities decoded:
/// what a person reads.
fn words_of(markup: &str) -> String {
    let mut s = markup.to_string();
    while let (Some(a), Some(b)) = (s.find("<style"), s.find("</style>")) {
        s.replace_range(a..b + "</style>".len(), " ");
    }
    let mut out = String::new();
    let mut inside = false;
    for c in s.chars() {
        match c {
            '<' => inside = true,
            '>' if inside => {
                inside = false;
                out.push(' ');
            }
            c if !inside => out.push(c),
            _ => {}
        }
    }
    out.replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&#39;", "'")
        .replace("&amp;", "&")
}

/// `s` without every piece from `open` to the next `close` (both dropped too).
fn without(s: &str, open: &str, close: &str) -> String {
    let mut out = String::new();
    let mut rest = s;
    while let Some(a) = rest.find(open) {
        out.push_str(&rest[..a]);
        match rest[a..].find(close) {
            Some(b) => rest = &rest[a + b + close.len()..],
            None => rest = "",
        }
    }
    out.push_str(rest);
    out
}

/// The position file's tree: its lines that are not comments.
fn tree_lines(position: &str) -> String {
    position
        .lines()
        .filter(|l| !l.starts_with('#'))
        .collect::<Vec<_>>()
        .join("\n")
}

/// The sheets of seed 7 (alpha-beta and --chance): the position file's comment, the
/// SVG's and HTML page's text, the TikZ sheet's title and help in the language, and
/// the same tree as in English.
#[test]
fn sheets_are_in_every_language_with_the_same_tree() {
    for chance in [false, true] {
        let mut args = vec!["exercise", "--seed", "7"];
        if chance {
            args.push("--chance");
        }
        let with = |format: &'static str| {
            let mut a = args.clone();
            a.extend(["-f", format]);
            a
        };
        let english = ok_in("en", &with("tree"));
        for lang in TRANSLATED {
            let what = |f: &str| format!("--lang {lang} exercise (chance: {chance}) -f {f}");
            let tree = ok_in(lang, &with("tree"));
            assert_eq!(tree_lines(&tree), tree_lines(&english), "{}", what("tree"));
            let comment: String = tree
                .lines()
                .skip(1)
                .filter(|l| l.starts_with('#'))
                .collect();
            assert_no_english(&comment, &what("tree"), &[]);
            let svg = ok_in(lang, &with("svg"));
            assert_no_english(&words_of(&svg), &what("svg"), &[]);
            let html = ok_in(lang, &with("html"));
            assert!(
                html.contains(&format!("<html lang=\"{lang}\">")),
                "{}",
                what("html")
            );
            assert_no_english(&words_of(&html), &what("html"), &[]);
            // The TikZ sheet: the title and the help, the margin's levels. Russian is
            // left out: pdflatex's T1 fonts have no Cyrillic, and the TeX escaper
            // writes `?` for what they cannot typeset (the figure area's).
            if lang == "ru" {
                continue;
            }
            let tikz = ok_in(lang, &with("tikz"));
            let caption = tikz
                .lines()
                .find(|l| l.contains("\\textbf{"))
                .expect("the sheet's caption");
            let caption = &caption[caption.find("\\textbf{").unwrap()..];
            assert_no_english(&caption.replace("\\textbf", ""), &what("tikz"), &[]);
            if chance {
                let level = message_in(lang, "exercise-level-chance");
                assert!(svg.contains(&format!(">{level}</text>")), "{}", what("svg"));
                assert!(tikz.contains(&format!("{{{level}}}")), "{}", what("tikz"));
            }
        }
    }
}

/// A Moodle bank's cloze fields with `check`'s feedback (`#…` up to the next `~` or
/// `}`) left out and the choices that are words (`not searched`, `none`) in English:
/// what a student can answer and what it scores, the same in every language.
fn cloze_fields(html: &str, lang: &str) -> String {
    let mut fields = String::new();
    let mut rest = html;
    while let Some(a) = rest.find("{1:") {
        let mut field = String::new();
        let mut chars = rest[a..].chars();
        let mut feedback = false;
        while let Some(c) = chars.next() {
            match c {
                '\\' => {
                    let next = chars.next().unwrap_or_default();
                    if !feedback {
                        field.push(c);
                        field.push(next);
                    }
                }
                '#' => feedback = true,
                '~' | '}' => {
                    feedback = false;
                    field.push(c);
                    if c == '}' {
                        break;
                    }
                }
                c if !feedback => field.push(c),
                _ => {}
            }
        }
        rest = chars.as_str();
        for (id, english) in [
            ("exercise-choice-not-searched", "not searched"),
            ("exercise-choice-none", "none"),
        ] {
            field = field
                .replace(
                    &format!("%{}~", message_in(lang, id)),
                    &format!("%{english}~"),
                )
                .replace(
                    &format!("%{}}}", message_in(lang, id)),
                    &format!("%{english}}}"),
                );
        }
        fields.push_str(&field);
        fields.push('\n');
    }
    fields
}

/// Each `<text>` of the Moodle bank's element `tag`, in order.
fn texts(xml: &str, tag: &str) -> Vec<String> {
    let doc = roxmltree::Document::parse(xml).unwrap();
    doc.descendants()
        .filter(|n| n.has_tag_name(tag))
        .map(|n| {
            n.children()
                .find(|t| t.has_tag_name("text"))
                .and_then(|t| t.text())
                .unwrap_or("")
                .to_string()
        })
        .collect()
}

/// `xmllint --noout FILE` succeeds: well-formed XML.
fn well_formed(file: &Path) {
    let o = std::process::Command::new("xmllint")
        .arg("--noout")
        .arg(file)
        .output()
        .expect("xmllint (Debian's libxml2-utils) must be installed");
    assert!(
        o.status.success(),
        "{}: {}",
        file.display(),
        String::from_utf8_lossy(&o.stderr)
    );
}

/// The Moodle bank (three variants, and one of --chance): well-formed, UTF-8, its
/// names, category, question texts, table and choices in the language, and every
/// field scoring the same answers as in English.
#[test]
fn the_moodle_bank_is_in_every_language_with_the_same_answers() {
    let dir = tempfile::tempdir().unwrap();
    for chance in [false, true] {
        let mut args = vec!["exercise", "--seed", "7", "--count", "3", "--depth", "2"];
        if chance {
            args.push("--chance");
        }
        args.extend(["--format", "moodle", "--no-png"]);
        let english = ok_in("en", &args);
        let english_fields: Vec<String> = texts(&english, "questiontext")
            .iter()
            .map(|t| cloze_fields(t, "en"))
            .collect();
        for lang in TRANSLATED {
            let what = format!("--lang {lang} moodle bank (chance: {chance})");
            let xml = ok_in(lang, &args);
            let file = dir.path().join(format!("{lang}-{chance}.xml"));
            std::fs::write(&file, &xml).unwrap();
            well_formed(&file);
            assert!(xml.starts_with("<?xml version=\"1.0\" encoding=\"UTF-8\"?>"));
            let questions = texts(&xml, "questiontext");
            let fields: Vec<String> = questions.iter().map(|t| cloze_fields(t, lang)).collect();
            assert_eq!(fields, english_fields, "{what}: the same fields and scores");
            let category = texts(&xml, "category").concat();
            let info = texts(&xml, "info").concat();
            // The conventions' sentence in brackets is check's.
            let info = format!(
                "{}{}",
                &info[..info.find('(').unwrap()],
                &info[info.rfind(')').unwrap() + 1..]
            );
            let names = texts(&xml, "name").concat();
            assert_no_english(&format!("{category}\n{info}\n{names}"), &what, &[]);
            for (q, general) in questions.iter().zip(texts(&xml, "generalfeedback")) {
                // Left out: the first paragraph (check's conventions), the fields'
                // feedback (check's reasons), the model answer (check's format).
                let q = q[q.find("</p>").unwrap() + 4..].to_string();
                let q = without(&q, "{1:", "}");
                let choices: String = cloze_fields(&q, lang);
                assert_no_english(&format!("{}\n{choices}", words_of(&q)), &what, &[]);
                let general = without(&general, "<pre>", "</pre>");
                assert_no_english(&words_of(&general), &what, &["check"]);
            }
            for choice in ["exercise-choice-not-searched", "exercise-choice-none"] {
                let label = message_in(lang, choice);
                if !chance || choice.ends_with("none") {
                    assert!(xml.contains(&label), "{what}: {label}");
                }
            }
        }
    }
}

/// The QTI package: every item valid against the IMS schemas in every language, with
/// `xml:lang`, its title, text, choices and prompts in the language, and the same
/// responses, scoring and feedback identifiers as in English.
#[test]
fn the_qti_package_is_in_every_language_with_the_same_answers() {
    let dir = tempfile::tempdir().unwrap();
    let extract = |lang: &str| {
        let zip_path = dir.path().join(format!("{lang}.zip"));
        ok_in(
            lang,
            &[
                "exercise",
                "--seed",
                "7",
                "--count",
                "2",
                "--depth",
                "3",
                "--format",
                "qti",
                "-o",
                zip_path.to_str().unwrap(),
            ],
        );
        let bytes = std::fs::read(&zip_path).unwrap();
        let mut archive = zip::ZipArchive::new(std::io::Cursor::new(bytes)).unwrap();
        let out = dir.path().join(lang);
        archive.extract(&out).unwrap();
        out
    };
    // What is scored: the responses, their processing (without the texts).
    let scoring = |xml: &str| {
        let body = without(xml, "<itemBody>", "</itemBody>");
        let body = without(&body, "<modalFeedback", "</modalFeedback>");
        body[body.find("<responseDeclaration").unwrap()..].to_string()
    };
    let english = extract("en");
    for lang in TRANSLATED {
        let out = extract(lang);
        crate::lms::validate("imscp_v1p1.xsd", &out.join("imsmanifest.xml"));
        for id in ["1", "2"] {
            let what = format!("--lang {lang} qti item {id}");
            let item = out.join(format!("items/variant-{id}.xml"));
            crate::lms::validate("imsqti_v2p1.xsd", &item);
            let xml = std::fs::read_to_string(&item).unwrap();
            let en =
                std::fs::read_to_string(english.join(format!("items/variant-{id}.xml"))).unwrap();
            assert!(xml.contains(&format!("xml:lang=\"{lang}\"")), "{what}");
            assert_eq!(
                scoring(&xml),
                scoring(&en),
                "{what}: the same responses and scores"
            );
            let doc = roxmltree::Document::parse(&xml).unwrap();
            let title = doc.root_element().attribute("title").unwrap();
            let body = &xml[xml.find("<itemBody>").unwrap()..xml.find("</itemBody>").unwrap()];
            // The first paragraph is check's conventions.
            let body = &body[body.find("</p>").unwrap() + 4..];
            let alt = doc
                .descendants()
                .find(|n| n.has_tag_name("img"))
                .unwrap()
                .attribute("alt")
                .unwrap();
            assert_no_english(&format!("{title}\n{}\n{alt}", words_of(body)), &what, &[]);
        }
    }
}

/// The PrairieLearn question: `info.json`'s title and `question.html`'s text in the
/// language, server.py valid Python asking the package for the language, and the same
/// exercise options as in English; the boxes' labels and hints and the feedback's
/// words, which the package gives server.py, in the language too.
#[test]
fn the_prairielearn_question_is_in_every_language() {
    let dir = tempfile::tempdir().unwrap();
    let make = |lang: &str| {
        let q = dir.path().join(lang);
        ok_in(
            lang,
            &[
                "exercise",
                "--seed",
                "9",
                "--format",
                "prairielearn",
                "-o",
                q.to_str().unwrap(),
            ],
        );
        let read = |f: &str| std::fs::read_to_string(q.join(f)).unwrap();
        (
            read("info.json"),
            read("question.html"),
            read("server.py"),
            q,
        )
    };
    let (_, _, en_server, _) = make("en");
    let options = |server: &str| -> Vec<String> {
        server
            .lines()
            .filter(|l| l.starts_with("OPTIONS ="))
            .map(String::from)
            .collect()
    };
    for lang in TRANSLATED {
        let what = format!("--lang {lang} prairielearn");
        let (info, html, server, q) = make(lang);
        let info: serde_json::Value = serde_json::from_str(&info).unwrap();
        assert_no_english(info["title"].as_str().unwrap(), &what, &[]);
        // `pruned` is the answer format's own word; the mustache names are the page's.
        let html_words = without(&words_of(&html), "{{", "}}");
        assert_no_english(&html_words, &what, &["pruned"]);
        assert_eq!(options(&server), options(&en_server), "{what}");
        assert_eq!(options(&server).len(), 1, "{server}");
        assert!(
            server.contains(&format!(
                "LANG = json.loads(r\"\"\"{{\"lang\":\"{lang}\"}}\"\"\")"
            )),
            "{what}"
        );
        let o = std::process::Command::new("python3")
            .args([
                "-c",
                "import ast, sys; ast.parse(open(sys.argv[1], encoding='utf-8').read())",
            ])
            .arg(q.join("server.py"))
            .output()
            .unwrap();
        assert!(
            o.status.success(),
            "{what}: {}",
            String::from_utf8_lossy(&o.stderr)
        );
        let (boxes, feedback) = boxes_and_feedback(lang);
        // `pruned` is the answer format's own word.
        assert_no_english(&boxes, &what, &["pruned"]);
        assert_no_english(&feedback, &what, &["pruned"]);
    }
}

/// The labels and hints of an alpha-beta exercise's boxes in `lang`, and the feedback
/// on a box of every kind wrong (a wrong value, a missing pruned leaf, a stray leaf),
/// less the reasons (check's, and the node names).
fn boxes_and_feedback(lang: &str) -> (String, String) {
    use gametree::homework::exercise::Spec;
    use gametree::homework::{kinds, Method};
    gametree::lang::with(Lang::from_code(lang).unwrap(), || {
        let kind = kinds::of(&Method::default(), &Spec::default()).unwrap();
        let ex = kind.generate(9).unwrap();
        let boxes = ex.boxes().unwrap();
        let words: Vec<String> = boxes
            .iter()
            .flat_map(|b| [b.label.clone(), b.placeholder.clone()])
            .filter(|w| !w.contains("C.2") && w.len() > 2)
            .collect();
        let mut answers: std::collections::BTreeMap<String, String> = boxes
            .iter()
            .map(|b| (b.name.clone(), b.correct.clone()))
            .collect();
        answers.insert(boxes[0].name.clone(), "99".into());
        answers.insert("pruned_leaves".into(), "Z.9".into());
        let marks = ex
            .check_boxes(&answers, &gametree::params::Naming::LIBRARY)
            .unwrap();
        // The words before a reason: `A: wrong value (expected = 3, got = 99)`.
        let feedback: Vec<String> = marks
            .boxes
            .iter()
            .flat_map(|b| {
                b.feedback
                    .split("; ")
                    .map(str::to_string)
                    .collect::<Vec<_>>()
            })
            .filter(|f| !f.is_empty())
            .map(|f| f.split(": ").nth(1).unwrap_or_default().to_string())
            .collect();
        assert!(feedback.len() >= 3, "{lang}: {feedback:?}");
        (words.join("\n"), feedback.join("\n"))
    })
}

/// The gradebook of a class (`check KEY --answer … --format csv`): a student without
/// an answer file is told so in the language.
#[test]
fn the_gradebook_says_no_submission_in_every_language() {
    let dir = tempfile::tempdir().unwrap();
    let key = ok_in(
        "en",
        &["exercise", "--seed", "5", "--count", "2", "--format", "key"],
    );
    let key_file = crate::common::write_file(dir.path(), "key.json", &key);
    let k: serde_json::Value = serde_json::from_str(&key).unwrap();
    let answer = crate::common::write_file(
        dir.path(),
        "1.txt",
        k["variants"][0]["answer"].as_str().unwrap(),
    );
    for lang in TRANSLATED {
        let (_, csv, err) = run_in(
            lang,
            &["check", &key_file, "--answer", &answer, "--format", "csv"],
        );
        let row = csv
            .lines()
            .find(|l| l.starts_with("2,"))
            .unwrap_or_else(|| panic!("{err}"));
        assert_eq!(
            row,
            format!(
                "2,,{}",
                message_in(lang, "exercise-gradebook-no-submission")
            )
        );
        assert_no_english(row, &format!("--lang {lang} gradebook"), &[]);
    }
}

/// What `exercise` says on standard error, in Czech with its plural forms (1 varianta,
/// 2 varianty, 5 variant; 3 řezy) and in Russian.
#[test]
fn the_notes_on_standard_error_count_in_the_language() {
    let note = |lang: &str, args: &[&str]| {
        let (code, _, err) = run_in(lang, args);
        assert_eq!(code, 0, "{err}");
        err
    };
    for (n, cs, ru) in [
        ("1", "1 varianta", "1 вариант"),
        ("2", "2 varianty", "2 варианта"),
        ("5", "5 variant", "5 вариантов"),
    ] {
        let args = ["exercise", "--seed", "7", "--count", n, "--format", "key"];
        assert_eq!(
            note("cs", &args),
            format!("exercise: {cs} ze semínka kurzu 7\n")
        );
        assert_eq!(
            note("ru", &args),
            format!("exercise: {ru} из зерна курса 7\n")
        );
    }
    assert_eq!(
        note("cs", &["exercise", "--seed", "7", "--format", "tree"]),
        "exercise: semínko 7, pokus 5, 3 řezy (z toho 0 hlubokých)\n"
    );
    assert_eq!(
        note("en", &["exercise", "--seed", "7", "--format", "tree"]),
        "exercise: seed 7, attempt 5, 3 cut-offs (0 deep)\n"
    );
}

/// A class's text report (`check KEY --answer …`): an answer file that names no
/// student is reported in the language, with its hint.
#[test]
fn an_unmatched_answer_file_is_reported_in_the_language() {
    let dir = tempfile::tempdir().unwrap();
    let key = ok_in(
        "en",
        &["exercise", "--seed", "5", "--count", "2", "--format", "key"],
    );
    let key_file = crate::common::write_file(dir.path(), "key.json", &key);
    let k: serde_json::Value = serde_json::from_str(&key).unwrap();
    let stray = crate::common::write_file(
        dir.path(),
        "zzz.txt",
        k["variants"][0]["answer"].as_str().unwrap(),
    );
    let (_, out, _) = run_in("cs", &["check", &key_file, "--answer", &stray]);
    let line = out
        .lines()
        .find(|l| l.contains("zzz.txt"))
        .unwrap_or_else(|| panic!("{out}"));
    assert!(
        line.starts_with("nepřiřazeno: ")
            && line.ends_with(": nenese jméno žádného studenta z klíče (název souboru musí obsahovat id autora jako samostatné slovo, např. `hw2-1.txt`)"),
        "{line}"
    );
    for lang in TRANSLATED {
        let (_, out, _) = run_in(lang, &["check", &key_file, "--answer", &stray]);
        let line = out
            .lines()
            .find(|l| l.contains("zzz.txt"))
            .unwrap_or_else(|| panic!("{out}"));
        let path = stray.replace(['/', '.'], " ");
        assert_no_english(
            &line.replace(&stray, ""),
            &format!("--lang {lang} unmatched"),
            &path.split(' ').collect::<Vec<_>>(),
        );
    }
}
