"""Tests for boardpuzzles.practice.warnsdorff: chapter 4's Your turn, Warnsdorff's rule by hand.

The right answers are checked against the package's readable walk (``warnsdorff_walk``, the chapter's
listing), and each pick against the rule itself, counted here: the fewest unvisited onward squares, the first
of a tie in the article's order.
"""

import re

import pytest
from conftest import NO_COVER
from practice_board_checks import answer_of, check_script, codes

from boardpuzzles.board import all_squares, format_square
from boardpuzzles.errors import OptionError
from boardpuzzles.knight import knight_targets
from boardpuzzles.practice import deal, key_square, square_key
from boardpuzzles.practice import warnsdorff as exercise
from boardpuzzles.practice.codes import Dice
from boardpuzzles.warnsdorff import CLOCKWISE_ORDER, onward_counts, warnsdorff_walk

LEVELS = range(1, len(exercise.LEVELS) + 1)
SIZES = {1: 5, 2: 6, 3: 8}


def check_warnsdorff_script(script, level: int) -> None:
    check_script(script, "W", level, {"stuck"})
    size = SIZES[level]
    assert script.scene["board"] == size
    ((row, col, label, kind),) = script.scene["marks"]
    start = (row, col)
    assert (label, kind) == ("1", "last") and format_square(start) in script.title
    walk = warnsdorff_walk(size, start=start)
    expected = [square_key(square) for square in walk[1:]] + (["stuck"] if len(walk) < size * size else [])
    assert [answer_of(step) for step in script.steps] == expected
    path = [start]
    for step in script.steps:
        here, answer = path[-1], answer_of(step)
        candidates = [square for square in knight_targets(size, here, offsets=CLOCKWISE_ORDER) if square not in path]
        grid = onward_counts(size, path)  # the package's counts
        counts = {square: grid[square[0]][square[1]] for square in candidates}
        jumps = knight_targets(size, here)
        if answer == "stuck":
            assert not candidates and step is script.steps[-1]
            break
        picked = key_square(answer)
        fewest = min(counts.values())
        assert picked == next(square for square in candidates if counts[square] == fewest)  # the rule, by hand
        assert "not the answer" in step.wrong["stuck"]
        for square in all_squares(size):
            why = step.wrong.get(square_key(square))
            if square in candidates and square != picked:
                if counts[square] > fewest:
                    assert why.startswith(f"{format_square(square)} has {counts[square]} onward square"), why
                    assert f"{format_square(picked)} has " in why
                else:
                    assert "both have" in why and "the tie goes to" in why and why.endswith(f"{format_square(picked)}.")
            elif square in path and square in jumps:
                assert f"visited already (move {path.index(square) + 1})" in why, why
            elif square != picked and square != here:
                assert "is not a knight's jump" in why, why
        path.append(picked)
        # the scene: the walk, numbered, and the other candidates with the counts they had before the pick
        marks = {(r, c): (label, kind) for r, c, label, kind in step.scene["marks"]}
        assert {square: int(label) for square, (label, kind) in marks.items() if kind in ("path", "last")} == {
            square: number for number, square in enumerate(path, start=1)}
        assert {square: int(label) for square, (label, kind) in marks.items() if kind == "onward"} == {
            square: count for square, count in counts.items() if square != picked}
    assert path == walk


@pytest.mark.parametrize("level", LEVELS)
def test_a_few_instances_of_each_level_are_the_package_s_walk(level):
    for code in codes("W", level, 4):
        check_warnsdorff_script(deal(code), level)


@NO_COVER
@pytest.mark.parametrize("level", LEVELS)
def test_many_instances_of_each_level_are_the_package_s_walk(level):
    scripts = [deal(code) for code in codes("W", level, {1: 30, 2: 20, 3: 12}[level])]
    for script in scripts:
        check_warnsdorff_script(script, level)
        assert len(script.steps) <= 150
    assert len({script.title for script in scripts}) > 10  # the dice deal different instances


def test_walks_end_in_tours_and_in_dead_ends():
    last = [deal(code).steps[-1] for code in codes("W", 1, 12)]
    assert {answer_of(step) == "stuck" for step in last} == {True, False}
    for step in last:
        assert step.said.endswith("the walk is a tour.") != (answer_of(step) == "stuck"), step.said


def test_the_scene_never_shows_a_count_of_the_next_candidates():
    """A pick's other candidates, whose counts the scene shows, are never candidates of the next pick: a knight's
    jump changes the colour of its square, so no square is a jump from both ends of one."""
    for code in codes("W", 2, 4):
        script = deal(code)
        scenes = [script.scene] + [step.scene for step in script.steps[:-1]]
        for scene, step in zip(scenes, script.steps):
            knight = next((r, c) for r, c, _, kind in scene["marks"] if kind == "last")
            counted = {(r, c) for r, c, _, kind in scene["marks"] if kind == "onward"}
            assert not counted & set(knight_targets(6, knight))
            assert answer_of(step) not in {square_key(square) for square in counted}


def test_the_reasons_speak_the_chapter_s_words():
    reasons = [reason for code in codes("W", 1, 3) for step in deal(code).steps for reason in step.wrong.values()]
    for words in ("onward squares;", "has only", "both have", "the tie goes to the first of them in the article's",
                  "is visited already (move", "is not a knight's jump from", "Stuck is not the answer"):
        assert any(words in reason for reason in reasons), words


@pytest.mark.parametrize("level", [0, 4, 2.0])
def test_a_level_the_exercise_has_not_is_refused_naming_it(level):
    with pytest.raises(OptionError, match=re.escape(repr(level))):
        exercise.deal("W1-0000", level, Dice("W1-0000"))


@pytest.mark.parametrize("code, named", [("W4-0000", "level 4"), ("W1-0000X", "W1-0000X"), ("W0-0000", "W0-0000")])
def test_a_bad_code_is_refused_naming_it(code, named):
    with pytest.raises(OptionError, match=named):
        deal(code)
