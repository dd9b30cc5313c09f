"""Benchmark chapter 2: the whole knightl table, and one long search, against the article's method.

Run it as a script: ``.venv/bin/python benchmarks/bench_distance.py``. Every ratio is the
article's time divided by ours, measured in the same run on the same machine. "growth" is the
exponent k in time ~ n^k between one row and the one before it.

Ours: ``collections.deque`` and distances stored as squares are found (``knightl_table``,
``fewest_moves``). The article's: ``list.pop(0)`` and a parent map walked back
(``article_table``, ``article_path_search``), ported line for line.
"""

from __future__ import annotations

import math
import platform
import sys
import time

from boardpuzzles.distance import article_path_search, article_table, fewest_moves, knightl_table

TABLE_SIZES = [10, 25, 50, 75, 100]
SEARCH_SIZES = [100, 200, 400, 800]


def seconds(func, *args, repeat: int = 1) -> float:
    """Return the best wall-clock time of ``repeat`` calls of ``func(*args)``."""
    best = math.inf
    for _ in range(repeat):
        start = time.perf_counter()
        func(*args)
        best = min(best, time.perf_counter() - start)
    return best


def growth(times: list[float], sizes: list[int], i: int) -> str:
    if i == 0:
        return "-"
    return f"{math.log(times[i] / times[i - 1]) / math.log(sizes[i] / sizes[i - 1]):.1f}"


def table_rows() -> None:
    print("Whole table, knightl_table(n) vs the article's solve(n)")
    print(f"{'n':>5} {'ours (s)':>10} {'growth':>7} {'article (s)':>12} {'growth':>7} {'article/ours':>13}")
    ours, theirs = [], []
    for i, n in enumerate(TABLE_SIZES):
        repeat = 3 if n <= 25 else 1
        ours.append(seconds(knightl_table, n, repeat=repeat))
        theirs.append(seconds(article_table, n, repeat=repeat))
        assert knightl_table(n) == article_table(n) if n <= 25 else True
        print(f"{n:>5} {ours[i]:>10.3f} {growth(ours, TABLE_SIZES, i):>7} {theirs[i]:>12.3f} "
              f"{growth(theirs, TABLE_SIZES, i):>7} {theirs[i] / ours[i]:>13.2f}")
    print(f"targets: n = 25 under 1 s -> {'met' if ours[1] < 1 else 'MISSED'} ({ours[1]:.3f} s); "
          f"n = 50 under 15 s -> {'met' if ours[2] < 15 else 'MISSED'} ({ours[2]:.3f} s)")


def search_rows() -> None:
    print()
    print("One search, knight from corner to corner: fewest_moves(n, 1, 2) vs the article's path_search")
    print(f"{'n':>5} {'squares':>9} {'ours (s)':>10} {'growth':>7} {'article (s)':>12} {'growth':>7} {'article/ours':>13}")
    ours, theirs = [], []
    for i, n in enumerate(SEARCH_SIZES):
        ours.append(seconds(fewest_moves, n, 1, 2))
        theirs.append(seconds(article_path_search, 1, 2, n))
        assert fewest_moves(n, 1, 2) == article_path_search(1, 2, n)
        print(f"{n:>5} {n * n:>9} {ours[i]:>10.3f} {growth(ours, SEARCH_SIZES, i):>7} {theirs[i]:>12.3f} "
              f"{growth(theirs, SEARCH_SIZES, i):>7} {theirs[i] / ours[i]:>13.2f}")


def main() -> None:
    print(f"Python {platform.python_version()} on {platform.machine()}, {sys.platform}")
    print()
    table_rows()
    search_rows()


if __name__ == "__main__":
    main()
