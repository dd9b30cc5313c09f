"""The Tower of Hanoi: its rules, the circular-peg method, the recursive method, and any step by formula.

The vocabulary of chapter 5, used in the code, the prose and the plots:

- **Pegs** are numbered ``0, 1, 2`` in the code (the article's C program does the same);
  the command line and the printed traces show them as ``1, 2, 3``.
- **Disks** are numbered ``1`` (the smallest) to ``n`` (the largest).
- A **state** is a tuple of three tuples, one per peg, each listing its disks from the
  bottom to the top: ``((3, 2, 1), (), ())`` is a 3-disk tower on peg 0.
- A **move** is a tuple ``(disk, source, target)``: the disk and the pegs it leaves and lands on.
- A **direction** is ``"right"`` (peg ``p`` to peg ``p + 1``) or ``"left"`` (``p`` to ``p - 1``);
  the pegs stand on a circle, so right of peg 2 is peg 0.

The circular method (the article's): repeat (1) move disk 1 one peg on in the chosen
direction, (2) make the only legal move that leaves disk 1 alone, until the game ends.

The rest of chapter 5 lives beside this module: the printed traces in
:mod:`boardpuzzles.hanoi.trace`, the state graph and the brute-force searches in
:mod:`boardpuzzles.hanoi.graph`, and the four-peg exercise in :mod:`boardpuzzles.hanoi.four_pegs`.

>>> list(circular_moves(2))
[(1, 0, 1), (2, 0, 2), (1, 1, 2)]
>>> state_after(3, 4)
((), (3,), (2, 1))
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from boardpuzzles.board import require_in_range, require_int

State = tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]
Move = tuple[int, int, int]

#: The three pegs, 0-based.
PEGS = (0, 1, 2)

#: The two directions and the peg step each makes around the circle of pegs.
DIRECTIONS = {"right": 1, "left": -1}

#: The largest tower any function here accepts. The recursive generator nests this deep,
#: far below Python's recursion limit, and 2**64 - 1 moves is the legend's tower.
MAX_DISKS = 64


# --- checks at the boundary -----------------------------------------------------------------


def require_disks(disks, *, maximum: int = MAX_DISKS) -> int:
    """Return the number of disks ``n`` if it is a whole number from 1 to ``maximum``.

    >>> require_disks(3)
    3
    >>> require_disks(0)
    Traceback (most recent call last):
    ...
    ValueError: number of disks must be between 1 and 64, got 0
    """
    return require_in_range(disks, "number of disks", 1, maximum)


def require_peg(peg, *, name: str = "peg") -> int:
    """Return ``peg`` if it is 0, 1 or 2 (0-based).

    >>> require_peg(3)
    Traceback (most recent call last):
    ...
    ValueError: peg must be between 0 and 2, got 3
    """
    return require_in_range(peg, name, 0, 2)


def direction_step(direction: str) -> int:
    """Return the peg step of a direction: ``+1`` for ``"right"``, ``-1`` for ``"left"``.

    >>> direction_step("left")
    -1
    >>> direction_step("up")
    Traceback (most recent call last):
    ...
    ValueError: direction must be 'right' or 'left', got 'up'
    """
    if direction not in DIRECTIONS:
        raise ValueError(f"direction must be 'right' or 'left', got {direction!r}")
    return DIRECTIONS[direction]


def require_step(disks: int, k) -> int:
    """Return the step number ``k`` if it lies between 0 and ``2**n - 1``, the length of the game.

    >>> require_step(3, 8)
    Traceback (most recent call last):
    ...
    ValueError: step must be between 0 and 7 for 3 disks, got 8
    """
    k = require_int(k, "step")
    last = (1 << disks) - 1
    if not 0 <= k <= last:
        raise ValueError(f"step must be between 0 and {last} for {disks} disks, got {k}")
    return k


def require_state(state) -> State:
    """Return ``state`` if it is three pegs holding the disks 1 to n once each, every peg largest first.

    >>> require_state(((3, 1), (2,), ()))
    ((3, 1), (2,), ())
    >>> require_state(((1, 2), (), ()))
    Traceback (most recent call last):
    ...
    ValueError: a state must be three pegs holding the disks 1 to n once each, largest at the bottom, got ((1, 2), (), ())
    """
    disks = sorted(disk for peg in state for disk in peg)
    stacked = all(list(peg) == sorted(peg, reverse=True) for peg in state)
    if len(state) != 3 or disks != list(range(1, len(disks) + 1)) or not stacked:
        raise ValueError(f"a state must be three pegs holding the disks 1 to n once each, largest at the bottom, got {state!r}")
    require_disks(len(disks))
    return state


# --- states and moves -----------------------------------------------------------------------


def initial_state(disks: int, *, start: int = 0) -> State:
    """Return the starting state: all ``n`` disks on peg ``start``, the largest at the bottom.

    >>> initial_state(3)
    ((3, 2, 1), (), ())
    """
    disks, start = require_disks(disks), require_peg(start, name="start peg")
    return tuple(tuple(range(disks, 0, -1)) if peg == start else () for peg in PEGS)


def why_illegal(state: State, move: Move) -> str | None:
    """Return why ``move`` breaks a rule in ``state``, or ``None`` if it is legal.

    >>> why_illegal(((3, 2), (1,), ()), (2, 0, 1))
    'disk 2 cannot go on the smaller disk 1'
    >>> why_illegal(((3, 2), (1,), ()), (2, 0, 2)) is None
    True
    """
    disk, source, target = move
    if source not in PEGS or target not in PEGS:
        return f"pegs must be 0, 1 or 2, got {source} and {target}"
    if source == target:
        return f"disk {disk} must move to another peg, got peg {source} to itself"
    if not state[source] or state[source][-1] != disk:
        return f"disk {disk} is not on top of peg {source}"
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

    Examples
    --------
    >>> is_legal_move(((3, 2, 1), (), ()), (1, 0, 2))
    True
    >>> is_legal_move(((3, 2, 1), (), ()), (2, 0, 2))
    False
    """
    return why_illegal(state, move) is None


def apply_move(state: State, move: Move) -> State:
    """Return the state after ``move``; raise ``ValueError`` (saying which rule) if the move is illegal.

    >>> apply_move(((3, 2, 1), (), ()), (1, 0, 1))
    ((3, 2), (1,), ())
    >>> apply_move(((3, 2), (1,), ()), (2, 0, 1))
    Traceback (most recent call last):
    ...
    ValueError: illegal move (2, 0, 1): disk 2 cannot go on the smaller disk 1
    """
    reason = why_illegal(state, move)
    if reason:
        raise ValueError(f"illegal move {tuple(move)}: {reason}")
    disk, source, target = move
    pegs = list(state)
    pegs[source] = state[source][:-1]
    pegs[target] = state[target] + (disk,)
    return tuple(pegs)


def replay_moves(state: State, moves: Iterable[Move]) -> Iterator[State]:
    """Yield the state after each move, starting from ``state``; an illegal move raises ``ValueError``.

    >>> list(replay_moves(initial_state(1), [(1, 0, 2)]))
    [((), (), (1,))]
    """
    for move in moves:
        state = apply_move(state, move)
        yield state


def is_game_over(state: State, *, start: int = 0) -> bool:
    """Say whether the whole tower stands on one peg other than ``start`` (the article's third rule).

    >>> is_game_over(((), (3, 2, 1), ())), is_game_over(((3, 2, 1), (), ()))
    (True, False)
    """
    n = sum(map(len, state))
    return any(len(disks) == n for peg, disks in enumerate(state) if peg != start)


def legal_moves(state: State) -> list[Move]:
    """Return every legal move in ``state``, ordered by source peg, then target peg.

    >>> legal_moves(((3, 2), (1,), ()))
    [(2, 0, 2), (1, 1, 0), (1, 1, 2)]
    """
    return [(state[s][-1], s, t) for s in PEGS for t in PEGS if s != t and state[s] and (not state[t] or state[t][-1] > state[s][-1])]


# --- the circular method (the article's) -----------------------------------------------------


def circular_moves(disks: int, *, direction: str = "right", start: int = 0) -> Iterator[Move]:
    """Yield the moves of the article's circular-peg method, one at a time.

    Repeat until the game ends: (1) move disk 1 one peg on in ``direction``, around the
    circle of pegs; (2) make the only legal move that does not touch disk 1. The moves
    stream, so ``n = 30`` never holds a billion moves in memory.

    Parameters
    ----------
    n : int
        Number of disks, 1 to :data:`MAX_DISKS`.
    direction : {"right", "left"}
        Where disk 1 always goes: to peg ``p + 1`` or ``p - 1`` (mod 3).
    start : int
        The peg the tower starts on, 0-based.

    Yields
    ------
    (int, int, int)
        ``(disk, source, target)``, pegs 0-based. There are ``2**n - 1`` moves.

    Raises
    ------
    ValueError
        For a bad ``n``, direction or start peg (raised on the first ``next``).

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
    """Return the peg where the circular method leaves the tower: the parity of ``n`` decides.

    For odd ``n`` the tower moves one peg in the chosen direction; for even ``n`` it moves
    one peg the *other* way. (The article says the direction alone decides; that holds
    only for odd ``n``.)

    >>> final_peg(3), final_peg(4), final_peg(3, direction="left"), final_peg(4, direction="left")
    (1, 2, 2, 1)
    """
    disks, step, start = require_disks(disks), direction_step(direction), require_peg(start, name="start peg")
    return (start + (step if disks % 2 else -step)) % 3


def disk_direction(disk: int, *, direction: str = "right") -> int:
    """Return the peg step disk ``disk`` always makes: odd disks go like disk 1, even disks the other way.

    >>> disk_direction(1), disk_direction(2), disk_direction(3, direction="left")
    (1, -1, -1)
    """
    step = direction_step(direction)
    return step if require_int(disk, "disk") % 2 else -step


# --- the recursive method -------------------------------------------------------------------


def recursive_moves(disks: int, *, source: int = 0, target: int = 2) -> Iterator[Move]:
    """Yield the moves of the recursive method: ``n - 1`` disks aside, the largest across, ``n - 1`` back on top.

    The generators nest ``n`` deep, at most :data:`MAX_DISKS` = 64, far from Python's
    recursion limit. The moves stream, as in :func:`circular_moves`.

    Parameters
    ----------
    n : int
        Number of disks, 1 to :data:`MAX_DISKS`.
    source, target : int
        The pegs (0-based, different) the tower starts and ends on.

    Yields
    ------
    (int, int, int)
        ``(disk, source, target)``; ``2**n - 1`` moves.

    Raises
    ------
    ValueError
        For a bad ``n`` or pegs (raised on the first ``next``).

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
        raise ValueError(f"source and target pegs must differ, got {source} and {target}")
    yield from _recursive(disks, source, target, 3 - source - target)


def _recursive(disks: int, source: int, target: int, spare: int) -> Iterator[Move]:
    if disks == 1:
        yield (1, source, target)
        return
    yield from _recursive(disks - 1, source, spare, target)
    yield (disks, source, target)
    yield from _recursive(disks - 1, spare, target, source)


# --- counting: any step, directly ------------------------------------------------------------


def minimum_moves(disks: int) -> int:
    """Return ``2**n - 1``, the fewest moves that move a tower of ``n`` disks.

    >>> minimum_moves(3), minimum_moves(64)
    (7, 18446744073709551615)
    """
    return (1 << require_disks(disks)) - 1


def disk_at_step(k: int) -> int:
    """Return the disk that moves at step ``k`` (1-based): one more than the trailing zeros of ``k`` in binary.

    >>> [disk_at_step(k) for k in range(1, 9)]
    [1, 2, 1, 3, 1, 2, 1, 4]
    """
    k = require_int(k, "step")
    if k < 1:
        raise ValueError(f"step must be at least 1, got {k}")
    return (k & -k).bit_length()


def _times_moved(disk: int, k: int) -> int:
    """Return how many times ``disk`` has moved in the first ``k`` steps: the odd multiples of ``2**(disk-1)`` up to ``k``.

    >>> [_times_moved(1, k) for k in range(8)]
    [0, 1, 1, 2, 2, 3, 3, 4]
    """
    return (k + (1 << (disk - 1))) >> disk


def state_after(disks: int, k: int, *, direction: str = "right", start: int = 0) -> State:
    """Return the state after step ``k`` of the circular method, without replaying the moves.

    Disk ``d`` moves at the steps ``2**(d-1)``, ``3 * 2**(d-1)``, ``5 * 2**(d-1)``, ... and
    always one peg the same way round (:func:`disk_direction`), so its peg follows from
    how often it has moved. That is ``n`` small sums: O(n), even for ``n = 64``.

    Parameters
    ----------
    n : int
        Number of disks, 1 to :data:`MAX_DISKS`.
    k : int
        Steps made, 0 to ``2**n - 1``.
    direction : {"right", "left"}
    start : int
        The starting peg, 0-based.

    Returns
    -------
    tuple of three tuples
        The disks on each peg, bottom to top.

    Raises
    ------
    ValueError
        For a bad ``n``, direction, start peg, or a step out of range.

    Examples
    --------
    >>> state_after(3, 7)
    ((), (3, 2, 1), ())
    >>> [len(disks) for disks in state_after(64, 2**63)]
    [0, 63, 1]
    """
    disks, step, start = require_disks(disks), direction_step(direction), require_peg(start, name="start peg")
    k = require_step(disks, k)
    pegs = [[], [], []]
    for disk in range(disks, 0, -1):
        turn = step if disk % 2 else -step
        pegs[(start + turn * _times_moved(disk, k)) % 3].append(disk)
    return tuple(map(tuple, pegs))


def move_at(disks: int, k: int, *, direction: str = "right", start: int = 0) -> Move:
    """Return the move made at step ``k`` (1 to ``2**n - 1``) of the circular method, in O(n).

    >>> move_at(3, 4)
    (3, 0, 1)
    """
    disks = require_disks(disks)
    if require_step(disks, k) == 0:
        raise ValueError(f"step must be between 1 and {(1 << disks) - 1} for a move, got 0")
    disk = disk_at_step(k)
    turn = disk_direction(disk, direction=direction)
    source = (require_peg(start, name="start peg") + turn * _times_moved(disk, k - 1)) % 3
    return disk, source, (source + turn) % 3


def step_of(state: State, *, direction: str = "right", start: int = 0) -> int | None:
    """Return the step ``k`` at which the circular method reaches ``state``, or ``None`` if it never does.

    The inverse of :func:`state_after`, read off from the largest disk down: while the
    tower of disks ``1..d`` moves from peg ``a`` to peg ``b``, disk ``d`` still on ``a``
    means the first half (bit ``d - 1`` of ``k`` is 0), on ``b`` the second half (the bit
    is 1), and on the spare peg means the state is off the method's path.

    >>> step_of(((), (3,), (2, 1)))
    4
    >>> step_of(((3,), (2, 1), ())) is None
    True
    """
    where = {disk: peg for peg, disks in enumerate(require_state(state)) for disk in disks}
    n = len(where)
    source, target = require_peg(start, name="start peg"), final_peg(n, direction=direction, start=start)
    k = 0
    for disk in range(n, 0, -1):
        spare = 3 - source - target
        if where[disk] == source:
            target = spare
        elif where[disk] == target:
            k += 1 << (disk - 1)
            source = spare
        else:
            return None
    return k
