"""Chapter 3's exercises, the knight's tour by backtracking: the numbered board, and the test of a lost position."""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

from boardpuzzles.backtracking import backtracking_tour, dead_end, search_events
from boardpuzzles.exercises.checking import BOARD_NOTE, Case, Verdict, require_function, run_checks
from boardpuzzles.tour import board_numbering
from boardpuzzles.warnsdorff import warnsdorff_path

#: How the checks call the reader's functions: the board size first.
_SIGNATURES = {"number_board": "number_board(size, path)", "is_lost": "is_lost(size, path)"}

#: What the check says of a board whose rows are one list.
SHARED_ROWS = ("its rows are one list, listed {size} times, so a number written in one row appears in "
               "every row ([[0] * size] * size does that): make each row its own list, "
               "[[0] * size for _ in range(size)]")

#: What it says of a board left as the stub made it.
ALL_ZEROS = ("the board is still all zeros: no number was written on it. Write each move's number on its "
             "square, board[row][col] = number, counting from 1")

#: What it says of a board numbered from 0 (on one square that board is [[0]] too, but something was written).
FROM_ZERO = ("the first square holds 0: the moves are numbered from 0, and 0 means a square never visited. "
             "Number them from 1: the first square of the path holds 1, not 0")


def walks(sizes) -> list[tuple[int, list]]:
    """Return a knight's walk on each board: Warnsdorff's from the corner, as far as it goes.

    Parameters
    ----------
    sizes : iterable of int
        The board sizes.

    Returns
    -------
    list of (int, list of (int, int))
        Each board size with its walk.

    Examples
    --------
    >>> walks([1, 3])
    [(1, [(0, 0)]), (3, [(0, 0), (1, 2), (2, 0), (0, 1), (2, 2), (1, 0), (0, 2), (2, 1)])]
    """
    return [(size, warnsdorff_path(size)) for size in sizes]


def _numbers_from_zero(number_board: Callable) -> bool:
    """Whether ``number_board`` numbers a two-square path 0 and 1: moves counted from 0."""
    try:
        board = number_board(3, [(0, 0), (1, 2)])
        return board[0][0] == 0 and board[1][2] == 1
    except Exception:  # the reader's function: any failure only means "not that"
        return False


def _board_hint(case: Case, got, number_board: Callable) -> str | None:
    """What is wrong with a numbered board: all zeros (nothing written, or, on the smallest board, numbers
    from 0: ``number_board`` on a longer path tells the two apart), rows that are one list, a transposed board."""
    size, path = case.args
    board = [list(row) for row in got]
    if path and all(number == 0 for row in board for number in row):
        return FROM_ZERO if _numbers_from_zero(number_board) else ALL_ZEROS
    if isinstance(got, list) and len({id(row) for row in got}) < len(got):
        return SHARED_ROWS.format(size=size)
    if size > 1 and board == [list(column) for column in zip(*case.expected)]:
        return "rows and columns are swapped: square (row, col) is board[row][col]"
    return None


def check_number_board(number_board: Callable) -> Verdict:
    """Check ``number_board(size, path)``: the board as the judge prints it, each square holding its move number.

    The first square of ``path`` holds 1, the next 2, and so on; a square the path never visits holds 0.
    The answer is a list of rows. Compared with :func:`boardpuzzles.tour.board_numbering` for every
    beginning of a knight's walk on the boards of 1 to 6 squares a side, the empty path first.

    Parameters
    ----------
    number_board : callable
        The reader's function, as the chapter's exercise cell defines it.

    Examples
    --------
    A board left all zeros fails, and the check says why:

    >>> print(check_number_board(lambda size, path: [[0] * size for _ in range(size)]))
    Not yet: 6 of 89 checks passed.
    The smallest input that fails (squares 0-based): number_board(1, [(0, 0)])
    Expected: [[1]]
    Returned: [[0]]
    The board is still all zeros: no number was written on it. Write each move's
        number on its square, board[row][col] = number, counting from 1.
    """
    require_function(number_board, "check_number_board", "number_board")
    cases = [Case((size, walk[:k]), board_numbering(size, walk[:k]), f"number_board({size}, {walk[:k]})")
             for size, walk in walks(range(1, 7)) for k in range(len(walk) + 1)]
    return run_checks(number_board, cases, note=BOARD_NOTE, signature=_SIGNATURES["number_board"],
                      explain=lambda case, got: _board_hint(case, got, number_board),
                      normal=lambda got: [list(row) for row in got])


@cache
def _lost_cases() -> tuple[Case, ...]:
    """The paths of the plain search's first 100 events on the boards of 1 to 6 squares a side, and every
    beginning of the first tours of 5×5 and 6×6 (never lost), by board and length."""
    paths = []
    for size in range(1, 7):
        path = []
        for kind, square, _ in search_events(size, limit=100):
            if kind == "place":
                path.append(square)
                paths.append((size, list(path)))
            else:
                path.pop()
    for size in (5, 6):
        tour = backtracking_tour(size)
        paths += [(size, tour[:k]) for k in range(1, len(tour) + 1)]
    paths.sort(key=lambda case: (case[0], len(case[1])))  # stable: the search's order within a length
    return tuple(Case((size, path), dead_end(size, path) is not None, f"is_lost({size}, {path})")
                 for size, path in paths)


def check_is_lost(is_lost: Callable) -> Verdict:
    """Check ``is_lost(size, path)``: does one of the four tests of a lost position rule out every tour?

    The knight stands on the last square of ``path``. The answer is ``True`` when one of the tests of
    chapter 3 proves that no knight path from there visits every square left, ``False`` otherwise (the
    tests of :func:`boardpuzzles.backtracking.dead_end`). Compared on every path the plain search
    places in its first 100 events on the boards of 1 to 6 squares a side, and on every beginning of
    the first tours of 5×5 and 6×6, which no test rules out; shortest first.

    Parameters
    ----------
    is_lost : callable
        The reader's function, as the chapter's exercise cell defines it.

    Examples
    --------
    Saying that no position is lost fails, and the check says why:

    >>> print(check_is_lost(lambda size, path: False))
    Not yet: 97 of 257 checks passed.
    The smallest input that fails (squares 0-based): is_lost(2, [(0, 0)])
    Expected: True
    Returned: False
    The knight on (1 1) has no unvisited square to jump to (squares 1-based).
    """
    require_function(is_lost, "check_is_lost", "is_lost")

    def explain(case, got):
        if case.expected:
            return f"{dead_end(*case.args)} (squares 1-based)"
        return "no test of a lost position applies to this path"

    return run_checks(is_lost, _lost_cases(), note=BOARD_NOTE, explain=explain, signature=_SIGNATURES["is_lost"])
