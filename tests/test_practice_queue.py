"""Tests for boardpuzzles.practice.queue: chapter 2's Your turn, breadth-first search by hand.

The right answers are checked against the package's search (its parent map, the order squares join the queue),
read here independently of how the module deals its steps.
"""

import re

import pytest
from conftest import NO_COVER
from practice_board_checks import answer_of, check_script, codes

from boardpuzzles.board import all_squares, format_square
from boardpuzzles.distance import breadth_first_search, distance_grid
from boardpuzzles.errors import OptionError
from boardpuzzles.knight import knight_targets, leaper_offsets
from boardpuzzles.practice import deal, key_square, square_key
from boardpuzzles.practice import queue as exercise
from boardpuzzles.practice.codes import Dice

LEVELS = range(1, len(exercise.LEVELS) + 1)
SIZES = {1: 4, 2: 5, 3: 6}


def piece_of(script) -> tuple[int, int]:
    """The piece (a, b) the title names."""
    found = re.search(r"of the (knight|\((\d+), (\d+)\) piece)", script.title)
    return (1, 2) if found[1] == "knight" else (int(found[2]), int(found[3]))


def expected_answers(size: int, a: int, b: int, start) -> list[str]:
    """Every answer of the search, in order, from the package's search: each square that leaves the queue, the
    squares it was the first to reach (its children in the parent map, in the order they joined), then none."""
    _, parent = breadth_first_search(size, leaper_offsets(a, b), start)
    answers = []
    for square in parent:  # the order squares joined the queue, which is the order they leave it
        answers.append(square_key(square))
        answers += [square_key(child) for child in parent if parent[child] == square]
        answers.append("none")
    return answers


def check_queue_script(script, level: int) -> None:
    check_script(script, "Q", level, {"none"})
    size, (a, b) = script.scene["board"], piece_of(script)
    assert size == SIZES[level]
    start = tuple(script.scene["queue"][0])
    assert script.scene["queue"] == [list(start)] and format_square(start) in script.title
    assert [answer_of(step) for step in script.steps] == expected_answers(size, a, b, start)
    grid = distance_grid(size, a, b, start=start)
    offsets = leaper_offsets(a, b)
    queue, here, reached = [start], None, {start}
    for step in script.steps:
        answer = answer_of(step)
        leaving = step.prompt.startswith("Which square leaves")
        if leaving:  # the answer is the queue's front, which the scene before showed
            assert answer == square_key(queue[0])
            here = queue.pop(0)
            assert "the queue still holds" in step.wrong["none"]
            for square in all_squares(size):
                if square in queue:
                    assert "joined the queue after" in step.wrong[square_key(square)]
        else:
            jumps = knight_targets(size, here, offsets=offsets)
            for square in all_squares(size):
                if square != here and square not in jumps:
                    assert "is not a" in step.wrong[square_key(square)], step.wrong[square_key(square)]
                elif square in jumps and square in reached and square_key(square) != answer:
                    assert "already" in step.wrong[square_key(square)]
            if answer != "none":
                square = key_square(answer)
                assert square in jumps and square not in reached, "a new square, never seen before"
                queue.append(square)
                reached.add(square)
        # the scene after the step: the queue, the ring, each reached square's distance
        assert step.scene["queue"] == [list(square) for square in queue]
        assert step.scene["ring"] == list(here)
        assert {(r, c): int(label) for r, c, label, _ in step.scene["marks"]} == {s: grid[s[0]][s[1]] for s in reached}
        assert {(r, c) for r, c, _, kind in step.scene["marks"] if kind == "queued"} == set(queue)
    assert not queue and len(reached) == sum(cell >= 0 for row in grid for cell in row)


@pytest.mark.parametrize("level", LEVELS)
def test_a_few_instances_of_each_level_are_the_package_s_search(level):
    for code in codes("Q", level, 6):
        check_queue_script(deal(code), level)


@NO_COVER
@pytest.mark.parametrize("level", LEVELS)
def test_many_instances_of_each_level_are_the_package_s_search(level):
    scripts = [deal(code) for code in codes("Q", level, 40)]
    for script in scripts:
        check_queue_script(script, level)
        assert len(script.steps) <= 150
    assert len({script.title for script in scripts}) > 10  # the dice deal different instances


def test_the_third_level_deals_other_leapers_from_squares_that_reach_enough():
    scripts = [deal(code) for code in codes("Q", 3, 12)]
    pieces = {piece_of(script) for script in scripts}
    assert (1, 2) in pieces and len(pieces) >= 3
    assert all(len(script.steps) >= 3 * exercise.MIN_REACHED - 1 for script in scripts)


def test_the_reasons_speak_the_chapter_s_words():
    script = deal("Q2-0000")
    reasons = [reason for step in script.steps for reason in step.wrong.values()]
    for words in ("joined the queue after", "so it leaves after it", "was reached already", "moves away",
                  "is not a knight's jump from", "joins later: the jumps are tried in the order",
                  "has left the queue already", "is not in the queue"):
        assert any(words in reason for reason in reasons), words
    assert script.steps[-1].said.endswith("The queue is empty: the search is over.")


def test_a_square_from_which_no_new_square_joins_is_said_so():
    saids = [step.said for code in codes("Q", 1, 3) for step in deal(code).steps]
    assert any(said.startswith("No square joins from") for said in saids)
    assert any(said.startswith("No more squares join from") for said in saids)


@pytest.mark.parametrize("level", [0, 4, True, "1"])
def test_a_level_the_exercise_has_not_is_refused_naming_it(level):
    with pytest.raises(OptionError, match=re.escape(repr(level))):
        exercise.deal("Q1-0000", level, Dice("Q1-0000"))


@pytest.mark.parametrize("code, named", [("Q4-0000", "level 4"), ("Q1-00U0", "Q1-00U0"), ("Q-0000", "Q-0000")])
def test_a_bad_code_is_refused_naming_it(code, named):
    with pytest.raises(OptionError, match=named):
        deal(code)
