"""Chapter 5 and its companion page on the website beyond their precomputed pictures: Python in the browser draws them.

The site is served over http with every other host blocked. With the controls alone (typed
numbers, toggle buttons and the step player) the reader asks for games the build did not draw:
9 disks going left at step 301, the state graph of 8 disks, the walk of 7 disks going left,
a step past the end of a small tower, the four moments of 20 disks; and plays, steps and
pauses a game. Each picture must show what CPython's package says for the same setting: the
pegs read back from the SVG's disks and from its text alternative are ``state_after`` of that
step, the graph has one line per edge of ``state_graph``. The browser's own markup for the
largest settings must equal CPython's, drawn from the render code the page ships. Nothing may
log an error, fail to load or leave the site.

Run with ``-s`` to see how long each picture took in the browser (nothing here is timed).
"""

from __future__ import annotations

import re
import time
import xml.etree.ElementTree as ET

import pytest
from live_site import CALL, LIVE_TIMEOUT_S, SPECS, SVG, Explorer, chapter_fixture, check_nothing_went_wrong, picture_svg

from boardpuzzles.chapters import chapter_numbered
from boardpuzzles.hanoi import final_peg, minimum_moves, move_at, state_after
from boardpuzzles.hanoi.graph import state_graph
from boardpuzzles.hanoi.trace import format_step
from boardpuzzles.wording import count_of

pytestmark = pytest.mark.browser

CHAPTER = chapter_numbered(5).html()  # the chapters' registry, boardpuzzles.chapters
COMPANION = chapter_numbered(5).html(further=True)
chapter = chapter_fixture(CHAPTER)
companion = chapter_fixture(COMPANION)
STEPS = 0  # the chapter's explorer ("Play it yourself")
GRAPH, WORKED, WALK, MOMENTS = range(4)  # the companion page's explorers, in page order






# --- reading a picture back ---------------------------------------------------------------------------------



def pegs_drawn(svg: ET.Element) -> tuple:
    """The disks on each peg as the SVG draws them, bottom to top: its numbered rounded rectangles by height."""
    texts = [(float(t.get("x")), float(t.get("y")), t.text or "") for t in svg.iter(SVG + "text")]
    peg_x = {int(words[-1]) - 1: x for x, _, words in texts if re.fullmatch(r"peg [123]", words)}
    numbers = {(round(x), round(y)): int(words) for x, y, words in texts if words.isdigit()}
    pegs: list[list] = [[], [], []]
    for rect in svg.iter(SVG + "rect"):
        if rect.get("rx") != "3":  # a disk; pegs, the base and the background have other corners
            continue
        x, y, w, h = (float(rect.get(k)) for k in ("x", "y", "width", "height"))
        peg = min(peg_x, key=lambda p: abs(peg_x[p] - (x + w / 2)))
        pegs[peg].append((y, numbers[(round(x + w / 2), round(y + h / 2))]))
    return tuple(tuple(disk for _, disk in sorted(disks, reverse=True)) for disks in pegs)


def pegs_said(alt: str) -> tuple:
    """The disks on each peg as the text alternative says them (its first account of the pegs)."""
    said: dict[int, tuple] = {}
    for peg, disks in re.findall(r"[Pp]eg ([123]) (?:holds disks? (\d+(?:, \d+)*)|is empty)", alt):
        said.setdefault(int(peg) - 1, tuple(int(d) for d in disks.split(", ")) if disks else ())
    return tuple(said[peg] for peg in range(3))


def step_said(disks: int, k: int, direction: str) -> str:
    """How the picture's text alternative begins for step k: the package's line of the trace."""
    return format_step(k, move_at(disks, k, direction=direction) if k else None)



# --- every step, beyond the precomputed games ---------------------------------------------------------------


def test_a_precomputed_step_appears_without_python(chapter):
    steps = Explorer(chapter.page, STEPS)
    steps.set_number("disks", 5)
    steps.set_number("step", 20)
    text = steps.wait_for(r"^Step 20:", timeout_s=10)
    assert text.lower().startswith(step_said(5, 20, "right").lower())
    assert pegs_said(text) == state_after(5, 20) == pegs_drawn(picture_svg(steps))
    assert steps.note() == ""


def test_nine_disks_going_left_are_stepped_past_the_precomputed_frames(chapter):
    steps = Explorer(chapter.page, STEPS)
    steps.choose("direction", "left")
    steps.set_number("disks", 9)
    steps.set_number("step", 300)
    steps.timed_wait(r"^Step 300:")
    steps.root.get_by_role("button", name="step forward one").click()
    text = steps.timed_wait(r"^Step 301:")
    state = state_after(9, 301, direction="left")
    assert text.lower().startswith(step_said(9, 301, "left").lower())
    assert pegs_said(text) == state, text
    assert pegs_drawn(picture_svg(steps)) == state
    moved = move_at(9, 301, direction="left")[0]
    assert f"Disk {moved} has just moved." in text
    assert steps.root.get_by_role("spinbutton", name="step", exact=True).input_value() == "301"


def test_a_step_past_the_end_of_a_small_tower_shows_its_end_and_says_so(chapter):
    steps = Explorer(chapter.page, STEPS)
    steps.choose("direction", "right")
    steps.set_number("disks", 3)
    steps.set_number("step", 500)
    last = minimum_moves(3)
    text = steps.wait_for(rf"ends at step {last}")
    assert text.lower().startswith(step_said(3, last, "right").lower())
    assert pegs_said(text) == state_after(3, last) == pegs_drawn(picture_svg(steps))
    assert f"A game of {count_of(3, 'disk')} ends at step {last}; later steps show it." in text


def test_the_step_player_steps_back_and_forward_plays_and_pauses_where_it_is(chapter):
    steps = Explorer(chapter.page, STEPS)
    steps.choose("direction", "left")
    steps.set_number("disks", 9)
    steps.set_number("step", 40)
    steps.wait_for(r"^Step 40:")
    player = steps.root.get_by_role("group", name="play step")
    box = steps.root.get_by_role("spinbutton", name="step", exact=True)
    player.get_by_role("button", name="step forward one").click()
    steps.wait_for(r"^Step 41:")
    for _ in range(3):
        player.get_by_role("button", name="step back one").click()
    text = steps.wait_for(r"^Step 38:")
    assert box.input_value() == "38" and pegs_said(text) == state_after(9, 38, direction="left")

    player.get_by_role("combobox", name="speed").select_option(label="fast")
    player.get_by_role("button", name="play").click()
    deadline = time.monotonic() + LIVE_TIMEOUT_S
    while int(box.input_value()) < 42 and time.monotonic() < deadline:
        chapter.page.wait_for_timeout(100)
    pause = player.get_by_role("button", name="pause", exact=True)
    assert pause.count() == 1 and player.get_by_role("button", name="play", exact=True).count() == 0
    pause.click()
    paused = int(box.input_value())
    assert paused >= 42, "the player did not move on"
    text = steps.wait_for(rf"^Step {paused}:")
    chapter.page.wait_for_timeout(1500)  # five ticks at this speed: a player still running would move on
    assert int(box.input_value()) == paused and steps.picture_text() == text
    assert player.get_by_role("button", name="play", exact=True).count() == 1
    assert player.get_by_role("button", name="pause", exact=True).count() == 0
    assert pegs_said(text) == state_after(9, paused, direction="left") == pegs_drawn(picture_svg(steps))


def test_the_worked_example_steps_with_no_python(companion):
    worked = Explorer(companion.page, WORKED)
    forward = worked.root.get_by_role("button", name="step forward one")
    for _ in range(3):
        forward.click()
    text = worked.wait_for(r"^Step 3:", timeout_s=10)
    assert pegs_said(text) == state_after(3, 3) == pegs_drawn(picture_svg(worked)) and worked.note() == ""
    worked.root.get_by_role("button", name="step back one").click()
    assert pegs_said(worked.wait_for(r"^Step 2:", timeout_s=10)) == state_after(3, 2)


# --- the state graph beyond the precomputed sizes --------------------------------------------------------------


def test_the_graph_of_eight_disks_is_drawn_live_with_one_line_per_move(companion):
    graph = Explorer(companion.page, GRAPH)
    graph.set_number("disks", 8)
    states = state_graph(8)
    text = graph.timed_wait(rf"^The state graph of 8 disks: {len(states):,} states")
    moves = minimum_moves(8)
    assert f"The walk, {moves} moves, runs from all on peg 1 to all on peg 2." in text
    paths = list(picture_svg(graph).iter(SVG + "path"))
    edges = sum(len(neighbours) for neighbours in states.values()) // 2
    assert max(path.get("d").count("l") for path in paths) == edges
    assert max(path.get("d").count("L") for path in paths) == moves  # the walk: one segment per move


def test_the_walk_of_seven_disks_going_left_is_drawn_live(companion):
    walk = Explorer(companion.page, WALK)
    walk.set_number("disks", 7)
    walk.choose("direction", "left")
    walk.set_number("step", 100)
    text = walk.timed_wait(r"^Step 100:.*The state graph of 7 disks")
    state = state_after(7, 100, direction="left")
    assert pegs_said(text) == state == pegs_drawn(picture_svg(walk))
    goal = final_peg(7, direction="left") + 1
    assert f"The goal, ringed, is all on peg {goal}." in text and "The walk so far, 100 moves" in text


# --- the four moments, up to 20 disks ---------------------------------------------------------------------------


def test_the_moment_before_the_largest_of_twenty_disks_moves(companion):
    moments = Explorer(companion.page, MOMENTS)
    moments.choose("direction", "left")
    moments.choose("when", "before disk n")
    moments.set_number("disks", 20)
    k = 2 ** (20 - 1) - 1
    text = moments.wait_for(rf"^Step {k}:")
    state = state_after(20, k, direction="left")
    assert pegs_said(text) == state
    assert sorted(map(len, state)) == [0, 1, 19]  # the largest disk alone, the others gathered on one peg


# --- the browser's Python draws what CPython draws -------------------------------------------------------------


@pytest.mark.parametrize("where, render, values", [
    ("companion", "graph_picture", {"disks": 8}),
    ("companion", "walk_picture", {"disks": 7, "direction": "left", "step": 127}),
    ("chapter", "every_step", {"disks": 10, "direction": "left", "step": 1023}),
    ("companion", "moment", {"disks": 20, "direction": "right", "when": "end"}),
])
def test_the_largest_pictures_are_the_same_in_the_browser_as_in_cpython(request, where, render, values):
    page = request.getfixturevalue(where).page
    spec = page.evaluate(SPECS)[render]
    namespace: dict = {}
    exec(spec["code"], namespace)  # the code the page ships, run by CPython
    began = time.perf_counter()
    expected = namespace[render](**values)
    cpython_ms = (time.perf_counter() - began) * 1000
    markup, browser_ms = page.evaluate(CALL, [spec["code"], render, values])
    print(f"\n  {render}({values}): CPython {cpython_ms:.0f} ms, the browser's Python {browser_ms:.0f} ms")
    assert markup == str(expected)


def test_nothing_failed_nothing_was_logged_and_nothing_left_the_site(chapter, companion):
    check_nothing_went_wrong(chapter)
    check_nothing_went_wrong(companion)
