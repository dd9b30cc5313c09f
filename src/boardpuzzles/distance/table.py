"""The article's whole table: the fewest moves corner to corner of every ``(i, j)`` leaper on one board.

:func:`knightl_table` runs one breadth-first search (:func:`~boardpuzzles.distance.breadth_first_search`)
per piece; :func:`format_table` writes the table as the judge prints it.

>>> print(format_table(knightl_table(4)))
3 2 3
2 -1 -1
3 -1 1
"""

from __future__ import annotations

from boardpuzzles.board import require_board_size
from boardpuzzles.distance.bfs import UNREACHABLE, Grid, breadth_first_search
from boardpuzzles.knight import leaper_offsets

#: The largest board of the whole table (:func:`knightl_table`, :func:`bitboard_knightl_table` and
#: :func:`knightl_article_table`), which runs one search per piece: :func:`knightl_table` takes 10 to 20 s at the limit.
MAX_TABLE_SIZE = 100


def knightl_table(size: int) -> Grid:
    """Return the article's table: ``table[i - 1][j - 1]``, the fewest moves corner to corner of the ``(i, j)`` leaper.

    Rows and columns run over ``1 <= i, j < size``, so the table is ``size - 1`` by ``size - 1``;
    for ``size = 1`` there is no piece and the table is empty. ``(i, j)`` and ``(j, i)`` are
    the same piece, so only the half with ``i <= j`` is searched and then mirrored.

    Parameters
    ----------
    size : int
        Board size, 1 to :data:`MAX_TABLE_SIZE`.

    Returns
    -------
    list of list of int
        The table, in the judge's format: :data:`UNREACHABLE` (``-1``) where the piece cannot reach the
        far corner.

    Raises
    ------
    ValueError
        If ``size`` is not between 1 and :data:`MAX_TABLE_SIZE`.

    Notes
    -----
    With n = ``size``, the cost grows roughly like n⁴: about n²/2 pieces, and each search may
    visit all n² squares. ``benchmarks/bench_distance.py`` measures it.

    Examples
    --------
    >>> knightl_table(6)[0]
    [5, 4, 3, 2, 5]
    >>> knightl_table(1)
    []
    """
    size = require_table_size(size)
    corner = (size - 1, size - 1)
    table = [[UNREACHABLE] * (size - 1) for _ in range(size - 1)]
    for i in range(1, size):
        for j in range(i, size):
            distance, _ = breadth_first_search(size, leaper_offsets(i, j), (0, 0), target=corner)
            table[i - 1][j - 1] = table[j - 1][i - 1] = distance[-1]
    return table


def require_table_size(size) -> int:
    """Check the size of a whole table and return it.

    Parameters
    ----------
    size : object
        The board size to check.

    Returns
    -------
    int
        ``size`` as a plain ``int``.

    Raises
    ------
    ValueError
        If ``size`` is not a whole number from 1 to :data:`MAX_TABLE_SIZE`.

    Examples
    --------
    >>> require_table_size(101)
    Traceback (most recent call last):
    ...
    boardpuzzles.errors.BoardSizeError: board size must be between 1 and 100, got 101
    """
    return require_board_size(size, MAX_TABLE_SIZE)


def format_table(table: Grid) -> str:
    """Write a table as the judge expects: one line per row, numbers separated by single spaces.

    An empty table (that of ``size = 1``) gives the empty string, so nothing is printed.

    Parameters
    ----------
    table : list of list of int
        The table, as :func:`knightl_table` returns it.

    Returns
    -------
    str
        One line per row, with no final newline.

    Examples
    --------
    >>> format_table([[5, 4], [4, -1]])
    '5 4\\n4 -1'
    >>> format_table([])
    ''
    """
    return "\n".join(" ".join(str(value) for value in row) for row in table)
