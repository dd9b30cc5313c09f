"""Chapter 3's Your turn: the backtracking search's first events by hand, a move or a take-back at each step.

The reader is given a board and a start square with move 1 on it, and makes the search's next events
(:func:`boardpuzzles.backtracking.search_events`, the article's order): at each step, the square that gets the
next move (the first jump in the article's order, not tried yet from the knight's square, that lands on a free
square), or ``"back"`` when there is none: the knight is stuck, and its last move is taken back.

The scene after each step is the path, numbered, the knight on its last square; and, round the knight's square,
the squares already tried from it and taken back (mark ``"undone"``), which the search does not try again.

>>> script = deal("B1-0000", 1, Dice("B1-0000"))
>>> len(script.steps), sorted({answer for step in script.steps for answer in step.right if "," not in answer})
(40, ['back'])
"""

from __future__ import annotations

from boardpuzzles.backtracking import ARTICLE_ORDER, search_events
from boardpuzzles.board import Square, all_squares, format_square
from boardpuzzles.practice import Script, Step, square_key
from boardpuzzles.practice._boards import path_marks, require_level
from boardpuzzles.practice.codes import Dice

#: The levels: the board, and how many events of the search (after move 1) the reader makes.
LEVELS = (
    "5×5 board, the first 40 steps of the search",
    "6×6 board, the first 50 steps",
    "7×7 board, the first 60 steps",
)

#: For each level: the board size and the number of steps.
_BOARDS = {1: (5, 40), 2: (6, 50), 3: (7, 60)}

#: The button that takes back the last move.
BACK = "back"


#: Where a jump comes in the article's order, in words (the jumps' numbers are chapter 1's, clockwise).
_TRIED = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth")


def _jump_orders(here: Square) -> dict[Square, int]:
    """The squares of the knight's jumps from ``here``, on the board or not, each with its place in the article's
    order (1 to 8: the first, two rows down and one column right, is tried first)."""
    return {(here[0] + d_row, here[1] + d_col): order for order, (d_row, d_col) in enumerate(ARTICLE_ORDER, 1)}


def _reasons(size: int, path: list[Square], tried: list[Square], placed: Square | None) -> dict[str, str]:
    """Why every answer but the right one is refused: the search places ``placed`` next, or (``None``) goes back.

    ``path`` is the knight's path so far, and ``tried`` the squares already tried from its last square and
    taken back.
    """
    here = path[-1]
    at, move = format_square(here), len(path)
    jumps = _jump_orders(here)
    wrong = {}
    if placed is not None:
        wrong[BACK] = (f"Back is not the answer: the knight is not stuck. {format_square(placed)}, a jump from {at}, "
                       "is still free and not tried yet.")
    for square in all_squares(size):
        if square == placed:
            continue
        text = format_square(square)
        if square == here:
            why = f"{text} is where the knight stands, move {move}: it jumps from there."
        elif square not in jumps:
            why = f"{text} is not a knight's jump from {at}."
        elif square in path:
            why = f"{text} is taken already (move {path.index(square) + 1})."
        elif square in tried:
            why = (f"{text} has been tried from {at} already, and taken back: the article tries each jump "
                   "from a square once.")
        else:  # free and not tried yet: a jump the article tries after the one to ``placed``
            why = (f"The article tries {format_square(placed)} before {text}: from {at}, it tries the jump to "
                   f"{format_square(placed)} {_TRIED[jumps[placed] - 1]} and the jump to {text} "
                   f"{_TRIED[jumps[square] - 1]}.")
        wrong[square_key(square)] = why
    return wrong


def _scene(size: int, path: list[Square], tried: list[Square]) -> dict:
    """The numbered path, and the squares tried from the knight's square and taken back."""
    undone = [[*square, str(len(path) + 1), "undone"] for square in tried]
    return {"board": size, "margin": 0, "marks": path_marks(path) + undone}


def deal(code: str, level: int, dice: Dice) -> Script:
    """Deal chapter 3's exercise: the backtracking search's first events from a random square, each checked.

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
        A step for each event of the search after move 1: the square that gets the next move, or ``"back"``.

    Raises
    ------
    OptionError
        For a level this exercise does not have.

    Examples
    --------
    >>> script = deal("B2-0001", 2, Dice("B2-0001"))
    >>> script.exercise, script.scene["board"], len(script.steps)
    ('backtracking', 6, 50)
    """
    require_level(level, LEVELS)
    size, count = _BOARDS[level]
    start = dice.pick(list(all_squares(size)))
    events = search_events(size, limit=count + 1, start=start)
    path, tried = [start], [[]]  # ``tried[i]``: the squares tried from ``path[i]`` so far
    steps = []
    for event in events[1:]:
        here, move = path[-1], len(path)
        prompt = (f"The knight is on {format_square(here)}, move {move}. Which square gets move {move + 1}? "
                  f"Or back, to take move {move} back, if the knight is stuck.")
        if event.kind == "place":
            wrong = _reasons(size, path, tried[-1], event.square)
            tried[-1].append(event.square)
            path.append(event.square)
            tried.append([])
            right = square_key(event.square)
            said = f"The knight jumps from {format_square(here)} to {format_square(event.square)}: move {move + 1}."
        else:
            wrong = _reasons(size, path, tried[-1], None)
            path.pop()
            tried.pop()
            right = BACK
            said = (f"The knight is stuck on {format_square(here)}: move {move} is taken back, and the search "
                    f"tries the next jump from {format_square(path[-1])}, move {move - 1}.")
        steps.append(Step(prompt, frozenset({right}), wrong, said, _scene(size, path, tried[-1])))
    title = (f"The backtracking search from {format_square(start)} on the {size}×{size} board: its first "
             f"{len(steps)} steps after move 1, each a move or a take-back. The jumps are tried in the article's "
             "order: jump 1 two rows down and one column right, then the others anticlockwise.")
    return Script(code, "backtracking", level, title, "squares", _scene(size, [start], []), tuple(steps))
