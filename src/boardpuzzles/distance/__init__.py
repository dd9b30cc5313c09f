"""Chapter 2: the fewest moves of a generalized knight, found by breadth-first search, and the article's table.

An ``(a, b)`` leaper jumps ``a`` squares along one axis and ``b`` along the other,
in any direction; the knight is the ``(1, 2)`` leaper. Breadth-first search (BFS)
visits the squares in order of their distance from the start: first the start,
then every square one jump away, then every square two jumps away, and so on.
So the first time BFS reaches a square, it has found the fewest moves to it.

Vocabulary, as in :mod:`boardpuzzles.board`: squares are 0-based ``(row, col)``
tuples and ``size`` is the board size, the first parameter of every search (the
chapter and the formulas below call it n).

"No answer" is an answer, not an error, and it is spelt as the package's docstring says:
a function that answers one question, such as :func:`fewest_moves` or :func:`shortest_path`,
returns ``None`` when the piece cannot reach the target; a grid or table in the judge's format
(:func:`distance_grid`, :func:`knightl_table` and its variants) holds :data:`UNREACHABLE`, ``-1``,
in that cell, as the judge prints it.

Tie-breaking: BFS takes squares first-in first-out and tries a square's jumps in
the order of :func:`boardpuzzles.knight.leaper_offsets` (sorted offsets). A square's
*parent* is the square that reached it first, and :func:`shortest_path` follows
parents back, so it always returns the same path.

One topic per module; every name below is importable from here.

.. table:: The distance package's modules

   ========================== ============================================================================
   module                     what it holds
   ========================== ============================================================================
   ``distance.bfs``           the one search, :func:`breadth_first_search`, and what it answers: the grid,
                              the layers, the queue step by step, one target's fewest moves and path
   ``distance.table``         the article's whole table (:func:`knightl_table`), its size limit, the
                              judge's format
   ``distance.bitboards``     the same flood on bitboards: quick enough to redraw the table while a
                              slider moves
   ``distance.article``       the article's own search and table, ported line for line for comparison
   ========================== ============================================================================

>>> from boardpuzzles.distance import fewest_moves, format_table, knightl_table
>>> fewest_moves(8, 1, 2)
6
>>> print(format_table(knightl_table(4)))
3 2 3
2 -1 -1
3 -1 1
"""

from boardpuzzles.distance.article import knightl_article_search, knightl_article_table
from boardpuzzles.distance.bfs import (
    UNREACHABLE,
    QueueStep,
    bfs_layers,
    bfs_queue_steps,
    breadth_first_search,
    distance_grid,
    fewest_moves,
    search_one_piece,
    shortest_path,
)
from boardpuzzles.distance.bitboards import bitboard_fewest_moves, bitboard_knightl_table
from boardpuzzles.distance.table import MAX_TABLE_SIZE, format_table, knightl_table, require_table_size

__all__ = [
    "MAX_TABLE_SIZE", "UNREACHABLE", "QueueStep", "bfs_layers", "bfs_queue_steps", "bitboard_fewest_moves",
    "bitboard_knightl_table", "breadth_first_search", "distance_grid", "fewest_moves", "format_table",
    "knightl_article_search", "knightl_article_table", "knightl_table", "require_table_size", "search_one_piece",
    "shortest_path",
]
