"""Your turn, chapter 1's companion (boardpuzzles.practice.leaper): the chapter's exercise for other leapers.

The checks are those of tests/test_practice_moves.py (``check_jump_script``), for the piece the title names.
"""

import re

import pytest
from test_practice_moves import SEEDS, check_jump_script, leaper_of

from boardpuzzles.errors import OptionError
from boardpuzzles.knight import LEAPERS, jump_number, leaper_offsets
from boardpuzzles.practice import deal
from boardpuzzles.practice import leaper as exercise
from boardpuzzles.practice.codes import Dice, make_code


@pytest.mark.parametrize("level", range(1, len(exercise.LEVELS) + 1))
def test_many_seeds_of_a_level_give_a_solvable_script_the_chapter_would_accept(level):
    pieces = set()
    for seed in SEEDS:
        script = deal(make_code("L", level, seed))
        assert script.exercise == "leaper" and script.scene["board"] == exercise.LEAPER_BOARDS[level - 1]
        piece = leaper_of(script)
        assert piece in exercise.PIECES[level - 1] and piece != (1, 2)
        check_jump_script(script, piece)
        pieces.add(piece)
    assert pieces == set(exercise.PIECES[level - 1])


def test_the_pieces_are_the_companions_leapers_then_every_one_with_eight_jumps():
    assert set(exercise.PIECES[0]) == {tuple(sorted(steps)) for name, steps in LEAPERS.items() if name != "knight"}
    assert all(len(leaper_offsets(*piece)) == 8 for level in exercise.PIECES for piece in level)
    assert len(exercise.PIECES[1]) == 5
    # the numbers mean the same for every leaper: jump 1 is the first clockwise from straight up
    assert [jump_number(o, offsets=leaper_offsets(1, 3)) for o in [(-3, 1), (-1, 3), (3, -1), (-3, -1)]] == [1, 2, 5, 8]


def test_a_leapers_reason_names_its_steps():
    script = deal("L1-0000")
    a, b = leaper_of(script)
    reason = next(reason for reason in script.steps[0].wrong.values() if "one way" in reason)
    assert reason.endswith(f"({a}, {b}) jumps {b} one way and {a} the other."), reason


def test_the_same_code_deals_the_same_script():
    assert deal("L2-7K4Q") == exercise.deal("L2-7K4Q", 2, Dice("L2-7K4Q"))


@pytest.mark.parametrize("code, message", [("L3-0000", "levels 1 to 2, got level 3 in 'L3-0000'"),
                                           ("L1-0OIL", None)])
def test_a_bad_level_is_refused_naming_it_and_a_typed_code_is_read_kindly(code, message):
    if message is None:
        assert deal(code).code == "L1-0011"
        return
    with pytest.raises(OptionError, match=re.escape(message)):
        deal(code)
