"""Benchmark for chapter 4: the article's rule, plain Warnsdorff and the robust solver, measured in one run.

Run it as ``.venv/bin/python benchmarks/bench_warnsdorff.py [--save]`` (about a minute and a half);
with ``--save`` the tables are also written to ``src/boardpuzzles/book/benchmark_results/warnsdorff.json``
for the book's performance page. It prints:

1. the article's rule (budget of 1,000,000 placed squares) and plain Warnsdorff against the robust
   solver for n from 8 to 1000, as time ratios;
2. the robust solver from the corner for every n from 5 to 300, each tour verified, and the sizes on
   which plain Warnsdorff (each tie rule alone) gets stuck;
3. growth: time per square up to n = 2000, the 1000×1000 tour under 3 seconds and verified, and the
   peak memory of an n = 2000 run (measured in a child process);
4. closed tours for every even n from 6 to 50.
"""

from __future__ import annotations

import subprocess
import sys
import time

from report import Table, publish

from boardpuzzles.search import SearchBudgetExceeded
from boardpuzzles.tour import is_knight_tour
from boardpuzzles.warnsdorff import closed_tour, horse_board_search, robust_tour, warnsdorff_path, warnsdorff_tour
from boardpuzzles.wording import duration


def timed(call):
    """Return (result, seconds) of one call."""
    started = time.perf_counter()
    result = call()
    return result, time.perf_counter() - started


def best_of(call, repeat: int = 5):
    """Return (result, fewest seconds) over ``repeat`` calls, for timings too short to trust once."""
    runs = [timed(call) for _ in range(repeat)]
    return runs[0][0], min(seconds for _, seconds in runs)


def horse_board_run(n: int, budget: int) -> tuple[str, int]:
    """Run the article's search; return whether it found a tour and the squares it placed."""
    try:
        return "found", horse_board_search(n, budget=budget).nodes
    except SearchBudgetExceeded as error:
        return "out of budget", error.budget


def compare_rules(sizes=(8, 10, 12, 14, 16, 100, 1000), budget=1_000_000, article_up_to=100) -> Table:
    table = Table(f"1. Rules side by side, from the corner: the article's rule with a budget of {budget:,} "
                  f"placed squares (run up to n = {article_up_to}), plain Warnsdorff (first of ties), "
                  "the robust solver",
                  ["n", "robust s", "article", "placed", "article s", "article/robust",
                   "plain", "plain s", "plain/robust"],
                  ["{}", "{:.5f}", "{}", "{:,}", "{:.3f}", "{:,.0f}×", "{}", "{:.5f}", "{:.2f}×"])
    for n in sizes:
        tour, robust = best_of(lambda n=n: robust_tour(n))
        assert is_knight_tour(n, tour)
        status = placed = article = ratio = None
        if n <= article_up_to:
            (status, placed), article = timed(lambda n=n: horse_board_run(n, budget))
            ratio = article / robust
        walk, plain = best_of(lambda n=n: warnsdorff_path(n))
        plain_result = "tour" if len(walk) == n * n else "stuck"
        table.add(n, robust, status, placed, article, ratio, plain_result, plain, plain / robust)
    table.note("Robust and plain times are the best of 5 runs; the article's rule runs once.")
    return table


def corner_sweep(low=5, high=300) -> Table:
    table = Table(f"2. From the corner, every n from {low} to {high}",
                  ["method", "tours", "stuck", "seconds"], ["{}", "{}", "{}", "{:.1f}"])
    solve = check = 0.0
    for n in range(low, high + 1):
        tour, seconds = timed(lambda n=n: robust_tour(n))
        solve += seconds
        ok, seconds = timed(lambda n=n, tour=tour: is_knight_tour(n, tour))
        check += seconds
        assert ok, f"no verified tour for n = {n}"
    table.add("robust solver (robust_tour)", high - low + 1, 0, solve)
    for tie in ("first", "roth", "pohl"):
        failures, seconds = timed(
            lambda tie=tie: [n for n in range(low, high + 1) if warnsdorff_tour(n, tie=tie) is None])
        table.add(f"plain Warnsdorff, ties to {tie!r}", high - low + 1 - len(failures), len(failures), seconds)
        table.note(f"Sizes where plain Warnsdorff with ties to {tie!r} gets stuck: {failures}")
    table.note(f"Every robust tour was verified by is_knight_tour ({duration(check, about=False)}), "
               f"sweep total {duration(solve + check, about=False)}.")
    return table


def peak_memory_of_child(n: int) -> tuple[float, float]:
    """Run robust_tour(n) in a fresh interpreter; return its time and the peak resident memory in MB."""
    # VmHWM (the high-water mark of this process's memory) rather than ru_maxrss, which Linux
    # carries over from the parent across fork and exec.
    code = ("import time; from boardpuzzles.warnsdorff import robust_tour; s = time.perf_counter(); "
            f"t = robust_tour({n}); e = time.perf_counter() - s; assert len(t) == {n * n}; "
            "print(e, [line.split()[1] for line in open('/proc/self/status') if line.startswith('VmHWM')][0])")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    seconds, kilobytes = done.stdout.split()
    return float(seconds), int(kilobytes) / 1024


def growth(sizes=(100, 200, 500, 1000, 2000)) -> Table:
    table = Table("3. Growth: the robust solver from the corner",
                  ["n", "squares", "seconds", "µs/square", f"vs n = {sizes[0]}", "check s"],
                  ["{}", "{:,}", "{:.2f}", "{:.2f}", "{:.2f}×", "{:.2f}"])
    base = None
    for n in sizes:
        tour, seconds = timed(lambda n=n: robust_tour(n))
        ok, check = timed(lambda n=n, tour=tour: is_knight_tour(n, tour))
        assert ok
        per = seconds / (n * n) * 1e6
        base = base or per
        table.add(n, n * n, seconds, per, per / base, check)
        if n == 1000:
            assert seconds < 3, f"n = 1000 took {duration(seconds, about=False)}, over the 3 s target"
        del tour
    seconds, megabytes = peak_memory_of_child(2000)
    table.note(f"n = 2000 in a fresh process: {duration(seconds, about=False)}, "
               f"peak resident memory {megabytes:.0f} MB.")
    return table


def closed_sweep() -> Table:
    table = Table("4. Closed tours (closed_tour), every even n from 6 to 50", ["sizes", "all verified", "seconds"],
                  ["{}", "{}", "{:.2f}"])
    started = time.perf_counter()
    verified = all(is_knight_tour(n, closed_tour(n), closed=True) for n in range(6, 51, 2))
    table.add(23, "yes" if verified else "no", time.perf_counter() - started)
    assert verified
    return table


if __name__ == "__main__":
    publish("warnsdorff", [compare_rules(), corner_sweep(), growth(), closed_sweep()])
