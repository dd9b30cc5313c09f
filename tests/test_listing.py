"""The chapters' program listings (boardpuzzles.book.listing): the code shown is the package's code.

``code_of`` leaves out the docstring and breaks long lines at the commas of their outermost
brackets. Over every function of the solver modules, the listing must parse to the same program
as the source without its docstring, and no line it broke may still be longer than the page allows.
"""

from __future__ import annotations

import ast
import importlib
import inspect
import pkgutil
import textwrap

import pytest

import boardpuzzles
from boardpuzzles.book.listing import WIDTH, code_of, fit_line, show_code


def solver_functions():
    for info in pkgutil.walk_packages(boardpuzzles.__path__, "boardpuzzles."):
        if info.name.startswith(("boardpuzzles.book", "boardpuzzles.pictures")) or info.name.endswith("__main__"):
            continue
        module = importlib.import_module(info.name)
        for name, value in vars(module).items():
            if inspect.isfunction(value) and value.__module__ == module.__name__:
                yield pytest.param(value, id=f"{info.name}.{name}")


def without_docstring(function) -> str:
    tree = ast.parse(textwrap.dedent(inspect.getsource(function)))
    body = tree.body[0].body
    if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant) and isinstance(
            body[0].value.value, str):
        tree.body[0].body = body[1:] or [ast.Pass()]
    return ast.dump(tree)


@pytest.mark.parametrize("function", list(solver_functions()))
def test_a_listing_is_the_same_program_as_the_source(function):
    listing = code_of(function)
    assert ast.dump(ast.parse(listing)) == without_docstring(function)
    original = set(textwrap.dedent(inspect.getsource(function)).splitlines())
    broken_and_long = [line for line in listing.splitlines() if len(line) > WIDTH and line not in original]
    assert broken_and_long == [], f"lines it broke are still too long: {broken_and_long}"


def test_a_long_call_is_broken_at_its_commas_and_still_means_the_same():
    line = "    result = solve(" + ", ".join(f"argument_{k}={k}" for k in range(12)) + ")\n"
    assert len(line) > WIDTH
    broken = fit_line(line)
    assert all(len(part) <= WIDTH for part in broken.splitlines())
    assert ast.dump(ast.parse(textwrap.dedent(broken))) == ast.dump(ast.parse(textwrap.dedent(line)))


def test_show_code_renders_the_same_text_as_code_of():
    from boardpuzzles.board import on_board

    shown = show_code(on_board)
    assert code_of(on_board).strip() in str(shown._repr_markdown_())
