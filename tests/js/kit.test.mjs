// The book's JavaScript kit (src/boardpuzzles/book/kit.js), which the explorer, the board view and the stepper
// share: elements, squares, number boxes, the player, and the setup of the page's Python.
import assert from "node:assert/strict";
import { test } from "node:test";
import { FakeDocument, runNext, source, withTimers } from "./fake_dom.mjs";
import {
  ANNOUNCE_MS, NORMAL_MS, SLOWEST_MS, SPEEDS, boardGeometry, cellAt, element, numberControl, player, setUp, squareText,
  svgElement, svgPoint, uniqueId,
} from "../../src/boardpuzzles/book/kit.js";

const BOOK = "src/boardpuzzles/book/";

function page({ reducedMotion = false } = {}) {
  globalThis.document = new FakeDocument();
  globalThis.window = { matchMedia: () => ({ matches: reducedMotion }) };
}

test("one element() in the book's JavaScript: the kit's, which every widget's file imports", () => {
  for (const name of ["explorer.js", "stepper.js", "board_view.js", "quiz.js", "kit.js"]) {
    const text = source(BOOK + name);
    const defined = text.match(/function\s+\w*[eE]lement\s*\(|createElementNS\(/g) || [];
    assert.equal(defined.length, name === "kit.js" ? 3 : 0, `${name} defines its own element helper`);
    if (!["kit.js", "quiz.js"].includes(name)) assert.match(text, /^import \{[^}]*\belement\b[^}]*\} from "\.\/kit\.js";$/m, name);
  }
});

test("elements: HTML and SVG, with their attributes and text; ids differ", () => {
  page();
  const box = element("input", { type: "number", min: 1 }, "");
  assert.equal(box.tagName, "INPUT");
  assert.equal(box.getAttribute("min"), "1");
  assert.equal(element("p", {}, "words").textContent, "words");
  const circle = svgElement("circle", { r: 2.5 }, "");
  assert.equal(circle.namespaceURI, "http://www.w3.org/2000/svg");
  assert.equal(circle.getAttribute("r"), "2.5");
  assert.match(uniqueId("kp-size"), /^kp-size-[0-9a-z]{1,6}$/);
  assert.notEqual(uniqueId("kp"), uniqueId("kp"));
});

test("a square reads 1-based, (row col), as boardpuzzles.board.format_square writes it", () => {
  assert.equal(squareText([0, 0]), "(1 1)");
  assert.equal(squareText([4, 11]), "(5 12)");
  assert.equal(squareText([-2, 1]), "(-1 2)", "a jump's target off the board");
});

test("the square under the pointer: the SVG's point, then the board's square, 0-based, or none", () => {
  const board = boardGeometry({ boardSize: "8", cell: "40", x: "28", y: "28" });
  assert.deepEqual(board, { size: 8, cell: 40, x: 28, y: 28 });
  globalThis.DOMPoint = class {
    constructor(x, y) { Object.assign(this, { x, y }); }
    matrixTransform(matrix) { return { x: (this.x - matrix.dx) / matrix.scale, y: (this.y - matrix.dy) / matrix.scale }; }
  };
  // drawn at half its size, 100 pixels right and 10 down: a click at (100 + 14 + 20 + 10, 10 + 14 + 60 + 5)
  const svg = { getScreenCTM: () => ({ inverse: () => ({ scale: 0.5, dx: 100, dy: 10 }) }) };
  const point = svgPoint(svg, { clientX: 144, clientY: 89 });
  assert.deepEqual(point, { x: 88, y: 158 });
  assert.deepEqual(cellAt(point, board), [3, 1]);
  assert.equal(cellAt({ x: 27, y: 30 }, board), null);
  assert.equal(cellAt({ x: 30, y: 28 + 320 }, board), null);
  assert.equal(svgPoint({ getScreenCTM: () => null }, { clientX: 1, clientY: 1 }), null, "not laid out yet");
  delete globalThis.DOMPoint;
});

test("a number box without a slider: a typed whole number in range goes on, another is said on the box", () => {
  page();
  withTimers((timers) => {
    const changes = [];
    const control = { name: "disks", label: "disks", min: 1, max: 6, step: 1 };
    const number = numberControl(control, 3, (value, typed) => changes.push([value, typed]),
      { slider: false, shows: "the stepper" });
    assert.equal(number.slider, null);
    assert.equal(number.row.querySelector("input[type=range]"), null);
    const box = number.row.querySelector("input[type=number]");
    assert.equal(number.row.querySelector("label").getAttribute("for"), box.id);
    assert.equal(box.getAttribute("style"), "width: 3.5ch");
    box.value = "5";
    box.dispatch("change");
    assert.deepEqual(changes, [[5, true]]);
    box.dispatch("change"); // leaving the box after Enter: nothing new
    assert.deepEqual(changes, [[5, true]]);
    box.value = "9";
    box.dispatch("input");
    const hint = number.row.querySelector(".kp-hint");
    assert.equal(hint.textContent, "disks is a whole number from 1 to 6; the stepper still shows disks 5");
    assert.equal(box.getAttribute("aria-invalid"), "true");
    assert.equal(box.getAttribute("aria-describedby"), hint.id);
    box.value = "";
    box.dispatch("input");
    assert.equal(box.getAttribute("aria-invalid"), null, "half-typed: judged after a pause");
    runNext(timers);
    assert.equal(box.getAttribute("aria-invalid"), "true");
    number.show(2);
    assert.equal(box.value, "2");
    assert.equal(hint.textContent, "");
    assert.equal(number.get(), 2);
    number.set(4);
    assert.deepEqual(changes.at(-1), [4, false]);
    control.max = 10; // a widget may widen the range (a new trace's steps)
    box.value = "9";
    box.dispatch("change");
    assert.deepEqual(changes.at(-1), [9, true]);
  });
});

test("one set of speeds for every player; normal at first, the slowest where the system asks for reduced motion", () => {
  assert.deepEqual(SPEEDS.map(([, ms]) => ms), [1400, 700, 300, 120, 0]);
  assert.equal(NORMAL_MS, 700);
  assert.equal(SLOWEST_MS, 1400);
  for (const name of ["explorer.js", "stepper.js"]) {
    assert.doesNotMatch(source(BOOK + name), /SPEEDS|ANNOUNCE_MS\s*=|setTimeout\(tick/, `${name} has a player of its own`);
  }
  for (const [reducedMotion, speed] of [[false, "700"], [true, "1400"]]) {
    page({ reducedMotion });
    const made = player({ name: "n", names: { toStart: "a", back: "b", forward: "c", toEnd: "d" }, go: () => {},
      step: () => "next" });
    assert.equal(made.row.querySelector("select").value, speed);
  }
});

test("the player: its buttons stop it and go; Play asks first under reduced motion, then plays, waits, says, stops", () => {
  page({ reducedMotion: true });
  withTimers((timers) => {
    const went = [];
    const said = [];
    let paused = 0;
    let value = 0;
    const answers = [];
    const made = player({
      name: "play step", names: { toStart: "to the start", back: "back", forward: "forward", toEnd: "to the end" },
      go: (where) => went.push(where),
      begin: () => { if (value >= 3) value = 0; },
      step: () => answers.shift() ?? (value < 3 ? (value += 1, "next") : "stop"),
      said: () => `step ${value}`, say: (text) => said.push(text), paused: () => { paused += 1; },
    });
    assert.equal(made.row.getAttribute("aria-label"), "play step");
    const [toStart, back, play, forward, toEnd] = made.row.querySelectorAll("button");
    assert.deepEqual([toStart, back, forward, toEnd].map((b) => b.getAttribute("aria-label")),
      ["to the start", "back", "forward", "to the end"]);
    for (const button of [forward, back, toEnd, toStart]) button.click();
    assert.deepEqual(went, ["forward", "back", "end", "start"]);
    play.click();
    assert.equal(timers.filter((t) => t.on).length, 0, "the first press only asks");
    assert.equal(play.getAttribute("aria-label"), "play anyway");
    assert.match(made.ask.textContent, /^Your system asks for reduced motion/);
    play.click();
    assert.equal(made.playing(), true);
    assert.equal(play.getAttribute("aria-label"), "pause");
    assert.equal(made.ask.textContent, "");
    assert.equal(timers.at(-1).ms, 1400);
    answers.push("wait");
    runNext(timers);
    assert.equal(timers.at(-1).ms, 30, "what it asked for is still drawn: it asks again soon");
    runNext(timers);
    runNext(timers);
    assert.equal(value, 2);
    assert.deepEqual(said, ["step 1"], `at most one sentence in ${ANNOUNCE_MS} ms`);
    runNext(timers);
    runNext(timers); // the end: it stops, and the widget says the whole step
    assert.equal(made.playing(), false);
    assert.equal(paused, 1);
    assert.equal(play.getAttribute("aria-label"), "play");
    assert.equal(timers.some((t) => t.on), false);
    play.click(); // from the end: begin() goes back to the start
    assert.equal(value, 0);
    forward.click(); // a button stops it first
    assert.equal(made.playing(), false);
    assert.equal(paused, 2);
    assert.equal(timers.some((t) => t.on), false);
  });
});

test("a setup of the page's Python is asked for once, and again after it failed", async () => {
  const asked = [];
  let failures = 1;
  const live = {
    setup: async (code) => {
      asked.push(code);
      await null;
      if (failures > 0) { failures -= 1; throw new Error("Python could not start."); }
    },
  };
  const first = setUp(live, "def f(): ...");
  assert.equal(setUp(live, "def f(): ..."), first, "two widgets asking at once wait for one setup");
  await assert.rejects(first, /could not start/);
  await setUp(live, "def f(): ...");
  await setUp(live, "def f(): ...");
  assert.deepEqual(asked, ["def f(): ...", "def f(): ..."], "asked again after the failure, then once only");
  await setUp(live, "def g(): ...");
  await setUp({ setup: async (code) => asked.push(`other ${code}`) }, "def f(): ...");
  assert.deepEqual(asked.slice(2), ["def g(): ...", "other def f(): ..."], "each code, each page's Python");
});
