"""Your turn on the built website, as a reader plays it (issue 37).

Each chapter's exercise is found on the page the chapters' registry names (``boardpuzzles.chapters``, each
chapter's ``practice``), by its letter. The right answers come from the package (``deal`` of the code the widget
shows), never from the page: playing them to the end scores 100%, by the board view's keys (arrows and Enter), by
clicks on squares and by the numbers', moves' and buttons' own buttons; a wrong answer is refused, its reason shown
and announced, the focus where it was. A link ``?yourturn=CODE`` opens its instance (a stored one at once; any other
from the page's Python, the one test here that starts it), and from ``file://`` a stored instance plays to the end,
its progress shown on the start page until its button clears it.
"""

from __future__ import annotations

import re

import pytest
from conftest import PYTHON_WHEN_ASKED
from playwright.sync_api import expect
from test_widget_bundle import SITE, Visit, wait_for_widgets

from boardpuzzles.chapters import CHAPTERS
from boardpuzzles.practice import deal
from boardpuzzles.practice.codes import random_code

#: Each exercise's letter and its page, as the registry says.
PAGES = {entry.letter: chapter.html(further=entry.further) for chapter in CHAPTERS for entry in chapter.practice}

#: Python's cold start in the browser, on a loaded machine.
LIVE_TIMEOUT_MS = 120_000

SQUARE = re.compile(r"(\d+),(\d+)")
BUTTONS = {"back": "take back"}


def open_exercise(browser, url: str, letter: str):
    visit = Visit(browser, url).open()
    assert wait_for_widgets(visit.page) == "ready", f"the widgets of {url} did not render"
    widget = visit.page.locator(f'.kp-practice[data-letter="{letter}"]')
    expect(widget).to_have_attribute("data-code", re.compile(rf"^{letter}\d-"), timeout=60_000)
    widget.scroll_into_view_if_needed()
    return visit, widget


def click_square(widget, row: int, col: int) -> None:
    """Click the 0-based square (row, col) of the exercise's board, where the page draws it."""
    svg = widget.locator(".kp-practice-board svg[data-board-size]")
    geometry = svg.evaluate("""(svg) => ({cell: Number(svg.dataset.cell), x: Number(svg.dataset.x),
        y: Number(svg.dataset.y), scale: svg.getBoundingClientRect().width / svg.viewBox.baseVal.width})""")
    svg.click(position={"x": (geometry["x"] + (col + 0.5) * geometry["cell"]) * geometry["scale"],
                        "y": (geometry["y"] + (row + 0.5) * geometry["cell"]) * geometry["scale"]})


class Keys:
    """The board view's keyboard: the board focused by Tab, a focus square moved by the arrows, Enter to pick."""

    def __init__(self, widget):
        self.widget = widget
        self.page = widget.page
        widget.get_by_role("button", name="open", exact=True).focus()
        self.page.keyboard.press("Tab")
        self.board = widget.locator(".kp-practice-board")
        assert self.board.evaluate("(box) => document.activeElement === box"), "Tab reaches the board"
        # the focus square: (1 1) the first time, else the last square picked; the read-out line says it
        said = re.match(r"\((\d+) (\d+)\)", widget.locator(".kp-board-readout").text_content())
        self.at = (int(said[1]) - 1, int(said[2]) - 1)

    def pick(self, row: int, col: int) -> None:
        for _ in range(abs(row - self.at[0])):
            self.page.keyboard.press("ArrowDown" if row > self.at[0] else "ArrowUp")
        for _ in range(abs(col - self.at[1])):
            self.page.keyboard.press("ArrowRight" if col > self.at[1] else "ArrowLeft")
        self.at = (row, col)
        self.page.keyboard.press("Enter")


def button_for(widget, key: str):
    """The button that gives the answer ``key``: a number's, a move's, or a word's ("take back", "none")."""
    if key.startswith("#"):
        return widget.get_by_role("group", name="numbers").get_by_role("button", name=key[1:], exact=True)
    if ">" in key:
        return widget.get_by_role("button", name=f"from peg {key[0]} to peg {key[2]}", exact=True)
    return widget.get_by_role("button", name=BUTTONS.get(key, key), exact=True)


def give(widget, key: str, keys: Keys | None = None) -> None:
    """Answer ``key``: a square by the keyboard (``keys``) or a click, a number, a move or a word by its button."""
    square = SQUARE.fullmatch(key)
    if square and keys:
        keys.pick(int(square[1]), int(square[2]))
    elif square:
        click_square(widget, int(square[1]), int(square[2]))
    else:
        button_for(widget, key).click()


def play_to_the_end(widget, *, keyboard_steps: int = 0) -> None:
    """Give every step's right answers, from the package's deal of the widget's code; the score must be 100%."""
    script = deal(widget.get_attribute("data-code"))
    keys = Keys(widget) if keyboard_steps and "board" in script.scene else None
    for index, step in enumerate(script.steps):
        expect(widget.locator(".kp-practice-prompt")).to_have_text(re.compile(rf"^Step {index + 1} of "))
        by_keys = bool(keys) and index < keyboard_steps and all(SQUARE.fullmatch(key) for key in step.right)
        for key in sorted(step.right) if step.collect else [min(step.right)]:
            give(widget, key, keys if by_keys else None)
        if by_keys:
            assert keys.board.evaluate("(box) => document.activeElement === box"), "the board keeps the focus"
    total = script.total
    expect(widget.locator(".kp-practice-score")).to_have_text(
        f"Done: {total} of {total} steps right at the first try (100%).")


def refuse_one(widget) -> None:
    """Give a wrong answer to the first step: refused with its reason, said in the live region, the focus kept."""
    script = deal(widget.get_attribute("data-code"))
    step = script.steps[0]
    key = sorted(step.wrong)[0]  # a square where the step takes squares: "0,0" comes before "back"
    if SQUARE.fullmatch(key):
        keys = Keys(widget)
        keys.pick(*map(int, key.split(",")))
        focused = keys.board
    else:
        focused = button_for(widget, key)
        focused.click()
    verdict = widget.locator(".kp-practice-verdict")
    expect(verdict).to_have_text(f"✗ Not this one: {step.wrong[key]}")
    assert verdict.get_attribute("aria-live") == "polite"
    assert focused.evaluate("(node) => document.activeElement === node"), "the focus stays where it was"
    expect(widget.locator(".kp-practice-prompt")).to_have_text(re.compile(r"^Step 1 of "))


@pytest.mark.parametrize("letter", list(PAGES))
def test_each_chapter_s_exercise_plays_to_the_end_by_the_right_steps_and_refuses_a_wrong_one(browser, site_url, letter):
    visit, widget = open_exercise(browser, f"{site_url}/{PAGES[letter]}", letter)
    try:
        assert widget.get_attribute("role") == "region"
        assert widget.get_attribute("aria-label").startswith("Your turn: ")
        first = widget.get_attribute("data-code")
        play_to_the_end(widget, keyboard_steps=2)
        widget.get_by_role("button", name=re.compile(r"^new ")).click()
        expect(widget).not_to_have_attribute("data-code", first)
        refuse_one(widget)
        assert visit.errors == [] and visit.blocked == []
    finally:
        visit.close()


def test_a_link_opens_its_instance_stored_or_dealt_by_the_page_s_python(browser, site_url):
    letter = "H"
    stored, dealt = random_code(letter, 1, 1), random_code(letter, 3, 0)  # the second stored; level 3 is not
    visit, widget = open_exercise(browser, f"{site_url}/{PAGES[letter]}?yourturn={stored.lower()}", letter)
    try:
        expect(widget).to_have_attribute("data-code", stored)
        expect(widget.locator(".kp-practice-title")).to_have_text(deal(stored).title)
        link = widget.get_by_role("link", name="link to this exercise")
        assert link.get_attribute("href") == f"?yourturn={stored}#your-turn"
        visit.page.goto(f"{site_url}/{PAGES[letter]}?yourturn={dealt}", wait_until="load")
        widget = visit.page.locator(f'.kp-practice[data-letter="{letter}"]')
        visit.page.evaluate("() => window.knightsWidgets.loadAll()")
        expect(widget).to_have_attribute("data-code", dealt, timeout=LIVE_TIMEOUT_MS)
        expect(widget.locator(".kp-practice-title")).to_have_text(deal(dealt).title)
        play_to_the_end(widget)
        assert visit.errors == []
    finally:
        visit.close()


def test_from_a_file_a_stored_instance_plays_to_the_end_and_the_start_page_keeps_the_progress(browser):
    """The start page, open in another tab, shows the progress as the exercise ends (the browser tells it of the
    change), and again when it is loaded afresh; its button clears it, and the chapter's tab hears of that too."""
    letter = "H"
    visit, widget = open_exercise(browser, (SITE / PAGES[letter]).as_uri(), letter)
    start = visit.context.new_page()
    start.add_init_script(PYTHON_WHEN_ASKED)
    try:
        start.goto((SITE / "book" / "index.html").as_uri(), wait_until="load")
        assert wait_for_widgets(start) == "ready"
        table = start.get_by_role("region", name="your progress")
        number = next(chapter.number for chapter in CHAPTERS if letter in [e.letter for e in chapter.practice])
        done, right = (table.locator("tbody tr").nth(number - 1).locator("td").nth(k) for k in (0, 1))
        expect(done).to_have_text("0")
        play_to_the_end(widget)
        total = deal(widget.get_attribute("data-code")).total
        progress = widget.locator(".kp-practice-progress")
        expect(progress).to_have_text(re.compile(r"1 exercise done"))
        expect(done).to_have_text("1")
        expect(right).to_have_text(f"{total} of {total}")
        start.reload(wait_until="load")
        assert wait_for_widgets(start) == "ready"
        expect(done).to_have_text("1")
        table.get_by_role("button", name="clear my progress").click()
        expect(done).to_have_text("0")
        expect(right).to_have_text("—")
        expect(progress).to_have_text(re.compile(r"none done yet"))
        assert visit.errors == []
    finally:
        visit.close()
