"""Tests for boardpuzzles.hanoi.graph: the state graph, its Sierpinski drawing, and the searches through it."""

import random
import re
from fractions import Fraction
from itertools import product

import pytest
from conftest import NO_COVER

from boardpuzzles.hanoi import graph as hanoi_graph
from boardpuzzles.hanoi import initial_state, is_game_over, legal_moves, recursive_moves, replay_moves
from boardpuzzles.hanoi.graph import (
    BACKTRACKING_SOLVE_BUDGET,
    MAX_GRAPH_DISKS,
    RANDOM_PLAY_BUDGET,
    backtracking_solve,
    random_play,
    sierpinski_xy,
    state_from_pegs,
    state_graph,
    state_path,
)
from boardpuzzles.search import MAX_BUDGET, SearchBudgetExceeded, SearchResult

#: What every message about a peg number says: the code counts pegs from 0, the printed traces from 1.
PEGS_FROM_0 = "the code numbers pegs from 0; the printed traces show them as 1, 2, 3"


def final_state(n, moves, start=0):
    """Replay ``moves`` from the tower on ``start``, raising on an illegal move; return the last state."""
    *_, last = replay_moves(initial_state(n, start=start), moves)
    return last


# --- the state graph ---------------------------------------------------------------------------


@pytest.mark.parametrize("n", range(1, 6))
def test_state_graph_counts_and_corner_distance(n):
    graph = state_graph(n)
    assert len(graph) == 3**n
    edges = {frozenset((a, b)) for a, near in graph.items() for b in near}
    assert len(edges) == 3 * (3**n - 1) // 2
    assert all(a in graph[b] for a, near in graph.items() for b in near)
    path = state_path(graph, initial_state(n, start=0), initial_state(n, start=1))
    assert len(path) - 1 == 2**n - 1
    assert path[1:] == list(replay_moves(initial_state(n), recursive_moves(n, source=0, target=1)))


@pytest.mark.parametrize("n", range(1, 6))
def test_every_state_has_three_neighbours_but_the_three_towers_have_two(n):
    # Chapter 5: disk 1 can go to either other peg, plus at most one other move.
    graph = state_graph(n)
    towers = {initial_state(n, start=peg) for peg in range(3)}
    assert {state: len(near) for state, near in graph.items()} == {
        state: 2 if state in towers else 3 for state in graph}


@pytest.mark.parametrize("n", [1, 4, 7])
def test_state_from_pegs_puts_each_disk_on_its_peg(n):
    for where in random.Random(n).sample(list(product(range(3), repeat=n)), min(50, 3**n)):
        state = state_from_pegs(where)
        assert {disk: peg for peg, disks in enumerate(state) for disk in disks} == dict(enumerate(where, start=1))
        assert all(list(disks) == sorted(disks, reverse=True) for disks in state)


def test_state_graph_is_built_up_to_its_limit():
    assert len(state_graph(MAX_GRAPH_DISKS)) == 3**MAX_GRAPH_DISKS


@pytest.mark.parametrize("n", [3, 5])
def test_state_path_is_a_short_walk_between_any_two_states(n):
    graph = state_graph(n)
    rng = random.Random(n)
    for source, target in zip(rng.sample(list(graph), 10), rng.sample(list(graph), 10)):
        path = state_path(graph, source, target)
        assert path[0] == source and path[-1] == target
        assert all(b in graph[a] for a, b in zip(path, path[1:]))
        assert len(path) - 1 <= 2**n - 1                  # no two states are further apart than two corners
        back = state_path(graph, target, source)
        assert len(back) == len(path)                     # a move can always be taken back


def test_state_path_says_none_when_the_target_cannot_be_reached():
    a, b, c = initial_state(1, start=0), initial_state(1, start=1), initial_state(1, start=2)
    assert state_path({a: [b], b: [a], c: []}, a, c) is None
    assert state_path({a: [b], b: [a], c: []}, a, a) == [a]


# --- the Sierpinski drawing ---------------------------------------------------------------------


@pytest.mark.parametrize("n", range(1, 6))
def test_sierpinski_layout_puts_every_edge_at_length_one(n):
    graph = state_graph(n)
    points = {state: sierpinski_xy(state) for state in graph}
    assert len(set(points.values())) == 3**n
    for a, near in graph.items():
        for b in near:
            (xa, ya), (xb, yb) = points[a], points[b]
            assert abs((xa - xb) ** 2 + (ya - yb) ** 2 - 1) < 1e-9
    side = 2**n - 1
    assert points[initial_state(n, start=0)] == (0, 0) and points[initial_state(n, start=1)] == (side, 0)
    top = points[initial_state(n, start=2)]
    assert abs(top[0] - side / 2) < 1e-9 and abs(top[1] - side * 3**0.5 / 2) < 1e-9
    path = state_path(graph, initial_state(n, start=0), initial_state(n, start=1))
    assert all(points[state][1] == 0 for state in path)       # the solution runs along the bottom side


# --- brute force ----------------------------------------------------------------------------


@pytest.mark.parametrize("n", range(1, 7))
@pytest.mark.parametrize("start", [0, 2])
def test_backtracking_finds_a_legal_but_longer_solution(n, start):
    result = backtracking_solve(n, start=start)
    assert isinstance(result, SearchResult)
    assert is_game_over(final_state(n, result.path, start), start=start)
    assert len(result.path) >= 2**n - 1
    assert len(result.path) + 1 <= result.nodes <= 3**n
    assert backtracking_solve(n, budget=result.nodes, start=start) == result     # the budget counts states placed


@pytest.mark.parametrize("n", range(1, 8))
def test_backtracking_in_legal_moves_order_walks_half_the_other_states_without_undoing(n):
    # Chapter 5's claim: the first try never meets a dead end, and it ends the game after
    # exactly half of the 3**n - 1 states other than the start.
    result = backtracking_solve(n)
    assert len(result.path) == (3**n - 1) // 2
    assert result.nodes == len(result.path) + 1                  # every state placed stays placed


def test_backtracking_undoes_moves_at_dead_ends(monkeypatch):
    # In legal_moves order the search never meets a dead end; in this shuffled order it does.
    shuffled = {}

    def moves_in_another_order(state):
        moves = legal_moves(state)
        return shuffled.setdefault(state, random.Random(str(state)).sample(moves, len(moves)))

    monkeypatch.setattr(hanoi_graph, "legal_moves", moves_in_another_order)
    result = backtracking_solve(5)
    assert is_game_over(final_state(5, result.path))
    assert result.nodes > len(result.path) + 1                 # some states were placed, then taken back


@pytest.mark.parametrize("n", [3, 6])
def test_backtracking_raises_when_its_budget_runs_out(n):
    needed = backtracking_solve(n).nodes
    with pytest.raises(SearchBudgetExceeded, match=re.escape(f"budget of {needed - 1:,} states")) as error:
        backtracking_solve(n, budget=needed - 1)
    assert (error.value.budget, error.value.unit) == (needed - 1, "states")


@pytest.mark.parametrize("seed", range(3))
@pytest.mark.parametrize("start", [0, 1])
def test_random_play_is_legal_and_reproducible(seed, start):
    result = random_play(4, seed=seed, start=start)
    assert is_game_over(final_state(4, result.path, start), start=start)
    assert result.nodes == len(result.path) >= 2**4 - 1
    assert random_play(4, seed=seed, start=start) == result


def test_different_seeds_play_different_games():
    assert len({tuple(random_play(4, seed=seed).path) for seed in range(5)}) > 1


def test_random_play_raises_when_its_budget_runs_out():
    needed = random_play(4, seed=0).nodes
    assert random_play(4, seed=0, budget=needed).nodes == needed
    message = f"random play stopped after its budget of {needed - 1:,} moves"
    with pytest.raises(SearchBudgetExceeded, match=re.escape(message)) as error:
        random_play(4, seed=0, budget=needed - 1)
    assert (error.value.budget, error.value.unit) == (needed - 1, "moves")


def test_default_budgets_are_enough_for_the_chapters_towers():
    assert backtracking_solve(6).nodes < BACKTRACKING_SOLVE_BUDGET
    assert max(random_play(6, seed=seed).nodes for seed in range(5)) < RANDOM_PLAY_BUDGET


# --- what a search that ran out says it needs ----------------------------------------------------


@pytest.mark.parametrize("n", [3, 6])
def test_backtracking_says_which_budget_always_suffices(n):
    with pytest.raises(SearchBudgetExceeded) as error:
        backtracking_solve(n, budget=backtracking_solve(n).nodes - 1)
    message = str(error.value)
    assert f"it places each state at most once, so 3**{n} = {3**n:,} states always suffice" in message
    assert message.endswith(f"pass budget={3**n:_}")
    assert error.value.needed in message


@pytest.mark.parametrize("n", range(1, 6))
@pytest.mark.parametrize("order", range(4))
def test_the_budget_the_message_names_suffices_in_any_move_order(monkeypatch, n, order):
    # 3**n suffices because no state is placed twice, whatever order the moves are tried in.
    def moves_in_another_order(state):
        moves = legal_moves(state)
        return random.Random(f"{order} {state}").sample(moves, len(moves))

    monkeypatch.setattr(hanoi_graph, "legal_moves", moves_in_another_order)
    result = backtracking_solve(n, budget=3**n)
    assert is_game_over(final_state(n, result.path)) and result.nodes <= 3**n


def test_backtracking_with_more_states_than_any_budget_says_so():
    with pytest.raises(SearchBudgetExceeded) as error:
        backtracking_solve(26, budget=10)
    message = str(error.value)
    assert f"it may place all 3**26 = {3**26:,} states" in message
    assert message.endswith(f"more than the largest budget, {MAX_BUDGET:,}") and "pass budget" not in message
    assert 3**25 <= MAX_BUDGET < 3**26
    with pytest.raises(SearchBudgetExceeded, match=re.escape(f"pass budget={3**25:_}")):
        backtracking_solve(25, budget=10)


def exact_mean_moves(n):
    """The average length of a random game, solved exactly: E(s) = 1 + the mean of E over the states next to s."""
    graph = state_graph(n)
    open_states = [state for state in graph if not is_game_over(state)]
    index = {state: i for i, state in enumerate(open_states)}
    rows = []
    for state in open_states:
        row = [Fraction(0)] * len(open_states) + [Fraction(1)]
        row[index[state]] += 1
        for near in graph[state]:
            if near in index:
                row[index[near]] -= Fraction(1, len(graph[state]))
        rows.append(row)
    for col in range(len(rows)):                              # Gauss-Jordan elimination
        pivot = next(r for r in range(col, len(rows)) if rows[r][col])
        rows[col], rows[pivot] = rows[pivot], rows[col]
        rows[col] = [x / rows[col][col] for x in rows[col]]
        for r in range(len(rows)):
            if r != col and rows[r][col]:
                rows[r] = [x - rows[r][col] * y for x, y in zip(rows[r], rows[col])]
    return rows[index[initial_state(n)]][-1]


def test_the_average_random_game_the_messages_use_is_exact():
    assert [exact_mean_moves(n) for n in (1, 2, 3)] == [1, Fraction(32, 3), Fraction(637, 9)]
    assert [hanoi_graph._random_play_mean(n) for n in (1, 2, 3)] == pytest.approx([1, 32 / 3, 637 / 9])


@NO_COVER
def test_random_games_last_as_long_as_the_average_says_and_five_times_it_rarely_runs_out():
    lengths = [random_play(4, seed=seed).nodes for seed in range(1000)]
    mean = hanoi_graph._random_play_mean(4)
    assert abs(sum(lengths) / len(lengths) - mean) < 0.1 * mean
    assert sum(length > 5 * mean for length in lengths) <= 1000 // 500 + 2     # "fewer than 1 game in 500"


def test_random_play_says_the_average_game_and_the_budget_to_pass():
    with pytest.raises(SearchBudgetExceeded) as error:
        random_play(4, seed=0, budget=10)
    message = str(error.value)
    assert "a game of 4 disks takes about 400 moves on average (about 2 ms)" in message     # 403 moves
    assert "pass budget=2_100, five times that, which fewer than 1 game in 500 outlasts" in message
    assert random_play(4, seed=0, budget=2_100) == random_play(4, seed=0)


def test_random_play_longer_than_five_average_games_asks_for_another_seed():
    seed = next(seed for seed in range(10_000) if random_play(2, seed=seed).nodes > 54)   # 54 > 5 * 32 / 3
    with pytest.raises(SearchBudgetExceeded, match="pass a larger budget or another seed$"):
        random_play(2, seed=seed, budget=54)


def test_random_play_too_long_for_any_budget_says_so():
    with pytest.raises(SearchBudgetExceeded) as error:
        random_play(17, budget=10)
    assert str(error.value).endswith(f"and five times that is more than the largest budget, {MAX_BUDGET:,}")
    assert 5 * hanoi_graph._random_play_mean(17) > MAX_BUDGET > 5 * hanoi_graph._random_play_mean(16)


# --- bad input --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "call, message",
    [
        (lambda: state_graph(MAX_GRAPH_DISKS + 1), "number of disks must be between 1 and 8, got 9"),
        (lambda: state_graph(0), "number of disks must be between 1 and 8, got 0"),
        (lambda: state_from_pegs((0, 3)), f"peg of disk 2 must be 0, 1 or 2 ({PEGS_FROM_0}), got 3"),
        (lambda: state_from_pegs(()), "number of disks must be between 1 and 64, got 0"),
        (lambda: state_path(state_graph(1), ((2, 1), (), ()), ((1,), (), ())),
         "source state must be a state of the graph, got ((2, 1), (), ())"),
        (lambda: state_path(state_graph(1), ((1,), (), ()), ((2, 1), (), ())),
         "target state must be a state of the graph, got ((2, 1), (), ())"),
        (lambda: sierpinski_xy(((1, 2), (), ())), "a state must be three pegs holding the disks 1, 2, ... once each"),
        (lambda: backtracking_solve(3, budget=0), "budget must be between 1 and"),
        (lambda: backtracking_solve(0), "number of disks must be between 1 and 64, got 0"),
        (lambda: backtracking_solve(3, start=3), f"start peg must be 0, 1 or 2 ({PEGS_FROM_0}), got 3"),
        (lambda: random_play(3, start=-1), f"start peg must be 0, 1 or 2 ({PEGS_FROM_0}), got -1"),
        (lambda: random_play(3, budget=1.5), "budget must be a whole number, got 1.5"),
        (lambda: random_play(65), "number of disks must be between 1 and 64, got 65"),
    ],
)
def test_bad_input_raises_value_error_naming_the_value(call, message):
    with pytest.raises(ValueError, match=re.escape(message)):
        call()
