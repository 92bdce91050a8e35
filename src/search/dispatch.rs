//! Running a search: [`search`] and [`search_with`] dispatch to the algorithm asked
//! for (Monte Carlo tree search, iterative deepening, or one search of the root by the
//! algorithm's own entry point) and gather its [`SearchResult`].

use super::node::{Flow, Node, Search};
use super::trace::Recorder;
use super::{mcts, Algorithm, Limits, Options, SearchResult, Stop};
use crate::game::Evaluator;
use crate::game::{Position, Score, WinScore};

/// Runs `algorithm` from `root` with the default [`Options`]; see [`search_with`].
///
/// # Errors
/// As [`search_with`].
pub fn search<P, E, R>(
    algorithm: Algorithm,
    root: &P,
    eval: &E,
    win: WinScore,
    limits: Limits,
    recorder: &mut R,
) -> Result<SearchResult<P::Move>, Stop>
where
    P: Position,
    E: Evaluator<P>,
    R: Recorder<P>,
{
    search_with(
        algorithm,
        root,
        eval,
        win,
        limits,
        &Options::default(),
        recorder,
    )
}

/// Runs `algorithm` from `root`, reporting every node to `recorder`.
///
/// `eval` values the positions at the depth limit (and explicit trees' leaves); `win`
/// gives the scores of finished games.
///
/// # Errors
/// [`Stop::NodeLimit`] and [`Stop::PlyLimit`]; the recorder then holds the part
/// searched so far.
pub fn search_with<P, E, R>(
    algorithm: Algorithm,
    root: &P,
    eval: &E,
    win: WinScore,
    limits: Limits,
    options: &Options,
    recorder: &mut R,
) -> Result<SearchResult<P::Move>, Stop>
where
    P: Position,
    E: Evaluator<P>,
    R: Recorder<P>,
{
    if algorithm == Algorithm::Mcts {
        return mcts::search(root, eval, win, limits, &options.mcts, recorder);
    }
    let mut s = Search::new(algorithm, root, eval, win, limits, options, recorder);
    s.run(algorithm, root, options).map_err(|_| s.stop_reason())
}

impl<P, E, R> Search<'_, P, E, R>
where
    P: Position,
    E: Evaluator<P>,
    R: Recorder<P>,
{
    /// Runs `algorithm` from `root` (not Monte Carlo tree search, which has a search of
    /// its own): iterative deepening, or one search of the root by the algorithm.
    fn run(
        &mut self,
        algorithm: Algorithm,
        root: &P,
        options: &Options,
    ) -> Flow<SearchResult<P::Move>> {
        if options.iterative {
            return self.iterative(algorithm, root, options);
        }
        let depth = self.limits.depth;
        let player = self.player(root);
        let mut passes = Vec::new();
        let mut answer = None;
        let mut line = None;
        let value = match algorithm {
            Algorithm::Minimax => self.minimax(Node::root(root, depth))?,
            Algorithm::Expectiminimax => self.expectiminimax(Node::root(root, depth))?,
            Algorithm::Star1 | Algorithm::Star2 => {
                self.star_root(root, depth, options, algorithm)?
            }
            Algorithm::Mtdf => {
                let guess = player.to_max_view(options.guess);
                let (v, p, best) = self.mtdf(root, depth, guess, None)?;
                passes = p;
                line = Some(self.tt_line(root, best, depth));
                player.to_max_view(v)
            }
            Algorithm::Test => {
                let (v, yes) = self.test(root, depth, options.test_value)?;
                answer = Some(yes);
                player.to_max_view(v)
            }
            _ => player.to_max_view(self.root_search(algorithm, root, depth)?),
        };
        let pv = line.unwrap_or_else(|| self.pv.line(0));
        Ok(SearchResult {
            value,
            best_move: pv.first().copied(),
            pv,
            stats: self.stats,
            passes,
            iterations: Vec::new(),
            answer,
            playouts: 0,
        })
    }

    /// One search of `root` by `algorithm` with the full window `[−MAX, MAX]`: its value,
    /// root's side-to-move view. Negamax (and with it the algorithms that are not a
    /// single windowed search) searches without a window.
    pub(super) fn root_search(
        &mut self,
        algorithm: Algorithm,
        root: &P,
        depth: Option<u32>,
    ) -> Flow<Score> {
        let node = Node::root(root, depth);
        let (alpha, beta) = (-self.win.max, self.win.max);
        match algorithm {
            Algorithm::AlphaBeta | Algorithm::AlphaBetaSoft => {
                self.alphabeta(node.with_window(alpha, beta))
            }
            Algorithm::Pvs => Ok(self.pvs(node.with_window(alpha, beta))?.0),
            Algorithm::AlphaBetaTt => self.alphabeta_tt(node.with_window(alpha, beta)),
            _ => self.negamax(node),
        }
    }
}
