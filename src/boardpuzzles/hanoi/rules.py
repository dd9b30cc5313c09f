"""The rules of the Tower of Hanoi: the starting state, which moves are legal, and playing them.

A disk may move only from the top of its peg, onto an empty peg or a larger disk; the game ends
when the whole tower stands on another peg. States and moves are those of
:mod:`boardpuzzles.hanoi.checks`; the methods that choose the moves are in
:mod:`boardpuzzles.hanoi.methods`.

>>> legal_moves(initial_state(2))
[(1, 0, 1), (1, 0, 2)]
>>> list(replay_moves(initial_state(2), [(1, 0, 1), (2, 0, 2), (1, 1, 2)]))[-1]
((), (), (2, 1))
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from boardpuzzles.errors import MoveError
from boardpuzzles.hanoi.checks import _PEG_NUMBERING, PEGS, Move, State, require_disks, require_peg

# --- states and moves -----------------------------------------------------------------------


def initial_state(disks: int, *, start: int = 0) -> State:
    """Return the starting state: all the disks on peg ``start``, the largest at the bottom.

    Parameters
    ----------
    disks : int
        The number of disks, 1 to :data:`~boardpuzzles.hanoi.checks.MAX_DISKS`.
    start : int
        The peg the tower stands on, 0-based.

    Returns
    -------
    tuple of three tuples
        The disks on each peg, bottom to top.

    Raises
    ------
    ValueError
        For a bad number of disks or start peg.

    Examples
    --------
    >>> initial_state(2, start=2)
    ((), (), (2, 1))
    """
    disks, start = require_disks(disks), require_peg(start, name="start peg")
    return tuple(tuple(range(disks, 0, -1)) if peg == start else () for peg in PEGS)


def why_illegal(state: State, move: Move) -> str | None:
    """Return why ``move`` breaks a rule in ``state`` (naming pegs from 0, and saying so), or ``None`` if it is legal.

    Parameters
    ----------
    state : tuple of three tuples
        The disks on each peg, bottom to top (not checked).
    move : (int, int, int)
        ``(disk, source, target)``, pegs 0-based.

    Returns
    -------
    str or None
        The rule the move breaks, as a phrase, or ``None``.

    Examples
    --------
    >>> why_illegal(((3, 2), (1,), ()), (2, 0, 1))
    'disk 2 cannot go on the smaller disk 1'
    >>> why_illegal(((3, 2), (1,), ()), (1, 0, 2))
    'disk 1 is not on top of peg 0 (0-based)'
    >>> why_illegal(((3, 2), (1,), ()), (2, 0, 2)) is None
    True
    """
    disk, source, target = move
    if source not in PEGS or target not in PEGS:
        return f"pegs must be 0, 1 or 2 ({_PEG_NUMBERING}), got {source} and {target}"
    if source == target:
        return f"disk {disk} must move to another peg, got peg {source} (0-based) to itself"
    if not state[source] or state[source][-1] != disk:
        return f"disk {disk} is not on top of peg {source} (0-based)"
    if state[target] and state[target][-1] < disk:
        return f"disk {disk} cannot go on the smaller disk {state[target][-1]}"
    return None


def is_legal_move(state: State, move: Move) -> bool:
    """Say whether ``move`` is legal in ``state``: the disk is on top, and lands on an empty peg or a larger disk.

    Parameters
    ----------
    state : tuple of three tuples
        The disks on each peg, bottom to top.
    move : (int, int, int)
        ``(disk, source, target)``, pegs 0-based.

    Returns
    -------
    bool
        ``True`` when :func:`why_illegal` finds no rule broken.

    Examples
    --------
    >>> is_legal_move(((3, 2, 1), (), ()), (1, 0, 2))
    True
    >>> is_legal_move(((3, 2, 1), (), ()), (2, 0, 2))
    False
    """
    return why_illegal(state, move) is None


def apply_move(state: State, move: Move) -> State:
    """Return the state after ``move``; raise :class:`~boardpuzzles.errors.MoveError`, saying which rule, if illegal.

    Parameters
    ----------
    state : tuple of three tuples
        The disks on each peg, bottom to top.
    move : (int, int, int)
        ``(disk, source, target)``, pegs 0-based.

    Returns
    -------
    tuple of three tuples
        A new state; ``state`` itself is not changed.

    Raises
    ------
    MoveError
        If the move is illegal; the message gives the reason of :func:`why_illegal`.

    Examples
    --------
    >>> apply_move(((3, 2, 1), (), ()), (1, 0, 1))
    ((3, 2), (1,), ())
    >>> apply_move(((3, 2), (1,), ()), (2, 0, 1))
    Traceback (most recent call last):
    ...
    boardpuzzles.errors.MoveError: illegal move (2, 0, 1): disk 2 cannot go on the smaller disk 1
    """
    reason = why_illegal(state, move)
    if reason:
        raise MoveError(f"illegal move {tuple(move)}: {reason}")
    disk, source, target = move
    pegs = list(state)
    pegs[source] = state[source][:-1]
    pegs[target] = state[target] + (disk,)
    return tuple(pegs)


def replay_moves(state: State, moves: Iterable[Move]) -> Iterator[State]:
    """Yield the state after each move, starting from ``state``.

    Parameters
    ----------
    state : tuple of three tuples
        The state before the first move.
    moves : iterable of (int, int, int)
        The moves to make, pegs 0-based.

    Yields
    ------
    tuple of three tuples
        The state after each move (not the starting state).

    Raises
    ------
    ValueError
        At the first illegal move, as :func:`apply_move` does.

    Examples
    --------
    >>> list(replay_moves(initial_state(1), [(1, 0, 2)]))
    [((), (), (1,))]
    """
    for move in moves:
        state = apply_move(state, move)
        yield state


def is_game_over(state: State, *, start: int = 0) -> bool:
    """Say whether the whole tower stands on one peg other than ``start`` (the article's third rule).

    Parameters
    ----------
    state : tuple of three tuples
        The disks on each peg, bottom to top (not checked: the searches call this at every move).
    start : int
        The peg the tower started on, 0-based.

    Returns
    -------
    bool
        ``True`` when every disk stands on one peg that is not ``start``.

    Examples
    --------
    >>> is_game_over(((), (3, 2, 1), ())), is_game_over(((3, 2, 1), (), ()))
    (True, False)
    """
    count = sum(map(len, state))
    return any(len(disks) == count for peg, disks in enumerate(state) if peg != start)


def legal_moves(state: State) -> list[Move]:
    """Return every legal move in ``state``, ordered by source peg, then target peg.

    Parameters
    ----------
    state : tuple of three tuples
        The disks on each peg, bottom to top (not checked).

    Returns
    -------
    list of (int, int, int)
        The moves ``(disk, source, target)``, pegs 0-based: two when the whole tower stands on
        one peg, three otherwise.

    Examples
    --------
    >>> legal_moves(((3, 2), (1,), ()))
    [(2, 0, 2), (1, 1, 0), (1, 1, 2)]
    """
    return [(state[s][-1], s, t) for s in PEGS for t in PEGS
            if s != t and state[s] and (not state[t] or state[t][-1] > state[s][-1])]

