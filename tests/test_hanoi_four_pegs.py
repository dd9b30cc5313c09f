"""Tests for boardpuzzles.hanoi.four_pegs: the Frame–Stewart count beats three pegs, by the recurrence it claims."""

import re

import pytest

from boardpuzzles.hanoi import MAX_DISKS, minimum_moves
from boardpuzzles.hanoi.four_pegs import frame_stewart_count


def test_frame_stewart_counts_of_the_exercise():
    assert [frame_stewart_count(n) for n in range(1, 11)] == [1, 3, 5, 9, 13, 17, 25, 33, 41, 49]


@pytest.mark.parametrize("n", range(1, MAX_DISKS + 1))
def test_four_pegs_never_lose_and_win_from_three_disks(n):
    assert frame_stewart_count(n) <= minimum_moves(n)
    assert (frame_stewart_count(n) < minimum_moves(n)) == (n >= 3)


@pytest.mark.parametrize("n", range(2, 40))
def test_frame_stewart_count_meets_its_recurrence(n):
    best = min(2 * (frame_stewart_count(k) if k else 0) + minimum_moves(n - k) for k in range(n))
    assert frame_stewart_count(n) == best


@pytest.mark.parametrize("n", range(2, 40))
def test_each_extra_disk_costs_a_power_of_two(n):
    # The known shape of the Frame–Stewart numbers: each step up is a power of two, never smaller than the last.
    step = frame_stewart_count(n) - frame_stewart_count(n - 1)
    assert step & (step - 1) == 0
    assert step <= frame_stewart_count(n + 1) - frame_stewart_count(n) <= 2 * step


@pytest.mark.parametrize(
    "n, message",
    [
        (0, "number of disks must be between 1 and 64, got 0"),
        (MAX_DISKS + 1, "number of disks must be between 1 and 64, got 65"),
        (2.0, "number of disks must be a whole number, got 2.0"),
    ],
)
def test_bad_number_of_disks_raises_value_error(n, message):
    with pytest.raises(ValueError, match=re.escape(message)):
        frame_stewart_count(n)
