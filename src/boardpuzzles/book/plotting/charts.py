"""Line and bar charts of measurements: search effort, running time and move counts against a size.

>>> from matplotlib.figure import Figure
>>> ax = plot_nodes_against_n([4, 5], {"plain": [1, 9]}, ax=Figure().subplots())
>>> ax.get_yscale()
'log'
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
from matplotlib.axes import Axes
from matplotlib.lines import Line2D
from matplotlib.ticker import FixedLocator, FuncFormatter, MaxNLocator, NullLocator, StrMethodFormatter

from boardpuzzles.book.plotting.style import COLOURS, axes_or_new
from boardpuzzles.errors import PictureError
from boardpuzzles.wording import duration


def _require_same_length(xs: Sequence, ys: Sequence, what: str) -> None:
    """Raise ``ValueError`` unless ``xs`` and ``ys`` are non-empty and equally long."""
    if len(xs) == 0 or len(xs) != len(ys):
        raise PictureError(f"{what} must be non-empty and pair up one to one, got {len(xs)} and {len(ys)} values")


def plot_nodes_against_n(sizes: Sequence[int], series: dict, *, ax: Axes | None = None) -> Axes:
    """Plot nodes visited against the board size for each named series, on a logarithmic scale.

    ``series`` maps a label to its counts, one per size from the first; a shorter list
    stops early (a search that was not run on the larger boards). Up to four series.

    Parameters
    ----------
    sizes : sequence of int
        The board sizes.
    series : dict
        Each series' label and its counts, one per size from the first (a shorter list stops early).
    ax : matplotlib.axes.Axes, optional
        The Axes to draw on; a new figure's when ``None``.

    Examples
    --------
    >>> from matplotlib.figure import Figure
    >>> ax = plot_nodes_against_n(range(1, 4), {"a": [1, 1, 15], "b": [1, 1]}, ax=Figure().subplots())
    >>> [len(line.get_xdata()) for line in ax.lines]
    [3, 2]
    """
    ax = axes_or_new(ax, (5.2, 3.4))
    styles = [(COLOURS["rejected"], "o"), (COLOURS["target"], "s"), (COLOURS["piece"], "^"), (COLOURS["frontier"], "D")]
    for (label, counts), (colour, marker) in zip(series.items(), styles):
        ax.plot(list(sizes)[:len(counts)], counts, marker=marker, color=colour, label=label)
    ax.set_yscale("log")
    ax.set_xlabel("board size n")
    ax.set_ylabel("nodes visited (squares placed)")
    ax.set_xticks(list(sizes))
    ax.grid(True, which="major", alpha=0.3)
    ax.legend(frameon=False)
    return ax


def plot_time_against_squares(sizes: Sequence[int], seconds: Sequence[float], *, ax: Axes | None = None) -> Axes:
    """Plot solver time against the number of squares n², with the line through the origin and the largest point.

    Each point is labelled with its n, except a point that lies closer than 8% of the axis
    to the last labelled one, whose label would overlap. The squares are written in full
    (``1,000,000``), not with a ``1e6`` multiplier.

    Parameters
    ----------
    sizes : sequence of int
        The board sizes n.
    seconds : sequence of float
        The time for each, in seconds.
    ax : matplotlib.axes.Axes, optional
        The Axes to draw on; a new figure's when ``None``.

    Raises
    ------
    ValueError
        If ``sizes`` is empty or not as long as ``seconds``.

    Examples
    --------
    >>> from matplotlib.figure import Figure
    >>> ax = plot_time_against_squares([10, 20], [0.01, 0.04], ax=Figure().subplots())
    >>> [text.get_text() for text in ax.texts]
    ['n = 10', 'n = 20']
    """
    _require_same_length(sizes, seconds, "sizes and seconds")
    ax = axes_or_new(ax, (5.2, 3.4))
    squares = [n * n for n in sizes]
    ax.plot(squares, seconds, "o", color=COLOURS["path"], label="measured")
    slope = seconds[-1] / squares[-1]
    ax.plot([0, squares[-1]], [0, slope * squares[-1]], "--", color=COLOURS["path_end"], linewidth=1,
            label="proportional to n²")
    last_labelled = None
    for k, (n, x, y) in enumerate(zip(sizes, squares, seconds)):
        if last_labelled is None or x - last_labelled >= 0.08 * squares[-1]:
            at_end = k == len(sizes) - 1   # the last label goes above and left of its point, inside the axes
            ax.annotate(f"n = {n}", (x, y), xytext=(-8, 4) if at_end else (5, -12), textcoords="offset points",
                        ha="right" if at_end else "left", va="bottom" if at_end else "baseline", fontsize=9)
            last_labelled = x
    ax.xaxis.set_major_formatter(StrMethodFormatter("{x:,.0f}"))
    ax.set_xlabel("squares on the board, n²")
    ax.set_ylabel("seconds")
    ax.legend(frameon=False)
    ax.spines[["top", "right"]].set_visible(False)
    return ax


def plot_search_effort(sizes: Sequence[int], series: dict, *, budget: int | None = None,
                       ax: Axes | None = None) -> Axes:
    """Bars of squares placed per board size for each rule (log scale); ``budget`` draws the cut-off line.

    ``series`` maps a rule's name to its counts, one per size. The legend sits above the
    plot, one entry per column, so it never covers a bar.

    Parameters
    ----------
    sizes : sequence of int
        The board sizes.
    series : dict
        Each rule's name and the squares it placed, one count per size.
    budget : int, optional
        The search budget, drawn as a line.
    ax : matplotlib.axes.Axes, optional
        The Axes to draw on; a new figure's when ``None``.

    Raises
    ------
    ValueError
        If ``sizes`` is empty or a series is not as long as ``sizes``.

    Examples
    --------
    >>> from matplotlib.figure import Figure
    >>> ax = plot_search_effort([5, 6], {"x": [10, 100], "y": [25, 36]}, budget=50, ax=Figure().subplots())
    >>> len(ax.patches), [label.get_text() for label in ax.get_xticklabels()]
    (4, ['5×5', '6×6'])
    """
    for name, values in series.items():
        _require_same_length(sizes, values, f"sizes and the series {name!r}")
    ax = axes_or_new(ax, (5.6, 3.4))
    x = np.arange(len(sizes))
    width = 0.8 / max(1, len(series))
    colours = [COLOURS["rejected"], COLOURS["path"], COLOURS["target"], COLOURS["frontier"]]
    for k, (name, values) in enumerate(series.items()):
        ax.bar(x + (k - (len(series) - 1) / 2) * width, values, width, label=name, color=colours[k % len(colours)])
    if budget:
        ax.axhline(budget, color=COLOURS["grid"], linestyle=":", linewidth=1)
        ax.annotate("budget", (x[-1] + 0.45, budget), xytext=(0, 3), textcoords="offset points", ha="right",
                    fontsize=8)
    ax.set_yscale("log")
    ax.set_xticks(x, [f"{n}×{n}" for n in sizes])
    ax.set_ylabel("squares placed (log scale)")
    ax.legend(frameon=False, fontsize=9, loc="lower center", bbox_to_anchor=(0.5, 1.02), ncol=len(series),
              borderaxespad=0)
    ax.spines[["top", "right"]].set_visible(False)
    return ax


def plot_moves_against_n(series: dict, *, ax: Axes | None = None, ylabel: str = "moves") -> Axes:
    """Plot move counts against the number of disks on a logarithmic axis, one line per entry of ``series``.

    ``series`` maps a label to a pair ``(ns, counts)``; up to five series. ``ylabel`` names
    the vertical axis (for example ``"moves or states"`` when a series counts states).

    Parameters
    ----------
    series : dict
        Each line's label and its pair ``(ns, counts)``: numbers of disks and their counts.
    ax : matplotlib.axes.Axes, optional
        The Axes to draw on; a new figure's when ``None``.
    ylabel : str
        The vertical axis's label.

    Examples
    --------
    >>> from matplotlib.figure import Figure
    >>> ax = plot_moves_against_n({"2ⁿ − 1": ([1, 2, 3], [1, 3, 7])}, ax=Figure().subplots())
    >>> ax.lines[0].get_ydata().tolist(), ax.get_xlabel(), ax.get_ylabel()
    ([1, 3, 7], 'number of disks n', 'moves')
    """
    ax = axes_or_new(ax, (4.6, 3.2))
    styles = zip("os^Dv", (COLOURS["path"], COLOURS["path_end"], COLOURS["target"], COLOURS["frontier"],
                           COLOURS["dark"]))
    for (label, (ns, counts)), (marker, colour) in zip(series.items(), styles):
        ax.plot(list(ns), list(counts), marker=marker, markersize=4, linewidth=1.4, color=colour, label=label)
    ax.xaxis.set_major_locator(MaxNLocator(integer=True))
    ax.set_yscale("log")
    ax.set_xlabel("number of disks n")
    ax.set_ylabel(ylabel)
    ax.grid(True, which="major", alpha=0.3)
    ax.legend(fontsize=9, frameon=False)
    return ax


def plot_corner_moves(sizes: Sequence[int], moves: Sequence[int | None], *, ax: Axes | None = None) -> Axes:
    """Plot the fewest moves from corner to corner against the board size, as a staircase.

    ``moves`` holds one answer per size, as :func:`boardpuzzles.distance.fewest_moves` gives it:
    ``None`` where the far corner cannot be reached.
    Those sizes are left out of the line (it breaks there) and marked apart, with a
    cross on the bottom edge and a legend entry, so "unreachable" never reads as a count.

    Parameters
    ----------
    sizes : sequence of int
        The board sizes.
    moves : sequence of int or None
        The fewest moves for each; ``None`` where the corner is out of reach.
    ax : matplotlib.axes.Axes, optional
        The Axes to draw on; a new figure's when ``None``.

    Raises
    ------
    ValueError
        Unless ``moves`` holds exactly one answer for each size, and there is at least one size.

    Examples
    --------
    The 2×2 board has no way to the far corner, so it is a cross, not a point of the line:

    >>> from matplotlib.figure import Figure
    >>> ax = plot_corner_moves([1, 2, 3, 4], [0, None, 4, 2], ax=Figure().subplots())
    >>> ax.lines[0].get_ydata().tolist()[:3], ax.lines[1].get_xdata().tolist()
    ([0.0, nan, 4.0], [2])
    """
    _require_same_length(sizes, moves, "sizes and moves")
    ax = axes_or_new(ax, (6, 2.8))
    reached = [float("nan") if m is None else float(m) for m in moves]
    ax.step(list(sizes), reached, where="mid", color=COLOURS["path"], label="fewest moves")
    unreachable = [n for n, m in zip(sizes, moves) if m is None]
    if unreachable:
        ax.plot(unreachable, [0] * len(unreachable), "x", color=COLOURS["rejected"], markersize=7,
                markeredgewidth=2, clip_on=False, zorder=3, label="unreachable")
        ax.legend(frameon=False, fontsize=8, loc="lower right")
    ax.set_ylim(bottom=0)
    ax.xaxis.set_major_locator(MaxNLocator(integer=True))
    ax.set_xlabel("board size n")
    ax.set_ylabel("fewest moves")
    ax.spines[["top", "right"]].set_visible(False)
    return ax


def _ticks_125(low: float, high: float) -> list[float]:
    """Return the numbers 1, 2 and 5 times a power of ten from ``low`` to ``high``."""
    first, last = int(np.floor(np.log10(low))), int(np.ceil(np.log10(high)))
    ticks = [m * 10.0**e for e in range(first, last + 1) for m in (1, 2, 5)]
    return [t for t in ticks if low * (1 - 1e-9) <= t <= high * (1 + 1e-9)]


def plot_growth(series: dict, *, ax: Axes | None = None, log_x: bool = True, stopped: dict | None = None,
                xlabel: str = "board size n", ylabel: str = "seconds", durations: bool = False) -> Axes:
    """Plot measured curves, work or time against a size, on a logarithmic vertical axis.

    With ``log_x`` the horizontal axis is logarithmic too (log–log), where a cost that grows
    like nᵏ is a straight line of slope k and a constant cost is flat; without it (semi-log) a cost
    that doubles with every step of n, like 2ⁿ, is the straight line. The legend sits above the
    plot, one series a line, so it never covers a curve.

    Parameters
    ----------
    series : dict
        Maps a label to a pair ``(sizes, values)``; up to six series. A value ``None`` (a run
        that did not finish) breaks the line there.
    ax : Axes, optional
        Where to draw; a new 5.4 by 3.6 inch figure by default.
    log_x : bool
        Whether the sizes are on a logarithmic axis (ticks at 1, 2 and 5 times a power of ten).
    stopped : dict, optional
        Maps labels of ``series`` to ``(sizes, values)`` of runs stopped by their budget: drawn as
        hollow triangles in the colour of that series, since the real value is larger.
    xlabel, ylabel : str
        The names of the axes; "(log scale)" is added to each logarithmic one.
    durations : bool
        Whether the values are seconds, labelled with their unit (``10 ms``, ``1 s``).

    Raises
    ------
    ValueError
        If there is no series or more than six, a series has no values or sizes and values
        that do not pair up, or ``stopped`` names a label that is not a series.

    Examples
    --------
    >>> from matplotlib.figure import Figure
    >>> ax = plot_growth({"n²": ([10, 20], [1e-3, 4e-3])}, ax=Figure().subplots(), durations=True)
    >>> ax.get_xscale(), ax.get_yscale(), ax.get_xlabel()
    ('log', 'log', 'board size n (log scale)')
    """
    if not 1 <= len(series) <= 6:
        raise PictureError(f"plot_growth draws 1 to 6 series, got {len(series)}")
    stopped = stopped or {}
    unknown = [label for label in stopped if label not in series]
    if unknown:
        raise PictureError(f"stopped runs must belong to a series, got {unknown[0]!r}")
    ax = axes_or_new(ax, (5.4, 3.6))
    colours = [COLOURS[c] for c in ("path", "rejected", "target", "frontier", "dark", "grid")]
    styles = dict(zip(series, zip("osD^vP", colours)))
    for label, (sizes, values) in series.items():
        _require_same_length(sizes, values, f"the sizes and values of {label!r}")
        marker, colour = styles[label]
        ax.plot(list(sizes), [np.nan if v is None else v for v in values], marker=marker, markersize=4,
                linewidth=1.4, color=colour, label=label)
    for label, (sizes, values) in stopped.items():
        _require_same_length(sizes, values, f"the stopped runs of {label!r}")
        ax.plot(list(sizes), list(values), "^", markersize=6, markerfacecolor="none", color=styles[label][1])
    if stopped:
        ax.add_line(Line2D([], [], linestyle="none", marker="^", markersize=6, markerfacecolor="none",
                           color=COLOURS["text"], label="stopped by its budget (the real count is larger)"))
    ax.set_yscale("log")
    if durations:
        ax.yaxis.set_major_formatter(FuncFormatter(lambda seconds, _: duration(seconds, about=False)))
    if log_x:
        ax.set_xscale("log")
        every = [x for sizes, _ in [*series.values(), *stopped.values()] for x in sizes]
        ax.xaxis.set_major_locator(FixedLocator(_ticks_125(min(every), max(every))))
        ax.xaxis.set_minor_locator(NullLocator())
        ax.xaxis.set_major_formatter(StrMethodFormatter("{x:,.0f}"))
    else:
        ax.xaxis.set_major_locator(MaxNLocator(integer=True))
    ax.set_xlabel(xlabel + (" (log scale)" if log_x else ""))
    ax.set_ylabel(ylabel + " (log scale)")
    ax.grid(True, which="major", alpha=0.3)
    ax.legend(frameon=False, fontsize=9, loc="lower center", bbox_to_anchor=(0.5, 1.02), ncol=1, borderaxespad=0)
    ax.spines[["top", "right"]].set_visible(False)
    return ax
