"""The "check yourself" questions: what each builder puts in a question, what it refuses, and what is shown.

The page holds each question sealed (no right answer, no feedback in plain text); ``tests/js/quiz_vectors.json``
holds questions this module seals, for the Node tests of quiz.js's SHA-256 and sealing. Rewrite it after a
change of the scheme with ``python tests/test_quiz.py``.
"""

import hashlib
import json
import random
from html.parser import HTMLParser
from importlib.resources import files
from pathlib import Path

import pytest
from IPython.core.interactiveshell import InteractiveShell

from boardpuzzles.book.quiz import (
    NUMBER_PROMPT,
    RUN_NOTE,
    check_yourself,
    choice,
    number,
    quiz_html,
    seal,
    unseal,
    vary,
)
from boardpuzzles.errors import BookError

ROOT = Path(__file__).resolve().parent.parent
VECTORS = ROOT / "tests" / "js" / "quiz_vectors.json"

QUIZ_JS = files("boardpuzzles.book").joinpath("quiz.js").read_text(encoding="utf-8")
QUIZ_CSS = files("boardpuzzles.book").joinpath("quiz.css").read_text(encoding="utf-8")


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


# --- what check_yourself shows ------------------------------------------------------------------

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


class _Quiz(HTMLParser):
    """What a quiz's HTML holds: its questions' data, the static text of each, and its tags."""

    def __init__(self, page: str):
        super().__init__()
        self.data, self.texts, self.items, self.tags, self.scripts, self.styles = [], [], [], [], [], []
        self._open = []
        self.feed(page)

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        self.tags.append((tag, attrs))
        self._open.append(tag)
        if "data-kp-question" in attrs:
            self.data.append(json.loads(attrs["data-kp-question"]))
            self.texts.append("")
            self.items.append([])
        elif tag == "li":
            self.items[-1].append("")

    def handle_endtag(self, tag):
        self._open.pop()

    def handle_data(self, data):
        where = self._open[-1] if self._open else ""
        if where == "script":
            self.scripts.append(data)
        elif where == "style":
            self.styles.append(data)
        elif where == "li":
            self.items[-1][-1] += data
        elif self.texts:
            self.texts[-1] += data


QUESTIONS = [
    choice("Where does the knight on (3 1) land?", "(4 3)",
           {"(4 -1)": "The column grows.", "(2 3)": "The row grows.", "nowhere": "Both stay on the board."},
           "Row 3 to 4, column 1 to 3."),
    number("How many squares can a knight on (8 7) jump to?", 3, "Three stay on the board.",
           near={8: "Some offsets fall off."}),
]


def test_check_yourself_shows_one_html_output_and_no_javascript_output():
    shown = _shown(QUESTIONS)
    assert len(shown) == 1
    assert set(shown[0]) == {"text/html", "text/plain"}


def test_the_html_reads_without_its_script():
    page = _Quiz(_shown(QUESTIONS)[0]["text/html"])
    assert [q["question"] for q in page.data] == [q["question"] for q in QUESTIONS]
    first, second = page.texts
    assert QUESTIONS[0]["question"] in first and NUMBER_PROMPT in second
    assert sorted(page.items[0]) == sorted(a["answer"] for a in QUESTIONS[0]["answers"]) and page.items[1] == []
    assert sum(1 for tag, attrs in page.tags if attrs.get("class") == "kp-quiz-note") == 1
    assert _shown(QUESTIONS)[0]["text/html"].count(RUN_NOTE) == 1
    assert QUESTIONS[0]["question"] in _shown(QUESTIONS)[0]["text/plain"]


def test_the_html_carries_the_books_own_script_and_style_once():
    page = _Quiz(_shown(QUESTIONS)[0]["text/html"])
    assert [tag for tag, _ in page.tags].count("script") == 1 and [tag for tag, _ in page.tags].count("style") == 1
    assert page.scripts[0].strip() == QUIZ_JS.strip() and page.styles[0].strip() == QUIZ_CSS.strip()


def _key(answer: dict) -> str:
    return json.dumps(answer, sort_keys=True)


def test_each_question_keeps_its_answers_and_feedback_for_the_script():
    page = _Quiz(_shown(QUESTIONS)[0]["text/html"])
    for shown, question in zip(page.data, QUESTIONS):
        assert shown["type"] == question["type"]
        assert sorted(unseal(shown)["answers"], key=_key) == sorted(question["answers"], key=_key)
    assert page.items[0] == [a["answer"] for a in page.data[0]["answers"]]  # the script keeps this order


def test_the_right_answer_is_not_always_shown_first():
    questions = [choice(f"Which is {n}?", str(n), {str(n + 1): ".", str(n + 2): "."}, "") for n in range(12)]
    firsts = [q["answers"][0]["answer"] == q["question"][9:-1] for q in _Quiz(_shown(questions)[0]["text/html"]).data]
    assert any(firsts) and not all(firsts)


# --- sealed: no right answer, and no feedback, in plain text --------------------------------------------------


def _plain_leaks(page: str, questions) -> list[str]:
    """What of the questions' right answers a page shows in plain text: the flag, the right feedback, a hint."""
    leaks = ['"correct"'] if '"correct"' in page or "&quot;correct&quot;" in page else []
    for question in questions:
        for answer in question["answers"]:
            if answer.get("type") != "default" and answer["feedback"] in page:
                leaks.append(answer["feedback"])
    return leaks


def test_the_page_holds_no_right_answer_and_no_feedback_in_plain_text():
    page = _shown(QUESTIONS)[0]["text/html"]
    assert _plain_leaks(page, QUESTIONS) == []
    data = _Quiz(page).data
    assert all("correct" not in json.dumps(q) for q in data)
    sealed = json.dumps(seal(number("How many moves?", 96, "8·4·3.")))
    assert ": 96" not in sealed and '"96"' not in sealed and "8·4·3" not in sealed


def test_the_old_page_would_have_failed_the_check():
    """The check finds what the page before sealing held: every answer with its flag and feedback."""
    old = json.dumps(QUESTIONS)
    assert _plain_leaks(old, QUESTIONS)[0] == '"correct"' and "Right. Row 3 to 4, column 1 to 3." in old


def test_sealing_keeps_every_answer_and_feedback():
    for question in [*QUESTIONS, number("Below zero?", -3, "Yes.", near={3: "The sign.", 0: "No."})]:
        opened = unseal(seal(question))
        assert opened["type"] == question["type"] and opened["question"] == question["question"]
        assert sorted(opened["answers"], key=_key) == sorted(question["answers"], key=_key)


def test_a_salt_is_the_questions_own():
    one, other = seal(number("A?", 3, "")), seal(number("B?", 3, ""))
    assert one["salt"] != other["salt"] and one["right"] != other["right"]
    assert one == seal(number("A?", 3, ""))


# --- another one: questions with parameters ----------------------------------------------------------------


def _jumps(size, row):
    return number(f"How many jumps from ({row} 1) on {size}×{size}?", size + row, f"{size} + {row}.")


def _draw(rng):
    return rng.randint(5, 9), rng.randint(1, 4)


def test_vary_asks_the_first_parameters_first_then_the_others_then_drawn_ones():
    question = vary(_jumps, [(8, 1), (5, 2)], draw=_draw, precompute=2)
    texts = [v["question"] for v in question["variants"]]
    assert texts[:2] == ["How many jumps from (1 1) on 8×8?", "How many jumps from (2 1) on 5×5?"]
    assert len(texts) == len(set(texts)) and 3 <= len(texts) <= 4
    assert question["variants"] == vary(_jumps, [(8, 1), (5, 2)], draw=_draw, precompute=2)["variants"]
    assert vary(_jumps, [(8, 1)])["live"] is None


def test_vary_ships_the_source_the_pages_python_runs():
    live = vary(_jumps, [(8, 1)], draw=_draw)["live"]
    namespace = {}
    exec(live["code"], namespace)
    asked = json.loads(namespace[live["call"]](7))
    assert asked == _jumps(*_draw(random.Random(7)))
    assert "def _jumps(size, row):" in live["code"] and "def _draw(rng):" in live["code"]


def test_the_page_holds_every_version_sealed():
    question = vary(_jumps, [(8, 1), (5, 2), (6, 3)])
    page = quiz_html([question])
    data = _Quiz(page).data[0]
    assert [v["question"] for v in [data, *data["variants"]]] == [v["question"] for v in question["variants"]]
    assert _plain_leaks(page, question["variants"]) == []
    assert [unseal(v)["answers"][0]["value"] for v in [data, *data["variants"]]] == [9, 7, 9]


def test_vary_refuses_no_parameters_and_mixed_kinds():
    with pytest.raises(BookError, match="at least one question"):
        vary(_jumps, [])

    def mixed(n):
        return number("N?", n, "") if n else choice("C?", "a", {"b": "."}, "")

    with pytest.raises(BookError, match="different kinds"):
        vary(mixed, [(1,), (0,)])


# --- every chapter's quizzes, as stored (the website shows these outputs) -----------------------------------


def _stored_quizzes():
    for notebook in sorted((ROOT / "book").glob("*.ipynb")):
        cells = json.loads(notebook.read_text(encoding="utf-8"))["cells"]
        for cell in cells:
            for output in cell.get("outputs", []):
                page = "".join(output.get("data", {}).get("text/html", ""))
                if 'class="kp-quiz"' in page:
                    yield notebook.name, page


def test_no_chapter_holds_a_right_answer_in_plain_text():
    pages = list(_stored_quizzes())
    assert len({name for name, _ in pages}) >= 10, "every chapter page and its companion has a quiz"
    for name, page in pages:
        assert "&quot;correct&quot;" not in page, f"{name} says which answer is right"
        questions = [unseal(v) for q in _Quiz(page).data for v in [q, *q.get("variants", [])]]
        assert all(sum(a.get("correct", False) for a in q["answers"]) == 1 for q in questions), name
        assert _plain_leaks(page, questions) == [], name
    built = ROOT / "_build" / "html" / "book"
    for path in sorted(built.glob("*.html")) if built.is_dir() else []:
        assert '&quot;correct&quot;' not in path.read_text(encoding="utf-8"), path.name


# --- the vectors quiz.js is tested on ------------------------------------------------------------------------


def _vectors() -> dict:
    texts = ["", "abc", "(5 5)", "−3 × 4", "a" * 200]
    plain = [*QUESTIONS, number("Below zero?", -3, "Yes, −3.", near={3: "The sign.", 0: "No."}),
             choice("Longer feedback?", "yes", {"no": "x" * 70}, "é" * 40)]
    return {"sha256": [[text, hashlib.sha256(text.encode()).hexdigest()] for text in texts],
            "questions": [{"plain": q, "sealed": seal(q)} for q in plain]}


def test_the_vectors_of_the_js_tests_are_what_quiz_py_writes():
    assert json.loads(VECTORS.read_text(encoding="utf-8")) == _vectors(), "rewrite them: python tests/test_quiz.py"


if __name__ == "__main__":
    VECTORS.write_text(json.dumps(_vectors(), ensure_ascii=False, indent=1) + "\n", encoding="utf-8")


def test_question_text_is_escaped():
    page = _shown([number("Is 1 < 2 & 3 > 2?", 1, "")])[0]["text/html"]
    assert "Is 1 &lt; 2 &amp; 3 &gt; 2?" in page and "Is 1 < 2" not in page


def test_the_same_questions_give_the_same_output_and_leave_random_alone():
    random.seed(1)
    first = _shown(QUESTIONS)
    after_first = random.random()
    random.seed(1)
    second = _shown(QUESTIONS)
    assert first == second
    assert random.random() == after_first
    assert _shown([choice("B?", "a", {"b": "."}, "")]) != first


def test_nothing_is_asked_of_another_host():
    shown = _shown(QUESTIONS)[0]
    assert "http" not in shown["text/html"] and "http" not in shown["text/plain"]
    for call in ("fetch(", "XMLHttpRequest", "import(", "src=", "url("):
        assert call not in shown["text/html"], call


def test_check_yourself_needs_a_question():
    with pytest.raises(ValueError, match="at least one question"):
        check_yourself([])
