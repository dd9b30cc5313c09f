"""The article's method, kept faithfully for comparison: its ``path_search`` and ``solve(n)``, ported line for line.

The benchmark (``benchmarks/bench_distance.py``) times them against the package's search, and the tests
check that they give the same answers.

>>> knightl_article_search(8, 1, 2), knightl_article_table(4)
(6, [[3, 2, 3], [2, -1, -1], [3, -1, 1]])
"""

from __future__ import annotations

from collections import defaultdict

from boardpuzzles.board import MAX_BOARD_SIZE, require_board_size
from boardpuzzles.distance.bfs import Grid
from boardpuzzles.distance.table import require_table_size
from boardpuzzles.knight import leaper_offsets


def knightl_article_search(size: int, a: int, b: int) -> int:
    """The article's ``path_search``, ported line for line: a list used as a queue, a parent map walked back.

    It counts the fewest moves of the ``(a, b)`` leaper from the top-left corner to the
    bottom-right one, as :func:`fewest_moves` does (the article's loop names ``a`` and ``b``
    ``i`` and ``j``). Where there is no path it returns the article's ``-1``, not ``None``: it is
    the article's program, whose answers go straight into the judge's table
    (:func:`knightl_article_table`), so it keeps the judge's format. ``list.pop(0)`` shifts every
    remaining element, so each dequeue costs
    time in proportion to the queue's length. Kept for the benchmark and as a cross-check;
    use :func:`fewest_moves` instead.

    Parameters
    ----------
    size : int
        Board size, 1 to :data:`~boardpuzzles.board.MAX_BOARD_SIZE`.
    a, b : int
        The leaper's two steps: whole numbers of at least 0, not both 0.

    Returns
    -------
    int
        The fewest moves, or ``-1`` (:data:`UNREACHABLE`, the judge's format) when the far corner
        cannot be reached.

    Raises
    ------
    ValueError
        If the size or a step is not a whole number in its range.

    Examples
    --------
    >>> from boardpuzzles.distance import fewest_moves
    >>> knightl_article_search(6, 1, 2) == fewest_moves(6, 1, 2) == 4
    True
    """
    size = require_board_size(size, MAX_BOARD_SIZE)
    leaper_offsets(a, b)  # the same checks as every other search: whole numbers, not both 0
    i, j = int(a), int(b)
    temp_list = defaultdict(lambda: (-1, -1))
    queue_positional = [(0, 0)]
    ver = [(i, j), (-i, j), (i, -j), (-i, -j), (j, i), (j, -i), (-j, i), (-j, -i)]
    while len(queue_positional) > 0:
        current_element = queue_positional.pop(0)
        for element in ver:
            x = element[0] + current_element[0]
            y = element[1] + current_element[1]
            if -1 < x < size and -1 < y < size and temp_list[x, y] == (-1, -1):
                temp_list[x, y] = current_element
                queue_positional.append((x, y))
                if x == size - 1 and y == size - 1:
                    count_var = 1
                    while temp_list[x, y] != (0, 0):
                        count_var += 1
                        x, y = temp_list[x, y]
                    return count_var
    return -1


def knightl_article_table(size: int) -> Grid:
    """The article's ``solve(n)``, returning the table instead of printing it.

    Like the original it searches only ``j < i``, mirrors each answer, and fills the
    diagonal ``i = j`` by formula: ``(size - 1) / i`` when ``i`` divides ``size - 1``, else ``-1``.
    Kept for the benchmark and as a cross-check; use :func:`knightl_table` instead.

    Parameters
    ----------
    size : int
        Board size, 1 to :data:`MAX_TABLE_SIZE`.

    Returns
    -------
    list of list of int
        The same table as :func:`knightl_table`.

    Raises
    ------
    ValueError
        If ``size`` is not between 1 and :data:`MAX_TABLE_SIZE`.

    Examples
    --------
    >>> from boardpuzzles.distance import knightl_table
    >>> knightl_article_table(6) == knightl_table(6)
    True
    """
    size = require_table_size(size)
    board = defaultdict(lambda: -1)
    for i in range(1, size):
        for j in range(1, i):
            if board[i, j] == -1:
                board[i, j] = knightl_article_search(size, i, j)
                board[j, i] = board[i, j]
        if (size - 1) % i == 0:
            board[i, i] = (size - 1) / i
    return [[int(board[i, j]) for j in range(1, size)] for i in range(1, size)]
