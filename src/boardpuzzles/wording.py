"""How the package words things for a reader: counts, articles, durations, rounded numbers and sentences.

One home for each: every caption, text alternative and message that says "3 moves", "an 8×8 board" or
"about 10 min" gets its words here, so that the book says each the same way everywhere.

>>> f"{count_of(2, 'move')} on {board_article(8)} 8×8 board, {duration(600)}"
'2 moves on an 8×8 board, about 10 min'
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence

#: The sentence for a start square off the board, as a reader picks squares (1-based; ``{size}`` the board
#: size): the explorers say it at once in the browser, the steppers from Python.
SQUARE_RULE = "Pick a row and a column from 1 to {size}."

#: The seconds in a year (of 365.25 days), the unit of the longest durations.
YEAR = 365.25 * 86_400

# The units of a duration, from the largest down, each with its length in seconds and where it starts: a
# unit is used from two of itself up (120 s are 2 min), a second and its parts from one.
_UNITS = (("years", YEAR, 2 * YEAR), ("days", 86_400.0, 2 * 86_400.0), ("h", 3600.0, 2 * 3600.0),
          ("min", 60.0, 120.0), ("s", 1.0, 1.0), ("ms", 1e-3, 1e-3), ("µs", 1e-6, 1e-6), ("ns", 1e-9, 0.0))


def count_of(count: int, noun: str) -> str:
    """Say how many of ``noun`` there are, for a caption or a sentence: "1 move", "2 moves".

    Parameters
    ----------
    count : int
        How many there are.
    noun : str
        The noun in the singular; the plural adds an "s", so give only nouns that form it so.

    Returns
    -------
    str
        The count, a space and the noun, in the plural unless the count is 1.

    Examples
    --------
    >>> count_of(1, "move"), count_of(3, "new square"), count_of(0, "onward move")
    ('1 move', '3 new squares', '0 onward moves')
    """
    return f"{count} {noun}" if count == 1 else f"{count} {noun}s"


def board_article(size: int) -> str:
    """Return "a" or "an", whichever goes before the words "``size``×``size`` board" read aloud.

    Parameters
    ----------
    size : int
        The board size.

    Returns
    -------
    str
        ``"an"`` for the sizes read with a vowel first (8, 11, 18, 80 to 89, 800 to 899), else ``"a"``.

    Examples
    --------
    >>> [board_article(n) for n in (5, 8, 11, 18, 50, 83)]
    ['a', 'an', 'an', 'an', 'a', 'an']
    """
    return "an" if str(size).startswith("8") or size in (11, 18) else "a"


def two_digits(x: float) -> str:
    """Write ``x`` rounded to two significant digits: ``7,300,000``, ``1.3``, or ``4.1e44`` past a thousand trillion.

    Parameters
    ----------
    x : float
        The number, at least 0.

    Returns
    -------
    str
        The rounded number, with thousands separated by commas.

    Examples
    --------
    >>> two_digits(7_279_808.7), two_digits(1.27), two_digits(0.0123), two_digits(4.07e44)
    ('7,300,000', '1.3', '0.012', '4.1e44')
    """
    if x >= 1e15:
        return f"{x:.1e}".replace("e+", "e")
    rounded = float(f"{x:.2g}")
    return f"{rounded:,.0f}" if rounded >= 10 else f"{rounded:g}"


def round_up(x: float) -> int:
    """Round ``x`` up to a whole number of two significant digits: 36,399,043.6 becomes 37,000,000.

    Parameters
    ----------
    x : float
        The number, at least 0.

    Returns
    -------
    int
        The smallest whole number of at most two significant digits that is ``x`` or more.

    Examples
    --------
    >>> round_up(36_399_043.6), round_up(2014.8), round_up(53.3), round_up(5.0)
    (37000000, 2100, 54, 5)
    """
    whole = math.ceil(x)
    step = 10 ** max(len(str(whole)) - 2, 0)
    return -(-whole // step) * step


def duration(seconds: float, *, about: bool = True) -> str:
    """Write a duration as a person would say it: "about 7 s", "about 10 min", "about 3 h", "about 1.3 years".

    The unit is the largest that keeps the number at 2 or more (a second and its parts from 1): s, min, h,
    days and years, and ms, µs and ns below a second. Every duration of the package is written here, in
    messages and on the axes of its charts alike.

    Parameters
    ----------
    seconds : float
        The duration in seconds, at least 0.
    about : bool
        ``True`` for an estimate, rounded to two significant digits and said to be "about";
        ``False`` for a measured or exact time (a chart's tick label), to four significant digits.

    Returns
    -------
    str
        The number and its unit, after "about " for an estimate.

    Examples
    --------
    >>> duration(7.4), duration(600), duration(1e4), duration(2e5), duration(1e8), duration(1e40)
    ('about 7.4 s', 'about 10 min', 'about 2.8 h', 'about 2.3 days', 'about 3.2 years', 'about 3.2e32 years')
    >>> duration(0.2), duration(4e-5), duration(3600, about=False), duration(1.5, about=False)
    ('about 200 ms', 'about 40 µs', '60 min', '1.5 s')
    >>> duration(0, about=False), duration(1e-12, about=False)
    ('0 s', '0.001 ns')
    """
    if seconds <= 0:
        return f"{'about ' if about else ''}0 s"
    unit, length = next((unit, length) for unit, length, start in _UNITS if seconds >= start * (1 - 1e-9))
    amount = seconds / length
    return f"about {two_digits(amount)} {unit}" if about else f"{amount:,.4g} {unit}"


def squares_text(squares: Iterable[Sequence[int]], *, limit: int = 12) -> str:
    """List squares for a text alternative, 1-based ``(row col)``, the first ``limit`` and how many more.

    Parameters
    ----------
    squares : iterable of (int, int)
        0-based squares.
    limit : int
        How many to name.

    Returns
    -------
    str
        The squares, separated by commas; ``"none"`` for none.

    Examples
    --------
    >>> squares_text([(0, 0), (1, 2)])
    '(1 1), (2 3)'
    >>> squares_text([(0, k) for k in range(5)], limit=2)
    '(1 1), (1 2) and 3 more'
    """
    squares = list(squares)
    named = ", ".join(f"({row + 1} {col + 1})" for row, col in squares[:limit])
    if len(squares) > limit:
        named += f" and {len(squares) - limit} more"
    return named or "none"


def sentence(words: str) -> str:
    """Return ``words`` as a sentence: a full stop at the end, and a capital first letter if it starts a word.

    A first word of one letter stays as it is: it names something, as the ``n`` of "n = 6" does.

    Parameters
    ----------
    words : str
        The words, such as a caption.

    Returns
    -------
    str
        The sentence; empty for empty words.

    Examples
    --------
    >>> sentence("squares reachable: 8"), sentence("n = 6"), sentence("Done."), sentence("")
    ('Squares reachable: 8.', 'n = 6.', 'Done.', '')
    """
    words = words.strip()
    if not words:
        return ""
    first = words.split()[0]
    if len(first) > 1 and first.isalpha():
        words = words[0].upper() + words[1:]
    return words if words.endswith((".", "!", "?")) else words + "."
