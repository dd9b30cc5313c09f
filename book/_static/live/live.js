// The page's side of the website's Python: window.knightsLive, and the status line that says what it is doing.
//
// Python (Pyodide) runs in a Web Worker (worker.js), so long work never freezes the page. It starts when
// something first asks for it, or when the reader first touches a control that may ask for it (a press, a key
// or a change inside an explorer, a stepper, an exercise or a runnable cell: TOUCHED), never on a page only read;
// once Python has started on this site, the next page's starts at once (before its load event), from
// the snapshot the worker kept. Requests run one at a time; each has a time limit (10 s unless told), and one that runs past it is
// stopped by ending the worker: the next request starts a fresh one, and the setup() code runs there again.
//
//   knightsLive.start()                        start Python if it is not running; returns knightsLive.ready
//   knightsLive.ready                          a Promise, resolved when Python is ready (a new one after a stop)
//   knightsLive.run(code, {timeoutMs, signal}) run Python source in the page's one namespace; resolves to
//                                              {stdout, stderr, result} (result: repr of a last expression, or null)
//   knightsLive.call(name, kwargs, {timeoutMs, signal})
//                                              call name(**kwargs) from that namespace (kwargs as JSON: a square
//                                              arrives as a list); resolves to the str() of what it returned
//   knightsLive.cell(code, {timeoutMs, signal}) run a chapter's code cell there (cells.js); resolves to
//                                              {stdout, stderr, shown, verdict} (runner.py's run_cell: shown is
//                                              {svg, alt}, {text} or null; verdict "pass", "fail" or null)
//   knightsLive.statements([[id, source], ...], {timeoutMs, signal})
//                                              run the chapter's statements a cell needs, in order, up to the
//                                              first error; resolves to the ids that ran
//   knightsLive.setup(code)                    run code now and again in every fresh worker (definitions)
//   knightsLive.cancel()                       stop what is running and what waits; Python restarts when next asked
//   knightsLive.status, .statusText            "off", "starting", "ready", "working" (a request past 1 s),
//                                              "stopped", "failed" or "unavailable",
//                                              and the sentence the status line shows
//   knightsLive.addEventListener("status", (event) => event.detail)   {status, text}, on every change
//   knightsLive.timings                        {startedMs, readyAt, readyMs, starts, fromSnapshot, interpreterMs,
//                                              workerReadyMs}: the last start, measured by the page (performance.now()
//                                              times; the last two by the worker); fromSnapshot: restored (worker.js);
//                                              snapshotKept: true once a fresh start's snapshot is stored
//
// A rejection is an Error whose name says why: "PythonError", "TimeoutError", "AbortError" (the signal fired
// or cancel() was called), "UnavailableError" (opened from file://) or "StartError". A PythonError has .type
// (the exception's class name), .types (the names of its classes, its own first), .text (str() of it),
// .last (the traceback's last line), .hint (for a missing module: what the site's Python has), .line (of
// the run code), .stdout and .stderr, and from statements() .done and .failed (the ids that ran, and the
// one that failed); its message is, from call(), a ValueError's own sentence (a subclass's too), and
// otherwise the last line ("TypeError: ..."), with the hint and, from run() and cell(), " (line N)".
// Options may be set before this script runs: window.knightsLiveOptions = {autostart, timeoutMs} (autostart false:
// Python starts only when asked, not on a touch nor warm).
(() => {
  "use strict";
  const here = document.currentScript.src; // .../_static/live/live.js
  const options = { autostart: true, timeoutMs: 10000, ...(window.knightsLiveOptions || {}) };
  const FILE_SENTENCE = "Opened as a file, this page has no Python: each explorer shows its precomputed " +
    "pictures. For every setting, serve this folder over http (python -m http.server) or run the chapter " +
    "in Jupyter.";
  // Set once Python has started on this site: the next page starts its own at once (from the snapshot
  // worker.js keeps), not after the idle delay; a page with widgets, in its <head> (knights_widgets.py).
  const WARM = "knights-live-warm";
  // Elements that compute with the page's Python mark themselves so (the explorers of boardpuzzles.book.explorer
  // do); a page without one never starts Python on its own nor shows a status line.
  const EXPLORERS = "[data-knights-live]";

  const live = new EventTarget();
  let status = "off";
  let statusText = "";
  let worker = null; // the running worker, or null
  let started = null; // the current start's Promise, or null
  let readyGate = deferred(); // what knightsLive.ready returns
  let current = null; // the request the worker is working on
  const waiting = []; // requests not yet sent
  const setups = []; // code that every fresh worker runs first
  const replies = new Map(); // id -> function(reply)
  let nextId = 1;
  const timings = { startedMs: null, readyAt: null, readyMs: null, starts: 0, fromSnapshot: null, snapshotKept: null,
                    interpreterMs: null, workerReadyMs: null };

  function deferred() {
    const gate = {};
    gate.promise = new Promise((resolve, reject) => Object.assign(gate, { resolve, reject }));
    gate.promise.catch(() => {}); // no "unhandled rejection" when nobody waits
    return gate;
  }

  function failure(name, message, fields = {}) {
    return Object.assign(new Error(message), { name, ...fields });
  }

  // --- the status line ------------------------------------------------------------------------------
  let line = null;

  function statusLine() {
    if (line) return line;
    line = document.querySelector("[data-knights-live-status]") || document.createElement("p");
    line.classList.add("knights-live-status");
    line.setAttribute("role", "status");
    line.setAttribute("aria-live", "polite");
    if (!line.isConnected) {
      Object.assign(line.style, { fontSize: "0.85em", color: "var(--pst-color-text-muted, #555)", margin: "0.5em 0" });
      // Beside the first explorer, where the live Python matters; else at the top of the article.
      const explorer = document.querySelector(EXPLORERS);
      const before = explorer && (explorer.closest(".cell") || explorer.parentElement);
      const article = document.querySelector("article, main, [role=main]") || document.body;
      if (before) before.before(line);
      else article.prepend(line);
    }
    return line;
  }

  function setStatus(next, text) {
    status = next;
    statusText = text;
    statusLine().textContent = text;
    live.dispatchEvent(new CustomEvent("status", { detail: { status, text } }));
  }

  // --- the worker -----------------------------------------------------------------------------------
  function post(op, fields) {
    const id = nextId++;
    return new Promise((resolve) => {
      replies.set(id, resolve);
      worker.postMessage({ id, op, ...fields });
    });
  }

  function stopWorker() {
    if (worker) worker.terminate();
    worker = null;
    started = null;
    replies.clear();
    readyGate = deferred();
  }

  function start() {
    if (location.protocol === "file:") {
      if (status !== "unavailable") setStatus("unavailable", FILE_SENTENCE);
      readyGate.reject(failure("UnavailableError", FILE_SENTENCE));
      return readyGate.promise;
    }
    if (started) return readyGate.promise;
    // A warm page's worker may have started already, in the page's <head> (book/_ext/knights_widgets.py's
    // EARLY_START): take it over, with what it has said so far.
    const early = window.knightsLiveEarly;
    window.knightsLiveEarly = null;
    const began = early ? early.began : performance.now();
    timings.starts += 1;
    setStatus("starting", timings.starts === 1 ? "Python: starting…" : "Python: starting again…");
    worker = early ? early.worker : new Worker(new URL("worker.js", here), { type: "module" });
    worker.onmessage = ({ data }) => {
      if (data.event === "snapshot") {
        timings.snapshotKept = Boolean(data.kept);
        return;
      }
      const reply = replies.get(data.id);
      replies.delete(data.id);
      if (reply) reply(data);
    };
    // Its start's reply (id 0) may have come, or may still come, now to this handler.
    const earlyReply = early && new Promise((resolve) => {
      early.started.then(resolve);
      replies.set(0, resolve);
    });
    if (early) for (const data of early.queued) worker.onmessage({ data });
    worker.onerror = (event) => {
      event.preventDefault();
      const why = event.message || "its worker did not load";
      fail(status === "starting" ? `Python could not start (${why}).` : `Python stopped after an error (${why}).`);
    };
    const gate = readyGate;
    started = (async () => {
      const reply = await (early ? earlyReply : post("start", { base: new URL("../", here).href }));
      if (!reply.ok) throw failure("StartError", reply.text);
      for (const code of setups) await post("run", { code }); // their errors showed at their first run
      timings.startedMs = began;
      timings.readyAt = performance.now();
      timings.readyMs = timings.readyAt - began;
      timings.fromSnapshot = Boolean(reply.fromSnapshot);
      try {
        localStorage.setItem(WARM, "1");
      } catch {
        // no storage: the next page waits for the idle delay, as a first one does
      }
      Object.assign(timings, reply.timings); // the worker's own: interpreterMs, workerReadyMs
      setStatus("ready", `Python: ready (started in ${(timings.readyMs / 1000).toFixed(1)} s).`);
      gate.resolve();
    })().catch((error) => fail(`Python could not start: ${error.message}`));
    return gate.promise;
  }

  function fail(text) {
    const gate = readyGate;
    stopWorker();
    setStatus("failed", `${text} The precomputed pictures still work.`);
    gate.reject(failure("StartError", text));
    if (current) current.reject(failure("StartError", text));
    current = null;
    while (waiting.length) waiting.shift().reject(failure("StartError", text));
  }

  // --- requests, one at a time ----------------------------------------------------------------------
  function request(op, fields, { timeoutMs = options.timeoutMs, signal } = {}) {
    return new Promise((resolve, reject) => {
      if (location.protocol === "file:") {
        start();
        reject(failure("UnavailableError", FILE_SENTENCE));
        return;
      }
      if (signal?.aborted) {
        reject(failure("AbortError", "Python was asked to stop before it began."));
        return;
      }
      const job = { op, fields, timeoutMs, resolve, reject };
      signal?.addEventListener("abort", () => abort(job), { once: true });
      waiting.push(job);
      pump();
    });
  }

  async function pump() {
    if (current || !waiting.length) return;
    const job = (current = waiting.shift());
    try {
      await start();
    } catch {
      return; // fail() has rejected every job
    }
    if (current !== job) return; // cancelled meanwhile
    const seconds = job.timeoutMs / 1000;
    job.timer = setTimeout(() => {
      stop(job, "TimeoutError", `Python stopped a runaway computation after ${seconds} s.`);
    }, job.timeoutMs);
    job.slow = setTimeout(() => setStatus("working", `Python: computing… (it stops after ${seconds} s)`), 1000);
    const reply = await post(job.op, job.fields);
    if (current !== job) return;
    clearTimeout(job.timer);
    clearTimeout(job.slow);
    if (status === "working") setStatus("ready", "Python: ready.");
    current = null;
    if (reply.ok) job.resolve(reply);
    else if (reply.fatal) {
      job.reject(failure("StartError", reply.text));
      stopWorker(); // the interpreter broke: the next request starts a fresh one
      setStatus("stopped", "Python: stopped after an internal error; it starts again when next asked.");
    } else job.reject(pythonError(job.op, reply));
    pump();
  }

  function pythonError(op, reply) {
    const { type, types, text, last, hint, line, stdout, stderr, done, failed } = reply;
    const valueError = type === "ValueError" || (Array.isArray(types) && types.includes("ValueError"));
    let message = op === "call" && valueError ? text : last;
    if (hint) message += ` (${hint})`;
    if ((op === "run" || op === "cell") && line) message += ` (line ${line})`;
    const fields = { type, types, text, last, hint, line, stdout, stderr };
    if (op === "statements") Object.assign(fields, { done, failed });
    return failure("PythonError", message, fields);
  }

  // End the worker under a running job (a runaway, or a cancel); the waiting ones go on in a fresh worker.
  function stop(job, name, sentence) {
    clearTimeout(job.timer);
    clearTimeout(job.slow);
    current = null;
    stopWorker();
    setStatus("stopped", `${sentence.replace(/^Python /, "Python: ")} It starts again when next asked.`);
    job.reject(failure(name, sentence));
    pump();
  }

  function abort(job) {
    if (job === current) stop(job, "AbortError", "Python stopped the computation you cancelled.");
    else if (waiting.includes(job)) {
      waiting.splice(waiting.indexOf(job), 1);
      job.reject(failure("AbortError", "Python was asked to stop before it began."));
    }
  }

  function cancel() {
    while (waiting.length) abort(waiting[0]);
    if (current) abort(current);
  }

  // --- the API --------------------------------------------------------------------------------------
  Object.defineProperties(live, {
    status: { get: () => status },
    statusText: { get: () => statusText },
    ready: { get: () => readyGate.promise },
    timings: { get: () => ({ ...timings }) },
  });
  Object.assign(live, {
    start,
    cancel,
    run: (code, opts) => request("run", { code: String(code) }, opts).then(({ stdout, stderr, result }) => ({
      stdout, stderr, result })),
    call: (name, kwargs = {}, opts) => request("call", { name: String(name), kwargs }, opts).then((reply) => reply.value),
    cell: (code, opts) => request("cell", { code: String(code) }, opts).then(({ stdout, stderr, shown, verdict }) => ({
      stdout, stderr, shown, verdict })),
    statements: (statements, opts) => request("statements", { statements }, opts).then((reply) => reply.done),
    setup(code) {
      const first = live.run(code);
      first.then(() => setups.push(String(code)), () => {});
      return first;
    },
  });
  window.knightsLive = live;

  // --- when to start on its own ---------------------------------------------------------------------
  // A chapter's explorers render after its load event (book/_ext/knights_widgets.py loads the widgets then):
  // a page with widget views waits for its first explorer to appear.
  const VIEWS = 'script[type="application/vnd.jupyter.widget-view+json"]';

  function whenExplorer(callback) {
    if (document.querySelector(EXPLORERS)) return callback();
    if (!document.querySelector(VIEWS) || typeof MutationObserver === "undefined") return undefined;
    const watch = new MutationObserver(() => {
      if (!document.querySelector(EXPLORERS)) return;
      watch.disconnect();
      callback();
    });
    watch.observe(document.body, { childList: true, subtree: true });
    return undefined;
  }

  // The status line goes beside the first explorer; one made before the explorer rendered moves there.
  function placeLine() {
    const explorer = document.querySelector(EXPLORERS);
    const before = explorer && (explorer.closest(".cell") || explorer.parentElement);
    if (line && before && !line.hasAttribute("data-knights-live-status") && line.nextElementSibling !== before) {
      before.before(line);
    }
  }

  function warmStart() {
    let warm = false;
    try {
      warm = localStorage.getItem(WARM) === "1";
    } catch {
      warm = false;
    }
    const may = location.protocol !== "file:" && options.autostart && !navigator.connection?.saveData;
    if (warm && may && !started && (document.querySelector(EXPLORERS) || document.querySelector(VIEWS))) {
      start(); // a snapshot restores in well under a second, in its own thread: no reason to wait for the page
    }
  }

  // What a reader touches when they are about to ask Python for something: an explorer or a stepper (they mark
  // themselves), an exercise, a runnable cell's toolbar or its editor.
  const TOUCHED = `${EXPLORERS}, .kp-practice, .kp-run-bar, .kp-runs`;
  const TOUCHES = ["pointerdown", "keydown", "input", "change"];

  // Keys that only move the focus on, or change nothing: Tab through a page is reading it.
  const PASSING = new Set(["Tab", "Shift", "Control", "Alt", "Meta", "Escape"]);

  function onTouch(event) {
    if (started || typeof event.target?.closest !== "function" || !event.target.closest(TOUCHED)) return;
    if (event.type === "keydown" && PASSING.has(event.key)) return;
    TOUCHES.forEach((kind) => document.removeEventListener(kind, onTouch, true));
    start();
  }

  function onLoad() {
    const may = location.protocol !== "file:" && options.autostart && !navigator.connection?.saveData;
    whenExplorer(() => {
      placeLine();
      if (location.protocol === "file:") setStatus("unavailable", FILE_SENTENCE);
    });
    if (may) TOUCHES.forEach((kind) => document.addEventListener(kind, onTouch, true));
  }
  // This script is deferred: the page is parsed, so its widget views are known, before its load event.
  if (document.readyState !== "loading") warmStart();
  else document.addEventListener("DOMContentLoaded", warmStart, { once: true });
  if (document.readyState === "complete") onLoad();
  else window.addEventListener("load", onLoad, { once: true });
})();
