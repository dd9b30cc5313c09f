"""Tests for chapter 3: the knight's tour by backtracking (boardpuzzles.tour, backtracking section)."""

from __future__ import annotations

import io
import random
import subprocess
import sys

import pytest

from boardpuzzles.cli import main
from boardpuzzles.knight import KNIGHT_OFFSETS
from boardpuzzles.tour import (
    ARTICLE_ORDER,
    SearchBudgetExceeded,
    article_knight_tour,
    backtracking_search,
    backtracking_tour,
    board_numbering,
    count_nodes,
    count_tours,
    dead_end,
    format_board,
    is_knight_move,
    is_knight_tour,
    jump_table,
    pruned_search,
    pruned_tour,
    replay,
    search_events,
)

JUDGE_SAMPLE_5 = """\
 1  6 15 10 21
14  9 20  5 16
19  2  7 22 11
 8 13 24 17  4
25 18  3 12 23"""


def brute_force_count(size: int, first: int) -> int:
    """Count tours from square index ``first`` with no pruning at all: every path is followed to its end."""
    jumps = jump_table(size)
    visited = [False] * (size * size)

    def extend(square: int, placed: int) -> int:
        if placed == size * size:
            return 1
        visited[square] = True
        total = sum(extend(target, placed + 1) for target in jumps[square] if not visited[target])
        visited[square] = False
        return total

    return extend(first, 1)


# --- the judge's samples ------------------------------------------------------------------


def test_judge_sample_5_is_reproduced_exactly():
    tour = backtracking_tour(5)
    assert format_board(board_numbering(tour, 5), width=2) == JUDGE_SAMPLE_5


def test_judge_sample_2_has_no_solution(capsys):
    assert main(["tour", "2"]) == 0
    assert capsys.readouterr().out == "Solution does not exist\n"


def test_article_order_is_the_articles_arrays():
    x_move = [2, 1, -1, -2, -2, -1, 1, 2]
    y_move = [1, 2, 2, 1, -1, -2, -2, -1]
    assert list(ARTICLE_ORDER) == list(zip(x_move, y_move))


# --- the plain search is the article's program -------------------------------------------


@pytest.mark.parametrize("size", range(1, 7))
def test_plain_search_matches_the_port_of_the_articles_c(size):
    assert backtracking_search(size) == article_knight_tour(size)


@pytest.mark.parametrize("size", [1, 5, 6])
def test_found_tours_are_tours_from_the_corner(size):
    tour = backtracking_tour(size)
    assert is_knight_tour(tour, size)
    assert tour[0] == (0, 0)


@pytest.mark.parametrize("size", [2, 3, 4])
def test_small_boards_have_no_tour(size):
    assert backtracking_tour(size) is None
    assert pruned_tour(size) is None


# --- the pruned search finds the same first tour ------------------------------------------


@pytest.mark.parametrize("size", range(1, 8))
def test_pruned_search_finds_the_same_first_tour(size):
    plain, pruned = backtracking_search(size), pruned_search(size)
    assert pruned.tour == plain.tour
    assert pruned.nodes <= plain.nodes
    if size >= 3:
        assert pruned.nodes < plain.nodes


def test_pruned_search_at_8_is_a_tour_in_few_nodes():
    result = pruned_search(8)
    assert is_knight_tour(result.tour, 8)
    assert result.tour[0] == (0, 0)
    assert result.nodes < 10_000


@pytest.mark.parametrize("seed", range(10))
def test_pruned_matches_plain_for_other_move_orders(seed):
    order = list(KNIGHT_OFFSETS)
    random.Random(seed).shuffle(order)
    plain = backtracking_search(5, order=order)
    assert pruned_search(5, order=order).tour == plain.tour
    assert is_knight_tour(plain.tour, 5)


@pytest.mark.parametrize("start", [(r, c) for r in range(5) for c in range(5) if (r + c) % 2 == 0] + [(0, 1)])
def test_pruned_matches_plain_from_other_starts_on_5x5(start):
    plain = backtracking_search(5, start=start)
    assert pruned_search(5, start=start).tour == plain.tour
    # On 5×5 only the 13 squares of the corners' colour can start a tour.
    assert (plain.tour is not None) == (sum(start) % 2 == 0)


@pytest.mark.parametrize("size", [4, 5])
def test_counts_by_size(size):
    assert [count_nodes(n) for n in (1, 2, 3)] == [1, 1, 15]
    assert count_nodes(size, pruned=True) < count_nodes(size)


# --- counting tours -------------------------------------------------------------------------


def test_count_5x5_tours():
    assert count_tours(5) == 1728
    assert count_tours(5, start=(0, 0)) == 304


@pytest.mark.parametrize("start", [(0, 0), (2, 2), (1, 3), (0, 2)])
def test_pruned_count_agrees_with_brute_force(start):
    assert count_tours(5, start=start) == brute_force_count(5, start[0] * 5 + start[1])


def test_count_is_the_sum_over_starts_and_has_the_boards_symmetry():
    counts = {(r, c): count_tours(5, start=(r, c)) for r in range(5) for c in range(5)}
    assert sum(counts.values()) == count_tours(5)
    assert counts[(0, 0)] == counts[(0, 4)] == counts[(4, 0)] == counts[(4, 4)]
    assert counts[(1, 2)] == counts[(2, 1)] == counts[(3, 2)] == counts[(2, 3)]


@pytest.mark.parametrize("size, expected", [(1, 1), (2, 0), (3, 0), (4, 0)])
def test_small_counts(size, expected):
    assert count_tours(size) == expected
    assert all(brute_force_count(size, first) == 0 for first in range(size * size)) == (expected == 0)


# --- the search as events -----------------------------------------------------------------


def test_events_replay_a_legal_search():
    events = search_events(5, limit=400)
    assert {event.kind for event in events} == {"place", "undo"}
    path = []
    for event in events:
        if event.kind == "place":
            assert event.number == len(path) + 1
            assert not path or is_knight_move(path[-1], event.square)
            assert event.square not in path
            path.append(event.square)
        else:
            assert path and path[-1] == event.square and event.number == len(path)
            path.pop()
    assert replay(events, 5)[-1] == board_numbering(path, 5)


def test_events_run_to_the_tour():
    events = search_events(5, limit=100_000)
    assert sum(event.kind == "place" for event in events) == count_nodes(5)
    assert replay(events, 5)[-1] == board_numbering(backtracking_tour(5), 5)


# --- budgets and bad input ------------------------------------------------------------------


def test_budget_stops_the_plain_search():
    with pytest.raises(SearchBudgetExceeded, match="budget of 1,000 nodes"):
        backtracking_search(8, budget=1000)


def test_budget_stops_the_pruned_search_past_8():
    with pytest.raises(SearchBudgetExceeded, match="pruned search stopped"):
        pruned_search(9, budget=5000)


def test_budget_stops_the_count():
    with pytest.raises(SearchBudgetExceeded, match="tour count stopped"):
        count_tours(6, budget=10_000)


def test_budget_stops_the_articles_program():
    with pytest.raises(SearchBudgetExceeded, match="article's program"):
        article_knight_tour(7, budget=1000)


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


def test_bad_start_budget_and_port_size():
    with pytest.raises(ValueError, match=r"start square \(5, 0\) is off the 5×5 board"):
        pruned_search(5, start=(5, 0))
    with pytest.raises(ValueError, match="budget must be between 1 and"):
        backtracking_search(5, budget=0)
    with pytest.raises(ValueError, match="board size must be between 1 and 8, got 9"):
        article_knight_tour(9)


# --- the command line -----------------------------------------------------------------------


def test_cli_tour_5(capsys):
    assert main(["tour", "5"]) == 0
    assert capsys.readouterr().out == JUDGE_SAMPLE_5 + "\n"


def test_cli_tour_reads_stdin_like_the_judge(capsys, monkeypatch):
    monkeypatch.setattr(sys, "stdin", io.StringIO("5\n"))
    assert main(["tour"]) == 0
    assert capsys.readouterr().out == JUDGE_SAMPLE_5 + "\n"


def test_cli_plain_and_pruned_agree(capsys):
    main(["tour", "6"])
    pruned = capsys.readouterr().out
    main(["tour", "6", "--plain"])
    assert capsys.readouterr().out == pruned


@pytest.mark.parametrize("argv, message", [
    (["tour", "0"], "board size must be between 1 and 8, got 0"),
    (["tour", "9"], "board size must be between 1 and 8, got 9"),
    (["tour", "five"], "board size must be a whole number, got 'five'"),
    (["count-tours", "-3"], "board size must be between 1 and 8, got -3"),
    (["count-tours", "5", "--start", "6", "1"], r"square \(6, 1\) is off the 5×5 board"),
])
def test_cli_bad_input_is_one_line_and_status_2(capsys, argv, message):
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1
    assert err.startswith(f"boardpuzzles {argv[0]}: error: ")
    assert __import__("re").search(message, err)


def test_cli_empty_stdin(capsys, monkeypatch):
    monkeypatch.setattr(sys, "stdin", io.StringIO(""))
    assert main(["tour"]) == 2
    assert "expected the board size n on standard input" in capsys.readouterr().err


def test_cli_count_tours(capsys):
    assert main(["count-tours", "5"]) == 0
    assert main(["count-tours", "5", "--start", "1", "1"]) == 0
    assert capsys.readouterr().out == "1728\n304\n"


def test_cli_count_tours_out_of_budget(capsys):
    assert main(["count-tours", "7", "--budget", "1000"]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "budget of 1,000 nodes" in err


def test_python_dash_m_tour_8_prints_a_tour_from_the_corner():
    done = subprocess.run([sys.executable, "-m", "boardpuzzles", "tour"], input="8\n", capture_output=True,
                          text=True, check=True)
    grid = [[int(word) for word in line.split()] for line in done.stdout.splitlines()]
    tour = [square for _, square in sorted((grid[r][c], (r, c)) for r in range(8) for c in range(8))]
    assert is_knight_tour(tour, 8) and tour[0] == (0, 0)
    assert all(len(line) == 8 * 3 - 1 for line in done.stdout.splitlines())


# --- the pruning rules, one at a time -----------------------------------------------------


def completes(path: list, size: int) -> bool:
    """Say, by exhaustive search with no pruning, whether ``path`` can be extended to a tour."""
    if len(path) == size * size:
        return True
    row, col = path[-1]
    for d_row, d_col in ARTICLE_ORDER:
        square = (row + d_row, col + d_col)
        if 0 <= square[0] < size and 0 <= square[1] < size and square not in path:
            if completes(path + [square], size):
                return True
    return False


def plain_paths(size: int, limit: int):
    """Yield the path at every node of the plain search, for its first ``limit`` events."""
    path = []
    for event in search_events(size, limit=limit):
        if event.kind == "place":
            path.append(event.square)
            yield list(path)
        else:
            path.pop()


def test_dead_end_never_rejects_a_path_that_can_be_completed():
    rejected = [path for path in plain_paths(5, 20_000) if dead_end(path, 5) is not None]
    assert len(rejected) > 100
    assert not any(completes(path, 5) for path in rejected[:400])


@pytest.mark.parametrize("size", [4, 5])
def test_pruned_search_visits_the_plain_nodes_whose_prefixes_pass_every_rule(size):
    alive, count = [], 0
    for path in plain_paths(size, 20_000):
        del alive[len(path) - 1:]
        alive.append((not alive or alive[-1]) and dead_end(path, size) is None)
        count += alive[-1]
    assert count == count_nodes(size, pruned=True)


FIRST_STEPS_5 = [(0, 0), (2, 1), (4, 2), (3, 4), (1, 3), (0, 1), (2, 2), (4, 3), (2, 4), (0, 3), (1, 1), (3, 2), (4, 4),
                 (2, 3), (0, 4), (1, 2), (3, 3), (1, 4), (0, 2), (1, 0), (3, 1)]


@pytest.mark.parametrize("length, message", [
    (7, None),
    (8, "squares (3, 0) and (4, 0) have only one unvisited neighbour and neither is a jump from the knight"),
    (9, "3 squares have only one unvisited neighbour: (0, 3), (3, 0), (4, 0)"),
    (11, "square (3, 0) has no unvisited neighbour, so with 14 squares left"),
    (21, "the knight on (3, 1) has no unvisited square to jump to"),
])
def test_dead_end_messages(length, message):
    found = dead_end(FIRST_STEPS_5[:length], 5)
    assert found == message if message is None else found.startswith(message)


def test_dead_end_edges():
    assert dead_end([(0, 0)], 1) is None
    assert dead_end(backtracking_tour(5)[:24], 5) is None
    with pytest.raises(ValueError, match="at least one square"):
        dead_end([], 5)


# --- the chapter's pictures -------------------------------------------------------------------


def test_pictures_of_the_search_are_small_pngs():
    from boardpuzzles.plotting import numbered_tour_picture

    events = search_events(5, limit=30)
    boards = replay(events, 5)
    placed = numbered_tour_picture(boards[20], newest=events[20].square, caption="event 20")
    undone = numbered_tour_picture(boards[21], undone=events[21].square)
    assert placed.startswith(b"\x89PNG") and undone.startswith(b"\x89PNG")
    assert placed != undone and len(placed) < 8_000


def test_matplotlib_drawings_return_their_axes():
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    from boardpuzzles import plotting

    fig, (a, b, c) = plt.subplots(1, 3)
    assert plotting.draw_numbered_tour(board_numbering(pruned_tour(6), 6), ax=a, numbers=False) is a
    assert plotting.plot_nodes_against_n(range(1, 4), {"plain": [1, 1, 15], "pruned": [1, 1, 1]}, ax=b) is b
    assert b.get_yscale() == "log"
    assert plotting.draw_square_classes(4, {"corner": [(0, 0)]}, [((0, 1), (1, 3))], ax=c) is c
    plt.close(fig)
