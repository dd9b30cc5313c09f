"""How a check calls the reader's function: on a fresh copy of the input, within a time limit, quietly if asked.

Every call gets its own copy of the arguments (:func:`fresh`), so a function that changes them cannot spoil
the next check. A call may take up to :data:`LIMIT_S` seconds: where Python can (CPython's main thread on
Unix, as in Jupyter) a longer call is stopped with a signal, elsewhere (the website's Python) it is timed
when it returns. An answer that is an iterator, such as a generator, is drawn within the same limit and
kept as a :class:`Drawn`, so that it can be shown and told apart from a list.
"""

from __future__ import annotations

import contextlib
import io
import time
from typing import Any, NamedTuple

#: How long one call of the reader's function may take, in seconds: the package answers in a few milliseconds.
LIMIT_S = 2.0


def fresh(value):
    """A copy of an argument for one call: lists, sets and dicts copied all the way down; tuples and numbers kept.

    >>> layer = [(0, 0)]
    >>> fresh(layer) == layer and fresh(layer) is not layer
    True
    """
    if isinstance(value, list):
        return [fresh(item) for item in value]
    if isinstance(value, set):
        return set(value)  # of squares: tuples, which cannot change
    if isinstance(value, dict):
        return {key: fresh(item) for key, item in value.items()}
    return value


class Drawn(NamedTuple):
    """What an iterator answer gave: its kind (``generator``, ``map``, …) and its items.

    >>> Drawn("generator", ((1, 2),))
    a generator of [(1, 2)]
    """

    kind: str
    items: tuple

    def __repr__(self) -> str:
        return f"a {self.kind} of {list(self.items)!r}"


class Answer(NamedTuple):
    """What one call gave: ``how`` is ``"returned"`` (``value`` the answer), ``"raised"`` (``value`` the
    exception) or ``"stopped"`` (it ran past the limit; ``value`` is how long it had run, in seconds)."""

    how: str
    value: Any


class Stopped(BaseException):
    """Raised inside the reader's function when its call passes :data:`LIMIT_S` (not an ``Exception``, so
    that the reader's ``except Exception`` does not swallow it)."""


def _stop(signum, frame):
    raise Stopped


class Timer:
    """Stops a call that runs past :data:`LIMIT_S` where a signal can (see the module's docstring).

    Use it as a context around the calls; each :meth:`call` is then limited. A timer already running
    (pytest-timeout's, say) is put back when the context ends.
    """

    def __init__(self):
        self.signal = None

    def __enter__(self) -> Timer:
        try:
            import signal
        except ImportError:  # no signals here: calls are timed instead
            return self
        if not hasattr(signal, "setitimer"):  # the website's Python (Pyodide) has getitimer but no setitimer
            return self
        try:
            self.previous = signal.signal(signal.SIGALRM, _stop)
            self.pending = signal.getitimer(signal.ITIMER_REAL)
            self.signal, self.began = signal, time.monotonic()
        except (AttributeError, ValueError, OSError):  # not the main thread, or no SIGALRM: timed instead
            self.signal = None
        return self

    def __exit__(self, *exc) -> None:
        signal, self.signal = self.signal, None
        if signal is None:
            return
        delay, interval = self.pending
        signal.setitimer(signal.ITIMER_REAL, max(delay - (time.monotonic() - self.began), 0.001) if delay else 0,
                         interval)
        signal.signal(signal.SIGALRM, self.previous)

    def _arm(self, seconds: float) -> None:
        if self.signal is not None:
            try:
                self.signal.setitimer(self.signal.ITIMER_REAL, seconds)
            except (OSError, ValueError):
                self.signal = None

    def call(self, function, args: tuple, *, quiet: bool = False) -> Answer:
        """Call ``function`` on fresh copies of ``args``; with ``quiet``, what it prints is dropped."""
        args = tuple(map(fresh, args))
        began = time.perf_counter()
        try:
            with contextlib.redirect_stdout(io.StringIO()) if quiet else contextlib.nullcontext():
                self._arm(LIMIT_S)
                try:
                    got = function(*args)
                    if hasattr(got, "__next__") and not isinstance(got, str | bytes):
                        got = Drawn(type(got).__name__, tuple(got))
                finally:
                    self._arm(0)
        except Stopped:
            return Answer("stopped", time.perf_counter() - began)
        except Exception as error:  # the reader's code: its error is the verdict
            return Answer("raised", error)
        took = time.perf_counter() - began
        return Answer("stopped", took) if took > LIMIT_S else Answer("returned", got)
