"""Program listings for the chapters: a function's source as the reader should see it, docstring left out.

:func:`code_of` returns the text; :func:`show_code` shows it in a notebook as highlighted
Python, the same on the website and in JupyterLab (a ``literalinclude`` shows nothing there).
"""

from __future__ import annotations

import ast
import inspect
import io
import textwrap
import tokenize

#: The longest line a chapter shows: the site's test flags any code or output line past it.
WIDTH = 80


def code_of(function, *, width: int = WIDTH) -> str:
    """Return the source of ``function`` without its docstring, for a chapter to print.

    The docstring is the package's reference (the API page shows it); a chapter shows the
    code itself, which fits the page.

    Parameters
    ----------
    function : function
        A function of the package (or one defined in a notebook).
    width : int
        Lines longer than this are broken at the commas of their outermost brackets, as
        :func:`fit_line` does.

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
    lines = source.splitlines(keepends=True)
    if isinstance(body, ast.Expr) and isinstance(body.value, ast.Constant) and isinstance(body.value.value, str):
        rest = lines[body.end_lineno:]
        while rest and not rest[0].strip():
            rest = rest[1:]
        lines = lines[:body.lineno - 1] + rest
    whole = _one_line_statements("".join(lines))
    return "".join(fit_line(line, width=width) if number in whole else line for number, line in enumerate(lines, 1))


def _one_line_statements(source: str) -> set[int]:
    """Return the numbers (from 1) of the lines that hold a whole statement each, not part of a longer one."""
    single, first = set(), None
    try:
        for token in tokenize.generate_tokens(io.StringIO(source).readline):
            if token.type in (tokenize.COMMENT, tokenize.NL, tokenize.INDENT, tokenize.DEDENT, tokenize.ENDMARKER):
                continue
            first = token.start[0] if first is None else first
            if token.type == tokenize.NEWLINE:
                if first == token.start[0]:
                    single.add(first)
                first = None
    except (tokenize.TokenError, SyntaxError):
        return set()
    return single


def fit_line(line: str, *, width: int = WIDTH) -> str:
    """Break a line longer than ``width`` after the commas of its first bracket, the rest under its first item.

    An assignment of a bare tuple, ``a, b = f(x), g(y)``, gets parentheses round its right-hand
    side first. A line that is not a whole statement, or that still does not fit, is returned
    as it is.

    Parameters
    ----------
    line : str
        One line of code, with its indent (and its newline, if any).
    width : int
        The longest line wanted.

    Returns
    -------
    str
        The line, broken into lines of at most ``width`` characters where it can be.

    Examples
    --------
    >>> print(fit_line("def f(first: int, second: int = 2) -> int:", width=30), end="")
    def f(first: int,
          second: int = 2) -> int:
    >>> print(fit_line("    a, b = f(x), g(y)", width=18), end="")
        a, b = (f(x),
                g(y))
    """
    text = line.rstrip("\n")
    if len(text) <= width:
        return line
    indent = text[: len(text) - len(text.lstrip())]
    code = text.lstrip()
    tokens = _tokens(code)
    if tokens is None:
        return line
    equals = [t for t in tokens if t[0] == 0 and t[1] == "="]
    if equals and any(t[0] == 0 and t[1] == "," and t[2] > equals[0][2] for t in tokens):
        cut = equals[0][2] + 1                  # a bare tuple: put it in brackets first
        code = f"{code[:cut]} ({code[cut:].strip()})"
        tokens = _tokens(code)
        if tokens is None:  # a comment at the end would swallow the closing bracket
            return line
    opening = next((t for t in tokens if t[0] == 0 and t[1] in "([{"), None)
    if opening is None:
        return line
    hang = indent + " " * (opening[2] + 1)
    closing = next(t for t in tokens if t[0] == 0 and t[1] in ")]}" and t[2] > opening[2])
    commas = [t[2] + 1 for t in tokens if t[0] == 1 and t[1] == "," and opening[2] < t[2] < closing[2]]
    pieces = [code[a:b].strip() for a, b in zip([0, *commas], [*commas, len(code)])]
    rows = [indent + pieces[0]]
    for piece in pieces[1:]:
        if len(rows[-1]) + 1 + len(piece) <= width:
            rows[-1] += " " + piece
        else:
            rows.append(hang + piece)
    if any(len(row) > width for row in rows):
        return line
    return "\n".join(rows) + line[len(text):]


def _tokens(code: str) -> list[tuple[int, str, int]] | None:
    """Return ``(depth, string, column)`` for each bracket, comma and ``=`` of one line; ``None`` if it is not whole."""
    found, depth = [], 0
    try:
        for token in tokenize.generate_tokens(io.StringIO(code + "\n").readline):
            if token.type != tokenize.OP:
                continue
            if token.string in ")]}":
                depth -= 1
            found.append((depth, token.string, token.start[1]))
            if token.string in "([{":
                depth += 1
    except (tokenize.TokenError, SyntaxError):
        return None
    return found if depth == 0 else None


class Listing:
    """Source code that a notebook shows as highlighted Python (Markdown), and as plain text elsewhere.

    Parameters
    ----------
    source : str
        The code to show.

    Examples
    --------
    >>> Listing("x = 1")
    x = 1
    >>> Listing("x = 1")._repr_markdown_().splitlines()
    ['```python', 'x = 1', '```']
    """

    def __init__(self, source: str):
        self.source = source

    def __repr__(self) -> str:
        return self.source.rstrip("\n")

    def _repr_markdown_(self) -> str:
        return f"```python\n{self.source.rstrip()}\n```\n"


def show_code(*functions, width: int = WIDTH) -> Listing:
    """Return the listing of ``functions`` (by :func:`code_of`, one blank line between them) for a notebook to show.

    Parameters
    ----------
    *functions : function
        The functions to list, in order.
    width : int
        The longest line wanted, as for :func:`code_of`.

    Returns
    -------
    Listing
        Shown as highlighted Python in a notebook, as plain text elsewhere.

    Examples
    --------
    >>> from boardpuzzles.board import on_board
    >>> show_code(on_board)._repr_markdown_().splitlines()[:2]
    ['```python', 'def on_board(size: int, square: Square) -> bool:']
    """
    return Listing("\n\n".join(code_of(function, width=width).rstrip("\n") for function in functions) + "\n")
