"""The ready assignments (``boardpuzzles.practice.assignments``) and the instructors' page's outline of the chapters
(``boardpuzzles.book.outline``), checked against the package and the chapters' notebooks.

For each assignment: every code deals, at a level its exercise has; every code is of a "Your turn" exercise of the
chapter the assignment names; every exercise label is one of that chapter's exercises (on its page or its
companion); one assignment a week. For each chapter: every learning goal is mapped to sections that exist. Each check
returns what is wrong, one sentence each, and the last tests break an entry to see the check name it.
"""

from __future__ import annotations

import dataclasses
import json
from functools import cache
from pathlib import Path

import pytest
import yaml

from boardpuzzles.book.outline import GOAL_SECTIONS, goal_problems, learning_goals, read_notebook, sections
from boardpuzzles.chapters import CHAPTERS, chapter_numbered
from boardpuzzles.errors import NumberError, PuzzleInputError
from boardpuzzles.practice import deal, exercise_module
from boardpuzzles.practice.assignments import ASSIGNMENTS, Assignment, assignment_of_week
from boardpuzzles.practice.codes import read_code

ROOT = Path(__file__).resolve().parents[1]
BOOK = ROOT / "book"


@cache
def outline(page: str):
    return sections(read_notebook(BOOK / f"{page}.ipynb"))


def exercise_labels(chapter) -> list[str]:
    """The labels of the chapter's exercises, on its page and its companion, in order."""
    return [label for page in chapter.notebooks for section in outline(page) for label in section.exercises]


# --- the assignments ------------------------------------------------------------------------------------


def assignment_problems(assignment: Assignment) -> list[str]:
    """What is wrong with an assignment, one sentence each."""
    try:
        chapter = chapter_numbered(assignment.chapter)
    except NumberError as error:
        return [str(error)]
    letters = [entry.letter for entry in chapter.practice]
    problems = []
    if not assignment.codes:
        problems.append(f"week {assignment.week} has no Your turn instance")
    for code in assignment.codes:
        try:
            letter, level, _ = read_code(code)
            levels = exercise_module(letter).LEVELS
            deal(code)
        except PuzzleInputError as error:
            problems.append(f"{code} does not deal: {error}")
            continue
        if letter not in letters:
            problems.append(f"{code} is exercise {letter}, not one of chapter {chapter.number}'s "
                            f"({', '.join(letters)})")
        if not 1 <= level <= len(levels):
            problems.append(f"{code} asks for level {level}; exercise {letter} has levels 1 to {len(levels)}")
    known = exercise_labels(chapter)
    problems += [f"chapter {chapter.number} has no exercise {label} (on {' or '.join(chapter.notebooks)})"
                 for label in assignment.exercises if label not in known]
    return problems


@pytest.mark.parametrize("assignment", ASSIGNMENTS, ids=[f"week-{a.week}" for a in ASSIGNMENTS])
def test_every_assignment_deals_its_codes_and_names_its_chapter_s_exercises(assignment):
    assert assignment_problems(assignment) == []


def test_there_is_one_assignment_a_week_and_a_week_for_each_chapter():
    assert [assignment.week for assignment in ASSIGNMENTS] == list(range(1, len(ASSIGNMENTS) + 1))
    assert sorted({assignment.chapter for assignment in ASSIGNMENTS}) == [chapter.number for chapter in CHAPTERS]
    codes = [code for assignment in ASSIGNMENTS for code in assignment.codes]
    assert len(set(codes)) == len(codes), f"a code is assigned twice: {codes}"
    assert assignment_of_week(3) is ASSIGNMENTS[2]
    with pytest.raises(NumberError, match="no assignment is for week 9"):
        assignment_of_week(9)


def test_the_chapters_exercises_are_read_from_the_notebooks():
    """The labels the checks compare with are the chapters' own (a chapter has 5 or 6 exercises on its two pages)."""
    assert exercise_labels(chapter_numbered(1))[:2] == ["ex-test-three", "ex-code-is-on-board"]
    assert all(5 <= len(exercise_labels(chapter)) <= 6 for chapter in CHAPTERS)


BROKEN_ASSIGNMENTS = [
    ({"codes": ("M1-1K3D", "M1-1K3")}, "M1-1K3 does not deal"),
    ({"codes": ("M3-1K3D",)}, "M3-1K3D does not deal: exercise M has levels 1 to 2"),
    ({"codes": ("Q1-168K",)}, "Q1-168K is exercise Q, not one of chapter 1's (M, L)"),
    ({"codes": ()}, "week 1 has no Your turn instance"),
    ({"exercises": ("ex-test-three", "ex-bfs-one-step")}, "chapter 1 has no exercise ex-bfs-one-step"),
    ({"chapter": 6}, "there is no chapter 6"),
]


@pytest.mark.parametrize(("change", "said"), BROKEN_ASSIGNMENTS, ids=[said for _, said in BROKEN_ASSIGNMENTS])
def test_a_broken_assignment_is_named(change, said):
    problems = assignment_problems(dataclasses.replace(ASSIGNMENTS[0], **change))
    assert any(said in problem for problem in problems), problems


# --- the chapters' outline: goals and their sections ---------------------------------------------------------


def outline_problems(chapter, mapping=None) -> list[str]:
    goals = learning_goals(read_notebook(BOOK / f"{chapter.page}.ipynb"))
    titles = {section.title for page in chapter.notebooks for section in outline(page)}
    if mapping is not None:
        with pytest.MonkeyPatch.context() as patch:
            patch.setitem(GOAL_SECTIONS, chapter.page, mapping)
            return goal_problems(chapter.page, goals, titles)
    return goal_problems(chapter.page, goals, titles)


@pytest.mark.parametrize("chapter", CHAPTERS, ids=[chapter.page for chapter in CHAPTERS])
def test_every_learning_goal_is_taught_in_sections_that_exist(chapter):
    assert learning_goals(read_notebook(BOOK / f"{chapter.page}.ipynb")), f"{chapter.page} states no goals"
    assert outline_problems(chapter) == []


def test_the_goal_map_names_only_the_chapters():
    assert set(GOAL_SECTIONS) == {chapter.page for chapter in CHAPTERS}


@pytest.mark.parametrize("chapter", CHAPTERS, ids=[chapter.page for chapter in CHAPTERS])
def test_the_outline_finds_the_pieces_the_registry_names(chapter):
    """What the outline reads from the notebooks agrees with the chapters' registry."""
    found = [(page, section) for page in chapter.notebooks for section in outline(page)]
    practice = [(letter, page) for page, section in found for letter in section.practice]
    assert practice == [(entry.letter, chapter.companion if entry.further else chapter.page)
                        for entry in chapter.practice]
    assert [name for _, section in found for name in section.explorers] == [e.render for e in chapter.explorers]
    assert [name for _, section in found for name in section.steppers] == [s.tracer for s in chapter.steppers]
    assert sum(section.questions for _, section in found) >= 3


BROKEN_GOALS = [
    ((("The problem",),) * 3, 'goal 4 ("read the article\'s program and the package\'s, and say how they differ.") '
                              "has no section"),
    ((("The problem",), ("Nowhere",), ("The rule",), ("The rule",)), 'goal 2 is taught in a section that is not '
                                                                      'there: "Nowhere"'),
    ((("The problem",),) * 5, "GOAL_SECTIONS maps goal 5, but the chapter states 4 goals"),
    ((("The problem",), (), ("The rule",), ("The rule",)), "goal 2"),
]


@pytest.mark.parametrize(("mapping", "said"), BROKEN_GOALS, ids=range(len(BROKEN_GOALS)))
def test_a_broken_goal_map_is_named(mapping, said):
    problems = outline_problems(chapter_numbered(1), mapping)
    assert any(said in problem for problem in problems), problems


# --- the page itself --------------------------------------------------------------------------------------


def test_the_instructors_page_is_in_the_start_of_the_table_of_contents_and_unnumbered():
    toc = yaml.safe_load((ROOT / "_toc.yml").read_text(encoding="utf-8"))
    start = toc["parts"][0]
    assert not start.get("numbered") and {"file": "book/instructors"} in start["chapters"]


def test_the_instructors_page_hides_its_plumbing_and_keeps_no_answer():
    notebook = json.loads((BOOK / "instructors.ipynb").read_text(encoding="utf-8"))
    code = [cell for cell in notebook["cells"] if cell["cell_type"] == "code"]
    assert code and all("remove-input" in cell["metadata"].get("tags", []) for cell in code)
    shown = json.dumps([cell.get("outputs") for cell in code])
    for assignment in ASSIGNMENTS:
        for code_ in assignment.codes:
            assert f"yourturn={code_}#your-turn" in shown, f"the page does not link {code_}"
            script = deal(code_)
            assert script.steps[0].said not in shown, f"the page gives away the first step of {code_}"
