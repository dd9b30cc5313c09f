"""Benchmark for chapter 3: the article's backtracking against the pruned search, and tour counting.

Run: .venv/bin/python benchmarks/bench_backtracking.py [--skip-port]

For every n from 1 to 8, in one process: the faithful recursive port of the article's C program,
the package's plain (iterative) search and the pruned search, with nodes visited, times and ratios,
and a check that all three give the same first tour. Then the ``tour 8`` command as a whole process,
and the tour counts of 5×5 and of 6×6 from a corner. It asserts the numbers the chapter quotes
without recomputing them: 8,250,733 plain nodes at n = 8 and 524,486 tours of 6×6 from a corner.
``--skip-port`` leaves out the port for n = 7 and 8 (about a minute of recursion in CPython).
"""

from __future__ import annotations

import subprocess
import sys
import time

from boardpuzzles.tour import article_knight_tour, backtracking_search, count_tours, is_knight_tour, pruned_search

#: Numbers the chapter shows as recorded results; this script checks them.
RECORDED = {"plain nodes at n = 8": 8_250_733, "tours of 6×6 from a corner": 524_486}


def timed(function, *args, **kwargs):
    """Return ``(result, seconds)`` for one call."""
    start = time.perf_counter()
    result = function(*args, **kwargs)
    return result, time.perf_counter() - start


def best_of(repeats: int, function, *args, **kwargs):
    """Return ``(result, best seconds)`` over ``repeats`` calls."""
    runs = [timed(function, *args, **kwargs) for _ in range(repeats)]
    return runs[0][0], min(seconds for _, seconds in runs)


def search_table(with_port: bool) -> None:
    print("Search from the top-left corner, article's move order (a node = one square placed)")
    print(f"{'n':>2} {'port nodes':>11} {'port s':>8} {'plain nodes':>12} {'plain s':>8} {'pruned nodes':>12} "
          f"{'pruned s':>9} {'nodes ratio':>11} {'time ratio':>10} {'port/plain':>10}  same tour")
    for n in range(1, 9):
        plain, plain_s = best_of(1 if n >= 7 else 3, backtracking_search, n)
        pruned, pruned_s = best_of(5, pruned_search, n)
        if with_port or n <= 6:
            port, port_s = timed(article_knight_tour, n)
            port_text = f"{port.nodes:>11,} {port_s:>8.3f}"
            same = port == plain and pruned.tour == plain.tour
            port_ratio = f"{port_s / plain_s:>10.1f}"
        else:
            port_text, port_ratio = f"{'-':>11} {'-':>8}", f"{'-':>10}"
            same = pruned.tour == plain.tour
        assert same, f"the searches disagree at n = {n}"
        assert plain.tour is None or is_knight_tour(plain.tour, n)
        print(f"{n:>2} {port_text} {plain.nodes:>12,} {plain_s:>8.3f} {pruned.nodes:>12,} {pruned_s:>9.5f} "
              f"{plain.nodes / pruned.nodes:>11,.0f} {plain_s / pruned_s:>10,.0f} {port_ratio}  {same}")
        if n == 8:
            assert plain.nodes == RECORDED["plain nodes at n = 8"]
            assert pruned.nodes < 10_000
            print(f"   targets: pruned n = 8 under 10,000 nodes ({pruned.nodes:,}) and under 0.1 s ({pruned_s:.5f} s): "
                  f"{pruned.nodes < 10_000 and pruned_s < 0.1}; plain CPython n = 8 took {plain_s:.2f} s")


def command_time() -> None:
    runs = []
    for _ in range(5):
        start = time.perf_counter()
        done = subprocess.run([sys.executable, "-m", "boardpuzzles", "tour", "8"], capture_output=True, text=True, check=True)
        runs.append(time.perf_counter() - start)
    assert len(done.stdout.splitlines()) == 8
    print(f"\n`python -m boardpuzzles tour 8`, whole process, best of 5: {min(runs):.3f} s "
          f"(target 0.25 s: {min(runs) < 0.25}); median {sorted(runs)[2]:.3f} s")


def counting() -> None:
    print("\nCounting directed open tours (pruned search run to the end, finishes remembered)")
    print(f"{'board':<22} {'tours':>10} {'seconds':>8}  target")
    total, seconds = timed(count_tours, 5)
    assert total == 1728
    print(f"{'5×5, every start':<22} {total:>10,} {seconds:>8.3f}  under 1 s: {seconds < 1}")
    corner, seconds = timed(count_tours, 5, (0, 0))
    assert corner == 304
    print(f"{'5×5, from a corner':<22} {corner:>10,} {seconds:>8.3f}")
    six, seconds = timed(count_tours, 6, (0, 0), budget=50_000_000)
    assert six == RECORDED["tours of 6×6 from a corner"]
    print(f"{'6×6, from a corner':<22} {six:>10,} {seconds:>8.3f}  under 60 s: {seconds < 60}")


def main() -> None:
    search_table(with_port="--skip-port" not in sys.argv)
    command_time()
    counting()


if __name__ == "__main__":
    main()
