//! The message catalogue: the `.ftl` files embedded in the binary, one Fluent bundle a
//! language, built once for the process.

use super::{current, Lang};
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use std::borrow::Cow;
use std::sync::OnceLock;

/// The Fluent source of each language, in [`Lang::ALL`]'s order.
pub(super) const SOURCES: [&str; 5] = [
    include_str!("../../locales/en.ftl"),
    include_str!("../../locales/cs.ftl"),
    include_str!("../../locales/sk.ftl"),
    include_str!("../../locales/de.ftl"),
    include_str!("../../locales/ru.ftl"),
];

/// The Fluent source of `lang`.
pub(super) fn source(lang: Lang) -> &'static str {
    SOURCES[lang as usize]
}

/// An argument of a message: a number (plural forms choose by it) or text.
#[derive(Clone, Debug, PartialEq)]
pub enum Arg {
    /// An integer: `5` (chooses the plural form: 5 uzlů).
    Int(i64),
    /// A number with a fraction, written as Rust writes it (`0.5`); for a student's
    /// text prefer [`super::decimal`] and pass the string.
    Num(f64),
    /// Text, as is.
    Text(String),
}

macro_rules! int_arg {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(v: $t) -> Arg {
                Arg::Int(i64::try_from(v).unwrap_or(i64::MAX))
            }
        }
    )*};
}
int_arg!(i8, i16, i32, i64, u8, u16, u32, u64, usize, isize, i128, u128);

impl From<f64> for Arg {
    fn from(v: f64) -> Arg {
        Arg::Num(v)
    }
}
impl From<&str> for Arg {
    fn from(v: &str) -> Arg {
        Arg::Text(v.to_owned())
    }
}
impl From<String> for Arg {
    fn from(v: String) -> Arg {
        Arg::Text(v)
    }
}
impl From<&String> for Arg {
    fn from(v: &String) -> Arg {
        Arg::Text(v.clone())
    }
}
impl From<Cow<'_, str>> for Arg {
    fn from(v: Cow<'_, str>) -> Arg {
        Arg::Text(v.into_owned())
    }
}
impl From<char> for Arg {
    fn from(v: char) -> Arg {
        Arg::Text(v.to_string())
    }
}

type Bundle = FluentBundle<FluentResource>;

fn bundles() -> &'static [Bundle; 5] {
    static BUNDLES: OnceLock<[Bundle; 5]> = OnceLock::new();
    BUNDLES.get_or_init(|| Lang::ALL.map(bundle))
}

fn bundle(lang: Lang) -> Bundle {
    let id = lang.code().parse().unwrap_or_default();
    let mut b = FluentBundle::new_concurrent(vec![id]);
    // No Unicode isolation marks around arguments: the messages go into SVG, TeX,
    // Typst and terminals, where they would show or break.
    b.set_use_isolating(false);
    // A syntax error leaves the rest of the file usable; the catalogue's tests fail
    // on it.
    let resource = FluentResource::try_new(source(lang).to_owned()).unwrap_or_else(|(r, _)| r);
    let _ = b.add_resource(resource);
    b
}

/// Whether `lang` has message `id`.
pub fn has(lang: Lang, id: &str) -> bool {
    bundles()[lang as usize].has_message(id)
}

/// The ids of every message of `lang`, in the file's order.
pub fn message_ids(lang: Lang) -> Vec<&'static str> {
    let mut ids = Vec::new();
    if let Ok(res) = fluent_syntax::parser::parse(source(lang)) {
        for entry in res.body {
            if let fluent_syntax::ast::Entry::Message(m) = entry {
                ids.push(m.id.name);
            }
        }
    }
    ids
}

/// Message `id` in the [`current`] language with `args` (see [`crate::tr!`]). Falls
/// back to English when the language lacks it, and to `id` when English does too.
pub fn message(id: &str, args: &[(&str, Arg)]) -> String {
    let lang = current();
    format_in(lang, id, args)
        .or_else(|| format_in(Lang::En, id, args))
        .unwrap_or_else(|| id.to_owned())
}

/// Message `id` in `lang`, `None` if `lang` has no such message.
pub(super) fn format_in(lang: Lang, id: &str, args: &[(&str, Arg)]) -> Option<String> {
    let bundle = &bundles()[lang as usize];
    let pattern = bundle.get_message(id)?.value()?;
    let mut fargs = FluentArgs::new();
    for (k, v) in args {
        let value = match v {
            Arg::Int(i) => FluentValue::from(*i),
            Arg::Num(x) => FluentValue::from(*x),
            Arg::Text(s) => FluentValue::from(s.as_str()),
        };
        fargs.set(*k, value);
    }
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, Some(&fargs), &mut errors);
    Some(text.into_owned())
}
