"""Your turn, chapter 1: mark every square a knight reaches from a random square, then name each jump by its number.

The exercise has two phases, and :func:`jump_script` deals both for any leaper (chapter 1's companion,
:mod:`boardpuzzles.practice.leaper`, deals it for other pieces):

1. one *collect* step: mark every square the piece reaches, in any order. The right answers are the
   targets :func:`~boardpuzzles.knight.knight_targets` finds; every other square of the board is refused
   with its reason (the piece's own square, or a square that is not a jump away). A jump that lands off
   the board cannot be marked: only the board's squares are answers.
2. for each square reached, in an order the dice choose: "Which number is the jump to (r c)?", answered
   ``"#1"`` to ``"#8"`` in chapter 1's numbering of the jumps (:func:`~boardpuzzles.knight.jump_number`:
   jump 1 is two rows up and one column right, then clockwise). Every other number is refused with
   where that jump goes.

>>> from boardpuzzles.practice import deal
>>> script = deal("M1-0000")
>>> script.phases[0][1].startswith("squares: "), script.phases[1]
(True, (1, 'numbers: Name each jump by its number: jump 1 goes 2 up and 1 right, then clockwise.'))
"""

from __future__ import annotations

from boardpuzzles.board import Square, all_squares, format_square, on_board
from boardpuzzles.knight import LEAPERS, clockwise_offsets, knight_targets, leaper_offsets
from boardpuzzles.practice import EXERCISES, Script, Step, square_key
from boardpuzzles.practice.codes import Dice, require_level

#: The levels: a line for each, the smaller board first.
LEVELS = ("5×5 board", "8×8 board")

#: The board of each level.
KNIGHT_BOARDS = (5, 8)

#: Every answer of the second phase: a jump's number.
NUMBER_KEYS = tuple(f"#{number}" for number in range(1, 9))


def _piece(leaper: tuple[int, int]) -> str:
    """The piece's name in a sentence: "the knight", "the camel (1, 3)", or "the (2, 5) leaper".

    Parameters
    ----------
    leaper : (int, int)
        The piece's two steps ``(a, b)``, as :func:`~boardpuzzles.knight.leaper_offsets` takes them.

    Examples
    --------
    >>> _piece((1, 2)), _piece((3, 1)), _piece((2, 5))
    ('the knight', 'the camel (1, 3)', 'the (2, 5) leaper')
    """
    pair = tuple(sorted(leaper))
    names = {tuple(sorted(steps)): name for name, steps in LEAPERS.items()}
    if pair == (1, 2):
        return "the knight"
    return f"the {names[pair]} ({pair[0]}, {pair[1]})" if pair in names else f"the ({pair[0]}, {pair[1]}) leaper"


def steps_in_words(offset: tuple[int, int]) -> str:
    """A jump's offset in the reader's words: ``(-2, 1)`` is "2 up and 1 right".

    Parameters
    ----------
    offset : (int, int)
        The ``(d_row, d_col)`` step; rows grow down the page.

    Examples
    --------
    >>> steps_in_words((-2, 1)), steps_in_words((1, -2)), steps_in_words((0, 3))
    ('2 up and 1 right', '1 down and 2 left', '3 right')
    """
    d_row, d_col = offset
    parts = [f"{abs(d_row)} {'up' if d_row < 0 else 'down'}" if d_row else "",
             f"{abs(d_col)} {'left' if d_col < 0 else 'right'}" if d_col else ""]
    return " and ".join(part for part in parts if part)


def _plural(count: int, noun: str) -> str:
    return f"{count} {noun}" if count == 1 else f"{count} {noun}s"


def _not_a_jump(square: Square, start: Square, leaper: tuple[int, int]) -> str:
    """Why ``square`` is not reached from ``start``: how far apart they are, and what a jump is."""
    rows, cols = abs(square[0] - start[0]), abs(square[1] - start[1])
    here, there = format_square(square), format_square(start)
    if rows == 0:
        apart = f"{here} is in the same row as {there}, {_plural(cols, 'column')} away"
    elif cols == 0:
        apart = f"{here} is in the same column as {there}, {_plural(rows, 'row')} away"
    else:
        apart = f"{here} is {_plural(rows, 'row')} and {_plural(cols, 'column')} from {there}"
    a, b = sorted(leaper)
    if (a, b) == (1, 2):
        return f"{apart}: a knight's jump is 2 one way and 1 the other."
    return f"{apart}: {_piece(leaper)} jumps {b} one way and {a} the other."


def _board_scene(size: int, start: Square, targets: list[Square], numbers: dict[Square, int]) -> dict:
    """The board: the piece, the squares it reaches, and the jumps named so far by their numbers."""
    marks = [[*start, "", "piece"]]
    for target in targets:
        marks.append([*target, str(numbers[target]), "on"] if target in numbers else [*target, "", "reached"])
    return {"board": size, "margin": 0, "marks": marks}


def _marking_step(size: int, start: Square, leaper: tuple[int, int], targets: list[Square]) -> Step:
    """Phase 1: mark every square the piece reaches; any other square of the board is refused, with why."""
    piece, at = _piece(leaper), format_square(start)
    wrong = {square_key(square): _not_a_jump(square, start, leaper)
             for square in all_squares(size) if square != start and square not in targets}
    wrong[square_key(start)] = f"{at} is where {piece} stands: a jump always leaves it."
    reached = ", ".join(format_square(target) for target in targets)
    return Step(f"Mark every square {piece} on {at} can jump to.", frozenset(map(square_key, targets)), wrong,
                f"{piece.capitalize()} on {at} reaches {_plural(len(targets), 'square')}: {reached}.",
                _board_scene(size, start, targets, {}), collect=True)


def _number_step(size: int, start: Square, numbered: tuple, target: Square, scene: dict) -> Step:
    """Phase 2: the number of the jump to ``target``; every other number is refused with where its jump goes."""
    number = numbered.index((target[0] - start[0], target[1] - start[1])) + 1
    wrong = {}
    for k, offset in enumerate(numbered, 1):
        goes = (start[0] + offset[0], start[1] + offset[1])
        text = format_square(goes).replace("-", "\N{MINUS SIGN}")  # a true minus, as chapter 1 writes it
        to = f"to {text}" if on_board(size, goes) else f"to {text}, off the board"
        wrong[f"#{k}"] = f"Jump {k} goes {steps_in_words(offset)}, {to}, not to {format_square(target)}."
    del wrong[f"#{number}"]
    return Step(f"Which number is the jump to {format_square(target)}?", frozenset({f"#{number}"}), wrong,
                f"The jump to {format_square(target)} is jump {number}: {steps_in_words(numbered[number - 1])}.",
                scene)


def start_squares(size: int, leaper: tuple[int, int]) -> list[Square]:
    """The squares an exercise may start from: those with at least two jumps, so both phases ask something.

    Parameters
    ----------
    size : int
        The board's size.
    leaper : (int, int)
        The piece's two steps.

    Examples
    --------
    >>> len(start_squares(5, (1, 2))), len(start_squares(3, (1, 2))), start_squares(5, (1, 4))[:2]
    (25, 8, [(0, 0), (0, 1)])
    """
    offsets = leaper_offsets(*leaper)
    return [square for square in all_squares(size) if len(knight_targets(size, square, offsets=offsets)) >= 2]


def jump_script(size: int, start: Square, leaper: tuple[int, int], dice: Dice, code: str, level: int) -> Script:
    """Deal chapter 1's exercise for the ``leaper`` on ``start``: mark the squares it reaches, then number the jumps.

    Parameters
    ----------
    size : int
        The board's size.
    start : (int, int)
        The piece's square, 0-based; it must have at least one jump.
    leaper : (int, int)
        The piece's two steps ``(a, b)``, different and both at least 1, so that it has eight jumps.
    dice : Dice
        The instance's dice: they choose the order the jumps are asked in.
    code : str
        The instance's code; its letter names the exercise (``"moves"`` or ``"leaper"``).
    level : int
        The instance's level.

    Returns
    -------
    Script
        A collect step of squares, then one step for each square reached, its answers ``"#1"`` to ``"#8"``.

    Examples
    --------
    >>> script = jump_script(5, (0, 0), (1, 2), Dice("M1-0000"), "M1-0000", 1)
    >>> sorted(script.steps[0].right), script.steps[0].wrong["0,0"]
    (['1,2', '2,1'], '(1 1) is where the knight stands: a jump always leaves it.')
    >>> [step.right for step in script.steps[1:]] in ([{"#3"}, {"#4"}], [{"#4"}, {"#3"}])
    True
    """
    offsets = leaper_offsets(*leaper)
    numbered, piece, at = clockwise_offsets(offsets), _piece(leaper), format_square(start)
    targets = knight_targets(size, start, offsets=offsets)
    steps = [_marking_step(size, start, leaper, targets)]
    named: dict[Square, int] = {}
    for target in dice.shuffled(targets):
        named[target] = numbered.index((target[0] - start[0], target[1] - start[1])) + 1
        steps.append(_number_step(size, start, numbered, target, _board_scene(size, start, targets, named)))
    rule = f"jump 1 goes {steps_in_words(numbered[0])}, then clockwise"
    return Script(code, EXERCISES[code[0]], level, f"{piece.capitalize()} on {at} of the {size}×{size} board.",
                  "squares", _board_scene(size, start, [], {}), tuple(steps),
                  phases=((0, f"squares: Mark every square {piece} reaches from {at}."),
                          (1, f"numbers: Name each jump by its number: {rule}.")))


def deal(code: str, level: int, dice: Dice) -> Script:
    """Deal the instance of ``code``: a knight on a random square of the level's board.

    Parameters
    ----------
    code : str
        The instance's code, as :func:`boardpuzzles.practice.codes.make_code` writes it.
    level : int
        1 to ``len(LEVELS)``: the 5×5 board, or the 8×8.
    dice : Dice
        The dice of ``code``: every random choice comes from them.

    Returns
    -------
    Script
        The two phases of :func:`jump_script`.

    Raises
    ------
    OptionError
        For a level this exercise does not have.

    Examples
    --------
    >>> script = deal("M2-0000", 2, Dice("M2-0000"))
    >>> script.scene["board"], script.steps[0].collect, script.answers
    (8, True, 'squares')
    """
    size = KNIGHT_BOARDS[require_level(level, LEVELS, code) - 1]
    start = dice.pick(start_squares(size, (1, 2)))
    return jump_script(size, start, (1, 2), dice, code, level)
