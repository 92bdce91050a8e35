//! No text of a figure overlaps another: every example searched two plies deep
//! (explicit trees whole), in both directions and with the options that change what is
//! written, parsed as SVG; each `<text>`'s box computed from its position, anchor,
//! rotation and font size and the width DejaVu Sans gives its characters (the layout's
//! own measure, [`gametree::render::metrics`], which `scripts/font-metrics --check`
//! ties to the font); no two boxes may intersect, each node's label lies inside the
//! node's outline, and everything lies inside the picture.

use crate::common;

use gametree::render::metrics;

/// An axis-aligned box, px.
#[derive(Copy, Clone, Debug)]
struct Box2 {
    x0: f64,
    y0: f64,
    x1: f64,
    y1: f64,
}

impl Box2 {
    fn intersects(&self, o: &Box2) -> bool {
        const EPS: f64 = 0.05; // coordinates are written to 0.1 px
        self.x0 < o.x1 - EPS && o.x0 < self.x1 - EPS && self.y0 < o.y1 - EPS && o.y0 < self.y1 - EPS
    }
}

/// A text element of the SVG with its box.
#[derive(Debug)]
struct Text {
    content: String,
    bbox: Box2,
    /// The shape drawn just before it in the same group, for node labels.
    shape: Option<Shape>,
    /// The bottom of the board drawn in that node (`--boards`), px.
    board_bottom: Option<f64>,
}

#[derive(Copy, Clone, Debug)]
enum Shape {
    Rect { x: f64, y: f64, w: f64, h: f64 },
    Ellipse { cx: f64, cy: f64, rx: f64, ry: f64 },
    Triangle([(f64, f64); 3]),
}

/// The corners of a closed three-point path `M x y L x y L x y Z`.
fn triangle(d: &str) -> Option<[(f64, f64); 3]> {
    let v: Vec<f64> = d
        .split(|c: char| c.is_ascii_alphabetic() || c == ' ')
        .filter(|t| !t.is_empty())
        .map(|t| t.parse().unwrap())
        .collect();
    (v.len() == 6).then(|| [(v[0], v[1]), (v[2], v[3]), (v[4], v[5])])
}

/// Whether `(x, y)` lies inside the triangle `t` (or on its border).
fn in_triangle(t: [(f64, f64); 3], (x, y): (f64, f64)) -> bool {
    let side =
        |(ax, ay): (f64, f64), (bx, by): (f64, f64)| (bx - ax) * (y - ay) - (by - ay) * (x - ax);
    let s = [side(t[0], t[1]), side(t[1], t[2]), side(t[2], t[0])];
    s.iter().all(|&v| v >= -1e-6) || s.iter().all(|&v| v <= 1e-6)
}

fn attr(n: roxmltree::Node, name: &str) -> Option<f64> {
    n.attribute(name).map(|v| v.parse().unwrap())
}

/// The boxes of every `<text>` of `svg`, and the picture's size.
fn texts(svg: &str) -> (Vec<Text>, f64, f64) {
    let doc = roxmltree::Document::parse(svg).expect("well-formed SVG");
    let root = doc.root_element();
    let default_size = attr(root, "font-size").unwrap_or(16.0);
    let (w, h) = (attr(root, "width").unwrap(), attr(root, "height").unwrap());
    let mut out = Vec::new();
    for t in doc.descendants().filter(|n| n.has_tag_name("text")) {
        let content: String = t.text().unwrap_or_default().to_string();
        let size = attr(t, "font-size").unwrap_or(default_size);
        let (x, y) = (attr(t, "x").unwrap(), attr(t, "y").unwrap());
        let width = metrics::text_width(&content, size);
        let x0 = match t.attribute("text-anchor") {
            Some("middle") => x - width / 2.0,
            Some("end") => x - width,
            _ => x,
        };
        // Baseline y: the line box from the ascender to the descender.
        let centre = y - metrics::baseline(size);
        let (above, below) = metrics::extent(size);
        let mut bbox = Box2 {
            x0,
            y0: centre - above,
            x1: x0 + width,
            y1: centre + below,
        };
        if let Some(tr) = t.attribute("transform") {
            let args: Vec<f64> = tr
                .strip_prefix("rotate(")
                .and_then(|r| r.strip_suffix(')'))
                .unwrap_or_else(|| panic!("unexpected transform {tr}"))
                .split([' ', ','])
                .filter(|s| !s.is_empty())
                .map(|s| s.parse().unwrap())
                .collect();
            assert_eq!(args.len(), 3, "{tr}");
            let (a, cx, cy) = (args[0], args[1], args[2]);
            // A quarter turn either way maps (dx, dy) to (∓dy, ±dx).
            let turn = |px: f64, py: f64| {
                let (dx, dy) = (px - cx, py - cy);
                match a as i64 {
                    -90 => (cx + dy, cy - dx),
                    90 => (cx - dy, cy + dx),
                    _ => panic!("unexpected rotation {a}"),
                }
            };
            let (ax, ay) = turn(bbox.x0, bbox.y0);
            let (bx, by) = turn(bbox.x1, bbox.y1);
            bbox = Box2 {
                x0: ax.min(bx),
                y0: ay.min(by),
                x1: ax.max(bx),
                y1: ay.max(by),
            };
        }
        // A node's label follows its outline, or its outline and its board.
        let mut before = t.prev_sibling_element();
        let board = before.filter(|b| b.attribute("class") == Some("board"));
        let board_bottom = board.map(|b| {
            b.descendants()
                .filter_map(|e| match e.tag_name().name() {
                    "rect" => Some(attr(e, "y").unwrap() + attr(e, "height").unwrap()),
                    "circle" => Some(attr(e, "cy").unwrap() + attr(e, "r").unwrap()),
                    "text" => Some(attr(e, "y").unwrap()),
                    _ => None,
                })
                .fold(f64::NEG_INFINITY, f64::max)
        });
        if board.is_some() {
            before = before.and_then(|b| b.prev_sibling_element());
        }
        let in_board = t
            .parent_element()
            .is_some_and(|g| g.attribute("class") == Some("board"));
        let shape = before
            // A board's own texts (coordinates, counts) are no node labels.
            .filter(|_| !in_board)
            // Node outlines have a stroke; move labels' white boxes do not.
            .filter(|s| s.attribute("stroke").is_some())
            .and_then(|s| match s.tag_name().name() {
                "rect" => Some(Shape::Rect {
                    x: attr(s, "x").unwrap(),
                    y: attr(s, "y").unwrap(),
                    w: attr(s, "width").unwrap(),
                    h: attr(s, "height").unwrap(),
                }),
                "path" => s.attribute("d").and_then(triangle).map(Shape::Triangle),
                // A chance node's circle.
                "circle" => Some(Shape::Ellipse {
                    cx: attr(s, "cx").unwrap(),
                    cy: attr(s, "cy").unwrap(),
                    rx: attr(s, "r").unwrap(),
                    ry: attr(s, "r").unwrap(),
                }),
                "ellipse" => Some(Shape::Ellipse {
                    cx: attr(s, "cx").unwrap(),
                    cy: attr(s, "cy").unwrap(),
                    rx: attr(s, "rx").unwrap(),
                    ry: attr(s, "ry").unwrap(),
                }),
                _ => None,
            });
        out.push(Text {
            content,
            bbox,
            shape,
            board_bottom,
        });
    }
    (out, w, h)
}

/// Every way `svg`'s texts break the rules, as messages.
fn problems(svg: &str) -> Vec<String> {
    let (texts, w, h) = texts(svg);
    let mut found = Vec::new();
    for (i, a) in texts.iter().enumerate() {
        let b = a.bbox;
        if b.x0 < -0.05 || b.y0 < -0.05 || b.x1 > w + 0.05 || b.y1 > h + 0.05 {
            found.push(format!("{:?} {b:?} leaves the {w}×{h} picture", a.content));
        }
        for c in &texts[i + 1..] {
            if b.intersects(&c.bbox) {
                found.push(format!(
                    "{:?} {b:?} overlaps {:?} {:?}",
                    a.content, c.content, c.bbox
                ));
            }
        }
        // Node labels (texts drawn right after a node's outline): the capitals inside.
        let width = b.x1 - b.x0;
        let mid_y = (b.y0 + b.y1) / 2.0;
        let cap = metrics::cap_height(12.0) / 2.0;
        let outside = match a.shape {
            // Under a board: inside the outline, below the board.
            Some(Shape::Rect { x, y, w, h }) if a.board_bottom.is_some() => {
                b.x0 < x + 1.0
                    || b.x1 > x + w - 1.0
                    || b.y0 < a.board_bottom.unwrap()
                    || b.y1 > y + h
            }
            Some(Shape::Rect { x, y, w, h }) => {
                b.x0 < x + 1.0 || b.x1 > x + w - 1.0 || (mid_y - (y + h / 2.0)).abs() > 1.5
            }
            Some(Shape::Ellipse { cx, cy, rx, ry }) => {
                let (dx, dy) = (width / 2.0, cap);
                (dx / rx).powi(2) + (dy / ry).powi(2) > 1.0 + 1e-6
                    || (mid_y - cy).abs() > 1.5
                    || (b.x0 + width / 2.0 - cx).abs() > 0.1
            }
            // A triangle's label: its capitals inside.
            Some(Shape::Triangle(t)) => [
                (b.x0, mid_y - cap),
                (b.x1, mid_y - cap),
                (b.x0, mid_y + cap),
                (b.x1, mid_y + cap),
            ]
            .iter()
            .any(|&p| !in_triangle(t, p)),
            None => false,
        };
        if outside {
            found.push(format!("{:?} sticks out of its node", a.content));
        }
    }
    found
}

/// The examples, and whether each is an explicit tree.
fn examples() -> Vec<(String, bool)> {
    let mut files = Vec::new();
    for dir in ["examples", "examples/homework"] {
        for e in std::fs::read_dir(dir).unwrap() {
            let p = e.unwrap().path();
            if p.extension().is_some_and(|x| x == "pos") {
                let text = std::fs::read_to_string(&p).unwrap();
                let tree = text
                    .lines()
                    .any(|l| l.split_whitespace().collect::<Vec<_>>() == ["game:", "tree"]);
                files.push((p.to_string_lossy().into_owned(), tree));
            }
        }
    }
    files.sort();
    assert!(files.len() >= 20, "{files:?}");
    files
}

#[test]
fn no_text_overlaps_on_any_example() {
    let variants: &[&[&str]] = &[
        &[],
        &["--label", "triple", "--names", "--edge-labels", "always"],
        &["--style", "aima", "--label", "window"],
        &[
            "--pruned",
            "hide",
            "--label",
            "bound",
            "--title",
            "Alpha–beta, two plies",
        ],
    ];
    let mut failures = Vec::new();
    let mut checked = 0;
    for (file, tree) in examples() {
        for direction in ["down", "right"] {
            for extra in variants {
                let mut args = vec!["search", &file, "-f", "svg", "--direction", direction];
                if !tree {
                    args.extend(["--depth", "2"]);
                }
                // Trees with chance nodes: Star2, whose windows, probes and cut-offs
                // put the most text on the figure.
                if std::fs::read_to_string(&file).is_ok_and(|t| t.contains("chance ")) {
                    args.extend(["-a", "star2", "--leaf-bounds", "-1000..1000"]);
                }
                args.extend_from_slice(extra);
                // Nim has no board picture yet (explicit trees have none).
                if !tree && !file.contains("nim") && extra.is_empty() {
                    // The positions in the nodes (`--boards`): coordinates, counts.
                    let mut boards = args.clone();
                    boards.push("--boards");
                    let (svg, _) = common::run_ok(&boards);
                    checked += texts(&svg).0.len();
                    for p in problems(&svg) {
                        failures.push(format!("{}: {p}", boards.join(" ")));
                    }
                }
                let (svg, _) = common::run_ok(&args);
                checked += texts(&svg).0.len();
                for p in problems(&svg) {
                    failures.push(format!("{}: {p}", args.join(" ")));
                }
            }
        }
    }
    assert!(checked > 5000, "only {checked} texts checked");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn the_check_finds_overlaps() {
    // Two labels 10 px apart at the same height, each wider than that.
    let svg =
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"100\" height=\"40\" font-size=\"12\">\
        <text x=\"40\" y=\"20\" text-anchor=\"middle\">e5-a1</text>\
        <text x=\"50\" y=\"20\" text-anchor=\"middle\">e5-b2</text></svg>";
    assert_eq!(problems(svg).len(), 1, "{:?}", problems(svg));
    // A label turned upwards over a horizontal one.
    let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"100\" height=\"100\" font-size=\"12\">\
        <text x=\"50\" y=\"50\" text-anchor=\"middle\">a3-d6-g3-e1</text>\
        <text x=\"50\" y=\"54.4\" text-anchor=\"middle\" transform=\"rotate(-90 50 50)\">a3-d6-g3-e1</text></svg>";
    assert_eq!(problems(svg).len(), 1, "{:?}", problems(svg));
    // A label wider than its ellipse, and one out of the picture.
    let svg =
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"100\" height=\"100\" font-size=\"12\">\
        <ellipse cx=\"50\" cy=\"50\" rx=\"20\" ry=\"11\" stroke=\"#000\"/>\
        <text x=\"50\" y=\"54.4\" text-anchor=\"middle\">-101 | 5 | -70</text>\
        <text x=\"98\" y=\"90\" text-anchor=\"middle\">10000</text></svg>";
    assert_eq!(problems(svg).len(), 2, "{:?}", problems(svg));
    // A label wider than its triangle (`--style aima`), and one that fits.
    let svg =
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"200\" height=\"100\" font-size=\"12\">\
        <path d=\"M50 20 L80 50 L20 50 Z\" stroke=\"#000\"/>\
        <text x=\"50\" y=\"46\" text-anchor=\"middle\">-101 | 5 | -70</text>\
        <path d=\"M150 20 L180 50 L120 50 Z\" stroke=\"#000\"/>\
        <text x=\"150\" y=\"46\" text-anchor=\"middle\">3</text></svg>";
    assert_eq!(problems(svg).len(), 1, "{:?}", problems(svg));
}

#[test]
fn the_measure_is_the_bundled_fonts() {
    // The layout measures with the table scripts/font-metrics made from the font the
    // PNG and PDF figures render with (and the SVG asks for first).
    let out = std::process::Command::new("python3")
        .args([
            "scripts/font-metrics",
            "--check",
            "assets/fonts/DejaVuSans.ttf",
        ])
        .output()
        .expect("python3 runs the scripts");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}
