//! Golden files: what a command writes, kept under `tests/golden/` and compared byte for
//! byte. `GAMETREE_BLESS=1 cargo test --test it` rewrites them; review the diff (and, for
//! figures, the pictures).
//!
//! The report's script (`templates/report.js`), which every HTML report embeds whole
//! (and `check`'s page once more inside a JSON string), is kept out of the files: it
//! stands there as [`SCRIPT`], so that editing the script re-blesses nothing. A page
//! embedding anything but the current script, or no script, still differs.

use std::path::Path;

/// What stands in a golden file for the embedded `templates/report.js`.
pub const SCRIPT: &str = "/* templates/report.js */";

/// `text` with each embedded copy of `templates/report.js` replaced by [`SCRIPT`]: the
/// script as it is, and as a JSON string's content inside a `<script>` element (quotes
/// and backslashes escaped, and `<`, `>`, `&` as `\u` escapes).
fn without_script(text: &str) -> String {
    let js =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("templates/report.js"))
            .unwrap();
    let quoted = serde_json::to_string(&js).unwrap();
    let in_json = quoted[1..quoted.len() - 1]
        .replace('<', "\\u003c")
        .replace('>', "\\u003e")
        .replace('&', "\\u0026");
    text.replace(&js, SCRIPT).replace(&in_json, SCRIPT)
}

/// Compares `actual` with the golden file `tests/golden/NAME` (a path below it), or
/// writes it there when `GAMETREE_BLESS` is set; panics on a difference.
#[track_caller]
pub fn golden(name: &str, actual: &str) {
    golden_all([(name.to_string(), actual.to_string())]);
}

/// [`golden`] for many files at once: every file is compared (or blessed) before the
/// panic, which names each that differs and its first differing line.
#[track_caller]
pub fn golden_all(files: impl IntoIterator<Item = (String, String)>) {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden");
    let bless = std::env::var_os("GAMETREE_BLESS").is_some();
    let mut differ = Vec::new();
    for (name, actual) in files {
        let actual = without_script(&actual);
        let path = dir.join(&name);
        if bless {
            std::fs::create_dir_all(path.parent().unwrap()).unwrap();
            std::fs::write(&path, &actual).unwrap();
            continue;
        }
        let expected = std::fs::read_to_string(&path).unwrap_or_else(|_| {
            panic!(
                "missing golden file {}; run with GAMETREE_BLESS=1",
                path.display()
            )
        });
        if expected != actual {
            let line = expected
                .lines()
                .zip(actual.lines())
                .position(|(a, b)| a != b)
                .unwrap_or(expected.lines().count().min(actual.lines().count()))
                + 1;
            differ.push(format!("{name} (first difference at line {line})"));
        }
    }
    assert!(
        differ.is_empty(),
        "these differ from their golden files (tests/golden/); if the change is intended, \
         run with GAMETREE_BLESS=1 and review the diff: {differ:#?}"
    );
}
