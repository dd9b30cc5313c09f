"""The article's rule: a static count, a stable sort, and backtracking (its Java program, ported).

The article sorts the candidates by the number of on-board squares one jump from each, visited
or not, so the order never changes during the search; when stuck, the search takes a move back.

>>> horse_board_search(8).nodes
1952
"""

from __future__ import annotations

from array import array

from boardpuzzles.board import MAX_BOARD_SIZE, Square, require_board_size
from boardpuzzles.knight import knight_targets
from boardpuzzles.search import SearchBudgetExceeded, SearchResult, require_budget
from boardpuzzles.warnsdorff.padded import CLOCKWISE_ORDER, _padded_counts, _square_of, _to_squares

#: Each default budget stops its search within about 10 s (benchmarks/bench_budgets.py times them all).
#: The default budget of the article's search (:func:`horse_board_search`), in nodes (squares placed):
#: 180,000 to 240,000 a second (more on big boards), so it stops within 6 s.
HORSE_BOARD_BUDGET = 1_000_000


def _tour_needs(size: int, start: Square) -> str:
    """Say what is known about the need of a first-tour search that ran out of budget: nothing in advance."""
    at = "" if start == (0, 0) else f", start={start}"
    return ("the full search may need far more nodes, and how many is not known in advance: pass a larger budget "
            f"or, if any tour will do, call robust_tour({size}{at}), which counts only unvisited squares")


def horse_board_candidates(size: int, square: Square) -> list[Square]:
    """Return the article's candidates from ``square``: in its offset order, then stably sorted by onward count.

    The count is the article's ``next(o).size()``: *every* on-board square one jump
    from the candidate, visited or not. It never changes during the search, so the
    order is fixed for each square.

    Parameters
    ----------
    size : int
        The board size ``n``, 1 to :data:`~boardpuzzles.board.MAX_BOARD_SIZE`.
    square : (int, int)
        The 0-based square the knight stands on.

    Returns
    -------
    list of (int, int)
        The squares one jump away, fewest onward squares first; ties keep :data:`CLOCKWISE_ORDER`.

    Raises
    ------
    ValueError
        If the size is out of range or ``square`` is off the board.

    Examples
    --------
    >>> horse_board_candidates(8, (0, 0))
    [(1, 2), (2, 1)]
    >>> horse_board_candidates(8, (4, 4))[:3]
    [(3, 6), (5, 6), (6, 5)]
    """
    size = require_board_size(size, MAX_BOARD_SIZE)
    square = _square_of(square, size, "square")
    candidates = knight_targets(size, square, offsets=CLOCKWISE_ORDER)
    return sorted(candidates, key=lambda target: len(knight_targets(size, target)))


def horse_board_search(size: int, *, start: Square = (0, 0), budget: int = HORSE_BOARD_BUDGET) -> SearchResult:
    """Run the article's program: depth-first search, trying candidates in :func:`horse_board_candidates` order.

    A faithful port of the article's ``traversalChessboard``, but with an explicit stack
    instead of recursion, and a budget on the number of squares placed. It runs on the flat
    squares of a padded board, as :func:`warnsdorff_path` does, with the article's counts
    (:func:`horse_board_candidates` is the reference); each square's candidates are worked out
    again when the search comes back to it, so the search holds a few bytes per square.

    Parameters
    ----------
    size : int
        The board size ``n``, 1 to :data:`~boardpuzzles.board.MAX_BOARD_SIZE`.
    start : (int, int)
        The 0-based first square; the article starts at row 1, column 1, that is ``(0, 0)``.
    budget : int
        The most nodes (squares placed, backtracked placements included) the search may visit;
        :data:`HORSE_BOARD_BUDGET` by default.

    Returns
    -------
    SearchResult
        ``path`` is the tour found (``None`` when the whole search found none); ``nodes`` the squares placed.

    Raises
    ------
    ValueError
        If the size, start square or budget is out of range.
    SearchBudgetExceeded
        If the search needs more than ``budget`` nodes (how many it would need is not known in advance).

    Examples
    --------
    On 5×5 the sorted candidates lead straight to a tour, with no step taken back:

    >>> horse_board_search(5).path[:3], horse_board_search(5).nodes
    ([(0, 0), (1, 2), (0, 4)], 25)
    >>> horse_board_search(3)
    SearchResult(path=None, nodes=15)
    >>> horse_board_search(12, budget=10)  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    boardpuzzles.search.SearchBudgetExceeded: the article's search stopped ... call robust_tour(12), ...
    """
    size = require_board_size(size, MAX_BOARD_SIZE)
    start = _square_of(start, size)
    budget = require_budget(budget)
    width = size + 4
    counts = _padded_counts(size, width)  # the article's counts: on-board squares, visited or not; 255 off the board
    deltas = [dr * width + dc for dr, dc in CLOCKWISE_ORDER]

    def candidates(square: int) -> list[int]:
        """The article's candidates from ``square``: on the board, stably sorted by their fixed count."""
        return sorted([square + delta for delta in deltas if counts[square + delta] < 9], key=counts.__getitem__)

    goal = size * size
    path = array("l", [(start[0] + 2) * width + start[1] + 2])
    visited = bytearray(width * width)
    visited[path[0]] = 1
    tried = bytearray(1)  # how many candidates of each square on the path were tried (its order never changes)
    placed = 1
    while path:
        if len(path) == goal:
            return SearchResult(_to_squares(path, size), placed)
        options = candidates(path[-1])
        k = tried[-1]
        while k < len(options) and visited[options[k]]:
            k += 1
        if k == len(options):  # every candidate tried: take the square back
            visited[path.pop()] = 0
            tried.pop()
            continue
        tried[-1] = k + 1
        placed += 1
        if placed > budget:
            raise SearchBudgetExceeded("the article's search", budget, needed=_tour_needs(size, start))
        path.append(options[k])
        visited[options[k]] = 1
        tried.append(0)
    return SearchResult(None, placed)
