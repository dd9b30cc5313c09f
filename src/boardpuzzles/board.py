"""The shared vocabulary of square boards, and the checks every solver makes at its boundary.

Words used across the whole package, the prose and the plots:

- A **square** is a 0-based ``(row, col)`` tuple; ``(0, 0)`` is the top-left corner.
- A **board size** ``size`` means a ``size`` by ``size`` board; the prose and the formulas call it n.
  It is the first parameter of every function that takes one.
- An **offset** is a ``(d_row, d_col)`` step; a piece's moves are a tuple of offsets.

Everything a reader sees is 1-based ``(row col)`` text, as the command line writes it;
it is converted only at the edges, by :func:`parse_square` and :func:`format_square`.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from numbers import Integral

from boardpuzzles.errors import BoardSizeError, NumberError, SquareError

Square = tuple[int, int]
Offset = tuple[int, int]

#: The largest board of the knight's jumps (:mod:`boardpuzzles.knight`), the searches of one piece
#: (:mod:`boardpuzzles.distance`), the article's Warnsdorff search (:func:`boardpuzzles.warnsdorff.horse_board_search`
#: and its helpers) and the book's board pictures. It is not a limit of the whole package: each solver with
#: another limit states its own, such as :data:`boardpuzzles.distance.MAX_TABLE_SIZE` (100),
#: :data:`boardpuzzles.warnsdorff.MAX_WARNSDORFF_SIZE` (2000) and :data:`boardpuzzles.tour.MAX_CHECK_SIZE` (5000).
MAX_BOARD_SIZE = 1000


def require_int(value, name: str, *, error: type[ValueError] = NumberError) -> int:
    """Return ``value`` as an ``int``, or raise ``error`` naming it if it is not a whole number.

    Parameters
    ----------
    value : object
        The value to check. ``bool`` is refused, although Python counts it as an integer.
    name : str
        What the value is, for the message: ``"board size"``, ``"step a"``.
    error : type
        The class to raise, one of :mod:`boardpuzzles.errors`: the one that says what the value is.

    Returns
    -------
    int
        ``value`` as a plain ``int``.

    Raises
    ------
    NumberError
        If ``value`` is not a whole number (a float such as ``8.0`` is refused too); ``error`` if given.

    Examples
    --------
    >>> require_int(5, "board size")
    5
    >>> require_int(2.5, "seed")
    Traceback (most recent call last):
    ...
    boardpuzzles.errors.NumberError: seed must be a whole number, got 2.5
    """
    if isinstance(value, bool) or not isinstance(value, Integral):
        raise error(f"{name} must be a whole number, got {value!r}")
    return int(value)


def require_in_range(value, name: str, low: int, high: int, *, error: type[ValueError] = NumberError) -> int:
    """Return ``value`` if it is a whole number in ``low..high``, else raise ``error``, saying the rule.

    Parameters
    ----------
    value : object
        The value to check.
    name : str
        What the value is, for the message.
    low, high : int
        The smallest and the largest value allowed, both included.
    error : type
        The class to raise, one of :mod:`boardpuzzles.errors`: the one that says what the value is.

    Returns
    -------
    int
        ``value`` as a plain ``int``.

    Raises
    ------
    NumberError
        If ``value`` is not a whole number, or lies outside ``low..high``; ``error`` if given.

    Examples
    --------
    >>> require_in_range(8, "lines", 3, 100)
    8
    >>> require_in_range(0, "lines", 3, 100)
    Traceback (most recent call last):
    ...
    boardpuzzles.errors.NumberError: lines must be between 3 and 100, got 0
    """
    value = require_int(value, name, error=error)
    if not low <= value <= high:
        raise error(f"{name} must be between {low} and {high}, got {value}")
    return value


def require_board_size(size, maximum: int, *, minimum: int = 1) -> int:
    """Check a board size against the limits of one solver and return it.

    Parameters
    ----------
    size : object
        The board size to check.
    maximum : int
        The solver's largest board, such as :data:`MAX_BOARD_SIZE`.
    minimum : int
        The solver's smallest board; 1 unless the solver says otherwise.

    Returns
    -------
    int
        ``size`` as a plain ``int``.

    Raises
    ------
    BoardSizeError
        If ``size`` is not a whole number from ``minimum`` to ``maximum``.

    Examples
    --------
    >>> require_board_size(8, maximum=1000)
    8
    >>> require_board_size(1001, maximum=1000)
    Traceback (most recent call last):
    ...
    boardpuzzles.errors.BoardSizeError: board size must be between 1 and 1000, got 1001
    """
    return require_in_range(size, "board size", minimum, maximum, error=BoardSizeError)


def on_board(size: int, square: Square) -> bool:
    """Say whether a 0-based square lies on the ``size`` by ``size`` board.

    Parameters
    ----------
    size : int
        The board size; not checked, for speed.
    square : (int, int)
        The 0-based ``(row, col)`` to test.

    Returns
    -------
    bool
        ``True`` when both the row and the column are between 0 and ``size - 1``.

    Examples
    --------
    >>> on_board(8, (0, 7)), on_board(8, (8, 0)), on_board(8, (-1, 3))
    (True, False, False)
    """
    row, col = square
    return 0 <= row < size and 0 <= col < size


def require_square(size: int, square, *, name: str = "square") -> Square:
    """Check that ``square`` is a ``(row, col)`` pair of whole numbers on the board and return it.

    The message speaks 0-based, as the code does; the edges of the package that read
    1-based text report their own errors in 1-based form.

    Parameters
    ----------
    size : int
        The board size; not checked here (the caller has checked it against its own limit).
    square : object
        The square to check: any pair, such as a tuple or a list.
    name : str
        What the square is, for the message: ``"start"``, ``"target"``.

    Returns
    -------
    (int, int)
        The square as a tuple of plain ``int``.

    Raises
    ------
    SquareError
        If ``square`` is not a pair, its row or column is not a whole number, or it is off the board.

    Examples
    --------
    >>> require_square(8, (7, 7))
    (7, 7)
    >>> require_square(8, (8, 0))
    Traceback (most recent call last):
    ...
    boardpuzzles.errors.SquareError: square (8, 0) is off the 8×8 board: 0-based rows and columns run from 0 to 7
    """
    try:
        row, col = square
    except (TypeError, ValueError):
        raise SquareError(f"{name} must be a (row, col) pair, got {square!r}") from None
    row, col = require_int(row, f"{name} row", error=SquareError), require_int(col, f"{name} column", error=SquareError)
    if not on_board(size, (row, col)):
        raise SquareError(
            f"{name} ({row}, {col}) is off the {size}×{size} board: "
            f"0-based rows and columns run from 0 to {size - 1}"
        )
    return row, col


def all_squares(size: int) -> Iterator[Square]:
    """Yield every square of the board in reading order, row by row.

    Parameters
    ----------
    size : int
        The board size; not checked.

    Yields
    ------
    (int, int)
        The 0-based squares, ``(0, 0)`` first and ``(size - 1, size - 1)`` last.

    Examples
    --------
    >>> list(all_squares(2))
    [(0, 0), (0, 1), (1, 0), (1, 1)]
    """
    for row in range(size):
        for col in range(size):
            yield row, col


# --- The edges: 1-based "(row col)" text -------------------------------------------------

_SQUARE_TEXT = re.compile(r"^\s*\(?\s*([^\s,()]+)\s*(?:,\s*|\s+)([^\s,()]+)\s*\)?\s*$")


def parse_square(size: int, text: str) -> Square:
    """Read a reader's 1-based ``(row col)`` text and return the 0-based ``(row, col)`` square.

    The board size is always given: a square is only a square of some board. Reading a
    square costs nothing, so any board size of at least 1 is accepted; the solver the
    square is for checks the size against its own limit.

    Lenient on separators: ``"(1 1)"``, ``"1 1"``, ``"(1,1)"`` and ``"1, 1"`` all work.
    Strict on values: both must be whole numbers from 1 to ``size``, written with the digits 0-9.

    Parameters
    ----------
    size : int
        The board size, at least 1.
    text : str
        The square as the reader writes it: the row first, then the column, both 1-based.

    Returns
    -------
    (int, int)
        The 0-based ``(row, col)``.

    Raises
    ------
    BoardSizeError
        For a board size below 1.
    SquareError
        For text that is not a string, empty text, text that is not two
        numbers, or a square off the board. The message quotes the text and states the rule
        in the article's 1-based terms.

    Examples
    --------
    >>> parse_square(8, "(1 1)"), parse_square(8, "4, 5"), parse_square(8, " (2,8) ")
    ((0, 0), (3, 4), (1, 7))
    >>> parse_square(8, "(9 9)")
    Traceback (most recent call last):
    ...
    boardpuzzles.errors.SquareError: square (9 9) is off the 8×8 board: rows and columns run from 1 to 8
    """
    size = require_int(size, "board size", error=BoardSizeError)
    if size < 1:
        raise BoardSizeError(f"board size must be at least 1, got {size}")
    if not isinstance(text, str):
        raise SquareError(f"square text must be a string like '(1 1)', got {text!r}")
    if not text.strip():
        raise SquareError(f"square text is empty: write it as '(row col)', with row and column from 1 to {size}")
    match = _SQUARE_TEXT.match(text)
    if not match:
        raise SquareError(f"cannot read {text!r} as a square: write two numbers, like '(1 1)', '1 1' or '(1,1)'")
    numbers = []
    for part in match.groups():
        if not re.fullmatch(r"[+-]?[0-9]+", part):  # not \d, which also matches the digits of other scripts
            raise SquareError(f"cannot read {text!r} as a square: {part!r} is not a whole number written with 0-9")
        numbers.append(int(part))
    row, col = numbers
    if not (1 <= row <= size and 1 <= col <= size):
        raise SquareError(
            f"square ({row} {col}) is off the {size}×{size} board: rows and columns run from 1 to {size}"
        )
    return row - 1, col - 1


def format_square(square: Square) -> str:
    """Write a 0-based square as the reader's 1-based ``(row col)`` text, the form :func:`parse_square` reads.

    Parameters
    ----------
    square : (int, int)
        The 0-based ``(row, col)``.

    Returns
    -------
    str
        The text ``"(row col)"``, both numbers 1-based.

    Examples
    --------
    >>> format_square((0, 0)), format_square((2, 3))
    ('(1 1)', '(3 4)')
    """
    row, col = square
    return f"({row + 1} {col + 1})"
