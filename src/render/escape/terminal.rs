//! A terminal: text that may come from files or file names.

use std::borrow::Cow;

/// Text for a terminal: every control character (escape sequences, line breaks, tabs
/// included) becomes U+FFFD, so that no name read from a file can move the cursor,
/// change colours or break a line of a table.
pub fn text(s: &str) -> Cow<'_, str> {
    if s.chars().any(char::is_control) {
        Cow::Owned(
            s.chars()
                .map(|c| if c.is_control() { '\u{fffd}' } else { c })
                .collect(),
        )
    } else {
        Cow::Borrowed(s)
    }
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
        assert!(matches!(
            text("plain ✓"),
            std::borrow::Cow::Borrowed("plain ✓")
        ));
    }
}
