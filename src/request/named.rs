//! Options by name: a JSON object whose keys are the command line's long option names
//! (`{"algorithm": "pvs", "max-nodes": 1000}`), read one option at a time with the
//! library's value names and checks, every option not read an error.

use crate::params::{Message, Naming};
use crate::{Error, ErrorKind};
use serde_json::{Map, Value};

/// How the browser (and any caller of [`crate::request`]) names options: the command
/// line's long name without its dashes, `` `max-nodes` `` and `` `algorithm: "test"` ``;
/// what makes an output again is the JavaScript call,
/// `gametree.exercise({"seed": "7", "depth": "3"})`.
pub const OPTION_NAMES: Naming = Naming {
    param: |p| format!("`{}`", p.name().replace('_', "-")),
    setting: |p, v| format!("`{}: \"{v}\"`", p.name().replace('_', "-")),
    command: |c, settings| {
        // `gametree.exercise({"seed": "7", "deep-cutoff": true})`: the call that makes
        // the output again (a number given as text is read as the number).
        let pairs: Vec<String> = settings
            .iter()
            .map(|s| {
                let s = s.trim_matches('`');
                match s.split_once(": ") {
                    Some((name, value)) => format!("\"{name}\": {value}"),
                    None => format!("\"{s}\": true"),
                }
            })
            .collect();
        format!("gametree.{c}({{{}}})", pairs.join(", "))
    },
};

/// A command's options as a JSON object, read by name. Each reader removes the option
/// it reads; [`Named::finish`] refuses the ones no reader asked for, naming those
/// that exist.
#[derive(Debug)]
pub struct Named {
    /// The command, for messages (`search`).
    command: &'static str,
    /// The options not read yet.
    left: Map<String, Value>,
    /// The names asked for so far, for the message of an unknown one.
    asked: Vec<&'static str>,
}

/// A [`ErrorKind::BadOption`] error.
fn bad(text: String) -> Error {
    Error::with_kind(ErrorKind::BadOption, Message::text(text))
}

/// `s` for a message: its first 60 characters, `…` for the rest.
fn short(s: &str) -> String {
    match s.char_indices().nth(60) {
        None => s.to_string(),
        Some((i, _)) => format!("{}…", &s[..i]),
    }
}

/// `v` for a message, as JSON writes it (strings quoted and escaped).
fn shown(v: &Value) -> String {
    short(&v.to_string())
}

impl Named {
    /// The options of `command` from `json`: an object, or empty text or `null` for none.
    ///
    /// # Errors
    /// [`ErrorKind::BadOption`] when `json` is not a JSON object.
    pub fn parse(command: &'static str, json: &str) -> Result<Named, Error> {
        let left = match json.trim() {
            "" | "null" => Map::new(),
            text => match serde_json::from_str::<Value>(text) {
                Ok(Value::Object(map)) => map,
                Ok(other) => {
                    return Err(bad(crate::tr!(
                        "errors-options-object",
                        command = command,
                        found = shown(&other)
                    )))
                }
                Err(e) => {
                    return Err(bad(crate::tr!(
                        "errors-options-json",
                        command = command,
                        reason = e.to_string()
                    )))
                }
            },
        };
        Ok(Named {
            command,
            left,
            asked: Vec::new(),
        })
    }

    /// The value of option `name`, removed; `None` when absent or `null`.
    fn take(&mut self, name: &'static str) -> Option<Value> {
        self.asked.push(name);
        self.left.remove(name).filter(|v| !v.is_null())
    }

    /// The error of a value of the wrong sort.
    fn expected(name: &str, what: &str, v: &Value) -> Error {
        bad(crate::tr!(
            "errors-option-expected",
            name = name,
            what = what,
            found = shown(v)
        ))
    }

    /// A whole number option (a JSON number, or a string of digits as a form gives it,
    /// and as JavaScript gives a whole number past 2⁵³ exactly): every value of `T`,
    /// a `u64` seed up to 2⁶⁴ − 1 too.
    ///
    /// # Errors
    /// [`ErrorKind::BadOption`] for anything but a whole number in `T`'s range.
    pub fn int<T: TryFrom<i128>>(&mut self, name: &'static str) -> Result<Option<T>, Error> {
        let Some(v) = self.take(name) else {
            return Ok(None);
        };
        let n = match &v {
            Value::Number(n) => n
                .as_i64()
                .map(i128::from)
                .or_else(|| n.as_u64().map(i128::from)),
            Value::String(s) => s.trim().parse::<i128>().ok(),
            _ => None,
        };
        n.and_then(|n| T::try_from(n).ok())
            .map(Some)
            .ok_or_else(|| Self::expected(name, &crate::tr!("errors-whole-number-in-range"), &v))
    }

    /// A number option.
    ///
    /// # Errors
    /// [`ErrorKind::BadOption`] for anything but a number.
    pub fn float(&mut self, name: &'static str) -> Result<Option<f64>, Error> {
        let Some(v) = self.take(name) else {
            return Ok(None);
        };
        let n = match &v {
            Value::Number(n) => n.as_f64(),
            Value::String(s) => s.trim().parse::<f64>().ok(),
            _ => None,
        };
        n.filter(|f| f.is_finite())
            .map(Some)
            .ok_or_else(|| Self::expected(name, &crate::tr!("errors-a-number"), &v))
    }

    /// A switch (`false` when absent).
    ///
    /// # Errors
    /// [`ErrorKind::BadOption`] for anything but `true` or `false`.
    pub fn switch(&mut self, name: &'static str) -> Result<bool, Error> {
        match self.take(name) {
            None => Ok(false),
            Some(Value::Bool(b)) => Ok(b),
            Some(v) => Err(Self::expected(
                name,
                &crate::tr!("errors-true-or-false"),
                &v,
            )),
        }
    }

    /// A switch, `None` when absent (the library then decides).
    ///
    /// # Errors
    /// [`ErrorKind::BadOption`] for anything but `true` or `false`.
    pub fn given_switch(&mut self, name: &'static str) -> Result<Option<bool>, Error> {
        let present = self.left.get(name).is_some_and(|v| !v.is_null());
        let on = self.switch(name)?;
        Ok(present.then_some(on))
    }

    /// A text option.
    ///
    /// # Errors
    /// [`ErrorKind::BadOption`] for anything but a string.
    pub fn text(&mut self, name: &'static str) -> Result<Option<String>, Error> {
        match self.take(name) {
            None => Ok(None),
            Some(Value::String(s)) => Ok(Some(s)),
            Some(v) => Err(Self::expected(name, &crate::tr!("errors-text"), &v)),
        }
    }

    /// An option that takes one of `every`, by its name (`name_of`).
    ///
    /// # Errors
    /// [`ErrorKind::BadOption`] naming the values there are.
    pub fn choice<T: Copy>(
        &mut self,
        name: &'static str,
        every: &[T],
        name_of: fn(T) -> &'static str,
    ) -> Result<Option<T>, Error> {
        let Some(v) = self.take(name) else {
            return Ok(None);
        };
        if let Value::String(s) = &v {
            if let Some(&t) = every.iter().find(|&&t| name_of(t) == s) {
                return Ok(Some(t));
            }
        }
        let names: Vec<&str> = every.iter().map(|&t| name_of(t)).collect();
        Err(Self::expected(
            name,
            &crate::tr!("errors-one-of", names = names.join(", ")),
            &v,
        ))
    }

    /// An option written as text and read by `parse` (the command line's own reader of
    /// the flag: `--leaf-bounds -10..10`, `--branching 2..4`).
    ///
    /// # Errors
    /// [`ErrorKind::BadOption`] with `parse`'s reason.
    pub fn parsed<T>(
        &mut self,
        name: &'static str,
        parse: impl Fn(&str) -> Result<T, String>,
    ) -> Result<Option<T>, Error> {
        let Some(v) = self.take(name) else {
            return Ok(None);
        };
        let text = match &v {
            Value::String(s) => s.clone(),
            Value::Number(n) => n.to_string(),
            _ => return Err(Self::expected(name, &crate::tr!("errors-text"), &v)),
        };
        parse(&text)
            .map(Some)
            .map_err(|why| bad(format!("`{name}`: {why}")))
    }

    /// Option `lang` (`en`, `cs`, `sk`, `de`, `ru`: the command line's `--lang`; in
    /// any case, as language tags are case-insensitive (BCP 47): `CS` is `cs`): the
    /// language of the request's messages from now until the returned guard drops
    /// ([`crate::lang::scope`]); without it, the thread's language as it is.
    ///
    /// # Errors
    /// [`ErrorKind::BadOption`] naming the languages for any other value (in the
    /// thread's language).
    pub fn lang(&mut self) -> Result<crate::lang::Scope, Error> {
        use crate::lang::Lang;
        let lang = match self.take("lang") {
            None => crate::lang::current(),
            Some(v) => match v.as_str().and_then(Lang::from_code) {
                Some(lang) => lang,
                None => {
                    let names: Vec<&str> = Lang::ALL.iter().map(|l| l.code()).collect();
                    let what = crate::tr!("errors-one-of", names = names.join(", "));
                    return Err(Self::expected("lang", &what, &v));
                }
            },
        };
        Ok(crate::lang::scope(lang))
    }

    /// The options read so far, by name, in the order they were first asked for.
    pub fn asked(&self) -> Vec<&'static str> {
        let mut seen = Vec::new();
        for &name in &self.asked {
            if !seen.contains(&name) {
                seen.push(name);
            }
        }
        seen
    }

    /// Refuses every option no reader asked for.
    ///
    /// # Errors
    /// [`ErrorKind::BadOption`] naming the first unknown option and those there are.
    pub fn finish(self) -> Result<(), Error> {
        match self.left.keys().next() {
            None => Ok(()),
            Some(unknown) => {
                let mut names = self.asked.clone();
                names.sort_unstable();
                names.dedup();
                Err(bad(crate::tr!(
                    "errors-no-such-option",
                    command = self.command,
                    option = short(unknown),
                    options = names.join(", ")
                )))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn options_are_read_by_name_and_unknown_ones_refused() {
        let mut o =
            Named::parse("search", r#"{"depth": "3", "iterative": true, "dpeth": 2}"#).unwrap();
        assert_eq!(o.int::<u32>("depth").unwrap(), Some(3));
        assert!(o.switch("iterative").unwrap());
        let e = o.finish().unwrap_err().to_string();
        assert!(
            e.contains("no option `dpeth`") && e.contains("depth, iterative"),
            "{e}"
        );
        let mut o = Named::parse("search", r#"{"depth": -1}"#).unwrap();
        assert!(o.int::<u32>("depth").is_err());
        assert!(Named::parse("search", "[1]").is_err());
        assert!(Named::parse("search", "").unwrap().finish().is_ok());
    }

    /// The option's error, as the browser shows it.
    fn message(e: Error) -> String {
        assert_eq!(e.kind(), ErrorKind::BadOption, "{e}");
        e.to_string()
    }

    #[test]
    fn numbers_come_as_json_numbers_or_as_a_forms_text() {
        let mut o = Named::parse(
            "search",
            r#"{"depth": " 4 ", "max-nodes": 10, "guess": null, "x": "1.5", "y": 2}"#,
        )
        .unwrap();
        assert_eq!(o.int::<u32>("depth").unwrap(), Some(4));
        assert_eq!(o.int::<usize>("max-nodes").unwrap(), Some(10));
        assert_eq!(o.int::<i64>("guess").unwrap(), None, "null is absent");
        assert_eq!(o.float("x").unwrap(), Some(1.5));
        assert_eq!(o.float("y").unwrap(), Some(2.0));
        assert!(o.finish().is_ok());
        for bad in [
            r#"{"depth": 2.5}"#,
            r#"{"depth": "3 plies"}"#,
            r#"{"depth": true}"#,
        ] {
            let mut o = Named::parse("search", bad).unwrap();
            let m = message(o.int::<u32>("depth").unwrap_err());
            assert!(m.starts_with("`depth`: expected a whole number"), "{m}");
        }
        // Out of the type's range: u8 has no 300, u32 no -1.
        let mut o = Named::parse("search", r#"{"a": 300, "b": -1}"#).unwrap();
        assert!(o.int::<u8>("a").is_err() && o.int::<u32>("b").is_err());
        let mut o = Named::parse("search", r#"{"x": "many"}"#).unwrap();
        assert!(message(o.float("x").unwrap_err()).contains("`x`: expected a number"));
    }

    #[test]
    fn a_seed_takes_every_u64_exactly() {
        let mut o = Named::parse(
            "exercise",
            r#"{"a": 18446744073709551615, "b": "18446744073709551615", "c": "9007199254740993"}"#,
        )
        .unwrap();
        assert_eq!(o.int::<u64>("a").unwrap(), Some(u64::MAX));
        assert_eq!(o.int::<u64>("b").unwrap(), Some(u64::MAX));
        assert_eq!(o.int::<u64>("c").unwrap(), Some(9_007_199_254_740_993));
        let mut o = Named::parse("exercise", r#"{"a": "18446744073709551616", "b": -1}"#).unwrap();
        assert!(o.int::<u64>("a").is_err() && o.int::<u64>("b").is_err());
        // A number JavaScript rounded past 2^64 comes as a float: not a whole number.
        let mut o = Named::parse("exercise", r#"{"a": 1.8446744073709552e19}"#).unwrap();
        assert!(o.int::<u64>("a").is_err());
    }

    #[test]
    fn a_language_is_named_in_any_case() {
        use crate::lang::{self, Lang};
        for (code, want) in [("cs", Lang::Cs), ("CS", Lang::Cs), ("De", Lang::De)] {
            let mut o = Named::parse("search", &format!("{{\"lang\": \"{code}\"}}")).unwrap();
            let _scope = o.lang().unwrap();
            assert_eq!(lang::current(), want, "{code}");
        }
        let e = lang::with(Lang::En, || {
            let mut o = Named::parse("search", r#"{"lang": "constructor"}"#).unwrap();
            message(o.lang().err().unwrap())
        });
        assert_eq!(
            e,
            "`lang`: expected one of en, cs, sk, de, ru, found \"constructor\""
        );
    }

    #[test]
    fn switches_text_and_choices_take_their_own_sort_only() {
        let mut o = Named::parse("search", r#"{"iterative": null, "names": false}"#).unwrap();
        assert!(!o.switch("iterative").unwrap() && !o.switch("names").unwrap());
        let mut o = Named::parse("search", r#"{"iterative": "true"}"#).unwrap();
        let m = message(o.switch("iterative").unwrap_err());
        assert_eq!(m, "`iterative`: expected true or false, found \"true\"");
        let mut o = Named::parse("render", r#"{"title": 5}"#).unwrap();
        assert_eq!(
            message(o.text("title").unwrap_err()),
            "`title`: expected text, found 5"
        );
        let every = ["down", "right"];
        let name_of: fn(&'static str) -> &'static str = |s| s;
        let mut o = Named::parse("render", r#"{"direction": "right"}"#).unwrap();
        assert_eq!(
            o.choice("direction", &every, name_of).unwrap(),
            Some("right")
        );
        let mut o = Named::parse("render", r#"{"direction": "up"}"#).unwrap();
        assert_eq!(
            message(o.choice("direction", &every, name_of).unwrap_err()),
            "`direction`: expected one of down, right, found \"up\""
        );
        // The values' names are case-sensitive, as the command line's.
        let mut o = Named::parse("render", r#"{"direction": "Right"}"#).unwrap();
        assert!(o.choice("direction", &every, name_of).is_err());
    }

    #[test]
    fn parsed_options_take_text_or_a_number_and_say_why_not() {
        let parse = |s: &str| s.parse::<u32>().map_err(|_| format!("not a count: {s}"));
        let mut o = Named::parse("exercise", r#"{"branching": 3, "depth": "4"}"#).unwrap();
        assert_eq!(o.parsed("branching", parse).unwrap(), Some(3));
        assert_eq!(o.parsed("depth", parse).unwrap(), Some(4));
        let mut o = Named::parse("exercise", r#"{"branching": "x"}"#).unwrap();
        assert_eq!(
            message(o.parsed("branching", parse).unwrap_err()),
            "`branching`: not a count: x"
        );
        let mut o = Named::parse("exercise", r#"{"branching": [2, 4]}"#).unwrap();
        assert!(message(o.parsed("branching", parse).unwrap_err()).contains("expected text"));
    }

    #[test]
    fn an_unknown_option_is_named_with_every_option_asked_for() {
        let mut o = Named::parse("render", r#"{"label": "value", "zzz": 1}"#).unwrap();
        o.text("title").unwrap();
        o.text("label").unwrap();
        o.text("title").unwrap();
        assert_eq!(
            message(o.finish().unwrap_err()),
            "render has no option `zzz`; its options are label, title"
        );
        // A long unknown name is cut short in the message.
        let long = "x".repeat(100);
        let o = Named::parse("render", &format!("{{\"{long}\": 1}}")).unwrap();
        let m = message(o.finish().unwrap_err());
        assert!(m.contains(&format!("`{}…`", "x".repeat(60))), "{m}");
        assert!(!m.contains(&"x".repeat(61)), "{m}");
    }

    #[test]
    fn options_are_an_object() {
        for (json, says) in [
            ("[1]", "not [1]"),
            ("3", "not 3"),
            ("\"depth\"", "not \"depth\""),
        ] {
            let m = message(Named::parse("search", json).unwrap_err());
            assert!(
                m.starts_with("the options of search are an object such as {\"depth\": 3}"),
                "{m}"
            );
            assert!(m.ends_with(says), "{m}");
        }
        let m = message(Named::parse("search", "{depth: 3}").unwrap_err());
        assert!(m.starts_with("the options of search: "), "{m}");
        for empty in ["", "  ", "null", "{}"] {
            assert!(Named::parse("search", empty).unwrap().finish().is_ok());
        }
    }
}
