// The program stepper (src/boardpuzzles/book/stepper.js): its pure logic, on a trace as boardpuzzles.book.tracing
// writes it (tests/test_tracing.py checks the Python side against CPython's own trace).
import assert from "node:assert/strict";
import { test } from "node:test";
import { squareText } from "../../src/boardpuzzles/book/kit.js";
import { choicesFor, isJump, sceneText, stateAt, stepSentence } from "../../src/boardpuzzles/book/stepper.js";

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
  assert.equal(sceneText(null, MARKS), "Nothing drawn yet.");
});
