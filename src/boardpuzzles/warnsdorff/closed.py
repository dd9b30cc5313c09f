"""Closed tours: an open tour of the robust solver, bent round by rotations until its ends meet.

A closed tour exists only on an even board of side 6 or more (Schwenk's theorem); the rotations
are seeded, so the same seed gives the same tour, and they take a budget.

>>> tour = closed_tour(8)
>>> len(tour), is_knight_move(tour[-1], tour[0])
(64, True)
"""

from __future__ import annotations

import random

from boardpuzzles.board import Square, require_board_size, require_int
from boardpuzzles.knight import knight_targets
from boardpuzzles.search import SearchBudgetExceeded, require_budget
from boardpuzzles.tour import Tour, is_knight_move, no_tour_reason
from boardpuzzles.warnsdorff.padded import CLOCKWISE_ORDER, _square_of
from boardpuzzles.warnsdorff.robust import robust_tour

#: The largest board :func:`closed_tour` accepts; each rotation costs up to n² steps.
MAX_CLOSED_SIZE = 200

#: The default budget of :func:`closed_tour`, in rotations. A rotation costs up to n² steps: at n = 200 about
#: 850 a second (the path reversed in place), so it stops within 4 s, while closing has taken at most a few
#: hundred in the tests.
CLOSING_BUDGET = 3_000

#: How many rotations :func:`closed_tour` keeps to apply to a square's place when asked, before it brings every
#: place up to date at once: a 200×200 tour closes about three times as fast as when each rotation did that.
_TURNS_KEPT = 256


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
    position = [0] * len(path)  # the place of each square (row * size + col) in the path
    for k, (row, col) in enumerate(path):
        position[row * size + col] = k
    turns: list[int] = []  # the rotations since `position` was last brought up to date (each k, in order)

    def where(square: int) -> int:
        """The place of ``square`` in the path now: its place in ``position``, moved by each rotation since."""
        k = position[square]
        for turn in turns:
            if k > turn:
                k = turn + 1 + last - k
        return k

    rng = random.Random(seed)
    for _ in range(budget):
        if is_knight_move(path[-1], path[0]):
            k = where(start[0] * size + start[1])
            return path[k:] + path[:k]
        head = path[0]
        places = [where(row * size + col) for row, col in knight_targets(size, path[-1], offsets=CLOCKWISE_ORDER)]
        picks = [k for k in places if k < last - 1]
        if rng.random() < 0.5:
            k = min(picks, key=lambda k: ((path[k + 1][0] - head[0]) ** 2 + (path[k + 1][1] - head[1]) ** 2,
                                          rng.random()))
        else:
            k = rng.choice(picks)
        path[k + 1:] = path[:k:-1]
        turns.append(k)  # the places after k are not brought up to date one by one (n² steps a rotation) but
        if len(turns) == _TURNS_KEPT:  # worked out when asked, and all at once every _TURNS_KEPT rotations
            for j, (row, col) in enumerate(path):
                position[row * size + col] = j
            turns.clear()
    raise SearchBudgetExceeded(f"closing the {size}×{size} tour by rotations", budget, unit="rotations",
                               needed="another seed takes other rotations: try one, or pass a larger budget")
