"""The first-tour searches: the article's plain backtracking, and the pruned search that finds the same tour.

The knight starts in the top-left corner and tries its eight jumps in a fixed order
(:data:`~boardpuzzles.backtracking.ARTICLE_ORDER`), taking a move back when stuck. The pruned search
skips every move after which :class:`~boardpuzzles.backtracking.RemainingSquares` proves that no tour can
be finished, so it finds the same first tour in far fewer nodes. Each takes a budget and follows the
package's one rule (:mod:`boardpuzzles.search`).

>>> backtracking_tour(5)[:3], pruned_search(8).nodes
([(0, 0), (2, 1), (4, 2)], 313)
"""

from __future__ import annotations

import time

from boardpuzzles.backtracking.jumps import (
    ARTICLE_ORDER,
    prepare_search,
    tour_budget_advice,
)
from boardpuzzles.backtracking.remaining import RemainingSquares
from boardpuzzles.board import Square
from boardpuzzles.search import SearchBudgetExceeded, SearchResult
from boardpuzzles.tour import Tour

#: The plain search's default budget in nodes. At 1.3 to 2.7 million a second it stops within 8 s
#: (benchmarks/bench_budgets.py times every budget), and it covers the judge's boards (8,250,733 nodes at n = 8).
TOUR_SEARCH_BUDGET = 10_000_000
#: The pruned search's default budget, in nodes. Its test makes a node dearer (130,000 to 270,000 a second).
PRUNED_SEARCH_BUDGET = 1_000_000


def backtracking_search(size: int, *, start: Square = (0, 0),
                        order=ARTICLE_ORDER,
                        budget: int = TOUR_SEARCH_BUDGET) -> SearchResult:
    """Search for a tour as the article does, with a stack instead of recursion: try jumps, take back when stuck.

    Parameters
    ----------
    size : int
        The board size ``n``, 1 to :data:`MAX_BACKTRACK_SIZE`.
    start : (int, int)
        The 0-based first square; the judge's is ``(0, 0)``.
    order : sequence of (int, int)
        The 8 knight jumps ``(d_row, d_col)`` in the order they are tried; :data:`ARTICLE_ORDER` by default.
    budget : int
        The most nodes (squares placed) the search may visit; :data:`TOUR_SEARCH_BUDGET` by default.

    Returns
    -------
    SearchResult
        ``path`` is the first tour in ``order`` (``None`` if none exists); ``nodes`` the squares placed.

    Raises
    ------
    ValueError
        If the size, start, order or budget is not allowed.
    SearchBudgetExceeded
        If the search needs more than ``budget`` nodes; the message says how many where that is known.

    Examples
    --------
    >>> backtracking_search(5).nodes, backtracking_search(3)
    (8840, SearchResult(path=None, nodes=15))
    >>> backtracking_search(6, budget=1000)  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    boardpuzzles.search.SearchBudgetExceeded: the backtracking search stopped ... it needs 248,169 nodes ...
    """
    size, first, jumps, budget = prepare_search(size, start, order, budget)
    began = time.perf_counter()  # for the pace its budget message gives
    goal = size * size
    visited = [False] * goal
    visited[first] = True
    path, untried, nodes = [first], [iter(jumps[first])], 1
    while len(path) < goal and untried:
        for square in untried[-1]:
            if not visited[square]:
                break
        else:  # every jump from the last square failed: take it back
            untried.pop()
            visited[path.pop()] = False
            continue
        nodes += 1
        if nodes > budget:
            why = tour_budget_advice(size, first, order, budget, began)
            raise SearchBudgetExceeded("the backtracking search", budget, needed=why)
        visited[square] = True
        path.append(square)
        untried.append(iter(jumps[square]))
    tour = [divmod(index, size) for index in path]
    return SearchResult(tour if path else None, nodes)


def backtracking_tour(size: int, *, start: Square = (0, 0), order=ARTICLE_ORDER,
                      budget: int = TOUR_SEARCH_BUDGET) -> Tour | None:
    """Return the article's tour: the first one the plain backtracking search finds, or ``None``.

    Parameters
    ----------
    size : int
    start : (int, int)
    order : sequence of (int, int)
    budget : int
        As for :func:`backtracking_search`, which raises the same errors.

    Returns
    -------
    list of (int, int) or None
        The first tour in ``order`` from ``start``, or ``None`` when the search proves there is none.

    Examples
    --------
    >>> backtracking_tour(6)[:3], backtracking_tour(4)
    ([(0, 0), (2, 1), (4, 2)], None)
    """
    return backtracking_search(size, start=start, order=order, budget=budget).path


def pruned_search(size: int, *, start: Square = (0, 0), order=ARTICLE_ORDER,
                  budget: int = PRUNED_SEARCH_BUDGET) -> SearchResult:
    """Search like :func:`backtracking_search`, but skip every move after which no tour can be finished.

    Before placing a square it asks :meth:`RemainingSquares.may_finish`, which says no only when it has *proved*
    that no completion exists (chapter 3). Cutting only branches without a tour keeps the order of the tours,
    so the first is the plain search's, for every ``order``. A move the test skips is not counted as a node.

    Parameters
    ----------
    size : int
    start : (int, int)
    order : sequence of (int, int)
        As for :func:`backtracking_search`.
    budget : int
        The most nodes (squares placed) the search may visit; :data:`PRUNED_SEARCH_BUDGET` by default.

    Returns
    -------
    SearchResult
        ``path`` is the first tour in ``order`` (``None`` if none exists); ``nodes`` the squares placed.

    Raises
    ------
    ValueError
        If the size, start, order or budget is not allowed.
    SearchBudgetExceeded
        If the search needs more than ``budget`` nodes (n = 9, 11 and 12 need more than the default).

    Examples
    --------
    >>> pruned_search(8).nodes, pruned_search(5).nodes, pruned_search(4)
    (313, 25, SearchResult(path=None, nodes=87))
    >>> pruned_search(6).path == backtracking_search(6).path
    True
    """
    size, first, jumps, budget = prepare_search(size, start, order, budget)
    began = time.perf_counter()  # the pace of the search itself, for its budget message
    goal = size * size
    remaining = RemainingSquares(jumps)
    remaining.place(first)
    if not remaining.may_finish(first):
        return SearchResult(None, 1)
    path, untried, nodes = [first], [iter(jumps[first])], 1
    while len(path) < goal and untried:
        for square in untried[-1]:
            if not remaining.visited[square]:
                remaining.place(square)
                if remaining.may_finish(square):
                    break
                remaining.take_back(square)
        else:
            untried.pop()
            remaining.take_back(path.pop())
            continue
        nodes += 1
        if nodes > budget:
            raise SearchBudgetExceeded("the pruned search", budget,
                                       needed=tour_budget_advice(size, first, order, budget, began, pruned=True))
        path.append(square)
        untried.append(iter(jumps[square]))
    return SearchResult([divmod(index, size) for index in path] if path else None, nodes)


def pruned_tour(size: int, *, start: Square = (0, 0), order=ARTICLE_ORDER,
                budget: int = PRUNED_SEARCH_BUDGET) -> Tour | None:
    """Return the same tour as :func:`backtracking_tour`, found by the pruned search.

    Parameters
    ----------
    size : int
    start : (int, int)
    order : sequence of (int, int)
    budget : int
        As for :func:`pruned_search`, which raises the same errors.

    Returns
    -------
    list of (int, int) or None
        The first tour in ``order`` from ``start``, or ``None`` when the search proves there is none.

    Examples
    --------
    >>> pruned_tour(6) == backtracking_tour(6), pruned_tour(3)
    (True, None)
    """
    return pruned_search(size, start=start, order=order, budget=budget).path


def count_nodes(size: int, *, pruned: bool = False, start: Square = (0, 0), order=ARTICLE_ORDER,
                budget: int | None = None) -> int:
    """Return how many nodes (squares placed) the plain or the pruned search visits before it stops.

    Parameters
    ----------
    size : int
    start : (int, int)
    order : sequence of (int, int)
        As for :func:`backtracking_search`, which raises the same errors.
    pruned : bool
        Count the nodes of :func:`pruned_search` instead.
    budget : int or None
        The most nodes the search may visit; ``None`` for that search's default.

    Returns
    -------
    int
        The ``nodes`` of the search's :class:`~boardpuzzles.search.SearchResult`.

    Examples
    --------
    >>> [count_nodes(n) for n in range(1, 6)], [count_nodes(n, pruned=True) for n in range(1, 6)]
    ([1, 1, 15, 2223, 8840], [1, 1, 1, 87, 25])
    """
    search, default = (pruned_search, PRUNED_SEARCH_BUDGET) if pruned else (backtracking_search, TOUR_SEARCH_BUDGET)
    return search(size, start=start, order=order, budget=default if budget is None else budget).nodes
