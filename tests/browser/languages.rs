//! Issue 41: the pages in every language: the pages' formatter (templates/messages.js)
//! against the binary's on every message, the language switches.

use crate::harness;

use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
use gametree::lang::{self, Arg, Lang};
use harness::{browser, start_driver};
use serde_json::{json, Value};
use std::collections::{BTreeSet, HashMap};

// ---------------------------------------------------------------------------------
// The pages' formatter (templates/messages.js `gtFormat`, over the catalogue
// `lang::js_catalog` writes) against the binary's (`fluent-bundle`).
// ---------------------------------------------------------------------------------

/// The values every variable of a message is given in turn: the numbers that choose
/// each plural form of the five languages (0, 1, 2–4, 5+, 11, 21, 22, 25, a fraction)
/// and a word.
const VALUES: [&str; 11] = ["0", "1", "2", "3", "5", "11", "21", "22", "25", "1.5", "B7"];

/// The Fluent file of `lang` as the binary embeds it.
fn ftl(lang: Lang) -> String {
    let path = format!("{}/locales/{}.ftl", env!("CARGO_MANIFEST_DIR"), lang.code());
    std::fs::read_to_string(path).unwrap()
}

/// The messages and terms of one file, by id, for following references.
struct Entries<'s> {
    messages: HashMap<&'s str, &'s Pattern<&'s str>>,
    terms: HashMap<&'s str, &'s Pattern<&'s str>>,
}

impl<'s> Entries<'s> {
    /// The variables `pattern` reads, with those of the messages and terms it refers
    /// to (a message referred to reads the caller's arguments).
    fn variables(&self, pattern: &Pattern<&'s str>, depth: usize, out: &mut BTreeSet<String>) {
        if depth > 8 {
            return;
        }
        for el in &pattern.elements {
            if let PatternElement::Placeable { expression } = el {
                self.expression(expression, depth, out);
            }
        }
    }

    fn expression(&self, e: &Expression<&'s str>, depth: usize, out: &mut BTreeSet<String>) {
        match e {
            Expression::Inline(i) => self.inline(i, depth, out),
            Expression::Select { selector, variants } => {
                self.inline(selector, depth, out);
                for v in variants {
                    self.variables(&v.value, depth, out);
                }
            }
        }
    }

    fn inline(&self, i: &InlineExpression<&'s str>, depth: usize, out: &mut BTreeSet<String>) {
        match i {
            InlineExpression::VariableReference { id } => {
                out.insert(id.name.to_string());
            }
            InlineExpression::MessageReference { id, .. } => {
                if let Some(p) = self.messages.get(id.name) {
                    self.variables(p, depth + 1, out);
                }
            }
            InlineExpression::TermReference { id, .. } => {
                if let Some(p) = self.terms.get(id.name) {
                    self.variables(p, depth + 1, out);
                }
            }
            InlineExpression::Placeable { expression } => self.expression(expression, depth, out),
            _ => {}
        }
    }
}

/// Every message of `lang`'s file with the variables it reads.
fn messages_of(source: &str) -> Vec<(String, BTreeSet<String>)> {
    let res = fluent_syntax::parser::parse(source).unwrap_or_else(|(r, _)| r);
    let mut entries = Entries {
        messages: HashMap::new(),
        terms: HashMap::new(),
    };
    for entry in &res.body {
        match entry {
            Entry::Message(m) => {
                if let Some(v) = &m.value {
                    entries.messages.insert(m.id.name, v);
                }
            }
            Entry::Term(t) => {
                entries.terms.insert(t.id.name, &t.value);
            }
            _ => {}
        }
    }
    let mut out = Vec::new();
    for entry in &res.body {
        if let Entry::Message(m) = entry {
            if let Some(v) = &m.value {
                let mut vars = BTreeSet::new();
                entries.variables(v, 0, &mut vars);
                out.push((m.id.name.to_string(), vars));
            }
        }
    }
    out
}

/// `value` as the binary's argument (an integer, a fraction or text) and as the
/// page's (a number or a string).
fn argument(value: &str) -> (Arg, Value) {
    if let Ok(i) = value.parse::<i64>() {
        (Arg::Int(i), json!(i))
    } else if let Ok(x) = value.parse::<f64>() {
        (Arg::Num(x), json!(x))
    } else {
        (Arg::Text(value.to_string()), json!(value))
    }
}

/// One formatting to compare: the message, its arguments for the page (a JSON object),
/// and what the binary wrote.
struct Case {
    id: String,
    args: Value,
    rust: String,
}

/// Every message of `lang` with every variable given each of [`VALUES`] (all of a
/// message's variables the same value at once; a message without any once), formatted
/// by the binary.
fn cases(lang: Lang) -> Vec<Case> {
    let mut out = Vec::new();
    for (id, vars) in messages_of(&ftl(lang)) {
        let values: &[&str] = if vars.is_empty() { &["-"] } else { &VALUES };
        for value in values {
            let (arg, js_arg) = argument(value);
            let rust_args: Vec<(&str, Arg)> =
                vars.iter().map(|v| (v.as_str(), arg.clone())).collect();
            let js_args: serde_json::Map<String, Value> =
                vars.iter().map(|v| (v.clone(), js_arg.clone())).collect();
            let rust = lang::with(lang, || lang::message(&id, &rust_args));
            out.push(Case {
                id: id.clone(),
                args: Value::Object(js_args),
                rust,
            });
        }
    }
    out
}

/// Every message of every language (locales/*.ftl), formatted in headless Chromium by
/// the pages' `gtFormat` from the catalogue the binary embeds in a page, equals the
/// binary's own formatting (`lang::message`), for numbers that choose every plural
/// form and for text.
#[tokio::test(flavor = "current_thread")]
async fn the_pages_formatter_agrees_with_the_binary_on_every_message() {
    let dir = tempfile::tempdir().unwrap();
    let driver = start_driver();
    let c = browser(&driver, &dir.path().join("profile")).await;
    c.goto("about:blank").await.unwrap();
    let formatter = include_str!("../../templates/messages.js");
    let script = format!(
        "{formatter}\nconst [catalog, cases] = arguments; return cases.map(([id, args]) => gtFormat(catalog, id, args));"
    );
    let mut compared = 0;
    for lang in Lang::ALL {
        let cases = cases(lang);
        let asked: Vec<Value> = cases.iter().map(|c| json!([c.id, c.args])).collect();
        let catalog = lang::js_catalog(lang, &[""]);
        let page = c
            .execute(&script, vec![catalog, Value::Array(asked)])
            .await
            .unwrap();
        let page = page.as_array().unwrap();
        assert_eq!(page.len(), cases.len());
        let differ: Vec<String> = cases
            .iter()
            .zip(page)
            .filter(|(case, js)| js.as_str() != Some(case.rust.as_str()))
            .map(|(case, js)| {
                format!(
                    "{lang} {} {}: the binary wrote {:?}, the page {js}",
                    case.id, case.args, case.rust
                )
            })
            .collect();
        assert!(differ.is_empty(), "{}", differ.join("\n"));
        compared += cases.len();
    }
    // Every language's every message at least once (the catalogue is not empty).
    assert!(compared > 5 * 100, "{compared}");
    c.close().await.unwrap();
}
