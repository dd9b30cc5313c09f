"""A chapter's outline, read from its notebooks: its learning goals, its sections and what each asks of a reader.

The instructors' page (``book/instructors.ipynb``) shows, for each chapter, which section teaches which learning
goal and where its "check yourself" questions, exercises, "Your turn" practice, explorers and program steppers
are. All of it is read from the chapters' notebooks, so the page cannot go stale: only which section teaches which
goal is a judgement, written once in :data:`GOAL_SECTIONS` and checked against the notebooks by
:func:`goal_problems`. Like the solvers, this module uses only the standard library.

A section is a ``##`` heading of a chapter's page or of its companion, with everything under it up to the next
``##`` heading (its ``###`` subsections included). What a section holds is found in its cells:

- a "check yourself" cell, ``check_yourself([...])``: as many questions as its list has;
- an exercise, a ``{exercise}`` directive, by its ``:label:``;
- a "Your turn" exercise, ``your_turn("Q")``, by its letter;
- an explorer, ``explore(render, ...)``, and a program stepper, ``step_through(tracer, ...)``, by the name of
  their render function or tracer.

>>> notebook = {"cells": [
...     {"cell_type": "markdown", "source": "# A chapter\\n\\n```{admonition} Learning goals\\n"
...                                         "- trace the search;\\n- say why\\n  it stops.\\n```\\n"},
...     {"cell_type": "markdown", "source": "## The idea\\n\\nOne word, two words."},
...     {"cell_type": "code", "source": 'your_turn("Q")\\ncheck_yourself([number("A?", 1, "B"), q2])'},
...     {"cell_type": "markdown", "source": "## Exercises\\n\\n```{exercise}\\n:label: ex-one\\n\\nDo it.\\n```"},
... ]}
>>> learning_goals(notebook)
['trace the search;', 'say why it stops.']
>>> [(s.title, s.questions, s.practice, s.exercises) for s in sections(notebook)]
[('The idea', 2, ('Q',), ()), ('Exercises', 0, (), ('ex-one',))]
"""

from __future__ import annotations

import ast
import json
import math
import re
from dataclasses import KW_ONLY, dataclass
from pathlib import Path

#: Which sections teach each chapter's learning goals, by the chapter's page, the one judgement on the instructors'
#: page. One entry a goal, in the order the chapter's "Learning goals" box lists them, each the titles of ``##``
#: sections of the chapter's page or of its companion (:func:`goal_problems` checks that they are there).
GOAL_SECTIONS: dict[str, tuple[tuple[str, ...], ...]] = {
    "01_knight_moves": (
        ("The problem", "The idea: a coordinate plane on the knight"),
        ("The idea: a coordinate plane on the knight", "Checking one offset, step by step",
         "At the edge, the plane spills off the board"),
        ("The rule", "Explore: any board, any square", "Your turn", "How many moves from each square?"),
        ("The article's program and the package's",),
    ),
    "02_fewest_moves": (
        ("The idea: spread out one move at a time", "The method, step by step"),
        ("The idea: spread out one move at a time", "The proofs"),
        ("The article's program and the package's", "The fast code: what it changes, and why"),
        ("The original program's input and output", "The proofs", "The whole table"),
    ),
    "03_backtracking_tour": (
        ("The idea: number the moves, and take a move back when stuck", "The search on 5×5, step by step",
         "Your turn"),
        ("The program",),
        ("How the work grows", "Pruning lost positions", "Counting tours"),
    ),
    "04_warnsdorff": (
        ("The article's method", "The article's program", "The article's run"),
        ("The correction: count only the unvisited squares", "The package's code", "Your turn"),
        ("Ties matter", "Explore", "A robust solver"),
    ),
    "05_hanoi": (
        ("The method: pegs on a circle", "A worked example: three disks, going right", "Play it yourself",
         "Your turn", "Why the method works"),
        ("The article's program and the package's", "The recursive solution"),
        ("The correction: where does the tower end?", "Four moments of a bigger game"),
    ),
}

#: Words of prose a reader takes in a minute, at the pace a page of algorithms asks for (:func:`reading_minutes`).
WORDS_PER_MINUTE = 120


@dataclass(frozen=True)
class Section:
    """One ``##`` section of a chapter's notebook and what it asks of the reader.

    Parameters
    ----------
    title : str
        The heading's text, as the notebook writes it.
    words : int
        The words of its prose (:func:`prose_words`).
    questions : int
        How many "check yourself" questions it asks.
    exercises : tuple of str
        The labels of its exercises, in order.
    practice : tuple of str
        The letters of its "Your turn" exercises.
    explorers : tuple of str
        The render functions of its explorers.
    steppers : tuple of str
        The tracers of its program steppers.

    Examples
    --------
    >>> Section("The rule", 120).questions
    0
    """

    title: str
    words: int
    _: KW_ONLY
    questions: int = 0
    exercises: tuple[str, ...] = ()
    practice: tuple[str, ...] = ()
    explorers: tuple[str, ...] = ()
    steppers: tuple[str, ...] = ()


def read_notebook(path: Path | str) -> dict:
    """The notebook at ``path``, as its JSON (a dict with ``"cells"``).

    Parameters
    ----------
    path : pathlib.Path or str
        A notebook's file, such as ``book/01_knight_moves.ipynb``.

    Examples
    --------
    >>> import tempfile
    >>> path = Path(tempfile.mkdtemp()) / "tiny.ipynb"
    >>> path.write_text('{"cells": []}', encoding="utf-8")
    13
    >>> read_notebook(path)
    {'cells': []}
    """
    return json.loads(Path(path).read_text(encoding="utf-8"))


def _source(cell: dict) -> str:
    source = cell.get("source", "")
    return source if isinstance(source, str) else "".join(source)


def learning_goals(notebook: dict) -> list[str]:
    """The bullets of the notebook's "Learning goals" box, each on one line.

    Parameters
    ----------
    notebook : dict
        A notebook's JSON (:func:`read_notebook`).

    Examples
    --------
    >>> learning_goals({"cells": [{"cell_type": "markdown", "source": "No goals here."}]})
    []
    """
    for cell in notebook["cells"]:
        found = re.search(r"^(`{3,})\{admonition\} Learning goals\n(.*?)^\1", _source(cell), flags=re.M | re.S)
        if cell["cell_type"] == "markdown" and found:
            bullets = re.split(r"^- ", found[2], flags=re.M)[1:]
            return [" ".join(bullet.split()) for bullet in bullets]
    return []


def prose_words(markdown: str) -> int:
    """The words of a markdown cell's prose: code blocks, math, directives' options and labels left out.

    Parameters
    ----------
    markdown : str
        A markdown cell's text.

    Examples
    --------
    >>> prose_words("Two words.\\n\\n```python\\nx = 1\\n```\\n:label: ex-one\\n$n^2$ squares")
    3
    """
    text = re.sub(r"^(`{3,})(python|text|bash|c)?\n.*?^\1", " ", markdown, flags=re.M | re.S)
    text = re.sub(r"\$\$.*?\$\$|\$[^$\n]+\$", " ", text, flags=re.S)
    lines = [line for line in text.splitlines() if not re.match(r"\s*(:\w+:|`{3,}|\(.*\)=$|#\s)", line)]
    return sum(1 for word in " ".join(lines).split() if re.search(r"\w", word))


def _calls(source: str) -> list[ast.Call]:
    plain = "\n".join("" if line.lstrip().startswith(("%", "!")) else line for line in source.splitlines())
    return [node for node in ast.walk(ast.parse(plain)) if isinstance(node, ast.Call)]


def _first_name(call: ast.Call) -> str:
    first = call.args[0]
    return first.id if isinstance(first, ast.Name) else ast.literal_eval(first)


def sections(notebook: dict) -> list[Section]:
    """The notebook's ``##`` sections, in order, each with what it asks of the reader.

    Parameters
    ----------
    notebook : dict
        A notebook's JSON (:func:`read_notebook`).

    Examples
    --------
    >>> cells = [{"cell_type": "markdown", "source": "## Explore\\n\\nMove it."},
    ...          {"cell_type": "code", "source": "explore(tour_picture, controls)\\nstep_through(trace_it)"}]
    >>> sections({"cells": cells})
    [Section(title='Explore', words=2, questions=0, exercises=(), practice=(), explorers=('tour_picture',), \
steppers=('trace_it',))]
    """
    found: list[dict] = []
    for cell in notebook["cells"]:
        source = _source(cell)
        if cell["cell_type"] == "markdown":
            for part in re.split(r"^(?=## )", source, flags=re.M):
                if part.startswith("## "):
                    title, _, part = part.partition("\n")
                    found.append({"title": title[3:].strip(), "words": 0, "questions": 0, "exercises": [],
                                  "practice": [], "explorers": [], "steppers": []})
                if found:
                    found[-1]["words"] += prose_words(part)
                    found[-1]["exercises"] += re.findall(
                        r"^(?:`{3,}|:{3,})\{exercise\}.*\n(?::\w+:.*\n)*?:label: (\S+)", part, flags=re.M)
        elif found and cell["cell_type"] == "code":
            for call in _calls(source):
                name = getattr(call.func, "id", None)
                if name == "check_yourself" and call.args and isinstance(call.args[0], ast.List):
                    found[-1]["questions"] += len(call.args[0].elts)
                elif name in ("your_turn", "explore", "step_through") and call.args:
                    key = {"your_turn": "practice", "explore": "explorers", "step_through": "steppers"}[name]
                    found[-1][key].append(_first_name(call))
    return [Section(**{key: tuple(value) if isinstance(value, list) else value for key, value in entry.items()})
            for entry in found]


def reading_minutes(words: int) -> int:
    """The minutes a reader takes over ``words`` words of prose, at :data:`WORDS_PER_MINUTE`, rounded up to 5.

    Parameters
    ----------
    words : int
        How many words (:func:`prose_words`).

    Examples
    --------
    >>> reading_minutes(2000), reading_minutes(1)
    (20, 5)
    """
    return 5 * max(1, math.ceil(words / WORDS_PER_MINUTE / 5))


def goal_problems(page: str, goals: list[str], titles: set[str]) -> list[str]:
    """What :data:`GOAL_SECTIONS` gets wrong for a chapter: a goal with no section, a section that is not there.

    Parameters
    ----------
    page : str
        The chapter's page (``"01_knight_moves"``), a key of :data:`GOAL_SECTIONS`.
    goals : list of str
        The chapter's learning goals (:func:`learning_goals`).
    titles : set of str
        The titles of the sections of the chapter's page and companion (:func:`sections`).

    Examples
    --------
    >>> goal_problems("01_knight_moves", ["a", "b", "c", "d", "e"], {"The problem"})[0]
    '01_knight_moves: goal 1 is taught in a section that is not there: "The idea: a coordinate plane on the knight"'
    >>> goal_problems("01_knight_moves", ["a", "b", "c", "d", "e"], {"The problem"})[-1]
    '01_knight_moves: goal 5 ("e") has no section in GOAL_SECTIONS'
    """
    mapped = GOAL_SECTIONS.get(page, ())
    problems = [f'{page}: goal {number} ("{goal}") has no section in GOAL_SECTIONS'
                for number, goal in enumerate(goals, 1) if number > len(mapped) or not mapped[number - 1]]
    problems += [f"{page}: GOAL_SECTIONS maps goal {number}, but the chapter states {len(goals)} goals"
                 for number in range(len(goals) + 1, len(mapped) + 1)]
    missing = [f'{page}: goal {number} is taught in a section that is not there: "{title}"'
               for number, named in enumerate(mapped, 1) for title in named if title not in titles]
    return missing + problems


__all__ = ["GOAL_SECTIONS", "WORDS_PER_MINUTE", "Section", "goal_problems", "learning_goals", "prose_words",
           "read_notebook", "reading_minutes", "sections"]
