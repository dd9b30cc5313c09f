"""The Tower of Hanoi with four pegs: the Frame–Stewart count (chapter 5, exercise 1).

With a fourth peg a tower of ``disks`` disks moves in fewer than the ``2**disks - 1`` moves of
three pegs (:func:`boardpuzzles.hanoi.formulas.minimum_moves`), from 3 disks on.

>>> frame_stewart_count(10)
49
"""

from __future__ import annotations

from boardpuzzles.hanoi.checks import require_disks


def frame_stewart_count(disks: int) -> int:
    """Return the Frame–Stewart number of moves for a tower of ``disks`` disks on four pegs.

    Move the top ``k`` disks to a spare peg using all four pegs, the other ``disks - k`` with
    the three pegs left (``2**(disks - k) - 1`` moves), then the ``k`` back on top; choose the best ``k``.

    Parameters
    ----------
    disks : int
        Number of disks, 1 to :data:`~boardpuzzles.hanoi.checks.MAX_DISKS`.

    Returns
    -------
    int
        The fewest moves of the Frame–Stewart method; proved the fewest of any method (Bousch, 2014).

    Raises
    ------
    ValueError
        If ``disks`` is not a whole number from 1 to :data:`~boardpuzzles.hanoi.checks.MAX_DISKS`.

    Notes
    -----
    With one more peg, the tower splits into a top part moved with four pegs and a bottom
    part moved with three; the count takes the best split.

    Examples
    --------
    Eight disks need 33 moves with four pegs, against 255 with three:

    >>> [frame_stewart_count(disks) for disks in range(1, 9)]
    [1, 3, 5, 9, 13, 17, 25, 33]
    """
    disks = require_disks(disks)
    best = [0]
    for m in range(1, disks + 1):
        best.append(min(2 * best[k] + (1 << (m - k)) - 1 for k in range(m)))
    return best[disks]
