"""The article's C program, ported line by line: the reference the other searches are tested against.

>>> knights_path_program(5).nodes
8840
"""

from __future__ import annotations

import time

from boardpuzzles.backtracking.jumps import ARTICLE_ORDER, JUDGE_MAX_SIZE, tour_budget_advice
from boardpuzzles.board import require_board_size
from boardpuzzles.search import SearchBudgetExceeded, SearchResult, require_budget
from boardpuzzles.tour import tour_from_numbering

#: The default budget of :func:`knights_path_program`, in nodes (its calls): 240,000 to 340,000 a second.
PROGRAM_BUDGET = 1_500_000


def knights_path_program(size: int, *, budget: int = PROGRAM_BUDGET) -> SearchResult:
    """Run a line-by-line Python port of the article's C program (recursive, as written there).

    The reference the other searches are tested against: ``sol`` holds move numbers and -1 for empty
    squares, ``solve_kt_util`` is ``solveKTUtil``. The recursion is n² deep, so n ≤ 8, the judge's limit.

    Parameters
    ----------
    size : int
        The board size ``n``, 1 to :data:`JUDGE_MAX_SIZE`; the program starts in the corner.
    budget : int
        The most calls of ``solveKTUtil`` (one per square placed); :data:`PROGRAM_BUDGET` by default.

    Returns
    -------
    SearchResult
        What :func:`backtracking_search` returns from the corner: the first tour (or ``None``) and the calls.

    Raises
    ------
    ValueError
        If the size is not between 1 and 8, or the budget is not allowed.
    SearchBudgetExceeded
        If ``solveKTUtil`` would be called more than ``budget`` times; the message says how many it needs.

    Examples
    --------
    >>> knights_path_program(5).nodes, knights_path_program(4)
    (8840, SearchResult(path=None, nodes=2223))
    """
    began = time.perf_counter()
    n = require_board_size(size, JUDGE_MAX_SIZE)
    budget = require_budget(budget)
    # The C program's arrays, int xMove[8] = {2, 1, -1, -2, -2, -1, 1, 2} and
    # int yMove[8] = {1, 2, 2, 1, -1, -2, -2, -1}, are ARTICLE_ORDER's rows and columns.
    x_move, y_move = zip(*ARTICLE_ORDER)
    sol = [[-1] * n for _ in range(n)]
    calls = 0

    def is_safe(x, y):
        return 0 <= x < n and 0 <= y < n and sol[x][y] == -1

    def solve_kt_util(x, y, movei):
        nonlocal calls
        calls += 1
        if calls > budget:
            raise SearchBudgetExceeded("the article's program", budget,
                                       needed=tour_budget_advice(n, 0, ARTICLE_ORDER, budget, began))
        sol[x][y] = movei
        if movei == n * n:
            return 1
        for k in range(8):
            next_x, next_y = x + x_move[k], y + y_move[k]
            if is_safe(next_x, next_y):
                if solve_kt_util(next_x, next_y, movei + 1) == 1:
                    return 1
        sol[x][y] = -1
        return 0

    if solve_kt_util(0, 0, 1) == 0:
        return SearchResult(None, calls)
    return SearchResult(tour_from_numbering(sol), calls)
