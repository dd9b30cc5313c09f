"""Benchmark the live website: Python's start in the browser, each chapter's weight, and its live pictures.

The explorers on the website draw any setting that was not precomputed with Python in the reader's
browser (Pyodide in a Web Worker). This script measures, in one run:

- how long the page's Python takes to become ready, in a fresh browser profile (cold: nothing
  cached) and after a reload; and on a second chapter, opened after the first one's Python has
  started, the seconds from that page's load event until its Python is ready (the goal: 1 s; the
  page's worker restores the snapshot the first start kept, see book/_static/live/worker.js);
- each chapter opened afresh over a 10 Mbit/s link (Chromium's network throttling, as
  ``python -m http.server`` sends the files: uncompressed): the seconds until its text first shows (its first
  contentful paint; the goal: 1.5 s) and the bytes received before that (the goal: at most 1.5 MB), the bytes
  transferred by its load event (the goal: at most 2 MB) and the seconds until its first explorer works, that is
  until the first explorer's controls are on the page (the goal: 2.5 s);
- for each chapter, one picture at the largest sizes its explorers offer, drawn from exactly the code
  the page ships (the render function's source in the built page's widget state): in the browser
  (``knightsLive.call``, timed inside the page) and in CPython (the same source run here).

Times are the best of three calls, each from freshly run code (so no cache of a render function helps), in
seconds; "browser/limit" is below 1 for a picture that appears
within half a second once Python is ready, and "browser/CPython" is how much slower Pyodide is.

It needs the built website (``make book``; or ``$BOARDPUZZLES_BUILT_SITE``) and Chromium, and takes
about a minute. Run it from the repository: ``.venv/bin/python benchmarks/bench_live.py [--save]``.
"""

from __future__ import annotations

import argparse
import http.server
import json
import os
import shutil
import sys
import time
from pathlib import Path

from report import Table, publish

from boardpuzzles.chapters import CHAPTERS
from boardpuzzles.search import SearchBudgetExceeded

ROOT = Path(__file__).resolve().parents[1]
SITE = Path(os.environ.get("BOARDPUZZLES_BUILT_SITE") or ROOT / "_build" / "html")
LIMIT = 0.5  # seconds: a live picture must appear within this once Python is ready
WARM_LIMIT = 1.0  # seconds from a second chapter's load event until its Python is ready
PAGE_LIMIT = 2_000_000  # bytes a chapter may transfer by its load event at 10 Mbit/s
EXPLORER_LIMIT = 2.5  # seconds from navigation until a chapter's first explorer works, at 10 Mbit/s
FIRST_TEXT_LIMIT = 1.5  # seconds from navigation until a chapter's text first shows, at 10 Mbit/s
BEFORE_TEXT_LIMIT = 1_500_000  # bytes a chapter may receive before its text first shows
#: Chromium's network conditions for a 10 Mbit/s link (bytes per second), with a small latency. The upload is not
#: limited (-1): with Chromium's upload throttling on as well, one load in ten to twenty stalled: Chromium stopped
#: reading every socket of the page (their receive queues full, the server waiting at a zero window) for about 80 s,
#: with or without latency, over HTTP/1.0 or 1.1; with the upload left alone, none did in 90 loads. A page load
#: uploads only its requests' headers (under 1 kB each, a millisecond at 10 Mbit/s).
TEN_MBIT = {"offline": False, "latency": 20, "downloadThroughput": 10e6 / 8, "uploadThroughput": -1}
REPEAT = 3

#: One picture per explorer at the edge of its live range: (chapter page, render function, its settings), from each
#: explorer's live settings in the chapters' registry (boardpuzzles.chapters).
SETTINGS = [(chapter.html(further=entry.further), entry.render, values)
            for chapter in CHAPTERS for entry in chapter.explorers for values in entry.live]


def label(page: str) -> str:
    """A chapter page's short name in the tables: "02" for a chapter, "02 further" for its companion."""
    stem = Path(page).stem
    return stem[:2] + (" further" if stem.endswith("_further") else "")


def specs_of(page: str) -> dict[str, dict]:
    """The explorers' specs of a built chapter, by render function, read from its widget state files.

    A chapter's state is one file a view, ``_static/widget-state/<page>/<k>.js`` (book/_ext/knights_widgets.py).
    """
    specs = {}
    folder = SITE / "_static" / "widget-state" / Path(page).with_suffix("")
    for state_file in sorted(folder.glob("*.js")):
        text = state_file.read_text(encoding="utf-8")
        state = json.loads(text[text.index(".push(") + len(".push("):text.rindex(");")])
        for model in state["state"].values():
            spec = model.get("state", {}).get("spec")
            if spec and "render" in spec:  # an explorer's (a program stepper's spec has none)
                specs[spec["render"]] = spec
    if not specs:
        sys.exit(f"{page} has no explorer in {SITE}: build the website first (make book)")
    return specs


def cpython_seconds(spec: dict, values: dict) -> tuple[float, str]:
    best, markup = float("inf"), ""
    for _ in range(REPEAT):
        namespace: dict = {}
        exec(spec["code"], namespace)  # afresh each time: a render function's own cache starts empty
        began = time.perf_counter()
        try:
            markup = str(namespace[spec["render"]](**values))
        except (ValueError, SearchBudgetExceeded) as sentence:  # a budget hit is an answer too: its sentence
            markup = str(sentence)
        best = min(best, time.perf_counter() - began)
    return best, markup


CALL = """async ([code, name, values, repeat]) => {
    let best = Infinity, markup = "";
    for (let i = 0; i < repeat; i++) {
        await knightsLive.setup(code);  // afresh each time: a render function's own cache starts empty
        const began = performance.now();
        try {
            markup = await knightsLive.call(name, values, {timeoutMs: 60000});
        } catch (error) {
            if (!["ValueError", "SearchBudgetExceeded"].includes(error.type)) throw error;
            markup = error.text;
        }
        best = Math.min(best, performance.now() - began);
    }
    return [best / 1000, markup];
}"""


def serve() -> tuple[str, http.server.ThreadingHTTPServer]:
    """Serve the built site as the browser tests do (tests/test_widget_bundle.py's ``serve``: a backlog that
    takes all of Chromium's connections at once, and quiet when a page closes while a file is on its way)."""
    sys.path.insert(0, str(ROOT / "tests"))
    from test_widget_bundle import serve as serve_folder

    return serve_folder(SITE)


def ready_seconds(context, url: str) -> tuple[float, str]:
    """Open ``url`` and start its Python; return the seconds the page measured until it was ready, and if restored."""
    page = context.new_page()
    page.add_init_script("window.knightsLiveOptions = {autostart: false}")
    page.goto(url, wait_until="load")
    page.evaluate("knightsLive.start()")
    page.wait_for_function("['ready', 'failed'].includes(knightsLive.status)", timeout=120_000)
    if page.evaluate("knightsLive.status") != "ready":
        sys.exit("the page's Python did not start: " + page.evaluate("knightsLive.statusText"))
    timings = page.evaluate("knightsLive.timings")
    if not timings.get("fromSnapshot"):  # a reader stays a while: let the worker store its snapshot
        page.wait_for_function("knightsLive.timings.snapshotKept !== null", timeout=60_000)
    page.close()
    return timings["readyMs"] / 1000, "yes" if timings.get("fromSnapshot") else "no"


# Records, in the page's own clock, when the first explorer's controls appear (window.knightsFirstExplorerMs).
FIRST_EXPLORER = """(() => {
  const found = () => {
    const explorer = document.querySelector("[data-knights-live]");
    return explorer && explorer.querySelector("input, button, select");
  };
  const watch = new MutationObserver(() => {
    if (found()) { window.knightsFirstExplorerMs = performance.now(); watch.disconnect(); }
  });
  watch.observe(document, { childList: true, subtree: true });
})();"""


def warm_second_chapter(context, url: str) -> tuple[float, bool]:
    """Open ``url`` as a reader does after another chapter; return (seconds from its load event to ready, restored?)."""
    page = context.new_page()
    page.goto(url, wait_until="load")
    page.wait_for_function("['ready', 'failed'].includes(knightsLive.status)", timeout=120_000)
    timings = page.evaluate("({...knightsLive.timings, load: performance.getEntriesByType('navigation')[0]"
                            ".loadEventStart})")
    page.close()
    return (timings["readyAt"] - timings["load"]) / 1000, bool(timings.get("fromSnapshot"))


#: The page's first contentful paint, in ms from the start of navigation, and its time origin (wall-clock ms).
FIRST_TEXT = """() => [performance.timeOrigin, performance.getEntriesByName('first-contentful-paint')[0].startTime]"""


def weigh(browser, url: str) -> tuple[int, float, float, float, int]:
    """Open ``url`` afresh at 10 Mbit/s: (bytes transferred by its load event, load s, first explorer working s,
    first text shown s, bytes received before it)."""
    context = browser.new_context()
    page = context.new_page()
    page.add_init_script("window.knightsLiveOptions = {autostart: false}")  # Python's own bytes come later anyway
    page.add_init_script(FIRST_EXPLORER)
    cdp = context.new_cdp_session(page)
    cdp.send("Network.enable")
    cdp.send("Page.enable")
    cdp.send("Network.setCacheDisabled", {"cacheDisabled": True})
    cdp.send("Network.emulateNetworkConditions", TEN_MBIT)
    finished, loaded, received, document = [], [], [], {}
    cdp.on("Network.loadingFinished", lambda event: finished.append((event["timestamp"], event["encodedDataLength"])))
    cdp.on("Page.loadEventFired", lambda event: loaded.append(event["timestamp"]))
    # dataLength: bytes as they arrive through the throttle (the server sends no compression)
    cdp.on("Network.dataReceived", lambda event: received.append((event["timestamp"], event["dataLength"])))
    cdp.on("Network.requestWillBeSent", lambda event: document or document.update(
        monotonic=event["timestamp"], wall=event["wallTime"]))
    page.goto(url, wait_until="load", timeout=120_000)
    page.wait_for_function("window.knightsFirstExplorerMs !== undefined", timeout=120_000)
    load = page.evaluate("performance.getEntriesByType('navigation')[0].loadEventStart") / 1000
    explorer = page.evaluate("window.knightsFirstExplorerMs") / 1000
    origin_ms, text_ms = page.evaluate(FIRST_TEXT)
    page.wait_for_timeout(200)  # the last loadingFinished events of the load
    by_load = sum(size for when, size in finished if when <= loaded[0])
    # CDP stamps events on a monotonic clock; the page's timeOrigin is wall-clock time.
    text_monotonic = (origin_ms + text_ms) / 1000 - (document["wall"] - document["monotonic"])
    before_text = sum(size for when, size in received if when <= text_monotonic)
    context.close()
    return by_load, load, explorer, text_ms / 1000, before_text


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0], epilog="Needs the built site (make book;"
                                     " or $BOARDPUZZLES_BUILT_SITE) and Chromium ($CHROMIUM, or chromium on the PATH).")
    parser.add_argument("--save", action="store_true", help="also write the tables to benchmarks' results folder")
    parser.parse_args()
    from playwright.sync_api import TimeoutError as PlaywrightTimeoutError
    from playwright.sync_api import sync_playwright

    chromium = os.environ.get("CHROMIUM") or shutil.which("chromium")
    url, server = serve()
    ready = Table("The page's Python: seconds until it is ready (Pyodide in a Web Worker)",
                  ["load", "ready (s)", "from a snapshot"], ["{}", "{:.2f}", "{}"])
    weights = Table("Each chapter opened afresh at 10 Mbit/s, as python -m http.server sends it (uncompressed)",
                    ["chapter", "text shows (s)", "text/limit", "bytes before text", "bytes by load", "load (s)",
                     "first explorer works (s)", "explorer/limit"],
                    ["{}", "{:.2f}", "{:.2f}", "{:,}", "{:,}", "{:.2f}", "{:.2f}", "{:.2f}"])
    pictures = Table(f"One live picture at the largest sizes (best of {REPEAT}; the limit is {LIMIT} s)",
                     ["chapter", "picture", "settings", "browser (s)", "CPython (s)", "browser/CPython",
                      "browser/limit"],
                     ["{}", "{}", "{}", "{:.3f}", "{:.3f}", "{:.2f}", "{:.2f}"])
    slow, different = [], []
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=chromium, args=["--no-sandbox"])
        context = browser.new_context()
        first = f"{url}/{CHAPTERS[0].html()}"
        ready.add("cold (empty cache)", *ready_seconds(context, first))
        ready.add("reload (started by hand)", *ready_seconds(context, first))
        second = CHAPTERS[1].html()  # another chapter, opened after the first one's Python started
        seconds, restored = warm_second_chapter(context, f"{url}/{second}")
        ready.add(f"second chapter ({Path(second).stem[:2]}): from its load event", seconds,
                  "yes" if restored else "no")
        ready.note(f"the goal for a second chapter: ready within {WARM_LIMIT} s of its load"
                   + (" (met)" if seconds <= WARM_LIMIT else " (missed)"))
        heavy, late, slow_text = [], [], []
        for chapter in sorted({chapter for chapter, _, _ in SETTINGS}):  # each chapter page and its companion
            try:
                by_load, load, explorer, text, before_text = weigh(browser, f"{url}/{chapter}")
            except PlaywrightTimeoutError:  # a stalled try on a busy machine: once more
                by_load, load, explorer, text, before_text = weigh(browser, f"{url}/{chapter}")
            weights.add(label(chapter), text, text / FIRST_TEXT_LIMIT, before_text, by_load, load, explorer,
                        explorer / EXPLORER_LIMIT)
            if by_load > PAGE_LIMIT:
                heavy.append(label(chapter))
            if explorer > EXPLORER_LIMIT:
                late.append(label(chapter))
            if text > FIRST_TEXT_LIMIT or before_text > BEFORE_TEXT_LIMIT:
                slow_text.append(label(chapter))
        weights.note(f"text later than {FIRST_TEXT_LIMIT} s or after more than {BEFORE_TEXT_LIMIT / 1e6:.1f} MB: "
                     + (", ".join(slow_text) if slow_text else "none"))
        weights.note(f"over {PAGE_LIMIT / 1e6:.0f} MB by load: " + (", ".join(heavy) if heavy else "none"))
        weights.note(f"first explorer later than {EXPLORER_LIMIT} s: " + (", ".join(late) if late else "none"))
        pages = {}
        for chapter, render, values in SETTINGS:
            if chapter not in pages:
                pages[chapter] = context.new_page()
                pages[chapter].add_init_script("window.knightsLiveOptions = {autostart: false}")
                pages[chapter].goto(f"{url}/{chapter}", wait_until="load")
                pages[chapter].evaluate("knightsLive.start()")
            spec = specs_of(chapter)[render]
            cpython, expected = cpython_seconds(spec, values)
            seconds, markup = pages[chapter].evaluate(CALL, [spec["code"], render, values, REPEAT])
            settings = ", ".join(f"{k}={v}" for k, v in values.items())
            pictures.add(label(chapter), render, settings, seconds, cpython, seconds / cpython, seconds / LIMIT)
            if seconds > LIMIT:
                slow.append(f"{render}({settings})")
            if markup != expected:
                different.append(f"{render}({settings})")
        browser.close()
    server.shutdown()
    pictures.note("over the limit in the browser: " + (", ".join(slow) if slow else "none"))
    pictures.note("browser picture differs from CPython's: " + (", ".join(different) if different else "none"))
    publish("live", [ready, weights, pictures])


if __name__ == "__main__":
    main()
