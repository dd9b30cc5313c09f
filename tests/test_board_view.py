"""The board view on the served site (boardpuzzles/book/board_view.js): big pictures read by the keyboard alone.

A reader zooms chapter 4's 137×137 tour and reads one square's move number with the arrow keys
(compared with the package's tour); picks a start square by the keyboard alone (arrow keys and Enter)
in chapters 1, 2 and 4 and sees the picture follow, the focus starting at the piece; reads chapter 4's
tour in order, and chapter 1's piece and the squares it reaches, in their table views; reads chapter 2's
breadth-first search square by square (each square's state and distance) and as a table, compared with
the package's steps; and reads one cell of chapter 2's n = 77 KnightL table. The board is reached with Tab from
the "table view" button beside it, as a keyboard reader reaches it.
"""

from __future__ import annotations

import re

import pytest
from explorer_pages import explorer_of, page_of
from live_site import Explorer, check_nothing_went_wrong, open_chapter

from boardpuzzles.board import format_square
from boardpuzzles.distance import bfs_queue_steps, bitboard_knightl_table
from boardpuzzles.knight import knight_targets
from boardpuzzles.warnsdorff import robust_tour
from boardpuzzles.wording import count_of

pytestmark = pytest.mark.browser

# Two fingers on the board's middle, 40 pixels apart, moving to 80: the events a phone's pinch sends.
PINCH = """(root) => {
    const box = root.querySelector('.kp-picture');
    const svg = box.querySelector('svg');
    const r = svg.getBoundingClientRect();
    const [x, y] = [r.left + r.width / 2, r.top + r.height / 2];
    const send = (type, id, dx) => svg.dispatchEvent(new PointerEvent(type, {bubbles: true, pointerId: id,
        pointerType: 'touch', clientX: x + dx, clientY: y, isPrimary: id === 1}));
    send('pointerdown', 1, -20); send('pointerdown', 2, 20);
    for (let k = 1; k <= 4; k += 1) send('pointermove', 2, 20 + 10 * k);
    for (let k = 1; k <= 4; k += 1) send('pointermove', 1, -20 - 10 * k);
    send('pointerup', 1, -60); send('pointerup', 2, 60);
}"""
# The number the zoomed board writes on the 0-based square (row, col), or None.
WRITTEN = """(root, [row, col]) => {
    const board = root.querySelector('.kp-picture [data-board-size]');
    const [cell, x, y] = ['cell', 'x', 'y'].map((k) => Number(board.dataset[k]));
    const texts = [...root.querySelectorAll('.kp-picture .kp-board-numbers text')];
    const found = texts.find((t) => Math.abs(Number(t.getAttribute('x')) - (x + (col + 0.5) * cell)) < 0.01
        && Math.abs(Number(t.getAttribute('y')) - (y + (row + 0.5) * cell)) < 0.01);
    return found ? found.textContent : null;
}"""
VIEW_BOX = "(root) => root.querySelector('.kp-picture svg').getAttribute('viewBox')"


@pytest.fixture(scope="module")
def pages(browser, site_url):
    """``pages(chapter, render)``: the explorer of ``render`` in chapter number ``chapter`` (4), on
    whichever of the chapter's pages has it (the chapter's or its companion's), each page opened once."""
    visits = {}

    def explorer(chapter: int, render: str) -> Explorer:
        path = page_of(chapter, render)
        if path not in visits:
            visits[path] = open_chapter(browser, f"{site_url}/{path}")
        found = explorer_of(visits[path].page, render)
        found.visit = visits[path]
        return found

    yield explorer
    for visit in visits.values():
        visit.close()


def focus_board(explorer: Explorer) -> None:
    """Reach the board with the keyboard: focus the "table view" button beside it, then Tab."""
    explorer.root.get_by_role("button", name="table view").focus()
    explorer.page.keyboard.press("Tab")
    focused = explorer.page.evaluate("() => document.activeElement.className")
    assert "kp-picture" in focused, f"Tab from the table view button reached {focused!r}, not the board"


def readout(explorer: Explorer) -> str:
    return explorer.root.locator(".kp-board-readout").text_content()


def press(explorer: Explorer, *keys: str) -> None:
    for key in keys:
        explorer.page.keyboard.press(key)


def test_a_zoomed_137_by_137_tour_says_a_square_s_move_number(pages):
    tours = pages(4, "tour_picture")
    tours.choose("tour", "open")
    tours.set_number("board size", 137)
    tours.wait_for(r"137×137 board")
    whole = tours.root.evaluate(VIEW_BOX)
    tours.root.get_by_role("button", name="zoom in").click()
    assert tours.root.evaluate(VIEW_BOX) != whole, "the zoom in button did not zoom"
    focus_board(tours)
    press(tours, "+", "+", "+")
    width = float(tours.root.evaluate(VIEW_BOX).split()[2])
    assert width < float(whole.split()[2]) / 5, f"four steps of zoom (1.5 each) show {width} of {whole}"
    assert readout(tours) == "(1 1): move 1 of 18,769, the start"
    press(tours, "Shift+ArrowDown", "ArrowDown", "ArrowRight", "ArrowRight")  # to (12 3)
    tour = robust_tour(137)
    move = tour.index((11, 2)) + 1
    assert readout(tours) == f"(12 3): move {move:,} of 18,769"
    # the view followed the focus square down the board
    x, y, w, h = map(float, tours.root.evaluate(VIEW_BOX).split())
    board = tours.root.locator(".kp-picture [data-board-size]").first
    cell, top = float(board.get_attribute("data-cell")), float(board.get_attribute("data-y"))
    assert y <= top + 11 * cell and top + 12 * cell <= y + h
    # zoomed to the full, the board writes the move numbers of the squares in view
    press(tours, "+", "+", "+", "+")
    written = tours.root.evaluate(WRITTEN, [11, 2])
    assert written == str(move), f"the number written on (12 3) is {written!r}"
    press(tours, "End")
    end = tour[-1]
    assert readout(tours) == f"{format_square(end)}: move 18,769 of 18,769, the end"
    press(tours, "0")
    assert tours.root.evaluate(VIEW_BOX) == whole
    # a pinch (two pointers moving apart, as a phone sends them) zooms in about their middle
    tours.root.evaluate(PINCH)
    pinched = float(tours.root.evaluate(VIEW_BOX).split()[2])
    assert pinched < float(whole.split()[2]) / 1.9, f"a pinch to twice the distance shows {pinched} of {whole}"
    check_nothing_went_wrong(tours.visit)


def test_chapter_4_picks_a_start_square_by_the_keyboard_and_reads_its_tour_as_text(pages):
    tours = pages(4, "tour_picture")
    tours.set_number("board size", 8)
    tours.wait_for(r"8×8 board")
    focus_board(tours)
    press(tours, "Home", "ArrowDown", "ArrowDown", "ArrowRight", "ArrowRight", "ArrowRight")  # (3 4)
    assert readout(tours).startswith("(3 4): move ")
    press(tours, "Enter")
    text = tours.wait_for(r"8×8 from \(3 4\)")
    assert tours.numbers("row", "column") == ["3", "4"]
    tour = robust_tour(8, start=(2, 3))
    assert f"to 64 on {format_square(tour[-1])}" in text
    tours.root.get_by_role("button", name="table view").click()
    listed = tours.root.locator(".kp-board-text").text_content()
    assert listed == ", ".join(f"{k} {format_square(square)}" for k, square in enumerate(tour, 1)) + "."


def test_chapter_1_picks_the_piece_s_square_by_the_keyboard(pages):
    jumps = pages(1, "jumps_on_board")
    focus_board(jumps)
    assert readout(jumps) == "(4 5): the knight"  # the focus starts at the piece
    press(jumps, "ArrowUp", "ArrowUp", "ArrowLeft", "ArrowLeft")  # to (2 3)
    assert readout(jumps) == "(2 3)"
    press(jumps, "Enter")
    text = jumps.wait_for(r"^Knight on \(2 3\)", timeout_s=10)
    assert jumps.numbers("row", "column") == ["2", "3"]
    assert "(1 1)" in text and readout(jumps) == "(2 3): the knight"  # the focus stays on the square picked
    press(jumps, "ArrowUp", "ArrowLeft", "ArrowLeft")  # (1 1): a knight's jump from (2 3)
    assert re.fullmatch(r"\(1 1\): reached by jump \d", readout(jumps)), readout(jumps)
    # the table view lists the marked squares as text: the knight, then the squares it reaches, by jump number
    jumps.root.get_by_role("button", name="table view").click()
    listed = jumps.root.locator(".kp-board-list").text_content()
    piece, *reached = listed.removesuffix(".").split("; ")
    assert piece == "(2 3): the knight"
    numbers = [int(re.fullmatch(r"\(\d+ \d+\): reached by jump (\d)", item)[1]) for item in reached]
    assert numbers == sorted(numbers) and len(set(numbers)) == len(numbers)
    assert sorted(item.split(":")[0] for item in reached) == sorted(
        format_square(square) for square in knight_targets(8, (1, 2)))
    check_nothing_went_wrong(jumps.visit)


def test_chapter_2_picks_the_start_square_by_the_keyboard(pages):
    distance = pages(2, "distance_picture")
    focus_board(distance)
    press(distance, "Home", "ArrowDown", "ArrowDown", "ArrowDown", "ArrowRight")  # from the path's start (1 1)
    assert re.fullmatch(r"\(4 2\): \d+ moves?", readout(distance)), readout(distance)
    press(distance, "Enter")
    distance.wait_for(r"from \(4 2\) to \(8 8\)")
    assert distance.numbers("row", "column") == ["4", "2"]
    assert readout(distance).startswith("(4 2): 0 moves; step 0 of the path")


def queue_words(steps, k: int):
    """What chapter 2's queue picture should say of each square after ``k`` steps, worked out from the order in which
    breadth-first search finds the squares, the order they join its queue and leave it: the first ``k`` have left
    (the ``k``-th just now), the next ones wait, the last of them just joined."""
    order = [step.square for step in steps]
    waiting = len(steps[k - 1].queue) if k else 1
    joined = len(steps[k - 1].found) if k else 1
    distance = {step.square: step.moves for step in steps}

    def said(square) -> str:
        place = order.index(square) if square in order else len(order)
        if place >= k + waiting:
            return "not reached"
        state = ("taken out now" if place == k - 1 else "taken out" if place < k
                 else "just joined" if place >= k + waiting - joined else "in the queue")
        return f"{state}, {count_of(distance[square], 'move')}"

    return said


def test_chapter_2_reads_the_queue_s_board_square_by_square_and_as_a_table(pages):
    queue = pages(2, "queue_picture")
    queue.set_number("step", 5)
    queue.wait_for(r"^Step 5:")
    steps = bfs_queue_steps(6, 1, 2, start=(0, 0))
    said = queue_words(steps, 5)
    now = steps[4].square
    focus_board(queue)
    assert readout(queue) == f"{format_square(now)}: {said(now)}"  # the focus starts at the square taken out now
    assert said(now).startswith("taken out now, ")
    square = now
    for key, (down, right) in (("ArrowDown", (1, 0)), ("ArrowRight", (0, 1)), ("ArrowRight", (0, 1)),
                               ("ArrowUp", (-1, 0))):
        square = (min(5, max(0, square[0] + down)), min(5, max(0, square[1] + right)))
        press(queue, key)
        assert readout(queue) == f"{format_square(square)}: {said(square)}"
    queue.root.get_by_role("button", name="table view").click()
    rows = queue.root.locator(".kp-board-table tbody tr").evaluate_all(
        "(rows) => rows.map((row) => [...row.children].map((cell) => cell.textContent))")
    assert rows == [[str(row + 1), *(said((row, col)) for col in range(6))] for row in range(6)]
    states = {cell.split(",")[0] for row in rows for cell in row[1:]}
    assert states == {"taken out now", "taken out", "just joined", "in the queue", "not reached"}, states
    check_nothing_went_wrong(queue.visit)


def test_the_77_table_says_one_cell_and_names_its_slowest_piece(pages):
    table = pages(2, "table_picture")
    table.set_number("board size", 77)
    text = table.wait_for(r"^76×76 grid")
    assert "The slowest piece: (5, 72) and (72, 5), 380 moves." in text
    focus_board(table)
    press(table, "ArrowDown", "ArrowDown", "ArrowRight", "ArrowRight", "ArrowRight", "ArrowRight")  # a = 3, b = 5
    value = bitboard_knightl_table(77)[2][4]
    assert readout(table) == f"piece (3, 5), row a = 3, column b = 5: {value} moves from corner to corner"
    check_nothing_went_wrong(table.visit)


# Where the zoomed board writes the number of row `row` and column `col` (1-based) along the view's edges, as
# boxes on the screen, and the picture's box: [row label, column label, picture] (null for a label not written).
EDGE_LABELS = """(root, [row, col]) => {
    const svg = root.querySelector('.kp-picture svg');
    const box = (node) => { if (!node) return null; const r = node.getBoundingClientRect();
        return [r.left, r.top, r.right, r.bottom]; };
    const find = (kind, text) => [...svg.querySelectorAll(`.kp-board-headers text.${kind}`)]
        .find((t) => t.textContent === String(text));
    return [box(find('kp-board-row', row)), box(find('kp-board-col', col)), box(svg)];
}"""


def test_the_zoomed_77_table_keeps_its_row_and_column_numbers_in_view(pages):
    table = pages(2, "table_picture")
    table.set_number("board size", 77)
    table.wait_for(r"^76×76 grid")
    focus_board(table)
    press(table, "0", "Home", "+", "+", "+", "+")
    assert float(table.root.evaluate(VIEW_BOX).split()[2]) < 418 / 4, "the table did not zoom"
    press(table, *["Shift+ArrowDown"] * 4, *["Shift+ArrowRight"] * 3)  # 40 rows and 30 columns on: far from the labels
    a, b = map(int, re.match(r"piece \((\d+), (\d+)\)", readout(table)).groups())
    assert a > 40 and b > 30, readout(table)
    row, col, picture = table.root.evaluate(EDGE_LABELS, [a, b])
    assert row and col, "the zoomed view does not number the focus square's row and column"
    left, top, right, bottom = picture
    for label in (row, col):  # wholly inside the picture shown
        assert left <= label[0] and label[2] <= right and top <= label[1] and label[3] <= bottom, (label, picture)
    assert row[2] < left + 40 and col[3] < top + 30, "the numbers run along the view's left and top edges"
    press(table, "0")  # the whole table: its own labels show, and none are added
    assert table.root.locator(".kp-board-headers").count() == 0
