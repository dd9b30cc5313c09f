"""The "check yourself" questions: what each builder puts in a question, and what it refuses."""

import json
import random

import pytest
from IPython.core.interactiveshell import InteractiveShell

from boardpuzzles.book.quiz import QUIZ_COLOURS, QUIZ_STYLE, check_yourself, choice, number


def test_a_choice_marks_exactly_the_right_answer_correct():
    question = choice("Which colour is (1 2)?", "dark", {"light": "Add row and column.", "grey": "No such colour."},
                      "1 + 2 is odd.")
    assert question["type"] == "multiple_choice"
    correct = [a["answer"] for a in question["answers"] if a["correct"]]
    assert correct == ["dark"]
    feedback = {a["answer"]: a["feedback"] for a in question["answers"]}
    assert feedback == {"dark": "Right. 1 + 2 is odd.", "light": "Not quite. Add row and column.",
                        "grey": "Not quite. No such colour."}


def test_a_choice_turns_computed_answers_into_text():
    question = choice("How many?", 3, {4: "One too many.", 2: "One too few."}, "")
    assert [a["answer"] for a in question["answers"]] == ["3", "4", "2"]


@pytest.mark.parametrize(
    "args, message",
    [
        (("", "a", {"b": "."}, ""), "a question must be a non-empty sentence, got ''"),
        (("Which?", "a", {}, ""), "needs at least one wrong answer"),
        (("Which?", 1, {"1": "."}, ""), "the right answer '1' is also listed as a wrong one"),
    ],
)
def test_a_choice_refuses_a_question_that_cannot_be_answered(args, message):
    with pytest.raises(ValueError, match=message):
        choice(*args)


def test_a_number_has_its_answer_then_its_hints_then_a_default():
    question = number("How many moves?", 96, "8·4·3.", near={48: "Count both directions."})
    assert question["type"] == "numeric"
    assert question["answers"][0] == {"type": "value", "value": 96, "correct": True, "feedback": "Right. 8·4·3."}
    assert question["answers"][1] == {"type": "value", "value": 48, "correct": False,
                                      "feedback": "Not quite. Count both directions."}
    default = question["answers"][-1]
    assert default["type"] == "default" and "96" not in default["feedback"]


@pytest.mark.parametrize("answer", [2.5, "3", True, None])
def test_a_number_must_be_a_whole_number(answer):
    with pytest.raises(ValueError, match=f"must be a whole number, got {answer!r}"):
        number("How many?", answer, "")


def test_a_hint_cannot_be_the_right_answer():
    with pytest.raises(ValueError, match="the right answer 5 is also listed as a tempting wrong one"):
        number("How many?", 5, "", near={5: "?"})


def test_questions_are_plain_json():
    questions = [choice("A?", "a", {"b": "."}, ""), number("N?", 1, "")]
    assert json.loads(json.dumps(questions)) == questions


def _shown(questions):
    """The outputs check_yourself displays, captured as a notebook would store them."""
    shell = InteractiveShell.instance()
    shown = []
    previous = shell.display_pub.publish
    shell.display_pub.publish = lambda data, **kwargs: shown.append(data)
    try:
        check_yourself(questions)
    finally:
        shell.display_pub.publish = previous
    return shown


def test_check_yourself_shows_the_questions_with_their_script():
    questions = [number("How many squares has a 3×3 board?", 9, "3 × 3.")]
    html, script, style = _shown(questions)
    assert "text/html" in html and "application/javascript" in script
    assert style["text/html"] == QUIZ_STYLE
    assert json.dumps(questions) in script["application/javascript"]
    assert QUIZ_COLOURS["--jq-numeric-bg"] in html["text/html"]


def test_the_same_questions_give_the_same_output_and_leave_random_alone():
    questions = [choice("A?", "a", {"b": "."}, "")]
    random.seed(1)
    first = _shown(questions)
    after_first = random.random()
    random.seed(1)
    second = _shown(questions)
    assert first == second
    assert random.random() == after_first
    assert _shown([choice("B?", "a", {"b": "."}, "")]) != first


def test_the_one_address_of_another_host_sits_behind_a_mathjax_guard():
    """jupyterquiz only loads MathJax from a CDN when a page has MathJax half-loaded; the book has none."""
    html, script, _ = _shown([number("N?", 1, "")])
    assert "http" not in html["text/html"]
    assert "cdn.jsdelivr.net" in script["application/javascript"]  # the fallback exists...
    assert "typeof MathJax != 'undefined'" in script["application/javascript"]  # ...behind this guard


def test_check_yourself_needs_a_question():
    with pytest.raises(ValueError, match="at least one question"):
        check_yourself([])
