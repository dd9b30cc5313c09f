"""The house style every drawing shares: colours, sizes, and the small helpers all renderers use.

Importing this module sets matplotlib's defaults (white figures, font sizes) for the whole book,
and, inside Jupyter, shows figures as PNGs at twice their size ("retina"), so they are crisp on
high-density screens.

>>> COLOURS["piece"]
'#1b3d63'
>>> board_figsize(8)
(3.96, 3.96)
"""

from __future__ import annotations

import base64
import io
import sys
from collections.abc import Sequence

import matplotlib.colors
import matplotlib.pyplot as plt
from matplotlib.axes import Axes
from matplotlib.figure import Figure
from PIL import Image

from boardpuzzles.book.plotting.twins import DARK_KEY, figure_variants, install_twins
from boardpuzzles.errors import GridError, OptionError
from boardpuzzles.pictures.colours import PALETTE

#: Colours used by every chapter, the same as the SVG pictures' (:data:`boardpuzzles.pictures.colours.PALETTE`).
#: Mid-tone squares keep the boards legible on light and dark pages.
COLOURS = {name: PALETTE[name] for name in ("light", "dark", "piece", "target", "rejected", "path", "path_end",
                                            "undone", "frontier", "grid", "text")}

#: The colour map for heatmaps (distances, move counts); perceptually uniform and readable in dark mode.
HEATMAP = "viridis"

#: The figure background is white, so figures read the same in the theme's light and dark modes.
FACE = "white"

#: The grey of squares a heatmap leaves out (for example the ``-1`` of "unreachable").
UNREACHABLE_GREY = "#9e9e9e"

#: Every picture an explorer shows is drawn at this many times the size it is shown at, so it stays
#: crisp on high-density (2×) screens; the explorers display each picture at its intended size.
PICTURE_SCALE = 2

#: How a board's rows and columns may be labelled (from 1 as in the articles, from 0 as in the code, or not).
LABEL_STYLES = ("one", "zero", None)

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


def show_figures_crisp() -> bool:
    """Inside IPython, show figures as PNGs drawn at twice their size ("retina"); say whether it did.

    Called when this module is imported; outside IPython it does nothing.

    Examples
    --------
    >>> isinstance(show_figures_crisp(), bool)  # False outside IPython, where it does nothing
    True
    """
    ipython = sys.modules.get("IPython")
    shell = ipython.get_ipython() if ipython is not None else None
    if shell is None:
        return False
    shell.run_line_magic("config", "InlineBackend.figure_formats = ['retina']")
    plt.close(plt.figure())  # the inline backend starts now, and sets its formatter before ours
    # Every figure with its dark twin; again before each cell, since the inline backend sets its own
    # PNG formatter again when it starts (on the first figure) or when its formats are set.
    install_twins()
    if install_twins not in shell.events.callbacks["pre_execute"]:
        shell.events.register("pre_execute", install_twins)
    return True


show_figures_crisp()


def board_figsize(size: int, *, cell_inches: float = 0.42, minimum: float = 2.8,
                  maximum: float = 5.5) -> tuple[float, float]:
    """Return a square figure size in inches that grows with the board but stays readable.

    Parameters
    ----------
    size : int
        The board's size.
    cell_inches : float
        The inches each square gets.
    minimum, maximum : float
        The smallest and largest side, in inches.

    Examples
    --------
    >>> board_figsize(2), board_figsize(8), board_figsize(30)
    ((2.8, 2.8), (3.96, 3.96), (5.5, 5.5))
    """
    side = min(maximum, max(minimum, cell_inches * size + 0.6))
    return side, side


def new_axes(size: int, *, margin: int = 0) -> Axes:
    """Return the Axes of a new figure sized for a board of ``size`` squares plus ``margin`` on each side.

    The figure is made without pyplot, so it is never shown by accident and needs no closing:
    the way to draw a figure that a function returns instead of showing it.

    Parameters
    ----------
    size : int
        The board's size.
    margin : int
        The squares shown round the board on each side.

    Examples
    --------
    >>> ax = new_axes(8)
    >>> ax.figure.get_size_inches().tolist()
    [3.96, 3.96]
    """
    return Figure(figsize=board_figsize(size + 2 * margin)).subplots()


def axes_or_new(ax: Axes | None, figsize: tuple[float, float]) -> Axes:
    """Return ``ax``, or the Axes of a new pyplot figure of ``figsize`` inches when ``ax`` is ``None``.

    Every drawing function takes ``ax=None`` and starts with this call.

    Parameters
    ----------
    ax : matplotlib.axes.Axes or None
        The Axes to draw on, if any.
    figsize : (float, float)
        A new figure's width and height in inches.

    Examples
    --------
    >>> ax = axes_or_new(None, (2, 3))
    >>> ax.figure.get_size_inches().tolist()
    [2.0, 3.0]
    >>> axes_or_new(ax, (5, 5)) is ax
    True
    >>> plt.close(ax.figure)
    """
    if ax is None:
        _, ax = plt.subplots(figsize=figsize)
    return ax


def text_colour_on(shade) -> str:
    """Return ``"black"`` or ``"white"``, whichever reads better on a cell of colour ``shade``.

    ``shade`` is any matplotlib colour: a name, ``"#rrggbb"``, or an RGB(A) tuple of parts from 0 to 1.
    Its brightness is the luma ``0.299 R + 0.587 G + 0.114 B``; text is black on cells brighter
    than one half, white on the others.

    Parameters
    ----------
    shade : colour
        A matplotlib colour.

    Examples
    --------
    >>> text_colour_on("#efe6d2"), text_colour_on("#1f4e79"), text_colour_on((0.6, 0.6, 0.6, 1.0))
    ('black', 'white', 'black')
    """
    red, green, blue = matplotlib.colors.to_rgb(shade)
    return "black" if 0.299 * red + 0.587 * green + 0.114 * blue > 0.5 else "white"


def label_start(labels: str | None) -> int | None:
    """Return the number a board's labels start from: 1 for ``"one"``, 0 for ``"zero"``, ``None`` for no labels.

    Parameters
    ----------
    labels : {"one", "zero", None}
        The labelling style.

    Examples
    --------
    >>> label_start("one"), label_start("zero"), label_start(None)
    (1, 0, None)
    >>> label_start("1")
    Traceback (most recent call last):
    ...
    boardpuzzles.errors.OptionError: labels must be 'one', 'zero' or None, got '1'
    """
    if labels not in LABEL_STYLES:
        raise OptionError(f"labels must be 'one', 'zero' or None, got {labels!r}")
    return None if labels is None else {"one": 1, "zero": 0}[labels]


def grid_rows(grid: Sequence[Sequence], *, name: str = "grid") -> int:
    """Return how many rows ``grid`` has, or raise ``ValueError`` if it has none or an empty first row.

    Parameters
    ----------
    grid : sequence of sequences
        A grid, row by row.
    name : str
        What the grid is, for the error message.

    Examples
    --------
    >>> grid_rows([[1, 2], [3, 4]])
    2
    >>> grid_rows([])
    Traceback (most recent call last):
    ...
    boardpuzzles.errors.GridError: grid must hold at least one row of cells, got []
    """
    if len(grid) == 0 or len(grid[0]) == 0:
        raise GridError(f"{name} must hold at least one row of cells, got {grid!r}")
    return len(grid)


class Png(bytes):
    """The bytes of a PNG picture drawn at :data:`PICTURE_SCALE` times its shown size.

    It is still ``bytes``, and a notebook shows it as a picture at its intended size
    instead of printing the bytes.

    >>> png = Png(figure_to_png(new_axes(2).figure))
    >>> data, metadata = png._repr_mimebundle_()
    >>> sorted(data), metadata["image/png"]["width"] * PICTURE_SCALE == png.width
    (['image/png'], True)
    """

    @property
    def width(self) -> int:
        """The picture's width in pixels, from its PNG header."""
        return int.from_bytes(self[16:20], "big")

    @property
    def height(self) -> int:
        """The picture's height in pixels, from its PNG header."""
        return int.from_bytes(self[20:24], "big")

    #: The dark twin and the phone variant the website shows with the picture, if they were drawn
    #: (the metadata ``figure_variants`` of ``boardpuzzles.book.plotting.twins`` returns).
    variants: dict | None = None

    @property
    def dark(self) -> bytes | None:
        """The picture's dark twin, if it was drawn."""
        return base64.b64decode(self.variants[DARK_KEY]) if self.variants else None

    def _repr_mimebundle_(self, include=None, exclude=None):
        shown = {"width": self.width // PICTURE_SCALE, "height": self.height // PICTURE_SCALE}
        shown.update(self.variants or {})
        return {"image/png": base64.b64encode(self).decode("ascii")}, {"image/png": shown}


def figure_to_png(fig: Figure, *, dpi: int = 72, colours: int = 64, smooth: bool = True, dark: bool = False) -> bytes:
    """Render ``fig`` to PNG bytes at ``dpi`` times :data:`PICTURE_SCALE`, reduced to a small palette, and close it.

    Explorers precompute hundreds of pictures that are stored inside the page, so
    each one is kept to a few kilobytes: a board has few colours, and a palette PNG
    of it is several times smaller than a full-colour one. ``smooth=False`` draws lines,
    markers and text without anti-aliasing: the picture has far fewer colours and its PNG
    is about 40% smaller, and the browser smooths it anyway when it shows the picture at
    half its drawn size. ``dark=True`` draws its dark twin too (a chapter's figure, shown
    on a dark page as its twin).

    Parameters
    ----------
    fig : matplotlib.figure.Figure
        The figure; it is closed.
    dpi : int
        The dots per inch, before :data:`PICTURE_SCALE`.
    colours : int
        The palette's size.
    smooth : bool
        Smooth the edges before reducing the palette.
    dark : bool
        Render its dark twin instead.

    Examples
    --------
    >>> png = figure_to_png(new_axes(4).figure)
    >>> png[:8] == b"\\x89PNG\\r\\n\\x1a\\n", png.dark is None
    (True, True)
    >>> figure_to_png(new_axes(4).figure, dark=True).dark[:4]
    b'\\x89PNG'
    """
    if not smooth:
        for artist in fig.findobj(lambda artist: hasattr(artist, "set_antialiased")):
            artist.set_antialiased(False)
    if dark:
        light, variants = figure_variants(fig, dpi=dpi * PICTURE_SCALE, pad_inches=0.05, colours=colours)
    else:
        light, variants = _palette(_savefig(fig, dpi), colours), None
    plt.close(fig)
    png = Png(light)
    png.variants = variants
    return png


def _savefig(fig: Figure, dpi: int) -> bytes:
    buffer = io.BytesIO()
    fig.savefig(buffer, format="png", dpi=dpi * PICTURE_SCALE, bbox_inches="tight", pad_inches=0.05)
    return buffer.getvalue()


def _palette(png: bytes, colours: int) -> bytes:
    """The same picture as a PNG of at most ``colours`` colours."""
    image = Image.open(io.BytesIO(png)).convert("RGB").quantize(colors=colours, method=Image.Quantize.MEDIANCUT)
    out = io.BytesIO()
    image.save(out, format="PNG", optimize=True)
    return out.getvalue()
