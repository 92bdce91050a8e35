//! One-line comments: the `// gametree: …` line of a Typst file, the `% gametree: …`
//! line of a LaTeX one, the `# …` header of a position file. A comment ends at the
//! first line break its reader knows, and what follows one would be read as code
//! (`#read("key.json")` in Typst, `\input` in LaTeX), so text from outside the program
//! is written there only as [`line()`] makes it.

use std::borrow::Cow;

/// `s` as the text of a one-line comment: every line break any reader of our outputs
/// knows ([`super::is_line_break`]: LF, CR, VT, FF, NEL, U+2028, U+2029) becomes a
/// space, and every other control or bidi formatting character becomes U+FFFD, as a
/// terminal shows it ([`super::terminal::unsafe_char`]).
pub fn line(s: &str) -> Cow<'_, str> {
    if !s.chars().any(super::terminal::unsafe_char) {
        return Cow::Borrowed(s);
    }
    Cow::Owned(
        s.chars()
            .map(|c| {
                if super::is_line_break(c) {
                    ' '
                } else if super::terminal::unsafe_char(c) {
                    '\u{fffd}'
                } else {
                    c
                }
            })
            .collect(),
    )
}

#[cfg(test)]
mod tests {
    use super::line;

    #[test]
    fn nothing_ends_the_line() {
        for br in [
            "\n", "\r", "\u{b}", "\u{c}", "\u{85}", "\u{2028}", "\u{2029}",
        ] {
            assert_eq!(
                line(&format!("best move a{br}#read(\"key.json\")")),
                "best move a #read(\"key.json\")"
            );
        }
        assert_eq!(line("a\u{1b}[2J\u{202e}b"), "a\u{fffd}[2J\u{fffd}b");
        assert!(matches!(line("plain ✓"), Cow::Borrowed("plain ✓")));
    }

    use std::borrow::Cow;
}
