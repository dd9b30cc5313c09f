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

The answers come from :mod:`boardpuzzles.book.answer_key`. Printing needs Playwright and pypdf (the repository's
``requirements.txt``), which a reader's install of the package does not: they are imported when the editions are
built, not before.
"""

from __future__ import annotations

import argparse
import io
import json
import sys
from pathlib import Path

from boardpuzzles.book.answer_key import KEY_STYLE, PrintedPage, answer_key_html, text_html
from boardpuzzles.errors import BookError

#: The editions, by name, and what a reader is told each holds.
EDITIONS = {
    "student": "The student's edition: every chapter, its questions and exercises, no solutions.",
    "teacher": "The teacher's edition: every chapter with its solutions, an answer key at each page's end, "
               "and the instructors' page.",
}

#: The paper sizes ``make pdf`` prints on (Chromium's names).
PAPERS = ("A4", "Letter")

#: The pages of the table of contents that the editions leave out, reference pages read on a screen (the
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

def wait_until_drawn(page, *, timeout_ms: int = 120_000) -> str:
    """Wait until every figure and widget of an opened page has drawn; say ``"ready"`` or what went wrong.

    The one place that waits for what a page of the website loads late (the browser tests wait with it too):
    every widget, loaded now and then drawn, and every figure, lazy ones asked for now. Each wait is for a
    condition, not for a time.

    Parameters
    ----------
    page : Playwright Page
        A page of the built website, loaded.
    timeout_ms : int
        How long each wait may take.

    Returns
    -------
    str
        ``"ready"``, or the reason the widgets did not load (``"timed out"``, ``"failed: ..."``).

    Examples
    --------
    >>> page = browser.new_page()                                     # doctest: +SKIP
    >>> page.goto("file:///.../_build/html/book/01_knight_moves.html")  # doctest: +SKIP
    >>> wait_until_drawn(page)                                        # doctest: +SKIP
    'ready'
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
    """Open a page of the built website in ``tab`` and wait until every figure and control has drawn.

    Parameters
    ----------
    tab : Playwright Page
        The browser's tab.
    url : str
        The page's address (a ``file://`` one works: the site's precomputed pictures need no server).

    Raises
    ------
    BookError
        When the page's widgets do not load (:func:`wait_until_drawn` says why).

    Examples
    --------
    >>> open_page(tab, (Path("_build/html") / "book/index.html").resolve().as_uri())  # doctest: +SKIP
    """
    tab.emulate_media(media="screen")
    tab.goto(url, wait_until="load", timeout=120_000)
    ready = wait_until_drawn(tab)
    if ready != "ready":
        raise BookError(f"the page {url} did not finish drawing its figures and controls: {ready}")


def print_open_page(tab, path: str, edition: str, paper: str, first_page: int, *, assignments: tuple = ()):
    """Print the page open in ``tab`` (the book's ``path``) for an edition: ``(PrintedPage, PDF bytes)``.

    The student's edition is printed first: the teacher's adds its answer key to the page.

    Parameters
    ----------
    tab : Playwright Page
        The tab where :func:`open_page` opened the page.
    path : str
        The page, as the book names it.
    edition : str
        ``"student"`` or ``"teacher"``: the class ``kp-edition-...`` the print stylesheet reads.
    paper : str
        ``"A4"`` or ``"Letter"``.
    first_page : int
        The number of its first page in the edition.
    assignments : tuple
        The ready assignments whose answers the page's key gives (the instructors' page).

    Examples
    --------
    >>> page, pdf = print_open_page(tab, "book/05_hanoi", "teacher", "A4", 188)  # doctest: +SKIP
    >>> page.questions[0]["question"]                                         # doctest: +SKIP
    'How many moves does the circular method make for 3 disks?'
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
                       pictures=tab.evaluate(_PICTURES), code=tuple(tab.evaluate(_CODE)))
    style = _page_style(first_page, edition, page.title)
    if edition == "teacher":
        style += KEY_STYLE
        key = answer_key_html(page, assignments=assignments)
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
    rows = "".join(f'<li><span class="kp-title">{text_html(title)}</span><span class="kp-page">{number}</span></li>'
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
<section class="kp-cover"><h1>Knights and Pegs</h1><p><strong>{text_html(EDITIONS[edition].split(":")[0])}</strong></p>
<p>{text_html(EDITIONS[edition].split(": ", 1)[1])}</p>
<p>Printed from the website, whose explorers, steppers and exercises are live; each figure here is the one the
page shows first.</p></section>
<h2>Contents</h2><ol class="kp-contents">{rows}</ol></body></html>"""


def join_edition(edition: str, paper: str, printed: list[dict], front: bytes, target: Path) -> dict:
    """Join an edition's front matter and printed pages into one PDF, with bookmarks and page labels.

    Parameters
    ----------
    edition : str
        ``"student"`` or ``"teacher"``.
    paper : str
        The paper it was printed on.
    printed : list of dict
        Each printed page, in the edition's order: its ``title``, ``first`` page number and ``pdf`` bytes (taken
        out of the dict), and what else the build says of it.
    front : bytes
        The cover and contents, as a PDF.
    target : Path
        The PDF to write.

    Returns
    -------
    dict
        What the edition holds: ``edition``, ``pdf``, ``paper``, ``front`` (its pages before page 1), ``pages``.

    Examples
    --------
    >>> join_edition("student", "A4", printed, front, Path("_build/pdf/student.pdf"))["front"]  # doctest: +SKIP
    2
    """
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
    site : Path
        The built website (``make book``).
    out : Path
        The folder the PDFs go to.
    paper : str
        ``"A4"`` or ``"Letter"``.
    editions : tuple of str
        Which editions to print (:data:`EDITIONS`).
    toc : Path, optional
        The table of contents (the book's ``_toc.yml``).
    browser : Playwright Browser, optional
        A Chromium to print with; by default one is started (Debian's headless shell where installed).

    Returns
    -------
    dict
        For each edition, what :func:`join_edition` says of it.

    Raises
    ------
    BookError
        For a paper or an edition the book does not print, or no built website.

    Examples
    --------
    >>> build(Path("_build/html"), Path("_build/pdf"))["teacher"]["pdf"]  # doctest: +SKIP
    '_build/pdf/knights-and-pegs-teacher-a4.pdf'
    >>> build(Path("_build/html"), Path("_build/pdf"), paper="A5")
    Traceback (most recent call last):
    ...
    boardpuzzles.errors.BookError: the editions print on A4 or Letter paper, not 'A5'
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
                                            assignments=ASSIGNMENTS if path == INSTRUCTORS else ())
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


def print_editions(argv: list[str] | None = None) -> int:
    """``python -m boardpuzzles.book.editions`` (``make pdf``): print both editions of the built website.

    Parameters
    ----------
    argv : list of str, optional
        The command's arguments (``--site``, ``--out``, ``--paper``, ``--edition``); by default the command line's.

    Returns
    -------
    int
        0 when both editions are printed; 2, with what is wrong on standard error, when they cannot be.

    Examples
    --------
    >>> print_editions(["--site", "_build/html", "--out", "_build/pdf"])  # doctest: +SKIP
    student's edition: _build/pdf/knights-and-pegs-student-a4.pdf (194 pages, 14 of the book's pages)
    teacher's edition: _build/pdf/knights-and-pegs-teacher-a4.pdf (239 pages, 15 of the book's pages)
    0
    """
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
    sys.exit(print_editions())
