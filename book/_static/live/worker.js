// The website's Python: a module Web Worker that runs Pyodide, so that long work never freezes the page.
//
// live.js starts it and talks to it; nothing else should. Messages, each answered once with the same id:
//   {id, op: "start", base}         base: the absolute URL of the site's _static/ folder. Loads Pyodide
//                                   and the package's wheel as _static/live/manifest.json says, runs
//                                   runner.py; answers {id, ok, timings} or {id, ok: false, text}.
//   {id, op: "run", code}           runs Python source in one namespace that lasts as long as the worker;
//                                   answers {id, ok, stdout, stderr, result}: result is the repr of a
//                                   last line that is an expression, or null.
//   {id, op: "call", name, kwargs}  calls that namespace's function name(**kwargs), kwargs as JSON;
//                                   answers {id, ok, value}: value is str() of what it returned.
//   {id, op: "cell", code}          runs a chapter's code cell there (cells.js); answers {id, ok, stdout,
//                                   stderr, shown, verdict}: shown is {svg, alt}, {text} or null, verdict
//                                   "pass", "fail" or null (runner.py's run_cell).
//   {id, op: "statements", statements}  runs [[id, source], ...], the chapter's statements a cell needs;
//                                   answers {id, ok, done}, done the ids that ran (runner.py's run_statements).
// A Python error answers {id, ok: false, type, types, text, last, hint, line, stdout, stderr} (see runner.py):
// types are the names of the exception's classes, its own first; text is str(error), a ValueError's
// reader-facing sentence; last is the traceback's last line. A failed
// "statements" adds done and failed (the id of the statement that failed).

let runner = null; // the runner's functions (runner.py) by operation, once Python has started
let queue = Promise.resolve(); // messages are handled one after the other, in order

async function download(url, as, options = {}) {
  const response = await fetch(url, options);
  if (!response.ok) throw new Error(`${url} answered ${response.status} ${response.statusText}`);
  return response[as]();
}

async function start(base) {
  const began = performance.now();
  const at = (path) => new URL(path, base).href;
  const manifest = await download(at("live/manifest.json"), "json", { cache: "no-cache" });
  // The wheel and the runner download while the interpreter starts.
  const wheel = download(at(manifest.wheelURL), "arrayBuffer");
  const runnerSource = download(at(manifest.runnerURL), "text");
  for (const later of [wheel, runnerSource]) later.catch(() => {}); // a failure is reported where it is awaited
  const { loadPyodide } = await import(at(manifest.indexURL + "pyodide.mjs"));
  const pyodide = await loadPyodide({ indexURL: at(manifest.indexURL), stdLibURL: at(manifest.stdLibURL) });
  const interpreter = performance.now();
  pyodide.unpackArchive(await wheel, "wheel");
  const namespace = pyodide.globals.get("dict")();
  pyodide.runPython(await runnerSource, { globals: namespace });
  pyodide.runPython("import boardpuzzles", { globals: namespace });
  const [runSource, callFunction, runCell, runStatements] = ["run_source", "call_function", "run_cell",
    "run_statements"].map((name) => namespace.get(name));
  runner = {
    run: ({ code }) => runSource(String(code)),
    call: ({ name, kwargs }) => callFunction(String(name), JSON.stringify(kwargs ?? {})),
    cell: ({ code }) => runCell(String(code)),
    statements: ({ statements }) => runStatements(JSON.stringify(statements ?? [])),
  };
  return { ok: true, python: manifest.python, pyodide: manifest.pyodide,
           timings: { interpreterMs: interpreter - began, workerReadyMs: performance.now() - began } };
}

async function handle({ id, op, ...message }) {
  let reply;
  try {
    if (op === "start") {
      reply = await start(message.base);
    } else if (!runner) {
      reply = { ok: false, fatal: true, text: "Python has not started" };
    } else if (Object.hasOwn(runner, op)) {
      reply = JSON.parse(runner[op](message));
    } else {
      reply = { ok: false, fatal: true, text: `unknown operation ${op}` };
    }
  } catch (error) {
    // Pyodide itself failed (it could not load, or the interpreter broke): the page starts a new worker.
    // A Python traceback's last line says what went wrong.
    const text = String(error?.message ?? error).trim().split("\n").pop();
    reply = { ok: false, fatal: true, type: error?.name ?? "Error", text };
  }
  self.postMessage({ id, ...reply });
}

self.onmessage = ({ data }) => {
  queue = queue.then(() => handle(data));
};
