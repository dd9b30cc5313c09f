"""Tests for boardpuzzles.hanoi and the `hanoi` command: properties of every move, not one hard-coded list."""

import itertools
import random
import subprocess
import sys

import pytest

from boardpuzzles import cli
from boardpuzzles.hanoi import (
    DIRECTIONS,
    MAX_DISKS,
    TRACE_LIMIT,
    apply_move,
    article_trace,
    backtracking_solve,
    circular_moves,
    disk_at_step,
    final_peg,
    frame_stewart_count,
    initial_state,
    is_game_over,
    is_legal_move,
    legal_moves,
    minimum_moves,
    move_at,
    random_play,
    recursive_moves,
    replay,
    shortest_path,
    sierpinski_xy,
    state_after,
    state_graph,
    state_lines,
    step_of,
    trace_lines,
)

# The article's printout, as published (its tabs shown as spaces).
ARTICLE_OUTPUT = """\
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
"""

SIZES = range(1, 11)
BOTH = list(DIRECTIONS)


def play(n, moves, start=0):
    """Replay ``moves`` from the tower on ``start`` (raising on an illegal move); return the states in order."""
    return [initial_state(n, start), *replay(initial_state(n, start), moves)]


# --- the circular method -----------------------------------------------------------------------


@pytest.mark.parametrize("n", SIZES)
@pytest.mark.parametrize("direction", BOTH)
def test_circular_moves_are_legal_minimal_and_end_the_game(n, direction):
    states = play(n, circular_moves(n, direction))
    assert len(states) - 1 == 2**n - 1 == minimum_moves(n)
    assert is_game_over(states[-1])
    assert not any(is_game_over(state) for state in states[:-1])


@pytest.mark.parametrize("n", SIZES)
@pytest.mark.parametrize("direction", BOTH)
def test_disk_1_goes_round_the_circle_and_alternates_with_the_only_other_move(n, direction):
    step = DIRECTIONS[direction]
    states = play(n, [])
    for k, move in enumerate(circular_moves(n, direction), start=1):
        disk, source, target = move
        if k % 2:
            assert disk == 1 and target == (source + step) % 3
        else:
            others = [m for m in legal_moves(states[-1]) if m[0] != 1]
            assert others == [move]
        states.append(apply_move(states[-1], move))


@pytest.mark.parametrize("n", SIZES)
@pytest.mark.parametrize("direction", BOTH)
def test_final_peg_follows_the_parity_rule(n, direction):
    *_, last = play(n, circular_moves(n, direction))
    (peg,) = [p for p, disks in enumerate(last) if disks]
    assert peg == final_peg(n, direction)
    step = DIRECTIONS[direction]
    assert peg == (step if n % 2 else -step) % 3
    # The article's claim (right ends on the 2nd peg, left on the 3rd) holds exactly for odd n.
    assert (peg == {"right": 1, "left": 2}[direction]) == (n % 2 == 1)


@pytest.mark.parametrize("start", [0, 1, 2])
def test_circular_moves_from_any_start_peg(start):
    *_, last = play(4, circular_moves(4, "left", start), start)
    assert last[final_peg(4, "left", start)] == (4, 3, 2, 1)


def test_circular_moves_stream_without_building_a_list():
    moves = circular_moves(30)
    first = list(itertools.islice(moves, 5))
    assert first == [(1, 0, 1), (2, 0, 2), (1, 1, 2), (3, 0, 1), (1, 2, 0)]
    assert next(moves) == move_at(30, 6)


# --- the recursive method ------------------------------------------------------------------------


@pytest.mark.parametrize("n", SIZES)
@pytest.mark.parametrize("direction", BOTH)
def test_recursive_and_circular_methods_agree(n, direction):
    assert list(recursive_moves(n, 0, final_peg(n, direction))) == list(circular_moves(n, direction))


@pytest.mark.parametrize("source, target", [(0, 1), (0, 2), (1, 0), (2, 1)])
def test_recursive_moves_are_legal_and_land_on_target(source, target):
    *_, last = play(5, recursive_moves(5, source, target), source)
    assert last[target] == (5, 4, 3, 2, 1)


def test_recursive_generator_allows_the_largest_tower_without_recursion_error():
    moves = recursive_moves(MAX_DISKS, 0, 2)
    assert next(moves) == (1, 0, 1)          # 64 is even: disk 1 first goes to the spare peg
    assert len(list(itertools.islice(moves, 1000))) == 1000


# --- counting: any step directly ---------------------------------------------------------------


@pytest.mark.parametrize("n", [1, 2, 5, 9])
@pytest.mark.parametrize("direction", BOTH)
def test_state_after_agrees_with_replay_at_every_step(n, direction):
    states = play(n, circular_moves(n, direction))
    assert [state_after(n, k, direction) for k in range(len(states))] == states


@pytest.mark.parametrize("seed", range(5))
def test_state_after_agrees_with_replay_at_random_steps(seed):
    rng = random.Random(seed)
    n = rng.randint(10, 16)
    direction = rng.choice(BOTH)
    steps = sorted(rng.sample(range(2**n), 20))
    wanted = set(steps)
    seen = {0: initial_state(n)} if 0 in wanted else {}
    for k, state in enumerate(replay(initial_state(n), circular_moves(n, direction)), start=1):
        if k in wanted:
            seen[k] = state
    assert [state_after(n, k, direction) for k in steps] == [seen[k] for k in steps]


@pytest.mark.parametrize("n", [3, 8])
def test_disk_at_step_and_move_at_match_the_moves(n):
    for k, move in enumerate(circular_moves(n, "left"), start=1):
        assert move[0] == disk_at_step(k)
        assert move == move_at(n, k, "left")


def test_state_after_for_the_64_disk_tower():
    last = 2**64 - 1
    assert state_after(64, last) == ((), (), tuple(range(64, 0, -1)))      # 64 is even: right ends on peg 2
    middle = state_after(64, 2**63)
    assert middle == ((), tuple(range(63, 0, -1)), (64,))
    assert move_at(64, 2**63) == (64, 0, 2)
    assert disk_at_step(2**63) == 64
    before, after = state_after(64, last - 1), state_after(64, last)
    assert apply_move(before, move_at(64, last)) == after


@pytest.mark.parametrize("n", [1, 3, 6])
@pytest.mark.parametrize("direction", BOTH)
def test_step_of_inverts_state_after_and_rejects_states_off_the_path(n, direction):
    on_path = play(n, circular_moves(n, direction))
    assert [step_of(state, direction) for state in on_path] == list(range(2**n))
    off_path = set(state_graph(n)) - set(on_path)
    assert all(step_of(state, direction) is None for state in off_path)


# --- legality -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "state, move, legal",
    [
        (((3, 2, 1), (), ()), (1, 0, 1), True),
        (((3, 2, 1), (), ()), (2, 0, 1), False),      # disk 2 is not on top
        (((3, 2), (1,), ()), (2, 0, 1), False),       # onto a smaller disk
        (((3, 2), (1,), ()), (2, 0, 2), True),
        (((3, 2), (1,), ()), (1, 1, 1), False),       # to its own peg
        (((3, 2), (1,), ()), (1, 2, 0), False),       # from an empty peg
        (((3, 2), (1,), ()), (1, 1, 3), False),       # no peg 3 in 0-based code
    ],
)
def test_is_legal_move(state, move, legal):
    assert is_legal_move(state, move) is legal


def test_apply_move_rejects_an_illegal_move_with_the_rule():
    with pytest.raises(ValueError, match=r"illegal move \(2, 0, 1\): disk 2 cannot go on the smaller disk 1"):
        apply_move(((3, 2), (1,), ()), (2, 0, 1))


@pytest.mark.parametrize(
    "call, message",
    [
        (lambda: list(circular_moves(0)), "number of disks must be between 1 and 64, got 0"),
        (lambda: list(circular_moves(65)), "number of disks must be between 1 and 64, got 65"),
        (lambda: list(circular_moves(3, "up")), "direction must be 'right' or 'left', got 'up'"),
        (lambda: list(circular_moves(2.5)), "number of disks must be a whole number, got 2.5"),
        (lambda: list(recursive_moves(3, 1, 1)), "source and target pegs must differ, got 1 and 1"),
        (lambda: state_after(3, 8), "step must be between 0 and 7 for 3 disks, got 8"),
        (lambda: state_after(3, -1), "step must be between 0 and 7 for 3 disks, got -1"),
        (lambda: initial_state(3, start=3), "start peg must be between 0 and 2, got 3"),
        (lambda: state_graph(9), "number of disks must be between 1 and 8, got 9"),
        (lambda: next(trace_lines(TRACE_LIMIT + 1)), "between 1 and 20 for a full trace, got 21"),
    ],
)
def test_bad_input_raises_value_error_naming_the_value(call, message):
    with pytest.raises(ValueError, match=message.replace("(", r"\(").replace(")", r"\)")):
        call()


# --- brute force ----------------------------------------------------------------------------


@pytest.mark.parametrize("n", range(1, 6))
def test_backtracking_finds_a_legal_but_longer_solution(n):
    result = backtracking_solve(n)
    states = play(n, result.moves)
    assert is_game_over(states[-1])
    assert len(result.moves) >= 2**n - 1
    assert result.work <= 3**n


def test_backtracking_reports_a_spent_budget():
    result = backtracking_solve(6, budget=10)
    assert result.moves is None and result.work == 10


@pytest.mark.parametrize("seed", range(3))
def test_random_play_is_legal_and_reproducible(seed):
    result = random_play(4, seed=seed)
    assert is_game_over(play(4, result.moves)[-1])
    assert random_play(4, seed=seed) == result
    assert random_play(4, seed=seed, budget=3).moves is None


# --- the state graph ---------------------------------------------------------------------------


@pytest.mark.parametrize("n", range(1, 6))
def test_state_graph_counts_and_corner_distance(n):
    graph = state_graph(n)
    assert len(graph) == 3**n
    edges = {frozenset((a, b)) for a, near in graph.items() for b in near}
    assert len(edges) == 3 * (3**n - 1) // 2
    assert all(a in graph[b] for a, near in graph.items() for b in near)
    path = shortest_path(graph, initial_state(n, 0), initial_state(n, 1))
    assert len(path) - 1 == 2**n - 1
    assert path == play(n, recursive_moves(n, 0, 1))


@pytest.mark.parametrize("n", range(1, 6))
def test_sierpinski_layout_puts_every_edge_at_length_one(n):
    graph = state_graph(n)
    points = {state: sierpinski_xy(state) for state in graph}
    assert len(set(points.values())) == 3**n
    for a, near in graph.items():
        for b in near:
            (xa, ya), (xb, yb) = points[a], points[b]
            assert abs((xa - xb) ** 2 + (ya - yb) ** 2 - 1) < 1e-9
    side = 2**n - 1
    assert points[initial_state(n, 0)] == (0, 0) and points[initial_state(n, 1)] == (side, 0)


def test_frame_stewart_four_pegs_beats_three():
    assert [frame_stewart_count(n) for n in range(1, 11)] == [1, 3, 5, 9, 13, 17, 25, 33, 41, 49]
    assert all(frame_stewart_count(n) < minimum_moves(n) for n in range(3, 20))


# --- text: the article's printout and the command line ------------------------------------------


def test_article_trace_reproduces_the_published_output():
    assert article_trace(3, "right").expandtabs(8) == ARTICLE_OUTPUT


def run(capsys, *argv):
    status = cli.main(["hanoi", *map(str, argv)])
    out, err = capsys.readouterr()
    return status, out, err


def test_cli_trace_for_the_articles_run(capsys):
    status, out, err = run(capsys, 3, "--direction", "right")
    lines = out.splitlines()
    assert status == 0 and err == ""
    assert lines[:4] == ["step 0", "peg 1: 3 2 1", "peg 2:", "peg 3:"]
    assert lines[4:8] == ["step 1: disk 1 from peg 1 to peg 2", "peg 1: 3 2", "peg 2: 1", "peg 3:"]
    assert lines[-4:] == ["step 7: disk 1 from peg 1 to peg 2", "peg 1:", "peg 2: 3 2 1", "peg 3:"]
    assert len(lines) == 4 * 8
    assert not any(line.endswith(" ") for line in lines)


@pytest.mark.parametrize("n", [1, 4, 6])
@pytest.mark.parametrize("direction", BOTH)
def test_cli_state_block_is_the_traces_block(capsys, n, direction):
    _, out, _ = run(capsys, n, "--direction", direction)
    blocks = out.splitlines()
    for k in range(2**n):
        _, block, _ = run(capsys, n, "--direction", direction, "--state", k)
        assert block.splitlines() == blocks[4 * k : 4 * k + 4] == state_lines(n, k, direction)


def test_cli_state_works_for_64_disks(capsys):
    status, out, _ = run(capsys, 64, "--state", 2**64 - 1)
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
        (["3", "--direction", "up"], "direction must be 'right' or 'left', got 'up'"),
        (["three"], "invalid int value: 'three'"),
    ],
)
def test_cli_bad_input_is_one_line_and_status_2(capsys, argv, message):
    try:
        status = cli.main(["hanoi", *argv])
    except SystemExit as stop:               # argparse's own errors exit (one line, via _OneLineParser)
        status = stop.code
    out, err = capsys.readouterr()
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
    assert bad.returncode == 2 and bad.stderr.strip() == "boardpuzzles hanoi: error: step must be between 0 and 7 for 3 disks, got 99"


def test_algorithm_module_imports_no_plotting():
    code = "import sys, boardpuzzles.hanoi; print('matplotlib' in sys.modules, 'ipywidgets' in sys.modules)"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert done.stdout.strip() == "False False"


def test_cli_trace_stops_quietly_when_the_reader_stops():
    process = subprocess.Popen([sys.executable, "-m", "boardpuzzles", "hanoi", str(TRACE_LIMIT)],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert process.stdout.readline() == b"step 0\n"
    process.stdout.close()                   # like `| head -1`
    assert process.wait(timeout=60) == 0
    assert process.stderr.read() == b""
    process.stderr.close()
