"""Chapter 4: Warnsdorff's rule, after the article "数据结构与算法: 马踏棋盘" ("the horse on the chessboard").

Look one step ahead: go where the fewest onward moves remain. The article's Java program
(a stable sort by the *static* number of onward squares, with backtracking), true
Warnsdorff (counting only unvisited onward squares), tie-breaking rules, a solver that has
found an open tour wherever one exists in every test (from every square up to n = 12, from
the corner up to n = 60 and beyond), and closed tours. Every search that can explode takes a
budget and follows the package's one rule (:mod:`boardpuzzles.search`).

>>> warnsdorff_tour(8)[:3]
[(0, 0), (1, 2), (0, 4)]
>>> horse_board_search(8).nodes
1952
"""

from __future__ import annotations

import random
from array import array

from boardpuzzles.board import MAX_BOARD_SIZE, Offset, Square, require_board_size, require_int, require_square
from boardpuzzles.errors import OptionError, PieceError
from boardpuzzles.knight import knight_targets, move_counts, offsets_round
from boardpuzzles.search import SearchBudgetExceeded, SearchResult, require_budget
from boardpuzzles.tour import Tour, is_knight_move, no_tour_reason

#: The candidate order of chapter 4's article. Its Java program lists ``(x-2, y-1), (x-1, y-2),
#: (x+1, y-2), (x+2, y-1), (x+2, y+1), (x+1, y+2), (x-1, y+2), (x-2, y+1)`` with ``x`` the column
#: and ``y`` the row; here the same eight jumps as ``(d_row, d_col)``: clockwise, starting left-up.
CLOCKWISE_ORDER: tuple[Offset, ...] = offsets_round((-1, -2))

#: The largest board the fast Warnsdorff solvers (:func:`warnsdorff_path`, :func:`robust_tour`) accept: a
#: 2000×2000 tour holds four million squares. The article's search and :func:`onward_counts` stop at
#: :data:`~boardpuzzles.board.MAX_BOARD_SIZE`.
MAX_WARNSDORFF_SIZE = 2000

#: The tie-breaking rules of :func:`warnsdorff_path`.
TIE_BREAKS = ("first", "roth", "pohl")

#: The largest board :func:`closed_tour` accepts; each rotation costs up to n² steps.
MAX_CLOSED_SIZE = 200

#: Each default budget stops its search within about 10 s (benchmarks/bench_budgets.py times them all).
#: The default budget of the article's search (:func:`horse_board_search`), in nodes (squares placed):
#: 180,000 to 240,000 a second (more on big boards), so it stops within 6 s.
HORSE_BOARD_BUDGET = 1_000_000

#: The default budget of the backtracking fallback of :func:`robust_tour`, in nodes (squares placed): about
#: 150,000 a second, so it stops within 7 s.
ROBUST_FALLBACK_BUDGET = 1_000_000

#: The default budget of :func:`closed_tour`, in rotations. A rotation costs up to n² steps: at n = 200 about
#: 850 a second, so it stops within 4 s, while closing has taken at most a few hundred in the tests.
CLOSING_BUDGET = 3_000


def _require_tour_size(size) -> int:
    """Check the size of a fast Warnsdorff solver."""
    return require_board_size(size, MAX_WARNSDORFF_SIZE)


def _square_of(square, size: int, name: str = "start square") -> Square:
    """Check a 0-based square on the board; ``name`` says what it is, for the message."""
    return require_square(size, square, name=name)


def _tour_needs(size: int, start: Square) -> str:
    """Say what is known about the need of a first-tour search that ran out of budget: nothing in advance."""
    at = "" if start == (0, 0) else f", start={start}"
    return ("the full search may need far more nodes, and how many is not known in advance: pass a larger budget "
            f"or, if any tour will do, call robust_tour({size}{at}), which counts only unvisited squares")


# --- the article's rule: a static count, a stable sort, and backtracking ---


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


# --- true Warnsdorff: count only the unvisited onward squares ---


def onward_counts(size: int, path) -> list[list[int]]:
    """Return each square's Warnsdorff number after ``path``: its unvisited onward squares; visited squares hold -1.

    Parameters
    ----------
    size : int
        The board size ``n``, 1 to :data:`~boardpuzzles.board.MAX_BOARD_SIZE`.
    path : iterable of (int, int)
        The 0-based squares visited so far.

    Returns
    -------
    list of list of int
        ``counts[row][col]``: the unvisited squares one jump from ``(row, col)``, or -1 if it is visited.

    Raises
    ------
    ValueError
        If the size is out of range or a square of ``path`` is off the board.

    Examples
    --------
    >>> onward_counts(3, [])
    [[2, 2, 2], [2, 0, 2], [2, 2, 2]]
    >>> onward_counts(3, [(0, 0)])
    [[-1, 2, 2], [2, 0, 1], [2, 1, 2]]
    """
    size = require_board_size(size, MAX_BOARD_SIZE)
    visited = {_square_of(square, size, "path square") for square in path}
    return [
        [-1 if (row, col) in visited else sum(target not in visited for target in knight_targets(size, (row, col)))
         for col in range(size)]
        for row in range(size)
    ]


def _padded_counts(size: int, width: int) -> bytearray:
    """Onward counts on a board padded by two off-board squares each side; off-board squares hold 255.

    A jump moves at most two rows and two columns, so a square's count depends only on how far
    it is from each edge, up to 2. On a board of side 5 or more, every square therefore has the
    count of the square of the 5×5 board as far from the same edges (counted by
    :func:`~boardpuzzles.knight.move_counts`), so the counts cost O(n²) bytes copied, not n² calls.
    """
    small = move_counts(min(size, 5))

    def same_edges(k: int) -> int:  # the row (or column) of the small board as far from the edges as k
        return k if k < 2 or size <= 5 else 2 if k < size - 2 else k - size + 5

    lines = [bytes(small[row][same_edges(col)] for col in range(size)) for row in range(len(small))]
    counts = bytearray([255]) * (width * width)
    for row in range(size):
        counts[(row + 2) * width + 2:(row + 2) * width + 2 + size] = lines[same_edges(row)]
    return counts


def _centre_distances(width: int) -> array:
    """Squared distance (doubled coordinates) of every padded square from the board's centre, as a flat array."""
    centre = width - 1
    across = [(2 * col - centre) ** 2 for col in range(width)]
    distances = array("i")
    for row in range(width):
        down = (2 * row - centre) ** 2
        distances.extend([down + a for a in across])
    return distances


def _to_squares(walk, size: int) -> Tour:
    """Turn flat indices of the padded board into ``(row, col)`` squares, sharing one int object per row and column."""
    width = size + 4
    index = list(range(-2, size + 2))
    return [(index[flat // width], index[flat % width]) for flat in walk]


def _greedy(size: int, start: Square, offsets, tie: str) -> array:
    """The hot loop of Warnsdorff's rule on flat indices of the padded board; returns the walked indices.

    A jump is ``here + delta`` and lands on the board exactly when its count is below 9 (the
    padding holds 255): the same targets as :func:`~boardpuzzles.knight.knight_targets`, the
    reference, without a function call per square.
    """
    width = size + 4
    counts = _padded_counts(size, width)
    deltas = [dr * width + dc for dr, dc in offsets]
    distance = _centre_distances(width) if tie == "roth" else None
    here = (start[0] + 2) * width + start[1] + 2
    walk = array("l", [here])
    append = walk.append
    for _ in range(size * size - 1):
        counts[here] = 255
        best, fewest, tied = -1, 9, False
        for delta in deltas:
            there = here + delta
            count = counts[there]
            if count < 9:
                count -= 1
                counts[there] = count
                if count < fewest:
                    best, fewest, tied = there, count, False
                elif count == fewest:
                    tied = True
        if best < 0:
            return walk
        if tied:
            if tie == "roth":
                farthest = distance[best]
                for delta in deltas:
                    there = here + delta
                    if counts[there] == fewest and distance[there] > farthest:
                        best, farthest = there, distance[there]
            elif tie == "pohl":
                ties = [here + delta for delta in deltas
                        if counts[here + delta] == fewest]
                best = min(ties, key=lambda s: sum(
                    counts[s + d] for d in deltas if counts[s + d] < 9))
        here = best
        append(here)
    counts[here] = 255
    return walk


def warnsdorff_path(size: int, *, start: Square = (0, 0), tie: str = "first", offsets=CLOCKWISE_ORDER) -> Tour:
    """Walk by Warnsdorff's rule without ever stepping back, and return the squares walked.

    At every step the knight jumps to the unvisited square that has the fewest unvisited
    onward squares. The walk ends when every square is visited (a tour) or when no
    unvisited square is one jump away (stuck early: the returned path is shorter than n²).

    Parameters
    ----------
    size : int
        The board size ``n``, 1 to :data:`MAX_WARNSDORFF_SIZE`.
    start : (int, int)
        The 0-based square the walk starts from.
    tie : {"first", "roth", "pohl"}
        How to choose among candidates with the same count:

        - ``"first"``: the first of them in the order of ``offsets``;
        - ``"roth"``: the one farthest from the centre of the board (Roth's rule), then the first;
        - ``"pohl"``: look one more step ahead (after Pohl): the one whose own unvisited onward
          squares have the smallest total count, then the first.
    offsets : tuple of (int, int)
        The candidate order; the article's, :data:`CLOCKWISE_ORDER`, by default.

    Returns
    -------
    list of (int, int)
        The walk; a knight's tour exactly when its length is ``size * size``.

    Raises
    ------
    ValueError
        If the size, start, tie rule or offsets are not allowed.

    Notes
    -----
    Runs in O(n²) time: each square keeps its count in a flat array, and leaving a square
    lowers the counts of its (at most eight) neighbours by one.

    Examples
    --------
    >>> len(warnsdorff_path(8)), len(warnsdorff_path(4))
    (64, 12)
    >>> len(warnsdorff_path(30, tie="roth"))
    900
    """
    size = _require_tour_size(size)
    start = _square_of(start, size)
    if tie not in TIE_BREAKS:
        raise OptionError(f"tie rule must be one of {', '.join(TIE_BREAKS)}, got {tie!r}")
    try:
        order = tuple(tuple(offset) for offset in offsets)
    except TypeError:  # not a sequence of pairs at all
        order = ()
    if sorted(order) != sorted(CLOCKWISE_ORDER):
        raise PieceError(f"offsets must be the eight knight jumps in some order, got {offsets!r}")
    offsets = order
    return _to_squares(_greedy(size, start, offsets, tie), size)


def warnsdorff_tour(size: int, *, start: Square = (0, 0), tie: str = "first") -> Tour | None:
    """Return the tour that Warnsdorff's rule walks (see :func:`warnsdorff_path`), or ``None`` if it gets stuck.

    Parameters
    ----------
    size : int
        The board size ``n``, 1 to :data:`MAX_WARNSDORFF_SIZE`.
    start : (int, int)
        The 0-based square the walk starts from.
    tie : {"first", "roth", "pohl"}
        How to choose among candidates with the same count, as in :func:`warnsdorff_path`.

    Returns
    -------
    list of (int, int) or None
        The walk when it covers the board; ``None`` when it gets stuck, even where a tour exists.

    Raises
    ------
    ValueError
        If the size, start or tie rule is not allowed.

    Examples
    --------
    >>> warnsdorff_tour(8, start=(0, 0))[:3]
    [(0, 0), (1, 2), (0, 4)]
    >>> warnsdorff_tour(4) is None
    True
    """
    path = warnsdorff_path(size, start=start, tie=tie)
    return path if len(path) == size * size else None


# --- the robust solver: tie-breaking rules first, then bounded backtracking ---


def candidate_orders() -> list[tuple[Offset, ...]]:
    """Return the 16 candidate orders the robust solver tries.

    Returns
    -------
    list of tuple of (int, int)
        The article's clockwise order started at each of its 8 jumps in turn, then the anticlockwise
        order (the clockwise one reversed) started at each of its 8 jumps.

    Examples
    --------
    >>> orders = candidate_orders()
    >>> len(orders), orders[0] == CLOCKWISE_ORDER, len(set(orders))
    (16, True, 16)
    """
    turns = ((True, CLOCKWISE_ORDER), (False, CLOCKWISE_ORDER[::-1]))
    return [offsets_round(first, clockwise=clockwise) for clockwise, firsts in turns for first in firsts]


def _unvisited_count(counts: bytearray, square: int, deltas) -> int:
    """Count the unvisited squares one jump from ``square`` on the padded board."""
    return sum(counts[square + delta] < 9 for delta in deltas)


def _backtrack(size: int, start: Square, budget: int) -> SearchResult:
    """Depth-first search in Warnsdorff order (fewest onward squares, then Roth's farthest from the centre).

    Prunes a square as soon as a neighbour is left with no way in or out. Returns the walk
    (flat padded indices, as :func:`_greedy`; ``None`` when the whole search finds no tour)
    and the number of squares placed; raises :class:`SearchBudgetExceeded` past ``budget``.
    Its jumps are ``square + delta`` on the padded board, as in :func:`_greedy`, with
    :func:`~boardpuzzles.knight.knight_targets` as the reference.
    """
    width = size + 4
    counts = _padded_counts(size, width)
    distance = _centre_distances(width)
    deltas = [dr * width + dc for dr, dc in CLOCKWISE_ORDER]
    goal = size * size

    def arrive(square: int) -> list[int]:
        counts[square] = 255
        onward = []
        for delta in deltas:
            there = square + delta
            if counts[there] < 9:
                counts[there] -= 1
                onward.append(there)
        if goal - len(walk) > 1 and any(counts[there] == 0 for there in onward):
            return []
        onward.sort(key=lambda there: (counts[there], -distance[there]))
        return onward

    def leave(square: int) -> None:
        for delta in deltas:
            if counts[square + delta] < 9:
                counts[square + delta] += 1
        counts[square] = _unvisited_count(counts, square, deltas)

    walk = [(start[0] + 2) * width + start[1] + 2]
    stack = [iter(arrive(walk[0]))]
    placed = 1
    while stack:
        if len(walk) == goal:
            return SearchResult(walk, placed)
        step = next(stack[-1], None)
        if step is None:
            stack.pop()
            leave(walk.pop())
        else:
            placed += 1
            if placed > budget:
                raise SearchBudgetExceeded("the robust solver's fallback search", budget, needed=(
                    "every greedy walk got stuck, and how many nodes the search needs is not known in advance: "
                    "pass robust_tour a larger budget"))
            walk.append(step)
            stack.append(iter(arrive(step)))
    return SearchResult(None, placed)


def robust_tour(size: int, *, start: Square = (0, 0), budget: int = ROBUST_FALLBACK_BUDGET) -> Tour | None:
    """Find an open knight's tour from ``start``; return ``None`` exactly when none exists.

    The robust solver. It walks by Warnsdorff's rule in each of the 16 orders of
    :func:`candidate_orders` in turn, with Roth's tie-break and then with Pohl's; the first
    walk that covers the board is the answer. If every greedy walk gets stuck, a depth-first
    search in Warnsdorff order with backtracking takes over, stopped after ``budget`` squares.

    Parameters
    ----------
    size : int
        The board size ``n``, 1 to :data:`MAX_WARNSDORFF_SIZE`.
    start : (int, int)
        The 0-based first square.
    budget : int
        The most squares the backtracking fallback may place; :data:`ROBUST_FALLBACK_BUDGET` by default.

    Returns
    -------
    list of (int, int) or None
        A tour, or ``None`` when :func:`~boardpuzzles.tour.no_tour_reason` gives a reason
        (n = 2, 3, 4, or the wrong colour on an odd board).

    Raises
    ------
    ValueError
        If the size, start square or budget is not allowed.
    SearchBudgetExceeded
        If the fallback search runs out of budget. No test reaches the fallback without forcing it: a
        greedy walk has covered every board tried.

    Examples
    --------
    >>> from boardpuzzles.tour import is_knight_tour
    >>> is_knight_tour(7, robust_tour(7))
    True
    >>> robust_tour(4) is None, robust_tour(5, start=(0, 1)) is None
    (True, True)
    """
    size = _require_tour_size(size)
    start = _square_of(start, size)
    budget = require_budget(budget)
    if no_tour_reason(size, start=start) is not None:
        return None
    for offsets in candidate_orders():
        for tie in ("roth", "pohl"):
            walk = _greedy(size, start, offsets, tie)
            if len(walk) == size * size:
                return _to_squares(walk, size)
    walk = _backtrack(size, start, budget).path
    return None if walk is None else _to_squares(walk, size)


# --- closed tours: an open tour, bent round by rotations until its ends meet ---


def closed_tour(size: int, *, start: Square = (0, 0), seed: int = 0, budget: int = CLOSING_BUDGET) -> Tour | None:
    """Find a closed knight's tour that starts (and ends one jump from) ``start``; ``None`` when none exists.

    The method (Pósa's rotations, a classic for Hamiltonian cycles): take an open tour from
    :func:`robust_tour`. While its last square is not a knight's jump from its first, pick a
    square ``path[k]`` one jump from the last square and reverse everything after it; the
    path stays a tour, and ``path[k + 1]`` becomes its new end. Each pick is, with even odds
    (seeded), the rotation whose new end lies nearest the first square, or a random one.
    A closed tour is a cycle, so it can finally be turned to begin at ``start``.

    Parameters
    ----------
    size : int
        The board size ``n``, 1 to :data:`MAX_CLOSED_SIZE`.
    start : (int, int)
        The 0-based square where the cycle begins and to which its last jump returns.
    seed : int
        Seeds the random picks; the same seed gives the same tour.
    budget : int
        The most rotations to try; :data:`CLOSING_BUDGET` by default.

    Returns
    -------
    list of (int, int) or None
        A closed tour, or ``None`` when Schwenk's theorem rules one out (odd n, or n <= 4).

    Raises
    ------
    ValueError
        If the size, start, seed or budget is not allowed.
    SearchBudgetExceeded
        If ``budget`` rotations did not close the tour; another seed takes other rotations.

    Examples
    --------
    >>> from boardpuzzles.tour import is_knight_tour
    >>> tour = closed_tour(6, start=(2, 3))
    >>> tour[0], is_knight_tour(6, tour, closed=True)
    ((2, 3), True)
    >>> closed_tour(7) is None
    True
    """
    size = require_board_size(size, MAX_CLOSED_SIZE)
    start = _square_of(start, size)
    seed = require_int(seed, "seed")
    budget = require_budget(budget)
    if no_tour_reason(size, closed=True) is not None:
        return None
    path = robust_tour(size, start=(0, 0))
    last = len(path) - 1
    flat = [row * size + col for row, col in path]  # the same path as square numbers, for cheap positions
    position = [0] * len(path)
    for k, square in enumerate(flat):
        position[square] = k
    rng = random.Random(seed)
    for _ in range(budget):
        if is_knight_move(path[-1], path[0]):
            k = position[start[0] * size + start[1]]
            return path[k:] + path[:k]
        head = path[0]
        picks = [position[row * size + col] for row, col in knight_targets(size, path[-1], offsets=CLOCKWISE_ORDER)
                 if position[row * size + col] < last - 1]
        if rng.random() < 0.5:
            k = min(picks, key=lambda k: ((path[k + 1][0] - head[0]) ** 2 + (path[k + 1][1] - head[1]) ** 2,
                                          rng.random()))
        else:
            k = rng.choice(picks)
        path[k + 1:] = path[:k:-1]
        flat[k + 1:] = flat[:k:-1]
        for j in range(k + 1, last + 1):
            position[flat[j]] = j
    raise SearchBudgetExceeded(f"closing the {size}×{size} tour by rotations", budget, unit="rotations",
                               needed="another seed takes other rotations: try one, or pass a larger budget")
