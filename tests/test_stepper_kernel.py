"""The program stepper in a kernel, without a browser: the real widget's front end (its ``_esm``) under Node, the
real Python widget behind it, and the messages a widget manager would carry between them (tests/js/kernel_bridge.mjs).

What the reader sees must follow what they set, whatever the order: the box, the table of variables and the
note all of one setting, and never a "Tracing…" that no trace will end.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import uuid
from pathlib import Path

import pytest

from boardpuzzles.book import steppers
from boardpuzzles.book.stepper import Stepper, step_through, traced

BRIDGE = Path(__file__).parent / "js" / "kernel_bridge.mjs"

pytestmark = pytest.mark.skipif(shutil.which("node") is None, reason="the bridge runs the widget's front end in Node")


class FakeComm:
    """The kernel's end of a widget's comm: what the widget sends is kept for the front end, in order."""

    def __init__(self):
        self.comm_id = uuid.uuid4().hex
        self.sent: list[dict] = []
        self.handler = None

    def on_msg(self, handler):
        self.handler = handler

    def send(self, data=None, buffers=None, **_):
        self.sent.append(data)

    def close(self, *_, **__):
        pass


class Kernel:
    """A Stepper widget in this kernel, its front end rendered in Node, and every message carried between them."""

    def __init__(self, widget: Stepper, tmp_path: Path):
        self.widget = widget
        self.comm = FakeComm()
        widget.comm = self.comm  # ipywidgets registers its message handler on the new comm
        module = tmp_path / "widget.mjs"
        module.write_text(widget._esm, encoding="utf-8")
        self.node = subprocess.Popen(["node", str(BRIDGE), str(module)], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=subprocess.PIPE, text=True, cwd=BRIDGE.parent)
        self.view = self.order({"state": widget.get_state()})

    def order(self, order: dict) -> dict:
        """Give the front end one order; carry its messages to the kernel, the kernel's back, until all is said."""
        self.node.stdin.write(json.dumps(order) + "\n")
        self.node.stdin.flush()
        answer = self.node.stdout.readline()
        if not answer:
            self.node.kill()
            raise AssertionError(f"the front end stopped: {self.node.stderr.read()}")
        answer = json.loads(answer)
        for message in answer["sent"]:  # the front end's messages, through the widget's own handler
            self.comm.handler({"content": {"data": message}, "buffers": []})
        for message in self.comm.sent[:]:
            self.comm.sent.remove(message)
            if message["method"] in ("update", "custom"):  # an echo_update only confirms what the front end set
                self.order({"kernel": message})
                answer["view"] = self.view
        self.view = answer["view"]
        return self.view

    def type(self, name: str, value: int) -> dict:
        return self.order({"type": [name, value]})

    def close(self):
        self.node.stdin.close()
        self.node.wait(timeout=10)


@pytest.fixture
def kernel(monkeypatch, tmp_path):
    monkeypatch.delenv("BOARDPUZZLES_STATIC_SITE", raising=False)  # make test sets it, as the build does
    made = []

    def start(tracer, controls, initial):
        widget = step_through(tracer, controls, initial=initial)
        assert widget.mode == "kernel"
        made.append(Kernel(widget, tmp_path))
        return made[-1]

    yield start
    for each in made:
        each.close()


def shows(view: dict, tracer, values: dict) -> None:
    """The reader sees ``values``' trace at its first step: in the boxes, the note, the step count and the table."""
    trace = traced(tracer, values)
    assert view["boxes"] == {name: str(value) for name, value in values.items()}
    ending = trace["error"] or trace["stopped"] or f"It returns {trace['result']}."
    assert view["note"] == ending, f"the note of {values}"
    if trace["steps"]:
        assert view["of"] == f"of {len(trace['steps']):,}"
        assert view["step"] == "1"
        call = trace["calls"][trace["steps"][0]["call"]]
        assert view["caption"] == f"Variables of {call['name']}"
        assert view["variables"] == [list(item) for item in trace["steps"][0]["set"].items()], f"the table of {values}"


def test_a_stepper_in_a_kernel_goes_back_to_its_first_setting_and_on_again(kernel):
    """The issue's bug 2: 1 → 2 → 1 → 2 left "Tracing…" with the box at 2 and the table at 1."""
    run = kernel(steppers.trace_circular, {"disks": range(1, 6)}, {"disks": 1})
    shows(run.view, steppers.trace_circular, {"disks": 1})
    for disks in (2, 1, 2, 1, 3, 1):
        shows(run.type("disks", disks), steppers.trace_circular, {"disks": disks})
        assert run.widget.values == {"disks": disks}, "the kernel's setting is the box's"
        assert run.widget.trace == traced(steppers.trace_circular, {"disks": disks})


def test_a_stepper_in_a_kernel_ends_its_tracing_when_two_settings_trace_alike(kernel):
    """Two rows off a 3×3 board are one sentence: the trace does not change, and the note must still end."""
    run = kernel(steppers.trace_offsets, {"size": range(1, 9), "row": range(1, 9), "column": range(1, 9)},
                 {"size": 3, "row": 1, "column": 1})
    shows(run.type("row", 4), steppers.trace_offsets, {"size": 3, "row": 4, "column": 1})
    shows(run.type("row", 5), steppers.trace_offsets, {"size": 3, "row": 5, "column": 1})
    shows(run.type("row", 2), steppers.trace_offsets, {"size": 3, "row": 2, "column": 1})
    shows(run.type("row", 1), steppers.trace_offsets, {"size": 3, "row": 1, "column": 1})


def test_the_bridge_carries_a_step_forward_and_a_new_setting(kernel):
    """The bridge itself: the front end's steps stay in the page, a new setting goes to the kernel and back."""
    run = kernel(steppers.trace_recursive, {"disks": range(1, 6)}, {"disks": 2})
    assert run.order({"click": "step forward"})["step"] == "2"
    assert run.widget.values == {"disks": 2}
    run.type("disks", 3)
    assert run.widget.values == {"disks": 3}
    assert run.view["of"] == f"of {len(steppers.trace_recursive(disks=3)['steps']):,}"
