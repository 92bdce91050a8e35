//! The charts of `gametree compare`, drawn as SVG here: nodes visited per row
//! (horizontal bars, linear scale) and nodes per ply (one line per row, log scale,
//! with a legend). Every row is a series with its own colour, dash pattern and marker
//! shape ([`style`]), the same in both charts, so that twenty series stay apart in
//! colour, in grey print and for colour-blind readers. The HTML page inlines the two
//! charts; Markdown links one SVG file holding both ([`chart_svg`]). Geometry in
//! pixels; coordinates are written with one decimal, so the same report gives the
//! same bytes.

use super::table::depth_text;
use super::{MctsReport, Report, Row};
use crate::render::escape::xml;
use std::fmt::Write;

/// Ten colours that differ on white and for the common colour blindnesses (Okabe &
/// Ito's palette without its yellow, then brown, purple and grey).
const COLOURS: [&str; 10] = [
    "#0072b2", "#d55e00", "#009e73", "#cc79a7", "#e69f00", "#56b4e9", "#000000", "#8c564b",
    "#6a3d9a", "#7f7f7f",
];

/// Four dash patterns (`stroke-dasharray`; empty: solid): solid, dashed, dotted,
/// dash-dotted.
const DASHES: [&str; 4] = ["", "8 4", "2 3", "10 3 2 3"];

/// The marker shapes at a line's points.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Marker {
    Circle,
    Square,
    Triangle,
    Diamond,
}

/// How series `i` is drawn.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
struct Style {
    colour: &'static str,
    dash: &'static str,
    marker: Marker,
}

/// Series `i`'s style: colour `i mod 10`, dash `i mod 4` — together distinct for 20
/// series, and neighbours differ in both — and the marker `⌊i / 10⌋ mod 4`, so the two
/// series of one colour differ in dash and marker.
fn style(i: usize) -> Style {
    Style {
        colour: COLOURS[i % COLOURS.len()],
        dash: DASHES[i % DASHES.len()],
        marker: [
            Marker::Circle,
            Marker::Square,
            Marker::Triangle,
            Marker::Diamond,
        ][(i / COLOURS.len()) % 4],
    }
}

impl Style {
    /// The stroke attributes of a line in this style.
    fn stroke(&self) -> String {
        let dash = if self.dash.is_empty() {
            String::new()
        } else {
            format!(" stroke-dasharray=\"{}\"", self.dash)
        };
        format!(
            "fill=\"none\" stroke=\"{}\" stroke-width=\"2\"{dash}",
            self.colour
        )
    }

    /// The marker at `(x, y)`, filled with the series' colour by its group.
    fn marker(&self, x: f64, y: f64) -> String {
        match self.marker {
            Marker::Circle => format!("<circle cx=\"{x:.1}\" cy=\"{y:.1}\" r=\"3.5\"/>"),
            Marker::Square => format!(
                "<rect x=\"{:.1}\" y=\"{:.1}\" width=\"7\" height=\"7\"/>",
                x - 3.5,
                y - 3.5
            ),
            Marker::Triangle => format!(
                "<path d=\"M{x:.1} {:.1}L{:.1} {:.1}L{:.1} {:.1}Z\"/>",
                y - 4.5,
                x + 4.5,
                y + 3.5,
                x - 4.5,
                y + 3.5
            ),
            Marker::Diamond => format!(
                "<path d=\"M{x:.1} {:.1}L{:.1} {y:.1}L{x:.1} {:.1}L{:.1} {y:.1}Z\"/>",
                y - 4.5,
                x + 4.5,
                y + 4.5,
                x - 4.5
            ),
        }
    }
}

/// A row's name in the charts: `alphabeta / best (oracle)`, unescaped.
pub(super) fn label(row: &Row) -> String {
    match super::mark_text(row.role) {
        Some(m) => format!("{} / {} ({m})", row.algorithm, row.order),
        None => format!("{} / {}", row.algorithm, row.order),
    }
}

/// The width a label needs at 12 px sans-serif, generously (7 px a character).
fn label_width(rep: &Report) -> f64 {
    let chars = rep
        .rows
        .iter()
        .map(|r| label(r).chars().count())
        .max()
        .unwrap_or(0);
    7.0 * chars as f64
}

/// A chart: its size and its SVG elements.
pub(super) struct Chart {
    width: f64,
    height: f64,
    body: String,
}

impl Chart {
    /// The chart as an `<svg>` element for an HTML page, titled for screen readers.
    pub(super) fn inline(&self, title: &str) -> String {
        format!(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w:.0}\" height=\"{h:.0}\" \
             viewBox=\"0 0 {w:.0} {h:.0}\" font-family=\"sans-serif\" font-size=\"12\" \
             role=\"img\"><title>{}</title>\n{}</svg>",
            xml::text(title),
            self.body,
            w = self.width,
            h = self.height,
        )
    }
}

/// Nodes visited per row: a horizontal bar each, in the row's colour, its name left of
/// it and its count right of it.
pub(super) fn bars(rep: &Report) -> Chart {
    let (names, len, bar_h, gap) = (label_width(rep) + 10.0, 600.0, 16.0, 6.0);
    let max = rep.rows.iter().map(|r| r.nodes).max().unwrap_or(1).max(1) as f64;
    let mut body = String::new();
    for (i, row) in rep.rows.iter().enumerate() {
        let y = gap + i as f64 * (bar_h + gap);
        let w = len * row.nodes as f64 / max;
        let _ = writeln!(
            body,
            "<text x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"end\">{}</text>\
             <rect x=\"{names:.1}\" y=\"{y:.1}\" width=\"{w:.1}\" height=\"{bar_h}\" fill=\"{}\"/>\
             <text x=\"{:.1}\" y=\"{:.1}\">{}</text>",
            names - 6.0,
            y + 12.5,
            xml::text(&label(row)),
            style(i).colour,
            names + w + 5.0,
            y + 12.5,
            row.nodes
        );
    }
    Chart {
        width: names + len + 100.0,
        height: gap + rep.rows.len() as f64 * (bar_h + gap),
        body,
    }
}

/// The number of plies the per-ply chart and table show (at least 2).
pub(super) fn ply_count(rep: &Report) -> usize {
    rep.rows
        .iter()
        .map(|r| r.nodes_per_ply.len())
        .max()
        .unwrap_or(1)
        .max(2)
}

/// `1`, `10`, `100`, `1 k`, … `100 M`, `1e9`: the log axis's labels.
fn decade_label(decade: u32) -> String {
    match decade {
        0..=2 => 10u64.pow(decade).to_string(),
        3..=5 => format!("{} k", 10u64.pow(decade - 3)),
        6..=8 => format!("{} M", 10u64.pow(decade - 6)),
        _ => format!("1e{decade}"),
    }
}

/// Nodes per ply: a line per row on a log scale, markers at the plies, a grid line per
/// power of ten, and a legend right of the plot with each series' line and marker.
pub(super) fn plies(rep: &Report) -> Chart {
    let plies = ply_count(rep);
    let top = rep
        .rows
        .iter()
        .flat_map(|r| r.nodes_per_ply.iter().copied())
        .max()
        .unwrap_or(1)
        .max(10) as f64;
    let decades = top.log10().ceil().max(1.0);
    let (cw, ch, x0, y0) = (600.0, 300.0, 60.0, 24.0);
    let x = |p: usize| x0 + cw * p as f64 / (plies - 1) as f64;
    let y = |n: u64| y0 + ch - ch * (n.max(1) as f64).log10() / decades;
    let mut body = String::new();
    let _ = writeln!(
        body,
        "<text x=\"0\" y=\"12\">{}</text>",
        xml::text(&crate::tr!("summary-compare-chart-nodes"))
    );
    for decade in 0..=decades as u32 {
        let gy = y(10u64.pow(decade));
        gridline(&mut body, x0, cw, gy, &decade_label(decade));
    }
    for ply in 0..plies {
        let _ = writeln!(
            body,
            "<text x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"middle\">{ply}</text>",
            x(ply),
            y0 + ch + 16.0
        );
    }
    let _ = writeln!(
        body,
        "<text x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"middle\">{}</text>",
        x0 + cw / 2.0,
        y0 + ch + 34.0,
        xml::text(&crate::tr!("summary-compare-chart-ply"))
    );
    let legend = x0 + cw + 20.0;
    for (i, row) in rep.rows.iter().enumerate() {
        let s = style(i);
        let points: Vec<(f64, f64)> = row
            .nodes_per_ply
            .iter()
            .enumerate()
            .map(|(p, &n)| (x(p), y(n)))
            .collect();
        let line: Vec<String> = points
            .iter()
            .map(|(px, py)| format!("{px:.1},{py:.1}"))
            .collect();
        let markers: String = points.iter().map(|&(px, py)| s.marker(px, py)).collect();
        let ly = y0 + 18.0 * i as f64;
        let _ = writeln!(
            body,
            "<g class=\"series\"><polyline points=\"{}\" {}/><g fill=\"{}\">{markers}</g></g>\
             <g class=\"legend\"><line x1=\"{legend:.1}\" x2=\"{:.1}\" y1=\"{ly:.1}\" y2=\"{ly:.1}\" {}/>\
             <g fill=\"{}\">{}</g><text x=\"{:.1}\" y=\"{:.1}\">{}</text></g>",
            line.join(" "),
            s.stroke(),
            s.colour,
            legend + 36.0,
            s.stroke(),
            s.colour,
            s.marker(legend + 18.0, ly),
            legend + 44.0,
            ly + 4.0,
            xml::text(&label(row))
        );
    }
    Chart {
        width: legend + 54.0 + label_width(rep),
        height: (y0 + ch + 44.0).max(y0 + 18.0 * rep.rows.len() as f64),
        body,
    }
}

/// The share of Monte Carlo runs that play a minimax-optimal move against the
/// iterations of each run: a line on a log scale of iterations (a tick at every count
/// compared), the share from 0 to 100 % with a grid line every 25 %, a marker and the
/// percentage at each point.
pub(super) fn shares(m: &MctsReport) -> Chart {
    let (cw, ch, x0, y0) = (600.0, 240.0, 60.0, 24.0);
    let logs: Vec<f64> = m
        .rows
        .iter()
        .map(|r| (r.iterations.max(1) as f64).log10())
        .collect();
    let lo = logs.iter().copied().fold(f64::INFINITY, f64::min);
    let hi = logs.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    let x = |l: f64| {
        if hi > lo {
            x0 + cw * (l - lo) / (hi - lo)
        } else {
            x0 + cw / 2.0
        }
    };
    let y = |share: f64| y0 + ch - ch * share / 100.0;
    let mut body = String::new();
    let _ = writeln!(
        body,
        "<text x=\"0\" y=\"12\">{}</text>",
        xml::text(&crate::tr!("summary-mcts-chart-share"))
    );
    for q in [0.0, 25.0, 50.0, 75.0, 100.0] {
        let gy = y(q);
        gridline(&mut body, x0, cw, gy, &xml::text(&super::percent(q)));
    }
    let s = style(0);
    let points: Vec<(f64, f64)> = m
        .rows
        .iter()
        .zip(&logs)
        .map(|(r, &l)| (x(l), y(r.share)))
        .collect();
    for (r, &(px, py)) in m.rows.iter().zip(&points) {
        let _ = writeln!(
            body,
            "<text x=\"{px:.1}\" y=\"{:.1}\" text-anchor=\"middle\">{}</text>\
             <text x=\"{px:.1}\" y=\"{:.1}\" text-anchor=\"middle\">{}</text>",
            y0 + ch + 16.0,
            r.iterations,
            py - 8.0,
            xml::text(&super::percent(r.share))
        );
    }
    let line: Vec<String> = points
        .iter()
        .map(|(px, py)| format!("{px:.1},{py:.1}"))
        .collect();
    let markers: String = points.iter().map(|&(px, py)| s.marker(px, py)).collect();
    let _ = writeln!(
        body,
        "<g class=\"series\"><polyline points=\"{}\" {}/><g fill=\"{}\">{markers}</g></g>\
         <text x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"middle\">{}</text>",
        line.join(" "),
        s.stroke(),
        s.colour,
        x0 + cw / 2.0,
        y0 + ch + 34.0,
        xml::text(&crate::tr!("summary-mcts-chart-iterations"))
    );
    Chart {
        width: x0 + cw + 40.0,
        height: y0 + ch + 44.0,
        body,
    }
}

/// The charts in one standalone SVG file, on white (so that it reads on a dark page
/// too), each under its title, with the position named at the top: the image the
/// Markdown output links. The algorithms' two charts when the table has rows
/// (`table::show_rows`), then the Monte Carlo chart (`shares`) if any.
pub fn chart_svg(rep: &Report) -> String {
    let mut parts: Vec<(String, Chart)> = Vec::new();
    if super::table::show_rows(rep) {
        parts.push((crate::tr!("summary-compare-nodes-visited"), bars(rep)));
        parts.push((crate::tr!("summary-compare-nodes-per-ply"), plies(rep)));
    }
    if let Some(m) = &rep.mcts {
        parts.push((crate::tr!("summary-mcts-chart-title"), shares(m)));
    }
    let width = parts.iter().map(|(_, c)| c.width).fold(0.0, f64::max);
    let (title_h, gap) = (28.0, 16.0);
    let mut y = title_h;
    let mut body = String::new();
    for (title, chart) in &parts {
        y += title_h;
        let _ = write!(
            body,
            "<text x=\"0\" y=\"{:.1}\" font-size=\"16\" font-weight=\"bold\">{}</text>\n\
             <svg x=\"0\" y=\"{y:.1}\" width=\"{:.0}\" height=\"{:.0}\">\n{}</svg>\n",
            y - 8.0,
            xml::text(title),
            chart.width,
            chart.height,
            chart.body,
        );
        y += chart.height + gap;
    }
    let height = y;
    format!(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n\
         <svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{width:.0}\" height=\"{height:.0}\" \
         viewBox=\"0 0 {width:.0} {height:.0}\" font-family=\"sans-serif\" font-size=\"12\">\n\
         <rect width=\"100%\" height=\"100%\" fill=\"#fff\"/>\n\
         <text x=\"0\" y=\"18\" font-size=\"14\">gametree compare: {} — {}, {}</text>\n\
         {body}</svg>\n",
        xml::text(&rep.file),
        xml::text(rep.game),
        xml::text(&depth_text(rep)),
    )
}

/// A horizontal grid line at `gy` across the plot (from `x0`, `cw` wide) with its
/// label (already XML text) right-aligned left of it.
fn gridline(body: &mut String, x0: f64, cw: f64, gy: f64, label: &str) {
    let _ = writeln!(
        body,
        "<line x1=\"{x0}\" x2=\"{:.1}\" y1=\"{gy:.1}\" y2=\"{gy:.1}\" stroke=\"#ddd\"/>\
         <text x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"end\">{label}</text>",
        x0 + cw,
        x0 - 6.0,
        gy + 4.0,
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn twenty_series_have_twenty_styles_and_neighbours_differ_in_colour_and_dash() {
        let styles: Vec<Style> = (0..20).map(style).collect();
        for (i, a) in styles.iter().enumerate() {
            for b in &styles[i + 1..] {
                assert!((a.colour, a.dash) != (b.colour, b.dash), "{a:?} {b:?}");
            }
        }
        for w in styles.windows(2) {
            assert!(w[0].colour != w[1].colour && w[0].dash != w[1].dash);
        }
        // The two series of a colour differ in dash and marker.
        for i in 0..10 {
            let (a, b) = (style(i), style(i + 10));
            assert!(a.colour == b.colour && a.dash != b.dash && a.marker != b.marker);
        }
    }

    #[test]
    fn decades_read_as_numbers() {
        let labels: Vec<String> = [0, 2, 3, 5, 6, 9].map(decade_label).to_vec();
        assert_eq!(labels, ["1", "100", "1 k", "100 k", "1 M", "1e9"]);
    }
}
