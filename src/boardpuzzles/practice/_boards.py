"""What the board exercises share: the level check, the reader's offsets, the marks of a path."""

from __future__ import annotations

from boardpuzzles.board import Square
from boardpuzzles.errors import OptionError


def require_level(level: int, levels: tuple[str, ...]) -> int:
    """Return ``level`` if it is one of ``levels`` (1-based); else raise an OptionError naming it."""
    if not (isinstance(level, int) and not isinstance(level, bool) and 1 <= level <= len(levels)):
        raise OptionError(f"this exercise has levels 1 to {len(levels)}, got {level!r}")
    return level


def offset_text(offset: tuple[int, int]) -> str:
    """An offset as the reader reads it, rows first: ``(−2, +1)``."""
    return "(" + ", ".join(f"+{step}" if step > 0 else f"−{-step}" if step < 0 else "0" for step in offset) + ")"


def path_marks(path: list[Square]) -> list[list]:
    """The marks of a numbered path, as the chapters' steppers draw it: each move's number, the last one's disc."""
    return [[*square, str(number), "last" if number == len(path) else "path"]
            for number, square in enumerate(path, start=1)]
