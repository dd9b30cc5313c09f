"""Tests for the command line: the original problems' output, and one clear line for bad input."""

import subprocess
import sys

import pytest

from boardpuzzles.cli import main


def run(capsys, *argv):
    try:
        status = main(list(argv))
    except SystemExit as exit:  # argparse's own errors
        status = exit.code
    out, err = capsys.readouterr()
    return status, out, err


def test_knight_jumps_prints_squares_then_count(capsys):
    status, out, err = run(capsys, "knight-jumps", "(5 5)")
    lines = out.splitlines()
    assert status == 0 and err == ""
    assert lines[-1] == "8" and len(lines) == 9
    assert lines[0] == "(3 4)" and lines[-2] == "(7 6)"


def test_knight_jumps_on_a_bigger_board(capsys):
    status, out, _ = run(capsys, "knight-jumps", "9,9", "--size", "10")
    assert status == 0 and out.splitlines() == ["(7 8)", "(7 10)", "(8 7)", "(10 7)", "4"]


@pytest.mark.parametrize(
    "argv, message",
    [
        (["knight-jumps", "(9 9)"], "square (9, 9) is off the 8×8 board: coordinates run from 1 to 8"),
        (["knight-jumps", "(x 1)"], "'x' is not a whole number"),
        (["knight-jumps", ""], "square text is empty"),
        (["knight-jumps", "(1 1)", "--size", "0"], "board size must be between 1 and 1000, got 0"),
        (["knight-jumps", "(1 1)", "--size", "ten"], "invalid int value: 'ten'"),
        (["no-such-command"], "invalid choice"),
    ],
)
def test_bad_input_gets_one_line_and_status_2(capsys, argv, message):
    status, out, err = run(capsys, *argv)
    assert status == 2 and out == ""
    assert len(err.strip().splitlines()) == 1 and message in err
    assert "Traceback" not in err


def test_module_runs_as_a_program():
    done = subprocess.run([sys.executable, "-m", "boardpuzzles", "knight-jumps", "(2 8)"], capture_output=True, text=True)
    assert done.returncode == 0 and done.stdout.splitlines() == ["(1 6)", "(3 6)", "(4 7)", "3"]
    bad = subprocess.run([sys.executable, "-m", "boardpuzzles", "knight-jumps", "(0 0)"], capture_output=True, text=True)
    assert bad.returncode == 2 and bad.stderr.count("\n") == 1 and "Traceback" not in bad.stderr
