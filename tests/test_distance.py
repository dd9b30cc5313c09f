"""Tests for boardpuzzles.distance: BFS distances of an (a, b) leaper and the article's table."""

import re
import subprocess
import sys
from math import gcd

import pytest
from conftest import is_walk

from boardpuzzles.board import MAX_BOARD_SIZE, all_squares, on_board
from boardpuzzles.cli import main
from boardpuzzles.distance import (
    MAX_TABLE_SIZE,
    UNREACHABLE,
    QueueStep,
    bfs_layers,
    bfs_queue_steps,
    bitboard_fewest_moves,
    bitboard_knightl_table,
    distance_grid,
    fewest_moves,
    format_table,
    knightl_article_search,
    knightl_article_table,
    knightl_table,
    search_one_piece,
    shortest_path,
)
from boardpuzzles.knight import knight_targets, leaper_offsets

SAMPLE_6 = "5 4 3 2 5\n4 -1 2 -1 -1\n3 2 -1 -1 -1\n2 -1 -1 -1 -1\n5 -1 -1 -1 1"

# (n, a, b, start): knights, other leapers, diagonal pieces, tiny boards, starts off the corner.
CASES = [
    (1, 1, 2, (0, 0)), (2, 1, 1, (0, 0)), (3, 1, 2, (0, 0)), (3, 1, 2, (1, 1)), (4, 1, 3, (0, 0)),
    (5, 2, 2, (0, 0)), (6, 2, 3, (0, 0)), (6, 3, 4, (2, 5)), (7, 1, 4, (3, 3)), (8, 1, 2, (0, 0)),
    (8, 1, 2, (4, 6)), (9, 2, 4, (0, 0)), (10, 1, 1, (5, 2)), (11, 3, 5, (1, 0)), (12, 0, 3, (4, 4)),
]


# --- the article's sample and the table ---------------------------------------------------


def test_sample_table_for_n_6_is_reproduced_exactly():
    assert format_table(knightl_table(6)) == SAMPLE_6


@pytest.mark.parametrize("n", [1, 2, 3, 4, 5, 6, 7, 9, 12, 16])
def test_table_agrees_with_the_articles_method(n):
    assert knightl_table(n) == knightl_article_table(n)


@pytest.mark.parametrize("n", [2, 5, 8, 13])
def test_table_agrees_with_one_search_per_piece(n):
    table = knightl_table(n)
    answers = [[fewest_moves(n, i, j) for j in range(1, n)] for i in range(1, n)]
    assert table == [[UNREACHABLE if moves is None else moves for moves in row] for row in answers]


@pytest.mark.parametrize("n", [1, 2, 6, 11, 20])
def test_table_is_square_and_symmetric(n):
    table = knightl_table(n)
    assert len(table) == n - 1 and all(len(row) == n - 1 for row in table)
    assert all(table[i][j] == table[j][i] for i in range(n - 1) for j in range(n - 1))


def test_table_for_n_1_is_empty_and_formats_to_nothing():
    assert knightl_table(1) == [] and format_table([]) == ""


# --- the distance grid is a BFS grid -------------------------------------------------------


@pytest.mark.parametrize("n, a, b, start", CASES)
def test_every_reached_square_is_one_legal_jump_past_the_layer_before(n, a, b, start):
    grid = distance_grid(n, a, b, start=start)
    assert grid[start[0]][start[1]] == 0
    for square in all_squares(n):
        moves = grid[square[0]][square[1]]
        if moves > 0:
            back = [p for p in all_squares(n) if grid[p[0]][p[1]] == moves - 1
                    and square in knight_targets(n, p, offsets=leaper_offsets(a, b))]
            assert back, f"{square} at distance {moves} has no neighbour at distance {moves - 1}"


@pytest.mark.parametrize("n, a, b, start", CASES)
def test_no_square_is_closer_than_its_layer(n, a, b, start):
    """Across any jump the distance grows by at most 1, and unreachable squares border only unreachable ones."""
    grid = distance_grid(n, a, b, start=start)
    for row, col in all_squares(n):
        for d_row, d_col in leaper_offsets(a, b):
            r, c = row + d_row, col + d_col
            if on_board(n, (r, c)) and grid[row][col] >= 0:
                assert 0 <= grid[r][c] <= grid[row][col] + 1
            elif on_board(n, (r, c)):
                assert grid[r][c] == -1


@pytest.mark.parametrize("n, a, b, start", CASES)
def test_layers_partition_the_reached_squares_by_distance(n, a, b, start):
    grid = distance_grid(n, a, b, start=start)
    layers = bfs_layers(n, a, b, start=start)
    assert layers[0] == [start] and all(layers)
    for moves, layer in enumerate(layers):
        assert all(grid[r][c] == moves for r, c in layer)
    assert sum(map(len, layers)) == sum(value >= 0 for row in grid for value in row)


@pytest.mark.parametrize("n, a, b, start", CASES)
def test_queue_steps_replay_a_first_in_first_out_queue(n, a, b, start):
    """Each step takes the front of the queue and puts its new finds at the back, in BFS order."""
    grid, offsets = distance_grid(n, a, b, start=start), leaper_offsets(a, b)
    steps = bfs_queue_steps(n, a, b, start=start)
    queue, reached = [start], {start}
    for step in steps:
        assert step.square == queue[0] and step.moves == grid[step.square[0]][step.square[1]]
        assert all(square in knight_targets(n, step.square, offsets=offsets) and square not in reached
                   for square in step.found)
        reached.update(step.found)
        queue = queue[1:] + step.found
        assert step.queue == queue
    assert queue == [] and len(steps) == len(reached) == sum(v >= 0 for row in grid for v in row)
    assert [step.square for step in steps] == [s for layer in bfs_layers(n, a, b, start=start) for s in layer]


@pytest.mark.parametrize("n, a, b, start", CASES)
def test_the_queue_hands_out_squares_in_order_of_distance(n, a, b, start):
    """The chapter's theorem: the moves of the squares taken never go down, and a queue spans at most 2 distances."""
    grid = distance_grid(n, a, b, start=start)
    steps = bfs_queue_steps(n, a, b, start=start)
    assert [step.moves for step in steps] == sorted(step.moves for step in steps)
    for step in steps:
        moves = [grid[r][c] for r, c in step.queue]
        assert moves == sorted(moves) and all(step.moves <= m <= step.moves + 1 for m in moves)
        assert all(grid[r][c] == step.moves + 1 for r, c in step.found)


def test_queue_steps_of_the_chapters_worked_example():
    steps = bfs_queue_steps(6, 1, 2)
    assert len(steps) == 36 and steps[0].found == steps[0].queue == [(1, 2), (2, 1)]
    assert max(len(step.queue) for step in steps) == 19
    assert bfs_queue_steps(1, 1, 2) == [QueueStep((0, 0), 0, [], [])]


@pytest.mark.parametrize("n, a, b, start", CASES)
def test_fewest_moves_and_paths_match_the_grid(n, a, b, start):
    grid = distance_grid(n, a, b, start=start)
    for target in all_squares(n):
        moves = fewest_moves(n, a, b, start=start, target=target)
        path = shortest_path(n, a, b, start=start, target=target)
        assert (UNREACHABLE if moves is None else moves) == grid[target[0]][target[1]]
        if moves is None:
            assert path is None
        else:
            assert path[0] == start and path[-1] == target and len(path) == moves + 1
            assert is_walk(path, n, leaper_offsets(a, b))


@pytest.mark.parametrize("n", [3, 5, 8])
def test_distance_is_symmetric_in_the_piece_and_in_the_direction(n):
    for a, b in [(1, 2), (1, 3), (2, 3)]:
        assert distance_grid(n, a, b) == distance_grid(n, b, a)
        for start in [(0, 0), (1, 2), (n - 1, 0)]:
            for target in all_squares(n):
                there = fewest_moves(n, a, b, start=start, target=target)
                assert there == fewest_moves(n, a, b, start=target, target=start)


def test_knight_path_on_the_standard_board_is_deterministic():
    assert shortest_path(8, 1, 2) == shortest_path(8, 2, 1) == [(0, 0), (1, 2), (0, 4), (1, 6), (3, 5), (5, 6), (7, 7)]


# --- why -1 ---------------------------------------------------------------------------------


@pytest.mark.parametrize("n", range(2, 31))
def test_gcd_must_divide_n_minus_1(n):
    table = knightl_table(n)
    for a in range(1, n):
        for b in range(1, n):
            if (n - 1) % gcd(a, b):
                assert table[a - 1][b - 1] == -1


@pytest.mark.parametrize("n, a, b", [(7, 1, 3), (8, 2, 2), (9, 3, 5), (6, 2, 4), (10, 1, 2)])
def test_colour_and_gcd_decide_which_squares_can_ever_be_reached(n, a, b):
    grid, g = distance_grid(n, a, b), gcd(a, b)
    for row, col in all_squares(n):
        if row % g or col % g or (a + b) % 2 == 0 and (row + col) % 2:
            assert grid[row][col] == -1
        if grid[row][col] >= 0 and (a + b) % 2:
            assert grid[row][col] % 2 == (row + col) % 2


@pytest.mark.parametrize("n", range(1, 41))
def test_a_equal_b_needs_a_to_divide_n_minus_1(n):
    for a in range(1, n):
        assert fewest_moves(n, a, a) == ((n - 1) // a if (n - 1) % a == 0 else None)


@pytest.mark.parametrize("n", range(2, 31))
def test_with_room_to_turn_around_only_the_gcd_blocks(n):
    table = knightl_table(n)
    for a in range(1, n):
        for b in range(a + 1, n):
            if n >= 2 * b and (n - 1) % gcd(a, b) == 0:
                assert table[a - 1][b - 1] > 0


def test_no_answer_is_none_for_one_question_and_unreachable_in_the_judges_table():
    """The package's convention: one question answers None; a grid or table holds UNREACHABLE (-1)."""
    assert UNREACHABLE == -1
    assert fewest_moves(6, 2, 2) is None and bitboard_fewest_moves(6, 2, 2) is None
    assert shortest_path(6, 2, 2) is None
    assert distance_grid(6, 2, 2)[5][5] == knightl_table(6)[1][1] == UNREACHABLE
    assert knightl_article_search(6, 2, 2) == UNREACHABLE  # the article's program keeps the judge's -1


def test_small_boards_block_pieces_the_gcd_allows():
    assert fewest_moves(6, 3, 4) is None and gcd(3, 4) == 1
    assert fewest_moves(3, 1, 1, start=(0, 0), target=(1, 1)) == 1
    assert distance_grid(3, 1, 2)[1][1] == -1


@pytest.mark.parametrize("n", range(2, 31))
def test_when_both_steps_pass_the_middle_the_piece_only_shuttles(n):
    """2·min(a, b) > n − 1 and a ≠ b: the start and the two first landing squares are all it reaches."""
    for a in range(1, n):
        for b in range(1, n):
            if 2 * min(a, b) > n - 1 and a != b:
                assert bfs_layers(n, a, b) == [[(0, 0)], sorted([(a, b), (b, a)])]


@pytest.mark.parametrize("n", range(2, 21))
def test_pieces_that_change_colour_reach_the_far_corner_in_an_even_count(n):
    table = knightl_table(n)
    for a in range(1, n):
        for b in range(1, n):
            moves = table[a - 1][b - 1]
            assert (a + b) % 2 == 0 or moves == -1 or moves % 2 == 0


def test_between_the_trap_and_roomy_boards_a_piece_may_be_blocked_by_neither_rule():
    n, a, b = 6, 2, 5
    assert gcd(a, b) == 1 and not 2 * min(a, b) > n - 1 and not n >= 2 * max(a, b)
    assert fewest_moves(n, a, b) is None


# --- the same flood on bitboards ----------------------------------------------------------------


@pytest.mark.parametrize("n", [1, 2, 3, 5, 8, 13])
def test_bitboard_flood_agrees_with_the_queue_for_every_piece_including_zero_and_long_steps(n):
    pieces = [(a, b) for a in range(n + 2) for b in range(n + 2) if a or b]
    assert [bitboard_fewest_moves(n, a, b) for a, b in pieces] == [fewest_moves(n, a, b) for a, b in pieces]


@pytest.mark.parametrize("n", [1, 2, 3, 6, 10, 17, 24, 31])
def test_bitboard_table_agrees_with_the_queue_table_and_its_shortcuts_skip_only_stuck_pieces(n):
    assert bitboard_knightl_table(n) == knightl_table(n)


def test_bitboard_table_reaches_n_100_with_the_chapters_facts():
    table = bitboard_knightl_table(100)
    assert len(table) == 99 and table[0][1] == fewest_moves(100, 1, 2) == 66
    assert [table[a - 1][a - 1] for a in (1, 3, 9, 11, 33, 99, 2, 50)] == [99, 33, 11, 9, 3, 1, -1, -1]
    assert all(table[a - 1][b - 1] == table[b - 1][a - 1] for a in range(1, 100) for b in range(1, 100))


def test_bitboard_search_rejects_what_the_queue_rejects():
    with pytest.raises(ValueError, match=r"steps must be at least 0, got \(a, b\) = \(-1, 2\)"):
        bitboard_fewest_moves(5, -1, 2)
    with pytest.raises(ValueError, match=f"board size must be between 1 and {MAX_BOARD_SIZE}, got 0"):
        bitboard_fewest_moves(0, 1, 2)
    with pytest.raises(ValueError, match=f"board size must be between 1 and {MAX_TABLE_SIZE}, got 101"):
        bitboard_knightl_table(101)


# --- bad input -------------------------------------------------------------------------------


@pytest.mark.parametrize("n", [0, -3, MAX_BOARD_SIZE + 1])
def test_board_size_out_of_range_is_rejected(n):
    with pytest.raises(ValueError, match=f"board size must be between 1 and {MAX_BOARD_SIZE}, got {n}"):
        distance_grid(n, 1, 2)


@pytest.mark.parametrize("n", [0, MAX_TABLE_SIZE + 1])
def test_table_size_out_of_range_is_rejected(n):
    with pytest.raises(ValueError, match=f"board size must be between 1 and {MAX_TABLE_SIZE}, got {n}"):
        knightl_table(n)


@pytest.mark.parametrize("func", [distance_grid, fewest_moves, shortest_path, bfs_layers, bfs_queue_steps])
def test_bad_pieces_and_squares_are_rejected(func):
    with pytest.raises(ValueError, match=r"steps must be at least 0, got \(a, b\) = \(-1, 2\)"):
        func(5, -1, 2)
    with pytest.raises(ValueError, match="cannot move"):
        func(5, 0, 0)
    with pytest.raises(ValueError, match=r"start \(5, 0\) is off the 5×5 board"):
        func(5, 1, 2, start=(5, 0))
    with pytest.raises(ValueError, match="board size must be a whole number"):
        func(2.5, 1, 2)


def test_target_off_the_board_is_rejected():
    with pytest.raises(ValueError, match=r"target \(0, -1\) is off the 4×4 board"):
        fewest_moves(4, 1, 2, target=(0, -1))


# --- the command line -------------------------------------------------------------------------


def test_cli_prints_the_sample_table(capsys):
    assert main(["knightl", "6"]) == 0
    assert capsys.readouterr().out == SAMPLE_6 + "\n"


def test_cli_prints_nothing_for_n_1(capsys):
    assert main(["knightl", "1"]) == 0
    assert capsys.readouterr().out == ""


def test_cli_one_piece_with_path(capsys):
    assert main(["knightl", "8", "--piece", "1", "2", "--start", "(2 2)", "--target", "(8 8)", "--path"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == "(2 2)" and lines[-2] == "(8 8)"
    assert int(lines[-1]) == len(lines) - 2 == fewest_moves(8, 1, 2, start=(1, 1))


def test_cli_unreachable_piece_prints_minus_1(capsys):
    assert main(["knightl", "6", "--piece", "3", "4", "--path"]) == 0
    assert capsys.readouterr().out == "-1\n"


@pytest.mark.parametrize(
    "argv, message",
    [
        (["knightl", "0"], "board size must be between 1 and 100, got 0"),
        (["knightl", "101"], "board size must be between 1 and 100, got 101"),
        (["knightl", "1001", "--piece", "1", "2"], "board size must be between 1 and 1000, got 1001"),
        (["knightl", "6", "--piece", "-1", "2"], "leaper steps must be at least 0"),
        (["knightl", "6", "--piece", "0", "0"], "a piece that cannot move"),
        (["knightl", "6", "--piece", "1", "2", "--start", "(7 1)"], r"square \(7 1\) is off the 6×6 board"),
        (["knightl", "6", "--piece", "1", "2", "--target", "(0 3)"], r"square \(0 3\) is off the 6×6 board"),
        (["knightl", "6", "--path"], "need --piece"),
    ],
)
def test_cli_bad_input_is_one_line_and_status_2(capsys, argv, message):
    assert main(argv) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.count("\n") == 1
    assert captured.err.startswith("boardpuzzles knightl: error: ")
    assert re.search(message, captured.err)


def test_cli_runs_as_a_module():
    def run(*argv):
        return subprocess.run([sys.executable, "-m", "boardpuzzles", *argv], capture_output=True, text=True, timeout=60)

    done = run("knightl", "6")
    assert done.returncode == 0 and done.stdout == SAMPLE_6 + "\n"
    done = run("knightl", "-2")
    assert done.returncode == 2 and done.stdout == "" and done.stderr.count("\n") == 1


@pytest.mark.parametrize("size", range(1, 13))
def test_the_chapters_readable_search_answers_as_the_package_does(size):
    """search_one_piece, the program chapter 2's stepper runs, gives fewest_moves' answer (-1 for None) for every
    piece up to (5, 5), the article's table with it."""
    for a in range(6):
        for b in range(6):
            if a or b:
                expected = fewest_moves(size, a, b)
                assert search_one_piece(size, a, b) == (UNREACHABLE if expected is None else expected), (size, a, b)


@pytest.mark.parametrize("size, a, b", [(0, 1, 2), (5, 0, 0), (5, -1, 2), (5, 1.5, 2), (1001, 1, 2)])
def test_the_chapters_readable_search_refuses_what_fewest_moves_refuses(size, a, b):
    with pytest.raises(ValueError) as refused:
        fewest_moves(size, a, b)
    with pytest.raises(ValueError) as ours:
        search_one_piece(size, a, b)
    assert str(ours.value) == str(refused.value)
