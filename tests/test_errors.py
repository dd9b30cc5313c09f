"""What bad input raises: the classes of boardpuzzles.errors, raised by every family of entry points.

Each bad input raises the most specific class, which is still a ``ValueError`` (so ``except ValueError``
keeps working), with a message that names the value. A scan of the source keeps new code to the rule:
no bare ``raise ValueError`` anywhere in the package.
"""

from __future__ import annotations

import ast
import inspect
import re
from pathlib import Path

import pytest

import boardpuzzles
from boardpuzzles import errors
from boardpuzzles.backtracking import backtracking_tour, count_tours, dead_end
from boardpuzzles.board import parse_square, require_square
from boardpuzzles.book.stored_results import stored_results
from boardpuzzles.distance import bfs_queue_steps, distance_grid, fewest_moves, knightl_table, shortest_path
from boardpuzzles.errors import (
    BoardSizeError,
    BookError,
    BudgetError,
    DisksError,
    GridError,
    MoveError,
    NumberError,
    OptionError,
    PathError,
    PegError,
    PictureError,
    PieceError,
    PuzzleInputError,
    SquareError,
    StateError,
    StepError,
)
from boardpuzzles.hanoi import circular_moves, minimum_moves, recursive_moves, state_after
from boardpuzzles.hanoi.checks import require_state
from boardpuzzles.hanoi.graph import state_graph
from boardpuzzles.hanoi.rules import apply_move, initial_state
from boardpuzzles.hanoi.trace import trace_lines
from boardpuzzles.knight import leaper_offsets, offsets_round
from boardpuzzles.pictures.boards import grid_svg
from boardpuzzles.pictures.hanoi import hanoi_pegs_svg
from boardpuzzles.pictures.queue import bfs_queue_svg
from boardpuzzles.pictures.svg import Picture
from boardpuzzles.pictures.tours import tour_svg
from boardpuzzles.search import SearchBudgetExceeded
from boardpuzzles.tour import board_numbering, schwenk_reason, tour_from_numbering
from boardpuzzles.warnsdorff import closed_tour, robust_tour, warnsdorff_tour

SOURCE = Path(boardpuzzles.__file__).parent
CLASSES = [value for value in vars(errors).values()
           if inspect.isclass(value) and issubclass(value, ValueError) and value.__module__ == errors.__name__]


# (what is called, the class it raises, text the message must hold: the bad value, as the reader wrote it)
BAD_INPUTS = {
    # squares and board sizes (board)
    "parse_square off the board": (lambda: parse_square(8, "(9 1)"), SquareError, "(9 1)"),
    "parse_square not a square": (lambda: parse_square(8, "e4"), SquareError, "'e4'"),
    "parse_square board size": (lambda: parse_square(0, "(1 1)"), BoardSizeError, "got 0"),
    "require_square not a pair": (lambda: require_square(8, 7), SquareError, "got 7"),
    "require_square row not whole": (lambda: require_square(8, (1.5, 0)), SquareError, "1.5"),
    # one piece's searches (distance)
    "fewest_moves board size": (lambda: fewest_moves(0, 1, 2), BoardSizeError, "got 0"),
    "fewest_moves start": (lambda: fewest_moves(8, 1, 2, start=(9, 9)), SquareError, "(9, 9)"),
    "shortest_path target": (lambda: shortest_path(8, 1, 2, target=(0, -1)), SquareError, "(0, -1)"),
    "distance_grid piece": (lambda: distance_grid(5, -1, 2), PieceError, "(-1, 2)"),
    "distance_grid size not whole": (lambda: distance_grid(5.0, 1, 2), BoardSizeError, "5.0"),
    "knightl_table size": (lambda: knightl_table(101), BoardSizeError, "101"),
    # pieces (knight)
    "leaper_offsets zero": (lambda: leaper_offsets(0, 0), PieceError, "(0, 0)"),
    "leaper_offsets not whole": (lambda: leaper_offsets(1, 2.5), PieceError, "2.5"),
    "offsets_round first": (lambda: offsets_round((1, 1)), PieceError, "(1, 1)"),
    # tours (tour, backtracking, warnsdorff)
    "board_numbering repeat": (lambda: board_numbering(3, [(0, 0), (1, 2), (0, 0)]), PathError, "(0, 0)"),
    "board_numbering off": (lambda: board_numbering(3, [(0, 0), (3, 1)]), PathError, "(3, 1)"),
    "tour_from_numbering gap": (lambda: tour_from_numbering([[1, 3], [0, 0]]), PathError, "[1, 3]"),
    "schwenk_reason side": (lambda: schwenk_reason(0, 8), BoardSizeError, "got 0"),
    "backtracking_tour order": (lambda: backtracking_tour(5, order=[(1, 2)] * 8), PieceError, "(1, 2)"),
    "backtracking_tour budget": (lambda: backtracking_tour(5, budget=0), BudgetError, "got 0"),
    "count_tours budget": (lambda: count_tours(5, budget=10**13), BudgetError, "10000000000000"),
    "dead_end repeat": (lambda: dead_end(5, [(0, 0), (1, 2), (0, 0)]), PathError, "(0, 0)"),
    "dead_end empty": (lambda: dead_end(5, []), PathError, "none"),
    "warnsdorff_tour tie": (lambda: warnsdorff_tour(8, tie="random"), OptionError, "'random'"),
    "warnsdorff_tour size": (lambda: warnsdorff_tour(2001), BoardSizeError, "2001"),
    "robust_tour start": (lambda: robust_tour(8, start=(8, 0)), SquareError, "(8, 0)"),
    "closed_tour seed": (lambda: closed_tour(8, seed=1.5), NumberError, "1.5"),
    # the Tower of Hanoi
    "minimum_moves disks": (lambda: minimum_moves(0), DisksError, "got 0"),
    "state_after step": (lambda: state_after(3, 8), StepError, "got 8"),
    "initial_state peg": (lambda: initial_state(3, start=3), PegError, "got 3"),
    "recursive_moves same pegs": (lambda: next(recursive_moves(3, source=1, target=1)), PegError, "1 and 1"),
    "circular_moves direction": (lambda: next(circular_moves(3, direction="up")), OptionError, "'up'"),
    "require_state doubled disk": (lambda: require_state(((1, 1), (), ())), StateError, "((1, 1), (), ())"),
    "apply_move illegal": (lambda: apply_move(initial_state(2), (2, 0, 1)), MoveError, "(2, 0, 1)"),
    "trace_lines disks": (lambda: list(trace_lines(0)), DisksError, "got 0"),
    "state_graph disks": (lambda: state_graph(0), DisksError, "got 0"),
    # pictures and the book
    "grid_svg not square": (lambda: grid_svg([[0, 1], [2]]), GridError, "[1, 2]"),
    "grid_svg value": (lambda: grid_svg([[0, -2], [1, 1]]), GridError, "-2"),
    "tour_svg repeat": (lambda: tour_svg(3, [(0, 0), (1, 2), (0, 0)]), PathError, "(1 1)"),
    "hanoi_pegs_svg state": (lambda: hanoi_pegs_svg(((1, 2), (), ())), StateError, "((1, 2), (), ())"),
    "bfs_queue_svg step": (lambda: bfs_queue_svg(3, bfs_queue_steps(3, 1, 2), 99), StepError, "99"),
    "Picture alt": (lambda: Picture("<svg/>", " ", (10, 10)), PictureError, "' '"),
    "stored_results name": (lambda: stored_results("nothing"), BookError, "'nothing'"),
}


@pytest.mark.parametrize("name", BAD_INPUTS)
def test_bad_input_raises_the_specific_class_a_value_error_naming_the_value(name):
    call, expected, value = BAD_INPUTS[name]
    with pytest.raises(ValueError) as raised:
        call()
    assert type(raised.value) is expected, f"{name}: {type(raised.value).__name__}: {raised.value}"
    assert isinstance(raised.value, PuzzleInputError)
    assert value in str(raised.value), f"{name}: the message does not name {value}: {raised.value}"


def test_every_class_is_raised_by_some_entry_point_above():
    raised = {expected for _, expected, _ in BAD_INPUTS.values()}
    assert set(CLASSES) - raised == {PuzzleInputError}  # the base is raised only through its subclasses


def test_the_classes_form_one_family_of_value_errors_exported_from_the_package():
    assert {cls.__name__ for cls in CLASSES} == set(errors.__all__)
    for cls in CLASSES:
        assert issubclass(cls, PuzzleInputError) and issubclass(cls, ValueError), cls
        assert getattr(boardpuzzles, cls.__name__) is cls and cls.__name__ in boardpuzzles.__all__
        assert cls.__doc__ and ">>>" in cls.__doc__, f"{cls.__name__} needs a docstring with an example"
    for number in (BoardSizeError, BudgetError, DisksError, PegError, StepError):
        assert issubclass(number, NumberError)


def test_running_out_of_budget_is_not_bad_input():
    assert issubclass(SearchBudgetExceeded, RuntimeError) and not issubclass(SearchBudgetExceeded, ValueError)
    with pytest.raises(SearchBudgetExceeded):
        count_tours(5, budget=1)


def test_the_api_page_lists_every_class():
    page = (SOURCE.parents[1] / "book" / "api.md").read_text(encoding="utf-8")
    assert "automodule:: boardpuzzles.errors" in page
    for cls in CLASSES + [SearchBudgetExceeded]:
        assert re.search(rf"\[`{cls.__name__}`\]\(#boardpuzzles\.\w+\.{cls.__name__}\)", page), cls.__name__


def _bare_value_errors(tree: ast.AST) -> list[int]:
    """The lines of ``raise ValueError`` and ``raise ValueError(...)`` in ``tree``."""
    lines = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Raise) and node.exc is not None:
            exc = node.exc.func if isinstance(node.exc, ast.Call) else node.exc
            if isinstance(exc, ast.Name) and exc.id == "ValueError":
                lines.append(node.lineno)
    return sorted(lines)


def test_the_scan_finds_a_bare_value_error():
    assert _bare_value_errors(ast.parse("def f():\n    raise ValueError('x')\n\nraise ValueError\n")) == [2, 4]
    reraised = "raise SquareError('x')\ntry:\n    pass\nexcept ValueError:\n    raise\n"
    assert _bare_value_errors(ast.parse(reraised)) == []


def test_no_bare_value_error_is_raised_in_the_package():
    """Every raise site says what went wrong: one of boardpuzzles.errors, never a bare ValueError."""
    found = {}
    for path in sorted(SOURCE.rglob("*.py")):
        lines = _bare_value_errors(ast.parse(path.read_text(encoding="utf-8"), str(path)))
        if lines:
            found[str(path.relative_to(SOURCE))] = lines
    assert found == {}, f"raise one of boardpuzzles.errors instead of ValueError at {found}"
