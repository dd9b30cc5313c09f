"""Step through a program: run one of the package's functions under a tracer and record each line it runs.

A trace is what a chapter's program stepper (:mod:`boardpuzzles.book.stepper`) shows. The function
really runs, under ``sys.settrace``; nothing is re-enacted. For each line that runs, the trace
keeps where it is in the listing the chapter prints (``code_of``), the
variables of the call it ran in that changed since that call's last line, the calls above it (for a
recursion), and a *scene*: what a picture of that moment needs (a board, a queue, pegs), made by a
function the caller gives.

The standard library only, so that the same trace is made in a kernel and by the Python in the
reader's browser (Pyodide).

>>> from boardpuzzles.knight import try_offsets
>>> trace = trace_call(try_offsets, 3, (0, 0))
>>> print(trace["listing"][6])
    for order, (d_row, d_col) in enumerate(offsets, start=1):
>>> [step["line"] for step in trace["steps"]][:12]
[3, 4, 5, 6, 7, 8, 9, 10, 11, 7, 8, 9]
>>> trace["steps"][7]["set"]
{'target': '(-2, -1)'}
"""

from __future__ import annotations

import inspect
import re
import sys
from collections.abc import Callable, Mapping

from boardpuzzles.book.listing import code_of

#: A trace stops after this many steps (lines run and returns), with a sentence that says how far it got.
STEP_LIMIT = 2000

#: A variable's value is shown as its ``repr``, cut to about this many characters.
VALUE_WIDTH = 64


class _TraceFull(BaseException):
    """Raised inside the traced program when the trace is full; a BaseException, so no ``except`` catches it."""


def shown_value(value) -> str:
    """Return the text a stepper shows for a variable's value: its ``repr``, cut to about :data:`VALUE_WIDTH`.

    A long value keeps its two ends, cut between its items: a queue's back (where a square joins it) and a
    list's last item stay in view. An object's address (``at 0x7f…``) is left out: it changes from run to run and
    says nothing.

    Parameters
    ----------
    value : object
        Any value; one whose ``repr`` fails (an object half made) is shown by its type's name.

    Returns
    -------
    str
        At most :data:`VALUE_WIDTH` characters; where the text was cut, an ellipsis stands for what was left out.

    Examples
    --------
    >>> shown_value([1, 2]), shown_value("ab")
    ('[1, 2]', "'ab'")
    >>> shown_value(list(range(100)))
    '[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, … 95, 96, 97, 98, 99]'
    >>> shown_value([iter([1])])
    '[<list_iterator object>]'
    """
    try:
        text = re.sub(r" at 0x[0-9a-fA-F]+", "", repr(value))
    except Exception:  # a value half made (an object inside its __init__) may not have a repr yet
        text = f"<{type(value).__name__}>"
    if len(text) <= VALUE_WIDTH:
        return text
    # two thirds of the room for the front, one third for the back, each cut between the value's own items (at its
    # outermost ", "), so that no square or number is cut in two; a text without items is cut where it must be
    front_room, back_room = VALUE_WIDTH * 2 // 3, VALUE_WIDTH // 3 - 2
    ends = _item_ends(text)
    fronts = [end for end in ends if end < front_room]
    backs = [end for end in ends if end + 2 >= len(text) - back_room and (not fronts or end > fronts[-1])]
    front = text[:fronts[-1] + 1] if fronts else text[:front_room]
    back = text[backs[0] + 2:] if backs else text[len(text) - back_room:]
    return f"{front} … {back}"


def _item_ends(text: str) -> list[int]:
    """Where the items of a value's ``repr`` end: the places of its ", " at the outermost depth that has one.

    >>> _item_ends("{(0, 1): None, (2, 3): None}")
    [13]
    """
    depth, found = 0, []
    for place, char in enumerate(text):
        depth += (char in "([{") - (char in ")]}")
        if char == "," and text[place + 1:place + 2] == " ":
            found.append((depth, place))
    top = min((depth for depth, _ in found), default=0)
    return [place for depth, place in found if depth == top]


def listing_lines(function) -> tuple[list[str], dict[int, int]]:
    """Return the lines ``code_of(function)`` shows, and where each line of its file appears among them.

    The map takes a line number of the function's file (as a traceback says it) to the 1-based number
    of the listing line where that line starts. The docstring's lines map nowhere: the listing leaves
    the docstring out; a long line that the listing breaks maps to its first piece.

    Parameters
    ----------
    function : callable
        A function whose source is on disk.

    Returns
    -------
    tuple of (list of str, dict of int to int)
        The listing's lines, and the map from the file's line numbers to the listing's.

    Examples
    --------
    >>> from boardpuzzles.board import on_board
    >>> lines, where = listing_lines(on_board)
    >>> lines[0]
    'def on_board(size: int, square: Square) -> bool:'
    >>> first = on_board.__code__.co_firstlineno
    >>> where[first]
    1
    """
    listing = code_of(function).rstrip("\n").split("\n")
    file_lines, first = inspect.getsourcelines(function)

    def squeeze(line: str) -> str:  # the line without spaces and brackets (a broken line may gain brackets)
        return "".join(line.split()).replace("(", "").replace(")", "")

    where, shown = {}, 0
    for offset, line in enumerate(file_lines):
        while shown < len(listing) and not listing[shown].strip():
            shown += 1  # a blank line of the listing
        text = squeeze(line)
        if not text or shown >= len(listing):
            continue
        pieces = squeeze(listing[shown])
        if not text.startswith(pieces):
            continue  # a docstring's line, which the listing leaves out
        where[first + offset] = shown + 1
        shown += 1
        while pieces != text and shown < len(listing) and text.startswith(pieces + squeeze(listing[shown])):
            pieces += squeeze(listing[shown])
            shown += 1
    return listing, where


def _codes(code) -> set:
    """A function's code object and those of the functions, lambdas and comprehensions defined inside it."""
    found = {code}
    for constant in code.co_consts:
        if hasattr(constant, "co_code"):
            found |= _codes(constant)
    return found


def trace_call(function: Callable, *args, scene: Callable | None = None, limit: int = STEP_LIMIT,
               drive: Callable | None = None, masks: Mapping[str, str] | None = None, **kwargs) -> dict:
    """Run ``function(*args, **kwargs)`` under a tracer and return its trace (a dict of JSON-ready values).

    Parameters
    ----------
    function : callable
        A function whose source is on disk (the package's, or one defined in a notebook).
    *args, **kwargs : object
        Its arguments.
    scene : callable, optional
        ``scene(variables)`` gets the running call's variables (a dict) at each step and returns
        what a picture of that moment needs (JSON-ready), or ``None``.
    limit : int
        The most steps to record.
    masks : mapping of str to str, optional
        Words to show in place of a variable's value that changes from run to run (a clock's time),
        so that a trace is the same on every run.
    drive : callable, optional
        What to do with the call's value: ``list`` runs a generator to its end (the default for a
        generator function), or a function of your own that consumes it step by step.

    Returns
    -------
    dict
        ``listing`` (the lines ``code_of`` shows), ``steps`` (each with
        ``line``, its listing line, which runs next; ``call``, the number of the call it runs in;
        ``stack``, the calls from the outermost in; ``set``, the variables that changed, as text, and
        ``gone``, those no longer there; ``event``, ``"line"`` or
        ``"return"``, with ``value`` for a return; ``scene``, an index into ``scenes``; each key only
        where it has something: no ``stack`` for a call with none above it, no ``event`` for a line), ``calls`` (each
        call's function name and arguments as text), ``scenes``, ``result`` (the value's text, or
        ``None``), ``error`` (the sentence of a ValueError the call raised, or ``None``) and
        ``stopped`` (a sentence if the trace reached ``limit``, or ``None``).

    Examples
    --------
    >>> from boardpuzzles.board import on_board
    >>> trace = trace_call(on_board, 3, (0, 4))
    >>> trace["function"], trace["result"], trace["calls"], trace["steps"][-1]["event"]
    ('on_board', 'False', [{'name': 'on_board', 'args': 'size=3, square=(0, 4)'}], 'return')
    >>> trace_call(on_board, 3, (0, 4), limit=1)["stopped"][:37]
    'The trace stops here, after 1 steps: '
    """
    recorder = _Recorder(function, scene, limit, masks or {})
    result = error = stopped = None
    previous = sys.gettrace()
    sys.settrace(recorder.tracer)
    try:
        value = function(*args, **kwargs)
        if drive is None and hasattr(value, "__next__"):
            drive = list
        value = drive(value) if drive is not None else value
        result = shown_value(value)
    except _TraceFull:
        stopped = (f"The trace stops here, after {limit:,} steps: step through a smaller setting to see "
                   "the program to its end.")
    except ValueError as raised:
        error = str(raised)
    finally:
        sys.settrace(previous)
    return {"function": function.__name__, "listing": recorder.listing, "steps": recorder.steps,
            "calls": recorder.calls, "scenes": recorder.scenes, "result": result, "error": error,
            "stopped": stopped}


class _Recorder:
    """What :func:`trace_call` records while the function runs: its steps, calls and scenes."""

    def __init__(self, function: Callable, scene: Callable | None, limit: int, masks: Mapping[str, str]):
        self.listing, self.where = listing_lines(function)
        self.followed = _codes(function.__code__)
        self.scene, self.limit, self.masks = scene, limit, masks
        self.steps: list[dict] = []
        self.calls: list[dict] = []
        self.scenes: list = []
        self.scene_index: dict[str, int] = {}
        self.numbers: dict[int, int] = {}        # id(frame) -> its call's number
        self.frames: dict[int, object] = {}      # keeps each traced frame alive, so that its id stays its own
        self.seen: dict[int, dict[str, str]] = {}  # a call's variables as last shown
        self.stack: list[int] = []

    def tracer(self, frame, event, value):
        """The global trace function: follow the calls of the function's own code only."""
        if event != "call" or frame.f_code not in self.followed:
            return None
        if id(frame) not in self.numbers:  # a first call (a generator resumed is the same frame again)
            self.numbers[id(frame)] = len(self.calls)
            self.frames[id(frame)] = frame
            code = frame.f_code
            arguments = code.co_varnames[:code.co_argcount + code.co_kwonlyargcount]
            self.calls.append({"name": code.co_name, "args": ", ".join(
                f"{name}={shown_value(frame.f_locals.get(name))}" for name in arguments)})
        self.stack.append(self.numbers[id(frame)])
        return self.local

    def local(self, frame, event, value):
        """The trace function of a followed call: a step for each line and for the return."""
        if event in ("line", "return"):
            self.record(frame, event, value)
        if event == "return" and self.stack and self.stack[-1] == self.numbers[id(frame)]:
            self.stack.pop()
        return self.local

    def picture(self, variables: dict) -> int | None:
        """The scene of this moment, by its index; ``None`` from ``scene`` keeps the last step's."""
        drawn = self.scene(variables) if self.scene is not None else None
        if drawn is None:
            return self.steps[-1].get("scene") if self.steps else None
        key = repr(drawn)
        if key not in self.scene_index:
            self.scene_index[key] = len(self.scenes)
            self.scenes.append(drawn)
        return self.scene_index[key]

    def record(self, frame, event: str, value) -> None:
        """Add one step: the line about to run (or the return), what changed, the calls above, the scene."""
        if len(self.steps) >= self.limit:
            raise _TraceFull
        number = self.numbers[id(frame)]
        variables = dict(frame.f_locals)
        now = {name: self.masks.get(name) or shown_value(item) for name, item in variables.items()
               if not name.startswith(".")}
        before = self.seen.get(number, {})
        step = {"line": self.where.get(frame.f_lineno, 0), "call": number}
        drawn = self.picture(variables)
        # Only what is there: a step of a call with nothing above it has no stack, and so on.
        for key, shown in (("stack", list(self.stack) if self.stack != [number] else None),
                           ("set", {name: text for name, text in now.items() if before.get(name) != text}),
                           ("gone", [name for name in before if name not in now]), ("scene", drawn)):
            if shown or (key == "scene" and shown == 0):
                step[key] = shown
        if event == "return":
            step["event"] = "return"
            step["value"] = shown_value(value)
        self.seen[number] = now
        self.steps.append(step)


def variables_at(trace: Mapping, index: int) -> dict[str, str]:
    """Return the variables of the call that step ``index`` ran in, as the stepper shows them then.

    Parameters
    ----------
    trace : mapping
        A trace, as :func:`trace_call` returns it.
    index : int
        A step's index, from 0.

    Returns
    -------
    dict of str to str
        Each variable's name and its value as text, in the order the call made them.

    Examples
    --------
    >>> from boardpuzzles.board import on_board
    >>> trace = trace_call(on_board, 3, (0, 4))
    >>> trace["result"], variables_at(trace, 0)
    ('False', {'size': '3', 'square': '(0, 4)'})
    """
    call = trace["steps"][index]["call"]
    shown: dict[str, str] = {}
    for step in trace["steps"][:index + 1]:
        if step["call"] == call:
            shown.update(step.get("set", {}))
            for name in step.get("gone", ()):
                shown.pop(name, None)
    return shown
