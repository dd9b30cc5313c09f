"""Counting every knight's tour of a small board, and Knuth's estimate of how long a count takes.

>>> count_tours(5, start=(0, 0))
304
"""

from __future__ import annotations

import random
import time

from boardpuzzles import board
from boardpuzzles.backtracking.jumps import ARTICLE_ORDER, MAX_BACKTRACK_SIZE, jump_table, prepare_search
from boardpuzzles.backtracking.remaining import RemainingSquares
from boardpuzzles.board import Square, require_board_size
from boardpuzzles.search import SearchBudgetExceeded, needed_budget, require_budget

#: The default budget of :func:`count_tours`, in nodes: 75,000 to 160,000 a second, within 7 s. Every 5×5
#: count fits (all 25 starts need 31,453 nodes); 6×6 does not (one corner needs 3,607,309).
COUNT_BUDGET = 500_000


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
    firsts = range(size * size) if start is None else [prepare_search(size, start, ARTICLE_ORDER, 1)[1]]
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
    firsts = list(range(size * size)) if start is None else [prepare_search(size, start, ARTICLE_ORDER, 1)[1]]
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
