"""The chapters as a reader runs them: in JupyterLab (with jupyterlab-myst), driven in headless Chromium.

The first tests check ``book/_ext/user_expressions.py``, which stores the value of every ``{eval}``
in the chapters so that JupyterLab shows the numbers before anything is run, and that the chapters
carry those values (``make notebooks`` stores them).

The browser tests start ``jupyter lab`` on a copy of the book (the repository is never touched), with
each chapter as the website's download button gives it, open the start page and each chapter, and
check what a reader sees before running it: the stored numbers, the gallery, a still of every explorer,
the code listings, no unknown directive, no raw citation key, the website's theorem and exercise
numbers, no console error and no request to another host, and that opening marks nothing modified.
Then, on each chapter's page (a companion's cells run in a kernel under nbval, and in the page's Python in
test_run_cells.py; its widgets are the same explorers and steppers), they run all cells with a live kernel
(not the website's precomputed mode), check that no error and no raw markup is left, answer a question, run
each coding exercise as it stands (a stub, told what fails) and with the chapter's solution (every check
passes), and move the first live control to the end of its range and check that its picture changes. They need
the built website (``make book``).
"""

from __future__ import annotations

import importlib.util
import json
import os
import re
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import nbformat
import pytest
from conftest import PROGRAM_SECTIONS
from jupyter_client.kernelspec import KernelSpecManager
from test_exercises import _checked_name, _exercise_cells, _in_process, _with_solution

from boardpuzzles.book.explorer import STILL_NOTE
from boardpuzzles.book.practice import PRACTICE_STILL_NOTE, PROGRESS_STILL_NOTE
from boardpuzzles.book.stepper import STEPPER_STILL_NOTE

REPO = Path(__file__).resolve().parents[1]
BOOK = REPO / "book"
CHAPTERS = sorted(path.name for path in BOOK.glob("0[1-9]_*.ipynb"))
SITE = Path(os.environ.get("BOARDPUZZLES_BUILT_SITE", REPO / "_build" / "html"))
DOWNLOADS = SITE / "_sources" / "book"


def _load_script():
    spec = importlib.util.spec_from_file_location("book_user_expressions", BOOK / "_ext" / "user_expressions.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


user_expressions = _load_script()


# --- the script that stores the {eval} values ------------------------------------------------

def _write(tmp_path: Path, cells) -> Path:
    path = tmp_path / "small.ipynb"
    nbformat.write(nbformat.v4.new_notebook(cells=cells, metadata={"kernelspec": {
        "name": "python3", "display_name": "Python 3", "language": "python"}}), path)
    return path


def test_each_value_is_the_one_at_that_point_of_the_chapter(tmp_path):
    path = _write(tmp_path, [
        nbformat.v4.new_code_cell('n = 8\nname = "knight"', metadata={"tags": ["hide-cell"]}),
        nbformat.v4.new_markdown_cell("A {eval}`name` on {eval}`n` by {eval}`n` squares: {eval}`n * n`."),
        nbformat.v4.new_code_cell("n = 9"),
        nbformat.v4.new_markdown_cell("Now {eval}`n`."),
        nbformat.v4.new_markdown_cell("No expression here."),
    ])
    user_expressions.main([str(path)])
    notebook = nbformat.read(path, as_version=4)
    cells = notebook.cells
    first = cells[1].metadata["user_expressions"]
    assert [e["expression"] for e in first] == ["name", "n", "n * n"]
    assert [e["result"]["data"]["text/plain"] for e in first] == ["'knight'", "8", "64"]
    assert all(e["result"]["status"] == "ok" and "metadata" in e["result"] for e in first)
    assert cells[3].metadata["user_expressions"][0]["result"]["data"]["text/plain"] == "9"
    assert "user_expressions" not in cells[4].metadata
    assert cells[0].metadata["jupyter"] == {"source_hidden": True, "outputs_hidden": True}
    assert "jupyter" not in cells[2].metadata
    assert cells[2].outputs == [] and cells[2].execution_count == 2  # executed like nbconvert --execute
    # the name JupyterLab would write on opening, so that opening does not modify the notebook
    assert notebook.metadata.kernelspec.display_name == KernelSpecManager().get_kernel_spec("python3").display_name


def test_a_failing_expression_stops_with_its_error(tmp_path):
    path = _write(tmp_path, [nbformat.v4.new_markdown_cell("Broken: {eval}`missing_name`.")])
    with pytest.raises(user_expressions.ExpressionError, match="missing_name.*NameError"):
        user_expressions.main([str(path)])


def test_expressions_are_found_as_myst_writes_them():
    find = user_expressions.eval_expressions
    assert find("{eval}`a` and {eval}``b[`x`]`` and {eval}`a`") == ["a", "b[`x`]"]
    assert find("{glue:}`a` and `{eval}` alone") == []


@pytest.mark.parametrize("name", CHAPTERS)
def test_every_chapter_stores_the_value_of_each_eval(name):
    """JupyterLab shows these values before the chapter is run (``make notebooks`` stores them)."""
    for index, cell in enumerate(nbformat.read(BOOK / name, as_version=4).cells):
        if cell.cell_type != "markdown":
            continue
        wanted = user_expressions.eval_expressions(cell.source)
        stored = cell.metadata.get("user_expressions", [])
        assert [e["expression"] for e in stored] == wanted, f"{name} cell {index}: run `make notebooks`"
        assert all(e["result"]["status"] == "ok" for e in stored), f"{name} cell {index}"


def test_jupyterlab_and_jupyterlab_myst_declare_each_other_compatible():
    """`jupyter labextension list` names an extension built for another JupyterLab "not compatible"."""
    done = subprocess.run([sys.executable, "-m", "jupyterlab.labextensions", "list"],
                          capture_output=True, text=True, timeout=120)
    listed = re.sub(r"\x1b\[[0-9;]*m", "", done.stdout + done.stderr)
    assert "jupyterlab-myst" in listed, listed
    assert "not compatible" not in listed, listed


def test_the_pins_are_the_versions_installed():
    """requirements.txt pins JupyterLab and jupyterlab-myst at the versions that were checked together."""
    from importlib.metadata import version

    pins = dict(re.findall(r"^(jupyterlab(?:-myst)?)==(\S+)", (REPO / "requirements.txt").read_text(), flags=re.M))
    assert pins == {"jupyterlab": version("jupyterlab"), "jupyterlab-myst": version("jupyterlab-myst")}


# --- JupyterLab in a real browser --------------------------------------------------------------

TOKEN = "knights-and-pegs-test"
SETTINGS = {
    # every cell in the page, so that the checks below see the whole chapter
    "@jupyterlab/notebook-extension/tracker.jupyterlab-settings": {"windowingMode": "none"},
    "@jupyterlab/apputils-extension/notification.jupyterlab-settings": {"fetchNews": "false"},
}
RUN_ALL_TIMEOUT = 120  # s per chapter
# Set LAB_SCREENSHOTS to a folder to keep what the browser saw (before, after running, after the control).
SCREENSHOTS = os.environ.get("LAB_SCREENSHOTS")
STDERR = '[data-mime-type="application/vnd.jupyter.stderr"]'
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def _get(url: str):
    with urllib.request.urlopen(url, timeout=5) as response:
        return json.loads(response.read() or b"null")


@pytest.fixture(scope="module")
def lab(tmp_path_factory):
    """A JupyterLab server on a copy of the book; yields its base URL."""
    home = tmp_path_factory.mktemp("lab")
    book = home / "book"
    book.mkdir()
    for path in BOOK.iterdir():
        if path.suffix in {".ipynb", ".md", ".bib"}:
            shutil.copy(path, book)
    shutil.copytree(BOOK / "images", book / "images")  # the start page's gallery
    # Each chapter as a reader downloads it from the website (the repository's copy with the
    # explorers' precomputed pictures left out): what a reader opens after "How to read".
    for name in CHAPTERS:
        download = DOWNLOADS / name
        if not download.exists():
            pytest.fail(f"the website is not built: {download} is missing; run `make book` first")
        shutil.copy(download, book / name)
    for relative, settings in SETTINGS.items():
        target = home / "settings" / relative
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(json.dumps(settings))
    env = {key: value for key, value in os.environ.items() if key != "BOARDPUZZLES_STATIC_SITE"}  # live controls
    env.update(JUPYTER_CONFIG_DIR=str(home / "config"), JUPYTER_DATA_DIR=str(home / "data"),
               JUPYTER_RUNTIME_DIR=str(home / "runtime"), PYDEVD_DISABLE_FILE_VALIDATION="1")
    port = _free_port()
    command = [
        sys.executable, "-m", "jupyterlab", "--no-browser", "--ip=127.0.0.1", f"--port={port}",
        f"--ServerApp.root_dir={book}", f"--IdentityProvider.token={TOKEN}", "--ServerApp.port_retries=0",
        f"--LabApp.user_settings_dir={home / 'settings'}", f"--LabApp.workspaces_dir={home / 'workspaces'}",
        "--LabApp.news_url=None", "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate",
        "--LabApp.expose_app_in_browser=True",
    ]
    if hasattr(os, "geteuid") and os.geteuid() == 0:
        command.append("--allow-root")
    log = open(home / "server.log", "wb")
    server = subprocess.Popen(command, env=env, cwd=book, stdout=log, stderr=subprocess.STDOUT)
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                _get(f"{url}/api/status?token={TOKEN}")
                break
            except OSError:
                if server.poll() is not None or time.monotonic() > deadline:
                    pytest.fail(f"jupyter lab did not start: {(home / 'server.log').read_text()[-2000:]}")
                time.sleep(0.5)
        yield url
    finally:
        server.terminate()
        try:
            server.wait(timeout=20)
        except subprocess.TimeoutExpired:
            server.kill()
        log.close()


def _markdown_text(page) -> str:
    return "\n".join(page.locator(".jp-MarkdownCell .myst").all_inner_texts())


def _problems(page) -> list[str]:
    """What a reader should never see: error output, widget errors, raw markup."""
    problems = []
    for text in page.locator(f".jp-OutputArea-output{STDERR}").all_inner_texts():
        if "Error" in text or "Traceback" in text:
            problems.append(f"error output: {text[:300]}")
    notebook = page.locator(".jp-Notebook").inner_text()
    problems += [f"{words!r} shown" for words in ("Error displaying widget", "model not found") if words in notebook]
    markdown = _markdown_text(page)
    problems += [f"raw {markup!r} in the markdown" for markup in ("{glue", "{eval") if markup in markdown]
    problems += [f"{words!r} in the markdown" for words in ("Unknown Directive", "Unknown Role") if words in markdown]
    # A Sphinx-only role such as {py:func} shows its raw target; the book links with [`name()`](#target).
    problems += [f"a raw cross-reference target {target!r} in the markdown"
                 for target in re.findall(r"~boardpuzzles\.[\w.]+", markdown)]
    for text in page.locator(f".jp-MarkdownCell {STDERR}").all_inner_texts():
        problems.append(f"an {{eval}} failed: {text[:200]}")
    problems += [f"the raw citation key {key!r} in the markdown" for key in CITATION_KEYS
                 if re.search(rf"\b{re.escape(key)}\b", markdown)]
    problems += [f"{words!r} shown" for words in ("IPython.core.display", "VBox(children") if words in notebook]
    return problems


#: The keys of the book's references, which a reader should never see as such.
CITATION_KEYS = re.findall(r"@\w+\{([^,\s]+),", (BOOK / "references.bib").read_text(encoding="utf-8"))
#: The numbered things that the website and JupyterLab should number alike. The website's proofs say
#: "Proof." with no number, so a "Proof 1.2" in JupyterLab is a difference too.
NUMBERED = re.compile(r"\b(Theorem|Lemma|Corollary|Proposition|Definition|Algorithm|Exercise|Proof) (\d+\.\d+)\b")


def _site_numbers(name: str) -> set[str]:
    """The numbers of the theorems, algorithms and exercises that a page of the built website holds (the
    titles of their boxes; a reference to one on another page is left out: JupyterLab cannot number it)."""
    page = SITE / "book" / f"{Path(name).stem}.html"
    if not page.exists():
        pytest.fail(f"the website is not built: {page} is missing; run `make book` first")
    article = page.read_text(encoding="utf-8").split("<article", 1)[1].split("</article>", 1)[0]
    titles = re.findall(r'<p class="admonition-title"[^>]*>(.*?)</p>', article, flags=re.S)
    text = " | ".join(re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", title)) for title in titles)
    return {" ".join(match) for match in NUMBERED.findall(text.replace("&nbsp;", " "))}


# The text of the notebook's Markdown without its links to the website: a download links a reference to a
# theorem on another page there ("Theorem 2.4", knights_downloads.py), which this page does not number.
MARKDOWN_WITHOUT_SITE_LINKS = """() => Array.from(document.querySelectorAll('.jp-MarkdownCell .myst')).map(cell => {
    let text = cell.innerText;
    for (const a of cell.querySelectorAll('a[href^="http"]')) text = text.replace(a.innerText, ' ');
    return text;
}).join('\\n')"""


def _lab_numbers(page) -> set[str]:
    """The theorem, algorithm and exercise numbers the notebook shows in JupyterLab, of its own boxes."""
    text = re.sub(r"\s+", " ", page.evaluate(MARKDOWN_WITHOUT_SITE_LINKS))
    return {" ".join(match) for match in NUMBERED.findall(text)}


# The code listings (rendered Markdown outputs) in the cells under the section headed `title`.
LISTINGS_UNDER = r"""(title) => {
    let inside = false, listings = 0;
    for (const cell of document.querySelectorAll('.jp-Notebook .jp-Cell')) {
        const heading = cell.querySelector('.jp-MarkdownCell h2');
        if (heading) inside = heading.textContent.replace(/[¶#]/g, '').replace(/[‘’]/g, "'").trim() === title;
        if (inside) listings += Array.from(cell.querySelectorAll('.jp-OutputArea-output pre'))
            .filter(pre => /^\s*def /m.test(pre.textContent)).length;
    }
    return listings;
}"""


def _watch(page) -> dict:
    """Collect the page's console errors, uncaught errors and requests to other hosts from now on."""
    seen = {"errors": [], "outside": []}
    page.on("console", lambda message: seen["errors"].append(message.text[:300]) if message.type == "error" else None)
    page.on("pageerror", lambda error: seen["errors"].append(f"uncaught: {error}"[:300]))
    page.on("request", lambda request: seen["outside"].append(request.url)
            if not request.url.startswith(("http://127.0.0.1", "data:", "blob:")) else None)
    return seen


# An inline code span of MyST Markdown, with the role that may stand before it: {eval}`x`, `x`, ``a `b` c``.
CODE_SPAN = re.compile(r"(\{[\w:-]+\})?(?<!`)(`+)(?!`)(.+?)(?<!`)\2(?!`)", re.DOTALL)
FENCE_LINE = re.compile(r"^\s*(`{3,}|~{3,}|:{3,}).*$", re.MULTILINE)


def _plain_code(markdown: str) -> list[str]:
    """The text of each inline code span that is written as such, with no role: ``[`x`](url)`` holds one."""
    return [match[3].strip() for match in CODE_SPAN.finditer(FENCE_LINE.sub("", markdown)) if not match[1]]


def _unevaluated(page, name: str) -> list[str]:
    """The {eval} expressions still shown as bare code (jupyterlab-myst shows a stored value instead).

    An expression counts as bare when the cell shows it as code more often than its source writes it as
    plain code: a link such as ``[`MAX_TABLE_SIZE`](api.md#...)`` beside ``{eval}`MAX_TABLE_SIZE` `` is code
    the author wrote, not an expression left unevaluated.
    """
    cells = nbformat.read(DOWNLOADS / name, as_version=4).cells  # what the lab opened: the download
    shown = page.locator(".jp-Notebook .jp-Cell")
    assert shown.count() == len(cells), "every cell of the chapter should be in the page"
    bare = []
    for index, cell in enumerate(cells):
        expressions = user_expressions.eval_expressions(cell.source) if cell.cell_type == "markdown" else []
        if expressions:
            codes = [text.strip() for text in shown.nth(index).locator(".myst code").all_inner_texts()]
            written = _plain_code(cell.source)
            bare += [f"cell {index}: {expression}" for expression in expressions
                     if codes.count(expression) > written.count(expression)]
    return bare


#: What each kind of widget shows before its cell runs (its ``text/html``): the note above it, and what
#: must follow the note, for a reader to see what the cell holds.
STILL_KINDS = {STILL_NOTE: "explorer", STEPPER_STILL_NOTE: "stepper", PRACTICE_STILL_NOTE: "practice",
               PROGRESS_STILL_NOTE: "progress"}

# Each still in the page: its note, whether it shows a picture (an image with its text alternative, or the
# explorer's message), and the text of its listings.
STILLS_SHOWN = """() => Array.from(document.querySelectorAll('.jp-OutputArea-output .kp-still')).map(still => ({
    note: (still.querySelector(':scope > p > em') || {textContent: ''}).textContent.trim(),
    pictures: still.querySelectorAll('img[alt], .kp-message').length,
    listings: Array.from(still.querySelectorAll('pre')).map(pre => pre.textContent),
}))"""


def _widget_kinds(name: str) -> list[str]:
    """The kind of each widget that the chapter's cells show, in order: "explorer" or "stepper"."""
    kinds = []
    for cell in nbformat.read(BOOK / name, as_version=4).cells:
        for output in cell.get("outputs", []):
            data = output.get("data", {})
            if WIDGET_VIEW in data:
                html = "".join(data.get("text/html", ""))
                kinds.append(next((kind for note, kind in STILL_KINDS.items() if note in html), "unknown widget"))
    return kinds


def _still_problems(page, name: str) -> list[str]:
    """What is wrong with the stills of the chapter's widgets, which JupyterLab shows before a cell runs.

    An explorer's still is its note and its first picture; a stepper's is its own note and the program's
    listing (a ``<pre>`` that holds the program's ``def`` line). Each widget of the chapter has one, in order.
    """
    stills = page.evaluate(STILLS_SHOWN)
    shown = [STILL_KINDS.get(still["note"], f"a still with the note {still['note']!r}") for still in stills]
    wanted = _widget_kinds(name)
    problems = [] if shown == wanted else [f"stills shown {shown}, for the widgets {wanted}"]
    for index, (kind, still) in enumerate(zip(shown, stills)):
        if kind == "explorer" and not still["pictures"]:
            problems.append(f"explorer still {index} has no picture")
        if kind == "stepper" and not any(re.search(r"^def \w+\(", listing, flags=re.M)
                                         and len(listing.strip().splitlines()) > 1
                                         for listing in still["listings"]):
            problems.append(f"stepper still {index} has no listing of the program: {still['listings']}")
    return problems


def _screenshot(page, name: str, moment: str) -> None:
    if SCREENSHOTS:
        Path(SCREENSHOTS).mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(Path(SCREENSHOTS) / f"{Path(name).stem}-{moment}.png"))


def _wait_until_idle(page, timeout: float) -> None:
    page.wait_for_function(
        """() => {
            const panel = window.jupyterapp.shell.currentWidget;
            const kernel = panel && panel.sessionContext && panel.sessionContext.session
                && panel.sessionContext.session.kernel;
            return kernel && kernel.status === 'idle'
                && !Array.from(document.querySelectorAll('.jp-InputPrompt')).some(p => p.textContent.includes('*'));
        }""",
        timeout=timeout * 1000, polling=250,
    )


def _first_live_control(page):
    """The first explorer's first number slider, and its picture area: ``(slider, picture area)``.

    An explorer's first number is the board size (or the number of disks, or the step), so moving
    it to the end of its range asks the kernel for a picture the website never precomputed.
    """
    explorers = page.locator(".jp-OutputArea-output .kp-explorer").filter(has=page.locator("input[type=range]"))
    if not explorers.count():
        return None, None
    explorer = explorers.first
    return explorer.locator("input[type=range]").first, explorer.locator(".kp-picture")


@pytest.fixture(scope="module")
def lab_browser(browser):
    """One browser context for this file's JupyterLab pages, as one reader's browser: JupyterLab's scripts load and
    compile once, and each notebook still opens in a page of its own, so that nothing one page logs while it closes
    is counted against the next."""
    context = browser.new_context(viewport={"width": 1280, "height": 1000})
    yield context
    context.close()


def _open(lab, browser, name: str):
    """Open a notebook of the book in JupyterLab, in a fresh workspace and a page of its own, once its kernel is
    idle."""
    page = browser.new_page()
    page.seen = _watch(page)
    page.goto(f"{lab}/lab/workspaces/{Path(name).stem}/tree/{name}?reset&token={TOKEN}")
    page.wait_for_function("() => window.jupyterapp && window.jupyterapp.shell.currentWidget"
                           " && window.jupyterapp.shell.currentWidget.sessionContext", timeout=60_000)
    page.wait_for_selector(".jp-Notebook .jp-MarkdownCell .myst", timeout=60_000)
    _wait_until_idle(page, 60)
    page.wait_for_timeout(1000)
    return page


def _is_modified(page) -> bool:
    return page.evaluate("() => window.jupyterapp.shell.currentWidget.context.model.dirty")


def _shut_down_kernels(lab) -> None:
    for kernel in _get(f"{lab}/api/kernels?token={TOKEN}"):  # free the 2 cores for the next notebook
        request = urllib.request.Request(f"{lab}/api/kernels/{kernel['id']}?token={TOKEN}", method="DELETE")
        urllib.request.urlopen(request, timeout=10).close()


@pytest.mark.browser
def test_the_start_page_opens_cleanly(lab, lab_browser):
    """``make lab`` opens index.ipynb: it should read as the book's start page, with no error text."""
    page = _open(lab, lab_browser, "index.ipynb")
    try:
        _screenshot(page, "index.ipynb", "1-opened")
        assert _problems(page) == []
        gallery = page.locator(".jp-MarkdownCell img[src*='gallery-']")
        assert gallery.count() == 5, f"the start page shows {gallery.count()} of its 5 gallery pictures"
        assert all(image.evaluate("img => img.complete && img.naturalWidth > 0") for image in gallery.all())
        assert not _is_modified(page), "opening the start page marked it as modified"
        assert page.seen == {"errors": [], "outside": []}, f"the start page: {page.seen}"
    finally:
        _shut_down_kernels(lab)
        page.close()


def _check_a_question(page, name: str) -> None:
    """The chapter's "check yourself" questions become forms once run, and a wrong answer gets its feedback.

    A number is typed and sent with Enter, which must leave the focus in its box (not in the notebook);
    a choice is picked and then checked with its Check button.
    """
    questions = page.locator(".jp-Notebook .kp-question")
    wanted = 1 if Path(name).stem.endswith("_further") else 3  # a chapter's page has 3 to 6 (test_site.py)
    assert questions.count() >= wanted, f"{name}: {questions.count()} check-yourself questions shown after running"
    assert page.locator(".jp-Notebook .kp-question form").count() == questions.count(), (
        f"{name}: the quiz script did not turn every question into a form"
    )
    question = questions.first
    question.scroll_into_view_if_needed()
    box = question.get_by_role("textbox")
    if box.count():
        box.fill("-987654")
        box.press("Enter")
        assert box.evaluate("box => document.activeElement === box"), f"{name}: Enter took the focus out of the box"
    else:
        wrong = question.evaluate("""q => {  // the first answer whose hash is not the right one's (quiz.js)
            const data = JSON.parse(q.dataset.kpQuestion);
            return data.answers.findIndex(a => knightsQuiz.tag(data.salt, 'right', a.answer) !== data.right);
        }""")
        question.locator("label.kp-option").nth(wrong).click()
        question.get_by_role("button", name="Check").click()
    feedback = question.locator(".kp-feedback.kp-incorrect")
    feedback.wait_for(state="visible", timeout=5000)
    assert feedback.inner_text().startswith("Not quite"), f"{name}: feedback {feedback.inner_text()!r}"


# The indices of the chapter's coding exercise cells (tagged kp-exercise) in the open notebook.
EXERCISE_CELLS = """() => window.jupyterapp.shell.currentWidget.content.widgets
    .map((cell, k) => ((cell.model.getMetadata('tags') || []).includes('kp-exercise') ? k : -1))
    .filter((k) => k >= 0)"""

# Put a reader's code into cell k and run it, as typing it and pressing Shift+Enter would.
RUN_IN_CELL = """([k, source]) => {
    const notebook = window.jupyterapp.shell.currentWidget;
    notebook.content.widgets[k].model.sharedModel.setSource(source);
    notebook.content.activeCellIndex = k;
    return window.jupyterapp.commands.execute('notebook:run-cell');
}"""

OUTPUT_OF = ("(k) => window.jupyterapp.shell.currentWidget.content.widgets[k]"
             ".node.querySelector('.jp-OutputArea-output').innerText")


def _check_the_exercises(page, name: str) -> None:
    """Each coding exercise, run as the chapter has it (a stub: a wrong answer), is told what fails; with the
    chapter's folded solution in its place, every check passes: the messages the package's checks give."""
    cells = page.evaluate(EXERCISE_CELLS)
    exercises = [(cell, solution) for chapter, cell, solution in _exercise_cells() if chapter == Path(name).stem]
    assert len(cells) == len(exercises) >= 1, f"{name}: {len(cells)} exercise cells in JupyterLab"
    for k, (stub, solution) in zip(cells, exercises):
        shown = page.evaluate(OUTPUT_OF, k).strip()
        assert shown.startswith("Not yet: ") and shown == _in_process(stub), f"{name}: the stub got {shown!r}"
        solved = _with_solution(stub, solution, _checked_name(stub))
        page.evaluate(RUN_IN_CELL, [k, solved])
        page.wait_for_function(f"([k, before]) => {{ try {{ return ({OUTPUT_OF})(k).trim() !== before; }}"
                               " catch (none) { return false; } }", arg=[k, shown], timeout=60_000)
        shown = page.evaluate(OUTPUT_OF, k).strip()
        assert shown == _in_process(solved) and shown.startswith("All "), f"{name}: the solution got {shown!r}"


@pytest.mark.browser
@pytest.mark.parametrize("name", CHAPTERS)
def test_a_chapter_runs_in_jupyterlab(lab, lab_browser, name):
    companion = Path(name).stem.endswith("_further")
    page = _open(lab, lab_browser, name)
    try:
        # Before anything runs: the stored numbers, no error, no raw markup.
        _screenshot(page, name, "1-opened")
        assert _problems(page) == [], f"{name} before running"
        opening = [page.locator(".jp-Cell").nth(k).inner_text() for k in range(3)]
        assert any("pip install" in text for text in opening), f"{name}: no install command at its top"
        assert _unevaluated(page, name) == [], f"{name}: numbers missing before running (run `make notebooks`)"
        assert not _is_modified(page), f"opening {name} marked it as modified (run `make notebooks`)"
        assert "explorer" in _widget_kinds(name), f"{name} shows no explorer"
        assert _still_problems(page, name) == [], f"{name}: a widget's still lacks its note, picture or listing"
        if not companion:  # a companion page goes further; the program is on its chapter's page
            assert page.evaluate(LISTINGS_UNDER, PROGRAM_SECTIONS[Path(name).stem]) >= 1, (
                f"{name}: no code listing under '{PROGRAM_SECTIONS[Path(name).stem]}'")
        # A companion's numbers go on from its chapter's page on the website; its frontmatter says where
        # each kind starts (numbering: {exercise: {start: 4}, "proof:theorem": {start: 2}}), which
        # jupyterlab-myst honours. A reference to a label on another page cannot be numbered in JupyterLab.
        site_numbers, lab_numbers = _site_numbers(name), _lab_numbers(page)
        not_found = page.locator('.myst [title="Cross Reference Not Found"]').all_inner_texts()
        assert lab_numbers == site_numbers and site_numbers, (
            f"{name}: numbered differently from the website: only in JupyterLab {lab_numbers - site_numbers}, "
            f"only on the website {site_numbers - lab_numbers}; references not found in JupyterLab: "
            f"{not_found}")

        if companion:
            return  # what only JupyterLab shows of a companion is above; its cells run under nbval and on the page
        started = time.monotonic()
        all_ran = page.evaluate("() => window.jupyterapp.commands.execute('notebook:run-all-cells')")
        _wait_until_idle(page, RUN_ALL_TIMEOUT)
        page.wait_for_timeout(1500)  # the markdown cells re-render with the kernel's values
        print(f"{name}: all cells ran in {time.monotonic() - started:.1f} s")
        _screenshot(page, name, "2-ran")
        assert _problems(page) == [], f"{name} after running all cells"
        assert all_ran is not False, f"{name}: a cell failed"
        assert _unevaluated(page, name) == [], f"{name}: numbers missing after running"
        _check_a_question(page, name)
        _check_the_exercises(page, name)

        handle, picture = _first_live_control(page)
        assert handle is not None, f"{name} has no control with a slider and a picture"
        picture.scroll_into_view_if_needed()
        before = picture.screenshot()
        readout = handle.input_value()
        handle.focus()
        moved = time.monotonic()
        page.keyboard.press("End")
        while picture.screenshot() == before:
            assert time.monotonic() < moved + 20, f"{name}: moving the first control to its end changed nothing"
            page.wait_for_timeout(100)
        _screenshot(page, name, "3-moved")
        print(f"{name}: control moved from {readout} to {handle.input_value()},"
              f" new picture within {time.monotonic() - moved:.1f} s")
        assert _problems(page) == [], f"{name} after moving a control"
        assert page.seen == {"errors": [], "outside": []}, f"{name}: {page.seen}"
    finally:
        _shut_down_kernels(lab)
        page.close()
