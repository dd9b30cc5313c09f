"""The pictures' colours: the palette, its dark-mode counterpart, the one colour scale, and contrast.

What is drawn on a picture's paper is painted in a colour of :data:`PAPER`: a light colour written as the
SVG attribute, with a class that a dark page's stylesheet (:func:`dark_css`) repaints in
:data:`DARK_PALETTE`. Boards and what lies on them keep their colours in both modes, so the colours that
carry meaning keep it. Every text colour is checked against its ground (:func:`contrast_ratio`).

>>> PAPER["text"] == PALETTE["text"], ink_on(scale_colour(0, 8))
(True, '#ffffff')
"""

from __future__ import annotations

from collections.abc import Sequence

from boardpuzzles.errors import OptionError

#: The colours of every picture. Text colours reach a contrast of at least 4.5 to 1 on the background;
#: every colour of :data:`MARK_COLOURS` reaches 3 to 1 on both kinds of square (boards keep their colours in
#: dark mode, so in both modes). So marks are dark: a colour 3 times darker than the dark square.
PALETTE = {
    "background": "#ffffff",
    "light": "#efe6d2",
    "dark": "#b58863",
    "piece": "#1b3d63",
    "target": "#194c30",
    "rejected": "#c0392b",
    "path": "#1b3d63",
    "path_end": "#7f1d12",
    "undone": "#7f1d12",
    "frontier": "#733000",
    "grid": "#5a4632",
    "plane": "#d9d9d9",
    "plane_ground": "#f7f7f7",
    "tour_line": "#3d444d",
    "unreachable": "#9e9e9e",
    "text": "#222222",
    "muted": "#555555",
}

#: The roles of the colours drawn on a board's squares, each 3 to 1 or more on both kinds of square (the piece,
#: the squares it reaches, the path and its last square, a square taken back, the frontier, a tour's line).
#: ``"rejected"`` marks jumps that fall off the board, on the paper or the plane, never on a square.
MARK_COLOURS = ("piece", "target", "path", "path_end", "undone", "frontier", "tour_line")

#: What a dark page paints instead of each colour of :data:`PAPER`, on the dark paper (``"background"``), with
#: words at 4.5 to 1 or more and lines and marks at 3 to 1 or more, as their light colours on the light paper.
DARK_PALETTE = {
    "background": "#121212",  # the book's dark page
    "text": "#dde3e8",
    "muted": "#a9b3bf",
    "grid": "#c8b08a",
    "path": "#7fb2e5",
    "piece": "#7fb2e5",
    # the coordinate plane round chapter 1's board, and its grid: a soft grey instead of a near-white block,
    # on which the jumps that fall off (in "rejected") and the numbers beside them still read
    "plane_ground": "#c6cbd1",
    "plane": "#a3a9b0",
}

#: The roles of :data:`DARK_PALETTE` that are the coordinate plane round a board, not lines on the paper.
PLANE_ROLES = ("plane_ground", "plane")


class Ink(str):
    """A colour of :data:`PALETTE` drawn on a picture's paper: dark mode repaints it in :data:`DARK_PALETTE`.

    It is the light colour itself (a ``str``), and knows its ``role``, the name both palettes give it.

    Parameters
    ----------
    role : str
        The colour's name in both palettes, a key of :data:`DARK_PALETTE`.

    Raises
    ------
    ValueError
        For a name neither palette has.

    Examples
    --------
    >>> ink = Ink("muted")
    >>> ink == PALETTE["muted"], ink.role, ink_class(ink, "fill")
    (True, 'muted', 'kp-f-muted')
    """

    def __new__(cls, role: str):
        if role not in DARK_PALETTE:
            raise OptionError(f"a colour on the paper must be one of {', '.join(DARK_PALETTE)}, got {role!r}")
        ink = super().__new__(cls, PALETTE[role])
        ink.role = role
        return ink

    def __getnewargs__(self):
        return (self.role,)


#: The colours drawn on a picture's paper, by role; each follows dark mode (:class:`Ink`).
PAPER = {role: Ink(role) for role in DARK_PALETTE}


def ink_class(colour, attribute: str) -> str | None:
    """The class that lets dark mode repaint ``colour`` as the SVG ``attribute`` ("fill" or "stroke"), if any.

    Parameters
    ----------
    colour : str
        A colour: an :class:`Ink` follows dark mode, any other colour stays as it is.
    attribute : str
        ``"fill"`` or ``"stroke"``.

    Returns
    -------
    str or None
        ``kp-f-<role>`` or ``kp-s-<role>`` for an :class:`Ink`, ``None`` for any other colour.

    Examples
    --------
    >>> ink_class(Ink("muted"), "stroke"), ink_class("#123456", "fill")
    ('kp-s-muted', None)
    """
    return f"kp-{attribute[0]}-{colour.role}" if isinstance(colour, Ink) else None


def dark_css(scopes: Sequence[str]) -> str:
    """Return the CSS that repaints the pictures' paper colours in :data:`DARK_PALETTE` within ``scopes``.

    Parameters
    ----------
    scopes : sequence of str
        Selectors of a dark page, such as ``'html[data-theme="dark"]'``.

    Returns
    -------
    str
        One rule per colour and attribute; a rule of a stylesheet outweighs an SVG attribute.

    Examples
    --------
    >>> print(dark_css(["html.dark"]).splitlines()[0])
    html.dark .kp-f-background { fill: #121212; }
    """
    rules = []
    for role, colour in DARK_PALETTE.items():
        for attribute in ("fill", "stroke"):
            selector = ", ".join(f"{scope} .kp-{attribute[0]}-{role}" for scope in scopes)
            rules.append(f"{selector} {{ {attribute}: {colour}; }}")
    return "\n".join(rules) + "\n"

# The viridis colour map (matplotlib's, perceptually uniform and readable in grey) at 33 evenly spaced stops;
# colours between two stops are interpolated, within 2.5/255 of the full map.
_VIRIDIS = (
    "440154470d6048186a482374472d7b4537814240863e49893b528b375b8d33638d2f6b8e2c728e297a8e26828e23898e21918c"
    "1f988b1fa08822a78528ae8032b67a3fbc734ec36b5ec96270cf5784d44b98d83eaddc30c2df23d8e219ece51bfde725"
)
_STOPS = [tuple(int(_VIRIDIS[i + j:i + j + 2], 16) for j in (0, 2, 4)) for i in range(0, len(_VIRIDIS), 6)]


def scale_colour(value: float, top: float) -> str:
    """Return the colour of ``value`` on the pictures' one colour scale from 0 (dark) to ``top`` (light).

    Values above ``top`` get the colour of ``top``; a ``top`` of 0 colours everything as 0.

    Parameters
    ----------
    value : float
        The value, at least 0.
    top : float
        The value at the light end of the scale.

    Returns
    -------
    str
        A ``"#rrggbb"`` colour of the viridis map.

    Examples
    --------
    >>> scale_colour(0, 8), scale_colour(8, 8), scale_colour(9, 8)
    ('#440154', '#fde725', '#fde725')
    """
    share = min(max(value / top, 0.0), 1.0) if top else 0.0
    at = share * (len(_STOPS) - 1)
    low = min(int(at), len(_STOPS) - 2)
    part = at - low
    mixed = (round(a + (b - a) * part) for a, b in zip(_STOPS[low], _STOPS[low + 1]))
    return "#{:02x}{:02x}{:02x}".format(*mixed)


def _luminance(colour: str) -> float:
    """The relative luminance of a ``"#rrggbb"`` colour, as WCAG defines it."""
    parts = (int(colour[i:i + 2], 16) / 255 for i in (1, 3, 5))
    r, g, b = (c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in parts)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast_ratio(first: str, second: str) -> float:
    """Return the WCAG contrast ratio of two ``"#rrggbb"`` colours, from 1 (none) to 21 (black on white).

    Parameters
    ----------
    first, second : str
        The colours, in either order.

    Returns
    -------
    float
        The ratio; text needs at least 4.5.

    Examples
    --------
    >>> round(contrast_ratio("#000000", "#ffffff"), 1), contrast_ratio("#123456", "#123456")
    (21.0, 1.0)
    """
    a, b = sorted((_luminance(first), _luminance(second)))
    return (b + 0.05) / (a + 0.05)


def ink_on(colour: str) -> str:
    """Return black or white, whichever contrasts more with ``colour``: the ink for text written on it.

    On every colour one of the two reaches a contrast of at least 4.58:1.

    Parameters
    ----------
    colour : str
        The ``"#rrggbb"`` colour the text sits on.

    Returns
    -------
    str
        ``"#000000"`` or ``"#ffffff"``.

    Examples
    --------
    >>> ink_on("#fde725"), ink_on("#440154")
    ('#000000', '#ffffff')
    """
    black, white = "#000000", "#ffffff"
    return black if contrast_ratio(colour, black) >= contrast_ratio(colour, white) else white
