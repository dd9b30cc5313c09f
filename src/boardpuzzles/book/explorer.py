"""The explorer: one cell that works on the website, in a kernel, and with Python in the reader's browser.

A chapter writes a render function of a few named parameters that returns a picture of
:mod:`boardpuzzles.pictures` (SVG with its own text alternative) or a sentence, and hands it
to :func:`explore` with the range of each parameter::

    explore(heatmap_picture, {"size": range(1, 51), "a": range(9), "b": range(1, 9)},
             initial={"size": 8, "a": 1, "b": 2}, precompute={"size": range(1, 17)})

Each control is labelled with its parameter's name (``size`` reads "board size", see
:func:`~boardpuzzles.book.controls.control_label`). A ``range`` becomes a number the reader can slide or type; a list of
words becomes toggle buttons (a drop-down past four). ``play="step"`` adds a step player to
that number, and ``square=("row", "column")`` lets a click on the board set those two numbers.

Where the picture comes from depends on where the cell runs:

- in a kernel, Python draws each picture when a control changes;
- on the website (the build sets ``BOARDPUZZLES_STATIC_SITE=1``), the pictures of the
  ``precompute`` ranges are drawn at build time and shown at once, with no Python; any
  other setting is drawn by Python in the reader's browser (Pyodide), from the render
  function's own source, which the explorer collects with what it uses (:func:`render_source`).

A ``ValueError`` raised by the render function, or a search that runs out of budget, is shown
as its sentence in place of the picture.

A player fits the run: a picture that is one step of a run says where the run ends
(``Picture.ending_at`` of :mod:`boardpuzzles.pictures`, such as ``picture.ending_at(len(steps))``), and
the player's slider ends there, follows each change of the other controls, and stops there.
"""

from __future__ import annotations

import ast
import base64
import hashlib
import html
import inspect
import itertools
import json
import os
import re
import textwrap
import types
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path

import anywidget
import traitlets
from matplotlib.figure import Figure

from boardpuzzles import wording
from boardpuzzles.book.controls import allowed_values, control_spec, widget_module
from boardpuzzles.errors import BookError
from boardpuzzles.pictures.colours import dark_css
from boardpuzzles.search import SearchBudgetExceeded

#: The environment variable the book's build sets, so that explorers precompute their pictures.
STATIC_SITE_VARIABLE = "BOARDPUZZLES_STATIC_SITE"

#: An explorer refuses to precompute more settings than this, to keep pages light.
MAX_PRECOMPUTED = 2000

#: How long the reader's browser may compute one picture before it is stopped.
BROWSER_TIMEOUT_MS = 10_000

_HERE = Path(__file__).parent


#: The selectors of a dark page, on the book's website and in JupyterLab.
DARK_PAGES = ('html[data-theme="dark"]', 'body[data-jp-theme-light="false"]')


def explorer_css() -> str:
    """The explorer's stylesheet: its controls (explorer.css), the board view's, the pictures' colours when dark.

    Examples
    --------
    >>> css = explorer_css()
    >>> all(selector in css for selector in DARK_PAGES)
    True
    """
    return "".join((_HERE / name).read_text(encoding="utf-8") for name in ("explorer.css", "board_view.css")) + (
        "\n/* The pictures' paper, words and lines on a dark page (boardpuzzles.pictures.colours.dark_css). */\n"
        + dark_css(DARK_PAGES))


def building_static_site() -> bool:
    """Say whether this kernel is building the static website (``BOARDPUZZLES_STATIC_SITE=1``).

    Examples
    --------
    >>> building_static_site() == (os.environ.get("BOARDPUZZLES_STATIC_SITE") == "1")
    True
    """
    return os.environ.get(STATIC_SITE_VARIABLE) == "1"


class BookWidget(anywidget.AnyWidget):
    """A book's widget (an explorer, a program stepper) with a stand-in for a notebook that has not run yet.

    JupyterLab draws a widget only once its cell has run; before that (an untrusted notebook) it shows
    the best safe format instead: the ``text/html`` that the subclass's ``still()`` returns. The website
    shows the widget.

    Parameters
    ----------
    *args, **kwargs : object
        The synced traits, by keyword, as for any ``anywidget.AnyWidget``.

    Examples
    --------
    >>> class Note(BookWidget):
    ...     def still(self):
    ...         return "<p>run me</p>"
    >>> data, _ = Note()._repr_mimebundle_()
    >>> data["text/html"]
    '<p>run me</p>'
    """

    def still(self) -> str:
        """The stand-in's HTML; each kind of widget says what it shows."""
        raise NotImplementedError

    def _repr_mimebundle_(self, **kwargs):
        """The widget, and the stand-in as ``text/html``."""
        bundle = super()._repr_mimebundle_(**kwargs)
        if bundle is None:
            return None
        data, metadata = bundle
        data["text/html"] = self.still()
        return data, metadata


class Explorer(BookWidget):
    """The widget behind :func:`explore`: controls drawn in the browser, a picture that follows them.

    Parameters
    ----------
    *args, **kwargs : object
        The synced traits, by keyword: ``spec`` (the controls and the render function, for the
        browser), ``values`` (the setting), ``picture`` (its picture), ``mode`` (``"kernel"``, or
        ``"static"`` on the website), and, precomputed for the website, ``frames`` and ``pictures``.
        :func:`explore` makes one.

    Examples
    --------
    >>> Explorer(spec={"render": "draw"}, values={"size": 3})
    Explorer of draw(size=3)
    """

    # one module: the kit, board_view.js (pictures readable at any size), whose attachBoardView explorer.js calls
    _esm = widget_module(["board_view.js", "explorer.js"])
    _css = explorer_css()
    spec = traitlets.Dict().tag(sync=True)
    values = traitlets.Dict().tag(sync=True)
    picture = traitlets.Unicode("").tag(sync=True)
    mode = traitlets.Unicode("kernel").tag(sync=True)
    frames = traitlets.Dict().tag(sync=True)
    pictures = traitlets.List(traitlets.Unicode()).tag(sync=True)

    def __repr__(self) -> str:
        """The same text on every run, so that a notebook's stored output compares (nbval).

        A precomputed explorer (the website's) ends with a digest of everything it stores, so
        that nbval fails when a chapter's stored widget state, which the website shows, is no
        longer what the code draws: ``make notebooks`` stores the new one.
        """
        call = f"{self.spec.get('render', '?')}({', '.join(f'{k}={v!r}' for k, v in self.values.items())})"
        return f"Explorer of {call}" + (f", stored pictures {self.digest()}" if self.mode == "static" else "")

    def digest(self) -> str:
        """Return a short fingerprint of the explorer's controls, setting and pictures."""
        content = json.dumps([self.spec, self.values, self.picture, self.frames, self.pictures], sort_keys=True)
        return hashlib.sha256(content.encode()).hexdigest()[:12]

    def still(self) -> str:
        """What a notebook that has not run yet shows: the first picture with a one-line note."""
        return still_markup(self.picture)


#: The line above an explorer's still picture, where the notebook has not run yet.
STILL_NOTE = "Run this cell to move the controls; until then, the first picture:"


def still_markup(picture: str) -> str:
    """The stand-in a notebook shows for an explorer before its cell runs: a note and the picture.

    JupyterLab shows an untrusted notebook's HTML sanitized, without inline SVG, so an SVG
    picture goes in as an image, with its text alternative as the image's.

    Parameters
    ----------
    picture : str
        The first picture's HTML (an SVG, or a sentence).

    Returns
    -------
    str
        HTML: :data:`STILL_NOTE` and the picture.

    Examples
    --------
    >>> still = still_markup('<p class="kp-message">n = 3</p>')
    >>> still.startswith('<div class="kp-still"><p><em>Run this cell') and still.endswith('n = 3</p></div>')
    True
    >>> still_markup('<svg width="20" aria-label="A &amp; B"></svg>').split("<img ")[1][:40]
    'alt="A &amp; B" width="20" src="data:ima'
    """
    if picture.lstrip().startswith("<svg"):
        head = picture[:picture.index(">")]
        alt = re.search(r'aria-label="([^"]*)"', head)
        width = re.search(r'\swidth="([0-9.]+)"', head)
        data = base64.b64encode(picture.encode("utf-8")).decode("ascii")
        picture = (f'<img alt="{alt[1] if alt else ""}"' + (f' width="{width[1]}"' if width else "")
                   + f' src="data:image/svg+xml;base64,{data}">')
    return f'<div class="kp-still"><p><em>{STILL_NOTE}</em></p>{picture}</div>'


def as_markup(picture) -> str:
    """Turn what a render function returned into HTML: SVG as it is, a figure as an image, a sentence as text.

    Parameters
    ----------
    picture : str or matplotlib.figure.Figure
        An SVG picture, a sentence, or a matplotlib figure.

    Returns
    -------
    str
        The HTML.

    Raises
    ------
    TypeError
        For anything else.

    Examples
    --------
    >>> as_markup("no tour exists")
    '<p class="kp-message">no tour exists</p>'
    """
    if isinstance(picture, Figure):
        from boardpuzzles.book.plotting.style import PICTURE_SCALE, figure_to_png

        png = figure_to_png(picture, dpi=100)
        data = base64.b64encode(png).decode("ascii")
        return f'<img src="data:image/png;base64,{data}" width="{png.width // PICTURE_SCALE}" alt="">'
    if not isinstance(picture, str):
        raise TypeError(f"a render function must return a picture or a sentence, got {type(picture).__name__}")
    if picture.lstrip().startswith("<svg"):
        return str(picture)
    return f'<p class="kp-message">{html.escape(picture)}</p>'


#: The errors a render function raises to say, in a sentence, why a setting has no picture. A kernel and
#: the precomputed pictures show that sentence in its place, and so does the reader's browser, which gets
#: their names in the spec (``"sentences"``).
SENTENCE_ERRORS = (ValueError, SearchBudgetExceeded)


def _draw(render: Callable, values: Mapping[str, object]) -> str:
    """Draw one setting; a ValueError or an exhausted budget becomes its sentence."""
    try:
        return as_markup(render(**values))
    except SENTENCE_ERRORS as error:
        return as_markup(str(error))


def explorer_name(render: Callable) -> str:
    """Return the name a screen reader gives the explorer's region: the render function's one-line summary.

    Parameters
    ----------
    render : callable
        The render function (or a tracer).

    Returns
    -------
    str
        Its docstring's first line without backquotes and final full stop, or its name in words.

    Examples
    --------
    >>> def queue_picture(size):
    ...     'Draw BFS of the (a, b) piece after `step` steps.'

    >>> explorer_name(queue_picture)
    'Draw BFS of the (a, b) piece after step steps'
    >>> explorer_name(lambda n: n)
    '<lambda>'
    """
    summary = (inspect.getdoc(render) or "").strip().split("\n")[0]
    return summary.replace("`", "").rstrip(".") or render.__name__.replace("_", " ")


def frame_key(values: Sequence) -> str:
    """The key of one setting, as the browser writes it: its values as a JSON list, no spaces.

    Parameters
    ----------
    values : sequence
        The setting's values, in the controls' order.

    Returns
    -------
    str
        The key.

    Examples
    --------
    >>> frame_key([8, "path"])
    '[8,"path"]'
    """
    return json.dumps(list(values), separators=(",", ":"), ensure_ascii=False)


def explore(render: Callable, controls: Mapping[str, object], *, initial: Mapping[str, object] | None = None,
             precompute: Mapping[str, object] | None = None, play: str | None = None,
             square: tuple[str, str] | None = None, name: str | None = None) -> Explorer:
    """Make the explorer of ``render`` over ``controls``; see the module's introduction.

    Parameters
    ----------
    render : callable
        Takes one keyword argument per control and returns a picture or a sentence.
    controls : mapping of str to range or list
        Each parameter's full range: what a kernel and the reader's browser offer.
    initial : mapping, optional
        The setting shown first (each control's first value otherwise).
    precompute : mapping of str to range or list, optional
        The values drawn at build time for the website, per control; the other controls
        are precomputed at their initial value only.
    play : str, optional
        A number control that gets a step player.
    square : (str, str), optional
        The row and column controls a click on the board sets (1-based, as the reader sees).
    name : str, optional
        The explorer's name, which a screen reader gives its region (the render function's
        one-line summary otherwise, :func:`explorer_name`).

    Returns
    -------
    Explorer
        The widget; a notebook shows it.

    Raises
    ------
    ValueError
        For an empty control, an initial or precomputed value outside its control, a
        ``play`` or ``square`` naming no number control, or too many settings to precompute.

    Examples
    --------
    >>> box = explore(lambda n: f"n = {n}", {"n": range(1, 6)}, initial={"n": 3})
    >>> box.values, box.picture
    ({'n': 3}, '<p class="kp-message">n = 3</p>')
    """
    title = name or explorer_name(render)
    specs = [control_spec(name, options) for name, options in controls.items()]
    by_name = {spec["name"]: spec for spec in specs}
    values = {spec["name"]: allowed_values(spec)[0] for spec in specs}
    for name, value in dict(initial or {}).items():
        if name not in by_name or value not in allowed_values(by_name[name]):
            raise BookError(f"initial value {value!r} for {name!r} is not one of its control's values")
        values[name] = value
    for name in [play, *(square or ())]:
        if name is not None and by_name.get(name, {}).get("kind") != "number":
            raise BookError(f"{name!r} names no number control; the controls are {list(by_name)}")
    spec = {"controls": specs, "render": render.__name__, "code": render_source(render), "play": play,
            "square": list(square) if square else None, "timeout_ms": BROWSER_TIMEOUT_MS,
            "sentences": [error.__name__ for error in SENTENCE_ERRORS], "name": title,
            # where the square has a board size beside it, the browser says an off-board square at once
            "square_rule": wording.SQUARE_RULE if square and by_name.get("size", {}).get("kind") == "number" else None}
    widget = Explorer(spec=spec, values=values, picture=_draw(render, values))
    if building_static_site():
        widget.mode = "static"
        _precompute(widget, render, specs, values, precompute or {})
    else:
        widget.observe(lambda change: setattr(widget, "picture", _draw(render, change["new"])), "values")
    return widget


def _precompute(widget: Explorer, render: Callable, specs: list[dict], values: dict, precompute: Mapping) -> None:
    """Draw every precomputed setting once; identical pictures are stored once."""
    axes = []
    for spec in specs:
        name = spec["name"]
        chosen = list(precompute.get(name, [values[name]]))
        if any(value not in allowed_values(spec) for value in chosen):
            raise BookError(f"precomputed values for {name!r} must lie in its control's range")
        axes.append(chosen)
    count = 1
    for axis in axes:
        count *= len(axis)
    if count > MAX_PRECOMPUTED:
        raise BookError(f"an explorer may precompute at most {MAX_PRECOMPUTED} settings, got {count}; "
                        "narrow the precompute ranges: the reader's browser draws the others")
    names = [spec["name"] for spec in specs]
    pictures: dict[str, int] = {}
    frames = {}
    for combination in itertools.product(*axes):
        markup = _draw(render, dict(zip(names, combination)))
        frames[frame_key(combination)] = pictures.setdefault(markup, len(pictures))
    widget.pictures = list(pictures)
    widget.frames = frames


# --- the render function's source, for the reader's browser ----------------------------------------------


def _global_names(code: types.CodeType) -> set[str]:
    """The global names a function's code reads, its nested functions' and comprehensions' included."""
    names = set(code.co_names)
    for constant in code.co_consts:
        if isinstance(constant, types.CodeType):
            names |= _global_names(constant)
    return names


def _names_used(value, source: str) -> set[str]:
    """The names a definition needs from its module: a function's globals, decorators and default values.

    A function's own parameters and local variables are not among them, even where a notebook has
    globals of the same names.
    """
    tree = ast.parse(source).body[0]
    if not isinstance(tree, (ast.FunctionDef, ast.AsyncFunctionDef)):
        return {node.id for node in ast.walk(tree) if isinstance(node, ast.Name)}
    outside = [*tree.decorator_list, *tree.args.defaults, *(d for d in tree.args.kw_defaults if d is not None)]
    names = {node.id for part in outside for node in ast.walk(part) if isinstance(node, ast.Name)}
    # co_names holds attribute names too (change.number): only those also written as plain names count
    written = {node.id for node in ast.walk(tree) if isinstance(node, ast.Name)}
    return names | (_global_names(value.__code__) & written)


_PLAIN_TYPES = (bool, int, float, str, type(None), range)


def _simple(value) -> bool:
    """Say whether a value can be written back as Python source by ``repr`` (exact built-in types only)."""
    if type(value) in _PLAIN_TYPES:
        return True
    if type(value) in (tuple, list, frozenset, set):
        return all(_simple(item) for item in value)
    if type(value) is dict:
        return all(_simple(k) and _simple(v) for k, v in value.items())
    return False


def render_source(render: Callable) -> str:
    """Collect the Python source that defines ``render``, with every import, function and constant it uses.

    Functions defined in the notebook are copied with their source; names from modules become
    imports; constants become assignments. The result runs in a fresh interpreter, such as the
    reader's browser, if everything it uses runs there.

    Parameters
    ----------
    render : callable
        A function defined in a notebook or a module.

    Returns
    -------
    str
        Python source: imports first, then constants, then the functions in an order that works.

    Examples
    --------
    >>> from boardpuzzles.knight import knight_targets
    >>> print(render_source(knight_targets).splitlines()[0])
    from boardpuzzles.knight import knight_targets
    """
    imports: dict[str, str] = {}
    constants: dict[str, str] = {}
    functions: dict[str, str] = {}
    # The reader's own code (a notebook's, or a module outside the package) is copied; the package is imported.
    own = render.__module__ if not render.__module__.startswith("boardpuzzles") else None

    def visit(name: str, value, namespace: dict) -> None:
        if name in imports or name in constants or name in functions:
            return
        if isinstance(value, types.ModuleType):
            module = value.__name__
            parent, _, leaf = module.rpartition(".")
            imports[name] = (f"from {parent} import {leaf}" + (f" as {name}" if name != leaf else "")
                             if parent else f"import {module}" + (f" as {name}" if name != module else ""))
            return
        home = getattr(value, "__module__", None)
        if callable(value) and home not in (None, own) and getattr(value, "__qualname__", "") == getattr(
                value, "__name__", None):
            real = getattr(value, "__name__", name)
            imports[name] = f"from {home} import {real}" + (f" as {name}" if name != real else "")
            return
        if callable(value) and home == own:
            definition = value if inspect.isclass(value) else inspect.unwrap(value)
            source = inspect.getsource(definition)
            functions[name] = ""  # placed now, so that recursion stops
            for used in sorted(_names_used(definition, textwrap.dedent(source)) - {name}):
                if used in namespace:
                    visit(used, namespace[used], namespace)
            functions.pop(name)
            functions[name] = source
            return
        if _simple(value):
            constants[name] = f"{name} = {value!r}"

    visit(render.__name__, render, getattr(inspect.unwrap(render), "__globals__", {}))
    parts = [*sorted(imports.values()), *constants.values(), *(s.strip() for s in functions.values())]
    return "\n".join(parts[: len(imports) + len(constants)]) + (
        "\n\n\n" + "\n\n\n".join(parts[len(imports) + len(constants):]) if functions else "") + "\n"


__all__ = ["BROWSER_TIMEOUT_MS", "DARK_PAGES", "Explorer", "MAX_PRECOMPUTED", "SENTENCE_ERRORS",
           "STATIC_SITE_VARIABLE", "as_markup", "building_static_site", "explore", "explorer_css",
           "explorer_name", "frame_key", "render_source"]
