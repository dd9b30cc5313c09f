"""Matplotlib drawings for the book, in one shared style.

Every function takes data from the pure solvers plus ``ax=None`` and returns the
``Axes`` it drew on, so a chapter can compose several drawings in one figure::

    fig, ax = plt.subplots()
    draw_board(8, ax=ax)
    mark_squares([(0, 0)], ax=ax, kind="piece")

Boards are drawn with row 0 at the top and column 0 at the left, the same
``(row, col)`` the code uses; axis labels may show the article's 1-based numbers.
"""

from __future__ import annotations

import io
from collections.abc import Iterable, Sequence

import matplotlib
import matplotlib.pyplot as plt
from matplotlib.axes import Axes
from matplotlib.figure import Figure

# --- the house style ------------------------------------------------------------------------

#: Colours used by every chapter. Mid-tone squares keep the boards legible on light and dark pages.
COLOURS = {
    "light": "#efe6d2",
    "dark": "#b58863",
    "piece": "#1f4e79",
    "target": "#2e8b57",
    "rejected": "#c0392b",
    "path": "#1f4e79",
    "path_end": "#c0392b",
    "undone": "#c0392b",
    "frontier": "#e6a817",
    "grid": "#5a4632",
    "text": "#222222",
}

#: The colour map for heatmaps (distances, move counts); perceptually uniform and readable in dark mode.
HEATMAP = "viridis"

#: Figure background: white, so figures read the same in the theme's light and dark modes.
FACE = "white"

plt.rcParams.update(
    {
        "figure.facecolor": FACE,
        "savefig.facecolor": FACE,
        "axes.facecolor": FACE,
        "font.size": 10,
        "axes.titlesize": 11,
        "figure.dpi": 100,
    }
)


def board_figsize(size: int, cell_inches: float = 0.42, minimum: float = 2.2, maximum: float = 5.5) -> tuple[float, float]:
    """Return a square figure size that grows with the board but stays readable."""
    side = min(maximum, max(minimum, cell_inches * size + 0.6))
    return side, side


def _axes(ax: Axes | None, size: int) -> Axes:
    if ax is None:
        _, ax = plt.subplots(figsize=board_figsize(size))
    return ax


def draw_board(size: int, ax: Axes | None = None, labels: str | None = "one", rows: int | None = None) -> Axes:
    """Draw an empty chequered board of ``size`` columns (and ``rows`` rows, default ``size``).

    ``labels="one"`` numbers rows and columns 1..n as in the articles; ``"zero"`` shows the
    0-based numbers the code uses; ``None`` hides them (for big boards).
    """
    rows = size if rows is None else rows
    ax = _axes(ax, max(size, rows))
    for row in range(rows):
        for col in range(size):
            colour = COLOURS["light"] if (row + col) % 2 == 0 else COLOURS["dark"]
            ax.add_patch(plt.Rectangle((col - 0.5, row - 0.5), 1, 1, facecolor=colour, edgecolor="none"))
    ax.add_patch(plt.Rectangle((-0.5, -0.5), size, rows, fill=False, edgecolor=COLOURS["grid"], linewidth=1.2))
    ax.set_xlim(-0.5, size - 0.5)
    ax.set_ylim(rows - 0.5, -0.5)
    ax.set_aspect("equal")
    _label_axes(ax, size, rows, labels)
    return ax


def _label_axes(ax: Axes, size: int, rows: int, labels: str | None) -> None:
    if labels is None or max(size, rows) > 20:
        ax.set_xticks([])
        ax.set_yticks([])
    else:
        first = 1 if labels == "one" else 0
        ax.set_xticks(range(size), [str(c + first) for c in range(size)])
        ax.set_yticks(range(rows), [str(r + first) for r in range(rows)])
        ax.tick_params(length=0, labelsize=8)
        ax.xaxis.tick_top()
    for spine in ax.spines.values():
        spine.set_visible(False)


def mark_squares(squares: Iterable[Sequence[int]], ax: Axes | None = None, kind: str = "target", size: int = 8, label: str | None = None, **style) -> Axes:
    """Mark squares with a disc (``kind`` = ``"piece"``, ``"target"``, ``"frontier"``) or a cross (``"rejected"``).

    Squares off the board are drawn too (the axes grow to show them), which is how
    chapter 1 shows rejected offsets.
    """
    ax = _axes(ax, size)
    squares = list(squares)
    if not squares:
        return ax
    rows, cols = zip(*squares)
    defaults = {"color": COLOURS.get(kind, COLOURS["target"]), "s": 260, "zorder": 3}
    if kind == "rejected":
        defaults.update(marker="X", s=160)
    elif kind == "piece":
        defaults.update(marker="o", s=320, edgecolors="white", linewidths=1.5)
    else:
        defaults.update(marker="o", edgecolors="white", linewidths=1)
    defaults.update(style)
    ax.scatter(cols, rows, label=label, **defaults)
    return ax


def write_numbers(grid: Sequence[Sequence[int | str]], ax: Axes | None = None, skip: Iterable = (0, None, ""), fontsize: float | None = None, color: str | None = None) -> Axes:
    """Write each cell's value in the middle of its square (move numbers, move counts, distances)."""
    size = len(grid)
    ax = _axes(ax, size)
    skip = set(skip)
    fontsize = fontsize or max(5, min(12, 60 / max(size, 1)))
    for row, values in enumerate(grid):
        for col, value in enumerate(values):
            if value in skip:
                continue
            ax.text(col, row, str(value), ha="center", va="center", fontsize=fontsize, color=color or COLOURS["text"], zorder=4)
    return ax


def draw_path(path: Sequence[Sequence[int]], ax: Axes | None = None, size: int | None = None, color: str | None = None, linewidth: float | None = None, mark_ends: bool = True, **style) -> Axes:
    """Draw a path of squares (a tour, a shortest path) as connected line segments, start and end marked."""
    size = size or (max(max(r, c) for r, c in path) + 1 if path else 1)
    ax = _axes(ax, size)
    if not path:
        return ax
    rows, cols = zip(*path)
    linewidth = linewidth or max(0.4, min(2.5, 24 / size))
    ax.plot(cols, rows, color=color or COLOURS["path"], linewidth=linewidth, zorder=2, solid_capstyle="round", **style)
    if mark_ends:
        marker = max(10, min(80, 600 / size))
        ax.scatter([cols[0]], [rows[0]], s=marker, color=COLOURS["piece"], zorder=3, edgecolors="white")
        ax.scatter([cols[-1]], [rows[-1]], s=marker, color=COLOURS["path_end"], zorder=3, edgecolors="white")
    return ax


def draw_heatmap(grid: Sequence[Sequence[float]], ax: Axes | None = None, labels: str | None = "one", numbers: bool = True, colorbar: str | None = None, vmin=None, vmax=None, masked_below=None, cmap: str = HEATMAP) -> Axes:
    """Draw a grid of numbers as a heatmap, optionally with the values written in the cells.

    Values below ``masked_below`` (for example ``-1`` for "unreachable") are shown in grey.
    """
    import numpy as np

    size = len(grid)
    ax = _axes(ax, size)
    data = np.array(grid, dtype=float)
    if masked_below is not None:
        data = np.ma.masked_less(data, masked_below)
    colours = matplotlib.colormaps[cmap].with_extremes(bad="#9e9e9e")
    image = ax.imshow(data, cmap=colours, vmin=vmin, vmax=vmax)
    ax.set_aspect("equal")
    _label_axes(ax, len(grid[0]), size, labels)
    if numbers and size <= 20:
        for row, values in enumerate(grid):
            for col, value in enumerate(values):
                shade = image.cmap(image.norm(value)) if (masked_below is None or value >= masked_below) else (0.6, 0.6, 0.6, 1)
                luminance = 0.299 * shade[0] + 0.587 * shade[1] + 0.114 * shade[2]
                ax.text(col, row, f"{value:g}" if isinstance(value, float) else str(value), ha="center", va="center",
                        fontsize=max(5, min(11, 70 / size)), color="black" if luminance > 0.5 else "white")
    if colorbar:
        ax.figure.colorbar(image, ax=ax, shrink=0.8, label=colorbar)
    return ax


# --- turning figures into compact pictures for the precomputed explorers --------------------


def figure_to_png(fig: Figure, dpi: int = 72, colours: int = 64) -> bytes:
    """Render ``fig`` to PNG bytes, reduced to a small palette, and close it.

    Explorers precompute hundreds of pictures that are stored inside the page, so
    each one is kept to a few kilobytes: a board has few colours, and a palette PNG
    of it is several times smaller than a full-colour one.
    """
    from PIL import Image

    buffer = io.BytesIO()
    fig.savefig(buffer, format="png", dpi=dpi, bbox_inches="tight", pad_inches=0.05)
    plt.close(fig)
    buffer.seek(0)
    image = Image.open(buffer).convert("RGB").quantize(colors=colours, method=Image.Quantize.MEDIANCUT)
    out = io.BytesIO()
    image.save(out, format="PNG", optimize=True)
    return out.getvalue()


# --- chapter 1: where can a knight go? -------------------------------------------------------


def draw_jumps(square, size: int, jumps, ax: Axes | None = None, labels: str | None = "one", numbers: bool = True, show_rejected: bool = True) -> Axes:
    """Draw a piece, the squares it can jump to, and (optionally) its rejected off-board jumps.

    ``jumps`` is the list returned by :func:`boardpuzzles.knight.try_offsets`. Each target
    is numbered with its offset number, as in the article's picture.
    """
    landed = [jump for jump in jumps if jump.lands]
    rejected = [jump for jump in jumps if not jump.lands] if show_rejected else []
    reach = max([0] + [max(abs(r - square[0]), abs(c - square[1])) for j in rejected for r, c in [j.target]])
    ax = draw_board(size, ax=ax if ax is not None else plt.subplots(figsize=board_figsize(size + (4 if rejected else 0)))[1], labels=labels)
    mark_squares([j.target for j in landed], ax=ax, kind="target", size=size, s=max(40, 260 * 8 / max(size, 8)))
    mark_squares([j.target for j in rejected], ax=ax, kind="rejected", size=size)
    mark_squares([square], ax=ax, kind="piece", size=size, s=max(60, 320 * 8 / max(size, 8)))
    if numbers and size <= 16:
        for jump in landed + rejected:
            ax.annotate(str(jump.number), (jump.target[1], jump.target[0]), xytext=(7, 7), textcoords="offset points",
                        fontsize=8, color=COLOURS["rejected"] if not jump.lands else COLOURS["text"], zorder=5)
    if rejected:
        low = min([-0.5] + [c - 0.7 for j in rejected for c in [j.target[1]]])
        high = max([size - 0.5] + [c + 0.7 for j in rejected for c in [j.target[1]]])
        top = min([-0.5] + [r - 0.7 for j in rejected for r in [j.target[0]]])
        bottom = max([size - 0.5] + [r + 0.7 for j in rejected for r in [j.target[0]]])
        ax.set_xlim(low, high)
        ax.set_ylim(bottom, top)
    del reach
    return ax
