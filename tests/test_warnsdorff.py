"""Tests for boardpuzzles.warnsdorff (chapter 4): the article's rule, Warnsdorff's rule and its tie-breaks,
the robust solver and its fallback search, and closed tours."""

import re
from array import array

import pytest
from conftest import NO_COVER, is_walk

from boardpuzzles.board import all_squares
from boardpuzzles.errors import BoardSizeError, SquareError
from boardpuzzles.knight import knight_targets, move_counts
from boardpuzzles.search import SearchBudgetExceeded, SearchResult
from boardpuzzles.tour import board_numbering, is_knight_tour, no_tour_reason
from boardpuzzles.warnsdorff import (
    CLOCKWISE_ORDER,
    HORSE_BOARD_BUDGET,
    TIE_BREAKS,
    candidate_orders,
    closed_tour,
    horse_board_candidates,
    horse_board_search,
    onward_counts,
    padded,
    robust,
    robust_tour,
    warnsdorff_path,
    warnsdorff_tour,
    warnsdorff_walk,
)

#: The squares the article's Java method ``next`` tries, in its order (``x`` is the column, ``y`` the row).
JAVA_NEXT = "(x-2, y-1), (x-1, y-2), (x+1, y-2), (x+2, y-1), (x+2, y+1), (x+1, y+2), (x-1, y+2), (x-2, y+1)"
JAVA_STEPS = [(int(dx), int(dy)) for dx, dy in re.findall(r"\(x([+-]\d), y([+-]\d)\)", JAVA_NEXT)]


def test_clockwise_order_is_the_java_programs_order():
    assert len(JAVA_STEPS) == 8
    assert list(CLOCKWISE_ORDER) == [(dy, dx) for dx, dy in JAVA_STEPS]


# --- the article's rule ---------------------------------------------------------------------


def java_transcription(size, row, col):
    """A line-by-line recursive transcription of the article's Java, as the reference (small boards only)."""
    X = Y = size
    visited = [False] * (X * Y)
    board = [[0] * X for _ in range(Y)]
    state = {"finish": False, "calls": 0}

    def nxt(x, y):
        return [(x + dx, y + dy) for dx, dy in JAVA_STEPS if 0 <= x + dx < X and 0 <= y + dy < Y]

    def traversal(row, col, step):
        if state["finish"]:
            return
        state["calls"] += 1
        board[row][col] = step
        visited[row * X + col] = True
        ps = sorted(nxt(col, row), key=lambda p: len(nxt(*p)))  # Python's sort is stable, like Java's
        while ps:
            x, y = ps.pop(0)
            if not visited[y * X + x]:
                traversal(y, x, step + 1)
        if step < X * Y and not state["finish"]:
            board[row][col] = 0
            visited[row * X + col] = False
        else:
            state["finish"] = True

    traversal(row, col, 1)
    return board, state["calls"]


@pytest.mark.parametrize("size, start", [(5, (0, 0)), (5, (2, 2)), (6, (0, 0)), (6, (1, 4)), (8, (0, 0)), (8, (3, 3))])
def test_horse_board_search_matches_the_java_program(size, start):
    board, calls = java_transcription(size, *start)
    result = horse_board_search(size, start=start)
    assert isinstance(result, SearchResult) and is_knight_tour(size, result.path)
    assert board_numbering(size, result.path) == board
    assert result.nodes == calls


def test_the_articles_run_on_8x8_from_row_1_col_1():
    result = horse_board_search(8, start=(0, 0))
    assert is_knight_tour(8, result.path) and result.path[0] == (0, 0)
    assert result.nodes == 1952


@pytest.mark.parametrize("square", [(0, 0), (4, 4), (7, 1), (2, 6)])
def test_horse_board_candidates_count_visited_squares_too(square):
    candidates = horse_board_candidates(8, square)
    counts = [len(knight_targets(8, target)) for target in candidates]
    assert sorted(candidates) == sorted(knight_targets(8, square)) and counts == sorted(counts)
    for a, b in zip(candidates, candidates[1:]):  # a stable sort: equal counts keep the article's order
        if len(knight_targets(8, a)) == len(knight_targets(8, b)):
            assert CLOCKWISE_ORDER.index((a[0] - square[0], a[1] - square[1])) < \
                CLOCKWISE_ORDER.index((b[0] - square[0], b[1] - square[1]))


@NO_COVER
@pytest.mark.parametrize("size", [1, 2, 3, 4])
def test_horse_board_search_explores_everything_when_no_tour_exists(size):
    for start in all_squares(size):
        result = horse_board_search(size, start=start)
        board, calls = java_transcription(size, *start)
        assert result.nodes == calls  # the Java program places the same squares before it gives up
        assert result.path is None if size > 1 else result.path == [start]


def test_horse_board_search_stops_at_its_budget():
    assert horse_board_search(8, budget=1952).nodes == 1952
    with pytest.raises(SearchBudgetExceeded, match="the article's search stopped after its budget of 1,951 nodes"):
        horse_board_search(8, budget=1951)
    with pytest.raises(SearchBudgetExceeded) as error:
        horse_board_search(12, budget=5000)
    assert (error.value.budget, error.value.unit) == (5000, "nodes")


def test_the_default_budget_covers_the_chapters_run_and_stops_big_boards():
    assert horse_board_search(8).nodes == 1952 < HORSE_BOARD_BUDGET  # chapter 4 runs it with the default


# --- Warnsdorff's rule and its tie-breaks ---------------------------------------------------


def centre_distance(square, size):
    """Squared distance from the centre of the board, in doubled coordinates (whole numbers)."""
    return (2 * square[0] - size + 1) ** 2 + (2 * square[1] - size + 1) ** 2


def reference_walk(size, start, tie, pick=min):
    """Warnsdorff's rule written plainly, as the reference for ``warnsdorff_path``.

    Among the unvisited targets with the fewest unvisited onward squares, ``"first"`` takes the
    first in :data:`CLOCKWISE_ORDER`; ``"roth"`` the first of those farthest from the centre;
    ``"pohl"`` the first whose unvisited onward squares have the smallest total count. ``pick=max``
    turns both rules round (nearest the centre, largest total), to show that the tests can tell.
    """
    path, seen = [start], {start}

    def count(square):
        return sum(target not in seen for target in knight_targets(size, square))

    while True:
        options = [target for target in knight_targets(size, path[-1], offsets=CLOCKWISE_ORDER)
                   if target not in seen]
        if not options:
            return path
        tied = [target for target in options if count(target) == min(map(count, options))]
        if tie == "roth":
            tied = [pick(tied, key=lambda square: -centre_distance(square, size))]
        elif tie == "pohl":
            tied = [pick(tied, key=lambda square: sum(count(t) for t in knight_targets(size, square)
                                                      if t not in seen))]
        path.append(tied[0])
        seen.add(tied[0])


CASES = [(n, start) for n in range(5, 13) for start in [(0, 0), (n // 2, n // 3)]] + [(1, (0, 0)), (4, (1, 1))]


@pytest.mark.parametrize("tie", TIE_BREAKS)
@pytest.mark.parametrize("size, start", CASES)
def test_each_tie_break_walks_as_the_reference(size, start, tie):
    assert warnsdorff_path(size, start=start, tie=tie) == reference_walk(size, start, tie)


@pytest.mark.parametrize("tie", ["roth", "pohl"])
@NO_COVER
def test_the_reference_tells_each_tie_break_from_its_opposite(tie):
    turned = [case for case in CASES if reference_walk(*case, tie, pick=max) != reference_walk(*case, tie)]
    assert len(turned) >= len(CASES) // 2
    assert all(warnsdorff_path(case[0], start=case[1], tie=tie) != reference_walk(*case, tie, pick=max)
               for case in turned)


def test_the_three_tie_breaks_walk_three_different_tours_of_6x6():
    walks = {tie: warnsdorff_path(6, start=(0, 0), tie=tie) for tie in TIE_BREAKS}
    assert all(is_knight_tour(6, walk) for walk in walks.values())
    assert walks["first"][:14] == walks["roth"][:14] == walks["pohl"][:14]
    # From (6 5), move 15 has two candidates with the fewest onward squares: (4 4) comes first
    # in the clockwise order, (4 6) lies farther from the centre.
    assert [walk[14] for walk in walks.values()] == [(3, 3), (3, 5), (3, 3)]
    # From (4 4), Pohl's look-ahead picks (5 6) where the first of the ties is (2 5).
    assert walks["first"][15] == (1, 4) and walks["pohl"][15] == (4, 5)


@pytest.mark.parametrize("tie", TIE_BREAKS)
@pytest.mark.parametrize("size", [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 15, 16, 23, 38])
def test_warnsdorff_path_is_a_knight_walk(size, tie):
    path = warnsdorff_path(size, start=(0, 0), tie=tie)
    assert path[0] == (0, 0) and is_walk(path, size)
    found = warnsdorff_tour(size, start=(0, 0), tie=tie) is not None
    assert found == (len(path) == size * size) == is_knight_tour(size, path)


def test_other_offset_orders_are_followed():
    order = candidate_orders()[9]
    path = warnsdorff_path(8, start=(0, 0), tie="first", offsets=order)
    assert path[1] == knight_targets(8, (0, 0), offsets=order)[0] and is_walk(path, 8)


def test_plain_warnsdorff_fails_where_the_chapter_says():
    assert warnsdorff_tour(8, start=(3, 5)) is None and len(warnsdorff_path(8, start=(3, 5))) == 60
    assert sum(warnsdorff_tour(8, start=s) is not None for s in all_squares(8)) == 63
    assert [n for n in range(5, 60) if warnsdorff_tour(n) is None] == [7, 38, 41, 54, 56]


def test_the_articles_count_is_never_below_the_unvisited_count():
    """Chapter 4's claim: the article sorts by on-board squares, visited ones too, so it overcounts."""
    path = horse_board_search(8, start=(0, 0)).path
    overcounts = 0
    for k in range(1, len(path)):
        counts = onward_counts(8, path[:k])
        for square in horse_board_candidates(8, path[k - 1]):
            if counts[square[0]][square[1]] >= 0:
                static = len(horse_board_candidates(8, square))
                assert static >= counts[square[0]][square[1]]
                overcounts += static > counts[square[0]][square[1]]
    assert overcounts > 0


@NO_COVER
def test_roth_and_the_look_ahead_fail_on_different_boards():
    """Chapter 4's table of failures from the corner, n = 5 to 120."""
    failures = {tie: [n for n in range(5, 121) if warnsdorff_tour(n, tie=tie) is None] for tie in TIE_BREAKS}
    assert failures["roth"] == [7, 37] and failures["pohl"] == [8, 19, 53, 86, 104]
    assert len(failures["first"]) == 15 and not set(failures["roth"]) & set(failures["pohl"])


def test_onward_counts_start_as_the_move_counts():
    assert onward_counts(4, []) == [[2, 3, 3, 2], [3, 4, 4, 3], [3, 4, 4, 3], [2, 3, 3, 2]]
    after = onward_counts(4, [(0, 0)])
    assert after[0][0] == -1 and after[1][2] == 3 and after[2][1] == 3


@pytest.mark.parametrize("size", [*range(1, 13), 1000, 2000])
def test_padded_counts_are_the_move_counts_inside_a_border(size):
    width = size + 4
    counts = padded._padded_counts(size, width)
    inner = [list(counts[(row + 2) * width + 2:(row + 2) * width + 2 + size]) for row in range(size)]
    assert counts.count(255) == width * width - size * size
    assert sum(map(sum, inner)) == 8 * (size - 1) * (size - 2)  # every 2×3 and 3×2 rectangle holds 4 jumps
    if size <= 1000:  # knight_targets' own limit
        edges = {0, 1, 2, size // 2, size - 3, size - 2, size - 1} & set(range(size))
        assert all(inner[r][c] == len(knight_targets(size, (r, c))) == inner[c][r]
                   for r in edges for c in range(size))
    if size <= 12:
        assert inner == move_counts(size)


@pytest.mark.parametrize("call, message", [
    (lambda: warnsdorff_path(0), "board size must be between 1 and 2000, got 0"),
    (lambda: warnsdorff_path(8, start=(8, 0)), r"start square \(8, 0\) is off the 8×8 board"),
    (lambda: warnsdorff_path(8, tie="random"), "tie rule must be one of first, roth, pohl, got 'random'"),
    (lambda: warnsdorff_path(8, offsets=CLOCKWISE_ORDER[:7]), "offsets must be the eight knight jumps"),
    (lambda: horse_board_search(8, budget=0), "budget must be between 1 and"),
    (lambda: horse_board_candidates(8, (0, 9)), r"^square \(0, 9\) is off the 8×8 board"),  # the knight's square
    (lambda: onward_counts(3, [(0, 0), (3, 1)]), r"^path square \(3, 1\) is off the 3×3 board"),
    (lambda: warnsdorff_path(8, offsets=[1, 2, 3]), r"offsets must be the eight knight jumps in some order, got \[1,"),
    (lambda: warnsdorff_path(8, offsets=8), "offsets must be the eight knight jumps in some order, got 8"),
    (lambda: horse_board_search(1001), "board size must be between 1 and 1000, got 1001"),
    (lambda: onward_counts(2001, []), "board size must be between 1 and 1000, got 2001"),
    (lambda: robust_tour(2001), "board size must be between 1 and 2000, got 2001"),
    (lambda: robust_tour(2.5), "board size must be a whole number, got 2.5"),
    (lambda: robust_tour(8, budget=0), "budget must be between 1 and"),
    (lambda: closed_tour(202), "board size must be between 1 and 200, got 202"),
    (lambda: closed_tour(8, seed="x"), "seed must be a whole number"),
    (lambda: closed_tour(8, budget=0), "budget must be between 1 and"),
])
def test_bad_input_raises_value_error(call, message):
    with pytest.raises(ValueError, match=message):
        call()


@pytest.mark.parametrize("tie", TIE_BREAKS)
@pytest.mark.parametrize("extra", [CLOCKWISE_ORDER[0], CLOCKWISE_ORDER[7]])
def test_offsets_with_a_jump_twice_are_refused_even_when_all_eight_are_there(tie, extra):
    """Nine offsets, every knight jump among them: not "the eight knight jumps in some order"."""
    with pytest.raises(ValueError, match=r"offsets must be the eight knight jumps in some order, got \(\("):
        warnsdorff_path(8, tie=tie, offsets=CLOCKWISE_ORDER + (extra,))


# --- the robust solver ----------------------------------------------------------------------


def test_candidate_orders_are_the_rotations_of_the_clockwise_order_then_of_its_reverse():
    turns = [list(CLOCKWISE_ORDER), list(CLOCKWISE_ORDER)[::-1]]
    assert candidate_orders() == [tuple(turn[k:] + turn[:k]) for turn in turns for k in range(8)]


@pytest.mark.parametrize("size", range(5, 13))
def test_robust_solver_never_fails_from_any_square(size):
    for start in all_squares(size):
        tour = robust_tour(size, start=start)
        if size % 2 == 1 and sum(start) % 2 == 1:
            assert tour is None and "colour of the corners" in no_tour_reason(size, start=start)
        else:
            assert tour[0] == start and is_knight_tour(size, tour)


@NO_COVER
@pytest.mark.parametrize("size", [*range(13, 61), 180, 285])
def test_robust_solver_from_the_corner(size):
    assert is_knight_tour(size, robust_tour(size))


@pytest.mark.parametrize("size", [2, 3, 4])
def test_no_open_tour_on_small_boards(size):
    assert no_tour_reason(size) is not None
    assert all(robust_tour(size, start=start) is None for start in all_squares(size))


def test_one_square_is_a_tour():
    assert robust_tour(1) == [(0, 0)] and warnsdorff_path(1) == [(0, 0)]


# --- the robust solver's fallback: depth-first search in Warnsdorff order ------------------


def reference_fallback(size, start):
    """The fallback search written plainly, recursive: the reference for ``warnsdorff.robust._backtrack``.

    Candidates in order of fewest unvisited onward squares, then farthest from the centre, then
    :data:`CLOCKWISE_ORDER`. A square is a dead end when, with more than one square left after it,
    one of its unvisited neighbours has no unvisited neighbour of its own.
    """
    near = {square: knight_targets(size, square, offsets=CLOCKWISE_ORDER) for square in all_squares(size)}
    path, seen, nodes = [start], {start}, 1

    def onward(square):
        return [target for target in near[square] if target not in seen]

    def extend():
        nonlocal nodes
        if len(path) == size * size:
            return True
        options = onward(path[-1])
        if size * size - len(path) > 1 and any(not onward(target) for target in options):
            return False
        for target in sorted(options, key=lambda t: (len(onward(t)), -centre_distance(t, size))):
            nodes += 1
            path.append(target)
            seen.add(target)
            if extend():
                return True
            seen.discard(path.pop())
        return False

    return (path if extend() else None), nodes


def fallback(size, start, budget=10**6):
    """Run the fallback search directly; return its tour as squares (or None) and its nodes."""
    result = robust._backtrack(size, start, budget)
    return (None if result.path is None else padded._to_squares(result.path, size)), result.nodes


@pytest.mark.parametrize("size, start, backtracks", [
    (1, (0, 0), False), (3, (0, 0), True), (4, (0, 0), True), (4, (1, 1), True), (5, (0, 0), False),
    (6, (2, 2), False), (7, (1, 1), True), (7, (1, 5), True), (7, (2, 2), True),
])
def test_the_fallback_searches_as_the_reference(size, start, backtracks):
    path, nodes = fallback(size, start)
    assert (path, nodes) == reference_fallback(size, start)
    assert (nodes > len(path or [])) == backtracks
    assert (path is not None) == (no_tour_reason(size, start=start) is None)


@NO_COVER
def test_the_fallback_proves_there_is_no_tour_from_the_wrong_colour():
    path, nodes = fallback(5, (0, 1))
    assert path is None and nodes == 93349


@pytest.mark.parametrize("size", [5, 6, 8])
def test_the_fallback_finds_a_tour_from_every_square_where_one_exists(size):
    for start in all_squares(size):
        if no_tour_reason(size, start=start) is None:  # the other colour of 5×5 costs 93,349 nodes a square
            path, _ = fallback(size, start)
            assert is_knight_tour(size, path) and path[0] == start


def test_the_fallback_stops_at_its_budget():
    assert robust._backtrack(7, (1, 1), 54).nodes == 54
    with pytest.raises(SearchBudgetExceeded, match="fallback search stopped after its budget of 53 nodes"):
        robust._backtrack(7, (1, 1), 53)


def test_robust_solver_falls_back_when_every_greedy_walk_gets_stuck(monkeypatch):
    stuck = []

    def stuck_greedy(size, start, offsets, tie):
        stuck.append((offsets, tie))
        return array("l", [(start[0] + 2) * (size + 4) + start[1] + 2])  # stuck on the first square

    monkeypatch.setattr(robust, "_greedy", stuck_greedy)
    assert robust_tour(7, start=(2, 2)) == fallback(7, (2, 2))[0]
    assert len(stuck) == 2 * len(candidate_orders())
    with pytest.raises(SearchBudgetExceeded, match="fallback search"):
        robust_tour(7, start=(2, 2), budget=1000)
    assert robust_tour(7, start=(0, 1)) is None  # the colour rule answers before any search


# --- closed tours -------------------------------------------------------------------------


@pytest.mark.parametrize("size", range(6, 51, 2))
def test_closed_tour_for_every_even_size(size):
    start = (size // 3, size - 2)
    tour = closed_tour(size, start=start)
    assert tour[0] == start and is_knight_tour(size, tour, closed=True)


@pytest.mark.parametrize("size", [6, 10, 16])
def test_each_seed_gives_its_own_closed_tour_and_always_the_same(size):
    tours = [closed_tour(size, seed=seed) for seed in range(4)]
    assert all(is_knight_tour(size, tour, closed=True) and tour[0] == (0, 0) for tour in tours)
    assert len({tuple(tour) for tour in tours}) == 4
    assert [closed_tour(size, seed=seed) for seed in range(4)] == tours


@pytest.mark.parametrize("size", [20, 30, 40, 50])
def test_rotations_towards_the_first_square_close_a_tour_within_a_few_hundred(size):
    # Random rotations alone need thousands on these boards; half aimed at the first square, under 350.
    for seed in range(4):
        assert is_knight_tour(size, closed_tour(size, seed=seed, budget=500), closed=True)


@pytest.mark.parametrize("size", [1, 2, 3, 4, 5, 7, 9, 21])
def test_no_closed_tour_on_odd_or_tiny_boards(size):
    assert closed_tour(size) is None and no_tour_reason(size, closed=True) is not None


def test_closing_budget_counts_rotations():
    with pytest.raises(SearchBudgetExceeded, match="budget of 1 rotations") as error:
        closed_tour(40, budget=1)
    assert (error.value.budget, error.value.unit) == (1, "rotations")


# --- what a search out of budget says --------------------------------------------------------


def advice_of(call) -> str:
    """Run ``call``, which must run out of budget; return the advice its message ends with."""
    with pytest.raises(SearchBudgetExceeded) as error:
        call()
    head, advice = str(error.value).split(" without finishing; ")
    assert head == f"{error.value.what} stopped after its budget of {error.value.budget:,} {error.value.unit}"
    return advice


@pytest.mark.parametrize("size, start", [(12, (0, 0)), (12, (1, 2)), (1000, (0, 0))])
def test_the_articles_search_out_of_budget_says_its_need_is_unknown_and_names_a_call_that_works(size, start):
    advice = advice_of(lambda: horse_board_search(size, start=start, budget=500))
    where = "" if start == (0, 0) else f", start={start}"
    assert advice == ("the full search may need far more nodes, and how many is not known in advance: pass a larger "
                      f"budget or, if any tour will do, call robust_tour({size}{where}), which counts only unvisited "
                      "squares")
    if size <= 12:
        tour = robust_tour(size, start=start)
        assert is_knight_tour(size, tour) and tour[0] == start


def test_the_fallback_out_of_budget_says_the_greedy_walks_failed_and_what_to_pass():
    advice = advice_of(lambda: robust._backtrack(7, (1, 1), 53))
    assert advice == ("every greedy walk got stuck, and how many nodes the search needs is not known in advance: "
                      "pass robust_tour a larger budget")
    assert robust._backtrack(7, (1, 1), 54).path is not None  # a larger budget is the cure


def test_closing_out_of_budget_suggests_another_seed_and_invents_no_number():
    advice = advice_of(lambda: closed_tour(40, seed=0, budget=100))  # seed 0 needs 246 rotations on 40×40
    assert advice == "another seed takes other rotations: try one, or pass a larger budget"
    assert is_knight_tour(40, closed_tour(40, seed=1, budget=100), closed=True)  # seed 1 needs 31: the advice helps



@NO_COVER
@pytest.mark.parametrize("size", range(1, 11))
def test_the_readable_walk_is_the_fast_walk_from_every_square(size):
    """warnsdorff_walk, the chapter's readable program, walks square for square as warnsdorff_path."""
    for start in [(row, col) for row in range(size) for col in range(size)]:
        assert warnsdorff_walk(size, start=start) == warnsdorff_path(size, start=start)


def test_the_readable_walk_refuses_what_the_fast_walk_refuses():
    with pytest.raises(BoardSizeError):
        warnsdorff_walk(0)
    with pytest.raises(SquareError):
        warnsdorff_walk(5, start=(5, 0))
