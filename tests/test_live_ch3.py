"""Chapter 3 on the website beyond its precomputed pictures: Python in the browser runs the searches.

The site is served over http with every other host blocked. With the controls alone (typed
numbers, toggle buttons, a click on the board and the step player) the reader asks for settings
the build did not draw: on the chapter's page, the 5×5 search stepped to its end; on its companion
page, which holds the pruned search and its two explorers, the pruned search on 7×7 from a clicked
square, stepped past the precomputed events; a search that ends before the event asked for; the
first tour of the 10×10 board within a budget the reader types; a budget too small for the 6×6
search. Each picture is checked against what CPython's package says for the same setting: its text
alternative, and the move numbers written on its board (read back from the SVG into a numbered
board), or the lines of its path. Nothing may log an error, fail to load or leave either page.
"""

from __future__ import annotations

import re
import time

import pytest
from live_site import Explorer, chapter_fixture, check_nothing_went_wrong

from boardpuzzles.backtracking import pruned_search, replay_events, search_events
from boardpuzzles.board import format_square
from boardpuzzles.chapters import chapter_numbered
from boardpuzzles.pictures import tour_svg
from boardpuzzles.search import SearchBudgetExceeded
from boardpuzzles.tour import is_knight_tour, tour_from_numbering

pytestmark = pytest.mark.browser

CHAPTER = chapter_numbered(3).html()  # the chapters' registry, boardpuzzles.chapters
FURTHER = chapter_numbered(3).html(further=True)  # its companion page: the pruned search and its explorers
chapter = chapter_fixture(CHAPTER)
further = chapter_fixture(FURTHER)
STEPPER = 0  # the chapter's explorer
COMPARE, FIRST_TOUR = 0, 1  # the companion's explorers, in page order

# The numbers written on the board of the picture shown now: [row, col, number], 0-based squares,
# from the board's geometry (the labels 1..n sit outside the board, the caption under it).
BOARD_NUMBERS = """(root) => {
    const board = root.querySelector('.kp-picture [data-board-size]');
    if (!board) return null;
    const [x0, y0, cell] = ['x', 'y', 'cell'].map((key) => Number(board.dataset[key]));
    const size = Number(board.dataset.boardSize);
    const found = [];
    for (const text of root.querySelectorAll('.kp-picture svg text')) {
        const col = Math.floor((Number(text.getAttribute('x')) - x0) / cell);
        const row = Math.floor((Number(text.getAttribute('y')) - y0) / cell);
        if (row >= 0 && col >= 0 && row < size && col < size) found.push([row, col, Number(text.textContent)]);
    }
    return {size, found};
}"""

PATH_LINES = "(root) => [...root.querySelectorAll('.kp-picture svg path')].map((path) => path.getAttribute('d'))"


def board_numbers(explorer: Explorer) -> list[list[int]]:
    """The numbered board the picture shows (0 for an empty square), read from its SVG."""
    shown = explorer.root.evaluate(BOARD_NUMBERS)
    assert shown is not None, f"no board in the picture: {explorer.picture_text()!r}"
    grid = [[0] * shown["size"] for _ in range(shown["size"])]
    for row, col, number in shown["found"]:
        assert grid[row][col] == 0, f"two numbers on ({row + 1} {col + 1})"
        grid[row][col] = number
    return grid


def event_text(k: int, event) -> str:
    """What the caption says of event ``k``, from the package's own event (as a reader reads it)."""
    verb = "place" if event.kind == "place" else "take back"
    return f"event {k:,}: {verb} move {event.number} on {format_square(event.square)}"


def expect_moment(explorer: Explorer, n: int, start, k: int, pruned: bool) -> None:
    """Check the picture against the package's search from ``start`` (0-based) after ``k`` events."""
    search = "Pruned search" if pruned else "Plain search"
    events = search_events(n, limit=k + 1, start=start, pruned=pruned)
    shown = events[:k]
    text = explorer.wait_for(re.escape(f"{search}, {event_text(len(shown), shown[-1])}"))
    board = replay_events(n, shown)[-1]
    placed = len(tour_from_numbering(board))
    last = shown[-1]
    mark = "Just numbered" if last.kind == "place" else "Just taken back"
    assert f"{mark}: {format_square(last.square)}." in text
    if 0 < placed < n * n:
        numbered = f"{n}×{n} board with {placed} of {n * n} squares numbered, from 1 on {format_square(start)}"
        assert re.match(f"An? {re.escape(numbered)}", text), text
    assert board_numbers(explorer) == board, "the numbers on the board are not the package's replay"
    assert explorer.note() == ""




def test_a_precomputed_event_appears_without_python(chapter):
    stepper = Explorer(chapter.page, STEPPER)
    stepper.set_number("event", 30)
    text = stepper.wait_for(r"event 30:", timeout_s=10)
    event = search_events(5, limit=30)[-1]
    assert f"Plain search, {event_text(30, event)}" in text
    assert board_numbers(stepper) == replay_events(5, search_events(5, limit=30))[-1]


def test_the_stepper_reaches_the_end_of_the_5_by_5_search(chapter):
    stepper = Explorer(chapter.page, STEPPER)
    events = search_events(5, limit=100_000)
    last = len(events)
    began = time.monotonic()
    stepper.set_number("event", last)
    text = stepper.wait_for(rf"event {last:,}:")
    print(f"\n5×5 plain search, event {last:,}, drawn in the browser: {time.monotonic() - began:.2f} s")
    assert text.startswith("Knight's tour of a 5×5 board") and "The search ended here: a tour." in text
    assert tour_from_numbering(board_numbers(stepper)) == tour_from_numbering(replay_events(5, events)[-1])


def test_the_pruned_search_on_7_by_7_from_a_clicked_square_steps_past_the_precomputed_events(further):
    compare = Explorer(further.page, COMPARE)
    compare.choose("search", "pruned")
    compare.set_number("board size", 7)  # first: on 5×5 the pruned search ends at event 25, and so does the player
    compare.set_number("event", 300)
    compare.wait_for(r"^An? 7×7 board")
    began = time.monotonic()
    compare.click_square(3, 5)
    expect_moment(compare, 7, (2, 4), 300, pruned=True)
    print(f"\n7×7 pruned search from (3 5), event 300, drawn in the browser: {time.monotonic() - began:.2f} s")
    boxes = [compare.root.get_by_role("spinbutton", name=name, exact=True).input_value() for name in ("row", "column")]
    assert boxes == ["3", "5"], "the click did not set the row and column boxes"
    # The step player: one event forward, twice, then play and pause where it is.
    forward = compare.root.get_by_role("button", name="event forward one", exact=True)
    forward.click()
    forward.click()
    expect_moment(compare, 7, (2, 4), 302, pruned=True)
    compare.root.get_by_role("button", name="play", exact=True).click()
    compare.page.wait_for_timeout(2500)
    compare.root.get_by_role("button", name="pause", exact=True).click()
    k = int(compare.root.get_by_role("spinbutton", name="event", exact=True).input_value())
    assert k > 302, "the player did not move on"
    expect_moment(compare, 7, (2, 4), k, pruned=True)


def test_the_plain_search_on_8_by_8_from_a_typed_square(further):
    compare = Explorer(further.page, COMPARE)
    compare.choose("search", "plain")
    compare.set_number("board size", 8)
    compare.set_number("row", 4)
    compare.set_number("column", 5)
    began = time.monotonic()
    compare.set_number("event", 10_000)
    expect_moment(compare, 8, (3, 4), 10_000, pruned=False)
    print(f"\n8×8 plain search from (4 5), event 10,000, drawn in the browser: {time.monotonic() - began:.2f} s")


def test_a_search_that_ends_before_the_event_says_so(further):
    compare = Explorer(further.page, COMPARE)
    compare.choose("search", "plain")
    compare.set_number("event", 40)
    compare.set_number("board size", 3)
    compare.set_number("row", 1)
    compare.set_number("column", 1)
    events = search_events(3, limit=41)
    assert len(events) < 40 and events[-1].kind == "undo"
    text = compare.wait_for(re.escape(event_text(len(events), events[-1])))
    assert text.startswith("An empty 3×3 board")
    assert "The search ended here, before event 40: no tour from (1 1)." in text


def test_a_start_off_the_board_is_read_as_a_sentence(further):
    compare = Explorer(further.page, COMPARE)
    compare.set_number("board size", 4)
    compare.set_number("row", 6)
    assert compare.wait_for(r"^Pick a row and a column from 1 to 4\.$")


def test_the_first_tour_of_10_by_10_within_a_typed_budget(further):
    tour = Explorer(further.page, FIRST_TOUR)
    tour.choose("view", "numbers")
    tour.set_number("board size", 10)
    began = time.monotonic()
    tour.set_number("budget", 5_000)
    run = pruned_search(10, budget=5_000)
    text = tour.wait_for(r"\(budget 5,000\)")
    print(f"\nfirst tour of 10×10, budget 5,000, drawn in the browser: {time.monotonic() - began:.2f} s")
    assert text.startswith("Knight's tour of a 10×10 board: all 100 squares numbered in order")
    assert f"Nodes visited: {run.nodes:,} (budget 5,000)." in text
    path = tour_from_numbering(board_numbers(tour))
    assert is_knight_tour(10, path) and path == run.path
    # The path view draws the same lines as CPython's picture of that tour.
    tour.choose("view", "path")
    tour.wait_for(r"drawn as a path.*\(budget 5,000\)")
    drawn = tour.root.evaluate(PATH_LINES)
    expected = re.findall(r'<path d="([^"]*)"', tour_svg(10, run.path, numbers=False))
    assert expected and drawn == expected


def test_a_budget_too_small_is_told_in_the_explorers_terms(further):
    """Up to 8×8 the budget that finds the tour; past it, what else finds one; never a call to type."""
    tour = Explorer(further.page, FIRST_TOUR)
    tour.set_number("board size", 6)
    tour.set_number("budget", 100)
    needs = pruned_search(6).nodes
    assert tour.wait_for(r"^n = 6: the search used its budget of 100 nodes") == (
        f"n = 6: the search used its budget of 100 nodes before a tour; type a budget of {needs:,} to see it.")
    tour.set_number("budget", needs)
    tour.wait_for(rf"\(budget {needs:,}\)")
    tour.set_number("board size", 9)
    tour.set_number("budget", 1_000)
    with pytest.raises(SearchBudgetExceeded):
        pruned_search(9, budget=1_000)
    text = tour.wait_for(r"^n = 9: the search used its budget of 1,000 nodes")
    assert "type a larger one, up to 200,000" in text and "Chapter 4's explorer finds a tour" in text
    assert "robust_tour" not in text and "pass" not in text


def test_the_chapter_keeps_one_explorer_and_its_companion_the_two_of_the_pruned_search(chapter, further):
    assert chapter.page.locator(".kp-explorer").count() == 1
    assert further.page.locator(".kp-explorer").count() == 2
    assert Explorer(further.page, COMPARE).root.get_by_role("group", name="search", exact=True).count() == 1
    assert Explorer(further.page, FIRST_TOUR).root.get_by_role("spinbutton", name="budget", exact=True).count() == 1


def test_nothing_failed_nothing_was_logged_and_nothing_left_the_site(chapter, further):
    check_nothing_went_wrong(chapter)
    check_nothing_went_wrong(further)
