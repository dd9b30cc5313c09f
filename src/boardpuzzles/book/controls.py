"""The book's widgets' controls, and the JavaScript module each widget runs.

An explorer (:mod:`boardpuzzles.book.explorer`) and a program stepper (:mod:`boardpuzzles.book.stepper`)
describe their controls the same way: each parameter's range or options become a control's description
(:func:`control_spec`), which the browser draws, and whose values (:func:`allowed_values`) a setting
must take.

Their front ends share one JavaScript kit, ``kit.js`` (elements, the square's text, the square under the
pointer, number boxes, the step player, a setup of the page's Python tried again after a failure). A
widget's front end is one text, its anywidget module (``_esm``): :func:`widget_module` makes it from the
kit and the widget's own files, so that the same module runs on the website (from the chapters' stored
widget state, also from ``file://`` and offline) and in a kernel.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from pathlib import Path

from boardpuzzles.errors import BookError

_HERE = Path(__file__).parent

#: The words a control's label uses where the render parameter's name is the code's short one.
#: The board size, the row and the column read the same in every chapter: "board size", "row", "column".
CONTROL_LABELS = {"size": "board size"}

#: The file every widget's module starts with, what the widgets' front ends share.
KIT = "kit.js"

#: An import of one of the book's own files, as a line of its own: ``import { a, b } from "./kit.js";``.
_OWN_IMPORT = re.compile(r'^import\s*\{[^}]*\}\s*from\s*"\./(?P<file>[\w.-]+\.js)";[ \t]*\n', re.M)


def control_label(name: str) -> str:
    """Return the words a reader sees for the control of the parameter ``name``.

    The code's short names read as the prose says them: ``size`` is the board size, as
    everywhere in the package; other names lose their underscores.

    Parameters
    ----------
    name : str
        A render function's or a tracer's parameter.

    Returns
    -------
    str
        The control's label.

    Examples
    --------
    >>> [control_label(name) for name in ("size", "row", "column", "tie_break")]
    ['board size', 'row', 'column', 'tie break']
    """
    return CONTROL_LABELS.get(name, name.replace("_", " "))


def control_spec(name: str, options) -> dict:
    """Describe one control for the browser: a number (from a range) or a choice (from a list).

    Parameters
    ----------
    name : str
        The parameter the control sets.
    options : range or sequence
        A range of whole numbers (a number to slide or type), or the options of a choice: words, whole
        numbers, or ``(label, value)`` pairs.

    Returns
    -------
    dict
        ``{"name", "label", "kind": "number", "min", "max", "step"}`` or
        ``{"name", "label", "kind": "choice", "options": [[label, value], ...]}``.

    Raises
    ------
    ValueError
        For an empty range or list, or an option that is neither a word nor a whole number.

    Examples
    --------
    >>> control_spec("size", range(1, 9))
    {'name': 'size', 'label': 'board size', 'kind': 'number', 'min': 1, 'max': 8, 'step': 1}
    >>> control_spec("view", ["path", ("the numbers", "numbers")])["options"]
    [['path', 'path'], ['the numbers', 'numbers']]
    """
    label = control_label(name)
    if isinstance(options, range):
        if len(options) == 0:
            raise BookError(f"control {name!r} has an empty range")
        return {"name": name, "label": label, "kind": "number", "min": options.start,
                "max": options[-1], "step": options.step}
    pairs = [o if isinstance(o, tuple) and len(o) == 2 and isinstance(o[0], str) else (str(o), o) for o in options]
    if not pairs:
        raise BookError(f"control {name!r} needs at least one option")
    for _, value in pairs:
        if not isinstance(value, (str, int)) or isinstance(value, bool):
            raise BookError(f"control {name!r}: options must be words or whole numbers, got {value!r}")
    return {"name": name, "label": label, "kind": "choice", "options": [list(p) for p in pairs]}


def allowed_values(control: dict) -> list:
    """Return every value a control described by :func:`control_spec` can take, in its order.

    Parameters
    ----------
    control : dict
        A control's description.

    Returns
    -------
    list
        A number's whole numbers from its minimum to its maximum, or a choice's values.

    Examples
    --------
    >>> allowed_values(control_spec("size", range(2, 9, 3)))
    [2, 5, 8]
    >>> allowed_values(control_spec("view", ["path", "numbers"]))
    ['path', 'numbers']
    """
    if control["kind"] == "number":
        return list(range(control["min"], control["max"] + 1, control["step"]))
    return [value for _, value in control["options"]]


def widget_module(names: Sequence[str]) -> str:
    """Return one widget's JavaScript module: the kit, then the named files of this folder, in that order.

    Each file imports what it uses from the others (``import { element } from "./kit.js";``, so that
    Node's tests run it as it is); in the one module they share a scope, so those imports go.

    Parameters
    ----------
    names : sequence of str
        The widget's own files, each after the files it imports from (``["board_view.js", "explorer.js"]``).

    Returns
    -------
    str
        The module's text, an anywidget ``_esm``.

    Raises
    ------
    ValueError
        Where a file imports from one of the book's files that is not before it in the module.

    Examples
    --------
    >>> module = widget_module(["scene.js", "stepper.js"])
    >>> module.startswith("// The book's JavaScript kit") and "import {" not in module
    True
    """
    parts = []
    done = set()
    for name in (KIT, *names):
        text = (_HERE / name).read_text(encoding="utf-8")
        for found in _OWN_IMPORT.finditer(text):
            if found["file"] not in done:
                raise BookError(f"{name} imports from {found['file']}, which is not before it in its module")
        parts.append(_OWN_IMPORT.sub("", text))
        done.add(name)
    return "\n".join(parts)


#: ``export`` before a declaration of the kit's, as it stands at the start of a line.
_EXPORT = re.compile(r"^export (?=(?:async )?(?:function|const|let|class)\b)", re.M)


def page_script(script: str) -> str:
    """Return a classic script for the website's pages: the kit's declarations, then ``script``, in one scope.

    A page's own script (``book/_static/live/cells.js``) cannot import the kit: an ES module does not run from
    ``file://``, where the page must still say what works. So the build gives it the kit inside one function
    scope, without ``export``, and the script uses the kit's names (``element``) as its own, as a widget's
    module does (:func:`widget_module`). Nothing is added to the page's global names.

    Parameters
    ----------
    script : str
        The script's text.

    Returns
    -------
    str
        The classic script the page loads.

    Examples
    --------
    >>> text = page_script('element("p");')
    >>> text.startswith("(() => {") and "function element(" in text and "export " not in text
    True
    """
    kit = _EXPORT.sub("", (_HERE / KIT).read_text(encoding="utf-8"))
    return f'(() => {{\n"use strict";\n{kit}\n{script}\n}})();\n'


__all__ = ["CONTROL_LABELS", "KIT", "allowed_values", "control_label", "control_spec", "page_script",
           "widget_module"]
