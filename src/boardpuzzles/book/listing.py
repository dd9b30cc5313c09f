"""Program listings for the chapters: a function's source as the reader should see it, docstring left out."""

from __future__ import annotations

import ast
import inspect
import textwrap


def code_of(function) -> str:
    """Return the source of ``function`` without its docstring, for a chapter to print.

    The docstring is the package's reference (the API page shows it); a chapter shows the
    code itself, which fits the page.

    Parameters
    ----------
    function : function
        A function of the package (or one defined in a notebook).

    Returns
    -------
    str
        Its source, dedented, with the docstring and the blank lines right after it removed.

    Examples
    --------
    >>> from boardpuzzles.board import on_board
    >>> print(code_of(on_board).splitlines()[0])
    def on_board(size: int, square: Square) -> bool:
    >>> "Say whether" in code_of(on_board)
    False
    """
    source = textwrap.dedent(inspect.getsource(function))
    node = ast.parse(source).body[0]
    body = node.body[0]
    if not (isinstance(body, ast.Expr) and isinstance(body.value, ast.Constant) and isinstance(body.value.value, str)):
        return source
    lines = source.splitlines(keepends=True)
    rest = lines[body.end_lineno:]
    while rest and not rest[0].strip():
        rest = rest[1:]
    return "".join(lines[:body.lineno - 1] + rest)
