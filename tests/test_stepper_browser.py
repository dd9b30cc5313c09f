"""The program steppers on the built website, as a reader uses them (issue 30).

Every chapter's stepper is found on whichever page holds it (by the program it steps, ``data-tracer``).
Stepping forward moves the ``aria-current="step"`` line and the variables table exactly as a CPython
trace of the same function and setting says (``boardpuzzles.book.steppers``, checked against a bare
``sys.settrace`` in tests/test_tracing.py); a new setting is traced by the Python in the page; from
``file://`` the first setting steps all the same.
"""

from __future__ import annotations

import json
import re

import pytest
from playwright.sync_api import expect
from test_steppers import ALGORITHMS
from test_widget_bundle import SITE, Visit, page_states, wait_for_widgets

from boardpuzzles.book import steppers
from boardpuzzles.chapters import CHAPTERS
from boardpuzzles.distance import bfs_queue_steps

#: The program each chapter steps, by its tracer (the chapters' registry, boardpuzzles.chapters).
TRACERS = [stepper.tracer for chapter in CHAPTERS for stepper in chapter.steppers]
#: The page of each stepper, by its tracer.
PAGES = {stepper.tracer: chapter.html(further=stepper.further) for chapter in CHAPTERS for stepper in chapter.steppers}

#: How many steps each test walks forward, one click at a time.
WALK = 25


def page_of(tracer: str) -> str:
    """The page (``book/NN_name.html``) of the stepper of ``tracer``, as the registry says; its stored widget state
    must hold it."""
    path = PAGES[tracer]
    if not any(model.get("state", {}).get("spec", {}).get("tracer") == tracer
               for state in page_states(path) for model in state["state"].values()):
        raise AssertionError(f"{path} has no stepper of {tracer}, though boardpuzzles.chapters puts it there")
    return path


def open_stepper(browser, url: str, tracer: str, viewport=None):
    visit = Visit(browser, url, viewport).open()
    assert wait_for_widgets(visit.page) == "ready"
    stepper = visit.page.locator(f'.kp-stepper[data-tracer="{tracer}"]')
    stepper.wait_for(timeout=60_000)
    stepper.scroll_into_view_if_needed()
    return visit, stepper


def current_line(stepper) -> int:
    lines = stepper.locator('[aria-current="step"]')
    assert lines.count() == 1, "exactly one line of the listing is the current step"
    return int(lines.get_attribute("data-line"))


def shows_step(stepper, number: int) -> None:
    """Wait until the stepper's step box says ``number``: the page has drawn that step (on a busy machine a
    click's answer may come late; the test waits for what the page says, never for a time)."""
    expect(stepper.get_by_label("step", exact=True)).to_have_value(str(number), timeout=30_000)


def changed_names(stepper) -> list[str]:
    return sorted(stepper.locator("tr.kp-changed th").all_text_contents())


@pytest.mark.parametrize("tracer", TRACERS)
def test_stepping_forward_follows_the_cpython_trace_line_by_line(browser, site_url, tracer):
    visit, stepper = open_stepper(browser, f"{site_url}/{page_of(tracer)}", tracer)
    try:
        values = json.loads(stepper.get_attribute("data-values"))
        trace = getattr(steppers, tracer)(**values)
        count = len(trace["steps"])
        assert stepper.locator(".kp-of").text_content() == f"of {count:,}"
        assert current_line(stepper) == trace["steps"][0]["line"]
        forward = stepper.get_by_role("button", name="step forward")
        for index in range(1, min(WALK, count)):
            forward.click()
            shows_step(stepper, index + 1)
            step = trace["steps"][index]
            assert current_line(stepper) == step["line"], f"step {index + 1}"
            assert changed_names(stepper) == sorted(step.get("set", {})), f"step {index + 1}"
        said = stepper.locator("p.kp-said[aria-live]").text_content()
        assert re.match(rf"Step {min(WALK, count)} of {count:,}: line \d+ ", said), said
        stepper.get_by_role("button", name="step to the end").click()
        shows_step(stepper, count)
        assert current_line(stepper) == trace["steps"][-1]["line"]
        assert stepper.get_by_label("step", exact=True).input_value() == str(count)
        stepper.get_by_role("button", name="step to the start").click()
        shows_step(stepper, 1)
        assert current_line(stepper) == trace["steps"][0]["line"]
        scene = stepper.locator(".kp-scene svg[role=img]")
        assert scene.get_attribute("aria-label"), "the scene has a text alternative"
        assert visit.errors == []
    finally:
        visit.close()


@pytest.mark.parametrize("tracer", TRACERS)
def test_stepping_by_the_algorithms_step_follows_the_package_to_the_end(browser, site_url, tracer):
    """"Step by" the algorithm's own step: forward goes from one to the next, each said as the package's algorithm
    takes it (its jumps, the squares leaving the queue and the queue behind them, the search's moves and take-backs,
    the walk, the disks' moves), both counts shown, to the program's end; back goes to the one before."""
    visit, stepper = open_stepper(browser, f"{site_url}/{page_of(tracer)}", tracer)
    try:
        values = json.loads(stepper.get_attribute("data-values"))
        trace = getattr(steppers, tracer)(**values)
        noun, nouns = steppers.ALGORITHM_STEPS[tracer]
        expected = list(ALGORITHMS[getattr(steppers, tracer)](**values))
        if trace["stopped"]:  # the search's first steps, as far as the trace goes
            expected = expected[:len(trace["algorithm_steps"])]
        assert expected, "the first setting shows the algorithm at work"
        stepper.get_by_label("step by").select_option(label=f"a {noun}")
        forward = stepper.get_by_role("button", name="step forward")
        count = stepper.locator(".kp-algorithm-count")
        said = stepper.locator("p.kp-said[aria-live]")
        queue = bfs_queue_steps(values["size"], values["a"], values["b"]) if tracer == "trace_distance" else []
        for k, (sentence, (at, _)) in enumerate(zip(expected, trace["algorithm_steps"]), start=1):
            if at == 0:  # the program's first step is one of the algorithm's (a recursion's first call): shown at once
                expect(count).to_have_text(f"1 of {len(expected):,} {nouns}")
                continue
            forward.click()
            expect(count).to_have_text(f"{k:,} of {len(expected):,} {noun if len(expected) == 1 else nouns}",
                                       timeout=30_000)
            assert said.text_content().startswith(
                f"{noun.capitalize()} {k:,} of {len(expected):,}. {sentence[0].upper()}{sentence[1:]}. Step "), (
                f"{tracer}, algorithm step {k}: {said.text_content()!r}")
            if queue:  # the queue behind the square that has just left it, in the package's order
                behind = queue[k - 2].queue[1:] if k > 1 else []
                words = " ".join(f"({r + 1} {c + 1})" for r, c in behind) or "empty"
                assert stepper.locator(".kp-queue").text_content() == f"queue: {words}", f"square {k}"
        forward.click()  # none left: the program's last step
        shows_step(stepper, len(trace["steps"]))
        assert forward.is_disabled()
        stepper.get_by_role("button", name="step back").click()
        shows_step(stepper, trace["algorithm_steps"][-1][0] + 1)
        assert visit.errors == []
    finally:
        visit.close()


@pytest.mark.parametrize("tracer, control, value", [("trace_offsets", "board size", 5), ("trace_circular", "disks", 2)])
def test_a_new_setting_is_traced_by_the_pages_python(browser, site_url, tracer, control, value):
    visit, stepper = open_stepper(browser, f"{site_url}/{page_of(tracer)}", tracer)
    try:
        values = json.loads(stepper.get_attribute("data-values"))
        name = {"board size": "size"}.get(control, control)
        expected = getattr(steppers, tracer)(**{**values, name: value})
        box = stepper.get_by_label(control, exact=True)
        box.fill(str(value))
        box.press("Enter")
        stepper.locator(".kp-of").filter(has_text=f"of {len(expected['steps']):,}").wait_for(timeout=120_000)
        if name == "size":  # 5×5 and 8×8 take as many steps: the new trace has come when its board is drawn
            stepper.locator(f'.kp-scene svg[aria-label^="The {value}×{value} board"]').wait_for(timeout=120_000)
        forward = stepper.get_by_role("button", name="step forward")
        for index in range(1, min(12, len(expected["steps"]))):
            forward.click()
            assert current_line(stepper) == expected["steps"][index]["line"]
        assert visit.errors == []
    finally:
        visit.close()


def test_the_first_setting_steps_from_a_file(browser):
    tracer = "trace_offsets"
    visit, stepper = open_stepper(browser, (SITE / page_of(tracer)).as_uri(), tracer)
    try:
        first = current_line(stepper)
        stepper.get_by_role("button", name="step forward").click()
        stepper.get_by_role("button", name="step forward").click()
        assert current_line(stepper) != first
        assert stepper.locator("tbody tr").count() >= 3
    finally:
        visit.close()


def test_a_question_asks_which_line_runs_after_a_jump_teaches_and_keeps_the_focus(browser, site_url):
    """Asked where the program jumps: a wrong answer gets a hint and a second try, the right one its reason, and the
    focus stays in the stepper (on "step forward" once answered)."""
    tracer = "trace_offsets"
    visit, stepper = open_stepper(browser, f"{site_url}/{page_of(tracer)}", tracer)
    try:
        values = json.loads(stepper.get_attribute("data-values"))
        trace = getattr(steppers, tracer)(**values)
        toggle = stepper.get_by_role("button", name="ask me where the program jumps")
        toggle.click()
        assert toggle.get_attribute("aria-pressed") == "true"
        forward = stepper.get_by_role("button", name="step forward")
        question = stepper.get_by_role("group", name="which line runs next?")
        for _ in trace["steps"]:
            forward.click()
            if question.is_visible():
                break
        else:
            pytest.fail("stepping to the end never asked which line runs next")
        index = int(stepper.get_by_label("step", exact=True).input_value()) - 1
        here, right = trace["steps"][index]["line"], trace["steps"][index + 1]["line"]
        assert right != here + 1 and current_line(stepper) == here
        asked = question.locator(".kp-predict-text").text_content()
        assert asked == f"Line {here} runs next. Which line runs after it?"
        focus_in = "(selector) => document.activeElement.closest(selector) !== null"
        assert visit.page.evaluate(focus_in, ".kp-predict"), "the question takes the focus"
        wrong = [b for b in question.get_by_role("button").all() if not b.text_content().startswith(f"line {right}:")]
        assert wrong, "the question offers more than the right answer"
        wrong[0].click()
        hint = stepper.locator(".kp-predict-hint").text_content()
        assert hint.startswith("Not line ") and hint.endswith("Try again.") and f"line {right}" not in hint, hint
        assert current_line(stepper) == here, "a wrong answer does not step"
        assert visit.page.evaluate(focus_in, ".kp-predict"), "after a wrong answer the focus stays on the question"
        question.get_by_role("button", name=re.compile(f"^line {right}:")).click()
        verdict = stepper.locator(".kp-verdict").text_content()
        assert verdict.startswith(f"Right: line {right}. ") and f"line {here}" in verdict.lower(), verdict
        assert current_line(stepper) == right
        assert visit.page.evaluate("() => document.activeElement.getAttribute('aria-label')") == "step forward"
        assert visit.page.evaluate(focus_in, ".kp-stepper"), "the focus stays in the stepper"
    finally:
        visit.close()


def test_on_a_phone_the_listing_wraps_and_every_whole_value_can_be_shown(browser, site_url):
    """At 390 px no line of the listing scrolls out of sight (its comments included), and "show whole values" puts
    each variable's whole value in view, a long list's end too, from step to step; no title tooltip needed."""
    tracer = "trace_backtracking"
    visit, stepper = open_stepper(browser, f"{site_url}/{page_of(tracer)}", tracer, {"width": 390, "height": 800})
    try:
        listing = stepper.locator(".kp-listing")
        assert listing.evaluate("e => e.scrollWidth <= e.clientWidth + 1"), "the listing scrolls sideways on a phone"
        stepper.get_by_label("step", exact=True).fill("12")
        stepper.get_by_label("step", exact=True).press("Enter")
        shows_step(stepper, 12)
        clipped = "(table) => [...table.querySelectorAll('td')].filter(td => td.scrollWidth > td.clientWidth + 1)" \
                  ".map(td => td.previousElementSibling.textContent)"
        table = stepper.locator(".kp-vars")
        assert table.evaluate(clipped), "no value is long enough to be cut at 390 px: the check would read nothing"
        whole = stepper.get_by_role("button", name="show whole values")
        whole.click()
        assert whole.get_attribute("aria-pressed") == "true"
        assert table.evaluate(clipped) == [], "a value is still cut off"
        stepper.get_by_role("button", name="step forward").click()
        shows_step(stepper, 13)
        assert table.evaluate(clipped) == [], "a value is cut off again after a step"
    finally:
        visit.close()
