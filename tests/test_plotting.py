"""Smoke tests for boardpuzzles.book.plotting: every drawing draws what it should, and refuses bad input.

Each test draws with the Agg backend and checks something a reader would see: the labels of a
board of size n, one number per square, the colour of text on dark and light cells, the size
of a PNG. Data comes from the stable solvers or is built by hand.
"""

import base64
import io
import sys

import matplotlib
import matplotlib.pyplot as plt
import numpy as np
import pytest
from conftest import is_walk
from matplotlib.collections import LineCollection
from matplotlib.colors import to_hex, to_rgb
from matplotlib.figure import Figure
from PIL import Image

from boardpuzzles.backtracking import ARTICLE_ORDER
from boardpuzzles.book import plotting
from boardpuzzles.book.plotting.jumps import PLANE_GRID, PLANE_TICK, clockwise_order, jump_reach
from boardpuzzles.book.plotting.style import (
    PICTURE_SCALE,
    axes_or_new,
    grid_rows,
    label_start,
    show_figures_crisp,
    text_colour_on,
)
from boardpuzzles.book.plotting.tours import TOUR_LINE
from boardpuzzles.book.plotting.twins import (
    PHONE_INCHES,
    PHONE_TEXT_POINTS,
    dark_colour,
    dark_twin,
    figure_output,
    figure_twins,
    install_twins,
)
from boardpuzzles.distance import distance_grid
from boardpuzzles.errors import OptionError
from boardpuzzles.knight import KNIGHT_OFFSETS, knight_targets, leaper_offsets, offsets_round, try_offsets
from boardpuzzles.pictures.colours import DARK_PALETTE
from boardpuzzles.tour import board_numbering

matplotlib.use("Agg")

#: An open knight's tour of the 5×5 board from the corner, written out by hand.
TOUR_5 = [(0, 0), (1, 2), (0, 4), (2, 3), (4, 4), (3, 2), (4, 0), (2, 1), (0, 2), (1, 4), (3, 3), (4, 1), (2, 0),
          (0, 1), (1, 3), (3, 4), (4, 2), (3, 0), (1, 1), (0, 3), (2, 4), (4, 3), (3, 1), (1, 0), (2, 2)]

#: Every public name the single plotting.py module had before it became a package, and still has.
PUBLIC_NAMES = [
    "COLOURS", "FACE", "HEATMAP", "board_figsize", "draw_bfs_layers", "draw_board", "draw_closed_table",
    "draw_distances", "draw_heatmap", "draw_jumps", "draw_numbered_tour", "draw_onward_counts", "draw_path",
    "draw_peg_circle", "draw_square_classes", "draw_state_graph", "draw_success_map", "draw_table", "draw_tour",
    "figure_to_png", "mark_squares", "new_axes", "plot_moves_against_n", "plot_nodes_against_n",
    "plot_search_effort", "plot_time_against_squares", "write_numbers",
]


@pytest.fixture(autouse=True)
def close_figures():
    """Close every pyplot figure a test opened."""
    yield
    plt.close("all")


def texts(ax):
    """Return the non-empty texts written on ``ax`` (arrows drawn with ``annotate`` have none)."""
    return [text.get_text() for text in ax.texts if text.get_text()]


def tick_labels(ax):
    return [label.get_text() for label in ax.get_xticklabels()], [label.get_text() for label in ax.get_yticklabels()]


def png_image(data):
    """Open a picture as it is shown: drawn at PICTURE_SCALE times its size, sampled back down to it."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    image = Image.open(io.BytesIO(data))
    assert image.width % PICTURE_SCALE == 0 and image.height % PICTURE_SCALE == 0
    return image.resize((image.width // PICTURE_SCALE, image.height // PICTURE_SCALE), Image.Resampling.NEAREST)


def luma(rgb):
    red, green, blue = to_rgb(rgb)
    return 0.299 * red + 0.587 * green + 0.114 * blue


def bfs_layers_of(grid):
    """Group the squares of a distance grid by their distance: layer k holds the squares k moves away."""
    top = max(value for row in grid for value in row)
    return [[(r, c) for r, row in enumerate(grid) for c, value in enumerate(row) if value == k] for k in range(top + 1)]


def path_down(grid, target, offsets=KNIGHT_OFFSETS):
    """Walk from ``target`` back to distance 0, one jump and one less each step: a shortest path."""
    path = [target]
    while grid[path[-1][0]][path[-1][1]] > 0:
        here = grid[path[-1][0]][path[-1][1]]
        path.append(next(s for s in knight_targets(len(grid), path[-1], offsets=offsets)
                         if grid[s[0]][s[1]] == here - 1))
    return path[::-1]


# --- the package keeps every old name --------------------------------------------------------------


@pytest.mark.parametrize("name", PUBLIC_NAMES)
def test_every_old_name_is_importable_from_the_package(name):
    assert name in plotting.__all__
    exec(f"from boardpuzzles.book.plotting import {name}", {})


def test_the_hand_built_tour_is_a_knights_tour():
    assert is_walk(TOUR_5, 5) and len(TOUR_5) == 25


# --- style -------------------------------------------------------------------------------------------


@pytest.mark.parametrize("shade", [plotting.COLOURS["light"], "white", "#ffd700", (0.9, 0.9, 0.5), (0.6, 0.6, 0.6, 1)])
def test_text_is_black_on_a_light_cell(shade):
    assert luma(shade) > 0.5 and text_colour_on(shade) == "black"


@pytest.mark.parametrize("shade", [plotting.COLOURS["piece"], "black", plotting.COLOURS["grid"], (0.27, 0.0, 0.33)])
def test_text_is_white_on_a_dark_cell(shade):
    assert luma(shade) <= 0.5 and text_colour_on(shade) == "white"


def test_board_figures_grow_with_the_board_within_limits():
    sides = [plotting.board_figsize(n)[0] for n in range(1, 40)]
    assert sides == sorted(sides) and min(sides) == 2.8 and max(sides) == 5.5
    assert plotting.board_figsize(8, cell_inches=0.32) < plotting.board_figsize(8)


def test_new_axes_makes_a_figure_pyplot_does_not_track():
    before = plt.get_fignums()
    ax = plotting.new_axes(8, margin=2)
    assert plt.get_fignums() == before
    assert ax.figure.get_size_inches().tolist() == list(plotting.board_figsize(12))


def test_axes_or_new_makes_one_figure_only_when_needed():
    ax = axes_or_new(None, (3, 2))
    assert ax.figure.get_size_inches().tolist() == [3, 2] and len(plt.get_fignums()) == 1
    assert axes_or_new(ax, (9, 9)) is ax and len(plt.get_fignums()) == 1


def test_figure_to_png_makes_a_small_palette_picture_and_closes_the_figure():
    ax = plotting.draw_board(8)
    number = ax.figure.number
    image = png_image(plotting.figure_to_png(ax.figure, dpi=50, colours=16))
    assert image.mode == "P" and len(image.getcolors()) <= 16
    assert number not in plt.get_fignums()
    assert 100 < image.width < 50 * plotting.board_figsize(8)[0]


def test_figure_to_png_without_smoothing_draws_edges_in_the_artists_own_colours():
    def tour_png(smooth):
        ax = plotting.draw_tour(5, TOUR_5)
        ax.set_xlabel("5×5 from (1 1)")
        return plotting.figure_to_png(ax.figure, colours=64, smooth=smooth)

    def blended_pixels(png):
        """Count the pixels outside the picture's seven commonest colours (the blends of smoothed edges)."""
        counts = sorted(count for count, _ in Image.open(io.BytesIO(png)).convert("RGB").getcolors())
        return sum(counts[:-7])

    smooth, crisp = tour_png(True), tour_png(False)
    assert blended_pixels(crisp) < blended_pixels(smooth) / 10 and len(crisp) < 0.8 * len(smooth)


@pytest.mark.parametrize("labels", ["1", "ONE", 0, ""])
def test_unknown_label_styles_are_refused(labels):
    with pytest.raises(ValueError, match="labels must be 'one', 'zero' or None"):
        label_start(labels)


@pytest.mark.parametrize("grid", [[], [[]]])
def test_empty_grids_are_refused(grid):
    with pytest.raises(ValueError, match="must hold at least one row"):
        grid_rows(grid)


def test_figures_become_pictures_drawn_at_twice_their_shown_size():
    ax = plotting.draw_board(2, ax=plotting.new_axes(2))
    at_twice_the_dpi = io.BytesIO()
    ax.figure.savefig(at_twice_the_dpi, format="png", dpi=100, bbox_inches="tight", pad_inches=0.05)
    png = plotting.figure_to_png(ax.figure, dpi=50)
    assert PICTURE_SCALE == 2 and (png.width, png.height) == Image.open(at_twice_the_dpi).size


class FakeFormatter:
    def __init__(self):
        self.printers = {}

    def for_type(self, kind, printer):
        self.printers[kind] = printer


class FakeEvents:
    def __init__(self):
        self.callbacks = {"pre_execute": []}

    def register(self, event, callback):
        self.callbacks[event].append(callback)


def test_figures_are_shown_crisp_and_with_their_twins_inside_ipython_only(monkeypatch):
    calls = []

    class Shell:
        display_formatter = type("Display", (), {"formatters": {"image/png": FakeFormatter()}})()
        events = FakeEvents()

        def run_line_magic(self, name, line):
            calls.append((name, line))

    class FakeIPython:
        shell = None
        version_info = (9, 0)

        @classmethod
        def get_ipython(cls):
            return cls.shell

    monkeypatch.setitem(sys.modules, "IPython", FakeIPython)
    assert show_figures_crisp() is False and calls == []
    FakeIPython.shell = Shell()
    assert show_figures_crisp() is True
    assert calls == [("config", "InlineBackend.figure_formats = ['retina']")]
    # every figure then shows with its dark twin, and again before each cell (the backend resets its formatter)
    assert FakeIPython.shell.display_formatter.formatters["image/png"].printers[Figure] is figure_output
    assert FakeIPython.shell.events.callbacks["pre_execute"] == [install_twins]
    show_figures_crisp()
    assert FakeIPython.shell.events.callbacks["pre_execute"] == [install_twins]


def test_a_picture_shows_itself_in_a_notebook_at_its_intended_size():
    png = plotting.figure_to_png(plotting.draw_board(2, ax=plotting.new_axes(2)).figure)
    data, metadata = png._repr_mimebundle_()
    assert isinstance(png, bytes) and base64.b64decode(data["image/png"]) == bytes(png)
    assert metadata["image/png"] == {"width": png.width // PICTURE_SCALE, "height": png.height // PICTURE_SCALE}
    assert (png.width, png.height) == Image.open(io.BytesIO(png)).size


# --- boards ------------------------------------------------------------------------------------------


@pytest.mark.parametrize("n", [1, 2, 5, 8, 13, 20])
def test_a_board_of_size_n_has_n_labels_each_way(n):
    ax = plotting.draw_board(n)
    assert tick_labels(ax) == ([str(k) for k in range(1, n + 1)],) * 2
    assert len(ax.images) == 1 and ax.images[0].get_array().shape == (n, n) and len(ax.patches) == 1
    assert ax.get_xlim() == (-0.5, n - 0.5) and ax.get_ylim() == (n - 0.5, -0.5)


def test_board_labels_can_count_from_zero_be_hidden_and_boards_need_not_be_square():
    assert tick_labels(plotting.draw_board(3, labels="zero", rows=2)) == (["0", "1", "2"], ["0", "1"])
    assert tick_labels(plotting.draw_board(4, labels=None)) == ([], [])
    assert tick_labels(plotting.draw_board(21)) == ([], [])


@pytest.mark.parametrize("size, rows, labels, message", [
    (0, None, "one", "board size must be between 1 and 1000, got 0"),
    (3, 0, "one", "board size must be between 1 and 1000, got 0"),
    (2.5, None, "one", "board size must be a whole number"),
    (3, None, "two", "labels must be"),
])
def test_bad_boards_are_refused(size, rows, labels, message):
    with pytest.raises(ValueError, match=message):
        plotting.draw_board(size, rows=rows, labels=labels)


@pytest.mark.parametrize("kind, marker_colour", [("piece", "piece"), ("target", "target"), ("frontier", "frontier"),
                                                 ("rejected", "rejected")])
def test_mark_squares_draws_one_marker_per_square_in_the_kind_colour(kind, marker_colour):
    ax = plotting.mark_squares(8, [(0, 0), (2, 3), (-1, 5)], kind=kind, label=kind)
    markers = ax.collections[0]
    assert markers.get_offsets().tolist() == [[0, 0], [3, 2], [5, -1]]
    assert to_hex(markers.get_facecolor()[0]) == plotting.COLOURS[marker_colour]
    assert markers.get_label() == kind


def test_mark_squares_takes_style_and_draws_nothing_for_no_squares():
    ax = plotting.mark_squares(8, [(1, 1)], s=999)
    assert ax.collections[0].get_sizes().tolist() == [999]
    assert plotting.mark_squares(8, [], ax=ax) is ax and len(ax.collections) == 1
    with pytest.raises(ValueError, match="kind must be one of piece, target, frontier, rejected, got 'queen'"):
        plotting.mark_squares(8, [(0, 0)], kind="queen")


def test_write_numbers_writes_each_cell_but_the_skipped_ones():
    grid = board_numbering(5, TOUR_5[:7])
    ax = plotting.write_numbers(grid)
    assert sorted(map(int, texts(ax))) == list(range(1, 8))
    assert {text.get_position() for text in ax.texts} == {(c, r) for r, c in TOUR_5[:7]}
    ax = plotting.write_numbers([["a", ""], [0, 5]], skip=("",), color="red", bbox={"fc": "white"})
    assert texts(ax) == ["a", "0", "5"] and ax.texts[0].get_color() == "red" and ax.texts[0].get_bbox_patch()


def test_draw_path_joins_the_squares_and_marks_both_ends():
    ax = plotting.draw_path(5, TOUR_5[:4])
    assert ax.lines[0].get_xydata().tolist() == [[c, r] for r, c in TOUR_5[:4]]
    start, end = ax.collections
    assert start.get_offsets().tolist() == [[0, 0]] and end.get_offsets().tolist() == [[3, 2]]
    assert to_hex(end.get_facecolor()[0]) == plotting.COLOURS["path_end"]
    assert len(plotting.draw_path(5, TOUR_5[:4], mark_ends=False).collections) == 0
    empty = plotting.draw_path(5, [])
    assert not empty.lines and not empty.collections


def test_heatmap_numbers_are_light_on_dark_cells_and_dark_on_light_cells():
    grid = distance_grid(6, 1, 2)
    ax = plotting.draw_heatmap(grid, vmin=0, vmax=4)
    image = ax.images[0]
    assert len(ax.texts) == 36
    for text in ax.texts:
        col, row = text.get_position()
        shade = image.cmap(image.norm(grid[row][col]))
        assert text.get_text() == str(grid[row][col])
        assert text.get_color() == ("black" if luma(shade) > 0.5 else "white")
    colours = {text.get_text(): text.get_color() for text in ax.texts}
    assert colours["0"] == "white" and colours["4"] == "black"


def test_heatmap_greys_masked_cells_writes_floats_briefly_and_adds_a_colour_bar():
    ax = plotting.draw_heatmap([[-1, 0.5], [2.0, 1.25]], masked_below=0, colorbar="moves", labels="zero")
    assert texts(ax) == ["-1", "0.5", "2", "1.25"] and ax.texts[0].get_color() == "black"
    assert ax.images[0].get_array().mask.tolist() == [[True, False], [False, False]]
    assert len(ax.figure.axes) == 2 and ax.figure.axes[1].get_ylabel() == "moves"
    assert tick_labels(ax) == (["0", "1"], ["0", "1"])


def test_heatmap_leaves_numbers_out_when_asked_or_when_the_board_is_big():
    assert not plotting.draw_heatmap([[1, 2], [3, 4]], numbers=False).texts
    assert not plotting.draw_heatmap([[1] * 21] * 21).texts
    with pytest.raises(ValueError, match="grid must hold at least one row"):
        plotting.draw_heatmap([])


@pytest.mark.parametrize("square, size", [((0, 0), 8), ((3, 4), 8), ((2, 2), 5), ((0, 0), 3)])
def test_draw_jumps_marks_landed_and_rejected_jumps_and_numbers_them(square, size):
    jumps = try_offsets(size, square)
    ax = plotting.draw_jumps(size, square, jumps, plane=True)
    by_colour = {to_hex(markers.get_facecolor()[0]): markers.get_offsets().tolist() for markers in ax.collections}
    landed, rejected = by_colour[plotting.COLOURS["target"]], by_colour.get(plotting.COLOURS["rejected"], [])
    assert landed == [[c, r] for r, c in knight_targets(size, square)]
    assert len(landed) + len(rejected) == 8 and by_colour[plotting.COLOURS["piece"]] == [[square[1], square[0]]]
    numbers = [text.get_text() for text in ax.texts if text.get_text() and text.get_gid() != PLANE_TICK]
    assert numbers == [str(clockwise_order(KNIGHT_OFFSETS).index(jump.offset) + 1) for jump in jumps]
    ticks = sorted(text.get_text() for text in ax.texts if text.get_gid() == PLANE_TICK)
    assert ticks == sorted(2 * ["\N{MINUS SIGN}2", "\N{MINUS SIGN}1", "+1", "+2"])  # both axes, -2 to +2
    assert len([line for line in ax.lines if line.get_linestyle() == "--"]) == 2  # the axes through the piece
    left, right = ax.get_xlim()
    assert left <= min(j.target[1] for j in jumps) and right >= max(j.target[1] for j in jumps)


def sign(value):
    return (value > 0) - (value < 0)


@pytest.mark.parametrize("square, size", [((0, 0), 8), ((3, 4), 8), ((7, 2), 8)])
def test_draw_jumps_writes_each_number_on_the_side_of_its_target_away_from_the_piece(square, size):
    jumps = try_offsets(size, square)
    numbers = [text for text in plotting.draw_jumps(size, square, jumps).texts if text.get_text()]
    for jump, number in zip(jumps, numbers):
        d_row, d_col = jump.offset
        shift_x, shift_y = number.xyann  # in points, y up the page while rows grow down it
        assert number.xy == (jump.target[1], jump.target[0])
        assert (sign(shift_x), sign(shift_y)) == (sign(d_col), -sign(d_row))


def test_draw_jumps_rules_the_plane_past_the_board_only_when_asked():
    jumps = try_offsets(8, (0, 0))
    ruled = [line for line in plotting.draw_jumps(8, (0, 0), jumps, plane=True).lines
             if to_hex(line.get_color()) == PLANE_GRID]
    # the view runs from the crosses two squares past the top-left corner to the far corner (7, 7)
    assert len(ruled) == 2 * (2 + 8 + 1)
    plain = plotting.draw_jumps(8, (0, 0), jumps).lines
    assert not [line for line in plain if to_hex(line.get_color()) == PLANE_GRID]


def test_draw_jumps_numbers_only_boards_up_to_16_and_reaches_as_far_as_the_leaper():
    assert not texts(plotting.draw_jumps(17, (0, 0), try_offsets(17, (0, 0))))
    assert jump_reach(try_offsets(12, (5, 5), offsets=leaper_offsets(1, 4))) == 4
    with pytest.raises(ValueError, match="labels must be"):
        plotting.draw_jumps(8, (0, 0), try_offsets(8, (0, 0)), labels="two")


def test_draw_distances_writes_every_distance_and_the_shortest_path():
    grid = distance_grid(8, 1, 2)
    path = path_down(grid, (7, 7))
    ax = plotting.draw_distances(grid, path=path, labels="zero")
    assert len(texts(ax)) == 64 and tick_labels(ax)[0] == [str(k) for k in range(8)]
    assert ax.lines[0].get_xydata().tolist() == [[c, r] for r, c in path]
    assert to_hex(ax.lines[0].get_color()) == plotting.COLOURS["rejected"]
    assert len(path) == grid[7][7] + 1 and is_walk(path, 8)


def test_draw_distances_marks_every_square_of_the_path_under_its_number():
    grid = distance_grid(8, 1, 2)
    path = path_down(grid, (7, 7))
    ax = plotting.draw_distances(grid, path=path)
    marked = [tuple(round(v) for v in patch.center[::-1]) for patch in ax.patches]
    assert marked == [tuple(square) for square in path]  # one marker per square: each jump reads as one
    start, end = ax.patches[0], ax.patches[-1]
    assert to_hex(start.get_facecolor()) == plotting.COLOURS["piece"]
    assert to_hex(end.get_facecolor()) == plotting.COLOURS["path_end"]
    number = {(round(t.get_position()[1]), round(t.get_position()[0])): t for t in ax.texts}[7, 7]
    assert number.get_text() == str(grid[7][7]) and number.get_zorder() > end.get_zorder()
    assert number.get_color() == text_colour_on(plotting.COLOURS["path_end"])


def test_draw_distances_greys_unreachable_squares():
    grid = distance_grid(4, 2, 2)
    ax = plotting.draw_distances(grid, numbers=False)
    unreachable = sum(value < 0 for row in grid for value in row)
    assert unreachable > 0 and ax.images[0].get_array().mask.sum() == unreachable and not ax.texts


@pytest.mark.parametrize("upto", [0, 1, 2, 4])
def test_bfs_layers_number_the_found_layers_and_mark_the_frontier(upto):
    layers = bfs_layers_of(distance_grid(6, 1, 2))
    ax = plotting.draw_bfs_layers(6, layers, upto)
    found = sum(len(layer) for layer in layers[:upto])
    frontier = len(layers[upto]) if upto < len(layers) else 0
    assert len(ax.texts) == found + frontier
    assert sorted(texts(ax)) == sorted(str(min(k, upto)) for k, layer in enumerate(layers[:upto + 1]) for _ in layer)
    assert all(text.get_color() == "white" for text in ax.texts if text.get_text() == str(upto))


def test_bfs_layers_after_the_last_layer_has_no_frontier_and_bad_layers_are_refused():
    layers = bfs_layers_of(distance_grid(5, 1, 2))
    ax = plotting.draw_bfs_layers(5, layers, len(layers))
    assert len(ax.texts) == 25 and len(ax.collections) == 1  # only the faint start marker
    with pytest.raises(ValueError, match=f"upto must be between 0 and {len(layers)}"):
        plotting.draw_bfs_layers(5, layers, len(layers) + 1)


def test_draw_table_labels_a_and_b_from_one():
    table = [[2, -1, 3], [-1, 1, -1], [3, -1, 4]]
    ax = plotting.draw_table(table)
    assert (ax.get_xlabel(), ax.get_ylabel()) == ("b", "a")
    assert tick_labels(ax) == (["1", "2", "3"],) * 2 and len(ax.texts) == 9
    assert not plotting.draw_table(table, numbers=False).texts


def test_draw_table_labels_every_fifth_row_of_a_big_table_and_draws_nothing_for_none():
    ax = plotting.draw_table([[1] * 24] * 24, numbers=False)
    assert tick_labels(ax) == (["1", "5", "10", "15", "20"],) * 2
    empty = plotting.draw_table([])
    assert not empty.axison and not empty.images


# --- tours ---------------------------------------------------------------------------------------------


def test_numbered_tour_writes_each_move_number_on_its_square_and_marks_the_moment():
    grid = board_numbering(5, TOUR_5[:10])
    ax = plotting.draw_numbered_tour(grid, newest=TOUR_5[9], undone=TOUR_5[10])
    assert {text.get_text(): text.get_position() for text in ax.texts} == {
        str(k): (c, r) for k, (r, c) in enumerate(TOUR_5[:10], start=1)}
    assert ax.lines[0].get_xydata().tolist() == [[c, r] for r, c in TOUR_5[:10]]
    ring, cross = ax.collections
    assert ring.get_offsets().tolist() == [[4, 1]] and cross.get_offsets().tolist() == [[3, 3]]


def test_numbered_tour_without_numbers_marks_the_ends_and_a_lone_square():
    ax = plotting.draw_numbered_tour(board_numbering(5, TOUR_5), numbers=False)
    assert not ax.texts and len(ax.collections) == 2
    lone = plotting.draw_numbered_tour([[0, 0], [0, 1]], numbers=False)
    assert lone.collections[0].get_offsets().tolist() == [[1, 1]] and not lone.lines
    with pytest.raises(ValueError, match="numbers 1 to 2 once each, got \\[1, 3\\]"):
        plotting.draw_numbered_tour([[1, 3], [0, 0]])


def test_numbered_tour_numbers_sit_on_patches_of_their_square_colour_above_a_light_path():
    ax = plotting.draw_numbered_tour(board_numbering(5, TOUR_5))
    (path,) = ax.lines
    assert to_hex(path.get_color()) == TOUR_LINE
    for text in ax.texts:
        col, row = text.get_position()
        shade = plotting.COLOURS["dark" if (row + col) % 2 else "light"]
        assert to_hex(text.get_bbox_patch().get_facecolor()) == shade
        assert text.get_zorder() > path.get_zorder() and text.get_fontsize() >= 10
    assert plotting.draw_numbered_tour(board_numbering(5, TOUR_5), fontsize=7).texts[0].get_fontsize() == 7


def test_square_classes_get_a_legend_and_the_edges_are_drawn():
    classes = {"corner": [(0, 0), (3, 3)], "centre": [(1, 1), (2, 2)], "edge": [(0, 1)]}
    edges = [((0, 1), (1, 3)), ((0, 2), (2, 3))]
    ax = plotting.draw_square_classes(4, classes, edges=edges)
    assert [text.get_text() for text in ax.get_legend().get_texts()] == list(classes)
    assert len(ax.lines) == 2 and [len(c.get_offsets()) for c in ax.collections] == [2, 2, 1]


@pytest.mark.parametrize("closed", [False, True])
def test_draw_tour_draws_the_path_and_closes_it_when_asked(closed):
    ax = plotting.draw_tour(5, TOUR_5, closed=closed)
    assert ax.lines[0].get_xydata().tolist() == [[c, r] for r, c in TOUR_5]
    assert len(ax.lines) == 1 + closed
    assert len(ax.collections) == (1 if closed else 2)  # the start only, or the start and the end
    assert tick_labels(ax)[0] == ["1", "2", "3", "4", "5"]


@pytest.mark.parametrize("size", [5, 25])
def test_the_closing_jump_is_drawn_on_top_in_the_end_colour(size):
    walk = TOUR_5 if size == 5 else [(r, c if r % 2 == 0 else 24 - c) for r in range(25) for c in range(25)]
    ax = plotting.draw_tour(size, walk, closed=True)
    closing = ax.lines[-1]
    assert closing.get_xydata().tolist() == [[walk[-1][1], walk[-1][0]], [walk[0][1], walk[0][0]]]
    assert to_hex(closing.get_color()) == plotting.COLOURS["path_end"]
    path_width = max(line.get_linewidth() for line in ax.lines[:-1]) if size == 5 else 1.2
    assert closing.get_linewidth() > path_width and closing.get_zorder() > 2
    start = ax.collections[-1].get_offsets().tolist()
    assert start == [[walk[0][1], walk[0][0]]]


def test_a_stuck_walk_can_mark_each_square_it_never_reached():
    walk = TOUR_5[:21]
    ax = plotting.draw_tour(5, walk, unvisited=True)
    marks = [p for p in ax.patches if p.get_zorder() > 2]  # above the path; the frame is below
    centres = sorted((round(p.get_y() + p.get_height() / 2), round(p.get_x() + p.get_width() / 2)) for p in marks)
    assert centres == sorted(TOUR_5[21:])
    assert all(to_hex(p.get_edgecolor()) == plotting.COLOURS["text"] for p in marks)
    assert len(plotting.draw_tour(5, walk).patches) == len(ax.patches) - 4


def test_draw_tour_numbers_small_boards_only():
    assert sorted(map(int, texts(plotting.draw_tour(5, TOUR_5, numbers=True)))) == list(range(1, 26))
    walk = [(r, c if r % 2 == 0 else 12 - c) for r in range(13) for c in range(13)]
    assert not texts(plotting.draw_tour(13, walk, numbers=True))


def test_big_tours_are_one_coloured_line_on_a_plain_frame():
    walk = [(r, c if r % 2 == 0 else 24 - c) for r in range(25) for c in range(25)]
    ax = plotting.draw_tour(25, walk, closed=True)
    (lines,) = [c for c in ax.collections if isinstance(c, LineCollection)]
    assert len(lines.get_segments()) == 624 and not ax.images and tick_labels(ax) == ([], [])
    with pytest.raises(ValueError, match="board size must be between 1 and 1000, got 0"):
        plotting.draw_tour(0, [])


def test_onward_counts_ring_the_knights_unvisited_targets_and_fill_the_chosen_one():
    walk = TOUR_5[:6]
    counts = [[-1 if (r, c) in walk else len(knight_targets(5, (r, c))) for c in range(5)] for r in range(5)]
    ax = plotting.draw_onward_counts(5, walk, counts, chosen=TOUR_5[6])
    ring, chosen = ax.collections[-2:]
    assert sorted(map(tuple, ring.get_offsets().tolist())) == sorted(
        (c, r) for r, c in knight_targets(5, walk[-1]) if (r, c) not in walk)
    assert chosen.get_offsets().tolist() == [[0, 4]]
    assert len(ax.texts) == 25 - len(walk)
    assert tick_labels(plotting.draw_onward_counts(13, [], [[0] * 13] * 13))[0] == []


@pytest.mark.parametrize("fontsize", [None, 14])
def test_onward_counts_take_a_font_size(fontsize):
    ax = plotting.draw_onward_counts(8, [], [[2] * 8] * 8, fontsize=fontsize)
    assert {text.get_fontsize() for text in ax.texts} == {fontsize or 70 / 8}


@pytest.mark.parametrize("counts", [[[0, 0], [0, 0]], [[0, 0, 0], [0, 0], [0, 0, 0]]])
def test_onward_counts_must_cover_the_board(counts):
    with pytest.raises(ValueError, match="counts must be 3 rows of 3 numbers"):
        plotting.draw_onward_counts(3, [(0, 0)], counts)


def test_success_map_has_a_disc_for_each_success_and_a_cross_for_each_failure():
    success = [[(r + c) % 3 != 0 for c in range(6)] for r in range(6)]
    good, bad = plotting.draw_success_map(success).collections
    assert len(good.get_offsets()) == sum(map(sum, success)) and len(good.get_offsets()) + len(bad.get_offsets()) == 36


def test_closed_table_is_green_where_a_closed_tour_exists():
    table = [[m % 2 == 0 and n > 4 for n in range(1, 8)] for m in range(1, 6)]
    ax = plotting.draw_closed_table(table)
    assert ax.images[0].get_array().tolist() == [[int(ok) for ok in row] for row in table]
    assert tick_labels(ax) == ([str(n) for n in range(1, 8)], [str(m) for m in range(1, 6)])
    assert (ax.get_xlabel(), ax.get_ylabel()) == ("n (columns)", "m (rows)")


# --- charts ----------------------------------------------------------------------------------------------


def test_nodes_against_n_draws_one_line_per_series_as_long_as_its_counts():
    ax = plotting.plot_nodes_against_n(range(1, 6), {"plain": [1, 1, 15, 100, 1000], "pruned": [1, 1, 5]})
    assert [line.get_label() for line in ax.lines] == ["plain", "pruned"]
    assert [line.get_xdata().tolist() for line in ax.lines] == [[1, 2, 3, 4, 5], [1, 2, 3]]
    assert ax.get_yscale() == "log" and ax.get_xlabel() == "board size n"


def test_time_against_squares_labels_each_size_and_draws_the_proportional_line():
    ax = plotting.plot_time_against_squares([10, 20, 40], [0.01, 0.05, 0.16])
    assert texts(ax) == ["n = 10", "n = 20", "n = 40"]
    measured, proportional = ax.lines
    assert measured.get_xdata().tolist() == [100, 400, 1600]
    assert proportional.get_ydata().tolist() == [0, 0.16]
    with pytest.raises(ValueError, match="got 3 and 2 values"):
        plotting.plot_time_against_squares([1, 2, 3], [0.1, 0.2])


def test_time_against_squares_leaves_crowded_labels_out_and_writes_squares_in_full():
    ax = plotting.plot_time_against_squares([100, 250, 500, 750, 1000], [0.02, 0.08, 0.22, 0.51, 0.95])
    assert texts(ax) == ["n = 100", "n = 500", "n = 750", "n = 1000"]  # 250² is too near 100²
    ax.figure.canvas.draw()
    assert ax.xaxis.get_offset_text().get_text() == ""
    assert "1,000,000" in [label.get_text() for label in ax.get_xticklabels()]
    last_label = ax.texts[-1].get_window_extent()
    assert last_label.x1 <= ax.get_window_extent().x1   # "n = 1000" stays inside the plot


@pytest.mark.parametrize("budget", [None, 500])
def test_search_effort_draws_a_bar_per_size_and_rule_and_the_budget(budget):
    series = {"static": [10, 100, 1000], "dynamic": [25, 36, 49], "robust": [25, 36, 49]}
    ax = plotting.plot_search_effort([5, 6, 7], series, budget=budget)
    assert len(ax.patches) == 9 and tick_labels(ax)[0] == ["5×5", "6×6", "7×7"]
    assert texts(ax) == (["budget"] if budget else [])
    assert [line.get_ydata()[0] for line in ax.lines] == ([500] if budget else [])
    with pytest.raises(ValueError, match="the series 'static'"):
        plotting.plot_search_effort([5, 6], {"static": [1]})


def test_search_effort_legend_sits_above_the_bars():
    series = {"article's rule (static count)": [1952, 753216, 10**6, 10**6], "Warnsdorff": [64, 100, 144, 196]}
    ax = plotting.plot_search_effort([8, 10, 12, 14], series, budget=10**6)
    ax.figure.canvas.draw()
    legend = ax.get_legend().get_window_extent()
    assert [text.get_text() for text in ax.get_legend().get_texts()] == list(series)
    assert legend.y0 >= ax.get_window_extent().y1
    assert not any(legend.overlaps(bar.get_window_extent()) for bar in ax.patches)


def test_corner_moves_leave_unreachable_sizes_out_of_the_line_and_mark_them_apart():
    ax = plotting.plot_corner_moves(range(1, 7), [0, None, 4, 2, 4, 4])
    steps, crosses = ax.lines
    heights = steps.get_ydata().tolist()
    assert heights[0] == 0 and heights[1] != heights[1] and heights[2:] == [4, 2, 4, 4]  # nan breaks the line
    assert crosses.get_xdata().tolist() == [2] and crosses.get_marker() == "x"
    assert to_hex(crosses.get_color()) == plotting.COLOURS["rejected"]
    assert [text.get_text() for text in ax.get_legend().get_texts()] == ["fewest moves", "unreachable"]
    assert ax.get_ylim()[0] == 0 and ax.get_xlabel() == "board size n"


def test_corner_moves_without_unreachable_sizes_need_no_legend_and_lengths_must_match():
    ax = plotting.plot_corner_moves([4, 5, 6], [2, 4, 4])
    assert len(ax.lines) == 1 and ax.get_legend() is None
    with pytest.raises(ValueError, match="sizes and moves must be non-empty and pair up one to one, got 2 and 3"):
        plotting.plot_corner_moves([4, 5], [2, 4, 4])


def test_moves_against_n_plots_each_pair_of_ns_and_counts():
    ax = plotting.plot_moves_against_n({"2ⁿ − 1": (range(1, 4), [1, 3, 7]), "3ⁿ": ([1, 2], [3, 9])})
    assert [(line.get_xdata().tolist(), line.get_ydata().tolist()) for line in ax.lines] == [
        ([1, 2, 3], [1, 3, 7]), ([1, 2], [3, 9])]
    assert ax.get_yscale() == "log" and ax.get_legend() is not None
    assert ax.get_ylabel() == "moves"


def test_moves_against_n_names_its_vertical_axis_and_reads_on_a_phone():
    ax = plotting.plot_moves_against_n({"3ⁿ": ([1, 2], [3, 9])}, ylabel="moves or states")
    assert ax.get_ylabel() == "moves or states"
    assert all(text.get_fontsize() >= 9 for text in ax.get_legend().get_texts())
    assert ax.figure.get_size_inches().tolist() == [4.6, 3.2]


def test_growth_draws_one_line_per_series_broken_where_a_run_did_not_finish():
    from boardpuzzles.book.plotting.charts import plot_growth
    ax = plot_growth({"a": ([1, 2, 3], [1, None, 9]), "b": ([2, 4], [5, 7])}, log_x=False, xlabel="disks n",
                     ylabel="moves")
    assert [line.get_label() for line in ax.lines] == ["a", "b"]
    first = ax.lines[0].get_ydata().tolist()
    assert first[0] == 1 and first[1] != first[1] and first[2] == 9   # the middle one is nan
    assert ax.get_xscale() == "linear" and ax.get_yscale() == "log"
    assert (ax.get_xlabel(), ax.get_ylabel()) == ("disks n", "moves (log scale)")
    assert ax.lines[0].get_color() != ax.lines[1].get_color()
    assert [t.get_text() for t in ax.get_legend().get_texts()] == ["a", "b"]


def test_growth_marks_stopped_runs_hollow_in_their_series_colour_with_one_legend_entry():
    from boardpuzzles.book.plotting.charts import plot_growth
    ax = plot_growth({"plain": ([1, 2, 3], [1, 15, None]), "pruned": ([1, 2, 3], [1, 1, None])},
                     stopped={"plain": ([3], [100]), "pruned": ([3], [10])}, log_x=False)
    plain, pruned, stop_plain, stop_pruned, proxy = ax.lines
    assert stop_plain.get_marker() == "^" and stop_plain.get_markerfacecolor() == "none"
    assert stop_plain.get_color() == plain.get_color() and stop_pruned.get_color() == pruned.get_color()
    assert stop_plain.get_ydata().tolist() == [100]
    legend = [t.get_text() for t in ax.get_legend().get_texts()]
    assert legend[:2] == ["plain", "pruned"] and legend[2].startswith("stopped by its budget")
    assert len(legend) == 3 and list(proxy.get_xdata()) == []


def test_growth_on_log_log_axes_ticks_sizes_at_1_2_5_and_writes_seconds_with_units():
    from boardpuzzles.book.plotting.charts import plot_growth
    ax = plot_growth({"n²": ([10, 100, 1000], [1e-5, 1e-3, 0.1])}, durations=True)
    ax.figure.canvas.draw()
    xs, ys = tick_labels(ax)
    assert xs == ["10", "20", "50", "100", "200", "500", "1,000"]
    assert "1 ms" in ys and "100 ms" in ys and "10 µs" in ys
    assert ax.get_xlabel() == "board size n (log scale)" and ax.get_ylabel() == "seconds (log scale)"
    assert all(text.get_fontsize() >= 9 for text in ax.get_legend().get_texts())
    formatter = ax.yaxis.get_major_formatter()  # boardpuzzles.wording.duration, as measured times
    assert [formatter(t) for t in (3600, 1.5, 2.5e-4, 5e-8, 1e-12)] == [
        "60 min", "1.5 s", "250 µs", "50 ns", "0.001 ns"]


@pytest.mark.parametrize("series, stopped, message", [
    ({}, None, "1 to 6 series, got 0"),
    ({str(k): ([1], [1]) for k in range(7)}, None, "1 to 6 series, got 7"),
    ({"a": ([1, 2], [1])}, None, "got 2 and 1 values"),
    ({"a": ([1], [1])}, {"b": ([1], [2])}, "must belong to a series, got 'b'"),
    ({"a": ([1], [1])}, {"a": ([1, 2], [2])}, "stopped runs of 'a'"),
])
def test_growth_refuses_series_that_do_not_fit(series, stopped, message):
    from boardpuzzles.book.plotting.charts import plot_growth
    with pytest.raises(ValueError, match=message):
        plot_growth(series, stopped=stopped)


# --- pegs ----------------------------------------------------------------------------------------------


def test_state_graph_draws_every_edge_the_path_and_the_corner_labels():
    xy = {"a": (0, 0), "b": (2, 0), "c": (1, 1.7), "d": (1, 0.6)}
    edges = [("a", "b"), ("b", "c"), ("c", "a"), ("a", "d")]
    ax = plotting.draw_state_graph(xy, edges, path=["a", "d"], corner_labels={"a": "all on peg 1", "c": "top"})
    assert len(ax.collections[0].get_segments()) == 4 and len(ax.collections[1].get_offsets()) == 4
    assert ax.lines[0].get_xydata().tolist() == [[0, 0], [1, 0.6]]
    assert texts(ax) == ["all on peg 1", "top"] and not ax.axison
    assert len(plotting.draw_state_graph(xy, edges).lines) == 0
    with pytest.raises(ValueError, match="xy must place at least one state"):
        plotting.draw_state_graph({}, [])


def test_peg_circle_numbers_the_three_pegs_and_names_both_directions():
    ax = plotting.draw_peg_circle()
    assert texts(ax) == ["1", "2", "3", "right: peg 1 → 2 → 3 → 1", "left: peg 1 → 3 → 2 → 1"]
    assert len(ax.patches) == 1 and len(ax.collections) == 3
    assert ax.figure.get_size_inches().tolist() == [4.2, 4.2]      # shown at least 260 px wide


def labelled(ax, label):
    """Return the points of the one scatter on ``ax`` that carries ``label``."""
    [points] = [c for c in ax.collections if c.get_label() == label]
    return [tuple(point) for point in points.get_offsets().tolist()]


def test_state_graph_marks_the_current_state_and_the_goal_only_when_asked():
    xy = {"a": (0, 0), "b": (2, 0), "c": (1, 1.7)}
    edges = [("a", "b"), ("b", "c")]
    ax = plotting.draw_state_graph(xy, edges, path=["a", "b"], current="b", goal="c")
    assert labelled(ax, "current state") == [(2, 0)] and labelled(ax, "goal") == [(1, 1.7)]
    plain = plotting.draw_state_graph(xy, edges, path=["a", "b"])
    assert not [c for c in plain.collections if c.get_label() in ("current state", "goal")]


# --- one numbering of the jumps (issue 29, item 5) ---------------------------------------------------


def written_numbers(ax):
    """The number written beside each target square, by the target's (row, col)."""
    return {(round(text.xy[1]), round(text.xy[0])): text.get_text() for text in ax.texts
            if text.get_text() and text.get_gid() != PLANE_TICK}


def test_the_jumps_are_numbered_as_chapter_1_numbers_them_clockwise_from_two_up_one_right():
    assert clockwise_order(KNIGHT_OFFSETS) == offsets_round((-2, 1))  # chapter 1's POINTS
    assert clockwise_order(reversed(ARTICLE_ORDER)) == clockwise_order(KNIGHT_OFFSETS)


@pytest.mark.parametrize("offsets", [KNIGHT_OFFSETS, ARTICLE_ORDER, offsets_round((-2, 1)), offsets_round((1, 2))])
def test_every_drawing_of_the_jumps_numbers_them_the_same_whatever_order_it_is_given(offsets):
    # the landing page's picture (the knight on (4 5), default offsets) and chapter 1's Figure 1 agree:
    # (2 6), two rows up and one column right, is jump 1, then clockwise; (2 4) is jump 8
    numbers = written_numbers(plotting.draw_jumps(8, (3, 4), try_offsets(8, (3, 4), offsets=offsets), plane=True))
    assert numbers == {(1, 5): "1", (2, 6): "2", (4, 6): "3", (5, 5): "4", (5, 3): "5", (4, 2): "6", (2, 2): "7",
                       (1, 3): "8"}


def test_a_leapers_jumps_are_numbered_clockwise_from_straight_up_too_and_a_tried_order_can_be_shown():
    numbers = written_numbers(plotting.draw_jumps(5, (2, 2), try_offsets(5, (2, 2), offsets=leaper_offsets(1, 3))))
    assert numbers[(-1, 3)] == "1" and numbers[(1, 5)] == "2" and numbers[(-1, 1)] == "8"  # (-3, 1) first
    tried = written_numbers(plotting.draw_jumps(5, (2, 2), try_offsets(5, (2, 2), offsets=ARTICLE_ORDER),
                                                numbered="tried"))
    assert tried[(4, 3)] == "1" and tried[(3, 4)] == "2"  # chapter 3: the order its program tries them
    with pytest.raises(OptionError, match="numbered must be 'clockwise' or 'tried', got 'sorted'"):
        plotting.draw_jumps(5, (2, 2), try_offsets(5, (2, 2)), numbered="sorted")


# --- figures for both modes and for a phone (issue 29, items 3 and 4) -------------------------------------


def pixels(png: bytes) -> np.ndarray:
    return np.asarray(Image.open(io.BytesIO(png)).convert("RGB")).astype(int)


def test_the_dark_twin_turns_the_paper_dark_and_its_words_light():
    assert to_hex(dark_colour("white")) == DARK_PALETTE["background"]
    assert to_hex(dark_colour("black")) == DARK_PALETTE["text"]
    assert dark_colour(plotting.COLOURS["target"]) is None  # a colour of the data is kept
    fig, ax = plt.subplots(figsize=(3, 2))
    ax.plot([0, 1], [0, 1], color=plotting.COLOURS["path"], label="measured")
    label, legend = ax.set_xlabel("size"), ax.legend()
    with dark_twin(fig):
        assert to_hex(fig.get_facecolor()) == to_hex(ax.get_facecolor()) == DARK_PALETTE["background"]
        assert to_hex(label.get_color()) == DARK_PALETTE["text"]
        assert to_hex(ax.get_xticklabels()[0].get_color()) == DARK_PALETTE["text"]
        assert to_hex(ax.lines[0].get_color()) == DARK_PALETTE["path"]  # a chart's navy line turns light blue
        assert to_hex(legend.legend_handles[0].get_color()) == DARK_PALETTE["path"]  # and its key with it
    assert to_hex(fig.get_facecolor()) == "#ffffff" and to_hex(ax.lines[0].get_color()) == plotting.COLOURS["path"]
    plt.close(fig)


def test_the_dark_twin_keeps_every_colour_of_a_board_and_a_heatmap():
    fig, ax = plt.subplots(figsize=(3, 3))
    plotting.draw_heatmap([[0, 4], [8, 2]], ax=ax, vmin=0, vmax=8)
    plotting.mark_squares(2, [(0, 0)], ax=ax, kind="piece")
    fig.colorbar(ax.images[0], ax=ax)
    numbers = {text.get_text(): to_hex(text.get_color()) for text in ax.texts}
    light, dark = figure_twins(fig)
    light_pixels, dark_pixels = pixels(light), pixels(dark)
    assert light_pixels.shape == dark_pixels.shape
    # the ground turns dark; the cells, the disc and the colour bar do not change
    assert (light_pixels[2, 2] > 240).all() and (np.abs(dark_pixels[2, 2] - [18, 18, 18]) < 8).all()
    box = ax.get_window_extent()
    for fx, fy in [(0.75, 0.25), (0.25, 0.75), (0.75, 0.75), (0.25, 0.25)]:  # each cell, off its number
        x, y = int(2 * (box.x0 + fx * box.width)) - 10, int(light_pixels.shape[0] - 2 * (box.y0 + fy * box.height))
        assert np.abs(light_pixels[y, x] - dark_pixels[y, x]).max() <= 12
    with dark_twin(fig):
        assert {text.get_text(): to_hex(text.get_color()) for text in ax.texts} == numbers  # on cells: kept
    plt.close(fig)


def test_a_figure_output_carries_its_dark_twin_and_a_wide_one_a_phone_variant_with_text_large_enough():
    fig, axes = plt.subplots(1, 2, figsize=(7, 3.5))
    for ax in axes:  # numbers of 70/12 points on 12×12 boards
        plotting.draw_distances(distance_grid(12, 1, 2), ax=ax, vmax=8)
    data, metadata = figure_output(fig)
    assert metadata["width"] == Image.open(io.BytesIO(base64.b64decode(data))).size[0] // 2
    assert {"dark", "phone", "phone_dark", "text_points", "phone_text_points", "dpi"} <= set(metadata)
    phone = Image.open(io.BytesIO(base64.b64decode(metadata["phone"])))
    assert phone.size[0] / metadata["dpi"] <= PHONE_INCHES * 1.05  # shown at most 350 CSS px wide
    assert metadata["phone_text_points"] >= PHONE_TEXT_POINTS  # 10 CSS px or more
    assert metadata["text_points"] == pytest.approx(70 / 12) and min(t.get_fontsize() for t in axes[0].texts) < 6
    assert tuple(fig.get_size_inches()) == (7, 3.5)  # the figure is left as it was drawn
    _, narrow = figure_output(plotting.draw_board(3, ax=plotting.new_axes(3)).figure)
    assert "dark" in narrow and "phone" not in narrow
    plt.close("all")


def test_a_chapters_palette_picture_can_carry_its_twin():
    png = plotting.figure_to_png(plotting.draw_board(2, ax=plotting.new_axes(2)).figure, dark=True)
    _, metadata = png._repr_mimebundle_()
    assert base64.b64decode(metadata["image/png"]["dark"]) == png.dark and png.dark[:4] == b"\x89PNG"
