//! `solve` with hostile table sizes: a large `--tt-size` keeps the time limit and takes
//! memory only as the table fills; a size below the smallest table says what it got.

use crate::common::gametree;
use std::time::{Duration, Instant};

/// 2^28 entries: Connect Four's table of 2 GiB.
const LARGE: &str = "268435456";

#[test]
fn a_large_table_keeps_the_time_limit() {
    let start = Instant::now();
    let out = gametree()
        .args([
            "solve",
            "examples/connect4-empty.pos",
            "--tt-size",
            LARGE,
            "--time-limit",
            "1",
            "--strategy-nodes",
            "0",
        ])
        .output()
        .unwrap();
    let elapsed = start.elapsed();
    let stderr = String::from_utf8_lossy(&out.stderr);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{stderr}");
    assert!(
        stdout.contains("--time-limit stopped the solver"),
        "{stdout}{stderr}"
    );
    // It took 15 s when the clock was read every 65,536 nodes and the table was
    // backed by huge pages, each first touched in milliseconds. A wide margin: the
    // tests run on loaded machines.
    assert!(
        elapsed < Duration::from_secs(6),
        "a 1 s time limit took {elapsed:?}: {stderr}"
    );
}

/// The peak memory (resident set, bytes) of `gametree args`, as the kernel counts it for
/// a child of a small Python process. Not a child of this test process: a child started
/// from it (by `vfork` or `fork`) is charged this process's own resident set at its
/// `exec`, and the test binary, which runs every integration test in one process, has
/// peaked above 1.5 GiB.
#[cfg(target_os = "linux")]
fn peak_memory(args: &[&str]) -> u64 {
    const MEASURE: &str = "import resource, subprocess, sys
r = subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
assert r.returncode == 0, r.returncode
print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)";
    let out = std::process::Command::new("python3")
        .args(["-c", MEASURE, env!("CARGO_BIN_EXE_gametree")])
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("python3 must be installed");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    // Linux gives kilobytes.
    let kib: u64 = String::from_utf8(out.stdout)
        .unwrap()
        .trim()
        .parse()
        .unwrap();
    kib * 1024
}

#[cfg(target_os = "linux")]
#[test]
fn a_large_table_takes_memory_only_as_it_fills() {
    // A node limit makes the work the same everywhere: some 131,000 nodes, which store
    // fewer entries than that. With huge pages every 2 MiB of the table was memory at
    // its first entry: all 2 GiB.
    let peak = peak_memory(&[
        "solve",
        "examples/connect4-empty.pos",
        "--tt-size",
        LARGE,
        "--max-nodes",
        "100000",
        "--strategy-nodes",
        "0",
        "--time-limit",
        "0",
    ]);
    assert!(peak < 768 << 20, "peak memory {} MiB", peak >> 20);
}

#[test]
fn a_table_below_the_smallest_says_what_it_got() {
    let help = String::from_utf8(
        gametree()
            .args(["solve", "--help"])
            .output()
            .unwrap()
            .stdout,
    )
    .unwrap();
    assert!(help.contains("at least 1,024"), "{help}");
    for pos in [
        "examples/tictactoe-forced-win.pos",
        "examples/connect4-8-discs.pos",
    ] {
        let out = gametree()
            .args(["solve", pos, "--tt-size", "1", "--max-nodes", "200000"])
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(out.status.success(), "{pos}: {stderr}");
        assert!(stderr.contains(" of 1024 entries"), "{pos}: {stderr}");
    }
}
