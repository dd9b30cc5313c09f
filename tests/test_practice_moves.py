"""Your turn, chapter 1 (boardpuzzles.practice.moves): mark the knight's squares, then name each jump by its number.

The right answers are checked against the chapter's own definitions, written here apart from the module: a
target is 2 squares one way and 1 the other from the knight, on the board; a jump's number counts clockwise
from (-2, +1), the order of ``offsets_round((-2, 1))`` (the chapter's ``POINTS``).
"""

import math
import re

import pytest

from boardpuzzles.board import format_square
from boardpuzzles.book.steppers import MARKS
from boardpuzzles.errors import OptionError, PieceError
from boardpuzzles.knight import KNIGHT_OFFSETS, jump_number, knight_targets, leaper_offsets, offsets_round
from boardpuzzles.practice import deal, key_square
from boardpuzzles.practice import moves as exercise
from boardpuzzles.practice.codes import Dice, make_code

SEEDS = range(0, 32**4, 32**4 // 200 + 1)  # 200 seeds spread over all of them
NUMBERS = {f"#{k}" for k in range(1, 9)}


def clockwise_from_up(offsets):
    """The test's own numbering: by the angle on the page, clockwise from straight up (rows grow downwards)."""
    return sorted(offsets, key=lambda o: math.atan2(o[1], -o[0]) % math.tau)


def leaper_of(script):
    """The piece's steps, read off the script's title as the reader reads them."""
    found = re.search(r"\((\d+), (\d+)\)", script.title)
    return (int(found[1]), int(found[2])) if found else (1, 2)


def check_jump_script(script, leaper):
    """Every property of a chapter 1 script for the (a, b) leaper, from definitions written here."""
    a, b = sorted(leaper)
    size, marks = script.scene["board"], script.scene["marks"]
    assert marks[:1] and marks[0][3] == "piece" and len(marks) == 1, "the first scene shows the piece alone"
    start = tuple(marks[0][:2])
    squares = [(r, c) for r in range(size) for c in range(size)]
    reached = {s for s in squares if sorted((abs(s[0] - start[0]), abs(s[1] - start[1]))) == [a, b]}
    assert reached == set(knight_targets(size, start, offsets=leaper_offsets(a, b))) and len(reached) >= 2
    # phase 1: one collect step of every square of the board
    collect, *named = script.steps
    assert script.answers == "squares" and collect.collect and not any(step.collect for step in named)
    assert {key_square(key) for key in collect.right} == reached
    assert {key_square(key) for key in collect.wrong} == set(squares) - reached
    for key, reason in collect.wrong.items():
        assert reason.startswith(format_square(key_square(key))), reason  # it names the square it refuses
        assert ("where" in reason and "stands" in reason) if key_square(key) == start else f"{b} one way" in reason
    assert {tuple(m[:2]) for m in collect.scene["marks"] if m[3] == "reached"} == reached
    # phase 2: each square reached once, named by its number
    assert script.phases == ((0, script.phases[0][1]), (1, script.phases[1][1]))
    assert script.phases[0][1].startswith("squares: ") and script.phases[1][1].startswith("numbers: ")
    order = clockwise_from_up({(sr * x, sc * y) for x, y in ((a, b), (b, a)) for sr in (-1, 1) for sc in (-1, 1)})
    assert len(order) == 8
    asked = []
    for step in named:
        target = tuple(int(x) - 1 for x in re.search(r"\((\d+) (\d+)\)\?$", step.prompt).groups())
        asked.append(target)
        number = order.index((target[0] - start[0], target[1] - start[1])) + 1
        assert step.right == {f"#{number}"} and set(step.wrong) == NUMBERS - step.right
        for key, reason in step.wrong.items():
            assert reason.startswith(f"Jump {key[1:]} goes "), reason
            d_row, d_col = order[int(key[1:]) - 1]
            there = (start[0] + d_row, start[1] + d_col)
            assert (there in reached) == ("off the board" not in reason), reason
        labels = {tuple(m[:2]): m[2] for m in step.scene["marks"] if m[3] == "on"}
        assert labels == {square: str(order.index((square[0] - start[0], square[1] - start[1])) + 1)
                          for square in asked}, "the scene names the jumps named so far, and no other"
    assert sorted(asked) == sorted(reached)
    kinds = {m[3] for step in script.steps for m in step.scene["marks"]}
    assert kinds <= set(MARKS) and script.total == 2 * len(reached)
    return start, asked


def test_the_package_numbers_the_jumps_as_chapter_1_does():
    assert [jump_number(offset) for offset in offsets_round((-2, 1))] == list(range(1, 9))
    assert [jump_number(o) for o in clockwise_from_up(KNIGHT_OFFSETS)] == list(range(1, 9))
    assert jump_number((1, -2)) == 6  # chapter 1's question: one row down and two columns left is jump 6
    with pytest.raises(PieceError, match=re.escape("(2, 2) is not one of the piece's jumps")):
        jump_number((2, 2))


@pytest.mark.parametrize("level", range(1, len(exercise.LEVELS) + 1))
def test_many_seeds_of_a_level_give_a_solvable_script_the_chapter_would_accept(level):
    starts, orders = set(), set()
    for seed in SEEDS:
        script = deal(make_code("M", level, seed))
        assert script.exercise == "moves" and script.scene["board"] == exercise.KNIGHT_BOARDS[level - 1]
        start, asked = check_jump_script(script, (1, 2))
        starts.add(start)
        orders.add(tuple(asked))
    assert len(starts) > 20 and len(orders) > 100  # the dice reach many squares and orders


def test_a_corner_and_the_words_of_each_reason():
    script = exercise.jump_script(8, (0, 0), (1, 2), Dice("M2-0000"), "M2-0000", 2)
    collect = script.steps[0]
    assert collect.wrong["0,0"] == "(1 1) is where the knight stands: a jump always leaves it."
    assert collect.wrong["1,1"] == ("(2 2) is 1 row and 1 column from (1 1): "
                                    "a knight's jump is 2 one way and 1 the other.")
    assert collect.wrong["0,2"].startswith("(1 3) is in the same row as (1 1), 2 columns away")
    assert collect.wrong["3,0"].startswith("(4 1) is in the same column as (1 1), 3 rows away")
    step = next(step for step in script.steps[1:] if "(2 3)" in step.prompt)
    assert step.right == {"#3"} and step.said == "The jump to (2 3) is jump 3: 1 down and 2 right."
    assert step.wrong["#1"] == "Jump 1 goes 2 up and 1 right, to (−1 2), off the board, not to (2 3)."
    assert step.wrong["#4"] == "Jump 4 goes 2 down and 1 right, to (3 2), not to (2 3)."
    assert exercise.steps_in_words((0, -3)) == "3 left"


def test_the_same_code_deals_the_same_script():
    assert deal("M2-7K4Q") == deal("m2-7k4q") == exercise.deal("M2-7K4Q", 2, Dice("M2-7K4Q"))
    assert deal("M2-7K4Q") != deal("M2-7K4R")


@pytest.mark.parametrize("code, message", [("M3-0000", "levels 1 to 2, got level 3 in 'M3-0000'"),
                                           ("M-0000", "'M-0000'"), ("M1-000", "'M1-000'")])
def test_a_bad_code_or_level_is_refused_naming_it(code, message):
    with pytest.raises(OptionError, match=re.escape(message)):
        deal(code)


@pytest.mark.parametrize("level", [0, 3, None])
def test_the_module_refuses_a_level_it_does_not_have(level):
    with pytest.raises(OptionError, match=re.escape(f"got level {level!r} in 'M1-0000'")):
        exercise.deal("M1-0000", level, Dice("M1-0000"))
