"""The Tower of Hanoi as text: the command line's trace, and the printout of the article "Hanoi Kuleleri".

Both print the circular method (:func:`~boardpuzzles.hanoi.methods.circular_moves`) state by
state. The command line numbers the pegs 1 to 3 and its steps from 0 (the start); the article's
C program numbers its pegs from 0 and its steps (``adim``) from 1.

>>> print("\\n".join(state_lines(2, 1)))
step 1: disk 1 from peg 1 to peg 2
peg 1: 2
peg 2: 1
peg 3:
"""

from __future__ import annotations

from collections.abc import Iterator

from boardpuzzles.board import require_int
from boardpuzzles.errors import DisksError
from boardpuzzles.hanoi.checks import Move, State, direction_step, require_disks
from boardpuzzles.hanoi.formulas import move_at, state_after
from boardpuzzles.hanoi.methods import circular_moves
from boardpuzzles.hanoi.rules import apply_move, initial_state

#: The largest tower whose full trace is printed (2**20 - 1 moves, four lines each).
MAX_TRACE_DISKS = 20


def format_pegs(state: State) -> list[str]:
    """Return one line per peg, 1-based, disks bottom to top: ``peg 1: 3 2 1``; an empty peg is just ``peg 2:``.

    Parameters
    ----------
    state : tuple of three tuples
        The disks on each peg, bottom to top (pegs 0-based, as in the code).

    Returns
    -------
    list of str
        Three lines, the pegs numbered 1 to 3.

    Examples
    --------
    >>> format_pegs(((3, 2), (1,), ()))
    ['peg 1: 3 2', 'peg 2: 1', 'peg 3:']
    """
    return [f"peg {peg + 1}:" + "".join(f" {disk}" for disk in disks) for peg, disks in enumerate(state)]


def format_step(k: int, move: Move | None) -> str:
    """Return the header line of step ``k``: ``step 0``, or ``step K: disk D from peg A to peg B`` (1-based pegs).

    Parameters
    ----------
    k : int
        The step number; 0 is the start.
    move : (int, int, int) or None
        The move made at step ``k``, ``(disk, source, target)`` with pegs 0-based, or ``None``
        for the start.

    Returns
    -------
    str
        The line, the pegs numbered 1 to 3.

    Examples
    --------
    >>> format_step(1, (1, 0, 1))
    'step 1: disk 1 from peg 1 to peg 2'
    >>> format_step(0, None)
    'step 0'
    """
    if move is None:
        return f"step {k}"
    disk, source, target = move
    return f"step {k}: disk {disk} from peg {source + 1} to peg {target + 1}"


def trace_lines(disks: int, *, direction: str = "right") -> Iterator[str]:
    """Yield the command line's trace: the ``step 0`` block, then one block per move of the circular method.

    Only the current pegs are kept, so the trace streams.

    Parameters
    ----------
    disks : int
        Number of disks, 1 to :data:`MAX_TRACE_DISKS`.
    direction : {"right", "left"}
        Where disk 1 always goes.

    Yields
    ------
    str
        Four lines per state (:func:`format_step`, then :func:`format_pegs`), ``4 * 2**disks`` in all.

    Raises
    ------
    ValueError
        For a bad number of disks or direction (raised on the first ``next``, before any line).

    Examples
    --------
    >>> print("\\n".join(trace_lines(1)))
    step 0
    peg 1: 1
    peg 2:
    peg 3:
    step 1: disk 1 from peg 1 to peg 2
    peg 1:
    peg 2: 1
    peg 3:
    """
    disks = require_int(disks, "number of disks", error=DisksError)
    if not 1 <= disks <= MAX_TRACE_DISKS:
        hint = (" (for more disks, print one step: state_lines(disks, k), or --state K on the command line)"
                if disks > MAX_TRACE_DISKS else "")
        raise DisksError(f"number of disks must be between 1 and {MAX_TRACE_DISKS} for a full trace, got {disks}{hint}")
    direction_step(direction)
    lines = format_pegs(initial_state(disks))
    yield format_step(0, None)
    yield from lines
    for k, move in enumerate(circular_moves(disks, direction=direction), start=1):
        disk, source, target = move
        word = f" {disk}"                                   # the disk leaves the end of one line, joins another
        lines[source] = lines[source][: -len(word)]
        lines[target] += word
        yield format_step(k, move)
        yield from lines


def state_lines(disks: int, k: int, *, direction: str = "right") -> list[str]:
    """Return the block the trace prints for step ``k``, computed directly: works up to 64 disks.

    Parameters
    ----------
    disks : int
        Number of disks, 1 to :data:`~boardpuzzles.hanoi.checks.MAX_DISKS`.
    k : int
        The step, 0 (the start) to ``2**disks - 1``.
    direction : {"right", "left"}
        Where disk 1 always goes.

    Returns
    -------
    list of str
        The four lines :func:`trace_lines` prints for step ``k``.

    Raises
    ------
    ValueError
        For a bad number of disks, step or direction.

    Examples
    --------
    >>> state_lines(3, 7)
    ['step 7: disk 1 from peg 1 to peg 2', 'peg 1:', 'peg 2: 3 2 1', 'peg 3:']
    """
    state = state_after(disks, k, direction=direction)
    return [format_step(k, move_at(disks, k, direction=direction) if k else None), *format_pegs(state)]


def hanoi_kuleleri_trace(disks: int, *, direction: str = "right") -> str:
    """Return the printout of the C program of the article "Hanoi Kuleleri": its steps start at 1, its pegs at 0.

    Each state is ``N. adim`` followed by ``P. direk:`` and the disks, each followed by a tab;
    every state after a move is preceded by the ``push D`` its stack printed.

    Parameters
    ----------
    disks : int
        Number of disks, 1 to :data:`MAX_TRACE_DISKS` (the article ran 3).
    direction : {"right", "left"}
        Where disk 1 always goes (the article's run went right).

    Returns
    -------
    str
        The whole printout, ending with ``oyun bitti`` ("game over") and a newline.

    Raises
    ------
    ValueError
        For a bad number of disks or direction.

    Examples
    --------
    >>> hanoi_kuleleri_trace(1).splitlines()  # doctest: +NORMALIZE_WHITESPACE
    ['1. adim ', '0. direk:1\\t', '1. direk:', '2. direk:',
     'push 1 2. adim ', '0. direk:', '1. direk:1\\t', '2. direk:', 'oyun bitti']
    """
    disks = require_disks(disks, maximum=MAX_TRACE_DISKS)

    def block(number: int, state: State) -> str:
        pegs = "".join(f"{peg}. direk:" + "".join(f"{disk}\t" for disk in pile) + "\n"
                       for peg, pile in enumerate(state))
        return f"{number}. adim \n{pegs}"

    state = initial_state(disks)
    text = [block(1, state)]
    for number, move in enumerate(circular_moves(disks, direction=direction), start=2):
        state = apply_move(state, move)
        text.append(f"push {move[0]} " + block(number, state))
    return "".join(text) + "oyun bitti\n"
