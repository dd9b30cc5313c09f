"""The explorers' SVG pictures: valid markup, a text alternative that says what is shown, one colour scale.

The checks read the pictures back: the squares a picture colours, the numbers it writes, the
marks it puts on squares and the points its paths pass through are parsed out of the SVG and
compared with the data drawn, never with a stored copy of the output.
"""

from __future__ import annotations

import json
import math
import pickle
import re
import xml.etree.ElementTree as ET

import pytest
from conftest import NO_COVER

from boardpuzzles import closed_tour, robust_tour
from boardpuzzles.board import format_square
from boardpuzzles.distance import (
    bfs_queue_steps,
    bitboard_knightl_table,
    distance_grid,
    shortest_path,
)
from boardpuzzles.hanoi import initial_state, state_after
from boardpuzzles.hanoi.graph import sierpinski_xy, state_graph
from boardpuzzles.knight import leaper_offsets, move_counts, try_offsets
from boardpuzzles.pictures import (
    Picture,
    bfs_queue_svg,
    grid_svg,
    hanoi_graph_svg,
    hanoi_pegs_svg,
    hanoi_step_svg,
    jumps_svg,
    tour_svg,
    warnsdorff_svg,
)
from boardpuzzles.pictures.colours import (
    DARK_PALETTE,
    MARK_COLOURS,
    PALETTE,
    PAPER,
    PLANE_ROLES,
    Ink,
    contrast_ratio,
    dark_css,
    ink_on,
    scale_colour,
)
from boardpuzzles.pictures.contents import encode_path, table_summary
from boardpuzzles.pictures.hanoi import sierpinski_edges
from boardpuzzles.pictures.legend import bar_values, colour_bar, draw_legend
from boardpuzzles.pictures.queue import MAX_QUEUE_LINES, queue_lines, step_sentence
from boardpuzzles.pictures.svg import PICTURE_WIDTHS, Canvas, label_numbers, text_width, wrap_words
from boardpuzzles.warnsdorff import onward_counts, warnsdorff_path
from boardpuzzles.wording import count_of

SVG = "{http://www.w3.org/2000/svg}"


# --- reading a picture back ---------------------------------------------------------------------------


def parse(picture: Picture) -> ET.Element:
    return ET.fromstring(str(picture))


def all_of(root: ET.Element, tag: str) -> list[ET.Element]:
    return list(root.iter(SVG + tag))


def parents(root: ET.Element) -> dict:
    return {child: parent for parent in root.iter() for child in parent}


def inherited(element: ET.Element, name: str, up: dict):
    """The value of a presentation attribute on ``element`` or the nearest group around it."""
    while element is not None:
        if name in element.attrib:
            return element.attrib[name]
        element = up.get(element)
    return None


class Geometry:
    """Where the board sits: read off the transform of its groups drawn in board units."""

    def __init__(self, root: ET.Element):
        group = next(g for g in all_of(root, "g") if "scale(" in g.get("transform", ""))
        x, y, cell = map(float, re.findall(r"-?[\d.]+", group.get("transform")))
        self.x, self.y, self.cell = x, y, cell

    def inside(self, size: int, x: float, y: float) -> bool:
        """Say whether pixel ``(x, y)`` lies on a ``size`` board (not on its labels or the legend)."""
        return self.x < x < self.x + size * self.cell and self.y < y < self.y + size * self.cell

    def square(self, cx: float, cy: float) -> tuple[int, int]:
        """The square whose middle is at pixel ``(cx, cy)``; fails if the point is off the middle."""
        col, row = (cx - self.x) / self.cell - 0.5, (cy - self.y) / self.cell - 0.5
        assert abs(col - round(col)) < 0.02 and abs(row - round(row)) < 0.02, (cx, cy)
        return round(row), round(col)


def cell_colours(root: ET.Element) -> dict:
    """Each square a picture paints (:meth:`Board.fill_cells`): runs ``M col row h len v1 h-len z`` per colour."""
    colours = {}
    for path in all_of(root, "path"):
        runs = re.findall(r"M(\d+) (\d+)h(\d+)v1h-\3z", path.get("d", ""))
        for col, row, length in runs:
            for k in range(int(length)):
                square = (int(row), int(col) + k)
                assert square not in colours, f"{square} painted twice"
                colours[square] = path.get("fill")
    return colours


def circles(root: ET.Element) -> list[tuple[float, float, ET.Element]]:
    return [(float(c.get("cx")), float(c.get("cy")), c) for c in all_of(root, "circle")]


def texts(root: ET.Element) -> list[tuple[float, float, str, ET.Element]]:
    return [(float(t.get("x")), float(t.get("y")), t.text or "", t) for t in all_of(root, "text")]


def relative_path_squares(d: str) -> list[tuple[int, int]]:
    """The squares a board-unit path ``M col.5 row.5 l dc dr dc dr ...`` passes, in order."""
    head, _, steps = d.partition("l")
    col, row = (float(v) - 0.5 for v in head[1:].split())
    squares = [(int(row), int(col))]
    numbers = [int(v) for v in re.findall(r"-?\d+", steps)]
    for dc, dr in zip(numbers[::2], numbers[1::2]):
        row, col = row + dr, col + dc
        squares.append((int(row), int(col)))
    return squares


def is_light(colour: str) -> bool:
    return contrast_ratio(colour, "#000000") > contrast_ratio(colour, "#ffffff")


# --- one of each picture, as the chapters draw them ----------------------------------------------------


def one_of_each() -> dict[str, Picture]:
    """One picture of every kind, at the sizes the explorers show (the browser test draws these too)."""
    steps = bfs_queue_steps(6, 1, 2)
    walk = warnsdorff_path(8)
    return {
        "jumps": jumps_svg(8, (3, 4), try_offsets(8, (3, 4)), caption="squares reachable: 8"),
        "jumps_off_board": jumps_svg(8, (0, 1), try_offsets(8, (0, 1)), caption="squares reachable: 3"),
        "move_counts": grid_svg(move_counts(8), vmax=8, caption="knight on 8×8"),
        "distances": grid_svg(distance_grid(8, 1, 2), path=shortest_path(8, 1, 2), caption="(1, 2) on 8×8: 6 moves"),
        "layer": grid_svg(distance_grid(8, 1, 2), upto=3, caption="layer 3: 20 new squares"),
        "table": grid_svg(bitboard_knightl_table(6), caption="n = 6"),
        "queue": bfs_queue_svg(6, steps, 10),
        "tour_numbers": tour_svg(8, robust_tour(8), caption="8×8 from (1 1)"),
        "search_moment": tour_svg(5, [(0, 0), (1, 2), (2, 4)], newest=(2, 4), caption="event 3: place move 3"),
        "tour_path_big": tour_svg(60, robust_tour(60, start=(4, 8)), numbers=False, caption="60×60 from (5 9)"),
        "closed_tour": tour_svg(12, closed_tour(12), numbers=False, closed=True, caption="closed, 12×12"),
        "warnsdorff": warnsdorff_svg(8, walk[:6], chosen=walk[6]),
        "hanoi_pegs": hanoi_pegs_svg(((4, 1), (3,), (2,)), moved=1, header="step 5: disk 1 from peg 3 to peg 1"),
        "hanoi_step": hanoi_step_svg(4, 5),
        "hanoi_graph": hanoi_graph_svg(5, caption="the 243 states of 5 disks"),
    }


PICTURES = one_of_each()


@pytest.mark.parametrize("name", PICTURES)
def test_every_picture_is_an_accessible_svg_of_its_stated_size(name):
    picture = PICTURES[name]
    root = parse(picture)
    assert root.tag == SVG + "svg" and root.get("role") == "img"
    assert root.get("aria-label") == picture.alt == root.find(SVG + "title").text
    assert (int(root.get("width")), int(root.get("height"))) == (picture.width, picture.height)
    assert root.get("viewBox") == f"0 0 {picture.width} {picture.height}"
    assert "max-width:100%" in root.get("style") and "height:auto" in root.get("style")
    background = root.find(SVG + "rect")  # drawn first, under everything: the picture brings its own page
    assert (background.get("width"), background.get("height")) == (str(picture.width), str(picture.height))
    assert contrast_ratio(background.get("fill"), PALETTE["text"]) >= 15
    assert background.get("class") == "kp-f-background"  # the paper dark mode repaints


@pytest.mark.parametrize("name", PICTURES)
def test_every_picture_fits_between_280_and_480_pixels_wide(name):
    assert PICTURE_WIDTHS[0] <= PICTURES[name].width <= PICTURE_WIDTHS[1]
    assert PICTURES[name].height <= 700


@pytest.mark.parametrize("name", PICTURES)
def test_text_on_the_background_reads_at_4_5_to_1(name):
    # Every text colour but white is read against the light background; white is only written on dark fills.
    root = parse(PICTURES[name])
    up = parents(root)
    for *_, words, element in texts(root):
        ink = inherited(element, "fill", up)
        if ink != "#ffffff":
            assert contrast_ratio(ink, PALETTE["background"]) >= 4.5, (words, ink)


# --- dark mode: the paper's colours are repainted, the boards keep theirs -----------------------------------


def board_areas(root: ET.Element) -> list[tuple[float, float, float, float]]:
    """The pixel boxes ``(left, top, right, bottom)`` that keep their colours in dark mode.

    They are the boards (groups with ``data-board-size``), what is painted round a board in board
    units, such as the coordinate plane of :func:`jumps_svg` (a rect under a scaled group), and
    the boxes filled with a colour that is not the paper's (a queue entry, a disk).
    """
    areas = []
    for rect in root.findall(SVG + "rect"):
        if rect.get("fill") not in (None, "none") and not (rect.get("class") or "").startswith("kp-f-"):
            x, y = float(rect.get("x", 0)), float(rect.get("y", 0))
            areas.append((x, y, x + float(rect.get("width")), y + float(rect.get("height"))))
    for element in root.iter():
        if element.get("data-board-size"):
            x, y, cell, size = (float(element.get(f"data-{k}")) for k in ("x", "y", "cell", "board-size"))
            areas.append((x, y, x + size * cell, y + size * cell))
    for group in all_of(root, "g"):
        if "scale(" in group.get("transform", ""):
            x, y, cell = map(float, re.findall(r"-?[\d.]+", group.get("transform")))
            for rect in group.findall(SVG + "rect"):
                left, top = float(rect.get("x", 0)), float(rect.get("y", 0))
                right, bottom = left + float(rect.get("width")), top + float(rect.get("height"))
                areas.append((x + left * cell, y + top * cell, x + right * cell, y + bottom * cell))
    return areas


def test_dark_mode_colours_reach_the_contrast_of_their_light_ones():
    for role, dark in DARK_PALETTE.items():
        light, need = PALETTE[role], 4.5 if role in ("text", "muted") else 3
        if role not in ("background", *PLANE_ROLES):
            assert contrast_ratio(light, PALETTE["background"]) >= need, role
            assert contrast_ratio(dark, DARK_PALETTE["background"]) >= need, role
    assert contrast_ratio(DARK_PALETTE["background"], DARK_PALETTE["text"]) >= 12


@pytest.mark.parametrize("role", MARK_COLOURS)
def test_every_mark_and_path_colour_reaches_3_to_1_on_both_kinds_of_square_in_both_modes(role):
    # boards keep their colours in dark mode (no square or mark colour is repainted), so one check covers both
    assert not {"light", "dark"} & set(DARK_PALETTE)
    assert min(contrast_ratio(PALETTE[role], PALETTE[square]) for square in ("light", "dark")) >= 3, PALETTE[role]


def test_the_marks_the_book_draws_on_squares_are_the_mark_colours():
    from boardpuzzles.book.plotting.style import COLOURS
    from boardpuzzles.book.plotting.tours import TOUR_LINE
    from boardpuzzles.book.steppers import MARKS

    assert {mark["colour"] for mark in MARKS.values()} - {None} <= set(MARK_COLOURS)
    assert TOUR_LINE == PALETTE["tour_line"] and all(COLOURS[role] == PALETTE[role] for role in COLOURS)


def test_the_plane_round_the_board_is_soft_in_dark_mode_and_the_jumps_off_the_board_read_on_it():
    for palette in (PALETTE, DARK_PALETTE):
        ground = palette["plane_ground"]
        assert contrast_ratio(PALETTE["rejected"], ground) >= 3  # the crosses
        assert min(contrast_ratio(PALETTE[ink], ground) for ink in ("text", "undone")) >= 4.5  # the numbers
    assert contrast_ratio(DARK_PALETTE["plane_ground"], DARK_PALETTE["background"]) < 12  # no near-white block
    svg = jumps_svg(8, (0, 1), try_offsets(8, (0, 1)))
    assert 'class="kp-f-plane_ground"' in svg and 'class="kp-s-plane"' in svg


def test_a_paper_colour_carries_the_class_dark_mode_repaints_it_by():
    canvas = Canvas(100, 50)
    canvas.text(10, 10, "words")
    canvas.text(10, 30, "on a board", fill=PALETTE["text"])
    canvas.rect(0, 0, 10, 10, None, stroke=PAPER["grid"])
    root = parse(canvas.picture("two words"))
    assert [t.get("class") for t in all_of(root, "text")] == ["kp-f-text", None]
    assert root.findall(SVG + "rect")[-1].get("class") == "kp-s-grid"
    css = dark_css(['html[data-theme="dark"]'])
    assert 'html[data-theme="dark"] .kp-s-grid { stroke: ' + DARK_PALETTE["grid"] + "; }" in css
    assert pickle.loads(pickle.dumps(PAPER["muted"])).role == "muted"
    with pytest.raises(ValueError, match="must be one of"):
        Ink("target")


@pytest.mark.parametrize("name", PICTURES)
def test_every_word_on_the_paper_follows_dark_mode(name):
    # A word in a colour of its own (not the paper's ink) must sit on a board, which keeps its colours.
    root = parse(PICTURES[name])
    up = parents(root)
    areas = board_areas(root)
    for x, y, words, element in texts(root):
        ink = inherited(element, "fill", up)
        themed = element.get("class") in ("kp-f-text", "kp-f-muted")
        if themed:
            assert ink in (PAPER["text"], PAPER["muted"]), (words, ink)
        else:
            assert any(left <= x <= right and top <= y <= bottom for left, top, right, bottom in areas), (words, ink)


@pytest.mark.parametrize("name", PICTURES)
def test_every_line_on_the_paper_follows_dark_mode(name):
    # the board's frame, pegs and the graph's edges are drawn in the paper's grid colour, repainted in dark mode
    root = parse(PICTURES[name])
    for element in root.iter():
        for attribute in ("fill", "stroke"):
            if element.get(attribute) in (PALETTE["grid"], PALETTE["muted"]):
                assert f"kp-{attribute[0]}-" in (element.get("class") or ""), (element.tag, element.attrib)


def test_a_picture_is_a_string_a_notebook_shows_and_pickle_keeps():
    picture = PICTURES["jumps"]
    assert isinstance(picture, str) and picture._repr_html_() == str(picture)
    again = pickle.loads(pickle.dumps(picture))
    assert (again, again.alt, again.width, again.height) == (picture, picture.alt, picture.width, picture.height)
    with pytest.raises(ValueError, match="text alternative"):
        Picture("<svg/>", " ", (10, 10))
    with pytest.raises(ValueError, match="must be positive"):
        Picture("<svg/>", "a picture", (0, 10))


def test_ink_reaches_4_5_to_1_on_every_colour_of_the_scale_and_the_palette():
    colours = [scale_colour(v, 100) for v in range(101)] + list(PALETTE.values())
    assert min(contrast_ratio(ink_on(colour), colour) for colour in colours) >= 4.5


def test_the_scale_runs_from_dark_to_light_and_clips_above_its_top():
    brightness = [contrast_ratio(scale_colour(v, 10), "#000000") for v in range(11)]
    assert brightness == sorted(brightness) and scale_colour(11, 10) == scale_colour(10, 10)
    assert scale_colour(3, 0) == scale_colour(0, 5)


def test_wrapped_lines_keep_every_word_in_order():
    words = "Step 10: (2 4) leaves the front of the queue, 2 moves from the start."
    lines = wrap_words(words, 120, font_size=13)
    assert " ".join(lines) == words and len(lines) > 1


@pytest.mark.parametrize("size, cell", [(8, 40), (30, 8), (50, 8), (99, 4), (200, 2.1)])
def test_labels_start_at_1_and_never_crowd(size, cell):
    shown = label_numbers(size, cell, room=20)
    assert shown[0] == 0 and shown == sorted(set(shown)) and shown[-1] <= size - 1
    assert all((b - a) * cell >= 20 for a, b in zip(shown, shown[1:])) or cell >= 20


@pytest.mark.parametrize("size, cell, shown", [
    (8, 20, list(range(1, 9))),  # squares exactly as wide as a label needs: every square labelled
    (30, 5, [1, 5, 10, 15, 20, 25, 30]),  # 1 and 5 exactly 20 pixels apart: every 5th
    (34, 5, [1, 5, 10, 15, 20, 25, 30, 34]),  # the last, exactly 20 pixels past 30, has room
    (33, 5, [1, 5, 10, 15, 20, 25, 30]),  # 15 pixels past 30: no room for 33
])
def test_a_gap_of_exactly_the_room_a_label_needs_is_room_enough(size, cell, shown):
    assert [k + 1 for k in label_numbers(size, cell, room=20)] == shown


# --- chapter 1: jumps -----------------------------------------------------------------------------------------


@pytest.mark.parametrize("size, square, a, b", [(8, (3, 4), 1, 2), (8, (0, 1), 1, 2), (1, (0, 0), 1, 2),
                                                (30, (15, 15), 1, 4), (50, (0, 49), 2, 3), (5, (2, 2), 0, 1)])
def test_jumps_mark_each_landing_square_and_cross_each_jump_off_the_board(size, square, a, b):
    jumps = try_offsets(size, square, offsets=leaper_offsets(a, b))
    picture = jumps_svg(size, square, jumps)
    root = parse(picture)
    at = Geometry(root)
    discs = {at.square(x, y) for x, y, c in circles(root) if c.get("fill") == PALETTE["target"]}
    assert discs == {jump.target for jump in jumps if jump.lands}
    crosses = [p for p in all_of(root, "path") if p.get("stroke") == PALETTE["rejected"] and "m0" in p.get("d")]
    assert len(crosses) == sum(not jump.lands for jump in jumps)
    piece = [at.square(x, y) for x, y, c in circles(root) if c.get("fill") == PALETTE["piece"]]
    assert piece == [square]
    landed = [jump.target for jump in jumps if jump.lands]
    assert f"{len(landed)} square" in picture.alt and format_square(square) in picture.alt
    assert all(format_square(target) in picture.alt for target in landed[:8])


def test_jumps_number_each_jump_when_the_squares_have_room():
    root = parse(PICTURES["jumps_off_board"])
    numbers = sorted(int(words) for *_, words, element in texts(root) if element.get("font-weight") == "bold")
    assert numbers == list(range(1, 9))


def test_a_jumps_picture_grows_with_the_board():
    widths = [jumps_svg(n, (0, 0), try_offsets(n, (0, 0))).width for n in (1, 4, 8, 12)]
    assert widths == sorted(widths) and widths[0] < widths[-1]


def test_jumps_refuse_a_square_off_the_board_and_jumps_from_elsewhere():
    with pytest.raises(ValueError, match="off the 8×8 board"):
        jumps_svg(8, (8, 3), [])
    with pytest.raises(ValueError, match=r"try_offsets of the square \(1 1\)"):
        jumps_svg(8, (0, 0), try_offsets(8, (3, 3)))
    with pytest.raises(ValueError, match="board size must be between 1 and 200, got 201"):
        jumps_svg(201, (0, 0), [])


# --- grids on one colour scale ---------------------------------------------------------------------------------


@pytest.mark.parametrize("size", [3, 8, 16, 50])
def test_move_counts_share_one_scale_given_one_vmax(size):
    grid = move_counts(size)
    colours = cell_colours(parse(grid_svg(grid, vmax=8)))
    assert colours == {(r, c): scale_colour(grid[r][c], 8) for r in range(size) for c in range(size)}


def test_the_colour_bar_shows_every_value_of_a_short_scale_in_its_own_colour():
    root = parse(PICTURES["distances"])
    bar = [r.get("fill") for r in all_of(root, "rect") if r.get("height") == "16" and r.get("fill") != "none"]
    assert bar == [scale_colour(v, 6) for v in range(7)]
    assert bar_values(99)[0] == (0, 4) and bar_values(99)[-1][1] == 99 and len(bar_values(99)) == 20


def test_unreachable_squares_are_grey_and_said_so():
    table = bitboard_knightl_table(6)
    picture = PICTURES["table"]
    colours = cell_colours(parse(picture))
    grey = {(r, c) for r, row in enumerate(table) for c, v in enumerate(row) if v == -1}
    assert grey and {square for square, colour in colours.items() if colour == PALETTE["unreachable"]} == grey
    assert f"{len(grey)} squares grey" in picture.alt


@pytest.mark.parametrize("grid", [
    distance_grid(5, 2, 2),  # unreachable squares in every row, the first included
    distance_grid(6, 0, 2, start=(2, 3)),
    distance_grid(7, 3, 3),
    [[-1, 0], [1, 2]],  # the only grey square in the first row
    [[0, 1], [2, -1]],  # ... in the last
])
def test_the_text_says_how_many_squares_are_grey_counting_every_row(grid):
    grey = {(r, c) for r, row in enumerate(grid) for c, value in enumerate(row) if value == -1}
    picture = grid_svg(grid)
    assert {square for square, colour in cell_colours(parse(picture)).items()
            if colour == PALETTE["unreachable"]} == grey
    assert f"; {count_of(len(grey), 'square')} grey: unreachable." in picture.alt


def test_numbers_are_written_in_their_squares_in_ink_that_reads_on_them():
    grid = distance_grid(8, 1, 2)
    root = parse(grid_svg(grid))
    at, colours, up = Geometry(root), cell_colours(root), None
    up = parents(root)
    written = {}
    for x, y, words, element in texts(root):
        if element.get("dy") and inherited(element, "text-anchor", up) == "middle" and y > at.y:
            if at.inside(8, x, y):
                square = at.square(x, y)
                written[square] = int(words)
                assert contrast_ratio(inherited(element, "fill", up), colours[square]) >= 4.5
    assert written == {(r, c): grid[r][c] for r in range(8) for c in range(8)}


def test_a_shortest_path_has_a_marker_on_every_square_it_passes():
    path = shortest_path(8, 1, 2)
    root = parse(PICTURES["distances"])
    at = Geometry(root)
    marked = [at.square(x, y) for x, y, c in circles(root) if c.get("r") and float(c.get("r")) > at.cell / 4]
    assert sorted(marked) == sorted(path)
    line = next(p for p in all_of(root, "path") if p.get("stroke") == PALETTE["rejected"] and "L" in p.get("d"))
    points = [tuple(map(float, pair.split())) for pair in line.get("d")[1:].split("L")]
    assert [at.square(*point) for point in points] == path


@pytest.mark.parametrize("size, upto", [(8, 0), (8, 3), (8, 6), (50, 7)])
def test_the_flood_colours_only_the_squares_found_up_to_its_layer(size, upto):
    grid = distance_grid(size, 1, 2)
    picture = grid_svg(grid, upto=upto)
    root = parse(picture)
    colours = cell_colours(root)
    assert set(colours) == {(r, c) for r in range(size) for c in range(size) if 0 <= grid[r][c] <= upto}
    newest = sum(row.count(upto) for row in grid)
    if size <= 20:  # the newest on orange discs, with their numbers
        discs = [c for *_, c in circles(root) if c.get("fill") == PALETTE["frontier"] and c.get("r") != "6"]
        assert len(discs) == newest
    else:  # squares too small for numbers: the newest squares orange
        assert sum(colour == PALETTE["frontier"] for colour in colours.values()) == newest
    assert f"up to layer {upto}" in picture.alt and f"{newest} of them in layer {upto}" in picture.alt


def test_the_knightl_table_for_100_is_drawn_without_numbers_and_stays_small():
    table = bitboard_knightl_table(100)
    picture = grid_svg(table, caption="n = 100")
    assert len(picture) < 150_000 and len(cell_colours(parse(picture))) == 99 * 99
    assert picture.alt.startswith("99×99 grid") and picture.alt.endswith("n = 100.")


@pytest.mark.parametrize("grid, kwargs, message", [
    ([], {}, "at least one row"),
    ([[0, 1], [1]], {}, "must be square"),
    ([[0, 1, 2], [1, 2, 3]], {}, "must be square"),
    ([[0, -2], [1, 2]], {}, "from -1 .* got -2"),
    ([[0, 1.5], [1, 2]], {}, "whole numbers"),
    ([[0, True], [1, 2]], {}, "whole numbers"),
    ([[0, 1], [1, 2]], {"upto": 3}, "upto must be between 0 and 2, got 3"),
    ([[0, 1], [1, 2]], {"labels": "1"}, "labels must be"),
    ([[0, 1], [1, 2]], {"vmax": -1}, "vmax must be between"),
    ([[0, 1], [1, 2]], {"path": [(0, 0), (2, 0)]}, "path square"),
])
def test_grid_refuses_bad_input(grid, kwargs, message):
    with pytest.raises(ValueError, match=message):
        grid_svg(grid, **kwargs)


# --- chapter 2: breadth-first search with its queue -------------------------------------------------------------


def queue_column(root: ET.Element, picture: Picture) -> list[str]:
    """The squares listed right of the board, top to bottom."""
    at = Geometry(root)
    right = at.x + 6 * at.cell
    listed = sorted((y, words) for x, y, words, _ in texts(root) if x > right and re.fullmatch(r"\(\d+ \d+\)", words))
    return [words for _, words in listed]


@pytest.mark.parametrize("k", [0, 1, 10, 20, 36])
def test_the_queue_is_listed_front_first_under_the_square_taken_out(k):
    steps = bfs_queue_steps(6, 1, 2)
    picture = bfs_queue_svg(6, steps, k)
    root = parse(picture)
    queue = steps[k - 1].queue if k else [steps[0].square]
    joined = steps[k - 1].found if k else queue
    shown = [format_square(square) for square in queue_lines(queue, joined, MAX_QUEUE_LINES) if square]
    taken = [format_square(steps[k - 1].square)] if k else []
    assert queue_column(root, picture) == taken + shown
    assert picture.alt.startswith(step_sentence(steps, k))
    assert (f"holds {len(queue)} square" if queue else "The queue is empty.") in picture.alt


def test_squares_taken_out_are_coloured_on_the_scale_of_the_whole_search():
    steps = bfs_queue_steps(6, 1, 2)
    top = max(step.moves for step in steps)
    for k in (5, 30):
        colours = cell_colours(parse(bfs_queue_svg(6, steps, k)))
        assert colours == {step.square: scale_colour(step.moves, top) for step in steps[:k]}


def test_every_picture_of_one_search_has_the_same_size():
    steps = bfs_queue_steps(7, 1, 2, start=(3, 3))
    sizes = {(p.width, p.height) for p in (bfs_queue_svg(7, steps, k) for k in range(0, len(steps) + 1, 7))}
    assert len(sizes) == 1 and PICTURE_WIDTHS[0] <= sizes.pop()[0] <= 440  # the queue beside it, phone-sized


def test_a_long_queue_shows_its_front_its_back_and_how_many_are_left_out():
    steps = bfs_queue_steps(30, 1, 2, start=(16, 22))
    picture = bfs_queue_svg(30, steps, 200)
    queue = steps[199].queue
    root = parse(picture)
    assert len(queue) > MAX_QUEUE_LINES
    listed = queue_column(root, picture)[1:]  # after the square taken out
    assert listed[0] == format_square(queue[0]) and listed[-1] == format_square(queue[-1])
    assert any(words.startswith("⋮") and words.endswith("more") for *_, words, _ in texts(root))


def test_queue_lines_keep_the_front_and_every_newcomer():
    queue = list(range(30))
    shown = queue_lines(queue, {28, 29}, 10)
    assert len(shown) == 10 and shown[0] == 0 and shown[-2:] == [28, 29] and shown.count(None) == 1
    assert queue_lines(queue[:5], set(), 10) == queue[:5]


@pytest.mark.parametrize("lines", [3, 4, 5, 10, MAX_QUEUE_LINES])
@pytest.mark.parametrize("newcomers", [1, 2, 8, 30])
def test_a_long_queue_keeps_its_front_and_as_many_newcomers_as_fit_beside_it(lines, newcomers):
    """One line for the front, one saying how many are left out, and every other line for the back."""
    queue = list(range(40))
    joined = set(queue[-newcomers:])
    shown = queue_lines(queue, joined, lines)
    assert len(shown) == lines and shown[0] == 0 and shown.count(None) == 1
    back = shown[shown.index(None) + 1:]
    assert back == queue[len(queue) - len(back):]  # the back of the queue, in order, up to its last entry
    assert len(back) == min(max(newcomers, lines // 2), lines - 2)


def test_bfs_queue_refuses_bad_input():
    steps = bfs_queue_steps(5, 1, 2)
    with pytest.raises(ValueError, match="step must be between 0 and 25, got 26"):
        bfs_queue_svg(5, steps, 26)
    with pytest.raises(ValueError, match="at least one step"):
        bfs_queue_svg(5, [], 0)
    with pytest.raises(ValueError, match="off the 4×4 board"):
        bfs_queue_svg(4, steps, 0)
    with pytest.raises(ValueError, match="lines must be between 3 and 24, got 2"):
        bfs_queue_svg(5, steps, 0, lines=2)
    with pytest.raises(ValueError, match="bfs_queue_steps"):
        bfs_queue_svg(5, [1, 2], 0)


# --- chapters 3 and 4: tours --------------------------------------------------------------------------------------


def test_a_numbered_tour_writes_each_move_number_on_its_square():
    tour = robust_tour(8)
    root = parse(PICTURES["tour_numbers"])
    at = Geometry(root)
    numbers = {int(words): at.square(x, y) for x, y, words, _ in texts(root)
               if words.isdigit() and x > at.x and y > at.y}  # not the labels left of and above the board
    assert numbers == {k: square for k, square in enumerate(tour, start=1)}


@pytest.mark.parametrize("size, numbers", [(8, False), (12, False), (40, False), (200, False)])
def test_a_path_picture_passes_every_square_of_the_tour_in_order(size, numbers):
    tour = robust_tour(size)
    picture = tour_svg(size, tour, numbers=numbers)
    root = parse(picture)
    pieces = [relative_path_squares(p.get("d")) for p in all_of(root, "path") if p.get("d", "").count("l") == 1
              and p.get("d").startswith("M") and ".5 " in p.get("d")[:12]]
    joined = pieces[0] + [square for piece in pieces[1:] for square in piece[1:]]  # stretches share their ends
    assert joined == tour
    assert f"all {size * size:,} squares" in picture.alt


def test_a_200_by_200_tour_is_small():
    # How fast it draws is measured in benchmarks/bench_live.py, never here.
    picture = tour_svg(200, robust_tour(200, start=(4, 8)), numbers=False, caption="200×200 from (5 9)")
    assert len(picture.encode()) < 400_000 and "200×200 from (5 9)" in picture.alt


def test_a_search_moment_rings_the_newest_square_and_crosses_the_undone_one():
    picture = tour_svg(5, [(0, 0), (1, 2)], newest=(1, 2), undone=(2, 4), caption="event 4")
    root = parse(picture)
    at = Geometry(root)
    rings = [at.square(x, y) for x, y, c in circles(root) if c.get("stroke") == PALETTE["frontier"]
             and at.inside(5, x, y)]
    assert rings == [(1, 2)]
    cross = next(p for p in all_of(root, "path") if p.get("stroke") == PALETTE["undone"] and "m0" in p.get("d"))
    x, y = map(float, re.match(r"M([\d.]+) ([\d.]+)", cross.get("d")).groups())
    assert at.square(x + at.cell * 0.3, y + at.cell * 0.3) == (2, 4)
    assert "2 of 25 squares numbered" in picture.alt and "Just numbered: (2 3)" in picture.alt
    assert "Just taken back: (3 5)" in picture.alt


def test_a_closed_tour_draws_its_closing_jump_from_the_last_square_to_the_first():
    tour = closed_tour(12)
    root = parse(PICTURES["closed_tour"])
    at = Geometry(root)
    jump = next(p for p in all_of(root, "path") if p.get("stroke") == PALETTE["path_end"] and "L" in p.get("d"))
    ends = [at.square(*map(float, pair.split())) for pair in jump.get("d")[1:].split("L")]
    assert ends == [tour[-1], tour[0]]


def number_font(picture: Picture) -> float:
    """The font size of the move numbers a tour picture writes on its squares (0 when it writes none)."""
    sizes = {g.get("font-size") for g in all_of(parse(picture), "g")
             if g.get("text-anchor") == "middle" and any(t.text and t.text.isdigit() for t in all_of(g, "text"))}
    return float(sizes.pop()) if sizes else 0


@pytest.mark.parametrize("size", range(5, 19))
def test_move_numbers_are_as_large_as_their_squares_allow_up_to_18_by_18(size):
    """15 pixels at most and 0.4 of a square, or smaller so that the largest number fills 0.8 of its square."""
    picture = tour_svg(size, robust_tour(size))
    cell, font, widest = Geometry(parse(picture)).cell, number_font(picture), str(size * size)
    assert font >= 9 and "numbered in order" in picture.alt
    assert text_width(widest, font) <= 0.8 * cell + 0.01
    assert font == pytest.approx(min(15, 0.4 * cell), abs=0.01) or text_width(widest, font) == pytest.approx(
        0.8 * cell, abs=0.05)


def test_move_numbers_give_way_to_a_path_from_19_by_19():
    picture = tour_svg(19, robust_tour(19))
    assert number_font(picture) == 0 and "drawn as a path" in picture.alt


def test_an_empty_board_says_so():
    assert tour_svg(4, []).alt == "An empty 4×4 board: no square numbered yet."


def test_tour_refuses_repeats_and_squares_off_the_board():
    with pytest.raises(ValueError, match=r"\(1 2\) is in it twice"):
        tour_svg(5, [(0, 1), (2, 2), (0, 1)])
    with pytest.raises(ValueError, match="off the 5×5 board"):
        tour_svg(5, [(0, 0), (5, 1)])
    with pytest.raises(ValueError, match="newest"):
        tour_svg(5, [(0, 0)], newest=(9, 9))


def test_warnsdorff_writes_every_free_squares_onward_count_and_rings_the_candidates():
    walk = warnsdorff_path(8)
    done, chosen = walk[:6], walk[6]
    root = parse(PICTURES["warnsdorff"])
    at = Geometry(root)
    counts = onward_counts(8, done)
    up = parents(root)
    written, bold = {}, set()
    for x, y, words, element in texts(root):
        if words.isdigit() and at.inside(8, x, y):
            square = at.square(x, y)
            written[square] = int(words)
            if inherited(element, "font-weight", up) == "bold":
                bold.add(square)
    assert written == {(r, c): counts[r][c] for r in range(8) for c in range(8) if counts[r][c] >= 0}
    rings = {at.square(x, y) for x, y, c in circles(root) if c.get("stroke") == PALETTE["frontier"]
             and at.inside(8, x, y)}
    assert rings == bold and chosen in rings
    filled = [at.square(x, y) for x, y, c in circles(root) if c.get("fill") == PALETTE["target"] and at.inside(8, x, y)]
    assert filled == [chosen]
    assert f"Next: {format_square(chosen)}" in PICTURES["warnsdorff"].alt


@NO_COVER
def test_warnsdorff_on_a_big_board_lists_the_candidates_in_words():
    walk = warnsdorff_path(200, start=(4, 8))
    picture = warnsdorff_svg(200, walk[:1001], chosen=walk[1001])
    listed = [words for *_, words, _ in texts(parse(picture)) if words.startswith("onward counts")]
    assert listed and format_square(walk[1001]) in " ".join(listed)
    assert "after 1000 jumps" in picture.alt


def test_warnsdorff_says_when_the_walk_is_over():
    walk = warnsdorff_path(5)
    assert "the tour is complete" in warnsdorff_svg(5, walk).alt
    assert "the walk is stuck" in warnsdorff_svg(3, [(0, 0), (1, 2), (2, 0), (0, 1), (2, 2), (1, 0), (0, 2),
                                                     (2, 1)]).alt


def test_warnsdorff_refuses_a_choice_that_is_not_a_candidate():
    with pytest.raises(ValueError, match=r"chosen \(1 1\) is not a free square"):
        warnsdorff_svg(8, [(0, 0), (1, 2)], chosen=(0, 0))
    with pytest.raises(ValueError, match="at least its first square"):
        warnsdorff_svg(8, [])


# --- chapter 5: the Tower of Hanoi ---------------------------------------------------------------------------------


@pytest.mark.parametrize("disks", [1, 2, 3, 4, 5])
def test_the_sierpinski_edges_are_the_edges_of_the_state_graph(disks):
    graph = state_graph(disks)

    def whole(state):
        x, y = sierpinski_xy(state)
        return round(2 * x), round(y / (math.sqrt(3) / 2))

    real = {frozenset((whole(a), whole(b))) for a in graph for b in graph[a]}
    drawn = {frozenset(((x1, y1), (x2, y2))) for x1, y1, x2, y2 in sierpinski_edges(disks)}
    assert drawn == real and len(sierpinski_edges(disks)) == len(real)


def disks_drawn(root: ET.Element) -> list[tuple[float, float, float, str]]:
    """The disks: rounded rectangles with a number on them, as (x middle, y, width, number)."""
    rects = [r for r in all_of(root, "rect") if r.get("rx") == "3"]
    numbers = {(round(x), round(y)): words for x, y, words, _ in texts(root) if words.isdigit()}
    found = []
    for r in rects:
        x, y, w, h = (float(r.get(k)) for k in ("x", "y", "width", "height"))
        found.append((x + w / 2, y, w, numbers.get((round(x + w / 2), round(y + h / 2)), "")))
    return found


@pytest.mark.parametrize("state", [((3, 2, 1), (), ()), ((4, 1), (3,), (2,)), ((), (), tuple(range(10, 0, -1)))])
def test_pegs_stack_each_disk_with_its_number_bottom_to_top(state):
    root = parse(hanoi_pegs_svg(state))
    drawn = disks_drawn(root)
    assert sorted(int(number) for *_, number in drawn) == sorted(d for peg in state for d in peg)
    for disks in state:
        column = sorted((y for x, y, w, number in drawn if int(number) in disks), reverse=True)
        widths = [w for x, y, w, number in sorted(drawn, key=lambda d: -d[1]) if int(number) in disks]
        assert len(column) == len(disks) and widths == sorted(widths, reverse=True)  # the largest at the bottom


def test_the_disk_that_moved_is_outlined_in_red():
    root = parse(PICTURES["hanoi_pegs"])
    red = [r for r in all_of(root, "rect") if r.get("stroke") == PALETTE["path_end"]]
    assert len(red) == 1 and "Disk 1 has just moved" in PICTURES["hanoi_pegs"].alt


@pytest.mark.parametrize("disks, k", [(3, 0), (4, 5), (7, 100)])
def test_a_step_marks_the_current_state_where_the_graph_places_it(disks, k):
    picture = hanoi_step_svg(disks, k)
    root = parse(picture)
    state = state_after(disks, k)
    walk = next(p for p in all_of(root, "path") if p.get("stroke") == PALETTE["path"] and "L" in p.get("d")) \
        if k else None
    current = next((x, y) for x, y, c in circles(root) if c.get("fill") == PALETTE["path_end"])
    start = next((x, y) for x, y, c in circles(root) if c.get("fill") == PALETTE["piece"])
    (x0, y0), (x1, y1) = sierpinski_xy(initial_state(disks)), sierpinski_xy(state)
    scale = (current[0] - start[0]) / (x1 - x0) if x1 != x0 else None
    if scale:  # the current state sits where the layout puts it, measured from the start
        assert math.isclose(start[1] - current[1], (y1 - y0) * scale, abs_tol=0.1)
    if walk is not None:
        assert walk.get("d").count("L") == k
    assert picture.alt.startswith(f"Step {k}") and "The current state is red" in picture.alt


def test_towers_of_more_than_seven_disks_get_their_pegs_only():
    picture = hanoi_step_svg(10, 1023, direction="left")
    root = parse(picture)
    assert len(disks_drawn(root)) == 10 and not any(c.get("fill") == PALETTE["path_end"] for *_, c in circles(root))
    assert "up to 7 disks" in picture


def test_the_graph_draws_one_line_per_move():
    root = parse(hanoi_graph_svg(3))
    edges = next(p for p in all_of(root, "path") if p.get("stroke") == PALETTE["grid"])
    assert edges.get("d").count("l") == 3 * (3**3 - 1) // 2


@pytest.mark.parametrize("call, message", [
    (lambda: hanoi_graph_svg(9), "disks must be between 1 and 8, got 9"),
    (lambda: hanoi_graph_svg(2, current=((3, 2, 1), (), ())), "every state must hold 2 disks"),
    (lambda: hanoi_pegs_svg(((1, 2), (), ())), "a state must be three pegs"),
    (lambda: hanoi_pegs_svg((tuple(range(21, 0, -1)), (), ())), "disks must be between 1 and 20, got 21"),
    (lambda: hanoi_pegs_svg(((2, 1), (), ()), moved=3), "moved must be between 1 and 2, got 3"),
    (lambda: hanoi_step_svg(3, 8), "step must be between 0 and 7"),
    (lambda: hanoi_step_svg(3, 1, direction="up"), "direction"),
])
def test_hanoi_pictures_refuse_bad_input(call, message):
    with pytest.raises(ValueError, match=message):
        call()


# --- legends and speed --------------------------------------------------------------------------------------------


def test_a_legend_wraps_instead_of_running_off_the_picture():
    canvas = Canvas(200, 100)
    items = [("disc", "#e6a817", "just joined"), ("ring", "#e6a817", "waiting in queue"),
             ("frame", "#c0392b", "taken out now")]
    bottom = draw_legend(canvas, 10, 0, 180, items)
    ys = sorted({float(t.get("y")) for t in all_of(ET.fromstring(str(canvas.picture("legend"))), "text")})
    assert len(ys) == 3 and bottom > ys[-1]
    with pytest.raises(ValueError, match="legend mark"):
        draw_legend(canvas, 0, 0, 100, [("star", "#000000", "?")])
    with pytest.raises(ValueError, match="at least 0"):
        colour_bar(canvas, 0, 0, 100, -1)


def largest():
    """The largest picture of each explorer (issue 18: 50×50, n = 100, 200×200 tours, 10 disks), with its data."""
    start = (16, 22)
    tour = robust_tour(200, start=(4, 8))
    return {
        "jumps 50×50": (jumps_svg, (50, start, try_offsets(50, start, offsets=leaper_offsets(1, 4))), {}),
        "distances 50×50 with a path": (grid_svg, (distance_grid(50, 1, 2, start=start),),
                                        {"path": shortest_path(50, 1, 2, start=start)}),
        "table n = 100": (grid_svg, (bitboard_knightl_table(100),), {}),
        "queue 50×50": (bfs_queue_svg, (50, bfs_queue_steps(50, 1, 2, start=start), 1000), {}),
        "tour 200×200": (tour_svg, (200, tour), {"numbers": False}),
        "warnsdorff 200×200": (warnsdorff_svg, (200, tour[:20000]), {}),
        "hanoi 10 disks": (hanoi_step_svg, (10, 700), {}),
        "hanoi 7 disks with the graph": (hanoi_step_svg, (7, 127), {}),
    }


LARGEST = largest()


@pytest.mark.parametrize("name", LARGEST)
def test_the_largest_pictures_draw_as_svg_of_a_bounded_size(name):
    # How fast they draw is measured in benchmarks/bench_live.py, never here.
    draw, args, kwargs = LARGEST[name]
    picture = draw(*args, **kwargs)
    assert parse(picture).tag == SVG + "svg" and len(picture.encode()) < 400_000 and picture.alt


@pytest.mark.parametrize("call", [
    lambda: grid_svg([[0]], caption=5),
    lambda: tour_svg(3, [], caption=["a"]),
    lambda: hanoi_pegs_svg(((1,), (), ()), header=2),
])
def test_captions_and_headers_must_be_text(call):
    with pytest.raises(ValueError, match="must be text or None"):
        call()


# --- chapter 5: a caption under the pegs, a finished walk on the graph ------------------------------------


@pytest.mark.parametrize("draw", [
    lambda caption: hanoi_pegs_svg(state_after(3, 7), moved=1, caption=caption),
    lambda caption: hanoi_step_svg(3, 7, caption=caption),
    lambda caption: hanoi_step_svg(9, 511, direction="left", caption=caption),
])
def test_a_caption_is_written_under_the_pegs_and_read_right_after_them(draw):
    caption = "The game ends at step 7: later steps show its end."
    picture, plain = draw(caption), draw(None)
    assert picture.alt.replace(f" {caption}", "", 1) == plain.alt
    assert f"Disk 1 has just moved. {caption}" in picture.alt
    root = parse(picture)
    label = next(y for _, y, words, _ in texts(root) if words == "peg 1")
    written = sorted((y, words) for _, y, words, _ in texts(root) if y > label and words and words in caption)
    assert " ".join(words for _, words in written) == caption and picture.height > plain.height
    graph = [cy for _, cy, _ in circles(root)]  # the marks on the state graph, if it is drawn
    assert all(y < min(graph, default=picture.height) for y, _ in written)


def test_a_finished_walk_is_read_from_its_first_tower_to_its_last():
    from boardpuzzles.hanoi import recursive_moves, replay_moves

    start = initial_state(4)
    walk = [start, *replay_moves(start, recursive_moves(4, source=0, target=1))]
    finished = hanoi_graph_svg(4, walk=walk)
    assert f"The walk, {len(walk) - 1} moves, runs from all on peg 1 to all on peg 2." in finished.alt
    assert "so far" not in finished.alt
    under_way = hanoi_graph_svg(4, walk=walk[:6], current=walk[5])
    assert "The walk so far, 5 moves, runs from all on peg 1. The current state is red" in under_way.alt
    off_the_corner = hanoi_graph_svg(4, walk=walk[3:6])
    assert "The walk has 2 moves." in off_the_corner.alt


# --- chapter 2: the queue's text alternative names its search -----------------------------------------------


@pytest.mark.parametrize("size, a, b, start", [(6, 1, 2, (0, 0)), (30, 1, 4, (16, 22)), (9, 2, 3, (8, 8))])
def test_the_queue_names_its_piece_and_its_start(size, a, b, start):
    steps = bfs_queue_steps(size, a, b, start=start)
    for k in (0, len(steps) // 2, len(steps)):
        named = bfs_queue_svg(size, steps, k, piece=f"({a}, {b}) piece").alt
        plain = bfs_queue_svg(size, steps, k).alt
        where = f"from {format_square(start)} on a {size}×{size} board: "
        assert f"Breadth-first search of the ({a}, {b}) piece {where}" in named
        assert f"Breadth-first search {where}" in plain and "piece" not in plain
        assert named.startswith(step_sentence(steps, k))


def test_the_queue_refuses_a_piece_that_is_not_text():
    with pytest.raises(ValueError, match="piece must be text or None, got 12"):
        bfs_queue_svg(5, bfs_queue_steps(5, 1, 2), 0, piece=12)


# --- chapter 3: a search's end, and the one-square board ----------------------------------------------------


def test_a_board_emptied_by_a_search_is_not_empty_yet_but_taken_back():
    picture = tour_svg(3, [], undone=(0, 0), caption="the search ended here: no tour from (1 1)")
    assert picture.alt.startswith("An empty 3×3 board: no square numbered. Just taken back: (1 1).")
    assert "yet" not in picture.alt and picture.alt.endswith("The search ended here: no tour from (1 1).")


@pytest.mark.parametrize("numbers, shown", [(True, "numbered 1"), (False, "visited")])
def test_the_one_square_board_has_a_tour_of_one_square(numbers, shown):
    picture = tour_svg(1, [(0, 0)], numbers=numbers)
    assert picture.alt == f"The tour of a 1×1 board: its one square, (1 1), {shown}."


# --- chapter 4: every tour picture says where its board is, so that a click names a square ---------------


@pytest.mark.parametrize("size", [5, 20, 105, 106, 137, 200])
def test_a_tour_picture_of_any_size_carries_its_boards_geometry(size):
    tour = robust_tour(size, start=(4, 4))
    root = parse(tour_svg(size, tour, numbers=False))
    board = [e for e in root.iter() if "data-board-size" in e.attrib]
    assert len(board) == 1 and board[0].get("data-board-size") == str(size)
    x, y, cell = (float(board[0].get(f"data-{k}")) for k in ("x", "y", "cell"))
    start = next(c for cx, cy, c in circles(root) if c.get("fill") == PALETTE["piece"])
    col, row = (float(start.get("cx")) - x) // cell, (float(start.get("cy")) - y) // cell
    assert (row, col) == tour[0]  # the start disc lies on the square the geometry names


@pytest.mark.parametrize("tie", ["first", "roth", "pohl"])
def test_warnsdorff_names_its_tie_break_under_the_board_and_in_its_text(tie):
    from boardpuzzles.pictures.tours import TIE_WORDS

    walk = warnsdorff_path(8, tie=tie)
    picture = warnsdorff_svg(8, walk[:11], chosen=walk[11], tie=tie)
    plain = warnsdorff_svg(8, walk[:11], chosen=walk[11])
    words = f"ties: {TIE_WORDS[tie]}"
    assert picture.alt == plain.alt[:-1] + f"; {words}."
    written = " ".join(t for *_, t, _ in texts(parse(picture)) if t)
    assert words in written and words not in " ".join(t for *_, t, _ in texts(parse(plain)) if t)
    assert len(set(TIE_WORDS.values())) == len(TIE_WORDS)
    own = warnsdorff_svg(8, walk[:1], chosen=walk[1], caption="from the corner", tie=tie)
    assert own.alt.endswith(f"From the corner; {words}.")


def test_warnsdorff_refuses_an_unknown_tie_break():
    with pytest.raises(ValueError, match="tie rule must be one of first, roth, pohl, got 'last'"):
        warnsdorff_svg(8, [(0, 0)], tie="last")
    with pytest.raises(ValueError, match="must be text or None"):
        warnsdorff_svg(8, [(0, 0)], caption=["a"], tie="roth")


# --- what each square holds, written into the SVG for the board view (pictures.contents) -------------------


def described(picture: str) -> dict:
    """The attributes of the picture's description, the empty group with data-kind."""
    root = ET.fromstring(picture)
    group = next(e for e in root.iter() if "data-kind" in e.attrib)
    return {key[len("data-"):]: value for key, value in group.attrib.items()}


def decoded_grid(data: dict) -> list[list[int]]:
    """The grid of a description, read back as board_view.js reads it."""
    size, digits, text = int(data["size"]), int(data["digits"]), data["grid"]
    values = [-1 if text[k:k + digits].startswith("-") else int(text[k:k + digits], 36)
              for k in range(0, size * size * digits, digits)]
    return [values[row * size:(row + 1) * size] for row in range(size)]


def decoded_path(text: str) -> list[tuple[int, int]]:
    """The path of a description, read back as board_view.js reads it: a letter a step, [dr,dc] for a long one."""
    head = re.match(r"(\d+) (\d+) ?", text)
    row, col = int(head[1]), int(head[2])
    squares = [(row, col)]
    for long, letter in re.findall(r"\[(-?\d+,-?\d+)\]|([a-y])", text[head.end():]):
        dr, dc = map(int, long.split(",")) if long else divmod("abcdefghijklmnopqrstuvwxy".index(letter), 5)
        if not long:
            dr, dc = dr - 2, dc - 2
        row, col = row + dr, col + dc
        squares.append((row, col))
    return squares


@pytest.mark.parametrize("size", [5, 8, 37, 137, 199])
def test_a_tour_picture_describes_its_squares_in_order(size):
    tour = robust_tour(size)
    data = described(tour_svg(size, tour, numbers=False))
    assert (data["kind"], data["size"]) == ("tour", str(size))
    assert decoded_path(data["path"]) == tour
    assert len(data["path"]) < size * size + 10  # a letter a square
    assert "closed" not in data


def test_a_closed_tour_and_a_long_step_are_described_too():
    tour = closed_tour(64)
    data = described(tour_svg(64, tour, numbers=False, closed=True))
    assert data["closed"] == "1" and decoded_path(data["path"]) == tour
    assert decoded_path(encode_path([(0, 0), (5, 7), (4, 4)])) == [(0, 0), (5, 7), (4, 4)]


@pytest.mark.parametrize(("size", "start"), [(8, (0, 0)), (3, (0, 0)), (40, (17, 3))])
def test_a_distance_grid_describes_each_value_and_its_path(size, start):
    grid = distance_grid(size, 1, 2, start=start)
    path = shortest_path(size, 1, 2, start=start) or []
    data = described(grid_svg(grid, path=path))
    assert (data["kind"], data["what"]) == ("grid", "moves")
    assert decoded_grid(data) == grid
    assert decoded_path(data["path"]) == path if path else "path" not in data
    flood = described(grid_svg(grid, upto=1))
    assert flood["upto"] == "1" and decoded_grid(flood) == grid


def test_the_knightl_table_names_its_slowest_piece_and_the_row_most_unreachable():
    table = bitboard_knightl_table(20)
    picture = grid_svg(table, caption="n = 20: row a, column b", kind="table")
    data = described(picture)
    assert data["kind"] == "table" and decoded_grid(data) == table
    cells = {(a, b): v for a, row in enumerate(table, 1) for b, v in enumerate(row, 1)}
    slowest = max(cells.values())
    (a, b), = {tuple(sorted(cell)) for cell, v in cells.items() if v == slowest}
    never = [row.count(-1) for row in table]
    row_a = never.index(max(never)) + 1
    summary = data["summary"]
    assert summary.startswith(f"The slowest piece: ({a}, {b}) and ({b}, {a}), {slowest} moves.")
    assert f"Row a = {row_a} has the most unreachable cells: {max(never)} of 19" in summary
    assert summary in picture.alt
    with pytest.raises(ValueError, match="kind must be 'grid' or 'table'"):
        grid_svg(table, kind="tour")


def test_table_summary_of_the_article_size():
    assert table_summary(bitboard_knightl_table(77)).startswith("The slowest piece: (5, 72) and (72, 5), 380 moves.")


def test_warnsdorff_and_jumps_pictures_describe_their_squares():
    walk = warnsdorff_path(12)[:30]
    data = described(warnsdorff_svg(12, walk))
    assert data["kind"] == "onward" and decoded_grid(data) == onward_counts(12, walk)
    assert decoded_path(data["path"]) == walk
    jumps = try_offsets(45, (0, 44))
    data = described(jumps_svg(45, (0, 44), jumps))
    marks = decoded_grid(data)
    words = json.loads(data["words"])
    assert words[marks[0][44]] == "the knight"
    landed = {jump.target: jump.number for jump in jumps if jump.lands}
    assert {(r, c): words[v] for r, row in enumerate(marks) for c, v in enumerate(row) if v > 1} == {
        square: f"reached by jump {number}" for square, number in landed.items()}
