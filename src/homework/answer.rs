//! A student's answer: what they wrote for each node, read from the text form (one node
//! a line) or the JSON form. See docs/homework.md.
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

mod json;

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
        /// The value.
        value: Score,
        /// The window `[α, β]` on entry, if written.
        window: Option<(Score, Score)>,
    },
    /// The word `pruned`.
    Pruned,
}

impl Claim {
    /// The claim as an answer line would write it: `<= 2 [3, inf]`, `pruned`.
    pub fn text(&self) -> String {
        match *self {
            Claim::Pruned => "pruned".into(),
            Claim::Value { rel, value, window } => {
                let mut s = format!("{} {value}", rel.as_str());
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

/// Reads an answer file: JSON when its first non-blank character is `[` or `{`, the
/// text form otherwise.
///
/// # Errors
/// Malformed UTF-8, and [`parse_text`]'s or [`parse_json`]'s errors.
pub fn parse(bytes: &[u8]) -> Result<Vec<Line>, ParseError> {
    collect(|f| parse_each(bytes, f))
}

/// Where a reader hands each line as it reads it; an error stops the reading.
type Sink<'f> = &'f mut dyn FnMut(Line) -> Result<(), ParseError>;

/// The lines `read` hands to its sink, collected.
fn collect(read: impl FnOnce(Sink) -> Result<(), ParseError>) -> Result<Vec<Line>, ParseError> {
    let mut out = Vec::new();
    read(&mut |l| {
        out.push(l);
        Ok(())
    })?;
    Ok(out)
}

/// Reads an answer file as [`parse`] does, handing each line to `f` as soon as it is
/// read: the first error, `f`'s included, stops the reading, so that a file whose
/// second line is wrong costs no more than two lines however long it is.
///
/// # Errors
/// Malformed UTF-8, [`parse_text`]'s or [`parse_json`]'s errors, and `f`'s.
pub fn parse_each(
    bytes: &[u8],
    f: impl FnMut(Line) -> Result<(), ParseError>,
) -> Result<(), ParseError> {
    let text = decode(bytes)?;
    match text.trim_start().chars().next() {
        Some('[' | '{') => json::read(text, f),
        _ => read_text(text, f),
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
            format!("a value between -{SCORE_LIMIT} and {SCORE_LIMIT}"),
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

fn window_bound(word: &str, loc: Loc) -> Result<Score, ParseError> {
    match word.trim() {
        "inf" | "+inf" | "∞" | "+∞" | "infinity" => Ok(INF),
        "-inf" | "−inf" | "-∞" | "−∞" | "-infinity" => Ok(-INF),
        w => number(w, loc, "a window bound: an integer, `-inf` or `inf`"),
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
            "the end of the line".into()
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
    collect(|f| read_text(text, f))
}

/// [`parse_text`], handing each line to `f` as it is read and stopping at the first
/// error.
fn read_text(
    text: &str,
    mut f: impl FnMut(Line) -> Result<(), ParseError>,
) -> Result<(), ParseError> {
    for (i, raw) in text.lines().enumerate() {
        let body = raw.split('#').next().unwrap_or_default();
        if body.trim().is_empty() {
            continue;
        }
        let mut c = Cursor {
            chars: body.chars().collect(),
            pos: 0,
            line: i + 1,
        };
        c.skip_ws();
        let (loc, node) = c.word(|ch| is_rel_char(ch) || ch == '[');
        if node.is_empty() {
            return Err(ParseError::new(
                loc,
                "a node (a label such as `C` or a path such as `C.2`)",
                c.found(),
            ));
        }
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
                                "`=`, `<=` or `>=`",
                                quote(&ch.to_string()),
                            ));
                        }
                    }
                };
                c.pos += 1;
                c.skip_ws();
                let (vloc, w) = c.word(|ch| ch == '[');
                if w.is_empty() {
                    return Err(ParseError::new(vloc, "a value (an integer)", c.found()));
                }
                let value = number(&w, vloc, "a value (an integer)")?;
                c.skip_ws();
                let window = if c.peek() == Some('[') {
                    Some(window(&mut c)?)
                } else {
                    None
                };
                Claim::Value { rel, value, window }
            }
            Some(_) => {
                let (wloc, w) = c.word(|_| false);
                if w.eq_ignore_ascii_case("pruned") {
                    Claim::Pruned
                } else {
                    return Err(ParseError::new(
                        wloc,
                        "`=`, `<=`, `>=` and a value, or `pruned`",
                        quote(&w),
                    ));
                }
            }
            None => {
                return Err(ParseError::new(
                    c.loc(),
                    "`=`, `<=`, `>=` and a value, or `pruned`",
                    "the end of the line",
                ))
            }
        };
        c.skip_ws();
        if c.peek().is_some() {
            return Err(ParseError::new(
                c.loc(),
                "the end of the line (or a `#` comment)",
                c.found(),
            ));
        }
        f(Line { loc, node, claim })?;
    }
    Ok(())
}

/// Reads `[α, β]` at the cursor.
fn window(c: &mut Cursor) -> Result<(Score, Score), ParseError> {
    c.pos += 1; // '['
    c.skip_ws();
    let (aloc, a) = c.word(|ch| ch == ',' || ch == ']');
    if a.is_empty() {
        return Err(ParseError::new(
            aloc,
            "α: an integer, `-inf` or `inf`",
            c.found(),
        ));
    }
    let a = window_bound(&a, aloc)?;
    c.skip_ws();
    if c.peek() != Some(',') {
        return Err(ParseError::new(c.loc(), "`,` between α and β", c.found()));
    }
    c.pos += 1;
    c.skip_ws();
    let (bloc, b) = c.word(|ch| ch == ']');
    if b.is_empty() {
        return Err(ParseError::new(
            bloc,
            "β: an integer, `-inf` or `inf`",
            c.found(),
        ));
    }
    let b = window_bound(&b, bloc)?;
    c.skip_ws();
    if c.peek() != Some(']') {
        return Err(ParseError::new(
            c.loc(),
            "`]` closing the window",
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
/// Malformed JSON or an entry of the wrong shape, with its line and column.
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
