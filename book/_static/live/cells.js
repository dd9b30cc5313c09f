// Code that runs on the page: Run, Edit and Reset on every visible code cell of a chapter.
//
// The build (book/_ext/knights_cells.py) marks each visible cell's container with the class kp-cell-N and
// writes <script type="application/json" id="kp-cells">: for each cell its state, "run", "exercise" (a coding
// exercise: a stub and its check) or "lacks" (it needs what the page's Python lacks, such as matplotlib),
// and the earlier statements it needs, with their code. Run starts the page's Python (window.knightsLive,
// live.js) if it is not running, runs the statements the cell needs that have not run yet, in the
// chapter's order, then the cell itself, and shows below it what it printed and the value of its last line:
// text, or the picture when it is one (SVG). An error is the last line, with the line of the cell it is
// on. A cell that runs past its time limit is stopped (the page's Python starts afresh), and says so.
// Edit puts the code in a text box in place of the listing; Reset brings back the cell as the chapter
// has it, with its stored output. From file:// the page cannot start Python: one note says so.
// Nothing here starts Python before the reader presses Run.
(() => {
  "use strict";
  const data = document.getElementById("kp-cells");
  if (!data) return;
  const here = document.currentScript.src; // .../_static/live/cells.js
  const CELL_TIMEOUT_MS = 5000; // a cell's own time limit: a loop that never ends stops after this
  const NEEDS_TIMEOUT_MS = 30000; // the chapter's statements a cell needs, run once before it
  const RUN_A_CHAPTER = new URL("../../book/how_to_read.html#run-a-chapter", here).href;
  const LACKS = { // the first words of a cell's note: "Needs matplotlib: run it in Jupyter"
    matplotlib: "Needs matplotlib",
    widgets: "Needs Jupyter's widgets",
    IPython: "Needs IPython",
    program: "Starts another program",
    results: "Reads the stored measurements",
  };
  const KEYS = "Shift+Enter runs the cell. Tab and Shift+Tab indent; press Escape first to leave the box with them.";

  // Python run once in the page's namespace (again in every fresh worker): run a cell's code and say what
  // it showed, as JSON (the repr of the object returned), so the page can tell a picture from text.
  const HELPER = String.raw`
import ast as _kp_ast, json as _kp_json, pprint as _kp_pprint, traceback as _kp_traceback

class _KpShown:
    def __init__(self, reply):
        self.reply = reply
    def __repr__(self):
        return _kp_json.dumps(self.reply)

def _kp_error(error, name):
    if isinstance(error, SyntaxError) and error.filename == name:
        line = error.lineno
    else:
        frames = [f.lineno for f in _kp_traceback.extract_tb(error.__traceback__) if f.filename == name]
        line = frames[-1] if frames else None
    last = _kp_traceback.format_exception_only(type(error), error)[-1].strip()
    return {"error": last, "type": type(error).__name__, "line": line}

def _kp_run(source, name="<cell>"):
    space = globals()
    try:
        tree = _kp_ast.parse(source, name)
        last = tree.body.pop() if tree.body and isinstance(tree.body[-1], _kp_ast.Expr) else None
        exec(compile(tree, name, "exec"), space)
        value = None if last is None else eval(compile(_kp_ast.Expression(last.value), name, "eval"), space)
    except BaseException as error:
        return _KpShown(_kp_error(error, name))
    if value is None:
        return _KpShown({})
    if isinstance(value, str) and value.lstrip().startswith("<svg"):
        return _KpShown({"svg": str(value), "alt": str(getattr(value, "alt", ""))})
    text = repr(value) if isinstance(value, str) else _kp_pprint.pformat(value, width=79, sort_dicts=False)
    return _KpShown({"text": text})

def _kp_needs(ids, sources):
    done = []
    for id, source in zip(ids, sources):
        try:
            exec(compile(source, "<chapter>", "exec"), globals())
        except BaseException as error:
            return _KpShown({"done": done, "failed": id, **_kp_error(error, "<chapter>")})
        done.append(id)
    return _KpShown({"done": done})
`;

  const plan = JSON.parse(data.textContent);
  const views = [];
  let queue = Promise.resolve(); // one run at a time, in the order the reader asked
  let helper = null; // knightsLive.setup(HELPER), once
  let starts = -1; // knightsLive.timings.starts when `done` was last right
  const done = new Set(); // the chapter's statements that ran in this worker
  const ran = new Set(); // the cells the reader ran in this worker, as they stood

  function element(tag, attributes = {}, ...children) {
    const node = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) {
      if (name === "class") node.className = value;
      else if (name === "text") node.textContent = value;
      else node.setAttribute(name, value);
    }
    node.append(...children);
    return node;
  }

  // --- each cell's controls -----------------------------------------------------------------
  function decorate(entry, number) {
    const cell = document.querySelector(`div.cell.kp-cell-${entry.index}`);
    const input = cell && cell.querySelector(".cell_input");
    const pre = input && input.querySelector("pre");
    if (!pre) return;
    input.classList.add("kp-runs");
    if (entry.state === "lacks") {
      const why = LACKS[entry.lacks] || `Needs ${entry.lacks}`;
      const link = element("a", { href: RUN_A_CHAPTER, text: "run it in Jupyter" });
      input.prepend(element("p", { class: "kp-run-note" }, `${why}: `, link));
      return;
    }
    const original = pre.textContent.replace(/\n$/, "");
    const listing = pre.closest("div[class^='highlight']") || pre;
    const view = { entry, number, cell, input, listing, original, code: original, highlighted: pre.innerHTML };
    const label = `code cell ${number}`;
    view.run = element("button", { type: "button", class: "kp-run-button", text: "Run" });
    view.edit = element("button", { type: "button", "aria-pressed": "false", text: "Edit" });
    // Reset shows once there is something to reset (an edit or a run): one Tab stop fewer per cell until then.
    view.reset = element("button", { type: "button", text: "Reset", hidden: "" });
    const bar = element("div", { class: "kp-run-bar", role: "group", "aria-label": label[0].toUpperCase() + label.slice(1) },
      view.run, view.edit, view.reset);
    const id = `kp-code-${entry.index}`;
    view.box = element("textarea", { id, class: "kp-code", spellcheck: "false", autocapitalize: "off",
      autocomplete: "off", autocorrect: "off", wrap: "off", "aria-describedby": `${id}-keys` });
    view.editor = element("div", { class: "kp-editor", hidden: "" },
      element("label", { for: id, class: "kp-visually-hidden", text: `The code of ${label}` }), view.box,
      element("p", { id: `${id}-keys`, class: "kp-keys", text: KEYS }));
    view.output = element("div", { class: "kp-run-output", "aria-live": "polite" });
    view.stored = cell.querySelector(".cell_output");
    input.prepend(bar);
    listing.after(view.editor);
    input.after(view.output);
    view.run.addEventListener("click", () => run(view));
    view.edit.addEventListener("click", () => edit(view, view.edit.getAttribute("aria-pressed") !== "true"));
    view.reset.addEventListener("click", () => reset(view));
    view.box.addEventListener("keydown", (event) => keys(view, event));
    view.box.addEventListener("input", () => fit(view));
    if (entry.state === "exercise") edit(view, true, false); // an exercise is there to be written
    views.push(view);
  }

  function fit(view) {
    view.box.rows = Math.max(3, view.box.value.split("\n").length + 1);
  }

  function edit(view, open, focus = true) {
    if (open) {
      view.box.value = view.code;
      fit(view);
    } else {
      view.code = view.box.value;
      const pre = view.listing.querySelector("pre") || view.listing;
      if (view.code === view.original) pre.innerHTML = view.highlighted;
      else pre.textContent = view.code + "\n";
    }
    view.editor.hidden = !open;
    if (open) view.reset.hidden = false;
    view.listing.classList.toggle("kp-superseded", open);
    view.edit.setAttribute("aria-pressed", String(open));
    if (open && focus) view.box.focus();
  }

  function reset(view) {
    view.code = view.original;
    view.box.value = view.original;
    fit(view);
    const pre = view.listing.querySelector("pre") || view.listing;
    pre.innerHTML = view.highlighted;
    view.output.replaceChildren();
    if (view.stored) view.stored.classList.remove("kp-superseded");
    if (view.edit.getAttribute("aria-pressed") !== "true") {
      const focused = document.activeElement === view.reset;
      view.reset.hidden = true;
      if (focused) view.run.focus(); // the focus stays in the cell's bar
    }
  }

  function keys(view, event) {
    if (event.key === "Enter" && (event.shiftKey || event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      run(view);
    } else if (event.key === "Escape") {
      view.leaving = true; // the next Tab leaves the box
    } else if (event.key === "Tab" && !view.leaving && !event.ctrlKey && !event.altKey && !event.metaKey) {
      event.preventDefault();
      const box = view.box;
      if (!event.shiftKey) {
        box.setRangeText("    ", box.selectionStart, box.selectionEnd, "end");
      } else { // take back up to four spaces at the start of the line
        const line = box.value.lastIndexOf("\n", box.selectionStart - 1) + 1;
        const spaces = /^ {0,4}/.exec(box.value.slice(line))[0].length;
        if (spaces) box.setRangeText("", line, line + spaces, "end");
      }
      fit(view);
    } else if (event.key !== "Shift") {
      view.leaving = false;
    }
  }

  // --- running -------------------------------------------------------------------------------
  function show(view, ...children) {
    view.output.replaceChildren(...children);
    view.reset.hidden = false;
    if (view.stored) view.stored.classList.add("kp-superseded");
  }

  function note(text, kind = "kp-out-note") {
    return element("p", { class: kind, text });
  }

  function run(view) {
    if (view.run.getAttribute("aria-disabled") === "true") return queue;
    if (view.edit.getAttribute("aria-pressed") === "true") view.code = view.box.value;
    view.run.setAttribute("aria-disabled", "true");
    show(view, note(window.knightsLive && window.knightsLive.status === "ready" ? "Running…"
      : "Starting Python in your browser (a few seconds the first time)…"));
    queue = queue.then(() => runNow(view)).catch((error) => {
      show(view, note(`The page could not run this cell: ${error.message}`, "kp-out-error"));
    }).finally(() => view.run.removeAttribute("aria-disabled"));
    return queue;
  }

  async function runNow(view) {
    const live = window.knightsLive;
    if (!live) throw new Error("the page's Python (live.js) did not load");
    await live.start(); // after a stop, a fresh worker: its number tells that nothing has run there yet
    if (!helper) helper = live.setup(HELPER);
    try {
      await helper;
    } catch (error) {
      helper = null;
      throw error;
    }
    if (live.timings.starts !== starts) { // a fresh worker: nothing of the chapter has run there
      done.clear();
      ran.clear();
      starts = live.timings.starts;
    }
    const needed = view.entry.needs.filter((id) => !done.has(id) && !ran.has(Number(id.split(".")[0])));
    if (needed.length) {
      show(view, note("Running the cells above that this one needs…"));
      const reply = await python(live, `_kp_needs(${JSON.stringify(needed)}, ${
        JSON.stringify(needed.map((id) => plan.code[id]))})`, NEEDS_TIMEOUT_MS, view, true);
      if (!reply) return;
      const { value } = reply;
      value.done.forEach((id) => done.add(id));
      if (value.failed) {
        show(view, note(`A cell above that this one needs stopped with ${value.error}; `
          + "Reset it if you changed it, or run the chapter in Jupyter.", "kp-out-error"));
        return;
      }
    }
    show(view, note("Running…"));
    const reply = await python(live, `_kp_run(${JSON.stringify(view.code)})`, CELL_TIMEOUT_MS, view);
    if (!reply) return;
    ran.add(view.entry.index);
    const shown = [];
    if (reply.stdout) shown.push(element("pre", { class: "kp-out-text", text: reply.stdout.replace(/\n$/, "") }));
    if (reply.stderr) shown.push(element("pre", { class: "kp-out-stderr", text: reply.stderr.replace(/\n$/, "") }));
    const value = reply.value;
    if (value.error) {
      const where = value.line ? ` (line ${value.line})` : "";
      shown.push(element("pre", { class: "kp-out-error", text: value.error + where }));
    } else if (value.svg) {
      shown.push(picture(value.svg));
    } else if (value.text !== undefined) {
      const verdict = /^All \d+ checks passed\.$/.test(value.text) ? " kp-out-pass"
        : /^Not yet: /.test(value.text) ? " kp-out-fail" : "";
      shown.push(element("pre", { class: `kp-out-result${verdict}`, text: value.text }));
    }
    if (!shown.length) shown.push(note("Done: the cell printed nothing and its last line has no value."));
    show(view, ...shown);
  }

  // Run code with a time limit; return {stdout, stderr, value} (value: the helper's JSON), or null when it
  // did not finish, after saying why.
  async function python(live, code, timeoutMs, view, needs = false) {
    let reply;
    try {
      reply = await live.run(code, { timeoutMs });
    } catch (error) {
      const seconds = timeoutMs / 1000;
      if (error.name === "TimeoutError") {
        show(view, note(needs
          ? `The cells above that this one needs did not finish within ${seconds} s, so Python stopped them: `
            + "run the chapter in Jupyter for this one."
          : `Python stopped this cell after ${seconds} s: it may loop forever, or need more time than the `
            + "page gives a cell. Press Run to start again (the cells it needs run first).", "kp-out-error"));
        return null;
      }
      if (error.name === "UnavailableError") {
        show(view, note(error.message, "kp-out-error"));
        return null;
      }
      throw error;
    }
    return { stdout: reply.stdout, stderr: reply.stderr, value: JSON.parse(reply.result) };
  }

  // SVG from Python, as a node of this page: no scripts, no event handlers, no links out of the page.
  function picture(markup) {
    const parsed = new DOMParser().parseFromString(markup, "image/svg+xml").documentElement;
    const box = element("div", { class: "kp-out-picture" });
    if (parsed.nodeName !== "svg") return note("The picture could not be read.", "kp-out-error");
    for (const node of [parsed, ...parsed.querySelectorAll("*")]) {
      if (/^(script|foreignObject)$/i.test(node.nodeName)) {
        node.remove();
        continue;
      }
      for (const attribute of [...node.attributes]) {
        const unsafe = /^on/i.test(attribute.name) || (/href$/i.test(attribute.name)
          && !attribute.value.trim().startsWith("#"));
        if (unsafe) node.removeAttribute(attribute.name);
      }
    }
    box.append(document.importNode(parsed, true));
    return box;
  }

  // --- the page ------------------------------------------------------------------------------
  function start() {
    const first = document.querySelector("div.cell .cell_input");
    if (location.protocol === "file:") {
      if (first) {
        first.closest("div.cell").before(element("p", { class: "kp-run-file",
          text: "To edit and run this page's code, serve the site over http (python -m http.server in its "
            + "folder). Opened from a file, the page shows the outputs computed when it was built." }));
      }
      return;
    }
    plan.cells.forEach((entry, k) => decorate(entry, k + 1));
  }

  // The style sheet first, so the buttons never show unstyled; nothing of it holds back the first paint.
  const sheet = new URL("cells.css", here);
  sheet.search = new URL(here).search; // the script's ?v=: a new script brings its own sheet afresh
  const style = element("link", { rel: "stylesheet", href: sheet.href });
  style.addEventListener("load", start, { once: true });
  style.addEventListener("error", start, { once: true });
  if (location.protocol === "file:") start();
  else document.head.append(style);
})();
