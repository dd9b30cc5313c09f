"""Chapter 2 and its companion page on the website beyond their precomputed pictures: Python in the browser draws them.

The site is served over http with every other host blocked. The queue is on the chapter's page; the
flood, the fewest moves from any square and the table are on its companion page,
``02_fewest_moves_further``. With the controls alone (typed numbers, a click on the board and the step
player) the reader asks for searches the build did not draw: the queue of a knight started from
(17 23) on a 30×30 board, picked by a click and stepped, typed and played past the precomputed frames;
the flood of that search layer by layer;
the fewest moves of the (1, 4) piece from the middle of a 30×30 board; the KnightL table for
n = 42. Each picture must show what CPython's solvers say for the same setting: its text
alternative names the same squares, counts and distances, and the squares it paints have the
colours of the numbers the package computes. Nothing may log an error, fail to load or leave
the site.

Run with ``-s`` to see how long each picture took in the browser (nothing here is timed).
"""

from __future__ import annotations

import re
import time
import xml.etree.ElementTree as ET

import pytest
from live_site import CALL, LIVE_TIMEOUT_S, SPECS, SVG, Explorer, chapter_fixture, check_nothing_went_wrong, picture_svg

from boardpuzzles.board import format_square
from boardpuzzles.chapters import chapter_numbered
from boardpuzzles.distance import (
    MAX_TABLE_SIZE,
    bfs_queue_steps,
    bitboard_knightl_table,
    distance_grid,
    fewest_moves,
    knightl_table,
    shortest_path,
)
from boardpuzzles.pictures.colours import PALETTE, scale_colour
from boardpuzzles.wording import count_of

pytestmark = pytest.mark.browser

CHAPTER = chapter_numbered(2).html()  # the chapters' registry, boardpuzzles.chapters
COMPANION = chapter_numbered(2).html(further=True)
chapter = chapter_fixture(CHAPTER)
further = chapter_fixture(COMPANION)
QUEUE = 0  # the chapter's explorer
LAYERS, DISTANCES, TABLE = range(3)  # the companion's explorers, in page order






# --- reading the page ----------------------------------------------------------------------------------



def painted(root: ET.Element) -> dict[tuple[int, int], str]:
    """Each square the picture paints (runs ``M col row h len v1 h-len z``, one path per colour)."""
    colours = {}
    for path in root.iter(SVG + "path"):
        for col, row, length in re.findall(r"M(\d+) (\d+)h(\d+)v1h-\3z", path.get("d", "")):
            for k in range(int(length)):
                colours[int(row), int(col) + k] = path.get("fill")
    return colours




def set_numbers(explorer: Explorer, **values: int) -> None:
    for name, value in values.items():
        explorer.set_number(name.replace("_", " "), value)


def queue_text(steps, k: int, grid) -> str:
    """What the queue picture after ``k`` steps must say, from the solver: the step, the square, the queue."""
    if k == 0:
        return f"Start: the queue holds only the start square, {format_square(steps[0].square)}."
    step = steps[k - 1]
    words = f"Step {k}: {format_square(step.square)} leaves the front of the queue, {count_of(step.moves, 'move')}"
    assert grid[step.square[0]][step.square[1]] == step.moves  # the solver agrees with itself
    return words


def check_queue(text: str, steps, k: int, grid, start, size: int) -> None:
    """The picture after ``k`` steps shows the solver's step, its search and its queue, front first."""
    assert text.startswith(queue_text(steps, k, grid)), text
    assert f"from {format_square(start)} on a {size}×{size} board: {count_of(k, 'square')} taken out" in text, text
    queue = steps[k - 1].queue if k else [start]
    if queue:
        front = queue[0]
        entry = f"{format_square(front)} at {count_of(grid[front[0]][front[1]], 'move')}"
        assert f"holds {count_of(len(queue), 'square')}: {entry}" in text, text
    else:
        assert "The queue is empty." in text, text


# --- the queue, one square at a time ---------------------------------------------------------------------


def test_a_precomputed_step_of_the_6_by_6_search_appears_without_python(chapter):
    queue = Explorer(chapter.page, QUEUE)
    steps, grid = bfs_queue_steps(6, 1, 2), distance_grid(6, 1, 2)
    queue.set_number("step", 12)
    check_queue(queue.wait_for(r"^Step 12: ", timeout_s=10), steps, 12, grid, (0, 0), 6)
    assert queue.note() == ""


def test_a_start_of_17_23_clicked_on_a_30_by_30_board_starts_the_queue_there(chapter):
    queue = Explorer(chapter.page, QUEUE)
    set_numbers(queue, board_size=30, row=1, column=1, a=1, b=2, step=0)
    queue.wait_for(r"from \(1 1\) on a 30×30 board")
    queue.click_square(17, 23)
    text = queue.timed_wait(r"from \(17 23\) on a 30×30 board", "queue 30×30 from a click")
    start = (16, 22)
    check_queue(text, bfs_queue_steps(30, 1, 2, start=start), 0, distance_grid(30, 1, 2, start=start), start, 30)
    assert queue.numbers("row", "column") == ["17", "23"], "the click did not set the row and column boxes"


def test_stepping_typing_and_playing_the_queue_beyond_the_precomputed_frames(chapter):
    queue = Explorer(chapter.page, QUEUE)
    start = (16, 22)
    steps, grid = bfs_queue_steps(30, 1, 2, start=start), distance_grid(30, 1, 2, start=start)
    set_numbers(queue, board_size=30, row=17, column=23, a=1, b=2, step=0)
    queue.wait_for(r"^Start: .*from \(17 23\) on a 30×30 board")
    forward = queue.root.get_by_role("button", name="step forward one", exact=True)
    for k in (1, 2, 3):
        forward.click()
        check_queue(queue.wait_for(rf"^Step {k}: "), steps, k, grid, start, 30)
    queue.set_number("step", 400)
    check_queue(queue.timed_wait(r"^Step 400: ", "queue 30×30, step 400 typed"), steps, 400, grid, start, 30)
    queue.root.get_by_role("button", name="play", exact=True).click()
    queue.page.wait_for_function("(box) => Number(box.value) >= 403",
                                 arg=queue.root.get_by_role("spinbutton", name="step", exact=True).element_handle(),
                                 timeout=LIVE_TIMEOUT_S * 1000)
    queue.root.get_by_role("button", name="pause", exact=True).click()
    k = int(queue.numbers("step")[0])
    check_queue(queue.wait_for(rf"^Step {k}: "), steps, k, grid, start, 30)
    queue.page.wait_for_timeout(1500)
    assert int(queue.numbers("step")[0]) == k, "the player did not pause where it was"


def test_a_step_past_the_end_shows_the_empty_queue(chapter):
    queue = Explorer(chapter.page, QUEUE)
    steps = bfs_queue_steps(6, 1, 2, start=(2, 3))
    set_numbers(queue, board_size=6, row=3, column=4, a=1, b=2, step=2000)
    text = queue.wait_for(rf"^Step {len(steps)}: .*from \(3 4\) on a 6×6 board")
    assert text.endswith("The queue is empty."), text
    assert "The queue is empty: BFS is over." in text


# --- the flood, one layer at a time ----------------------------------------------------------------------


def test_the_flood_from_a_square_clicked_on_a_30_by_30_board_steps_layer_by_layer(further):
    layers = Explorer(further.page, LAYERS)
    set_numbers(layers, board_size=30, a=1, b=2, layer=0)
    layers.wait_for(r"^30×30 grid of moves")
    layers.click_square(17, 23)
    grid = distance_grid(30, 1, 2, start=(16, 22))
    last = max(map(max, grid))
    layers.wait_for(rf"Layer 0 of layers 0 to {last}: the start\.$")
    assert layers.numbers("row", "column") == ["17", "23"]
    forward = layers.root.get_by_role("button", name="layer forward one", exact=True)
    for k in (1, 2, 3):
        forward.click()
        new = sum(row.count(k) for row in grid)
        reached = sum(0 <= v <= k for row in grid for v in row)
        text = layers.wait_for(rf"Layer {k} of layers 0 to {last}: {count_of(new, 'new square')}\.$")
        assert f"up to layer {k}: {count_of(reached, 'square')} reached, {new} of them in layer {k}" in text
        colours = painted(picture_svg(layers))
        assert set(colours) == {(r, c) for r in range(30) for c in range(30) if 0 <= grid[r][c] <= k}
    layers.set_number("layer", 999)  # past the last layer: the flood is over
    layers.wait_for(rf"Layer {last} of layers 0 to {last}: ")


# --- the fewest moves from any square ----------------------------------------------------------------------


def test_the_1_4_piece_from_the_middle_of_30_by_30_gets_the_solvers_fewest_moves(further):
    distances = Explorer(further.page, DISTANCES)
    set_numbers(distances, board_size=30, a=1, b=4, row=15, column=15)
    start = (14, 14)
    moves = fewest_moves(30, 1, 4, start=start)
    text = distances.timed_wait(r"\(1, 4\) from \(15 15\) to \(30 30\)", "distances of (1, 4) on 30×30")
    grid, path = distance_grid(30, 1, 4, start=start), shortest_path(30, 1, 4, start=start)
    top = max(map(max, grid))
    assert text.startswith(f"30×30 grid of moves, 0 to {top}"), text
    assert f"A path of {count_of(moves, 'move')} from (15 15) to (30 30)" in text, text
    assert text.endswith(f"(1, 4) from (15 15) to (30 30): {count_of(moves, 'move')}."), text
    assert len(path) - 1 == moves
    colours = painted(picture_svg(distances))
    assert colours == {(r, c): scale_colour(grid[r][c], top) if grid[r][c] >= 0 else PALETTE["unreachable"]
                       for r in range(30) for c in range(30)}


def off_the_board(further) -> Explorer:
    """Start on (30 30) of a 30×30 board, then make the board 12×12: the start is off it."""
    distances = Explorer(further.page, DISTANCES)
    set_numbers(distances, board_size=30, row=30, column=30, a=1, b=2)
    distances.wait_for(r"from \(30 30\) to \(30 30\): 0 moves")
    distances.set_number("board size", 12)
    return distances


RULE = "Pick a row and a column from 1 to 12."


def test_a_start_off_the_board_is_refused_with_its_rule(further):
    distances = off_the_board(further)
    deadline = time.monotonic() + LIVE_TIMEOUT_S
    while RULE not in (distances.picture_text(), distances.note()) and time.monotonic() < deadline:
        distances.page.wait_for_timeout(200)
    assert RULE in (distances.picture_text(), distances.note())


def test_a_start_off_the_board_reads_as_a_sentence_in_place_of_the_picture(further):
    distances = off_the_board(further)
    assert distances.wait_for(r"^Pick", timeout_s=20) == RULE


# --- the KnightL table ------------------------------------------------------------------------------------


def test_the_table_for_42_has_the_packages_entries(further):
    table_explorer = Explorer(further.page, TABLE)
    table_explorer.set_number("board size", 42)
    text = table_explorer.timed_wait(r"^41×41 grid of moves", "table n = 42")
    table = bitboard_knightl_table(42)
    assert table == knightl_table(42)
    values = [v for row in table for v in row if v >= 0]
    grey = sum(row.count(-1) for row in table)
    assert text.startswith(f"41×41 grid of moves, {min(values)} to {max(values)}")
    assert f"{grey} squares grey: unreachable" in text and "n = 42: row a, column b" in text
    colours = painted(picture_svg(table_explorer))
    top = max(values)
    assert colours == {(a, b): scale_colour(v, top) if v >= 0 else PALETTE["unreachable"]
                       for a, row in enumerate(table) for b, v in enumerate(row)}
    for a, b in [(1, 2), (2, 13), (20, 21), (13, 2), (41, 41)]:  # cell (a b) is the (a, b) piece's answer
        moves = fewest_moves(42, a, b)
        assert colours[a - 1, b - 1] == (scale_colour(moves, top) if moves is not None else PALETTE["unreachable"])


def test_the_largest_table_is_precomputed_and_n_1_has_none(further):
    table_explorer = Explorer(further.page, TABLE)
    table_explorer.set_number("board size", MAX_TABLE_SIZE)
    side = MAX_TABLE_SIZE - 1
    table_explorer.wait_for(rf"^{side}×{side} grid of moves", timeout_s=10)
    assert table_explorer.note() == ""
    table_explorer.set_number("board size", 1)
    assert table_explorer.wait_for(r"no piece", timeout_s=10) == "For n = 1 there is no piece: the table is empty."


LARGEST_SETTINGS = [  # (the page, its render function, the setting)
    ("further", "table_picture", {"size": 99}),
    ("further", "table_picture", {"size": 90}),
    ("further", "table_picture", {"size": 70}),
    ("chapter", "queue_picture", {"size": 50, "row": 25, "column": 25, "a": 1, "b": 2, "step": 1250}),
    ("further", "layer_picture", {"size": 50, "row": 25, "column": 25, "a": 1, "b": 4, "layer": 7}),
    ("further", "distance_picture", {"size": 50, "row": 1, "column": 1, "a": 12, "b": 29}),
]


def test_how_long_the_largest_pictures_take_in_the_browser(chapter, further):
    """Print the page's Python's time for the largest live settings; check their markup is CPython's."""
    visits = {"chapter": chapter, "further": further}
    Explorer(chapter.page, QUEUE).wait_for(r".")
    Explorer(further.page, LAYERS).wait_for(r".")
    for where, name, values in LARGEST_SETTINGS:
        page = visits[where].page
        spec = page.evaluate(SPECS)[name]
        markup, ms = page.evaluate(CALL, [spec["code"], name, values])
        namespace: dict = {}
        exec(spec["code"], namespace)  # the same source in CPython
        assert markup == str(namespace[name](**values)), f"{name}{values}: the browser drew another picture"
        print(f"\n{name}{values}: {ms:.0f} ms in the browser")


def test_nothing_failed_nothing_was_logged_and_nothing_left_the_site(chapter, further):
    check_nothing_went_wrong(chapter)
    check_nothing_went_wrong(further)
