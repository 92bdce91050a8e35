//! `gametree compare`: several algorithms and move orderings on one position, one row
//! each, with the [`NullRecorder`] when timed (so the times measure the search alone);
//! plain minimax as the baseline, searched once and only when asked for; and, on
//! uniform explicit trees, Knuth & Moore's minimal leaf count. Written as an aligned
//! table, JSON, CSV, Markdown, a LaTeX document or an HTML page with SVG charts.
//!
//! The runner is here; the table's columns, cells and notes and the text, CSV,
//! Markdown and LaTeX writers in `table.rs`; the SVG charts in `chart.rs`; the HTML
//! page in `page.rs`.

mod chart;
pub mod mcts;
mod page;
mod table;

use crate::error::Error;
use crate::game::{Evaluator, Position, Score, WinScore};
use crate::games::GameJob;
use crate::params::Message;
use crate::search::trace::{Enter, Leave, NullRecorder, Recorder};
use crate::search::{self, Algorithm, Limits, Options, Order, Stop};
use std::io::Write;
use web_time::Instant;

pub use chart::chart_svg;
pub use mcts::{MctsChoices, MctsReport, MctsSpec};

/// The output formats of `gametree compare`.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum Format {
    /// An aligned table, then the notes: the command line's default.
    #[default]
    Text,
    /// A JSON object with every field of every row (docs/compare.md), whatever
    /// `--columns` says.
    Json,
    /// Comma-separated values: the columns' names, then one line per row.
    Csv,
    /// A self-contained HTML page: the table, the notes and two inline SVG charts.
    Html,
    /// A GitHub Markdown table and the notes; with `-o FILE.md` the charts too, as the
    /// SVG image FILE-chart.svg beside it.
    Markdown,
    /// A LaTeX document (booktabs table and the notes) for pdflatex.
    Latex,
}

impl Format {
    /// Every choice, in the order the command line lists them.
    pub const EVERY: [Format; 6] = [
        Format::Text,
        Format::Json,
        Format::Csv,
        Format::Html,
        Format::Markdown,
        Format::Latex,
    ];

    /// Its name: `text`, `json`, `csv`, `html`, `markdown`, `latex`.
    pub fn name(self) -> &'static str {
        match self {
            Format::Text => "text",
            Format::Json => "json",
            Format::Csv => "csv",
            Format::Html => "html",
            Format::Markdown => "markdown",
            Format::Latex => "latex",
        }
    }
}

impl Format {
    /// Whether the format shows nodes per ply (the charts, JSON's `nodes_per_ply`).
    fn plies(self) -> bool {
        matches!(self, Format::Json | Format::Html | Format::Markdown)
    }
}

/// A column of the table (`--columns`); docs/compare.md explains each.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Column {
    /// The algorithm's name.
    Algorithm,
    /// The move ordering, with the row's mark: `(baseline)` or `(oracle)`.
    Order,
    /// The root value, MAX's view.
    Value,
    /// The best move at the root.
    Best,
    /// Nodes visited, the root included (MTD(f): every pass).
    Nodes,
    /// Nodes valued by the static evaluation.
    Leaves,
    /// Finished games reached.
    Terminals,
    /// Nodes whose move loop stopped early.
    Cutoffs,
    /// Transposition-table look-ups.
    TtProbes,
    /// Look-ups that found the position at the same remaining depth.
    TtHits,
    /// PVS scouts searched again.
    Researches,
    /// MTD(f) passes.
    Passes,
    /// Wall-clock time of one search with the null recorder, milliseconds.
    Time,
    /// Nodes visited per second of that search.
    NodesPerSecond,
    /// Nodes visited as a percentage of the baseline's (plain minimax).
    VsBaseline,
}

impl Column {
    /// Every column, in the order of `--columns all`.
    pub const ALL: [Column; 15] = [
        Column::Algorithm,
        Column::Order,
        Column::Value,
        Column::Best,
        Column::Nodes,
        Column::Leaves,
        Column::Cutoffs,
        Column::Terminals,
        Column::TtProbes,
        Column::TtHits,
        Column::Researches,
        Column::Passes,
        Column::Time,
        Column::NodesPerSecond,
        Column::VsBaseline,
    ];

    /// The default columns, the first seven of [`Column::ALL`] (algorithm, order,
    /// value, best, nodes, leaves, cutoffs); [`Column::VsBaseline`] follows them when
    /// the baseline runs.
    pub const DEFAULT: &'static [Column] = Column::ALL.split_at(7).0;

    /// The name `--columns` takes and the CSV header shows.
    pub fn name(self) -> &'static str {
        match self {
            Column::Algorithm => "algorithm",
            Column::Order => "order",
            Column::Value => "value",
            Column::Best => "best",
            Column::Nodes => "nodes",
            Column::Leaves => "leaves",
            Column::Terminals => "terminals",
            Column::Cutoffs => "cutoffs",
            Column::TtProbes => "tt-probes",
            Column::TtHits => "tt-hits",
            Column::Researches => "re-searches",
            Column::Passes => "passes",
            Column::Time => "time",
            Column::NodesPerSecond => "nodes-per-s",
            Column::VsBaseline => "vs-baseline",
        }
    }

    /// The heading of the text, Markdown, LaTeX and HTML tables, in the
    /// [`crate::lang::current`] language (the CSV header is [`Column::name`]).
    pub fn title(self) -> String {
        match self {
            Column::Algorithm => crate::tr!("summary-compare-column-algorithm"),
            Column::Order => crate::tr!("summary-compare-column-order"),
            Column::Value => crate::tr!("summary-compare-column-value"),
            Column::Best => crate::tr!("summary-compare-column-best"),
            Column::Nodes => crate::tr!("summary-compare-column-nodes"),
            Column::Leaves => crate::tr!("summary-compare-column-leaves"),
            Column::Terminals => crate::tr!("summary-compare-column-terminals"),
            Column::Cutoffs => crate::tr!("summary-compare-column-cutoffs"),
            Column::TtProbes => crate::tr!("summary-compare-column-tt-probes"),
            Column::TtHits => crate::tr!("summary-compare-column-tt-hits"),
            Column::Researches => crate::tr!("summary-compare-column-researches"),
            Column::Passes => crate::tr!("summary-compare-column-passes"),
            Column::Time => crate::tr!("summary-compare-column-time"),
            Column::NodesPerSecond => crate::tr!("summary-compare-column-nodes-per-second"),
            Column::VsBaseline => crate::tr!("summary-compare-column-vs-baseline"),
        }
    }

    /// Whether the column is a measured time or rate: left empty for oracle rows, and
    /// the only cells that differ between two runs.
    pub fn timing(self) -> bool {
        matches!(self, Column::Time | Column::NodesPerSecond)
    }

    /// Whether the column holds numbers (right-aligned).
    fn numeric(self) -> bool {
        !matches!(self, Column::Algorithm | Column::Order | Column::Best)
    }

    /// Parses `--columns`: comma-separated names, or `all`.
    ///
    /// # Errors
    /// A message naming an unknown or repeated column and listing the valid names, or
    /// saying that the list is empty.
    pub fn parse_list(list: &str) -> Result<Vec<Column>, Message> {
        if list.trim() == "all" {
            return Ok(Column::ALL.to_vec());
        }
        let mut columns = Vec::new();
        for name in list.split(',').map(str::trim) {
            let column = Column::ALL
                .into_iter()
                .find(|c| c.name() == name)
                .ok_or_else(|| {
                    crate::tr_message!(
                        "errors-cmd-compare-unknown-column",
                        [Columns],
                        name = name,
                        names = Column::ALL.map(Column::name).join(", ")
                    )
                })?;
            if columns.contains(&column) {
                return Err(crate::tr_message!(
                    "errors-cmd-compare-column-twice",
                    [Columns],
                    name = name
                ));
            }
            columns.push(column);
        }
        Ok(columns)
    }
}

/// The baseline of the `vs-baseline` column (`--baseline`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Baseline {
    /// No baseline: no extra search, no `vs-baseline` column.
    None,
    /// Plain minimax in the natural order, searched once and shown as one row.
    Minimax,
}

impl Baseline {
    /// Every choice, in the order the command line lists them.
    pub const EVERY: [Baseline; 2] = [Baseline::None, Baseline::Minimax];

    /// Its name: `none`, `minimax`.
    pub fn name(self) -> &'static str {
        match self {
            Baseline::None => "none",
            Baseline::Minimax => "minimax",
        }
    }
}

/// What a row is.
#[derive(Copy, Clone, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Role {
    /// An algorithm with an ordering the search itself can compute.
    Compared,
    /// Plain minimax in the natural order, the denominator of `vs-baseline`.
    Baseline,
    /// An oracle ordering (`best`, `worst`): children sorted by their true values,
    /// which extra searches find that are neither counted nor timed.
    Oracle,
}

impl Role {
    /// The mark the tables put after the ordering (`baseline`, `oracle`).
    pub fn mark(self) -> Option<&'static str> {
        match self {
            Role::Compared => None,
            Role::Baseline => Some("baseline"),
            Role::Oracle => Some("oracle"),
        }
    }
}

/// The mark of `role` as the tables for people write it (`baseline`, `oracle`), in
/// the [`crate::lang::current`] language; [`Role::mark`] is the CSV's.
pub(crate) fn mark_text(role: Role) -> Option<String> {
    match role {
        Role::Compared => None,
        Role::Baseline => Some(crate::tr!("summary-compare-mark-baseline")),
        Role::Oracle => Some(crate::tr!("summary-compare-mark-oracle")),
    }
}

/// One search to run: a row of the table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Planned {
    /// The algorithm.
    pub algorithm: Algorithm,
    /// The move ordering.
    pub order: Order,
    /// What the row is.
    pub role: Role,
}

impl Planned {
    /// `alphabeta / best (oracle)`: the progress bar's message, its mark in the
    /// [`crate::lang::current`] language.
    pub fn describe(&self) -> String {
        let order = self.order.to_string().replace(',', "+");
        match mark_text(self.role) {
            Some(mark) => format!("{} / {order} ({mark})", self.algorithm.name()),
            None => format!("{} / {order}", self.algorithm.name()),
        }
    }
}

/// Whether the algorithm's node count depends on the move ordering: an algorithm that
/// prunes nothing (minimax, negamax, expectiminimax) visits every node whatever the
/// order.
fn ordered(algorithm: Algorithm) -> bool {
    algorithm.caps().prunes
}

/// What to compare.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Spec {
    /// The position file's name, as the report shows it.
    pub file: String,
    /// The algorithms, in row order ([`Algorithm::Test`] is refused).
    pub algorithms: Vec<Algorithm>,
    /// The move orderings; every algorithm whose node count depends on the ordering
    /// runs with each, minimax and negamax once, in the natural order.
    pub orders: Vec<Order>,
    /// Depth and node limits of every row.
    pub limits: Limits,
    /// Transposition-table entries (alphabeta-tt, mtdf, the tt ordering).
    pub tt_size: usize,
    /// Quiescence search at the depth limit for every row (the baseline too).
    pub quiescence: bool,
    /// Iterative deepening for the rows of the algorithms that have it (the alpha-beta
    /// family and MTD(f); [`Algorithm::supports_iterative`]); the others run once.
    pub iterative: bool,
    /// MTD(f)'s first guess (root's side-to-move view), 0 when not given.
    pub guess: Option<Score>,
    /// The table's columns, in order.
    pub columns: Vec<Column>,
    /// Whether plain minimax in the natural order is the baseline: one row, marked,
    /// searched once (the minimax row of `algorithms` if there is one, else a row of
    /// its own first).
    pub baseline: bool,
    /// Whether the rows other than oracles are timed, by a search of their own with
    /// the null recorder.
    pub time: bool,
    /// Whether nodes are counted per ply (charts, JSON), by a search with a counting
    /// recorder.
    pub plies: bool,
    /// Star1's and Star2's bounds on the leaves (`--leaf-bounds`).
    pub leaf_bounds: Option<(Score, Score)>,
    /// Monte Carlo tree search beside minimax, when `mcts` is one of the algorithms
    /// (it is then not in `algorithms`: it has no row of the table, but a table of
    /// its own).
    pub mcts: Option<MctsSpec>,
}

impl Spec {
    /// Parses the comma-separated `algorithms` and `orders` (criteria of one ordering
    /// joined by `+`) of the command line.
    ///
    /// # Errors
    /// A message for an unknown or repeated algorithm or ordering, or `test`.
    pub fn parse_lists(
        algorithms: &str,
        orders: &str,
    ) -> Result<(Vec<Algorithm>, Vec<Order>), Message> {
        let mut algs = Vec::new();
        for name in algorithms.split(',').map(str::trim) {
            let alg = Algorithm::from_name(name).ok_or_else(|| {
                crate::tr_message!(
                    "errors-cmd-compare-unknown-algorithm",
                    [],
                    name = name,
                    names = Algorithm::ALL.map(|a| a.name()).join(", ")
                )
            })?;
            if !alg.caps().minimax_value && alg != Algorithm::Mcts {
                return Err(crate::tr_message!(
                    "errors-cmd-compare-not-comparable",
                    [],
                    name = name
                ));
            }
            if algs.contains(&alg) {
                return Err(crate::tr_message!(
                    "errors-cmd-compare-algorithm-twice",
                    [Algorithms],
                    name = name
                ));
            }
            algs.push(alg);
        }
        let mut parsed = Vec::new();
        for o in orders.split(',') {
            let order = Order::parse(&o.replace('+', ",")).map_err(Message::text)?;
            if parsed.contains(&order) {
                return Err(crate::tr_message!(
                    "errors-cmd-compare-ordering-twice",
                    [Orders],
                    name = o.trim()
                ));
            }
            parsed.push(order);
        }
        Ok((algs, parsed))
    }

    /// The rows to search, in order: the baseline first when it is not one of the
    /// algorithms; then each algorithm with each ordering (minimax and negamax once,
    /// in the natural order).
    pub fn rows(&self) -> Vec<Planned> {
        let mut rows = Vec::new();
        if self.baseline && !self.algorithms.contains(&Algorithm::Minimax) {
            rows.push(Planned {
                algorithm: Algorithm::Minimax,
                order: Order::Natural,
                role: Role::Baseline,
            });
        }
        for &algorithm in &self.algorithms {
            if !ordered(algorithm) {
                let baseline = self.baseline && algorithm == Algorithm::Minimax;
                rows.push(Planned {
                    algorithm,
                    order: Order::Natural,
                    role: if baseline {
                        Role::Baseline
                    } else {
                        Role::Compared
                    },
                });
                continue;
            }
            for order in &self.orders {
                let oracle = matches!(order, Order::Best | Order::Worst);
                rows.push(Planned {
                    algorithm,
                    order: order.clone(),
                    role: if oracle { Role::Oracle } else { Role::Compared },
                });
            }
        }
        rows
    }
}

/// The user's choice of rows and columns (algorithms, orderings, table size,
/// quiescence, iterative deepening, MTD(f)'s guess, columns, baseline, Star1's leaf
/// bounds); [`Choices::spec`] checks them and makes the [`Spec`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Choices {
    /// Comma-separated algorithms: minimax, negamax, alphabeta, alphabeta-soft, pvs,
    /// alphabeta-tt, mtdf, expectiminimax, star1, star2. Minimax, negamax and
    /// expectiminimax get one row each, in the natural order (they prune nothing: they
    /// visit every node whatever the ordering). `mcts` adds the Monte Carlo table
    /// ([`Choices::mcts`]).
    pub algorithms: String,
    /// Comma-separated move orderings; criteria combined with `+` (natural, best,
    /// worst, eval, tt, killer, history, e.g. `natural,best,tt+killer+history`). `best`
    /// and `worst` are oracles: their rows are marked and not timed.
    pub orders: String,
    /// Transposition-table entries (alphabeta-tt, mtdf, the tt ordering).
    pub tt_size: usize,
    /// Quiescence search at the depth limit for every row (the minimax baseline too).
    pub quiescence: bool,
    /// Iterative deepening (needs a depth limit) for the rows of the algorithms that
    /// can ([`crate::search::Capabilities::iterative`]): each searches depths 1, 2, …
    /// and counts the nodes of every iteration. MTD(f) takes each iteration's value as
    /// the next one's first guess (Plaat et al. 1996).
    pub iterative: bool,
    /// MTD(f)'s first guess (root's side-to-move view; `None`: 0), for the mtdf rows.
    pub guess: Option<Score>,
    /// Comma-separated table columns, or `all` ([`Column::parse_list`]); `None`: the
    /// default columns, and vs-baseline when the baseline runs.
    pub columns: Option<String>,
    /// The baseline of the vs-baseline column. `None`: minimax when a column needs it
    /// (the columns name vs-baseline, or none are given and minimax is one of the
    /// algorithms); otherwise none.
    pub baseline: Option<Baseline>,
    /// Known bounds `(L, U)` on every leaf value, MAX's view, for star1 and star2
    /// (required with them).
    pub leaf_bounds: Option<(Score, Score)>,
    /// Monte Carlo tree search's iteration counts, seeds and settings, for `mcts`
    /// among the algorithms ([`mcts`]).
    pub mcts: MctsChoices,
}

/// The algorithms compared when none are named: `gametree compare`'s default rows.
pub const DEFAULT_ALGORITHMS: &str = "minimax,alphabeta,pvs,alphabeta-tt,mtdf";

/// The move orderings compared when none are named.
pub const DEFAULT_ORDERS: &str = "natural";

impl Default for Choices {
    /// `gametree compare`'s: [`DEFAULT_ALGORITHMS`] in [`DEFAULT_ORDERS`], every other
    /// choice left out ([`Choices::new`]).
    fn default() -> Self {
        Choices::new(DEFAULT_ALGORITHMS, DEFAULT_ORDERS)
    }
}

impl Choices {
    /// The choices of `algorithms` and `orders` and every other left out: the default
    /// table size, no quiescence, the default columns and baseline.
    pub fn new(algorithms: &str, orders: &str) -> Choices {
        Choices {
            algorithms: algorithms.into(),
            orders: orders.into(),
            tt_size: search::tt::DEFAULT_TT_SIZE,
            quiescence: false,
            iterative: false,
            guess: None,
            columns: None,
            baseline: None,
            leaf_bounds: None,
            mcts: MctsChoices::default(),
        }
    }

    /// The [`Spec`] of these choices for the position file `file` with `limits`, written
    /// in `format` (which decides what is measured: JSON has every column and nodes
    /// per ply, HTML and Markdown draw nodes per ply).
    ///
    /// # Errors
    /// [`Spec::parse_lists`]'s and [`Column::parse_list`]'s messages, a table of no
    /// entries, and no baseline with the vs-baseline column.
    pub fn spec(&self, file: String, limits: Limits, format: Format) -> Result<Spec, Message> {
        let (mut algorithms, orders) = Spec::parse_lists(&self.algorithms, &self.orders)?;
        let mcts = if algorithms.contains(&Algorithm::Mcts) {
            algorithms.retain(|&a| a != Algorithm::Mcts);
            Some(self.mcts.spec(limits.depth)?)
        } else if let Some(p) = self.mcts.first() {
            return Err(crate::params::Message::spliced(
                &crate::lang::message(
                    "errors-applies-only-to",
                    &[
                        ("o0", crate::lang::Arg::from(crate::params::slot(0))),
                        ("o1", crate::lang::Arg::from(crate::params::slot(1))),
                    ],
                ),
                &[
                    crate::params::Part::Param(p),
                    crate::params::Part::Setting(crate::params::Param::Algorithms, "mcts".into()),
                ],
            ));
        } else {
            None
        };
        self.check_options(&algorithms, &limits)?;
        let columns = match &self.columns {
            Some(list) => Column::parse_list(list)?,
            None => {
                let wanted = match self.baseline {
                    Some(b) => b == Baseline::Minimax,
                    None => algorithms.contains(&Algorithm::Minimax),
                };
                let mut columns = Column::DEFAULT.to_vec();
                if wanted {
                    columns.push(Column::VsBaseline);
                }
                columns
            }
        };
        let needed = columns.contains(&Column::VsBaseline);
        let baseline = match self.baseline {
            Some(Baseline::None) if needed => {
                return Err(crate::tr_message!(
                    "errors-cmd-compare-baseline-off",
                    [Baseline = "none", Columns, Baseline = "minimax"]
                ))
            }
            Some(b) => b == Baseline::Minimax,
            None => needed,
        };
        Ok(Spec {
            file,
            algorithms,
            orders,
            limits,
            tt_size: self.tt_size,
            quiescence: self.quiescence,
            iterative: self.iterative,
            guess: self.guess,
            time: format == Format::Json || columns.iter().any(|c| c.timing()),
            plies: format.plies(),
            columns,
            baseline,
            leaf_bounds: self.leaf_bounds,
            mcts,
        })
    }

    /// Checks the options that only some algorithms take against `algorithms`: the
    /// table size, Star1/Star2's leaf bounds, `--iterative` (with a depth, and an
    /// algorithm that deepens), MTD(f)'s first guess.
    ///
    /// # Errors
    /// A message naming the option and what it needs.
    fn check_options(&self, algorithms: &[Algorithm], limits: &Limits) -> Result<(), Message> {
        search::check_tt_size(self.tt_size)?;
        let stars = algorithms.iter().any(|a| a.caps().leaf_bounds);
        if stars && self.leaf_bounds.is_none() {
            return Err(crate::tr_message!(
                "errors-cmd-compare-stars",
                [LeafBounds = "L..U"]
            ));
        }
        if !stars && self.leaf_bounds.is_some() {
            return Err(crate::tr_message!(
                "errors-cmd-compare-leaf-bounds",
                [LeafBounds]
            ));
        }
        if self.iterative && limits.depth.is_none() {
            return Err(crate::tr_message!(
                "errors-cmd-compare-iterative",
                [Iterative, Depth = "N"]
            ));
        }
        if self.iterative && !algorithms.iter().any(|a| a.caps().iterative) {
            let can: Vec<&str> = Algorithm::EVERY
                .iter()
                .filter(|a| a.caps().iterative)
                .map(|a| a.name())
                .collect();
            return Err(crate::tr_message!(
                "errors-cmd-compare-iterative-none",
                [Iterative, Algorithms],
                can = can.join(", ")
            ));
        }
        if self.guess.is_some() && !algorithms.iter().any(|a| a.caps().guess) {
            return Err(crate::tr_message!(
                "errors-cmd-compare-guess",
                [Guess, Algorithms]
            ));
        }
        Ok(())
    }
}

/// Reports progress: called before each row with its description.
pub type Progress<'a> = &'a mut dyn FnMut(&str);

/// Runs a [`Spec`] on a loaded game ([`crate::games::Loaded::run`]) and returns the
/// [`Report`], calling the progress callback before each row ([`Spec::rows`]).
pub struct Run<'a> {
    /// What to compare.
    pub spec: &'a Spec,
    /// Called before each search.
    pub progress: Progress<'a>,
}

/// One row of the comparison: an algorithm with one ordering.
#[derive(Clone, Debug, serde::Serialize)]
pub struct Row {
    /// The algorithm's name.
    pub algorithm: String,
    /// The move ordering, criteria joined by `+`.
    pub order: String,
    /// Whether the row is the baseline, an oracle or neither.
    pub role: Role,
    /// Root value, MAX's view.
    pub value: Score,
    /// The best move at the root, in notation.
    pub best_move: Option<String>,
    /// Nodes visited.
    pub nodes: u64,
    /// Nodes valued statically.
    pub leaves: u64,
    /// Finished games reached.
    pub terminals: u64,
    /// Nodes whose move loop stopped early.
    pub cutoffs: u64,
    /// Transposition-table probes.
    pub tt_probes: u64,
    /// Probes that found an entry.
    pub tt_hits: u64,
    /// PVS re-searches.
    pub researches: u64,
    /// MTD(f) passes.
    pub passes: usize,
    /// Iterative-deepening iterations (compare does not deepen: 0).
    pub iterations: usize,
    /// Wall-clock time of the search with the null recorder, milliseconds; `None` for
    /// oracles and when no column shows it.
    pub time_ms: Option<f64>,
    /// Nodes visited per second of the timed search; `None` as `time_ms`, and for a
    /// search too quick for the clock.
    pub nodes_per_second: Option<f64>,
    /// Nodes visited as a percentage of the baseline's; `None` without a baseline.
    pub percent_of_minimax: Option<f64>,
    /// Nodes visited at each ply (ply 0 = the root; MTD(f) counts every pass); empty
    /// when not counted ([`Spec::plies`]).
    pub nodes_per_ply: Vec<u64>,
}

/// The comparison: the rows and what is known about the tree.
#[derive(Clone, Debug, serde::Serialize)]
pub struct Report {
    /// The position file.
    pub file: String,
    /// The game's name.
    pub game: &'static str,
    /// The depth limit.
    pub depth: Option<u32>,
    /// Knuth & Moore's minimal leaf count b^⌈d/2⌉ + b^⌊d/2⌋ − 1, for uniform trees.
    pub minimal_leaves: Option<u64>,
    /// Branching factor and depth, for uniform trees.
    pub uniform: Option<(u64, u32)>,
    /// Whether every row found the same root value.
    pub agree: bool,
    /// One row per search, in [`Spec::rows`]'s order.
    pub rows: Vec<Row>,
    /// The node limit at which the baseline stopped, when it was searched only for the
    /// vs-baseline column and could not finish: its row is then missing and the
    /// column empty.
    pub baseline_stopped: Option<u64>,
    /// The values' scale: the rows' values are in units of `1 / scale` (1 but for trees
    /// with chance nodes; docs/json.md). Not written when 1.
    #[serde(skip_serializing_if = "is_one")]
    pub scale: Score,
    /// Whether the rows of the algorithms that have it searched by iterative deepening
    /// (`--iterative`). Not written when false.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub iterative: bool,
    /// MTD(f)'s first guess (`--guess`), if given. Not written otherwise.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub guess: Option<Score>,
    /// The table's columns.
    #[serde(skip)]
    pub columns: Vec<Column>,
    /// The algorithms given with orderings other than the natural one that ignore
    /// them (minimax, negamax): the notes say why they have one row.
    #[serde(skip)]
    pub unordered: Vec<&'static str>,
    /// Monte Carlo tree search beside minimax (`mcts` in the algorithms): how often
    /// its move is minimax-optimal as the iterations grow. Not written otherwise.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub mcts: Option<MctsReport>,
}

/// Counts nodes per ply; nothing else.
#[derive(Default)]
struct PlyCounter(Vec<u64>);

impl<P: Position> Recorder<P> for PlyCounter {
    fn enter(&mut self, _: Option<(&P, P::Move)>, _: &P, e: Enter) {
        let p = e.ply as usize;
        if self.0.len() <= p {
            self.0.resize(p + 1, 0);
        }
        self.0[p] += 1;
    }
    fn cutoff(&mut self, _: &P, _: &[P::Move]) {}
    fn leave(&mut self, _: Leave) {}
}

/// The most nodes the baseline may visit when it runs only for the vs-baseline column.
pub(crate) const BASELINE_NODES: u64 = 50_000_000;

/// Searches one planned row: timed with the null recorder when `spec.time` (not for
/// oracles), counted per ply when `spec.plies`, and otherwise once with the null
/// recorder.
fn search_row<P: Position, E: Evaluator<P>>(
    spec: &Spec,
    plan: &Planned,
    (root, eval, win): (&P, &E, WinScore),
    limits: Limits,
) -> Result<Row, Stop> {
    let alg = plan.algorithm;
    let options = Options {
        order: plan.order.clone(),
        tt_size: spec.tt_size,
        quiescence: spec.quiescence,
        iterative: spec.iterative && alg.supports_iterative(),
        guess: spec.guess.unwrap_or(0),
        leaf_bounds: spec.leaf_bounds.filter(|_| alg.needs_leaf_bounds()),
        ..Options::default()
    };
    let mut plies = PlyCounter::default();
    let (r, secs) = if spec.time && plan.role != Role::Oracle {
        let start = Instant::now();
        let r = search::search_with(alg, root, eval, win, limits, &options, &mut NullRecorder)?;
        let secs = start.elapsed().as_secs_f64();
        if spec.plies {
            search::search_with(alg, root, eval, win, limits, &options, &mut plies)?;
        }
        (r, Some(secs))
    } else if spec.plies {
        let r = search::search_with(alg, root, eval, win, limits, &options, &mut plies)?;
        (r, None)
    } else {
        let r = search::search_with(alg, root, eval, win, limits, &options, &mut NullRecorder)?;
        (r, None)
    };
    let s = r.stats;
    Ok(Row {
        algorithm: alg.name().to_string(),
        order: plan.order.to_string().replace(',', "+"),
        role: plan.role,
        value: r.value,
        best_move: r.best_move.map(|m| root.move_text(m)),
        nodes: s.visited,
        leaves: s.leaves,
        terminals: s.terminals,
        cutoffs: s.cutoffs,
        tt_probes: s.tt_probes,
        tt_hits: s.tt_hits,
        researches: s.researches,
        passes: r.passes.len(),
        iterations: r.iterations.len(),
        time_ms: secs.map(|s| s * 1e3),
        nodes_per_second: secs.filter(|&t| t > 0.0).map(|t| s.visited as f64 / t),
        percent_of_minimax: None,
        nodes_per_ply: plies.0,
    })
}

impl GameJob for Run<'_> {
    type Output = Report;

    fn run<P: Position, E: Evaluator<P>>(
        self,
        root: &P,
        eval: &E,
        win: WinScore,
    ) -> Result<Report, Error> {
        let spec = self.spec;
        let progress = self.progress;
        let limits = spec.limits;
        // A baseline searched only for the vs-baseline column stops early on big trees,
        // so that a large --max-nodes meant for the compared rows does not cost minutes
        // of plain minimax; a minimax row that was asked for must finish.
        let extra = spec.baseline && !spec.algorithms.contains(&Algorithm::Minimax);
        let base_limits = Limits {
            max_nodes: limits.max_nodes.min(BASELINE_NODES),
            ..limits
        };
        // Only expectiminimax, star1 and star2 search chance nodes (the minimax
        // baseline cannot either).
        if root.has_chance() {
            for plan in spec.rows() {
                search::check_chance(plan.algorithm, true).map_err(|e| {
                    Error::with_kind(
                        crate::ErrorKind::Unsupported,
                        e.then(crate::tr_message!(
                            "errors-cmd-compare-chance-baseline",
                            [Algorithms, Baseline = "none"]
                        )),
                    )
                })?;
            }
        }
        let mut rows = Vec::new();
        let mut baseline_stopped = None;
        for plan in spec.rows() {
            progress(&plan.describe());
            let only_for_column = extra && plan.role == Role::Baseline;
            let limits = if only_for_column { base_limits } else { limits };
            match search_row(spec, &plan, (root, eval, win), limits) {
                Ok(row) => rows.push(row),
                Err(Stop::NodeLimit { .. }) if only_for_column => {
                    baseline_stopped = Some(limits.max_nodes);
                }
                Err(e) => return Err(e.into()),
            }
        }
        if let Some(base) = rows.iter().find(|r| r.role == Role::Baseline) {
            let base = base.nodes.max(1) as f64;
            for r in &mut rows {
                r.percent_of_minimax = Some(100.0 * r.nodes as f64 / base);
            }
        }
        let agree = rows.windows(2).all(|w| w[0].value == w[1].value);
        // Explicit trees are finite and small ([`Position::RECORD_PRUNED_SUBTREES`]):
        // only they are walked to see whether they are uniform.
        let uniform = if P::RECORD_PRUNED_SUBTREES {
            uniform_tree(root)
        } else {
            None
        };
        let reordered = spec.orders.iter().any(|o| *o != Order::Natural);
        let mcts = match &spec.mcts {
            Some(m) => Some(mcts::run(m, (root, eval, win), limits, progress)?),
            None => None,
        };
        Ok(Report {
            file: spec.file.clone(),
            game: root.game_name(),
            depth: limits.depth,
            minimal_leaves: uniform.map(|(b, d)| knuth_moore(b, d)),
            uniform,
            agree,
            rows,
            baseline_stopped,
            scale: eval.scale(),
            iterative: spec.iterative,
            guess: spec.guess,
            columns: spec.columns.clone(),
            unordered: spec
                .algorithms
                .iter()
                .filter(|&&a| reordered && !ordered(a))
                .map(|a| a.name())
                .collect(),
            mcts,
        })
    }
}

/// Whether a scale is 1 (not written then).
fn is_one(s: &Score) -> bool {
    *s == 1
}

/// Writes `report` in `format`. `chart` is the name of the SVG file (written by the
/// caller with [`chart_svg`], beside the output) that Markdown links as its charts;
/// without it Markdown says in a comment that the charts were left out. The other
/// formats ignore it (HTML draws its charts inline).
///
/// # Errors
/// The writer's.
pub fn write(
    report: &Report,
    format: Format,
    chart: Option<&str>,
    out: &mut dyn Write,
) -> std::io::Result<()> {
    match format {
        Format::Text => table::text(report, out),
        Format::Csv => table::csv(report, out),
        Format::Json => {
            serde_json::to_writer_pretty(&mut *out, report).map_err(std::io::Error::other)?;
            writeln!(out)
        }
        Format::Html => page::html(report, out),
        Format::Markdown => table::markdown(report, chart, out),
        Format::Latex => table::latex(report, out),
    }
}

/// The lines `gametree compare` prints to standard error when the algorithms disagree
/// on the root value (`None` when they agree).
pub fn disagreement(report: &Report) -> Option<String> {
    if report.agree {
        return None;
    }
    let mut s = crate::tr!("summary-compare-disagreement");
    for r in &report.rows {
        s.push_str(&format!(
            "\n  {:<14} {:<20} {}",
            r.algorithm,
            r.order,
            crate::tr!(
                "summary-compare-disagreement-value",
                value = r.value.to_string()
            )
        ));
    }
    Some(s)
}

/// Knuth & Moore (1975): alpha-beta with perfect ordering on a uniform tree of
/// branching `b` and depth `d` evaluates b^⌈d/2⌉ + b^⌊d/2⌋ − 1 leaves.
pub fn knuth_moore(b: u64, d: u32) -> u64 {
    b.saturating_pow(d.div_ceil(2)) + b.saturating_pow(d / 2) - 1
}

/// `(b, d)` if every interior node has `b` children and every leaf is `d` plies deep.
fn uniform_tree<P: Position>(root: &P) -> Option<(u64, u32)> {
    fn walk<P: Position>(p: &P, ply: u32, shape: &mut (Option<u64>, Option<u32>)) -> bool {
        let mut moves = Vec::new();
        p.legal_moves(&mut moves);
        if moves.is_empty() {
            return *shape.1.get_or_insert(ply) == ply;
        }
        if *shape.0.get_or_insert(moves.len() as u64) != moves.len() as u64 {
            return false;
        }
        moves.into_iter().all(|m| walk(&p.play(m), ply + 1, shape))
    }
    let mut shape = (None, None);
    if walk(root, 0, &mut shape) {
        Some((shape.0?, shape.1?))
    } else {
        None
    }
}

/// A percentage for reading: one decimal (`84.6%`), or two significant digits below 1 %
/// (`0.30%`, `0.024%`), so that the best orderings on big trees do not all read `0.0%`;
/// in the languages with a decimal comma `84,6 %` (a no-break space before `%`).
fn percent(p: f64) -> String {
    let decimals = if p > 0.0 && p < 1.0 {
        (1 - p.log10().floor() as i32).clamp(1, 6) as usize
    } else {
        1
    };
    if crate::lang::current().decimal_comma() {
        format!("{}\u{a0}%", crate::lang::decimal(p, decimals))
    } else {
        format!("{p:.decimals$}%")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(algorithm: &str, order: &str, value: Score, best_move: Option<&str>) -> Row {
        Row {
            algorithm: algorithm.into(),
            order: order.into(),
            role: Role::Compared,
            value,
            best_move: best_move.map(Into::into),
            nodes: 11,
            leaves: 7,
            terminals: 0,
            cutoffs: 1,
            tt_probes: 0,
            tt_hits: 0,
            researches: 0,
            passes: 0,
            iterations: 0,
            time_ms: Some(0.25),
            nodes_per_second: Some(44000.0),
            percent_of_minimax: Some(84.6154),
            nodes_per_ply: vec![1, 3, 7],
        }
    }

    fn report(file: &str, agree: bool, rows: Vec<Row>) -> Report {
        Report {
            file: file.into(),
            game: "tree",
            depth: None,
            minimal_leaves: Some(5),
            uniform: Some((3, 2)),
            agree,
            rows,
            baseline_stopped: None,
            scale: 1,
            iterative: false,
            guess: None,
            columns: Column::ALL.to_vec(),
            unordered: Vec::new(),
            mcts: None,
        }
    }

    fn written(report: &Report, format: Format) -> String {
        let mut out = Vec::new();
        write(report, format, None, &mut out).unwrap();
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn csv_guards_text_fields_against_formulas_but_not_numbers() {
        let mut oracle = row("@alg", "best", -3, None);
        oracle.role = Role::Oracle;
        oracle.time_ms = None;
        oracle.nodes_per_second = None;
        let csv = written(
            &report(
                "=file.pos",
                true,
                vec![
                    row("=cmd", "+tt", -3, Some("-b1")),
                    oracle,
                    row("alphabeta", "a,b", 3, Some("B")),
                ],
            ),
            Format::Csv,
        );
        let lines: Vec<&str> = csv.lines().collect();
        assert_eq!(
            lines[0],
            "algorithm,order,value,best,nodes,leaves,cutoffs,terminals,tt-probes,tt-hits,\
             re-searches,passes,time,nodes-per-s,vs-baseline"
        );
        assert_eq!(
            lines[1],
            "'=cmd,'+tt,-3,'-b1,11,7,1,0,0,0,0,0,0.250,44000,84.62"
        );
        // The oracle's mark is in its ordering; its time and rate are empty.
        assert_eq!(lines[2], "'@alg,best (oracle),-3,,11,7,1,0,0,0,0,0,,,84.62");
        assert_eq!(
            lines[3],
            "alphabeta,\"a,b\",3,B,11,7,1,0,0,0,0,0,0.250,44000,84.62"
        );
        assert_eq!(lines.len(), 4);
    }

    #[test]
    fn html_escapes_names_and_says_when_the_rows_disagree() {
        let rep = report(
            "<a&'b>.pos",
            false,
            vec![
                row("alphabeta", "natural", 3, Some("<B>")),
                row("pvs", "natural", 2, None),
            ],
        );
        let html = written(&rep, Format::Html);
        assert!(html.contains("<title>gametree compare: &lt;a&amp;&#39;b&gt;.pos</title>"));
        assert!(html.contains("<p>&lt;a&amp;&#39;b&gt;.pos — tree, depth to the end</p>"));
        assert!(html.contains("<p class=\"bad\">THE ALGORITHMS DISAGREE"));
        assert!(html.contains("<td>&lt;B&gt;</td>"));
        assert!(html.contains("Knuth–Moore minimal tree 5 leaves"));
        assert!(html.ends_with("</table></body></html>\n"));
    }

    #[test]
    fn markdown_and_latex_escape_names_and_mark_oracles() {
        let mut oracle = row("alphabeta", "best", 3, Some("a|b*"));
        oracle.role = Role::Oracle;
        oracle.time_ms = None;
        oracle.nodes_per_second = None;
        let mut rep = report("x_|y$.pos", true, vec![oracle]);
        rep.columns = vec![Column::Order, Column::Best, Column::Time];
        let md = written(&rep, Format::Markdown);
        assert!(
            md.starts_with("gametree compare: x\\_\\|y\\$.pos — tree"),
            "{md}"
        );
        assert!(
            md.contains("| order | best | time ms |\n|:--|:--|--:|\n"),
            "{md}"
        );
        assert!(md.contains("| best (oracle) | a\\|b\\* | — |"), "{md}");
        assert!(md.contains("\n(oracle) best and worst"), "{md}");
        assert!(
            md.contains("<!-- The charts are written only with -o"),
            "{md}"
        );
        let tex = written(&rep, Format::Latex);
        assert!(tex.contains("x\\_\\textbar{}y\\$.pos"), "{tex}");
        assert!(
            tex.contains("best (oracle) & a\\textbar{}b* & --- \\\\"),
            "{tex}"
        );
        assert!(tex.contains("\\toprule") && tex.contains("\\bottomrule"));
    }

    #[test]
    fn columns_parse_and_name_the_valid_ones() {
        assert_eq!(
            Column::parse_list("nodes, vs-baseline").unwrap(),
            [Column::Nodes, Column::VsBaseline]
        );
        assert_eq!(Column::parse_list("all").unwrap(), Column::ALL);
        assert_eq!(Column::DEFAULT.last(), Some(&Column::Cutoffs));
        let e = Column::parse_list("nodes,speed").unwrap_err().to_string();
        assert!(e.contains("`speed`") && e.contains("tt-probes") && e.contains("vs-baseline"));
        assert!(Column::parse_list("nodes,nodes")
            .unwrap_err()
            .to_string()
            .contains("twice"));
        assert!(Column::parse_list("").is_err());
        for c in Column::ALL {
            assert_eq!(Column::parse_list(c.name()).unwrap(), [c]);
        }
    }

    fn flags(algorithms: &str, orders: &str) -> Choices {
        Choices {
            tt_size: 1 << 10,
            ..Choices::new(algorithms, orders)
        }
    }

    #[test]
    fn the_baseline_runs_only_when_a_column_needs_it_and_once() {
        let spec = |f: &Choices| f.spec("f".into(), Limits::default(), Format::Text);
        // minimax among the algorithms: its row is the baseline, once for all orders.
        let s = spec(&flags("minimax,alphabeta", "natural,best")).unwrap();
        assert!(s.baseline && s.columns.contains(&Column::VsBaseline));
        let rows = s.rows();
        assert_eq!(rows.len(), 3);
        assert_eq!(rows[0].role, Role::Baseline);
        assert_eq!(rows[2].role, Role::Oracle);
        // Without minimax nothing needs it…
        let s = spec(&flags("alphabeta", "natural")).unwrap();
        assert!(!s.baseline && !s.columns.contains(&Column::VsBaseline));
        assert_eq!(s.rows().len(), 1);
        assert!(!s.time);
        // …unless a column or --baseline asks: then it is a row of its own, first.
        let mut f = flags("alphabeta", "natural");
        f.columns = Some("order,vs-baseline".into());
        let s = spec(&f).unwrap();
        assert!(s.baseline);
        assert_eq!(s.rows()[0].role, Role::Baseline);
        f.baseline = Some(Baseline::None);
        assert!(spec(&f)
            .unwrap_err()
            .to_string()
            .contains("`baseline = none`"));
        let mut f = flags("alphabeta,negamax", "natural,worst");
        f.baseline = Some(Baseline::Minimax);
        let s = spec(&f).unwrap();
        assert!(s.columns.contains(&Column::VsBaseline));
        // baseline, alphabeta × 2, negamax once.
        assert_eq!(s.rows().len(), 4);
        let f = flags("alphabeta,alphabeta", "natural");
        assert!(spec(&f).unwrap_err().to_string().contains("twice"));
        let mut f = flags("alphabeta", "natural");
        f.columns = Some("nodes,time".into());
        assert!(spec(&f).unwrap().time);
    }

    #[test]
    fn knuth_moore_counts() {
        assert_eq!(super::knuth_moore(3, 2), 5);
        assert_eq!(super::knuth_moore(2, 3), 5);
        assert_eq!(super::knuth_moore(3, 1), 3);
    }
}
