// Code that runs on the page: Run, Edit and Reset on every visible code cell of a chapter.
//
// The build (book/_ext/knights_cells.py) marks each visible cell's container with the class kp-cell-N and
// writes <script type="application/json" id="kp-cells">: for each cell its state, "run", "exercise" (a coding
// exercise: a stub and its check) or "lacks" (it needs what the page's Python lacks, such as matplotlib),
// and the earlier statements it needs, with their code; and the words of each "lacks" note. Run starts
// the page's Python (window.knightsLive, live.js) if it is not running, runs the statements the cell needs
// that have not run yet, in the chapter's order, then the cell itself, and shows below it what it printed
// and the value of its last line: text, or the picture when it is one (SVG). An error is the last line,
// with the line of the cell it is on. A cell that runs past its time limit is stopped (the page's Python
// starts afresh), and says so.
// Edit puts the code in a text box in place of the listing; Reset brings back the cell as the chapter
// has it, with its stored output. From file:// the page cannot start Python: one note says so.
// A cell's controls are one Tab stop (a toolbar with a roving tabindex): Run, Edit, Reset and the cell's
// "Copy to clipboard" buttons are reached from there with the arrow keys (Home and End too), so that Tab goes
// on to the next cell; a cell that cannot run has one note, which says what is true here and in Jupyter.
// Nothing here starts Python before the reader presses Run. The Python that runs the cells is the page's
// runner (runner.py's run_cell and run_statements, through knightsLive.cell and knightsLive.statements);
// an exercise's verdict (a last value with a boolean `passed`) comes back as its own field, "pass" or "fail".
// The logic under the page's elements is window.knightsCells, for the tests (tests/js/cells.test.mjs).
// Its elements are the book's one kit's (src/boardpuzzles/book/kit.js: `element`): the build puts the kit's
// declarations and this script in one function scope (boardpuzzles.book.controls.page_script, run by
// book/_ext/knights_cells.py), a classic script, since an ES module would not run from file://.
(() => {
  "use strict";
  const CELL_TIMEOUT_MS = 5000; // a cell's own time limit: a loop that never ends stops after this
  const NEEDS_TIMEOUT_MS = 30000; // the chapter's statements a cell needs, run once before it
  const KEYS = "Shift+Enter runs the cell. Tab and Shift+Tab indent; press Escape first to leave the box with them.";
  const VERDICTS = { pass: " kp-out-pass", fail: " kp-out-fail" }; // runner.py's verdict, as a class
  const NOTHING = "Done: the cell printed nothing and its last line has no value.";

  const LINK = /\[([^\]]+)\]/; // the words of a note that link to "Run a chapter" (how_to_read.md)

  // --- the logic under the elements ----------------------------------------------------------------
  // The sentence on a cell that cannot run here, as the plan's notes say (knights_cells.py's LACKS_NOTES),
  // the words in [brackets] the link to running the chapter in Jupyter; by what the cell lacks, or "explorer"
  // for a cell that makes an explorer, which works on the page all the same ("stepper" for a program stepper).
  function lacksNote(lacks, notes = {}) {
    return notes[lacks] || `Needs ${lacks}: [run it in Jupyter]`;
  }

  // A note's sentence in three parts: the words before its link, the link's words and the words after.
  function noteParts(sentence) {
    const found = LINK.exec(sentence);
    if (!found) return [sentence, "", ""];
    return [sentence.slice(0, found.index), found[1], sentence.slice(found.index + found[0].length)];
  }

  // A cell's one Tab stop (a roving tabindex): where the key `key` moves it among `count` controls from the
  // `index`-th (ArrowRight and ArrowLeft round, Home and End), or null for a key that is not the bar's.
  function nextStop(index, key, count) {
    if (!count) return null;
    if (key === "ArrowRight") return (index + 1) % count;
    if (key === "ArrowLeft") return (index - 1 + count) % count;
    if (key === "Home") return 0;
    if (key === "End") return count - 1;
    return null;
  }

  // The chapter's statements a cell needs that have not run in this worker, neither alone nor in their cell.
  function stillNeeded(needs, done, ran) {
    return needs.filter((id) => !done.has(id) && !ran.has(Number(id.split(".")[0])));
  }

  // The rows of the text box: the code's lines and one more, at least three.
  function rowsFor(code) {
    return Math.max(3, code.split("\n").length + 1);
  }

  // Shift+Tab: where the caret's line starts, and how many of its first spaces (up to four) go.
  function dedent(code, caret) {
    const line = code.lastIndexOf("\n", caret - 1) + 1;
    return { line, spaces: /^ {0,4}/.exec(code.slice(line))[0].length };
  }

  // What a run shows, in order, as [tag, class, text]: printed text, then the error or the last value. The
  // reply is knightsLive.cell's ({stdout, stderr, shown, verdict}), or its PythonError ({stdout, stderr, last,
  // line}); a picture is ["picture", null, svg].
  function outputParts(reply, error = null) {
    const parts = [];
    const { stdout, stderr } = error || reply;
    if (stdout) parts.push(["pre", "kp-out-text", stdout.replace(/\n$/, "")]);
    if (stderr) parts.push(["pre", "kp-out-stderr", stderr.replace(/\n$/, "")]);
    const shown = error ? null : reply.shown;
    if (error) {
      parts.push(["pre", "kp-out-error", error.last + (error.line ? ` (line ${error.line})` : "")]);
    } else if (shown && shown.svg !== undefined) {
      parts.push(["picture", null, shown.svg]);
    } else if (shown && shown.text !== undefined) {
      parts.push(["pre", `kp-out-result${VERDICTS[reply.verdict] || ""}`, shown.text]);
    }
    if (!parts.length) parts.push(["p", "kp-out-note", NOTHING]);
    return parts;
  }

  // Said when the cell's needs failed with a PythonError.
  function needsFailed(error) {
    return `A cell above that this one needs stopped with ${error.last}; `
      + "Reset it if you changed it, or run the chapter in Jupyter.";
  }

  // Said when Python did not answer: a run past its time limit, or a page that cannot run Python; else null.
  function notAnswered(error, timeoutMs, needs) {
    const seconds = timeoutMs / 1000;
    if (error.name === "TimeoutError") {
      return needs
        ? `The cells above that this one needs did not finish within ${seconds} s, so Python stopped them: `
          + "run the chapter in Jupyter for this one."
        : `Python stopped this cell after ${seconds} s: it may loop forever, or need more time than the `
          + "page gives a cell. Press Run to start again (the cells it needs run first).";
    }
    if (error.name === "UnavailableError") return error.message;
    return null;
  }

  // An attribute a picture from Python may not keep: an event handler, or a link out of the picture.
  function unsafeAttribute(name, value) {
    return /^on/i.test(name) || (/href$/i.test(name) && !value.trim().startsWith("#"));
  }

  // Take out of a parsed SVG its scripts, foreign objects, event handlers and links out of the picture.
  function sanitize(root) {
    for (const node of [root, ...root.querySelectorAll("*")]) {
      if (/^(script|foreignObject)$/i.test(node.nodeName)) {
        node.remove();
        continue;
      }
      for (const attribute of [...node.attributes]) {
        if (unsafeAttribute(attribute.name, attribute.value)) node.removeAttribute(attribute.name);
      }
    }
    return root;
  }

  window.knightsCells = Object.freeze({ CELL_TIMEOUT_MS, NEEDS_TIMEOUT_MS, lacksNote, noteParts, nextStop, stillNeeded,
    rowsFor, dedent, outputParts, needsFailed, notAnswered, unsafeAttribute, sanitize });

  // --- the page's cells ----------------------------------------------------------------------------
  const data = document.getElementById("kp-cells");
  if (!data) return;
  const here = document.currentScript.src; // .../_static/live/cells.js
  const RUN_A_CHAPTER = new URL("../../book/how_to_read.html#run-a-chapter", here).href;

  const plan = JSON.parse(data.textContent);
  const views = [];
  const bars = []; // each cell's controls, one Tab stop a cell (rove)
  let queue = Promise.resolve(); // one run at a time, in the order the reader asked
  let starts = -1; // knightsLive.timings.starts when `done` was last right
  const done = new Set(); // the chapter's statements that ran in this worker
  const ran = new Set(); // the cells the reader ran in this worker, as they stood

  // --- each cell's controls -----------------------------------------------------------------
  function decorate(entry, number) {
    const cell = document.querySelector(`div.cell.kp-cell-${entry.index}`);
    const input = cell && cell.querySelector(".cell_input");
    const pre = input && input.querySelector("pre");
    if (!pre) return;
    input.classList.add("kp-runs");
    if (entry.state === "lacks") {
      const [before, words, after] = noteParts(lacksNote(entry.explorer && entry.lacks === "widgets" ? "explorer" : entry.lacks, plan.notes));
      const link = element("a", { href: RUN_A_CHAPTER }, words);
      const runNote = element("p", { class: "kp-run-note" });
      runNote.append(before, ...(words ? [link, after] : []));
      input.prepend(runNote);
      bars.push(rove({ cell, own: words ? [link] : [] }));
      return;
    }
    const original = pre.textContent.replace(/\n$/, "");
    const listing = pre.closest("div[class^='highlight']") || pre;
    const view = { entry, number, cell, input, listing, original, code: original, highlighted: pre.innerHTML };
    const label = `code cell ${number}`;
    view.run = element("button", { type: "button", class: "kp-run-button" }, "Run");
    view.edit = element("button", { type: "button", "aria-pressed": "false" }, "Edit");
    // Reset shows once there is something to reset (an edit or a run): one Tab stop fewer per cell until then.
    view.reset = element("button", { type: "button", hidden: "" }, "Reset");
    // A toolbar: one Tab stop, the arrow keys go on to its other buttons and to the cell's copy buttons.
    const bar = element("div", { class: "kp-run-bar", role: "toolbar", "aria-label": label[0].toUpperCase() + label.slice(1) });
    bar.append(view.run, view.edit, view.reset);
    view.own = [view.run, view.edit, view.reset];
    const id = `kp-code-${entry.index}`;
    view.box = element("textarea", { id, class: "kp-code", spellcheck: "false", autocapitalize: "off",
      autocomplete: "off", autocorrect: "off", wrap: "off", "aria-describedby": `${id}-keys` });
    view.editor = element("div", { class: "kp-editor", hidden: "" });
    view.editor.append(element("label", { for: id, class: "kp-visually-hidden" }, `The code of ${label}`), view.box,
      element("p", { id: `${id}-keys`, class: "kp-keys" }, KEYS));
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
    bars.push(rove(view));
  }

  // --- one Tab stop a cell ----------------------------------------------------------------------
  // The controls of a cell that Tab and the arrow keys reach: its own (Run, Edit, Reset, or its note's link)
  // and sphinx-copybutton's "Copy to clipboard" on its code and on its output, those on the screen now.
  function stopsOf(bar) {
    const shown = (node) => {
      for (let up = node; up && up !== bar.cell; up = up.parentNode) {
        if (up.hidden || up.classList.contains("kp-superseded")) return false;
      }
      return true;
    };
    return [...bar.own, ...bar.cell.querySelectorAll("button.copybtn")].filter(shown);
  }

  // Give the cell's one Tab stop to `current` (or keep it where it is, or give it to the first control).
  function rove(bar, current = null) {
    const stops = stopsOf(bar);
    if (current && stops.includes(current)) bar.current = current;
    if (!stops.includes(bar.current)) bar.current = stops[0];
    for (const stop of stops) stop.tabIndex = stop === bar.current ? 0 : -1;
    if (!bar.listening) {
      bar.listening = true;
      bar.cell.addEventListener("focusin", (event) => { if (stopsOf(bar).includes(event.target)) rove(bar, event.target); });
      bar.cell.addEventListener("keydown", (event) => {
        const now = stopsOf(bar);
        const at = now.indexOf(event.target);
        if (at < 0 || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
        const next = nextStop(at, event.key, now.length);
        if (next === null) return;
        event.preventDefault();
        rove(bar, now[next]);
        now[next].focus();
      });
    }
    return bar;
  }

  function fit(view) {
    view.box.rows = rowsFor(view.box.value);
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
    rove(view);
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
      if (focused) rove(view, view.run).run.focus(); // the focus stays in the cell's bar
    }
    rove(view);
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
        const { line, spaces } = dedent(box.value, box.selectionStart);
        if (spaces) box.setRangeText("", line, line + spaces, "end");
      }
      fit(view);
    } else if (event.key !== "Shift") {
      view.leaving = false;
    }
  }

  // On paper (issue 39) a cell's code prints as its listing, never as its text box (cells.css): when the page is
  // about to be printed, the listing of a cell being edited takes what the box holds (the screen still shows the box).
  function toPaper() {
    for (const view of views) {
      if (view.editor.hidden) continue;
      const pre = view.listing.querySelector("pre") || view.listing;
      if (view.box.value === view.original) pre.innerHTML = view.highlighted;
      else pre.textContent = view.box.value + "\n";
    }
  }

  // --- running -------------------------------------------------------------------------------
  function show(view, ...children) {
    view.output.replaceChildren(...children);
    view.reset.hidden = false;
    if (view.stored) view.stored.classList.add("kp-superseded");
    rove(view);
  }

  function note(text, kind = "kp-out-note") {
    return element("p", { class: kind }, text);
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
    if (live.timings.starts !== starts) { // a fresh worker: nothing of the chapter has run there
      done.clear();
      ran.clear();
      starts = live.timings.starts;
    }
    const needed = stillNeeded(view.entry.needs, done, ran);
    if (needed.length) {
      show(view, note("Running the cells above that this one needs…"));
      const statements = needed.map((id) => [id, plan.code[id]]);
      const reply = await python(live.statements(statements, { timeoutMs: NEEDS_TIMEOUT_MS }), NEEDS_TIMEOUT_MS,
        view, true);
      if (!reply) return;
      (reply.error ? reply.error.done : reply.value).forEach((id) => done.add(id));
      if (reply.error) {
        show(view, note(needsFailed(reply.error), "kp-out-error"));
        return;
      }
    }
    show(view, note("Running…"));
    const reply = await python(live.cell(view.code, { timeoutMs: CELL_TIMEOUT_MS }), CELL_TIMEOUT_MS, view);
    if (!reply) return;
    ran.add(view.entry.index);
    show(view, ...outputParts(reply.value, reply.error).map(([tag, kind, text]) => (tag === "picture"
      ? picture(text) : element(tag, { class: kind }, text))));
  }

  // Wait for a request to the page's Python: {value} when it answered, {error} when Python raised (a
  // PythonError), or null when it did not finish, after saying why.
  async function python(request, timeoutMs, view, needs = false) {
    try {
      return { value: await request };
    } catch (error) {
      if (error.name === "PythonError") return { error };
      const why = notAnswered(error, timeoutMs, needs);
      if (why === null) throw error;
      show(view, note(why, "kp-out-error"));
      return null;
    }
  }

  // SVG from Python, as a node of this page: no scripts, no event handlers, no links out of the page.
  function picture(markup) {
    const parsed = new DOMParser().parseFromString(markup, "image/svg+xml").documentElement;
    const box = element("div", { class: "kp-out-picture" });
    if (parsed.nodeName !== "svg") return note("The picture could not be read.", "kp-out-error");
    box.append(document.importNode(sanitize(parsed), true));
    return box;
  }

  // --- the page ------------------------------------------------------------------------------
  function start() {
    const first = document.querySelector("div.cell .cell_input");
    if (location.protocol === "file:") {
      if (first) {
        first.closest("div.cell").before(element("p", { class: "kp-run-file" },
          "To edit and run this page's code, serve the site over http (python -m http.server in its "
            + "folder). Opened from a file, the page shows the outputs computed when it was built."));
      }
      return;
    }
    plan.cells.forEach((entry, k) => decorate(entry, k + 1));
    window.addEventListener("beforeprint", toPaper);
    // sphinx-copybutton adds its buttons when the document has loaded: they join their cells' Tab stops
    const again = () => bars.forEach((bar) => rove(bar));
    if (document.readyState === "complete") again();
    else window.addEventListener("load", again, { once: true });
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
