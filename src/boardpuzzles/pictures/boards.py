"""Boards of chapters 1 and 2 as SVG: where a leaper can jump, and grids of numbers on one colour scale.

:func:`jumps_svg` draws a piece and its jumps (chapter 1); :func:`grid_svg` draws a grid of
numbers coloured on one shared scale: the moves from each square (chapter 1), the fewest moves
from a start with a shortest path or the flood up to one layer (chapter 2), and the KnightL table.

>>> from boardpuzzles.knight import move_counts
>>> picture = grid_svg(move_counts(3), vmax=8)
>>> picture.alt
'3×3 grid of moves, 0 to 2, coloured on one scale from 0 (dark) to 8 (light).'
"""

from __future__ import annotations

from collections.abc import Sequence
from numbers import Integral

from boardpuzzles.board import format_square, require_board_size, require_in_range, require_square
from boardpuzzles.distance import UNREACHABLE
from boardpuzzles.errors import GridError, OptionError, PictureError, PieceError
from boardpuzzles.knight import LEAPERS
from boardpuzzles.pictures.colours import PALETTE, PAPER, ink_class, ink_on, scale_colour
from boardpuzzles.pictures.contents import board_contents, table_summary
from boardpuzzles.pictures.legend import colour_bar, draw_legend
from boardpuzzles.pictures.svg import (
    MAX_PICTURE_SIZE,
    PICTURE_WIDTHS,
    Board,
    Canvas,
    Picture,
    board_cell,
    num,
    picture_width,
    wrap_words,
)
from boardpuzzles.wording import board_article, count_of, sentence, squares_text

_LABEL_ROOM = 28  # pixels left of a board for its row labels, and above it for its column labels
_EDGE = 10  # pixels between the picture's edge and what it shows
_CAPTION = 14  # the font size of captions
_NUMBER_ROOM = 12  # pixels past the plane of jumps_svg, for the numbers of jumps that land on its edge


def caption_lines(canvas: Canvas, y: float, caption: str | None, *, width: float | None = None) -> float:
    """Write ``caption`` wrapped to the picture's width from ``y`` down, and grow the canvas to hold it.

    Parameters
    ----------
    canvas : Canvas
        The picture being drawn.
    y : float
        The top of the caption.
    caption : str or None
        The words; ``None`` or empty writes nothing.
    width : float or None
        The widest line; by default the canvas width less its edges.

    Returns
    -------
    float
        The ``y`` below the caption.

    Raises
    ------
    ValueError
        If ``caption`` is neither text nor ``None``.

    Examples
    --------
    >>> canvas = Canvas(300, 10)
    >>> caption_lines(canvas, 100, "layer 3"), canvas.height
    (118.9, 128.9)
    >>> caption_lines(canvas, 100, 3)
    Traceback (most recent call last):
    ...
    boardpuzzles.errors.PictureError: a caption must be text or None, got 3
    """
    if caption is not None and not isinstance(caption, str):
        raise PictureError(f"a caption must be text or None, got {caption!r}")
    lines = wrap_words(caption or "", width or canvas.width - 2 * _EDGE, font_size=_CAPTION)
    bottom = canvas.lines_of_text(_EDGE, y, lines, font_size=_CAPTION)
    canvas.height = max(canvas.height, bottom + _EDGE)
    return bottom


def piece_name(jumps) -> str:
    """Name the piece that made ``jumps``: "Knight", a fairy-chess name such as "Camel", or "(a, b) leaper".

    Parameters
    ----------
    jumps : list of Jump
        :func:`boardpuzzles.knight.try_offsets` of the piece.

    Returns
    -------
    str
        The name, capitalised.

    Examples
    --------
    >>> from boardpuzzles.knight import leaper_offsets, try_offsets
    >>> piece_name(try_offsets(8, (0, 0))), piece_name(try_offsets(8, (0, 0), offsets=leaper_offsets(2, 5)))
    ('Knight', '(2, 5) leaper')
    """
    steps = {tuple(sorted(map(abs, jump.offset))) for jump in jumps}
    if len(steps) != 1:
        return "Piece"
    a, b = steps.pop()
    name = next((name for name, step in LEAPERS.items() if set(step) == {a, b}), None)
    return name.capitalize() if name else f"({a}, {b}) leaper"


def _check_jumps(square, jumps) -> list:
    """Return ``jumps`` as a list, or raise if one of them does not start from ``square``."""
    jumps = list(jumps)
    for jump in jumps:
        try:
            target = (square[0] + jump.offset[0], square[1] + jump.offset[1])
            good = tuple(jump.target) == target
        except (AttributeError, TypeError, IndexError):
            good = False
        if not good:
            raise PieceError(f"jumps must be boardpuzzles.knight.try_offsets of the square {format_square(square)}, "
                             f"got {jump!r}")
    return jumps


def jumps_svg(size: int, square, jumps, *, caption: str | None = None, piece: str | None = None) -> Picture:
    """Draw a piece on its square, the squares it can jump to, and its jumps that fall off the board.

    The board lies in its coordinate plane, ruled as a light grid as many squares past each
    edge as the farthest jump reaches, so every jump that falls off the board has room for
    its cross. Landing squares get green discs, off-board targets red crosses, and each
    jump's number stands beside its target on the side away from the piece (when the
    squares have room for it). The rows and columns are numbered from 1 outside the plane.
    The picture grows with the board from about 280 to 460 pixels wide.

    Parameters
    ----------
    size : int
        The board size, 1 to :data:`~boardpuzzles.pictures.svg.MAX_PICTURE_SIZE`.
    square : (int, int)
        The piece's 0-based square.
    jumps : list of Jump
        :func:`boardpuzzles.knight.try_offsets` from ``square``.
    caption : str or None
        Words written under the board, such as "squares reachable: 8".
    piece : str or None
        The piece's name in the text alternative; by default read off the jumps ("Knight").

    Returns
    -------
    Picture
        The SVG, with a text alternative that names the piece, its square and every square it reaches.

    Raises
    ------
    ValueError
        If ``size`` is out of range, ``square`` is off the board, or ``jumps`` are not jumps from ``square``.

    Examples
    --------
    >>> from boardpuzzles.knight import try_offsets
    >>> picture = jumps_svg(8, (3, 4), try_offsets(8, (3, 4)), caption="squares reachable: 8")
    >>> print(picture.alt)
    Knight on (4 5) of an 8×8 board: 8 squares reachable: (2 4), (2 6), (3 3), (3 7), (5 3), (5 7), (6 4), (6 6). \
Squares reachable: 8.
    >>> jumps_svg(8, (8, 0), [])
    Traceback (most recent call last):
    ...
    boardpuzzles.errors.SquareError: square (8, 0) is off the 8×8 board: 0-based rows and columns run from 0 to 7
    """
    size = require_board_size(size, MAX_PICTURE_SIZE)
    square = require_square(size, square)
    jumps = _check_jumps(square, jumps)
    reach = max([2] + [max(abs(d) for d in jump.offset) for jump in jumps])
    width, across = picture_width(size), size + 2 * reach
    cell = board_cell(size, across, width, _LABEL_ROOM + _EDGE + 2 * _NUMBER_ROOM)
    if cell * 0.42 < 10:  # no room for the jumps' numbers: no room kept for them beyond the plane either
        cell = board_cell(size, across, width, _LABEL_ROOM + _EDGE)
    extra = _NUMBER_ROOM if cell * 0.42 >= 10 else 0  # numbers beside targets on the plane's edges stand out of it
    plane = reach * cell
    board = Board(size, cell, _LABEL_ROOM + extra + plane, _LABEL_ROOM + extra + plane)
    far = board.side + plane + extra + _EDGE  # from the board's corner to the picture's right and bottom edges
    canvas = Canvas(max(PICTURE_WIDTHS[0], board.x + far), board.y + far)
    _rule_plane(canvas, board, reach, extra)
    board.chequer(canvas)
    board.frame(canvas)
    board.labels(canvas, gap=plane + extra + 6)
    _draw_jumps(canvas, board, square, jumps)
    caption_lines(canvas, board.y + far - 4, caption)
    marks = [[0] * size for _ in range(size)]
    marks[square[0]][square[1]] = 1
    for jump in jumps:
        if jump.lands:
            marks[jump.target[0]][jump.target[1]] = jump.number + 1
    canvas.add(board_contents(size, "marks", grid=marks, words=["", f"the {(piece or piece_name(jumps)).lower()}"]
                              + [f"reached by jump {k}" for k in range(1, max(marks[r][c] for r in range(size)
                                                                                 for c in range(size)))]))
    landed = [jump.target for jump in jumps if jump.lands]
    off = [str(jump.number) for jump in jumps if not jump.lands]
    alt = (f"{piece or piece_name(jumps)} on {format_square(square)} of {board_article(size)} {size}×{size} board: "
           f"{count_of(len(landed), 'square')} reachable: {squares_text(landed, limit=8)}.")
    if off:
        alt += f" {count_of(len(off), 'jump')} {'falls' if len(off) == 1 else 'fall'} off the board: {', '.join(off)}."
    return canvas.picture(" ".join(filter(None, (alt, sentence(caption or "")))))


def _rule_plane(canvas: Canvas, board: Board, reach: int, extra: float) -> None:
    """Rule the coordinate plane round the board: its squares carried on ``reach`` squares past each edge.

    The plane is light; dark mode paints it a softer grey (:data:`~boardpuzzles.pictures.colours.DARK_PALETTE`),
    on which the crosses and numbers of the jumps still read. It reaches ``extra`` pixels further, under the
    numbers of the jumps that land on its edge.
    """
    low, high = -reach, board.size + reach
    lines = "".join(f"M{k} {low}V{high}M{low} {k}H{high}" for k in range(low, high + 1))
    width = num(1 / board.cell if board.cell >= 6 else 0)  # 1 pixel; no ruling between squares of 2 to 5 pixels
    margin = extra / board.cell
    canvas.add(f'{board.units()}<rect x="{num(low - margin)}" y="{num(low - margin)}"'
               f' width="{num(high - low + 2 * margin)}" height="{num(high - low + 2 * margin)}"'
               f' fill="{PAPER["plane_ground"]}" class="{ink_class(PAPER["plane_ground"], "fill")}"/>'
               + (f'<path d="{lines}" stroke="{PAPER["plane"]}" class="{ink_class(PAPER["plane"], "stroke")}"'
                  f' stroke-width="{width}"/>' if width != "0" else "")
               + "</g>")


def _draw_jumps(canvas: Canvas, board: Board, square, jumps) -> None:
    """Draw each jump's line, its target's mark and number, and the piece on top."""
    cell = board.cell
    x0, y0 = board.centre(square)
    for jump in jumps:
        colour = PALETTE["target" if jump.lands else "rejected"]
        canvas.line([(x0, y0), board.centre(jump.target)], colour, 1.5 if cell >= 10 else 1,
                    stroke_dasharray=None if jump.lands else "4 3")
    font = min(13, cell * 0.42)
    for jump in jumps:
        x, y = board.centre(jump.target)
        if jump.lands:
            canvas.circle(x, y, max(4, cell * 0.36), PALETTE["target"], stroke="#ffffff",
                          stroke_width="1.5" if cell >= 10 else None)
        else:
            canvas.cross(x, y, max(3, cell * 0.28), PALETTE["rejected"], 3 if cell >= 14 else 1.5)
        if font >= 10:
            down, right = ((step > 0) - (step < 0) for step in jump.offset)
            anchor = ("end", "middle", "start")[right + 1]
            canvas.text(x + right * cell * 0.4, y + down * (cell * 0.36 + font * 0.5), str(jump.number), font_size=font,
                        anchor=anchor, weight="bold", fill=PALETTE["text" if jump.lands else "undone"])
    canvas.circle(x0, y0, max(5, cell * 0.42), PALETTE["piece"], stroke="#ffffff", stroke_width="2")


# --- grids of numbers on one colour scale ---------------------------------------------------------------


def _check_grid(grid) -> int:
    """Return the size of a square grid of whole numbers from -1 up, or raise naming what is wrong."""
    try:
        size = len(grid)
        widths = sorted({len(row) for row in grid})
    except TypeError:
        raise GridError(f"grid must be a list of rows of numbers, got {grid!r}") from None
    if size == 0 or widths == [0]:
        raise GridError(f"grid must hold at least one row of cells, got {grid!r}")
    if widths != [size]:
        raise GridError(f"grid must be square, got {size} rows of {widths} cells")
    require_board_size(size, MAX_PICTURE_SIZE)
    for row in grid:
        for value in row:
            if isinstance(value, bool) or not isinstance(value, Integral) or value < UNREACHABLE:
                raise GridError(f"grid values must be whole numbers from -1 (unreachable) up, got {value!r}")
    return size


def _numbers_font(cell: float, widest: str) -> float:
    """The font size that fits ``widest`` in a square of ``cell`` pixels (0 when under 9 pixels: no numbers)."""
    font = min(18.0, cell * 0.45, cell * 0.84 / (0.6 * len(widest)))
    return font if font >= 9 else 0


def _minus(value: int) -> str:
    """Write a number with a true minus sign, as the prose does."""
    return str(value).replace("-", "−")


def grid_svg(grid: Sequence[Sequence[int]], *, path: Sequence[Sequence[int]] | None = None,
             caption: str | None = None, labels: str | None = "one", vmax: int | None = None,
             upto: int | None = None, what: str = "moves", kind: str = "grid") -> Picture:
    """Draw a square grid of numbers, each square coloured on one scale, with a colour bar and a legend.

    The grid may be a distance grid (:func:`boardpuzzles.distance.distance_grid`), the moves
    from each square (:func:`boardpuzzles.knight.move_counts`) or the KnightL table
    (:func:`boardpuzzles.distance.knightl_table`, row ``a`` and column ``b``); ``-1`` means
    unreachable and is grey. Numbers are written in the squares when they fit (in black or
    white, whichever reads better on the square's colour).

    ``upto`` draws breadth-first search as it stands once it has found the squares ``upto``
    moves away: those squares coloured, the newest of them on orange discs (all orange when
    the squares are too small for numbers), every other square still chequered. The
    ``path`` and the grey of unreachable squares are drawn when the search is over
    (``upto=None``): the path is a red line with a marker on every square it passes, its
    start blue and its end red.

    Parameters
    ----------
    grid : sequence of sequence of int
        A square grid, 1 to :data:`~boardpuzzles.pictures.svg.MAX_PICTURE_SIZE` rows, of whole numbers from -1 up.
    path : sequence of (int, int) or None
        0-based squares to join, such as :func:`boardpuzzles.distance.shortest_path`.
    caption : str or None
        Words written under the picture.
    labels : {"one", "zero", None}
        Number the rows and columns from 1, from 0, or not at all.
    vmax : int or None
        The top of the colour scale; by default the grid's largest value. Give the same
        ``vmax`` to pictures that are compared, so they share one scale.
    upto : int or None
        Draw the search only as far as this layer, 0 to the grid's largest value.
    what : str
        What the numbers count, for the colour bar and the text alternative.
    kind : {"grid", "table"}
        ``"table"``: the grid is the KnightL table (row ``a``, column ``b``); its caption and text
        alternative then name the slowest piece and the row with the most unreachable cells.

    Returns
    -------
    Picture
        The SVG; its text alternative says the range of the numbers, the scale, and what the path or the flood shows.

    Raises
    ------
    ValueError
        For a grid that is empty, not square or holds other values, a path off the board,
        ``labels`` other than the three, a negative ``vmax`` or ``upto`` out of range.

    Examples
    --------
    >>> picture = grid_svg([[0, 3], [3, -1]], path=[(0, 0), (1, 1)], caption="2×2")
    >>> print(picture.alt)
    2×2 grid of moves, 0 to 3, coloured on one scale from 0 (dark) to 3 (light); 1 square grey: unreachable. \
A path of 1 move from (1 1) to (2 2), a marker on each of its 2 squares: (1 1), (2 2). 2×2.
    >>> grid_svg([[0, 1], [1, 2]], upto=3)
    Traceback (most recent call last):
    ...
    boardpuzzles.errors.NumberError: upto must be between 0 and 2, got 3
    """
    size = _check_grid(grid)
    if kind not in ("grid", "table"):
        raise OptionError(f"kind must be 'grid' or 'table', got {kind!r}")
    summary = table_summary(grid) if kind == "table" else None
    if summary:
        caption = f"{caption}. {summary}" if caption else summary
    if labels not in ("one", "zero", None):
        raise OptionError(f"labels must be 'one', 'zero' or None, got {labels!r}")
    farthest = max(max(row) for row in grid)
    top = max(farthest, 0) if vmax is None else require_in_range(vmax, "vmax", 0, 10**9)
    if upto is not None:
        upto = require_in_range(upto, "upto", 0, max(farthest, 0))
    path = [require_square(size, square, name="path square") for square in path or []] if upto is None else []

    room = _LABEL_ROOM if labels else _EDGE
    cell = board_cell(size, size, picture_width(size), room + _EDGE)
    board = Board(size, cell, room, room)
    canvas = Canvas(max(PICTURE_WIDTHS[0], board.x + board.side + _EDGE), board.y + board.side + _EDGE)
    widest = max((_minus(value) for row in grid for value in row), key=len)
    font = _numbers_font(cell, widest)

    heat = {value: scale_colour(value, top) for value in {v for row in grid for v in row}}
    heat[UNREACHABLE] = PALETTE["unreachable"]

    def colour_of(row: int, col: int) -> str | None:
        value = grid[row][col]
        if upto is None:
            return heat[value]
        if 0 <= value <= upto:
            return PALETTE["frontier"] if value == upto and not font else heat[value]
        return None  # not reached yet: chequered

    if upto is not None:
        board.chequer(canvas)
    board.fill_cells(canvas, colour_of)
    board.frame(canvas, width=1)
    board.labels(canvas, first={"one": 1, "zero": 0, None: None}[labels])
    markers = _draw_path(canvas, board, path, font, colour_of)
    if font:
        _write_numbers(canvas, board, grid, upto, font, colour_of, markers)
    bottom = colour_bar(canvas, _EDGE, board.y + board.side + 10, canvas.width - 2 * _EDGE, top, title=what)
    items = _grid_legend(grid, path, upto)
    bottom = draw_legend(canvas, _EDGE, bottom, canvas.width - 2 * _EDGE, items)
    caption_lines(canvas, bottom + 2, caption)
    canvas.add(board_contents(size, kind, grid=grid, path=path, what=what, upto=upto, summary=summary))
    return canvas.picture(_grid_alt(grid, size, path, top, upto, what, caption))


def _draw_path(canvas: Canvas, board: Board, path, font: float, colour_of) -> dict:
    """Draw the path as a line with a marker on every square; return each marked square's marker colour.

    The start is a blue disc and the end a red one; every square between is ringed in red,
    filled with its own colour, so the scale still reads under the path.
    """
    if not path:
        return {}
    cell = board.cell
    if len(path) > 1:
        canvas.line([board.centre(square) for square in path], PALETTE["rejected"], max(2, min(5, cell / 8)))
    markers = {}
    for k, square in enumerate(path):
        end = k == 0 or k == len(path) - 1
        fill = PALETTE["piece"] if k == 0 else PALETTE["path_end"] if end else colour_of(*square)
        x, y = board.centre(square)
        radius = cell * 0.4 if font else max(2.5, cell * 0.3)
        canvas.circle(x, y, radius, fill, stroke="#ffffff" if end else PALETTE["rejected"],
                      stroke_width=num(max(1, min(2.5, cell / 16))))
        markers[square] = fill
    return markers


def _write_numbers(canvas: Canvas, board: Board, grid, upto, font: float, colour_of, markers: dict) -> None:
    """Write each square's number in the ink that reads best on what lies under it."""
    by_ink: dict[str, list[str]] = {}
    for row, values in enumerate(grid):
        for col, value in enumerate(values):
            under = markers.get((row, col)) or colour_of(row, col)
            if under is None:
                continue
            if upto is not None and value == upto:
                x, y = board.centre((row, col))
                canvas.circle(x, y, board.cell * 0.42, PALETTE["frontier"])
                under = PALETTE["frontier"]
            x, y = board.centre((row, col))
            by_ink.setdefault(ink_on(under), []).append(
                f'<text x="{num(x)}" y="{num(y)}" dy=".35em">{_minus(value)}</text>')
    for ink, texts in by_ink.items():
        canvas.add(f'<g font-size="{num(font)}" fill="{ink}" text-anchor="middle">{"".join(texts)}</g>')


def _grid_legend(grid, path, upto) -> list[tuple[str, str, str]]:
    """The legend items of :func:`grid_svg`: the grey, the flood's marks, the path."""
    items = []
    if upto is None and any(UNREACHABLE in row for row in grid):
        items.append(("swatch", PALETTE["unreachable"], "unreachable (−1)"))
    if upto is not None:
        items += [("disc", PALETTE["frontier"], f"layer {upto}: newest"), ("chequer", "", "not reached yet")]
    if len(path) > 1:
        items.append(("line", PALETTE["rejected"], f"path: {count_of(len(path) - 1, 'move')}"))
    return items


def _grid_alt(grid, size: int, path, top: int, upto, what: str, caption) -> str:
    """The text alternative of :func:`grid_svg`."""
    values = [value for row in grid for value in row if value >= 0]
    low, high = (min(values), max(values)) if values else (None, None)
    words = f"{size}×{size} grid of {what}"
    words += f", {low} to {high}" if values and low != high else f", all {low}" if values else ", all unreachable"
    words += f", coloured on one scale from 0 (dark) to {top} (light)"
    grey = sum(row.count(UNREACHABLE) for row in grid)
    if upto is None and grey:
        words += f"; {count_of(grey, 'square')} grey: unreachable"
    words += "."
    if upto is not None:
        reached = sum(0 <= value <= upto for value in values)
        newest = sum(value == upto for value in values)
        words += (f" Breadth-first search up to layer {upto}: {count_of(reached, 'square')} reached, {newest} of them"
                  f" in layer {upto} (orange); {size * size - reached} not reached yet.")
    if path:
        words += (f" A path of {count_of(len(path) - 1, 'move')} from {format_square(path[0])} to "
                  f"{format_square(path[-1])}, a marker on each of its {len(path)} squares: {squares_text(path)}.")
    return " ".join(filter(None, (words, sentence(caption or ""))))

