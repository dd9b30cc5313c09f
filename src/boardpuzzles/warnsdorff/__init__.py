"""Chapter 4: Warnsdorff's rule, after the article "数据结构与算法: 马踏棋盘" ("the horse on the chessboard").

Look one step ahead: go where the fewest onward moves remain. The article's Java program
(a stable sort by the *static* number of onward squares, with backtracking), true
Warnsdorff (counting only unvisited onward squares), tie-breaking rules, a solver that has
found an open tour wherever one exists in every test (from every square up to n = 12, from
the corner up to n = 60 and beyond), and closed tours. Every search that can explode takes a
budget and follows the package's one rule (:mod:`boardpuzzles.search`). One topic per module;
every name below is importable from here.

.. table:: The warnsdorff package's modules

   ============================= ==============================================================================
   module                        what it holds
   ============================= ==============================================================================
   ``warnsdorff.padded``         the article's candidate order, the size limit and checks, the padded board
   ``warnsdorff.article``        the article's rule: a static count, a stable sort, and backtracking
   ``warnsdorff.rule``           true Warnsdorff: the onward counts, the greedy walk and its tie-breaks
   ``warnsdorff.robust``         the robust solver: 16 orders, two tie-breaks, then bounded backtracking
   ``warnsdorff.closed``         closed tours: an open tour bent round by rotations until its ends meet
   ============================= ==============================================================================

>>> from boardpuzzles.warnsdorff import horse_board_search, warnsdorff_tour
>>> warnsdorff_tour(8)[:3]
[(0, 0), (1, 2), (0, 4)]
>>> horse_board_search(8).nodes
1952
"""

from boardpuzzles.warnsdorff.article import HORSE_BOARD_BUDGET, horse_board_candidates, horse_board_search
from boardpuzzles.warnsdorff.closed import CLOSING_BUDGET, MAX_CLOSED_SIZE, closed_tour
from boardpuzzles.warnsdorff.padded import CLOCKWISE_ORDER, MAX_WARNSDORFF_SIZE
from boardpuzzles.warnsdorff.robust import ROBUST_FALLBACK_BUDGET, candidate_orders, robust_tour
from boardpuzzles.warnsdorff.rule import TIE_BREAKS, onward_counts, warnsdorff_path, warnsdorff_tour, warnsdorff_walk

# In the order of the API page: the order, the limits and the budgets, the article's rule, true Warnsdorff,
# the robust solver, closed tours.
__all__ = [
    "CLOCKWISE_ORDER", "MAX_WARNSDORFF_SIZE", "TIE_BREAKS", "MAX_CLOSED_SIZE", "HORSE_BOARD_BUDGET",
    "ROBUST_FALLBACK_BUDGET", "CLOSING_BUDGET", "horse_board_candidates", "horse_board_search", "onward_counts",
    "warnsdorff_walk", "warnsdorff_path", "warnsdorff_tour", "candidate_orders", "robust_tour", "closed_tour",
]
