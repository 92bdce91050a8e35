//! Options shared by several subcommands.

use crate::game::{Score, SCORE_LIMIT};
use crate::games::Setup;
use crate::record::Perspective;
use crate::render::{Format, LabelKind, RenderOptions};
use crate::search::{self, Limits, Order};
use crate::Error;
use clap::{Args, ValueEnum};
use std::io::IsTerminal;
use std::path::PathBuf;

/// The position's search settings shared by `search`, `compare`, `play` and `solve`.
#[derive(Args, Debug)]
pub struct GameArgs {
    /// Ply limit; positions at this depth are evaluated statically. Default: search to the
    /// end of the game (explicit trees are always searched to their leaves).
    #[arg(short, long, value_name = "N")]
    pub depth: Option<u32>,
    /// Stop with an error rather than visit more than N nodes.
    #[arg(long, value_name = "N", default_value_t = 2_000_000)]
    pub max_nodes: u64,
    /// Kühr's MAX: the score of a won game (default per game: tictactoe 99; kalah,
    /// czech, english 10000).
    #[arg(long, value_name = "N")]
    pub win_score: Option<Score>,
    /// Kühr's MNOHO: scores beyond it are wins/losses, shifted one per ply (default per
    /// game: tictactoe 90; kalah, czech, english 9000).
    #[arg(long, value_name = "N")]
    pub win_threshold: Option<Score>,
    /// Static evaluation by name (tree: leaf-value; tictactoe: open-lines; kalah:
    /// store-difference, material; czech: kuhr, material; english: features, material;
    /// the first is the default).
    #[arg(long, value_name = "NAME")]
    pub eval: Option<String>,
}

impl GameArgs {
    /// The library's game setup.
    pub fn setup(&self) -> Setup {
        Setup {
            eval: self.eval.clone(),
            depth: self.depth,
            win_score: self.win_score,
            win_threshold: self.win_threshold,
        }
    }

    /// The depth and node limits.
    pub fn limits(&self) -> Limits {
        Limits {
            depth: self.depth,
            max_nodes: self.max_nodes,
        }
    }
}

/// Move ordering and table size, shared by `search` and `compare`.
#[derive(Args, Debug)]
pub struct TuningArgs {
    /// Move ordering: natural (generation order), best or worst (oracle: children by
    /// their true value), or a comma-separated list of eval, tt, killer, history.
    #[arg(long, value_name = "ORDER", default_value = "natural")]
    pub order: String,
    /// Transposition-table entries (alphabeta-tt, mtdf, the tt ordering, --iterative);
    /// always-replace.
    #[arg(long, value_name = "N", default_value_t = search::tt::DEFAULT_TT_SIZE)]
    pub tt_size: usize,
    /// Quiescence search: at the depth limit keep following captures (draughts) and
    /// captures and extra turns (Kalah) until the position is quiet.
    #[arg(long)]
    pub quiescence: bool,
}

impl TuningArgs {
    /// The move ordering, checked.
    pub fn order(&self) -> Result<Order, Error> {
        check_tt_size(self.tt_size)?;
        Order::parse(&self.order).map_err(Error::Usage)
    }
}

/// A table size of at least one entry.
pub fn check_tt_size(n: usize) -> Result<(), Error> {
    if n == 0 {
        return Err(Error::Usage("--tt-size must be at least 1".into()));
    }
    Ok(())
}

/// When to colour the text format.
#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
pub enum ColorArg {
    /// Colour when writing to a terminal and NO_COLOR is not set.
    Auto,
    /// Always colour the text format.
    Always,
    /// Never colour.
    Never,
}

/// Options of every command that renders a recording.
#[derive(Args, Debug)]
pub struct OutputArgs {
    /// Output format.
    #[arg(short, long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
    /// Write the output to PATH instead of standard output.
    #[arg(short, long, value_name = "PATH")]
    pub output: Option<PathBuf>,
    /// What node labels show (dot, svg, tikz).
    #[arg(long, value_enum, default_value_t = LabelKind::Value)]
    pub label: LabelKind,
    /// Whose view values and windows are shown from. Default: the algorithm's own
    /// (minimax: max; negamax and alpha-beta: side-to-move).
    #[arg(long, value_enum)]
    pub values: Option<Perspective>,
    /// Colour in the text format (the principal variation highlighted).
    #[arg(long, value_enum, default_value_t = ColorArg::Auto)]
    pub color: ColorArg,
}

impl OutputArgs {
    /// Renders `recording` as these options ask.
    pub fn emit(&self, recording: &crate::record::Recording) -> Result<(), Error> {
        let to_terminal = self.output.is_none() && std::io::stdout().is_terminal();
        let opts = RenderOptions {
            label: self.label,
            values: self.values,
            color: match self.color {
                ColorArg::Always => true,
                ColorArg::Never => false,
                ColorArg::Auto => to_terminal && std::env::var_os("NO_COLOR").is_none(),
            },
        };
        crate::render::write_to(self.output.as_deref(), |out| {
            crate::render::render(self.format, recording, &opts, out)
        })
    }
}

/// Reads and loads a position file.
pub fn load_file(path: &std::path::Path) -> Result<crate::games::Loaded, Error> {
    let bytes = std::fs::read(path).map_err(|source| Error::Read {
        path: path.to_path_buf(),
        source,
    })?;
    crate::games::load(&bytes).map_err(|err| Error::Parse {
        path: path.to_path_buf(),
        err,
    })
}

/// A progress bar on standard error when it is a terminal, hidden otherwise.
pub fn progress_bar(len: u64, template: &str) -> indicatif::ProgressBar {
    let bar = if std::io::stderr().is_terminal() {
        indicatif::ProgressBar::new(len)
    } else {
        indicatif::ProgressBar::hidden()
    };
    bar.set_style(
        indicatif::ProgressStyle::with_template(template).expect("a valid progress template"),
    );
    bar
}

/// Parses `N` or `LO..HI` (both ≥ 1 checked later).
pub fn range_u32(s: &str) -> Result<(u32, u32), String> {
    let (lo, hi) = s.split_once("..").unwrap_or((s, s));
    let p = |t: &str| {
        t.trim()
            .parse::<u32>()
            .map_err(|_| format!("expected N or LO..HI, found `{s}`"))
    };
    Ok((p(lo)?, p(hi)?))
}

/// Parses `LO..HI` (or a single value) of leaf values.
pub fn range_score(s: &str) -> Result<(Score, Score), String> {
    let (lo, hi) = s.split_once("..").unwrap_or((s, s));
    let p = |t: &str| match t.trim().parse::<Score>() {
        Ok(v) if v.abs() <= SCORE_LIMIT => Ok(v),
        _ => Err(format!(
            "expected LO..HI with values between -{SCORE_LIMIT} and {SCORE_LIMIT}, found `{s}`"
        )),
    };
    Ok((p(lo)?, p(hi)?))
}
