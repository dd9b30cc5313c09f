"""What the package raises when its input is wrong: one small family of ``ValueError`` subclasses.

Every function checks its input at the boundary and, when a value breaks a rule, raises the
most specific class below, with a message that names the value and the rule. All of them are
subclasses of :class:`PuzzleInputError`, itself a ``ValueError``, so ``except ValueError``
catches every one of them, and ``except SquareError`` only a bad square:

.. code-block:: text

   ValueError
   └── PuzzleInputError        any bad input to the package
       ├── NumberError         not a whole number, or out of range
       │   ├── BoardSizeError  a board size
       │   ├── BudgetError     a search's budget
       │   ├── DisksError      a tower's disks, or one disk's number
       │   ├── PegError        a Hanoi peg
       │   └── StepError       a step of a game or of a search
       ├── SquareError         a square: not a pair, off the board
       ├── PieceError          leaper steps, offsets, a move order
       ├── PathError           a path, tour or numbered board
       ├── StateError          a Tower of Hanoi state
       ├── MoveError           a move the rules forbid
       ├── OptionError         a named choice, or clashing options
       ├── GridError           a grid of the wrong shape or values
       ├── PictureError        what a picture or a plot needs
       └── BookError           a question, an explorer's controls

A docstring whose Raises section says ``ValueError`` means one of these classes.

A search that runs out of budget is not bad input: it raises
:class:`~boardpuzzles.search.SearchBudgetExceeded`, a ``RuntimeError``, which says that the answer
was not found in time. And an answer that does not exist (no path, no tour) is not an error at all:
the function returns ``None`` (see :mod:`boardpuzzles`).

>>> from boardpuzzles import fewest_moves
>>> fewest_moves(0, 1, 2)
Traceback (most recent call last):
...
boardpuzzles.errors.BoardSizeError: board size must be between 1 and 1000, got 0
>>> try:
...     fewest_moves(8, 1, 2, start=(9, 9))
... except ValueError as error:  # every class here is a ValueError
...     print(type(error).__name__, "-", error)
SquareError - start (9, 9) is off the 8×8 board: 0-based rows and columns run from 0 to 7
>>> issubclass(BoardSizeError, NumberError), issubclass(NumberError, ValueError)
(True, True)
"""

from __future__ import annotations


class PuzzleInputError(ValueError):
    """Any bad input to the package; the base of every class here.

    Examples
    --------
    >>> issubclass(SquareError, PuzzleInputError), issubclass(PuzzleInputError, ValueError)
    (True, True)
    """


class NumberError(PuzzleInputError):
    """A whole number that is not one (``2.5``, ``True``, ``"8"``), or lies outside its range.

    Raised for a number that has no class of its own below, such as a seed or a count of lines.

    Examples
    --------
    >>> from boardpuzzles.board import require_in_range
    >>> require_in_range(0, "lines", 3, 100)
    Traceback (most recent call last):
    ...
    boardpuzzles.errors.NumberError: lines must be between 3 and 100, got 0
    """


class BoardSizeError(NumberError):
    """A board size that is not a whole number, or outside the limits of the function it is given to.

    Examples
    --------
    >>> from boardpuzzles import knightl_table
    >>> knightl_table(101)
    Traceback (most recent call last):
    ...
    boardpuzzles.errors.BoardSizeError: board size must be between 1 and 100, got 101
    """


class BudgetError(NumberError):
    """A search budget that is not a whole number from 1 to :data:`~boardpuzzles.search.MAX_BUDGET`.

    Examples
    --------
    >>> from boardpuzzles import count_tours
    >>> count_tours(5, budget=0)
    Traceback (most recent call last):
    ...
    boardpuzzles.errors.BudgetError: budget must be between 1 and 1000000000000, got 0
    """


class DisksError(NumberError):
    """A number of disks (or the number of one disk) that is not a whole number in the range the function accepts.

    Examples
    --------
    >>> from boardpuzzles import minimum_moves
    >>> minimum_moves(0)
    Traceback (most recent call last):
    ...
    boardpuzzles.errors.DisksError: number of disks must be between 1 and 64, got 0
    """


class PegError(NumberError):
    """A Hanoi peg that is not 0, 1 or 2, or two pegs that must differ and do not.

    Examples
    --------
    >>> from boardpuzzles.hanoi.rules import initial_state
    >>> initial_state(3, start=3)  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    boardpuzzles.errors.PegError: start peg must be 0, 1 or 2 (the code numbers pegs from 0; ...), got 3
    """


class StepError(NumberError):
    """The number of a step outside the steps there are: of a Hanoi game, or of a search shown step by step.

    Examples
    --------
    >>> from boardpuzzles import state_after
    >>> state_after(3, 8)
    Traceback (most recent call last):
    ...
    boardpuzzles.errors.StepError: step must be between 0 and 7 for 3 disks, got 8
    """


class SquareError(PuzzleInputError):
    """A square that is not a ``(row, col)`` pair of whole numbers, is off the board, or text that is not a square.

    Examples
    --------
    >>> from boardpuzzles import parse_square
    >>> parse_square(8, "(9 9)")
    Traceback (most recent call last):
    ...
    boardpuzzles.errors.SquareError: square (9 9) is off the 8×8 board: rows and columns run from 1 to 8
    """


class PieceError(PuzzleInputError):
    """A piece's moves that break their rule: leaper steps, a list of offsets, a move order, jumps.

    Examples
    --------
    >>> from boardpuzzles import leaper_offsets
    >>> leaper_offsets(0, 0)
    Traceback (most recent call last):
    ...
    boardpuzzles.errors.PieceError: a leaper needs a non-zero step, got (a, b) = (0, 0): a piece that cannot move
    """


class PathError(PuzzleInputError):
    """A path, tour or numbered board that breaks its rule: a square off the board, a square twice, a gap.

    Examples
    --------
    >>> from boardpuzzles import board_numbering
    >>> board_numbering(3, [(0, 0), (0, 0)])
    Traceback (most recent call last):
    ...
    boardpuzzles.errors.PathError: square 2 of the path, (0, 0), was already square 1: a path visits each square once
    """


class StateError(PuzzleInputError):
    """A Tower of Hanoi state that is not three pegs holding the disks 1, 2, ... once each, largest at the bottom.

    Examples
    --------
    >>> from boardpuzzles.hanoi.checks import require_state
    >>> require_state(((1, 2), (), ()))  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    boardpuzzles.errors.StateError: a state must be three pegs holding the disks 1, 2, ... once each, ...
    """


class MoveError(PuzzleInputError):
    """A move the rules forbid: a Hanoi move that breaks a rule, a knight's jump to a square it cannot take.

    Examples
    --------
    >>> from boardpuzzles.hanoi.rules import apply_move, initial_state
    >>> apply_move(initial_state(2), (2, 0, 1))
    Traceback (most recent call last):
    ...
    boardpuzzles.errors.MoveError: illegal move (2, 0, 1): disk 2 is not on top of peg 0 (0-based)
    """


class OptionError(PuzzleInputError):
    """An option that must be one of a few names (a tie rule, a direction, a kind of label), or options that clash.

    Examples
    --------
    >>> from boardpuzzles import warnsdorff_tour
    >>> warnsdorff_tour(8, tie="random")
    Traceback (most recent call last):
    ...
    boardpuzzles.errors.OptionError: tie rule must be one of first, roth, pohl, got 'random'
    """


class GridError(PuzzleInputError):
    """A grid of numbers (a distance grid, a table, a count per square) of the wrong shape, or a value it cannot hold.

    Examples
    --------
    >>> from boardpuzzles.pictures.boards import grid_svg
    >>> grid_svg([[0, 1], [2]])
    Traceback (most recent call last):
    ...
    boardpuzzles.errors.GridError: grid must be square, got 2 rows of [1, 2] cells
    """


class PictureError(PuzzleInputError):
    """What a picture or a plot needs and did not get: a text alternative, a size in pixels, a caption, its data.

    Examples
    --------
    >>> from boardpuzzles.pictures.svg import Picture
    >>> Picture("<svg/>", "", (10, 10))
    Traceback (most recent call last):
    ...
    boardpuzzles.errors.PictureError: a picture needs a text alternative, got ''
    """


class BookError(PuzzleInputError):
    """A building block of the book written wrong: a question of a quiz, an explorer's controls, a stored result.

    Examples
    --------
    >>> from boardpuzzles.book.stored_results import stored_results
    >>> stored_results("nothing")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    boardpuzzles.errors.BookError: no benchmark results are stored as 'nothing'; the stored ones are ...
    """


__all__ = [
    "BoardSizeError", "BookError", "BudgetError", "DisksError", "GridError", "MoveError", "NumberError",
    "OptionError", "PathError", "PegError", "PictureError", "PieceError", "PuzzleInputError", "SquareError",
    "StateError", "StepError",
]
