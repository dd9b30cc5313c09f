"""Driving the chapters' explorers on the built website, as a reader does: for the live-website tests.

An explorer (``boardpuzzles.book.explorer``) draws its controls into a ``.kp-explorer`` element.
:class:`Explorer` finds one by its position on the page and works its controls by their
accessible names only (a number box, a toggle button, a square clicked on the board), then
reads the picture's text alternative, which says what the picture shows now.

A setting with no precomputed picture is drawn by Python in the browser (Pyodide), which starts
on the first such request: :meth:`Explorer.wait_for` allows for that start.
"""

from __future__ import annotations

import re
import time
import xml.etree.ElementTree as ET

import pytest
from test_widget_bundle import Visit, wait_for_widgets

#: Python's cold start in the browser plus one picture, on a loaded 2-core machine.
LIVE_TIMEOUT_S = 120

#: The SVG namespace, as ElementTree spells it in tag names.
SVG = "{http://www.w3.org/2000/svg}"

# The explorers' specs as the page ships them (the widget state the bundle reads), by render function.
SPECS = """() => {
    const specs = {};
    for (const page of window.knightsWidgetStates || []) {
        for (const model of Object.values(page.state)) {
            if (model.state && model.state.spec) specs[model.state.spec.render] = model.state.spec;
        }
    }
    return specs;
}"""

# Call a render function with the page's Python and time it there; its markup comes back as it is.
CALL = """async ([code, name, values]) => {
    await knightsLive.setup(code);
    const began = performance.now();
    const markup = await knightsLive.call(name, values, {timeoutMs: 10000});
    return [markup, performance.now() - began];
}"""

PICTURE_TEXT = """(root) => {
    const picture = root.querySelector('.kp-picture');
    const svg = picture.querySelector('svg[role=img]');
    return svg ? svg.getAttribute('aria-label') : picture.textContent.trim();
}"""

SQUARE_POINT = """([root, row, col]) => {
    const board = root.querySelector('.kp-picture [data-board-size]');
    const svg = root.querySelector('.kp-picture svg');
    const cell = Number(board.dataset.cell);
    const point = svg.createSVGPoint();
    point.x = Number(board.dataset.x) + (col - 0.5) * cell;
    point.y = Number(board.dataset.y) + (row - 0.5) * cell;
    const screen = point.matrixTransform(svg.getScreenCTM());
    return [screen.x, screen.y];
}"""


def open_chapter(browser, url: str, viewport=None) -> Visit:
    """Open ``url`` in a fresh context (other hosts blocked) and wait until its widgets have rendered."""
    visit = Visit(browser, url, viewport=viewport).open()
    assert wait_for_widgets(visit.page) == "ready", f"the widgets of {url} did not render"
    visit.page.wait_for_selector(".kp-explorer", timeout=60_000)
    return visit


def chapter_fixture(path: str):
    """A module-scoped fixture ``chapter``: the page ``path`` of the served site, opened once for a test file."""

    @pytest.fixture(scope="module")
    def chapter(browser, site_url):
        visit = open_chapter(browser, f"{site_url}/{path}")
        yield visit
        visit.close()

    return chapter


def check_nothing_went_wrong(visit: Visit) -> None:
    """No request left the site, none failed, and nothing was logged as an error."""
    assert visit.blocked == [], f"asked other hosts for {visit.blocked}"
    assert visit.failed == [], f"failed to load {visit.failed}"
    assert visit.errors == [], f"logged errors {visit.errors}"


def picture_svg(explorer: Explorer) -> ET.Element:
    """The SVG the explorer shows now, parsed."""
    svg = explorer.root.locator(".kp-picture svg").first
    return ET.fromstring(svg.evaluate("(svg) => new XMLSerializer().serializeToString(svg)"))


class Explorer:
    """The ``index``-th explorer of a page (0-based, in page order), worked by its controls' names."""

    def __init__(self, page, index: int):
        self.page = page
        self.root = page.locator(".kp-explorer").nth(index)
        self.root.scroll_into_view_if_needed()

    def picture_text(self) -> str:
        """The text alternative of the picture shown now (or the sentence shown instead of one)."""
        return self.root.evaluate(PICTURE_TEXT)

    def note(self) -> str:
        return self.root.locator(".kp-note").text_content() or ""

    def set_number(self, label: str, value: int) -> None:
        """Type ``value`` into the number box named ``label`` and press Enter."""
        box = self.root.get_by_role("spinbutton", name=label, exact=True)
        box.fill(str(value))
        box.press("Enter")

    def choose(self, label: str, option: str) -> None:
        """Press the toggle button ``option`` of the choice ``label`` (or pick it from its drop-down)."""
        group = self.root.get_by_role("group", name=label, exact=True)
        if group.count():
            group.get_by_role("button", name=option, exact=True).click()
        else:
            self.root.get_by_role("combobox", name=label, exact=True).select_option(label=option)

    def click_square(self, row: int, col: int) -> None:
        """Click the square (row col) of the board in the picture, 1-based as the reader counts."""
        self.root.locator(".kp-picture svg").first.evaluate("(svg) => svg.scrollIntoView({block: 'center'})")
        x, y = self.page.evaluate(SQUARE_POINT, [self.root.element_handle(), row, col])
        self.page.mouse.click(x, y)

    def wait_for(self, pattern: str, timeout_s: float = LIVE_TIMEOUT_S) -> str:
        """Wait until the picture's text matches the regular expression ``pattern``; return the text.

        Fails with what the picture and the status line say if it does not come in time.
        """
        deadline = time.monotonic() + timeout_s
        text = ""
        while time.monotonic() < deadline:
            text = self.picture_text()
            if re.search(pattern, text) and "Computing" not in self.note():
                return text
            self.page.wait_for_timeout(200)
        raise AssertionError(f"after {timeout_s} s the picture says {text!r} (wanted {pattern!r}); "
                             f"the note says {self.note()!r}; Python's status: {self.live_status()!r}")

    def timed_wait(self, pattern: str, what: str | None = None) -> str:
        """:meth:`wait_for`, printing (with ``pytest -s``) how long the picture took to come."""
        began = time.monotonic()
        text = self.wait_for(pattern)
        print(f"\n{what or repr(pattern)}: shown {time.monotonic() - began:.2f} s after the request"
              " (Python's start included if it was cold)")
        return text

    def numbers(self, *labels: str) -> list[str]:
        """What the number boxes named ``labels`` show now."""
        return [self.root.get_by_role("spinbutton", name=label, exact=True).input_value() for label in labels]

    def live_status(self) -> str:
        return self.page.evaluate("() => window.knightsLive ? window.knightsLive.statusText : 'no knightsLive'")
