"""The built website, opened in a real headless Chromium with every non-local request blocked.

For every page of the book: no request leaves the site, there is no console error,
every figure loads, every widget renders exactly once, and moving each control
visibly changes what it shows. Build the site first (``make book``); the README's
test command does that.
"""

from __future__ import annotations

import functools
import http.server
import os
import shutil
import threading
from pathlib import Path
from urllib.parse import urlparse

import pytest

SITE = Path(__file__).resolve().parents[1] / "_build" / "html"
CHROMIUM_FLAGS = [
    "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
    "--disable-component-update", "--disable-sync", "--disable-default-apps",
]

pytestmark = pytest.mark.browser


def chromium_path() -> str | None:
    """Return the Chromium to drive: $CHROMIUM, Debian's /usr/bin/chromium, or None for Playwright's own build."""
    return os.environ.get("CHROMIUM") or shutil.which("chromium") or shutil.which("chromium-browser")


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


@pytest.fixture(scope="module")
def site_url():
    if not (SITE / "book" / "index.html").exists():
        pytest.fail(f"the website is not built: {SITE} has no book/index.html; run `make book` first")
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(_QuietHandler, directory=str(SITE)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()


@pytest.fixture(scope="module")
def browser():
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=chromium_path(), args=CHROMIUM_FLAGS)
        yield browser
        browser.close()


def pages() -> list[str]:
    return sorted(str(p.relative_to(SITE)) for p in (SITE / "book").glob("*.html"))


class PageVisit:
    """One page opened with non-local requests blocked, recording what was blocked and what went wrong."""

    def __init__(self, browser, site_url: str, path: str):
        self.blocked: list[str] = []
        self.errors: list[str] = []
        self.failed: list[str] = []
        self.page = browser.new_page(viewport={"width": 1280, "height": 1000})
        host = urlparse(site_url).netloc
        self.page.route("**/*", lambda route: self._route(route, host))
        self.page.on("console", lambda msg: msg.type == "error" and self.errors.append(msg.text))
        self.page.on("pageerror", lambda error: self.errors.append(str(error)))
        self.page.on("requestfailed", lambda request: self.failed.append(request.url))
        self.page.goto(f"{site_url}/{path}", wait_until="load")
        self.page.wait_for_timeout(1500)

    def _route(self, route, host):
        url = route.request.url
        if urlparse(url).netloc == host or url.startswith(("data:", "blob:")):
            route.continue_()
        else:
            self.blocked.append(url)
            route.abort()


@pytest.fixture(scope="module")
def visits(browser, site_url):
    opened = {path: PageVisit(browser, site_url, path) for path in pages()}
    yield opened
    for visit in opened.values():
        visit.page.close()


def test_the_book_has_its_pages():
    assert "book/index.html" in pages() and "book/01_knight_moves.html" in pages()


@pytest.mark.parametrize("path", pages())
def test_no_request_leaves_the_site_and_nothing_fails(visits, path):
    visit = visits[path]
    assert visit.blocked == [], f"{path} asked other hosts for {visit.blocked}"
    assert visit.failed == [], f"{path} failed to load {visit.failed}"
    assert visit.errors == [], f"{path} logged console errors {visit.errors}"


@pytest.mark.parametrize("path", pages())
def test_every_figure_loads(visits, path):
    page = visits[path].page
    page.evaluate("window.scrollTo(0, document.body.scrollHeight)")
    page.wait_for_timeout(300)
    broken = page.evaluate("() => Array.from(document.images).filter(i => !(i.complete && i.naturalWidth > 0)).map(i => i.src)")
    assert broken == []
    if path != "book/index.html":
        assert page.locator("img").count() > 0, f"{path} shows no figure"


@pytest.mark.parametrize("path", pages())
def test_every_widget_renders_exactly_once(visits, path):
    counts = visits[path].page.evaluate(
        """() => Array.from(document.querySelectorAll('script[type="application/vnd.jupyter.widget-view+json"]'))
                 .map(s => s.parentElement.querySelectorAll(':scope > .widget-subarea').length)"""
    )
    assert all(count == 1 for count in counts), f"rendered copies per widget: {counts}"


@pytest.mark.parametrize("path", pages())
def test_every_control_changes_what_is_shown(visits, path):
    page = visits[path].page
    widgets = page.locator(".cell_output > .widget-subarea")
    for index in range(widgets.count()):
        widget = widgets.nth(index)
        # The explorers are a VBox of controls whose last child is the picture area: compare only that.
        picture_area = widget.locator(":scope > .widget-vbox > *").last
        handles = widget.locator(".noUi-handle")
        assert handles.count() > 0, f"widget {index} on {path} has no slider"
        for handle_index in range(handles.count()):
            picture_area.scroll_into_view_if_needed()
            before = picture_area.screenshot()
            handle = handles.nth(handle_index)
            handle.focus()
            at_end = handle.get_attribute("aria-valuenow") == handle.get_attribute("aria-valuemax")
            page.keyboard.press("ArrowLeft" if at_end else "ArrowRight")
            page.wait_for_timeout(150)
            assert picture_area.screenshot() != before, f"slider {handle_index} of widget {index} on {path} changed nothing"
