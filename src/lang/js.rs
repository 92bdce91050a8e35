//! The catalogue for the pages' JavaScript (`templates/messages.js`): the same Fluent
//! messages as the binary's, parsed here into a small JSON form the page's formatter
//! walks, with terms and message references inlined.
//!
//! A message is a list of parts: a string; `{"v": name}` (an argument); or
//! `{"s": name, "k": [[key, parts], …], "d": i}` (a selector on argument `name`,
//! variant `i` the default). A variant's key is a number (matched exactly) or a CLDR
//! plural category (`one`, `few`, `many`, `other`: the page asks the browser's
//! `Intl.PluralRules`, as `fluent-bundle` asks CLDR's rules), the same choice
//! `fluent-bundle` makes. tests/browser compares the two on every message.

use super::catalog::source;
use super::Lang;
use fluent_syntax::ast::{
    Entry, Expression, InlineExpression, Pattern, PatternElement, VariantKey,
};
use serde_json::{json, Map, Value};
use std::collections::HashMap;

/// The messages of `lang` whose ids start with one of `prefixes` (all of them for
/// `&[""]`), as the JSON object the pages' formatter reads (`{"lang": "cs",
/// "messages": {id: parts}}`). A message `lang` lacks is taken from English, as
/// [`super::message`] does.
pub fn js_catalog(lang: Lang, prefixes: &[&str]) -> Value {
    let mut messages = Map::new();
    for l in [Lang::En, lang] {
        let Ok(res) = fluent_syntax::parser::parse(source(l)) else {
            continue;
        };
        let mut terms = HashMap::new();
        let mut msgs = HashMap::new();
        for entry in &res.body {
            match entry {
                Entry::Term(t) => {
                    terms.insert(t.id.name, &t.value);
                }
                Entry::Message(m) => {
                    if let Some(v) = &m.value {
                        msgs.insert(m.id.name, v);
                    }
                }
                _ => {}
            }
        }
        let refs = Refs { terms, msgs };
        for entry in &res.body {
            if let Entry::Message(m) = entry {
                if let (Some(v), true) =
                    (&m.value, prefixes.iter().any(|p| m.id.name.starts_with(p)))
                {
                    messages.insert(m.id.name.to_owned(), Value::Array(refs.pattern(v, 0)));
                }
            }
        }
    }
    json!({ "lang": lang.code(), "messages": messages })
}

struct Refs<'s> {
    terms: HashMap<&'s str, &'s Pattern<&'s str>>,
    msgs: HashMap<&'s str, &'s Pattern<&'s str>>,
}

impl Refs<'_> {
    fn pattern(&self, p: &Pattern<&str>, depth: usize) -> Vec<Value> {
        let mut out: Vec<Value> = Vec::new();
        for el in &p.elements {
            match el {
                PatternElement::TextElement { value } => push_text(&mut out, value),
                PatternElement::Placeable { expression } => {
                    for v in self.expression(expression, depth) {
                        match v {
                            Value::String(s) => push_text(&mut out, &s),
                            v => out.push(v),
                        }
                    }
                }
            }
        }
        out
    }

    fn expression(&self, e: &Expression<&str>, depth: usize) -> Vec<Value> {
        match e {
            Expression::Inline(i) => self.inline(i, depth),
            Expression::Select { selector, variants } => {
                let InlineExpression::VariableReference { id } = selector else {
                    return Vec::new();
                };
                let keys: Vec<Value> = variants
                    .iter()
                    .map(|v| {
                        let key = match &v.key {
                            VariantKey::Identifier { name } => json!(name),
                            VariantKey::NumberLiteral { value } => {
                                json!(value.parse::<f64>().unwrap_or(f64::NAN))
                            }
                        };
                        json!([key, self.pattern(&v.value, depth)])
                    })
                    .collect();
                let d = variants.iter().position(|v| v.default).unwrap_or(0);
                vec![json!({ "s": id.name, "k": keys, "d": d })]
            }
        }
    }

    fn inline(&self, i: &InlineExpression<&str>, depth: usize) -> Vec<Value> {
        if depth > 8 {
            return Vec::new();
        }
        match i {
            InlineExpression::StringLiteral { value } => vec![json!(unescape(value))],
            InlineExpression::NumberLiteral { value } => vec![json!(value)],
            InlineExpression::VariableReference { id } => vec![json!({ "v": id.name })],
            InlineExpression::TermReference { id, .. } => self
                .terms
                .get(id.name)
                .map(|p| self.pattern(p, depth + 1))
                .unwrap_or_default(),
            InlineExpression::MessageReference { id, .. } => self
                .msgs
                .get(id.name)
                .map(|p| self.pattern(p, depth + 1))
                .unwrap_or_default(),
            InlineExpression::Placeable { expression } => self.expression(expression, depth),
            InlineExpression::FunctionReference { .. } => Vec::new(),
        }
    }
}

fn push_text(out: &mut Vec<Value>, s: &str) {
    if let Some(Value::String(last)) = out.last_mut() {
        last.push_str(s);
    } else {
        out.push(json!(s));
    }
}

/// A Fluent string literal's escapes: `\"`, `\\`, `\uHHHH`, `\UHHHHHH`.
fn unescape(s: &str) -> String {
    let mut out = String::new();
    let mut chars = s.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some(n @ ('u' | 'U')) => {
                let len = if n == 'u' { 4 } else { 6 };
                let hex: String = chars.by_ref().take(len).collect();
                if let Some(ch) = u32::from_str_radix(&hex, 16).ok().and_then(char::from_u32) {
                    out.push(ch);
                }
            }
            Some(other) => out.push(other),
            None => out.push('\\'),
        }
    }
    out
}
