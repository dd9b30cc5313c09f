"""Printed pages (issue 39, item 1): each chapter's page as a printer lays it out, in headless Chromium.

Each chapter page is opened once (the site suite is CPU-bound), its widgets loaded, then laid out for print at the
width of an A4 page's text (210 mm less Chromium's default margins of about 10 mm), shown dark first (a printed page
is light), and told it is about to be printed (``beforeprint``, which Chromium's ``page.pdf`` and a reader's Ctrl+P
fire). Then no control shows in the article; every listing and output fits the width, and nothing runs past the
text's right edge; every program stepper shows a few moments of its run (a board or pegs, and a sentence each),
every explorer its picture, every "Your turn" one instance with answer lines, every question its number in the
page's order; and the edition's class on <html> (``kp-edition-teacher``, ``kp-edition-student``) prints every
solution or none."""

from __future__ import annotations

import pytest
from test_widget_bundle import open_with_widgets

from boardpuzzles.chapters import CHAPTERS

#: The CSS pixels across an A4 page's text: 210 mm less two margins of 10 mm, at 96 px an inch.
A4_TEXT = 718

CHAPTER_PAGES = [chapter.html() for chapter in CHAPTERS]

# Everything a printed page is checked for, read in one pass (the page laid out for print, after beforeprint).
READ = """() => {
  const article = document.querySelector(".bd-article");
  const shown = (node) => node.getClientRects().length > 0 && getComputedStyle(node).visibility !== "hidden";
  const text = (node) => (node ? node.textContent.trim() : "");
  const root = document.documentElement;
  return {
    theme: root.dataset.theme,
    paper: getComputedStyle(document.body).backgroundColor,
    controls: [...article.querySelectorAll("button, input, select, textarea, [role=slider]")].filter(shown)
      .map((node) => `${node.tagName.toLowerCase()} "${text(node).slice(0, 30)}" in ${
        (node.closest("[class*=kp-], .cell, .admonition") || article).className.slice(0, 40)}`),
    cut: [...article.querySelectorAll("pre")].filter(shown).filter((pre) => pre.scrollWidth > pre.clientWidth + 1)
      .map((pre) => `${pre.scrollWidth} > ${pre.clientWidth}: ${text(pre).slice(0, 50)}`),
    past: [...article.querySelectorAll("*")].filter((node) => node.getClientRects().length
      && node.getBoundingClientRect().right > article.getBoundingClientRect().right + 2).slice(0, 8)
      .map((node) => `${node.tagName.toLowerCase()}.${String(node.className.baseVal ?? node.className).slice(0, 40)}`),
    steppers: [...article.querySelectorAll(".kp-stepper")].map((stepper) => ({
      tracer: stepper.dataset.tracer,
      moments: [...stepper.querySelectorAll(".kp-moment")].map((moment) => ({
        shown: shown(moment),
        drawn: [...moment.querySelectorAll("svg.kp-scene-board rect, svg.kp-scene-pegs rect")].length,
        width: moment.querySelector("svg") ? moment.querySelector("svg").getBoundingClientRect().width : 0,
        sentence: text(moment.querySelector("figcaption")),
      })),
    })),
    explorers: [...article.querySelectorAll(".kp-explorer")].map((explorer) => {
      const picture = explorer.querySelector(".kp-picture");
      const drawn = picture && picture.querySelector("svg, img, .kp-message");
      return { name: explorer.getAttribute("aria-label"), shown: Boolean(drawn) && shown(drawn),
               width: drawn ? drawn.getBoundingClientRect().width : 0 };
    }),
    practice: [...article.querySelectorAll(".kp-practice:not(.kp-practice-table)")].map((practice) => {
      const sheet = practice.querySelector(".kp-practice-sheet");
      return { letter: practice.dataset.letter, shown: Boolean(sheet) && shown(sheet),
               code: text(sheet && sheet.querySelector(".kp-practice-code-text")),
               board: Boolean(sheet && sheet.querySelector("svg rect")),
               lines: sheet ? [...sheet.querySelectorAll(".kp-practice-lines li")].filter(shown).length : 0 };
    }),
    questions: article.querySelectorAll("[data-kp-question] legend").length,
    solutions: Object.fromEntries(["teacher", "student", "screen"].map((edition) => {
      root.classList.remove("kp-edition-teacher", "kp-edition-student");
      if (edition !== "screen") root.classList.add(`kp-edition-${edition}`);
      const seen = [...article.querySelectorAll("div.solution")].map((solution) => {
        const body = solution.querySelector(".admonition-title ~ *");
        return shown(solution) ? (body && shown(body) && body.getBoundingClientRect().height > 0 ? "open" : "title")
          : "none";
      });
      root.classList.remove("kp-edition-teacher", "kp-edition-student");
      return [edition, seen];
    })),
  };
}"""


def static_texts(item: dict, by_id: dict) -> list[str]:
    """The words of an accessibility node's text below ``item``, in order."""
    if item.get("role", {}).get("value") == "StaticText":
        return [item.get("name", {}).get("value", "")]
    return [text for child in item.get("childIds", []) if child in by_id for text in static_texts(by_id[child], by_id)]


def printed_legends(page) -> list[str]:
    """The words of each question's legend as the printed page shows them, its generated number included (the
    accessibility tree holds what a stylesheet's ``content`` adds; the DOM's text does not)."""
    cdp = page.context.new_cdp_session(page)
    try:
        root = cdp.send("DOM.getDocument", {"depth": 0})["root"]["nodeId"]
        legends = cdp.send("DOM.querySelectorAll", {"nodeId": root, "selector": "[data-kp-question] legend"})
        words = []
        for node in legends["nodeIds"]:
            tree = cdp.send("Accessibility.getPartialAXTree", {"nodeId": node, "fetchRelatives": True})["nodes"]
            by_id = {item["nodeId"]: item for item in tree}
            legend = next(item for item in tree if item.get("role", {}).get("value") == "Legend")
            words.append("".join(static_texts(legend, by_id)))
        return words
    finally:
        cdp.detach()


@pytest.fixture(scope="module")
def printed(browser, site_url):
    """Each chapter page as printed: what READ finds, and its questions' printed legends; opened once each."""
    found = {}

    def read(path):
        if path not in found:
            visit = open_with_widgets(browser, f"{site_url}/{path}")
            try:
                page = visit.page
                page.set_viewport_size({"width": A4_TEXT, "height": 1000})
                page.emulate_media(media="print")
                page.evaluate("document.documentElement.dataset.theme = 'dark'")  # a printed page is light
                page.evaluate("window.dispatchEvent(new Event('beforeprint'))")
                facts = page.evaluate(READ)
                facts["legends"] = printed_legends(page)
                page.emulate_media(media="screen")  # what only paper shows is hidden on the screen
                facts["on_screen"] = page.evaluate("""() => [...document.querySelectorAll(
                    ".kp-moments, .kp-practice-sheet")].filter((node) => node.getClientRects().length).length""")
                found[path] = facts
            finally:
                visit.close()
        return found[path]

    return read


@pytest.mark.parametrize("path", CHAPTER_PAGES)
def test_a_printed_page_is_light_and_shows_no_control(printed, path):
    facts = printed(path)
    assert facts["theme"] == "light", "a page shown dark prints dark"
    assert facts["paper"] in ("rgb(255, 255, 255)", "rgba(0, 0, 0, 0)"), f"the paper is {facts['paper']}"
    assert facts["controls"] == [], f"controls print on {path}: {facts['controls'][:8]}"


@pytest.mark.parametrize("path", CHAPTER_PAGES)
def test_no_line_of_code_or_output_is_cut_at_the_edge_of_an_a4_page(printed, path):
    assert printed(path)["cut"] == [], f"lines run past the page's edge on {path}"
    assert printed(path)["past"] == [], f"what runs past the text's right edge on {path}"


@pytest.mark.parametrize("path", CHAPTER_PAGES)
def test_every_stepper_prints_a_few_moments_of_its_run_each_drawn_and_said(printed, path):
    facts = printed(path)
    for stepper in facts["steppers"]:
        moments = stepper["moments"]
        assert 3 <= len(moments) <= 4, f"{stepper['tracer']} prints {len(moments)} moments"
        for moment in moments:
            assert moment["shown"] and moment["drawn"] >= 3 and moment["width"] > 100, (stepper["tracer"], moment)
            assert moment["sentence"].count(".") >= 1 and len(moment["sentence"]) > 20, (stepper["tracer"], moment)
    assert facts["on_screen"] == 0, "the printed moments or exercise sheets show on the screen"


@pytest.mark.parametrize("path", CHAPTER_PAGES)
def test_every_explorer_prints_its_picture_and_every_your_turn_one_instance(printed, path):
    facts = printed(path)
    assert facts["explorers"], f"{path} has no explorer to print"
    for explorer in facts["explorers"]:
        assert explorer["shown"] and explorer["width"] > 100, explorer
    for practice in facts["practice"]:
        assert practice["shown"] and practice["board"] and practice["code"].startswith(f"code {practice['letter']}"), \
            practice
        assert practice["lines"] >= 3, practice


@pytest.mark.parametrize("path", CHAPTER_PAGES)
def test_every_question_is_numbered_in_the_pages_order(printed, path):
    facts = printed(path)
    assert facts["questions"] > 0 and len(facts["legends"]) == facts["questions"]
    for number, legend in enumerate(facts["legends"], start=1):
        assert legend.startswith(f"Question {number}. "), legend


@pytest.mark.parametrize("path", CHAPTER_PAGES)
def test_the_teachers_edition_prints_every_solution_and_the_students_none(printed, path):
    solutions = printed(path)["solutions"]
    assert solutions["teacher"], f"{path} has no solution"
    assert set(solutions["teacher"]) == {"open"}, solutions["teacher"]
    assert set(solutions["student"]) == {"none"}, solutions["student"]
    # without an edition, a solution prints as the screen shows it: folded, its title only
    assert set(solutions["screen"]) == {"title"}, solutions["screen"]
