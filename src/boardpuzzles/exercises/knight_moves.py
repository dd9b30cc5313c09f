"""Chapter 1's exercises, where a knight can go: the on-board test and the squares one jump away."""

from __future__ import annotations

from collections.abc import Callable

from boardpuzzles.board import all_squares, format_square, on_board
from boardpuzzles.exercises._hints import as_squares, squares_hint
from boardpuzzles.exercises.checking import BOARD_NOTE, Case, Verdict, require_function, run_checks
from boardpuzzles.knight import knight_targets

#: How the checks call the reader's functions: the board size first, as everywhere in the package.
_SIGNATURES = {"is_on_board": "is_on_board(size, square)", "jump_targets": "jump_targets(size, square)"}


def _around(size: int) -> list[tuple[int, int]]:
    """Every square of the board and of a border two squares wide around it, in reading order.

    >>> _around(1)[:3], len(_around(1))
    ([(-2, -2), (-2, -1), (-2, 0)], 25)
    """
    return [(row, col) for row in range(-2, size + 2) for col in range(-2, size + 2)]


def check_is_on_board(is_on_board: Callable) -> Verdict:
    """Check ``is_on_board(size, square)``: does the 0-based square lie on the ``size`` by ``size`` board?

    Compared with :func:`boardpuzzles.board.on_board` on boards of 1 to 8 squares a side, for every
    square up to two rows and columns beyond each edge, in reading order.

    Parameters
    ----------
    is_on_board : callable
        The reader's function, as the chapter's exercise cell defines it.

    Examples
    --------
    Letting a square sit on the edge's far side fails, and the check says why:

    >>> print(check_is_on_board(lambda size, square: 0 <= min(square) and max(square) <= size))
    Not yet: 540 of 620 checks passed.
    The smallest input that fails (squares 0-based): is_on_board(1, (0, 1)), that
        is the square (1 2) of the 1×1 board as the book counts
    Expected: False
    Returned: True
    """
    require_function(is_on_board, "check_is_on_board", "is_on_board")
    cases = [Case((size, square), on_board(size, square), f"is_on_board({size}, {square})",
                  f"the square {format_square(square)} of the {size}×{size} board")
             for size in range(1, 9) for square in _around(size)]
    return run_checks(is_on_board, cases, note=BOARD_NOTE, signature=_SIGNATURES["is_on_board"])


def check_jump_targets(jump_targets: Callable) -> Verdict:
    """Check ``jump_targets(size, square)``: the squares a knight on ``square`` can jump to, in offset order.

    Compared with :func:`boardpuzzles.knight.knight_targets` from every square of the boards of 1 to 8
    squares a side; the answer is a list, its targets in the order of
    :data:`~boardpuzzles.knight.KNIGHT_OFFSETS`.

    Parameters
    ----------
    jump_targets : callable
        The reader's function, as the chapter's exercise cell defines it.

    Examples
    --------
    The package's own function passes; the right squares in another order do not:

    >>> from boardpuzzles.knight import knight_targets
    >>> check_jump_targets(knight_targets)
    All 204 checks passed.
    >>> print(check_jump_targets(lambda size, square: sorted(knight_targets(size, square), reverse=True)))
    Not yet: 6 of 204 checks passed.
    The smallest input that fails (squares 0-based): jump_targets(3, (0, 0)), that
        is the square (1 1) of the 3×3 board as the book counts
    Expected: [(1, 2), (2, 1)], that is (2 3) (3 2) as the book counts
    Returned: [(2, 1), (1, 2)], that is (3 2) (2 3) as the book counts
    The right squares in another order: try the offsets in the order of
        KNIGHT_OFFSETS.
    """
    require_function(jump_targets, "check_jump_targets", "jump_targets")
    cases = [Case((size, square), knight_targets(size, square), f"jump_targets({size}, {square})",
                  f"the square {format_square(square)} of the {size}×{size} board")
             for size in range(1, 9) for square in all_squares(size)]
    order = "try the offsets in the order of KNIGHT_OFFSETS"
    return run_checks(jump_targets, cases, note=BOARD_NOTE, normal=as_squares, signature=_SIGNATURES["jump_targets"],
                      explain=lambda case, got: squares_hint(case.expected, got, order=order))
