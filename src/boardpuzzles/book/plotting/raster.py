"""Quick raster pictures for the explorers: the same boards as the matplotlib drawings, as small PNGs.

The explorers need hundreds of pictures; Pillow draws one in about a millisecond, where
matplotlib needs a tenth of a second. Each ``*_picture`` function draws the same picture
as its ``draw_*`` twin, in the house colours and font, and returns PNG bytes.

>>> from boardpuzzles.knight import try_offsets
>>> png = jumps_picture((0, 0), 3, try_offsets((0, 0), size=3))
>>> png[:8] == b"\\x89PNG\\r\\n\\x1a\\n"
True
"""

from __future__ import annotations

import functools
import io
from collections.abc import Sequence

import matplotlib
from PIL import Image, ImageColor, ImageDraw, ImageFont

from boardpuzzles.board import MAX_BOARD_SIZE, require_board_size, require_in_range, require_square
from boardpuzzles.book.plotting.boards import PLANE_GRID, jump_reach
from boardpuzzles.book.plotting.style import (
    COLOURS,
    HEATMAP,
    PICTURE_SCALE,
    UNREACHABLE_GREY,
    Png,
    grid_rows,
    label_start,
    text_colour_on,
)
from boardpuzzles.book.plotting.tours import TOUR_LINE
from boardpuzzles.tour import tour_from_numbering

#: The width of the book's text column in shown pixels; the largest pictures fill it and no more.
COLUMN_WIDTH = 550

#: Big boards number only their first row and column and every fifth after it (1, 5, 10, ...).
LABEL_EVERY = 5


@functools.cache
def raster_font(size: int) -> ImageFont.FreeTypeFont:
    """Return matplotlib's DejaVu Sans at ``size`` pixels, so raster pictures match the figures' font."""
    return ImageFont.truetype(str(matplotlib.get_data_path()) + "/fonts/ttf/DejaVuSans.ttf", size)


class RasterBoard:
    """A Pillow canvas holding an ``size`` by ``size`` board of ``cell``-pixel squares, in the house colours.

    ``margin`` pixels surround the board (room for labels, or for jumps that fall off it),
    ``trailing`` pixels (default ``margin``) follow it on the right and below, and a caption
    line may sit below that. Colours are ``"#rrggbb"`` strings, names or RGB triples.

    Every length here is in pixels *as shown*; the picture itself is drawn at
    :data:`~boardpuzzles.book.plotting.style.PICTURE_SCALE` times that size, so it stays crisp
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

    def label(self, first: int | None = 1, font_size: int | None = None, gap: int = 3,
              every: int | None = None) -> None:
        """Number the rows (left) and columns (top) from ``first``; ``None`` and boards over 20 stay unlabelled.

        Given ``every``, a board over 20 squares is labelled too, at its first row and column
        and at every ``every``-th number after it. The labels end ``gap`` shown pixels before
        the board.
        """
        if first is None or (self.size > 20 and not every):
            return
        for k in range(self.size) if self.size <= 20 else [0, *range(every - 1, self.size, every)]:
            along = self.margin + k * self.cell + self.cell / 2
            self.text((self.margin - gap, along), str(k + first), anchor="rm", font_size=font_size)
            self.text((along, self.margin - gap), str(k + first), anchor="md", font_size=font_size)

    def fits(self, words: str, font_size: int | None = None) -> bool:
        """Say whether ``words`` in ``font_size`` (shown pixels) fit in a square with a quarter of it to spare."""
        width = raster_font((font_size or self.font_size) * self.scale).getlength(words) / self.scale
        return width <= self.cell - max(1, self.cell // 4)

    def text(self, xy, words: str, colour=COLOURS["text"], anchor: str = "mm", font_size: int | None = None,
             backdrop: str | None = None) -> None:
        """Write ``words`` at shown pixel ``xy``, placed by Pillow's ``anchor``, ``font_size`` shown pixels high.

        ``backdrop`` fills the box round the words (2 shown pixels wider each way) with that
        colour first, so that lines under the text do not cut through it.
        """
        font = raster_font((font_size or self.font_size) * self.scale)
        at = self._at(xy)[0]
        if backdrop:
            left, top, right, bottom = self.draw.textbbox(at, words, font=font, anchor=anchor)
            pad = 2 * self.scale
            self.draw.rounded_rectangle([left - pad, top - pad, right + pad, bottom + pad], radius=pad,
                                        fill=backdrop)
        self.draw.text(at, words, fill=colour, font=font, anchor=anchor)

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

    def png(self, colours: int = 16, compress_level: int = 9) -> bytes:
        """Write the caption, reduce the picture to a small palette, and return it as PNG bytes.

        ``compress_level`` 9 makes the smallest files; 3 saves a busy picture ten times faster,
        a quarter bigger.
        """
        if self.caption:
            self.text((self.side / 2, self.side + 2), self.caption, anchor="mt", font_size=12)
        buffer = io.BytesIO()
        self.image.quantize(colors=colours, method=Image.Quantize.FASTOCTREE).save(buffer, format="PNG",
                                                                                  compress_level=compress_level)
        return Png(buffer.getvalue())


#: Shown pixels left of and above the coordinate plane of :func:`jumps_picture`: room for the labels.
_LABEL_ROOM = 26

#: Shown pixels right of and below the coordinate plane of :func:`jumps_picture`: room for jump numbers.
_PLANE_TRAILING = 12

def jumps_cell(size: int, *, reach: int = 2) -> int:
    """Return the side in shown pixels of a square of :func:`jumps_picture` on a ``size`` board.

    The picture holds the board and ``reach`` squares of the coordinate plane on each side, so
    it grows with ``size``: about 280 pixels wide for a single square, 390 for 8×8 and about
    440 up to 20×20, with squares of 14 to 48 pixels. Bigger boards get smaller squares, so
    that the picture never grows past the column (:data:`COLUMN_WIDTH`).

    >>> [jumps_cell(n) * (n + 4) + 38 for n in (1, 4, 8, 12, 30, 50)]  # the shown width of a knight's picture
    [278, 334, 386, 438, 514, 524]
    """
    across = max(size, 1) + 2 * reach
    cell = max(14, min(48, (240 + 14 * max(size, 1)) // across, 400 // across))
    return min(cell, max(2, (COLUMN_WIDTH - _LABEL_ROOM - _PLANE_TRAILING) // across))


def _rule_plane(board: RasterBoard, reach: int) -> None:
    """Rule the grid of the coordinate plane: the board's squares carried on ``reach`` squares past each edge."""
    k, first = board.scale, board.margin - reach * board.cell
    last = board.margin + (board.size + reach) * board.cell
    for line in range(board.size + 2 * reach + 1):
        at = (first + line * board.cell) * k
        board.draw.line([(first * k, at), (last * k, at)], fill=PLANE_GRID, width=1)
        board.draw.line([(at, first * k), (at, last * k)], fill=PLANE_GRID, width=1)


def jumps_picture(square, size: int, jumps, *, cell: int | None = None, caption: str | None = None) -> Png:
    """Draw the same picture as :func:`~boardpuzzles.book.plotting.boards.draw_jumps` as a small PNG, 100 times faster.

    The board lies in its coordinate plane, ruled as a light grid as many squares past each
    edge as the farthest jump reaches, so every jump that falls off the board has room for
    its cross. The row and column labels stand outside the plane, where no cross or number
    can cover them, and each jump's number stands beside its target on the side away from
    the piece. ``jumps`` is :func:`boardpuzzles.knight.try_offsets`; ``cell`` is the side of
    a square in shown pixels (by default :func:`jumps_cell`, so the picture grows with the
    board up to the width of the column); ``caption`` is written below. On squares under 12
    pixels the jumps' numbers would not fit and are left out, and boards over 20 squares are
    labelled at 1 and every fifth row and column.

    Raises
    ------
    ValueError
        If ``size`` is not between 1 and :data:`~boardpuzzles.board.MAX_BOARD_SIZE`, or
        ``square`` is not on the board.

    Examples
    --------
    >>> from boardpuzzles.knight import try_offsets
    >>> png = jumps_picture((3, 4), 8, try_offsets((3, 4)), cell=20, caption="8 squares")
    >>> Image.open(io.BytesIO(png)).size  # 26 for labels, 2 + 8 + 2 squares of 20, 12 after; twice
    (556, 592)
    """
    size = require_board_size(size, MAX_BOARD_SIZE)
    square = require_square(size, square)
    reach = jump_reach(jumps)
    cell = cell or jumps_cell(size, reach=reach)
    board = RasterBoard(size, cell, margin=_LABEL_ROOM + reach * cell, caption=caption,
                         trailing=reach * cell + _PLANE_TRAILING)
    _rule_plane(board, reach)
    board.fill()
    board.label(gap=reach * cell + 6, every=LABEL_EVERY)
    numbers = cell >= 12  # room beside a target for its number
    for jump in jumps:
        board.line([square, jump.target], COLOURS["target" if jump.lands else "rejected"])
    for jump in jumps:
        if jump.lands:
            board.disc(jump.target, COLOURS["target"], 0.36)
        else:
            board.cross(jump.target, COLOURS["rejected"], width=3 if numbers else 1)
        if not numbers:
            continue
        x, y = board.centre(jump.target)
        down, right = (_sign(step) for step in jump.offset)
        anchor = "rml"[right + 1] + "dmt"[down + 1]  # beside the target, on the side away from the piece
        board.text((x + right * cell * 0.4, y + down * cell * 0.4), str(jump.number),
                   COLOURS["text" if jump.lands else "rejected"], anchor=anchor)
    board.disc(square, COLOURS["piece"], 0.42, width=2)
    return board.png(colours=12)


def _sign(step: int) -> int:
    """Return -1, 0 or 1, the direction of ``step``."""
    return (step > 0) - (step < 0)


def distance_cell(size: int) -> int:
    """Return the side in shown pixels of a square of :func:`distances_picture` on a ``size`` board.

    The board grows with ``size``: from about 260 pixels wide for the smallest boards to
    about 410 for 12 squares and more, with squares of at least 16 pixels up to 32 squares.
    Bigger boards get smaller squares, so that the picture never grows past the column
    (:data:`COLUMN_WIDTH`).

    >>> [distance_cell(n) * n for n in (2, 5, 8, 12, 16, 30, 50, 99)]
    [240, 290, 328, 384, 384, 480, 500, 495]
    """
    size = max(size, 1)
    cell = max(16, min(120, 220 // size + 14, 396 // size))
    return min(cell, max(2, (COLUMN_WIDTH - 24) // size))


def distances_picture(grid: Sequence[Sequence[int]], *, path: Sequence[Sequence[int]] | None = None,
                      cell: int | None = None, caption: str | None = None, labels: str | None = "one",
                      vmax: int | None = None, upto: int | None = None) -> Png:
    """Draw the same picture as :func:`~boardpuzzles.book.plotting.boards.draw_distances` as a small PNG.

    ``grid`` is a distance grid, the article's table or any grid of counts (chapter 1's
    moves from each square), ``-1`` meaning unreachable (grey);
    ``path`` is drawn on top, with the numbers above it. ``cell`` is the side of a square in
    shown pixels (by default :func:`distance_cell`, so the board grows with its size up to
    the width of the column); numbers grow with the cell, shrink (to 8 pixels) until the
    widest fits in a square, and are left out when it still does not, or when the board
    has over 20 squares under 16 pixels. ``labels`` numbers the rows and columns from 1 (``"one"``),
    from 0 (``"zero"``), or not at all (``None``); boards over 20 squares are labelled at
    the first and every fifth. Each number is black on a light cell and white on a dark one.

    ``vmax`` fixes the top of the colour scale (by default the grid's largest value), so
    that pictures of different grids can share one scale. ``upto`` draws breadth-first
    search as it stands once it has found the squares ``upto`` moves away: the squares up
    to that distance coloured, the newest of them (the frontier) on orange discs, or all
    orange when the squares are too small for numbers, and every other square still
    chequered. The path and the grey of unreachable squares are drawn when the search is
    over, with ``upto=None``.

    Raises
    ------
    ValueError
        Like its twin: for an empty grid, or ``labels`` other than ``"one"``, ``"zero"`` and
        ``None``; and for a grid that is not square, or ``upto`` outside 0 to the grid's
        largest value.

    Examples
    --------
    >>> png = distances_picture([[0, 3], [3, -1]], path=[(0, 0), (1, 1)], cell=20, caption="2×2")
    >>> Image.open(io.BytesIO(png)).size  # 2 squares of 20 pixels, 20 before and 4 after them, twice
    (128, 164)
    >>> distances_picture([[0, 1], [1, 2]], upto=3)
    Traceback (most recent call last):
    ...
    ValueError: upto must be between 0 and 2, got 3
    """
    size = grid_rows(grid)
    if any(len(row) != size for row in grid):
        raise ValueError(f"grid must be square, got {size} rows of {sorted({len(row) for row in grid})} cells")
    first = label_start(labels)
    farthest = max([0] + [value for row in grid for value in row])
    if upto is not None:
        upto = require_in_range(upto, "upto", 0, farthest)
    board = RasterBoard(size, cell or distance_cell(size), margin=20, caption=caption, trailing=4)
    widest = max((str(value) for row in grid for value in row), key=len)
    font_size = max(board.font_size, min(22, board.cell * 2 // 5))
    while font_size > 8 and not board.fits(widest, font_size):
        font_size -= 1  # a smaller font, down to 8 pixels, to fit the widest number
    numbers = (size <= 20 or board.cell >= 16) and board.fits(widest, font_size)
    top = farthest if vmax is None else vmax
    heat = heat_colours(top)
    chequer = [ImageColor.getrgb(COLOURS["light"]), ImageColor.getrgb(COLOURS["dark"])]

    def found(value) -> bool:  # has the search reached this square yet?
        return value >= 0 and (upto is None or value <= upto)

    def colour_of(row, col):
        value = grid[row][col]
        if found(value):
            return ImageColor.getrgb(COLOURS["frontier"]) if value == upto and not numbers else heat(value)
        return ImageColor.getrgb(UNREACHABLE_GREY) if upto is None else chequer[(row + col) % 2]

    board.fill(colour_of)
    board.label(first, every=LABEL_EVERY)
    if upto is None and path and len(path) > 1:
        board.line(path, COLOURS["rejected"], width=max(2, min(5, board.cell // 8)))
        ends = max(0.18, 2.5 / board.cell)  # at least 5 pixels across
        board.disc(path[0], COLOURS["piece"], ends)
        board.disc(path[-1], COLOURS["path_end"], ends)
    if not numbers:
        return board.png(colours=64)
    for row, values in enumerate(grid):
        for col, value in enumerate(values):
            if upto is not None and value == upto:
                board.disc((row, col), COLOURS["frontier"], 0.42)
                board.text(board.centre((row, col)), str(value), "white", font_size=font_size)
            elif upto is None or found(value):
                shade = tuple(part / 255 for part in colour_of(row, col))
                board.text(board.centre((row, col)), str(value), text_colour_on(shade), font_size=font_size)
    return board.png(colours=64)


def heat_colours(top: int):
    """Return a function giving the heatmap's RGB colour of a value from 0 to ``top``, remembered per value."""
    colours = matplotlib.colormaps[HEATMAP]

    @functools.cache
    def heat(value: int) -> tuple[int, int, int]:
        return tuple(int(255 * part) for part in colours(min(value / top, 1.0) if top else 0)[:3])

    return heat


def tour_cell(size: int) -> int:
    """Return the side in shown pixels of a square of :func:`numbered_tour_picture` on a ``size`` board.

    Small boards get big squares, so that no board is shown narrower than 300 pixels; from
    n = 7 on a square is 44 pixels, room for two digits 15 pixels high, until the board
    reaches 560 pixels.

    >>> [tour_cell(n) for n in (1, 5, 8, 12, 20)]
    [280, 56, 44, 44, 28]
    """
    return max(-(-280 // size), min(44, 560 // size))


def numbered_tour_picture(grid: Sequence[Sequence[int]], *, newest: Sequence[int] | None = None,
                          undone: Sequence[int] | None = None, caption: str | None = None,
                          cell: int | None = None, numbers: bool = True, progress: bool = False) -> Png:
    """Draw the same picture as :func:`~boardpuzzles.book.plotting.tours.draw_numbered_tour` as a small PNG.

    The step-through of chapter 3 needs 150 of these; ``newest`` rings the square just numbered
    and ``undone`` crosses out the square just taken back. The path runs under the numbers,
    thin and light, and each number sits on a patch of its square's colour. With ``numbers=False``
    the path alone is drawn, dark, from a blue start to a red end. ``cell`` is the side of a
    square in shown pixels, :func:`tour_cell` by default.

    ``progress=True`` colours that path by move instead, from dark (the first moves) to light
    (the last), on a plain board without squares, as :func:`~boardpuzzles.book.plotting.tours.draw_tour`
    draws big boards, so that the tour of a 200×200 board stays legible (and takes a tenth of
    a second to draw).

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
    size = grid_rows(grid)
    cell = cell or tour_cell(size)
    board = RasterBoard(size, cell, margin=16, caption=caption, trailing=4)
    squares = tour_from_numbering(grid)
    shaded = not numbers and progress
    if shaded:
        _plain_board(board)
    else:
        board.fill()
    if numbers and len(squares) > 1:
        board.line(squares, TOUR_LINE, width=max(1, min(2, cell // 20)))
    elif squares and not numbers:
        if len(squares) > 1 and shaded:
            _progress_line(board, squares)
        elif len(squares) > 1:
            board.line(squares, COLOURS["path"], width=max(2, min(3, cell // 14)))
        ends = max(0.2, 3 / cell)  # at least 3 pixels across, on the tiny squares of a big board
        board.disc(squares[0], COLOURS["piece"], ends)
        if len(squares) > 1:
            board.disc(squares[-1], COLOURS["path_end"], ends)
    if undone is not None:
        board.cross(undone, COLOURS["undone"], width=4)
    if newest is not None:
        board.disc(newest, None, 0.42, outline=COLOURS["frontier"], width=3)
    if numbers:
        font_size = max(9, min(15, cell // 2 - 2))
        for number, (row, col) in enumerate(squares, start=1):
            shade = COLOURS["light" if (row + col) % 2 == 0 else "dark"]
            board.text(board.centre((row, col)), str(number), font_size=font_size, backdrop=shade)
    board.label(font_size=10)
    return board.png(colours=32, compress_level=3) if shaded else board.png()


def _plain_board(board: RasterBoard) -> None:
    """Paint the whole board white and frame it, without drawing each square."""
    k, low = board.scale, board.margin
    high = board.margin + board.size * board.cell
    board.draw.rectangle([low * k, low * k, high * k - 1, high * k - 1], fill="white")
    board.draw.rectangle([(low - 1) * k, (low - 1) * k, high * k, high * k], outline=COLOURS["grid"], width=k)


#: How many colours the path of :func:`numbered_tour_picture` with ``progress=True`` runs through.
PROGRESS_STEPS = 48


def _progress_line(board: RasterBoard, squares: Sequence[Sequence[int]]) -> None:
    """Draw a path in :data:`PROGRESS_STEPS` stretches of moves, coloured from dark (first) to light (last)."""
    colours = matplotlib.colormaps[HEATMAP]
    jumps = len(squares) - 1
    steps = min(PROGRESS_STEPS, jumps)
    k, corner = board.scale, board.margin + board.cell / 2
    points = [((corner + col * board.cell) * k, (corner + row * board.cell) * k) for row, col in squares]
    width = max(1, min(2, board.cell // 8)) * k
    for step in range(steps):
        first, last = step * jumps // steps, (step + 1) * jumps // steps
        colour = tuple(int(255 * part) for part in colours(step / max(steps - 1, 1))[:3])
        board.draw.line(points[first:last + 1], fill=colour, width=width, joint="curve")
