"""The chapters' program steppers proved right, step by step (boardpuzzles.book.steppers, .tracing).

Two independent witnesses check every step of every trace, over several settings of each tracer:

- CPython's own trace of the same call, made here with a bare ``sys.settrace`` (no code of
  :mod:`boardpuzzles.book.tracing`): each step's line, event, returned value, variables, call, stack of
  calls, and each call's name and arguments (keyword-only ones too, ``name=value``);
- the package, computing the same moment its own way: the scenes the program must pass through, in order
  (the jumps on and off the board by :mod:`boardpuzzles.knight`, the queue and the distances by
  :mod:`boardpuzzles.distance`, the path by :mod:`boardpuzzles.backtracking`'s events, the square the rule
  picks by :mod:`boardpuzzles.warnsdorff`'s onward counts, the pegs and the moving disk by
  :mod:`boardpuzzles.hanoi`'s formulas and rules). A scene may change only at a step right after a line
  that changes what it draws, and never otherwise.
"""

from __future__ import annotations

import copy
import functools
import inspect
import re
import sys

import pytest

from boardpuzzles.backtracking import search_events
from boardpuzzles.backtracking.searches import backtracking_search
from boardpuzzles.book import steppers, tracing
from boardpuzzles.book.tracing import shown_value, trace_call, variables_at
from boardpuzzles.chapters import CHAPTERS
from boardpuzzles.distance import bfs_queue_steps, fewest_moves
from boardpuzzles.distance.bfs import search_one_piece
from boardpuzzles.hanoi.formulas import minimum_moves, move_at
from boardpuzzles.hanoi.methods import circular_moves, move_tower
from boardpuzzles.hanoi.rules import apply_move, initial_state, is_game_over, is_legal_move
from boardpuzzles.knight import KNIGHT_OFFSETS, jump_number, knight_targets, try_offsets
from boardpuzzles.warnsdorff import CLOCKWISE_ORDER, onward_counts, warnsdorff_walk

# --- CPython's own trace ------------------------------------------------------------------------------


class _Full(BaseException):
    """Stops the reference run where the stepper's trace stops."""


def reference_trace(function, args=(), kwargs=None, *, limit=None, masks=()):
    """Run ``function(*args, **kwargs)`` under a bare tracer: its steps and calls, as a stepper should show them.

    Each step: the file's line number, the event (``"line"`` or ``"return"``), the returned value's text,
    the frame's variables (as text), the number of its call, and the calls on the stack (outermost first).
    A generator's frame is one call however often it is resumed.
    """
    codes, todo = set(), [function.__code__]
    while todo:
        code = todo.pop()
        codes.add(code)
        todo += [constant for constant in code.co_consts if inspect.iscode(constant)]
    frames, numbers, calls, active, steps = [], {}, [], [], []  # frames keeps each alive: its id stays its own

    def number(frame):
        return numbers[id(frame)]

    def local(frame, event, arg):
        if event not in ("line", "return"):
            return local
        if limit is not None and len(steps) >= limit:
            raise _Full
        mine = number(frame)
        variables = {name: masks[name] if name in masks else shown_value(value)
                     for name, value in frame.f_locals.items() if not name.startswith(".")}
        steps.append({"lineno": frame.f_lineno, "event": event, "variables": variables, "call": mine,
                      "stack": list(active), "value": shown_value(arg) if event == "return" else None})
        if event == "return":
            del active[len(active) - 1 - active[::-1].index(mine)]
        return local

    def tracer(frame, event, arg):
        if event != "call" or frame.f_code not in codes:
            return None
        if id(frame) not in numbers:
            numbers[id(frame)] = len(frames)
            frames.append(frame)
            values = inspect.getargvalues(frame)
            calls.append({"name": frame.f_code.co_name,
                          "args": ", ".join(f"{name}={shown_value(values.locals[name])}" for name in values.args)})
        active.append(number(frame))
        return local

    previous = sys.gettrace()
    sys.settrace(tracer)
    try:
        value = function(*args, **(kwargs or {}))
        if hasattr(value, "__next__"):
            list(value)
    except _Full:
        pass
    finally:
        sys.settrace(previous)
    return steps, calls


def _squeezed(text: str) -> str:
    return "".join(text.split()).replace("(", "").replace(")", "")


@functools.cache
def _source(function) -> tuple[list[str], int]:
    return inspect.getsourcelines(function)


def line_text(function, lineno: int) -> str:
    """The source line ``lineno`` of ``function``'s file, as it reads (stripped)."""
    source, first = _source(function)
    return source[lineno - first].strip()


# --- each tracer, its call, and the scenes the package says it must pass through -----------------------


def offsets_call(size, row, column):
    return try_offsets, (size, (row - 1, column - 1)), {}


def offsets_scenes(size, row, column):
    """The empty board, the piece, then each jump of :data:`KNIGHT_OFFSETS` tried, then on or off the board."""
    start, margin = (row - 1, column - 1), 2
    targets = set(knight_targets(size, start))
    piece = [[*start, "", "piece"]]
    scenes = [{"board": size, "margin": margin, "marks": []}, {"board": size, "margin": margin, "marks": piece}]
    done = []
    for d_row, d_col in KNIGHT_OFFSETS:  # tried in the article's order, numbered as chapter 1 numbers them
        number = jump_number((d_row, d_col))
        target = (start[0] + d_row, start[1] + d_col)
        scenes.append({"board": size, "margin": margin, "marks": piece + done + [[*target, str(number), "trying"]]})
        done = done + [[*target, str(number), "on" if target in targets else "off"]]
        scenes.append({"board": size, "margin": margin, "marks": piece + done})
    return scenes


def distance_call(size, a, b):
    return search_one_piece, (size, a, b), {}


def distance_scenes(size, a, b):
    """The queue step by step (:func:`bfs_queue_steps`) until the far corner joins it: a square leaves its front,
    each find gets its distance (its parent's and one) and joins its back; squares waiting are "queued", the others
    "done", in the order the search found them."""
    target = (size - 1, size - 1)
    distance, queue, ring = {}, [], None

    def scene():
        marks = [[r, c, str(moves), "queued" if (r, c) in queue else "done"] for (r, c), moves in distance.items()]
        drawn = {"board": size, "margin": 0, "marks": marks, "queue": [list(square) for square in queue]}
        if ring is not None:
            drawn["ring"] = list(ring)
        return drawn

    scenes = [{"board": size, "margin": 0, "marks": []}]  # the arguments' checks: nothing found yet
    if size == 1:
        return scenes  # the start is the far corner: no search
    queue.append((0, 0))
    distance[0, 0] = 0
    scenes.append(scene())
    for step in bfs_queue_steps(size, a, b):
        assert queue.pop(0) == step.square
        ring = step.square
        scenes.append(scene())
        for found in step.found:
            distance[found] = step.moves + 1
            scenes.append(scene())
            queue.append(found)
            scenes.append(scene())
            if found == target:
                assert distance[found] == fewest_moves(size, a, b)
                return scenes
        assert queue == step.queue
    assert fewest_moves(size, a, b) is None
    return scenes


def backtracking_call(size, row=1, column=1):
    return backtracking_search, (size,), {"start": (row - 1, column - 1)}


def backtracking_paths(size, row=1, column=1):
    """The path after each of the search's events (:func:`search_events`): a square placed, or taken back."""
    path, paths = [], [[]]
    for event in search_events(size, start=(row - 1, column - 1), limit=5000):
        if event.kind == "place":
            path.append(event.square)
        else:
            assert path.pop() == event.square
        assert len(path) == event.number - (event.kind == "undo")
        paths.append(list(path))
    return paths


def path_marks(path):
    return [[*square, str(number), "last" if number == len(path) else "path"] for number, square in enumerate(path, 1)]


def warnsdorff_call(size, row, column):
    return warnsdorff_walk, (size,), {"start": (row - 1, column - 1)}


def warnsdorff_scenes(size, row, column):
    """The walk by the rule, worked out here: from the last square, the unvisited targets in the article's
    clockwise order are the candidates, and the rule picks the first with the fewest onward squares."""
    path = [(row - 1, column - 1)]
    scenes = [{"board": size, "margin": 0, "marks": []}, {"board": size, "margin": 0, "marks": path_marks(path)}]
    while len(path) < size * size:
        candidates = [t for t in knight_targets(size, path[-1], offsets=CLOCKWISE_ORDER) if t not in path]
        scenes.append({"board": size, "margin": 0,
                       "marks": path_marks(path) + [[*square, "", "candidate"] for square in candidates]})
        if not candidates:
            break
        counts = onward_counts(size, path)
        best = min(candidates, key=lambda square: counts[square[0]][square[1]])
        scenes.append({**scenes[-1], "ring": list(best)})
        path.append(best)
        scenes.append({"board": size, "margin": 0, "marks": path_marks(path) + [
            [*square, "", "candidate"] for square in candidates if square not in path]})
    assert path == warnsdorff_walk(size, start=(row - 1, column - 1))
    return scenes


def circular_call(disks, direction="right", start=0):
    return circular_moves, (disks,), {"direction": direction, "start": start}


def circular_scenes(disks, direction="right", start=0):
    """The empty pegs, the tower, then each move of the circular method by formula (:func:`move_at`), legal by the
    rules: disk 1 in one line, another taken up (in the program's hand) and put down; the moving disk marked."""
    state = initial_state(disks, start=start)
    scenes = [{"pegs": [[], [], []], "disks": disks, "moving": 1},
              {"pegs": [list(peg) for peg in state], "disks": disks, "moving": 1}]
    for k in range(1, minimum_moves(disks) + 1):
        move = move_at(disks, k, direction=direction, start=start)
        assert is_legal_move(state, move)
        disk, source, target = move
        if disk != 1:
            held = [list(peg) for peg in state]
            held[source].pop()
            scenes.append({"pegs": held, "disks": disks, "moving": disk})
        state = apply_move(state, move)
        scenes.append({"pegs": [list(peg) for peg in state], "disks": disks, "moving": disk})
    assert is_game_over(state, start=start)
    return scenes


def dedupe(scenes):
    """The scenes with each run of equal ones kept once: what a reader sees change."""
    return [scene for i, scene in enumerate(scenes) if i == 0 or scene != scenes[i - 1]]


#: Each tracer: how it calls the chapter's program, the scenes the package says it passes through, the lines
#: (their text's beginning, as the listing shows them) that change a scene, and the settings tried.
TRACERS = {
    steppers.trace_offsets: (offsets_call, offsets_scenes,
                             ("row, col = require_square", "target = (row", "jumps.append("),
                             [{"size": 1, "row": 1, "column": 1}, {"size": 2, "row": 1, "column": 2},
                              {"size": 3, "row": 2, "column": 2}, {"size": 5, "row": 1, "column": 1},
                              {"size": 8, "row": 4, "column": 5}, {"size": 8, "row": 8, "column": 7}]),
    steppers.trace_distance: (distance_call, distance_scenes,
                              ("parent = {start: None}", "square = queue.popleft()", "parent[landing] = square",
                               "queue.append(landing)"),
                              [{"size": 1, "a": 1, "b": 2}, {"size": 3, "a": 1, "b": 2}, {"size": 4, "a": 1, "b": 1},
                               {"size": 5, "a": 2, "b": 1}, {"size": 6, "a": 2, "b": 3}, {"size": 5, "a": 3, "b": 3}]),
    steppers.trace_backtracking: (backtracking_call, None,
                                  ("path, untried, nodes =", "visited[path.pop()]", "path.append(square)",
                                   "for square in untried[-1]"),
                                  [{"size": 1}, {"size": 3, "row": 2, "column": 2},
                                   {"size": 4, "row": 1, "column": 2}, {"size": 5},
                                   {"size": 5, "row": 3, "column": 3}, {"size": 6, "row": 2, "column": 1}]),
    steppers.trace_warnsdorff: (warnsdorff_call, warnsdorff_scenes,
                                ("path = [start]", "candidates = unvisited_targets", "best = min(",
                                 "path.append(best)"),
                                [{"size": 1, "row": 1, "column": 1}, {"size": 3, "row": 1, "column": 1},
                                 {"size": 4, "row": 2, "column": 2}, {"size": 5, "row": 1, "column": 1},
                                 {"size": 5, "row": 3, "column": 3}, {"size": 6, "row": 3, "column": 4},
                                 {"size": 6, "row": 1, "column": 6}]),
    steppers.trace_circular: (circular_call, circular_scenes,
                              ("pegs = [[], [], []]", "pegs[start] = list(",
                               "pegs[target].append(pegs[smallest].pop())",
                               "disk = peg_a.pop()", "peg_b.append(disk)", "disk = peg_b.pop()", "peg_a.append(disk)"),
                              [{"disks": 1}, {"disks": 2}, {"disks": 3}, {"disks": 4}, {"disks": 5}]),
    steppers.trace_recursive: (lambda disks: (move_tower, (disks, 0, 2, 1), {}), None, (),
                               [{"disks": 1}, {"disks": 2}, {"disks": 3}, {"disks": 4}]),
}

CASES = [(tracer, setting) for tracer, (*_, settings) in TRACERS.items() for setting in settings]
IDS = [f"{tracer.__name__}-{'-'.join(map(str, setting.values()))}" for tracer, setting in CASES]


@pytest.fixture(scope="module")
def traces():
    """Each case's trace and CPython's, made once for the module's tests."""
    made = {}

    def get(tracer, setting):
        key = (tracer.__name__, tuple(setting.items()))
        if key not in made:
            trace = tracer(**setting)
            function, args, kwargs = TRACERS[tracer][0](**setting)
            masks = {"began": "(the clock, for the budget's message)"}
            reference = reference_trace(function, args, kwargs, limit=len(trace["steps"]) if trace["stopped"] else None,
                                        masks=masks)
            made[key] = (trace, function, reference)
        return made[key]

    return get


# --- every step against CPython's -----------------------------------------------------------------------


@pytest.mark.parametrize("tracer, setting", CASES, ids=IDS)
def test_every_step_is_the_line_cpython_ran_in_the_call_and_stack_it_had(traces, tracer, setting):
    trace, function, (steps, calls) = traces(tracer, setting)
    assert trace["error"] is None and len(trace["steps"]) == len(steps) > 3
    assert trace["calls"] == calls, "each call's name and arguments, as text"
    seen: dict[int, dict[str, str]] = {}  # each call's variables as the steps so far set them
    for index, (step, expected) in enumerate(zip(trace["steps"], steps)):
        variables = seen.setdefault(step["call"], {})
        variables.update(step.get("set", {}))
        for name in step.get("gone", ()):
            del variables[name]
        where = f"step {index + 1} of {tracer.__name__}({setting})"
        shown = trace["listing"][step["line"] - 1]
        ran = line_text(function, expected["lineno"])
        assert _squeezed(ran).startswith(_squeezed(shown)), f"{where}: shows {shown!r}, ran {ran!r}"
        assert step.get("event", "line") == expected["event"], where
        assert step.get("value") == expected["value"], where
        assert step["call"] == expected["call"], where
        assert step.get("stack", [step["call"]]) == expected["stack"], f"{where}: the calls above it"
        assert variables == expected["variables"], where
        if index % 97 == 0 or index == len(steps) - 1:
            assert variables_at(trace, index) == variables, where


@pytest.mark.parametrize("tracer, setting", CASES, ids=IDS)
def test_every_scene_changes_only_after_a_line_that_changes_it(traces, tracer, setting):
    trace, function, (steps, _) = traces(tracer, setting)
    changing = TRACERS[tracer][2]
    scenes = [trace["scenes"][step["scene"]] if "scene" in step else None for step in trace["steps"]]
    if tracer is steppers.trace_recursive:  # the pegs change where the program hands a move out: a yield
        for index in range(1, len(scenes)):
            if scenes[index]["pegs"] != scenes[index - 1]["pegs"]:
                before = steps[index - 1]
                assert before["event"] == "return" and len(before["stack"]) == 1, f"step {index + 1}"
        return
    for index in range(1, len(scenes)):
        if scenes[index] != scenes[index - 1]:
            # the line that made the change is the last that ran in the call whose variables the scene draws
            call = steps[index]["call"]
            ran = line_text(function, next(step["lineno"] for step in steps[index - 1::-1] if step["call"] == call))
            where = f"step {index + 1} of {tracer.__name__}({setting})"
            assert ran.startswith(changing), f"{where}: the scene changed after {ran!r}"


@pytest.mark.parametrize("tracer, setting", [case for case in CASES if TRACERS[case[0]][1] is not None],
                         ids=[i for i, case in zip(IDS, CASES) if TRACERS[case[0]][1] is not None])
def test_every_scene_is_the_next_one_the_package_computes(traces, tracer, setting):
    """The scenes, step by step, are those the package computes, in its order: none missing, none added."""
    trace, _, _ = traces(tracer, setting)
    drawn = ["scene" in step for step in trace["steps"]]
    assert all(drawn[drawn.index(True):]), "a step with nothing drawn, after the first drawing"
    if tracer is not steppers.trace_circular:  # the pegs are drawn once the program has made them
        assert all(drawn), "a step of a board stepper with nothing drawn"
    scenes = [trace["scenes"][step["scene"]] for step in trace["steps"] if "scene" in step]
    assert dedupe(scenes) == dedupe(TRACERS[tracer][1](**setting))


@pytest.mark.parametrize("setting", TRACERS[steppers.trace_backtracking][3],
                         ids=lambda setting: "-".join(map(str, setting.values())))
def test_the_backtracking_path_is_the_searchs_and_the_ring_its_candidate(traces, setting):
    """The path follows the search's events one by one; the ring is a jump from the path's end, and the square
    placed is the one the ring was on."""
    trace, _, _ = traces(steppers.trace_backtracking, setting)
    size = setting["size"]
    scenes = [trace["scenes"][step["scene"]] for step in trace["steps"]]
    paths = [[(r, c) for r, c, _, _ in sorted(scene["marks"], key=lambda mark: int(mark[2]))] for scene in scenes]
    assert all(scene["marks"] == path_marks(path) for scene, path in zip(scenes, paths))
    shown, expected = dedupe(paths), backtracking_paths(**setting)
    if trace["stopped"]:  # the search's first events, as far as the trace goes (it stops after 1,000 steps)
        expected = expected[:len(shown)]
    assert shown == expected
    for index in range(1, len(scenes)):
        ring, path = scenes[index].get("ring"), paths[index]
        if ring is not None and ring != scenes[index - 1].get("ring"):
            assert tuple(ring) in knight_targets(size, path[-1]), f"step {index + 1}: looks at {ring}, not a jump"
        if len(path) > len(paths[index - 1]) > 0:
            assert [*path[-1]] == ring, f"step {index + 1}: placed {path[-1]}, looked at {ring}"
    if trace["result"] is not None:
        assert trace["result"] == repr(backtracking_search(size, start=(setting.get("row", 1) - 1,
                                                                          setting.get("column", 1) - 1)))


@pytest.mark.parametrize("direction, start", [("right", 0), ("left", 0), ("right", 2), ("left", 1)])
@pytest.mark.parametrize("disks", [1, 2, 3, 4])
def test_the_pegs_follow_the_circular_method_in_either_direction_from_any_peg(disks, direction, start):
    trace = trace_call(circular_moves, disks, direction=direction, start=start, scene=steppers.circular_scenes())
    scenes = [trace["scenes"][step["scene"]] for step in trace["steps"] if "scene" in step]
    assert dedupe(scenes) == dedupe(circular_scenes(disks, direction=direction, start=start))
    assert trace["calls"] == [{"name": "circular_moves",
                               "args": f"disks={disks}, direction={direction!r}, start={start}"}]
    _, calls = reference_trace(circular_moves, (disks,), {"direction": direction, "start": start})
    assert trace["calls"] == calls


@pytest.mark.parametrize("disks", [1, 2, 3, 4])
def test_the_recursive_pegs_make_the_one_shortest_solution_and_mark_the_disk_that_moves(traces, disks):
    """Each change of the pegs is one legal move, as many as the fewest possible, ending on peg 3 (so the unique
    shortest solution); the disk marked moving is the running call's tower's largest, the one its yield moves."""
    trace, _, (steps, _) = traces(steppers.trace_recursive, {"disks": disks})
    scenes = [trace["scenes"][step["scene"]] for step in trace["steps"]]
    state, moves = initial_state(disks), 0
    assert scenes[0]["pegs"] == [list(peg) for peg in state]
    for index, (scene, step) in enumerate(zip(scenes, steps)):
        assert scene["moving"] == int(step["variables"]["disks"]), f"step {index + 1}"
        pegs = tuple(tuple(peg) for peg in scene["pegs"])
        if pegs != state:
            legal = [(peg[-1], source, target) for source, peg in enumerate(state) if peg
                     for target in range(3) if is_legal_move(state, (peg[-1], source, target))]
            move = next((move for move in legal if apply_move(state, move) == pegs), None)
            assert move is not None, f"step {index + 1}: {state} to {pegs} is no legal move"
            assert move[0] == scene["moving"], f"step {index + 1}: disk {move[0]} moved, another marked"
            state, moves = pegs, moves + 1
    assert moves == minimum_moves(disks) and is_game_over(state) and state[2]


# --- what a call's text says ----------------------------------------------------------------------------


def test_a_calls_text_names_its_keyword_only_arguments():
    assert steppers.trace_warnsdorff(size=5, row=2, column=3)["calls"][0]["args"] == "size=5, start=(1, 2)"
    backtracking = steppers.trace_backtracking(size=3, row=2, column=2)["calls"][0]["args"]
    assert backtracking.startswith("size=3, start=(1, 1), order=(") and ", budget=" in backtracking
    assert steppers.trace_circular(disks=2)["calls"][0]["args"] == "disks=2, direction='right', start=0"
    assert steppers.trace_distance(size=3, a=1, b=2)["calls"][0]["args"] == "size=3, a=1, b=2"
    assert steppers.trace_offsets(size=3, row=1, column=1)["calls"][0]["args"].startswith(
        "size=3, square=(0, 0), offsets=((-2, -1), ")


def test_the_warnsdorff_rules_inner_calls_are_on_the_stack():
    """unvisited_targets and the rule's key run inside the walk: their steps show the walk's call above them."""
    trace = steppers.trace_warnsdorff(size=5, row=1, column=1)
    names = {call["name"] for call in trace["calls"]}
    assert {"warnsdorff_walk", "unvisited_targets", "<lambda>"} <= names
    inner = [step for step in trace["steps"] if trace["calls"][step["call"]]["name"] == "unvisited_targets"]
    assert inner and all(step["stack"][0] == 0 and len(step["stack"]) >= 2 for step in inner)


def test_a_trace_full_stops_where_cpython_stops_too(traces):
    trace, _, (steps, _) = traces(steppers.trace_backtracking, {"size": 5})
    assert trace["stopped"] and len(trace["steps"]) == len(steps) == 1000


# --- the recorder, replayed outside a tracer ------------------------------------------------------------
# Code that runs inside a trace function is invisible to coverage (it traces with sys.settrace too), and so is
# a scene function called by the recorder. Here the same events CPython gave the recorder are given to a new one by
# hand, each frame's variables as they were: it must record the same trace, and coverage sees every line it runs.


class _Frame:
    """A frame as the recorder reads one: its code, its line and a copy of its variables at that moment."""

    def __init__(self, code):
        self.f_code, self.f_lineno, self.f_locals = code, 0, {}


class _Shown:
    """A set as it was: a copy may list its items in another order, so it keeps the text the set showed."""

    def __init__(self, value):
        self.text = repr(value)

    def __repr__(self):
        return self.text


def _snapshot(variables: dict) -> dict:
    copied = {}
    for name, value in variables.items():
        if isinstance(value, (set, frozenset)):
            copied[name] = _Shown(value)
            continue
        try:
            copied[name] = copy.deepcopy(value)
        except TypeError:  # a generator cannot be copied; the scenes never read one
            copied[name] = value
    return copied


def recorded_events(function, args, kwargs, *, limit=None):
    """Every call, line and return event of ``function``'s code, with copies of the frame's variables."""
    codes, todo = set(), [function.__code__]
    while todo:
        code = todo.pop()
        codes.add(code)
        todo += [constant for constant in code.co_consts if inspect.iscode(constant)]
    frames, events = {}, []
    alive = []  # keeps each traced frame alive, so that no id is used twice

    def local(frame, event, arg):
        if event in ("line", "return"):
            if limit is not None and sum(kind != "call" for _, kind, *_ in events) >= limit:
                raise _Full
            events.append((frames[id(frame)], event, frame.f_lineno, _snapshot(frame.f_locals), arg))
        return local

    def tracer(frame, event, arg):
        if event != "call" or frame.f_code not in codes:
            return None
        if id(frame) not in frames:
            frames[id(frame)] = _Frame(frame.f_code)
            alive.append(frame)
        events.append((frames[id(frame)], "call", frame.f_lineno, _snapshot(frame.f_locals), None))
        return local

    previous = sys.gettrace()
    sys.settrace(tracer)
    try:
        value = function(*args, **kwargs)
        if hasattr(value, "__next__"):
            list(value)
    except _Full:
        pass
    finally:
        sys.settrace(previous)
    return events


#: Each tracer's scene function (trace_recursive's follows pegs of its own, so its replay draws no scene).
SCENES = {steppers.trace_offsets: lambda: steppers._offsets_scene,
          steppers.trace_distance: lambda: steppers._distance_scene,
          steppers.trace_backtracking: lambda: steppers._backtracking_scene,
          steppers.trace_warnsdorff: lambda: steppers._warnsdorff_scene,
          steppers.trace_circular: steppers.circular_scenes, steppers.trace_recursive: lambda: None}


@pytest.mark.parametrize("tracer, setting", CASES[::2], ids=IDS[::2])
def test_the_recorder_given_the_same_events_by_hand_records_the_same_trace(tracer, setting):
    trace = tracer(**setting)
    function, args, kwargs = TRACERS[tracer][0](**setting)
    limit = len(trace["steps"]) if trace["stopped"] else None
    masks = {"began": "(the clock, for the budget's message)"} if tracer is steppers.trace_backtracking else {}
    recorder = tracing._Recorder(function, SCENES[tracer](), limit or tracing.STEP_LIMIT, masks)
    try:
        # one event past the trace's end, where the recorder must stop
        for frame, event, lineno, variables, arg in recorded_events(function, args, kwargs,
                                                                    limit=limit and limit + 1):
            frame.f_lineno, frame.f_locals = lineno, variables
            if event == "call":
                assert recorder.tracer(frame, "call", None) == recorder.local
            else:
                recorder.local(frame, event, arg)
        assert recorder.tracer(_Frame(_snapshot.__code__), "call", None) is None, "only the program's own code"
    except tracing._TraceFull:
        assert limit is not None, "stopped before the end"
    else:
        assert limit is None, "went past the limit"
    expected = trace["steps"]
    if tracer is steppers.trace_recursive:
        expected = [{key: value for key, value in step.items() if key != "scene"} for step in expected]
    assert recorder.steps == expected
    assert recorder.calls == trace["calls"]
    if tracer is not steppers.trace_recursive:
        assert recorder.scenes == trace["scenes"]


class _HalfMade:
    def __repr__(self):
        raise AttributeError("not yet")


def _forgets():
    kept, dropped = 1, 2
    del dropped
    return kept


def test_a_value_without_a_repr_and_a_variable_deleted_are_shown_as_they_are():
    assert shown_value(_HalfMade()) == "<_HalfMade>"
    trace = trace_call(_forgets)
    assert trace["steps"][2]["gone"] == ["dropped"]
    assert variables_at(trace, len(trace["steps"]) - 1) == {"kept": "1"}


# --- what the reader counts from 1 --------------------------------------------------------------------------------

STEPPER_ENTRIES = [entry for chapter in CHAPTERS for entry in chapter.steppers]


@pytest.mark.parametrize("entry", STEPPER_ENTRIES, ids=lambda entry: entry.tracer)
def test_each_variable_counted_from_1_for_the_reader_is_one_of_its_programs_with_a_value_of_that_kind(entry):
    """steppers.READER_COUNTING names variables the program has (a renamed one would be shown 0-based again), and
    each holds what its kind says at some step: (row, col) pairs, a whole number, or flat squares (numbers)."""
    trace = getattr(steppers, entry.tracer)(**entry.first)
    values = {}
    for step in trace["steps"]:
        for name, text in step.get("set", {}).items():
            values.setdefault(name, []).append(text)
    counting = steppers.READER_COUNTING[entry.tracer]
    assert counting, f"{entry.tracer}: a stepper of squares, rows or pegs counts something from 0"
    assert set(counting) <= set(values), f"{entry.tracer}: no such variables: {set(counting) - set(values)}"
    looks = {"square": r"\(-?\d+, -?\d+\)", "number": r"^-?\d+$", "index": r"^\[*-?\d+"}
    for name, kind in counting.items():
        assert any(re.search(looks[kind], text) for text in values[name]), (
            f"{entry.tracer}: {name} never holds a {kind}: {values[name][:3]}")


@pytest.mark.parametrize("length", [1, 5, 12, 30, 200])
def test_a_long_value_keeps_both_ends_cut_between_whole_squares(length):
    """The queue's back, where a square joins it, stays in view; no square is cut in two (issue 38, item 4)."""
    from collections import deque

    squares = [(k % 7, k // 7) for k in range(length)]
    for value in (deque(squares), squares, {square: None for square in squares}):
        text = shown_value(value)
        assert len(text) <= tracing.VALUE_WIDTH, text
        assert repr(squares[0]) in text and repr(squares[-1]) in text, text
        assert ("…" in text) == (len(repr(value)) > tracing.VALUE_WIDTH), text
        kept = re.sub(r"\(\d+, \d+\)", "", text.removeprefix("deque("))
        assert not re.search(r"\d", kept), f"a square cut in two: {text}"


# --- stepping by the algorithm's own step -----------------------------------------------------------------


def _square(square) -> str:
    return f"({square[0] + 1} {square[1] + 1})"


def offsets_algorithm(size, row, column):
    """Each jump of :data:`KNIGHT_OFFSETS`, in the order the program tries them, by chapter 1's number."""
    start = (row - 1, column - 1)
    for d_row, d_col in KNIGHT_OFFSETS:
        target = (start[0] + d_row, start[1] + d_col)
        where = "on" if target in knight_targets(size, start) else "off the board, at"
        yield f"jump {jump_number((d_row, d_col))} is tried: it lands {where} {_square(target)}"


def distance_algorithm(size, a, b):
    """The squares leaving the queue (:func:`bfs_queue_steps`) until the far corner joins it."""
    if size == 1:
        return
    for step in bfs_queue_steps(size, a, b):
        yield (f"{_square(step.square)}, the start, leaves the queue" if step.moves == 0 else
               f"{_square(step.square)} leaves the queue, {step.moves} move{'s' * (step.moves != 1)} from the start")
        if (size - 1, size - 1) in step.found:
            return


def backtracking_algorithm(size, row=1, column=1):
    """The search's events (:func:`search_events`): a square placed, or taken back."""
    for event in search_events(size, start=(row - 1, column - 1), limit=5000):
        if event.kind == "place":
            yield (f"move 1: the knight starts on {_square(event.square)}" if event.number == 1 else
                   f"move {event.number}: the knight jumps to {_square(event.square)}")
        else:
            yield f"move {event.number} is taken back: the knight leaves {_square(event.square)}"


def warnsdorff_algorithm(size, row, column):
    path = warnsdorff_walk(size, start=(row - 1, column - 1))
    yield f"move 1: the knight starts on {_square(path[0])}"
    for number, square in enumerate(path[1:], start=2):
        yield f"move {number}: the knight jumps to {_square(square)}"


def circular_algorithm(disks):
    for disk, source, target in circular_moves(disks):
        yield f"disk {disk} moves from peg {source + 1} to peg {target + 1}"


def recursive_algorithm(disks, source=0, target=2, spare=1):
    """Each call of the recursion, as it starts, and each disk it moves, in the order the recursion runs them."""
    yield f"a call to move {disks} disk{'s' * (disks != 1)} from peg {source + 1} to peg {target + 1}"
    if disks > 1:
        yield from recursive_algorithm(disks - 1, source, spare, target)
    yield f"disk {disks} moves from peg {source + 1} to peg {target + 1}"
    if disks > 1:
        yield from recursive_algorithm(disks - 1, spare, target, source)


ALGORITHMS = {steppers.trace_offsets: offsets_algorithm, steppers.trace_distance: distance_algorithm,
              steppers.trace_backtracking: backtracking_algorithm, steppers.trace_warnsdorff: warnsdorff_algorithm,
              steppers.trace_circular: circular_algorithm, steppers.trace_recursive: recursive_algorithm}


@pytest.mark.parametrize("tracer, setting", CASES, ids=IDS)
def test_stepping_by_the_algorithms_step_follows_the_package(traces, tracer, setting):
    """The algorithm's steps a trace names are the package's own (its jumps, its queue, its search's events, its
    walk, its moves), in order, none missing; each at a step that shows it (what the scene draws there)."""
    trace, _, _ = traces(tracer, setting)
    found = trace["algorithm_steps"]
    expected = list(ALGORITHMS[tracer](**setting))
    if trace["stopped"]:  # a search cut at the trace's limit: its first steps, as far as the trace goes
        expected = expected[:len(found)]
    assert [sentence for _, sentence in found] == expected
    indices = [index for index, _ in found]
    assert indices == sorted(set(indices)), "one algorithm step per trace step, in order"
    assert steppers.ALGORITHM_STEPS[tracer.__name__], "the name a reader steps by"
    for index, sentence in found:  # what the step's scene shows
        scene = trace["scenes"][trace["steps"][index]["scene"]]
        if "the knight" in sentence:
            square = re.search(r"\((\d+) (\d+)\)", sentence.split("knight")[1]).groups()
            last = [mark for mark in scene["marks"] if mark[3] == "last"]
            if "taken back" in sentence:
                assert not last or [str(v + 1) for v in last[0][:2]] != list(square), sentence
            else:
                assert [str(v + 1) for v in last[0][:2]] == list(square), sentence
        elif "leaves the queue" in sentence:
            assert _square(scene["ring"]) == sentence.split(" leaves")[0].split(",")[0]
        elif sentence.startswith("disk "):
            disk, _, target = map(int, re.findall(r"\d+", sentence))
            assert scene["pegs"][target - 1][-1] == disk, sentence
