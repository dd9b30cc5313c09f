// A tiny stand-in for the browser's DOM, enough for the book's scripts under Node's test runner: elements
// with attributes, classes, children, events, and the few selectors the scripts use (a tag, .class, #id,
// [attr], [attr=value], [attr^=value], :checked, a descendant or a comma between them). Also a way to run a classic script
// with chosen globals, in this realm (so its objects compare with assert.deepStrictEqual).
import { readFileSync } from "node:fs";

export const ROOT = new URL("../../", import.meta.url);

export function source(path) {
  return readFileSync(new URL(path, ROOT), "utf8");
}

// Run the classic script at `path` (from the repository's root) with `globals` as its free names, then `tail`
// (code in the script's scope, whose `return` is returned).
export function evaluate(path, globals, tail = "") {
  const names = Object.keys(globals);
  return new Function(...names, `${source(path)}\n${tail}`)(...names.map((name) => globals[name]));
}

// Run a page's own classic script (book/_static/live/cells.js) as the website loads it: after the kit's
// declarations, without their `export`, in one scope (boardpuzzles.book.controls.page_script builds the same).
export function evaluatePageScript(path, globals, tail = "") {
  const kit = source("src/boardpuzzles/book/kit.js").replace(/^export (?=(?:async )?(?:function|const|let|class)\b)/gm, "");
  const names = Object.keys(globals);
  return new Function(...names, `"use strict";\n${kit}\n${source(path)}\n${tail}`)(...names.map((name) => globals[name]));
}

class ClassList {
  constructor(element) { this.element = element; }
  get names() { return (this.element.getAttribute("class") || "").split(/\s+/).filter(Boolean); }
  set names(list) { this.element.setAttribute("class", list.join(" ")); }
  contains(name) { return this.names.includes(name); }
  add(...names) { this.names = [...new Set([...this.names, ...names])]; }
  remove(...names) { this.names = this.names.filter((name) => !names.includes(name)); }
  toggle(name, force = !this.contains(name)) {
    if (force) this.add(name); else this.remove(name);
    return force;
  }
}

export class FakeElement {
  constructor(document, tag) {
    this.ownerDocument = document;
    this.nodeName = tag;
    this.tagName = tag.toUpperCase();
    this.childNodes = [];
    this.parentNode = null;
    this.attributeMap = new Map();
    this.listeners = {};
    this.classList = new ClassList(this);
    this.style = {};
    this.dataset = {};
    this.ownText = "";
  }

  get attributes() { return [...this.attributeMap].map(([name, value]) => ({ name, value })); }
  setAttribute(name, value) { this.attributeMap.set(name, String(value)); }
  getAttribute(name) { return this.attributeMap.has(name) ? this.attributeMap.get(name) : null; }
  hasAttribute(name) { return this.attributeMap.has(name); }
  removeAttribute(name) { this.attributeMap.delete(name); }
  get className() { return this.getAttribute("class") || ""; }
  set className(value) { this.setAttribute("class", value); }
  get id() { return this.getAttribute("id") || ""; }
  set id(value) { this.setAttribute("id", value); }
  get value() { return this.ownValue ?? this.getAttribute("value") ?? ""; } // a control's value, as a string
  set value(value) { this.ownValue = String(value); }
  get hidden() { return this.hasAttribute("hidden"); }
  set hidden(value) { if (value) this.setAttribute("hidden", ""); else this.removeAttribute("hidden"); }

  get innerHTML() { return this.textContent; } // no markup in the fake: the text stands for it
  set innerHTML(markup) { this.textContent = markup; }

  get children() { return this.childNodes.filter((node) => node instanceof FakeElement); }
  get textContent() {
    return this.ownText + this.childNodes.map((node) => (typeof node === "string" ? node : node.textContent)).join("");
  }
  set textContent(text) {
    this.childNodes.forEach((node) => { if (node instanceof FakeElement) node.parentNode = null; });
    this.childNodes = [];
    this.ownText = String(text);
  }
  get isConnected() {
    let node = this;
    while (node.parentNode) node = node.parentNode;
    return node === this.ownerDocument.documentElement;
  }

  adopt(node) {
    if (node instanceof FakeElement) {
      node.remove();
      node.parentNode = this;
    }
    return typeof node === "string" || node instanceof FakeElement ? node : String(node);
  }
  appendChild(node) { this.childNodes.push(this.adopt(node)); return node; }
  append(...nodes) { nodes.forEach((node) => this.appendChild(node)); }
  prepend(...nodes) { this.childNodes.unshift(...nodes.map((node) => this.adopt(node))); }
  replaceChildren(...nodes) { this.textContent = ""; this.append(...nodes); }
  remove() {
    if (!this.parentNode) return;
    this.parentNode.childNodes = this.parentNode.childNodes.filter((node) => node !== this);
    this.parentNode = null;
  }
  before(...nodes) {
    const siblings = this.parentNode.childNodes;
    siblings.splice(siblings.indexOf(this), 0, ...nodes.map((node) => this.parentNode.adopt(node)));
  }
  after(...nodes) {
    const parent = this.parentNode;
    const adopted = nodes.map((node) => parent.adopt(node));
    parent.childNodes.splice(parent.childNodes.indexOf(this) + 1, 0, ...adopted);
  }

  descendants() { return this.children.flatMap((child) => [child, ...child.descendants()]); }
  querySelectorAll(selector) { return this.descendants().filter((node) => matches(node, selector)); }
  querySelector(selector) { return this.querySelectorAll(selector)[0] || null; }
  matches(selector) { return matches(this, selector); }
  closest(selector) {
    for (let node = this; node; node = node.parentNode) if (node instanceof FakeElement && matches(node, selector)) return node;
    return null;
  }

  addEventListener(type, listener) { (this.listeners[type] ||= []).push(listener); }
  removeEventListener(type, listener) { this.listeners[type] = (this.listeners[type] || []).filter((l) => l !== listener); }
  // Fire an event here and on each ancestor (it bubbles); return the event.
  dispatch(type, fields = {}) {
    const event = { type, target: this, defaultPrevented: false, preventDefault() { this.defaultPrevented = true; }, ...fields };
    for (let node = this; node; node = node.parentNode) (node.listeners[type] || []).forEach((listener) => listener(event));
    (this.ownerDocument?.listeners?.[type] || []).forEach((listener) => listener(event)); // and on the document
    return event;
  }
  click() { return this.dispatch("click"); }
  focus() { this.ownerDocument.activeElement = this; }
}

// One compound selector (no combinator): tag, #id, .class, [attr], [attr=value], :checked.
function matchesCompound(node, compound) {
  const parts = compound.match(/^[a-z*]+|#[\w-]+|\.[\w-]+|\[[^\]]+\]|:[\w-]+/gi) || [];
  if (parts.join("") !== compound) throw new Error(`the fake DOM cannot read the selector ${compound}`);
  return parts.every((part) => {
    if (part === "*") return true;
    if (/^[a-z]/i.test(part)) return node.nodeName.toLowerCase() === part.toLowerCase();
    if (part[0] === "#") return node.id === part.slice(1);
    if (part[0] === ".") return node.classList.contains(part.slice(1));
    if (part === ":checked") return node.checked === true;
    if (part[0] === ":") throw new Error(`the fake DOM has no ${part}`);
    const [, name, how, value] = /^\[([\w-]+)(?:(\^?=)["']?([^"'\]]*)["']?)?\]$/.exec(part);
    const actual = node.hasAttribute(name) ? node.getAttribute(name) : node[name];
    if (value === undefined) return actual !== undefined && actual !== null;
    return how === "^=" ? String(actual ?? "").startsWith(value) : String(actual) === value;
  });
}

export function matches(node, selector) {
  return selector.split(",").some((alternative) => {
    const chain = alternative.trim().split(/\s+/);
    if (!matchesCompound(node, chain.pop())) return false;
    let ancestor = node.parentNode;
    while (chain.length && ancestor) {
      if (matchesCompound(ancestor, chain[chain.length - 1])) chain.pop();
      ancestor = ancestor.parentNode;
    }
    return chain.length === 0;
  });
}

export class FakeDocument {
  constructor() {
    this.documentElement = new FakeElement(this, "html");
    this.head = new FakeElement(this, "head");
    this.body = new FakeElement(this, "body");
    this.documentElement.append(this.head, this.body);
    this.activeElement = this.body;
    this.currentScript = null;
    this.readyState = "complete";
    this.listeners = {};
  }
  addEventListener(type, listener) { (this.listeners[type] ||= []).push(listener); }
  removeEventListener(type, listener) { this.listeners[type] = (this.listeners[type] || []).filter((l) => l !== listener); }
  createElement(tag) { return new FakeElement(this, tag); }
  createElementNS(namespace, tag) { return Object.assign(new FakeElement(this, tag), { namespaceURI: namespace }); }
  importNode(node) { return node; }
  getElementById(id) { return this.documentElement.querySelector(`#${id}`); }
  querySelector(selector) { return this.documentElement.querySelector(selector); }
  querySelectorAll(selector) { return this.documentElement.querySelectorAll(selector); }
}

// --- widgets ----------------------------------------------------------------------------------------

// A widget model as anywidget hands it to render(): get, set, save_changes (each saving's values in `saved`),
// and one listener an event (`listeners`), which a test calls to say that the kernel changed a value.
export function fakeModel(state) {
  const listeners = {};
  const saved = [];
  return {
    state, saved, listeners,
    get: (name) => state[name],
    set: (name, value) => { state[name] = value; },
    save_changes: () => saved.push(structuredClone(state.values)),
    on: (event, listener) => { listeners[event] = listener; },
    off: (event) => { delete listeners[event]; },
  };
}

// Run `body(timers)` with setTimeout stubbed: the callbacks wait in `timers` until a test runs them (runNext).
export function withTimers(body) {
  const timers = [];
  const realSet = globalThis.setTimeout;
  const realClear = globalThis.clearTimeout;
  globalThis.setTimeout = (callback, ms) => timers.push({ callback, ms, on: true }) - 1;
  globalThis.clearTimeout = (id) => { if (id !== null && id !== undefined && timers[id]) timers[id].on = false; };
  try {
    return body(timers);
  } finally {
    globalThis.setTimeout = realSet;
    globalThis.clearTimeout = realClear;
  }
}

// Run the newest waiting timer; false when none waits and `must` is false.
export function runNext(timers, must = true) {
  const next = timers.findLast((timer) => timer.on);
  if (!next && !must) return false;
  if (!next) throw new Error("no timer waits");
  next.on = false;
  next.callback();
  return true;
}

// A page's Python (window.knightsLive) whose first start fails, as live.js's does when its worker does not
// load: setup() rejects once, then works; call() answers `answer(name, values)` once a setup has worked, and
// until then says the NameError that live.js's worker says of a function never defined.
export function liveFailingOnce(answer) {
  const asked = { setups: 0 };
  let defined = false;
  const live = {
    status: "ready", statusText: "",
    setup: async () => {
      asked.setups += 1;
      if (asked.setups === 1) {
        throw Object.assign(new Error("Python could not start (its worker did not load)."), { name: "StartError" });
      }
      defined = true;
    },
    call: async (name, values) => {
      if (!defined) {
        throw Object.assign(new Error(`NameError: name '${name}' is not defined`), { name: "PythonError",
          type: "NameError", types: ["NameError", "Exception"], text: `name '${name}' is not defined` });
      }
      return answer(name, values);
    },
  };
  return { live, asked };
}

// A window with `fields` (knightsLive, localStorage, ...) and events: a widget listens for "beforeprint" there (it
// draws what a printed page shows); `dispatch(type)` fires a type's listeners, as the browser does before printing.
export function fakeWindow(fields = {}) {
  const listeners = {};
  return Object.assign({
    listeners,
    addEventListener(type, listener) { (listeners[type] ||= []).push(listener); },
    removeEventListener(type, listener) { listeners[type] = (listeners[type] || []).filter((l) => l !== listener); },
    dispatch(type) { for (const listener of [...(listeners[type] || [])]) listener({ type }); },
  }, fields);
}
