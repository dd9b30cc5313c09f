"""The Tower of Hanoi as SVG: three pegs with their disks, and the state graph as a Sierpinski triangle (chapter 5).

A state is a tuple of three pegs, each a tuple of disks from the bottom up, disks numbered
from 1 (the smallest), as in :mod:`boardpuzzles.hanoi`; pegs are shown 1, 2, 3.

>>> picture = hanoi_pegs_svg(((2, 1), (), ()))
>>> picture.alt
'Peg 1 holds disks 2, 1 (bottom to top); peg 2 is empty; peg 3 is empty.'
"""

from __future__ import annotations

from boardpuzzles.board import require_in_range
from boardpuzzles.errors import DisksError, PictureError, StateError
from boardpuzzles.hanoi import final_peg, initial_state, move_at, require_state, state_after
from boardpuzzles.hanoi.graph import MAX_GRAPH_DISKS, sierpinski_xy
from boardpuzzles.hanoi.trace import state_lines
from boardpuzzles.pictures.boards import caption_lines
from boardpuzzles.pictures.colours import PALETTE, PAPER, ink_on, scale_colour
from boardpuzzles.pictures.svg import Canvas, Picture, num, wrap_words
from boardpuzzles.wording import count_of, sentence

#: The most disks :func:`hanoi_pegs_svg` draws: twenty disks are 10 pixels high each.
MAX_PEG_DISKS = 20

#: The most disks whose state graph :func:`hanoi_step_svg` draws under the pegs (2,187 states).
MAX_STEP_GRAPH_DISKS = 7

_WIDTH = 400  # the shown width of every Hanoi picture
_EDGE = 10
_HEIGHT = 3 ** 0.5 / 2  # the height of a triangle of side 1


def _disk_colour(disk: int, disks: int) -> str:
    """The colour of a disk: small disks light, large disks dark, on the pictures' one scale."""
    return scale_colour(0.9 - 0.75 * (disk - 1) / max(disks - 1, 1), 1)


def _pegs_text(state) -> str:
    """Say which disks stand on each peg, bottom to top, 1-based pegs."""
    parts = []
    for peg, disks in enumerate(state):
        if disks:
            parts.append(f"peg {peg + 1} holds {'disk' if len(disks) == 1 else 'disks'} "
                         f"{', '.join(map(str, disks))}{' (bottom to top)' if len(disks) > 1 else ''}")
        else:
            parts.append(f"peg {peg + 1} is empty")
    words = "; ".join(parts)
    return words[0].upper() + words[1:] + "."


def _draw_pegs(canvas: Canvas, top: float, state, moved: int | None, header: str | None) -> float:
    """Draw the header, three pegs with their disks and the peg labels from ``top`` down; return the bottom."""
    n = sum(len(disks) for disks in state)
    if header is not None and not isinstance(header, str):
        raise PictureError(f"a header must be text or None, got {header!r}")
    y = canvas.lines_of_text(canvas.width / 2, top, wrap_words(header or "", _WIDTH - 2 * _EDGE), font_size=14,
                             anchor="middle") + 4
    height = max(10.0, min(22.0, 200 / n))  # one disk
    slot = (_WIDTH - 2 * _EDGE) / 3
    widest, narrowest = slot - 12, min(30.0, slot - 12)
    base = y + (n + 0.8) * height
    font = min(13.0, height - 5)
    for peg, disks in enumerate(state):
        x = _EDGE + slot * (peg + 0.5)
        canvas.rect(x - 3, y, 6, base - y, PAPER["grid"], rx="2")
        for level, disk in enumerate(disks):
            width = narrowest + (widest - narrowest) * (disk - 1) / max(n - 1, 1)
            colour = _disk_colour(disk, n)
            at = base - (level + 1) * height
            outline = {"stroke": PALETTE["path_end"], "stroke_width": "3"} if disk == moved else \
                {"stroke": PAPER["muted"], "stroke_width": "1"}  # a disk stands out from the paper in both modes
            canvas.rect(x - width / 2, at, width, height - 1, colour, rx="3", **outline)
            if font >= 8:
                canvas.text(x, at + (height - 1) / 2, str(disk), font_size=font, fill=ink_on(colour))
        canvas.text(x, base + 20, f"peg {peg + 1}", font_size=13)
    canvas.rect(_EDGE, base, _WIDTH - 2 * _EDGE, 6, PAPER["grid"], rx="2")
    return base + 32


def _check_drawn_state(state) -> int:
    """Check a state and return its number of disks, at most :data:`MAX_PEG_DISKS`."""
    require_state(state)
    return require_in_range(sum(len(disks) for disks in state), "disks", 1, MAX_PEG_DISKS, error=DisksError)


def hanoi_pegs_svg(state, *, moved: int | None = None, header: str | None = None,
                   caption: str | None = None) -> Picture:
    """Draw three pegs with their disks, bottom to top, pegs labelled 1 to 3 as in the printed trace.

    Disk widths grow with their number and their colours darken; each disk carries its number
    (in black or white, whichever reads better). The disk ``moved`` gets a red outline,
    ``header`` (for example the step's line of the trace) is written above and ``caption``
    below.

    Parameters
    ----------
    state : tuple of three tuples
        The disks on each peg, bottom to top; 1 to :data:`MAX_PEG_DISKS` disks.
    moved : int or None
        The disk that has just moved.
    header : str or None
        Words written above the pegs.
    caption : str or None
        Words written under the pegs, such as why a step is shown; the text alternative ends with them.

    Returns
    -------
    Picture
        The SVG, 400 pixels wide; its text alternative says which disks stand on each peg.

    Raises
    ------
    ValueError
        For a broken state, more than :data:`MAX_PEG_DISKS` disks, or a ``moved`` disk that is not in it.

    Examples
    --------
    >>> picture = hanoi_pegs_svg(((3,), (2,), (1,)), moved=1, header="step 2")
    >>> print(picture.alt)
    Step 2. Peg 1 holds disk 3; peg 2 holds disk 2; peg 3 holds disk 1. Disk 1 has just moved.
    >>> hanoi_pegs_svg(((), (2, 1), ()), caption="the end of 2 disks").alt
    'Peg 1 is empty; peg 2 holds disks 2, 1 (bottom to top); peg 3 is empty. The end of 2 disks.'
    >>> hanoi_pegs_svg(((2, 1), (), ()), moved=3)
    Traceback (most recent call last):
    ...
    boardpuzzles.errors.DisksError: moved must be between 1 and 2, got 3
    """
    n = _check_drawn_state(state)
    if moved is not None:
        moved = require_in_range(moved, "moved", 1, n, error=DisksError)
    canvas = Canvas(_WIDTH, 0)
    bottom = _draw_pegs(canvas, _EDGE, state, moved, header)
    canvas.height = bottom
    caption_lines(canvas, bottom, caption)
    alt = _pegs_text(state) + (f" Disk {moved} has just moved." if moved else "")
    return canvas.picture(" ".join(filter(None, (sentence(header or ""), alt, sentence(caption or "")))))


# --- the state graph -------------------------------------------------------------------------------------


def sierpinski_edges(disks: int) -> list[tuple[int, int, int, int]]:
    """Return every edge of the state graph in the Sierpinski layout, as whole-number coordinates.

    A point ``(x, y)`` of :func:`~boardpuzzles.hanoi.graph.sierpinski_xy` is ``(X / 2, Y * √3 / 2)``
    here, so every coordinate is a whole number. The graph of ``disks`` disks is three copies
    of the graph of one disk fewer, in the three corners, joined by three edges; built that
    way, without listing the states, it takes milliseconds for 7 disks.

    Parameters
    ----------
    disks : int
        Number of disks, 1 to :data:`~boardpuzzles.hanoi.graph.MAX_GRAPH_DISKS`.

    Returns
    -------
    list of (int, int, int, int)
        ``(X1, Y1, X2, Y2)`` for each edge: ``3 * (3**disks - 1) / 2`` edges, each one move long.

    Raises
    ------
    ValueError
        If ``disks`` is out of range.

    Examples
    --------
    >>> sierpinski_edges(1)
    [(0, 0, 2, 0), (2, 0, 1, 1), (1, 1, 0, 0)]
    >>> len(sierpinski_edges(7))
    3279
    """
    disks = require_in_range(disks, "disks", 1, MAX_GRAPH_DISKS, error=DisksError)
    edges: list[tuple[int, int, int, int]] = []

    def add(level: int, x: int, y: int) -> None:
        if level == 1:
            edges.extend(((x, y, x + 2, y), (x + 2, y, x + 1, y + 1), (x + 1, y + 1, x, y)))
            return
        half = 2 ** (level - 1)  # the side of a copy, plus one
        add(level - 1, x, y)
        add(level - 1, x + 2 * half, y)
        add(level - 1, x + half, y + half)
        edges.extend(((x + 2 * half - 2, y, x + 2 * half, y),
                      (x + half - 1, y + half - 1, x + half, y + half),
                      (x + 3 * half - 1, y + half - 1, x + 3 * half - 2, y + half)))

    add(disks, 0, 0)
    return edges


class _Triangle:
    """Where the Sierpinski layout of ``disks`` disks sits on a canvas: a triangle ``width`` pixels wide."""

    def __init__(self, disks: int, left: float, top: float, width: float):
        self.side = 2 ** disks - 1
        self.scale = width / self.side
        self.left, self.base = left, top + self.side * _HEIGHT * self.scale

    def at(self, x: float, y: float) -> tuple[float, float]:
        """The pixel of layout point ``(x, y)``, ``y`` upwards."""
        return self.left + x * self.scale, self.base - y * self.scale

    def of_state(self, state) -> tuple[float, float]:
        return self.at(*sierpinski_xy(state))


def _draw_graph(canvas: Canvas, top: float, disks: int, walk, current, goal, corner_labels: dict) -> float:
    """Draw the state graph from ``top`` down, with the walk and the marks; return the bottom."""
    width = _WIDTH - 2 * 36
    tri = _Triangle(disks, 36, top + 36, width)  # room above for the top corner's label
    s, h = tri.scale, tri.scale * _HEIGHT
    d = "".join(f"M{num(tri.left + x1 * s / 2)} {num(tri.base - y1 * h)}"
                f"l{num((x2 - x1) * s / 2)} {num((y1 - y2) * h)}" for x1, y1, x2, y2 in sierpinski_edges(disks))
    canvas.path(d, stroke=PAPER["grid"], stroke_width=num(max(0.6, min(1.6, s / 12))), stroke_opacity="0.75",
                stroke_linecap="round")
    if s >= 8:  # every state as a dot, while there is room between them
        dots = "".join(f"M{num(tri.left + x1 * s / 2)} {num(tri.base - y1 * h)}h0"
                       for x1, y1, _, _ in sierpinski_edges(disks))
        canvas.path(dots, stroke=PALETTE["dark"], stroke_width=num(min(7, s / 4)), stroke_linecap="round")
    if walk:
        points = [tri.of_state(state) for state in walk]
        if len(points) > 1:
            canvas.line(points, PAPER["path"], 2.5)
        canvas.circle(*points[0], 4.5, PAPER["piece"], stroke="#ffffff", stroke_width="1")
    if goal is not None:
        canvas.circle(*tri.of_state(goal), 8, None, stroke=PAPER["path"], stroke_width="2.5")
    if current is not None:
        x, y = tri.of_state(current)
        canvas.circle(x, y, 9.5, None, stroke=PAPER["text"], stroke_width="1.2")
        canvas.circle(x, y, 7.5, PALETTE["path_end"], stroke="#ffffff", stroke_width="1.5")
    for state, words in corner_labels.items():
        x, y = tri.of_state(state)
        if y < tri.base - 1:  # the top corner: the label above it
            canvas.text(x, y - 18, words, font_size=13)
        else:
            left = x < canvas.width / 2
            canvas.text(x - 20 if left else x + 20, y + 20, words, font_size=13, anchor="start" if left else "end")
    return tri.base + 36


def _is_tower(state) -> bool:
    """Say whether all the disks of a state stand on one peg."""
    return sum(map(bool, state)) == 1


def _corner_words(state) -> str:
    """Name the tower a corner state is: "all on peg 3"."""
    return f"all on peg {next(peg for peg, disks in enumerate(state) if disks) + 1}"


def _graph_alt(disks: int, walk, current, goal) -> str:
    """The text alternative of the state graph."""
    words = (f"The state graph of {count_of(disks, 'disk')}: {3 ** disks:,} states on a Sierpinski triangle, each line "
             "one move; the towers all on peg 1, 2 and 3 are its bottom left, bottom right and top corners.")
    if walk and len(walk) > 1:
        name = "The walk so far" if current is not None else "The walk"
        moves = count_of(len(walk) - 1, "move")
        words += (f" {name}, {moves}, runs from {_corner_words(walk[0])}" if _is_tower(walk[0])
                  else f" {name} has {moves}")
        if current is None and _is_tower(walk[-1]):
            words += f" to {_corner_words(walk[-1])}"
        words += "."
    if current is not None:
        words += f" The current state is red: {_pegs_text(current)[:-1].lower()}."
    if goal is not None:
        words += f" The goal, ringed, is {_corner_words(goal) if _is_tower(goal) else 'a state'}."
    return words


def hanoi_graph_svg(disks: int, *, walk=None, current=None, goal=None, corner_labels: dict | None = None,
                    caption: str | None = None) -> Picture:
    """Draw the state graph of ``disks`` disks as a Sierpinski triangle, with a walk through it.

    Each state is a point (:func:`~boardpuzzles.hanoi.graph.sierpinski_xy`) and each legal move
    a line between two; the towers stand at the corners, all on peg 1 bottom left, peg 2
    bottom right, peg 3 on top. ``walk`` (a list of states) is drawn on top in blue from a
    blue dot, ``current`` is a red disc and ``goal`` a blue ring.

    Parameters
    ----------
    disks : int
        Number of disks, 1 to :data:`~boardpuzzles.hanoi.graph.MAX_GRAPH_DISKS`.
    walk : list of states or None
        States one move apart, such as the circular method's so far or :func:`~boardpuzzles.hanoi.graph.state_path`.
    current : state or None
        The state a game is in now.
    goal : state or None
        The state the game heads for.
    corner_labels : dict or None
        Words written beside states, by default "all on peg p" beside each tower.
    caption : str or None
        Words written under the triangle.

    Returns
    -------
    Picture
        The SVG, 400 pixels wide; its text alternative says what the walk, the current state and the goal are.

    Raises
    ------
    ValueError
        If ``disks`` is out of range or a state is broken or has another number of disks.

    Examples
    --------
    >>> picture = hanoi_graph_svg(2, current=((2,), (1,), ()))
    >>> print(picture.alt)  # doctest: +NORMALIZE_WHITESPACE
    The state graph of 2 disks: 9 states on a Sierpinski triangle, each line one move; the towers all on peg 1,
    2 and 3 are its bottom left, bottom right and top corners. The current state is red: peg 1 holds disk 2;
    peg 2 holds disk 1; peg 3 is empty.

    A walk with no current state is a finished one, from its first state to its last:

    >>> one_move = [((1,), (), ()), ((), (1,), ())]
    >>> hanoi_graph_svg(1, walk=one_move).alt.split(". ")[-1]
    'The walk, 1 move, runs from all on peg 1 to all on peg 2.'
    """
    disks = require_in_range(disks, "disks", 1, MAX_GRAPH_DISKS, error=DisksError)
    walk = list(walk or [])
    for state in [*walk, *(s for s in (current, goal) if s is not None), *(corner_labels or {})]:
        if sum(len(pegs) for pegs in require_state(state)) != disks:
            raise StateError(f"every state must hold {disks} disks, got {state!r}")
    if corner_labels is None:
        corner_labels = {initial_state(disks, start=peg): f"all on peg {peg + 1}" for peg in range(3)}
    canvas = Canvas(_WIDTH, 0)
    bottom = _draw_graph(canvas, _EDGE, disks, walk, current, goal, corner_labels)
    canvas.height = bottom
    caption_lines(canvas, bottom, caption)
    return canvas.picture(" ".join(filter(None, (_graph_alt(disks, walk, current, goal), sentence(caption or "")))))


def hanoi_step_svg(disks: int, k: int, *, direction: str = "right", caption: str | None = None) -> Picture:
    """Draw step ``k`` of the circular method twice over: the pegs, and the state graph with the walk so far.

    Above, the three pegs after step ``k``, with the step's line of the trace over them and
    the disk that just moved outlined in red (:func:`hanoi_pegs_svg`). Below, for up to
    :data:`MAX_STEP_GRAPH_DISKS` disks, the state graph (:func:`hanoi_graph_svg`): the states
    the method has passed through joined in blue, the state after step ``k`` a red disc, and
    the goal (the tower where the method ends, :func:`~boardpuzzles.hanoi.methods.final_peg`) ringed.
    One column, so the picture reads on a phone. A ``caption`` is written under the pegs, next
    to what it speaks about, and read right after them.

    Parameters
    ----------
    disks : int
        Number of disks, 1 to :data:`MAX_PEG_DISKS`.
    k : int
        Steps made, 0 (the start) to ``2**disks - 1``.
    direction : {"right", "left"}
        Which way disk 1 goes round the pegs.
    caption : str or None
        Words written under the pegs, such as why this step is shown.

    Returns
    -------
    Picture
        The SVG, 400 pixels wide; its text alternative reads the step, the pegs, the caption and the walk.

    Raises
    ------
    ValueError
        For a bad ``disks``, step or direction, with the rule it breaks.

    Examples
    --------
    >>> picture = hanoi_step_svg(3, 2)
    >>> picture.alt.split(". ")[0]
    'Step 2: disk 2 from peg 1 to peg 3'
    >>> picture = hanoi_step_svg(3, 7, caption="the end")
    >>> print(picture.alt.split(" The state graph")[0])  # doctest: +NORMALIZE_WHITESPACE
    Step 7: disk 1 from peg 1 to peg 2. Peg 1 is empty; peg 2 holds disks 3, 2, 1 (bottom to top); peg 3 is
    empty. Disk 1 has just moved. The end.
    >>> hanoi_step_svg(3, 8)
    Traceback (most recent call last):
    ...
    boardpuzzles.errors.StepError: step must be between 0 and 7 for 3 disks, got 8
    """
    disks = require_in_range(disks, "disks", 1, MAX_PEG_DISKS, error=DisksError)
    state = state_after(disks, k, direction=direction)  # checks the step and the direction
    header = state_lines(disks, k, direction=direction)[0]
    moved = move_at(disks, k, direction=direction)[0] if k else None
    canvas = Canvas(_WIDTH, 0)
    bottom = _draw_pegs(canvas, _EDGE, state, moved, header)
    alt = f"{sentence(header)} {_pegs_text(state)}" + (f" Disk {moved} has just moved." if moved else "")
    if caption:
        bottom = caption_lines(canvas, bottom, caption) + 6
        alt += " " + sentence(caption)
    if disks <= MAX_STEP_GRAPH_DISKS:
        walk = [state_after(disks, step, direction=direction) for step in range(k + 1)]
        end = final_peg(disks, direction=direction)
        goal, spare = initial_state(disks, start=end), initial_state(disks, start=3 - end)
        labels = {walk[0]: "start: all on peg 1", goal: f"goal: all on peg {end + 1}",
                  spare: f"all on peg {3 - end + 1}"}
        bottom = _draw_graph(canvas, bottom, disks, walk, state, goal, labels)
        alt += " " + _graph_alt(disks, walk, state, goal)
    else:
        bottom = caption_lines(canvas, bottom, f"The state graph is drawn for up to {MAX_STEP_GRAPH_DISKS} disks.")
    canvas.height = bottom + _EDGE
    return canvas.picture(alt)

