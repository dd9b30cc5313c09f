"""Shared by the benchmark scripts: print aligned tables, and save them as data for the book.

Every script builds its tables with :class:`Table` and ends with :func:`publish`. With
``--save`` the tables are also written to ``src/boardpuzzles/book/benchmark_results/<name>.json``
together with the machine and the date. They are package data: the book's performance page
reads them with ``importlib.resources``, so the page runs wherever the package is installed,
from the repository or from the wheel the website ships (the book never re-runs the benchmarks).
"""

from __future__ import annotations

import datetime
import json
import os
import platform
import sys
from pathlib import Path

RESULTS = Path(__file__).resolve().parents[1] / "src" / "boardpuzzles" / "book" / "benchmark_results"


class Table:
    """A titled table of benchmark rows; numbers are printed with a format per column."""

    def __init__(self, title: str, columns: list[str], formats: list[str] | None = None):
        self.title, self.columns = title, columns
        self.formats = formats or ["{}"] * len(columns)
        self.rows: list[list] = []
        self.notes: list[str] = []

    def add(self, *values) -> None:
        if len(values) != len(self.columns):
            raise ValueError(f"table {self.title!r} has {len(self.columns)} columns, got {len(values)} values")
        self.rows.append(list(values))

    def note(self, text: str) -> None:
        self.notes.append(text)

    def render(self) -> str:
        cells = [self.columns] + [[fmt.format(v) if v is not None else "-" for fmt, v in zip(self.formats, row)]
                                  for row in self.rows]
        widths = [max(len(str(row[i])) for row in cells) for i in range(len(self.columns))]
        # Text columns (names of methods or boards) read best left-aligned, numbers right-aligned.
        align = ["<" if self.rows and all(isinstance(row[i], str) for row in self.rows) else ">"
                 for i in range(len(self.columns))]
        lines = [self.title] + ["  ".join(f"{c:{a}{w}}" for c, a, w in zip(row, align, widths)).rstrip()
                                for row in cells]
        return "\n".join(lines + self.notes)


def machine() -> dict:
    """Describe where the numbers were measured."""
    return {
        "date": datetime.date.today().isoformat(),
        "python": platform.python_implementation() + " " + platform.python_version(),
        "system": f"{platform.system()} {platform.machine()}",
        "cores": os.cpu_count(),
        "processor": _processor(),
    }


def _processor() -> str:
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown"


def publish(name: str, tables: list[Table]) -> None:
    """Print every table; with ``--save`` on the command line, also write them to ``RESULTS/<name>.json``."""
    for table in tables:
        print(table.render(), end="\n\n")
    if "--save" in sys.argv[1:]:
        RESULTS.mkdir(parents=True, exist_ok=True)
        data = {"benchmark": name, "machine": machine(),
                "tables": [{"title": t.title, "columns": t.columns, "formats": t.formats,
                            "rows": t.rows, "notes": t.notes}
                           for t in tables]}
        (RESULTS / f"{name}.json").write_text(json.dumps(data, indent=1) + "\n")
        print(f"saved {RESULTS / (name + '.json')}")


def best_seconds(func, *args, repeat: int = 1, **kwargs) -> float:
    """Return the best wall-clock time, in seconds, of ``repeat`` calls of ``func(*args, **kwargs)``."""
    import time

    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        func(*args, **kwargs)
        best = min(best, time.perf_counter() - start)
    return best


def growth_exponent(times: list[float], sizes: list[float], i: int) -> float | None:
    """Return k in time ~ size^k between row ``i - 1`` and row ``i`` (None for the first row)."""
    import math

    if i == 0 or times[i - 1] <= 0 or times[i] <= 0:
        return None
    return math.log(times[i] / times[i - 1]) / math.log(sizes[i] / sizes[i - 1])
