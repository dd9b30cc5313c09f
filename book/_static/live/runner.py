"""The Python side of the page's live Python: run source, call a function, report errors as sentences.

The Web Worker (``worker.js``) executes this file once in a fresh Pyodide and then calls
:func:`run_source` and :func:`call_function`; each returns a JSON string for the page. The
reader's code shares one namespace, ``NAMESPACE``, which lasts as long as the worker.
The same file runs under CPython in the tests and at build time (to find which standard
library modules the website's Python needs), so it uses nothing from Pyodide.
"""

import ast
import contextlib
import io
import json
import traceback

#: Where the page's code runs: what one ``run`` defines, the next ``run`` or ``call`` sees.
NAMESPACE = {"__name__": "__main__"}

#: The file name the page's code gets in tracebacks, so that its own lines can be told apart.
SOURCE_NAME = "<page>"


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


def _error(error: BaseException, out: io.StringIO, err: io.StringIO) -> str:
    return json.dumps({
        # The package's input errors (boardpuzzles.errors) are ValueError subclasses: the page tells
        # them all by "ValueError" and shows their sentence; "last" keeps the class's own name.
        "ok": False, "type": "ValueError" if isinstance(error, ValueError) else type(error).__name__,
        "text": str(error),
        "last": traceback.format_exception_only(type(error), error)[-1].strip(),
        "hint": MISSING if isinstance(error, ModuleNotFoundError) else None,
        "line": _page_line(error), "stdout": out.getvalue(), "stderr": err.getvalue(),
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
