// Your turn (src/boardpuzzles/book/practice.js): the hash, the keystream and unsealing against what Python writes
// (practice_vectors.json, from tests/test_practice_widget.py), playing a sealed script, progress, and the widget on a
// fake page.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import { FakeDocument, fakeModel, fakeWindow } from "./fake_dom.mjs";
import practice, {
  PRACTICE_PRINTED_LINES, PRACTICE_STORE, answer, answerHash, applyChange, candidates, digest, followProgress, keyText,
  keystream,
  linkedCode, newGame, practiceSheet, progressText, readProgress, recordProgress, rightKey, scoreText, shownScene,
  unseal,
} from "../../src/boardpuzzles/book/practice.js";

const VECTORS = JSON.parse(readFileSync(new URL("./practice_vectors.json", import.meta.url), "utf8"));

test("the hash, the answers' hashes and the keystream are Python's, beyond ASCII too", () => {
  for (const [text, expected] of VECTORS.digests) assert.equal(digest(text), expected, JSON.stringify(text));
  for (const [salt, index, key, expected] of VECTORS.hashes) assert.equal(answerHash(salt, index, key), expected);
  const [salt, bytes] = VECTORS.keystream;
  assert.deepEqual([...keystream(salt, bytes.length)], bytes);
});

test("a sealed script reads back as Python reads it: prompts, reasons, sentences, every scene", async () => {
  const script = await unseal(VECTORS.sealed);
  assert.deepEqual(script, VECTORS.unsealed);
  await assert.rejects(unseal({ ...VECTORS.sealed, format: 2 }), /format 1, not 2/);
});

test("a scene's change makes the next scene", () => {
  const before = { board: 3, marks: [[0, 0, "", "piece"], [1, 1, "1", "on"]], queue: [[0, 0]] };
  assert.deepEqual(applyChange(before, { drop: [0], add: [[2, 2, "2", "on"]], gone: ["queue"] }),
    { board: 3, marks: [[1, 1, "1", "on"], [2, 2, "2", "on"]] });
  assert.deepEqual(applyChange(before, { marks: [], set: { board: 4 } }), { board: 4, marks: [], queue: [[0, 0]] });
  assert.deepEqual(applyChange({ pegs: [[1], [], []] }, { set: { pegs: [[], [1], []] } }), { pegs: [[], [1], []] });
});

test("playing by the right answers reaches the end, every step right at the first try", async () => {
  const script = await unseal(VECTORS.sealed);
  const game = newGame(script);
  for (const [index, keys] of VECTORS.right.entries()) {
    for (const key of keys) {
      assert.equal(game.index, index);
      const said = answer(game, key);
      assert.equal(said.verdict, "right", `step ${index}, ${key}`);
    }
    if (keys.length > 1) assert.equal(game.taken.length, 0, "a set is done once every square is marked");
  }
  assert.ok(game.done);
  assert.equal(scoreText(game), "5 of 5 steps right at the first try (100%).");
  assert.equal(answer(game, "0,0").verdict, "over");
});

test("a wrong answer is refused with its reason; a set's square is marked once; show me finds each right answer", async () => {
  const script = await unseal(VECTORS.sealed);
  const game = newGame(script);
  const [first, second] = VECTORS.right[0];
  const wrong = candidates(script).find((key) => /,/.test(key) && !VECTORS.right[0].includes(key));
  const refused = answer(game, wrong);
  assert.equal(refused.verdict, "wrong");
  assert.equal(refused.text, script.steps[0].wrong[wrong]);
  assert.equal(answer(game, "#9").text, "9 is not an answer to this step.", "an answer the step does not know");
  assert.equal(answer(game, first).verdict, "right");
  assert.equal(game.first, 0, "not at the first try: a wrong answer came before");
  assert.deepEqual(shownScene(game, "marked").marks.at(-1), [...first.split(",").map(Number), "", "marked"]);
  assert.equal(answer(game, first).verdict, "again");
  assert.equal(rightKey(game), second, "show me: the one left");
  assert.equal(answer(game, rightKey(game), { shown: true }).verdict, "right");
  assert.equal(game.index, 1);
  while (!game.done) answer(game, rightKey(game), { shown: true });
  assert.equal(scoreText(game), "0 of 5 steps right at the first try (0%).");
});

test("the pegs: six moves to choose from; a move refused says why", async () => {
  const script = await unseal(VECTORS.pegs);
  assert.ok(["1>2", "1>3", "2>1", "2>3", "3>1", "3>2"].every((key) => candidates(script).includes(key)));
  const game = newGame(script);
  assert.equal(answer(game, "1>3").text, "Disk 1 goes to peg 2.");
  assert.equal(keyText("1>3"), "peg 1 to peg 3");
  assert.equal(answer(game, rightKey(game)).verdict, "right");
  assert.ok(game.done);
});

test("answers in the reader's words; a link's code for this exercise only", () => {
  assert.deepEqual(["2,3", "#4", "back", "none", "odd"].map(keyText), ["(3 4)", "4", "take back", "none", "odd"]);
  assert.equal(linkedCode("?yourturn=q2-7k4q", "Q"), "Q2-7K4Q");
  assert.equal(linkedCode("?yourturn=H1-0000", "Q"), null);
  assert.equal(linkedCode("", "Q"), null);
});

function memoryStorage(initial = {}) {
  const items = new Map(Object.entries(initial));
  return { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => items.set(key, String(value)),
    removeItem: (key) => items.delete(key), items };
}

test("progress: kept per exercise, summed per chapter; unreadable progress counts as none", () => {
  const storage = memoryStorage();
  assert.equal(progressText(readProgress(storage), ["M", "L"]).text, "none done yet");
  recordProgress(storage, "M", 9, 10);
  recordProgress(storage, "L", 4, 4);
  assert.deepEqual(readProgress(storage), { M: { done: 1, first: 9, steps: 10 }, L: { done: 1, first: 4, steps: 4 } });
  assert.equal(progressText(readProgress(storage), ["M", "L"]).text, "2 exercises done, 13 of 14 steps right at the first try");
  assert.equal(progressText(readProgress(storage), ["L"]).text, "1 exercise done, 4 of 4 steps right at the first try");
  assert.deepEqual(readProgress(memoryStorage({ [PRACTICE_STORE]: "{not json" })), {});
});

test("progress is read again when another page changes it or the page comes back from the cache, and only then", () => {
  const target = new EventTarget();
  let reads = 0;
  const unfollow = followProgress(target, () => { reads += 1; });
  const storageEvent = (key) => Object.assign(new Event("storage"), { key });
  const pageshow = (persisted) => Object.assign(new Event("pageshow"), { persisted });
  target.dispatchEvent(storageEvent(PRACTICE_STORE));
  target.dispatchEvent(storageEvent(null)); // localStorage.clear() in another tab
  target.dispatchEvent(storageEvent("someone-else's-key"));
  target.dispatchEvent(pageshow(true));
  target.dispatchEvent(pageshow(false)); // a first load: the page reads it as it renders
  assert.equal(reads, 3);
  unfollow();
  target.dispatchEvent(storageEvent(PRACTICE_STORE));
  target.dispatchEvent(pageshow(true));
  assert.equal(reads, 3, "after the widget is gone, nothing is read");
});

// --- the widget on a fake page ---------------------------------------------------------------------------

const SPEC = { kind: "exercise", letter: "Z", levels: ["3×3 board", "two disks"], name: "Your turn: mark squares",
  new_words: "new board", chapter_letters: ["Z"], collected: "marked", anchor: "your-turn",
  marks: { piece: { words: "the piece on {at}", shape: "disc" }, on: { words: "jump {text} lands on {at}", shape: null },
    last: { words: "move {text} on {at}", shape: "disc" }, marked: { words: "{at} is marked", shape: "box" } } };

// Unsealing takes a few turns of the event loop (a decompression stream): wait for it.
const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

async function mount(state = {}, { live, storage = memoryStorage() } = {}) {
  globalThis.document = new FakeDocument();
  globalThis.window = fakeWindow({ knightsLive: live, localStorage: storage });
  const el = document.createElement("div");
  const model = fakeModel({ mode: "static", spec: SPEC, scripts: [VECTORS.sealed, VECTORS.pegs], ...state });
  model.send = (content) => (model.sent ||= []).push(content);
  practice.render({ model, el });
  const root = el.querySelector(".kp-practice");
  for (let waited = 0; !root.dataset.code && waited < 5000; waited += 20) await new Promise((r) => setTimeout(r, 20));
  // a button's name: its aria-label, or its words without those hidden from a screen reader
  const named = (b) => b.getAttribute("aria-label") || b.ownText + b.childNodes.map((node) => (typeof node === "string"
    ? node : node.getAttribute("aria-hidden") === "true" ? "" : node.textContent)).join("");
  const button = (name) => root.querySelectorAll("button").find((b) => named(b) === name);
  return { el, root, model, button, storage, text: (selector) => root.querySelector(selector).textContent };
}

test("the widget: a region named Your turn, the first stored instance, its code and link, a refusal said", async () => {
  const view = await mount();
  assert.equal(view.root.getAttribute("role"), "region");
  assert.equal(view.root.getAttribute("aria-label"), "Your turn: mark squares");
  assert.equal(view.root.dataset.code, "Z1-7K4Q");
  assert.equal(view.text(".kp-practice-title"), VECTORS.unsealed.title);
  assert.equal(view.text(".kp-practice-code-text"), "code Z1-7K4Q");
  assert.equal(view.root.querySelector(".kp-practice-link").getAttribute("href"), "?yourturn=Z1-7K4Q#your-turn");
  assert.equal(view.button("level 1: 3×3 board").getAttribute("aria-pressed"), "true");
  assert.match(view.text(".kp-practice-prompt"), /^Step 1 of 4: Mark both squares\.$/);
  assert.equal(view.text(".kp-practice-phase"), "Mark.");
  assert.equal(view.root.querySelector(".kp-practice-numbers").hidden, true);
  assert.equal(view.button("take back").textContent, "take back");
  view.button("take back").click();
  assert.equal(view.text(".kp-practice-verdict"), "✗ Not this one: take back is not an answer to this step.");
  assert.equal(view.root.querySelector(".kp-practice-verdict").getAttribute("aria-live"), "polite");
});

test("on paper: what the reader does, the first prompt only (a later one names an earlier answer), lines", () => {
  const sheet = practiceSheet(VECTORS.unsealed);
  assert.deepEqual(sheet, { does: ["Mark.", "Name."], first: "Step 1 of 4: Mark both squares.", lines: 4, steps: 4 });
  assert.equal(practiceSheet(VECTORS.unsealed, 2).lines, 2, "at most so many lines");
  assert.equal(PRACTICE_PRINTED_LINES, 8);
});

test("the widget on paper: before printing, a sheet of the instance as dealt, with numbered lines", async () => {
  const view = await mount();
  assert.equal(view.root.querySelector(".kp-practice-sheet"), null, "nothing is made before printing");
  view.button("show me").click(); // the reader has played a step: the sheet still shows the board as dealt
  window.dispatch("beforeprint");
  const sheet = view.root.querySelector(".kp-practice-sheet");
  assert.equal(sheet.querySelector(".kp-practice-code-text").textContent, "code Z1-7K4Q");
  const board = sheet.querySelector("svg");
  assert.equal(board.getAttribute("aria-label"), "The 3×3 board: the piece on (1 1).");
  assert.deepEqual(sheet.querySelectorAll(".kp-practice-phase").map((line) => line.textContent), ["Mark.", "Name."]);
  assert.equal(sheet.querySelector(".kp-practice-prompt").textContent, "Step 1 of 4: Mark both squares.");
  assert.deepEqual(sheet.querySelectorAll(".kp-practice-lines li").map((li) => li.textContent),
    ["step 1:", "step 2:", "step 3:", "step 4:"]);
  window.dispatch("beforeprint");
  assert.equal(view.root.querySelectorAll(".kp-practice-sheet").length, 1, "made afresh, once");
});

test("the widget: show me to the end gives the score, records progress, and new deals the next stored one", async () => {
  const view = await mount();
  for (let k = 0; k < 5; k += 1) view.button("show me").click();
  assert.match(view.text(".kp-practice-score"), /^Done: 0 of 5 steps right at the first try \(0%\)\.$/);
  assert.deepEqual(readProgress(view.storage), { Z: { done: 1, first: 0, steps: 5 } });
  assert.equal(view.text(".kp-practice-progress"), "This chapter so far: 1 exercise done, 0 of 5 steps right at the first try.");
  view.button("level 2: two disks").click();
  await settle();
  assert.equal(view.root.dataset.code, "Z2-0000");
  assert.equal(view.root.querySelector(".kp-practice-moves").hidden, false);
  view.button("from peg 1 to peg 2").click();
  assert.match(view.text(".kp-practice-verdict"), /^✓ Right: Disk 1 to peg 2\. Done: 1 of 1/);
});

test("the widget: a code not stored is sealed by the page's Python, or said to need it", async () => {
  const calls = [];
  const live = { setup: async () => {}, call: async (name, values) => { calls.push([name, values]); return JSON.stringify(VECTORS.pegs); } };
  const view = await mount({}, { live });
  const box = view.root.querySelector("input.kp-box");
  box.value = "z2-abcd";
  view.button("open").click();
  await settle();
  assert.deepEqual(calls, [["seal_code", { code: "Z2-ABCD", text: true }]]);
  assert.equal(view.root.dataset.code, "Z2-0000");
  view.button("new board").click(); // level 2's stored ones are played: Python deals a new one
  await settle();
  assert.equal(calls[1][0], "seal_new");
  assert.deepEqual({ ...calls[1][1], entropy: 0 }, { letter: "Z", level: 2, entropy: 0, text: true });
  const unavailable = await mount({}, { live: { setup: async () => {}, call: async () => {
    throw Object.assign(new Error("no"), { name: "UnavailableError" });
  } } });
  unavailable.root.querySelector("input.kp-box").value = "Z1-0001";
  unavailable.button("open").click();
  await settle();
  assert.match(unavailable.text(".kp-note"), /^The stored exercises play here without Python/);
});

test("the widget in a kernel asks its Python with a message and plays what comes back", async () => {
  const view = await mount({ mode: "kernel", scripts: [VECTORS.sealed] });
  view.button("new board").click();
  await settle();
  const asked = view.model.sent[0];
  assert.equal(asked.letter, "Z");
  view.model.listeners["msg:custom"]({ answer: asked.ask, sealed: VECTORS.pegs });
  await settle();
  assert.equal(view.root.dataset.code, "Z2-0000");
  view.root.querySelector("input.kp-box").value = "Z9-0000";
  view.button("open").click();
  await settle();
  view.model.listeners["msg:custom"]({ answer: view.model.sent[1].ask, error: "exercise Z has levels 1 to 2" });
  await settle();
  assert.equal(view.text(".kp-note"), "exercise Z has levels 1 to 2");
});

test("the start page's table: each chapter's progress, and a button that clears it", async () => {
  globalThis.document = new FakeDocument();
  const storage = memoryStorage();
  recordProgress(storage, "M", 3, 4);
  globalThis.window = fakeWindow({ localStorage: storage });
  const el = document.createElement("div");
  const spec = { kind: "progress", chapters: [{ number: 1, title: "Where?", href: "01.html", letters: ["M", "L"] },
    { number: 2, title: "Fewest", href: "02.html", letters: ["Q"] }] };
  practice.render({ model: fakeModel({ spec, scripts: [], mode: "static" }), el });
  const rows = () => el.querySelectorAll("tbody tr").map((row) => row.children.map((cell) => cell.textContent));
  assert.deepEqual(rows(), [["1. Where?", "1", "3 of 4"], ["2. Fewest", "0", "—"]]);
  el.querySelectorAll("button")[0].click();
  assert.deepEqual(rows(), [["1. Where?", "0", "—"], ["2. Fewest", "0", "—"]]);
  assert.equal(storage.getItem(PRACTICE_STORE), null);
});
