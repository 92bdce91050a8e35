//! Marking an answer to a Monte Carlo tree search exercise (`gametree check
//! --algorithm mcts`), node by node, with reasons from the UCB1 numbers of
//! [`crate::record::mcts::Replay`] ([`super::mcts::Key`]).
//!
//! The answer's text form (docs/homework.md), `#` starting a comment:
//!
//! ```text
//! path: A B D        # the selection's path, from the root (the root may be left out)
//! expand: D.2        # the node expanded (`none` when the path ends at a leaf)
//! A N=9 W=23         # N and W of every node on the path after backpropagation
//! B N=4 W=10
//! ```

use super::mcts::{side, Key, MctsExercise};
use crate::record::mcts::SelectionStep;
use crate::record::{NodeId, NodeNames, Recording};
use std::collections::HashMap;
use std::fmt::Write as _;

/// One thing marked: a step of the path, the expansion, or `N` or `W` of a node.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Item {
    /// What is marked, in words: `step 2`, `expand`, `B: N`, `B: W`.
    pub what: String,
    /// What the answer has (`None`: not answered).
    pub got: Option<String>,
    /// What is right.
    pub expected: String,
    /// Whether it is asked about: the answer's extra lines (a step past the path's
    /// end, a node off the path, a line that cannot be read) are not, but each wrong
    /// one counts against the score as alpha-beta's do ([`Marking::total`]).
    pub asked: bool,
    /// Whether the answer is right.
    pub correct: bool,
    /// Why it is wrong, with the numbers (empty when right).
    pub why: String,
}

impl Item {
    /// What the item says to the student in the current language: `correct`,
    /// `missing (expected 51)`, or why it is wrong — the text and HTML reports' column
    /// (the practice page's script says the same).
    pub fn status(&self) -> String {
        if self.correct {
            crate::tr!("check-correct")
        } else if self.got.is_none() {
            crate::tr!("check-missing-expected", expected = self.expected.clone())
        } else {
            self.why.clone()
        }
    }
}

/// An answer marked.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct Marking {
    /// Everything marked: the steps, the expansion, `N` and `W` along the path, then
    /// the extra lines.
    pub items: Vec<Item>,
}

impl Marking {
    /// Items asked about.
    pub fn asked(&self) -> usize {
        self.items.iter().filter(|i| i.asked).count()
    }

    /// Items asked about and answered right.
    pub fn right(&self) -> usize {
        self.items.iter().filter(|i| i.asked && i.correct).count()
    }

    /// Wrong lines about things not asked about (extra steps, nodes off the path,
    /// lines that cannot be read).
    pub fn wrong_others(&self) -> usize {
        self.items.iter().filter(|i| !i.asked && !i.correct).count()
    }

    /// What the score is out of: the items asked about and the wrong extra lines —
    /// the rule alpha-beta's marking follows ([`super::check::Marking::total`],
    /// docs/homework.md): a wrong line costs a mark wherever it is.
    pub fn total(&self) -> usize {
        self.asked() + self.wrong_others()
    }

    /// Whether every item is right (extra lines included).
    pub fn all_correct(&self) -> bool {
        self.items.iter().all(|i| i.correct)
    }

    /// The score: the items asked about that are right, out of [`Marking::total`], 0
    /// to 100.
    pub fn percent(&self) -> f64 {
        match self.total() {
            0 => 100.0,
            n => 100.0 * self.right() as f64 / n as f64,
        }
    }

    /// The verdict in the current language: `all 9 answers right`, `7 of 9 answers
    /// right (78%)`, `9 of 9 answers right, 1 other line wrong (90%)`.
    pub fn verdict(&self) -> String {
        if self.all_correct() {
            crate::tr!("check-mcts-all-correct", n = self.asked())
        } else {
            let others = match self.wrong_others() {
                0 => String::new(),
                n => format!(", {}", crate::tr!("check-others-wrong", n = n)),
            };
            crate::tr!(
                "check-mcts-verdict",
                right = self.right(),
                asked = self.asked(),
                others = others,
                percent = crate::lang::decimal(self.percent(), 0)
            )
        }
    }
}

/// A student's answer as read: the path, the expansion, and `N`, `W` by node name, each
/// with its line; the lines that could not be read.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Answer {
    /// The `path:` line's names and its line number.
    pub path: Option<(Vec<String>, usize)>,
    /// The `expand:` line's name (`none` as written) and its line number.
    pub expand: Option<(String, usize)>,
    /// `NODE N=… W=…` lines: the name, `N`, `W` and the line number, in file order.
    pub stats: Vec<(String, Option<u64>, Option<i64>, usize)>,
    /// Lines that could not be read: the line number and the text.
    pub bad: Vec<(usize, String)>,
}

/// File text as an answer column shows it: at most 30 characters, then `…` (the
/// same length [`crate::game::file::quote`] keeps in messages).
fn short(text: &str) -> String {
    let mut s: String = text.chars().take(30).collect();
    if text.chars().count() > 30 {
        s.push('…');
    }
    s
}

/// Reads an answer's text form (see the module docs); a line that cannot be read is
/// kept in [`Answer::bad`] and the reading goes on.
///
/// # Errors
/// Bytes that are not UTF-8 (a message in the current language).
pub fn parse(bytes: &[u8]) -> Result<Answer, String> {
    let text = std::str::from_utf8(bytes).map_err(|_| crate::tr!("check-mcts-not-utf8"))?;
    let mut a = Answer::default();
    for (i, raw) in text.lines().enumerate() {
        let line = i + 1;
        let body = raw.split('#').next().unwrap_or_default().trim();
        if body.is_empty() {
            continue;
        }
        let lower = body.to_ascii_lowercase();
        if let Some(rest) = lower.strip_prefix("path:").map(|_| &body[5..]) {
            let names = rest
                .split(|c: char| c.is_whitespace() || c == ',' || c == '→')
                .filter(|s| !s.is_empty() && *s != "->")
                .map(str::to_string)
                .collect();
            a.path = Some((names, line));
        } else if lower.starts_with("expand:") {
            a.expand = Some((body[7..].trim().to_string(), line));
        } else if let Some(stat) = parse_stats(body) {
            a.stats.push((stat.0, stat.1, stat.2, line));
        } else {
            a.bad.push((line, body.to_string()));
        }
    }
    Ok(a)
}

/// `NODE N=4 W=-10` (spaces around `=` allowed, either order, one may be left out).
fn parse_stats(body: &str) -> Option<(String, Option<u64>, Option<i64>)> {
    let (name, rest) = body.split_once(char::is_whitespace)?;
    let squeezed: String = rest.chars().filter(|c| !c.is_whitespace()).collect();
    let (mut n, mut w) = (None, None);
    // Split before each `N=` / `W=`.
    let mut parts = Vec::new();
    let mut start = 0;
    let b = squeezed.as_bytes();
    for i in 1..b.len() {
        if (b[i] == b'N' || b[i] == b'W' || b[i] == b'n' || b[i] == b'w')
            && b.get(i + 1) == Some(&b'=')
        {
            parts.push(&squeezed[start..i]);
            start = i;
        }
    }
    parts.push(&squeezed[start..]);
    for p in parts {
        let (k, v) = p.split_once('=')?;
        match k {
            "N" | "n" if n.is_none() => n = Some(v.parse().ok()?),
            "W" | "w" if w.is_none() => w = Some(v.replace('−', "-").parse().ok()?),
            _ => return None,
        }
    }
    (n.is_some() || w.is_some()).then(|| (name.to_string(), n, w))
}

/// What marking needs: the exercise's recording and key, and the names of the whole
/// explicit tree (so that a node not yet in the search tree can be named).
pub struct Context<'a> {
    names: NodeNames<'a>,
    key: Key,
    /// The search tree's nodes by name.
    by_name: HashMap<String, NodeId>,
    /// Every node of the explicit tree by name.
    known: std::collections::HashSet<String>,
    /// N and W before the iteration, by name.
    before: HashMap<String, (u64, i64)>,
}

impl<'a> Context<'a> {
    /// The context of `ex`, whose explicit tree `full` names every node.
    pub fn new(ex: &'a MctsExercise, full: &Recording) -> Context<'a> {
        let names = NodeNames::new(&ex.rec);
        let by_name = (0..ex.rec.len())
            .map(NodeId::new)
            .map(|n| (names.name(n), n))
            .collect();
        let full_names = NodeNames::new(full);
        let mut known: std::collections::HashSet<String> = (0..full.len())
            .map(|n| full_names.name(NodeId::new(n)))
            .collect();
        known.insert("root".into());
        Context {
            names,
            key: ex.key(),
            by_name,
            known,
            before: super::mcts::statistics_after(ex, ex.spec.iterations as usize),
        }
    }

    /// The key marked against.
    pub fn key(&self) -> &Key {
        &self.key
    }

    /// `N` and `W` of every node in the search tree before the iteration, by name
    /// (what a line about a node off the path must say).
    pub(crate) fn before(&self) -> &HashMap<String, (u64, i64)> {
        &self.before
    }

    /// The names of the search tree's nodes (after the iteration), sorted: the names a
    /// step or a line may use beside `root`.
    pub(crate) fn search_names(&self) -> Vec<String> {
        let mut v: Vec<String> = self.by_name.keys().cloned().collect();
        v.sort();
        v
    }

    /// The names of every node of the explicit tree and `root`, sorted: a line about
    /// any other name is about no node.
    pub(crate) fn known_names(&self) -> Vec<String> {
        let mut v: Vec<String> = self.known.iter().cloned().collect();
        v.sort();
        v
    }

    fn name(&self, n: NodeId) -> String {
        self.names.name(n)
    }

    /// The node a written name means in the search tree (`root` for the root).
    fn node(&self, name: &str) -> Option<NodeId> {
        if name == "root" {
            return Some(NodeId::new(0));
        }
        self.by_name.get(name).copied()
    }
}

/// Marks `answer` against the context's key.
pub fn mark(ctx: &Context, answer: &Answer) -> Marking {
    let mut items = Vec::new();
    mark_path(ctx, answer, &mut items);
    mark_expand(ctx, answer, &mut items);
    mark_stats(ctx, answer, &mut items);
    for (line, text) in &answer.bad {
        items.push(Item {
            what: crate::tr!("check-line", line = *line),
            got: Some(short(text)),
            expected: String::new(),
            asked: false,
            correct: false,
            why: crate::tr!("check-mcts-bad-line"),
        });
    }
    Marking { items }
}

/// The steps of the path: step `i` goes from the path's node `i − 1` to node `i`.
fn mark_path(ctx: &Context, answer: &Answer, items: &mut Vec<Item>) {
    let key = &ctx.key;
    let root = ctx.name(key.path[0]);
    let mut got: Vec<String> = answer.path.as_ref().map_or(Vec::new(), |p| p.0.clone());
    if got.first().is_some_and(|g| *g == root || g == "root") {
        got.remove(0);
    }
    for (i, step) in key.steps.iter().enumerate() {
        let expected = ctx.name(step.chosen);
        let g = got.get(i).map(|g| short(g));
        // A step is right when it goes where selection goes from where selection is:
        // after a wrong step, even the expected node is no child of the one written.
        let same_parent = i == 0 || got.get(i - 1) == Some(&ctx.name(key.path[i]));
        let correct = same_parent && g.as_deref() == Some(expected.as_str());
        let why = match (correct, same_parent, &g) {
            (true, _, _) => String::new(),
            (false, false, Some(g)) if *g == expected => {
                crate::tr!(
                    "check-mcts-not-child",
                    got = g.clone(),
                    parent = got[i - 1].clone()
                )
            }
            _ => step_reason(ctx, step, g.as_deref(), same_parent),
        };
        items.push(Item {
            what: crate::tr!("check-mcts-step", n = i + 1),
            got: g,
            expected,
            asked: true,
            correct,
            why,
        });
    }
    if got.len() > key.steps.len() {
        let end = *key.path.last().unwrap_or(&NodeId::new(0));
        let why = match key.expanded {
            Some(e) => crate::tr!(
                "check-mcts-stops",
                node = ctx.name(end),
                untried = ctx.name(e)
            ),
            None => crate::tr!("check-mcts-stops-leaf", node = ctx.name(end)),
        };
        items.push(Item {
            what: crate::tr!("check-mcts-step", n = key.steps.len() + 1),
            got: Some(short(&got[key.steps.len()..].join(" "))),
            expected: String::new(),
            asked: false,
            correct: false,
            why,
        });
    }
}

/// Why a step went elsewhere (also the Moodle bank's feedback, so that it says what
/// `check` says): the UCB1 numbers of the child written and of the child
/// selection takes; or that the written node is not a child in the tree, or missing.
pub(crate) fn step_reason(
    ctx: &Context,
    step: &SelectionStep,
    got: Option<&str>,
    same_parent: bool,
) -> String {
    let parent = ctx.name(step.parent);
    let expected = ctx.name(step.chosen);
    let best = step.candidates.iter().find(|c| c.node == step.chosen);
    // `+ 0.0` makes −0 (Q of a node whose W is 0, at MIN) read `0.00`.
    let ucb = |u: f64| crate::lang::decimal(u + 0.0, 2);
    let Some(got) = got else {
        return crate::tr!(
            "check-mcts-goes-on",
            node = parent,
            expected = expected.clone(),
            ucb = best.map_or("-".into(), |b| ucb(b.ucb))
        );
    };
    if !same_parent {
        return crate::tr!(
            "check-mcts-after-wrong",
            parent = parent,
            expected = expected
        );
    }
    let written = ctx
        .node(got)
        .and_then(|n| step.candidates.iter().find(|c| c.node == n));
    match (written, best) {
        (Some(w), Some(b)) => crate::tr!(
            "check-mcts-wrong-step",
            got = got,
            got_ucb = ucb(w.ucb),
            expected = expected,
            expected_ucb = ucb(b.ucb),
            side = side(step.player),
            q = ucb(b.q),
            bonus = ucb(b.bonus)
        ),
        _ => crate::tr!(
            "check-mcts-not-child",
            got = crate::game::file::quote(got),
            parent = parent
        ),
    }
}

/// The expansion's expected answer — the node added, the first move of the path's end
/// not yet in the tree (generation order), or `none` at a finished game or a leaf — and
/// what an answer other than it is told. The one rule for `check`, Moodle and QTI.
pub fn expansion(ctx: &Context) -> (String, String) {
    let key = &ctx.key;
    let end = ctx.name(*key.path.last().unwrap_or(&NodeId::new(0)));
    match key.expanded {
        Some(e) => {
            let expected = ctx.name(e);
            let why = crate::tr!(
                "check-mcts-wrong-expand",
                node = end,
                expected = expected.clone()
            );
            (expected, why)
        }
        None => (
            "none".to_string(),
            crate::tr!("check-mcts-no-expand", node = end),
        ),
    }
}

/// The expansion marked: [`expansion`]'s answer and reason.
fn mark_expand(ctx: &Context, answer: &Answer, items: &mut Vec<Item>) {
    let (expected, wrong) = expansion(ctx);
    let got = answer.expand.as_ref().map(|e| short(&e.0));
    let correct = got.as_deref().map(|g| g.eq_ignore_ascii_case(&expected)) == Some(true);
    let why = if correct { String::new() } else { wrong };
    items.push(Item {
        what: crate::tr!("check-mcts-expand"),
        got,
        expected,
        asked: true,
        correct,
        why,
    });
}

/// The line of `answer` about the node named `name` (by its name or as written).
fn stat_line<'a>(
    ctx: &Context,
    answer: &'a Answer,
    name: &str,
) -> Option<&'a (String, Option<u64>, Option<i64>, usize)> {
    answer
        .stats
        .iter()
        .find(|s| ctx.node(&s.0).map(|n| ctx.name(n)).as_deref() == Some(name) || s.0 == name)
}

/// `N` and `W` of every updated node, then the lines about other nodes.
fn mark_stats(ctx: &Context, answer: &Answer, items: &mut Vec<Item>) {
    let mut seen = std::collections::HashSet::new();
    mark_updated(ctx, answer, items, &mut seen);
    mark_other_lines(ctx, answer, items, &mut seen);
}

/// `N` and `W` of every node the iteration updates, asked about; their names go to
/// `seen`.
fn mark_updated(
    ctx: &Context,
    answer: &Answer,
    items: &mut Vec<Item>,
    seen: &mut std::collections::HashSet<String>,
) {
    let key = &ctx.key;
    let find = |name: &str| stat_line(ctx, answer, name);
    for ((node, before), after) in key.updated().into_iter().zip(&key.before).zip(&key.after) {
        let name = ctx.name(node);
        seen.insert(name.clone());
        let line = find(&name);
        let got_n = line.and_then(|l| l.1);
        let got_w = line.and_then(|l| l.2);
        let n_ok = got_n == Some(after.0);
        items.push(Item {
            what: format!("{name}: N"),
            got: got_n.map(|v| v.to_string()),
            expected: after.0.to_string(),
            asked: true,
            correct: n_ok,
            why: if n_ok {
                String::new()
            } else {
                crate::tr!(
                    "check-mcts-wrong-n",
                    node = name.clone(),
                    before = before.0.to_string(),
                    expected = after.0.to_string()
                )
            },
        });
        let w_ok = got_w == Some(after.1);
        items.push(Item {
            what: format!("{name}: W"),
            got: got_w.map(|v| v.to_string()),
            expected: after.1.to_string(),
            asked: true,
            correct: w_ok,
            why: if w_ok {
                String::new()
            } else {
                crate::tr!(
                    "check-mcts-wrong-w",
                    node = name.clone(),
                    before = before.1.to_string(),
                    playout = key.playout.to_string(),
                    expected = after.1.to_string()
                )
            },
        });
    }
}

/// The answer's lines about other nodes (or a second line about an updated one): not
/// asked about, wrong when their numbers are not the tree's.
fn mark_other_lines(
    ctx: &Context,
    answer: &Answer,
    items: &mut Vec<Item>,
    seen: &mut std::collections::HashSet<String>,
) {
    let find = |name: &str| stat_line(ctx, answer, name);
    for (written, n, w, line) in &answer.stats {
        let name = ctx.node(written).map_or(written.clone(), |n| ctx.name(n));
        if seen.contains(&name) {
            // The first line about an updated node was marked above; another is extra.
            if find(&name).is_some_and(|f| f.3 == *line) {
                continue;
            }
        }
        let now = ctx.before.get(&name).copied();
        let (why, correct) = if !ctx.known.contains(&name) && ctx.node(written).is_none() {
            (
                crate::tr!(
                    "check-mcts-unknown",
                    node = crate::game::file::quote(written)
                ),
                false,
            )
        } else if seen.contains(&name) {
            (crate::tr!("check-mcts-twice", node = name.clone()), false)
        } else {
            let (bn, bw) = now.unwrap_or((0, 0));
            let same = n.is_none_or(|v| v == bn) && w.is_none_or(|v| v == bw);
            (
                if same {
                    String::new()
                } else {
                    crate::tr!(
                        "check-mcts-off-path",
                        node = name.clone(),
                        n = bn.to_string(),
                        w = bw.to_string()
                    )
                },
                same,
            )
        };
        seen.insert(name.clone());
        let got = [n.map(|v| format!("N={v}")), w.map(|v| format!("W={v}"))]
            .into_iter()
            .flatten()
            .collect::<Vec<_>>()
            .join(" ");
        items.push(Item {
            what: crate::tr!("check-line", line = *line),
            got: Some(short(&format!("{written} {got}"))),
            expected: String::new(),
            asked: false,
            correct,
            why,
        });
    }
}

/// The text report of several answers: per answer its verdict, then a line per item
/// (`✓`/`✗`, what, the answer, why). Safe for a terminal.
pub fn text(outcomes: &[(String, Result<Marking, String>)]) -> String {
    use crate::render::escape::terminal::text as term;
    let mut s = String::new();
    for (file, result) in outcomes {
        let file = term(file);
        match result {
            Err(e) => {
                let _ = writeln!(s, "{file}: {}", crate::tr!("check-error", error = term(e)));
            }
            Ok(m) => {
                let _ = writeln!(s, "{file}: {}", m.verdict());
                let width =
                    |f: &dyn Fn(&Item) -> usize| m.items.iter().map(f).max().unwrap_or(0).min(40);
                let ww = width(&|i| i.what.chars().count());
                let gw = width(&|i| i.got.as_deref().unwrap_or("-").chars().count());
                for i in &m.items {
                    let mark = if i.correct { '✓' } else { '✗' };
                    let got = i.got.as_deref().unwrap_or("-");
                    let status = i.status();
                    let _ = writeln!(
                        s,
                        "  {mark} {:<ww$}  {:<gw$}  {}",
                        term(&i.what),
                        term(got),
                        term(&status)
                    );
                }
            }
        }
    }
    s
}

/// The JSON report: `{"tree", "algorithm": "mcts", "iterations", "seed",
/// "exploration", "playout", "results": [{"file", "verdict", "right", "asked",
/// "percent", "items": [...]} or {"file", "error"}]}`.
pub fn json(
    tree: &str,
    ex: &MctsExercise,
    outcomes: &[(String, Result<Marking, String>)],
) -> String {
    let results: Vec<serde_json::Value> = outcomes
        .iter()
        .map(|(file, r)| match r {
            Err(e) => serde_json::json!({"file": file, "error": e}),
            Ok(m) => serde_json::json!({
                "file": file,
                "verdict": m.verdict(),
                "all_correct": m.all_correct(),
                "right": m.right(),
                "asked": m.asked(),
                "percent": m.percent(),
                "items": m.items,
            }),
        })
        .collect();
    let v = serde_json::json!({
        "tree": tree,
        "algorithm": "mcts",
        "iterations": ex.spec.iterations,
        "seed": ex.seed,
        "exploration": ex.spec.exploration.get(),
        "playout": ex.key().playout,
        "results": results,
    });
    let mut s = serde_json::to_string_pretty(&v).unwrap_or_default();
    s.push('\n');
    s
}

/// The gradebook: a header and one row per answer (`file`, `right`, `asked`, `score`
/// in per cent, `wrong`, `verdict`); an answer that could not be marked has its error
/// as the verdict. Text fields are safe for a terminal and a spreadsheet, as
/// alpha-beta's CSV ([`crate::render::escape::csv`]).
pub fn csv(outcomes: &[(String, Result<Marking, String>)]) -> String {
    use crate::render::escape::{self, csv::Record};
    let cell = |s: &str| escape::terminal::text(s).into_owned();
    let header = ["file", "right", "asked", "score", "wrong", "verdict"];
    let records = outcomes.iter().map(|(file, r)| match r {
        Err(e) => Record::new()
            .text(&cell(file))
            .blank(4)
            .text(&cell(&crate::tr!("check-error", error = e))),
        Ok(m) => Record::new()
            .text(&cell(file))
            .number(m.right())
            .number(m.asked())
            .number(format_args!("{:.1}", m.percent()))
            .number(m.items.iter().filter(|i| !i.correct).count())
            .text(&cell(&m.verdict())),
    });
    escape::csv::to_string(&header, records)
}

/// The HTML report (`check --algorithm mcts -f html`), a page of its own: the
/// settings marked against, the tree after `k` iterations with `W/N` on every node
/// (the sheet's figure, [`super::mcts::sheet`]), the question, then per answer its
/// verdict and a table of its items (`✓`/`✗`, what, the answer, why — the reasons
/// with their UCB1 numbers, as the text report's). Every text from an answer file or
/// the tree's name is escaped ([`crate::render::escape::html`]).
///
/// # Errors
/// The figure's search.
pub fn html(
    tree: &str,
    ex: &MctsExercise,
    outcomes: &[(String, Result<Marking, String>)],
) -> Result<String, crate::Error> {
    use crate::render::escape::html::text as esc;
    let title = crate::tr!("check-html-title", tree = tree);
    let svg = super::mcts::sheet(ex, super::output::SheetFormat::Svg, false)?;
    let mut s = format!(
        "<!DOCTYPE html>\n<html lang=\"{}\">\n<head>\n<meta charset=\"utf-8\">\n<title>{}</title>\n<style>{HTML_STYLE}</style>\n</head>\n<body>\n<h1>{}</h1>\n<p>{}</p>\n<figure>{}</figure>\n",
        crate::lang::current().code(),
        esc(&title),
        esc(&title),
        esc(&crate::tr!(
            "check-mcts-html-settings",
            k = ex.spec.iterations,
            c = ex.spec.exploration.to_string(),
            seed = ex.seed.to_string()
        )),
        String::from_utf8_lossy(&svg),
    );
    for (file, result) in outcomes {
        let _ = writeln!(s, "<section>\n<h2>{}</h2>", esc(file));
        match result {
            Err(e) => {
                let e = crate::tr!("check-error", error = e.as_str());
                let _ = writeln!(s, "<p class=\"bad\">{}</p>", esc(&e));
            }
            Ok(m) => {
                let class = if m.all_correct() { "good" } else { "bad" };
                let _ = writeln!(s, "<p class=\"{class}\">{}</p>\n<table>", esc(&m.verdict()));
                for i in &m.items {
                    let (mark, class) = if i.correct {
                        ('✓', "good")
                    } else {
                        ('✗', "bad")
                    };
                    let status = i.status();
                    let _ = writeln!(
                        s,
                        "<tr class=\"{class}\"><td>{mark}</td><td>{}</td><td><code>{}</code></td><td>{}</td></tr>",
                        esc(&i.what),
                        esc(i.got.as_deref().unwrap_or("-")),
                        esc(&status)
                    );
                }
                s.push_str("</table>\n");
            }
        }
        s.push_str("</section>\n");
    }
    s.push_str("</body>\n</html>\n");
    Ok(s)
}

/// The HTML report's style sheet.
const HTML_STYLE: &str = "body{font-family:sans-serif;margin:1em auto;max-width:70em;padding:0 1em}figure{margin:0;overflow-x:auto}table{border-collapse:collapse}td{border-top:1px solid #ccc;padding:.2em .6em;vertical-align:top}.good>td:first-child,p.good{color:#060}.bad>td:first-child,p.bad{color:#a00}";

/// Marks each answer of `sources` (a name, and its bytes or why they cannot be read)
/// to the exercise `ex` (named `tree_name`), and writes the report in `format`: text,
/// JSON, CSV or HTML ([`html`]). An answer that cannot be read is in
/// [`super::CheckReport::errors`] (exit code 2).
///
/// # Errors
/// The figure's search.
pub fn report(
    tree_name: &str,
    ex: &MctsExercise,
    sources: Vec<super::answer_files::Submission>,
    format: super::CheckFormat,
) -> Result<super::CheckReport, crate::Error> {
    use super::CheckFormat;
    let full = super::mcts::full_tree(&ex.tree)?;
    let ctx = Context::new(ex, &full);
    let outcomes: Vec<(String, Result<Marking, String>)> = sources
        .into_iter()
        .map(|(file, bytes)| {
            let r = bytes
                .and_then(|b| parse(&b).map_err(|e| format!("{file}: {e}")))
                .map(|a| mark(&ctx, &a));
            (file, r)
        })
        .collect();
    let text = match format {
        CheckFormat::Json => json(tree_name, ex, &outcomes),
        CheckFormat::Csv => csv(&outcomes),
        CheckFormat::Html => html(tree_name, ex, &outcomes)?,
        CheckFormat::Text => text(&outcomes),
    };
    let results = outcomes
        .iter()
        .map(|(_, r)| r.as_ref().map(Marking::all_correct));
    Ok(super::CheckReport::new(text, results))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn answer_lines_are_read_with_spaces_signs_and_comments() {
        let a = parse(
            "# a comment\npath: A, B -> C.2  # to C.2\nexpand: none\nB N = 4 W=-10\nC.2 W=\u{2212}3 N=1\nA N=x\n"
                .as_bytes(),
        )
        .unwrap();
        assert_eq!(
            a.path,
            Some((vec!["A".into(), "B".into(), "C.2".into()], 2))
        );
        assert_eq!(a.expand, Some(("none".into(), 3)));
        assert_eq!(
            a.stats,
            vec![
                ("B".into(), Some(4), Some(-10), 4),
                ("C.2".into(), Some(1), Some(-3), 5)
            ]
        );
        assert_eq!(a.bad, vec![(6, "A N=x".into())]);
        assert!(parse(&[0xff, 0xfe]).is_err());
    }

    #[test]
    fn file_text_is_shortened_to_thirty_characters() {
        assert_eq!(short("abc"), "abc");
        assert_eq!(short(&"x".repeat(40)), format!("{}…", "x".repeat(30)));
    }
}
