"""Every matplotlib figure of the book, in one shared style.

Each ``draw_*`` and ``plot_*`` function takes data from the pure solvers plus ``ax=None`` and
returns the ``Axes`` it drew on, so a chapter can compose several drawings in one figure::

    fig, ax = plt.subplots()
    draw_board(8, ax=ax)
    mark_squares(8, [(0, 0)], ax=ax, kind="piece")

The explorers' pictures are not drawn here: they are SVG, drawn in pure Python by
:mod:`boardpuzzles.pictures`. The drawings live in topic modules; every name is importable
from here:

.. table:: The drawing modules and what each draws

   ====================== =============================================================
   module                 what it draws
   ====================== =============================================================
   ``plotting.style``     colours, figure sizes, text colour on a cell, PNG bytes
   ``plotting.boards``    boards, markers, numbers, paths, heatmaps: the parts of every board
   ``plotting.jumps``     a piece's jumps, numbered clockwise, the plane round a board (chapter 1)
   ``plotting.distances`` distance grids, shortest paths, BFS layers, the article's table (chapter 2)
   ``plotting.tours``     numbered boards, tours, Warnsdorff's counts (chapters 3, 4)
   ``plotting.charts``    line and bar charts of measurements
   ``plotting.pegs``      the Tower of Hanoi: the pegs' circle, the state graph (chapter 5)
   ====================== =============================================================

>>> from boardpuzzles.book import plotting
>>> ax = plotting.draw_board(8, ax=plotting.new_axes(8))
>>> len(ax.get_xticklabels())
8
"""

from boardpuzzles.book.plotting.boards import draw_board, draw_heatmap, draw_path, mark_squares, write_numbers
from boardpuzzles.book.plotting.charts import (
    plot_corner_moves,
    plot_growth,
    plot_moves_against_n,
    plot_nodes_against_n,
    plot_search_effort,
    plot_time_against_squares,
)
from boardpuzzles.book.plotting.distances import draw_bfs_layers, draw_distances, draw_table
from boardpuzzles.book.plotting.jumps import clockwise_order, draw_jumps
from boardpuzzles.book.plotting.pegs import draw_peg_circle, draw_state_graph
from boardpuzzles.book.plotting.style import COLOURS, FACE, HEATMAP, board_figsize, figure_to_png, new_axes
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
    "COLOURS", "FACE", "HEATMAP", "board_figsize", "figure_to_png", "new_axes",
    # boards
    "draw_board", "mark_squares", "write_numbers", "draw_path", "draw_heatmap",
    # jumps (chapter 1)
    "clockwise_order", "draw_jumps",
    # distances (chapter 2)
    "draw_distances", "draw_bfs_layers", "draw_table",
    # tours
    "draw_numbered_tour", "draw_square_classes", "draw_tour", "draw_onward_counts", "draw_success_map",
    "draw_closed_table",
    # charts
    "plot_nodes_against_n", "plot_time_against_squares", "plot_search_effort", "plot_moves_against_n",
    "plot_corner_moves", "plot_growth",
    # pegs
    "draw_state_graph", "draw_peg_circle",
]
