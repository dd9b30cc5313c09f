"""The Tower of Hanoi's two methods: the circular-peg method (the article's) and the recursive method.

The circular method (the article's): repeat (1) move disk 1 one peg on in the chosen
direction, (2) make the only legal move that leaves disk 1 alone, until the game ends.

The pegs, disks, states, moves and directions are those of :mod:`boardpuzzles.hanoi.checks`, and
the rules the moves keep are in :mod:`boardpuzzles.hanoi.rules`.
Any step of the circular method, found without playing the ones before it, is in
:mod:`boardpuzzles.hanoi.formulas`. The rest of chapter 5 lives beside them: the printed traces in
:mod:`boardpuzzles.hanoi.trace`, the state graph and the brute-force searches in
:mod:`boardpuzzles.hanoi.graph`, and the four-peg exercise in :mod:`boardpuzzles.hanoi.four_pegs`.

>>> list(circular_moves(2))
[(1, 0, 1), (2, 0, 2), (1, 1, 2)]
>>> list(recursive_moves(2))
[(1, 0, 1), (2, 0, 2), (1, 1, 2)]
"""

from __future__ import annotations

from collections.abc import Iterator

from boardpuzzles.board import require_in_range
from boardpuzzles.errors import DisksError, PegError
from boardpuzzles.hanoi.checks import MAX_DISKS, Move, direction_step, require_disks, require_peg

# --- the circular method (the article's) -----------------------------------------------------


def circular_moves(disks: int, *, direction: str = "right", start: int = 0) -> Iterator[Move]:
    """Yield the moves of the article's circular-peg method, one at a time.

    Repeat until the game ends: (1) move disk 1 one peg on in ``direction``, around the
    circle of pegs; (2) make the only legal move that does not touch disk 1. The moves
    stream, so ``circular_moves(30)`` never holds its billion moves in memory.

    Parameters
    ----------
    disks : int
        Number of disks, 1 to :data:`~boardpuzzles.hanoi.checks.MAX_DISKS`.
    direction : {"right", "left"}
        Where disk 1 always goes: to peg ``p + 1`` or ``p - 1`` (mod 3).
    start : int
        The peg the tower starts on, 0-based.

    Yields
    ------
    (int, int, int)
        ``(disk, source, target)``, pegs 0-based. There are ``2**disks - 1`` moves.

    Raises
    ------
    ValueError
        For a bad number of disks, direction or start peg (raised on the first ``next``).

    Examples
    --------
    >>> list(circular_moves(3))
    [(1, 0, 1), (2, 0, 2), (1, 1, 2), (3, 0, 1), (1, 2, 0), (2, 2, 1), (1, 0, 1)]
    >>> list(circular_moves(2, direction="left"))
    [(1, 0, 2), (2, 0, 1), (1, 2, 1)]
    """
    disks, step, start = require_disks(disks), direction_step(direction), require_peg(start, name="start peg")
    pegs = [[], [], []]
    pegs[start] = list(range(disks, 0, -1))
    smallest = start
    while True:
        # step 1: disk 1 goes one peg on
        target = (smallest + step) % 3
        pegs[target].append(pegs[smallest].pop())
        yield (1, smallest, target)
        smallest = target
        # the game can end between the steps
        if len(pegs[target]) == disks:
            return
        # step 2: the one move that leaves disk 1 alone
        a, b = (smallest + 1) % 3, (smallest + 2) % 3
        peg_a, peg_b = pegs[a], pegs[b]
        if peg_a and (not peg_b or peg_a[-1] < peg_b[-1]):
            disk = peg_a.pop()
            peg_b.append(disk)
            yield (disk, a, b)
        else:
            disk = peg_b.pop()
            peg_a.append(disk)
            yield (disk, b, a)


def final_peg(disks: int, *, direction: str = "right", start: int = 0) -> int:
    """Return the peg where the circular method leaves the tower: the parity of the number of disks decides.

    For an odd number of disks the tower moves one peg in the chosen direction; for an even
    number it moves one peg the *other* way. (The article says the direction alone decides;
    that holds only for an odd number of disks.)

    Parameters
    ----------
    disks : int
        Number of disks, 1 to :data:`~boardpuzzles.hanoi.checks.MAX_DISKS`.
    direction : {"right", "left"}
    start : int
        The peg the tower starts on, 0-based.

    Returns
    -------
    int
        The peg, 0-based.

    Raises
    ------
    ValueError
        For a bad number of disks, direction or start peg.

    Examples
    --------
    >>> final_peg(3), final_peg(4), final_peg(3, direction="left"), final_peg(4, direction="left")
    (1, 2, 2, 1)
    """
    disks, step, start = require_disks(disks), direction_step(direction), require_peg(start, name="start peg")
    return (start + (step if disks % 2 else -step)) % 3


def disk_direction(disk: int, *, direction: str = "right") -> int:
    """Return the peg step disk ``disk`` always makes: odd disks go like disk 1, even disks the other way.

    Parameters
    ----------
    disk : int
        The disk, 1 (the smallest) to :data:`~boardpuzzles.hanoi.checks.MAX_DISKS`.
    direction : {"right", "left"}

    Returns
    -------
    int
        ``+1`` (to the next peg, ``p + 1``) or ``-1`` (to ``p - 1``), around the circle of pegs.

    Raises
    ------
    ValueError
        For a bad disk or direction.

    Examples
    --------
    >>> disk_direction(1), disk_direction(2), disk_direction(3, direction="left")
    (1, -1, -1)
    """
    step = direction_step(direction)
    return step if require_in_range(disk, "disk", 1, MAX_DISKS, error=DisksError) % 2 else -step


# --- the recursive method -------------------------------------------------------------------


def recursive_moves(disks: int, *, source: int = 0, target: int = 2) -> Iterator[Move]:
    """Yield the moves of the recursive method: the top ``disks - 1`` aside, the largest across, the rest back on top.

    The generators nest one level per disk, at most :data:`~boardpuzzles.hanoi.checks.MAX_DISKS` = 64, far from Python's
    recursion limit. The moves stream, as in :func:`circular_moves`.

    Parameters
    ----------
    disks : int
        Number of disks, 1 to :data:`~boardpuzzles.hanoi.checks.MAX_DISKS`.
    source, target : int
        The pegs (0-based, different) the tower starts and ends on.

    Yields
    ------
    (int, int, int)
        ``(disk, source, target)``; ``2**disks - 1`` moves.

    Raises
    ------
    ValueError
        For a bad number of disks, or pegs that are out of range or equal (raised on the first ``next``).

    Examples
    --------
    >>> list(recursive_moves(2, source=0, target=1))
    [(1, 0, 2), (2, 0, 1), (1, 2, 1)]
    >>> list(recursive_moves(3, source=0, target=1)) == list(circular_moves(3))
    True
    """
    disks = require_disks(disks)
    source, target = require_peg(source, name="source peg"), require_peg(target, name="target peg")
    if source == target:
        raise PegError(f"source and target pegs must differ, got {source} and {target}")
    yield from move_tower(disks, source, target, 3 - source - target)


def move_tower(disks: int, source: int, target: int,
               spare: int) -> Iterator[Move]:
    """Yield the moves that take the top ``disks`` disks from ``source`` to ``target``, the recursive method's core.

    To move a tower, move the smaller tower above its largest disk out of the way onto
    ``spare``, move the largest disk, and move the smaller tower back on top of it. The
    inputs are not checked: :func:`recursive_moves` checks them and calls this.

    Parameters
    ----------
    disks : int
        How many disks, from the top, to move (at least 1).
    source, target, spare : int
        The three different pegs, 0-based: from, to, and the one left over.

    Yields
    ------
    (int, int, int)
        ``(disk, source, target)``; ``2**disks - 1`` moves.

    Examples
    --------
    >>> list(move_tower(2, 0, 2, 1))
    [(1, 0, 1), (2, 0, 2), (1, 1, 2)]
    """
    if disks == 1:
        yield (1, source, target)
        return
    yield from move_tower(disks - 1, source, spare, target)
    yield (disks, source, target)
    yield from move_tower(disks - 1, spare, target, source)
