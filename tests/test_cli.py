"""Tests for the command line: the original problems' output, and one clear line for bad input."""

import io
import re
import subprocess
import sys
import time

import pytest
from conftest import NO_COVER, is_walk, read_duration

from boardpuzzles import cli, distance
from boardpuzzles.cli import main
from boardpuzzles.hanoi.trace import trace_lines
from boardpuzzles.knight import knight_targets, leaper_offsets
from boardpuzzles.search import MAX_BUDGET
from boardpuzzles.tour import is_knight_tour, tour_from_numbering
from boardpuzzles.warnsdorff import CLOCKWISE_ORDER, horse_board_search

DIGITS_RULE = "must be a whole number written with the digits 0-9"


def test_knight_jumps_prints_squares_then_count(run_cli):
    status, out, err = run_cli("knight-jumps", "(5 5)")
    lines = out.splitlines()
    assert status == 0 and err == ""
    assert lines[-1] == "8" and len(lines) == 9
    assert lines[0] == "(3 4)" and lines[-2] == "(7 6)"


def test_knight_jumps_on_a_bigger_board(run_cli):
    status, out, _ = run_cli("knight-jumps", "9,9", "--size", "10")
    assert status == 0 and out.splitlines() == ["(7 8)", "(7 10)", "(8 7)", "(10 7)", "4"]


@pytest.mark.parametrize(
    "argv, message",
    [
        (["knight-jumps", "(9 9)"], "square (9 9) is off the 8×8 board: rows and columns run from 1 to 8"),
        (["knight-jumps", "(x 1)"], "'x' is not a whole number"),
        (["knight-jumps", ""], "square text is empty"),
        (["knight-jumps", "(1 1)", "--size", "0"], "board size must be between 1 and 1000, got 0"),
        (["knight-jumps", "(1 1)", "--size", "ten"], f"board size {DIGITS_RULE}, got 'ten'"),
        (["no-such-command"], "invalid choice"),
    ],
)
def test_bad_input_gets_one_line_and_status_2(run_cli, argv, message):
    status, out, err = run_cli(*argv)
    assert status == 2 and out == ""
    assert len(err.strip().splitlines()) == 1 and message in err
    assert "Traceback" not in err


def test_module_runs_as_a_program():
    done = subprocess.run([sys.executable, "-m", "boardpuzzles", "knight-jumps", "(2 8)"], capture_output=True,
                          text=True)
    assert done.returncode == 0 and done.stdout.splitlines() == ["(1 6)", "(3 6)", "(4 7)", "3"]
    bad = subprocess.run([sys.executable, "-m", "boardpuzzles", "knight-jumps", "(0 0)"], capture_output=True,
                         text=True)
    assert bad.returncode == 2 and bad.stderr.count("\n") == 1 and "Traceback" not in bad.stderr


# --- tour and count-tours (chapter 3) ---------------------------------------------------------

JUDGE_SAMPLE_5 = " 1  6 15 10 21\n14  9 20  5 16\n19  2  7 22 11\n 8 13 24 17  4\n25 18  3 12 23\n"


def read_board(text):
    """Read a printed numbered board back into the tour it numbers."""
    return tour_from_numbering([[int(word) for word in line.split()] for line in text.splitlines()])


def test_tour_prints_the_judges_sample(run_cli):
    assert run_cli("tour", "5") == (0, JUDGE_SAMPLE_5, "")


def test_tour_reads_standard_input_like_the_judge(run_cli, monkeypatch):
    monkeypatch.setattr(sys, "stdin", io.StringIO("5\n"))
    assert run_cli("tour") == (0, JUDGE_SAMPLE_5, "")


def test_tour_1_prints_the_one_move_number_two_wide_as_the_judge_expects(run_cli):
    assert run_cli("tour", "1") == (0, " 1\n", "")


@pytest.mark.parametrize("size", [5, 6])
def test_tour_numbers_are_always_two_wide(run_cli, size):
    _, out, _ = run_cli("tour", size)
    assert all(len(line) == 3 * size - 1 and re.fullmatch(r"( [1-9]|\d\d)( ( [1-9]|\d\d))*", line)
               for line in out.splitlines())


@pytest.mark.parametrize("given", ["5\n8\n", "  5 3", "5\n1\n2\n"])
def test_the_board_size_is_the_first_word_of_standard_input(run_cli, monkeypatch, given):
    """The judge's input starts with n; whatever follows it is not read."""
    monkeypatch.setattr(sys, "stdin", io.StringIO(given))
    assert run_cli("tour") == (0, JUDGE_SAMPLE_5, "")


def test_tour_says_when_there_is_no_solution(run_cli):
    assert run_cli("tour", "2") == (0, "Solution does not exist\n", "")


def test_tour_plain_and_pruned_print_the_same_board(run_cli):
    status, pruned, _ = run_cli("tour", "6")
    assert status == 0 and run_cli("tour", "6", "--plain")[1] == pruned
    assert is_knight_tour(6, read_board(pruned))


def test_count_tours(run_cli):
    assert run_cli("count-tours", "5") == (0, "1728\n", "")
    assert run_cli("count-tours", "5", "--start", "1", "1") == (0, "304\n", "")


@pytest.mark.parametrize("argv, message", [
    (["tour", "0"], "board size must be between 1 and 8, got 0"),
    (["tour", "9"], "board size must be between 1 and 8, got 9"),
    (["tour", "five"], f"board size {DIGITS_RULE}, got 'five'"),
    (["count-tours", "-3"], "board size must be between 1 and 8, got -3"),
    (["count-tours", "5", "--start", "6", "1"], r"square \(6 1\) is off the 5×5 board"),
    (["count-tours", "5", "--budget", "0"], "budget must be between 1 and"),
])
def test_tour_commands_bad_input_is_one_line_and_status_2(run_cli, argv, message):
    status, out, err = run_cli(*argv)
    assert status == 2 and out == "" and err.count("\n") == 1
    assert err.startswith(f"boardpuzzles {argv[0]}: error: ") and re.search(message, err)


def test_tour_with_empty_standard_input(run_cli, monkeypatch):
    monkeypatch.setattr(sys, "stdin", io.StringIO(""))
    status, _, err = run_cli("tour")
    assert status == 2 and "expected the board size n on standard input, got nothing" in err


def test_python_dash_m_tour_8_prints_a_tour_from_the_corner():
    done = subprocess.run([sys.executable, "-m", "boardpuzzles", "tour"], input="8\n", capture_output=True,
                          text=True, check=True)
    tour = read_board(done.stdout)
    assert is_knight_tour(8, tour) and tour[0] == (0, 0)
    assert all(len(line) == 8 * 3 - 1 for line in done.stdout.splitlines())


# --- warnsdorff (chapter 4) -------------------------------------------------------------------


@pytest.mark.parametrize("size, start", [(5, (1, 1)), (8, (1, 1)), (8, (4, 6)), (12, (12, 3))])
def test_warnsdorff_prints_a_numbered_tour(run_cli, size, start):
    status, out, err = run_cli("warnsdorff", size, "--start", *start)
    tour = read_board(out)
    assert status == 0 and err == ""
    assert is_knight_tour(size, tour) and tour[0] == (start[0] - 1, start[1] - 1)
    width = len(str(size * size))
    assert all(len(line) == size * width + size - 1 for line in out.splitlines())


def test_warnsdorff_closed(run_cli):
    status, out, _ = run_cli("warnsdorff", "10", "--closed", "--start", "3", "4")
    tour = read_board(out)
    assert status == 0 and is_knight_tour(10, tour, closed=True) and tour[0] == (2, 3)


def test_warnsdorff_article_rule_prints_the_articles_board(run_cli):
    status, out, _ = run_cli("warnsdorff", "8", "--rule", "article")
    assert status == 0 and read_board(out) == horse_board_search(8).path


def follows_plain_warnsdorff(size, tour):
    """Say whether every jump of ``tour`` goes where the fewest unvisited onward squares are, the first in
    the article's clockwise order among ties: Warnsdorff's rule with no tie-break and no step back."""
    visited = {tour[0]}
    for here, there in zip(tour, tour[1:]):
        candidates = [square for square in knight_targets(size, here, offsets=CLOCKWISE_ORDER)
                      if square not in visited]
        onward = [sum(target not in visited for target in knight_targets(size, square))
                  for square in candidates]
        if there != candidates[onward.index(min(onward))]:
            return False
        visited.add(there)
    return True


@pytest.mark.parametrize("size, start", [(5, (1, 1)), (7, (1, 5)), (8, (1, 1)), (8, (3, 5)), (12, (1, 1)),
                                         (25, (1, 3))])
def test_warnsdorff_plain_rule_prints_the_tour_warnsdorffs_rule_walks(run_cli, size, start):
    status, out, err = run_cli("warnsdorff", size, "--start", *start, "--rule", "plain")
    tour = read_board(out)
    assert status == 0 and err == ""
    assert is_knight_tour(size, tour) and tour[0] == (start[0] - 1, start[1] - 1)
    assert follows_plain_warnsdorff(size, tour)


def test_the_robust_rule_breaks_ties_otherwise(run_cli):
    robust = read_board(run_cli("warnsdorff", "8")[1])
    assert is_knight_tour(8, robust) and not follows_plain_warnsdorff(8, robust)


@pytest.mark.parametrize("argv, why", [
    (["3"], "no tour exists: a knight on a 3×3 board can never reach the centre square"),
    (["4", "--start", "2", "2"], "no tour exists: every path through the 4×4 board gets stuck"),
    (["5", "--start", "1", "2"], "no tour exists: on an odd board a tour must start on the colour of the corners"),
    (["9", "--closed"], "no tour exists: a closed tour alternates colours"),
    (["8", "--rule", "plain", "--start", "4", "6"], "no tour found: Warnsdorff's rule got stuck after 60 of 64"),
    (["12", "--rule", "article", "--budget", "100"],
     "no tour found: the article's search stopped after its budget of 100 nodes"),
])
def test_warnsdorff_without_a_tour_exits_1(run_cli, argv, why):
    status, out, _ = run_cli("warnsdorff", *argv)
    assert status == 1 and out.startswith(why) and out.count("\n") == 1


@pytest.mark.parametrize("argv, message", [
    (["0"], "board size must be between 1 and 2000, got 0"),
    (["8", "--start", "9", "1"], r"square \(9 1\) is off the 8×8 board"),
    (["300", "--closed"], "board size must be between 1 and 200, got 300"),
    (["8", "--closed", "--rule", "plain"], "--closed works with the robust rule only"),
    (["8", "--rule", "article", "--budget", "0"], "budget must be between 1 and"),
    (["abc"], f"board size {DIGITS_RULE}, got 'abc'"),
])
def test_warnsdorff_bad_input_exits_2(run_cli, argv, message):
    status, out, err = run_cli("warnsdorff", *argv)
    assert status == 2 and out == "" and len(err.splitlines()) == 1
    assert err.startswith("boardpuzzles warnsdorff: error: ") and re.search(message, err)


def test_python_dash_m_warnsdorff():
    done = subprocess.run([sys.executable, "-m", "boardpuzzles", "warnsdorff", "6", "--start", "1", "1"],
                          capture_output=True, text=True, check=True)
    assert is_knight_tour(6, read_board(done.stdout))


# --- one square syntax for every command ------------------------------------------------------

SQUARE_SPELLINGS = [["(2 3)"], ["2 3"], ["2,3"], ["2", "3"]]


@pytest.mark.parametrize("spelling", SQUARE_SPELLINGS)
@pytest.mark.parametrize("command", [
    ["knight-jumps", "{square}"],
    ["knightl", "6", "--piece", "1", "2", "--start", "{square}"],
    ["knightl", "6", "--piece", "1", "2", "--target", "{square}"],
    ["warnsdorff", "6", "--start", "{square}"],
    ["count-tours", "5", "--start", "{square}"],
])
def test_every_command_reads_a_square_the_same_ways(run_cli, command, spelling):
    argv = [word for part in command for word in (spelling if part == "{square}" else [part])]
    canonical = [word for part in command for word in (["(2 3)"] if part == "{square}" else [part])]
    assert run_cli(*argv) == run_cli(*canonical)
    assert run_cli(*canonical)[0] in (0, 1)


def test_squares_are_printed_as_row_and_column_from_1(run_cli):
    status, out, _ = run_cli("knightl", "6", "--piece", "1", "2", "--start", "1", "1", "--path")
    assert status == 0 and out.splitlines()[0] == "(1 1)" and out.splitlines()[-2] == "(6 6)"


@pytest.mark.parametrize("argv, message", [
    (["knight-jumps", "1", "2", "3"], "write two numbers"),
    (["warnsdorff", "6", "--start", "7"], "write two numbers"),
    (["warnsdorff", "6", "--start", "0", "1"], r"square \(0 1\) is off the 6×6 board"),
])
def test_a_badly_written_square_is_named(run_cli, argv, message):
    status, out, err = run_cli(*argv)
    assert status == 2 and out == "" and re.search(message, err) and err.count("\n") == 1


def test_version_and_choices_are_told(capsys):
    with pytest.raises(SystemExit) as done:
        main(["--version"])
    assert done.value.code == 0 and re.fullmatch(r"boardpuzzles \d+\.\d+\.\d+\n", capsys.readouterr().out)
    with pytest.raises(SystemExit):
        main(["hanoi", "--help"])
    assert "{right,left}" in capsys.readouterr().out


def test_a_count_out_of_budget_says_what_budget_it_might_need(run_cli):
    status, out, err = run_cli("count-tours", "6", "--start", "1", "1", "--budget", "20000")
    assert status == 1 and out == "" and err.count("\n") == 1
    assert err.startswith("boardpuzzles count-tours: the tour count stopped after its budget of 20,000 nodes")
    needed = int(re.search(r"try --budget (\d+)$", err)[1])
    assert 3_607_309 < needed < 10**9  # the count itself needs 3,607,309 nodes with its memo


def test_the_advised_budget_is_enough(run_cli):
    _, _, err = run_cli("count-tours", "5", "--budget", "2000")
    assert run_cli("count-tours", "5", "--budget", re.search(r"try --budget (\d+)$", err)[1]) == (0, "1728\n", "")


# --- numbers are written with the digits 0-9 --------------------------------------------------

# Each is read by Python's int() (the first four as 5, 5, 1000 and 5) but is not how the command line writes numbers.
BADLY_WRITTEN = ["٥", "５", "1_000", " 5", "1e3", "5.0", "0x10", "", "5-", "ten"]


@pytest.mark.parametrize("text", BADLY_WRITTEN)
@pytest.mark.parametrize("argv, what", [
    (["knightl", "{}"], "board size"),
    (["knightl", "6", "--piece", "1", "{}"], "leaper step"),
    (["warnsdorff", "{}"], "board size"),
    (["warnsdorff", "8", "--rule", "article", "--budget", "{}"], "budget"),
    (["hanoi", "{}"], "number of disks"),
    (["hanoi", "3", "--state", "{}"], "step"),
    (["knight-jumps", "(1 1)", "--size", "{}"], "board size"),
    (["tour", "{}"], "board size"),
    (["count-tours", "{}"], "board size"),
    (["count-tours", "5", "--budget", "{}"], "budget"),
])
def test_a_badly_written_number_is_named_with_the_rule(run_cli, argv, what, text):
    status, out, err = run_cli(*[text if word == "{}" else word for word in argv])
    assert (status, out) == (2, "")
    assert err == f"boardpuzzles {argv[0]}: error: {what} must be a whole number written with the digits 0-9, " \
                  f"got {text!r}\n"


def test_those_numbers_are_ones_python_would_read():
    assert [int(text) for text in BADLY_WRITTEN[:4]] == [5, 5, 1000, 5]


def test_the_board_size_on_standard_input_follows_the_same_rule(run_cli, monkeypatch):
    monkeypatch.setattr(sys, "stdin", io.StringIO("٥\n"))
    assert run_cli("tour") == (2, "", f"boardpuzzles tour: error: board size {DIGITS_RULE}, got '٥'\n")


@pytest.mark.parametrize("argv, expected", [
    (["knightl", "+5"], distance.format_table(distance.knightl_table(5)) + "\n"),
    (["knight-jumps", "1 1", "--size", "+3"], "(2 3)\n(3 2)\n2\n"),
    (["hanoi", "-3"], None),
])
def test_a_sign_is_allowed(run_cli, argv, expected):
    status, out, err = run_cli(*argv)
    if expected is None:  # read as -3, so the rule on the value speaks
        assert status == 2 and "number of disks must be between 1 and 20 for a full trace, got -3" in err
    else:
        assert (status, out, err) == (0, expected, "")


# --- knightl uses the quick flood -------------------------------------------------------------


@pytest.mark.parametrize("size", [*range(1, 31), 41])
@NO_COVER
def test_the_bitboard_table_is_the_breadth_first_table(size):
    assert distance.bitboard_knightl_table(size) == distance.knightl_table(size)


@pytest.mark.parametrize("size", [1, 2, 6, 13, 24])
def test_knightl_prints_the_breadth_first_table(run_cli, size):
    expected = distance.format_table(distance.knightl_table(size))
    assert run_cli("knightl", size) == (0, expected + "\n" if expected else "", "")


def test_knightl_corner_to_corner_never_runs_the_slow_search(run_cli, monkeypatch):
    def slow(*args, **options):
        raise AssertionError("the command line ran the square-by-square breadth-first search")

    for module in (distance.bfs, distance.table):  # each caller looks the name up in its own module
        monkeypatch.setattr(module, "breadth_first_search", slow)
    status, out, _ = run_cli("knightl", 100)
    table = [[int(word) for word in line.split()] for line in out.splitlines()]
    assert status == 0 and len(table) == 99 and all(len(row) == 99 for row in table)
    assert table == [list(column) for column in zip(*table)]  # (a, b) and (b, a) are the same piece
    assert table[0][:2] == [99, 66] and table[98][98] == 1  # (1, 1): 99 moves; the knight: 2·⌈99/3⌉; (99, 99): 1
    assert run_cli("knightl", 1000, "--piece", 1, 2) == (0, "666\n", "")
    assert run_cli("knightl", 300, "--piece", 2, 3, "--start", "1 1", "--target", "300 300")[1] == \
        f"{distance.bitboard_fewest_moves(300, 2, 3)}\n"


@pytest.mark.parametrize("a, b", [(1, 2), (2, 2), (1, 3), (2, 5), (0, 1), (6, 6), (3, 9)])
@pytest.mark.parametrize("where", [[], ["--start", "2 3"], ["--target", "4 1"], ["--start", "7 7", "--target", "1 1"]])
def test_knightl_piece_prints_the_fewest_moves_and_a_shortest_path(run_cli, a, b, where):
    status, out, _ = run_cli("knightl", 7, "--piece", a, b, *where)
    start = (1, 2) if "2 3" in where else (6, 6) if "7 7" in where else (0, 0)
    target = (3, 0) if "4 1" in where else (0, 0) if "1 1" in where else (6, 6)
    moves = distance.fewest_moves(7, a, b, start=start, target=target)
    moves = distance.UNREACHABLE if moves is None else moves  # the judge's -1 where there is no way
    assert (status, out) == (0, f"{moves}\n")
    status, out, _ = run_cli("knightl", 7, "--piece", a, b, *where, "--path")
    *squares, count = out.splitlines()
    path = [distance_square(text) for text in squares]
    assert status == 0 and int(count) == moves
    if moves < 0:
        assert path == []
    else:
        assert len(path) == moves + 1 and path[0] == start and path[-1] == target
        assert is_walk(path, 7, offsets=leaper_offsets(a, b))


def distance_square(text):
    """Read a printed ``(r c)`` square back as a 0-based square."""
    row, col = text.strip("()").split()
    return int(row) - 1, int(col) - 1


# --- large outputs are announced -------------------------------------------------------------


@pytest.fixture
def terminal(monkeypatch):
    """Let the command line take the captured standard output for a terminal."""
    monkeypatch.setattr(cli, "_to_terminal", lambda: True)


@pytest.mark.parametrize("size, start", [(1, (1, 1)), (5, (1, 1)), (8, (2, 2)), (10, (1, 1)), (32, (1, 1))])
def test_the_board_size_estimate_is_the_printed_size(run_cli, size, start):
    _, out, _ = run_cli("warnsdorff", size, "--start", *start)
    assert cli._board_output_size(size) == len(out.encode())


@pytest.mark.parametrize("disks", range(1, 15))
def test_the_trace_size_estimate_is_a_little_high(disks):
    printed = sum(len(line) + 1 for line in trace_lines(disks))
    assert printed <= cli._trace_output_size(disks) <= printed * (1.4 if disks < 5 else 1.02)


def test_warnsdorff_2000_and_hanoi_20_are_the_large_ones():
    assert cli._board_output_size(2000) == 32_000_000
    assert cli._board_output_size(1118) < cli.LARGE_OUTPUT < cli._board_output_size(1119)
    assert 117_379_997 <= cli._trace_output_size(20) <= 1.02 * 117_379_997  # what `hanoi 20 | wc -c` counts
    assert cli._trace_output_size(16) < cli.LARGE_OUTPUT < cli._trace_output_size(17)


@pytest.mark.parametrize("size, note", [
    (cli.LARGE_OUTPUT, ""),
    (cli.LARGE_OUTPUT + 1, "boardpuzzles warnsdorff: note: this prints about 10 MB; redirect it to a file\n"),
    (32_000_000, "boardpuzzles warnsdorff: note: this prints about 32 MB; redirect it to a file\n"),
])
def test_the_note_names_the_size_above_the_threshold(capsys, terminal, size, note):
    cli._note_if_large("warnsdorff", size)
    assert capsys.readouterr() == ("", note)


def test_no_note_when_the_output_goes_to_a_file_or_a_pipe(capsys):
    cli._note_if_large("hanoi", 10**9)
    assert capsys.readouterr() == ("", "") and not cli._to_terminal()


@pytest.mark.parametrize("disks, noted", [(16, False), (17, True)])
def test_hanoi_near_the_threshold(run_cli, terminal, disks, noted):
    status, out, err = run_cli("hanoi", disks)
    size = len(out.encode())
    assert status == 0 and (size > cli.LARGE_OUTPUT) == noted
    if noted:
        note = re.fullmatch(r"boardpuzzles hanoi: note: this prints about (\d+) MB; redirect it to a file\n", err)
        megabytes = int(note[1])
        assert abs(megabytes * 1e6 - size) <= 0.5e6 + 0.02 * size  # the estimate, rounded to whole megabytes
    else:
        assert err == ""


def test_warnsdorff_notes_a_large_board_before_printing_it(run_cli, terminal, monkeypatch):
    monkeypatch.setattr(cli, "LARGE_OUTPUT", cli._board_output_size(8) - 1)  # as if 192 bytes were large
    status, out, err = run_cli("warnsdorff", 8)
    assert status == 0 and is_knight_tour(8, read_board(out))
    assert err.startswith("boardpuzzles warnsdorff: note: this prints about ") and err.count("\n") == 1
    assert run_cli("warnsdorff", 7)[2] == ""
    assert run_cli("warnsdorff", 8, "--rule", "plain", "--start", 4, 6)[:2] == (1, "no tour found: Warnsdorff's "
                   "rule got stuck after 60 of 64 squares (a tour exists; the robust rule finds it)\n")  # no note


def test_warnsdorff_into_a_closed_pipe_is_not_an_error(monkeypatch):
    class ClosedPipe:
        def write(self, text):
            raise BrokenPipeError

    monkeypatch.setattr(sys, "stdout", ClosedPipe())
    assert main(["warnsdorff", "8"]) == 0
    sys.stdout.close()


# --- count-tours says how long a larger budget would take ---------------------------------------

@pytest.mark.parametrize("argv", [
    ["5", "--budget", "2000"],                      # about 58,000 nodes: under a second
    ["6", "--start", "3", "3", "--budget", "20000"],  # about 1,600,000 nodes: seconds
    ["6", "--budget", "20000"],                     # about 58,000,000 nodes: minutes
    ["7", "--start", "4", "4", "--budget", "20000"],  # about 63,000,000,000 nodes: days
])
def test_a_count_out_of_budget_says_how_long_the_full_count_takes(run_cli, argv):
    began = time.perf_counter()
    status, _, err = run_cli("count-tours", *argv)
    took = time.perf_counter() - began  # the run: the count until its budget ran out, and Knuth's probes
    found = re.search(r"about ([\d,]+) nodes \((about [\d.,]+ \w+) at this search's pace\): "
                      r"try --budget (\d+)\n$", err)
    nodes, (said, slack), advised = int(found[1].replace(",", "")), read_duration(found[2]), int(found[3])
    budget = int(argv[-1])
    assert status == 1 and err.count("\n") == 1 and advised == nodes
    assert said - slack <= nodes / budget * took  # the pace is at least the whole run's
    assert said + slack >= nodes / 5_000_000  # and no Python count places five million nodes a second


def test_a_count_beyond_the_largest_budget_says_so(run_cli):
    status, _, err = run_cli("count-tours", "7", "--budget", "20000")
    nodes = int(re.search(r"about ([\d,]+) nodes", err)[1].replace(",", ""))
    assert status == 1 and nodes > MAX_BUDGET and "try --budget" not in err
    assert re.search(f"no --budget is that large.*{MAX_BUDGET}", err) and not re.search(r"\d_\d", err)


@pytest.mark.parametrize("argv", [
    ["count-tours", "6", "--budget", "1000"],
    ["count-tours", "5", "--budget", "10"],
    ["warnsdorff", "12", "--rule", "article", "--budget", "100"],
    ["warnsdorff", "8", "--rule", "article", "--budget", "1000"],
])
def test_budget_advice_is_what_a_reader_types(run_cli, argv):
    _, out, err = run_cli(*argv)
    message = out + err
    assert "stopped after its budget of" in message and message.count("\n") == 1
    assert "budget=" not in message and not re.search(r"\w\(\d", message)  # no Python call in the advice
    assert not re.search(r"\d_\d", message)  # and numbers as the command line reads them
    assert re.search(r"try (a larger )?--budget", message)
