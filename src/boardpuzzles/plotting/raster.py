"""Quick raster pictures for the explorers: the same boards as the matplotlib drawings, as small PNGs.

The explorers need hundreds of pictures; Pillow draws one in about a millisecond, where
matplotlib needs a tenth of a second. Each ``*_picture`` function draws the same picture
as its ``draw_*`` twin, in the house colours and font, and returns PNG bytes.

>>> from boardpuzzles.knight import try_offsets
>>> png = jumps_picture((0, 0), 3, try_offsets((0, 0), 3))
>>> png[:8] == b"\\x89PNG\\r\\n\\x1a\\n"
True
"""

from __future__ import annotations

import functools
import io
from collections.abc import Sequence

import matplotlib
from PIL import Image, ImageColor, ImageDraw, ImageFont

from boardpuzzles.plotting.boards import jump_reach
from boardpuzzles.plotting.style import (
    COLOURS, HEATMAP, PICTURE_SCALE, UNREACHABLE_GREY, grid_rows, label_start, text_colour_on,
)
from boardpuzzles.tour import tour_from_numbering

#: The colour of the path through a numbered board, a lighter blue than the numbers on it.
_TOUR_LINE = "#8a9bb0"


@functools.lru_cache(maxsize=None)
def _font(size: int) -> ImageFont.FreeTypeFont:
    """Return matplotlib's DejaVu Sans at ``size`` pixels, so raster pictures match the figures' font."""
    return ImageFont.truetype(str(matplotlib.get_data_path()) + "/fonts/ttf/DejaVuSans.ttf", size)


class _RasterBoard:
    """A Pillow canvas holding an ``size`` by ``size`` board of ``cell``-pixel squares, in the house colours.

    ``margin`` pixels surround the board (room for labels, or for jumps that fall off it),
    ``trailing`` pixels (default ``margin``) follow it on the right and below, and a caption
    line may sit below that. Colours are ``"#rrggbb"`` strings, names or RGB triples.

    Every length here is in pixels *as shown*; the picture itself is drawn at
    :data:`~boardpuzzles.plotting.style.PICTURE_SCALE` times that size, so it stays crisp
    on a high-density screen, and the explorers show it at its intended size.
    """

    def __init__(self, size: int, cell: int, margin: int, caption: str | None = None, trailing: int | None = None):
        self.size, self.cell, self.margin, self.caption = size, cell, margin, caption
        self.side = size * cell + margin + (margin if trailing is None else trailing)
        self.scale = PICTURE_SCALE
        shown = (self.side, self.side + (18 if caption else 0))
        self.image = Image.new("RGB", (shown[0] * self.scale, shown[1] * self.scale), "white")
        self.draw = ImageDraw.Draw(self.image)
        self.draw.fontmode = "1"  # crisp, unsmoothed text: fewer colours, so a much smaller PNG
        self.font_size = max(8, min(12, cell - 4))

    def _at(self, *points) -> list[tuple[float, float]]:
        """Turn shown-pixel points into the canvas's pixels."""
        return [(x * self.scale, y * self.scale) for x, y in points]

    def centre(self, square) -> tuple[float, float]:
        """Return the shown-pixel ``(x, y)`` of the middle of ``square``."""
        return self.margin + square[1] * self.cell + self.cell / 2, self.margin + square[0] * self.cell + self.cell / 2

    def fill(self, colour_of=None) -> None:
        """Paint every square: chequered and outlined by default, or ``colour_of(row, col)`` as an RGB triple."""
        k = self.scale
        for row in range(self.size):
            for col in range(self.size):
                x, y = (self.margin + col * self.cell) * k, (self.margin + row * self.cell) * k
                colour = colour_of(row, col) if colour_of else COLOURS["light" if (row + col) % 2 == 0 else "dark"]
                self.draw.rectangle([x, y, x + self.cell * k - 1, y + self.cell * k - 1], fill=colour)
        if colour_of is None:
            low, high = (self.margin - 1) * k, (self.margin + self.size * self.cell) * k
            self.draw.rectangle([low, low, high, high], outline=COLOURS["grid"], width=k)

    def label(self, first: int | None = 1, font_size: int | None = None) -> None:
        """Number the rows (left) and columns (top) from ``first``; ``None`` and boards over 20 stay unlabelled."""
        if first is None or self.size > 20:
            return
        for k in range(self.size):
            along = self.margin + k * self.cell + self.cell / 2
            self.text((self.margin - 3, along), str(k + first), anchor="rm", font_size=font_size)
            self.text((along, self.margin - 3), str(k + first), anchor="md", font_size=font_size)

    def text(self, xy, words: str, colour=COLOURS["text"], anchor: str = "mm", font_size: int | None = None) -> None:
        """Write ``words`` at shown pixel ``xy``, placed by Pillow's ``anchor``, ``font_size`` shown pixels high."""
        font = _font((font_size or self.font_size) * self.scale)
        self.draw.text(self._at(xy)[0], words, fill=colour, font=font, anchor=anchor)

    def disc(self, square, colour: str | None, ratio: float, outline: str | None = "white", width: int = 1) -> None:
        """Draw a disc of radius ``ratio`` cells on ``square``; ``colour=None`` draws only its ring."""
        (x, y), r = self.centre(square), self.cell * ratio
        self.draw.ellipse(self._at((x - r, y - r), (x + r, y + r)), fill=colour, outline=outline,
                          width=width * self.scale)

    def cross(self, square, colour: str, ratio: float = 0.3, width: int = 3) -> None:
        """Draw a cross of half-width ``ratio`` cells on ``square``."""
        (x, y), d = self.centre(square), self.cell * ratio
        self.draw.line(self._at((x - d, y - d), (x + d, y + d)), fill=colour, width=width * self.scale)
        self.draw.line(self._at((x - d, y + d), (x + d, y - d)), fill=colour, width=width * self.scale)

    def line(self, squares, colour: str, width: int = 1) -> None:
        """Join the middles of ``squares`` with a line."""
        self.draw.line(self._at(*(self.centre(square) for square in squares)), fill=colour,
                       width=width * self.scale, joint="curve")

    def png(self, colours: int = 16) -> bytes:
        """Write the caption, reduce the picture to a small palette, and return it as PNG bytes."""
        if self.caption:
            self.text((self.side / 2, self.side + 2), self.caption, anchor="mt", font_size=12)
        buffer = io.BytesIO()
        self.image.quantize(colors=colours, method=Image.Quantize.FASTOCTREE).save(buffer, format="PNG",
                                                                                  compress_level=9)
        return buffer.getvalue()


def jumps_picture(square, size: int, jumps, cell: int | None = None, caption: str | None = None) -> bytes:
    """Draw the same picture as :func:`~boardpuzzles.plotting.boards.draw_jumps` as a small PNG, 100 times faster.

    ``jumps`` is :func:`boardpuzzles.knight.try_offsets`; ``cell`` is the side of a square in
    pixels (by default 12 to 24, smaller on bigger boards); ``caption`` is written below.

    >>> from boardpuzzles.knight import try_offsets
    >>> png = jumps_picture((3, 4), 8, try_offsets((3, 4)), cell=20, caption="8 squares")
    >>> Image.open(io.BytesIO(png)).size  # 8 squares of 20 pixels and a margin of 2 squares each side, twice
    (520, 556)
    """
    cell = cell or max(12, min(24, 168 // max(size, 1)))
    board = _RasterBoard(size, cell, margin=jump_reach(jumps) * cell + 10, caption=caption)
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
        board.text((x + cell * 0.36, y - cell * 0.36), str(jump.number), COLOURS["text" if jump.lands else "rejected"],
                   anchor="ld")
    board.disc(square, COLOURS["piece"], 0.42, width=2)
    return board.png(colours=12)


def distances_picture(grid: Sequence[Sequence[int]], path: Sequence[Sequence[int]] | None = None,
                      cell: int | None = None, caption: str | None = None, labels: str | None = "one") -> bytes:
    """Draw the same picture as :func:`~boardpuzzles.plotting.boards.draw_distances` as a small PNG.

    ``grid`` is a distance grid (or the article's table), ``-1`` meaning unreachable (grey);
    ``path`` is drawn on top. ``labels`` numbers the rows and columns from 1 (``"one"``),
    from 0 (``"zero"``), or not at all (``None``). Each number is black on a light cell
    and white on a dark one.

    Raises
    ------
    ValueError
        Like its twin: for an empty grid, or ``labels`` other than ``"one"``, ``"zero"`` and ``None``.

    Examples
    --------
    >>> png = distances_picture([[0, 3], [3, -1]], [(0, 0), (1, 1)], cell=20, caption="2×2")
    >>> Image.open(io.BytesIO(png)).size  # 2 squares of 20 pixels, 20 before and 4 after them, twice
    (128, 164)
    """
    size = grid_rows(grid)
    first = label_start(labels)
    board = _RasterBoard(size, cell or max(16, min(30, 260 // max(size, 1))), margin=20, caption=caption, trailing=4)
    top = max([0] + [value for row in grid for value in row])
    colours = matplotlib.colormaps[HEATMAP]
    grey = ImageColor.getrgb(UNREACHABLE_GREY)

    def colour_of(row, col):
        value = grid[row][col]
        return grey if value < 0 else tuple(int(255 * v) for v in colours(value / top if top else 0)[:3])

    board.fill(colour_of)
    board.label(first)
    for row, values in enumerate(grid):
        for col, value in enumerate(values):
            shade = tuple(part / 255 for part in colour_of(row, col))
            board.text(board.centre((row, col)), str(value), text_colour_on(shade))
    if path and len(path) > 1:
        board.line(path, COLOURS["rejected"], width=max(2, board.cell // 8))
        board.disc(path[0], COLOURS["piece"], 0.18)
        board.disc(path[-1], COLOURS["path_end"], 0.18)
    return board.png(colours=64)


def numbered_tour_picture(grid: Sequence[Sequence[int]], newest: Sequence[int] | None = None,
                          undone: Sequence[int] | None = None, caption: str | None = None, cell: int = 36) -> bytes:
    """Draw the same picture as :func:`~boardpuzzles.plotting.tours.draw_numbered_tour` as a small PNG.

    The step-through of chapter 3 needs 150 of these; ``newest`` rings the square just numbered
    and ``undone`` crosses out the square just taken back.

    Raises
    ------
    ValueError
        Like its twin: for an empty grid, or numbers other than ``1, 2, ..., k`` once each.

    Examples
    --------
    >>> png = numbered_tour_picture([[1, 0], [0, 0]], newest=(0, 0), cell=30)
    >>> Image.open(io.BytesIO(png)).size  # 2 squares of 30 pixels, 16 before and 4 after them, twice
    (160, 160)
    """
    board = _RasterBoard(grid_rows(grid), cell, margin=16, caption=caption, trailing=4)
    squares = tour_from_numbering(grid)
    board.fill()
    if len(squares) > 1:
        board.line(squares, _TOUR_LINE, width=2)
    if undone is not None:
        board.cross(undone, COLOURS["undone"], width=4)
    if newest is not None:
        board.disc(newest, None, 0.42, outline=COLOURS["frontier"], width=3)
    numbers = max(9, min(15, cell // 2 - 2))
    for number, square in enumerate(squares, start=1):
        board.text(board.centre(square), str(number), font_size=numbers)
    board.label(font_size=10)
    return board.png()
