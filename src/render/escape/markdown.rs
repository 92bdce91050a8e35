//! Markdown (CommonMark with GitHub's tables): text in a paragraph or a table cell, and
//! a file name as a link destination.

/// Escapes text for a Markdown paragraph or a GitHub table cell, so that it reads as
/// the same characters and never as markup: every character that can start inline
/// markup — `\`, `` ` ``, `*`, `_`, `[`, `]`, `<`, `>`, `&` (entities), `~`
/// (strike-through), `$` (GitHub's math) — and the table's `|` get a backslash; a
/// `#`, `+`, `-`, `=` or `>` at the start, or a `.`/`)` after leading digits and before
/// a space or the end, which would start a heading, list, underline or quote, gets one
/// too. Control characters
/// (line breaks, which would end a table row, included; U+2028 and U+2029 too) become
/// spaces.
pub fn text(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 4);
    let digits = s.chars().take_while(char::is_ascii_digit).count();
    let chars: Vec<char> = s.chars().collect();
    for (i, &c) in chars.iter().enumerate() {
        let leading = match c {
            '#' | '+' | '-' | '=' => i == 0,
            '.' | ')' => {
                i == digits && digits > 0 && chars.get(i + 1).is_none_or(|n| n.is_whitespace())
            }
            _ => false,
        };
        if leading
            || matches!(
                c,
                '\\' | '`' | '*' | '_' | '[' | ']' | '<' | '>' | '&' | '~' | '$' | '|'
            )
        {
            out.push('\\');
        }
        out.push(if c.is_control() || super::is_line_break(c) {
            ' '
        } else {
            c
        });
    }
    out
}

/// A file name (one path segment) as a link or image destination: every byte of its
/// UTF-8 other than the letters, digits and `-._~` is percent-encoded, so spaces,
/// parentheses and brackets cannot end the link early.
pub fn url(name: &str) -> String {
    let mut out = String::with_capacity(name.len());
    for b in name.bytes() {
        if b.is_ascii_alphanumeric() || matches!(b, b'-' | b'.' | b'_' | b'~') {
            out.push(char::from(b));
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::{text, url};

    #[test]
    fn escapes_inline_markup_and_the_table_bar() {
        assert_eq!(text("a|b"), "a\\|b");
        assert_eq!(text("*x* _y_ `z`"), "\\*x\\* \\_y\\_ \\`z\\`");
        assert_eq!(
            text("[l](u) <b> &amp; ~s~ $m$"),
            "\\[l\\](u) \\<b\\> \\&amp; \\~s\\~ \\$m\\$"
        );
        assert_eq!(text("a\\b"), "a\\\\b");
        assert_eq!(text("line\nbreak\r"), "line break ");
        assert_eq!(text("a\u{2028}b\u{2029}c\u{85}d"), "a b c d");
    }

    #[test]
    fn escapes_block_markup_only_at_the_start() {
        assert_eq!(text("# h"), "\\# h");
        assert_eq!(text("-3"), "\\-3");
        assert_eq!(text("c3-d4"), "c3-d4");
        assert_eq!(text("+ x"), "\\+ x");
        assert_eq!(text("12. x"), "12\\. x");
        assert_eq!(text("1) x"), "1\\) x");
        assert_eq!(text("1."), "1\\.");
        assert_eq!(text("84.6%"), "84.6%");
        assert_eq!(text("a.b)"), "a.b)");
        assert_eq!(text("a#b"), "a#b");
    }

    #[test]
    fn encodes_link_destinations() {
        assert_eq!(url("x-chart.svg"), "x-chart.svg");
        assert_eq!(url("my (1) é.svg"), "my%20%281%29%20%C3%A9.svg");
    }
}
