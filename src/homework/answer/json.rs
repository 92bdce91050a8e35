//! The JSON form of answer files, read one entry at a time.
//!
//! A small scanner walks the file's outer structure (the list, or the object holding
//! the `answers` list) and finds where each entry starts and ends; serde_json reads
//! each entry on its own, and its errors are placed in the file from there; the
//! scanner finds where the entry's `node` is. An entry that is an object but no answer
//! is a [`BadLine`] and the reading goes on after it; anything wrong outside the
//! entries (or an entry that is not an object, or nesting too deep) ends it. The
//! scanner looks at every byte a bounded number of times, so reading is linear in the
//! file.

use super::{number, window_bound, BadLine, Claim, Item, Line, Rel};
use crate::game::file::{quote, serde_error_offset, serde_message, Loc, Locator, ParseError};
use serde::de::IgnoredAny;
use serde::Deserialize;

/// Arrays and objects nest at most this deep in an answer file (serde_json's own
/// limit, which it applies inside each entry).
pub const MAX_DEPTH: usize = 128;

/// serde_json's messages are cut to this many characters: they can quote a whole
/// string from the file.
const MAX_MESSAGE: usize = 160;

/// What an entry looks like, for errors in one.
const ENTRY: &str = "an answer such as {\"node\": \"C\", \"value\": 2, \"bound\": \"<=\", \"window\": [3, \"inf\"]} or {\"node\": \"C.2\", \"pruned\": true}";

/// A window bound: a number or `"inf"`, `"-inf"`.
#[derive(Deserialize)]
#[serde(untagged)]
enum JsonBound {
    Number(i64),
    Text(String),
}

/// An answer's value: a whole number, a decimal number (`2.1`), or a string holding a
/// fraction or a decimal (`"13/6"`), for a chance node's expectation.
#[derive(Deserialize)]
#[serde(untagged)]
enum JsonValue {
    Int(i64),
    Float(f64),
    Text(String),
}

/// One entry as written.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Entry {
    node: String,
    #[serde(default)]
    value: Option<JsonValue>,
    #[serde(default)]
    bound: Option<String>,
    #[serde(default)]
    window: Option<[JsonBound; 2]>,
    #[serde(default)]
    pruned: bool,
}

impl Entry {
    /// The answer line this entry says, its node at `loc`.
    fn line(self, loc: Loc) -> Result<Line, ParseError> {
        let claim = if self.pruned {
            if self.value.is_some() || self.window.is_some() {
                return Err(ParseError::new(
                    loc,
                    crate::tr!("check-expect-json-either"),
                    crate::tr!("check-found-json-both"),
                ));
            }
            Claim::Pruned
        } else {
            let value = self.value.ok_or_else(|| {
                ParseError::new(
                    loc,
                    crate::tr!("check-expect-json-value"),
                    crate::tr!("check-found-json-neither"),
                )
            })?;
            let (value, den) = match value {
                JsonValue::Int(v) => (
                    number(&v.to_string(), loc, &crate::tr!("check-expect-integer"))?,
                    1,
                ),
                JsonValue::Float(f) => super::value_number(&f.to_string(), loc)?,
                JsonValue::Text(t) => super::value_number(&t, loc)?,
            };
            let rel = match self.bound.as_deref().map(str::trim) {
                None | Some("=") | Some("exact") => Rel::Eq,
                Some("<=") | Some("≤") | Some("upper") => Rel::Le,
                Some(">=") | Some("≥") | Some("lower") => Rel::Ge,
                Some(other) => {
                    return Err(ParseError::new(
                        loc,
                        crate::tr!("check-expect-json-bound"),
                        quote(other),
                    ))
                }
            };
            let window = match self.window {
                None => None,
                Some([a, b]) => {
                    let f = |x: JsonBound| match x {
                        JsonBound::Number(n) => number(
                            &n.to_string(),
                            loc,
                            &crate::tr!("check-expect-json-window-bound"),
                        ),
                        JsonBound::Text(t) => window_bound(&t, loc),
                    };
                    Some((f(a)?, f(b)?))
                }
            };
            Claim::Value {
                rel,
                value,
                den,
                window,
            }
        };
        Ok(Line {
            loc,
            node: self.node,
            claim,
        })
    }
}

/// Reads the JSON form (`[…]` or `{"answers": […]}`), handing each entry to `f` as it
/// is read (an entry that is no answer as a [`BadLine`]) and stopping at the first
/// error outside the entries.
pub(super) fn read(text: &str, f: &mut dyn FnMut(Item)) -> Result<(), ParseError> {
    let mut s = Scanner {
        text,
        bytes: text.as_bytes(),
        pos: 0,
        at: Locator::new(text),
    };
    s.pos = skip_ws(s.bytes, 0);
    match s.peek() {
        Some(b'[') => s.list(f)?,
        Some(b'{') => s.object(f)?,
        _ => return Err(s.error("an answer list `[…]` or an object `{\"answers\": […]}`")),
    }
    s.pos = skip_ws(s.bytes, s.pos);
    if s.pos < s.bytes.len() {
        return Err(s.error("the end of the file after the answers"));
    }
    Ok(())
}

/// Why [`value_end`] found no value.
enum NoValue {
    /// Nothing where a value should start.
    Missing,
    /// Arrays and objects nest deeper than [`MAX_DEPTH`]; the bracket at this byte is
    /// one too many.
    TooDeep(usize),
}

/// The scanner: the text, where it is, and a line and column kept for the last place
/// asked about (places are asked about in file order, so counting lines is linear) and
/// for the start of the entry being read ([`Scanner::mark`]: places inside an entry
/// may be asked about out of order, and are counted from there).
struct Scanner<'a> {
    text: &'a str,
    bytes: &'a [u8],
    pos: usize,
    /// Lines and columns, marked at the start of the entry being read.
    at: Locator<'a>,
}

impl<'a> Scanner<'a> {
    fn peek(&self) -> Option<u8> {
        self.bytes.get(self.pos).copied()
    }

    /// The line and column of byte `byte` ([`Locator::loc`]).
    fn loc(&mut self, byte: usize) -> Loc {
        self.at.loc(byte)
    }

    /// An error at the scanner's place: `expected`, found the text there.
    fn error(&mut self, expected: &str) -> ParseError {
        let found = match self.text.get(self.pos..) {
            None | Some("") => "the end of the file".to_string(),
            Some(rest) => quote(rest.lines().next().unwrap_or_default().trim_end()),
        };
        ParseError::new(self.loc(self.pos), expected, found)
    }

    /// The end of the value at `from` (see [`value_end`]), or the error.
    fn value_end(&mut self, from: usize) -> Result<usize, ParseError> {
        value_end(self.bytes, from).map_err(|e| match e {
            NoValue::Missing => {
                self.pos = from;
                self.error("a JSON value")
            }
            NoValue::TooDeep(at) => ParseError::new(
                self.loc(at),
                format!("arrays and objects nested at most {MAX_DEPTH} deep"),
                "a deeper one",
            ),
        })
    }

    /// serde_json's reading of the bytes `start..end`, its error placed in the file.
    fn serde<T: Deserialize<'a>>(
        &mut self,
        start: usize,
        end: usize,
        expected: &str,
    ) -> Result<T, ParseError> {
        let span = self.text.get(start..end).unwrap_or_default();
        serde_json::from_str(span).map_err(|e| {
            ParseError::new(
                self.loc(start + serde_error_offset(span, &e)),
                expected,
                format!("invalid JSON ({})", serde_message(&e, MAX_MESSAGE)),
            )
        })
    }

    /// Reads the list at the scanner (on its `[`), handing each entry to `f`.
    fn list(&mut self, f: &mut dyn FnMut(Item)) -> Result<(), ParseError> {
        self.pos = skip_ws(self.bytes, self.pos + 1);
        if self.peek() == Some(b']') {
            self.pos += 1;
            return Ok(());
        }
        loop {
            self.pos = skip_ws(self.bytes, self.pos);
            if self.peek() != Some(b'{') {
                return Err(self.error(ENTRY));
            }
            let start = self.pos;
            let end = self.value_end(start)?;
            // Places in this entry are counted from its start.
            let here = self.at.mark(start);
            let node = self.node_value(start);
            let node_loc = node.map_or(here, |i| self.loc(i));
            let item = match self.serde::<Entry>(start, end, ENTRY) {
                Ok(entry) => {
                    let name = entry.node.clone();
                    entry.line(node_loc).map_err(|error| BadLine {
                        error,
                        node: Some((node_loc, name)),
                    })
                }
                Err(error) => Err(BadLine {
                    error,
                    node: node.and_then(|i| {
                        let text = self.text.get(i..string_end(self.bytes, i))?;
                        let name = serde_json::from_str::<String>(text).ok()?;
                        Some((node_loc, name))
                    }),
                }),
            };
            f(item);
            self.pos = skip_ws(self.bytes, end);
            match self.peek() {
                Some(b',') => self.pos += 1,
                Some(b']') => {
                    self.pos += 1;
                    return Ok(());
                }
                _ => return Err(self.error("`,` or `]` after an answer")),
            }
        }
    }

    /// Reads the object at the scanner (on its `{`): its `answers` list as [`list`]
    /// does, its other keys checked to be JSON and skipped.
    ///
    /// [`list`]: Scanner::list
    fn object(&mut self, f: &mut dyn FnMut(Item)) -> Result<(), ParseError> {
        let open = self.pos;
        let mut answers = false;
        self.pos = skip_ws(self.bytes, self.pos + 1);
        if self.peek() == Some(b'}') {
            self.pos += 1;
        } else {
            loop {
                self.pos = skip_ws(self.bytes, self.pos);
                if self.peek() != Some(b'"') {
                    return Err(self.error("a key in double quotes"));
                }
                let key_start = self.pos;
                let key_end = string_end(self.bytes, key_start);
                let key: String = self.serde(key_start, key_end, "a key in double quotes")?;
                self.pos = skip_ws(self.bytes, key_end);
                if self.peek() != Some(b':') {
                    return Err(self.error("`:` after the key"));
                }
                self.pos = skip_ws(self.bytes, self.pos + 1);
                if key == "answers" {
                    if answers {
                        return Err(ParseError::new(
                            self.loc(key_start),
                            "one `answers` list",
                            "a second",
                        ));
                    }
                    answers = true;
                    if self.peek() != Some(b'[') {
                        return Err(self.error("the answer list `[…]`"));
                    }
                    self.list(f)?;
                } else {
                    let end = self.value_end(self.pos)?;
                    self.serde::<IgnoredAny>(self.pos, end, "a JSON value")?;
                    self.pos = end;
                }
                self.pos = skip_ws(self.bytes, self.pos);
                match self.peek() {
                    Some(b',') => self.pos += 1,
                    Some(b'}') => {
                        self.pos += 1;
                        break;
                    }
                    _ => return Err(self.error("`,` or `}` after a value")),
                }
            }
        }
        if !answers {
            return Err(ParseError::new(
                self.loc(open),
                "an `answers` list in the object",
                "none",
            ));
        }
        Ok(())
    }

    /// The byte where the value of the `node` key of the object at `start` begins, if
    /// the object has one before anything that is not JSON.
    fn node_value(&self, start: usize) -> Option<usize> {
        let b = self.bytes;
        let mut i = start + 1;
        loop {
            i = skip_ws(b, i);
            if b.get(i) != Some(&b'"') {
                break;
            }
            let key_end = string_end(b, i);
            let key = self.text.get(i..key_end).unwrap_or_default();
            let is_node = key == "\"node\""
                || (key.contains('\\')
                    && serde_json::from_str::<String>(key).is_ok_and(|k| k == "node"));
            i = skip_ws(b, key_end);
            if b.get(i) != Some(&b':') {
                break;
            }
            i = skip_ws(b, i + 1);
            if is_node {
                return Some(i);
            }
            match value_end(b, i) {
                Ok(end) => i = skip_ws(b, end),
                Err(_) => break,
            }
            if b.get(i) != Some(&b',') {
                break;
            }
            i += 1;
        }
        None
    }
}

/// The first byte at or after `i` that is not JSON whitespace.
fn skip_ws(b: &[u8], mut i: usize) -> usize {
    while matches!(b.get(i), Some(b' ' | b'\t' | b'\n' | b'\r')) {
        i += 1;
    }
    i
}

/// Just after the closing quote of the string whose opening quote is at `from` (the
/// end of the text for a string never closed).
fn string_end(b: &[u8], from: usize) -> usize {
    let mut i = from + 1;
    while i < b.len() {
        match b[i] {
            b'"' => return i + 1,
            b'\\' => i += 2,
            _ => i += 1,
        }
    }
    b.len()
}

/// Just after the JSON value starting at `from`: a string, an array or object (the
/// matching bracket, strings skipped; the end of the text for one never closed), or
/// a number or literal (up to the next delimiter). Only finds the end: serde_json
/// checks what is inside.
fn value_end(b: &[u8], from: usize) -> Result<usize, NoValue> {
    match b.get(from) {
        None | Some(b',' | b']' | b'}' | b':') => return Err(NoValue::Missing),
        Some(b'"') => return Ok(string_end(b, from)),
        Some(b'[' | b'{') => {}
        Some(_) => {
            let n = b[from..]
                .iter()
                .position(|c| {
                    matches!(
                        c,
                        b',' | b']'
                            | b'}'
                            | b'['
                            | b'{'
                            | b'"'
                            | b':'
                            | b' '
                            | b'\t'
                            | b'\n'
                            | b'\r'
                    )
                })
                .unwrap_or(b.len() - from);
            return Ok(from + n);
        }
    }
    let mut depth = 0usize;
    let mut i = from;
    while i < b.len() {
        match b[i] {
            b'"' => {
                i = string_end(b, i);
                continue;
            }
            b'[' | b'{' => {
                depth += 1;
                if depth > MAX_DEPTH {
                    return Err(NoValue::TooDeep(i));
                }
            }
            b']' | b'}' => {
                depth -= 1;
                if depth == 0 {
                    return Ok(i + 1);
                }
            }
            _ => {}
        }
        i += 1;
    }
    Ok(b.len())
}

#[cfg(test)]
mod tests {
    use super::super::parse_json;
    use super::*;

    fn err(text: &str) -> String {
        parse_json(text).unwrap_err().to_string()
    }

    #[test]
    fn places_each_node() {
        let l = parse_json(
            "{\"name\": {\"a\": [1, \"]\"]},\n \"answers\": [\n  {\"value\": 3, \"node\": \"A\"},\n  {\"\\u006eode\": \"B\", \"value\": 1}]}",
        )
        .unwrap();
        assert_eq!(l[0].loc, Loc { line: 3, col: 24 });
        assert_eq!(l[1].loc, Loc { line: 4, col: 17 });
        assert_eq!(l[1].node, "B");
    }

    #[test]
    fn places_errors_in_the_file() {
        // serde_json's place inside the entry, moved to the file; columns in characters.
        let e = err("[{\"node\": \"A\", \"value\": 1},\n {\"node\": \"é\", \"value\": x}]");
        assert!(e.starts_with("2:25: expected an answer such as"), "{e}");
        assert!(e.ends_with("found invalid JSON (expected value)"), "{e}");
        assert!(err("[{\"node\": \"A\", \"value\": 1} {").starts_with("1:28: expected `,` or `]`"));
        assert!(err("[{\"node\": \"A\", \"value\": 1},]").starts_with("1:28: expected an answer"));
        assert!(err("[{\"node\": \"A\", \"value\": 1}").ends_with("found the end of the file"));
        assert!(err("[] x").starts_with("1:4: expected the end of the file"));
        assert!(err("{\"a\": 1}").starts_with("1:1: expected an `answers` list"));
        assert!(err("{\"answers\": [], \"answers\": []}").starts_with("1:17: expected one"));
        assert!(err("{\"a\": , \"answers\": []}").starts_with("1:7: expected a JSON value"));
        assert_eq!(
            err("[{\"node\": \"A\", \"value\": -9223372036854775808}]"),
            "1:11: expected a value between -1000000000 and 1000000000, found `-9223372036854775808`"
        );
    }

    #[test]
    fn limits_nesting_and_message_length() {
        let deep = format!("[{{\"node\": \"A\", \"x\": {}}}]", "[".repeat(200));
        assert_eq!(
            err(&deep),
            format!(
                "1:{}: expected arrays and objects nested at most 128 deep, found a deeper one",
                21 + 127
            )
        );
        let long = format!("[{{\"node\": \"A\", \"{}\": 1}}]", "k".repeat(10_000));
        let e = err(&long);
        assert!(
            e.contains("unknown field `kkk") && e.ends_with("k…)"),
            "{e}"
        );
        assert!(e.len() < 600, "{e}");
    }
}
