"""Any step of the circular method by formula, without playing the steps before it.

The circular method of :mod:`boardpuzzles.hanoi.methods` moves disk ``d`` at the steps
that are odd multiples of ``2**(d - 1)``, always one peg on in its own direction, so the
state after step ``k``, the move at step ``k`` and the step of a state each take O(disks).

>>> state_after(3, 4)
((), (3,), (2, 1))
>>> move_at(3, 4), step_of(((), (3,), (2, 1)))
((3, 0, 1), 4)
"""

from __future__ import annotations

from boardpuzzles.board import require_int
from boardpuzzles.errors import StepError
from boardpuzzles.hanoi.checks import (
    Move,
    State,
    direction_step,
    require_disks,
    require_peg,
    require_state,
    require_step,
)
from boardpuzzles.hanoi.methods import disk_direction, final_peg


def minimum_moves(disks: int) -> int:
    """Return ``2**disks - 1``, the fewest moves that move a tower of ``disks`` disks.

    Parameters
    ----------
    disks : int
        Number of disks, 1 to :data:`~boardpuzzles.hanoi.checks.MAX_DISKS`.

    Returns
    -------
    int
        ``2**disks - 1``.

    Raises
    ------
    ValueError
        For a bad number of disks.

    Examples
    --------
    >>> minimum_moves(3), minimum_moves(64)
    (7, 18446744073709551615)
    """
    return (1 << require_disks(disks)) - 1


def disk_at_step(k: int) -> int:
    """Return the disk that moves at step ``k`` (1-based): one more than the trailing zeros of ``k`` in binary.

    Parameters
    ----------
    k : int
        The step, 1 or more.

    Returns
    -------
    int
        The disk, 1 (the smallest) or more.

    Raises
    ------
    ValueError
        If ``k`` is not a whole number of at least 1.

    Examples
    --------
    >>> [disk_at_step(k) for k in range(1, 9)]
    [1, 2, 1, 3, 1, 2, 1, 4]
    """
    k = require_int(k, "step", error=StepError)
    if k < 1:
        raise StepError(f"step must be at least 1, got {k}")
    return (k & -k).bit_length()


def _times_moved(disk: int, k: int) -> int:
    """Return how often ``disk`` moves in the first ``k`` steps: the odd multiples of ``2**(disk-1)`` up to ``k``."""
    return (k + (1 << (disk - 1))) >> disk


def state_after(disks: int, k: int, *, direction: str = "right", start: int = 0) -> State:
    """Return the state after step ``k`` of the circular method, without replaying the moves.

    Disk ``d`` moves at the steps ``2**(d-1)``, ``3 * 2**(d-1)``, ``5 * 2**(d-1)``, ... and
    always one peg the same way round (:func:`~boardpuzzles.hanoi.methods.disk_direction`), so its peg follows from
    how often it has moved. That is one small sum per disk: O(disks), even for 64 disks.

    Parameters
    ----------
    disks : int
        Number of disks, 1 to :data:`~boardpuzzles.hanoi.checks.MAX_DISKS`.
    k : int
        Steps made, 0 to ``2**disks - 1``.
    direction : {"right", "left"}
    start : int
        The starting peg, 0-based.

    Returns
    -------
    tuple of three tuples
        The disks on each peg, bottom to top.

    Raises
    ------
    ValueError
        For a bad number of disks, direction, start peg, or a step out of range.

    Examples
    --------
    >>> state_after(3, 7)
    ((), (3, 2, 1), ())
    >>> [len(disks) for disks in state_after(64, 2**63)]
    [0, 63, 1]
    """
    disks, step, start = require_disks(disks), direction_step(direction), require_peg(start, name="start peg")
    k = require_step(disks, k)
    pegs = [[], [], []]
    for disk in range(disks, 0, -1):
        turn = step if disk % 2 else -step
        pegs[(start + turn * _times_moved(disk, k)) % 3].append(disk)
    return tuple(map(tuple, pegs))


def move_at(disks: int, k: int, *, direction: str = "right", start: int = 0) -> Move:
    """Return the move made at step ``k`` (1 to ``2**disks - 1``) of the circular method, in O(disks).

    Parameters
    ----------
    disks : int
        Number of disks, 1 to :data:`~boardpuzzles.hanoi.checks.MAX_DISKS`.
    k : int
        The step, 1 to ``2**disks - 1``.
    direction : {"right", "left"}
    start : int
        The starting peg, 0-based.

    Returns
    -------
    (int, int, int)
        ``(disk, source, target)``, pegs 0-based.

    Raises
    ------
    ValueError
        For a bad number of disks, direction, start peg, or a step out of range (step 0 has no move).

    Examples
    --------
    >>> move_at(3, 4)
    (3, 0, 1)
    """
    disks = require_disks(disks)
    if require_step(disks, k) == 0:
        raise StepError(f"step must be between 1 and {(1 << disks) - 1} for a move, got 0")
    disk = disk_at_step(k)
    turn = disk_direction(disk, direction=direction)
    source = (require_peg(start, name="start peg") + turn * _times_moved(disk, k - 1)) % 3
    return disk, source, (source + turn) % 3


def step_of(state: State, *, direction: str = "right", start: int = 0) -> int | None:
    """Return the step ``k`` at which the circular method reaches ``state``, or ``None`` if it never does.

    The inverse of :func:`state_after`, read off from the largest disk down: while the
    tower of disks ``1..d`` moves from peg ``a`` to peg ``b``, disk ``d`` still on ``a``
    means the first half (bit ``d - 1`` of ``k`` is 0), on ``b`` the second half (the bit
    is 1), and on the spare peg means the state is off the method's path.

    Parameters
    ----------
    state : tuple of three tuples
        The disks on each peg, bottom to top.
    direction : {"right", "left"}
    start : int
        The starting peg, 0-based.

    Returns
    -------
    int or None
        The step, 0 to ``2**disks - 1``, or ``None`` for a state the method never passes.

    Raises
    ------
    ValueError
        For a broken state (:func:`~boardpuzzles.hanoi.checks.require_state`), a bad direction or start peg.

    Examples
    --------
    >>> step_of(((), (3,), (2, 1)))
    4
    >>> step_of(((3,), (2, 1), ())) is None
    True
    """
    where = {disk: peg for peg, disks in enumerate(require_state(state)) for disk in disks}
    count = len(where)
    source, target = require_peg(start, name="start peg"), final_peg(count, direction=direction, start=start)
    k = 0
    for disk in range(count, 0, -1):
        spare = 3 - source - target
        if where[disk] == source:
            target = spare
        elif where[disk] == target:
            k += 1 << (disk - 1)
            source = spare
        else:
            return None
    return k
