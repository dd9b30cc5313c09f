"""Tests for boardpuzzles.practice.backtracking: chapter 3's Your turn, the backtracking search's events by hand.

The right answers are checked against the package's search (its events, and the boards they replay), read here
independently of how the module deals its steps.
"""

import re

import pytest
from conftest import NO_COVER
from practice_board_checks import answer_of, check_script, codes

from boardpuzzles.backtracking import ARTICLE_ORDER, replay_events, search_events
from boardpuzzles.board import all_squares, format_square
from boardpuzzles.errors import OptionError
from boardpuzzles.knight import knight_targets
from boardpuzzles.practice import backtracking as exercise
from boardpuzzles.practice import deal, square_key
from boardpuzzles.practice.codes import Dice

LEVELS = range(1, len(exercise.LEVELS) + 1)
SIZES = {1: (5, 40), 2: (6, 50), 3: (7, 60)}


def check_backtracking_script(script, level: int) -> None:
    check_script(script, "B", level, {"back"})
    size, count = SIZES[level]
    assert script.scene["board"] == size and len(script.steps) == count
    ((row, col, label, kind),) = script.scene["marks"]
    start = (row, col)
    assert (label, kind) == ("1", "last") and format_square(start) in script.title
    events = search_events(size, limit=count + 1, start=start)
    expected = [square_key(event.square) if event.kind == "place" else "back" for event in events[1:]]
    assert [answer_of(step) for step in script.steps] == expected
    assert "back" in expected  # every instance gets stuck at least once
    boards = replay_events(size, events)
    path = [start]
    for step, event, board in zip(script.steps, events[1:], boards[1:]):
        here = path[-1]
        jumps = knight_targets(size, here, offsets=ARTICLE_ORDER)
        for square in all_squares(size):
            why = step.wrong.get(square_key(square), "")
            if square not in jumps and square != here:
                assert "is not a knight's jump from" in why, why
            elif square in path and square != here:
                assert f"taken already (move {path.index(square) + 1})" in why, why
            elif event.kind == "undo" and square in jumps:  # stuck: each jump is taken, or tried and taken back
                assert "tried from" in why, why
        if event.kind == "place":
            assert "not stuck" in step.wrong["back"]
            later = jumps[jumps.index(event.square) + 1:]
            for square in later:  # the free jumps after the one placed are the article's later tries
                if square not in path:
                    assert step.wrong[square_key(square)].startswith("The article tries")
            path.append(event.square)
        else:
            path.pop()
        # the scene: the path numbered as the replayed board, the knight's disc on its last square
        numbered = {(r, c): int(label) for r, c, label, kind in step.scene["marks"] if kind in ("path", "last")}
        assert numbered == {(r, c): board[r][c] for r in range(size) for c in range(size) if board[r][c]}
        assert [(r, c) for r, c, _, kind in step.scene["marks"] if kind == "last"] == [path[-1]]
        for r, c, label, kind in step.scene["marks"]:
            if kind == "undone":  # tried from the knight's square, free again, never a square the scene hides
                assert (r, c) in knight_targets(size, path[-1]) and not board[r][c] and label == str(len(path) + 1)


@pytest.mark.parametrize("level", LEVELS)
def test_a_few_instances_of_each_level_are_the_package_s_search(level):
    for code in codes("B", level, 4):
        check_backtracking_script(deal(code), level)


@NO_COVER
@pytest.mark.parametrize("level", LEVELS)
def test_many_instances_of_each_level_are_the_package_s_search(level):
    scripts = [deal(code) for code in codes("B", level, 40)]
    for script in scripts:
        check_backtracking_script(script, level)
    assert len({script.title for script in scripts}) > 10  # the dice deal different instances


@NO_COVER
@pytest.mark.parametrize("level", LEVELS)
def test_from_every_start_the_search_runs_past_the_level_s_steps_and_gets_stuck_on_the_way(level):
    """Whichever square the dice pick, the script has all its steps and at least one take-back."""
    size, count = SIZES[level]
    for start in all_squares(size):
        events = search_events(size, limit=count + 1, start=start)
        assert len(events) == count + 1 and any(event.kind == "undo" for event in events), start


def test_the_reasons_speak_the_chapter_s_words():
    script = deal("B1-0000")
    reasons = [reason for step in script.steps for reason in step.wrong.values()]
    for words in ("is taken already (move", "The article tries", "is not a knight's jump from",
                  "the knight is not stuck", "has been tried from", "is where the knight stands"):
        assert any(words in reason for reason in reasons), words
    assert any(step.said.startswith("The knight is stuck on") for step in script.steps)


def test_the_scene_never_shows_the_next_answer():
    """The square the search places next is never marked before the step that places it."""
    for code in codes("B", 1, 4):
        script = deal(code)
        scenes = [script.scene] + [step.scene for step in script.steps[:-1]]
        for scene, step in zip(scenes, script.steps):
            marked = {square_key((r, c)) for r, c, *_ in scene["marks"]}
            assert answer_of(step) == "back" or answer_of(step) not in marked


@pytest.mark.parametrize("level", [0, 4, None])
def test_a_level_the_exercise_has_not_is_refused_naming_it(level):
    with pytest.raises(OptionError, match=re.escape(repr(level))):
        exercise.deal("B1-0000", level, Dice("B1-0000"))


@pytest.mark.parametrize("code, named", [("B4-0000", "level 4"), ("B1-0U00", "B1-0U00"), ("B12-0000", "B12-0000")])
def test_a_bad_code_is_refused_naming_it(code, named):
    with pytest.raises(OptionError, match=named):
        deal(code)
