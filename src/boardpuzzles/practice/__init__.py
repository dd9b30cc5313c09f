"""Your turn: the reader carries out a chapter's algorithm on a fresh board, checked step by step by the package.

Each chapter's exercise is a pure function of a short *code* that names the exercise, a level and a seed
(``"B2-7K4Q"``): the same code deals the same instance in every Python, so a teacher can give one code to a
whole class. Dealing an instance runs the package's own solver and writes down, for every step, what the
reader may answer and why any other answer is refused: a :class:`Script` of :class:`Step`. The browser only
looks answers up in it (:mod:`boardpuzzles.practice.sealing` keeps the right ones out of the page's plain
text); no part of an algorithm is written a second time in JavaScript.

An answer is a short text key, the same in Python and in the page:

- a square: ``"r,c"``, 0-based (``"2,3"`` is the reader's (3 4));
- a number, such as a jump's: ``"#3"``;
- a Tower of Hanoi move from peg 1 to peg 3: ``"1>3"`` (pegs 1-based, as the reader counts them);
- a button: its word, such as ``"back"`` (take back the last move).

>>> from boardpuzzles.practice import square_key, key_square
>>> square_key((2, 3)), key_square("2,3")
('2,3', (2, 3))
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field

from boardpuzzles.board import format_square
from boardpuzzles.errors import OptionError
from boardpuzzles.practice.codes import Dice, make_code, read_code

#: Each exercise's letter (the first character of its codes) and the module of this package that deals it.
#: A module names its levels in ``LEVELS`` (a line for each, smallest boards first) and deals an instance
#: with ``deal(code, level, dice) -> Script``, from the package's own solver.
EXERCISES = {
    "M": "moves",         # chapter 1: mark every square a knight reaches, then name each jump by its number
    "L": "leaper",        # chapter 1's companion: the same for a random (a, b) leaper
    "Q": "queue",         # chapter 2: the breadth-first search's queue, by hand
    "B": "backtracking",  # chapter 3: the backtracking search's first events: a move or a take-back
    "W": "warnsdorff",    # chapter 4: Warnsdorff's rule, to the end on small boards
    "H": "hanoi",         # chapter 5: the circular method's next moves, from a random state
}

Square = tuple[int, int]


def square_key(square: Square) -> str:
    """The answer key of a 0-based square: ``"row,col"``.

    Parameters
    ----------
    square : (int, int)
        The 0-based square.

    Examples
    --------
    >>> square_key((0, 7))
    '0,7'
    """
    return f"{square[0]},{square[1]}"


def key_square(key: str) -> Square:
    """The 0-based square of an answer key ``"row,col"``.

    Parameters
    ----------
    key : str
        A square's key, as :func:`square_key` writes it.

    Raises
    ------
    OptionError
        For a key that is not two whole numbers joined by a comma.

    Examples
    --------
    >>> key_square("4,0")
    (4, 0)
    """
    parts = key.split(",")
    if len(parts) != 2 or not all(part.isdigit() for part in parts):
        raise OptionError(f"a square's answer is written 'row,col' with 0-based numbers, got {key!r}")
    return int(parts[0]), int(parts[1])


@dataclass(frozen=True)
class Step:
    """One step the reader makes, with every answer it accepts and the reason each other one is refused.

    Parameters
    ----------
    prompt : str
        What the reader is asked, in the chapter's words ("Which square leaves the queue next?").
    right : frozenset of str
        The answers the package's algorithm allows here (one, for most steps).
    wrong : dict of str to str
        For each other answer the reader can give here (every square of the board, every move), why it is
        refused, in the chapter's words and the reader's 1-based squares.
    said : str
        What is said once the step is made, by the reader or by "show me" ("(2 3) leaves the queue").
    scene : dict
        The board after the step, in the steppers' scene format (:mod:`boardpuzzles.book.steppers`):
        ``{"board": n, "marks": [[row, col, label, kind], ...], "queue": [...]}`` or ``{"pegs": ...}``.
    collect : bool
        Whether the step is a set to collect in any order (chapter 1: mark every square the piece reaches):
        each right answer is taken once, and the step is done when all are.

    Examples
    --------
    >>> step = Step("Pick a square.", frozenset({"0,1"}), {"0,0": "(1 1) is where the piece stands."},
    ...             "(1 2) it is.", {"board": 2, "marks": []})
    >>> step.accepts("0,1"), step.reason("0,0")
    (True, '(1 1) is where the piece stands.')
    """

    prompt: str
    right: frozenset[str]
    wrong: dict[str, str]
    said: str
    scene: dict
    collect: bool = field(default=False, kw_only=True)

    def __post_init__(self) -> None:
        if not self.right:
            raise OptionError(f"a step needs at least one right answer: {self.prompt!r} has none")
        both = self.right & set(self.wrong)
        if both:
            raise OptionError(f"an answer cannot be both right and wrong: {sorted(both)} in {self.prompt!r}")

    def accepts(self, answer: str) -> bool:
        """Whether ``answer`` is one the algorithm allows at this step."""
        return answer in self.right

    def reason(self, answer: str) -> str:
        """Why ``answer`` is refused here (a generic sentence for an answer the step does not know)."""
        return self.wrong.get(answer, f"{answer!r} is not an answer to this step.")


@dataclass(frozen=True)
class Script:
    """A dealt instance: what the reader is given, and every step of the algorithm on it, in order.

    Parameters
    ----------
    code : str
        The instance's code (:mod:`boardpuzzles.practice.codes`), which deals it again anywhere.
    exercise : str
        The exercise's name, such as ``"queue"``.
    level : int
        The level, 1 for the smallest boards.
    title : str
        The instance in a line: "A knight on the 5×5 board starts at (1 1)."
    answers : str
        What the reader answers with: ``"squares"``, ``"numbers"`` or ``"moves"`` (the page draws the
        choices: the board's squares, numbers 1 to 8, the six moves between three pegs), and ``"back"``
        is allowed beside squares where a step may take back a move.
    scene : dict
        The board before the first step (the scene format of :class:`Step`).
    steps : tuple of Step
        Every step, in order.
    phases : tuple of (int, str)
        Where a new part of the exercise starts: ``(index of its first step, what the reader does now)``.

    Examples
    --------
    >>> one = Step("Pick.", frozenset({"0,0"}), {}, "Done.", {"board": 1, "marks": []})
    >>> Script("X1-A", "demo", 1, "A 1×1 board.", "squares", {"board": 1, "marks": []}, (one,)).total
    1
    """

    code: str
    exercise: str
    level: int
    title: str
    answers: str
    scene: dict
    steps: tuple[Step, ...]
    phases: tuple[tuple[int, str], ...] = field(default=(), kw_only=True)

    @property
    def total(self) -> int:
        """How many answers the whole script asks for (a collect step counts each of its right answers)."""
        return sum(len(step.right) if step.collect else 1 for step in self.steps)


def exercise_module(letter: str):
    """The module that deals the exercise of ``letter`` (one of :data:`EXERCISES`).

    Parameters
    ----------
    letter : str
        An exercise's letter.

    Raises
    ------
    OptionError
        For a letter no exercise has.

    Examples
    --------
    >>> exercise_module("H").__name__
    'boardpuzzles.practice.hanoi'
    """
    if letter not in EXERCISES:
        raise OptionError(f"no exercise has the letter {letter!r}: the letters are {', '.join(EXERCISES)}")
    return importlib.import_module(f"boardpuzzles.practice.{EXERCISES[letter]}")


def deal(code: str) -> Script:
    """Deal the instance of ``code``: the same script in every Python.

    Parameters
    ----------
    code : str
        An instance's code, such as ``"Q2-7K4Q"``, as a reader may type it.

    Raises
    ------
    OptionError
        For a code that is not one, or a level its exercise does not have.

    Examples
    --------
    >>> script = deal("h1-0000")
    >>> script.code, script.exercise, len(script.steps) > 0
    ('H1-0000', 'hanoi', True)
    """
    letter, level, seed = read_code(code)
    module = exercise_module(letter)
    if level > len(module.LEVELS):
        raise OptionError(f"exercise {letter} has levels 1 to {len(module.LEVELS)}, got level {level} in {code!r}")
    code = make_code(letter, level, seed)
    return module.deal(code, level, Dice(code))


__all__ = ["EXERCISES", "Script", "Step", "deal", "exercise_module", "format_square", "key_square", "square_key"]
