"""Benchmark for chapter 3: the article's backtracking against the pruned search, and tour counting.

Run: .venv/bin/python benchmarks/bench_backtracking.py [--skip-port] [--save]

For every n from 1 to 8, in one process: the faithful recursive port of the article's C program,
the package's plain (iterative) search and the pruned search, with nodes visited, times and ratios,
and a check that all three give the same first tour. Then the ``tour 8`` command as a whole process,
and the tour counts of 5×5 and of 6×6 from a corner. It asserts the numbers the chapter quotes
without recomputing them: 8,250,733 plain nodes at n = 8 and 524,486 tours of 6×6 from a corner.
``--skip-port`` leaves out the port for n = 7 and 8 (about a minute of recursion in CPython).
With ``--save`` the tables are also written to ``src/boardpuzzles/book/benchmark_results/backtracking.json``.
"""

from __future__ import annotations

import statistics
import subprocess
import sys
import time

from report import Table, best_seconds, publish

from boardpuzzles.backtracking import (
    TOUR_SEARCH_BUDGET,
    backtracking_search,
    count_tours,
    knights_path_program,
    pruned_search,
)
from boardpuzzles.tour import is_knight_tour
from boardpuzzles.wording import duration

#: Numbers the chapter shows as recorded results; this script checks them.
RECORDED = {"plain nodes at n = 8": 8_250_733, "tours of 6×6 from a corner": 524_486}


def timed(function, *args, **kwargs):
    """Return ``(result, seconds)`` for one call."""
    start = time.perf_counter()
    result = function(*args, **kwargs)
    return result, time.perf_counter() - start


def search_table(with_port: bool) -> Table:
    table = Table("Search from the top-left corner, article's move order (a node = one square placed)",
                  ["n", "port nodes", "port s", "plain nodes", "plain s", "pruned nodes", "pruned s",
                   "nodes ratio", "time ratio", "port/plain", "same tour"],
                  ["{}", "{:,}", "{:.3f}", "{:,}", "{:.3f}", "{:,}", "{:.5f}", "{:,.0f}", "{:,.0f}", "{:.1f}", "{}"])
    for n in range(1, 9):
        plain, plain_s = timed(backtracking_search, n)
        if n < 7:
            plain_s = min(plain_s, best_seconds(backtracking_search, n, repeat=2))
        pruned, pruned_s = pruned_search(n), best_seconds(pruned_search, n, repeat=5)
        if with_port or n <= 6:
            port, port_s = timed(knights_path_program, n, budget=TOUR_SEARCH_BUDGET)
            port_nodes, port_ratio = port.nodes, port_s / plain_s
            same = port == plain and pruned.path == plain.path
        else:
            port_nodes = port_s = port_ratio = None
            same = pruned.path == plain.path
        assert same, f"the searches disagree at n = {n}"
        assert plain.path is None or is_knight_tour(n, plain.path)
        table.add(n, port_nodes, port_s, plain.nodes, plain_s, pruned.nodes, pruned_s,
                  plain.nodes / pruned.nodes, plain_s / pruned_s, port_ratio, same)
        if n == 8:
            assert plain.nodes == RECORDED["plain nodes at n = 8"]
            assert pruned.nodes < 10_000
            table.note(f"targets: pruned n = 8 under 10,000 nodes ({pruned.nodes:,}) "
                       f"and under 0.1 s ({duration(pruned_s, about=False)}): "
                       f"{pruned.nodes < 10_000 and pruned_s < 0.1}; "
                       f"plain CPython n = 8 took {duration(plain_s, about=False)}")
    return table


def command_time() -> Table:
    table = Table("`python -m boardpuzzles tour 8`, whole process, 5 runs",
                  ["command", "best (s)", "median (s)"], ["{}", "{:.3f}", "{:.3f}"])
    runs = []
    for _ in range(5):
        start = time.perf_counter()
        done = subprocess.run([sys.executable, "-m", "boardpuzzles", "tour", "8"],
                              capture_output=True, text=True, check=True)
        runs.append(time.perf_counter() - start)
    assert len(done.stdout.splitlines()) == 8
    table.add("tour 8", min(runs), statistics.median(runs))
    table.note(f"target: best of 5 under 0.25 s: {min(runs) < 0.25}")
    return table


def counting() -> Table:
    table = Table("Counting directed open tours (pruned search run to the end, finishes remembered)",
                  ["board", "tours", "seconds"], ["{}", "{:,}", "{:.3f}"])
    total, every_s = timed(count_tours, 5)
    assert total == 1728
    table.add("5×5, every start", total, every_s)
    corner, seconds = timed(count_tours, 5, start=(0, 0))
    assert corner == 304
    table.add("5×5, from a corner", corner, seconds)
    six, six_s = timed(count_tours, 6, start=(0, 0), budget=50_000_000)
    assert six == RECORDED["tours of 6×6 from a corner"]
    table.add("6×6, from a corner", six, six_s)
    table.note(f"targets: 5×5, every start under 1 s: {every_s < 1}; 6×6 from a corner under 60 s: {six_s < 60}")
    return table


def main() -> None:
    publish("backtracking", [search_table(with_port="--skip-port" not in sys.argv), command_time(), counting()])


if __name__ == "__main__":
    main()
