"""The explorers' SVG pictures in a real headless Chromium: at 1280 and 390 pixels wide, in light and dark pages.

One page (a local file, every other request blocked) shows one picture of each kind, with the
explorer's stylesheet, and is dark as the book's website is (``html[data-theme="dark"]``) when
the browser prefers a dark scheme. Each picture must shrink to the width of a phone's column
without changing its shape, and be found by its accessible name; its paper and its words follow
the page: light paper and dark words on a light page, dark paper and light words on a dark one,
at 4.5:1 or more. Set ``BOARDPUZZLES_PICTURE_SHOTS`` to a folder to keep a screenshot of every
picture in every mode.
"""

from __future__ import annotations

import html
import io
import os
from pathlib import Path

import pytest
from test_pictures import one_of_each

from boardpuzzles.book.explorer import explorer_css
from boardpuzzles.pictures.colours import DARK_PALETTE, PALETTE, contrast_ratio

pytestmark = pytest.mark.browser

PADDING = 16  # the page's margin on each side, as a narrow book theme leaves it

PAGE = """<!doctype html><html><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<script>
  if (matchMedia("(prefers-color-scheme: dark)").matches) document.documentElement.dataset.theme = "dark";
</script>
<style>
  body {{ margin: 0; padding: {padding}px; font-family: sans-serif; background: #ffffff; color: #222222; }}
  html[data-theme="dark"] body {{ background: #121212; color: #ced6dd; }}  /* as the book's */
  figure {{ margin: 0 0 24px 0; }}
</style><style>{css}</style></head><body>{figures}</body></html>"""

# The colour a picture's paper and its words are painted in, as the browser computes them.
PAINT = """(svg) => {
    const words = [...svg.querySelectorAll("text.kp-f-text")].map((t) => getComputedStyle(t).fill);
    return [getComputedStyle(svg.querySelector("rect")).fill, [...new Set(words)]];
}"""


def rgb(colour: str) -> str:
    """``rgb(18, 18, 18)`` as ``#121212``."""
    return "#{:02x}{:02x}{:02x}".format(*map(int, colour[colour.index("(") + 1:-1].split(",")[:3]))

MODES = [(1280, "light"), (1280, "dark"), (390, "light"), (390, "dark")]


@pytest.fixture(scope="module")
def pictures():
    return one_of_each()


@pytest.fixture(scope="module")
def page_file(tmp_path_factory, pictures):
    figures = "".join(f'<figure id="{name}">{picture}<figcaption>{html.escape(name)}</figcaption></figure>'
                      for name, picture in pictures.items())
    path = tmp_path_factory.mktemp("pictures") / "pictures.html"
    path.write_text(PAGE.format(padding=PADDING, figures=figures, css=explorer_css()), encoding="utf-8")
    return path


def open_page(browser, path: Path, width: int, scheme: str):
    page = browser.new_page(viewport={"width": width, "height": 900}, color_scheme=scheme, device_scale_factor=2)
    errors: list[str] = []
    page.on("console", lambda message: message.type == "error" and errors.append(message.text))
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.route("**/*", lambda route: route.continue_() if route.request.url.startswith("file:") else route.abort())
    page.goto(path.as_uri(), wait_until="load")
    return page, errors


@pytest.mark.parametrize("width, scheme", MODES, ids=[f"{w}-{s}" for w, s in MODES])
def test_pictures_fit_the_page_keep_their_shape_and_follow_its_colours(browser, page_file, pictures, width,
                                                                       scheme):
    from PIL import Image

    page, errors = open_page(browser, page_file, width, scheme)
    shots = os.environ.get("BOARDPUZZLES_PICTURE_SHOTS")
    room = width - 2 * PADDING
    corner_of_page = page.screenshot(clip={"x": 2, "y": 2, "width": 4, "height": 4})
    page_colour = Image.open(io.BytesIO(corner_of_page)).convert("RGB").getpixel((1, 1))
    assert (sum(page_colour[:3]) < 100) == (scheme == "dark")  # the page itself follows the scheme
    for name, picture in pictures.items():
        svg = page.locator(f"#{name} svg")
        box = svg.bounding_box()
        assert box["width"] <= room + 0.5, name
        assert abs(box["width"] - min(picture.width, room)) < 1, name  # full size when it fits, else the column
        assert abs(box["height"] / box["width"] - picture.height / picture.width) < 0.01, name  # same shape
        assert page.get_by_role("img", name=picture.alt, exact=True).count() == 1, name
        png = svg.screenshot()
        image = Image.open(io.BytesIO(png)).convert("RGB")
        corner = image.getpixel((16, 16))  # inside the rounded corner: the picture's own paper
        assert abs(sum(corner) - sum(page_colour)) < 12, (name, corner, page_colour)  # the page's colour
        paper, words = svg.evaluate(PAINT)
        palette = DARK_PALETTE if scheme == "dark" else PALETTE
        assert rgb(paper) == palette["background"], name
        assert [rgb(ink) for ink in words] == [palette["text"]], name
        assert contrast_ratio(rgb(words[0]), rgb(paper)) >= 4.5
        if shots:
            Path(shots).mkdir(parents=True, exist_ok=True)
            (Path(shots) / f"{name}-{width}-{scheme}.png").write_bytes(png)
    assert errors == []
    page.close()
