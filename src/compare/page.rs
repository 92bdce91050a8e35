//! The HTML page of `gametree compare` (templates/compare.html): the table in the
//! chosen columns, the notes, the two SVG charts inline ([`super::chart`]) and the
//! effective branching factor per ply. Self-contained: no script, nothing fetched.

use super::chart;
use super::table::{self, Numbers};
use super::Report;
use askama::Template;
use std::io::Write;

/// The page; askama escapes every `{{ }}` but the charts, which [`chart`] escaped.
#[derive(Template)]
#[template(path = "compare.html")]
struct Page<'a> {
    rep: &'a Report,
    /// The page's language, its `lang` attribute.
    lang: &'static str,
    /// The headings and words of the page, in its language.
    words: Words,
    /// The depth limit in words.
    depth: String,
    /// The column headings.
    head: Vec<Cell>,
    /// The rows' cells.
    rows: Vec<Vec<Cell>>,
    /// The notes under the table.
    notes: Vec<Cell>,
    /// Nodes per row, an `<svg>` element.
    bars: String,
    /// Nodes per ply, an `<svg>` element.
    plies: String,
    branching: Branching,
    /// Whether the algorithms' table and charts are shown ([`table::show_rows`]).
    show_rows: bool,
    /// The Monte Carlo table and chart, if any.
    mcts: Option<MctsPage>,
}

/// The Monte Carlo part of the page: the lines above its table, the table and the
/// chart of shares.
struct MctsPage {
    lines: [String; 2],
    head: Vec<Cell>,
    rows: Vec<Vec<Cell>>,
    /// Its chart's heading.
    title: String,
    /// The chart, an `<svg>` element.
    chart: String,
}

/// The Monte Carlo part of the page for `m`.
fn mcts_page(m: &super::MctsReport) -> MctsPage {
    let head = super::mcts::head();
    MctsPage {
        lines: super::mcts::heading(m),
        rows: super::mcts::cells(m)
            .into_iter()
            .map(|row| {
                row.into_iter()
                    .zip(&head)
                    .map(|(text, (_, flag))| Cell { text, flag: *flag })
                    .collect()
            })
            .collect(),
        head: head
            .into_iter()
            .map(|(text, flag)| Cell { text, flag })
            .collect(),
        title: crate::tr!("summary-mcts-chart-title"),
        chart: chart::shares(m).inline(&crate::tr!("summary-mcts-chart-title")),
    }
}

/// The page's own words: the charts' headings and the branching table's.
struct Words {
    nodes_visited: String,
    nodes_per_ply: String,
    branching: String,
    row: String,
}

/// A table cell or a note: its text and whether it is a number (right-aligned) or, for
/// a note, a failure (red).
struct Cell {
    text: String,
    flag: bool,
}

/// The effective branching factor per ply: nodes at ply k over nodes at ply k − 1.
struct Branching {
    /// The plies 1, 2, … of the columns.
    plies: Vec<usize>,
    rows: Vec<BranchingRow>,
}

/// A row of [`Branching`]: the row's name and the factors, `—` where a ply has no
/// nodes.
struct BranchingRow {
    label: String,
    factors: Vec<String>,
}

fn branching(rep: &Report) -> Branching {
    let plies = chart::ply_count(rep);
    Branching {
        plies: (1..plies).collect(),
        rows: rep
            .rows
            .iter()
            .map(|row| BranchingRow {
                label: chart::label(row),
                factors: (1..plies)
                    .map(
                        |p| match (row.nodes_per_ply.get(p - 1), row.nodes_per_ply.get(p)) {
                            (Some(&a), Some(&b)) if a > 0 => {
                                crate::lang::decimal(b as f64 / a as f64, 2)
                            }
                            _ => "—".into(),
                        },
                    )
                    .collect(),
            })
            .collect(),
    }
}

/// Writes the page.
pub(super) fn html(rep: &Report, out: &mut dyn Write) -> std::io::Result<()> {
    let page = Page {
        rep,
        lang: crate::lang::current().code(),
        words: Words {
            nodes_visited: crate::tr!("summary-compare-nodes-visited"),
            nodes_per_ply: crate::tr!("summary-compare-nodes-per-ply"),
            branching: crate::tr!("summary-compare-branching"),
            row: crate::tr!("summary-compare-branching-row"),
        },
        depth: table::depth_text(rep),
        head: rep
            .columns
            .iter()
            .map(|c| Cell {
                text: c.title(),
                flag: c.numeric(),
            })
            .collect(),
        rows: table::cells(rep, Numbers::Read)
            .into_iter()
            .map(|row| {
                row.into_iter()
                    .zip(&rep.columns)
                    .map(|(c, column)| Cell {
                        text: c.unwrap_or_else(|| "—".into()),
                        flag: column.numeric(),
                    })
                    .collect()
            })
            .collect(),
        notes: table::notes(rep)
            .iter()
            .map(|n| Cell {
                text: n.text(),
                flag: n.bad(),
            })
            .collect(),
        bars: chart::bars(rep).inline(&crate::tr!("summary-compare-bars-title")),
        plies: chart::plies(rep).inline(&crate::tr!("summary-compare-plies-title")),
        branching: branching(rep),
        show_rows: table::show_rows(rep),
        mcts: rep.mcts.as_ref().map(mcts_page),
    };
    page.write_into(out)
}
