"""What every board exercise of boardpuzzles.practice must do, checked the same way for each (chapters 2 to 4).

Imported by tests/test_practice_queue.py, test_practice_backtracking.py and test_practice_warnsdorff.py.
"""

from __future__ import annotations

from boardpuzzles.board import all_squares, format_square
from boardpuzzles.book.steppers import MARKS
from boardpuzzles.practice import EXERCISES, Script, deal, key_square, square_key
from boardpuzzles.practice.codes import make_code


def codes(letter: str, level: int, count: int) -> list[str]:
    """``count`` codes of a level, their seeds spread over every seed."""
    return [make_code(letter, level, (seed * 7919) % 32 ** 4) for seed in range(count)]


def check_script(script: Script, letter: str, level: int, buttons: set[str]) -> None:
    """The properties every board script has, whatever its exercise."""
    assert script.exercise == EXERCISES[letter] and script.level == level and script.answers == "squares"
    assert script.steps and script.total == len(script.steps)
    size = script.scene["board"]
    squares = {square_key(square) for square in all_squares(size)}
    for scene in [script.scene, *(step.scene for step in script.steps)]:
        check_scene(scene, size)
    for step in script.steps:
        assert not step.collect and len(step.right) == 1, step.prompt
        # every answer the page offers is right or refused, and every refusal names what it refuses
        assert step.right | set(step.wrong) == squares | buttons, step.prompt
        for answer, reason in step.wrong.items():
            if answer in squares:
                assert format_square(key_square(answer)) in reason, (answer, reason)
            else:  # a button, named as the page names it
                assert reason.lower().startswith(f"{answer} is not the"), (answer, reason)
            assert reason.endswith(".") and (reason[0].isupper() or reason[0] == "("), reason
        assert step.said and step.prompt
    assert deal(script.code) == script  # the same instance again


def check_scene(scene: dict, size: int) -> None:
    """A board scene in the steppers' format: marks of MARKS' kinds, on the board."""
    assert scene["board"] == size and scene["margin"] == 0
    for row, col, label, kind in scene["marks"]:
        assert kind in MARKS and isinstance(label, str)
        assert 0 <= row < size and 0 <= col < size
    for square in scene.get("queue", []) + ([scene["ring"]] if "ring" in scene else []):
        assert 0 <= square[0] < size and 0 <= square[1] < size


def answer_of(step) -> str:
    """A one-answer step's right answer."""
    (answer,) = step.right
    return answer
