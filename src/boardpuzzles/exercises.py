"""The chapters' coding exercises: each check calls the reader's function and compares it with the package.

A chapter's exercise is a small function it has just taught, such as the on-board test or one layer of
breadth-first search. The reader writes it, then hands it to its check::

    check_next_layer(next_layer)

The check calls the function on inputs of increasing size, compares each answer with what the package
itself computes for the same input, and returns a :class:`Verdict`, which a notebook shows as its
message: ``All 204 checks passed.``, or the smallest input that fails, what was expected and what came
back. Whatever the reader's function does, a wrong answer or an exception, becomes the verdict; only a
check given no function at all raises ``TypeError``. Each call gets its own copy of the input, so a
function that changes its arguments cannot spoil the next check.

Squares are 0-based ``(row, col)`` pairs and pegs are numbered 0 to 2, as everywhere in the code; the
messages say so. Like the solvers, this module uses only the standard library, so the website's Python
(in the reader's browser) runs the same checks and shows the same messages.

>>> def is_on_board(size, square):
...     row, col = square
...     return 0 <= row < size and 0 <= col < size
>>> check_is_on_board(is_on_board)
All 620 checks passed.
>>> check_is_on_board(lambda size, square: True)
Not yet: 0 of 620 checks passed.
The smallest input that fails (squares 0-based): is_on_board(1, (-2, -2))
Expected: False
Returned: True
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cache
from typing import Any, NamedTuple

from boardpuzzles.backtracking import backtracking_tour, dead_end, search_events
from boardpuzzles.board import all_squares, count_of, on_board
from boardpuzzles.distance import bfs_layers, breadth_first_search, shortest_path
from boardpuzzles.hanoi import disk_at_step, legal_moves, why_illegal
from boardpuzzles.hanoi.graph import state_graph
from boardpuzzles.knight import KNIGHT_OFFSETS, knight_targets
from boardpuzzles.tour import board_numbering, is_knight_move
from boardpuzzles.warnsdorff import CLOCKWISE_ORDER, onward_counts, warnsdorff_path

#: The widest line of a message: a chapter's outputs stay within 80 characters.
MESSAGE_WIDTH = 78

#: What a check says after a ``None`` that should have been something else.
NO_RETURN = "a function without a return statement returns None"


class Verdict:
    """What a check found: whether every check passed, how many there were, and the message to show.

    A notebook shows a verdict as its message, and ``bool(verdict)`` says whether it passed.

    Parameters
    ----------
    passed : bool
        Whether every check passed.
    checks : int
        How many checks there are.
    message : str
        What the reader sees.

    Examples
    --------
    >>> verdict = Verdict(True, 3, "All 3 checks passed.")
    >>> verdict, bool(verdict), verdict.checks
    (All 3 checks passed., True, 3)
    """

    __slots__ = ("passed", "checks", "message")

    def __init__(self, passed: bool, checks: int, message: str):
        self.passed, self.checks, self.message = passed, checks, message

    def __repr__(self) -> str:
        return self.message

    __str__ = __repr__

    def __bool__(self) -> bool:
        return self.passed


class Case(NamedTuple):
    """One check: the arguments to call with, the package's answer, and the call as the message writes it."""

    args: tuple
    expected: Any
    call: str


def _squares(squares) -> str:
    """Write squares as a set the way a reader scans it: sorted, in braces."""
    return "{" + ", ".join(map(repr, sorted(squares))) + "}" if squares else "set()"


def _breaks(text: str) -> list[str]:
    """Cut a line into the pieces it may be broken between: words, and the items of a list or a set.

    A square or a move stays whole: no break inside parentheses that hold no brackets.
    """
    pieces, start, opened = [], 0, []  # opened: for each open bracket, [its position, whether it holds one]
    for at, char in enumerate(text):
        if char in "([{":
            if opened:
                opened[-1][1] = True
            opened.append([at, False])
        elif char in ")]}" and opened:
            opened.pop()
        elif char == " " and at > start:
            leaf = opened and not opened[-1][1] and text[opened[-1][0]] == "("
            if not opened or (text[at - 1] == "," and not leaf):
                pieces.append(text[start:at])
                start = at + 1
    return pieces + [text[start:]]


def _lines(text: str) -> list[str]:
    """Break one line of a message between its pieces (:func:`_breaks`) so that each part fits :data:`MESSAGE_WIDTH`.

    >>> for line in _lines("Expected: " + repr([(row, 0) for row in range(10)])):
    ...     print(line)
    Expected: [(0, 0), (1, 0), (2, 0), (3, 0), (4, 0), (5, 0), (6, 0), (7, 0),
        (8, 0), (9, 0)]
    """
    lines, line = [], ""
    for piece in _breaks(text):
        if line and len(line) + 1 + len(piece) > MESSAGE_WIDTH:
            lines.append(line)
            line = "    " + piece
        else:
            line = f"{line} {piece}" if line else piece
    return lines + [line]


def _shown(value) -> str:
    """The ``repr`` of an answer, cut short past a few lines."""
    text = repr(value)
    return text if len(text) <= 400 else text[:400] + " …"


def _fresh(value):
    """A copy of an argument for one call: lists, sets and dicts copied all the way down; tuples and numbers kept.

    >>> layer = [(0, 0)]
    >>> _fresh(layer) == layer and _fresh(layer) is not layer
    True
    """
    if isinstance(value, list):
        return [_fresh(item) for item in value]
    if isinstance(value, set):
        return set(value)  # of squares: tuples, which cannot change
    if isinstance(value, dict):
        return {key: _fresh(item) for key, item in value.items()}
    return value


def _as_squares(value):
    """A sequence of squares as a list of tuples (a square may come as a list); anything else as it is."""
    try:
        return [tuple(square) for square in value]
    except TypeError:
        return value


def _require_function(function, check: str, name: str) -> None:
    """Raise ``TypeError`` unless ``function`` can be called, saying how the check is meant to be used.

    Examples
    --------
    >>> _require_function(len, "check_moving_disk", "moving_disk")
    >>> _require_function(3, "check_moving_disk", "moving_disk")
    Traceback (most recent call last):
    ...
    TypeError: check_moving_disk needs your function itself, as in check_moving_disk(moving_disk); got 3, an int
    """
    if not callable(function):
        kind = type(function).__name__
        article = "an" if kind[:1] in "aeiou" else "a"
        raise TypeError(f"{check} needs your function itself, as in {check}({name}); "
                        f"got {function!r:.60}, {article} {kind}")


def run_checks(function: Callable, cases: Sequence[Case], *, note: str = "",
               normal: Callable = lambda value: value,
               explain: Callable[[Case, Any], str | None] = lambda case, got: None) -> Verdict:
    """Call ``function`` on each case in turn and compare its answer with the case's; stop at the first that fails.

    Parameters
    ----------
    function : callable
        The reader's function.
    cases : sequence of Case
        The checks, smallest input first, so the first failure is the smallest input that fails.
    note : str
        Said after "The smallest input that fails", such as ``" (squares 0-based)"``.
    normal : callable
        Turns an answer into the form it is compared in (a list of squares as tuples, say); it may raise.
    explain : callable
        Given the case and the answer, one more sentence about what is wrong, or ``None``.

    Returns
    -------
    Verdict
        Passed, with "All N checks passed.", or the failure's message.

    Examples
    --------
    >>> cases = [Case((k,), k * k, f"square({k})") for k in range(3)]
    >>> run_checks(lambda k: k * k, cases)
    All 3 checks passed.
    >>> print(run_checks(lambda k: 1 / k, cases))
    Not yet: 0 of 3 checks passed.
    The smallest input that fails: square(0)
    Your function raised ZeroDivisionError: division by zero.
    """
    for passed, case in enumerate(cases):
        try:
            got = function(*map(_fresh, case.args))
        except Exception as error:  # the reader's code: its error is the verdict
            said = str(error).rstrip(".")
            return _failed(passed, cases, case, note, [f"Your function raised {type(error).__name__}"
                                                       + (f": {said}." if said else ".")])
        try:
            same = normal(got) == case.expected
        except Exception:  # an answer of the wrong kind cannot be compared
            same = False
        if not same:
            lines = [f"Expected: {_shown(case.expected)}", f"Returned: {_shown(got)}"]
            try:
                why = NO_RETURN if got is None else explain(case, got)
            except Exception:  # an answer too far off to say more about
                why = None
            if why:
                lines.append(why[:1].upper() + why[1:] + ("" if why.endswith(".") else "."))
            return _failed(passed, cases, case, note, lines)
    return Verdict(True, len(cases), f"All {len(cases)} checks passed.")


def _failed(passed: int, cases: Sequence[Case], case: Case, note: str, lines: list[str]) -> Verdict:
    head = [f"Not yet: {passed} of {len(cases)} checks passed.", f"The smallest input that fails{note}: {case.call}"]
    text = "\n".join(part for line in head + lines for part in _lines(line))
    return Verdict(False, len(cases), text)


def _explain_squares(expected: list, got, *, seen=(), order: str = "") -> str | None:
    """Say how a list of squares differs from the expected one: a square twice, one too many or missing, the order."""
    got = _as_squares(got)
    if not isinstance(got, list):
        return f"return a list of (row, col) squares, not {type(got).__name__}"
    twice = sorted({square for square in got if got.count(square) > 1})
    if twice:
        return f"it lists {twice[0]} twice"
    again = sorted(set(got) & set(seen))
    if again:
        return f"it includes {again[0]}, which the search has already reached"
    extra, missing = sorted(set(got) - set(expected)), sorted(set(expected) - set(got))
    if extra:
        return f"{extra[0]} should not be in it"
    if missing:
        return f"it leaves out {missing[0]}"
    return f"the right squares in another order: {order}" if order else None


# --- chapter 1: where a knight can go ---------------------------------------------------------

BOARD_NOTE = " (squares 0-based)"


def check_is_on_board(is_on_board: Callable) -> Verdict:
    """Check ``is_on_board(size, square)``: does the 0-based square lie on the ``size`` by ``size`` board?

    Compared with :func:`boardpuzzles.board.on_board` on boards of 1 to 8 squares a side, for every
    square up to two rows and columns beyond each edge, in reading order.

    Parameters
    ----------
    is_on_board : callable
        The reader's function, as the chapter's exercise cell defines it.

    Examples
    --------
    >>> check_is_on_board(lambda size, square: max(square) < size and min(square) >= 0)
    All 620 checks passed.
    >>> print(check_is_on_board(lambda size, square: 0 <= min(square) and max(square) <= size))
    Not yet: 13 of 620 checks passed.
    The smallest input that fails (squares 0-based): is_on_board(1, (0, 1))
    Expected: False
    Returned: True
    """
    _require_function(is_on_board, "check_is_on_board", "is_on_board")
    cases = [Case((size, square), on_board(size, square), f"is_on_board({size}, {square})")
             for size in range(1, 9) for square in _around(size)]
    return run_checks(is_on_board, cases, note=BOARD_NOTE)


def _around(size: int) -> list[tuple[int, int]]:
    """Every square of the board and of a border two squares wide around it, in reading order.

    >>> _around(1)[:3], len(_around(1))
    ([(-2, -2), (-2, -1), (-2, 0)], 25)
    """
    return [(row, col) for row in range(-2, size + 2) for col in range(-2, size + 2)]


def check_jump_targets(jump_targets: Callable) -> Verdict:
    """Check ``jump_targets(square, size)``: the squares a knight on ``square`` can jump to, in offset order.

    Compared with :func:`boardpuzzles.knight.knight_targets` from every square of the boards of 1 to 8
    squares a side; the targets must come in the order of :data:`~boardpuzzles.knight.KNIGHT_OFFSETS`.

    Parameters
    ----------
    jump_targets : callable
        The reader's function, as the chapter's exercise cell defines it.

    Examples
    --------
    >>> def jump_targets(square, size):
    ...     row, col = square
    ...     targets = [(row + dr, col + dc) for dr, dc in KNIGHT_OFFSETS]
    ...     return [t for t in targets if on_board(size, t)]
    >>> check_jump_targets(jump_targets)
    All 204 checks passed.
    >>> print(check_jump_targets(lambda square, size: sorted(jump_targets(square, size), reverse=True)))
    Not yet: 5 of 204 checks passed.
    The smallest input that fails (squares 0-based): jump_targets((0, 0), 3)
    Expected: [(1, 2), (2, 1)]
    Returned: [(2, 1), (1, 2)]
    The right squares in another order: try the offsets in the order of
        KNIGHT_OFFSETS.
    """
    _require_function(jump_targets, "check_jump_targets", "jump_targets")
    cases = [Case((square, size), knight_targets(square, size=size), f"jump_targets({square}, {size})")
             for size in range(1, 9) for square in all_squares(size)]
    order = "try the offsets in the order of KNIGHT_OFFSETS"
    return run_checks(jump_targets, cases, note=BOARD_NOTE, normal=_as_squares,
                      explain=lambda case, got: _explain_squares(case.expected, got, order=order))


# --- chapter 2: the fewest moves ----------------------------------------------------------------


@cache
def _layer_cases() -> tuple[Case, ...]:
    """The knight's layers from every square of 1×1 to 6×6 and from the corner of 7×7 and 8×8."""
    cases = []
    for size in range(1, 9):
        for start in all_squares(size) if size <= 6 else [(0, 0)]:
            layers = bfs_layers(size, 1, 2, start=start) + [[]]
            seen: set = set()
            for layer, following in zip(layers, layers[1:]):
                seen |= set(layer)
                cases.append(Case((size, layer, set(seen)), following,
                                  f"next_layer({size}, {layer}, {_squares(seen)})"))
    return tuple(cases)


def check_next_layer(next_layer: Callable) -> Verdict:
    """Check ``next_layer(size, layer, seen)``: one step of breadth-first search for the knight.

    ``layer`` lists the squares exactly k moves from the start, in the order the search found them,
    and ``seen`` is the set of every square reached so far (the layers 0 to k). The answer is layer
    k + 1: the squares one jump from the layer that are not in ``seen``, each once, in the order the
    search finds them (the layer's squares in turn, each one's jumps in the order of
    :data:`~boardpuzzles.knight.KNIGHT_OFFSETS`), and an empty list after the last layer. Compared with
    :func:`boardpuzzles.distance.bfs_layers` from every square of the boards of 1 to 6 squares a side
    and from the corner of 7×7 and 8×8.

    Parameters
    ----------
    next_layer : callable
        The reader's function, as the chapter's exercise cell defines it.

    Examples
    --------
    >>> def next_layer(size, layer, seen):
    ...     found = []
    ...     for square in layer:
    ...         for target in knight_targets(square, size=size):
    ...             if target not in seen and target not in found:
    ...                 found.append(target)
    ...     return found
    >>> check_next_layer(next_layer)
    All 448 checks passed.
    >>> print(check_next_layer(lambda size, layer, seen: [t for s in layer for t in knight_targets(s, size=size)]))
    Not yet: 6 of 448 checks passed.
    The smallest input that fails (squares 0-based): next_layer(3, [(1, 2),
        (2, 1)], {(0, 0), (1, 2), (2, 1)})
    Expected: [(2, 0), (0, 2)]
    Returned: [(0, 0), (2, 0), (0, 0), (0, 2)]
    It lists (0, 0) twice.
    """
    _require_function(next_layer, "check_next_layer", "next_layer")
    cases = _layer_cases()
    order = "take the layer's squares in order, and each one's jumps in the order of KNIGHT_OFFSETS"
    return run_checks(next_layer, cases, note=BOARD_NOTE, normal=_as_squares,
                      explain=lambda case, got: _explain_squares(case.expected, got, seen=case.args[2], order=order))


@cache
def _walk_back_cases() -> tuple[Case, ...]:
    """Every target of the knight's search from the corner of 1×1 to 8×8, with its parents."""
    cases = []
    for size in range(1, 9):
        _, parent = breadth_first_search(size, KNIGHT_OFFSETS, (0, 0))
        for target in all_squares(size):
            cases.append(Case((parent, target), shortest_path(size, 1, 2, target=target),
                              f"walk_back(parent, {target}), with the parents of the search on the "
                              f"{size}×{size} board from (0, 0)"))
    return tuple(cases)


def check_walk_back(walk_back: Callable) -> Verdict:
    """Check ``walk_back(parent, target)``: the path the search's parents record, from the start to ``target``.

    ``parent`` maps every square the knight's search reached to the square it was reached from, and the
    start to ``None`` (as :func:`boardpuzzles.distance.breadth_first_search` returns it). The answer is
    the list of squares from the start to ``target``, both included, or ``None`` if the search never
    reached ``target``. Compared with :func:`boardpuzzles.distance.shortest_path` for every target of
    the boards of 1 to 8 squares a side, from the corner.

    Parameters
    ----------
    walk_back : callable
        The reader's function, as the chapter's exercise cell defines it.

    Examples
    --------
    >>> def walk_back(parent, target):
    ...     if target not in parent:
    ...         return None
    ...     path = [target]
    ...     while parent[path[-1]] is not None:
    ...         path.append(parent[path[-1]])
    ...     return path[::-1]
    >>> check_walk_back(walk_back)
    All 204 checks passed.
    >>> print(check_walk_back(lambda parent, target: walk_back(parent, target)[::-1]))
    Not yet: 2 of 204 checks passed.
    The smallest input that fails (squares 0-based): walk_back(parent, (0, 1)),
        with the parents of the search on the 2×2 board from (0, 0)
    Your function raised TypeError: 'NoneType' object is not subscriptable.
    """
    _require_function(walk_back, "check_walk_back", "walk_back")
    cases = _walk_back_cases()

    def explain(case, got):
        got = _as_squares(got)
        if case.expected is None:
            return f"the search never reached {case.args[1]}, so there is no path: return None"
        if got == case.expected[::-1]:
            return "the right squares from the target back to the start: reverse them"
        return _explain_squares(case.expected, got)

    return run_checks(walk_back, cases, note=BOARD_NOTE, explain=explain,
                      normal=lambda got: got if got is None else _as_squares(got))


# --- chapter 3: the knight's tour by backtracking -------------------------------------------------


def _walks(sizes) -> list[tuple[int, list]]:
    """A knight's walk on each board: Warnsdorff's from the corner, as far as it goes."""
    return [(size, warnsdorff_path(size)) for size in sizes]


def check_number_board(number_board: Callable) -> Verdict:
    """Check ``number_board(size, path)``: the board as the judge prints it, each square holding its move number.

    The first square of ``path`` holds 1, the next 2, and so on; a square the path never visits holds 0.
    The answer is a list of rows. Compared with :func:`boardpuzzles.tour.board_numbering` for every
    beginning of a knight's walk on the boards of 1 to 6 squares a side, the empty path first.

    Parameters
    ----------
    number_board : callable
        The reader's function, as the chapter's exercise cell defines it.

    Examples
    --------
    >>> def number_board(size, path):
    ...     board = [[0] * size for _ in range(size)]
    ...     for number, (row, col) in enumerate(path, start=1):
    ...         board[row][col] = number
    ...     return board
    >>> check_number_board(number_board)
    All 89 checks passed.
    >>> print(check_number_board(lambda size, path: [[0] * size] * size))
    Not yet: 1 of 89 checks passed.
    The smallest input that fails (squares 0-based): number_board(1, [(0, 0)])
    Expected: [[1]]
    Returned: [[0]]
    The first square holds 1, not 0.
    """
    _require_function(number_board, "check_number_board", "number_board")
    cases = [Case((size, walk[:k]), board_numbering(size, walk[:k]), f"number_board({size}, {walk[:k]})")
             for size, walk in _walks(range(1, 7)) for k in range(len(walk) + 1)]

    def explain(case, got):
        size, path = case.args
        if path and got == [[max(number - 1, 0) for number in row] for row in case.expected]:
            return "the first square holds 1, not 0"
        if size > 1 and got == [list(column) for column in zip(*case.expected)]:
            return "rows and columns are swapped: square (row, col) is board[row][col]"
        return None

    return run_checks(number_board, cases, note=BOARD_NOTE, explain=explain,
                      normal=lambda got: [list(row) for row in got])


@cache
def _lost_cases() -> tuple[Case, ...]:
    """The paths of the plain search's first 100 events on the boards of 1 to 6 squares a side, and every
    beginning of the first tours of 5×5 and 6×6 (never lost), by board and length."""
    paths = []
    for size in range(1, 7):
        path = []
        for kind, square, _ in search_events(size, limit=100):
            if kind == "place":
                path.append(square)
                paths.append((size, list(path)))
            else:
                path.pop()
    for size in (5, 6):
        tour = backtracking_tour(size)
        paths += [(size, tour[:k]) for k in range(1, len(tour) + 1)]
    paths.sort(key=lambda case: (case[0], len(case[1])))  # stable: the search's order within a length
    return tuple(Case((size, path), dead_end(size, path) is not None, f"is_lost({size}, {path})")
                 for size, path in paths)


def check_is_lost(is_lost: Callable) -> Verdict:
    """Check ``is_lost(size, path)``: does one of the four tests of a lost position rule out every tour?

    The knight stands on the last square of ``path``. The answer is ``True`` when one of the tests of
    chapter 3 proves that no knight path from there visits every square left, ``False`` otherwise (the
    tests of :func:`boardpuzzles.backtracking.dead_end`). Compared on every path the plain search
    places in its first 100 events on the boards of 1 to 6 squares a side, and on every beginning of
    the first tours of 5×5 and 6×6, which no test rules out; shortest first.

    Parameters
    ----------
    is_lost : callable
        The reader's function, as the chapter's exercise cell defines it.

    Examples
    --------
    >>> check_is_lost(lambda size, path: dead_end(size, path) is not None)
    All 257 checks passed.
    >>> print(check_is_lost(lambda size, path: False))
    Not yet: 1 of 257 checks passed.
    The smallest input that fails (squares 0-based): is_lost(2, [(0, 0)])
    Expected: True
    Returned: False
    The knight on (1 1) has no unvisited square to jump to (squares 1-based).
    """
    _require_function(is_lost, "check_is_lost", "is_lost")

    def explain(case, got):
        if case.expected:
            return f"{dead_end(*case.args)} (squares 1-based)"
        return "no test of a lost position applies to this path"

    return run_checks(is_lost, _lost_cases(), note=BOARD_NOTE, explain=explain)


# --- chapter 4: Warnsdorff's rule ----------------------------------------------------------------


@cache
def _onward_cases() -> tuple[Case, ...]:
    """Each candidate of each step of Warnsdorff's walk from the corner of 1×1 to 8×8."""
    cases = []
    for size, walk in _walks(range(1, 9)):
        for k, here in enumerate(walk):
            visited = set(walk[:k + 1])
            counts = onward_counts(size, walk[:k + 1])
            for square in knight_targets(here, size=size, offsets=CLOCKWISE_ORDER):
                if square not in visited:
                    cases.append(Case((size, square, set(visited)), counts[square[0]][square[1]],
                                      f"onward_count({size}, {square}, {_squares(visited)})"))
    return tuple(cases)


def check_onward_count(onward_count: Callable) -> Verdict:
    """Check ``onward_count(size, square, visited)``: how many unvisited squares are one jump from ``square``.

    ``visited`` is the set of squares the knight has visited, its own square included. Compared with
    :func:`boardpuzzles.warnsdorff.onward_counts` at every step of Warnsdorff's walk from the corner on
    the boards of 1 to 8 squares a side, for each candidate of the step (each unvisited square one jump
    from the knight).

    Parameters
    ----------
    onward_count : callable
        The reader's function, as the chapter's exercise cell defines it.

    Examples
    --------
    >>> def onward_count(size, square, visited):
    ...     return sum(t not in visited for t in knight_targets(square, size=size))
    >>> check_onward_count(onward_count)
    All 412 checks passed.
    >>> print(check_onward_count(lambda size, square, visited: len(knight_targets(square, size=size))))
    Not yet: 0 of 412 checks passed.
    The smallest input that fails (squares 0-based): onward_count(3, (1, 2),
        {(0, 0)})
    Expected: 1
    Returned: 2
    A square already visited does not count.
    """
    _require_function(onward_count, "check_onward_count", "onward_count")
    cases = _onward_cases()

    def explain(case, got):
        size, square, visited = case.args
        if got == len(knight_targets(square, size=size)):
            return "a square already visited does not count"
        return None

    return run_checks(onward_count, cases, note=BOARD_NOTE, explain=explain)


@cache
def _next_move_cases() -> tuple[Case, ...]:
    """Each step of Warnsdorff's walk from every square of 1×1 to 5×5 and the corner of 6×6 to 8×8."""
    cases = []
    for size in range(1, 9):
        for start in all_squares(size) if size <= 5 else [(0, 0)]:
            walk = warnsdorff_path(size, start=start)
            for k, here in enumerate(walk):
                visited = set(walk[:k + 1])
                following = walk[k + 1] if k + 1 < len(walk) else None
                cases.append(Case((size, here, visited), following,
                                  f"next_move({size}, {here}, {_squares(visited)})"))
    return tuple(cases)


def check_next_move(next_move: Callable) -> Verdict:
    """Check ``next_move(size, square, visited)``: where Warnsdorff's rule jumps next from ``square``.

    ``visited`` holds the squares visited so far, ``square`` (the knight's) included. The answer is the
    unvisited square one jump away with the fewest unvisited onward squares; of several, the first in
    :data:`~boardpuzzles.warnsdorff.CLOCKWISE_ORDER`; ``None`` when no unvisited square is one jump away.
    Compared with every step of :func:`boardpuzzles.warnsdorff.warnsdorff_path` from every square of
    the boards of 1 to 5 squares a side and from the corner of 6×6 to 8×8.

    Parameters
    ----------
    next_move : callable
        The reader's function, as the chapter's exercise cell defines it.

    Examples
    --------
    >>> def next_move(size, square, visited):
    ...     def onward(target):
    ...         return sum(t not in visited for t in knight_targets(target, size=size))
    ...     candidates = [t for t in knight_targets(square, size=size, offsets=CLOCKWISE_ORDER)
    ...                   if t not in visited]
    ...     return min(candidates, key=onward, default=None)
    >>> check_next_move(next_move)
    All 862 checks passed.
    >>> print(check_next_move(lambda size, square, visited: max(knight_targets(square, size=size), default=None)))
    Not yet: 5 of 862 checks passed.
    The smallest input that fails (squares 0-based): next_move(3, (0, 0),
        {(0, 0)})
    Expected: (1, 2)
    Returned: (2, 1)
    (2, 1) and (1, 2) both have 1 onward square: of a tie, take the first in
        CLOCKWISE_ORDER.
    """
    _require_function(next_move, "check_next_move", "next_move")
    cases = _next_move_cases()

    def explain(case, got):
        size, here, visited = case.args
        got = tuple(got)
        if not is_knight_move(here, got) or not on_board(size, got):
            return f"{got} is not a knight's jump from {here} on the board"
        if got in visited:
            return f"{got} is visited already"
        counts = onward_counts(size, sorted(visited))
        mine, best = counts[got[0]][got[1]], counts[case.expected[0]][case.expected[1]]
        if mine == best:
            return (f"{got} and {case.expected} both have {count_of(mine, 'onward square')}: "
                    "of a tie, take the first in CLOCKWISE_ORDER")
        return f"{got} has {count_of(mine, 'unvisited onward square')}, {case.expected} only {best}"

    return run_checks(next_move, cases, note=BOARD_NOTE, explain=explain,
                      normal=lambda got: got if got is None else tuple(got))


# --- chapter 5: the Tower of Hanoi ---------------------------------------------------------------


def check_moving_disk(moving_disk: Callable) -> Verdict:
    """Check ``moving_disk(k)``: which disk the circular method moves at step ``k`` (1 is the smallest).

    Compared with :func:`boardpuzzles.hanoi.formulas.disk_at_step` for the steps 1 to 1,024, in order.

    Parameters
    ----------
    moving_disk : callable
        The reader's function, as the chapter's exercise cell defines it.

    Examples
    --------
    >>> check_moving_disk(lambda k: bin(k)[::-1].index("1") + 1)
    All 1024 checks passed.
    >>> print(check_moving_disk(lambda k: 1 if k % 2 else 2))
    Not yet: 3 of 1024 checks passed.
    The smallest input that fails: moving_disk(4)
    Expected: 3
    Returned: 2
    """
    _require_function(moving_disk, "check_moving_disk", "moving_disk")
    cases = [Case((k,), disk_at_step(k), f"moving_disk({k})") for k in range(1, 1025)]
    return run_checks(moving_disk, cases)


def check_other_move(other_move: Callable) -> Verdict:
    """Check ``other_move(state)``: line 3 of the circular method, the only legal move that leaves disk 1 alone.

    A state is a tuple of three pegs (0 to 2), each a tuple of its disks from the bottom up; a move is
    ``(disk, source, target)``. The answer is that move, or ``None`` when no disk but disk 1 can move
    (the whole tower stands on disk 1's peg). Compared with the legal moves of
    :func:`boardpuzzles.hanoi.methods.legal_moves` in every state of 1 to 4 disks.

    Parameters
    ----------
    other_move : callable
        The reader's function, as the chapter's exercise cell defines it.

    Examples
    --------
    >>> def other_move(state):
    ...     moves = [move for move in legal_moves(state) if move[0] != 1]
    ...     return moves[0] if moves else None
    >>> check_other_move(other_move)
    All 120 checks passed.
    >>> print(check_other_move(lambda state: legal_moves(state)[0]))
    Not yet: 0 of 120 checks passed.
    The smallest input that fails (pegs 0 to 2): other_move(((1,), (), ()))
    Expected: None
    Returned: (1, 0, 1)
    It moves disk 1, which line 3 leaves alone.
    """
    _require_function(other_move, "check_other_move", "other_move")
    cases = []
    for disks in range(1, 5):
        for state in state_graph(disks):
            moves = [move for move in legal_moves(state) if move[0] != 1]
            cases.append(Case((state,), moves[0] if moves else None, f"other_move({state})"))

    def explain(case, got):
        (state,) = case.args
        try:
            disk, source, target = got
        except (TypeError, ValueError):
            return "return a move (disk, source, target), or None"
        if disk == 1:
            return "it moves disk 1, which line 3 leaves alone"
        return why_illegal(state, (disk, source, target))

    return run_checks(other_move, cases, note=" (pegs 0 to 2)", explain=explain,
                      normal=lambda got: got if got is None else tuple(got))


#: Every check, by the name of the function it checks, with the chapter that teaches it.
EXERCISES: dict[str, tuple[int, Callable[[Callable], Verdict]]] = {
    "is_on_board": (1, check_is_on_board),
    "jump_targets": (1, check_jump_targets),
    "next_layer": (2, check_next_layer),
    "walk_back": (2, check_walk_back),
    "number_board": (3, check_number_board),
    "is_lost": (3, check_is_lost),
    "onward_count": (4, check_onward_count),
    "next_move": (4, check_next_move),
    "moving_disk": (5, check_moving_disk),
    "other_move": (5, check_other_move),
}
