"""Chapter 4's Your turn: Warnsdorff's rule by hand, one jump at a time, to a tour or to a dead end.

The reader is given a board and a start square, and picks each next square of the walk
(:func:`boardpuzzles.warnsdorff.warnsdorff_path`, the chapter's rule): of the unvisited squares one jump away,
the one with the fewest unvisited onward squares, and of equal counts the first in the article's order
(clockwise round the knight, from two columns left and one row up). When no unvisited square is one jump away
before the board is full, the right answer is the button ``"stuck"``; it is offered at every step.

The scene after each pick is the path, numbered, and the squares that were the other candidates for that pick,
each with the onward count it had (mark ``"onward"``): never a count of the next pick's candidates, which are
never the last pick's (a knight's jump changes the colour of its square).

>>> script = deal("W1-0000", 1, Dice("W1-0000"))
>>> script.steps[0].prompt
"The knight is on (4 4), move 1. Which square gets move 2, by Warnsdorff's rule? Or stuck."
>>> script.steps[0].wrong["2,1"]
'(3 2) has 5 onward squares; (2 5) has only 2.'
"""

from __future__ import annotations

from boardpuzzles.board import Square, all_squares, format_square
from boardpuzzles.knight import knight_targets
from boardpuzzles.practice import Script, Step, square_key
from boardpuzzles.practice._boards import path_marks, require_level
from boardpuzzles.practice.codes import Dice
from boardpuzzles.warnsdorff import CLOCKWISE_ORDER, warnsdorff_path
from boardpuzzles.wording import count_of

#: The levels: the board the walk covers, or gets stuck on.
LEVELS = ("5×5 board", "6×6 board", "8×8 board")

#: For each level: the board size.
_BOARDS = {1: 5, 2: 6, 3: 8}

#: The button that says the knight is stuck: no unvisited square is one jump away.
STUCK = "stuck"

#: The article's order, as the reasons name it.
ORDER_WORDS = "the article's order (clockwise round the knight, from two columns left and one row up)"


def _onward(count: int) -> str:
    return count_of(count, "onward square")


def _candidates(size: int, path: list[Square]) -> dict[Square, int]:
    """The knight's candidates after ``path`` (the unvisited squares one jump away, in the article's order), each
    with its onward count: the unvisited squares one jump from it, as :func:`~boardpuzzles.warnsdorff.onward_counts`
    counts them."""
    visited = set(path)
    return {square: sum(target not in visited for target in knight_targets(size, square))
            for square in knight_targets(size, path[-1], offsets=CLOCKWISE_ORDER) if square not in visited}


def _reasons(size: int, path: list[Square], candidates: dict[Square, int], picked: Square | None) -> dict[str, str]:
    """Why every answer but the right one is refused when the rule picks ``picked`` (``None``: the knight is stuck).

    ``path`` is the walk before the pick, the knight on its last square, and ``candidates`` its candidates with
    their onward counts.
    """
    here = path[-1]
    at = format_square(here)
    jumps = set(knight_targets(size, here))
    moves = {square: number for number, square in enumerate(path, start=1)}
    wrong = {}
    if picked is not None:
        fewest, best = candidates[picked], format_square(picked)
        wrong[STUCK] = (f"Stuck is not the answer: {count_of(len(candidates), 'unvisited square')} "
                        f"{'is' if len(candidates) == 1 else 'are'} one jump from {at}.")
    for square in all_squares(size):
        if square == picked:
            continue
        text = format_square(square)
        if square == here:
            why = f"{text} is where the knight stands, move {len(path)}: it jumps from there."
        elif square not in jumps:
            why = f"{text} is not a knight's jump from {at}."
        elif square in moves:
            why = f"{text} is visited already (move {moves[square]})."
        elif candidates[square] > fewest:
            only = f"only {fewest}" if fewest else "none"
            why = f"{text} has {_onward(candidates[square])}; {best} has {only}."
        else:  # a tie, which the first candidate in the article's order wins
            why = (f"{text} and {best} both have {_onward(fewest)}; the tie goes to the first of them in "
                   f"{ORDER_WORDS}: {best}.")
        wrong[square_key(square)] = why
    return wrong


def _scene(size: int, path: list[Square], counted: dict[Square, int]) -> dict:
    """The numbered walk, and the last pick's other candidates with their onward counts."""
    marks = path_marks(path) + [[*square, str(count), "onward"] for square, count in counted.items()]
    return {"board": size, "margin": 0, "marks": marks}


def deal(code: str, level: int, dice: Dice) -> Script:
    """Deal chapter 4's exercise: Warnsdorff's walk from a random square, to its end, each jump checked.

    Parameters
    ----------
    code : str
        The instance's code, as :func:`boardpuzzles.practice.deal` passes it.
    level : int
        The level, 1 to ``len(LEVELS)``.
    dice : Dice
        The instance's dice (every random choice comes from them).

    Returns
    -------
    Script
        A step for each jump of the walk, and one more for ``"stuck"`` when the walk ends before the board is
        full.

    Raises
    ------
    OptionError
        For a level this exercise does not have.

    Examples
    --------
    >>> script = deal("W3-0001", 3, Dice("W3-0001"))
    >>> script.exercise, script.scene["board"], len(script.steps) in (63, 64) or len(script.steps) < 63
    ('warnsdorff', 8, True)
    """
    require_level(level, LEVELS)
    size = _BOARDS[level]
    start = dice.pick(list(all_squares(size)))
    walk = warnsdorff_path(size, start=start)
    steps = []
    prompt = "The knight is on {at}, move {move}. Which square gets move {next}, by Warnsdorff's rule? Or stuck."
    for move, picked in enumerate(walk[1:], start=1):
        path = walk[:move]
        candidates = _candidates(size, path)
        fewest = candidates[picked]
        others = {square: count for square, count in candidates.items() if square != picked}
        tie = fewest in others.values()
        said = (f"The knight jumps to {format_square(picked)}, move {move + 1}: {_onward(fewest)}, the fewest"
                + (", and the first of the tie in the article's order." if tie else ".")
                + (" Every square is visited: the walk is a tour." if move + 1 == size * size else ""))
        steps.append(Step(prompt.format(at=format_square(path[-1]), move=move, next=move + 1),
                          frozenset({square_key(picked)}), _reasons(size, path, candidates, picked), said,
                          _scene(size, walk[:move + 1], others)))
    if len(walk) < size * size:
        here = format_square(walk[-1])
        unvisited = count_of(size * size - len(walk), "square")
        said = (f"The knight is stuck on {here}: every jump lands off the board or on a visited square. The walk "
                f"ends after {count_of(len(walk) - 1, 'jump')}, with {unvisited} unvisited.")
        steps.append(Step(prompt.format(at=here, move=len(walk), next=len(walk) + 1), frozenset({STUCK}),
                          _reasons(size, walk, {}, None), said, _scene(size, walk, {})))
    title = (f"Warnsdorff's rule from {format_square(start)} on the {size}×{size} board: pick each next square, "
             f"to the end of the walk. Of equal onward counts, the first in {ORDER_WORDS} wins.")
    return Script(code, "warnsdorff", level, title, "squares", _scene(size, [start], {}), tuple(steps))
