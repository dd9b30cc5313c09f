"""The book on paper (``make pdf``): both editions printed from the built website, then read back as PDFs.

Each check reads the PDFs themselves (pypdf: their text, their images, where each line of code ends) against what
the website and the package say: the chapters of the registry, the figures of each built page, the questions each
page asks (unsealed here, as the page's script checks them), the practice instances dealt again from their codes.
"""

from __future__ import annotations

import html
import json
import re
import unicodedata
from collections import Counter
from pathlib import Path

import pytest
from PIL import Image
from pypdf import PdfReader
from test_widget_bundle import SITE

from boardpuzzles.book import editions as paper
from boardpuzzles.book.answer_key import practice_answers, question_answer
from boardpuzzles.book.quiz import unseal
from boardpuzzles.chapters import CHAPTERS
from boardpuzzles.errors import BookError

pytestmark = pytest.mark.browser


@pytest.fixture(scope="session")
def printed(browser, tmp_path_factory):
    """Both editions, printed once as ``make pdf`` prints them (with the test process's Chromium: a second
    Playwright may not start beside the first), and each PDF read back. Once a test process, not once a module:
    pytest-xdist may run another file's tests between this file's, and a module's fixture is then made again."""
    out = tmp_path_factory.mktemp("pdf")
    made = paper.build(SITE, out, browser=browser)
    assert json.loads((out / "editions.json").read_text(encoding="utf-8")) == made
    return {edition: Edition(what) for edition, what in made.items()}


class Edition:
    """One printed edition: its pages as the builder listed them, and its PDF, read page by page."""

    def __init__(self, what: dict):
        self.what = what
        self.reader = PdfReader(what["pdf"])
        self.front = what["front"]
        self._texts: dict[int, str] = {}

    def pages_of(self, entry: dict) -> range:
        """The PDF's page indexes of one printed page of the book (after the cover and contents)."""
        start = self.front + entry["first"] - 1
        return range(start, start + entry["count"])

    def text(self, index: int) -> str:
        """A PDF page's text, its white space one space (read once; NFKC: the ligatures ﬁ and ﬀ as letters)."""
        if index not in self._texts:
            text = unicodedata.normalize("NFKC", self.reader.pages[index].extract_text())
            self._texts[index] = " ".join(text.split())
        return self._texts[index]

    def text_of(self, entry: dict) -> str:
        return " ".join(self.text(index) for index in self.pages_of(entry))

    def entry(self, path: str) -> dict:
        return next(entry for entry in self.what["pages"] if entry["path"] == path)


def static_questions(path: str) -> list[dict]:
    """The questions a built page asks, in document order, as the page holds them (sealed)."""
    text = (SITE / f"{path}.html").read_text(encoding="utf-8")
    return [json.loads(html.unescape(found)) for found in re.findall(r'data-kp-question="([^"]*)"', text)]


def light_images(path: str) -> list[Path]:
    """The raster figures a built page shows in light mode (a dark twin, ``only-dark``, is not printed)."""
    text = (SITE / f"{path}.html").read_text(encoding="utf-8")
    found = []
    for tag in re.findall(r"<img [^>]*>", text):
        source = re.search(r'src="([^"]+)"', tag)
        if "only-dark" in tag or not source or source.group(1).startswith("data:"):
            continue
        file = (SITE / path).parent / html.unescape(source.group(1))
        if file.suffix.lower() in {".png", ".jpg", ".jpeg"}:
            found.append(file.resolve())
    return found


# --- what each edition holds -------------------------------------------------------------------------------


def test_every_chapter_and_its_companion_is_in_both_editions_under_its_own_title(printed):
    for edition in printed.values():
        paths = [entry["path"] for entry in edition.what["pages"]]
        outline = [item.title for item in edition.reader.outline]
        for chapter in CHAPTERS:
            for page in chapter.notebooks:
                assert f"book/{page}" in paths, f"{page} is missing from {edition.what['pdf']}"
            entry = edition.entry(f"book/{chapter.page}")
            assert chapter.title in entry["title"].replace("’", "'"), (chapter.title, entry["title"])
            assert entry["title"] in outline
            first_page = edition.text(edition.pages_of(entry)[0])
            assert " ".join(chapter.title.split()[:3]) in first_page.replace("’", "'")
        numbers = [edition.entry(f"book/{chapter.page}")["first"] for chapter in CHAPTERS]
        assert numbers == sorted(numbers), "the chapters print in the book's order"
        pages = edition.front + sum(entry["count"] for entry in edition.what["pages"])
        assert len(edition.reader.pages) == pages


def test_the_teachers_edition_begins_with_the_instructors_page_and_the_students_leaves_it_out(printed):
    teacher = [entry["path"] for entry in printed["teacher"].what["pages"]]
    student = [entry["path"] for entry in printed["student"].what["pages"]]
    if (SITE / f"{paper.INSTRUCTORS}.html").exists():
        assert teacher[0] == paper.INSTRUCTORS
    assert paper.INSTRUCTORS not in student
    assert [path for path in teacher if path != paper.INSTRUCTORS] == student


def test_every_page_number_in_the_contents_is_the_page_its_title_starts_on(printed):
    for edition in printed.values():
        for entry in edition.what["pages"]:
            first = edition.pages_of(entry)[0]
            label = edition.reader.page_labels[first]
            assert label == str(entry["first"]), (entry["path"], label)
            foot = f"Knights and Pegs · the {edition.what['edition']}'s edition · "
            number = entry["first"]
            assert re.search(rf"^{number} ?{foot}|{foot}.* {number}$", edition.text(first)), \
                f"page {number} ({entry['path']}) does not print its number and the edition at its foot"


# --- every figure printed -----------------------------------------------------------------------------------


def test_every_figure_of_every_page_is_printed(printed):
    for edition in printed.values():
        for entry in edition.what["pages"]:
            wanted = Counter(Image.open(file).size for file in light_images(entry["path"]))
            drawn = Counter()
            for index in edition.pages_of(entry):
                drawn.update(image_sizes(edition.reader.pages[index]))
            missing = wanted - drawn
            assert not missing, f"{entry['path']}: figures of these pixel sizes are not in the PDF: {dict(missing)}"
            widgets = widgets_with_pictures(entry["path"])
            assert entry["pictures"] >= sum(wanted.values()) + widgets, \
                f"{entry['path']}: {entry['pictures']} pictures printed, for {sum(wanted.values())} figures " \
                f"and {widgets} explorers, steppers and exercises"


def image_sizes(page) -> list[tuple[int, int]]:
    """The pixel size of each image a PDF page draws, read from its image objects (never decoded), those inside
    its drawn forms too; an image drawn twice on a page counts once."""
    sizes, seen = [], set()

    def walk(resources):
        objects = resources.get("/XObject") if resources else None
        for reference in (objects or {}).values():
            key = getattr(reference, "idnum", None) or id(reference)
            if key in seen:
                continue
            seen.add(key)
            thing = reference.get_object()
            if thing.get("/Subtype") == "/Image":
                sizes.append((int(thing["/Width"]), int(thing["/Height"])))
            elif thing.get("/Subtype") == "/Form":
                walk(thing.get("/Resources"))

    walk(page.get("/Resources"))
    return sizes


def widgets_with_pictures(path: str) -> int:
    """How many explorers, steppers and Your turn exercises the registry puts on a page: each prints a board."""
    count = 0
    for chapter in CHAPTERS:
        for pieces in (chapter.explorers, chapter.steppers, chapter.practice):
            count += sum(f"book/{chapter.companion if piece.further else chapter.page}" == path for piece in pieces)
    return count


# --- no code cut at the page's edge --------------------------------------------------------------------------


def squeezed(text: str) -> str:
    """Text with no white space, its ligatures as letters: how a line of code is found in a PDF's text, wherever
    the PDF breaks or spaces it."""
    return re.sub(r"\s+", "", unicodedata.normalize("NFKC", text))


def code_cut_off(pdf_text: str, code: list[str]) -> list[str]:
    """The lines of code (each printed block's text) that the PDF's text lacks: a line cut at the page's edge, or
    at its box's, loses its end there."""
    found = squeezed(pdf_text)
    return [line for block in code for line in block.splitlines() if squeezed(line) not in found]


def test_no_line_of_code_is_cut_at_the_pages_edge(printed):
    for edition in printed.values():
        lines = 0
        for entry in edition.what["pages"]:
            text = edition.text_of(entry)
            cut = code_cut_off(text, entry["code"])
            assert cut == [], f"{entry['path']} in {edition.what['pdf']}: {len(cut)} lines cut, such as {cut[:3]}"
            lines += sum(bool(line.strip()) for block in entry["code"] for line in block.splitlines())
        assert lines > 1000, f"only {lines} lines of code were printed in {edition.what['pdf']}"


def test_the_code_check_finds_a_line_cut_at_its_boxs_edge(browser, tmp_path):
    long_line = "shortest = min(paths, key=len)  # " + "and a comment that runs on " * 6 + "to the end"
    tab = browser.new_page()
    tab.set_content(f"<pre style='width: 300px; overflow: hidden; white-space: pre'>{long_line}\nfits</pre>")
    tab.pdf(path=tmp_path / "cut.pdf", format="A4")
    tab.close()
    text = PdfReader(tmp_path / "cut.pdf").pages[0].extract_text()
    assert code_cut_off(text, [f"{long_line}\nfits"]) == [long_line]


# --- the teacher's answers ------------------------------------------------------------------------------------


def test_the_teachers_edition_answers_every_question_the_website_asks(printed):
    teacher = printed["teacher"]
    every_page = sorted(str(file.relative_to(SITE).with_suffix("")) for file in (SITE / "book").glob("*.html"))
    asked = 0
    for path in every_page:
        questions = static_questions(path)
        if not questions:
            continue
        text = teacher.text_of(teacher.entry(path))  # a page with questions is in the edition
        key = text[text.index("Answer key:"):]
        at = 0
        for number, sealed in enumerate(questions, start=1):
            answer, _ = question_answer(unseal(sealed))
            at = key.index(f"Question {number}.", at)
            said = " ".join(f"Answer: {answer}.".split())
            assert key.find(said, at) == key.index("Answer:", at), f"{path}, question {number}: {said!r}"
            asked += 1
    assert asked >= 25, "the website asks more questions than that"


def test_the_teachers_edition_gives_every_step_of_each_printed_practice_instance(printed):
    teacher = printed["teacher"]
    instances = 0
    for entry in teacher.what["pages"]:
        text = teacher.text_of(entry)
        for code in entry["practice"]:
            key = text[text.index(f"the instance {code}"):]
            for said in practice_answers(code):
                assert " ".join(said.split()) in key, (entry["path"], code, said)
            instances += 1
    assert instances == sum(len(chapter.practice) for chapter in CHAPTERS)


def test_the_students_edition_has_no_answer_key_and_no_solution(printed):
    student = printed["student"]
    text = " ".join(student.text(index) for index in range(len(student.reader.pages)))
    assert "Answer key" not in text
    assert "Solution to Exercise" not in text
    teacher = printed["teacher"]
    teacher_text = " ".join(teacher.text(index) for index in range(len(teacher.reader.pages)))
    assert teacher_text.count("Solution to Exercise") >= len(CHAPTERS)


def test_make_pdf_says_what_is_wrong_without_a_built_website(tmp_path, capsys):
    assert paper.print_editions(["--site", str(tmp_path / "nowhere"), "--out", str(tmp_path / "pdf")]) == 2
    assert "no built website in" in capsys.readouterr().err
    with pytest.raises(BookError, match="the book has the editions student, teacher, not 'answers'"):
        paper.build(SITE, tmp_path, editions=("answers",))
