//! `gametree playground`: one self-contained HTML page with the whole engine — the
//! library compiled to WebAssembly (`web/`, built by scripts/build-web into
//! assets/web/) — where a person searches any position, draws and downloads its figure,
//! replays it step by step, practises seeded exercises marked node by node, and
//! compares algorithms, with no install and no network (docs/browser.md).
//!
//! The page embeds the module gzip-compressed in base64 (the browser's
//! `DecompressionStream` inflates it), wasm-bindgen's glue, the page's script
//! (templates/playground.js) and every example position. Only with the `playground`
//! feature, which the command line turns on: the module embeds this library itself.

use askama::Template;
use std::io::Write;

/// The module as scripts/build-web writes it (wasm-opt's output).
static MODULE: &[u8] = include_bytes!("../assets/web/gametree_web_bg.wasm");

/// wasm-bindgen's glue for the module (`--target no-modules`: it defines
/// `wasm_bindgen`).
static GLUE: &str = include_str!("../assets/web/gametree_web.js");

/// An example position: its file name and text.
macro_rules! example {
    ($name:literal) => {
        ($name, include_str!(concat!("../examples/", $name)))
    };
}

/// Every position of examples/ (a test keeps the list complete), offered in the page's
/// menu.
pub static EXAMPLES: &[(&str, &str)] = &[
    example!("aima-fig-5-12.pos"),
    example!("aima-fig-5-2.pos"),
    example!("chess-lasker-reichhelm.pos"),
    example!("chess-start.pos"),
    example!("connect4-4453.pos"),
    example!("connect4-8-discs.pos"),
    example!("connect4-empty.pos"),
    example!("connect4-middle.pos"),
    example!("czech-initial.pos"),
    example!("czech-kuhr-example-1-2.pos"),
    example!("czech-kuhr-example-2-6.pos"),
    example!("czech-kuhr-fig-10.pos"),
    example!("czech-kuhr-fig-17.pos"),
    example!("czech-kuhr-fig-4.pos"),
    example!("czech-kuhr-fig-6.pos"),
    example!("czech-middlegame.pos"),
    example!("english-initial.pos"),
    example!("english-single-jump.pos"),
    example!("kalah-3-3-winner-takes-all.pos"),
    example!("kalah-4-3-empty-capture.pos"),
    example!("kalah-4-3.pos"),
    example!("kalah-6-3-empty-capture.pos"),
    example!("kalah-6-3.pos"),
    example!("kalah-6-4-empty-capture.pos"),
    example!("kalah-6-4.pos"),
    example!("kalah-endgame.pos"),
    example!("kuhr-fig-11.pos"),
    example!("kuhr-fig-15.pos"),
    example!("kuhr-fig-16.pos"),
    example!("kuhr-fig-18.pos"),
    example!("kuhr-fig-7.pos"),
    example!("kuhr-fig-8.pos"),
    example!("kuhr-fig-9.pos"),
    example!("nim-2-2.pos"),
    example!("nim-3-4-5.pos"),
    example!("slides-alpha-beta.pos"),
    example!("tictactoe-empty.pos"),
    example!("tictactoe-forced-win.pos"),
    example!("wikipedia-alpha-beta.pos"),
];

/// The page's own limits: the largest value each of its forms' fields takes (the
/// field's `max`), whether typed or brought by a link (`#…&max-drawn=…`), which the
/// page refuses, naming the limit, rather than run; and the largest figure it puts
/// into itself (docs/security.md, "The playground"). The command line's limits are
/// defaults a user may raise at will; a page that opens a stranger's link may not
/// let the link raise them: a search's recording grows the engine's worker (about
/// 80 bytes a node at its peak) within the browser tab's memory, and a figure is put
/// into the page on its main thread, which does not respond meanwhile (0.4–0.55 s a
/// megabyte of SVG measured under load; a 79,210-node tic-tac-toe figure, 34 MB,
/// held the page 34 s at 2.1 GB: issue 51). `window.gametree`, a script's own calls,
/// takes the command line's limits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// `max-nodes`: the nodes a search may visit (the command line's default is
    /// 2,000,000, [`crate::games::Setup`]).
    pub max_nodes: usize,
    /// `max-drawn`: the nodes a figure may draw: the command line's default for SVG
    /// ([`crate::render::model::fit::MAX_FIGURE_NODES`]), which the page lowers only.
    pub max_drawn: usize,
    /// The characters of SVG the page puts into itself (a figure of more is offered
    /// for download only): boards make a figure large within the node limit (2,801
    /// Connect Four nodes with boards are 20.9 MB).
    pub figure_chars: usize,
    /// `iterations` of Monte Carlo tree search (the command line's default is 1,000).
    pub iterations: u64,
    /// `tt-size`: the transposition table's entries (the command line's default is
    /// 1,048,576).
    pub tt_size: usize,
    /// `depth` of a search or a comparison, in plies.
    pub depth: u32,
}

/// The playground's [`Limits`] (measured in docs/security.md, "The playground").
pub const LIMITS: Limits = Limits {
    max_nodes: 5_000_000,
    max_drawn: crate::render::model::fit::MAX_FIGURE_NODES,
    figure_chars: 4_000_000,
    iterations: 1_000_000,
    tt_size: 4_194_304,
    depth: 200,
};

/// The page's template (templates/playground.html).
#[derive(Template)]
#[template(path = "playground.html", escape = "html")]
struct Page<'a> {
    version: &'a str,
    css: &'a str,
    js: String,
    glue: String,
    worker: String,
    module: String,
    examples: String,
    algorithms: &'a str,
    /// The page's language at first (`<html lang>`, the switch's choice).
    lang: &'a str,
    /// Every language for the switch: its code, its own name, and whether it is the
    /// page's first.
    langs: Vec<(&'static str, String, bool)>,
    /// The pages' messages of every language (`{code: catalogue}`), for the switch.
    catalogs: String,
    /// The pages' formatter (templates/messages.js).
    messages: String,
    /// The forms' limits (the fields' `max`).
    limits: Limits,
}

impl Page<'_> {
    /// Message `id` in the page's first language (the template's texts).
    fn t(&self, id: &str) -> String {
        crate::lang::message(id, &[])
    }

    /// The tagline, which names the version.
    fn tagline(&self) -> String {
        crate::tr!("pages-tagline", version = self.version)
    }
}

/// Script text safe inside an HTML `<script>` element: no `</script` can end it
/// (`<\/` means `</` in JavaScript's strings and regular expressions, where ours and
/// wasm-bindgen's glue have it if anywhere).
fn in_script(text: &str) -> String {
    text.replace("</", "<\\/")
}

/// The examples as JSON: `[{name, game, text}]`.
fn examples_json() -> String {
    let list: Vec<serde_json::Value> = EXAMPLES
        .iter()
        .map(|(name, text)| {
            let game = crate::request::load(text).map_or("?", |l| l.game_name());
            serde_json::json!({"name": name, "game": game, "text": text})
        })
        .collect();
    // `<` as `\u003c`: no `</script` or `<!--` in the element, the same JSON.
    serde_json::Value::Array(list)
        .to_string()
        .replace('<', "\\u003c")
}

/// The messages the page shows (`pages-…` and each language's own name) in every
/// language, `{code: catalogue}` ([`crate::lang::js_catalog`]), safe in a `<script>`
/// element.
fn catalogs_json() -> String {
    let all: serde_json::Map<String, serde_json::Value> = crate::lang::Lang::ALL
        .iter()
        .map(|&l| {
            let catalog = crate::lang::js_catalog(l, &["pages-", "lang-name"]);
            (l.code().to_owned(), catalog)
        })
        .collect();
    crate::render::escape::html::script_json(&serde_json::Value::Object(all).to_string())
}

/// The module gzip-compressed (no name, no time: the same bytes every time), in base64.
fn module_base64() -> String {
    use base64::Engine;
    let mut gz = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::best());
    // Writing to memory cannot fail.
    let _ = gz.write_all(MODULE);
    let bytes = gz.finish().unwrap_or_default();
    base64::engine::general_purpose::STANDARD.encode(bytes)
}

/// The playground page, byte for byte the same for the same gametree and language:
/// its texts in the [`crate::lang::current`] language at first, and a switch to the
/// others (which also asks the engine for figures, summaries and errors in them).
///
/// # Errors
/// None in practice (the template is checked when the library is built).
pub fn page() -> Result<String, crate::Error> {
    let page = Page {
        version: env!("CARGO_PKG_VERSION"),
        css: include_str!("../templates/playground.css"),
        js: in_script(include_str!("../templates/playground.js")),
        glue: in_script(GLUE),
        worker: in_script(include_str!("../templates/playground-worker.js")),
        module: module_base64(),
        examples: examples_json(),
        algorithms: crate::compare::DEFAULT_ALGORITHMS,
        lang: crate::lang::current().code(),
        langs: crate::lang::Lang::ALL
            .iter()
            .map(|&l| (l.code(), l.name(), l == crate::lang::current()))
            .collect(),
        catalogs: catalogs_json(),
        messages: in_script(include_str!("../templates/messages.js")),
        limits: LIMITS,
    };
    page.render().map_err(|e| {
        crate::Error::with_kind(
            crate::ErrorKind::Io,
            format!("the playground page: {e}").into(),
        )
    })
}

/// The size of the embedded module in bytes (as built, before compression).
pub fn module_size() -> usize {
    MODULE.len()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_example_is_offered() {
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/examples");
        let mut files: Vec<String> = std::fs::read_dir(dir)
            .unwrap()
            .filter_map(|e| e.ok())
            .map(|e| e.file_name().to_string_lossy().into_owned())
            .filter(|n| n.ends_with(".pos"))
            .collect();
        files.sort();
        let listed: Vec<String> = EXAMPLES.iter().map(|(n, _)| n.to_string()).collect();
        assert_eq!(listed, files);
    }

    /// Every `data-msg="ID">TEXT<` of `page`: the texts the language switch rewrites.
    fn switched_texts(page: &str) -> Vec<(&str, &str)> {
        page.split("data-msg=\"")
            .skip(1)
            .map(|rest| {
                let (id, rest) = rest.split_once('"').unwrap();
                let text = rest.strip_prefix('>').unwrap().split('<').next().unwrap();
                (id, text)
            })
            .collect()
    }

    /// Issue 41: the page in each language (`<html lang>`, the switch showing it, each
    /// text the message of that language, HTML-escaped), no text of a translated page
    /// left as English's but the word "Text", and the five languages each by its own
    /// name.
    #[test]
    fn the_page_is_in_its_language() {
        use crate::lang::{self, Lang};
        let english = lang::with(Lang::En, page).unwrap();
        for l in Lang::ALL {
            let page = lang::with(l, page).unwrap();
            let code = l.code();
            assert!(page.contains(&format!("<html lang=\"{code}\">")), "{code}");
            for other in Lang::ALL {
                let c = other.code();
                let chosen = if other == l { " selected" } else { "" };
                let option = format!("<option value=\"{c}\" lang=\"{c}\"{chosen}>");
                assert!(page.contains(&option), "{code}: {option}");
            }
            let texts = switched_texts(&page);
            assert!(texts.len() > 80, "{code}: {}", texts.len());
            for ((id, text), (en_id, en_text)) in texts.iter().zip(switched_texts(&english)) {
                assert_eq!(*id, en_id);
                let want = lang::with(l, || lang::message(id, &[]));
                let shown = text
                    .replace("&#39;", "'")
                    .replace("&#x27;", "'")
                    .replace("&amp;", "&");
                assert_eq!(shown, want, "{code} {id}");
                if l != Lang::En && *id != "pages-download-text" {
                    assert_ne!(*text, en_text, "{code} {id} is English");
                }
            }
        }
        let names: Vec<String> = Lang::ALL.iter().map(|l| l.name()).collect();
        assert_eq!(
            names,
            ["English", "čeština", "slovenčina", "Deutsch", "русский"]
        );
    }

    #[test]
    fn nothing_embedded_can_end_its_script_element() {
        let page = page().unwrap();
        let scripts = page.split("<script").skip(1);
        for s in scripts {
            let body = s.split_once('>').unwrap().1;
            let end = body.find("</script>").unwrap();
            let inner = body[..end].to_ascii_lowercase();
            assert!(!inner.contains("</script"));
        }
        assert_eq!(page.matches("</script>").count(), 5);
    }
}
