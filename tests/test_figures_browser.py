"""The book's figures on the built website, in Chromium: true in both modes, legible on a phone (issue 29).

- No figure is turned over by a filter; a dark page shows each figure's dark twin, a light page the figure
  as drawn, one image each, and the hidden one is not downloaded.
- No caption or alt text names a colour its dark-mode figure does not show: each colour word of a
  figure's caption and alt ("yellow", "green", "red", "blue", "grey", "brown", "white", "black") must
  have pixels of that hue in the figure as a dark page shows it (a screenshot of the element, so a CSS
  filter is seen as the reader sees it).
- At 390 px every figure's smallest text is at least 10 CSS px (its size in points, from the figure,
  times the pixels per point it is shown at); printed results wrap instead of being cut at the right edge.
- At 320 px no page scrolls sideways.
"""

from __future__ import annotations

import colorsys
import io
import re

import pytest
from conftest import PYTHON_WHEN_ASKED
from PIL import Image

from boardpuzzles.chapters import CHAPTERS as REGISTRY

pytestmark = pytest.mark.browser

CHAPTERS = [chapter.page for chapter in REGISTRY]  # the chapters' registry, boardpuzzles.chapters
PAGES = ["index", *CHAPTERS, "performance", "comparison", "how_to_read", "instructors", "glossary", "references",
         "api", "command_line"]

#: Each colour word, and whether a pixel (hue in degrees, saturation and value from 0 to 1) has that colour.
HUES = {
    "yellow": lambda h, s, v: 42 <= h <= 70 and s > 0.5 and v > 0.6,
    "green": lambda h, s, v: 80 <= h <= 170 and s > 0.3 and v > 0.25,
    "red": lambda h, s, v: (h <= 15 or h >= 345) and s > 0.45 and v > 0.35,
    "blue": lambda h, s, v: 190 <= h <= 250 and s > 0.25 and v > 0.3,
    "grey": lambda h, s, v: s < 0.1 and 0.35 <= v <= 0.8,
    "brown": lambda h, s, v: 15 <= h <= 40 and s > 0.3 and 0.3 <= v <= 0.8,
    "white": lambda h, s, v: s < 0.06 and v > 0.93,
    "black": lambda h, s, v: v < 0.16,
}
WORDS = {"gray": "grey", "navy": "blue", "purple": None}
COLOUR_WORD = re.compile(r"\b(yellow|green|red|blue|grey|gray|brown|white|black|navy)\b", re.IGNORECASE)

# Each figure of the page: its alt text, the caption after its cell, whether it and its twin are shown.
FIGURES = """() => [...document.querySelectorAll('.bd-article .cell_output img')]
    .filter((img) => !img.closest('.widget-subarea'))
    .map((img) => {
        const cell = img.closest('.cell');
        const next = cell && cell.nextElementSibling;
        const caption = next && next.matches('p') && next.querySelector(':scope > em') ? next.textContent : '';
        const box = img.getBoundingClientRect();
        return {alt: img.alt, caption, classes: [...img.classList], shown: box.width > 0,
                filter: getComputedStyle(img).filter, width: box.width, natural: img.naturalWidth,
                src: img.currentSrc || img.src, loading: img.loading};
    })"""


@pytest.fixture(scope="module")
def open_page(browser, site_url):
    """``open_page(page, width=…, dark=…)``: the page in that mode at that width, opened the first time a test of
    this file asks for it and shared by the others (they read it and take screenshots; none changes it);
    returns the tab and the URLs it has requested."""
    opened = {}

    def open_it(page: str, *, width: int, dark: bool):
        if (page, width, dark) not in opened:
            context = browser.new_context(viewport={"width": width, "height": 900}, device_scale_factor=1,
                                          color_scheme="dark" if dark else "light")
            tab = context.new_page()
            tab.add_init_script(PYTHON_WHEN_ASKED)
            requested = []
            tab.on("request", lambda request: requested.append(request.url))
            response = tab.goto(f"{site_url}/book/{page}.html")
            assert response.ok, f"{page}: {response.status}"
            tab.evaluate(f"document.documentElement.dataset.theme = '{'dark' if dark else 'light'}'")
            tab.wait_for_load_state("load")
            opened[page, width, dark] = tab, requested
        return opened[page, width, dark]

    yield open_it
    for tab, _ in opened.values():
        tab.context.close()


def colour_words(text: str) -> set[str]:
    words = {WORDS.get(word.lower(), word.lower()) for word in COLOUR_WORD.findall(text)}
    return {word for word in words if word}


def hues_shown(png: bytes) -> set[str]:
    """The colour words that some pixels of the picture have (at least 6 of them)."""
    image = Image.open(io.BytesIO(png)).convert("RGB")
    image.thumbnail((400, 400))
    counts = dict.fromkeys(HUES, 0)
    for red, green, blue in set(image.get_flattened_data()):
        h, s, v = colorsys.rgb_to_hsv(red / 255, green / 255, blue / 255)
        for word, test in HUES.items():
            if test(h * 360, s, v):
                counts[word] += 1
    return {word for word, count in counts.items() if count >= 6}


@pytest.mark.parametrize("page", CHAPTERS)
def test_dark_pages_show_each_figure_once_as_drawn_for_them(open_page, page):
    for dark in (False, True):
        tab, requested = open_page(page, width=1280, dark=dark)
        figures = tab.evaluate(FIGURES)
        shown = [figure for figure in figures if figure["shown"]]
        assert shown, f"{page} shows no figure"
        for figure in shown:
            assert figure["filter"] in ("none", ""), f"{page}: a figure is filtered in dark mode: {figure['alt'][:60]}"
            assert ("only-dark" if dark else "only-light") in figure["classes"], (page, dark, figure["alt"][:60])
            assert figure["alt"], f"{page}: a figure without alt text"
        assert len(shown) * 2 == len(figures), f"{page}: a figure without its twin, or both shown"
        hidden = {figure["src"].rsplit("/", 1)[-1] for figure in figures if not figure["shown"]}
        fetched = {url.rsplit("/", 1)[-1] for url in requested}
        assert not hidden & fetched, f"{page}: the hidden twins were downloaded: {sorted(hidden & fetched)[:3]}"


def figures_of(tab, *, at_least_one: str | None = None) -> list:
    """The page's own figures as shown (an explorer's pictures left out); ``at_least_one`` names the page
    when it must show one."""
    images = tab.locator(".bd-article .cell_output img:visible")
    if at_least_one:
        assert images.count() > 0, f"{at_least_one} shows no figure"
    return [images.nth(k) for k in range(images.count())
            if not images.nth(k).evaluate("(img) => !!img.closest('.widget-subarea')")]



@pytest.mark.parametrize("page", CHAPTERS)
def test_no_caption_names_a_colour_its_dark_figure_does_not_show(open_page, page):
    tab, _ = open_page(page, width=1280, dark=True)
    untrue = []
    for image in figures_of(tab, at_least_one=page):
        alt = image.get_attribute("alt") or ""
        caption = image.evaluate("""(img) => { const next = img.closest('.cell').nextElementSibling;
            return next && next.matches('p') && next.querySelector(':scope > em') ? next.textContent : ''; }""")
        words = colour_words(alt + " " + caption)
        if not words:
            continue
        image.scroll_into_view_if_needed()
        tab.wait_for_function("(img) => img.complete && img.naturalWidth > 0", arg=image.element_handle())
        missing = words - hues_shown(image.screenshot())
        if missing:
            untrue.append(f"{sorted(missing)} in {(caption or alt)[:90]!r}")
    assert not untrue, f"{page}: dark-mode figures lack colours their words name: {untrue}"


LIGHTNESS_WORD = re.compile(r"\b(dark|darkest|light|lighter|lightest|bright|brighter|brightest|pale)\b", re.I)


def figure_shots(open_page, page: str, *, dark: bool) -> list[tuple[str, bytes]]:
    """Each figure of the page as the reader sees it (a screenshot), with its alt text and caption."""
    tab, _ = open_page(page, width=1280, dark=dark)
    shots = []
    for image in figures_of(tab):
        words = (image.get_attribute("alt") or "") + " " + image.evaluate(
            """(img) => { const next = img.closest('.cell').nextElementSibling;
            return next && next.matches('p') && next.querySelector(':scope > em') ? next.textContent : ''; }""")
        image.scroll_into_view_if_needed()
        tab.wait_for_function("(img) => img.complete && img.naturalWidth > 0", arg=image.element_handle())
        shots.append((words, image.screenshot()))
    return shots


def brightness_by_hue(png: bytes) -> dict[int, float]:
    """The brightness (HSV value, 95th percentile) of the picture's coloured pixels, by hue in bins of 30°.

    The brightest pixels of a hue are its own colour, not its blend with the ground at a line's edge.
    """
    image = Image.open(io.BytesIO(png)).convert("RGB")
    image.thumbnail((300, 300))
    bins: dict[int, list[float]] = {}
    for pixel in image.get_flattened_data():
        h, s, v = colorsys.rgb_to_hsv(*(part / 255 for part in pixel))
        if s > 0.35 and v > 0.15:
            bins.setdefault(int(h * 12) % 12, []).append(v)
    return {hue: sorted(values)[int(0.95 * (len(values) - 1))] for hue, values in bins.items() if len(values) >= 20}


def turned_over(light: bytes, dark: bytes) -> list[str]:
    """Pairs of hues whose order of brightness the dark figure turns over (the brighter one in light is darker)."""
    before, after = brightness_by_hue(light), brightness_by_hue(dark)
    hues = sorted(set(before) & set(after))
    return [f"{30 * a}° {before[a]:.2f}/{before[b]:.2f} → {after[a]:.2f}/{after[b]:.2f}"
            for a in hues for b in hues if before[a] - before[b] > 0.25 and after[a] <= after[b]]


@pytest.mark.parametrize("page", CHAPTERS)
def test_a_caption_that_says_dark_or_light_holds_in_dark_mode(open_page, page):
    """A figure whose words say "dark", "light" or "brightest" keeps the order of its colours' brightness."""
    light, dark = (figure_shots(open_page, page, dark=mode) for mode in (False, True))
    assert len(light) == len(dark)
    turned = [f"{turned_over(a, b)[:2]}: {words[:80]!r}" for (words, a), (_, b) in zip(light, dark)
              if LIGHTNESS_WORD.search(words) and turned_over(a, b)]
    assert not turned, f"{page}: figures whose colours' brightness turns over in dark mode: {turned}"


@pytest.mark.parametrize("page", CHAPTERS)
def test_figure_text_is_at_least_10_px_on_a_phone(open_page, page):
    tab, _ = open_page(page, width=390, dark=False)
    small = []
    for image in figures_of(tab, at_least_one=page):
        image.scroll_into_view_if_needed()
        tab.wait_for_function("(img) => img.complete && img.naturalWidth > 0", arg=image.element_handle())
        figure = image.evaluate("""(img) => ({classes: [...img.classList], src: img.currentSrc, alt: img.alt,
            width: img.getBoundingClientRect().width, natural: img.naturalWidth})""")
        # kp-text-80-200: the smallest text is 8.0 points on a figure drawn at 200 pixels an inch;
        # kp-phone-text-...: the same for its phone variant, which a phone shows instead
        prefix = "kp-phone-text-" if figure["src"].endswith("-phone.png") else "kp-text-"
        sizes = [name[len(prefix):].split("-") for name in figure["classes"] if name.startswith(prefix)]
        assert sizes, f"{page}: a figure that does not say its text size: {figure['alt'][:60]}"
        points, dpi = int(sizes[0][0]) / 10, int(sizes[0][1])
        if points == 0:  # a figure with no text (a tour drawn as a line)
            continue
        px = points * dpi / 72 * figure["width"] / figure["natural"]
        if px < 10:
            small.append(f"{px:.1f} px: {figure['alt'][:60]}")
    assert not small, f"{page}: figure text under 10 px at 390 px wide: {small}"


# Each printed result (a cell's output text) that is wider than its box and cut.
CUT_OUTPUTS = """() => [...document.querySelectorAll('.bd-article .cell_output pre')]
    .filter((pre) => pre.scrollWidth > pre.clientWidth + 1)
    .map((pre) => pre.textContent.slice(0, 60))"""


@pytest.mark.parametrize("page", CHAPTERS)
def test_printed_results_wrap_on_a_phone(open_page, page):
    tab, _ = open_page(page, width=390, dark=False)
    cut = tab.evaluate(CUT_OUTPUTS)
    assert not cut, f"{page}: printed results cut at the right edge at 390 px: {cut}"


@pytest.mark.parametrize("page", PAGES)
def test_no_page_scrolls_sideways_at_320_px(open_page, page):
    tab, _ = open_page(page, width=320, dark=False)
    wide = tab.evaluate("""() => [document.documentElement.scrollWidth, document.documentElement.clientWidth,
        [...document.querySelectorAll('.bd-article *')].filter((e) => e.getBoundingClientRect().right > innerWidth + 1
            && !e.closest('.pst-scrollable-table-container, .highlight, .cell_output, .MathJax, mjx-container, '
                          + '.table-wrapper, .kp-explorer, .widget-subarea'))
            .slice(0, 3).map((e) => e.tagName + ' ' + (e.textContent || '').trim().slice(0, 40))]""")
    scroll, client, culprits = wide
    assert scroll <= client, f"{page} scrolls sideways at 320 px ({scroll} > {client}): {culprits}"


# Every image the article shows, as (its src's file name, its classes), outside the explorers' pictures.
SHOWN_IMAGES = """() => [...document.querySelectorAll('.bd-article img')]
    .filter((img) => !img.closest('.widget-subarea, .kp-picture') && img.checkVisibility())
    .map((img) => [img.src.split('/').pop(), img.className])"""


@pytest.mark.parametrize("page", PAGES)
def test_every_picture_shown_is_drawn_for_the_page_s_mode(open_page, page):
    """A dark page shows each figure's and each gallery picture's dark twin, a light page the picture as drawn
    (none is a light picture left on a dark page, or inverted by a filter)."""
    for dark in (False, True):
        tab, _ = open_page(page, width=1280, dark=dark)
        shown = tab.evaluate(SHOWN_IMAGES)
        wrong = [name for name, classes in shown if ("only-dark" if dark else "only-light") not in classes.split()]
        assert not wrong, f"{page} in {'dark' if dark else 'light'} mode shows pictures not drawn for it: {wrong}"
        if page == "index":
            assert len(shown) >= 5 and all(name.endswith("-dark.png") == dark for name, _ in shown), shown
