"""The Tower of Hanoi as a graph of states, and the searches that wander through it.

Every way to give each disk a peg is one legal state, so a tower of ``disks`` disks has
``3**disks`` states; two are joined when one legal move leads from one to the other. This module
builds that graph (:func:`state_graph`), draws it as a Sierpinski triangle
(:func:`sierpinski_xy`), finds a shortest path in it by breadth-first search
(:func:`state_path`), and plays the two brute-force searches chapter 5 sets against the
circular method of :mod:`boardpuzzles.hanoi.methods`: depth-first backtracking
(:func:`backtracking_solve`) and random play (:func:`random_play`).

Both brute-force searches return a :class:`~boardpuzzles.search.SearchResult`. When their budget
runs out they raise :class:`~boardpuzzles.search.SearchBudgetExceeded`, whose message says what
the whole search would need: the budget to pass, and about how long it would take.

>>> graph = state_graph(2)
>>> len(graph), len(state_path(graph, ((2, 1), (), ()), ((), (), (2, 1)))) - 1
(9, 3)
"""

from __future__ import annotations

import math
import random
from collections import deque
from collections.abc import Iterable
from itertools import product

from boardpuzzles.errors import StateError
from boardpuzzles.hanoi.checks import PEGS, Move, State, require_disks, require_peg, require_state
from boardpuzzles.hanoi.rules import apply_move, initial_state, is_game_over, legal_moves
from boardpuzzles.search import MAX_BUDGET, SearchBudgetExceeded, SearchResult, require_budget
from boardpuzzles.wording import count_of, duration, round_up, two_digits

#: The largest tower whose full state graph (``3**disks`` states) is built.
MAX_GRAPH_DISKS = 8

#: The default budget of :func:`backtracking_solve`, in states placed: it runs out in about 1.5 s
#: (1.2 s for 12 disks to 1.7 s for 64, measured). 11 disks (88,574 states) is the largest tower it finishes.
BACKTRACKING_SOLVE_BUDGET = 100_000

#: The default budget of :func:`random_play`, in moves made: it runs out in about 5 s (3.6 to 5.0 s,
#: measured for 10 and 64 disks). It covers an average game of 8 disks (288,000 moves), not one of 9 (1,450,000).
RANDOM_PLAY_BUDGET = 1_000_000

#: Where the Sierpinski layout puts the corner of each peg (peg 0 bottom left, peg 1 bottom right, peg 2 on top).
SIERPINSKI_CORNERS = ((0.0, 0.0), (1.0, 0.0), (0.5, math.sqrt(3) / 2))

# The speeds behind the times in the budget messages, measured with the default budgets run out (an AMD EPYC,
# Python 3.11, December 2026; CPU time, one process): the backtracking search placed 60,000 to 85,000 states a
# second and held 650 B (12 disks) to 1,070 B (64 disks) per state placed; random play made 200,000 to 280,000
# moves a second and held 73 B per move. The messages use the slower speeds.
_STATES_PER_SECOND = 60_000
_BYTES_PER_STATE = 1_000
_MOVES_PER_SECOND = 200_000
_BYTES_PER_MOVE = 75


# --- the state graph -------------------------------------------------------------------------


def state_from_pegs(pegs_of_disks: Iterable[int]) -> State:
    """Build the state where disk ``d`` stands on peg ``pegs_of_disks[d - 1]``.

    Every assignment of pegs to disks is one legal state: on each peg the disks are stacked largest first.

    Parameters
    ----------
    pegs_of_disks : iterable of int
        The peg of disk 1, of disk 2, and so on, 0-based; 1 to
        :data:`~boardpuzzles.hanoi.checks.MAX_DISKS` of them.

    Returns
    -------
    tuple of three tuples
        The disks on each peg, bottom to top.

    Raises
    ------
    ValueError
        If a peg is not 0, 1 or 2, or there are no disks or too many.

    Examples
    --------
    >>> state_from_pegs((1, 0, 0))
    ((3, 2), (1,), ())
    """
    where = list(pegs_of_disks)
    require_disks(len(where))
    pegs = [[], [], []]
    for disk in range(len(where), 0, -1):
        pegs[require_peg(where[disk - 1], name=f"peg of disk {disk}")].append(disk)
    return tuple(map(tuple, pegs))


def state_graph(disks: int) -> dict[State, list[State]]:
    """Return every state of a tower with the states one legal move away.

    There are ``3**disks`` states and ``3 * (3**disks - 1) / 2`` edges. States are listed in
    the order of :func:`itertools.product` over each disk's peg; neighbours in
    :func:`~boardpuzzles.hanoi.rules.legal_moves` order.

    Parameters
    ----------
    disks : int
        Number of disks, 1 to :data:`MAX_GRAPH_DISKS`.

    Returns
    -------
    dict
        Each state, with the list of states one move away.

    Raises
    ------
    ValueError
        If ``disks`` is not a whole number from 1 to :data:`MAX_GRAPH_DISKS`.

    Examples
    --------
    >>> graph = state_graph(2)
    >>> len(graph), sum(map(len, graph.values())) // 2
    (9, 12)
    """
    disks = require_disks(disks, maximum=MAX_GRAPH_DISKS)
    states = [state_from_pegs(where) for where in product(PEGS, repeat=disks)]
    return {state: [apply_move(state, move) for move in legal_moves(state)] for state in states}


def state_path(graph: dict[State, list[State]], source: State, target: State) -> list[State] | None:
    """Return a shortest list of states from ``source`` to ``target`` by breadth-first search, or ``None``.

    Ties go to the neighbour listed first in ``graph``. In a graph from :func:`state_graph`
    every state can reach every other, so ``None`` only comes from a graph built some other way.

    Parameters
    ----------
    graph : dict
        Each state with the states one move away, as :func:`state_graph` returns it.
    source, target : tuple of three tuples
        Where the path starts and ends: two states of ``graph``.

    Returns
    -------
    list of states or None
        ``source`` first and ``target`` last; one move more than the states in between.

    Raises
    ------
    ValueError
        If ``source`` or ``target`` is not a state of ``graph``.

    Examples
    --------
    >>> graph = state_graph(2)
    >>> len(state_path(graph, initial_state(2, start=0), initial_state(2, start=2))) - 1
    3
    """
    for name, state in (("source", source), ("target", target)):
        if state not in graph:
            raise StateError(f"{name} state must be a state of the graph, got {state!r}")
    parent = {source: None}
    queue = deque([source])
    while queue:
        here = queue.popleft()
        if here == target:
            path = []
            while here is not None:
                path.append(here)
                here = parent[here]
            return path[::-1]
        for nxt in graph[here]:
            if nxt not in parent:
                parent[nxt] = here
                queue.append(nxt)
    return None


def sierpinski_xy(state: State) -> tuple[float, float]:
    """Return the point where the state sits in the Sierpinski-triangle drawing of the state graph.

    The largest disk's peg picks one of three sub-triangles (of side ``2**(disks - 1)``); inside
    it, the two other pegs swap corners, so the states joined by a move of the largest
    disk face each other. Repeating this for every smaller disk puts every edge at length 1
    and the tower on peg ``p`` at corner ``p`` of a triangle of side ``2**disks - 1``
    (see :data:`SIERPINSKI_CORNERS`).

    Parameters
    ----------
    state : tuple of three tuples
        The disks on each peg, bottom to top.

    Returns
    -------
    (float, float)
        The point ``(x, y)``; the tower on peg 0 sits at ``(0, 0)``.

    Raises
    ------
    ValueError
        For a broken state (:func:`~boardpuzzles.hanoi.checks.require_state`).

    Examples
    --------
    >>> sierpinski_xy(((2, 1), (), ()))
    (0.0, 0.0)
    >>> sierpinski_xy(((), (2, 1), ()))
    (3.0, 0.0)
    """
    where = {disk: peg for peg, disks in enumerate(require_state(state)) for disk in disks}
    corner_of = [0, 1, 2]
    x = y = 0.0
    for disk in range(len(where), 0, -1):
        peg = where[disk]
        cx, cy = SIERPINSKI_CORNERS[corner_of[peg]]
        x, y = x + cx * 2 ** (disk - 1), y + cy * 2 ** (disk - 1)
        a, b = (p for p in PEGS if p != peg)
        corner_of[a], corner_of[b] = corner_of[b], corner_of[a]
    return x, y


# --- brute force, for comparison ---------------------------------------------------------------


def backtracking_solve(disks: int, *, budget: int = BACKTRACKING_SOLVE_BUDGET, start: int = 0) -> SearchResult:
    """Search depth-first with an explicit stack until the game ends, undoing moves at dead ends.

    States already seen are skipped; moves are tried in :func:`~boardpuzzles.hanoi.rules.legal_moves`
    order. The state graph is connected, so the search always ends the game if its budget
    lasts; it places each state at most once, so ``budget=3**disks`` always lasts. It keeps
    every state it placed, about 1 kB each.

    Parameters
    ----------
    disks : int
        Number of disks, 1 to :data:`~boardpuzzles.hanoi.checks.MAX_DISKS`.
    budget : int
        The most states the search may place, the start included. The default runs out
        in about 1.5 s (:data:`BACKTRACKING_SOLVE_BUDGET`).
    start : int
        The peg the tower starts on, 0-based.

    Returns
    -------
    SearchResult
        ``path`` is the list of moves that ends the game; ``nodes`` counts the states
        placed, the start and the ones taken back included.

    Raises
    ------
    ValueError
        For a bad number of disks, budget or start peg.
    SearchBudgetExceeded
        If the game is not over after ``budget`` states (the unit is ``"states"``); the message
        gives the budget that always suffices, ``3**disks``, and about how long it takes.

    Examples
    --------
    >>> result = backtracking_solve(3)
    >>> len(result.path), result.nodes
    (13, 14)
    >>> backtracking_solve(5, budget=100)
    Traceback (most recent call last):
    ...
    boardpuzzles.search.SearchBudgetExceeded: the Hanoi backtracking search stopped after its budget of 100 states \
without finishing; it places each state at most once, so 3**5 = 243 states always suffice (about 4 ms): \
pass budget=243
    """
    disks = require_disks(disks)
    state = initial_state(disks, start=start)
    budget = require_budget(budget)
    seen = {state}
    stack = [(state, iter(legal_moves(state)))]
    path: list[Move] = []
    while True:                                  # the goal is always reachable: no exit but return and raise
        here, options = stack[-1]
        move = next((m for m in options if apply_move(here, m) not in seen), None)
        if move is None:                         # dead end: undo the last move
            stack.pop()
            path.pop()
            continue
        if len(seen) == budget:
            raise SearchBudgetExceeded("the Hanoi backtracking search", budget, unit="states",
                                       needed=_backtracking_needed(disks))
        nxt = apply_move(here, move)
        path.append(move)
        seen.add(nxt)
        if is_game_over(nxt, start=start):
            return SearchResult(path, len(seen))
        stack.append((nxt, iter(legal_moves(nxt))))


def random_play(disks: int, *, seed: int = 0, budget: int = RANDOM_PLAY_BUDGET, start: int = 0) -> SearchResult:
    """Make random legal moves until the game ends.

    Each move is drawn uniformly from :func:`~boardpuzzles.hanoi.rules.legal_moves` by a
    :class:`random.Random` seeded with ``seed``, so a seed always gives the same game. A game
    of ``d`` disks takes ``(3**d - 1) * (5**d - 3**d) / (4 * 3**(d - 1))`` moves on average:
    about 11,000 for 6 disks, 288,000 for 8, 7.3 million for 10.

    Parameters
    ----------
    disks : int
        Number of disks, 1 to :data:`~boardpuzzles.hanoi.checks.MAX_DISKS`.
    seed : int
        The seed of the random choices.
    budget : int
        The most moves the player may make. The default runs out in about 5 s
        (:data:`RANDOM_PLAY_BUDGET`).
    start : int
        The peg the tower starts on, 0-based.

    Returns
    -------
    SearchResult
        ``path`` is the list of moves made; ``nodes`` is their number (one state placed per move).

    Raises
    ------
    ValueError
        For a bad number of disks, budget or start peg.
    SearchBudgetExceeded
        If the game is not over after ``budget`` moves (the unit is ``"moves"``); the message gives
        the average game and a budget that fewer than 1 game in 500 outlasts.

    Examples
    --------
    A random player needs far more than the 7 moves of the method:

    >>> len(random_play(3, seed=1).path) > 7
    True
    >>> random_play(4, budget=100)
    Traceback (most recent call last):
    ...
    boardpuzzles.search.SearchBudgetExceeded: random play stopped after its budget of 100 moves without finishing; \
a game of 4 disks takes about 400 moves on average (about 2 ms): pass budget=2_100, five times that, which \
fewer than 1 game in 500 outlasts
    """
    disks = require_disks(disks)
    state = initial_state(disks, start=start)
    budget = require_budget(budget)
    rng = random.Random(seed)
    moves: list[Move] = []
    while len(moves) < budget:
        move = rng.choice(legal_moves(state))
        state = apply_move(state, move)
        moves.append(move)
        if is_game_over(state, start=start):
            return SearchResult(moves, len(moves))
    raise SearchBudgetExceeded("random play", budget, unit="moves", needed=_random_play_needed(disks, budget))


# --- what a search that ran out would need -------------------------------------------------------


def _backtracking_needed(disks: int) -> str:
    """Say which budget always finishes the backtracking search: it places each of ``3**disks`` states at most once."""
    states = 3**disks
    if states > MAX_BUDGET:
        return (f"it may place all 3**{disks} = {states:,} states ({duration(states / _STATES_PER_SECOND)}), "
                f"more than the largest budget, {MAX_BUDGET:,}")
    cost = _cost(states, _STATES_PER_SECOND, _BYTES_PER_STATE)
    return (f"it places each state at most once, so 3**{disks} = {states:,} states always suffice ({cost}): "
            f"pass budget={states:_}")


def _random_play_mean(disks: int) -> float:
    """Return the average number of moves of a random game: ``(3**d - 1) * (5**d - 3**d) / (4 * 3**(d - 1))``.

    >>> _random_play_mean(1), _random_play_mean(2)
    (1.0, 10.666666666666666)
    """
    # The mean time a random walk on the state graph takes from the start tower to either other tower. The
    # formula was fitted to the exact means for 1 to 8 disks (the walk's linear equations, solved), which it
    # matches, and simulation agrees (4,000 games each of 3 and 4 disks: within 1 %). In 20,000 games each of
    # 2 and of 4 disks, 0.13 % lasted more than five times the mean, hence "fewer than 1 game in 500".
    return (3**disks - 1) * (5**disks - 3**disks) / (4 * 3 ** (disks - 1))


def _random_play_needed(disks: int, budget: int) -> str:
    """Say how long an average random game of ``disks`` disks is, and which budget fewer than 1 game in 500 outlasts."""
    mean = _random_play_mean(disks)
    enough = round_up(5 * mean)
    average = f"a game of {count_of(disks, 'disk')} takes about {two_digits(mean)} moves on average"
    if enough > MAX_BUDGET:
        return (f"{average} ({duration(mean / _MOVES_PER_SECOND)}), and five times that is more than the largest "
                f"budget, {MAX_BUDGET:,}")
    average += f" ({_cost(mean, _MOVES_PER_SECOND, _BYTES_PER_MOVE)})"
    if budget >= enough:
        return (f"{average}; this seed's game outlasts five times that, as fewer than 1 game in 500 does: "
                "pass a larger budget or another seed")
    return f"{average}: pass budget={enough:_}, five times that, which fewer than 1 game in 500 outlasts"


def _cost(amount: float, per_second: float, bytes_each: float) -> str:
    """Say about how long ``amount`` steps take at ``per_second``, adding the memory they hold when it passes 1 GB."""
    gigabytes = amount * bytes_each / 1e9
    took = duration(amount / per_second)
    return f"{took} and {two_digits(gigabytes)} GB of memory" if gigabytes >= 1 else took
