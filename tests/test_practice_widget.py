"""Your turn's page side: sealed scripts (boardpuzzles.practice.sealing) and the widget (boardpuzzles.book.practice).

A small made-up exercise, ``Z`` (:func:`fake_script`), stands for the chapters' own: a set of squares to mark, a
number to name, a take-back, a square to pick, and the pegs. Sealing must keep every step's answers and words,
so that the page plays the script as dealt, and must keep the right answers out of its text.
``tests/js/practice_vectors.json`` holds what Python writes for the page's JavaScript to match (practice.test.mjs);
a test here fails when it is no longer what Python writes.
"""

from __future__ import annotations

import json
import shutil
import types
from pathlib import Path

import pytest

from boardpuzzles import practice
from boardpuzzles.book import practice as widget_module
from boardpuzzles.book.practice import Practice, chapter_letters, progress_table, your_turn
from boardpuzzles.chapters import CHAPTERS
from boardpuzzles.errors import BookError, OptionError
from boardpuzzles.practice import Script, Step, sealing, square_key
from boardpuzzles.practice.codes import Dice, random_code
from boardpuzzles.practice.sealing import (
    answer_hash,
    answer_kind,
    apply_change,
    digest,
    keystream,
    scene_change,
    seal_code,
    seal_new,
    seal_script,
    unseal_script,
)

VECTORS = Path(__file__).parent / "js" / "practice_vectors.json"


def fake_script(code: str = "Z1-0000", size: int = 3) -> Script:
    """A made-up script on a small board: every kind of step the page plays."""
    dice = Dice(code)
    start = (dice.below(size), dice.below(size))
    piece = [[*start, "", "piece"]]
    squares = [square_key((row, col)) for row in range(size) for col in range(size)]
    targets = sorted(set(squares) - {square_key(start)})[:2]
    marked = piece + [[*map(int, key.split(",")), str(k + 1), "on"] for k, key in enumerate(targets)]

    def others(right, pool):
        return {key: f"{key} is not it: the answer is elsewhere ({len(right)})" for key in pool if key not in right}

    steps = (
        Step("Mark both squares.", frozenset(targets), others(targets, squares), "Both marked: é, ✓.",
             {"board": size, "marks": marked}, collect=True),
        Step("Which number is the first jump?", frozenset({"#1"}), others({"#1"}, [f"#{n}" for n in range(1, 9)]),
             "Jump 1 it is.", {"board": size, "marks": marked, "queue": [[0, 0]]}),
        Step("Take it back.", frozenset({"back"}), others({"back"}, squares), "Taken back.",
             {"board": size, "marks": piece}),
        Step("Pick the piece's square.", frozenset({square_key(start)}),
             others({square_key(start)}, [*squares, "back"]), f"{square_key(start)} it is.",
             {"board": size, "marks": [[*start, "1", "last"]]}),
    )
    return Script(code, "fake", 1, f"A piece on the {size}×{size} board.", "squares", {"board": size, "marks": piece},
                  steps, phases=((0, "squares: Mark."), (1, "numbers: Name.")))


def fake_pegs(code: str = "Z2-0000") -> Script:
    move = Step("Move disk 1.", frozenset({"1>2"}), {"1>3": "Disk 1 goes to peg 2.", "2>1": "Peg 2 is empty."},
                "Disk 1 to peg 2.", {"pegs": [[2], [1], []], "disks": 2, "moving": 1})
    return Script(code, "fake", 2, "Two disks.", "moves", {"pegs": [[2, 1], [], []], "disks": 2, "moving": None},
                  (move,))


@pytest.fixture
def fake_exercise(monkeypatch):
    """The exercise ``Z`` in the package, dealt by :func:`fake_script` (level 1) or :func:`fake_pegs` (level 2)."""
    module = types.ModuleType("boardpuzzles.practice.fake")
    module.LEVELS = ("3×3 board", "two disks")
    module.deal = lambda code, level, dice: fake_script(code) if level == 1 else fake_pegs(code)
    monkeypatch.setitem(practice.EXERCISES, "Z", "fake")
    monkeypatch.setitem(__import__("sys").modules, "boardpuzzles.practice.fake", module)
    return module


def right_keys(script: Script) -> list[list[str]]:
    return [sorted(step.right) for step in script.steps]


# --- sealing ------------------------------------------------------------------------------------------


@pytest.mark.parametrize("code", ["Z1-0000", "Z1-7K4Q", "Z1-ZZZZ"])
def test_a_sealed_script_reads_back_as_dealt(code):
    script = fake_script(code)
    sealed = seal_script(script)
    back = unseal_script(sealed)
    assert json.loads(json.dumps(sealed)) == sealed, "JSON-able"
    assert (back["code"], back["title"], back["total"], back["answers"]) == (code, script.title, 5, "squares")
    assert back["phases"] == [[0, "squares: Mark."], [1, "numbers: Name."]]
    assert back["buttons"] == ["back"]
    assert [step["kind"] for step in back["steps"]] == ["squares", "numbers", "buttons", "squares"]
    for index, (step, shown) in enumerate(zip(script.steps, back["steps"])):
        assert shown["prompt"] == step.prompt and shown["said"] == step.said and shown["wrong"] == step.wrong
        assert shown["scene"] == json.loads(json.dumps(step.scene)), f"step {index}"
        assert shown["collect"] == step.collect
        assert shown["right"] == sorted(answer_hash(sealed["salt"], index, key) for key in step.right)
        assert not {answer_hash(sealed["salt"], index, key) for key in step.wrong} & set(shown["right"])


def test_no_right_answer_nor_reason_is_in_the_sealed_text():
    script = fake_script("Z1-7K4Q")
    sealed = seal_script(script)
    assert sealed.pop("buttons") == ["back"], "the buttons' words are said, not which step takes them"
    text = json.dumps(sealed)
    for step in script.steps:
        for key in step.right:
            assert f'"{key}"' not in text, key
        for reason in step.wrong.values():
            assert reason not in text
        assert step.said not in text
    assert "answer is elsewhere" not in text and "Mark both" not in text


def test_sealing_takes_another_salt_when_two_answers_hash_alike(monkeypatch):
    real = sealing.answer_hash
    first_salt = sealing.base36(digest("salt/Z1-0000/0"))
    monkeypatch.setattr(sealing, "answer_hash", lambda salt, index, key: "same" if salt == first_salt else
                        real(salt, index, key))
    sealed = seal_script(fake_script())
    assert sealed["salt"] == sealing.base36(digest("salt/Z1-0000/1"))
    assert unseal_script(sealed)["steps"][0]["wrong"] == fake_script().steps[0].wrong


def test_a_sealed_script_of_another_format_is_refused():
    sealed = seal_script(fake_pegs())
    with pytest.raises(OptionError, match="format 1 is needed, got format 2"):
        unseal_script({**sealed, "format": 2})


@pytest.mark.parametrize(("before", "after"), [
    ({"board": 3, "marks": [[0, 0, "", "piece"]]}, {"board": 3, "marks": [[0, 0, "", "piece"], [1, 2, "1", "on"]]}),
    ({"board": 3, "marks": [[0, 0, "", "piece"], [1, 2, "1", "on"]]}, {"board": 3, "marks": [[1, 2, "1", "on"]]}),
    ({"board": 3, "marks": [[0, 0, "a", "on"], [1, 1, "b", "on"]]}, {"board": 3, "marks": [[1, 1, "b", "on"],
                                                                                          [0, 0, "a", "on"]]}),
    ({"board": 3, "marks": [[0, 0, "a", "on"], [0, 0, "a", "on"]]}, {"board": 3, "marks": [[0, 0, "a", "on"]]}),
    ({"board": 3, "marks": [], "queue": [[0, 0]]}, {"board": 3, "marks": []}),
    ({"pegs": [[2, 1], [], []], "disks": 2}, {"pegs": [[2], [1], []], "disks": 2, "moving": 1}),
    ({"board": 3, "marks": [[0, 0, "", "piece"]]}, {"board": 3, "marks": [[0, 0, "", "piece"]]}),
])
def test_a_scene_is_kept_as_its_change_and_made_again_exactly(before, after):
    change = scene_change(before, after)
    assert apply_change(before, change) == after
    assert len(json.dumps(change)) <= len(json.dumps(after)) + 8


def test_answer_kinds_and_the_hash_of_texts_beyond_ascii():
    assert [answer_kind(key) for key in ("7,7", "#8", "3>1", "none")] == ["squares", "numbers", "moves", "buttons"]
    assert digest("✓") != digest("é") and 0 <= digest("😀") < 2 ** 53
    assert len(keystream("s", 0)) == 0 and len(keystream("s", 9)) == 9


# --- dealing through the package: seal_code and seal_new -------------------------------------------------


def test_seal_code_deals_the_code_as_a_reader_typed_it(fake_exercise):
    sealed = seal_code("z1-oooo")
    assert sealed["code"] == "Z1-0000" and sealed == seal_script(fake_script("Z1-0000"))
    assert json.loads(seal_code("Z2-0000", text=True)) == seal_script(fake_pegs("Z2-0000"))
    assert seal_new("Z", 1, 5)["code"] == random_code("Z", 1, 5)
    with pytest.raises(OptionError, match="exercise Z has levels 1 to 2, got level 3"):
        seal_code("Z3-0000")


# --- the widget -----------------------------------------------------------------------------------------


def test_your_turn_stores_a_few_instances_on_the_website_and_one_in_a_kernel(fake_exercise, monkeypatch):
    monkeypatch.setenv("BOARDPUZZLES_STATIC_SITE", "1")
    widget = your_turn("Z", precompute={1: 2, 2: 1})
    assert widget.mode == "static"
    assert [sealed["code"] for sealed in widget.scripts] == [random_code("Z", 1, 0), random_code("Z", 1, 1),
                                                             random_code("Z", 2, 0)]
    assert widget.spec["levels"] == ["3×3 board", "two disks"]
    assert widget.spec["name"] == "Your turn: the exercise" and widget.spec["new_words"] == "new board"
    assert widget.spec["chapter_letters"] == ["Z"]
    assert set(widget.spec["marks"]) >= {"piece", "on", widget.spec["collected"]}
    assert repr(widget).startswith(f"Your turn Z: stored instances {random_code('Z', 1, 0)}, ")
    assert repr(widget) == repr(your_turn("Z", precompute={1: 2, 2: 1})), "the same on every run"
    assert "Run this cell to practise" in widget.still() and "3×3 board." in widget.still()
    with pytest.raises(BookError, match="exercise Z has levels 1 to 2; cannot precompute"):
        your_turn("Z", precompute={3: 1})
    monkeypatch.delenv("BOARDPUZZLES_STATIC_SITE")
    live = your_turn("Z", precompute={2: 3})
    assert live.mode == "kernel" and [sealed["code"] for sealed in live.scripts] == [random_code("Z", 2, 0)]
    assert your_turn("Z", precompute={}).scripts[0]["code"] == random_code("Z", 1, 0)


def test_a_kernel_seals_what_its_front_end_asks_for(fake_exercise, monkeypatch):
    monkeypatch.delenv("BOARDPUZZLES_STATIC_SITE", raising=False)
    widget = your_turn("Z")
    sent = []
    monkeypatch.setattr(widget, "send", lambda content, buffers=None: sent.append(content))
    widget_module._answer(widget, {"ask": "1", "code": "z2-0000"}, [])
    widget_module._answer(widget, {"ask": "2", "letter": "Z", "level": 1, "entropy": 9}, [])
    widget_module._answer(widget, {"ask": "3", "code": "Z9-0000"}, [])
    widget_module._answer(widget, {"something": "else"}, [])
    assert sent[0] == {"answer": "1", "sealed": seal_script(fake_pegs("Z2-0000"))}
    assert sent[1]["answer"] == "2" and sent[1]["sealed"]["code"] == random_code("Z", 1, 9)
    assert sent[2] == {"answer": "3", "error": "exercise Z has levels 1 to 2, got level 9 in 'Z9-0000'"}
    assert len(sent) == 3


@pytest.mark.skipif(shutil.which("node") is None, reason="the bridge runs the widget's front end in Node")
def test_in_a_kernel_the_front_end_asks_the_widget_s_python_for_each_new_instance(fake_exercise, monkeypatch, tmp_path):
    """The real front end (the widget's _esm, under Node) and the real Python widget, with the messages between them
    carried as a widget manager would (tests/js/kernel_bridge.mjs, as for the program stepper)."""
    from test_stepper_kernel import Kernel

    monkeypatch.delenv("BOARDPUZZLES_STATIC_SITE", raising=False)
    run = Kernel(your_turn("Z"), tmp_path)
    try:
        assert run.order({"wait": 300})["code"] == random_code("Z", 1, 0), "the stored first instance plays at once"
        run.order({"click": "level 2: two disks"})  # the kernel stores no instance of level 2: its Python deals one
        assert run.order({"wait": 300})["code"].startswith("Z2-") and run.view["note"] == ""
        run.order({"type": ["code", "z1-0007"]})
        run.order({"click": "open"})
        assert run.order({"wait": 300})["code"] == "Z1-0007"
        run.order({"type": ["code", "Z7-0000"]})
        run.order({"click": "open"})
        assert run.order({"wait": 300})["note"] == "exercise Z has levels 1 to 2, got level 7 in 'Z7-0000'"
    finally:
        run.close()


def test_the_progress_table_names_every_chapter_and_its_exercises(monkeypatch):
    monkeypatch.setenv("BOARDPUZZLES_STATIC_SITE", "1")
    table = progress_table()
    assert table.mode == "static"
    assert [chapter["href"] for chapter in table.spec["chapters"]] == [f"{c.page}.html" for c in CHAPTERS]
    assert [chapter["letters"] for chapter in table.spec["chapters"]] == [[e.letter for e in c.practice]
                                                                          for c in CHAPTERS]
    assert "Run this cell" in table.still()
    assert chapter_letters("Q") == ["Q"] and chapter_letters("M") == ["M", "L"]
    assert repr(Practice(spec={"letter": "Z"}, scripts=[])) == "Your turn Z: no stored instances"


def test_every_exercise_letter_has_words_for_its_region():
    assert set(widget_module.WHAT) == set(practice.EXERCISES)


# --- what the page's JavaScript must match ----------------------------------------------------------------


def vectors() -> dict:
    """What tests/js/practice.test.mjs checks the page's JavaScript against."""
    texts = ["", "a", "salt/0/2,3", "é✓", "😀 (1 1)", "x" * 100]
    script = fake_script("Z1-7K4Q")
    pegs = fake_pegs()
    return {
        "digests": [[text, digest(text)] for text in texts],
        "hashes": [["abc", index, key, answer_hash("abc", index, key)] for index, key in [(0, "2,3"), (7, "#4")]],
        "keystream": ["k1", list(keystream("k1", 10))],
        "sealed": seal_script(script), "unsealed": unseal_script(seal_script(script)), "right": right_keys(script),
        "pegs": seal_script(pegs), "pegs_right": right_keys(pegs),
    }


def test_the_javascript_vectors_are_what_python_writes_now():
    assert json.loads(VECTORS.read_text(encoding="utf-8")) == json.loads(json.dumps(vectors())), (
        "run `python tests/test_practice_widget.py` to write tests/js/practice_vectors.json again")


if __name__ == "__main__":
    VECTORS.write_text(json.dumps(vectors(), ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
