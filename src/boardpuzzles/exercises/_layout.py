"""How the exercises' messages are laid out: lines that fit the page, answers cut short, sets of squares sorted.

A chapter's outputs stay within 80 characters, so a long line of a message breaks between its words or
between the items of a list, never inside a square.
"""

from __future__ import annotations

#: The widest line of a message: a chapter's outputs stay within 80 characters.
MESSAGE_WIDTH = 78


def set_text(squares) -> str:
    """Write squares as a set the way a reader scans it: sorted, in braces.

    >>> set_text({(1, 2), (0, 0)}), set_text(set())
    ('{(0, 0), (1, 2)}', 'set()')
    """
    return "{" + ", ".join(map(repr, sorted(squares))) + "}" if squares else "set()"


def shown(value) -> str:
    """The ``repr`` of an answer, cut short past a few lines.

    >>> shown(list(range(1000)))[-6:]
    '101, …'
    """
    text = repr(value)
    return text if len(text) <= 400 else text[:400] + " …"


def _is_square(value) -> bool:
    """Whether ``value`` is a square a board can have: a tuple of two whole numbers, neither negative."""
    return (isinstance(value, tuple) and len(value) == 2
            and all(isinstance(part, int) and not isinstance(part, bool) and part >= 0 for part in value))


def book_squares(value) -> str:
    """The squares an answer holds as the book counts them, from 1, or ``""`` for an answer that holds none.

    An answer holds squares when it is a square, a ``(row, col)`` tuple of whole numbers from 0, or a list, tuple
    or set of them (a set in the order of its squares). A message writes it after the program's own answer,
    counted from 0. An answer with a square off every board (a negative number) is left as it is.

    >>> book_squares([(0, 1), (2, 3)]), book_squares((7, 7)), book_squares({(1, 0), (0, 2)})
    ('(1 2) (3 4)', '(8 8)', '(1 3) (2 1)')
    >>> book_squares([[0, 1]]), book_squares(3), book_squares([]), book_squares([(0, 0), (-2, 1)])
    ('', '', '', '')
    """
    if _is_square(value):
        return f"({value[0] + 1} {value[1] + 1})"
    if not isinstance(value, (list, tuple, set, frozenset)) or not value or not all(map(_is_square, value)):
        return ""
    squares = sorted(value) if isinstance(value, (set, frozenset)) else value
    text = " ".join(f"({row + 1} {col + 1})" for row, col in squares)
    return text if len(text) <= 400 else text[:400] + " …"


def hint_sentence(text: str) -> str:
    """A hint as a sentence: a capital first, a full stop last.

    >>> hint_sentence("it lists (0, 0) twice")
    'It lists (0, 0) twice.'
    """
    return text[:1].upper() + text[1:] + ("" if text.endswith(".") else ".")


def _breaks(text: str) -> list[str]:
    """Cut a line into the pieces it may be broken between: words, and the items of a list or a set.

    A square or a move stays whole: no break inside parentheses that hold no brackets.
    """
    pieces, start, opened = [], 0, []  # opened: for each open bracket, [its position, whether it holds one]
    for at, char in enumerate(text):
        if char in "([{":
            if opened:
                opened[-1][1] = True
            opened.append([at, False])
        elif char in ")]}" and opened:
            opened.pop()
        elif char == " " and at > start:
            leaf = opened and not opened[-1][1] and text[opened[-1][0]] == "("
            if not opened or (text[at - 1] == "," and not leaf):
                pieces.append(text[start:at])
                start = at + 1
    return pieces + [text[start:]]


def lines(text: str) -> list[str]:
    """Break one line of a message between its pieces (:func:`_breaks`) so that each part fits :data:`MESSAGE_WIDTH`.

    >>> for line in lines("Expected: " + repr([(row, 0) for row in range(10)])):
    ...     print(line)
    Expected: [(0, 0), (1, 0), (2, 0), (3, 0), (4, 0), (5, 0), (6, 0), (7, 0),
        (8, 0), (9, 0)]
    """
    done, line = [], ""
    for piece in _breaks(text):
        if line and len(line) + 1 + len(piece) > MESSAGE_WIDTH:
            done.append(line)
            line = "    " + piece
        else:
            line = f"{line} {piece}" if line else piece
    return done + [line]


def message(parts: list[str]) -> str:
    """The lines of a message, each broken to fit the page, as one text."""
    return "\n".join(part for line in parts for part in lines(line))
