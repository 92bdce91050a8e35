"""The rule variants of the reference texts through Python, whose positions are position
files' text (docs/position-files.md): Kalah's `end: winner-takes-all` (the Kalah project
of a Russian book of programming projects, ch. 14) and English checkers'
`variant: single-jump` (a Slovak bachelor thesis on MTD(f) with checkers)."""

import pytest

import gametree


def kalah(extra: str = "") -> gametree.Position:
    return gametree.load(f"game: kalah\npits: 3\nstones: 3\n{extra}")


def test_winner_takes_all_wins_by_every_stone():
    assert gametree.solve(kalah()).verdict.startswith(
        "south to move: a win, final margin +2 stones"
    )
    assert gametree.solve(kalah("end: winner-takes-all\n")).verdict.startswith(
        "south to move: a win, final margin +18 stones"
    )


def test_a_store_past_half_is_a_finished_game():
    # South's store holds 10 of 18 stones: under winner-takes-all the game is over.
    board = "south: 1 1 0 | 10\nnorth: 1 1 1 | 3\n"
    assert gametree.perft(kalah(board), 1) == 2
    decided = kalah(board + "end: winner-takes-all\n")
    assert gametree.perft(decided, 1) == 0
    assert gametree.perft(decided, 1, count_finished=True) == 1


def test_an_unknown_end_rule_is_a_located_error():
    with pytest.raises(gametree.GametreeError) as e:
        kalah("end: sudden-death\n")
    assert e.value.kind == "parse"
    assert (e.value.line, e.value.column) == (4, 6)
    assert "`winner-takes-all`" in str(e.value)


def test_single_jump_perft():
    standard = gametree.load("game: english\n")
    single = gametree.load("game: english\nvariant: single-jump\n")
    assert gametree.perft(standard, 7) == 179740
    assert gametree.perft(single, 7) == 180018
    rec = gametree.search(single, algorithm="alphabeta", depth=2)
    assert rec.game == "english"


def test_an_unknown_variant_is_a_located_error():
    with pytest.raises(gametree.GametreeError) as e:
        gametree.load("game: english\nvariant: flying\n")
    assert (e.value.line, e.value.column) == (2, 10)
    with pytest.raises(gametree.GametreeError):
        gametree.load("game: czech\nvariant: single-jump\n")
