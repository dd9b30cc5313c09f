"""Chapter 1 and its companion page on the website beyond their precomputed pictures: Python in the browser draws them.

The site is served over http with every other host blocked. With the controls alone (typed
numbers and a click on the board) the reader asks for settings the build did not draw: a knight
on a 37×37 board, a (1, 4) leaper, a square picked on a 30×30 board. Each picture's text
alternative must say what CPython's solver says for the same setting, and nothing may log an
error, fail to load or leave the site.
"""

from __future__ import annotations

import re

import pytest
from live_site import Explorer, chapter_fixture, check_nothing_went_wrong

from boardpuzzles.board import format_square, parse_square
from boardpuzzles.chapters import chapter_numbered
from boardpuzzles.knight import knight_targets, leaper_offsets, move_counts

pytestmark = pytest.mark.browser

CHAPTER = chapter_numbered(1).html()  # the chapters' registry, boardpuzzles.chapters
COMPANION = chapter_numbered(1).html(further=True)  # its "Going further" sections
chapter = chapter_fixture(CHAPTER)
companion = chapter_fixture(COMPANION)
JUMPS = 0  # the chapter page's explorer: the jumps from one square
HEATMAP = 0  # the companion page's first explorer: the moves from every square




def test_a_precomputed_board_appears_without_python(companion):
    heatmap = Explorer(companion.page, HEATMAP)
    heatmap.set_number("board size", 12)
    counts = move_counts(12)
    text = heatmap.wait_for(r"^12×12 grid of moves", timeout_s=10)
    assert f"{min(map(min, counts))} to {max(map(max, counts))}" in text
    assert heatmap.note() == ""


def test_a_knight_on_37_by_37_is_drawn_live(companion):
    heatmap = Explorer(companion.page, HEATMAP)
    heatmap.set_number("board size", 37)
    text = heatmap.wait_for(r"^37×37 grid of moves")
    counts = move_counts(37)
    assert f"{min(map(min, counts))} to {max(map(max, counts))}" in text and "Knight on 37×37" in text


def test_a_leaper_on_a_large_board_is_drawn_live(companion):
    heatmap = Explorer(companion.page, HEATMAP)
    heatmap.set_number("board size", 20)
    heatmap.set_number("a", 1)
    heatmap.set_number("b", 4)
    text = heatmap.wait_for(r"\(1, 4\) leaper on 20×20")
    counts = move_counts(20, offsets=leaper_offsets(1, 4))
    assert text.startswith(f"20×20 grid of moves, {min(map(min, counts))} to {max(map(max, counts))}")


def test_a_square_clicked_on_a_30_by_30_board_shows_its_jumps(chapter):
    jumps = Explorer(chapter.page, JUMPS)
    jumps.set_number("board size", 30)
    jumps.wait_for(r"of a 30×30 board")
    jumps.click_square(17, 23)
    text = jumps.wait_for(r"on \(17 23\) of a 30×30 board")
    targets = sorted(format_square(square) for square in knight_targets(30, (16, 22)))
    listed = re.search(r"(\d+) squares reachable: ([^.]*)\.", text)  # in the order the picture numbers them
    assert listed and int(listed[1]) == len(targets) and sorted(listed[2].split(", ")) == targets, text
    boxes = [jumps.root.get_by_role("spinbutton", name=name, exact=True).input_value() for name in ("row", "column")]
    assert boxes == ["17", "23"], "the click did not set the row and column boxes"


def test_a_typed_value_outside_the_range_is_refused_with_its_rule(chapter):
    jumps = Explorer(chapter.page, JUMPS)
    before = jumps.picture_text()
    jumps.set_number("board size", 51)
    hint = jumps.root.locator(".kp-hint").first.text_content()
    assert re.search(r"board size is a whole number from 1 to 50", hint or ""), hint
    assert jumps.picture_text() == before


def test_the_chapter_page_has_one_explorer_and_the_companion_the_other():
    """The jumps explorer stays on the main line; the moves of every square moved to the companion."""
    from conftest import BOOK

    def explorers(name):
        notebook = (BOOK / name).read_text(encoding="utf-8")
        return notebook.count('"explore(')

    first = chapter_numbered(1)
    assert explorers(f"{first.page}.ipynb") == 1 and explorers(f"{first.companion}.ipynb") == 1


@pytest.mark.parametrize("page", ["chapter", "companion"])
def test_nothing_failed_nothing_was_logged_and_nothing_left_the_site(page, request):
    check_nothing_went_wrong(request.getfixturevalue(page))


def test_another_question_after_the_precomputed_ones_comes_from_python(chapter):
    """The jumps question asks its versions computed beforehand, then new ones from the page's Python; the
    answer of one is what CPython's solver says for its square (found from its words alone)."""
    page = chapter.page
    holder = page.locator(".kp-question:has(.kp-another)").first
    holder.scroll_into_view_if_needed()
    versions = holder.evaluate("q => 1 + JSON.parse(q.dataset.kpQuestion).variants.length")
    asked = [holder.locator("legend").inner_text()]
    for _ in range(versions):  # the others, then the first new one
        holder.get_by_role("button", name="Another one").click()
        page.wait_for_function("([q, old]) => q.querySelector('legend').textContent !== old", arg=[
            holder.element_handle(), asked[-1]], timeout=60_000)
        asked.append(holder.locator("legend").inner_text())
    found = re.fullmatch(r"A knight stands on (\(\d+ \d+\)) of the (\d+)×\d+ board\. .*", asked[-1])
    assert found and asked[-1] not in asked[:-1], asked
    size = int(found[2])
    box = holder.get_by_role("textbox")
    box.fill(str(len(knight_targets(size, parse_square(size, found[1])))))
    box.press("Enter")
    assert holder.locator(".kp-feedback").inner_text().startswith("Right."), asked[-1]
    check_nothing_went_wrong(chapter)
