"""The Tower of Hanoi drawn with matplotlib: the pegs' circle and the state graph (chapter 5).

>>> from matplotlib.figure import Figure
>>> ax = draw_peg_circle(ax=Figure().subplots())
>>> [text.get_text() for text in ax.texts if text.get_text()][3:]
['right: peg 1 → 2 → 3 → 1', 'left: peg 1 → 3 → 2 → 1']
"""

from __future__ import annotations

import math

from matplotlib.axes import Axes
from matplotlib.collections import LineCollection
from matplotlib.patches import Circle

from boardpuzzles.book.plotting.style import COLOURS, axes_or_new
from boardpuzzles.errors import PictureError

#: The point size of the labels around the pegs' circle and beside the states of the state graph (12.5 pixels
#: at 100 dpi).
LABEL_FONTSIZE = 9


def draw_state_graph(xy: dict, edges, *, path=None, ax: Axes | None = None, corner_labels: dict | None = None,
                     current=None, goal=None) -> Axes:
    """Draw a state graph: ``xy`` maps each state to a point, ``edges`` is an iterable of state pairs.

    A ``path`` (a list of states) is drawn on top in the path colour, its ends marked.
    ``corner_labels`` maps states to a text written beside them (for example "all on peg 1").
    ``current`` (a state) gets a large red disc ringed in white and black, the state a game is in
    now; ``goal`` (a state) gets a hollow ring in the path colour, the state the game heads for.
    Their markers carry the labels "current state" and "goal".

    Parameters
    ----------
    xy : dict
        Each state's point, as (x, y).
    edges : iterable
        Pairs of states joined by a move.
    path : sequence of states, optional
        A path to draw over the graph.
    ax : matplotlib.axes.Axes, optional
        The Axes to draw on; a new figure's when ``None``.
    corner_labels : dict, optional
        Labels for some states (the corners), by state.
    current : state, optional
        A state to mark as the current one.
    goal : state, optional
        A state to mark as the goal.

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
        raise PictureError("xy must place at least one state, got none")
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


def draw_peg_circle(*, ax: Axes | None = None) -> Axes:
    """Draw the three pegs as points on a circle, with the two directions as arrows around it.

    Going right, peg 1 leads to peg 2, peg 2 to peg 3 and peg 3 back to peg 1 (clockwise);
    going left is the same circle the other way round.

    Parameters
    ----------
    ax : matplotlib.axes.Axes, optional
        The Axes to draw on; a new figure's when ``None``.

    Examples
    --------
    >>> from matplotlib.figure import Figure
    >>> ax = draw_peg_circle(ax=Figure().subplots())
    >>> [text.get_text() for text in ax.texts if text.get_text().startswith(("1", "2", "3"))]
    ['1', '2', '3']
    """
    ax = axes_or_new(ax, (4.2, 4.2))
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
