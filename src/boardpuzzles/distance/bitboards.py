"""The same flood on bitboards: a layer is one integer, quick enough to redraw the table while a slider moves.

>>> bitboard_fewest_moves(8, 1, 2), bitboard_knightl_table(4)
(6, [[3, 2, 3], [2, -1, -1], [3, -1, 1]])
"""

from __future__ import annotations

import math

from boardpuzzles.distance.bfs import UNREACHABLE, Grid, _check
from boardpuzzles.distance.table import require_table_size


def _bitboard_moves(size: int, a: int, b: int) -> list[tuple[int, int, int]]:
    """Return the ``(mask, up, down)`` triples that move one layer of the ``size`` by ``size`` bitboard.

    The squares of ``mask`` (those whose column keeps the sideways step on the board)
    move ``up`` bits higher and ``down`` bits lower. A shift of 0 leaves the squares
    where they are, which adds nothing: they have been visited already.
    """
    row = (1 << size) - 1
    first_column = ((1 << (size * size)) - 1) // row  # bit 0 of every row: 1 + 2**size + 2**(2 * size) + ...
    groups = []
    for down, across in {(a, b), (b, a)}:
        if down >= size or across >= size:
            continue  # every such jump leaves the board
        rows = down * size
        if across == 0:
            groups.append((-1, rows, rows))
            continue
        rightward = (row >> across) * first_column  # the columns that can step right
        leftward = rightward << across  # the columns that can step left
        if rows == 0:  # a sideways step only
            groups += [(rightward, across, 0), (leftward, 0, across)]
        else:
            groups += [(rightward, rows + across, rows - across), (leftward, rows - across, rows + across)]
    return groups


def bitboard_fewest_moves(size: int, a: int, b: int) -> int | None:
    """Return :func:`fewest_moves` from corner to corner, with each layer of the flood held as one integer.

    The same breadth-first search, written on a **bitboard**: square ``(row, col)`` is bit
    ``row * size + col`` of a Python integer, so a whole layer is one number. A jump by
    ``(d_row, d_col)`` moves every square of the layer at once: keep the squares whose
    column lets the step stay on the board (a mask), and shift by ``d_row * size + d_col``
    bits. The next layer is the union of the shifted layers that lands on squares not
    visited yet. Each of these operations runs over all ``size * size`` bits in C, so for
    the knight the flood is some thirty to sixty times quicker than :func:`fewest_moves`
    on boards of 100×100 to 400×400 (the gain shrinks as the board grows).

    Parameters
    ----------
    size : int
        Board size, 1 to :data:`~boardpuzzles.board.MAX_BOARD_SIZE`.
    a, b : int
        The leaper's two steps: at least 0, not both 0.

    Returns
    -------
    int or None
        The fewest moves from ``(0, 0)`` to ``(size - 1, size - 1)``, or ``None`` when the piece can
        never get there, as :func:`fewest_moves` answers.

    Raises
    ------
    ValueError
        If ``size`` is out of range, a step is negative or not a whole number, or ``a = b = 0``.

    Examples
    --------
    >>> from boardpuzzles.distance import fewest_moves
    >>> bitboard_fewest_moves(6, 1, 2), bitboard_fewest_moves(6, 2, 2), bitboard_fewest_moves(6, 5, 5)
    (4, None, 1)
    >>> all(bitboard_fewest_moves(9, a, b) == fewest_moves(9, a, b) for a in range(9) for b in range(1, 9))
    True
    """
    size, _, _ = _check(size, a, b, (0, 0))
    moves = _bitboard_flood(size, a, b)
    return None if moves == UNREACHABLE else moves


def _bitboard_flood(size: int, a: int, b: int) -> int:
    """Flood the bitboard from the corner; return the far corner's layer or UNREACHABLE. Input already checked."""
    groups = _bitboard_moves(size, a, b)
    corner = size * size - 1  # the far corner is the highest bit of the board
    unvisited = (1 << (corner + 1)) - 2  # every square but the start, bit 0
    layer, moves = 1, 0
    while layer:
        if layer.bit_length() > corner:
            return moves
        reached = 0
        for mask, up, down in groups:
            movers = layer & mask
            reached |= (movers << up) | (movers >> down)
        layer = reached & unvisited
        unvisited ^= layer
        moves += 1
    return UNREACHABLE


def bitboard_knightl_table(size: int) -> Grid:
    """Return the same table as :func:`knightl_table`, each search run by :func:`bitboard_fewest_moves`.

    About half a second for the table of ``size = 100``, where :func:`knightl_table` takes ten
    seconds or more. With n = ``size``, two kinds of piece that chapter 2 proves can never
    arrive are answered without a search: those whose gcd(a, b) does not divide n − 1,
    and those with a ≠ b whose steps are both longer than half the board,
    2·min(a, b) > n − 1.

    Parameters
    ----------
    size : int
        Board size, 1 to :data:`MAX_TABLE_SIZE`.

    Returns
    -------
    list of list of int
        The table, equal to ``knightl_table(size)``.

    Raises
    ------
    ValueError
        If ``size`` is not between 1 and :data:`MAX_TABLE_SIZE`.

    Examples
    --------
    >>> from boardpuzzles.distance import knightl_table
    >>> bitboard_knightl_table(6) == knightl_table(6)
    True
    """
    size = require_table_size(size)
    table = [[UNREACHABLE] * (size - 1) for _ in range(size - 1)]
    for i in range(1, size):
        for j in range(i, size):
            stuck = (size - 1) % math.gcd(i, j) != 0 or (2 * i > size - 1 and i != j)
            if not stuck:
                table[i - 1][j - 1] = table[j - 1][i - 1] = _bitboard_flood(size, i, j)
    return table
