"""The teacher's answer key: the right answer and its reason for every question a page asks, and every step's answer
of the practice instances it prints, as the teacher's edition prints them at the page's end (``make pdf``).

Where the answers come from. A question's right answer is read from the question the page itself holds, sealed
(:func:`boardpuzzles.book.quiz.unseal`): that is the answer the package computed when the chapter ran, so the key
answers exactly the questions the site asks, each in the version the page prints. A practice instance's answers
are its steps, dealt again from its code by the package (:func:`boardpuzzles.practice.deal`), as the page's
Python deals them. Nothing else in the book holds an answer: the website's pages never show one.

>>> key = question_answer({"question": "How many?", "answers": [
...     {"type": "value", "value": 3, "correct": True, "feedback": "Right. Three."}]})
>>> key
('3', 'Three.')
>>> practice_answers("H1-0000")[:2]
['Disk 1 moves from peg 1 to peg 3.', 'Disk 2 moves from peg 1 to peg 2.']
"""

from __future__ import annotations

import functools
import html
from dataclasses import KW_ONLY, dataclass

from boardpuzzles.errors import BookError

#: Text as HTML's text (only &, < and > escaped).
text_html = functools.partial(html.escape, quote=False)

#: How the key prints: on a page of its own, the practice steps in two columns.
KEY_STYLE = """
.kp-answer-key { break-before: page; font-size: 0.9rem; }
.kp-answer-key h2 { margin-top: 0; }
.kp-answer-key ol.kp-key-steps { columns: 2; column-gap: 2em; font-size: 0.85rem; }
.kp-answer-key ol.kp-key-steps li { break-inside: avoid; }
.kp-answer-key .kp-key-answer { margin: 0.1em 0 0.6em 0; }
"""


def question_answer(question: dict) -> tuple[str, str]:
    """A question's right answer and its reason, from the question as :mod:`boardpuzzles.book.quiz` wrote it.

    Parameters
    ----------
    question : dict
        A question from :func:`~boardpuzzles.book.quiz.choice` or :func:`~boardpuzzles.book.quiz.number`, or
        one the page held, unsealed (:func:`~boardpuzzles.book.quiz.unseal`).

    Raises
    ------
    BookError
        For a question with no right answer (a number question whose answer lies outside the numbers tried).

    Examples
    --------
    >>> from boardpuzzles.book.quiz import choice
    >>> question_answer(choice("Which colour is (1 2)?", "dark", {"light": "No."}, "1 + 2 is odd."))
    ('dark', '1 + 2 is odd.')
    """
    right = [answer for answer in question["answers"] if answer.get("correct")]
    if not right:
        raise BookError(f"no right answer was found for the question {question['question']!r}")
    answer = right[0]
    shown = str(answer["value"]) if "value" in answer else answer["answer"]
    reason = answer["feedback"].removeprefix("Right.").strip()
    return shown, reason


def practice_answers(code: str) -> list[str]:
    """Every step's answer of a "Your turn" instance, in the reader's words, dealt again from its code.

    Parameters
    ----------
    code : str
        The instance's code (:mod:`boardpuzzles.practice.codes`), as the page prints it.

    Examples
    --------
    >>> practice_answers("M1-0000")[0]
    'The knight on (3 2) reaches 6 squares: (1 1), (1 3), (2 4), (4 4), (5 1), (5 3).'
    """
    from boardpuzzles.practice import deal

    return [step.said for step in deal(code).steps]


@dataclass(frozen=True)
class PrintedPage:
    """What the teacher's key needs of one printed page, read in the browser as it was printed.

    Parameters
    ----------
    path : str
        The page, as the book names it (``"book/02_fewest_moves"``).
    title : str
        Its title, as its heading says it.
    questions : tuple of dict
        Its "check yourself" questions, sealed as the page holds them, in the order it numbers them.
    practice : tuple of str
        The code of each "Your turn" instance it prints.
    pictures : int
        How many pictures it prints: figures, explorers' pictures, steppers' moments, practice boards.
    code : tuple of str
        The text of each block of code it prints (a program, an output, a stepper's listing).

    Examples
    --------
    >>> PrintedPage("book/05_hanoi", "5. Pegs in a circle", (), ("H1-0000",)).practice
    ('H1-0000',)
    """

    path: str
    title: str
    questions: tuple[dict, ...]
    practice: tuple[str, ...]
    _: KW_ONLY
    pictures: int = 0
    code: tuple[str, ...] = ()


def answer_key_html(page: PrintedPage, *, assignments: tuple = ()) -> str:
    """The answer key printed at the end of a page of the teacher's edition, as HTML (empty when it has none).

    Parameters
    ----------
    page : PrintedPage
        The page: its title, its sealed questions in the order it numbers them, its practice instances' codes.
    assignments : tuple
        The ready assignments whose answers this page gets (the instructors' page), each with ``title`` and
        ``codes``.

    Examples
    --------
    >>> from boardpuzzles.book.quiz import number, seal
    >>> page = PrintedPage("book/x", "X", (seal(number("How many?", 3, "Three.")),), ())
    >>> "Question 1." in answer_key_html(page) and "<strong>3</strong>" in answer_key_html(page)
    True
    >>> answer_key_html(PrintedPage("book/y", "Y", (), ()))
    ''
    """
    from boardpuzzles.book.quiz import unseal

    parts = []
    if page.questions:
        parts.append("<h3>Check yourself</h3>")
        for number, sealed in enumerate(page.questions, start=1):
            answer, reason = question_answer(unseal(sealed))
            parts.append(f'<p class="kp-key-question"><strong>Question {number}.</strong> '
                         f'{text_html(sealed["question"])}</p>'
                         f'<p class="kp-key-answer">Answer: <strong>{text_html(answer)}</strong>. '
                         f'{text_html(reason)}</p>')
    for code in page.practice:
        parts.append(_practice_key(code, f"Your turn: the instance {code}"))
    for assignment in assignments:
        parts.append(f"<h3>{text_html(assignment.title)}</h3>")
        parts += [_practice_key(code, f"Instance {code}", level=4) for code in assignment.codes]
    if not parts:
        return ""
    return (f'<section class="kp-answer-key"><h2>Answer key: {text_html(page.title)}</h2>'
            "<p>For the teacher: each answer as the package computes it.</p>" + "".join(parts) + "</section>")


def _practice_key(code: str, heading: str, level: int = 3) -> str:
    from boardpuzzles.practice import deal

    script = deal(code)
    steps = "".join(f"<li>{text_html(step.said)}</li>" for step in script.steps)
    return (f"<h{level}>{text_html(heading)}</h{level}><p>{text_html(script.title)}</p>"
            f'<ol class="kp-key-steps">{steps}</ol>')
