"""The website's widget manager, and pages that show their text before their controls load.

The controls on the website are rendered without a kernel by the site's own widget bundle,
``_static/widgets/knights-widgets.js`` (built from ``widgets-src/``; see its README). Its API,
``window.knightsWidgets``, is documented in ``widgets-src/src/knights-widgets.js``. MyST-NB
loads it on each page that has widgets, as ``nb_ipywidgets_js`` in ``_config.yml`` says.

A chapter's precomputed widget state is up to 2 MB. MyST-NB writes it inline in the page's
``<head>``, where the browser must read all of it before it can show any text. This extension
moves it to a file of its own, ``_static/widget-state/<page>.js``, that the page loads with
``defer``: the text appears first, and the controls come to life once the bundle and the
state have arrived. A ``<script src>`` works from ``file://`` too, where ``fetch`` does not.

Everything else the page asks for before its first paint is kept small too. The pictures in a
page are fetched with low priority (``fetchpriority="low"``), after the stylesheets the text
needs. When the HTML build has finished, every page also gets these changes to what the theme
writes:

- the theme's Font Awesome script (``_static/scripts/fontawesome.js``: every free icon, 1.5 MB)
  is replaced by ``_static/widgets/icons.js``, the same Font Awesome core with only the
  icons the site uses (70 KB), and the theme's copy is removed from the site;
- Sphinx's search scripts (``searchtools.js``, ``language_data.js`` and the search index),
  which the theme loads in every page's ``<head>``, are deferred so that they no longer hold
  back the first paint (they still run before the page's DOMContentLoaded, and Sphinx's search
  waits for its index to arrive, as before);
- the theme's ``<link rel="preload">`` of its two scripts is dropped: they are deferred at the end
  of the page anyway, and the preload made them compete with the stylesheets.
"""

import hashlib
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
        context["body"] = IMAGE_TAG.sub('<img fetchpriority="low" ', context["body"])


def _move_widget_state(app, pagename, templatename, context, doctree):
    """Take MyST-NB's inline widget state out of the page into a deferred script file."""
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
    target = Path(app.outdir) / "_static" / STATE_FOLDER / f"{pagename}.js"
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text("".join(state_script(pagename, js.attributes["body"]) for js in states), encoding="utf-8")
    app.builder.add_js_file(f"{STATE_FOLDER}/{pagename}.js", defer="defer")


def lighten_page(html: str, icons_version: str) -> str:
    """Return ``html`` with the theme's icon script swapped for the site's, and its other scripts later."""
    html = SCRIPT_PRELOAD_TAG.sub("", html)
    html = THEME_ICONS_TAG.sub(
        lambda m: f'<script defer src="{m["root"]}_static/{ICONS}?v={icons_version}"></script>', html)
    return SEARCH_TAG.sub(lambda m: f'<script defer src="{m["src"]}">', html)


def _lighten_pages(app, exception):
    if exception is not None or app.builder.format != "html":
        return
    outdir = Path(app.outdir)
    icons_version = hashlib.sha256((outdir / "_static" / ICONS).read_bytes()).hexdigest()[:10]
    still_linked = []
    for page in outdir.rglob("*.html"):
        html = page.read_text(encoding="utf-8")
        lighter = lighten_page(html, icons_version)
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
