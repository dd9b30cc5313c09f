"""The Tower of Hanoi (chapter 5), one topic in five modules.

.. table:: The Tower of Hanoi's modules

   ========================= ==========================================================
   module                    what it holds
   ========================= ==========================================================
   ``hanoi.methods``         the rules, the circular-peg and recursive methods
   ``hanoi.formulas``        any step of the circular method by formula
   ``hanoi.graph``           the state graph, its Sierpinski layout, brute-force searches
   ``hanoi.trace``           the printed traces of the article and the command line
   ``hanoi.four_pegs``       the four-peg exercise (Frame–Stewart)
   ========================= ==========================================================

The names of :mod:`boardpuzzles.hanoi.methods` and :mod:`boardpuzzles.hanoi.formulas` are
importable from here too:

>>> from boardpuzzles.hanoi import circular_moves, minimum_moves
>>> len(list(circular_moves(3))) == minimum_moves(3)
True
"""

from boardpuzzles.hanoi.formulas import disk_at_step, minimum_moves, move_at, state_after, step_of
from boardpuzzles.hanoi.methods import (
    DIRECTIONS,
    MAX_DISKS,
    PEGS,
    Move,
    State,
    apply_move,
    circular_moves,
    direction_step,
    disk_direction,
    final_peg,
    initial_state,
    is_game_over,
    is_legal_move,
    legal_moves,
    move_tower,
    recursive_moves,
    replay_moves,
    require_disks,
    require_peg,
    require_state,
    require_step,
    why_illegal,
)

__all__ = [
    "DIRECTIONS", "MAX_DISKS", "PEGS", "Move", "State", "apply_move", "circular_moves", "direction_step",
    "disk_at_step", "disk_direction", "final_peg", "initial_state", "is_game_over", "is_legal_move", "legal_moves",
    "minimum_moves", "move_at", "move_tower", "recursive_moves", "replay_moves", "require_disks", "require_peg",
    "require_state", "require_step", "state_after", "step_of", "why_illegal",
]
