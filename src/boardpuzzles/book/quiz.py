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

A question with parameters (a square, a board, a piece) can be written as a function of
them and given to :func:`vary`: its "another one" button asks it again with other
parameters, a few computed here and, on the website, more from the page's Python.

**No answer in plain text.** The page holds each question *sealed* (:func:`seal`): not
which answer is right, only a salted SHA-256 of it, and each answer's feedback XOR-ed with
a keystream drawn from SHA-256 of (salt, answer), in base64. The script hashes what the
reader picks or types and compares; ``quiz.js`` computes the same SHA-256 as
``hashlib`` (``tests/js/quiz.test.mjs`` checks it on vectors this module writes).
It keeps an answer from being read off the page, not from a reader set on computing it.
"""

from __future__ import annotations

import html
import json
from collections.abc import Callable, Mapping, Sequence
from functools import cache

from boardpuzzles.errors import BookError

# Nothing else is imported at the top: the page's Python (Pyodide, whose standard library is trimmed) imports
# this module for "another one", and runs only choice and number there (quiz.js seals what they return).


@cache
def _script() -> str:
    """The script that turns every question on the page into a form (it sets up each quiz once, however
    often it runs); it travels inside each quiz's output, with the style of those forms."""
    from pathlib import Path

    return (Path(__file__).parent / "quiz.js").read_text(encoding="utf-8")


@cache
def _style() -> str:
    from pathlib import Path

    return (Path(__file__).parent / "quiz.css").read_text(encoding="utf-8")


#: What a reader sees before the script runs (a notebook that is not trusted yet).
RUN_NOTE = "Run this cell to answer these questions here."

#: How a number question asks for its answer before the script runs.
NUMBER_PROMPT = "Type a whole number."

#: The feedback of any other wrong number (it never gives the answer away, so it stays readable).
TRY_AGAIN = "Not quite; try again. Type a whole number and press Enter."

#: How many parameters :func:`vary` computes beforehand at most, for each question.
MAX_VARIANTS = 8


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
    answers.append({"type": "default", "feedback": TRY_AGAIN})
    return {"question": question, "type": "numeric", "answers": answers}


def vary(ask: Callable[..., dict], params: Sequence, *, draw: Callable | None = None, precompute: int = 3) -> dict:
    """A question asked with other parameters each time the reader presses "Another one".

    ``ask`` is a function of the question's parameters (a board size, a square, a piece) that
    returns one question (from :func:`choice` or :func:`number`), its answer computed by the
    package. The first parameters are the ones the page shows; the others, and ``precompute``
    more drawn by ``draw`` (from seeds 0, 1, ...), are computed now, so "another one" works before
    Python starts, from ``file://`` and in a notebook. After them the website's page asks its own
    Python (``window.knightsLive``) for new ones: it runs ``ask(*draw(random.Random(seed)))`` for a
    fresh seed, from the two functions' source.

    Parameters
    ----------
    ask : callable
        The question as a function of its parameters.
    params : sequence of tuple
        The parameters of the questions computed now, each a tuple of ``ask``'s arguments; the first
        is shown first.
    draw : callable, optional
        A function of a :class:`random.Random` that returns new parameters, each a tuple; without it,
        only the questions of ``params`` are asked.
    precompute : int, default 3
        How many parameters of ``draw`` to compute now besides ``params`` (at most
        :data:`MAX_VARIANTS` questions in all).

    Returns
    -------
    dict
        The question and its other versions, for :func:`check_yourself`.

    Raises
    ------
    BookError
        For no parameters, or versions that are not all the same kind of question.

    Examples
    --------
    >>> def squares(size):
    ...     return number(f"How many squares has the {size}×{size} board?", size * size, "")
    >>> question = vary(squares, [(3,), (4,), (3,)])
    >>> [v["question"] for v in question["variants"]]
    ['How many squares has the 3×3 board?', 'How many squares has the 4×4 board?']
    >>> vary(squares, [])
    Traceback (most recent call last):
    ...
    boardpuzzles.errors.BookError: vary(squares) needs the parameters of at least one question
    """
    if not params:
        raise BookError(f"vary({ask.__name__}) needs the parameters of at least one question")
    import random

    every = [tuple(p) for p in params]
    if draw is not None:
        every += [tuple(draw(random.Random(seed))) for seed in range(precompute)]
    variants: list[dict] = []
    for args in every:
        question = ask(*args)
        if len(variants) < MAX_VARIANTS and all(v["question"] != question["question"] for v in variants):
            variants.append(question)
    kinds = sorted({v["type"] for v in variants})
    if len(kinds) > 1:
        raise BookError(f"vary({ask.__name__}) asks different kinds of question: {kinds}")
    return {"type": "variants", "variants": variants, "live": None if draw is None else _live_code(ask, draw)}


def _live_code(ask: Callable, draw: Callable) -> dict:
    """The source the page's Python runs for a new version of a question, and the function it calls."""
    from boardpuzzles.book.explorer import render_source

    name = f"_kp_another_{ask.__name__}"
    wrapper = (f"def {name}(seed):\n    import json\n    import random\n\n"
               f"    return json.dumps({ask.__name__}(*{draw.__name__}(random.Random(seed))), ensure_ascii=False)\n")
    parts = (render_source(ask), render_source(draw), wrapper)
    return {"code": "\n\n\n".join(part.strip() for part in parts) + "\n", "call": name}


def check_yourself(questions: Sequence[dict]) -> None:
    """Show a group of questions (from :func:`choice`, :func:`number` and :func:`vary`) in the notebook or on the page.

    The output is one ``text/html`` piece (with a plain-text twin) and the same on
    every run, so stored outputs compare equal under nbval; see :func:`quiz_html`.

    Parameters
    ----------
    questions : sequence of dict
        The questions, as :func:`choice`, :func:`number` and :func:`vary` make them.

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
    from IPython.display import display

    display({"text/html": quiz_html(questions), "text/plain": quiz_text(questions)}, raw=True)


def quiz_html(questions: Sequence[dict]) -> str:
    """The HTML of a group of questions: readable as it is, made answerable by its own script.

    Each question's data is sealed (:func:`seal`): no right answer, and no feedback, reads in it.

    Parameters
    ----------
    questions : sequence of dict
        The questions, as :func:`choice`, :func:`number` and :func:`vary` make them.

    Returns
    -------
    str
        One ``<div>`` with the questions, their style and their script.

    Examples
    --------
    >>> page = quiz_html([number("How many?", 3, "Three.")])
    >>> RUN_NOTE in page and NUMBER_PROMPT in page and "<script>" in page
    True
    >>> "Three." in page or '"correct"' in page
    False
    """
    shown = "\n".join(_question_html(question) for question in questions)
    return (f'<div class="kp-quiz">\n<p class="kp-quiz-note"><em>{RUN_NOTE}</em></p>\n{shown}\n'
            f"<style>\n{_style()}</style>\n<script>\n{_script()}</script>\n</div>")


def quiz_text(questions: Sequence[dict]) -> str:
    """The questions as plain text, for places that show no HTML.

    Parameters
    ----------
    questions : sequence of dict
        The questions, as :func:`choice`, :func:`number` and :func:`vary` make them.

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
    for question in questions:
        question = _shown(question)
        lines.append(question["question"])
        if question["type"] == "numeric":
            lines.append(f"  {NUMBER_PROMPT}")
        else:
            lines += [f"  - {answer['answer']}" for answer in _shuffled(question)["answers"]]
    return "\n".join(lines)


# --- sealing: what the page holds of a question -----------------------------------------------------


def seal(question: dict) -> dict:
    """A question as the page holds it: no right answer and no feedback readable in it.

    A salt comes from the question's text. A choice keeps its answers' text, in their shown order;
    a number keeps, for each value with feedback, only a key (SHA-256 of salt and value). The
    right answer is a hash of its own (``right``), and each answer's feedback is XOR-ed with a
    keystream from SHA-256 of (salt, answer), in base64. ``quiz.js`` opens the feedback of the
    answer the reader gives, and no other.

    Parameters
    ----------
    question : dict
        A question from :func:`choice` or :func:`number`.

    Returns
    -------
    dict
        The sealed question, plain JSON: ``type``, ``question``, ``salt``, ``right`` and ``answers``
        (a choice's ``answer`` and ``feedback``; a number's ``key`` and ``feedback``, and ``default``).

    Examples
    --------
    >>> sealed = seal(number("How many?", 3, "Three.", near={4: "One too many."}))
    >>> sorted(sealed), sealed["salt"]
    (['answers', 'default', 'question', 'right', 'salt', 'type'], '470306182d9968dd')
    >>> unseal(sealed)["answers"][0]
    {'type': 'value', 'value': 3, 'correct': True, 'feedback': 'Right. Three.'}
    """
    salt = _hex(f"kp-quiz\n{question['question']}")[:16]
    sealed = {"type": question["type"], "question": question["question"], "salt": salt}
    if question["type"] == "numeric":
        right = next(a for a in question["answers"] if a.get("correct"))
        sealed["right"] = _tag(salt, "right", str(right["value"]))
        answers = [{"key": _tag(salt, "key", str(a["value"])), "feedback": _lock(salt, str(a["value"]), a["feedback"])}
                   for a in question["answers"] if a["type"] == "value"]
        sealed["answers"] = sorted(answers, key=lambda a: a["key"])
        sealed["default"] = next(a["feedback"] for a in question["answers"] if a["type"] == "default")
    else:
        right = next(a for a in question["answers"] if a["correct"])
        sealed["right"] = _tag(salt, "right", right["answer"])
        sealed["answers"] = [{"answer": a["answer"], "feedback": _lock(salt, a["answer"], a["feedback"])}
                             for a in _shuffled(question)["answers"]]
    return sealed


def unseal(sealed: dict, *, tried: Sequence[int] = range(-1000, 10001)) -> dict:
    """The question a sealed one came from, found as the page's script finds it (for the tests).

    Parameters
    ----------
    sealed : dict
        A question from :func:`seal`.
    tried : sequence of int, default -1000 to 10000
        The numbers tried as answers to a number question.

    Returns
    -------
    dict
        The question, its answers as :func:`choice` or :func:`number` wrote them (a number's
        answers found among ``tried``, the right one first, then the tempting ones by value).

    Examples
    --------
    >>> unseal(seal(choice("Which?", "a", {"b": "No."}, "Yes.")))["answers"][0]
    {'answer': 'a', 'correct': True, 'feedback': 'Right. Yes.'}
    """
    salt = sealed["salt"]
    if sealed["type"] == "numeric":
        keys = {a["key"]: a["feedback"] for a in sealed["answers"]}
        found = []
        for value in tried:
            key = _tag(salt, "key", str(value))
            if key in keys:
                correct = _tag(salt, "right", str(value)) == sealed["right"]
                found.append({"type": "value", "value": value, "correct": correct,
                              "feedback": _unlock(salt, str(value), keys[key])})
        found.sort(key=lambda a: not a["correct"])
        answers = [*found, {"type": "default", "feedback": sealed["default"]}]
    else:
        answers = [{"answer": a["answer"], "correct": _tag(salt, "right", a["answer"]) == sealed["right"],
                    "feedback": _unlock(salt, a["answer"], a["feedback"])} for a in sealed["answers"]]
        answers.sort(key=lambda a: not a["correct"])
    return {"question": sealed["question"], "type": sealed["type"], "answers": answers}


def _hex(text: str) -> str:
    import hashlib

    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def _tag(salt: str, kind: str, answer: str) -> str:
    """The hash the page keeps of an answer: 16 hex digits of SHA-256 of salt, kind and answer."""
    return _hex(f"{salt}\n{kind}\n{answer}")[:16]


def _keystream(salt: str, answer: str, length: int) -> bytes:
    import hashlib

    blocks = (hashlib.sha256(f"{salt}\nfeedback\n{answer}\n{k}".encode()).digest() for k in range(length // 32 + 1))
    return b"".join(blocks)[:length]


def _lock(salt: str, answer: str, feedback: str) -> str:
    import base64

    data = feedback.encode("utf-8")
    return base64.b64encode(bytes(a ^ b for a, b in zip(data, _keystream(salt, answer, len(data))))).decode("ascii")


def _unlock(salt: str, answer: str, locked: str) -> str:
    import base64

    data = base64.b64decode(locked)
    return bytes(a ^ b for a, b in zip(data, _keystream(salt, answer, len(data)))).decode("utf-8")


# --- what the page shows -------------------------------------------------------------------------


def _shown(question: dict) -> dict:
    """The question the page shows first: itself, or the first version of one from :func:`vary`."""
    return question["variants"][0] if question["type"] == "variants" else question


def _shuffled(question: dict) -> dict:
    """A choice with its answers sorted by a hash of question and answer: stable, and the right one anywhere."""
    def key(answer: dict) -> str:
        return _hex(f"{question['question']}\n{answer['answer']}")

    return {**question, "answers": sorted(question["answers"], key=key)}


def _question_html(question: dict) -> str:
    """One question as static HTML, sealed in ``data-kp-question`` for the script (with its other versions)."""
    first = _shown(question)
    sealed = seal(first)
    if question["type"] == "variants":
        sealed["variants"] = [seal(v) for v in question["variants"][1:]]
        sealed["live"] = question["live"]
    data = html.escape(json.dumps(sealed, ensure_ascii=False, sort_keys=True))
    text = html.escape(first["question"])
    if first["type"] == "numeric":
        how = f"<p><em>{NUMBER_PROMPT}</em></p>"
    else:
        how = "<ul>" + "".join(f"<li>{html.escape(a['answer'])}</li>" for a in sealed["answers"]) + "</ul>"
    return f'<div class="kp-question" data-kp-question="{data}">\n<p><strong>{text}</strong></p>\n{how}\n</div>'


def _require_text(what: str, text: str) -> None:
    if not isinstance(text, str) or not text.strip():
        raise BookError(f"a {what} must be a non-empty sentence, got {text!r}")
