"""Benchmark the live explorers: how long one picture takes at the largest sizes a live kernel offers.

In a live kernel every explorer draws a picture when a slider moves, so each must appear within
half a second. This script takes the render functions from the chapters themselves (every import
and ``def`` of their code cells, nothing else), so it times exactly what a reader runs, and times one
call per row at the edges of the live ranges. "wall" is the best of three elapsed times, "cpu" the
process time of that run; "cpu/limit" is below 1 for a picture that appears in time.

Run it from the repository: ``.venv/bin/python benchmarks/bench_live.py [--save]``.
"""

from __future__ import annotations

import ast
import json
import os
import time
from pathlib import Path

import matplotlib

from report import Table, publish

matplotlib.use("Agg")
os.environ.pop("BOARDPUZZLES_STATIC_SITE", None)  # the chapters' code as a live kernel runs it

BOOK = Path(__file__).resolve().parents[1] / "book"
LIMIT = 0.5  # seconds: a live picture must appear within this


def chapter_functions(name: str) -> dict:
    """Run the imports and function definitions of a chapter's code cells; return the namespace."""
    namespace: dict = {}
    for cell in json.loads((BOOK / name).read_text())["cells"]:
        if cell["cell_type"] != "code":
            continue
        keep = [node for node in ast.parse("".join(cell["source"])).body
                if isinstance(node, (ast.Import, ast.ImportFrom, ast.FunctionDef))]
        exec(compile(ast.Module(keep, []), name, "exec"), namespace)
    return namespace


def timed(render, *args, **kwargs) -> tuple[float, float]:
    """Return the best wall time of three calls and the CPU time of that call, in seconds."""
    best = None
    for _ in range(3):
        wall, cpu = time.perf_counter(), time.process_time()
        render(*args, **kwargs)
        wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
        best = min(best or (wall, cpu), (wall, cpu))
    return best


def rows():
    one = chapter_functions("01_knight_moves.ipynb")
    two = chapter_functions("02_fewest_moves.ipynb")
    table = getattr(two["table_picture"], "__wrapped__", two["table_picture"])  # not the cached copy
    yield "ch1 heatmap", "knight, 50×50", one["heatmap_picture"], (50,), {}
    yield "ch1 heatmap", "(3, 8) leaper, 50×50", one["heatmap_picture"], (50, 3, 8), {}
    yield "ch1 jumps", "knight on (25 25), 50×50", one["jumps_on_board"], (50, 25, 25), {}
    yield "ch1 jumps", "(3, 8) on (1 50), 50×50", one["jumps_on_board"], (50, 1, 50, 3, 8), {}
    yield "ch2 step-through", "(19, 30), layer 118, 50×50", two["layer_frame"], (118, 50, 19, 30), {}
    yield "ch2 distances", "knight, 50×50", two["distance_picture"], (50, 1, 2), {}
    yield "ch2 distances", "(2, 3), layer 20, 50×50", two["distance_picture"], (50, 2, 3), {"layer": 20}
    for n in (50, 100):
        yield "ch2 table", f"n = {n}", table, (n,), {}


def live_rows() -> Table:
    table = Table(f"One live picture at the largest sizes (best of 3; the limit is {LIMIT} s)",
                  ["explorer", "picture", "wall (s)", "cpu (s)", "cpu/limit"],
                  ["{}", "{}", "{:.3f}", "{:.3f}", "{:.2f}"])
    slow = []
    for explorer, picture, render, args, kwargs in rows():
        wall, cpu = timed(render, *args, **kwargs)
        table.add(explorer, picture, wall, cpu, cpu / LIMIT)
        if cpu > LIMIT:
            slow.append(f"{explorer}: {picture}")
    table.note("over the limit: " + (", ".join(slow) if slow else "none"))
    return table


if __name__ == "__main__":
    publish("live", [live_rows()])
