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
                            (Some(&a), Some(&b)) if a > 0 => format!("{:.2}", b as f64 / a as f64),
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
        depth: table::depth_text(rep),
        head: rep
            .columns
            .iter()
            .map(|c| Cell {
                text: c.title().into(),
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
        bars: chart::bars(rep).inline("Nodes visited by each row"),
        plies: chart::plies(rep).inline("Nodes per ply, log scale"),
        branching: branching(rep),
    };
    page.write_into(out)
}
