"""The stepper and the explorers under forced colours (Windows' high contrast), in Chromium: issue 38, item 7.

Forced colours drop every background, so a slider drawn by the book (a track that is a background) lost its track,
and every line of a stepper's listing showed the bar meant for the line that runs next (a transparent border is
painted like any other). One page load of the controls' real stylesheet (``stepper_css``, which holds the
explorers' too), with no website needed.
"""

from __future__ import annotations

import io

from PIL import Image

from boardpuzzles.book.stepper import stepper_css

PAGE = """<!doctype html><html><head><style>{css}</style></head><body style="margin: 20px">
<div class="kp-stepper">
  <input type="range" min="0" max="10" value="0" aria-label="step" style="width: 240px">
  <pre class="kp-listing"><span class="kp-line" data-line="1"><span class="kp-ln">1 </span>a = 1</span><span
    class="kp-line kp-current" data-line="2"><span class="kp-ln">2 </span>b = 2</span><span
    class="kp-line" data-line="3"><span class="kp-ln">3 </span>c = 3</span></pre>
</div></body></html>"""


def grey(png: bytes) -> Image.Image:
    return Image.open(io.BytesIO(png)).convert("L")


def test_under_forced_colours_the_sliders_track_shows_and_only_the_current_line_has_a_bar(browser):
    page = browser.new_page(viewport={"width": 600, "height": 400})
    try:
        page.emulate_media(forced_colors="active")
        page.set_content(PAGE.format(css=stepper_css()))
        assert page.evaluate("matchMedia('(forced-colors: active)').matches")
        shot = grey(page.screenshot())
        paper = shot.getpixel((5, 5))
        # the track: along the slider's middle, right of the handle (at 0), the pixels differ from the paper
        box = page.locator("input[type=range]").bounding_box()
        y = round(box["y"] + box["height"] / 2)
        track = [shot.getpixel((x, y)) for x in range(round(box["x"] + 40), round(box["x"] + box["width"] - 10))]
        assert sum(abs(value - paper) > 60 for value in track) > 0.9 * len(track), "the slider's track is not drawn"
        # the bars: 2 px inside each line's left edge, the current line's differs from the listing's ground
        bars = {}
        for number in (1, 2, 3):
            line = page.locator(f".kp-line[data-line='{number}']").bounding_box()
            bars[number] = shot.getpixel((round(line["x"] + 2), round(line["y"] + line["height"] / 2)))
        ground = shot.getpixel((round(line["x"] + line["width"] - 3), round(line["y"] + line["height"] / 2)))
        assert abs(bars[2] - paper) > 60, "the line that runs next has no bar"
        assert abs(bars[1] - ground) < 30 and abs(bars[3] - ground) < 30, f"a line not running has a bar: {bars}"
    finally:
        page.close()
