"""The Tower of Hanoi drawn with matplotlib: pegs and disks, the pegs' circle, and the state graph (chapter 5).

A state is a tuple of three pegs, each a tuple of disks from the bottom up, disks numbered
from 1 (the smallest), as in :mod:`boardpuzzles.hanoi`.

>>> from matplotlib.figure import Figure
>>> ax = draw_hanoi(((2, 1), (), ()), ax=Figure().subplots())
>>> [label.get_text() for label in ax.get_xticklabels()]
['peg 1', 'peg 2', 'peg 3']
"""

from __future__ import annotations

import functools
import math

import matplotlib
from matplotlib.axes import Axes
from matplotlib.collections import LineCollection
from matplotlib.figure import Figure
from matplotlib.patches import Circle, Rectangle

from boardpuzzles.book.plotting.style import COLOURS, HEATMAP, axes_or_new, text_colour_on
from boardpuzzles.hanoi import final_peg, initial_state, move_at, state_after
from boardpuzzles.hanoi.graph import sierpinski_xy, state_graph
from boardpuzzles.hanoi.trace import state_lines

#: The point size of the step line above a Hanoi picture, about 14 pixels at 100 dpi, so that
#: the line reads on a phone when the picture is shown at its own size (about 290 pixels wide).
HEADER_FONTSIZE = 10

#: The point size of the peg labels below a Hanoi picture, around the pegs' circle and at the corners of the
#: state graph (12.5 pixels).
LABEL_FONTSIZE = 9


def hanoi_figsize(disks: int) -> tuple[float, float]:
    """Return a figure size for three pegs of ``disks`` disks: wide and low, growing a little with ``disks``.

    >>> hanoi_figsize(3), hanoi_figsize(20)
    ((3.6, 1.48), (3.6, 2.6))
    """
    return 3.6, min(2.6, 1.0 + 0.16 * disks)


def disk_colours(disks: int) -> list:
    """Return one RGBA colour per disk 1..n from the house colour map, small disks light, large disks dark.

    >>> from boardpuzzles.book.plotting.style import text_colour_on
    >>> [text_colour_on(colour) for colour in disk_colours(3)]
    ['black', 'white', 'white']
    """
    cmap = matplotlib.colormaps[HEATMAP]
    return [cmap(0.9 - 0.75 * (disk - 1) / max(disks - 1, 1)) for disk in range(1, disks + 1)]


def draw_hanoi(state, *, ax: Axes | None = None, moved: int | None = None, header: str | None = None,
               numbers: bool = True) -> Axes:
    """Draw three pegs with their disks, bottom to top, pegs labelled 1 to 3 as in the printed trace.

    The disk ``moved`` gets a red outline; ``header`` (for example the step's line) is written above,
    at :data:`HEADER_FONTSIZE` points so that it stays readable in small multiples and on a phone.
    Disk widths grow with their number; disks are numbered (in black on light disks, white on
    dark ones) when there are at most 12.

    Raises
    ------
    ValueError
        If ``state`` does not hold three pegs.

    Examples
    --------
    >>> from matplotlib.figure import Figure
    >>> ax = draw_hanoi(((3,), (2,), (1,)), ax=Figure().subplots(), moved=1, header="step 2")
    >>> [(text.get_text(), text.get_color()) for text in ax.texts]
    [('3', 'white'), ('2', 'white'), ('1', 'black'), ('step 2', '#222222')]
    """
    if len(state) != 3:
        raise ValueError(f"a Hanoi state must hold three pegs, got {len(state)}: {state!r}")
    n = sum(len(disks) for disks in state)
    ax = axes_or_new(ax, hanoi_figsize(n))
    colours = disk_colours(n)
    height, gap = 1.0, 3.2
    for peg, disks in enumerate(state):
        x = peg * gap
        ax.add_patch(Rectangle((x - 0.06, 0), 0.12, (n + 0.8) * height, color=COLOURS["grid"], zorder=1))
        for level, disk in enumerate(disks):
            width = 0.5 + 2.4 * disk / n
            edge = COLOURS["path_end"] if disk == moved else "white"
            ax.add_patch(Rectangle((x - width / 2, level * height), width, height * 0.92, facecolor=colours[disk - 1],
                                   edgecolor=edge, linewidth=2.2 if disk == moved else 0.8, zorder=2))
            if numbers and n <= 12:
                ax.text(x, (level + 0.46) * height, str(disk), ha="center", va="center", fontsize=9 if n <= 8 else 7,
                        color=text_colour_on(colours[disk - 1]), zorder=3)
    ax.add_patch(Rectangle((-1.6, -0.25), 2 * gap + 3.2, 0.25, color=COLOURS["grid"], zorder=1))
    ax.set_xticks([peg * gap for peg in range(3)], [f"peg {peg + 1}" for peg in range(3)])
    ax.tick_params(length=0, labelsize=LABEL_FONTSIZE)
    ax.set_yticks([])
    for spine in ax.spines.values():
        spine.set_visible(False)
    ax.set_xlim(-1.65, 2 * gap + 1.65)
    ax.set_ylim(-0.3, (n + 1.0) * height)
    if header:
        ax.text(gap, (n + 0.95) * height, header, ha="center", va="bottom", fontsize=HEADER_FONTSIZE,
                color=COLOURS["text"])
    return ax


def draw_state_graph(xy: dict, edges, *, path=None, ax: Axes | None = None, corner_labels: dict | None = None,
                     current=None, goal=None) -> Axes:
    """Draw a state graph: ``xy`` maps each state to a point, ``edges`` is an iterable of state pairs.

    A ``path`` (a list of states) is drawn on top in the path colour, its ends marked.
    ``corner_labels`` maps states to a text written beside them (for example "all on peg 1").
    ``current`` (a state) gets a large red disc ringed in white and black, the state a game is in
    now; ``goal`` (a state) gets a hollow ring in the path colour, the state the game heads for.
    Their markers carry the labels "current state" and "goal".

    Raises
    ------
    ValueError
        If ``xy`` places no state.

    Examples
    --------
    >>> from matplotlib.figure import Figure
    >>> xy = {"a": (0, 0), "b": (2, 0), "c": (1, 1.7)}
    >>> ax = draw_state_graph(xy, [("a", "b"), ("b", "c")], path=["a", "b"], ax=Figure().subplots(),
    ...                       corner_labels={"c": "top"})
    >>> len(ax.collections[0].get_segments()), len(ax.lines), [text.get_text() for text in ax.texts]
    (2, 1, ['top'])
    """
    if not xy:
        raise ValueError("xy must place at least one state, got none")
    ax = axes_or_new(ax, (4.2, 3.8))
    count = len(xy)
    segments = [(xy[a], xy[b]) for a, b in edges]
    ax.add_collection(LineCollection(segments, colors=COLOURS["grid"], linewidths=max(0.4, 1.6 - 0.25 * count ** 0.25),
                                     alpha=0.7, zorder=1))
    xs, ys = zip(*xy.values())
    ax.scatter(xs, ys, s=max(2, 60 / count ** 0.5), color=COLOURS["dark"], zorder=2, linewidths=0)
    if path:
        px, py = zip(*(xy[state] for state in path))
        ax.plot(px, py, color=COLOURS["path"], linewidth=2.4, zorder=3, solid_capstyle="round")
        ax.scatter([px[0]], [py[0]], s=50, color=COLOURS["piece"], zorder=4, edgecolors="white")
        ax.scatter([px[-1]], [py[-1]], s=50, color=COLOURS["path_end"], zorder=4, edgecolors="white")
    if goal is not None:
        ax.scatter(*xy[goal], s=150, facecolors="none", edgecolors=COLOURS["path"], linewidths=2, zorder=5,
                   label="goal")
    if current is not None:
        ax.scatter(*xy[current], s=260, color=COLOURS["path_end"], edgecolors="white", linewidths=1.5, zorder=6,
                   label="current state")
        ax.scatter(*xy[current], s=330, facecolors="none", edgecolors=COLOURS["text"], linewidths=1, zorder=6)
    span = max(max(xs) - min(xs), 1)
    for state, text in (corner_labels or {}).items():
        x, y = xy[state]
        above = y > 0           # clear of the largest marker (the current state's, 10 points across its ring)
        ax.annotate(text, (x, y), xytext=(0, 11 if above else -12), textcoords="offset points", ha="center",
                    va="bottom" if above else "top", fontsize=LABEL_FONTSIZE, color=COLOURS["text"])
    ax.set_xlim(min(xs) - 0.12 * span, max(xs) + 0.12 * span)
    ax.set_ylim(min(ys) - 0.14 * span, max(ys) + 0.12 * span)
    ax.set_aspect("equal")
    ax.axis("off")
    return ax


@functools.lru_cache(maxsize=8)
def _sierpinski_layout(disks: int) -> tuple[dict, frozenset]:
    """Return the Sierpinski point of every state of ``disks`` disks, and the graph's edges as state pairs."""
    graph = state_graph(disks)                  # checks n
    xy = {state: sierpinski_xy(state) for state in graph}
    return xy, frozenset(tuple(sorted((a, b))) for a in graph for b in graph[a])


def hanoi_step_figure(disks: int, k: int, *, direction: str = "right") -> Figure:
    """Draw step ``k`` of the circular method twice over: the pegs, and the state graph with the walk so far.

    Above, the three pegs after step ``k`` with the step's line over them and the disk that just
    moved outlined in red (:func:`draw_hanoi`). Below, the state graph of ``disks`` disks drawn as a
    Sierpinski triangle (:func:`draw_state_graph`): the states the method has passed through are
    joined in the path colour, the state after step ``k`` is a large red disc, and the goal (the
    tower on the peg where the method ends, :func:`~boardpuzzles.hanoi.methods.final_peg`) is ringed; the
    three corners say which tower stands there. One column, so the picture reads on a phone.

    Parameters
    ----------
    disks : int
        Number of disks, 1 to :data:`~boardpuzzles.hanoi.graph.MAX_GRAPH_DISKS`.
    k : int
        Steps made, 0 (the start) to ``2**disks - 1``.
    direction : {"right", "left"}

    Returns
    -------
    matplotlib.figure.Figure
        A figure of its own (not pyplot's), 3.6 inches wide.

    Raises
    ------
    ValueError
        For a bad ``disks``, step or direction, with the rule it breaks.

    Examples
    --------
    >>> fig = hanoi_step_figure(3, 2)
    >>> pegs, graph = fig.axes
    >>> [text.get_text() for text in pegs.texts][-1]
    'step 2: disk 2 from peg 1 to peg 3'
    >>> [text.get_text() for text in graph.texts]
    ['start: all on peg 1', 'goal: all on peg 2', 'all on peg 3']
    >>> hanoi_step_figure(3, 8)
    Traceback (most recent call last):
    ...
    ValueError: step must be between 0 and 7 for 3 disks, got 8
    """
    xy, edges = _sierpinski_layout(disks)
    state = state_after(disks, k, direction=direction)    # checks the step and the direction
    walk = [state_after(disks, step, direction=direction) for step in range(k + 1)]
    end = final_peg(disks, direction=direction)           # peg 1 or 2, in the code's numbering
    goal, spare = initial_state(disks, start=end), initial_state(disks, start=3 - end)
    labels = {walk[0]: "start: all on peg 1", goal: f"goal: all on peg {end + 1}",
              spare: f"all on peg {3 - end + 1}"}
    width, peg_height = hanoi_figsize(disks)
    graph_height = 3.1                      # the triangle, as wide as the pegs, with its corner labels
    fig = Figure(figsize=(width, peg_height + graph_height))
    pegs_ax, graph_ax = fig.subplots(2, 1, height_ratios=[peg_height, graph_height],
                                     gridspec_kw={"left": 0.02, "right": 0.98, "top": 0.98, "bottom": 0.02})
    moved = move_at(disks, k, direction=direction)[0] if k else None
    draw_hanoi(state, ax=pegs_ax, moved=moved, header=state_lines(disks, k, direction=direction)[0])
    draw_state_graph(xy, edges, path=walk, ax=graph_ax, corner_labels=labels, current=state, goal=goal)
    return fig


def draw_peg_circle(*, ax: Axes | None = None) -> Axes:
    """Draw the three pegs as points on a circle, with the two directions as arrows around it.

    Going right, peg 1 leads to peg 2, peg 2 to peg 3 and peg 3 back to peg 1 (clockwise);
    going left is the same circle the other way round.

    >>> from matplotlib.figure import Figure
    >>> ax = draw_peg_circle(ax=Figure().subplots())
    >>> [text.get_text() for text in ax.texts if text.get_text().startswith(("1", "2", "3"))]
    ['1', '2', '3']
    """
    ax = axes_or_new(ax, (3.6, 3.6))
    angles = {0: 150, 1: 30, 2: 270}
    point = {peg: (math.cos(math.radians(a)), math.sin(math.radians(a))) for peg, a in angles.items()}
    ax.add_patch(Circle((0, 0), 1, fill=False, color=COLOURS["grid"], linewidth=0.8, linestyle=":"))
    for peg in range(3):
        nxt = (peg + 1) % 3
        for radius, colour, bend, text in ((1.0, COLOURS["path"], -0.35, "right"),
                                           (0.62, COLOURS["path_end"], 0.35, "left")):
            start, end = (point[peg], point[nxt]) if text == "right" else (point[nxt], point[peg])
            ax.annotate("", xy=(end[0] * radius, end[1] * radius), xytext=(start[0] * radius, start[1] * radius),
                        arrowprops={"arrowstyle": "-|>", "color": colour, "linewidth": 1.4, "shrinkA": 12,
                                    "shrinkB": 12, "connectionstyle": f"arc3,rad={bend}"})
        ax.scatter(*point[peg], s=420, color=COLOURS["dark"], zorder=3, edgecolors="white")
        ax.text(*point[peg], str(peg + 1), ha="center", va="center", fontsize=10, fontweight="bold", color="white",
                zorder=4)
    ax.text(0, 1.28, "right: peg 1 → 2 → 3 → 1", ha="center", fontsize=LABEL_FONTSIZE, color=COLOURS["path"])
    ax.text(0, -1.45, "left: peg 1 → 3 → 2 → 1", ha="center", fontsize=LABEL_FONTSIZE, color=COLOURS["path_end"])
    ax.set_xlim(-1.5, 1.5)
    ax.set_ylim(-1.6, 1.5)
    ax.set_aspect("equal")
    ax.axis("off")
    return ax
