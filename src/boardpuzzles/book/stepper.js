// The program stepper: a chapter's program, line by line, with its variables and the board, queue or pegs.
//
// The model (boardpuzzles.book.stepper.Stepper) holds a trace: the program's listing and, for each step, the
// line that runs next, the call it runs in, the variables that the last line changed, the calls above it and
// the scene of that moment (boardpuzzles.book.tracing, boardpuzzles.book.steppers). The trace of a new setting
// comes from Python: in a kernel from the kernel ("kernel" mode), on the website from the Python in the
// reader's browser (window.knightsLive), the first setting's trace being stored with the page ("static").
// The line that runs next is marked aria-current="step"; each step is said briefly in a polite live region
// (at most once a second while playing), and "describe this step" says all of it.

import { element, numberControl, player, setUp, squareText, svgElement } from "./kit.js";

// The variables of the call that step `index` runs in: {call, vars (a Map of name to text), changed (the names
// the last line set), stack (the calls from the outermost in)}.
export function stateAt(trace, index) {
  const steps = trace.steps;
  const step = steps[index];
  const vars = new Map();
  for (let i = 0; i <= index; i += 1) {
    const earlier = steps[i];
    if (earlier.call !== step.call) continue;
    for (const [name, text] of Object.entries(earlier.set || {})) vars.set(name, text);
    for (const name of earlier.gone || []) vars.delete(name);
  }
  return { call: step.call, vars, changed: new Set(Object.keys(step.set || {})), stack: step.stack || [step.call] };
}

// Whether the step after `index` is not simply the next line (a loop goes round, a branch is taken, a call
// or a return): where the stepper may ask which line runs next.
export function isJump(trace, index) {
  const next = trace.steps[index + 1];
  return Boolean(next) && next.line !== trace.steps[index].line + 1;
}

// The lines a question offers: the one that runs next and up to two others it could be, in listing order.
export function choicesFor(trace, index) {
  const step = trace.steps[index];
  const right = trace.steps[index + 1].line;
  const codeLine = (line) => line >= 1 && line <= trace.listing.length &&
    !/^\s*(#.*)?$/.test(trace.listing[line - 1]);
  const others = [step.line + 1, step.line, step.line + 2, right + 1].filter((line) => line !== right && codeLine(line));
  return [right, ...new Set(others)].slice(0, 3).sort((a, b) => a - b);
}

// The short sentence for a step: where it is, and what the last line changed (two names at most).
export function stepSentence(trace, index) {
  const step = trace.steps[index];
  const changed = Object.entries(step.set || {}).slice(0, 2).map(([name, text]) => `${name} is ${text}`);
  const what = step.event === "return" ? `line ${step.line} returns ${step.value}` : `line ${step.line} runs next`;
  const count = trace.steps.length.toLocaleString("en-US");
  return [`Step ${(index + 1).toLocaleString("en-US")} of ${count}: ${what}`, ...changed].join("; ") + ".";
}

// A mark in words: its kind's words (the spec's marks, boardpuzzles.book.steppers.MARKS), its label for {text}
// and its square, 1-based, for {at}.
export function markText(marks, [row, col, text, kind]) {
  return marks[kind].words.replace("{text}", () => text).replace("{at}", () => squareText([row, col]));
}

// The scene in words, for its text alternative; `marks` the spec's kinds of mark.
export function sceneText(scene, marks) {
  if (!scene) return "Nothing drawn yet.";
  if (scene.pegs) {
    // the moving disk is drawn in another colour; the words say it too
    const moving = scene.moving ? `; disk ${scene.moving}, in red, is the disk that moves` : "";
    return scene.pegs.map((peg, i) => `peg ${i + 1}: ${peg.length ? `disks ${peg.join(" ")}` : "empty"}`)
      .join("; ").replace(/^p/, "P") + moving + ".";
  }
  const parts = scene.marks.map((mark) => markText(marks, mark));
  if (scene.ring) parts.push(`the program looks at ${squareText(scene.ring)}`);
  if (scene.queue) parts.push(scene.queue.length ? `the queue holds ${scene.queue.map(squareText).join(" ")}` : "the queue is empty");
  return `The ${scene.board}×${scene.board} board${parts.length ? ": " + parts.join("; ") : ""}.`;
}

// Draw a scene as SVG: a board (with a margin of squares off it, for jumps that land there) or three pegs. A
// mark is drawn in its kind's shape (`marks`: a disc, a box or a dashed box, or its label alone), in the class
// kp-mark-<kind> the stepper's stylesheet colours.
export function drawScene(scene, marks) {
  const text = sceneText(scene, marks);
  if (!scene) return svgElement("svg", { role: "img", "aria-label": text, width: 0, height: 0 });
  if (scene.pegs) return drawPegs(scene, text);
  const n = scene.board;
  const margin = scene.margin || 0;
  const span = n + 2 * margin;
  const cell = Math.max(18, Math.min(40, Math.floor(300 / span)));
  const size = span * cell;
  const svg = svgElement("svg", { role: "img", "aria-label": text, viewBox: `0 0 ${size} ${size}`, width: size,
    height: size, class: "kp-scene-board" });
  const at = (row, col) => [(col + margin) * cell, (row + margin) * cell];
  for (let row = -margin; row < n + margin; row += 1) {
    for (let col = -margin; col < n + margin; col += 1) {
      const [x, y] = at(row, col);
      const on = row >= 0 && col >= 0 && row < n && col < n;
      svg.append(svgElement("rect", { x, y, width: cell, height: cell,
        class: on ? ((row + col) % 2 ? "kp-sq-dark" : "kp-sq-light") : "kp-sq-off" }));
    }
  }
  const font = Math.round(cell * 0.48);
  for (const [row, col, label, kind] of scene.marks) {
    const [x, y] = at(row, col);
    const cx = x + cell / 2;
    const cy = y + cell / 2;
    const shape = marks[kind].shape;
    if (shape === "disc") {
      svg.append(svgElement("circle", { cx, cy, r: cell * 0.36, class: `kp-mark-${kind}` }));
    } else if (shape === "box" || shape === "dashed") {
      svg.append(svgElement("rect", { x: x + 2, y: y + 2, width: cell - 4, height: cell - 4, class: `kp-mark-${kind}` }));
    }
    if (label) {
      svg.append(svgElement("text", { x: cx, y: cy, "font-size": font, class: `kp-label-${kind}`,
        "text-anchor": "middle", "dominant-baseline": "central" }, label));
    }
  }
  if (scene.ring) {
    const [x, y] = at(...scene.ring);
    svg.append(svgElement("rect", { x: x + 1.5, y: y + 1.5, width: cell - 3, height: cell - 3, class: "kp-ring" }));
  }
  return svg;
}

function drawPegs(scene, text) {
  const width = 330;
  const unit = Math.min(14, Math.floor(180 / scene.disks));
  const height = (scene.disks + 2) * unit + 24;
  const svg = svgElement("svg", { role: "img", "aria-label": text, viewBox: `0 0 ${width} ${height}`, width, height,
    class: "kp-scene-pegs" });
  scene.pegs.forEach((peg, index) => {
    const cx = 55 + index * 110;
    svg.append(svgElement("rect", { x: cx - 3, y: unit, width: 6, height: height - unit - 18, class: "kp-peg" }));
    svg.append(svgElement("text", { x: cx, y: height - 4, "text-anchor": "middle", class: "kp-peg-name" },
      `peg ${index + 1}`));
    peg.forEach((disk, level) => {
      const half = 10 + (disk * 40) / scene.disks;
      svg.append(svgElement("rect", { x: cx - half, y: height - 18 - (level + 1) * unit, width: 2 * half,
        height: unit - 2, rx: 3, class: disk === scene.moving ? "kp-disk kp-disk-moving" : "kp-disk" }));
    });
  });
  return svg;
}

function render({ model, el }) {
  const spec = model.get("spec");
  const names = spec.controls.map((control) => control.name);
  const storedKey = JSON.stringify(names.map((name) => model.get("values")[name]));
  const stored = model.get("trace");
  let trace = stored;
  let index = 0;
  let values = { ...model.get("values") };
  let asking = false;

  const root = element("div", { class: "kp-stepper", role: "region", "aria-label": `program stepper: ${spec.name}` });
  root.dataset.tracer = spec.tracer; // which program it steps (for tests, and a page's own scripts)
  if (model.get("mode") === "static") root.setAttribute("data-knights-live", "");
  const said = element("p", { class: "kp-said", "aria-live": "polite" });
  const say = (text) => { said.textContent = text; };

  // --- the settings: the kit's number boxes, without a slider -------------------------------------------
  const settings = element("div", { class: "kp-controls" });
  const boxes = {};
  for (const control of spec.controls) {
    boxes[control.name] = numberControl(control, values[control.name],
      (number) => retrace({ ...values, [control.name]: number }), { slider: false, shows: "the stepper" });
    settings.append(boxes[control.name].row);
  }

  // --- the player -------------------------------------------------------------------------------------
  const play = player({
    name: "step through the program",
    names: { toStart: "step to the start", back: "step back", forward: "step forward", toEnd: "step to the end" },
    go: (where) => {
      if (where === "forward") { stepOn(); return; }
      question.hidden = true;
      go({ start: 0, back: index - 1, end: trace.steps.length - 1 }[where]);
    },
    begin: () => { if (index >= trace.steps.length - 1) go(0); },
    step: () => (stepOn() && index < trace.steps.length - 1 ? "next" : "stop"),
    said: () => stepSentence(trace, index),
    say,
    paused: () => { if (trace.steps.length) say(stepSentence(trace, index)); },
  });
  const stop = play.stop;
  const { toStart, back, play: playButton, forward, toEnd } = play.buttons;
  // the step: a number box whose range is the trace's steps
  const stepControl = { name: "step", label: "step", min: 1, max: 1, step: 1 };
  const stepNumber = numberControl(stepControl, 1, (number) => { stop(); go(number - 1); },
    { slider: false, shows: "the stepper" });
  const stepBox = stepNumber.box;
  stepBox.setAttribute("style", "width: 6ch"); // room for the steps of any trace
  const ofSteps = element("span", { class: "kp-of" });
  stepBox.after(ofSteps);
  const stepRow = stepNumber.row;
  const askToggle = element("button", { type: "button", "aria-pressed": "false", class: "kp-ask-toggle" },
    "ask me which line runs next");
  const describe = element("button", { type: "button", class: "kp-describe" }, "describe this step");
  play.row.append(stepRow, describe);
  if (spec.predict) play.row.append(askToggle);
  play.row.append(play.ask);

  // --- the listing, the scene, the variables ------------------------------------------------------------
  const body = element("div", { class: "kp-stepper-body" });
  const listing = element("pre", { class: "kp-listing", tabindex: "0", role: "region", "aria-label": "the program" });
  const side = element("div", { class: "kp-side" });
  const scene = element("div", { class: "kp-scene" });
  const queue = element("p", { class: "kp-queue" });
  const table = element("table", { class: "kp-vars" });
  const caption = element("caption");
  const tbody = element("tbody");
  const head = element("thead");
  const headRow = element("tr");
  headRow.append(element("th", { scope: "col" }, "variable"), element("th", { scope: "col" }, "value"));
  head.append(headRow);
  table.append(caption, head, tbody);
  const stack = element("ol", { class: "kp-stack", "aria-label": "the calls, the outermost first" });
  const state = element("div", { class: "kp-state" });
  state.append(queue, table, stack);
  side.append(scene, state);
  body.append(listing, side);
  const note = element("p", { class: "kp-note", role: "status" });
  const question = element("div", { class: "kp-predict", role: "group", "aria-label": "which line runs next?" });
  question.hidden = true;
  root.append(settings, play.row, body, question, note, said);
  el.append(root);

  let lines = [];
  function showListing() {
    listing.replaceChildren();
    lines = trace.listing.map((text, i) => {
      const line = element("span", { class: "kp-line", "data-line": i + 1 });
      line.append(element("span", { class: "kp-ln", "aria-hidden": "true" }, String(i + 1).padStart(2)), ` ${text}\n`);
      listing.append(line);
      return line;
    });
  }

  function show(newTrace) {
    trace = newTrace;
    stop();
    index = 0;
    showListing();
    const count = trace.steps.length;
    stepControl.max = Math.max(1, count);
    stepNumber.fit(null);
    ofSteps.textContent = `of ${count.toLocaleString("en-US")}`;
    const ending = trace.error || trace.stopped ||
      (trace.result !== null && trace.result !== undefined ? `It returns ${trace.result}.` : "");
    note.textContent = ending;
    body.hidden = count === 0;
    draw(true);
  }

  // Show step `index`; say it in a short sentence unless the player plays (it says its steps itself).
  function draw(announce) {
    const count = trace.steps.length;
    for (const control of [toStart, back, forward, toEnd, playButton, stepBox]) control.disabled = count === 0;
    if (count === 0) return;
    const step = trace.steps[index];
    const state = stateAt(trace, index);
    lines.forEach((line, i) => {
      const current = i + 1 === step.line;
      line.classList.toggle("kp-current", current);
      if (current) line.setAttribute("aria-current", "step"); else line.removeAttribute("aria-current");
    });
    const currentLine = lines[step.line - 1];
    if (currentLine) {
      const top = currentLine.offsetTop - listing.offsetTop;
      if (top < listing.scrollTop || top > listing.scrollTop + listing.clientHeight - 24) {
        listing.scrollTop = Math.max(0, top - listing.clientHeight / 3);
      }
    }
    stepNumber.show(index + 1);
    back.disabled = toStart.disabled = index === 0;
    forward.disabled = toEnd.disabled = index === count - 1;
    const call = trace.calls[state.call];
    caption.textContent = `Variables of ${call.name}`;
    tbody.replaceChildren();
    for (const [name, text] of state.vars) {
      const row = element("tr", state.changed.has(name) ? { class: "kp-changed" } : {});
      const value = element("td", { title: text }, text);
      if (state.changed.has(name)) value.append(element("span", { class: "kp-said" }, " (just changed)"));
      row.append(element("th", { scope: "row" }, name), value);
      tbody.append(row);
    }
    stack.replaceChildren();
    stack.hidden = state.stack.length < 2;
    for (const number of state.stack) {
      const item = trace.calls[number];
      stack.append(element("li", number === state.call ? { "aria-current": "true" } : {}, `${item.name}(${item.args})`));
    }
    const drawn = step.scene === undefined ? null : trace.scenes[step.scene];
    scene.replaceChildren(drawScene(drawn, spec.marks));
    queue.textContent = drawn && drawn.queue ? `queue: ${drawn.queue.map(squareText).join(" ") || "empty"}` : "";
    if (announce && !play.playing()) say(stepSentence(trace, index));
  }

  function go(to) {
    index = Math.max(0, Math.min(trace.steps.length - 1, to));
    draw(true);
  }

  function ask(then) {
    asking = true;
    const right = trace.steps[index + 1].line;
    question.replaceChildren(element("p", { class: "kp-predict-text" }, "Which line runs next?"));
    for (const line of choicesFor(trace, index)) {
      const choice = element("button", { type: "button" }, `line ${line}: ${trace.listing[line - 1].trim().slice(0, 48)}`);
      choice.addEventListener("click", () => {
        const verdict = line === right ? `Right: line ${right} runs next.` :
          `Not this time: line ${right} runs next, not line ${line}.`;
        question.replaceChildren(element("p", { class: "kp-verdict" }, verdict));
        asking = false;
        then();
        say(`${verdict} ${stepSentence(trace, index)}`);
      });
      question.append(choice);
    }
    question.hidden = false;
    question.querySelector("button").focus();
  }

  // One step on, unless it is the last, or the reader is first asked which line runs next (that stops a player).
  function stepOn() {
    if (index >= trace.steps.length - 1) return false;
    if (askToggle.getAttribute("aria-pressed") === "true" && isJump(trace, index) && !asking) {
      stop();
      ask(() => go(index + 1));
      return false;
    }
    question.hidden = true;
    go(index + 1);
    return true;
  }

  askToggle.addEventListener("click", () => {
    askToggle.setAttribute("aria-pressed", String(askToggle.getAttribute("aria-pressed") !== "true"));
  });
  describe.addEventListener("click", () => {
    const step = trace.steps[index];
    const state = stateAt(trace, index);
    const variables = [...state.vars].map(([name, text]) => `${name} = ${text}`).join("; ");
    const calls = state.stack.length > 1 ? ` Calls: ${state.stack.map((n) => trace.calls[n].name + "(" +
      trace.calls[n].args + ")").join(", then ")}.` : "";
    const drawn = step.scene === undefined ? null : trace.scenes[step.scene];
    say(`${stepSentence(trace, index)} Line ${step.line} reads: ${(trace.listing[step.line - 1] || "").trim()}. ` +
      `Variables: ${variables || "none yet"}.${calls} ${sceneText(drawn, spec.marks)}`);
  });

  // --- a new setting: traced by the kernel, or by the page's Python ------------------------------------
  async function retrace(next) {
    values = next;
    root.dataset.values = JSON.stringify(next);
    const key = JSON.stringify(names.map((name) => next[name]));
    if (model.get("mode") !== "static") { // the kernel traces every setting, the first too: its values are the box's
      model.set("values", next);
      model.save_changes();
      note.textContent = "Tracing…";
      return;
    }
    if (key === storedKey) { show(stored); return; }
    const live = window.knightsLive;
    if (!live) {
      note.textContent = "This setting needs Python, which this page does not have: run the chapter in Jupyter.";
      return;
    }
    note.textContent = "Tracing with the page's Python…";
    try {
      await setUp(live, spec.code); // asked for again after it failed: see kit.js
      const text = await live.call(spec.call, next, { timeoutMs: spec.timeout_ms });
      if (JSON.stringify(names.map((name) => values[name])) === key) show(JSON.parse(text));
    } catch (error) {
      if (error && error.name === "UnavailableError") {
        note.textContent = "The first setting steps here without Python; to trace another, open the site over " +
          "http (its pages from a file cannot start Python) or run the chapter in Jupyter.";
      } else {
        note.textContent = String(error && (error.text || error.message) || error);
      }
      say(note.textContent);
    }
  }
  root.dataset.values = JSON.stringify(values);
  const onTrace = () => show(model.get("trace"));
  model.on("change:trace", onTrace);
  // A setting traced alike (two squares off the board: one sentence) changes no trace: the kernel says it is done.
  const onMessage = (message) => { if (message && message.traced) show(model.get("trace")); };
  model.on("msg:custom", onMessage);
  show(trace);
  said.textContent = "";
  return () => {
    stop();
    model.off("change:trace", onTrace);
    model.off("msg:custom", onMessage);
  };
}

export default { render };
