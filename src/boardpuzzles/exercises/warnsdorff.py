"""Chapter 4's exercises, Warnsdorff's rule: a candidate's onward count, and the jump the rule makes."""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

from boardpuzzles.board import all_squares, format_square, on_board
from boardpuzzles.exercises._layout import set_text
from boardpuzzles.exercises.backtracking_tour import walks
from boardpuzzles.exercises.checking import BOARD_NOTE, Case, Verdict, require_function, run_checks
from boardpuzzles.knight import knight_targets
from boardpuzzles.tour import is_knight_move
from boardpuzzles.warnsdorff import CLOCKWISE_ORDER, onward_counts, warnsdorff_path
from boardpuzzles.wording import count_of

#: How the checks call the reader's functions: the board size first.
_SIGNATURES = {"onward_count": "onward_count(size, square, visited)", "next_move": "next_move(size, square, visited)"}


@cache
def _onward_cases() -> tuple[Case, ...]:
    """Each candidate of each step of Warnsdorff's walk from the corner of 1×1 to 8×8."""
    cases = []
    for size, walk in walks(range(1, 9)):
        for k, here in enumerate(walk):
            visited = set(walk[:k + 1])
            counts = onward_counts(size, walk[:k + 1])
            for square in knight_targets(size, here, offsets=CLOCKWISE_ORDER):
                if square not in visited:
                    cases.append(Case((size, square, set(visited)), counts[square[0]][square[1]],
                                      f"onward_count({size}, {square}, {set_text(visited)})",
                                      f"the square {format_square(square)} of the {size}×{size} board"))
    return tuple(cases)


def check_onward_count(onward_count: Callable) -> Verdict:
    """Check ``onward_count(size, square, visited)``: how many unvisited squares are one jump from ``square``.

    ``visited`` is the set of squares the knight has visited, its own square included. Compared with
    :func:`boardpuzzles.warnsdorff.onward_counts` at every step of Warnsdorff's walk from the corner on
    the boards of 1 to 8 squares a side, for each candidate of the step (each unvisited square one jump
    from the knight).

    Parameters
    ----------
    onward_count : callable
        The reader's function, as the chapter's exercise cell defines it.

    Examples
    --------
    Counting every jump, visited or not, fails, and the check says why:

    >>> print(check_onward_count(lambda size, square, visited: len(knight_targets(size, square))))
    Not yet: 0 of 412 checks passed.
    The smallest input that fails (squares 0-based): onward_count(3, (1, 2),
        {(0, 0)}), that is the square (2 3) of the 3×3 board as the book counts
    Expected: 1
    Returned: 2
    A square already visited does not count.
    """
    require_function(onward_count, "check_onward_count", "onward_count")

    def explain(case, got):
        size, square, visited = case.args
        if got == len(knight_targets(size, square)):
            return "a square already visited does not count"
        return None

    return run_checks(onward_count, _onward_cases(), note=BOARD_NOTE, explain=explain,
                      signature=_SIGNATURES["onward_count"])


@cache
def _next_move_cases() -> tuple[Case, ...]:
    """Each step of Warnsdorff's walk from every square of 1×1 to 5×5 and the corner of 6×6 to 8×8."""
    cases = []
    for size in range(1, 9):
        for start in all_squares(size) if size <= 5 else [(0, 0)]:
            walk = warnsdorff_path(size, start=start)
            for k, here in enumerate(walk):
                visited = set(walk[:k + 1])
                following = walk[k + 1] if k + 1 < len(walk) else None
                cases.append(Case((size, here, visited), following,
                                  f"next_move({size}, {here}, {set_text(visited)})"))
    return tuple(cases)


def check_next_move(next_move: Callable) -> Verdict:
    """Check ``next_move(size, square, visited)``: where Warnsdorff's rule jumps next from ``square``.

    ``visited`` holds the squares visited so far, ``square`` (the knight's) included. The answer is the
    unvisited square one jump away with the fewest unvisited onward squares; of several, the first in
    :data:`~boardpuzzles.warnsdorff.CLOCKWISE_ORDER`; ``None`` when no unvisited square is one jump away.
    Compared with every step of :func:`boardpuzzles.warnsdorff.warnsdorff_path` from every square of
    the boards of 1 to 5 squares a side and from the corner of 6×6 to 8×8.

    Parameters
    ----------
    next_move : callable
        The reader's function, as the chapter's exercise cell defines it.

    Examples
    --------
    Taking the last jump fails, and the check says why:

    >>> print(check_next_move(lambda size, square, visited: max(knight_targets(size, square), default=None)))
    Not yet: 309 of 862 checks passed.
    The smallest input that fails (squares 0-based): next_move(3, (0, 0),
        {(0, 0)})
    Expected: (1, 2), that is (2 3) as the book counts
    Returned: (2, 1), that is (3 2) as the book counts
    (2, 1) and (1, 2) both have 1 onward square: of a tie, take the first in
        CLOCKWISE_ORDER.
    """
    require_function(next_move, "check_next_move", "next_move")

    def explain(case, got):
        size, here, visited = case.args
        got = tuple(got)
        if not is_knight_move(here, got) or not on_board(size, got):
            return f"{got} is not a knight's jump from {here} on the board"
        if got in visited:
            return f"{got} is visited already"
        counts = onward_counts(size, sorted(visited))
        mine, best = counts[got[0]][got[1]], counts[case.expected[0]][case.expected[1]]
        if mine == best:
            return (f"{got} and {case.expected} both have {count_of(mine, 'onward square')}: "
                    "of a tie, take the first in CLOCKWISE_ORDER")
        return f"{got} has {count_of(mine, 'unvisited onward square')}, {case.expected} only {best}"

    return run_checks(next_move, _next_move_cases(), note=BOARD_NOTE, explain=explain,
                      signature=_SIGNATURES["next_move"], normal=lambda got: got if got is None else tuple(got))
