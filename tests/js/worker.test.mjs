// The website's Python worker (book/_static/live/worker.js), with a fake fetch and a fake Pyodide that stands
// for runner.py's functions: each operation reaches its runner function, in order, and failures are replies.
import assert from "node:assert/strict";
import { test } from "node:test";
import { evaluate } from "./fake_dom.mjs";

const BASE = "http://site.test/_static/";
// worker.js imports manifest.indexURL + "pyodide.mjs": a module that hands over to this test's fake.
const INDEX = `data:text/javascript,export const loadPyodide = (options) => globalThis.fakePyodide(options); //`;

function worker({ runner = {}, files = {} } = {}) {
  const posted = [];
  const calls = [];
  const self = { postMessage: (message) => posted.push(message) };
  const manifest = { indexURL: INDEX, stdLibURL: "pyodide/stdlib.zip", wheelURL: "bp.whl?v=1", runnerURL: "live/runner.py?v=2",
    python: "3.14.0", pyodide: "0.0.1" };
  const fetch = async (url, options) => {
    calls.push(["fetch", url, options]);
    const body = { [`${BASE}live/manifest.json`]: manifest, [`${BASE}bp.whl?v=1`]: "WHEEL",
      [`${BASE}live/runner.py?v=2`]: "RUNNER SOURCE", ...files }[url];
    if (body === undefined) return { ok: false, status: 404, statusText: "Not Found" };
    return { ok: true, json: async () => body, text: async () => body, arrayBuffer: async () => body };
  };
  globalThis.fakePyodide = async (options) => {
    calls.push(["loadPyodide", options]);
    return {
      unpackArchive: (data, format) => calls.push(["unpack", data, format]),
      globals: { get: () => () => ({ get: (name) => runner[name] || (() => { throw new Error(`no ${name}`); }) }) },
      runPython: (code) => calls.push(["runPython", code]),
    };
  };
  evaluate("book/_static/live/worker.js", { self, fetch, performance, URL });
  const send = async (message) => {
    self.onmessage({ data: message });
    for (let k = 0; k < 20 && posted.length < message.id; k++) await new Promise((resolve) => setTimeout(resolve, 1));
    return posted.find((reply) => reply.id === message.id);
  };
  return { send, posted, calls };
}

const json = (value) => JSON.stringify(value);

test("before Python starts, every operation is refused as fatal", async () => {
  const { send } = worker();
  assert.deepEqual(await send({ id: 1, op: "run", code: "1" }), { id: 1, ok: false, fatal: true, text: "Python has not started" });
});

test("start loads Pyodide, the wheel and the runner from the manifest; then each operation calls its runner function", async () => {
  const seen = [];
  const runner = {
    run_source: (code) => (seen.push(["run_source", code]), json({ ok: true, result: "2" })),
    call_function: (name, kwargs) => (seen.push(["call_function", name, kwargs]), json({ ok: true, value: "v" })),
    run_cell: (code) => (seen.push(["run_cell", code]), json({ ok: true, shown: null, verdict: "fail" })),
    run_statements: (list) => (seen.push(["run_statements", list]), json({ ok: true, done: ["1.0"] })),
  };
  const { send, calls } = worker({ runner });
  const started = await send({ id: 1, op: "start", base: BASE });
  assert.equal(started.ok, true);
  assert.deepEqual([started.python, started.pyodide], ["3.14.0", "0.0.1"]);
  assert.ok(started.timings.workerReadyMs >= started.timings.interpreterMs);
  assert.deepEqual(calls[0], ["fetch", `${BASE}live/manifest.json`, { cache: "no-cache" }]);
  const load = calls.find(([what]) => what === "loadPyodide")[1];
  assert.equal(load.stdLibURL, `${BASE}pyodide/stdlib.zip`);
  assert.deepEqual(calls.filter(([what]) => what === "unpack"), [["unpack", "WHEEL", "wheel"]]);
  assert.deepEqual(calls.filter(([what]) => what === "runPython").map(([, code]) => code), ["RUNNER SOURCE",
    "import boardpuzzles, os\n_knights_site_packages = os.path.dirname(boardpuzzles.__path__[0])"]);

  assert.deepEqual(await send({ id: 2, op: "run", code: 7 }), { id: 2, ok: true, result: "2" });
  assert.deepEqual(await send({ id: 3, op: "call", name: "f", kwargs: { square: [0, 1] } }), { id: 3, ok: true, value: "v" });
  await send({ id: 4, op: "call", name: "g" });
  assert.deepEqual(await send({ id: 5, op: "cell", code: "x" }), { id: 5, ok: true, shown: null, verdict: "fail" });
  assert.deepEqual(await send({ id: 6, op: "statements", statements: [["1.0", "a = 1"]] }), { id: 6, ok: true, done: ["1.0"] });
  assert.deepEqual(seen, [["run_source", "7"], ["call_function", "f", '{"square":[0,1]}'], ["call_function", "g", "{}"],
    ["run_cell", "x"], ["run_statements", '[["1.0","a = 1"]]']]);
  assert.deepEqual(await send({ id: 7, op: "toString" }), { id: 7, ok: false, fatal: true, text: "unknown operation toString" });
});

test("a broken interpreter answers fatal with the traceback's last line", async () => {
  const runner = { run_source: () => { throw Object.assign(new Error("Traceback...\n  File x\nRuntimeError: broke\n"), { name: "PythonError" }); } };
  const { send } = worker({ runner });
  await send({ id: 1, op: "start", base: BASE });
  assert.deepEqual(await send({ id: 2, op: "run", code: "1" }), { id: 2, ok: false, fatal: true, type: "PythonError", text: "RuntimeError: broke" });
});

test("a download that fails says which, and how the server answered", async () => {
  const { send } = worker({ files: { [`${BASE}live/manifest.json`]: undefined } });
  const reply = await send({ id: 1, op: "start", base: "http://elsewhere.test/_static/" });
  assert.deepEqual(reply, { id: 1, ok: false, fatal: true, type: "Error",
    text: "http://elsewhere.test/_static/live/manifest.json answered 404 Not Found" });
});

test("messages are answered one after the other, in order", async () => {
  const order = [];
  const runner = { run_source: (code) => (order.push(code), json({ ok: true, result: code })) };
  const { send, posted } = worker({ runner });
  const start = send({ id: 1, op: "start", base: BASE }); // the run arrives while Python is starting
  const run = send({ id: 2, op: "run", code: "after the start" });
  await Promise.all([start, run]);
  assert.deepEqual(posted.map((reply) => reply.id), [1, 2]);
  assert.deepEqual(order, ["after the start"]);
});
