"""Knight's tours as SVG: a numbered board or a path, a search's moment, Warnsdorff's step (chapters 3 and 4).

A tour, or the part of it a search has placed, is a path: the 0-based squares in the order
visited (a numbered board turns into one with :func:`boardpuzzles.tour.tour_from_numbering`).
Small boards write each square's move number; big boards, up to 200×200, draw the path as
one line per stretch of moves, over squares painted as one dashed stroke per row (a few
kilobytes), or over one pale square when the squares would be under 4 pixels.

>>> picture = tour_svg(3, [(0, 0), (1, 2), (2, 0)])
>>> picture.alt
'A 3×3 board with 3 of 9 squares numbered, from 1 on (1 1) to 3 on (3 1).'
"""

from __future__ import annotations

from collections.abc import Sequence

from boardpuzzles.board import format_square, require_board_size, require_square
from boardpuzzles.errors import MoveError, OptionError, PathError
from boardpuzzles.knight import knight_targets
from boardpuzzles.pictures.boards import caption_lines
from boardpuzzles.pictures.colours import PALETTE, PAPER, ink_on, scale_colour
from boardpuzzles.pictures.contents import board_contents
from boardpuzzles.pictures.legend import draw_legend
from boardpuzzles.pictures.svg import (
    MAX_PICTURE_SIZE,
    PICTURE_WIDTHS,
    Board,
    Canvas,
    Picture,
    board_cell,
    num,
    picture_width,
    wrap_words,
)
from boardpuzzles.warnsdorff import TIE_BREAKS, onward_counts
from boardpuzzles.wording import board_article, count_of, sentence

#: Boards bigger than this draw a path coloured from its first move (dark) to its last (light), on paler squares.
PROGRESS_FROM = 20

#: How many stretches, each in its own colour, the path of a big board is drawn in.
PROGRESS_STRETCHES = 16

_ROOM = 28
_EDGE = 10
_PALE = ("#f7f3ea", "#e6dac6")  # the squares under the coloured path of a big board


def _check_path(size: int, path, name: str = "path") -> list[tuple[int, int]]:
    """Return ``path`` as a list of tuples; raise if a square is off the board or visited twice.

    A path of plain ``int`` pairs on the board is checked with a few passes of built-ins (a
    200×200 tour in milliseconds); anything else goes square by square, to name what is wrong.
    """
    try:
        rows, cols = zip(*path) if len(path) else ((), ())
        fast = (set(map(type, rows)) | set(map(type, cols)) <= {int}
                and min(rows, default=0) >= 0 and min(cols, default=0) >= 0
                and max(rows, default=0) < size and max(cols, default=0) < size)
    except (TypeError, ValueError):
        fast = False
    squares = list(zip(rows, cols)) if fast else _each_square(size, path, name)
    if len(set(squares)) != len(squares):
        seen: set = set()
        twice = next(square for square in squares if square in seen or seen.add(square))
        raise PathError(f"a {name} visits each square once, but {format_square(twice)} is in it twice")
    return squares


def _each_square(size: int, path, name: str) -> list[tuple[int, int]]:
    """Check the squares of ``path`` one by one, raising for the first that is not on the board."""
    squares = []
    for square in path:
        try:
            row, col = square
            fast = type(row) is int and type(col) is int and 0 <= row < size and 0 <= col < size
        except (TypeError, ValueError):
            fast = False
        squares.append((row, col) if fast else require_square(size, square, name=f"a square of the {name}"))
    return squares


def _layout(size: int) -> tuple[Board, Canvas]:
    """A board with labels at the top left, on a canvas as wide as :func:`picture_width` says."""
    cell = board_cell(size, size, picture_width(size), _ROOM + _EDGE)
    board = Board(size, cell, _ROOM, _ROOM)
    return board, Canvas(max(PICTURE_WIDTHS[0], board.x + board.side + _EDGE), board.y + board.side + _EDGE)


def _number_font(cell: float, count: int) -> float:
    """The font size that fits the biggest move number in a square (0 when it would be under 9 pixels)."""
    digits = len(str(max(count, 1)))
    font = min(15.0, cell * 0.4, cell * 0.8 / (0.6 * digits))
    return font if font >= 9 else 0


def tour_svg(size: int, path: Sequence[Sequence[int]], *, numbers: bool = True, newest: Sequence[int] | None = None,
             undone: Sequence[int] | None = None, closed: bool = False, caption: str | None = None) -> Picture:
    """Draw a tour, or the moment of a search, on its board: numbered squares, or the path as a line.

    With ``numbers`` (and room for them) each square holds its move number, on a patch of its
    square's colour, with the path running under the numbers, thin and light. Otherwise the
    path is drawn as a line, dark blue from a blue start to a red end; on boards over
    :data:`PROGRESS_FROM` squares it is coloured from dark (the first moves) to light (the
    last), in :data:`PROGRESS_STRETCHES` stretches, so that a 200×200 tour stays legible.
    ``newest`` rings the square just numbered and ``undone`` crosses out the square just taken
    back; ``closed`` draws the jump from the last square back to the first, in red, on top.

    Parameters
    ----------
    size : int
        The board size, 1 to :data:`~boardpuzzles.pictures.svg.MAX_PICTURE_SIZE`.
    path : sequence of (int, int)
        The squares in the order visited, 0-based; a whole tour or its beginning.
    numbers : bool
        Write the move numbers where they fit; ``False`` draws the path as a line.
    newest : (int, int) or None
        The square just numbered, ringed in orange.
    undone : (int, int) or None
        The square just taken back, crossed out in red.
    closed : bool
        Draw the closing jump from the last square to the first.
    caption : str or None
        Words written under the board.

    Returns
    -------
    Picture
        The SVG; its text alternative says how many squares are visited, from where to where.

    Raises
    ------
    ValueError
        If the size is out of range, or a square is off the board or visited twice.

    Examples
    --------
    >>> from boardpuzzles import robust_tour
    >>> picture = tour_svg(8, robust_tour(8), caption="8×8 from (1 1)")
    >>> print(picture.alt)
    Knight's tour of an 8×8 board: all 64 squares numbered in order, from 1 on (1 1) to 64 on (3 4). 8×8 from (1 1).
    >>> tour_svg(3, [(0, 0), (0, 0)])
    Traceback (most recent call last):
    ...
    boardpuzzles.errors.PathError: a path visits each square once, but (1 1) is in it twice
    """
    size = require_board_size(size, MAX_PICTURE_SIZE)
    squares = _check_path(size, path)
    newest = None if newest is None else require_square(size, newest, name="newest")
    undone = None if undone is None else require_square(size, undone, name="undone")
    progress = size > PROGRESS_FROM
    board, canvas = _layout(size)
    font = _number_font(board.cell, len(squares)) if numbers else 0
    if progress and not font and board.cell < 4:  # squares of 2 or 3 pixels would only shimmer: one pale board
        canvas.add(f'<rect x="{num(board.x)}" y="{num(board.y)}" width="{num(board.side)}" height="{num(board.side)}"'
                   f' fill="{_PALE[0]}" {board.geometry()}/>')  # its geometry: a click on it names a square
    elif progress and not font:
        board.chequer(canvas, light=_PALE[0], dark=_PALE[1])
    else:
        board.chequer(canvas)
    board.frame(canvas)
    board.labels(canvas)
    if font:
        _numbered(canvas, board, squares, font)
    elif progress:
        _progress_path(canvas, board, squares)
    else:
        _plain_path(canvas, board, squares)
    if closed and len(squares) > 1:
        canvas.line([board.centre(squares[-1]), board.centre(squares[0])], PALETTE["path_end"],
                    max(1.5, min(3, board.cell / 10)))
    if undone is not None:
        canvas.cross(*board.centre(undone), max(3, board.cell * 0.3), PALETTE["undone"], max(1.5, board.cell / 12))
    if newest is not None:
        canvas.circle(*board.centre(newest), max(4, board.cell * 0.42), None, stroke=PALETTE["frontier"],
                      stroke_width=num(max(1.5, min(3.5, board.cell / 12))))
    bottom = board.y + board.side + 8
    if progress and not font and len(squares) > 1:
        bottom = _progress_key(canvas, bottom, len(squares))
    items = [("ring", PALETTE["frontier"], "just numbered")] if newest is not None else []
    items += [("cross", PALETTE["undone"], "just taken back")] if undone is not None else []
    bottom = draw_legend(canvas, _EDGE, bottom, canvas.width - 2 * _EDGE, items)
    caption_lines(canvas, bottom, caption)
    canvas.add(board_contents(size, "tour", path=squares, closed=closed))
    return canvas.picture(_tour_alt(size, squares, bool(font), progress, newest, undone, closed, caption))


def _numbered(canvas: Canvas, board: Board, squares, font: float) -> None:
    """Write each move number on a patch of its square's colour, over a thin light path."""
    if len(squares) > 1:
        canvas.path(board.path_d(squares), stroke=PALETTE["tour_line"], stroke_width=num(1.5 / board.cell),
                    stroke_linejoin="round", transform=board.transform())
    for shade in (0, 1):
        texts = "".join(f'<text x="{num(board.centre(sq)[0])}" y="{num(board.centre(sq)[1])}" dy=".35em">'
                        f"{k}</text>" for k, sq in enumerate(squares, start=1) if sum(sq) % 2 == shade)
        patch = PALETTE["light" if shade == 0 else "dark"]
        canvas.add(f'<g font-size="{num(font)}" fill="#000000" text-anchor="middle" stroke="{patch}"'
                   f' stroke-width="{num(font / 3)}" paint-order="stroke" stroke-linejoin="round">{texts}</g>')


def _ends(canvas: Canvas, board: Board, squares) -> None:
    """Mark the path's start blue and its end red."""
    radius = max(3, board.cell * 0.2)
    canvas.circle(*board.centre(squares[0]), radius, PALETTE["piece"], stroke="#ffffff", stroke_width="1")
    if len(squares) > 1:  # smaller than the start's: where the two overlap (a big board's closed tour) both show
        canvas.circle(*board.centre(squares[-1]), radius * 0.6, PALETTE["path_end"], stroke="#ffffff",
                      stroke_width="1")


def _plain_path(canvas: Canvas, board: Board, squares) -> None:
    """Draw the path as one dark line from a blue start to a red end."""
    if len(squares) > 1:
        canvas.path(board.path_d(squares), stroke=PALETTE["path"], stroke_width=num(max(2, board.cell / 14)
                    / board.cell), stroke_linejoin="round", stroke_linecap="round", transform=board.transform())
    if squares:
        _ends(canvas, board, squares)


def _stretches(count: int) -> list[tuple[int, int]]:
    """Cut ``count`` squares into :data:`PROGRESS_STRETCHES` stretches ``(first, last)`` that share their ends."""
    jumps = count - 1
    parts = min(PROGRESS_STRETCHES, jumps)
    return [(k * jumps // parts, (k + 1) * jumps // parts) for k in range(parts)]


def _progress_colour(k: int, parts: int) -> str:
    """The colour of stretch ``k`` of ``parts``: the scale from dark to light green, short of its palest yellow."""
    return scale_colour(0.82 * k / max(parts - 1, 1), 1)


def _progress_path(canvas: Canvas, board: Board, squares) -> None:
    """Draw a long path in stretches coloured from dark (the first moves) to light (the last)."""
    if len(squares) > 1:
        parts = _stretches(len(squares))
        width = num(max(0.8, min(1.6, board.cell / 5)) / board.cell)
        body = "".join(f'<path d="{board.path_d(squares[first:last + 1])}" stroke="{_progress_colour(k, len(parts))}"/>'
                       for k, (first, last) in enumerate(parts))
        canvas.add(f'{board.units()}<g fill="none" stroke-width="{width}" stroke-linejoin="round"'
                   f' stroke-linecap="round">{body}</g></g>')
    if squares:
        _ends(canvas, board, squares)


def _progress_key(canvas: Canvas, y: float, count: int) -> float:
    """Explain the colours of a long path: a row of its stretches' colours from move 1 to the last."""
    parts = len(_stretches(count))
    first, last = "move 1", f"move {count:,}"
    canvas.text(_EDGE, y + 8, first, font_size=12, anchor="start")
    left = _EDGE + 6 + len(first) * 7.2
    right = canvas.width - _EDGE - 6 - len(last) * 7.2
    box = (right - left) / parts
    for k in range(parts):
        canvas.rect(left + k * box, y, box + 0.3, 16, _progress_colour(k, parts))
    canvas.rect(left, y, box * parts, 16, None, stroke=PAPER["muted"], stroke_width="0.75")
    canvas.text(canvas.width - _EDGE, y + 8, last, font_size=12, anchor="end")
    return y + 24


def _tour_alt(size: int, squares, numbered: bool, progress: bool, newest, undone, closed: bool, caption) -> str:
    """The text alternative of :func:`tour_svg`."""
    where = f"{board_article(size)} {size}×{size} board"
    shown = "numbered in order" if numbered else "drawn as a path"
    if progress and not numbered and len(squares) > 1:
        shown += " coloured from the first move (dark) to the last (light)"
    if not squares:  # before a search's first move, or after it took back its start
        words = f"An empty {size}×{size} board: no square numbered{' yet' if undone is None else ''}."
    elif size == 1:
        words = f"The tour of a 1×1 board: its one square, (1 1), {'numbered 1' if numbered else 'visited'}."
    elif len(squares) == size * size:
        knight = {(abs(r - row), abs(c - col)) for (row, col), (r, c) in zip(squares, squares[1:])} <= {(1, 2), (2, 1)}
        words = (f"{'Knight' if knight else 'A'}'s tour of {where}: all {size * size:,} squares {shown}, from 1 on "
                 f"{format_square(squares[0])} to {len(squares):,} on {format_square(squares[-1])}.")
        words = words.replace("A's tour", "A tour")
    else:
        words = (f"{where[0].upper()}{where[1:]} with {len(squares):,} of {size * size:,} squares "
                 f"{'numbered' if numbered else 'visited, drawn as a path'}, from 1 on {format_square(squares[0])} "
                 f"to {len(squares):,} on {format_square(squares[-1])}.")
    if closed and len(squares) > 1:
        words += " The closing jump, from the last square back to the first, is drawn in red."
    if newest is not None:
        words += f" Just numbered: {format_square(newest)}."
    if undone is not None:
        words += f" Just taken back: {format_square(undone)}."
    return " ".join(filter(None, (words, sentence(caption or ""))))


# --- chapter 4: one step of Warnsdorff's rule ----------------------------------------------------------------


#: How the caption of :func:`warnsdorff_svg` names each tie-break of :data:`~boardpuzzles.warnsdorff.TIE_BREAKS`.
TIE_WORDS = {"first": "the first in the article's order", "roth": "Roth's rule, farthest from the centre",
             "pohl": "one more step ahead"}


def warnsdorff_svg(size: int, path: Sequence[Sequence[int]], *, chosen: Sequence[int] | None = None,
                   caption: str | None = None, tie: str | None = None) -> Picture:
    """Draw one moment of Warnsdorff's rule: the walk so far, and the onward count of every free square.

    The walk is drawn as a line from a blue start to the knight (a blue disc). Every free
    square holds its onward count, the free squares one jump from it (where the squares have
    room for the numbers); the free squares one jump from the knight, its candidates, are
    ringed in orange, and ``chosen``, the next square, is filled green. Under the board a line
    lists the candidates with their counts, so the choice reads on a big board too.

    Parameters
    ----------
    size : int
        The board size, 1 to :data:`~boardpuzzles.pictures.svg.MAX_PICTURE_SIZE`.
    path : sequence of (int, int)
        The walk so far, 0-based, at least its first square, such as ``warnsdorff_path(n)[:k + 1]``.
    chosen : (int, int) or None
        The next square: one of the candidates.
    caption : str or None
        Words under the board; by default "jumps made: k; next: (row col)".
    tie : {"first", "roth", "pohl"} or None
        The tie-break the walk follows (as in :func:`~boardpuzzles.warnsdorff.warnsdorff_path`),
        named at the end of the caption in the words of :data:`TIE_WORDS`; ``None`` names none.

    Returns
    -------
    Picture
        The SVG; its text alternative names the knight's square, the candidates with their counts, and the choice.

    Raises
    ------
    ValueError
        If the size is out of range, the walk is empty, leaves the board or repeats a square,
        ``chosen`` is not a free square one jump from the knight, or ``tie`` is not a tie-break.

    Examples
    --------
    >>> picture = warnsdorff_svg(5, [(0, 0)], chosen=(1, 2))
    >>> print(picture.alt)  # doctest: +NORMALIZE_WHITESPACE
    Warnsdorff's rule on a 5×5 board after 0 jumps: the knight is on (1 1), 1 square visited.
    The free squares one jump away, with their onward counts: (2 3): 5, (3 2): 5. Next: (2 3).
    Jumps made: 0; next: (2 3).
    >>> warnsdorff_svg(5, [(0, 0)], chosen=(2, 2))
    Traceback (most recent call last):
    ...
    boardpuzzles.errors.MoveError: chosen (3 3) is not a free square one jump from the knight on (1 1)
    >>> warnsdorff_svg(5, [(0, 0)], chosen=(1, 2), tie="roth").alt.endswith(
    ...     "Jumps made: 0; next: (2 3); ties: Roth's rule, farthest from the centre.")
    True
    """
    size = require_board_size(size, MAX_PICTURE_SIZE)
    squares = _check_path(size, path, name="walk")
    if not squares:
        raise PathError("the walk must hold at least its first square, got none")
    visited, knight = set(squares), squares[-1]
    candidates = [target for target in knight_targets(size, knight) if target not in visited]
    onward = {c: sum(t not in visited for t in knight_targets(size, c)) for c in candidates}
    chosen = None if chosen is None else require_square(size, chosen, name="chosen")
    if chosen is not None and chosen not in onward:
        raise MoveError(f"chosen {format_square(chosen)} is not a free square one jump from the knight on "
                        f"{format_square(knight)}")
    if tie is not None and tie not in TIE_BREAKS:
        raise OptionError(f"tie rule must be one of {', '.join(TIE_BREAKS)}, got {tie!r}")
    if caption is None:
        then = f"next: {format_square(chosen)}" if chosen else "the walk is over"
        caption = f"jumps made: {len(squares) - 1}; {then}"
    if tie is not None and isinstance(caption, str):  # anything else is refused where the caption is written
        caption = f"{caption}; ties: {TIE_WORDS[tie]}"

    board, canvas = _layout(size)
    board.chequer(canvas)
    board.frame(canvas)
    board.labels(canvas)
    cell = board.cell
    if len(squares) > 1:
        canvas.path(board.path_d(squares), stroke=PALETTE["path"], stroke_opacity="0.6",
                    stroke_width=num(max(1, min(3, cell / 14)) / cell), stroke_linejoin="round",
                    transform=board.transform())
    canvas.circle(*board.centre(squares[0]), max(2.5, cell * 0.15), PALETTE["piece"])
    for square in candidates:
        x, y = board.centre(square)
        if square == chosen:
            canvas.circle(x, y, max(4, cell * 0.42), PALETTE["target"])
        canvas.circle(x, y, max(4, cell * 0.42), None, stroke=PALETTE["frontier"],
                      stroke_width=num(max(1.5, min(3, cell / 14))))
    canvas.circle(*board.centre(knight), max(4, cell * 0.36), PALETTE["piece"], stroke="#ffffff", stroke_width="1.5")
    font = min(15.0, cell * 0.42)
    if font >= 9:
        _write_counts(canvas, board, squares, onward, chosen, font)
    listed = ", ".join(f"{format_square(c)}: {onward[c]}" for c in candidates) or "none"
    lines = wrap_words(f"onward counts one jump away: {listed}", canvas.width - 2 * _EDGE, font_size=13)
    y = canvas.lines_of_text(_EDGE, board.y + board.side + 8, lines, font_size=13)
    items = [("ring", PALETTE["frontier"], "free, one jump away"), ("disc", PALETTE["target"], "chosen next"),
             ("disc", PALETTE["piece"], "knight")]
    bottom = draw_legend(canvas, _EDGE, y + 2, canvas.width - 2 * _EDGE, items)
    caption_lines(canvas, bottom, caption)
    canvas.add(board_contents(size, "onward", grid=onward_counts(size, squares), path=squares))
    return canvas.picture(_walk_alt(size, squares, candidates, onward, chosen, caption))


def _write_counts(canvas: Canvas, board: Board, squares, onward: dict, chosen, font: float) -> None:
    """Write every free square's onward count; the candidates' in bold."""
    counts = onward_counts(board.size, squares)
    plain, bold = [], []
    for row, values in enumerate(counts):
        for col, value in enumerate(values):
            if value < 0:
                continue
            x, y = board.centre((row, col))
            under = PALETTE["target"] if (row, col) == chosen else PALETTE["light" if (row + col) % 2 == 0 else "dark"]
            text = f'<text x="{num(x)}" y="{num(y)}" dy=".35em" fill="{ink_on(under)}">{value}</text>'
            (bold if (row, col) in onward else plain).append(text)
    canvas.add(f'<g font-size="{num(font)}" text-anchor="middle">{"".join(plain)}</g>')
    canvas.add(f'<g font-size="{num(font)}" text-anchor="middle" font-weight="bold">{"".join(bold)}</g>')


def _walk_alt(size: int, squares, candidates, onward: dict, chosen, caption: str) -> str:
    """The text alternative of :func:`warnsdorff_svg`."""
    jumps = len(squares) - 1
    words = (f"Warnsdorff's rule on {board_article(size)} {size}×{size} board after {count_of(jumps, 'jump')}: the "
             f"knight is on {format_square(squares[-1])}, {count_of(len(squares), 'square')} visited.")
    if candidates:
        listed = ", ".join(f"{format_square(c)}: {onward[c]}" for c in candidates)
        words += f" The free squares one jump away, with their onward counts: {listed}."
    else:
        words += " No free square is one jump away" + (": the tour is complete." if len(squares) == size * size
                                                       else ": the walk is stuck.")
    if chosen is not None:
        words += f" Next: {format_square(chosen)}."
    return " ".join(filter(None, (words, sentence(caption))))

