"""What the checks say about a wrong answer, beyond "Expected" and "Returned": hints a reader can act on.

Each hint is a phrase, or ``None`` when it has nothing to say; :func:`~boardpuzzles.exercises.checking.run_checks`
makes it a sentence. The hints shared by every exercise live here: an answer of ``None`` (no ``return``,
or one that gave nothing), arguments taken in another order than the check calls them, and a list of
squares that is wrong (a square twice, one too many or missing, another order, or no list at all).
"""

from __future__ import annotations

import ast
import itertools
import linecache
import re

from boardpuzzles.exercises._calling import Drawn, Timer

#: What a check says after a ``None`` from a function without a ``return`` statement.
NO_RETURN = "a function without a return statement returns None"

#: What it says when every ``return`` of the function gives no value.
EMPTY_RETURN = "its return statements give no value, so it returns None: return the answer"

#: What it says when the function has a ``return`` with a value, but gave ``None`` this time.
RETURNED_NONE = ("it returned None: on this input it ends without reaching a return, or returns "
                 "a value that is None (as list.sort() and list.append() give)")


def _source_returns(code) -> list[ast.Return] | None:
    """The ``return`` statements of the function whose code is ``code``, read from its source (as Jupyter
    and a file keep it), or ``None`` when the source is not at hand."""
    text = "".join(linecache.getlines(code.co_filename))
    try:
        tree = ast.parse(text)
    except (SyntaxError, ValueError):
        return None
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) and node.name == code.co_name and (
                code.co_firstlineno in [node.lineno] + [d.lineno for d in node.decorator_list]):
            found, todo = [], list(node.body)
            while todo:  # its own statements, not those of a function or class inside it
                statement = todo.pop()
                if isinstance(statement, ast.Return):
                    found.append(statement)
                elif not isinstance(statement, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef | ast.Lambda):
                    todo.extend(ast.iter_child_nodes(statement))
            return found
    return None


def _returns_a_value(code) -> bool:
    """Whether the compiled function may return something other than the constant ``None``."""
    import dis

    previous = None
    for instruction in dis.get_instructions(code):
        if instruction.opname == "RETURN_CONST" and instruction.argval is not None:  # pragma: no cover
            return True  # Python 3.12 and 3.13 only (the tests run on 3.11, which has no RETURN_CONST)
        if instruction.opname == "RETURN_VALUE" and not (
                previous is not None and previous.opname == "LOAD_CONST" and previous.argval is None):
            return True
        previous = instruction
    return False


def none_hint(function) -> str:
    """Why the function may have returned ``None``: it has no ``return``, its returns give no value, or a
    path of it gave none.

    The function's source tells a missing ``return`` from ``return None``; where the source is not at
    hand (code typed into the website), its compiled code cannot, and both get :data:`NO_RETURN`.

    >>> def stub(size):
    ...     ...  # your code here
    >>> none_hint(stub) == NO_RETURN, none_hint(lambda size: None) == RETURNED_NONE
    (True, True)
    """
    code = getattr(function, "__code__", None)
    if code is None or code.co_name == "<lambda>":
        return RETURNED_NONE
    returns = _source_returns(code)
    if returns is not None:
        if not returns:
            return NO_RETURN
        valued = [r for r in returns if not (r.value is None or (isinstance(r.value, ast.Constant)
                                                                  and r.value.value is None))]
        return RETURNED_NONE if valued else EMPTY_RETURN
    return RETURNED_NONE if _returns_a_value(code) else NO_RETURN


def _parameters(signature: str) -> list[str]:
    """The parameters of a signature written as a call: ``"f(size, square)"`` -> ``["size", "square"]``."""
    return [name.strip() for name in signature.split("(", 1)[1].rstrip(")").split(",") if name.strip()]


def order_hint(function, cases: list, signature: str, normal, *, error: BaseException | None = None,
               timer: Timer | None = None) -> str | None:
    """Say so when the function takes its arguments in another order than the check calls it (``signature``).

    ``cases`` are the check's cases (each with ``args`` and ``expected``), the one that failed first.
    Three signs, tried in turn: its parameters have the check's names in another order; called with the
    arguments reordered it gives the expected answer (with ``normal`` applied) on the case that failed
    and on a few dozen others; or the ``error`` it raised says that an int was unpacked (the board size
    where a square was meant).

    >>> from boardpuzzles.exercises.checking import Case
    >>> def jump_targets(square, size):
    ...     return []
    >>> order_hint(jump_targets, [Case((3, (0, 0)), [], "")], "jump_targets(size, square)", list)
    'your function takes (square, size), but the check calls jump_targets(size, square), the board size first'
    """
    names = _parameters(signature)
    if len(names) < 2 or len(cases[0].args) != len(names):
        return None
    rule = ", the board size first" if names[0] == "size" else ""
    but = f"the check calls {signature}{rule}"
    code = getattr(function, "__code__", None)
    if code is not None and code.co_argcount == len(names) and not code.co_flags & 0x0C:  # no *args, **kwargs
        taken = list(code.co_varnames[:code.co_argcount])
        if taken != names and sorted(taken) == sorted(names):
            return f"your function takes ({', '.join(taken)}), but {but}"
    timer = timer or Timer()
    tried = [cases[0]] + list(cases[1::max(len(cases) // 30, 1)])
    for order in itertools.permutations(range(len(names))):
        if list(order) == sorted(order):
            continue
        if all(_right_when(function, tuple(case.args[k] for k in order), case.expected, normal, timer)
               for case in tried):
            called = f"{signature.split('(')[0]}({', '.join(names[k] for k in order)})"
            return f"called as {called} it gives the right answer: {but}"
    if isinstance(error, TypeError) and re.search(r"unpack non-iterable int|'int' object is not (subscriptable|"
                                                  r"iterable)", str(error)):
        return f"an int arrived where your function expects a square or a list: {but}"
    return None


def _right_when(function, args: tuple, expected, normal, timer: Timer) -> bool:
    """Whether the function, called on ``args``, gives the ``expected`` answer (with ``normal`` applied)."""
    answer = timer.call(function, args, quiet=True)
    try:
        return answer.how == "returned" and normal(answer.value) == expected
    except Exception:  # an answer of the wrong kind
        return False


def as_squares(value):
    """A list of squares as a list of tuples (a square may come as a list); anything else as it is.

    >>> as_squares([[0, 1]]), as_squares({(0, 1)})
    ([(0, 1)], {(0, 1)})
    """
    if not isinstance(value, list):
        return value
    try:
        return [tuple(square) for square in value]
    except TypeError:
        return value


_CONTAINERS = {set: "in a set", frozenset: "in a set", tuple: "in a tuple", dict: "as the keys of a dict"}


def squares_hint(expected: list, got, *, seen=(), order: str = "") -> str | None:
    """Say how a list of squares differs from the expected one: a square twice, one too many or missing, the
    order, or no list at all (a set with the right squares is told to be a list).

    >>> squares_hint([(1, 2), (2, 1)], {(2, 1), (1, 2)})
    'the right squares, but in a set: return a list (a set keeps no order)'
    """
    if not isinstance(got, list):
        kind = "from a " + got.kind if isinstance(got, Drawn) else _CONTAINERS.get(type(got))
        items = got.items if isinstance(got, Drawn) else got
        try:
            same = kind is not None and sorted(as_squares(list(items))) == sorted(expected)
        except TypeError:
            same = False
        if same:
            return f"the right squares, but {kind}: return a list" + (" (a set keeps no order)"
                                                                      if kind == "in a set" else "")
        kind = got.kind if isinstance(got, Drawn) else type(got).__name__
        return f"return a list of (row, col) squares, not {'an' if kind[:1] in 'aeiou' else 'a'} {kind}"
    got = as_squares(got)
    twice = sorted({square for square in got if got.count(square) > 1})
    if twice:
        return f"it lists {twice[0]} twice"
    again = sorted(set(got) & set(seen))
    if again:
        return f"it includes {again[0]}, which the search has already reached"
    extra, missing = sorted(set(got) - set(expected)), sorted(set(expected) - set(got))
    if extra:
        return f"{extra[0]} should not be in it"
    if missing:
        return f"it leaves out {missing[0]}"
    return f"the right squares in another order: {order}" if order else None
