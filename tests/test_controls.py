"""The widgets' shared controls (boardpuzzles.book.controls), the JavaScript module each widget runs, and the one
home of a stepper scene's kinds of mark (boardpuzzles.book.steppers.MARKS)."""

import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from boardpuzzles.board import format_square
from boardpuzzles.book import steppers
from boardpuzzles.book.controls import KIT, allowed_values, control_spec, page_script, widget_module
from boardpuzzles.book.explorer import Explorer
from boardpuzzles.book.practice import Practice
from boardpuzzles.book.stepper import Stepper, step_through, stepper_css
from boardpuzzles.errors import BookError
from boardpuzzles.pictures.colours import PALETTE

BOOK = Path(steppers.__file__).parent
MODULES = {"explorer": Explorer._esm, "stepper": Stepper._esm}
# A top-level name a file of a module declares.
DECLARED = re.compile(r"^(?:export\s+)?(?:async\s+)?(?:function\s*\*?\s*(\w+)|(?:const|let|class)\s+(\w+))", re.M)

node = pytest.mark.skipif(shutil.which("node") is None, reason="Node.js runs the JavaScript")


def run_module(module: str, tail: str) -> str:
    """Run a widget's module as Node runs an ES module, then `tail` in its scope; what it prints."""
    done = subprocess.run(["node", "--input-type=module"], input=module + "\n" + tail, capture_output=True,
                          text=True, timeout=60, check=False)
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_a_widget_module_is_the_kit_then_its_files_without_their_imports():
    assert MODULES["explorer"] == widget_module(["board_view.js", "explorer.js"])
    kit = (BOOK / KIT).read_text(encoding="utf-8")
    for name, module in MODULES.items():
        assert module.startswith(kit), name
        assert module.count(kit) == 1, name
        assert not re.search(r"^import\b", module, re.M), f"{name}: an import left in one module"
        names = [a or b for a, b in DECLARED.findall(module)]
        twice = sorted({n for n in names if names.count(n) > 1})
        assert not twice, f"{name}: names declared twice in one module: {twice}"


def test_a_file_that_imports_from_a_file_not_before_it_is_refused():
    with pytest.raises(BookError, match=r"explorer\.js imports from board_view\.js"):
        widget_module(["explorer.js"])


@node
def test_each_widget_module_runs_as_one_es_module():
    for module in MODULES.values():
        assert run_module(module, "console.log(typeof element, typeof setUp);") == "function function\n"


#: The website's own classic script that takes its elements from the kit (book/_ext/knights_cells.py serves it so).
CELLS = BOOK.parents[2] / "book" / "_static" / "live" / "cells.js"


@node
def test_the_page_script_is_the_kit_then_the_script_in_one_scope_that_declares_no_global():
    script = page_script(CELLS.read_text(encoding="utf-8"))
    assert not re.search(r"^export\b", script, re.M) and "function element(" in script
    assert not re.search(r"\bfunction element\(", CELLS.read_text(encoding="utf-8")), \
        "cells.js defines an element() of its own: the kit has the one"
    # A classic script (Node compiles it as one: no module syntax), all in one function, so no global name.
    assert script.startswith("(() => {\n") and script.endswith("\n})();\n")
    done = subprocess.run(["node", "-e", f"new (require('vm').Script)({json.dumps(script)}); console.log('compiled');"],
                          capture_output=True, text=True, timeout=60, check=False)
    assert done.stdout == "compiled\n", done.stderr


@node
def test_the_square_text_of_the_javascript_is_the_package_s():
    squares = [(0, 0), (4, 11), (-2, 1), (49, 49)]
    printed = run_module(MODULES["stepper"], f"for (const square of {[list(s) for s in squares]}) "
                                             "console.log(squareText(square));")
    assert printed.splitlines() == [format_square(square) for square in squares]


def test_the_controls_are_described_the_same_for_an_explorer_and_a_stepper():
    stepper = step_through(steppers.trace_circular, {"disks": range(1, 6)}, initial={"disks": 2})
    assert stepper.spec["controls"] == [control_spec("disks", range(1, 6))]
    assert allowed_values(stepper.spec["controls"][0]) == [1, 2, 3, 4, 5]
    with pytest.raises(BookError, match="empty range"):
        control_spec("size", range(3, 3))
    with pytest.raises(BookError, match="words or whole numbers"):
        control_spec("view", [1.5])


def _kinds_drawn() -> set[str]:
    """Every kind of mark the steppers' scenes use, over small settings of each tracer."""
    traces = [steppers.trace_offsets(size=5, row=1, column=1), steppers.trace_offsets(size=8, row=4, column=4),
              steppers.trace_distance(size=5, a=1, b=2), steppers.trace_backtracking(5),
              steppers.trace_warnsdorff(5, 1, 1)]
    return {kind for trace in traces for scene in trace["scenes"] if "marks" in scene for *_, kind in scene["marks"]}


def test_every_kind_of_mark_is_in_one_home_which_the_stepper_sends_and_styles():
    assert steppers.MARK_KINDS == tuple(steppers.MARKS)
    assert {"piece", "on", "off", "queued"} <= _kinds_drawn() <= set(steppers.MARKS)
    spec = step_through(steppers.trace_circular, {"disks": range(1, 4)}).spec
    assert spec["marks"] == {kind: {"words": mark["words"], "shape": mark["shape"]}
                             for kind, mark in steppers.MARKS.items()}
    css = stepper_css()
    for kind, mark in steppers.MARKS.items():
        assert set(mark) == {"words", "shape", "colour", "label"}, kind
        assert "{at}" in mark["words"], kind
        assert mark["shape"] in (None, "disc", "box", "dashed"), kind
        assert (mark["shape"] is None) == (mark["colour"] is None), kind
        if mark["colour"]:
            colour = mark["colour"].replace("_", "-")
            assert f"--kp-scene-{colour}: {PALETTE[mark['colour']]};" in css, kind
            assert re.search(rf"\.kp-mark-{kind} \{{[^}}]*var\(--kp-scene-{colour}\)", css), kind
    # nowhere else: the stepper's script and its own stylesheet name no kind of mark
    script = "".join((BOOK / name).read_text(encoding="utf-8") for name in ("stepper.js", "scene.js", "practice.js"))
    sheet = (BOOK / "stepper.css").read_text(encoding="utf-8")
    for kind in steppers.MARKS:
        assert not re.search(rf"""["'`]{kind}["'`]|kp-(mark|label)-{kind}\b""", script + sheet), kind
    assert "lands off the board" not in script and "waits in the queue" not in script, "the words are the spec's"


WIDGETS = {"boardpuzzles.book.explorer.Explorer": Explorer, "boardpuzzles.book.stepper.Stepper": Stepper,
           "boardpuzzles.book.practice.Practice": Practice}


CHAPTERS = Path(__file__).resolve().parents[1] / "book"


@pytest.mark.parametrize("chapter", [*sorted(path.name for path in CHAPTERS.glob("0[1-9]_*.ipynb")), "index.ipynb"])
def test_the_chapters_store_the_modules_and_styles_the_widgets_have_now(chapter):
    """The website runs the module and stylesheet stored in a chapter's widget state, which nbval does not compare:
    after a change to the widgets' JavaScript or CSS, ``make notebooks`` stores them again."""
    notebook = json.loads((CHAPTERS / chapter).read_text(encoding="utf-8"))
    states = notebook["metadata"].get("widgets", {}).get("application/vnd.jupyter.widget-state+json", {})
    stored = [model["state"] for model in states.get("state", {}).values() if "_anywidget_id" in model["state"]]
    assert stored, f"{chapter} stores no widget"
    for state in stored:
        widget = WIDGETS[state["_anywidget_id"]]
        assert state["_esm"] == widget._esm, f"{chapter}: a stale {widget.__name__} module; run make notebooks"
        assert state["_css"] == widget._css, f"{chapter}: a stale {widget.__name__} stylesheet; run make notebooks"
