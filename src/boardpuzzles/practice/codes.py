"""The codes of practice instances, and the dice they are dealt with: the same code, the same instance everywhere.

A code is the exercise's letter, the level and a seed of four characters, such as ``"Q2-7K4Q"``. The seed
uses the 32 characters of Crockford's base 32 (no I, L, O or U), so a code read aloud or typed from a board is
hard to get wrong, and a typed code is read case-blind with ``O`` taken for ``0`` and ``I`` or ``L`` for ``1``.

The dice are :class:`Dice`, a small generator of its own made from SHA-256, so an instance does not depend on
the ``random`` module of one Python version: CPython and the Python in the reader's browser deal alike.

>>> make_code("Q", 2, 12345)
'Q2-0C1S'
>>> read_code("q2-0c1s")
('Q', 2, 12345)
>>> Dice("Q2-0C1S").below(6) == Dice("Q2-0C1S").below(6)
True
"""

from __future__ import annotations

import hashlib

from boardpuzzles.errors import OptionError

#: The characters of a seed, in the order of their value (Crockford's base 32).
ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"

#: How many characters a seed has, and so how many seeds each level offers (32 ** 4, about a million).
SEED_LENGTH = 4
SEEDS = len(ALPHABET) ** SEED_LENGTH

_READ_AS = {"O": "0", "I": "1", "L": "1"}


def make_code(letter: str, level: int, seed: int) -> str:
    """The code of an exercise's instance: its letter, its level and its seed.

    Parameters
    ----------
    letter : str
        The exercise's letter (one capital letter).
    level : int
        The level, 1 to 9.
    seed : int
        The seed, 0 to ``SEEDS - 1``.

    Raises
    ------
    OptionError
        For a letter, level or seed out of its range.

    Examples
    --------
    >>> make_code("H", 1, 0)
    'H1-0000'
    """
    if not (isinstance(letter, str) and len(letter) == 1 and letter.isupper()):
        raise OptionError(f"an exercise's letter is one capital letter, got {letter!r}")
    if not (isinstance(level, int) and 1 <= level <= 9):
        raise OptionError(f"a level is a whole number from 1 to 9, got {level!r}")
    if not (isinstance(seed, int) and 0 <= seed < SEEDS):
        raise OptionError(f"a seed is a whole number from 0 to {SEEDS - 1}, got {seed!r}")
    digits = []
    for _ in range(SEED_LENGTH):
        seed, digit = divmod(seed, len(ALPHABET))
        digits.append(ALPHABET[digit])
    return f"{letter}{level}-{''.join(reversed(digits))}"


def read_code(code: str) -> tuple[str, int, int]:
    """The letter, level and seed of a code, as a reader may type it (any case, ``O`` for ``0``).

    Parameters
    ----------
    code : str
        A code such as ``"Q2-7K4Q"``.

    Raises
    ------
    OptionError
        For text that is not a code, naming what is wrong with it.

    Examples
    --------
    >>> read_code(" w3-zz0o ")
    ('W', 3, 1047552)
    """
    if not isinstance(code, str):
        raise OptionError(f"a code is text such as 'Q2-7K4Q', got {code!r}")
    text = code.strip().upper()
    head, dash, seed_text = text.partition("-")
    if not dash or len(head) != 2 or not head[0].isalpha() or not head[1].isdigit() or head[1] == "0":
        raise OptionError(f"a code is a letter, a level from 1 to 9, a dash and {SEED_LENGTH} characters, "
                          f"such as 'Q2-7K4Q'; got {code!r}")
    seed_text = "".join(_READ_AS.get(char, char) for char in seed_text)
    if len(seed_text) != SEED_LENGTH or any(char not in ALPHABET for char in seed_text):
        raise OptionError(f"a code's seed is {SEED_LENGTH} characters of {ALPHABET}, got {code.strip()!r}")
    seed = 0
    for char in seed_text:
        seed = seed * len(ALPHABET) + ALPHABET.index(char)
    return head[0], int(head[1]), seed


class Dice:
    """A deterministic source of random choices, made from a code's text with SHA-256.

    Parameters
    ----------
    code : str
        The instance's code: the same code gives the same choices in every Python.

    Examples
    --------
    >>> dice = Dice("M1-0000")
    >>> 0 <= dice.below(8) < 8, dice.pick(["a"]), sorted(dice.shuffled([3, 1, 2]))
    (True, 'a', [1, 2, 3])
    """

    def __init__(self, code: str) -> None:
        self._seed = code.encode("utf-8")
        self._counter = 0

    def _next64(self) -> int:
        self._counter += 1
        digest = hashlib.sha256(self._seed + b"/" + str(self._counter).encode()).digest()
        return int.from_bytes(digest[:8], "big")

    def below(self, count: int) -> int:
        """A whole number from 0 to ``count - 1``, each equally likely."""
        if count < 1:
            raise OptionError(f"dice need at least one outcome, got {count}")
        limit = (1 << 64) - (1 << 64) % count
        while True:
            value = self._next64()
            if value < limit:
                return value % count

    def pick(self, items):
        """One of ``items`` (a sequence), each equally likely."""
        items = list(items)
        return items[self.below(len(items))]

    def shuffled(self, items) -> list:
        """A copy of ``items`` in a random order (Fisher and Yates)."""
        items = list(items)
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]
        return items


def random_code(letter: str, level: int, entropy: int) -> str:
    """A fresh code for a level, from any whole number (such as the time, or a counter).

    Parameters
    ----------
    letter, level
        As for :func:`make_code`.
    entropy : int
        Any whole number; different numbers give codes spread over every seed.

    Examples
    --------
    >>> random_code("B", 1, 7) == random_code("B", 1, 7), random_code("B", 1, 7)[:3]
    (True, 'B1-')
    """
    return make_code(letter, level, Dice(f"{letter}{level}/{entropy}").below(SEEDS))


def require_level(level: int, levels: tuple[str, ...], code: str) -> int:
    """Check that ``level`` is one of an exercise's ``levels`` (1-based) and return it.

    Parameters
    ----------
    level : int
        The level asked for.
    levels : tuple of str
        The exercise's levels, a line for each (its module's ``LEVELS``).
    code : str
        The instance's code, named in the message.

    Raises
    ------
    OptionError
        For a level the exercise does not have, naming it.

    Examples
    --------
    >>> require_level(2, ("5×5 board", "8×8 board"), "M2-0000")
    2
    >>> require_level(3, ("5×5 board", "8×8 board"), "M3-0000")
    Traceback (most recent call last):
    ...
    boardpuzzles.errors.OptionError: this exercise has levels 1 to 2, got level 3 in 'M3-0000'
    """
    if not (isinstance(level, int) and not isinstance(level, bool) and 1 <= level <= len(levels)):
        raise OptionError(f"this exercise has levels 1 to {len(levels)}, got level {level!r} in {code!r}")
    return level
