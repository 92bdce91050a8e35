//! CSV: text fields guarded against spreadsheet formulas, quoted and written by the
//! `csv` crate (RFC 4180 quoting where a field needs it, `\n` line ends).

use std::borrow::Cow;
use std::fmt::Display;
use std::io;

/// Guards a text field against spreadsheet formulas (CSV injection): text starting with
/// `=`, `+`, `-`, `@`, a tab or a carriage return (OWASP's list: a spreadsheet may skip
/// the last two and read a formula after them) gets a leading `'`, so that a
/// spreadsheet shows it instead of running it. Numbers must not go through here (`-3`
/// stays `-3`: see [`Record::number`]).
pub fn guard(s: &str) -> Cow<'_, str> {
    if s.starts_with(['=', '+', '-', '@', '\t', '\r']) {
        Cow::Owned(format!("'{s}"))
    } else {
        Cow::Borrowed(s)
    }
}

/// One CSV line in the making: text fields are [`guard`]ed, numbers written as they
/// are; quoting is left to [`write()`].
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Record(Vec<String>);

impl Record {
    /// An empty record.
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds a text field (a name, a move, a message), guarded against formulas.
    pub fn text(mut self, s: &str) -> Self {
        self.0.push(guard(s).into_owned());
        self
    }

    /// Adds a numeric field (or one the program formatted from a number, such as `""`
    /// for none), unguarded: `-3` stays `-3`.
    pub fn number(mut self, v: impl Display) -> Self {
        self.0.push(v.to_string());
        self
    }

    /// Adds `n` empty fields.
    pub fn blank(mut self, n: usize) -> Self {
        self.0.extend(std::iter::repeat_n(String::new(), n));
        self
    }
}

/// Writes the `header` line and then the `records` to `out`, each field quoted when it
/// holds a comma, a quote or a line break.
///
/// # Errors
/// The writer's, and an error when a record has a different number of fields than the
/// header.
pub fn write(
    out: impl io::Write,
    header: &[&str],
    records: impl IntoIterator<Item = Record>,
) -> io::Result<()> {
    let mut w = ::csv::Writer::from_writer(out);
    w.write_record(header)?;
    for r in records {
        w.write_record(&r.0)?;
    }
    w.flush()
}

/// [`write()`] into a string.
pub fn to_string(header: &[&str], records: impl IntoIterator<Item = Record>) -> String {
    let mut out = Vec::new();
    // Writing to a Vec cannot fail, and the fields are UTF-8 strings.
    let _ = write(&mut out, header, records);
    String::from_utf8(out).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn guards_formulas_in_text_only() {
        for s in ["=1+1", "+1", "-3", "@SUM(A1)", "\t=1+1", "\r=1+1"] {
            assert_eq!(guard(s), format!("'{s}"));
        }
        assert_eq!(guard("a=b"), "a=b");
        let r = Record::new().text("-3").number(-3).blank(1).text("x");
        assert_eq!(
            to_string(&["a", "b", "c", "d"], [r]),
            "a,b,c,d\n'-3,-3,,x\n"
        );
    }

    #[test]
    fn quotes_where_needed() {
        let r = Record::new()
            .text("a,b")
            .text("say \"hi\"")
            .text("two\nlines")
            .text("cr\r");
        assert_eq!(
            to_string(&["a", "b", "c", "d"], [r]),
            "a,b,c,d\n\"a,b\",\"say \"\"hi\"\"\",\"two\nlines\",\"cr\r\"\n"
        );
        // The guard comes before the quoting.
        assert_eq!(
            to_string(&["a"], [Record::new().text("=HYPERLINK(\"x\",1)")]),
            "a\n\"'=HYPERLINK(\"\"x\"\",1)\"\n"
        );
    }

    #[test]
    fn a_short_record_is_an_error() {
        let mut out = Vec::new();
        assert!(write(&mut out, &["a", "b"], [Record::new().text("x")]).is_err());
    }
}
