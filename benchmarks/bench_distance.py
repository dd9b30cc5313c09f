"""Benchmark chapter 2: the whole knightl table, and one long search, against the article's method.

Run it as a script: ``.venv/bin/python benchmarks/bench_distance.py [--save]``. Every ratio is the
article's time divided by ours, measured in the same run on the same machine. "growth" is the
exponent k in time ~ n^k between one row and the one before it. With ``--save`` the tables are
also written to ``src/boardpuzzles/book/benchmark_results/distance.json`` for the book's performance page.

Ours: ``collections.deque`` and distances stored as squares are found (``knightl_table``,
``fewest_moves``). The article's: ``list.pop(0)`` and a parent map walked back
(``knightl_article_table``, ``knightl_article_search``), ported line for line.

The third table justifies the one place where the package keeps a local copy of
``knight_targets``: the inner loop of ``breadth_first_search``. It times the same BFS
calling ``knight_targets`` for every square it takes off the queue.
"""

from __future__ import annotations

import platform
import sys
from collections import deque

from report import Table, best_seconds, growth_exponent, publish

from boardpuzzles.distance import (
    UNREACHABLE,
    breadth_first_search,
    fewest_moves,
    knightl_article_search,
    knightl_article_table,
    knightl_table,
)
from boardpuzzles.knight import KNIGHT_OFFSETS, knight_targets
from boardpuzzles.wording import duration

TABLE_SIZES = [10, 25, 50, 75, 100]
SEARCH_SIZES = [100, 200, 400, 800]


def table_rows() -> Table:
    table = Table("Whole table, knightl_table(n) vs the article's solve(n)",
                  ["n", "ours (s)", "ours growth", "article (s)", "article growth", "article/ours"],
                  ["{}", "{:.3f}", "{:.1f}", "{:.3f}", "{:.1f}", "{:.2f}"])
    ours, theirs = [], []
    for i, n in enumerate(TABLE_SIZES):
        repeat = 3 if n <= 25 else 1
        ours.append(best_seconds(knightl_table, n, repeat=repeat))
        theirs.append(best_seconds(knightl_article_table, n, repeat=repeat))
        assert knightl_table(n) == knightl_article_table(n) if n <= 25 else True
        table.add(n, ours[i], growth_exponent(ours, TABLE_SIZES, i), theirs[i],
                  growth_exponent(theirs, TABLE_SIZES, i), theirs[i] / ours[i])
    table.note(f"targets: n = 25 under 1 s -> {'met' if ours[1] < 1 else 'MISSED'} ({duration(ours[1], about=False)}); "
               f"n = 50 under 15 s -> {'met' if ours[2] < 15 else 'MISSED'} ({duration(ours[2], about=False)})")
    return table


def search_rows() -> Table:
    table = Table("One search, knight from corner to corner: fewest_moves(n, 1, 2) vs the article's path_search",
                  ["n", "squares", "ours (s)", "ours growth", "article (s)", "article growth", "article/ours"],
                  ["{}", "{:,}", "{:.3f}", "{:.1f}", "{:.3f}", "{:.1f}", "{:.2f}"])
    ours, theirs = [], []
    for i, n in enumerate(SEARCH_SIZES):
        ours.append(best_seconds(fewest_moves, n, 1, 2))
        theirs.append(best_seconds(knightl_article_search, n, 1, 2))
        assert fewest_moves(n, 1, 2) == knightl_article_search(n, 1, 2)
        table.add(n, n * n, ours[i], growth_exponent(ours, SEARCH_SIZES, i), theirs[i],
                  growth_exponent(theirs, SEARCH_SIZES, i), theirs[i] / ours[i])
    return table


INLINE_SIZES = [100, 200, 400]


def bfs_calling_knight_targets(n: int, offsets, start):
    """``breadth_first_search`` with its inlined loop replaced by a call of ``knight_targets``."""
    distance = [UNREACHABLE] * (n * n)
    distance[start[0] * n + start[1]] = 0
    parent = {start: None}
    queue = deque([start])
    while queue:
        square = queue.popleft()
        further = distance[square[0] * n + square[1]] + 1
        for row, col in knight_targets(n, square, offsets=offsets):
            if distance[row * n + col] == UNREACHABLE:
                distance[row * n + col] = further
                parent[row, col] = square
                queue.append((row, col))
    return distance, parent


def inline_rows() -> Table:
    table = Table("BFS over the whole board: inlined neighbours vs calling knight_targets per square",
                  ["n", "inlined (s)", "calling (s)", "calling/inlined"], ["{}", "{:.3f}", "{:.3f}", "{:.2f}"])
    for n in INLINE_SIZES:
        inlined = best_seconds(breadth_first_search, n, KNIGHT_OFFSETS, (0, 0), repeat=3)
        calling = best_seconds(bfs_calling_knight_targets, n, KNIGHT_OFFSETS, (0, 0), repeat=3)
        assert bfs_calling_knight_targets(n, KNIGHT_OFFSETS, (0, 0)) == breadth_first_search(n, KNIGHT_OFFSETS, (0, 0))
        table.add(n, inlined, calling, calling / inlined)
    table.note("the package inlines a call only where it costs more than 10% (a ratio above 1.10)")
    return table


def main() -> None:
    print(f"Python {platform.python_version()} on {platform.machine()}, {sys.platform}")
    print()
    publish("distance", [table_rows(), search_rows(), inline_rows()])


if __name__ == "__main__":
    main()
