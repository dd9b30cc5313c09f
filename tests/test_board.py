"""Tests for the shared checks in boardpuzzles.board."""

import pytest

from boardpuzzles.board import all_squares, on_board, require_board_size, require_in_range, require_square


@pytest.mark.parametrize("value", [True, "8", 8.0, None])
def test_non_integers_are_refused_with_their_value(value):
    with pytest.raises(ValueError, match="board size must be a whole number"):
        require_board_size(value, maximum=10)


def test_range_message_names_value_and_rule():
    with pytest.raises(ValueError, match="steps must be between 2 and 5, got 7"):
        require_in_range(7, "steps", 2, 5)


@pytest.mark.parametrize("square", [(0,), "abc", None, (1, 2, 3)])
def test_malformed_squares_are_refused(square):
    with pytest.raises(ValueError, match=r"must be a \(row, col\) pair"):
        require_square(square, 8)


@pytest.mark.parametrize("size", [1, 2, 7])
def test_all_squares_are_on_board_and_distinct(size):
    squares = list(all_squares(size))
    assert len(set(squares)) == size * size
    assert all(on_board(s, size) for s in squares)
    assert not on_board((size, 0), size) and not on_board((0, -1), size)


def test_square_coordinates_must_be_whole_numbers():
    with pytest.raises(ValueError, match="square row must be a whole number, got 'a'"):
        require_square("ab", 8)
