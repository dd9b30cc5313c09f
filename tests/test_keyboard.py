"""Every chapter by keyboard alone, on the built website in headless Chromium.

For each chapter page, from the top: Tab to the skip link and follow it, then Tab through the
article to its end (at most :data:`MAX_TABS` presses). Every element that takes the focus must
have a name, must be on the screen and must not hand the focus to the page's body, and it must
look different focused: a screenshot of its box (and a few pixels round it) focused and unfocused
must differ. A screenshot waits for the browser's next frame, so of the elements that look alike
(the same tag, type, classes and role, on the same background, in the same colour, in an explorer
or not) the first :data:`PER_LOOK` in the five chapters are compared, each reached again by Tab
from the stop before it; ``BOARDPUZZLES_KEYBOARD_EVERY=1`` compares every one. Then each kind of
control is worked by keyboard once, on the same page: a slider by an arrow key, a number box by
typing and Enter, a toggle button by Space, the speed by End and Play by Enter and Enter again to
pause; the picture's text alternative must change, and the polite live region must say it. In a
quiz, arrow keys between answers give no feedback; Space and then Check by Enter do, as does
Enter in a number answer, which keeps its focus. Under reduced motion, Play asks first.

A control is worked only towards a setting the page has precomputed (read from the page's widget
state), so that no picture waits for Python to start in the browser.
"""

from __future__ import annotations

import os
import time

import pytest
from test_widget_bundle import Visit, wait_for_widgets

from boardpuzzles.chapters import CHAPTERS as REGISTRY

pytestmark = pytest.mark.browser

CHAPTERS = [chapter.page for chapter in REGISTRY]  # the chapters' registry, boardpuzzles.chapters
COMPANIONS = {chapter.page: chapter.companion for chapter in REGISTRY}

#: The most Tab presses one chapter may take from the skip link to the end of its article.
MAX_TABS = 600

#: The pixels round a focused element's box that its screenshots take in (an outline sits outside it).
MARGIN = 6

#: How many elements that look alike have their focus compared in pixels, in all the chapters (None: all).
PER_LOOK = None if os.environ.get("BOARDPUZZLES_KEYBOARD_EVERY") == "1" else 1

#: How long a picture may take to change after a key, on a loaded machine.
CHANGE_TIMEOUT_S = 10

VIEWPORT = {"width": 1280, "height": 900}

# An element with the focus described: what it is, its name (an approximation of the accessible name, enough to
# find a Tab stop that has none), its look (what its focus style depends on), its box, whether it is in the
# article or the main content; null for none (the page's body).
DESCRIBE = """(el) => {
    if (!el || el === document.body || el === document.documentElement) return null;
    const r = el.getBoundingClientRect();
    const text = (node) => (node ? node.textContent.replace(/\\s+/g, " ").trim() : "");
    const labelledby = (el.getAttribute("aria-labelledby") || "").split(" ").filter(Boolean)
        .map((id) => text(document.getElementById(id))).join(" ");
    const name = el.getAttribute("aria-label") || labelledby
        || (el.labels ? [...el.labels].map(text).join(" ") : "") || text(el) || el.title
        || [...el.querySelectorAll("img[alt]")].map((img) => img.alt).join(" ");
    const what = el.tagName.toLowerCase() + (el.type ? `[type=${el.type}]` : "") + (el.className && typeof
        el.className === "string" ? "." + el.className.trim().split(/\\s+/).join(".") : "");
    let under = el, background = "";
    for (; under && !background; under = under.parentElement) {
        const colour = getComputedStyle(under).backgroundColor;
        if (colour !== "rgba(0, 0, 0, 0)" && colour !== "transparent") background = colour;
    }
    const look = [what, el.getAttribute("role"), background, getComputedStyle(el).color,
                  Boolean(el.closest(".kp-explorer"))].join(" ");
    return {what: `${what} "${name.slice(0, 60)}"`, name, look, box: [r.x, r.y, r.width, r.height],
            scroll: [window.scrollX, window.scrollY],
            article: Boolean(el.closest("article")), main: Boolean(el.closest("main"))};
}"""

# The focused element described, once any transition its focus started has ended; with a stop's number k,
# also whether it is that stop (0-based after the skip link; the records begin one before the first stop).
FOCUSED = """(k) => {
    for (const animation of document.getAnimations()) {
        try { animation.finish(); } catch (endless) { /* an endless animation stays as it is */ }
    }
    const described = (DESCRIBE)(document.activeElement);
    if (described && k != null) described.same = document.activeElement === window.__kpStops[k + 1];
    return described;
}""".replace("DESCRIBE", DESCRIBE)

# Record where each Tab leads: at each Tab's keydown, before it moves the focus, the element the last one
# focused (the first record is where the focus was before the first Tab). In a code cell's text box Tab
# indents; as the box's description says, Escape first lets the next Tab leave it: the reader's Escape is
# sent to the box just before the Tab (tests/test_run_cells.py presses both keys itself).
RECORD = """() => {
    const describe = DESCRIBE;
    window.__kpStops = [];
    window.__kpSeen = [];
    window.addEventListener("keydown", (event) => {
        if (event.key !== "Tab") return;
        const here = document.activeElement;
        window.__kpStops.push(here);
        window.__kpSeen.push(describe(here));
        if (here && here.matches("textarea.kp-code")) {
            here.dispatchEvent(new KeyboardEvent("keydown", {key: "Escape", bubbles: true}));
        }
    }, true);
}""".replace("DESCRIBE", DESCRIBE)

# The records from the k-th on.
RECORDS = "(k) => window.__kpSeen.slice(k)"

# Focus the stop before the k-th, so that a Tab then reaches the k-th again. (The first stop's is the skip
# link's target: the skip link, followed.)
BEFORE = "(k) => window.__kpStops[k].focus({preventScroll: true})"
SKIP_LINK = "() => (window.__kpSkip = window.__kpSkip || document.activeElement).focus()"

#: One Tab, as the keyboard sends it: its key down is what moves the focus (and all this test needs: a
#: whole key press waits for a frame of the page, and a chapter has a few hundred Tab stops).
TAB_DOWN = {"type": "rawKeyDown", "key": "Tab", "code": "Tab", "windowsVirtualKeyCode": 9}
BATCH = 25  # Tab presses between two looks at where they went

# Take the focus away, and let any transition it starts end. The next Tab goes on from the element all the
# same: Chromium keeps its place in the page (the sequential focus navigation starting point).
BLUR = """() => {
    document.activeElement.blur();
    for (const animation of document.getAnimations()) {
        try { animation.finish(); } catch (endless) { /* an endless animation stays as it is */ }
    }
}"""

# No blinking caret in a focused box: the focus itself must show.
NO_CARET = "* { caret-color: transparent !important; }"

# For each explorer (in page order), its widget model's state: controls, values, precomputed frames.
MODELS = """() => {
    const states = {};
    for (const page of window.knightsWidgetStates || []) Object.assign(states, page.state);
    return [...document.querySelectorAll(".kp-explorer")].map((root) => {
        const tag = root.closest(".widget-subarea").nextElementSibling;
        const state = states[JSON.parse(tag.textContent).model_id].state;
        return {controls: state.spec.controls, play: state.spec.play, values: state.values,
                frames: Object.keys(state.frames)};
    });
}"""

PICTURE_TEXT = """(root) => {
    const svg = root.querySelector(".kp-picture svg[role=img]");
    return svg ? svg.getAttribute("aria-label") : root.querySelector(".kp-picture").textContent.trim();
}"""


def frame_key(values: dict, controls: list, **change) -> str:
    """The key of a setting as the browser writes it (boardpuzzles.book.explorer.frame_key)."""
    import json

    setting = {**values, **change}
    return json.dumps([setting[c["name"]] for c in controls], separators=(",", ":"), ensure_ascii=False)


def clip_of(focused: dict, viewport=VIEWPORT) -> dict | None:
    """The focused element's box and :data:`MARGIN` round it, within the viewport, in the page's coordinates.

    None if it is off the screen.
    """
    x, y, width, height = focused["box"]
    left, top = max(0, x - MARGIN), max(0, y - MARGIN)
    right, bottom = min(viewport["width"], x + width + MARGIN), min(viewport["height"], y + height + MARGIN)
    if right <= left or bottom <= top:
        return None
    scroll_x, scroll_y = focused["scroll"]
    return {"x": left + scroll_x, "y": top + scroll_y, "width": right - left, "height": bottom - top, "scale": 1}


def shot(cdp, clip: dict) -> str:
    """A screenshot of ``clip`` as PNG data (straight from Chromium: a few times quicker than Playwright's)."""
    return cdp.send("Page.captureScreenshot", {"format": "png", "optimizeForSpeed": True, "clip": clip})["data"]


# Focus the element that had the focus before the last BLUR again, in the middle of the screen, and describe
# it, with what is drawn at its middle (the element, or what covers it).
AGAIN = """() => {
    const el = window.__kpBlurred;
    el.scrollIntoView({block: "center", inline: "nearest"});
    el.focus({preventScroll: true});
    const described = (DESCRIBE)(document.activeElement);
    const [x, y, width, height] = described.box;
    const top = document.elementFromPoint(x + width / 2, y + height / 2);
    described.covered = top && top !== el && !el.contains(top) ? (DESCRIBE)(top).what : null;
    return described;
}""".replace("DESCRIBE", DESCRIBE)


def looks_the_same(page, cdp, focused: dict) -> bool:
    """Whether the screenshots of the focused element's box, focused and then unfocused, are the same."""
    clip = clip_of(focused)
    shown = shot(cdp, clip)
    page.evaluate("() => { window.__kpBlurred = document.activeElement; }")
    page.evaluate(BLUR)
    return shot(cdp, clip) == shown


def focus_problem(page, cdp, focused: dict) -> str | None:
    """What is wrong with the focused element: off the screen, or no visible focus (None: nothing).

    An element that looks the same is looked at once more, focused again in the middle of the screen: the
    first look may have been of a box that moved, as something above it was drawn, or that something covers.
    Afterwards nothing has the focus; the next Tab goes on from the element all the same.
    """
    if not clip_of(focused):
        return f"{focused['what']} takes the focus off the screen, at {focused['box']}"
    if not looks_the_same(page, cdp, focused):
        return None
    again = page.evaluate(AGAIN)
    if clip_of(again) and not looks_the_same(page, cdp, again):
        return None
    covered = f", and {again['covered']} covers it" if again.get("covered") else ""
    return (f"{focused['what']} looks the same focused and unfocused (twice: at {focused['box']}, "
            f"then at {again['box']}{covered})")


def tab_through_the_article(page, cdp, name: str) -> list[dict]:
    """From the skip link's target, Tab to the end of the article; return each stop's description, in order."""
    page.evaluate(RECORD)
    seen: list = []
    while len(seen) < MAX_TABS + 1:
        for _ in range(BATCH):
            cdp.send("Input.dispatchKeyEvent", TAB_DOWN)
        seen += page.evaluate(RECORDS, len(seen))
        stops = seen[1:]  # the first record is where the focus was before the first Tab
        for k, stop in enumerate(stops):
            previous = stops[k - 1]["what"] if k else "the skip link's target"
            assert stop, f"Tab after {previous} sent the focus to the page's body"
            if any(s["article"] for s in stops[:k]) and not stop["article"]:
                return stops[:k]  # past the article's end
            assert stop["main"], f"Tab after the skip link left the main content for {stop['what']}"
    pytest.fail(f"{MAX_TABS} Tab presses did not reach the end of the article of {name} "
                f"(the last stop was {seen[-1] and seen[-1]['what']}): is the focus trapped, or the cap too low?")


@pytest.fixture(scope="module")
def chapters(browser, site_url):
    """Each chapter page, opened once for this module (in the order the tests ask for them)."""
    opened: dict[str, Visit] = {}

    def open_chapter(name: str) -> Visit:
        if name not in opened:
            visit = Visit(browser, f"{site_url}/book/{name}.html", viewport=VIEWPORT).open()
            assert wait_for_widgets(visit.page) == "ready", f"the widgets of {name} did not render"
            opened[name] = visit
        return opened[name]

    yield open_chapter
    for visit in opened.values():
        visit.close()


@pytest.fixture(scope="module")
def looks() -> dict[str, int]:
    """How many elements of each look have had their focus compared so far, in this module's chapters."""
    return {}


@pytest.mark.parametrize("name", CHAPTERS)
def test_tab_reaches_every_control_and_focus_always_shows(chapters, looks, name):
    opened = time.monotonic()
    page = chapters(name).page
    began = time.monotonic()
    page.add_style_tag(content=NO_CARET)
    cdp = page.context.new_cdp_session(page)

    page.keyboard.press("Tab")
    skip = page.evaluate(FOCUSED)
    assert skip and "skip" in skip["name"].lower(), f"the first Tab stop is {skip and skip['what']}, not a skip link"
    page.evaluate(SKIP_LINK)
    problems = [focus_problem(page, cdp, skip)]
    page.evaluate(SKIP_LINK)
    page.keyboard.press("Enter")
    stops = tab_through_the_article(page, cdp, name)
    walked = time.monotonic()
    assert len(stops) > 10
    problems += [f"{stop['what']} takes the focus but has no name" for stop in stops if not stop["name"].strip()]
    problems += [f"{stop['what']} takes the focus off the screen, at {stop['box']}" for stop in stops
                 if not clip_of(stop)]
    # The first stops of each look again, each reached by Tab from the stop before: focused, and not
    compared = 0
    for k, stop in enumerate(stops):
        looks[stop["look"]] = looks.get(stop["look"], 0) + 1
        if PER_LOOK is not None and looks[stop["look"]] > PER_LOOK:
            continue
        if k == 0:
            page.evaluate(SKIP_LINK)
            page.keyboard.press("Enter")
        else:
            page.evaluate(BEFORE, k)
        cdp.send("Input.dispatchKeyEvent", TAB_DOWN)
        again = page.evaluate(FOCUSED, k)
        before = stops[k - 1]["what"] if k else "the skip link"
        assert again and again["same"], (f"Tab after {before} reached {stop['what']} the first time, "
                                         f"{again and again['what']} the second")
        problems.append(focus_problem(page, cdp, again))
        compared += 1
    print(f"\n{name}: {len(stops)} Tab stops after the skip link, walked in {walked - began:.1f} s; {compared} of them "
          f"compared focused and not (new looks) in {time.monotonic() - walked:.1f} s; the page opened in "
          f"{began - opened:.1f} s")
    cdp.detach()
    problems = [problem for problem in problems if problem]
    assert not problems, f"{len(problems)} of {len(stops) + 1} Tab stops of {name}:\n" + "\n".join(problems[:20])


# --- working each kind of control by keyboard ---------------------------------------------------------------


class Explorer:
    """The ``index``-th explorer of a page, with its model's state (controls, values, precomputed frames)."""

    def __init__(self, page, index: int, model: dict):
        self.page, self.model = page, model
        self.root = page.locator(".kp-explorer").nth(index)

    def precomputed(self, **change) -> bool:
        return frame_key(self.model["values"], self.model["controls"], **change) in self.model["frames"]

    def picture_text(self) -> str:
        return self.root.evaluate(PICTURE_TEXT)

    def said(self) -> str:
        return self.root.locator(".kp-said").text_content()

    def wait_for_change(self, before: str, what: str) -> str:
        deadline = time.monotonic() + CHANGE_TIMEOUT_S
        while time.monotonic() < deadline:
            now = self.picture_text()
            if now != before:
                return now
            self.page.wait_for_timeout(50)
        raise AssertionError(f"{what}: the picture did not change (it says {before!r})")

    def focus(self, locator) -> None:
        locator.focus()
        assert locator.evaluate("(el) => el === document.activeElement")


def explorers(page) -> list[Explorer]:
    return [Explorer(page, k, model) for k, model in enumerate(page.evaluate(MODELS))]


def numbers(explorer: Explorer):
    """The number controls of an explorer, each with its slider and its box, in order."""
    kept = [c for c in explorer.model["controls"] if c["kind"] == "number"]
    return [(c, explorer.root.locator("input[type=range]").nth(k), explorer.root.locator("input[type=number]").nth(k))
            for k, c in enumerate(kept)]


def work_slider(page, every: list[Explorer]) -> bool:
    for explorer in every:
        for control, slider, _ in numbers(explorer):
            value = explorer.model["values"][control["name"]]
            for key, step in (("ArrowRight", 1), ("ArrowLeft", -1)):
                moved = value + step * control["step"]
                if control["min"] <= moved <= control["max"] and explorer.precomputed(**{control["name"]: moved}):
                    explorer.focus(slider)
                    before = explorer.picture_text()
                    page.keyboard.press(key)
                    after = explorer.wait_for_change(before, f"{key} on the slider {control['label']}")
                    assert explorer.said() == after, "the live region does not say the new picture"
                    assert slider.evaluate("(el) => el === document.activeElement")
                    page.keyboard.press("ArrowLeft" if step == 1 else "ArrowRight")  # back where it was
                    explorer.wait_for_change(after, "the slider back")
                    return True
    return False


def work_box(page, every: list[Explorer]) -> bool:
    for explorer in every:
        for control, _, box in numbers(explorer):
            value = explorer.model["values"][control["name"]]
            for typed in (value - control["step"], value + control["step"]):
                if control["min"] <= typed <= control["max"] and explorer.precomputed(**{control["name"]: typed}):
                    explorer.focus(box)
                    before = explorer.picture_text()
                    page.keyboard.press("Control+A")
                    page.keyboard.type(str(typed))
                    page.keyboard.press("Enter")
                    after = explorer.wait_for_change(before, f"typing {typed} and Enter in the box {control['label']}")
                    assert explorer.said() == after
                    assert box.evaluate("(el) => el === document.activeElement"), "Enter took the focus from the box"
                    page.keyboard.press("Control+A")
                    page.keyboard.type(str(value))
                    page.keyboard.press("Enter")
                    explorer.wait_for_change(after, "the box back")
                    return True
    return False


def work_toggle(page, every: list[Explorer]) -> bool | None:
    found = None
    for explorer in every:
        choices = [c for c in explorer.model["controls"] if c["kind"] == "choice" and len(c["options"]) <= 4]
        for control in choices:
            found = False
            group = explorer.root.get_by_role("group", name=control["label"], exact=True)
            for label, option in control["options"]:
                if option != explorer.model["values"][control["name"]] and \
                        explorer.precomputed(**{control["name"]: option}):
                    button = group.get_by_role("button", name=label, exact=True)
                    explorer.focus(button)
                    before = explorer.picture_text()
                    page.keyboard.press("Space")
                    after = explorer.wait_for_change(before, f"Space on the toggle button {label}")
                    assert button.get_attribute("aria-pressed") == "true" and explorer.said() == after
                    return True
    return found


def work_play(page, every: list[Explorer]) -> bool | None:
    for explorer in every:
        if explorer.model["play"] is None:
            continue
        speed = explorer.root.get_by_role("combobox", name="speed", exact=True)
        explorer.focus(speed)
        page.keyboard.press("End")  # as fast as it draws
        assert speed.evaluate("(select) => select.selectedIndex === select.options.length - 1")
        page.keyboard.press("ArrowUp")  # the fastest timed speed: slow enough to pause before the run ends
        assert speed.evaluate("(select) => select.selectedIndex === select.options.length - 2")
        play = explorer.root.get_by_role("button", name="play", exact=True)
        explorer.focus(play)
        before = explorer.picture_text()
        page.keyboard.press("Enter")
        pause = explorer.root.get_by_role("button", name="pause", exact=True)
        assert pause.count() == 1, "Enter on Play did not start it"
        explorer.wait_for_change(before, "Play")
        page.keyboard.press("Enter")
        assert play.count() == 1 and play.evaluate("(el) => el === document.activeElement"), "Enter did not pause"
        paused = explorer.picture_text()
        page.wait_for_timeout(400)  # three steps at the fastest speed
        assert explorer.picture_text() == paused, "the player went on after its pause"
        return True
    return None


QUIZ = """(form) => ({
    radios: form.querySelectorAll("input[type=radio]").length,
    box: Boolean(form.querySelector("input.kp-box")),
})"""


def work_quiz(page) -> None:
    forms = page.locator("form.kp-form")
    kinds = [forms.nth(k).evaluate(QUIZ) for k in range(forms.count())]
    choice = next(k for k, kind in enumerate(kinds) if kind["radios"] >= 2)
    form = forms.nth(choice)
    feedback = form.locator(".kp-feedback")
    radios = form.locator("input[type=radio]")
    radios.first.focus()
    page.keyboard.press("ArrowDown")
    page.keyboard.press("ArrowUp")
    page.keyboard.press("ArrowDown")
    assert radios.nth(1).is_checked() and feedback.text_content() == "", "an arrow key graded the answer"
    page.keyboard.press("Space")
    assert feedback.text_content() == "", "Space graded the answer"
    page.keyboard.press("Tab")
    check = form.get_by_role("button", name="Check", exact=True)
    assert check.evaluate("(el) => el === document.activeElement"), "Tab from the answers does not reach Check"
    page.keyboard.press("Enter")
    assert feedback.text_content().strip(), "Enter on Check gave no feedback"
    number = next((k for k, kind in enumerate(kinds) if kind["box"]), None)
    if number is not None:
        form = forms.nth(number)
        box = form.locator("input.kp-box")
        box.focus()
        page.keyboard.type("7")
        page.keyboard.press("Enter")
        assert form.locator(".kp-feedback").text_content().strip(), "Enter in a number answer gave no feedback"
        assert box.evaluate("(el) => el === document.activeElement"), "Enter in a number answer took its focus"


@pytest.mark.parametrize("name", CHAPTERS)
def test_each_kind_of_control_works_by_keyboard(chapters, name):
    began = time.monotonic()
    page = chapters(name).page
    every = explorers(page)
    assert every, f"{name} has no explorer"
    assert work_slider(page, every), f"no slider of {name} moves to a precomputed picture by an arrow key"
    assert work_box(page, every), f"no number box of {name} can be typed to a precomputed picture"
    # a kind of control the chapter's page lacks, or has only for settings not stored, may be on its companion
    for work in (work_toggle, work_play):
        worked = work(page, every)
        if worked is not True and COMPANIONS[name]:
            companion = chapters(COMPANIONS[name]).page
            worked = work(companion, explorers(companion)) if worked is None else (
                work(companion, explorers(companion)) or worked)
        assert worked is not False, f"no {work.__name__[5:]} control of {name} or its companion shows a stored picture"
    work_quiz(page)
    visit = chapters(name)
    assert visit.errors == [] and visit.failed == [] and visit.blocked == []
    print(f"\n{name}: controls worked by keyboard in {time.monotonic() - began:.1f} s")


def test_play_asks_first_where_the_system_asks_for_reduced_motion(chapters):
    page = chapters(CHAPTERS[-1]).page
    page.emulate_media(reduced_motion="reduce")
    try:
        explorer = next(explorer for explorer in explorers(page) if explorer.model["play"])
        explorer.focus(explorer.root.get_by_role("button", name="play", exact=True))
        before = explorer.picture_text()
        page.keyboard.press("Enter")
        anyway = explorer.root.get_by_role("button", name="play anyway", exact=True)
        assert anyway.count() == 1 and explorer.root.get_by_role("button", name="pause").count() == 0, \
            "Play played at once, though the system asks for reduced motion"
        assert "reduced motion" in explorer.root.locator(".kp-ask").text_content()
        assert explorer.picture_text() == before
        page.keyboard.press("Enter")  # the reader chose to play
        assert explorer.root.get_by_role("button", name="pause", exact=True).count() == 1
        explorer.wait_for_change(before, "Play anyway")
        page.keyboard.press("Enter")
        assert explorer.root.get_by_role("button", name="play", exact=True).count() == 1
    finally:
        page.emulate_media(reduced_motion="no-preference")
