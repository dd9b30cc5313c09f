"""Chapter 2's exercises, the fewest moves: one layer of breadth-first search, and the path its parents record."""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

from boardpuzzles.board import all_squares, format_square
from boardpuzzles.distance import bfs_layers, breadth_first_search, shortest_path
from boardpuzzles.exercises._hints import as_squares, squares_hint
from boardpuzzles.exercises._layout import set_text
from boardpuzzles.exercises.checking import BOARD_NOTE, Case, Verdict, require_function, run_checks
from boardpuzzles.knight import KNIGHT_OFFSETS

#: How the checks call the reader's functions: the board size first where there is one.
_SIGNATURES = {"next_layer": "next_layer(size, layer, seen)", "walk_back": "walk_back(parent, target)"}


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
                                  f"next_layer({size}, {layer}, {set_text(seen)})"))
    return tuple(cases)


def check_next_layer(next_layer: Callable) -> Verdict:
    """Check ``next_layer(size, layer, seen)``: one step of breadth-first search for the knight.

    ``layer`` lists the squares exactly k moves from the start, in the order the search found them,
    and ``seen`` is the set of every square reached so far (the layers 0 to k). The answer is layer
    k + 1, a list: the squares one jump from the layer that are not in ``seen``, each once, in the order
    the search finds them (the layer's squares in turn, each one's jumps in the order of
    :data:`~boardpuzzles.knight.KNIGHT_OFFSETS`), and an empty list after the last layer. Compared with
    :func:`boardpuzzles.distance.bfs_layers` from every square of the boards of 1 to 6 squares a side
    and from the corner of 7×7 and 8×8.

    Parameters
    ----------
    next_layer : callable
        The reader's function, as the chapter's exercise cell defines it.

    Examples
    --------
    A layer that lists every jump of the layer, seen or not, fails, and the check says why:

    >>> from boardpuzzles.knight import knight_targets
    >>> print(check_next_layer(lambda size, layer, seen: [t for s in layer for t in knight_targets(size, s)]))
    Not yet: 93 of 448 checks passed.
    The smallest input that fails (squares 0-based): next_layer(3, [(1, 2),
        (2, 1)], {(0, 0), (1, 2), (2, 1)})
    Expected: [(2, 0), (0, 2)], that is (3 1) (1 3) as the book counts
    Returned: [(0, 0), (2, 0), (0, 0), (0, 2)], that is (1 1) (3 1) (1 1) (1 3) as
        the book counts
    It lists (0, 0) twice.
    """
    require_function(next_layer, "check_next_layer", "next_layer")
    order = "take the layer's squares in order, and each one's jumps in the order of KNIGHT_OFFSETS"
    return run_checks(next_layer, _layer_cases(), note=BOARD_NOTE, normal=as_squares,
                      signature=_SIGNATURES["next_layer"],
                      explain=lambda case, got: squares_hint(case.expected, got, seen=case.args[2], order=order))


@cache
def _walk_back_cases() -> tuple[Case, ...]:
    """Every target of the knight's search from the corner of 1×1 to 8×8, with its parents."""
    cases = []
    for size in range(1, 9):
        _, parent = breadth_first_search(size, KNIGHT_OFFSETS, (0, 0))
        for target in all_squares(size):
            cases.append(Case((parent, target), shortest_path(size, 1, 2, target=target),
                              f"walk_back(parent, {target}), with the parents of the search on the "
                              f"{size}×{size} board from (0, 0)", f"the target {format_square(target)} from (1 1)"))
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
    A path of the target alone fails, and the check says why:

    >>> print(check_walk_back(lambda parent, target: [target]))
    Not yet: 8 of 204 checks passed.
    The smallest input that fails (squares 0-based): walk_back(parent, (0, 1)),
        with the parents of the search on the 2×2 board from (0, 0), that is the
        target (1 2) from (1 1) as the book counts
    Expected: None
    Returned: [(0, 1)], that is (1 2) as the book counts
    The search never reached (0, 1), so there is no path: return None.
    """
    require_function(walk_back, "check_walk_back", "walk_back")

    def explain(case, got):
        if case.expected is None:
            return f"the search never reached {case.args[1]}, so there is no path: return None"
        if as_squares(got) == case.expected[::-1]:
            return "the right squares from the target back to the start: reverse them"
        return squares_hint(case.expected, got)

    return run_checks(walk_back, _walk_back_cases(), note=BOARD_NOTE, explain=explain,
                      signature=_SIGNATURES["walk_back"], normal=lambda got: got if got is None else as_squares(got))
