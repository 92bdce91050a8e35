//! Exams at scale: a variant per student of a roster (Moodle's own participants export),
//! the key, the Moodle XML question bank (parsed as XML and checked field by field
//! against the key's model answers, and a golden file), and a class's answers marked
//! each against its own variant into a gradebook with a row for everyone.

use crate::common;

use base64::Engine as _;
use serde_json::Value;
use std::path::Path;

const ROSTER: &str = "First name,Last name,ID number,Email address\nAda,Lovelace,s1001,ada@uni.cz\nBen,Král,s1002,ben@uni.cz\nCyril,Novák,s1003,cy@uni.cz\n";

fn run(args: &[&str]) -> (i32, String, String) {
    let out = common::gametree().args(args).output().unwrap();
    (
        out.status.code().unwrap(),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

fn key(dir: &Path) -> Value {
    let roster = common::write_file(dir, "roster.csv", ROSTER);
    let (code, out, err) = run(&[
        "exercise", "--seed", "2026", "--roster", &roster, "--format", "key",
    ]);
    assert_eq!(code, 0, "{err}");
    serde_json::from_str(&out).unwrap()
}

#[test]
fn every_student_gets_a_variant_made_again_from_its_seed() {
    let dir = tempfile::tempdir().unwrap();
    let k = key(dir.path());
    assert_eq!(k["schema"], "gametree-key/1");
    let variants = k["variants"].as_array().unwrap();
    let ids: Vec<&str> = variants.iter().map(|v| v["id"].as_str().unwrap()).collect();
    assert_eq!(ids, ["s1001", "s1002", "s1003"]);
    let mut trees = std::collections::HashSet::new();
    for v in variants {
        let seed = v["seed"].as_u64().unwrap().to_string();
        // The variant is `gametree exercise --seed SEED`, its answer the model answer.
        let (_, tree, _) = run(&["exercise", "--seed", &seed]);
        assert_eq!(v["position"].as_str().unwrap(), tree);
        let (_, answer, _) = run(&["exercise", "--seed", &seed, "--format", "answer"]);
        assert_eq!(v["answer"].as_str().unwrap(), answer);
        trees.insert(tree);
    }
    assert_eq!(trees.len(), 3, "three different trees");
    // The same roster and seed: the same key, byte for byte.
    assert_eq!(key(dir.path()), k);
    // Anonymous variants.
    let (code, out, _) = run(&["exercise", "--seed", "5", "--count", "4", "--format", "key"]);
    assert_eq!(code, 0);
    let anon: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(anon["variants"].as_array().unwrap().len(), 4);
    assert_eq!(anon["variants"][3]["id"], "4");
}

#[test]
fn rosters_that_cannot_be_read_are_refused_with_their_line() {
    let dir = tempfile::tempdir().unwrap();
    for (text, says) in [
        (
            "name,group\nAda,A\n",
            "roster.csv:1: expected a column of student ids named one of: id,",
        ),
        (
            "id\ns1\ns1\n",
            "roster.csv:3: expected each student once; `s1` is on line 2 too",
        ),
        (
            "id,name\n,Ada\n",
            "roster.csv:2: expected a student id in column `id`, found nothing",
        ),
        ("id\n", "roster.csv:2: expected at least one student"),
    ] {
        let roster = common::write_file(dir.path(), "roster.csv", text);
        let (code, _, err) = run(&[
            "exercise", "--seed", "1", "--roster", &roster, "--format", "moodle",
        ]);
        assert_eq!(code, 2, "{err}");
        assert!(err.contains(says), "{err}");
    }
    let (code, _, err) = run(&["exercise", "--seed", "1", "--roster", "roster.csv"]);
    assert_eq!(code, 2);
    assert!(
        err.contains("--roster makes a variant per student: give --format key, moodle or qti"),
        "{err}"
    );
}

/// The Moodle XML bank: one category, one Cloze question per student (named by the
/// id, its `idnumber` the id), the tree as an SVG and a PNG, and for every inner node
/// of the student's tree three fields whose right choices are the key's model answer.
#[test]
fn the_moodle_bank_asks_every_node_of_every_variant() {
    let dir = tempfile::tempdir().unwrap();
    let k = key(dir.path());
    let roster = common::write_file(dir.path(), "roster.csv", ROSTER);
    let (code, xml, err) = run(&[
        "exercise", "--seed", "2026", "--roster", &roster, "--format", "moodle",
    ]);
    assert_eq!(code, 0, "{err}");
    let doc = roxmltree::Document::parse(&xml).unwrap();
    let quiz = doc.root_element();
    assert_eq!(quiz.tag_name().name(), "quiz");
    let questions: Vec<_> = quiz
        .children()
        .filter(|n| n.has_tag_name("question"))
        .collect();
    assert_eq!(questions[0].attribute("type"), Some("category"));
    let text = |n: roxmltree::Node, tag: &str| {
        n.descendants()
            .find(|d| d.has_tag_name(tag))
            .and_then(|d| d.descendants().find(|t| t.has_tag_name("text")))
            .and_then(|t| t.text())
            .unwrap_or("")
            .to_string()
    };
    assert_eq!(
        text(questions[0], "category"),
        "$course$/top/gametree alpha-beta (course seed 2026)"
    );
    let cloze: Vec<_> = questions
        .iter()
        .filter(|q| q.attribute("type") == Some("cloze"))
        .collect();
    assert_eq!(cloze.len(), 3);
    for (q, v) in cloze.iter().zip(k["variants"].as_array().unwrap()) {
        let id = v["id"].as_str().unwrap();
        assert_eq!(
            q.descendants()
                .find(|d| d.has_tag_name("idnumber"))
                .unwrap()
                .text(),
            Some(id)
        );
        let files: Vec<_> = q.descendants().filter(|d| d.has_tag_name("file")).collect();
        let names: Vec<&str> = files.iter().map(|f| f.attribute("name").unwrap()).collect();
        assert_eq!(names, [format!("tree-{id}.svg"), format!("tree-{id}.png")]);
        let png = base64::engine::general_purpose::STANDARD
            .decode(files[1].text().unwrap())
            .unwrap();
        assert_eq!(&png[..8], b"\x89PNG\r\n\x1a\n");
        let svg = base64::engine::general_purpose::STANDARD
            .decode(files[0].text().unwrap())
            .unwrap();
        assert!(svg.starts_with(b"<svg"));
        let html = text(**q, "questiontext");
        assert!(html.contains(&format!("@@PLUGINFILE@@/tree-{id}.png")));
        // Per inner node a row: relation, value, cut-offs; right choices as the key says.
        let answer = v["answer"].as_str().unwrap();
        let rows: Vec<&str> = html.split("<tr><td>").skip(1).collect();
        let mut ticked: Vec<String> = Vec::new();
        let inner = v["position"].as_str().unwrap().matches('[').count();
        assert_eq!(rows.len(), inner, "{id}: a row per inner node");
        for row in rows {
            let node = &row[..row.find("</td>").unwrap()];
            let line = answer
                .lines()
                .find(|l| l.split_whitespace().next() == Some(node));
            let fields: Vec<&str> = row.split("{1:").skip(1).collect();
            assert_eq!(fields.len(), 3, "{row}");
            assert!(
                fields[0].starts_with("MULTICHOICE:")
                    && fields[1].starts_with("NUMERICAL:")
                    && fields[2].starts_with("MULTIRESPONSE_H:")
            );
            match line.map(|l| l.split_whitespace().nth(1).unwrap()) {
                // Not asked (inside a pruned branch) or pruned: "not searched".
                None | Some("pruned") => {
                    assert!(fields[0].contains("%100%not searched"), "{node}: {row}")
                }
                Some(rel) => {
                    let value = line.unwrap().split_whitespace().nth(2).unwrap();
                    let shown = match rel {
                        "=" => "=",
                        "<=" => "≤",
                        _ => "≥",
                    };
                    assert!(
                        fields[0].contains(&format!("%100%{shown}")),
                        "{node}: {row}"
                    );
                    assert!(
                        fields[1].starts_with(&format!("NUMERICAL:={value}:0~")),
                        "{node}: {row}"
                    );
                }
            }
            // The children ticked as cut off, across the rows, are the pruned nodes
            // the answer lists.
            let set = &fields[2][..fields[2].find("}</td>").unwrap()];
            for opt in set.split('~') {
                if let Some(rest) = opt.strip_prefix('%').filter(|r| !r.starts_with('-')) {
                    let name = rest.split_once('%').unwrap().1.split('#').next().unwrap();
                    if name != "none" {
                        ticked.push(name.to_string());
                    }
                }
            }
        }
        let pruned: Vec<String> = answer
            .lines()
            .filter(|l| l.ends_with(" pruned"))
            .map(|l| l.split_whitespace().next().unwrap().to_string())
            .collect();
        assert_eq!(ticked, pruned, "{id}");
    }
}

/// The bank of one small variant, read and kept as a golden file
/// (tests/golden/lms/moodle-depth-2.xml; `GAMETREE_BLESS=1` rewrites it).
#[test]
fn the_moodle_bank_of_one_variant_matches_its_golden_file() {
    let dir = tempfile::tempdir().unwrap();
    let roster = common::write_file(dir.path(), "roster.csv", "id\nada\n");
    let (code, xml, err) = run(&[
        "exercise", "--seed", "7", "--depth", "2", "--roster", &roster, "--format", "moodle",
    ]);
    assert_eq!(code, 0, "{err}");
    // The pictures are checked above; the golden file keeps their place, not their bytes.
    let re_file = |s: &str| {
        let mut out = String::new();
        let mut rest = s;
        while let Some(i) = rest.find("encoding=\"base64\">") {
            let j = i + "encoding=\"base64\">".len();
            out.push_str(&rest[..j]);
            out.push('…');
            rest = &rest[j + rest[j..].find('<').unwrap()..];
        }
        out.push_str(rest);
        out
    };
    common::golden("lms/moodle-depth-2.xml", &re_file(&xml));
}

/// A class marked: each file against its writer's variant, matched by the id in its
/// name; everyone on the key has a gradebook row, who submitted nothing too; a file
/// naming no student is an error; feedback files per student who handed in.
#[test]
fn a_class_is_marked_each_against_its_own_variant() {
    let dir = tempfile::tempdir().unwrap();
    let k = key(dir.path());
    let key_file = common::write_file(dir.path(), "key.json", &k.to_string());
    let answers = dir.path().join("answers");
    std::fs::create_dir(&answers).unwrap();
    let v = k["variants"].as_array().unwrap();
    std::fs::write(
        answers.join("hw2-s1001.txt"),
        v[0]["answer"].as_str().unwrap(),
    )
    .unwrap();
    // s1002 hands in s1001's answer: marked against s1002's own tree.
    std::fs::write(
        answers.join("s1002_final.txt"),
        v[0]["answer"].as_str().unwrap(),
    )
    .unwrap();
    let glob = format!("{}/*.txt", answers.display());
    let fb = dir.path().join("feedback");
    let (code, csv, err) = run(&[
        "check",
        &key_file,
        "--answer",
        &glob,
        "--format",
        "csv",
        "--feedback",
        fb.to_str().unwrap(),
    ]);
    assert_eq!(code, 1, "{err}");
    let rows: Vec<&str> = csv.lines().collect();
    assert_eq!(rows[0], "id,score,feedback");
    assert!(rows[1].starts_with("s1001,100.0,all "), "{csv}");
    assert!(
        rows[2].starts_with("s1002,") && !rows[2].starts_with("s1002,100.0"),
        "{csv}"
    );
    assert!(rows[2].contains("First mistake: "), "{csv}");
    assert_eq!(
        rows[3],
        "s1003,,no submission (no answer file names this student)"
    );
    for id in ["s1001", "s1002"] {
        assert!(fb.join(format!("{id}.txt")).is_file() && fb.join(format!("{id}.html")).is_file());
    }
    // Feedback follows the files given: marking again without s1003's file never
    // writes over theirs.
    assert!(!fb.join("s1003.txt").exists() && !fb.join("s1003.html").exists());
    let html = std::fs::read_to_string(fb.join("s1002.html")).unwrap();
    assert!(
        html.contains("First mistake, step "),
        "the feedback replays the first mistake"
    );
    // The same marks as `gametree check` of s1002's own tree.
    let tree = common::write_file(dir.path(), "s1002.pos", v[1]["position"].as_str().unwrap());
    let (_, text, _) = run(&[
        "check",
        &tree,
        "--answer",
        answers.join("s1002_final.txt").to_str().unwrap(),
    ]);
    let verdict = text.lines().next().unwrap().split_once(": ").unwrap().1;
    assert!(rows[2].contains(verdict), "{verdict} in {}", rows[2]);
    // Feedback files may not overwrite the answers: ids as answer file names.
    let same = dir.path().join("same");
    std::fs::create_dir(&same).unwrap();
    std::fs::write(same.join("s1001.txt"), v[0]["answer"].as_str().unwrap()).unwrap();
    let (code, _, err) = run(&[
        "check",
        &key_file,
        "--answer",
        same.join("s1001.txt").to_str().unwrap(),
        "--feedback",
        same.to_str().unwrap(),
    ]);
    assert_eq!(code, 2, "{err}");
    assert!(
        err.contains("is an input file; refusing to overwrite it"),
        "{err}"
    );
    assert_eq!(
        std::fs::read_to_string(same.join("s1001.txt")).unwrap(),
        v[0]["answer"].as_str().unwrap()
    );
    // A file that names nobody: exit 2, said on standard error.
    std::fs::write(answers.join("unknown.txt"), "A = 1\n").unwrap();
    let (code, text, err) = run(&["check", &key_file, "--answer", &glob]);
    assert_eq!(code, 2);
    assert!(
        err.contains("unknown.txt: names no student of the key"),
        "{err}"
    );
    assert!(!text.contains("s1003"), "{text}");
    assert!(
        err.contains("1 student of the key has no answer file"),
        "{err}"
    );
}

/// The QTI 2.1 package: the same bytes every time; every item and the manifest valid
/// against the IMS schemas (tests/data/qti/, offline through its XML catalog) with
/// libxml2's `xmllint`; each item's correct responses are the key's model answer.
#[test]
fn the_qti_package_is_valid_against_the_ims_schemas() {
    let dir = tempfile::tempdir().unwrap();
    let k = key(dir.path());
    let roster = common::write_file(dir.path(), "roster.csv", ROSTER);
    let zip_path = dir.path().join("bank.zip");
    let make = || {
        let (code, _, err) = run(&[
            "exercise",
            "--seed",
            "2026",
            "--roster",
            &roster,
            "--format",
            "qti",
            "-o",
            zip_path.to_str().unwrap(),
        ]);
        assert_eq!(code, 0, "{err}");
        std::fs::read(&zip_path).unwrap()
    };
    let bytes = make();
    assert_eq!(make(), bytes, "the same package, byte for byte");
    let mut archive = zip::ZipArchive::new(std::io::Cursor::new(bytes)).unwrap();
    let out = dir.path().join("pkg");
    archive.extract(&out).unwrap();
    validate("imscp_v1p1.xsd", &out.join("imsmanifest.xml"));
    let manifest = std::fs::read_to_string(out.join("imsmanifest.xml")).unwrap();
    for v in k["variants"].as_array().unwrap() {
        let id = v["id"].as_str().unwrap();
        let item = out.join(format!("items/variant-{id}.xml"));
        validate("imsqti_v2p1.xsd", &item);
        assert!(manifest.contains(&format!("href=\"items/variant-{id}.xml\"")));
        assert!(out.join(format!("images/tree-{id}.png")).is_file());
        // The root's value and how it is known: the model answer's first line.
        let xml = std::fs::read_to_string(&item).unwrap();
        let doc = roxmltree::Document::parse(&xml).unwrap();
        let correct = |ident: &str| -> Vec<String> {
            doc.descendants()
                .find(|d| {
                    d.attribute("identifier") == Some(ident)
                        && d.has_tag_name("responseDeclaration")
                })
                .unwrap()
                .descendants()
                .filter(|d| d.has_tag_name("value"))
                .map(|d| d.text().unwrap().to_string())
                .collect()
        };
        let first = v["answer"]
            .as_str()
            .unwrap()
            .lines()
            .next()
            .unwrap()
            .to_string();
        let mut words = first.split_whitespace().skip(1);
        let (rel, value) = (words.next().unwrap(), words.next().unwrap());
        assert_eq!(correct("VAL_0"), [value]);
        assert_eq!(
            correct("REL_0"),
            [match rel {
                "=" => "EQ",
                "<=" => "LE",
                _ => "GE",
            }]
        );
        // Every field scores a point: MAXSCORE counts them.
        let fields = xml.matches("<responseCondition>").count();
        assert!(
            xml.contains(&format!("<value>{fields}</value>")),
            "MAXSCORE {fields}"
        );
    }
}

/// Validates `file` against the IMS schema `schema` (tests/data/qti/, offline through
/// its XML catalog) with libxml2's `xmllint`.
pub(crate) fn validate(schema: &str, file: &Path) {
    let schemas = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/qti");
    let o = std::process::Command::new("xmllint")
        .env("XML_CATALOG_FILES", schemas.join("catalog.xml"))
        .args(["--noout", "--nonet", "--schema"])
        .arg(schemas.join(schema))
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

/// `gametree exercise OPTIONS --depth 2 --format qti --no-png` into `dir/bank.zip`,
/// which must succeed: the names in the archive, and the folder it is unpacked into.
fn qti_without_png(dir: &Path, options: &[&str]) -> (Vec<String>, std::path::PathBuf) {
    let zip_path = dir.join("bank.zip");
    let mut args = vec!["exercise"];
    args.extend_from_slice(options);
    args.extend(["--depth", "2", "--format", "qti", "--no-png", "-o"]);
    args.push(zip_path.to_str().unwrap());
    let (code, _, err) = run(&args);
    assert_eq!(code, 0, "{err}");
    let bytes = std::fs::read(&zip_path).unwrap();
    let mut archive = zip::ZipArchive::new(std::io::Cursor::new(bytes)).unwrap();
    let names = archive.file_names().map(String::from).collect();
    let out = dir.join("pkg");
    archive.extract(&out).unwrap();
    (names, out)
}

/// `--no-png`: the QTI package shows each tree as its SVG, and stays valid.
#[test]
fn the_qti_package_without_png_is_valid_and_shows_the_svg() {
    let dir = tempfile::tempdir().unwrap();
    let (names, out) = qti_without_png(dir.path(), &["--seed", "3", "--count", "2"]);
    assert!(!names.iter().any(|n| n.ends_with(".png")), "{names:?}");
    validate("imscp_v1p1.xsd", &out.join("imsmanifest.xml"));
    for id in ["1", "2"] {
        let item = out.join(format!("items/variant-{id}.xml"));
        validate("imsqti_v2p1.xsd", &item);
        let xml = std::fs::read_to_string(&item).unwrap();
        assert!(
            xml.contains(&format!("<img src=\"../images/tree-{id}.svg\"")),
            "{xml}"
        );
        assert!(out.join(format!("images/tree-{id}.svg")).is_file());
    }
}

/// A QTI item's picture carries its tree in words as its text alternative (issue 56,
/// item 3): the `<desc>` of the very SVG it shows, after what the picture is, so a
/// student who cannot see it can still answer, for alpha-beta and MCTS alike.
#[test]
fn the_qti_pictures_alternative_text_is_the_tree_in_words() {
    let unescape = |s: &str| {
        s.replace("&quot;", "\"")
            .replace("&apos;", "'")
            .replace("&lt;", "<")
            .replace("&gt;", ">")
            .replace("&amp;", "&")
    };
    let between = |s: &str, a: &str, b: &str| -> String {
        let i = s.find(a).unwrap_or_else(|| panic!("no {a} in {s}")) + a.len();
        unescape(&s[i..i + s[i..].find(b).unwrap()])
    };
    for method in ["alphabeta", "mcts"] {
        let dir = tempfile::tempdir().unwrap();
        let (_, out) = qti_without_png(dir.path(), &["-a", method, "--seed", "3"]);
        let item = std::fs::read_to_string(out.join("items/variant-1.xml")).unwrap();
        let svg = std::fs::read_to_string(out.join("images/tree-1.svg")).unwrap();
        let alt = between(&item, "alt=\"", "\"");
        let desc = between(&svg, "<desc>", "</desc>");
        assert!(desc.len() > 100, "{method}: {desc}");
        assert!(
            alt.starts_with("The tree of the exercise"),
            "{method}: {alt}"
        );
        assert!(alt.ends_with(&desc), "{method}: {alt}\n{desc}");
    }
}

/// The PrairieLearn question directory (its generate() and grade() are run by
/// python/tests/test_prairielearn.py): the three files, the options of the package's
/// `exercise` written into server.py, and -o required.
#[test]
fn the_prairielearn_question_directory() {
    let dir = tempfile::tempdir().unwrap();
    let q = dir.path().join("q");
    let (code, _, err) = run(&[
        "exercise",
        "--seed",
        "9",
        "--depth",
        "4",
        "--format",
        "prairielearn",
        "-o",
        q.to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{err}");
    let server = std::fs::read_to_string(q.join("server.py")).unwrap();
    assert!(
        server
            .contains(r#"OPTIONS = json.loads(r"""{"accept_bounds":true,"algorithm":"alphabeta","branching":[3,3],"chance":false,"convention":"fail-hard","deep_cutoff":false,"depth":4,"#),
        "{server}"
    );
    let info: Value =
        serde_json::from_str(&std::fs::read_to_string(q.join("info.json")).unwrap()).unwrap();
    assert_eq!(info["type"], "v3");
    assert!(q.join("question.html").is_file());
    let (code, _, err) = run(&["exercise", "--seed", "9", "--format", "prairielearn"]);
    assert_eq!(code, 2);
    assert!(
        err.contains("--format prairielearn writes a question directory: give -o DIR"),
        "{err}"
    );
}

/// A worthless answer for a variant's tree: every inner node `= 99` (no value of a
/// tree whose leaves are within -20..20) and every leaf copied from the tree.
fn leaves_copied(position: &str) -> String {
    let tree = position.lines().find(|l| l.starts_with("tree: ")).unwrap();
    let mut out = String::new();
    let re = regex::Regex::new(r"\[([A-Z]+):((?: -?\d+)+)\]").unwrap();
    for label in regex::Regex::new(r"([A-Z]+):").unwrap().captures_iter(tree) {
        out.push_str(&format!("{} = 99\n", &label[1]));
    }
    for c in re.captures_iter(tree) {
        for (i, v) in c[2].split_whitespace().enumerate() {
            out.push_str(&format!("{}.{} = {v}\n", &c[1], i + 1));
        }
    }
    out
}

/// Issue 40: in the gradebook a worthless answer — all inner nodes wrong, the 27 leaves
/// copied from the sheet — went into grades.csv as 52.5. Leaves are given: lines about
/// them earn nothing.
#[test]
fn copied_leaves_earn_no_grade() {
    let dir = tempfile::tempdir().unwrap();
    let k = key(dir.path());
    let key_file = common::write_file(dir.path(), "key.json", &k.to_string());
    let v = &k["variants"][0];
    let text = leaves_copied(v["position"].as_str().unwrap());
    assert_eq!(
        text.lines().filter(|l| l.contains('.')).count(),
        27,
        "{text}"
    );
    let f = common::write_file(dir.path(), "s1001.txt", &text);
    let (code, csv, err) = run(&["check", &key_file, "--answer", &f, "--format", "csv"]);
    assert_eq!(code, 1, "{err}");
    let row = csv.lines().nth(1).unwrap();
    assert!(
        row.starts_with("s1001,0.0,\"0 of 17 nodes asked about correct (0%)"),
        "{csv}"
    );
    assert!(row.contains(" nodes asked about correct"), "{csv}");
}

/// Issue 40: re-marking one student (`check KEY --answer ONE-FILE`) listed the rest of
/// the class as "no submission" and exited 1. The text report and the exit code follow
/// the files given; the gradebook still has a row for everyone. Ids match whatever
/// their case; a name that holds an id only inside a longer word gets a hint; a file
/// holding no answer at all exits 2.
#[test]
fn re_marking_one_student_follows_the_files_given() {
    let dir = tempfile::tempdir().unwrap();
    let k = key(dir.path());
    let key_file = common::write_file(dir.path(), "key.json", &k.to_string());
    let v = k["variants"].as_array().unwrap();
    let answer = |i: usize| v[i]["answer"].as_str().unwrap().to_string();
    let ada = common::write_file(dir.path(), "hw2-s1001.txt", &answer(0));
    let (code, text, err) = run(&["check", &key_file, "--answer", &ada]);
    assert_eq!(code, 0, "{text}{err}");
    let rows: Vec<&str> = text.lines().collect();
    assert_eq!(rows.len(), 1, "{text}");
    assert!(rows[0].starts_with("s1001 ("), "{text}");
    assert!(
        rows[0].contains("): all ") && rows[0].ends_with(" nodes asked about correct"),
        "{text}"
    );
    assert!(
        err.contains("2 students of the key have no answer file"),
        "{err}"
    );
    // The gradebook: a row for everyone.
    let (code, csv, _) = run(&["check", &key_file, "--answer", &ada, "--format", "csv"]);
    assert_eq!(code, 0);
    assert_eq!(csv.lines().count(), 4, "{csv}");
    assert!(csv.contains("\ns1002,,no submission"), "{csv}");
    // Ids match whatever the case of the file's name.
    let ben = common::write_file(dir.path(), "HW2-S1002.TXT", &answer(1));
    let (code, text, err) = run(&["check", &key_file, "--answer", &ben]);
    assert_eq!(code, 0, "{text}{err}");
    assert!(text.starts_with("s1002 ("), "{text}");
    // An id inside a longer word: not matched, with a hint.
    let cyril = common::write_file(dir.path(), "hw2s1003.txt", &answer(2));
    let (code, _, err) = run(&["check", &key_file, "--answer", &cyril]);
    assert_eq!(code, 2);
    assert!(
        err.contains("hw2s1003.txt: names no student of the key")
            && err.contains("`s1003` is in the name inside a longer word"),
        "{err}"
    );
    // A file holding no answer at all.
    let empty = common::write_file(dir.path(), "s1003.txt", "# nothing yet\n\n");
    let (code, text, err) = run(&["check", &key_file, "--answer", &empty, &ada]);
    assert_eq!(code, 2, "{text}");
    assert!(err.contains("s1003.txt: expected answer lines"), "{err}");
    assert!(
        text.contains("s1001 (") && text.contains("s1003 ("),
        "{text}"
    );
}

/// Issue 40: the Moodle bank took about 260 KB per student, most of it a colour PNG
/// fallback (26 MB for 100 students, where PHP's stock upload limit is 2 MB). The
/// fallback is a grayscale PNG, `--no-png` leaves it out, and the size is said.
#[test]
fn the_moodle_bank_is_small_and_says_its_size() {
    let dir = tempfile::tempdir().unwrap();
    let roster = common::write_file(dir.path(), "roster.csv", ROSTER);
    let bank = dir.path().join("bank.xml");
    let (code, _, err) = run(&[
        "exercise",
        "--seed",
        "2026",
        "--roster",
        &roster,
        "--format",
        "moodle",
        "-o",
        bank.to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{err}");
    let xml = std::fs::read_to_string(&bank).unwrap();
    let kb = xml.len().div_ceil(1000);
    assert!(err.contains(&format!("{kb} KB")), "{kb} KB: {err}");
    let doc = roxmltree::Document::parse(&xml).unwrap();
    let pngs: Vec<Vec<u8>> = doc
        .descendants()
        .filter(|d| d.has_tag_name("file") && d.attribute("name").unwrap().ends_with(".png"))
        .map(|f| {
            base64::engine::general_purpose::STANDARD
                .decode(f.text().unwrap())
                .unwrap()
        })
        .collect();
    assert_eq!(pngs.len(), 3);
    for png in &pngs {
        let decoder = png::Decoder::new(std::io::Cursor::new(png));
        let reader = decoder.read_info().unwrap();
        assert_eq!(reader.info().color_type, png::ColorType::Grayscale);
        assert!(png.len() < 60_000, "{} bytes", png.len());
    }
    assert!(xml.len() < 3 * 100_000, "{} bytes", xml.len());
    // Without the PNG: the SVG alone.
    let (code, xml, err) = run(&[
        "exercise", "--seed", "2026", "--roster", &roster, "--format", "moodle", "--no-png",
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(!xml.contains(".png"), "no PNG");
    assert!(xml.len() < 3 * 40_000, "{} bytes", xml.len());
    let doc = roxmltree::Document::parse(&xml).unwrap();
    let html = doc
        .descendants()
        .find(|d| d.has_tag_name("questiontext"))
        .and_then(|q| q.descendants().find(|t| t.has_tag_name("text")))
        .and_then(|t| t.text())
        .unwrap();
    assert!(
        html.contains("<img src=\"@@PLUGINFILE@@/tree-s1001.svg\""),
        "{html}"
    );
    assert!(!html.contains("<picture>"), "{html}");
    let (code, _, err) = run(&["exercise", "--seed", "1", "--no-png"]);
    assert_eq!(code, 2);
    assert!(err.contains("--no-png"), "{err}");
}
