"""A piece's jumps drawn with matplotlib: where it lands, where it falls off, how the jumps are numbered (chapter 1).

Every drawing that numbers a piece's jumps numbers them as chapter 1 does, clockwise from
straight up (:func:`clockwise_order`).

>>> from boardpuzzles.knight import try_offsets
>>> from boardpuzzles.book.plotting import new_axes
>>> ax = draw_jumps(3, (0, 0), try_offsets(3, (0, 0)), ax=new_axes(3), numbers=False)
>>> len(ax.collections)  # landed, rejected, the piece
3
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence

from matplotlib.axes import Axes

from boardpuzzles.book.plotting.boards import draw_board, mark_squares
from boardpuzzles.book.plotting.style import COLOURS
from boardpuzzles.errors import OptionError
from boardpuzzles.knight import clockwise_offsets

#: The light grid that rules the coordinate plane round a board, where jumps fall off it.
PLANE_GRID = "#d9d9d9"


def jump_reach(jumps) -> int:
    """Return how far (in rows or columns, at least 2) the farthest of ``jumps`` leaves its square.

    Parameters
    ----------
    jumps : sequence of Jump
        The jumps tried from one square, as :func:`boardpuzzles.knight.try_offsets` lists them.

    Examples
    --------
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

    Parameters
    ----------
    ax : matplotlib.axes.Axes
        The Axes to draw on, which already shows the board.
    square : (int, int)
        The piece's square, ``(row, col)``, 0-based: where the two axes cross.
    reach : int
        The farthest step ticked on each axis, in rows or columns (:func:`jump_reach`).

    Examples
    --------
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

    Parameters
    ----------
    offsets : iterable of (int, int)
        The piece's ``(d_row, d_col)`` steps, in any order; a step given twice counts once.

    Examples
    --------
    >>> from boardpuzzles.knight import KNIGHT_OFFSETS, offsets_round
    >>> clockwise_order(KNIGHT_OFFSETS)[:3]
    ((-2, 1), (-1, 2), (1, 2))
    >>> clockwise_order(KNIGHT_OFFSETS) == offsets_round((-2, 1))
    True
    """
    return clockwise_offsets(offsets)  # the numbering's one home, in the pure package


def jump_numbers(jumps) -> dict[tuple[int, int], int]:
    """Return each jump's number (1 to 8 for a knight), by its offset, in :func:`clockwise_order`.

    Parameters
    ----------
    jumps : sequence of Jump
        The jumps tried from one square, as :func:`boardpuzzles.knight.try_offsets` lists them, in any order.

    Examples
    --------
    >>> from boardpuzzles.knight import try_offsets
    >>> numbers = jump_numbers(try_offsets(8, (3, 4)))
    >>> numbers[(-2, 1)], numbers[(-2, -1)]
    (1, 8)
    """
    return {offset: k for k, offset in enumerate(clockwise_order(jump.offset for jump in jumps), 1)}


def draw_jumps(size: int, square, jumps, *, ax: Axes | None = None, labels: str | None = "one", numbers: bool = True,
               plane: bool = False, numbered: str = "clockwise") -> Axes:
    """Draw a piece, the squares it can jump to, and its rejected jumps that fall off the board.

    Each jump is numbered as chapter 1 numbers it (:func:`clockwise_order`), whatever order
    ``jumps`` is in. Rejected targets are drawn as crosses outside the board, so the view
    widens to show them. Each number stands beside its target, on the side away from the piece.

    Parameters
    ----------
    size : int
        The board's size.
    square : (int, int)
        The piece's square, ``(row, col)``, 0-based.
    jumps : sequence of Jump
        The jumps tried from ``square``, as :func:`boardpuzzles.knight.try_offsets` lists them.
    ax : matplotlib.axes.Axes, optional
        The Axes to draw on; a new figure's when ``None``.
    labels : {"one", "zero", None}
        How the board's rows and columns are numbered, as in :func:`~boardpuzzles.book.plotting.boards.draw_board`.
    numbers : bool
        Number each jump beside its target (on boards up to 16 squares a side).
    plane : bool
        Add the coordinate axes through the piece, with ticks from ``-reach`` to ``+reach`` on both
        (:func:`mark_plane_ticks`: the row step down the page, the column step to the right), and rule
        the squares of the plane round the board in :data:`PLANE_GRID`.
    numbered : {"clockwise", "tried"}
        Number the jumps clockwise, or 1, 2, ... in the order of ``jumps``, for a figure of the
        order a program tries them in (chapter 3), whose caption says so.

    Raises
    ------
    ValueError
        If ``numbered`` is neither ``"clockwise"`` nor ``"tried"``.

    Examples
    --------
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

