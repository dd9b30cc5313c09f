"""Benchmark the default budgets: how long each search runs before its default budget stops it.

Run: ``.venv/bin/python benchmarks/bench_budgets.py [--save]`` (about a minute and a half). With
``--save`` the table is also written to ``src/boardpuzzles/book/benchmark_results/budgets.json``.

The package promises that every default budget stops its search within about 10 seconds. For
each one, in one process, this script runs the search with its default budget on an input that
exhausts it, on the slowest input measured (nodes cost most there), and times it until
``SearchBudgetExceeded``; the ratio to the limit and the verdict come from that same run. Two
searches cannot be exhausted by any real input, so a check is switched off for the run:

- the robust solver's fallback runs only when all 32 greedy walks get stuck, which no board in
  the tests does; it is run directly, from a square of the wrong colour (the solver itself
  answers those at once by the colour rule), so that it searches until its budget ends;
- closing a tour by rotations always succeeded within a few hundred; the closing test is
  switched off, so the rotations (each up to n² steps, on the largest board) run to the budget.

The last row is the command line ``python -m boardpuzzles knightl 100``, whole process, against
its own 1 second limit (median of 3 runs).
"""

from __future__ import annotations

import statistics
import subprocess
import sys
import time
from unittest import mock

from report import Table, publish

from boardpuzzles import backtracking, warnsdorff
from boardpuzzles.hanoi import graph as hanoi_graph
from boardpuzzles.search import SearchBudgetExceeded
from boardpuzzles.warnsdorff import closed, robust

#: What "stops within about 10 seconds" is measured against, and the command line's own limit.
SEARCH_LIMIT = 10.0
COMMAND_LIMIT = 1.0


def no_closing(a, b) -> bool:
    """Stand in for ``is_knight_move`` in :func:`~boardpuzzles.warnsdorff.closed_tour`: the tour never closes."""
    return False


def closing_without_end(size: int) -> None:
    """Run :func:`~boardpuzzles.warnsdorff.closed_tour` with its closing test switched off."""
    with mock.patch.object(closed, "is_knight_move", no_closing):
        warnsdorff.closed_tour(size)


#: (search, the input, its default budget, the unit, a call that runs it with that default budget).
SEARCHES = [
    ("backtracking_search", "n = 9", backtracking.TOUR_SEARCH_BUDGET, "nodes",
     lambda: backtracking.backtracking_search(9)),
    ("pruned_search", "n = 9", backtracking.PRUNED_SEARCH_BUDGET, "nodes",
     lambda: backtracking.pruned_search(9)),
    ("knights_path_program", "n = 8", backtracking.PROGRAM_BUDGET, "nodes",
     lambda: backtracking.knights_path_program(8)),
    ("count_tours", "12×12, every start", backtracking.COUNT_BUDGET, "nodes",
     lambda: backtracking.count_tours(12)),
    ("horse_board_search", "n = 30", warnsdorff.HORSE_BOARD_BUDGET, "nodes",
     lambda: warnsdorff.horse_board_search(30)),
    ("horse_board_search", "n = 1000", warnsdorff.HORSE_BOARD_BUDGET, "nodes",
     lambda: warnsdorff.horse_board_search(1000)),
    ("robust_tour's fallback", "7×7 from (1 2)", warnsdorff.ROBUST_FALLBACK_BUDGET, "nodes",
     lambda: robust._backtrack(7, (0, 1), warnsdorff.ROBUST_FALLBACK_BUDGET)),
    ("robust_tour's fallback", "1999×1999 from (1 2)", warnsdorff.ROBUST_FALLBACK_BUDGET, "nodes",
     lambda: robust._backtrack(1999, (0, 1), warnsdorff.ROBUST_FALLBACK_BUDGET)),
    ("closed_tour", "n = 200, never closing", warnsdorff.CLOSING_BUDGET, "rotations",
     lambda: closing_without_end(200)),
    ("hanoi backtracking_solve", "64 disks", hanoi_graph.BACKTRACKING_SOLVE_BUDGET, "states",
     lambda: hanoi_graph.backtracking_solve(64)),
    ("hanoi random_play", "64 disks", hanoi_graph.RANDOM_PLAY_BUDGET, "moves",
     lambda: hanoi_graph.random_play(64)),
]


def verdict(seconds: float, limit: float) -> str:
    return "within" if seconds <= limit else "OVER"


def time_to_stop(call) -> tuple[float, bool]:
    """Run ``call``; return its seconds and whether its budget stopped it (rather than an answer)."""
    started = time.perf_counter()
    try:
        call()
    except SearchBudgetExceeded:
        return time.perf_counter() - started, True
    return time.perf_counter() - started, False


def command_seconds(argv: list[str], runs: int = 3) -> float:
    """Return the median wall-clock seconds of ``python -m boardpuzzles *argv`` as a whole process."""
    times = []
    for _ in range(runs):
        started = time.perf_counter()
        done = subprocess.run([sys.executable, "-m", "boardpuzzles", *argv], capture_output=True, text=True)
        times.append(time.perf_counter() - started)
        assert done.returncode == 0 and done.stdout, done.stderr
    return statistics.median(times)


def budget_table() -> Table:
    table = Table(f"Default budgets: seconds until each stops its search (limit {SEARCH_LIMIT:.0f} s), "
                  f"and the knightl command (limit {COMMAND_LIMIT:.0f} s)",
                  ["search", "input", "default budget", "unit", "seconds to stop", "per second", "limit (s)",
                   "ratio to limit", "verdict"],
                  ["{}", "{}", "{:,}", "{}", "{:.2f}", "{:,.0f}", "{:.0f}", "{:.2f}", "{}"])
    for name, where, budget, unit, call in SEARCHES:
        seconds, stopped = time_to_stop(call)
        assert stopped, f"{name} on {where} finished within its default budget: pick an input that exhausts it"
        table.add(name, where, budget, unit, seconds, budget / seconds, SEARCH_LIMIT, seconds / SEARCH_LIMIT,
                  verdict(seconds, SEARCH_LIMIT))
    seconds = command_seconds(["knightl", "100"])
    table.add("python -m boardpuzzles knightl 100", "whole process, median of 3", None, "-", seconds, None,
              COMMAND_LIMIT, seconds / COMMAND_LIMIT, verdict(seconds, COMMAND_LIMIT))
    table.note("Each search runs once with its default budget, in this process, on the input where a node costs "
               "most; 'per second' is the budget over the time to stop. The fallback and closing rows switch a "
               "check off so that the budget runs out (see the script's docstring).")
    return table


if __name__ == "__main__":
    publish("budgets", [budget_table()])
