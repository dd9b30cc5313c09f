"""Knight's tours: a path of knight jumps that visits every square of the board exactly once.

What a tour is, shared by chapters 3 and 4; their searches live in
:mod:`boardpuzzles.backtracking` and :mod:`boardpuzzles.warnsdorff`.

A **tour** is a list of squares, ``tour[k]`` being the square of move ``k + 1``.
It is **closed** when the last square is a knight's jump away from the first.
A **numbered board** holds each square's move number (1-based), and 0 where the
knight has not been; :func:`board_numbering` and :func:`tour_from_numbering` turn one
into the other.

>>> is_knight_tour(1, [(0, 0)])
True
>>> tour_from_numbering(board_numbering(3, [(0, 0), (1, 2), (2, 0)]))
[(0, 0), (1, 2), (2, 0)]
"""

from __future__ import annotations

from boardpuzzles.board import Square, format_square, on_board, require_board_size, require_in_range, require_square
from boardpuzzles.errors import BoardSizeError, PathError

Tour = list[Square]

#: The largest board :func:`is_knight_tour`, :func:`board_numbering` and :func:`no_tour_reason` accept:
#: a 5000×5000 tour holds 25 million squares.
MAX_CHECK_SIZE = 5000


def is_knight_move(a: Square, b: Square) -> bool:
    """Say whether one knight jump leads from square ``a`` to square ``b``.

    Parameters
    ----------
    a, b : (int, int)
        The two squares, 0-based ``(row, col)``; no board is involved, so they are not checked.

    Returns
    -------
    bool
        ``True`` when the rows differ by 1 and the columns by 2, or the other way round.

    Examples
    --------
    >>> is_knight_move((0, 0), (1, 2)), is_knight_move((0, 0), (1, 1))
    (True, False)
    """
    return {abs(a[0] - b[0]), abs(a[1] - b[1])} == {1, 2}


def is_knight_tour(size: int, path, *, closed: bool = False) -> bool:
    """Check that ``path`` visits every square of the ``size`` by ``size`` board once, by knight jumps.

    Parameters
    ----------
    size : int
        The board size, 1 to :data:`MAX_CHECK_SIZE`.
    path : sequence of (int, int)
        The squares in the order visited, 0-based ``(row, col)`` pairs (tuples or lists).
    closed : bool
        Also require the last square to be a knight's jump from the first.

    Returns
    -------
    bool
        ``True`` for a valid tour; ``False`` for a path that is not one (wrong length, a repeated or
        off-board square, a step that is not a knight jump).

    Raises
    ------
    ValueError
        If the size is not a whole number from 1 to :data:`MAX_CHECK_SIZE`.

    Examples
    --------
    >>> is_knight_tour(2, [(0, 0), (1, 2)])
    False
    >>> is_knight_tour(1, [(0, 0)]), is_knight_tour(1, [(0, 0)], closed=True)
    (True, False)
    """
    size = require_board_size(size, MAX_CHECK_SIZE)
    path = [tuple(square) for square in path]
    if len(path) != size * size or len(set(path)) != len(path):
        return False
    if not all(on_board(size, square) for square in path):
        return False
    if not all(is_knight_move(a, b) for a, b in zip(path, path[1:])):
        return False
    return not closed or (len(path) > 1 and is_knight_move(path[-1], path[0]))


def board_numbering(size: int, path) -> list[list[int]]:
    """Return the board with each square holding its move number (1-based); unvisited squares hold 0.

    The path may be a whole tour or only its beginning, as a search leaves it.

    Parameters
    ----------
    size : int
        The board size, 1 to :data:`MAX_CHECK_SIZE`.
    path : sequence of (int, int)
        The squares in the order visited, 0-based ``(row, col)``; ``path[k]`` gets the number ``k + 1``.

    Returns
    -------
    list of list of int
        ``grid[row][col]`` is the move number of ``(row, col)``, or 0.

    Raises
    ------
    ValueError
        If the size is out of range, or a square of the path is off the board or visited twice
        (the message speaks 0-based).

    Examples
    --------
    >>> board_numbering(3, [(0, 0), (1, 2)])
    [[1, 0, 0], [0, 0, 2], [0, 0, 0]]
    >>> board_numbering(3, [(0, 0), (0, 3)])  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    boardpuzzles.errors.PathError: square 2 of the path, (0, 3), is off the 3×3 board: 0-based rows ... from 0 to 2
    """
    size = require_board_size(size, MAX_CHECK_SIZE)
    grid = [[0] * size for _ in range(size)]
    for number, (row, col) in enumerate(path, start=1):
        if not (0 <= row < size and 0 <= col < size):  # a negative index would silently number another square
            raise PathError(f"square {number} of the path, ({row}, {col}), is off the {size}×{size} board: "
                            f"0-based rows and columns run from 0 to {size - 1}")
        if grid[row][col]:
            raise PathError(f"square {number} of the path, ({row}, {col}), was already square {grid[row][col]}: "
                            "a path visits each square once")
        grid[row][col] = number
    return grid


def tour_from_numbering(grid) -> Tour:
    """Read a numbered board back into the path it records: the squares in the order of their numbers.

    Squares holding 0 (or a negative number, as the article's ``-1``) were never visited
    and are left out; the numbers must be ``1, 2, ..., k`` with none repeated or missing.

    Parameters
    ----------
    grid : sequence of sequence of int
        The numbered board, one row after another, as :func:`board_numbering` returns it.

    Returns
    -------
    list of (int, int)
        The 0-based squares in the order of their numbers.

    Raises
    ------
    ValueError
        If the positive numbers are not ``1`` to ``k`` once each (``k`` being how many there are).

    Examples
    --------
    >>> tour_from_numbering([[1, 4], [3, 2]])
    [(0, 0), (1, 1), (1, 0), (0, 1)]
    >>> tour_from_numbering([[1, 3], [0, 0]])
    Traceback (most recent call last):
    ...
    boardpuzzles.errors.PathError: a numbered board must hold the numbers 1 to 2 once each, got [1, 3]
    """
    numbered = sorted((number, (row, col)) for row, line in enumerate(grid)
                      for col, number in enumerate(line) if number > 0)
    numbers = [number for number, _ in numbered]
    if numbers != list(range(1, len(numbers) + 1)):
        raise PathError(f"a numbered board must hold the numbers 1 to {len(numbers)} once each, got {numbers}")
    return [square for _, square in numbered]


def format_board(grid: list[list[int]], *, width: int | None = None) -> str:
    """Write a numbered board as text: numbers right-aligned to ``width``, separated by single spaces.

    Parameters
    ----------
    grid : list of list of int
        The numbered board, as :func:`board_numbering` returns it.
    width : int or None
        The width of each number. By default, the number of digits of the largest move number
        n² of the n×n board (n = ``len(grid)``); the judge of chapter 3 uses width 2.

    Returns
    -------
    str
        One line per row of the board, with no trailing spaces and no final newline.

    Examples
    --------
    >>> print(format_board([[1, 4], [3, 2]], width=2))
     1  4
     3  2
    """
    size = len(grid)
    width = width or len(str(size * size))
    return "\n".join(" ".join(f"{number:>{width}}" for number in row) for row in grid)


# --- when no tour exists ---


def no_tour_reason(size: int, *, start: Square | None = None, closed: bool = False) -> str | None:
    """Say why no (open or closed) knight's tour of the ``size`` by ``size`` board exists, or return ``None``.

    With n = ``size``: open tours exist for ``n = 1`` and every ``n >= 5``, from every start
    square except one rule: on an odd board the knight alternates colours, so a tour of n²
    squares (an odd number) starts and ends on the colour of the corners, the more numerous
    one. Closed tours of n×n boards exist exactly for even ``n >= 6`` (Schwenk's theorem).

    Parameters
    ----------
    size : int
        The board size, 1 to :data:`MAX_CHECK_SIZE`.
    start : (int, int) or None
        The 0-based start square, or ``None`` to ask whether a tour exists from some square.
        A closed tour passes every square, so its reason does not depend on the start.
    closed : bool
        Ask about a closed tour instead of an open one.

    Returns
    -------
    str or None
        The reason, in words the book prints (squares 1-based), or ``None`` when a tour exists.

    Raises
    ------
    ValueError
        If the size is out of range or ``start`` is off the board.

    Examples
    --------
    >>> no_tour_reason(8) is None, no_tour_reason(5, start=(0, 0)) is None
    (True, True)
    >>> no_tour_reason(3)
    'a knight on a 3×3 board can never reach the centre square'
    >>> no_tour_reason(5, start=(0, 1))
    'on an odd board a tour must start on the colour of the corners (13 of 25 squares); (1 2) is on the other colour'
    >>> no_tour_reason(7, closed=True)
    'a closed tour alternates colours, so it needs an even number of squares, and 7×7 = 49 is odd'
    """
    size = require_board_size(size, MAX_CHECK_SIZE)
    if start is not None:
        start = require_square(size, start, name="start square")
    if closed:
        return schwenk_reason(size, size)
    if size == 2:
        return "a knight on a 2×2 board has no jump at all"
    if size == 3:
        return "a knight on a 3×3 board can never reach the centre square"
    if size == 4:
        return "every path through the 4×4 board gets stuck: an exhaustive search finds no tour from any square"
    if start is not None and size % 2 == 1 and sum(start) % 2 == 1:
        return (f"on an odd board a tour must start on the colour of the corners "
                f"({(size * size + 1) // 2} of {size * size} squares); {format_square(start)} is on the other colour")
    return None


def schwenk_reason(rows: int, cols: int) -> str | None:
    """Say why the ``rows`` by ``cols`` board has no closed knight's tour (Schwenk's theorem), or return ``None``.

    Schwenk (1991): an m×n board with m <= n has a closed tour unless
    (a) m and n are both odd; (b) m is 1, 2 or 4; or (c) m is 3 and n is 4, 6 or 8.
    Here m and n are the shorter and the longer of ``rows`` and ``cols``.

    Parameters
    ----------
    rows, cols : int
        The sides of the board, each 1 to 1,000,000; their order does not matter.

    Returns
    -------
    str or None
        The reason, naming the rule, or ``None`` when a closed tour exists.

    Raises
    ------
    ValueError
        If a side is not a whole number from 1 to 1,000,000.

    Examples
    --------
    >>> schwenk_reason(8, 8) is None, schwenk_reason(3, 10) is None
    (True, True)
    >>> schwenk_reason(4, 9)
    'no closed tour on a board with a side of 4: Schwenk rule (b)'
    """
    rows = require_in_range(rows, "rows", 1, 10**6, error=BoardSizeError)
    cols = require_in_range(cols, "columns", 1, 10**6, error=BoardSizeError)
    m, n = sorted((rows, cols))
    if m % 2 == 1 and n % 2 == 1:
        return (f"a closed tour alternates colours, so it needs an even number of squares, "
                f"and {rows}×{cols} = {rows * cols} is odd")
    if m in (1, 2, 4):
        return f"no closed tour on a board with a side of {m}: Schwenk rule (b)"
    if m == 3 and n in (4, 6, 8):
        return f"no closed tour on the 3×{n} board: Schwenk rule (c)"
    return None


def closed_tour_exists(rows: int, cols: int) -> bool:
    """Schwenk's theorem: say whether the ``rows`` by ``cols`` board has a closed knight's tour.

    Parameters
    ----------
    rows, cols : int
        The sides of the board, each 1 to 1,000,000.

    Returns
    -------
    bool
        ``True`` exactly when :func:`schwenk_reason` finds no reason against it.

    Raises
    ------
    ValueError
        As :func:`schwenk_reason`.

    Examples
    --------
    >>> [n for n in range(1, 13) if closed_tour_exists(3, n)]
    [10, 12]
    >>> closed_tour_exists(6, 6), closed_tour_exists(5, 5), closed_tour_exists(4, 100)
    (True, False, False)
    """
    return schwenk_reason(rows, cols) is None
