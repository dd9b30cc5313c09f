"""Your turn: a chapter's practice exercise, played on the page and checked step by step by the package.

A chapter shows its exercise with one call, by the exercise's letter (:data:`boardpuzzles.practice.EXERCISES`)::

    your_turn("Q")

The reader sees a region named "Your turn: ..." (what they do), the instance's title and its code, a link that
opens the same instance (``?yourturn=CODE``), a box to type another code, a choice of level, the prompt of each
step, the board (squares answered by mouse, touch, or the board view's arrow keys and Enter), the numbers 1 to 8 or
the six moves between three pegs where a step asks for them, "take back" where the script allows it, "show me",
and at the end a score and a button that deals another. Progress (instances done, steps right at the first try)
stays in the reader's browser; :func:`progress_table` shows every chapter's on the start page.

The page plays sealed scripts (:mod:`boardpuzzles.practice.sealing`): no right answer is in its text. Where a
script comes from depends on where the cell runs, as for the explorers:

- on the website, a few scripts of the smallest levels (``precompute``) are stored with the page: they play
  before Python starts and from ``file://``, and "new" goes through them first; any other code is sealed by
  Python in the reader's browser (``seal_code``, ``seal_new``);
- in a kernel, the widget's front end asks its Python (a custom message), which seals the instance.
"""

from __future__ import annotations

import hashlib
import html
import json
from collections.abc import Mapping

import traitlets

from boardpuzzles.book.controls import widget_module
from boardpuzzles.book.explorer import BookWidget, building_static_site
from boardpuzzles.book.stepper import stepper_css
from boardpuzzles.book.steppers import MARKS
from boardpuzzles.chapters import CHAPTERS
from boardpuzzles.errors import BookError, PuzzleInputError
from boardpuzzles.practice import EXERCISES, exercise_module
from boardpuzzles.practice.codes import random_code
from boardpuzzles.practice.sealing import seal_code, seal_new, unseal_script

#: The words that say what the reader does in each exercise, after "Your turn" in the region's name.
WHAT = {
    "M": "mark every square the knight reaches, then name each jump",
    "L": "mark every square the leaper reaches, then name each jump",
    "Q": "run the breadth-first search's queue by hand",
    "B": "make the backtracking search's next move, or take one back",
    "W": "follow Warnsdorff's rule to the end of the tour",
    "H": "make the circular method's next move",
}

#: The words of the button that deals another instance.
NEW_WORDS = {"H": "new tower", "L": "new leaper"}

#: The id the book gives the heading "Your turn", where a link to an instance opens the page.
ANCHOR = "your-turn"

#: The kind of mark (:data:`~boardpuzzles.book.steppers.MARKS`) on a square the reader has found of a set to collect.
COLLECTED = "reached"

#: How many instances of each level the website stores for a cell that names none (three, then two).
PRECOMPUTE = {1: 3, 2: 2}


def practice_css() -> str:
    """The exercise's stylesheet: the explorers' controls and the steppers' scenes, and its own layout.

    Examples
    --------
    >>> css = practice_css()
    >>> ".kp-practice-verdict" in css and ":is(.kp-stepper, .kp-practice) {" in css
    True
    """
    from pathlib import Path

    return stepper_css() + (Path(__file__).parent / "practice.css").read_text(encoding="utf-8")


class Practice(BookWidget):
    """The widget behind :func:`your_turn` (and :func:`progress_table`).

    Parameters
    ----------
    *args, **kwargs : object
        The synced traits, by keyword: ``spec`` (the exercise's letter, levels, words, marks), ``scripts`` (the
        sealed scripts stored with it) and ``mode`` (``"kernel"``, or ``"static"`` on the website).

    Examples
    --------
    >>> Practice(spec={"letter": "Q"}, scripts=[])
    Your turn Q: no stored instances
    """

    _esm = widget_module(["board_view.js", "scene.js", "practice.js"])
    _css = practice_css()
    spec = traitlets.Dict().tag(sync=True)
    scripts = traitlets.List(traitlets.Dict()).tag(sync=True)
    mode = traitlets.Unicode("kernel").tag(sync=True)

    def __repr__(self) -> str:
        """The same text on every run, so that a notebook's stored output compares (nbval)."""
        if self.spec.get("kind") == "progress":
            return f"Your turn: the progress table of {len(self.spec.get('chapters', []))} chapters"
        codes = [sealed["code"] for sealed in self.scripts]
        text = f"Your turn {self.spec.get('letter', '?')}: " + (
            f"stored instances {', '.join(codes)}" if codes else "no stored instances")
        if codes:  # what the scripts say, not how zlib packed it
            plain = json.dumps([unseal_script(sealed) for sealed in self.scripts], sort_keys=True)
            text += f", digest {hashlib.sha256(plain.encode()).hexdigest()[:12]}"
        return text

    def still(self) -> str:
        """What a notebook that has not run yet shows: a note, and what the exercise asks."""
        if self.spec.get("kind") == "progress":
            return f'<div class="kp-still"><p><em>{PROGRESS_STILL_NOTE}</em></p></div>'
        first = self.scripts[0]["title"] if self.scripts else ""
        return (f'<div class="kp-still"><p><em>{PRACTICE_STILL_NOTE}</em></p>'
                f'<p>{html.escape(self.spec.get("name", ""))}. {html.escape(first)}</p></div>')


#: The line a "Your turn" exercise shows where the notebook has not run yet.
PRACTICE_STILL_NOTE = "Run this cell to practise, checked step by step:"
#: The line the start page's progress table shows where the notebook has not run yet.
PROGRESS_STILL_NOTE = "Run this cell to see your progress in the exercises."


def _answer(widget: Practice, content: Mapping, buffers) -> None:
    """A front end in a kernel asks for a script (a code, or a new one of a level): seal it and send it back."""
    if "ask" not in content:
        return
    try:
        if content.get("code"):
            sealed = seal_code(content["code"])
        else:
            sealed = seal_new(content["letter"], int(content["level"]), int(content["entropy"]))
        widget.send({"answer": content["ask"], "sealed": sealed})
    except PuzzleInputError as error:
        widget.send({"answer": content["ask"], "error": str(error)})


def chapter_letters(letter: str) -> list[str]:
    """The exercise letters of the chapter whose registry entry names ``letter`` (just ``[letter]`` if none does).

    Parameters
    ----------
    letter : str
        An exercise's letter.

    Examples
    --------
    >>> chapter_letters("L")
    ['M', 'L']
    """
    for chapter in CHAPTERS:
        letters = [entry.letter for entry in chapter.practice]
        if letter in letters:
            return letters
    return [letter]


def your_turn(letter: str, *, precompute: Mapping[int, int] | None = None) -> Practice:
    """Make the "Your turn" exercise of ``letter``; see the module's introduction.

    Parameters
    ----------
    letter : str
        The exercise's letter, one of :data:`boardpuzzles.practice.EXERCISES`.
    precompute : mapping of int to int, optional
        How many instances of each level the website stores (:data:`PRECOMPUTE` by default); a kernel stores
        only the first.

    Returns
    -------
    Practice
        The widget; a notebook shows it.

    Raises
    ------
    ValueError
        For a letter no exercise has, or a level to precompute that the exercise does not have.

    Examples
    --------
    >>> your_turn("Z")
    Traceback (most recent call last):
    ...
    boardpuzzles.errors.OptionError: no exercise has the letter 'Z': the letters are M, L, Q, B, W, H
    """
    module = exercise_module(letter)
    levels = list(module.LEVELS)
    wanted = dict(precompute or PRECOMPUTE)
    if any(not 1 <= level <= len(levels) for level in wanted):
        raise BookError(f"exercise {letter} has levels 1 to {len(levels)}; cannot precompute {sorted(wanted)}")
    static = building_static_site()
    codes = [random_code(letter, level, k) for level, count in sorted(wanted.items()) for k in range(count)]
    if not static:
        codes = codes[:1] or [random_code(letter, 1, 0)]
    spec = {"kind": "exercise", "letter": letter, "exercise": EXERCISES[letter], "levels": levels,
            "name": f"Your turn: {WHAT.get(letter, 'the exercise')}", "new_words": NEW_WORDS.get(letter, "new board"),
            "chapter_letters": chapter_letters(letter), "collected": COLLECTED, "anchor": ANCHOR,
            "marks": {kind: {"words": mark["words"], "shape": mark["shape"]} for kind, mark in MARKS.items()}}
    widget = Practice(spec=spec, scripts=[seal_code(code) for code in codes])
    if static:
        widget.mode = "static"
    else:
        widget.on_msg(_answer)
    return widget


def progress_table() -> Practice:
    """The start page's table of the reader's progress in every chapter's exercises, with a button that clears it.

    The progress is the reader's browser's (localStorage), written by each chapter's :func:`your_turn`.

    Examples
    --------
    >>> table = progress_table()
    >>> table.spec["chapters"][0]["letters"], table
    (['M', 'L'], Your turn: the progress table of 5 chapters)
    """
    suffix = ".html" if building_static_site() else ".ipynb"
    chapters = [{"number": chapter.number, "title": chapter.title, "href": f"{chapter.page}{suffix}",
                 "letters": [entry.letter for entry in chapter.practice]} for chapter in CHAPTERS]
    widget = Practice(spec={"kind": "progress", "chapters": chapters}, scripts=[])
    if building_static_site():
        widget.mode = "static"
    return widget


__all__ = ["ANCHOR", "COLLECTED", "NEW_WORDS", "PRACTICE_STILL_NOTE", "PRECOMPUTE", "PROGRESS_STILL_NOTE", "Practice",
           "WHAT", "chapter_letters", "practice_css", "progress_table", "your_turn"]
