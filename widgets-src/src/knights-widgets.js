// The website's widget manager (see ../README.md).
//
// It renders the saved widgets of a page without a kernel. Every widget of the book is an anywidget
// model (AnyModel) with its @jupyter-widgets/base LayoutModel, so the manager is ManagerBase from
// @jupyter-widgets/base-manager with only those two modules: not the html-manager, whose controls,
// output widget and JupyterLab renderers made the bundle three times larger. It keeps the manager
// reachable:
//
//   window.knightsWidgets.ready         Promise of the manager, resolved once every widget on the page
//                                       has its view (rejected if that failed; an anywidget view draws
//                                       itself once its module has loaded)
//   window.knightsWidgets.first         Promise of the manager, resolved once the page's first widget
//                                       has its view
//   window.knightsWidgets.loadAll()     load every widget now (a chapter loads a widget's state when
//                                       it nears the screen); returns ready
//   window.knightsWidgets.getModel(id)  Promise of the widget model with that model id
//   window.knightsWidgets.models()      Promise of every widget model on the page
//
// Widget state comes from <script type="application/vnd.jupyter.widget-state+json"> tags in the page,
// and from the array window.knightsWidgetStates, which the page's state files fill, before or after
// this file runs (book/_ext/knights_widgets.py moves MyST-NB's inline state there; a chapter loads one
// file a widget, through its loader, window.knightsWidgetLoader). Each
// <script type="application/vnd.jupyter.widget-view+json"> gets its rendered view in a
// <div class="widget-subarea"> inserted just before it, as soon as its model's state has arrived.

import * as base from "@jupyter-widgets/base";
import { ManagerBase } from "@jupyter-widgets/base-manager";
import { MessageLoop } from "@lumino/messaging";
import { Widget } from "@lumino/widgets";
import "@lumino/widgets/style/index.css";
import "@jupyter-widgets/controls/css/widgets-base.css";
import "@jupyter-widgets/controls/css/labvariables.css";
import { takeDefinition } from "./capture-amd.js";
import "anywidget";

const STATE_TYPE = "application/vnd.jupyter.widget-state+json";
const VIEW_TYPE = "application/vnd.jupyter.widget-view+json";

// The widget modules on the site: base (LayoutModel, and the classes anywidget builds on) and anywidget.
const anywidget = takeDefinition();
if (anywidget.dependencies.join() !== "@jupyter-widgets/base") {
  throw new Error(`anywidget's front end now needs ${anywidget.dependencies}: update the bundle`);
}
const modules = { "@jupyter-widgets/base": base, anywidget: anywidget.factory(base) };

class KnightsManager extends ManagerBase {
  constructor() {
    super();
    this.views = new Set();
    window.addEventListener("resize", () => {
      for (const view of this.views) MessageLoop.postMessage(view.luminoWidget, Widget.ResizeMessage.UnknownSize);
    });
  }

  async loadClass(className, moduleName, moduleVersion) {
    const module = modules[moduleName];
    if (!module) throw new Error(`the widget module ${moduleName}@${moduleVersion} is not in the site's bundle`);
    if (!module[className]) throw new Error(`the class ${className} is not in ${moduleName}@${moduleVersion}`);
    return module[className];
  }

  async display_view(view, el) {
    const shown = await view;
    Widget.attach(shown.luminoWidget, el);
    this.views.add(shown);
    shown.once("remove", () => this.views.delete(shown));
  }

  // No kernel: nothing to ask for, and comms that go nowhere.
  _get_comm_info() {
    return Promise.resolve({});
  }

  _create_comm() {
    return Promise.resolve({ on_close: () => {}, on_msg: () => {}, close: () => {} });
  }
}

// The stylesheet sits beside this file. It is added from here, not in the page's <head>, so it
// never holds back the first paint; views are created once it has loaded.
const bundleUrl = (document.currentScript || document.querySelector('script[src*="knights-widgets.js"]')).src;
const stylesheet = new Promise((resolve) => {
  const link = document.createElement("link");
  link.rel = "stylesheet";
  link.href = new URL("knights-widgets.css", bundleUrl).href;
  link.onload = link.onerror = resolve;
  document.head.append(link);
});

function deferred() {
  const gate = {};
  gate.promise = new Promise((resolve, reject) => Object.assign(gate, { resolve, reject }));
  return gate;
}

const manager = new KnightsManager();
const shown = new WeakSet(); // the view tags that have their view
const firstShown = deferred();
let models = [];
let queue = stylesheet; // states are taken one at a time, in the order they arrive

const viewTags = () => Array.from(document.querySelectorAll(`script[type="${VIEW_TYPE}"]`));

async function showView(viewTag) {
  const { model_id: modelId } = JSON.parse(viewTag.textContent);
  const area = document.createElement("div");
  area.className = "widget-subarea";
  viewTag.before(area);
  const view = await manager.create_view(await manager.get_model(modelId));
  await manager.display_view(view, area);
}

// Show every view whose model has arrived and that has none yet.
async function showArrived() {
  const tags = viewTags().filter((tag) => !shown.has(tag) && manager.has_model(JSON.parse(tag.textContent).model_id));
  for (const tag of tags) shown.add(tag);
  await Promise.all(tags.map(showView));
  const all = viewTags();
  if (all.length && shown.has(all[0])) firstShown.resolve(manager);
}

function take(state) {
  queue = queue.then(async () => {
    models = models.concat(await manager.set_state(state));
    await showArrived();
  });
  return queue;
}

// Wait until the page is parsed: a page's state file is a deferred script too, which runs after this
// one and before DOMContentLoaded.
const documentParsed = new Promise((resolve) => {
  if (document.readyState === "complete") resolve();
  else {
    document.addEventListener("DOMContentLoaded", resolve, { once: true });
    window.addEventListener("load", resolve, { once: true });
  }
});

const loader = window.knightsWidgetLoader; // a chapter's: it loads one state file a widget, when needed
const ready = documentParsed.then(() => {
  for (const tag of document.querySelectorAll(`script[type="${STATE_TYPE}"]`)) take(JSON.parse(tag.textContent));
  const states = (window.knightsWidgetStates = window.knightsWidgetStates || []);
  for (const state of states) take(state);
  states.push = (...more) => {
    for (const state of more) take(state);
    return Array.prototype.push.apply(states, more);
  };
  // Every state file has run (its onload comes after), so every state is in the queue.
  return (loader ? loader.allLoaded : Promise.resolve()).then(() => queue).then(() => manager);
});
ready.catch((error) => {
  firstShown.reject(error);
  console.error("knightsWidgets: the widgets could not be shown:", error);
});
firstShown.promise.catch(() => {});
// A page whose widgets have no state shows none: its first widget is as shown as it will be.
ready.then(() => firstShown.resolve(manager), () => {});

const loadAll = () => {
  if (loader) loader.loadAll();
  return ready;
};

export const knightsWidgets = {
  ready,
  first: firstShown.promise,
  loadAll,
  /** Return a promise of the widget model with this model id. */
  getModel: (modelId) => loadAll().then(() => manager.get_model(modelId)),
  /** Return a promise of every widget model on the page. */
  models: () => loadAll().then(() => models.slice()),
};

window.knightsWidgets = knightsWidgets;
