//! Monte Carlo tree search: steps (issue 42, item 3). `--steps` and the HTML replay
//! show each iteration's four phases as separate steps, and the selection captions'
//! UCB1 numbers are those an independent replay of the JSON recording computes
//! (written here from `visits`, `total` and `mcts.iterations`, not with the library's
//! `record::mcts::Replay`).

use crate::common;
use crate::common::svg_texts;
use crate::languages::{assert_no_english, run_in, TRANSLATED};
use serde_json::Value;
use std::path::Path;

const AIMA: [&str; 7] = [
    "examples/aima-fig-5-2.pos",
    "-a",
    "mcts",
    "--iterations",
    "12",
    "--seed",
    "1",
];

/// Every node's N and W, by node id.
type Stats = Vec<(u64, i64)>;

/// A recorded run as the JSON recording says it.
struct Run {
    c: f64,
    /// Each iteration's path (node ids from the root), expanded node and reward.
    iterations: Vec<(Vec<usize>, Option<usize>, i64)>,
    parent: Vec<Option<usize>>,
    player: Vec<String>,
    label: Vec<Option<String>>,
    visits: Vec<u64>,
    total: Vec<i64>,
}

fn search_to(dir: &Path, args: &[&str], format: &str, name: &str) -> std::path::PathBuf {
    let out = dir.join(name);
    let mut all = vec!["search"];
    all.extend(args);
    all.extend(["-f", format, "-o", out.to_str().unwrap()]);
    common::run_ok(&all);
    out
}

fn json_run(args: &[&str]) -> Run {
    let dir = tempfile::tempdir().unwrap();
    let file = search_to(dir.path(), args, "json", "r.json");
    let j: Value = serde_json::from_str(&std::fs::read_to_string(file).unwrap()).unwrap();
    let m = &j["mcts"];
    let iterations = m["iterations"]
        .as_array()
        .unwrap()
        .iter()
        .map(|it| {
            let path = it["path"]
                .as_array()
                .unwrap()
                .iter()
                .map(|v| v.as_u64().unwrap() as usize)
                .collect();
            let expanded = it["expanded"].as_u64().map(|v| v as usize);
            (path, expanded, it["playout"].as_i64().unwrap())
        })
        .collect();
    let nodes = j["nodes"].as_array().unwrap();
    Run {
        c: m["exploration"].as_f64().unwrap(),
        iterations,
        parent: nodes
            .iter()
            .map(|n| n["parent"].as_u64().map(|v| v as usize))
            .collect(),
        player: nodes
            .iter()
            .map(|n| n["player"].as_str().unwrap().to_string())
            .collect(),
        label: nodes
            .iter()
            .map(|n| n["label"].as_str().map(str::to_string))
            .collect(),
        visits: nodes
            .iter()
            .map(|n| n["visits"].as_u64().unwrap())
            .collect(),
        total: nodes.iter().map(|n| n["total"].as_i64().unwrap()).collect(),
    }
}

impl Run {
    /// A node's name as `gametree check` names an explicit tree's nodes: its label,
    /// else its parent's name and its place (`B.1`).
    fn name(&self, id: usize) -> String {
        if let Some(l) = &self.label[id] {
            return l.clone();
        }
        let Some(p) = self.parent[id] else {
            return "root".into();
        };
        let place = (0..id).filter(|&q| self.parent[q] == Some(p)).count() + 1;
        format!("{}.{place}", self.name(p))
    }

    /// The iteration each node was added in (`None` for the root).
    fn born(&self) -> Vec<Option<usize>> {
        let mut born = vec![None; self.parent.len()];
        for (k, (_, e, _)) in self.iterations.iter().enumerate() {
            if let Some(e) = e {
                born[*e] = Some(k);
            }
        }
        born
    }

    /// Each iteration's selection captions (English, the text after `selection: `),
    /// recomputed from the recording: UCB1 = Q + C·√(ln N(parent) / N(child)), Q =
    /// W/N for MAX to move, −W/N for MIN; and N and W of every node after each
    /// iteration.
    fn replay(&self) -> (Vec<Vec<String>>, Vec<Stats>) {
        let (captions, _, stats) = self.replay_numbers();
        (captions, stats)
    }

    /// [`Run::replay`], and each selection step's numbers as the test of a game reads
    /// them from a caption ([`numbers_of`]): `q P n ucb | the others' UCB1`.
    fn replay_numbers(&self) -> (Vec<Vec<String>>, Vec<Vec<String>>, Vec<Stats>) {
        let born = self.born();
        let n_nodes = self.parent.len();
        let (mut n, mut w) = (vec![0u64; n_nodes], vec![0i64; n_nodes]);
        let two = |x: f64| {
            let s = format!("{x:.2}");
            if s == "-0.00" {
                "0.00".to_string()
            } else {
                s
            }
        };
        let (mut captions, mut numbers, mut stats) = (Vec::new(), Vec::new(), Vec::new());
        for (k, (path, expanded, reward)) in self.iterations.iter().enumerate() {
            let mut said = Vec::new();
            let mut nums = Vec::new();
            for pair in path.windows(2) {
                let (p, chosen) = (pair[0], pair[1]);
                let min = self.player[p] == "min";
                let kids: Vec<usize> = (0..n_nodes)
                    .filter(|&q| self.parent[q] == Some(p) && born[q].is_some_and(|b| b < k))
                    .collect();
                let ucb = |q: usize| {
                    let mean = w[q] as f64 / n[q] as f64;
                    let q_side = if min { -mean } else { mean };
                    let bonus = self.c * ((n[p] as f64).ln() / n[q] as f64).sqrt();
                    (q_side, q_side + bonus)
                };
                // UCT chose a child of the largest UCB1 (ties: the first).
                let best = kids
                    .iter()
                    .copied()
                    .fold(None::<usize>, |b, q| match b {
                        Some(b) if ucb(b).1 >= ucb(q).1 => Some(b),
                        _ => Some(q),
                    })
                    .unwrap();
                assert_eq!(best, chosen, "iteration {}: UCT chose", k + 1);
                let others: Vec<String> = kids
                    .iter()
                    .filter(|&&q| q != chosen)
                    .map(|&q| format!("{} {}", self.name(q), two(ucb(q).1)))
                    .collect();
                let others_ucb: Vec<String> = kids
                    .iter()
                    .filter(|&&q| q != chosen)
                    .map(|&q| two(ucb(q).1))
                    .collect();
                let (q, u) = ucb(chosen);
                nums.push(format!(
                    "{} {} {} {} | {}",
                    two(q),
                    n[p],
                    n[chosen],
                    two(u),
                    others_ucb.join(" ")
                ));
                let list = match others.as_slice() {
                    [] => String::new(),
                    [one] => one.clone(),
                    [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
                };
                let (q, u) = ucb(chosen);
                let tie = kids.iter().any(|&o| o != chosen && ucb(o).1 == u);
                let tie = if tie {
                    " (a tie goes to the first in move order)"
                } else {
                    ""
                };
                said.push(format!(
                    "select {}: UCB1 = {} + {}·√(ln {} / {}) = {}, the largest of {list}{tie} (Q = {}, {} to move at {})",
                    self.name(chosen),
                    two(q),
                    two(self.c),
                    n[p],
                    n[chosen],
                    two(u),
                    if min { "−W/N" } else { "W/N" },
                    if min { "MIN" } else { "MAX" },
                    self.name(p),
                ));
            }
            captions.push(said);
            numbers.push(nums);
            for &v in path.iter().chain(expanded.iter()) {
                n[v] += 1;
                w[v] += reward;
            }
            stats.push(n.iter().copied().zip(w.iter().copied()).collect());
        }
        (captions, numbers, stats)
    }
}

/// A selection caption's numbers (`select X: UCB1 = q + C·√(ln P / n) = u, the
/// largest of a 1.2, b 0.5 and c 0.1 (…)`) as `q P n u | 1.2 0.5 0.1`.
fn numbers_of(text: &str) -> String {
    let after = |s: &str, from: &str| s[s.find(from).unwrap() + from.len()..].to_string();
    let rest = after(text, "UCB1 = ");
    let (q, rest) = rest.split_once(" + ").unwrap();
    let rest = after(rest, "√(ln ");
    let (p, rest) = rest.split_once(" / ").unwrap();
    let (n, rest) = rest.split_once(") = ").unwrap();
    let (u, rest) = rest.split_once(", ").unwrap();
    let others = match rest.strip_prefix("the largest of ") {
        Some(list) => {
            let list = list.split(" (").next().unwrap();
            list.split(", ")
                .flat_map(|x| x.split(" and "))
                .map(|x| x.rsplit(' ').next().unwrap().to_string())
                .collect::<Vec<_>>()
                .join(" ")
        }
        None => String::new(),
    };
    format!("{q} {p} {n} {u} | {others}")
}

/// `gametree [--lang LANG] search ARGS… -f svg --steps DIR`: each step file's caption.
fn step_captions(lang: &str, args: &[&str], dir: &Path) -> Vec<String> {
    let out = dir.join(format!("steps-{lang}"));
    let mut all = vec!["search"];
    all.extend(args);
    all.extend(["-f", "svg", "--steps", out.to_str().unwrap()]);
    let (code, _, err) = run_in(lang, &all);
    assert_eq!(code, 0, "{err}");
    let mut files: Vec<_> = std::fs::read_dir(&out)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    files.sort();
    files
        .iter()
        .map(|f| {
            let word = match lang {
                "cs" | "sk" => "Krok ",
                "de" => "Schritt ",
                "ru" => "Шаг ",
                _ => "Step ",
            };
            // The caption's lines, up to the legend's line.
            let legend = match lang {
                "cs" => "Uzly ukazují",
                "sk" => "Uzly ukazujú",
                "de" => "Knoten zeigen",
                "ru" => "Узлы показывают",
                _ => "Nodes show",
            };
            let texts = svg_texts(&std::fs::read_to_string(f).unwrap());
            let first = texts
                .iter()
                .position(|t| t.starts_with(word))
                .expect("a caption");
            let lines: Vec<&str> = texts[first..]
                .iter()
                .take_while(|t| !t.starts_with(legend))
                .map(String::as_str)
                .collect();
            assert!(first + lines.len() < texts.len(), "no legend in {texts:?}");
            lines.join(" ")
        })
        .collect()
}

/// `Step j of n: Iteration k, phase: text` → (k, phase, text).
fn parse(caption: &str) -> (usize, String, String) {
    let rest = &caption[caption.find("Iteration ").expect(caption) + 10..];
    let (k, rest) = rest.split_once(", ").unwrap();
    let (phase, text) = rest.split_once(": ").unwrap();
    (k.parse().unwrap(), phase.to_string(), text.to_string())
}

#[test]
fn aima_selection_captions_carry_the_ucb1_numbers_of_the_recording() {
    let run = json_run(&AIMA);
    let (expected, stats) = run.replay();
    // The recomputation ends where the recording does.
    let last = stats.last().unwrap();
    assert_eq!(last.iter().map(|s| s.0).collect::<Vec<_>>(), run.visits);
    assert_eq!(last.iter().map(|s| s.1).collect::<Vec<_>>(), run.total);
    let dir = tempfile::tempdir().unwrap();
    let captions = step_captions("en", &AIMA, dir.path());
    let mut said: Vec<Vec<String>> = vec![Vec::new(); run.iterations.len()];
    for c in &captions {
        let (k, phase, text) = parse(c);
        if phase == "selection" && text.starts_with("select ") {
            said[k - 1].push(text);
        }
    }
    assert_eq!(said, expected);
    // Iterations 4 to 12 select at the root; 7 to 12 at B too (a MIN node).
    assert_eq!(expected.iter().map(Vec::len).sum::<usize>(), 9 + 6);
    assert!(expected[6][1].contains("(Q = −W/N, MIN to move at B)"));
}

#[test]
fn tic_tac_toe_selection_numbers_are_those_of_the_recording() {
    let args = [
        "examples/tictactoe-empty.pos",
        "-a",
        "mcts",
        "--iterations",
        "60",
        "--seed",
        "5",
    ];
    let run = json_run(&args);
    let (_, expected, _) = run.replay_numbers();
    let dir = tempfile::tempdir().unwrap();
    let mut said: Vec<Vec<String>> = vec![Vec::new(); run.iterations.len()];
    for c in step_captions("en", &args, dir.path()) {
        let (k, phase, text) = parse(&c);
        if phase == "selection" && text.starts_with("select ") {
            said[k - 1].push(numbers_of(&text));
        }
    }
    assert_eq!(said, expected);
    // Selections below the root: MIN's choices too.
    assert!(expected.iter().any(|s| s.len() >= 2));
}

#[test]
fn every_iteration_yields_its_four_phases_in_order() {
    let run = json_run(&AIMA);
    let dir = tempfile::tempdir().unwrap();
    let captions = step_captions("en", &AIMA, dir.path());
    let phases = ["selection", "expansion", "simulation", "backpropagation"];
    let mut seen: Vec<(usize, usize)> = Vec::new();
    for c in &captions {
        let (k, phase, _) = parse(c);
        seen.push((k, phases.iter().position(|p| *p == phase).unwrap()));
    }
    let mut expected = Vec::new();
    for (k, (path, _, _)) in run.iterations.iter().enumerate() {
        for _ in 0..path.len().saturating_sub(1).max(1) {
            expected.push((k + 1, 0));
        }
        expected.extend([(k + 1, 1), (k + 1, 2), (k + 1, 3)]);
    }
    assert_eq!(seen, expected);
    assert!(captions[0].starts_with("Step 1 of 54: Iteration 1, selection: "));
    // The words of each phase, with the numbers.
    assert_eq!(
        parse(&captions[1]).2,
        "expand A: add B (N = 0, W = 0)",
        "{captions:#?}"
    );
    assert_eq!(
        parse(&captions[2]).2,
        "playout from B: 1 random move to a leaf of value 12"
    );
    assert_eq!(
        parse(&captions[3]).2,
        "N and W updated on A and B: N(A) 0→1, W(A) 0→12; N(B) 0→1, W(B) 0→12"
    );
    assert!(captions.contains(
        &"Step 27 of 54: Iteration 7, expansion: B.1 is a leaf: nothing to expand".to_string()
    ));
}

/// The report's embedded data (`gt-data`).
fn report_data(page: &str) -> Value {
    let open = r#"<script type="application/json" id="gt-data">"#;
    let start = page.find(open).unwrap() + open.len();
    let end = start + page[start..].find("</script>").unwrap();
    serde_json::from_str(&page[start..end]).unwrap()
}

#[test]
fn the_html_replay_has_the_steps() {
    let run = json_run(&AIMA);
    let (_, stats) = run.replay();
    let dir = tempfile::tempdir().unwrap();
    let page = std::fs::read_to_string(search_to(dir.path(), &AIMA, "html", "r.html")).unwrap();
    let data = report_data(&page);
    let mc = &data["mcts"];
    let steps = mc["steps"].as_array().unwrap();
    // The same steps as --steps draws, in the same order.
    let captions = step_captions("en", &AIMA, dir.path());
    assert_eq!(steps.len(), captions.len());
    let phases = ["selection", "expansion", "simulation", "backpropagation"];
    let born = run.born();
    for (s, c) in steps.iter().zip(&captions) {
        let (k, phase, _) = parse(c);
        assert_eq!(s[0].as_u64().unwrap() as usize + 1, k);
        assert_eq!(phases[s[1].as_u64().unwrap() as usize], phase);
        let node = s[2].as_u64().unwrap() as usize;
        let (path, expanded, _) = &run.iterations[k - 1];
        // The step's node is on the iteration's path or the node it adds.
        assert!(path.contains(&node) || *expanded == Some(node), "{s}");
        // Backpropagation's N and W are the recomputed ones after the iteration.
        for u in s[4].as_array().unwrap() {
            let v = u[0].as_u64().unwrap() as usize;
            assert_eq!(u[1].as_u64().unwrap(), stats[k - 1][v].0);
            assert_eq!(u[2].as_str().unwrap(), stats[k - 1][v].1.to_string());
        }
    }
    // Each node enters the tree at its iteration's expansion step.
    for (id, b) in mc["born"].as_array().unwrap().iter().enumerate() {
        let b = b.as_i64().unwrap() as usize;
        match born[id] {
            None => assert_eq!(b, 0),
            Some(k) => assert_eq!(
                (steps[b][0].as_u64(), steps[b][1].as_u64()),
                (Some(k as u64), Some(1))
            ),
        }
    }
    // A caption as the page formats it: message ids and their numbers.
    let select = steps.iter().find(|s| s[3][0] == "select").unwrap();
    assert_eq!(select[3][1]["c"]["d"], "1.41");
}

#[test]
fn captions_in_czech_german_russian_and_slovak_have_no_english() {
    let dir = tempfile::tempdir().unwrap();
    let ttt = [
        "examples/tictactoe-empty.pos",
        "-a",
        "mcts",
        "--iterations",
        "15",
        "--seed",
        "3",
    ];
    let allowed = [
        "A", "B", "C", "D", "UCB1", "MAX", "MIN", "N", "W", "Q", "ln",
    ];
    for lang in TRANSLATED {
        for (i, args) in [&AIMA[..], &ttt[..]].into_iter().enumerate() {
            let sub = dir.path().join(format!("{lang}-{i}"));
            std::fs::create_dir_all(&sub).unwrap();
            let captions = step_captions(lang, args, &sub);
            assert!(!captions.is_empty());
            for c in &captions {
                assert_no_english(c, &format!("{lang} MCTS step caption"), &allowed);
                assert!(!c.contains("Iteration") || lang == "de", "{lang}: {c}");
            }
            // A decimal comma in every language but English.
            assert!(
                captions.iter().any(|c| c.contains("1,41·√")),
                "{lang}: {captions:#?}"
            );
        }
    }
}

#[test]
fn the_steps_are_the_same_bytes_for_the_same_seed() {
    let dir = tempfile::tempdir().unwrap();
    let a = step_captions("en", &AIMA, &dir.path().join("a"));
    let b = step_captions("en", &AIMA, &dir.path().join("b"));
    assert_eq!(a, b);
    for f in ["step-001.svg", "step-026.svg", "step-054.svg"] {
        let read = |d: &str| std::fs::read(dir.path().join(d).join("steps-en").join(f)).unwrap();
        assert_eq!(read("a"), read("b"), "{f}");
    }
    let one = std::fs::read(search_to(dir.path(), &AIMA, "html", "1.html")).unwrap();
    let two = std::fs::read(search_to(dir.path(), &AIMA, "html", "2.html")).unwrap();
    assert!(one == two, "the report differs between two runs");
}

/// A node enters the tree with `N = 0`, `W = 0` and is drawn `0/0` until its first
/// backpropagation (the root too, before the first one), not with an empty label: in
/// every step figure, as many `0/0` labels as nodes in the tree unvisited, recomputed
/// from the recording's iterations.
#[test]
fn a_node_just_added_shows_zero_over_zero() {
    let run = json_run(&AIMA);
    let (_, stats) = run.replay();
    let born = run.born();
    let dir = tempfile::tempdir().unwrap();
    let captions = step_captions("en", &AIMA, dir.path());
    let phases = ["selection", "expansion", "simulation", "backpropagation"];
    let mut seen_new = 0;
    for (j, c) in captions.iter().enumerate() {
        let (k, phase, _) = parse(c);
        let phase = phases.iter().position(|p| *p == phase).unwrap();
        // In the tree: the root, the nodes added before iteration k, and iteration k's
        // from its expansion on; N as of the iteration before, or after k's backup.
        let in_tree = |v: usize| match born[v] {
            None => true,
            Some(b) => b + 1 < k || (b + 1 == k && phase >= 1),
        };
        let n_of = |v: usize| match (phase, k) {
            (3, _) => stats[k - 1][v].0,
            (_, 1) => 0,
            _ => stats[k - 2][v].0,
        };
        let want = (0..run.parent.len())
            .filter(|&v| in_tree(v) && n_of(v) == 0)
            .count();
        let file = dir
            .path()
            .join("steps-en")
            .join(format!("step-{:03}.svg", j + 1));
        let texts = svg_texts(&std::fs::read_to_string(&file).unwrap());
        let got = texts.iter().filter(|t| t.as_str() == "0/0").count();
        assert_eq!(got, want, "step {}: {c}\n{texts:?}", j + 1);
        if phase == 1 && born.iter().any(|b| *b == Some(k - 1)) {
            seen_new += 1;
        }
    }
    assert!(seen_new > 0, "no expansion added a node");
    // Step 2, the first expansion: the root and the node it adds, both unvisited.
    let texts = svg_texts(
        &std::fs::read_to_string(dir.path().join("steps-en").join("step-002.svg")).unwrap(),
    );
    assert_eq!(texts.iter().filter(|t| t.as_str() == "0/0").count(), 2);
}

/// A step figure's edges are as wide as their visits at that step (`visits_width`:
/// 0.8 px unvisited, 5.2 px the root's most visited child then), not the final tree's
/// widths: the first expansion's edge is 0.8 px until its backpropagation, 5.2 px after.
#[test]
fn step_figures_edges_are_as_wide_as_the_visits_then() {
    let dir = tempfile::tempdir().unwrap();
    let _ = step_captions("en", &AIMA, dir.path());
    let widths = |step: &str| -> Vec<String> {
        let svg = std::fs::read_to_string(dir.path().join("steps-en").join(step)).unwrap();
        let doc = roxmltree::Document::parse(&svg).unwrap();
        doc.descendants()
            .filter(|n| n.has_tag_name("line"))
            .map(|n| n.attribute("stroke-width").unwrap().to_string())
            .collect()
    };
    // Iteration 1: expansion (step 2), simulation (3), backpropagation (4).
    assert_eq!(widths("step-002.svg"), ["0.8"]);
    assert_eq!(widths("step-003.svg"), ["0.8"]);
    assert_eq!(widths("step-004.svg"), ["5.2"]);
}
