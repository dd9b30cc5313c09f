// The page's code cells (book/_static/live/cells.js): Run, Edit and Reset, with a fake page and a fake
// window.knightsLive in place of the page's Python (runner.py's run_cell and run_statements).
import assert from "node:assert/strict";
import { test } from "node:test";
import { FakeDocument, evaluatePageScript, fakeWindow } from "./fake_dom.mjs";

const SCRIPT = "book/_static/live/cells.js";
const HERE = "http://site.test/_static/live/cells.js?v=1";

function pythonError(fields) {
  return Object.assign(new Error(fields.last), { name: "PythonError", stdout: "", stderr: "", line: null, ...fields });
}

function failure(name, message) {
  return Object.assign(new Error(message), { name });
}

// A fake page's Python: `cell(code)` and `statements(list)` give each request's answer (or throw).
function fakeLive({ cell = () => ({ stdout: "", stderr: "", shown: null, verdict: null }), statements } = {}) {
  const live = { status: "ready", timings: { starts: 1 }, requests: [] };
  live.start = async () => {};
  live.cell = async (code, options) => {
    live.requests.push(["cell", code, options.timeoutMs]);
    return cell(code);
  };
  live.statements = async (list, options) => {
    live.requests.push(["statements", list, options.timeoutMs]);
    return statements ? statements(list) : list.map(([id]) => id);
  };
  return live;
}

// A chapter page with these cells ({index, code, state, needs, lacks}), cells.js run on it and its style
// sheet loaded; returns the page's parts.
function chapter(cells, { code = {}, live = fakeLive(), protocol = "http:", parser } = {}) {
  const document = new FakeDocument();
  document.currentScript = { src: HERE };
  const window = fakeWindow({ knightsLive: live });
  const article = document.createElement("article");
  document.body.append(article);
  for (const cell of cells) {
    const container = document.createElement("div");
    container.className = `cell kp-cell-${cell.index}`;
    const input = document.createElement("div");
    input.className = "cell_input";
    const highlight = document.createElement("div");
    highlight.className = "highlight-ipython3 notranslate";
    const pre = document.createElement("pre");
    pre.textContent = `${cell.code}\n`;
    highlight.append(pre);
    input.append(highlight);
    const output = document.createElement("div");
    output.className = "cell_output";
    output.textContent = "stored";
    for (const where of [highlight, output]) { // sphinx-copybutton's, on the code and on the output
      const copy = document.createElement("button");
      copy.className = "copybtn";
      copy.setAttribute("aria-label", "Copy to clipboard");
      where.append(copy);
    }
    container.append(input, output);
    article.append(container);
  }
  const plan = document.createElement("script");
  plan.id = "kp-cells";
  plan.textContent = JSON.stringify({
    cells: cells.map(({ index, state = "run", needs = [], lacks, explorer }) => (state === "lacks"
      ? { index, state, lacks, ...(explorer ? { explorer } : {}) } : { index, state, needs })),
    code,
    notes: { matplotlib: "Needs matplotlib, as the plan says: [run it in Jupyter]",
      explorer: "The explorer below works on this page; to change its code, [run it in Jupyter]" },
  });
  document.body.append(plan);
  evaluatePageScript(SCRIPT, { window, document, location: { protocol }, URL, DOMParser: parser });
  const sheet = document.head.querySelector("link");
  if (sheet) sheet.dispatch("load");
  const cell = (index) => {
    const root = document.querySelector(`div.kp-cell-${index}`);
    return {
      root,
      button: (name) => root.querySelectorAll("button").find((button) => button.textContent === name),
      output: () => root.querySelector(".kp-run-output"),
      box: () => root.querySelector("textarea"),
    };
  };
  return { document, window, live, cell, sheet };
}

async function settle() {
  for (let k = 0; k < 5; k++) await new Promise((resolve) => setTimeout(resolve, 0));
}

async function run(cell) {
  cell.button("Run").click();
  await settle();
  return cell.output().children.map((node) => [node.nodeName, node.className, node.textContent]);
}

test("the logic: what still needs running, the box's rows, Shift+Tab's spaces", () => {
  const { window } = chapter([]);
  const logic = window.knightsCells;
  assert.deepEqual(logic.stillNeeded(["1.0", "1.1", "2.0", "4.0"], new Set(["1.0"]), new Set([2])), ["1.1", "4.0"]);
  assert.equal(logic.rowsFor("x"), 3);
  assert.equal(logic.rowsFor("a\nb\nc\nd"), 5);
  assert.deepEqual(logic.dedent("def f():\n      return 1", 20), { line: 9, spaces: 4 });
  assert.deepEqual(logic.dedent("  x", 3), { line: 0, spaces: 2 });
  assert.deepEqual(logic.dedent("x\ny", 2), { line: 2, spaces: 0 });
  assert.equal(logic.lacksNote("widgets", { widgets: "Needs Jupyter's widgets" }), "Needs Jupyter's widgets");
  assert.equal(logic.lacksNote("numpy", { widgets: "Needs Jupyter's widgets" }), "Needs numpy: [run it in Jupyter]");
  assert.deepEqual(logic.noteParts("Works here; to change it, [run it in Jupyter]."),
    ["Works here; to change it, ", "run it in Jupyter", "."]);
  assert.deepEqual(logic.noteParts("No link"), ["No link", "", ""]);
});

test("the logic: the arrow keys move a cell's one Tab stop round its controls", () => {
  const { nextStop } = chapter([]).window.knightsCells;
  assert.deepEqual(["ArrowRight", "ArrowLeft", "Home", "End", "Tab", "ArrowDown"].map((key) => nextStop(1, key, 3)),
    [2, 0, 0, 2, null, null]);
  assert.equal(nextStop(2, "ArrowRight", 3), 0);
  assert.equal(nextStop(0, "ArrowLeft", 3), 2);
  assert.equal(nextStop(0, "ArrowRight", 0), null);
});

test("a cell's controls are one Tab stop: Run, Edit and its copy buttons by the arrow keys", () => {
  const page = chapter([{ index: 0, code: "1 + 1" }, { index: 1, code: "import matplotlib", state: "lacks",
    lacks: "matplotlib" }]);
  const cell = page.cell(0);
  const copies = cell.root.querySelectorAll("button.copybtn");
  const stops = () => [cell.button("Run"), cell.button("Edit"), ...copies].map((node) => node.tabIndex);
  assert.deepEqual(stops(), [0, -1, -1, -1], "only Run is a Tab stop; Reset is hidden");
  assert.equal(cell.root.querySelector(".kp-run-bar").getAttribute("role"), "toolbar");
  cell.button("Run").focus();
  const key = (key) => page.document.activeElement.dispatch("keydown", { key });
  assert.equal(key("ArrowRight").defaultPrevented, true);
  assert.equal(page.document.activeElement, cell.button("Edit"));
  assert.deepEqual(stops(), [-1, 0, -1, -1], "the Tab stop went with the focus");
  key("ArrowRight");
  assert.equal(page.document.activeElement, copies[0]);
  key("End");
  assert.equal(page.document.activeElement, copies[1], "the output's copy button");
  key("ArrowRight");
  assert.equal(page.document.activeElement, cell.button("Run"), "round to the first");
  assert.equal(key("Tab").defaultPrevented, false, "Tab leaves the cell");
  // a cell that cannot run: its note's link and its copy buttons, one Tab stop
  const other = page.cell(1);
  const link = other.root.querySelector(".kp-run-note a");
  assert.deepEqual([link, ...other.root.querySelectorAll("button.copybtn")].map((node) => node.tabIndex), [0, -1, -1]);
});

test("the logic: a run's output parts, styled by the runner's verdict, not by the words", () => {
  const { outputParts } = chapter([]).window.knightsCells;
  const text = (shown, verdict = null) => outputParts({ stdout: "", stderr: "", shown, verdict });
  assert.deepEqual(text({ text: "Anything." }, "pass"), [["pre", "kp-out-result kp-out-pass", "Anything."]]);
  assert.deepEqual(text({ text: "Anything." }, "fail"), [["pre", "kp-out-result kp-out-fail", "Anything."]]);
  assert.deepEqual(text({ text: "All 3 checks passed." }), [["pre", "kp-out-result", "All 3 checks passed."]]);
  assert.deepEqual(text({ text: "" }), [["pre", "kp-out-result", ""]]);
  assert.deepEqual(text({ svg: "<svg/>", alt: "" }), [["picture", null, "<svg/>"]]);
  assert.deepEqual(text(null), [["p", "kp-out-note", "Done: the cell printed nothing and its last line has no value."]]);
  assert.deepEqual(outputParts({ stdout: "a\n\n", stderr: "w\n", shown: null }),
    [["pre", "kp-out-text", "a\n"], ["pre", "kp-out-stderr", "w"]]);
  const error = pythonError({ last: "NameError: name 'x' is not defined", line: 3, stdout: "hi\n" });
  assert.deepEqual(outputParts(null, error), [["pre", "kp-out-text", "hi"],
    ["pre", "kp-out-error", "NameError: name 'x' is not defined (line 3)"]]);
  assert.deepEqual(outputParts(null, pythonError({ last: "MemoryError" })), [["pre", "kp-out-error", "MemoryError"]]);
});

test("the logic: what is said when Python did not answer", () => {
  const { notAnswered, needsFailed } = chapter([]).window.knightsCells;
  assert.match(notAnswered(failure("TimeoutError", ""), 5000, false), /^Python stopped this cell after 5 s: /);
  assert.match(notAnswered(failure("TimeoutError", ""), 30000, true),
    /^The cells above that this one needs did not finish within 30 s/);
  assert.equal(notAnswered(failure("UnavailableError", "Serve the site."), 5000, false), "Serve the site.");
  assert.equal(notAnswered(failure("StartError", "broke"), 5000, false), null);
  assert.match(needsFailed(pythonError({ last: "KeyError: 3" })), /^A cell above that this one needs stopped with KeyError: 3; /);
});

test("the logic: a picture from Python keeps no script, handler or link out of it", () => {
  const document = new FakeDocument();
  const { sanitize, unsafeAttribute } = chapter([]).window.knightsCells;
  const svg = document.createElement("svg");
  svg.setAttribute("onload", "steal()");
  svg.setAttribute("aria-label", "A board.");
  const script = document.createElement("script");
  const foreign = document.createElement("foreignObject");
  const inner = document.createElement("use");
  inner.setAttribute("href", "#square");
  inner.setAttribute("xlink:href", " https://elsewhere.test/x.svg");
  inner.setAttribute("OnClick", "x()");
  const link = document.createElement("a");
  link.setAttribute("href", "javascript:alert(1)");
  svg.append(script, foreign, inner, link);
  assert.equal(sanitize(svg), svg);
  assert.deepEqual(svg.children.map((node) => node.nodeName), ["use", "a"]);
  assert.deepEqual(svg.attributes, [{ name: "aria-label", value: "A board." }]);
  assert.deepEqual(inner.attributes, [{ name: "href", value: "#square" }]);
  assert.deepEqual(link.attributes, []);
  assert.equal(unsafeAttribute("fill", "red"), false);
  assert.equal(unsafeAttribute("href", "  #a"), false);
});

test("Run runs what the cell needs once, then the cell, and shows its output in place of the stored one", async () => {
  const live = fakeLive({ cell: (code) => ({ stdout: "hello\n", stderr: "", shown: { text: `ran ${code}` }, verdict: null }) });
  const page = chapter([{ index: 2, code: "x + y", needs: ["0.0", "1.0"] }, { index: 5, code: "x", needs: ["0.0"] }],
    { code: { "0.0": "x = 1", "1.0": "y = 2" }, live });
  const cell = page.cell(2);
  assert.equal(cell.button("Reset").hidden, true, "nothing to reset yet");
  assert.deepEqual(await run(cell), [["pre", "kp-out-text", "hello"], ["pre", "kp-out-result", "ran x + y"]]);
  assert.deepEqual(live.requests, [["statements", [["0.0", "x = 1"], ["1.0", "y = 2"]], 30000], ["cell", "x + y", 5000]]);
  assert.equal(cell.button("Reset").hidden, false);
  assert.ok(cell.root.querySelector(".cell_output").classList.contains("kp-superseded"));
  assert.equal(cell.button("Run").hasAttribute("aria-disabled"), false, "Run works again");
  live.requests.length = 0;
  await run(page.cell(5));
  assert.deepEqual(live.requests, [["cell", "x", 5000]], "what ran already does not run again");
  live.timings.starts = 2; // a fresh worker, after a stop: nothing has run there
  live.requests.length = 0;
  await run(page.cell(5));
  assert.deepEqual(live.requests, [["statements", [["0.0", "x = 1"]], 30000], ["cell", "x", 5000]]);
  cell.button("Reset").click();
  assert.equal(cell.output().children.length, 0);
  assert.ok(!cell.root.querySelector(".cell_output").classList.contains("kp-superseded"));
});

test("a statement a cell needs that ran in its own cell is not run again", async () => {
  const live = fakeLive();
  const page = chapter([{ index: 1, code: "a = 1", needs: [] }, { index: 3, code: "a", needs: ["1.0"] }],
    { code: { "1.0": "a = 1" }, live });
  await run(page.cell(1));
  await run(page.cell(3));
  assert.deepEqual(live.requests.map(([what]) => what), ["cell", "cell"]);
});

test("an exercise's verdict is styled by the runner's field", async () => {
  let verdict = "fail";
  const live = fakeLive({ cell: () => ({ stdout: "", stderr: "", shown: { text: "Some words." }, verdict }) });
  const page = chapter([{ index: 4, code: "check(f)", state: "exercise" }], { live });
  const cell = page.cell(4);
  assert.equal(cell.button("Edit").getAttribute("aria-pressed"), "true", "an exercise opens in its box");
  assert.equal(cell.root.querySelector(".kp-editor").hidden, false);
  assert.equal(cell.box().value, "check(f)");
  cell.box().value = "check(g)";
  assert.deepEqual(await run(cell), [["pre", "kp-out-result kp-out-fail", "Some words."]]);
  assert.deepEqual(live.requests.at(-1), ["cell", "check(g)", 5000], "the box's code runs");
  verdict = "pass";
  assert.deepEqual(await run(cell), [["pre", "kp-out-result kp-out-pass", "Some words."]]);
});

test("a Python error shows what was printed, then its last line and the cell's line", async () => {
  const live = fakeLive({ cell: () => { throw pythonError({ last: "ZeroDivisionError: division by zero", line: 4, stdout: "a\n" }); } });
  const page = chapter([{ index: 0, code: "1/0" }], { live });
  assert.deepEqual(await run(page.cell(0)),
    [["pre", "kp-out-text", "a"], ["pre", "kp-out-error", "ZeroDivisionError: division by zero (line 4)"]]);
});

test("when a needed statement fails, the cell does not run, and what ran before it counts as done", async () => {
  let fail = true;
  const live = fakeLive({ statements: (list) => {
    if (fail) throw pythonError({ last: "KeyError: 'k'", done: [list[0][0]], failed: list[1][0] });
    return list.map(([id]) => id);
  } });
  const page = chapter([{ index: 3, code: "c", needs: ["0.0", "1.0"] }], { code: { "0.0": "a = 1", "1.0": "b = {}['k']" }, live });
  const shown = await run(page.cell(3));
  assert.equal(shown.length, 1);
  assert.equal(shown[0][1], "kp-out-error");
  assert.match(shown[0][2], /^A cell above that this one needs stopped with KeyError: 'k'; Reset it/);
  assert.ok(!live.requests.some(([what]) => what === "cell"));
  fail = false;
  live.requests.length = 0;
  await run(page.cell(3));
  assert.deepEqual(live.requests[0], ["statements", [["1.0", "b = {}['k']"]], 30000]);
});

test("a cell past its time limit says so; an unexpected failure says the page could not run it", async () => {
  let error = failure("TimeoutError", "Python stopped a runaway computation after 5 s.");
  const live = fakeLive({ cell: () => { throw error; } });
  const page = chapter([{ index: 0, code: "while True: pass" }], { live });
  let shown = await run(page.cell(0));
  assert.equal(shown[0][1], "kp-out-error");
  assert.match(shown[0][2], /^Python stopped this cell after 5 s: it may loop forever/);
  error = failure("StartError", "the worker broke");
  shown = await run(page.cell(0));
  assert.deepEqual(shown, [["p", "kp-out-error", "The page could not run this cell: the worker broke"]]);
  assert.equal(page.cell(0).button("Run").hasAttribute("aria-disabled"), false);
});

test("a picture shows as the parsed, cleaned SVG", async () => {
  class Parser {
    parseFromString(markup) {
      const document = new FakeDocument();
      const svg = document.createElement(markup.startsWith("<svg") ? "svg" : "parsererror");
      svg.setAttribute("onclick", "x()");
      svg.append(document.createElement("script"));
      return { documentElement: svg };
    }
  }
  let svg = "<svg></svg>";
  const live = fakeLive({ cell: () => ({ stdout: "", stderr: "", shown: { svg, alt: "" }, verdict: null }) });
  const page = chapter([{ index: 0, code: "picture" }], { live, parser: Parser });
  await run(page.cell(0));
  const box = page.cell(0).output().querySelector(".kp-out-picture");
  const picture = box.querySelector("svg");
  assert.ok(picture && !picture.hasAttribute("onclick") && picture.children.length === 0);
  svg = "not svg";
  assert.deepEqual(await run(page.cell(0)), [["p", "kp-out-error", "The picture could not be read."]]);
});

test("a cell that needs what the page's Python lacks gets a note, not a Run button", () => {
  const page = chapter([{ index: 1, code: "import matplotlib", state: "lacks", lacks: "matplotlib" }]);
  const note = page.cell(1).root.querySelector(".kp-run-note");
  assert.equal(note.textContent, "Needs matplotlib, as the plan says: run it in Jupyter");
  assert.equal(note.querySelector("a").textContent, "run it in Jupyter");
  assert.equal(note.querySelector("a").getAttribute("href"), "http://site.test/book/how_to_read.html#run-a-chapter");
  assert.equal(page.cell(1).root.querySelector(".kp-run-bar"), null);
});

test("a cell that makes an explorer says the explorer works here, and what needs Jupyter", () => {
  const page = chapter([{ index: 2, code: "explore(picture)", state: "lacks", lacks: "widgets", explorer: true }]);
  const note = page.cell(2).root.querySelector(".kp-run-note");
  assert.equal(note.textContent, "The explorer below works on this page; to change its code, run it in Jupyter");
  assert.equal(note.querySelector("a").textContent, "run it in Jupyter");
});

test("Edit and Shift+Enter: the listing shows the edited code; Reset brings the chapter's back", async () => {
  const live = fakeLive();
  const page = chapter([{ index: 0, code: "1 + 1" }], { live });
  const cell = page.cell(0);
  assert.equal(cell.root.querySelector(".kp-run-bar").getAttribute("aria-label"), "Code cell 1");
  cell.button("Edit").click();
  assert.equal(page.document.activeElement, cell.box());
  cell.box().value = "2 + 2\nx";
  cell.box().dispatch("input");
  assert.equal(cell.box().rows, 3);
  const event = cell.box().dispatch("keydown", { key: "Enter", shiftKey: true });
  assert.equal(event.defaultPrevented, true);
  await settle();
  assert.deepEqual(live.requests.at(-1), ["cell", "2 + 2\nx", 5000]);
  cell.button("Edit").click(); // closes the box
  assert.equal(cell.root.querySelector("pre").textContent, "2 + 2\nx\n");
  cell.button("Reset").focus();
  cell.button("Reset").click();
  assert.equal(cell.root.querySelector("pre").textContent, "1 + 1\n");
  assert.equal(cell.button("Reset").hidden, true);
  assert.equal(page.document.activeElement, cell.button("Run"), "the focus stays in the cell's bar");
});

test("on paper a cell being edited prints what its box holds, as its listing", () => {
  const page = chapter([{ index: 0, code: "1 + 1" }, { index: 1, code: "2 + 2" }]);
  const edited = page.cell(0);
  edited.button("Edit").click();
  edited.box().value = "3 + 3";
  page.window.dispatch("beforeprint");
  assert.equal(edited.root.querySelector("pre").textContent, "3 + 3\n", "the listing prints, the box does not");
  assert.equal(page.cell(1).root.querySelector("pre").textContent, "2 + 2\n", "a cell not being edited as it was");
  edited.box().value = "1 + 1";
  page.window.dispatch("beforeprint");
  assert.equal(edited.root.querySelector("pre").textContent, "1 + 1\n", "back to the chapter's own code");
});

test("from a file, one note says to serve the site, and no cell gets buttons", () => {
  const page = chapter([{ index: 0, code: "1" }], { protocol: "file:" });
  assert.equal(page.sheet, null);
  assert.match(page.document.querySelector(".kp-run-file").textContent, /^To edit and run this page's code, serve the site/);
  assert.equal(page.document.querySelector(".kp-run-bar"), null);
});

test("a page without the plan gets nothing but the logic", () => {
  const document = new FakeDocument();
  const window = fakeWindow();
  evaluatePageScript(SCRIPT, { window, document, location: { protocol: "http:" }, URL, DOMParser: undefined });
  assert.equal(document.head.children.length, 0);
  assert.equal(typeof window.knightsCells.outputParts, "function");
});
