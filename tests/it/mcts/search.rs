//! Monte Carlo tree search: the search, its recording and its JSON.

use crate::common::gametree;

/// The JSON recording reads back to the same bytes, and the same seed gives the same
/// bytes.
#[test]
fn json_round_trips_and_the_seed_fixes_the_bytes() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("m.json");
    let run = |seed: &str| {
        let o = gametree()
            .args(["search", "examples/tictactoe-empty.pos", "-a", "mcts", "--iterations", "200"])
            .args(["--seed", seed, "-f", "json"])
            .output()
            .unwrap();
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
        o.stdout
    };
    let a = run("7");
    assert_eq!(a, run("7"));
    assert_ne!(a, run("8"));
    std::fs::write(&out, &a).unwrap();
    let o = gametree()
        .args(["render", out.to_str().unwrap(), "-f", "json"])
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    assert_eq!(o.stdout, a);
}
