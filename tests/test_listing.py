"""The chapters' program listings (boardpuzzles.book.listing): the code shown is the package's code.

``code_of`` leaves out the docstring and breaks long lines at the commas of their outermost
brackets. Over every function of the solver modules, the listing must parse to the same program
as the source without its docstring, and no line it broke may still be longer than the page allows.
"""

from __future__ import annotations

import ast
import importlib
import inspect
import json
import pkgutil
import re
import textwrap
from pathlib import Path

import pytest
from conftest import CHAPTER_NOTEBOOKS

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


CHAPTER_PAGES = CHAPTER_NOTEBOOKS  # each chapter's page, from the chapters' registry (boardpuzzles.chapters)
#: A private name in a listing: a leading underscore not after a dot (``self._x`` would be one too), dunders aside.
PRIVATE_NAME = re.compile(r"(?<![\w.])_(?!_)[A-Za-z]\w*|(?<=\.)_(?!_)[A-Za-z]\w*")


def listings_of(path: Path) -> list[tuple[str, str]]:
    """A chapter notebook's program listings, as (where, text): its shown code and its steppers' programs."""
    notebook = json.loads(path.read_text(encoding="utf-8"))
    found = []
    for cell in notebook["cells"]:
        for output in cell.get("outputs", []):
            text = "".join(output.get("data", {}).get("text/markdown", ""))
            if text.startswith("```python"):
                found.append((f"cell {cell.get('id')}", text.strip("`\n").removeprefix("python\n")))
    state = notebook["metadata"].get("widgets", {}).get("application/vnd.jupyter.widget-state+json", {})
    for model in state.get("state", {}).values():
        trace = model.get("state", {}).get("trace")
        if isinstance(trace, dict) and "listing" in trace:
            found.append((f"stepper of {trace['function']}", "\n".join(trace["listing"])))
    return found


@pytest.mark.parametrize("path", CHAPTER_PAGES, ids=lambda path: path.stem)
def test_a_chapter_page_shows_readable_programs_each_once(path):
    """Issue 29: a chapter's own page shows no private function (the fast code is the companion's), and no
    program twice (a stepper shows its listing; a static copy of it above is the same code again)."""
    listings = listings_of(path)
    assert listings, f"{path.name} shows no program"
    private = {where: sorted(set(PRIVATE_NAME.findall(text))) for where, text in listings if PRIVATE_NAME.search(text)}
    assert private == {}, f"{path.name} shows private names: {private}"
    firsts = [text.splitlines()[0] for _, text in listings]
    assert len(firsts) == len(set(firsts)), f"{path.name} shows a program twice: {sorted(firsts)}"


def test_a_private_name_is_found_wherever_it_stands():
    assert PRIVATE_NAME.findall("x = _setup(n) + self._cache + __name__ + a_b") == ["_setup", "_cache"]
