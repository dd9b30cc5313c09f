"""Code that runs on the page: what each chapter's visible code cells need before the website's Python runs them.

``book/_static/live/cells.js`` gives every visible code cell of a chapter Run, Edit and Reset, and runs it
with the page's Python (``window.knightsLive``, see ``knights_pyodide``). Whether a cell can run there, and
what it needs first, is decided here at build time, from the notebook's source:

- each top-level statement of each code cell (hidden and removed cells too) is read for the names it
  binds, the names it reads (at once, or later from inside a function it defines), the objects it
  changes in place (``rows.append(...)``, ``board[r][c] = ...``) and the modules it imports;
- a statement that imports what the browser's Python lacks (matplotlib, the explorers' widgets, IPython,
  another program through ``subprocess``) *lacks* that, and so does every statement that uses a name it
  binds; a visible cell with such a statement says so on the page instead of offering Run (a page none
  of whose cells can run, such as the command line's, gets neither);
- for every other visible cell, its *needs* are the earlier statements that bind the names it reads
  (and the statements that change those objects afterwards), followed back to what they read in turn,
  in the chapter's order: only those run first, once, so a cell near the end of a chapter does not wait
  for every search above it. The checks that hidden cells make (``assert``) bind nothing and never run.

Each visible cell's container gets the class ``kp-cell-N`` (N: its index in the notebook), and the page
gets a ``<script type="application/json" id="kp-cells">`` with, for each, its state (``run``,
``exercise`` for a cell tagged ``kp-exercise``, or ``lacks``), the reason it lacks, and the ids of the
statements it needs, with their sources; and the note each reason gets on the page (``notes``).

The modules the browser's Python has are those of ``knights_pyodide``: every module of ``boardpuzzles``
outside ``boardpuzzles.book``, the ones the chapters' registry names (``knights_pyodide.browser_imports``), and the
standard library (trimmed there to what those modules use, which the site test checks covers the cells).
"""

from __future__ import annotations

import ast
import json
import symtable
import sys
from dataclasses import dataclass, field
from pathlib import Path

#: The cell tag of a coding exercise: a stub and its check, which the page runs with no other cell first.
EXERCISE_TAG = "kp-exercise"

#: What a module the browser's Python lacks stands for, by its name or the start of its name.
LACKS = {
    "matplotlib": "matplotlib",
    "boardpuzzles.book.plotting": "matplotlib",
    "boardpuzzles.book.explorer": "widgets",
    "boardpuzzles.book.stepper": "stepper",
    "boardpuzzles.book.practice": "practice",
    "anywidget": "widgets",
    "ipywidgets": "widgets",
    "traitlets": "widgets",
    "IPython": "IPython",
    "boardpuzzles.book.quiz": "IPython",
    "subprocess": "program",
    "multiprocessing": "program",
    "boardpuzzles.book.stored_results": "results",
}

#: The note on a cell that lacks what the page's Python has, by what it lacks, the words in [brackets] a link
#: to running the chapter in Jupyter (cells.js); any other module ``m`` reads "Needs m: [run it in Jupyter]".
#: A cell that makes an explorer (its stored output is a widget) gets the note "explorer": the explorer works
#: on the page all the same, drawn by the page's Python; only the cell's code needs Jupyter to change. A cell
#: that makes a program stepper gets "stepper", for the same reason.
LACKS_NOTES = {
    "matplotlib": "Needs matplotlib: [run it in Jupyter]",
    "widgets": "The explorers below work on this page; to change this code, [run it in Jupyter]",
    "explorer": "The explorer below works on this page; to change its code, [run it in Jupyter]",
    "stepper": "The stepper below works on this page; to change its code, [run it in Jupyter]",
    "practice": "The exercise below works on this page; to change its code, [run it in Jupyter]",
    "IPython": "Needs IPython: [run it in Jupyter]",
    "program": "Starts another program: [run it in Jupyter]",
    "results": "Reads the stored measurements: [run it in Jupyter]",
}

#: The MIME type of a stored widget view: the output of a cell that makes an explorer.
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"

#: How an explorer's own HTML (its still picture, for a viewer without widgets: explorer.py) begins; the copy of a
#: notebook that the site offers (``_sources``) keeps only that of the explorer's output.
EXPLORER_STILL = '<div class="kp-still">'


def shows_explorer(cell: dict) -> bool:
    """Whether a notebook cell's stored output is an explorer: its widget view, or the explorer's still.

    >>> shows_explorer({"outputs": [{"data": {"text/html": ['<div class="kp-still"><p>…</p></div>']}}]})
    True
    >>> shows_explorer({"outputs": [{"data": {"text/plain": ["42"]}}]}), shows_explorer({})
    (False, False)
    """
    for output in cell.get("outputs", []):
        data = output.get("data", {})
        html = data.get("text/html", "")
        if WIDGET_VIEW in data or ("".join(html) if isinstance(html, list) else html).startswith(EXPLORER_STILL):
            return True
    return False

#: Standard-library modules that import in the browser but cannot work there.
NO_BROWSER = {"subprocess", "multiprocessing", "threading", "tkinter", "sqlite3", "webbrowser"}

#: Methods that change their object in place: a statement calling one on a name changes what the name holds.
MUTATORS = {
    "append", "extend", "insert", "pop", "remove", "clear", "update", "setdefault", "add", "discard", "sort",
    "reverse", "popitem", "appendleft", "extendleft", "popleft", "rotate", "difference_update",
    "intersection_update", "symmetric_difference_update",
}

def lacks_module(module: str, extra: frozenset[str] = frozenset()) -> str | None:
    """Say what the browser's Python lacks to import ``module`` (a key's value of :data:`LACKS`, or the module's
    top-level name), or ``None`` when it has it.

    >>> lacks_module("boardpuzzles.knight"), lacks_module("matplotlib.pyplot"), lacks_module("numpy")
    (None, 'matplotlib', 'numpy')
    >>> listing = "boardpuzzles.book.listing"
    >>> lacks_module(listing), lacks_module(listing, {listing}), lacks_module("subprocess")
    ('boardpuzzles.book.listing', None, 'program')
    """
    for name, why in LACKS.items():
        if module == name or module.startswith(name + "."):
            return why
    if module in extra or any(module.startswith(name + ".") for name in extra):
        return None
    top = module.split(".")[0]
    if top == "boardpuzzles":
        return module if module.startswith("boardpuzzles.book.") else None
    if top in sys.stdlib_module_names:
        return "program" if top in NO_BROWSER else None
    return top


# --- one statement ------------------------------------------------------------------------------


@dataclass
class Statement:
    """One top-level statement of a code cell, and the names it binds, reads and changes."""

    id: str  # "<cell index>.<statement number>"
    cell: int  # the cell's index in the notebook
    order: tuple[int, int]  # (the cell's place among the code cells, the statement's place in it)
    source: str
    binds: set[str] = field(default_factory=set)
    early: set[str] = field(default_factory=set)  # read when the statement runs, before it binds them
    late: set[str] = field(default_factory=set)  # read by the functions it defines, when they are called
    changes: set[str] = field(default_factory=set)  # names whose objects it changes in place
    passes: set[tuple[str, str]] = field(default_factory=set)  # (function, name) for a name passed to a function
    imports: list[str] = field(default_factory=list)
    lacks: str | None = None


class _Reader(ast.NodeVisitor):
    """Module-level names of one statement, in the order Python evaluates them (nested scopes by symtable)."""

    def __init__(self, statement: Statement):
        self.statement = statement

    def load(self, name: str) -> None:
        if name not in self.statement.binds:
            self.statement.early.add(name)

    def visit_Name(self, node):
        if isinstance(node.ctx, ast.Load):
            self.load(node.id)
        else:
            self.statement.binds.add(node.id)

    def visit_Assign(self, node):
        self.visit(node.value)
        for target in node.targets:
            self.visit(target)

    def visit_AugAssign(self, node):
        if isinstance(node.target, ast.Name):
            self.load(node.target.id)
        self.visit(node.value)
        self.visit(node.target)

    def visit_AnnAssign(self, node):
        if node.value is not None:
            self.visit(node.value)
        self.visit(node.target)

    def visit_NamedExpr(self, node):
        self.visit(node.value)
        self.visit(node.target)

    def visit_For(self, node):
        self.visit(node.iter)
        self.visit(node.target)
        for child in node.body + node.orelse:
            self.visit(child)

    def _comprehension(self, node):
        self.visit(node.generators[0].iter)  # the rest runs in the comprehension's own scope

    visit_ListComp = visit_SetComp = visit_DictComp = visit_GeneratorExp = _comprehension

    def visit_FunctionDef(self, node):
        for expression in node.decorator_list + node.args.defaults + [d for d in node.args.kw_defaults if d]:
            self.visit(expression)
        self.statement.binds.add(node.name)

    visit_AsyncFunctionDef = visit_FunctionDef

    def visit_Lambda(self, node):
        for expression in node.args.defaults + [d for d in node.args.kw_defaults if d]:
            self.visit(expression)

    def visit_ClassDef(self, node):
        for expression in node.decorator_list + node.bases + [keyword.value for keyword in node.keywords]:
            self.visit(expression)
        self.statement.binds.add(node.name)

    def visit_Import(self, node):
        for alias in node.names:
            self.statement.imports.append(alias.name)
            self.statement.binds.add(alias.asname or alias.name.split(".")[0])

    def visit_ImportFrom(self, node):
        module = "." * node.level + (node.module or "")
        for alias in node.names:
            # `from boardpuzzles.book import plotting` imports the module boardpuzzles.book.plotting
            self.statement.imports.append(f"{module}.{alias.name}" if module == "boardpuzzles.book" else module)
            self.statement.binds.add(alias.asname or alias.name)

    def visit_ExceptHandler(self, node):
        if node.type is not None:
            self.visit(node.type)
        if node.name:
            self.statement.binds.add(node.name)
        for child in node.body:
            self.visit(child)

    def visit_Call(self, node):
        function = node.func
        if isinstance(function, ast.Attribute) and isinstance(function.value, ast.Name) and function.attr in MUTATORS:
            self.statement.changes.add(function.value.id)
        if isinstance(function, ast.Name):  # the chapter's own function may fill what it is given
            for argument in node.args + [keyword.value for keyword in node.keywords]:
                if isinstance(argument, ast.Name):
                    self.statement.passes.add((function.id, argument.id))
        self.generic_visit(node)

    def _changed(self, node):
        if not isinstance(node.ctx, ast.Load):
            base = node.value
            while isinstance(base, (ast.Subscript, ast.Attribute)):
                base = base.value
            if isinstance(base, ast.Name):
                self.statement.changes.add(base.id)
        self.generic_visit(node)

    visit_Subscript = visit_Attribute = _changed


COMPREHENSIONS = {"listcomp", "setcomp", "dictcomp", "genexpr"}


def _nested_globals(table: symtable.SymbolTable, late: bool, found: dict[str, bool]) -> None:
    """Collect the module-level names the nested scopes of ``table`` read: name -> read only when called."""
    for child in table.get_children():
        called_later = late or child.get_name() not in COMPREHENSIONS and child.get_type() != "class"
        for symbol in child.get_symbols():
            if symbol.is_referenced() and symbol.is_global():
                found[symbol.get_name()] = found.get(symbol.get_name(), True) and called_later
        _nested_globals(child, called_later, found)


def read_statement(node: ast.stmt, source: str, **where) -> Statement:
    """Read one top-level statement: the names it binds, reads and changes, and what it imports."""
    decorators = getattr(node, "decorator_list", [])
    if decorators:  # the statement starts at its first decorator
        lines = source.splitlines(keepends=True)
        text = "".join(lines[min(d.lineno for d in decorators) - 1:node.end_lineno]).rstrip("\n")
    else:
        text = ast.get_source_segment(source, node)
    statement = Statement(source=text, **where)
    _Reader(statement).visit(node)
    nested: dict[str, bool] = {}
    try:
        _nested_globals(symtable.symtable(statement.source, "<cell>", "exec"), False, nested)
    except SyntaxError:  # a fragment that needs its context (a `return` at the top level, say) reads nothing more
        pass
    for name, when_called in nested.items():
        if name not in statement.binds or when_called:
            (statement.late if when_called else statement.early).add(name)
    return statement


# --- a whole notebook --------------------------------------------------------------------------


@dataclass
class Cell:
    """A code cell: its index in the notebook, its tags, its source and its statements (``None``: no Python)."""

    index: int
    tags: list[str]
    source: str
    statements: list[Statement] | None
    explorer: bool = False  # its stored output is a widget (an explorer)


def read_cells(notebook: dict) -> list[Cell]:
    """Read every code cell of a notebook (as JSON), its statements numbered in the chapter's order."""
    cells = []
    for index, cell in enumerate(notebook["cells"]):
        if cell["cell_type"] != "code":
            continue
        source = "".join(cell["source"]) if isinstance(cell["source"], list) else cell["source"]
        tags = cell.get("metadata", {}).get("tags", [])
        explorer = shows_explorer(cell)
        try:
            tree = ast.parse(source)
        except SyntaxError:  # IPython's own syntax, such as %timeit
            cells.append(Cell(index, tags, source, None, explorer))
            continue
        place = len(cells)
        statements = [read_statement(node, source, id=f"{index}.{k}", cell=index, order=(place, k))
                      for k, node in enumerate(tree.body)]
        cells.append(Cell(index, tags, source, statements, explorer))
    return cells


def _lacks(statement: Statement, extra: frozenset[str]) -> str | None:
    for module in statement.imports:
        why = lacks_module(module, extra)
        if why:
            return why
    return None


class _Needs:
    """The statements one cell needs, gathered from what they read, back through the chapter."""

    def __init__(self, chapter: Chapter, start: tuple[int, int]):
        self.chapter, self.start = chapter, start
        self.found: dict[str, Statement] = {}
        self.lacking: str | None = None

    def want(self, name: str, before: tuple[int, int]) -> None:
        """Need the statement that binds ``name`` last before the place ``before``, if there is one."""
        statement = self.chapter.binding(name, before)
        if statement is not None:
            self.include(statement)

    def include(self, statement: Statement) -> None:
        if statement.id in self.found:
            return
        self.found[statement.id] = statement
        self.lacking = self.lacking or statement.lacks
        for name in statement.early:
            self.want(name, statement.order)
        for name in statement.late:  # read when its functions are called: by the cell, later
            self.want(name, self.start)
        for name in statement.binds:  # and what changes the object afterwards, before the cell
            for later in self.chapter.statements:
                if statement.order < later.order < self.start and name in later.changes \
                        and self.chapter.binding(name, later.order) is statement:
                    self.include(later)


class Chapter:
    """What each code cell of a chapter needs, read from its notebook."""

    def __init__(self, notebook: dict, extra=frozenset()):
        self.cells = read_cells(notebook)
        self.extra = frozenset(extra)
        self.statements = [s for cell in self.cells for s in cell.statements or []]
        defined = {node_name for s in self.statements for node_name in s.binds if s.source.lstrip().startswith(
            ("def ", "@", "async def "))}
        for statement in self.statements:
            statement.lacks = _lacks(statement, self.extra)
            statement.changes |= {name for function, name in statement.passes if function in defined}
        self._known: dict[str, str | None] = {}  # statement id -> what it lacks, through what it needs

    def binding(self, name: str, before: tuple[int, int]) -> Statement | None:
        """The last statement before ``before`` (a place in the chapter) that binds ``name``."""
        found = None
        for statement in self.statements:
            if statement.order >= before:
                break
            if name in statement.binds:
                found = statement
        return found

    def needs(self, cell: Cell) -> tuple[list[Statement], str | None]:
        """The earlier statements ``cell`` needs, in the chapter's order, and what it lacks (``None``: nothing)."""
        if cell.statements is None:
            return [], "IPython"
        wanted = _Needs(self, cell.statements[0].order if cell.statements else (len(self.cells), 0))
        bound: set[str] = set()
        for statement in cell.statements:
            wanted.lacking = wanted.lacking or statement.lacks
            for name in statement.early - bound:
                wanted.want(name, wanted.start)
            bound |= statement.binds
        for statement in cell.statements:  # what its functions read when they are called
            for name in statement.late - bound:
                wanted.want(name, wanted.start)
        return sorted(wanted.found.values(), key=lambda s: s.order), wanted.lacking

    def plan(self, visible: list[int]) -> dict:
        """The page's data for cells.js: each visible cell's state and needs, the statements' sources, and the notes.

        >>> code = lambda source: {"cell_type": "code", "source": source, "metadata": {}}
        >>> plan = Chapter({"cells": [code("import matplotlib"), code("import numpy"), code("1")]}).plan([0, 1, 2])
        >>> plan["cells"][0]
        {'index': 0, 'state': 'lacks', 'lacks': 'matplotlib'}
        >>> plan["notes"]
        {'matplotlib': 'Needs matplotlib: [run it in Jupyter]', 'numpy': 'Needs numpy: [run it in Jupyter]'}
        >>> widget = {"output_type": "display_data", "data": {WIDGET_VIEW: {"model_id": "m"}}}
        >>> shown = Chapter({"cells": [{**code("explore(render)"), "outputs": [widget]}]})
        >>> shown.cells[0].statements[0].lacks = "widgets"
        >>> plan = shown.plan([0])
        >>> plan["cells"]
        [{'index': 0, 'state': 'lacks', 'lacks': 'widgets', 'explorer': True}]
        >>> plan["notes"]["explorer"].split(";")[0]
        'The explorer below works on this page'
        """
        by_index = {cell.index: cell for cell in self.cells}
        cells, code = [], {}
        for index in visible:
            cell = by_index[index]
            needed, lacking = self.needs(cell)
            if EXERCISE_TAG in cell.tags:
                state = "exercise" if lacking is None else "lacks"
            else:
                state = "run" if lacking is None else "lacks"
            entry = {"index": index, "state": state}
            if state == "lacks":
                entry["lacks"] = lacking
                if lacking in ("widgets", "stepper", "practice") and cell.explorer:
                    entry["explorer"] = True
            else:
                entry["needs"] = [statement.id for statement in needed]
                code.update({statement.id: statement.source for statement in needed})
            cells.append(entry)
        lacking = sorted({"explorer" if entry.get("explorer") and entry["lacks"] == "widgets" else entry["lacks"]
                          for entry in cells if entry["state"] == "lacks"})
        notes = {why: LACKS_NOTES.get(why, f"Needs {why}: [run it in Jupyter]") for why in lacking}
        return {"cells": cells, "code": code, "notes": notes}


# --- Sphinx -------------------------------------------------------------------------------------


def _visible_cells(doctree) -> list:
    """The containers of the code cells whose code the page shows (hidden behind a toggle or not)."""
    from docutils import nodes

    return [node for node in doctree.findall(nodes.container) if node.get("nb_element") == "cell_code"
            and any(child.get("nb_element") == "cell_code_source" for child in node.findall(nodes.Element))]


def _on_doctree_resolved(app, doctree, docname):
    from docutils import nodes
    from knights_pyodide import browser_imports

    path = Path(app.env.doc2path(docname))
    if path.suffix != ".ipynb" or app.builder.format != "html":
        return
    visible = _visible_cells(doctree)
    if not visible:
        return
    chapter = Chapter(json.loads(path.read_text(encoding="utf-8")), browser_imports())
    plan = chapter.plan([container["cell_index"] for container in visible])
    if all(entry["state"] == "lacks" for entry in plan["cells"]):
        return  # a page none of whose cells can run here (the command line's) gets no note on each of them
    for container in visible:
        container["classes"].append(f"kp-cell-{container['cell_index']}")
    # Inside <script> nothing is unescaped: "<" as JSON's \u003c, so no "</script>" in the code can end it.
    data = json.dumps(plan, ensure_ascii=False, separators=(",", ":")).replace("<", "\\u003c")
    doctree.append(nodes.raw("", f'<script type="application/json" id="kp-cells">{data}</script>\n',
                             format="html"))


#: The page's script, under one of ``html_static_path``'s folders; the website gets it with the book's kit.
CELLS_SCRIPT = Path("live") / "cells.js"


def _write_with_the_kit(app, folder: Path) -> None:
    """Write ``live/cells.js`` into ``folder`` with the book's JavaScript kit before it, in one scope
    (:func:`boardpuzzles.book.controls.page_script`)."""
    from boardpuzzles.book.controls import page_script

    sources = [Path(app.confdir, static, CELLS_SCRIPT) for static in app.config.html_static_path]
    source = next(path for path in sources if path.is_file())
    (folder / CELLS_SCRIPT).parent.mkdir(parents=True, exist_ok=True)
    (folder / CELLS_SCRIPT).write_text(page_script(source.read_text(encoding="utf-8")), encoding="utf-8")


def _with_the_kit(app, config):
    """Serve ``live/cells.js`` with the kit: written to a folder of its own, put last in ``html_static_path``,
    so that it replaces the bare script when the static files are copied (and the pages' ``?v=`` is its)."""
    folder = Path(app.outdir).parent / "knights_static"
    _write_with_the_kit(app, folder)
    config.html_static_path = [*config.html_static_path, str(folder)]


def _kit_last(app, exception):
    """Once the build is done (knights_pyodide copies the live folder again then), the script with the kit."""
    if exception is None and app.builder.format == "html":
        _write_with_the_kit(app, Path(app.outdir) / "_static")


def setup(app):
    app.setup_extension("knights_pyodide")  # the page's Python
    # cells.js loads its own style sheet when it runs, so nothing of it holds back the first paint.
    app.add_js_file(CELLS_SCRIPT.as_posix(), loading_method="defer")
    app.connect("config-inited", _with_the_kit)
    app.connect("build-finished", _kit_last, priority=900)  # after knights_pyodide's copy of the live folder
    app.connect("doctree-resolved", _on_doctree_resolved)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
