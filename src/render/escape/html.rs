//! HTML: text and attribute values, askama's escaper, and JSON data inside a
//! `<script>` element.

use std::fmt;

/// Escapes text for HTML text and (quoted) attribute values. The rules are XML's
/// ([`super::xml::text`]), so that the same text is right in inline SVG too.
pub fn text(s: &str) -> String {
    super::xml::text(s)
}

/// `s` as inline code: `<code>` around [`text`]'s escape of it.
pub fn code(s: &str) -> String {
    format!("<code>{}</code>", text(s))
}

/// The escaper of every askama HTML template (askama.toml names it for the `html`
/// extension): `{{ value }}` in a template is escaped as [`text`] escapes it.
#[derive(Copy, Clone, Debug, Default)]
pub struct Escaper;

impl askama::filters::Escaper for Escaper {
    fn write_escaped_str<W: fmt::Write>(&self, mut dest: W, string: &str) -> fmt::Result {
        super::xml::write_text(&mut dest, string)
    }
}

/// Makes JSON text safe inside an HTML `<script>` element: no `<`, `>` or `&` may
/// appear raw there, and JSON allows them as `\u` escapes (which can only occur inside
/// strings, so the data stays the same).
pub fn script_json(json: &str) -> String {
    json.replace('<', "\\u003c")
        .replace('>', "\\u003e")
        .replace('&', "\\u0026")
}

/// A writer that passes JSON on with [`script_json`]'s escapes, for JSON written
/// straight into a `<script>` element: `<`, `>` and `&` (which JSON has only inside
/// strings) become `\u003c`, `\u003e` and `\u0026`.
pub struct ScriptJson<W: std::io::Write> {
    inner: W,
}

impl<W: std::io::Write> ScriptJson<W> {
    /// Escapes into `inner`.
    pub fn new(inner: W) -> Self {
        ScriptJson { inner }
    }

    /// The writer escaped into.
    pub fn into_inner(self) -> W {
        self.inner
    }
}

impl<W: std::io::Write> std::io::Write for ScriptJson<W> {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        let mut start = 0;
        for (i, &b) in buf.iter().enumerate() {
            let escaped: &[u8] = match b {
                b'<' => b"\\u003c",
                b'>' => b"\\u003e",
                b'&' => b"\\u0026",
                _ => continue,
            };
            self.inner.write_all(&buf[start..i])?;
            self.inner.write_all(escaped)?;
            start = i + 1;
        }
        self.inner.write_all(&buf[start..])?;
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        self.inner.flush()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn script_json_hides_tags() {
        assert_eq!(
            script_json(r#"{"a":"</script><b>&"}"#),
            r#"{"a":"\u003c/script\u003e\u003cb\u003e\u0026"}"#
        );
    }

    #[test]
    fn the_streaming_writer_escapes_as_script_json() {
        use std::io::Write;
        let json = r#"{"a":"</script><b>&","c":"x"}"#;
        let mut w = ScriptJson::new(Vec::new());
        // Written in pieces, split anywhere.
        for chunk in json.as_bytes().chunks(3) {
            w.write_all(chunk).unwrap();
        }
        assert_eq!(
            String::from_utf8(w.into_inner()).unwrap(),
            script_json(json)
        );
    }

    #[test]
    fn askama_escaper_matches_text() {
        let mut s = String::new();
        askama::filters::Escaper::write_escaped_str(&Escaper, &mut s, "<'&'>").unwrap();
        assert_eq!(s, text("<'&'>"));
    }
}
