"""Your turn, chapter 5: make the circular method's next moves, from a moment of a random game.

A tower of 3 to 6 disks starts on peg 1, and a direction, right or left, is dealt with it. The game is
played by the circular method (:func:`~boardpuzzles.hanoi.methods.circular_moves`) up to a random move,
and the reader makes the next 7 to 12 moves (at level 1, the whole game of 3 disks). Each answer is a
move ``"1>3"``: the peg to take the top disk from and the peg to put it on, 1-based as the reader
counts pegs. Each of the other five moves is refused with its reason in the chapter's words: a move the
rules forbid (an empty peg, a larger disk on a smaller one), or a legal move that is not the method's
(disk 1 moves on every other move, always to the next peg in the chosen direction, around the circle;
the move between disk 1's goes the only legal way that leaves disk 1 alone).

>>> from boardpuzzles.practice import deal
>>> script = deal("H1-0000")
>>> script.answers, len(script.steps), len(script.steps[0].wrong)
('moves', 7, 5)
"""

from __future__ import annotations

from boardpuzzles.hanoi.checks import PEGS, Move, State
from boardpuzzles.hanoi.formulas import minimum_moves
from boardpuzzles.hanoi.methods import circular_moves
from boardpuzzles.hanoi.rules import apply_move, initial_state, replay_moves
from boardpuzzles.practice import Script, Step
from boardpuzzles.practice.codes import Dice, require_level

#: The levels: a line for each, smallest tower first (level ``k`` has ``k + 2`` disks).
LEVELS = (
    "3 disks: the whole game",
    "4 disks: from a moment of the game",
    "5 disks: from a moment of the game",
    "6 disks: from a moment of the game",
)

#: How many moves the reader makes: at least this many, and at most :data:`MOST_MOVES` (fewer at the game's end).
FEWEST_MOVES = 7
MOST_MOVES = 12

#: Every answer of a step: a move from one peg to another, pegs 1-based.
MOVE_KEYS = tuple(f"{source + 1}>{target + 1}" for source in PEGS for target in PEGS if source != target)


def move_key(move: Move) -> str:
    """The answer key of a move ``(disk, source, target)`` (pegs 0-based): ``"source>target"``, pegs 1-based.

    Parameters
    ----------
    move : (int, int, int)
        The move, as :func:`~boardpuzzles.hanoi.methods.circular_moves` yields it.

    Examples
    --------
    >>> move_key((1, 0, 2))
    '1>3'
    """
    _, source, target = move
    return f"{source + 1}>{target + 1}"


def _pegs_scene(state: State, moving: int | None) -> dict:
    """The pegs as the stepper draws them (bottom disk first), with the disk that moved last."""
    return {"pegs": [list(peg) for peg in state], "disks": sum(map(len, state)), "moving": moving}


def _next_peg(peg: int, direction: str) -> int:
    return (peg + (1 if direction == "right" else -1)) % 3


def _why_not(state: State, key: str, step: int, direction: str, last: int | None) -> str:
    """Why the move ``key`` is not the circular method's at ``step`` (1-based), in chapter 5's words."""
    source, target = (int(peg) - 1 for peg in key.split(">"))
    said = f"From peg {source + 1} to peg {target + 1}"
    if not state[source]:
        return f"{said}: peg {source + 1} is empty, so there is no disk to take from it."
    disk = state[source][-1]
    if state[target] and state[target][-1] < disk:
        return (f"{said}: disk {disk} would go on the smaller disk {state[target][-1]}, and a larger disk "
                "may never be placed on a smaller one.")
    ones_turn = step % 2 == 1  # disk 1 makes the odd-numbered moves
    if disk == 1 and ones_turn:
        goes = _next_peg(source, direction)
        return (f"{said}: disk 1 always moves to the next peg to the {direction} around the circle, "
                f"and from peg {source + 1} that is peg {goes + 1}.")
    if disk == 1:
        return (f"{said}: disk 1 has just moved, and it moves only on every other move; now make the only "
                "legal move that does not involve disk 1.")
    # (a move of another disk is legal only once the tower has left peg 1, so some disk has moved before it)
    return (f"{said} would move disk {disk}: disk 1 moves on every other move, and disk {last} has just moved, "
            "so now disk 1 moves.")


def _move_step(state: State, move: Move, step: int, total: int, direction: str, last: int | None) -> Step:
    """The reader's move ``step`` (1-based) of ``total``, from ``state``: the method's move, and why not each other."""
    disk, source, target = move
    right = move_key(move)
    wrong = {key: _why_not(state, key, step, direction, last) for key in MOVE_KEYS if key != right}
    said = f"Disk {disk} moves from peg {source + 1} to peg {target + 1}."
    if step == total:
        said += f" The whole tower stands on peg {target + 1}: the game is over."
    return Step(f"Move {step} of {total}: which move does the circular method make?", frozenset({right}), wrong,
                said, _pegs_scene(apply_move(state, move), disk))


def deal(code: str, level: int, dice: Dice) -> Script:
    """Deal the instance of ``code``: a tower, a direction, a moment of the game, and the next moves.

    Parameters
    ----------
    code : str
        The instance's code, as :func:`boardpuzzles.practice.codes.make_code` writes it.
    level : int
        1 to ``len(LEVELS)``: the tower has ``level + 2`` disks.
    dice : Dice
        The dice of ``code``: every random choice comes from them.

    Returns
    -------
    Script
        One step for each move the reader makes, its answers the six moves between three pegs.

    Raises
    ------
    OptionError
        For a level this exercise does not have.

    Examples
    --------
    >>> script = deal("H2-0000", 2, Dice("H2-0000"))
    >>> 7 <= len(script.steps) <= 12, script.scene["disks"]
    (True, 4)
    """
    level = require_level(level, LEVELS, code)
    disks = level + 2
    direction = dice.pick(("right", "left"))
    moves = list(circular_moves(disks, direction=direction))
    total = minimum_moves(disks)
    made = dice.below(total - FEWEST_MOVES + 1)
    count = min(total - made, FEWEST_MOVES + dice.below(MOST_MOVES - FEWEST_MOVES + 1))
    states = [initial_state(disks), *replay_moves(initial_state(disks), moves)]  # the state before each move
    disk_of = [None] + [disk for disk, _, _ in moves]  # the disk moved last, before each move
    steps = [_move_step(states[k], moves[k], k + 1, total, direction, disk_of[k]) for k in range(made, made + count)]
    scene = _pegs_scene(states[made], disk_of[made])
    tower = f"A tower of {disks} disks started on peg 1, going {direction}"
    title = (f"{tower}; {made} of its {total} moves are made. Make the next {count} by the circular method."
             if made else f"{tower}. Make its {count} moves by the circular method.")
    return Script(code, "hanoi", level, title, "moves", scene, tuple(steps),
                  phases=((0, f"moves: Make the next {count} moves by the circular method, going {direction}."),))
