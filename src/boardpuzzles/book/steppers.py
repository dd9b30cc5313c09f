"""The chapters' program steppers: each chapter's program, traced for the reader's setting, with its scenes.

Each ``trace_*`` function takes what a reader sets (1-based, as the reader sees squares), runs the
chapter's program under :func:`~boardpuzzles.book.tracing.trace_call`, and returns the trace, whose
scenes say what the board, the queue or the pegs hold at each step:

- a board scene: ``{"board": n, "margin": m, "marks": [[row, col, text, kind], ...], "ring": [row, col],
  "queue": [[row, col], ...]}`` (0-based squares; ``margin`` squares drawn round the board, for jumps
  that land off it; ``kind`` one of :data:`MARK_KINDS`);
- a pegs scene: ``{"pegs": [[disk, ...], [...], [...]], "disks": n, "moving": disk}`` (bottom disk first).

The standard library only: the reader's browser runs these as a kernel does.

>>> trace = trace_offsets(size=3, row=1, column=1)
>>> trace["function"], len(trace["steps"]), trace["scenes"][-1]["marks"][0]
('try_offsets', 47, [0, 0, '', 'piece'])
"""

from __future__ import annotations

from collections.abc import Callable

from boardpuzzles.backtracking.searches import backtracking_search
from boardpuzzles.board import format_square
from boardpuzzles.book.tracing import trace_call
from boardpuzzles.distance.bfs import search_one_piece
from boardpuzzles.errors import SquareError
from boardpuzzles.hanoi.methods import circular_moves, move_tower
from boardpuzzles.knight import try_offsets
from boardpuzzles.warnsdorff import warnsdorff_walk
from boardpuzzles.wording import SQUARE_RULE

#: Every kind of mark on a board scene, in one home. For each, how the stepper says it (``{text}`` the
#: mark's label, ``{at}`` its square, 1-based), its shape (a ``"disc"``, a ``"box"`` round the square, a
#: ``"dashed"`` box, or none: the label alone), its colour (a name of
#: :data:`boardpuzzles.pictures.colours.PALETTE`) and its label's (``"white"``, ``"ink"``: the page's words,
#: or ``None``: the dark words of the squares). In turn: the piece, a jump's target on or off the board, the
#: jump being tried, a square of the path and its last one, a square whose distance is known, one that waits
#: in the queue, and a candidate for the next move; and, for the Your turn exercises (:mod:`boardpuzzles.practice`),
#: a square the piece reaches (also each square the reader has found so far of a set to collect:
#: :data:`boardpuzzles.book.practice.COLLECTED`), a square tried and taken back, and a candidate of the last move
#: with its onward count. :mod:`boardpuzzles.book.stepper` sends it to the browser with each stepper, and makes the
#: marks' styles from it.
MARKS = {
    "piece": {"words": "the piece on {at}", "shape": "disc", "colour": "piece", "label": "white"},
    "on": {"words": "jump {text} lands on {at}", "shape": None, "colour": None, "label": None},
    "off": {"words": "jump {text} lands off the board, at {at}", "shape": None, "colour": None, "label": "ink"},
    "trying": {"words": "jump {text}, to {at}, is being tried", "shape": "dashed", "colour": "frontier", "label": None},
    "path": {"words": "move {text} on {at}", "shape": None, "colour": None, "label": None},
    "last": {"words": "move {text}, the last so far, on {at}", "shape": "disc", "colour": "path_end", "label": "white"},
    "done": {"words": "{at} is {text} moves away", "shape": None, "colour": None, "label": None},
    "queued": {"words": "{at} is {text} moves away and waits in the queue", "shape": "box", "colour": "frontier",
               "label": None},
    "candidate": {"words": "{at} is a candidate", "shape": "box", "colour": "target", "label": None},
    "reached": {"words": "the piece reaches {at}", "shape": "box", "colour": "target", "label": None},
    "undone": {"words": "{at} was tried as move {text} and taken back", "shape": "dashed", "colour": "undone",
               "label": None},
    "onward": {"words": "{at} was a candidate, with {text} onward squares", "shape": "box", "colour": "target",
               "label": None},
}

#: The kinds of mark on a board scene, in :data:`MARKS`' order.
MARK_KINDS = tuple(MARKS)

#: The variables each chapter's program counts from 0 where the reader counts from 1, by tracer, in one home.
#: A ``"square"`` variable holds (row, col) pairs (a square, or a list, a set, a queue or a dict of them), a
#: ``"number"`` is a row, a column or a peg, an ``"index"`` holds squares numbered ``row * size + col`` (chapter 3's
#: flat board). A stepper shows such a value in the reader's counting, the program's own beside it
#: (:mod:`boardpuzzles.book.stepper` sends the tracer's entry; stepper.js's ``counted`` writes it).
READER_COUNTING = {
    "trace_offsets": {"square": "square", "target": "square", "row": "number", "col": "number"},
    "trace_distance": {"start": "square", "target": "square", "parent": "square", "queue": "square",
                       "square": "square", "landing": "square"},
    "trace_backtracking": {"start": "square", "first": "index", "path": "index", "jumps": "index", "square": "index"},
    "trace_warnsdorff": {"start": "square", "path": "square", "visited": "square", "square": "square",
                         "targets": "square", "target": "square", "candidates": "square", "best": "square"},
    "trace_circular": {"start": "number", "smallest": "number", "target": "number", "a": "number", "b": "number"},
    "trace_recursive": {"source": "number", "target": "number", "spare": "number"},
}



#: The algorithm's own step, which a reader may step by instead of a line, by tracer, in one home. For each, the name
#: the reader picks ("step by") and the plural its count takes; :func:`algorithm_steps` finds them in a trace.
ALGORITHM_STEPS = {
    "trace_offsets": ("jump tried", "jumps tried"),
    "trace_distance": ("square from the queue", "squares from the queue"),
    "trace_backtracking": ("move or take-back", "moves and take-backs"),
    "trace_warnsdorff": ("move", "moves"),
    "trace_circular": ("disk moved", "disks moved"),
    "trace_recursive": ("call or disk moved", "calls and disks moved"),
}


def _plural(count: int, word: str) -> str:
    return f"{count} {word}" if count == 1 else f"{count} {word}s"


def _path(scene: dict | None) -> list:
    """A board scene's path (a tour so far), in order: its "path" and "last" marks."""
    marks = [mark for mark in (scene or {}).get("marks", ()) if mark[3] in ("path", "last")]
    return [mark[:2] for mark in sorted(marks, key=lambda mark: int(mark[2]))]


def _places(scene: dict | None) -> dict | None:
    """Where each disk of a pegs scene lies, or None while one is in the air (taken up, not yet put down)."""
    if not scene or "pegs" not in scene:
        return None
    places = {disk: peg for peg, disks in enumerate(scene["pegs"]) for disk in disks}
    return places if len(places) == scene["disks"] else None


def _jumps_tried() -> Callable:
    tried: list = []

    def find(scene: dict | None, step: dict) -> str | None:
        trying = [mark for mark in (scene or {}).get("marks", ()) if mark[3] == "trying"]
        if not trying or trying == tried:
            return None
        tried[:] = trying
        row, col, number, _ = trying[0]
        where = "on" if 0 <= row < scene["board"] and 0 <= col < scene["board"] else "off the board, at"
        return f"jump {number} is tried: it lands {where} {format_square((row, col))}"

    return find


def _squares_from_the_queue() -> Callable:
    taken: list = [None]

    def find(scene: dict | None, step: dict) -> str | None:
        ring = (scene or {}).get("ring")
        if ring is None or ring == taken[0]:
            return None
        taken[0] = ring
        moves = next(int(mark[2]) for mark in scene["marks"] if mark[:2] == ring)
        if moves == 0:
            return f"{format_square(ring)}, the start, leaves the queue"
        return f"{format_square(ring)} leaves the queue, {_plural(moves, 'move')} from the start"

    return find


def _moves_and_take_backs() -> Callable:
    was: list = []

    def find(scene: dict | None, step: dict) -> str | None:
        if scene is None:
            return None
        path, before = _path(scene), was[:]
        was[:] = path
        if len(path) > len(before):
            if len(path) == 1:
                return f"move 1: the knight starts on {format_square(path[0])}"
            return f"move {len(path)}: the knight jumps to {format_square(path[-1])}"
        if len(path) < len(before):
            return f"move {len(before)} is taken back: the knight leaves {format_square(before[-1])}"
        return None

    return find


def _disks_moved() -> Callable:
    was: dict = {}

    def find(scene: dict | None, step: dict) -> str | None:
        places = _places(scene)
        if places is None:
            return None
        before = dict(was)
        was.clear()
        was.update(places)
        moved = [disk for disk in places if disk in before and places[disk] != before[disk]]
        if len(moved) != 1:
            return None
        disk = moved[0]
        return f"disk {disk} moves from peg {before[disk] + 1} to peg {places[disk] + 1}"

    return find


def _calls_and_disks_moved() -> Callable:
    disks_moved = _disks_moved()

    def find(scene: dict | None, step: dict) -> str | None:
        moved = disks_moved(scene, step)
        told = step.get("set", {})
        if moved or step.get("event") or not {"disks", "source", "target"} <= told.keys():
            return moved
        return (f"a call to move {_plural(int(told['disks']), 'disk')} from peg {int(told['source']) + 1} "
                f"to peg {int(told['target']) + 1}")

    return find


#: How to find each tracer's algorithm steps: a maker of ``find(scene, step)``, which says the step the trace's step
#: shows (a sentence) or None; it keeps what it needs of the steps before.
_STEP_FINDERS = {
    "trace_offsets": _jumps_tried,
    "trace_distance": _squares_from_the_queue,
    "trace_backtracking": _moves_and_take_backs,
    "trace_warnsdorff": _moves_and_take_backs,
    "trace_circular": _disks_moved,
    "trace_recursive": _calls_and_disks_moved,
}


def algorithm_steps(trace: dict, tracer: str) -> list[list]:
    """Find the steps of a trace at which its algorithm takes one of its own steps (:data:`ALGORITHM_STEPS`).

    Read off the trace's scenes (and, for a recursion, its calls): the first step that shows a jump tried, a
    square taken from the queue, a move or a take-back, a disk put down on another peg, or a call.

    Parameters
    ----------
    trace : dict
        A trace made by the tracer named ``tracer``.
    tracer : str
        The name of one of this module's ``trace_*`` functions.

    Returns
    -------
    list of [int, str]
        For each algorithm step, in order: the index of the trace's step that shows it, and a sentence that
        says it, squares and pegs counted from 1.

    Examples
    --------
    >>> for index, sentence in algorithm_steps(trace_circular(disks=2), "trace_circular"):
    ...     print(index, sentence)
    7 disk 1 moves from peg 1 to peg 2
    16 disk 2 moves from peg 1 to peg 3
    21 disk 1 moves from peg 2 to peg 3
    """
    find = _STEP_FINDERS[tracer]()
    found = []
    for index, step in enumerate(trace["steps"]):
        said = find(trace["scenes"][step["scene"]] if step.get("scene") is not None else None, step)
        if said:
            found.append([index, said])
    return found


def _with_algorithm_steps(trace: dict, tracer: str) -> dict:
    trace["algorithm_steps"] = algorithm_steps(trace, tracer)
    return trace


def _empty_board(variables: dict, margin: int = 0) -> dict | None:
    """The board before the program has put anything on it (its first lines check the arguments), or None."""
    size = variables.get("size")
    return {"board": size, "margin": margin, "marks": []} if isinstance(size, int) and size >= 1 else None


def _start(size: int, row: int, column: int) -> tuple[int, int]:
    """The reader's 1-based start square, 0-based; one off the board is refused in the reader's words."""
    if not (1 <= row <= size and 1 <= column <= size):
        raise SquareError(SQUARE_RULE.format(size=size))
    return row - 1, column - 1


# --- chapter 1: the eight offsets --------------------------------------------------------------------


def _offsets_scene(variables: dict) -> dict | None:
    if "row" not in variables:
        return _empty_board(variables, margin=2)
    size, row, col = variables["size"], variables["row"], variables["col"]
    marks = [[row, col, "", "piece"]]
    jumps = variables.get("jumps", [])
    for jump in jumps:
        marks.append([*jump.target, str(jump.number), "on" if jump.lands else "off"])
    order, number, target = variables.get("order"), variables.get("number"), variables.get("target")
    # the jump being tried, once its target is worked out (until then ``target`` is the last jump's)
    if order is not None and order > len(jumps) and target == (row + variables["d_row"], col + variables["d_col"]):
        marks.append([*target, str(number), "trying"])
    return {"board": size, "margin": 2, "marks": marks}


def trace_offsets(size: int, row: int, column: int) -> dict:
    """Trace ``try_offsets`` on the ``size`` board from the reader's square (row, column), 1-based.

    Parameters
    ----------
    size : int
        The board's size.
    row, column : int
        The knight's square, 1-based as the reader sees it.

    Returns
    -------
    dict
        The trace (:func:`~boardpuzzles.book.tracing.trace_call`), its scenes the knight and the jumps
        tried so far, on the board or off it.

    Raises
    ------
    SquareError
        For a square off the board, in the reader's words.

    Examples
    --------
    >>> trace = trace_offsets(size=8, row=1, column=1)
    >>> [kind for *_, kind in trace["scenes"][-1]["marks"]].count("on"), trace["error"]
    (2, None)
    >>> trace_offsets(size=3, row=4, column=1)
    Traceback (most recent call last):
    ...
    boardpuzzles.errors.SquareError: Pick a row and a column from 1 to 3.
    """
    trace = trace_call(try_offsets, size, _start(size, row, column), scene=_offsets_scene)
    return _with_algorithm_steps(trace, "trace_offsets")


# --- chapter 2: breadth-first search -----------------------------------------------------------------


def _distance_scene(variables: dict) -> dict | None:
    if "parent" not in variables:
        return _empty_board(variables)
    size, parent = variables["size"], variables["parent"]
    queue = [list(square) for square in variables.get("queue", ())]
    waiting = {tuple(square) for square in queue}
    moves: dict = {}  # each square's distance, from its parent's: the map holds a parent before its squares
    for square, came_from in parent.items():
        moves[square] = 0 if came_from is None else moves[came_from] + 1
    marks = [[*square, str(steps), "queued" if square in waiting else "done"] for square, steps in moves.items()]
    scene = {"board": size, "margin": 0, "marks": marks, "queue": queue}
    if "square" in variables:
        scene["ring"] = list(variables["square"])
    return scene


def trace_distance(size: int, a: int, b: int) -> dict:
    """Trace ``search_one_piece``, the chapter's method, for the (a, b) piece on the ``size`` board.

    Parameters
    ----------
    size : int
        The board's size.
    a, b : int
        The piece's two steps (1 and 2 for a knight).

    Returns
    -------
    dict
        The trace, its scenes the squares reached so far with their distances (walked back along the parent
        map), the queue, and the square just taken from it.

    Examples
    --------
    >>> trace = trace_distance(size=3, a=1, b=2)
    >>> trace["result"], trace["scenes"][-1]["marks"][:2]
    ('4', [[0, 0, '0', 'done'], [1, 2, '1', 'done']])
    """
    return _with_algorithm_steps(trace_call(search_one_piece, size, a, b, scene=_distance_scene), "trace_distance")


# --- chapter 3: backtracking -------------------------------------------------------------------------


def _path_marks(path, size: int) -> list:
    return [[*square, str(number), "last" if number == len(path) else "path"]
            for number, square in enumerate(path, start=1)]


def _backtracking_scene(variables: dict) -> dict | None:
    if "path" not in variables:  # the arguments' checks; or the comprehension that makes the tour: the board stays
        return _empty_board(variables) if "start" in variables else None
    size = variables["size"]
    scene = {"board": size, "margin": 0, "marks": _path_marks([divmod(i, size) for i in variables["path"]], size)}
    if "square" in variables:
        scene["ring"] = list(divmod(variables["square"], size))
    return scene


def trace_backtracking(size: int, *, row: int = 1, column: int = 1) -> dict:
    """Trace ``backtracking_search`` on the ``size`` board from the reader's square, 1-based.

    Parameters
    ----------
    size : int
        The board's size.
    row, column : int
        The start square, 1-based.

    Returns
    -------
    dict
        The trace of the search's first thousand steps at most, its scenes the path so far and the
        square the search looks at.

    Examples
    --------
    >>> trace_backtracking(size=3)["result"]
    'SearchResult(path=None, nodes=15)'
    """
    # A search's first thousand steps show its moves and its steps back; the whole search can take millions.
    trace = trace_call(backtracking_search, size, start=_start(size, row, column), scene=_backtracking_scene,
                       masks={"began": "(the clock, for the budget's message)"}, limit=1000)
    return _with_algorithm_steps(trace, "trace_backtracking")


# --- chapter 4: Warnsdorff's rule ----------------------------------------------------------------------


def _warnsdorff_scene(variables: dict) -> dict | None:
    if "path" not in variables:  # the arguments' checks; or a count inside unvisited_targets: the board stays
        return _empty_board(variables) if "start" in variables else None
    size, path = variables["size"], variables["path"]
    marks = _path_marks(path, size)
    marks += [[*square, "", "candidate"] for square in variables.get("candidates", ()) if square not in path]
    scene = {"board": size, "margin": 0, "marks": marks}
    if "best" in variables and variables["best"] not in path:
        scene["ring"] = list(variables["best"])
    return scene


def trace_warnsdorff(size: int, row: int, column: int) -> dict:
    """Trace ``warnsdorff_walk`` on the ``size`` board from the reader's square, 1-based.

    Parameters
    ----------
    size : int
        The board's size.
    row, column : int
        The start square, 1-based.

    Returns
    -------
    dict
        The trace, its scenes the path so far, the candidates for the next move, and the one the rule
        picks.

    Examples
    --------
    >>> trace = trace_warnsdorff(size=5, row=1, column=1)
    >>> trace["result"][:24], len({step["call"] for step in trace["steps"]}) > 1
    ('[(0, 0), (1, 2), (0, 4),', True)
    """
    trace = trace_call(warnsdorff_walk, size, start=_start(size, row, column), scene=_warnsdorff_scene)
    return _with_algorithm_steps(trace, "trace_warnsdorff")


# --- chapter 5: the Tower of Hanoi ------------------------------------------------------------------


def circular_scenes() -> Callable[[dict], dict | None]:
    """Return the scene function of a trace of ``circular_moves``: the pegs, and the disk that moves.

    The disk that moves is the one whose place changed last (disk 1 until another moves): the
    program's ``disk`` names only the disks its second step moves, so it would still name one of
    those while disk 1 moves.

    Returns
    -------
    callable
        ``scene(variables)``, as :func:`~boardpuzzles.book.tracing.trace_call` takes it; it keeps
        the last pegs it saw, so each trace needs its own.

    Examples
    --------
    >>> scene = circular_scenes()
    >>> scene({"disks": 2, "pegs": [[2], [1], []]})["moving"]
    1
    >>> scene({"disks": 2, "pegs": [[], [1], []]})
    {'pegs': [[], [1], []], 'disks': 2, 'moving': 2}
    """
    last: dict = {"places": None, "moving": 1}

    def scene(variables: dict) -> dict | None:
        if "pegs" not in variables:
            return None
        pegs = [list(peg) for peg in variables["pegs"]]
        places = {disk: peg for peg, disks in enumerate(pegs) for disk in disks}
        if last["places"] is not None:
            moved = [disk for disk in set(places) | set(last["places"]) if places.get(disk) != last["places"].get(disk)]
            if len(moved) == 1:  # one disk taken up or put down (the whole tower, put down at the start, is none)
                last["moving"] = moved[0]
        last["places"] = places
        return {"pegs": pegs, "disks": variables["disks"], "moving": last["moving"]}

    return scene


def trace_circular(disks: int) -> dict:
    """Trace ``circular_moves`` for ``disks`` disks going right, to the game's end.

    Parameters
    ----------
    disks : int
        The number of disks.

    Returns
    -------
    dict
        The trace, its scenes the pegs and the disk that moves (:func:`circular_scenes`).

    Examples
    --------
    >>> trace = trace_circular(disks=2)
    >>> trace["result"], trace["scenes"][-1]["pegs"]
    ('[(1, 0, 1), (2, 0, 2), (1, 1, 2)]', [[], [], [2, 1]])
    """
    return _with_algorithm_steps(trace_call(circular_moves, disks, scene=circular_scenes()), "trace_circular")


def trace_recursive(disks: int) -> dict:
    """Trace ``move_tower`` moving ``disks`` disks from peg 1 to peg 3, the pegs following each move.

    Parameters
    ----------
    disks : int
        The number of disks.

    Returns
    -------
    dict
        The trace, its scenes the pegs after the moves handed out so far, and the running call's
        number of disks (the largest of the tower it moves).

    Examples
    --------
    >>> trace = trace_recursive(disks=2)
    >>> trace["result"], len(trace["calls"]), trace["scenes"][-1]["pegs"]
    ('[(1, 0, 1), (2, 0, 2), (1, 1, 2)]', 3, [[], [], [2, 1]])
    """
    pegs = [list(range(disks, 0, -1)), [], []]

    def play(moves):
        played = []
        for move in moves:
            disk, source, target = move
            pegs[target].append(pegs[source].pop())
            played.append(move)
        return played

    def scene(variables: dict) -> dict:
        return {"pegs": [list(peg) for peg in pegs], "disks": disks, "moving": variables.get("disks")}

    return _with_algorithm_steps(trace_call(move_tower, disks, 0, 2, 1, scene=scene, drive=play),
                                 "trace_recursive")
