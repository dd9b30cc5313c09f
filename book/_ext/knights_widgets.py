"""The website's widget manager, and pages that show their text before their controls load.

The controls on the website are rendered without a kernel by the site's own widget bundle,
``_static/widgets/knights-widgets.js`` (built from ``widgets-src/``; see its README). Its API,
``window.knightsWidgets``, is documented in ``widgets-src/src/knights-widgets.js``. MyST-NB
loads it on each page that has widgets, as ``nb_ipywidgets_js`` in ``_config.yml`` says.

A chapter's precomputed widget state is up to 3 MB. MyST-NB writes it inline in the page's
``<head>``, where the browser must read all of it before it can show any text. This extension
moves it to files of its own, one a widget view, ``_static/widget-state/<page>/<k>.js`` (the k-th
view's model and the models it refers to), that the page loads as scripts: a ``<script src>``
works from ``file://`` too, where ``fetch`` does not.

The bundle (400 KB) and the state would still be most of what a chapter transfers before its load
event, and most of a chapter's explorers are screens below its top. So, when the HTML build has
finished, a page's deferred bundle and state tags become a small inline loader (``LATE_LOADER``):
once the page has loaded, it adds the bundle and the first view's state, and each other view's
state when the view comes within one and a half screens of the viewport (an IntersectionObserver).
Until the bundle arrives, ``window.knightsWidgets`` is the loader's stand-in, whose ``ready``,
``first``, ``getModel`` and ``models`` wait for the real ones; ``knightsWidgets.loadAll()`` loads
every view's state at once (``ready`` waits for every view, so it waits for that).

Everything else the page asks for before its first paint is kept small too. The pictures in a
page are fetched with low priority (``fetchpriority="low"``), after the stylesheets the text
needs, and only when they near the viewport (``loading="lazy"``). When the HTML build has
finished, every page also gets these changes to what the theme writes:

- the theme's Font Awesome script (``_static/scripts/fontawesome.js``: every free icon, 1.5 MB)
  is replaced by ``_static/widgets/icons.js``, the same Font Awesome core with only the
  icons the site uses (70 KB), and the theme's copy is removed from the site;
- Sphinx's search scripts (``searchtools.js``, ``language_data.js`` and the search index),
  which the theme loads in every page's ``<head>``, are deferred so that they no longer hold
  back the first paint (they still run before the page's DOMContentLoaded, and Sphinx's search
  waits for its index to arrive, as before); a page other than the search page loads the index
  (135 KB) only after its load event;
- a page with widgets starts with ``EARLY_START``: on a reader's second page (Python has started on the
  site before), the page's Python worker starts there, before the stylesheets, and restores the
  snapshot the first start kept (``book/_static/live/worker.js``); ``live.js`` takes it over;
- the theme's ``<link rel="preload">`` of its two scripts is dropped: they are deferred at the end
  of the page anyway, and the preload made them compete with the stylesheets.
"""

import hashlib
import json
import re
from pathlib import Path

from sphinx.util import logging

logger = logging.getLogger(__name__)

STATE_TYPE = "application/vnd.jupyter.widget-state+json"
BUNDLE = "widgets/knights-widgets.js"  # under _static/
ICONS = "widgets/icons.js"
STATE_FOLDER = "widget-state"

THEME_ICONS = "_static/scripts/fontawesome.js"
THEME_ICONS_TAG = re.compile(r'<script defer src="(?P<root>[^"]*?)_static/scripts/fontawesome\.js[^"]*"></script>')
SCRIPT_PRELOAD_TAG = re.compile(r'<link rel="preload" as="script" href="[^"]*" />\n?')
IMAGE_TAG = re.compile(r"<img (?![^>]*\bfetchpriority=)")
BUNDLE_TAG = re.compile(r'<script defer="defer" src="(?P<src>[^"]*_static/widgets/knights-widgets\.js[^"]*)"></script>')
STATE_TAG = re.compile(r'[ \t]*<script defer="defer" src="(?P<src>[^"]*_static/widget-state/[^"]*)"></script>\n?')
VIEW_TAG = re.compile(r'<script type="application/vnd\.jupyter\.widget-view\+json">(?P<json>.*?)</script>', re.S)
MODEL_REFERENCE = re.compile(r"IPY_MODEL_(?P<id>[0-9a-f]+)")
#: The inline script that loads a page's widget bundle and state after its load event (see above):
#: the bundle and the first widget's state at once, every other widget's state when it nears the screen.
LATE_LOADER = """<script>/* The explorers load after the page: book/_ext/knights_widgets.py */
(() => {
  const bundleSource = BUNDLE;
  const states = STATES; // the state files of each widget view, in the page's order
  const asked = new Map();
  const script = (src) => {
    if (!asked.has(src)) {
      asked.set(src, new Promise((resolve, reject) => {
        document.head.append(Object.assign(document.createElement("script"), {
          src, async: true, onload: resolve, onerror: () => reject(new Error(`${src} did not load`)) }));
      }));
    }
    return asked.get(src);
  };
  let allArrived, bundleArrived, bundleFailed;
  const allLoaded = new Promise((resolve) => { allArrived = resolve; });
  const bundle = new Promise((resolve, reject) => { bundleArrived = resolve; bundleFailed = reject; });
  bundle.catch(() => {});
  const loading = states.map(() => null);
  // A view's first file at once; the rest (the first view's precomputed pictures), in order, once the
  // bundle is there: they would only slow down the bundle.
  const loadState = (k) => {
    if (!loading[k]) {
      const [first, ...rest] = states[k];
      loading[k] = rest.reduce((done, src) => Promise.all([done, bundle]).then(() => script(src)), script(first));
      if (loading.every(Boolean)) allArrived(Promise.all(loading));
    }
    return loading[k];
  };
  let started = false, near = null;
  const loadAll = () => {
    if (!started) start();
    states.forEach((_, k) => loadState(k));
    if (near) near.disconnect();
    return window.knightsWidgets.ready;
  };
  window.knightsWidgetLoader = { allLoaded, loadAll };
  const later = (name) => (...args) => bundle.then(() => window.knightsWidgets[name](...args));
  window.knightsWidgets = { ready: bundle.then(() => window.knightsWidgets.ready),
                            first: bundle.then(() => window.knightsWidgets.first),
                            loadAll, getModel: later("getModel"), models: later("models") };
  window.knightsWidgets.ready.catch(() => {});
  window.knightsWidgets.first.catch(() => {});
  function start() {
    started = true;
    document.head.append(Object.assign(document.createElement("link"), {
      rel: "preload", as: "style", href: new URL("knights-widgets.css", new URL(bundleSource, location.href)).href }));
    if (states.length) loadState(0);
    script(bundleSource).then(bundleArrived, bundleFailed);
    const views = document.querySelectorAll('script[type="application/vnd.jupyter.widget-view+json"]');
    if (typeof IntersectionObserver === "undefined" || views.length !== states.length) {
      states.forEach((_, k) => loadState(k));
      return;
    }
    near = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        near.unobserve(entry.target);
        loadState(Number(entry.target.dataset.knightsWidget));
      }
    }, { rootMargin: "150% 0px" });
    views.forEach((view, k) => {
      if (k === 0) return;
      view.parentElement.dataset.knightsWidget = String(k);
      near.observe(view.parentElement);
    });
  }
  if (document.readyState === "complete") start();
  else window.addEventListener("load", () => { if (!started) start(); }, { once: true });
})();
</script>"""
LIVE_TAG = re.compile(r'<script defer="defer" src="(?P<static>[^"]*_static/)live/live\.js[^"]*"></script>')
CHARSET_TAG = re.compile(r'<meta charset="utf-8" />\n?')
#: On a page with widgets, the first thing in <head> (before the stylesheets, which hold back every later
#: script): once Python has started on this site (live.js keeps "knights-live-warm"), the page's worker starts
#: here, before the page is parsed, and restores the snapshot the first start kept (worker.js); live.js takes
#: it over as window.knightsLiveEarly. Nothing happens from file://, with autostart off, or to save data.
EARLY_START = """<script>/* A warm Python starts early: book/_ext/knights_widgets.py, book/_static/live/live.js */
(() => {
  let warm = false;
  try { warm = localStorage.getItem("knights-live-warm") === "1"; } catch { warm = false; }
  const options = window.knightsLiveOptions || {};
  if (!warm || location.protocol === "file:" || options.autostart === false || navigator.connection?.saveData
      || typeof Worker === "undefined") return;
  const base = new URL(STATIC, location.href).href;
  const early = { began: performance.now(), queued: [] };
  early.worker = new Worker(new URL("live/worker.js", base), { type: "module" });
  early.started = new Promise((resolve) => {
    early.worker.onmessage = ({ data }) => (data.id === 0 ? resolve(data) : early.queued.push(data));
    early.worker.onerror = (event) => {
      event.preventDefault();
      resolve({ id: 0, ok: false, text: `its worker did not load (${event.message || "no reason given"})` });
    };
  });
  early.worker.postMessage({ id: 0, op: "start", base });
  window.knightsLiveEarly = early;
})();
</script>
"""
SEARCH_INDEX_TAG = re.compile(r'<script defer src="(?P<src>[^"]*searchindex\.js[^"]*)"></script>')
#: searchindex.js (135 KB) is for the search page: the other pages load it 3 s after their load event, when
#: the page's widgets have arrived.
LATE_SEARCH_INDEX = ("<script>window.addEventListener('load', () => setTimeout(() => document.head.append("
                     "Object.assign(document.createElement('script'), {src: SRC})), 3000), {once: true});</script>")
SEARCH_TAG = re.compile(
    r'<script src="(?P<src>[^"]*?(?:_static/searchtools\.js|_static/language_data\.js|searchindex\.js)[^"]*)">'
)


def state_script(pagename: str, state_json: str) -> str:
    """Return the text of the file that hands the widget state of ``pagename`` to the bundle."""
    return (f"// The widget state of {pagename}, written by MyST-NB and moved out of the page by\n"
            f"// book/_ext/knights_widgets.py. The widget bundle reads window.knightsWidgetStates.\n"
            f"(window.knightsWidgetStates = window.knightsWidgetStates || []).push({state_json});\n")


def _fetch_pictures_late(app, pagename, templatename, context, doctree):
    """Let the page's pictures wait for the stylesheets that its text needs."""
    if context.get("body"):
        context["body"] = late_images(context["body"])


def late_images(html: str) -> str:
    """Mark each ``<img>`` to be fetched with low priority, and lazily unless it says how already.

    >>> late_images('<img src="a.png" /><img loading="lazy" src="b.png" />')
    '<img fetchpriority="low" loading="lazy" src="a.png" /><img fetchpriority="low" loading="lazy" src="b.png" />'
    """
    def mark(match):
        rest = html[match.end():html.find(">", match.end())]
        return '<img fetchpriority="low" ' + ("" if re.search(r"\bloading=", rest) else 'loading="lazy" ')

    return IMAGE_TAG.sub(mark, html)


#: What a model's first view needs of its precomputed pictures: none (it shows its "picture" first).
HEAVY_KEYS = {"frames": {}, "pictures": []}


def split_state(state: dict, view_ids: list[str]) -> list[dict]:
    """Split a page's widget state into one state a view: each with the models its view needs.

    A view needs its model and every model that model refers to (``"IPY_MODEL_<id>"``), in turn.
    Models that no view needs go with the first view's. A page without views keeps one state.
    """
    models = state["state"]
    parts, placed = [], set()
    for view_id in view_ids:
        needed, todo = {}, [view_id]
        while todo:
            model_id = todo.pop()
            if model_id in needed or model_id not in models:
                continue
            needed[model_id] = models[model_id]
            todo.extend(MODEL_REFERENCE.findall(json.dumps(models[model_id]["state"])))
        placed.update(needed)
        parts.append({**state, "state": needed})
    if not parts:
        return [state]
    parts[0]["state"].update({model_id: model for model_id, model in models.items() if model_id not in placed})
    return parts


def without_pictures(state: dict) -> dict:
    """``state`` with every explorer's precomputed pictures left out (``HEAVY_KEYS``), to show its first one."""
    light = {}
    for model_id, model in state["state"].items():
        if HEAVY_KEYS.keys() <= model["state"].keys():
            model = {**model, "state": {**model["state"], **HEAVY_KEYS}}
        light[model_id] = model
    return {**state, "state": light}


def state_files(state: dict, view_ids: list[str]) -> list[tuple[str, dict]]:
    """The state files of a page, ``(name, state)``, in the order a reader needs them.

    One a view (``<k>.js``); the first view's comes in two, ``0.js`` without the precomputed pictures
    (its controls and first picture, a few dozen KB) and ``0-pictures.js``, the whole of it, loaded
    next: a page's first explorer works as soon as the bundle and ``0.js`` are there.
    """
    parts = split_state(state, view_ids)
    files = [(f"{k}.js", part) for k, part in enumerate(parts)]
    light = without_pictures(parts[0])
    if light != parts[0]:
        files[0:1] = [("0.js", light), ("0-pictures.js", parts[0])]
    return files


def _move_widget_state(app, pagename, templatename, context, doctree):
    """Take MyST-NB's inline widget state out of the page into deferred script files, one a view."""
    scripts = context.get("script_files")
    if not scripts:
        return
    states = [js for js in scripts if not js.filename and js.attributes.get("type") == STATE_TYPE]
    if not states:
        return
    bundles = [js for js in scripts if str(js.filename or "").endswith(BUNDLE)]
    if not bundles or not any("defer" in js.attributes or "async" in js.attributes for js in bundles):
        logger.warning(f"{pagename} has widgets, but does not load _static/{BUNDLE} with defer: "
                       f"set nb_ipywidgets_js in _config.yml to {{{BUNDLE}: {{defer: defer}}}}")
    for js in states:
        scripts.remove(js)
    merged = {}
    for js in states:
        state = json.loads(js.attributes["body"])
        merged = {**state, "state": {**merged.get("state", {}), **state["state"]}}
    view_ids = [json.loads(found["json"])["model_id"] for found in VIEW_TAG.finditer(context.get("body") or "")]
    folder = Path(app.outdir) / "_static" / STATE_FOLDER / pagename
    folder.mkdir(parents=True, exist_ok=True)
    for old in folder.glob("*.js"):
        old.unlink()
    for name, part in state_files(merged, view_ids):
        text = state_script(pagename, json.dumps(part, separators=(",", ":")))
        (folder / name).write_text(text, encoding="utf-8")
        app.builder.add_js_file(f"{STATE_FOLDER}/{pagename}/{name}", defer="defer")


def load_widgets_late(html: str) -> str:
    """Return ``html`` with its deferred widget bundle and state files replaced by ``LATE_LOADER``."""
    bundle = BUNDLE_TAG.search(html)
    states = [found["src"] for found in STATE_TAG.finditer(html)]
    if not bundle or not states:
        return html
    groups = []  # the files of each view, in order: the first view's pictures come after its light state
    for src in states:
        if "/0-pictures.js" in src and groups:
            groups[-1].append(src)
        else:
            groups.append([src])
    states = groups
    loader = LATE_LOADER.replace("BUNDLE", json.dumps(bundle["src"]), 1).replace("STATES", json.dumps(states), 1)
    html = html[:bundle.start()] + loader + html[bundle.end():]
    return STATE_TAG.sub("", html)


def lighten_page(html: str, icons_version: str, search_page: bool = False) -> str:
    """Return ``html`` with the theme's icon script swapped for the site's, and its other scripts later.

    A page's widget bundle and state load after its load event, through ``LATE_LOADER``; the search
    index, but on the search page, too. A page with widgets starts a warm Python first (``EARLY_START``).
    """
    html = SCRIPT_PRELOAD_TAG.sub("", html)
    live = LIVE_TAG.search(html)
    if live and VIEW_TAG.search(html) and "knightsLiveEarly" not in html:
        early = EARLY_START.replace("STATIC", json.dumps(live["static"]), 1)
        html = CHARSET_TAG.sub(lambda m: m[0] + early, html, count=1)
    html = load_widgets_late(html)
    html = THEME_ICONS_TAG.sub(
        lambda m: f'<script defer src="{m["root"]}_static/{ICONS}?v={icons_version}"></script>', html)
    html = SEARCH_TAG.sub(lambda m: f'<script defer src="{m["src"]}">', html)
    if not search_page:
        html = SEARCH_INDEX_TAG.sub(lambda m: LATE_SEARCH_INDEX.replace("SRC", json.dumps(m["src"])), html)
    return html


def _lighten_pages(app, exception):
    if exception is not None or app.builder.format != "html":
        return
    outdir = Path(app.outdir)
    icons_version = hashlib.sha256((outdir / "_static" / ICONS).read_bytes()).hexdigest()[:10]
    still_linked = []
    for page in outdir.rglob("*.html"):
        html = page.read_text(encoding="utf-8")
        lighter = lighten_page(html, icons_version, search_page=page.name == "search.html")
        if lighter != html:
            page.write_text(lighter, encoding="utf-8")
        if THEME_ICONS in lighter:
            still_linked.append(str(page.relative_to(outdir)))
    if still_linked:
        logger.warning(f"the theme's {THEME_ICONS} is still loaded by {still_linked[:5]}")
        return
    for name in ("fontawesome.js", "fontawesome.js.map"):
        (outdir / "_static" / "scripts" / name).unlink(missing_ok=True)
    logger.info(f"every page draws its icons with _static/{ICONS}; the theme's 1.5 MB icon script is removed")


def setup(app):
    # After MyST-NB's own html-page-context handler (priority 500), which adds the state.
    app.connect("html-page-context", _move_widget_state, priority=900)
    app.connect("html-page-context", _fetch_pictures_late)
    app.connect("build-finished", _lighten_pages)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
