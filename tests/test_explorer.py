"""The explorer: controls described for the browser, pictures drawn live or precomputed, and the render
function's source collected so that a fresh Python (the reader's browser) can run it."""

import importlib
import json
import subprocess
import sys

import nbformat
import pytest
from conftest import NO_COVER
from nbclient import NotebookClient

from boardpuzzles import wording
from boardpuzzles.backtracking import backtracking_search
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
from boardpuzzles.search import SearchBudgetExceeded

CELLS = [
    "from functools import cache\nimport math as m\nfrom boardpuzzles.knight import knight_targets\n"
    "from boardpuzzles import board\nLIMIT = 8\nBIG = object()",
    # Notebook globals that share names with a function's parameters and locals: not the function's to copy.
    "from boardpuzzles.knight import try_offsets\njump = try_offsets(8, (0, 0))[0]\nrow, jumps = 5, BIG\nreal = 0",
    "def count(size, row, col):\n    jumps = knight_targets(size, (row - 1, col - 1))\n"
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


@NO_COVER
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
    assert number["label"] == "board size"  # the code's size, in the words of the prose
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


def test_the_browser_gets_the_names_of_the_errors_that_read_as_a_sentence(in_a_kernel):
    """explorer.js shows as a sentence the errors the spec names: the very ones a kernel shows so."""
    from boardpuzzles.search import SearchBudgetExceeded

    box = explore(describe_size, {"size": range(1, 11)})
    assert box.spec["sentences"] == [error.__name__ for error in explorer_module.SENTENCE_ERRORS]
    assert {ValueError, SearchBudgetExceeded} <= set(explorer_module.SENTENCE_ERRORS)

    def out_of_budget(size):
        raise SearchBudgetExceeded("the tour count", size)

    assert explore(out_of_budget, {"size": range(1, 3)}).picture.startswith('<p class="kp-message">the tour count')


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
    assert data["text/plain"].startswith("Explorer of <lambda>(n=4)")
    assert data["text/html"] == still_markup('<p class="kp-message">n = 4</p>')
    assert data["text/html"].index(STILL_NOTE) < data["text/html"].index("n = 4")


def test_the_stylesheet_repaints_the_pictures_paper_colours_on_a_dark_page():
    from boardpuzzles.book.explorer import DARK_PAGES, explorer_css
    from boardpuzzles.pictures.colours import DARK_PALETTE

    css = explorer_css()
    assert Explorer._css == css and css.startswith("/* The explorer's controls")
    for page in DARK_PAGES:
        assert f"{page} :is(.kp-explorer, .kp-stepper, .kp-practice)" in css  # the controls' dark colours, all three
        for role, colour in DARK_PALETTE.items():
            assert f"{page} .kp-f-{role}" in css and f"{page} .kp-s-{role}" in css and colour in css


def test_a_precomputed_explorer_names_a_digest_of_its_pictures_so_nbval_sees_a_stale_chapter(monkeypatch):
    """The website shows the widget state a chapter stores; nbval compares the text output that names its digest."""
    monkeypatch.setenv(explorer_module.STATIC_SITE_VARIABLE, "1")

    def equals(n):
        return f"n = {n}"

    def words(n):
        return f"n is {n}"

    shown, again = (repr(explore(equals, {"n": range(1, 6)}, precompute={"n": range(1, 6)})) for _ in "12")
    reworded = repr(explore(words, {"n": range(1, 6)}, precompute={"n": range(1, 6)}))
    fewer = repr(explore(equals, {"n": range(1, 6)}, precompute={"n": range(1, 5)}))
    assert shown.startswith("Explorer of equals(n=1), stored pictures ")
    assert shown == again
    assert len({shown, reworded, fewer}) == 3
    monkeypatch.setenv(explorer_module.STATIC_SITE_VARIABLE, "0")
    assert repr(explore(equals, {"n": range(1, 6)})) == "Explorer of equals(n=1)"


# --- a search out of budget, and precomputed values outside their control -------------------------------


def tour_nodes(size):
    """A render function whose search runs out of its budget on boards of 6 and more."""
    return f"{backtracking_search(size, budget=10_000).nodes:,} nodes"


OUT_OF_BUDGET = "the backtracking search stopped after its budget of 10,000 nodes without finishing"


def test_a_search_out_of_budget_reads_as_its_sentence_in_place_of_the_picture(in_a_kernel):
    with pytest.raises(SearchBudgetExceeded, match=OUT_OF_BUDGET):
        backtracking_search(6, budget=10_000)
    box = explore(tour_nodes, {"size": range(1, 9)}, initial={"size": 5})
    assert box.picture == '<p class="kp-message">8,840 nodes</p>'
    box.values = {"size": 6}
    assert box.picture.startswith(f'<p class="kp-message">{OUT_OF_BUDGET}') and "248,169 nodes" in box.picture


def test_on_the_website_a_search_out_of_budget_is_stored_as_its_sentence(monkeypatch):
    monkeypatch.setenv(explorer_module.STATIC_SITE_VARIABLE, "1")
    box = explore(tour_nodes, {"size": range(1, 9)}, precompute={"size": range(5, 8)})
    assert box.pictures[box.frames[frame_key([5])]] == '<p class="kp-message">8,840 nodes</p>'
    for size in (6, 7):
        assert box.pictures[box.frames[frame_key([size])]].startswith(f'<p class="kp-message">{OUT_OF_BUDGET}')


@pytest.mark.parametrize("precompute, name", [
    ({"size": range(1, 12)}, "size"),  # 11 is past the control's end
    ({"size": [0, 1]}, "size"),
    ({"view": ["numbers", "colours"]}, "view"),
])
def test_precomputed_values_outside_their_control_are_refused(monkeypatch, precompute, name):
    """The website would otherwise show settings the reader cannot reach, or drawn from values never offered."""
    monkeypatch.setenv(explorer_module.STATIC_SITE_VARIABLE, "1")
    with pytest.raises(ValueError, match=f"precomputed values for '{name}' must lie in its control's range"):
        explore(describe_size, {"size": range(1, 11), "view": ["numbers", "path"]}, precompute=precompute)


# --- what render_source must carry for a fresh Python: constants, defaults, imports under other names ------


#: A reader's module: its functions are copied (it is not the package), and each uses one thing the copy needs.
READERS_MODULE = '''
import math as maths
from boardpuzzles import board as chessboard
from boardpuzzles.tour import is_knight_move as one_jump

SIZES = range(1, 9)
CORNER = (0, 0)
VIEW = "numbers"


def size_allowed(size):
    return size in SIZES


def positional_default(size, square=CORNER):
    return f"{square} on {size}"


def keyword_default(size, *, view=VIEW):
    return f"{view} on {size}"


def module_alias(size):
    return maths.isqrt(size)


def submodule_alias(row, col):
    return chessboard.format_square((row - 1, col - 1))


def function_alias(row, col):
    return one_jump((0, 0), (row, col))
'''


@pytest.fixture(scope="module")
def readers_module(tmp_path_factory):
    folder = tmp_path_factory.mktemp("reader")
    (folder / "readers_render.py").write_text(READERS_MODULE, encoding="utf-8")
    sys.path.insert(0, str(folder))
    try:
        yield importlib.import_module("readers_render")
    finally:
        sys.path.remove(str(folder))
        sys.modules.pop("readers_render", None)


@pytest.mark.parametrize("name, call", [
    ("size_allowed", "(size_allowed(8), size_allowed(9))"),  # a range constant
    ("positional_default", "positional_default(5)"),
    ("keyword_default", "keyword_default(5)"),  # a keyword-only parameter's default
    ("module_alias", "module_alias(50)"),  # import math as maths
    ("submodule_alias", "submodule_alias(2, 3)"),  # from boardpuzzles import board as chessboard
    ("function_alias", "(function_alias(1, 2), function_alias(2, 2))"),  # from ... import is_knight_move as one_jump
])
def test_a_readers_function_runs_alone_from_its_collected_source(readers_module, name, call):
    source = render_source(getattr(readers_module, name))
    done = run_fresh(source, call)
    assert done.returncode == 0, source + done.stderr
    assert done.stdout.strip() == str(eval(call, vars(readers_module)))


# --- players that fit the run, and the explorer's name -----------------------------------------------


def walk_picture(size, step):
    """Draw a walk of `size` steps after `step` of them."""
    from boardpuzzles.pictures import tour_svg

    shown = min(step, size)  # past the end, the end
    return tour_svg(size, [(0, k) for k in range(shown)], caption=f"step {shown} of {size}").ending_at(size)


@pytest.mark.parametrize("size", [1, 3, 5])
def test_a_picture_of_a_run_carries_its_last_step_to_the_browser(in_a_kernel, size):
    box = explore(walk_picture, {"size": range(1, 6), "step": range(100)}, play="step",
                   initial={"size": size, "step": 99})
    assert box.picture.startswith(f'<svg data-last-step="{size}" ')
    box.values = {"size": 2, "step": 0}
    assert box.picture.startswith('<svg data-last-step="2" ')


def test_on_the_website_each_stored_picture_of_a_run_says_where_it_ends(monkeypatch):
    monkeypatch.setenv(explorer_module.STATIC_SITE_VARIABLE, "1")
    box = explore(walk_picture, {"size": range(1, 6), "step": range(10)}, play="step",
                   precompute={"size": range(1, 6), "step": range(10)})
    for size in range(1, 6):
        for step in range(10):
            picture = box.pictures[box.frames[frame_key([size, step])]]
            assert picture.startswith(f'<svg data-last-step="{size}" '), (size, step)


def test_a_picture_s_last_step_is_a_whole_number():
    from boardpuzzles.errors import PictureError
    from boardpuzzles.pictures import tour_svg

    picture = tour_svg(5, [(0, 0)])
    assert picture.last is None and "data-last-step" not in picture
    again = picture.ending_at(3).ending_at(7)
    assert again.last == 7 and again.count("data-last-step") == 1 and again.alt == picture.alt
    for bad in (-1, 2.5, True, "3"):
        with pytest.raises(PictureError):
            picture.ending_at(bad)


def test_an_explorer_is_named_for_a_screen_reader_by_its_render_function(in_a_kernel):
    assert explore(walk_picture, {"size": range(1, 3), "step": range(3)}).spec["name"] == (
        "Draw a walk of size steps after step of them")
    assert explore(describe_size, {"size": range(1, 3)}).spec["name"] == "describe size"
    assert explore(describe_size, {"size": range(1, 3)}, name="sizes").spec["name"] == "sizes"


def square_at(size, row, column):
    return f"({row} {column}) on {size}"


def test_a_square_beside_a_board_size_sends_the_rule_the_browser_says_at_once(in_a_kernel):
    board = {"size": range(1, 9), "row": range(1, 9), "column": range(1, 9)}
    box = explore(square_at, board, square=("row", "column"))
    assert box.spec["square_rule"] == wording.SQUARE_RULE == "Pick a row and a column from 1 to {size}."
    assert explore(square_at, board).spec["square_rule"] is None
    assert explore(lambda n, row, column: "", {"n": range(1, 3), "row": range(1, 3), "column": range(1, 3)},
                   square=("row", "column")).spec["square_rule"] is None
