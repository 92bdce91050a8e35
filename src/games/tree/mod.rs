//! Explicit abstract game trees (`game: tree`), the trees of textbook figures such as
//! AIMA Fig. 5.2: `tree: [A: [B: 3 12 8] [C: 2 4 6] [D: 14 5 2]]`.
//!
//! A leaf is an integer, MAX's view, taken as given, or (with a `win-score:` line) a
//! finished game `win`, `loss` or `draw`, also from MAX's view, which scores like a
//! finished game of a real game: ±MAX (Kühr's `MAX`) or 0, moved one unit towards zero
//! per ply on the way up (Kühr 2011, Alg. 2.2 and 3.1). An inner node is `[` children
//! `]`; any node may carry a label `NAME:`. MAX and MIN alternate by level, starting
//! from the `root:` side.

use crate::game::file::{quote, Entry, Loc, ParseError, PositionFile};
use crate::game::Probability;
use crate::game::WinScore;
use crate::game::{Evaluator, Outcome, Player, Position, Score, Side, SCORE_LIMIT};
use crate::games::{Game, Job};

/// The deepest nesting accepted, so that parsing and search never exhaust the stack.
pub const MAX_TREE_DEPTH: usize = 500;

/// What a leaf of an explicit tree holds.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Leaf {
    /// A position valued by the evaluation: the number written, MAX's view.
    Value(Score),
    /// A finished game (`win`, `loss`, `draw`), its result **from MAX's view**: `Win`
    /// is a game MAX has won, whichever side is to move at the leaf. It scores like a
    /// finished game of a real game, ±MAX or 0 (Kühr 2011, Alg. 2.2).
    Finished(Outcome),
}

#[derive(Clone, Debug)]
struct Node {
    label: Option<String>,
    /// A chance node (`[chance …]`): its children are picked by chance.
    chance: bool,
    /// The probability of the move into this node, when its parent is a chance node.
    prob: Option<Probability>,
    /// Written `again`: the side that moved into this node moves here again (an extra
    /// turn, as in Kalah), where the turn would pass.
    again: bool,
    /// The leaf's value or result (MAX's view); `None` for inner nodes.
    leaf: Option<Leaf>,
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
    /// The `win-score:` and `win-threshold:` lines (Kühr's `MAX` and `MNOHO`), or
    /// [`WinScore::NONE`] without them.
    win: WinScore,
    /// Whether the tree has chance nodes.
    has_chance: bool,
    /// The leaves' multiplier that keeps every expectation an exact integer: the least
    /// common denominator of the values the tree's nodes can take (1 without chance
    /// nodes). See [`Evaluator::scale`].
    scale: Score,
    /// The `exercise:` line's settings (`algorithm=alphabeta prune-on=gt …`): how an
    /// exercise made by `gametree exercise` is solved and marked, read by
    /// `homework::Method` (empty: no such line).
    exercise: Vec<crate::game::file::Setting>,
}

/// The words of a finished-game leaf, results from MAX's view.
const FINISHED: [(&str, Outcome); 3] = [
    ("win", Outcome::Win),
    ("loss", Outcome::Loss),
    ("draw", Outcome::Draw),
];

/// The leaf word for a result from MAX's view.
fn finished_word(o: Outcome) -> &'static str {
    match o {
        Outcome::Win => "win",
        Outcome::Loss => "loss",
        Outcome::Draw => "draw",
    }
}

/// A result from one side's view seen from the other side's.
fn other_view(o: Outcome) -> Outcome {
    match o {
        Outcome::Win => Outcome::Loss,
        Outcome::Loss => Outcome::Win,
        Outcome::Draw => Outcome::Draw,
    }
}

/// A node of a [`Tree`] seen as a game position. Moves are child node numbers.
#[derive(Copy, Clone, Debug)]
pub struct TreeNode<'t> {
    tree: &'t Tree,
    node: u32,
    side: Side,
}

impl Tree {
    /// Reads the `root:`, `win-score:`, `win-threshold:` and `tree:` entries of a
    /// position file (the `game:` entry already taken).
    ///
    /// Without `win-score:` the tree has no win scoring ([`WinScore::NONE`]) and its
    /// leaves are numbers or `draw`. With it (Kühr 2011's `MAX`) leaves may also be
    /// `win` and `loss`, and every number must lie within the win threshold (Kühr's
    /// `MNOHO`: `win-threshold:`, by default the win score minus the tree's height, as
    /// `--win-score` alone gives for games), which must stay at least the height below
    /// the win score, so that wins at different distances keep different scores.
    ///
    /// # Errors
    /// Malformed tree syntax, values out of range, nesting deeper than
    /// [`MAX_TREE_DEPTH`], unknown keys, a finished game without a win score, and win
    /// scoring that does not fit the tree.
    pub fn from_file(mut file: PositionFile) -> Result<Tree, ParseError> {
        let root_side = match file.take("root") {
            None => Side::First,
            Some(e) => {
                let (loc, word) = e.value.single(&crate::tr!("errors-max-or-min"))?;
                match word.to_ascii_lowercase().as_str() {
                    "max" => Side::First,
                    "min" => Side::Second,
                    _ => {
                        return Err(ParseError::new(
                            loc,
                            crate::tr!("errors-max-or-min"),
                            quote(word),
                        ))
                    }
                }
            }
        };
        let lines = WinLines::take(&mut file)?;
        let exercise = match file.take("exercise") {
            Some(e) => e.value.settings()?,
            None => Vec::new(),
        };
        let entry = file.require("tree", &crate::tr!("errors-the-tree"))?;
        file.finish(&["game", "root", "tree", "win-score", "win-threshold", "exercise"])?;
        let chars: Vec<(Loc, char)> = entry.value.chars().collect();
        // A control or bidi formatting character is never part of the tree: named
        // where it is, rather than as the word it ends.
        if let Some(&(loc, c)) = chars.iter().find(|&&(_, c)| is_hidden_char(c)) {
            return Err(ParseError::new(
                loc,
                crate::tr!("errors-no-hidden-chars"),
                char_text(c),
            ));
        }
        let mut p = TreeParser {
            chars,
            pos: 0,
            end: entry.value.end,
            nodes: Vec::new(),
            finished_ok: lines.score.is_some(),
            height: 0,
            widest: None,
        };
        p.skip_separators();
        p.node(0, 0)?;
        p.skip_separators();
        if let Some(&(loc, c)) = p.chars.get(p.pos) {
            return Err(ParseError::new(
                loc,
                crate::tr!("errors-end-of-tree"),
                crate::tr!("errors-root-closed", text = char_text(c)),
            ));
        }
        let win = lines.check(p.height, p.widest.as_ref())?;
        let has_chance = p.nodes.iter().any(|n| n.chance);
        if has_chance && win.is_active() {
            let e = lines.score.map_or(entry.key_loc, |(l, _)| l);
            return Err(ParseError::new(
                e,
                crate::tr!("errors-no-win-score-chance"),
                crate::tr!("errors-a-win-score-line"),
            ));
        }
        let mut tree = Tree {
            nodes: p.nodes,
            root_side,
            win,
            has_chance,
            scale: 1,
            exercise,
        };
        if has_chance {
            let start = entry.value.chars().find(|c| !c.1.is_whitespace());
            tree.scale = tree.fit_scale(start.map_or(p.end, |c| c.0))?;
        }
        Ok(tree)
    }

    /// The least common denominator of the values node `n` can take (its children's,
    /// times a chance node's probabilities' denominators), `None` beyond `limit`.
    fn denominator(&self, n: u32, limit: u128) -> Option<u128> {
        let node = &self.nodes[n as usize];
        let mut d: u128 = 1;
        for &c in &node.children {
            let mut cd = self.denominator(c, limit)?;
            if node.chance {
                cd = cd.checked_mul(u128::from(self.nodes[c as usize].prob?.den))?;
            }
            d = d.checked_mul(cd / gcd128(d, cd))?;
            if d > limit {
                return None;
            }
        }
        Some(d)
    }

    /// The scale of a tree with chance nodes ([`Evaluator::scale`]): every leaf times
    /// it must stay within ±[`SCORE_LIMIT`]; `at` is where the tree starts, for the error.
    fn fit_scale(&self, at: Loc) -> Result<Score, ParseError> {
        let largest = self
            .nodes
            .iter()
            .filter_map(|n| match n.leaf {
                Some(Leaf::Value(v)) => Some(u128::from(v.unsigned_abs())),
                _ => None,
            })
            .max()
            .unwrap_or(0)
            .max(1);
        let limit = u128::from(SCORE_LIMIT.unsigned_abs()) / largest;
        match self.denominator(0, limit) {
            Some(d) if d >= 1 => Ok(d as Score),
            _ => Err(ParseError::new(
                at,
                crate::tr!(
                    "errors-chance-exact",
                    largest = largest.to_string(),
                    limit = SCORE_LIMIT.to_string()
                ),
                crate::tr!("errors-larger-denominators-hint"),
            )),
        }
    }

    /// The settings of the file's `exercise:` line, in file order, each located (empty
    /// without the line): the method and settings `gametree exercise` made the tree
    /// with, which `gametree check` marks by (`homework::Method`).
    pub fn exercise_settings(&self) -> &[crate::game::file::Setting] {
        &self.exercise
    }

    /// The tree's win scoring: Kühr's `MAX` and `MNOHO` from the `win-score:` and
    /// `win-threshold:` lines, or [`WinScore::NONE`] (no finished games but draws, no
    /// win-distance shifting, windows from ±∞) without them.
    pub fn win_score(&self) -> WinScore {
        self.win
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
        if let Some(p) = node.prob {
            out.push_str(&p.to_string());
            out.push_str(": ");
        }
        if node.again {
            out.push_str("again ");
        }
        match node.leaf {
            Some(leaf) => {
                if let Some(l) = &node.label {
                    out.push_str(l);
                    out.push_str(": ");
                }
                match leaf {
                    Leaf::Value(v) => out.push_str(&v.to_string()),
                    Leaf::Finished(o) => out.push_str(finished_word(o)),
                }
            }
            None => {
                out.push('[');
                if let Some(l) = &node.label {
                    out.push_str(l);
                    out.push_str(": ");
                }
                if node.chance {
                    out.push_str("chance ");
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

/// The `win-score:` and `win-threshold:` lines as the file gives them (Kühr's `MAX`
/// and `MNOHO`), each with the place of its value, before they are checked against the
/// tree.
struct WinLines {
    score: Option<(Loc, Score)>,
    threshold: Option<(Loc, Score)>,
}

impl WinLines {
    /// Takes the two lines out of `file`, each checked on its own.
    fn take(file: &mut PositionFile) -> Result<WinLines, ParseError> {
        let score = match file.take("win-score") {
            None => None,
            Some(e) => Some(whole_number(
                &e,
                &crate::tr!("errors-win-score", limit = SCORE_LIMIT.to_string()),
                1,
                SCORE_LIMIT,
            )?),
        };
        let threshold = match (file.take("win-threshold"), score) {
            (None, _) => None,
            (Some(e), None) => {
                return Err(ParseError::new(
                    e.key_loc,
                    crate::tr!("errors-win-score-with-threshold"),
                    crate::tr!("errors-threshold-alone"),
                ))
            }
            (Some(e), Some((_, max))) => Some(whole_number(
                &e,
                &crate::tr!(
                    "errors-win-threshold",
                    high = (max - 1).to_string(),
                    max = max.to_string()
                ),
                0,
                max - 1,
            )?),
        };
        Ok(WinLines { score, threshold })
    }

    /// The win scoring for a tree whose deepest leaf is `height` plies below the root
    /// and whose largest leaf number (in absolute value) is `widest` (with its place
    /// and text): the threshold covers every number and stays at least the height
    /// (at least 1) below the win score.
    fn check(
        &self,
        height: usize,
        widest: Option<&(Loc, Score, String)>,
    ) -> Result<WinScore, ParseError> {
        let Some((max_loc, max)) = self.score else {
            return Ok(WinScore::NONE);
        };
        // At most MAX_TREE_DEPTH + 1, so the cast is exact.
        let gap = height.max(1) as Score;
        let largest = widest.map_or(0, |w| w.1.abs());
        let threshold = match self.threshold {
            Some((loc, t)) => {
                if max - t < gap {
                    return Err(ParseError::new(
                        loc,
                        crate::tr!(
                            "errors-win-threshold-height",
                            high = (max - gap).to_string(),
                            max = max.to_string(),
                            gap = gap
                        ),
                        quote(&t.to_string()),
                    ));
                }
                if let Some((leaf_loc, _, text)) = widest.filter(|_| largest > t) {
                    return Err(ParseError::new(
                        *leaf_loc,
                        crate::tr!("errors-leaf-within-threshold", t = t.to_string()),
                        quote(text),
                    ));
                }
                t
            }
            None => {
                let t = max - gap;
                if t < largest {
                    return Err(ParseError::new(
                        max_loc,
                        crate::tr!(
                            "errors-win-score-height",
                            low = (largest + gap).to_string(),
                            largest = largest.to_string(),
                            gap = gap
                        ),
                        quote(&max.to_string()),
                    ));
                }
                t
            }
        };
        Ok(WinScore {
            max,
            threshold,
            utilities: None,
        })
    }
}

/// The value of `e`, a whole number from `low` to `high` on one line; `what` describes
/// it for the error.
fn whole_number(
    e: &Entry,
    what: &str,
    low: Score,
    high: Score,
) -> Result<(Loc, Score), ParseError> {
    let (loc, word) = e.value.single(what)?;
    match word.parse::<i64>() {
        Ok(n) if (i64::from(low)..=i64::from(high)).contains(&n) => Ok((loc, n as Score)),
        _ => Err(ParseError::new(loc, what, quote(word))),
    }
}

struct TreeParser {
    chars: Vec<(Loc, char)>,
    pos: usize,
    end: Loc,
    nodes: Vec<Node>,
    /// Whether the file has a `win-score:`, so that `win` and `loss` can score.
    finished_ok: bool,
    /// The deepest leaf's ply.
    height: usize,
    /// The first leaf number with the largest absolute value: place, value, text.
    widest: Option<(Loc, Score, String)>,
}

/// Whether `c` is a control or bidi formatting character that is not also whitespace
/// (a separator of the tree): a character no tree may hold.
fn is_hidden_char(c: char) -> bool {
    crate::game::file::is_control_or_bidi(c) && !c.is_whitespace()
}

/// A character for an error message: `` `c` ``, or where it is a control or bidi
/// formatting character, which must not reach the terminal, its code point and what it
/// is (`U+202E, a bidirectional formatting character`).
fn char_text(c: char) -> String {
    if c.is_control() {
        crate::tr!("errors-control-char", code = format!("U+{:04X}", u32::from(c)))
    } else if crate::game::file::is_control_or_bidi(c) {
        crate::tr!("errors-bidi-char", code = format!("U+{:04X}", u32::from(c)))
    } else {
        quote(&c.to_string())
    }
}

/// Whether `c` can be part of a label or value: not whitespace, punctuation of the
/// tree syntax, a control character or a bidi formatting character (which could make
/// a move read differently from what it is, in a terminal or a figure).
fn is_word_char(c: char) -> bool {
    !(c.is_whitespace()
        || crate::game::file::is_control_or_bidi(c)
        || matches!(c, '[' | ']' | ',' | ':'))
}

/// Whether `label` can be written as a node's label `NAME:` and read back as itself:
/// a word of one or more characters that are not whitespace, `[`, `]`, `,`, `:`,
/// control or bidi formatting characters (Python's `gametree.tree` checks its labels
/// with it before writing them into a tree's text).
pub fn is_label(label: &str) -> bool {
    !label.is_empty() && label.chars().all(is_word_char)
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
            None => crate::tr!("errors-end-of-tree"),
            Some((_, c)) => char_text(c),
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

    /// Reads the leaf word `w` found at `loc`: a finished game (`win`, `loss`, `draw`,
    /// either case; the first two need a `win-score:`) or an integer (MAX's view).
    fn leaf(&mut self, loc: Loc, w: String) -> Result<Leaf, ParseError> {
        if let Some(&(_, o)) = FINISHED
            .iter()
            .find(|(name, _)| w.eq_ignore_ascii_case(name))
        {
            if o != Outcome::Draw && !self.finished_ok {
                return Err(ParseError::new(
                    loc,
                    crate::tr!("errors-win-score-finished"),
                    crate::tr!("errors-no-win-score-line", text = quote(&w)),
                ));
            }
            return Ok(Leaf::Finished(o));
        }
        let v: i64 = w.parse().map_err(|_| {
            ParseError::new(loc, crate::tr!("errors-leaf-or-label"), quote(&w))
        })?;
        if v.abs() > SCORE_LIMIT as i64 {
            return Err(ParseError::new(
                loc,
                crate::tr!("errors-leaf-between", limit = SCORE_LIMIT.to_string()),
                quote(&w),
            ));
        }
        let v = v as Score;
        if self
            .widest
            .as_ref()
            .is_none_or(|(_, m, _)| v.abs() > m.abs())
        {
            self.widest = Some((loc, v, w));
        }
        Ok(Leaf::Value(v))
    }

    /// Parses one node at nesting `depth`; `index` is its 1-based place among siblings.
    fn node(&mut self, depth: usize, index: u32) -> Result<u32, ParseError> {
        if depth > MAX_TREE_DEPTH {
            return Err(ParseError::new(
                self.here(),
                crate::tr!("errors-tree-depth", n = MAX_TREE_DEPTH),
                crate::tr!("errors-deeper-nesting"),
            ));
        }
        let id = self.nodes.len() as u32;
        self.nodes.push(Node {
            label: None,
            chance: false,
            prob: None,
            again: false,
            leaf: None,
            children: Vec::new(),
            index,
        });
        // `again` (an extra turn), then an optional label `NAME:` before a leaf value
        // or before `[`.
        self.nodes[id as usize].again = self.keyword("again");
        let outer = self.label()?;
        self.nodes[id as usize].label = outer.clone();
        match self.peek() {
            Some((_, '[')) => {
                let open = self.here();
                self.pos += 1;
                self.skip_separators();
                self.inner_label(id, outer.is_some())?;
                let chance = self.chance_word();
                self.nodes[id as usize].chance = chance;
                let mut children = Vec::new();
                let mut labels = rustc_hash::FxHashSet::default();
                // A chance node's probabilities so far: their sum, exactly.
                let mut sum = (0u128, 1u128);
                // The children are parsed here rather than in a function of their own:
                // one stack frame a level keeps MAX_TREE_DEPTH levels within a thread's
                // stack.
                loop {
                    self.skip_separators();
                    match self.peek() {
                        Some((_, ']')) => {
                            self.pos += 1;
                            break;
                        }
                        None => return Err(self.unclosed(open)),
                        Some(_) => {
                            let i = children.len() as u32 + 1;
                            let prob = if chance {
                                Some(self.child_probability(open, &mut sum)?)
                            } else {
                                None
                            };
                            let child_loc = self.here();
                            let child = self.node(depth + 1, i)?;
                            self.nodes[child as usize].prob = prob;
                            self.distinct_label(child, child_loc, &mut labels)?;
                            children.push(child);
                        }
                    }
                }
                check_children(open, &children, chance, sum)?;
                self.nodes[id as usize].children = children;
            }
            Some((loc, c)) if is_word_char(c) => {
                let (_, w) = self.word();
                let leaf = self.leaf(loc, w)?;
                self.height = self.height.max(depth);
                self.nodes[id as usize].leaf = Some(leaf);
            }
            _ => {
                return Err(ParseError::new(
                    self.here(),
                    crate::tr!("errors-leaf-or-label"),
                    self.found(),
                ))
            }
        }
        Ok(id)
    }

    /// The usual place of an inner node's label, after its `[`: `[NAME: children]`;
    /// a second label if the node is `labelled` before the `[` is refused.
    fn inner_label(&mut self, id: u32, labelled: bool) -> Result<(), ParseError> {
        let label_loc = self.here();
        if let Some(inner) = self.label()? {
            if labelled {
                return Err(ParseError::new(
                    label_loc,
                    crate::tr!("errors-one-label"),
                    crate::tr!("errors-second-label", text = quote(&inner)),
                ));
            }
            self.nodes[id as usize].label = Some(inner);
        }
        Ok(())
    }

    /// The error for a tree that ends before the `]` of the `[` at `open`.
    fn unclosed(&self, open: Loc) -> ParseError {
        ParseError::new(
            self.end,
            crate::tr!("errors-closing-bracket", line = open.line, column = open.col),
            crate::tr!("errors-end-of-tree"),
        )
    }

    /// A chance node's child's probability, added to `sum`, the probabilities of its
    /// siblings before it (the chance node's `[` at `open`).
    fn child_probability(
        &mut self,
        open: Loc,
        sum: &mut (u128, u128),
    ) -> Result<Probability, ParseError> {
        let p = self.probability()?;
        *sum = add_fraction(*sum, p).ok_or_else(|| {
            ParseError::new(
                open,
                crate::tr!("errors-denominator-64"),
                crate::tr!("errors-larger-denominators"),
            )
        })?;
        Ok(p)
    }

    /// Moves are named by labels, so siblings need distinct ones (a set, `labels`, so
    /// that a wide node is checked in linear time): checks `child`'s (at `child_loc`).
    fn distinct_label(
        &self,
        child: u32,
        child_loc: Loc,
        labels: &mut rustc_hash::FxHashSet<String>,
    ) -> Result<(), ParseError> {
        if let Some(l) = &self.nodes[child as usize].label {
            if !labels.insert(l.clone()) {
                return Err(ParseError::new(
                    child_loc,
                    crate::tr!("errors-distinct-labels"),
                    crate::tr!("errors-second-child-label", text = quote(l)),
                ));
            }
        }
        Ok(())
    }
}

/// An inner node (its `[` at `open`) has at least one child, and a chance node's
/// probabilities (`sum`) add up to exactly 1.
fn check_children(
    open: Loc,
    children: &[u32],
    chance: bool,
    sum: (u128, u128),
) -> Result<(), ParseError> {
    if children.is_empty() {
        return Err(ParseError::new(
            open,
            crate::tr!("errors-one-child"),
            "`[]`",
        ));
    }
    if chance && sum.0 != sum.1 {
        return Err(ParseError::new(
            open,
            crate::tr!("errors-sum-to-one"),
            crate::tr!("errors-a-sum-of", sum = fraction_text(sum)),
        ));
    }
    Ok(())
}

/// `sum + p`, in lowest terms; `None` on overflow.
fn add_fraction(sum: (u128, u128), p: Probability) -> Option<(u128, u128)> {
    let (n, d) = (u128::from(p.num), u128::from(p.den));
    let g = gcd128(sum.1, d);
    let den = sum.1.checked_mul(d / g)?;
    let num = sum
        .0
        .checked_mul(d / g)?
        .checked_add(n.checked_mul(sum.1 / g)?)?;
    let r = gcd128(num, den).max(1);
    (den / r <= u128::from(u64::MAX)).then_some((num / r, den / r))
}

/// A fraction for an error message: `5/6`, or `1` when whole.
fn fraction_text((n, d): (u128, u128)) -> String {
    if d == 1 {
        n.to_string()
    } else {
        format!("{n}/{d}")
    }
}

fn gcd128(mut a: u128, mut b: u128) -> u128 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

impl TreeParser {
    /// Whether the word `chance` (any case, not followed by `:`) comes next, marking
    /// the node just opened as a chance node; consumes it and what separates it.
    fn chance_word(&mut self) -> bool {
        self.keyword("chance")
    }

    /// Whether the word `word` (any case, not followed by `:`, which would make it a
    /// label) comes next; consumes it and what separates it.
    fn keyword(&mut self, word: &str) -> bool {
        let start = self.pos;
        if !matches!(self.peek(), Some((_, c)) if is_word_char(c)) {
            return false;
        }
        let (_, w) = self.word();
        if w.eq_ignore_ascii_case(word) && !matches!(self.peek(), Some((_, ':'))) {
            self.skip_separators();
            return true;
        }
        self.pos = start;
        false
    }

    /// A chance node's child's probability `P:` (e.g. `1/2:`, `0.25:`).
    fn probability(&mut self) -> Result<Probability, ParseError> {
        let loc = self.here();
        let (_, w) = self.word();
        if !matches!(self.peek(), Some((_, ':'))) {
            return Err(ParseError::new(
                loc,
                crate::tr!("errors-probability-first"),
                if w.is_empty() {
                    self.found()
                } else {
                    quote(&w)
                },
            ));
        }
        let p = Probability::parse(&w)
            .map_err(|e| ParseError::new(loc, crate::game::probability_expected(e), quote(&w)))?;
        self.pos += 1;
        self.skip_separators();
        Ok(p)
    }
}

impl<'t> TreeNode<'t> {
    fn data(&self) -> &'t Node {
        &self.tree.nodes[self.node as usize]
    }

    /// The leaf value from MAX's view, `None` at an inner node and a finished game.
    pub fn leaf_value(&self) -> Option<Score> {
        match self.data().leaf {
            Some(Leaf::Value(v)) => Some(v),
            _ => None,
        }
    }

    /// What the leaf holds (a number or a finished game, both from MAX's view), `None`
    /// at an inner node.
    pub fn leaf(&self) -> Option<Leaf> {
        self.data().leaf
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

    fn given_value(&self) -> Option<Score> {
        self.leaf().map(|leaf| match leaf {
            Leaf::Value(v) => v.saturating_mul(self.tree.scale),
            Leaf::Finished(o) => self.tree.win_score().terminal(o),
        })
    }

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

    /// A finished-game leaf (`win`, `loss`, `draw`: MAX's view in the file) from the
    /// view of the side to move there; `None` elsewhere (a numbered leaf is valued by
    /// its number, as a position at the depth limit).
    fn outcome(&self) -> Option<Outcome> {
        match self.data().leaf {
            Some(Leaf::Finished(o)) if self.side == Side::First => Some(o),
            Some(Leaf::Finished(o)) => Some(other_view(o)),
            _ => None,
        }
    }

    fn legal_moves(&self, out: &mut Vec<u32>) {
        out.extend_from_slice(&self.data().children);
    }

    /// The child `mv`; the turn passes, except after a chance node's move (a chance
    /// node's side to move moves after the chance event) and into a child written
    /// `again` (an extra turn: the side that moved moves again).
    fn play(&self, mv: u32) -> Self {
        TreeNode {
            tree: self.tree,
            node: mv,
            side: if self.data().chance || self.tree.nodes[mv as usize].again {
                self.side
            } else {
                self.side.opponent()
            },
        }
    }

    fn is_chance(&self) -> bool {
        self.data().chance
    }

    fn probability(&self, mv: u32) -> Option<Probability> {
        if self.data().chance {
            self.tree.nodes[mv as usize].prob
        } else {
            None
        }
    }

    fn has_chance(&self) -> bool {
        self.tree.has_chance
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
        let w = self.tree.win;
        let win = if w.is_active() {
            format!("win-score: {}\nwin-threshold: {}\n", w.max, w.threshold)
        } else {
            String::new()
        };
        format!("game: tree\nroot: {side}\n{win}tree: {s}\n")
    }
}

/// Explicit trees: the leaf's number, which the file gives from MAX's view, converted
/// to the side to move's view. (Inner nodes and finished games are never evaluated:
/// trees are searched to their leaves, and a finished game scores by its result.)
///
/// In a tree with chance nodes every leaf is multiplied by the tree's scale
/// ([`Evaluator::scale`]), so that expectations stay exact integers.
#[derive(Copy, Clone, Debug)]
pub struct LeafValue {
    scale: Score,
}

impl LeafValue {
    /// The evaluation of `tree`'s leaves (its scale: 1 without chance nodes).
    pub fn of(tree: &Tree) -> LeafValue {
        LeafValue { scale: tree.scale }
    }
}

impl Default for LeafValue {
    /// Scale 1: for trees without chance nodes.
    fn default() -> Self {
        LeafValue { scale: 1 }
    }
}

impl<'t> Evaluator<TreeNode<'t>> for LeafValue {
    fn name(&self) -> &'static str {
        "leaf-value"
    }

    fn evaluate(&self, pos: &TreeNode<'t>) -> Score {
        let v = pos.leaf_value().unwrap_or(0) * pos.tree.scale;
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

    /// The tree's scale: 1, or with chance nodes the common denominator of every
    /// expectation (leaves are multiplied by it).
    fn scale(&self) -> Score {
        self.scale
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

    /// The `win-score:` and `win-threshold:` lines, [`WinScore::NONE`] without them.
    fn default_win_score(&self) -> WinScore {
        self.win
    }

    fn evaluations(&self) -> &'static [&'static str] {
        &["leaf-value"]
    }

    fn run<J: Job>(&self, eval: &str, job: J) -> Option<J::Output> {
        (eval == "leaf-value").then(|| job.run(&self.root(), &LeafValue::of(self)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(text: &str) -> Result<Tree, ParseError> {
        crate::games::read_as(text)
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

    /// `again` before a child: the side that moved moves again (Kalah's extra turn);
    /// a label `again:` is still a label.
    #[test]
    fn again_gives_the_mover_an_extra_turn() {
        let t = parse("game: tree\ntree: [A: [B: 3 again [C: 4 5]] AGAIN D: 2 again: 1]\n").unwrap();
        assert_eq!(t.tree_text(), "[A: [B: 3 again [C: 4 5]] again D: 2 again: 1]");
        assert_eq!(parse(&format!("game: tree\ntree: {}\n", t.tree_text())).unwrap().tree_text(), t.tree_text());
        let root = t.root();
        let mut m = Vec::new();
        root.legal_moves(&mut m);
        let b = root.play(m[0]);
        assert_eq!(b.side_to_move(), Side::Second);
        let mut mb = Vec::new();
        b.legal_moves(&mut mb);
        // C: MIN moved into it and moves again; its leaves are MAX's again.
        let c = b.play(mb[1]);
        assert_eq!(c.side_to_move(), Side::Second);
        let mut mc = Vec::new();
        c.legal_moves(&mut mc);
        assert_eq!(c.play(mc[0]).side_to_move(), Side::First);
        assert_eq!(root.play(m[1]).side_to_move(), Side::First);
        assert_eq!(root.play(m[2]).side_to_move(), Side::Second);
        assert_eq!(root.move_text(m[2]), "again");
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
    fn finished_games_and_win_scores() {
        let t = parse(
            "game: tree\nroot: min\nwin-score: 99\nwin-threshold: 90\ntree: [a: WIN b: [loss draw -90]]\n",
        )
        .unwrap();
        assert_eq!(t.win_score(), WinScore::KUHR);
        assert_eq!(t.tree_text(), "[a: win [b: loss draw -90]]");
        // `win` is MAX's: at a MAX node (MIN at the root, MAX below) MAX has won, so the
        // side to move has; `loss` at a MIN node is a win for the side to move.
        let root = t.root();
        let mut m = Vec::new();
        root.legal_moves(&mut m);
        let a = root.play(m[0]);
        assert_eq!(
            (a.side_to_move(), a.outcome()),
            (Side::First, Some(Outcome::Win))
        );
        assert_eq!(a.leaf(), Some(Leaf::Finished(Outcome::Win)));
        assert_eq!(a.leaf_value(), None);
        let b = root.play(m[1]);
        let mut mb = Vec::new();
        b.legal_moves(&mut mb);
        let outcomes: Vec<_> = mb.iter().map(|&c| b.play(c).outcome()).collect();
        assert_eq!(outcomes, [Some(Outcome::Win), Some(Outcome::Draw), None]);
        // Written back with both lines, and read again as the same tree.
        let text = root.to_position_text();
        assert_eq!(
            text,
            "game: tree\nroot: min\nwin-score: 99\nwin-threshold: 90\ntree: [a: win [b: loss draw -90]]\n"
        );
        assert_eq!(parse(&text).unwrap().tree_text(), t.tree_text());
        // The threshold defaults to the win score minus the height (2 plies).
        let t = parse("game: tree\nwin-score: 20\ntree: [[18 win] -3]\n").unwrap();
        assert_eq!(
            t.win_score(),
            WinScore {
                max: 20,
                threshold: 18,
                utilities: None,
            }
        );
        // A lone leaf is one ply short of a win: the gap is at least 1.
        let t = parse("game: tree\nwin-score: 5\ntree: 4\n").unwrap();
        assert_eq!(
            t.win_score(),
            WinScore {
                max: 5,
                threshold: 4,
                utilities: None,
            }
        );
        // Without the lines: no win scoring, and draws are allowed.
        let t = parse("game: tree\ntree: [draw 1]\n").unwrap();
        assert_eq!(t.win_score(), WinScore::NONE);
        assert_eq!(
            t.root().to_position_text(),
            "game: tree\nroot: max\ntree: [draw 1]\n"
        );
    }

    #[test]
    fn win_score_errors_point_at_the_problem() {
        let err = |text: &str| parse(text).unwrap_err().to_string();
        assert_eq!(
            err("game: tree\ntree: [1 loss]\n"),
            "2:10: expected a `win-score:` line (Kühr's MAX) for a finished game: `win` scores MAX, `loss` -MAX, found `loss` and no `win-score:` line"
        );
        assert_eq!(
            err("game: tree\nwin-score: 0\ntree: 1\n"),
            "2:12: expected a win score (Kühr's MAX) from 1 to 1000000000, found `0`"
        );
        assert_eq!(
            err("game: tree\nwin-score: lots\ntree: 1\n"),
            "2:12: expected a win score (Kühr's MAX) from 1 to 1000000000, found `lots`"
        );
        assert_eq!(
            err("game: tree\nwin-threshold: 90\ntree: 1\n"),
            "2:1: expected a `win-score:` line (Kühr's MAX) with `win-threshold:`, found `win-threshold:` alone"
        );
        assert_eq!(
            err("game: tree\nwin-score: 99\nwin-threshold: 99\ntree: 1\n"),
            "3:16: expected a win threshold (Kühr's MNOHO) from 0 to 98, below `win-score: 99`, found `99`"
        );
        assert_eq!(
            err("game: tree\nwin-score: 99\nwin-threshold: 97\ntree: [[[1 2]]]\n"),
            "3:16: expected a win threshold of at most 96 (`win-score: 99` minus the tree's height, 3 plies, so that wins at different distances keep different scores), found `97`"
        );
        assert_eq!(
            err("game: tree\nwin-score: 99\nwin-threshold: 50\ntree: [3 -60 [win 60]]\n"),
            "4:10: expected a leaf value from -50 to 50 (`win-threshold: 50`, Kühr's MNOHO: scores beyond it are wins and losses), found `-60`"
        );
        assert_eq!(
            err("game: tree\nwin-score: 10\ntree: [[9 1]]\n"),
            "2:12: expected a win score of at least 11 (the largest leaf value, 9, plus the tree's height, 2 plies), or a `win-threshold:` line, found `10`"
        );
        assert!(err("game: tree\ncolour: red\ntree: 1\n")
            .contains("one of the keys game, root, tree, win-score, win-threshold"));
    }

    #[test]
    fn chance_nodes_read_write_and_keep_the_side_to_move() {
        let t = parse("game: tree\ntree: [A: [c: chance 0.9: [2 2] 1/10: L: 3] [chance 1: 5]]\n")
            .unwrap();
        assert_eq!(
            t.tree_text(),
            "[A: [c: chance 0.9: [2 2] 1/10: L: 3] [chance 1: 5]]"
        );
        assert_eq!(
            parse(&t.root().to_position_text()).unwrap().tree_text(),
            t.tree_text()
        );
        // Expectations need tenths: the leaves are scaled by 10.
        assert_eq!(t.scale, 10);
        let root = t.root();
        let mut m = Vec::new();
        root.legal_moves(&mut m);
        let c = root.play(m[0]);
        assert!(c.is_chance() && !root.is_chance());
        assert_eq!(c.side_to_move(), Side::Second);
        let mut mc = Vec::new();
        c.legal_moves(&mut mc);
        // A chance node's children move with the side the chance node holds.
        assert_eq!(c.play(mc[0]).side_to_move(), Side::Second);
        let p: Vec<String> = mc
            .iter()
            .map(|&k| c.probability(k).unwrap().to_string())
            .collect();
        assert_eq!(p, ["0.9", "1/10"]);
        assert_eq!(c.move_text(mc[1]), "L");
        assert_eq!(root.probability(m[0]), None);
        assert_eq!(LeafValue::of(&t).evaluate(&c.play(mc[1])), -30);
        // Without chance nodes nothing changes.
        assert_eq!(parse("game: tree\ntree: [1 2]\n").unwrap().scale, 1);
    }

    #[test]
    fn chance_errors_point_at_the_problem() {
        let err = |tree: &str| {
            parse(&format!("game: tree\ntree: {tree}\n"))
                .unwrap_err()
                .to_string()
        };
        assert_eq!(
            err("[chance 1/2: 1 1/3: 2]"),
            "2:7: expected a chance node whose probabilities sum to exactly 1, found a sum of 5/6"
        );
        assert_eq!(
            err("[chance 0.5: 1 0.6: 2]"),
            "2:7: expected a chance node whose probabilities sum to exactly 1, found a sum of 11/10"
        );
        assert_eq!(
            err("[chance 0: 1 1: 2]"),
            "2:15: expected a probability above 0 (leave out a branch that cannot happen), found `0`"
        );
        assert_eq!(
            err("[1 [chance 1/0: 1]]"),
            "2:18: expected a probability whose denominator is not 0, found `1/0`"
        );
        assert_eq!(
            err("[chance 3/2: 1]"),
            "2:15: expected a probability of at most 1, found `3/2`"
        );
        assert!(err("[chance 1/3x: 1]")
            .starts_with("2:15: expected a probability: a fraction such as `1/3`"));
        assert!(err("[chance 0.1234567: 1]").contains("(at most 6 places)"));
        assert_eq!(
            err("[chance 1 2]"),
            "2:15: expected a chance node's child written with its probability first, such as `1/2: [3 5]` or `0.25: 7`, found `1`"
        );
        assert!(err(
            "[chance 1/999999: 1000 999998/999999: [chance 1/999997: 1 999996/999997: 2]]"
        )
        .starts_with("2:7: expected a chance tree whose expected values stay exact"));
        assert!(parse("game: tree\nwin-score: 9\ntree: [chance 1: 1]\n")
            .unwrap_err()
            .to_string()
            .starts_with("2:12: expected no `win-score:` line in a tree with chance nodes"));
        // `chance:` is a label, not the mark of a chance node.
        assert_eq!(parse("game: tree\ntree: [chance: 1 2]\n").unwrap().scale, 1);
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
        // A bidi or control character is named (as a code point, never raw) where
        // it is, not as the word it ends.
        let e = parse("game: tree\ntree: [a\u{202e}b: 3 4]\n").unwrap_err();
        assert_eq!(
            e.to_string(),
            "2:9: expected a label or value without control or bidirectional formatting characters, found U+202E, a bidirectional formatting character"
        );
        let e = parse("game: tree\ntree: [3 4\u{1b}]\n").unwrap_err();
        assert_eq!(e.loc, Loc { line: 2, col: 11 });
        assert!(
            e.to_string().ends_with("found U+001B, a control character"),
            "{e}"
        );
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
