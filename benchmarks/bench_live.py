"""Benchmark the live website: Python's start in the browser, and each chapter's live pictures there and in CPython.

The explorers on the website draw any setting that was not precomputed with Python in the reader's
browser (Pyodide in a Web Worker). This script measures, in one run:

- how long the page's Python takes to become ready, in a fresh browser profile (cold: nothing
  cached) and after a reload (warm: Pyodide comes from the browser's cache);
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

import functools
import http.server
import json
import os
import shutil
import sys
import threading
import time
from pathlib import Path

from report import Table, publish

from boardpuzzles.search import SearchBudgetExceeded

ROOT = Path(__file__).resolve().parents[1]
SITE = Path(os.environ.get("BOARDPUZZLES_BUILT_SITE") or ROOT / "_build" / "html")
LIMIT = 0.5  # seconds: a live picture must appear within this once Python is ready
REPEAT = 3

#: One picture per explorer at the edge of its live range: (chapter page, render function, its settings).
SETTINGS = [
    ("book/01_knight_moves.html", "heatmap_picture", {"board_size": 50, "a": 3, "b": 8}),
    ("book/01_knight_moves.html", "jumps_on_board", {"board_size": 50, "row": 1, "column": 50, "a": 3, "b": 8}),
    ("book/02_fewest_moves.html", "queue_picture",
     {"board_size": 50, "row": 25, "column": 25, "a": 1, "b": 2, "step": 1250}),
    ("book/02_fewest_moves.html", "layer_picture",
     {"board_size": 50, "row": 1, "column": 1, "a": 19, "b": 30, "layer": 118}),
    ("book/02_fewest_moves.html", "distance_picture", {"board_size": 50, "row": 25, "column": 25, "a": 1, "b": 2}),
    ("book/02_fewest_moves.html", "table_picture", {"n": 80}),
    ("book/03_backtracking_tour.html", "step_picture", {"event": 17655}),
    ("book/03_backtracking_tour.html", "compare_picture",
     {"n": 8, "row": 4, "column": 5, "search": "plain", "event": 10000}),
    ("book/03_backtracking_tour.html", "compare_picture",
     {"n": 7, "row": 3, "column": 5, "search": "pruned", "event": 10000}),
    ("book/03_backtracking_tour.html", "tour_picture", {"n": 10, "view": "path", "budget": 20000}),
    ("book/03_backtracking_tour.html", "tour_picture", {"n": 12, "view": "path", "budget": 20000}),  # a budget hit
    ("book/04_warnsdorff.html", "tour_picture", {"n": 200, "row": 100, "col": 100, "tour": "open"}),
    ("book/04_warnsdorff.html", "tour_picture", {"n": 200, "row": 1, "col": 1, "tour": "closed"}),
    ("book/04_warnsdorff.html", "step_picture", {"n": 20, "row": 1, "col": 1, "tie_break": "roth", "jumps": 399}),
    ("book/05_hanoi.html", "graph_picture", {"disks": 8}),
    ("book/05_hanoi.html", "walk_picture", {"disks": 7, "direction": "left", "step": 127}),
    ("book/05_hanoi.html", "every_step", {"disks": 10, "direction": "left", "step": 1023}),
    ("book/05_hanoi.html", "moment", {"disks": 20, "direction": "right", "when": "end"}),
]


def specs_of(page: str) -> dict[str, dict]:
    """The explorers' specs of a built chapter, by render function, read from its deferred widget state."""
    specs = {}
    for state_file in (SITE / "_static" / "widget-state").rglob(Path(page).stem + ".js"):
        text = state_file.read_text(encoding="utf-8")
        state = json.loads(text[text.index(".push(") + len(".push("):text.rindex(");")])
        for model in state["state"].values():
            spec = model.get("state", {}).get("spec")
            if spec:
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


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


def serve() -> tuple[str, http.server.ThreadingHTTPServer]:
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(_Quiet, directory=str(SITE)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return f"http://127.0.0.1:{server.server_address[1]}", server


def ready_seconds(context, url: str) -> float:
    """Open ``url`` and start its Python; return the seconds the page measured until it was ready."""
    page = context.new_page()
    page.add_init_script("window.knightsLiveOptions = {autostart: false}")
    page.goto(url, wait_until="load")
    page.evaluate("knightsLive.start()")
    page.wait_for_function("['ready', 'failed'].includes(knightsLive.status)", timeout=120_000)
    if page.evaluate("knightsLive.status") != "ready":
        sys.exit("the page's Python did not start: " + page.evaluate("knightsLive.statusText"))
    seconds = page.evaluate("knightsLive.timings.readyMs") / 1000
    page.close()
    return seconds


def main() -> None:
    from playwright.sync_api import sync_playwright

    chromium = os.environ.get("CHROMIUM") or shutil.which("chromium")
    url, server = serve()
    ready = Table("The page's Python: seconds until it is ready (Pyodide in a Web Worker)",
                  ["load", "ready (s)"], ["{}", "{:.2f}"])
    pictures = Table(f"One live picture at the largest sizes (best of {REPEAT}; the limit is {LIMIT} s)",
                     ["chapter", "picture", "settings", "browser (s)", "CPython (s)", "browser/CPython",
                      "browser/limit"],
                     ["{}", "{}", "{}", "{:.3f}", "{:.3f}", "{:.2f}", "{:.2f}"])
    slow, different = [], []
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=chromium, args=["--no-sandbox"])
        context = browser.new_context()
        first = f"{url}/{SETTINGS[0][0]}"
        ready.add("cold (empty cache)", ready_seconds(context, first))
        ready.add("warm (reload)", ready_seconds(context, first))
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
            pictures.add(Path(chapter).stem[:2], render, settings, seconds, cpython, seconds / cpython, seconds / LIMIT)
            if seconds > LIMIT:
                slow.append(f"{render}({settings})")
            if markup != expected:
                different.append(f"{render}({settings})")
        browser.close()
    server.shutdown()
    pictures.note("over the limit in the browser: " + (", ".join(slow) if slow else "none"))
    pictures.note("browser picture differs from CPython's: " + (", ".join(different) if different else "none"))
    publish("live", [ready, pictures])


if __name__ == "__main__":
    main()
