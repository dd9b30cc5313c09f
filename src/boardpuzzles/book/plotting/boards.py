"""Boards drawn with matplotlib: squares, markers, numbers, paths and heatmaps (chapters 1 and 2).

Boards are drawn with row 0 at the top and column 0 at the left, the same ``(row, col)``
the code uses; the axis labels show the article's 1-based numbers unless told otherwise.

>>> from boardpuzzles.book.plotting import new_axes
>>> ax = draw_board(3, ax=new_axes(3))
>>> [label.get_text() for label in ax.get_xticklabels()]
['1', '2', '3']
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence

import matplotlib
import numpy as np
from matplotlib.axes import Axes
from matplotlib.colors import ListedColormap
from matplotlib.patches import Circle, Rectangle

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
from boardpuzzles.errors import NumberError, OptionError

#: The kinds of marker :func:`mark_squares` draws: a disc for each, a cross for ``"rejected"``.
MARKER_KINDS = ("piece", "target", "frontier", "rejected")


def draw_board(size: int, *, ax: Axes | None = None, labels: str | None = "one", rows: int | None = None) -> Axes:
    """Draw an empty chequered board of ``size`` columns (and ``rows`` rows, default ``size``).

    Parameters
    ----------
    size, rows : int
        The columns and rows of the board, each 1 to :data:`~boardpuzzles.board.MAX_BOARD_SIZE`.
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

    ``labels`` is as in :func:`draw_board`.

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
    chapter 1 shows rejected offsets. ``size`` sizes a new figure; ``style`` overrides
    the marker's matplotlib settings.

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

    Values in ``skip`` are left out (empty squares by default); ``style`` adds matplotlib
    text settings, for example a ``bbox`` behind each number.

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

    The board's ``size`` scales the line and the end markers; ``style`` adds matplotlib line settings.

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

    Values below ``masked_below`` (for example ``-1`` for "unreachable") are shown in grey.
    Each number is black on a light cell and white on a dark one; boards over 20 rows get
    no numbers. ``colorbar`` (a label) adds a colour bar.

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


# --- chapter 1: where can a knight go? ------------------------------------------------------------

#: The light grid that rules the coordinate plane round a board, where jumps fall off it.
PLANE_GRID = "#d9d9d9"


def jump_reach(jumps) -> int:
    """Return how far (in rows or columns, at least 2) the farthest of ``jumps`` leaves its square.

    >>> from boardpuzzles.knight import leaper_offsets, try_offsets
    >>> jump_reach(try_offsets(8, (0, 0))), jump_reach(try_offsets(8, (0, 0), offsets=leaper_offsets(1, 4)))
    (2, 4)
    """
    return max([2] + [max(abs(d) for d in jump.offset) for jump in jumps])


#: The ``gid`` of the tick labels :func:`mark_plane_ticks` writes, which tell them from the jumps' numbers.
PLANE_TICK = "plane-tick"


def mark_plane_ticks(ax: Axes, square, reach: int) -> Axes:
    """Tick both axes of the plane through ``square`` at every step from ``-reach`` to ``+reach`` and label them.

    The row steps stand left of the vertical axis (``+1`` is one row down, as rows are
    numbered), the column steps under the horizontal one; the origin, the piece itself, has
    no label. Each label has the ``gid`` :data:`PLANE_TICK`.

    >>> from boardpuzzles.book.plotting import new_axes
    >>> ax = mark_plane_ticks(new_axes(8), (3, 4), 2)
    >>> [text.get_text() for text in ax.texts]
    ['−2', '−2', '−1', '−1', '+1', '+1', '+2', '+2']
    """
    row, col = square
    style = {"fontsize": 7.5, "color": COLOURS["text"], "zorder": 4.5, "gid": PLANE_TICK}
    for step in (k for k in range(-reach, reach + 1) if k):
        label = f"{step:+d}".replace("-", "\N{MINUS SIGN}")
        ax.plot([col - 0.12, col + 0.12], [row + step] * 2, color=COLOURS["grid"], linewidth=1, zorder=1.6)
        ax.plot([col + step] * 2, [row - 0.12, row + 0.12], color=COLOURS["grid"], linewidth=1, zorder=1.6)
        ax.text(col - 0.16, row + step, label, ha="right", va="center", **style)
        ax.text(col + step, row + 0.18, label, ha="center", va="top", **style)
    return ax


def clockwise_order(offsets: Iterable[Sequence[int]]) -> tuple[tuple[int, int], ...]:
    """Return a piece's offsets in the book's one numbering of its jumps, the numbering of chapter 1.

    Jump 1 is the first met going clockwise (as the reader sees the board, rows growing down the page)
    from straight up; the others follow clockwise. For the knight that is the article's point 1, two
    rows up and one column right, then clockwise (:func:`boardpuzzles.knight.offsets_round` from
    ``(-2, 1)``); every leaper is numbered the same way. Every drawing that numbers jumps uses this order.

    >>> from boardpuzzles.knight import KNIGHT_OFFSETS, offsets_round
    >>> clockwise_order(KNIGHT_OFFSETS)[:3]
    ((-2, 1), (-1, 2), (1, 2))
    >>> clockwise_order(KNIGHT_OFFSETS) == offsets_round((-2, 1))
    True
    """
    unique = {(int(d_row), int(d_col)) for d_row, d_col in offsets}
    return tuple(sorted(unique, key=lambda offset: math.atan2(offset[1], -offset[0]) % math.tau))


def jump_numbers(jumps) -> dict[tuple[int, int], int]:
    """Return each jump's number (1 to 8 for a knight), by its offset, in :func:`clockwise_order`.

    >>> from boardpuzzles.knight import try_offsets
    >>> numbers = jump_numbers(try_offsets(8, (3, 4)))
    >>> numbers[(-2, 1)], numbers[(-2, -1)]
    (1, 8)
    """
    return {offset: k for k, offset in enumerate(clockwise_order(jump.offset for jump in jumps), 1)}


def draw_jumps(size: int, square, jumps, *, ax: Axes | None = None, labels: str | None = "one", numbers: bool = True,
               plane: bool = False, numbered: str = "clockwise") -> Axes:
    """Draw a piece, the squares it can jump to, and its rejected jumps that fall off the board.

    ``jumps`` is the list from :func:`boardpuzzles.knight.try_offsets`. Each jump is numbered as
    chapter 1 numbers it (:func:`clockwise_order`), whatever order ``jumps`` is in; ``numbered="tried"``
    numbers them 1, 2, ... in the order of ``jumps`` instead, for a figure of the order a program tries
    them in (chapter 3), whose caption says so. Rejected targets are drawn as crosses outside the board, so the
    view widens to show them. ``plane=True`` adds the coordinate axes through the piece, with
    ticks from ``-reach`` to ``+reach`` on both (the row step down the page, the column step to
    the right), and rules the squares of the plane round the board in
    :data:`~boardpuzzles.book.plotting.boards.PLANE_GRID`. Each number stands beside its target,
    on the side away from the piece.

    >>> from boardpuzzles.knight import try_offsets
    >>> from boardpuzzles.book.plotting import new_axes
    >>> ax = draw_jumps(8, (0, 0), try_offsets(8, (0, 0)), ax=new_axes(8))
    >>> [len(markers.get_offsets()) for markers in ax.collections]  # landed, rejected, the piece
    [2, 6, 1]
    """
    if numbered not in ("clockwise", "tried"):
        raise OptionError(f"numbered must be 'clockwise' or 'tried', got {numbered!r}")
    landed = [jump for jump in jumps if jump.lands]
    rejected = [jump for jump in jumps if not jump.lands]
    ax = draw_board(size, ax=ax, labels=labels)
    scale = 8 / max(size, 8)
    if plane:
        reach = jump_reach(jumps)
        kwargs = {"color": COLOURS["grid"], "linewidth": 1, "linestyle": "--", "zorder": 1.5}
        ax.plot([square[1] - reach - 0.4, square[1] + reach + 0.4], [square[0]] * 2, **kwargs)
        ax.plot([square[1]] * 2, [square[0] - reach - 0.4, square[0] + reach + 0.4], **kwargs)
        mark_plane_ticks(ax, square, reach)
    for jump in jumps:
        ax.annotate("", xy=(jump.target[1], jump.target[0]), xytext=(square[1], square[0]), zorder=2.5,
                    arrowprops={"arrowstyle": "-", "color": COLOURS["target"] if jump.lands else COLOURS["rejected"],
                                "linewidth": 0.8, "alpha": 0.6, "linestyle": "-" if jump.lands else ":"})
    mark_squares(size, [j.target for j in landed], ax=ax, kind="target", s=max(40, 260 * scale))
    mark_squares(size, [j.target for j in rejected], ax=ax, kind="rejected", s=max(40, 160 * scale))
    mark_squares(size, [square], ax=ax, kind="piece", s=max(60, 320 * scale))
    if numbers and size <= 16:
        number = jump_numbers(jumps) if numbered == "clockwise" else {j.offset: k for k, j in enumerate(jumps, 1)}
        for jump in jumps:  # each number beside its target, on the side away from the piece
            down, right = ((step > 0) - (step < 0) for step in jump.offset)
            ax.annotate(str(number[jump.offset]), (jump.target[1], jump.target[0]), xytext=(5 * right, -5 * down),
                        textcoords="offset points", ha=("right", "center", "left")[right + 1],
                        va=("bottom", "center", "top")[down + 1], fontsize=8, fontweight="bold", zorder=5,
                        color=COLOURS["text"] if jump.lands else COLOURS["rejected"])
    targets = [jump.target for jump in jumps] + [(0, 0), (size - 1, size - 1)]
    left, right = min(c for _, c in targets) - 0.6, max(c for _, c in targets) + 0.6
    top, bottom = min(r for r, _ in targets) - 0.6, max(r for r, _ in targets) + 0.6
    ax.set_xlim(left, right)
    ax.set_ylim(bottom, top)
    if plane:  # the plane carries on past the board: rule its squares, under the board
        grid = {"color": PLANE_GRID, "linewidth": 0.6, "zorder": -1}
        for col in range(math.floor(left), math.ceil(right)):
            ax.axvline(col + 0.5, **grid)
        for row in range(math.floor(top), math.ceil(bottom)):
            ax.axhline(row + 0.5, **grid)
    return ax


# --- chapter 2: the fewest moves ------------------------------------------------------------------


def draw_distances(grid: Sequence[Sequence[int]], *, path: Sequence[Sequence[int]] | None = None,
                   ax: Axes | None = None, numbers: bool = True, labels: str | None = "one",
                   vmax: int | None = None) -> Axes:
    """Draw a BFS distance grid as a heatmap (unreachable ``-1`` squares grey) and, optionally, one shortest path.

    ``grid`` is :func:`boardpuzzles.distance.distance_grid`; ``path`` a list of squares drawn on top:
    a line through them with a marker on every square, so that two jumps in a straight line
    still read as two. The start is a blue disc, the end a red one, and every square between is
    ringed in red and filled with its own colour; the numbers stay on top of the markers, in the
    ink that reads best on each.

    >>> from boardpuzzles.book.plotting import new_axes
    >>> ax = draw_distances([[0, 3], [3, -1]], path=[(0, 0), (1, 1)], ax=new_axes(2))
    >>> [text.get_text() for text in ax.texts], len(ax.lines), len(ax.patches)
    (['0', '3', '3', '-1'], 1, 2)
    """
    size = grid_rows(grid)
    ax = draw_heatmap(grid, ax=ax, labels=labels, numbers=numbers, masked_below=0, vmin=0, vmax=vmax)
    if path:
        draw_path(size, path, ax=ax, color=COLOURS["rejected"], linewidth=max(1.0, min(2.5, 24 / size)),
                  alpha=0.85, mark_ends=False)
        _mark_path_squares(ax, path, size)
    return ax


def _mark_path_squares(ax: Axes, path: Sequence[Sequence[int]], size: int) -> None:
    """Put a marker on every square of ``path``, under the numbers, and write each number in the ink of its marker."""
    image = ax.images[0]
    numbers = {(round(text.get_position()[1]), round(text.get_position()[0])): text for text in ax.texts}
    edge = max(0.8, min(2.0, 16 / size))
    for k, (row, col) in enumerate(path):
        end = k in (0, len(path) - 1)
        value = image.get_array()[row, col]
        shade = COLOURS["piece"] if k == 0 else COLOURS["path_end"] if end else image.cmap(image.norm(value))
        ax.add_patch(Circle((col, row), 0.36 if numbers else 0.3, facecolor=shade,
                            edgecolor="white" if end else COLOURS["rejected"], linewidth=edge, zorder=3))
        if (row, col) in numbers:
            numbers[row, col].set_color(text_colour_on(shade))
    for text in numbers.values():
        text.set_zorder(4)


def draw_bfs_layers(size: int, layers: Sequence[Sequence[Sequence[int]]], upto: int, *, ax: Axes | None = None,
                    labels: str | None = "one") -> Axes:
    """Draw BFS once it has found layer ``upto``: earlier layers numbered with their distance, then the frontier.

    ``layers`` is :func:`boardpuzzles.distance.bfs_layers`: layer ``k`` lists the squares ``k`` moves away.

    Raises
    ------
    ValueError
        If ``upto`` is not between 0 and the number of layers.

    Examples
    --------
    >>> from boardpuzzles.book.plotting import new_axes
    >>> ax = draw_bfs_layers(3, [[(0, 0)], [(1, 2), (2, 1)]], 1, ax=new_axes(3))
    >>> [text.get_text() for text in ax.texts]
    ['0', '1', '1']
    """
    if not 0 <= upto <= len(layers):
        raise NumberError(f"upto must be between 0 and {len(layers)} (the number of layers), got {upto}")
    ax = draw_board(size, ax=ax, labels=labels)
    fontsize = max(6, min(11, 70 / size))
    for moves, layer in enumerate(layers[:upto]):
        for row, col in layer:
            ax.text(col, row, str(moves), ha="center", va="center", fontsize=fontsize, color=COLOURS["text"], zorder=4)
    if upto < len(layers):
        frontier = [(r, c) for r, c in layers[upto]]
        mark_squares(size, frontier, ax=ax, kind="frontier", s=max(60, 2600 / size))
        for row, col in frontier:
            ax.text(col, row, str(upto), ha="center", va="center", fontsize=fontsize, color="white", zorder=5,
                    weight="bold")
    mark_squares(size, [layers[0][0]], ax=ax, kind="piece", s=max(40, 1200 / size), alpha=0.35)
    return ax


def draw_table(table: Sequence[Sequence[int]], *, ax: Axes | None = None, numbers: bool = True) -> Axes:
    """Draw the article's table as a heatmap: row ``a``, column ``b``, 1-based; ``-1`` cells grey.

    ``table`` is :func:`boardpuzzles.distance.knightl_table`; an empty table draws an empty frame.
    Tables over 20 rows are labelled at 1 and every fifth number.

    >>> from boardpuzzles.book.plotting import new_axes
    >>> ax = draw_table([[2, -1], [-1, 1]], ax=new_axes(2))
    >>> ax.get_xlabel(), ax.get_ylabel(), len(ax.texts)
    ('b', 'a', 4)
    """
    size = max(len(table), 1)
    ax = axes_or_new(ax, board_figsize(size))
    if not table:
        ax.axis("off")
        return ax
    draw_heatmap(table, ax=ax, labels="one", numbers=numbers, masked_below=0, vmin=0)
    if size > 20:  # too many to label each: mark 1 and every fifth step
        ticks = [0] + list(range(4, size, 5))
        ax.set_xticks(ticks, [str(t + 1) for t in ticks])
        ax.set_yticks(ticks, [str(t + 1) for t in ticks])
        ax.tick_params(length=0, labelsize=8)
        ax.xaxis.tick_top()
    ax.set_xlabel("b")
    ax.set_ylabel("a")
    ax.xaxis.set_label_position("top")
    return ax
