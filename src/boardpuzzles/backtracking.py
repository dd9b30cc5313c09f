"""Chapter 3: a knight's tour by backtracking, as in e-olymp problem 10242 "Путь коня" ("Knight's path").

The knight starts in the top-left corner and tries its eight jumps in a fixed order (:data:`ARTICLE_ORDER`),
taking a move back when stuck. Here: the plain search (the article's), a port of the article's C program,
:class:`RemainingSquares` and the pruned search built on it (the same first tour, provably), the search's
events for the pictures, and a tour counter with Knuth's estimate of its size. Every search takes a budget
and follows the package's one rule (:mod:`boardpuzzles.search`).

>>> backtracking_tour(5)[:3], pruned_search(8).nodes
([(0, 0), (2, 1), (4, 2)], 313)
"""

from __future__ import annotations

import random
import time
from typing import NamedTuple

from boardpuzzles import board, errors
from boardpuzzles.board import Offset, Square, all_squares, format_square, require_board_size, require_square
from boardpuzzles.knight import KNIGHT_OFFSETS, knight_targets, offsets_round
from boardpuzzles.search import SearchBudgetExceeded, SearchResult, needed_budget, require_budget
from boardpuzzles.tour import MAX_CHECK_SIZE, Tour, is_knight_move, tour_from_numbering

#: The article's move order as ``(d_row, d_col)``: anticlockwise round the knight, starting
#: with ``(2, 1)``. The C program types it as ``xMove`` and ``yMove`` (see :func:`knights_path_program`).
ARTICLE_ORDER: tuple[Offset, ...] = offsets_round((2, 1), clockwise=False)

#: The judge's limit on the board size (1 ≤ n ≤ 8).
JUDGE_MAX_SIZE = 8

#: The largest board the backtracking searches accept. Past n = 8 they need luck; from the corner the pruned
#: search finishes n = 10 in 100 nodes, but n = 9, 11 and 12 exhaust any sensible budget.
MAX_BACKTRACK_SIZE = 12

#: The plain search's default budget in nodes. At 1.3 to 2.7 million a second it stops within 8 s
#: (benchmarks/bench_budgets.py times every budget), and it covers the judge's boards (8,250,733 nodes at n = 8).
TOUR_SEARCH_BUDGET = 10_000_000
#: The pruned search's default budget, in nodes. Its test makes a node dearer (130,000 to 270,000 a second).
PRUNED_SEARCH_BUDGET = 1_000_000
#: The default budget of :func:`knights_path_program`, in nodes (its calls): 240,000 to 340,000 a second.
PROGRAM_BUDGET = 1_500_000
#: The default budget of :func:`count_tours`, in nodes: 75,000 to 160,000 a second, within 7 s. Every 5×5
#: count fits (all 25 starts need 31,453 nodes); 6×6 does not (one corner needs 3,607,309).
COUNT_BUDGET = 500_000

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
        raise errors.PieceError(f"move order must list each of the 8 knight jumps once, got {order!r}")
    return offsets


def _search_setup(size, start, order, budget):
    """Check a search's arguments; return the size, start index, jump table and budget."""
    size = require_board_size(size, MAX_BACKTRACK_SIZE)
    row, col = require_square(size, start, name="start square")
    return size, row * size + col, jump_table(size, order=order), require_budget(budget)


def _tour_needs(known: tuple[int, ...], size: int, first: int, order, budget: int, began: float) -> str:
    """Say what a first-tour search would need, as the end of its budget message (``known`` from the corner)."""
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
    return [[row * size + col for row, col in knight_targets(square, size=size, offsets=order)]
            for square in all_squares(size)]


class RemainingSquares:
    """The squares a path has not yet visited, and how many unvisited neighbours (the *degree*) each has.

    The searches place and take back squares here and ask :meth:`may_finish` whether a tour can still be
    completed. ``low``: the unvisited squares of degree 0 or 1, each only the first or last square left.

    Parameters
    ----------
    jumps : list of list of int
        ``jumps[s]`` lists the squares one jump from square ``s`` (:func:`jump_table`); none is visited yet.

    Examples
    --------
    >>> remaining = RemainingSquares(jump_table(3))
    >>> remaining.place(0)
    >>> remaining.left, remaining.degree[5], remaining.may_finish(0)
    (8, 1, False)
    """

    def __init__(self, jumps: list[list[int]]):
        self.jumps = jumps
        self.neighbours = [set(targets) for targets in jumps]
        self.visited = [False] * len(jumps)
        self.degree = [len(targets) for targets in jumps]
        self.low = {square for square, degree in enumerate(self.degree) if degree <= 1}
        self.left = len(jumps)

    def place(self, square: int) -> None:
        """Visit ``square``: each of its neighbours loses one unvisited neighbour."""
        self.visited[square] = True
        self.left -= 1
        self.low.discard(square)
        for other in self.jumps[square]:
            self.degree[other] -= 1
            if self.degree[other] == 1 and not self.visited[other]:
                self.low.add(other)

    def take_back(self, square: int) -> None:
        """Undo :meth:`place` for ``square``."""
        for other in self.jumps[square]:
            self.degree[other] += 1
            if self.degree[other] == 2 and not self.visited[other]:
                self.low.discard(other)
        self.visited[square] = False
        self.left += 1
        if self.degree[square] <= 1:
            self.low.add(square)

    def may_finish(self, end: int) -> bool:
        """Return ``False`` only if no knight path from ``end`` can visit every remaining square.

        With ``m`` squares left, each must be entered from the square before it and (all but the last) left
        for the square after, so a square in the middle of the rest of the tour needs 2 unvisited neighbours.
        With ``m >= 2``: the knight needs a way on; no square may have degree 0; at most 2 may have degree 1
        (the first and the last); and if 2 do, one must be first, one jump from ``end``.
        """
        if self.left == 0:
            return True
        if self.degree[end] == 0:
            return False
        if self.left == 1:
            return True
        low = self.low
        if len(low) > 2 or any(self.degree[square] == 0 for square in low):
            return False
        return len(low) < 2 or not low.isdisjoint(self.neighbours[end])


# --- the first-tour searches: the article's, its C program, and the pruned search (fewer nodes) ---


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
    size, first, jumps, budget = _search_setup(size, start, order, budget)
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
            why = _tour_needs(_CORNER_NODES, size, first, order, budget, began)
            raise SearchBudgetExceeded("the backtracking search", budget,
                                       needed=why)
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
    >>> knights_path_program(5) == backtracking_search(5)
    True
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
                                       needed=_tour_needs(_CORNER_NODES, n, 0, ARTICLE_ORDER, budget, began))
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
    size, first, jumps, budget = _search_setup(size, start, order, budget)
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
                                       needed=_tour_needs(_PRUNED_CORNER_NODES, size, first, order, budget, began))
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


def dead_end(size: int, path) -> str | None:
    """Say why no knight path from the end of ``path`` can visit every square left, or ``None`` if no rule applies.

    The tests of :func:`pruned_search` one at a time, the reason as a sentence (squares 1-based, as the reader
    sees them). ``None`` does not promise that a tour can be finished, only that no rule rules it out.

    Parameters
    ----------
    size : int
        The board size ``n``, 1 to :data:`MAX_BACKTRACK_SIZE`.
    path : sequence of (int, int)
        The 0-based squares visited so far, in order; the knight stands on the last.

    Returns
    -------
    str or None
        The first rule that proves the position lost, as a sentence, or ``None``.

    Raises
    ------
    ValueError
        If the size is out of range, or ``path`` is empty, leaves the board or repeats a square.

    Examples
    --------
    >>> print(dead_end(3, [(0, 0)]))  # doctest: +ELLIPSIS
    square (2 2) has no unvisited neighbour, so with 8 squares left it can be neither passed through ...
    >>> print(dead_end(5, [(0, 0), (2, 1), (4, 2), (3, 4), (1, 3), (0, 1), (2, 2), (4, 3)]))  # doctest: +ELLIPSIS
    squares (4 1) and (5 1) have only one unvisited neighbour and neither is a jump from the knight, ...
    >>> dead_end(5, [(0, 0), (2, 1)]) is None
    True
    """
    size = require_board_size(size, MAX_BACKTRACK_SIZE)
    path = [require_square(size, square, name="path square") for square in path]
    if not path:
        raise errors.PathError("dead_end needs a path of at least one square, got none")
    visited = set(path)
    if len(visited) < len(path):
        raise errors.PathError(f"path must visit each square once, got {path}")
    end = path[-1]
    left = size * size - len(visited)
    if left == 0:
        return None

    def degree(square):
        return sum(target not in visited for target in knight_targets(square, size=size))

    if degree(end) == 0:
        return f"the knight on {format_square(end)} has no unvisited square to jump to"
    if left == 1:
        return None
    unvisited = [square for square in all_squares(size) if square not in visited]
    for square in unvisited:
        if degree(square) == 0:
            return (f"square {format_square(square)} has no unvisited neighbour, so with {left} squares left "
                    "it can be neither passed through nor finished on")
    ones = [square for square in unvisited if degree(square) == 1]
    if len(ones) > 2:
        return (f"{len(ones)} squares have only one unvisited neighbour: {', '.join(map(format_square, ones))}; "
                "only the first and the last square of the rest of the tour may")
    if len(ones) == 2 and not any(is_knight_move(end, square) for square in ones):
        return (f"squares {format_square(ones[0])} and {format_square(ones[1])} have only one unvisited neighbour "
                "and neither is a jump from the knight, so each of them could only be the last square")
    return None


# --- the search as a film: every placement and every take-back ---


class SearchEvent(NamedTuple):
    """One step of the search: ``"place"`` move ``number`` on the 0-based ``square``, or ``"undo"`` it.

    >>> search_events(5, limit=2)[1]
    SearchEvent(kind='place', square=(2, 1), number=2)
    """

    kind: str
    square: Square
    number: int


def search_events(size: int, *, limit: int = 150, start: Square = (0, 0), order=ARTICLE_ORDER,
                  pruned: bool = False) -> list[SearchEvent]:
    """Return the first ``limit`` events of the search: each square placed and each taken back.

    The plain search, or :func:`pruned_search` (which never places a square its test rejects). Replaying
    them (:func:`replay_events`) rebuilds the board at every moment, as the chapter draws it. The list ends
    early when the search does: after its first tour's last move, or after taking back the start.

    Parameters
    ----------
    size : int
    start : (int, int)
    order : sequence of (int, int)
        As for :func:`backtracking_search`.
    limit : int
        The most events to return, 1 to 1,000,000 (a million take several seconds).
    pruned : bool
        Follow the pruned search instead of the plain one.

    Returns
    -------
    list of SearchEvent
        The events in the order the search makes them.

    Raises
    ------
    ValueError
        If the size, start, order or limit is not allowed.

    Examples
    --------
    >>> [(e.kind, e.square, e.number) for e in search_events(3, limit=4)]
    [('place', (0, 0), 1), ('place', (2, 1), 2), ('place', (0, 2), 3), ('place', (1, 0), 4)]
    >>> len(search_events(5, limit=20_000)), len(search_events(5, limit=20_000, pruned=True))
    (17655, 25)
    """
    size, first, jumps, _ = _search_setup(size, start, order, 1)
    limit = board.require_in_range(limit, "event limit", 1, 1_000_000)
    goal = size * size
    remaining = RemainingSquares(jumps)

    def admits(square: int) -> bool:
        """Place ``square`` if the search would; say whether it did."""
        if remaining.visited[square]:
            return False
        remaining.place(square)
        if not pruned or remaining.may_finish(square):
            return True
        remaining.take_back(square)
        return False

    remaining.place(first)
    events = [SearchEvent("place", divmod(first, size), 1)]
    path, untried = [first], [iter(jumps[first])]
    if pruned and not remaining.may_finish(first):
        untried = [iter(())]  # no tour: the start is taken back at once
    while len(events) < limit and untried and len(path) < goal:
        square = next((s for s in untried[-1] if admits(s)), None)
        if square is None:
            untried.pop()
            events.append(SearchEvent("undo", divmod(path[-1], size), len(path)))
            remaining.take_back(path.pop())
            continue
        path.append(square)
        untried.append(iter(jumps[square]))
        events.append(SearchEvent("place", divmod(square, size), len(path)))
    return events[:limit]


def replay_events(size: int, events) -> list[list[list[int]]]:
    """Return the numbered board after each search event (0 for empty squares).

    Parameters
    ----------
    size : int
        The board size ``n``, 1 to :data:`~boardpuzzles.tour.MAX_CHECK_SIZE`.
    events : iterable of SearchEvent
        Events as :func:`search_events` returns them.

    Returns
    -------
    list of list of list of int
        One numbered board (a copy) per event.

    Raises
    ------
    ValueError
        If the size is out of range.

    Examples
    --------
    >>> [grid[0] for grid in replay_events(3, search_events(3, limit=3))]
    [[1, 0, 0], [1, 0, 0], [1, 0, 3]]
    """
    size = require_board_size(size, MAX_CHECK_SIZE)
    grid = [[0] * size for _ in range(size)]
    boards = []
    for event in events:
        row, col = event.square
        grid[row][col] = event.number if event.kind == "place" else 0
        boards.append([list(line) for line in grid])
    return boards


# --- counting tours ---


def _count_from(jumps: list[list[int]], first: int, remember: int, budget: int, spent: int) -> tuple[int, int]:
    """Count the tours from ``first``, memoised at ``remember`` squares left or fewer; return (tours, nodes so far)."""
    nodes = spent + 1
    if nodes > budget:
        raise SearchBudgetExceeded("the tour count", budget)
    goal = len(jumps)
    remaining = RemainingSquares(jumps)
    remaining.place(first)
    if goal == 1:
        return 1, nodes
    if not remaining.may_finish(first):
        return 0, nodes
    known: dict[tuple[int, int], int] = {}
    left_mask = (1 << goal) - 1 - (1 << first)
    frames = [[first, iter(jumps[first]), 0, None]]  # square, moves to try, tours so far, memo key
    while True:
        frame = frames[-1]
        for square in frame[1]:
            if remaining.visited[square]:
                continue
            remaining.place(square)
            if remaining.left == 0:
                frame[2] += 1
                nodes += 1
            elif remaining.may_finish(square):
                key = (square, left_mask ^ (1 << square)) if remaining.left <= remember else None
                if key in known:
                    frame[2] += known[key]
                else:
                    nodes += 1
                    if nodes > budget:
                        raise SearchBudgetExceeded("the tour count", budget)
                    left_mask ^= 1 << square
                    frames.append([square, iter(jumps[square]), 0, key])
                    break
            remaining.take_back(square)
        else:
            frames.pop()
            if not frames:
                return frame[2], nodes
            if frame[3] is not None:
                known[frame[3]] = frame[2]
            frames[-1][2] += frame[2]
            left_mask ^= 1 << frame[0]
            remaining.take_back(frame[0])


def count_tours(size: int, *, start: Square | None = None, budget: int = COUNT_BUDGET) -> int:
    """Count the directed open knight's tours of the ``size`` by ``size`` board.

    Every tour is counted once for each direction it can be walked in (a tour and its
    reverse are two tours), and closed tours are counted among the open ones.

    Parameters
    ----------
    size : int
        The board size ``n``, 1 to :data:`MAX_BACKTRACK_SIZE`.
    start : (int, int), optional
        Count only tours starting on this 0-based square; every square by default.
    budget : int
        The most nodes (squares placed) the count may visit, over all starts; :data:`COUNT_BUDGET` by default.

    Returns
    -------
    int
        The number of directed tours from ``start``, or from every square.

    Raises
    ------
    ValueError
        If the size, start or budget is not allowed.
    SearchBudgetExceeded
        If counting needs more than ``budget`` nodes; the message gives :func:`estimate_count_nodes` and its time.

    Examples
    --------
    >>> count_tours(5), count_tours(5, start=(0, 0)), count_tours(4), count_tours(1)
    (1728, 304, 0, 1)
    """
    size = require_board_size(size, MAX_BACKTRACK_SIZE)
    budget = require_budget(budget)
    firsts = range(size * size) if start is None else [_search_setup(size, start, ARTICLE_ORDER, 1)[1]]
    jumps = jump_table(size, order=ARTICLE_ORDER)
    began = time.perf_counter()
    total = spent = 0
    try:
        for first in firsts:
            tours, spent = _count_from(jumps, first, 2 * size * size // 5, budget, spent)
            total += tours
    except SearchBudgetExceeded:
        pace = budget / (time.perf_counter() - began)
        needed = needed_budget(estimate_count_nodes(size, start=start), pace)
        raise SearchBudgetExceeded("the tour count", budget, needed="Knuth's estimate puts the full count at no "
                                   f"more than {needed}") from None
    return total


def _passes(remaining: RemainingSquares, square: int) -> bool:
    """Say whether the count would place ``square`` next: it ends a tour, or a tour may still be finished."""
    remaining.place(square)
    passes = remaining.left == 0 or remaining.may_finish(square)
    remaining.take_back(square)
    return passes


def estimate_count_nodes(size: int, *, start: Square | None = None, probes: int = 200, seed: int = 0) -> int:
    """Estimate how many nodes :func:`count_tours` would visit without its memo, by Knuth's random probes.

    A probe walks down the count's search tree, taking at each step one of the moves the count would try, at
    random. With ``c1, c2, ...`` choices on the way, ``1 + c1 + c1·c2 + ...`` estimates the size of the tree,
    and the mean over many probes is unbiased (Knuth, 1975). Over every start, the first choice is among the
    n² starts: ``n² (1 + c1 + ...)``. The memo only makes the real count cheaper: a budget this size should do.

    Parameters
    ----------
    size : int
        The board size ``n``, 1 to :data:`MAX_BACKTRACK_SIZE`.
    start : (int, int), optional
        Estimate the count from this 0-based square only; from every square by default.
    probes : int
        How many random probes to average, 1 to 1,000,000 (each walks at most n² steps).
    seed : int
        Seeds the random choices; the same seed gives the same estimate.

    Returns
    -------
    int
        The estimated number of nodes, rounded.

    Raises
    ------
    ValueError
        If the size, start, probes or seed is not allowed.

    Examples
    --------
    >>> estimate_count_nodes(1), estimate_count_nodes(5, start=(0, 0), seed=1) > 1_000
    (1, True)
    """
    size = require_board_size(size, MAX_BACKTRACK_SIZE)
    probes = board.require_in_range(probes, "probes", 1, 1_000_000)
    seed = board.require_int(seed, "seed")
    firsts = list(range(size * size)) if start is None else [_search_setup(size, start, ARTICLE_ORDER, 1)[1]]
    jumps, rng, total = jump_table(size), random.Random(seed), 0
    for _ in range(probes):
        here = rng.choice(firsts)
        remaining = RemainingSquares(jumps)
        remaining.place(here)
        width = nodes = len(firsts)
        while remaining.left and remaining.may_finish(here):
            choices = [square for square in jumps[here] if not remaining.visited[square]
                       and _passes(remaining, square)]
            if not choices:
                break
            width *= len(choices)
            nodes += width
            here = rng.choice(choices)
            remaining.place(here)
        total += nodes
    return round(total / probes)
