// Your turn: the reader carries out a chapter's algorithm on a fresh instance, checked step by step.
//
// The instance is a sealed script (boardpuzzles.practice.sealing): every step's right answers as salted hashes,
// and the rest (prompts, the reason each wrong answer is refused, what is said once a step is done, the scenes)
// compressed and mixed with a keystream of the same hash. This file hashes what the reader answers and looks it
// up; it never works out an answer itself (the package's solver wrote the script). "Show me" hashes every answer
// the page offers and takes the one that matches.
//
// One cell, three places, as the explorers: a few sealed scripts are stored with the page (they play before
// Python starts, and from file://); any other code, and "new" once those are played, is sealed by Python: in a
// kernel by the widget's own Python (a custom message), on the website by the page's Python (window.knightsLive).
// Progress stays in the reader's browser (localStorage): each exercise's instances done and steps right at the
// first try, shown in the widget and on the start page (the same module draws that table: spec.kind "progress").
// Names at this file's top level start with "practice" or "Practice" (the module shares one scope with the kit,
// the board view and the scenes), apart from the few the tests import by their plain names below.

import { boardGeometry, cellAt, element, setUp, squareText, svgPoint } from "./kit.js";
import { attachBoardView } from "./board_view.js";
import { drawScene } from "./scene.js";

// --- the hash, the keystream, unsealing (boardpuzzles.practice.sealing, the same on the same texts) -------

// A 53-bit hash of a text: sealing.digest.
export function digest(text) {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i += 1) {
    const unit = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ unit, 2654435761);
    h2 = Math.imul(h2 ^ unit, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (h2 & 0x1fffff) + (h1 >>> 0);
}

// The hash a sealed script keeps of a right answer: sealing.answer_hash.
export function answerHash(salt, index, key) {
  return digest(`${salt}/${index}/${key}`).toString(36);
}

// `length` bytes from the salt: sealing.keystream.
export function keystream(salt, length) {
  const bytes = new Uint8Array(Math.ceil(length / 4) * 4);
  for (let block = 0; block < bytes.length / 4; block += 1) {
    const word = digest(`${salt}/${block}`) % 4294967296;
    for (let k = 0; k < 4; k += 1) bytes[block * 4 + k] = Math.floor(word / 2 ** (8 * k)) & 255;
  }
  return bytes.subarray(0, length);
}

// The scene a change makes of the scene before: sealing.apply_change.
export function applyChange(before, change) {
  const after = {};
  for (const [name, value] of Object.entries(before)) if (!(change.gone || []).includes(name)) after[name] = value;
  Object.assign(after, change.set || {});
  if (change.marks) after.marks = change.marks;
  else if (change.drop || change.add) {
    const dropped = new Set(change.drop || []);
    after.marks = (before.marks || []).filter((_, index) => !dropped.has(index)).concat(change.add || []);
  }
  return after;
}

// A sealed script read back (a Promise): sealing.unseal_script. Its steps keep their right answers as hashes.
export async function unseal(sealed) {
  if (sealed.format !== 1) throw new Error(`this page reads sealed scripts of format 1, not ${sealed.format}`);
  const mixed = Uint8Array.from(atob(sealed.body), (char) => char.charCodeAt(0));
  const stream = keystream(sealed.salt, mixed.length);
  const packed = mixed.map((byte, k) => byte ^ stream[k]);
  const inflated = new Blob([packed]).stream().pipeThrough(new DecompressionStream("deflate"));
  const body = JSON.parse(await new Response(inflated).text());
  let scene = sealed.scene;
  const steps = sealed.steps.map((shown, index) => {
    scene = applyChange(scene, body[index].scene);
    return { ...shown, prompt: body[index].prompt, said: body[index].said, wrong: body[index].wrong, scene };
  });
  const { body: _, ...rest } = sealed;
  return { ...rest, steps };
}

// --- playing a script ---------------------------------------------------------------------------------

// The six moves between three pegs, as keys ("1>2") and words.
export const PRACTICE_MOVES = [[1, 2], [1, 3], [2, 1], [2, 3], [3, 1], [3, 2]];
// The buttons' words, by their key; any other key is its own word.
export const PRACTICE_BUTTONS = { back: "take back", none: "none" };

// Every answer the page offers for a script: the squares of its board, the numbers 1 to 8, the six moves, its
// buttons. "Show me" hashes them all.
export function candidates(script) {
  const keys = [];
  const size = script.scene.board || 0;
  for (let row = 0; row < size; row += 1) for (let col = 0; col < size; col += 1) keys.push(`${row},${col}`);
  for (let number = 1; number <= 8; number += 1) keys.push(`#${number}`);
  for (const [from, to] of PRACTICE_MOVES) keys.push(`${from}>${to}`);
  return keys.concat(script.buttons || []);
}

// An answer key in the reader's words: a square (row col), a number, a move, a button.
export function keyText(key) {
  if (/^\d+,\d+$/.test(key)) return squareText(key.split(",").map(Number));
  if (key.startsWith("#")) return key.slice(1);
  if (/^\d>\d$/.test(key)) return `peg ${key[0]} to peg ${key[2]}`;
  return PRACTICE_BUTTONS[key] || key;
}

// A fresh game of a script: at its first step, nothing answered.
export function newGame(script) {
  return { script, index: 0, taken: [], missed: false, first: 0, answered: 0, scene: script.scene, done: false };
}

// The scene to draw now: the scene before the step, with the squares of a step to collect marked so far, each by a
// mark of the kind `kind` (the spec's `collected`: boardpuzzles.book.steppers.MARKS has every kind, in one home).
export function shownScene(game, kind) {
  if (!game.taken.length || game.scene.pegs) return game.scene;
  const marks = game.taken.filter((key) => /^\d+,\d+$/.test(key)).map((key) => [...key.split(",").map(Number), "", kind]);
  return { ...game.scene, marks: [...(game.scene.marks || []), ...marks] };
}

// The reader answers `key` (or "show me" does, with `shown`): {verdict, text, stepDone}. The verdict is "right",
// "wrong" (text: the reason it is refused), "again" (a square of a set already marked) or "over" (the script is
// done). A miss at a step (a wrong answer, or "show me") means its next right answer is not right at the first try.
export function answer(game, key, { shown = false } = {}) {
  if (game.done) return { verdict: "over", text: "This exercise is done: press the new button for another." };
  const step = game.script.steps[game.index];
  const hash = answerHash(game.script.salt, game.index, key);
  if (!step.right.includes(hash)) {
    game.missed = true;
    const reason = step.wrong[key] || `${keyText(key)} is not an answer to this step.`;
    return { verdict: "wrong", text: reason };
  }
  if (step.collect && game.taken.includes(key)) {
    return { verdict: "again", text: `${keyText(key)} is marked already.` };
  }
  if (shown) game.missed = true;
  game.answered += 1;
  if (!game.missed) game.first += 1;
  game.missed = false;
  if (step.collect) {
    game.taken.push(key);
    const left = step.right.length - game.taken.length;
    if (left > 0) return { verdict: "right", text: `${keyText(key)}; ${left} more to find.`, stepDone: false };
  }
  game.taken = [];
  game.scene = step.scene;
  game.index += 1;
  game.done = game.index >= game.script.steps.length;
  return { verdict: "right", text: step.said, stepDone: true };
}

// The key "show me" answers with: the first candidate whose hash is a right answer not yet taken.
export function rightKey(game) {
  const step = game.script.steps[game.index];
  return candidates(game.script).find((key) => step.right.includes(answerHash(game.script.salt, game.index, key)) &&
    !game.taken.includes(key));
}

// The score at the end, in words.
export function scoreText(game) {
  const total = game.answered;
  const percent = total ? Math.round((100 * game.first) / total) : 0;
  return `${game.first} of ${total} steps right at the first try (${percent}%).`;
}

// --- progress, in the reader's browser -----------------------------------------------------------------

export const PRACTICE_STORE = "knights-practice-progress";

// The progress kept in `storage` (localStorage): {EXERCISE LETTER: {done, first, steps}}; {} when none or unreadable.
export function readProgress(storage) {
  try {
    const found = JSON.parse(storage.getItem(PRACTICE_STORE) || "{}");
    return found && typeof found === "object" ? found : {};
  } catch {
    return {};
  }
}

// Count one finished instance of exercise `letter`: its steps right at the first try of all its steps.
export function recordProgress(storage, letter, first, steps) {
  const progress = readProgress(storage);
  const mine = progress[letter] || { done: 0, first: 0, steps: 0 };
  progress[letter] = { done: mine.done + 1, first: mine.first + first, steps: mine.steps + steps };
  try { storage.setItem(PRACTICE_STORE, JSON.stringify(progress)); } catch { /* a browser that keeps nothing */ }
  return progress;
}

// A chapter's progress (the sum over its exercises' letters), in words.
export function progressText(progress, letters) {
  const sum = { done: 0, first: 0, steps: 0 };
  for (const letter of letters) for (const name of Object.keys(sum)) sum[name] += (progress[letter] || {})[name] || 0;
  if (!sum.done) return { ...sum, text: "none done yet" };
  const exercises = `${sum.done} exercise${sum.done === 1 ? "" : "s"} done`;
  return { ...sum, text: `${exercises}, ${sum.first} of ${sum.steps} steps right at the first try` };
}

function practiceStorage() {
  try { return window.localStorage || null; } catch { return null; }
}

// Call `refresh` whenever the kept progress may have changed under this page: another tab or page of the book
// changed it (the browser's "storage" event, also how a page learns of a change that reached the browser's store
// only after the page had read it), or the page came back from the back/forward cache. Returns the undo.
export function followProgress(target, refresh) {
  const onStorage = (event) => { if (event.key === PRACTICE_STORE || event.key === null) refresh(); };
  const onShow = (event) => { if (event.persisted) refresh(); };
  target.addEventListener("storage", onStorage);
  target.addEventListener("pageshow", onShow);
  return () => {
    target.removeEventListener("storage", onStorage);
    target.removeEventListener("pageshow", onShow);
  };
}

// --- on paper ------------------------------------------------------------------------------------------

// How many numbered answer lines a printed exercise gives: one a step, up to this many.
export const PRACTICE_PRINTED_LINES = 8;

// What a printed exercise asks, from the page's own words only (issue 39): what the reader does (its phases, each
// without its "squares: " tag), the first step's prompt, and the steps that get an answer line. A later step's
// prompt is not printed: it names the answer of the step before it ("The jumps from (4 4): ..."), which the paper
// must not give away. {does, first, lines, steps}.
export function practiceSheet(script, lines = PRACTICE_PRINTED_LINES) {
  return {
    does: (script.phases || []).map(([, text]) => String(text).replace(/^\w+: /, "")),
    first: script.steps.length ? `Step 1 of ${script.steps.length}: ${script.steps[0].prompt}` : "",
    lines: Math.min(lines, script.steps.length),
    steps: script.steps.length,
  };
}

// --- the widget ----------------------------------------------------------------------------------------

// The code a link asks for (?yourturn=CODE), when it is one of this exercise's.
export function linkedCode(search, letter) {
  const code = new URLSearchParams(search || "").get("yourturn");
  return code && code.trim().toUpperCase().startsWith(letter) ? code.trim().toUpperCase() : null;
}

function practiceRender({ model, el }) {
  const spec = model.get("spec");
  if (spec.kind === "progress") return practiceProgressTable({ spec, el });
  const stored = new Map(model.get("scripts").map((sealed) => [sealed.code, sealed]));
  const played = new Set();
  let game = null;
  let level = 1;
  let asked = 0; // the newest request for a script: an older one that comes back late is dropped
  const waiting = new Map(); // a kernel's answers, by request

  const root = element("div", { class: "kp-practice", role: "region", "aria-label": spec.name,
    id: `kp-your-turn-${spec.letter}` });
  root.dataset.letter = spec.letter;
  if (model.get("mode") === "static") root.setAttribute("data-knights-live", "");
  const title = element("p", { class: "kp-practice-title" });
  const bar = element("div", { class: "kp-controls" });
  // the levels: toggle buttons
  const levels = element("div", { role: "group", "aria-label": "level", class: "kp-control" });
  levels.append(element("span", { class: "kp-label", "aria-hidden": "true" }, "level"));
  const levelButtons = spec.levels.map((words, k) => {
    const button = element("button", { type: "button", "aria-pressed": "false", "aria-label": `level ${k + 1}: ${words}` },
      `${k + 1}: ${words}`);
    button.addEventListener("click", () => deal({ level: k + 1 }));
    levels.append(button);
    return button;
  });
  const newButton = element("button", { type: "button", class: "kp-practice-new" }, spec.new_words);
  newButton.addEventListener("click", () => deal({ level }));
  // the code, its link, and a box to open another
  const codeRow = element("div", { class: "kp-control kp-practice-code" });
  const codeText = element("span", { class: "kp-practice-code-text" });
  const link = element("a", { class: "kp-practice-link" }, "link to this exercise");
  const boxId = `kp-code-${spec.letter}-${Math.random().toString(36).slice(2, 8)}`;
  const box = element("input", { id: boxId, type: "text", class: "kp-box", size: "8",
    spellcheck: "false", placeholder: `${spec.letter}1-0000` });
  const open = element("button", { type: "button" }, "open");
  codeRow.append(codeText, link, element("label", { for: boxId }, "another code"), box, open);
  link.hidden = model.get("mode") !== "static"; // in a kernel the notebook's own address is not a page's
  const openTyped = () => { if (box.value.trim()) deal({ code: box.value.trim().toUpperCase() }); };
  open.addEventListener("click", openTyped);
  box.addEventListener("keydown", (event) => { if (event.key === "Enter") { event.preventDefault(); openTyped(); } });
  bar.append(levels, newButton, codeRow);

  const phase = element("p", { class: "kp-practice-phase" });
  const prompt = element("p", { class: "kp-practice-prompt" });
  const board = element("div", { class: "kp-picture kp-practice-board" });
  const boardHolder = element("div", { class: "kp-practice-scene" });
  const queue = element("p", { class: "kp-queue" }); // the queue, as the explorer and the stepper show it
  boardHolder.append(board, queue);
  const answers = element("div", { class: "kp-practice-answers" });
  const numbers = element("div", { role: "group", "aria-label": "numbers", class: "kp-practice-numbers" });
  for (let number = 1; number <= 8; number += 1) {
    const button = element("button", { type: "button" }, String(number));
    button.addEventListener("click", () => give(`#${number}`));
    numbers.append(button);
  }
  const moves = element("div", { role: "group", "aria-label": "moves", class: "kp-practice-moves" });
  for (const [from, to] of PRACTICE_MOVES) {
    // named "from peg 1 to peg 2" by its own words (some hidden), shown "1 → 2"
    const button = element("button", { type: "button" });
    button.append(element("span", { class: "kp-said" }, "from peg "), String(from),
      element("span", { "aria-hidden": "true" }, " → "), element("span", { class: "kp-said" }, " to peg "), String(to));
    button.addEventListener("click", () => give(`${from}>${to}`));
    moves.append(button);
  }
  const buttons = element("div", { class: "kp-practice-buttons" });
  const showMe = element("button", { type: "button", class: "kp-practice-show" }, "show me");
  showMe.addEventListener("click", () => {
    if (!game || game.done) return;
    const key = rightKey(game);
    if (key !== undefined) give(key, { shown: true });
  });
  answers.append(numbers, moves, buttons, showMe);
  const verdict = element("p", { class: "kp-practice-verdict", role: "status", "aria-live": "polite" });
  const score = element("p", { class: "kp-practice-score" });
  const progressLine = element("p", { class: "kp-practice-progress" });
  const note = element("p", { class: "kp-note" });
  root.append(title, bar, phase, prompt, boardHolder, answers, verdict, score, progressLine, note);
  el.append(root);

  // On paper, one instance with room to answer (practice.css shows the sheet in print only): its code, the board as
  // dealt, what the reader does and numbered answer lines. Made when the page is about to be printed, from the
  // instance shown then: a page's load costs nothing more.
  let sheet = null;
  function printSheet() {
    if (!game) return;
    if (!sheet) {
      sheet = element("div", { class: "kp-practice-sheet" });
      title.after(sheet);
    }
    const script = game.script;
    const asks = practiceSheet(script);
    const dealt = element("div", { class: "kp-practice-dealt" });
    dealt.append(drawScene(script.scene, spec.marks));
    if (script.scene.queue) {
      const waiting = script.scene.queue.map(squareText).join(" ") || "empty";
      dealt.append(element("p", { class: "kp-queue" }, `queue: ${waiting}`));
    }
    const lines = element("ol", { class: "kp-practice-lines" });
    for (let k = 1; k <= asks.lines; k += 1) lines.append(element("li", {}, `step ${k}:`));
    sheet.replaceChildren(element("p", { class: "kp-practice-code-text" }, `code ${script.code}`), dealt,
      ...asks.does.map((text) => element("p", { class: "kp-practice-phase" }, text)),
      element("p", { class: "kp-practice-prompt" }, asks.first), lines);
    if (asks.steps > asks.lines) {
      sheet.append(element("p", {}, `${asks.steps} steps in all: write the rest on a sheet of your own.`));
    }
  }
  window.addEventListener("beforeprint", printSheet);
  // the board's squares answer a click (the board view's Enter clicks the focused one)
  board.addEventListener("click", (event) => {
    const svg = board.querySelector("svg[data-board-size]");
    const point = svg && svgPoint(svg, event);
    const square = point && cellAt(point, boardGeometry(svg.dataset));
    if (square && game && !game.done) give(`${square[0]},${square[1]}`);
  });
  const boardModel = { get: (name) => (name === "spec" ? { square: true } : undefined) };

  function showProgress() {
    const storage = practiceStorage();
    progressLine.textContent = storage ? `This chapter so far: ${progressText(readProgress(storage), spec.chapter_letters).text}.` : "";
  }

  function draw() {
    const script = game.script;
    const step = game.done ? null : script.steps[game.index];
    const kind = step ? step.kind : null;
    board.replaceChildren(drawScene(shownScene(game, spec.collected), spec.marks));
    attachBoardView(board, boardModel); // a board: arrows and Enter; the pegs have none
    const waiting = game.scene.queue;
    queue.hidden = !waiting;
    queue.textContent = waiting ? `queue: ${waiting.map(squareText).join(" ") || "empty"}` : "";
    const phases = (script.phases || []).filter(([start]) => start <= game.index);
    phase.textContent = phases.length ? String(phases[phases.length - 1][1]).replace(/^\w+: /, "") : "";
    prompt.textContent = step ? `Step ${game.index + 1} of ${script.steps.length}: ${step.prompt}` : "Done.";
    numbers.hidden = kind !== "numbers";
    moves.hidden = kind !== "moves";
    // nothing is disabled at the end: the button just pressed keeps the focus, and says the exercise is done
  }

  function start(sealedScript, script) {
    game = newGame(script);
    level = script.level;
    played.add(script.code);
    root.dataset.code = script.code;
    title.textContent = script.title;
    codeText.textContent = `code ${script.code}`;
    // the section's heading: the page opens there, so that this widget, near the screen, loads at once
    link.setAttribute("href", `?yourturn=${encodeURIComponent(script.code)}#${spec.anchor}`);
    levelButtons.forEach((button, k) => button.setAttribute("aria-pressed", String(k + 1 === level)));
    buttons.replaceChildren(...(script.buttons || []).map((key) => {
      const button = element("button", { type: "button" }, keyText(key));
      button.addEventListener("click", () => give(key));
      return button;
    }));
    verdict.textContent = "";
    verdict.className = "kp-practice-verdict";
    score.textContent = "";
    draw();
  }

  function give(key, options = {}) {
    if (!game) return;
    const said = answer(game, key, options);
    const marks = { right: "✓ Right: ", wrong: "✗ Not this one: ", again: "", over: "" };
    verdict.textContent = (options.shown && said.verdict === "right" ? "Shown: " : marks[said.verdict]) + said.text;
    verdict.className = `kp-practice-verdict kp-practice-${said.verdict}`;
    if (said.verdict === "right") draw();
    if (said.verdict === "right" && game.done) {
      score.textContent = `Done: ${scoreText(game)}`;
      verdict.textContent += ` Done: ${scoreText(game)}`;
      const storage = practiceStorage();
      if (storage) recordProgress(storage, spec.letter, game.first, game.answered);
      showProgress();
    }
  }

  // --- where a script comes from: the page's stored ones, the kernel, the page's Python ------------------
  async function sealedFor(order) {
    if (order.code && stored.has(order.code)) return stored.get(order.code);
    if (!order.code) {
      const next = [...stored.values()].find((sealed) => sealed.level === order.level && !played.has(sealed.code));
      if (next) return next;
    }
    const entropy = Math.floor(Math.random() * 2 ** 31);
    if (model.get("mode") !== "static") {
      const id = `${Date.now()}-${Math.random()}`;
      const reply = new Promise((resolve, reject) => waiting.set(id, { resolve, reject }));
      model.send(order.code ? { ask: id, code: order.code } : { ask: id, letter: spec.letter, level: order.level, entropy });
      return reply;
    }
    const live = window.knightsLive;
    if (!live) throw new Error("This needs Python, which this page does not have: run the chapter in Jupyter.");
    await setUp(live, "from boardpuzzles.practice.sealing import seal_code, seal_new");
    const text = order.code ? await live.call("seal_code", { code: order.code, text: true })
      : await live.call("seal_new", { letter: spec.letter, level: order.level, entropy, text: true });
    return JSON.parse(text);
  }

  async function deal(order) {
    const mine = ++asked;
    note.textContent = order.code && !stored.has(order.code) || !order.code ? "Dealing…" : "";
    try {
      const sealed = await sealedFor(order);
      const script = await unseal(sealed);
      if (mine !== asked) return;
      note.textContent = "";
      start(sealed, script);
      if (order.code) box.value = "";
    } catch (error) {
      if (mine !== asked) return;
      if (error && error.name === "UnavailableError") {
        note.textContent = "The stored exercises play here without Python; for another, open the site over http " +
          "(its pages from a file cannot start Python) or run the chapter in Jupyter.";
      } else {
        note.textContent = String(error && (error.text || error.message) || error);
      }
      verdict.textContent = note.textContent;
    }
  }

  const onMessage = (message) => {
    const asking = message && waiting.get(message.answer);
    if (!asking) return;
    waiting.delete(message.answer);
    if (message.error) asking.reject(Object.assign(new Error(message.error), { text: message.error }));
    else asking.resolve(message.sealed);
  };
  model.on("msg:custom", onMessage);
  showProgress();
  const unfollow = followProgress(window, showProgress);
  const linked = typeof location !== "undefined" ? linkedCode(location.search, spec.letter) : null;
  const first = model.get("scripts")[0];
  if (linked) {
    deal({ code: linked }).then(() => { if (root.scrollIntoView) root.scrollIntoView({ block: "start" }); });
  } else if (first) {
    unseal(first).then((script) => { if (!game) start(first, script); });
  }
  return () => {
    model.off("msg:custom", onMessage);
    window.removeEventListener("beforeprint", printSheet);
    unfollow();
  };
}

// The start page's table: each chapter's progress, and one button that clears it all.
function practiceProgressTable({ spec, el }) {
  const root = element("div", { class: "kp-practice kp-practice-table", role: "region", "aria-label": "your progress" });
  const table = element("table", { class: "kp-board-table" });
  const caption = element("caption", {}, "Your turn: what you have done, kept in this browser only");
  const head = element("tr");
  for (const words of ["chapter", "exercises done", "steps right at the first try"]) {
    head.append(element("th", { scope: "col" }, words));
  }
  const thead = element("thead");
  thead.append(head);
  const body = element("tbody");
  table.append(caption, thead, body);
  const clear = element("button", { type: "button" }, "clear my progress");
  const said = element("p", { class: "kp-practice-verdict", role: "status", "aria-live": "polite" });
  root.append(table, clear, said);
  el.append(root);
  const fill = () => {
    const storage = practiceStorage();
    const progress = storage ? readProgress(storage) : {};
    body.replaceChildren(...spec.chapters.map((chapter) => {
      const row = element("tr");
      const sum = progressText(progress, chapter.letters);
      const name = element("th", { scope: "row" });
      name.append(element("a", { href: chapter.href }, `${chapter.number}. ${chapter.title}`));
      row.append(name, element("td", {}, String(sum.done)),
        element("td", {}, sum.steps ? `${sum.first} of ${sum.steps}` : "—"));
      return row;
    }));
  };
  clear.addEventListener("click", () => {
    const storage = practiceStorage();
    try { if (storage) storage.removeItem(PRACTICE_STORE); } catch { /* nothing kept */ }
    fill();
    said.textContent = "Your progress is cleared.";
  });
  fill();
  return followProgress(window, fill);
}

export default { render: practiceRender };
