"""The stored benchmark results, as the book's performance and comparison pages read them.

``make bench`` runs every script in ``benchmarks/`` and stores what it measured in
``boardpuzzles/book/benchmark_results/<name>.json``: the machine, the date and a list of
tables, each with a title, column names, a number format per column, rows and notes.
The files are package data, so these functions work wherever the package is installed.

>>> hanoi = stored_results("hanoi")
>>> sorted(hanoi)
['benchmark', 'machine', 'tables']
>>> table_columns(hanoi, "Streaming")["generator"][0]
'circular_moves (the method)'
"""

from __future__ import annotations

import json
from importlib.resources import files

from boardpuzzles.errors import BookError


def stored_results(name: str) -> dict:
    """Return the results ``benchmarks/bench_<name>.py`` stored last.

    Raises
    ------
    ValueError
        If no results are stored under ``name``, naming the ones that are.
    """
    stored = files("boardpuzzles.book") / "benchmark_results"
    path = stored / f"{name}.json"
    if not path.is_file():
        names = sorted(p.name.removesuffix(".json") for p in stored.iterdir() if p.name.endswith(".json"))
        raise BookError(f"no benchmark results are stored as {name!r}; the stored ones are {names}")
    return json.loads(path.read_text(encoding="utf-8"))


def table_columns(results: dict, title_start: str) -> dict[str, list]:
    """Return the table of ``results`` whose title starts with ``title_start``, as column name -> values.

    Raises
    ------
    ValueError
        If no table's title starts so.
    """
    for table in results["tables"]:
        if table["title"].startswith(title_start):
            return {head: [row[i] for row in table["rows"]] for i, head in enumerate(table["columns"])}
    raise BookError(f"no stored table's title starts with {title_start!r}")


def machine_words(results: dict) -> str:
    """Say on which machine ``results`` were measured.

    >>> machine_words({"machine": {"python": "CPython 3.11.7", "system": "Linux x86_64",
    ...                            "processor": "AMD EPYC", "cores": 2, "date": "2026-11-30"}})
    'CPython 3.11.7 on Linux x86_64, processor AMD EPYC (2 cores)'
    """
    m = results["machine"]
    return f"{m['python']} on {m['system']}, processor {m['processor']} ({m['cores']} cores)"
