"""The ground every Warnsdorff search stands on: the article's candidate order, the checks, the padded board.

The fast searches number the squares of a board padded by two off-board squares each side, so
a jump is one addition and lands on the board exactly when the square's count is below 9. This
module holds the counts that padded board starts with, each square's distance from the centre
(for Roth's tie-break), and the way back from flat indices to ``(row, col)`` squares.

>>> CLOCKWISE_ORDER[:2], MAX_WARNSDORFF_SIZE
(((-1, -2), (-2, -1)), 2000)
>>> _to_squares([2 * 9 + 2, 3 * 9 + 4], 5)
[(0, 0), (1, 2)]
"""

from __future__ import annotations

from array import array

from boardpuzzles.board import Offset, Square, require_board_size, require_square
from boardpuzzles.knight import move_counts, offsets_round
from boardpuzzles.tour import Tour

#: The candidate order of chapter 4's article. Its Java program lists ``(x-2, y-1), (x-1, y-2),
#: (x+1, y-2), (x+2, y-1), (x+2, y+1), (x+1, y+2), (x-1, y+2), (x-2, y+1)`` with ``x`` the column
#: and ``y`` the row; here the same eight jumps as ``(d_row, d_col)``: clockwise, starting left-up.
CLOCKWISE_ORDER: tuple[Offset, ...] = offsets_round((-1, -2))

#: The largest board the fast Warnsdorff solvers (:func:`warnsdorff_path`, :func:`robust_tour`) accept: a
#: 2000×2000 tour holds four million squares. The article's search and :func:`onward_counts` stop at
#: :data:`~boardpuzzles.board.MAX_BOARD_SIZE`.
MAX_WARNSDORFF_SIZE = 2000


def _require_tour_size(size) -> int:
    """Check the size of a fast Warnsdorff solver."""
    return require_board_size(size, MAX_WARNSDORFF_SIZE)


def _square_of(square, size: int, name: str = "start square") -> Square:
    """Check a 0-based square on the board; ``name`` says what it is, for the message."""
    return require_square(size, square, name=name)


def _padded_counts(size: int, width: int) -> bytearray:
    """Onward counts on a board padded by two off-board squares each side; off-board squares hold 255.

    A jump moves at most two rows and two columns, so a square's count depends only on how far
    it is from each edge, up to 2. On a board of side 5 or more, every square therefore has the
    count of the square of the 5×5 board as far from the same edges (counted by
    :func:`~boardpuzzles.knight.move_counts`), so the counts cost O(n²) bytes copied, not n² calls.
    """
    small = move_counts(min(size, 5))

    def same_edges(k: int) -> int:  # the row (or column) of the small board as far from the edges as k
        return k if k < 2 or size <= 5 else 2 if k < size - 2 else k - size + 5

    lines = [bytes(small[row][same_edges(col)] for col in range(size)) for row in range(len(small))]
    counts = bytearray([255]) * (width * width)
    for row in range(size):
        counts[(row + 2) * width + 2:(row + 2) * width + 2 + size] = lines[same_edges(row)]
    return counts


def _centre_distances(width: int) -> array:
    """Squared distance (doubled coordinates) of every padded square from the board's centre, as a flat array."""
    centre = width - 1
    across = [(2 * col - centre) ** 2 for col in range(width)]
    distances = array("i")
    for row in range(width):
        down = (2 * row - centre) ** 2
        distances.extend([down + a for a in across])
    return distances


def _to_squares(walk, size: int) -> Tour:
    """Turn flat indices of the padded board into ``(row, col)`` squares, sharing one int object per row and column."""
    width = size + 4
    index = list(range(-2, size + 2))
    return [(index[flat // width], index[flat % width]) for flat in walk]
