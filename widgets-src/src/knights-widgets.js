// The website's widget manager (see ../README.md).
//
// It renders the precomputed controls of a page without a kernel, as the html-manager's own
// embed.js does, but through the library's public API, and keeps the manager reachable:
//
//   window.knightsWidgets.ready         Promise of the HTMLManager, resolved once every widget
//                                       on the page has its view (rejected if that failed; an
//                                       anywidget view draws itself once its module has loaded)
//   window.knightsWidgets.getModel(id)  Promise of the widget model with that model id
//   window.knightsWidgets.models()      Promise of every widget model on the page
//
// Widget state comes from <script type="application/vnd.jupyter.widget-state+json"> tags in
// the page, and from the array window.knightsWidgetStates, which the page's deferred state
// file fills (book/_ext/knights_widgets.py moves MyST-NB's inline state there).
// Each <script type="application/vnd.jupyter.widget-view+json"> gets its rendered view in a
// <div class="widget-subarea"> inserted just before it. Load this file with `defer`.

import * as base from "@jupyter-widgets/base";
import { HTMLManager } from "@jupyter-widgets/html-manager/lib/htmlmanager";
import "@lumino/widgets/style/index.css";
import "@jupyter-widgets/controls/css/widgets-base.css";
import "@jupyter-widgets/controls/css/labvariables.css";
import { takeDefinition } from "./capture-amd.js";
import "anywidget";

const STATE_TYPE = "application/vnd.jupyter.widget-state+json";
const VIEW_TYPE = "application/vnd.jupyter.widget-view+json";

// Widget modules beyond the ones the html-manager carries (base, controls, output).
const anywidget = takeDefinition();
if (anywidget.dependencies.join() !== "@jupyter-widgets/base") {
  throw new Error(`anywidget's front end now needs ${anywidget.dependencies}: update the bundle`);
}
const modules = { anywidget: anywidget.factory(base) };

function loader(moduleName, moduleVersion) {
  if (moduleName in modules) return Promise.resolve(modules[moduleName]);
  return Promise.reject(new Error(`the widget module ${moduleName}@${moduleVersion} is not in the site's bundle`));
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

function pageStates() {
  const inline = Array.from(document.querySelectorAll(`script[type="${STATE_TYPE}"]`),
                            (tag) => JSON.parse(tag.textContent));
  return inline.concat(window.knightsWidgetStates || []);
}

async function showView(manager, viewTag) {
  const { model_id: modelId } = JSON.parse(viewTag.textContent);
  if (!manager.has_model(modelId)) return;
  const area = document.createElement("div");
  area.className = "widget-subarea";
  viewTag.before(area);
  const view = await manager.create_view(await manager.get_model(modelId));
  await manager.display_view(view, area);
}

let models = [];

async function renderPage() {
  await stylesheet;
  const manager = new HTMLManager({ loader });
  for (const state of pageStates()) {
    models = models.concat(await manager.set_state(state));
  }
  const viewTags = document.querySelectorAll(`script[type="${VIEW_TYPE}"]`);
  await Promise.all(Array.from(viewTags, (tag) => showView(manager, tag)));
  return manager;
}

// Wait until the page is parsed: the state files are deferred scripts too, which run after this
// one and before DOMContentLoaded.
const documentParsed = new Promise((resolve) => {
  if (document.readyState === "complete") resolve();
  else {
    document.addEventListener("DOMContentLoaded", resolve, { once: true });
    window.addEventListener("load", resolve, { once: true });
  }
});

const ready = documentParsed.then(renderPage);
ready.catch((error) => console.error("knightsWidgets: the widgets could not be shown:", error));

export const knightsWidgets = {
  ready,
  /** Return a promise of the widget model with this model id. */
  getModel: (modelId) => ready.then((manager) => manager.get_model(modelId)),
  /** Return a promise of every widget model on the page. */
  models: () => ready.then(() => models.slice()),
};

window.knightsWidgets = knightsWidgets;
