"""The Tower of Hanoi's vocabulary (pegs, disks, states, moves, directions) and the checks at its boundary.

The vocabulary of chapter 5, used in the code, the prose and the plots:

- **Pegs** are numbered ``0, 1, 2`` in the code (the article's C program does the same);
  the command line and the printed traces show them as ``1, 2, 3``.
- **Disks** are numbered ``1`` (the smallest) to ``disks`` (the largest): the parameter ``disks``
  is the number of disks in the tower.
- A **state** is a tuple of three tuples, one per peg, each listing its disks from the
  bottom to the top: ``((3, 2, 1), (), ())`` is a 3-disk tower on peg 0.
- A **move** is a tuple ``(disk, source, target)``: the disk and the pegs it leaves and lands on.
- A **direction** is ``"right"`` (peg ``p`` to peg ``p + 1``) or ``"left"`` (``p`` to ``p - 1``);
  the pegs stand on a circle, so right of peg 2 is peg 0.

Every function of :mod:`boardpuzzles.hanoi` that takes a number of disks, a peg, a direction, a
step or a state checks it with one of these, so a bad value is named the same way everywhere.
The rules that use this vocabulary are in :mod:`boardpuzzles.hanoi.rules`.

>>> require_disks(3), require_peg(2), direction_step("right")
(3, 2, 1)
"""

from __future__ import annotations

from boardpuzzles.board import require_in_range, require_int
from boardpuzzles.errors import DisksError, OptionError, PegError, StateError, StepError

State = tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]
Move = tuple[int, int, int]

#: The three pegs, 0-based.
PEGS = (0, 1, 2)

#: The two directions and the peg step each makes around the circle of pegs.
DIRECTIONS = {"right": 1, "left": -1}

#: The largest tower any function here accepts. The recursive generator nests this deep,
#: far below Python's recursion limit, and 2**64 - 1 moves is the legend's tower.
MAX_DISKS = 64

# What every message about a peg number adds, since a reader of the traces counts from 1.
_PEG_NUMBERING = "the code numbers pegs from 0; the printed traces show them as 1, 2, 3"


# --- checks at the boundary -----------------------------------------------------------------


def require_disks(disks, *, maximum: int = MAX_DISKS) -> int:
    """Return the number of disks if it is a whole number from 1 to ``maximum``.

    Parameters
    ----------
    disks : int
        The number of disks to check.
    maximum : int
        The largest tower the caller accepts.

    Returns
    -------
    int
        ``disks``.

    Raises
    ------
    DisksError
        If ``disks`` is not a whole number from 1 to ``maximum``.

    Examples
    --------
    >>> require_disks(0)
    Traceback (most recent call last):
    ...
    boardpuzzles.errors.DisksError: number of disks must be between 1 and 64, got 0
    """
    return require_in_range(disks, "number of disks", 1, maximum, error=DisksError)


def require_peg(peg, *, name: str = "peg") -> int:
    """Return ``peg`` if it is 0, 1 or 2; the message for any other value says how the code and the traces count.

    Parameters
    ----------
    peg : int
        The peg to check, 0-based.
    name : str
        What the peg is, to begin the message: ``"source peg"``, ``"start peg"``.

    Returns
    -------
    int
        ``peg``.

    Raises
    ------
    PegError
        If ``peg`` is not 0, 1 or 2.

    Examples
    --------
    >>> require_peg(2)
    2
    >>> require_peg(3)  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    boardpuzzles.errors.PegError: peg must be 0, 1 or 2 (the code numbers pegs from 0; ... as 1, 2, 3), got 3
    """
    peg = require_int(peg, name, error=PegError)
    if peg not in PEGS:
        raise PegError(f"{name} must be 0, 1 or 2 ({_PEG_NUMBERING}), got {peg}")
    return peg


def direction_step(direction: str) -> int:
    """Return the peg step of a direction: ``+1`` for ``"right"``, ``-1`` for ``"left"``.

    Parameters
    ----------
    direction : {"right", "left"}
        The direction to check.

    Returns
    -------
    int
        The step around the circle of pegs, ``+1`` or ``-1``.

    Raises
    ------
    OptionError
        If ``direction`` is neither ``"right"`` nor ``"left"``.

    Examples
    --------
    >>> direction_step("left")
    -1
    >>> direction_step("up")
    Traceback (most recent call last):
    ...
    boardpuzzles.errors.OptionError: direction must be 'right' or 'left', got 'up'
    """
    if direction not in DIRECTIONS:
        raise OptionError(f"direction must be 'right' or 'left', got {direction!r}")
    return DIRECTIONS[direction]


def require_step(disks: int, k) -> int:
    """Return the step number ``k`` if it lies between 0 and ``2**disks - 1``, the length of the game.

    Parameters
    ----------
    disks : int
        The number of disks, 1 to :data:`MAX_DISKS`.
    k : int
        The step to check: 0 is the start, ``2**disks - 1`` the last move.

    Returns
    -------
    int
        ``k``.

    Raises
    ------
    DisksError
        If ``disks`` is out of range.
    StepError
        If ``k`` is not a whole number from 0 to ``2**disks - 1``.

    Examples
    --------
    >>> require_step(3, 8)
    Traceback (most recent call last):
    ...
    boardpuzzles.errors.StepError: step must be between 0 and 7 for 3 disks, got 8
    """
    disks, k = require_disks(disks), require_int(k, "step", error=StepError)
    last = (1 << disks) - 1
    if not 0 <= k <= last:
        raise StepError(f"step must be between 0 and {last} for {disks} disks, got {k}")
    return k


def require_state(state) -> State:
    """Return ``state`` if it is three pegs holding the disks 1, 2, ... once each, every peg largest first.

    Parameters
    ----------
    state : tuple of three tuples
        The disks on each peg, bottom to top.

    Returns
    -------
    tuple of three tuples
        ``state``, unchanged.

    Raises
    ------
    StateError
        If it is not three pegs, a disk is missing or doubled, or a larger disk is on a smaller.
    DisksError
        If there are no disks, or more than :data:`MAX_DISKS`.

    Examples
    --------
    >>> require_state(((3, 1), (2,), ()))
    ((3, 1), (2,), ())
    >>> require_state(((1, 2), (), ()))  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    boardpuzzles.errors.StateError: a state must be three pegs holding the disks 1, 2, ... once each, ... got ...
    """
    try:
        disks = sorted(disk for peg in state for disk in peg)
        stacked = all(list(peg) == sorted(peg, reverse=True) for peg in state)
        good = len(state) == 3 and disks == list(range(1, len(disks) + 1)) and stacked
    except TypeError:                           # not pegs of numbers at all
        good = False
    if not good:
        raise StateError("a state must be three pegs holding the disks 1, 2, ... once each, largest at the bottom, "
                         f"got {state!r}")
    require_disks(len(disks))
    return state

