"""The ground every backtracking search stands on: the article's move order, the jump table, the checks.

The searches number the squares ``row * size + col`` and look up each square's jumps in a table
(:func:`jump_table`) in the order they are tried, the article's by default (:data:`ARTICLE_ORDER`).
When a first-tour search runs out of budget, its message says what it would need (from the corner in
the article's order, the nodes are known).

>>> ARTICLE_ORDER[:2], jump_table(3)[0]
(((2, 1), (1, 2)), [7, 5])
"""

from __future__ import annotations

import time

from boardpuzzles import board
from boardpuzzles.board import Offset, all_squares, require_board_size, require_square
from boardpuzzles.errors import PieceError
from boardpuzzles.knight import KNIGHT_OFFSETS, knight_targets, offsets_round
from boardpuzzles.search import needed_budget, require_budget

#: The article's move order as ``(d_row, d_col)``: anticlockwise round the knight, starting
#: with ``(2, 1)``. The C program types it as ``xMove`` and ``yMove`` (see :func:`knights_path_program`).
ARTICLE_ORDER: tuple[Offset, ...] = offsets_round((2, 1), clockwise=False)

#: The judge's limit on the board size (1 ≤ n ≤ 8).
JUDGE_MAX_SIZE = 8

#: The largest board the backtracking searches accept. Past n = 8 they need luck; from the corner the pruned
#: search finishes n = 10 in 100 nodes, but n = 9, 11 and 12 exhaust any sensible budget.
MAX_BACKTRACK_SIZE = 12

# The nodes of the plain search (and the C program) and of the pruned search from the corner in the article's
# order, n = 1 to 8: the tests check them up to n = 6 and 8, chapter 3 and bench_backtracking.py beyond.
_CORNER_NODES = (1, 1, 15, 2223, 8840, 248169, 7151179, 8250733)
_PRUNED_CORNER_NODES = (1, 1, 1, 87, 25, 204, 959, 313)


def _require_order(order) -> tuple[Offset, ...]:
    """Return ``order`` as a tuple of offsets if it lists each of the 8 knight jumps once."""
    try:
        offsets = tuple((board.require_int(d_row, "jump"), board.require_int(d_col, "jump")) for d_row, d_col in order)
    except (TypeError, ValueError):
        offsets = None
    if offsets is None or sorted(offsets) != sorted(KNIGHT_OFFSETS):
        raise PieceError(f"move order must list each of the 8 knight jumps once, got {order!r}")
    return offsets


def prepare_search(size, start, order, budget) -> tuple[int, int, list[list[int]], int]:
    """Check a first-tour search's arguments; return the size, the start square's number, the jump table, the budget.

    Parameters
    ----------
    size : int
        The board size ``n``, 1 to :data:`MAX_BACKTRACK_SIZE`.
    start : (int, int)
        The 0-based first square.
    order : sequence of (int, int)
        The 8 knight jumps in the order they are tried.
    budget : int
        The most nodes the search may visit.

    Returns
    -------
    (int, int, list of list of int, int)
        The size; the start square's number ``row * size + col``, as the searches number squares; the jump
        table (:func:`jump_table`); the budget.

    Raises
    ------
    ValueError
        If the size, start, order or budget is not allowed, with a message that names it.

    Examples
    --------
    >>> size, first, jumps, budget = prepare_search(5, (1, 0), ARTICLE_ORDER, 100)
    >>> size, first, jumps[first], budget
    (5, 5, [16, 12, 2], 100)
    >>> prepare_search(5, (5, 0), ARTICLE_ORDER, 100)
    Traceback (most recent call last):
    ...
    boardpuzzles.errors.SquareError: start square (5, 0) is off the 5×5 board: 0-based rows and columns run from 0 to 4
    """
    size = require_board_size(size, MAX_BACKTRACK_SIZE)
    row, col = require_square(size, start, name="start square")
    return size, row * size + col, jump_table(size, order=order), require_budget(budget)


def tour_budget_advice(size: int, first: int, order, budget: int, began: float, *, pruned: bool = False) -> str:
    """Say what a first-tour search that ran out of ``budget`` would need: the end of its budget message.

    From the corner in the article's order the nodes are known (the plain search's, or with ``pruned`` the
    pruned search's), and the pace since ``began`` (a ``time.perf_counter()`` reading) says how long they
    take; elsewhere the message says what else to try.

    Parameters
    ----------
    size : int
        The board size ``n``.
    first : int
        The start square's number, ``row * size + col``.
    order : sequence of (int, int)
        The order the search tried its jumps in.
    budget : int
        The budget it ran out of.
    began : float
        When the search began, by ``time.perf_counter()``.
    pruned : bool
        Whether it was the pruned search.

    Returns
    -------
    str
        The message's end: the nodes needed and how long they would take, or what else to try.

    Examples
    --------
    >>> import time
    >>> tour_budget_advice(5, 0, ARTICLE_ORDER, 100, time.perf_counter() - 1.0)  # doctest: +ELLIPSIS
    "from the corner in the article's order it needs 8,840 nodes (about ... s at this search's pace): pass budget=8_840"
    >>> tour_budget_advice(9, 0, ARTICLE_ORDER, 100, 0.0)  # doctest: +ELLIPSIS
    "the full search may need far more nodes, ... call robust_tour(9), which finds one by Warnsdorff's rule"
    """
    known = _PRUNED_CORNER_NODES if pruned else _CORNER_NODES
    if first == 0 and size <= len(known) and _require_order(order) == ARTICLE_ORDER:
        pace = budget / (time.perf_counter() - began)
        return f"from the corner in the article's order it needs {needed_budget(known[size - 1], pace, exact=True)}"
    start = "" if first == 0 else f", start={divmod(first, size)}"
    return ("the full search may need far more nodes, and how many is not known in advance: pass a larger budget "
            f"or, if any tour will do, call robust_tour({size}{start}), which finds one by Warnsdorff's rule")


def jump_table(size: int, *, order=ARTICLE_ORDER) -> list[list[int]]:
    """Return, for each square numbered ``row * size + col`` (as the searches number them), its jumps in ``order``.

    Parameters
    ----------
    size : int
        The board size ``n``, 1 to :data:`MAX_BACKTRACK_SIZE`.
    order : sequence of (int, int)
        The 8 knight jumps ``(d_row, d_col)`` in the order they are listed; :data:`ARTICLE_ORDER` by default.

    Returns
    -------
    list of list of int
        ``table[s]`` lists the squares one jump from square ``s``, in ``order``.

    Raises
    ------
    ValueError
        If the size is out of range or ``order`` does not list each of the 8 knight jumps once.

    Examples
    --------
    >>> jump_table(3)[0], jump_table(3)[4]
    ([7, 5], [])
    """
    size = require_board_size(size, MAX_BACKTRACK_SIZE)
    order = _require_order(order)
    return [[row * size + col for row, col in knight_targets(size, square, offsets=order)]
            for square in all_squares(size)]
