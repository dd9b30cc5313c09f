"""Tests for boardpuzzles.tour: what a tour is, numbered boards, and when no tour exists."""

import random

import pytest
from conftest import NO_COVER

from boardpuzzles.backtracking import count_tours
from boardpuzzles.board import all_squares
from boardpuzzles.knight import knight_targets
from boardpuzzles.tour import (
    board_numbering,
    closed_tour_exists,
    format_board,
    is_knight_move,
    is_knight_tour,
    no_tour_reason,
    schwenk_reason,
    tour_from_numbering,
)

#: The judge's sample answer for n = 5 (e-olymp 10242), a numbered board.
JUDGE_SAMPLE_5 = [[1, 6, 15, 10, 21], [14, 9, 20, 5, 16], [19, 2, 7, 22, 11], [8, 13, 24, 17, 4], [25, 18, 3, 12, 23]]

#: A closed tour of the 6×6 board, as a numbered board.
CLOSED_6 = [[1, 22, 13, 8, 3, 24], [12, 9, 2, 23, 14, 7], [21, 36, 11, 6, 25, 4],
            [10, 33, 26, 17, 30, 15], [35, 20, 31, 28, 5, 18], [32, 27, 34, 19, 16, 29]]


# --- knight moves and tours -----------------------------------------------------------------


@pytest.mark.parametrize("size", [1, 3, 5, 8])
def test_a_knight_move_is_a_jump_to_a_knight_target(size):
    for a in all_squares(size):
        for b in all_squares(size):
            assert is_knight_move(a, b) == (b in knight_targets(size, a)) == is_knight_move(b, a)


@pytest.mark.parametrize("grid, closed", [(JUDGE_SAMPLE_5, False), (CLOSED_6, True), ([[1]], False)])
def test_known_tours_are_tours(grid, closed):
    tour = tour_from_numbering(grid)
    assert is_knight_tour(len(grid), tour)
    assert is_knight_tour(len(grid), tour, closed=True) == closed
    assert is_knight_tour(len(grid), tour[::-1], closed=closed)


def swap_two(path):
    path = list(path)
    path[3], path[4] = path[4], path[3]
    return path


@pytest.mark.parametrize("spoil, why", [
    (lambda tour: tour[:-1], "one square short"),
    (lambda tour: tour + tour[:1], "one square twice, and too long"),
    (lambda tour: tour[:-1] + tour[:1], "the right length, but one square twice"),
    (lambda tour: tour[:-1] + [(5, 0)], "the right length, with a square off the board"),
    (swap_two, "every square once, but a step that is not a jump"),
])
def test_spoiled_tours_are_not_tours(spoil, why):
    tour = tour_from_numbering(JUDGE_SAMPLE_5)
    assert not is_knight_tour(5, spoil(tour)), why


def shifted(path, d_row, d_col):
    return [(row + d_row, col + d_col) for row, col in path]


@pytest.mark.parametrize("grid, closed", [(JUDGE_SAMPLE_5, False), (CLOSED_6, True)])
@pytest.mark.parametrize("d_row, d_col", [(1, 0), (-1, 0), (0, 1), (0, -1), (2, 3)])
def test_a_real_tour_moved_partly_off_the_board_is_not_a_tour(grid, closed, d_row, d_col):
    """Moved as a whole, a tour keeps every knight jump and stays distinct: only the board check can refuse it."""
    size, tour = len(grid), tour_from_numbering(grid)
    moved = shifted(tour, d_row, d_col)
    jumps = list(zip(moved, moved[1:])) + ([(moved[-1], moved[0])] if closed else [])
    assert len(moved) == size * size and len(set(moved)) == len(moved)
    assert all(sorted((abs(a[0] - b[0]), abs(a[1] - b[1]))) == [1, 2] for a, b in jumps)
    assert any(not (0 <= row < size and 0 <= col < size) for row, col in moved)
    assert not is_knight_tour(size, moved)
    assert not is_knight_tour(size, moved, closed=closed)


@pytest.mark.parametrize("size", [3, 5, 6])
def test_a_path_that_repeats_a_square_is_not_a_tour_even_when_every_step_is_a_jump(size):
    """The repeat rule alone: n² squares, all on the board, each a jump from the last, but two squares only."""
    back_and_forth = [(0, 0), (1, 2)] * (size * size // 2) + [(0, 0)] * (size % 2)
    assert len(back_and_forth) == size * size
    assert all(is_knight_move(a, b) for a, b in zip(back_and_forth, back_and_forth[1:]))
    assert not is_knight_tour(size, back_and_forth)
    assert not is_knight_tour(size, back_and_forth, closed=True)


def test_squares_may_be_lists():
    assert is_knight_tour(5, [list(square) for square in tour_from_numbering(JUDGE_SAMPLE_5)])


def test_is_knight_tour_checks_the_size():
    with pytest.raises(ValueError, match="board size must be between 1 and 5000, got 0"):
        is_knight_tour(0, [])


# --- numbered boards ----------------------------------------------------------------------


@pytest.mark.parametrize("seed", range(5))
@pytest.mark.parametrize("size", [1, 4, 7])
def test_numbering_and_reading_back_are_inverse(size, seed):
    squares = list(all_squares(size))
    random.Random(seed).shuffle(squares)
    path = squares[:random.Random(seed).randint(0, len(squares))]
    grid = board_numbering(size, path)
    assert tour_from_numbering(grid) == path
    assert sorted(number for line in grid for number in line if number) == list(range(1, len(path) + 1))


@pytest.mark.parametrize("path, message", [
    ([(0, 0), (0, 3)], r"square 2 of the path, \(0, 3\), is off the 3×3 board: 0-based rows and columns run "
                       r"from 0 to 2"),
    ([(-1, 0)], r"square 1 of the path, \(-1, 0\), is off the 3×3 board"),
    ([(0, 0), (1, 2), (0, 0)], r"square 3 of the path, \(0, 0\), was already square 1"),
])
def test_board_numbering_refuses_squares_off_the_board_or_visited_twice(path, message):
    with pytest.raises(ValueError, match=message):
        board_numbering(3, path)


def test_the_articles_minus_one_means_empty():
    assert tour_from_numbering([[1, -1], [-1, -1]]) == [(0, 0)]


@pytest.mark.parametrize("grid, numbers", [([[1, 1], [0, 0]], r"\[1, 1\]"), ([[2, 0], [0, 0]], r"\[2\]")])
def test_a_numbering_with_gaps_or_repeats_is_refused(grid, numbers):
    with pytest.raises(ValueError, match=f"must hold the numbers 1 to .* once each, got {numbers}"):
        tour_from_numbering(grid)


@pytest.mark.parametrize("grid, width", [(JUDGE_SAMPLE_5, 2), (board_numbering(4, [(0, 0)]), 2), ([[1]], 1)])
def test_format_board_right_aligns_to_the_width_of_n_squared(grid, width):
    lines = format_board(grid).splitlines()
    assert len(lines) == len(grid)
    assert all(len(line) == len(grid) * (width + 1) - 1 for line in lines)
    assert [[int(word) for word in line.split()] for line in lines] == grid


def test_format_board_takes_a_width():
    assert format_board([[1, 4], [3, 2]], width=3) == "  1   4\n  3   2"


# --- when no tour exists ------------------------------------------------------------------


@pytest.mark.parametrize("size", [1, 2, 3, 4, 5])
def test_no_tour_reason_agrees_with_counting_the_tours(size):
    for start in all_squares(size):
        assert (no_tour_reason(size, start=start) is None) == (count_tours(size, start=start) > 0)


@pytest.mark.parametrize("size", range(1, 16))
def test_odd_boards_need_the_corners_colour(size):
    for start in all_squares(size):
        reason = no_tour_reason(size, start=start)
        if size in (2, 3, 4):
            assert reason == no_tour_reason(size)
        else:
            assert (reason is not None) == (size % 2 == 1 and sum(start) % 2 == 1)


@pytest.mark.parametrize("size", range(1, 20))
def test_closed_reasons_are_schwenks(size):
    assert no_tour_reason(size, closed=True) == schwenk_reason(size, size)


def test_no_tour_reason_checks_its_input():
    with pytest.raises(ValueError, match="board size must be between 1 and 5000, got 0"):
        no_tour_reason(0)
    with pytest.raises(ValueError, match=r"start square \(5, 0\) is off the 5×5 board"):
        no_tour_reason(5, start=(5, 0))


def closed_tour_by_search(rows, cols):
    """Exhaustive search for a closed tour of a small rectangle (the reference for Schwenk's theorem).

    The knight alternates colours, so boards with an odd number of squares are answered by parity.
    Otherwise the cycle passes through the corner using both of its jumps, so the search looks for a
    path from one of the corner's neighbours to the other through every other square.
    """
    if rows * cols % 2 == 1 or min(rows, cols) < 3:
        return False
    squares = [(r, c) for r in range(rows) for c in range(cols)]
    near = {s: [t for t in squares if is_knight_move(s, t)] for s in squares}
    first, last = near[(0, 0)]
    seen = {(0, 0), first, last}
    path = [first]

    def extend():
        if len(seen) == len(squares):
            return last in near[path[-1]]
        for t in sorted(near[path[-1]], key=lambda t: sum(u not in seen for u in near[t])):  # any order is exhaustive
            if t not in seen:
                path.append(t)
                seen.add(t)
                if extend():
                    return True
                seen.discard(path.pop())
        return False

    return extend()


@pytest.mark.parametrize("rows, cols", [(1, 1), (1, 4), (2, 6), (3, 3), (3, 4), (3, 5), (3, 6), (3, 8), (4, 4),
                                        (4, 5), (4, 6), (5, 5), (3, 10), (5, 6), (6, 6), (3, 12)])
@NO_COVER
def test_schwenk_theorem_against_exhaustive_search(rows, cols):
    assert closed_tour_exists(rows, cols) == closed_tour_exists(cols, rows) == closed_tour_by_search(rows, cols)


@pytest.mark.parametrize("rows, cols, rule", [(5, 7, "odd"), (10, 4, "rule (b)"), (2, 2, "rule (b)"),
                                              (8, 3, "rule (c)"), (3, 3, "odd")])
def test_schwenk_reasons_name_the_rule(rows, cols, rule):
    assert rule in schwenk_reason(rows, cols) and rule in schwenk_reason(cols, rows)


@pytest.mark.parametrize("rows, cols, name", [(0, 5, "rows"), (5, 0, "columns"), (10**6 + 1, 5, "rows")])
def test_schwenk_checks_its_input(rows, cols, name):
    with pytest.raises(ValueError, match=f"{name} must be between 1 and 1000000"):
        schwenk_reason(rows, cols)
