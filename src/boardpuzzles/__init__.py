"""Pure solvers for the board puzzles of the *Knights and Pegs* book.

Algorithm modules (:mod:`~boardpuzzles.board`, :mod:`~boardpuzzles.knight`, and one per
chapter) return data and never print or plot. Drawing lives in
:mod:`boardpuzzles.plotting` and controls in :mod:`boardpuzzles.widgets`; the command
line is :mod:`boardpuzzles.cli`.
"""

__version__ = "0.1.0"
