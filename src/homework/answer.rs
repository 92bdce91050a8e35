//! A student's answer: what they wrote for each node, read from the text form (one node
//! a line) or the JSON form. See docs/homework.md.
//!
//! A line (or JSON entry) that cannot be read is a [`BadLine`]: one mistake on that
//! line, and the reading goes on. Only what makes the file no answer at all stops it —
//! bytes that are not UTF-8, JSON that is not an answer list (broken between entries,
//! or nested too deep) — and is returned as the error.
//!
//! ```text
//! # comment
//! A = 3
//! B = 3        [-inf, inf]
//! C <= 2       [3, inf]
//! C.2 pruned
//! ```

use crate::game::file::{decode, quote, Loc, ParseError};
use crate::game::{Score, INF, SCORE_LIMIT};

pub mod json;

/// How a written value relates to the node's value.
#[derive(Copy, Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub enum Rel {
    /// `=`: the value.
    #[serde(rename = "=")]
    Eq,
    /// `<=` or `≤`: an upper bound.
    #[serde(rename = "<=")]
    Le,
    /// `>=` or `≥`: a lower bound.
    #[serde(rename = ">=")]
    Ge,
}

impl Rel {
    /// `=`, `<=` or `>=`.
    pub fn as_str(self) -> &'static str {
        match self {
            Rel::Eq => "=",
            Rel::Le => "<=",
            Rel::Ge => ">=",
        }
    }
}

/// What an answer line claims about its node.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Claim {
    /// A value (or bound), optionally with the window on entry.
    Value {
        /// `=`, `<=` or `>=`.
        rel: Rel,
        /// The value, in units of `1 / den`.
        value: Score,
        /// The value's denominator: 1 for a whole number; a chance node's expectation
        /// may be written `2.1` (21/10) or `13/6`.
        den: Score,
        /// The window `[α, β]` on entry, if written.
        window: Option<(Score, Score)>,
    },
    /// The word `pruned`.
    Pruned,
}

impl Claim {
    /// The relation and the value, as an answer writes them: `<= 2`, `= 2.1`, `= 13/6`;
    /// `pruned`.
    pub fn value_text(&self) -> String {
        match *self {
            Claim::Pruned => "pruned".into(),
            Claim::Value {
                rel, value, den, ..
            } => format!(
                "{} {}",
                rel.as_str(),
                crate::record::scaled_text(value, den)
            ),
        }
    }

    /// The claim as an answer line would write it: `<= 2 [3, inf]`, `pruned`.
    pub fn text(&self) -> String {
        match *self {
            Claim::Pruned => "pruned".into(),
            Claim::Value { window, .. } => {
                let mut s = self.value_text();
                if let Some((a, b)) = window {
                    s.push_str(&format!(
                        " [{}, {}]",
                        super::bound_text(a),
                        super::bound_text(b)
                    ));
                }
                s
            }
        }
    }
}

/// One answer line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    /// Where the node's address starts.
    pub loc: Loc,
    /// The node's address as written (`C.2`).
    pub node: String,
    /// What the line says.
    pub claim: Claim,
}

/// A line (text form) or entry (JSON form) that could not be read as an answer: one
/// mistake on that line; the rest of the file is still read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BadLine {
    /// What is wrong, and where (the message's file text is quoted and shortened).
    pub error: ParseError,
    /// The node the line names, as written, and where it starts, when that much could
    /// be read (`B == 4`: `B`).
    pub node: Option<(Loc, String)>,
}

/// What reading gives for each line or entry: an answer, or a bad line.
pub type Item = Result<Line, BadLine>;

/// Reads an answer file: JSON when its first non-blank character is `[` or `{`, the
/// text form otherwise.
///
/// # Errors
/// The first error: a bad line's, or what stops [`parse_each`].
pub fn parse(bytes: &[u8]) -> Result<Vec<Line>, ParseError> {
    collect(|f| parse_each(bytes, f))
}

/// Where a reader hands each line as it reads it.
type Sink<'f> = &'f mut dyn FnMut(Item);

/// The answers `read` hands to its sink, collected; the first error, a bad line's
/// included.
fn collect(read: impl FnOnce(Sink) -> Result<(), ParseError>) -> Result<Vec<Line>, ParseError> {
    let mut out = Vec::new();
    let mut bad = None;
    read(&mut |item| match item {
        Ok(l) => out.push(l),
        Err(b) => {
            bad.get_or_insert(b.error);
        }
    })?;
    bad.map_or(Ok(out), Err)
}

/// Reads an answer file as [`parse`] does, handing each line (an answer or a
/// [`BadLine`]) to `f` as soon as it is read, in file order, in time linear in the
/// file.
///
/// # Errors
/// What makes the file no answer at all, which stops the reading: malformed UTF-8,
/// and JSON that is not an answer list (see [`parse_json`]).
pub fn parse_each(bytes: &[u8], mut f: impl FnMut(Item)) -> Result<(), ParseError> {
    let text = decode(bytes)?;
    match text.trim_start().chars().next() {
        Some('[' | '{') => json::read(text, &mut f),
        _ => {
            read_text(text, &mut f);
            Ok(())
        }
    }
}

/// Reads an integer answer value, which must lie within ±[`SCORE_LIMIT`]. `what` names
/// what was expected, for the error.
fn number(word: &str, loc: Loc, what: &str) -> Result<Score, ParseError> {
    let word_ = word.replace('−', "-");
    let digits = word_.strip_prefix(['-', '+']).unwrap_or(&word_);
    let out_of_range = || {
        ParseError::new(
            loc,
            crate::tr!("check-expect-range", limit = SCORE_LIMIT),
            quote(word),
        )
    };
    match word_.parse::<i64>() {
        Ok(v) if v.unsigned_abs() <= SCORE_LIMIT as u64 => Ok(v as Score),
        Ok(_) => Err(out_of_range()),
        // All digits, yet no i64: far too large.
        Err(_) if !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()) => {
            Err(out_of_range())
        }
        Err(_) => Err(ParseError::new(loc, what, quote(word))),
    }
}

/// Reads an answer value: a whole number, a fraction `13/6` or a decimal `2.1` (a
/// chance node's expectation), as `(numerator, denominator)` in lowest terms, the
/// denominator at most 1,000,000 and the value within ±[`SCORE_LIMIT`].
pub(super) fn value_number(word: &str, loc: Loc) -> Result<(Score, Score), ParseError> {
    let what = crate::tr!("check-expect-fraction");
    let w = word.replace('−', "-");
    let (neg, body) = match w.strip_prefix('-') {
        Some(b) => (true, b),
        None => (false, w.strip_prefix('+').unwrap_or(&w)),
    };
    let digits = |s: &str| !s.is_empty() && s.len() <= 12 && s.bytes().all(|b| b.is_ascii_digit());
    let bad = || ParseError::new(loc, what.as_str(), quote(word));
    let (num, den): (i64, i64) = if let Some((n, d)) = body.split_once('/') {
        if !digits(n) || !digits(d) {
            return Err(bad());
        }
        (n.parse().map_err(|_| bad())?, d.parse().map_err(|_| bad())?)
    } else if let Some((a, f)) = body.split_once('.') {
        if !(a.is_empty() || digits(a)) || !digits(f) || f.len() > 6 {
            return Err(bad());
        }
        let scale = 10i64.pow(f.len() as u32);
        let whole: i64 = if a.is_empty() {
            0
        } else {
            a.parse().map_err(|_| bad())?
        };
        (whole * scale + f.parse::<i64>().map_err(|_| bad())?, scale)
    } else {
        // Not shaped like a fraction or a decimal: read (and refused) as a whole number.
        return number(word, loc, &crate::tr!("check-expect-integer")).map(|v| (v, 1));
    };
    if den == 0 || den > 1_000_000 {
        return Err(bad());
    }
    let g = crate::game::gcd(num.unsigned_abs(), den.unsigned_abs()).max(1) as i64;
    let (num, den) = (num / g, den / g);
    if num / den > i64::from(SCORE_LIMIT) || num > i64::from(i32::MAX) {
        return Err(ParseError::new(
            loc,
            crate::tr!("check-expect-range", limit = SCORE_LIMIT),
            quote(word),
        ));
    }
    let num = num as Score;
    Ok((if neg { -num } else { num }, den as Score))
}

fn window_bound(word: &str, loc: Loc) -> Result<Score, ParseError> {
    match word.trim() {
        "inf" | "+inf" | "∞" | "+∞" | "infinity" => Ok(INF),
        "-inf" | "−inf" | "-∞" | "−∞" | "-infinity" => Ok(-INF),
        w => number(w, loc, &crate::tr!("check-expect-window-bound")),
    }
}

/// A cursor over one line's characters with their columns.
struct Cursor {
    chars: Vec<char>,
    pos: usize,
    line: usize,
}

impl Cursor {
    fn loc(&self) -> Loc {
        Loc {
            line: self.line,
            col: self.pos + 1,
        }
    }
    fn skip_ws(&mut self) {
        while self.pos < self.chars.len() && self.chars[self.pos].is_whitespace() {
            self.pos += 1;
        }
    }
    fn peek(&self) -> Option<char> {
        self.chars.get(self.pos).copied()
    }
    fn found(&self) -> String {
        if self.pos >= self.chars.len() {
            crate::tr!("check-found-end-of-line")
        } else {
            let rest: String = self.chars[self.pos..].iter().collect();
            quote(rest.trim_end())
        }
    }
    fn word(&mut self, stop: impl Fn(char) -> bool) -> (Loc, String) {
        let loc = self.loc();
        let mut w = String::new();
        while let Some(c) = self.peek() {
            if c.is_whitespace() || stop(c) {
                break;
            }
            w.push(c);
            self.pos += 1;
        }
        (loc, w)
    }
}

fn is_rel_char(c: char) -> bool {
    matches!(c, '=' | '<' | '>' | '≤' | '≥')
}

/// Reads the text form: `ADDRESS = V [α, β]`, `ADDRESS <= V`, `ADDRESS >= V`,
/// `ADDRESS pruned`; `#` comments; blank lines ignored.
///
/// # Errors
/// The first malformed line, with its line and column.
pub fn parse_text(text: &str) -> Result<Vec<Line>, ParseError> {
    collect(|f| {
        read_text(text, f);
        Ok(())
    })
}

/// [`parse_text`], handing each line to `f` as it is read: a malformed line as a
/// [`BadLine`].
fn read_text(text: &str, f: &mut dyn FnMut(Item)) {
    for (i, raw) in text.lines().enumerate() {
        let body = raw.split('#').next().unwrap_or_default();
        if !body.trim().is_empty() {
            f(text_line(body, i + 1));
        }
    }
}

/// Reads one line of the text form (`body`, its comment removed, not blank).
fn text_line(body: &str, line: usize) -> Item {
    let mut c = Cursor {
        chars: body.chars().collect(),
        pos: 0,
        line,
    };
    c.skip_ws();
    let (loc, node) = c.word(|ch| is_rel_char(ch) || ch == '[');
    if node.is_empty() {
        let error = ParseError::new(loc, crate::tr!("check-expect-node"), c.found());
        return Err(BadLine { error, node: None });
    }
    match text_claim(&mut c) {
        Ok(claim) => Ok(Line { loc, node, claim }),
        Err(error) => Err(BadLine {
            error,
            node: Some((loc, node)),
        }),
    }
}

/// Reads what a line says about its node, from the cursor (after the node) to the end.
fn text_claim(c: &mut Cursor) -> Result<Claim, ParseError> {
    c.skip_ws();
    let claim = match c.peek() {
        Some(ch) if is_rel_char(ch) => {
            let rloc = c.loc();
            let rel = match ch {
                '≤' => Rel::Le,
                '≥' => Rel::Ge,
                '=' => Rel::Eq,
                _ => {
                    if c.chars.get(c.pos + 1) == Some(&'=') {
                        c.pos += 1;
                        if ch == '<' {
                            Rel::Le
                        } else {
                            Rel::Ge
                        }
                    } else {
                        return Err(ParseError::new(
                            rloc,
                            crate::tr!("check-expect-rel"),
                            quote(&ch.to_string()),
                        ));
                    }
                }
            };
            c.pos += 1;
            c.skip_ws();
            let (vloc, w) = c.word(|ch| ch == '[');
            if w.is_empty() {
                return Err(ParseError::new(
                    vloc,
                    crate::tr!("check-expect-integer"),
                    c.found(),
                ));
            }
            let (value, den) = value_number(&w, vloc)?;
            c.skip_ws();
            let window = if c.peek() == Some('[') {
                Some(window(c)?)
            } else {
                None
            };
            Claim::Value {
                rel,
                value,
                den,
                window,
            }
        }
        Some(_) => {
            let (wloc, w) = c.word(|_| false);
            if !w.eq_ignore_ascii_case("pruned") {
                return Err(ParseError::new(
                    wloc,
                    crate::tr!("check-expect-claim"),
                    quote(&w),
                ));
            }
            Claim::Pruned
        }
        None => {
            return Err(ParseError::new(
                c.loc(),
                crate::tr!("check-expect-claim"),
                crate::tr!("check-found-end-of-line"),
            ))
        }
    };
    c.skip_ws();
    if c.peek().is_some() {
        return Err(ParseError::new(
            c.loc(),
            crate::tr!("check-expect-end-of-line"),
            c.found(),
        ));
    }
    Ok(claim)
}

/// Reads `[α, β]` at the cursor.
fn window(c: &mut Cursor) -> Result<(Score, Score), ParseError> {
    c.pos += 1; // '['
    c.skip_ws();
    let (aloc, a) = c.word(|ch| ch == ',' || ch == ']');
    if a.is_empty() {
        return Err(ParseError::new(
            aloc,
            crate::tr!("check-expect-bound", bound = "α"),
            c.found(),
        ));
    }
    let a = window_bound(&a, aloc)?;
    c.skip_ws();
    if c.peek() != Some(',') {
        return Err(ParseError::new(
            c.loc(),
            crate::tr!("check-expect-comma"),
            c.found(),
        ));
    }
    c.pos += 1;
    c.skip_ws();
    let (bloc, b) = c.word(|ch| ch == ']');
    if b.is_empty() {
        return Err(ParseError::new(
            bloc,
            crate::tr!("check-expect-bound", bound = "β"),
            c.found(),
        ));
    }
    let b = window_bound(&b, bloc)?;
    c.skip_ws();
    if c.peek() != Some(']') {
        return Err(ParseError::new(
            c.loc(),
            crate::tr!("check-expect-close"),
            c.found(),
        ));
    }
    c.pos += 1;
    Ok((a, b))
}

/// Reads the JSON form: a list (or `{"answers": [...]}`) of objects
/// `{"node": "C", "value": 2, "bound": "<=", "window": [3, "inf"]}` or
/// `{"node": "C.2", "pruned": true}`.
///
/// # Errors
/// The first error, with its line and column: an entry of the wrong shape (an object
/// that is no answer: a bad line, after which [`parse_each`] reads on), or JSON that is
/// not an answer list (broken outside the entries, an entry that is not an object,
/// nesting deeper than [`json::MAX_DEPTH`]), which stops the reading.
pub fn parse_json(text: &str) -> Result<Vec<Line>, ParseError> {
    collect(|f| json::read(text, f))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_the_text_form() {
        let l = parse_text("A = 3\n# x\n\nC ≤ 2 [3, ∞]  # soft\nC.2 pruned\nD>=-4 [-inf,inf]\n")
            .unwrap();
        assert_eq!(l.len(), 4);
        assert_eq!(l[1].node, "C");
        assert_eq!(l[1].loc, Loc { line: 4, col: 1 });
        assert_eq!(
            l[1].claim,
            Claim::Value {
                rel: Rel::Le,
                value: 2,
                den: 1,
                window: Some((3, INF))
            }
        );
        assert_eq!(l[2].claim, Claim::Pruned);
        assert_eq!(l[3].claim.text(), ">= -4 [-inf, inf]");
    }

    #[test]
    fn reports_bad_lines_with_their_place() {
        let e = parse_text("A = 3\nB == 4\n").unwrap_err();
        assert_eq!(
            e.to_string(),
            "2:4: expected a value (an integer), found `=`"
        );
        let e = parse_text("A = 3 [1 2]\n").unwrap_err();
        assert_eq!(e.loc, Loc { line: 1, col: 10 });
        let e = parse_text("A\n").unwrap_err();
        assert_eq!(e.loc.line, 1);
        let e = parse_text("A cut\n").unwrap_err();
        assert!(e.to_string().contains("`cut`"));
    }

    #[test]
    fn reads_the_json_form() {
        let l = parse(
            br#"[{"node": "A", "value": 3},
                 {"node": "C", "value": 2, "bound": "<=", "window": [3, "inf"]},
                 {"node": "C.2", "pruned": true}]"#,
        )
        .unwrap();
        assert_eq!(l.len(), 3);
        assert_eq!(l[1].loc.line, 2);
        assert_eq!(l[1].claim.text(), "<= 2 [3, inf]");
        assert!(parse(br#"[{"node": "A"}]"#).is_err());
        assert!(parse(br#"[{"node": "A", "value": 1, "colour": 2}]"#).is_err());
    }
}
