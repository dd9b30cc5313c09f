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

    Parameters
    ----------
    name : str
        The benchmark's name: ``"hanoi"`` for ``benchmarks/bench_hanoi.py``.

    Returns
    -------
    dict
        Its ``tables`` (each with a ``title``, ``columns`` and ``rows``) and the ``machine`` they were measured on.

    Raises
    ------
    ValueError
        If no results are stored under ``name``, naming the ones that are.

    Examples
    --------
    >>> sorted(stored_results("hanoi"))[-2:]
    ['machine', 'tables']
    >>> stored_results("nothing")
    Traceback (most recent call last):
    ...
    boardpuzzles.errors.BookError: no benchmark results are stored as 'nothing'; the stored ones are [...]
    """
    stored = files("boardpuzzles.book") / "benchmark_results"
    path = stored / f"{name}.json"
    if not path.is_file():
        names = sorted(p.name.removesuffix(".json") for p in stored.iterdir() if p.name.endswith(".json"))
        raise BookError(f"no benchmark results are stored as {name!r}; the stored ones are {names}")
    return json.loads(path.read_text(encoding="utf-8"))


def table_columns(results: dict, title_start: str) -> dict[str, list]:
    """Return the table of ``results`` whose title starts with ``title_start``, as column name -> values.

    Parameters
    ----------
    results : dict
        Stored results, as :func:`stored_results` returns them.
    title_start : str
        The beginning of the table's title.

    Returns
    -------
    dict of str to list
        Each column's name and its values, from the first row down.

    Raises
    ------
    ValueError
        If no table's title starts so.

    Examples
    --------
    >>> results = {"tables": [{"title": "Time per move", "columns": ["n", "ms"], "rows": [[1, 0.5], [2, 0.9]]}]}
    >>> table_columns(results, "Time")
    {'n': [1, 2], 'ms': [0.5, 0.9]}
    """
    for table in results["tables"]:
        if table["title"].startswith(title_start):
            return {head: [row[i] for row in table["rows"]] for i, head in enumerate(table["columns"])}
    raise BookError(f"no stored table's title starts with {title_start!r}")


def machine_words(results: dict) -> str:
    """Say on which machine ``results`` were measured.

    Parameters
    ----------
    results : dict
        Stored results, as :func:`stored_results` returns them.

    Returns
    -------
    str
        The Python, the system, the processor and its cores.

    Examples
    --------
    >>> machine_words({"machine": {"python": "CPython 3.11.7", "system": "Linux x86_64",
    ...                            "processor": "AMD EPYC", "cores": 2, "date": "2026-11-30"}})
    'CPython 3.11.7 on Linux x86_64, processor AMD EPYC (2 cores)'
    """
    m = results["machine"]
    return f"{m['python']} on {m['system']}, processor {m['processor']} ({m['cores']} cores)"
