//! The position-file reader shared by every game (format: docs/position-files.md).
//!
//! A position file is UTF-8 text made of `key: value` entries. `#` starts a comment that
//! runs to the end of the line. A line starts a new entry when it begins (in column 1)
//! with a word and a colon and no `[` of the entry above is still open; every other
//! non-blank line (indented, inside an open `[`, or without a `key:`) continues the
//! value of the entry above it. Every character keeps its line and column so a game
//! can report errors as `FILE:LINE:COL: expected …, found …`.

pub use crate::error::{Loc, ParseError};

/// Line and column (in characters) of byte offsets in a text. Offsets asked in file
/// order are counted on from the last one, so placing every error of a file costs one
/// pass over it, also when the file is one long line. An offset before the last one is
/// counted from the mark ([`Locator::mark`]) if it lies after it, else from the start.
#[derive(Clone, Debug)]
pub struct Locator<'a> {
    text: &'a str,
    at_byte: usize,
    at: Loc,
    mark: (usize, Loc),
}

impl<'a> Locator<'a> {
    /// A locator at the start of `text`.
    pub fn new(text: &'a str) -> Self {
        let start = Loc { line: 1, col: 1 };
        Locator {
            text,
            at_byte: 0,
            at: start,
            mark: (0, start),
        }
    }

    /// The line and column of byte `byte` (clamped to the text, moved back to a
    /// character boundary).
    pub fn loc(&mut self, byte: usize) -> Loc {
        let mut byte = byte.min(self.text.len());
        while !self.text.is_char_boundary(byte) {
            byte -= 1;
        }
        if byte < self.at_byte {
            (self.at_byte, self.at) = if self.mark.0 <= byte {
                self.mark
            } else {
                (0, Loc { line: 1, col: 1 })
            };
        }
        for c in self.text[self.at_byte..byte].chars() {
            if c == '\n' {
                self.at.line += 1;
                self.at.col = 1;
            } else {
                self.at.col += 1;
            }
        }
        self.at_byte = byte;
        self.at
    }

    /// [`Locator::loc`] of `byte`, remembered as the mark: later offsets before the
    /// last one asked but not before `byte` are counted from here (the places inside
    /// one entry of a file, asked out of order).
    pub fn mark(&mut self, byte: usize) -> Loc {
        let here = self.loc(byte);
        self.mark = (self.at_byte, here);
        here
    }
}

/// serde_json's message for `e` without its " at line L column C" (the caller puts the
/// place in front), cut to `max` characters with `…`: it may quote the input.
pub fn serde_message(e: &serde_json::Error, max: usize) -> String {
    let full = e.to_string();
    let suffix = format!(" at line {} column {}", e.line(), e.column());
    let m = full.strip_suffix(&suffix).unwrap_or(&full);
    let mut out: String = m.chars().take(max).collect();
    if m.chars().nth(max).is_some() {
        out.push('…');
    }
    out
}

/// The byte offset in `span` where serde_json, reading `span`, reports the error `e`
/// (its line and column made an offset; the column counts bytes, as serde_json's does).
pub fn serde_error_offset(span: &str, e: &serde_json::Error) -> usize {
    let line_start = match e.line() {
        0 | 1 => 0,
        l => span
            .match_indices('\n')
            .nth(l - 2)
            .map_or(span.len(), |(i, _)| i + 1),
    };
    line_start + e.column().saturating_sub(1)
}

/// The largest position file read: 64 MiB (a hand-made tree of a million nodes is a
/// few megabytes). Every input file has a cap of its own, so that no file — a huge one,
/// `/dev/zero`, a device — can make a command read without end.
pub const MAX_POSITION_BYTES: u64 = 64 << 20;

/// Opens `path` for reading only if it is a regular file: a FIFO, a device, a socket
/// or a directory is refused without being read (a FIFO is opened without blocking, so
/// that no writer is waited for), and with `follow_links` false a symbolic link is too
/// (the endgame cache's files). The check is made on the opened file, so the path cannot
/// be swapped for another kind of file in between.
///
/// # Errors
/// The operating system's, and for anything but a regular file an error saying what
/// it is.
#[cfg(unix)]
pub fn open_regular(path: &std::path::Path, follow_links: bool) -> std::io::Result<std::fs::File> {
    use std::os::unix::fs::{FileTypeExt, OpenOptionsExt};
    let mut flags = libc::O_NONBLOCK;
    if !follow_links {
        flags |= libc::O_NOFOLLOW;
    }
    let file = std::fs::OpenOptions::new()
        .read(true)
        .custom_flags(flags)
        .open(path)
        .map_err(|e| {
            if e.raw_os_error() == Some(libc::ELOOP) {
                std::io::Error::other(crate::tr!("common-file-symlink"))
            } else {
                e
            }
        })?;
    let kind = file.metadata()?.file_type();
    if kind.is_file() {
        return Ok(file);
    }
    let what = if kind.is_dir() {
        crate::tr!("common-file-directory")
    } else if kind.is_fifo() {
        crate::tr!("common-file-fifo")
    } else if kind.is_char_device() || kind.is_block_device() {
        crate::tr!("common-file-device")
    } else if kind.is_socket() {
        crate::tr!("common-file-socket")
    } else {
        crate::tr!("common-file-irregular")
    };
    Err(std::io::Error::other(what))
}

/// [`open_regular`] where there is no Unix (the browser's module, which reads no file):
/// the same refusals, checked on the path before opening and on the opened file.
///
/// # Errors
/// The operating system's, and for anything but a regular file an error saying what
/// it is.
#[cfg(not(unix))]
pub fn open_regular(path: &std::path::Path, follow_links: bool) -> std::io::Result<std::fs::File> {
    if !follow_links && std::fs::symlink_metadata(path)?.file_type().is_symlink() {
        return Err(std::io::Error::other(crate::tr!("common-file-symlink")));
    }
    let file = std::fs::File::open(path)?;
    let kind = file.metadata()?.file_type();
    if kind.is_file() {
        Ok(file)
    } else if kind.is_dir() {
        Err(std::io::Error::other(crate::tr!("common-file-directory")))
    } else {
        Err(std::io::Error::other(crate::tr!("common-file-irregular")))
    }
}

/// Whether `path` is `-`, which every file argument takes as standard input (and `-o
/// -` as standard output), as Unix tools do.
pub fn is_stdio(path: &std::path::Path) -> bool {
    path.as_os_str() == "-"
}

/// The largest standard input read ([`read_regular`] of `-`): the largest file any
/// reader takes, 64 MiB.
pub const MAX_STDIN_BYTES: u64 = 64 << 20;

/// Standard input, read once (at most [`MAX_STDIN_BYTES`] and one byte more) and kept:
/// a second reader of `-` gets the same bytes.
fn stdin_bytes() -> std::io::Result<&'static [u8]> {
    use std::io::Read as _;
    static STDIN: std::sync::OnceLock<Vec<u8>> = std::sync::OnceLock::new();
    if let Some(b) = STDIN.get() {
        return Ok(b);
    }
    let mut bytes = Vec::new();
    std::io::stdin()
        .lock()
        .take(MAX_STDIN_BYTES + 1)
        .read_to_end(&mut bytes)?;
    Ok(STDIN.get_or_init(|| bytes))
}

/// The bytes of the regular file `path` ([`open_regular`], links followed), at most
/// `max` of them; `-` is standard input ([`is_stdio`]).
///
/// # Errors
/// [`open_regular`]'s, reading's, and a file larger than `max` bytes (no more than
/// that is read).
pub fn read_regular(path: &std::path::Path, max: u64) -> std::io::Result<Vec<u8>> {
    use std::io::Read as _;
    let mut bytes = Vec::new();
    if is_stdio(path) {
        let all = stdin_bytes()?;
        bytes.extend_from_slice(&all[..all.len().min(max as usize + 1)]);
    } else {
        open_regular(path, true)?
            .take(max + 1)
            .read_to_end(&mut bytes)?;
    }
    if bytes.len() as u64 > max {
        return Err(std::io::Error::other(crate::tr!(
            "common-file-too-large",
            max = crate::game::thousands(max)
        )));
    }
    Ok(bytes)
}

/// Whether `c` is a control character (C0, DEL, C1) or a bidirectional formatting
/// character (U+061C, U+200E–U+200F, U+202A–U+202E, U+2066–U+2069): characters that
/// change how the text around them is displayed. Names read from files may not hold
/// them, and terminals never receive them (`render::escape::terminal`).
pub fn is_control_or_bidi(c: char) -> bool {
    c.is_control()
        || matches!(
            c,
            '\u{061c}' | '\u{200e}' | '\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}'
        )
}

/// Quotes file text for an error message: `` `text` `` (shortened past 30 characters).
pub fn quote(text: &str) -> String {
    let mut s: String = text.chars().take(30).collect();
    if text.chars().count() > 30 {
        s.push('…');
    }
    format!("`{s}`")
}

/// One line of an entry's value: the text (comment removed) and where it starts.
#[derive(Clone, Debug)]
pub struct ValueLine {
    /// Where `text`'s first character is.
    pub loc: Loc,
    /// The text, without the comment and without trailing whitespace.
    pub text: String,
}

/// The value of one `key: value` entry, possibly spanning several lines.
#[derive(Clone, Debug)]
pub struct Value {
    /// The value's lines in file order; the first may be empty (`board:` then rows below).
    pub lines: Vec<ValueLine>,
    /// Just after the last character of the value (for "found end of value").
    pub end: Loc,
}

impl Value {
    /// Reads the value as a grid of `height` rows of `width` cells, the first row first:
    /// rows are lines (blank lines skipped), whitespace between cells is ignored, and
    /// `cell` turns each other character into the cell's character (`None`: not a
    /// cell, reported as `expected_cell`). `cells` names them in messages (`squares`),
    /// `shape` says how the rows run (`rank 8 first`). Returns each row's cells with
    /// their places.
    ///
    /// # Errors
    /// A [`ParseError`] at the first character that is not a cell, at the first cell
    /// past a row's width (or the start of a short row), or at the first row too many
    /// (the end of the value when there are too few).
    pub fn grid(
        &self,
        width: usize,
        height: usize,
        cells: &str,
        shape: &str,
        expected_cell: &str,
        cell: impl Fn(char) -> Option<char>,
    ) -> Result<Vec<Vec<(Loc, char)>>, ParseError> {
        let mut rows: Vec<Vec<(Loc, char)>> = Vec::new();
        let mut row = Vec::new();
        for (loc, c) in self.chars() {
            if c == '\n' {
                if !row.is_empty() {
                    rows.push(std::mem::take(&mut row));
                }
            } else if !c.is_whitespace() {
                match cell(c) {
                    Some(c) => row.push((loc, c)),
                    None => return Err(ParseError::new(loc, expected_cell, quote(&c.to_string()))),
                }
            }
        }
        if !row.is_empty() {
            rows.push(row);
        }
        for r in &rows {
            if r.len() != width {
                let loc = r.get(width).map_or(r[0].0, |&(l, _)| l);
                return Err(ParseError::new(
                    loc,
                    crate::tr!("errors-grid-row", width = width, cells = cells),
                    crate::tr!("errors-grid-row", width = r.len(), cells = cells),
                ));
            }
        }
        if rows.len() != height {
            let loc = rows.get(height).map_or(self.end, |r| r[0].0);
            return Err(ParseError::new(
                loc,
                crate::tr!(
                    "errors-grid-rows",
                    height = height,
                    width = width,
                    cells = cells,
                    shape = shape
                ),
                crate::tr!("errors-grid-found-rows", n = rows.len()),
            ));
        }
        Ok(rows)
    }

    /// Every character of the value with its place; lines are separated by one `'\n'`
    /// located at the end of the line before.
    pub fn chars(&self) -> impl Iterator<Item = (Loc, char)> + '_ {
        self.lines.iter().enumerate().flat_map(|(i, l)| {
            let sep = (i + 1 < self.lines.len()).then_some((
                Loc {
                    line: l.loc.line,
                    col: l.loc.col + l.text.chars().count(),
                },
                '\n',
            ));
            l.text
                .chars()
                .enumerate()
                .map(move |(j, c)| {
                    (
                        Loc {
                            line: l.loc.line,
                            col: l.loc.col + j,
                        },
                        c,
                    )
                })
                .chain(sep)
        })
    }

    /// The value as one trimmed word on the key's line, with its place. `what`
    /// describes the expected value.
    ///
    /// # Errors
    /// The value is empty or continues on further lines.
    pub fn single(&self, what: &str) -> Result<(Loc, &str), ParseError> {
        let nonempty: Vec<&ValueLine> = self
            .lines
            .iter()
            .filter(|l| !l.text.trim().is_empty())
            .collect();
        match nonempty.as_slice() {
            [] => Err(ParseError::new(
                self.end,
                what,
                crate::tr!("errors-nothing"),
            )),
            [l] => {
                let lead = l.text.chars().take_while(|c| c.is_whitespace()).count();
                Ok((
                    Loc {
                        line: l.loc.line,
                        col: l.loc.col + lead,
                    },
                    l.text.trim(),
                ))
            }
            [_, second, ..] => Err(ParseError::new(
                second.loc,
                crate::tr!("errors-on-one-line", what = what),
                crate::tr!("errors-second-line", text = quote(second.text.trim())),
            )),
        }
    }
}

/// One `name=value` word of a settings value ([`Value::settings`]), with the places
/// of the name and of the value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setting {
    /// The name, lower case (`prune-on`).
    pub name: String,
    /// Where the name starts.
    pub name_loc: Loc,
    /// The value as written (`gt`).
    pub value: String,
    /// Where the value starts.
    pub value_loc: Loc,
}

impl Value {
    /// Reads the value as settings: `name=value` words separated by whitespace, on one
    /// line or several (an exercise file's `exercise:` line, docs/position-files.md).
    /// A name is a lower-case ASCII letter, then lower-case letters, digits and `-`; a
    /// value is any text without whitespace, `=` included; a name may come only once.
    ///
    /// # Errors
    /// A word without `=`, with a bad name or an empty value, or a name given twice,
    /// located at that word.
    pub fn settings(&self) -> Result<Vec<Setting>, ParseError> {
        let mut out: Vec<Setting> = Vec::new();
        let mut word: Vec<(Loc, char)> = Vec::new();
        let mut flush = |word: &mut Vec<(Loc, char)>| -> Result<(), ParseError> {
            if word.is_empty() {
                return Ok(());
            }
            let text: String = word.iter().map(|&(_, c)| c).collect();
            let expected = || crate::tr!("errors-setting");
            let Some(eq) = word.iter().position(|&(_, c)| c == '=') else {
                return Err(ParseError::new(word[0].0, expected(), quote(&text)));
            };
            let name: String = word[..eq].iter().map(|&(_, c)| c).collect();
            let value: String = word[eq + 1..].iter().map(|&(_, c)| c).collect();
            if !is_key(&name) || value.is_empty() {
                return Err(ParseError::new(word[0].0, expected(), quote(&text)));
            }
            if out.iter().any(|s| s.name == name) {
                return Err(ParseError::new(
                    word[0].0,
                    crate::tr!("errors-setting-once", name = name.clone()),
                    quote(&text),
                ));
            }
            out.push(Setting {
                name,
                name_loc: word[0].0,
                value,
                value_loc: word[eq + 1].0,
            });
            word.clear();
            Ok(())
        };
        for (loc, c) in self.chars() {
            if c.is_whitespace() {
                flush(&mut word)?;
            } else {
                word.push((loc, c));
            }
        }
        flush(&mut word)?;
        Ok(out)
    }
}

/// One `key: value` entry.
#[derive(Clone, Debug)]
pub struct Entry {
    /// The key, lower case, without the colon.
    pub key: String,
    /// Where the key starts.
    pub key_loc: Loc,
    /// The value.
    pub value: Value,
}

/// A parsed position file: its entries in file order. A game takes the keys it knows
/// with [`PositionFile::take`] and then calls [`PositionFile::finish`], which rejects
/// every key left over as unknown.
#[derive(Clone, Debug, Default)]
pub struct PositionFile {
    entries: Vec<Entry>,
    end: Loc,
}

fn is_key(word: &str) -> bool {
    let mut chars = word.chars();
    matches!(chars.next(), Some(c) if c.is_ascii_lowercase())
        && chars.all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
}

impl PositionFile {
    /// A file of one entry, `key`, whose value is the whole of `text`, each line at its
    /// own line and column of `text`: an explicit tree written alone (`[[3, 12, 8], [2,
    /// 4, 6]]`, as Python and AIMA's code write it) is read so that every place an
    /// error names is a place in `text`. `#` is no comment here.
    pub fn of_value(key: &str, text: &str) -> PositionFile {
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        let start = Loc { line: 1, col: 1 };
        let mut lines = Vec::new();
        let mut end = start;
        for (i, raw) in text.lines().enumerate() {
            let code = raw.trim_end();
            let loc = Loc {
                line: i + 1,
                col: 1,
            };
            end = Loc {
                line: i + 1,
                col: 1 + code.chars().count(),
            };
            lines.push(ValueLine {
                loc,
                text: code.to_string(),
            });
        }
        PositionFile {
            entries: vec![Entry {
                key: key.to_string(),
                key_loc: start,
                value: Value { lines, end },
            }],
            end,
        }
    }

    /// Splits `text` into entries.
    ///
    /// # Errors
    /// Text before the first key, a malformed key line, a key given twice.
    pub fn parse(text: &str) -> Result<PositionFile, ParseError> {
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        let mut entries: Vec<Entry> = Vec::new();
        let mut depth: i64 = 0; // open `[` in the current entry's value
        let mut last_line = 1;
        for (i, raw) in text.lines().enumerate() {
            let line_no = i + 1;
            last_line = line_no;
            let code = match raw.find('#') {
                Some(p) => &raw[..p],
                None => raw,
            };
            let code = code.trim_end();
            if code.trim().is_empty() {
                continue;
            }
            let starts_indented = code.starts_with(char::is_whitespace);
            let key_end = code.find(':');
            let new_key = !starts_indented
                && depth <= 0
                && key_end.is_some_and(|p| is_key(&code[..p]) || !code[..p].contains('['));
            if new_key {
                let p = key_end.unwrap_or(0);
                let key = &code[..p];
                let loc = Loc {
                    line: line_no,
                    col: 1,
                };
                if !is_key(key) {
                    return Err(ParseError::new(loc, crate::tr!("errors-key"), quote(key)));
                }
                if let Some(prev) = entries.iter().find(|e| e.key == key) {
                    return Err(ParseError::new(
                        loc,
                        crate::tr!("errors-key-once", key = key, line = prev.key_loc.line),
                        crate::tr!("errors-key-again", key = key),
                    ));
                }
                let value_col = key.chars().count() + 2; // after the colon
                let rest = &code[p + 1..];
                depth = bracket_balance(rest);
                entries.push(Entry {
                    key: key.to_string(),
                    key_loc: loc,
                    value: Value {
                        lines: vec![ValueLine {
                            loc: Loc {
                                line: line_no,
                                col: value_col,
                            },
                            text: rest.to_string(),
                        }],
                        end: Loc {
                            line: line_no,
                            col: value_col + rest.chars().count(),
                        },
                    },
                });
            } else if let Some(entry) = entries.last_mut() {
                depth += bracket_balance(code);
                entry.value.lines.push(ValueLine {
                    loc: Loc {
                        line: line_no,
                        col: 1,
                    },
                    text: code.to_string(),
                });
                entry.value.end = Loc {
                    line: line_no,
                    col: 1 + code.chars().count(),
                };
            } else {
                let lead = code.chars().take_while(|c| c.is_whitespace()).count();
                return Err(ParseError::new(
                    Loc {
                        line: line_no,
                        col: 1 + lead,
                    },
                    crate::tr!("errors-key-value"),
                    quote(code.trim()),
                ));
            }
        }
        Ok(PositionFile {
            entries,
            end: Loc {
                line: last_line,
                col: 1,
            },
        })
    }

    /// Removes and returns the entry for `key`, if the file has one.
    pub fn take(&mut self, key: &str) -> Option<Entry> {
        let i = self.entries.iter().position(|e| e.key == key)?;
        Some(self.entries.remove(i))
    }

    /// Like [`PositionFile::take`], but the key must be there.
    ///
    /// # Errors
    /// A missing key, located at the end of the file; `what` describes it.
    pub fn require(&mut self, key: &str, what: &str) -> Result<Entry, ParseError> {
        let end = self.end;
        self.take(key).ok_or_else(|| {
            ParseError::new(
                end,
                crate::tr!("errors-key-line", key = key, what = what),
                crate::tr!("errors-end-of-file"),
            )
        })
    }

    /// Checks that every entry was taken; `known` lists the keys the game accepts.
    ///
    /// # Errors
    /// The first entry not taken yet (an unknown key).
    pub fn finish(self, known: &[&str]) -> Result<(), ParseError> {
        match self.entries.first() {
            None => Ok(()),
            Some(e) => Err(ParseError::new(
                e.key_loc,
                crate::tr!("errors-one-of-keys", keys = known.join(", ")),
                crate::tr!("errors-unknown-key", key = e.key.as_str()),
            )),
        }
    }
}

fn bracket_balance(s: &str) -> i64 {
    s.chars().fold(0, |d, c| match c {
        '[' => d + 1,
        ']' => d - 1,
        _ => d,
    })
}

/// Decodes file bytes as UTF-8.
///
/// # Errors
/// Malformed UTF-8, located at the line and column of the first bad byte.
pub fn decode(bytes: &[u8]) -> Result<&str, ParseError> {
    let bytes = bytes.strip_prefix(b"\xef\xbb\xbf").unwrap_or(bytes);
    std::str::from_utf8(bytes).map_err(|e| {
        let good = &bytes[..e.valid_up_to()];
        // The prefix is valid UTF-8 by construction.
        let good = std::str::from_utf8(good).unwrap_or_default();
        let line = good.matches('\n').count() + 1;
        let col = good.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
        ParseError::new(
            Loc { line, col },
            crate::tr!("errors-utf8"),
            crate::tr!("errors-not-utf8"),
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entries_values_and_locations() {
        let f = PositionFile::parse(
            "# comment\ngame: tree   # trailing\nroot: max\ntree: [A: [B: 1\n2] \n  [C: 3]]\n",
        )
        .unwrap();
        let mut f = f;
        let g = f.take("game").unwrap();
        assert_eq!(g.value.single("a game").unwrap().1, "tree");
        assert_eq!(g.value.single("a game").unwrap().0, Loc { line: 2, col: 7 });
        let t = f.take("tree").unwrap();
        let text: String = t.value.chars().map(|(_, c)| c).collect();
        assert_eq!(text, " [A: [B: 1\n2]\n  [C: 3]]");
        let (loc, c) = t.value.chars().find(|&(_, c)| c == '2').unwrap();
        assert_eq!((loc, c), (Loc { line: 5, col: 1 }, '2'));
        assert!(f.take("root").is_some());
        f.finish(&[]).unwrap();
    }

    #[test]
    fn duplicate_and_unknown_keys_are_errors() {
        let e = PositionFile::parse("game: tree\ngame: tree\n").unwrap_err();
        assert_eq!(e.loc, Loc { line: 2, col: 1 });
        let mut f = PositionFile::parse("game: tree\ncolour: red\n").unwrap();
        f.take("game");
        let e = f.finish(&["game", "root", "tree"]).unwrap_err();
        assert_eq!(
            e.to_string(),
            "2:1: expected one of the keys game, root, tree, found unknown key `colour`"
        );
    }

    #[test]
    fn text_before_a_key_is_an_error() {
        let e = PositionFile::parse("hello world\n").unwrap_err();
        assert_eq!(e.loc, Loc { line: 1, col: 1 });
        let e = PositionFile::parse("Game: tree\n").unwrap_err();
        assert!(e.expected.contains("key"), "{e}");
    }

    #[test]
    fn bad_utf8_is_located() {
        let e = decode(b"game: tree\nroot: m\xffx\n").unwrap_err();
        assert_eq!(e.loc, Loc { line: 2, col: 8 });
        let e = decode(b"\xef\xbb\xbfgame: tr\xffee\n").unwrap_err();
        assert_eq!(e.loc, Loc { line: 1, col: 9 });
    }
}
