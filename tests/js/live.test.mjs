// The page's side of the website's Python (book/_static/live/live.js): window.knightsLive, with a fake Web
// Worker that answers as worker.js does, on a fake page.
import assert from "node:assert/strict";
import { test } from "node:test";
import { FakeDocument, evaluate } from "./fake_dom.mjs";

const HERE = "http://site.test/_static/live/live.js?v=2";
const NEVER = () => new Promise(() => {});

// The worker's answers: `answer(message, worker)` gives a reply (or a Promise of one) for each message.
function ordinary(message) {
  if (message.op === "start") return { ok: true, timings: { interpreterMs: 5, workerReadyMs: 9 } };
  if (message.op === "run") return message.code === "loop" ? NEVER() : { ok: true, stdout: "o", stderr: "", result: "42", extra: 1 };
  if (message.op === "call") return { ok: true, stdout: "", stderr: "", value: `called ${message.name}` };
  if (message.op === "cell") return { ok: true, stdout: "", stderr: "", shown: { text: "1" }, verdict: "pass", extra: 1 };
  if (message.op === "statements") return { ok: true, done: message.statements.map(([id]) => id) };
  return { ok: false, fatal: true, text: `unknown operation ${message.op}` };
}

function page({ answer = ordinary, protocol = "http:", options = { autostart: false }, explorer = false } = {}) {
  const workers = [];
  class FakeWorker {
    constructor(url, how) {
      Object.assign(this, { url: String(url), how, messages: [], terminated: false });
      workers.push(this);
    }
    postMessage(message) {
      this.messages.push(message);
      Promise.resolve(answer(message, this)).then((reply) => {
        if (!this.terminated) this.onmessage({ data: { id: message.id, ...reply } });
      });
    }
    terminate() { this.terminated = true; }
  }
  const document = new FakeDocument();
  document.currentScript = { src: HERE };
  const article = document.createElement("article");
  article.append(document.createElement("p"));
  if (explorer) {
    const cell = document.createElement("div");
    cell.className = "cell";
    const mark = document.createElement("div");
    mark.setAttribute("data-knights-live", "");
    cell.append(mark);
    article.append(cell);
  }
  document.body.append(article);
  const window = { knightsLiveOptions: options, addEventListener() {}, requestIdleCallback: (callback) => setTimeout(callback, 0) };
  evaluate("book/_static/live/live.js", { window, document, location: { protocol }, navigator: {}, Worker: FakeWorker,
    URL, setTimeout, clearTimeout, performance, EventTarget, CustomEvent });
  return { live: window.knightsLive, workers, document, article };
}

const rejection = (promise) => promise.then(() => assert.fail("it resolved"), (error) => error);
const ops = (worker) => worker.messages.map((message) => message.op);

test("the first request starts Python in a module worker, then runs; the status line says so", async () => {
  const { live, workers, document, article } = page();
  assert.equal(live.status, "off");
  const statuses = [];
  live.addEventListener("status", (event) => statuses.push(event.detail.status));
  assert.deepEqual(await live.run("6 * 7"), { stdout: "o", stderr: "", result: "42" });
  assert.equal(workers.length, 1);
  assert.equal(workers[0].url, "http://site.test/_static/live/worker.js");
  assert.deepEqual(workers[0].how, { type: "module" });
  assert.deepEqual(workers[0].messages[0], { id: 1, op: "start", base: "http://site.test/_static/" });
  assert.deepEqual(workers[0].messages[1], { id: 2, op: "run", code: "6 * 7" });
  assert.deepEqual(statuses, ["starting", "ready"]);
  assert.match(live.statusText, /^Python: ready \(started in \d+\.\d s\)\.$/);
  const line = document.querySelector(".knights-live-status");
  assert.equal(line.parentNode, article, "at the top of the article, on a page without an explorer");
  assert.equal(line.getAttribute("role"), "status");
  assert.equal(line.textContent, live.statusText);
  const timings = live.timings;
  assert.equal(timings.starts, 1);
  assert.equal(timings.interpreterMs, 5);
  timings.starts = 99;
  assert.equal(live.timings.starts, 1, "timings is a copy");
});

test("call, cell and statements answer with their own fields", async () => {
  const { live, workers } = page();
  assert.equal(await live.call("f", { square: [1, 2] }), "called f");
  assert.deepEqual(await live.cell("x"), { stdout: "", stderr: "", shown: { text: "1" }, verdict: "pass" });
  assert.deepEqual(await live.statements([["1.0", "a = 1"], ["2.0", "b = 2"]]), ["1.0", "2.0"]);
  assert.deepEqual(workers[0].messages.slice(1).map(({ id, ...message }) => message), [
    { op: "call", name: "f", kwargs: { square: [1, 2] } },
    { op: "cell", code: "x" },
    { op: "statements", statements: [["1.0", "a = 1"], ["2.0", "b = 2"]] },
  ]);
});

test("requests run one at a time, in the order asked", async () => {
  const gates = [];
  const { live, workers } = page({ answer: (message) => (message.op === "run"
    ? new Promise((resolve) => gates.push(() => resolve({ ok: true, result: message.code })))
    : ordinary(message)) });
  const replies = [live.run("a"), live.run("b")];
  await new Promise((resolve) => setTimeout(resolve, 10));
  assert.deepEqual(ops(workers[0]), ["start", "run"], "the second waits for the first");
  gates[0]();
  assert.equal((await replies[0]).result, "a");
  await new Promise((resolve) => setTimeout(resolve, 0));
  assert.deepEqual(ops(workers[0]), ["start", "run", "run"]);
  gates[1]();
  assert.equal((await replies[1]).result, "b");
});

test("a Python error becomes a PythonError whose message says what the reader needs", async () => {
  const error = { ok: false, type: "ValueError", types: ["ValueError", "Exception"], text: "size must be 1 or more",
    last: "ValueError: size must be 1 or more", hint: null, line: 2, stdout: "before\n", stderr: "" };
  let reply = error;
  const { live } = page({ answer: (message) => (message.op === "start" ? ordinary(message) : reply) });
  const fromCall = await rejection(live.call("f"));
  assert.equal(fromCall.name, "PythonError");
  assert.equal(fromCall.message, "size must be 1 or more", "a ValueError's own sentence");
  assert.equal(fromCall.stdout, "before\n");
  assert.deepEqual(fromCall.types, ["ValueError", "Exception"]);
  assert.equal((await rejection(live.run("x"))).message, "ValueError: size must be 1 or more (line 2)");
  assert.equal((await rejection(live.cell("x"))).message, "ValueError: size must be 1 or more (line 2)");
  reply = { ...error, type: "BoardSizeError", types: ["BoardSizeError", "ValueError", "Exception"],
    last: "BoardSizeError: size must be 1 or more" };
  assert.equal((await rejection(live.call("f"))).message, "size must be 1 or more", "a ValueError's subclass too");
  reply = { ...error, type: "TypeError", types: ["TypeError"], last: "TypeError: no", line: null };
  assert.equal((await rejection(live.call("f"))).message, "TypeError: no");
  assert.equal((await rejection(live.run("x"))).message, "TypeError: no");
  reply = { ...error, type: "ModuleNotFoundError", types: ["ModuleNotFoundError"], last: "ModuleNotFoundError: numpy",
    hint: "only boardpuzzles", line: 1 };
  assert.equal((await rejection(live.run("x"))).message, "ModuleNotFoundError: numpy (only boardpuzzles) (line 1)");
  reply = { ...error, done: ["1.0"], failed: "1.1", line: 3 };
  const fromStatements = await rejection(live.statements([["1.0", "a"], ["1.1", "b"]]));
  assert.equal(fromStatements.message, "ValueError: size must be 1 or more", "no line: it is not the cell's");
  assert.deepEqual([fromStatements.done, fromStatements.failed], [["1.0"], "1.1"]);
  assert.equal(fromCall.done, undefined);
});

test("a runaway is stopped at its time limit; the next request starts a fresh worker and reruns the setup", async () => {
  const { live, workers } = page();
  await live.setup("def f(): pass");
  const stopped = await rejection(live.run("loop", { timeoutMs: 30 }));
  assert.equal(stopped.name, "TimeoutError");
  assert.equal(stopped.message, "Python stopped a runaway computation after 0.03 s.");
  assert.equal(workers[0].terminated, true);
  assert.equal(live.status, "stopped");
  assert.equal(live.statusText, "Python: stopped a runaway computation after 0.03 s. It starts again when next asked.");
  assert.equal((await live.run("1")).result, "42");
  assert.equal(workers.length, 2);
  assert.deepEqual(workers[1].messages.map(({ op, code }) => [op, code]),
    [["start", undefined], ["run", "def f(): pass"], ["run", "1"]]);
  assert.equal(live.timings.starts, 2);
  assert.match(live.statusText, /^Python: ready/);
});

test("a setup that fails is not run again in a fresh worker", async () => {
  const { live, workers } = page({ answer: (message) => (message.code === "bad" ? { ok: false, type: "NameError",
    last: "NameError: bad" } : ordinary(message)) });
  await rejection(live.setup("bad"));
  await rejection(live.run("loop", { timeoutMs: 10 }));
  await live.run("1");
  assert.deepEqual(ops(workers[1]), ["start", "run"]);
});

test("an interpreter that broke is replaced at the next request", async () => {
  let broken = true;
  const { live, workers } = page({ answer: (message) => (message.op === "run" && broken
    ? { ok: false, fatal: true, text: "RuntimeError: the interpreter broke" } : ordinary(message)) });
  const error = await rejection(live.run("x"));
  assert.deepEqual([error.name, error.message], ["StartError", "RuntimeError: the interpreter broke"]);
  assert.equal(live.status, "stopped");
  assert.equal(workers[0].terminated, true);
  broken = false;
  assert.equal((await live.run("x")).result, "42");
  assert.equal(workers.length, 2);
});

test("a start that fails rejects every waiting request and says the pictures still work", async () => {
  const { live } = page({ answer: (message) => (message.op === "start" ? { ok: false, text: "no wheel" } : ordinary(message)) });
  const errors = await Promise.all([rejection(live.run("a")), rejection(live.run("b")), rejection(live.ready)]);
  assert.deepEqual(errors.map((error) => [error.name, error.message]),
    Array(3).fill(["StartError", "Python could not start: no wheel"]));
  assert.equal(live.status, "failed");
  assert.equal(live.statusText, "Python could not start: no wheel The precomputed pictures still work.");
});

test("a worker that does not load fails the start, with its reason", async () => {
  const { live, workers } = page({ answer: (message, worker) => {
    worker.onerror({ message: "SyntaxError", preventDefault() {} });
    return NEVER();
  } });
  const error = await rejection(live.run("a"));
  assert.equal(error.message, "Python could not start (SyntaxError).");
  assert.equal(workers[0].terminated, true);
});

test("a signal or cancel() stops a request, waiting or running", async () => {
  const { live, workers } = page();
  const early = new AbortController();
  early.abort();
  assert.equal((await rejection(live.run("1", { signal: early.signal }))).message, "Python was asked to stop before it began.");
  const running = new AbortController();
  const waiting = new AbortController();
  const first = rejection(live.run("loop", { signal: running.signal }));
  const second = rejection(live.run("1", { signal: waiting.signal }));
  waiting.abort();
  assert.equal((await second).name, "AbortError");
  await new Promise((resolve) => setTimeout(resolve, 10));
  running.abort();
  const stopped = await first;
  assert.deepEqual([stopped.name, stopped.message], ["AbortError", "Python stopped the computation you cancelled."]);
  assert.equal(workers[0].terminated, true);
  const a = rejection(live.run("loop"));
  const b = rejection(live.run("2"));
  await new Promise((resolve) => setTimeout(resolve, 10));
  live.cancel();
  assert.deepEqual((await Promise.all([a, b])).map((error) => error.name), ["AbortError", "AbortError"]);
});

test("a request past a second says Python is computing, and ready again after", async () => {
  const { live } = page({ answer: (message) => (message.op === "run"
    ? new Promise((resolve) => setTimeout(() => resolve({ ok: true, result: "late" }), 1100)) : ordinary(message)) });
  const reply = live.run("slow");
  await new Promise((resolve) => setTimeout(resolve, 1050));
  assert.equal(live.status, "working");
  assert.equal(live.statusText, "Python: computing… (it stops after 10 s)");
  assert.equal((await reply).result, "late");
  assert.equal(live.status, "ready");
  assert.equal(live.statusText, "Python: ready.");
});

test("from a file, nothing starts and every request is unavailable", async () => {
  const { live, workers } = page({ protocol: "file:", explorer: true, options: { autostart: true } });
  assert.equal(live.status, "unavailable");
  const error = await rejection(live.run("1"));
  assert.equal(error.name, "UnavailableError");
  assert.match(error.message, /^Opened as a file, this page has no Python: each explorer shows its precomputed pictures/);
  await rejection(live.start());
  assert.equal(workers.length, 0);
});

test("Python starts when a reader touches a control that may ask for it, never on a page only read", async () => {
  const settle = async () => { for (let k = 0; k < 20; k++) await new Promise((resolve) => setTimeout(resolve, 5)); };
  const plain = page({ options: { autostart: true } });
  const off = page({ options: { autostart: false }, explorer: true });
  const explorer = page({ options: { autostart: true }, explorer: true });
  await settle();
  assert.equal(explorer.workers.length, 0, "read, not touched: no Python");
  assert.equal(explorer.live.status, "off");
  explorer.article.querySelector("p").dispatch("pointerdown"); // a press outside every control
  await settle();
  assert.equal(explorer.workers.length, 0, "a press on the prose starts nothing");
  const control = explorer.document.createElement("input");
  explorer.document.querySelector("[data-knights-live]").append(control);
  control.dispatch("keydown", { key: "Tab" });
  await settle();
  assert.equal(explorer.workers.length, 0, "a Tab passing through an explorer starts nothing");
  control.dispatch("keydown", { key: "ArrowRight" });
  for (let k = 0; k < 400 && explorer.workers.length === 0; k++) await new Promise((resolve) => setTimeout(resolve, 5));
  assert.equal(explorer.workers.length, 1, "a key in an explorer starts Python");
  await explorer.live.ready;
  control.dispatch("pointerdown");
  assert.equal(explorer.workers.length, 1, "started once");
  // autostart off: a touch starts nothing (the page starts Python only when a request asks)
  const offControl = off.document.createElement("input");
  off.document.querySelector("[data-knights-live]").append(offControl);
  offControl.dispatch("pointerdown");
  await settle();
  assert.equal(off.workers.length, 0);
  assert.equal(plain.workers.length, 0);
  assert.equal(plain.live.status, "off");
  const line = explorer.document.querySelector(".knights-live-status");
  assert.equal(line.parentNode, explorer.article, "the status line stands beside the first explorer");
  assert.equal(explorer.article.children.indexOf(line) + 1, explorer.article.children.indexOf(explorer.document.querySelector("div.cell")));
});
