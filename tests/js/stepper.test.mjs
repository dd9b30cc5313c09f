// The program stepper (src/boardpuzzles/book/stepper.js): its pure logic, on a trace as boardpuzzles.book.tracing
// writes it (tests/test_tracing.py checks the Python side against CPython's own trace).
import assert from "node:assert/strict";
import { test } from "node:test";
import { FakeDocument, fakeModel, fakeWindow, liveFailingOnce, runNext, withTimers } from "./fake_dom.mjs";
import { squareText } from "../../src/boardpuzzles/book/kit.js";
import stepper, {
  choicesFor, counted, isJump, jumpReason, nextStatementLine, printedMoments, readerArgs, shownValue, stateAt,
  stepSentence,
} from "../../src/boardpuzzles/book/stepper.js";
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

test("what the program counts from 0 is shown from 1, the program's own value beside it", () => {
  assert.equal(counted("square", "(3, 4)"), "(4 5)");
  assert.equal(counted("square", "deque([(0, 0), (1, 2)])"), "deque([(1 1), (2 3)])");
  assert.equal(counted("square", "{(0, 0): None, (1, 2): (0, 0)}"), "{(1 1): None, (2 3): (1 1)}");
  assert.equal(counted("square", "deque([(0, 0), (1, 2), … (3, 4)])"), "deque([(1 1), (2 3), … (4 5)])",
    "a long value keeps its two ends: the queue's back too");
  assert.equal(counted("square", "None"), null);
  assert.equal(counted("number", "0"), "1");
  assert.equal(counted("number", "-2"), "-1", "a row off the board, as the program has it");
  assert.equal(counted("index", "[[11, 7], [12, 8], … [7, 13]]", 5), "[[(3 2), (2 3)], [(3 3), (2 4)], … [(2 3), (3 4)]]");
  assert.equal(counted("index", "11", 5), "(3 2)");
  assert.equal(counted("index", "11", NaN), null, "no size, no squares");
  assert.deepEqual(shownValue("square", "(3, 4)", { square: "square" }), { text: "(4 5)", program: "(3, 4)" });
  assert.deepEqual(shownValue("total", "7", { square: "square" }), { text: "7", program: null });
  const trace = { listing: ["a", "b"], calls: [{ name: "f", args: "" }],
    steps: [{ line: 1, call: 0, set: { size: "5" } }, { line: 2, call: 0, set: { square: "11" } }], scenes: [] };
  assert.equal(stepSentence(trace, 1, { square: "index" }), "Step 2 of 2: line 2 runs next; square is (3 2).");
  assert.equal(stepSentence(trace, 1), "Step 2 of 2: line 2 runs next; square is 11.");
});

// Made-up kinds of mark, as a spec sends them (the book's own are boardpuzzles.book.steppers.MARKS, in one home).
const MARKS = {
  stone: { words: "a stone on {at}", shape: "disc" },
  hop: { words: "hop {text} lands on {at}", shape: null },
  away: { words: "{at} is {text} hops away", shape: "box" },
  maybe: { words: "{at} may be next, ${text}", shape: "dashed" },
};

test("a call's arguments the program counts from 0 are listed from 1, the program's own beside them", () => {
  const counting = { source: "number", target: "number", spare: "number", start: "square" };
  assert.equal(readerArgs("disks=2, source=0, target=2, spare=1", counting),
    "disks=2, source=1 (Python: 0), target=3 (Python: 2), spare=2 (Python: 1)");
  assert.equal(readerArgs("size=5, start=(0, 4), order=((1, 2), (2, 1)), budget=None", counting),
    "size=5, start=(1 5) (Python: (0, 4)), order=((1, 2), (2, 1)), budget=None", "a square's comma stays in it");
  assert.equal(readerArgs("", counting), "");
  assert.equal(readerArgs("n=2", {}), "n=2");
});

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
  globalThis.window = fakeWindow({ knightsLive: live, matchMedia: () => ({ matches: reducedMotion }) });
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

test("on paper: the first and last steps with a scene, two between, at the algorithm's own steps if any", () => {
  assert.deepEqual(printedMoments(TRACED), [1, 3, 5, 7], "step 1 has no scene yet");
  const own = { ...TRACED, algorithm_steps: [[2, "a"], [4, "b"], [6, "c"]] };
  assert.deepEqual(printedMoments(own), [1, 4, 6, 7]);
  assert.deepEqual(printedMoments({ ...own, algorithm_steps: [[4, "b"]] }), [1, 3, 5, 7], "too few of its own");
  assert.deepEqual(printedMoments({ ...TRACED, steps: TRACED.steps.slice(0, 3) }), [1, 2]);
  assert.deepEqual(printedMoments({ ...TRACED, steps: [] }), []);
});

test("render() draws the printed moments before printing only, from the trace shown then", () => {
  const view = mount({});
  assert.equal(view.root.querySelector(".kp-moments"), null, "nothing is made before printing");
  window.dispatch("beforeprint");
  const moments = view.root.querySelector(".kp-moments");
  assert.equal(moments.querySelector(".kp-moments-title").textContent,
    "The run for n 2: 4 of its 8 steps. It returns 1.");
  const figures = moments.querySelectorAll(".kp-moment");
  assert.deepEqual(figures.map((figure) => figure.querySelector("svg").querySelectorAll("rect").length),
    [9, 9, 25 + 3, 25 + 3]);
  assert.equal(figures[0].querySelector("figcaption").textContent,
    "Step 2 of 8: line 3 runs next; total is 0. Line 3 reads: for k in range(n):");
  assert.equal(figures[3].querySelector("figcaption").textContent,
    "Step 8 of 8: line 5 returns 1. Line 5 reads: return totalqueue: (2 2) (1 3)");
  window.dispatch("beforeprint");
  assert.equal(view.root.querySelectorAll(".kp-moment").length, 4, "made afresh, not added to");
  view.dispose();
  assert.deepEqual(window.listeners.beforeprint, [], "a widget taken off the page stops listening");
});

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
  assert.deepEqual(svg.querySelectorAll("text").filter((text) => text.getAttribute("class") !== "kp-axis")
    .map((text) => [text.textContent, text.getAttribute("class")]), [["1", "kp-label-hop"]]);
  assert.deepEqual(svg.querySelectorAll("text.kp-axis").map((text) => text.textContent), ["1", "1", "2", "2", "3", "3"],
    "the rows and the columns numbered from 1");
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
  // whole values: one press, kept from step to step
  const whole = view.root.querySelector(".kp-whole-toggle");
  assert.equal(whole.textContent, "show whole values");
  assert.equal(view.root.querySelector(".kp-vars").classList.contains("kp-whole"), false, "one line a variable at first");
  whole.click();
  view.button("step forward").click();
  view.button("step back").click();
  assert.equal(whole.getAttribute("aria-pressed"), "true");
  assert.equal(view.root.querySelector(".kp-vars").classList.contains("kp-whole"), true, "kept after stepping");
  view.root.querySelector(".kp-describe").click();
  assert.equal(view.said.textContent, "Step 1 of 8: line 2 runs next; n is 2. Line 2 reads: total = 0. Variables: n = 2." +
    " Nothing drawn yet.");
  view.dispose();
  assert.equal(view.widget.listeners["change:trace"], undefined);
});

test("render() shows a variable the program counts from 0 from 1, the program's value beside it", () => {
  const view = mount({ spec: { ...SPEC, counting: { k: "number" } } });
  view.button("step forward").click();
  view.button("step forward").click(); // line 4 runs next, k is 0
  const cell = view.root.querySelectorAll(".kp-vars tbody tr").find((row) => row.querySelector("th").textContent === "k")
    .querySelector("td");
  assert.equal(cell.textContent.replace(" (just changed)", ""), "1 (Python: 0)");
  assert.equal(view.said.textContent, "Step 3 of 8: line 4 runs next; k is 1.");
  view.root.querySelector(".kp-describe").click();
  assert.match(view.said.textContent, /Variables: n = 2; total = 0; k = 1 \(Python: 0\)\./);
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
    assert.match(view.said.textContent, /^Step 8 of 8: line 5 returns 1\. Line 5 reads: return total\. Variables: n = 2; /,
      "stopped: the whole step is described, as 'describe this step' says it");
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
    assert.equal(question.querySelector(".kp-predict-text").textContent, "Line 4 runs next. Which line runs after it?");
    const choices = question.querySelectorAll("button");
    const choice = (line) => choices.find((button) => button.textContent.startsWith(`line ${line}: `));
    assert.ok(choice(3) && choice(5), choices.map((button) => button.textContent));
    assert.equal(document.activeElement, choices[0], "the question takes the focus");
    // a wrong answer: a hint without the line, a second try, the focus on a choice still open
    choice(5).click();
    assert.equal(choice(5).disabled, true);
    assert.equal(question.querySelector(".kp-predict-hint").textContent,
      "Not line 5. Line 4 is the last line of the loop's body. Try again.");
    assert.equal(view.said.textContent, question.querySelector(".kp-predict-hint").textContent);
    assert.equal(view.shown().line, 4, "not yet stepped");
    assert.ok(question.querySelectorAll("button").includes(document.activeElement) && !document.activeElement.disabled);
    // the right one: the reason, one step on, the focus on "step forward"
    choice(3).click();
    assert.equal(view.shown().line, 3);
    assert.match(view.said.textContent, /^Right: line 3\. Line 4 is the last line of the loop's body, so the loop goes back to line 3 for its next round\. Step 4 of 8/);
    assert.equal(document.activeElement, view.button("step forward"), "the focus stays in the stepper");
    // the next jump (line 3 calls g): two wrong answers give the line and its reason
    view.button("step forward").click();
    const again = question.querySelectorAll("button").filter((button) => !button.textContent.startsWith("line 2: "));
    again[0].click();
    again[1].click();
    assert.match(view.said.textContent, /^Not line \d either: line 2\. Line 3 calls g\(x=1\), so the program goes into that call, at line 2\./);
    assert.equal(view.shown().line, 2);
  });
});

test("render() steps by the algorithm's own step: forward, back and Play go from one to the next, both counts shown", () => {
  withTimers((timers) => {
    const trace = { ...TRACED, algorithm_steps: [[2, "hop one is tried"], [5, "hop two is tried"]] };
    const view = mount({ spec: { ...SPEC, algorithm: ["hop tried", "hops tried"] }, trace });
    const count = () => view.root.querySelector(".kp-algorithm-count").textContent;
    const pace = view.root.querySelector("select.kp-pace");
    const label = view.root.querySelector(`label[for="${pace.getAttribute("id")}"]`);
    assert.equal(label.textContent.trim(), "step by", "the choice is named");
    assert.deepEqual(pace.querySelectorAll("option").map((option) => option.textContent), ["a line", "a hop tried"]);
    assert.equal(count(), "0 of 2 hops tried");
    view.button("step forward").click(); // a line at a time, at first
    assert.equal(view.shown().step, "2");
    pace.value = "algorithm";
    pace.dispatch("change");
    assert.match(view.said.textContent, /^Forward, back and Play now go by hops tried: 2 in all\./);
    view.button("step forward").click();
    assert.equal(view.shown().step, "3", "to the step that shows the first hop");
    assert.equal(count(), "1 of 2 hops tried");
    assert.equal(view.said.textContent, "Hop tried 1 of 2. Hop one is tried. Step 3 of 8: line 4 runs next; k is 0.");
    view.button("step forward").click();
    assert.equal(view.shown().step, "6");
    assert.equal(count(), "2 of 2 hops tried");
    view.button("step forward").click();
    assert.equal(view.shown().step, "8", "no hop left: the program's end");
    view.button("step back").click();
    assert.equal(view.shown().step, "6");
    view.button("step back").click();
    view.button("step back").click();
    assert.equal(view.shown().step, "1", "no hop before the first: the start");
    view.button("play").click();
    const seen = [];
    while (runNext(timers, false)) seen.push(view.shown().step);
    assert.deepEqual([...new Set(seen)], ["3", "6", "8"], "Play goes hop by hop, then to the end");
    pace.value = "line";
    pace.dispatch("change");
    view.button("step back").click();
    assert.equal(view.shown().step, "7", "a line at a time again");
    assert.equal(count(), "2 of 2 hops tried");
  });
});

test("the reason for a jump names what the line does: a loop round, a false test, a break, a call, a return", () => {
  const listing = ["def f(xs):", "    for x in xs:", "        if x:", "            break", "        # none", "    else:",
    "        return 0", "    while xs:", "        xs.pop()", "    return 1"];
  const steps = (...lines) => lines.map(([line, extra]) => ({ line, call: 0, ...extra }));
  const trace = (...lines) => ({ listing, calls: [{ name: "f", args: "xs=[1]" }], steps: steps(...lines), scenes: [] });
  assert.equal(jumpReason(trace([3], [2]), 0).reason, "The test on line 3 is false this time, and nothing of the " +
    "loop's body comes after it, so the loop goes back to line 2 for its next round.");
  assert.equal(jumpReason(trace([4], [8]), 0).reason,
    "Line 4 is a break: it leaves the loop, and the program goes on after the loop, at line 8.");
  assert.equal(jumpReason(trace([2], [7]), 0).reason,
    "The loop on line 2 has no round left, so its body is skipped: its else block runs, from line 7.");
  assert.equal(jumpReason(trace([8], [10]), 0).hint, "The loop on line 8 has no round left.");
  assert.equal(jumpReason(trace([9], [8]), 0).reason,
    "Line 9 is the last line of the loop's body, so the loop goes back to line 8 for its next round.");
  assert.equal(jumpReason(trace([10], [10, { event: "return", value: "1" }]), 0).reason,
    "Line 10 ends the function: the step after it is still line 10, returning its value.");
  // a comment is not a line the program runs: from line 4 (a statement over two lines) it goes on to line 7
  assert.equal(isJump({ listing: ["a = (1,", "     2)", "# c", "", "b = 3"], steps: steps([1], [5]) }, 0), false);
  assert.equal(nextStatementLine(["x = f('(')", "y = 1"], 1), 2, "a bracket in a string does not count");
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
