"""The explorers' pictures, drawn as SVG in pure Python: the same code at build time, in a kernel and in the browser.

Every function returns a :class:`~boardpuzzles.pictures.svg.Picture`: a ``str`` of inline SVG
markup with ``alt`` (its text alternative: what it shows now, squares 1-based), ``width`` and
``height`` (its shown size in CSS pixels). A notebook cell shows it; an ``ipywidgets.HTML``
widget takes it as its value. Only the standard library is used, so the pictures are drawn
the same way under Pyodide, where matplotlib and Pillow are not to be had.

- :func:`~boardpuzzles.pictures.boards.jumps_svg`: a leaper's jumps from a square, off-board jumps as crosses (ch. 1);
- :func:`~boardpuzzles.pictures.boards.grid_svg`: numbers on one colour scale (move counts, distances, a path,
  a flood, the KnightL table; ch. 1, 2);
- :func:`~boardpuzzles.pictures.queue.bfs_queue_svg`: breadth-first search one step at a time, the queue beside
  (ch. 2);
- :func:`~boardpuzzles.pictures.tours.tour_svg`: a numbered tour or a search's moment, a path on big boards
  (ch. 3, 4);
- :func:`~boardpuzzles.pictures.tours.warnsdorff_svg`: Warnsdorff's walk with the onward counts and the next
  square (ch. 4);
- :func:`~boardpuzzles.pictures.hanoi.hanoi_pegs_svg`: three pegs with their disks (ch. 5);
- :func:`~boardpuzzles.pictures.hanoi.hanoi_graph_svg`: the state graph as a Sierpinski triangle, with a walk
  (ch. 5);
- :func:`~boardpuzzles.pictures.hanoi.hanoi_step_svg`: a step of the circular method, the pegs over the graph
  (ch. 5).

>>> from boardpuzzles.pictures import tour_svg
>>> picture = tour_svg(5, [(0, 0), (1, 2)])
>>> picture.startswith("<svg") and 280 <= picture.width <= 480
True
"""

from boardpuzzles.pictures.boards import grid_svg, jumps_svg
from boardpuzzles.pictures.hanoi import hanoi_graph_svg, hanoi_pegs_svg, hanoi_step_svg
from boardpuzzles.pictures.queue import bfs_queue_svg
from boardpuzzles.pictures.svg import Picture
from boardpuzzles.pictures.tours import tour_svg, warnsdorff_svg

__all__ = [
    "Picture", "bfs_queue_svg", "grid_svg", "hanoi_graph_svg", "hanoi_pegs_svg", "hanoi_step_svg", "jumps_svg",
    "tour_svg", "warnsdorff_svg",
]
