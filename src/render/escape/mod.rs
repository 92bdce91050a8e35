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

pub mod csv;
pub mod dot;
pub mod html;
pub mod markdown;
pub mod terminal;
pub mod tex;
pub mod typst;
pub mod xml;
