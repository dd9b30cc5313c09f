"""Every figure drawn for both of the page's modes: as drawn (a light page) and its dark twin (a dark page).

The twin is the same figure on the dark page's ground: the paper (the figure's and the axes' white) turns
to :data:`~boardpuzzles.pictures.colours.DARK_PALETTE`'s background, and what is drawn *on the paper* (text,
frames, ticks, a chart's lines, bars and markers) takes its dark colour: black and greys turn over, and a
colour of the pictures' palette that has a dark counterpart takes it, exactly as the SVG pictures do
(:mod:`boardpuzzles.pictures.colours`). What is drawn on a board or as data keeps its colour: squares,
discs, paths on a board, every colour map and colour bar. So a caption's "dark", "light", "yellow" or
"green" names the same thing in both modes, which a filter that inverts the picture could not keep.

A text counts as on the paper when most of the ground under it is the paper's white (a number on a
square is on the board, a tick label or a note beside a chart line on the paper).

Inside IPython, :func:`install_twins` (called when :mod:`boardpuzzles.book.plotting` is imported) makes
every matplotlib figure a notebook shows carry its twin: the output's ``image/png`` is the figure as drawn
(what JupyterLab shows), and its metadata holds ``"dark"``, the twin, which the website shows on a dark
page (``book/_ext/knights_figures.py``).

>>> from boardpuzzles.book.plotting.style import new_axes
>>> ax = new_axes(2)
>>> light, dark = figure_twins(ax.figure)
>>> light[:8] == dark[:8] == b"\\x89PNG\\r\\n\\x1a\\n"
True
"""

from __future__ import annotations

import base64
import io
import sys
import warnings
from collections.abc import Callable
from contextlib import contextmanager

import numpy as np
from matplotlib.axes import Axes
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.collections import Collection
from matplotlib.colors import to_hex, to_rgba
from matplotlib.figure import Figure
from matplotlib.legend import Legend
from matplotlib.lines import Line2D
from matplotlib.patches import Patch
from matplotlib.text import Annotation, Text
from PIL import Image

from boardpuzzles.pictures.colours import DARK_PALETTE, PALETTE

#: The dark page's ground, on which the twin is drawn.
DARK_GROUND = DARK_PALETTE["background"]

#: A light colour of the palette drawn on the paper, and what the twin paints instead.
PAPER_COLOURS = {PALETTE[role]: DARK_PALETTE[role] for role in DARK_PALETTE if role != "background"}

#: The key of a figure output's ``image/png`` metadata that holds its dark twin (base64 PNG).
DARK_KEY = "dark"

#: The key of the metadata that holds the figure drawn for a phone, and its dark twin (base64 PNGs).
PHONE_KEY, PHONE_DARK_KEY = "phone", "phone_dark"

#: The widest a figure is drawn for a phone, in inches (100 CSS pixels each, as every figure is shown):
#: about the column of a 390 px screen, so the phone shows it at its drawn size.
PHONE_INCHES = 3.5

#: The keys of the metadata that hold the size in points of the smallest text of the figure, and of its phone variant.
TEXT_KEY, PHONE_TEXT_KEY = "text_points", "phone_text_points"

#: How a twin is drawn: as many colours as this, enough for smooth text and lines, a few times smaller.
TWIN_COLOURS = 256


def dark_colour(colour) -> tuple[float, float, float, float] | None:
    """Return the colour the twin paints instead of ``colour`` drawn on the paper, or ``None`` to keep it.

    White becomes the dark ground, black the dark page's text, a grey the grey between them in the same
    place; a colour of :data:`PAPER_COLOURS` its dark counterpart; every other colour is kept.

    Parameters
    ----------
    colour : colour
        A matplotlib colour.

    Examples
    --------
    >>> to_hex(dark_colour("white")), to_hex(dark_colour("black")), dark_colour("#2e8b57")
    ('#121212', '#dde3e8', None)
    >>> to_hex(dark_colour(PALETTE["path"]))
    '#7fb2e5'
    """
    red, green, blue, alpha = to_rgba(colour)
    if alpha == 0:
        return None
    hexed = to_hex((red, green, blue))
    if hexed in PAPER_COLOURS:
        return (*to_rgba(PAPER_COLOURS[hexed])[:3], alpha)
    if max(red, green, blue) - min(red, green, blue) > 0.08:
        return None
    lightness = (red + green + blue) / 3
    ground, ink = np.array(to_rgba(DARK_GROUND)[:3]), np.array(to_rgba(DARK_PALETTE["text"])[:3])
    return (*(ground + (ink - ground) * (1 - lightness)).tolist(), alpha)


def is_board(ax: Axes) -> bool:
    """Say whether ``ax`` draws on a board or a picture (it shows an image), not on the paper.

    Parameters
    ----------
    ax : matplotlib.axes.Axes
        The Axes.

    Examples
    --------
    >>> from matplotlib.figure import Figure
    >>> ax = Figure().subplots()
    >>> is_board(ax), is_board(ax.imshow([[0, 1]]).axes)
    (False, True)
    """
    return bool(ax.images)


class _Repaint:
    """The colour changes made for the twin, each with the way to undo it."""

    def __init__(self):
        self.undo: list[Callable[[], None]] = []

    def colour(self, getter, setter) -> None:
        old = getter()
        new = dark_colour(old) if not _is_none(old) else None
        if new is not None:
            setter(new)
            self.undo.append(lambda: setter(old))

    def colours(self, getter, setter) -> None:
        """The same for an array of colours (a collection's faces or edges)."""
        old = np.array(getter())
        if old.size == 0:
            return
        new = [dark_colour(tuple(row)) or tuple(row) for row in old]
        if any(tuple(a) != tuple(b) for a, b in zip(new, old)):
            setter(new)
            self.undo.append(lambda: setter(old))

    def artist(self, artist) -> None:
        """Repaint one artist drawn on the paper."""
        if isinstance(artist, Text):
            self.colour(artist.get_color, artist.set_color)
            box = artist.get_bbox_patch()
            if box is not None:
                self.artist(box)
            if isinstance(artist, Annotation) and artist.arrow_patch is not None:
                self.artist(artist.arrow_patch)
        elif isinstance(artist, Line2D):
            self.colour(artist.get_color, artist.set_color)
            self.colour(artist.get_markerfacecolor, artist.set_markerfacecolor)
            self.colour(artist.get_markeredgecolor, artist.set_markeredgecolor)
        elif isinstance(artist, Patch):
            self.colour(artist.get_facecolor, artist.set_facecolor)
            self.colour(artist.get_edgecolor, artist.set_edgecolor)
        elif isinstance(artist, Collection) and artist.get_array() is None:
            self.colours(artist.get_facecolor, artist.set_facecolor)
            self.colours(artist.get_edgecolor, artist.set_edgecolor)

    def restore(self) -> None:
        for undo in reversed(self.undo):
            undo()
        self.undo.clear()


def _is_none(colour) -> bool:
    return isinstance(colour, str) and colour.lower() == "none"


def _on_paper(text: Text, renderer, pixels: np.ndarray) -> bool:
    """Say whether most of the ground under ``text`` (not its own ink) is the paper's white."""
    box = text.get_window_extent(renderer)
    height = pixels.shape[0]
    x0, x1 = int(max(0, box.x0 - 2)), int(min(pixels.shape[1], box.x1 + 2))
    y0, y1 = int(max(0, height - box.y1 - 2)), int(min(height, height - box.y0 + 2))
    if x1 <= x0 or y1 <= y0:
        return True
    patch = pixels[y0:y1, x0:x1, :3].reshape(-1, 3).astype(int)
    ink = np.array([round(255 * part) for part in to_rgba(text.get_color())[:3]])
    ground = patch[np.abs(patch - ink).sum(axis=1) > 90]
    if len(ground) == 0:
        return True
    return float((ground.min(axis=1) >= 245).mean()) > 0.5


def _decorations(ax: Axes) -> list:
    """The parts of ``ax`` that always stand on the paper: frame, ticks, grid lines."""
    parts = [*ax.spines.values()]
    for axis in (ax.xaxis, ax.yaxis):
        parts += [*axis.get_ticklines(minor=False), *axis.get_ticklines(minor=True), *axis.get_gridlines()]
    return parts


def _legends(fig: Figure) -> list[tuple[Legend, bool]]:
    """Each legend of ``fig``, and whether its handles stand for things drawn on the paper."""
    found = [(ax.get_legend(), not is_board(ax)) for ax in fig.axes if ax.get_legend() is not None]
    return found + [(legend, True) for legend in fig.legends]


@contextmanager
def dark_twin(fig: Figure):
    """Repaint ``fig`` as its dark twin for the ``with`` block; put every colour back after it.

    Parameters
    ----------
    fig : matplotlib.figure.Figure
        The figure to repaint.

    Examples
    --------
    >>> from boardpuzzles.book.plotting.style import new_axes
    >>> ax = new_axes(2)
    >>> label = ax.set_xlabel("column")
    >>> with dark_twin(ax.figure):
    ...     to_hex(ax.figure.get_facecolor()), to_hex(label.get_color())
    ('#121212', '#dde3e8')
    >>> to_hex(ax.figure.get_facecolor()), to_hex(label.get_color())
    ('#ffffff', '#000000')
    """
    shown_on = fig.canvas
    canvas = FigureCanvasAgg(fig)  # a drawing in memory, to see what lies under each text
    with _quiet_layout():
        canvas.draw()
    renderer = canvas.get_renderer()
    pixels = np.asarray(canvas.buffer_rgba()).copy()
    fig.set_canvas(shown_on)
    repaint = _Repaint()
    try:
        texts = [text for text in fig.findobj(Text) if text.get_visible() and text.get_text()]
        paper_texts = [text for text in texts if _on_paper(text, renderer, pixels)]
        repaint.artist(fig.patch)
        for ax in fig.axes:
            repaint.artist(ax.patch)
            for part in _decorations(ax):
                repaint.artist(part)
            if not is_board(ax):
                for artist in [*ax.lines, *ax.patches, *ax.collections]:
                    repaint.artist(artist)
                for text in ax.texts:  # an arrow of an annotation on a chart
                    if isinstance(text, Annotation) and text.arrow_patch is not None:
                        repaint.artist(text.arrow_patch)
        for legend, handles_on_paper in _legends(fig):
            repaint.artist(legend.get_frame())
            if handles_on_paper:
                for handle in legend.legend_handles:
                    repaint.artist(handle)
        for text in paper_texts:
            repaint.colour(text.get_color, text.set_color)
        yield fig
    finally:
        repaint.restore()


@contextmanager
def _quiet_layout():
    """Draw without matplotlib's warning that a re-laid-out copy (the phone's, narrower) left constrained
    layout no room: the copy is then drawn as laid out, and the warning would land in the chapter's output."""
    with warnings.catch_warnings():
        warnings.filterwarnings("ignore", message="constrained_layout not applied")
        yield


def _png(fig: Figure, *, dpi: float, pad_inches: float, colours: int | None = None) -> bytes:
    buffer = io.BytesIO()
    with _quiet_layout():
        fig.savefig(buffer, format="png", dpi=dpi, bbox_inches="tight", pad_inches=pad_inches,
                    facecolor=fig.get_facecolor())
    if colours is None:
        return buffer.getvalue()
    buffer.seek(0)
    image = Image.open(buffer).convert("RGB").quantize(colors=colours, method=Image.Quantize.MEDIANCUT)
    out = io.BytesIO()
    image.save(out, format="PNG", optimize=True)
    return out.getvalue()


def figure_twins(fig: Figure, *, dpi: float | None = None, pad_inches: float = 0.1) -> tuple[bytes, bytes]:
    """Return ``fig`` as PNG bytes twice: as drawn, and as its dark twin, both at ``dpi`` (twice the figure's).

    The figure is left as it was drawn.

    Parameters
    ----------
    fig : matplotlib.figure.Figure
        The figure.
    dpi : float, optional
        The dots per inch; twice the figure's own otherwise.
    pad_inches : float
        The padding round the figure, in inches.

    Examples
    --------
    >>> from matplotlib.figure import Figure
    >>> fig = Figure(figsize=(1, 1))
    >>> _ = fig.subplots()
    >>> light, dark = figure_twins(fig, dpi=20)
    >>> png_size(light) == png_size(dark), light != dark
    (True, True)
    """
    dpi = dpi or 2 * fig.dpi
    light = _png(fig, dpi=dpi, pad_inches=pad_inches)
    with dark_twin(fig):
        dark = _png(fig, dpi=dpi, pad_inches=pad_inches, colours=TWIN_COLOURS)
    return light, dark


def png_size(png: bytes) -> tuple[int, int]:
    """Return the width and height in pixels of a PNG, from its header.

    Parameters
    ----------
    png : bytes
        A PNG file's bytes.

    Examples
    --------
    >>> png_size(bytes(16) + (3).to_bytes(4, "big") + (2).to_bytes(4, "big"))  # the header: its width, its height
    (3, 2)
    """
    return int.from_bytes(png[16:20], "big"), int.from_bytes(png[20:24], "big")


def smallest_text(fig: Figure) -> float:
    """Return the size in points of the smallest text ``fig`` shows (0 if it shows none).

    Parameters
    ----------
    fig : matplotlib.figure.Figure
        The figure.

    Examples
    --------
    >>> from matplotlib.figure import Figure
    >>> fig = Figure()
    >>> _ = fig.text(0, 0, "a", fontsize=9), fig.text(0, 1, "b", fontsize=12)
    >>> smallest_text(fig), smallest_text(Figure())
    (9.0, 0.0)
    """
    sizes = [text.get_fontsize() for text in fig.findobj(Text) if text.get_visible() and text.get_text().strip()]
    return min(sizes, default=0.0)


#: The smallest text a phone variant draws, in points: 10 CSS pixels at 100 pixels an inch.
PHONE_TEXT_POINTS = 7.5


@contextmanager
def phone_sized(fig: Figure, *, inches: float = PHONE_INCHES):
    """Lay ``fig`` out ``inches`` wide (or narrower) for the ``with`` block, its text the same size or larger.

    A phone shows a figure drawn that wide at its drawn size, so its text reads at its size in points
    times 100/72 CSS pixels, as on a wide screen; text under :data:`PHONE_TEXT_POINTS` is enlarged to it.
    A figure with no layout engine gets matplotlib's constrained layout for the block, when it can; one
    that cannot have it (a colour bar placed for no engine) keeps its size and layout, and its text grows
    by as much as the figure is wider than ``inches`` instead. The figure is put back as it was after the
    block.

    Parameters
    ----------
    fig : matplotlib.figure.Figure
        The figure.
    inches : float
        The widest it may be.

    Examples
    --------
    >>> from matplotlib.figure import Figure
    >>> fig = Figure(figsize=(6, 3))
    >>> with phone_sized(fig):
    ...     print(fig.get_figwidth() <= PHONE_INCHES)
    True
    >>> float(fig.get_figwidth())
    6.0
    """
    size = fig.get_size_inches().copy()
    engine = fig.get_layout_engine()
    texts = [(text, text.get_fontsize()) for text in fig.findobj(Text)]
    try:
        for text, points in texts:
            text.set_fontsize(max(points, PHONE_TEXT_POINTS))
        if engine is None:
            if any(ax.get_label() == "<colorbar>" for ax in fig.axes):
                # a colour bar placed for no layout engine stays where it was: keep the layout, enlarge the text
                canvas = FigureCanvasAgg(fig)
                with _quiet_layout():
                    canvas.draw()
                grow = fig.get_tightbbox(canvas.get_renderer()).width / inches
                for text, points in texts:
                    text.set_fontsize(max(points * grow, PHONE_TEXT_POINTS))
                yield fig
                return
            fig.set_layout_engine("constrained")
        for _ in range(8):
            canvas = FigureCanvasAgg(fig)
            with _quiet_layout():
                canvas.draw()  # runs the layout engine, which moves the axes
            width = fig.get_tightbbox(canvas.get_renderer()).width
            if width <= inches * 1.01:
                break
            fig.set_size_inches(fig.get_size_inches() * inches / width)
        yield fig
    finally:
        for text, points in texts:
            text.set_fontsize(points)
        fig.set_size_inches(size)
        if engine is None and fig.get_layout_engine() is not None:
            fig.set_layout_engine("none")


def figure_variants(fig: Figure, *, dpi: float | None = None, pad_inches: float = 0.1,
                    colours: int | None = None) -> tuple[bytes, dict]:
    """Return ``fig`` as drawn (PNG bytes at ``dpi``, twice the figure's by default), and what goes with it.

    What goes with it is the metadata the website reads (``book/_ext/knights_figures.py``): the dark twin,
    the size in points of the smallest text and the ``dpi``, and, for a figure shown wider than
    :data:`PHONE_INCHES` (shown at half its drawn size), the same figure laid out for a phone
    (:func:`phone_sized`) and its twin, with their smallest text. ``colours`` reduces the figure as drawn
    to a palette of that many colours (a twin always has :data:`TWIN_COLOURS`). The figure is left as drawn.

    Parameters
    ----------
    fig : matplotlib.figure.Figure
        The figure.
    dpi : float, optional
        The dots per inch; twice the figure's own otherwise.
    pad_inches : float
        The padding round the figure, in inches.
    colours : int, optional
        Reduce the PNGs to a palette of this many colours.

    Examples
    --------
    >>> from matplotlib.figure import Figure
    >>> fig = Figure(figsize=(1, 1))
    >>> _ = fig.subplots()
    >>> png, extra = figure_variants(fig, dpi=20)
    >>> png[1:4], extra["dark"][:4], sorted(extra)  # the dark twin goes as base64 text
    (b'PNG', 'iVBO', ['dark', 'dpi', 'text_points'])
    """
    dpi = dpi or 2 * fig.dpi
    shown_on = fig.canvas
    light, dark = figure_twins(fig, dpi=dpi, pad_inches=pad_inches)
    if colours is not None:
        light = _palette(light, colours)
    extra = {DARK_KEY: _text(dark), TEXT_KEY: smallest_text(fig), "dpi": dpi}
    shown_inches = png_size(light)[0] / dpi
    if shown_inches > PHONE_INCHES * 1.02:
        with phone_sized(fig):
            phone, phone_dark = figure_twins(fig, dpi=dpi, pad_inches=pad_inches)
            extra[PHONE_TEXT_KEY] = smallest_text(fig)
        extra[PHONE_KEY], extra[PHONE_DARK_KEY] = _text(_palette(phone)), _text(phone_dark)
    fig.set_canvas(shown_on)
    return light, extra


def figure_output(fig: Figure):
    """The ``image/png`` a notebook shows for ``fig``: the figure as drawn, crisp (drawn at twice its size),
    and its metadata: its shown size, and what goes with it (:func:`figure_variants`).

    Parameters
    ----------
    fig : matplotlib.figure.Figure
        The figure.

    Examples
    --------
    >>> from boardpuzzles.book.plotting.style import new_axes
    >>> data, metadata = figure_output(new_axes(2).figure)
    >>> sorted(metadata), base64.b64decode(data)[:4]
    (['dark', 'dpi', 'height', 'text_points', 'width'], b'\\x89PNG')
    """
    if not fig.axes and not fig.texts:
        return None
    light, extra = figure_variants(fig)
    width, height = png_size(light)
    return _text(light), {"width": width // 2, "height": height // 2, **extra}


def _text(png: bytes) -> str:
    return base64.b64encode(png).decode("ascii")


def _palette(png: bytes, colours: int = 256) -> bytes:
    image = Image.open(io.BytesIO(png)).convert("RGB").quantize(colors=colours, method=Image.Quantize.MEDIANCUT)
    out = io.BytesIO()
    image.save(out, format="PNG", optimize=True)
    return out.getvalue()


def install_twins() -> bool:
    """Inside IPython, show every matplotlib figure with its dark twin (:func:`figure_output`); say whether it did.

    Outside IPython it does nothing.

    Examples
    --------
    >>> isinstance(install_twins(), bool)  # False outside IPython, where it does nothing
    True
    """
    ipython = sys.modules.get("IPython")
    shell = ipython.get_ipython() if ipython is not None else None
    if shell is None:
        return False
    shell.display_formatter.formatters["image/png"].for_type(Figure, figure_output)
    return True
