"""Tests for boardpuzzles.hanoi: the rules, the circular and recursive methods, and any step by formula.

Properties of every move, checked over many towers, not one hard-coded list.
"""

import itertools
import random
import re

import pytest

from boardpuzzles.hanoi import (
    DIRECTIONS,
    MAX_DISKS,
    apply_move,
    circular_moves,
    disk_at_step,
    disk_direction,
    final_peg,
    initial_state,
    is_game_over,
    is_legal_move,
    legal_moves,
    minimum_moves,
    move_at,
    recursive_moves,
    replay_moves,
    require_peg,
    require_state,
    require_step,
    state_after,
    step_of,
    why_illegal,
)
from boardpuzzles.hanoi.graph import state_graph

SIZES = range(1, 11)
BOTH = list(DIRECTIONS)
#: What every message about a peg number says: the code counts pegs from 0, the printed traces from 1.
PEGS_FROM_0 = "the code numbers pegs from 0; the printed traces show them as 1, 2, 3"


def play(n, moves, start=0):
    """Replay ``moves`` from the tower on ``start`` (raising on an illegal move); return the states in order."""
    return [initial_state(n, start=start), *replay_moves(initial_state(n, start=start), moves)]


# --- the circular method -----------------------------------------------------------------------


@pytest.mark.parametrize("n", SIZES)
@pytest.mark.parametrize("direction", BOTH)
def test_circular_moves_are_legal_minimal_and_end_the_game(n, direction):
    states = play(n, circular_moves(n, direction=direction))
    assert len(states) - 1 == 2**n - 1 == minimum_moves(n)
    assert is_game_over(states[-1])
    assert not any(is_game_over(state) for state in states[:-1])


@pytest.mark.parametrize("n", SIZES)
@pytest.mark.parametrize("direction", BOTH)
def test_disk_1_goes_round_the_circle_and_alternates_with_the_only_other_move(n, direction):
    step = DIRECTIONS[direction]
    states = play(n, [])
    for k, move in enumerate(circular_moves(n, direction=direction), start=1):
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
    *_, last = play(n, circular_moves(n, direction=direction))
    (peg,) = [p for p, disks in enumerate(last) if disks]
    assert peg == final_peg(n, direction=direction)
    step = DIRECTIONS[direction]
    assert peg == (step if n % 2 else -step) % 3
    # The article's claim (right ends on the 2nd peg, left on the 3rd) holds exactly for odd n.
    assert (peg == {"right": 1, "left": 2}[direction]) == (n % 2 == 1)


@pytest.mark.parametrize("n", [3, 8])
@pytest.mark.parametrize("direction", BOTH)
def test_odd_disks_turn_like_disk_1_and_even_disks_the_other_way(n, direction):
    for disk, source, target in circular_moves(n, direction=direction):
        assert (target - source) % 3 == disk_direction(disk, direction=direction) % 3
    assert disk_direction(1, direction=direction) == DIRECTIONS[direction] == -disk_direction(2, direction=direction)


@pytest.mark.parametrize("start", [0, 1, 2])
def test_circular_moves_from_any_start_peg(start):
    *_, last = play(4, circular_moves(4, direction="left", start=start), start)
    assert last[final_peg(4, direction="left", start=start)] == (4, 3, 2, 1)
    assert is_game_over(last, start=start) and not is_game_over(initial_state(4, start=start), start=start)


def test_circular_moves_stream_without_building_a_list():
    moves = circular_moves(30)
    first = list(itertools.islice(moves, 5))
    assert first == [(1, 0, 1), (2, 0, 2), (1, 1, 2), (3, 0, 1), (1, 2, 0)]
    assert next(moves) == move_at(30, 6)


# --- the recursive method ------------------------------------------------------------------------


@pytest.mark.parametrize("n", SIZES)
@pytest.mark.parametrize("direction", BOTH)
def test_recursive_and_circular_methods_agree(n, direction):
    target = final_peg(n, direction=direction)
    assert list(recursive_moves(n, source=0, target=target)) == list(circular_moves(n, direction=direction))


@pytest.mark.parametrize("source, target", [(0, 1), (0, 2), (1, 0), (2, 1)])
def test_recursive_moves_are_legal_and_land_on_target(source, target):
    *_, last = play(5, recursive_moves(5, source=source, target=target), source)
    assert last[target] == (5, 4, 3, 2, 1)


def test_recursive_generator_allows_the_largest_tower_without_recursion_error():
    moves = recursive_moves(MAX_DISKS, source=0, target=2)
    assert next(moves) == (1, 0, 1)          # 64 is even: disk 1 first goes to the spare peg
    assert len(list(itertools.islice(moves, 1000))) == 1000


# --- counting: any step directly ---------------------------------------------------------------


@pytest.mark.parametrize("n", [1, 2, 5, 9])
@pytest.mark.parametrize("direction", BOTH)
def test_state_after_agrees_with_replay_at_every_step(n, direction):
    states = play(n, circular_moves(n, direction=direction))
    assert [state_after(n, k, direction=direction) for k in range(len(states))] == states


@pytest.mark.parametrize("seed", range(5))
def test_state_after_agrees_with_replay_at_random_steps(seed):
    rng = random.Random(seed)
    n = rng.randint(10, 16)
    direction = rng.choice(BOTH)
    start = rng.choice([0, 1, 2])
    steps = sorted(rng.sample(range(1, 2**n), 20))
    wanted = set(steps)
    seen = {}
    moves = circular_moves(n, direction=direction, start=start)
    for k, state in enumerate(replay_moves(initial_state(n, start=start), moves), start=1):
        if k in wanted:
            seen[k] = state
    assert [state_after(n, k, direction=direction, start=start) for k in steps] == [seen[k] for k in steps]


@pytest.mark.parametrize("n", [3, 8])
@pytest.mark.parametrize("start", [0, 2])
def test_disk_at_step_and_move_at_match_the_moves(n, start):
    for k, move in enumerate(circular_moves(n, direction="left", start=start), start=1):
        assert move[0] == disk_at_step(k)
        assert move == move_at(n, k, direction="left", start=start)


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
    on_path = play(n, circular_moves(n, direction=direction))
    assert [step_of(state, direction=direction) for state in on_path] == list(range(2**n))
    off_path = set(state_graph(n)) - set(on_path)
    assert len(off_path) == 3**n - 2**n
    assert all(step_of(state, direction=direction) is None for state in off_path)


@pytest.mark.parametrize("start", [1, 2])
def test_step_of_from_another_start_peg(start):
    for k in (0, 5, 31):
        assert step_of(state_after(5, k, direction="left", start=start), direction="left", start=start) == k


# --- legality -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "state, move, reason",
    [
        (((3, 2, 1), (), ()), (1, 0, 1), None),
        (((3, 2), (1,), ()), (2, 0, 2), None),
        (((3, 2, 1), (), ()), (2, 0, 1), "disk 2 is not on top of peg 0 (0-based)"),
        (((3, 2), (1,), ()), (2, 0, 1), "disk 2 cannot go on the smaller disk 1"),
        (((3, 2), (1,), ()), (1, 1, 1), "disk 1 must move to another peg, got peg 1 (0-based) to itself"),
        (((3, 2), (1,), ()), (1, 2, 0), "disk 1 is not on top of peg 2 (0-based)"),
        (((3, 2), (1,), ()), (1, 1, 3), f"pegs must be 0, 1 or 2 ({PEGS_FROM_0}), got 1 and 3"),  # no peg 3 here
    ],
)
def test_why_illegal_names_the_rule_and_is_legal_move_agrees(state, move, reason):
    assert why_illegal(state, move) == reason
    assert is_legal_move(state, move) is (reason is None)
    if reason is None:
        assert move in legal_moves(state)
    else:
        with pytest.raises(ValueError, match=re.escape(f"illegal move {move}: {reason}")):
            apply_move(state, move)


@pytest.mark.parametrize("n", range(1, 7))
def test_legal_moves_are_exactly_the_moves_the_rules_allow(n):
    every_move = [(disk, s, t) for disk in range(1, n + 1) for s in range(3) for t in range(3)]
    for state in state_graph(n):
        allowed = [move for move in every_move if is_legal_move(state, move)]
        assert legal_moves(state) == sorted(allowed, key=lambda move: (move[1], move[2]))
        assert len(allowed) == (2 if any(len(disks) == n for disks in state) else 3)
        assert all(require_state(apply_move(state, move)) for move in allowed)


def test_replay_moves_stops_at_an_illegal_move():
    states = replay_moves(initial_state(2), [(1, 0, 1), (2, 0, 1)])
    assert next(states) == ((2,), (1,), ())
    with pytest.raises(ValueError, match="disk 2 cannot go on the smaller disk 1"):
        next(states)


@pytest.mark.parametrize(
    "state",
    [((3, 1), (2,), ()), ((), (), (1,)), state_after(12, 1000)],
)
def test_require_state_returns_a_good_state(state):
    assert require_state(state) is state


@pytest.mark.parametrize(
    "state",
    [
        ((1, 2), (), ()),             # a larger disk on a smaller one
        ((2,), (1,)),                 # two pegs
        ((2, 1), (), (), ()),         # four pegs
        ((3, 1), (), ()),             # disk 2 is missing
        ((2, 1), (1,), ()),           # disk 1 twice
        ((2, 1), 3, ()),              # a peg that is not a pile of disks
        5,                            # not pegs at all
    ],
)
def test_require_state_rejects_a_broken_state(state):
    message = f"a state must be three pegs holding the disks 1, 2, ... once each, largest at the bottom, got {state!r}"
    with pytest.raises(ValueError, match=re.escape(message)):
        require_state(state)
    with pytest.raises(ValueError, match="a state must be three pegs"):
        step_of(state)


@pytest.mark.parametrize(
    "call, message",
    [
        (lambda: list(circular_moves(0)), "number of disks must be between 1 and 64, got 0"),
        (lambda: list(circular_moves(65)), "number of disks must be between 1 and 64, got 65"),
        (lambda: list(circular_moves(3, direction="up")), "direction must be 'right' or 'left', got 'up'"),
        (lambda: list(circular_moves(2.5)), "number of disks must be a whole number, got 2.5"),
        (lambda: list(circular_moves(3, start=-1)), f"start peg must be 0, 1 or 2 ({PEGS_FROM_0}), got -1"),
        (lambda: list(recursive_moves(3, source=1, target=1)), "source and target pegs must differ, got 1 and 1"),
        (lambda: list(recursive_moves(3, source=0, target=3)), f"target peg must be 0, 1 or 2 ({PEGS_FROM_0}), got 3"),
        (lambda: list(recursive_moves(3, source=-1)), f"source peg must be 0, 1 or 2 ({PEGS_FROM_0}), got -1"),
        (lambda: list(recursive_moves(3, source=1.0)), "source peg must be a whole number, got 1.0"),
        (lambda: list(recursive_moves(True)), "number of disks must be a whole number, got True"),
        (lambda: minimum_moves(65), "number of disks must be between 1 and 64, got 65"),
        (lambda: final_peg(3, direction="down"), "direction must be 'right' or 'left', got 'down'"),
        (lambda: disk_direction(1.0), "disk must be a whole number, got 1.0"),
        (lambda: disk_direction(0), "disk must be between 1 and 64, got 0"),
        (lambda: disk_at_step(0), "step must be at least 1, got 0"),
        (lambda: disk_at_step("1"), "step must be a whole number, got '1'"),
        (lambda: state_after(3, 8), "step must be between 0 and 7 for 3 disks, got 8"),
        (lambda: state_after(3, -1), "step must be between 0 and 7 for 3 disks, got -1"),
        (lambda: move_at(3, 0), "step must be between 1 and 7 for a move, got 0"),
        (lambda: move_at(3, 8), "step must be between 0 and 7 for 3 disks, got 8"),
        (lambda: initial_state(3, start=3), f"start peg must be 0, 1 or 2 ({PEGS_FROM_0}), got 3"),
        (lambda: step_of(((), (), ())), "number of disks must be between 1 and 64, got 0"),
        (lambda: step_of(((1,), (), ()), start=5), f"start peg must be 0, 1 or 2 ({PEGS_FROM_0}), got 5"),
        (lambda: require_step(0, 0), "number of disks must be between 1 and 64, got 0"),
        (lambda: require_step(3, 2.0), "step must be a whole number, got 2.0"),
    ],
)
def test_bad_input_raises_value_error_naming_the_value(call, message):
    with pytest.raises(ValueError, match=re.escape(message)):
        call()


@pytest.mark.parametrize("peg", [-1, 3, 4])
def test_a_peg_out_of_range_is_named_with_both_numberings(peg):
    # The traces print pegs 1 to 3, so a reader may try peg 3; the message says how the code counts.
    with pytest.raises(ValueError, match=re.escape(f"target peg must be 0, 1 or 2 ({PEGS_FROM_0}), got {peg}")):
        require_peg(peg, name="target peg")
    with pytest.raises(ValueError, match=r"^peg must be 0, 1 or 2 \(the code numbers pegs from 0"):
        require_peg(peg)


@pytest.mark.parametrize("peg", [0, 1, 2])
def test_every_peg_of_the_code_is_accepted(peg):
    assert require_peg(peg) == peg
    assert list(recursive_moves(1, source=peg, target=(peg + 1) % 3)) == [(1, peg, (peg + 1) % 3)]
