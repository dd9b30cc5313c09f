"""Tests for boardpuzzles.knight: properties over many boards, plus the article's examples."""

import pytest

from boardpuzzles.board import all_squares
from boardpuzzles.knight import (
    KNIGHT_OFFSETS,
    LEAPERS,
    jump_number,
    knight_jumps,
    knight_targets,
    leaper_offsets,
    move_counts,
    offsets_round,
    stuck_squares,
    total_knight_moves,
    try_offsets,
)


def is_leap(a, b, step):
    """Say whether squares a and b are one (step[0], step[1]) leap apart, checked from scratch."""
    return sorted((abs(a[0] - b[0]), abs(a[1] - b[1]))) == sorted(step)


@pytest.mark.parametrize("size", [1, 2, 3, 4, 5, 8, 11])
def test_targets_are_exactly_the_knight_moves_on_the_board(size):
    for square in all_squares(size):
        targets = knight_targets(size, square)
        expected = {other for other in all_squares(size) if is_leap(square, other, (1, 2))}
        assert set(targets) == expected
        assert len(targets) == len(set(targets))


@pytest.mark.parametrize("square", [(0, 0), (3, 4), (7, 7), (1, 6)])
def test_targets_follow_offset_order(square):
    targets = knight_targets(8, square)
    order = [KNIGHT_OFFSETS.index((r - square[0], c - square[1])) for r, c in targets]
    assert order == sorted(order)


@pytest.mark.parametrize("text, count", [("(1 1)", 2), ("(5 5)", 8), ("(2 8)", 3)])
def test_the_articles_examples(text, count):
    assert knight_jumps(8, text) == count


def test_try_offsets_reports_every_offset_with_its_order_tried():
    jumps = try_offsets(8, (0, 0))
    assert [j.order for j in jumps] == list(range(1, 9))
    assert [j.offset for j in jumps] == list(KNIGHT_OFFSETS)  # the article's array order
    assert all(j.lands == (0 <= j.target[0] < 8 and 0 <= j.target[1] < 8) for j in jumps)


# chapter 1's numbering, as its note "The numbers of the eight jumps" lists it: jump 1 (−2, +1), then clockwise
CHAPTER_1_NUMBERS = {(-2, 1): 1, (-1, 2): 2, (1, 2): 3, (2, 1): 4, (2, -1): 5, (1, -2): 6, (-1, -2): 7, (-2, -1): 8}


@pytest.mark.parametrize("offsets", [KNIGHT_OFFSETS, tuple(reversed(KNIGHT_OFFSETS)),
                                     offsets_round((2, 1), clockwise=False)])
@pytest.mark.parametrize("square", [(0, 0), (3, 4), (7, 6)])
def test_try_offsets_numbers_every_jump_as_chapter_1_does_whatever_order_it_tries_them_in(offsets, square):
    jumps = try_offsets(8, square, offsets=offsets)
    assert {j.offset: j.number for j in jumps} == CHAPTER_1_NUMBERS
    assert all(j.number == jump_number(j.offset) for j in jumps)


@pytest.mark.parametrize("size, message", [(0, "between 1 and 1000, got 0"), (1001, "between 1 and 1000, got 1001"),
                                           (2.5, "whole number")])
@pytest.mark.parametrize("solver", [lambda size: knight_targets(size, (0, 0)), move_counts, total_knight_moves,
                                    lambda size: knight_jumps(size, "(1 1)")])
def test_bad_board_sizes_are_named(solver, size, message):
    with pytest.raises(ValueError, match=f"board size must be {'a ' if size == 2.5 else ''}{message}"):
        solver(size)


def test_off_board_square_is_named():
    with pytest.raises(ValueError, match=r"square \(8, 0\) is off the 8×8 board"):
        knight_targets(8, (8, 0))


@pytest.mark.parametrize("a, b", [(1, 2), (1, 3), (2, 3), (1, 4), (1, 1), (0, 2), (3, 3)])
def test_leaper_offsets_are_all_the_leaps(a, b):
    offsets = leaper_offsets(a, b)
    assert offsets == leaper_offsets(b, a) == tuple(sorted(set(offsets)))
    assert all(is_leap((0, 0), offset, (a, b)) for offset in offsets)
    assert len(offsets) == (4 if a == b or 0 in (a, b) else 8)


@pytest.mark.parametrize("a, b, message", [(-1, 2, "at least 0"), (0, 0, "cannot move"), (1.5, 2, "whole number")])
def test_leaper_offsets_reject_bad_steps(a, b, message):
    with pytest.raises(ValueError, match=message):
        leaper_offsets(a, b)


@pytest.mark.parametrize("size", range(1, 16))
def test_move_counts_total_matches_the_formula_and_board_symmetry(size):
    counts = move_counts(size)
    assert sum(map(sum, counts)) == total_knight_moves(size)
    flipped = [row[::-1] for row in counts]
    transposed = [list(col) for col in zip(*counts)]
    assert counts == flipped == transposed


@pytest.mark.parametrize("name", list(LEAPERS))
@pytest.mark.parametrize("size", [3, 4, 5, 6, 8])
def test_stuck_squares_have_no_leap(name, size):
    offsets = leaper_offsets(*LEAPERS[name])
    stuck = stuck_squares(size, offsets=offsets)
    assert all(knight_targets(size, square, offsets=offsets) == [] for square in stuck)
    free = [square for square in all_squares(size) if square not in stuck]
    assert all(knight_targets(size, square, offsets=offsets) for square in free)


@pytest.mark.parametrize("clockwise", [True, False])
@pytest.mark.parametrize("first", KNIGHT_OFFSETS)
def test_offsets_round_turns_one_way_through_all_eight(first, clockwise):
    order = offsets_round(first, clockwise=clockwise)
    assert order[0] == first and sorted(order) == sorted(KNIGHT_OFFSETS)
    # Seen on the page (rows grow downwards), each step turns the same way by less than half a turn:
    # the cross product of screen vectors (x = col, y = -row): negative clockwise, positive anticlockwise.
    for (r1, c1), (r2, c2) in zip(order, order[1:] + order[:1]):
        cross = c1 * (-r2) - (-r1) * c2
        assert (cross < 0) == clockwise and cross != 0


def test_offsets_round_gives_the_two_articles_orders():
    # chapter 3's C program: xMove = 2, 1, -1, -2, -2, -1, 1, 2 and yMove = 1, 2, 2, 1, -1, -2, -2, -1
    c_rows, c_cols = (2, 1, -1, -2, -2, -1, 1, 2), (1, 2, 2, 1, -1, -2, -2, -1)
    assert offsets_round((2, 1), clockwise=False) == tuple(zip(c_rows, c_cols))
    # chapter 4's Java program, (x, y) = (column, row): (-2,-1) (-1,-2) (1,-2) (2,-1) (2,1) (1,2) (-1,2) (-2,1)
    java = ((-2, -1), (-1, -2), (1, -2), (2, -1), (2, 1), (1, 2), (-1, 2), (-2, 1))
    assert offsets_round((-1, -2)) == tuple((dy, dx) for dx, dy in java)


@pytest.mark.parametrize("first", [(1, 1), (0, 0), (2, 2), "ab", 5, None])
def test_offsets_round_refuses_a_non_knight_start(first):
    with pytest.raises(ValueError, match="first offset must be one of the 8 knight jumps"):
        offsets_round(first)


# --- the claims of chapter 1 -----------------------------------------------------------------------


@pytest.mark.parametrize("size", range(4, 30))
def test_only_the_corners_have_two_moves_and_the_middle_has_all_eight(size):
    counts = sorted(count for row in move_counts(size) for count in row)
    assert counts[:5] == [2, 2, 2, 2, 3]
    assert counts.count(8) == (size - 4) ** 2  # the squares two or more squares from every edge


@pytest.mark.parametrize("size", [1, 2, 3])
def test_small_boards_have_squares_the_knight_cannot_leave(size):
    assert stuck_squares(size) == ([(1, 1)] if size == 3 else list(all_squares(size)))


@pytest.mark.parametrize("size", [1, 3, 5, 8, 12])
def test_each_knight_move_is_counted_once_in_each_direction(size):
    pairs = {frozenset((s, t)) for s in all_squares(size) for t in knight_targets(size, s)}
    assert 2 * len(pairs) == total_knight_moves(size)


@pytest.mark.parametrize("a, b", [(1, 2), (1, 3), (2, 3), (1, 4), (2, 2), (0, 1)])
def test_a_leaper_changes_colour_exactly_when_a_plus_b_is_odd(a, b):
    assert all((dr + dc) % 2 == (a + b) % 2 for dr, dc in leaper_offsets(a, b))


def test_the_traps_of_the_long_leapers():
    giraffe, camel, zebra = (leaper_offsets(*LEAPERS[name]) for name in ("giraffe", "camel", "zebra"))
    assert stuck_squares(5, offsets=giraffe) == [(r, c) for r in (1, 2, 3) for c in (1, 2, 3)]
    assert stuck_squares(4, offsets=giraffe) == list(all_squares(4))
    assert stuck_squares(5, offsets=camel) == stuck_squares(5, offsets=zebra) == [(2, 2)]
    assert all(not stuck_squares(8, offsets=leaper_offsets(a, b)) for a, b in LEAPERS.values())
