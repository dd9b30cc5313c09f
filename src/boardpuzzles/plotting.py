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

import functools
import io
from collections.abc import Iterable, Sequence

import matplotlib
import matplotlib.pyplot as plt
from matplotlib.axes import Axes
from matplotlib.figure import Figure

# --- the house style ------------------------------------------------------------------------------

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

#: The figure background is white, so figures read the same in the theme's light and dark modes.
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
    chequer = [[(row + col) % 2 for col in range(size)] for row in range(rows)]
    squares = matplotlib.colors.ListedColormap([COLOURS["light"], COLOURS["dark"]])
    ax.imshow(chequer, cmap=squares, vmin=0, vmax=1, extent=(-0.5, size - 0.5, rows - 0.5, -0.5), interpolation="nearest", zorder=0)
    return _frame(ax, size, rows, labels)


def _frame(ax: Axes, size: int, rows: int, labels: str | None, linewidth: float = 1.2) -> Axes:
    """Outline a board of ``size`` columns and ``rows`` rows, fit the view to it, and label its axes."""
    ax.add_patch(plt.Rectangle((-0.5, -0.5), size, rows, fill=False, edgecolor=COLOURS["grid"], linewidth=linewidth))
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


# --- turning figures into compact pictures for the precomputed explorers --------------------------


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


# --- quick raster pictures for explorers with many combinations -----------------------------------


@functools.lru_cache(maxsize=None)
def _font(size: int):
    """Return matplotlib's DejaVu Sans at ``size`` pixels, so raster pictures match the figures' font."""
    from PIL import ImageFont

    return ImageFont.truetype(str(matplotlib.get_data_path()) + "/fonts/ttf/DejaVuSans.ttf", size)


def _hex(colour: str) -> tuple[int, int, int]:
    return tuple(int(colour[i:i + 2], 16) for i in (1, 3, 5))


class _RasterBoard:
    """A Pillow canvas holding an ``size`` by ``size`` board of ``cell``-pixel squares, in the house colours.

    The explorers need hundreds of pictures; Pillow draws one in about a millisecond, where
    matplotlib needs a tenth of a second. ``margin`` pixels surround the board (room for labels,
    or for jumps that fall off it), ``trailing`` pixels (default ``margin``) follow it on the right
    and below, and a caption line may sit below that.
    """

    def __init__(self, size: int, cell: int, margin: int, caption: str | None = None, trailing: int | None = None):
        from PIL import Image, ImageDraw

        self.size, self.cell, self.margin, self.caption = size, cell, margin, caption
        self.side = size * cell + margin + (margin if trailing is None else trailing)
        self.image = Image.new("RGB", (self.side, self.side + (18 if caption else 0)), "white")
        self.draw = ImageDraw.Draw(self.image)
        self.draw.fontmode = "1"  # crisp, unsmoothed text: fewer colours, so a much smaller PNG
        self.font = _font(max(8, min(12, cell - 4)))

    def centre(self, square) -> tuple[float, float]:
        return self.margin + square[1] * self.cell + self.cell / 2, self.margin + square[0] * self.cell + self.cell / 2

    def fill(self, colour_of=None) -> None:
        """Paint every square: chequered by default, or ``colour_of(row, col)`` as an RGB triple."""
        for row in range(self.size):
            for col in range(self.size):
                x, y = self.margin + col * self.cell, self.margin + row * self.cell
                colour = colour_of(row, col) if colour_of else _hex(COLOURS["light" if (row + col) % 2 == 0 else "dark"])
                self.draw.rectangle([x, y, x + self.cell - 1, y + self.cell - 1], fill=colour)
        if colour_of is None:
            edge = self.margin + self.size * self.cell
            self.draw.rectangle([self.margin - 1, self.margin - 1, edge, edge], outline=_hex(COLOURS["grid"]))

    def label(self, first: int = 1) -> None:
        """Number the rows (left) and columns (top) from ``first``; big boards stay unlabelled."""
        if self.size > 20:
            return
        for k in range(self.size):
            along = self.margin + k * self.cell + self.cell / 2
            self.text((self.margin - 3, along), str(k + first), anchor="rm")
            self.text((along, self.margin - 3), str(k + first), anchor="md")

    def text(self, xy, words: str, colour: str = COLOURS["text"], anchor: str = "mm", font=None) -> None:
        self.draw.text(xy, words, fill=_hex(colour) if isinstance(colour, str) and colour.startswith("#") else colour,
                       font=font or self.font, anchor=anchor)

    def disc(self, square, colour: str, ratio: float, outline: str | None = "white", width: int = 1) -> None:
        (x, y), r = self.centre(square), self.cell * ratio
        self.draw.ellipse([x - r, y - r, x + r, y + r], fill=_hex(colour) if colour else None,
                          outline=_hex(outline) if outline and outline.startswith("#") else outline, width=width)

    def cross(self, square, colour: str, ratio: float = 0.3, width: int = 3) -> None:
        (x, y), d = self.centre(square), self.cell * ratio
        self.draw.line([x - d, y - d, x + d, y + d], fill=_hex(colour), width=width)
        self.draw.line([x - d, y + d, x + d, y - d], fill=_hex(colour), width=width)

    def line(self, squares, colour: str, width: int = 1) -> None:
        self.draw.line([self.centre(square) for square in squares], fill=_hex(colour), width=width, joint="curve")

    def png(self, colours: int = 16) -> bytes:
        """Write the caption, reduce the picture to a small palette, and return it as PNG bytes."""
        from PIL import Image

        if self.caption:
            self.text((self.side / 2, self.side + 2), self.caption, anchor="mt", font=_font(12))
        buffer = io.BytesIO()
        self.image.quantize(colors=colours, method=Image.Quantize.FASTOCTREE).save(buffer, format="PNG", compress_level=9)
        return buffer.getvalue()


# --- chapter 1: where can a knight go? ------------------------------------------------------------


def draw_jumps(square, size: int, jumps, ax: Axes | None = None, labels: str | None = "one", numbers: bool = True, plane: bool = False) -> Axes:
    """Draw a piece, the squares it can jump to, and its rejected jumps that fall off the board.

    ``jumps`` is the list from :func:`boardpuzzles.knight.try_offsets`. Each jump is numbered
    with its offset number. Rejected targets are drawn as crosses outside the board, so the
    view widens to show them. ``plane=True`` adds the coordinate axes through the piece.
    """
    landed = [jump for jump in jumps if jump.lands]
    rejected = [jump for jump in jumps if not jump.lands]
    ax = draw_board(size, ax=ax, labels=labels)
    scale = 8 / max(size, 8)
    if plane:
        reach = max([2] + [max(abs(d) for d in jump.offset) for jump in jumps])
        kwargs = {"color": COLOURS["grid"], "linewidth": 1, "linestyle": "--", "zorder": 1.5}
        ax.plot([square[1] - reach - 0.4, square[1] + reach + 0.4], [square[0]] * 2, **kwargs)
        ax.plot([square[1]] * 2, [square[0] - reach - 0.4, square[0] + reach + 0.4], **kwargs)
    for jump in jumps:
        ax.annotate("", xy=(jump.target[1], jump.target[0]), xytext=(square[1], square[0]), zorder=2.5,
                    arrowprops={"arrowstyle": "-", "color": COLOURS["target"] if jump.lands else COLOURS["rejected"],
                                "linewidth": 0.8, "alpha": 0.6, "linestyle": "-" if jump.lands else ":"})
    mark_squares([j.target for j in landed], ax=ax, kind="target", size=size, s=max(40, 260 * scale))
    mark_squares([j.target for j in rejected], ax=ax, kind="rejected", size=size, s=max(40, 160 * scale))
    mark_squares([square], ax=ax, kind="piece", size=size, s=max(60, 320 * scale))
    if numbers and size <= 16:
        for jump in jumps:
            ax.annotate(str(jump.number), (jump.target[1], jump.target[0]), xytext=(6, 6), textcoords="offset points",
                        fontsize=8, fontweight="bold", zorder=5,
                        color=COLOURS["text"] if jump.lands else COLOURS["rejected"])
    targets = [jump.target for jump in jumps] + [(0, 0), (size - 1, size - 1)]
    ax.set_xlim(min(c for _, c in targets) - 0.6, max(c for _, c in targets) + 0.6)
    ax.set_ylim(max(r for r, _ in targets) + 0.6, min(r for r, _ in targets) - 0.6)
    return ax


def new_axes(size: int, margin: int = 0) -> Axes:
    """Return the Axes of a new figure sized for a board of ``size`` squares plus ``margin`` on each side.

    The figure is made without pyplot, so it is never shown by accident and needs no closing:
    this is the quick way to make the hundreds of pictures of an explorer.
    """
    return Figure(figsize=board_figsize(size + 2 * margin)).subplots()


def jumps_picture(square, size: int, jumps, cell: int | None = None, caption: str | None = None) -> bytes:
    """Draw the same picture as :func:`draw_jumps` as a small PNG, about a hundred times faster."""
    cell = cell or max(12, min(24, 168 // max(size, 1)))
    reach = max([2] + [max(abs(d) for d in jump.offset) for jump in jumps])
    board = _RasterBoard(size, cell, margin=reach * cell + 10, caption=caption)
    board.fill()
    board.label()
    for jump in jumps:
        board.line([square, jump.target], COLOURS["target" if jump.lands else "rejected"])
    for jump in jumps:
        if jump.lands:
            board.disc(jump.target, COLOURS["target"], 0.36)
        else:
            board.cross(jump.target, COLOURS["rejected"])
        x, y = board.centre(jump.target)
        board.text((x + cell * 0.36, y - cell * 0.36), str(jump.number), COLOURS["text" if jump.lands else "rejected"], anchor="ld")
    board.disc(square, COLOURS["piece"], 0.42, width=2)
    return board.png(colours=12)


# --- chapter 2: the fewest moves ------------------------------------------------------------------


def draw_distances(grid: Sequence[Sequence[int]], path: Sequence[Sequence[int]] | None = None, ax: Axes | None = None,
                   numbers: bool = True, labels: str | None = "one", vmax: int | None = None) -> Axes:
    """Draw a BFS distance grid as a heatmap (unreachable ``-1`` squares grey) and, optionally, one shortest path on it."""
    size = len(grid)
    ax = draw_heatmap(grid, ax=ax if ax is not None else plt.subplots(figsize=board_figsize(size))[1], labels=labels,
                      numbers=numbers, masked_below=0, vmin=0, vmax=vmax)
    if path:
        draw_path(path, ax=ax, size=size, color=COLOURS["rejected"], linewidth=max(1.0, min(2.5, 24 / size)), alpha=0.85)
    return ax


def draw_bfs_layers(size: int, layers: Sequence[Sequence[Sequence[int]]], upto: int, ax: Axes | None = None, labels: str | None = "one") -> Axes:
    """Draw BFS after it has found layer ``upto``: earlier layers numbered with their distance, layer ``upto`` as the frontier."""
    ax = draw_board(size, ax=ax, labels=labels)
    fontsize = max(6, min(11, 70 / size))
    for moves, layer in enumerate(layers[:upto]):
        for row, col in layer:
            ax.text(col, row, str(moves), ha="center", va="center", fontsize=fontsize, color=COLOURS["text"], zorder=4)
    if upto < len(layers):
        frontier = [(r, c) for r, c in layers[upto]]
        mark_squares(frontier, ax=ax, kind="frontier", size=size, s=max(60, 2600 / size))
        for row, col in frontier:
            ax.text(col, row, str(upto), ha="center", va="center", fontsize=fontsize, color="white", zorder=5, weight="bold")
    mark_squares([layers[0][0]], ax=ax, kind="piece", size=size, s=max(40, 1200 / size), alpha=0.35)
    return ax


def draw_table(table: Sequence[Sequence[int]], ax: Axes | None = None, numbers: bool = True) -> Axes:
    """Draw the article's table as a heatmap: row ``a``, column ``b``, 1-based; ``-1`` cells grey."""
    size = max(len(table), 1)
    if ax is None:
        _, ax = plt.subplots(figsize=board_figsize(size))
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



def distances_picture(grid: Sequence[Sequence[int]], path: Sequence[Sequence[int]] | None = None, cell: int | None = None,
                      caption: str | None = None, labels: str = "one") -> bytes:
    """Draw the same picture as :func:`draw_distances` as a small PNG, for explorers with many pictures.

    ``labels`` numbers the rows and columns from 1 (``"one"``) or from 0 (``"zero"``).
    """
    size = len(grid)
    board = _RasterBoard(size, cell or max(16, min(30, 260 // max(size, 1))), margin=20, caption=caption, trailing=4)
    top = max([0] + [value for row in grid for value in row])
    colours = matplotlib.colormaps[HEATMAP]

    def colour_of(row, col):
        value = grid[row][col]
        return (158, 158, 158) if value < 0 else tuple(int(255 * v) for v in colours(value / top if top else 0)[:3])

    board.fill(colour_of)
    board.label(first=0 if labels == "zero" else 1)
    for row, values in enumerate(grid):
        for col, value in enumerate(values):
            rgb = colour_of(row, col)
            board.text(board.centre((row, col)), str(value), "black" if 0.299 * rgb[0] + 0.587 * rgb[1] + 0.114 * rgb[2] > 128 else "white")
    if path and len(path) > 1:
        board.line(path, COLOURS["rejected"], width=max(2, board.cell // 8))
        board.disc(path[0], COLOURS["piece"], 0.18)
        board.disc(path[-1], COLOURS["path_end"], 0.18)
    return board.png(colours=64)


# --- chapter 3: every square once -----------------------------------------------------------------


def draw_numbered_tour(grid: Sequence[Sequence[int]], ax: Axes | None = None, labels: str | None = "one",
                       newest: Sequence[int] | None = None, undone: Sequence[int] | None = None,
                       path: bool = True, numbers: bool = True) -> Axes:
    """Draw a board holding move numbers (0 = empty), the path through them in order, and two markers.

    ``newest`` gets a ring (the square just placed); ``undone`` gets a red cross (the square just
    taken back). With ``numbers=False`` only the path is drawn, its start and end marked.
    """
    size = len(grid)
    ax = draw_board(size, ax=ax, labels=labels)
    placed = sorted((number, (row, col)) for row, line in enumerate(grid) for col, number in enumerate(line) if number)
    squares = [square for _, square in placed]
    if path and len(squares) > 1:
        draw_path(squares, ax=ax, size=size, mark_ends=not numbers, alpha=0.55 if numbers else 1.0)
    elif path and squares and not numbers:
        mark_squares(squares, ax=ax, kind="piece", size=size, s=60)
    if newest is not None:
        ax.scatter([newest[1]], [newest[0]], s=2600 / max(size, 4), facecolors="none",
                   edgecolors=COLOURS["frontier"], linewidths=2.5, zorder=5)
    if undone is not None:
        mark_squares([undone], ax=ax, kind="rejected", size=size, s=1800 / max(size, 4), alpha=0.8)
    if numbers:
        write_numbers(grid, ax=ax, fontsize=max(6, min(11, 56 / max(size, 1))))
    return ax


def plot_nodes_against_n(sizes: Sequence[int], series: dict, ax: Axes | None = None) -> Axes:
    """Plot nodes visited against the board size for each named series, on a logarithmic scale."""
    if ax is None:
        _, ax = plt.subplots(figsize=(5.2, 3.4))
    styles = [(COLOURS["rejected"], "o"), (COLOURS["target"], "s"), (COLOURS["piece"], "^"), (COLOURS["frontier"], "D")]
    for (label, counts), (colour, marker) in zip(series.items(), styles):
        ax.plot(list(sizes)[:len(counts)], counts, marker=marker, color=colour, label=label)
    ax.set_yscale("log")
    ax.set_xlabel("board size n")
    ax.set_ylabel("nodes visited (squares placed)")
    ax.set_xticks(list(sizes))
    ax.grid(True, which="major", alpha=0.3)
    ax.legend(frameon=False)
    return ax


def draw_square_classes(size: int, classes: dict, edges: Iterable = (), ax: Axes | None = None) -> Axes:
    """Colour groups of squares (``classes`` maps a label to its squares) and draw knight moves as lines."""
    ax = draw_board(size, ax=ax)
    for from_square, to_square in edges:
        ax.plot([from_square[1], to_square[1]], [from_square[0], to_square[0]], color=COLOURS["grid"], linewidth=1.6, zorder=2)
    colours = [COLOURS["piece"], COLOURS["frontier"], COLOURS["target"], COLOURS["rejected"]]
    for (label, squares), colour in zip(classes.items(), colours):
        mark_squares(squares, ax=ax, kind="target", size=size, color=colour, label=label, s=2400 / max(size, 4))
    ax.legend(loc="upper left", bbox_to_anchor=(1.02, 1), frameon=False, markerscale=0.4)
    return ax


def numbered_tour_picture(grid: Sequence[Sequence[int]], newest: Sequence[int] | None = None,
                          undone: Sequence[int] | None = None, caption: str | None = None, cell: int = 36) -> bytes:
    """Draw the same picture as :func:`draw_numbered_tour` as a small PNG, many times faster.

    The step-through of chapter 3 needs 150 of these; ``newest`` rings the square just numbered
    and ``undone`` crosses out the square just taken back.
    """
    board = _RasterBoard(len(grid), cell, margin=16, caption=caption, trailing=4)
    board.font = _font(max(9, min(15, cell // 2 - 2)))
    board.fill()
    placed = sorted((number, (row, col)) for row, line in enumerate(grid) for col, number in enumerate(line) if number)
    if len(placed) > 1:
        board.line([square for _, square in placed], "#8a9bb0", width=2)
    if undone is not None:
        board.cross(undone, COLOURS["undone"], width=4)
    if newest is not None:
        board.disc(newest, None, 0.42, outline=COLOURS["frontier"], width=3)
    for number, square in placed:
        board.text(board.centre(square), str(number))
    labels = board.font
    board.font = _font(10)
    board.label()
    board.font = labels
    return board.png()


# --- chapter 4: look one step ahead ---------------------------------------------------------------


def _progress_path(path: Sequence[Sequence[int]], size: int, ax: Axes, linewidth: float | None = None) -> Axes:
    """A long path on a plain board, coloured from dark (first moves) to light (last moves)."""
    import numpy as np
    from matplotlib.collections import LineCollection

    points = np.array([(col, row) for row, col in path], dtype=float)
    segments = np.stack([points[:-1], points[1:]], axis=1)
    lines = LineCollection(segments, cmap=HEATMAP, linewidths=linewidth or max(0.25, min(1.2, 40 / size)), zorder=2)
    lines.set_array(np.arange(len(segments)))
    ax.add_collection(lines)
    return _frame(ax, size, size, None, linewidth=1.0)


def draw_tour(path: Sequence[Sequence[int]], size: int, ax: Axes | None = None, numbers: bool = False,
              closed: bool = False, linewidth: float | None = None) -> Axes:
    """Draw a knight's tour (or a walk that got stuck) as a path on its board; ``closed`` adds the jump home.

    Boards above 20 squares a side are drawn without squares, the path coloured from dark (the
    first moves) to light (the last); ``numbers`` writes each square's move number (small boards only).
    """
    ax = _axes(ax, size)
    path = [tuple(square) for square in path]
    shown = path + path[:1] if closed and path else path
    if size > 20:
        return _progress_path(shown, size, ax, linewidth)
    draw_board(size, ax=ax, labels="one" if size <= 10 else None)
    draw_path(shown, ax=ax, size=size, linewidth=linewidth, mark_ends=not closed)
    if closed and path:
        ax.scatter([path[0][1]], [path[0][0]], s=max(10, min(80, 600 / size)), color=COLOURS["piece"], zorder=3, edgecolors="white")
    if numbers and size <= 12:
        grid = [[0] * size for _ in range(size)]
        for number, (row, col) in enumerate(path, start=1):
            grid[row][col] = number
        for row, values in enumerate(grid):
            for col, value in enumerate(values):
                if value:
                    ax.text(col, row, str(value), ha="center", va="center", fontsize=max(5, min(9, 56 / size)),
                            color=COLOURS["text"], zorder=4, bbox={"boxstyle": "round,pad=0.12", "fc": "white", "ec": "none", "alpha": 0.75})
    return ax


def draw_onward_counts(size: int, path: Sequence[Sequence[int]], counts: Sequence[Sequence[int]], ax: Axes | None = None,
                       chosen: Sequence[int] | None = None) -> Axes:
    """Draw one moment of Warnsdorff's rule: the walk so far, and each unvisited square's onward count.

    ``counts`` is :func:`boardpuzzles.tour.onward_counts` (visited squares hold -1). The
    squares one jump from the knight are ringed; ``chosen`` (the next square) is filled.
    """
    ax = draw_board(size, ax=ax, labels="one" if size <= 12 else None)
    path = [tuple(square) for square in path]
    if path:
        draw_path(path, ax=ax, size=size, color=COLOURS["path"], linewidth=max(0.8, min(2.0, 16 / size)), alpha=0.55)
        row, col = path[-1]
        near = [(row + dr, col + dc) for dr, dc in ((-2, -1), (-2, 1), (-1, -2), (-1, 2), (1, -2), (1, 2), (2, -1), (2, 1))
                if 0 <= row + dr < size and 0 <= col + dc < size and counts[row + dr][col + dc] >= 0]
        ring = max(60, 300 * 8 / size)
        mark_squares(near, ax=ax, kind="frontier", size=size, s=ring, facecolors="none", edgecolors=COLOURS["frontier"], linewidths=2.2, color=None)
        if chosen is not None:
            mark_squares([tuple(chosen)], ax=ax, kind="target", size=size, s=ring, alpha=0.85)
    fontsize = max(5, min(11, 70 / size))
    for row, values in enumerate(counts):
        for col, value in enumerate(values):
            if value >= 0:
                ax.text(col, row, str(value), ha="center", va="center", fontsize=fontsize, color=COLOURS["text"], zorder=5)
    return ax


def draw_success_map(success: Sequence[Sequence[bool]], ax: Axes | None = None) -> Axes:
    """Mark every start square: a green disc where the method found a tour, a red cross where it got stuck."""
    size = len(success)
    ax = draw_board(size, ax=ax)
    good = [(r, c) for r in range(size) for c in range(size) if success[r][c]]
    bad = [(r, c) for r in range(size) for c in range(size) if not success[r][c]]
    mark_squares(good, ax=ax, kind="target", size=size, s=max(30, 200 * 8 / size))
    mark_squares(bad, ax=ax, kind="rejected", size=size, s=max(60, 260 * 8 / size))
    return ax


def plot_time_against_squares(sizes: Sequence[int], seconds: Sequence[float], ax: Axes | None = None) -> Axes:
    """Plot solver time against the number of squares n², with the straight line through the origin and the largest point."""
    if ax is None:
        _, ax = plt.subplots(figsize=(5.2, 3.4))
    squares = [n * n for n in sizes]
    ax.plot(squares, seconds, "o", color=COLOURS["path"], label="measured")
    slope = seconds[-1] / squares[-1]
    ax.plot([0, squares[-1]], [0, slope * squares[-1]], "--", color=COLOURS["path_end"], linewidth=1, label="proportional to n²")
    for n, x, y in zip(sizes, squares, seconds):
        ax.annotate(f"n = {n}", (x, y), xytext=(4, -12), textcoords="offset points", fontsize=8)
    ax.set_xlabel("squares on the board, n²")
    ax.set_ylabel("seconds")
    ax.legend(frameon=False)
    ax.spines[["top", "right"]].set_visible(False)
    return ax


def plot_search_effort(sizes: Sequence[int], series: dict, budget: int | None = None, ax: Axes | None = None) -> Axes:
    """Bars of squares placed per board size for each rule (log scale); ``budget`` draws the cut-off line."""
    import numpy as np

    if ax is None:
        _, ax = plt.subplots(figsize=(5.6, 3.4))
    x = np.arange(len(sizes))
    width = 0.8 / max(1, len(series))
    colours = [COLOURS["rejected"], COLOURS["path"], COLOURS["target"], COLOURS["frontier"]]
    for k, (name, values) in enumerate(series.items()):
        ax.bar(x + (k - (len(series) - 1) / 2) * width, values, width, label=name, color=colours[k % len(colours)])
    if budget:
        ax.axhline(budget, color=COLOURS["grid"], linestyle=":", linewidth=1)
        ax.annotate("budget", (x[-1] + 0.45, budget), xytext=(0, 3), textcoords="offset points", ha="right", fontsize=8)
    ax.set_yscale("log")
    ax.set_xticks(x, [f"{n}×{n}" for n in sizes])
    ax.set_ylabel("squares placed (log scale)")
    ax.legend(frameon=False, fontsize=8)
    ax.spines[["top", "right"]].set_visible(False)
    return ax


def draw_closed_table(table: Sequence[Sequence[bool]], ax: Axes | None = None) -> Axes:
    """Draw Schwenk's table: square ``(m, n)`` (1-based labels) is green when the m×n board has a closed tour."""
    from matplotlib.colors import ListedColormap

    rows = len(table)
    if ax is None:
        _, ax = plt.subplots(figsize=board_figsize(rows, cell_inches=0.32))
    ax.imshow([[1 if ok else 0 for ok in row] for row in table], cmap=ListedColormap(["#e8e2d6", COLOURS["target"]]), vmin=0, vmax=1)
    ax.set_xticks(range(len(table[0])), [str(c + 1) for c in range(len(table[0]))])
    ax.set_yticks(range(rows), [str(r + 1) for r in range(rows)])
    ax.tick_params(length=0, labelsize=8)
    ax.xaxis.tick_top()
    ax.set_xlabel("n (columns)")
    ax.xaxis.set_label_position("top")
    ax.set_ylabel("m (rows)")
    for spine in ax.spines.values():
        spine.set_visible(False)
    return ax


# --- chapter 5: pegs in a circle ------------------------------------------------------------------
# The Tower of Hanoi: pegs and disks, moves against n, and the state graph as a Sierpinski triangle.


def hanoi_figsize(n: int) -> tuple[float, float]:
    """Return a figure size for three pegs of ``n`` disks: wide and low, growing a little with ``n``."""
    return 3.6, min(2.6, 1.0 + 0.16 * n)


def disk_colours(n: int) -> list:
    """Return one colour per disk 1..n from the house colour map, small disks light, large disks dark."""
    cmap = matplotlib.colormaps[HEATMAP]
    return [cmap(0.9 - 0.75 * (disk - 1) / max(n - 1, 1)) for disk in range(1, n + 1)]


def draw_hanoi(state, ax: Axes | None = None, moved: int | None = None, header: str | None = None, numbers: bool = True) -> Axes:
    """Draw three pegs with their disks, bottom to top, pegs labelled 1 to 3 as in the printed trace.

    ``state`` is a tuple of three tuples (see :mod:`boardpuzzles.hanoi`). The disk
    ``moved`` gets a red outline; ``header`` (for example the step's line) is written above.
    Disk widths grow with their number; disks are numbered when there is room.
    """
    n = sum(len(disks) for disks in state)
    if ax is None:
        _, ax = plt.subplots(figsize=hanoi_figsize(n))
    colours = disk_colours(n)
    height, gap = 1.0, 3.2
    for peg, disks in enumerate(state):
        x = peg * gap
        ax.add_patch(plt.Rectangle((x - 0.06, 0), 0.12, (n + 0.8) * height, color=COLOURS["grid"], zorder=1))
        for level, disk in enumerate(disks):
            width = 0.5 + 2.4 * disk / n
            edge = COLOURS["path_end"] if disk == moved else "white"
            ax.add_patch(plt.Rectangle((x - width / 2, level * height), width, height * 0.92, facecolor=colours[disk - 1],
                                       edgecolor=edge, linewidth=2.2 if disk == moved else 0.8, zorder=2))
            if numbers and n <= 12:
                shade = colours[disk - 1]
                dark = 0.299 * shade[0] + 0.587 * shade[1] + 0.114 * shade[2] < 0.5
                ax.text(x, (level + 0.46) * height, str(disk), ha="center", va="center", fontsize=8 if n <= 8 else 6,
                        color="white" if dark else "black", zorder=3)
    ax.add_patch(plt.Rectangle((-1.6, -0.25), 2 * gap + 3.2, 0.25, color=COLOURS["grid"], zorder=1))
    ax.set_xticks([peg * gap for peg in range(3)], [f"peg {peg + 1}" for peg in range(3)])
    ax.tick_params(length=0, labelsize=8)
    ax.set_yticks([])
    for spine in ax.spines.values():
        spine.set_visible(False)
    ax.set_xlim(-1.65, 2 * gap + 1.65)
    ax.set_ylim(-0.3, (n + 1.0) * height)
    if header:
        ax.text(gap, (n + 0.95) * height, header, ha="center", va="bottom", fontsize=8, color=COLOURS["text"])
    return ax


def plot_moves_against_n(series: dict, ax: Axes | None = None) -> Axes:
    """Plot move counts against the number of disks on a logarithmic axis, one line per entry of ``series``.

    ``series`` maps a label to a pair ``(ns, counts)``.
    """
    if ax is None:
        _, ax = plt.subplots(figsize=(5, 3.2))
    styles = zip("os^Dv", (COLOURS["path"], COLOURS["path_end"], COLOURS["target"], COLOURS["frontier"], COLOURS["dark"]))
    for (label, (ns, counts)), (marker, colour) in zip(series.items(), styles):
        ax.plot(list(ns), list(counts), marker=marker, markersize=4, linewidth=1.4, color=colour, label=label)
    ax.xaxis.set_major_locator(matplotlib.ticker.MaxNLocator(integer=True))
    ax.set_yscale("log")
    ax.set_xlabel("number of disks n")
    ax.set_ylabel("moves")
    ax.grid(True, which="major", alpha=0.3)
    ax.legend(fontsize=8, frameon=False)
    return ax


def draw_state_graph(xy: dict, edges, path=None, ax: Axes | None = None, corner_labels: dict | None = None) -> Axes:
    """Draw a state graph: ``xy`` maps each state to a point, ``edges`` is an iterable of state pairs.

    A ``path`` (a list of states) is drawn on top in the path colour, its ends marked.
    ``corner_labels`` maps states to a text written beside them (for example "all on peg 1").
    """
    from matplotlib.collections import LineCollection

    if ax is None:
        _, ax = plt.subplots(figsize=(4.2, 3.8))
    count = len(xy)
    segments = [(xy[a], xy[b]) for a, b in edges]
    ax.add_collection(LineCollection(segments, colors=COLOURS["grid"], linewidths=max(0.4, 1.6 - 0.25 * count ** 0.25), alpha=0.7, zorder=1))
    xs, ys = zip(*xy.values())
    ax.scatter(xs, ys, s=max(2, 60 / count ** 0.5), color=COLOURS["dark"], zorder=2, linewidths=0)
    if path:
        px, py = zip(*(xy[state] for state in path))
        ax.plot(px, py, color=COLOURS["path"], linewidth=2.4, zorder=3, solid_capstyle="round")
        ax.scatter([px[0]], [py[0]], s=50, color=COLOURS["piece"], zorder=4, edgecolors="white")
        ax.scatter([px[-1]], [py[-1]], s=50, color=COLOURS["path_end"], zorder=4, edgecolors="white")
    span = max(max(xs) - min(xs), 1)
    for state, text in (corner_labels or {}).items():
        x, y = xy[state]
        ax.annotate(text, (x, y), xytext=(0, 8 if y > 0 else -12), textcoords="offset points", ha="center", fontsize=8, color=COLOURS["text"])
    ax.set_xlim(min(xs) - 0.12 * span, max(xs) + 0.12 * span)
    ax.set_ylim(min(ys) - 0.14 * span, max(ys) + 0.12 * span)
    ax.set_aspect("equal")
    ax.axis("off")
    return ax

def draw_peg_circle(ax: Axes | None = None) -> Axes:
    """Draw the three pegs as points on a circle, with the two directions as arrows around it.

    Going right, peg 1 leads to peg 2, peg 2 to peg 3 and peg 3 back to peg 1 (clockwise);
    going left is the same circle the other way round.
    """
    import math

    if ax is None:
        _, ax = plt.subplots(figsize=(3.2, 3.2))
    angles = {0: 150, 1: 30, 2: 270}
    point = {peg: (math.cos(math.radians(a)), math.sin(math.radians(a))) for peg, a in angles.items()}
    ax.add_patch(plt.Circle((0, 0), 1, fill=False, color=COLOURS["grid"], linewidth=0.8, linestyle=":"))
    for peg in range(3):
        nxt = (peg + 1) % 3
        for radius, colour, bend, text in ((1.0, COLOURS["path"], -0.35, "right"), (0.62, COLOURS["path_end"], 0.35, "left")):
            start, end = (point[peg], point[nxt]) if text == "right" else (point[nxt], point[peg])
            ax.annotate("", xy=(end[0] * radius, end[1] * radius), xytext=(start[0] * radius, start[1] * radius),
                        arrowprops={"arrowstyle": "-|>", "color": colour, "linewidth": 1.4, "shrinkA": 12, "shrinkB": 12,
                                    "connectionstyle": f"arc3,rad={bend}"})
        ax.scatter(*point[peg], s=420, color=COLOURS["dark"], zorder=3, edgecolors="white")
        ax.text(*point[peg], str(peg + 1), ha="center", va="center", fontsize=10, fontweight="bold", color="white", zorder=4)
    ax.text(0, 1.28, "right: peg 1 → 2 → 3 → 1", ha="center", fontsize=8, color=COLOURS["path"])
    ax.text(0, -1.45, "left: peg 1 → 3 → 2 → 1", ha="center", fontsize=8, color=COLOURS["path_end"])
    ax.set_xlim(-1.5, 1.5)
    ax.set_ylim(-1.6, 1.5)
    ax.set_aspect("equal")
    ax.axis("off")
    return ax
