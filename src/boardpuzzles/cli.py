"""The command line: ``python -m boardpuzzles COMMAND ...``.

Each command reads the original problem's input, calls a pure solver and prints
the original problem's output. Squares are 1-based ``(row col)`` everywhere: every
command reads a square written ``'(r c)'``, ``'r c'``, ``'r,c'`` or as two arguments
``r c``, and prints squares as ``(r c)``. Numbers are written with the digits 0-9 and
an optional sign. Bad input prints one line, ``boardpuzzles COMMAND: error: ...``, and
exits with status 2. Before an output of more than ``LARGE_OUTPUT`` bytes goes to a
terminal, one line on stderr says how large it is.
"""

from __future__ import annotations

import argparse
import os
import re
import sys
from collections.abc import Iterable
from itertools import chain, islice

from boardpuzzles import __version__, backtracking, distance, hanoi, knight, tour, warnsdorff
from boardpuzzles.board import MAX_BOARD_SIZE, format_square, parse_square, require_board_size
from boardpuzzles.errors import BoardSizeError, NumberError, OptionError
from boardpuzzles.hanoi import trace as hanoi_trace
from boardpuzzles.search import SearchBudgetExceeded

#: Outputs larger than this many bytes (10 MB) get a note on stderr first, when they go to a terminal.
LARGE_OUTPUT = 10_000_000

_WHOLE_NUMBER = re.compile(r"[+-]?[0-9]+")


class _OneLineParser(argparse.ArgumentParser):
    """An argument parser whose errors are one line on stderr and exit status 2, with no usage dump."""

    def error(self, message):
        self.exit(2, f"{self.prog}: error: {message}\n")


def _argument(*flags, **options) -> tuple[tuple, dict]:
    """One argument of a command, as ``argparse`` takes it."""
    return flags, options


def _number_argument(*flags, what: str, **options) -> tuple[tuple, dict]:
    """A whole-number argument; ``what`` names it in the error for a number written otherwise."""
    return flags, {**options, "what": what}


def _add_command(commands, run, name: str, summary: str, description: str, *arguments: tuple[tuple, dict]) -> None:
    """Add the command ``name``: a one-line ``summary`` for the list of commands, its ``description``
    for its own ``--help``, and its arguments; ``run(args)`` carries it out.

    A number argument (from :func:`_number_argument`) gets a reader that reports a badly
    written number as this command's one error line.
    """
    command = commands.add_parser(name, help=summary, description=description)
    for flags, options in arguments:
        options = dict(options)
        what = options.pop("what", None)
        if what is not None:
            options["type"] = _number_reader(command, what)
        command.add_argument(*flags, **options)
    command.set_defaults(run=run)


def _whole_number(text: str, what: str) -> int:
    """Read a whole number written with the digits 0-9 and an optional sign; ``what`` names it in the error.

    Python's ``int`` also reads ``'1_000'``, ``' 5'`` and the digits of other scripts, such as
    ``'٥'`` or ``'５'``; the command line takes only the digits its own messages are written in.

    >>> _whole_number("12", "board size"), _whole_number("-3", "step")
    (12, -3)
    >>> _whole_number("５", "board size")
    Traceback (most recent call last):
    ...
    boardpuzzles.errors.NumberError: board size must be a whole number written with the digits 0-9, got '５'
    """
    if not _WHOLE_NUMBER.fullmatch(text):
        raise NumberError(f"{what} must be a whole number written with the digits 0-9, got {text!r}")
    return int(text)


def _number_reader(parser: argparse.ArgumentParser, what: str):
    """Return the ``type`` of a whole-number argument: a badly written number is one error line of ``parser``."""

    def read(text: str) -> int:
        try:
            return _whole_number(text, what)
        except ValueError as error:
            parser.error(str(error))  # one line and exit status 2, as argparse's own errors

    return read


def _square_argument(flag: str, what: str) -> tuple[tuple, dict]:
    """A square argument: one word such as ``'(1 1)'`` or ``'1,1'``, or two words ``1 1``."""
    return _argument(flag, nargs="+", metavar="SQUARE",
                     help=f"{what}, 1-based: '(r c)', 'r c', 'r,c' or two numbers r c")


def _square(words: list[str] | None, size: int, default=None):
    """Read a square given as one or two command-line words, or return ``default`` if it was left out."""
    return default if words is None else parse_square(size, " ".join(words))


# --- budget messages ----------------------------------------------------------------------------

#: The advice of the solvers' budget messages, written for Python, and what a reader types here instead.
_TYPED_INSTEAD = [
    (re.compile(r"pass budget="), "try --budget "),
    (re.compile(r"\b\d{1,3}(?:_\d{3})+\b"), lambda match: match[0].replace("_", "")),  # 58_000 is 58000 here
    (re.compile(r"pass a larger budget"), "try a larger --budget"),
    (re.compile(r"no budget is"), "no --budget is"),
    (re.compile(r"call robust_tour\(\d+(?:, start=\(\d+, \d+\))?\)"), "use --rule robust"),
]


def _for_the_command_line(error: SearchBudgetExceeded) -> str:
    """Word a search's budget message for the command line: its advice names the options to type.

    >>> print(_for_the_command_line(SearchBudgetExceeded("a count", 10, needed="it needs 20 nodes: pass budget=20")))
    a count stopped after its budget of 10 nodes without finishing; it needs 20 nodes: try --budget 20
    """
    message = str(error)
    for python, typed in _TYPED_INSTEAD:
        message = python.sub(typed, message)
    return message


# --- large outputs ----------------------------------------------------------------------------


def _to_terminal() -> bool:
    """Say whether standard output goes to a terminal, not to a file or a pipe."""
    return getattr(sys.stdout, "isatty", lambda: False)()


def _note_if_large(command: str, size: int) -> None:
    """Before about ``size`` bytes go to a terminal, say so on stderr if they are more than ``LARGE_OUTPUT``."""
    if size > LARGE_OUTPUT and _to_terminal():
        print(f"boardpuzzles {command}: note: this prints about {size / 1e6:,.0f} MB; redirect it to a file",
              file=sys.stderr)


def _print_lines(lines: Iterable[str]) -> None:
    """Print lines in batches of a few thousand: it streams as one write per line does, and is quicker."""
    lines = iter(lines)
    while batch := list(islice(lines, 4096)):
        sys.stdout.write("\n".join(batch) + "\n")


# --- knight-jumps (chapter 1) ---------------------------------------------------------------


def _add_knight_jumps(commands) -> None:
    _add_command(
        commands, _run_knight_jumps,
        "knight-jumps",
        "list the squares a knight can jump to, then their count",
        "Print the squares a knight on SQUARE can jump to, one per line as (row col), 1-based, "
        "in offset order; then the count alone on the last line.",
        _square_argument("square", "the knight's square"),
        _number_argument("--size", what="board size", default=8,
                         help=f"board size n (1 to {MAX_BOARD_SIZE}; default 8)"),
    )


def _run_knight_jumps(args) -> int:
    size = require_board_size(args.size, MAX_BOARD_SIZE)
    targets = knight.knight_targets(size, _square(args.square, size))
    for target in targets:
        print(format_square(target))
    print(len(targets))
    return 0


# --- hanoi (chapter 5) ------------------------------------------------------------------------


def _add_hanoi(commands) -> None:
    _add_command(
        commands, _run_hanoi,
        "hanoi",
        "solve the Tower of Hanoi by the circular-peg method and print every state",
        "Print the circular-peg method's trace for N disks starting on peg 1: a 'step 0' line and "
        "one line per peg ('peg 1: 3 2 1', disks bottom to top), then for each move 'step K: disk D from peg A "
        "to peg B' and the three peg lines. Pegs are numbered 1 to 3.",
        _number_argument("n", what="number of disks",
                         help=f"number of disks (1 to {hanoi_trace.MAX_TRACE_DISKS} for a trace, "
                         f"up to {hanoi.MAX_DISKS} with --state)"),
        _argument("--direction", choices=("right", "left"), default="right",
                  help="where disk 1 always goes: right (peg 1 to 2 to 3 to 1) or left (peg 1 to 3 to 2 to 1); "
                  "default right"),
        _number_argument("--state", what="step", metavar="K",
                         help="print only the block of step K (0 to 2^N - 1), computed directly"),
    )


def _trace_output_size(disks: int) -> int:
    """Estimate the bytes of the trace of ``disks`` disks: ``2**disks`` blocks, each about as long as the last.

    Every block's peg lines hold each disk once, and the last step number has the most
    digits, so the estimate is a little high: by 1 % for 20 disks (118 MB for 117 MB).
    """
    last = hanoi_trace.state_lines(disks, hanoi.minimum_moves(disks))
    return 2**disks * sum(len(line) + 1 for line in last)


def _run_hanoi(args) -> int:
    if args.state is not None:
        print("\n".join(hanoi_trace.state_lines(args.n, args.state, direction=args.direction)))
        return 0
    lines = hanoi_trace.trace_lines(args.n, direction=args.direction)
    first = next(lines)  # the trace checks its input here, before anything is printed
    _note_if_large("hanoi", _trace_output_size(args.n))
    _print_lines(chain([first], lines))
    return 0


# --- knightl (chapter 2) ----------------------------------------------------------------------


def _add_knightl(commands) -> None:
    _add_command(
        commands, _run_knightl,
        "knightl",
        "print the table of fewest moves corner to corner for every (a, b) leaper on an n by n board",
        "Print the (n-1) by (n-1) table whose row i, column j is the fewest moves of the (i, j) "
        "leaper from (1 1) to (n n), or -1 if it cannot get there: n-1 lines, numbers separated by single spaces. "
        "For n = 1 there is no piece, so nothing is printed. With --piece A B, print only that piece's fewest "
        "moves (from --start to --target, 1-based, the corners by default); add --path to print one shortest "
        "path first, one (row col) square per line.",
        _number_argument("n", what="board size", help=f"board size (1 to {distance.MAX_TABLE_SIZE} for the table, "
                         f"up to {MAX_BOARD_SIZE} with --piece)"),
        _number_argument("--piece", what="leaper step", nargs=2, metavar=("A", "B"),
                         help="one leaper's steps, at least 0, not both 0"),
        _square_argument("--start", "start square with --piece (default (1 1))"),
        _square_argument("--target", "target square with --piece (default (n n))"),
        _argument("--path", action="store_true", help="with --piece, print one shortest path before the count"),
    )


def _run_knightl(args) -> int:
    if args.piece is None:
        if args.start or args.target or args.path:
            raise OptionError("--start, --target and --path need --piece A B")
        text = distance.format_table(distance.bitboard_knightl_table(args.n))  # the quick flood, the same table
        if text:
            print(text)
        return 0
    n = require_board_size(args.n, MAX_BOARD_SIZE)
    a, b = args.piece
    start = _square(args.start, n, default=(0, 0))
    target = _square(args.target, n, default=(n - 1, n - 1))
    if args.path:
        path = distance.shortest_path(n, a, b, start=start, target=target)
        for square in path or []:
            print(format_square(square))
        print(len(path) - 1 if path else distance.UNREACHABLE)
        return 0
    if (start, target) == ((0, 0), (n - 1, n - 1)):
        moves = distance.bitboard_fewest_moves(n, a, b)  # the quick flood, from corner to corner only
    else:
        moves = distance.fewest_moves(n, a, b, start=start, target=target)
    print(distance.UNREACHABLE if moves is None else moves)  # the judge's -1 where there is no way
    return 0


# --- warnsdorff (chapter 4) -------------------------------------------------------------------

_WARNSDORFF_RULES = ("robust", "plain", "article")


def _add_warnsdorff(commands) -> None:
    _add_command(
        commands, _run_warnsdorff,
        "warnsdorff",
        "print a knight's tour of the n by n board, each square numbered with its move",
        "Print a knight's tour of the N by N board as N lines of move numbers, right-aligned to the "
        "width of N² and separated by single spaces. Exit status: 0 with a tour; 1 when there is no tour, with one "
        "line 'no tour exists: <why>' (or 'no tour found: <why>' when a weaker rule or a budget gave up); "
        "2 for bad input.",
        _number_argument("n", what="board size", help=f"board size (1 to {warnsdorff.MAX_WARNSDORFF_SIZE}; "
                         f"up to {warnsdorff.MAX_CLOSED_SIZE} with --closed)"),
        _square_argument("--start", "first square (default (1 1))"),
        _argument("--closed", action="store_true",
                  help="ask for a closed tour (its last square is a jump from the first)"),
        _argument("--rule", choices=_WARNSDORFF_RULES, default="robust",
                  help="robust (default: tie-breaks, then backtracking), plain (Warnsdorff, first of ties, no "
                  "backtracking) or article (the article's static count with backtracking)"),
        _number_argument("--budget", what="budget", default=warnsdorff.HORSE_BOARD_BUDGET,
                         help=f"squares the article's search may place (default {warnsdorff.HORSE_BOARD_BUDGET})"),
    )


def _board_output_size(size: int) -> int:
    """Return the bytes of a printed tour: n² numbers as wide as n², each followed by a space or a newline.

    >>> _board_output_size(8), _board_output_size(2000)
    (192, 32000000)
    """
    return size * size * (len(str(size * size)) + 1)


def _run_warnsdorff(args) -> int:
    limit = warnsdorff.MAX_CLOSED_SIZE if args.closed else warnsdorff.MAX_WARNSDORFF_SIZE
    n = require_board_size(args.n, limit)
    start = _square(args.start, n, default=(0, 0))
    if args.closed and args.rule != "robust":
        raise OptionError(f"--closed works with the robust rule only, got --rule {args.rule}")
    reason = tour.no_tour_reason(n, start=start, closed=args.closed)
    if reason is not None:
        print(f"no tour exists: {reason}")
        return 1
    try:
        if args.closed:
            path = warnsdorff.closed_tour(n, start=start)
        elif args.rule == "robust":
            path = warnsdorff.robust_tour(n, start=start)
        elif args.rule == "plain":
            path = warnsdorff.warnsdorff_path(n, start=start)
            if len(path) < n * n:
                print(f"no tour found: Warnsdorff's rule got stuck after {len(path)} of {n * n} squares "
                      "(a tour exists; the robust rule finds it)")
                return 1
        else:  # a tour exists (no reason above), so the exhaustive search finds one or runs out of budget
            path = warnsdorff.horse_board_search(n, start=start, budget=args.budget).path
    except SearchBudgetExceeded as error:
        print(f"no tour found: {_for_the_command_line(error) if args.rule == 'article' else error}")
        return 1
    _note_if_large("warnsdorff", _board_output_size(n))
    print(tour.format_board(tour.board_numbering(n, path)))
    return 0


# --- tour and count-tours (chapter 3) ---------------------------------------------------------


def _add_tour(commands) -> None:
    _add_command(
        commands, _run_tour,
        "tour",
        "the judge's problem: number a knight's tour from the top-left corner, or say none exists",
        "Read the board size n (1 to 8) and print the first knight's tour from the top-left corner "
        "found by backtracking in the article's move order: n lines of move numbers, right-aligned to width 2 and "
        "separated by single spaces. Print 'Solution does not exist' when there is none. With no N, read n from "
        "standard input, as the judge does.",
        _argument("n", nargs="?", help=f"board size, 1 to {backtracking.JUDGE_MAX_SIZE}; "
                  "read from standard input if left out"),
        _argument("--plain", action="store_true", help="use the article's plain search instead of the pruned one "
                  "(the same tour, after 8.3 million nodes at n = 8 instead of 313)"),
    )


def _read_size(text: str | None, maximum: int) -> int:
    """Read the board size from the command line or, if absent, from standard input."""
    if text is None:
        words = sys.stdin.read().split()
        if not words:
            raise BoardSizeError("expected the board size n on standard input, got nothing")
        text = words[0]
    return require_board_size(_whole_number(text, "board size"), maximum)


def _run_tour(args) -> int:
    n = _read_size(args.n, backtracking.JUDGE_MAX_SIZE)
    search = backtracking.backtracking_tour if args.plain else backtracking.pruned_tour
    path = search(n)
    if path is None:
        print("Solution does not exist")
    else:
        print(tour.format_board(tour.board_numbering(n, path), width=2))
    return 0


def _add_count_tours(commands) -> None:
    _add_command(
        commands, _run_count_tours,
        "count-tours",
        "count the directed open knight's tours of the n by n board",
        "Print how many directed open knight's tours the N by N board has (a tour and its reverse "
        "count as two), or only those starting on --start. Exit status 1 if the count needs more than --budget nodes.",
        _argument("n", help=f"board size, 1 to {backtracking.JUDGE_MAX_SIZE}"),
        _square_argument("--start", "count only tours from this square"),
        _number_argument("--budget", what="budget", default=backtracking.COUNT_BUDGET,
                         help=f"squares the count may place before giving up (default {backtracking.COUNT_BUDGET})"),
    )


def _run_count_tours(args) -> int:
    n = _read_size(args.n, backtracking.JUDGE_MAX_SIZE)
    start = _square(args.start, n)
    try:
        print(backtracking.count_tours(n, start=start, budget=args.budget))
    except SearchBudgetExceeded as error:  # its message says what the full count needs, and how long it takes
        print(f"boardpuzzles count-tours: {_for_the_command_line(error)}", file=sys.stderr)
        return 1
    return 0


# --- the command table ----------------------------------------------------------------------
# Each chapter adds one `_add_<command>` function above and lists it here.

COMMANDS = [_add_knight_jumps, _add_knightl, _add_hanoi, _add_warnsdorff, _add_tour, _add_count_tours]


def build_parser() -> argparse.ArgumentParser:
    """Return the parser for every command.

    Returns
    -------
    argparse.ArgumentParser
        The parser of ``boardpuzzles``, with one subcommand per entry of ``COMMANDS``.

    Examples
    --------
    >>> build_parser().parse_args(["knight-jumps", "1", "1", "--size", "5"]).size
    5
    """
    parser = _OneLineParser(prog="boardpuzzles", description="Solvers for the Knights and Pegs book.")
    parser.add_argument("--version", action="version", version=f"boardpuzzles {__version__}")
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND", parser_class=_OneLineParser)
    for add_command in COMMANDS:
        add_command(commands)
    return parser


def main(argv: list[str] | None = None) -> int:
    """Run one command and return its exit status.

    Parameters
    ----------
    argv : list of str, optional
        The command and its arguments; ``sys.argv[1:]`` by default.

    Returns
    -------
    int
        0 for an answer, 1 when a command finds none (no tour, a budget ran out), 2 for bad input
        found by the solvers; bad input found while reading the arguments exits with status 2
        through ``SystemExit``, as ``--help`` and ``--version`` exit with 0. A reader who stops
        reading early (``| head``) is not an error: the rest of the output goes nowhere.

    Examples
    --------
    >>> main(["knight-jumps", "(1 1)"])
    (2 3)
    (3 2)
    2
    0
    """
    args = build_parser().parse_args(argv)
    try:
        status = args.run(args)
        sys.stdout.flush()
    except ValueError as error:
        print(f"boardpuzzles {args.command}: error: {error}", file=sys.stderr)
        return 2
    except BrokenPipeError:  # the reader stopped early (`| head`): not an error
        sys.stdout = open(os.devnull, "w")
        return 0
    return status
