"""The backtracking search at one of its moments: the board after its first k events, said in words (ch. 3).

Chapter 3's explorers play the search event by event; these functions draw each moment, so that the
chapter's page shows the search and not its drawing code. An event is a
:class:`~boardpuzzles.backtracking.SearchEvent`: a square placed, or a square taken back.

>>> from boardpuzzles.backtracking import search_events
>>> event_words(21, search_events(5, limit=21)[-1])
'event 21: place move 21 on (4 2)'
>>> search_picture(5, (0, 0), 21).alt.startswith("A 5×5 board with 21 of 25 squares numbered")
True
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from boardpuzzles.backtracking import SearchEvent, search_events
from boardpuzzles.board import Square, format_square
from boardpuzzles.pictures.svg import Picture
from boardpuzzles.pictures.tours import tour_svg

#: The events of a search an explorer plays by default; the player ends at the last one.
SEARCH_EVENTS_SHOWN = 20_000


def event_words(k: int, event: SearchEvent) -> str:
    """Say what event ``k`` did, squares 1-based.

    Parameters
    ----------
    k : int
        The event's number, from 1.
    event : SearchEvent
        The event: a square placed or taken back, and its move number.

    Returns
    -------
    str
        Such as ``event 21: place move 21 on (4 2)``.

    Examples
    --------
    >>> event_words(22, SearchEvent("undo", (3, 1), 21))
    'event 22: take back move 21 on (4 2)'
    """
    verb = "place" if event.kind == "place" else "take back"
    return f"event {k:,}: {verb} move {event.number} on {format_square(event.square)}"


def path_after(happened: Sequence[SearchEvent]) -> list[Square]:
    """The squares numbered after the events that happened, in move order.

    Parameters
    ----------
    happened : sequence of SearchEvent
        The first events of a search, in order.

    Returns
    -------
    list of (int, int)
        The 0-based squares that hold a number after them, from move 1 on.

    Examples
    --------
    >>> path_after([SearchEvent("place", (0, 0), 1), SearchEvent("place", (2, 1), 2),
    ...             SearchEvent("undo", (2, 1), 2)])
    [(0, 0)]
    """
    path = []
    for kind, square, _ in happened:
        if kind == "place":
            path.append(square)
        else:
            path.pop()  # a take-back always removes the newest move
    return path


@cache  # one search per setting, however often a player comes back to it
def _search_run(size: int, start: Square, pruned: bool, limit: int) -> list[SearchEvent]:
    return search_events(size, limit=limit, start=start, pruned=pruned)


def search_picture(size: int, start: Square, k: int, *, pruned: bool = False,
                   limit: int = SEARCH_EVENTS_SHOWN) -> Picture:
    """Draw the board after the first ``k`` events of the plain or the pruned search from ``start``.

    The square of the ``k``-th event is ringed (placed) or crossed out (taken back), and the
    caption says the event in words. Past the search's last event the picture stays on it, and
    the caption says how the search ended. The picture is one step of a player that ends at the
    search's last event, or at event ``limit - 1`` if the search goes on longer.

    Parameters
    ----------
    size : int
        The board size.
    start : (int, int)
        The 0-based first square.
    k : int
        The events that have happened, 0 for the empty board.
    pruned : bool
        The pruned search instead of the plain one.
    limit : int
        The most events computed.

    Returns
    -------
    Picture
        The board, its caption and its text alternative.

    Examples
    --------
    >>> search_picture(5, (0, 0), 0).alt.startswith("An empty 5×5 board")
    True
    >>> picture = search_picture(3, (0, 0), 40)
    >>> picture.last, "The search ended here, before event 40: no tour from (1 1)." in picture.alt
    (30, True)
    """
    name = "pruned search" if pruned else "plain search"
    run = _search_run(size, tuple(start), pruned, limit)
    last = len(run) if len(run) < limit else limit - 1  # the player's end
    if k == 0:
        return tour_svg(size, [], caption=f"{name}: before its first event").ending_at(last)
    happened = run[:k + 1]
    shown = happened[:k]  # an event after the k-th: the search goes on
    caption = f"{name}, {event_words(len(shown), shown[-1])}"
    if len(happened) <= k:  # the search has ended
        found = shown[-1].kind == "place"  # on its tour's last move
        outcome = "a tour" if found else f"no tour from {format_square(start)}"
        before = f", before event {k:,}" if len(shown) < k else ""
        caption += f". The search ended here{before}: {outcome}"
    mark = "newest" if shown[-1].kind == "place" else "undone"
    picture = tour_svg(size, path_after(shown), caption=caption, **{mark: shown[-1].square})
    return picture.ending_at(last)


__all__ = ["SEARCH_EVENTS_SHOWN", "event_words", "path_after", "search_picture"]
