"""The chapters' coding exercises (boardpuzzles.exercises): right answers pass, wrong ones are told what fails.

Each check gets a right solution, written here as a reader would write it (not by calling the package
function it is compared with), and typical mistakes, each of which must fail on the smallest input that
shows it, with the package's answer and the wrong one. An exception in the reader's function is its own
sentence; a check given no function raises ``TypeError``; every message fits the page (80 characters).

The last tests run each exercise cell of the chapters (tagged ``kp-exercise``) in a Jupyter kernel with
nbclient, as JupyterLab or a downloaded chapter runs it: the cell as the chapter ships it (a stub) gets a
"Not yet" verdict, and with the chapter's folded solution in its place "All N checks passed.", the
same messages as the checks give here.
"""

from __future__ import annotations

import ast
import json
import re
import sys
from pathlib import Path

import pytest
from conftest import ALL_CHAPTER_NOTEBOOKS, CHAPTER_NOTEBOOKS
from markdown_it import MarkdownIt

from boardpuzzles import exercises
from boardpuzzles.exercises import EXERCISES, MESSAGE_WIDTH, Case, Verdict, check_number_board, run_checks
from boardpuzzles.knight import KNIGHT_OFFSETS
from boardpuzzles.tour import board_numbering
from boardpuzzles.warnsdorff import CLOCKWISE_ORDER

BOOK = Path(__file__).resolve().parents[1] / "book"
CHAPTERS = ALL_CHAPTER_NOTEBOOKS  # exercises sit on the chapter pages; a companion may have some too
EXERCISE_TAG = "kp-exercise"

# --- right answers, as a reader writes them ---------------------------------------------------


def is_on_board(size, square):
    row, col = square
    return 0 <= row < size and 0 <= col < size


def jump_targets(size, square):
    row, col = square
    return [(row + dr, col + dc) for dr, dc in KNIGHT_OFFSETS if is_on_board(size, (row + dr, col + dc))]


def next_layer(size, layer, seen):
    found = []
    for square in layer:
        for target in jump_targets(size, square):
            if target not in seen and target not in found:
                found.append(target)
    return found


def walk_back(parent, target):
    if target not in parent:
        return None
    path = [target]
    while parent[path[-1]] is not None:
        path.append(parent[path[-1]])
    return path[::-1]


def number_board(size, path):
    board = [[0] * size for _ in range(size)]
    for number, (row, col) in enumerate(path, start=1):
        board[row][col] = number
    return board


def is_lost(size, path):
    visited = set(path)
    empty = [(r, c) for r in range(size) for c in range(size) if (r, c) not in visited]

    def degree(square):
        return sum(t not in visited for t in jump_targets(size, square))

    if not empty:
        return False
    if degree(path[-1]) == 0:
        return True
    if len(empty) == 1:
        return False
    ones = [square for square in empty if degree(square) == 1]
    if any(degree(square) == 0 for square in empty) or len(ones) > 2:
        return True
    return len(ones) == 2 and not any(square in jump_targets(size, path[-1]) for square in ones)


def onward_count(size, square, visited):
    return sum(target not in visited for target in jump_targets(size, square))


def next_move(size, square, visited):
    row, col = square
    candidates = [(row + dr, col + dc) for dr, dc in CLOCKWISE_ORDER]
    candidates = [t for t in candidates if is_on_board(size, t) and t not in visited]
    return min(candidates, key=lambda t: onward_count(size, t, visited), default=None)


def moving_disk(k):
    disk = 1
    while k % 2 == 0:
        k //= 2
        disk += 1
    return disk


def other_move(state):
    tops = [disks[-1] if disks else None for disks in state]
    one = tops.index(1)
    a, b = [peg for peg in range(3) if peg != one]
    if tops[a] is None and tops[b] is None:
        return None
    if tops[b] is None or (tops[a] is not None and tops[a] < tops[b]):
        return (tops[a], a, b)
    return (tops[b], b, a)


RIGHT = {function.__name__: function for function in (
    is_on_board, jump_targets, next_layer, walk_back, number_board, is_lost, onward_count, next_move,
    moving_disk, other_move)}


def test_every_exercise_has_a_right_answer_here():
    assert set(RIGHT) == set(EXERCISES)
    chapters = [exercise.chapter for exercise in EXERCISES.values()]
    assert sorted(set(chapters)) == [1, 2, 3, 4, 5]
    assert all(2 <= chapters.count(chapter) <= 3 for chapter in range(1, 6))


@pytest.mark.parametrize("name", sorted(EXERCISES))
def test_a_right_answer_passes_every_check(name):
    verdict = EXERCISES[name][1](RIGHT[name])
    assert isinstance(verdict, Verdict) and verdict.passed and bool(verdict)
    assert str(verdict) == repr(verdict) == f"All {verdict.checks} checks passed."
    assert verdict.checks >= 80, f"{name} is checked on only {verdict.checks} inputs"


# --- typical mistakes: each fails on the smallest input that shows it ------------------------------

# name -> [(a wrong function, the smallest failing input as the message writes it, the message's other lines)]
WRONG = {
    "is_on_board": [
        (lambda size, square: 0 <= min(square) and max(square) <= size, "is_on_board(1, (0, 1))",
         ["Expected: False", "Returned: True"]),
        (lambda size, square: 1 <= square[0] <= size and 1 <= square[1] <= size, "is_on_board(1, (0, 0))",
         ["Expected: True", "Returned: False"]),
    ],
    "jump_targets": [
        (lambda size, square: jump_targets(size, square)[::-1], "jump_targets(3, (0, 0))",
         ["Expected: [(1, 2), (2, 1)], that is (2 3) (3 2) as the book counts",
          "Returned: [(2, 1), (1, 2)], that is (3 2) (2 3) as the book counts",
          "The right squares in another order: try the offsets in the order of KNIGHT_OFFSETS."]),
        (lambda size, square: [(square[0] + dr, square[1] + dc) for dr, dc in KNIGHT_OFFSETS],
         "jump_targets(1, (0, 0))", ["Expected: []", "Returned: [(-2, -1), (-2, 1), (-1, -2), (-1, 2), (1, -2), "
                                     "(1, 2), (2, -1), (2, 1)]", "(-2, -1) should not be in it."]),
    ],
    "next_layer": [
        (lambda size, layer, seen: [t for s in layer for t in jump_targets(size, s) if t not in seen],
         "next_layer(3, [(0, 1), (1, 0)],", ["Returned: [(2, 2), (2, 2)], that is (3 3) (3 3) as the book counts",
                                           "It lists (2, 2) twice."]),
        (lambda size, layer, seen: list(dict.fromkeys(t for s in layer for t in jump_targets(size, s))),
         "next_layer(3, [(1, 2),", ["Expected: [(2, 0), (0, 2)], that is (3 1) (1 3) as the book counts",
                                    "Returned: [(0, 0), (2, 0), (0, 2)], that is (1 1) (3 1) (1 3) as the book counts",
                                    "It includes (0, 0), which the search has already reached."]),
    ],
    "walk_back": [
        (lambda parent, target: walk_back(parent, target)[::-1], "walk_back(parent, (0, 1)),",
         ["Your function raised TypeError: 'NoneType' object is not subscriptable."]),
        (lambda parent, target: (walk_back(parent, target) or [])[::-1], "walk_back(parent, (0, 1)),",
         ["Expected: None", "Returned: []", "The search never reached (0, 1), so there is no path: return None."]),
    ],
    "number_board": [
        (lambda size, path: [[max(n - 1, 0) for n in row] for row in board_numbering(size, path)],
         "number_board(1, [(0, 0)])", ["Expected: [[1]]", "Returned: [[0]]", "The first square holds 0: the moves are "
                                       "numbered from 0, and 0 means a square never visited. Number them from 1: "
                                       "the first square of the path holds 1, not 0."]),
        (lambda size, path: [list(column) for column in zip(*board_numbering(size, path))],
         "number_board(3, [(0, 0),", ["Rows and columns are swapped: square (row, col) is board[row][col]."]),
    ],
    "is_lost": [
        (lambda size, path: False, "is_lost(2, [(0, 0)])",
         ["Expected: True", "Returned: False",
          "The knight on (1 1) has no unvisited square to jump to (squares 1-based)."]),
        (lambda size, path: True, "is_lost(1, [(0, 0)])",
         ["Expected: False", "Returned: True", "No test of a lost position applies to this path."]),
    ],
    "onward_count": [
        (lambda size, square, visited: len(jump_targets(size, square)), "onward_count(3, (1, 2),",
         ["Expected: 1", "Returned: 2", "A square already visited does not count."]),
        (lambda size, square, visited: onward_count(size, square, visited) + (size == 8), "onward_count(8, (1, 2),",
         ["Expected: 5", "Returned: 6"]),
    ],
    "next_move": [
        (lambda size, square, visited: max(jump_targets(size, square), default=None), "next_move(3, (0, 0),",
         ["Expected: (1, 2), that is (2 3) as the book counts", "Returned: (2, 1), that is (3 2) as the book counts",
          "(2, 1) and (1, 2) both have 1 onward square: of a tie, take the first in CLOCKWISE_ORDER."]),
        (lambda size, square, visited: next((t for t in jump_targets(size, square) if t not in visited), None),
         "next_move(3, (0, 1),", ["Expected: (2, 2), that is (3 3) as the book counts",
                                  "Returned: (2, 0), that is (3 1) as the book counts"]),
    ],
    "moving_disk": [
        (lambda k: 1 if k % 2 else 2, "moving_disk(4)", ["Expected: 3", "Returned: 2"]),
        (lambda k: k.bit_length(), "moving_disk(3)", ["Expected: 1", "Returned: 2"]),
    ],
    "other_move": [
        (lambda state: (2, 0, 1), "other_move(((1,), (), ()))",
         ["Expected: None", "Returned: (2, 0, 1)", "Disk 2 is not on top of peg 0 (0-based)."]),
        (lambda state: other_move(state) or (1, 0, 1), "other_move(((1,), (), ()))",
         ["Expected: None", "Returned: (1, 0, 1)", "It moves disk 1, which line 3 leaves alone."]),
    ],
}


@pytest.mark.parametrize("name, index", [(name, k) for name, cases in sorted(WRONG.items())
                                         for k in range(len(cases))])
def test_a_typical_mistake_fails_on_the_smallest_input_that_shows_it(name, index):
    function, smallest, lines = WRONG[name][index]
    verdict = EXERCISES[name][1](function)
    assert not verdict.passed and not verdict
    text = verdict.message.replace("\n    ", " ").splitlines()  # a long line goes on indented
    assert re.fullmatch(rf"Not yet: \d+ of {verdict.checks} checks passed\.", text[0]), text[0]
    assert text[1].startswith("The smallest input that fails") and f": {smallest}" in text[1], text[1]
    for line in lines:
        assert line in text, f"{line!r} is not in\n{verdict.message}"


def test_the_failure_counts_every_check_that_passes_not_only_those_before_it():
    verdict = EXERCISES["moving_disk"][1](lambda k: 1 if k % 2 else 2)
    assert verdict.message.startswith("Not yet: 768 of 1024 checks passed.")  # the odd steps, and 2 mod 4
    def off_by_one(size, square):  # the issue's: right on 540 of the 620 inputs, wrong first on the 14th
        return 0 <= min(square) and max(square) <= size

    lines = EXERCISES["is_on_board"].check(off_by_one).message.splitlines()
    assert lines[:3] == ["Not yet: 540 of 620 checks passed.",
                         "The smallest input that fails (squares 0-based): is_on_board(1, (0, 1)), that",
                         "    is the square (1 2) of the 1×1 board as the book counts"]


def test_more_mistakes_are_explained():
    other = EXERCISES["other_move"][1]
    onto_smaller = other(lambda state: (2, 0, 1) if state[0][-1:] == (2,) else other_move(state))
    assert onto_smaller.message.splitlines()[-1] == "Disk 2 cannot go on the smaller disk 1."
    assert "Return a move (disk, source, target), or None." in other(lambda state: 5).message
    moves = EXERCISES["next_move"][1]
    assert "is not a knight's jump from (0, 0) on the board." in moves(lambda size, square, visited: (0, 0)).message
    back = moves(lambda size, square, visited: next((v for v in sorted(visited) if v in jump_targets(size, square)),
                                                    next_move(size, square, visited)))
    assert "is visited already." in back.message
    stuck = moves(lambda size, square, visited: next_move(size, square, visited) or (1, 2))
    assert "Expected: None" in stuck.message and "(1, 2) is not a knight's jump" in stuck.message
    worse = moves(lambda size, square, visited: _worst_move(size, square, visited))
    assert "unvisited onward squares," in worse.message or "unvisited onward square," in worse.message
    targets = EXERCISES["jump_targets"][1]
    assert "It leaves out (2, 1)." in targets(lambda size, square: jump_targets(size, square)[:1]).message
    assert "Return a list of (row, col) squares, not an int." in targets(lambda size, square: 0).message
    layers = EXERCISES["next_layer"][1]
    again = layers(lambda size, layer, seen: next_layer(size, layer, set()))
    assert "which the search has already reached." in again.message
    walks = EXERCISES["walk_back"][1]
    backwards = walks(lambda parent, target: walk_back(parent, target)[::-1] if target in parent else None)
    assert backwards.message.endswith("The right squares from the target back to the start: reverse them.")
    assert "should not be in it." in walks(lambda parent, target: walk_back(parent, target) and [(9, 9)]).message
    assert EXERCISES["onward_count"][1](lambda size, square, visited: -1).message.endswith("Returned: -1")


def _worst_move(size, square, visited):
    """The unvisited jump with the most onward squares: Warnsdorff's rule upside down."""
    row, col = square
    candidates = [t for t in ((row + dr, col + dc) for dr, dc in CLOCKWISE_ORDER)
                  if is_on_board(size, t) and t not in visited]
    return max(candidates, key=lambda t: onward_count(size, t, visited), default=None)


def test_an_exception_in_the_readers_function_is_its_own_sentence():
    def fails(size, square):
        raise ValueError(f"no board of size {size}")

    verdict = EXERCISES["is_on_board"][1](fails)
    assert verdict.message.splitlines()[1:] == [
        "The smallest input that fails (squares 0-based): is_on_board(1, (-2, -2)),",
        "    that is the square (-1 -1) of the 1×1 board as the book counts",
        "Your function raised ValueError: no board of size 1.",
    ]
    silent = EXERCISES["moving_disk"][1](lambda k: {}[k])
    assert silent.message.splitlines()[-1] == "Your function raised KeyError: 1."
    bare = EXERCISES["moving_disk"][1](lambda k: (_ for _ in ()).throw(RuntimeError()))
    assert bare.message.splitlines()[-1] == "Your function raised RuntimeError."


def test_a_stub_gets_a_verdict_not_an_error():
    def stub(size, layer, seen):
        """Return the next layer."""
        ...  # your code here

    verdict = EXERCISES["next_layer"][1](stub)
    assert not verdict.passed
    assert verdict.message.splitlines()[-2:] == ["Returned: None",
                                                 "A function without a return statement returns None."]


@pytest.mark.parametrize("name", sorted(EXERCISES))
@pytest.mark.parametrize("given", [None, 5, "next_layer", [1, 2]])
def test_a_check_given_no_function_says_how_to_call_it(name, given):
    with pytest.raises(TypeError, match=rf"^check_{name} needs your function itself, as in check_{name}\({name}\); "
                                        rf"got .+, an? \w+$"):
        EXERCISES[name][1](given)


def test_a_function_that_changes_its_arguments_spoils_no_other_check():
    def greedy(size, layer, seen):
        answer = next_layer(size, layer, seen)
        seen.clear()
        layer.append((99, 99))
        return answer

    assert EXERCISES["next_layer"][1](greedy).passed
    verdict = EXERCISES["walk_back"][1](lambda parent, target: (walk_back(parent, target), parent.clear())[0])
    assert verdict.passed


def test_answers_of_another_kind_are_compared_as_the_chapter_writes_them():
    as_lists = EXERCISES["jump_targets"][1](lambda size, square: [list(t) for t in jump_targets(size, square)])
    assert as_lists.passed  # a square may be a list [row, col]
    as_tuples = EXERCISES["number_board"][1](lambda size, path: tuple(map(tuple, number_board(size, path))))
    assert as_tuples.passed
    not_comparable = EXERCISES["number_board"][1](lambda size, path: 7)
    assert "Returned: 7" in not_comparable.message


def test_run_checks_shortens_long_answers_and_keeps_lines_short():
    cases = [Case((), list(range(3)), "long()")]
    verdict = run_checks(lambda: list(range(1000)), cases)
    lines = verdict.message.splitlines()
    assert all(len(line) <= MESSAGE_WIDTH for line in lines)
    assert lines[-1].endswith(" …")
    unexplained = run_checks(lambda: 1, cases, explain=lambda case, got: 1 / 0)
    assert unexplained.message.splitlines()[-1] == "Returned: 1"


@pytest.mark.parametrize("name, index", [(name, k) for name, cases in sorted(WRONG.items())
                                         for k in range(len(cases))])
def test_every_message_fits_the_page(name, index):
    verdict = EXERCISES[name][1](WRONG[name][index][0])
    too_long = [line for line in verdict.message.splitlines() if len(line) > 80]
    assert too_long == [], f"{name}: lines past 80 characters: {too_long}"


def test_the_package_uses_only_the_standard_library_and_the_solvers():
    modules = sorted(Path(exercises.__file__).parent.glob("*.py"))
    assert len(modules) >= 8
    for module in modules:
        tree = ast.parse(module.read_text(encoding="utf-8"))
        imported = {alias.name for node in ast.walk(tree) if isinstance(node, ast.Import) for alias in node.names}
        imported |= {node.module for node in ast.walk(tree) if isinstance(node, ast.ImportFrom) and node.module}
        third_party = {name for name in imported if name.split(".")[0] not in sys.stdlib_module_names | {
            "__future__", "boardpuzzles"}}
        assert third_party == set(), f"{module.name}: {third_party}"
        assert not any(name.startswith("boardpuzzles.book") for name in imported), module.name


def test_no_module_of_the_package_is_over_600_lines():
    for module in Path(exercises.__file__).parent.glob("*.py"):
        assert len(module.read_text(encoding="utf-8").splitlines()) <= 600, module.name


# --- hints a reader can act on: each with the wrong solution that earns it -------------------------


def _last(verdict: Verdict) -> str:
    """The message's last sentence, its broken lines joined."""
    return verdict.message.replace("\n    ", " ").splitlines()[-1]


def test_a_stub_without_return_is_told_so():
    def walk_back(parent, target):
        path = [target]  # noqa: F841 (the reader has not finished)

    assert _last(EXERCISES["walk_back"].check(walk_back)) == "A function without a return statement returns None."


def test_a_function_whose_returns_give_none_is_not_told_it_has_no_return():
    def next_move(size, square, visited):
        if square in visited:
            return None
        return

    last = _last(EXERCISES["next_move"].check(next_move))
    assert last == "Its return statements give no value, so it returns None: return the answer."


def test_a_function_that_returns_none_on_one_path_is_told_which_way_none_comes():
    def walk_back(parent, target):
        path = [target]
        while parent[path[-1]] is not None:
            path.append(parent[path[-1]])
        if len(path) > 1:
            return path[::-1]

    last = _last(EXERCISES["walk_back"].check(walk_back))
    assert last == ("It returned None: on this input it ends without reaching a return, or returns a value that is "
                    "None (as list.sort() and list.append() give).")

    def next_layer(size, layer, seen):
        found = []
        for square in layer:
            found.extend(t for t in jump_targets(size, square) if t not in seen and t not in found)
        return found.sort()  # sort() sorts in place and returns None

    assert _last(EXERCISES["next_layer"].check(next_layer)).startswith("It returned None: on this input")


def test_code_typed_into_the_website_is_judged_by_its_compiled_code():
    """Without the source (the page's Python compiles a string), a function with a valued return is still told
    apart from one with none."""
    space: dict = {}
    exec("def stub(size, square):\n    row, col = square\n    ...\n\n"
         "def partial(size, square):\n    if size > 1:\n        return True\n", space)
    check = EXERCISES["is_on_board"].check
    assert _last(check(space["stub"])) == "A function without a return statement returns None."
    assert _last(check(space["partial"])).startswith("It returned None: on this input")


def test_a_board_with_nothing_written_is_told_it_is_all_zeros():
    def number_board(size, path):
        board = [[0] * size for _ in range(size)]
        for number, (row, col) in enumerate(path, start=1):
            board[row][col] == number  # noqa: B015 (compares instead of writing)
        return board

    verdict = EXERCISES["number_board"].check(number_board)
    assert _last(verdict) == ("The board is still all zeros: no number was written on it. Write each move's number "
                              "on its square, board[row][col] = number, counting from 1.")
    assert "holds 1, not 0" not in verdict.message


def test_a_board_numbered_from_0_is_never_told_that_nothing_was_written_on_it():
    def from_zero(size, path):
        board = [[0] * size for _ in range(size)]
        for number, (row, col) in enumerate(path):
            board[row][col] = number
        return board

    verdict = EXERCISES["number_board"].check(from_zero)
    assert "all zeros" not in verdict.message and "no number was written" not in verdict.message
    assert _last(verdict).startswith("The first square holds 0: the moves are numbered from 0")
    # a function that fails on the longer path it is tried on is told what its board shows
    fails_later = EXERCISES["number_board"].check(lambda size, path: [[0]] if size == 1 else 1 / 0)
    assert _last(fails_later).startswith("The board is still all zeros")


def test_rows_that_are_one_list_are_told_so_with_the_fix():
    def number_board(size, path):
        board = [[0] * size] * size
        for number, (row, col) in enumerate(path, start=1):
            board[row][col] = number
        return board

    verdict = EXERCISES["number_board"].check(number_board)
    assert "number_board(2, [(0, 0)])" in verdict.message.replace("\n    ", " ")  # 1×1 has one row: right
    assert _last(verdict) == ("Its rows are one list, listed 2 times, so a number written in one row appears in every "
                              "row ([[0] * size] * size does that): make each row its own list, "
                              "[[0] * size for _ in range(size)].")


def test_arguments_in_the_old_order_are_told_the_order_the_check_calls():
    def jump_targets(square, size):  # chapter 1's old order
        row, col = square
        return [(row + dr, col + dc) for dr, dc in KNIGHT_OFFSETS if is_on_board(size, (row + dr, col + dc))]

    verdict = EXERCISES["jump_targets"].check(jump_targets)
    assert "Your function raised TypeError: cannot unpack non-iterable int object." in verdict.message
    assert _last(verdict) == ("Your function takes (square, size), but the check calls jump_targets(size, square), "
                              "the board size first.")


def test_swapped_arguments_under_other_names_are_found_by_calling_them_swapped():
    def jump_targets(where, n):
        row, col = where
        return [(row + dr, col + dc) for dr, dc in KNIGHT_OFFSETS if 0 <= row + dr < n and 0 <= col + dc < n]

    assert _last(EXERCISES["jump_targets"].check(jump_targets)) == (
        "Called as jump_targets(square, size) it gives the right answer: the check calls jump_targets(size, square), "
        "the board size first.")

    def is_on_board(where, n):  # swapped and wrong as well
        row, col = where
        return 0 < row < n and 0 < col < n

    verdict = EXERCISES["is_on_board"].check(is_on_board)
    assert "TypeError: cannot unpack non-iterable int object." in verdict.message
    assert _last(verdict) == ("An int arrived where your function expects a square or a list: the check calls "
                              "is_on_board(size, square), the board size first.")


def test_the_right_squares_in_a_set_a_tuple_or_a_generator_are_told_to_be_a_list():
    def as_set(size, square):
        return set(jump_targets(size, square))

    def as_tuple(size, layer, seen):
        return tuple(next_layer(size, layer, seen))[::-1]

    def as_generator(size, square):
        yield from jump_targets(size, square)

    verdict = EXERCISES["jump_targets"].check(as_set)
    assert _last(verdict) == "The right squares, but in a set: return a list (a set keeps no order)."
    assert "another order" not in verdict.message
    assert _last(EXERCISES["next_layer"].check(as_tuple)) == "The right squares, but in a tuple: return a list."
    wrong_set = EXERCISES["jump_targets"].check(lambda size, square: {(9, 9)})
    assert _last(wrong_set) == "Return a list of (row, col) squares, not a set."
    generated = EXERCISES["jump_targets"].check(as_generator)
    assert "Returned: a generator of []" in generated.message  # on 1×1, the smallest input
    assert _last(generated) == "The right squares, but from a generator: return a list."


def test_a_call_that_runs_too_long_is_stopped_and_the_rest_not_run(monkeypatch):
    from boardpuzzles.exercises import _calling as calling
    from boardpuzzles.exercises import checking

    monkeypatch.setattr(calling, "LIMIT_S", 0.2)
    monkeypatch.setattr(checking, "LIMIT_S", 0.2)

    def moving_disk(k):
        while k % 2 == 0:  # forgets to halve k: never ends on an even step
            pass
        return 1

    lines = EXERCISES["moving_disk"].check(moving_disk).message.splitlines()
    assert lines == ["Not yet: 1 of 1024 checks passed.", "The smallest input that fails: moving_disk(2)",
                     "Your function ran for more than 0.2 s on this input: does a loop never end?",
                     "The other 1022 inputs were not run: a call ran past 0.2 s."]


def test_after_the_first_failure_the_checks_stop_when_their_time_is_up(monkeypatch):
    from boardpuzzles.exercises import checking

    monkeypatch.setattr(checking, "BUDGET_S", -1)
    lines = EXERCISES["moving_disk"].check(lambda k: 1).message.replace("\n    ", " ").splitlines()
    assert lines[0] == "Not yet: 1 of 1024 checks passed."
    assert lines[-1] == "The other 1022 inputs were not run: after the first failure, the calls took more than -1 s."


def test_what_the_function_prints_is_shown_up_to_the_first_failure(capsys):
    def moving_disk(k):
        print("step", k)
        return 1

    EXERCISES["moving_disk"].check(moving_disk)
    assert capsys.readouterr().out == "step 1\nstep 2\n"


def test_the_right_solutions_still_pass_with_every_hint_in_place():
    assert all(exercise.check(RIGHT[name]).passed for name, exercise in EXERCISES.items())


# --- the calling style: the board size first ----------------------------------------------------------


def _stub_parameters() -> dict[str, list[list[str]]]:
    """The parameters of each exercise's function, as its chapter's stub and folded solution define it."""
    found: dict[str, list[list[str]]] = {}
    for _, cell, solution in _exercise_cells():
        name = _checked_name(cell)
        for source in (cell, solution):
            definition = next(node for node in ast.parse(source).body
                              if isinstance(node, ast.FunctionDef) and node.name == name)
            found.setdefault(name, []).append([argument.arg for argument in definition.args.args])
    return found


@pytest.mark.parametrize("name", sorted(EXERCISES))
def test_every_exercise_takes_the_board_size_first(name):
    signature = EXERCISES[name].signature
    parameters = [p.strip() for p in signature.split("(", 1)[1].rstrip(")").split(",")]
    assert signature.startswith(f"{name}(")
    if "size" in parameters:
        assert parameters[0] == "size", f"{signature}: the board size comes first"
    assert _stub_parameters()[name] == [parameters, parameters], "the stub and the solution define the check's call"
    calls = []
    checks = EXERCISES[name].check(lambda *args: calls.append(args)).checks
    calls = calls[:checks]  # then the hints try the arguments in other orders
    assert calls and all(len(args) == len(parameters) for args in calls)
    if "size" in parameters:
        assert all(isinstance(args[0], int) and 1 <= args[0] <= 8 for args in calls), "the check passes size first"

# --- the chapters' exercise cells, run in a Jupyter kernel ------------------------------------------

SOLUTION = re.compile(r"````\{solution\}[^\n]*\n(?:[^\n]*\n)*?```python\n(.*?)\n```\n", re.S)


def _exercise_cells() -> list[tuple[str, str, str]]:
    """Every exercise cell of the chapters: (chapter, the cell's source, the source of its folded solution)."""
    found = []
    for chapter in CHAPTERS:
        cells = json.loads(chapter.read_text(encoding="utf-8"))["cells"]
        for index, cell in enumerate(cells):
            if EXERCISE_TAG in cell.get("metadata", {}).get("tags", []):
                after = "".join("".join(c["source"]) for c in cells[index + 1:index + 3]
                                if c["cell_type"] == "markdown")
                solution = SOLUTION.search(after)
                found.append((chapter.stem, "".join(cell["source"]), solution[1] if solution else ""))
    return found


def _checked_name(source: str) -> str:
    """The function an exercise cell checks: the argument of its last line, check_<name>(<name>)."""
    match = re.search(r"^check_(\w+)\((\w+)\)\s*$", source.strip().splitlines()[-1])
    assert match and match[1] == match[2], f"an exercise cell must end with check_<name>(<name>):\n{source}"
    return match[1]


def _with_solution(cell: str, solution: str, name: str) -> str:
    """The exercise cell with its stub replaced by the solution (the imports and the check kept)."""
    lines = cell.splitlines()
    start = next(k for k, line in enumerate(lines) if line.startswith(f"def {name}("))
    return "\n".join(lines[:start] + solution.splitlines() + ["", "", lines[-1]])


def test_every_chapter_has_its_exercises_and_each_ends_with_its_check():
    cells = _exercise_cells()
    names = [_checked_name(cell) for _, cell, _ in cells]
    assert sorted(names) == sorted(EXERCISES), "every check of boardpuzzles.exercises has its cell in a chapter"
    for (chapter, cell, solution), name in zip(cells, names):
        assert int(chapter[:2]) == EXERCISES[name][0], f"{name} belongs to chapter {EXERCISES[name][0]}"
        assert f"from boardpuzzles.exercises import check_{name}" in cell, f"{chapter}: {name} imports its check"
        assert solution.startswith(f"def {name}("), f"{chapter}: {name} needs a folded solution with its code"
        assert all(len(line) <= 80 for line in (cell + "\n" + solution).splitlines()), f"{chapter}: {name}"


@pytest.fixture(scope="module")
def kernel_outputs():
    """Run every exercise cell twice in one Jupyter kernel: as the chapter ships it, then with its solution."""
    import nbformat
    from nbclient import NotebookClient

    cells = _exercise_cells()
    sources = []
    for _, cell, solution in cells:
        name = _checked_name(cell)
        sources += [cell, _with_solution(cell, solution, name)]
    notebook = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(source) for source in sources])
    NotebookClient(notebook, timeout=120, kernel_name="python3", allow_errors=True).execute()
    shown = []
    for cell in notebook.cells:
        text = "".join(output.get("text", "") or output.get("data", {}).get("text/plain", "")
                       for output in cell.outputs)
        errors = [f"{output['ename']}: {output['evalue']}" for output in cell.outputs if output.output_type == "error"]
        shown.append((text.strip(), errors))
    return [(cells[k // 2], sources[k], shown[k]) for k in range(len(sources))]


def _in_process(source: str) -> str:
    """What the cell's last line, its check, returns when the cell runs here."""
    namespace: dict = {}
    *body, last = source.strip().splitlines()
    exec("\n".join(body), namespace)
    return str(eval(last, namespace))


def test_in_a_kernel_a_stub_is_told_what_fails_and_a_solution_passes(kernel_outputs):
    assert len(kernel_outputs) == 2 * len(EXERCISES)
    for k, ((chapter, _, _), source, (text, errors)) in enumerate(kernel_outputs):
        name = _checked_name(source)
        assert errors == [], f"{chapter}, {name}: the cell raised {errors}"
        if k % 2 == 0:  # the cell as the chapter ships it
            assert text.startswith("Not yet: "), f"{chapter}, {name}: the stub got\n{text}"
        else:
            assert re.fullmatch(r"All \d+ checks passed\.", text), f"{chapter}, {name}: the solution got\n{text}"
        assert text == _in_process(source), f"{chapter}, {name}: the kernel and the module disagree"


# --- the chapters' other solutions: the code they show runs -------------------------------------

#: A solution directive (``{solution}``, fenced by three or more backticks) and its body.
SOLUTION_DIRECTIVE = re.compile(r"^(`{3,})\{solution\}[^\n]*\n(.*?)^\1[ \t]*$", re.S | re.M)


def _solution_programs() -> list[tuple[str, str, str]]:
    """Each program a folded solution shows, (chapter, the exercise's label, the code), with the code the
    solution needs first: the chapter's imports from the package and the standard library."""
    markdown = MarkdownIt("commonmark")
    found = []
    for chapter in CHAPTERS:
        cells = json.loads(chapter.read_text(encoding="utf-8"))["cells"]
        imports = [ast.unparse(statement) for cell in cells if cell["cell_type"] == "code"
                   for statement in ast.parse("".join(cell["source"])).body
                   if isinstance(statement, ast.Import | ast.ImportFrom)
                   and not ast.unparse(statement).split()[1].startswith(("boardpuzzles.book", "matplotlib"))]
        for cell in cells:
            if cell["cell_type"] != "markdown":
                continue
            for directive in SOLUTION_DIRECTIVE.finditer("".join(cell["source"])):
                label = directive[0].split("\n", 1)[0].split("}", 1)[1].strip()
                body = re.sub(r"^:\w+:.*\n", "", directive[2], flags=re.M)
                for token in markdown.parse(body):
                    if token.type == "code_block" or (token.type == "fence" and token.info.strip() == "python"):
                        found.append((chapter.stem, label, "\n".join(imports) + "\n" + token.content))
    return found


def test_every_folded_solution_runs():
    """A solution's code is what a reader copies: after the chapter's imports it runs, and its asserts hold."""
    programs = _solution_programs()
    assert len(programs) >= 20 and {chapter for chapter, _, _ in programs} >= {c.stem for c in CHAPTER_NOTEBOOKS}
    failed = []
    for chapter, label, code in programs:
        try:
            exec(compile(code, f"{chapter}, solution of {label}", "exec"), {})
        except Exception as error:  # every failure is listed, not only the first
            failed.append(f"{chapter}, {label}: {type(error).__name__}: {error}")
    assert failed == [], "\n".join(failed)


def test_where_signal_has_no_setitimer_as_in_the_websites_python_calls_are_timed(monkeypatch):
    import signal

    from boardpuzzles.exercises._calling import Timer

    monkeypatch.delattr(signal, "setitimer")
    with Timer() as timer:
        assert timer.signal is None
        answer = timer.call(lambda size: size + 1, (3,))
    assert answer == ("returned", 4)


def test_where_python_has_no_signal_module_or_runs_the_check_off_the_main_thread_calls_are_timed(monkeypatch):
    import sys
    import threading

    from boardpuzzles.exercises._calling import Timer

    def timed_call():
        with Timer() as timer:
            return timer.signal, timer.call(lambda size: size * 2, (3,))

    answers = []
    worker = threading.Thread(target=lambda: answers.append(timed_call()))  # signal.signal refuses off the main thread
    worker.start()
    worker.join()
    monkeypatch.setitem(sys.modules, "signal", None)  # import signal fails
    answers.append(timed_call())
    assert answers == [(None, ("returned", 6))] * 2


def test_the_hints_read_what_they_can_and_say_nothing_of_what_they_cannot():
    import linecache

    from boardpuzzles.exercises._hints import _source_returns, as_squares, squares_hint

    assert as_squares([1, 2]) == [1, 2]  # not squares: left as they are
    assert squares_hint([(1, 2)], {1, "a"}) == "return a list of (row, col) squares, not a set"
    space = {}
    exec(compile("def typed(size):\n    return size\n", "<typed on a page>", "exec"), space)
    assert _source_returns(space["typed"].__code__) is None  # no source kept for it
    linecache.cache["<broken>"] = (9, None, ["def broken(:\n"], "<broken>")
    try:
        exec(compile("def broken(size):\n    return size\n", "<broken>", "exec"), space)
        assert _source_returns(space["broken"].__code__) is None  # a source that does not parse
    finally:
        del linecache.cache["<broken>"]


def test_a_numbered_board_with_rows_and_columns_swapped_is_told_so():
    def number_board(size, path):
        board = [[0] * size for _ in range(size)]
        for number, (row, col) in enumerate(path, start=1):
            board[col][row] = number
        return board

    message = check_number_board(number_board).message
    assert message.endswith("Rows and columns are swapped: square (row, col) is board[row][col].")


def test_a_numbered_board_wrong_in_another_way_gets_no_made_up_hint():
    def number_board(size, path):
        board = [[0] * size for _ in range(size)]
        for number, (row, col) in enumerate(path, start=2):
            board[row][col] = number
        return board

    message = check_number_board(number_board).message
    assert message.startswith("Not yet: ") and message.splitlines()[-1].startswith("Returned: [[2]]")


# --- the API page shows what a check says, never a solution ------------------------------------

def _examples_that_pass(function) -> list[tuple[str, set[str]]]:
    """Each example of ``function``'s docstring that a check passes: (the call, the names defined before it)."""
    import doctest

    defined, passing = set(), []
    for example in doctest.DocTestParser().get_examples(function.__doc__ or ""):
        defined |= {name for pair in re.findall(r"^def\s+(\w+)|^(\w+)\s*=", example.source, re.M)
                    for name in pair if name}
        if example.want.startswith("All "):
            passing.append((example.source.strip(), defined.copy()))
    return passing


@pytest.mark.parametrize("name", sorted(name for name in exercises.__all__ if name.startswith("check_")))
def test_no_api_example_gives_away_an_exercise(name):
    """An example passes a check only with a function of the package (which the chapter shows anyway), never
    with one it writes out, and never with a lambda: the API page must not print an exercise's solution."""
    for function in (getattr(exercises, name), exercises):
        for call, defined in _examples_that_pass(function):
            argument = re.fullmatch(r"(?:print\()?check_\w+\((.*?)\)\)?", call)
            assert argument, f"{name}: a passing example is not a plain call: {call}"
            assert argument[1].isidentifier() and argument[1] not in defined, (
                f"{name}: the example {call!r} passes a function it writes out: a solution on the API page")
