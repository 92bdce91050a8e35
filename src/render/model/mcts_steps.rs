//! The steps of a recorded Monte Carlo tree search, as a lecture walks through it:
//! each iteration's four phases (Browne et al. 2012, Fig. 2; AIMA 4th ed. §5.4) as
//! separate steps, with the numbers in their captions — selection one step per move of
//! its path (the UCB1 arithmetic of Kocsis & Szepesvári 2006's UCT: `Select D: UCB1 =
//! 0.58 + 1.41·√(ln 12 / 3) = 1.41, the largest of B 1.12 and C 0.96 (Q = W/N, MAX to
//! move at A).`), expansion, simulation (the playout and its result) and
//! backpropagation (`N(A) 11→12, W(A) 5→6; …`). The numbers come from
//! [`crate::record::mcts::Replay`], the one replay of the recorded iterations.
//!
//! Behind `--steps DIR` and Beamer ([`super::steps::StepFigures`] hands an MCTS
//! recording to [`McFigures`]) and the HTML report's replay (`render::backend::html`
//! embeds [`ReplayData`], which `templates/report.js` formats in the page's
//! language with the same messages). Every iteration gets its four phases, whatever
//! their number: a step is a few dozen bytes of the report (tic-tac-toe, 200
//! iterations: 919 steps, 180 KB).
//!
//! A caption is [`Words`]: a message of the catalogue (`steps-mcts-…`) and its
//! arguments, numbers kept as numbers until a language writes them (a decimal comma in
//! cs, sk, de, ru), so that Rust and the page word them alike.

use super::figure::{FigNode, Figure, Phase, Ring};
use super::options::RenderOptions;
use super::shown::shown_label;
use super::{build, labels};
use crate::game::Player;
use crate::lang::Arg;
use crate::record::mcts::{Replay, SelectionStep};
use crate::record::{NodeKind, NodeNames, Recording};
use crate::render::metrics;
use crate::search::mcts::Playout;
use petgraph::graph::NodeIndex;
use serde_json::{json, Value};

/// The most iterations of a Monte Carlo tree search a replay shows (the HTML report,
/// Beamer, `--steps`), refused up front above it
/// ([`crate::render::Target::check_mcts`]). Each iteration is four or more steps,
/// about 1.2 kB of the report (Nim 2-2, a path of three nodes; more for wide trees),
/// which the browser holds all at once: 10,000 iterations make a 12 MB report that
/// headless Chromium opened in 11 s and 0.3 GB on the project's loaded 2-core machine,
/// 30,000 a 37 MB one (31 s, 0.7 GB). Beamer writes about 44 kB an iteration and
/// `--steps` six files: their own node limits stop most larger trees first.
pub const MAX_REPLAY_ITERATIONS: u64 = 10_000;

/// The four phases of an iteration, in the order they happen.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum McPhase {
    /// From the root down the tree, by UCB1 (a chance node: by sampling).
    Selection,
    /// One new node below the selected one (none at a leaf or finished game).
    Expansion,
    /// A playout from the new node (or the selected leaf) to a result.
    Simulation,
    /// `N += 1`, `W += result` on the path and the new node.
    Backpropagation,
}

impl McPhase {
    /// The phase's number in the report's data: 0 selection … 3 backpropagation.
    pub fn index(self) -> u8 {
        self as u8
    }
}

/// A caption before a language words it: message `id` of the catalogue and its
/// arguments.
#[derive(Clone, Debug, PartialEq)]
pub struct Words {
    /// The message (`steps-mcts-select`, …).
    pub id: &'static str,
    /// Its arguments by name.
    pub args: Vec<(&'static str, Part)>,
}

/// An argument of a caption.
#[derive(Clone, Debug, PartialEq)]
pub enum Part {
    /// An integer (plural forms choose by it): visits, plies, an iteration.
    Int(i64),
    /// A number as written with a decimal point (`0.58`, `-1`, `2.5`): the language
    /// writes its decimal comma.
    Decimal(String),
    /// Text as it is (a node's name, a move).
    Text(String),
    /// Another message.
    Words(Words),
    /// A list joined by commas and the language's `and` (`B 1.12 and C 0.96`).
    And(Vec<Part>),
    /// A list joined by semicolons.
    Semicolons(Vec<Part>),
}

impl Words {
    fn new(id: &'static str, args: Vec<(&'static str, Part)>) -> Words {
        Words { id, args }
    }

    /// The caption in the [`crate::lang::current`] language.
    pub fn text(&self) -> String {
        let args: Vec<(&str, Arg)> = self.args.iter().map(|(k, p)| (*k, p.arg())).collect();
        crate::lang::message(self.id, &args)
    }
}

impl Part {
    fn arg(&self) -> Arg {
        match self {
            Part::Int(n) => Arg::Int(*n),
            other => Arg::Text(other.text()),
        }
    }

    /// The part in the current language.
    fn text(&self) -> String {
        match self {
            Part::Int(n) => n.to_string(),
            Part::Decimal(s) if crate::lang::current().decimal_comma() => s.replace('.', ","),
            Part::Decimal(s) | Part::Text(s) => s.clone(),
            Part::Words(w) => w.text(),
            Part::And(parts) => {
                let words: Vec<String> = parts.iter().map(Part::text).collect();
                match words.as_slice() {
                    [] => String::new(),
                    [one] => one.clone(),
                    [rest @ .., last] => {
                        crate::tr!(
                            "steps-list-and",
                            init = rest.join(", "),
                            last = last.clone()
                        )
                    }
                }
            }
            Part::Semicolons(parts) => parts.iter().map(Part::text).collect::<Vec<_>>().join("; "),
        }
    }
}

/// Writes captions for the report's script, small: a message id without its
/// `steps-mcts-` prefix, `{"m": id}` for a message without arguments, `{"m": [id,
/// {name: part}]}` with, a number as a JSON number, text as a string, `{"d": "0.58"}`
/// for a decimal, `{"and": [parts]}` and `{"semi": [parts]}` for lists, and
/// `{"r": i}` for the `i`-th of `names`, each node's name written once; a list of
/// candidates `{"cand": [[name, "ucb"], …]}` and of updates `{"upd": [[name, n0, n1,
/// "w0", "w1"], …]}` (`templates/report.js`, `mcText`).
#[derive(Default)]
struct Packer {
    names: Vec<Value>,
    seen: std::collections::HashMap<String, usize>,
}

/// Whether every part is message `id`.
fn all_of(parts: &[Part], id: &str) -> bool {
    parts
        .iter()
        .all(|p| matches!(p, Part::Words(w) if w.id == id))
}

impl Packer {
    /// A list of one message as rows of its arguments' values, decimals as strings.
    fn rows(&mut self, parts: &[Part]) -> Vec<Value> {
        parts
            .iter()
            .filter_map(|p| match p {
                Part::Words(w) => Some(Value::Array(
                    w.args
                        .iter()
                        .map(|(_, a)| match a {
                            Part::Decimal(s) => json!(s),
                            other => self.part(other),
                        })
                        .collect(),
                )),
                _ => None,
            })
            .collect()
    }

    fn words(&mut self, w: &Words) -> Value {
        let id = w.id.strip_prefix("steps-mcts-").unwrap_or(w.id);
        if w.args.is_empty() {
            return json!(id);
        }
        let args: serde_json::Map<String, Value> = w
            .args
            .iter()
            .map(|(k, p)| ((*k).to_string(), self.part(p)))
            .collect();
        json!([id, args])
    }

    fn part(&mut self, p: &Part) -> Value {
        match p {
            Part::Int(n) => json!(n),
            Part::Decimal(s) => json!({ "d": s }),
            Part::Text(s) => json!(s),
            // Names: written once, referred to after.
            Part::Words(w) if matches!(w.id, "steps-root" | "steps-mcts-node-move") => {
                let value = json!({ "m": self.words(w) });
                let key = value.to_string();
                let next = self.names.len();
                let i = *self.seen.entry(key).or_insert(next);
                if i == next {
                    self.names.push(value);
                }
                json!({ "r": i })
            }
            Part::Words(w) => json!({ "m": self.words(w) }),
            // Lists of one message: its arguments only, in the message's order.
            Part::And(p) if all_of(p, "steps-mcts-candidate") => {
                json!({ "cand": self.rows(p) })
            }
            Part::Semicolons(p) if all_of(p, "steps-mcts-update") => {
                json!({ "upd": self.rows(p) })
            }
            Part::And(p) => json!({ "and": p.iter().map(|p| self.part(p)).collect::<Vec<_>>() }),
            Part::Semicolons(p) => {
                json!({ "semi": p.iter().map(|p| self.part(p)).collect::<Vec<_>>() })
            }
        }
    }
}

/// A number a caption shows: two decimal places (`1.41`), `∞` for an unvisited child.
fn two_places(x: f64) -> Part {
    if x.is_infinite() {
        Part::Text(if x > 0.0 { "∞" } else { "-∞" }.into())
    } else {
        // −0.00 reads as 0.00.
        let s = format!("{x:.2}");
        Part::Decimal(if s == "-0.00" { "0.00".into() } else { s })
    }
}

/// One step of an iteration.
#[derive(Clone, Debug, PartialEq)]
pub struct McStep {
    /// The iteration, 0-based (captions say it 1-based).
    pub iteration: usize,
    /// Its phase.
    pub phase: McPhase,
    /// The step's node: the child selected, the node added (or the selected leaf), the
    /// node the playout starts from; at backpropagation that node again, where the
    /// updates start. The path from the root to it is the iteration's path so far.
    pub node: NodeIndex,
    /// The caption, without `Iteration k · phase:` ([`McSteps::caption`] adds it).
    pub words: Words,
    /// At backpropagation: each updated node, root first, with its `N` and `W` after
    /// the update (W in units of `1 / scale`, MAX's view); empty otherwise.
    pub updates: Vec<(NodeIndex, u64, i64)>,
}

/// The steps of a recorded Monte Carlo tree search, and when each node appears.
pub struct McSteps<'r> {
    rec: &'r Recording,
    steps: Vec<McStep>,
    /// The step (0-based) at which each node enters the tree (its expansion; the root
    /// at step 0); `usize::MAX` for never.
    born: Vec<usize>,
}

/// A node an expansion added and the number of that step (0-based, over all
/// iterations).
type Birth = (NodeIndex, usize);

/// Makes the steps one iteration at a time, replaying the recording: a report of
/// many iterations writes each iteration's steps and forgets them.
struct Stepper<'r> {
    replay: Replay<'r>,
    namer: Namer<'r>,
    /// The steps made so far.
    made: usize,
}

impl<'r> Stepper<'r> {
    /// `None` unless `rec` is a recording of `--algorithm mcts`.
    fn new(rec: &'r Recording) -> Option<Stepper<'r>> {
        Some(Stepper {
            replay: Replay::new(rec)?,
            namer: Namer {
                rec,
                names: NodeNames::new(rec),
            },
            made: 0,
        })
    }

    /// The next iteration's steps, with the node its expansion added and that step's
    /// number (0-based, counted over all iterations); `None` when none is left.
    fn next_steps(&mut self) -> Option<(Vec<McStep>, Option<Birth>)> {
        let (replay, namer) = (&mut self.replay, &self.namer);
        let it = replay.next_iteration()?;
        let k = replay.done();
        let mut steps = Vec::new();
        let push = |steps: &mut Vec<McStep>, phase, node: NodeIndex, words| {
            steps.push(McStep {
                iteration: k,
                phase,
                node,
                words,
                updates: Vec::new(),
            })
        };
        let selection = replay.selection();
        let end = NodeIndex::new(it.path.last().copied().unwrap_or(0) as usize);
        if selection.is_empty() {
            let words = Words::new("steps-mcts-stay", vec![("name", namer.name(end))]);
            push(&mut steps, McPhase::Selection, end, words);
        }
        for s in &selection {
            push(
                &mut steps,
                McPhase::Selection,
                s.chosen,
                namer.select(replay, s),
            );
        }
        let expanded = it.expanded.map(|e| NodeIndex::new(e as usize));
        let from = expanded.unwrap_or(end);
        let born = expanded.map(|e| (e, self.made + steps.len()));
        let words = namer.expansion(end, expanded);
        push(&mut steps, McPhase::Expansion, from, words);
        let words = namer.simulation(replay, from, it.reward, it.playout_plies);
        push(&mut steps, McPhase::Simulation, from, words);
        let nodes: Vec<NodeIndex> = it
            .path
            .iter()
            .chain(it.expanded.iter())
            .map(|&v| NodeIndex::new(v as usize))
            .collect();
        let before: Vec<(u64, i64)> = nodes.iter().map(|&v| replay.statistics(v)).collect();
        replay.step();
        let updates: Vec<(NodeIndex, u64, i64)> = nodes
            .iter()
            .map(|&v| {
                let (n, w) = replay.statistics(v);
                (v, n, w)
            })
            .collect();
        let words = namer.backpropagation(&before, &updates);
        steps.push(McStep {
            iteration: k,
            phase: McPhase::Backpropagation,
            node: from,
            words,
            updates,
        });
        self.made += steps.len();
        Some((steps, born))
    }
}

/// The step (0-based) at which each node of `rec` enters the tree: the root at step
/// 0, the others never ([`usize::MAX`]) until [`Stepper::next_steps`] says.
fn unborn(rec: &Recording) -> Vec<usize> {
    let mut born = vec![usize::MAX; rec.len()];
    if let Some(b) = born.first_mut() {
        *b = 0;
    }
    born
}

impl<'r> McSteps<'r> {
    /// The steps of `rec`, `None` unless it is a recording of `--algorithm mcts`.
    pub fn new(rec: &'r Recording) -> Option<McSteps<'r>> {
        let mut stepper = Stepper::new(rec)?;
        let mut born = unborn(rec);
        let mut steps = Vec::new();
        while let Some((more, added)) = stepper.next_steps() {
            if let Some((e, k)) = added {
                born[e.index()] = k;
            }
            steps.extend(more);
        }
        Some(McSteps { rec, steps, born })
    }

    /// The steps, in order.
    pub fn steps(&self) -> &[McStep] {
        &self.steps
    }

    /// How many steps there are.
    pub fn len(&self) -> usize {
        self.steps.len()
    }

    /// Whether there are none (a run of no iterations).
    pub fn is_empty(&self) -> bool {
        self.steps.is_empty()
    }

    /// Whether `id` is in the tree at step `k` (0-based).
    pub fn exists(&self, id: NodeIndex, k: usize) -> bool {
        self.born.get(id.index()).is_some_and(|&b| b <= k)
    }

    /// Every node's `N` and `W` as they stand at step `k` (0-based; a backpropagation
    /// step's updates included), indexed by node id.
    pub fn statistics_at(&self, k: usize) -> Vec<(u64, i64)> {
        let mut stats = vec![(0, 0); self.rec.len()];
        for s in self.steps.iter().take(k.saturating_add(1)) {
            for &(v, n, w) in &s.updates {
                stats[v.index()] = (n, w);
            }
        }
        stats
    }

    /// The caption of step `k` (0-based) in the current language: `Iteration 3,
    /// selection: select D: UCB1 = …`; empty outside the steps.
    pub fn caption(&self, k: usize) -> String {
        self.steps
            .get(k)
            .map_or_else(String::new, |s| caption_words(s).text())
    }
}

/// What the report's script needs of a recorded Monte Carlo tree search
/// (`templates/report.js`): `steps`, one `[iteration, phase, node, words, updates]` a
/// step (phase 0 selection … 3 backpropagation; words the caption without `Iteration
/// k, phase:`, packed as `Packer` says; updates `[[node, N, "W"], …]`, W as text in
/// the leaves' units), `names`, the node names the captions refer to, and `born`, the
/// step each node enters the tree (`-1`: never). Serialized as one JSON object.
///
/// Made an iteration at a time: each step is written as JSON text when it is made
/// and then dropped, so memory is about the size of what is written (the report's
/// replay of 30,000 iterations took 2.4 GB when the steps were kept as values).
pub struct ReplayData {
    born: Vec<i64>,
    names: Vec<Value>,
    /// The steps, written: a JSON array.
    steps: Box<serde_json::value::RawValue>,
}

impl ReplayData {
    /// The replay of `rec`, `None` unless it is a recording of `--algorithm mcts`.
    pub fn new(rec: &Recording) -> Option<ReplayData> {
        let mut stepper = Stepper::new(rec)?;
        let mut born = unborn(rec);
        let mut packer = Packer::default();
        let mut text: Vec<u8> = vec![b'['];
        while let Some((steps, added)) = stepper.next_steps() {
            if let Some((e, k)) = added {
                born[e.index()] = k;
            }
            for s in &steps {
                let updates: Vec<Value> = s
                    .updates
                    .iter()
                    .map(|&(v, n, w)| json!([v.index(), n, total_text(rec, w)]))
                    .collect();
                let step = json!([
                    s.iteration,
                    s.phase.index(),
                    s.node.index(),
                    packer.words(&s.words),
                    updates
                ]);
                if text.len() > 1 {
                    text.push(b',');
                }
                // Writing a value into a vector cannot fail.
                let _ = serde_json::to_writer(&mut text, &step);
            }
        }
        text.push(b']');
        // serde_json wrote UTF-8.
        let text = String::from_utf8(text).unwrap_or_else(|_| "[]".into());
        let steps = serde_json::value::RawValue::from_string(text).ok()?;
        Some(ReplayData {
            born: born
                .iter()
                .map(|&b| i64::try_from(b).unwrap_or(-1))
                .collect(),
            names: packer.names,
            steps,
        })
    }
}

impl serde::Serialize for ReplayData {
    /// `{"born": …, "names": …, "steps": …}`, the keys in that order.
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let mut m = s.serialize_map(Some(3))?;
        m.serialize_entry("born", &self.born)?;
        m.serialize_entry("names", &self.names)?;
        m.serialize_entry("steps", &self.steps)?;
        m.end()
    }
}

/// A step's whole caption: `Iteration k, phase: …`.
fn caption_words(s: &McStep) -> Words {
    let phase = match s.phase {
        McPhase::Selection => "steps-mcts-selection",
        McPhase::Expansion => "steps-mcts-expansion",
        McPhase::Simulation => "steps-mcts-simulation",
        McPhase::Backpropagation => "steps-mcts-backpropagation",
    };
    Words::new(
        "steps-mcts-caption",
        vec![
            ("k", Part::Int(s.iteration as i64 + 1)),
            ("phase", Part::Words(Words::new(phase, Vec::new()))),
            ("text", Part::Words(s.words.clone())),
        ],
    )
}

/// Words each phase's caption.
struct Namer<'r> {
    rec: &'r Recording,
    names: NodeNames<'r>,
}

impl Namer<'_> {
    /// How a caption names `id`: its name (`C`, `1.2`), the root in the caption's
    /// language, and the move that leads there where the name does not spell it.
    fn name(&self, id: NodeIndex) -> Part {
        let name = self.names.name(id);
        if id.index() == 0 && self.rec.label(id).is_none() {
            return Part::Words(Words::new("steps-root", Vec::new()));
        }
        let name = shown_label(&name).into_owned();
        match self.rec.move_name(id) {
            Some(mv) if !self.names.spells_moves(id) => Part::Words(Words::new(
                "steps-mcts-node-move",
                vec![
                    ("name", Part::Text(name)),
                    ("move", Part::Text(shown_label(mv).into_owned())),
                ],
            )),
            _ => Part::Text(name),
        }
    }

    /// The short name of `id` for a list of candidates: its name alone.
    fn short(&self, id: NodeIndex) -> Part {
        if id.index() == 0 && self.rec.label(id).is_none() {
            return Part::Words(Words::new("steps-root", Vec::new()));
        }
        match self.rec.move_name(id) {
            Some(mv) if !self.names.spells_moves(id) => Part::Text(shown_label(mv).into_owned()),
            _ => Part::Text(shown_label(&self.names.name(id)).into_owned()),
        }
    }

    /// A selection step: the UCB1 arithmetic of the chosen child and the others'
    /// UCB1, whose view `Q` is in; at a chance node the sampled outcome.
    fn select(&self, replay: &Replay, s: &SelectionStep) -> Words {
        if s.player == Player::Chance {
            let p = self.rec.probability(s.chosen).unwrap_or("?");
            return Words::new(
                "steps-mcts-sample",
                vec![
                    ("at", self.name(s.parent)),
                    ("name", self.name(s.chosen)),
                    ("p", Part::Decimal(p.to_string())),
                ],
            );
        }
        let Some(chosen) = s.candidates.iter().find(|c| c.node == s.chosen) else {
            return Words::new("steps-mcts-stay", vec![("name", self.name(s.chosen))]);
        };
        let others: Vec<Part> = s
            .candidates
            .iter()
            .filter(|c| c.node != s.chosen)
            .map(|c| {
                Part::Words(Words::new(
                    "steps-mcts-candidate",
                    vec![("name", self.short(c.node)), ("ucb", two_places(c.ucb))],
                ))
            })
            .collect();
        // UCT breaks a tie by move order: the caption says so where one decided.
        let tied = s
            .candidates
            .iter()
            .any(|c| c.node != s.chosen && c.ucb == chosen.ucb);
        let rank = if others.is_empty() {
            Words::new("steps-mcts-only", vec![("at", self.name(s.parent))])
        } else if tied {
            Words::new(
                "steps-mcts-largest-tie",
                vec![("others", Part::And(others))],
            )
        } else {
            Words::new("steps-mcts-largest", vec![("others", Part::And(others))])
        };
        let view = if s.player == Player::Min {
            "steps-mcts-view-min"
        } else {
            "steps-mcts-view-max"
        };
        Words::new(
            "steps-mcts-select",
            vec![
                ("name", self.name(s.chosen)),
                ("q", two_places(chosen.q)),
                ("c", two_places(replay.run().exploration.get())),
                ("parent", Part::Int(s.parent_visits as i64)),
                ("n", Part::Int(chosen.visits as i64)),
                ("ucb", two_places(chosen.ucb)),
                ("rank", Part::Words(rank)),
                (
                    "view",
                    Part::Words(Words::new(view, vec![("at", self.name(s.parent))])),
                ),
            ],
        )
    }

    /// The expansion step: the move added below `end`, or why there is none.
    fn expansion(&self, end: NodeIndex, expanded: Option<NodeIndex>) -> Words {
        match expanded {
            Some(e) => Words::new(
                "steps-mcts-expand",
                vec![("at", self.name(end)), ("name", self.name(e))],
            ),
            None if self.rec.node(end).kind() == NodeKind::Terminal => {
                Words::new("steps-mcts-expand-terminal", vec![("name", self.name(end))])
            }
            None => Words::new("steps-mcts-expand-leaf", vec![("name", self.name(end))]),
        }
    }

    /// The result of a playout as a caption shows it: an explicit tree's leaf value,
    /// a game's `+1`, `0`, `-1` (or its utilities).
    fn result(&self, reward: i64) -> Part {
        let text = total_text(self.rec, reward);
        Part::Decimal(if reward > 0 && !self.explicit() {
            format!("+{text}")
        } else {
            text
        })
    }

    /// Whether the rewards are an explicit tree's leaf values (not a game's result).
    fn explicit(&self) -> bool {
        self.rec.leaves_given() || self.rec.meta.game == "tree"
    }

    /// The simulation step: the playout from `from` and its result.
    fn simulation(&self, replay: &Replay, from: NodeIndex, reward: i64, plies: u32) -> Words {
        let name = ("name", self.name(from));
        let result = ("result", self.result(reward));
        if self.explicit() {
            return if plies == 0 {
                Words::new("steps-mcts-leaf-value", vec![name, result])
            } else {
                Words::new(
                    "steps-mcts-playout-tree",
                    vec![name, ("plies", Part::Int(i64::from(plies))), result],
                )
            };
        }
        let eval = replay.run().playout == Playout::Eval;
        let meaning = match (reward.signum(), eval) {
            (1, false) => "steps-mcts-max-wins",
            (-1, false) => "steps-mcts-min-wins",
            (_, false) => "steps-mcts-draw",
            (1, true) => "steps-mcts-eval-max",
            (-1, true) => "steps-mcts-eval-min",
            (_, true) => "steps-mcts-eval-even",
        };
        let meaning = ("meaning", Part::Words(Words::new(meaning, Vec::new())));
        if plies == 0 {
            Words::new("steps-mcts-game-over", vec![name, result, meaning])
        } else {
            Words::new(
                "steps-mcts-playout",
                vec![
                    name,
                    ("plies", Part::Int(i64::from(plies))),
                    result,
                    meaning,
                ],
            )
        }
    }

    /// The backpropagation step: each node of the path, root first, with its `N` and
    /// `W` before and after.
    fn backpropagation(&self, before: &[(u64, i64)], after: &[(NodeIndex, u64, i64)]) -> Words {
        let nodes: Vec<Part> = after.iter().map(|&(v, _, _)| self.short(v)).collect();
        let updates: Vec<Part> = before
            .iter()
            .zip(after)
            .map(|(&(n0, w0), &(v, n1, w1))| {
                Part::Words(Words::new(
                    "steps-mcts-update",
                    vec![
                        ("name", self.short(v)),
                        ("n0", Part::Int(n0 as i64)),
                        ("n1", Part::Int(n1 as i64)),
                        ("w0", Part::Decimal(total_text(self.rec, w0))),
                        ("w1", Part::Decimal(total_text(self.rec, w1))),
                    ],
                ))
            })
            .collect();
        Words::new(
            "steps-mcts-backup",
            vec![
                ("nodes", Part::And(nodes)),
                ("updates", Part::Semicolons(updates)),
            ],
        )
    }
}

/// A total `W` or a reward (units of `1 / scale`) as text in the leaves' units
/// ([`Recording::value_text`]); to two places past what a score holds.
fn total_text(rec: &Recording, w: i64) -> String {
    match crate::game::Score::try_from(w) {
        Ok(v) => rec.value_text(v),
        Err(_) => format!("{:.2}", w as f64 / f64::from(rec.meta.scale.max(1))),
    }
}

/// A node's label in a step figure: `W/N` as they stand (`5/12`; W in the leaves'
/// units, MAX's view); `0/0` for a node in the tree not visited yet (the root before
/// the first backpropagation, a node just added by expansion). The caller leaves out
/// the nodes not in the tree yet.
fn stat_label(rec: &Recording, (n, w): (u64, i64)) -> String {
    format!("{}/{n}", total_text(rec, w))
}

/// The figures of an MCTS recording's steps (`--steps DIR`, Beamer), laid out once:
/// every step draws the tree as it stands then — the nodes not in the tree yet left
/// out, every node labelled `W/N` as of that moment, the iteration's path so far
/// heavy, the step's node ringed (the new node at expansion), each edge as wide as its
/// visits then ([`super::style::visits_width`]) — and its caption below
/// (`Step 5 of 48: Iteration 2, selection: …`, wrapped to at least `CAPTION_WIDTH`),
/// with a line that says what `W/N` is.
pub struct McFigures<'r> {
    steps: McSteps<'r>,
    fig: Figure,
    captions: Vec<String>,
    /// Each caption wrapped to the figure's width.
    lines: Vec<Vec<String>>,
}

/// The narrowest the captions of a Monte Carlo tree search's step figures are wrapped
/// to, px: a slide's width at a readable size.
const CAPTION_WIDTH: f64 = 640.0;

impl<'r> McFigures<'r> {
    /// The figures of `rec`'s steps as `opts` lay the tree out; `None` unless `rec` is
    /// a recording of `--algorithm mcts`.
    pub fn new(rec: &'r Recording, opts: &RenderOptions) -> Option<McFigures<'r>> {
        let steps = McSteps::new(rec)?;
        // Each node as wide as the widest label it ever shows (`0/0` when it enters).
        let mut widest = vec![stat_label(rec, (0, 0)); rec.len()];
        for s in &steps.steps {
            for &(v, n, w) in &s.updates {
                let l = stat_label(rec, (n, w));
                let width = |s: &str| metrics::text_width(s, super::figure::FONT);
                if width(&l) > width(&widest[v.index()]) {
                    widest[v.index()] = l;
                }
            }
        }
        let mut fig = build::build_custom(
            rec,
            opts,
            NodeIndex::new(0),
            |_| true,
            |id| widest[id.index()].clone(),
            false,
        );
        let count = steps.len();
        let captions: Vec<String> = (0..count)
            .map(|k| {
                crate::tr!(
                    "steps-step",
                    k = k + 1,
                    n = count,
                    caption = steps.caption(k)
                )
            })
            .collect();
        // Long captions (a root's candidates, a deep path's updates) are wrapped, not
        // a figure as wide as they are: a slide would shrink the tree to fit them.
        let width = (fig.width - 2.0 * super::figure::MARGIN).max(CAPTION_WIDTH);
        let lines: Vec<Vec<String>> = captions
            .iter()
            .map(|c| labels::wrap(c, width, super::figure::NOTE_FONT))
            .collect();
        let most = lines.iter().map(Vec::len).max().unwrap_or(1);
        let all: Vec<String> = lines.iter().flatten().cloned().collect();
        labels::reserve_notes(&mut fig, &all, most);
        labels::add_note_lines(&mut fig, &crate::tr!("steps-mcts-legend"));
        Some(McFigures {
            steps,
            fig,
            captions,
            lines,
        })
    }

    /// How many steps there are.
    pub fn len(&self) -> usize {
        self.steps.len()
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.steps.is_empty()
    }

    /// The steps behind the figures.
    pub fn steps(&self) -> &McSteps<'r> {
        &self.steps
    }

    /// The caption of step `j` (1-based), `Step j of n: …`.
    pub fn caption(&self, j: usize) -> &str {
        j.checked_sub(1)
            .and_then(|i| self.captions.get(i))
            .map_or("", String::as_str)
    }

    /// The figure of step `j` (1-based); an empty figure outside `1..=len`.
    pub fn figure(&self, j: usize) -> Figure {
        let Some(step) = j.checked_sub(1).and_then(|i| self.steps.steps.get(i)) else {
            return Figure::empty();
        };
        let k = j - 1;
        let rec = self.steps.rec;
        let stats = self.steps.statistics_at(k);
        // Edges as wide as their visits at this step, by the root's most visited child
        // then (the final widths would tell the future).
        let most = rec
            .children(NodeIndex::new(0))
            .into_iter()
            .map(|c| stats[c.index()].0)
            .max()
            .unwrap_or(0);
        // The path from the root to the step's node.
        let mut on_path = vec![false; rec.len()];
        let mut at = Some(step.node);
        while let Some(v) = at {
            on_path[v.index()] = true;
            at = rec.parent(v);
        }
        // The nodes in the tree now, renumbered.
        let mut index = vec![None; self.fig.nodes.len()];
        let mut count = 0;
        for (i, f) in self.fig.nodes.iter().enumerate() {
            if self.steps.exists(f.id, k) {
                index[i] = Some(count);
                count += 1;
            }
        }
        let mut nodes: Vec<FigNode> = Vec::with_capacity(count);
        for (i, f) in self.fig.nodes.iter().enumerate() {
            if index[i].is_none() {
                continue;
            }
            nodes.push(FigNode {
                parent: f.parent.and_then(|p| index[p]),
                label: stat_label(rec, stats[f.id.index()]),
                edge_width: f
                    .edge_width
                    .map(|_| super::style::visits_width(stats[f.id.index()].0, most)),
                phase: Phase::Done,
                pv: on_path[f.id.index()],
                chosen: false,
                ..f.clone()
            });
        }
        let ring = index
            .iter()
            .zip(&self.fig.nodes)
            .find(|(_, f)| f.id == step.node)
            .and_then(|(i, _)| *i)
            .map(|node| Ring {
                node,
                cutoff: false,
            });
        let elided = self
            .fig
            .elided
            .iter()
            .filter_map(|e| {
                let parent = index.get(e.parent).copied().flatten()?;
                Some(super::figure::Elided {
                    parent,
                    ..e.clone()
                })
            })
            .collect();
        let mut fig = Figure {
            nodes,
            stubs: Vec::new(),
            ring,
            elided,
            ..self.fig.clone()
        };
        // The caption's lines are the first notes (the legend follows them).
        let lines = &self.lines[k];
        let most = self.lines.iter().map(Vec::len).max().unwrap_or(0);
        for (i, note) in fig.notes.iter_mut().take(most).enumerate() {
            note.text = lines.get(i).cloned().unwrap_or_default();
        }
        fig
    }
}
