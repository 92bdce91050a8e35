//! Graphviz DOT: the inside of a double-quoted string.

/// Escapes text for a double-quoted DOT string: `"` and `\` get a backslash, line
/// breaks become `\n` (DOT's centred line break) and carriage returns are dropped.
/// Every other control character (NUL, ESC, BEL, DEL, C1), U+2028, U+2029 (line
/// breaks to other readers, [`super::is_line_break`]) and U+FFFE/U+FFFF become
/// U+FFFD, the policy of the SVG writer ([`super::xml::text`]): Graphviz refuses a NUL
/// and passes the rest into the SVG it writes, where XML forbids them.
pub fn string(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => {}
            '\t' => out.push(c),
            '\u{fffe}' | '\u{ffff}' => out.push('\u{fffd}'),
            c if c.is_control() || super::is_line_break(c) => out.push('\u{fffd}'),
            c => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::string;

    #[test]
    fn escapes_quotes_backslashes_and_newlines() {
        assert_eq!(string(r#"a"b\c"#), r#"a\"b\\c"#);
        assert_eq!(string("x\r\ny"), "x\\ny");
    }

    #[test]
    fn replaces_control_characters() {
        assert_eq!(
            string("a\u{0}b\u{1b}[1m\u{7}\u{7f}\u{85}\u{ffff}\tc"),
            "a\u{fffd}b\u{fffd}[1m\u{fffd}\u{fffd}\u{fffd}\u{fffd}\tc"
        );
        assert_eq!(string("a\u{2028}b\u{2029}"), "a\u{fffd}b\u{fffd}");
    }
}
