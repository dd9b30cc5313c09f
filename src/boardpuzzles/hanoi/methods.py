"""The Tower of Hanoi: its rules, the circular-peg method and the recursive method.

The vocabulary of chapter 5, used in the code, the prose and the plots:

- **Pegs** are numbered ``0, 1, 2`` in the code (the article's C program does the same);
  the command line and the printed traces show them as ``1, 2, 3``.
- **Disks** are numbered ``1`` (the smallest) to ``disks`` (the largest): the parameter ``disks``
  is the number of disks in the tower.
- A **state** is a tuple of three tuples, one per peg, each listing its disks from the
  bottom to the top: ``((3, 2, 1), (), ())`` is a 3-disk tower on peg 0.
- A **move** is a tuple ``(disk, source, target)``: the disk and the pegs it leaves and lands on.
- A **direction** is ``"right"`` (peg ``p`` to peg ``p + 1``) or ``"left"`` (``p`` to ``p - 1``);
  the pegs stand on a circle, so right of peg 2 is peg 0.

The circular method (the article's): repeat (1) move disk 1 one peg on in the chosen
direction, (2) make the only legal move that leaves disk 1 alone, until the game ends.

Any step of the circular method, found without playing the ones before it, is in
:mod:`boardpuzzles.hanoi.formulas`. The rest of chapter 5 lives beside them: the printed traces in
:mod:`boardpuzzles.hanoi.trace`, the state graph and the brute-force searches in
:mod:`boardpuzzles.hanoi.graph`, and the four-peg exercise in :mod:`boardpuzzles.hanoi.four_pegs`.

>>> list(circular_moves(2))
[(1, 0, 1), (2, 0, 2), (1, 1, 2)]
>>> list(recursive_moves(2))
[(1, 0, 1), (2, 0, 2), (1, 1, 2)]
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from boardpuzzles.board import require_in_range, require_int
from boardpuzzles.errors import DisksError, MoveError, OptionError, PegError, StateError, StepError

State = tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]
Move = tuple[int, int, int]

#: The three pegs, 0-based.
PEGS = (0, 1, 2)

#: The two directions and the peg step each makes around the circle of pegs.
DIRECTIONS = {"right": 1, "left": -1}

#: The largest tower any function here accepts. The recursive generator nests this deep,
#: far below Python's recursion limit, and 2**64 - 1 moves is the legend's tower.
MAX_DISKS = 64

# What every message about a peg number adds, since a reader of the traces counts from 1.
_PEG_NUMBERING = "the code numbers pegs from 0; the printed traces show them as 1, 2, 3"


# --- checks at the boundary -----------------------------------------------------------------


def require_disks(disks, *, maximum: int = MAX_DISKS) -> int:
    """Return the number of disks if it is a whole number from 1 to ``maximum``.

    Parameters
    ----------
    disks : int
        The number of disks to check.
    maximum : int
        The largest tower the caller accepts.

    Returns
    -------
    int
        ``disks``.

    Raises
    ------
    DisksError
        If ``disks`` is not a whole number from 1 to ``maximum``.

    Examples
    --------
    >>> require_disks(0)
    Traceback (most recent call last):
    ...
    boardpuzzles.errors.DisksError: number of disks must be between 1 and 64, got 0
    """
    return require_in_range(disks, "number of disks", 1, maximum, error=DisksError)


def require_peg(peg, *, name: str = "peg") -> int:
    """Return ``peg`` if it is 0, 1 or 2; the message for any other value says how the code and the traces count.

    Parameters
    ----------
    peg : int
        The peg to check, 0-based.
    name : str
        What the peg is, to begin the message: ``"source peg"``, ``"start peg"``.

    Returns
    -------
    int
        ``peg``.

    Raises
    ------
    PegError
        If ``peg`` is not 0, 1 or 2.

    Examples
    --------
    >>> require_peg(2)
    2
    >>> require_peg(3)  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    boardpuzzles.errors.PegError: peg must be 0, 1 or 2 (the code numbers pegs from 0; ... as 1, 2, 3), got 3
    """
    peg = require_int(peg, name, error=PegError)
    if peg not in PEGS:
        raise PegError(f"{name} must be 0, 1 or 2 ({_PEG_NUMBERING}), got {peg}")
    return peg


def direction_step(direction: str) -> int:
    """Return the peg step of a direction: ``+1`` for ``"right"``, ``-1`` for ``"left"``.

    Parameters
    ----------
    direction : {"right", "left"}
        The direction to check.

    Returns
    -------
    int
        The step around the circle of pegs, ``+1`` or ``-1``.

    Raises
    ------
    OptionError
        If ``direction`` is neither ``"right"`` nor ``"left"``.

    Examples
    --------
    >>> direction_step("left")
    -1
    >>> direction_step("up")
    Traceback (most recent call last):
    ...
    boardpuzzles.errors.OptionError: direction must be 'right' or 'left', got 'up'
    """
    if direction not in DIRECTIONS:
        raise OptionError(f"direction must be 'right' or 'left', got {direction!r}")
    return DIRECTIONS[direction]


def require_step(disks: int, k) -> int:
    """Return the step number ``k`` if it lies between 0 and ``2**disks - 1``, the length of the game.

    Parameters
    ----------
    disks : int
        The number of disks, 1 to :data:`MAX_DISKS`.
    k : int
        The step to check: 0 is the start, ``2**disks - 1`` the last move.

    Returns
    -------
    int
        ``k``.

    Raises
    ------
    DisksError
        If ``disks`` is out of range.
    StepError
        If ``k`` is not a whole number from 0 to ``2**disks - 1``.

    Examples
    --------
    >>> require_step(3, 8)
    Traceback (most recent call last):
    ...
    boardpuzzles.errors.StepError: step must be between 0 and 7 for 3 disks, got 8
    """
    disks, k = require_disks(disks), require_int(k, "step", error=StepError)
    last = (1 << disks) - 1
    if not 0 <= k <= last:
        raise StepError(f"step must be between 0 and {last} for {disks} disks, got {k}")
    return k


def require_state(state) -> State:
    """Return ``state`` if it is three pegs holding the disks 1, 2, ... once each, every peg largest first.

    Parameters
    ----------
    state : tuple of three tuples
        The disks on each peg, bottom to top.

    Returns
    -------
    tuple of three tuples
        ``state``, unchanged.

    Raises
    ------
    StateError
        If it is not three pegs, a disk is missing or doubled, or a larger disk is on a smaller.
    DisksError
        If there are no disks, or more than :data:`MAX_DISKS`.

    Examples
    --------
    >>> require_state(((3, 1), (2,), ()))
    ((3, 1), (2,), ())
    >>> require_state(((1, 2), (), ()))  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    boardpuzzles.errors.StateError: a state must be three pegs holding the disks 1, 2, ... once each, ... got ...
    """
    try:
        disks = sorted(disk for peg in state for disk in peg)
        stacked = all(list(peg) == sorted(peg, reverse=True) for peg in state)
        good = len(state) == 3 and disks == list(range(1, len(disks) + 1)) and stacked
    except TypeError:                           # not pegs of numbers at all
        good = False
    if not good:
        raise StateError("a state must be three pegs holding the disks 1, 2, ... once each, largest at the bottom, "
                         f"got {state!r}")
    require_disks(len(disks))
    return state


# --- states and moves -----------------------------------------------------------------------


def initial_state(disks: int, *, start: int = 0) -> State:
    """Return the starting state: all the disks on peg ``start``, the largest at the bottom.

    Parameters
    ----------
    disks : int
        The number of disks, 1 to :data:`MAX_DISKS`.
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


# --- the circular method (the article's) -----------------------------------------------------


def circular_moves(disks: int, *, direction: str = "right", start: int = 0) -> Iterator[Move]:
    """Yield the moves of the article's circular-peg method, one at a time.

    Repeat until the game ends: (1) move disk 1 one peg on in ``direction``, around the
    circle of pegs; (2) make the only legal move that does not touch disk 1. The moves
    stream, so ``circular_moves(30)`` never holds its billion moves in memory.

    Parameters
    ----------
    disks : int
        Number of disks, 1 to :data:`MAX_DISKS`.
    direction : {"right", "left"}
        Where disk 1 always goes: to peg ``p + 1`` or ``p - 1`` (mod 3).
    start : int
        The peg the tower starts on, 0-based.

    Yields
    ------
    (int, int, int)
        ``(disk, source, target)``, pegs 0-based. There are ``2**disks - 1`` moves.

    Raises
    ------
    ValueError
        For a bad number of disks, direction or start peg (raised on the first ``next``).

    Examples
    --------
    >>> list(circular_moves(3))
    [(1, 0, 1), (2, 0, 2), (1, 1, 2), (3, 0, 1), (1, 2, 0), (2, 2, 1), (1, 0, 1)]
    >>> list(circular_moves(2, direction="left"))
    [(1, 0, 2), (2, 0, 1), (1, 2, 1)]
    """
    disks, step, start = require_disks(disks), direction_step(direction), require_peg(start, name="start peg")
    pegs = [[], [], []]
    pegs[start] = list(range(disks, 0, -1))
    smallest = start
    while True:
        # step 1: disk 1 goes one peg on
        target = (smallest + step) % 3
        pegs[target].append(pegs[smallest].pop())
        yield (1, smallest, target)
        smallest = target
        # the game can end between the steps
        if len(pegs[target]) == disks:
            return
        # step 2: the one move that leaves disk 1 alone
        a, b = (smallest + 1) % 3, (smallest + 2) % 3
        peg_a, peg_b = pegs[a], pegs[b]
        if peg_a and (not peg_b or peg_a[-1] < peg_b[-1]):
            disk = peg_a.pop()
            peg_b.append(disk)
            yield (disk, a, b)
        else:
            disk = peg_b.pop()
            peg_a.append(disk)
            yield (disk, b, a)


def final_peg(disks: int, *, direction: str = "right", start: int = 0) -> int:
    """Return the peg where the circular method leaves the tower: the parity of the number of disks decides.

    For an odd number of disks the tower moves one peg in the chosen direction; for an even
    number it moves one peg the *other* way. (The article says the direction alone decides;
    that holds only for an odd number of disks.)

    Parameters
    ----------
    disks : int
        Number of disks, 1 to :data:`MAX_DISKS`.
    direction : {"right", "left"}
    start : int
        The peg the tower starts on, 0-based.

    Returns
    -------
    int
        The peg, 0-based.

    Raises
    ------
    ValueError
        For a bad number of disks, direction or start peg.

    Examples
    --------
    >>> final_peg(3), final_peg(4), final_peg(3, direction="left"), final_peg(4, direction="left")
    (1, 2, 2, 1)
    """
    disks, step, start = require_disks(disks), direction_step(direction), require_peg(start, name="start peg")
    return (start + (step if disks % 2 else -step)) % 3


def disk_direction(disk: int, *, direction: str = "right") -> int:
    """Return the peg step disk ``disk`` always makes: odd disks go like disk 1, even disks the other way.

    Parameters
    ----------
    disk : int
        The disk, 1 (the smallest) to :data:`MAX_DISKS`.
    direction : {"right", "left"}

    Returns
    -------
    int
        ``+1`` (to the next peg, ``p + 1``) or ``-1`` (to ``p - 1``), around the circle of pegs.

    Raises
    ------
    ValueError
        For a bad disk or direction.

    Examples
    --------
    >>> disk_direction(1), disk_direction(2), disk_direction(3, direction="left")
    (1, -1, -1)
    """
    step = direction_step(direction)
    return step if require_in_range(disk, "disk", 1, MAX_DISKS, error=DisksError) % 2 else -step


# --- the recursive method -------------------------------------------------------------------


def recursive_moves(disks: int, *, source: int = 0, target: int = 2) -> Iterator[Move]:
    """Yield the moves of the recursive method: the top ``disks - 1`` aside, the largest across, the rest back on top.

    The generators nest one level per disk, at most :data:`MAX_DISKS` = 64, far from Python's
    recursion limit. The moves stream, as in :func:`circular_moves`.

    Parameters
    ----------
    disks : int
        Number of disks, 1 to :data:`MAX_DISKS`.
    source, target : int
        The pegs (0-based, different) the tower starts and ends on.

    Yields
    ------
    (int, int, int)
        ``(disk, source, target)``; ``2**disks - 1`` moves.

    Raises
    ------
    ValueError
        For a bad number of disks, or pegs that are out of range or equal (raised on the first ``next``).

    Examples
    --------
    >>> list(recursive_moves(2, source=0, target=1))
    [(1, 0, 2), (2, 0, 1), (1, 2, 1)]
    >>> list(recursive_moves(3, source=0, target=1)) == list(circular_moves(3))
    True
    """
    disks = require_disks(disks)
    source, target = require_peg(source, name="source peg"), require_peg(target, name="target peg")
    if source == target:
        raise PegError(f"source and target pegs must differ, got {source} and {target}")
    yield from move_tower(disks, source, target, 3 - source - target)


def move_tower(disks: int, source: int, target: int,
               spare: int) -> Iterator[Move]:
    """Yield the moves that take the top ``disks`` disks from ``source`` to ``target``, the recursive method's core.

    To move a tower, move the smaller tower above its largest disk out of the way onto
    ``spare``, move the largest disk, and move the smaller tower back on top of it. The
    inputs are not checked: :func:`recursive_moves` checks them and calls this.

    Parameters
    ----------
    disks : int
        How many disks, from the top, to move (at least 1).
    source, target, spare : int
        The three different pegs, 0-based: from, to, and the one left over.

    Yields
    ------
    (int, int, int)
        ``(disk, source, target)``; ``2**disks - 1`` moves.

    Examples
    --------
    >>> list(move_tower(2, 0, 2, 1))
    [(1, 0, 1), (2, 0, 2), (1, 1, 2)]
    """
    if disks == 1:
        yield (1, source, target)
        return
    yield from move_tower(disks - 1, source, spare, target)
    yield (disks, source, target)
    yield from move_tower(disks - 1, spare, target, source)
