"""The robust solver: Warnsdorff's walk in 16 orders with two tie-breaks, then bounded backtracking.

It has found an open tour wherever one exists in every test (from every square up to n = 12,
from the corner up to n = 60 and beyond); its fallback search takes a budget.

>>> len(robust_tour(8)), robust_tour(3) is None
(64, True)
"""

from __future__ import annotations

from boardpuzzles.board import Offset, Square
from boardpuzzles.knight import offsets_round
from boardpuzzles.search import SearchBudgetExceeded, SearchResult, require_budget
from boardpuzzles.tour import Tour, no_tour_reason
from boardpuzzles.warnsdorff.padded import (
    CLOCKWISE_ORDER,
    _centre_distances,
    _padded_counts,
    _require_tour_size,
    _square_of,
    _to_squares,
)
from boardpuzzles.warnsdorff.rule import _greedy

#: The default budget of the backtracking fallback of :func:`robust_tour`, in nodes (squares placed): about
#: 150,000 a second, so it stops within 7 s.
ROBUST_FALLBACK_BUDGET = 1_000_000


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
