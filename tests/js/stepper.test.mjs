// The program stepper (src/boardpuzzles/book/stepper.js): its pure logic, on a trace as boardpuzzles.book.tracing
// writes it (tests/test_tracing.py checks the Python side against CPython's own trace).
import assert from "node:assert/strict";
import { test } from "node:test";
import { FakeDocument, fakeModel, liveFailingOnce, runNext, withTimers } from "./fake_dom.mjs";
import { squareText } from "../../src/boardpuzzles/book/kit.js";
import stepper, { choicesFor, isJump, stateAt, stepSentence } from "../../src/boardpuzzles/book/stepper.js";
import { sceneText } from "../../src/boardpuzzles/book/scene.js";

// A made-up trace of a loop: line 2 runs twice, line 4 returns; one call, then a nested one.
const TRACE = {
  listing: ["def f(n):", "    total = 0", "    for k in range(n):", "        total += k", "    return total"],
  calls: [{ name: "f", args: "n=2" }, { name: "g", args: "x=1" }],
  steps: [
    { line: 2, call: 0, set: { n: "2" } },
    { line: 3, call: 0, set: { total: "0" } },
    { line: 4, call: 0, set: { k: "0" } },
    { line: 3, call: 0 },
    { line: 2, call: 1, stack: [0, 1], set: { x: "1" } },
    { line: 4, call: 0, set: { k: "1" } },
    { line: 5, call: 0, set: { total: "1" }, gone: ["k"] },
    { line: 5, call: 0, event: "return", value: "1" },
  ],
  scenes: [],
};

test("a step's variables are its call's, as the steps so far set them, with what the last line changed", () => {
  const state = stateAt(TRACE, 5);
  assert.deepEqual([...state.vars], [["n", "2"], ["total", "0"], ["k", "1"]]);
  assert.deepEqual([...state.changed], ["k"]);
  assert.deepEqual(stateAt(TRACE, 4).stack, [0, 1]);
  assert.deepEqual([...stateAt(TRACE, 4).vars], [["x", "1"]]);
  assert.deepEqual([...stateAt(TRACE, 6).vars], [["n", "2"], ["total", "1"]]);
});

test("a jump is any step that does not go on to the next line", () => {
  assert.deepEqual(TRACE.steps.map((_, i) => isJump(TRACE, i)), [false, false, true, true, true, false, true, false]);
});

test("a question offers the right line and others it could be, in listing order, never a blank line", () => {
  const choices = choicesFor(TRACE, 2);
  assert.ok(choices.includes(3) && choices.length >= 2 && choices.length <= 3);
  assert.deepEqual([...choices].sort((a, b) => a - b), choices);
  assert.ok(choices.every((line) => line >= 1 && line <= TRACE.listing.length));
});

test("a step is said in one short sentence: where it is and what changed", () => {
  assert.equal(stepSentence(TRACE, 2), "Step 3 of 8: line 4 runs next; k is 0.");
  assert.equal(stepSentence(TRACE, 7), "Step 8 of 8: line 5 returns 1.");
});

// Made-up kinds of mark, as a spec sends them (the book's own are boardpuzzles.book.steppers.MARKS, in one home).
const MARKS = {
  stone: { words: "a stone on {at}", shape: "disc" },
  hop: { words: "hop {text} lands on {at}", shape: null },
  away: { words: "{at} is {text} hops away", shape: "box" },
  maybe: { words: "{at} may be next, ${text}", shape: "dashed" },
};

test("a scene reads as words, each mark in its kind's words: squares 1-based, the queue, the pegs", () => {
  assert.equal(squareText([0, 2]), "(1 3)");
  assert.equal(sceneText({ board: 3, marks: [[0, 0, "", "stone"], [2, 1, "1", "hop"], [-2, 1, "2", "hop"]] }, MARKS),
    "The 3×3 board: a stone on (1 1); hop 1 lands on (3 2); hop 2 lands on (-1 2).");
  assert.equal(sceneText({ board: 2, marks: [[0, 0, "0", "away"]], queue: [[0, 0]], ring: [0, 0] }, MARKS),
    "The 2×2 board: (1 1) is 0 hops away; the program looks at (1 1); the queue holds (1 1).");
  assert.equal(sceneText({ board: 2, marks: [[1, 1, "$&", "maybe"]] }, MARKS), "The 2×2 board: (2 2) may be next, $$&.",
    "a label is put in as it is");
  assert.equal(sceneText({ pegs: [[2, 1], [], []], disks: 2 }, MARKS), "Peg 1: disks 2 1; peg 2: empty; peg 3: empty.");
  // the moving disk is told in words, not by its colour alone
  assert.equal(sceneText({ pegs: [[2], [1], []], disks: 2, moving: 1 }, MARKS),
    "Peg 1: disks 2; peg 2: disks 1; peg 3: empty; disk 1, in red, is the disk that moves.");
  assert.equal(sceneText(null, MARKS), "Nothing drawn yet.");
});

// --- render(), on a fake page ------------------------------------------------------------------

// The trace above, with scenes: a board with a stone and a hop, then the same with a queue and a ring.
const SCENES = [
  { board: 3, margin: 0, marks: [[0, 0, "", "stone"], [2, 1, "1", "hop"]] },
  { board: 3, margin: 1, marks: [[1, 1, "0", "away"], [0, 2, "1", "maybe"]], queue: [[1, 1], [0, 2]], ring: [1, 1] },
];
const TRACED = { ...TRACE, function: "f", result: "1", error: null, stopped: null, scenes: SCENES,
  steps: TRACE.steps.map((step, i) => ({ ...step, ...(i >= 1 ? { scene: i >= 5 ? 1 : 0 } : {}) })) };
const N = { name: "n", label: "n", kind: "number", min: 1, max: 5, step: 1 };
const SPEC = { controls: [N], tracer: "trace_f", code: "def trace_f(n): ...", call: "trace_f_as_json", predict: true,
  name: "a loop", timeout_ms: 10000, marks: MARKS };

function mount(state, { live, reducedMotion = false } = {}) {
  globalThis.document = new FakeDocument();
  globalThis.window = { knightsLive: live, matchMedia: () => ({ matches: reducedMotion }) };
  const el = document.createElement("div");
  const widget = fakeModel({ mode: "kernel", spec: SPEC, values: { n: 2 }, trace: TRACED, ...state });
  const dispose = stepper.render({ model: widget, el });
  const root = el.querySelector(".kp-stepper");
  const button = (name) => root.querySelectorAll(".kp-player button").find((b) => b.getAttribute("aria-label") === name);
  const shown = () => ({
    line: Number(root.querySelector('[aria-current="step"]').getAttribute("data-line")),
    vars: root.querySelectorAll(".kp-vars tbody tr").map((row) => [row.querySelector("th").textContent,
      row.querySelector("td").getAttribute("title"), row.classList.contains("kp-changed")]),
    scene: root.querySelector(".kp-scene svg").getAttribute("aria-label"),
    step: root.querySelector("input#" + root.querySelector(".kp-player label").getAttribute("for")).value,
  });
  return { el, root, widget, dispose, button, shown, said: root.querySelector("p.kp-said"),
    note: root.querySelector(".kp-note"), box: root.querySelector(".kp-controls input[type=number]") };
}

// Let the page's Python (a fake) answer.
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

test("render() shows the listing with the line that runs next, the variables, the scene and the step count", () => {
  const view = mount({});
  assert.equal(view.root.getAttribute("aria-label"), "program stepper: a loop");
  assert.equal(view.root.dataset.tracer, "trace_f");
  assert.equal(view.root.querySelectorAll(".kp-listing .kp-line").length, 5);
  assert.equal(view.root.querySelectorAll('[aria-current="step"]').length, 1, "one line is the current step");
  assert.deepEqual(view.shown(), { line: 2, vars: [["n", "2", true]], scene: "Nothing drawn yet.", step: "1" });
  assert.equal(view.root.querySelector(".kp-of").textContent, "of 8");
  assert.equal(view.note.textContent, "It returns 1.");
  assert.equal(view.said.textContent, "", "the first step is not announced");
  assert.equal(view.button("step back").disabled, true);
  view.button("step forward").click();
  assert.deepEqual(view.shown(), { line: 3, vars: [["n", "2", false], ["total", "0", true]],
    scene: "The 3×3 board: a stone on (1 1); hop 1 lands on (3 2).", step: "2" });
  assert.equal(view.said.textContent, "Step 2 of 8: line 3 runs next; total is 0.");
  const svg = view.root.querySelector(".kp-scene svg");
  assert.equal(svg.querySelectorAll("rect").length, 9, "a 3×3 board, no margin");
  assert.equal(svg.querySelectorAll("circle.kp-mark-stone").length, 1, "a disc, as its kind says");
  assert.deepEqual(svg.querySelectorAll("text").map((text) => [text.textContent, text.getAttribute("class")]),
    [["1", "kp-label-hop"]]);
  assert.equal(view.root.querySelector(".kp-queue").textContent, "");
  assert.equal(view.root.querySelector(".kp-stack").hidden, true, "one call: no list of calls");
  view.button("step to the end").click();
  assert.equal(view.shown().line, 5);
  assert.equal(view.shown().step, "8");
  assert.equal(view.said.textContent, "Step 8 of 8: line 5 returns 1.");
  assert.equal(view.button("step forward").disabled, true);
  view.button("step back").click();
  const last = view.root.querySelector(".kp-scene svg");
  assert.equal(last.querySelectorAll("rect.kp-mark-away").length, 1);
  assert.equal(last.querySelectorAll("rect.kp-mark-maybe").length, 1);
  assert.equal(last.querySelectorAll("rect.kp-ring").length, 1);
  assert.equal(last.querySelectorAll("rect").length, 25 + 3, "a margin of one square round the board");
  assert.equal(view.root.querySelector(".kp-queue").textContent, "queue: (2 2) (1 3)");
  assert.match(view.shown().scene, /the program looks at \(2 2\); the queue holds \(2 2\) \(1 3\)\.$/);
  // a step typed in its box
  const step = view.root.querySelector(".kp-player input[type=number]");
  step.value = "5";
  step.dispatch("change");
  assert.deepEqual(view.shown(), { line: 2, vars: [["x", "1", true]], scene: view.shown().scene, step: "5" });
  const stack = view.root.querySelector(".kp-stack");
  assert.equal(stack.hidden, false);
  assert.deepEqual(stack.querySelectorAll("li").map((li) => [li.textContent, li.getAttribute("aria-current")]),
    [["f(n=2)", null], ["g(x=1)", "true"]]);
  step.value = "9";
  step.dispatch("change");
  assert.equal(step.getAttribute("aria-invalid"), "true", "past the last step: said on the box");
  assert.equal(view.shown().line, 2);
  view.button("step to the start").click();
  assert.equal(view.shown().line, 2);
  view.root.querySelector(".kp-describe").click();
  assert.equal(view.said.textContent, "Step 1 of 8: line 2 runs next; n is 2. Line 2 reads: total = 0. Variables: n = 2." +
    " Nothing drawn yet.");
  view.dispose();
  assert.equal(view.widget.listeners["change:trace"], undefined);
});

test("render() plays to the end and stops; asks which line runs next where the program jumps", () => {
  withTimers((timers) => {
    const view = mount({});
    const play = view.button("play");
    assert.equal(view.root.querySelector(".kp-player select").value, "700", "the kit's normal speed");
    play.click();
    assert.equal(play.getAttribute("aria-label"), "pause");
    while (runNext(timers, false));
    assert.equal(view.shown().line, 5, "it played to the last step");
    assert.equal(play.getAttribute("aria-label"), "play");
    assert.equal(view.said.textContent, "Step 8 of 8: line 5 returns 1.", "stopped: the whole step is said");
    view.button("step to the start").click();
    const toggle = view.root.querySelector(".kp-ask-toggle");
    toggle.click();
    assert.equal(toggle.getAttribute("aria-pressed"), "true");
    view.button("step forward").click();
    view.button("step forward").click();
    view.button("step forward").click(); // step 3 runs line 4, then line 3: a jump, so it asks
    const question = view.root.querySelector(".kp-predict");
    assert.equal(question.hidden, false);
    assert.equal(view.shown().line, 4, "not yet stepped");
    const choices = question.querySelectorAll("button");
    assert.ok(choices.some((choice) => choice.textContent.startsWith("line 3: ")));
    choices.find((choice) => choice.textContent.startsWith("line 3: ")).click();
    assert.equal(view.shown().line, 3);
    assert.match(view.said.textContent, /^Right: line 3 runs next\. Step 4 of 8/);
  });
});

test("in a kernel, a new setting goes to Python, and its trace is shown when it comes", () => {
  const view = mount({});
  view.box.value = "3";
  view.box.dispatch("change");
  assert.deepEqual(view.widget.saved, [{ n: 3 }]);
  assert.equal(view.note.textContent, "Tracing…");
  view.box.value = "7";
  view.box.dispatch("change");
  assert.equal(view.box.getAttribute("aria-invalid"), "true", "outside the setting's range: said on its box");
  assert.deepEqual(view.widget.saved, [{ n: 3 }]);
  view.widget.state.trace = { ...TRACED, steps: TRACED.steps.slice(0, 3), result: "0" };
  view.widget.listeners["change:trace"]();
  assert.equal(view.root.querySelector(".kp-of").textContent, "of 3");
  assert.equal(view.note.textContent, "It returns 0.");
});

// Bug 1 of issue 36: the stepper marked its tracer as given to the page's Python before live.setup succeeded,
// while live.js keeps only the setups that succeeded; after one failed start every setting said NameError.
test("on the website, a setup that failed once is asked for again, and the next setting is traced", async () => {
  const { live, asked } = liveFailingOnce((name, values) =>
    JSON.stringify({ ...TRACED, steps: TRACED.steps.slice(0, values.n), result: String(values.n) }));
  const view = mount({ mode: "static" }, { live });
  view.box.value = "3";
  view.box.dispatch("change");
  assert.equal(view.note.textContent, "Tracing with the page's Python…");
  await settle();
  assert.equal(view.note.textContent, "Python could not start (its worker did not load).");
  view.box.value = "4";
  view.box.dispatch("change");
  await settle();
  assert.equal(view.note.textContent, "It returns 4.", "traced once the setup is given again");
  assert.equal(view.root.querySelector(".kp-of").textContent, "of 4");
  assert.equal(asked.setups, 2);
  view.box.value = "2";
  view.box.dispatch("change");
  assert.equal(view.root.querySelector(".kp-of").textContent, "of 8", "the stored setting needs no Python");
});
