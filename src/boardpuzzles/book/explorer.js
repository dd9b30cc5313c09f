// The book's explorer: controls a reader expects, and a picture that follows them.
//
// One cell, three places. The same widget model (boardpuzzles.book.explorer.Explorer) drives it:
// - in a Jupyter kernel ("kernel" mode) a change is sent to Python, which draws the picture;
// - on the website, a precomputed picture is shown at once when there is one ("frames"), and
//   anything beyond them is drawn by Python in the reader's browser (window.knightsLive, Pyodide
//   in a Web Worker), from the render function's own source ("code"), shipped in the model.
// Every control has an accessible name and says its value (a choice by its option's name). The picture's
// SVG carries its own text alternative (role="img", aria-label); when the picture changes, a visually
// hidden polite live region says the new one, and only that; while a player plays it says only the step, at
// most once a second, and the whole description when it pauses. Play asks first where the reader's system
// asks for reduced motion. Each explorer is a region named after its render function (spec.name).
//
// A player fits the run: a picture that is one step of a run says where the run ends (the SVG's
// data-last-step, boardpuzzles.pictures.Picture.ending_at), and the step slider ends there; a sentence
// keeps the control's own range.

// Milliseconds a frame; 0 is "as fast as it draws": the next step as soon as the picture is shown, skipping
// steps so that it advances at least one step every FASTEST_MS (a 2,000-step run ends within about 8 s).
const SPEEDS = [["slow", 1400], ["normal", 700], ["fast", 300], ["fastest", 120], ["as fast as it draws", 0]];
export const FASTEST_MS = 4;

// While a player plays, the live region says at most one short sentence in this many milliseconds.
export const ANNOUNCE_MS = 1000;

// How long a reader may pause typing before a half-typed number is judged.
export const TYPING_PAUSE_MS = 900;

// The render functions' sources already given to the page's Python (knightsLive.setup runs each again in
// a fresh worker after a runaway computation was stopped).
const defined = new Set();

async function drawInBrowser(live, spec, values) {
  if (!defined.has(spec.code)) {
    defined.add(spec.code);
    await live.setup(spec.code);
  }
  return live.call(spec.render, values, { timeoutMs: spec.timeout_ms });
}

function element(tag, attributes = {}, text = "") {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  if (text) node.textContent = text;
  return node;
}

export function clamp(value, low, high) {
  return Math.min(high, Math.max(low, value));
}

// A number typed or slid: the whole number it is, when it lies in the control's range; else null.
export function wholeNumberIn(raw, control) {
  const number = Number(raw);
  return Number.isInteger(number) && number >= control.min && number <= control.max ? number : null;
}

// What a number being typed is: {value} (a whole number in range), {wait: true} (it may still become one
// as the reader goes on typing: empty, a sign, or digits below the range) or {bad: true} (it cannot: not a
// whole number, or past the range's end). `max` is the largest value allowed now (the control's, or less).
export function typedNumber(raw, control, max = control.max) {
  const text = String(raw).trim();
  const value = wholeNumberIn(text, { min: control.min, max });
  if (value !== null) return { value };
  if (text === "" || text === "-") return { wait: true };
  if (!/^-?\d+$/.test(text)) return { bad: true };
  const number = Number(text);
  if (number > max && number >= 0) return { bad: true }; // more digits only make it larger
  if (number < 0 && control.min >= 0) return { bad: true };
  return { wait: true };
}

// The number box's width: the largest value and its sign, and its padding (a box has no spin buttons).
export function boxWidth(control) {
  return `${String(control.max).length + String(control.min).startsWith("-") + 2.5}ch`;
}

// The last step of the run a picture is one step of (its SVG's data-last-step), or null for no run's.
export function lastStep(markup) {
  const found = /^\s*<svg\b[^>]*?\sdata-last-step="(\d+)"/.exec(String(markup));
  return found ? Number(found[1]) : null;
}

// The player's range: the control's own, ending where the run ends when the picture says so.
export function playerRange(control, last) {
  const max = last === null || last === undefined ? control.max : clamp(last, control.min, control.max);
  return { min: control.min, max };
}

// The next value of a playing player: one step on, or at "as fast as it draws" (`msPerStep`) as many steps
// as the time since the last step allows, never past `max`.
export function nextValue(value, max, elapsedMs = 0, msPerStep = 0) {
  const steps = msPerStep > 0 ? Math.max(1, Math.floor(elapsedMs / msPerStep)) : 1;
  return Math.min(max, value + steps);
}

// Whether a playing player may say its step now: at most once in ANNOUNCE_MS.
export function mayAnnounce(now, lastSaid, gapMs = ANNOUNCE_MS) {
  return lastSaid === null || now - lastSaid >= gapMs;
}

// The short sentence a playing player says: the step and where the run ends ("event 5 of 1,869").
export function stepSaid(label, value, max) {
  return `${label} ${value.toLocaleString("en-US")} of ${max.toLocaleString("en-US")}`;
}

// The explorer's name as a region: its spec's name, else its render function's name in words.
export function regionName(spec) {
  return `explorer: ${spec.name || String(spec.render || "").replace(/_/g, " ")}`;
}

// A setting's key in the model's frames, as explorer.py's frame_key writes it: its values as a JSON list.
export function settingKey(names, values) {
  return JSON.stringify(names.map((name) => values[name]));
}

// What the player does at a tick: "wait" (the picture is still computed), "stop" (the range's last value, the
// run's end), "back" (this step showed what the one before did, a run whose picture says no end: stop there)
// or "next". `now` is what is shown (null while computing), `last` what the previous step showed, `range` the
// player's range (playerRange).
export function playerStep(now, last, value, range) {
  if (now === null) return "wait";
  if (value >= range.max) return "stop";
  if (now === last) return "back";
  return "next";
}

// The square (1-based [row, col]) at a point in the SVG's own coordinates, from the board's geometry (the
// data-board-size, data-cell, data-x and data-y of boardpuzzles.pictures), or null off the board.
export function squareAt(point, board) {
  const size = Number(board.boardSize);
  const cell = Number(board.cell);
  const col = Math.floor((point.x - Number(board.x)) / cell);
  const row = Math.floor((point.y - Number(board.y)) / cell);
  return row >= 0 && col >= 0 && row < size && col < size ? [row + 1, col + 1] : null;
}

// What the explorer says for an error from the page's Python: {sentence} in place of the picture for an
// error the spec names among its sentences (a ValueError, a search out of budget: explorer.py's
// SENTENCE_ERRORS, a subclass too), else {note} below it.
export function failureShown(error, sentences) {
  const kinds = error && (Array.isArray(error.types) ? error.types : [error.type]);
  if (kinds && kinds.some((kind) => sentences.includes(kind))) return { sentence: String(error.text) };
  if (error && error.type === "ModuleNotFoundError") {
    return { note: `This picture needs ${String(error.text).replace(/^No module named /, "")}, which the page's ` +
      "Python does not have: run the chapter in Jupyter to go further." };
  }
  return { note: String(error && error.message ? error.message : error) };
}

// Draw the newest setting with `compute(key)` (a Promise), one request at a time: while one is computed the
// reader may move on, and then only the setting they reached is computed, once the running one is back,
// unless a precomputed picture already shows it (`precomputed(key)`). Resolves to {key, markup} or {key,
// error} for the last setting computed; its key differs from `currentKey()` when the reader moved on to a
// precomputed one.
export async function computeNewest(currentKey, compute, precomputed) {
  let key, markup, error;
  do {
    key = currentKey();
    try {
      markup = await compute(key);
      error = undefined;
    } catch (failure) {
      error = failure;
    }
  } while (key !== currentKey() && !precomputed(currentKey()));
  return error === undefined ? { key, markup } : { key, error };
}

// A number control: a slider and a box to type in, kept in step. `onChange(value, typed)` gets whole numbers
// only (`typed` when they come from the box). A value that cannot become one (past the range's end, or not a
// number) is said at once, on the box (aria-invalid, aria-describedby its hint); a half-typed one waits until
// the reader pauses typing or leaves the box. `limit()` is the largest value allowed now (a row no larger
// than the board); `outside(number)` answers a value past it instead of the range's rule.
function numberControl(control, value, onChange, { limit = () => control.max, outside = null } = {}) {
  const row = element("div", { class: "kp-control kp-number" });
  const id = `kp-${control.name}-${Math.random().toString(36).slice(2, 8)}`;
  const label = element("label", { for: id }, control.label);
  const slider = element("input", {
    type: "range", min: control.min, max: control.max, step: control.step, value,
    "aria-label": control.label,
  });
  const box = element("input", {
    id, type: "number", min: control.min, max: control.max, step: control.step, value,
    inputmode: "numeric", class: "kp-box",
    style: `width: ${boxWidth(control)}`,
  });
  const hint = element("span", { class: "kp-hint", id: `${id}-hint`, "aria-live": "polite" });
  let current = value;
  let max = control.max; // the slider's end: the control's, or where the run ends
  let pause = null;
  const clear = () => {
    hint.textContent = "";
    box.removeAttribute("aria-invalid");
    box.removeAttribute("aria-describedby");
  };
  const invalid = (message, describedBy = hint.id) => {
    hint.textContent = message;
    box.setAttribute("aria-invalid", "true");
    box.setAttribute("aria-describedby", describedBy);
  };
  const rule = () => `${control.label} is a whole number from ${control.min} to ${control.max}; ` +
    `the picture still shows ${control.label} ${current}`;
  const judge = (raw) => {
    const typed = typedNumber(raw, control);
    if (typed.value !== undefined && typed.value > limit() && outside) {
      outside(typed.value);
      return null;
    }
    if (typed.value === undefined) { invalid(rule()); return null; }
    clear();
    return typed.value;
  };
  const set = (raw, from) => {
    clearTimeout(pause);
    const number = judge(raw);
    if (number === null) return;
    if (from !== slider) slider.value = Math.min(number, max);
    if (from !== box) box.value = number;
    // The box's change event also fires when it loses focus after Enter has applied its number: drawing
    // again then would replace the picture under a click that took the focus, and lose the click.
    if (number === current) return;
    current = number;
    onChange(number, from === box);
  };
  slider.addEventListener("input", () => set(slider.value, slider));
  box.addEventListener("change", () => set(box.value, box));
  box.addEventListener("keydown", (event) => {
    if (event.key === "Enter") { event.preventDefault(); set(box.value, box); }
  });
  // While typing: a value that cannot become a good one is said at once, anything else after a pause.
  box.addEventListener("input", () => {
    clearTimeout(pause);
    const typed = typedNumber(box.value, control);
    if (typed.bad) { invalid(rule()); return; }
    if (typed.value !== undefined && typed.value > limit() && outside) { outside(typed.value); return; }
    clear();
    if (typed.wait) pause = setTimeout(() => { if (typedNumber(box.value, control).wait) invalid(rule()); }, TYPING_PAUSE_MS);
  });
  row.append(label, slider, box, hint);
  // show(): the number set from outside (a click on the board, a run's end), without drawing
  const show = (number) => { clearTimeout(pause); clear(); current = number; slider.value = number; box.value = number; };
  // fit(): the slider ends at `end` (where the run ends), the control's own end with null
  const fit = (end) => {
    max = end === null ? control.max : end;
    slider.max = max;
    box.max = max;
  };
  return {
    row, slider, box, show, fit, invalid, clear,
    set: (number) => set(number, null), get: () => current, max: () => max,
  };
}

// A named choice: toggle buttons for a few options, a drop-down for more.
function choiceControl(control, value, onChange) {
  const row = element("div", { class: "kp-control kp-choice" });
  const options = control.options; // [label, value] pairs
  if (options.length <= 4) {
    const group = element("div", { role: "group", "aria-label": control.label });
    row.append(element("span", { class: "kp-label", "aria-hidden": "true" }, control.label), group);
    const buttons = options.map(([text, option]) => {
      const button = element("button", { type: "button", "aria-pressed": String(option === value) }, text);
      button.addEventListener("click", () => {
        buttons.forEach((other) => other.setAttribute("aria-pressed", String(other === button)));
        onChange(option);
      });
      group.append(button);
      return button;
    });
    return { row };
  }
  const id = `kp-${control.name}-${Math.random().toString(36).slice(2, 8)}`;
  const select = element("select", { id });
  options.forEach(([text, option], index) => {
    const item = element("option", { value: index }, text);
    if (option === value) item.selected = true;
    select.append(item);
  });
  select.addEventListener("change", () => onChange(options[Number(select.value)][1]));
  row.append(element("label", { for: id }, control.label), select);
  return { row };
}

// A button's label: a symbol and words; its name is the words, in lower case as the explorer's other names.
// (A button whose name changes, Play to Pause, is not also a toggle: it has no aria-pressed.)
function label(button, symbol, words) {
  button.replaceChildren(element("span", { "aria-hidden": "true" }, symbol), ` ${words}`);
  button.setAttribute("aria-label", words.toLowerCase());
}

// The step player: to the start, back, play or pause (where it is), forward, to the end, a speed, over a
// full-width slider. Playing stops at the run's end (the slider's), or where the picture no longer changes (a
// run whose pictures say no end), and Pause turns back into Play. While it plays, `say(text)` gets a short
// sentence at most once a second; when it stops, `paused()` says the whole picture.
// Where the system asks for reduced motion (`reducedMotion()`), the first press of Play only asks: back
// and forward step one picture at a time, and a second press plays, at the slowest speed.
function player(number, control, reducedMotion, shown, { say = () => {}, paused = () => {} } = {}) {
  const row = element("div", { class: "kp-player", role: "group", "aria-label": `play ${control.label}` });
  const button = (name, symbol) => element("button", { type: "button", "aria-label": `${control.label} ${name}` },
    symbol);
  const toStart = button("to the start", "|◀");
  const back = button("back one", "◀");
  const play = element("button", { type: "button" });
  const forward = button("forward one", "▶");
  const toEnd = button("to the end", "▶|");
  const speed = element("select", { "aria-label": "speed" });
  const ask = element("span", { class: "kp-ask", "aria-live": "polite" });
  SPEEDS.forEach(([text, ms]) => speed.append(element("option", { value: ms }, text)));
  speed.value = String(reducedMotion() ? 1400 : 700);
  label(play, "▶", "Play");
  let timer = null;
  let playing = false;
  let asked = false; // the reader has been asked, under reduced motion, and may now play
  let last = null; // what the previous step showed
  let stepped = 0; // when the player last moved on
  let lastSaid = null; // when it last said its step
  const range = () => ({ min: control.min, max: number.max() });
  const stop = () => {
    const was = playing;
    clearTimeout(timer);
    timer = null;
    playing = false;
    label(play, "▶", "Play");
    if (was) paused();
  };
  const schedule = () => {
    const ms = Number(speed.value);
    timer = setTimeout(tick, ms > 0 ? ms : 0);
  };
  const tick = () => {
    timer = null;
    if (!playing) return;
    const now = shown();
    const step = playerStep(now, last, number.get(), range());
    if (step === "wait") { timer = setTimeout(tick, Number(speed.value) > 0 ? 30 : 0); return; } // still computed
    if (step === "stop") { stop(); return; }
    if (step === "back") { // this step showed what the one before it did (a walk or a game that ended there)
      number.set(number.get() - 1);
      stop();
      return;
    }
    last = now;
    const time = performance.now();
    const fastest = Number(speed.value) === 0;
    const value = nextValue(number.get(), range().max, time - stepped, fastest ? FASTEST_MS : 0);
    stepped = time;
    number.set(value);
    if (mayAnnounce(time, lastSaid)) {
      lastSaid = time;
      say(stepSaid(control.label, value, range().max));
    }
    schedule();
  };
  const start = () => {
    last = null;
    lastSaid = null;
    if (number.get() >= range().max) number.set(control.min);
    playing = true;
    stepped = performance.now();
    label(play, "⏸", "Pause");
    ask.textContent = "";
    schedule();
  };
  play.addEventListener("click", () => {
    if (playing) { stop(); return; }
    if (reducedMotion() && !asked) {
      asked = true;
      speed.value = "1400";
      label(play, "▶", "Play anyway");
      ask.textContent = "Your system asks for reduced motion: step with the back and forward buttons, " +
        "or press Play anyway.";
      return;
    }
    start();
  });
  const go = (value) => { stop(); number.set(clamp(value, control.min, range().max)); };
  toStart.addEventListener("click", () => go(control.min));
  back.addEventListener("click", () => go(number.get() - 1));
  forward.addEventListener("click", () => go(number.get() + 1));
  toEnd.addEventListener("click", () => go(range().max));
  speed.addEventListener("change", () => { if (playing) { clearTimeout(timer); stepped = performance.now(); schedule(); } });
  row.append(toStart, back, play, forward, toEnd, speed, ask);
  return { row, stop, playing: () => playing };
}

// Whether `node` is `row` or lies within it.
function inside(row, node) {
  for (let here = node; here; here = here.parentNode) if (here === row) return true;
  return false;
}

// The square under a click on a board picture, 1-based, from the board's geometry in the SVG.
function clickedSquare(event, picture) {
  const board = picture.querySelector("[data-board-size]");
  const svg = picture.querySelector("svg");
  if (!board || !svg || !svg.getScreenCTM()) return null;
  const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(svg.getScreenCTM().inverse());
  return squareAt(point, board.dataset);
}

function render({ model, el }) {
  const spec = model.get("spec");
  const names = spec.controls.map((control) => control.name);
  const values = { ...model.get("values") };
  const root = element("div", { class: "kp-explorer", role: "region", "aria-label": regionName(spec) });
  if (model.get("mode") === "static") root.setAttribute("data-knights-live", ""); // it may ask the page's Python
  const controls = element("div", { class: "kp-controls" });
  // The picture: board_view.js (zoom, pan, the square's read-out) hooks here, through root.knightsPicture.
  const picture = element("div", { class: "kp-picture" });
  const said = element("p", { class: "kp-said", "aria-live": "polite" }); // the new picture, in words
  const note = element("p", { class: "kp-note", "aria-live": "polite" });
  // read at each press, so that a change of the system's setting counts at once
  const reducedMotion = () => Boolean(window.matchMedia &&
    window.matchMedia("(prefers-reduced-motion: reduce)").matches);
  let computing = false; // a request is with the page's Python
  let players = [];
  const numbers = {};
  const playing = () => players.some((play) => play.playing());
  const sayPicture = () => {
    const svg = picture.querySelector("svg[aria-label]");
    const img = picture.querySelector("img[alt]");
    said.textContent = svg ? svg.getAttribute("aria-label") : img ? img.alt : picture.textContent.trim();
  };
  const pictureShown = [];
  if (typeof attachBoardView === "function") pictureShown.push((shown) => attachBoardView(shown, model)); // board_view.js
  // The player's slider ends where the picture's run ends (a sentence: the control's own end); a step past
  // that end shows the end, and the box says so, as the caption does.
  const fitPlayer = (markup) => {
    const stepper = spec.play && numbers[spec.play];
    if (!stepper) return;
    const control = spec.controls.find((c) => c.name === spec.play);
    const last = lastStep(markup);
    const { max } = playerRange(control, last);
    stepper.fit(last === null ? null : max);
    if (last !== null && values[spec.play] > max) {
      values[spec.play] = max;
      stepper.show(max);
    }
  };

  // Show a picture; once the explorer is on the page, say its text alternative (or its sentence), unless a
  // player plays: it says its step, and the whole picture when it stops.
  const show = (markup, announce = true) => {
    picture.innerHTML = markup;
    fitPlayer(markup);
    pictureShown.forEach((hook) => hook(picture));
    if (announce && !playing()) sayPicture();
  };
  // A sentence in place of the picture, with the id a box marked invalid points at.
  const sentence = (text) => {
    const message = element("p", { class: "kp-message", id: `${root.dataset.id}-message` }, text);
    picture.replaceChildren(message);
    fitPlayer("");
    pictureShown.forEach((hook) => hook(picture));
    if (!playing()) said.textContent = text;
    return message;
  };
  root.dataset.id = `kp-${Math.random().toString(36).slice(2, 8)}`;
  const key = () => settingKey(names, values);

  async function draw() {
    if (model.get("mode") === "kernel") {
      model.set("values", { ...values });
      model.save_changes();
      return;
    }
    const frame = model.get("frames")[key()];
    if (frame !== undefined) {
      show(model.get("pictures")[frame]);
      note.textContent = "";
      return;
    }
    const live = window.knightsLive;
    if (!live || live.status === "unavailable") {
      note.textContent = "This setting has no precomputed picture: " + ((live && live.statusText) ||
        "served over http, the page draws it with Python in your browser.");
      return;
    }
    note.textContent = "Computing with Python in your browser…";
    // One request at a time: while one is computed, a slider dragged on asks only for its newest setting,
    // once the running one is back (the others would only queue up behind it).
    if (computing) return;
    computing = true;
    let drawn;
    try {
      drawn = await computeNewest(key, () => drawInBrowser(live, spec, { ...values }),
        (setting) => model.get("frames")[setting] !== undefined);
    } finally {
      computing = false;
    }
    if (drawn.key !== key()) return; // the reader moved on to a precomputed setting, already shown
    if (!("error" in drawn)) {
      show(drawn.markup);
      note.textContent = "";
      return;
    }
    const outcome = failureShown(drawn.error, spec.sentences || []);
    if (outcome.sentence !== undefined) {
      // a setting that makes no sense, or a search out of budget: its sentence, in place of the picture,
      // as a kernel and the precomputed pictures show it
      sentence(outcome.sentence);
      note.textContent = "";
      return;
    }
    note.textContent = outcome.note;
  }

  // A new setting: no message about an earlier one stays (each box shows its value again, unmarked).
  const fresh = (except) => {
    for (const [name, number] of Object.entries(numbers)) if (name !== except) number.show(values[name]);
  };
  // The row typed before the column: when the reader goes on from one box of the square to the other, the
  // half-set square waits for the other box (its change, or leaving it).
  let held = false;
  const partner = (name) => spec.square && numbers[spec.square[spec.square.indexOf(name) === 0 ? 1 : 0]];
  const change = (name, value, typed = false) => {
    values[name] = value;
    fresh(name);
    if (typed && spec.square && spec.square.includes(name) && partner(name)) {
      const other = partner(name);
      setTimeout(() => {
        if (inside(other.row, document.activeElement)) { held = true; return; }
        held = false;
        draw();
      }, 0);
      return;
    }
    held = false;
    draw();
  };
  // A square off the board is said at once, in the render functions' words, without asking Python.
  const sizeControl = spec.square && spec.controls.find((c) => c.name === "size" && c.kind === "number");
  const squareRule = (name) => (sizeControl && spec.square.includes(name) && spec.square_rule ? {
    limit: () => values.size,
    outside: (number) => {
      values[name] = number;
      const message = sentence(spec.square_rule.replace("{size}", String(values.size)));
      numbers[name].invalid("", message.id);
    },
  } : {});
  for (const control of spec.controls) {
    if (control.kind === "number") {
      const number = numberControl(control, values[control.name],
        (value, typed) => change(control.name, value, typed), squareRule(control.name));
      numbers[control.name] = number;
      if (spec.play === control.name) {
        // null while a picture is still being computed: the player then waits for it
        const shownNow = () => (note.textContent.startsWith("Computing") ? null : picture.innerHTML);
        const play = player(number, control, reducedMotion, shownNow, {
          say: (text) => { said.textContent = text; },
          paused: sayPicture,
        });
        players.push(play);
        number.row.classList.add("kp-wide");
        controls.append(number.row, play.row);
      } else {
        controls.append(number.row);
      }
    } else {
      controls.append(choiceControl(control, values[control.name], (value) => change(control.name, value)).row);
    }
  }
  if (spec.square) {
    for (const name of spec.square) {
      const other = partner(name);
      if (numbers[name] && other) {
        // leaving the square's two numbers (the boxes and sliders) draws a square held half-set
        for (const control of [numbers[name].box, numbers[name].slider]) {
          control.addEventListener("focusout", (event) => {
            if (inside(other.row, event.relatedTarget) || inside(numbers[name].row, event.relatedTarget)) return;
            if (held) { held = false; draw(); }
          });
        }
      }
    }
    const [rowName, colName] = spec.square;
    picture.classList.add("kp-clickable");
    picture.addEventListener("click", (event) => {
      const square = clickedSquare(event, picture);
      if (!square) return;
      // the two numbers change together, then the picture is drawn once
      values[rowName] = square[0];
      values[colName] = square[1];
      for (const [name, value] of [[rowName, square[0]], [colName, square[1]]]) {
        if (numbers[name]) numbers[name].show(value);
      }
      draw();
    });
  }
  // The one hook for what works on the picture (board_view.js): called with the picture's element each time
  // a new picture is shown.
  root.knightsPicture = { element: picture, onShown: (hook) => pictureShown.push(hook) };
  const onPicture = () => show(model.get("picture"));
  model.on("change:picture", onPicture);
  root.append(controls, picture, said, note);
  el.append(root);
  show(model.get("picture"), false);
  return () => {
    players.forEach((play) => play.stop());
    model.off("change:picture", onPicture);
  };
}

export default { render };
