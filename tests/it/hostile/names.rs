//! Names in the outputs (issue 37): a move or label holding a line break of any reader
//! (Typst ends a `//` comment at VT, FF, NEL, U+2028 and U+2029 too) never starts a
//! line of code, and a name of a megabyte is told to 1,000 characters, not whole.

use crate::common::{typst_png, write_file};
use std::path::Path;

/// Every character some reader of our outputs ends a line at.
const BREAKS: [&str; 7] = [
    "\n", "\r", "\u{b}", "\u{c}", "\u{85}", "\u{2028}", "\u{2029}",
];

/// What a line starting after a break would run: Typst code and a LaTeX command.
const PAYLOADS: [&str; 2] = ["#panic(", "\\input"];

/// The text formats `render` writes that a compiler, Graphviz or a terminal reads line
/// by line.
const LINE_FORMATS: [&str; 6] = ["typst", "tikz", "forest", "beamer", "dot", "text"];

use super::input::run;

/// `gametree ARGS`, which must succeed; its standard output.
fn output(args: &[&str]) -> String {
    let out = run(args);
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

/// The alpha-beta recording of `examples/aima-fig-5-2.pos` with its move and label `B`
/// (the best move, the principal variation's first) renamed `name`, written to `dir`.
fn recording_naming_b(dir: &Path, name: &str) -> String {
    let json = output(&["search", "examples/aima-fig-5-2.pos", "-f", "json"]);
    let renamed = json.replace("\"B\"", &serde_json::to_string(name).unwrap());
    assert!(renamed.matches("best_move").count() == 1 && renamed != json);
    write_file(dir, "rec.json", &renamed)
}

/// The lines of `text` as any reader splits them.
fn reader_lines(text: &str) -> Vec<&str> {
    text.split(|c: char| BREAKS.iter().any(|b| b.starts_with(c)))
        .collect()
}

#[test]
fn a_line_break_in_a_best_move_never_starts_a_line_of_code() {
    let dir = tempfile::tempdir().unwrap();
    for (i, br) in BREAKS.iter().enumerate() {
        let name = format!("b{br}#panic(\"injected\"){br}\\input{{key}}");
        let rec = recording_naming_b(dir.path(), &name);
        for format in LINE_FORMATS {
            let text = output(&["render", &rec, "-f", format]);
            // Only line feeds end lines, and no line starts with the payload.
            assert!(
                !BREAKS[1..].iter().any(|b| text.contains(b)),
                "{format}, break {i}: a line break other than LF"
            );
            for line in reader_lines(&text) {
                assert!(
                    !PAYLOADS.iter().any(|p| line.trim_start().starts_with(p)),
                    "{format}, break {i}: {line:?}"
                );
            }
        }
        // The real Typst compiler: `#panic` would fail the compilation.
        let typ = format!("fig-{i}.typ");
        std::fs::write(
            dir.path().join(&typ),
            output(&["render", &rec, "-f", "typst"]),
        )
        .unwrap();
        assert!(!typst_png(dir.path(), &typ).is_empty());
    }
}

#[test]
fn a_line_break_in_a_file_name_stays_inside_its_markdown_and_csv_cell() {
    // The position's file name is in `compare`'s first line (Markdown, LaTeX).
    let dir = tempfile::tempdir().unwrap();
    let tree = std::fs::read_to_string("examples/aima-fig-5-2.pos").unwrap();
    for (i, br) in BREAKS.iter().enumerate() {
        let pos = write_file(
            dir.path(),
            &format!("a{i}{br}# injected{br}| x |{br}\\input{{key}}.pos"),
            &tree,
        );
        for format in ["markdown", "latex", "csv", "text"] {
            let text = output(&["compare", &pos, "-f", format]);
            assert!(
                !BREAKS[1..].iter().any(|b| text.contains(b)),
                "{format}, break {i}: a line break other than LF"
            );
            for line in reader_lines(&text) {
                let line = line.trim_start();
                assert!(
                    !line.starts_with("# injected")
                        && !line.starts_with("| x")
                        && !line.starts_with("\\input"),
                    "{format}, break {i}: {line:?}"
                );
            }
        }
    }
}

#[test]
fn a_megabyte_best_move_is_told_to_a_thousand_characters() {
    // A 1 MB name was written whole into every title and comment: the SVG `<title>`,
    // the Typst and LaTeX `gametree:` comments, Beamer's frame titles, the report's
    // `<title>`, heading and data (4 MB), DOT's tooltip, the text tree.
    let dir = tempfile::tempdir().unwrap();
    let name = "x".repeat(1_000_000);
    let rec = recording_naming_b(dir.path(), &name);
    for format in [
        "typst", "tikz", "forest", "beamer", "dot", "svg", "html", "text",
    ] {
        let text = output(&["render", &rec, "-f", format]);
        // (The report's own page is about 110 kB: its script, and the messages of
        // its language switch in five languages.)
        assert!(
            text.len() < 200_000,
            "{format}: {} bytes from a 1 MB name",
            text.len()
        );
        assert!(!text.contains(&"x".repeat(1_001)), "{format}");
    }
    // The same name as a label of a position file, searched and compared.
    let pos = write_file(
        dir.path(),
        "long.pos",
        &format!("game: tree\nroot: max\ntree: [A: [{name}: 3 12 8] [C: 2 4 6]]\n"),
    );
    for format in ["typst", "svg", "text"] {
        let text = output(&["search", &pos, "-f", format]);
        assert!(text.len() < 100_000, "search -f {format}: {}", text.len());
    }
    for format in ["markdown", "latex", "csv", "text"] {
        let text = output(&["compare", &pos, "-f", format]);
        assert!(text.len() < 100_000, "compare -f {format}: {}", text.len());
    }
}

#[test]
fn a_roster_header_without_an_id_column_is_quoted_short() {
    // A header line of 2 MB without an id column was quoted whole in the error.
    let dir = tempfile::tempdir().unwrap();
    let header: Vec<String> = (0..20_000)
        .map(|i| format!("column{i}{}", "y".repeat(90)))
        .collect();
    let roster = write_file(
        dir.path(),
        "roster.csv",
        &format!("{}\nada\n", header.join(",")),
    );
    let out = run(&[
        "exercise", "--seed", "1", "--roster", &roster, "--format", "key",
    ]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(err.len() < 2_000, "{} bytes of error", err.len());
    assert!(
        err.contains("expected a column of student ids") && err.contains("and 19990 more"),
        "{err}"
    );
}
