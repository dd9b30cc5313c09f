"""Benchmark chapter 5: streaming every move, and jumping straight to the state after step k.

Run: ``.venv/bin/python benchmarks/bench_hanoi.py [--save]``. Prints two tables; each ratio is measured
in this same run against the first row of its table. Takes well under a minute. With ``--save`` the
tables are also written to ``src/boardpuzzles/book/benchmark_results/hanoi.json`` for the book's performance page.

1. Streaming all 2**20 - 1 = 1,048,575 moves of 20 disks: the circular method
   (``circular_moves``), the recursive generator (``recursive_moves``), and a port of the
   article's C loop that looks everything up on every move (the peg of disk 1, the smallest
   other top disk, the first legal peg in the chosen direction, the end-of-game test).
2. The state after step k: ``state_after`` (O(n) from the bits of k) against replaying all
   k moves for 20 disks; then ``state_after`` and the command line's ``--state`` block for 64 disks.
"""

from __future__ import annotations

import random
from collections import deque

from report import Table, best_seconds, publish

from boardpuzzles.hanoi import (
    DIRECTIONS,
    circular_moves,
    final_peg,
    initial_state,
    recursive_moves,
    replay_moves,
    state_after,
)
from boardpuzzles.hanoi.trace import state_lines


def article_loop_moves(n: int, direction: str = "right"):
    """Yield the moves the way the article's C program finds them: by searching the pegs at every step."""
    step = DIRECTIONS[direction]
    pegs = [list(range(n, 0, -1)), [], []]

    def can_move(source, target):
        return bool(pegs[source]) and (not pegs[target] or pegs[target][-1] > pegs[source][-1])

    def game_over():
        return not pegs[0] and (len(pegs[1]) == n or len(pegs[2]) == n)

    while True:
        first = next(p for p in range(3) if pegs[p] and pegs[p][-1] == 1)          # birincidisk
        target = next(t for t in ((first + step * i) % 3 for i in (1, 2)) if can_move(first, t))
        pegs[target].append(pegs[first].pop())
        yield (1, first, target)
        if game_over():
            return
        tops = [(pegs[p][-1], p) for p in range(3) if pegs[p] and pegs[p][-1] != 1]  # enkucukdisk
        disk, source = min(tops)
        target = next(t for t in ((source + step * i) % 3 for i in (1, 2)) if can_move(source, t))
        pegs[target].append(pegs[source].pop())
        yield (disk, source, target)


def stream_table(n: int = 20, repeats: int = 3) -> Table:
    moves = 2**n - 1
    for size in (9, 10):
        expected = list(circular_moves(size))
        assert list(recursive_moves(size, source=0, target=final_peg(size, direction="right"))) == expected
        assert list(article_loop_moves(size)) == expected
    rows = [
        ("circular_moves (the method)", lambda: deque(circular_moves(n), maxlen=0)),
        ("recursive_moves (generator)", lambda: deque(recursive_moves(n, source=0, target=2), maxlen=0)),
        ("article's C loop, ported", lambda: deque(article_loop_moves(n), maxlen=0)),
    ]
    table = Table(f"Streaming all {moves:,} moves of {n} disks (best of {repeats})",
                  ["generator", "seconds", "ns/move", "vs circular"], ["{}", "{:.3f}", "{:,.0f}", "{:.2f}×"])
    base = None
    for name, func in rows:
        seconds = best_seconds(func, repeat=repeats)
        base = base or seconds
        table.add(name, seconds, seconds / moves * 1e9, seconds / base)
    return table


def state_table(calls: int = 2000, seed: int = 0) -> Table:
    rng = random.Random(seed)
    steps64 = [rng.randrange(2**64) for _ in range(calls)]
    n20, k20 = 20, 2**20 - 1

    def replay_20():
        *_, last = replay_moves(initial_state(n20), circular_moves(n20))
        return last

    assert replay_20() == state_after(n20, k20)
    rows = [
        (f"state_after(20, {k20})", 1000, lambda: [state_after(n20, k20) for _ in range(1000)]),
        (f"replay {k20:,} moves (apply_move)", 1, replay_20),
        (f"state_after(64, k), {calls} random k", calls, lambda: [state_after(64, k) for k in steps64]),
        (f"--state block, 64 disks, {calls} random k", calls, lambda: [state_lines(64, k) for k in steps64]),
    ]
    table = Table("The state after step k (ratios against the first row)",
                  ["computation", "ms per call", "ratio"], ["{}", "{:.4f}", "{:,.1f}×"])
    base = None
    for name, count, func in rows:
        per_call = best_seconds(func, repeat=3) / count * 1e3
        base = base or per_call
        table.add(name, per_call, per_call / base)
    return table


if __name__ == "__main__":
    publish("hanoi", [stream_table(), state_table()])
