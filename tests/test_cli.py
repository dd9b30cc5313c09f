"""Tests for the command line: the original problems' output, and one clear line for bad input."""

import io
import re
import subprocess
import sys

import pytest

from boardpuzzles.cli import main
from boardpuzzles.tour import is_knight_tour, tour_from_numbering
from boardpuzzles.warnsdorff import horse_board_search


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
        (["knight-jumps", "(1 1)", "--size", "ten"], "invalid int value: 'ten'"),
        (["no-such-command"], "invalid choice"),
    ],
)
def test_bad_input_gets_one_line_and_status_2(run_cli, argv, message):
    status, out, err = run_cli(*argv)
    assert status == 2 and out == ""
    assert len(err.strip().splitlines()) == 1 and message in err
    assert "Traceback" not in err


def test_module_runs_as_a_program():
    done = subprocess.run([sys.executable, "-m", "boardpuzzles", "knight-jumps", "(2 8)"], capture_output=True, text=True)
    assert done.returncode == 0 and done.stdout.splitlines() == ["(1 6)", "(3 6)", "(4 7)", "3"]
    bad = subprocess.run([sys.executable, "-m", "boardpuzzles", "knight-jumps", "(0 0)"], capture_output=True, text=True)
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
    (["tour", "five"], "board size must be a whole number, got 'five'"),
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
    (["abc"], "invalid int value: 'abc'"),
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
    lines = err.splitlines()
    assert status == 1 and out == "" and len(lines) == 2
    assert "stopped after its budget of 20,000 nodes" in lines[0]
    needed = int(re.search(r"try --budget (\d+), which would take about [\d.]+ (hours|minutes|seconds)", lines[1])[1])
    assert 3_607_309 < needed < 10**9  # the count itself needs 3,607,309 nodes with its memo
