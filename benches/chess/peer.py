#!/usr/bin/env python3
"""The python-chess peer of docs/performance.md ("Chess"): a plain alpha-beta with a
transposition table, written as a programmer would with python-chess (PyPI
`chess`), to count the nodes a simple searcher needs where `gametree search -a
alphabeta-tt --iterative` searches.

    benches/chess/peer.py FEN DEPTH

What it shares with gametree's `alphabeta-tt --iterative`: negamax alpha-beta
(fail-hard) with iterative deepening from depth 1; the table keyed by the position
and the remaining depth (an entry is used only at the depth it was searched to, so
the value is the fixed-depth minimax value), holding exact values and bounds, and a
best move per position, searched first; the rest captures and promotions first in
MVV-LVA order, then python-chess's generation order; Shannon's material (pawn 100,
knight and bishop 300, rook 500, queen 900) from the side to move's view at depth 0;
checkmate worth 100,000 less the plies to it, stalemate, insufficient material, the
50-move rule and threefold repetition draws. A node is every position the search
function is called on (the root and the leaves included), as gametree counts
"nodes visited". Prints the value, the best move in SAN and the nodes, per iteration
and in all.
"""
import sys

import chess
import chess.polyglot

VALUE = {chess.PAWN: 100, chess.KNIGHT: 300, chess.BISHOP: 300, chess.ROOK: 500, chess.QUEEN: 900, chess.KING: 0}
WIN = 100_000
EXACT, LOWER, UPPER = 0, 1, 2


def material(board):
    s = 0
    for piece, v in VALUE.items():
        s += v * (len(board.pieces(piece, chess.WHITE)) - len(board.pieces(piece, chess.BLACK)))
    return s if board.turn == chess.WHITE else -s


def mvv_lva(board, m):
    victim = 0
    if board.is_capture(m):
        victim = 1 if board.is_en_passant(m) else board.piece_type_at(m.to_square)
    if m.promotion:
        victim += m.promotion
    if victim == 0:
        return 0
    return 10 * victim + 7 - board.piece_type_at(m.from_square)


class Peer:
    def __init__(self):
        self.table = {}  # (key, depth) -> (value, kind)
        self.best = {}  # key -> move
        self.nodes = 0

    def search(self, board, depth, alpha, beta, ply):
        self.nodes += 1
        if board.is_checkmate():
            return -(WIN - ply)
        if (
            board.is_stalemate()
            or board.is_insufficient_material()
            or board.halfmove_clock >= 100
            or board.is_repetition(3)
        ):
            return 0
        if depth == 0:
            return material(board)
        key = chess.polyglot.zobrist_hash(board)
        hit = self.table.get((key, depth))
        if hit is not None:
            v, kind = hit
            if kind == EXACT or (kind == LOWER and v >= beta) or (kind == UPPER and v <= alpha):
                return v
        moves = list(board.legal_moves)
        first = self.best.get(key)
        moves.sort(key=lambda m: (m != first, -mvv_lva(board, m)))
        alpha0 = alpha
        best_move = None
        for m in moves:
            board.push(m)
            v = -self.search(board, depth - 1, -beta, -alpha, ply + 1)
            board.pop()
            if v > alpha:
                alpha = v
                best_move = m
                if alpha >= beta:
                    break
        kind = LOWER if alpha >= beta else (EXACT if alpha > alpha0 else UPPER)
        self.table[(key, depth)] = (alpha, kind)
        if best_move is not None:
            self.best[key] = best_move
        return alpha


def main():
    fen, depth = sys.argv[1], int(sys.argv[2])
    board = chess.Board(fen)
    peer = Peer()
    for d in range(1, depth + 1):
        before = peer.nodes
        v = peer.search(board, d, -WIN - 1, WIN + 1, 0)
        best = peer.best.get(chess.polyglot.zobrist_hash(board))
        san = board.san(best) if best else "-"
        print(f"depth {d}: value {v}, best move {san}, {peer.nodes - before} nodes")
    print(f"total: value {v}, best move {san}, {peer.nodes} nodes visited")


if __name__ == "__main__":
    main()
