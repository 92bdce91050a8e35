//! The table of `gametree compare` — its cells, in the chosen columns, and the notes
//! under it — and the formats that are only a table: text, CSV, Markdown and LaTeX.
//! Every cell that comes from a file (the best move) or names a file is escaped for
//! its format here, the rest (our names and numbers) goes through the same escaper.

use super::{Column, Report, Role, Row};
use crate::render::escape::{csv::Record, markdown, terminal, tex};
use std::io::Write;

/// How numbers are written: for reading (`21.3 M`, `84.6%`) or for a spreadsheet
/// (`21300000`, `84.62`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) enum Numbers {
    /// Rates with an SI prefix, percentages with one decimal and `%`.
    Read,
    /// Plain numbers: rates whole, percentages with two decimals.
    Csv,
}

/// The column that carries the rows' marks (`(baseline)`, `(oracle)`): the ordering,
/// else the algorithm; `None` when neither is shown.
fn mark_column(columns: &[Column]) -> Option<Column> {
    [Column::Order, Column::Algorithm]
        .into_iter()
        .find(|c| columns.contains(c))
}

/// The cell of `row` in `column`, unescaped; `None` where there is no value: an
/// oracle's (or an unmeasured) time and rate, no baseline, no best move. `mark` is
/// the column that carries the row's mark ([`mark_column`]).
fn cell(
    row: &Row,
    column: Column,
    mark: Option<Column>,
    numbers: Numbers,
    scale: crate::game::Score,
) -> Option<String> {
    let read = numbers == Numbers::Read;
    // The spreadsheet's marks are English in every language (a machine format).
    let marked = |s: &str| match (row.role.mark(), read) {
        (Some(_), true) if mark == Some(column) => {
            format!("{s} ({})", super::mark_text(row.role).unwrap_or_default())
        }
        (Some(m), false) if mark == Some(column) => format!("{s} ({m})"),
        _ => s.to_string(),
    };
    Some(match column {
        Column::Algorithm => marked(&row.algorithm),
        Column::Order => marked(&row.order),
        Column::Value => crate::record::scaled_text(row.value, scale),
        // A name as far as any output tells it (1,000 characters).
        Column::Best => {
            return row
                .best_move
                .as_deref()
                .map(|m| crate::record::known_text(m).into_owned())
        }
        Column::Nodes => row.nodes.to_string(),
        Column::Leaves => row.leaves.to_string(),
        Column::Terminals => row.terminals.to_string(),
        Column::Cutoffs => row.cutoffs.to_string(),
        Column::TtProbes => row.tt_probes.to_string(),
        Column::TtHits => row.tt_hits.to_string(),
        Column::Researches => row.researches.to_string(),
        Column::Passes => row.passes.to_string(),
        Column::Time if read => crate::lang::decimal(row.time_ms?, 3),
        Column::Time => format!("{:.3}", row.time_ms?),
        Column::NodesPerSecond if read => crate::render::text::si(row.nodes_per_second?),
        Column::NodesPerSecond => format!("{:.0}", row.nodes_per_second?),
        Column::VsBaseline if read => super::percent(row.percent_of_minimax?),
        Column::VsBaseline => format!("{:.2}", row.percent_of_minimax?),
    })
}

/// Every row's cells in the report's columns.
pub(super) fn cells(rep: &Report, numbers: Numbers) -> Vec<Vec<Option<String>>> {
    let mark = mark_column(&rep.columns);
    rep.rows
        .iter()
        .map(|r| {
            rep.columns
                .iter()
                .map(|&c| cell(r, c, mark, numbers, rep.scale))
                .collect()
        })
        .collect()
}

/// A note under the table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Note {
    /// Two rows found different root values.
    Disagree,
    /// The baseline row: its nodes, and whether the vs-baseline column is shown.
    Baseline {
        /// The baseline's nodes.
        nodes: u64,
        /// Whether the vs-baseline column is shown.
        column: bool,
    },
    /// The baseline stopped at this node limit.
    BaselineStopped(u64),
    /// There are oracle rows; whether a timing column is shown.
    Oracle {
        /// Whether a time or rate column is shown.
        timing: bool,
    },
    /// These algorithms ignore the orderings given (minimax, negamax).
    Unordered(Vec<&'static str>),
    /// Knuth & Moore's minimal tree of a uniform tree: b, d and the leaves.
    KnuthMoore(u64, u32, u64),
    /// Iterative deepening to this depth (`--iterative`), and MTD(f)'s first guess.
    Iterative(Option<u32>, Option<crate::game::Score>),
}

/// The notes of `rep`, in the order they are printed.
pub(super) fn notes(rep: &Report) -> Vec<Note> {
    let mut notes = Vec::new();
    if !rep.agree {
        notes.push(Note::Disagree);
    }
    if let Some(base) = rep.rows.iter().find(|r| r.role == Role::Baseline) {
        notes.push(Note::Baseline {
            nodes: base.nodes,
            column: rep.columns.contains(&Column::VsBaseline),
        });
    }
    if let Some(limit) = rep.baseline_stopped {
        notes.push(Note::BaselineStopped(limit));
    }
    if rep.rows.iter().any(|r| r.role == Role::Oracle) {
        notes.push(Note::Oracle {
            timing: rep.columns.iter().any(|c| c.timing()),
        });
    }
    if !rep.unordered.is_empty() {
        notes.push(Note::Unordered(rep.unordered.clone()));
    }
    if let (Some((b, d)), Some(m)) = (rep.uniform, rep.minimal_leaves) {
        notes.push(Note::KnuthMoore(b, d, m));
    }
    if rep.iterative || rep.guess.is_some() {
        notes.push(Note::Iterative(
            rep.depth.filter(|_| rep.iterative),
            rep.guess,
        ));
    }
    notes
}

impl Note {
    /// Whether the note reports a failure (shown in red on the HTML page).
    pub(super) fn bad(&self) -> bool {
        *self == Note::Disagree
    }

    /// The note as plain Unicode text (escape it for the format), in the
    /// [`crate::lang::current`] language.
    pub(super) fn text(&self) -> String {
        match self {
            Note::Disagree => crate::tr!("summary-compare-disagree"),
            Note::Baseline { nodes, column } => crate::tr!(
                "summary-compare-baseline-note",
                nodes = *nodes,
                column = if *column {
                    crate::tr!("summary-compare-baseline-column")
                } else {
                    String::new()
                }
            ),
            Note::BaselineStopped(limit) => crate::tr!(
                "summary-compare-baseline-stopped",
                limit = *limit,
                nodes = super::BASELINE_NODES
            ),
            Note::Oracle { timing } => crate::tr!(
                "summary-compare-oracle-note",
                timing = if *timing {
                    format!(" {}", crate::tr!("summary-compare-oracle-timing"))
                } else {
                    String::new()
                }
            ),
            Note::Unordered(names) => match names.as_slice() {
                [one] => crate::tr!("summary-compare-unordered-one", name = *one),
                more => crate::tr!(
                    "summary-compare-unordered-many",
                    names = more.join(&format!(" {} ", crate::tr!("summary-compare-and")))
                ),
            },
            Note::KnuthMoore(b, d, m) => crate::tr!(
                "summary-compare-knuth-moore",
                b = format!("b = {b}"),
                d = format!("d = {d}"),
                m = *m,
                formula = "b^⌈d/2⌉ + b^⌊d/2⌋ − 1"
            ),
            Note::Iterative(depth, guess) => iterative_text(*depth, *guess),
        }
    }

    /// The note as LaTeX: [`Note::text`] escaped, the formula as math.
    fn tex(&self) -> String {
        match self {
            Note::KnuthMoore(b, d, m) => {
                // Placeholders of letters only pass the escaper unchanged.
                let words = crate::tr!(
                    "summary-compare-knuth-moore",
                    b = "GTBEQUALS",
                    d = "GTDEQUALS",
                    m = *m,
                    formula = "GTFORMULA"
                );
                tex_text(&words)
                    .replace("GTBEQUALS", &format!("$b = {b}$"))
                    .replace("GTDEQUALS", &format!("$d = {d}$"))
                    .replace(
                        "GTFORMULA",
                        "$b^{\\lceil d/2\\rceil} + b^{\\lfloor d/2\\rfloor} - 1$",
                    )
            }
            other => tex_text(&other.text()),
        }
    }
}

/// The note on iterative deepening to `depth` and MTD(f)'s first `guess`: its parts
/// joined by `; `, the first letter capitalised, a full stop.
fn iterative_text(depth: Option<u32>, guess: Option<crate::game::Score>) -> String {
    let mut parts = Vec::new();
    if let Some(d) = depth {
        parts.push(crate::tr!("summary-compare-iterative", depth = d));
    }
    match (guess, depth) {
        (Some(g), Some(_)) => parts.push(crate::tr!(
            "summary-compare-guess-then",
            guess = g.to_string()
        )),
        (Some(g), None) => parts.push(crate::tr!("summary-compare-guess", guess = g.to_string())),
        (None, Some(_)) => parts.push(crate::tr!("summary-compare-guess-each")),
        (None, None) => {}
    }
    let text = parts.join("; ");
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().collect::<String>() + chars.as_str() + ".",
        None => ".".into(),
    }
}

/// The depth limit in words: `depth 4`, or `depth to the end`, in the
/// [`crate::lang::current`] language.
pub(super) fn depth_text(rep: &Report) -> String {
    match rep.depth {
        Some(d) => crate::tr!("summary-compare-depth", depth = d),
        None => crate::tr!("summary-compare-depth-to-end"),
    }
}

/// Whether the algorithms' table is written: when it has rows, or when there is no
/// Monte Carlo table either (`--algorithms mcts` alone has only that one).
pub(super) fn show_rows(rep: &Report) -> bool {
    !rep.rows.is_empty() || rep.mcts.is_none()
}

/// `head` and `cells` as aligned text lines: numbers right-aligned, the rest left;
/// the cells escaped for a terminal.
fn aligned(head: &[(String, bool)], cells: &[Vec<String>]) -> Vec<String> {
    let cells: Vec<Vec<String>> = cells
        .iter()
        .map(|row| row.iter().map(|c| terminal::text(c).into_owned()).collect())
        .collect();
    let mut width: Vec<usize> = head.iter().map(|h| h.0.chars().count()).collect();
    for row in &cells {
        for (w, c) in width.iter_mut().zip(row) {
            *w = (*w).max(c.chars().count());
        }
    }
    let line = |row: Vec<&str>| {
        row.iter()
            .zip(&width)
            .zip(head)
            .map(|((c, &w), (_, numeric))| {
                let pad = " ".repeat(w - c.chars().count());
                if *numeric {
                    format!("{pad}{c}")
                } else {
                    format!("{c}{pad}")
                }
            })
            .collect::<Vec<_>>()
            .join("  ")
            .trim_end()
            .to_string()
    };
    let mut lines = vec![line(head.iter().map(|h| h.0.as_str()).collect())];
    lines.extend(
        cells
            .iter()
            .map(|row| line(row.iter().map(String::as_str).collect())),
    );
    lines
}

/// The aligned text table, then the notes; then the Monte Carlo table, if any.
pub(super) fn text(rep: &Report, out: &mut dyn Write) -> std::io::Result<()> {
    if show_rows(rep) {
        rows_text(rep, out)?;
    }
    if let Some(m) = &rep.mcts {
        if show_rows(rep) {
            writeln!(out)?;
        }
        for line in super::mcts::heading(m) {
            writeln!(out, "{}", terminal::text(&line))?;
        }
        for line in aligned(&super::mcts::head(), &super::mcts::cells(m)) {
            writeln!(out, "{line}")?;
        }
    }
    Ok(())
}

/// The algorithms' aligned text table, then the notes.
fn rows_text(rep: &Report, out: &mut dyn Write) -> std::io::Result<()> {
    let head: Vec<String> = rep.columns.iter().map(|c| c.title()).collect();
    let cells: Vec<Vec<String>> = cells(rep, Numbers::Read)
        .into_iter()
        .map(|row| {
            row.into_iter()
                .map(|c| terminal::text(c.as_deref().unwrap_or("—")).into_owned())
                .collect()
        })
        .collect();
    let mut width: Vec<usize> = head.iter().map(|h| h.chars().count()).collect();
    for row in &cells {
        for (w, c) in width.iter_mut().zip(row) {
            *w = (*w).max(c.chars().count());
        }
    }
    let line = |row: &[String]| {
        row.iter()
            .zip(&width)
            .zip(&rep.columns)
            .map(|((c, &w), &column)| {
                let pad = " ".repeat(w - c.chars().count());
                if !column.numeric() {
                    format!("{c}{pad}")
                } else {
                    format!("{pad}{c}")
                }
            })
            .collect::<Vec<_>>()
            .join("  ")
    };
    writeln!(out, "{}", line(&head).trim_end())?;
    for row in &cells {
        writeln!(out, "{}", line(row).trim_end())?;
    }
    for note in notes(rep) {
        writeln!(out, "{}", note.text())?;
    }
    Ok(())
}

/// The columns' names, then one line per row: text fields (the names, the best move)
/// guarded against spreadsheet formulas, numbers as they are, empty cells empty. With
/// a Monte Carlo table, it follows after an empty line (alone for `--algorithms mcts`).
pub(super) fn csv(rep: &Report, out: &mut dyn Write) -> std::io::Result<()> {
    if show_rows(rep) {
        rows_csv(rep, out)?;
    }
    if let Some(m) = &rep.mcts {
        if show_rows(rep) {
            writeln!(out)?;
        }
        super::mcts::csv(m, out)?;
    }
    Ok(())
}

/// The algorithms' table as CSV.
fn rows_csv(rep: &Report, out: &mut dyn Write) -> std::io::Result<()> {
    let header: Vec<&str> = rep.columns.iter().map(|c| c.name()).collect();
    let records = cells(rep, Numbers::Csv).into_iter().map(|row| {
        row.iter()
            .zip(&rep.columns)
            .fold(Record::new(), |r, (c, &column)| {
                let c = c.as_deref().unwrap_or("");
                if !column.numeric() {
                    r.text(c)
                } else {
                    r.number(c)
                }
            })
    });
    crate::render::escape::csv::write(out, &header, records)
}

/// A GitHub Markdown table between a line naming the position and the notes; then the
/// charts as an image linking `chart` (a file name beside the output), or a comment
/// saying that they need `-o`.
pub(super) fn markdown(
    rep: &Report,
    chart: Option<&str>,
    out: &mut dyn Write,
) -> std::io::Result<()> {
    writeln!(
        out,
        "gametree compare: {} — {}, {}\n",
        markdown::text(&rep.file),
        markdown::text(rep.game),
        depth_text(rep)
    )?;
    let row = |cells: Vec<String>| format!("| {} |", cells.join(" | "));
    if show_rows(rep) {
        rows_markdown(rep, out)?;
    }
    if let Some(m) = &rep.mcts {
        for (i, line) in super::mcts::heading(m).iter().enumerate() {
            // Alone, the first line follows the position's line and its blank line.
            let gap = if i == 0 && !show_rows(rep) { "" } else { "\n" };
            writeln!(out, "{gap}{}", markdown::text(line))?;
        }
        let head = super::mcts::head();
        writeln!(out)?;
        writeln!(
            out,
            "{}",
            row(head.iter().map(|(h, _)| markdown::text(h)).collect())
        )?;
        let rule = head.iter().map(|(_, n)| if *n { "--:" } else { ":--" });
        writeln!(
            out,
            "{}",
            row(rule.map(String::from).collect()).replace(' ', "")
        )?;
        for cells in super::mcts::cells(m) {
            let last = cells.len() - 1;
            let cells = cells
                .into_iter()
                .enumerate()
                .map(|(i, c)| if i == last { markdown::text(&c) } else { c })
                .collect();
            writeln!(out, "{}", row(cells))?;
        }
    }
    match chart {
        Some(name) => writeln!(
            out,
            "\n![{}]({})",
            markdown::text(&if show_rows(rep) {
                crate::tr!("summary-compare-chart-alt")
            } else {
                crate::tr!("summary-mcts-chart-title")
            }),
            markdown::url(name)
        ),
        None => writeln!(
            out,
            "\n<!-- {} -->",
            crate::tr!("summary-compare-chart-comment").replace("--", "–")
        ),
    }
}

/// The algorithms' Markdown table and the notes.
fn rows_markdown(rep: &Report, out: &mut dyn Write) -> std::io::Result<()> {
    let row = |cells: Vec<String>| format!("| {} |", cells.join(" | "));
    let head = rep
        .columns
        .iter()
        .map(|c| markdown::text(&c.title()))
        .collect();
    writeln!(out, "{}", row(head))?;
    let rule = rep.columns.iter().map(|&c| {
        if !c.numeric() {
            ":--".to_string()
        } else {
            "--:".to_string()
        }
    });
    writeln!(out, "{}", row(rule.collect()).replace(' ', ""))?;
    for cells in cells(rep, Numbers::Read) {
        // Numbers (ours) as they are: `-3` is no list item inside a cell.
        let cells = cells
            .iter()
            .zip(&rep.columns)
            .map(|(c, column)| match c {
                None => "—".into(),
                Some(c) if column.numeric() => c.clone(),
                Some(c) => markdown::text(c),
            })
            .collect();
        writeln!(out, "{}", row(cells))?;
    }
    for note in notes(rep) {
        writeln!(out, "\n{}", markdown::text(&note.text()))?;
    }
    Ok(())
}

/// Whether the LaTeX document is in a language written in Cyrillic (Russian): its
/// preamble then loads the T2A font encoding, and [`tex_text`] keeps Cyrillic letters.
fn cyrillic() -> bool {
    crate::lang::current() == crate::lang::Lang::Ru
}

/// `s` escaped for LaTeX ([`tex::text`]); in a Cyrillic document ([`cyrillic`]) its
/// Cyrillic letters are kept (T2A typesets them) instead of becoming `?`.
fn tex_text(s: &str) -> String {
    let is_cyrillic = |c: char| ('\u{400}'..='\u{4ff}').contains(&c);
    if !cyrillic() || !s.chars().any(is_cyrillic) {
        return tex::text(s);
    }
    let mut out = String::new();
    let mut rest = s;
    while let Some(start) = rest.find(is_cyrillic) {
        out.push_str(&tex::text(&rest[..start]));
        let run = &rest[start..];
        let end = run.find(|c: char| !is_cyrillic(c)).unwrap_or(run.len());
        out.push_str(&run[..end]);
        rest = &run[end..];
    }
    out + &tex::text(rest)
}

/// A LaTeX document for pdflatex: the position, a booktabs table and the notes. More
/// than nine columns turn the page to landscape.
pub(super) fn latex(rep: &Report, out: &mut dyn Write) -> std::io::Result<()> {
    let landscape = if rep.columns.len() > 9 {
        ",landscape"
    } else {
        ""
    };
    writeln!(
        out,
        "% gametree compare; compile with pdflatex.\n\
         \\documentclass{{article}}\n\
         \\usepackage[{}]{{fontenc}}\n\
         {}\
         \\usepackage[utf8]{{inputenc}}\n\
         \\usepackage[a4paper,margin=2cm{landscape}]{{geometry}}\n\
         \\usepackage{{booktabs}}\n\
         \\begin{{document}}\n\
         \\noindent\\textbf{{gametree compare:}} {} --- {}, {}\n",
        if cyrillic() { "T1,T2A" } else { "T1" },
        crate::render::backend::tikz::LATIN_MODERN,
        tex_text(&rep.file),
        tex_text(rep.game),
        tex_text(&depth_text(rep)),
    )?;
    let row = |cells: Vec<String>| format!("{} \\\\", cells.join(" & "));
    if show_rows(rep) {
        writeln!(
            out,
            "\\bigskip\n\\noindent\\begin{{tabular}}{{{}}}\n\\toprule",
            rep.columns
                .iter()
                .map(|&c| if !c.numeric() { 'l' } else { 'r' })
                .collect::<String>()
        )?;
        let head = rep.columns.iter().map(|c| tex_text(&c.title())).collect();
        writeln!(out, "{}\n\\midrule", row(head))?;
        for cells in cells(rep, Numbers::Read) {
            let cells = cells
                .iter()
                .map(|c| tex_text(c.as_deref().unwrap_or("—")))
                .collect();
            writeln!(out, "{}", row(cells))?;
        }
        writeln!(out, "\\bottomrule\n\\end{{tabular}}\n")?;
        for note in notes(rep) {
            writeln!(out, "\\smallskip\n\\noindent{{\\small {}}}\n", note.tex())?;
        }
    }
    if let Some(m) = &rep.mcts {
        for line in super::mcts::heading(m) {
            // √2 as math; a placeholder of letters passes the escaper unchanged.
            let line = tex_text(&line.replace('√', "GTSQRT")).replace("GTSQRT2", "$\\sqrt{2}$");
            writeln!(out, "\\smallskip\n\\noindent {line}\n")?;
        }
        let head = super::mcts::head();
        writeln!(
            out,
            "\\noindent\\begin{{tabular}}{{{}}}\n\\toprule",
            head.iter()
                .map(|(_, n)| if *n { 'r' } else { 'l' })
                .collect::<String>()
        )?;
        writeln!(
            out,
            "{}\n\\midrule",
            row(head.iter().map(|(h, _)| tex_text(h)).collect())
        )?;
        for cells in super::mcts::cells(m) {
            writeln!(out, "{}", row(cells.iter().map(|c| tex_text(c)).collect()))?;
        }
        writeln!(out, "\\bottomrule\n\\end{{tabular}}\n")?;
    }
    writeln!(out, "\\end{{document}}")
}

#[cfg(test)]
mod tests {
    use crate::compare::percent;

    #[test]
    fn small_percentages_keep_two_significant_digits() {
        let shown = [100.0, 84.6154, 2.2, 1.0, 0.3, 0.024_26, 0.0012, 0.0].map(percent);
        assert_eq!(
            shown,
            ["100.0%", "84.6%", "2.2%", "1.0%", "0.30%", "0.024%", "0.0012%", "0.0%"]
        );
    }
}
