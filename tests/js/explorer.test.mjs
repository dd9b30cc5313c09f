// The explorer's front end (src/boardpuzzles/book/explorer.js, an anywidget module): its pure logic, and
// render() on a fake DOM with a fake widget model, in a kernel and on the website.
import assert from "node:assert/strict";
import { test } from "node:test";
import { FakeDocument, fakeModel, liveFailingOnce, runNext, source, withTimers } from "./fake_dom.mjs";
import explorer, {
  computeNewest, failureShown, lastStep, playerRange, playerStep, regionName, settingKey, settingWords, stepSaid,
} from "../../src/boardpuzzles/book/explorer.js";
import {
  ANNOUNCE_MS, FASTEST_MS, boardGeometry, boxWidth, cellAt, clamp, mayAnnounce, nextValue, typedNumber, wholeNumberIn,
} from "../../src/boardpuzzles/book/kit.js";

const SENTENCES = ["ValueError", "SearchBudgetExceeded"]; // what explorer.py sends (tests/test_explorer.py)
const SIZE = { name: "size", label: "size", kind: "number", min: 1, max: 10, step: 1 };
const STEP = { name: "step", label: "step", kind: "number", min: 0, max: 3, step: 1 };

test("a typed number counts only when whole and in range", () => {
  assert.equal(wholeNumberIn("7", SIZE), 7);
  assert.equal(wholeNumberIn(" 10 ", SIZE), 10);
  for (const raw of ["0", "11", "2.5", "", "x", "1e1"]) assert.equal(wholeNumberIn(raw, SIZE), raw === "1e1" ? 10 : null, raw);
  assert.equal(wholeNumberIn("-3", { min: -5, max: 5 }), -3);
  assert.equal(clamp(0, 1, 10), 1);
  assert.equal(clamp(11, 1, 10), 10);
  assert.equal(clamp(4, 1, 10), 4);
});

test("the number box is as wide as the largest value and its sign, with no spin buttons", () => {
  assert.equal(boxWidth({ min: 1, max: 50 }), "4.5ch");
  assert.equal(boxWidth({ min: -9, max: 1000 }), "7.5ch");
  assert.match(source("src/boardpuzzles/book/explorer.css"), /::-webkit-inner-spin-button[^{]*\{[^}]*display: none/);
});

test("a number being typed is good, may still become good, or cannot", () => {
  const ROW = { min: 1, max: 199 };
  assert.deepEqual(typedNumber("100", ROW), { value: 100 });
  for (const raw of ["", " ", "-"]) assert.deepEqual(typedNumber(raw, ROW), { wait: true }, raw);
  assert.deepEqual(typedNumber("0", ROW), { wait: true }, "0 may become 05");
  assert.deepEqual(typedNumber("1", { min: 5, max: 200 }), { wait: true }, "1 may become 10");
  for (const raw of ["200", "3000", "2.5", "x", "1e", "-3"]) assert.deepEqual(typedNumber(raw, ROW), { bad: true }, raw);
  assert.deepEqual(typedNumber("9", ROW, 8), { bad: true }, "past the end allowed now");
  assert.deepEqual(typedNumber("-3", { min: -5, max: 5 }), { value: -3 });
});

test("a player's range ends where the picture's run ends", () => {
  assert.equal(lastStep('<svg data-last-step="36" xmlns="http://www.w3.org/2000/svg" width="3"></svg>'), 36);
  assert.equal(lastStep('  <svg width="3" data-last-step="0">'), 0);
  assert.equal(lastStep('<svg width="3"><g data-last-step="5"></g></svg>'), null, "only the picture's own");
  assert.equal(lastStep('<p class="kp-message">Pick a row</p>'), null);
  assert.deepEqual(playerRange({ min: 0, max: 2500 }, 36), { min: 0, max: 36 });
  assert.deepEqual(playerRange({ min: 0, max: 2500 }, null), { min: 0, max: 2500 }, "a sentence keeps the control's");
  assert.deepEqual(playerRange({ min: 0, max: 10 }, 99), { min: 0, max: 10 });
});

test("as fast as it draws, the player skips what it could not draw in time, never past the end", () => {
  assert.equal(nextValue(4, 10), 5);
  assert.equal(nextValue(4, 10, 500, 0), 5, "a timed speed steps one at a time");
  assert.equal(nextValue(4, 2000, 3, FASTEST_MS), 5);
  assert.equal(nextValue(4, 2000, 10 * FASTEST_MS, FASTEST_MS), 14);
  assert.equal(nextValue(1995, 2000, 100 * FASTEST_MS, FASTEST_MS), 2000);
  // a 2,000-step run whose every picture takes 60 ms ends within 20 s
  let value = 0, time = 0;
  while (value < 2000) { time += 60; value = nextValue(value, 2000, 60, FASTEST_MS); }
  assert.ok(time <= 20_000, `${time} ms`);
});

test("a playing player says a short sentence at most once a second", () => {
  assert.equal(mayAnnounce(5, null), true);
  assert.equal(mayAnnounce(500, 0), false);
  assert.equal(mayAnnounce(ANNOUNCE_MS, 0), true);
  assert.equal(stepSaid("event", 1234, 1869), "event 1,234 of 1,869");
  assert.equal(stepSaid("layer", 3, 18, 0), "layer 3 of 0 to 18", "a range from 0 says both its ends");
  assert.equal(stepSaid("step", 2, 7, 1), "step 2 of 7");
  assert.equal(regionName({ render: "queue_picture" }), "explorer: queue picture");
  assert.equal(regionName({ render: "x", name: "breadth-first search, step by step" }),
    "explorer: breadth-first search, step by step");
});

test("a setting's key is the frames' key explorer.py writes (frame_key)", () => {
  assert.equal(settingKey(["size", "view"], { view: "path", size: 8 }), '[8,"path"]');
  assert.equal(settingKey(["a"], { a: "é" }), '["é"]'); // ensure_ascii=False on the Python side
});

test("the player waits, goes back, stops, or steps on", () => {
  assert.equal(playerStep(null, "a", 1, STEP), "wait");
  assert.equal(playerStep("a", "a", 2, STEP), "back");
  assert.equal(playerStep("b", "a", 3, STEP), "stop");
  assert.equal(playerStep("b", "a", 2, STEP), "next");
  assert.equal(playerStep("b", null, 0, STEP), "next");
});

test("a point in the picture is a square, or off the board", () => {
  const board = boardGeometry({ boardSize: "3", cell: "10", x: "5", y: "20" });
  assert.deepEqual(cellAt({ x: 5, y: 20 }, board), [0, 0]);
  assert.deepEqual(cellAt({ x: 34.9, y: 49.9 }, board), [2, 2]);
  assert.deepEqual(cellAt({ x: 15, y: 20 }, board), [0, 1]);
  for (const point of [{ x: 4.9, y: 25 }, { x: 35, y: 25 }, { x: 10, y: 19 }, { x: 10, y: 50 }]) {
    assert.equal(cellAt(point, board), null, JSON.stringify(point));
  }
});

test("an error the spec names, or a subclass of one, reads as its sentence; others as a note", () => {
  const error = (fields) => Object.assign(new Error(fields.message || "m"), fields);
  assert.deepEqual(failureShown(error({ type: "ValueError", text: "size must be 1 or more" }), SENTENCES),
    { sentence: "size must be 1 or more" });
  assert.deepEqual(failureShown(error({ type: "BoardSizeError", types: ["BoardSizeError", "ValueError"], text: "s" }), SENTENCES),
    { sentence: "s" });
  assert.deepEqual(failureShown(error({ type: "SearchBudgetExceeded", types: ["SearchBudgetExceeded", "RuntimeError"],
    text: "out of budget" }), SENTENCES), { sentence: "out of budget" });
  assert.deepEqual(failureShown(error({ type: "ValueError", types: ["ValueError"], text: "s" }), []),
    { note: "m" }, "the spec decides");
  assert.match(failureShown(error({ type: "ModuleNotFoundError", text: "No module named 'numpy'" }), SENTENCES).note,
    /^This picture needs 'numpy', which the page's Python does not have/);
  assert.deepEqual(failureShown(error({ name: "TimeoutError", message: "Python stopped." }), SENTENCES), { note: "Python stopped." });
  assert.deepEqual(failureShown("plain", SENTENCES), { note: "plain" });
});

test("while one setting is computed, only the newest one asked for is computed next", async () => {
  let setting = "a";
  const computed = [];
  const result = await computeNewest(() => setting, async (key) => {
    computed.push(key);
    if (key === "a") setting = "c"; // the reader dragged on, past b, meanwhile
    return `picture ${key}`;
  }, () => false);
  assert.deepEqual(computed, ["a", "c"]);
  assert.deepEqual(result, { key: "c", markup: "picture c" });
  setting = "a";
  const moved = await computeNewest(() => setting, async () => { setting = "stored"; throw new Error("x"); },
    (key) => key === "stored");
  assert.equal(moved.key, "a", "the reader moved on to a precomputed setting: nothing more is computed");
  assert.equal(moved.error.message, "x");
});

// --- render(), on a fake page ------------------------------------------------------------------

function mount(state, { live, reducedMotion = false } = {}) {
  globalThis.document = new FakeDocument();
  globalThis.window = { knightsLive: live, matchMedia: () => ({ matches: reducedMotion }) };
  const el = document.createElement("div");
  const widget = fakeModel({ mode: "kernel", frames: {}, pictures: [], picture: "<p>first</p>", ...state });
  const dispose = explorer.render({ model: widget, el });
  const root = el.querySelector(".kp-explorer");
  return { el, root, widget, dispose, picture: root.querySelector(".kp-picture"), note: root.querySelector(".kp-note"),
    said: root.querySelector(".kp-said") };
}

const spec = (controls, more = {}) => ({ controls, render: "draw", code: "def draw(size): ...", timeout_ms: 10000,
  sentences: SENTENCES, play: null, square: null, ...more });

function setBox(view, value) {
  const box = view.root.querySelector("input[type=number]");
  box.value = String(value);
  box.dispatch("change");
}

test("in a kernel, a typed number goes to Python; a bad one gets a hint and goes nowhere", () => {
  const view = mount({ spec: spec([SIZE]), values: { size: 5 } });
  assert.equal(view.root.hasAttribute("data-knights-live"), false, "a kernel's explorer asks nothing of the page's Python");
  assert.equal(view.picture.innerHTML, "<p>first</p>");
  assert.equal(view.said.textContent, "", "the first picture is not announced");
  const slider = view.root.querySelector("input[type=range]");
  assert.equal(slider.getAttribute("aria-label"), "size");
  assert.equal(view.root.querySelector("label").htmlFor ?? view.root.querySelector("label").getAttribute("for"),
    view.root.querySelector("input[type=number]").id);
  setBox(view, 7);
  assert.deepEqual(view.widget.saved, [{ size: 7 }]);
  assert.equal(slider.value, "7", "the slider follows the box");
  setBox(view, 7); // the change event again, as when the box loses the focus: nothing new
  setBox(view, 11);
  assert.deepEqual(view.widget.saved, [{ size: 7 }]);
  const box = view.root.querySelector("input[type=number]");
  const hint = view.root.querySelector(".kp-hint");
  assert.equal(hint.textContent, "size is a whole number from 1 to 10; the picture still shows size 7");
  assert.equal(box.getAttribute("aria-invalid"), "true", "marked invalid on its own box");
  assert.equal(box.getAttribute("aria-describedby"), hint.id);
  assert.ok(hint.id);
  slider.value = "3";
  slider.dispatch("input");
  assert.equal(hint.textContent, "");
  assert.equal(box.getAttribute("aria-invalid"), null);
  assert.equal(box.getAttribute("aria-describedby"), null);
  assert.deepEqual(view.widget.saved.at(-1), { size: 3 });
  view.widget.state.picture = "<p>drawn</p>";
  view.widget.listeners["change:picture"]();
  assert.equal(view.picture.innerHTML, "<p>drawn</p>");
  assert.equal(view.said.textContent, "<p>drawn</p>", "a new picture is announced (its text, in this fake)");
  view.dispose();
  assert.equal(view.widget.listeners["change:picture"], undefined);
});

test("choices: toggle buttons for a few, a drop-down for more", () => {
  const few = { name: "view", label: "view", kind: "choice", options: [["numbers", "numbers"], ["path", "path"]] };
  const many = { name: "n", label: "n", kind: "choice", options: [1, 2, 3, 4, 5].map((k) => [`${k}`, k]) };
  const view = mount({ spec: spec([few, many]), values: { view: "numbers", n: 3 } });
  const buttons = view.root.querySelectorAll("[role=group] button");
  assert.deepEqual(buttons.map((button) => button.getAttribute("aria-pressed")), ["true", "false"]);
  buttons[1].click();
  assert.deepEqual(buttons.map((button) => button.getAttribute("aria-pressed")), ["false", "true"]);
  assert.deepEqual(view.widget.saved.at(-1), { view: "path", n: 3 });
  const select = view.root.querySelector("select");
  assert.equal(select.querySelectorAll("option").findIndex((option) => option.selected), 2);
  select.value = "4";
  select.dispatch("change");
  assert.deepEqual(view.widget.saved.at(-1), { view: "path", n: 5 });
});

test("on the website, a precomputed setting shows at once; another is drawn by the page's Python", async () => {
  const requests = [];
  const live = {
    status: "ready", statusText: "",
    setup: async (code) => requests.push(["setup", code]),
    call: async (name, values, options) => (requests.push(["call", name, values, options.timeoutMs]), `<p>n=${values.size}</p>`),
  };
  const view = mount({ mode: "static", spec: spec([SIZE]), values: { size: 1 }, frames: { "[2]": 0 }, pictures: ["<p>two</p>"] },
    { live });
  assert.equal(view.root.hasAttribute("data-knights-live"), true);
  setBox(view, 2);
  assert.equal(view.picture.innerHTML, "<p>two</p>");
  assert.deepEqual(requests, []);
  setBox(view, 9);
  assert.equal(view.note.textContent, "Computing with Python in your browser…");
  await new Promise((resolve) => setTimeout(resolve, 0));
  assert.equal(view.picture.innerHTML, "<p>n=9</p>");
  assert.equal(view.note.textContent, "");
  setBox(view, 8);
  await new Promise((resolve) => setTimeout(resolve, 0));
  assert.deepEqual(requests, [["setup", "def draw(size): ..."], ["call", "draw", { size: 9 }, 10000], ["call", "draw", { size: 8 }, 10000]],
    "the render function's source is given once");
  assert.deepEqual(view.widget.saved, [], "the website's explorer never saves to a kernel");
});

test("on the website, a sentence error takes the picture's place; another error is a note; no Python, a note", async () => {
  let error;
  const live = { status: "ready", setup: async () => {}, call: async () => { throw error; } };
  const view = mount({ mode: "static", spec: spec([SIZE], { code: "def other(): ..." }), values: { size: 1 } }, { live });
  error = Object.assign(new Error("BoardSizeError: too big"), { name: "PythonError", type: "BoardSizeError",
    types: ["BoardSizeError", "ValueError", "Exception"], text: "size must be at most 6, got 9" });
  setBox(view, 9);
  await new Promise((resolve) => setTimeout(resolve, 0));
  const message = view.picture.querySelector("p.kp-message");
  assert.equal(message.textContent, "size must be at most 6, got 9");
  assert.equal(view.said.textContent, "size must be at most 6, got 9");
  error = Object.assign(new Error("Python stopped a runaway computation after 10 s."), { name: "TimeoutError" });
  setBox(view, 8);
  await new Promise((resolve) => setTimeout(resolve, 0));
  assert.equal(view.note.textContent, "Python stopped a runaway computation after 10 s.");
  const offline = mount({ mode: "static", spec: spec([SIZE]), values: { size: 1 } },
    { live: { status: "unavailable", statusText: "Serve the site over http." } });
  setBox(offline, 4);
  assert.equal(offline.note.textContent,
    "No precomputed picture for size 4, so the picture still shows size 1: Serve the site over http.");
});

// Issue 38, item 9: from file:// a typed 50 stayed in the box above the 8×8 picture.
test("with no Python to draw it, a setting with no picture puts the box back to what the picture shows, and says why", () => {
  const view = mount({ mode: "static", spec: spec([SIZE]), values: { size: 3 }, frames: { 3: 0 }, pictures: ["<p>3</p>"],
    picture: "<p>3</p>" }, { live: { status: "unavailable", statusText: "Serve the site over http." } });
  setBox(view, 5);
  const box = view.root.querySelector("input[type=number]");
  const slider = view.root.querySelector("input[type=range]");
  assert.equal(view.picture.innerHTML, "<p>3</p>");
  assert.equal(box.value, "3", "the box shows the picture's size again, not the 5 that could not be drawn");
  assert.equal(slider.value, "3");
  assert.equal(view.note.textContent,
    "No precomputed picture for size 5, so the picture still shows size 3: Serve the site over http.");
});

test("a setting in words: every control, or only those that changed; a choice by its text", () => {
  const controls = [{ name: "size", label: "board size" }, { name: "how", label: "method", options: [["fast", 1],
    ["slow", 2]] }];
  assert.equal(settingWords(controls, { size: 8, how: 2 }), "board size 8, method slow");
  assert.equal(settingWords(controls, { size: 50, how: 2 }, { size: 8, how: 2 }), "board size 50");
});

// Bug 1 of issue 36: the explorer marked its render function as given to the page's Python before live.setup
// succeeded, while live.js keeps only the setups that succeeded; after one failed start every later change said
// NameError and the setup never ran again.
test("on the website, a setup that failed once is asked for again, and the next setting is drawn", async () => {
  const { live, asked } = liveFailingOnce((name, values) => `<p>n=${values.size}</p>`);
  const view = mount({ mode: "static", spec: spec([SIZE], { code: "def draw(size): ... # once more" }), values: { size: 1 } },
    { live });
  setBox(view, 9);
  await new Promise((resolve) => setTimeout(resolve, 0));
  assert.equal(view.note.textContent, "Python could not start (its worker did not load).");
  assert.equal(view.picture.innerHTML, "<p>first</p>");
  setBox(view, 8);
  await new Promise((resolve) => setTimeout(resolve, 0));
  assert.equal(view.picture.innerHTML, "<p>n=8</p>", "drawn once the setup is given again");
  assert.equal(view.note.textContent, "");
  assert.equal(asked.setups, 2);
  setBox(view, 7);
  await new Promise((resolve) => setTimeout(resolve, 0));
  assert.equal(view.picture.innerHTML, "<p>n=7</p>");
  assert.equal(asked.setups, 2, "a setup that worked is not asked for again");
});

const pictureOf = (view, markup) => {
  view.widget.state.picture = markup;
  view.widget.listeners["change:picture"]();
};

test("the step player steps, goes to the start and the end, plays to the end, and asks first under reduced motion", () => {
  withTimers((timers) => {
    const view = mount({ spec: spec([STEP], { play: "step" }), values: { step: 0 } }, { reducedMotion: true });
    const player = view.root.querySelector(".kp-player");
    assert.equal(player.getAttribute("aria-label"), "play step");
    const [toStart, back, play, forward, toEnd] = player.querySelectorAll("button");
    assert.deepEqual([toStart, back, forward, toEnd].map((b) => b.getAttribute("aria-label")),
      ["step to the start", "step back one", "step forward one", "step to the end"]);
    const speed = player.querySelector("select");
    assert.equal(speed.value, "1400", "slowest under reduced motion");
    assert.deepEqual(speed.querySelectorAll("option").map((o) => o.textContent).at(-1), "as fast as it draws");
    forward.click();
    assert.deepEqual(view.widget.saved.at(-1), { step: 1 });
    back.click();
    back.click(); // stays at the first step
    assert.deepEqual(view.widget.saved, [{ step: 1 }, { step: 0 }]);
    toEnd.click();
    assert.deepEqual(view.widget.saved.at(-1), { step: 3 }, "the control's own end, with no run's end said");
    toStart.click();
    assert.deepEqual(view.widget.saved.at(-1), { step: 0 });
    play.click();
    assert.equal(timers.filter((t) => t.on).length, 0, "under reduced motion the first press only asks");
    assert.equal(play.getAttribute("aria-label"), "play anyway");
    assert.match(player.querySelector(".kp-ask").textContent, /^Your system asks for reduced motion/);
    play.click();
    assert.equal(timers.at(-1).ms, 1400);
    assert.equal(play.getAttribute("aria-label"), "pause");
    for (const picture of ["<p>0</p>", "<p>1</p>", "<p>2</p>"]) {
      pictureOf(view, picture);
      runNext(timers);
    }
    assert.deepEqual(view.widget.saved.slice(-3), [{ step: 1 }, { step: 2 }, { step: 3 }]);
    assert.equal(view.said.textContent, "step 1 of 0 to 3", "while it plays: the step, at most once a second");
    pictureOf(view, "<p>3</p>");
    assert.equal(view.said.textContent, "step 1 of 0 to 3", "a new picture is not read out while it plays");
    runNext(timers); // at the last step: it stops there
    assert.equal(timers.some((t) => t.on), false);
    assert.equal(play.getAttribute("aria-label"), "play");
    assert.equal(view.said.textContent, "<p>3</p>", "paused: the whole picture");
    play.click(); // from the end, Play starts again at the first step
    assert.deepEqual(view.widget.saved.at(-1), { step: 0 });
    pictureOf(view, "<p>same</p>");
    runNext(timers);
    runNext(timers); // the same picture as the step before: back to that step, and stop
    assert.deepEqual(view.widget.saved.slice(-2), [{ step: 1 }, { step: 0 }]);
    assert.equal(timers.some((t) => t.on), false);
    view.dispose();
  });
});

test("the player's slider ends where the picture's run ends, and the box follows it", () => {
  withTimers((timers) => {
    const EVENT = { name: "event", label: "event", kind: "number", min: 0, max: 10000, step: 1 };
    const view = mount({ spec: spec([EVENT], { play: "event" }), values: { event: 300 },
      picture: '<svg data-last-step="25"><text>event 25 of 25</text></svg>' });
    const slider = view.root.querySelector("input[type=range]");
    const box = view.root.querySelector("input[type=number]");
    assert.equal(slider.max, 25);
    assert.equal(box.value, "25", "no box showing more than the caption");
    const [toStart, , play, , toEnd] = view.root.querySelectorAll(".kp-player button");
    toStart.click();
    assert.deepEqual(view.widget.saved.at(-1), { event: 0 });
    pictureOf(view, '<svg data-last-step="1869">0</svg>');
    assert.equal(slider.max, 1869);
    toEnd.click();
    assert.deepEqual(view.widget.saved.at(-1), { event: 1869 });
    assert.equal(slider.value, "1869");
    pictureOf(view, '<p class="kp-message">Pick a row</p>');
    assert.equal(slider.max, 10000, "a sentence keeps the control's own range");
    pictureOf(view, '<svg data-last-step="1869">0</svg>');
    toStart.click();
    view.root.querySelector(".kp-player select").value = "0"; // as fast as it draws
    play.click();
    assert.equal(timers.at(-1).ms, 0);
    let ticks = 0;
    while (timers.some((t) => t.on) && ticks < 5000) {
      pictureOf(view, `<svg data-last-step="1869">${ticks}</svg>`);
      runNext(timers);
      ticks += 1;
    }
    assert.deepEqual(view.widget.saved.at(-1), { event: 1869 }, "it plays to the end, and stops there");
    assert.equal(play.getAttribute("aria-label"), "play");
    view.dispose();
  });
});

test("a new setting leaves no stale message; a square off the board is said at once, on its box", () => {
  withTimers((timers) => {
    const BOARD = { name: "size", label: "board size", kind: "number", min: 1, max: 50, step: 1 };
    const ROW = { name: "row", label: "row", kind: "number", min: 1, max: 50, step: 1 };
    const COL = { name: "column", label: "column", kind: "number", min: 1, max: 50, step: 1 };
    const view = mount({ spec: spec([BOARD, ROW, COL], { square: ["row", "column"],
      square_rule: "Pick a row and a column from 1 to {size}." }), values: { size: 8, row: 1, column: 1 } });
    const [size, row, column] = view.root.querySelectorAll("input[type=number]");
    const hints = view.root.querySelectorAll(".kp-hint");
    column.value = "70";
    column.dispatch("input"); // past the range's end: said at once
    assert.equal(column.getAttribute("aria-invalid"), "true");
    assert.match(hints[2].textContent, /^column is a whole number from 1 to 50/);
    column.value = "";
    column.dispatch("input"); // half-typed: judged only after a pause
    assert.equal(column.getAttribute("aria-invalid"), null);
    runNext(timers);
    assert.equal(column.getAttribute("aria-invalid"), "true");
    size.value = "6";
    size.dispatch("change");
    assert.deepEqual(view.widget.saved.at(-1), { size: 6, row: 1, column: 1 });
    assert.equal(hints[2].textContent, "", "the column's message went with the new setting");
    assert.equal(column.value, "1");
    row.value = "9";
    row.dispatch("input");
    const message = view.picture.querySelector("p.kp-message");
    assert.equal(message.textContent, "Pick a row and a column from 1 to 6.", "at once, without Python");
    assert.equal(row.getAttribute("aria-invalid"), "true");
    assert.equal(row.getAttribute("aria-describedby"), message.id);
    assert.equal(view.widget.saved.length, 1);
    // The row typed before the column: leaving the row for the column waits for the column.
    row.value = "4";
    row.dispatch("input");
    row.dispatch("change");
    column.focus();
    runNext(timers);
    assert.equal(view.widget.saved.length, 1, "the half-set square waits for its column");
    column.value = "5";
    column.dispatch("change");
    document.body.focus();
    runNext(timers);
    assert.deepEqual(view.widget.saved.at(-1), { size: 6, row: 4, column: 5 });
    view.dispose();
  });
});
