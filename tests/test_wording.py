"""Tests for boardpuzzles.wording: one wording for counts, articles, durations and rounded numbers."""

from __future__ import annotations

import math

import pytest
from conftest import SECONDS_IN, read_duration

from boardpuzzles.wording import board_article, count_of, duration, round_up, sentence, squares_text, two_digits


@pytest.mark.parametrize("count, noun, words", [(0, "move", "0 moves"), (1, "move", "1 move"),
                                                (2, "new square", "2 new squares")])
def test_count_of_says_the_plural_unless_one(count, noun, words):
    assert count_of(count, noun) == words


def test_board_article_is_an_before_a_size_read_with_a_vowel():
    vowel = {size for size in range(1, 1000) if str(size).startswith("8") or size in (11, 18)}  # eight, eleven
    assert {size for size in range(1, 1000) if board_article(size) == "an"} == vowel
    assert {board_article(size) for size in range(1, 1000)} == {"a", "an"}


@pytest.mark.parametrize("x", [0.0123, 1, 1.27, 9.96, 10, 53.3, 999.5, 7_279_808.7, 123_456_789_012, 4.07e44])
def test_two_digits_is_within_half_a_unit_of_its_second_digit(x):
    written = two_digits(x)
    value = float(written.replace(",", ""))
    assert abs(value - x) <= 0.05 * x + 1e-12
    assert len(written.replace(",", "").replace(".", "").split("e")[0].strip("0")) <= 2


@pytest.mark.parametrize("x", [0.5, 1, 5.0, 53.3, 99.1, 2014.8, 36_399_043.6, 10**15 + 1])
def test_round_up_is_the_least_two_digit_number_not_below(x):
    rounded = round_up(x)
    step = 10 ** max(len(str(math.ceil(x))) - 2, 0)
    assert rounded >= x and rounded % step == 0 and rounded - step < x


@pytest.mark.parametrize("seconds", [3e-9, 4.2e-5, 0.25, 1, 7.4, 119, 120, 600, 7199, 7200, 1e4, 2e5, 4e7, 1e8, 1e40])
def test_a_duration_reads_back_as_its_seconds_in_the_largest_unit_of_two_or_more(seconds):
    said, slack = read_duration(duration(seconds))
    assert abs(said - seconds) <= slack + 1e-12
    number, unit = duration(seconds).split()[1:]
    amount = seconds / SECONDS_IN[unit]
    assert amount >= (1 if unit in ("ns", "µs", "ms", "s") else 2) * (1 - 1e-9) or unit == "ns"
    larger = [u for u, length in SECONDS_IN.items() if length > SECONDS_IN[unit]]
    assert all(seconds < (1 if u in ("µs", "ms", "s") else 2) * SECONDS_IN[u] for u in larger)


def test_a_measured_duration_has_no_about_and_four_digits():
    assert [duration(t, about=False) for t in (0, 1.5, 2.5e-4, 3600, 1 / 3)] == ["0 s", "1.5 s", "250 µs", "60 min",
                                                                              "333.3 ms"]
    assert duration(0) == "about 0 s"


def test_squares_and_sentences_are_worded_for_the_reader():
    assert squares_text([]) == "none" and squares_text([(4, 0)]) == "(5 1)"
    assert squares_text([(0, k) for k in range(13)]).endswith("(1 12) and 1 more")
    assert sentence("  a b ") == "a b." and sentence("why?") == "why?" and sentence("ok") == "Ok."
