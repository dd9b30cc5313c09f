"""Tests for boardpuzzles.hanoi.trace and the `hanoi` command: the article's printout and the command line's trace."""

import os
import re
import subprocess
import sys

import pytest

from boardpuzzles.cli import main
from boardpuzzles.hanoi import DIRECTIONS, circular_moves, initial_state, replay_moves
from boardpuzzles.hanoi.trace import (
    MAX_TRACE_DISKS,
    format_pegs,
    format_step,
    hanoi_kuleleri_trace,
    state_lines,
    trace_lines,
)

# The printout of the article "Hanoi Kuleleri", as published (its tabs shown as spaces).
HANOI_KULELERI_OUTPUT = """\
1. adim 
0. direk:3      2       1       
1. direk:
2. direk:
push 1 2. adim 
0. direk:3      2       
1. direk:1      
2. direk:
push 2 3. adim 
0. direk:3      
1. direk:1      
2. direk:2      
push 1 4. adim 
0. direk:3      
1. direk:
2. direk:2      1       
push 3 5. adim 
0. direk:
1. direk:3      
2. direk:2      1       
push 1 6. adim 
0. direk:1      
1. direk:3      
2. direk:2      
push 2 7. adim 
0. direk:1      
1. direk:3      2       
2. direk:
push 1 8. adim 
0. direk:
1. direk:3      2       1       
2. direk:
oyun bitti
"""  # noqa: W291 (the printout's lines end in spaces, as the article shows them)

BOTH = list(DIRECTIONS)


# --- the article's printout ---------------------------------------------------------------------


def test_hanoi_kuleleri_trace_reproduces_the_published_output():
    assert hanoi_kuleleri_trace(3, direction="right").expandtabs(8) == HANOI_KULELERI_OUTPUT


@pytest.mark.parametrize("n", [1, 4, 6])
@pytest.mark.parametrize("direction", BOTH)
def test_hanoi_kuleleri_trace_has_one_block_per_state(n, direction):
    lines = hanoi_kuleleri_trace(n, direction=direction).splitlines()
    assert len(lines) == 4 * 2**n + 1 and lines[-1] == "oyun bitti"
    moves = list(circular_moves(n, direction=direction))
    states = [initial_state(n), *replay_moves(initial_state(n), moves)]
    for number, state in enumerate(states, start=1):
        header, *pegs = lines[4 * (number - 1): 4 * number]
        push = f"push {moves[number - 2][0]} " if number > 1 else ""
        assert header == f"{push}{number}. adim "
        assert pegs == [f"{peg}. direk:" + "".join(f"{disk}\t" for disk in disks) for peg, disks in enumerate(state)]


# --- the command line's trace -------------------------------------------------------------------


@pytest.mark.parametrize("n", [1, 5, 8])
@pytest.mark.parametrize("direction", BOTH)
def test_trace_lines_show_every_state_of_the_method(n, direction):
    lines = list(trace_lines(n, direction=direction))
    moves = list(circular_moves(n, direction=direction))
    states = [initial_state(n), *replay_moves(initial_state(n), moves)]
    assert len(lines) == 4 * len(states)
    for k, state in enumerate(states):
        assert lines[4 * k] == format_step(k, moves[k - 1] if k else None)
        assert lines[4 * k + 1: 4 * k + 4] == format_pegs(state) == state_lines(n, k, direction=direction)[1:]
    assert not any(line.endswith(" ") for line in lines)


def test_format_pegs_and_step_are_1_based():
    assert format_pegs(((4, 1), (), (3, 2))) == ["peg 1: 4 1", "peg 2:", "peg 3: 3 2"]
    assert format_step(0, None) == "step 0"
    assert format_step(5, (3, 2, 0)) == "step 5: disk 3 from peg 3 to peg 1"


@pytest.mark.parametrize(
    "call, message",
    [
        (lambda: next(trace_lines(MAX_TRACE_DISKS + 1)),
         "number of disks must be between 1 and 20 for a full trace, got 21 (for more disks, print one step: "
         "state_lines(disks, k), or --state K on the command line)"),
        (lambda: next(trace_lines(0)), "number of disks must be between 1 and 20 for a full trace, got 0"),
        (lambda: next(trace_lines(3, direction="up")), "direction must be 'right' or 'left', got 'up'"),
        (lambda: next(trace_lines("3")), "number of disks must be a whole number, got '3'"),
        (lambda: state_lines(3, 8), "step must be between 0 and 7 for 3 disks, got 8"),
        (lambda: hanoi_kuleleri_trace(MAX_TRACE_DISKS + 1), "number of disks must be between 1 and 20, got 21"),
    ],
)
def test_bad_input_raises_value_error_naming_the_value(call, message):
    with pytest.raises(ValueError, match=re.escape(message)):
        call()


def test_a_tower_too_tall_to_trace_points_to_one_step_which_works():
    with pytest.raises(ValueError, match=r"state_lines\(disks, k\)") as error:
        next(trace_lines(MAX_TRACE_DISKS + 1))
    assert "--state K" in str(error.value)
    assert state_lines(MAX_TRACE_DISKS + 1, 2**20)[0] == "step 1048576: disk 21 from peg 1 to peg 2"
    with pytest.raises(ValueError) as error:
        next(trace_lines(0))
    assert str(error.value) == "number of disks must be between 1 and 20 for a full trace, got 0"   # no hint


# --- the `hanoi` command ------------------------------------------------------------------------


def test_cli_trace_for_the_articles_run(run_cli):
    status, out, err = run_cli("hanoi", 3, "--direction", "right")
    lines = out.splitlines()
    assert status == 0 and err == ""
    assert lines[:4] == ["step 0", "peg 1: 3 2 1", "peg 2:", "peg 3:"]
    assert lines[4:8] == ["step 1: disk 1 from peg 1 to peg 2", "peg 1: 3 2", "peg 2: 1", "peg 3:"]
    assert lines[-4:] == ["step 7: disk 1 from peg 1 to peg 2", "peg 1:", "peg 2: 3 2 1", "peg 3:"]
    assert lines == list(trace_lines(3, direction="right"))


@pytest.mark.parametrize("n", [1, 4, 6])
@pytest.mark.parametrize("direction", BOTH)
def test_cli_state_block_is_the_traces_block(run_cli, n, direction):
    _, out, _ = run_cli("hanoi", n, "--direction", direction)
    blocks = out.splitlines()
    for k in range(2**n):
        _, block, _ = run_cli("hanoi", n, "--direction", direction, "--state", k)
        assert block.splitlines() == blocks[4 * k: 4 * k + 4] == state_lines(n, k, direction=direction)


@pytest.mark.parametrize("n, direction", [(12, "right"), (13, "left")])
def test_cli_trace_longer_than_one_write_is_the_whole_trace(run_cli, n, direction):
    status, out, err = run_cli("hanoi", n, "--direction", direction)   # 65,536 and 131,072 lines
    assert (status, err) == (0, "") and out == "".join(line + "\n" for line in trace_lines(n, direction=direction))


def test_cli_state_works_for_64_disks(run_cli):
    status, out, _ = run_cli("hanoi", 64, "--state", 2**64 - 1)
    assert status == 0
    assert out.splitlines()[-2:] == ["peg 2:", "peg 3: " + " ".join(map(str, range(64, 0, -1)))]


@pytest.mark.parametrize(
    "argv, message",
    [
        (["-3"], "number of disks must be between 1 and 20 for a full trace, got -3"),
        (["21"], "number of disks must be between 1 and 20 for a full trace, got 21"),
        (["0", "--state", "0"], "number of disks must be between 1 and 64, got 0"),
        (["65", "--state", "1"], "number of disks must be between 1 and 64, got 65"),
        (["3", "--state", "8"], "step must be between 0 and 7 for 3 disks, got 8"),
        (["3", "--state", "-1"], "step must be between 0 and 7 for 3 disks, got -1"),
        (["3", "--direction", "up"], "argument --direction: invalid choice: 'up' (choose from 'right', 'left')"),
        (["three"], "number of disks must be a whole number written with the digits 0-9, got 'three'"),
        (["٣"], "number of disks must be a whole number written with the digits 0-9, got '٣'"),
        (["3", "--state", "1e2"], "step must be a whole number written with the digits 0-9, got '1e2'"),
    ],
)
def test_cli_bad_input_is_one_line_and_status_2(run_cli, argv, message):
    status, out, err = run_cli("hanoi", *argv)
    assert status == 2
    assert out == ""
    assert err.count("\n") == 1 and message in err


def test_python_dash_m_runs_the_command():
    done = subprocess.run([sys.executable, "-m", "boardpuzzles", "hanoi", "2", "--direction", "left"],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0
    assert done.stdout.splitlines()[4:8] == ["step 1: disk 1 from peg 1 to peg 3", "peg 1: 2", "peg 2:", "peg 3: 1"]
    bad = subprocess.run([sys.executable, "-m", "boardpuzzles", "hanoi", "3", "--state", "99"],
                         capture_output=True, text=True, timeout=60)
    assert bad.returncode == 2
    assert bad.stderr == "boardpuzzles hanoi: error: step must be between 0 and 7 for 3 disks, got 99\n"


def test_cli_trace_stops_quietly_when_the_reader_stops():
    process = subprocess.Popen([sys.executable, "-m", "boardpuzzles", "hanoi", str(MAX_TRACE_DISKS)],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert process.stdout.readline() == b"step 0\n"
    process.stdout.close()                   # like `| head -1`
    assert process.wait(timeout=60) == 0
    assert process.stderr.read() == b""
    process.stderr.close()


def test_cli_trace_into_a_closed_pipe_is_not_an_error(monkeypatch):
    class ClosedPipe:
        def write(self, text):
            raise BrokenPipeError

    monkeypatch.setattr(sys, "stdout", ClosedPipe())
    assert main(["hanoi", "3"]) == 0
    assert sys.stdout.name == os.devnull      # the rest of the output goes nowhere, quietly
    sys.stdout.close()
