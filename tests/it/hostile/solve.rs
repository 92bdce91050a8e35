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

/// The peak memory (resident set, bytes) of `gametree args`, from `wait4`.
#[cfg(target_os = "linux")]
// The child is waited for by `wait4`, which also reports its peak memory.
#[allow(clippy::zombie_processes)]
fn peak_memory(args: &[&str]) -> u64 {
    let child = gametree()
        .args(args)
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .unwrap();
    let pid = child.id() as libc::pid_t;
    let mut status = 0;
    // SAFETY: plain out-parameters; `pid` is our child, not yet waited for.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    let waited = unsafe { libc::wait4(pid, &mut status, 0, &mut usage) };
    assert_eq!(waited, pid);
    assert!(libc::WIFEXITED(status) && libc::WEXITSTATUS(status) == 0);
    // Linux gives kilobytes.
    usage.ru_maxrss as u64 * 1024
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
