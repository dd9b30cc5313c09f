"""The pruning rule: which squares are left, and when no tour can be finished any more.

:class:`RemainingSquares` keeps the squares a path has not visited and their degrees, and says by
:meth:`~RemainingSquares.broken_rule` which rule, if any, proves that the path cannot become a tour;
the pruned search and the tour count ask it at every step (:meth:`~RemainingSquares.may_finish`), and
:func:`dead_end` words the same rule for the reader.

>>> dead_end(5, [(0, 0), (2, 1)]) is None
True
"""

from __future__ import annotations

from boardpuzzles.backtracking.jumps import MAX_BACKTRACK_SIZE, jump_table
from boardpuzzles.board import format_square, require_board_size, require_square
from boardpuzzles.errors import PathError


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

        That is, unless one of the rules of :meth:`broken_rule` proves the position lost.
        """
        return self.broken_rule(end) is None

    def broken_rule(self, end: int) -> str | None:
        """Name the first rule that proves no knight path from ``end`` can visit every remaining square.

        With ``m`` squares left, each must be entered from the square before it and (all but the last) left
        for the square after, so a square in the middle of the rest of the tour needs 2 unvisited neighbours.
        With ``m >= 2``: the knight needs a way on; no square may have degree 0; at most 2 may have degree 1
        (the first and the last); and if 2 do, one must be first, one jump from ``end``.

        Parameters
        ----------
        end : int
            The square the knight stands on, visited.

        Returns
        -------
        str or None
            ``None`` if no rule applies; else ``"stuck"`` (``end`` has no unvisited neighbour),
            ``"isolated"`` (a square has none), ``"ends"`` (3 or more squares have only one) or ``"apart"``
            (2 squares have only one, and neither is a jump from ``end``); ``low`` holds those squares.

        Examples
        --------
        >>> remaining = RemainingSquares(jump_table(3))
        >>> remaining.place(0)
        >>> remaining.broken_rule(0), sorted(remaining.low)
        ('isolated', [4, 5, 7])
        """
        if self.left == 0:
            return None
        if self.degree[end] == 0:
            return "stuck"
        if self.left == 1:
            return None
        low = self.low
        if len(low) > 2 or any(self.degree[square] == 0 for square in low):
            return "isolated" if any(self.degree[square] == 0 for square in low) else "ends"
        if len(low) == 2 and low.isdisjoint(self.neighbours[end]):
            return "apart"
        return None


def dead_end(size: int, path) -> str | None:
    """Say why no knight path from the end of ``path`` can visit every square left, or ``None`` if no rule applies.

    The rules of :meth:`RemainingSquares.broken_rule`, which :func:`pruned_search` tests, as a sentence
    (squares 1-based, as the reader sees them). ``None`` does not promise that a tour can be finished, only
    that no rule rules it out.

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
        raise PathError("dead_end needs a path of at least one square, got none")
    if len(set(path)) < len(path):
        raise PathError(f"path must visit each square once, got {path}")
    remaining = RemainingSquares(jump_table(size))
    for row, col in path:
        remaining.place(row * size + col)
    rule = remaining.broken_rule(path[-1][0] * size + path[-1][1])
    low = [format_square(divmod(square, size)) for square in sorted(remaining.low)
           if rule != "isolated" or remaining.degree[square] == 0]
    if rule is None:
        return None
    if rule == "stuck":
        return f"the knight on {format_square(path[-1])} has no unvisited square to jump to"
    if rule == "isolated":
        return (f"square {low[0]} has no unvisited neighbour, so with {remaining.left} squares left "
                "it can be neither passed through nor finished on")
    if rule == "ends":
        return (f"{len(low)} squares have only one unvisited neighbour: {', '.join(low)}; "
                "only the first and the last square of the rest of the tour may")
    return (f"squares {low[0]} and {low[1]} have only one unvisited neighbour "
            "and neither is a jump from the knight, so each of them could only be the last square")
