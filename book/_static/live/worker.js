// The website's Python: a module Web Worker that runs Pyodide, so that long work never freezes the page.
//
// live.js starts it and talks to it; nothing else should. Messages, each answered once with the same id:
//   {id, op: "start", base}         base: the absolute URL of the site's _static/ folder. Loads Pyodide
//                                   and the package's wheel as _static/live/manifest.json says, runs
//                                   runner.py (or restores a snapshot of all that, below); answers
//                                   {id, ok, fromSnapshot, timings} or {id, ok: false, text}.
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
// Unasked, after a start that made a snapshot: {event: "snapshot", kept} once it is stored (or failed to be).
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

// A warm start: after its first start, the worker keeps a memory snapshot of the started Python (the
// interpreter with the runner run and boardpuzzles imported; Pyodide's loadPyodide({_makeSnapshot}) and
// makeMemorySnapshot) in the browser's Cache API, under a key made of the manifest's versioned URLs. The
// next page's worker restores it instead of starting Python afresh: its Python is ready in a fraction of
// the time, and a new build (a new manifest) never restores an old snapshot. No Cache API (an insecure
// origin) or a snapshot that fails to restore: the worker starts afresh, as before.
const SNAPSHOTS = "knights-python-snapshot";

function snapshotKey(at, manifest) {
  const parts = new URLSearchParams({ pyodide: manifest.pyodide, stdlib: manifest.stdLibURL,
                                      wheel: manifest.wheelURL, runner: manifest.runnerURL });
  return at(`live/python-snapshot?${parts}`);
}

async function savedSnapshot(key) {
  try {
    const response = self.caches && await (await caches.open(SNAPSHOTS)).match(key);
    return response ? new Uint8Array(await response.arrayBuffer()) : null;
  } catch {
    return null;
  }
}

async function keepSnapshot(key, snapshot) {
  try {
    const cache = await caches.open(SNAPSHOTS);
    for (const old of await cache.keys()) if (old.url !== key) await cache.delete(old); // an older build's
    await cache.put(key, new Response(snapshot, { headers: { "Content-Type": "application/octet-stream" } }));
    return true;
  } catch {
    return false; // no room, say: the next page starts afresh
  }
}

async function forgetSnapshot(key) {
  try {
    await (await caches.open(SNAPSHOTS)).delete(key);
  } catch {
    // nothing to forget
  }
}

// The package's files, written from the wheel by JavaScript: after a restore, this is quicker than
// unpackArchive, which runs Python's zipfile. A wheel is a zip archive: its central directory names each
// file, stored or deflated (the browser's DecompressionStream inflates it).
async function writeWheel(pyodide, buffer, folder) {
  const bytes = new Uint8Array(buffer);
  const view = new DataView(buffer);
  let end = bytes.length - 22;
  while (end >= 0 && view.getUint32(end, true) !== 0x06054b50) end -= 1;
  if (end < 0) throw new Error("the wheel is not a zip archive");
  const count = view.getUint16(end + 10, true);
  let entry = view.getUint32(end + 16, true);
  const decoder = new TextDecoder();
  const files = [];
  for (let i = 0; i < count; i += 1) {
    if (view.getUint32(entry, true) !== 0x02014b50) throw new Error("the wheel's directory is broken");
    const method = view.getUint16(entry + 10, true);
    const size = view.getUint32(entry + 20, true);
    const nameLength = view.getUint16(entry + 28, true);
    const extraLength = view.getUint16(entry + 30, true);
    const commentLength = view.getUint16(entry + 32, true);
    const local = view.getUint32(entry + 42, true);
    const name = decoder.decode(bytes.subarray(entry + 46, entry + 46 + nameLength));
    entry += 46 + nameLength + extraLength + commentLength;
    if (name.endsWith("/")) continue;
    const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    const data = bytes.subarray(start, start + size);
    if (method !== 0 && method !== 8) throw new Error(`the wheel's ${name} is compressed in an unknown way`);
    files.push([name, method === 0 ? Promise.resolve(data) : new Response(new Blob([data]).stream()
      .pipeThrough(new DecompressionStream("deflate-raw"))).arrayBuffer().then((inflated) => new Uint8Array(inflated))]);
  }
  for (const [name, contents] of files) {
    const path = `${folder}/${name}`;
    pyodide.FS.mkdirTree(path.slice(0, path.lastIndexOf("/")));
    pyodide.FS.writeFile(path, await contents);
  }
}

async function start(base) {
  const began = performance.now();
  const steps = {}; // milliseconds from `began` at which each step of the start was done
  const mark = (name) => { steps[name] = Math.round(performance.now() - began); };
  const at = (path) => new URL(path, base).href;
  const manifest = await download(at("live/manifest.json"), "json", { cache: "no-cache" });
  mark("manifest");
  // The wheel, the runner and a kept snapshot arrive while Pyodide's module loads.
  const wheel = download(at(manifest.wheelURL), "arrayBuffer");
  const runnerSource = download(at(manifest.runnerURL), "text");
  for (const later of [wheel, runnerSource]) later.catch(() => {}); // a failure is reported where it is awaited
  const key = snapshotKey(at, manifest);
  const kept = savedSnapshot(key);
  const { loadPyodide } = await import(at(manifest.indexURL + "pyodide.mjs"));
  mark("module");
  const paths = { indexURL: at(manifest.indexURL), stdLibURL: at(manifest.stdLibURL) };
  const saved = await kept;
  mark("snapshotRead");
  let pyodide = null, namespace = null;
  if (saved) {
    try {
      pyodide = await loadPyodide({ ...paths, _loadSnapshot: saved });
      mark("restored");
      namespace = pyodide.globals.get("_knights_runner");
      if (!namespace) throw new Error("the snapshot has no runner");
      // The snapshot holds Python's memory, not its files: the package's files come back from the wheel.
      const folder = namespace.get("_knights_site_packages");
      if (typeof folder !== "string") throw new Error("the snapshot has no site-packages folder");
      const files = await wheel;
      await (typeof DecompressionStream === "function" ? writeWheel(pyodide, files, folder)
        : pyodide.unpackArchive(files, "wheel"));
      mark("unpacked");
    } catch {
      pyodide = namespace = null;
      await forgetSnapshot(key);
    }
  }
  const fromSnapshot = Boolean(namespace);
  let snapshot = null;
  if (!fromSnapshot) {
    pyodide = await loadPyodide({ ...paths, _makeSnapshot: Boolean(self.caches) });
    pyodide.unpackArchive(await wheel, "wheel");
    namespace = pyodide.globals.get("dict")();
    pyodide.runPython(await runnerSource, { globals: namespace });
    // Where unpackArchive put the package (the working folder): a restore writes its files there again.
    pyodide.runPython("import boardpuzzles, os\n_knights_site_packages = os.path.dirname(boardpuzzles.__path__[0])",
                      { globals: namespace });
    if (self.caches) {
      pyodide.globals.set("_knights_runner", namespace);
      try {
        snapshot = pyodide.makeMemorySnapshot();
      } catch {
        snapshot = null;
      }
    }
  }
  const interpreter = performance.now();
  const [runSource, callFunction, runCell, runStatements] = ["run_source", "call_function", "run_cell",
    "run_statements"].map((name) => namespace.get(name));
  runner = {
    run: ({ code }) => runSource(String(code)),
    call: ({ name, kwargs }) => callFunction(String(name), JSON.stringify(kwargs ?? {})),
    cell: ({ code }) => runCell(String(code)),
    statements: ({ statements }) => runStatements(JSON.stringify(statements ?? [])),
  };
  // Written once the reply has gone: the page need not wait for it, and hears when it is kept.
  if (snapshot) {
    setTimeout(async () => self.postMessage({ event: "snapshot", kept: await keepSnapshot(key, snapshot) }), 0);
  }
  return { ok: true, python: manifest.python, pyodide: manifest.pyodide, fromSnapshot,
           timings: { interpreterMs: interpreter - began, workerReadyMs: performance.now() - began, steps } };
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
