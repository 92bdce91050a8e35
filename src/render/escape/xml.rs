//! XML and SVG: character data and attribute values.

use std::fmt::{self, Write};

/// Escapes text for XML character data and attribute values (single- or
/// double-quoted): `&`, `<`, `>`, `"` and `'` become entities; control characters
/// other than tab and line feed, and U+FFFE and U+FFFF, which XML 1.0 does not allow,
/// become U+FFFD.
pub fn text(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    // Writing to a String cannot fail.
    let _ = write_text(&mut out, s);
    out
}

/// Writes `s` escaped as [`text`] does to `out`.
///
/// # Errors
/// The writer's.
pub fn write_text(out: &mut impl Write, s: &str) -> fmt::Result {
    let mut rest = s;
    while let Some(i) = rest.find(needs_escape) {
        out.write_str(&rest[..i])?;
        let c = rest[i..].chars().next().unwrap_or_default();
        out.write_str(match c {
            '&' => "&amp;",
            '<' => "&lt;",
            '>' => "&gt;",
            '"' => "&quot;",
            '\'' => "&#39;",
            _ => "\u{fffd}",
        })?;
        rest = &rest[i + c.len_utf8()..];
    }
    out.write_str(rest)
}

/// Whether [`text`] replaces `c`.
fn needs_escape(c: char) -> bool {
    match c {
        '&' | '<' | '>' | '"' | '\'' | '\u{fffe}' | '\u{ffff}' => true,
        '\n' | '\t' => false,
        c => (c as u32) < 0x20,
    }
}

#[cfg(test)]
mod tests {
    use super::text;

    #[test]
    fn escapes_markup() {
        assert_eq!(text("<script>&\"'"), "&lt;script&gt;&amp;&quot;&#39;");
        assert_eq!(text("plain — ∞"), "plain — ∞");
    }

    #[test]
    fn replaces_characters_xml_forbids() {
        assert_eq!(
            text("a\u{1}b\rc\u{fffe}\u{ffff}"),
            "a\u{fffd}b\u{fffd}c\u{fffd}\u{fffd}"
        );
        assert_eq!(text("tab\tline\n"), "tab\tline\n");
    }
}
