"""The Tower of Hanoi as a graph of states, and the searches that wander through it.

Every way to give each of ``n`` disks a peg is one legal state, so there are ``3**n``
states; two are joined when one legal move leads from one to the other. This module
builds that graph (:func:`state_graph`), draws it as a Sierpinski triangle
(:func:`sierpinski_xy`), finds a shortest path in it by breadth-first search
(:func:`state_path`), and plays the two brute-force searches chapter 5 sets against the
circular method of :mod:`boardpuzzles.hanoi`: depth-first backtracking
(:func:`backtracking_solve`) and random play (:func:`random_play`).

Both brute-force searches return a :class:`~boardpuzzles.search.SearchResult` and raise
:class:`~boardpuzzles.search.SearchBudgetExceeded` when their budget runs out.

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

from boardpuzzles.hanoi.methods import PEGS, Move, State, apply_move, initial_state, is_game_over, legal_moves, require_disks, require_peg, require_state
from boardpuzzles.search import SearchBudgetExceeded, SearchResult, require_budget

#: The largest tower whose full state graph (3**n states) is built.
MAX_GRAPH_DISKS = 8

#: The default budget of :func:`backtracking_solve`, in states placed.
BACKTRACKING_SOLVE_BUDGET = 100_000

#: The default budget of :func:`random_play`, in moves made.
RANDOM_PLAY_BUDGET = 1_000_000

#: Where the Sierpinski layout puts the corner of each peg (peg 0 bottom left, peg 1 bottom right, peg 2 on top).
SIERPINSKI_CORNERS = ((0.0, 0.0), (1.0, 0.0), (0.5, math.sqrt(3) / 2))


# --- the state graph -------------------------------------------------------------------------


def state_from_pegs(pegs_of_disks: Iterable[int]) -> State:
    """Build the state where disk ``d`` stands on peg ``pegs_of_disks[d - 1]``.

    Every assignment of pegs to disks is one legal state: on each peg the disks are stacked largest first.

    >>> state_from_pegs((1, 0, 0))
    ((3, 2), (1,), ())
    """
    where = list(pegs_of_disks)
    pegs = [[], [], []]
    for disk in range(len(where), 0, -1):
        pegs[require_peg(where[disk - 1])].append(disk)
    return tuple(map(tuple, pegs))


def state_graph(disks: int) -> dict[State, list[State]]:
    """Return every state of ``n`` disks with the states one legal move away.

    There are ``3**n`` states and ``3 * (3**n - 1) / 2`` edges. States are listed in
    the order of :func:`itertools.product` over each disk's peg; neighbours in
    :func:`~boardpuzzles.hanoi.legal_moves` order.

    Raises
    ------
    ValueError
        If ``n`` is not a whole number from 1 to :data:`MAX_GRAPH_DISKS`.

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
    source, target : state
        Where the path starts and ends.

    Returns
    -------
    list of states or None
        ``source`` first and ``target`` last; one move more than the states in between.

    Raises
    ------
    ValueError
        If ``source`` is not a state of ``graph``.

    Examples
    --------
    >>> graph = state_graph(2)
    >>> len(state_path(graph, initial_state(2, start=0), initial_state(2, start=2))) - 1
    3
    """
    if source not in graph:
        raise ValueError(f"source state must be a state of the graph, got {source!r}")
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

    The largest disk's peg picks one of three sub-triangles (of side ``2**(n-1)``); inside
    it, the two other pegs swap corners, so the states joined by a move of the largest
    disk face each other. Repeating this for every smaller disk puts every edge at length 1
    and the tower on peg ``p`` at corner ``p`` of a triangle of side ``2**n - 1``
    (see :data:`SIERPINSKI_CORNERS`).

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

    States already seen are skipped; moves are tried in :func:`~boardpuzzles.hanoi.legal_moves`
    order. The state graph is connected, so the search always ends the game if its budget
    lasts.

    Parameters
    ----------
    n : int
        Number of disks, 1 to :data:`~boardpuzzles.hanoi.MAX_DISKS`.
    budget : int
        The most states the search may place, the start included.
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
        For a bad ``n``, budget or start peg.
    SearchBudgetExceeded
        If the game is not over after ``budget`` states (the unit is ``"states"``).

    Examples
    --------
    >>> result = backtracking_solve(3)
    >>> len(result.path), result.nodes
    (13, 14)
    """
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
            raise SearchBudgetExceeded("the Hanoi backtracking search", budget, unit="states")
        nxt = apply_move(here, move)
        path.append(move)
        seen.add(nxt)
        if is_game_over(nxt, start=start):
            return SearchResult(path, len(seen))
        stack.append((nxt, iter(legal_moves(nxt))))


def random_play(disks: int, *, seed: int = 0, budget: int = RANDOM_PLAY_BUDGET, start: int = 0) -> SearchResult:
    """Make random legal moves until the game ends.

    Each move is drawn uniformly from :func:`~boardpuzzles.hanoi.legal_moves` by a
    :class:`random.Random` seeded with ``seed``, so a seed always gives the same game.

    Parameters
    ----------
    n : int
        Number of disks, 1 to :data:`~boardpuzzles.hanoi.MAX_DISKS`.
    seed : int
        The seed of the random choices.
    budget : int
        The most moves the player may make.
    start : int
        The peg the tower starts on, 0-based.

    Returns
    -------
    SearchResult
        ``path`` is the list of moves made; ``nodes`` is their number (one state placed per move).

    Raises
    ------
    SearchBudgetExceeded
        If the game is not over after ``budget`` moves (the unit is ``"moves"``).
    ValueError
        For a bad ``n``, budget or start peg.

    Examples
    --------
    A random player needs far more than the 7 moves of the method:

    >>> len(random_play(3, seed=1).path) > 7
    True
    """
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
    raise SearchBudgetExceeded("random play", budget, unit="moves")
