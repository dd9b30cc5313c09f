"""Chapter 2's Your turn: run breadth-first search by hand, one square of the queue at a time.

The reader is given a board, a piece and a start square, and makes every move of the search
(:func:`boardpuzzles.distance.bfs_queue_steps`): first the square that leaves the front of the queue, then,
one at a time and in the order the piece's jumps are tried, the squares that join its back, and then
``"none"`` (no more square joins from there). The scene after each step is the chapter's stepper's: every
square reached so far with its distance, the queue, and a ring round the square whose jumps are tried.

Every step has one right answer: a square's key (``"2,3"``) or the button ``"none"``. The button is offered at
every step; at a step where a square leaves the queue it is refused ("the queue still holds ...").

>>> script = deal("Q1-0000", 1, Dice("Q1-0000"))
>>> script.steps[0].prompt
'Which square leaves the queue next?'
>>> len(script.steps) == 3 * 16 - 1  # 16 squares leave, 15 join, and 16 times no more joins
True
"""

from __future__ import annotations

from functools import cache

from boardpuzzles.board import Square, all_squares, format_square
from boardpuzzles.distance.bfs import bfs_queue_steps
from boardpuzzles.knight import LEAPERS, knight_targets, leaper_offsets
from boardpuzzles.practice import Script, Step, square_key
from boardpuzzles.practice._boards import offset_text, require_level
from boardpuzzles.practice.codes import Dice
from boardpuzzles.wording import count_of

#: The levels: the board, and the pieces it may be dealt with (smallest boards first).
LEVELS = (
    "4×4 board, the knight",
    "5×5 board, the knight",
    "6×6 board, the knight or another leaper",
)

#: For each level: the board size and the (a, b) pieces it deals.
_BOARDS = {
    1: (4, ((1, 2),)),
    2: (5, ((1, 2),)),
    3: (6, ((1, 2), LEAPERS["camel"], LEAPERS["zebra"], (0, 1), (1, 1))),
}

#: The fewest squares a dealt search reaches (a piece that reaches fewer from a square is not dealt there).
MIN_REACHED = 12

#: The button that says no more square joins the queue from the square whose jumps are tried.
NONE = "none"


def _piece_name(a: int, b: int) -> str:
    """How the reasons name the piece's jumps: "a knight's jump", "a (1, 3) jump"."""
    return "a knight's jump" if (a, b) == (1, 2) else f"a ({a}, {b}) jump"


def _scene(size: int, distance: dict[Square, int], queue: list[Square], ring: Square | None) -> dict:
    """The board as the chapter's stepper draws it: each reached square's distance, the queue, the ring."""
    waiting = set(queue)
    marks = [[*square, str(distance[square]), "queued" if square in waiting else "done"] for square in sorted(distance)]
    scene = {"board": size, "margin": 0, "marks": marks, "queue": [list(square) for square in queue]}
    if ring is not None:
        scene["ring"] = list(ring)
    return scene


def _leave_reasons(size: int, front: Square, queue: list[Square], distance: dict[Square, int]) -> dict[str, str]:
    """Why every square but the front, and "none", is refused as the square that leaves the queue next."""
    wrong = {NONE: f"None is not the answer: the queue still holds {count_of(len(queue), 'square')}, and the "
                   "search goes on until it is empty."}
    for square in all_squares(size):
        if square == front:
            continue
        if square in queue:
            why = f"{format_square(square)} joined the queue after {format_square(front)}, so it leaves after it."
        elif square in distance:
            why = f"{format_square(square)} has left the queue already, and its jumps were tried."
        else:
            why = f"{format_square(square)} is not in the queue: no square has reached it yet."
        wrong[square_key(square)] = why
    return wrong


def _join_reasons(size: int, piece: tuple[int, int], here: Square, joining: Square | None, joined: list[Square],
                  distance: dict[Square, int]) -> dict[str, str]:
    """Why every other answer is refused when ``joining`` (or, if ``None``, no square) joins next from ``here``."""
    name, offsets = _piece_name(*piece), leaper_offsets(*piece)
    jumps = knight_targets(size, here, offsets=offsets)
    order = {(here[0] + d_row, here[1] + d_col): (d_row, d_col) for d_row, d_col in offsets}
    wrong = {} if joining is None else {NONE: f"None is not the answer yet: a jump from {format_square(here)} "
                                              "still lands on a square not reached before."}
    for square in all_squares(size):
        if square == joining:
            continue
        text = format_square(square)
        if square == here:
            why = f"{text} is the square whose jumps are being tried: it does not jump to itself."
        elif square not in jumps:
            why = f"{text} is not {name} from {format_square(here)}."
        elif square in joined:
            why = f"{text} has joined the queue already, just now, from {format_square(here)}."
        elif square in distance:
            away = ": it is the start" if distance[square] == 0 else f", {count_of(distance[square], 'move')} away"
            why = f"{text} was reached already{away}."
        else:  # a new square, whose jump comes after the one to ``joining``
            why = (f"{text} joins later: the jumps are tried in the order of the offsets, and the jump to "
                   f"{format_square(joining)}, {offset_text(order[joining])}, comes before the jump to {text}, "
                   f"{offset_text(order[square])}.")
        wrong[square_key(square)] = why
    return wrong


@cache
def _instances(level: int) -> tuple[tuple[int, int, Square], ...]:
    """Every piece (a, b) and start square a level deals: those from which the search reaches enough squares."""
    size, pieces = _BOARDS[level]
    return tuple((a, b, start) for a, b in pieces for start in all_squares(size)
                 if len(bfs_queue_steps(size, a, b, start=start)) >= MIN_REACHED)


def deal(code: str, level: int, dice: Dice) -> Script:
    """Deal chapter 2's exercise: the steps of breadth-first search from a random square, each checked.

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
        For each square the search takes from the queue: a step for it, a step for each square that joins
        the queue from it, and a step for ``"none"`` (no more joins), each with one right answer.

    Raises
    ------
    OptionError
        For a level this exercise does not have.

    Examples
    --------
    >>> script = deal("Q2-0001", 2, Dice("Q2-0001"))
    >>> script.exercise, script.answers, script.scene["board"]
    ('queue', 'squares', 5)
    >>> sorted({answer for step in script.steps for answer in step.right if "," not in answer})
    ['none']
    """
    require_level(level, LEVELS)
    size = _BOARDS[level][0]
    a, b, start = dice.pick(_instances(level))
    piece = "knight" if (a, b) == (1, 2) else f"({a}, {b}) piece"
    distance = {start: 0}
    queue = [start]
    steps = []
    for taken in bfs_queue_steps(size, a, b, start=start):
        here = taken.square
        wrong = _leave_reasons(size, here, queue, distance)
        queue.pop(0)
        away = "the start" if here == start else f"{count_of(distance[here], 'move')} from the start"
        steps.append(Step("Which square leaves the queue next?", frozenset({square_key(here)}), wrong,
                          f"{format_square(here)} leaves the front of the queue, {away}; its jumps are tried now.",
                          _scene(size, distance, queue, here)))
        prompt = f"The jumps from {format_square(here)}: which square joins the queue next? (Or none.)"
        for number, found in enumerate(taken.found):
            wrong = _join_reasons(size, (a, b), here, found, taken.found[:number], distance)
            distance[found] = distance[here] + 1
            queue.append(found)
            steps.append(Step(prompt, frozenset({square_key(found)}), wrong,
                              f"{format_square(found)} joins the back of the queue, "
                              f"{count_of(distance[found], 'move')} from the start.",
                              _scene(size, distance, queue, here)))
        wrong = _join_reasons(size, (a, b), here, None, taken.found, distance)
        said = (f"No more squares join from {format_square(here)}." if taken.found else
                f"No square joins from {format_square(here)}: every jump lands off the board or on a square "
                "reached already.")
        if not queue:
            said += " The queue is empty: the search is over."
        steps.append(Step(prompt, frozenset({NONE}), wrong, said, _scene(size, distance, queue, here)))
    order = ", ".join(offset_text(offset) for offset in leaper_offsets(a, b))
    title = (f"Breadth-first search of the {piece} on the {size}×{size} board from {format_square(start)}: "
             "take each square from the queue, then add the squares it reaches first. Its jumps are tried in the "
             f"order of their offsets (rows, columns): {order}.")
    return Script(code, "queue", level, title, "squares", _scene(size, {start: 0}, [start], None), tuple(steps))
