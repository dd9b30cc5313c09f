"""Sealed scripts: a dealt instance the page plays with no Python, and no right answer in its text.

A :class:`~boardpuzzles.practice.Script` says, for every step, which answers are right and why every other one
is refused. The page needs all of it to play an instance before its Python starts (or from ``file://``, where it
never does), but a reader who opens the page's source should not find the answers there. :func:`seal_script` turns a
script into plain JSON that keeps:

- each step's right answers only as salted hashes, ``digest(salt/index/key)`` in base 36 (:func:`answer_hash`):
  the page hashes what the reader answers and compares; "show me" hashes every answer the step offers
  (every square of the board, the numbers 1 to 8, the six moves) and takes the one that matches;
- everything else a step says (its prompt, the reasons every wrong answer is refused, what is said once it is
  done, the board after it) compressed with zlib and mixed with a keystream made from the same hash
  (:func:`keystream`): text a page can read back, but not a reader of its source;
- each scene as its change from the scene before (:func:`scene_change`), so that a sealed script stays small.

The hash (:func:`digest`) is a small 53-bit hash of two 32-bit lanes, written alike in Python and in the page's
JavaScript (``practice.js``; Node's tests check both on the same texts). It hides answers from a glance, which
is all it is for: it is no cipher, and a reader who runs the page's code can always read what it shows.

>>> from boardpuzzles.practice import Script, Step
>>> step = Step("Pick the corner.", frozenset({"0,0"}), {"0,1": "(1 2) is not a corner."}, "(1 1) it is.",
...             {"board": 1, "marks": [[0, 0, "", "piece"]]})
>>> script = Script("X1-0000", "demo", 1, "A small board.", "squares", {"board": 1, "marks": []}, (step,))
>>> sealed = seal_script(script)
>>> sealed["steps"][0]["right"] == [answer_hash(sealed["salt"], 0, "0,0")], "0,0" in json.dumps(sealed)
(True, False)
>>> unseal_script(sealed)["steps"][0]["wrong"]
{'0,1': '(1 2) is not a corner.'}
"""

from __future__ import annotations

import base64
import json
import re
import zlib

from boardpuzzles.practice import Script, deal
from boardpuzzles.practice.codes import random_code

#: The sealed format's version; the page refuses any other.
FORMAT = 1

_MASK = 0xFFFFFFFF

#: How each kind of answer key is written (:mod:`boardpuzzles.practice`); any other key is a button's word.
KINDS = (("squares", re.compile(r"\d+,\d+")), ("numbers", re.compile(r"#\d+")), ("moves", re.compile(r"[1-9]>[1-9]")))


def _imul(a: int, b: int) -> int:
    """JavaScript's ``Math.imul`` on unsigned 32-bit numbers: the low 32 bits of the product."""
    return (a * b) & _MASK


def _utf16_units(text: str):
    """The text's UTF-16 code units, as JavaScript's ``charCodeAt`` reads them (a character past U+FFFF is two).

    Worked out here rather than by the ``utf-16`` codec, which the page's trimmed Python does not carry.
    """
    for char in text:
        point = ord(char)
        if point < 0x10000:
            yield point
        else:
            point -= 0x10000
            yield 0xD800 + (point >> 10)
            yield 0xDC00 + (point & 0x3FF)


def digest(text: str) -> int:
    """A 53-bit hash of ``text``, the same number as ``digest`` in the page's ``practice.js``.

    Two 32-bit lanes take each UTF-16 code unit of the text by multiplication with odd constants (as Bryc's
    public-domain ``cyrb53``), then mix into each other; the result is the 21 high bits of one lane and the 32
    of the other, a whole number that JavaScript holds exactly.

    Parameters
    ----------
    text : str
        Any text.

    Returns
    -------
    int
        A whole number from 0 to 2**53 - 1.

    Examples
    --------
    >>> digest("") != digest("a"), digest("(1 1)") == digest("(1 1)"), digest("é") < 2 ** 53
    (True, True, True)
    """
    h1, h2 = 0xDEADBEEF, 0x41C6CE57
    for unit in _utf16_units(text):
        h1 = _imul(h1 ^ unit, 2654435761)
        h2 = _imul(h2 ^ unit, 1597334677)
    h1 = _imul(h1 ^ (h1 >> 16), 2246822507) ^ _imul(h2 ^ (h2 >> 13), 3266489909)
    h2 = _imul(h2 ^ (h2 >> 16), 2246822507) ^ _imul(h1 ^ (h1 >> 13), 3266489909)
    return (h2 & 0x1FFFFF) * 2 ** 32 + h1


def base36(number: int) -> str:
    """A whole number in base 36, as JavaScript's ``number.toString(36)`` writes it.

    Parameters
    ----------
    number : int
        A whole number, 0 or more.

    Examples
    --------
    >>> base36(0), base36(35), base36(36 * 36)
    ('0', 'z', '100')
    """
    digits = ""
    while True:
        number, digit = divmod(number, 36)
        digits = "0123456789abcdefghijklmnopqrstuvwxyz"[digit] + digits
        if number == 0:
            return digits


def answer_hash(salt: str, index: int, key: str) -> str:
    """The hash under which a sealed script keeps a right answer: ``digest("salt/index/key")`` in base 36.

    Parameters
    ----------
    salt : str
        The sealed script's salt.
    index : int
        The step, 0-based.
    key : str
        An answer key (:mod:`boardpuzzles.practice`), such as ``"2,3"``.

    Examples
    --------
    >>> answer_hash("s", 0, "2,3") == base36(digest("s/0/2,3"))
    True
    """
    return base36(digest(f"{salt}/{index}/{key}"))


def keystream(salt: str, length: int) -> bytes:
    """``length`` bytes made from the salt: block ``k`` is the low 32 bits of ``digest("salt/k")``, low byte first.

    Parameters
    ----------
    salt : str
        The sealed script's salt.
    length : int
        How many bytes.

    Examples
    --------
    >>> keystream("s", 6)[:4] == (digest("s/0") & 0xFFFFFFFF).to_bytes(4, "little")
    True
    """
    blocks = bytearray()
    for block in range((length + 3) // 4):
        blocks += (digest(f"{salt}/{block}") & _MASK).to_bytes(4, "little")
    return bytes(blocks[:length])


def _mix(data: bytes, salt: str) -> bytes:
    """The data XOR the salt's keystream (mixing twice gives the data back)."""
    return bytes(a ^ b for a, b in zip(data, keystream(salt, len(data))))


def answer_kind(key: str) -> str:
    """What an answer key is: ``"squares"``, ``"numbers"``, ``"moves"``, or ``"buttons"`` (a word, ``"back"``).

    Parameters
    ----------
    key : str
        An answer key (:mod:`boardpuzzles.practice`).

    Examples
    --------
    >>> [answer_kind(key) for key in ("2,3", "#4", "1>3", "back")]
    ['squares', 'numbers', 'moves', 'buttons']
    """
    return next((kind for kind, pattern in KINDS if pattern.fullmatch(key)), "buttons")


def scene_change(before: dict, after: dict) -> dict:
    """How the scene ``after`` differs from ``before``: what the page needs to draw it, small.

    The keys other than ``marks`` that changed are in ``"set"``, those gone in ``"gone"``; the marks as the
    indices of the marks of ``before`` taken away (``"drop"``) and the marks added at the end (``"add"``), or,
    where that does not give the same list in the same order, every mark (``"marks"``).

    Parameters
    ----------
    before, after : dict
        Two scenes (the steppers' format).

    Examples
    --------
    >>> one = {"board": 3, "marks": [[0, 0, "", "piece"]]}
    >>> two = {"board": 3, "marks": [[0, 0, "1", "last"]], "queue": [[1, 2]]}
    >>> change = scene_change(one, two)
    >>> change
    {'set': {'queue': [[1, 2]]}, 'drop': [0], 'add': [[0, 0, '1', 'last']]}
    >>> apply_change(one, change) == two
    True
    """
    change: dict = {}
    changed = {name: value for name, value in after.items() if name != "marks" and before.get(name) != value}
    gone = sorted(name for name in before if name not in after)
    if changed:
        change["set"] = changed
    if gone:
        change["gone"] = gone
    old, new = before.get("marks", []), after.get("marks", [])
    if old != new:
        kept = [index for index, mark in enumerate(old) if mark in new]
        kept_marks = [old[index] for index in kept]
        add = new[len(kept_marks):]
        if new[:len(kept_marks)] == kept_marks and len(set(map(json.dumps, kept_marks))) == len(kept_marks):
            drop = [index for index in range(len(old)) if index not in kept]
            change.update({"drop": drop} if drop else {}, **({"add": add} if add else {}))
        else:
            change["marks"] = new
    return change


def apply_change(before: dict, change: dict) -> dict:
    """The scene that ``change`` (:func:`scene_change`) makes of ``before``.

    Parameters
    ----------
    before : dict
        A scene (the steppers' format).
    change : dict
        Its change to the next scene, as :func:`scene_change` writes it.

    Examples
    --------
    >>> apply_change({"pegs": [[2, 1], [], []], "disks": 2}, {"set": {"pegs": [[2], [1], []]}})
    {'pegs': [[2], [1], []], 'disks': 2}
    """
    after = {name: value for name, value in before.items() if name not in change.get("gone", ())}
    after.update(change.get("set", {}))
    if "marks" in change:
        after["marks"] = change["marks"]
    elif "drop" in change or "add" in change:
        dropped = set(change.get("drop", ()))
        after["marks"] = [mark for index, mark in enumerate(before.get("marks", [])) if index not in dropped]
        after["marks"] += change.get("add", [])
    return after


def _plain(value):
    """A scene as JSON has it: tuples become lists."""
    return json.loads(json.dumps(value))


def seal_script(script: Script) -> dict:
    """Seal a dealt script for the page: see the module's introduction.

    Parameters
    ----------
    script : Script
        A dealt instance (:func:`boardpuzzles.practice.deal`).

    Returns
    -------
    dict
        JSON-able: ``format``, ``code``, ``exercise``, ``level``, ``title``, ``answers``, ``phases``,
        ``total``, ``salt``, ``scene`` (the board before the first step), ``buttons`` (the words of the
        buttons any step takes, such as ``"back"``), ``steps`` (for each, its right answers' hashes,
        ``collect`` and ``kind``, the kind of answer it takes) and ``body`` (the rest, sealed).

    Examples
    --------
    >>> from boardpuzzles.practice import Script, Step
    >>> move = Step("Move disk 1.", frozenset({"1>2"}), {"1>3": "Disk 1 goes clockwise."}, "Disk 1 to peg 2.",
    ...             {"pegs": [[], [1], []], "disks": 1})
    >>> tower = Script("X1-0000", "demo", 1, "One disk.", "moves", {"pegs": [[1], [], []], "disks": 1}, (move,))
    >>> sealed = seal_script(tower)
    >>> sealed["code"], sealed["steps"][0]["kind"], sealed["total"], "Disk 1" in sealed["body"]
    ('X1-0000', 'moves', 1, False)
    """
    for attempt in range(100):
        salt = base36(digest(f"salt/{script.code}/{attempt}"))
        steps = []
        for index, step in enumerate(script.steps):
            right = sorted(answer_hash(salt, index, key) for key in step.right)
            wrong = {answer_hash(salt, index, key) for key in step.wrong}
            if wrong & set(right):  # two answers alike under this salt (about one in 2**40): take another
                break
            kinds = sorted({answer_kind(key) for key in step.right} - {"buttons"})
            steps.append({"right": right, "collect": step.collect, "kind": kinds[0] if kinds else "buttons"})
        else:
            break
    buttons = sorted({key for step in script.steps for key in (*step.right, *step.wrong)
                      if answer_kind(key) == "buttons"})
    scene = _plain(script.scene)
    body = []
    for step in script.steps:
        after = _plain(step.scene)
        body.append({"prompt": step.prompt, "said": step.said, "wrong": dict(step.wrong),
                     "scene": scene_change(scene, after)})
        scene = after
    packed = zlib.compress(json.dumps(body, separators=(",", ":")).encode("ascii"), 9)
    return {"format": FORMAT, "code": script.code, "exercise": script.exercise, "level": script.level,
            "title": script.title, "answers": script.answers, "phases": [list(phase) for phase in script.phases],
            "total": script.total, "salt": salt, "scene": _plain(script.scene), "buttons": buttons, "steps": steps,
            "body": base64.b64encode(_mix(packed, salt)).decode("ascii")}


def unseal_script(sealed: dict) -> dict:
    """Read a sealed script back, as the page does: every step's prompt, reasons, sentence and whole scene.

    The right answers stay hashes (``right``); the page finds them by hashing candidates.

    Parameters
    ----------
    sealed : dict
        What :func:`seal_script` made.

    Raises
    ------
    OptionError
        For a sealed script of another format.

    Examples
    --------
    >>> from boardpuzzles.practice import Script, Step
    >>> press = Step("Take back.", frozenset({"back"}), {}, "Taken back.", {"board": 2, "marks": []})
    >>> script = Script("X1-0000", "demo", 1, "Stuck.", "squares", {"board": 2, "marks": [[0, 0, "1", "last"]]},
    ...                 (press,))
    >>> step = unseal_script(seal_script(script))["steps"][0]
    >>> step["prompt"], step["scene"], step["kind"]
    ('Take back.', {'board': 2, 'marks': []}, 'buttons')
    """
    from boardpuzzles.errors import OptionError

    if sealed.get("format") != FORMAT:
        raise OptionError(f"a sealed script of format {FORMAT} is needed, got format {sealed.get('format')!r}")
    body = json.loads(zlib.decompress(_mix(base64.b64decode(sealed["body"]), sealed["salt"])))
    scene = sealed["scene"]
    steps = []
    for shown, hidden in zip(sealed["steps"], body):
        scene = apply_change(scene, hidden["scene"])
        steps.append({**shown, "prompt": hidden["prompt"], "said": hidden["said"], "wrong": hidden["wrong"],
                      "scene": scene})
    return {**{name: value for name, value in sealed.items() if name != "body"}, "steps": steps}


def seal_code(code: str, *, text: bool = False) -> dict | str:
    """Deal the instance of ``code`` and seal it: what the page's Python and a kernel send the page.

    Parameters
    ----------
    code : str
        An instance's code, as a reader may type it (``"q2-7k4q"``).
    text : bool
        Return the sealed script as JSON text (what the page's Python hands the page), not a dict.

    Raises
    ------
    OptionError
        For a code that is not one (:func:`boardpuzzles.practice.deal`).

    Examples
    --------
    >>> seal_code("Z1-0000")
    Traceback (most recent call last):
    ...
    boardpuzzles.errors.OptionError: no exercise has the letter 'Z': the letters are M, L, Q, B, W, H
    """
    sealed = seal_script(deal(code))
    return json.dumps(sealed) if text else sealed


def seal_new(letter: str, level: int, entropy: int, *, text: bool = False) -> dict | str:
    """Deal a fresh instance of an exercise's level, its code made from ``entropy``, and seal it.

    Parameters
    ----------
    letter : str
        The exercise's letter (:data:`boardpuzzles.practice.EXERCISES`).
    level : int
        The level.
    entropy : int
        Any whole number (the page gives a random one): different numbers give different codes.
    text : bool
        Return JSON text, not a dict.

    Examples
    --------
    >>> seal_new("Z", 1, 7)
    Traceback (most recent call last):
    ...
    boardpuzzles.errors.OptionError: no exercise has the letter 'Z': the letters are M, L, Q, B, W, H
    """
    return seal_code(random_code(letter, level, entropy), text=text)


__all__ = ["FORMAT", "answer_hash", "answer_kind", "apply_change", "base36", "digest", "keystream", "scene_change",
           "seal_code", "seal_new", "seal_script", "unseal_script"]
