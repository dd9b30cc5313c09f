"""The explorer: controls described for the browser, pictures drawn live or precomputed, and the render
function's source collected so that a fresh Python (the reader's browser) can run it."""

import json
import subprocess
import sys

import nbformat
import pytest
from nbclient import NotebookClient

from boardpuzzles.book import explorer as explorer_module
from boardpuzzles.book.explorer import (
    MAX_PRECOMPUTED,
    STILL_NOTE,
    Explorer,
    explore,
    frame_key,
    render_source,
    still_markup,
)

CELLS = [
    "from functools import cache\nimport math as m\nfrom boardpuzzles.knight import knight_targets\n"
    "from boardpuzzles import board\nLIMIT = 8\nBIG = object()",
    # Notebook globals that share names with a function's parameters and locals: not the function's to copy.
    "from boardpuzzles.knight import try_offsets\njump = try_offsets((0, 0))[0]\nrow, jumps = 5, BIG\nreal = 0",
    "def count(size, row, col):\n    jumps = knight_targets((row - 1, col - 1), size=size)\n"
    "    return len([jump for jump in jumps]).real",
    "@cache\ndef describe(size, row=1, col=1):\n"
    "    \"\"\"Say how many jumps, using a helper, a constant and two modules.\"\"\"\n"
    "    if size > LIMIT:\n        raise ValueError(f'size must be at most {LIMIT}')\n"
    "    return f'{board.format_square((row - 1, col - 1))}: {count(size, row, col)} jumps, {m.floor(2.5)}'",
    "from boardpuzzles.book.explorer import render_source\nprint(render_source(describe))",
]


@pytest.fixture(scope="module")
def collected():
    """The source render_source collects for a function defined in a real notebook kernel."""
    notebook = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(c) for c in CELLS])
    NotebookClient(notebook, timeout=60, kernel_name="python3").execute()
    return notebook.cells[-1].outputs[0]["text"]


def run_fresh(source: str, call: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-c", source + "\nprint(" + call + ")"], capture_output=True, text=True)


def test_the_collected_source_runs_alone_and_answers_as_the_notebook_does(collected):
    done = run_fresh(collected, "describe(8, row=4, col=5)")
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "(4 5): 8 jumps, 2"


def test_the_collected_source_brings_imports_helpers_constants_and_decorators(collected):
    assert "from boardpuzzles.knight import knight_targets" in collected
    assert "from boardpuzzles import board" in collected and "import math as m" in collected
    assert "LIMIT = 8" in collected and "@cache" in collected and "from functools import cache" in collected
    assert collected.index("def count") < collected.index("def describe")  # helpers before their callers
    assert "BIG" not in collected  # what is not used is not copied
    # parameters and locals are not globals, even where the notebook has globals of those names
    assert "jump =" not in collected and "row =" not in collected and "Jump(" not in collected
    # an attribute (len(...).real) is not the notebook's global of that name
    assert "real =" not in collected


def test_a_package_function_is_imported_not_copied():
    from boardpuzzles.knight import knight_targets

    assert render_source(knight_targets).strip() == "from boardpuzzles.knight import knight_targets"


@pytest.fixture
def in_a_kernel(monkeypatch):
    """Run as a reader's kernel does, even under the book's build (which sets the static-site variable)."""
    monkeypatch.delenv(explorer_module.STATIC_SITE_VARIABLE, raising=False)


def describe_size(size, view="numbers"):
    if size > 6:
        raise ValueError(f"size must be at most 6, got {size}")
    return f"{view} on {size}"


def test_a_number_and_a_choice_are_described_for_the_browser(in_a_kernel):
    box = explore(describe_size, {"size": range(1, 11), "view": ["numbers", "path"]}, initial={"size": 5})
    number, choice = box.spec["controls"]
    assert (number["kind"], number["min"], number["max"], number["step"]) == ("number", 1, 10, 1)
    assert choice == {"name": "view", "label": "view", "kind": "choice",
                      "options": [["numbers", "numbers"], ["path", "path"]]}
    assert box.values == {"size": 5, "view": "numbers"} and box.mode == "kernel"
    assert box.spec["render"] == "describe_size" and "def describe_size" in box.spec["code"]


def test_in_a_kernel_a_change_draws_the_new_picture_and_a_bad_one_reads_as_a_sentence(in_a_kernel):
    box = explore(describe_size, {"size": range(1, 11), "view": ["numbers", "path"]})
    box.values = {"size": 4, "view": "path"}
    assert box.picture == '<p class="kp-message">path on 4</p>'
    box.values = {"size": 9, "view": "path"}
    assert box.picture == '<p class="kp-message">size must be at most 6, got 9</p>'


def test_on_the_website_each_precomputed_setting_has_a_picture_and_equal_ones_are_stored_once(monkeypatch):
    monkeypatch.setenv(explorer_module.STATIC_SITE_VARIABLE, "1")
    box = explore(describe_size, {"size": range(1, 11), "view": ["numbers", "path"]},
                   initial={"size": 2}, precompute={"size": range(1, 9), "view": ["numbers", "path"]})
    assert box.mode == "static" and len(box.frames) == 16
    assert box.pictures[box.frames[frame_key([3, "path"])]] == '<p class="kp-message">path on 3</p>'
    too_big = {box.pictures[box.frames[frame_key([size, "path"])]] for size in (7, 8)}
    assert len(box.pictures) == 12 + 2 and len(too_big) == 2  # 12 pictures and 2 sentences, none twice
    assert frame_key([3, "path"]) == json.dumps([3, "path"], separators=(",", ":"))


def test_precomputing_more_than_the_cap_is_refused(monkeypatch):
    monkeypatch.setenv(explorer_module.STATIC_SITE_VARIABLE, "1")
    monkeypatch.setattr(explorer_module, "MAX_PRECOMPUTED", 9)
    with pytest.raises(ValueError, match="at most 9 settings, got 10"):
        explore(describe_size, {"size": range(1, 11)}, precompute={"size": range(1, 11)})
    assert isinstance(explore(describe_size, {"size": range(1, 11)}, precompute={"size": range(1, 10)}), Explorer)
    assert MAX_PRECOMPUTED >= 1000


@pytest.mark.parametrize("kwargs, message", [
    ({"initial": {"size": 11}}, "initial value 11 for 'size' is not one of its control's values"),
    ({"initial": {"colour": 1}}, "initial value 1 for 'colour'"),
    ({"play": "view"}, "'view' names no number control"),
    ({"square": ("size", "row")}, "'row' names no number control"),
])
def test_bad_explorer_settings_are_named(kwargs, message):
    with pytest.raises(ValueError, match=message):
        explore(describe_size, {"size": range(1, 11), "view": ["numbers", "path"]}, **kwargs)


def test_empty_controls_are_refused():
    with pytest.raises(ValueError, match="empty range"):
        explore(describe_size, {"size": range(0)})
    with pytest.raises(ValueError, match="at least one option"):
        explore(describe_size, {"view": []})


def test_a_notebook_that_has_not_run_shows_the_first_picture_under_a_note():
    box = explore(lambda n: f"n = {n}", {"n": range(1, 6)}, initial={"n": 4})
    data, _ = box._repr_mimebundle_()
    assert set(data) == {"text/plain", "text/html", "application/vnd.jupyter.widget-view+json"}
    assert data["text/plain"] == "Explorer of <lambda>(n=4)"
    assert data["text/html"] == still_markup('<p class="kp-message">n = 4</p>')
    assert data["text/html"].index(STILL_NOTE) < data["text/html"].index("n = 4")


def test_the_stylesheet_repaints_the_pictures_paper_colours_on_a_dark_page():
    from boardpuzzles.book.explorer import DARK_PAGES, explorer_css
    from boardpuzzles.pictures.colours import DARK_PALETTE

    css = explorer_css()
    assert Explorer._css == css and css.startswith("/* The explorer's controls")
    for page in DARK_PAGES:
        assert f"{page} .kp-explorer" in css  # the controls' dark colours
        for role, colour in DARK_PALETTE.items():
            assert f"{page} .kp-f-{role}" in css and f"{page} .kp-s-{role}" in css and colour in css
