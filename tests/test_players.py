"""The explorers' players and controls on the served website, as a reader with a mouse, a hand or a screen reader
meets them.

Each player's slider ends where its run ends ("to the end" reaches the run's last picture, the one CPython
draws for that step), a long live search plays to its end at "as fast as it draws", a playing player says
little (at most about one short sentence a second) and the whole picture when it stops, and a bad typed
value is marked invalid on its own box. The pages are the built site's (``_build/html``), served over http.
"""

from __future__ import annotations

import re
import time

import pytest
from explorer_pages import PLAYERS, explorer_of, page_of
from live_site import LIVE_TIMEOUT_S, Explorer, check_nothing_went_wrong, open_chapter

from boardpuzzles.backtracking import search_events

pytestmark = pytest.mark.browser

# Each player (explorer_pages.PLAYERS, from the chapters' registry) is found by its render function on the chapter's
# page or its companion's, wherever it is.

# Each explorer's model as the page ships it: its spec and its first values, in page order.
MODELS = """() => {
    const found = [];
    for (const page of window.knightsWidgetStates || []) {
        for (const model of Object.values(page.state)) {
            if (model.state && model.state.spec) found.push({spec: model.state.spec, values: model.state.values});
        }
    }
    return found;
}"""

# Count what the explorer's live region says from now on: [time in ms, text] for each change.
LISTEN = """(root) => {
    const said = root.querySelector('.kp-said');
    window.kpSaid = [];
    new MutationObserver(() => window.kpSaid.push([performance.now(), said.textContent]))
        .observe(said, {childList: true, characterData: true, subtree: true});
}"""

PICTURE_LAST = """(root) => {
    const svg = root.querySelector('.kp-picture svg');
    return svg && svg.hasAttribute('data-last-step') ? Number(svg.getAttribute('data-last-step')) : null;
}"""


@pytest.fixture(scope="module")
def pages(browser, site_url):
    """``pages(chapter, render)``: the page (a Visit) of chapter number ``chapter`` that has the explorer of ``render``,
    and that explorer; each page opened once for this file."""
    opened = {}

    def page(chapter: int, render: str):
        path = page_of(chapter, render)
        if path not in opened:
            opened[path] = open_chapter(browser, f"{site_url}/{path}")
        return opened[path], explorer_of(opened[path].page, render)

    page.opened = opened
    yield page
    for visit in opened.values():
        visit.close()


def model_of(visit, render: str) -> dict:
    """The first values and the spec of the explorer of ``render`` (the first such on the page)."""
    return next(model for model in visit.page.evaluate(MODELS) if model["spec"].get("render") == render)


def drawn_by_cpython(spec: dict, values: dict) -> str:
    """The text alternative of the picture CPython draws for ``values``, from the source the page ships."""
    namespace = {"__name__": "page"}
    exec(spec["code"], namespace)
    return namespace[spec["render"]](**values).alt


def label_of(model: dict) -> str:
    """The name of the number a player steps."""
    return model["spec"]["play"]


def slider(explorer: Explorer, label: str):
    return explorer.root.get_by_role("slider", name=label, exact=True)


@pytest.mark.parametrize(("chapter", "render", "label"), PLAYERS, ids=[f"{c:02d}-{r}" for c, r, _ in PLAYERS])
def test_to_the_end_reaches_the_run_s_last_picture_and_to_the_start_its_first(pages, chapter, render, label):
    visit, explorer = pages(chapter, render)
    model = model_of(visit, render)
    assert explorer.root.get_attribute("role") == "region"
    explorer.root.get_by_role("button", name=f"{label} to the end", exact=True).click()
    bar = slider(explorer, label)
    last = explorer.root.evaluate(PICTURE_LAST)
    assert last is not None, "the picture says where its run ends"
    box = explorer.root.get_by_role("spinbutton", name=label, exact=True)
    assert bar.get_attribute("max") == str(last) and bar.input_value() == str(last) == box.input_value()
    # the run's last picture, the one CPython draws (the page's Python, where it was not precomputed)
    end = drawn_by_cpython(model["spec"], {**model["values"], label_of(model): last})
    text = explorer.wait_for(f"^{re.escape(end)}$")
    explorer.root.get_by_role("button", name=f"{label} forward one", exact=True).click()
    assert box.input_value() == str(last) and explorer.picture_text() == text, "nothing past the run's end"
    explorer.root.get_by_role("button", name=f"{label} to the start", exact=True).click()
    assert bar.input_value() == bar.get_attribute("min") == box.input_value()
    first = int(box.input_value())
    start = drawn_by_cpython(model["spec"], {**model["values"], label_of(model): first})
    explorer.wait_for(f"^{re.escape(start)}$")


def test_the_layer_slider_ends_at_the_last_layer_and_follows_the_board(pages):
    _, layers = pages(2, "layer_picture")
    layers.root.get_by_role("button", name="layer to the end", exact=True).click()
    assert re.search(r"layer (\d+) of layers 0 to \1\b", layers.picture_text(), re.I), layers.picture_text()
    assert slider(layers, "layer").get_attribute("max") == layers.numbers("layer")[0]
    layers.set_number("layer", 2000)  # past the end: the box says the end, as the caption does
    text = layers.wait_for(r"(?i)layer \d+ of layers 0 to \d+")
    shown = re.search(r"layer (\d+) of layers 0 to (\d+)", text, re.I)
    assert shown[1] == shown[2] == layers.numbers("layer")[0]
    layers.set_number("board size", 5)
    text = layers.wait_for(r"^5×5.*(?i:layer \d+ of layers 0 to \d+)")
    assert slider(layers, "layer").get_attribute("max") == re.search(r"layer \d+ of layers 0 to (\d+)", text, re.I)[1]


def test_a_bad_value_is_marked_invalid_on_its_own_box_and_said_at_once(pages):
    _, queue = pages(2, "queue_picture")
    box = queue.root.get_by_role("spinbutton", name="board size", exact=True)
    box.fill("70")  # past the control's end: said while typing
    assert box.get_attribute("aria-invalid") == "true"
    hint = queue.page.locator(f"#{box.get_attribute('aria-describedby')}")
    assert re.match(r"board size is a whole number from 1 to 50", hint.text_content())
    box.fill("6")
    box.press("Enter")
    assert box.get_attribute("aria-invalid") is None and hint.text_content() == ""
    # A row off the board is answered at once, in the render function's words, without Python.
    row = queue.root.get_by_role("spinbutton", name="row", exact=True)
    began = time.monotonic()
    row.fill("9")
    assert queue.wait_for(r"^Pick a row and a column from 1 to 6\.$", timeout_s=1)
    assert time.monotonic() - began < 1
    assert row.get_attribute("aria-invalid") == "true"
    described = queue.page.locator(f"#{row.get_attribute('aria-describedby')}")
    assert described.text_content() == "Pick a row and a column from 1 to 6."
    row.fill("1")
    row.press("Enter")
    assert row.get_attribute("aria-invalid") is None


def test_no_control_changes_by_a_click_and_every_target_is_24_px(pages):
    visit, queue = pages(2, "queue_picture")
    box = queue.root.get_by_role("spinbutton", name="b", exact=True)
    before = box.input_value()
    for place in ({"x": 3, "y": 3}, None):  # its left and its middle, then the right end where spin arrows were
        box.click(position=place)
    right = box.bounding_box()
    visit.page.mouse.click(right["x"] + right["width"] - 4, right["y"] + right["height"] / 2)
    assert box.input_value() == before, "a click meant to focus the box changed it"
    small = queue.root.evaluate("""(root) => [...root.querySelectorAll('button, select, input')]
        .map((el) => [el.getAttribute('aria-label') || el.id, el.getBoundingClientRect()])
        .filter(([, r]) => r.width > 0 && (r.width < 24 || r.height < 24))  // a hidden one is no target
        .map(([name, r]) => [name, r.width, r.height])""")
    assert small == []
    regions = visit.page.get_by_role("region", name=re.compile("^explorer: "))
    assert regions.count() == visit.page.locator(".kp-explorer").count()


def test_the_row_typed_before_the_column_waits_for_the_column(pages):
    _, queue = pages(2, "queue_picture")
    row = queue.root.get_by_role("spinbutton", name="row", exact=True)
    before = queue.picture_text()
    column = queue.root.get_by_role("spinbutton", name="column", exact=True)
    row.fill("3")
    row.press("Tab")  # on to the column's slider
    queue.page.keyboard.press("Tab")  # and its box
    assert column.evaluate("(box) => box === document.activeElement")
    queue.page.wait_for_timeout(1500)
    assert queue.picture_text() == before and "Computing" not in queue.note(), "the half-set square was drawn"
    column.fill("4")
    queue.page.keyboard.press("Tab")  # leaving the square's numbers draws it
    assert "(3 4)" in queue.wait_for(r"\(3 4\)")


def test_the_7_by_7_pruned_search_plays_to_its_end_within_20_s_and_says_little_meanwhile(pages):
    visit, compare = pages(3, "compare_picture")
    compare.choose("search", "pruned")
    compare.set_number("board size", 7)
    compare.wait_for(r"7×7 board", timeout_s=LIVE_TIMEOUT_S)  # Python is warm now
    run = search_events(7, limit=10_001, pruned=True)
    compare.root.get_by_role("button", name="event to the start", exact=True).click()
    compare.root.get_by_role("combobox", name="speed", exact=True).select_option(label="as fast as it draws")
    box = compare.root.get_by_role("spinbutton", name="event", exact=True)
    assert slider(compare, "event").get_attribute("max") == str(len(run))
    compare.root.evaluate(LISTEN)
    began = time.monotonic()
    compare.root.get_by_role("button", name="play", exact=True).click()
    play = compare.root.get_by_role("button", name="play", exact=True)
    while play.count() == 0 and time.monotonic() - began < 30:
        visit.page.wait_for_timeout(100)
    took = time.monotonic() - began
    print(f"\n7×7 pruned search, {len(run):,} events, played in the browser: {took:.1f} s")
    assert play.count() == 1, "Play did not stop at the end and turn back into Play"
    assert took < 20 and box.input_value() == str(len(run))
    text = compare.wait_for(r"The search ended here")
    said = visit.page.evaluate("() => window.kpSaid")
    while_playing, last = said[:-1], said[-1][1]
    assert last == text, "when it stops, the whole picture is said"
    seconds = (said[-1][0] - said[0][0]) / 1000
    print(f"said {len(while_playing)} short sentences in {seconds:.1f} s, at most "
          f"{max((len(t) for _, t in while_playing), default=0)} characters")
    assert while_playing and all(len(t) <= 40 for _, t in while_playing)
    gaps = [b[0] - a[0] for a, b in zip(while_playing, while_playing[1:])]
    assert all(gap >= 900 for gap in gaps), gaps  # a second apart, as the page timed them, give or take its load
    assert len(while_playing) <= seconds + 1


def test_nothing_failed_nothing_was_logged_and_nothing_left_the_site(pages):
    assert pages.opened, "no page was opened"
    for visit in pages.opened.values():
        check_nothing_went_wrong(visit)
