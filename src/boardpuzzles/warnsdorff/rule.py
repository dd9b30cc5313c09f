"""True Warnsdorff: count only the unvisited onward squares, and break ties by a named rule.

The knight jumps to the unvisited square with the fewest unvisited onward squares and never
steps back, so the walk takes O(n²) time but may get stuck before it covers the board.

>>> warnsdorff_tour(8)[:3]
[(0, 0), (1, 2), (0, 4)]
"""

from __future__ import annotations

from array import array

from boardpuzzles.board import MAX_BOARD_SIZE, Square, require_board_size, require_square
from boardpuzzles.errors import OptionError, PieceError
from boardpuzzles.knight import knight_targets
from boardpuzzles.tour import Tour
from boardpuzzles.warnsdorff.padded import (
    CLOCKWISE_ORDER,
    MAX_WARNSDORFF_SIZE,
    _centre_distances,
    _padded_counts,
    _require_tour_size,
    _square_of,
    _to_squares,
)

#: The tie-breaking rules of :func:`warnsdorff_path`.
TIE_BREAKS = ("first", "roth", "pohl")


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


def warnsdorff_walk(size: int, *, start: Square = (0, 0)) -> Tour:
    """Walk by Warnsdorff's rule as a student would write it, and return the squares walked.

    The same walk as :func:`warnsdorff_path` with its defaults (the article's clockwise order,
    ties to the first candidate), written for reading: plain ``(row, col)`` squares, a set of
    visited squares, and each candidate's onward squares counted afresh. It takes O(n²) steps
    of up to 64 checks each, so it is the one to read and :func:`warnsdorff_path` the one to run.

    Parameters
    ----------
    size : int
        The board size ``n``, 1 to :data:`MAX_WARNSDORFF_SIZE`.
    start : (int, int)
        The 0-based square the walk starts from.

    Returns
    -------
    list of (int, int)
        The walk; a knight's tour exactly when its length is ``size * size``.

    Raises
    ------
    ValueError
        If the size or the start is not allowed.

    Examples
    --------
    >>> warnsdorff_walk(5)[:4]
    [(0, 0), (1, 2), (0, 4), (2, 3)]
    >>> warnsdorff_walk(8) == warnsdorff_path(8)
    True
    """
    size = require_board_size(size, MAX_WARNSDORFF_SIZE)
    start = require_square(size, start, name="start square")
    path = [start]
    visited = {start}

    def unvisited_targets(square):
        targets = knight_targets(size, square, offsets=CLOCKWISE_ORDER)
        return [target for target in targets if target not in visited]

    while len(path) < size * size:
        candidates = unvisited_targets(path[-1])
        if not candidates:
            break  # stuck: no unvisited square is one jump away
        # the fewest unvisited onward squares; min keeps the first of equal counts
        best = min(candidates, key=lambda square: len(unvisited_targets(square)))
        path.append(best)
        visited.add(best)
    return path


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
