"""The checking every exercise shares: call the reader's function on every case, count the right answers,
and describe the smallest input that fails.

A check runs all its cases, each within the time limit of :mod:`~boardpuzzles.exercises._calling`, so its
count says how many inputs the function gets right. What the function prints is shown up to the first
failure and dropped after it. If a call runs past the limit, or the cases after the first failure
together take longer than :data:`BUDGET_S`, the check stops there and says how many inputs it did not
run.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from typing import Any, NamedTuple

from boardpuzzles.exercises._calling import LIMIT_S, Answer, Timer
from boardpuzzles.exercises._hints import none_hint, order_hint
from boardpuzzles.exercises._layout import book_squares, hint_sentence, message, shown

#: How long the cases after the first failure may take together, in seconds, before the check stops.
BUDGET_S = 5.0


class Verdict:
    """What a check found: whether every check passed, how many there were, and the message to show.

    A notebook shows a verdict as its message, and ``bool(verdict)`` says whether it passed.

    Parameters
    ----------
    passed : bool
        Whether every check passed.
    checks : int
        How many checks there are.
    message : str
        What the reader sees: "All N checks passed." or "Not yet: " and what fails.

    Examples
    --------
    >>> verdict = Verdict(True, 3, "All 3 checks passed.")
    >>> verdict, bool(verdict), verdict.checks
    (All 3 checks passed., True, 3)
    """

    __slots__ = ("passed", "checks", "message")

    def __init__(self, passed: bool, checks: int, message: str):
        self.passed, self.checks, self.message = passed, checks, message

    def __repr__(self) -> str:
        return self.message

    __str__ = __repr__

    def __bool__(self) -> bool:
        return self.passed


class Case(NamedTuple):
    """One check: the arguments to call with, the package's answer, the call as the message writes it, and the
    square it asks about as the book counts, from 1 (the call's squares are the program's, from 0), or ``""``."""

    args: tuple
    expected: Any
    call: str
    reader: str = ""


def require_function(function, check: str, name: str) -> None:
    """Raise ``TypeError`` unless ``function`` can be called, saying how the check is meant to be used.

    Parameters
    ----------
    function : object
        What the reader passed to the check.
    check : str
        The check's name, as the reader calls it.
    name : str
        The name of the reader's function that the check expects.

    Examples
    --------
    >>> require_function(len, "check_moving_disk", "moving_disk")
    >>> require_function(3, "check_moving_disk", "moving_disk")
    Traceback (most recent call last):
    ...
    TypeError: check_moving_disk needs your function itself, as in check_moving_disk(moving_disk); got 3, an int
    """
    if not callable(function):
        kind = type(function).__name__
        article = "an" if kind[:1] in "aeiou" else "a"
        raise TypeError(f"{check} needs your function itself, as in {check}({name}); "
                        f"got {function!r:.60}, {article} {kind}")


def _right(answer: Answer, case: Case, normal: Callable) -> bool:
    if answer.how != "returned":
        return False
    try:
        return normal(answer.value) == case.expected
    except Exception:  # an answer of the wrong kind cannot be compared
        return False


def run_checks(function: Callable, cases: Sequence[Case], *, note: str = "",
               normal: Callable = lambda value: value,
               explain: Callable[[Case, Any], str | None] = lambda case, got: None,
               signature: str = "") -> Verdict:
    """Call ``function`` on every case, count the right answers, and describe the first case that fails.

    Parameters
    ----------
    function : callable
        The reader's function.
    cases : sequence of Case
        The checks, smallest input first, so the first failure is the smallest input that fails.
    note : str
        Said after "The smallest input that fails", such as ``" (squares 0-based)"``.
    normal : callable
        Turns an answer into the form it is compared in (a list of squares as tuples, say); it may raise.
    explain : callable
        Given the case and the answer, one more sentence about what is wrong, or ``None``.
    signature : str
        How the check calls the function, such as ``"jump_targets(size, square)"``: a function that takes
        its arguments in another order is told so.

    Returns
    -------
    Verdict
        Passed, with "All N checks passed.", or "Not yet: R of N checks passed." and the smallest input
        that fails.

    Examples
    --------
    >>> cases = [Case((k,), k * k, f"square({k})") for k in range(3)]
    >>> run_checks(lambda k: k * k, cases)
    All 3 checks passed.
    >>> print(run_checks(lambda k: 1 / k, cases))
    Not yet: 1 of 3 checks passed.
    The smallest input that fails: square(0)
    Your function raised ZeroDivisionError: division by zero.
    >>> print(run_checks(lambda k: k * k if k else 1, cases))
    Not yet: 2 of 3 checks passed.
    The smallest input that fails: square(0)
    Expected: 0
    Returned: 1
    """
    right, first, unrun, reason = 0, None, 0, ""
    with Timer() as timer:
        for index, case in enumerate(cases):
            answer = timer.call(function, case.args, quiet=first is not None)
            if _right(answer, case, normal):
                right += 1
                continue
            if first is None:
                first, failed_at = (index, answer), time.monotonic()
            if answer.how == "stopped" or time.monotonic() - failed_at > BUDGET_S:
                unrun = len(cases) - index - 1
                reason = (f"a call ran past {LIMIT_S:g} s" if answer.how == "stopped"
                          else f"after the first failure, the calls took more than {BUDGET_S:g} s")
                break
        if first is None:
            return Verdict(True, len(cases), f"All {len(cases)} checks passed.")
        index, answer = first
        case = cases[index]
        lines = [f"Not yet: {right} of {len(cases)} checks passed.",
                 f"The smallest input that fails{note}: {case.call}"
                 + (f", that is {case.reader} as the book counts" if case.reader else "")]
        lines += _what_fails(function, list(cases[index:]), answer, normal, explain, signature, timer,
                             squares=note == BOARD_NOTE)
    if unrun:
        lines.append(f"The other {unrun} inputs were not run: {reason}.")
    return Verdict(False, len(cases), message(lines))


def _what_fails(function, cases: list[Case], answer: Answer, normal, explain, signature: str,
                timer: Timer, squares: bool = False) -> list[str]:
    """The lines after "The smallest input that fails" (``cases[0]``, its ``answer``): the error, or the answer
    and why it is wrong; with ``squares``, the squares of both answers as the book counts them too."""
    case = cases[0]
    if answer.how == "stopped":
        return [f"Your function ran for more than {LIMIT_S:g} s on this input: does a loop never end?"]
    error = answer.value if answer.how == "raised" else None
    if error is not None:
        said = str(error).rstrip(".")
        lines = [f"Your function raised {type(error).__name__}" + (f": {said}." if said else ".")]
    else:
        lines = [f"Expected: {shown(case.expected)}", f"Returned: {shown(answer.value)}"]
        if squares and (book_squares(case.expected) or book_squares(answer.value)):
            lines = [line + (f", that is {book_squares(value)} as the book counts" if book_squares(value) else "")
                     for line, value in zip(lines, (case.expected, answer.value))]
    try:
        why = signature and order_hint(function, cases, signature, normal, error=error, timer=timer)
        if not why and error is None:
            why = none_hint(function) if answer.value is None else explain(case, answer.value)
    except Exception:  # an answer too far off to say more about
        why = None
    if why:
        lines.append(hint_sentence(why))
    return lines


#: Said after "The smallest input that fails" by the checks whose inputs hold squares.
BOARD_NOTE = " (squares 0-based)"
