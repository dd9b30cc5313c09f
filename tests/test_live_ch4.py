"""Chapter 4 on the website beyond its precomputed pictures: Python in the browser finds and draws the tours.

The chapter's page plays Warnsdorff's rule (the step player); its companion page, "Going further",
finds a tour of any board (the tour explorer). The site is served over http with every other host
blocked. With the controls alone (typed
numbers, a click on the board, the open/closed toggle and the step player) the reader asks for
settings the build did not draw: an open tour of the 137×137 board from (5 9), one of 200×200, a
closed tour of 64×64, a board with no closed tour, and Warnsdorff's rule played and stepped on a
12×12 board with Roth's tie-break. Each picture is read back, its text alternative and the path
its SVG draws, and compared with what CPython's solvers give for the same setting; nothing may
log an error, fail to load or leave the site. Times are printed (``-s``), never asserted.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest
from live_site import SVG, Explorer, chapter_fixture, check_nothing_went_wrong, picture_svg

from boardpuzzles.board import format_square
from boardpuzzles.chapters import chapter_numbered
from boardpuzzles.knight import knight_targets
from boardpuzzles.pictures.colours import PALETTE
from boardpuzzles.pictures.contents import encode_path
from boardpuzzles.pictures.tours import TIE_WORDS
from boardpuzzles.tour import is_knight_tour, no_tour_reason
from boardpuzzles.warnsdorff import closed_tour, onward_counts, robust_tour, warnsdorff_path
from boardpuzzles.wording import board_article

pytestmark = pytest.mark.browser

CHAPTER = chapter_numbered(4).html()  # the chapters' registry, boardpuzzles.chapters
COMPANION = chapter_numbered(4).html(further=True)
chapter = chapter_fixture(CHAPTER)
further = chapter_fixture(COMPANION)
TOURS = 0  # the companion page's explorer
STEPS = 0  # the chapter page's explorer
SQUARE = re.compile(r"\((\d+) (\d+)\)")




# --- reading a tour back out of the picture's SVG ---------------------------------------------------



def drawn_path(root: ET.Element) -> list[tuple[int, int]]:
    """The 0-based squares the tour's line passes, in order: its pieces ``M col.5 row.5 l dc dr ...`` joined.

    A long tour is drawn in stretches that share their ends; the closing jump, drawn in pixels, is not one.
    """
    pieces = []
    for path in root.iter(SVG + "path"):
        head = re.match(r"M(\d+)\.5 (\d+)\.5l", path.get("d", ""))
        if head:
            col, row = map(int, head.groups())
            squares = [(row, col)]
            steps = [int(v) for v in re.findall(r"-?\d+", path.get("d")[head.end():])]
            for dc, dr in zip(steps[::2], steps[1::2]):
                row, col = row + dr, col + dc
                squares.append((row, col))
            pieces.append(squares)
    assert pieces, "the picture draws no path through the squares"
    return pieces[0] + [square for piece in pieces[1:] for square in piece[1:]]


def closing_jump(root: ET.Element) -> list[tuple[int, int]]:
    """The two squares the red closing jump joins, from the board's geometry (its data attributes)."""
    board = next(e for e in root.iter() if "data-board-size" in e.attrib)
    x, y, cell = (float(board.get(f"data-{k}")) for k in ("x", "y", "cell"))
    line = next(p for p in root.iter(SVG + "path") if p.get("stroke") == PALETTE["path_end"] and "L" in p.get("d"))
    ends = [tuple(map(float, pair.split())) for pair in line.get("d")[1:].split("L")]
    return [(int((py - y) // cell), int((px - x) // cell)) for px, py in ends]


def click_square(explorer: Explorer, row: int, col: int) -> None:
    """Click the square (row col), 1-based, once the number just typed has been committed.

    The box a number was typed in commits it again when it loses focus, which the mouse press does:
    the explorer then draws the same setting again and replaces the board under the pointer, at once
    when that picture is precomputed, or when the browser's Python answers, and a board replaced
    between the press and the release drops the click (a reader's click right after typing is lost
    the same way; see the report on explorer.js). Leaving the box first, and waiting for that
    drawing, keeps this test about the click.
    """
    explorer.page.evaluate("() => document.activeElement && document.activeElement.blur()")
    explorer.wait_for(r"")  # the same setting, drawn again
    explorer.click_square(row, col)




# --- the tour explorer --------------------------------------------------------------------------------


def test_precomputed_tours_and_reasons_appear_without_python(further):
    """8×8 is precomputed from every start; the 7×7 reason comes from the page's Python."""
    tours = Explorer(further.page, TOURS)
    tours.choose("tour", "closed")
    tour = closed_tour(8)
    text = tours.wait_for(r"8×8 board.*closing jump", timeout_s=10)
    assert f"from 1 on (1 1) to 64 on {format_square(tour[-1])}" in text
    assert tours.note() == ""
    assert drawn_path(picture_svg(tours)) == tour
    tours.choose("tour", "open")
    tours.set_number("board size", 7)
    click_square(tours, 1, 2)
    text = tours.wait_for(r"No open tour of the 7×7 board starts on \(1 2\)", timeout_s=30)
    assert text.endswith(f"No open tour of the 7×7 board starts on (1 2): {no_tour_reason(7, start=(0, 1))}. "
                         "Click another square.")
    assert tours.note() == ""
    # the board stays, the start on it, so that another square can be clicked
    assert picture_svg(tours).find(".//*[@data-kind='tour']").get("data-path") == encode_path([(0, 1)])
    click_square(tours, 1, 1)
    tours.wait_for(r"Open tour, 7×7 from \(1 1\)", timeout_s=30)
    assert drawn_path(picture_svg(tours)) == robust_tour(7, start=(0, 0))


def test_a_tour_of_137_by_137_from_5_9_clicked_on_the_board_is_the_solvers(further):
    tours = Explorer(further.page, TOURS)
    tours.choose("tour", "open")
    tours.set_number("column", 1)  # (1 1): a start with a tour on every board
    tours.set_number("board size", 137)
    tours.wait_for(r"137×137 board")
    click_square(tours, 5, 9)
    text = tours.timed_wait(r"137×137 from \(5 9\)", "open tour, 137×137 from (5 9)")
    assert tours.numbers("row", "column") == ["5", "9"], "the click did not set the row and the column"
    tour = robust_tour(137, start=(4, 8))
    assert text.startswith(f"Knight's tour of a 137×137 board: all {137 * 137:,} squares drawn as a path")
    assert f"from 1 on (5 9) to {137 * 137:,} on {format_square(tour[-1])}" in text
    path = drawn_path(picture_svg(tours))
    assert path[0] == (4, 8) and is_knight_tour(137, path)
    assert path == tour


def test_a_tour_of_200_by_200_from_typed_numbers(further):
    tours = Explorer(further.page, TOURS)
    tours.choose("tour", "open")
    tours.set_number("board size", 200)
    tours.set_number("row", 100)
    tours.set_number("column", 100)
    text = tours.timed_wait(r"200×200 from \(100 100\)", "open tour, 200×200 from (100 100)")
    tour = robust_tour(200, start=(99, 99))
    assert f"from 1 on (100 100) to {200 * 200:,} on {format_square(tour[-1])}" in text
    assert drawn_path(picture_svg(tours)) == tour


def test_a_closed_tour_of_64_by_64_closes(further):
    tours = Explorer(further.page, TOURS)
    tours.set_number("board size", 64)
    tours.set_number("row", 3)
    tours.set_number("column", 3)
    tours.choose("tour", "closed")
    text = tours.timed_wait(r"^Knight's tour of a 64×64 board.*Closed tour, 64×64 from \(3 3\)",
                      "closed tour, 64×64 from (3 3)")
    assert "The closing jump, from the last square back to the first, is drawn in red." in text
    root = picture_svg(tours)
    path = drawn_path(root)
    assert path[0] == (2, 2) and is_knight_tour(64, path, closed=True)
    assert path == closed_tour(64, start=(2, 2))
    assert closing_jump(root) == [path[-1], path[0]]


def test_a_board_with_no_closed_tour_says_why(further):
    tours = Explorer(further.page, TOURS)
    tours.choose("tour", "closed")
    tours.set_number("board size", 63)
    tours.set_number("row", 1)
    tours.set_number("column", 1)
    text = tours.wait_for(r"No closed tour of the 63×63 board starts on \(1 1\)")
    assert text.endswith(f"No closed tour of the 63×63 board starts on (1 1): {no_tour_reason(63, closed=True)}. "
                         "Click another square.")


def test_a_start_off_the_board_reads_as_a_sentence_in_place_of_the_picture(further):
    tours = Explorer(further.page, TOURS)
    tours.choose("tour", "open")
    tours.set_number("board size", 12)
    tours.set_number("row", 1)  # a start of its own: what an earlier test of this shared page left is no start
    tours.set_number("column", 1)
    tours.wait_for(r"12×12 from \(1 1\)")
    tours.set_number("row", 20)
    assert tours.wait_for(r"^Pick a row") == "Pick a row and a column from 1 to 12."
    assert tours.note() == ""


# --- the Warnsdorff step player -------------------------------------------------------------------------


def expected_step(size: int, start, tie: str, jumps: int) -> tuple[dict, str | None, tuple]:
    """What CPython's rule says after ``jumps`` jumps: the candidates' onward counts, the next square, the knight."""
    walk = warnsdorff_path(size, start=start, tie=tie)
    done = walk[:jumps + 1]
    counts = onward_counts(size, done)
    candidates = {format_square(t): counts[t[0]][t[1]] for t in knight_targets(size, done[-1]) if t not in done}
    after = format_square(walk[jumps + 1]) if jumps + 1 < len(walk) else None
    return candidates, after, format_square(done[-1])


def check_step(text: str, size: int, start, tie: str, jumps: int) -> None:
    candidates, after, knight = expected_step(size, start, tie, jumps)
    assert f"on {board_article(size)} {size}×{size} board after {jumps} jump" in text, text
    assert f"the knight is on {knight}" in text, text
    listed = dict(re.findall(r"(\(\d+ \d+\)): (\d+)", text.partition("onward counts: ")[2].partition(".")[0]))
    assert {square: int(count) for square, count in listed.items()} == candidates, text
    assert (f"Next: {after}." in text) if after else "Next:" not in text
    assert text.endswith(f"ties: {TIE_WORDS[tie]}."), text


def test_stepping_warnsdorffs_rule_with_roths_tie_break_beyond_the_precomputed_walk(chapter):
    steps = Explorer(chapter.page, STEPS)
    steps.set_number("board size", 12)
    steps.wait_for(r"12×12 board after 0 jumps")
    click_square(steps, 3, 4)
    steps.choose("tie break", "Roth's")
    start = (2, 3)
    # the text with Roth's tie break: the square's click is drawn first, with the tie break it had (a quick browser
    # shows that text before the new choice's)
    roth = re.escape(TIE_WORDS["roth"])
    text = steps.timed_wait(rf"12×12 board after 0 jumps: the knight is on \(3 4\).*ties: {roth}", "Warnsdorff 12×12")
    check_step(text, 12, start, "roth", 0)
    forward = steps.root.get_by_role("button", name="jumps forward one", exact=True)
    for jumps in (1, 2, 3):
        forward.click()
        check_step(steps.wait_for(rf"after {jumps} jumps?:"), 12, start, "roth", jumps)
    play = steps.root.get_by_role("button", name="play", exact=True)
    play.click()
    chapter.page.wait_for_timeout(3000)
    steps.root.get_by_role("button", name="pause", exact=True).click()
    jumps = int(steps.numbers("jumps")[0])
    assert jumps > 3, "the player did not move on"
    chapter.page.wait_for_timeout(1500)
    assert int(steps.numbers("jumps")[0]) == jumps, "the player did not pause where it was"
    check_step(steps.wait_for(rf"after {jumps} jumps:"), 12, start, "roth", jumps)


def test_the_first_of_ties_gets_stuck_where_the_chapter_says(chapter):
    steps = Explorer(chapter.page, STEPS)
    steps.set_number("board size", 8)
    steps.choose("tie break", "first")
    steps.set_number("row", 4)
    steps.set_number("column", 6)
    walk = warnsdorff_path(8, start=(3, 5))
    assert len(walk) < 64
    steps.set_number("jumps", len(walk) - 1)
    text = steps.wait_for(rf"after {len(walk) - 1} jumps")
    check_step(text, 8, (3, 5), "first", len(walk) - 1)
    assert "the walk is stuck" in text
    steps.set_number("jumps", len(walk) + 10)  # past its end: the walk's last moment
    assert steps.wait_for(r"Jumps made") == text
    steps.set_number("jumps", len(walk) - 4)
    steps.wait_for(rf"after {len(walk) - 4} jumps")
    steps.root.get_by_role("button", name="play", exact=True).click()
    steps.root.get_by_role("button", name="play", exact=True).wait_for(timeout=30_000)  # it stopped by itself
    assert int(steps.numbers("jumps")[0]) <= len(walk), "the player ran on past the end of the walk"
    assert steps.wait_for(r"Jumps made") == text


def test_nothing_failed_nothing_was_logged_and_nothing_left_the_site(chapter, further):
    check_nothing_went_wrong(chapter)
    check_nothing_went_wrong(further)


def test_the_chapter_keeps_the_step_player_and_the_companion_the_tour_explorer(chapter, further):
    """The explorers sit where the pages say: the step player on the chapter, the tour explorer beside it."""
    assert chapter.page.locator(".kp-explorer").count() == 1
    assert further.page.locator(".kp-explorer").count() == 1
    assert Explorer(chapter.page, STEPS).root.get_by_role("button", name="play", exact=True).count() == 1
    assert Explorer(further.page, TOURS).root.get_by_role("button", name="closed").count() == 1
