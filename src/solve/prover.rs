//! The solver's search: alpha-beta to the end of the game with one transposition table
//! kept for the whole solve, driven by null-window tests.
//!
//! Every value here is a game-theoretic value: no depth limit, no static evaluation, so
//! every bound the table holds is true for good and is reused wherever the position
//! comes up again, in the same test or in any later one. The search is fail-soft
//! AlphaBetaWithMemory (Plaat, Schaeffer, Pijls & de Bruin 1996) in negamax form with
//! Kühr's win-distance scoring (Kühr 2011, `dal`/`bliz`), and the enhancements the
//! Kalah solvers used (Irving, Donkers & Uiterwijk 2000, *Solving Kalah*):
//!
//! - **Settled results** ([`Scored::score_range`], through [`Hints`]): stones in a Kalah store never
//!   leave it, so a line whose final margin is already outside the window is cut at once
//!   (their "futility pruning"); under outcome scoring a decided game is a win or loss
//!   whatever its length.
//! - **Win-distance bounds**: a game not over yet cannot be won or lost in fewer than one
//!   more ply, so no value of a running game lies beyond `±(MAX − 1)`; a window beyond
//!   that fails at once (chess programs' "mate distance pruning"). This bounds the
//!   null-window tests "a win within k plies?" to k plies.
//! - **Enhanced transposition cut-off** (Plaat et al. 1996): before searching a node's
//!   moves, the table is asked about every child; one already known to reach β ends
//!   the node.
//! - **Ordering**: the table's best move first, then children by what is known of them
//!   (a proven bound, then the settled part of the score — Kalah's store difference).
//!
//! The table is the search's [`Tt`] with the [`TwoWay`] slots: 16-byte entries in sets
//! of two, one slot of each set keeping the entry whose subtree took the most nodes, the
//! other always replaced. Its best moves are move indices in generation order.

use super::endgame::Endgame;
use crate::game::{Position, Score, Scored, WinScore, INF};
use crate::search::tt::{Entry, Tt, TwoWay, TO_THE_END};
use crate::search::{child_window, from_child, Stop, MAX_PLY};
use std::marker::PhantomData;
use web_time::Instant;

/// What the values mean (both from the side to move's view).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Scoring {
    /// Kühr's win-distance scores: `MAX − k` for a win `k` plies ahead, `−(MAX − k)` for
    /// a loss, 0 for a draw.
    Outcome(WinScore),
    /// The final score difference of [`Scored::score_range`] (Kalah's stone margin);
    /// only for games that have one (with [`ByScore`] hints).
    Margin,
}

/// What the rules tell the prover beyond [`Position`], chosen per game by the solve
/// table ([`super::SolveJob::solve`]): [`NoHints`] for most games, [`ByScore`] for games
/// with a score ([`Scored`]). A type parameter of [`Prover`], so every hint is a static
/// call in the search's inner loop (no trait object per node).
pub trait Hints<P> {
    /// [`Scored::score_range`], if the game has a score.
    fn score_range(pos: &P) -> Option<(Score, Score)>;
    /// [`Scored::score_split`], if the game has a score.
    fn score_split(pos: &P) -> Option<(u64, Score)>;
    /// The margin `db` holds for the stones in play of `pos` ([`Endgame::margin`]), if
    /// the game has endgame databases and `db` holds `pos`.
    fn endgame_margin(db: &Endgame, pos: &P) -> Option<Score>;
}

/// No hints: the game has no score (every game but Kalah).
#[derive(Copy, Clone, Debug, Default)]
pub struct NoHints;

impl<P> Hints<P> for NoHints {
    fn score_range(_: &P) -> Option<(Score, Score)> {
        None
    }
    fn score_split(_: &P) -> Option<(u64, Score)> {
        None
    }
    fn endgame_margin(_: &Endgame, _: &P) -> Option<Score> {
        None
    }
}

/// The hints of a game with a score ([`Scored`]; Kalah).
#[derive(Copy, Clone, Debug, Default)]
pub struct ByScore;

impl<P: Scored> Hints<P> for ByScore {
    fn score_range(pos: &P) -> Option<(Score, Score)> {
        Some(pos.score_range())
    }
    fn score_split(pos: &P) -> Option<(u64, Score)> {
        Some(pos.score_split())
    }
    fn endgame_margin(db: &Endgame, pos: &P) -> Option<Score> {
        db.margin(pos)
    }
}

/// A child of the node being searched, with what is known of it.
struct Kid<P: Position> {
    /// The move's index in generation order.
    index: usize,
    pos: P,
    key: Key,
    same: bool,
    /// Sort key, larger first.
    rank: (bool, Score, Score),
}

/// What [`Prover::static_pass`] found of a node before its moves are tried.
enum Pass {
    /// Its value, or a bound outside the window: the node needs no search.
    Settled(Score),
    /// The bounds known (the rules' range tightened by the table) and the table's best
    /// move (an index in generation order).
    Open {
        lo: Score,
        hi: Score,
        tt_move: Option<usize>,
    },
}

/// A position's table key and the offset its entry is stored relative to.
#[derive(Copy, Clone, Debug)]
struct Key {
    hash: u64,
    offset: Score,
}

/// Progress reports: nodes so far, table entries in use, table capacity.
pub type Progress<'a> = &'a mut dyn FnMut(u64, usize, usize);

/// The solver's search state: the scoring, the table, the limits and the node count;
/// `H` the rules' [`Hints`] (none by default).
pub struct Prover<'a, P: Position, H: Hints<P> = NoHints> {
    scoring: Scoring,
    win: WinScore,
    /// True bounds per position; best moves as indices in generation order.
    table: Tt<usize, TwoWay>,
    /// Nodes visited so far, by every search of this prover.
    pub nodes: u64,
    max_nodes: u64,
    deadline: Option<Instant>,
    kids: Vec<Vec<Kid<P>>>,
    moves: Vec<Vec<P::Move>>,
    progress: Option<Progress<'a>>,
    /// Exact margins of positions with few stones in play (margin scoring only).
    endgame: Option<&'a Endgame>,
    hints: PhantomData<H>,
}

impl<'a, P: Position, H: Hints<P>> Prover<'a, P, H> {
    /// A prover with a table of about `tt_size` entries (rounded down to a power of two,
    /// at least [`super::MIN_TT_SIZE`]; 16 bytes each) that stops after `max_nodes` nodes or at `deadline`, calling
    /// `progress` every 2^20 nodes.
    ///
    /// # Errors
    /// [`Stop::TableMemory`] if the table's memory cannot be had.
    pub fn new(
        scoring: Scoring,
        tt_size: usize,
        max_nodes: u64,
        deadline: Option<Instant>,
        progress: Option<Progress<'a>>,
    ) -> Result<Self, Stop> {
        let win = match scoring {
            Scoring::Outcome(w) => w,
            Scoring::Margin => WinScore::NONE,
        };
        Ok(Prover {
            scoring,
            win,
            table: Tt::try_new(tt_size.max(super::MIN_TT_SIZE))?,
            nodes: 0,
            max_nodes,
            deadline,
            kids: Vec::new(),
            moves: Vec::new(),
            progress,
            endgame: None,
            hints: PhantomData,
        })
    }

    /// Uses `db` for the exact value of every position with at most
    /// [`Endgame::stones`] stones in play (margin scoring only: under outcome scoring
    /// the database is not used).
    pub fn with_endgame(mut self, db: &'a Endgame) -> Self {
        if self.scoring == Scoring::Margin {
            self.endgame = Some(db);
        }
        self
    }

    /// The exact value of `pos` (side to move's view) from the endgame database, if it
    /// holds `pos`: the banked points (`key`'s offset) plus the margin of the rest.
    fn endgame_value(&self, pos: &P, key: Key) -> Option<Score> {
        H::endgame_margin(self.endgame?, pos).map(|m| key.offset + m)
    }

    /// Allows `more` nodes beyond those visited so far.
    pub fn extend_budget(&mut self, more: u64) {
        self.max_nodes = self.nodes.saturating_add(more);
    }

    /// The win scoring child values are moved by (`WinScore::NONE` for margins).
    pub fn win(&self) -> WinScore {
        self.win
    }

    /// Table entries in use and the table's capacity.
    pub fn fill(&self) -> (usize, usize) {
        (self.table.len(), self.table.capacity())
    }

    /// The value of a finished game, side to move's view; `None` while it goes on.
    pub fn terminal(&self, pos: &P) -> Option<Score> {
        let o = pos.outcome()?;
        Some(match self.scoring {
            Scoring::Outcome(w) => w.terminal(o),
            Scoring::Margin => H::score_range(pos).map_or(0, |r| r.0),
        })
    }

    /// What the rules alone say a running game is worth: `(low, high)`.
    fn range(&self, pos: &P) -> (Score, Score) {
        match self.scoring {
            Scoring::Outcome(w) => {
                let m = w.max.saturating_sub(1);
                // A decided game is a win or loss however far its end: at least the
                // threshold, where far wins settle.
                let decided = w.threshold.min(m);
                match H::score_range(pos) {
                    Some((lo, _)) if lo > 0 => (decided, m),
                    Some((_, hi)) if hi < 0 => (-m, -decided),
                    Some((lo, _)) if lo >= 0 => (0, m),
                    Some((_, hi)) if hi <= 0 => (-m, 0),
                    _ => (-m, m),
                }
            }
            Scoring::Margin => H::score_range(pos).unwrap_or((-INF + 1, INF - 1)),
        }
    }

    /// The table key of `pos`: under margin scoring, the key without the banked points
    /// and those points as the offset ([`Hints::score_split`]).
    fn key(&self, pos: &P) -> Key {
        if self.scoring == Scoring::Margin {
            if let Some((hash, offset)) = H::score_split(pos) {
                return Key { hash, offset };
            }
        }
        Key {
            hash: pos.zobrist(),
            offset: 0,
        }
    }

    /// The table's entry for `key`, its bounds moved back by the offset.
    fn probe(&self, key: Key) -> Option<Entry<usize>> {
        let e = self.table.get(key.hash)?;
        let shift = |v: Score| {
            if v == INF || v == -INF {
                v
            } else {
                v + key.offset
            }
        };
        Some(Entry {
            lower: shift(e.lower),
            upper: shift(e.upper),
            ..e
        })
    }

    /// The bounds known for `pos` without searching it: exact if finished, else the
    /// rules' range tightened by the table.
    fn known(&self, pos: &P, key: Key) -> (Score, Score) {
        if let Some(v) = self.terminal(pos).or_else(|| self.endgame_value(pos, key)) {
            return (v, v);
        }
        let (mut lo, mut hi) = self.range(pos);
        if let Some(e) = self.probe(key) {
            lo = lo.max(e.lower);
            hi = hi.min(e.upper);
        }
        (lo, hi)
    }

    /// The best move the table knows for `pos`.
    pub fn best_move(&self, pos: &P) -> Option<P::Move> {
        let i = self.probe(self.key(pos))?.best?;
        let mut moves = Vec::new();
        pos.legal_moves(&mut moves);
        moves.get(i).copied()
    }

    fn count(&mut self) -> Result<(), Stop> {
        if self.nodes >= self.max_nodes {
            return Err(Stop::NodeLimit {
                max: self.max_nodes,
                depth: None,
            });
        }
        self.nodes += 1;
        // The clock every 1,024 nodes (a read costs some 25 ns): a node that first
        // touches a page of a large table may take microseconds.
        if self.nodes & 0x3ff == 0 {
            if crate::cancel::requested() {
                return Err(Stop::Cancelled);
            }
            if self.deadline.is_some_and(|d| Instant::now() >= d) {
                return Err(Stop::Time);
            }
            if self.nodes & 0xf_ffff == 0 {
                let (used, cap) = self.fill();
                let n = self.nodes;
                if let Some(p) = self.progress.as_mut() {
                    p(n, used, cap);
                }
            }
        }
        Ok(())
    }

    /// The null-window test "is `pos`'s value (side to move's view) ≥ `gamma`?": a
    /// fail-soft bound `g` — the value is ≥ `g` if `g ≥ gamma`, else ≤ `g`.
    ///
    /// # Errors
    /// [`Stop::NodeLimit`], [`Stop::Time`] or [`Stop::PlyLimit`]: a limit stopped the
    /// test; the table keeps what it proved.
    pub fn test(&mut self, pos: &P, gamma: Score) -> Result<Score, Stop> {
        let key = self.key(pos);
        self.search(pos, key, gamma - 1, gamma, 0)
    }

    /// `pos`'s exact value (side to move's view) by null-window tests between the bounds
    /// known so far, each test narrowing them by its fail-soft value. Without a `guess`
    /// the tests bisect the bounds; with one they are MTD(f)'s (Plaat et al. 1996): the
    /// first at `guess` ("is the value ≥ guess?"), each later one just above the last
    /// lower bound or at the last upper bound, so a right guess takes two tests. `bounds`
    /// holds the bounds after every test, so a caller stopped by a limit knows what was
    /// proven.
    ///
    /// # Errors
    /// [`Stop::NodeLimit`], [`Stop::Time`] or [`Stop::PlyLimit`], as [`Prover::test`].
    pub fn exact(
        &mut self,
        pos: &P,
        bounds: &mut (Score, Score),
        guess: Option<Score>,
    ) -> Result<Score, Stop> {
        let (lo, hi) = self.known(pos, self.key(pos));
        bounds.0 = bounds.0.max(lo);
        bounds.1 = bounds.1.min(hi);
        // MTD(f)'s next test: at the guess, then next to the value the last test returned.
        let mut next = guess;
        while bounds.0 < bounds.1 {
            let (lower, upper) = *bounds;
            // Every test satisfies lower < gamma ≤ upper; without a guess, the midpoint,
            // rounded up.
            let gamma = match next {
                Some(g) => g.clamp(lower + 1, upper),
                None => lower + ((upper as i64 - lower as i64 + 1) / 2) as Score,
            };
            let g = self.test(pos, gamma)?;
            if g >= gamma {
                bounds.0 = g.min(upper);
                next = next.map(|_| bounds.0 + 1);
            } else {
                bounds.1 = g.max(lower);
                next = next.map(|_| bounds.1);
            }
        }
        Ok(bounds.0)
    }

    /// Fail-soft AlphaBetaWithMemory to the end of the game, side to move's view: the
    /// static pass ([`Prover::static_pass`]), the children made and ranked
    /// ([`Prover::expand`], [`Prover::rank`]: the enhanced transposition cut-off), the
    /// child loop ([`Prover::search_kids`]) and the table store ([`Prover::store`]).
    fn search(
        &mut self,
        pos: &P,
        key: Key,
        alpha: Score,
        beta: Score,
        ply: u32,
    ) -> Result<Score, Stop> {
        self.count()?;
        let (lo, hi, tt_move) = match self.static_pass(pos, key, alpha, beta) {
            Pass::Settled(v) => return Ok(v),
            Pass::Open { lo, hi, tt_move } => (lo, hi, tt_move),
        };
        if ply >= MAX_PLY {
            return Err(Stop::PlyLimit(ply));
        }
        let (a0, b0) = (alpha.max(lo), beta.min(hi));
        let depth = ply as usize;
        if self.kids.len() <= depth {
            self.kids.resize_with(depth + 1, Vec::new);
            self.moves.resize_with(depth + 1, Vec::new);
        }
        let mut moves = std::mem::take(&mut self.moves[depth]);
        let mut kids = std::mem::take(&mut self.kids[depth]);
        self.expand(pos, &mut moves, &mut kids);
        let before = self.nodes;
        let (g, best) = match self.rank(&mut kids, tt_move, b0) {
            Some((v, index)) => (v, Some(index)),
            None => {
                let (g, best) = self.search_kids(&mut kids, a0, b0, ply)?;
                (g.clamp(lo, hi), best)
            }
        };
        self.moves[depth] = moves;
        self.kids[depth] = kids;
        self.store(key, g, (a0, b0), (lo, hi), best, self.nodes - before);
        Ok(g)
    }

    /// What is known of a node before its moves are tried: its value if the game is over
    /// or the endgame database holds it, a bound that falls outside the window
    /// `(alpha, beta)` (the rules' range tightened by the table), or else those bounds
    /// and the table's best move.
    #[inline]
    fn static_pass(&self, pos: &P, key: Key, alpha: Score, beta: Score) -> Pass {
        if let Some(v) = self.terminal(pos).or_else(|| self.endgame_value(pos, key)) {
            return Pass::Settled(v);
        }
        let (mut lo, mut hi) = self.range(pos);
        let mut tt_move = None;
        if let Some(e) = self.probe(key) {
            lo = lo.max(e.lower);
            hi = hi.min(e.upper);
            tt_move = e.best;
        }
        if lo >= beta || lo >= hi {
            return Pass::Settled(lo);
        }
        if hi <= alpha {
            return Pass::Settled(hi);
        }
        Pass::Open { lo, hi, tt_move }
    }

    /// `pos`'s moves (generation order) into `moves` and its children into `kids`, each
    /// child's table slot prefetched.
    #[inline]
    fn expand(&self, pos: &P, moves: &mut Vec<P::Move>, kids: &mut Vec<Kid<P>>) {
        moves.clear();
        kids.clear();
        pos.legal_moves(moves);
        for (index, &mv) in moves.iter().enumerate() {
            let child = pos.play(mv);
            let key = self.key(&child);
            self.table.prefetch(key.hash);
            let same = child.side_to_move() == pos.side_to_move();
            kids.push(Kid {
                index,
                pos: child,
                key,
                same,
                rank: (false, 0, 0),
            });
        }
    }

    /// The enhanced transposition cut-off: the first child whose known bounds already
    /// give the node at least `b0` (that value, the child's index); else `None` and
    /// every child's rank for ordering — the table's move first, then the bound known,
    /// then the settled part of the score.
    #[inline]
    fn rank(
        &self,
        kids: &mut [Kid<P>],
        tt_move: Option<usize>,
        b0: Score,
    ) -> Option<(Score, usize)> {
        let win = self.win;
        for k in kids.iter_mut() {
            let (clo, chi) = self.known(&k.pos, k.key);
            let low = if k.same {
                from_child(win, true, clo)
            } else {
                from_child(win, false, chi)
            };
            if low >= b0 {
                return Some((low, k.index));
            }
            let settled = H::score_range(&k.pos).map_or(0, |(l, h)| {
                let mid = (l as i64 + h as i64) / 2;
                (if k.same { mid } else { -mid }) as Score
            });
            k.rank = (Some(k.index) == tt_move, low, settled);
        }
        None
    }

    /// The child loop: `kids` in rank order, each searched in the window `(a0, b0)` moved
    /// to its view, until one reaches `b0`. The best value (fail-soft, not yet clamped
    /// to the node's bounds) and the index of the move that gave it.
    #[inline]
    fn search_kids(
        &mut self,
        kids: &mut [Kid<P>],
        a0: Score,
        b0: Score,
        ply: u32,
    ) -> Result<(Score, Option<usize>), Stop> {
        let win = self.win;
        kids.sort_by_key(|k| std::cmp::Reverse(k.rank));
        let mut g = -INF;
        let mut a = a0;
        let mut best = None;
        for k in kids.iter() {
            let (ca, cb) = child_window(win, k.same, a, b0);
            let c = self.search(&k.pos, k.key, ca, cb, ply + 1)?;
            let v = from_child(win, k.same, c);
            if v > g {
                g = v;
                best = Some(k.index);
            }
            if v > a {
                a = v;
            }
            if g >= b0 {
                break;
            }
        }
        Ok((g, best))
    }

    /// Stores a node's result `g`, searched in the window `(a0, b0)` within the bounds
    /// `(lo, hi)` known before, in `nodes` nodes: fail-soft, above the window a lower
    /// bound, below it an upper one, else exact; `best` only with a lower bound.
    #[inline]
    fn store(
        &mut self,
        key: Key,
        g: Score,
        (a0, b0): (Score, Score),
        (lo, hi): (Score, Score),
        best: Option<usize>,
        nodes: u64,
    ) {
        let lower = if g > a0 || g >= b0 { g } else { lo };
        let upper = if g < b0 || g <= a0 { g } else { hi };
        let rel = |v: Score| {
            if v == INF || v == -INF {
                v
            } else {
                v - key.offset
            }
        };
        let entry = Entry {
            key: key.hash,
            depth: TO_THE_END,
            lower: rel(lower),
            upper: rel(upper),
            best: best.filter(|_| g > a0 || g >= b0),
        };
        self.table.store(entry, nodes);
    }
}
