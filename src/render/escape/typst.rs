//! Typst string literals (`"…"` in code mode), as `--format typst` writes every text.

/// `s` as the body of a Typst string literal (without the quotes): `\` and `"`
/// escaped, line breaks (U+2028 and U+2029 too, [`super::is_line_break`]) and other
/// control characters as `\u{…}` escapes, so that no text can end the string or run
/// Typst code.
pub fn string(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    for c in s.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            '"' => out.push_str("\\\""),
            c if c.is_control() || super::is_line_break(c) => {
                out.push_str(&format!("\\u{{{:x}}}", c as u32));
            }
            c => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nothing_ends_the_string() {
        assert_eq!(string("a\"b\\c"), "a\\\"b\\\\c");
        assert_eq!(string("x\ny\u{1b}"), "x\\u{a}y\\u{1b}");
        assert_eq!(string("≤3 #let x = 1"), "≤3 #let x = 1");
        assert_eq!(
            string("a\u{2028}b\u{2029}c\u{85}d\u{b}\u{c}"),
            "a\\u{2028}b\\u{2029}c\\u{85}d\\u{b}\\u{c}"
        );
    }
}
