// A widget's front end with a kernel behind it, without a browser: tests/test_stepper_kernel.py runs this under Node,
// next to the real Python widget, and passes the messages between them, as JupyterLab's widget manager would.
//
//   node tests/js/kernel_bridge.mjs MODULE.mjs
//
// MODULE is the widget's _esm (what the kernel sends to the browser), rendered on the fake DOM of fake_dom.mjs with a
// model that behaves as the widget manager's does: `set` changes an attribute (and says so) only when its value is new,
// `save_changes` sends the kernel what changed since the last save (nothing when nothing did), the kernel's updates
// change the model's attributes ("change:NAME" when the value is new), and its custom messages arrive as "msg:custom".
//
// Each line on stdin is one JSON object, and each gets one line back on stdout, once the page has settled:
//   {"state": {...}}                  render the widget with this state (the first line)
//   {"kernel": MESSAGE}               a message from the kernel: {"method": "update", "state": {...}} or "custom"
//   {"type": [NAME, VALUE]}           the reader types VALUE in the box of setting NAME (and leaves the box)
//   {"click": LABEL}                  the reader presses the button whose aria-label (or else text) is LABEL
//   {"wait": MS}                      nothing, for MS milliseconds (a widget that unpacks what the kernel sent)
// The answer: {"sent": [the messages for the kernel], "view": what the reader sees now}.
import { isDeepStrictEqual } from "node:util";
import { createInterface } from "node:readline";
import { pathToFileURL } from "node:url";
import { FakeDocument, fakeWindow } from "./fake_dom.mjs";

globalThis.document = new FakeDocument();
document.createElementNS = (namespace, tag) => document.createElement(tag);
globalThis.window = fakeWindow(); // no Python in the page: a kernel's widget never asks for it

const widget = (await import(pathToFileURL(process.argv[2]).href)).default;
const sent = [];

class Model {
  constructor(state) {
    this.state = structuredClone(state);
    this.listeners = {};
    this.unsaved = {};
  }
  get(name) { return this.state[name]; }
  change(name, value) {
    if (isDeepStrictEqual(this.state[name], value)) return false;
    this.state[name] = structuredClone(value);
    this.fire(`change:${name}`);
    return true;
  }
  set(name, value) { if (this.change(name, value)) this.unsaved[name] = structuredClone(value); }
  save_changes() {
    if (Object.keys(this.unsaved).length) sent.push({ method: "update", state: this.unsaved });
    this.unsaved = {};
  }
  send(content) { sent.push({ method: "custom", content }); }
  on(event, listener) { (this.listeners[event] ||= []).push(listener); }
  off(event, listener) {
    this.listeners[event] = listener ? (this.listeners[event] || []).filter((l) => l !== listener) : [];
  }
  fire(event, ...args) { for (const listener of this.listeners[event] || []) listener(...args); }
}

let model = null;
let root = null;

function view() {
  const text = (selector) => root.querySelector(selector)?.textContent ?? null;
  const boxes = Object.fromEntries(root.querySelectorAll(".kp-controls input").map(
    (box) => [box.id.replace(/^kp-/, "").replace(/-[a-z0-9]+$/, ""), box.value]));
  const variables = root.querySelectorAll(".kp-vars tbody tr").map(
    (row) => [row.querySelector("th").textContent, row.querySelector("td").getAttribute("title")]);
  return { code: root.dataset.code ?? null, boxes, note: text(".kp-note"), caption: text(".kp-vars caption"), variables,
    of: text(".kp-of"),
    step: root.querySelector(".kp-player input")?.value ?? null, listing: root.querySelectorAll(".kp-line").length };
}

const lines = createInterface({ input: process.stdin });
for await (const line of lines) {
  const order = JSON.parse(line);
  if (order.state) {
    model = new Model(order.state);
    const el = document.createElement("div");
    document.body.append(el);
    widget.render({ model, el });
    root = el.children[0];
  } else if (order.kernel) {
    const message = order.kernel;
    if (message.method === "update") {
      for (const [name, value] of Object.entries(message.state)) model.change(name, value);
    } else if (message.method === "custom") {
      model.fire("msg:custom", message.content, []);
    }
  } else if (order.type) {
    const [name, value] = order.type;
    const box = root.querySelectorAll(".kp-controls input").find((input) => input.id.startsWith(`kp-${name}-`));
    box.value = String(value);
    box.dispatch("change");
  } else if (order.click) {
    root.querySelectorAll("button").find((button) => (button.getAttribute("aria-label") || button.textContent) ===
      order.click).click();
  } else if (order.wait) {
    await new Promise((resolve) => setTimeout(resolve, order.wait));
  }
  await new Promise((resolve) => setTimeout(resolve, 0));
  process.stdout.write(JSON.stringify({ sent: sent.splice(0), view: view() }) + "\n");
}
