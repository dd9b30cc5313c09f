// The program stepper: a chapter's program, line by line, with its variables and the board, queue or pegs.
//
// The model (boardpuzzles.book.stepper.Stepper) holds a trace: the program's listing and, for each step, the
// line that runs next, the call it runs in, the variables that the last line changed, the calls above it and
// the scene of that moment (boardpuzzles.book.tracing, boardpuzzles.book.steppers). The trace of a new setting
// comes from Python: in a kernel from the kernel ("kernel" mode), on the website from the Python in the
// reader's browser (window.knightsLive), the first setting's trace being stored with the page ("static").
// The line that runs next is marked aria-current="step"; each step is said briefly in a polite live region
// (at most once a second while playing), and "describe this step" says all of it.

import { element, numberControl, player, setUp, squareText, uniqueId } from "./kit.js";
import { drawScene, sceneText } from "./scene.js";

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

// The line of the statement after the one that starts on `line` (1-based) in a listing: past the lines its
// brackets go on over, and past blank lines and comments; the listing's length + 1 at its end.
export function nextStatementLine(listing, line) {
  let depth = 0;
  let k = line;
  for (; k <= listing.length; k += 1) {
    const code = listing[k - 1].replace(/(["'])(?:\\.|(?!\1).)*\1/g, "").replace(/#.*$/, "");
    for (const char of code) depth += "([{".includes(char) ? 1 : ")]}".includes(char) ? -1 : 0;
    if (depth <= 0) break;
  }
  for (k += 1; k <= listing.length && /^\s*(#.*)?$/.test(listing[k - 1]); k += 1);
  return k;
}

// Whether the step after `index` is not simply the next statement (a loop goes round, a branch is taken, a call
// or a return): where the stepper may ask which line runs next.
export function isJump(trace, index) {
  const next = trace.steps[index + 1];
  return Boolean(next) && next.line !== nextStatementLine(trace.listing, trace.steps[index].line);
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

// A call's name as the reader knows it: Python runs a comprehension or a lambda as a call of its own.
const CALL_WORDS = { "<listcomp>": "the list comprehension", "<setcomp>": "the set comprehension",
  "<dictcomp>": "the dictionary comprehension", "<genexpr>": "the generator expression", "<lambda>": "the lambda" };

// Why the line after step `index` is not simply the next statement: {hint, reason}. The hint (after a first wrong
// answer) says what kind of jump it is without giving the line away; the reason (with the answer) names the line.
// The current line is the one marked "runs next", so each sentence says what happens when it runs.
export function jumpReason(trace, index) {
  const step = trace.steps[index];
  const next = trace.steps[index + 1];
  const here = step.line;
  const there = next.line;
  const code = (line) => (trace.listing[line - 1] || "").trim();
  const starts = (line, ...words) => words.some((word) => new RegExp(`^${word}\\b`).test(code(line)));
  const yields = /\byield\b/.test(code(here));
  const callee = trace.calls[next.call];
  const named = (call) => CALL_WORDS[call.name] || call.name;
  const said = (hint, reason) => ({ hint, reason });
  const above = (step.stack || [step.call]).includes(next.call);
  if (step.event === "return" || next.call !== step.call && above) {
    const done = named(trace.calls[step.call]);
    const then = above ? `the program goes back to ${named(callee)}, which goes on at line ${there}`
      : `${named(callee)} is called again, from line ${there}`;
    return yields
      ? said(`Line ${here} yields: the generator pauses there.`, `Line ${here} yields, so ${done} pauses and hands ` +
        `its value over; ${above ? then : `the program goes on in ${named(callee)} at line ${there}`}.`)
      : said(`When line ${here} runs, ${done} returns.`, `At line ${here}, ${done} returns, so ${then}.`);
  }
  if (next.call !== step.call) {
    return callee.name in CALL_WORDS
      ? said(`Line ${here} runs ${named(callee)}, which Python runs as a call of its own.`, `Line ${here} runs ` +
        `${named(callee)}, which Python runs as a call of its own: it starts at line ${there}.`)
      : said(`Line ${here} calls a function.`, `Line ${here} calls ${callee.name}(${callee.args}), so the program ` +
        `goes into that call, at line ${there}.`);
  }
  if (next.event === "return" && there === here) {
    return yields
      ? said(`Line ${here} yields a value.`, `Line ${here} yields: the step after it is still line ${here}, ` +
        "handing its value over.")
      : said(`Line ${here} ends the function.`, `Line ${here} ends the function: the step after it is still line ` +
        `${here}, returning its value.`);
  }
  if (there === here) {
    const call = trace.calls[step.call];
    return call.name in CALL_WORDS
      ? said(`On line ${here}, ${named(call)} goes on to its next item.`, `On line ${here}, ${named(call)} goes on ` +
        "to its next item: the same line runs again.")
      : said(`Line ${here} runs again.`, `Line ${here} runs again.`);
  }
  const skipped = (from, to) => trace.listing.slice(from, to - 1).map((text) => text.trim())
    .find((text) => /^(else|elif)\b/.test(text));
  if (there < here) {
    if (starts(here, "continue")) {
      return said(`Line ${here} is a continue.`, `Line ${here} is a continue, so the loop goes back to line ${there} ` +
        "for its next round.");
    }
    if (starts(here, "if", "elif")) {
      return said(`The test on line ${here} is false this time, and nothing of the loop's body comes after it.`,
        `The test on line ${here} is false this time, and nothing of the loop's body comes after it, so the loop ` +
        `goes back to line ${there} for its next round.`);
    }
    return said(`Line ${here} is the last line of the loop's body.`, `Line ${here} is the last line of the loop's ` +
      `body, so the loop goes back to line ${there} for its next round.`);
  }
  const elseBlock = skipped(here, there) && /^else\b/.test(code(nextCodeBefore(trace.listing, there)))
    ? `its else block runs, from line ${there}` : `line ${there} runs after it`;
  if (starts(here, "for", "while")) {
    return said(`The loop on line ${here} has no round left.`, `The loop on line ${here} has no round left, so its ` +
      `body is skipped: ${elseBlock}.`);
  }
  if (starts(here, "if", "elif")) {
    return said(`The test on line ${here} is false this time.`, `The test on line ${here} is false this time, so ` +
      `the lines under it are skipped: ${elseBlock}.`);
  }
  if (starts(here, "break")) {
    return said(`Line ${here} is a break.`, `Line ${here} is a break: it leaves the loop, and the program goes on ` +
      `after the loop, at line ${there}.`);
  }
  if (starts(here, "def")) {
    return said(`Line ${here} defines a function.`, `Line ${here} defines a function, whose body runs only when it ` +
      `is called, so line ${there} runs after it.`);
  }
  if (skipped(here, there)) {
    return said(`Line ${here} ends the lines under a test that was true.`, `Line ${here} ends the lines under a ` +
      `test that was true, so the ${skipped(here, there).split(/\b/)[0]} part is skipped: line ${there} runs after ` +
      "it.");
  }
  return said(`The program does not go on to line ${nextStatementLine(trace.listing, here)} here.`,
    `Line ${there} runs after line ${here}.`);
}

// The last line before `line` that is code (not blank, not a comment).
function nextCodeBefore(listing, line) {
  let k = line - 1;
  while (k > 1 && /^\s*(#.*)?$/.test(listing[k - 1])) k -= 1;
  return k;
}

// A value in the reader's counting, from 1, where the program counts from 0 (`kind`, as the tracer's entry of
// boardpuzzles.book.steppers.READER_COUNTING says: "square", "number" or "index", squares numbered row * size + col);
// null where it holds none (None). A long value's text keeps its two ends, cut between whole items
// (boardpuzzles.book.tracing.shown_value), so every number in it is whole.
export function counted(kind, text, size) {
  if (kind === "square" && /\(-?\d+, -?\d+\)/.test(text)) {
    return text.replace(/\((-?\d+), (-?\d+)\)/g, (_, row, col) => squareText([Number(row), Number(col)]));
  }
  if (kind === "number" && /^-?\d+$/.test(text)) return String(Number(text) + 1);
  if (kind === "index" && size >= 1 && /\d/.test(text)) {
    return text.replace(/-?\d+/g, (n) => (Number(n) >= 0 && Number(n) < size * size
      ? squareText([Math.floor(Number(n) / size), Number(n) % size]) : n));
  }
  return null;
}

// A variable's value as the reader reads it: {text, program}, `program` the program's own text where the reader's
// counting differs (null elsewhere). `vars` gives the board's size for an index.
export function shownValue(name, text, counting = {}, vars = new Map()) {
  const reader = counting[name] ? counted(counting[name], text, Number(vars.get("size"))) : null;
  return reader === null || reader === text ? { text, program: null } : { text: reader, program: text };
}

// A call's arguments as the list of calls shows them ("disks=2, source=0, …", the tracer's text), each the program
// counts from 0 in the reader's counting with the program's own value beside it: "source=1 (Python: 0)". The text is
// split at its top-level commas only (a square's comma stays in its square).
export function readerArgs(args, counting = {}) {
  const parts = [];
  let depth = 0;
  let start = 0;
  for (let k = 0; k < args.length; k += 1) {
    const c = args[k];
    if ("([{".includes(c)) depth += 1;
    else if (")]}".includes(c)) depth -= 1;
    else if (c === "," && depth === 0) { parts.push(args.slice(start, k).trim()); start = k + 1; }
  }
  parts.push(args.slice(start).trim());
  return parts.filter((part) => part).map((part) => {
    const [name, ...rest] = part.split("=");
    if (!rest.length) return part;
    const shown = shownValue(name, rest.join("="), counting);
    return shown.program === null ? part : `${name}=${shown.text} (Python: ${shown.program})`;
  }).join(", ");
}

// The algorithm's own steps (boardpuzzles.book.steppers.algorithm_steps): [[step index, sentence], ...]; how many
// of them are at or before step `index`.
export function algorithmStepsDone(trace, index) {
  return (trace.algorithm_steps || []).filter(([at]) => at <= index).length;
}

// The step index of the algorithm's next step after `index` (the last step when none is left), or of its step
// before `index` (the first step when none is).
export function algorithmStepAfter(trace, index) {
  const next = (trace.algorithm_steps || []).find(([at]) => at > index);
  return next ? next[0] : trace.steps.length - 1;
}

export function algorithmStepBefore(trace, index) {
  const before = (trace.algorithm_steps || []).filter(([at]) => at < index);
  return before.length ? before[before.length - 1][0] : 0;
}

const capital = (text) => text.charAt(0).toUpperCase() + text.slice(1);

// "Square from the queue 3 of 13. (2 3) leaves the queue, 1 move from the start." where step `index` shows one of
// the algorithm's steps (`noun`, its name), or null.
export function algorithmSentence(trace, index, noun) {
  const steps = trace.algorithm_steps || [];
  const k = steps.findIndex(([at]) => at === index);
  if (k < 0) return null;
  return `${capital(noun)} ${(k + 1).toLocaleString("en-US")} of ${steps.length.toLocaleString("en-US")}. ` +
    `${capital(steps[k][1])}.`;
}

// The short sentence for a step: where it is, and what the last line changed (two names at most), squares counted
// from 1 (`counting`, the spec's); where the step shows one of the algorithm's own steps (`noun`), that first.
export function stepSentence(trace, index, counting = {}, noun = null) {
  const step = trace.steps[index];
  const vars = Object.keys(counting).length ? stateAt(trace, index).vars : new Map();
  const changed = Object.entries(step.set || {}).slice(0, 2)
    .map(([name, text]) => `${name} is ${shownValue(name, text, counting, vars).text}`);
  const what = step.event === "return" ? `line ${step.line} returns ${step.value}` : `line ${step.line} runs next`;
  const count = trace.steps.length.toLocaleString("en-US");
  const algorithm = noun ? algorithmSentence(trace, index, noun) : null;
  const line = [`Step ${(index + 1).toLocaleString("en-US")} of ${count}: ${what}`, ...changed].join("; ") + ".";
  return algorithm ? `${algorithm} ${line}` : line;
}

// The moments a printed page shows of a trace (issue 39): its first step, `count` - 2 between and its last, each a
// step with a scene to draw; the steps between are the algorithm's own (boardpuzzles.book.steppers.algorithm_steps)
// where it has enough of them, spread evenly over them, else spread evenly over the steps. Step indices, in order.
export function printedMoments(trace, count = 4) {
  const drawn = trace.steps.map((step, index) => (step.scene === undefined ? -1 : index)).filter((index) => index >= 0);
  if (!drawn.length) return [];
  const first = drawn[0];
  const last = drawn[drawn.length - 1];
  const own = (trace.algorithm_steps || []).map(([at]) => at)
    .filter((at) => at > first && at < last && trace.steps[at].scene !== undefined);
  const pool = own.length >= count - 2 ? own : drawn.filter((index) => index > first && index < last);
  const between = [];
  for (let k = 1; k <= count - 2 && pool.length; k += 1) {
    between.push(pool[Math.floor((k * pool.length) / (count - 1))]);
  }
  return [...new Set([first, ...between, last])].sort((a, b) => a - b);
}

function render({ model, el }) {
  const spec = model.get("spec");
  const counting = spec.counting || {};
  // The algorithm's own step, which the reader may step by instead of a line: its name and its plural.
  const [noun, nouns] = spec.algorithm || [null, null];
  let byAlgorithm = false;
  const sentence = () => stepSentence(trace, index, counting, noun);
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
      const back = byAlgorithm ? algorithmStepBefore(trace, index) : index - 1;
      go({ start: 0, back, end: trace.steps.length - 1 }[where]);
    },
    begin: () => { if (index >= trace.steps.length - 1) go(0); },
    step: () => (stepOn() && index < trace.steps.length - 1 ? "next" : "stop"),
    said: sentence,
    say,
    paused: () => { if (trace.steps.length) say(description()); },
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
  // Both counts: the algorithm's steps done so far beside the lines' ("3 of 13 squares from the queue").
  const algorithmCount = element("span", { class: "kp-algorithm-count" });
  if (noun) stepBox.parentNode.append(algorithmCount);
  // Step by a line, or by the algorithm's own step (the player, forward and back, at either pace).
  const paceId = uniqueId("kp-pace");
  const pace = element("select", { class: "kp-pace", id: paceId });
  pace.append(element("option", { value: "line" }, "a line"), element("option", { value: "algorithm" }, `a ${noun}`));
  const paceRow = element("span", { class: "kp-pace-row" });
  paceRow.append(element("label", { for: paceId }, "step by "), pace);
  pace.addEventListener("change", () => {
    byAlgorithm = pace.value === "algorithm";
    question.hidden = true;
    say(byAlgorithm ? `Forward, back and Play now go by ${nouns}: ${(trace.algorithm_steps || []).length} ` +
      `in all. Step to the next one to see it.` : "Forward, back and Play now go line by line.");
  });
  const askToggle = element("button", { type: "button", "aria-pressed": "false", class: "kp-ask-toggle" },
    "ask me where the program jumps");
  const describe = element("button", { type: "button", class: "kp-describe" }, "describe this step");
  play.row.append(stepRow);
  if (noun) play.row.append(paceRow);
  play.row.append(describe);
  if (spec.predict) play.row.append(askToggle);
  play.row.append(play.ask);

  // --- the listing, the scene, the variables ------------------------------------------------------------
  const body = element("div", { class: "kp-stepper-body" });
  const listing = element("pre", { class: "kp-listing", tabindex: "0", role: "region", "aria-label": "the program" });
  const side = element("div", { class: "kp-side" });
  const scene = element("div", { class: "kp-scene" });
  const queue = element("p", { class: "kp-queue" });
  const table = element("table", { class: "kp-vars" });
  // One line a variable, or each whole value wrapped over as many lines as it takes: the reader's choice, kept
  // from step to step (a long list, a queue's back where a square joins it).
  const whole = element("button", { type: "button", class: "kp-whole-toggle", "aria-pressed": "false" },
    "show whole values");
  whole.addEventListener("click", () => {
    const on = whole.getAttribute("aria-pressed") !== "true";
    whole.setAttribute("aria-pressed", String(on));
    table.classList.toggle("kp-whole", on);
  });
  const caption = element("caption");
  const tbody = element("tbody");
  const head = element("thead");
  const headRow = element("tr");
  headRow.append(element("th", { scope: "col" }, "variable"), element("th", { scope: "col" }, "value"));
  head.append(headRow);
  table.append(caption, head, tbody);
  const stack = element("ol", { class: "kp-stack", "aria-label": "the calls, the outermost first" });
  const state = element("div", { class: "kp-state" });
  state.append(queue, whole, table, stack);
  side.append(scene, state);
  body.append(listing, side);
  const note = element("p", { class: "kp-note", role: "status" });
  const question = element("div", { class: "kp-predict", role: "group", "aria-label": "which line runs next?" });
  question.hidden = true;
  root.append(settings, play.row, body, question, note, said);
  el.append(root);

  // --- on paper: the listing, and a few moments of the run drawn below it (stepper.css shows them in print only).
  // Made when the page is about to be printed, from the trace shown then: a page's load costs nothing more.
  let moments = null;
  function printMoments() {
    if (!moments) {
      moments = element("div", { class: "kp-moments" });
      body.after(moments);
    }
    const chosen = printedMoments(trace);
    moments.replaceChildren();
    if (!chosen.length) return;
    const setting = spec.controls.map((control) => `${control.label} ${values[control.name]}`).join(", ");
    const count = trace.steps.length.toLocaleString("en-US");
    // how the run ends: the program's result, or its error, or a trace cut short (the screen's note says it too)
    const ending = trace.error ? ` ${trace.error}` : trace.stopped ? " The trace stops there; the program runs on."
      : trace.result !== null && trace.result !== undefined ? ` It returns ${trace.result}.` : "";
    moments.append(element("p", { class: "kp-moments-title" },
      `The run${setting ? ` for ${setting}` : ""}: ${chosen.length} of its ${count} steps.${ending}`));
    const strip = element("div", { class: "kp-moments-strip" });
    for (const at of chosen) {
      const step = trace.steps[at];
      const drawn = trace.scenes[step.scene];
      const moment = element("figure", { class: "kp-moment" });
      const words = element("figcaption", {}, stepSentence(trace, at, counting, noun));
      words.append(` Line ${step.line} reads: `, element("code", {}, (trace.listing[step.line - 1] || "").trim()));
      if (drawn.queue) {
        const waiting = drawn.queue.map(squareText).join(" ") || "empty";
        words.append(element("span", { class: "kp-queue" }, `queue: ${waiting}`));
      }
      moment.append(drawScene(drawn, spec.marks), words);
      strip.append(moment);
    }
    moments.append(strip);
  }
  window.addEventListener("beforeprint", printMoments);

  let lines = [];
  function showListing() {
    listing.replaceChildren();
    lines = trace.listing.map((text, i) => {
      const line = element("span", { class: "kp-line", "data-line": i + 1 });
      line.append(element("span", { class: "kp-ln" }, String(i + 1).padStart(2)), ` ${text}\n`);
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
    if (noun) {
      const all = (trace.algorithm_steps || []).length;
      algorithmCount.textContent = `${algorithmStepsDone(trace, index).toLocaleString("en-US")} of ` +
        `${all.toLocaleString("en-US")} ${all === 1 ? noun : nouns}`;
    }
    back.disabled = toStart.disabled = index === 0;
    forward.disabled = toEnd.disabled = index === count - 1;
    const call = trace.calls[state.call];
    caption.textContent = `Variables of ${call.name}`;
    tbody.replaceChildren();
    for (const [name, text] of state.vars) {
      const row = element("tr", state.changed.has(name) ? { class: "kp-changed" } : {});
      const shown = shownValue(name, text, counting, state.vars);
      const value = element("td", { title: text }, shown.text);
      if (shown.program !== null) value.append(element("span", { class: "kp-program" }, ` (Python: ${shown.program})`));
      if (state.changed.has(name)) value.append(element("span", { class: "kp-said" }, " (just changed)"));
      row.append(element("th", { scope: "row" }, name), value);
      tbody.append(row);
    }
    stack.replaceChildren();
    stack.hidden = state.stack.length < 2;
    for (const number of state.stack) {
      const item = trace.calls[number];
      stack.append(element("li", number === state.call ? { "aria-current": "true" } : {},
        `${item.name}(${readerArgs(item.args, counting)})`));
    }
    const drawn = step.scene === undefined ? null : trace.scenes[step.scene];
    scene.replaceChildren(drawScene(drawn, spec.marks));
    queue.textContent = drawn && drawn.queue ? `queue: ${drawn.queue.map(squareText).join(" ") || "empty"}` : "";
    if (announce && !play.playing()) say(sentence());
  }

  // Everything about the current step: its sentence, its line, the variables, the calls and the scene.
  function description() {
    const step = trace.steps[index];
    const state = stateAt(trace, index);
    const variables = [...state.vars].map(([name, text]) => {
      const shown = shownValue(name, text, counting, state.vars);
      return `${name} = ${shown.text}${shown.program === null ? "" : ` (Python: ${shown.program})`}`;
    }).join("; ");
    const calls = state.stack.length > 1 ? ` Calls: ${state.stack.map((n) => trace.calls[n].name + "(" +
      readerArgs(trace.calls[n].args, counting) + ")").join(", then ")}.` : "";
    const drawn = step.scene === undefined ? null : trace.scenes[step.scene];
    const code = (trace.listing[step.line - 1] || "").trim();
    return `${sentence()} Line ${step.line} reads: ${code}. ` +
      `Variables: ${variables || "none yet"}.${calls} ${sceneText(drawn, spec.marks)}`;
  }

  function go(to) {
    index = Math.max(0, Math.min(trace.steps.length - 1, to));
    draw(true);
  }

  // Ask which line runs after the current one: a wrong answer gets a hint and a second try, the answer its reason;
  // the focus stays in the stepper, on its forward button once answered.
  function ask(then) {
    asking = true;
    const here = trace.steps[index].line;
    const right = trace.steps[index + 1].line;
    const { hint, reason } = jumpReason(trace, index);
    const hintLine = element("p", { class: "kp-predict-hint" });
    let wrong = 0;
    const finish = (verdict) => {
      question.replaceChildren(element("p", { class: "kp-verdict" }, verdict));
      asking = false;
      then();
      say(`${verdict} ${sentence()}`);
      (forward.disabled ? playButton : forward).focus();
    };
    question.replaceChildren(element("p", { class: "kp-predict-text" },
      `Line ${here} runs next. Which line runs after it?`));
    for (const line of choicesFor(trace, index)) {
      const choice = element("button", { type: "button" }, `line ${line}: ${trace.listing[line - 1].trim().slice(0, 48)}`);
      choice.addEventListener("click", () => {
        if (line === right) {
          finish(`Right: line ${right}. ${reason}`);
        } else if (wrong === 0) {
          wrong = 1;
          choice.disabled = true;
          choice.classList.add("kp-wrong");
          hintLine.textContent = `Not line ${line}. ${hint} Try again.`;
          say(hintLine.textContent);
          [...question.querySelectorAll("button")].find((button) => !button.disabled).focus();
        } else {
          finish(`Not line ${line} either: line ${right}. ${reason}`);
        }
      });
      question.append(choice);
    }
    question.append(hintLine);
    question.hidden = false;
    question.querySelector("button").focus();
  }

  // One step on, unless it is the last, or the reader is first asked which line runs next (that stops a player).
  function stepOn() {
    if (index >= trace.steps.length - 1) return false;
    if (byAlgorithm) {
      question.hidden = true;
      go(algorithmStepAfter(trace, index));
      return true;
    }
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
    const asks = askToggle.getAttribute("aria-pressed") !== "true";
    askToggle.setAttribute("aria-pressed", String(asks));
    say(asks ? "From now on, where the program does not go on to the next line (a loop goes round, a test is " +
      "false, a call, a return), stepping forward first asks which line runs after it." : "No more questions.");
  });
  describe.addEventListener("click", () => say(description()));

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
    window.removeEventListener("beforeprint", printMoments);
    model.off("change:trace", onTrace);
    model.off("msg:custom", onMessage);
  };
}

export default { render };
