"""The package's shape: pure solvers apart from the book, one calling style, one home per idea, readable modules."""

import ast
import importlib
import inspect
import pkgutil
import re
import subprocess
import sys
from pathlib import Path

import pytest

import boardpuzzles

PACKAGE = Path(boardpuzzles.__file__).parent
SOURCES = sorted(PACKAGE.rglob("*.py"))
#: The pure solvers: every module outside ``boardpuzzles.book``, except the command line.
SOLVERS = sorted(
    m.name for m in pkgutil.walk_packages(boardpuzzles.__path__, "boardpuzzles.")
    if not m.name.startswith("boardpuzzles.book") and m.name not in {"boardpuzzles.cli", "boardpuzzles.__main__"}
)
KNIGHT_JUMPS = {(a, b) for a in (-2, -1, 1, 2) for b in (-2, -1, 1, 2) if abs(a) != abs(b)}


def relative(path: Path) -> str:
    return str(path.relative_to(PACKAGE.parent))


def public_functions():
    """Every public function and class of the solver modules, defined there (not imported), as (id, object)."""
    found = []
    for name in SOLVERS:
        if any(part.startswith("_") for part in name.split(".")):
            continue  # a private module (the exercises' plumbing): its names are not the package's API
        module = importlib.import_module(name)
        for attr, value in vars(module).items():
            if attr.startswith("_") or getattr(value, "__module__", None) != name:
                continue
            if inspect.isclass(value) and issubclass(value, ValueError):
                continue  # boardpuzzles.errors: each takes a message, as ValueError does (tests/test_errors.py)
            if inspect.isfunction(value) or (inspect.isclass(value) and not issubclass(value, tuple)):
                found.append((f"{name.removeprefix('boardpuzzles.')}.{attr}", value))
    return found


PUBLIC = public_functions()


def book_public_functions():
    """Every public function and class of ``boardpuzzles.book``'s modules, defined there, as (id, object)."""
    import boardpuzzles.book

    found = []
    for info in pkgutil.walk_packages(boardpuzzles.book.__path__, "boardpuzzles.book."):
        module = importlib.import_module(info.name)
        for attr, value in vars(module).items():
            if attr.startswith("_") or getattr(value, "__module__", None) != info.name:
                continue
            if inspect.isfunction(value) or (inspect.isclass(value) and not issubclass(value, tuple)):
                found.append((f"{info.name.removeprefix('boardpuzzles.')}.{attr}", value))
    return found


BOOK_PUBLIC = book_public_functions()


def test_there_are_solver_modules():
    short = {name.removeprefix("boardpuzzles.") for name in SOLVERS}
    assert {"board", "knight", "distance", "tour", "backtracking", "warnsdorff", "search", "hanoi.checks",
            "hanoi.rules", "hanoi.methods", "hanoi.graph", "hanoi.trace", "hanoi.four_pegs"} <= short
    assert len(PUBLIC) > 80


@pytest.mark.parametrize("module", SOLVERS)
def test_solver_module_imports_only_the_standard_library(module):
    assert modules_imported_beyond_the_standard_library(module) == ""


def modules_imported_beyond_the_standard_library(module: str) -> str:
    """Import ``module`` in a fresh interpreter; name the top-level packages it brought in from outside the stdlib."""
    code = (
        "import sys; before = set(sys.modules); "
        f"import {module}; "
        "tops = {m.split('.')[0] for m in set(sys.modules) - before}; "
        "print(','.join(sorted(t for t in tops if t not in sys.stdlib_module_names and t != 'boardpuzzles')))"
    )
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.strip()


def test_the_import_check_sees_a_third_party_import():
    assert modules_imported_beyond_the_standard_library("boardpuzzles.book.plotting.style") != ""


# The calling style of every public signature is tests/test_signatures.py's.


def docstring_problems(function) -> list[str]:
    """What a public function's numpydoc docstring lacks: a Parameters section naming each parameter, an example."""
    doc = inspect.getdoc(function) or ""
    try:
        names = [p for p in inspect.signature(function).parameters if p not in {"self", "cls"}]  # a class: its call
    except ValueError:  # a class made from a built-in type (bytes) without a signature of its own
        names = []
    problems = []
    if names:
        if "Parameters\n----------" not in doc:
            problems.append("no Parameters section")
        else:
            section = doc.split("Parameters\n----------", 1)[1].split("\n\n\n", 1)[0]
            documented = {word.strip() for line in section.splitlines() if line and not line[0].isspace()
                          for word in line.split(":")[0].replace("*", "").split(",")}
            problems += [f"parameter {name!r} is not documented" for name in names if name not in documented]
    if ">>>" not in doc:
        problems.append("no example")
    return problems


@pytest.mark.parametrize("name, function", PUBLIC, ids=[name for name, _ in PUBLIC])
def test_public_solvers_have_numpydoc_parameters_and_an_example(name, function):
    assert docstring_problems(function) == []


@pytest.mark.parametrize("name, function", BOOK_PUBLIC, ids=[name for name, _ in BOOK_PUBLIC])
def test_the_books_public_functions_have_numpydoc_parameters_and_an_example(name, function):
    """The book's part follows the package's rule too: its tracers, listings, widgets, questions, plots."""
    assert docstring_problems(function) == []


def test_the_book_check_covers_every_module_of_the_book():
    modules = {name.rsplit(".", 1)[0] for name, _ in BOOK_PUBLIC}
    assert {"book.tracing", "book.steppers", "book.listing", "book.stepper", "book.explorer", "book.quiz",
            "book.stored_results", "book.plotting.boards", "book.plotting.jumps", "book.plotting.distances"} <= modules
    assert len(BOOK_PUBLIC) > 80


def test_the_docstring_check_reads_star_arguments():
    def call(function, *args, **kwargs):
        """Call it.

        Parameters
        ----------
        function : callable
            What to call.
        *args, **kwargs : object
            Its arguments.

        >>> 1
        1
        """
    assert docstring_problems(call) == []


def test_the_docstring_check_sees_a_missing_parameter():
    def half(size, *, start=(0, 0)):
        """Say nothing.

        Parameters
        ----------
        size : int
            A board size.

        >>> 1
        1
        """
    assert docstring_problems(half) == ["parameter 'start' is not documented"]


def test_common_names_are_importable_from_the_package():
    from boardpuzzles import fewest_moves, is_knight_tour, knight_targets, robust_tour

    assert knight_targets(8, (0, 0)) == [(1, 2), (2, 1)]
    assert fewest_moves(6, 1, 2) == 4
    assert is_knight_tour(8, robust_tour(8))
    assert set(boardpuzzles.__all__) <= set(dir(boardpuzzles))


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


#: The names every exercise module of boardpuzzles.practice defines by design, one protocol that
#: boardpuzzles.practice.deal calls: not clashes.
EXERCISE_PROTOCOL = {"LEVELS", "deal"}


def test_public_names_are_unique_across_the_package():
    homes: dict[str, list[str]] = {}
    for path in SOURCES:
        if path.name == "__init__.py" or path.name.startswith("_"):
            continue  # a package's exports, and private modules, are no public homes
        for node in ast.parse(path.read_text()).body:
            names = []
            if isinstance(node, (ast.FunctionDef, ast.ClassDef)):
                names = [node.name]
            elif isinstance(node, (ast.Assign, ast.AnnAssign)):
                targets = node.targets if isinstance(node, ast.Assign) else [node.target]
                names = [t.id for t in targets if isinstance(t, ast.Name)]
            for name in names:
                if not name.startswith("_") and not (name in EXERCISE_PROTOCOL and path.parent.name == "practice"):
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


BOOK_PAGES = sorted((PACKAGE.parents[1] / "book").glob("*.md"))


def _markdown_examples(text: str) -> list[str]:
    """The ```python blocks of a Markdown page."""
    return re.findall(r"^```python\n(.*?)^```$", text, flags=re.S | re.M)


def test_the_markdown_pages_examples_give_what_their_comments_say():
    """A line ``expression  # value`` in a page's Python example evaluates to ``value``; the rest runs."""
    examples = [(page.name, code) for page in BOOK_PAGES for code in _markdown_examples(page.read_text("utf-8"))]
    assert examples, "the how-to-read page shows the package's calls"
    wrong = []
    for page, code in examples:
        namespace: dict = {}
        for line in code.splitlines():
            expression, _, said = line.partition("  # ")
            if said and not line.startswith(("from ", "import ")):
                got = repr(eval(expression, namespace))
                if got != said.strip():
                    wrong.append(f"{page}: {expression} gives {got}, not {said.strip()}")
            else:
                exec(line, namespace)
    assert wrong == [], wrong


@pytest.mark.parametrize("package", ["distance", "backtracking", "warnsdorff"])
def test_every_constant_a_subpackage_exports_is_on_the_api_page(package):
    """Autodoc lists a subpackage's functions by its __all__, but its constants only where api.md names them."""
    module = importlib.import_module(f"boardpuzzles.{package}")
    constants = [name for name in module.__all__ if name.isupper()]
    api = (PACKAGE.parents[1] / "book" / "api.md").read_text(encoding="utf-8")
    assert constants and [name for name in constants if f".. autodata:: {module.__name__}.{name}\n" not in api] == []
