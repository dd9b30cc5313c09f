"""The website's widget bundle (built from widgets-src/ into book/_static/widgets/) and its light pages.

- The committed bundle is what the pinned sources build (needs Node and npm; the first run fills
  widgets-src/node_modules with ``npm ci``).
- On the built site, each page with widgets loads the bundle deferred (a chapter: after its load
  event) and keeps no widget state in its HTML, and no page's <head> loads a large script that
  holds back the first paint (book/_ext/knights_widgets.py).
- In headless Chromium, over http and from ``file://``, with every other request blocked: every
  chapter's explorers render once, a slider move shows another precomputed picture, ``window.knightsWidgets``
  returns the page's models, every icon is drawn, and nothing is logged as an error.
- An anywidget model in embedded state (tests/widget_fixtures/anywidget_counter.html) renders and
  updates offline.

The built site is ``_build/html`` (``make book``), or the folder named by ``$BOARDPUZZLES_BUILT_SITE``.
"""

from __future__ import annotations

import functools
import http.server
import json
import os
import re
import shutil
import subprocess
import threading
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote, urljoin, urlparse

import pytest
from conftest import PYTHON_WHEN_ASKED

from boardpuzzles.book.editions import VIEW_TYPE, wait_until_drawn

ROOT = Path(__file__).resolve().parents[1]
SITE = Path(os.environ.get("BOARDPUZZLES_BUILT_SITE") or ROOT / "_build" / "html")
WIDGETS_SRC = ROOT / "widgets-src"
FIXTURES = Path(__file__).resolve().parent / "widget_fixtures"

STATE_TYPE = "application/vnd.jupyter.widget-state+json"
BUNDLE = "_static/widgets/knights-widgets.js"
HEAD_SCRIPT_LIMIT = 50 * 1024  # bytes: the largest script a page's <head> may run before the page is shown


def chapters() -> list[str]:
    return sorted(str(p.relative_to(SITE)) for p in (SITE / "book").glob("[0-9][0-9]_*.html"))


def pages() -> list[str]:
    return sorted(str(p.relative_to(SITE)) for p in SITE.rglob("*.html")) if SITE.exists() else []


def pages_with_widgets() -> list[str]:
    return [page for page in pages() if VIEW_TYPE in (SITE / page).read_text(encoding="utf-8")]


def require_site():
    if not (SITE / "book" / "index.html").exists():
        pytest.fail(f"the website is not built: {SITE} has no book/index.html; run `make book` first")


# --- serving the site, and visiting a page with everything else blocked ----------------------

class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass

    def handle(self):
        try:
            super().handle()
        except ConnectionError:  # the browser closed a page, or its context, while a file was on its way
            pass


class _Server(http.server.ThreadingHTTPServer):
    # Chromium opens many connections at once. With the default backlog of 5, a busy machine drops
    # some of them, and the browser tries again only after a second, then longer: a page that
    # takes a minute to load, for no fault of the page.
    request_queue_size = 128
    daemon_threads = True


def serve(folder: Path) -> tuple[str, http.server.ThreadingHTTPServer]:
    """Serve ``folder`` on a free local port; return its URL and the server (call ``shutdown()``)."""
    server = _Server(("127.0.0.1", 0), functools.partial(_QuietHandler, directory=str(folder)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return f"http://127.0.0.1:{server.server_address[1]}", server


def is_local(url: str, base: str) -> bool:
    """Say whether ``url`` is the site's own: same host as ``base`` (or a file, from ``file://``), data: or blob:."""
    if url.startswith(("data:", "blob:")):
        return True
    if base.startswith("file:"):
        return url.startswith("file:")
    return urlparse(url).netloc == urlparse(base).netloc


class Visit:
    """A page opened in a fresh browser context; requests outside the site are blocked and recorded.

    The page's Python starts when a request asks for it, not when a control is touched
    (conftest.PYTHON_WHEN_ASKED): test_live_python.py tests the touch.
    """

    def __init__(self, browser, url: str, viewport=None):
        self.blocked: list[str] = []
        self.errors: list[str] = []
        self.failed: list[str] = []
        self.context = browser.new_context(viewport=viewport or {"width": 1280, "height": 1000})
        self.page = self.context.new_page()
        self.page.add_init_script(PYTHON_WHEN_ASKED)
        self.page.route("**/*", lambda route: self._route(route, url))
        self.page.on("console", self._console)
        self.page.on("pageerror", lambda error: self.errors.append(str(error)))
        self.page.on("requestfailed", self._failed)
        self.url = url

    def _route(self, route, base):
        if is_local(route.request.url, base):
            route.continue_()
        else:
            self.blocked.append(route.request.url)
            route.abort()

    def _failed(self, request):
        if request.url not in self.blocked:
            self.failed.append(request.url)

    def _console(self, message):
        # Chromium asks a server's root for /favicon.ico, which the site does not have: that is the
        # browser's own request, not the page's.
        if message.type == "error" and not message.location.get("url", "").endswith("/favicon.ico"):
            self.errors.append(message.text)

    def open(self) -> Visit:
        self.page.goto(self.url, wait_until="load", timeout=120_000)
        return self

    def close(self):
        self.context.close()


def wait_for_widgets(page, timeout_ms: int = 120_000) -> str:
    """Wait until the whole page is there, as the whole-site tests need it; say "ready" or what went wrong
    (the package's own wait, which ``make pdf`` uses too: every widget loaded and drawn, every figure loaded)."""
    return wait_until_drawn(page, timeout_ms=timeout_ms)


def open_with_widgets(browser, url: str) -> Visit:
    visit = Visit(browser, url).open()
    assert wait_for_widgets(visit.page) == "ready", f"the widgets of {url} did not render"
    return visit


def page_url(mode: str, site_url: str, path: str) -> str:
    return (SITE / path).as_uri() if mode == "file" else f"{site_url}/{path}"


# --- the bundle is what its pinned sources build -----------------------------------------------

def test_every_npm_package_is_pinned_exactly():
    package = json.loads((WIDGETS_SRC / "package.json").read_text(encoding="utf-8"))
    lock = json.loads((WIDGETS_SRC / "package-lock.json").read_text(encoding="utf-8"))
    wanted = {**package["dependencies"], **package["devDependencies"]}
    assert {"@jupyter-widgets/base-manager", "@jupyter-widgets/controls", "@jupyter-widgets/base",
            "anywidget", "esbuild"} <= set(wanted)
    loose = {name: version for name, version in wanted.items() if not version.replace(".", "").isdigit()}
    assert loose == {}, f"widgets-src/package.json must pin exact versions: {loose}"
    locked = {name: lock["packages"][f"node_modules/{name}"]["version"] for name in wanted}
    assert locked == wanted, "package-lock.json is not the lock of package.json: run `npm install` in widgets-src"


def installed_matches_lock() -> bool:
    """Say whether widgets-src/node_modules holds exactly the packages package-lock.json pins."""
    installed = WIDGETS_SRC / "node_modules" / ".package-lock.json"
    if not installed.exists():
        return False
    have = json.loads(installed.read_text(encoding="utf-8"))["packages"]
    lock = json.loads((WIDGETS_SRC / "package-lock.json").read_text(encoding="utf-8"))["packages"]
    return all(have.get(path, {}).get("version") == entry["version"]
               for path, entry in lock.items() if path and not entry.get("optional"))


def test_the_committed_bundle_is_what_the_pinned_sources_build():
    if not (shutil.which("node") and shutil.which("npm")):
        pytest.skip("Node and npm are needed to rebuild the widget bundle")
    if not installed_matches_lock():
        done = subprocess.run(["npm", "ci", "--no-audit", "--no-fund", "--prefer-offline"], cwd=WIDGETS_SRC,
                              capture_output=True, text=True, timeout=900)
        assert done.returncode == 0, f"npm ci failed in widgets-src:\n{done.stdout}{done.stderr}"
    done = subprocess.run(["node", "build.mjs", "--check"], cwd=WIDGETS_SRC, capture_output=True, text=True,
                          timeout=300)
    assert done.returncode == 0, (
        f"book/_static/widgets/ is not what widgets-src builds; run `npm run build` there:\n{done.stdout}{done.stderr}"
    )


def test_the_committed_bundle_is_minified_and_small():
    """The bundle is esbuild's minified output (a few very long lines), and holds no html-manager."""
    text = (ROOT / "book" / "_static" / BUNDLE.removeprefix("_static/")).read_text(encoding="utf-8")
    lines = text.splitlines()
    assert len(text.encode()) < 500_000, f"the widget bundle is {len(text.encode()):,} bytes"
    assert len(text) / len(lines) > 2_000, f"the widget bundle is not minified: {len(lines)} lines"
    assert "sanitize-html" not in text and "HTMLManager" not in text


# --- the built pages: what they load, and when ---------------------------------------------------

class _Scripts(HTMLParser):
    """The <script> tags of a page: (attributes, inline text, inside <head>)."""

    def __init__(self):
        super().__init__()
        self.scripts: list[tuple[dict, str, bool]] = []
        self._in_head, self._open = False, None

    def handle_starttag(self, tag, attrs):
        if tag == "head":
            self._in_head = True
        elif tag == "script":
            self._open = (dict(attrs), [])

    def handle_endtag(self, tag):
        if tag == "head":
            self._in_head = False
        elif tag == "script" and self._open:
            attributes, text = self._open
            self.scripts.append((attributes, "".join(text), self._in_head))
            self._open = None

    def handle_data(self, data):
        if self._open:
            self._open[1].append(data)


def scripts_of(path: str) -> list[tuple[dict, str, bool]]:
    parser = _Scripts()
    parser.feed((SITE / path).read_text(encoding="utf-8"))
    return parser.scripts


def local_file(path: str, src: str) -> Path:
    return SITE / Path(unquote(urlparse(urljoin(f"http://site/{path}", src)).path.lstrip("/")))


def test_the_site_has_chapters_with_widgets():
    require_site()
    assert chapters(), f"{SITE} has no chapter pages"
    assert set(chapters()) <= set(pages_with_widgets()), "every chapter has controls"


LATE_BUNDLE = re.compile(r'const bundleSource = ("[^"]*");')
LATE_STATES = re.compile(r"const states = (\[.*?\]\]);")


def widget_sources(path: str) -> tuple[list[str], list[list[str]], bool]:
    """The bundle URLs that ``path`` loads, its state files (a list for each view), and whether deferred.

    Deferred: by ``<script defer>`` tags, not after the load event by knights_widgets' late loader.
    """
    scripts = scripts_of(path)
    for attributes, text, _ in scripts:
        bundle, states = LATE_BUNDLE.search(text), LATE_STATES.search(text)
        if "src" not in attributes and bundle and states:
            return [json.loads(bundle[1])], json.loads(states[1]), False
    bundles = [a for a, _, _ in scripts if BUNDLE in a.get("src", "")]
    states = [a for a, _, _ in scripts if "_static/widget-state/" in a.get("src", "")]
    deferred = all("defer" in a for a in bundles + states)
    return [a["src"] for a in bundles], [[a["src"]] for a in states], deferred


@pytest.mark.parametrize("path", pages_with_widgets())
def test_a_page_with_widgets_defers_the_bundle_and_keeps_its_state_out_of_the_html(path):
    """The bundle and the state load deferred, or after the load event by knights_widgets' late loader."""
    scripts = scripts_of(path)
    assert not [a for a, _, _ in scripts if a.get("type") == STATE_TYPE], f"{path} still has its widget state inline"
    bundles, states, deferred = widget_sources(path)
    assert len(bundles) == 1 and BUNDLE in bundles[0], f"{path} must load {BUNDLE} once: {bundles}"
    views = (SITE / path).read_text(encoding="utf-8").count(f'<script type="{VIEW_TYPE}">')
    assert len(states) == views, f"{path} must load one state (its files) for each of its {views} views: {states}"
    assert not deferred, f"{path} must load its widgets after its load event (knights_widgets.LATE_LOADER)"
    for src in sum(states, []):
        state_file = local_file(path, src)
        assert state_file.exists(), f"{path} loads {src}, which is not in the site"
        assert "knightsWidgetStates" in state_file.read_text(encoding="utf-8")[:1000]


@pytest.mark.parametrize("path", pages())
def test_no_page_head_runs_a_large_script_before_the_page_is_shown(path):
    too_large = []
    for attributes, text, in_head in scripts_of(path):
        blocking = in_head and not ({"defer", "async"} & set(attributes)) and attributes.get("type") != "module"
        if not blocking:
            continue
        src = attributes.get("src")
        size = len(text.encode()) if src is None else (
            0 if urlparse(src).scheme else local_file(path, src).stat().st_size)
        if size > HEAD_SCRIPT_LIMIT:
            too_large.append((src or f"inline {attributes.get('type', 'script')}", size))
    assert too_large == [], f"{path} makes the reader wait for {too_large} before showing any text"


def test_the_theme_icon_script_is_replaced_by_the_site_icons():
    require_site()
    still = [page for page in pages() if "scripts/fontawesome.js" in (SITE / page).read_text(encoding="utf-8")]
    assert still == [], f"pages still loading the theme's 1.5 MB icon script: {still[:5]}"
    assert not (SITE / "_static" / "scripts" / "fontawesome.js").exists()
    assert (SITE / "_static" / "widgets" / "icons.js").stat().st_size < 150 * 1024


# --- in the browser -----------------------------------------------------------------------------

# The picture a widget shows: its largest visible image, SVG or canvas (not a button's icon).
PICTURE = """(area) => {
    const shown = Array.from(area.querySelectorAll('img, svg, canvas')).filter((e) =>
        e.checkVisibility() && !e.closest('button') && !(e.parentElement && e.parentElement.closest('svg')));
    const size = (e) => { const box = e.getBoundingClientRect(); return box.width * box.height; };
    const largest = shown.sort((a, b) => size(b) - size(a))[0];
    return largest ? (largest.tagName === 'IMG' ? largest.src : largest.outerHTML) : null;
}"""

NOTE = "(area) => { const note = area.querySelector('.kp-note'); return note ? note.textContent : ''; }"


def slide_to_a_precomputed_picture(page, area) -> bool:
    """Move the explorer's sliders one step each way until a precomputed picture replaces the picture shown.

    Say whether one did. A setting with no precomputed picture must then say, in its note, what serving
    the site makes live (from ``file://``) or be drawn by the page's Python (over http).
    """
    sliders = area.locator("input[type=range]")
    for index in range(sliders.count()):
        slider = sliders.nth(index)
        for key, back in (("ArrowRight", "ArrowLeft"), ("ArrowLeft", "ArrowRight")):
            slider.scroll_into_view_if_needed()
            before, value = area.evaluate(PICTURE), slider.input_value()
            slider.focus()
            page.keyboard.press(key)
            if slider.input_value() == value:
                continue  # at the end of its range
            for _ in range(8):
                page.wait_for_timeout(250)
                if area.evaluate(PICTURE) != before:
                    return True
                if area.evaluate(NOTE):
                    break  # not precomputed: the note says so (checked by the caller)
            page.keyboard.press(back)  # back to the setting shown, so the next try starts from a precomputed one
    return False


# Over http, test_site.py opens every page the same way and moves every control; this test adds file://.
@pytest.mark.browser
@pytest.mark.parametrize("mode", ["file"])
@pytest.mark.parametrize("path", chapters())
def test_every_chapter_renders_its_explorers_and_a_precomputed_setting_changes_the_picture(
        browser, site_url, mode, path):
    visit = open_with_widgets(browser, page_url(mode, site_url, path))
    page = visit.page
    try:
        copies = page.evaluate(
            f"""() => Array.from(document.querySelectorAll('script[type="{VIEW_TYPE}"]'))
                     .map(s => s.parentElement.querySelectorAll(':scope > .widget-subarea').length)""")
        assert copies and all(count == 1 for count in copies), f"rendered copies per widget on {path}: {copies}"
        # every view drawn: an explorer, a program stepper or a Your turn exercise (their own tests step them from a
        # file)
        page.wait_for_function(f"() => document.querySelectorAll('.kp-explorer, .kp-stepper, .kp-practice').length "
                               f"=== {len(copies)}", timeout=30_000)
        explorers = page.locator(".kp-explorer")
        unchanged = [i for i in range(explorers.count())
                     if not slide_to_a_precomputed_picture(page, explorers.nth(i))]
        assert unchanged == [], f"on {path} ({mode}), no slider of explorers {unchanged} showed another picture"
        notes = [note for note in page.locator(".kp-explorer .kp-note").all_inner_texts() if note.strip()]
        if mode == "file":
            assert all("over http" in note for note in notes), f"{path}: notes from a file: {notes}"
        assert visit.blocked == [], f"{path} asked other hosts for {visit.blocked}"
        assert visit.failed == [], f"{path} failed to load {visit.failed}"
        assert visit.errors == [], f"{path} logged errors {visit.errors}"
    finally:
        visit.close()


def state_of(path: str, src: str) -> dict:
    """The widget state in the state file ``src`` of ``path``."""
    text = local_file(path, src).read_text(encoding="utf-8")
    return json.loads(text[text.index(".push(") + len(".push("):text.rindex(");")])


def page_states(path: str) -> list[dict]:
    """Every widget state the built page ``path`` ships: one file a view, ``_static/widget-state/<page>/<k>.js``
    (book/_ext/knights_widgets.py), with a view's pictures in ``<k>-pictures.js`` beside it."""
    folder = SITE / "_static" / "widget-state" / path.removesuffix(".html")
    return [state_of(path, f"../_static/widget-state/{path.removesuffix('.html')}/{state.name}")
            for state in sorted(folder.glob("*.js"))]


def state_models(path: str) -> set[str]:
    """The model ids in the state files that ``path`` loads."""
    return {model for src in sum(widget_sources(path)[1], []) for model in state_of(path, src)["state"]}


API = f"""async () => {{
    const models = await knightsWidgets.models();
    const viewIds = Array.from(document.querySelectorAll('script[type="{VIEW_TYPE}"]'),
                               (s) => JSON.parse(s.textContent).model_id);
    const found = await Promise.all(viewIds.map((id) => knightsWidgets.getModel(id).then((m) => m.model_id)));
    const unknown = await knightsWidgets.getModel("no-such-model").then(() => "found", () => "rejected");
    return {{ models: models.map((m) => m.model_id), viewIds, found, unknown,
              names: models.map((m) => m.get("_model_name")) }};
}}"""


def check_the_api(page, path: str) -> None:
    """The page's ``knightsWidgets`` API returns its models (tests/test_site.py calls it on every chapter)."""
    answer = page.evaluate(API)
    assert set(answer["models"]) == state_models(path), "models() returns every model of the page's state"
    assert answer["found"] == answer["viewIds"], "getModel(id) returns the model of each view on the page"
    assert answer["unknown"] == "rejected"
    assert all(name.endswith("Model") for name in answer["names"])


ICONS = """() => ({
    undrawn: Array.from(document.querySelectorAll('.fa, .fas, .far, .fab, [class*="fa-"]'))
        .filter((e) => !e.closest('svg')).map((e) => e.className),
    missing: document.querySelectorAll('svg.svg-inline--fa .missing').length,
    drawn: document.querySelectorAll('svg.svg-inline--fa').length,
})"""


def check_the_icons(page, path: str) -> None:
    """Every icon of the page is drawn, by the site's own icons (tests/test_site.py calls it on every page)."""
    page.wait_for_timeout(300)  # Font Awesome draws new icons on the next frame
    icons = page.evaluate(ICONS)
    assert icons["drawn"] > 0, f"{path} draws no icon"
    assert icons["undrawn"] == [], f"{path} has icons that are not drawn: {icons['undrawn']}"
    assert icons["missing"] == 0, f"{path} shows {icons['missing']} icons missing from widgets-src/src/icons.js"


@pytest.mark.browser
def test_every_icon_of_the_search_page_is_drawn(browser, site_url):
    visit = Visit(browser, f"{site_url}/search.html").open()
    try:
        check_the_icons(visit.page, "search.html")
    finally:
        visit.close()
    assert visit.blocked == [] and visit.errors == []


@pytest.mark.browser
def test_search_still_finds_pages(browser, site_url):
    """The search scripts are deferred on every page; the search page still answers a query."""
    visit = Visit(browser, f"{site_url}/search.html?q=knight").open()
    try:
        results = visit.page.locator("#search-results li")
        results.first.wait_for(timeout=20_000)
        assert results.count() > 3
        assert visit.blocked == [] and visit.errors == []
    finally:
        visit.close()


LAST_VIEW_AREA = f"""() => {{
    const tags = document.querySelectorAll('script[type="{VIEW_TYPE}"]');
    const last = tags[tags.length - 1];
    last.parentElement.scrollIntoView({{block: "center"}});
}}"""
LAST_VIEW_DRAWN = f"""() => {{
    const tags = document.querySelectorAll('script[type="{VIEW_TYPE}"]');
    const area = tags[tags.length - 1].previousElementSibling;
    return Boolean(area && area.classList.contains('widget-subarea')
                   && area.querySelector('.kp-explorer, .kp-stepper, .kp-practice'));
}}"""


@pytest.mark.browser
def test_a_chapter_loads_its_first_explorer_at_once_and_the_others_when_they_near_the_screen(browser, site_url):
    """After its load event, a chapter asks for the bundle and its first view's state, not the others."""
    path = max(chapters(), key=lambda chapter: len(widget_sources(chapter)[1]))
    states = widget_sources(path)[1]
    assert len(states) >= 3, f"{path}: too few widgets to tell"
    visit = Visit(browser, f"{site_url}/{path}")
    asked = []
    visit.page.on("request", lambda request: asked.append(urlparse(request.url).path))
    visit.open()
    try:
        visit.page.evaluate("() => window.knightsWidgets.first")
        drawn = visit.page.evaluate(FIRST_DRAWN)

        def names(files):
            return {urlparse(urljoin(f"http://site/{path}", src)).path for src in files}

        assert names(states[0][:1]) <= set(asked), f"{path} did not ask for its first view's state: {asked}"
        assert not names(states[-1]) & set(asked), f"{path} asked for its last view's state before it was near"
        assert drawn, f"{path}: the first explorer did not draw itself"
        rest = [urlparse(urljoin(f"http://site/{path}", src)).path for src in states[0][1:]]
        for src in rest:  # the first view's precomputed pictures follow by themselves
            arrived = (f"() => performance.getEntriesByType('resource').some((entry) => "
                       f"new URL(entry.name).pathname === {json.dumps(src)} && entry.responseEnd > 0)")
            visit.page.wait_for_function(arrived, timeout=30_000)
        visit.page.evaluate(LAST_VIEW_AREA)
        visit.page.wait_for_function(LAST_VIEW_DRAWN, timeout=30_000)
        assert names(states[-1]) <= set(asked)
        assert visit.errors == [] and visit.failed == []
    finally:
        visit.close()


FIRST_DRAWN = f"""() => new Promise((resolve) => {{
    const area = () => document.querySelector('script[type="{VIEW_TYPE}"]').previousElementSibling;
    const drawn = () => area() && area().querySelector(
        ':is(.kp-explorer, .kp-stepper, .kp-practice) :is(input, button)');
    const check = () => drawn() ? resolve(true) : setTimeout(check, 50);
    check();
    setTimeout(() => resolve(false), 30000);
}})"""


# --- anywidget ----------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def anywidget_folder(tmp_path_factory):
    """The anywidget test page beside a copy of the built site's _static/widgets/."""
    require_site()
    folder = tmp_path_factory.mktemp("anywidget")
    shutil.copy(FIXTURES / "anywidget_counter.html", folder)
    shutil.copytree(SITE / "_static" / "widgets", folder / "_static" / "widgets")
    return folder


COUNTER_MODEL = """async () => (await knightsWidgets.models()).find((m) => m.get('_model_name') === 'AnyModel')"""


@pytest.mark.browser
@pytest.mark.parametrize("mode", ["http", "file"])
def test_an_anywidget_model_in_embedded_state_renders_and_updates_offline(browser, anywidget_folder, mode):
    if mode == "http":
        base, server = serve(anywidget_folder)
        url = f"{base}/anywidget_counter.html"
    else:
        server, url = None, (anywidget_folder / "anywidget_counter.html").as_uri()
    visit = Visit(browser, url).open()
    try:
        assert wait_for_widgets(visit.page) == "ready"
        button = visit.page.locator(".widget-subarea button.counter")
        button.wait_for(timeout=10_000)
        assert button.inner_text() == "count is 41"
        assert button.evaluate("(b) => getComputedStyle(b).color") == "rgb(0, 0, 255)", "the widget's _css applies"
        button.click()
        assert button.inner_text() == "count is 42"
        assert visit.page.evaluate(f"async () => ({COUNTER_MODEL})().then((m) => m.get('value'))") == 42
        visit.page.evaluate(f"async () => ({COUNTER_MODEL})().then((m) => m.set('value', 7))")
        assert button.inner_text() == "count is 7", "a change made through the API reaches the view"
        assert visit.blocked == [] and visit.failed == [] and visit.errors == []
    finally:
        visit.close()
        if server:
            server.shutdown()
