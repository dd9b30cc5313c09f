"""Pure solvers for the board puzzles of the *Knights and Pegs* book.

The solver modules use only Python's standard library; they return data and never print
or plot. One calling style runs through all of them:

- the main inputs are positional, and the board size (``size``) comes first wherever a
  function takes one, with no 8×8 board assumed: ``knight_targets(8, (0, 0))``; a tower's
  size is ``disks``;
- every option (anything with a default) is keyword-only: ``count_nodes(5, pruned=True)``;
- squares are 0-based ``(row, col)`` tuples in the code; a reader's 1-based text such as
  ``"(5 5)"`` is read by :func:`~boardpuzzles.board.parse_square` and written by
  :func:`~boardpuzzles.board.format_square`.

Three outcomes, each spelt one way everywhere:

- **an answer that does not exist is** ``None``: a function that answers one question returns
  ``None`` when there is no answer, such as :func:`~boardpuzzles.distance.fewest_moves` and
  :func:`~boardpuzzles.distance.shortest_path` for a square the piece never reaches, or
  :func:`~boardpuzzles.warnsdorff.warnsdorff_tour` and :func:`~boardpuzzles.warnsdorff.robust_tour`
  where they find no tour. A search returns a :class:`~boardpuzzles.search.SearchResult` whose ``path``
  is ``None``. A *table or grid in the judge's format* (:func:`~boardpuzzles.distance.knightl_table`,
  :func:`~boardpuzzles.distance.distance_grid`, the article's own functions) holds
  :data:`~boardpuzzles.distance.UNREACHABLE` (``-1``) in a cell instead, since the judge prints ``-1``;
- **a search that runs out of budget raises** :class:`~boardpuzzles.search.SearchBudgetExceeded`
  (a ``RuntimeError``): the answer was not found in time, which is not the same as no answer;
- **bad input raises** one of :mod:`boardpuzzles.errors`, all of them subclasses of ``ValueError``,
  with a message that names the value and the rule.

The most used functions are importable from here:

>>> from boardpuzzles import knight_targets, fewest_moves, warnsdorff_tour, is_knight_tour
>>> knight_targets(8, (0, 0))
[(1, 2), (2, 1)]
>>> fewest_moves(5, 1, 2)
4
>>> print(fewest_moves(6, 2, 2))  # the (2, 2) leaper never reaches the far corner of 6×6
None
>>> is_knight_tour(8, warnsdorff_tour(8))
True

.. table:: The package's modules and their topics

   ========================== ==========================================================
   module                     topic
   ========================== ==========================================================
   :mod:`.board`              squares, board sizes, 1-based square text, input checks
   :mod:`.wording`            the words of captions and messages: counts, articles, durations
   :mod:`.errors`             what bad input raises: subclasses of ``ValueError``
   :mod:`.knight`             the knight's eight offsets, leapers, where a piece can jump
   :mod:`.distance`           breadth-first search and the KnightL table (chapter 2), a subpackage
   :mod:`.search`             the result type and budget rule every search shares
   :mod:`.tour`               what a tour is: checks, numbered boards, when none exists
   :mod:`.backtracking`       the knight's tour by backtracking (chapter 3), a subpackage
   :mod:`.warnsdorff`         the knight's tour by Warnsdorff's rule (chapter 4), a subpackage
   :mod:`.exercises`          the checks of the chapters' coding exercises
   :mod:`.hanoi`              the Tower of Hanoi (chapter 5), a subpackage
   :mod:`.cli`                the command line
   :mod:`.book`               the book's drawings, controls and questions (needs matplotlib)
   ========================== ==========================================================
"""

from boardpuzzles.backtracking import backtracking_tour, count_nodes, count_tours, pruned_tour
from boardpuzzles.board import format_square, parse_square
from boardpuzzles.distance import distance_grid, fewest_moves, knightl_table, shortest_path
from boardpuzzles.errors import (
    BoardSizeError,
    BookError,
    BudgetError,
    DisksError,
    GridError,
    MoveError,
    NumberError,
    OptionError,
    PathError,
    PegError,
    PictureError,
    PieceError,
    PuzzleInputError,
    SquareError,
    StateError,
    StepError,
)
from boardpuzzles.hanoi import circular_moves, minimum_moves, recursive_moves, state_after
from boardpuzzles.knight import KNIGHT_OFFSETS, knight_targets, leaper_offsets, move_counts
from boardpuzzles.search import SearchBudgetExceeded, SearchResult
from boardpuzzles.tour import board_numbering, format_board, is_knight_tour
from boardpuzzles.warnsdorff import closed_tour, robust_tour, warnsdorff_tour

__version__ = "0.1.0"

__all__ = [
    "BoardSizeError", "BookError", "BudgetError", "DisksError", "GridError", "MoveError", "NumberError", "OptionError",
    "PathError", "PegError", "PictureError", "PieceError", "PuzzleInputError", "SquareError", "StateError", "StepError",
    "KNIGHT_OFFSETS", "SearchBudgetExceeded", "SearchResult", "backtracking_tour", "board_numbering",
    "circular_moves", "closed_tour", "count_nodes", "count_tours", "distance_grid", "fewest_moves", "format_board",
    "format_square", "is_knight_tour", "knight_targets", "knightl_table", "leaper_offsets", "minimum_moves",
    "move_counts", "parse_square", "pruned_tour", "recursive_moves", "robust_tour", "shortest_path", "state_after",
    "warnsdorff_tour",
]
