"""Property tests (Hypothesis): every checker against random valid and broken inputs, and the solvers' answers
checked by those checkers, on small boards and towers.

Each property states a rule the book relies on; Hypothesis draws the inputs (the profile in conftest.py makes
the draw the same on every run). The broken inputs each break one rule alone, so that a checker that forgot
that rule is caught: a path that repeats a square while every step is a jump, a real tour moved partly off the
board, a tour with two squares swapped, a Hanoi game with one illegal move in it.
"""

from itertools import islice

import pytest
from conftest import NO_COVER
from hypothesis import assume, given
from hypothesis import strategies as st

from boardpuzzles.backtracking import backtracking_tour, pruned_tour
from boardpuzzles.board import all_squares, on_board
from boardpuzzles.distance import UNREACHABLE, breadth_first_search, distance_grid, shortest_path
from boardpuzzles.hanoi import (
    PEGS,
    apply_move,
    circular_moves,
    initial_state,
    is_game_over,
    is_legal_move,
    legal_moves,
    minimum_moves,
    replay_moves,
    state_after,
    why_illegal,
)
from boardpuzzles.hanoi.graph import state_from_pegs
from boardpuzzles.knight import KNIGHT_OFFSETS, leaper_offsets
from boardpuzzles.search import SearchBudgetExceeded
from boardpuzzles.tour import board_numbering, is_knight_move, is_knight_tour, no_tour_reason, tour_from_numbering
from boardpuzzles.warnsdorff import TIE_BREAKS, closed_tour, robust_tour, warnsdorff_tour

# --- strategies ------------------------------------------------------------------------------------------------

SMALL_SIZES = st.integers(1, 8)
SIZES_WITH_TOURS = st.sampled_from([1, 5, 6, 7, 8])
DISKS = st.integers(1, 6)


@st.composite
def board_and_square(draw, sizes=SMALL_SIZES):
    """A board size and a 0-based square on it."""
    size = draw(sizes)
    return size, (draw(st.integers(0, size - 1)), draw(st.integers(0, size - 1)))


@st.composite
def tour_start(draw, sizes=SIZES_WITH_TOURS):
    """A board with tours and a square a tour may start from."""
    size, start = draw(board_and_square(sizes))
    assume(no_tour_reason(size, start=start) is None)
    return size, start


@st.composite
def a_tour(draw):
    """A knight's tour of a small board, from a random start, as the robust solver finds it."""
    size, start = draw(tour_start())
    return size, robust_tour(size, start=start)


@st.composite
def a_partial_path(draw, sizes=SMALL_SIZES):
    """A board and some of its squares, each once, in a random order (not knight jumps): a numbered board's path."""
    size = draw(sizes)
    squares = draw(st.permutations(list(all_squares(size))))
    return size, squares[:draw(st.integers(0, size * size))]


def is_jump_path(path) -> bool:
    return all(is_knight_move(a, b) for a, b in zip(path, path[1:]))


# --- is_knight_tour: accepts tours, refuses each broken rule alone -----------------------------------------------


@given(a_tour())
def test_a_tour_its_reverse_and_its_squares_as_lists_are_tours(case):
    size, tour = case
    assert is_knight_tour(size, tour) and is_knight_tour(size, tour[::-1])
    assert is_knight_tour(size, [list(square) for square in tour])
    assert is_knight_tour(size, tour, closed=True) == (size > 1 and is_knight_move(tour[-1], tour[0]))


@given(board_and_square(st.integers(3, 9)), st.sampled_from(KNIGHT_OFFSETS))
def test_a_path_of_jumps_back_and_forth_between_two_squares_is_not_a_tour(case, offset):
    """n² squares, all on the board, every step a jump: only the rule "each square once" refuses it."""
    size, a = case
    b = (a[0] + offset[0], a[1] + offset[1])
    assume(on_board(size, b))
    path = [(a, b)[k % 2] for k in range(size * size)]
    assert is_jump_path(path) and all(on_board(size, square) for square in path)
    assert not is_knight_tour(size, path) and not is_knight_tour(size, path, closed=True)


@given(a_tour(), st.data())
def test_a_tour_with_one_square_written_twice_is_not_a_tour(case, data):
    size, tour = case
    assume(size > 1)
    k, j = data.draw(st.lists(st.integers(0, len(tour) - 1), min_size=2, max_size=2, unique=True))
    spoiled = list(tour)
    spoiled[k] = tour[j]  # the right length, on the board, one square twice (and one missing)
    assert not is_knight_tour(size, spoiled)


@given(a_tour(), st.integers(-3, 3), st.integers(-3, 3))
def test_a_tour_moved_partly_off_the_board_is_not_a_tour(case, d_row, d_col):
    """Moved as a whole, every step stays a jump and every square distinct: only the board rule refuses it."""
    size, tour = case
    assume((d_row, d_col) != (0, 0))
    moved = [(row + d_row, col + d_col) for row, col in tour]
    assert is_jump_path(moved) and len(set(moved)) == len(moved)
    assert not is_knight_tour(size, moved) and not is_knight_tour(size, moved, closed=True)


@given(a_tour(), st.data())
def test_a_tour_with_two_squares_swapped_is_a_tour_only_if_every_step_is_still_a_jump(case, data):
    """Every square once and on the board: the jump rule alone decides."""
    size, tour = case
    assume(size > 1)
    k, j = data.draw(st.lists(st.integers(0, len(tour) - 1), min_size=2, max_size=2, unique=True))
    swapped = list(tour)
    swapped[k], swapped[j] = swapped[j], swapped[k]
    assert is_knight_tour(size, swapped) == is_jump_path(swapped)


@given(a_tour(), st.data())
def test_a_tour_cut_short_or_made_longer_is_not_a_tour(case, data):
    size, tour = case
    cut = data.draw(st.integers(0, len(tour) - 1))
    assert not is_knight_tour(size, tour[:cut])
    assert not is_knight_tour(size, tour + tour[:1])


# --- numbered boards ---------------------------------------------------------------------------------------------


@given(a_partial_path())
def test_numbering_a_path_and_reading_it_back_give_the_path(case):
    size, path = case
    grid = board_numbering(size, path)
    assert tour_from_numbering(grid) == path
    assert sorted(number for row in grid for number in row if number) == list(range(1, len(path) + 1))
    assert sum(number == 0 for row in grid for number in row) == size * size - len(path)


@given(a_partial_path())
def test_reading_a_numbered_board_and_numbering_it_again_give_the_board(case):
    size, path = case
    grid = board_numbering(size, path)
    assert board_numbering(size, tour_from_numbering(grid)) == grid


@given(a_partial_path(st.integers(2, 6)), st.data())
def test_a_numbered_board_with_a_number_repeated_is_refused(case, data):
    size, path = case
    assume(len(path) >= 2)
    grid = board_numbering(size, path)
    (row, col) = path[data.draw(st.integers(1, len(path) - 1))]
    grid[row][col] = 1  # now 1 twice and one number missing
    with pytest.raises(ValueError, match="must hold the numbers 1 to"):
        tour_from_numbering(grid)


# --- the solvers' tours ------------------------------------------------------------------------------------------


@given(board_and_square(st.integers(1, 16)), st.sampled_from(TIE_BREAKS))
def test_warnsdorffs_rule_returns_a_tour_from_its_start_or_none(case, tie):
    size, start = case
    tour = warnsdorff_tour(size, start=start, tie=tie)
    assert tour is None or (is_knight_tour(size, tour) and tour[0] == start)
    if no_tour_reason(size, start=start) is not None:
        assert tour is None


@given(board_and_square(st.integers(1, 12)))
def test_the_robust_solver_finds_a_tour_exactly_when_one_exists(case):
    size, start = case
    tour = robust_tour(size, start=start)
    assert (tour is None) == (no_tour_reason(size, start=start) is not None)
    assert tour is None or (is_knight_tour(size, tour) and tour[0] == start)


@given(st.sampled_from([1, 6, 8, 10]), st.integers(0, 3))
def test_a_closed_tour_is_a_tour_whose_last_square_is_a_jump_from_its_first(size, seed):
    tour = closed_tour(size, seed=seed)
    assert (tour is None) == (size == 1)  # closed tours exist on even boards from 6 on (and 1×1 has none)
    assert tour is None or (is_knight_tour(size, tour, closed=True) and tour[0] == (0, 0))


@NO_COVER
@given(board_and_square(st.integers(1, 6)))
def test_the_pruned_search_returns_a_tour_from_its_start_or_proves_there_is_none(case):
    size, start = case
    try:
        tour = pruned_tour(size, start=start, budget=30_000)
    except SearchBudgetExceeded:
        return  # no answer within the budget: nothing to check
    assert (tour is None) == (no_tour_reason(size, start=start) is not None)
    assert tour is None or (is_knight_tour(size, tour) and tour[0] == start)


@NO_COVER
@given(board_and_square(st.integers(1, 5)))
def test_the_plain_search_returns_a_tour_from_its_start_or_proves_there_is_none(case):
    size, start = case
    try:
        tour = backtracking_tour(size, start=start, budget=100_000)
    except SearchBudgetExceeded:
        return
    assert (tour is None) == (no_tour_reason(size, start=start) is not None)
    assert tour is None or (is_knight_tour(size, tour) and tour[0] == start)


# --- breadth-first search: distances consistent with parents -----------------------------------------------------


@st.composite
def a_leaper_search(draw):
    """A board, a leaper (a, b), and a start square."""
    size, start = draw(board_and_square(st.integers(1, 9)))
    a, b = draw(st.integers(0, 4)), draw(st.integers(0, 4))
    assume((a, b) != (0, 0))
    return size, a, b, start


@given(a_leaper_search())
def test_each_reached_square_is_one_jump_and_one_move_further_than_its_parent(case):
    size, a, b, start = case
    offsets = leaper_offsets(a, b)
    distance, parent = breadth_first_search(size, offsets, start)
    at = {square: distance[square[0] * size + square[1]] for square in all_squares(size)}
    assert at[start] == 0 and parent[start] is None
    for square, before in parent.items():
        if square != start:
            assert (square[0] - before[0], square[1] - before[1]) in offsets
            assert at[square] == at[before] + 1
    assert {square for square, moves in at.items() if moves != UNREACHABLE} == set(parent)


@given(a_leaper_search())
def test_no_jump_leads_to_a_square_more_than_one_move_further(case):
    """The distances are the fewest moves: a jump from a reached square reaches, at most one move further."""
    size, a, b, start = case
    grid = distance_grid(size, a, b, start=start)
    for row, col in all_squares(size):
        if grid[row][col] != UNREACHABLE:
            for d_row, d_col in leaper_offsets(a, b):
                r, c = row + d_row, col + d_col
                if on_board(size, (r, c)):
                    assert grid[r][c] != UNREACHABLE and grid[r][c] <= grid[row][col] + 1


@given(a_leaper_search(), st.data())
def test_a_shortest_path_has_as_many_moves_as_the_distance_and_each_is_a_jump(case, data):
    size, a, b, start = case
    target = (data.draw(st.integers(0, size - 1)), data.draw(st.integers(0, size - 1)))
    moves = distance_grid(size, a, b, start=start)[target[0]][target[1]]
    path = shortest_path(size, a, b, start=start, target=target)
    if moves == UNREACHABLE:
        assert path is None
    else:
        offsets = leaper_offsets(a, b)
        assert len(path) == moves + 1 and path[0] == start and path[-1] == target
        assert all((r2 - r1, c2 - c1) in offsets for (r1, c1), (r2, c2) in zip(path, path[1:]))


# --- the Tower of Hanoi: the rules, and the formula against the moves ---------------------------------------------


directions = st.sampled_from(["right", "left"])
pegs = st.sampled_from(PEGS)


@st.composite
def a_state(draw, disks=DISKS):
    """Any arrangement of the disks (every one is legal: each peg stacked largest first)."""
    return state_from_pegs(draw(st.lists(pegs, min_size=draw(disks), max_size=6)))


def follows_the_rules(state, move) -> bool:
    """The rules, as chapter 5 states them: move the top disk of a peg onto another peg, empty or with a larger top."""
    disk, source, target = move
    return (source != target and bool(state[source]) and state[source][-1] == disk
            and (not state[target] or state[target][-1] > disk))


@given(a_state(), st.integers(1, 6), pegs, pegs)
def test_the_checkers_agree_with_the_rules_on_any_move(state, disk, source, target):
    move = (disk, source, target)
    legal = follows_the_rules(state, move)
    assert is_legal_move(state, move) == legal == (why_illegal(state, move) is None)
    assert (move in legal_moves(state)) == legal
    if legal:
        after = apply_move(state, move)
        assert after[target][-1] == disk and sorted(sum(after, ())) == sorted(sum(state, ()))
    else:
        with pytest.raises(ValueError, match=f"illegal move \\({disk}, {source}, {target}\\): "):
            apply_move(state, move)


@given(st.integers(1, 6), directions, pegs, st.data())
def test_a_game_with_one_illegal_move_is_refused_at_that_move(disks, direction, start, data):
    moves = list(circular_moves(disks, direction=direction, start=start))
    k = data.draw(st.integers(0, len(moves) - 1))
    state = state_after(disks, k, direction=direction, start=start)
    illegal = [(disk, source, target) for disk in range(1, disks + 1) for source in PEGS for target in PEGS
               if why_illegal(state, (disk, source, target)) is not None]
    bad = data.draw(st.sampled_from(illegal))
    assert not is_legal_move(state, bad)
    game = moves[:k] + [bad] + moves[k + 1:]
    replayed = []
    with pytest.raises(ValueError, match="illegal move"):
        for after in replay_moves(initial_state(disks, start=start), game):
            replayed.append(after)
    assert len(replayed) == k  # every move before the illegal one was made, and none after


@given(st.integers(1, 7), directions, pegs, st.data())
def test_the_state_after_k_steps_is_the_state_the_first_k_moves_reach(disks, direction, start, data):
    k = data.draw(st.integers(0, minimum_moves(disks)))
    first_k = islice(circular_moves(disks, direction=direction, start=start), k)
    tower = initial_state(disks, start=start)
    states = [tower, *replay_moves(tower, first_k)]
    assert len(states) == k + 1
    assert state_after(disks, k, direction=direction, start=start) == states[-1]


@given(st.integers(1, 7), directions, pegs)
def test_the_circular_method_makes_only_legal_moves_and_ends_the_game_at_its_last(disks, direction, start):
    state = initial_state(disks, start=start)
    moves = list(circular_moves(disks, direction=direction, start=start))
    assert len(moves) == minimum_moves(disks)
    for k, move in enumerate(moves, start=1):
        assert is_legal_move(state, move) and not is_game_over(state, start=start)
        state = apply_move(state, move)
        assert state == state_after(disks, k, direction=direction, start=start)
    assert is_game_over(state, start=start)
