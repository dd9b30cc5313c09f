"""Controls that work on the static website as well as in a live kernel.

The book's pages are static HTML: there is no Python behind them. So every
control switches between pictures that were **precomputed** when the page was
built. Each picture is a small :class:`ipywidgets.Image`; the pictures sit in
:class:`ipywidgets.Stack` widgets, and each control's ``index`` is tied to the
stacks' ``selected_index`` with :func:`ipywidgets.jslink`. A link made by
``jslink`` runs in the browser, so the controls work offline with no kernel.

Two builders cover the book:

- :func:`precomputed_explorer`: one slider per parameter, a picture for every combination;
- :func:`step_through`: a Play button and a slider over the frames of an algorithm.

In a live kernel the same chapter cells call :func:`explorer` and :func:`stepper`,
which compute each picture only when the reader asks for it, over far larger ranges
(:func:`live_explorer`, :func:`live_stepper`). When the book is built for the website,
the build sets the environment variable ``BOARDPUZZLES_STATIC_SITE=1`` and the same calls
precompute their pictures instead, so the static pages work with no kernel.

Both take pictures as matplotlib figures, PNG bytes, or text (a message shown
instead of a picture, for combinations that make no sense). A ``render``
function that raises ``ValueError`` for a combination gets its message shown in
place of the picture, so bad combinations read as clear sentences, never tracebacks.
"""

from __future__ import annotations

import hashlib
import html
import math
import os
from collections.abc import Callable, Mapping, Sequence

import ipywidgets as w
from matplotlib.figure import Figure

from boardpuzzles.book.plotting.style import PICTURE_SCALE, figure_to_png
from boardpuzzles.search import SearchBudgetExceeded

Shown = Figure | bytes | str

#: Shared layouts: thousands of pictures would otherwise each carry their own Layout model in the page.
_PICTURE_LAYOUT = w.Layout(max_width="100%")  # no CSS width: the image's width attribute sizes it
_MESSAGE_LAYOUT = w.Layout(min_height="80px", padding="8px")
_STACK_LAYOUT = w.Layout()

#: Control descriptions take the width they need, so long parameter names are not cut off.
_DESCRIPTION_STYLE = {"description_width": "initial"}

#: Precomputed explorers refuse to build more pictures than this, to keep pages small and builds quick.
#: Messages (combinations that make no sense) do not count.
MAX_PICTURES = 2000

#: Precomputed explorers refuse to try more combinations than this, pictures and messages together.
MAX_COMBINATIONS = 20_000

#: The environment variable the book's build sets, so that controls precompute their pictures.
STATIC_SITE_VARIABLE = "BOARDPUZZLES_STATIC_SITE"


class _PictureCache:
    """Turns figures, PNG bytes and messages into widgets, reusing one widget for identical content."""

    def __init__(self, dpi: int):
        self.dpi = dpi
        self.widgets: dict[str, w.Widget] = {}
        self.pictures = 0

    def widget(self, picture: Shown) -> w.Widget:
        """Return the widget showing ``picture``: an image for a figure or PNG bytes, a message for text."""
        if isinstance(picture, Figure):
            picture = figure_to_png(picture, dpi=self.dpi)
        if isinstance(picture, str):
            key = "text:" + picture
        elif isinstance(picture, bytes):
            key = "png:" + hashlib.sha1(picture).hexdigest()
        else:
            raise TypeError("a picture must be a matplotlib Figure, PNG bytes or a message string, "
                            f"got {type(picture).__name__}")
        if key not in self.widgets:
            self.widgets[key] = _picture_widget(picture)
            self.pictures += isinstance(picture, bytes)
        return self.widgets[key]


def _picture_widget(picture: bytes | str) -> w.Widget:
    """Make the widget for PNG bytes (an image) or a message string (a paragraph)."""
    if isinstance(picture, str):
        return w.HTML(f'<p class="bp-message">{html.escape(picture)}</p>', layout=_MESSAGE_LAYOUT)
    drawn_width = int.from_bytes(picture[16:20], "big")  # the PNG header holds the width in pixels
    return w.Image(value=picture, format="png", width=str(drawn_width // PICTURE_SCALE), layout=_PICTURE_LAYOUT)


def _column(children: list[w.Widget]) -> w.VBox:
    """Stack the controls above the pictures, each as wide as it needs."""
    return w.VBox(children, layout=w.Layout(align_items="flex-start"))


def _options(name: str, values) -> list[tuple[str, object]]:
    """Normalise a control's options to ``(label, value)`` pairs."""
    pairs = [v if isinstance(v, tuple) and len(v) == 2 and isinstance(v[0], str) else (str(v), v) for v in values]
    if not pairs:
        raise ValueError(f"control {name!r} needs at least one option")
    return pairs


def _controls(controls: Mapping[str, Sequence], initial: Mapping[str, object] | None):
    """Return the parameter names, each one's ``(label, value)`` options, and the index each starts on."""
    names = list(controls)
    options = [_options(name, controls[name]) for name in names]
    initial = dict(initial or {})
    start = []
    for name, opts in zip(names, options):
        values = [value for _, value in opts]
        if name in initial and initial[name] not in values:
            raise ValueError(f"initial value {initial[name]!r} for {name!r} is not one of its options {values}")
        start.append(values.index(initial[name]) if name in initial else 0)
    return names, options, start


def _slider(name: str, options: list[tuple[str, object]], index: int, continuous: bool) -> w.SelectionSlider:
    """One explorer slider over ``options``, described by the parameter's name."""
    return w.SelectionSlider(
        options=options, index=index, description=name.replace("_", " "), continuous_update=continuous,
        style=_DESCRIPTION_STYLE, layout=w.Layout(width="min(100%, 420px)"),
    )


def _play(count: int, start: int, interval_ms: int) -> w.Play:
    """A Play button that runs a value from ``start`` up to ``count - 1``, one step per ``interval_ms``."""
    return w.Play(value=start, min=0, max=count - 1, step=1, interval=interval_ms, description="Play")


def _step_controls(count: int, start: int, label: str, interval_ms: int) -> tuple[w.Play, w.IntSlider]:
    """A Play button and a slider over steps 0 to ``count - 1``, linked in the browser."""
    play = _play(count, start, interval_ms)
    slider = w.IntSlider(value=start, min=0, max=count - 1, description=label, continuous_update=True,
                         style=_DESCRIPTION_STYLE, layout=w.Layout(width="320px", max_width="100%"))
    w.jslink((play, "value"), (slider, "value"))
    return play, slider


def _require_control(names: list[str], play: str | None) -> None:
    if play is not None and play not in names:
        raise ValueError(f"play must name one of the controls {names}, got {play!r}")


def _with_play(names: list[str], sliders: list[w.SelectionSlider], play: str | None, interval_ms: int,
               link: Callable) -> list[w.Widget]:
    """Put a Play button before the slider named ``play`` (if any), linked to its index by ``link``."""
    _require_control(names, play)
    if play is None:
        return list(sliders)
    rows: list[w.Widget] = list(sliders)
    at = names.index(play)
    button = _play(len(sliders[at].options), sliders[at].index, interval_ms)
    link((button, "value"), (sliders[at], "index"))
    rows[at] = w.HBox([button, sliders[at]])
    return rows


def _render_safely(render: Callable[..., Shown], params: Mapping[str, object]) -> Shown:
    """Return ``render(**params)``, or the sentence a ``ValueError`` or a search out of budget gives instead."""
    try:
        return render(**params)
    except (ValueError, SearchBudgetExceeded) as error:
        return str(error)


def precomputed_explorer(
    render: Callable[..., Shown],
    controls: Mapping[str, Sequence],
    *, initial: Mapping[str, object] | None = None,
    dpi: int = 72,
    play: str | None = None,
    interval_ms: int = 700,
) -> w.VBox:
    """Build sliders over every combination of ``controls``, each showing a precomputed picture.

    Parameters
    ----------
    render : callable
        Called as ``render(**params)`` once for every combination; returns a matplotlib
        ``Figure`` (closed after rendering), PNG bytes, or a message string. A ``ValueError``
        it raises is shown as a message.
    controls : mapping of str to sequence
        For each parameter of ``render``, its options: plain values, or ``(label, value)``
        pairs. The slider's description is the name with underscores shown as spaces.
    initial : mapping, optional
        The value each slider starts on; the first option by default.
    dpi : int
        Resolution of the pictures; lower keeps the page smaller.
    play : str, optional
        The name of a control (a step, an event) to give a Play button that runs
        it through its options, one every ``interval_ms`` milliseconds.

    Returns
    -------
    ipywidgets.VBox
        The sliders above the picture area.

    Raises
    ------
    ValueError
        If a control has no options, an initial value is not among its options, ``play``
        names no control, or the combinations exceed :data:`MAX_PICTURES`.

    Examples
    --------
    >>> box = precomputed_explorer(lambda n: f"n = {n}", {"n": [1, 2, 3]}, initial={"n": 2})
    >>> slider, pictures = box.children
    >>> slider.index, pictures.selected_index
    (1, 1)
    """
    names, options, start = _controls(controls, initial)
    combinations = count_combinations(dict(zip(names, options)))
    if combinations > MAX_COMBINATIONS:
        raise ValueError(f"an explorer may try at most {MAX_COMBINATIONS:,} combinations, got {combinations:,}; "
                         "narrow the ranges, or run the chapter in a live kernel, where pictures are drawn on demand")

    cache = _PictureCache(dpi)
    stacks_by_level: list[list[w.Stack]] = [[] for _ in names]

    def build(level: int, params: dict) -> w.Widget:
        if level == len(names):
            widget = cache.widget(_render_safely(render, params))
            if cache.pictures > MAX_PICTURES:
                raise ValueError(f"an explorer may precompute at most {MAX_PICTURES} different pictures; "
                                 "narrow the ranges, or run the chapter in a live kernel, where pictures are "
                                 "drawn on demand")
            return widget
        children = [build(level + 1, {**params, names[level]: value}) for _, value in options[level]]
        stack = w.Stack(children=children, selected_index=start[level], layout=_STACK_LAYOUT)
        stacks_by_level[level].append(stack)
        return stack

    _require_control(names, play)  # before the pictures are drawn
    pictures = build(0, {})
    sliders = []
    for name, opts, index, stacks in zip(names, options, start, stacks_by_level):
        slider = _slider(name, opts, index, continuous=True)
        for stack in stacks:
            w.jslink((slider, "index"), (stack, "selected_index"))
        sliders.append(slider)
    return _column([*_with_play(names, sliders, play, interval_ms, w.jslink), pictures])


def step_through(frames: Sequence[Shown], *, label: str = "step", interval_ms: int = 700, dpi: int = 72,
                 start: int = 0) -> w.VBox:
    """Build a Play button and a slider that step through precomputed ``frames``.

    Parameters
    ----------
    frames : sequence of Figure, bytes or str
        One picture per step, in order.
    label : str
        The slider's description.
    interval_ms : int
        Milliseconds between frames while playing.
    dpi : int
        Resolution of the pictures.
    start : int
        The frame shown first.

    Examples
    --------
    >>> box = step_through(["first", "second", "third"])
    >>> controls, pictures = box.children
    >>> play, slider = controls.children
    >>> slider.max, len(pictures.children)
    (2, 3)
    """
    frames = list(frames)
    if not frames:
        raise ValueError("step_through needs at least one frame, got none")
    if not 0 <= start < len(frames):
        raise ValueError(f"start frame must be between 0 and {len(frames) - 1}, got {start}")
    cache = _PictureCache(dpi)
    stack = w.Stack(children=[cache.widget(frame) for frame in frames], selected_index=start)
    play, slider = _step_controls(len(frames), start, label, interval_ms)
    w.jslink((slider, "value"), (stack, "selected_index"))
    return _column([w.HBox([play, slider]), stack])


def count_combinations(controls: Mapping[str, Sequence]) -> int:
    """Return how many combinations an explorer over ``controls`` would precompute.

    >>> count_combinations({"n": range(1, 13), "row": range(12), "col": range(12)})
    1728
    """
    return math.prod(len(options) for options in controls.values())


# --- live controls: each picture computed when the reader asks for it ---------------------------


def building_static_site() -> bool:
    """Say whether this kernel is building the static website (``BOARDPUZZLES_STATIC_SITE=1``)."""
    return os.environ.get(STATIC_SITE_VARIABLE) == "1"


class _LivePicture:
    """One picture area that shows whatever ``render`` returns for the parameters it is given."""

    def __init__(self, render: Callable[..., Shown], dpi: int):
        self.render, self.dpi = render, dpi
        self.area = w.Box(layout=w.Layout(min_height="80px"))

    def show(self, **params) -> None:
        picture = _render_safely(self.render, params)
        if isinstance(picture, Figure):
            picture = figure_to_png(picture, dpi=self.dpi)
        self.area.children = [_picture_widget(picture)]


def live_explorer(render: Callable[..., Shown], controls: Mapping[str, Sequence],
                  *, initial: Mapping[str, object] | None = None, dpi: int = 72, play: str | None = None,
                  interval_ms: int = 700) -> w.VBox:
    """Build one slider per parameter whose picture ``render(**params)`` is computed each time a slider moves.

    The same arguments as :func:`precomputed_explorer`, but nothing is computed ahead,
    so the ranges may be as large as the reader likes. The Play button (``play``) is
    linked in the kernel, so each step it takes draws its picture.

    >>> box = live_explorer(lambda n: f"n = {n}", {"n": range(1, 101)}, initial={"n": 40})
    >>> slider, area = box.children
    >>> slider.value = 99
    >>> area.children[0].value
    '<p class="bp-message">n = 99</p>'
    """
    names, options, start = _controls(controls, initial)
    picture = _LivePicture(render, dpi)
    sliders = [_slider(name, opts, index, continuous=False) for name, opts, index in zip(names, options, start)]

    def update(_change=None) -> None:
        picture.show(**{name: slider.value for name, slider in zip(names, sliders)})

    rows = _with_play(names, sliders, play, interval_ms, w.link)
    for slider in sliders:
        slider.observe(update, names="value")
    update()
    return _column([*rows, picture.area])


def live_stepper(frame: Callable[[int], Shown], count: int, *, label: str = "step", interval_ms: int = 700,
                 dpi: int = 72, start: int = 0) -> w.VBox:
    """Build a Play button and a slider over ``count`` steps; ``frame(k)`` draws step ``k`` when it is shown.

    >>> box = live_stepper(lambda k: f"step {k}", count=1000, start=3)
    >>> controls, area = box.children
    >>> play, slider = controls.children
    >>> slider.value = 999
    >>> area.children[0].value
    '<p class="bp-message">step 999</p>'
    """
    if count < 1:
        raise ValueError(f"a stepper needs at least one step, got {count}")
    if not 0 <= start < count:
        raise ValueError(f"start step must be between 0 and {count - 1}, got {start}")
    picture = _LivePicture(lambda k: frame(k), dpi)
    play, slider = _step_controls(count, start, label, interval_ms)
    slider.observe(lambda change: picture.show(k=change["new"]), names="value")
    picture.show(k=start)
    return _column([w.HBox([play, slider]), picture.area])


def explorer(render: Callable[..., Shown], controls: Mapping[str, Sequence],
             *, initial: Mapping[str, object] | None = None, live: Mapping[str, Sequence] | None = None,
             dpi: int = 72, play: str | None = None, interval_ms: int = 700) -> w.VBox:
    """The chapters' explorer: precomputed over ``controls`` for the website, live over ``live`` in a kernel.

    ``live`` gives the (larger) ranges a reader gets in a live kernel; ``controls`` by default.
    ``play`` names a control that gets a Play button, on the website and in a kernel alike.
    """
    if building_static_site():
        return precomputed_explorer(render, controls, initial=initial, dpi=dpi, play=play, interval_ms=interval_ms)
    return live_explorer(render, live or controls, initial=initial, dpi=dpi, play=play, interval_ms=interval_ms)


def stepper(frame: Callable[[int], Shown], count: int, *, label: str = "step", interval_ms: int = 700,
            dpi: int = 72, start: int = 0) -> w.VBox:
    """The chapters' step player: all ``count`` frames precomputed for the website, drawn on demand in a kernel."""
    if building_static_site():
        return step_through([frame(k) for k in range(count)], label=label, interval_ms=interval_ms, dpi=dpi,
                            start=start)
    return live_stepper(frame, count, label=label, interval_ms=interval_ms, dpi=dpi, start=start)

