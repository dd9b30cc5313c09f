"""Boards drawn with matplotlib: squares, markers, numbers, paths and heatmaps, the parts of every board figure.

The chapters' own figures are built from these: a piece's jumps in :mod:`~boardpuzzles.book.plotting.jumps`,
breadth-first search in :mod:`~boardpuzzles.book.plotting.distances`, tours in
:mod:`~boardpuzzles.book.plotting.tours`.

Boards are drawn with row 0 at the top and column 0 at the left, the same ``(row, col)``
the code uses; the axis labels show the article's 1-based numbers unless told otherwise.

>>> from boardpuzzles.book.plotting import new_axes
>>> ax = draw_board(3, ax=new_axes(3))
>>> [label.get_text() for label in ax.get_xticklabels()]
['1', '2', '3']
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

import matplotlib
import numpy as np
from matplotlib.axes import Axes
from matplotlib.colors import ListedColormap
from matplotlib.patches import Rectangle

from boardpuzzles.board import MAX_BOARD_SIZE, require_board_size
from boardpuzzles.book.plotting.style import (
    COLOURS,
    HEATMAP,
    UNREACHABLE_GREY,
    axes_or_new,
    board_figsize,
    grid_rows,
    label_start,
    text_colour_on,
)
from boardpuzzles.errors import OptionError

#: The kinds of marker :func:`mark_squares` draws: a disc for each, a cross for ``"rejected"``.
MARKER_KINDS = ("piece", "target", "frontier", "rejected")


def draw_board(size: int, *, ax: Axes | None = None, labels: str | None = "one", rows: int | None = None) -> Axes:
    """Draw an empty chequered board of ``size`` columns (and ``rows`` rows, default ``size``).

    Parameters
    ----------
    size, rows : int
        The columns and rows of the board, each 1 to :data:`~boardpuzzles.board.MAX_BOARD_SIZE`;
        ``rows`` is ``size`` when ``None``.
    ax : matplotlib.axes.Axes, optional
        The Axes to draw on; a new figure's when ``None``.
    labels : {"one", "zero", None}
        Number rows and columns 1..n as in the articles, 0..n-1 as in the code, or not at all.
        Boards over 20 squares a side are never labelled.

    Raises
    ------
    ValueError
        If a size is out of range or ``labels`` is not one of the three styles.

    Examples
    --------
    >>> from boardpuzzles.book.plotting import new_axes
    >>> ax = draw_board(4, ax=new_axes(4), labels="zero", rows=2)
    >>> [label.get_text() for label in ax.get_yticklabels()]
    ['0', '1']
    """
    size = require_board_size(size, MAX_BOARD_SIZE)
    rows = size if rows is None else require_board_size(rows, MAX_BOARD_SIZE)
    label_start(labels)
    ax = axes_or_new(ax, board_figsize(max(size, rows)))
    chequer = [[(row + col) % 2 for col in range(size)] for row in range(rows)]
    squares = ListedColormap([COLOURS["light"], COLOURS["dark"]])
    ax.imshow(chequer, cmap=squares, vmin=0, vmax=1, extent=(-0.5, size - 0.5, rows - 0.5, -0.5),
              interpolation="nearest", zorder=0)
    return frame_board(size, ax=ax, rows=rows, labels=labels)


def frame_board(size: int, *, ax: Axes | None = None, rows: int | None = None, labels: str | None = "one",
                linewidth: float = 1.2) -> Axes:
    """Outline a board of ``size`` columns and ``rows`` rows (default ``size``), fit the view to it, label its axes.

    Parameters
    ----------
    size, rows : int
        The columns and rows of the board; ``rows`` is ``size`` when ``None``.
    ax : matplotlib.axes.Axes, optional
        The Axes to draw on; a new figure's when ``None``.
    labels : {"one", "zero", None}
        How the rows and columns are numbered, as in :func:`draw_board`.
    linewidth : float
        The width of the outline, in points.

    Examples
    --------
    >>> from boardpuzzles.book.plotting import new_axes
    >>> ax = frame_board(3, ax=new_axes(3), labels=None)
    >>> ax.get_xlim() == (-0.5, 2.5), len(ax.patches)
    (True, 1)
    """
    rows = size if rows is None else rows
    ax = axes_or_new(ax, board_figsize(max(size, rows)))
    ax.add_patch(Rectangle((-0.5, -0.5), size, rows, fill=False, edgecolor=COLOURS["grid"], linewidth=linewidth))
    ax.set_xlim(-0.5, size - 0.5)
    ax.set_ylim(rows - 0.5, -0.5)
    ax.set_aspect("equal")
    _label_axes(ax, size, rows, labels)
    return ax


def _label_axes(ax: Axes, size: int, rows: int, labels: str | None) -> None:
    """Number the columns along the top and the rows down the left; hide the spines."""
    first = label_start(labels)
    if first is None or max(size, rows) > 20:
        ax.set_xticks([])
        ax.set_yticks([])
    else:
        ax.set_xticks(range(size), [str(c + first) for c in range(size)])
        ax.set_yticks(range(rows), [str(r + first) for r in range(rows)])
        ax.tick_params(length=0, labelsize=8)
        ax.xaxis.tick_top()
    for spine in ax.spines.values():
        spine.set_visible(False)


def mark_squares(size: int, squares: Iterable[Sequence[int]], *, ax: Axes | None = None, kind: str = "target",
                 label: str | None = None, **style) -> Axes:
    """Mark squares with a disc (``kind`` = ``"piece"``, ``"target"``, ``"frontier"``) or a cross (``"rejected"``).

    Squares off the board are drawn too (the axes grow to show them), which is how
    chapter 1 shows rejected offsets.

    Parameters
    ----------
    size : int
        The board's size, which sizes a new figure.
    squares : iterable of (int, int)
        The squares to mark, each ``(row, col)``, 0-based; none leaves the Axes as they are.
    ax : matplotlib.axes.Axes, optional
        The Axes to draw on; a new figure's when ``None``.
    kind : {"piece", "target", "frontier", "rejected"}
        The marker: a disc in the kind's colour, or a cross for ``"rejected"``
        (:data:`MARKER_KINDS`).
    label : str, optional
        The markers' entry in a legend.
    **style : object
        Matplotlib ``scatter`` settings that override the marker's own (``s``, ``color``, ``alpha``).

    Raises
    ------
    ValueError
        If ``kind`` is not one of ``"piece"``, ``"target"``, ``"frontier"`` and ``"rejected"``.

    Examples
    --------
    >>> from boardpuzzles.book.plotting import new_axes
    >>> ax = mark_squares(3, [(0, 0), (1, 2)], ax=new_axes(3), kind="piece")
    >>> ax.collections[0].get_offsets().tolist()
    [[0.0, 0.0], [2.0, 1.0]]
    """
    if kind not in MARKER_KINDS:
        raise OptionError(f"kind must be one of {', '.join(MARKER_KINDS)}, got {kind!r}")
    ax = axes_or_new(ax, board_figsize(size))
    squares = list(squares)
    if not squares:
        return ax
    rows, cols = zip(*squares)
    defaults = {"color": COLOURS[kind], "s": 260, "zorder": 3}
    if kind == "rejected":
        defaults.update(marker="X", s=160)
    elif kind == "piece":
        defaults.update(marker="o", s=320, edgecolors="white", linewidths=1.5)
    else:
        defaults.update(marker="o", edgecolors="white", linewidths=1)
    defaults.update(style)
    ax.scatter(cols, rows, label=label, **defaults)
    return ax


def write_numbers(grid: Sequence[Sequence[int | str]], *, ax: Axes | None = None, skip: Iterable = (0, None, ""),
                  fontsize: float | None = None, color: str | None = None, **style) -> Axes:
    """Write each cell's value in the middle of its square (move numbers, move counts, distances).

    Parameters
    ----------
    grid : sequence of sequences of int or str
        The values, one row of the board per inner sequence; the number of rows sizes a new figure.
    ax : matplotlib.axes.Axes, optional
        The Axes to draw on; a new figure's when ``None``.
    skip : iterable
        The values left out (empty squares by default).
    fontsize : float, optional
        The size of the numbers, in points; by default it shrinks as the board grows.
    color : str, optional
        The numbers' colour; the text colour of :data:`~boardpuzzles.book.plotting.style.COLOURS` by default.
    **style : object
        More matplotlib text settings, for example a ``bbox`` behind each number.

    Examples
    --------
    >>> from boardpuzzles.book.plotting import new_axes
    >>> ax = write_numbers([[1, 0], [0, 2]], ax=new_axes(2))
    >>> [text.get_text() for text in ax.texts]
    ['1', '2']
    """
    size = len(grid)
    ax = axes_or_new(ax, board_figsize(size))
    skip = set(skip)
    fontsize = fontsize or max(5, min(12, 60 / max(size, 1)))
    settings = {"ha": "center", "va": "center", "fontsize": fontsize, "color": color or COLOURS["text"], "zorder": 4}
    settings.update(style)
    for row, values in enumerate(grid):
        for col, value in enumerate(values):
            if value not in skip:
                ax.text(col, row, str(value), **settings)
    return ax


def draw_path(size: int, path: Sequence[Sequence[int]], *, ax: Axes | None = None, color: str | None = None,
              linewidth: float | None = None, mark_ends: bool = True, **style) -> Axes:
    """Draw a path of squares (a tour, a shortest path) as connected line segments, start and end marked.

    Parameters
    ----------
    size : int
        The board's size, which scales the line and the end markers and sizes a new figure.
    path : sequence of (int, int)
        The squares in order, each ``(row, col)``, 0-based; an empty path draws nothing.
    ax : matplotlib.axes.Axes, optional
        The Axes to draw on; a new figure's when ``None``.
    color : str, optional
        The line's colour; the path colour of :data:`~boardpuzzles.book.plotting.style.COLOURS` by default.
    linewidth : float, optional
        The line's width, in points; by default it thins as the board grows.
    mark_ends : bool
        Mark the first square in the piece colour and the last in the end colour (:func:`mark_path_ends`).
    **style : object
        More matplotlib line settings, for example ``alpha``.

    Examples
    --------
    >>> from boardpuzzles.book.plotting import new_axes
    >>> ax = draw_path(3, [(0, 0), (1, 2), (2, 0)], ax=new_axes(3))
    >>> ax.lines[0].get_xydata().tolist(), len(ax.collections)
    ([[0.0, 0.0], [2.0, 1.0], [0.0, 2.0]], 2)
    """
    ax = axes_or_new(ax, board_figsize(size))
    if not path:
        return ax
    rows, cols = zip(*path)
    linewidth = linewidth or max(0.4, min(2.5, 24 / size))
    ax.plot(cols, rows, color=color or COLOURS["path"], linewidth=linewidth, zorder=2, solid_capstyle="round",
            **style)
    if mark_ends:
        mark_path_ends(size, path[0], path[-1], ax=ax)
    return ax


def mark_path_ends(size: int, start: Sequence[int], end: Sequence[int] | None, *, ax: Axes | None = None) -> Axes:
    """Mark the start of a path in the piece colour and its end (unless ``None``) in the end colour.

    Parameters
    ----------
    size : int
        The board's size, which scales the markers and sizes a new figure.
    start : (int, int)
        The path's first square, ``(row, col)``, 0-based.
    end : (int, int) or None
        The path's last square, or ``None`` to mark the start alone.
    ax : matplotlib.axes.Axes, optional
        The Axes to draw on; a new figure's when ``None``.

    Examples
    --------
    >>> from boardpuzzles.book.plotting import new_axes
    >>> len(mark_path_ends(3, (0, 0), None, ax=new_axes(3)).collections)
    1
    """
    ax = axes_or_new(ax, board_figsize(size))
    marker = max(10, min(80, 600 / size))
    ax.scatter([start[1]], [start[0]], s=marker, color=COLOURS["piece"], zorder=3, edgecolors="white")
    if end is not None:
        ax.scatter([end[1]], [end[0]], s=marker, color=COLOURS["path_end"], zorder=3, edgecolors="white")
    return ax


def draw_heatmap(grid: Sequence[Sequence[float]], *, ax: Axes | None = None, labels: str | None = "one",
                 numbers: bool = True, colorbar: str | None = None, vmin=None, vmax=None, masked_below=None,
                 cmap: str = HEATMAP) -> Axes:
    """Draw a grid of numbers as a heatmap, with the values written in the cells when ``numbers``.

    Each number is black on a light cell and white on a dark one; boards over 20 rows get
    no numbers.

    Parameters
    ----------
    grid : sequence of sequences of float
        The values, one row of the board per inner sequence.
    ax : matplotlib.axes.Axes, optional
        The Axes to draw on; a new figure's when ``None``.
    labels : {"one", "zero", None}
        How the rows and columns are numbered, as in :func:`draw_board`.
    numbers : bool
        Write each value in its cell.
    colorbar : str, optional
        The label of a colour bar beside the map; no colour bar when ``None``.
    vmin, vmax : float, optional
        The values at the two ends of the colour map; the grid's least and greatest when ``None``.
    masked_below : float, optional
        Values below it (for example ``-1`` for "unreachable") are shown in grey.
    cmap : str
        The name of a matplotlib colour map, :data:`~boardpuzzles.book.plotting.style.HEATMAP` by default.

    Raises
    ------
    ValueError
        If the grid is empty or ``labels`` is not one of the three styles.

    Examples
    --------
    >>> from boardpuzzles.book.plotting import new_axes
    >>> ax = draw_heatmap([[0, 8], [-1, 4]], ax=new_axes(2), masked_below=0)
    >>> [(text.get_text(), text.get_color()) for text in ax.texts]
    [('0', 'white'), ('8', 'black'), ('-1', 'black'), ('4', 'white')]
    """
    size = grid_rows(grid)
    label_start(labels)
    ax = axes_or_new(ax, board_figsize(size))
    data = np.array(grid, dtype=float)
    if masked_below is not None:
        data = np.ma.masked_less(data, masked_below)
    colours = matplotlib.colormaps[cmap].with_extremes(bad=UNREACHABLE_GREY)
    image = ax.imshow(data, cmap=colours, vmin=vmin, vmax=vmax)
    ax.set_aspect("equal")
    _label_axes(ax, len(grid[0]), size, labels)
    if numbers and size <= 20:
        for row, values in enumerate(grid):
            for col, value in enumerate(values):
                masked = masked_below is not None and value < masked_below
                shade = UNREACHABLE_GREY if masked else image.cmap(image.norm(value))
                ax.text(col, row, f"{value:g}" if isinstance(value, float) else str(value), ha="center",
                        va="center", fontsize=max(5, min(11, 70 / size)), color=text_colour_on(shade))
    if colorbar:
        ax.figure.colorbar(image, ax=ax, shrink=0.8, label=colorbar)
    return ax

