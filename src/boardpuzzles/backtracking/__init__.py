"""Chapter 3: a knight's tour by backtracking, as in e-olymp problem 10242 "Путь коня" ("Knight's path").

The knight starts in the top-left corner and tries its eight jumps in a fixed order (:data:`ARTICLE_ORDER`),
taking a move back when stuck. Every search takes a budget and follows the package's one rule
(:mod:`boardpuzzles.search`). One topic per module; every name below is importable from here.

.. table:: The backtracking package's modules

   ============================= ==============================================================================
   module                        what it holds
   ============================= ==============================================================================
   ``backtracking.jumps``        the article's move order, the jump table, the limits and checks all share
   ``backtracking.remaining``    the pruning rule: :class:`RemainingSquares` and :func:`dead_end`, which words it
   ``backtracking.searches``     the plain search (the article's) and the pruned search (the same first tour)
   ``backtracking.program``      a line-by-line port of the article's C program, the searches' reference
   ``backtracking.events``       the search's events, for the pictures, and the boards they replay
   ``backtracking.counting``     the tour counter, and Knuth's estimate of its size
   ============================= ==============================================================================

>>> from boardpuzzles.backtracking import backtracking_tour, pruned_search
>>> backtracking_tour(5)[:3], pruned_search(8).nodes
([(0, 0), (2, 1), (4, 2)], 313)
"""

from boardpuzzles.backtracking.counting import COUNT_BUDGET, count_tours, estimate_count_nodes
from boardpuzzles.backtracking.events import SearchEvent, replay_events, search_events
from boardpuzzles.backtracking.jumps import (
    ARTICLE_ORDER,
    JUDGE_MAX_SIZE,
    MAX_BACKTRACK_SIZE,
    jump_table,
    prepare_search,
    tour_budget_advice,
)
from boardpuzzles.backtracking.program import PROGRAM_BUDGET, knights_path_program
from boardpuzzles.backtracking.remaining import RemainingSquares, dead_end
from boardpuzzles.backtracking.searches import (
    PRUNED_SEARCH_BUDGET,
    TOUR_SEARCH_BUDGET,
    backtracking_search,
    backtracking_tour,
    count_nodes,
    pruned_search,
    pruned_tour,
)

# In the order of the API page: the limits and the jump table, the pruning rule, the searches, their events,
# the count.
__all__ = [
    "ARTICLE_ORDER", "JUDGE_MAX_SIZE", "MAX_BACKTRACK_SIZE", "TOUR_SEARCH_BUDGET", "PRUNED_SEARCH_BUDGET",
    "PROGRAM_BUDGET", "COUNT_BUDGET", "jump_table", "prepare_search", "tour_budget_advice", "RemainingSquares",
    "backtracking_search", "backtracking_tour", "knights_path_program", "pruned_search", "pruned_tour", "count_nodes",
    "dead_end", "SearchEvent", "search_events", "replay_events", "count_tours", "estimate_count_nodes",
]
