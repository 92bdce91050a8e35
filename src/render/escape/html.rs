//! HTML: text and attribute values, askama's escaper, and JSON data inside a
//! `<script>` element.

use std::fmt;

/// Escapes text for HTML text and (quoted) attribute values. The rules are XML's
/// ([`super::xml::text`]), so that the same text is right in inline SVG too.
pub fn text(s: &str) -> String {
    super::xml::text(s)
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
    fn askama_escaper_matches_text() {
        let mut s = String::new();
        askama::filters::Escaper::write_escaped_str(&Escaper, &mut s, "<'&'>").unwrap();
        assert_eq!(s, text("<'&'>"));
    }
}
