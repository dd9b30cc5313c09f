"""Every drawing of the book, in one shared style: matplotlib figures and quick Pillow pictures.

Each ``draw_*`` and ``plot_*`` function takes data from the pure solvers plus ``ax=None`` and
returns the ``Axes`` it drew on, so a chapter can compose several drawings in one figure::

    fig, ax = plt.subplots()
    draw_board(8, ax=ax)
    mark_squares([(0, 0)], ax=ax, kind="piece")

Each ``*_picture`` function returns the same picture as small PNG bytes, for explorers that
precompute hundreds of them. The drawings live in topic modules; every name is importable
from here:

====================== =============================================================
module                 what it draws
====================== =============================================================
``plotting.style``     colours, figure sizes, text colour on a cell, PNG bytes
``plotting.boards``    boards, markers, numbers, paths, heatmaps (chapters 1, 2)
``plotting.tours``     numbered boards, tours, Warnsdorff's counts (chapters 3, 4)
``plotting.charts``    line and bar charts of measurements
``plotting.pegs``      the Tower of Hanoi: pegs, disks, the state graph (chapter 5)
``plotting.raster``    the Pillow pictures of the explorers
``plotting.bfs_queue`` breadth-first search step by step, with its queue (chapter 2)
====================== =============================================================

>>> from boardpuzzles.book import plotting
>>> ax = plotting.draw_board(8, ax=plotting.new_axes(8))
>>> len(ax.get_xticklabels())
8
"""

from boardpuzzles.book.plotting.bfs_queue import bfs_queue_picture
from boardpuzzles.book.plotting.boards import (
    draw_bfs_layers,
    draw_board,
    draw_distances,
    draw_heatmap,
    draw_jumps,
    draw_path,
    draw_table,
    mark_squares,
    write_numbers,
)
from boardpuzzles.book.plotting.charts import (
    plot_corner_moves,
    plot_growth,
    plot_moves_against_n,
    plot_nodes_against_n,
    plot_search_effort,
    plot_time_against_squares,
)
from boardpuzzles.book.plotting.pegs import (
    disk_colours,
    draw_hanoi,
    draw_peg_circle,
    draw_state_graph,
    hanoi_figsize,
    hanoi_step_figure,
)
from boardpuzzles.book.plotting.raster import distances_picture, jumps_picture, numbered_tour_picture
from boardpuzzles.book.plotting.style import COLOURS, FACE, HEATMAP, board_figsize, figure_to_png, frame_png, new_axes
from boardpuzzles.book.plotting.tours import (
    draw_closed_table,
    draw_numbered_tour,
    draw_onward_counts,
    draw_square_classes,
    draw_success_map,
    draw_tour,
)

__all__ = [
    # style
    "COLOURS", "FACE", "HEATMAP", "board_figsize", "figure_to_png", "frame_png", "new_axes",
    # boards
    "draw_board", "mark_squares", "write_numbers", "draw_path", "draw_heatmap", "draw_jumps", "draw_distances",
    "draw_bfs_layers", "draw_table",
    # tours
    "draw_numbered_tour", "draw_square_classes", "draw_tour", "draw_onward_counts", "draw_success_map",
    "draw_closed_table",
    # charts
    "plot_nodes_against_n", "plot_time_against_squares", "plot_search_effort", "plot_moves_against_n",
    "plot_corner_moves", "plot_growth",
    # pegs
    "hanoi_figsize", "disk_colours", "draw_hanoi", "draw_state_graph", "draw_peg_circle", "hanoi_step_figure",
    # raster
    "jumps_picture", "distances_picture", "numbered_tour_picture", "bfs_queue_picture",
]
