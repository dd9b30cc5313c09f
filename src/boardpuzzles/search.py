"""What every search that can explode shares: one result type and one rule for running out of budget.

A search in this package (a backtracking tour search, a tour count, the Warnsdorff
fallback, a brute-force Hanoi solver) takes a **budget**: the most *nodes* it may
visit. A node is one state placed on the search's stack, counted again when a
state is taken back and placed later. The rule is the same everywhere:

- the search finishes within its budget: it returns a :class:`SearchResult`,
  whose ``path`` is what it found, or ``None`` when it has *proved* there is nothing;
- it runs out first: it raises :class:`SearchBudgetExceeded`, never hangs, and
  never returns a half answer.

>>> SearchResult(path=None, nodes=15)
SearchResult(path=None, nodes=15)
>>> raise SearchBudgetExceeded("the tour count", 1_000)
Traceback (most recent call last):
...
boardpuzzles.search.SearchBudgetExceeded: the tour count stopped after its budget of 1,000 nodes without finishing; pass a larger budget
"""

from __future__ import annotations

from typing import Any, NamedTuple

from boardpuzzles.board import require_in_range

#: The largest budget any search accepts.
MAX_BUDGET = 10**12


class SearchResult(NamedTuple):
    """What a search found within its budget.

    ``path`` is the search's answer (a tour as a list of squares, or a list of Hanoi
    moves), or ``None`` when the whole search space was explored and holds none.
    ``nodes`` counts every state the search placed, including the ones it took back.
    """

    path: Any
    nodes: int


class SearchBudgetExceeded(RuntimeError):
    """A search used up its budget without finishing.

    ``what`` names the search, ``budget`` is the budget it had and ``unit`` what the
    budget counts (``"nodes"`` unless the search says otherwise).
    """

    def __init__(self, what: str, budget: int, unit: str = "nodes"):
        self.what, self.budget, self.unit = what, budget, unit
        super().__init__(f"{what} stopped after its budget of {budget:,} {unit} without finishing; "
                         "pass a larger budget")


def require_budget(budget) -> int:
    """Check a search budget: a whole number from 1 to :data:`MAX_BUDGET`.

    >>> require_budget(5_000)
    5000
    >>> require_budget(0)
    Traceback (most recent call last):
    ...
    ValueError: budget must be between 1 and 1000000000000, got 0
    """
    return require_in_range(budget, "budget", 1, MAX_BUDGET)
