""""Check yourself" questions with instant feedback, on the static website and in Jupyter.

A chapter writes each question from the package's own results, so the right
answer is computed, never typed::

    number("How many moves does a knight need from (1 1) to (5 5) on 5×5?",
           answer=fewest_moves(5, 1, 2, target=(4, 4)), explain="...")

and shows a group of them with :func:`check_yourself`. Its output is one piece of
HTML that reads on its own: each question with its answers, and a note to run the
cell. That is what a notebook shows before it is trusted, since Jupyter then strips
scripts. The same HTML carries the book's own small script (``quiz.js``) and style
(``quiz.css``): where scripts run (on the website, or once the cell has run) the
script turns each question into a form, answered in the browser, with no kernel,
offline, and nothing asked of another host.

Two kinds of question cover the book:

- :func:`choice`: pick one of a few answers, then press Check; every wrong answer
  says why it is wrong;
- :func:`number`: type a whole number and press Enter (or Check); chosen wrong
  numbers (the classic slips) get their own hint.
"""

from __future__ import annotations

import hashlib
import html
import json
from collections.abc import Mapping, Sequence
from pathlib import Path

from IPython.display import display

from boardpuzzles.errors import BookError

_HERE = Path(__file__).parent

# The script that turns every question on the page into a form (it sets up each quiz once, however
# often it runs), and the style of those forms; both travel inside each quiz's output.
_SCRIPT = (_HERE / "quiz.js").read_text(encoding="utf-8")
_STYLE = (_HERE / "quiz.css").read_text(encoding="utf-8")

#: What a reader sees before the script runs (a notebook that is not trusted yet).
RUN_NOTE = "Run this cell to answer these questions here."

#: How a number question asks for its answer before the script runs.
NUMBER_PROMPT = "Type a whole number."


def choice(question: str, right: str, wrong: Mapping[str, str], explain: str) -> dict:
    """A multiple-choice question: one right answer and a few wrong ones, each with its feedback.

    ``wrong`` maps each wrong answer to what the reader should reconsider; ``explain``
    is shown when the right answer is picked and checked. :func:`check_yourself` shows
    the answers in an order of their own, the same on every run, where the right one is
    not always first.

    Parameters
    ----------
    question : str
        The question, as the reader reads it.
    right : str
        The right answer.
    wrong : mapping of str to str
        Each wrong answer, and the feedback it gets.
    explain : str
        Why the right answer is right, shown once it is picked.

    Returns
    -------
    dict
        The question, for :func:`check_yourself`.

    Raises
    ------
    BookError
        For an empty question, no wrong answer, or a right answer listed as wrong too.

    Examples
    --------
    >>> q = choice("Which colour is (1 2)?", "dark", {"light": "Add row and column."}, "1 + 2 is odd.")
    >>> [(a["answer"], a["correct"]) for a in q["answers"]]
    [('dark', True), ('light', False)]
    >>> choice("?", "a", {"a": "same"}, "")
    Traceback (most recent call last):
    ...
    boardpuzzles.errors.BookError: the right answer 'a' is also listed as a wrong one
    """
    _require_text("question", question)
    right = str(right)
    wrong = {str(answer): why for answer, why in wrong.items()}
    if not wrong:
        raise BookError(f"the question {question!r} needs at least one wrong answer to choose from")
    if right in wrong:
        raise BookError(f"the right answer {right!r} is also listed as a wrong one")
    answers = [{"answer": right, "correct": True, "feedback": f"Right. {explain}".strip()}]
    answers += [{"answer": answer, "correct": False, "feedback": f"Not quite. {why}".strip()}
                for answer, why in wrong.items()]
    return {"question": question, "type": "multiple_choice", "answers": answers}


def number(question: str, answer: int, explain: str, *, near: Mapping[int, str] | None = None) -> dict:
    """A question answered by typing a whole number (then Enter).

    ``near`` maps tempting wrong numbers (an off-by-one, a 0-based square) to a hint of
    their own; any other wrong number gets a general "try again" that does not give the
    answer away.

    Parameters
    ----------
    question : str
        The question, as the reader reads it.
    answer : int
        The right number.
    explain : str
        Why it is right, shown once it is typed.
    near : mapping of int to str, optional
        Tempting wrong numbers, each with its own hint.

    Returns
    -------
    dict
        The question, for :func:`check_yourself`.

    Raises
    ------
    BookError
        For an empty question, an answer that is not a whole number, or one listed as tempting too.

    Examples
    --------
    >>> q = number("How many squares has a 3×3 board?", 9, "3 × 3 = 9.", near={6: "Count the rows too."})
    >>> [(a["type"], a.get("value"), a.get("correct")) for a in q["answers"]]
    [('value', 9, True), ('value', 6, False), ('default', None, None)]
    >>> number("?", 2.5, "")
    Traceback (most recent call last):
    ...
    boardpuzzles.errors.BookError: the answer to '?' must be a whole number, got 2.5
    """
    _require_text("question", question)
    if isinstance(answer, bool) or not isinstance(answer, int):
        raise BookError(f"the answer to {question!r} must be a whole number, got {answer!r}")
    near = dict(near or {})
    if answer in near:
        raise BookError(f"the right answer {answer} is also listed as a tempting wrong one")
    answers = [{"type": "value", "value": answer, "correct": True, "feedback": f"Right. {explain}".strip()}]
    answers += [{"type": "value", "value": value, "correct": False, "feedback": f"Not quite. {hint}"}
                for value, hint in near.items()]
    answers.append({"type": "default", "feedback": "Not quite; try again. Type a whole number and press Enter."})
    return {"question": question, "type": "numeric", "answers": answers}


def check_yourself(questions: Sequence[dict]) -> None:
    """Show a group of questions (from :func:`choice` and :func:`number`) in the notebook or on the page.

    The output is one ``text/html`` piece (with a plain-text twin) and the same on
    every run, so stored outputs compare equal under nbval; see :func:`quiz_html`.

    Parameters
    ----------
    questions : sequence of dict
        The questions, as :func:`choice` and :func:`number` make them.

    Raises
    ------
    BookError
        For no question at all.

    Examples
    --------
    >>> check_yourself([])
    Traceback (most recent call last):
    ...
    boardpuzzles.errors.BookError: check_yourself needs at least one question
    """
    if not questions:
        raise BookError("check_yourself needs at least one question")
    display({"text/html": quiz_html(questions), "text/plain": quiz_text(questions)}, raw=True)


def quiz_html(questions: Sequence[dict]) -> str:
    """The HTML of a group of questions: readable as it is, made answerable by its own script.

    Parameters
    ----------
    questions : sequence of dict
        The questions, as :func:`choice` and :func:`number` make them.

    Returns
    -------
    str
        One ``<div>`` with the questions, their style and their script.

    Examples
    --------
    >>> page = quiz_html([number("How many?", 3, "")])
    >>> RUN_NOTE in page and NUMBER_PROMPT in page and "<script>" in page
    True
    """
    shown = "\n".join(_question_html(question) for question in _in_shown_order(questions))
    return (f'<div class="kp-quiz">\n<p class="kp-quiz-note"><em>{RUN_NOTE}</em></p>\n{shown}\n'
            f"<style>\n{_STYLE}</style>\n<script>\n{_SCRIPT}</script>\n</div>")


def quiz_text(questions: Sequence[dict]) -> str:
    """The questions as plain text, for places that show no HTML.

    Parameters
    ----------
    questions : sequence of dict
        The questions, as :func:`choice` and :func:`number` make them.

    Returns
    -------
    str
        A line that says how to answer them, then each question and its answers.

    Examples
    --------
    >>> print(quiz_text([choice("Which?", "a", {"b": "No."}, "")]))
    Check yourself (run this cell to answer these questions here).
    Which?
      - b
      - a
    """
    lines = ["Check yourself (run this cell to answer these questions here)."]
    for question in _in_shown_order(questions):
        lines.append(question["question"])
        if question["type"] == "numeric":
            lines.append(f"  {NUMBER_PROMPT}")
        else:
            lines += [f"  - {answer['answer']}" for answer in question["answers"]]
    return "\n".join(lines)


def _in_shown_order(questions: Sequence[dict]) -> list[dict]:
    """The questions, each choice with its answers in their shown order (see :func:`_shuffled`)."""
    return [_shuffled(q) if q["type"] == "multiple_choice" else q for q in questions]


def _shuffled(question: dict) -> dict:
    """A choice with its answers sorted by a hash of question and answer: stable, and the right one anywhere."""

    def key(answer: dict) -> str:
        return hashlib.sha256(f"{question['question']}\n{answer['answer']}".encode()).hexdigest()

    return {**question, "answers": sorted(question["answers"], key=key)}


def _question_html(question: dict) -> str:
    """One question as static HTML, its answers and feedback in ``data-kp-question`` for the script."""
    data = html.escape(json.dumps(question, ensure_ascii=False, sort_keys=True))
    text = html.escape(question["question"])
    if question["type"] == "numeric":
        how = f"<p><em>{NUMBER_PROMPT}</em></p>"
    else:
        how = "<ul>" + "".join(f"<li>{html.escape(a['answer'])}</li>" for a in question["answers"]) + "</ul>"
    return f'<div class="kp-question" data-kp-question="{data}">\n<p><strong>{text}</strong></p>\n{how}\n</div>'


def _require_text(what: str, text: str) -> None:
    if not isinstance(text, str) or not text.strip():
        raise BookError(f"a {what} must be a non-empty sentence, got {text!r}")
