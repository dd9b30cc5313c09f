"""The book on paper: the student's edition and the teacher's edition, printed from the built website.

``make pdf`` (``python -m boardpuzzles.book.editions``) opens each page of the built website in headless
Chromium, waits until every figure and control has drawn, prints it with the site's print stylesheet (controls
hidden, an explorer's picture, a stepper's chosen moments, a question numbered) and joins the pages with pypdf
into one PDF per edition, with a cover, a contents page, bookmarks and page numbers:

- **the student's edition**: the start page, "How to read", every chapter and its companion, the glossary and
  the references; no solution printed;
- **the teacher's edition**: the same and the instructors' page first; every solution printed, and at the end of
  each page an *answer key*: the right answer and its reason for every "check yourself" question, in the order
  the page numbers them, and every step's answer of the "Your turn" instance the page prints. The instructors'
  page gets the answers of its ready assignments.

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

import argparse
import functools
import html
import io
import json
import sys
from dataclasses import dataclass
from pathlib import Path

from boardpuzzles.errors import BookError

#: Text as HTML's text (only &, < and > escaped).
_text = functools.partial(html.escape, quote=False)

#: The editions, by name, and what a reader is told each holds.
EDITIONS = {
    "student": "The student's edition: every chapter, its questions and exercises, no solutions.",
    "teacher": "The teacher's edition: every chapter with its solutions, an answer key at each page's end, "
               "and the instructors' page.",
}

#: The paper sizes ``make pdf`` prints on (Chromium's names).
PAPERS = ("A4", "Letter")

#: The pages of the table of contents that the editions leave out: reference pages read on a screen (the
#: package's API, the measurements, the command line) rather than on paper.
LEFT_OUT = {"book/api", "book/performance", "book/comparison", "book/command_line"}

#: The page only the teacher's edition prints.
INSTRUCTORS = "book/instructors"

# A widget's view in a page: the script tag MyST-NB writes for each (test_widget_bundle.py waits the same way).
VIEW_TYPE = "application/vnd.jupyter.widget-view+json"

# Every figure and every widget of the page, drawn: lazy figures asked for now, then every widget's view
# loaded and drawn (the site's bundle, book/_static/widgets, loads them as they near the screen).
_EAGER = "() => { for (const image of document.images) if (image.loading === 'lazy') image.loading = 'eager'; }"
_LOAD_ALL = """() => Promise.race([
    (window.knightsWidgets.loadAll ? window.knightsWidgets.loadAll() : window.knightsWidgets.ready)
        .then(() => "ready", (error) => "failed: " + error),
    new Promise((resolve) => setTimeout(() => resolve("timed out"), 60000)),
])"""
_DRAWN = f"""() => Array.from(document.querySelectorAll('script[type="{VIEW_TYPE}"]')).every((tag) => {{
    const area = tag.previousElementSibling;
    return area && area.classList.contains('widget-subarea') && area.firstElementChild
        && area.firstElementChild.childElementCount > 0;
}})"""
_FIGURES = "() => Array.from(document.images).every((image) => image.complete)"

# What the teacher's key needs from a printed page: its title, its questions (sealed, in document order: the
# order the print stylesheet numbers them) and the code of each "Your turn" instance it prints.
_READ_PAGE = """() => ({
    title: (document.querySelector('article h1') || document.querySelector('h1') || {}).textContent || document.title,
    questions: Array.from(document.querySelectorAll('[data-kp-question]'), (q) => q.getAttribute('data-kp-question')),
    practice: Array.from(document.querySelectorAll('.kp-practice[data-code]'), (p) => p.dataset.code),
})"""

# The pictures a printed page shows: every image and outermost SVG drawing in the article, laid out for print and
# larger than an icon (the tests compare their number with the figures and widgets the page has).
_PICTURES = """() => {
    const article = document.querySelector('article.bd-article') || document.body;
    return Array.from(article.querySelectorAll('img, svg')).filter((picture) => {
        if (picture.tagName.toLowerCase() === 'svg' && picture.parentElement.closest('svg')) return false;
        const box = picture.getBoundingClientRect();
        return box.width >= 40 && box.height >= 40 && getComputedStyle(picture).visibility !== 'hidden';
    }).length;
}"""

# The edition's own style (its page numbers), replacing the one set for the edition printed before.
_SET_STYLE = """(css) => {
    let style = document.getElementById('kp-edition-style');
    if (!style) {
        style = document.createElement('style');
        style.id = 'kp-edition-style';
        document.head.append(style);
    }
    style.textContent = css;
}"""

# The code a printed page shows: the text of each program, output and listing laid out for print (the tests find
# every line of it in the PDF: a line cut at the page's edge loses its end).
_CODE = """() => {
    const article = document.querySelector('article.bd-article') || document.body;
    return Array.from(article.querySelectorAll('pre')).filter((pre) => pre.getClientRects().length
        && getComputedStyle(pre).visibility !== 'hidden').map((pre) => pre.innerText);
}"""

# Where the key goes: after the page's last section, inside the article, so it prints with the page's style.
_APPEND_KEY = """(markup) => {
    const article = document.querySelector('article.bd-article') || document.querySelector('main') || document.body;
    const holder = document.createElement('div');
    holder.innerHTML = markup;
    article.append(...holder.childNodes);
}"""

_KEY_STYLE = """
.kp-answer-key { break-before: page; font-size: 0.9rem; }
.kp-answer-key h2 { margin-top: 0; }
.kp-answer-key ol.kp-key-steps { columns: 2; column-gap: 2em; font-size: 0.85rem; }
.kp-answer-key ol.kp-key-steps li { break-inside: avoid; }
.kp-answer-key .kp-key-answer { margin: 0.1em 0 0.6em 0; }
"""


def wait_until_drawn(page, timeout_ms: int = 120_000) -> str:
    """Wait until every figure and widget of an opened page has drawn; say ``"ready"`` or what went wrong.

    Parameters
    ----------
    page : playwright.sync_api.Page
        A page of the built website, loaded.
    timeout_ms : int
        How long each wait may take.

    Returns
    -------
    str
        ``"ready"``, or the reason the widgets did not load (``"timed out"``, ``"failed: ..."``).
    """
    page.evaluate(_EAGER)
    if page.locator(f'script[type="{VIEW_TYPE}"]').count():
        page.wait_for_function("() => window.knightsWidgets !== undefined", timeout=timeout_ms)
        answer = page.evaluate(_LOAD_ALL)
        if answer != "ready":
            return answer
        page.wait_for_function(_DRAWN, timeout=timeout_ms)
    page.wait_for_function(_FIGURES, timeout=timeout_ms)
    return "ready"


# --- what goes in an edition ------------------------------------------------------------------------------


def toc_pages(toc: dict) -> list[str]:
    """Every page of a Jupyter Book table of contents (``_toc.yml``, read), in the order the book gives them.

    Parameters
    ----------
    toc : dict
        The table of contents: ``root`` and ``parts`` of ``chapters``, each with optional ``sections``.

    Examples
    --------
    >>> toc_pages({"root": "book/index", "parts": [{"chapters": [
    ...     {"file": "book/a", "sections": [{"file": "book/a_more"}]}, {"file": "book/b"}]}]})
    ['book/index', 'book/a', 'book/a_more', 'book/b']
    """
    pages = [toc["root"]]

    def walk(entries):
        for entry in entries:
            pages.append(entry["file"])
            walk(entry.get("sections", []))

    for part in toc.get("parts", []):
        walk(part.get("chapters", []))
    return pages


def edition_pages(pages: list[str], edition: str) -> list[str]:
    """The pages an edition prints, in the book's order: the teacher's begins with the instructors' page.

    Parameters
    ----------
    pages : list of str
        The book's pages (:func:`toc_pages`).
    edition : str
        ``"student"`` or ``"teacher"`` (:data:`EDITIONS`).

    Raises
    ------
    BookError
        For an edition the book does not have.

    Examples
    --------
    >>> book = ["book/index", "book/instructors", "book/01_knight_moves", "book/api", "book/glossary"]
    >>> edition_pages(book, "student")
    ['book/index', 'book/01_knight_moves', 'book/glossary']
    >>> edition_pages(book, "teacher")
    ['book/instructors', 'book/index', 'book/01_knight_moves', 'book/glossary']
    """
    if edition not in EDITIONS:
        raise BookError(f"the book has the editions {', '.join(EDITIONS)}, not {edition!r}")
    printed = [page for page in pages if page not in LEFT_OUT and page != INSTRUCTORS]
    if edition == "teacher" and INSTRUCTORS in pages:
        printed.insert(0, INSTRUCTORS)
    return printed


# --- the teacher's answers --------------------------------------------------------------------------------


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
    """What the teacher's key needs of one printed page (read in the browser), and its answers."""

    path: str
    title: str
    questions: tuple[dict, ...]
    practice: tuple[str, ...]
    pictures: int = 0
    code: tuple[str, ...] = ()


def answer_key_html(page: PrintedPage, assignments: tuple = ()) -> str:
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
                         f'{_text(sealed["question"])}</p>'
                         f'<p class="kp-key-answer">Answer: <strong>{_text(answer)}</strong>. '
                         f'{_text(reason)}</p>')
    for code in page.practice:
        parts.append(_practice_key(code, f"Your turn: the instance {code}"))
    for assignment in assignments:
        parts.append(f"<h3>{_text(assignment.title)}</h3>")
        parts += [_practice_key(code, f"Instance {code}", level=4) for code in assignment.codes]
    if not parts:
        return ""
    return (f'<section class="kp-answer-key"><h2>Answer key: {_text(page.title)}</h2>'
            "<p>For the teacher: each answer as the package computes it.</p>" + "".join(parts) + "</section>")


def _practice_key(code: str, heading: str, level: int = 3) -> str:
    from boardpuzzles.practice import deal

    script = deal(code)
    steps = "".join(f"<li>{_text(step.said)}</li>" for step in script.steps)
    return (f"<h{level}>{_text(heading)}</h{level}><p>{_text(script.title)}</p>"
            f'<ol class="kp-key-steps">{steps}</ol>')


# --- printing ---------------------------------------------------------------------------------------------


def _page_style(first_page: int, edition: str, title: str) -> str:
    """The paper's margins and each page's number, counted over the whole edition (Chromium's @page boxes)."""
    said = f"Knights and Pegs · {'the teacher' if edition == 'teacher' else 'the student'}'s edition"
    return (f"@page {{ margin: 16mm 15mm 18mm; "
            f"@bottom-left {{ content: {_css_string(said + ' · ' + title)}; font: 8pt sans-serif; color: #444; }} "
            f"@bottom-right {{ content: counter(page); font: 8pt sans-serif; color: #444; }} }}\n"
            f"html {{ counter-reset: page {first_page - 1}; }}\n")


def _css_string(text: str) -> str:
    r"""``text`` as a CSS string: quoted, its quotes and backslashes escaped, every other letter as it is.

    >>> print(_css_string('say "hi" · 3'))
    "say \"hi\" · 3"
    """
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def open_page(tab, url: str) -> None:
    """Open a page of the built website in ``tab`` and wait until every figure and control has drawn."""
    tab.emulate_media(media="screen")
    tab.goto(url, wait_until="load", timeout=120_000)
    ready = wait_until_drawn(tab)
    if ready != "ready":
        raise BookError(f"the page {url} did not finish drawing its figures and controls: {ready}")


def print_open_page(tab, path: str, edition: str, paper: str, first_page: int, assignments: tuple = ()):
    """Print the page open in ``tab`` (the book's ``path``) for an edition: ``(PrintedPage, PDF bytes)``.

    The student's edition is printed first: the teacher's adds its answer key to the page.
    """
    tab.evaluate("(edition) => { const root = document.documentElement;"
                 " root.classList.remove('kp-edition-student', 'kp-edition-teacher');"
                 " root.classList.add('kp-edition-' + edition); }", edition)
    tab.emulate_media(media="print")
    # what the page draws for print only (a stepper's moments, a Your turn's sheet) is drawn at "beforeprint":
    # drawn now, it is counted below (page.pdf draws it again as it prints)
    tab.evaluate("() => window.dispatchEvent(new Event('beforeprint'))")
    read = tab.evaluate(_READ_PAGE)
    page = PrintedPage(path, " ".join(read["title"].split()).rstrip("#").strip(),
                       tuple(json.loads(q) for q in read["questions"]), tuple(read["practice"]),
                       tab.evaluate(_PICTURES), tuple(tab.evaluate(_CODE)))
    style = _page_style(first_page, edition, page.title)
    if edition == "teacher":
        style += _KEY_STYLE
        key = answer_key_html(page, assignments)
        if key and not tab.locator(".kp-answer-key").count():
            tab.evaluate(_APPEND_KEY, key)
    tab.evaluate(_SET_STYLE, style)
    return page, tab.pdf(format=paper, print_background=True)


def front_matter_html(edition: str, contents: list[tuple[str, int]]) -> str:
    """The cover and contents of an edition: its title, what it holds, and each page's first page number.

    Parameters
    ----------
    edition : str
        ``"student"`` or ``"teacher"``.
    contents : list of (str, int)
        Each printed page's title and the number of its first page.

    Examples
    --------
    >>> front = front_matter_html("student", [("Where can a knight go?", 3)])
    >>> "The student's edition" in front and '<span class="kp-page">3</span>' in front
    True
    """
    rows = "".join(f'<li><span class="kp-title">{_text(title)}</span><span class="kp-page">{number}</span></li>'
                   for title, number in contents)
    return f"""<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Knights and Pegs</title><style>
@page {{ margin: 20mm 18mm; @bottom-right {{ content: counter(page, lower-roman); font: 8pt sans-serif; }} }}
body {{ font-family: "DejaVu Sans", sans-serif; color: #111; }}
.kp-cover {{ height: 230mm; display: flex; flex-direction: column; justify-content: center; break-after: page; }}
.kp-cover h1 {{ font-size: 34pt; margin: 0 0 4mm; }}
.kp-cover p {{ font-size: 13pt; max-width: 140mm; }}
ol.kp-contents {{ list-style: none; padding: 0; font-size: 11pt; }}
ol.kp-contents li {{ display: flex; gap: 1em; border-bottom: 1px dotted #999; padding: 1.5mm 0; }}
ol.kp-contents .kp-title {{ flex: 1; }}
</style></head><body>
<section class="kp-cover"><h1>Knights and Pegs</h1><p><strong>{_text(EDITIONS[edition].split(":")[0])}</strong></p>
<p>{_text(EDITIONS[edition].split(": ", 1)[1])}</p>
<p>Printed from the website, whose explorers, steppers and exercises are live; each figure here is the one the
page shows first.</p></section>
<h2>Contents</h2><ol class="kp-contents">{rows}</ol></body></html>"""


def join_edition(edition: str, paper: str, printed: list[dict], front: bytes, target: Path) -> dict:
    """Join an edition's front matter and printed pages into one PDF, with bookmarks and page labels."""
    from pypdf import PdfReader, PdfWriter

    writer = PdfWriter()
    writer.append(PdfReader(io.BytesIO(front)))
    front_count = len(writer.pages)
    writer.set_page_label(0, front_count - 1, style="/r")
    for entry in printed:
        start = len(writer.pages)
        writer.append(PdfReader(io.BytesIO(entry.pop("pdf"))))
        writer.add_outline_item(title=entry["title"], page_number=start)
    writer.set_page_label(front_count, len(writer.pages) - 1, style="/D")
    writer.add_metadata({"/Title": f"Knights and Pegs: {EDITIONS[edition].split(':')[0].removeprefix('The ')}",
                         "/Author": "The Knights and Pegs authors"})
    with target.open("wb") as file:
        writer.write(file)
    return {"edition": edition, "pdf": str(target), "paper": paper, "front": front_count, "pages": printed}


def build(site: Path, out: Path, *, paper: str = "A4", editions=tuple(EDITIONS), toc: Path | None = None,
          browser=None) -> dict:
    """Build the editions from the built website ``site`` into ``out``; return what each holds (also written to
    ``out/editions.json``).

    Parameters
    ----------
    site, out : Path
        The built website (``make book``) and the folder the PDFs go to.
    paper : str
        ``"A4"`` or ``"Letter"``.
    editions : tuple of str
        Which editions to print (:data:`EDITIONS`).
    toc : Path, optional
        The table of contents (the book's ``_toc.yml``).
    browser : playwright.sync_api.Browser, optional
        A Chromium to print with; by default one is started (Debian's headless shell where installed).

    Raises
    ------
    BookError
        For a paper or an edition the book does not print, or no built website.
    """
    import yaml
    from playwright.sync_api import sync_playwright
    from pypdf import PdfReader

    if paper not in PAPERS:
        raise BookError(f"the editions print on {' or '.join(PAPERS)} paper, not {paper!r}")
    if not (site / "index.html").exists():
        raise BookError(f"no built website in {site}: run `make book` first")
    toc = toc or Path(__file__).resolve().parents[3] / "_toc.yml"
    pages = toc_pages(yaml.safe_load(toc.read_text(encoding="utf-8")))
    wanted = {edition: edition_pages(pages, edition) for edition in editions}  # an unknown edition is said first
    out.mkdir(parents=True, exist_ok=True)
    if browser is None:
        with sync_playwright() as playwright:
            started = playwright.chromium.launch(executable_path=_chromium(), args=["--no-sandbox"])
            try:
                return build(site, out, paper=paper, editions=editions, toc=toc, browser=started)
            finally:
                started.close()
    try:
        from boardpuzzles.practice.assignments import ASSIGNMENTS
    except ImportError:  # a book without ready assignments
        ASSIGNMENTS = ()
    printed = {edition: [] for edition in editions}
    tab = browser.new_page(viewport={"width": 900, "height": 1200}, color_scheme="light")
    try:
        # each page opened once, and printed for every edition that has it (the student's first)
        # in the teacher's order (the instructors' page first), which holds the student's in its order
        order = max(wanted.values(), key=len)
        for path in order:
            html_file = (site / f"{path}.html").resolve()
            if not html_file.exists():
                raise BookError(f"the built website has no page {html_file}: build it first (make book)")
            open_page(tab, html_file.as_uri())
            for edition in sorted(editions, key=list(EDITIONS).index):
                if path not in wanted[edition]:
                    continue
                first = 1 + sum(entry["count"] for entry in printed[edition])
                page, pdf = print_open_page(tab, path, edition, paper, first,
                                            ASSIGNMENTS if path == INSTRUCTORS else ())
                printed[edition].append({"path": path, "title": page.title, "first": first,
                                         "count": len(PdfReader(io.BytesIO(pdf)).pages), "pdf": pdf,
                                         "questions": len(page.questions), "practice": list(page.practice),
                                         "pictures": page.pictures, "code": list(page.code)})
        made = {}
        for edition in editions:
            in_order = printed[edition]
            tab.emulate_media(media="screen")
            tab.set_content(front_matter_html(edition, [(entry["title"], entry["first"]) for entry in in_order]))
            front = tab.pdf(format=paper, print_background=True)
            made[edition] = join_edition(edition, paper, in_order, front,
                                         out / f"knights-and-pegs-{edition}-{paper.lower()}.pdf")
    finally:
        tab.close()
    (out / "editions.json").write_text(json.dumps(made, indent=1, ensure_ascii=False), encoding="utf-8")
    return made


def _chromium() -> str | None:
    """Debian's Chromium headless shell or Chromium where installed, else Playwright's own (None)."""
    import shutil

    return shutil.which("chromium-headless-shell") or shutil.which("chromium")


def main(argv: list[str] | None = None) -> int:
    """``python -m boardpuzzles.book.editions``: print both editions of the built website."""
    parser = argparse.ArgumentParser(prog="python -m boardpuzzles.book.editions", description=__doc__.split("\n")[0])
    parser.add_argument("--site", type=Path, default=Path("_build/html"), help="the built website (make book)")
    parser.add_argument("--out", type=Path, default=Path("_build/pdf"), help="where the PDFs go")
    parser.add_argument("--paper", default="A4", choices=PAPERS, help="the paper size (default A4)")
    parser.add_argument("--edition", choices=tuple(EDITIONS), action="append",
                        help="print only this edition (repeatable; default both)")
    args = parser.parse_args(argv)
    try:
        made = build(args.site, args.out, paper=args.paper, editions=tuple(args.edition or EDITIONS))
    except BookError as error:
        print(f"make pdf: {error}", file=sys.stderr)
        return 2
    for edition, what in made.items():
        pages = what["front"] + sum(entry["count"] for entry in what["pages"])
        print(f"{edition}'s edition: {what['pdf']} ({pages} pages, {len(what['pages'])} of the book's pages)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
