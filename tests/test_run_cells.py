"""Code that runs on the page: Run, Edit and Reset on the chapters' code cells (book/_static/live/cells.js).

Without a browser: book/_ext/knights_cells.py reads a chapter's cells for what each visible one needs
(small notebooks show each rule), and every cheap runnable cell of every chapter, run in CPython with
only the statements it needs, gives the output the notebook stored. On the built site, each chapter
page carries that plan, and the standard-library modules its cells import are in the browser's Python.

In headless Chromium, over http with every other host blocked, one page load per chapter: a cell runs
and shows the output the chapter shows; edited from the keyboard, it shows its new output, a picture
as SVG with its text alternative, and an error as its last line with its line; a loop that never ends is
stopped within 10 s while the page keeps drawing and scrolling, and the next run starts Python afresh
(with what the cell needs); each coding exercise gets a "Not yet" verdict for its stub and "All N checks
passed." for the chapter's solution, the same messages as in JupyterLab (tests/test_exercises.py); no
console error, no request to another host. From ``file://`` one sentence says what serving the site
would do. Run ``pytest tests/test_run_cells.py -s`` to see the measured times.

The built site is ``_build/html`` (``make book``), or the folder named by ``$BOARDPUZZLES_BUILT_SITE``.
"""

from __future__ import annotations

import ast
import contextlib
import importlib.util
import io
import json
import re
import sys
import time
import zipfile
from datetime import datetime
from pathlib import Path

import pytest
from conftest import ALL_CHAPTER_NOTEBOOKS, Opened
from test_exercises import SOLUTION, _checked_name, _in_process, _with_solution
from test_widget_bundle import SITE, Visit, chapters, require_site

ROOT = Path(__file__).resolve().parents[1]
BOOK = ROOT / "book"
sys.path.insert(0, str(BOOK / "_ext"))
import knights_cells  # noqa: E402  (a Sphinx extension, found on book/_ext as Sphinx finds it)
import knights_pyodide  # noqa: E402

EXTRA = tuple(knights_pyodide.browser_imports())  # from the chapters' registry (boardpuzzles.chapters)
LOOP_LIMIT_S = 10  # the issue's: a runaway loop is stopped within this
CELL_LIMIT_S = 5  # cells.js's time limit of a cell
RUN_TIMEOUT_MS = 120_000  # a run that starts Python cold on a loaded machine
EXERCISE_TAG = knights_cells.EXERCISE_TAG


def notebook(*sources: str, tags: dict[int, list[str]] | None = None) -> dict:
    """A notebook of code cells (as JSON), cell k tagged with ``tags[k]``."""
    tags = tags or {}
    return {"cells": [{"cell_type": "code", "source": source, "metadata": {"tags": tags.get(k, [])}, "outputs": []}
                      for k, source in enumerate(sources)]}


def needs(chapter: knights_cells.Chapter, index: int) -> tuple[list[str], str | None]:
    cell = next(cell for cell in chapter.cells if cell.index == index)
    found, lacking = chapter.needs(cell)
    return [statement.source for statement in found], lacking


# --- what a cell needs (book/_ext/knights_cells.py) ------------------------------------------------


def test_a_cell_needs_the_statements_that_bind_what_it_reads_and_nothing_else():
    chapter = knights_cells.Chapter(notebook(
        "from boardpuzzles.knight import knight_targets\nimport math",
        "corner = (0, 0)\nassert len(knight_targets(8, corner)) == 2\nfar = (7, 7)",
        "print(knight_targets(8, corner))",
    ))
    assert needs(chapter, 2) == (["from boardpuzzles.knight import knight_targets", "corner = (0, 0)"], None)


def test_the_last_binding_before_the_cell_counts_and_what_it_reads_comes_first():
    chapter = knights_cells.Chapter(notebook(
        "size = 5", "size = 8\nsquares = [(r, c) for r in range(size) for c in range(size)]", "len(squares)",
        "size = 3",
    ))
    assert needs(chapter, 2)[0] == ["size = 8", "squares = [(r, c) for r in range(size) for c in range(size)]"]
    # a name bound in the cell itself first is not needed
    chapter = knights_cells.Chapter(notebook("total = 1", "total = 0\ntotal += 1\ntotal"))
    assert needs(chapter, 1)[0] == []


def test_an_object_changed_in_place_after_its_binding_comes_with_it():
    chapter = knights_cells.Chapter(notebook(
        "rows = []\nboard = [[0] * 3 for _ in range(3)]",
        "def fill(grid):\n    grid[0][0] = 1",
        "rows.append(1)\nboard[1][1] = 5\nfill(board)\nprint('unrelated')",
        "rows, board",
    ))
    found, _ = needs(chapter, 3)
    assert found == ["rows = []", "board = [[0] * 3 for _ in range(3)]", "def fill(grid):\n    grid[0][0] = 1",
                     "rows.append(1)", "board[1][1] = 5", "fill(board)"]


def test_a_function_reads_its_names_when_the_cell_calls_it():
    chapter = knights_cells.Chapter(notebook(
        "def area():\n    return side * side", "side = 4", "area()",
    ))
    assert needs(chapter, 2)[0] == ["def area():\n    return side * side", "side = 4"]
    decorated = knights_cells.Chapter(notebook(
        "from functools import cache\n\n@cache\ndef one():\n    return 1", "one()"))
    assert needs(decorated, 1)[0] == ["from functools import cache", "@cache\ndef one():\n    return 1"]


@pytest.mark.parametrize("source, lacks", [
    ("import matplotlib.pyplot as plt", "matplotlib"),
    ("from boardpuzzles.book import plotting", "matplotlib"),
    ("from boardpuzzles.book.explorer import explore", "widgets"),
    ("from IPython.display import display", "IPython"),
    ("import subprocess", "program"),
    ("import numpy as np", "numpy"),
    ("from boardpuzzles.book.stored_results import stored_results", "results"),
    ("from boardpuzzles.book.quiz import check_yourself", "IPython"),
    ("%timeit 1 + 1", "IPython"),
])
def test_a_cell_that_imports_what_the_browser_lacks_says_so(source, lacks):
    chapter = knights_cells.Chapter(notebook(source, "x = 1"))
    plan = chapter.plan([0, 1])
    assert plan["cells"][0] == {"index": 0, "state": "lacks", "lacks": lacks}
    assert plan["cells"][1] == {"index": 1, "state": "run", "needs": []}


def test_what_lacks_passes_on_to_the_cells_that_use_it_and_no_further():
    chapter = knights_cells.Chapter(notebook(
        "import matplotlib.pyplot as plt\nfrom boardpuzzles.knight import knight_targets",
        "def draw(square):\n    plt.plot(knight_targets(8, square))",
        "draw((0, 0))",
        "knight_targets(8, (0, 0))",
        "from boardpuzzles.book.listing import show_code\nshow_code(knight_targets)",
    ), EXTRA)
    plan = chapter.plan([1, 2, 3, 4])
    assert [cell["state"] for cell in plan["cells"]] == ["lacks", "lacks", "run", "run"]
    assert plan["cells"][1]["lacks"] == "matplotlib"
    assert plan["cells"][2]["needs"] == ["0.1"]
    assert plan["code"] == {"0.1": "from boardpuzzles.knight import knight_targets"}


def test_a_coding_exercise_is_marked_as_one():
    chapter = knights_cells.Chapter(notebook(
        "from boardpuzzles.exercises import check_moving_disk\n\ndef moving_disk(k):\n    ...\n\n"
        "check_moving_disk(moving_disk)", tags={0: [knights_cells.EXERCISE_TAG]}))
    assert chapter.plan([0])["cells"] == [{"index": 0, "state": "exercise", "needs": []}]


# --- the chapters: each runnable cell, with only what it needs, gives the stored output ---------------

CHAPTERS = ALL_CHAPTER_NOTEBOOKS  # every chapter page and companion, from the registry (boardpuzzles.chapters)
CHEAP_S = 2.0  # cells (with the cells they need) that took longer at the last run are left to nbval


def _seconds(cell: dict) -> float:
    """How long the cell took when the notebook was last run (its nbclient timings), or 0 if unknown."""
    timing = cell.get("metadata", {}).get("execution", {})
    try:
        start, end = (datetime.fromisoformat(timing[key].replace("Z", "+00:00"))
                      for key in ("iopub.execute_input", "shell.execute_reply"))
    except (KeyError, ValueError):
        return 0.0
    return (end - start).total_seconds()


def _visible(cells: list[dict]) -> list[int]:
    """The code cells whose code the website shows (hidden behind a toggle or not)."""
    removed = {"remove-input", "remove_input", "remove-cell", "remove_cell"}
    return [k for k, cell in enumerate(cells) if cell["cell_type"] == "code"
            and not removed & set(cell.get("metadata", {}).get("tags", [])) and "".join(cell["source"]).strip()]


def _stored(cell: dict) -> str:
    """What the notebook shows as a cell's text: its printed lines, then its value."""
    text = ""
    for output in cell.get("outputs", []):
        if output["output_type"] == "stream" and output["name"] == "stdout":
            text += "".join(output["text"])
        elif output["output_type"] == "execute_result":
            text += "".join(output["data"].get("text/plain", "")) + "\n"
    return text


def _run_as_the_page_does(needed: list[str], source: str) -> str:
    """Run the needed statements, then the cell, in a fresh namespace; return its text as cells.js shows it."""
    import pprint

    space: dict = {"__name__": "__main__"}
    with contextlib.redirect_stdout(io.StringIO()):
        for statement in needed:
            exec(compile(statement, "<chapter>", "exec"), space)
    tree = ast.parse(source)
    last = tree.body.pop() if tree.body and isinstance(tree.body[-1], ast.Expr) else None
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        exec(compile(tree, "<cell>", "exec"), space)
        value = None if last is None else eval(compile(ast.Expression(last.value), "<cell>", "eval"), space)
    if value is not None:
        shown = repr(value) if isinstance(value, str) else pprint.pformat(value, width=79, sort_dicts=False)
        printed.write(shown + "\n")
    return printed.getvalue()


@pytest.mark.parametrize("path", CHAPTERS, ids=lambda path: path.stem)
def test_each_cheap_runnable_cell_with_what_it_needs_gives_the_stored_output(path):
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    chapter = knights_cells.Chapter({"cells": cells}, EXTRA)
    by_index = {cell.index: cell for cell in chapter.cells}
    checked, skipped = 0, []
    for index in _visible(cells):
        cell = cells[index]
        found, lacking = chapter.needs(by_index[index])
        if lacking or "nbval-ignore-output" in cell.get("metadata", {}).get("tags", []):
            continue
        if EXERCISE_TAG in cell.get("metadata", {}).get("tags", []):
            continue  # tests/test_exercises.py runs them with their solutions
        cost = _seconds(cell) + sum(_seconds(cells[index]) for index in {statement.cell for statement in found})
        if cost > CHEAP_S:
            skipped.append(index)
            continue
        shown = _run_as_the_page_does([statement.source for statement in found], "".join(cell["source"]))
        assert shown == _stored(cell), f"{path.stem}, cell {index}: with only what it needs it shows\n{shown}"
        checked += 1
    print(f"\n{path.stem}: {checked} cells give their stored output; {len(skipped)} slow ones left to nbval")
    # a companion page holds the slow sections (counting tours, the state graph): fewer of its cells are cheap
    assert checked >= (2 if path.stem.endswith("_further") else 5)


# --- the built site ---------------------------------------------------------------------------


def _page_plan(path: str) -> dict:
    text = (SITE / path).read_text(encoding="utf-8")
    found = re.search(r'<script type="application/json" id="kp-cells">(.*?)</script>', text, re.S)
    assert found, f"{path} has no plan for its code cells"
    return json.loads(found[1])


@pytest.mark.parametrize("path", chapters())
def test_each_chapter_page_carries_the_plan_of_its_notebook(path):
    require_site()
    plan = _page_plan(path)
    source = BOOK.parent / path.replace(".html", ".ipynb")  # the book's own, not the download
    cells = json.loads(source.read_text(encoding="utf-8"))["cells"]
    expected = knights_cells.Chapter({"cells": cells}, EXTRA).plan(_visible(cells))
    assert plan == expected, f"{path}: the page's plan is not what its notebook gives"
    html = (SITE / path).read_text(encoding="utf-8")
    for entry in plan["cells"]:
        assert f"kp-cell-{entry['index']}" in html
    states = [entry["state"] for entry in plan["cells"]]
    # A chapter page ends with its coding exercises (one at least); its companion ("_further") may have none.
    assert states.count("run") >= 5 and states.count("exercise") >= (0 if "_further" in path else 1), states


def test_a_page_none_of_whose_cells_can_run_gets_no_controls():
    require_site()
    page = SITE / "book" / "command_line.html"  # every cell there starts the command line as a program
    if not page.exists():
        pytest.skip("this build has no command-line page")
    text = page.read_text(encoding="utf-8")
    assert 'id="kp-cells"' not in text and "kp-cell-" not in text


def _stdlib_files() -> set[str]:
    with zipfile.ZipFile(SITE / "_static" / "pyodide" / "python_stdlib.zip") as stdlib:
        return set(stdlib.namelist())


@pytest.mark.parametrize("path", chapters())
def test_the_browsers_python_has_every_module_the_runnable_cells_import(path):
    require_site()
    plan = _page_plan(path)
    files = _stdlib_files()
    source = BOOK.parent / path.replace(".html", ".ipynb")  # the book's own, not the download
    cells = json.loads(source.read_text(encoding="utf-8"))["cells"]
    code = [plan["code"][sid] for sid in plan["code"]]
    code += ["".join(cells[entry["index"]]["source"]) for entry in plan["cells"] if entry["state"] != "lacks"]
    missing = set()
    for text in code:
        for node in ast.walk(ast.parse(text)):
            names = [alias.name for alias in node.names] if isinstance(node, ast.Import) else \
                [node.module] if isinstance(node, ast.ImportFrom) and node.module else []
            for name in names:
                top = name.split(".")[0]
                spec = importlib.util.find_spec(top) if top in sys.stdlib_module_names else None
                if spec and spec.origin and spec.origin.endswith(".py"):  # pure Python: it ships in the zip
                    if f"{top}.pyc" not in files and f"{top}/__init__.pyc" not in files:
                        missing.add(top)
    assert missing == set(), f"{path}: the browser's Python lacks {sorted(missing)}"


# --- in the browser ---------------------------------------------------------------------------

# Wait until the cell's Run has finished (cells.js marks the button while it runs); return its output's text.
FINISHED = """(cell) => {
    const button = cell.querySelector('.kp-run-button');
    const output = cell.querySelector('.kp-run-output');
    return button && !button.hasAttribute('aria-disabled') && output && output.textContent.length > 0;
}"""

FRAMES = """() => new Promise(done => {
    let count = 0; const end = performance.now() + 1000;
    const tick = () => (performance.now() < end ? (count++, requestAnimationFrame(tick)) : done(count));
    requestAnimationFrame(tick);
})"""


def _lines(text: str) -> list[str]:
    return [line.rstrip() for line in text.strip().splitlines() if line.strip()]


class Cell:
    """A code cell on the page, worked by its buttons and its text box, as a reader does."""

    def __init__(self, page, locator):
        self.page, self.root = page, locator

    def run(self, timeout_ms: int = RUN_TIMEOUT_MS) -> tuple[str, float]:
        """Press Run; wait until the run is over; return the output's text and the seconds it took."""
        self.root.scroll_into_view_if_needed()
        began = time.monotonic()
        self.root.get_by_role("button", name="Run", exact=True).click()
        self.page.wait_for_timeout(50)
        self.page.wait_for_function(FINISHED, arg=self.root.element_handle(), timeout=timeout_ms)
        return self.output(), time.monotonic() - began

    def output(self) -> str:
        return self.root.locator(".kp-run-output").inner_text()

    def box(self):
        """The cell's text box, opened by its Edit button if it is closed."""
        edit = self.root.get_by_role("button", name="Edit", exact=True)
        if edit.get_attribute("aria-pressed") != "true":
            edit.click()
        return self.root.get_by_role("textbox")

    def write(self, code: str) -> None:
        self.box().fill(code)

    def code(self) -> str:
        return self.box().input_value()


def _text_cell(page):
    """The first runnable cell whose stored output is text only: (the cell, its stored text)."""
    cells = page.locator("div.cell:has(.kp-run-bar):not(.tag_kp-exercise)")
    for k in range(cells.count()):
        cell = cells.nth(k)
        stored = cell.locator(".cell_output")
        pictures = "img, svg:not(button svg), .widget-subarea, .jupyter-widgets"  # the copy button has an icon
        if stored.count() == 1 and stored.locator(pictures).count() == 0:
            text = stored.inner_text().strip()
            if text:
                return Cell(page, cell), text
    raise AssertionError("no runnable cell with a text output on the page")


PICTURE = """from boardpuzzles.knight import move_counts
from boardpuzzles.pictures import grid_svg

grid_svg(move_counts(5), vmax=8, caption="knight on 5×5")"""


def _picture_alt() -> str:
    """The text alternative of PICTURE's picture, as CPython draws it."""
    space: dict = {}
    exec(PICTURE.rsplit("\n", 1)[0], space)
    return eval(PICTURE.rsplit("\n", 1)[1], space).alt


def _exercises(path: str) -> list[tuple[str, str]]:
    """Each coding exercise of the chapter as built: (the stub, the stub with the chapter's solution)."""
    # the book's own notebook: a download opens with an install note, a cell the page does not have
    cells = json.loads((BOOK.parent / path.replace(".html", ".ipynb")).read_text(encoding="utf-8"))["cells"]
    found = []
    for index, cell in enumerate(cells):
        if EXERCISE_TAG in cell.get("metadata", {}).get("tags", []):
            stub = "".join(cell["source"])
            after = "".join("".join(c["source"]) for c in cells[index + 1:index + 3] if c["cell_type"] == "markdown")
            solution = SOLUTION.search(after)
            assert solution, f"{path}: the exercise after cell {index} has no solution"
            found.append((stub, _with_solution(stub, solution[1], _checked_name(stub))))
    return found


@pytest.fixture(scope="module")
def chapter_pages(browser, site_url):
    """Each chapter page, opened once for this file's tests of it: first its Tab stops, then its cells run."""
    opened = Opened(lambda path: Visit(browser, f"{site_url}/{path}").open())
    yield opened
    for visit in opened.values():
        visit.close()


@pytest.mark.browser
@pytest.mark.parametrize("path", chapters())
def test_a_code_cell_is_one_tab_stop_and_the_first_explorer_comes_soon(chapter_pages, path):
    visit = chapter_pages[path]
    page = visit.page
    page.wait_for_selector(".kp-run-bar", timeout=30_000)
    # the page's first widget, an explorer or a program stepper, loads at once; the others as they near the screen
    page.wait_for_selector(":is(.kp-explorer, .kp-stepper)", timeout=60_000)
    page.evaluate("() => { document.activeElement.blur(); window.scrollTo(0, 0); }")
    stops, in_cells = 0, {}
    while stops < 400:
        page.keyboard.press("Tab")
        stops += 1
        where = page.evaluate("""() => { const a = document.activeElement;
            const cell = a.closest('div.cell');
            return [Boolean(a.closest('.kp-explorer, .kp-stepper, .kp-practice')),
                    cell ? cell.className : null]; }""")
        if where[0]:
            break
        if where[1] and re.search(r"\bkp-cell-\d+\b", where[1]):  # a code cell cells.js gave its controls
            in_cells[where[1]] = in_cells.get(where[1], 0) + 1
    print(f"\n{path}: the first explorer is Tab stop {stops}; {len(in_cells)} code cells before it took "
          f"{sum(in_cells.values())} stops")
    assert stops < 400, "Tab never reached an explorer"
    assert in_cells and max(in_cells.values()) == 1, f"a code cell takes more than one Tab stop: {in_cells}"
    # each control of a cell is reached from its one Tab stop by the arrow keys, with its name
    cell = page.locator("div.cell:has(.kp-run-bar)").first
    cell.get_by_role("button", name="Run", exact=True).focus()
    names = []
    for _ in range(6):
        names.append(page.evaluate("""() => { const a = document.activeElement;
            document.getAnimations().forEach((animation) => animation.finish());  // its fade in, at its end
            return [a.getAttribute('aria-label') || a.textContent.trim(), getComputedStyle(a).opacity]; }"""))
        page.keyboard.press("ArrowRight")
    assert [name for name, _ in names[:2]] == ["Run", "Edit"] and names[-1] in names[:-1], names
    assert ["Copy to clipboard", "1"] in names, f"no copy button shown by the arrow keys: {names}"
    assert visit.errors == [] and visit.blocked == []


@pytest.mark.browser
@pytest.mark.parametrize("path", chapters())
def test_the_code_cells_of_a_chapter_run_on_the_page(chapter_pages, path):
    """Each chapter's own cells: its plan's Run bars, a cell with the chapter's stored output, its exercises.

    What every page's cells share (cells.js and live.js: editing, pictures, errors, the runaway loop) is
    tested once, on chapter 1 (the next test)."""
    visit = chapter_pages[path]
    page = visit.page
    times = {}
    try:
        cell, stored = _first_run(page, path, times)

        exercises = page.locator("div.cell.tag_kp-exercise")
        sources = _exercises(path)
        assert exercises.count() == len(sources) >= (0 if "_further" in path else 1)
        for k, (stub, solved) in enumerate(sources):
            exercise = Cell(page, exercises.nth(k))
            assert exercise.code() == stub.rstrip("\n"), "an exercise opens in its text box, as the chapter has it"
            shown, _ = exercise.run()
            assert shown.startswith("Not yet: ") and _lines(shown) == _lines(_in_process(stub)), shown
            exercise.write(solved)
            shown, times[f"exercise {k + 1} checked"] = exercise.run()
            assert re.fullmatch(r"All \d+ checks passed\.", shown.strip()) and shown.strip() == _in_process(solved)
            assert exercise.root.locator(".kp-out-pass").count() == 1

        assert visit.blocked == [], f"asked other hosts for {visit.blocked}"
        assert visit.failed == [], f"failed to load {visit.failed}"
        assert visit.errors == [], f"logged errors {visit.errors}"
    finally:
        print(f"\n{path}: " + "; ".join(f"{what} {seconds:.2f} s" for what, seconds in times.items()))


def _first_run(page, path: str, times: dict):
    """Check the page's Run bars against its plan and run its first text cell; return the cell and its stored text."""
    page.wait_for_selector(".kp-run-bar", timeout=30_000)
    plan = _page_plan(path)
    runnable = [entry for entry in plan["cells"] if entry["state"] != "lacks"]
    assert page.locator(".kp-run-bar").count() == len(runnable)
    assert page.locator(".kp-run-note").count() == len(plan["cells"]) - len(runnable)
    assert page.evaluate("knightsLive.status") in ("off", "starting", "ready")  # no cell started it

    cell, stored = _text_cell(page)
    shown, times["first run (Python's start included)"] = cell.run()
    assert _lines(shown) == _lines(stored), f"{path}: the cell showed {shown!r}, the chapter {stored!r}"
    assert cell.root.locator(".cell_output").is_hidden()  # the live output stands in for the stored one
    return cell, stored


@pytest.mark.browser
def test_a_cell_is_edited_by_keyboard_shows_pictures_and_errors_and_a_runaway_loop_is_stopped(browser, site_url):
    path = chapters()[0]
    visit = Visit(browser, f"{site_url}/{path}").open()
    page = visit.page
    times = {}
    try:
        cell, stored = _first_run(page, path, times)

        # Edited from the keyboard: Edit opens the box and moves there; Shift+Enter runs the cell.
        original = cell.root.locator("pre").first.text_content()
        names = cell.root.locator(".kp-run-bar").get_by_role("button").all_inner_texts()
        assert names == ["Run", "Edit", "Reset"] and cell.root.get_by_role("toolbar").get_attribute("aria-label")
        cell.root.get_by_role("button", name="Edit", exact=True).focus()
        page.keyboard.press("Enter")
        box = cell.root.get_by_role("textbox")
        assert box.evaluate("(box) => box === document.activeElement") and box.input_value() == original.rstrip("\n")
        assert box.evaluate("(box) => box.labels[0].textContent").startswith("The code of code cell ")
        assert "Shift+Enter runs the cell" in box.evaluate(
            "(box) => document.getElementById(box.getAttribute('aria-describedby')).textContent")
        page.keyboard.press("Control+End")
        page.keyboard.press("Enter")
        page.keyboard.press("Tab")  # indents; the box keeps the focus
        assert box.input_value().endswith("\n    ") and box.evaluate("(box) => box === document.activeElement")
        page.keyboard.press("Shift+Tab")  # takes the indent back
        assert box.input_value() == original.rstrip("\n") + "\n"
        page.keyboard.press("Escape")
        page.keyboard.press("Tab")  # after Escape, Tab leaves the box
        assert not box.evaluate("(box) => box === document.activeElement")
        box.fill(original.rstrip("\n") + '\nprint("edited:", 6 * 7)')
        began = time.monotonic()
        box.press("Shift+Enter")
        page.wait_for_timeout(50)
        page.wait_for_function(FINISHED, arg=cell.root.element_handle(), timeout=RUN_TIMEOUT_MS)
        times["edited"], shown = time.monotonic() - began, cell.output()
        assert "edited: 42" in _lines(shown), shown
        assert cell.root.locator(".kp-run-output").get_attribute("aria-live") == "polite"

        cell.write(PICTURE)  # a last line that is a picture shows as the picture, with its text alternative
        shown, _ = cell.run()
        svg = cell.root.locator(".kp-run-output .kp-out-picture svg")
        assert svg.count() == 1 and svg.get_attribute("aria-label") == _picture_alt(), shown

        cell.write("total = 0\nfor k in range(3):\n    total += k\ntotal / (total - 3)")
        shown, _ = cell.run()
        assert _lines(shown)[-1] == "ZeroDivisionError: division by zero (line 4)", shown

        cell.write("while True:\n    pass")
        began = time.monotonic()
        cell.root.get_by_role("button", name="Run", exact=True).click()
        page.wait_for_timeout(1000)
        frames = page.evaluate(FRAMES)  # meanwhile the page draws and scrolls as usual
        before = page.evaluate("window.scrollY")
        page.mouse.wheel(0, 300)
        page.wait_for_function(f"window.scrollY !== {before}", timeout=2000)
        page.wait_for_function(FINISHED, arg=cell.root.element_handle(), timeout=LOOP_LIMIT_S * 1000)
        times["runaway loop stopped"] = stopped = time.monotonic() - began
        assert frames >= 10, f"{path}: the page drew {frames} frames in a second while the loop ran"
        assert cell.output().startswith(f"Python stopped this cell after {CELL_LIMIT_S} s"), cell.output()
        assert stopped < LOOP_LIMIT_S

        cell.root.get_by_role("button", name="Reset", exact=True).click()
        assert cell.output() == "" and cell.root.locator(".cell_output").is_visible()
        assert cell.root.locator("pre").first.text_content() == original
        shown, times["after the stop (a fresh Python)"] = cell.run()
        assert _lines(shown) == _lines(stored)

        assert visit.blocked == [], f"asked other hosts for {visit.blocked}"
        assert visit.failed == [], f"failed to load {visit.failed}"
        assert visit.errors == [], f"logged errors {visit.errors}"
    finally:
        print(f"\n{path}: " + "; ".join(f"{what} {seconds:.1f} s" for what, seconds in times.items()))
        visit.close()


#: The sentence on a cell that cannot run on the page: what it needs, or, for a cell that makes an explorer (or
#: readies the explorers), that the explorer works here and only changing the code needs Jupyter.
NOTE = re.compile(r"(Needs [\w' ]+|Starts another program|Reads the stored measurements): run it in Jupyter"
                  r"|The (explorer|stepper) below works on this page; to change its code, run it in Jupyter"
                  r"|The explorers below work on this page; to change this code, run it in Jupyter")

# Each shown note of the page: its text, its box and its cell's box, its height in lines, whether its text
# overflows it, and whether the cell's stored output (below the note's cell) is an explorer.
NOTES = """() => [...document.querySelectorAll('.kp-run-note')].filter((note) => note.checkVisibility()).map((note) => {
    const cell = note.closest('div.cell');
    const box = (node) => { const r = node.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; };
    const code = cell.querySelector('div[class^="highlight"]');
    return {text: note.innerText, note: box(note), cell: box(cell), code: box(code),
            lines: Math.round(note.getBoundingClientRect().height / parseFloat(getComputedStyle(note).lineHeight)),
            overflows: note.scrollWidth > note.clientWidth + 1, page: document.documentElement.scrollWidth,
            // a widget's view, drawn or not yet (a view draws as it nears the screen)
            explorer: Boolean(cell.querySelector('.cell_output script[type="application/vnd.jupyter.widget-view+json"]')
                              || cell.querySelector('.cell_output :is(.kp-explorer, .kp-stepper, .kp-practice)'))};
})"""


@pytest.mark.browser
@pytest.mark.parametrize("width", [390, 1280])
@pytest.mark.parametrize("path", [path for path in chapters() if "04_" in path or "01_" in path])
def test_a_cell_that_cannot_run_on_the_page_says_what_is_true_and_fits(browser, site_url, path, width):
    visit = Visit(browser, f"{site_url}/{path}", viewport={"width": width, "height": 900}).open()
    try:
        visit.page.wait_for_selector(".kp-run-note", timeout=30_000)
        notes = visit.page.evaluate(NOTES)
        for note in visit.page.locator(".kp-run-note").all():
            assert note.locator("a").get_attribute("href").endswith("how_to_read.html#run-a-chapter")
            cell = note.locator("xpath=ancestor::div[contains(concat(' ', @class, ' '), ' cell ')][1]")
            assert cell.locator(".kp-run-bar").count() == 0
        assert notes and any(note["explorer"] for note in notes), "no note above an explorer"
        for note in notes:
            assert NOTE.fullmatch(note["text"]), note["text"]
            assert ("below works" in note["text"]) == note["explorer"], note
            left, top, right, bottom = note["note"]
            assert not note["overflows"] and note["cell"][0] <= left and right <= note["cell"][2] <= width, note
            if width > 700:  # one line on the code box's top edge, taking no room of its own
                assert note["lines"] == 1 and top < note["code"][1] < bottom, note
            else:  # a line or two of its own above the code, covering none of it
                assert note["lines"] <= 3 and bottom <= note["code"][1] + 1, note
        assert notes[0]["page"] <= width, f"the page is {notes[0]['page']} px wide at {width} px"
        assert visit.errors == [] and visit.blocked == []
    finally:
        visit.close()


@pytest.mark.browser
def test_from_a_file_one_sentence_says_what_serving_the_site_would_do(browser):
    require_site()
    path = chapters()[0]
    context = browser.new_context()
    page = context.new_page()
    requested = []
    page.on("request", lambda request: requested.append(request.url))
    try:
        page.goto((SITE / path).as_uri(), wait_until="load")
        note = page.locator(".kp-run-file")
        note.wait_for(timeout=10_000)
        assert note.count() == 1 and "serve the site over http" in note.inner_text()
        assert page.locator(".kp-run-bar").count() == 0  # no button that could not work
        assert page.locator(".cell_output").first.is_visible()  # the stored outputs read as before
        assert not any("/_static/pyodide/" in url for url in requested)
    finally:
        context.close()
