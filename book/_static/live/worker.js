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
// A Python error answers {id, ok: false, type, text, last, hint, line, stdout, stderr} (see runner.py):
// text is str(error), a ValueError's reader-facing sentence; last is the traceback's last line.

let runSource = null; // the runner's two functions (runner.py), once Python has started
let callFunction = null;
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
  runSource = namespace.get("run_source");
  callFunction = namespace.get("call_function");
  return { ok: true, python: manifest.python, pyodide: manifest.pyodide,
           timings: { interpreterMs: interpreter - began, workerReadyMs: performance.now() - began } };
}

async function handle({ id, op, ...message }) {
  let reply;
  try {
    if (op === "start") {
      reply = await start(message.base);
    } else if (!runSource) {
      reply = { ok: false, fatal: true, text: "Python has not started" };
    } else if (op === "run") {
      reply = JSON.parse(runSource(String(message.code)));
    } else if (op === "call") {
      reply = JSON.parse(callFunction(String(message.name), JSON.stringify(message.kwargs ?? {})));
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
