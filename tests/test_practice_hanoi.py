"""Your turn, chapter 5 (boardpuzzles.practice.hanoi): the circular method's next moves, from a random moment.

The right move of every step is checked against the method's closed form (``move_at``), not the moves the module
played; every other move's reason is checked against the rules (``legal_moves``).
"""

import re

import pytest

from boardpuzzles.errors import OptionError
from boardpuzzles.hanoi import final_peg, legal_moves, minimum_moves, move_at, step_of
from boardpuzzles.practice import deal
from boardpuzzles.practice import hanoi as exercise
from boardpuzzles.practice.codes import Dice, make_code

SEEDS = range(0, 32**4, 32**4 // 200 + 1)  # 200 seeds spread over all of them
CODES = [make_code("H", level, seed) for level in range(1, len(exercise.LEVELS) + 1) for seed in SEEDS]
ALL_MOVES = {f"{s}>{t}" for s in (1, 2, 3) for t in (1, 2, 3) if s != t}


def _state(scene):
    return tuple(tuple(peg) for peg in scene["pegs"])


def test_the_levels_grow_from_three_disks():
    assert [deal(make_code("H", level, 0)).scene["disks"] for level in (1, 2, 3, 4)] == [3, 4, 5, 6]
    assert exercise.MOVE_KEYS == tuple(sorted(ALL_MOVES))


@pytest.mark.parametrize("code", CODES[::7])
def test_every_step_is_the_methods_move_and_every_other_move_is_refused_with_its_reason(code):
    script = deal(code)
    disks = script.scene["disks"]
    direction = re.search(r"going (right|left)", script.title)[1]
    assert direction in script.phases[0][1] and script.phases[0][1].startswith("moves: ")
    state = _state(script.scene)
    k = step_of(state, direction=direction)  # the moment of the game the instance starts from
    assert k is not None and k + len(script.steps) <= minimum_moves(disks)
    assert exercise.FEWEST_MOVES <= len(script.steps) <= exercise.MOST_MOVES or k + len(script.steps) == 2**disks - 1
    for index, step in enumerate(script.steps, start=k + 1):
        disk, source, target = move_at(disks, index, direction=direction)
        assert step.right == {f"{source + 1}>{target + 1}"}
        assert set(step.wrong) == ALL_MOVES - step.right and not step.collect
        legal = {f"{s + 1}>{t + 1}": d for d, s, t in legal_moves(state)}
        for key, reason in step.wrong.items():
            s, t = key.split(">")
            assert reason.startswith(f"From peg {s} to peg {t}"), reason  # it names the move it refuses
            if key in legal:  # a legal move, but not the method's: the reason is the method's
                assert ("every other move" in reason or "next peg" in reason) and "disk 1" in reason, reason
            elif not state[int(s) - 1]:
                assert f"peg {s} is empty" in reason
            else:
                assert "may never be placed on a smaller one" in reason
        state = _state(step.scene)
        assert step.scene["moving"] == disk and step.scene["disks"] == disks
        assert step.said.startswith(f"Disk {disk} moves from peg {source + 1} to peg {target + 1}.")
    assert step_of(state, direction=direction) == k + len(script.steps)


@pytest.mark.parametrize("level", range(1, len(exercise.LEVELS) + 1))
def test_many_seeds_of_a_level_are_all_playable_to_their_last_step(level):
    starts, directions = set(), set()
    for code in CODES[(level - 1) * len(SEEDS):level * len(SEEDS)]:
        script = deal(code)
        state, disks = _state(script.scene), level + 2
        direction = "right" if "going right" in script.title else "left"
        k = step_of(state, direction=direction)
        starts.add(k)
        directions.add(direction)
        for index, step in enumerate(script.steps, start=k + 1):
            (key,) = step.right
            assert key == exercise.move_key(move_at(disks, index, direction=direction))
            state = _state(step.scene)
        if k + len(script.steps) == minimum_moves(disks):
            assert "the game is over" in script.steps[-1].said
    assert directions == {"right", "left"}
    assert (starts == {0}) if level == 1 else len(starts) > 5


def test_the_same_code_deals_the_same_script():
    assert deal("H3-7K4Q") == deal("h3-7k4q") == exercise.deal("H3-7K4Q", 3, Dice("H3-7K4Q"))
    assert deal("H3-7K4Q") != deal("H3-7K4R")


def test_the_whole_game_of_three_disks_names_where_it_starts_and_ends():
    script = deal("H1-0000")
    assert script.scene == {"pegs": [[3, 2, 1], [], []], "disks": 3, "moving": None}
    assert "Make its 7 moves" in script.title and script.total == 7
    assert script.steps[0].right == {"1>2"} if "going right" in script.title else {"1>3"}
    end = final_peg(3, direction="right" if "going right" in script.title else "left") + 1
    assert script.steps[-1].said.endswith(f"The whole tower stands on peg {end}: the game is over.")


@pytest.mark.parametrize("code, message", [("H5-0000", "levels 1 to 4, got level 5 in 'H5-0000'"),
                                           ("H0-0000", "'H0-0000'"), ("H1-00U0", "'H1-00U0'")])
def test_a_bad_code_or_level_is_refused_naming_it(code, message):
    with pytest.raises(OptionError, match=re.escape(message)):
        deal(code)


@pytest.mark.parametrize("level", [0, 5, "2", True])
def test_the_module_refuses_a_level_it_does_not_have(level):
    with pytest.raises(OptionError, match=re.escape(f"got level {level!r} in 'H2-0000'")):
        exercise.deal("H2-0000", level, Dice("H2-0000"))
