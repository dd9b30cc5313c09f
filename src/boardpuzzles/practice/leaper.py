"""Your turn, chapter 1's companion: the chapter's exercise for another leaper, the camel, the zebra, the giraffe.

The same two phases as :mod:`boardpuzzles.practice.moves`, dealt by its
:func:`~boardpuzzles.practice.moves.jump_script`: mark every square the piece reaches, then name each jump by
its number. The leapers dealt have two different steps, both at least 1, so each has eight jumps, and the
numbers 1 to 8 mean for it what they mean for the knight: chapter 1's numbering
(:func:`~boardpuzzles.knight.clockwise_offsets`), jump 1 the first met going clockwise from straight up, as
the chapter's explorer numbers any leaper's jumps. A piece with a zero step or two equal steps (four jumps)
is left out: four of its eight numbers would name no jump.

>>> from boardpuzzles.practice import deal
>>> script = deal("L1-0000")
>>> script.exercise, script.scene["board"], script.phases[1][1].startswith("numbers: ")
('leaper', 6, True)
"""

from __future__ import annotations

from boardpuzzles.knight import LEAPERS
from boardpuzzles.practice import Script
from boardpuzzles.practice.codes import Dice, require_level
from boardpuzzles.practice.moves import jump_script, start_squares

#: The levels: a line for each, the smaller board first.
LEVELS = (
    "the camel, the zebra or the giraffe on a 6×6 board",
    "an (a, b) leaper with steps from 1 to 4 on an 8×8 board",
)

#: The pieces of each level, by their steps ``(a, b)``: the companion page's leapers, then every one with
#: 1 ≤ a < b ≤ 4 but the knight (chapter 1's own exercise).
PIECES = (
    tuple(tuple(sorted(steps)) for name, steps in LEAPERS.items() if name != "knight"),
    tuple((a, b) for b in range(2, 5) for a in range(1, b) if (a, b) != (1, 2)),
)

#: The board of each level.
LEAPER_BOARDS = (6, 8)


def deal(code: str, level: int, dice: Dice) -> Script:
    """Deal the instance of ``code``: a random leaper of the level on a random square of its board.

    Parameters
    ----------
    code : str
        The instance's code, as :func:`boardpuzzles.practice.codes.make_code` writes it.
    level : int
        1 to ``len(LEVELS)``.
    dice : Dice
        The dice of ``code``: every random choice comes from them.

    Returns
    -------
    Script
        The two phases of :func:`~boardpuzzles.practice.moves.jump_script`.

    Raises
    ------
    OptionError
        For a level this exercise does not have.

    Examples
    --------
    >>> script = deal("L2-0000", 2, Dice("L2-0000"))
    >>> script.scene["board"], script.steps[0].collect, len(script.steps) >= 3
    (8, True, True)
    """
    level = require_level(level, LEVELS, code)
    size, leaper = LEAPER_BOARDS[level - 1], dice.pick(PIECES[level - 1])
    start = dice.pick(start_squares(size, leaper))
    return jump_script(size, start, leaper, dice, code, level)
