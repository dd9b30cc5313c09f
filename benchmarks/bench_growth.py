"""Benchmark how the work of chapters 1, 3 and 5 grows with the board or the tower, for the comparison page.

Run: ``.venv/bin/python benchmarks/bench_growth.py [--save]`` (a minute or two). With ``--save`` the
tables are also written to ``src/boardpuzzles/book/benchmark_results/growth.json`` for the book's page
"The five algorithms compared". "growth" is the exponent k in time ~ n^k between one row and
the one before it; "× per disk" is the time of a row divided by the time of the row before it.

The other scripts already store the growth of chapters 2 and 4, and the page reads those from
their files: the whole knightl table and one search against n (``bench_distance.py``), the robust
Warnsdorff solver up to n = 2000 (``bench_warnsdorff.py``). This script measures the rest:

1. chapter 1: the jumps from one square (``knight_targets``, constant work) and the move count of
   every square of the board (``move_counts``, n² squares), for n from 25 to 800;
2. chapter 3: the nodes of the plain and the pruned search from the corner for every n from 1
   to 12, each search stopped by its budget, so the script cannot hang. Nodes do not depend on
   the machine;
3. chapter 5: streaming all 2ⁿ − 1 moves of the circular method (``circular_moves``) for every n
   from 1 to 22 disks, the moves counted as they come (the times of the smallest towers are
   mostly the cost of starting the generator).
"""

from __future__ import annotations

import time

from report import Table, best_seconds, growth_exponent, publish

from boardpuzzles.backtracking import PRUNED_SEARCH_BUDGET, TOUR_SEARCH_BUDGET, backtracking_search, pruned_search
from boardpuzzles.hanoi import circular_moves, minimum_moves
from boardpuzzles.knight import KNIGHT_OFFSETS, knight_targets, move_counts, total_knight_moves
from boardpuzzles.search import SearchBudgetExceeded
from boardpuzzles.wording import duration

BOARD_SIZES = [25, 50, 100, 200, 400, 800]
TOUR_SIZES = list(range(1, 13))
DISKS = list(range(1, 23))

#: Both searches keep the package's default budgets, each of which stops its search within
#: about 10 s (benchmarks/bench_budgets.py): a pruned node costs about ten times a plain one.
PLAIN_BUDGET = TOUR_SEARCH_BUDGET
PRUNED_BUDGET = PRUNED_SEARCH_BUDGET


def one_square_seconds(n: int, calls: int = 10_000) -> float:
    """Return the time of one ``knight_targets`` call from the centre of an n×n board (best of 5)."""
    centre = (n // 2, n // 2)
    return best_seconds(lambda: [knight_targets(n, centre) for _ in range(calls)], repeat=5) / calls


def knight_rows() -> Table:
    table = Table("1. Chapter 1: the jumps from one square, and the move counts of all n² squares",
                  ["n", "squares", "one square (µs)", "all squares (s)", "growth", "µs per square"],
                  ["{}", "{:,}", "{:.2f}", "{:.3f}", "{:.1f}", "{:.2f}"])
    # The single squares first, while no big board is held in memory.
    one = [one_square_seconds(n) for n in BOARD_SIZES]
    times = []
    for i, n in enumerate(BOARD_SIZES):
        assert sum(map(sum, move_counts(n))) == total_knight_moves(n)
        times.append(best_seconds(move_counts, n, repeat=3 if n <= 200 else 2))
        table.add(n, n * n, one[i] * 1e6, times[i], growth_exponent(times, BOARD_SIZES, i),
                  times[i] / (n * n) * 1e6)
    table.note(f"Each square tries all {len(KNIGHT_OFFSETS)} offsets; one square is timed from the centre, "
               "as the mean of 10,000 calls (best of 5).")
    return table


def run_search(search, n: int, budget: int) -> tuple[int, str, float]:
    """Run one tour search from the corner; return its nodes, what it ended with and its seconds."""
    started = time.perf_counter()
    try:
        result = search(n, budget=budget)
    except SearchBudgetExceeded:
        return budget, "over budget", time.perf_counter() - started
    return result.nodes, "no tour" if result.path is None else "tour", time.perf_counter() - started


def tour_rows() -> Table:
    table = Table("2. Chapter 3: the first tour from the corner, nodes visited (a node = one square placed)",
                  ["n", "plain nodes", "plain ends", "plain s", "pruned nodes", "pruned ends", "pruned s"],
                  ["{}", "{:,}", "{}", "{:.3f}", "{:,}", "{}", "{:.3f}"])
    for n in TOUR_SIZES:
        plain = run_search(backtracking_search, n, PLAIN_BUDGET)
        pruned = run_search(pruned_search, n, PRUNED_BUDGET)
        if "over budget" not in (plain[1], pruned[1]):
            assert plain[1] == pruned[1], f"the searches disagree at n = {n}"
        table.add(n, *plain, *pruned)
    table.note(f"budgets: plain search {PLAIN_BUDGET:,} nodes (the package's default), "
               f"pruned search {PRUNED_BUDGET:,} nodes; 'over budget' rows show the budget as nodes")
    return table


def count_moves(n: int) -> int:
    """Stream every move of the circular method for ``n`` disks and count them."""
    return sum(1 for _ in circular_moves(n))


def hanoi_rows() -> Table:
    table = Table("3. Chapter 5: streaming every move of n disks (circular_moves)",
                  ["disks", "moves", "seconds", "ns per move", "× per disk"],
                  ["{}", "{:,}", "{:.4f}", "{:.0f}", "{:.2f}"])
    times = []
    for i, n in enumerate(DISKS):
        moves = count_moves(n)
        assert moves == minimum_moves(n) == 2**n - 1
        times.append(best_seconds(count_moves, n, repeat=5 if n <= 18 else 3))
        ratio = times[i] / times[i - 1] if i else None
        table.add(n, moves, times[i], times[i] / moves * 1e9, ratio)
    table.note("Best of 5 runs up to 18 disks, best of 3 above.")
    return table


if __name__ == "__main__":
    started = time.perf_counter()
    tables = [knight_rows(), tour_rows(), hanoi_rows()]
    tables[-1].note(f"The whole script took {duration(time.perf_counter() - started, about=False)}.")
    publish("growth", tables)
