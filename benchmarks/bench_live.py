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
from matplotlib.figure import Figure
from report import Table, publish

from boardpuzzles.book.plotting import bfs_queue_picture, figure_to_png
from boardpuzzles.distance import bfs_queue_steps

matplotlib.use("Agg")
os.environ.pop("BOARDPUZZLES_STATIC_SITE", None)  # the chapters' code as a live kernel runs it

BOOK = Path(__file__).resolve().parents[1] / "book"
LIMIT = 0.5  # seconds: a live picture must appear within this


def chapter_functions(name: str) -> dict:
    """Run the imports, CONSTANTS and function definitions of a chapter's code cells; return the namespace."""
    namespace: dict = {}
    for cell in json.loads((BOOK / name).read_text())["cells"]:
        if cell["cell_type"] != "code":
            continue
        keep = [node for node in ast.parse("".join(cell["source"])).body
                if isinstance(node, (ast.Import, ast.ImportFrom, ast.FunctionDef))
                or isinstance(node, ast.Assign)
                and all(isinstance(t, ast.Name) and t.id.isupper() for t in node.targets)]
        exec(compile(ast.Module(keep, []), name, "exec"), namespace)
    return namespace


def timed(render, *args, **kwargs) -> tuple[float, float]:
    """Return the best wall time of three calls and the CPU time of that call, in seconds.

    Each call is uncached, and a figure is turned into the PNG the widget shows, as a live slider does.
    """
    best = None
    for _ in range(3):
        for function in (render, *(v for v in render.__globals__.values() if hasattr(v, "cache_clear"))):
            getattr(function, "cache_clear", lambda: None)()
        wall, cpu = time.perf_counter(), time.process_time()
        picture = render(*args, **kwargs)
        if isinstance(picture, Figure):
            figure_to_png(picture)
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
    # The queue player's frames come from one BFS of the worked example, computed in a cell of its own.
    yield "ch2 queue", "6×6, step 20", bfs_queue_picture, (6, bfs_queue_steps(6, 1, 2), 20), {}
    yield "ch2 distances", "(2, 3), layer 20, 50×50", two["distance_picture"], (50, 2, 3), {"layer": 20}
    for n in (50, 100):
        yield "ch2 table", f"n = {n}", table, (n,), {}
    three = chapter_functions("03_backtracking_tour.ipynb")
    yield "ch3 search", "8×8 from (4 5), event 3,000, plain", three["search_picture"], (8, (3, 4), 3000), {}
    yield "ch3 search", "8×8 from (4 5), event 3,000, pruned", three["search_picture"], (8, (3, 4), 3000, True), {}
    four = chapter_functions("04_warnsdorff.ipynb")
    yield "ch4 tour", "200×200 from (100 100)", four["tour_picture"], (200,), {"row": 100, "col": 100}
    five = chapter_functions("05_hanoi.ipynb")
    yield "ch5 every step", "10 disks, step 512", five["every_step"], (10, "right", 512), {}
    yield "ch5 state graph", "7 disks", five["graph_picture"], (7,), {}
    yield "ch5 walk", "7 disks, step 127, left", five["walk_picture"], (7, 127, "left"), {}


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
