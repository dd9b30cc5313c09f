// The book's explorer: controls a reader expects, and a picture that follows them.
//
// One cell, three places. The same widget model (boardpuzzles.book.explorer.Explorer) drives it:
// - in a Jupyter kernel ("kernel" mode) a change is sent to Python, which draws the picture;
// - on the website, a precomputed picture is shown at once when there is one ("frames"), and
//   anything beyond them is drawn by Python in the reader's browser (window.knightsLive, Pyodide
//   in a Web Worker), from the render function's own source ("code"), shipped in the model.
// Every control has an accessible name and says its value (a choice by its option's name). The picture's
// SVG carries its own text alternative (role="img", aria-label); when the picture changes, a visually
// hidden polite live region says the new one, and only that. Play asks first where the reader's system
// asks for reduced motion.

const SPEEDS = [["slow", 1400], ["normal", 700], ["fast", 300], ["fastest", 120]];

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

// The number box's width: the largest value, its sign and the browser's spin buttons.
export function boxWidth(control) {
  return `${String(control.max).length + String(control.min).startsWith("-") + 3.5}ch`;
}

// A setting's key in the model's frames, as explorer.py's frame_key writes it: its values as a JSON list.
export function settingKey(names, values) {
  return JSON.stringify(names.map((name) => values[name]));
}

// What the player does at a tick: "wait" (the picture is still computed), "back" (this step showed what the
// one before did: stop there), "stop" (the control's last value) or "next". `now` is what is shown (null
// while computing), `last` what the previous step showed.
export function playerStep(now, last, value, control) {
  if (now === null) return "wait";
  if (now === last) return "back";
  if (value >= control.max) return "stop";
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

// A number control: a slider and a box to type in, kept in step. `onChange(value)` gets whole numbers only.
function numberControl(control, value, onChange) {
  const row = element("div", { class: "kp-control kp-number" });
  const id = `kp-${control.name}-${Math.random().toString(36).slice(2, 8)}`;
  const label = element("label", { for: id }, control.label);
  const slider = element("input", {
    type: "range", min: control.min, max: control.max, step: control.step, value,
    "aria-label": control.label,
  });
  const box = element("input", {
    id, type: "number", min: control.min, max: control.max, step: control.step, value,
    inputmode: "numeric",
    style: `width: ${boxWidth(control)}`,
  });
  const hint = element("span", { class: "kp-hint", "aria-live": "polite" });
  let current = value;
  const set = (raw, from) => {
    const number = wholeNumberIn(raw, control);
    if (number === null) {
      hint.textContent = `${control.label} is a whole number from ${control.min} to ${control.max}`;
      return;
    }
    hint.textContent = "";
    if (from !== slider) slider.value = number;
    if (from !== box) box.value = number;
    // The box's change event also fires when it loses focus after Enter has applied its number: drawing
    // again then would replace the picture under a click that took the focus, and lose the click.
    if (number === current) return;
    current = number;
    onChange(number);
  };
  slider.addEventListener("input", () => set(slider.value, slider));
  box.addEventListener("change", () => set(box.value, box));
  box.addEventListener("keydown", (event) => {
    if (event.key === "Enter") { event.preventDefault(); set(box.value, box); }
  });
  row.append(label, slider, box, hint);
  // show(): the number set from outside (a click on the board), without drawing
  const show = (number) => { current = number; slider.value = number; box.value = number; };
  return { row, slider, show, set: (number) => set(number, null), get: () => Number(box.value) };
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

// The step player: back, play or pause (where it is), forward, a speed, over a full-width slider.
// Playing stops at the control's last value, or where the picture no longer changes (a short game of a
// player whose steps run further than it needs), so that it never plays the same picture on and on.
// Where the system asks for reduced motion (`reducedMotion()`), the first press of Play only asks: back
// and forward step one picture at a time, and a second press plays, at the slowest speed.
function player(number, control, reducedMotion, shown) {
  const row = element("div", { class: "kp-player", role: "group", "aria-label": `play ${control.label}` });
  const back = element("button", { type: "button", "aria-label": `${control.label} back one` }, "◀");
  const play = element("button", { type: "button" });
  const forward = element("button", { type: "button", "aria-label": `${control.label} forward one` }, "▶");
  const speed = element("select", { "aria-label": "speed" });
  const ask = element("span", { class: "kp-ask", "aria-live": "polite" });
  SPEEDS.forEach(([text, ms]) => speed.append(element("option", { value: ms }, text)));
  speed.value = String(reducedMotion() ? 1400 : 700);
  label(play, "▶", "Play");
  let timer = null;
  let asked = false; // the reader has been asked, under reduced motion, and may now play
  let last = null; // what the previous step showed
  const stop = () => {
    clearInterval(timer);
    timer = null;
    label(play, "▶", "Play");
  };
  const tick = () => {
    const now = shown();
    const step = playerStep(now, last, number.get(), control);
    if (step === "wait") return; // the picture of this step is still being computed: wait for it
    if (step === "back") { // this step showed what the one before it did (a walk or a game that ended there)
      stop();
      number.set(number.get() - 1);
      return;
    }
    if (step === "stop") { stop(); return; }
    last = now;
    number.set(number.get() + 1);
  };
  const start = () => {
    last = null;
    if (number.get() >= control.max) number.set(control.min);
    timer = setInterval(tick, Number(speed.value));
    label(play, "⏸", "Pause");
    ask.textContent = "";
  };
  play.addEventListener("click", () => {
    if (timer) { stop(); return; }
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
  back.addEventListener("click", () => { stop(); number.set(clamp(number.get() - 1, control.min, control.max)); });
  forward.addEventListener("click", () => { stop(); number.set(clamp(number.get() + 1, control.min, control.max)); });
  speed.addEventListener("change", () => { if (timer) { stop(); start(); } });
  row.append(back, play, forward, speed, ask);
  return { row, stop };
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
  const root = element("div", { class: "kp-explorer" });
  if (model.get("mode") === "static") root.setAttribute("data-knights-live", ""); // it may ask the page's Python
  const controls = element("div", { class: "kp-controls" });
  const picture = element("div", { class: "kp-picture" });
  const said = element("p", { class: "kp-said", "aria-live": "polite" }); // the new picture, in words
  const note = element("p", { class: "kp-note", "aria-live": "polite" });
  // read at each press, so that a change of the system's setting counts at once
  const reducedMotion = () => Boolean(window.matchMedia &&
    window.matchMedia("(prefers-reduced-motion: reduce)").matches);
  let computing = false; // a request is with the page's Python
  let players = [];

  // Show a picture; once the explorer is on the page, say its text alternative (or its sentence).
  const show = (markup, announce = true) => {
    picture.innerHTML = markup;
    if (typeof attachBoardView === "function") attachBoardView(picture, model); // board_view.js
    if (!announce) return;
    const svg = picture.querySelector("svg[aria-label]");
    const img = picture.querySelector("img[alt]");
    said.textContent = svg ? svg.getAttribute("aria-label") : img ? img.alt : picture.textContent.trim();
  };
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
      picture.replaceChildren(element("p", { class: "kp-message" }, outcome.sentence));
      if (typeof attachBoardView === "function") attachBoardView(picture, model); // board_view.js
      said.textContent = outcome.sentence;
      note.textContent = "";
      return;
    }
    note.textContent = outcome.note;
  }

  const change = (name, value) => {
    values[name] = value;
    draw();
  };
  const numbers = {};
  for (const control of spec.controls) {
    if (control.kind === "number") {
      const number = numberControl(control, values[control.name], (value) => change(control.name, value));
      numbers[control.name] = number;
      if (spec.play === control.name) {
        // null while a picture is still being computed: the player then waits for it
        const shownNow = () => (note.textContent.startsWith("Computing") ? null : picture.innerHTML);
        const play = player(number, control, reducedMotion, shownNow);
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
