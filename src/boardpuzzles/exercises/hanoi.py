"""Chapter 5's exercises, the Tower of Hanoi: the disk that moves at a step, and the move that leaves disk 1 alone."""

from __future__ import annotations

from collections.abc import Callable

from boardpuzzles.exercises.checking import Case, Verdict, require_function, run_checks
from boardpuzzles.hanoi import disk_at_step, legal_moves, why_illegal
from boardpuzzles.hanoi.graph import state_graph

#: How the checks call the reader's functions (no board here).
_SIGNATURES = {"moving_disk": "moving_disk(k)", "other_move": "other_move(state)"}


def check_moving_disk(moving_disk: Callable) -> Verdict:
    """Check ``moving_disk(k)``: which disk the circular method moves at step ``k`` (1 is the smallest).

    Compared with :func:`boardpuzzles.hanoi.formulas.disk_at_step` for the steps 1 to 1,024, in order.

    Parameters
    ----------
    moving_disk : callable
        The reader's function, as the chapter's exercise cell defines it.

    Examples
    --------
    Alternating disks 1 and 2 fails, and the check says why:

    >>> print(check_moving_disk(lambda k: 1 if k % 2 else 2))
    Not yet: 768 of 1024 checks passed.
    The smallest input that fails: moving_disk(4)
    Expected: 3
    Returned: 2
    """
    require_function(moving_disk, "check_moving_disk", "moving_disk")
    cases = [Case((k,), disk_at_step(k), f"moving_disk({k})") for k in range(1, 1025)]
    return run_checks(moving_disk, cases, signature=_SIGNATURES["moving_disk"])


def check_other_move(other_move: Callable) -> Verdict:
    """Check ``other_move(state)``: line 3 of the circular method, the only legal move that leaves disk 1 alone.

    A state is a tuple of three pegs (0 to 2), each a tuple of its disks from the bottom up; a move is
    ``(disk, source, target)``. The answer is that move, or ``None`` when no disk but disk 1 can move
    (the whole tower stands on disk 1's peg). Compared with the legal moves of
    :func:`boardpuzzles.hanoi.rules.legal_moves` in every state of 1 to 4 disks.

    Parameters
    ----------
    other_move : callable
        The reader's function, as the chapter's exercise cell defines it.

    Examples
    --------
    Taking the first legal move fails, and the check says why:

    >>> print(check_other_move(lambda state: legal_moves(state)[0]))
    Not yet: 54 of 120 checks passed.
    The smallest input that fails (pegs 0 to 2): other_move(((1,), (), ()))
    Expected: None
    Returned: (1, 0, 1)
    It moves disk 1, which line 3 leaves alone.
    """
    require_function(other_move, "check_other_move", "other_move")
    cases = []
    for disks in range(1, 5):
        for state in state_graph(disks):
            moves = [move for move in legal_moves(state) if move[0] != 1]
            cases.append(Case((state,), moves[0] if moves else None, f"other_move({state})"))

    def explain(case, got):
        (state,) = case.args
        try:
            disk, source, target = got
        except (TypeError, ValueError):
            return "return a move (disk, source, target), or None"
        if disk == 1:
            return "it moves disk 1, which line 3 leaves alone"
        return why_illegal(state, (disk, source, target))

    return run_checks(other_move, cases, note=" (pegs 0 to 2)", explain=explain, signature=_SIGNATURES["other_move"],
                      normal=lambda got: got if got is None else tuple(got))
