"""The Python side of the page's live Python: run source, call a function, report errors as sentences.

The Web Worker (``worker.js``) executes this file once in a fresh Pyodide and then calls
:func:`run_source` and :func:`call_function` (for the explorers and ``knightsLive.run``), and
:func:`run_cell` and :func:`run_statements` (for the chapters' code cells, ``cells.js``); each
returns a JSON string for the page. The reader's code shares one namespace, ``NAMESPACE``, which
lasts as long as the worker. This file is the only Python the page runs of its own.
The same file runs under CPython in the tests and at build time (to find which standard
library modules the website's Python needs), so it uses nothing from Pyodide.
"""

import ast
import contextlib
import io
import json
import pprint
import traceback

#: Where the page's code runs: what one ``run`` defines, the next ``run`` or ``call`` sees.
NAMESPACE = {"__name__": "__main__"}

#: The file name the page's code gets in tracebacks, so that its own lines can be told apart.
SOURCE_NAME = "<page>"

#: The file name of the chapter's statements that a code cell needs, run before it.
CHAPTER_NAME = "<chapter>"


def _execute(source: str):
    """Execute ``source`` in ``NAMESPACE``; return the value of a last line that is an expression, or None."""
    tree = ast.parse(source, SOURCE_NAME)
    last = tree.body.pop() if tree.body and isinstance(tree.body[-1], ast.Expr) else None
    exec(compile(tree, SOURCE_NAME, "exec"), NAMESPACE)
    if last is None:
        return None
    return eval(compile(ast.Expression(last.value), SOURCE_NAME, "eval"), NAMESPACE)


def _page_line(error: BaseException) -> int | None:
    """Return the line of the page's code where ``error`` happened (or was found, for a syntax error)."""
    if isinstance(error, SyntaxError) and error.filename == SOURCE_NAME:
        return error.lineno
    lines = [frame.lineno for frame in traceback.extract_tb(error.__traceback__) if frame.filename == SOURCE_NAME]
    return lines[-1] if lines else None


#: Said after a missing module: the website's Python has no packages but boardpuzzles, and only
#: the parts of the standard library that boardpuzzles uses.
MISSING = "the website's Python has boardpuzzles and only the parts of the standard library it uses"


def _error(error: BaseException, out: io.StringIO, err: io.StringIO, **more) -> str:
    return json.dumps({
        "ok": False, "type": type(error).__name__, "text": str(error),
        "types": [kind.__name__ for kind in type(error).__mro__],  # a subclass of ValueError is a ValueError too
        "last": traceback.format_exception_only(type(error), error)[-1].strip(),
        "hint": MISSING if isinstance(error, ModuleNotFoundError) else None,
        "line": _page_line(error), "stdout": out.getvalue(), "stderr": err.getvalue(), **more,
    })


def run_source(source: str) -> str:
    """Run ``source``; return JSON with its stdout, stderr and the ``repr`` of its last expression (or its error)."""
    out, err = io.StringIO(), io.StringIO()
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            value = _execute(source)
    except BaseException as error:  # SystemExit too: the page gets a sentence, the worker lives on
        return _error(error, out, err)
    return json.dumps({"ok": True, "stdout": out.getvalue(), "stderr": err.getvalue(),
                       "result": None if value is None else repr(value)})


def call_function(name: str, kwargs_json: str) -> str:
    """Call ``NAMESPACE[name](**kwargs)``; return JSON with the ``str`` of its result (or its error).

    The keyword arguments come as JSON, so a square arrives as a list ``[row, col]``.
    """
    out, err = io.StringIO(), io.StringIO()
    try:
        function = NAMESPACE.get(name)
        if not callable(function):
            raise NameError(f"the page's Python has no function named {name!r}: define it with run() first")
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            value = function(**json.loads(kwargs_json))
    except BaseException as error:  # SystemExit too: the page gets a sentence, the worker lives on
        return _error(error, out, err)
    return json.dumps({"ok": True, "stdout": out.getvalue(), "stderr": err.getvalue(), "value": str(value)})


def shown(value) -> dict | None:
    """How a code cell shows its last value: a picture (SVG, with its text alternative) or text, as Jupyter prints it.

    >>> shown(None), shown("a"), shown([1, 2])
    (None, {'text': "'a'"}, {'text': '[1, 2]'})
    >>> shown('<svg aria-label="x"></svg>')
    {'svg': '<svg aria-label="x"></svg>', 'alt': ''}
    """
    if value is None:
        return None
    if isinstance(value, str) and value.lstrip().startswith("<svg"):
        return {"svg": str(value), "alt": str(getattr(value, "alt", ""))}
    return {"text": repr(value) if isinstance(value, str) else pprint.pformat(value, width=79, sort_dicts=False)}


def verdict(value) -> str | None:
    """``"pass"`` or ``"fail"`` for a value with a boolean ``passed`` (an exercise's verdict), else ``None``.

    >>> class Verdict:
    ...     passed = False
    >>> verdict(Verdict()), verdict("All 3 checks passed."), verdict(None)
    ('fail', None, None)
    """
    try:
        passed = getattr(value, "passed", None)
    except Exception:  # an object whose attributes fail to read is no verdict
        return None
    return ("pass" if passed else "fail") if isinstance(passed, bool) else None


def run_cell(source: str) -> str:
    """Run a code cell's ``source``; return JSON with its stdout, stderr, how its last value shows, and its verdict.

    As :func:`run_source`, but the last value comes as :func:`shown` says (``"shown"``, or ``null``),
    and ``"verdict"`` is :func:`verdict`'s (``"pass"``, ``"fail"`` or ``null``).
    """
    out, err = io.StringIO(), io.StringIO()
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            value = _execute(source)
            reply = {"shown": shown(value), "verdict": verdict(value)}  # a __repr__ may print, or fail
    except BaseException as error:  # SystemExit too: the page gets a sentence, the worker lives on
        return _error(error, out, err)
    return json.dumps({"ok": True, "stdout": out.getvalue(), "stderr": err.getvalue(), **reply})


def run_statements(statements_json: str) -> str:
    """Run the chapter's statements a code cell needs, ``[[id, source], ...]`` as JSON, in order, in ``NAMESPACE``.

    Return JSON with ``"done"``, the ids that ran; at the first that fails, stop, and return that
    error as :func:`run_source` does, with ``"done"`` and ``"failed"`` (its id) added. What the
    statements print is not the cell's: it is dropped.
    """
    done = []
    for statement_id, source in json.loads(statements_json):
        out, err = io.StringIO(), io.StringIO()
        try:
            with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
                exec(compile(source, CHAPTER_NAME, "exec"), NAMESPACE)
        except BaseException as error:  # SystemExit too
            return _error(error, out, err, done=done, failed=statement_id)
        done.append(statement_id)
    return json.dumps({"ok": True, "done": done})
