"""Breadth-first search drawn with matplotlib: distance grids, shortest paths, BFS layers, tables (chapter 2).

>>> from boardpuzzles.book.plotting import new_axes
>>> ax = draw_distances([[0, 3], [3, 2]], ax=new_axes(2))
>>> [text.get_text() for text in ax.texts]
['0', '3', '3', '2']
"""

from __future__ import annotations

from collections.abc import Sequence

from matplotlib.axes import Axes
from matplotlib.patches import Circle

from boardpuzzles.book.plotting.boards import draw_board, draw_heatmap, draw_path, mark_squares
from boardpuzzles.book.plotting.style import COLOURS, axes_or_new, board_figsize, grid_rows, text_colour_on
from boardpuzzles.errors import NumberError


def draw_distances(grid: Sequence[Sequence[int]], *, path: Sequence[Sequence[int]] | None = None,
                   ax: Axes | None = None, numbers: bool = True, labels: str | None = "one",
                   vmax: int | None = None) -> Axes:
    """Draw a BFS distance grid as a heatmap (unreachable ``-1`` squares grey) and, optionally, one shortest path.

    The path is drawn on top: a line through its squares with a marker on every square, so that
    two jumps in a straight line still read as two. The start is a blue disc, the end a red one,
    and every square between is ringed in red and filled with its own colour; the numbers stay on
    top of the markers, in the ink that reads best on each.

    Parameters
    ----------
    grid : sequence of sequences of int
        The fewest moves to each square, ``-1`` where none reaches it, as
        :func:`boardpuzzles.distance.distance_grid` returns them.
    path : sequence of (int, int), optional
        A shortest path to draw, its squares ``(row, col)``, 0-based, from the start; none when ``None``.
    ax : matplotlib.axes.Axes, optional
        The Axes to draw on; a new figure's when ``None``.
    numbers : bool
        Write each distance in its square.
    labels : {"one", "zero", None}
        How the rows and columns are numbered, as in :func:`~boardpuzzles.book.plotting.boards.draw_board`.
    vmax : int, optional
        The distance at the top of the colour map; the grid's greatest when ``None``, so that
        several grids can share one scale.

    Examples
    --------
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

    Parameters
    ----------
    size : int
        The board's size.
    layers : sequence of sequences of (int, int)
        The squares by distance, as :func:`boardpuzzles.distance.bfs_layers` returns them:
        layer ``k`` lists the squares ``k`` moves away, layer 0 the start alone.
    upto : int
        The layer just found, drawn as the frontier; the layers before it are numbered.
        ``len(layers)`` draws every layer numbered and no frontier.
    ax : matplotlib.axes.Axes, optional
        The Axes to draw on; a new figure's when ``None``.
    labels : {"one", "zero", None}
        How the rows and columns are numbered, as in :func:`~boardpuzzles.book.plotting.boards.draw_board`.

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

    Tables over 20 rows are labelled at 1 and every fifth number.

    Parameters
    ----------
    table : sequence of sequences of int
        The fewest moves corner to corner of each ``(a, b)`` leaper, ``-1`` where there is no way, as
        :func:`boardpuzzles.distance.knightl_table` returns them; an empty table draws an empty frame.
    ax : matplotlib.axes.Axes, optional
        The Axes to draw on; a new figure's when ``None``.
    numbers : bool
        Write each value in its cell.

    Examples
    --------
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
