//! `gametree play`: a game in the terminal between a person and the engine, or the
//! engine against itself (the Kalah project of a Russian book of programming projects,
//! ch. 14; a tic-tac-toe solver that plays its strategy, Common Lisp 2001). Works the same when standard input is not a terminal (moves piped in, one a
//! line), so games can be scripted and tested.
//!
//! At the prompt: a move in the game's notation, `?` (the legal moves), `hint`,
//! `undo`, `tree [FILE]` (the engine's last search tree; html unless the extension
//! names another format), `save FILE` (the game record), `help`, `quit`.
//!
//! Input is untrusted: a line is at most [`MAX_LINE`] bytes (a longer one is read to its
//! end without being kept), a line too long or not UTF-8, an illegal move and a file
//! that cannot be written are reported and the person prompted again, and what is shown
//! back (the echo, moves, file names) has its control and bidi characters replaced.

use crate::game::file::quote;
use crate::game::Evaluator;
use crate::game::{Outcome, Position, Score, Side, WinScore};
use crate::record::{Meta, NullRecorder, Recording, TreeRecorder};
use crate::render::escape::terminal;
use crate::render::{self, Format, RenderOptions};
use crate::search::{self, Algorithm, Limits, Stop};
use rand::rngs::ChaCha8Rng;
use rand::{RngExt, SeedableRng};
use std::borrow::Cow;
use std::io::{self, BufRead, Write};
use std::path::{Path, PathBuf};
use web_time::Instant;

/// Which sides the engine plays, counted from the position the game starts in.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum Engine {
    /// The engine has the first move (the side to move at the start).
    First,
    /// The engine answers (the other side): the default.
    #[default]
    Second,
    /// Engine against engine.
    Both,
    /// Two people.
    None,
}

impl Engine {
    /// Every choice, in the order the command line lists them.
    pub const EVERY: [Engine; 4] = [Engine::First, Engine::Second, Engine::Both, Engine::None];

    /// Its name: `first`, `second`, `both`, `none`.
    pub fn name(self) -> &'static str {
        match self {
            Engine::First => "first",
            Engine::Second => "second",
            Engine::Both => "both",
            Engine::None => "none",
        }
    }
}

/// How to play.
#[derive(Clone, Debug, PartialEq)]
pub struct Options {
    /// The engine's algorithm.
    pub algorithm: Algorithm,
    /// The engine's search limits (depth in plies, node limit).
    pub limits: Limits,
    /// Win scoring for the engine's searches.
    pub win: WinScore,
    /// Who the engine is.
    pub engine: Engine,
    /// `Some(seed)`: choose randomly, reproducibly, among equally valued best moves.
    pub random_ties: Option<u64>,
    /// The seed of the chance nodes' outcomes (trees with chance nodes), drawn by
    /// their probabilities (`--seed`).
    pub seed: u64,
    /// The game is declared drawn after this many plies (engine games could go on).
    pub max_plies: u32,
    /// Draw boards with Unicode box-drawing characters.
    pub unicode: bool,
    /// Repeat each input line after its prompt (when input is piped, so the transcript
    /// reads like a session at the terminal).
    pub echo: bool,
    /// The position file the game started from, which `save` and `tree` refuse to
    /// overwrite (also through a symbolic or hard link).
    pub position_file: Option<PathBuf>,
}

/// The plies after which a game is declared drawn when no limit is given
/// (`--max-plies`).
pub const DEFAULT_MAX_PLIES: u32 = 300;

impl Default for Options {
    /// [`Algorithm::default`] with the default [`Limits`], the engine answering
    /// ([`Engine::default`]), no random ties, seed 0, [`DEFAULT_MAX_PLIES`], ASCII
    /// boards, no echo, no position file.
    fn default() -> Self {
        Options {
            algorithm: Algorithm::default(),
            limits: Limits::default(),
            win: WinScore::NONE,
            engine: Engine::default(),
            random_ties: None,
            seed: 0,
            max_plies: DEFAULT_MAX_PLIES,
            unicode: false,
            echo: false,
            position_file: None,
        }
    }
}

/// `gametree play` on standard input and output, as a job on a loaded game
/// ([`crate::games::Loaded::run`]): `options` with the game's win scoring, and with no
/// depth limit given, to the end of the game where the game bounds its length
/// ([`Position::max_plies`]), otherwise 6 plies.
pub struct Terminal {
    /// How to play; `win` is replaced by the game's.
    pub options: Options,
}

impl crate::games::GameJob for Terminal {
    type Output = GameEnd;

    fn run<P: Position, E: Evaluator<P>>(
        self,
        root: &P,
        eval: &E,
        win: WinScore,
    ) -> Result<GameEnd, crate::Error> {
        let mut opts = self.options;
        opts.win = win;
        if opts.limits.depth.is_none() && root.max_plies().is_none() {
            opts.limits.depth = Some(6);
            // Plain scoring was checked without a depth limit: this one cuts the game.
            win.fits_evaluation(eval.bound(), true)
                .map_err(|m| crate::Error::with_kind(crate::ErrorKind::BadOption, m))?;
        }
        let stdin = io::stdin();
        let stdout = io::stdout();
        let mut out = stdout.lock();
        play(root.clone(), eval, &opts, &mut stdin.lock(), &mut out)
    }
}

/// Why a game stopped short, before it is told as a [`crate::Error`]: the `?` of a
/// write to the transcript makes an [`Ended::Output`].
enum Ended {
    /// Writing the transcript (standard output) failed.
    Output(io::Error),
    /// Reading the person's input (standard input) failed.
    Input(io::Error),
    /// The engine's search hit a limit, so it has no move.
    Search(Stop),
}

impl From<io::Error> for Ended {
    fn from(e: io::Error) -> Self {
        Ended::Output(e)
    }
}

impl From<Ended> for crate::Error {
    fn from(e: Ended) -> Self {
        match e {
            Ended::Output(source) => crate::Error::Write {
                path: "-".into(),
                source,
            },
            Ended::Input(source) => crate::Error::Read {
                path: "standard input".into(),
                source,
            },
            Ended::Search(stop) => crate::Error::Search(stop),
        }
    }
}

/// The longest input line `play` takes, in bytes before the line feed. A longer line
/// is read to its end without being kept, reported and ignored, so that memory does not
/// grow with the input.
pub const MAX_LINE: usize = 4096;

/// Reads one line of `input` into `line` (cleared first), without its line feed: at
/// most [`MAX_LINE`]` + 1` bytes of it are kept (one more than a line may have, to tell
/// a line too long), the rest read and dropped. Returns `false` at the end of input.
fn read_line(input: &mut dyn BufRead, line: &mut Vec<u8>) -> io::Result<bool> {
    line.clear();
    let mut read_any = false;
    loop {
        let buf = match input.fill_buf() {
            Ok(buf) => buf,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        if buf.is_empty() {
            return Ok(read_any);
        }
        read_any = true;
        let (end, used) = match buf.iter().position(|&b| b == b'\n') {
            Some(i) => (i, i + 1),
            None => (buf.len(), buf.len()),
        };
        let room = (MAX_LINE + 1).saturating_sub(line.len());
        line.extend_from_slice(&buf[..end.min(room)]);
        input.consume(used);
        if used > end {
            return Ok(true);
        }
    }
}

/// A line read by [`read_line`] as text, and why it cannot be taken if it cannot: not
/// UTF-8 (invalid bytes shown as U+FFFD), or too long (its first [`MAX_LINE`] bytes at
/// most, cut between characters, shown).
fn line_text(line: &[u8]) -> (Cow<'_, str>, Option<String>) {
    if line.len() > MAX_LINE {
        // Back to the start of a character, if the cut falls in one.
        let cut = (MAX_LINE.saturating_sub(3)..=MAX_LINE)
            .rev()
            .find(|&i| line[i] & 0xc0 != 0x80)
            .unwrap_or(MAX_LINE);
        let shown = String::from_utf8_lossy(&line[..cut]) + "…";
        (
            shown,
            Some(format!("line too long (over {MAX_LINE} bytes)")),
        )
    } else {
        match std::str::from_utf8(line) {
            Ok(text) => (Cow::Borrowed(text), None),
            Err(_) => (
                String::from_utf8_lossy(line),
                Some("expected UTF-8 text".to_string()),
            ),
        }
    }
}

/// Writes `path` whole or not at all with `write` ([`crate::render::write_file`]),
/// unless it is `keep` (the position file); an error is the file's.
fn write_file(
    path: &str,
    keep: Option<&Path>,
    write: impl FnOnce(&mut dyn Write) -> io::Result<()>,
) -> io::Result<()> {
    if keep.is_some_and(|keep| same_file::is_same_file(path, keep).unwrap_or(false)) {
        return Err(io::Error::other(
            "it is the position file being played; give another name",
        ));
    }
    crate::render::write_file(Path::new(path), write).map_err(|e| match e {
        crate::Error::Write { source, .. } => source,
        other => io::Error::other(other.to_string()),
    })
}

/// How a game ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameEnd {
    /// The result in words (`x wins`, `draw`, …).
    pub result: String,
    /// The moves played, in notation.
    pub moves: Vec<String>,
    /// The game record (PDN for draughts, a numbered move list otherwise).
    pub record: String,
}

/// The engine's choice in `pos`: the search's best move, or with `random_ties` one of
/// the moves whose exact value equals the best (each root move searched on its own).
fn engine_move<P: Position, E: Evaluator<P>>(
    pos: &P,
    eval: &E,
    opts: &Options,
    rng: &mut Option<ChaCha8Rng>,
) -> Result<(P::Move, Score, u64, f64, Recording), Stop> {
    let start = Instant::now();
    let mut rec = TreeRecorder::new(pos).with_boards();
    let r = search::search(opts.algorithm, pos, eval, opts.win, opts.limits, &mut rec)?;
    let mut visited = r.stats.visited;
    // Every algorithm `play` takes chooses a move where there is one ([`play`] refuses
    // the null-window test, which only answers a question); were none chosen, the
    // first legal move is played rather than the game stopped.
    let mut legal = Vec::new();
    pos.legal_moves(&mut legal);
    let Some(mut mv) = r.best_move.or(legal.first().copied()) else {
        return Err(Stop::PlyLimit(0));
    };
    if let Some(rng) = rng {
        let mut moves = Vec::new();
        pos.legal_moves(&mut moves);
        let child_limits = Limits {
            depth: opts.limits.depth.map(|d| d.saturating_sub(1)),
            ..opts.limits
        };
        let mut scored = Vec::new();
        for &m in &moves {
            let child = pos.play(m);
            let cr = search::search(
                Algorithm::AlphaBeta,
                &child,
                eval,
                opts.win,
                child_limits,
                &mut NullRecorder,
            )?;
            visited += cr.stats.visited;
            // The child's value is from its root's MAX (its side to move); turn it to the
            // mover's view and one ply nearer, as the root would.
            let v = if child.side_to_move() == pos.side_to_move() {
                cr.value
            } else {
                -cr.value
            };
            scored.push((m, opts.win.nearer(v)));
        }
        let best = scored.iter().map(|&(_, v)| v).max().unwrap_or(0);
        let ties: Vec<P::Move> = scored
            .iter()
            .filter(|&&(_, v)| v == best)
            .map(|&(m, _)| m)
            .collect();
        mv = ties[rng.random_range(0..ties.len())];
    }
    let value = if pos.side_to_move() == pos.max_side() {
        r.value
    } else {
        -r.value
    };
    let meta = Meta::of_search(
        pos,
        opts.algorithm,
        eval.name(),
        opts.limits.depth,
        opts.win,
        &r,
    );
    let ms = start.elapsed().as_secs_f64() * 1e3;
    Ok((mv, value, visited, ms, rec.finish(meta)))
}

/// Plays a game from `start`, reading the person's input from `input` and writing the
/// board, prompts and engine moves to `out`. Returns how the game ended.
///
/// # Errors
/// [`crate::Error::Usage`] for a depth or node limit of 0 (the engine could not choose a
/// move); [`crate::Error::Search`] when the engine's search hits a limit, after the
/// game is told over (`stopped`) with its record; [`crate::Error::Write`] naming `-`
/// when writing `out` fails; [`crate::Error::Read`] naming standard input when reading
/// `input` does. Everything the person types gets a message on `out` and a new prompt:
/// an illegal or malformed move, a line that is not UTF-8 or longer than [`MAX_LINE`],
/// a file asked for (`tree`, `save`) that cannot be written.
pub fn play<P: Position, E: Evaluator<P>>(
    start: P,
    eval: &E,
    opts: &Options,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> Result<GameEnd, crate::Error> {
    if opts.limits.depth == Some(0) {
        return Err(crate::Error::with_kind(
            crate::ErrorKind::BadOption,
            crate::tr_message!("errors-cmd-play-depth-zero", [Depth = 0]),
        ));
    }
    if opts.limits.max_nodes == 0 {
        return Err(crate::Error::with_kind(
            crate::ErrorKind::BadOption,
            crate::tr_message!("errors-cmd-play-nodes-zero", [MaxNodes = 0]),
        ));
    }
    if opts.algorithm.caps().sampling {
        return Err(crate::Error::with_kind(
            crate::ErrorKind::Unsupported,
            crate::tr_message!("errors-cmd-play-mcts", [Algorithm = opts.algorithm.name()]),
        ));
    }
    if !opts.algorithm.caps().minimax_value {
        return Err(crate::Error::with_kind(
            crate::ErrorKind::Unsupported,
            crate::tr_message!(
                "errors-cmd-play-cannot-play",
                [Algorithm = opts.algorithm.name()]
            ),
        ));
    }
    search::check_chance(opts.algorithm, start.has_chance())
        .map_err(|m| crate::Error::with_kind(crate::ErrorKind::Unsupported, m))?;
    game(start, eval, opts, input, out).map_err(crate::Error::from)
}

/// The outcome of the chance node `pos` drawn at random by its probabilities, with the
/// game's random numbers (`rng`, from `--seed`): the move and its probability as
/// written.
fn chance_outcome<P: Position>(
    pos: &P,
    legal: &[P::Move],
    rng: &mut ChaCha8Rng,
) -> (P::Move, String) {
    let written = |m: P::Move| {
        pos.probability(m)
            .map_or("1".to_string(), |p| p.to_string())
    };
    let point: f64 = rng.random();
    let mut acc = 0.0;
    for &m in legal {
        acc += pos
            .probability(m)
            .map_or(1.0, |p| p.num as f64 / p.den as f64);
        if point < acc {
            return (m, written(m));
        }
    }
    // The probabilities sum to exactly 1: only rounding leaves the point beyond them.
    let last = legal[legal.len() - 1];
    (last, written(last))
}

/// [`play`], with its errors not yet told.
fn game<P: Position, E: Evaluator<P>>(
    start: P,
    eval: &E,
    opts: &Options,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> Result<GameEnd, Ended> {
    let mut game = Game::new(start, eval, opts);
    let mut shown = usize::MAX;
    let mut bytes = Vec::new(); // the input line
    let mut line_number = 0u64;
    let mut stopped = None; // why the engine could not move
    let result = loop {
        let pos = game
            .history
            .last()
            .expect("the history starts with the start position")
            .clone();
        if shown != game.history.len() {
            show(&pos, opts, out)?;
            shown = game.history.len();
        }
        let mut legal = Vec::new();
        pos.legal_moves(&mut legal);
        if let Some(result) = game.over(&pos, &legal) {
            break result;
        }
        if pos.is_chance() {
            game.chance(&pos, &legal, out)?;
            continue;
        }
        if game.engine_plays(pos.side_to_move()) {
            if let Err(e) = game.engine(&pos, out)? {
                stopped = Some(e);
                break told("stopped", crate::tr!("summary-play-stopped"));
            }
            continue;
        }
        write!(
            out,
            "{}> ",
            crate::tr!(
                "summary-play-prompt",
                side = side_text(game.start.side_name(pos.side_to_move()))
            )
        )?;
        out.flush()?;
        if !read_line(input, &mut bytes).map_err(Ended::Input)? {
            writeln!(out)?;
            break told(
                "unfinished (input ended)",
                crate::tr!("summary-play-unfinished"),
            );
        }
        line_number += 1;
        let (text, unusable) = line_text(&bytes);
        let line = text.trim();
        if opts.echo {
            writeln!(out, "{}", terminal::text(line))?;
        }
        if let Some(why) = unusable {
            writeln!(
                out,
                "{}",
                crate::tr!("summary-play-line-ignored", line = line_number, why = why)
            )?;
            continue;
        }
        if let Some(result) = game.command(&pos, &legal, line, out)? {
            break result;
        }
    };
    // The record keeps the English result (a file others read); the line says it in
    // the language.
    let (result, shown) = result;
    let movers: Vec<Side> = game.history.iter().map(Position::side_to_move).collect();
    let record = game.start.game_record(&game.moves, &movers, &result);
    writeln!(
        out,
        "{}",
        crate::tr!("summary-play-game-over", result = shown)
    )?;
    write!(out, "{record}")?;
    if let Some(stop) = stopped {
        return Err(Ended::Search(stop));
    }
    Ok(GameEnd {
        result,
        moves: game.moves,
        record,
    })
}

/// A result of the game: in English, as the game record writes it, and in the
/// [`crate::lang::current`] language, as `game over:` says it.
type Told = (String, String);

/// A [`Told`] result.
fn told(record: impl Into<String>, shown: String) -> Told {
    (record.into(), shown)
}

/// A side's name in the language ([`crate::render::text::side_text`]).
fn side_text(name: &str) -> String {
    crate::render::text::side_text(name)
}

/// `cannot write PATH: why`, in the language.
fn cannot_write(path: &str, e: &dyn std::fmt::Display) -> String {
    crate::tr!(
        "summary-play-cannot-write",
        path = terminal::text(path),
        why = e.to_string()
    )
}

/// Shows the position the game has reached: its board, or else its node's label.
fn show<P: Position>(pos: &P, opts: &Options, out: &mut dyn Write) -> io::Result<()> {
    writeln!(out)?;
    if let Some(b) = pos.board_text(opts.unicode) {
        write!(out, "{b}")?;
    } else if let Some(l) = pos.label() {
        writeln!(out, "{}", crate::tr!("summary-play-node", label = l))?;
    }
    Ok(())
}

/// A game in progress: the positions so far, the moves and who made them, and the
/// engine's last search; its methods make the engine's, chance's and the person's
/// moves, the last through the prompt's commands ([`Game::command`]).
struct Game<'a, P: Position, E> {
    /// The position the game started in.
    start: P,
    /// The engine's evaluation.
    eval: &'a E,
    /// How the game is played.
    opts: &'a Options,
    /// The tie-breaking numbers (`random_ties`), if ties are broken at random.
    rng: Option<ChaCha8Rng>,
    /// Chance nodes' outcomes (trees with chance nodes): drawn with --seed's numbers.
    dice: ChaCha8Rng,
    /// The positions so far, the start first.
    history: Vec<P>,
    /// The moves played, in notation.
    moves: Vec<String>,
    /// Per move: played by a person.
    human: Vec<bool>,
    /// The engine's last search tree, for `tree`.
    last_tree: Option<Recording>,
}

impl<'a, P: Position, E: Evaluator<P>> Game<'a, P, E> {
    /// A game about to start in `start`.
    fn new(start: P, eval: &'a E, opts: &'a Options) -> Self {
        Game {
            history: vec![start.clone()],
            start,
            eval,
            opts,
            rng: opts.random_ties.map(ChaCha8Rng::seed_from_u64),
            dice: ChaCha8Rng::seed_from_u64(opts.seed),
            moves: Vec::new(),
            human: Vec::new(),
            last_tree: None,
        }
    }

    /// Whether the engine plays `side`.
    fn engine_plays(&self, side: Side) -> bool {
        match self.opts.engine {
            Engine::Both => true,
            Engine::None => false,
            Engine::First => side == self.start.side_to_move(),
            Engine::Second => side != self.start.side_to_move(),
        }
    }

    /// The result in words if the game is over in `pos` (whose moves are `legal`): a
    /// finished game, an explicit tree's leaf, or the move limit reached; in English
    /// (the record's) and in the language ([`Told`]).
    fn over(&self, pos: &P, legal: &[P::Move]) -> Option<Told> {
        if let Some(o) = pos.outcome() {
            let mover = pos.side_name(pos.side_to_move());
            let other = pos.side_name(pos.side_to_move().opponent());
            return Some(match o {
                Outcome::Win => told(
                    format!("{mover} wins"),
                    crate::tr!("summary-play-wins", side = side_text(mover)),
                ),
                Outcome::Loss => told(
                    format!("{other} wins"),
                    crate::tr!("summary-play-wins", side = side_text(other)),
                ),
                Outcome::Draw => told("draw", crate::tr!("summary-play-draw")),
            });
        }
        if legal.is_empty() {
            // An explicit tree's leaf.
            let v = crate::game::Evaluator::evaluate(self.eval, pos);
            let v = if pos.side_to_move() == pos.max_side() {
                v
            } else {
                -v
            };
            let v = crate::record::scaled_text(v, self.eval.scale());
            return Some(told(
                format!("leaf reached: value {v} for MAX"),
                crate::tr!("summary-play-leaf", value = v),
            ));
        }
        if self.moves.len() as u32 >= self.opts.max_plies {
            return Some(told(
                format!("draw by the move limit ({} plies)", self.opts.max_plies),
                crate::tr!("summary-play-move-limit", plies = self.opts.max_plies),
            ));
        }
        None
    }

    /// Plays `mv` from `pos`, written `text`; `human` if a person chose it.
    fn push(&mut self, pos: &P, mv: P::Move, text: String, human: bool) {
        self.history.push(pos.play(mv));
        self.moves.push(text);
        self.human.push(human);
    }

    /// Draws and plays a chance node's outcome.
    fn chance(&mut self, pos: &P, legal: &[P::Move], out: &mut dyn Write) -> io::Result<()> {
        let (mv, p) = chance_outcome(pos, legal, &mut self.dice);
        let text = pos.move_text(mv);
        writeln!(
            out,
            "{}",
            crate::tr!(
                "summary-play-chance",
                outcome = terminal::text(&text),
                p = p.to_string(),
                seed = self.opts.seed.to_string()
            )
        )?;
        self.push(pos, mv, text, false);
        Ok(())
    }

    /// The engine searches `pos` and plays its move; the inner `Err` says why it could
    /// not.
    fn engine(&mut self, pos: &P, out: &mut dyn Write) -> io::Result<Result<(), Stop>> {
        let who = side_text(self.start.side_name(pos.side_to_move()));
        let (mv, value, nodes, ms, rec) =
            match engine_move(pos, self.eval, self.opts, &mut self.rng) {
                Ok(x) => x,
                Err(e) => return Ok(Err(e)),
            };
        let text = pos.move_text(mv);
        // In the evaluation's units (trees with chance nodes count in 1/scale).
        let value = crate::record::scaled_text(value, self.eval.scale());
        writeln!(
            out,
            "{}",
            crate::tr!(
                "summary-play-engine",
                side = who,
                mv = text.as_str(),
                value = value,
                nodes = nodes,
                ms = crate::lang::decimal(ms, 1)
            )
        )?;
        self.last_tree = Some(rec);
        self.push(pos, mv, text, false);
        Ok(Ok(()))
    }

    /// Carries out the person's input `line` in `pos`: a command of the prompt, or a
    /// move. The result in words when it ends the game (`quit`).
    fn command(
        &mut self,
        pos: &P,
        legal: &[P::Move],
        line: &str,
        out: &mut dyn Write,
    ) -> io::Result<Option<Told>> {
        let (cmd, arg) = line
            .split_once(char::is_whitespace)
            .map_or((line, ""), |(c, a)| (c, a.trim()));
        match cmd {
            "" => {}
            "?" | "moves" => {
                let names: Vec<String> = legal.iter().map(|&m| pos.move_text(m)).collect();
                writeln!(
                    out,
                    "{}",
                    crate::tr!("summary-play-legal-moves", moves = names.join(" "))
                )?;
            }
            "help" => writeln!(out, "{}", crate::tr!("summary-play-help"))?,
            "quit" | "exit" => {
                return Ok(Some(told(
                    "abandoned",
                    crate::tr!("summary-play-abandoned"),
                )))
            }
            "hint" => match engine_move(pos, self.eval, self.opts, &mut self.rng) {
                Ok((mv, value, ..)) => writeln!(
                    out,
                    "{}",
                    crate::tr!(
                        "summary-play-hint",
                        mv = pos.move_text(mv),
                        value = crate::record::scaled_text(value, self.eval.scale())
                    )
                )?,
                Err(e) => writeln!(
                    out,
                    "{}",
                    crate::tr!("summary-play-no-hint", why = e.to_string())
                )?,
            },
            "undo" => self.undo(out)?,
            "tree" => self.write_tree(arg, out)?,
            "save" if !arg.is_empty() => self.save(arg, out)?,
            "save" => writeln!(out, "{}", crate::tr!("summary-play-save-needs-file"))?,
            _ => match pos.parse_move(line) {
                Some(mv) => self.push(pos, mv, pos.move_text(mv), true),
                None => writeln!(
                    out,
                    "{}",
                    crate::tr!(
                        "summary-play-illegal",
                        mv = quote(&terminal::text(line)).to_string()
                    )
                )?,
            },
        }
        Ok(None)
    }

    /// `undo`: back to before the person's last move (and the engine's replies to it).
    fn undo(&mut self, out: &mut dyn Write) -> io::Result<()> {
        match self.human.iter().rposition(|&h| h) {
            None => writeln!(out, "{}", crate::tr!("summary-play-nothing-to-undo")),
            Some(i) => {
                self.history.truncate(i + 1);
                self.moves.truncate(i);
                self.human.truncate(i);
                writeln!(out, "{}", crate::tr!("summary-play-undone"))
            }
        }
    }

    /// `tree [FILE]`: writes the engine's last search tree to `arg` (by default
    /// `gametree-tree.html`), in the format its extension names (HTML otherwise).
    fn write_tree(&self, arg: &str, out: &mut dyn Write) -> io::Result<()> {
        let Some(rec) = &self.last_tree else {
            return writeln!(out, "{}", crate::tr!("summary-play-no-tree"));
        };
        let path = if arg.is_empty() {
            "gametree-tree.html"
        } else {
            arg
        };
        let format = match Path::new(path).extension().and_then(|e| e.to_str()) {
            Some("svg") => Format::Svg,
            Some("tex") => Format::Tikz,
            Some("dot") | Some("gv") => Format::Dot,
            Some("json") => Format::Json,
            Some("txt") => Format::Text,
            _ => Format::Html,
        };
        let layouts = crate::games::layout_of(self.start.game_name());
        match write_file(path, self.opts.position_file.as_deref(), |f| {
            let opts = RenderOptions::default();
            render::render_with_layouts(format, rec, &opts, layouts, f)
        }) {
            Ok(()) => writeln!(
                out,
                "{}",
                crate::tr!(
                    "summary-play-wrote-tree",
                    nodes = rec.len(),
                    path = terminal::text(path)
                )
            ),
            Err(e) => writeln!(out, "{}", cannot_write(path, &e)),
        }
    }

    /// `save FILE`: writes the game record so far (result `*`) to `path`.
    fn save(&self, path: &str, out: &mut dyn Write) -> io::Result<()> {
        let movers: Vec<Side> = self.history.iter().map(Position::side_to_move).collect();
        let record = self.start.game_record(&self.moves, &movers, "*");
        let keep = self.opts.position_file.as_deref();
        match write_file(path, keep, |f| f.write_all(record.as_bytes())) {
            Ok(()) => writeln!(
                out,
                "{}",
                crate::tr!("summary-play-saved", path = terminal::text(path))
            ),
            Err(e) => writeln!(out, "{}", cannot_write(path, &e)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{line_text, read_line, MAX_LINE};
    use std::io::BufReader;

    /// The lines of `input` as [`read_line`] and [`line_text`] see them, read through a
    /// buffer of `capacity` bytes: (text, why it cannot be taken).
    fn lines(input: &[u8], capacity: usize) -> Vec<(String, Option<String>)> {
        let mut reader = BufReader::with_capacity(capacity, input);
        let mut line = Vec::new();
        let mut all = Vec::new();
        while read_line(&mut reader, &mut line).unwrap() {
            let (text, why) = line_text(&line);
            all.push((text.into_owned(), why));
        }
        all
    }

    #[test]
    fn lines_up_to_the_cap_are_taken_longer_ones_cut_between_characters() {
        let exact = "a".repeat(MAX_LINE);
        // 'é' is 2 bytes: after one 'a' they end at MAX_LINE + 1, so the cut falls in one.
        let over = format!("a{}", "é".repeat(MAX_LINE / 2));
        let input = format!("{exact}\n{over}\nb2\r\nlast");
        for capacity in [1, 7, 8192] {
            let got = lines(input.as_bytes(), capacity);
            assert_eq!(got.len(), 4, "capacity {capacity}");
            assert_eq!(got[0], (exact.clone(), None));
            assert_eq!(got[1].0, format!("a{}…", "é".repeat(MAX_LINE / 2 - 1)));
            assert_eq!(got[1].1.as_deref(), Some("line too long (over 4096 bytes)"));
            assert_eq!(got[2], ("b2\r".to_string(), None));
            assert_eq!(got[3], ("last".to_string(), None));
        }
        assert!(lines(b"", 8).is_empty());
        assert_eq!(lines(b"\n", 8), [(String::new(), None)]);
    }

    #[test]
    fn bytes_that_are_not_utf8_are_shown_replaced() {
        assert_eq!(
            lines(b"b\xff2\n", 8),
            [(
                "b\u{fffd}2".to_string(),
                Some("expected UTF-8 text".to_string())
            )]
        );
    }
}
