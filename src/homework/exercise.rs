//! Random alpha-beta exercises: explicit trees drawn from a seeded generator until one
//! satisfies the constraints (rejection sampling with a bounded number of attempts).
//!
//! Reproducibility: the generator is ChaCha8 (the `chacha20` crate, the algorithm
//! behind `rand`'s standard generator) keyed with the seed's 8 little-endian bytes
//! followed by 24 zero bytes, and integers are drawn from its 64-bit outputs by
//! `lo + ⌊x · n / 2⁶⁴⌋` — both fixed here rather than taken from a library whose
//! sampling may change, so a seed gives the same exercise on every machine and version.

use super::solve;
use crate::game::file::PositionFile;
use crate::game::Score;
use crate::games::tree::Tree;
use crate::params::{Message, Naming, Param};
use crate::record::NodeId;
use crate::record::NodeNames;
use crate::record::{NodeKind, Recording};
use crate::search::{Algorithm, CutRule};
use chacha20::rand_core::{Rng, SeedableRng};
use chacha20::ChaCha8Rng;

/// The most attempts before giving up on the constraints.
pub const MAX_ATTEMPTS: u32 = 20_000;

/// The most nodes a generated tree may have.
pub const MAX_NODES: u64 = 5_000;

/// The most tree nodes generation makes in all its attempts: 5,000,000 (about 4 s in a
/// release build). Trees of up to 250 nodes get all [`MAX_ATTEMPTS`]; bigger ones
/// fewer, so that an exercise hard to meet fails in seconds, not minutes. The budget
/// counts nodes, not time, so a seed gives the same exercise on every machine.
pub const MAX_WORK: u64 = 5_000_000;

/// Which side moves at the root.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum RootSide {
    /// MAX (the default).
    Max,
    /// MIN.
    Min,
}

impl RootSide {
    /// Every choice, in the order the command line lists them.
    pub const EVERY: [RootSide; 2] = [RootSide::Max, RootSide::Min];

    /// Its name: `max`, `min`.
    pub fn name(self) -> &'static str {
        match self {
            RootSide::Max => "max",
            RootSide::Min => "min",
        }
    }
}

/// A seed from the clock, for an exercise made without `--seed` (print it, so the
/// exercise can be made again): the microseconds of the clock modulo 10⁹, at most
/// nine digits — short enough for a person to copy, and exact in JavaScript (whose
/// numbers hold integers to 2⁵³ only), so that the page's *Next* makes the next seed.
pub fn seed_from_clock() -> u64 {
    web_time::SystemTime::now()
        .duration_since(web_time::UNIX_EPOCH)
        .map_or(0, |d| (d.as_micros() % 1_000_000_000) as u64)
}

/// What `gametree exercise` writes for an exercise.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Sheet {
    /// The position file (`game: tree`), for `gametree search` and `gametree check`.
    Tree,
    /// The model answer in the answer format of `gametree check`.
    Answer,
    /// A standalone SVG sheet.
    Svg,
    /// A standalone LaTeX/TikZ sheet.
    Tikz,
    /// An HTML sheet (with --solution: the interactive report).
    Html,
    /// The SVG sheet as a PNG image (twice the SVG's pixels), for slides.
    Png,
    /// The SVG sheet as a one-page vector PDF, to print or hand out.
    Pdf,
    /// A practice page (one HTML file): the student fills the tree in and has every
    /// node marked, with the reasons of `gametree check` ([`super::practice`]).
    Practice,
    /// The key of a class's variants (`--roster`, `--count`): per student the seed,
    /// the tree and the model answer, as JSON ([`super::lms::key::json`]).
    Key,
    /// A Moodle XML question bank: one Cloze question per student's variant
    /// ([`super::lms::moodle`]).
    Moodle,
    /// An IMS QTI 2.1 content package (zip): one item per student's variant
    /// ([`super::lms::qti`]).
    Qti,
    /// A PrairieLearn question directory (`-o DIR`) that draws a variant per student
    /// and marks it with the Python package ([`super::lms::prairielearn`]).
    Prairielearn,
}

impl Sheet {
    /// Every choice, in the order the command line lists them.
    pub const EVERY: [Sheet; 12] = [
        Sheet::Tree,
        Sheet::Answer,
        Sheet::Svg,
        Sheet::Tikz,
        Sheet::Html,
        Sheet::Png,
        Sheet::Pdf,
        Sheet::Practice,
        Sheet::Key,
        Sheet::Moodle,
        Sheet::Qti,
        Sheet::Prairielearn,
    ];

    /// Its name: `tree`, `answer`, `svg`, `tikz`, `html`, `png`, `pdf`, `practice`,
    /// `key`, `moodle`, `qti`, `prairielearn`.
    pub fn name(self) -> &'static str {
        match self {
            Sheet::Tree => "tree",
            Sheet::Answer => "answer",
            Sheet::Svg => "svg",
            Sheet::Tikz => "tikz",
            Sheet::Html => "html",
            Sheet::Png => "png",
            Sheet::Pdf => "pdf",
            Sheet::Practice => "practice",
            Sheet::Key => "key",
            Sheet::Moodle => "moodle",
            Sheet::Qti => "qti",
            Sheet::Prairielearn => "prairielearn",
        }
    }
}

impl Sheet {
    /// Whether the sheet is a class's: a variant per student ([`Sheet::Key`],
    /// [`Sheet::Moodle`], [`Sheet::Qti`]).
    pub fn is_class(self) -> bool {
        matches!(self, Sheet::Key | Sheet::Moodle | Sheet::Qti)
    }

    /// Checks that `solution` (draw the solved tree) fits this sheet: only figures can
    /// show it.
    ///
    /// # Errors
    /// [`crate::Error::Usage`] for `--solution` with the position file or the answer.
    pub fn check_solution(self, solution: bool) -> Result<(), crate::Error> {
        if solution
            && matches!(
                self,
                Sheet::Key | Sheet::Moodle | Sheet::Qti | Sheet::Prairielearn
            )
        {
            return Err(crate::Error::usage(crate::tr_message!(
                "errors-cmd-solution-class",
                [Solution]
            )));
        }
        if solution && matches!(self, Sheet::Practice) {
            return Err(crate::Error::usage(crate::tr_message!(
                "errors-cmd-solution-practice",
                [Solution]
            )));
        }
        if solution && matches!(self, Sheet::Tree | Sheet::Answer) {
            return Err(crate::Error::usage(crate::tr_message!(
                "errors-cmd-solution-text",
                [Solution, Format = "svg", Format = "answer"]
            )));
        }
        Ok(())
    }
}

/// What an exercise must look like.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Spec {
    /// Plies from the root to the leaves (every leaf is this deep).
    pub depth: u32,
    /// Children of each inner node, drawn uniformly from `lo..=hi`.
    pub branching: (u32, u32),
    /// Leaf values, drawn uniformly from `lo..=hi`.
    pub values: (Score, Score),
    /// Who moves at the root.
    pub root: RootSide,
    /// At least this many cut-offs under left-to-right alpha-beta.
    pub min_cutoffs: u32,
    /// At least one deep cut-off (see [`deep_cutoffs`]).
    pub deep_cutoff: bool,
    /// Chance nodes at every other level (AIMA 3rd ed., Fig. 5.11: MAX, CHANCE, MIN,
    /// CHANCE, …), each child with a probability: an expectiminimax exercise, on which
    /// the cut-off constraints do not apply.
    pub chance: bool,
}

impl Default for Spec {
    fn default() -> Self {
        Spec {
            depth: 3,
            branching: (3, 3),
            values: (-20, 20),
            root: RootSide::Max,
            min_cutoffs: 1,
            deep_cutoff: false,
            chance: false,
        }
    }
}

impl Spec {
    /// The keywords of the Python package's `gametree.exercise` that make trees like
    /// these (`depth`, `branching`, `values`, `root`), with the object `kind`'s own
    /// (its method's) added: JSON, its keys sorted.
    pub fn python_options(&self, kind: serde_json::Value) -> serde_json::Value {
        let mut options = serde_json::json!({
            "depth": self.depth,
            "branching": [self.branching.0, self.branching.1],
            "values": [self.values.0, self.values.1],
            "root": self.root.name(),
        });
        if let (Some(all), serde_json::Value::Object(more)) = (options.as_object_mut(), kind) {
            all.extend(more);
        }
        options
    }

    /// Parses `N` or `LO..HI` (a branching factor; both ≥ 1 is checked by [`generate`]).
    ///
    /// # Errors
    /// A message quoting the text when it is not that.
    pub fn parse_branching(s: &str) -> Result<(u32, u32), String> {
        let (lo, hi) = s.split_once("..").unwrap_or((s, s));
        let p = |t: &str| {
            t.trim()
                .parse::<u32>()
                .map_err(|_| crate::tr!("errors-cmd-parse-branching", found = s))
        };
        Ok((p(lo)?, p(hi)?))
    }

    /// Parses `LO..HI` (or a single value) of leaf values, each within
    /// ±[`crate::game::SCORE_LIMIT`].
    ///
    /// # Errors
    /// A message quoting the text when it is not that.
    pub fn parse_values(s: &str) -> Result<(Score, Score), String> {
        use crate::game::SCORE_LIMIT;
        let (lo, hi) = s.split_once("..").unwrap_or((s, s));
        let p = |t: &str| match t.trim().parse::<Score>() {
            Ok(v) if v.abs() <= SCORE_LIMIT => Ok(v),
            _ => Err(crate::tr!(
                "errors-cmd-parse-values",
                max = SCORE_LIMIT.to_string(),
                found = s
            )),
        };
        Ok((p(lo)?, p(hi)?))
    }

    /// The options that make this exercise again with `seed`, in order: the
    /// position file's comment says them (a flag set alone, such as `deep_cutoff`, has
    /// no value).
    pub fn settings(&self, seed: u64) -> Vec<(Param, Option<String>)> {
        let range = |(lo, hi): (i64, i64)| {
            if lo == hi {
                lo.to_string()
            } else {
                format!("{lo}..{hi}")
            }
        };
        let mut out = vec![
            (Param::Seed, Some(seed.to_string())),
            (Param::Depth, Some(self.depth.to_string())),
            (
                Param::Branching,
                Some(range((self.branching.0 as i64, self.branching.1 as i64))),
            ),
            (
                Param::ValueRange,
                Some(range((self.values.0 as i64, self.values.1 as i64))),
            ),
            (Param::Root, Some(self.root.name().to_string())),
            (Param::MinCutoffs, Some(self.min_cutoffs.to_string())),
        ];
        if self.deep_cutoff {
            out.push((Param::DeepCutoff, None));
        }
        if self.chance {
            out.push((Param::Chance, None));
        }
        out
    }

    /// [`Spec::settings`] as words, each option named by `naming` (`--seed 7`,
    /// `--depth 3`, … on the command line).
    pub fn settings_words(&self, seed: u64, naming: &Naming) -> Vec<String> {
        self.settings(seed)
            .into_iter()
            .map(|(p, v)| match v {
                Some(v) => (naming.setting)(p, &v),
                None => (naming.param)(p),
            })
            .collect()
    }
}

/// Why no exercise was made.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{}", self.message())]
pub enum ExerciseError {
    /// The options contradict each other or give too large a tree.
    Invalid(Message),
    /// Rejection sampling gave up.
    Unsatisfiable {
        /// Attempts made.
        attempts: u32,
        /// What failed most often.
        why: String,
    },
}

impl ExerciseError {
    /// What is wrong, naming the options to change.
    pub fn message(&self) -> Message {
        match self {
            ExerciseError::Invalid(m) => m.clone(),
            ExerciseError::Unsatisfiable { attempts, why } => crate::tr_message!(
                "errors-cmd-unsatisfiable",
                [ValueRange],
                attempts = attempts.to_string(),
                why = why.to_string()
            ),
        }
    }
}

impl From<ExerciseError> for crate::Error {
    /// Options that contradict each other are [`crate::ErrorKind::Usage`]; a generator
    /// that gave up is [`crate::ErrorKind::Limit`] (its attempts are the limit).
    fn from(e: ExerciseError) -> crate::Error {
        match e {
            ExerciseError::Invalid(m) => crate::Error::usage(m),
            ExerciseError::Unsatisfiable { .. } => {
                crate::Error::with_kind(crate::ErrorKind::Limit, e.message())
            }
        }
    }
}

/// A generated exercise.
#[derive(Clone, Debug)]
pub struct Exercise {
    /// The seed it came from.
    pub seed: u64,
    /// The attempt (1-based) that met the constraints.
    pub attempt: u32,
    /// The position file (`game: tree`), without comments.
    pub position: String,
    /// The parsed tree.
    pub tree: Tree,
    /// Cut-offs under alpha-beta (α ≥ β).
    pub cutoffs: u64,
    /// Deep cut-offs among them.
    pub deep_cutoffs: usize,
}

/// The seeded generator (see the module docs).
pub struct Dice(ChaCha8Rng);

impl Dice {
    /// The generator for `seed`.
    pub fn new(seed: u64) -> Dice {
        let mut key = [0u8; 32];
        key[..8].copy_from_slice(&seed.to_le_bytes());
        Dice(ChaCha8Rng::from_seed(key))
    }

    /// A uniform integer in `lo..=hi` (`lo ≤ hi`).
    pub fn range(&mut self, lo: i64, hi: i64) -> i64 {
        let n = (hi - lo + 1) as u128;
        lo + ((self.0.next_u64() as u128 * n) >> 64) as i64
    }
}

/// Labels in visit order: `A` … `Z`, `AA`, `AB`, ….
pub fn letters(mut i: usize) -> String {
    let mut s = Vec::new();
    loop {
        s.push(b'A' + (i % 26) as u8);
        if i < 26 {
            break;
        }
        i = i / 26 - 1;
    }
    s.reverse();
    String::from_utf8(s).unwrap_or_default()
}

pub(super) fn check_spec(spec: &Spec) -> Result<(), ExerciseError> {
    let bad = |m: Message| Err(ExerciseError::Invalid(m));
    let (blo, bhi) = spec.branching;
    if spec.depth == 0 {
        return bad(crate::tr_message!("errors-cmd-spec-depth", [Depth]));
    }
    if blo < 1 || blo > bhi {
        return bad(crate::tr_message!(
            "errors-cmd-spec-branching",
            [Branching],
            lo = blo.to_string(),
            hi = bhi.to_string()
        ));
    }
    if spec.deep_cutoff && spec.depth < 4 {
        return bad(crate::tr_message!(
            "errors-cmd-spec-deep-depth",
            [DeepCutoff, Depth = 4, Depth = spec.depth]
        ));
    }
    if spec.deep_cutoff && spec.chance {
        return bad(crate::tr_message!(
            "errors-cmd-spec-deep-chance",
            [DeepCutoff, Chance]
        ));
    }
    let (vlo, vhi) = spec.values;
    if vlo > vhi {
        return bad(crate::tr_message!(
            "errors-cmd-spec-values",
            [ValueRange],
            lo = vlo.to_string(),
            hi = vhi.to_string()
        ));
    }
    let mut nodes: u64 = 1;
    let mut level: u64 = 1;
    for _ in 0..spec.depth {
        level = level.saturating_mul(bhi as u64);
        nodes = nodes.saturating_add(level);
    }
    if nodes > MAX_NODES {
        return bad(crate::tr_message!(
            "errors-cmd-spec-too-big",
            [Depth = spec.depth, Branching],
            hi = bhi.to_string(),
            nodes = nodes.to_string(),
            max = MAX_NODES.to_string()
        ));
    }
    if spec.chance || spec.min_cutoffs == 0 {
        return Ok(());
    }
    // What no tree of these options can meet, refused at once rather than after every
    // attempt. A cut-off happens at an inner node below the root with moves left.
    let places = if bhi < 2 { 0 } else { nodes - level - 1 };
    if u64::from(spec.min_cutoffs) > places {
        return bad(crate::tr_message!(
            "errors-cmd-spec-cutoffs",
            [MinCutoffs = spec.min_cutoffs, Depth = spec.depth, Branching],
            hi = bhi.to_string(),
            places = places.to_string()
        ));
    }
    if vlo == vhi {
        return bad(crate::tr_message!(
            "errors-cmd-spec-one-value",
            [ValueRange = format!("{vlo}..{vhi}")],
            v = vlo.to_string()
        ));
    }
    Ok(())
}

/// Writes a random tree: inner nodes labelled in visit order.
pub(super) fn random_tree(
    dice: &mut Dice,
    spec: &Spec,
    out: &mut String,
    depth: u32,
    next: &mut usize,
) {
    if depth == spec.depth {
        let v = dice.range(spec.values.0 as i64, spec.values.1 as i64);
        out.push_str(&v.to_string());
        return;
    }
    let label = letters(*next);
    *next += 1;
    out.push('[');
    out.push_str(&label);
    out.push(':');
    let k = dice.range(spec.branching.0 as i64, spec.branching.1 as i64);
    // With --chance every other level is a chance node's: weights 1 to 3, each
    // child's probability its weight over their sum, in lowest terms.
    let chance = spec.chance && depth % 2 == 1;
    let weights: Vec<u64> = (0..k)
        .map(|_| if chance { dice.range(1, 3) as u64 } else { 0 })
        .collect();
    let total: u64 = weights.iter().sum();
    if chance {
        out.push_str(" chance");
    }
    for &w in &weights {
        out.push(' ');
        if chance {
            let g = crate::game::gcd(w, total);
            match total / g {
                1 => out.push_str("1: "),
                d => out.push_str(&format!("{}/{d}: ", w / g)),
            }
        }
        random_tree(dice, spec, out, depth + 1, next);
    }
    out.push(']');
}

/// The cut-offs of an alpha-beta recording whose bound came from a grandparent or
/// higher: at the cut node the parent's α had not been raised by the parent's own
/// earlier children, so β (= −α of the parent, negamax form) was inherited from above.
pub fn deep_cutoffs(rec: &Recording) -> Vec<NodeId> {
    let names = NodeNames::new(rec);
    (0..rec.len())
        .map(NodeId::new)
        .filter(|&id| rec.node(id).cutoff())
        .filter(|&id| {
            let Some(p) = names.parent(id) else {
                return false;
            };
            match (rec.node(id).window(), rec.node(p).window()) {
                (Some((_, beta)), Some((palpha, _))) => beta == -palpha,
                _ => false,
            }
        })
        .collect()
}

/// Whether two recordings of the same tree agree on every node: searched or pruned,
/// value, bound and window.
pub fn same_answers(a: &Recording, b: &Recording) -> bool {
    let key = |r: &Recording| {
        super::check::preorder(r)
            .into_iter()
            .map(|id| {
                let n = r.node(id);
                (
                    n.kind() == NodeKind::Pruned,
                    n.value(),
                    n.bound(),
                    n.window(),
                )
            })
            .collect::<Vec<_>>()
    };
    a.len() == b.len() && key(a) == key(b)
}

/// Draws trees from `seed` until one meets `spec`: at least `min_cutoffs` cut-offs and
/// (with `deep_cutoff`) a deep one under left-to-right alpha-beta, and a unique correct
/// answer — no tie α = β decides a cut-off, so fail-soft alpha-beta cutting at α ≥ β
/// and at α > β gives the same searched nodes, values and windows.
///
/// (Fail-hard values cannot tell a tie from a fail high: a child that failed returns
/// exactly its bound, so fail-hard with α > β only ever cuts above leaves.)
///
/// # Errors
/// [`ExerciseError::Invalid`] for options that contradict each other or give too large
/// a tree; [`ExerciseError::Unsatisfiable`] when no tree met `spec` in the attempts
/// allowed.
pub fn generate(spec: &Spec, seed: u64) -> Result<Exercise, ExerciseError> {
    check_spec(spec)?;
    let mut dice = Dice::new(seed);
    let mut fails = [0u32; 3];
    let mut work = 0u64;
    let mut attempts = 0;
    for attempt in 1..=MAX_ATTEMPTS {
        if work >= MAX_WORK {
            break;
        }
        attempts = attempt;
        let mut text = String::new();
        let mut next = 0;
        random_tree(&mut dice, spec, &mut text, 0, &mut next);
        let root = match spec.root {
            RootSide::Max => "max",
            RootSide::Min => "min",
        };
        let position = format!("game: tree\nroot: {root}\ntree: {text}\n");
        let tree = parse(&position)?;
        work += tree.len() as u64;
        // An expectiminimax exercise: every node is worked, nothing to constrain.
        if spec.chance {
            return Ok(Exercise {
                seed,
                attempt,
                position,
                tree,
                cutoffs: 0,
                deep_cutoffs: 0,
            });
        }
        let rec =
            |alg, cut| solve(&tree, alg, cut).map_err(|e| ExerciseError::Invalid(e.message()));
        // Fail-soft and fail-hard prune the same nodes with the same windows; the
        // fail-soft values are the true bounds, so its ties are the real ones.
        let soft = rec(Algorithm::AlphaBetaSoft, CutRule::Ge)?;
        let cutoffs = soft.meta.stats.cutoffs;
        if cutoffs < spec.min_cutoffs as u64 {
            fails[0] += 1;
            continue;
        }
        let deep = deep_cutoffs(&soft).len();
        if spec.deep_cutoff && deep == 0 {
            fails[1] += 1;
            continue;
        }
        if !same_answers(&soft, &rec(Algorithm::AlphaBetaSoft, CutRule::Gt)?) {
            fails[2] += 1;
            continue;
        }
        return Ok(Exercise {
            seed,
            attempt,
            position,
            tree,
            cutoffs,
            deep_cutoffs: deep,
        });
    }
    let why = [
        crate::tr!("errors-cmd-why-cutoffs"),
        crate::tr!("errors-cmd-why-deep"),
        crate::tr!("errors-cmd-why-tie"),
    ];
    let worst = (0..3).max_by_key(|&i| fails[i]).unwrap_or(0);
    Err(ExerciseError::Unsatisfiable {
        attempts,
        why: crate::tr!("errors-cmd-why-most-often", why = &why[worst]),
    })
}

/// Parses a generated position file.
///
/// # Errors
/// [`ExerciseError::Invalid`] for a file that is not an explicit tree.
pub fn parse(position: &str) -> Result<Tree, ExerciseError> {
    let mut f =
        PositionFile::parse(position).map_err(|e| ExerciseError::Invalid(e.to_string().into()))?;
    f.take("game");
    Tree::from_file(f).map_err(|e| ExerciseError::Invalid(e.to_string().into()))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A seed from the clock is exact in JavaScript (below 2⁵³), so that the browser's
    /// *Next* (seed + 1) makes another exercise, and at most nine digits.
    #[test]
    fn a_seed_from_the_clock_is_short_and_exact_in_javascript() {
        for _ in 0..100 {
            let s = seed_from_clock();
            assert!(s < 1_000_000_000, "{s}");
        }
    }

    #[test]
    fn letters_count_like_spreadsheet_columns() {
        assert_eq!(letters(0), "A");
        assert_eq!(letters(25), "Z");
        assert_eq!(letters(26), "AA");
        assert_eq!(letters(27), "AB");
        assert_eq!(letters(26 + 26 * 26), "AAA");
    }

    #[test]
    fn dice_are_fixed_by_the_seed() {
        let draw = |seed| {
            let mut d = Dice::new(seed);
            (0..8).map(|_| d.range(-20, 20)).collect::<Vec<_>>()
        };
        assert_eq!(draw(7), draw(7));
        assert_ne!(draw(7), draw(8));
        assert!(draw(1).iter().all(|v| (-20..=20).contains(v)));
        let mut d = Dice::new(3);
        assert!((0..100).all(|_| d.range(5, 5) == 5));
    }
}
