"""The program stepper: a chapter's program, line by line, beside the board, the queue or the pegs.

A chapter hands :func:`step_through` one of the tracers of :mod:`boardpuzzles.book.steppers` and the
range of each of its settings::

    step_through(trace_offsets,
                 {"size": range(1, 9), "row": range(1, 9), "column": range(1, 9)},
                 initial={"size": 5, "row": 1, "column": 1})

The reader sees the program's listing with the line that runs next highlighted (``aria-current="step"``),
the variables of the running call (what the last line changed marked), the calls above it in a
recursion, and the scene of that moment; back, forward, to the start, to the end, Play, and a step
number to type. Where the cell runs decides who traces a new setting: in a kernel, Python; on the
website, the trace of the first setting is stored with the page (it steps from ``file://`` and before
Python starts) and any other is traced by Python in the reader's browser, from the tracer's own source
(:func:`~boardpuzzles.book.explorer.render_source`). The trace is the real program run under
``sys.settrace`` (:mod:`boardpuzzles.book.tracing`), never a re-enactment.

``predict=True`` offers to ask ("ask me where the program jumps"): before each step where the program does not
simply go on to the next statement (a loop goes round, a test is false, a call, a return), which line runs after
the current one; a wrong answer gets a hint and a second try, the answer its reason (``jumpReason`` in
stepper.js), and the focus stays in the stepper.
"""

from __future__ import annotations

import hashlib
import html
import json
from collections.abc import Callable, Mapping
from pathlib import Path

import traitlets

from boardpuzzles.book.controls import allowed_values, control_spec, widget_module
from boardpuzzles.book.explorer import (
    BROWSER_TIMEOUT_MS,
    SENTENCE_ERRORS,
    BookWidget,
    building_static_site,
    explorer_css,
    explorer_name,
    render_source,
)
from boardpuzzles.book.steppers import ALGORITHM_STEPS, MARKS, READER_COUNTING
from boardpuzzles.errors import BookError
from boardpuzzles.pictures.colours import PALETTE

_HERE = Path(__file__).parent

#: The colours of the stepper's scenes besides its marks' (those of :data:`~boardpuzzles.book.steppers.MARKS`),
#: the squares' and the moving disk's; taken as custom properties from the pictures' palette (one home).
SCENE_COLOURS = ("light", "dark", "path_end")

#: The colours of a mark's label, by the name :data:`~boardpuzzles.book.steppers.MARKS` gives it.
_LABEL_COLOURS = {"white": "#ffffff", "ink": "var(--kp-ink)"}


def _css_name(colour: str) -> str:
    return f"var(--kp-scene-{colour.replace('_', '-')})"


def marks_css() -> str:
    """The marks' styles, made from :data:`~boardpuzzles.book.steppers.MARKS`: a disc filled, a box outlined.

    >>> print(marks_css().splitlines()[0])
    .kp-mark-piece { fill: var(--kp-scene-piece); }
    """
    rules = []
    for kind, mark in MARKS.items():
        if mark["shape"] == "disc":
            rules.append(f".kp-mark-{kind} {{ fill: {_css_name(mark['colour'])}; }}")
        elif mark["shape"] in ("box", "dashed"):
            dash = " stroke-dasharray: 4 2;" if mark["shape"] == "dashed" else ""
            stroke = _css_name(mark["colour"])
            rules.append(f".kp-mark-{kind} {{ fill: none; stroke: {stroke}; stroke-width: 3;{dash} }}")
    for kind, mark in MARKS.items():
        if mark["label"]:
            rules.append(f".kp-scene-board text.kp-label-{kind} {{ fill: {_LABEL_COLOURS[mark['label']]}; }}")
    return "\n".join(rules) + "\n"


def stepper_css() -> str:
    """The stepper's stylesheet: the explorers' controls and colours, its own layout, the scenes' palette.

    Examples
    --------
    >>> css = stepper_css()
    >>> ".kp-stepper {" in css and "--kp-scene-path-end:" in css
    True
    """
    colours = dict.fromkeys([*SCENE_COLOURS, *(mark["colour"] for mark in MARKS.values() if mark["colour"])])
    palette = "".join(f"  --kp-scene-{name.replace('_', '-')}: {PALETTE[name]};\n" for name in colours)
    return (explorer_css() + (_HERE / "stepper.css").read_text(encoding="utf-8")
            + "\n/* The scenes' colours: boardpuzzles.pictures.colours.PALETTE, the same in both modes. */\n"
            + f":is(.kp-stepper, .kp-practice) {{\n{palette}}}\n"
            + "/* The marks: boardpuzzles.book.steppers.MARKS. */\n" + marks_css())


class Stepper(BookWidget):
    """The widget behind :func:`step_through`: a listing, a player, the variables and the scene of each step.

    Parameters
    ----------
    *args, **kwargs : object
        The synced traits, by keyword: ``spec`` (the controls, the tracer's name and source for the
        page's Python), ``values`` (the setting), ``trace`` (its trace) and ``mode`` (``"kernel"``, or
        ``"static"`` on the website). :func:`step_through` makes one.

    Examples
    --------
    >>> stepper = Stepper(spec={"tracer": "trace_circular"}, values={"disks": 1}, trace={"steps": [{}, {}]})
    >>> stepper
    Stepper of trace_circular(disks=1): 2 steps
    """

    _esm = widget_module(["scene.js", "stepper.js"])
    _css = stepper_css()
    spec = traitlets.Dict().tag(sync=True)
    values = traitlets.Dict().tag(sync=True)
    trace = traitlets.Dict().tag(sync=True)
    mode = traitlets.Unicode("kernel").tag(sync=True)

    def __repr__(self) -> str:
        """The same text on every run, so that a notebook's stored output compares (nbval)."""
        call = f"{self.spec.get('tracer', '?')}({', '.join(f'{k}={v!r}' for k, v in self.values.items())})"
        steps = len(self.trace.get("steps", ()))
        text = f"Stepper of {call}: {steps} steps"
        if self.mode == "static":
            digest = hashlib.sha256(json.dumps([self.spec, self.trace], sort_keys=True).encode()).hexdigest()
            text += f", stored trace {digest[:12]}"
        return text

    def still(self) -> str:
        """What a notebook that has not run yet shows: the program's listing with a one-line note."""
        return stepper_still(self.trace)


#: The line above a stepper's listing, where the notebook has not run yet.
STEPPER_STILL_NOTE = "Run this cell to step through the program line by line, beside its board:"


def stepper_still(trace: Mapping) -> str:
    """The stand-in a notebook shows for a stepper before its cell runs: a note and the listing.

    Parameters
    ----------
    trace : mapping
        A trace, of which only the ``listing`` is shown.

    Returns
    -------
    str
        HTML: :data:`STEPPER_STILL_NOTE` and the listing, escaped.

    Examples
    --------
    >>> still = stepper_still({"listing": ["def f(x):", "    return x < 1"]})
    >>> still.startswith('<div class="kp-still"><p><em>Run this cell') and "x &lt; 1" in still
    True
    """
    listing = html.escape("\n".join(trace.get("listing") or ()))
    return f'<div class="kp-still"><p><em>{STEPPER_STILL_NOTE}</em></p><pre>{listing}</pre></div>'


def traced(tracer: Callable, values: Mapping[str, object]) -> dict:
    """Trace one setting; a ValueError (a setting the program refuses) becomes the trace's ``error`` sentence.

    Parameters
    ----------
    tracer : callable
        One of :mod:`boardpuzzles.book.steppers`' ``trace_*`` functions.
    values : mapping of str to object
        The setting, by keyword.

    Returns
    -------
    dict
        The trace; for a refused setting, one with no steps and the refusal's sentence as ``error``.

    Examples
    --------
    >>> from boardpuzzles.book.steppers import trace_offsets
    >>> traced(trace_offsets, {"size": 3, "row": 4, "column": 1})["error"]
    'Pick a row and a column from 1 to 3.'
    """
    try:
        return tracer(**values)
    except SENTENCE_ERRORS as error:
        return {"function": tracer.__name__, "listing": [], "steps": [], "calls": [], "scenes": [],
                "result": None, "error": str(error), "stopped": None}


def step_through(tracer: Callable, controls: Mapping[str, range], *, initial: Mapping[str, object] | None = None,
                 predict: bool = False, name: str | None = None) -> Stepper:
    """Make the program stepper of ``tracer`` over ``controls``; see the module's introduction.

    Parameters
    ----------
    tracer : callable
        One of :mod:`boardpuzzles.book.steppers`' ``trace_*`` functions: the reader's settings by
        keyword, a trace back.
    controls : mapping of str to range
        Each setting's range: small enough to step through.
    initial : mapping, optional
        The first setting (each range's first value otherwise), the one stored with the website.
    predict : bool
        Ask "which line runs next?" where the program does not go on to the next line.
    name : str, optional
        The name a screen reader gives the stepper's region (the tracer's one-line summary otherwise).

    Returns
    -------
    Stepper
        The widget; a notebook shows it.

    Raises
    ------
    ValueError
        For a control that is not a range of whole numbers, or an initial value outside its range.

    Examples
    --------
    >>> from boardpuzzles.book.steppers import trace_circular
    >>> stepper = step_through(trace_circular, {"disks": range(1, 6)}, initial={"disks": 2})
    >>> stepper.values, len(stepper.trace["steps"]) > 10
    ({'disks': 2}, True)
    """
    specs = [control_spec(control, options) for control, options in controls.items()]
    if any(spec["kind"] != "number" for spec in specs):
        raise BookError(f"a stepper's settings are ranges of whole numbers, got {dict(controls)!r}")
    values = {spec["name"]: allowed_values(spec)[0] for spec in specs}
    for control, value in dict(initial or {}).items():
        if control not in values or value not in controls[control]:
            raise BookError(f"initial value {value!r} for {control!r} is not one of its control's values")
        values[control] = value
    # The page's Python returns what a call returns as text: the trace goes back as JSON.
    call = f"{tracer.__name__}_as_json"
    code = (render_source(tracer) + f"\nimport json\n\n\ndef {call}(**values):\n"
            f"    return json.dumps({tracer.__name__}(**values))\n")
    spec = {"controls": specs, "tracer": tracer.__name__, "code": code, "call": call, "predict": predict,
            "name": name or explorer_name(tracer), "timeout_ms": BROWSER_TIMEOUT_MS,
            # the variables the program counts from 0 and the reader from 1 (shown in the reader's counting)
            "counting": READER_COUNTING.get(tracer.__name__, {}),
            # the algorithm's own step, which the reader may step by instead of a line: its name and plural
            "algorithm": list(ALGORITHM_STEPS.get(tracer.__name__, ())) or None,
            # each kind of mark: its words and its shape (its colours are the stylesheet's, from the same MARKS)
            "marks": {kind: {"words": mark["words"], "shape": mark["shape"]} for kind, mark in MARKS.items()}}
    widget = Stepper(spec=spec, values=values, trace=traced(tracer, values))
    if building_static_site():
        widget.mode = "static"
    else:
        widget.observe(lambda change: _retrace(widget, tracer, change["new"]), "values")
    return widget


def _retrace(widget: Stepper, tracer: Callable, values: Mapping[str, object]) -> None:
    """Trace a kernel's stepper's new setting; one traced alike changes nothing, so the front end is told it is done."""
    trace = traced(tracer, values)
    if trace == widget.trace:
        widget.send({"traced": dict(values)})
    else:
        widget.trace = trace
