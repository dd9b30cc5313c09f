// The book's JavaScript kit: what the explorers (explorer.js), the board view (board_view.js), the program
// steppers (stepper.js) and the practice exercises to come share, defined once: elements, the 1-based square's
// text, the square under the pointer, number boxes, the step player, and a setup of the page's Python that is
// asked for again after it failed.
//
// How it reaches the page. A widget's front end is one text, its anywidget module (the widget's `_esm`):
// boardpuzzles.book.controls.widget_module puts this file first, then the files that use it, each without its
// `import ... from "./kit.js"` line. So the same self-contained module runs wherever the widget does: on the
// website (from the chapters' stored widget state, also from file:// and offline) and in a kernel (JupyterLab).
// The page's Python (window.knightsLive, book/_static/live/live.js) runs no part of it: the widgets call it.
// Node's tests (tests/js) import the files as they are, the imports included.
// Every name here is in the scope of every file of the module: the files define none of the same names.

// --- elements -----------------------------------------------------------------------------------------

// An HTML element with its attributes and, when given, its text.
export function element(tag, attributes = {}, text = "") {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  if (text) node.textContent = text;
  return node;
}

// An SVG element with its attributes and, when given, its text.
export function svgElement(tag, attributes = {}, text = "") {
  const node = document.createElementNS("http://www.w3.org/2000/svg", tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, String(value));
  if (text) node.textContent = text;
  return node;
}

// An id no other element of the page has: `prefix`, a dash and six random letters or digits.
export function uniqueId(prefix) {
  return `${prefix}-${Math.random().toString(36).slice(2, 8)}`;
}

// --- squares ------------------------------------------------------------------------------------------

// A 0-based square as the reader reads it, 1-based: "(row col)", as boardpuzzles.board.format_square writes it
// (tests/test_explorer.py runs both on the same squares).
export function squareText([row, col]) {
  return `(${row + 1} ${col + 1})`;
}

// A board picture's geometry, from its board element's dataset (the data-board-size, data-cell, data-x and
// data-y of boardpuzzles.pictures): the board's size in squares, a square's side, the board's top-left corner.
export function boardGeometry(dataset) {
  return { size: Number(dataset.boardSize), cell: Number(dataset.cell), x: Number(dataset.x), y: Number(dataset.y) };
}

// The 0-based [row, col] at a point in the SVG's own units, on a board of that geometry, or null off the board.
export function cellAt(point, geometry) {
  const col = Math.floor((point.x - geometry.x) / geometry.cell);
  const row = Math.floor((point.y - geometry.y) / geometry.cell);
  return row >= 0 && col >= 0 && row < geometry.size && col < geometry.size ? [row, col] : null;
}

// The point under a pointer event ({clientX, clientY}), in the SVG's own units, or null (no layout yet).
export function svgPoint(svg, event) {
  const matrix = svg && svg.getScreenCTM && svg.getScreenCTM();
  if (!matrix) return null;
  return new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
}

// --- numbers ------------------------------------------------------------------------------------------

// How long a reader may pause typing before a half-typed number is judged.
export const TYPING_PAUSE_MS = 900;

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

// A number control (control: {name, label, min, max, step}): a box to type in and, unless `slider` is false,
// a slider kept in step with it. `onChange(value, typed)` gets whole numbers only (`typed` when they come from
// the box). A value that cannot become one (past the range's end, or not a number) is said at once, on the box
// (aria-invalid, aria-describedby its hint, which says what `shows` still shows); a half-typed one waits until
// the reader pauses typing or leaves the box. `limit()` is the largest value allowed now (a row no larger than
// the board); `outside(number)` answers a value past it instead of the range's rule.
// Returns {row, slider, box, show, fit, invalid, clear, set, get, max}: show(number) sets it from outside
// without onChange; fit(end) ends the slider (and the box) at `end`, or at the control's own end with null.
// The control's own range is read at each change: a widget may change its `max` (a new trace's step count).
export function numberControl(control, value, onChange,
  { limit = () => control.max, outside = null, slider: withSlider = true, shows = "the picture" } = {}) {
  const row = element("div", { class: "kp-control kp-number" });
  const id = uniqueId(`kp-${control.name}`);
  const label = element("label", { for: id }, control.label);
  const slider = withSlider ? element("input", {
    type: "range", min: control.min, max: control.max, step: control.step, value,
    "aria-label": control.label,
  }) : null;
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
    `${shows} still shows ${control.label} ${current}`;
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
    if (slider && from !== slider) slider.value = Math.min(number, max);
    if (from !== box) box.value = number;
    // The box's change event also fires when it loses focus after Enter has applied its number: drawing
    // again then would replace the picture under a click that took the focus, and lose the click.
    if (number === current) return;
    current = number;
    onChange(number, from === box);
  };
  if (slider) slider.addEventListener("input", () => set(slider.value, slider));
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
    if (typed.wait) {
      pause = setTimeout(() => { if (typedNumber(box.value, control).wait) invalid(rule()); }, TYPING_PAUSE_MS);
    }
  });
  row.append(...[label, slider, box, hint].filter(Boolean));
  const show = (number) => {
    clearTimeout(pause);
    clear();
    current = number;
    if (slider) slider.value = number;
    box.value = number;
  };
  const fit = (end) => {
    max = end === null ? control.max : end;
    if (slider) slider.max = max;
    box.max = max;
  };
  return {
    row, slider, box, show, fit, invalid, clear,
    set: (number) => set(number, null), get: () => current, max: () => max,
  };
}

// --- the step player --------------------------------------------------------------------------------

// The player's speeds: milliseconds a step, the same for every player. 0 is "as fast as it draws": the next
// step as soon as the last is shown, skipping steps so that it advances at least one step every FASTEST_MS
// (a 2,000-step run ends within about 8 s).
export const SPEEDS = [["slow", 1400], ["normal", 700], ["fast", 300], ["fastest", 120], ["as fast as it draws", 0]];
export const NORMAL_MS = 700;
export const SLOWEST_MS = 1400; // where the reader's system asks for reduced motion
export const FASTEST_MS = 4;

// While a player plays, the live region says at most one short sentence in this many milliseconds.
export const ANNOUNCE_MS = 1000;

// Whether the reader's system asks for reduced motion; read at each press, so that a change counts at once.
export function reducedMotion() {
  return Boolean(typeof window !== "undefined" && window.matchMedia &&
    window.matchMedia("(prefers-reduced-motion: reduce)").matches);
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

// A button's label: a symbol and words; its name is the words, in lower case as the widgets' other names.
// (A button whose name changes, Play to Pause, is not also a toggle: it has no aria-pressed.)
export function labelButton(button, symbol, words) {
  button.replaceChildren(element("span", { "aria-hidden": "true" }, symbol), ` ${words}`);
  button.setAttribute("aria-label", words.toLowerCase());
}

// The step player: to the start, back, play or pause, forward, to the end, and a speed, in a group named
// `name`; `names` the four buttons' names ({toStart, back, forward, toEnd}). What a step is belongs to the
// widget:
// - go(where): a button was pressed ("start", "back", "forward", "end"), the player stopped first;
// - begin(): Play starts (the widget goes back to the start when it is at the end);
// - step({elapsedMs, fastest}): one tick while playing: "wait" (what the last step asked for is still being
//   drawn: ask again soon), "stop" (the end, or the widget stopped there), or "next" (it stepped on; `fastest`
//   at "as fast as it draws", `elapsedMs` since the last step);
// - said(): the short sentence of the step it is on, said at most once in ANNOUNCE_MS while it plays;
// - paused(): it stopped after playing (the widget says the whole step).
// Where the system asks for reduced motion (`reduced()`), the first press of Play only asks: back and
// forward step one at a time, and a second press plays, at the slowest speed.
// Returns {row, stop, playing, ask}: `ask` is the line that asks, which the widget may place.
export function player({ name, names, go, begin = () => {}, step, said = () => "", say = () => {},
  paused = () => {}, reduced = reducedMotion }) {
  const row = element("div", { class: "kp-player", role: "group", "aria-label": name });
  const button = (words, symbol) => element("button", { type: "button", "aria-label": words }, symbol);
  const toStart = button(names.toStart, "|◀");
  const back = button(names.back, "◀");
  const play = element("button", { type: "button" });
  const forward = button(names.forward, "▶");
  const toEnd = button(names.toEnd, "▶|");
  const speed = element("select", { "aria-label": "speed" });
  const ask = element("span", { class: "kp-ask", "aria-live": "polite" });
  SPEEDS.forEach(([text, ms]) => speed.append(element("option", { value: ms }, text)));
  speed.value = String(reduced() ? SLOWEST_MS : NORMAL_MS);
  labelButton(play, "▶", "Play");
  let timer = null;
  let playing = false;
  let asked = false; // the reader has been asked, under reduced motion, and may now play
  let stepped = 0; // when the player last moved on
  let lastSaid = null; // when it last said its step
  const stop = () => {
    const was = playing;
    clearTimeout(timer);
    timer = null;
    playing = false;
    labelButton(play, "▶", "Play");
    if (was) paused();
  };
  const schedule = () => {
    const ms = Number(speed.value);
    timer = setTimeout(tick, ms > 0 ? ms : 0);
  };
  function tick() {
    timer = null;
    if (!playing) return;
    const time = performance.now();
    const fastest = Number(speed.value) === 0;
    const next = step({ elapsedMs: time - stepped, fastest });
    if (!playing) return; // the step stopped it (a question to the reader)
    if (next === "wait") { timer = setTimeout(tick, fastest ? 0 : 30); return; }
    if (next === "stop") { stop(); return; }
    stepped = time;
    if (mayAnnounce(time, lastSaid)) {
      lastSaid = time;
      say(said());
    }
    schedule();
  }
  const start = () => {
    lastSaid = null;
    begin();
    playing = true;
    stepped = performance.now();
    labelButton(play, "⏸", "Pause");
    ask.textContent = "";
    schedule();
  };
  play.addEventListener("click", () => {
    if (playing) { stop(); return; }
    if (reduced() && !asked) {
      asked = true;
      speed.value = String(SLOWEST_MS);
      labelButton(play, "▶", "Play anyway");
      ask.textContent = "Your system asks for reduced motion: step with the back and forward buttons, " +
        "or press Play anyway.";
      return;
    }
    start();
  });
  for (const [control, where] of [[toStart, "start"], [back, "back"], [forward, "forward"], [toEnd, "end"]]) {
    control.addEventListener("click", () => { stop(); go(where); });
  }
  speed.addEventListener("change", () => {
    if (playing) { clearTimeout(timer); stepped = performance.now(); schedule(); }
  });
  row.append(toStart, back, play, forward, toEnd, speed);
  return { row, ask, stop, playing: () => playing, buttons: { toStart, back, play, forward, toEnd } };
}

// --- the page's Python -------------------------------------------------------------------------------

// The code each page's Python (a window.knightsLive) was given to define, with the promise of that setup: a
// setup is asked for once, however many widgets need it; one that failed is forgotten, so that the next
// request asks for it again (live.js runs again, in each fresh worker, only the setups that succeeded).
const setups = new WeakMap();

// Give `code` to the page's Python `live` to define (live.setup), unless it has been, or is being; a Promise.
export function setUp(live, code) {
  if (!setups.has(live)) setups.set(live, new Map());
  const asked = setups.get(live);
  if (!asked.has(code)) {
    const done = Promise.resolve().then(() => live.setup(code));
    asked.set(code, done);
    done.catch(() => { if (asked.get(code) === done) asked.delete(code); });
  }
  return asked.get(code);
}
