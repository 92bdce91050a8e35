//! Helpers shared by the test binaries (tests/it and tests/browser): running the binary,
//! golden files, writing input files, and the real external tools (Graphviz, pdflatex)
//! that check our output.
#![allow(dead_code)] // each test file uses a different subset

mod golden;
pub mod trees;

#[allow(unused_imports)] // tests/browser compares no golden file
pub use golden::{golden, golden_all};

use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};

/// The environment variables that choose gametree's language (`Lang::from_env`):
/// the tests remove them, so that they see English whatever the machine's locale.
pub const LOCALE_VARS: [&str; 3] = ["LC_ALL", "LC_MESSAGES", "LANG"];

/// The `gametree` binary under test, in English (no locale variables).
pub fn gametree() -> Command {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_gametree"));
    for v in LOCALE_VARS {
        cmd.env_remove(v);
    }
    cmd
}

/// The position and options of `gametree compare` that give twenty rows (four
/// algorithms × five orderings, no baseline; tic-tac-toe to depth 3): the charts' most
/// crowded case, still quick.
pub const COMPARE_TWENTY: [&str; 7] = [
    "examples/tictactoe-empty.pos",
    "--depth",
    "3",
    "--algorithms",
    "alphabeta,pvs,alphabeta-tt,mtdf",
    "--orders",
    "natural,best,worst,eval,killer+history",
];

/// How long a command of the hostile-input tests may run before it counts as hung:
/// a guard against waiting for ever (a FIFO read, a search without limit), not a
/// measure of speed — every such command answers in well under a second.
pub const HANG: std::time::Duration = std::time::Duration::from_secs(300);

/// The `gametree` binary under test, killed (and the test failed) after [`HANG`].
pub fn gametree_guarded() -> assert_cmd::Command {
    let mut cmd = assert_cmd::Command::new(env!("CARGO_BIN_EXE_gametree"));
    cmd.timeout(HANG);
    for v in LOCALE_VARS {
        cmd.env_remove(v);
    }
    cmd
}

/// Runs gametree with `args`, expects success, returns (stdout, stderr).
pub fn run_ok(args: &[&str]) -> (String, String) {
    let out = gametree().args(args).output().unwrap();
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert!(out.status.success(), "gametree {args:?} failed: {stderr}");
    (String::from_utf8(out.stdout).unwrap(), stderr)
}

/// Runs gametree with `args`, expects exit code 2 and no output, returns stderr.
pub fn run_err(args: &[&str]) -> String {
    let out = gametree().args(args).output().unwrap();
    assert_eq!(
        out.status.code(),
        Some(2),
        "expected exit code 2 for {args:?}"
    );
    assert!(out.stdout.is_empty());
    String::from_utf8(out.stderr).unwrap()
}

/// Runs `cmd` with `input` on standard input, written from another thread (a child that
/// writes while it reads cannot block on a full pipe, and one that stops reading early
/// is its own business); returns its output.
pub fn feed(cmd: &mut Command, input: impl Into<Vec<u8>>) -> std::process::Output {
    let mut child = cmd
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let input = input.into();
    let feeder = std::thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let out = child.wait_with_output().unwrap();
    feeder.join().unwrap();
    out
}

/// Writes `text` to `dir/name` and returns the path as a string.
pub fn write_file(dir: &Path, name: &str, text: &str) -> String {
    let p = dir.join(name);
    std::fs::write(&p, text).unwrap();
    p.to_string_lossy().into_owned()
}

/// Renders DOT with the real Graphviz; fails on any error or warning.
pub fn dot_to_svg(dot: &str) -> String {
    let out = Command::new("dot")
        .arg("-Tsvg")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .and_then(|mut c| {
            c.stdin.take().unwrap().write_all(dot.as_bytes())?;
            c.wait_with_output()
        })
        .expect("Graphviz `dot` must be installed (apt-get install graphviz)");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        out.status.success() && stderr.is_empty(),
        "dot failed or warned: {stderr}"
    );
    String::from_utf8(out.stdout).unwrap()
}

/// The texts of an SVG document, in document order; panics on XML that is not
/// well-formed.
pub fn svg_texts(svg: &str) -> Vec<String> {
    let doc = roxmltree::Document::parse(svg).expect("well-formed SVG");
    doc.descendants()
        .filter(|n| n.has_tag_name("text"))
        .map(|n| n.text().unwrap_or_default().to_string())
        .collect()
}

/// Compiles the Typst file `dir/typ` with the real Typst compiler (the `typst`
/// package from the Python registry, which scripts/test installs) into a PNG, with
/// the bundled DejaVu Sans; returns the PNG's bytes.
pub fn typst_png(dir: &Path, typ: &str) -> Vec<u8> {
    let png = dir.join(Path::new(typ).with_extension("png"));
    let fonts = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/fonts");
    let script = format!(
        "import typst; typst.compile({:?}, output={:?}, format='png', ppi=72, font_paths=[{:?}])",
        dir.join(typ).to_string_lossy(),
        png.to_string_lossy(),
        fonts.to_string_lossy()
    );
    let out = Command::new("python3")
        .args(["-c", &script])
        .output()
        .expect("python3 must be installed");
    assert!(
        out.status.success(),
        "typst compile {typ} failed (scripts/test installs the `typst` package):\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    std::fs::read(png).unwrap()
}

/// Compiles `dir/tex` with the real pdflatex and checks the PDF appears.
pub fn pdflatex(dir: &Path, tex: &str) {
    let out = Command::new("pdflatex")
        .args(["-interaction=nonstopmode", "-halt-on-error", tex])
        .current_dir(dir)
        .output()
        .expect("pdflatex must be installed (scripts/test installs TeX Live)");
    let pdf = dir.join(Path::new(tex).with_extension("pdf"));
    assert!(
        out.status.success() && pdf.exists(),
        "pdflatex {tex} failed:\n{}",
        String::from_utf8_lossy(&out.stdout)
    );
}

/// Plays `moves` from `p` (each an index into the legal moves, wrapped) while the game
/// goes on: a random position for property tests.
pub fn random_play<P: gametree::game::Position>(mut p: P, moves: &[u8]) -> P {
    for &m in moves {
        let mut legal = Vec::new();
        p.legal_moves(&mut legal);
        if legal.is_empty() || p.outcome().is_some() {
            break;
        }
        p = p.play(legal[m as usize % legal.len()]);
    }
    p
}

/// Asserts that the PDF at `pdf` embeds no Type 3 (bitmap) font: pdflatex draws T1
/// text with METAFONT's bitmaps unless the preamble loads Latin Modern (blurred when
/// zoomed, unsearchable). Skipped where Poppler's `pdffonts` is missing or the TeX
/// installation has no `lmodern` (scripts/test installs both).
pub fn assert_outline_fonts(pdf: &std::path::Path) {
    let lmodern = std::process::Command::new("kpsewhich")
        .arg("lmodern.sty")
        .output()
        .is_ok_and(|o| o.status.success());
    let Ok(out) = std::process::Command::new("pdffonts").arg(pdf).output() else {
        eprintln!("pdffonts (poppler-utils) missing: fonts not checked");
        return;
    };
    if !lmodern {
        eprintln!("lmodern.sty missing: fonts not checked");
        return;
    }
    let fonts = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "pdffonts {}", pdf.display());
    assert!(
        fonts.lines().count() > 2,
        "no fonts in {}:\n{fonts}",
        pdf.display()
    );
    assert!(
        !fonts.contains("Type 3"),
        "bitmap fonts in {}:\n{fonts}",
        pdf.display()
    );
}
