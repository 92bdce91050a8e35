//! A terminal: text that may come from files or file names.

use std::borrow::Cow;

/// Text for a terminal: every control character (escape sequences, line breaks, tabs
/// included; U+2028 and U+2029 too) and every bidirectional formatting character (the overrides, embeddings,
/// isolates and marks of Unicode's bidi algorithm, which can make a line read in
/// another order than it is stored) becomes U+FFFD, so that no name read from a file
/// can move the cursor, change colours, retitle the terminal, break a line of a table or
/// disguise what it says.
pub fn text(s: &str) -> Cow<'_, str> {
    if s.chars().any(unsafe_char) {
        Cow::Owned(
            s.chars()
                .map(|c| if unsafe_char(c) { '\u{fffd}' } else { c })
                .collect(),
        )
    } else {
        Cow::Borrowed(s)
    }
}

/// Whether `c` must not reach a terminal as it is: a control or bidi formatting
/// character ([`crate::game::file::is_control_or_bidi`]), or U+2028 LINE SEPARATOR or
/// U+2029 PARAGRAPH SEPARATOR, which some terminals take for a line break
/// ([`super::is_line_break`]).
pub fn unsafe_char(c: char) -> bool {
    crate::game::file::is_control_or_bidi(c) || super::is_line_break(c)
}

#[cfg(test)]
mod tests {
    use super::text;

    #[test]
    fn replaces_control_characters() {
        assert_eq!(
            text("a\u{1b}[31mb\nc\u{85}"),
            "a\u{fffd}[31mb\u{fffd}c\u{fffd}"
        );
        assert_eq!(text("a\u{202e}cba\u{2066}"), "a\u{fffd}cba\u{fffd}");
        assert_eq!(
            text("a\u{2028}b\u{2029}c\u{b}d\u{c}"),
            "a\u{fffd}b\u{fffd}c\u{fffd}d\u{fffd}"
        );
        assert!(matches!(
            text("plain ✓"),
            std::borrow::Cow::Borrowed("plain ✓")
        ));
    }
}
