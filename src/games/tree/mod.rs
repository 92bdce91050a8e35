//! Explicit abstract game trees (`game: tree`), the trees of textbook figures such as
//! AIMA Fig. 5.2: `tree: [A: [B: 3 12 8] [C: 2 4 6] [D: 14 5 2]]`.
//!
//! A leaf is an integer, MAX's view, taken as given (no win-distance shifting). An inner
//! node is `[` children `]`; any node may carry a label `NAME:`. MAX and MIN alternate by
//! level, starting from the `root:` side.

use crate::game::file::{quote, Loc, ParseError, PositionFile};
use crate::game::WinScore;
use crate::games::{Game, Job};
use crate::game::{Evaluator, Outcome, Player, Position, Score, Side, SCORE_LIMIT};

/// The deepest nesting accepted, so that parsing and search never exhaust the stack.
pub const MAX_TREE_DEPTH: usize = 500;

#[derive(Clone, Debug)]
struct Node {
    label: Option<String>,
    /// Leaf value from MAX's view; `None` for inner nodes.
    value: Option<Score>,
    children: Vec<u32>,
    /// 1-based position among its siblings (0 for the root).
    index: u32,
}

/// An explicit game tree: nodes in file (pre-)order, root first.
#[derive(Clone, Debug)]
pub struct Tree {
    nodes: Vec<Node>,
    /// Which side is to move at the root: `Side::First` is MAX.
    root_side: Side,
}

/// A node of a [`Tree`] seen as a game position. Moves are child node numbers.
#[derive(Copy, Clone, Debug)]
pub struct TreeNode<'t> {
    tree: &'t Tree,
    node: u32,
    side: Side,
}

impl Tree {
    /// Reads the `root:` and `tree:` entries of a position file (the `game:` entry
    /// already taken).
    ///
    /// # Errors
    /// Malformed tree syntax, values out of range, nesting deeper than
    /// [`MAX_TREE_DEPTH`], unknown keys.
    pub fn from_file(mut file: PositionFile) -> Result<Tree, ParseError> {
        let root_side = match file.take("root") {
            None => Side::First,
            Some(e) => {
                let (loc, word) = e.value.single("`max` or `min`")?;
                match word.to_ascii_lowercase().as_str() {
                    "max" => Side::First,
                    "min" => Side::Second,
                    _ => return Err(ParseError::new(loc, "`max` or `min`", quote(word))),
                }
            }
        };
        let entry = file.require("tree", "the tree, e.g. `tree: [[3 12 8] [2 4 6]]`")?;
        file.finish(&["game", "root", "tree"])?;
        let chars: Vec<(Loc, char)> = entry.value.chars().collect();
        let mut p = TreeParser {
            chars,
            pos: 0,
            end: entry.value.end,
            nodes: Vec::new(),
        };
        p.skip_separators();
        p.node(0, 0)?;
        p.skip_separators();
        if let Some(&(loc, c)) = p.chars.get(p.pos) {
            return Err(ParseError::new(
                loc,
                "the end of the tree",
                format!("{} (the root is already closed)", quote(&c.to_string())),
            ));
        }
        Ok(Tree {
            nodes: p.nodes,
            root_side,
        })
    }

    /// The root as a position.
    pub fn root(&self) -> TreeNode<'_> {
        TreeNode {
            tree: self,
            node: 0,
            side: self.root_side,
        }
    }

    /// Number of nodes (inner nodes and leaves).
    pub fn len(&self) -> usize {
        self.nodes.len()
    }

    /// Whether the tree is empty (never true for a parsed tree).
    pub fn is_empty(&self) -> bool {
        self.nodes.is_empty()
    }

    fn write_node(&self, n: u32, out: &mut String) {
        let node = &self.nodes[n as usize];
        match node.value {
            Some(v) => {
                if let Some(l) = &node.label {
                    out.push_str(l);
                    out.push_str(": ");
                }
                out.push_str(&v.to_string());
            }
            None => {
                out.push('[');
                if let Some(l) = &node.label {
                    out.push_str(l);
                    out.push_str(": ");
                }
                for (i, &c) in node.children.iter().enumerate() {
                    if i > 0 {
                        out.push(' ');
                    }
                    self.write_node(c, out);
                }
                out.push(']');
            }
        }
    }

    /// The tree in the file syntax, labels included: `[A: [B: 3 12 8] …]` (an inner
    /// node's label right after its `[`, a leaf's before its value).
    pub fn tree_text(&self) -> String {
        let mut s = String::new();
        self.write_node(0, &mut s);
        s
    }
}

struct TreeParser {
    chars: Vec<(Loc, char)>,
    pos: usize,
    end: Loc,
    nodes: Vec<Node>,
}

/// Whether `c` can be part of a label or value: not whitespace, punctuation of the
/// tree syntax, a control character or a bidi formatting character (which could make
/// a move read differently from what it is, in a terminal or a figure).
fn is_word_char(c: char) -> bool {
    !(c.is_whitespace()
        || crate::game::file::is_control_or_bidi(c)
        || matches!(c, '[' | ']' | ',' | ':'))
}

impl TreeParser {
    fn peek(&self) -> Option<(Loc, char)> {
        self.chars.get(self.pos).copied()
    }

    fn here(&self) -> Loc {
        self.peek().map_or(self.end, |(l, _)| l)
    }

    fn skip_separators(&mut self) {
        while matches!(self.peek(), Some((_, c)) if c.is_whitespace() || c == ',') {
            self.pos += 1;
        }
    }

    fn found(&self) -> String {
        match self.peek() {
            None => "the end of the tree".into(),
            Some((_, c)) => quote(&c.to_string()),
        }
    }

    fn word(&mut self) -> (Loc, String) {
        let loc = self.here();
        let mut w = String::new();
        while let Some((_, c)) = self.peek() {
            if !is_word_char(c) {
                break;
            }
            w.push(c);
            self.pos += 1;
        }
        (loc, w)
    }

    /// Parses `NAME:` if it comes next (a word followed by a colon), else nothing.
    fn label(&mut self) -> Result<Option<String>, ParseError> {
        if !matches!(self.peek(), Some((_, c)) if is_word_char(c)) {
            return Ok(None);
        }
        let start = self.pos;
        let (_, w) = self.word();
        if matches!(self.peek(), Some((_, ':'))) {
            self.pos += 1;
            self.skip_separators();
            Ok(Some(w))
        } else {
            self.pos = start;
            Ok(None)
        }
    }

    /// Parses one node at nesting `depth`; `index` is its 1-based place among siblings.
    fn node(&mut self, depth: usize, index: u32) -> Result<u32, ParseError> {
        if depth > MAX_TREE_DEPTH {
            return Err(ParseError::new(
                self.here(),
                format!("a tree at most {MAX_TREE_DEPTH} levels deep"),
                "deeper nesting",
            ));
        }
        let id = self.nodes.len() as u32;
        self.nodes.push(Node {
            label: None,
            value: None,
            children: Vec::new(),
            index,
        });
        // An optional label `NAME:` before a leaf value or before `[`.
        let outer = self.label()?;
        self.nodes[id as usize].label = outer.clone();
        match self.peek() {
            Some((_, '[')) => {
                let open = self.here();
                self.pos += 1;
                self.skip_separators();
                // The usual place of an inner node's label: `[NAME: children]`.
                let label_loc = self.here();
                if let Some(inner) = self.label()? {
                    if outer.is_some() {
                        return Err(ParseError::new(
                            label_loc,
                            "one label per node",
                            format!("a second label {}", quote(&inner)),
                        ));
                    }
                    self.nodes[id as usize].label = Some(inner);
                }
                let mut children = Vec::new();
                let mut labels = rustc_hash::FxHashSet::default();
                loop {
                    self.skip_separators();
                    match self.peek() {
                        Some((_, ']')) => {
                            self.pos += 1;
                            break;
                        }
                        None => {
                            return Err(ParseError::new(
                                self.end,
                                format!(
                                    "`]` closing the `[` of line {} column {}",
                                    open.line, open.col
                                ),
                                "the end of the tree",
                            ))
                        }
                        Some(_) => {
                            let i = children.len() as u32 + 1;
                            let child_loc = self.here();
                            let child = self.node(depth + 1, i)?;
                            // Moves are named by labels, so siblings need distinct ones
                            // (a set, so that a wide node is checked in linear time).
                            if let Some(l) = &self.nodes[child as usize].label {
                                if !labels.insert(l.clone()) {
                                    return Err(ParseError::new(
                                        child_loc,
                                        "labels that differ between siblings (a move is named by its label)",
                                        format!("a second child labelled {}", quote(l)),
                                    ));
                                }
                            }
                            children.push(child);
                        }
                    }
                }
                if children.is_empty() {
                    return Err(ParseError::new(
                        open,
                        "a node with at least one child (a leaf is written as its value)",
                        "`[]`",
                    ));
                }
                self.nodes[id as usize].children = children;
            }
            Some((loc, c)) if is_word_char(c) => {
                let (_, w) = self.word();
                let v: i64 = w.parse().map_err(|_| {
                    ParseError::new(
                        loc,
                        "a leaf value (an integer), `[` or a label `NAME:`",
                        quote(&w),
                    )
                })?;
                if v.abs() > SCORE_LIMIT as i64 {
                    return Err(ParseError::new(
                        loc,
                        format!("a leaf value between -{SCORE_LIMIT} and {SCORE_LIMIT}"),
                        quote(&w),
                    ));
                }
                self.nodes[id as usize].value = Some(v as Score);
            }
            _ => {
                return Err(ParseError::new(
                    self.here(),
                    "a leaf value (an integer), `[` or a label `NAME:`",
                    self.found(),
                ))
            }
        }
        Ok(id)
    }
}

impl<'t> TreeNode<'t> {
    fn data(&self) -> &'t Node {
        &self.tree.nodes[self.node as usize]
    }

    /// The leaf value from MAX's view, `None` at an inner node.
    pub fn leaf_value(&self) -> Option<Score> {
        self.data().value
    }

    /// The tree this node belongs to.
    pub fn tree(&self) -> &'t Tree {
        self.tree
    }
}

impl<'t> Position for TreeNode<'t> {
    fn side_name(&self, side: Side) -> &'static str {
        match side {
            Side::First => "MAX",
            Side::Second => "MIN",
        }
    }

    type Move = u32;
    const RECORD_PRUNED_SUBTREES: bool = true;

    fn game_name(&self) -> &'static str {
        "tree"
    }

    fn side_to_move(&self) -> Side {
        self.side
    }

    fn max_side(&self) -> Side {
        Side::First
    }

    /// The node's index in the file: a tree has no transpositions.
    fn zobrist(&self) -> u64 {
        crate::game::zobrist::key(self.node as u64)
    }

    /// Explicit trees have no terminal positions: leaves are valued by their number.
    fn outcome(&self) -> Option<Outcome> {
        None
    }

    fn legal_moves(&self, out: &mut Vec<u32>) {
        out.extend_from_slice(&self.data().children);
    }

    fn play(&self, mv: u32) -> Self {
        TreeNode {
            tree: self.tree,
            node: mv,
            side: self.side.opponent(),
        }
    }

    /// The child's label, or its 1-based place among its siblings.
    fn move_text(&self, mv: u32) -> String {
        let child = &self.tree.nodes[mv as usize];
        match &child.label {
            Some(l) => l.clone(),
            None => child.index.to_string(),
        }
    }

    fn label(&self) -> Option<&str> {
        self.data().label.as_deref()
    }

    fn to_position_text(&self) -> String {
        let side = match self.side {
            Side::First => "max",
            Side::Second => "min",
        };
        let mut s = String::new();
        self.tree.write_node(self.node, &mut s);
        format!("game: tree\nroot: {side}\ntree: {s}\n")
    }
}

/// Explicit trees: the leaf's number, which the file gives from MAX's view, converted
/// to the side to move's view. (Inner nodes are never evaluated: trees are searched to
/// their leaves.)
#[derive(Copy, Clone, Debug, Default)]
pub struct LeafValue;

impl<'t> Evaluator<TreeNode<'t>> for LeafValue {
    fn name(&self) -> &'static str {
        "leaf-value"
    }

    fn evaluate(&self, pos: &TreeNode<'t>) -> Score {
        let v = pos.leaf_value().unwrap_or(0);
        let player = if pos.side_to_move() == Side::First {
            Player::Max
        } else {
            Player::Min
        };
        player.to_max_view(v)
    }

    fn bound(&self) -> Score {
        crate::game::SCORE_LIMIT
    }
}


impl Game for Tree {
    const NAMES: &'static [&'static str] = &["tree"];
    const EXPLICIT: bool = true;

    fn read(_name: &str, file: PositionFile) -> Result<Self, ParseError> {
        Tree::from_file(file)
    }

    fn name(&self) -> &'static str {
        "tree"
    }

    fn default_win_score(&self) -> WinScore {
        WinScore::NONE
    }

    fn evaluations(&self) -> &'static [&'static str] {
        &["leaf-value"]
    }

    fn run<J: Job>(&self, eval: &str, job: J) -> Option<J::Output> {
        (eval == "leaf-value").then(|| job.run(&self.root(), &LeafValue))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(text: &str) -> Result<Tree, ParseError> {
        let mut f = PositionFile::parse(text)?;
        f.take("game");
        Tree::from_file(f)
    }

    #[test]
    fn parses_labels_uneven_depths_and_commas() {
        let t = parse("game: tree\ntree: [A: [B: 3, -12 8] [ 2 ] C: 7 D: [1]]\n").unwrap();
        assert_eq!(t.tree_text(), "[A: [B: 3 -12 8] [2] C: 7 [D: 1]]");
        let root = t.root();
        assert_eq!(root.label(), Some("A"));
        let mut m = Vec::new();
        root.legal_moves(&mut m);
        let names: Vec<String> = m.iter().map(|&c| root.move_text(c)).collect();
        assert_eq!(names, ["B", "2", "C", "D"]);
        assert_eq!(root.play(m[2]).leaf_value(), Some(7));
        assert_eq!(root.play(m[0]).side_to_move(), Side::Second);
    }

    #[test]
    fn multi_line_trees_and_min_roots() {
        let t = parse("game: tree\nroot: min\ntree: [\n  [1 2]\n[3 4]\n]\n").unwrap();
        assert_eq!(t.root().side_to_move(), Side::Second);
        assert_eq!(t.len(), 7);
        assert_eq!(
            t.root().to_position_text(),
            "game: tree\nroot: min\ntree: [[1 2] [3 4]]\n"
        );
    }

    #[test]
    fn errors_point_at_the_problem() {
        let e = parse("game: tree\ntree: [3 4\n").unwrap_err();
        assert!(
            e.expected
                .contains("`]` closing the `[` of line 2 column 7"),
            "{e}"
        );
        let e = parse("game: tree\ntree: [3 x4]\n").unwrap_err();
        assert_eq!(
            e.to_string(),
            "2:10: expected a leaf value (an integer), `[` or a label `NAME:`, found `x4`"
        );
        let e = parse("game: tree\ntree: [3 4]]\n").unwrap_err();
        assert_eq!(e.loc, Loc { line: 2, col: 12 });
        let e = parse("game: tree\ntree: [3 []]\n").unwrap_err();
        assert_eq!(e.loc, Loc { line: 2, col: 10 });
        let e = parse("game: tree\nroot: maybe\ntree: 1\n").unwrap_err();
        assert_eq!(e.to_string(), "2:7: expected `max` or `min`, found `maybe`");
        let e = parse("game: tree\n").unwrap_err();
        assert!(e.expected.contains("`tree:`"), "{e}");
        let e = parse("game: tree\ntree: 99999999999\n").unwrap_err();
        assert!(e.expected.contains("between"), "{e}");
        let e = parse("game: tree\ntree: [r: a: 1 a: 2]\n").unwrap_err();
        assert_eq!(e.loc, Loc { line: 2, col: 16 });
        assert!(parse("GAME: tree\ntree: 1\n").is_err());
        assert!(parse("game: Tree\nroot: MIN\ntree: 1\n").is_ok());
        let deep = format!(
            "game: tree\ntree: {}1{}\n",
            "[".repeat(600),
            "]".repeat(600)
        );
        assert!(parse(&deep).unwrap_err().expected.contains("levels deep"));
    }
}
