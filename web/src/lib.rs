//! The gametree library for the browser: the functions of [`gametree::request`]
//! exported by wasm-bindgen, each taking and giving text (JSON where it is structured),
//! as thin as the Python package. `gametree playground` embeds the built module
//! (assets/web/, made by scripts/build-web) in its page, which runs it in a Web Worker;
//! docs/browser.md documents the JavaScript API built on these functions.
//!
//! Errors are thrown as JavaScript `Error`s with the fields `kind` (as the library's
//! [`gametree::ErrorKind::as_str`]), and `file`, `line`, `column` where the error has a
//! place. Options are a JSON object with the command line's long names; option `lang`
//! (`cs`, …) writes the output's texts and the errors in that language.

use gametree::lang::{self, Lang};
use gametree::request;
use gametree::Error;
use std::cell::RefCell;
use wasm_bindgen::prelude::*;

thread_local! {
    /// The last recording [`run`] made, for [`render_last`] (a page redraws it in other
    /// formats without searching again).
    static LAST: RefCell<Option<gametree::record::Recording>> = const { RefCell::new(None) };
    /// The function progress is reported to ([`on_progress`]).
    static PROGRESS: RefCell<Option<js_sys::Function>> = const { RefCell::new(None) };
}

/// `e` as a JavaScript `Error` with `kind`, `file`, `line` and `column`.
fn thrown(e: &Error) -> JsValue {
    let (message, at) = request::describe(e);
    let error = js_sys::Error::new(&message);
    let set = |k: &str, v: JsValue| {
        let _ = js_sys::Reflect::set(&error, &JsValue::from_str(k), &v);
    };
    set("kind", JsValue::from_str(e.kind().as_str()));
    if let Some((file, line, col)) = at {
        set("file", JsValue::from_str(&file));
        set("line", JsValue::from_f64(line as f64));
        set("column", JsValue::from_f64(col as f64));
    }
    error.into()
}

/// Runs `work` in the language of `options`' `lang` (the request reads it again and
/// refuses a wrong one), so that an error is described in it too: the description is
/// made after the request returns, when the request's own language has ended.
fn in_lang<T>(options: &str, work: impl FnOnce() -> T) -> T {
    let chosen = serde_json::from_str::<serde_json::Value>(options)
        .ok()
        .and_then(|o| o.get("lang")?.as_str().and_then(Lang::from_code));
    match chosen {
        Some(l) => lang::with(l, work),
        None => work(),
    }
}

/// Runs `work` with the progress function of [`on_progress`] called about every
/// 100 ms with the number of the work's checks so far (a search checks every 1,024
/// nodes) and the milliseconds since it began.
fn watched<T>(work: impl FnOnce() -> Result<T, Error>) -> Result<T, JsValue> {
    let report = PROGRESS.with(|p| p.borrow().clone());
    let _watching = report.map(|report| {
        let start = web_time::Instant::now();
        let mut last = 0u128;
        let mut checks = 0u64;
        gametree::cancel::watch(move || {
            checks += 1;
            let ms = start.elapsed().as_millis();
            if ms >= last + 100 {
                last = ms;
                let _ = report.call2(
                    &JsValue::NULL,
                    &JsValue::from_f64(checks as f64),
                    &JsValue::from_f64(ms as f64),
                );
            }
            false
        })
    });
    work().map_err(|e| thrown(&e))
}

/// Sets the function progress is reported to during [`search`], [`run`] and
/// [`compare`]: `f(checks, milliseconds)` (`null`: none).
#[wasm_bindgen(js_name = onProgress)]
pub fn on_progress(f: Option<js_sys::Function>) {
    PROGRESS.with(|p| *p.borrow_mut() = f);
}

/// Searches `position` with `options` (docs/browser.md): the recording as `gametree
/// search --format json` writes it.
#[wasm_bindgen]
pub fn search(position: &str, options: &str) -> Result<String, JsValue> {
    in_lang(options, || {
        watched(|| request::to_json(&request::search(position, options)?.recording))
    })
}

/// Searches `position` with `search` options and draws the result with `render`
/// options: a JSON object `{summary, output, warnings, nodes}`. The recording is kept
/// for [`render_last`].
#[wasm_bindgen]
pub fn run(position: &str, search: &str, render: &str) -> Result<String, JsValue> {
    in_lang(search, || run_in(position, search, render))
}

/// [`run`] in the language of its search options.
fn run_in(position: &str, search: &str, render: &str) -> Result<String, JsValue> {
    let searched = watched(|| request::search(position, search))?;
    let rendered = request::render(&searched.recording, render).map_err(|e| thrown(&e))?;
    let nodes = searched.recording.meta.stats.visited;
    LAST.with(|l| *l.borrow_mut() = Some(searched.recording));
    let out = serde_json_string(&[
        ("summary", &searched.summary),
        (
            "output",
            &String::from_utf8_lossy(&rendered.output).into_owned(),
        ),
    ]);
    Ok(format!(
        "{{{out},\"warnings\":{},\"nodes\":{nodes}}}",
        json_list(&rendered.warnings)
    ))
}

/// The last recording [`run`] made, drawn with `options` (`format` among them).
#[wasm_bindgen(js_name = renderLast)]
pub fn render_last(options: &str) -> Result<String, JsValue> {
    in_lang(options, || {
        LAST.with(|l| match l.borrow().as_ref() {
            None => Err(JsValue::from_str(&gametree::tr!("pages-nothing-searched"))),
            Some(rec) => request::render(rec, options)
                .map(|r| String::from_utf8_lossy(&r.output).into_owned())
                .map_err(|e| thrown(&e)),
        })
    })
}

/// A recording (its JSON, as [`search`] gives it) drawn with `options`.
#[wasm_bindgen]
pub fn render(recording: &str, options: &str) -> Result<String, JsValue> {
    in_lang(options, || {
        let rec = request::from_json(recording).map_err(|e| thrown(&e))?;
        request::render(&rec, options)
            .map(|r| String::from_utf8_lossy(&r.output).into_owned())
            .map_err(|e| thrown(&e))
    })
}

/// An exercise: `{seed, position, answer, sheet}` (docs/browser.md), the seed as a
/// string of digits.
#[wasm_bindgen]
pub fn exercise(options: &str) -> Result<String, JsValue> {
    let made = in_lang(options, || {
        request::exercise(options).map_err(|e| thrown(&e))
    })?;
    // The seed as digits: JavaScript's numbers round a u64 past 2^53.
    Ok(format!(
        "{{\"seed\":\"{}\",{}}}",
        made.seed,
        serde_json_string(&[
            ("position", &made.position),
            ("answer", &made.answer),
            ("sheet", &made.sheet),
        ])
    ))
}

/// Marks `answer`: `{report, correct, figure}`, the report as `gametree check --format
/// F` writes it (`options.format`, default json: then an object; otherwise its text).
#[wasm_bindgen]
pub fn check(position: &str, answer: &str, options: &str) -> Result<String, JsValue> {
    let checked = in_lang(options, || {
        request::check(position, answer, options).map_err(|e| thrown(&e))
    })?;
    let figure = match &checked.figure {
        Some(svg) => json_text(svg),
        None => "null".into(),
    };
    let report = match serde_json::from_str::<serde_json::Value>(&checked.report) {
        Ok(object @ serde_json::Value::Object(_)) => object.to_string(),
        _ => json_text(&checked.report),
    };
    Ok(format!(
        "{{\"report\":{report},\"correct\":{},\"figure\":{figure}}}",
        checked.correct
    ))
}

/// Compares algorithms on `position`: `gametree compare`'s output in `options.format`
/// (default json).
#[wasm_bindgen]
pub fn compare(position: &str, options: &str) -> Result<String, JsValue> {
    in_lang(options, || watched(|| request::compare(position, options)))
}

/// Reads `position` without searching it: the game's name, or the error located in
/// the text (for a page that checks the text while it is typed), in the language of
/// `options`' `lang` (the only option read; none: the module's).
#[wasm_bindgen]
pub fn validate(position: &str, options: Option<String>) -> Result<String, JsValue> {
    in_lang(options.as_deref().unwrap_or_default(), || {
        request::load(position)
            .map(|loaded| loaded.game_name().to_string())
            .map_err(|e| thrown(&e))
    })
}

/// The library's version.
#[wasm_bindgen]
pub fn version() -> String {
    env!("CARGO_PKG_VERSION").into()
}

/// `s` as a JSON string.
fn json_text(s: &str) -> String {
    serde_json::Value::from(s).to_string()
}

/// `"key":"value"` pairs, comma-separated.
fn serde_json_string(pairs: &[(&str, &String)]) -> String {
    pairs
        .iter()
        .map(|(k, v)| format!("{}:{}", json_text(k), json_text(v)))
        .collect::<Vec<_>>()
        .join(",")
}

/// A JSON list of strings.
fn json_list(items: &[String]) -> String {
    let items: Vec<String> = items.iter().map(|s| json_text(s)).collect();
    format!("[{}]", items.join(","))
}
