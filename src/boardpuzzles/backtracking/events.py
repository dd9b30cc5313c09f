"""The search as a film: every square the search places and every one it takes back, and the boards between.

>>> [grid[0] for grid in replay_events(3, search_events(3, limit=3))]
[[1, 0, 0], [1, 0, 0], [1, 0, 3]]
"""

from __future__ import annotations

from typing import NamedTuple

from boardpuzzles import board
from boardpuzzles.backtracking.jumps import ARTICLE_ORDER, prepare_search
from boardpuzzles.backtracking.remaining import RemainingSquares
from boardpuzzles.board import Square, require_board_size
from boardpuzzles.tour import MAX_CHECK_SIZE


class SearchEvent(NamedTuple):
    """One step of the search: ``"place"`` move ``number`` on the 0-based ``square``, or ``"undo"`` it.

    >>> search_events(5, limit=2)[1]
    SearchEvent(kind='place', square=(2, 1), number=2)
    """

    kind: str
    square: Square
    number: int


def search_events(size: int, *, limit: int = 150, start: Square = (0, 0), order=ARTICLE_ORDER,
                  pruned: bool = False) -> list[SearchEvent]:
    """Return the first ``limit`` events of the search: each square placed and each taken back.

    The plain search, or :func:`pruned_search` (which never places a square its test rejects). Replaying
    them (:func:`replay_events`) rebuilds the board at every moment, as the chapter draws it. The list ends
    early when the search does: after its first tour's last move, or after taking back the start.

    Parameters
    ----------
    size : int
    start : (int, int)
    order : sequence of (int, int)
        As for :func:`backtracking_search`.
    limit : int
        The most events to return, 1 to 1,000,000 (a million take several seconds).
    pruned : bool
        Follow the pruned search instead of the plain one.

    Returns
    -------
    list of SearchEvent
        The events in the order the search makes them.

    Raises
    ------
    ValueError
        If the size, start, order or limit is not allowed.

    Examples
    --------
    >>> [(e.kind, e.square, e.number) for e in search_events(3, limit=4)]
    [('place', (0, 0), 1), ('place', (2, 1), 2), ('place', (0, 2), 3), ('place', (1, 0), 4)]
    >>> len(search_events(5, limit=20_000)), len(search_events(5, limit=20_000, pruned=True))
    (17655, 25)
    """
    size, first, jumps, _ = prepare_search(size, start, order, 1)
    limit = board.require_in_range(limit, "event limit", 1, 1_000_000)
    goal = size * size
    remaining = RemainingSquares(jumps)

    def admits(square: int) -> bool:
        """Place ``square`` if the search would; say whether it did."""
        if remaining.visited[square]:
            return False
        remaining.place(square)
        if not pruned or remaining.may_finish(square):
            return True
        remaining.take_back(square)
        return False

    remaining.place(first)
    events = [SearchEvent("place", divmod(first, size), 1)]
    path, untried = [first], [iter(jumps[first])]
    if pruned and not remaining.may_finish(first):
        untried = [iter(())]  # no tour: the start is taken back at once
    while len(events) < limit and untried and len(path) < goal:
        square = next((s for s in untried[-1] if admits(s)), None)
        if square is None:
            untried.pop()
            events.append(SearchEvent("undo", divmod(path[-1], size), len(path)))
            remaining.take_back(path.pop())
            continue
        path.append(square)
        untried.append(iter(jumps[square]))
        events.append(SearchEvent("place", divmod(square, size), len(path)))
    return events[:limit]


def replay_events(size: int, events) -> list[list[list[int]]]:
    """Return the numbered board after each search event (0 for empty squares).

    Parameters
    ----------
    size : int
        The board size ``n``, 1 to :data:`~boardpuzzles.tour.MAX_CHECK_SIZE`.
    events : iterable of SearchEvent
        Events as :func:`search_events` returns them.

    Returns
    -------
    list of list of list of int
        One numbered board (a copy) per event.

    Raises
    ------
    ValueError
        If the size is out of range.

    Examples
    --------
    >>> [grid[0] for grid in replay_events(3, search_events(3, limit=3))]
    [[1, 0, 0], [1, 0, 0], [1, 0, 3]]
    """
    size = require_board_size(size, MAX_CHECK_SIZE)
    grid = [[0] * size for _ in range(size)]
    boards = []
    for event in events:
        row, col = event.square
        grid[row][col] = event.number if event.kind == "place" else 0
        boards.append([list(line) for line in grid])
    return boards
