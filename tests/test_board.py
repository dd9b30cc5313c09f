"""Tests for the shared checks in boardpuzzles.board."""

import pytest

from boardpuzzles.board import (
    MAX_BOARD_SIZE,
    all_squares,
    format_square,
    on_board,
    parse_square,
    require_board_size,
    require_in_range,
    require_square,
)


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
        require_square(8, square)


@pytest.mark.parametrize("size", [1, 2, 7])
def test_all_squares_are_on_board_and_distinct(size):
    squares = list(all_squares(size))
    assert len(set(squares)) == size * size
    assert all(on_board(size, s) for s in squares)
    assert not on_board(size, (size, 0)) and not on_board(size, (0, -1))


def test_square_coordinates_must_be_whole_numbers():
    with pytest.raises(ValueError, match="square row must be a whole number, got 'a'"):
        require_square(8, "ab")


@pytest.mark.parametrize("text", ["(4 5)", "4 5", "(4,5)", "4, 5", "  ( 4 , 5 )  ", "4,5"])
def test_parse_square_is_lenient_on_separators(text):
    assert parse_square(8, text) == (3, 4)


@pytest.mark.parametrize(
    "text, message",
    [
        ("", "empty"),
        ("   ", "empty"),
        ("(9 9)", r"square \(9 9\) is off the 8×8 board: rows and columns run from 1 to 8"),
        ("(0 3)", "off the 8×8 board"),
        ("(a 1)", "'a' is not a whole number"),
        ("(1.5 2)", "not a whole number"),
        ("(５ 1)", "'５' is not a whole number written with 0-9"),
        ("(1 2 3)", "two numbers"),
        ("12", "two numbers"),
    ],
)
def test_parse_square_is_strict_on_values(text, message):
    with pytest.raises(ValueError, match=message):
        parse_square(8, text)


@pytest.mark.parametrize("size", [1, 3, 8, 12, 1000])
@pytest.mark.parametrize("text", ["", "   ", "\t\n"])
def test_empty_square_text_states_the_boards_1_based_range(size, text):
    with pytest.raises(ValueError) as raised:
        parse_square(size, text)
    assert str(raised.value) == (
        f"square text is empty: write it as '(row col)', with row and column from 1 to {size}"
    )


@pytest.mark.parametrize("size", [1, 5, 8])
@pytest.mark.parametrize("row, col", [(1, 0), (0, 1), (0, 0), (-1, 1), ("size+1", 1), (1, "size+1")])
def test_parse_square_refuses_row_or_column_0_and_past_the_edge_with_the_1_based_rule(size, row, col):
    row, col = (size + 1 if value == "size+1" else value for value in (row, col))
    with pytest.raises(ValueError) as raised:
        parse_square(size, f"({row} {col})")
    assert str(raised.value) == (
        f"square ({row} {col}) is off the {size}×{size} board: rows and columns run from 1 to {size}"
    )


@pytest.mark.parametrize("size", [1, 5, 8])
def test_parse_square_accepts_both_edges_of_the_1_based_range(size):
    assert parse_square(size, "(1 1)") == (0, 0)
    assert parse_square(size, f"({size} 1)") == (size - 1, 0)
    assert parse_square(size, f"(1 {size})") == (0, size - 1)
    assert parse_square(size, f"({size} {size})") == (size - 1, size - 1)


@pytest.mark.parametrize("square", [(1, 1), [1, 1], 11, None, b"(1 1)"])
def test_a_square_that_is_not_text_is_reported_as_such_not_as_empty(square):
    with pytest.raises(ValueError) as raised:
        parse_square(8, square)
    assert str(raised.value) == f"square text must be a string like '(1 1)', got {square!r}"


def test_parse_square_reads_squares_of_boards_past_max_board_size():
    # the tour checker and Warnsdorff's solvers take boards past MAX_BOARD_SIZE; their squares must parse too
    size = MAX_BOARD_SIZE + 1000
    assert parse_square(size, f"({size} 1)") == (size - 1, 0)


@pytest.mark.parametrize("size, message", [(0, "at least 1, got 0"), (-2, "at least 1, got -2"),
                                           (2.0, "a whole number, got 2.0")])
def test_parse_square_checks_the_board_size(size, message):
    with pytest.raises(ValueError, match=f"board size must be {message}"):
        parse_square(size, "(1 1)")


def test_parse_and_format_are_inverse_on_every_square():
    for size in (1, 5, 12):
        for square in all_squares(size):
            assert parse_square(size, format_square(square)) == square
