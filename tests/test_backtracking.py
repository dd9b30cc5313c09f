"""Tests for boardpuzzles.backtracking (chapter 3): the judge's search, the pruned search, events and counts."""

from __future__ import annotations

import random
import re
import time

import pytest
from conftest import NO_COVER, is_walk, read_duration

from boardpuzzles.backtracking import (
    ARTICLE_ORDER,
    COUNT_BUDGET,
    JUDGE_MAX_SIZE,
    PROGRAM_BUDGET,
    PRUNED_SEARCH_BUDGET,
    TOUR_SEARCH_BUDGET,
    RemainingSquares,
    SearchEvent,
    backtracking_search,
    backtracking_tour,
    count_nodes,
    count_tours,
    counting,
    dead_end,
    estimate_count_nodes,
    jump_table,
    jumps,
    knights_path_program,
    pruned_search,
    pruned_tour,
    replay_events,
    search_events,
    searches,
)
from boardpuzzles.board import all_squares
from boardpuzzles.knight import KNIGHT_OFFSETS, knight_targets, total_knight_moves
from boardpuzzles.search import MAX_BUDGET, SearchBudgetExceeded, SearchResult
from boardpuzzles.tour import board_numbering, format_board, is_knight_tour
from boardpuzzles.warnsdorff import robust_tour

#: The move arrays of the article's C program, as printed there.
C_ARRAYS = """\
int xMove[8] = { 2, 1, -1, -2, -2, -1, 1, 2 };
int yMove[8] = { 1, 2, 2, 1, -1, -2, -2, -1 };"""

JUDGE_SAMPLE_5 = """\
 1  6 15 10 21
14  9 20  5 16
19  2  7 22 11
 8 13 24 17  4
25 18  3 12 23"""


def c_array(name: str) -> list[int]:
    """Read one of the C program's arrays out of :data:`C_ARRAYS`."""
    body = re.search(rf"{name}\[8\] = {{(.*?)}}", C_ARRAYS).group(1)
    return [int(word) for word in body.split(",")]


def brute_force_count(size: int, start) -> int:
    """Count the tours from ``start`` with no pruning at all: every path is followed to its end."""
    near = {square: knight_targets(size, square) for square in all_squares(size)}
    seen = {start}

    def extend(square) -> int:
        if len(seen) == size * size:
            return 1
        total = 0
        for target in near[square]:
            if target not in seen:
                seen.add(target)
                total += extend(target)
                seen.discard(target)
        return total

    return extend(start)


# --- the judge's problem and the article's program ----------------------------------------


def test_article_order_is_the_c_programs_arrays():
    assert list(ARTICLE_ORDER) == list(zip(c_array("xMove"), c_array("yMove")))


def test_judge_sample_5_is_reproduced_exactly():
    assert format_board(board_numbering(5, backtracking_tour(5)), width=2) == JUDGE_SAMPLE_5


@pytest.mark.parametrize("size", range(1, 7))
@NO_COVER
def test_plain_search_matches_the_port_of_the_articles_c(size):
    result = backtracking_search(size)
    assert isinstance(result, SearchResult)
    assert result == knights_path_program(size)


@pytest.mark.parametrize("size", [1, 5, 6])
def test_found_tours_are_tours_from_the_corner(size):
    tour = backtracking_tour(size)
    assert is_knight_tour(size, tour) and tour[0] == (0, 0)


@pytest.mark.parametrize("size", [2, 3, 4])
def test_small_boards_have_no_tour(size):
    assert backtracking_tour(size) is None and pruned_tour(size) is None
    assert knights_path_program(size).path is None


@pytest.mark.parametrize("size", range(1, 9))
@pytest.mark.parametrize("order", [ARTICLE_ORDER, KNIGHT_OFFSETS])
def test_jump_table_lists_every_jump_once_in_order(size, order):
    table = jump_table(size, order=order)
    assert len(table) == size * size and sum(map(len, table)) == total_knight_moves(size)
    for square, targets in enumerate(table):
        row, col = divmod(square, size)
        offsets = [(t // size - row, t % size - col) for t in targets]
        assert all(square in table[t] for t in targets)  # a jump can be made back
        assert offsets == [offset for offset in order if offset in offsets]


# --- the pruned search finds the same first tour ------------------------------------------


@pytest.mark.parametrize("size", range(1, 7))  # n = 7 (7 million plain nodes) is checked by chapter 3
def test_pruned_search_finds_the_same_first_tour(size):
    plain, pruned = backtracking_search(size), pruned_search(size)
    assert pruned.path == plain.path
    assert pruned.nodes <= plain.nodes
    assert pruned.nodes < plain.nodes or size < 3


def test_pruned_search_at_8_is_a_tour_in_few_nodes():
    result = pruned_search(8)
    assert is_knight_tour(8, result.path) and result.path[0] == (0, 0)
    assert result.nodes == 313


@pytest.mark.parametrize("seed", range(10))
def test_pruned_matches_plain_for_other_move_orders(seed):
    order = list(KNIGHT_OFFSETS)
    random.Random(seed).shuffle(order)
    plain = backtracking_search(5, order=order)
    assert pruned_search(5, order=order).path == plain.path
    assert is_knight_tour(5, plain.path)


@pytest.mark.parametrize("start", [(r, c) for r in range(5) for c in range(5) if (r + c) % 2 == 0] + [(0, 1)])
@NO_COVER
def test_pruned_matches_plain_from_other_starts_on_5x5(start):
    plain = backtracking_search(5, start=start)
    assert pruned_search(5, start=start).path == plain.path
    # On 5×5 only the 13 squares of the corners' colour can start a tour.
    assert (plain.path is not None) == (sum(start) % 2 == 0)


def test_node_counts_of_the_chapter():
    assert [count_nodes(n) for n in range(1, 7)] == [1, 1, 15, 2223, 8840, 248169]
    assert [count_nodes(n, pruned=True) for n in range(1, 9)][-1] == 313
    reverse = tuple(reversed(ARTICLE_ORDER))
    assert [count_nodes(n, order=reverse) for n in (5, 6)] == [14009, 58692]
    assert [count_nodes(n, pruned=True, order=reverse) for n in (5, 6)] == [38, 40]


# --- counting tours -------------------------------------------------------------------------


@NO_COVER
def test_count_5x5_tours():
    assert count_tours(5) == 1728
    assert count_tours(5, start=(0, 0)) == 304


@pytest.mark.parametrize("start", [(0, 0), (2, 2), (1, 3), (0, 2)])
@NO_COVER
def test_pruned_count_agrees_with_brute_force(start):
    assert count_tours(5, start=start) == brute_force_count(5, start)


@NO_COVER
def test_count_is_the_sum_over_starts_and_has_the_boards_symmetry():
    counts = {square: count_tours(5, start=square) for square in all_squares(5)}
    assert sum(counts.values()) == count_tours(5)
    assert counts[(0, 0)] == counts[(0, 4)] == counts[(4, 0)] == counts[(4, 4)]
    assert counts[(1, 2)] == counts[(2, 1)] == counts[(3, 2)] == counts[(2, 3)]


@pytest.mark.parametrize("size, expected", [(1, 1), (2, 0), (3, 0), (4, 0)])
def test_small_counts(size, expected):
    assert count_tours(size) == expected
    assert sum(brute_force_count(size, start) for start in all_squares(size)) == expected


def smallest_budget(count) -> int:
    """Return the smallest budget with which ``count(budget)`` finishes (it raises below that)."""
    low, high = 1, COUNT_BUDGET
    while low < high:
        middle = (low + high) // 2
        try:
            count(middle)
            high = middle
        except SearchBudgetExceeded:
            low = middle + 1
    return low


@NO_COVER
@pytest.mark.parametrize("size", [2, 4])
def test_one_budget_covers_the_count_over_every_start(size):
    per_start = [smallest_budget(lambda budget, square=square: count_tours(size, start=square, budget=budget))
                 for square in all_squares(size)]
    assert smallest_budget(lambda budget: count_tours(size, budget=budget)) == sum(per_start)


def test_remembered_finishes_save_nodes():
    # Counted square by square, 5×5 from a corner takes 4,963 nodes; remembering the number of
    # ways to finish from each (square, squares left) brings it down to 2,821.
    assert count_tours(5, start=(0, 0), budget=2821) == 304
    with pytest.raises(SearchBudgetExceeded):
        count_tours(5, start=(0, 0), budget=2820)


# --- the search as events -----------------------------------------------------------------


def test_events_replay_a_legal_search():
    events = search_events(5, limit=400)
    assert {event.kind for event in events} == {"place", "undo"}
    path = []
    for event in events:
        if event.kind == "place":
            assert event.number == len(path) + 1
            assert event.square not in path and is_walk(path + [event.square], 5)
            path.append(event.square)
        else:
            assert path and path[-1] == event.square and event.number == len(path)
            path.pop()
    boards = replay_events(5, events)
    assert len(boards) == len(events) and boards[-1] == board_numbering(5, path)


def test_events_run_to_the_tour():
    events = search_events(5, limit=100_000)
    assert sum(event.kind == "place" for event in events) == count_nodes(5)
    assert replay_events(5, events)[-1] == board_numbering(5, backtracking_tour(5))


def test_events_of_a_search_that_finds_nothing_end_with_the_first_square_taken_back():
    events = search_events(3, limit=1000)
    assert events[-1] == SearchEvent("undo", (0, 0), 1) and sum(e.kind == "place" for e in events) == 15



def replayed_path(events, size: int) -> list:
    """Check that ``events`` place and take back squares like a legal search; return the path they leave."""
    path = []
    for event in events:
        if event.kind == "place":
            assert event.number == len(path) + 1
            assert event.square not in path and is_walk(path + [event.square], size)
            path.append(event.square)
        else:
            assert path and path[-1] == event.square and event.number == len(path)
            path.pop()
    return path


@pytest.mark.parametrize("size", [1, 2, 3, 4, pytest.param(5, marks=NO_COVER)])
def test_pruned_events_are_those_of_the_pruned_search_from_every_start(size):
    for start in all_squares(size):
        events = search_events(size, limit=1_000_000, start=start, pruned=True)
        result = pruned_search(size, start=start)
        path = replayed_path(events, size)
        assert sum(event.kind == "place" for event in events) == result.nodes
        assert path == (result.path or [])
        assert events[0] == SearchEvent("place", start, 1)


@NO_COVER
@pytest.mark.parametrize("size, start", [(4, (0, 0)), (4, (1, 2)), (3, (1, 1)), (2, (0, 0)), (1, (0, 0))])
def test_plain_events_run_to_the_end_of_the_plain_search_from_any_start(size, start):
    events = search_events(size, limit=1_000_000, start=start)
    result = backtracking_search(size, start=start)
    assert sum(event.kind == "place" for event in events) == result.nodes
    assert replayed_path(events, size) == (result.path or [])


def test_the_pruned_events_skip_what_the_plain_events_walk_into():
    plain, pruned = search_events(5, limit=40), search_events(5, limit=40, pruned=True)
    assert plain[:7] == pruned[:7] and plain[7] != pruned[7]  # move 8 of the plain search is lost
    assert plain[21].kind == "undo" and all(event.kind == "place" for event in pruned)
    assert len(pruned) == 25 and search_events(5, limit=3, pruned=True) == pruned[:3]

# --- budgets and bad input ------------------------------------------------------------------


@pytest.mark.parametrize("call, what, budget", [
    (lambda: backtracking_search(8, budget=1000), "the backtracking search", 1000),
    (lambda: pruned_search(9, budget=5000), "the pruned search", 5000),
    (lambda: count_tours(6, budget=10_000), "the tour count", 10_000),
    (lambda: count_tours(2, budget=3), "the tour count", 3),  # 4 starts of 1 node each
    (lambda: knights_path_program(7, budget=1000), "the article's program", 1000),
])
def test_every_budget_raises_the_one_budget_error(call, what, budget):
    with pytest.raises(SearchBudgetExceeded, match=f"budget of {budget:,} nodes") as error:
        call()
    assert (error.value.what, error.value.budget, error.value.unit) == (what, budget, "nodes")


@pytest.mark.parametrize("search", [backtracking_search, pruned_search])
def test_a_budget_of_exactly_the_nodes_needed_is_enough(search):
    nodes = search(5).nodes
    assert search(5, budget=nodes).nodes == nodes
    with pytest.raises(SearchBudgetExceeded):
        search(5, budget=nodes - 1)


@pytest.mark.parametrize("size, message", [
    (0, "board size must be between 1 and 12, got 0"),
    (13, "board size must be between 1 and 12, got 13"),
    ("5", "board size must be a whole number, got '5'"),
    (5.0, "board size must be a whole number"),
])
def test_bad_sizes(size, message):
    with pytest.raises(ValueError, match=message):
        pruned_search(size)
    with pytest.raises(ValueError, match="board size"):
        count_tours(size)


@pytest.mark.parametrize("order", [
    ARTICLE_ORDER[:7],
    ARTICLE_ORDER[:7] + ((1, 1),),
    ARTICLE_ORDER[:7] + (ARTICLE_ORDER[0],),
    "knight",
    None,
])
def test_bad_orders(order):
    with pytest.raises(ValueError, match="move order must list each of the 8 knight jumps once"):
        backtracking_search(5, order=order)


@pytest.mark.parametrize("search", [backtracking_search, pruned_search, count_nodes, search_events])
@pytest.mark.parametrize("extra", [ARTICLE_ORDER[0], ARTICLE_ORDER[5]])
def test_an_order_with_a_jump_twice_is_refused_even_when_it_lists_all_eight(search, extra):
    """Nine entries, every knight jump among them: still not "each of the 8 jumps once"."""
    order = ARTICLE_ORDER + (extra,)
    with pytest.raises(ValueError, match=r"move order must list each of the 8 knight jumps once, got \(\("):
        search(5, order=order)
    with pytest.raises(ValueError, match="move order must list each of the 8 knight jumps once"):
        jump_table(5, order=order)


@pytest.mark.parametrize("call, message", [
    (lambda: pruned_search(5, start=(5, 0)), r"start square \(5, 0\) is off the 5×5 board"),
    (lambda: count_tours(5, start=(0, 5)), r"start square \(0, 5\) is off the 5×5 board"),
    (lambda: backtracking_search(5, budget=0), "budget must be between 1 and"),
    (lambda: count_tours(5, budget=-1), "budget must be between 1 and"),
    (lambda: knights_path_program(JUDGE_MAX_SIZE + 1), "board size must be between 1 and 8, got 9"),
    (lambda: knights_path_program(5, budget=0), "budget must be between 1 and"),
    (lambda: search_events(5, limit=0), "event limit must be between 1 and 1000000, got 0"),
    (lambda: dead_end(5, []), "dead_end needs a path of at least one square, got none"),
])
def test_bad_input_raises_value_error(call, message):
    with pytest.raises(ValueError, match=message):
        call()


# --- the pruning rules, one at a time -----------------------------------------------------


def completes(path: list, size: int) -> bool:
    """Say, by exhaustive search with no pruning, whether ``path`` can be extended to a tour."""
    if len(path) == size * size:
        return True
    return any(completes(path + [target], size) for target in knight_targets(size, path[-1]) if target not in path)


def plain_paths(size: int, limit: int):
    """Yield the path at every node of the plain search, for its first ``limit`` events."""
    path = []
    for event in search_events(size, limit=limit):
        if event.kind == "place":
            path.append(event.square)
            yield list(path)
        else:
            path.pop()


@NO_COVER
def test_dead_end_never_rejects_a_path_that_can_be_completed():
    rejected = [path for path in plain_paths(5, 20_000) if dead_end(5, path) is not None]
    assert len(rejected) > 100
    assert not any(completes(path, 5) for path in rejected[:400])


@pytest.mark.parametrize("size", [4, 5])
def test_pruned_search_visits_the_plain_nodes_whose_prefixes_pass_every_rule(size):
    alive, count = [], 0
    for path in plain_paths(size, 20_000):
        del alive[len(path) - 1:]
        alive.append((not alive or alive[-1]) and dead_end(size, path) is None)
        count += alive[-1]
    assert count == count_nodes(size, pruned=True)


FIRST_STEPS_5 = [(0, 0), (2, 1), (4, 2), (3, 4), (1, 3), (0, 1), (2, 2), (4, 3), (2, 4), (0, 3), (1, 1), (3, 2), (4, 4),
                 (2, 3), (0, 4), (1, 2), (3, 3), (1, 4), (0, 2), (1, 0), (3, 1)]


@pytest.mark.parametrize("length, message", [
    (7, None),
    (8, "squares (4 1) and (5 1) have only one unvisited neighbour and neither is a jump from the knight"),
    (9, "3 squares have only one unvisited neighbour: (1 4), (4 1), (5 1)"),
    (11, "square (4 1) has no unvisited neighbour, so with 14 squares left"),
    (21, "the knight on (4 2) has no unvisited square to jump to"),
])
def test_dead_end_messages(length, message):
    found = dead_end(5, FIRST_STEPS_5[:length])
    assert found == message if message is None else found.startswith(message)


def test_dead_end_edges():
    assert dead_end(1, [(0, 0)]) is None
    assert dead_end(5, backtracking_tour(5)[:24]) is None
    assert dead_end(3, [[0, 0]]).startswith("square (2 2) has no unvisited neighbour")


# --- estimating the size of a count ---------------------------------------------------------------


@pytest.mark.parametrize("size, first", [(5, 0), (5, 12), (5, 7)])
@NO_COVER
def test_knuths_estimate_is_close_to_the_memo_free_tree(size, first):
    exact = counting._count_from(jump_table(size), first, 0, 10**12, 0)[1]  # remember nothing: the whole tree
    estimate = estimate_count_nodes(size, start=divmod(first, size), probes=4000, seed=3)
    assert 0.75 * exact < estimate < 1.25 * exact


def test_knuths_estimate_is_repeatable_and_exact_on_a_path():
    assert estimate_count_nodes(6, start=(0, 0), seed=7) == estimate_count_nodes(6, start=(0, 0), seed=7)
    assert estimate_count_nodes(1) == 1
    assert estimate_count_nodes(3, start=(0, 0), probes=50) == counting._count_from(jump_table(3), 0, 0, 10**12, 0)[1]


@pytest.mark.parametrize("probes", [0, -1, 1.5])
def test_knuths_estimate_refuses_bad_probes(probes):
    with pytest.raises(ValueError, match="probes must"):
        estimate_count_nodes(5, probes=probes)


# --- the facts chapter 3 states in its prose ------------------------------------------------------


def test_the_chapters_step_list_of_the_5x5_search():
    events = search_events(5, limit=30)
    assert [event.square for event in events[:4]] == [(0, 0), (2, 1), (4, 2), (3, 4)]
    assert events[20] == ("place", (3, 1), 21) and events[21] == ("undo", (3, 1), 21)
    assert [event.number for event in events[21:25]] == [21, 20, 19, 18] and events[22].square == (1, 0)
    assert events[16] == ("place", (3, 3), 17) and events[25] == ("place", (4, 1), 18)


def test_the_first_branch_on_5x5_is_lost_at_move_8_and_costs_1825_placements():
    events = search_events(5, limit=20_000)
    path = [event.square for event in events[:21]]
    lost = next(k for k in range(1, 22) if dead_end(5, path[:k]))
    undone = events.index(SearchEvent("undo", path[lost - 1], lost))
    assert lost == 8 and sum(event.kind == "place" for event in events[lost:undone]) == 1825


def test_the_pruned_search_never_takes_a_move_back_on_1_5_and_10():
    assert [n for n in range(1, 9) if count_nodes(n, pruned=True) == n * n] == [1, 5]
    assert count_nodes(10, pruned=True) == 100


@NO_COVER
def test_no_5x5_tour_starts_on_the_colour_with_fewer_squares():
    assert count_tours(5, start=(0, 1)) == 0 and backtracking_tour(5, start=(0, 1)) is None


@pytest.mark.parametrize("size", [4, 5])
@NO_COVER
def test_knuths_estimate_over_every_start_is_close_to_the_memo_free_trees_of_all_starts(size):
    # Over every start the first choice is among the n² starts: the estimate counts all n² trees.
    exact = sum(counting._count_from(jump_table(size), first, 0, 10**12, 0)[1] for first in range(size * size))
    estimate = estimate_count_nodes(size, probes=4000, seed=3)
    assert 0.8 * exact < estimate < 1.25 * exact


# --- budgets: each default covers the chapter, and a search out of budget says what it needs ------------------


@NO_COVER
def test_the_default_budgets_cover_what_chapter_3_runs():
    plain_7, plain_8 = jumps._CORNER_NODES[6:8]  # the chapter runs n = 7, `tour 8 --plain` runs n = 8
    assert (plain_7, plain_8) == (7_151_179, 8_250_733) and plain_8 < TOUR_SEARCH_BUDGET
    assert knights_path_program(6).nodes < PROGRAM_BUDGET
    assert max(count_nodes(n, pruned=True) for n in (*range(1, 9), 10)) < PRUNED_SEARCH_BUDGET
    assert smallest_budget(lambda budget: count_tours(5, budget=budget)) == 31_453 < COUNT_BUDGET


@pytest.mark.parametrize("pruned, default", [(False, "TOUR_SEARCH_BUDGET"), (True, "PRUNED_SEARCH_BUDGET")])
def test_count_nodes_runs_each_search_with_its_own_default_budget(monkeypatch, pruned, default):
    monkeypatch.setattr(searches, default, 20)
    with pytest.raises(SearchBudgetExceeded, match="budget of 20 nodes"):
        count_nodes(5, pruned=pruned)
    assert count_nodes(5, pruned=pruned, budget=10**6) == (25 if pruned else 8840)


@NO_COVER
@pytest.mark.parametrize("size", range(1, 9))
def test_the_corner_nodes_the_messages_quote_are_the_searches_own(size):
    if size <= 6:  # n = 7 and 8 take seconds: chapter 3 and benchmarks/bench_backtracking.py check them
        plain = jumps._CORNER_NODES[size - 1]
        assert plain == backtracking_search(size).nodes == knights_path_program(size).nodes
    assert jumps._PRUNED_CORNER_NODES[size - 1] == pruned_search(size).nodes


def budget_message(call) -> tuple[str, float]:
    """Run ``call``, which must run out of budget; return the advice its message ends with, and the seconds it took."""
    began = time.perf_counter()
    with pytest.raises(SearchBudgetExceeded) as error:
        call()
    took = time.perf_counter() - began
    head, advice = str(error.value).split(" without finishing; ")
    assert head == f"{error.value.what} stopped after its budget of {error.value.budget:,} nodes"
    return advice, took


def said_seconds(advice: str) -> tuple[float, float]:
    """Read the time an advice gives, '(about 4.2 min at this search's pace)'; return it and its rounding."""
    words = re.search(r"\((about [\d.,]+ \w+) at this search's pace\)", advice)[1]
    return read_duration(words)


@pytest.mark.parametrize("search, size", [(backtracking_search, 6), (backtracking_search, 5), (knights_path_program, 6),
                                          (pruned_search, 8), (pruned_search, 4)])
@NO_COVER
def test_a_search_from_the_corner_says_the_nodes_it_needs_and_how_long_they_take(search, size):
    needed = search(size).nodes
    budget = needed // 3
    advice, took = budget_message(lambda: search(size, budget=budget))
    assert advice.startswith(f"from the corner in the article's order it needs {needed:,} nodes (")
    assert advice.endswith(f"at this search's pace): pass budget={needed:_}")
    said, rounding = said_seconds(advice)
    assert said - rounding <= needed / budget * took  # the pace is at least that of the whole call
    assert search(size, budget=needed).nodes == needed  # and the budget it names is enough


@pytest.mark.parametrize("call, size, start", [
    (lambda: backtracking_search(9, budget=1000), 9, (0, 0)),
    (lambda: pruned_search(9, budget=1000), 9, (0, 0)),
    (lambda: backtracking_search(6, start=(2, 3), budget=1000), 6, (2, 3)),
    (lambda: pruned_search(7, order=tuple(reversed(ARTICLE_ORDER)), budget=10), 7, (0, 0)),  # not the article's order
])
def test_a_search_whose_need_is_unknown_says_so_and_names_no_number(call, size, start):
    advice, _ = budget_message(call)
    assert advice.startswith("the full search may need far more nodes, and how many is not known in advance: "
                             "pass a larger budget or, if any tour will do, call robust_tour(")
    where = "" if start == (0, 0) else f", start={start}"
    assert f"call robust_tour({size}{where}), which finds one by Warnsdorff's rule" in advice
    assert re.findall(r"\d+", advice) == [str(n) for n in (size, *(start if where else ()))]  # nothing invented
    tour = robust_tour(size, start=start)  # and the call it names finds a tour
    assert is_knight_tour(size, tour) and tour[0] == start


COUNT_ADVICE = re.compile(r"Knuth's estimate puts the full count at no more than about ([\d,]+) nodes "
                          r"\(.+ at this search's pace\): pass budget=([\d_]+)")


@NO_COVER
@pytest.mark.parametrize("size, start", [(5, (0, 0)), (5, (2, 2)), (5, None), (4, None)])
def test_a_count_out_of_budget_gives_knuths_estimate_and_a_budget_that_suffices(size, start):
    advice, took = budget_message(lambda: count_tours(size, start=start, budget=50))
    nodes, advised = (int(re.sub("[,_]", "", number)) for number in COUNT_ADVICE.fullmatch(advice).groups())
    estimate = estimate_count_nodes(size, start=start)
    assert advised == nodes and estimate <= nodes < 1.1 * estimate  # rounded up to two digits
    said, rounding = said_seconds(advice)
    assert said - rounding <= nodes / 50 * took  # the pace is at least that of the whole call
    assert count_tours(size, start=start, budget=nodes) == count_tours(size, start=start)  # the advice works


def test_a_count_past_every_budget_says_that_none_is_large_enough():
    advice, _ = budget_message(lambda: count_tours(8, budget=1000))
    assert estimate_count_nodes(8) > MAX_BUDGET
    assert advice.endswith(f"at this search's pace): no budget is that large (the largest is {MAX_BUDGET:_})")
    assert "pass budget" not in advice


# --- the checks of dead_end and RemainingSquares ---------------------------------------------------------------


@pytest.mark.parametrize("path, message", [
    ([(0, 0), (5, 0)], r"path square \(5, 0\) is off the 5×5 board"),
    ([(0, 0), (2, 1), (0, 0)], r"path must visit each square once, got \[\(0, 0\), \(2, 1\), \(0, 0\)\]"),
])
def test_dead_end_refuses_a_path_that_leaves_the_board_or_repeats_a_square(path, message):
    with pytest.raises(ValueError, match=message):
        dead_end(5, path)


def test_remaining_squares_keep_the_degrees_through_place_and_take_back():
    jumps = jump_table(5)
    remaining = RemainingSquares(jumps)
    for square in (0, 7, 14):
        remaining.place(square)
    visited = {0, 7, 14}
    assert remaining.left == 22 and remaining.degree == [sum(t not in visited for t in targets) for targets in jumps]
    assert remaining.low == {s for s in range(25) if s not in visited and remaining.degree[s] <= 1}
    for square in (14, 7, 0):
        remaining.take_back(square)
    fresh = RemainingSquares(jumps)
    assert (remaining.degree, remaining.low, remaining.left) == (fresh.degree, fresh.low, 25)


@pytest.mark.parametrize("call, needed, budget", [
    (lambda budget: backtracking_search(7, budget=budget), 7_151_179, 200_000),  # about 5 s at 1.3 million a second
    (lambda budget: count_tours(6, start=(0, 0), budget=budget), estimate_count_nodes(6, start=(0, 0)), 20_000),
])
def test_the_time_an_advice_gives_is_the_need_at_the_pace_of_the_run_that_stopped(call, needed, budget):
    advice, took = budget_message(lambda: call(budget))
    said, rounding = said_seconds(advice)
    at_this_pace = needed / budget * took  # the call's own pace, setup and (for a count) Knuth's probes included
    assert at_this_pace / 3 <= said + rounding and said - rounding <= at_this_pace * 1.1
