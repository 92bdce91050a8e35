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
    /// `max-nodes`: the nodes a search may visit (the default is
    /// [`crate::search::DEFAULT_MAX_NODES`]).
    pub max_nodes: usize,
    /// `max-drawn`: the nodes a figure may draw: the command line's default for SVG
    /// ([`crate::render::model::fit::MAX_FIGURE_NODES`]), which the page lowers only.
    pub max_drawn: usize,
    /// The characters of SVG the page puts into itself (a figure of more is offered
    /// for download only): boards make a figure large within the node limit (2,801
    /// Connect Four nodes with boards are 20.9 MB).
    pub figure_chars: usize,
    /// `iterations` of Monte Carlo tree search (the default is
    /// [`MctsOptions::default`](crate::search::mcts::MctsOptions)'s).
    pub iterations: u64,
    /// `tt-size`: the transposition table's entries (the default is
    /// [`Tuning::default`](crate::search::Tuning)'s).
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
    /// The options the search form sends to the search rather than to the drawing
    /// ([`crate::request::search_options`]), space-separated.
    search_options: String,
    /// The forms' `<select>` lists and placeholders, from the library's enums and
    /// defaults.
    forms: Forms,
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

/// One `<option>` of a form's `<select>`, made from a value of a library enum.
struct Choice {
    /// What the field sends: the value's name, or nothing for the library's default
    /// where leaving the option out is the default (the request then decides).
    value: &'static str,
    /// What the option shows.
    text: String,
    /// The message `text` is, which the language switch rewrites.
    msg: Option<&'static str>,
    /// The library's default: chosen at first.
    default: bool,
}

/// How an option of a [`Choice`] list is labelled.
enum Label {
    /// By the value's name.
    Name,
    /// By a text of its own, the same in every language.
    Text(&'static str),
    /// By a message of the pages' catalogue.
    Msg(&'static str),
}

/// Every value of `every` as a [`Choice`], `default` chosen (with no value when
/// `left_out`: the option is then not sent), each labelled by `label`.
fn choices<T: Copy + PartialEq>(
    every: &[T],
    default: T,
    left_out: bool,
    name: fn(T) -> &'static str,
    label: fn(T) -> Label,
) -> Vec<Choice> {
    every
        .iter()
        .map(|&v| {
            let (text, msg) = match label(v) {
                Label::Name => (name(v).to_string(), None),
                Label::Text(t) => (t.to_string(), None),
                Label::Msg(id) => (crate::lang::message(id, &[]), Some(id)),
            };
            let default = v == default;
            Choice {
                value: if default && left_out { "" } else { name(v) },
                text,
                msg,
                default,
            }
        })
        .collect()
}

/// The forms' `<select>` lists: every value of the library's enum in its order (the
/// algorithms aside: [`algorithm_choices`]), the library's default chosen.
struct Menus {
    algorithm: Vec<Choice>,
    prune_on: Vec<Choice>,
    playout: Vec<Choice>,
    label: Vec<Choice>,
    values: Vec<Choice>,
    style: Vec<Choice>,
    pruned: Vec<Choice>,
    direction: Vec<Choice>,
    edge_labels: Vec<Choice>,
    root: Vec<Choice>,
}

impl Menus {
    fn new() -> Menus {
        use crate::homework::exercise::{RootSide, Spec};
        use crate::record::Perspective;
        use crate::render::{Direction, EdgeLabels, LabelKind, PrunedView, Style};
        use crate::search::{mcts::Playout, CutRule};
        let figure = crate::render::RenderOptions::default();
        let playout = crate::search::mcts::MctsOptions::default().playout;
        let cut = crate::search::Options::default().cut;
        Menus {
            algorithm: algorithm_choices(),
            prune_on: choices(&CutRule::EVERY, cut, true, CutRule::name, cut_label),
            playout: choices(&Playout::EVERY, playout, true, Playout::name, |p| match p {
                Playout::Random => Label::Msg("pages-mcts-playout-random"),
                Playout::Eval => Label::Msg("pages-mcts-playout-eval"),
            }),
            label: choices(
                &LabelKind::EVERY,
                figure.label,
                false,
                LabelKind::name,
                |l| match l {
                    LabelKind::Value => Label::Msg("pages-label-value"),
                    LabelKind::Window => Label::Msg("pages-label-window"),
                    LabelKind::Triple => Label::Msg("pages-label-triple"),
                    LabelKind::Book => Label::Msg("pages-label-book"),
                    LabelKind::Blank => Label::Name,
                },
            ),
            values: choices(
                &Perspective::EVERY,
                figure.view(),
                true,
                Perspective::name,
                |v| match v {
                    Perspective::Max => Label::Msg("pages-view-max"),
                    Perspective::SideToMove => Label::Msg("pages-view-side"),
                },
            ),
            style: choices(&Style::EVERY, figure.style, false, Style::name, |_| {
                Label::Name
            }),
            pruned: choices(
                &PrunedView::EVERY,
                figure.pruned,
                false,
                PrunedView::name,
                |p| match p {
                    PrunedView::Show => Label::Msg("pages-pruned-show"),
                    PrunedView::Empty => Label::Msg("pages-pruned-empty"),
                    PrunedView::Hide => Label::Msg("pages-pruned-hide"),
                },
            ),
            direction: choices(
                &Direction::EVERY,
                figure.direction,
                false,
                Direction::name,
                |d| match d {
                    Direction::Down => Label::Msg("pages-direction-down"),
                    Direction::Right => Label::Msg("pages-direction-right"),
                },
            ),
            edge_labels: choices(
                &EdgeLabels::EVERY,
                figure.edge_labels,
                false,
                EdgeLabels::name,
                |e| match e {
                    EdgeLabels::Auto => Label::Msg("pages-edge-auto"),
                    EdgeLabels::Always => Label::Msg("pages-edge-always"),
                    EdgeLabels::Never => Label::Msg("pages-edge-never"),
                },
            ),
            root: choices(
                &RootSide::EVERY,
                Spec::default().root,
                false,
                RootSide::name,
                |r| match r {
                    RootSide::Max => Label::Text("MAX"),
                    RootSide::Min => Label::Text("MIN"),
                },
            ),
        }
    }
}

/// The exercise form's `<select>` lists, from [`crate::homework::CheckAlgorithm`],
/// [`crate::homework::Convention`] and [`CutRule`](crate::search::CutRule), the
/// default [`Conventions`](crate::homework::Conventions) chosen.
struct ExerciseMenus {
    algorithm: Vec<Choice>,
    convention: Vec<Choice>,
    prune_on: Vec<Choice>,
}

impl ExerciseMenus {
    /// Every algorithm an exercise is made for but expectiminimax, which the form's
    /// chance box asks for (a tree with chance nodes is marked by it,
    /// [`Method::choose`](crate::homework::method::Method::choose)).
    fn new() -> ExerciseMenus {
        use crate::homework::{CheckAlgorithm, Convention, Conventions};
        use crate::search::CutRule;
        let conv = Conventions::default();
        let (algorithm, convention) = (
            if conv.alphabeta {
                CheckAlgorithm::Alphabeta
            } else {
                CheckAlgorithm::Minimax
            },
            if conv.soft {
                Convention::FailSoft
            } else {
                Convention::FailHard
            },
        );
        let algorithms: Vec<CheckAlgorithm> = CheckAlgorithm::EVERY
            .into_iter()
            .filter(|a| *a != CheckAlgorithm::Expectiminimax)
            .collect();
        ExerciseMenus {
            algorithm: choices(
                &algorithms,
                algorithm,
                false,
                CheckAlgorithm::name,
                |a| match a {
                    CheckAlgorithm::Mcts => Label::Text("mcts (Monte Carlo)"),
                    _ => Label::Name,
                },
            ),
            convention: choices(
                &Convention::EVERY,
                convention,
                false,
                Convention::name,
                |_| Label::Name,
            ),
            prune_on: choices(&CutRule::EVERY, conv.cut, true, CutRule::name, cut_label),
        }
    }
}

/// A cut-off rule as the forms show it: `α ≥ β`, `α > β`.
fn cut_label(c: crate::search::CutRule) -> Label {
    match c {
        crate::search::CutRule::Ge => Label::Text("α ≥ β"),
        crate::search::CutRule::Gt => Label::Text("α > β"),
    }
}

/// The forms' option lists and the defaults their empty fields stand for (each
/// field's placeholder) or start with (an exercise's).
struct Forms {
    menus: Menus,
    exercise_menus: ExerciseMenus,
    /// The search's defaults: [`Tuning`](crate::search::Tuning)'s ordering and table,
    /// the node limit, Monte Carlo tree search's iterations, `C` and seed.
    order: String,
    max_nodes: u64,
    tt_size: usize,
    iterations: u64,
    exploration: String,
    seed: u64,
    /// The figure's background.
    background: String,
    /// `compare`'s default rows.
    compare_algorithms: String,
    compare_orders: String,
    /// An exercise's default depth, branching and leaf values, as the command line
    /// writes them (`3`, `3`, `-20..20`).
    exercise_depth: String,
    exercise_branching: String,
    exercise_values: String,
    /// A Monte Carlo tree search exercise's default iterations and their most, and
    /// its `C`.
    exercise_iterations: u64,
    exercise_max_iterations: u64,
    exercise_exploration: String,
}

impl Forms {
    fn new() -> Forms {
        use crate::params::Param;
        let tuning = crate::search::Tuning::default();
        let mcts = crate::search::mcts::MctsOptions::default();
        let compare = crate::compare::Choices::default();
        let exercise = crate::homework::exercise::Spec::default().settings(0);
        let mcts_exercise = crate::homework::method::MctsSettings::default();
        let setting = |p: Param| {
            let found = exercise.iter().find(|(q, _)| *q == p);
            found.and_then(|(_, v)| v.clone()).unwrap_or_default()
        };
        Forms {
            menus: Menus::new(),
            exercise_menus: ExerciseMenus::new(),
            order: tuning.order,
            max_nodes: crate::search::DEFAULT_MAX_NODES,
            tt_size: tuning.tt_size,
            iterations: mcts.iterations,
            exploration: mcts.exploration.option_text(),
            seed: mcts.seed,
            background: crate::render::RenderOptions::default()
                .background
                .to_string(),
            compare_algorithms: compare.algorithms,
            compare_orders: compare.orders,
            exercise_depth: setting(Param::Depth),
            exercise_branching: setting(Param::Branching),
            exercise_values: setting(Param::ValueRange),
            exercise_iterations: mcts_exercise.iterations,
            exercise_max_iterations: crate::homework::mcts::MAX_ITERATIONS,
            exercise_exploration: mcts_exercise.exploration.option_text(),
        }
    }
}

/// The search form's algorithms: every one, the default (fail-hard alpha-beta) and
/// its fail-soft twin first, then the others in the command line's order; the
/// alpha-beta pair labelled by their cut-off convention, Monte Carlo tree search
/// by its name in words.
fn algorithm_choices() -> Vec<Choice> {
    use crate::search::Algorithm;
    let default = Algorithm::default();
    let first = [default, Algorithm::AlphaBetaSoft];
    let rest = Algorithm::EVERY.into_iter().filter(|a| !first.contains(a));
    let order: Vec<Algorithm> = first.into_iter().chain(rest).collect();
    choices(&order, default, false, Algorithm::name, |a| match a {
        Algorithm::AlphaBeta => Label::Text("alphabeta (fail-hard)"),
        Algorithm::AlphaBetaSoft => Label::Text("alphabeta-soft (fail-soft)"),
        Algorithm::Mcts => Label::Text("mcts (Monte Carlo)"),
        _ => Label::Name,
    })
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
        search_options: crate::request::search_options().join(" "),
        forms: Forms::new(),
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

    /// Form `id` of the English page: each `<select>`'s name, its options' values and
    /// the chosen one's (the first when none is), and each field as the page sends
    /// it untouched (`formOptions` in templates/playground.js: a select's chosen value,
    /// an input's `value`, empty ones and unchecked boxes left out).
    #[allow(clippy::type_complexity)]
    fn form(
        id: &str,
    ) -> (
        Vec<(String, Vec<String>, String)>,
        serde_json::Map<String, serde_json::Value>,
    ) {
        let page = crate::lang::with(crate::lang::Lang::En, page).unwrap();
        let start = page.find(&format!("<form id=\"{id}\"")).unwrap();
        let html = &page[start..start + page[start..].find("</form>").unwrap()];
        let select = regex::Regex::new(r#"(?s)<select name="([^"]+)">(.*?)</select>"#).unwrap();
        let option = regex::Regex::new(r#"<option value="([^"]*)"( selected)?"#).unwrap();
        let input = regex::Regex::new(r#"<input name="([^"]+)" type="(\w+)"([^>]*)>"#).unwrap();
        let value = regex::Regex::new(r#" value="([^"]*)""#).unwrap();
        let (mut menus, mut sent) = (Vec::new(), serde_json::Map::new());
        for m in select.captures_iter(html) {
            let options: Vec<_> = option.captures_iter(&m[2]).collect();
            let values: Vec<String> = options.iter().map(|o| o[1].to_string()).collect();
            let chosen = options
                .iter()
                .find(|o| o.get(2).is_some())
                .unwrap_or(&options[0]);
            if !chosen[1].is_empty() {
                sent.insert(m[1].to_string(), chosen[1].into());
            }
            menus.push((m[1].to_string(), values, chosen[1].to_string()));
        }
        for m in input.captures_iter(html) {
            let given = value.captures(&m[3]).map(|v| v[1].to_string());
            match (&m[2], given) {
                ("checkbox", _) => assert!(!m[3].contains("checked"), "{}", &m[1]),
                (_, Some(v)) if !v.is_empty() => {
                    sent.insert(m[1].to_string(), v.into());
                }
                _ => {}
            }
        }
        (menus, sent)
    }

    /// Issue 52 item 5: every `<select>` of the search form offers every value of the
    /// library's enum (the default as itself, or as no value where leaving the option
    /// out is the default), and the form as the page shows it draws what a request
    /// with no options draws.
    #[test]
    fn the_search_form_offers_the_librarys_values_and_starts_at_its_defaults() {
        use crate::record::Perspective;
        use crate::render::{Direction, EdgeLabels, LabelKind, PrunedView, Style};
        use crate::search::{mcts::Playout, Algorithm, CutRule};
        /// A `<select>` as the library has it: its field, every value's name, the
        /// default's.
        fn menu<T: Copy>(
            field: &'static str,
            every: &[T],
            name: fn(T) -> &'static str,
            default: T,
        ) -> (&'static str, Vec<&'static str>, &'static str) {
            (
                field,
                every.iter().map(|&v| name(v)).collect(),
                name(default),
            )
        }
        let figure = crate::render::RenderOptions::default();
        let (cut, playout) = (
            crate::search::Options::default().cut,
            crate::search::mcts::MctsOptions::default().playout,
        );
        let want = [
            menu(
                "algorithm",
                &Algorithm::EVERY,
                Algorithm::name,
                Algorithm::default(),
            ),
            menu("prune-on", &CutRule::EVERY, CutRule::name, cut),
            menu("playout", &Playout::EVERY, Playout::name, playout),
            menu("label", &LabelKind::EVERY, LabelKind::name, figure.label),
            menu(
                "values",
                &Perspective::EVERY,
                Perspective::name,
                figure.view(),
            ),
            menu("style", &Style::EVERY, Style::name, figure.style),
            menu(
                "pruned",
                &PrunedView::EVERY,
                PrunedView::name,
                figure.pruned,
            ),
            menu(
                "direction",
                &Direction::EVERY,
                Direction::name,
                figure.direction,
            ),
            menu(
                "edge-labels",
                &EdgeLabels::EVERY,
                EdgeLabels::name,
                figure.edge_labels,
            ),
        ];
        let (menus, sent) = form("gt-search-form");
        assert_eq!(menus.len(), want.len(), "{menus:?}");
        for ((name, values, chosen), (want_name, every, default)) in menus.iter().zip(&want) {
            assert_eq!(name, want_name);
            let shown = |v: &str| {
                if v.is_empty() {
                    default.to_string()
                } else {
                    v.to_string()
                }
            };
            let mut offered: Vec<String> = values.iter().map(|v| shown(v)).collect();
            let mut every: Vec<String> = every.iter().map(|v| v.to_string()).collect();
            offered.sort();
            every.sort();
            assert_eq!(offered, every, "{name}");
            assert_eq!(shown(chosen), *default, "{name}");
        }
        // The page's split (templates/playground.js): the search's options to the
        // search, the others (and `boards`) to the drawing.
        let searched: Vec<&str> = crate::request::search_options();
        let (mut search, mut draw) = (serde_json::Map::new(), serde_json::Map::new());
        for (k, v) in sent {
            if searched.contains(&k.as_str()) {
                search.insert(k, v);
            } else {
                draw.insert(k, v);
            }
        }
        assert!(search.contains_key("algorithm") && draw.contains_key("label"));
        let aima = include_str!("../examples/aima-fig-5-2.pos");
        let svg = |search: &str, draw: &str| {
            let rec = crate::request::search(aima, search).unwrap().recording;
            crate::request::render(&rec, draw).unwrap().output
        };
        let (search, draw) = (
            serde_json::Value::Object(search),
            serde_json::Value::Object(draw),
        );
        assert_eq!(svg(&search.to_string(), &draw.to_string()), svg("", ""));
    }

    /// Issue 52 item 5: the exercise form's lists are the library's (every
    /// algorithm but expectiminimax, which its chance box asks for), and the form as
    /// the page shows it makes the exercise a request with only the seed makes.
    #[test]
    fn the_exercise_form_starts_at_the_librarys_defaults() {
        let (menus, mut sent) = form("gt-exercise-form");
        let lists: Vec<(&str, Vec<&str>)> = menus
            .iter()
            .map(|(n, v, _)| (n.as_str(), v.iter().map(|s| s.as_str()).collect()))
            .collect();
        assert_eq!(
            lists,
            [
                ("root", vec!["max", "min"]),
                ("algorithm", vec!["alphabeta", "minimax", "mcts"]),
                ("convention", vec!["fail-hard", "fail-soft"]),
                ("prune-on", vec!["", "gt"]),
            ]
        );
        assert!(
            sent.contains_key("depth") && sent.contains_key("algorithm"),
            "{sent:?}"
        );
        sent.insert("seed".into(), 7.into());
        let made = |o: &str| {
            let m = crate::request::exercise(o).unwrap();
            (m.position, m.answer)
        };
        assert_eq!(
            made(&serde_json::Value::Object(sent).to_string()),
            made(r#"{"seed": 7}"#)
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
