"""The package's shape: pure algorithm modules, one home per idea, modules a newcomer can read."""

import ast
import pkgutil
import subprocess
import sys
from pathlib import Path

import pytest

import boardpuzzles

PACKAGE = Path(boardpuzzles.__file__).parent
SOURCES = sorted(PACKAGE.rglob("*.py"))
DRAWING = {"plotting", "widgets", "quiz"}
ALGORITHMS = sorted(m.name for m in pkgutil.iter_modules(boardpuzzles.__path__) if m.name not in DRAWING | {"__main__"})
KNIGHT_JUMPS = {(a, b) for a in (-2, -1, 1, 2) for b in (-2, -1, 1, 2) if abs(a) != abs(b)}


def relative(path: Path) -> str:
    return str(path.relative_to(PACKAGE.parent))


def test_there_are_algorithm_modules():
    assert {"board", "knight", "distance", "tour", "backtracking", "warnsdorff", "hanoi", "search"} <= set(ALGORITHMS)


@pytest.mark.parametrize("module", ALGORITHMS)
def test_algorithm_module_imports_no_drawing_library(module):
    code = (
        f"import sys, boardpuzzles.{module}; "
        "bad = sorted(m for m in ('matplotlib', 'ipywidgets', 'IPython', 'PIL') if m in sys.modules); "
        "print(','.join(bad))"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == ""


@pytest.mark.parametrize("path", SOURCES, ids=relative)
def test_no_module_is_over_600_lines(path):
    lines = len(path.read_text().splitlines())
    assert lines <= 600, f"{relative(path)} has {lines} lines"


@pytest.mark.parametrize("path", SOURCES, ids=relative)
def test_imports_stand_at_the_top(path):
    body = ast.parse(path.read_text()).body
    seen_code = False
    for node in body:
        is_import = isinstance(node, (ast.Import, ast.ImportFrom))
        is_docstring = isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant)
        assert not (is_import and seen_code), f"line {node.lineno} imports after the module's code has begun"
        seen_code = seen_code or not (is_import or is_docstring)


def test_public_names_are_unique_across_the_package():
    homes: dict[str, list[str]] = {}
    for path in SOURCES:
        if path.name == "__init__.py":
            continue
        for node in ast.parse(path.read_text()).body:
            names = []
            if isinstance(node, (ast.FunctionDef, ast.ClassDef)):
                names = [node.name]
            elif isinstance(node, (ast.Assign, ast.AnnAssign)):
                targets = node.targets if isinstance(node, ast.Assign) else [node.target]
                names = [t.id for t in targets if isinstance(t, ast.Name)]
            for name in names:
                if not name.startswith("_"):
                    homes.setdefault(name, []).append(relative(path))
    clashes = {name: where for name, where in homes.items() if len(where) > 1}
    assert clashes == {}


def typed_knight_offsets(tree) -> list[int]:
    """Line numbers of tuple or list literals that spell out all eight knight jumps."""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, (ast.Tuple, ast.List)) and len(node.elts) == 8:
            try:
                pairs = {tuple(ast.literal_eval(elt)) for elt in node.elts}
            except (ValueError, TypeError, SyntaxError):
                continue
            if pairs == KNIGHT_JUMPS:
                found.append(node.lineno)
    return found


def test_the_eight_knight_offsets_are_typed_out_once():
    places = [(relative(path), line) for path in SOURCES for line in typed_knight_offsets(ast.parse(path.read_text()))]
    assert [where for where, _ in places] == ["boardpuzzles/knight.py"], places


def test_the_offset_finder_finds_a_typed_out_list():
    tree = ast.parse("moves = [(1, 2), (2, 1), (-1, 2), (-2, 1), (1, -2), (2, -1), (-1, -2), (-2, -1)]")
    assert typed_knight_offsets(tree) == [1]
