"""What the marks of a picture mean: a legend of small symbols with words, and a colour bar.

Both are laid out in lines as wide as the picture, so they wrap on a small board instead
of running off it.

>>> from boardpuzzles.pictures.svg import Canvas
>>> canvas = Canvas(300, 200)
>>> below = draw_legend(canvas, 10, 10, 280, [("disc", "#e6a817", "just joined"), ("ring", "#e6a817", "waiting")])
>>> below > 10
True
"""

from __future__ import annotations

from collections.abc import Sequence

from boardpuzzles.errors import OptionError, PictureError
from boardpuzzles.pictures.colours import PALETTE, PAPER, scale_colour
from boardpuzzles.pictures.svg import Canvas, num, text_width

#: The marks a legend can show, each drawn in a colour of its own.
LEGEND_MARKS = ("swatch", "disc", "ring", "frame", "line", "cross", "chequer", "dot")

_MARK = 14  # the side of a legend's symbol, in CSS pixels
_BAR_BOXES = 20  # a colour bar of a wide scale shows this many boxes


def _mark(canvas: Canvas, mark: str, colour: str, x: float, y: float) -> None:
    """Draw one legend symbol in the box of side :data:`_MARK` whose top-left corner is ``(x, y)``.

    A symbol keeps the colour it explains, in both modes; swatches, discs, dots, rings and the
    chequer are outlined in the paper's muted colour, which stands out from the paper in both.
    """
    half, cx, cy = _MARK / 2, x + _MARK / 2, y + _MARK / 2
    outline = {"stroke": PAPER["muted"], "stroke_width": "0.75"}
    if mark == "swatch":
        canvas.rect(x, y, _MARK, _MARK, colour, **outline)
    elif mark == "disc":
        canvas.circle(cx, cy, half - 1, colour, **outline)
    elif mark == "dot":
        canvas.circle(cx, cy, half / 2, colour, **outline)
    elif mark == "ring":
        canvas.circle(cx, cy, half - 2, None, stroke=colour, stroke_width="2.5")
        canvas.circle(cx, cy, half - 0.4, None, **outline)
    elif mark == "frame":
        canvas.rect(x + 1, y + 1, _MARK - 2, _MARK - 2, None, stroke=colour, stroke_width="2.5")
    elif mark == "line":
        canvas.line([(x, cy), (x + _MARK, cy)], colour, 3)
    elif mark == "cross":
        canvas.cross(cx, cy, half - 2, colour, 2.5)
    else:  # "chequer": two light and two dark quarters
        canvas.rect(x, y, _MARK, _MARK, PALETTE["light"])
        canvas.rect(x + half, y, half, half, PALETTE["dark"])
        canvas.rect(x, y + half, half, half, PALETTE["dark"])
        canvas.rect(x, y, _MARK, _MARK, None, **outline)


def draw_legend(canvas: Canvas, x: float, y: float, width: float, items: Sequence[tuple[str, str, str]], *,
                font_size: float = 13) -> float:
    """Explain the marks of a picture: each item is a symbol and its words, in lines at most ``width`` wide.

    Parameters
    ----------
    canvas : Canvas
        The picture being drawn.
    x, y : float
        The top-left corner of the legend.
    width : float
        The widest line, in CSS pixels.
    items : sequence of (str, str, str)
        ``(mark, colour, words)``: a mark of :data:`LEGEND_MARKS`, its colour, and what it means.
    font_size : float
        The font size.

    Returns
    -------
    float
        The ``y`` just below the legend (``y`` itself when there are no items).

    Raises
    ------
    ValueError
        For a mark that is not one of :data:`LEGEND_MARKS`.

    Examples
    --------
    >>> canvas = Canvas(200, 100)
    >>> draw_legend(canvas, 0, 0, 200, [("swatch", "#9e9e9e", "unreachable")])
    20
    >>> draw_legend(canvas, 0, 0, 200, [("star", "#000000", "?")])  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    boardpuzzles.errors.OptionError: a legend mark must be one of swatch, disc, ring, ..., chequer, dot, got 'star'
    """
    line_height, at_x, at_y = max(_MARK, font_size) + 6, x, y
    for mark, colour, words in items:
        if mark not in LEGEND_MARKS:
            raise OptionError(f"a legend mark must be one of {', '.join(LEGEND_MARKS)}, got {mark!r}")
        need = _MARK + 5 + text_width(words, font_size)
        if at_x > x and at_x + need > x + width:
            at_x, at_y = x, at_y + line_height
        _mark(canvas, mark, colour, at_x, at_y + (line_height - 6 - _MARK) / 2)
        canvas.text(at_x + _MARK + 5, at_y + (line_height - 6) / 2, words, font_size=font_size, anchor="start")
        at_x += need + 14
    return at_y + line_height if items else y


def bar_values(top: int) -> list[tuple[int, int]]:
    """Return the ranges of values a colour bar of the scale 0 to ``top`` shows, one box each.

    Up to 20 values get a box each; a wider scale is cut into 20 boxes of about equal width.

    Parameters
    ----------
    top : int
        The top of the scale, at least 0.

    Returns
    -------
    list of (int, int)
        ``(low, high)`` for each box, both included, from 0 up to ``top``.

    Examples
    --------
    >>> bar_values(3)
    [(0, 0), (1, 1), (2, 2), (3, 3)]
    >>> bar_values(99)[:2], bar_values(99)[-1], len(bar_values(99))
    ([(0, 4), (5, 9)], (95, 99), 20)
    """
    if top < _BAR_BOXES:
        return [(v, v) for v in range(top + 1)]
    edges = [round(k * (top + 1) / _BAR_BOXES) for k in range(_BAR_BOXES + 1)]
    return [(edges[k], edges[k + 1] - 1) for k in range(_BAR_BOXES)]


def colour_bar(canvas: Canvas, x: float, y: float, width: float, top: int, *, title: str = "",
               font_size: float = 12) -> float:
    """Draw the colour scale from 0 to ``top`` as a row of boxes with their values under them.

    Each box is painted in the colour of its values (:func:`~boardpuzzles.pictures.colours.scale_colour`),
    so the bar matches the squares it explains. Values are written under as many boxes as they
    fit under, always under the first and the last.

    Parameters
    ----------
    canvas : Canvas
        The picture being drawn.
    x, y : float
        The top-left corner of the bar.
    width : float
        The width it may take, ``title`` included.
    top : int
        The top of the scale.
    title : str
        Words before the bar, such as ``"moves"``.
    font_size : float
        The font size of the values and the title.

    Returns
    -------
    float
        The ``y`` just below the bar and its values.

    Raises
    ------
    ValueError
        If ``top`` is negative.

    Examples
    --------
    >>> canvas = Canvas(300, 100)
    >>> colour_bar(canvas, 10, 10, 280, 8, title="moves")
    44
    >>> sum(part.startswith("<rect") for part in canvas.parts)  # one box per value, 0 to 8, and the outline
    10
    """
    if top < 0:
        raise PictureError(f"the top of a colour scale must be at least 0, got {top}")
    start = x
    if title:
        canvas.text(x, y + 8, title, font_size=font_size, anchor="start")
        start = x + text_width(title, font_size) + 8
    boxes = bar_values(top)
    box = min(28, (x + width - start) / len(boxes))
    words = [str(low) for low, _ in boxes[:-1]] + [str(boxes[-1][1])]  # the last box says the top
    middles = [start + (k + 0.5) * box for k in range(len(boxes))]
    half = [text_width(w, font_size) / 2 + 3 for w in words]
    shown, last = [0], len(boxes) - 1
    for k in range(1, last + 1) if top < _BAR_BOXES else (last // 2, last):  # a wide scale: its ends and middle
        clear_before = middles[k] - half[k] >= middles[shown[-1]] + half[shown[-1]]
        clear_after = k == last or middles[k] + half[k] <= middles[last] - half[last]
        if clear_before and clear_after:
            shown.append(k)
    for k, (low, high) in enumerate(boxes):
        canvas.rect(start + k * box, y, box, 16, scale_colour((low + high) / 2, top))
    for k in shown:
        canvas.text(middles[k], y + 26, words[k], font_size=font_size)
    canvas.rect(start, y, box * len(boxes), 16, None, stroke=PAPER["muted"], stroke_width=num(0.75))
    return y + 34
