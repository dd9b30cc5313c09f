"""Helpers shared by the test modules: run the command line, and check walks of a piece.

Fixtures are found by pytest; plain helpers are imported with ``from conftest import is_walk``.
"""

import os
import shutil
import tempfile
from pathlib import Path

import pytest
from hypothesis import settings

from boardpuzzles.board import on_board
from boardpuzzles.chapters import CHAPTERS
from boardpuzzles.cli import main
from boardpuzzles.knight import KNIGHT_OFFSETS, knight_targets

#: The property tests' profile (tests/test_properties.py): the same examples on every run and every machine
#: (derandomize), no per-example deadline on a busy CI machine, a bounded number of examples so that the file
#: runs in seconds, and no example database. Hypothesis also caches the constants it reads from the source; that
#: cache goes to the temporary folder, so that nothing writes a .hypothesis/ folder into the repository.
os.environ.setdefault("HYPOTHESIS_STORAGE_DIRECTORY", os.path.join(tempfile.gettempdir(), "boardpuzzles-hypothesis"))
settings.register_profile("boardpuzzles", derandomize=True, deadline=None, max_examples=60, database=None,
                          print_blob=False)
settings.load_profile("boardpuzzles")

#: For a sweep over many inputs: the smaller tests cover its lines, and coverage's tracing would make it
#: five times slower. Our own marker, honoured by pytest_runtest_call below, not pytest-cov's ``no_cover``: in a
#: pytest-xdist worker (``make test`` runs the unit tests in two) pytest-cov 7.1 starts two measurements and its
#: marker pauses only one, so the sweeps ran traced.
NO_COVER = pytest.mark.untraced


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_call(item):
    """Run an ``untraced`` test with every started measurement paused (the latest first); restart them after it
    in the order they were started, so that each is left as it was."""
    paused = []
    if item.get_closest_marker("untraced"):
        import coverage

        while (measuring := coverage.Coverage.current()) is not None:
            measuring.stop()
            paused.append(measuring)
    try:
        yield
    finally:
        for measuring in reversed(paused):
            measuring.start()

#: The book's notebooks, from the chapters' registry (boardpuzzles.chapters): each chapter's main page
#: ``NN_name.ipynb`` and its companion ``NN_name_further.ipynb`` (the chapter's "Going further" sections), listed
#: in the table of contents under it.
BOOK = Path(__file__).resolve().parents[1] / "book"
CHAPTER_NOTEBOOKS = [BOOK / f"{chapter.page}.ipynb" for chapter in CHAPTERS]
COMPANION_NOTEBOOKS = [BOOK / f"{chapter.companion}.ipynb" for chapter in CHAPTERS if chapter.companion]
#: Both kinds, in reading order: a chapter, then its companion.
ALL_CHAPTER_NOTEBOOKS = [BOOK / f"{page}.ipynb" for chapter in CHAPTERS for page in chapter.notebooks]


#: The test files that read or open the built website (``make book``), or JupyterLab on its downloads.
#: ``make test`` runs the others (``-m "not site"``: unit tests, doctests, nbval) while the website builds.
#: A chapter's own live tests (``test_live_ch<N>.py``, ``test_live_python.py``) need it too, by their prefix: a new
#: chapter's file is not listed here.
NEEDS_THE_SITE = {
    "test_site.py", "test_widget_bundle.py", "test_keyboard.py", "test_run_cells.py", "test_lab.py",
    "test_downloads.py", "test_pictures_browser.py", "test_players.py",
    "test_board_view.py", "test_stepper_browser.py", "test_figures_browser.py", "test_practice_browser.py",
    "test_editions.py", "test_print.py",
}
LIVE_PREFIX = "test_live_"


# tryfirst: pytest-xdist reads the groups in its own pytest_collection_modifyitems, which otherwise runs before this
# one, and then every test is scheduled alone (each test process makes every module's fixtures again).
@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(items):
    for item in items:
        if item.path.name in NEEDS_THE_SITE or item.path.name.startswith(LIVE_PREFIX):
            item.add_marker(pytest.mark.site)
            if item.config.pluginmanager.hasplugin("xdist"):  # its marker exists only with pytest-xdist loaded
                item.add_marker(pytest.mark.xdist_group(xdist_group(item)))


def xdist_group(item) -> str:
    """The tests that one pytest-xdist process runs together under ``--dist loadgroup`` (``make test``): a file's,
    so that its module-scoped fixtures (a browser page, a JupyterLab server, a virtual environment) are made once;
    or, in a file that sets ``SPREAD_BY_PAGE`` and opens its pages as its tests ask for them (test_site.py),
    each page's tests, so that both processes share its pages and neither opens one the other reads."""
    params = getattr(item, "callspec", None) and item.callspec.params
    if getattr(item.module, "SPREAD_BY_PAGE", False) and params and "path" in params:
        return f"{item.path.name}::{params['path']}"
    return item.path.name


@pytest.fixture
def run_cli(capsys):
    """Run the command line in-process; return ``(exit status, stdout, stderr)``."""

    def run(*argv):
        try:
            status = main([str(arg) for arg in argv])
        except SystemExit as exit:  # argparse's own errors
            status = exit.code
        out, err = capsys.readouterr()
        return status, out, err

    return run


def is_walk(path, size, offsets=KNIGHT_OFFSETS):
    """Say whether ``path`` stays on the board, repeats no square, and makes only jumps of the piece."""
    path = [tuple(square) for square in path]
    return (len(set(path)) == len(path) and all(on_board(size, square) for square in path)
            and all(b in knight_targets(size, a, offsets=offsets) for a, b in zip(path, path[1:])))


# --- a real browser, for the website and JupyterLab tests ----------------------------------------

#: ``--js-flags=--liftoff-only``: V8 compiles WebAssembly with its baseline compiler only. Python in the page is
#: 12 MB of WebAssembly, which V8 otherwise compiles twice, the second time optimised in the background: a start of
#: the page's Python then costs 1.5 CPU-s instead of 3.5, and the tests start it about fifty times. What the code
#: does is the same in both tiers; ``make bench`` (benchmarks/bench_live.py) measures the browser as a reader's runs.
CHROMIUM_FLAGS = [
    "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
    "--disable-component-update", "--disable-sync", "--disable-default-apps", "--js-flags=--liftoff-only",
]


#: For a test that reads a page, or moves its controls only to precomputed settings: the page's Python starts
#: only when a request asks for it, not when a control is touched (book/_static/live/live.js), so that
#: such a test does not download and start it beside what it checks (test_live_python.py tests the touch).
PYTHON_WHEN_ASKED = "window.knightsLiveOptions = {autostart: false}"

#: The seconds in each unit :func:`boardpuzzles.wording.duration` writes.
SECONDS_IN = {"ns": 1e-9, "µs": 1e-6, "ms": 1e-3, "s": 1, "min": 60, "h": 3600, "days": 86_400,
              "years": 365.25 * 86_400}


def read_duration(text: str) -> tuple[float, float]:
    """Return the seconds an estimate such as ``'about 4.2 min'`` means, and the most its rounding can hide.

    The estimate has two significant digits, so it is within 5 % of the time it rounds.
    """
    about, number, unit = text.split()
    assert about == "about", text
    seconds = float(number.replace(",", "")) * SECONDS_IN[unit]
    return seconds, 0.05 * seconds


def chromium_path() -> str | None:
    """Return the Chromium to drive: $CHROMIUM; else Debian's headless shell, the browser's Blink engine without the
    browser around it (a chapter's page loads for 1.3 CPU-s against the full browser's 3.1; the site suite passes
    the same in both); else Debian's full chromium; else None for Playwright's own build (its headless shell)."""
    return (os.environ.get("CHROMIUM") or shutil.which("chromium-headless-shell") or shutil.which("chromium")
            or shutil.which("chromium-browser"))


@pytest.fixture(scope="session")
def playwright():
    """Playwright's driver, one per test process: a second one may not start while it runs."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as driver:
        yield driver


@pytest.fixture(scope="session")
def browser(playwright):
    """Headless Chromium, one per test process (each pytest-xdist worker starts one, the first time a test asks).

    Tests share nothing through it: each opens its own context (``Visit``) or page, with a cache of its own.
    """
    browser = playwright.chromium.launch(executable_path=chromium_path(), args=CHROMIUM_FLAGS)
    yield browser
    browser.close()


class Opened(dict):
    """The pages a test module has opened, by path: a page is opened the first time a test asks for it, and the
    module's tests share it (each checks what it reads, and leaves the page as a reader could)."""

    def __init__(self, open_page):
        super().__init__()
        self._open = open_page

    def __missing__(self, path: str):
        self[path] = self._open(path)
        return self[path]


@pytest.fixture(scope="session")
def site_url():
    """The built website (``_build/html``, or ``$BOARDPUZZLES_BUILT_SITE``) served on a free local port, one server
    per test process."""
    from test_widget_bundle import SITE, require_site, serve

    require_site()
    url, server = serve(SITE)
    yield url
    server.shutdown()


#: Each chapter's section that shows the article's program and the package's (site and JupyterLab tests).
PROGRAM_SECTIONS = {chapter.page: chapter.program_section for chapter in CHAPTERS}
