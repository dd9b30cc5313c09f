"""Finding an explorer on the built website by what it is (its render function), not by its place on a page.

The chapters move explorers between a chapter's page ``book/NN_name.html`` and its companion
``book/NN_name_further.html`` (its "Going further" sections), and reorder them. A test names the
explorer by its render function and its chapter's number; :func:`page_of` says which of the chapter's pages
has it (the chapters' registry, ``boardpuzzles.chapters``, checked against the built widget state, as
``benchmarks/bench_live.py`` reads it), and :func:`explorer_of` finds it on the opened page by its region's
name, which the explorer takes from its spec (``explorer.js``'s ``regionName``).
"""

from __future__ import annotations

from live_site import Explorer
from test_widget_bundle import page_states

from boardpuzzles.chapters import CHAPTERS, chapter_numbered

#: Each explorer that has a player, as (chapter number, render function, the number it plays), from the registry.
PLAYERS = [(chapter.number, entry.render, entry.player) for chapter in CHAPTERS for entry in chapter.explorers
           if entry.player]

# The region names of the explorers of render function `render` on the page, from the specs it ships.
NAMES = """(render) => {
    const names = [];
    for (const page of window.knightsWidgetStates || []) {
        for (const model of Object.values(page.state)) {
            const spec = model.state && model.state.spec;
            if (spec && spec.render === render) {
                names.push(`explorer: ${spec.name || String(spec.render).replace(/_/g, " ")}`);
            }
        }
    }
    return names;
}"""


def _renders(path: str) -> set[str]:
    """The render functions of the explorers the built page ``path`` ships (none when it is not built)."""
    found = set()
    for state in page_states(path):
        for model in state["state"].values():
            spec = model.get("state", {}).get("spec")
            if spec and "render" in spec:  # an explorer's (a stepper's spec names its tracer instead)
                found.add(spec["render"])
    return found


def page_of(chapter: int, render: str) -> str:
    """The built page of chapter number ``chapter`` that has an explorer of ``render``: the chapter's own or its
    companion's (``_further``), as the chapters' registry says; the page must ship it."""
    entry = chapter_numbered(chapter)
    path = entry.html(further=entry.explorer(render).further)
    if render not in _renders(path):
        raise AssertionError(f"{path} has no explorer of {render}, though boardpuzzles.chapters puts it there")
    return path


def explorer_of(page, render: str, nth: int = 0) -> Explorer:
    """The ``nth`` explorer (0-based, in page order) of render function ``render`` on the opened ``page``."""
    names = set(page.evaluate(NAMES, render))
    labels = page.locator(".kp-explorer").evaluate_all("(roots) => roots.map((r) => r.getAttribute('aria-label'))")
    places = [k for k, label in enumerate(labels) if label in names]
    assert len(places) > nth, f"the page has {len(places)} explorers of {render} (its regions: {labels})"
    return Explorer(page, places[nth])
