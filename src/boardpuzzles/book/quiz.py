""""Check yourself" questions with instant feedback, on the static website and in Jupyter.

A chapter writes each question from the package's own results, so the right
answer is computed, never typed::

    number("How many moves does a knight need from (1 1) to (5 5) on 5×5?",
           answer=fewest_moves(5, 1, 2, target=(4, 4)), explain="...")

and shows a group of them with :func:`check_yourself`. The questions are drawn
by `jupyterquiz <https://pypi.org/project/jupyterquiz/>`_: its JavaScript travels
inside the cell's output, so a click is answered in the browser, with no kernel,
offline, and nothing is asked of another host.

Two kinds of question cover the book:

- :func:`choice`: pick one of a few answers; every wrong answer says why it is wrong;
- :func:`number`: type a whole number and press Enter; chosen wrong numbers
  (the classic slips) get their own hint.
"""

from __future__ import annotations

import hashlib
import json
import random
from collections.abc import Mapping, Sequence

from IPython.display import HTML, display
from jupyterquiz import display_quiz

#: The colours of the question boxes. Dark text on a pale tint of the book's blue, so that the digits a
#: reader types (which jupyterquiz writes in the question's text colour) stay dark on the white
#: answer box; green and red feedback keep a contrast ratio of at least 4.5 against a white page.
QUIZ_COLOURS = {
    "--jq-multiple-choice-bg": "#e3edf7",
    "--jq-numeric-bg": "#e3edf7",
    "--jq-many-choice-bg": "#e3edf7",
    "--jq-string-bg": "#e3edf7",
    "--jq-text-color": "#13293d",
    "--jq-link-color": "#1f4e79",
    "--jq-mc-button-bg": "#ffffff",
    "--jq-mc-button-border": "#9fb3c8",
    "--jq-numeric-input-bg": "#ffffff",
    "--jq-numeric-input-label": "#13293d",
    "--jq-correct-color": "#1e7b34",
    "--jq-incorrect-color": "#b02a1e",
}

#: Each group of questions fits a phone; wider screens leave room beside it.
QUIZ_WIDTH = 640

#: What the book changes in jupyterquiz's own styles, shown after each group of questions so that
#: the website and JupyterLab alike get it: the text's size rather than 16-20 pt, a framed answer
#: box, white text on a picked answer's green or red, and one answer per row on a phone.
QUIZ_STYLE = """<style>
.Quiz { font-size: 1.125rem; line-height: 1.3; }
.Quiz .Feedback, .Quiz .InpLabel { font-size: 1rem; }
.Quiz .Input-text { font-size: 1rem; border: 1px solid #6b6b6b; }
.Quiz .correctButton, .Quiz .incorrectButton { color: #ffffff; }
@media (max-width: 540px) { .Quiz .Answer { grid-template-columns: 1fr; } }
</style>"""


def choice(question: str, right: str, wrong: Mapping[str, str], explain: str) -> dict:
    """A multiple-choice question: one right answer and a few wrong ones, each with its feedback.

    ``wrong`` maps each wrong answer to what the reader should reconsider; ``explain``
    is shown when the right answer is picked. The answers appear in a new order on each
    visit.

    >>> q = choice("Which colour is (1 2)?", "dark", {"light": "Add row and column."}, "1 + 2 is odd.")
    >>> [(a["answer"], a["correct"]) for a in q["answers"]]
    [('dark', True), ('light', False)]
    >>> choice("?", "a", {"a": "same"}, "")
    Traceback (most recent call last):
    ...
    ValueError: the right answer 'a' is also listed as a wrong one
    """
    _require_text("question", question)
    right = str(right)
    wrong = {str(answer): why for answer, why in wrong.items()}
    if not wrong:
        raise ValueError(f"the question {question!r} needs at least one wrong answer to choose from")
    if right in wrong:
        raise ValueError(f"the right answer {right!r} is also listed as a wrong one")
    answers = [{"answer": right, "correct": True, "feedback": f"Right. {explain}".strip()}]
    answers += [{"answer": answer, "correct": False, "feedback": f"Not quite. {why}".strip()}
                for answer, why in wrong.items()]
    return {"question": question, "type": "multiple_choice", "answers": answers}


def number(question: str, answer: int, explain: str, *, near: Mapping[int, str] | None = None) -> dict:
    """A question answered by typing a whole number (then Enter).

    ``near`` maps tempting wrong numbers (an off-by-one, a 0-based square) to a hint of
    their own; any other wrong number gets a general "try again" that does not give the
    answer away.

    >>> q = number("How many squares has a 3×3 board?", 9, "3 × 3 = 9.", near={6: "Count the rows too."})
    >>> [(a["type"], a.get("value"), a.get("correct")) for a in q["answers"]]
    [('value', 9, True), ('value', 6, False), ('default', None, None)]
    >>> number("?", 2.5, "")
    Traceback (most recent call last):
    ...
    ValueError: the answer to '?' must be a whole number, got 2.5
    """
    _require_text("question", question)
    if isinstance(answer, bool) or not isinstance(answer, int):
        raise ValueError(f"the answer to {question!r} must be a whole number, got {answer!r}")
    near = dict(near or {})
    if answer in near:
        raise ValueError(f"the right answer {answer} is also listed as a tempting wrong one")
    answers = [{"type": "value", "value": answer, "correct": True, "feedback": f"Right. {explain}".strip()}]
    answers += [{"type": "value", "value": value, "correct": False, "feedback": f"Not quite. {hint}"}
                for value, hint in near.items()]
    answers.append({"type": "default", "feedback": "Not quite; try again. Type a whole number and press Enter."})
    return {"question": question, "type": "numeric", "answers": answers}


def check_yourself(questions: Sequence[dict]) -> None:
    """Show a group of questions (from :func:`choice` and :func:`number`) in the notebook or on the page.

    The output is the same on every run (the questions' box gets its id from its
    content), so stored outputs compare equal under nbval.
    """
    if not questions:
        raise ValueError("check_yourself needs at least one question")
    content = json.dumps(list(questions), sort_keys=True)
    state = random.getstate()
    # jupyterquiz names its box with random letters; seeding from the content makes that name stable.
    random.seed(hashlib.sha256(content.encode()).hexdigest())
    try:
        display_quiz(list(questions), colors=QUIZ_COLOURS, max_width=QUIZ_WIDTH, shuffle_answers=True)
    finally:
        random.setstate(state)
    display(HTML(QUIZ_STYLE))


def _require_text(what: str, text: str) -> None:
    if not isinstance(text, str) or not text.strip():
        raise ValueError(f"a {what} must be a non-empty sentence, got {text!r}")
