"""Tests for boardpuzzles.knight: properties over many boards, plus the article's examples."""

import pytest

from boardpuzzles.board import all_squares
from boardpuzzles.knight import (
    KNIGHT_OFFSETS, LEAPERS, format_square, knight_jumps, knight_targets, leaper_offsets, move_counts,
    parse_square, stuck_squares, total_knight_moves, try_offsets,
)


def is_leap(a, b, step):
    """Say whether squares a and b are one (step[0], step[1]) leap apart, checked from scratch."""
    return sorted((abs(a[0] - b[0]), abs(a[1] - b[1]))) == sorted(step)


@pytest.mark.parametrize("size", [1, 2, 3, 4, 5, 8, 11])
def test_targets_are_exactly_the_knight_moves_on_the_board(size):
    for square in all_squares(size):
        targets = knight_targets(square, size)
        expected = {other for other in all_squares(size) if is_leap(square, other, (1, 2))}
        assert set(targets) == expected
        assert len(targets) == len(set(targets))


@pytest.mark.parametrize("square", [(0, 0), (3, 4), (7, 7), (1, 6)])
def test_targets_follow_offset_order(square):
    targets = knight_targets(square)
    order = [KNIGHT_OFFSETS.index((r - square[0], c - square[1])) for r, c in targets]
    assert order == sorted(order)


@pytest.mark.parametrize("text, count", [("(1 1)", 2), ("(5 5)", 8), ("(2 8)", 3)])
def test_the_articles_examples(text, count):
    assert knight_jumps(text) == count


def test_try_offsets_reports_every_offset_with_its_number():
    jumps = try_offsets((0, 0))
    assert [j.number for j in jumps] == list(range(1, 9))
    assert all(j.lands == (0 <= j.target[0] < 8 and 0 <= j.target[1] < 8) for j in jumps)


@pytest.mark.parametrize("text", ["(4 5)", "4 5", "(4,5)", "4, 5", "  ( 4 , 5 )  ", "4,5"])
def test_parse_square_is_lenient_on_separators(text):
    assert parse_square(text) == (3, 4)


@pytest.mark.parametrize(
    "text, message",
    [
        ("", "empty"),
        ("   ", "empty"),
        ("(9 9)", r"square \(9, 9\) is off the 8×8 board: coordinates run from 1 to 8"),
        ("(0 3)", "off the 8×8 board"),
        ("(a 1)", "'a' is not a whole number"),
        ("(1.5 2)", "not a whole number"),
        ("(1 2 3)", "two numbers"),
        ("12", "two numbers"),
    ],
)
def test_parse_square_is_strict_on_values(text, message):
    with pytest.raises(ValueError, match=message):
        parse_square(text)


def test_parse_and_format_are_inverse_on_every_square():
    for size in (1, 5, 12):
        for square in all_squares(size):
            assert parse_square(format_square(square), size) == square


@pytest.mark.parametrize("size, message", [(0, "between 1 and 1000, got 0"), (1001, "got 1001"), (2.5, "whole number")])
def test_bad_board_sizes_are_named(size, message):
    with pytest.raises(ValueError, match=message):
        knight_targets((0, 0), size)


def test_off_board_square_is_named():
    with pytest.raises(ValueError, match=r"square \(8, 0\) is off the 8×8 board"):
        knight_targets((8, 0))


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
    stuck = stuck_squares(size, offsets)
    assert all(knight_targets(square, size, offsets) == [] for square in stuck)
    assert all(knight_targets(square, size, offsets) for square in all_squares(size) if square not in stuck)
