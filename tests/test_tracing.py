"""The program steppers' traces (boardpuzzles.book.tracing, .steppers, .stepper): the real program, line by line.

Here: the listings, the traces' shape (JSON, steps that point into it, limits, errors), and the widget.
Each step against a second, independent trace of the same call made with a bare ``sys.settrace`` (the line,
the variables, the call and its stack), and each scene against what the package computes, are checked in
``tests/test_steppers.py``.
"""

from __future__ import annotations

import sys

import pytest

from boardpuzzles.book import steppers
from boardpuzzles.book.stepper import Stepper, step_through, traced
from boardpuzzles.book.tracing import STEP_LIMIT, listing_lines, trace_call
from boardpuzzles.distance.bfs import distance_grid, fewest_moves
from boardpuzzles.errors import BookError
from boardpuzzles.hanoi.methods import circular_moves, move_tower
from boardpuzzles.knight import knight_targets, try_offsets
from boardpuzzles.warnsdorff import warnsdorff_walk

#: Every chapter's tracer with a setting small enough to trace to the end (and one that stops at the limit).
SETTINGS = [
    (steppers.trace_offsets, {"size": 8, "row": 4, "column": 5}),
    (steppers.trace_offsets, {"size": 2, "row": 1, "column": 2}),
    (steppers.trace_distance, {"size": 5, "a": 1, "b": 2}),
    (steppers.trace_distance, {"size": 4, "a": 1, "b": 1}),
    (steppers.trace_backtracking, {"size": 5, "row": 1, "column": 1}),
    (steppers.trace_backtracking, {"size": 3, "row": 2, "column": 2}),
    (steppers.trace_warnsdorff, {"size": 5, "row": 1, "column": 1}),
    (steppers.trace_warnsdorff, {"size": 6, "row": 3, "column": 4}),
    (steppers.trace_backtracking, {"size": 6, "row": 1, "column": 1}),
    (steppers.trace_circular, {"disks": 4}),
    (steppers.trace_recursive, {"disks": 3}),
]


# Each step against CPython's own trace (the line, the event, the variables, the call and the stack, and each
# call's text) is checked in tests/test_steppers.py, for every tracer, against its reference_trace.


def test_a_listing_line_is_found_for_every_line_a_function_runs():
    for function in (try_offsets, warnsdorff_walk, circular_moves, move_tower):
        listing, where = listing_lines(function)
        assert all(1 <= line <= len(listing) for line in where.values())
        assert sorted(where.values()) == list(where.values()), f"{function.__name__}: lines out of order"
        assert where[function.__code__.co_firstlineno] == 1


@pytest.mark.parametrize("tracer, setting", SETTINGS, ids=lambda value: getattr(value, "__name__", None) or str(value))
def test_every_trace_is_json_and_its_steps_point_into_it(tracer, setting):
    import json

    trace = json.loads(json.dumps(tracer(**setting)))
    assert trace["steps"] and trace["error"] is None
    assert (trace["stopped"] is None) == (trace["result"] is not None)
    for step in trace["steps"]:
        assert 1 <= step["line"] <= len(trace["listing"])
        assert 0 <= step["call"] < len(trace["calls"])
        assert step.get("scene", 0) < len(trace["scenes"])
        assert step.get("stack", [step["call"]])[-1] == step["call"]


def test_a_trace_that_runs_too_long_stops_and_says_how_far_it_got():
    trace = trace_call(warnsdorff_walk, 8, limit=40)
    assert len(trace["steps"]) == 40 and trace["result"] is None
    assert "after 40 steps" in trace["stopped"]
    assert steppers.trace_backtracking(size=5)["stopped"].startswith("The trace stops here, after 1,000 steps")
    assert len(steppers.trace_warnsdorff(size=6, row=1, column=1)["steps"]) < STEP_LIMIT


def test_a_setting_the_program_refuses_is_its_sentence():
    assert trace_call(try_offsets, 0, (0, 0))["error"].startswith("board size")
    assert traced(steppers.trace_offsets, {"size": 3, "row": 4, "column": 1})["error"] == (
        "Pick a row and a column from 1 to 3.")


def test_the_recursion_shows_its_calls_nested_as_deep_as_the_disks():
    trace = steppers.trace_recursive(disks=3)
    assert len(trace["calls"]) == 7  # 2**3 - 1 calls of move_tower
    depths = [len(step.get("stack", [step["call"]])) for step in trace["steps"]]
    assert max(depths) == 3 and depths[0] == 1
    assert [call["args"] for call in trace["calls"][:3]] == [
        "disks=3, source=0, target=2, spare=1", "disks=2, source=0, target=1, spare=2",
        "disks=1, source=0, target=2, spare=1"]
    assert trace["scenes"][trace["steps"][-1]["scene"]]["pegs"] == [[], [], [3, 2, 1]]


def _last_scene(trace):
    return trace["scenes"][trace["steps"][-1]["scene"]]


@pytest.mark.parametrize("size, row, column", [(8, 4, 5), (8, 1, 1), (3, 2, 2), (5, 5, 3)])
def test_the_offsets_scene_ends_with_the_knights_targets_on_the_board(size, row, column):
    marks = _last_scene(steppers.trace_offsets(size=size, row=row, column=column))["marks"]
    assert marks[0] == [row - 1, column - 1, "", "piece"]
    on = sorted((r, c) for r, c, _, kind in marks if kind == "on")
    assert on == sorted(knight_targets(size, (row - 1, column - 1)))
    assert len(marks) == 1 + 8


@pytest.mark.parametrize("size, a, b", [(5, 1, 2), (4, 1, 1), (6, 2, 3), (6, 1, 2)])
def test_the_distance_scene_ends_with_the_squares_found_when_the_far_corner_joins_the_queue(size, a, b):
    """Each square drawn has its fewest moves; every square nearer than the far corner is drawn; the whole grid
    where the corner is never reached."""
    trace = steppers.trace_distance(size=size, a=a, b=b)
    found = {(r, c): int(text) for r, c, text, _ in _last_scene(trace)["marks"]}
    grid = distance_grid(size, a, b)
    reachable = {(r, c): grid[r][c] for r in range(size) for c in range(size) if grid[r][c] >= 0}
    corner = fewest_moves(size, a, b)
    assert trace["result"] == str(-1 if corner is None else corner)
    if corner is None:
        assert found == reachable
    else:
        assert found[size - 1, size - 1] == corner
        assert all(reachable[square] == moves for square, moves in found.items())
        assert {square for square, moves in reachable.items() if moves < corner} <= found.keys()


def test_the_warnsdorff_scene_ends_with_the_walk():
    trace = steppers.trace_warnsdorff(size=6, row=3, column=4)
    path = [(r, c) for r, c, _, kind in sorted(_last_scene(trace)["marks"], key=lambda m: int(m[2] or 0))
            if kind in ("path", "last")]
    assert path == warnsdorff_walk(6, start=(2, 3))


@pytest.mark.parametrize("tracer, margin", [(steppers.trace_offsets, 2), (steppers.trace_distance, 0),
                                            (steppers.trace_backtracking, 0), (steppers.trace_warnsdorff, 0)],
                         ids=lambda value: getattr(value, "__name__", str(value)))
def test_a_board_stepper_shows_the_empty_board_from_its_first_step(tracer, margin):
    """While the program checks its arguments the board is there, empty; the first mark comes with the program's."""
    setting = {"size": 5, "a": 1, "b": 2} if tracer is steppers.trace_distance else {"size": 5, "row": 2, "column": 3}
    trace = tracer(**setting)
    first = trace["steps"][0]
    assert trace["scenes"][first["scene"]] == {"board": 5, "margin": margin, "marks": []}
    assert all("scene" in step for step in trace["steps"]), "a step draws nothing"
    assert any(trace["scenes"][step["scene"]]["marks"] for step in trace["steps"]), "the program never marks the board"


def test_the_circular_scene_follows_the_pegs_move_by_move():
    trace = steppers.trace_circular(disks=4)
    tops = [tuple(map(len, trace["scenes"][step["scene"]]["pegs"])) for step in trace["steps"] if "scene" in step]
    # the program makes three empty pegs first, then stacks the tower on the first
    assert tops[0] == (0, 0, 0) and tops[1] == (4, 0, 0) and tops[-1] in ((0, 4, 0), (0, 0, 4))
    # between `disk = peg_a.pop()` and `peg_b.append(disk)` one disk is in the program's hand
    assert all(sum(counts) in (3, 4) for counts in tops[1:])


def test_a_stepper_in_a_kernel_traces_each_new_setting(monkeypatch):
    monkeypatch.delenv("BOARDPUZZLES_STATIC_SITE", raising=False)  # make test sets it, as the build does
    stepper = step_through(steppers.trace_circular, {"disks": range(1, 6)}, initial={"disks": 2})
    assert isinstance(stepper, Stepper) and stepper.mode == "kernel"
    before = len(stepper.trace["steps"])
    stepper.values = {"disks": 4}
    assert len(stepper.trace["steps"]) > before
    assert repr(stepper) == f"Stepper of trace_circular(disks=4): {len(stepper.trace['steps'])} steps"
    assert stepper.spec["call"] in stepper.spec["code"] and "import trace_circular" in stepper.spec["code"]


def test_a_stepper_on_the_website_stores_its_first_trace(monkeypatch):
    monkeypatch.setenv("BOARDPUZZLES_STATIC_SITE", "1")
    stepper = step_through(steppers.trace_offsets, {"size": range(1, 9), "row": range(1, 9), "column": range(1, 9)},
                           initial={"size": 8, "row": 1, "column": 1}, predict=True)
    assert stepper.mode == "static" and stepper.spec["predict"] is True
    assert ", stored trace " in repr(stepper)
    stepper.values = {"size": 3, "row": 1, "column": 1}
    assert len(stepper.trace["steps"]) == len(steppers.trace_offsets(size=8, row=1, column=1)["steps"])


def test_a_stepper_refuses_settings_it_cannot_offer():
    with pytest.raises(BookError, match="ranges of whole numbers"):
        step_through(steppers.trace_circular, {"disks": ["few", "many"]})
    with pytest.raises(BookError, match="initial value 9"):
        step_through(steppers.trace_circular, {"disks": range(1, 6)}, initial={"disks": 9})


def test_the_browsers_python_runs_the_tracer_from_its_collected_source():
    """What the page's Python is given (spec["code"]) runs alone and answers JSON equal to the kernel's trace."""
    import json

    stepper = step_through(steppers.trace_distance, {"size": range(1, 7), "a": range(1, 6), "b": range(1, 6)})
    namespace: dict = {}
    exec(stepper.spec["code"], namespace)
    answer = json.loads(namespace[stepper.spec["call"]](size=4, a=1, b=2))
    assert answer == json.loads(json.dumps(steppers.trace_distance(size=4, a=1, b=2)))


def test_the_tracers_import_nothing_beyond_the_standard_library():
    import subprocess

    code = ("import sys, boardpuzzles.book.steppers, boardpuzzles.book.tracing; "
            "print(sorted(m for m in ('matplotlib', 'ipywidgets', 'anywidget', 'traitlets', 'IPython') "
            "if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"


@pytest.mark.parametrize("tracer, setting", SETTINGS[::2],
                         ids=lambda value: getattr(value, "__name__", None) or str(value))
def test_a_trace_is_the_same_on_every_run(tracer, setting):
    """The website stores a trace with the page, and nbval compares it: no address or order may vary."""
    import json

    assert json.dumps(tracer(**setting)) == json.dumps(tracer(**setting))
