"""The Tower of Hanoi (chapter 5), one topic in seven modules.

.. table:: The Tower of Hanoi's modules

   ========================= ==========================================================
   module                    what it holds
   ========================= ==========================================================
   ``hanoi.checks``          pegs, disks, states, moves, directions, and their checks
   ``hanoi.rules``           the starting state, the legal moves, playing and replaying them
   ``hanoi.methods``         the circular-peg and recursive methods
   ``hanoi.formulas``        any step of the circular method by formula
   ``hanoi.graph``           the state graph, its Sierpinski layout, brute-force searches
   ``hanoi.trace``           the printed traces of the article and the command line
   ``hanoi.four_pegs``       the four-peg exercise (Frame–Stewart)
   ========================= ==========================================================

The names of :mod:`boardpuzzles.hanoi.checks`, :mod:`boardpuzzles.hanoi.rules`,
:mod:`boardpuzzles.hanoi.methods` and :mod:`boardpuzzles.hanoi.formulas` are importable from here too:

>>> from boardpuzzles.hanoi import circular_moves, minimum_moves
>>> len(list(circular_moves(3))) == minimum_moves(3)
True
"""

from boardpuzzles.hanoi.checks import (
    DIRECTIONS,
    MAX_DISKS,
    PEGS,
    Move,
    State,
    direction_step,
    require_disks,
    require_peg,
    require_state,
    require_step,
)
from boardpuzzles.hanoi.formulas import disk_at_step, minimum_moves, move_at, state_after, step_of
from boardpuzzles.hanoi.methods import circular_moves, disk_direction, final_peg, move_tower, recursive_moves
from boardpuzzles.hanoi.rules import (
    apply_move,
    initial_state,
    is_game_over,
    is_legal_move,
    legal_moves,
    replay_moves,
    why_illegal,
)

__all__ = [
    "DIRECTIONS", "MAX_DISKS", "PEGS", "Move", "State", "apply_move", "circular_moves", "direction_step",
    "disk_at_step", "disk_direction", "final_peg", "initial_state", "is_game_over", "is_legal_move", "legal_moves",
    "minimum_moves", "move_at", "move_tower", "recursive_moves", "replay_moves", "require_disks", "require_peg",
    "require_state", "require_step", "state_after", "step_of", "why_illegal",
]
