"""The Tower of Hanoi as text: the command line's trace, and the printout of the article "Hanoi Kuleleri".

Both print the circular method of :mod:`boardpuzzles.hanoi` state by state. The command
line numbers the pegs 1 to 3 and its steps from 0 (the start); the article's C program
numbers its pegs from 0 and its steps (``adim``) from 1.

>>> print("\\n".join(state_lines(2, 1)))
step 1: disk 1 from peg 1 to peg 2
peg 1: 2
peg 2: 1
peg 3:
"""

from __future__ import annotations

from collections.abc import Iterator

from boardpuzzles.board import require_int
from boardpuzzles.hanoi.methods import Move, State, apply_move, circular_moves, direction_step, initial_state, move_at, require_disks, state_after

#: The largest tower whose full trace is printed (2**20 - 1 moves, four lines each).
MAX_TRACE_DISKS = 20


def format_pegs(state: State) -> list[str]:
    """Return one line per peg, 1-based, disks bottom to top: ``peg 1: 3 2 1``; an empty peg is just ``peg 2:``.

    >>> format_pegs(((3, 2), (1,), ()))
    ['peg 1: 3 2', 'peg 2: 1', 'peg 3:']
    """
    return [f"peg {peg + 1}:" + "".join(f" {disk}" for disk in disks) for peg, disks in enumerate(state)]


def format_step(k: int, move: Move | None) -> str:
    """Return the header line of step ``k``: ``step 0``, or ``step K: disk D from peg A to peg B`` (1-based pegs).

    >>> format_step(1, (1, 0, 1))
    'step 1: disk 1 from peg 1 to peg 2'
    """
    if move is None:
        return f"step {k}"
    disk, source, target = move
    return f"step {k}: disk {disk} from peg {source + 1} to peg {target + 1}"


def trace_lines(disks: int, *, direction: str = "right") -> Iterator[str]:
    """Yield the command line's trace: the ``step 0`` block, then one block per move of the circular method.

    Only the current pegs are kept, so the trace streams.

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
    disks = require_int(disks, "number of disks")
    if not 1 <= disks <= MAX_TRACE_DISKS:
        raise ValueError(f"number of disks must be between 1 and {MAX_TRACE_DISKS} for a full trace, got {disks} (use --state K for larger towers)")
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

    >>> state_lines(3, 7)
    ['step 7: disk 1 from peg 1 to peg 2', 'peg 1:', 'peg 2: 3 2 1', 'peg 3:']
    """
    state = state_after(disks, k, direction=direction)
    return [format_step(k, move_at(disks, k, direction=direction) if k else None), *format_pegs(state)]


def hanoi_kuleleri_trace(disks: int = 3, *, direction: str = "right") -> str:
    """Return the printout of the C program of the article "Hanoi Kuleleri": its step numbers start at 1, its pegs at 0.

    Each state is ``N. adim`` followed by ``P. direk:`` and the disks, each followed by a tab;
    every state after a move is preceded by the ``push D`` its stack printed.

    >>> hanoi_kuleleri_trace(1).splitlines()
    ['1. adim ', '0. direk:1\\t', '1. direk:', '2. direk:', 'push 1 2. adim ', '0. direk:', '1. direk:1\\t', '2. direk:', 'oyun bitti']
    """
    disks = require_disks(disks, maximum=MAX_TRACE_DISKS)

    def block(number: int, state: State) -> str:
        pegs = "".join(f"{peg}. direk:" + "".join(f"{disk}\t" for disk in disks) + "\n" for peg, disks in enumerate(state))
        return f"{number}. adim \n{pegs}"

    state = initial_state(disks)
    text = [block(1, state)]
    for number, move in enumerate(circular_moves(disks, direction=direction), start=2):
        state = apply_move(state, move)
        text.append(f"push {move[0]} " + block(number, state))
    return "".join(text) + "oyun bitti\n"
