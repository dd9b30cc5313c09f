"""The chapters' coding exercises: each check calls the reader's function and compares it with the package.

A chapter's exercise is a small function it has just taught, such as the on-board test or one layer of
breadth-first search. The reader writes it, then hands it to its check::

    check_next_layer(next_layer)

The check calls the function on inputs of increasing size, compares each answer with what the package
itself computes for the same input, and returns a :class:`Verdict`, which a notebook shows as its
message: ``All 204 checks passed.``, or how many inputs it gets right and the smallest input that fails,
what was expected and what came back, with a hint where one applies. Whatever the reader's function
does, a wrong answer, an exception or a call that runs too long, becomes the verdict; only a check given
no function at all raises ``TypeError``. Each call gets its own copy of the input, so a function that
changes its arguments cannot spoil the next check. Where a function takes a board, the check calls it
with the board size first, as everywhere in the package (:data:`EXERCISES` gives each call).

Squares are 0-based ``(row, col)`` pairs and pegs are numbered 0 to 2, as everywhere in the code; the
messages say so. Like the solvers, this package uses only the standard library, so the website's Python
(in the reader's browser) runs the same checks and shows the same messages.

.. table:: The modules of ``boardpuzzles.exercises``

   =========================== ===================================================================
   module                      topic
   =========================== ===================================================================
   ``checking``                :class:`Verdict`, :class:`Case`, :func:`run_checks`: every check's loop
   ``_calling``                calling the reader's function: fresh arguments, a time limit
   ``_hints``                  the hints every check shares (None, argument order, lists of squares)
   ``_layout``                 messages that fit the page
   ``knight_moves``            chapter 1: ``is_on_board``, ``jump_targets``
   ``fewest_moves``            chapter 2: ``next_layer``, ``walk_back``
   ``backtracking_tour``       chapter 3: ``number_board``, ``is_lost``
   ``warnsdorff``              chapter 4: ``onward_count``, ``next_move``
   ``hanoi``                   chapter 5: ``moving_disk``, ``other_move``
   =========================== ===================================================================

>>> from boardpuzzles.board import on_board
>>> check_is_on_board(on_board)
All 620 checks passed.
>>> print(check_is_on_board(lambda size, square: True))
Not yet: 204 of 620 checks passed.
The smallest input that fails (squares 0-based): is_on_board(1, (-2, -2)),
    that is the square (-1 -1) of the 1×1 board as the book counts
Expected: False
Returned: True
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import NamedTuple

from boardpuzzles.chapters import CHAPTERS
from boardpuzzles.exercises._hints import NO_RETURN
from boardpuzzles.exercises._layout import MESSAGE_WIDTH
from boardpuzzles.exercises.backtracking_tour import check_is_lost, check_number_board
from boardpuzzles.exercises.checking import Case, Verdict, run_checks
from boardpuzzles.exercises.fewest_moves import check_next_layer, check_walk_back
from boardpuzzles.exercises.hanoi import check_moving_disk, check_other_move
from boardpuzzles.exercises.knight_moves import check_is_on_board, check_jump_targets
from boardpuzzles.exercises.warnsdorff import check_next_move, check_onward_count


class Exercise(NamedTuple):
    """One coding exercise: the chapter that teaches it, its check, and how the check calls the function."""

    chapter: int
    check: Callable[[Callable], Verdict]
    signature: str


def _exercises() -> dict[str, Exercise]:
    """Every chapter's exercises, from its module that the chapters' registry names (boardpuzzles.chapters)."""
    found = {}
    for chapter in CHAPTERS:
        module = importlib.import_module(chapter.exercises)
        for name, signature in module._SIGNATURES.items():
            found[name] = Exercise(chapter.number, getattr(module, f"check_{name}"), signature)
    return found


#: Every exercise, by the name of the function it checks, with its chapter, its check and the call it
#: makes (such as ``jump_targets(size, square)``).
EXERCISES: dict[str, Exercise] = _exercises()

__all__ = [
    "EXERCISES", "MESSAGE_WIDTH", "NO_RETURN", "Case", "Exercise", "Verdict", "check_is_lost", "check_is_on_board",
    "check_jump_targets", "check_moving_disk", "check_next_layer", "check_next_move", "check_number_board",
    "check_onward_count", "check_other_move", "check_walk_back", "run_checks",
]
