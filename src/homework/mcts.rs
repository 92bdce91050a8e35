//! Monte Carlo tree search exercises (`gametree exercise --algorithm mcts`) and their
//! marking (`gametree check --algorithm mcts`).
//!
//! An exercise is a random explicit tree (the same seeded generator as alpha-beta's,
//! `exercise::random_tree`) searched by `--algorithm mcts` (UCT) for `k`
//! iterations with the exercise's seed and `C`. The sheet shows the tree with `N` and
//! `W` on every node in the search tree; the question is the next iteration: the path
//! its selection takes, the node it expands, and `N` and `W` of every node on the path
//! after the playout's result (stated in the question, since the playout is random) is
//! backpropagated. The answer key and every UCB1 number in the reasons come from
//! [`crate::record::mcts::Replay`] over the recording of `k + 1` iterations — the one
//! replay; nothing here recomputes UCB1.
//!
//! Sources: Kocsis & Szepesvári 2006 (UCT); Browne et al. 2012 (the four phases); AIMA
//! 4th ed. §5.4. The answer format: docs/homework.md.

use super::exercise::{self, Dice, ExerciseError, Spec};
use crate::game::Player;
use crate::games::tree::{LeafValue, Tree};
use crate::params::{Naming, Param};
use crate::record::mcts::{Replay, SelectionStep};
use crate::record::{NodeId, NodeNames, Recording, SearchJob};
use crate::search::mcts::{Exploration, MctsOptions};
use crate::search::{self, Algorithm, CutRule, Limits};
use std::collections::HashMap;
use std::fmt::Write as _;

/// The most iterations before the question (`--iterations`).
pub const MAX_ITERATIONS: u64 = 1000;

/// The most attempts at a tree whose next selection makes a question.
pub const MAX_ATTEMPTS: u32 = 2000;

/// The iterations before the question when none are given.
pub const DEFAULT_ITERATIONS: u64 = 8;

/// What an MCTS exercise must look like.
#[derive(Clone, Debug, PartialEq)]
pub struct MctsSpec {
    /// The tree's shape and leaf values (its cut-off constraints do not apply).
    pub tree: Spec,
    /// Iterations searched before the question (`k`, at least 1).
    pub iterations: u64,
    /// UCB1's `C`.
    pub exploration: Exploration,
}

impl Default for MctsSpec {
    /// The alpha-beta exercise's tree (depth 3, three children, leaves −20..20, MAX at
    /// the root), [`DEFAULT_ITERATIONS`] iterations, `C = √2`.
    fn default() -> Self {
        MctsSpec {
            tree: Spec {
                min_cutoffs: 0,
                ..Spec::default()
            },
            iterations: DEFAULT_ITERATIONS,
            exploration: Exploration::default(),
        }
    }
}

/// A generated MCTS exercise.
#[derive(Clone, Debug)]
pub struct MctsExercise {
    /// The seed: of the tree's generator and of the search's playouts.
    pub seed: u64,
    /// The attempt (1-based) whose tree made a question.
    pub attempt: u32,
    /// What it was made by.
    pub spec: MctsSpec,
    /// The position file (`game: tree`), without comments.
    pub position: String,
    /// The parsed tree.
    pub tree: Tree,
    /// The recording of `k + 1` iterations (the last one is the question).
    pub rec: Recording,
}

/// The answer to an MCTS exercise, from [`Replay`].
#[derive(Clone, Debug, PartialEq)]
pub struct Key {
    /// The selection's path, root first (node ids of [`MctsExercise::rec`]).
    pub path: Vec<NodeId>,
    /// The node expanded below the path's end (`None`: the path ends at a leaf).
    pub expanded: Option<NodeId>,
    /// The playout's result, MAX's view, in the leaves' units.
    pub playout: i64,
    /// The selection's steps with the UCB1 numbers each compared.
    pub steps: Vec<SelectionStep>,
    /// `N` and `W` of every node of `path` then `expanded`, before the iteration.
    pub before: Vec<(u64, i64)>,
    /// `N` and `W` of every node of `path` then `expanded`, after backpropagation.
    pub after: Vec<(u64, i64)>,
}

impl Key {
    /// The nodes whose `N` and `W` change: the path, then the expanded node.
    pub fn updated(&self) -> Vec<NodeId> {
        self.path.iter().copied().chain(self.expanded).collect()
    }
}

/// Searches `tree` with UCT for `iterations` iterations from `seed` with `C =
/// exploration`, recording the search tree and every iteration (what `gametree search
/// FILE -a mcts --iterations N --seed S --exploration C` records).
///
/// # Errors
/// The search's node limit.
pub fn search(
    tree: &Tree,
    iterations: u64,
    seed: u64,
    exploration: Exploration,
) -> Result<Recording, search::Stop> {
    let options = search::Options {
        mcts: MctsOptions {
            iterations,
            exploration,
            seed,
            ..MctsOptions::default()
        },
        ..search::Options::default()
    };
    let job = SearchJob {
        algorithm: Algorithm::Mcts,
        // To the end of the tree, at most the default node limit.
        limits: Limits::default(),
        options: &options,
        boards: false,
    };
    let (rec, _) = job.record(&tree.root(), &LeafValue::of(tree), tree.win_score())?;
    Ok(rec)
}

/// The key of the recording's iteration `k` (0-based: the question after `k`
/// iterations); `None` when the recording is not MCTS's or has no iteration `k`.
pub fn key(rec: &Recording, k: usize) -> Option<Key> {
    let mut replay = Replay::new(rec)?;
    replay.advance_to(k);
    if replay.done() != k {
        return None;
    }
    let it = replay.next_iteration()?;
    let steps = replay.selection();
    let path: Vec<NodeId> = it.path.iter().map(|&i| NodeId::new(i as usize)).collect();
    let expanded = it.expanded.map(|i| NodeId::new(i as usize));
    let updated: Vec<NodeId> = path.iter().copied().chain(expanded).collect();
    let before = updated.iter().map(|&n| replay.statistics(n)).collect();
    let playout = it.reward;
    replay.step();
    let after = updated.iter().map(|&n| replay.statistics(n)).collect();
    Some(Key {
        path,
        expanded,
        playout,
        steps,
        before,
        after,
    })
}

/// Whether a key makes a question worth asking: selection compares at least two
/// visited children once, and no step is decided by a tie of UCB1.
fn worth_asking(key: &Key) -> bool {
    let compares = key
        .steps
        .iter()
        .any(|s| s.candidates.len() >= 2 && s.candidates.iter().all(|c| c.bonus.is_finite()));
    let ties = key.steps.iter().any(|s| {
        let best = s.candidates.iter().map(|c| c.ucb).fold(f64::MIN, f64::max);
        s.candidates
            .iter()
            .filter(|c| (c.ucb - best).abs() < 1e-9)
            .count()
            > 1
    });
    compares && !ties
}

/// Refuses iterations before the question outside 1 to [`MAX_ITERATIONS`] (making and
/// marking an exercise alike).
///
/// # Errors
/// [`ExerciseError::Invalid`] naming the option.
pub fn check_iterations(iterations: u64) -> Result<(), ExerciseError> {
    if (1..=MAX_ITERATIONS).contains(&iterations) {
        return Ok(());
    }
    Err(ExerciseError::Invalid(crate::tr_message!(
        "exercise-mcts-iterations",
        [Iterations],
        max = MAX_ITERATIONS.to_string()
    )))
}

/// Draws trees from `seed` until the search of `spec.iterations + 1` iterations (with
/// the same seed) asks a question worth asking: the next selection compares visited
/// children by UCB1 at least once, with no tie deciding a step.
///
/// # Errors
/// [`ExerciseError::Invalid`] for options that contradict each other, too large a tree
/// or too many iterations; [`ExerciseError::Unsatisfiable`] when no tree made a
/// question in [`MAX_ATTEMPTS`] attempts.
pub fn generate(spec: &MctsSpec, seed: u64) -> Result<MctsExercise, ExerciseError> {
    let tree_spec = Spec {
        min_cutoffs: 0,
        deep_cutoff: false,
        chance: false,
        ..spec.tree.clone()
    };
    exercise::check_spec(&tree_spec)?;
    check_iterations(spec.iterations)?;
    let mut dice = Dice::new(seed);
    for attempt in 1..=MAX_ATTEMPTS {
        let mut text = String::new();
        let mut next = 0;
        exercise::random_tree(&mut dice, &tree_spec, &mut text, 0, &mut next);
        let root = tree_spec.root.name();
        let position = format!("game: tree\nroot: {root}\ntree: {text}\n");
        let tree = exercise::parse(&position)?;
        let rec = search(&tree, spec.iterations + 1, seed, spec.exploration)
            .map_err(|e| ExerciseError::Invalid(e.message()))?;
        if key(&rec, spec.iterations as usize).is_some_and(|k| worth_asking(&k)) {
            return Ok(MctsExercise {
                seed,
                attempt,
                spec: spec.clone(),
                position,
                tree,
                rec,
            });
        }
    }
    Err(ExerciseError::Unsatisfiable {
        attempts: MAX_ATTEMPTS,
        why: crate::tr!("exercise-mcts-why"),
    })
}

impl MctsExercise {
    /// The exercise of `tree` searched `spec.iterations` iterations from `seed`, as
    /// `gametree check --algorithm mcts` marks it (the tree need not be generated).
    ///
    /// # Errors
    /// The search's node limit; [`ExerciseError::Invalid`] for a recording with no
    /// next iteration (it cannot happen for a search of `k + 1` iterations).
    pub fn of(tree: &Tree, spec: &MctsSpec, seed: u64) -> Result<MctsExercise, crate::Error> {
        let rec = search(tree, spec.iterations + 1, seed, spec.exploration)?;
        Ok(MctsExercise {
            seed,
            attempt: 1,
            spec: spec.clone(),
            position: String::new(),
            tree: tree.clone(),
            rec,
        })
    }

    /// The question's key.
    pub fn key(&self) -> Key {
        key(&self.rec, self.spec.iterations as usize)
            .expect("a search of k + 1 iterations has an iteration k")
    }

    /// The question in words, in the current language: the iterations done, `C`, and
    /// the playout's result.
    pub fn question(&self) -> String {
        crate::tr!(
            "exercise-mcts-question",
            k = self.spec.iterations,
            next = self.spec.iterations + 1,
            c = self.spec.exploration.to_string(),
            playout = self.key().playout.to_string()
        )
    }

    /// The model answer in the text form of docs/homework.md: `path:`, `expand:` and
    /// `NODE N=… W=…` for every node whose statistics change.
    pub fn model_answer(&self) -> String {
        let names = NodeNames::new(&self.rec);
        let key = self.key();
        let mut out = String::new();
        let _ = writeln!(out, "# {}", self.question().replace('\n', "\n# "));
        let path: Vec<String> = key.path.iter().map(|&n| names.name(n)).collect();
        let _ = writeln!(out, "path: {}", path.join(" "));
        let expand = key.expanded.map_or("none".to_string(), |n| names.name(n));
        let _ = writeln!(out, "expand: {expand}");
        for (n, (visits, total)) in key.updated().into_iter().zip(&key.after) {
            let _ = writeln!(out, "{} N={visits} W={total}", names.name(n));
        }
        out
    }
}

impl MctsExercise {
    /// The options `check` marks this exercise with, in order: `algorithm = mcts`,
    /// `iterations`, `seed`, and `exploration` when it is not the default.
    pub fn check_settings(&self) -> Vec<(Param, String)> {
        let mut out = vec![
            (Param::Algorithm, "mcts".to_string()),
            (Param::Iterations, self.spec.iterations.to_string()),
            (Param::Seed, self.seed.to_string()),
        ];
        if self.spec.exploration != Exploration::default() {
            out.push((Param::Exploration, self.spec.exploration.get().to_string()));
        }
        out
    }

    /// The options that make this exercise again: [`MctsExercise::check_settings`],
    /// then the tree's `depth`, `branching`, `values`, `root`.
    pub fn settings(&self) -> Vec<(Param, String)> {
        let range = |(lo, hi): (i64, i64)| {
            if lo == hi {
                lo.to_string()
            } else {
                format!("{lo}..{hi}")
            }
        };
        let t = &self.spec.tree;
        let mut out = self.check_settings();
        out.extend([
            (Param::Depth, t.depth.to_string()),
            (
                Param::Branching,
                range((t.branching.0.into(), t.branching.1.into())),
            ),
            (
                Param::ValueRange,
                range((t.values.0.into(), t.values.1.into())),
            ),
            (Param::Root, t.root.name().to_string()),
        ]);
        out
    }

    /// The position file ([`position_file`]) whose comment names the commands that
    /// make and mark it as `naming` says them.
    pub fn position_text(&self, naming: &Naming) -> String {
        let words = |s: Vec<(Param, String)>| -> Vec<String> {
            s.into_iter()
                .map(|(p, v)| (naming.setting)(p, &v))
                .collect()
        };
        let command = (naming.command)("exercise", &words(self.settings()));
        // The position and the answer are the command's arguments in every naming
        // (`FILE --answer A`, `check(position, answer, …)`): the message says them.
        let check = (naming.command)("check", &words(self.check_settings()));
        position_file(self, &command, &check)
    }
}

/// `N` and `W` of every node of `exercise`'s search tree after `k` iterations, by the
/// node's name ([`NodeNames`] of the exercise's recording: generation order, so the
/// names are the explicit tree's).
pub fn statistics_after(ex: &MctsExercise, k: usize) -> HashMap<String, (u64, i64)> {
    let names = NodeNames::new(&ex.rec);
    let mut replay = Replay::new(&ex.rec).expect("an MCTS recording");
    replay.advance_to(k);
    (0..ex.rec.len())
        .map(NodeId::new)
        .filter(|&n| replay.exists(n))
        .map(|n| (names.name(n), replay.statistics(n)))
        .collect()
}

/// The whole explicit tree's recording (minimax: every node), for the sheets and the
/// names of nodes not in the search tree.
///
/// # Errors
/// The search's node limit.
pub fn full_tree(tree: &Tree) -> Result<Recording, search::Stop> {
    super::solve(tree, Algorithm::Minimax, CutRule::Ge)
}

/// Who chooses at a node, in words for a reason: `MAX`, `MIN`.
pub(crate) fn side(p: Player) -> &'static str {
    match p {
        Player::Max => "MAX",
        Player::Min => "MIN",
        Player::Chance => "CHANCE",
    }
}

/// The exercise's position file with a comment header, in the current language: the
/// command that makes it again, the command that marks answers to it, and the question;
/// then the position with the `exercise:` line of its settings
/// ([`super::Method::file_line`]), which `gametree check` marks by.
pub fn position_file(ex: &MctsExercise, command: &str, check: &str) -> String {
    let mut out = format!("# {command}\n");
    let help = crate::tr!("exercise-mcts-position", check = check);
    for line in help.lines().chain(ex.question().lines()) {
        let _ = writeln!(out, "# {line}");
    }
    let method = super::Method::Mcts(super::MctsSettings {
        iterations: ex.spec.iterations,
        exploration: ex.spec.exploration,
        seed: ex.seed,
    });
    let line = method.file_line(false);
    out.push_str(&super::output::with_exercise_line(&ex.position, &line));
    out
}

/// The figure of the whole explicit tree with `W/N` on every node of the search tree
/// after `k` iterations: a dash on an inner node not in it yet, a leaf not in it its
/// value (a leaf in it has `W = N ·` its value).
///
/// # Errors
/// The search's node limit.
pub fn figure(ex: &MctsExercise, k: usize) -> Result<crate::render::figure::Figure, crate::Error> {
    use crate::render::figure;
    let full = full_tree(&ex.tree)?;
    let opts = super::sheet::blank_options();
    // The blank sheet's labels (a leaf's value), then the figure laid out again for
    // the labels drawn, so that each node is as wide as its `W/N`.
    let blank = figure::build(&full, &opts, NodeId::new(0), |_| true);
    let given: HashMap<NodeId, String> = blank.nodes.into_iter().map(|n| (n.id, n.label)).collect();
    let names = NodeNames::new(&full);
    let stats = statistics_after(ex, k);
    let label = |id: NodeId| {
        let leaf = matches!(
            full.node(id).kind(),
            crate::record::NodeKind::Leaf | crate::record::NodeKind::Terminal
        );
        // A leaf in the search tree has W = N · its value.
        match (stats.get(&names.name(id)), leaf) {
            (Some((n, w)), _) => format!("{w}/{n}"),
            (None, false) => "–".to_string(),
            (None, true) => given.get(&id).cloned().unwrap_or_default(),
        }
    };
    Ok(figure::build_custom(
        &full,
        &opts,
        NodeId::new(0),
        |_| true,
        label,
        false,
    ))
}

/// The sheet in `format`: the tree after `k` iterations with `W/N` on every node and
/// the question; with `solution`, the tree after iteration `k + 1` (the answer's `W/N`).
///
/// # Errors
/// The search's; [`crate::Error::Write`] should a PNG or PDF not be made of the SVG.
pub fn sheet(
    ex: &MctsExercise,
    format: super::sheet::SheetFormat,
    solution: bool,
) -> Result<Vec<u8>, crate::Error> {
    let k = ex.spec.iterations as usize + usize::from(solution);
    let fig = figure(ex, k)?;
    let title = crate::tr!("exercise-mcts-title", seed = ex.seed.to_string());
    let caption = if solution {
        crate::tr!("exercise-mcts-solution", k = k)
    } else {
        format!("{}\n{}", crate::tr!("exercise-mcts-legend"), ex.question())
    };
    let root = ex.rec.label(NodeId::new(0)).unwrap_or("root");
    super::sheet::write(&fig, &title, root, &caption, format)
}

/// The blank sheet's tree in words ([`crate::homework::kind::Made::sheet_text`]): the tree
/// after the exercise's iterations, as the sheet draws it.
///
/// # Errors
/// The search's.
pub fn sheet_text(ex: &MctsExercise) -> Result<String, crate::Error> {
    Ok(crate::render::model::describe::describe(&figure(
        ex,
        ex.spec.iterations as usize,
    )?))
}
