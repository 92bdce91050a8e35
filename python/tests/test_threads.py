"""The work runs on a thread of its own (docs/python.md, "Threads, Ctrl-C and limits"):
deep searches do not depend on the caller's stack, other Python threads run meanwhile,
and Ctrl-C (KeyboardInterrupt) stops a search, perft or solve within a fraction of a
second. Timings have wide margins: the tests run on two loaded cores."""

import inspect
import os
import signal
import threading
import time
import warnings

import pytest

import gametree
from gametree import _gametree

CHESS = "game: chess\nfen: rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n"


def in_thread(stack: int, work):
    """Runs `work` on a thread with a `stack`-byte stack: its result or its exception."""
    out = {}

    def run():
        try:
            out["value"] = work()
        except BaseException as e:  # noqa: BLE001 - handed back to the test
            out["error"] = e

    old = threading.stack_size(stack)
    try:
        t = threading.Thread(target=run)
        t.start()
    finally:
        threading.stack_size(old)
    t.join()
    if "error" in out:
        raise out["error"]
    return out["value"]


def chain(levels: int) -> str:
    """An explicit tree `levels` deep: one inner node with two children per level."""
    return "game: tree\ntree: " + "[1 " * (levels - 1) + "[1 2]" + "]" * (levels - 1) + "\n"


def test_a_500_level_tree_in_a_thread_with_a_small_stack():
    # Reading, searching, drawing and a perft to 2,000 plies (which stops at the
    # leaves: every game of the tree counts, 501).
    def work():
        pos = gametree.load(chain(500))
        rec = gametree.search(pos, algorithm="minimax")
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # too wide for a slide, and drawn all the same
            svg = rec.render("svg", max_drawn=100_000)
        return rec.value, gametree.perft(pos, 2000, count_finished=True), len(svg) > 0

    assert in_thread(256 * 1024, work) == (1, 501, True)


class Countdown:
    """A game of `n` plies with one action each: deep, not wide."""

    def __init__(self, n: int) -> None:
        self.n = n

    def actions(self, state):
        return [] if state >= self.n else ["next"]

    def result(self, state, action):
        return state + 1

    def is_terminal(self, state):
        return state >= self.n

    def utility(self, state, player):
        return 1

    def to_move(self, state):
        return "MAX" if state % 2 == 0 else "MIN"


def test_a_1500_ply_python_game_in_a_thread_with_the_macos_stack():
    rec = in_thread(512 * 1024, lambda: gametree.search(Countdown(1500), 0, algorithm="alphabeta"))
    assert rec.value == 1
    assert len(rec.principal_variation) == 1500


class Wide:
    """A Python game with 3 actions a ply for 40 plies: far more nodes than a test waits for."""

    def actions(self, state):
        return [0, 1, 2] if len(state) < 40 else []

    def result(self, state, action):
        return state + (action,)

    def is_terminal(self, state):
        return len(state) >= 40

    def utility(self, state, player):
        return 0

    def to_move(self, state):
        return "MAX" if len(state) % 2 == 0 else "MIN"


def interrupted_after(delay: float, work) -> float:
    """Sends SIGINT to this process `delay` seconds from now, runs `work`, and returns
    how long after the signal the KeyboardInterrupt came."""
    timer = threading.Timer(delay, lambda: os.kill(os.getpid(), signal.SIGINT))
    start = time.monotonic()
    timer.start()
    try:
        with pytest.raises(KeyboardInterrupt):
            work()
    finally:
        timer.cancel()
    return time.monotonic() - start - delay


@pytest.mark.skipif(threading.current_thread() is not threading.main_thread(), reason="signals go to the main thread")
def test_ctrl_c_stops_a_perft():
    # Chess perft(7), 3.2 billion sequences: minutes without the interrupt.
    pos = gametree.load(CHESS)
    late = interrupted_after(0.5, lambda: gametree.perft(pos, 7))
    assert late < 3.0, f"KeyboardInterrupt {late:.2f} s after the signal"


def test_ctrl_c_stops_a_search():
    pos = gametree.load(CHESS)
    late = interrupted_after(0.5, lambda: gametree.search(pos, algorithm="minimax", depth=6, max_nodes=10**12))
    assert late < 3.0, f"KeyboardInterrupt {late:.2f} s after the signal"


def test_ctrl_c_stops_a_solve(examples):
    # The empty Connect Four board takes minutes; without the interrupt the time limit
    # (30 s) would end it.
    pos = gametree.load(examples / "connect4-empty.pos")
    late = interrupted_after(0.5, lambda: gametree.solve(pos, time_limit=30))
    assert late < 3.0, f"KeyboardInterrupt {late:.2f} s after the signal"


def test_ctrl_c_stops_a_python_game():
    late = interrupted_after(0.5, lambda: gametree.search(Wide(), (), algorithm="minimax", max_nodes=10**12))
    assert late < 3.0, f"KeyboardInterrupt {late:.2f} s after the signal"


def test_other_threads_run_during_a_perft():
    ticks = 0
    stop = threading.Event()

    def tick():
        nonlocal ticks
        while not stop.is_set():
            ticks += 1
            time.sleep(0.005)

    pos = gametree.load(CHESS)
    t = threading.Thread(target=tick)
    t.start()
    start = time.monotonic()
    try:
        gametree.perft(pos, 6)
    finally:
        elapsed = time.monotonic() - start
        stop.set()
        t.join()
    # With the GIL held the ticker ticks once or twice whatever the time; released, it
    # ticks every 5 ms or so. A fifth of that is asked.
    assert ticks >= 0.2 * elapsed / 0.005, f"{ticks} ticks in {elapsed:.2f} s"


def test_solve_has_the_command_lines_time_limit(examples):
    assert inspect.signature(_gametree.solve).parameters["time_limit"].default == 300.0
    assert inspect.signature(gametree.solve).parameters["time_limit"].default == 300.0
    # 0: no limit, as on the command line.
    solution = gametree.solve(gametree.load(examples / "tictactoe-forced-win.pos"), time_limit=0)
    assert "time_limit" not in solution.verdict


def test_errors_of_python_callbacks_still_propagate_from_the_thread():
    class Broken(Countdown):
        def actions(self, state):
            if state == 3:
                raise ZeroDivisionError("from the game")
            return super().actions(state)

    with pytest.raises(ZeroDivisionError, match="from the game"):
        gametree.search(Broken(10), 0)
