"""Breadth-first search one square at a time: the board, and the queue beside it (chapter 2).

Each picture is one step of the search recorded by :func:`boardpuzzles.distance.bfs_queue_steps`,
drawn with Pillow in the house colours like the other explorer pictures
(:mod:`boardpuzzles.book.plotting.raster`), so a step-through of every step of a search is precomputed
in a fraction of a second and stays small.

>>> from boardpuzzles.distance import bfs_queue_steps
>>> png = bfs_queue_picture(5, bfs_queue_steps(5, 1, 2), 3)
>>> png[:8] == b"\\x89PNG\\r\\n\\x1a\\n"
True
"""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image, ImageColor, ImageDraw

from boardpuzzles.board import format_square, require_board_size, require_in_range, require_square
from boardpuzzles.book.plotting.raster import RasterBoard, heat_colours, raster_font  # the explorers' shared canvas
from boardpuzzles.book.plotting.style import COLOURS, Png, text_colour_on
from boardpuzzles.pictures.queue import step_sentence

#: The largest board :func:`bfs_queue_picture` draws: its queue of a bigger board would not fit beside it.
MAX_QUEUE_BOARD = 12

#: The most queue entries :func:`bfs_queue_picture` lists; a longer queue shows its front and its back.
MAX_QUEUE_ROWS = 24

_QUEUE_ROW = 17  # shown pixels from one queue entry to the next
_QUEUE_BOX = (84, 15)  # the shown width and height of one queue entry
_QUEUE_GAP = 14  # shown pixels between the board and the queue
_TAKEN = COLOURS["path_end"]  # the square taken out now: red stands out on every heat colour and on orange
_LEGEND_STEP = 122  # shown pixels from the first column of the legend to the second
_LEGEND_WIDTH = 234  # shown pixels the legend needs on one line


def _queue_cell(size: int) -> int:
    """Return the side in shown pixels of a square of :func:`bfs_queue_picture`: the board is 240 wide from 4×4 on.

    >>> [_queue_cell(n) * n for n in (1, 2, 4, 5, 6, 8, 12)]
    [60, 120, 240, 240, 240, 240, 240]
    """
    return max(20, min(60, 240 // size))


def bfs_queue_picture(size: int, steps, k: int, *, cell: int | None = None, caption: str | None = None,
                      rows: int | None = None) -> Png:
    """Draw breadth-first search after ``k`` squares have left its queue: the board, and the queue beside it.

    ``steps`` is :func:`boardpuzzles.distance.bfs_queue_steps` on the ``size``×``size`` board;
    ``k = 0`` draws the search before its first step (the queue holds only the start),
    and ``k = len(steps)`` after its last.

    On the board, squares taken from the queue before this step are coloured by their
    distance from the start, as in :func:`~boardpuzzles.book.plotting.raster.distances_picture`;
    the square taken now has a red frame, with lines to the squares it reaches first, which
    sit on orange discs; squares still waiting in the queue have an orange ring. Every
    square reached so far shows its distance. Beside the board, the queue is listed from
    its front (top) to its back, each square 1-based as ``(row col)`` with its distance:
    the square just taken out in the red box above it, the squares that have just joined
    in orange. A legend sits under the board and ``caption`` under the legend: by default
    a sentence that says what the step did.

    Every frame of one search has the same size: the list has room for the longest queue
    of ``steps`` (or ``rows`` entries, 3 to :data:`MAX_QUEUE_ROWS`); a longer queue
    shows its front, a "more" line, and its back with every square that has just joined
    (:func:`queue_rows`).

    Raises
    ------
    ValueError
        If ``size`` is not between 1 and :data:`MAX_QUEUE_BOARD`, ``steps`` is empty or
        leaves the board, ``k`` is not between 0 and ``len(steps)``, or ``rows`` is not
        between 3 and :data:`MAX_QUEUE_ROWS`.

    Examples
    --------
    >>> import io
    >>> from boardpuzzles.distance import bfs_queue_steps
    >>> steps = bfs_queue_steps(3, 1, 2)
    >>> png = bfs_queue_picture(3, steps, 1)
    >>> Image.open(io.BytesIO(png)).size  # 20 + 3 squares of 60 + 4, 14, a queue 84 wide and 4; twice
    (612, 704)
    >>> bfs_queue_picture(3, steps, 9)
    Traceback (most recent call last):
    ...
    ValueError: step must be between 0 and 8, got 9
    """
    size = require_board_size(size, MAX_QUEUE_BOARD)
    steps = list(steps)
    if not steps:
        raise ValueError("steps must hold at least one step of the search, got none")
    k = require_in_range(k, "step", 0, len(steps))
    for step in steps:
        require_square(size, step.square, name="a square of the steps")
    moves = {step.square: step.moves for step in steps}
    taken = [step.square for step in steps[:k]]
    now = steps[k - 1] if k else None
    queue = now.queue if now else [steps[0].square]
    joined = set(now.found if now else queue)
    if rows is None:
        rows = max(3, min(MAX_QUEUE_ROWS, max(len(step.queue) for step in steps)))
    rows = require_in_range(rows, "rows", 3, MAX_QUEUE_ROWS)

    cell = cell or _queue_cell(size)
    board = _QueueCanvas(size, cell, rows, _queue_caption(steps, k) if caption is None else caption)
    top = max(moves.values())
    heat = heat_colours(top)
    chequer = [ImageColor.getrgb(COLOURS["light"]), ImageColor.getrgb(COLOURS["dark"])]
    done = set(taken)

    def colour_of(row, col):
        return heat(moves[row, col]) if (row, col) in done else chequer[(row + col) % 2]

    board.fill(colour_of)
    board.label(1)
    font_size = max(9, min(16, cell * 2 // 5))
    if now:
        for square in now.found:
            board.line([now.square, square], _TAKEN, width=2)
    for square in queue:
        if square in joined:
            board.disc(square, COLOURS["frontier"], 0.4, outline=None)
        else:
            board.disc(square, None, 0.36, outline=COLOURS["frontier"], width=3)
    if now:
        board.frame(now.square, _TAKEN, width=4)
    for square in [*taken, *queue]:
        shade = COLOURS["frontier"] if square in joined else "#{:02x}{:02x}{:02x}".format(*colour_of(*square))
        board.text(board.centre(square), str(moves[square]), text_colour_on(shade), font_size=font_size)
    board.legend(heat, top)
    board.queue_list(queue, moves, joined, now.square if now else None, rows)
    return board.png(colours=32)


def queue_rows(queue: Sequence[Sequence[int]], joined, rows: int) -> list:
    """Return the entries :func:`bfs_queue_picture` lists for ``queue``, front first, in at most ``rows`` lines.

    A queue that fits is listed whole. A longer one keeps its front and its back, with
    every square that has just ``joined`` (at least half the lines), and ``None`` marks
    the line that says how many squares are left out between them. ``rows`` is at least 3.

    >>> queue_rows("abcdefg", joined="fg", rows=5)
    ['a', 'b', None, 'f', 'g']
    >>> queue_rows("abc", joined="", rows=5)
    ['a', 'b', 'c']
    """
    if len(queue) <= rows:
        return list(queue)
    back = min(max(sum(square in joined for square in queue), rows // 2), rows - 2)  # one line for the front
    return [*queue[:rows - 1 - back], None, *queue[len(queue) - back:]]


# One caption for the queue pictures of the book and of the website: the SVG engine words it.
_queue_caption = step_sentence


class _QueueCanvas(RasterBoard):
    """The canvas of :func:`bfs_queue_picture`: a board with room for its legend, its caption and the queue."""

    def __init__(self, size: int, cell: int, rows: int, caption: str):
        super().__init__(size, cell, margin=20, trailing=4)
        self.column = self.side + _QUEUE_GAP
        width = self.column + _QUEUE_BOX[0] + 4
        self.lines = self._wrap(caption) if caption else []
        self.legend_columns = 2 if self.side >= self.margin + _LEGEND_WIDTH else 1
        self.legend_lines = 4 // self.legend_columns
        below_board = self.side + self.legend_lines * 18 + 8 + 16 * len(self.lines)
        below_queue = self._queue_top() + rows * _QUEUE_ROW + 14
        self.height = max(below_board, below_queue) + 4
        self.image = Image.new("RGB", (width * self.scale, self.height * self.scale), "white")
        self.draw = ImageDraw.Draw(self.image)
        self.draw.fontmode = "1"

    def _queue_top(self) -> int:
        return self.margin + _QUEUE_ROW + 14  # below the box of the square taken out and the word "front"

    def _wrap(self, caption: str) -> list[str]:
        """Break ``caption`` into lines as wide as the board (12 shown pixels high)."""
        font, lines = raster_font(12 * self.scale), [""]
        for word in caption.split():
            wider = f"{lines[-1]} {word}".strip()
            if lines[-1] and font.getlength(wider) / self.scale > self.side - self.margin:
                lines.append(word)
            else:
                lines[-1] = wider
        return lines

    def frame(self, square, colour: str, width: int) -> None:
        """Draw a frame ``width`` shown pixels thick just inside ``square``."""
        x, y = self.margin + square[1] * self.cell, self.margin + square[0] * self.cell
        self.draw.rectangle(self._at((x + 1, y + 1), (x + self.cell - 2, y + self.cell - 2)), outline=colour,
                            width=width * self.scale)

    def box(self, x: float, y: float, square, moves: int, fill: str, outline: str, width: int = 1) -> None:
        """Draw one queue entry at shown pixel ``(x, y)``: ``(row col)`` 1-based and its distance."""
        w, h = _QUEUE_BOX
        self.draw.rounded_rectangle(self._at((x, y), (x + w, y + h)), radius=3 * self.scale, fill=fill,
                                    outline=outline, width=width * self.scale)
        ink = text_colour_on(fill)
        self.text((x + 5, y + h / 2), format_square(square), ink, anchor="lm", font_size=11)
        self.text((x + w - 5, y + h / 2), str(moves), ink, anchor="rm", font_size=11)

    def queue_list(self, queue, moves, joined, out, rows: int) -> None:
        """List the queue front (top) to back, under the box of the square just taken ``out`` of it."""
        x, grey = self.column, "#555555"
        self.text((x + 2, self.margin - 4), "square", grey, anchor="ld", font_size=10)
        self.text((x + _QUEUE_BOX[0] - 2, self.margin - 4), "moves", grey, anchor="rd", font_size=10)
        if out is not None:
            self.box(x, self.margin, out, moves[out], "white", _TAKEN, width=2)
        else:
            self.text((x + _QUEUE_BOX[0] / 2, self.margin + _QUEUE_BOX[1] / 2), "(none out yet)", grey,
                      font_size=10)
        top = self._queue_top()
        if not queue:
            self.text((x + _QUEUE_BOX[0] / 2, top - 7), "queue empty", grey, font_size=10)
            return
        self.text((x + 2, top - 3), "▲ front", grey, anchor="ld", font_size=10)
        shown = queue_rows(queue, joined, rows)
        for i, square in enumerate(shown):
            y = top + i * _QUEUE_ROW
            if square is None:
                hidden = len(queue) - len(shown) + 1
                self.text((x + _QUEUE_BOX[0] / 2, y + _QUEUE_BOX[1] / 2), f"⋮ {hidden} more", grey, font_size=10)
            elif square in joined:
                self.box(x, y, square, moves[square], COLOURS["frontier"], COLOURS["frontier"])
            else:
                self.box(x, y, square, moves[square], "white", COLOURS["frontier"])
        self.text((x + 2, top + len(shown) * _QUEUE_ROW), "▼ back", grey, anchor="la", font_size=10)

    def legend(self, heat, top: int) -> None:
        """Explain the marks under the board, two to a line."""
        y, across = self.side + 6, self.legend_columns
        items = [("frame", "taken out now"), ("disc", "just joined"), ("ring", "waiting in queue"),
                 ("heat", "taken out before")]
        for i, (mark, words) in enumerate(items):
            x, at = self.margin + (i % across) * _LEGEND_STEP, y + (i // across) * 18
            box = self._at((x, at + 1), (x + 13, at + 14))
            if mark == "frame":
                self.draw.rectangle(box, outline=_TAKEN, width=2 * self.scale)
            elif mark == "heat":
                for part, value in enumerate((0, top // 2, top)):  # the colour scale, from near to far
                    self.draw.rectangle(self._at((x + 4.5 * part, at + 1), (x + 4.5 * part + 4.5, at + 14)),
                                        fill=heat(value))
            else:
                fill, outline = (COLOURS["frontier"], None) if mark == "disc" else (None, COLOURS["frontier"])
                self.draw.ellipse(box, fill=fill, outline=outline, width=2 * self.scale)
            self.text((x + 18, at + 8), words, anchor="lm", font_size=11)
        for i, line in enumerate(self.lines):
            self.text((self.margin, y + self.legend_lines * 18 + 6 + 16 * i), line, anchor="lt", font_size=12)
