"""Knight's tours drawn with matplotlib: numbered boards, paths, Warnsdorff's counts (chapters 3 and 4).

>>> from boardpuzzles.book.plotting import new_axes
>>> ax = draw_tour(3, [(0, 0), (1, 2), (2, 0)], ax=new_axes(3))
>>> len(ax.lines)
1
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

import numpy as np
from matplotlib.axes import Axes
from matplotlib.collections import LineCollection
from matplotlib.colors import ListedColormap
from matplotlib.patches import Rectangle

from boardpuzzles.board import MAX_BOARD_SIZE, require_board_size
from boardpuzzles.book.plotting.boards import (
    draw_board,
    draw_path,
    frame_board,
    mark_path_ends,
    mark_squares,
    write_numbers,
)
from boardpuzzles.book.plotting.style import COLOURS, HEATMAP, axes_or_new, board_figsize, grid_rows
from boardpuzzles.errors import GridError
from boardpuzzles.knight import knight_targets
from boardpuzzles.pictures.colours import PALETTE
from boardpuzzles.tour import board_numbering, tour_from_numbering

# --- chapter 3: every square once -----------------------------------------------------------------

#: The dark grey of a tour's path drawn under its move numbers (each number sits on a patch of its square's
#: colour, so the line never crosses a digit): 3 to 1 or more on both kinds of square.
TOUR_LINE = PALETTE["tour_line"]


def draw_numbered_tour(grid: Sequence[Sequence[int]], *, ax: Axes | None = None, labels: str | None = "one",
                       newest: Sequence[int] | None = None, undone: Sequence[int] | None = None,
                       path: bool = True, numbers: bool = True, fontsize: float | None = None) -> Axes:
    """Draw a board holding move numbers (0 = empty), the path through them in order, and two markers.

    ``grid`` is :func:`boardpuzzles.tour.board_numbering` of a tour, or a moment of a search.
    ``newest`` gets a ring (the square just placed); ``undone`` gets a red cross (the square just
    taken back). Under the numbers the path is a thin line in :data:`TOUR_LINE`, and each number
    sits on a patch of its square's colour, so the line never crosses a digit. With
    ``numbers=False`` only the path is drawn, darker, with its start and end marked.
    ``fontsize`` (points) defaults to a size that fits two digits in a square.

    Parameters
    ----------
    grid : sequence of sequences of int
        Each square's move number, 0 for empty.
    ax : matplotlib.axes.Axes, optional
        The Axes to draw on; a new figure's when ``None``.
    labels : {"one", "zero", None}
        Number the rows and columns from 1, from 0, or not at all.
    newest : (int, int), optional
        A square to mark as the newest move.
    undone : (int, int), optional
        A square to mark as a move just taken back.
    path : bool
        Draw the path through the numbers in order.
    numbers : bool
        Write the move numbers.
    fontsize : float, optional
        The numbers' size in points; one that fits otherwise.

    Raises
    ------
    ValueError
        If the grid is empty or its numbers are not ``1, 2, ..., k`` once each.

    Examples
    --------
    >>> from boardpuzzles.book.plotting import new_axes
    >>> ax = draw_numbered_tour([[1, 0, 0], [0, 0, 2], [0, 0, 0]], ax=new_axes(3), newest=(1, 2))
    >>> [text.get_text() for text in ax.texts], len(ax.lines)
    (['1', '2'], 1)
    """
    size = grid_rows(grid)
    squares = tour_from_numbering(grid)
    ax = draw_board(size, ax=ax, labels=labels)
    if path and len(squares) > 1:
        if numbers:
            draw_path(size, squares, ax=ax, color=TOUR_LINE, mark_ends=False,
                      linewidth=max(0.6, min(1.6, 10 / size)))
        else:
            draw_path(size, squares, ax=ax)
    elif path and squares and not numbers:
        mark_squares(size, squares, ax=ax, kind="piece", s=60)
    if newest is not None:
        ax.scatter([newest[1]], [newest[0]], s=2600 / max(size, 4), facecolors="none",
                   edgecolors=COLOURS["frontier"], linewidths=2.5, zorder=5)
    if undone is not None:
        mark_squares(size, [undone], ax=ax, kind="rejected", s=1800 / max(size, 4), alpha=0.8)
    if numbers:
        fontsize = fontsize or max(6, min(12, 60 / max(size, 1)))
        for shade in ("light", "dark"):
            on_shade = [[value if (row + col) % 2 == (shade == "dark") else 0 for col, value in enumerate(values)]
                        for row, values in enumerate(grid)]
            backdrop = {"boxstyle": "round,pad=0.12", "facecolor": COLOURS[shade], "edgecolor": "none"}
            write_numbers(on_shade, ax=ax, fontsize=fontsize, bbox=backdrop)
    return ax


def draw_square_classes(size: int, classes: dict, *, edges: Iterable = (), ax: Axes | None = None) -> Axes:
    """Colour groups of squares (``classes`` maps a label to its squares) and draw knight moves as lines.

    ``edges`` holds pairs of squares; up to four classes get their own colour and a legend entry.

    Parameters
    ----------
    size : int
        The board's size.
    classes : dict
        Each group's label and its 0-based squares.
    edges : iterable
        Pairs of squares to join by a line (knight moves).
    ax : matplotlib.axes.Axes, optional
        The Axes to draw on; a new figure's when ``None``.

    Examples
    --------
    >>> from boardpuzzles.book.plotting import new_axes
    >>> ax = draw_square_classes(4, {"corner": [(0, 0), (3, 3)]}, edges=[((0, 1), (1, 3))], ax=new_axes(4))
    >>> [text.get_text() for text in ax.get_legend().get_texts()], len(ax.lines)
    (['corner'], 1)
    """
    ax = draw_board(size, ax=ax)
    for from_square, to_square in edges:
        ax.plot([from_square[1], to_square[1]], [from_square[0], to_square[0]], color=COLOURS["grid"],
                linewidth=1.6, zorder=2)
    colours = [COLOURS["piece"], COLOURS["frontier"], COLOURS["target"], COLOURS["rejected"]]
    for (label, squares), colour in zip(classes.items(), colours):
        mark_squares(size, squares, ax=ax, kind="target", color=colour, label=label, s=2400 / max(size, 4))
    ax.legend(loc="upper left", bbox_to_anchor=(1.02, 1), frameon=False, markerscale=0.4)
    return ax


# --- chapter 4: look one step ahead ---------------------------------------------------------------


def _progress_path(path: Sequence[Sequence[int]], size: int, ax: Axes, *, linewidth: float | None = None) -> Axes:
    """Draw a long path on a plain board, coloured from dark (first moves) to light (last moves)."""
    points = np.array([(col, row) for row, col in path], dtype=float)
    segments = np.stack([points[:-1], points[1:]], axis=1)
    lines = LineCollection(segments, cmap=HEATMAP, linewidths=linewidth or max(0.25, min(1.2, 40 / size)), zorder=2)
    lines.set_array(np.arange(len(segments)))
    ax.add_collection(lines)
    return frame_board(size, ax=ax, labels=None, linewidth=1.0)


def _mark_unvisited(path: Sequence[Sequence[int]], size: int, ax: Axes) -> None:
    """Draw every square the path leaves out as a white square with a black outline, above the path."""
    on_path = set(path)
    for row in range(size):
        for col in range(size):
            if (row, col) not in on_path:
                ax.add_patch(Rectangle((col - 0.36, row - 0.36), 0.72, 0.72, facecolor="white",
                                       edgecolor=COLOURS["text"], linewidth=max(1.0, 16 / size), zorder=4))


def _closing_jump(path: Sequence[Sequence[int]], ax: Axes, linewidth: float, size: int) -> None:
    """Draw the jump from the last square of a closed tour back to its first, on top, and mark the first."""
    (last_row, last_col), (first_row, first_col) = path[-1], path[0]
    ax.plot([last_col, first_col], [last_row, first_row], color=COLOURS["path_end"],
            linewidth=max(1.5, 1.8 * linewidth), solid_capstyle="round", zorder=3)
    mark_path_ends(size, path[0], None, ax=ax)


def draw_tour(size: int, path: Sequence[Sequence[int]], *, ax: Axes | None = None, numbers: bool = False,
              closed: bool = False, linewidth: float | None = None, unvisited: bool = False) -> Axes:
    """Draw a knight's tour (or a walk that got stuck) as a path on its board; ``closed`` adds the jump home.

    Boards above 20 squares a side are drawn without squares, the path coloured from dark (the
    first moves) to light (the last); ``numbers`` writes each square's move number (boards up to 12).
    An open path has its start and end marked. A ``closed`` tour has its start marked and its
    closing jump, from the last square back to the first, drawn on top in the end colour
    (:data:`~boardpuzzles.book.plotting.style.COLOURS` ``["path_end"]``) and thicker, so the loop shows.
    ``unvisited`` draws each square the path leaves out (a walk that got stuck) as a white square with
    a black outline, on boards drawn with squares (up to 20).

    Parameters
    ----------
    size : int
        The board's size.
    path : sequence of (int, int)
        The tour or walk, 0-based.
    ax : matplotlib.axes.Axes, optional
        The Axes to draw on; a new figure's when ``None``.
    numbers : bool
        Write each square's move number.
    closed : bool
        Draw the jump from the end back to the start.
    linewidth : float, optional
        The path's width; one that suits the board otherwise.
    unvisited : bool
        Mark the squares the walk never reached.

    Raises
    ------
    ValueError
        If ``size`` is not a board size from 1 to :data:`~boardpuzzles.board.MAX_BOARD_SIZE`.

    Examples
    --------
    >>> from boardpuzzles.book.plotting import new_axes
    >>> ax = draw_tour(3, [(0, 0), (1, 2), (2, 0)], ax=new_axes(3), numbers=True)
    >>> [text.get_text() for text in ax.texts]
    ['1', '2', '3']
    >>> len(draw_tour(3, [(0, 0), (1, 2), (2, 0)], ax=new_axes(3), unvisited=True).patches)  # + the frame
    7
    """
    size = require_board_size(size, MAX_BOARD_SIZE)
    ax = axes_or_new(ax, board_figsize(size))
    path = [tuple(square) for square in path]
    if size > 20:
        _progress_path(path, size, ax, linewidth=linewidth)
        width = linewidth or max(0.25, min(1.2, 40 / size))
    else:
        draw_board(size, ax=ax, labels="one" if size <= 10 else None)
        draw_path(size, path, ax=ax, linewidth=linewidth, mark_ends=not closed)
        width = linewidth or max(0.4, min(2.5, 24 / size))
        if unvisited:
            _mark_unvisited(path, size, ax)
    if closed and path:
        _closing_jump(path, ax, width, size)
    if numbers and size <= 12:
        write_numbers(board_numbering(size, path), ax=ax, fontsize=max(5, min(9, 56 / size)),
                      bbox={"boxstyle": "round,pad=0.12", "fc": "white", "ec": "none", "alpha": 0.75})
    return ax


def draw_onward_counts(size: int, path: Sequence[Sequence[int]], counts: Sequence[Sequence[int]],
                       *, ax: Axes | None = None, chosen: Sequence[int] | None = None,
                       fontsize: float | None = None) -> Axes:
    """Draw one moment of Warnsdorff's rule: the walk so far, and each unvisited square's onward count.

    ``counts`` is :func:`boardpuzzles.warnsdorff.onward_counts` (visited squares hold -1). The squares one
    jump from the knight (:func:`boardpuzzles.knight.knight_targets`) are ringed; ``chosen``
    (the next square) is filled. ``fontsize`` (points) sets the counts' size; by default it
    shrinks with the board.

    Parameters
    ----------
    size : int
        The board's size.
    path : sequence of (int, int)
        The walk so far, 0-based.
    counts : sequence of sequences of int
        Each square's onward count, ``-1`` where visited.
    ax : matplotlib.axes.Axes, optional
        The Axes to draw on; a new figure's when ``None``.
    chosen : (int, int), optional
        The square the rule picks next, ringed.
    fontsize : float, optional
        The counts' size in points; one that fits otherwise.

    Raises
    ------
    ValueError
        If ``counts`` is not ``size`` rows of ``size`` numbers, or the walk leaves the board.

    Examples
    --------
    >>> from boardpuzzles.book.plotting import new_axes
    >>> counts = [[-1, 1, 1], [1, 0, -1], [1, 1, 1]]
    >>> ax = draw_onward_counts(3, [(0, 0), (1, 2)], counts, ax=new_axes(3))
    >>> len(ax.texts), ax.collections[-1].get_offsets().tolist()  # 7 counts; only (2, 0) is ringed
    (7, [[0.0, 2.0]])
    """
    if len(counts) != size or any(len(row) != size for row in counts):
        raise GridError(f"counts must be {size} rows of {size} numbers, one per square, got {counts!r}")
    ax = draw_board(size, ax=ax, labels="one" if size <= 12 else None)
    path = [tuple(square) for square in path]
    if path:
        draw_path(size, path, ax=ax, color=COLOURS["path"], linewidth=max(0.8, min(2.0, 16 / size)))
        near = [(row, col) for row, col in knight_targets(size, path[-1]) if counts[row][col] >= 0]
        ring = max(60, 300 * 8 / size)
        mark_squares(size, near, ax=ax, kind="frontier", s=ring, facecolors="none",
                     edgecolors=COLOURS["frontier"], linewidths=2.2, color=None)
        if chosen is not None:
            mark_squares(size, [tuple(chosen)], ax=ax, kind="target", s=ring, alpha=0.85)
    fontsize = fontsize or max(5, min(11, 70 / size))
    shown = [list(row) for row in counts]
    if chosen is not None and counts[chosen[0]][chosen[1]] >= 0:  # its count in white, on the dark green disc
        shown[chosen[0]][chosen[1]] = -1
        ax.text(chosen[1], chosen[0], str(counts[chosen[0]][chosen[1]]), ha="center", va="center",
                fontsize=fontsize, color="white", fontweight="bold", zorder=6)
    write_numbers(shown, ax=ax, skip=(-1,), fontsize=fontsize, zorder=5)
    return ax


def draw_success_map(success: Sequence[Sequence[bool]], *, ax: Axes | None = None) -> Axes:
    """Mark every start square: a green disc where the method found a tour, a red cross where it got stuck.

    Parameters
    ----------
    success : sequence of sequences of bool
        For each start square, whether the method found a tour.
    ax : matplotlib.axes.Axes, optional
        The Axes to draw on; a new figure's when ``None``.

    Examples
    --------
    >>> from boardpuzzles.book.plotting import new_axes
    >>> ax = draw_success_map([[True, False], [False, True]], ax=new_axes(2))
    >>> [len(markers.get_offsets()) for markers in ax.collections]
    [2, 2]
    """
    size = grid_rows(success, name="success")
    ax = draw_board(size, ax=ax)
    good = [(r, c) for r in range(size) for c in range(size) if success[r][c]]
    bad = [(r, c) for r in range(size) for c in range(size) if not success[r][c]]
    mark_squares(size, good, ax=ax, kind="target", s=max(30, 200 * 8 / size))
    mark_squares(size, bad, ax=ax, kind="rejected", s=max(60, 260 * 8 / size))
    return ax


def draw_closed_table(table: Sequence[Sequence[bool]], *, ax: Axes | None = None) -> Axes:
    """Draw Schwenk's table: square ``(m, n)`` (1-based labels) is green when the m×n board has a closed tour.

    Parameters
    ----------
    table : sequence of sequences of bool
        Whether the m×n board has a closed tour, row m-1, column n-1.
    ax : matplotlib.axes.Axes, optional
        The Axes to draw on; a new figure's when ``None``.

    Examples
    --------
    >>> from boardpuzzles.book.plotting import new_axes
    >>> ax = draw_closed_table([[False, False], [False, True]], ax=new_axes(2))
    >>> ax.images[0].get_array().tolist(), ax.get_ylabel()
    ([[0, 0], [0, 1]], 'm (rows)')
    """
    rows = grid_rows(table, name="table")
    ax = axes_or_new(ax, board_figsize(rows, cell_inches=0.32))
    ax.imshow([[1 if ok else 0 for ok in row] for row in table], cmap=ListedColormap(["#e8e2d6", COLOURS["target"]]),
              vmin=0, vmax=1)
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
