//! Escaping, one module per target language: every text that comes from outside the
//! program (position files, answer files, file names, move and node names, messages)
//! goes through one of these functions before it is written, and no renderer escapes
//! by hand.
//!
//! | target | function |
//! |---|---|
//! | HTML text and attribute values | [`html::text`] (askama templates: [`html::Escaper`]) |
//! | JSON inside an HTML `<script>` | [`html::script_json`] |
//! | XML and SVG | [`xml::text`] |
//! | LaTeX (TikZ figures, compare's table) | [`tex::text`] |
//! | Markdown paragraphs and table cells; link destinations | [`markdown::text`]; [`markdown::url`] |
//! | a double-quoted Graphviz DOT string | [`dot::string`] |
//! | a Typst string literal | [`typst::string`] |
//! | CSV fields | [`csv::Record`] with [`csv::guard`], written by [`csv::write()`] |
//! | a terminal | [`terminal::text`] |
//! | a one-line comment (Typst's `//`, LaTeX's `%`, a position file's `#`) | [`comment::line`] |
//!
//! Every escaper keeps text on its line where its language ends a line at a character
//! ([`is_line_break`]): Typst ends a line (and so a `//` comment) at LF, CR, VT, FF,
//! NEL, U+2028 and U+2029, JavaScript and some terminals and editors at the last two.

pub mod comment;
pub mod csv;
pub mod dot;
pub mod html;
pub mod markdown;
pub mod terminal;
pub mod tex;
pub mod typst;
pub mod xml;

/// Whether `c` ends a line for some reader of our outputs: line feed, carriage
/// return, vertical tab, form feed and NEL (U+0085), and U+2028 LINE SEPARATOR and
/// U+2029 PARAGRAPH SEPARATOR (Typst ends a line at each of these; JavaScript, some
/// editors and terminals at the last two).
pub fn is_line_break(c: char) -> bool {
    matches!(
        c,
        '\n' | '\r' | '\u{b}' | '\u{c}' | '\u{85}' | '\u{2028}' | '\u{2029}'
    )
}
