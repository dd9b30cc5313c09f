"""Where a knight (or any (a, b) leaper) can jump from one square.

The idea of chapter 1: put the origin of a coordinate plane on the knight. Every
jump is one of eight offsets whose steps lie between -2 and +2 on both axes;
a jump is allowed exactly when both coordinates of its target stay on the board.

>>> knight_targets(8, (0, 0))
[(1, 2), (2, 1)]
>>> knight_jumps(8, "(5 5)")
8
"""

from __future__ import annotations

import math
from typing import NamedTuple

from boardpuzzles.board import (
    MAX_BOARD_SIZE,
    Offset,
    Square,
    all_squares,
    on_board,
    parse_square,
    require_board_size,
    require_int,
    require_square,
)
from boardpuzzles.errors import PieceError

#: The eight knight offsets ``(d_row, d_col)`` in the original article's array order: sorted from the most
#: negative row step to the most positive. This is the order they are tried in; the jumps' numbers are
#: chapter 1's, clockwise from (−2, +1) (:func:`jump_number`).
KNIGHT_OFFSETS: tuple[Offset, ...] = ((-2, -1), (-2, 1), (-1, -2), (-1, 2), (1, -2), (1, 2), (2, -1), (2, 1))

#: Classic fairy-chess leapers, named by their ``(a, b)`` step.
LEAPERS: dict[str, tuple[int, int]] = {"knight": (1, 2), "camel": (1, 3), "zebra": (2, 3), "giraffe": (1, 4)}


class Jump(NamedTuple):
    """One offset tried from a square, as :func:`try_offsets` reports it.

    ``number`` is the jump's number, chapter 1's (:func:`jump_number`: jump 1 is (−2, +1), then
    clockwise); ``order`` is its place in the order the offsets are tried (1-based: the article's
    array order by default), which is not a number of the jump; ``offset`` the ``(d_row, d_col)``
    step, ``target`` the square it leads to, and ``lands`` says whether that square is on the board.
    """

    number: int
    order: int
    offset: Offset
    target: Square
    lands: bool


def leaper_offsets(a: int, b: int) -> tuple[Offset, ...]:
    """Return the distinct offsets of an ``(a, b)`` leaper, sorted like :data:`KNIGHT_OFFSETS`.

    A leaper jumps ``a`` squares along one axis and ``b`` along the other, in any
    direction. ``(a, b)`` and ``(b, a)`` are the same piece. Pieces with ``a == b``
    or a zero step have only four distinct offsets.

    Parameters
    ----------
    a, b : int
        The two step lengths; both at least 0 and not both 0.

    Returns
    -------
    tuple of (int, int)
        The offsets ``(d_row, d_col)``, sorted.

    Raises
    ------
    ValueError
        If a step is negative or not a whole number, or both are 0 (a piece that cannot move).

    Examples
    --------
    >>> leaper_offsets(1, 2) == KNIGHT_OFFSETS
    True
    >>> leaper_offsets(1, 1)
    ((-1, -1), (-1, 1), (1, -1), (1, 1))
    >>> leaper_offsets(0, 0)
    Traceback (most recent call last):
    ...
    boardpuzzles.errors.PieceError: a leaper needs a non-zero step, got (a, b) = (0, 0): a piece that cannot move
    """
    a, b = require_int(a, "step a", error=PieceError), require_int(b, "step b", error=PieceError)
    if a < 0 or b < 0:
        raise PieceError(f"leaper steps must be at least 0, got (a, b) = ({a}, {b})")
    if a == 0 and b == 0:
        raise PieceError("a leaper needs a non-zero step, got (a, b) = (0, 0): a piece that cannot move")
    signed = {(sr * dr, sc * dc) for dr, dc in ((a, b), (b, a)) for sr in (-1, 1) for sc in (-1, 1)}
    return tuple(sorted(signed))


def offsets_round(first: Offset, *, clockwise: bool = True) -> tuple[Offset, ...]:
    """Return the eight knight offsets in the order met going once round the knight, starting at ``first``.

    Rows grow downwards, as on the page, so *clockwise* is clockwise as the reader sees
    the board. Chapter 3's article tries its jumps anticlockwise from ``(2, 1)``;
    chapter 4's clockwise from ``(-1, -2)``.

    Parameters
    ----------
    first : (int, int)
        The knight offset to start from; one of :data:`KNIGHT_OFFSETS`.
    clockwise : bool
        Go round clockwise as the reader sees the board (the default), or anticlockwise.

    Returns
    -------
    tuple of (int, int)
        All eight knight offsets, ``first`` first.

    Raises
    ------
    ValueError
        If ``first`` is not one of the eight knight offsets.

    Examples
    --------
    >>> offsets_round((-1, -2))[:3]
    ((-1, -2), (-2, -1), (-2, 1))
    >>> offsets_round((2, 1), clockwise=False)[:3]
    ((2, 1), (1, 2), (-1, 2))
    >>> offsets_round((1, 1))
    Traceback (most recent call last):
    ...
    boardpuzzles.errors.PieceError: first offset must be one of the 8 knight jumps, got (1, 1)
    """
    try:
        key = tuple(first)
    except TypeError:  # not a pair at all, such as a number
        key = None
    if key not in KNIGHT_OFFSETS:
        raise PieceError(f"first offset must be one of the 8 knight jumps, got {first!r}")
    ring = list(clockwise_offsets(KNIGHT_OFFSETS))
    if not clockwise:
        ring.reverse()
    k = ring.index(key)
    return tuple(ring[k:] + ring[:k])


def clockwise_offsets(offsets) -> tuple[Offset, ...]:
    """Return a piece's offsets in the order of their jump numbers, chapter 1's numbering of the jumps.

    Jump 1 is the first offset met going clockwise (as the reader sees the board, rows growing down
    the page) from straight up; the others follow clockwise. For the knight that is the article's
    point 1, two rows up and one column right, then clockwise (:func:`offsets_round` from ``(-2, 1)``);
    every leaper is numbered the same way, as chapter 1's explorer numbers it.

    Parameters
    ----------
    offsets : iterable of (int, int)
        The piece's ``(d_row, d_col)`` steps, in any order; a step given twice counts once.

    Returns
    -------
    tuple of (int, int)
        The offsets, jump 1 first.

    Examples
    --------
    >>> clockwise_offsets(KNIGHT_OFFSETS)[:3]
    ((-2, 1), (-1, 2), (1, 2))
    >>> clockwise_offsets(leaper_offsets(0, 1))
    ((-1, 0), (0, 1), (1, 0), (0, -1))
    """
    unique = {(int(d_row), int(d_col)) for d_row, d_col in offsets}
    # the angle of (d_row, d_col) on the page, measured clockwise from "up"
    return tuple(sorted(unique, key=lambda offset: math.atan2(offset[1], -offset[0]) % math.tau))


def jump_number(offset: Offset, *, offsets: tuple[Offset, ...] = KNIGHT_OFFSETS) -> int:
    """Return the number chapter 1 gives the jump ``offset``: 1 to 8 for a knight, counted clockwise.

    The numbers are those of :func:`clockwise_offsets`: jump 1 is (−2, +1), two rows up and one
    column right, then clockwise. :func:`try_offsets` gives every jump this number, and its place in
    the order it tries them (the article's array order) as its ``order``.

    Parameters
    ----------
    offset : (int, int)
        One of the piece's ``(d_row, d_col)`` steps.
    offsets : tuple of (int, int)
        The piece's offsets, such as ``leaper_offsets(1, 3)``; the knight's by default.

    Returns
    -------
    int
        The jump's number, from 1.

    Raises
    ------
    ValueError
        If ``offset`` is not one of ``offsets``.

    Examples
    --------
    >>> jump_number((-2, 1)), jump_number((1, -2)), jump_number((-2, -1))
    (1, 6, 8)
    >>> jump_number((-3, 1), offsets=leaper_offsets(1, 3))
    1
    >>> jump_number((1, 1))
    Traceback (most recent call last):
    ...
    boardpuzzles.errors.PieceError: (1, 1) is not one of the piece's jumps
    """
    order = clockwise_offsets(offsets)
    key = tuple(offset) if isinstance(offset, (tuple, list)) else offset
    if key not in order:
        raise PieceError(f"{offset!r} is not one of the piece's jumps")
    return order.index(key) + 1


def try_offsets(size: int, square: Square, *, offsets: tuple[Offset, ...] = KNIGHT_OFFSETS) -> list[Jump]:
    """Try every offset from ``square`` and report where each lands, on the board or not.

    Parameters
    ----------
    size : int
        The board is ``size`` by ``size``; 1 to :data:`~boardpuzzles.board.MAX_BOARD_SIZE`.
    square : (int, int)
        The 0-based ``(row, col)`` of the piece.
    offsets : tuple of (int, int)
        The moves of the piece, tried in this order; the knight's by default.

    Returns
    -------
    list of Jump
        One :class:`Jump` per offset, in the order of ``offsets`` (its ``order``, from 1), each with
        chapter 1's jump number (:func:`jump_number`).

    Raises
    ------
    ValueError
        If the size is out of range or the square is off the board.

    Examples
    --------
    >>> [j.target for j in try_offsets(8, (0, 0)) if not j.lands][:3]
    [(-2, -1), (-2, 1), (-1, -2)]
    >>> try_offsets(8, (3, 4))[0]
    Jump(number=8, order=1, offset=(-2, -1), target=(1, 3), lands=True)
    """
    size = require_board_size(size, MAX_BOARD_SIZE)
    row, col = require_square(size, square)
    numbering = clockwise_offsets(offsets)  # jump 1 is numbering[0]
    jumps = []
    for order, (d_row, d_col) in enumerate(offsets, start=1):
        number = numbering.index((d_row, d_col)) + 1
        target = (row + d_row, col + d_col)
        lands = on_board(size, target)
        jumps.append(Jump(number, order, (d_row, d_col), target, lands))
    return jumps


def knight_targets(size: int, square: Square, *, offsets: tuple[Offset, ...] = KNIGHT_OFFSETS) -> list[Square]:
    """Return the squares a knight (or the leaper with ``offsets``) on ``square`` can jump to, in offset order.

    Parameters
    ----------
    size : int
        The board is ``size`` by ``size``; 1 to :data:`~boardpuzzles.board.MAX_BOARD_SIZE`.
    square : (int, int)
        The 0-based ``(row, col)`` of the piece.
    offsets : tuple of (int, int)
        The moves of the piece; the knight's by default.

    Returns
    -------
    list of (int, int)
        The targets that are on the board, in the order of ``offsets``.

    Raises
    ------
    ValueError
        If the size is out of range or the square is off the board.

    Examples
    --------
    >>> knight_targets(8, (0, 0))
    [(1, 2), (2, 1)]
    >>> len(knight_targets(8, (3, 3)))
    8
    >>> knight_targets(3, (0, 0), offsets=leaper_offsets(1, 3))
    []
    """
    return [jump.target for jump in try_offsets(size, square, offsets=offsets) if jump.lands]


def move_counts(size: int, *, offsets: tuple[Offset, ...] = KNIGHT_OFFSETS) -> list[list[int]]:
    """Return a ``size`` by ``size`` grid: how many jumps the piece has from each square.

    Parameters
    ----------
    size : int
        The board size, 1 to :data:`~boardpuzzles.board.MAX_BOARD_SIZE`.
    offsets : tuple of (int, int)
        The moves of the piece; the knight's by default.

    Returns
    -------
    list of list of int
        ``counts[row][col]`` is the number of jumps from ``(row, col)`` that stay on the board.

    Raises
    ------
    ValueError
        If the size is out of range.

    Examples
    --------
    >>> move_counts(3)
    [[2, 2, 2], [2, 0, 2], [2, 2, 2]]
    """
    size = require_board_size(size, MAX_BOARD_SIZE)
    return [[len(knight_targets(size, (row, col), offsets=offsets)) for col in range(size)] for row in range(size)]


def total_knight_moves(size: int) -> int:
    """Return the number of (directed) knight jumps on a ``size`` by ``size`` board, by formula.

    Every 2×3 or 3×2 rectangle on the board holds two knight jumps, each made both
    ways, and an n×n board (n = ``size``) holds (n-1)(n-2) rectangles of each shape,
    so the count is ``2 · 2 · 2 (n-1)(n-2) = 8 (n-1)(n-2)`` for ``n >= 2``, and 0 for ``n = 1``.

    Parameters
    ----------
    size : int
        The board size, 1 to :data:`~boardpuzzles.board.MAX_BOARD_SIZE`.

    Returns
    -------
    int
        The sum of :func:`move_counts` over the board.

    Raises
    ------
    ValueError
        If the size is out of range.

    Examples
    --------
    >>> total_knight_moves(8)
    336
    >>> total_knight_moves(8) == sum(map(sum, move_counts(8)))
    True
    """
    size = require_board_size(size, MAX_BOARD_SIZE)
    return 8 * (size - 1) * (size - 2) if size >= 2 else 0


def stuck_squares(size: int, *, offsets: tuple[Offset, ...] = KNIGHT_OFFSETS) -> list[Square]:
    """Return the squares from which the piece has no jump at all, so it can never leave them.

    Parameters
    ----------
    size : int
        The board size, 1 to :data:`~boardpuzzles.board.MAX_BOARD_SIZE`.
    offsets : tuple of (int, int)
        The moves of the piece, such as ``leaper_offsets(1, 4)``; the knight's by default.

    Returns
    -------
    list of (int, int)
        The stuck squares, in reading order.

    Raises
    ------
    ValueError
        If the size is out of range.

    Examples
    --------
    >>> stuck_squares(3)
    [(1, 1)]
    >>> stuck_squares(5, offsets=leaper_offsets(1, 4))[:3]
    [(1, 1), (1, 2), (1, 3)]
    """
    counts = move_counts(size, offsets=offsets)
    return [square for square in all_squares(size) if counts[square[0]][square[1]] == 0]


def knight_jumps(size: int, text: str) -> int:
    """The article's function: read 1-based ``(row col)`` text and return how many squares the knight can jump to.

    Parameters
    ----------
    size : int
        The board size, 1 to :data:`~boardpuzzles.board.MAX_BOARD_SIZE`; the article's board is 8.
    text : str
        The knight's square as the reader writes it, such as ``"(1 1)"``; see
        :func:`~boardpuzzles.board.parse_square`.

    Returns
    -------
    int
        The number of knight jumps from that square that stay on the board.

    Raises
    ------
    ValueError
        If the size is out of range, or the text is not a square of the board (the message speaks 1-based).

    Examples
    --------
    >>> [knight_jumps(8, t) for t in ("(1 1)", "(5 5)", "(2 8)")]
    [2, 8, 3]
    """
    size = require_board_size(size, MAX_BOARD_SIZE)
    return len(knight_targets(size, parse_square(size, text)))
