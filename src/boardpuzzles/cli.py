"""The command line: ``python -m boardpuzzles COMMAND ...``.

Each command reads the original problem's input, calls a pure solver and prints
the original problem's output. Squares are 1-based here, as in the articles.
Bad input prints one line, ``boardpuzzles COMMAND: error: ...``, and exits with status 2.
"""

from __future__ import annotations

import argparse
import sys

from boardpuzzles import knight


class _OneLineParser(argparse.ArgumentParser):
    """An argument parser whose errors are one line on stderr and exit status 2, with no usage dump."""

    def error(self, message):
        self.exit(2, f"{self.prog}: error: {message}\n")


# --- knight-jumps (chapter 1) ---------------------------------------------------------------


def _add_knight_jumps(commands) -> None:
    cmd = commands.add_parser(
        "knight-jumps",
        help="list the squares a knight can jump to, then their count",
        description="Print the squares a knight on SQUARE can jump to, one per line as (x y), 1-based, "
        "in offset order; then the count alone on the last line.",
    )
    cmd.add_argument("square", help="the knight's square, 1-based: '(x y)', 'x y' or '(x,y)'")
    cmd.add_argument("--size", type=int, default=8, help=f"board size n (1 to {knight.MAX_BOARD_SIZE}; default 8)")
    cmd.set_defaults(run=_run_knight_jumps)


def _run_knight_jumps(args) -> int:
    square = knight.parse_square(args.square, args.size)
    targets = knight.knight_targets(square, args.size)
    for target in targets:
        print(knight.format_square(target))
    print(len(targets))
    return 0


# --- the command table ----------------------------------------------------------------------
# Each chapter adds one `_add_<command>` function above and lists it here.

COMMANDS = [_add_knight_jumps]


def build_parser() -> argparse.ArgumentParser:
    """Return the parser for every command."""
    parser = _OneLineParser(prog="boardpuzzles", description="Solvers for the Knights and Pegs book.")
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND", parser_class=_OneLineParser)
    for add_command in COMMANDS:
        add_command(commands)
    return parser


def main(argv: list[str] | None = None) -> int:
    """Run one command and return its exit status: 0 for an answer, 2 for bad input."""
    args = build_parser().parse_args(argv)
    try:
        return args.run(args)
    except ValueError as error:
        print(f"boardpuzzles {args.command}: error: {error}", file=sys.stderr)
        return 2
