//! `solve` with hostile table sizes: a large `--tt-size` keeps the time limit, one
//! larger than the memory available is refused; a size below the smallest table says
//! what it got.

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
    // backed by huge pages, each first touched in milliseconds; the table is now made
    // memory before the search, the clock read every 32 MiB. A wide margin: the tests
    // run on loaded machines.
    assert!(
        elapsed < Duration::from_secs(6),
        "a 1 s time limit took {elapsed:?}: {stderr}"
    );
}

/// A table larger than the memory the operating system has available is refused at
/// once with the table-memory error (exit code 2), rather than made memory and pushing
/// other programs out: Connect Four's table is made memory as a whole before the
/// search starts.
#[cfg(target_os = "linux")]
#[test]
fn a_table_larger_than_the_memory_available_is_refused() {
    let info = std::fs::read_to_string("/proc/meminfo").unwrap();
    let kib: u64 = info
        .lines()
        .find(|l| l.starts_with("MemAvailable:"))
        .and_then(|l| l.split_whitespace().nth(1))
        .and_then(|n| n.parse().ok())
        .expect("MemAvailable in /proc/meminfo");
    // The smallest power of two of 8-byte entries above it.
    let entries = (kib * 1024 / 8 + 1).next_power_of_two();
    let out = gametree()
        .args([
            "solve",
            "examples/connect4-empty.pos",
            "--tt-size",
            &entries.to_string(),
        ])
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(
        stderr.contains("cannot allocate a transposition table"),
        "{stderr}"
    );
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
