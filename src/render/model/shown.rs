//! What a node shows as text: its value, window and bound in the view the options ask
//! for ([`shown`]), the label of the figure formats ([`label_text`]), names and moves
//! cut to what a figure draws ([`shown_label`]), the figure's title ([`title`]) and a
//! replay's ([`neutral_title`], with [`result`] at its last step).

use super::options::{LabelKind, RenderOptions};
use crate::game::Score;
use crate::message;
use crate::params::Message;
use crate::record::{Bound, Node, NodeKind, Recording};
use crate::render::escape;
use crate::search::Algorithm;

/// The label of an inner node on an exercise sheet ([`LabelKind::Blank`]): three empty
/// slots of no-break spaces, `α | value | β`.
pub const BLANK_LABEL: &str =
    "\u{a0}\u{a0}\u{a0}\u{a0}\u{a0} | \u{a0}\u{a0}\u{a0}\u{a0}\u{a0} | \u{a0}\u{a0}\u{a0}\u{a0}\u{a0}";

/// The label of an inner node on an exercise sheet of a tree with chance nodes: one
/// empty slot for the value (expectiminimax has no windows).
pub const BLANK_VALUE_LABEL: &str = "\u{a0}\u{a0}\u{a0}\u{a0}\u{a0}\u{a0}\u{a0}";

/// Refuses a label that shows windows when the recording has none: minimax (and any
/// recording without an α–β window anywhere) would otherwise show plain values under a
/// `--label window` the user asked for.
///
/// # Errors
/// The message to show, naming the algorithm and what to use instead.
pub fn check_label(rec: &Recording, label: LabelKind) -> Result<(), Message> {
    let wants = match label {
        LabelKind::Window => "window",
        LabelKind::Triple => "triple",
        _ => return Ok(()),
    };
    if rec.is_empty() || rec.graph.node_weights().any(|n| n.window().is_some()) {
        return Ok(());
    }
    Err(message!(
        [Label = wants],
        (format!(
            " shows α–β windows, but this {} recording has none (only the alpha-beta algorithms search with windows); use ",
            rec.meta.algorithm
        )),
        [Label = "value"]
    ))
}

/// The most characters of a move or a node's name a figure draws: a longer one (a
/// hostile or careless file's) is cut to its first [`MAX_LABEL_CHARS`]` − 1`
/// characters and `…`, its whole text kept for the figure's hover text (SVG `<title>`)
/// and the report's panel.
pub const MAX_LABEL_CHARS: usize = 24;

/// The most characters of a move or a name kept for hover text and panels
/// ([`crate::record::MAX_NAME_CHARS`]).
pub const MAX_FULL_LABEL_CHARS: usize = crate::record::MAX_NAME_CHARS;

/// A move or a node's name as a figure draws it: control, bidi formatting and invisible
/// characters (a zero-width space, a byte-order mark) shown as U+FFFD, so that a name
/// cannot hide or reorder what it says, and at most [`MAX_LABEL_CHARS`] characters
/// (`…` for the rest).
pub fn shown_label(s: &str) -> std::borrow::Cow<'_, str> {
    label_cut(s, MAX_LABEL_CHARS)
}

/// [`shown_label`] for hover text: at most [`MAX_FULL_LABEL_CHARS`] characters.
pub fn full_label(s: &str) -> std::borrow::Cow<'_, str> {
    label_cut(s, MAX_FULL_LABEL_CHARS)
}

fn label_cut(s: &str, max: usize) -> std::borrow::Cow<'_, str> {
    let hidden = |c: char| {
        escape::terminal::unsafe_char(c) || matches!(c, '\u{200b}' | '\u{2060}' | '\u{feff}')
    };
    let long = s.chars().nth(max).is_some();
    if !long && !s.chars().any(hidden) {
        return std::borrow::Cow::Borrowed(s);
    }
    let take = if long { max - 1 } else { max };
    let mut out: String = s
        .chars()
        .take(take)
        .map(|c| if hidden(c) { '\u{fffd}' } else { c })
        .collect();
    if long {
        out.push('…');
    }
    std::borrow::Cow::Owned(out)
}

/// Formats a score for people: `∞` and `-∞` for the infinities.
pub fn score_text(v: Score) -> String {
    crate::record::scaled_text(v, 1)
}

/// A node's value, window and bound as the options want them shown.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Shown {
    /// The value in the shown view, `None` for pruned nodes.
    pub value: Option<Score>,
    /// The window on entry in the shown view, `None` where the algorithm has none.
    pub window: Option<(Score, Score)>,
    /// What the shown value proves.
    pub bound: Option<Bound>,
}

/// Converts a node's recorded value, window and bound into the view `opts` asks for.
/// Going from the side-to-move view to MAX's view negates at MIN nodes: the value
/// changes sign, the window `[α, β]` becomes `[−β, −α]` and a lower bound becomes an
/// upper bound.
pub fn shown(rec: &Recording, node: &Node, opts: &RenderOptions) -> Shown {
    let from = rec.meta.perspective;
    let to = opts.view();
    let flip = from != to && node.player() == crate::game::Player::Min;
    let neg = |v: Score| if flip { -v } else { v };
    Shown {
        value: node.value().map(neg),
        window: node
            .window()
            .map(|(a, b)| if flip { (-b, -a) } else { (a, b) }),
        bound: node.bound().map(|b| if flip { b.negated() } else { b }),
    }
}

/// What an alpha-beta node returns when its value is only a bound, as the reasons say
/// it — `gametree check`'s explanations and the step captions alike: fail-hard returns
/// the bound of its window it failed (`fail-hard returns α = 3` for an upper bound,
/// `β = …` for a lower one), fail-soft the best value found (`fail-soft returns the
/// best value found, 2`). The numbers are texts, written as the caller writes them.
pub fn returned_rule(soft: bool, bound: Bound, alpha: &str, beta: &str, best: &str) -> String {
    match (soft, bound) {
        (true, _) => crate::tr!("steps-fail-soft", best = best),
        (false, Bound::Upper) => crate::tr!("steps-fail-hard-alpha", alpha = alpha),
        (false, _) => crate::tr!("steps-fail-hard-beta", beta = beta),
    }
}

/// A value as a figure shows it: `≥3` for a lower bound, `≤3` for an upper one, `3`
/// for an exact value; divided by the recording's scale ([`Recording::value_text`]).
pub fn bounded_text(rec: &Recording, v: Score, bound: Option<Bound>) -> String {
    let v = rec.value_text(v);
    match bound {
        Some(Bound::Lower) => format!("≥{v}"),
        Some(Bound::Upper) => format!("≤{v}"),
        _ => v,
    }
}

/// Whether `--label book` draws `rec` as Kühr's Fig. 18 does, every node's
/// `α | value | β`: a search by his alpha-beta (`alphabeta`, fail-hard, Alg. 3.2) with
/// windows. He draws every other search with values.
pub fn book_triples(rec: &Recording) -> bool {
    rec.meta.algorithm == crate::search::Algorithm::AlphaBeta.name()
        && rec.graph.node_weights().any(|n| n.window().is_some())
}

/// Whether `--label book` leaves the root of `rec` without a number: a search with win
/// scores (Kühr's `MAX` and `MNOHO`), whose root procedures (Algs. 2.3 and 3.3) return
/// only the move, drawn as the red edge (Figs. 9, 11 and 18 print no number there).
pub fn book_bare_root(rec: &Recording) -> bool {
    rec.meta.win_score.is_some()
}

/// What labels of `kind` show of `rec`: [`LabelKind::Book`] as the label it draws
/// like (`triple` for Kühr's alpha-beta, [`book_triples`], else `value`), every other
/// kind itself.
pub fn label_content(rec: &Recording, kind: LabelKind) -> LabelKind {
    match kind {
        LabelKind::Book if book_triples(rec) => LabelKind::Triple,
        LabelKind::Book => LabelKind::Value,
        k => k,
    }
}

/// A node's label as Kühr's figures print it ([`LabelKind::Book`]), in the view `opts`
/// asks for: the value the node's search returned, bare, with `≥`/`≤` only at a node
/// cut off (Figs. 15–16: `≥9`, `≤3`; a node whose window failed without a cut-off, all
/// its children searched, is bare: Fig. 16's 3); for his alpha-beta `α | value | β`
/// with the value bare (Fig. 18). Empty at the root of a search with win scores
/// ([`book_bare_root`]) and at pruned nodes.
pub fn book_label(rec: &Recording, node: &Node, opts: &RenderOptions) -> String {
    if node.kind() == NodeKind::Pruned || (node.ply() == 0 && book_bare_root(rec)) {
        return String::new();
    }
    let s = shown(rec, node, opts);
    let t = |v: Score| rec.value_text(v);
    let Some(v) = s.value else {
        return String::new();
    };
    match (book_triples(rec), s.window) {
        (true, Some((a, b))) => format!("{} | {} | {}", t(a), t(v), t(b)),
        _ if node.cutoff() => bounded_text(rec, v, s.bound),
        _ => t(v),
    }
}

/// The label text of a node for the figure formats (empty for pruned nodes): as
/// `opts.label` asks, a bound always with its `≥`/`≤` ([`bounded_text`]) but in Kühr's
/// way ([`book_label`]).
pub fn label_text(rec: &Recording, node: &Node, opts: &RenderOptions) -> String {
    if opts.label == LabelKind::Book {
        return book_label(rec, node, opts);
    }
    if opts.label == LabelKind::Blank {
        // A leaf's value is given; everything else is the student's to work out.
        return match node.kind() {
            NodeKind::Leaf | NodeKind::Terminal => shown(rec, node, opts)
                .value
                .map(|v| rec.value_text(v))
                .unwrap_or_default(),
            // Expectiminimax has no windows: a slot for the value only.
            _ if !rec.probabilities.is_empty() => BLANK_VALUE_LABEL.to_string(),
            _ => BLANK_LABEL.to_string(),
        };
    }
    if node.kind() == NodeKind::Pruned {
        return String::new();
    }
    let s = shown(rec, node, opts);
    let t = |v: Score| rec.value_text(v);
    let value = s
        .value
        .map(|v| bounded_text(rec, v, s.bound))
        .unwrap_or_default();
    match (opts.label, s.window) {
        // Book labels are `book_label`'s (above).
        (LabelKind::Value | LabelKind::Book, _) | (LabelKind::Window | LabelKind::Triple, None) => {
            value
        }
        (LabelKind::Window, Some((a, b))) => crate::lang::window(t(a), t(b)),
        (LabelKind::Triple, Some((a, b))) => {
            format!("{} | {} | {}", t(a), value, t(b))
        }
        (LabelKind::Blank, _) => BLANK_LABEL.to_string(),
    }
}

/// A one-line description of the search for titles and captions; the best move as
/// hover text tells it ([`full_label`]: at most 1,000 characters, control, bidi,
/// invisible and line-breaking characters as U+FFFD).
pub fn title(rec: &Recording) -> String {
    let m = &rec.meta;
    let (game, algorithm, result) = (game_name(&m.game), m.algorithm.clone(), result(rec));
    match m.depth {
        Some(d) => crate::tr!(
            "figure-title-depth",
            game = game,
            algorithm = algorithm,
            depth = d.to_string(),
            result = result
        ),
        None => crate::tr!(
            "figure-title",
            game = game,
            algorithm = algorithm,
            result = result
        ),
    }
}

/// The name of game `game` (the recording's `game`) in the [current](crate::lang::current)
/// language: the message `figure-game-NAME` (`tree`, `tictactoe`, … in English), which
/// every game of the registry has ([`crate::lang::GAME_NAME_PREFIX`]); any other
/// game's (Python's) as it is.
pub fn game_name(game: &str) -> String {
    let id = format!("{}{game}", crate::lang::GAME_NAME_PREFIX);
    if crate::lang::has(crate::lang::Lang::En, &id) {
        crate::lang::message(&id, &[])
    } else {
        game.to_string()
    }
}

/// The title a replay shows until its last step (Beamer's frame, the HTML report):
/// the algorithm in words and the depth (`Alpha-beta, depth 2`), nothing of the
/// result, which [`result`] adds at the last step.
pub fn neutral_title(rec: &Recording) -> String {
    let m = &rec.meta;
    let search = Algorithm::from_name(&m.algorithm)
        .map_or_else(|| full_label(&m.algorithm).into_owned(), search_title);
    match m.depth {
        Some(d) => crate::tr!(
            "figure-neutral-title-depth",
            search = search,
            depth = d.to_string()
        ),
        None => search,
    }
}

/// The search `a` in words in the [current](crate::lang::current) language, for
/// titles (`Alpha-beta search` in English).
pub fn search_title(a: Algorithm) -> String {
    match a {
        Algorithm::Minimax => crate::tr!("figure-search-minimax"),
        Algorithm::Negamax => crate::tr!("figure-search-negamax"),
        Algorithm::AlphaBeta => crate::tr!("figure-search-alphabeta"),
        Algorithm::AlphaBetaSoft => crate::tr!("figure-search-alphabeta-soft"),
        Algorithm::Pvs => crate::tr!("figure-search-pvs"),
        Algorithm::AlphaBetaTt => crate::tr!("figure-search-alphabeta-tt"),
        Algorithm::Mtdf => crate::tr!("figure-search-mtdf"),
        Algorithm::Test => crate::tr!("figure-search-test"),
        Algorithm::Expectiminimax => crate::tr!("figure-search-expectiminimax"),
        Algorithm::Star1 => crate::tr!("figure-search-star1"),
        Algorithm::Star2 => crate::tr!("figure-search-star2"),
        Algorithm::Mcts => crate::tr!("figure-search-mcts"),
    }
}

/// What the search found: `value 3, best move B` (the root's value from MAX's view,
/// the best move as [`title`] tells it).
pub fn result(rec: &Recording) -> String {
    let m = &rec.meta;
    if m.mcts.is_some() {
        // An estimate, not a minimax value: the move played and its Q (issue 55).
        return match mcts_played(rec) {
            Some((kid, n, q)) => crate::tr!(
                "figure-result-mcts",
                best = full_label(rec.move_name(kid).or(m.best_move.as_deref()).unwrap_or(""))
                    .into_owned(),
                n = n,
                q = crate::lang::decimal(q, 2)
            ),
            None => crate::tr!("figure-result-mcts-none"),
        };
    }
    let value = rec.value_text(m.value);
    match &m.best_move {
        Some(b) => crate::tr!(
            "figure-result-best",
            value = value,
            best = full_label(b).into_owned()
        ),
        None => crate::tr!("figure-result", value = value),
    }
}

/// The move a Monte Carlo tree search plays — the root child
/// [`crate::search::mcts::choose`] picks, most visits — with its visits `N` and mean
/// reward `Q = W/N` (MAX's view, in the leaves' units); `None` for a recording of
/// another algorithm, an empty one or one without a move.
pub fn mcts_played(rec: &Recording) -> Option<(crate::record::NodeId, u64, f64)> {
    let m = &rec.meta;
    m.mcts.as_ref()?;
    if rec.is_empty() || m.best_move.is_none() {
        return None;
    }
    let root = crate::record::NodeId::new(0);
    let kids = rec.children(root);
    let stats: Vec<(u64, i64)> = kids
        .iter()
        .map(|&k| rec.statistics(k).unwrap_or((0, 0)))
        .collect();
    let i = crate::search::mcts::choose(&stats, rec.node(root).player())?;
    let (n, w) = stats[i];
    Some((kids[i], n, mean(rec, n.max(1), w)))
}

/// A Monte Carlo tree search's total reward `w` (units of 1/scale, MAX's view) as a
/// figure writes it: divided by the recording's scale ([`Recording::value_text`]).
pub fn total_text(rec: &Recording, w: i64) -> String {
    match Score::try_from(w) {
        Ok(w) if w.abs() < crate::game::INF => rec.value_text(w),
        _ => crate::lang::decimal(w as f64 / f64::from(rec.meta.scale.max(1)), 2),
    }
}

/// The mean reward `Q = W/N` of a node visited `n` times with total reward `w` (units
/// of 1/scale, MAX's view), in the leaves' units: 0 for a node never visited.
pub fn mean(rec: &Recording, n: u64, w: i64) -> f64 {
    if n == 0 {
        0.0
    } else {
        w as f64 / n as f64 / f64::from(rec.meta.scale.max(1))
    }
}

/// The label of node `id` of a Monte Carlo tree search (`--algorithm mcts`) in the
/// figures: `W/N`, its total reward from MAX's view over its visits, as AIMA 4th ed.
/// Fig. 5.10 writes wins over playouts (`7/12`: Q = W/N ≈ 0.58); `None` where the
/// recording has no statistics (every other algorithm). The figure's legend
/// ([`super::legend::mcts_legend`]) says what the numbers are.
pub fn statistics_label(rec: &Recording, id: crate::record::NodeId) -> Option<String> {
    rec.meta.mcts.as_ref()?;
    let (n, w) = rec.statistics(id)?;
    Some(format!("{}/{n}", total_text(rec, w)))
}
