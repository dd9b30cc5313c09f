"""One breadth-first search from a start square, and everything it answers for one ``(a, b)`` leaper.

:func:`breadth_first_search` is the search; :func:`distance_grid`, :func:`bfs_layers`,
:func:`bfs_queue_steps`, :func:`fewest_moves` and :func:`shortest_path` check their input and
read their answer off it.

Tie-breaking: BFS takes squares first-in first-out and tries a square's jumps in
the order of :func:`boardpuzzles.knight.leaper_offsets` (sorted offsets). A square's
*parent* is the square that reached it first, and :func:`shortest_path` follows
parents back, so it always returns the same path.

>>> fewest_moves(8, 1, 2), shortest_path(3, 1, 2, target=(2, 2))
(6, [(0, 0), (1, 2), (2, 0), (0, 1), (2, 2)])
"""

from __future__ import annotations

from collections import deque
from typing import NamedTuple

from boardpuzzles.board import MAX_BOARD_SIZE, Offset, Square, on_board, require_board_size, require_square
from boardpuzzles.knight import leaper_offsets

#: The cell of a grid or table (in the judge's format) for a square the piece can never reach:
#: an answer, not an error. Functions that answer one question return ``None`` instead.
UNREACHABLE = -1

Grid = list[list[int]]


def _check(size: int, a: int, b: int, start: Square) -> tuple[int, tuple[Offset, ...], Square]:
    """Validate a search's input at the boundary; return the size, the piece's offsets and the start."""
    size = require_board_size(size, MAX_BOARD_SIZE)
    offsets = leaper_offsets(a, b)
    return size, offsets, require_square(size, start, name="start")


def breadth_first_search(
    size: int, offsets: tuple[Offset, ...], start: Square,
    *, target: Square | None = None,
) -> tuple[list[int], dict[Square, Square | None]]:
    """Run BFS from ``start``; stop when ``target`` leaves the queue.

    The one search behind every function of :mod:`boardpuzzles.distance` but
    the bitboard ones and the article's, on the ``size`` by ``size`` board.
    Each square gets its distance when it joins the queue: one more than the
    square it came from.

    The input is not checked, for speed: the functions that call it check it
    at their boundary (:func:`distance_grid` says what they require).

    Parameters
    ----------
    size : int
        The board size.
    offsets : tuple of (int, int)
        The moves of the piece, tried in this order, such as ``leaper_offsets(1, 2)``.
    start : (int, int)
        The 0-based square the search starts from; it must be on the board.
    target : (int, int) or None
        Stop as soon as this square leaves the queue; ``None`` searches the whole board.

    Returns
    -------
    distance : list of int
        Flat: ``distance[row * size + col]`` is the fewest moves to
        ``(row, col)``, or ``-1`` (:data:`UNREACHABLE`) if the search did
        not reach it.
    parent : dict
        Each reached square mapped to the square it was reached from (the
        start to ``None``), in the order BFS discovered them.

    Examples
    --------
    >>> offsets = leaper_offsets(1, 2)
    >>> distance, parent = breadth_first_search(3, offsets, (0, 0))
    >>> distance
    [0, 3, 2, 3, -1, 1, 2, 1, 4]
    >>> list(parent)[:3], parent[(2, 2)]
    ([(0, 0), (1, 2), (2, 1)], (0, 1))
    """
    distance = [UNREACHABLE] * (size * size)
    distance[start[0] * size + start[1]] = 0
    parent: dict[Square, Square | None] = {start: None}
    queue = deque([start])
    while queue:
        square = queue.popleft()
        if square == target:
            break
        row, col = square
        further = distance[row * size + col] + 1
        # knight_targets(size, square, offsets=offsets), inlined:
        # this loop is all the work of the table, and the call would
        # cost far more (benchmarks/bench_distance.py).
        for d_row, d_col in offsets:
            r, c = row + d_row, col + d_col
            if (0 <= r < size and 0 <= c < size
                    and distance[r * size + c] == UNREACHABLE):
                distance[r * size + c] = further
                parent[r, c] = square
                queue.append((r, c))
    return distance, parent


def search_one_piece(size: int, a: int, b: int) -> int:
    """The chapter's method for one piece, as its algorithm box reads: a queue, a parent map walked back.

    The program chapter 2's stepper runs, written to be read: it finds the fewest moves of the ``(a, b)``
    leaper from the corner (0, 0) to the far corner (size - 1, size - 1), in the steps of the box "The
    article's search for one piece". :func:`breadth_first_search` does the same search faster (a flat
    list of distances, the loop inlined), for every function of the chapter; this one gives the same
    answers (the tests check every board up to 12×12 and every piece up to (5, 5)).

    Parameters
    ----------
    size : int
        Board size, 1 to :data:`~boardpuzzles.board.MAX_BOARD_SIZE`.
    a, b : int
        The leaper's two steps: whole numbers of at least 0, not both 0.

    Returns
    -------
    int
        The fewest moves, or ``-1`` (:data:`UNREACHABLE`, the article's answer) when the far corner
        cannot be reached.

    Raises
    ------
    ValueError
        If the size or a step is not a whole number in its range.

    Examples
    --------
    >>> search_one_piece(5, 1, 2), search_one_piece(4, 2, 2), search_one_piece(1, 1, 2)
    (4, -1, 0)
    >>> search_one_piece(6, 1, 2) == fewest_moves(6, 1, 2)
    True
    """
    size = require_board_size(size, MAX_BOARD_SIZE)
    offsets = leaper_offsets(a, b)  # step 2: the piece's offsets
    start, target = (0, 0), (size - 1, size - 1)
    if start == target:
        return 0
    queue = deque([start])  # step 1: the queue holds the start,
    parent = {start: None}  # which is reached already, with no parent
    while queue:  # step 3
        square = queue.popleft()
        for d_row, d_col in offsets:  # step 4
            landing = (square[0] + d_row, square[1] + d_col)
            if not on_board(size, landing) or landing in parent:
                continue
            parent[landing] = square
            queue.append(landing)
            if landing == target:  # walk the parents back, counting the jumps
                moves = 0
                while landing != start:
                    landing = parent[landing]
                    moves += 1
                return moves
    return UNREACHABLE


def distance_grid(size: int, a: int, b: int, *, start: Square = (0, 0)) -> Grid:
    """Return the ``size`` by ``size`` grid of fewest moves from ``start`` for the ``(a, b)`` leaper.

    Parameters
    ----------
    size : int
        Board size, 1 to :data:`~boardpuzzles.board.MAX_BOARD_SIZE`.
    a, b : int
        The leaper's two steps: at least 0, not both 0.
    start : (int, int)
        The 0-based square the piece starts on.

    Returns
    -------
    list of list of int
        ``grid[row][col]`` is the fewest moves to ``(row, col)``, or :data:`UNREACHABLE` (``-1``) if the piece
        can never get there.

    Raises
    ------
    ValueError
        If ``size`` is out of range, a step is negative or not a whole number, ``a = b = 0``, or ``start``
        is off the board.

    Examples
    --------
    >>> distance_grid(3, 1, 2)
    [[0, 3, 2], [3, -1, 1], [2, 1, 4]]
    >>> distance_grid(3, 1, 1, start=(0, 1))
    [[-1, 0, -1], [1, -1, 1], [-1, 2, -1]]
    """
    size, offsets, start = _check(size, a, b, start)
    distance, _ = breadth_first_search(size, offsets, start)
    return [distance[row * size:(row + 1) * size] for row in range(size)]


def bfs_layers(size: int, a: int, b: int, *, start: Square = (0, 0)) -> list[list[Square]]:
    """Return the squares BFS reaches, layer by layer: ``layers[k]`` holds the squares exactly ``k`` moves away.

    Within a layer, squares are in the order BFS discovered them. Squares the piece
    can never reach are in no layer.

    Parameters
    ----------
    size : int
        Board size, 1 to :data:`~boardpuzzles.board.MAX_BOARD_SIZE`.
    a, b : int
        The leaper's two steps: at least 0, not both 0.
    start : (int, int)
        The 0-based square the piece starts on.

    Returns
    -------
    list of list of (int, int)
        The layers, ``layers[0] == [start]``; none is empty.

    Raises
    ------
    ValueError
        As :func:`distance_grid`.

    Examples
    --------
    >>> bfs_layers(3, 1, 2)
    [[(0, 0)], [(1, 2), (2, 1)], [(2, 0), (0, 2)], [(0, 1), (1, 0)], [(2, 2)]]
    """
    size, offsets, start = _check(size, a, b, start)
    distance, parent = breadth_first_search(size, offsets, start)
    layers: list[list[Square]] = [[] for _ in range(max(distance) + 1)]
    for row, col in parent:  # the parent map keeps discovery order
        layers[distance[row * size + col]].append((row, col))
    return layers


class QueueStep(NamedTuple):
    """One step of BFS: the square taken from the front of the queue, and what it did to the queue.

    ``square`` left the front of the queue, ``moves`` from the start; ``found`` lists
    the squares it reached first, in the order they joined the back; ``queue`` is the
    queue after the step, front first.
    """

    square: Square
    moves: int
    found: list[Square]
    queue: list[Square]


def bfs_queue_steps(size: int, a: int, b: int, *, start: Square = (0, 0)) -> list[QueueStep]:
    """Return BFS one square at a time: for each square taken from the queue, what it found and the queue left.

    Step ``k`` takes the ``k``-th square BFS discovered, since a queue hands its squares
    out in the order they joined it. The steps are read off the parent map of
    :func:`breadth_first_search`, so they show exactly the search every other function
    of this module runs. There is one step per reachable square; the last one leaves
    the queue empty.

    Parameters
    ----------
    size : int
        Board size, 1 to :data:`~boardpuzzles.board.MAX_BOARD_SIZE`.
    a, b : int
        The leaper's two steps: at least 0, not both 0.
    start : (int, int)
        The 0-based square the piece starts on.

    Returns
    -------
    list of QueueStep
        One step per reachable square, in the order BFS takes them off the queue.

    Raises
    ------
    ValueError
        As :func:`distance_grid`.

    Examples
    --------
    >>> steps = bfs_queue_steps(3, 1, 2)
    >>> steps[0]
    QueueStep(square=(0, 0), moves=0, found=[(1, 2), (2, 1)], queue=[(1, 2), (2, 1)])
    >>> steps[1].found, steps[1].queue
    ([(2, 0)], [(2, 1), (2, 0)])
    >>> len(steps), steps[-1].queue
    (8, [])
    """
    size, offsets, start = _check(size, a, b, start)
    distance, parent = breadth_first_search(size, offsets, start)
    order = list(parent)  # the order squares joined the queue, which is the order they leave it
    steps, back = [], 1
    for front, square in enumerate(order):
        joined = back
        while back < len(order) and parent[order[back]] == square:
            back += 1  # a square's finds join the queue together, right after the finds before them
        moves = distance[square[0] * size + square[1]]
        steps.append(QueueStep(square, moves, order[joined:back], order[front + 1:back]))
    return steps


def _target(size: int, target: Square | None) -> Square:
    """Check a search's target and return it; ``None`` means the far corner."""
    return (size - 1, size - 1) if target is None else require_square(size, target, name="target")


def fewest_moves(
    size: int, a: int, b: int, *, start: Square = (0, 0), target: Square | None = None,
) -> int | None:
    """Return the fewest moves of the ``(a, b)`` leaper from ``start`` to ``target``; ``None`` if it cannot get there.

    The target defaults to the far corner ``(size - 1, size - 1)``, as in the article. The
    search stops as soon as it takes the target off the queue.

    Parameters
    ----------
    size : int
        Board size, 1 to :data:`~boardpuzzles.board.MAX_BOARD_SIZE`.
    a, b : int
        The leaper's two steps: at least 0, not both 0.
    start : (int, int)
        The 0-based square the piece starts on.
    target : (int, int) or None
        The 0-based square to reach; ``None`` means the far corner ``(size - 1, size - 1)``.

    Returns
    -------
    int or None
        The fewest moves, 0 when ``start`` is the target, or ``None`` when the piece can never get there
        (a table writes :data:`UNREACHABLE` for it).

    Raises
    ------
    ValueError
        As :func:`distance_grid`, and if ``target`` is off the board.

    Examples
    --------
    >>> fewest_moves(6, 1, 2), fewest_moves(6, 2, 2), fewest_moves(6, 5, 5)
    (4, None, 1)
    >>> fewest_moves(8, 1, 2, start=(3, 3), target=(3, 3))
    0
    >>> fewest_moves(8, 1, 2, target=(8, 8))
    Traceback (most recent call last):
    ...
    boardpuzzles.errors.SquareError: target (8, 8) is off the 8×8 board: 0-based rows and columns run from 0 to 7
    """
    size, offsets, start = _check(size, a, b, start)
    target = _target(size, target)
    distance, _ = breadth_first_search(size, offsets, start, target=target)
    moves = distance[target[0] * size + target[1]]
    return None if moves == UNREACHABLE else moves


def shortest_path(
    size: int, a: int, b: int, *, start: Square = (0, 0), target: Square | None = None,
) -> list[Square] | None:
    """Return one shortest path from ``start`` to ``target`` (both included), or ``None`` if there is none.

    The path is found by walking the BFS parents back from the target, as the
    article does; see the module docstring for which path wins a tie.

    Parameters
    ----------
    size : int
        Board size, 1 to :data:`~boardpuzzles.board.MAX_BOARD_SIZE`.
    a, b : int
        The leaper's two steps: at least 0, not both 0.
    start : (int, int)
        The 0-based square the piece starts on.
    target : (int, int) or None
        The 0-based square to reach; ``None`` means the far corner ``(size - 1, size - 1)``.

    Returns
    -------
    list of (int, int) or None
        The squares from ``start`` to ``target``, one jump apart, ``fewest_moves + 1`` of them;
        ``None`` when the target cannot be reached.

    Raises
    ------
    ValueError
        As :func:`fewest_moves`.

    Examples
    --------
    >>> shortest_path(6, 1, 2)
    [(0, 0), (1, 2), (2, 4), (4, 3), (5, 5)]
    >>> shortest_path(6, 3, 4) is None
    True
    """
    size, offsets, start = _check(size, a, b, start)
    target = _target(size, target)
    _, parent = breadth_first_search(size, offsets, start, target=target)
    if target not in parent:
        return None
    path = [target]
    while parent[path[-1]] is not None:
        path.append(parent[path[-1]])
    return path[::-1]
