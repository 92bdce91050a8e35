//! Installing `gametree` as a tool: `--version`, the shell completion scripts
//! (`gametree completions SHELL`) and the manual pages (`gametree man DIR`).

use assert_cmd::Command;

fn gametree() -> Command {
    let mut cmd = Command::cargo_bin("gametree").unwrap();
    for v in crate::common::LOCALE_VARS {
        cmd.env_remove(v);
    }
    cmd
}

/// Runs `cmd`, expects success, returns standard output.
fn ok_stdout(cmd: &mut Command) -> String {
    let out = cmd.output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{cmd:?} failed: {stderr}");
    String::from_utf8(out.stdout).unwrap()
}

/// Runs gametree with `args`, expects success, returns standard output.
fn stdout_of(args: &[&str]) -> String {
    ok_stdout(gametree().args(args))
}

/// The subcommands `gametree --help` lists under "Commands:" (clap's own `help`
/// included), so that a new subcommand is checked without editing this file.
fn subcommands() -> Vec<String> {
    let help = stdout_of(&["--help"]);
    let names: Vec<String> = help
        .lines()
        .skip_while(|l| l.trim() != "Commands:")
        .skip(1)
        .take_while(|l| !l.trim().is_empty())
        .filter_map(|l| l.split_whitespace().next().map(str::to_owned))
        .collect();
    for known in ["search", "render", "completions", "man", "help"] {
        assert!(names.iter().any(|n| n == known), "{known} in {names:?}");
    }
    names
}

#[test]
fn version_names_the_crate_version() {
    let out = stdout_of(&["--version"]);
    assert_eq!(
        out.trim_end(),
        format!("gametree {}", env!("CARGO_PKG_VERSION"))
    );
}

#[test]
fn completions_exit_0_for_every_shell() {
    for shell in ["bash", "zsh", "fish", "powershell", "elvish"] {
        let script = stdout_of(&["completions", shell]);
        assert!(script.contains("gametree"), "{shell}: {script}");
    }
}

#[test]
fn completions_refuse_an_unknown_shell() {
    gametree()
        .args(["completions", "tcsh"])
        .assert()
        .code(2)
        .stdout("");
}

#[test]
fn bash_completion_parses_and_completes_every_subcommand() {
    let dir = tempfile::tempdir().unwrap();
    let script = dir.path().join("gametree.bash");
    std::fs::write(&script, stdout_of(&["completions", "bash"])).unwrap();
    ok_stdout(Command::new("bash").arg("-n").arg(&script));
    // What bash offers after `gametree <TAB>`: the completion function run as bash's
    // programmable completion calls it.
    let complete = "source \"$1\"; COMP_WORDS=(gametree ''); COMP_CWORD=1; \
                    _gametree gametree '' gametree; printf '%s\\n' \"${COMPREPLY[@]}\"";
    let offered = ok_stdout(
        Command::new("bash")
            .args(["-c", complete, "bash"])
            .arg(&script),
    );
    let offered: Vec<&str> = offered.lines().collect();
    for name in subcommands() {
        assert!(offered.contains(&name.as_str()), "{name} in {offered:?}");
    }
}

#[test]
fn man_writes_a_page_per_subcommand_into_a_new_directory() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("share/man/man1");
    gametree()
        .arg("man")
        .arg(&out)
        .assert()
        .success()
        .stdout("");
    let mut pages = vec!["gametree.1".to_owned()];
    pages.extend(
        subcommands()
            .iter()
            .filter(|n| *n != "help")
            .map(|n| format!("gametree-{n}.1")),
    );
    for page in &pages {
        let text =
            std::fs::read_to_string(out.join(page)).unwrap_or_else(|e| panic!("{page}: {e}"));
        assert!(text.starts_with('.'), "{page} starts with a roff request");
        let title = page.trim_end_matches(".1");
        assert!(
            text.lines()
                .any(|l| l.starts_with(&format!(".TH {title} 1 "))),
            "{page} has a .TH header: {text}"
        );
        assert!(
            text.contains(&format!("gametree {}", env!("CARGO_PKG_VERSION"))),
            "{page} names the version"
        );
    }
    let written = std::fs::read_dir(&out).unwrap().count();
    assert_eq!(written, pages.len(), "no other files");
}

#[test]
fn man_into_a_file_is_an_error_with_exit_2() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("not-a-dir");
    std::fs::write(&file, "x").unwrap();
    let out = gametree().arg("man").arg(&file).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert!(
        stderr.starts_with("error: cannot write ") && stderr.contains("not-a-dir"),
        "{stderr}"
    );
}

/// The crates `cargo tree` lists as normal dependencies, one `name version` a line,
/// with `extra` arguments.
fn dependencies(extra: &[&str]) -> String {
    let out = std::process::Command::new(env!("CARGO"))
        .args([
            "tree",
            "--offline",
            "-e",
            "normal",
            "--prefix",
            "none",
            "--format",
            "{p}",
        ])
        .args(extra)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

/// The library without its command line (`default-features = false`, the way the
/// Python package and other programs use it) depends on no clap and no progress bar:
/// docs/architecture.md, "The library and the command line".
#[test]
fn the_library_needs_no_command_line_crates() {
    let has = |tree: &str, krate: &str| tree.lines().any(|l| l.starts_with(&format!("{krate} ")));
    let library = dependencies(&["--no-default-features"]);
    assert!(has(&library, "petgraph"), "{library}");
    for krate in ["clap", "clap_complete", "clap_mangen", "indicatif"] {
        assert!(
            !has(&library, krate),
            "{krate} in the library's dependencies:\n{library}"
        );
    }
    // With the command line they are there: the test can fail.
    assert!(has(&dependencies(&[]), "clap"));
}
