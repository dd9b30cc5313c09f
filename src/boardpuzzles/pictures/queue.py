"""Breadth-first search one square at a time, as SVG: the board, and the queue beside it (chapter 2).

Each picture is one step of the search recorded by :func:`boardpuzzles.distance.bfs_queue_steps`.

>>> from boardpuzzles.distance import bfs_queue_steps
>>> picture = bfs_queue_svg(5, bfs_queue_steps(5, 1, 2), 3)
>>> picture.alt.split(".")[0]
'Step 3: (3 2) leaves the front of the queue, 1 move from the start'
"""

from __future__ import annotations

from collections.abc import Sequence

from boardpuzzles.board import format_square, require_board_size, require_in_range, require_square
from boardpuzzles.errors import PictureError, StepError
from boardpuzzles.pictures.boards import caption_lines
from boardpuzzles.pictures.colours import PALETTE, PAPER, ink_on, scale_colour
from boardpuzzles.pictures.contents import board_contents
from boardpuzzles.pictures.legend import colour_bar, draw_legend
from boardpuzzles.pictures.svg import MAX_PICTURE_SIZE, Board, Canvas, Picture, num
from boardpuzzles.wording import board_article, count_of

#: The most queue entries :func:`bfs_queue_svg` lists; a longer queue shows its front and its back.
MAX_QUEUE_LINES = 24

_ROOM = 28  # pixels left of and above the board, for its labels
_EDGE = 10
_GAP = 14  # pixels between the board and the queue
_BOX = (104, 18)  # the width and height of one queue entry
_LINE = 21  # pixels from one queue entry to the next
_FONT = 13  # the font size of the queue's entries and of every other word in the picture: at the width a
# phone shows the picture (358 of its 402 pixels on a 390-pixel screen), 13 reads as 11.6 pixels
_TAKEN = PALETTE["path_end"]  # the square taken out now: red stands out on every colour of the scale and on orange


def _board_side(size: int) -> int:
    """The board's side in pixels: 46 per square up to 250 pixels, at least 132.

    >>> [_board_side(n) for n in (1, 3, 5, 6, 12, 50)]
    [132, 138, 230, 250, 250, 250]
    """
    return max(132, min(250, 46 * size))


def queue_lines(queue: Sequence, joined, lines: int) -> list:
    """Return the entries :func:`bfs_queue_svg` lists for ``queue``, front first, in at most ``lines`` lines.

    A queue that fits is listed whole. A longer one keeps its front and its back, with
    every entry that has just ``joined`` (at least half the lines), and ``None`` marks
    the line that says how many entries are left out between them.

    Parameters
    ----------
    queue : sequence
        The queue, front first.
    joined : collection
        The entries that have just joined its back.
    lines : int
        How many lines the list may take, at least 3.

    Returns
    -------
    list
        Entries of ``queue`` and at most one ``None``.

    Raises
    ------
    ValueError
        If ``lines`` is under 3.

    Examples
    --------
    >>> queue_lines("abcdefg", "fg", 5)
    ['a', 'b', None, 'f', 'g']
    >>> queue_lines("abc", "", 5)
    ['a', 'b', 'c']
    """
    lines = require_in_range(lines, "lines", 3, 10**6)
    if len(queue) <= lines:
        return list(queue)
    back = min(max(sum(entry in joined for entry in queue), lines // 2), lines - 2)  # one line for the front
    return [*queue[:lines - 1 - back], None, *queue[len(queue) - back:]]


def step_sentence(steps, k: int) -> str:
    """Say what step ``k`` of breadth-first search did, squares 1-based: the default caption of :func:`bfs_queue_svg`.

    Parameters
    ----------
    steps : list of QueueStep
        :func:`boardpuzzles.distance.bfs_queue_steps`.
    k : int
        How many squares have left the queue, 0 to ``len(steps)``.

    Returns
    -------
    str
        One or two sentences.

    Raises
    ------
    ValueError
        If ``k`` is out of range.

    Examples
    --------
    >>> from boardpuzzles.distance import bfs_queue_steps
    >>> steps = bfs_queue_steps(3, 1, 2)
    >>> step_sentence(steps, 0)
    'Start: the queue holds only the start square, (1 1).'
    >>> print(step_sentence(steps, 1))
    Step 1: (1 1) leaves the front of the queue, 0 moves from the start. 2 new squares join the back, 1 move away.
    >>> print(step_sentence(steps, 8))
    Step 8: (3 3) leaves the front of the queue, 4 moves from the start. Nothing new joins. \
The queue is empty: BFS is over.
    """
    k = require_in_range(k, "step", 0, len(steps), error=StepError)
    if k == 0:
        return f"Start: the queue holds only the start square, {format_square(steps[0].square)}."
    step = steps[k - 1]
    words = (f"Step {k}: {format_square(step.square)} leaves the front of the queue, "
             f"{count_of(step.moves, 'move')} from the start.")
    if not step.found:
        words += " Nothing new joins."
    else:
        joins = "joins" if len(step.found) == 1 else "join"
        words += (f" {count_of(len(step.found), 'new square')} {joins} the back, "
                  f"{count_of(step.moves + 1, 'move')} away.")
    return words + (" The queue is empty: BFS is over." if not step.queue else "")


def _check_steps(size: int, steps) -> tuple[list, dict, int]:
    """Return ``steps`` as a list, each square's moves and the longest queue; raise if a square is off or twice.

    Every square the search finds is taken out at a later step, so checking the squares taken
    out checks them all, in one pass over the steps.
    """
    try:
        steps = list(steps)
        squares = [tuple(step.square) for step in steps]
        moves = {square: step.moves for square, step in zip(squares, steps)}
        longest = max((len(step.queue) for step in steps), default=0)
    except (TypeError, AttributeError):
        raise PictureError(f"steps must be boardpuzzles.distance.bfs_queue_steps, got {steps!r}") from None
    if not steps:
        raise PictureError("steps must hold at least one step of the search, got none")
    for square in squares:
        if not (len(square) == 2 and all(type(v) is int for v in square) and 0 <= min(square)
                and max(square) < size):
            require_square(size, square, name="a square of the steps")
    if len(set(squares)) != len(squares):
        raise PictureError("steps must take each square out of the queue once, as breadth-first search does")
    return steps, moves, longest


def bfs_queue_svg(size: int, steps, k: int, *, caption: str | None = None, lines: int | None = None,
                  piece: str | None = None) -> Picture:
    """Draw breadth-first search after ``k`` squares have left its queue: the board, and the queue beside it.

    On the board, squares taken from the queue before this step are coloured by their
    distance from the start, on one scale for the whole search; the square taken now has a
    red frame, with lines to the squares it reaches first, which sit on orange discs;
    squares still waiting in the queue have an orange ring. Every square reached so far
    shows its distance, where the squares have room for it. Beside the board the queue is
    listed from its front (top) to its back, each square 1-based as ``(row col)`` with its
    distance: the square just taken out in the red box above it, the squares that have just
    joined in orange. A legend and the colour scale sit under the board, and under them the
    caption: by default a sentence that says what the step did (:func:`step_sentence`).

    Every picture of one search has the same size: the list has room for the longest queue
    of ``steps`` (or ``lines`` entries); a longer queue shows its front, a "more" line, and
    its back with every square that has just joined (:func:`queue_lines`).

    Parameters
    ----------
    size : int
        The board size, 1 to :data:`~boardpuzzles.pictures.svg.MAX_PICTURE_SIZE`.
    steps : list of QueueStep
        :func:`boardpuzzles.distance.bfs_queue_steps` on this board.
    k : int
        How many squares have left the queue: 0 (before the first step) to ``len(steps)``.
    caption : str or None
        Words under the board; by default :func:`step_sentence`.
    lines : int or None
        How many queue entries to list, 3 to :data:`MAX_QUEUE_LINES`; by default the longest queue, up to that.
    piece : str or None
        The piece that searches, such as ``"knight"`` or ``"(1, 4) piece"``, named in the text
        alternative; the start square (that of the first step) is always named.

    Returns
    -------
    Picture
        The SVG; its text alternative says what the step did, names the search (its piece and
        start) and lists the queue.

    Raises
    ------
    ValueError
        If ``size`` is out of range, ``steps`` is empty or leaves the board, ``k`` is not
        between 0 and ``len(steps)``, ``lines`` is not between 3 and :data:`MAX_QUEUE_LINES`, or
        ``piece`` is not text.

    Examples
    --------
    >>> from boardpuzzles.distance import bfs_queue_steps
    >>> steps = bfs_queue_steps(3, 1, 2)
    >>> picture = bfs_queue_svg(3, steps, 1)
    >>> print(picture.alt)  # doctest: +NORMALIZE_WHITESPACE
    Step 1: (1 1) leaves the front of the queue, 0 moves from the start. 2 new squares join the back, 1 move away.
    Breadth-first search from (1 1) on a 3×3 board: 1 square taken out so far. The queue, front first, holds
    2 squares: (2 3) at 1 move, (3 2) at 1 move.
    >>> giraffe = bfs_queue_steps(30, 1, 4, start=(16, 22))
    >>> bfs_queue_svg(30, giraffe, 0, piece="(1, 4) piece").alt.split(". ")[1]
    'Breadth-first search of the (1, 4) piece from (17 23) on a 30×30 board: 0 squares taken out so far'
    >>> bfs_queue_svg(3, steps, 9)
    Traceback (most recent call last):
    ...
    boardpuzzles.errors.StepError: step must be between 0 and 8, got 9
    """
    size = require_board_size(size, MAX_PICTURE_SIZE)
    steps, moves, longest = _check_steps(size, steps)
    k = require_in_range(k, "step", 0, len(steps), error=StepError)
    lines = max(3, min(MAX_QUEUE_LINES, longest)) if lines is None else lines
    lines = require_in_range(lines, "lines", 3, MAX_QUEUE_LINES)
    caption = step_sentence(steps, k) if caption is None else caption
    if piece is not None and not isinstance(piece, str):
        raise PictureError(f"piece must be text or None, got {piece!r}")

    now = steps[k - 1] if k else None
    queue = now.queue if now else [steps[0].square]
    joined = set(now.found if now else queue)
    done = {step.square for step in steps[:k]}
    top = max(moves.values())

    side = _board_side(size)
    cell = side // size if side // size >= 4 else side / size
    board = Board(size, cell, _ROOM, _ROOM)
    column = board.x + board.side + _GAP
    canvas = Canvas(column + _BOX[0] + _EDGE, _ROOM + 2 * _LINE + 14 + lines * _LINE + 26)
    board.chequer(canvas)
    board.fill_cells(canvas, lambda row, col: scale_colour(moves[row, col], top) if (row, col) in done else None)
    board.frame(canvas, width=1)
    board.labels(canvas, font_size=_FONT)
    _draw_search(canvas, board, now, queue, joined, moves, done, top)
    _draw_queue(canvas, column, queue, joined, moves, now, lines)
    grid, words = _square_states(size, now, queue, joined, moves, done)
    canvas.add(board_contents(size, "marks", grid=grid, words=words, summary=caption))

    width = board.x + board.side - _EDGE
    items = [("frame", _TAKEN, "taken out now"), ("disc", PALETTE["frontier"], "just joined"),
             ("ring", PALETTE["frontier"], "waiting in queue"),
             ("swatch", scale_colour(top / 2, top), "taken out before")]
    bottom = draw_legend(canvas, _EDGE, board.y + board.side + 10, width, items, font_size=_FONT)
    bottom = colour_bar(canvas, _EDGE, bottom, width, top, title="moves", font_size=_FONT)
    caption_lines(canvas, bottom, caption, width=width)
    return canvas.picture(_queue_alt(size, caption, k, queue, moves, steps[0].square, piece))


def _square_states(size: int, now, queue, joined, moves, done) -> tuple[list[list[int]], list[str]]:
    """Say what each square is at one step of the search, for the board view to read square by square.

    Returns the grid of each square's index into the words, and the words: "not reached", or the square's
    state (taken out now, taken out before, just joined the queue, waiting in it) with its distance. The
    square taken out now (the start, before the first step) is marked 1: the board view starts there.

    >>> from boardpuzzles.distance import bfs_queue_steps
    >>> steps = bfs_queue_steps(3, 1, 2)
    >>> grid, words = _square_states(3, steps[0], steps[0].queue, set(steps[0].found), {(0, 0): 0, (1, 2): 1,
    ...                             (2, 1): 1}, {(0, 0)})
    >>> [words[value] for value in grid[0]], words[grid[1][2]]
    (['taken out now, 0 moves', 'not reached', 'not reached'], 'just joined, 1 move')
    """
    words: dict[str, int] = {"not reached": 0}
    waiting = set(queue)

    def state(square) -> int:
        if now is not None and square == now.square:
            said = "taken out now"
        elif square in done:
            said = "taken out"
        elif square in joined:
            said = "just joined"
        elif square in waiting:
            said = "in the queue"
        else:
            return 0
        return words.setdefault(f"{said}, {count_of(moves[square], 'move')}", len(words))

    state(now.square if now is not None else queue[0])  # its words first: marked 1
    grid = [[state((row, col)) for col in range(size)] for row in range(size)]
    return grid, list(words)


def _draw_search(canvas: Canvas, board: Board, now, queue, joined, moves, done, top) -> None:
    """Draw the square taken now, its lines to the squares it found, the queue's marks and the distances."""
    cell = board.cell
    if now:
        (x0, y0) = board.centre(now.square)
        for square in now.found:  # from the frame's edge, clear of the number in the square taken out
            x1, y1 = board.centre(square)
            away = min(0.35 * cell / max(abs(x1 - x0), abs(y1 - y0)), 0.5)
            canvas.line([(x0 + (x1 - x0) * away, y0 + (y1 - y0) * away), (x1, y1)], _TAKEN, 2)
    for square in queue:
        x, y = board.centre(square)
        if square in joined:
            canvas.circle(x, y, max(3, cell * 0.4), PALETTE["frontier"])
        else:
            canvas.circle(x, y, max(2.5, cell * 0.34), None, stroke=PALETTE["frontier"],
                          stroke_width=num(max(1.5, min(3, cell / 12))))
    if now:
        x, y = board.corner(now.square)
        thick = max(2.5, min(4, cell / 10))
        grow = max(0, (14 - cell) / 2)  # a frame of at least 14 pixels round a small square
        canvas.rect(x + thick / 2 - grow, y + thick / 2 - grow, cell - thick + 2 * grow, cell - thick + 2 * grow,
                    None, stroke=_TAKEN, stroke_width=num(thick))
    font = min(16, cell * 0.45)
    if font < _FONT:  # no room for a number a phone can show: the colours and the queue say it
        return
    for square in [*done, *queue]:
        row, col = square
        under = (PALETTE["frontier"] if square in joined else scale_colour(moves[square], top) if square in done
                 else PALETTE["light" if (row + col) % 2 == 0 else "dark"])
        x, y = board.centre(square)
        canvas.text(x, y, str(moves[square]), font_size=font, fill=ink_on(under))


def _entry(canvas: Canvas, x: float, y: float, square, moves: int, fill: str, outline: str, width: float) -> None:
    """Draw one queue entry: ``(row col)`` 1-based on the left, its distance on the right."""
    w, h = _BOX
    canvas.rect(x, y, w, h, fill, rx="3", stroke=outline, stroke_width=num(width))
    ink = PAPER["text"] if fill == PAPER["background"] else ink_on(fill)  # on the paper, the paper's ink
    canvas.text(x + 6, y + h / 2, format_square(square), font_size=_FONT, fill=ink, anchor="start")
    canvas.text(x + w - 6, y + h / 2, str(moves), font_size=_FONT, fill=ink, anchor="end")


def _draw_queue(canvas: Canvas, x: float, queue, joined, moves, now, lines: int) -> None:
    """List the queue front (top) to back, under the box of the square just taken out of it."""
    muted, w = PAPER["muted"], _BOX[0]
    canvas.text(x + 2, _ROOM - 9, "square", font_size=_FONT, fill=muted, anchor="start")
    canvas.text(x + w - 2, _ROOM - 9, "moves", font_size=_FONT, fill=muted, anchor="end")
    if now is not None:
        _entry(canvas, x, _ROOM, now.square, moves[now.square], PAPER["background"], _TAKEN, 2.5)
    else:
        canvas.text(x + w / 2, _ROOM + _BOX[1] / 2, "(none out yet)", font_size=_FONT, fill=muted)
    top = _ROOM + _LINE + 20
    if not queue:
        canvas.text(x + w / 2, top - 6, "queue empty", font_size=_FONT, fill=muted)
        return
    canvas.text(x + 2, top - 9, "▲ front", font_size=_FONT, fill=muted, anchor="start")
    shown = queue_lines(queue, joined, lines)
    for i, square in enumerate(shown):
        y = top + i * _LINE
        if square is None:
            more = f"⋮ {len(queue) - len(shown) + 1} more"
            canvas.text(x + w / 2, y + _BOX[1] / 2, more, font_size=_FONT, fill=muted)
        elif square in joined:
            _entry(canvas, x, y, square, moves[square], PALETTE["frontier"], PALETTE["frontier"], 1)
        else:
            _entry(canvas, x, y, square, moves[square], PAPER["background"], PALETTE["frontier"], 1.5)
    canvas.text(x + 2, top + len(shown) * _LINE + 7, "▼ back", font_size=_FONT, fill=muted, anchor="start")


def _queue_alt(size: int, caption: str, k: int, queue, moves, start, piece: str | None) -> str:
    """The text alternative of :func:`bfs_queue_svg`: the caption, the search, what has been taken out, the queue."""
    entries = ", ".join(f"{format_square(square)} at {count_of(moves[square], 'move')}" for square in queue[:8])
    if len(queue) > 8:
        entries += f" and {len(queue) - 8} more"
    held = f"The queue, front first, holds {count_of(len(queue), 'square')}: {entries}." if queue else \
        "The queue is empty."
    who = f" of the {piece}" if piece else ""
    board = (f"Breadth-first search{who} from {format_square(start)} on {board_article(size)} {size}×{size} board: "
             f"{count_of(k, 'square')} taken out so far.")
    return " ".join(filter(None, (caption.strip(), board, held)))
