"""The canvas every explorer picture is drawn on: SVG markup built as text, in pure Python.

A :class:`Picture` is the finished SVG markup (a ``str``) with its text alternative and its
shown size. A :class:`Canvas` collects the markup of one picture; a :class:`Board` says where
a board sits on it and draws the chequered squares, the frame and the 1-based labels.

Everything here is measured in CSS pixels as shown. A picture draws its own background, its
paper, and shrinks to fit a narrow screen (``max-width: 100%``) while staying crisp at any zoom.

A picture follows the page's light or dark mode: what is drawn on the paper is painted in a colour of
:data:`~boardpuzzles.pictures.colours.PAPER`, which a dark page repaints (:mod:`boardpuzzles.pictures.colours`).

>>> canvas = Canvas(300, 120)
>>> canvas.text(150, 60, "hello")
>>> picture = canvas.picture("A greeting")
>>> picture.width, picture.height, picture.alt
(300, 120, 'A greeting')
"""

from __future__ import annotations

import html
import math
import re
from collections.abc import Iterable, Sequence

from boardpuzzles.errors import PictureError
from boardpuzzles.pictures.colours import PALETTE, PAPER, ink_class

#: The fonts of every picture, DejaVu Sans (matplotlib's, the book's figures) or Verdana, which has its widths.
FONT_FAMILY = "DejaVu Sans,Verdana,sans-serif"

#: The narrowest and the widest shown width of a board picture, in CSS pixels.
PICTURE_WIDTHS = (280, 480)

#: The largest board a picture draws, 200×200 squares of about 2 pixels.
MAX_PICTURE_SIZE = 200

#: Average width of a character as a share of the font size (DejaVu Sans and Verdana are wide).
_CHAR_WIDTH = 0.6

# A word for line breaking: a bracketed square such as "(12 34)," stays whole.
_WORD = re.compile(r"\S*\([^()\s]*\s[^()]*\)\S*|\S+")


class Picture(str):
    """An explorer's picture: inline SVG markup, with its text alternative and its shown size.

    It is a ``str`` and can go straight into an HTML page or an ``ipywidgets.HTML`` widget;
    a notebook cell shows it as the picture (``_repr_html_``). ``picture.encode()`` gives the
    bytes an ``ipywidgets.Image`` takes with ``format="svg+xml"``.

    Parameters
    ----------
    markup : str
        The ``<svg>`` element.
    alt : str
        The text alternative: what the picture shows now, in words, squares 1-based.
    shown : (int, int)
        The shown width and height in CSS pixels, kept as ``width`` and ``height``.

    Raises
    ------
    ValueError
        If ``alt`` is empty or the size is not positive.

    Examples
    --------
    >>> picture = Picture('<svg xmlns="http://www.w3.org/2000/svg"/>', "nothing", (10, 20))
    >>> picture.alt, picture.width, picture.height, picture.startswith("<svg")
    ('nothing', 10, 20, True)
    >>> picture._repr_html_() == picture
    True
    """

    def __new__(cls, markup: str, alt: str, shown: tuple[int, int]):
        if not isinstance(alt, str) or not alt.strip():
            raise PictureError(f"a picture needs a text alternative, got {alt!r}")
        width, height = shown
        if not (width > 0 and height > 0):
            raise PictureError(f"a picture's width and height must be positive, got {width} and {height}")
        return super().__new__(cls, markup)

    def __init__(self, markup: str, alt: str, shown: tuple[int, int]):
        super().__init__()
        self.alt = alt
        self.width, self.height = shown

    def __getnewargs__(self):
        return str(self), self.alt, (self.width, self.height)

    def _repr_html_(self) -> str:
        return str(self)

    #: The last step of the run this picture is one step of, for an explorer's player; None if it is no run's.
    last = None

    def ending_at(self, last: int) -> Picture:
        """Return this picture as one step of a run whose last step is ``last``: an explorer's player ends there.

        The step goes into the markup too, as the SVG's ``data-last-step``, so that it reaches the
        browser with the picture.

        >>> picture = Picture('<svg xmlns="http://www.w3.org/2000/svg"/>', "nothing", (10, 20)).ending_at(36)
        >>> picture.last, picture.startswith('<svg data-last-step="36" xmlns')
        (36, True)
        """
        if not isinstance(last, int) or isinstance(last, bool) or last < 0:
            raise PictureError(f"a run's last step is a whole number from 0, got {last!r}")
        markup = re.sub(r'^(\s*<svg)(?: data-last-step="\d+")?', rf'\1 data-last-step="{last}"', str(self), count=1)
        picture = Picture(markup, self.alt, (self.width, self.height))
        picture.last = last
        return picture


def num(x: float) -> str:
    """Write a length for SVG markup: at most two decimals, no trailing zeros.

    Parameters
    ----------
    x : float
        The length.

    Returns
    -------
    str
        The shortest text that keeps two decimals.

    Examples
    --------
    >>> num(3.0), num(2.50), num(1 / 3), num(-0.001)
    ('3', '2.5', '0.33', '0')
    """
    text = f"{x:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def text_width(words: str, font_size: float) -> float:
    """Estimate how wide ``words`` are in CSS pixels at ``font_size``, in the pictures' font.

    Parameters
    ----------
    words : str
        The text.
    font_size : float
        Its size in CSS pixels.

    Returns
    -------
    float
        An estimate a little above the real width of DejaVu Sans and Verdana.

    Examples
    --------
    >>> text_width("(1 1)", 10)
    30.0
    """
    return len(words) * font_size * _CHAR_WIDTH


def wrap_words(words: str, width: float, *, font_size: float = 14) -> list[str]:
    """Break ``words`` into lines no wider than ``width`` CSS pixels at ``font_size``.

    A square written ``(row col)`` is never broken across two lines.

    Parameters
    ----------
    words : str
        The text; runs of spaces count as one.
    width : float
        The widest line allowed, in CSS pixels. A single word wider than that has a line of its own.
    font_size : float
        The font size in CSS pixels.

    Returns
    -------
    list of str
        The lines, none empty; no lines for empty text.

    Examples
    --------
    >>> wrap_words("one two three four", 60, font_size=10)
    ['one two', 'three four']
    >>> wrap_words("from (12 34) on", 50, font_size=10)
    ['from', '(12 34)', 'on']
    """
    lines: list[str] = []
    for word in _WORD.findall(words):
        if lines and text_width(f"{lines[-1]} {word}", font_size) <= width:
            lines[-1] += f" {word}"
        else:
            lines.append(word)
    return lines


def _attributes(extra: dict, fill=None) -> str:
    """Write SVG attributes: ``stroke_width`` becomes ``stroke-width``; ``None`` values are left out.

    A ``fill`` or ``stroke`` of the paper's colours (an :class:`~boardpuzzles.pictures.colours.Ink`) adds the
    class dark mode repaints it by.
    """
    classes = " ".join(filter(None, (ink_class(fill, "fill"), ink_class(extra.get("stroke"), "stroke"))))
    extra = {**extra, "class": classes or None}
    return "".join(f' {key.replace("_", "-")}="{value}"' for key, value in extra.items() if value is not None)


class Canvas:
    """The markup of one picture as it is drawn, in CSS pixels from its top-left corner.

    Parameters
    ----------
    width : float
        The shown width.
    bottom : float
        The shown height so far; it may grow while drawing (``height`` is read at the end).

    Raises
    ------
    ValueError
        If the width is not positive.

    Examples
    --------
    >>> canvas = Canvas(200, 100)
    >>> canvas.rect(10, 10, 20, 20, "#ff0000")
    >>> canvas.circle(50, 50, 5, "#00ff00", stroke="#000000")
    >>> print(canvas.picture("two shapes").count("<rect"))  # the background and the square
    2
    """

    def __init__(self, width: float, bottom: float):
        if not width > 0:
            raise PictureError(f"a canvas must be wider than 0 pixels, got {width}")
        self.width, self.height = width, bottom
        self.parts: list[str] = []

    def add(self, markup: str) -> None:
        """Add raw SVG markup (already escaped)."""
        self.parts.append(markup)

    def rect(self, x: float, y: float, width: float, height: float, fill: str | None, **extra) -> None:
        """Draw a rectangle; ``extra`` holds more SVG attributes, such as ``stroke`` or ``rx``."""
        self.parts.append(f'<rect x="{num(x)}" y="{num(y)}" width="{num(width)}" height="{num(height)}"'
                          f' fill="{fill or "none"}"{_attributes(extra, fill)}/>')

    def circle(self, x: float, y: float, radius: float, fill: str | None, **extra) -> None:
        """Draw a disc of ``fill`` (``None``: a ring only, given a ``stroke``)."""
        self.parts.append(f'<circle cx="{num(x)}" cy="{num(y)}" r="{num(radius)}" fill="{fill or "none"}"'
                          f'{_attributes(extra, fill)}/>')

    def path(self, d: str, **extra) -> None:
        """Draw an SVG path; without a ``fill`` in ``extra`` it is not filled."""
        fill = extra.pop("fill", None)
        self.parts.append(f'<path d="{d}" fill="{fill or "none"}"{_attributes(extra, fill)}/>')

    def line(self, points: Iterable[Sequence[float]], colour: str, width: float, **extra) -> None:
        """Join ``points`` (``(x, y)`` pairs) with a line ``width`` pixels thick, round at its joints."""
        d = "M" + "L".join(f"{num(x)} {num(y)}" for x, y in points)
        self.path(d, stroke=colour, stroke_width=num(width), stroke_linecap="round", stroke_linejoin="round",
                  **extra)

    def cross(self, x: float, y: float, half: float, colour: str, width: float) -> None:
        """Draw an X of half-width ``half`` centred on ``(x, y)``."""
        a, b = num(2 * half), num(-2 * half)
        self.path(f"M{num(x - half)} {num(y - half)}l{a} {a}m0 {b}l{b} {a}", stroke=colour,
                  stroke_width=num(width), stroke_linecap="round")

    def text(self, x: float, y: float, words: str, *, font_size: float = 13, fill: str = PAPER["text"],
             anchor: str = "middle", weight: str | None = None) -> None:
        """Write ``words`` with their middle height at ``y``; ``anchor`` is ``"start"``, ``"middle"`` or ``"end"``.

        The ink is the paper's text colour, which follows dark mode; words written on a board (which
        keeps its colours) take a plain colour of :data:`~boardpuzzles.pictures.colours.PALETTE` instead.
        """
        anchor = None if anchor == "start" else anchor
        self.parts.append(f'<text x="{num(x)}" y="{num(y)}" dy=".35em" font-size="{num(font_size)}"'
                          f' fill="{fill}"{_attributes({"text_anchor": anchor, "font_weight": weight}, fill)}>'
                          f"{html.escape(words, quote=False)}</text>")

    def lines_of_text(self, x: float, y: float, lines: Sequence[str], *, font_size: float = 14, gap: float = 1.35,
                      anchor: str = "start", fill: str = PAPER["text"]) -> float:
        """Write ``lines`` one under another from ``y`` (the top); return the ``y`` just below the last."""
        for line in lines:
            self.text(x, y + font_size * 0.6, line, font_size=font_size, anchor=anchor, fill=fill)
            y += font_size * gap
        return y

    def picture(self, alt: str) -> Picture:
        """Finish the picture: the ``<svg>`` with its size, paper, title and ``alt`` as its accessible name."""
        width, height = math.ceil(self.width), math.ceil(self.height)
        label = html.escape(alt)
        head = (f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}"'
                f' viewBox="0 0 {width} {height}" role="img" aria-label="{label}"'
                f' style="max-width:100%;height:auto;display:block" font-family="{FONT_FAMILY}">'
                f"<title>{html.escape(alt, quote=False)}</title>"
                f'<rect width="{width}" height="{height}" rx="6"{_attributes({}, PAPER["background"])}'
                f' fill="{PAPER["background"]}"/>')
        return Picture(head + "".join(self.parts) + "</svg>", alt, (width, height))


def label_numbers(size: int, cell: float, *, room: float = 20) -> list[int]:
    """Return the 0-based rows (and columns) of a board that get a label: all, or 1 and every few.

    A label needs ``room`` pixels; when the squares are smaller than that, only the first row
    and every 5th, 10th, 25th, ... (counting from 1) are labelled, plus the last when it has room.

    Parameters
    ----------
    size : int
        The board size.
    cell : float
        The side of a square in CSS pixels.
    room : float
        The pixels one label needs along the edge.

    Returns
    -------
    list of int
        The 0-based indices, in order.

    Examples
    --------
    >>> label_numbers(8, 40)
    [0, 1, 2, 3, 4, 5, 6, 7]
    >>> [k + 1 for k in label_numbers(50, 8)]  # shown 1-based
    [1, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50]
    """
    step = next((s for s in (1, 5, 10, 25, 50, 100, 250) if (s - 1) * cell >= room), 500)
    if step == 1 or cell >= room:
        return list(range(size))
    shown = [1, *range(step, size + 1, step)]
    if (size - shown[-1]) * cell >= room:
        shown.append(size)
    return [k - 1 for k in shown]


class Board:
    """Where a ``size`` by ``size`` board sits on a canvas: its top-left corner and the side of a square.

    Parameters
    ----------
    size : int
        The board size.
    cell : float
        The side of one square in CSS pixels.
    x, y : float
        The board's top-left corner on the canvas.

    Examples
    --------
    >>> board = Board(8, 40, 20, 30)
    >>> board.centre((0, 0)), board.centre((7, 7)), board.side
    ((40.0, 50.0), (320.0, 330.0), 320)
    """

    def __init__(self, size: int, cell: float, x: float, y: float):
        self.size, self.cell, self.x, self.y = size, cell, x, y
        self.side = size * cell

    def centre(self, square: Sequence[int]) -> tuple[float, float]:
        """Return the ``(x, y)`` of the middle of a 0-based ``(row, col)`` square."""
        return self.x + (square[1] + 0.5) * self.cell, self.y + (square[0] + 0.5) * self.cell

    def corner(self, square: Sequence[int]) -> tuple[float, float]:
        """Return the ``(x, y)`` of the top-left corner of a square."""
        return self.x + square[1] * self.cell, self.y + square[0] * self.cell

    def transform(self) -> str:
        """Return the SVG transform from board units (one square is 1) to the canvas's pixels."""
        return f"translate({num(self.x)} {num(self.y)}) scale({num(self.cell)})"

    def geometry(self) -> str:
        """Return data attributes saying where the board is, so that a click on the picture can name its square.

        >>> Board(8, 40, 20, 30).geometry()
        'data-board-size="8" data-cell="40" data-x="20" data-y="30"'
        """
        return (f'data-board-size="{self.size}" data-cell="{num(self.cell)}" '
                f'data-x="{num(self.x)}" data-y="{num(self.y)}"')

    def units(self) -> str:
        """Open a group drawn in board units: one square is 1, the middle of square (0, 0) is (0.5, 0.5)."""
        return f'<g transform="{self.transform()}">'

    def chequer(self, canvas: Canvas, *, light: str = PALETTE["light"], dark: str = PALETTE["dark"]) -> None:
        """Paint the squares: light everywhere, then every dark square as one dashed stroke per row.

        The whole board costs ``size`` short subpaths, however big it is, and no ``id``
        that could clash with another picture on the page.
        """
        n = self.size
        rows = "".join(f"M{(row + 1) % 2} {row}.5h{n - (row + 1) % 2}" for row in range(n))
        canvas.add(f'<g transform="{self.transform()}" shape-rendering="crispEdges" {self.geometry()}>'
                   f'<rect width="{n}" height="{n}" fill="{light}"/>'
                   f'<path d="{rows}" stroke="{dark}" stroke-dasharray="1 1" fill="none"/></g>')

    def fill_cells(self, canvas: Canvas, colour_of) -> None:
        """Paint each square in ``colour_of(row, col)`` (``None`` leaves it), one path per colour, runs merged."""
        runs: dict[str, list[str]] = {}
        for row in range(self.size):
            colours = [colour_of(row, col) for col in range(self.size)]
            start = 0
            for col in range(1, self.size + 1):
                if col == self.size or colours[col] != colours[start]:
                    if colours[start] is not None:
                        runs.setdefault(colours[start], []).append(f"M{start} {row}h{col - start}v1h-{col - start}z")
                    start = col
        body = "".join(f'<path d="{"".join(d)}" fill="{colour}"/>' for colour, d in runs.items())
        canvas.add(f'<g transform="{self.transform()}" shape-rendering="crispEdges" {self.geometry()}>'
                   f'{body}</g>')  # no seams

    def frame(self, canvas: Canvas, *, colour: str = PAPER["grid"], width: float = 1.5) -> None:
        """Draw the board's outline just outside its squares."""
        half = width / 2
        canvas.rect(self.x - half, self.y - half, self.side + width, self.side + width, None, stroke=colour,
                    stroke_width=num(width))

    def labels(self, canvas: Canvas, *, first: int | None = 1, gap: float = 5, font_size: float = 12) -> None:
        """Number the rows on the left and the columns on top from ``first`` (``None``: no labels)."""
        if first is None:
            return
        widest = text_width(str(self.size - 1 + first), font_size)
        shown = label_numbers(self.size, self.cell, room=max(font_size + 3, widest + 6))
        for k in shown:
            along = (k + 0.5) * self.cell
            canvas.text(self.x - gap, self.y + along, str(k + first), font_size=font_size, anchor="end",
                        fill=PAPER["muted"])
            canvas.text(self.x + along, self.y - gap - font_size * 0.5, str(k + first), font_size=font_size,
                        fill=PAPER["muted"])

    def path_d(self, squares: Sequence[Sequence[int]]) -> str:
        """Return path data through the middles of ``squares`` in board units, each step relative (short)."""
        if not squares:
            return ""
        steps = " ".join([f"{c - col} {r - row}" for (row, col), (r, c) in zip(squares, squares[1:])])
        head = f"M{squares[0][1]}.5 {squares[0][0]}.5"
        return head + ("l" + steps if steps else "")


def board_cell(size: int, across: int, width: float, room: float) -> float:
    """Return the side of a square so that ``across`` squares and ``room`` pixels fill ``width``.

    Squares are whole pixels when they are at least 4 pixels, so that neighbouring squares
    meet on pixel edges; smaller ones keep their exact size.

    Parameters
    ----------
    size : int
        The board size (for the message only).
    across : int
        How many squares the picture holds from side to side (the board, maybe with margins).
    width : float
        The shown width the picture aims at.
    room : float
        The pixels beside the squares (labels, margins).

    Returns
    -------
    float
        The side of one square in CSS pixels.

    Raises
    ------
    ValueError
        If the squares would be under 1 pixel.

    Examples
    --------
    >>> board_cell(8, 8, 460, 40), board_cell(200, 200, 460, 40)
    (52, 2.1)
    """
    cell = (width - room) / across
    if cell < 1:
        raise PictureError(f"a {size}×{size} board does not fit in {width} pixels: squares would be under 1 pixel")
    return math.floor(cell) if cell >= 4 else cell


def picture_width(size: int) -> float:
    """Return the shown width a picture of a ``size`` board aims at: it grows with the board, 280 to 460 pixels.

    Parameters
    ----------
    size : int
        The board size, or the number of squares across the picture.

    Returns
    -------
    float
        The width in CSS pixels, within :data:`PICTURE_WIDTHS`.

    Examples
    --------
    >>> [picture_width(n) for n in (1, 4, 8, 20)]
    [280, 344, 448, 460]
    """
    return max(PICTURE_WIDTHS[0], min(460, 240 + 26 * size))
