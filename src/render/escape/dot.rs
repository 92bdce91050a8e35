//! Graphviz DOT: the inside of a double-quoted string.

/// Escapes text for a double-quoted DOT string: `"` and `\` get a backslash, line
/// breaks become `\n` (DOT's centred line break) and carriage returns are dropped.
pub fn string(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => {}
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
}
