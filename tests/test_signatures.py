"""One calling style in every public signature, and one vocabulary in the explorers' labels.

The package's docstring and :mod:`boardpuzzles.board` state the rules: the main inputs are
positional, the board size ``size`` comes first wherever a function takes a board (no hidden
8×8), and every option (anything with a default) is keyword-only. This file holds every module
of the package to them, the pictures', the plotting's, the book's and the exercises' included,
and the chapters' explorers to one set of words for the board size, the row and the column.
"""

import ast
import importlib
import inspect
import json
import pkgutil
from pathlib import Path

import pytest
from conftest import ALL_CHAPTER_NOTEBOOKS, CHAPTER_NOTEBOOKS

import boardpuzzles
from boardpuzzles.book.controls import control_label

CHAPTERS = ALL_CHAPTER_NOTEBOOKS  # from the chapters' registry (boardpuzzles.chapters)

#: Every module of the package, subpackages included.
MODULES = sorted({"boardpuzzles", *(m.name for m in pkgutil.walk_packages(boardpuzzles.__path__, "boardpuzzles."))})

#: Names that meant a board size somewhere once; the package calls it ``size`` (and a tower's size ``disks``).
#: (A rectangle's ``height`` in the pictures is a height; tests/test_package.py refuses it in the solvers.)
OLD_SIZE_NAMES = {"n", "N", "board_size", "boardsize", "board_n", "side", "num_disks"}

#: The justified exceptions to "an option is keyword-only", each with its reason.
POSITIONAL_OPTIONS = {
    # a console script calls main() with no argument; the tests and __main__ pass the words by position
    ("boardpuzzles.cli.main", "argv"),
    ("boardpuzzles.book.editions.print_editions", "argv"),  # make pdf's command, called as cli.main is
}


def public_callables():
    """Every public function, class and method defined in a module of the package, as (dotted name, object)."""
    found = {}
    for module_name in MODULES:
        module = importlib.import_module(module_name)
        for attr, value in vars(module).items():
            if attr.startswith("_") or getattr(value, "__module__", None) != module_name:
                continue
            if inspect.isfunction(value):
                found[f"{module_name}.{attr}"] = value
            elif inspect.isclass(value):
                if "__init__" in vars(value):
                    found[f"{module_name}.{attr}"] = value.__init__
                for method, function in vars(value).items():
                    if isinstance(function, (staticmethod, classmethod)):
                        function = function.__func__
                    if not method.startswith("_") and inspect.isfunction(function):
                        found[f"{module_name}.{attr}.{method}"] = function
    return sorted(found.items())


PUBLIC = public_callables()


def signature_problems(name: str, function) -> list[str]:
    """What breaks the calling style in one signature (an empty list when nothing does)."""
    parameters = [p for p in inspect.signature(function).parameters.values() if p.name not in {"self", "cls"}]
    problems = []
    by_position = (inspect.Parameter.POSITIONAL_ONLY, inspect.Parameter.POSITIONAL_OR_KEYWORD)
    for k, p in enumerate(parameters):
        has_default = p.default is not inspect.Parameter.empty
        if p.name == "size":
            if k != 0:
                problems.append(f"the board size comes first, not after {[q.name for q in parameters[:k]]}")
            if has_default:
                problems.append(f"the board size has a default ({p.default!r}): a hidden board")
            if p.kind not in by_position:
                problems.append("the board size is given by position")
        elif has_default and p.kind is not inspect.Parameter.KEYWORD_ONLY and (name, p.name) not in POSITIONAL_OPTIONS:
            problems.append(f"option {p.name!r} has a default but can be given by position")
        if not has_default and p.kind is inspect.Parameter.KEYWORD_ONLY:
            problems.append(f"required {p.name!r} is keyword-only")
        if p.name in OLD_SIZE_NAMES or (p.name == "board" and p.annotation in (int, "int")):
            problems.append(f"parameter {p.name!r}: call a board size 'size' and a tower size 'disks'")
    return problems


def test_every_module_of_the_package_is_inspected():
    for expected in ("boardpuzzles.knight", "boardpuzzles.cli", "boardpuzzles.pictures.boards",
                     "boardpuzzles.pictures.legend", "boardpuzzles.book.plotting.boards",
                     "boardpuzzles.book.explorer", "boardpuzzles.book.listing", "boardpuzzles.hanoi.methods"):
        assert expected in MODULES
    assert any(name == "boardpuzzles.exercises" or name.startswith("boardpuzzles.exercises.") for name in MODULES)
    assert len(PUBLIC) > 200


@pytest.mark.parametrize("name, function", PUBLIC, ids=[name for name, _ in PUBLIC])
def test_every_public_signature_follows_the_calling_style(name, function):
    assert signature_problems(name, function) == []


def test_the_exceptions_name_real_parameters():
    public = dict(PUBLIC)
    for name, parameter in POSITIONAL_OPTIONS:
        assert parameter in inspect.signature(public[name]).parameters, (name, parameter)


def test_the_board_size_is_first_wherever_a_board_is_drawn_or_searched():
    public = dict(PUBLIC)
    for name in ("knight.knight_targets", "knight.try_offsets", "knight.knight_jumps", "knight.stuck_squares",
                 "knight.move_counts", "pictures.boards.jumps_svg", "book.plotting.jumps.draw_jumps",
                 "book.plotting.boards.mark_squares", "book.plotting.boards.draw_path",
                 "book.plotting.boards.mark_path_ends", "book.plotting.boards.frame_board"):
        assert next(iter(inspect.signature(public[f"boardpuzzles.{name}"]).parameters)) == "size", name


def test_the_signature_check_sees_each_kind_of_slip():
    def hidden_board(square, *, size=8): ...
    def size_second(square, size): ...
    def positional_option(size, start=(0, 0)): ...
    def old_name(n, *, budget=1): ...
    def font(text, *, size=12): ...
    assert signature_problems("t.hidden_board", hidden_board) == [
        "the board size comes first, not after ['square']", "the board size has a default (8): a hidden board",
        "the board size is given by position"]
    assert signature_problems("t.size_second", size_second) == ["the board size comes first, not after ['square']"]
    assert signature_problems("t.positional_option", positional_option) == [
        "option 'start' has a default but can be given by position"]
    assert signature_problems("t.old_name", old_name) == [
        "parameter 'n': call a board size 'size' and a tower size 'disks'"]
    assert signature_problems("t.font", font)[0] == "the board size comes first, not after ['text']"


# The explorers' labels ------------------------------------------------------------------------------------------

#: The words a label might use for each idea; the chapters must use one word per idea, the same everywhere.
IDEAS = {
    "board size": {"n", "N", "size", "board size", "board", "side", "board n"},
    "row": {"row", "r", "row number"},
    "column": {"column", "col", "c", "column number"},
}


def code_cells(notebook: Path) -> list[ast.Module]:
    """The parsed code cells of a notebook (cells with IPython magics are skipped)."""
    cells = []
    for cell in json.loads(notebook.read_text(encoding="utf-8"))["cells"]:
        if cell["cell_type"] == "code":
            try:
                cells.append(ast.parse("".join(cell["source"])))
            except SyntaxError:
                continue
    return cells


def explorer_labels(notebook: Path) -> list[tuple[str, list[str]]]:
    """Each explorer of a chapter: its render function's name and the labels of its controls, in order."""
    trees = code_cells(notebook)
    functions = {node.name: node for tree in trees for node in ast.walk(tree) if isinstance(node, ast.FunctionDef)}
    found = []
    for tree in trees:
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "explore":
                render = node.args[0].id
                arguments = functions[render].args
                names = [a.arg for a in arguments.posonlyargs + arguments.args + arguments.kwonlyargs]
                square = [k.value for k in node.keywords if k.arg == "square"]
                names += [e.value for value in square if isinstance(value, ast.Tuple) for e in value.elts]
                found.append((render, [control_label(name) for name in names]))
    return found


EXPLORERS = [(chapter.stem, render, labels) for chapter in CHAPTERS for render, labels in explorer_labels(chapter)]


def test_every_chapter_has_explorers_to_check():
    assert {stem for stem, _, _ in EXPLORERS} >= {chapter.stem for chapter in CHAPTER_NOTEBOOKS}
    assert len(EXPLORERS) >= 14


def test_the_explorers_say_board_size_row_and_column_the_same_way_in_every_chapter():
    used = {idea: set() for idea in IDEAS}
    for stem, render, labels in EXPLORERS:
        for label in labels:
            for idea, words in IDEAS.items():
                if label in words:
                    used[idea].add((label, f"{stem}:{render}"))
    for idea, uses in used.items():
        assert {label for label, _ in uses} == {idea}, sorted(uses)


def test_a_board_explorer_labels_its_size_board_size():
    boards = [(stem, render, labels) for stem, render, labels in EXPLORERS if "row" in labels or "board size" in labels]
    assert len(boards) >= 10
    for stem, render, labels in boards:
        assert labels[0] == "board size", (stem, render, labels)
        if "row" in labels:
            assert labels.index("column") == labels.index("row") + 1, (stem, render, labels)
