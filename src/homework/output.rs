//! What `gametree exercise` and `gametree check` write: exercise sheets (position file,
//! model answer, blank or solved figures) and markings (text, JSON, CSV, HTML).
//! Every figure goes through the shared figure model and the SVG/TikZ writers, which
//! escape all text; the HTML pages are askama templates (templates/page.html,
//! sheet.html, check.html), which escape with [`escape::html`].

use super::check::{self, Marking};
use super::exercise::Exercise;
use super::sheet::{blank_options, converting};
use super::{solve, Bounds, Conventions};
use crate::params::Naming;
use crate::record::NodeId;
use crate::record::NodeNames;
use crate::record::{NodeKind, Recording};
use crate::render::escape::{self, csv::Record};
use crate::render::figure::{self, Mark};
use crate::render::html;
use crate::render::svg;
use crate::render::{self, Format, LabelKind, RenderOptions};
use crate::search::{Algorithm, CutRule, Stop};
use askama::Template;
use std::fmt::Write as _;

pub use super::sheet::SheetFormat;

/// The exercise's position file, in the current language: a comment header with the
/// command that makes it again (every setting of the tree and of the method, `seed`
/// made by `spec`, said by `naming`) and how to name nodes, then the position with the
/// `exercise:` line of its method under `conv` ([`super::Method::file_line`]), which
/// `gametree check` marks by.
pub fn position_file(
    ex: &Exercise,
    spec: &super::exercise::Spec,
    seed: u64,
    conv: &Conventions,
    naming: &Naming,
) -> String {
    let chance = crate::game::Position::has_chance(&ex.tree.root());
    let method = super::Method::Minimax(*conv);
    let mut words = spec.settings_words(seed, naming);
    words.extend(method.settings(chance).into_iter().map(|(p, v)| match v {
        Some(v) => (naming.setting)(p, &v),
        None => (naming.param)(p),
    }));
    let command = (naming.command)("exercise", &words);
    let help = if chance {
        crate::tr!("exercise-position-chance")
    } else {
        crate::tr!("exercise-position-alphabeta")
    };
    let mut out = format!("# {command}\n");
    for line in help.lines() {
        let _ = writeln!(out, "# {line}");
    }
    out.push_str(&with_exercise_line(&ex.position, &method.file_line(chance)));
    out
}

/// `position` (a `game: tree` file's text, `game:` first) with `line` (an `exercise:`
/// line) after its `game:` line.
pub fn with_exercise_line(position: &str, line: &str) -> String {
    match position.split_once('\n') {
        Some((game, rest)) => format!("{game}\n{line}{rest}"),
        None => format!("{position}\n{line}"),
    }
}

/// The model answer (text form of docs/homework.md) under `conv`.
///
/// # Errors
/// The search's [`crate::search::Stop`] (node or ply limit).
pub fn model_answer(ex: &Exercise, conv: &Conventions) -> Result<String, Stop> {
    let rec = solve(&ex.tree, conv.algorithm(), conv.cut)?;
    let names = NodeNames::new(&rec);
    Ok(check::model_answer(&rec, &names, conv))
}

/// The blank sheet (or, with `solution`, the solved tree under `conv`) in `format`.
///
/// # Errors
/// The search's, should solving the exercise's tree fail; [`crate::Error::Write`]
/// should a PNG or PDF not be made of the SVG.
pub fn sheet(
    ex: &Exercise,
    format: SheetFormat,
    solution: bool,
    conv: &Conventions,
) -> Result<Vec<u8>, crate::Error> {
    let mut out = Vec::new();
    if solution {
        // The solved tree: what `gametree search FILE -f FORMAT --label triple` draws
        // (the same recording, boards and all, and the same renderers).
        let boards = format == SheetFormat::Html;
        let rec = super::record(&ex.tree, conv.algorithm(), conv.cut, boards)?;
        let opts = RenderOptions {
            label: LabelKind::Triple,
            values: Some(conv.values),
            color: false,
            ..RenderOptions::default()
        };
        let f = match format {
            SheetFormat::Svg => Format::Svg,
            SheetFormat::Tikz => Format::Tikz,
            SheetFormat::Html => Format::Html,
            SheetFormat::Png => Format::Png,
            SheetFormat::Pdf => Format::Pdf,
        };
        render::render(f, &rec, &opts, &mut out).map_err(converting)?;
        return Ok(out);
    }
    let (rec, fig) = blank(ex)?;
    let seed = ex.seed.to_string();
    let title = if crate::game::Position::has_chance(&ex.tree.root()) {
        crate::tr!("exercise-title-chance", seed = seed)
    } else {
        crate::tr!("exercise-title-alphabeta", seed = seed)
    };
    let root = rec.label(NodeId::new(0)).unwrap_or("root");
    super::sheet::write(&fig, &title, root, &super::sheet::help_for(&fig), format)
}

/// The blank sheet: a minimax recording (nothing pruned), and its figure with blank
/// labels.
fn blank(ex: &Exercise) -> Result<(Recording, figure::Figure), crate::Error> {
    let rec = solve(&ex.tree, Algorithm::Minimax, CutRule::Ge)?;
    let fig = figure::build(&rec, &blank_options(), NodeId::new(0), |_| true);
    Ok((rec, fig))
}

/// The blank sheet's tree in words ([`crate::homework::kind::Made::sheet_text`]).
///
/// # Errors
/// The search's.
pub fn sheet_text(ex: &Exercise) -> Result<String, crate::Error> {
    Ok(crate::render::model::describe::describe(&blank(ex)?.1))
}

/// One answer file's marking, or why it could not be marked.
pub struct Outcome {
    /// The answer file as named on the command line (or found by a glob).
    pub file: String,
    /// The marking, or the error message (`FILE:LINE:COL: expected …, found …`).
    pub result: Result<Marking, String>,
}

/// The text report pads node names and answers to a column at most this wide (a longer
/// one sticks out), so that one long name cannot pad every line of a report.
pub const MAX_COLUMN: usize = 40;

/// The text report: per file a verdict line, then one line per node. File names,
/// messages, node names and answers are shown safe for a terminal
/// ([`escape::terminal`]).
pub fn text(outcomes: &[Outcome], naming: &Naming) -> String {
    use escape::terminal::text as term;
    let mut s = String::new();
    for o in outcomes {
        let file = term(&o.file);
        match &o.result {
            Err(e) => {
                let _ = writeln!(s, "{file}: {}", crate::tr!("check-error", error = term(e)));
            }
            Ok(m) => {
                let _ = writeln!(s, "{file}: {}", m.verdict(naming));
                let w = m
                    .nodes
                    .iter()
                    .map(|n| n.node.chars().count())
                    .max()
                    .unwrap_or(0)
                    .min(MAX_COLUMN);
                let aw = m
                    .nodes
                    .iter()
                    .map(|n| n.answer.as_deref().unwrap_or("-").chars().count())
                    .max()
                    .unwrap_or(0)
                    .min(MAX_COLUMN);
                for n in &m.nodes {
                    let mark = if n.correct() { '✓' } else { '✗' };
                    let line = n.line.map_or(String::new(), |l| {
                        format!("{}: ", crate::tr!("check-line", line = l))
                    });
                    let _ = writeln!(
                        s,
                        "  {mark} {:<w$}  {:<aw$}  {line}{}",
                        term(&n.node),
                        term(n.answer.as_deref().unwrap_or("-")),
                        term(&n.status(naming)),
                    );
                }
                for l in &m.bad_lines {
                    let _ = writeln!(
                        s,
                        "  ✗ {:<w$}  {:<aw$}  {}: {}",
                        term(l.node.as_deref().unwrap_or("?")),
                        "-",
                        crate::tr!("check-line", line = l.line),
                        term(&l.mistake.text()),
                    );
                }
            }
        }
    }
    s
}

/// The JSON report: `{"tree", "conventions", "results": [...]}`.
pub fn json(tree: &str, conv: &Conventions, outcomes: &[Outcome], naming: &Naming) -> String {
    let results: Vec<serde_json::Value> = outcomes
        .iter()
        .map(|o| match &o.result {
            Err(e) => serde_json::json!({"file": o.file, "error": e}),
            Ok(m) => serde_json::json!({
                "file": o.file,
                "correct": m.correct,
                "asked": m.asked,
                "total": m.total,
                "score": (m.percent() * 10.0).round() / 10.0,
                "all_correct": m.all_correct(),
                "verdict": m.verdict(naming),
                "right_under": m.right_under.iter().map(|h| h.json(naming)).collect::<Vec<_>>(),
                "nodes": m.nodes.iter().map(|n| serde_json::json!({
                    "node": n.node,
                    "line": n.line,
                    "answer": n.answer,
                    "expected": n.expected,
                    "asked": n.asked,
                    "correct": n.correct(),
                    "mistakes": n.mistakes,
                    "right_under": n.right_under.iter().map(|h| h.json(naming)).collect::<Vec<_>>(),
                })).collect::<Vec<_>>(),
                "bad_lines": m.bad_lines,
            }),
        })
        .collect();
    let doc = serde_json::json!({
        "tree": tree,
        "conventions": {
            "algorithm": if conv.alphabeta { "alphabeta" } else { "minimax" },
            "convention": if conv.soft { "fail-soft" } else { "fail-hard" },
            "prune_on": match conv.cut { CutRule::Ge => "ge", CutRule::Gt => "gt" },
            "values": conv.values.as_str(),
            "accept_bounds": conv.bounds != Bounds::Reject,
            "require_bounds": conv.bounds == Bounds::Require,
        },
        "results": results,
    });
    let mut s = escape_unsafe_chars(&serde_json::to_string_pretty(&doc).unwrap_or_default());
    s.push('\n');
    s
}

/// JSON text with every character a terminal must not see raw (the control and
/// bidirectional formatting characters of [`escape::terminal::unsafe_char`]) written as
/// a `\uXXXX` escape. serde_json escapes C0 controls itself but writes DEL, C1 controls
/// and bidi characters as they are; they can only occur inside strings, so escaping
/// them keeps the data the same.
fn escape_unsafe_chars(json: &str) -> String {
    let mut out = String::with_capacity(json.len());
    for c in json.chars() {
        if escape::terminal::unsafe_char(c) && !matches!(c, '\n' | '\t' | '\r') {
            let _ = write!(out, "\\u{:04x}", c as u32);
        } else {
            out.push(c);
        }
    }
    out
}

/// The CSV: a header, then one row per answer file. The file name and the verdict (or
/// error message) are text, guarded against spreadsheet formulas; the rest are numbers.
/// CSV is data, but it is often read on a terminal (`check … -f csv` to standard
/// output), so text fields are made safe for one as the text report's are
/// ([`escape::terminal::text`]): a control or bidi character (a line break included)
/// becomes U+FFFD. No field that check writes has a line break of its own.
pub fn csv(outcomes: &[Outcome], naming: &Naming) -> String {
    let cell = |s: &str| escape::terminal::text(s).into_owned();
    let header = [
        "file",
        "correct",
        "total",
        "score",
        "wrong_value",
        "wrong_window",
        "pruned_but_searched",
        "searched_but_pruned",
        "missing",
        "bad_lines",
        "verdict",
    ];
    let records = outcomes.iter().map(|o| match &o.result {
        Err(e) => Record::new()
            .text(&cell(&o.file))
            .blank(9)
            .text(&cell(&crate::tr!("check-error", error = e))),
        Ok(m) => {
            let c = m.counts;
            Record::new()
                .text(&cell(&o.file))
                .number(m.correct)
                .number(m.total)
                .number(format_args!("{:.1}", m.percent()))
                .number(c[0])
                .number(c[1])
                .number(c[2])
                .number(c[3])
                .number(c[4])
                .number(c[5])
                .text(&cell(&m.verdict(naming)))
        }
    });
    escape::csv::to_string(&header, records)
}

/// check's HTML report (templates/check.html on templates/page.html).
#[derive(Template)]
#[template(path = "check.html")]
struct CheckPage<'a> {
    /// The language of the words (`<html lang>`).
    lang: &'static str,
    title: String,
    fonts: &'a str,
    /// What the answers are marked against, in words: HTML, escaped by
    /// [`marked_against`].
    marked: String,
    /// The replay frame's title, a JSON string for the script.
    replay_title: String,
    words: Words,
    files: Vec<CheckedFile<'a>>,
    /// The report of the search, as a JSON string for a `<script>` element, for the
    /// first-mistake replays ("" when no answer has a mistake to replay).
    report: String,
}

/// The words of [`CheckPage`] in the current language.
struct Words {
    node: String,
    line: String,
    answer: String,
    mistake: String,
    replay: String,
}

impl Words {
    fn new() -> Words {
        Words {
            node: crate::tr!("check-html-node"),
            line: crate::tr!("check-html-line"),
            answer: crate::tr!("check-html-answer"),
            mistake: crate::tr!("check-html-mistake"),
            replay: crate::tr!("check-html-replay"),
        }
    }

    /// `error: …`.
    fn error(&self, e: &str) -> String {
        crate::tr!("check-error", error = e)
    }

    /// `First mistake, step 3 of 20: … The answer departs here, at C (= 5): …`.
    fn first(&self, f: &super::practice::FirstMistake) -> String {
        crate::tr!(
            "check-html-first",
            step = f.step + 1,
            steps = f.steps,
            caption = &f.caption,
            node = &f.node,
            answer = f
                .answer
                .as_ref()
                .map_or(String::new(), |a| format!(" ({a})")),
            text = &f.text
        )
    }
}

/// What `conv` marks against, as the report says it: `Marked against alpha-beta
/// (fail-hard, cut at α ≥ β, values from MAX's view, bounds accepted).`, as HTML text.
/// Only `&` and `<` are escaped: the sentence holds no user data, and `>` and `'` stay
/// as the report has always written them.
fn marked_against(conv: &Conventions) -> String {
    let text = crate::tr!(
        "check-html-marked",
        algorithm = if conv.alphabeta {
            "alphabeta"
        } else {
            "minimax"
        },
        convention = if conv.soft { "fail-soft" } else { "fail-hard" },
        op = if conv.cut == CutRule::Ge { "≥" } else { ">" },
        view = super::view_words(conv.values),
        bounds = match conv.bounds {
            Bounds::Require => "required",
            Bounds::Accept => "accepted",
            Bounds::Reject => "refused",
        }
    );
    text.replace('&', "&amp;").replace('<', "&lt;")
}

/// One answer file in [`CheckPage`]: its marking, or the message why it has none.
struct CheckedFile<'a> {
    file: &'a str,
    result: Result<MarkedFile<'a>, &'a str>,
}

/// A marked answer file in [`CheckPage`].
struct MarkedFile<'a> {
    all_correct: bool,
    verdict: String,
    /// The tree with wrong nodes outlined, SVG markup.
    figure: String,
    wrong: Vec<WrongNode<'a>>,
    /// Where the answer first departs from the search.
    first: Option<super::practice::FirstMistake>,
}

/// A row of the table of mistakes.
struct WrongNode<'a> {
    node: &'a str,
    line: String,
    answer: &'a str,
    mistakes: String,
}

impl<'a> WrongNode<'a> {
    /// The rows of `m`'s wrong nodes, then its bad lines that are no node's answer.
    fn all(m: &'a Marking, naming: &Naming) -> Vec<WrongNode<'a>> {
        let nodes = m.nodes.iter().filter(|n| !n.correct()).map(|n| WrongNode {
            node: &n.node,
            line: n.line.map_or(String::new(), |l| l.to_string()),
            answer: n.answer.as_deref().unwrap_or("-"),
            mistakes: n.status(naming),
        });
        let lines = m.bad_lines.iter().map(|l| WrongNode {
            node: l.node.as_deref().unwrap_or("?"),
            line: l.line.to_string(),
            answer: "-",
            mistakes: l.mistake.text(),
        });
        nodes.chain(lines).collect()
    }
}

/// The figure of one marking: the tree with each answered node labelled by the
/// student's answer (the expected one beside a wrong one) and outlined by whether it is
/// right; unanswered leaves show their values.
pub(crate) fn marked_figure(rec: &Recording, file: &str, m: &Marking, naming: &Naming) -> String {
    let mut by_id = vec![None; rec.len()];
    for n in &m.nodes {
        by_id[n.id] = Some(n);
    }
    let label = |id: NodeId| match by_id[id.index()] {
        Some(n) if n.correct() => n.answer.clone().unwrap_or_default(),
        Some(n) => format!("{} ✗ {}", n.answer.as_deref().unwrap_or("?"), n.expected),
        None => match rec.node(id).kind() {
            NodeKind::Leaf | NodeKind::Terminal => rec
                .node(id)
                .score(rec.meta.perspective)
                .map(|v| v.to_string())
                .unwrap_or_default(),
            _ => String::new(),
        },
    };
    let mut fig = figure::build_labelled(rec, NodeId::new(0), |_| true, label, false);
    for f in &mut fig.nodes {
        f.mark = by_id[f.id.index()].map(|n| {
            if n.correct() {
                Mark::Correct
            } else {
                Mark::Wrong
            }
        });
    }
    svg::document(&fig, &format!("{file} — {}", m.verdict(naming)))
}

/// The HTML report: per answer file the verdict, the tree with wrong nodes outlined
/// red (the student's answer → the expected one beside it), and the list of mistakes.
pub fn html(
    rec: &Recording,
    tree: &str,
    conv: &Conventions,
    outcomes: &[Outcome],
    naming: &Naming,
) -> String {
    let files = outcomes
        .iter()
        .map(|o| CheckedFile {
            file: &o.file,
            result: match &o.result {
                Err(e) => Err(e.as_str()),
                Ok(m) => Ok(MarkedFile {
                    all_correct: m.all_correct(),
                    verdict: m.verdict(naming),
                    figure: marked_figure(rec, &o.file, m, naming),
                    wrong: WrongNode::all(m, naming),
                    first: super::practice::first_mistake(rec, m, conv),
                }),
            },
        })
        .collect::<Vec<_>>();
    // One copy of the search's report serves every answer's replay.
    let replays = files
        .iter()
        .any(|f| matches!(&f.result, Ok(m) if m.first.is_some()));
    let report = if replays {
        let opts = crate::render::RenderOptions {
            values: Some(conv.values),
            ..crate::render::RenderOptions::default()
        };
        let mut page = Vec::new();
        match html::write(rec, &opts, &mut page) {
            Ok(()) => crate::render::escape::html::script_json(
                &serde_json::Value::String(String::from_utf8_lossy(&page).into_owned()).to_string(),
            ),
            Err(_) => String::new(),
        }
    } else {
        String::new()
    };
    html::to_string(&CheckPage {
        lang: crate::lang::current().code(),
        title: crate::tr!("check-html-title", tree = tree),
        fonts: svg::FONTS,
        marked: marked_against(conv),
        replay_title: crate::render::escape::html::script_json(
            &serde_json::Value::String(crate::tr!("check-html-replay-title")).to_string(),
        ),
        words: Words::new(),
        files,
        report,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn csv_guards_file_names_and_messages_against_formulas() {
        let outcomes = [
            Outcome {
                file: "=HYPERLINK(\"x\").txt".into(),
                result: Err("-1:2: bad".into()),
            },
            Outcome {
                file: "plain.txt".into(),
                result: Err("cannot read".into()),
            },
        ];
        let csv = csv(&outcomes, &Naming::LIBRARY);
        let lines: Vec<&str> = csv.lines().collect();
        assert_eq!(
            lines[1],
            "\"'=HYPERLINK(\"\"x\"\").txt\",,,,,,,,,,error: -1:2: bad"
        );
        assert_eq!(lines[2], "plain.txt,,,,,,,,,,error: cannot read");
    }

    #[test]
    fn text_keeps_control_characters_from_the_terminal() {
        let outcomes = [Outcome {
            file: "a\u{1b}[31m.txt".into(),
            result: Err("bad \u{7}".into()),
        }];
        assert_eq!(
            text(&outcomes, &Naming::LIBRARY),
            "a\u{fffd}[31m.txt: error: bad \u{fffd}\n"
        );
    }
}
