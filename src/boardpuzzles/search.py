"""What every search that can explode shares: one result type and one rule for running out of budget.

A search in this package (a backtracking tour search, a tour count, the Warnsdorff
fallback, a brute-force Hanoi solver) takes a **budget**: the most *nodes* it may
visit. A node is one state placed on the search's stack, counted again when a
state is taken back and placed later; a search whose steps are of another kind says
so (closing a tour counts rotations, random Hanoi play counts moves). The rule is the
same everywhere:

- the search finishes within its budget: it returns a :class:`SearchResult`,
  whose ``path`` is what it found, or ``None`` when it has *proved* there is nothing;
- it runs out first: it raises :class:`SearchBudgetExceeded`, never hangs, and
  never returns a half answer. Its message ends with what the full answer would
  need, when the search can tell (:func:`needed_budget` words it).

Each default budget stops its search within about 10 seconds: ``benchmarks/bench_budgets.py``
times them all (measured on a two-core machine).

>>> SearchResult(path=None, nodes=15)
SearchResult(path=None, nodes=15)
>>> raise SearchBudgetExceeded("the tour count", 1_000)  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
boardpuzzles.search.SearchBudgetExceeded: the tour count stopped after its budget of 1,000 nodes without finishing; ...
"""

from __future__ import annotations

from typing import Any, NamedTuple

from boardpuzzles.board import require_in_range
from boardpuzzles.errors import BudgetError
from boardpuzzles.wording import duration, round_up

#: The largest budget any search accepts.
MAX_BUDGET = 10**12


class SearchResult(NamedTuple):
    """What a search found within its budget.

    Parameters
    ----------
    path : object
        The search's answer (a tour as a list of squares, or a list of Hanoi moves), or
        ``None`` when the whole search space was explored and holds none.
    nodes : int
        Every state the search placed, including the ones it took back.

    Examples
    --------
    >>> SearchResult([(0, 0)], nodes=1).path
    [(0, 0)]
    """

    path: Any
    nodes: int


class SearchBudgetExceeded(RuntimeError):
    """A search used up its budget without finishing.

    Not an input error, so not one of :mod:`boardpuzzles.errors`: the input was good, and the
    answer was not found in time. It is a ``RuntimeError``, so ``except ValueError`` lets it
    through; a bad budget (0, or past :data:`MAX_BUDGET`) raises
    :class:`~boardpuzzles.errors.BudgetError` instead.

    ``what`` names the search, ``budget`` is the budget it had and ``unit`` what the
    budget counts (``"nodes"`` unless the search says otherwise). ``needed`` says, when the
    search can tell, what the full answer would take (a budget, or how long), as the end of
    a sentence; without it the message asks for a larger budget.

    Parameters
    ----------
    what : str
        The search, as the start of a sentence: ``"the pruned search"``.
    budget : int
        The budget it had.
    unit : str
        What the budget counts.
    needed : str or None
        What the full answer would need, for example
        ``"the full count needs about 4,000,000 nodes (about 20 s): pass budget=4_000_000"``.

    Examples
    --------
    >>> str(SearchBudgetExceeded("the tour count", 1_000))
    'the tour count stopped after its budget of 1,000 nodes without finishing; pass a larger budget'
    >>> str(SearchBudgetExceeded("random play", 10, unit="moves", needed="it needs about 40 moves: pass budget=100"))
    'random play stopped after its budget of 10 moves without finishing; it needs about 40 moves: pass budget=100'
    """

    def __init__(self, what: str, budget: int, *, unit: str = "nodes", needed: str | None = None):
        self.what, self.budget, self.unit, self.needed = what, budget, unit, needed
        super().__init__(f"{what} stopped after its budget of {budget:,} {unit} without finishing; "
                         + (needed or "pass a larger budget"))


def require_budget(budget) -> int:
    """Check a search budget: a whole number from 1 to :data:`MAX_BUDGET`.

    Parameters
    ----------
    budget : object
        The budget to check.

    Returns
    -------
    int
        ``budget`` as a plain ``int``.

    Raises
    ------
    BudgetError
        If ``budget`` is not a whole number from 1 to :data:`MAX_BUDGET`.

    Examples
    --------
    >>> require_budget(5_000)
    5000
    >>> require_budget(0)
    Traceback (most recent call last):
    ...
    boardpuzzles.errors.BudgetError: budget must be between 1 and 1000000000000, got 0
    """
    return require_in_range(budget, "budget", 1, MAX_BUDGET, error=BudgetError)


def needed_budget(nodes: float, pace: float, *, exact: bool = False, unit: str = "nodes") -> str:
    """Say what a search that needs ``nodes`` would take, as the end of a budget message.

    Unless ``exact``, the need is an estimate: it is rounded up to two significant digits and
    said to be "about". The time is the need divided by the ``pace`` of the search that stopped.

    Parameters
    ----------
    nodes : float
        The nodes (or other units) the whole search needs, known or estimated.
    pace : float
        How many the search visited a second before it stopped.
    exact : bool
        Whether ``nodes`` is known exactly.
    unit : str
        What ``nodes`` counts.

    Returns
    -------
    str
        ``"about N nodes (about T at this search's pace): pass budget=N"``, or, past
        :data:`MAX_BUDGET`, the same with the news that no budget is that large.

    Examples
    --------
    >>> print(needed_budget(4_012_345, 200_000))
    about 4,100,000 nodes (about 20 s at this search's pace): pass budget=4_100_000
    >>> print(needed_budget(248_169, 1_000_000, exact=True))
    248,169 nodes (about 250 ms at this search's pace): pass budget=248_169
    >>> print(needed_budget(3 * 10**40, 100_000))  # doctest: +ELLIPSIS
    about 3.0e+40 nodes (about 9.5e27 years at this search's pace): no budget is that large (the largest is ...)
    """
    if not exact:
        nodes = round_up(nodes)
    count = f"{nodes:,} {unit}" if nodes < 10**15 else f"{nodes:.1e} {unit}"
    took = duration(nodes / pace)
    largest = f"no budget is that large (the largest is {MAX_BUDGET:_})"
    advice = f"pass budget={nodes:_}" if nodes <= MAX_BUDGET else largest
    return f"{'' if exact else 'about '}{count} ({took} at this search's pace): {advice}"
