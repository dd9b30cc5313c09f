"""The shared vocabulary of the Your turn exercises (boardpuzzles.practice, .codes): what each refuses, and why."""

import re

import pytest

from boardpuzzles.errors import OptionError
from boardpuzzles.practice import EXERCISES, Step, exercise_module, key_square
from boardpuzzles.practice.codes import Dice, make_code, random_code, read_code, require_level


@pytest.mark.parametrize("call, message", [
    (lambda: key_square("2;3"), "got '2;3'"),
    (lambda: key_square("-1,3"), "got '-1,3'"),
    (lambda: Step("Pick.", frozenset(), {}, "", {}), "'Pick.' has none"),
    (lambda: Step("Pick.", frozenset({"0,0"}), {"0,0": "no"}, "", {}), "['0,0'] in 'Pick.'"),
    (lambda: exercise_module("Z"), "the letter 'Z'"),
    (lambda: make_code("q", 1, 0), "got 'q'"),
    (lambda: make_code("Q", 10, 0), "got 10"),
    (lambda: make_code("Q", 1, 32**4), f"got {32**4}"),
    (lambda: read_code(7), "got 7"),
    (lambda: Dice("Q1-0000").below(0), "got 0"),
    (lambda: require_level(True, ("one",), "Q1-0000"), "got level True"),
])
def test_each_refusal_names_the_value(call, message):
    with pytest.raises(OptionError, match=re.escape(message)):
        call()


def test_a_step_says_something_of_an_answer_it_does_not_know():
    step = Step("Pick.", frozenset({"0,0"}), {}, "Done.", {"board": 1, "marks": []})
    assert step.reason("#9") == "'#9' is not an answer to this step."


def test_every_exercise_has_a_module_with_levels_and_a_dealer():
    # the letters whose modules exist on this branch; the others come with their exercises
    for letter in "MLH":
        module = exercise_module(letter)
        assert module.__name__.endswith(EXERCISES[letter]) and 2 <= len(module.LEVELS) <= 4
        assert callable(module.deal)
    assert random_code("M", 2, 0)[:3] == "M2-" and read_code(random_code("M", 2, 0))[:2] == ("M", 2)
