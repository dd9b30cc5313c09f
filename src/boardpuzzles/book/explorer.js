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

import {
  FASTEST_MS, boardGeometry, cellAt, clamp, element, nextValue, numberControl, player, setUp, svgPoint,
  uniqueId,
} from "./kit.js";
import { attachBoardView } from "./board_view.js";

async function drawInBrowser(live, spec, values) {
  await setUp(live, spec.code); // asked for again after it failed: see kit.js
  return live.call(spec.render, values, { timeoutMs: spec.timeout_ms });
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

// The short sentence a playing player says: the step and where the run ends ("event 5 of 1,869"); a range that
// starts at 0 says both ends ("layer 3 of 0 to 18": 19 layers, not 18).
export function stepSaid(label, value, max, min = 1) {
  const last = max.toLocaleString("en-US");
  return `${label} ${value.toLocaleString("en-US")} of ${min === 1 ? last : `${min.toLocaleString("en-US")} to ${last}`}`;
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
    const show = (shown) => buttons.forEach((button, k) => button.setAttribute("aria-pressed",
      String(options[k][1] === shown)));
    return { row, show };
  }
  const id = uniqueId(`kp-${control.name}`);
  const select = element("select", { id });
  options.forEach(([text, option], index) => {
    const item = element("option", { value: index }, text);
    if (option === value) item.selected = true;
    select.append(item);
  });
  select.addEventListener("change", () => onChange(options[Number(select.value)][1]));
  row.append(element("label", { for: id }, control.label), select);
  const show = (shown) => { select.value = String(options.findIndex(([, option]) => option === shown)); };
  return { row, show };
}

// A setting in words, "size 8, row 2": each control's label and value, or (given `except`) only those that
// differ from it; a choice by its option's text.
export function settingWords(controls, values, except = null) {
  const words = [];
  for (const control of controls) {
    const value = values[control.name];
    if (except && except[control.name] === value) continue;
    const option = control.options && control.options.find(([, choice]) => choice === value);
    words.push(`${control.label} ${option ? option[0] : value}`);
  }
  return words.join(", ");
}

// The step player of a number: its steps are the number's values. Playing stops at the run's end (the slider's),
// or where the picture no longer changes (a run whose pictures say no end). `shown()` is what is shown (null
// while a picture is still computed: the player waits for it).
function numberPlayer(number, control, shown, { say, paused }) {
  let last = null; // what the previous step showed
  const range = () => ({ min: control.min, max: number.max() });
  const label = control.label;
  const made = player({
    name: `play ${label}`,
    names: { toStart: `${label} to the start`, back: `${label} back one`, forward: `${label} forward one`,
      toEnd: `${label} to the end` },
    go: (where) => {
      const to = { start: control.min, back: number.get() - 1, forward: number.get() + 1, end: range().max }[where];
      number.set(clamp(to, control.min, range().max));
    },
    begin: () => {
      last = null;
      if (number.get() >= range().max) number.set(control.min);
    },
    step: ({ elapsedMs, fastest }) => {
      const now = shown();
      const step = playerStep(now, last, number.get(), range());
      if (step === "wait" || step === "stop") return step;
      if (step === "back") { // this step showed what the one before it did (a walk or a game that ended there)
        number.set(number.get() - 1);
        return "stop";
      }
      last = now;
      number.set(nextValue(number.get(), range().max, elapsedMs, fastest ? FASTEST_MS : 0));
      return "next";
    },
    said: () => stepSaid(label, number.get(), range().max, range().min),
    say,
    paused,
  });
  made.row.append(made.ask);
  return made;
}

// Whether `node` is `row` or lies within it.
function inside(row, node) {
  for (let here = node; here; here = here.parentNode) if (here === row) return true;
  return false;
}

// The square under a click on a board picture, 1-based, from the board's geometry in the SVG.
function clickedSquare(event, picture) {
  const board = picture.querySelector("[data-board-size]");
  const point = board && svgPoint(picture.querySelector("svg"), event);
  const square = point && cellAt(point, boardGeometry(board.dataset));
  return square ? [square[0] + 1, square[1] + 1] : null;
}

function render({ model, el }) {
  const spec = model.get("spec");
  const names = spec.controls.map((control) => control.name);
  const values = { ...model.get("values") };
  let drawnValues = { ...values }; // the setting the picture shows
  const root = element("div", { class: "kp-explorer", role: "region", "aria-label": regionName(spec) });
  if (model.get("mode") === "static") root.setAttribute("data-knights-live", ""); // it may ask the page's Python
  const controls = element("div", { class: "kp-controls" });
  // The picture: board_view.js (zoom, pan, the square's read-out) hooks here, through root.knightsPicture.
  const picture = element("div", { class: "kp-picture" });
  const said = element("p", { class: "kp-said", "aria-live": "polite" }); // the new picture, in words
  const note = element("p", { class: "kp-note", "aria-live": "polite" });
  let computing = false; // a request is with the page's Python
  let players = [];
  const numbers = {};
  const choices = []; // {name, show(value)} of each named choice
  const playing = () => players.some((play) => play.playing());
  const sayPicture = () => {
    const svg = picture.querySelector("svg[aria-label]");
    const img = picture.querySelector("img[alt]");
    said.textContent = svg ? svg.getAttribute("aria-label") : img ? img.alt : picture.textContent.trim();
  };
  const pictureShown = [];
  pictureShown.push((shown) => attachBoardView(shown, model)); // board_view.js
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
  root.dataset.id = uniqueId("kp");
  const key = () => settingKey(names, values);

  async function draw() {
    if (model.get("mode") === "kernel") {
      model.set("values", { ...values });
      model.save_changes();
      return;
    }
    const frame = model.get("frames")[key()];
    if (frame !== undefined) {
      drawnValues = { ...values };
      show(model.get("pictures")[frame]);
      note.textContent = "";
      return;
    }
    const live = window.knightsLive;
    if (!live || live.status === "unavailable") {
      // Nothing can draw it (a page opened from file://): every control goes back to what the picture shows,
      // and the note says which setting had no picture and why.
      const asked = settingWords(spec.controls, values, drawnValues);
      Object.assign(values, drawnValues);
      for (const [name, number] of Object.entries(numbers)) number.show(values[name]);
      choices.forEach((choice) => choice.show(values[choice.name]));
      note.textContent = `No precomputed picture for ${asked}, so the picture still shows ` +
        `${settingWords(spec.controls, drawnValues)}: ` + ((live && live.statusText) ||
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
    drawnValues = { ...values };
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
        const play = numberPlayer(number, control, shownNow, {
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
      const choice = choiceControl(control, values[control.name], (value) => change(control.name, value));
      choices.push({ name: control.name, show: choice.show });
      controls.append(choice.row);
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
