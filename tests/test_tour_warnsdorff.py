"""Tests for chapter 4: the article's rule, Warnsdorff's rule, the robust solver, closed tours, the command."""

import subprocess
import sys

import pytest

from boardpuzzles.board import all_squares
from boardpuzzles.cli import main
from boardpuzzles.tour import (
    CLOCKWISE_ORDER,
    SearchBudgetExceeded,
    article_candidates,
    article_tour,
    board_numbering,
    candidate_orders,
    closed_tour,
    closed_tour_exists,
    format_board,
    is_knight_move,
    is_knight_tour,
    knight_tour,
    no_tour_reason,
    onward_counts,
    schwenk_reason,
    warnsdorff_path,
    warnsdorff_tour,
)


def is_knight_walk(path, size):
    """Every square on the board, none repeated, every step a knight jump."""
    return (len(set(path)) == len(path) and all(0 <= r < size and 0 <= c < size for r, c in path)
            and all(is_knight_move(a, b) for a, b in zip(path, path[1:])))


# --- the article's rule ---------------------------------------------------------------------


def java_transcription(size, row, col):
    """A line-by-line recursive transcription of the article's Java, as the reference (small boards only)."""
    X = Y = size
    visited = [False] * (X * Y)
    board = [[0] * X for _ in range(Y)]
    state = {"finish": False, "calls": 0}

    def nxt(x, y):
        steps = [(-2, -1), (-1, -2), (1, -2), (2, -1), (2, 1), (1, 2), (-1, 2), (-2, 1)]
        return [(x + dx, y + dy) for dx, dy in steps if 0 <= x + dx < X and 0 <= y + dy < Y]

    def traversal(row, col, step):
        if state["finish"]:
            return
        state["calls"] += 1
        board[row][col] = step
        visited[row * X + col] = True
        ps = sorted(nxt(col, row), key=lambda p: len(nxt(*p)))  # Python's sort is stable, like Java's
        while ps:
            x, y = ps.pop(0)
            if not visited[y * X + x]:
                traversal(y, x, step + 1)
        if step < X * Y and not state["finish"]:
            board[row][col] = 0
            visited[row * X + col] = False
        else:
            state["finish"] = True

    traversal(row, col, 1)
    return board, state["calls"]


@pytest.mark.parametrize("size, start", [(5, (0, 0)), (5, (2, 2)), (6, (0, 0)), (6, (1, 4)), (8, (0, 0)), (8, (3, 3))])
def test_article_tour_matches_the_java_program(size, start):
    board, calls = java_transcription(size, *start)
    result = article_tour(size, start)
    assert result.status == "found"
    assert board_numbering(result.tour, size) == board
    assert result.placed == calls


def test_article_run_on_8x8_from_row_1_col_1():
    result = article_tour(8, (0, 0))
    assert result.status == "found" and is_knight_tour(result.tour, 8)
    assert result.placed == 1952
    text = format_board(board_numbering(result.tour, 8))
    assert text.splitlines()[0].split()[0] == "1" and len(text.splitlines()) == 8


def test_article_candidates_count_visited_squares_too():
    # (1, 2) and (2, 1) both have 6 on-board onward squares on 8×8; the stable sort keeps the article's order.
    assert article_candidates((0, 0), 8) == [(1, 2), (2, 1)]
    counts = [len([1 for dr, dc in CLOCKWISE_ORDER if 0 <= r + dr < 8 and 0 <= c + dc < 8])
              for r, c in article_candidates((4, 4), 8)]
    assert counts == sorted(counts)


@pytest.mark.parametrize("size", [2, 3, 4])
def test_article_tour_explores_everything_when_no_tour_exists(size):
    for start in all_squares(size):
        assert article_tour(size, start).status == "no tour"


def test_article_tour_stops_at_its_budget():
    result = article_tour(12, budget=5000)
    assert result.status == "out of budget" and result.tour is None and result.placed == 5000


# --- Warnsdorff's rule ----------------------------------------------------------------------


@pytest.mark.parametrize("tie", ["first", "roth", "pohl"])
@pytest.mark.parametrize("size", [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 15, 16, 23, 38])
def test_warnsdorff_path_is_a_knight_walk(size, tie):
    path = warnsdorff_path(size, (0, 0), tie)
    assert path[0] == (0, 0) and is_knight_walk(path, size)
    assert (warnsdorff_tour(size, (0, 0), tie) is not None) == (len(path) == size * size) == is_knight_tour(path, size)


@pytest.mark.parametrize("tie", ["first", "roth", "pohl"])
@pytest.mark.parametrize("size, start", [(8, (0, 0)), (8, (3, 5)), (9, (4, 4)), (12, (0, 5))])
def test_each_step_goes_to_a_square_with_fewest_onward_squares(size, start, tie):
    path = warnsdorff_path(size, start, tie)
    for k in range(1, len(path)):
        counts = onward_counts(size, path[:k])
        r, c = path[k - 1]
        candidates = [(r + dr, c + dc) for dr, dc in CLOCKWISE_ORDER
                      if 0 <= r + dr < size and 0 <= c + dc < size and counts[r + dr][c + dc] >= 0]
        fewest = min(counts[a][b] for a, b in candidates)
        tied = [s for s in candidates if counts[s[0]][s[1]] == fewest]
        assert path[k] in tied
        if tie == "first":
            assert path[k] == tied[0]
        if tie == "roth":
            far = max((2 * a - size + 1) ** 2 + (2 * b - size + 1) ** 2 for a, b in tied)
            best = [s for s in tied if (2 * s[0] - size + 1) ** 2 + (2 * s[1] - size + 1) ** 2 == far]
            assert path[k] == best[0]


def test_plain_warnsdorff_fails_where_the_chapter_says():
    assert warnsdorff_tour(8, (3, 5)) is None
    assert sum(warnsdorff_tour(8, s) is not None for s in all_squares(8)) == 63
    assert [n for n in range(5, 60) if warnsdorff_tour(n) is None] == [7, 38, 41, 54, 56]


def test_onward_counts_start_as_the_move_counts():
    assert onward_counts(4, []) == [[2, 3, 3, 2], [3, 4, 4, 3], [3, 4, 4, 3], [2, 3, 3, 2]]
    assert onward_counts(4, [(0, 0)])[1][2] == 3 and onward_counts(4, [(0, 0)])[0][0] == -1


@pytest.mark.parametrize("call, message", [
    (lambda: warnsdorff_path(0), "board size must be between 1 and 2000, got 0"),
    (lambda: warnsdorff_path(8, (8, 0)), r"start square \(8, 0\) is off the 8×8 board"),
    (lambda: warnsdorff_path(8, tie="random"), "tie rule must be one of first, roth, pohl, got 'random'"),
    (lambda: warnsdorff_path(8, offsets=CLOCKWISE_ORDER[:7]), "offsets must be the eight knight jumps"),
    (lambda: article_tour(8, budget=0), "budget must be between 1 and"),
    (lambda: knight_tour(2.5), "board size must be a whole number, got 2.5"),
    (lambda: closed_tour(202), "board size must be between 1 and 200, got 202"),
    (lambda: closed_tour(8, seed="x"), "seed must be a whole number"),
    (lambda: schwenk_reason(0, 5), "rows must be between 1 and"),
])
def test_bad_input_raises_value_error(call, message):
    with pytest.raises(ValueError, match=message):
        call()


# --- the robust solver ----------------------------------------------------------------------


def test_candidate_orders_are_all_knight_jumps():
    orders = candidate_orders()
    assert len(set(orders)) == 16 and all(sorted(order) == sorted(CLOCKWISE_ORDER) for order in orders)


@pytest.mark.parametrize("size", range(5, 13))
def test_robust_solver_never_fails_from_any_square(size):
    for start in all_squares(size):
        tour = knight_tour(size, start)
        if size % 2 == 1 and sum(start) % 2 == 1:
            assert tour is None and "colour of the corners" in no_tour_reason(size, start)
        else:
            assert tour[0] == start and is_knight_tour(tour, size)


@pytest.mark.parametrize("size", [*range(13, 61), 180, 285])
def test_robust_solver_from_the_corner(size):
    assert is_knight_tour(knight_tour(size), size)


@pytest.mark.parametrize("size", [2, 3, 4])
def test_no_open_tour_on_small_boards(size):
    assert no_tour_reason(size) is not None
    assert all(knight_tour(size, start) is None for start in all_squares(size))


def test_one_square_is_a_tour():
    assert knight_tour(1) == [(0, 0)] and no_tour_reason(1) is None


# --- closed tours and Schwenk's theorem ------------------------------------------------------


@pytest.mark.parametrize("size", range(6, 51, 2))
def test_closed_tour_for_every_even_size(size):
    start = (size // 3, size - 2)
    tour = closed_tour(size, start)
    assert tour[0] == start and is_knight_tour(tour, size, closed=True)


def test_closed_tour_is_deterministic_per_seed():
    assert closed_tour(10, seed=3) == closed_tour(10, seed=3)
    assert is_knight_tour(closed_tour(10, seed=4), 10, closed=True)


@pytest.mark.parametrize("size", [1, 2, 3, 4, 5, 7, 9, 21])
def test_no_closed_tour_on_odd_or_tiny_boards(size):
    assert closed_tour(size) is None and no_tour_reason(size, closed=True) is not None


def test_closed_tour_budget():
    with pytest.raises(SearchBudgetExceeded, match="within 1 rotations"):
        closed_tour(40, budget=1)


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
def test_schwenk_theorem_against_exhaustive_search(rows, cols):
    assert closed_tour_exists(rows, cols) == closed_tour_exists(cols, rows) == closed_tour_by_search(rows, cols)


def test_schwenk_reasons_name_the_rule():
    assert "odd" in schwenk_reason(5, 7)
    assert "rule (b)" in schwenk_reason(10, 4)
    assert "rule (c)" in schwenk_reason(8, 3)


# --- the command line -----------------------------------------------------------------------


def read_board(text):
    grid = [[int(x) for x in line.split()] for line in text.splitlines()]
    order = sorted((number, (r, c)) for r, row in enumerate(grid) for c, number in enumerate(row))
    return [square for _, square in order]


@pytest.mark.parametrize("size, start", [(5, (1, 1)), (8, (1, 1)), (8, (4, 6)), (12, (12, 3))])
def test_cli_prints_a_numbered_tour(size, start, capsys):
    assert main(["warnsdorff", str(size), "--start", *map(str, start)]) == 0
    out = capsys.readouterr().out
    tour = read_board(out)
    assert is_knight_tour(tour, size) and tour[0] == (start[0] - 1, start[1] - 1)
    width = len(str(size * size))
    assert all(len(line) == size * width + size - 1 for line in out.splitlines())


def test_cli_closed(capsys):
    assert main(["warnsdorff", "10", "--closed", "--start", "3", "4"]) == 0
    tour = read_board(capsys.readouterr().out)
    assert is_knight_tour(tour, 10, closed=True) and tour[0] == (2, 3)


@pytest.mark.parametrize("argv, why", [
    (["3"], "no tour exists: a knight on a 3×3 board can never reach the centre square"),
    (["4", "--start", "2", "2"], "no tour exists: every path through the 4×4 board gets stuck"),
    (["5", "--start", "1", "2"], "no tour exists: on an odd board a tour must start on the colour of the corners"),
    (["9", "--closed"], "no tour exists: a closed tour alternates colours"),
    (["8", "--rule", "plain", "--start", "4", "6"], "no tour found: Warnsdorff's rule got stuck after 60 of 64"),
    (["12", "--rule", "article", "--budget", "100"], "no tour found: the article's search ran out of its budget of 100"),
])
def test_cli_no_tour_exits_1(argv, why, capsys):
    assert main(["warnsdorff", *argv]) == 1
    assert capsys.readouterr().out.startswith(why)


@pytest.mark.parametrize("argv, message", [
    (["0"], "board size must be between 1 and 2000, got 0"),
    (["8", "--start", "9", "1"], r"square \(9, 1\) is off the 8×8 board"),
    (["300", "--closed"], "board size must be between 1 and 200, got 300"),
    (["8", "--closed", "--rule", "plain"], "--closed works with the robust rule only"),
])
def test_cli_bad_input_exits_2(argv, message, capsys):
    assert main(["warnsdorff", *argv]) == 2
    err = capsys.readouterr().err
    assert err.startswith("boardpuzzles warnsdorff: error: ") and len(err.splitlines()) == 1
    assert __import__("re").search(message, err)


def test_cli_article_rule_prints_the_article_board(capsys):
    assert main(["warnsdorff", "8", "--rule", "article"]) == 0
    assert capsys.readouterr().out.rstrip("\n") == format_board(board_numbering(article_tour(8).tour, 8))


def test_python_dash_m_runs_the_command():
    done = subprocess.run([sys.executable, "-m", "boardpuzzles", "warnsdorff", "6", "--start", "1", "1"],
                          capture_output=True, text=True, check=False)
    assert done.returncode == 0 and is_knight_tour(read_board(done.stdout), 6)
    done = subprocess.run([sys.executable, "-m", "boardpuzzles", "warnsdorff", "abc"], capture_output=True, text=True)
    assert done.returncode == 2 and "invalid int value: 'abc'" in done.stderr


def test_tour_module_is_pure():
    code = "import sys, boardpuzzles.tour; print('matplotlib' in sys.modules or 'ipywidgets' in sys.modules)"
    assert subprocess.run([sys.executable, "-c", code], capture_output=True, text=True).stdout.strip() == "False"
