"""Every chapter has every piece the chapters' registry (``boardpuzzles.chapters``) names, and nothing it does not.

No website needed: this reads the notebooks, ``_toc.yml``, ``book/index.ipynb``, ``book/references.bib`` and the
package. For each chapter and each piece (:data:`PIECES`), a test fails naming the chapter, the piece and what is
missing: a notebook, its place in the table of contents, its title, its source article, an explorer or a stepper
the registry names but the notebook lacks (or one the notebook has that the registry does not name), a stepper's
first setting or tracer, the exercise module or its place in the exercises' index, the gallery picture, the program
section's heading, a module the page's Python imports, or a "Your turn" exercise. A piece that later issues add to
every chapter gets its check here, in :data:`PIECES`.
"""

from __future__ import annotations

import ast
import dataclasses
import importlib
import json
import re
import sys
from functools import cache
from pathlib import Path

import pytest
import yaml

from boardpuzzles.book import steppers
from boardpuzzles.book.explorer import render_source
from boardpuzzles.chapters import CHAPTERS, Chapter, ExplorerEntry, PracticeEntry, StepperEntry, chapter_numbered
from boardpuzzles.errors import BookError, NumberError

ROOT = Path(__file__).resolve().parents[1]
BOOK = ROOT / "book"
sys.path.insert(0, str(BOOK / "_ext"))
import knights_cells  # noqa: E402  (a Sphinx extension, found on book/_ext as Sphinx finds it)

# --- reading the notebooks -----------------------------------------------------------------------


@cache
def cells(page: str) -> tuple[tuple[str, str], ...]:
    """The cells of ``book/<page>.ipynb`` as (kind, source); empty when the notebook is missing."""
    path = BOOK / f"{page}.ipynb"
    if not path.exists():
        return ()
    return tuple((cell["cell_type"], "".join(cell["source"]))
                 for cell in json.loads(path.read_text(encoding="utf-8"))["cells"])


def code_trees(page: str) -> list[ast.Module]:
    """The parsed code cells of a notebook; a line of IPython (``%``, ``!``) is left out."""
    trees = []
    for kind, source in cells(page):
        if kind == "code":
            plain = "\n".join("" if line.lstrip().startswith(("%", "!")) else line for line in source.splitlines())
            trees.append(ast.parse(plain))
    return trees


def markdown(page: str) -> str:
    return "\n".join(source for kind, source in cells(page) if kind == "markdown")


def calls_of(page: str, function: str) -> list[ast.Call]:
    """Every call ``function(...)`` in the notebook's code cells."""
    return [node for tree in code_trees(page) for node in ast.walk(tree)
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == function]


def first_name(call: ast.Call) -> str:
    return call.args[0].id if call.args and isinstance(call.args[0], ast.Name) else ast.unparse(call.args[0])


def keyword(call: ast.Call, name: str):
    """The value of the call's keyword argument ``name`` as a Python value (None when absent or not a literal)."""
    for argument in call.keywords:
        if argument.arg == name:
            try:
                return ast.literal_eval(argument.value)
            except ValueError:
                return None
    return None


def imported_modules(page: str) -> set[str]:
    """The modules the notebook's code imports (``from boardpuzzles.book import listing`` counts as the module)."""
    found = set()
    for tree in code_trees(page):
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                found.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and node.module:
                found.add(node.module)
                if node.module == "boardpuzzles.book":
                    found.update(f"boardpuzzles.book.{alias.name}" for alias in node.names)
    return found


def title_of(page: str) -> str | None:
    """The notebook's first ``#`` heading (its front matter's comments left out)."""
    text = re.sub(r"\A---\n.*?\n---\n", "", markdown(page), flags=re.S)
    return next((line[2:].strip() for line in text.splitlines() if line.startswith("# ")), None)


def where(chapter: Chapter, further: bool) -> str:
    return chapter.companion if further else chapter.page


# --- the pieces: each check returns what the chapter lacks, one sentence each -------------------------


def check_notebooks(chapter: Chapter) -> list[str]:
    return [f"book/{page}.ipynb is missing" for page in chapter.notebooks if not (BOOK / f"{page}.ipynb").exists()]


@cache
def toc_chapters() -> dict[str, list[str]]:
    """The table of contents' chapters (its numbered part), each with its sections, as pages under ``book/``."""
    toc = yaml.safe_load((ROOT / "_toc.yml").read_text(encoding="utf-8"))
    part = next(part for part in toc["parts"] if part.get("numbered"))
    return {entry["file"].removeprefix("book/"): [section["file"].removeprefix("book/")
                                                  for section in entry.get("sections", [])]
            for entry in part["chapters"]}


def check_table_of_contents(chapter: Chapter) -> list[str]:
    chapters = toc_chapters()
    if chapter.page not in chapters:
        return [f"_toc.yml's numbered part has no `file: book/{chapter.page}`"]
    problems = []
    if list(chapters).index(chapter.page) + 1 != chapter.number:
        problems.append(f"_toc.yml numbers book/{chapter.page} {list(chapters).index(chapter.page) + 1}, "
                        f"not {chapter.number}")
    if chapter.companion and chapter.companion not in chapters[chapter.page]:
        problems.append(f"_toc.yml has no section `file: book/{chapter.companion}` under book/{chapter.page}")
    return problems


def check_title(chapter: Chapter) -> list[str]:
    found = title_of(chapter.page)
    return [] if found == chapter.title else [f"book/{chapter.page}.ipynb's title is {found!r}, not {chapter.title!r}"]


@cache
def bibliography() -> dict[str, str]:
    """Each entry of book/references.bib, by its key."""
    text = (BOOK / "references.bib").read_text(encoding="utf-8")
    return {match[1]: match[2] for match in re.finditer(r"^@\w+\{([^,\s]+),(.*?)^\}", text, flags=re.S | re.M)}


def check_source(chapter: Chapter) -> list[str]:
    entry = bibliography().get(chapter.source)
    if entry is None:
        return [f"book/references.bib has no entry {chapter.source}"]
    problems = []
    if not re.search(rf"note\s*=\s*\{{[^}}]*chapter {chapter.number}\}}", entry):
        problems.append(f"{chapter.source}'s note does not say it is behind chapter {chapter.number}")
    if not re.search(rf"sortkey\s*=\s*\{{{chapter.number}\}}", entry):
        problems.append(f"{chapter.source}'s sortkey is not {chapter.number} (the articles come in chapter order)")
    return problems


def check_explorers(chapter: Chapter) -> list[str]:
    named = {(entry.render, where(chapter, entry.further)): entry for entry in chapter.explorers}
    found = {(first_name(call), page): call for page in chapter.notebooks for call in calls_of(page, "explore")}
    problems = [f"book/{page}.ipynb has no explore({render}), which the registry names"
                for render, page in named if (render, page) not in found]
    problems += [f"book/{page}.ipynb has explore({render}), which the registry does not name"
                 for render, page in found if (render, page) not in named]
    for key in set(named) & set(found):
        if keyword(found[key], "play") != named[key].player:
            problems.append(f"explore({key[0]}) in book/{key[1]}.ipynb plays {keyword(found[key], 'play')!r}, "
                            f"the registry says {named[key].player!r}")
        parameters = render_parameters(*key)
        problems += [f"a live setting of {key[0]} sets {sorted(set(values) - parameters)}, which it does not take"
                     for values in named[key].live if set(values) - parameters]
    return problems


def render_parameters(render: str, page: str) -> set[str]:
    """The parameters of the render function ``render`` that the notebook defines."""
    return {argument.arg for tree in code_trees(page) for node in ast.walk(tree)
            if isinstance(node, ast.FunctionDef) and node.name == render
            for argument in node.args.posonlyargs + node.args.args + node.args.kwonlyargs}


def check_steppers(chapter: Chapter) -> list[str]:
    named = {(entry.tracer, where(chapter, entry.further)): entry for entry in chapter.steppers}
    found = {(first_name(call), page): call for page in chapter.notebooks for call in calls_of(page, "step_through")}
    problems = [f"book/{page}.ipynb has no step_through({tracer}), which the registry names"
                for tracer, page in named if (tracer, page) not in found]
    problems += [f"book/{page}.ipynb has step_through({tracer}), which the registry does not name"
                 for tracer, page in found if (tracer, page) not in named]
    for key in set(named) & set(found):
        if keyword(found[key], "initial") != named[key].first:
            problems.append(f"step_through({key[0]}) in book/{key[1]}.ipynb starts at "
                            f"{keyword(found[key], 'initial')!r}, the registry says {named[key].first!r}")
    problems += [f"boardpuzzles.book.steppers has no tracer {entry.tracer}" for entry in chapter.steppers
                 if not (entry.tracer.startswith("trace_") and callable(getattr(steppers, entry.tracer, None)))]
    return problems


def check_exercises(chapter: Chapter) -> list[str]:
    try:  # the index (the package) reads the registry: another chapter's missing module stops it
        module = importlib.import_module(chapter.exercises)
        index, problems = importlib.import_module("boardpuzzles.exercises"), []
    except ModuleNotFoundError as error:
        if error.name == chapter.exercises:
            return [f"the exercise module {chapter.exercises} is missing"]
        return [f"the exercises' index (boardpuzzles.exercises) cannot be imported: {error}"]
    names = getattr(module, "_SIGNATURES", {})
    if not names:
        return [f"{chapter.exercises} checks no exercise (its _SIGNATURES is empty or missing)"]
    short = chapter.exercises.removeprefix("boardpuzzles.exercises.")
    if not re.search(rf"^ *``{short}`` +chapter {chapter.number}:", index.__doc__, flags=re.M):
        problems.append(f"the exercises' index (boardpuzzles.exercises) lists no ``{short}`` for chapter "
                        f"{chapter.number} in its table of modules")
    called = {first for page in chapter.notebooks for tree in code_trees(page) for node in ast.walk(tree)
              if isinstance(node, ast.Call) and (first := getattr(node.func, "id", None))}
    for name in names:
        check = f"check_{name}"
        exercise = index.EXERCISES.get(name)
        if exercise is None or exercise.chapter != chapter.number:
            problems.append(f"the exercises' index has no {name} for chapter {chapter.number} (EXERCISES)")
        if check not in index.__all__ or getattr(index, check, None) is not getattr(module, check, None):
            problems.append(f"the exercises' index does not export {check} (boardpuzzles.exercises.__all__)")
        if check not in called:
            problems.append(f"no notebook of the chapter calls {check}")
    return problems


@cache
def gallery_of_index() -> tuple[set[str], dict[str, str]]:
    """The pictures book/index.ipynb writes (its ``gallery`` dict), and each card's picture by the page it links."""
    written = set()
    for tree in code_trees("index"):
        for node in ast.walk(tree):
            if isinstance(node, ast.Assign) and any(getattr(t, "id", None) == "gallery" for t in node.targets):
                written.update(key.value for key in node.value.keys if isinstance(key, ast.Constant))
    cards = {}
    for card in markdown("index").split(":::{grid-item-card}")[1:]:
        link = re.search(r"^:link: (\S+)", card, flags=re.M)
        image = re.search(r"\(images/gallery-([\w-]+)\.png\)", card.split("\n:::")[0])
        if link and image:
            cards[link[1]] = image[1]
    return written, cards


def check_gallery(chapter: Chapter) -> list[str]:
    written, cards = gallery_of_index()
    problems = []
    if chapter.gallery not in written:
        problems.append(f"book/index.ipynb does not write images/gallery-{chapter.gallery}.png (its gallery dict)")
    if cards.get(chapter.page) != chapter.gallery:
        problems.append(f"book/index.ipynb's card for {chapter.page} shows "
                        f"{cards.get(chapter.page) and f'gallery-{cards[chapter.page]}.png'}, not "
                        f"gallery-{chapter.gallery}.png")
    problems += [f"book/images/{name} is missing" for name in
                 (f"gallery-{chapter.gallery}.png", f"gallery-{chapter.gallery}-dark.png")
                 if not (BOOK / "images" / name).exists()]
    return problems


def check_program_section(chapter: Chapter) -> list[str]:
    headings = re.findall(r"^#+ (.+?)\s*$", markdown(chapter.page), flags=re.M)
    return [] if chapter.program_section in headings else [
        f"book/{chapter.page}.ipynb has no heading {chapter.program_section!r}"]


def check_practice(chapter: Chapter) -> list[str]:
    """The chapter's "Your turn" exercises: one ``your_turn("X")`` cell each, on the page the registry says."""
    from boardpuzzles.practice import EXERCISES

    named = {(entry.letter, where(chapter, entry.further)) for entry in chapter.practice}
    found = [(keyword_or_first(call), page) for page in chapter.notebooks for call in calls_of(page, "your_turn")]
    problems = [f"book/{page}.ipynb has no your_turn({letter!r}), which the registry names"
                for letter, page in sorted(named) if (letter, page) not in found]
    problems += [f"book/{page}.ipynb has your_turn({letter!r}), which the registry does not name"
                 for letter, page in found if (letter, page) not in named]
    problems += [f"book/{page}.ipynb has your_turn({letter!r}) {found.count((letter, page))} times"
                 for letter, page in sorted(set(found)) if found.count((letter, page)) > 1]
    problems += [f"no exercise has the letter {entry.letter!r} (boardpuzzles.practice.EXERCISES)"
                 for entry in chapter.practice if entry.letter not in EXERCISES]
    if not chapter.practice:
        problems.append("the registry names no practice exercise (Your turn) for it")
    return problems


def keyword_or_first(call: ast.Call):
    """The first argument of a call, as a Python value (``your_turn("Q")``'s ``"Q"``)."""
    try:
        return ast.literal_eval(call.args[0]) if call.args else None
    except ValueError:
        return ast.unparse(call.args[0])


def imports_needed(chapter: Chapter) -> set[str]:
    """The modules of boardpuzzles.book the page's Python imports for the chapter: those its cells import that the
    browser can have (knights_cells), and those each stepper's shipped code imports."""
    modules = {module for page in chapter.notebooks for module in imported_modules(page)}
    needed = {module for module in modules
              if module.startswith("boardpuzzles.book.") and knights_cells.lacks_module(module) == module}
    for entry in chapter.steppers:
        tracer = getattr(steppers, entry.tracer, None)
        if tracer is not None:
            code = ast.parse(render_source(tracer))
            needed |= {node.module for node in ast.walk(code) if isinstance(node, ast.ImportFrom)
                       and (node.module or "").startswith("boardpuzzles.book.")}
    return needed


def check_imports(chapter: Chapter) -> list[str]:
    needed, named = imports_needed(chapter), set(chapter.imports)
    return ([f"the page's Python imports {module}, which the registry's imports lack" for module in
             sorted(needed - named)]
            + [f"the registry's imports name {module}, which no cell or stepper of the chapter imports" for module in
               sorted(named - needed)])


#: Every piece of a chapter, by its name, and the check that says what a chapter lacks of it.
PIECES = {
    "notebooks": check_notebooks,
    "table of contents": check_table_of_contents,
    "title": check_title,
    "source article": check_source,
    "explorers": check_explorers,
    "steppers": check_steppers,
    "exercises": check_exercises,
    "gallery picture": check_gallery,
    "program section": check_program_section,
    "page's imports": check_imports,
    "practice": check_practice,
}


@pytest.mark.parametrize("piece", PIECES)
@pytest.mark.parametrize("chapter", CHAPTERS, ids=[chapter.page for chapter in CHAPTERS])
def test_each_chapter_has_every_piece_the_registry_names(chapter, piece):
    missing = PIECES[piece](chapter)
    assert missing == [], f"chapter {chapter.number} ({chapter.page}), its {piece}: " + "; ".join(missing)


# --- the registry as a whole ---------------------------------------------------------------------------


def test_the_chapters_are_numbered_in_order_and_named_by_their_number():
    assert [chapter.number for chapter in CHAPTERS] == list(range(1, len(CHAPTERS) + 1))
    assert [chapter.page[:3] for chapter in CHAPTERS] == [f"{chapter.number:02d}_" for chapter in CHAPTERS]
    for field in ("page", "title", "source", "exercises", "gallery"):
        values = [getattr(chapter, field) for chapter in CHAPTERS]
        assert len(set(values)) == len(values), f"two chapters share a {field}: {values}"


def test_every_chapter_notebook_and_every_chapter_of_the_table_of_contents_is_in_the_registry():
    named = {page for chapter in CHAPTERS for page in chapter.notebooks}
    notebooks = {path.stem for path in BOOK.glob("[0-9][0-9]_*.ipynb")}
    assert notebooks - named == set(), f"notebooks boardpuzzles.chapters does not name: {sorted(notebooks - named)}"
    toc = toc_chapters()
    assert list(toc) == [chapter.page for chapter in CHAPTERS], "_toc.yml's chapters are not the registry's, in order"
    extra = {section for sections in toc.values() for section in sections} - named
    assert extra == set(), f"_toc.yml has chapter sections the registry does not name: {sorted(extra)}"


def test_the_registry_s_lookups_say_what_is_not_there():
    with pytest.raises(NumberError, match="there is no chapter 0"):
        chapter_numbered(0)
    first = chapter_numbered(1)
    with pytest.raises(BookError, match="has no explorer of nothing_picture"):
        first.explorer("nothing_picture")
    alone = dataclasses.replace(first, further=False)  # a chapter without a companion page
    assert alone.companion is None and alone.notebooks == (first.page,)
    with pytest.raises(BookError, match="has no companion page"):
        alone.html(further=True)


# --- the checks themselves: a broken entry is named -----------------------------------------------------


BROKEN = [
    ("notebooks", {"page": "06_nowhere"}, "book/06_nowhere.ipynb is missing"),
    ("table of contents", {"page": "06_nowhere"}, "_toc.yml's numbered part has no `file: book/06_nowhere`"),
    ("title", {"title": "Elsewhere"}, "title is 'Where can a knight go?', not 'Elsewhere'"),
    ("source article", {"source": "seed009"}, "book/references.bib has no entry seed009"),
    ("source article", {"source": "seed003"}, "seed003's note does not say it is behind chapter 1"),
    ("explorers", {"explorers": (ExplorerEntry("jumps_on_board"),)},
     "book/01_knight_moves_further.ipynb has explore(heatmap_picture), which the registry does not name"),
    ("explorers", {"explorers": (ExplorerEntry("jumps_on_board", further=True),
                                 ExplorerEntry("heatmap_picture", further=True))},
     "book/01_knight_moves.ipynb has explore(jumps_on_board), which the registry does not name"),
    ("explorers", {"explorers": (ExplorerEntry("jumps_on_board", player="row"),
                                 ExplorerEntry("heatmap_picture", further=True))},
     "explore(jumps_on_board) in book/01_knight_moves.ipynb plays None, the registry says 'row'"),
    ("explorers", {"explorers": (ExplorerEntry("jumps_on_board", live=({"size": 9, "colour": "red"},)),
                                 ExplorerEntry("heatmap_picture", further=True))},
     "a live setting of jumps_on_board sets ['colour'], which it does not take"),
    ("steppers", {"steppers": ()},
     "book/01_knight_moves.ipynb has step_through(trace_offsets), which the registry does not name"),
    ("steppers", {"steppers": (StepperEntry("trace_offsets", {"size": 8, "row": 1, "column": 1}),)},
     "starts at {'size': 8, 'row': 4, 'column': 5}, the registry says {'size': 8, 'row': 1, 'column': 1}"),
    ("steppers", {"steppers": (StepperEntry("trace_offsets", {"size": 8, "row": 4, "column": 5}),
                               StepperEntry("trace_nothing", {}))},
     "boardpuzzles.book.steppers has no tracer trace_nothing"),
    ("exercises", {"exercises": "boardpuzzles.exercises.nowhere"},
     "the exercise module boardpuzzles.exercises.nowhere is missing"),
    ("exercises", {"exercises": "boardpuzzles.exercises.fewest_moves"},
     "the exercises' index has no next_layer for chapter 1 (EXERCISES)"),
    ("gallery picture", {"gallery": "bfs"}, "book/index.ipynb's card for 01_knight_moves shows gallery-knight.png"),
    ("gallery picture", {"gallery": "queen"}, "book/index.ipynb does not write images/gallery-queen.png"),
    ("program section", {"program_section": "The program"},
     "book/01_knight_moves.ipynb has no heading 'The program'"),
    ("practice", {"practice": ()}, "the registry names no practice exercise (Your turn) for it"),
    ("practice", {"practice": (PracticeEntry("M"),)},
     "book/01_knight_moves_further.ipynb has your_turn('L'), which the registry does not name"),
    ("practice", {"practice": (PracticeEntry("M"), PracticeEntry("L"))},
     "book/01_knight_moves.ipynb has no your_turn('L'), which the registry names"),
    ("practice", {"practice": (PracticeEntry("M"), PracticeEntry("L", further=True), PracticeEntry("X"))},
     "no exercise has the letter 'X'"),
    ("page's imports", {"imports": ()},
     "the page's Python imports boardpuzzles.book.listing, which the registry's imports lack"),
    ("page's imports", {"imports": ("boardpuzzles.book.listing", "boardpuzzles.book.steppers",
                                    "boardpuzzles.book.quiz")},
     "the registry's imports name boardpuzzles.book.quiz, which no cell or stepper of the chapter imports"),
]


@pytest.mark.parametrize(("piece", "change", "said"), BROKEN, ids=[f"{piece}-{k}" for k, (piece, _, _) in
                                                                   enumerate(BROKEN)])
def test_a_broken_entry_is_named_by_its_piece_s_check(piece, change, said):
    broken = dataclasses.replace(chapter_numbered(1), **change)
    missing = PIECES[piece](broken)
    assert any(said in sentence for sentence in missing), missing
