"""What each square of a board picture holds, written into its SVG for the page's board view to read.

A board picture draws its numbers only where the squares have room for them; the board view
(``boardpuzzles/book/board_view.js``) reads them out of a compact description instead: a square
pointed at or focused says what it holds, and a "table view" lists them all. The description is
one empty SVG group, ``<g data-kind=... data-size=...>``, with these attributes:

- ``data-kind``: ``"tour"`` (a path, each square its move number), ``"grid"`` (a number in each square,
  ``data-what`` says what it counts), ``"table"`` (the KnightL table: row ``a``, column ``b``),
  ``"onward"`` (Warnsdorff's onward counts beside the walk) or ``"marks"`` (each square one of
  ``data-words``);
- ``data-grid``: the grid row by row, each value in ``data-digits`` base-36 digits, ``-1`` as dashes;
- ``data-path``: the first square, 0-based ``row col``, then one letter a step (:func:`encode_path`);
- ``data-upto``: a flood drawn up to this layer (squares farther are not reached yet);
- ``data-closed``: ``"1"`` when the tour's closing jump is drawn;
- ``data-summary``: a sentence that sums the picture up, such as :func:`table_summary`'s.

>>> print(board_contents(2, "grid", grid=[[0, 3], [3, -1]], what="moves"))
<g data-kind="grid" data-size="2" data-grid="033-" data-digits="1" data-what="moves"/>
"""

from __future__ import annotations

import html
import json
from collections.abc import Sequence

_DIGITS = "0123456789abcdefghijklmnopqrstuvwxyz"
_STEPS = "abcdefghijklmnopqrstuvwxy"  # a step (dr, dc), each from -2 to 2: letter (dr + 2) * 5 + (dc + 2)


def _base36(value: int, digits: int) -> str:
    """Write a number from -1 up in exactly ``digits`` base-36 digits; -1 is that many dashes."""
    if value < 0:
        return "-" * digits
    text = ""
    while value:
        value, digit = divmod(value, 36)
        text = _DIGITS[digit] + text
    return text.rjust(digits, "0")


def encode_grid(grid: Sequence[Sequence[int]]) -> tuple[str, int]:
    """Return a grid of whole numbers from -1 up as one string, row by row, and the digits of each value.

    Parameters
    ----------
    grid : sequence of sequence of int
        The values, -1 or more.

    Returns
    -------
    (str, int)
        Every value in the same number of base-36 digits (dashes for -1), and that number.

    Examples
    --------
    >>> encode_grid([[0, 35], [36, -1]])
    ('000z10--', 2)
    """
    top = max((value for row in grid for value in row), default=0)
    digits = len(_base36(max(top, 1), 1))
    return "".join(_base36(value, digits) for row in grid for value in row), digits


def encode_path(path: Sequence[Sequence[int]]) -> str:
    """Return a path of 0-based squares as its first square and one letter per step.

    A step of at most two rows and two columns (a knight's jump, a king's step) is one letter,
    ``"abcdefghijklmnopqrstuvwxy"[(dr + 2) * 5 + dc + 2]``; a longer one is written ``[dr,dc]``.

    Parameters
    ----------
    path : sequence of (int, int)
        The squares in order.

    Returns
    -------
    str
        ``"row col "`` of the first square, then the steps; an empty path gives ``""``.

    Examples
    --------
    >>> encode_path([(0, 0), (1, 2), (3, 3), (0, 0)])
    '0 0 tx[-3,-3]'
    >>> encode_path([])
    ''
    """
    if not path:
        return ""
    steps = []
    for (row, col), (r, c) in zip(path, path[1:]):
        dr, dc = r - row, c - col
        steps.append(_STEPS[(dr + 2) * 5 + dc + 2] if abs(dr) <= 2 and abs(dc) <= 2 else f"[{dr},{dc}]")
    return f"{path[0][0]} {path[0][1]} " + "".join(steps)


def board_contents(size: int, kind: str, *, grid: Sequence[Sequence[int]] | None = None,
                   path: Sequence[Sequence[int]] | None = None, what: str | None = None, upto: int | None = None,
                   words: Sequence[str] | None = None, closed: bool = False, summary: str | None = None) -> str:
    """Return the empty SVG group that describes what each square of a board picture holds.

    Parameters
    ----------
    size : int
        The board size (the table's: its rows).
    kind : {"tour", "grid", "table", "onward", "marks"}
        What the numbers are (see the module's description).
    grid, path, what, upto, words, closed, summary
        The grid of values, the path in order, what the numbers count, the flood's layer,
        the words of each value of a ``"marks"`` grid, whether the tour is closed, and a
        sentence that sums the picture up (the text view shows it).

    Returns
    -------
    str
        The ``<g .../>`` markup.

    Examples
    --------
    >>> print(board_contents(3, "tour", path=[(0, 0), (1, 2)], closed=True))
    <g data-kind="tour" data-size="3" data-path="0 0 t" data-closed="1"/>
    """
    fields = {"kind": kind, "size": size}
    if grid is not None:
        fields["grid"], fields["digits"] = encode_grid(grid)
    if path:
        fields["path"] = encode_path(path)
    fields.update({"what": what, "upto": upto, "closed": 1 if closed else None,
                   "summary": summary, "words": None if words is None else json.dumps(list(words), ensure_ascii=False)})
    attributes = "".join(f' data-{name}="{html.escape(str(value))}"' for name, value in fields.items()
                         if value is not None)
    return f"<g{attributes}/>"


def _pieces(cells: Sequence[tuple[int, int]]) -> str:
    """Name the pieces ``(a, b)`` of a table's cells, each piece once: ``(2, 3)`` stands for ``(3, 2)`` too."""
    names = sorted({tuple(sorted(cell)) for cell in cells})
    listed = [f"({a}, {b})" + (f" and ({b}, {a})" if a != b else "") for a, b in names]
    return "; ".join(listed)


def table_summary(table: Sequence[Sequence[int]]) -> str:
    """Say which piece of the KnightL table is slowest and which row has the most unreachable cells.

    ``table[a - 1][b - 1]`` is the fewest moves of the ``(a, b)`` piece from corner to corner, -1
    when it never gets there (:func:`boardpuzzles.distance.knightl_table`).

    Parameters
    ----------
    table : sequence of sequence of int
        The KnightL table, row ``a - 1`` and column ``b - 1`` for the ``(a, b)`` piece.

    Returns
    -------
    str
        One or two sentences.

    Examples
    --------
    >>> print(table_summary([[4, 2, -1], [2, 3, -1], [-1, -1, 1]]))
    The slowest piece: (1, 1), 4 moves. Row a = 3 has the most unreachable cells: 2 of 3 (b = 1, 2).
    """
    cells = {(a, b): value for a, row in enumerate(table, start=1) for b, value in enumerate(row, start=1)}
    reached = {cell: value for cell, value in cells.items() if value >= 0}
    words = []
    if reached:
        slowest = max(reached.values())
        pieces = [cell for cell, value in reached.items() if value == slowest]
        what = "piece" if len({tuple(sorted(cell)) for cell in pieces}) == 1 else "pieces"
        words.append(f"The slowest {what}: {_pieces(pieces)}, {slowest} moves.")
    else:
        words.append("No piece gets from corner to corner.")
    never = [[b for b, value in enumerate(row, start=1) if value < 0] for row in table]
    most = max(len(row) for row in never)
    if most:
        rows = [a for a, row in enumerate(never, start=1) if len(row) == most]
        listed = ", ".join(map(str, never[rows[0] - 1]))
        which = f"Row a = {rows[0]} has" if len(rows) == 1 else f"Rows a = {', '.join(map(str, rows))} have"
        words.append(f"{which} the most unreachable cells: {most} of {len(table)}"
                     + (f" (b = {listed})." if len(rows) == 1 and most <= 12 else "."))
    else:
        words.append("Every piece reaches the far corner.")
    return " ".join(words)
