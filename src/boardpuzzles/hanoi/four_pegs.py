"""The Tower of Hanoi with four pegs: the Frame–Stewart count (chapter 5, exercise 1).

With a fourth peg the tower moves in fewer than the ``2**n - 1`` moves of three pegs
(:func:`boardpuzzles.hanoi.minimum_moves`).

>>> frame_stewart_count(10)
49
"""

from __future__ import annotations

from boardpuzzles.hanoi.methods import require_disks


def frame_stewart_count(disks: int) -> int:
    """Return the Frame–Stewart number of moves for ``n`` disks on four pegs.

    Move the top ``k`` disks to a spare peg using all four pegs, the other ``n - k`` with
    the three pegs left (``2**(n-k) - 1`` moves), then the ``k`` back on top; choose the best ``k``.

    Parameters
    ----------
    n : int
        Number of disks, 1 to :data:`~boardpuzzles.hanoi.MAX_DISKS`.

    Returns
    -------
    int
        The fewest moves of the Frame–Stewart method; proved the fewest of any method (Bousch, 2014).

    Raises
    ------
    ValueError
        If ``n`` is not a whole number from 1 to :data:`~boardpuzzles.hanoi.MAX_DISKS`.

    Notes
    -----
    With one more peg, the tower splits into a top part moved with four pegs and a bottom
    part moved with three; the count takes the best split.

    Examples
    --------
    Eight disks need 33 moves with four pegs, against 255 with three:

    >>> [frame_stewart_count(n) for n in range(1, 9)]
    [1, 3, 5, 9, 13, 17, 25, 33]
    """
    disks = require_disks(disks)
    best = [0]
    for m in range(1, disks + 1):
        best.append(min(2 * best[k] + (1 << (m - k)) - 1 for k in range(m)))
    return best[disks]
