"""The built website, opened in a real headless Chromium with every non-local request blocked.

For every page of the book: no request leaves the site, there is no console error,
every figure loads, every widget renders exactly once, and moving each control
visibly changes what it shows. Build the site first (``make book``); the README's
test command does that.
"""

from __future__ import annotations

import functools
import io
import re
import time
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote, urlparse

import pytest
from conftest import PYTHON_WHEN_ASKED, Opened
from test_widget_bundle import SITE, VIEW_TYPE, check_the_api, check_the_icons, pages_with_widgets, wait_for_widgets

from boardpuzzles.chapters import CHAPTERS, chapter_numbered

pytestmark = pytest.mark.browser

#: Python's cold start in the browser plus one picture, on a loaded 2-core machine.
LIVE_TIMEOUT_S = 120


def pages() -> list[str]:
    return sorted(str(p.relative_to(SITE)) for p in (SITE / "book").glob("*.html"))


class PageVisit:
    """One page opened with non-local requests blocked, recording what was blocked and what went wrong.

    A page is read once everything it loads late is there: every widget drawn (a chapter loads them after
    its load event, each when it nears the screen) and every figure loaded (they are lazy), as
    test_widget_bundle.wait_for_widgets waits for them.
    """

    def __init__(self, browser, site_url: str, path: str):
        self.blocked: list[str] = []
        self.errors: list[str] = []
        self.failed: list[str] = []
        self.page = browser.new_page(viewport={"width": 1280, "height": 1000})
        self.page.add_init_script(PYTHON_WHEN_ASKED)
        host = urlparse(site_url).netloc
        self.page.route("**/*", lambda route: self._route(route, host))
        self.page.on("console", lambda msg: msg.type == "error" and self.errors.append(msg.text))
        self.page.on("pageerror", lambda error: self.errors.append(str(error)))
        self.page.on("requestfailed", lambda request: self.failed.append(request.url))
        self.page.goto(f"{site_url}/{path}", wait_until="load", timeout=120_000)
        assert wait_for_widgets(self.page) == "ready", f"the widgets or figures of {path} did not all load"

    def _route(self, route, host):
        url = route.request.url
        if urlparse(url).netloc == host or url.startswith(("data:", "blob:")):
            route.continue_()
        else:
            self.blocked.append(url)
            route.abort()


#: ``make test`` gives each page's tests to one test process (conftest.py, SPREAD_BY_PAGE): the processes share
#: the pages, and each opens only the ones its tests read.
SPREAD_BY_PAGE = True




@pytest.fixture(scope="module")
def visits(browser, site_url):
    opened = Opened(lambda path: PageVisit(browser, site_url, path))
    yield opened
    for visit in opened.values():
        visit.page.close()


def test_the_book_has_its_pages():
    assert "book/index.html" in pages() and {chapter.html() for chapter in CHAPTERS} <= set(pages())


@pytest.mark.parametrize("path", pages())
def test_no_request_leaves_the_site_and_nothing_fails(visits, path):
    visit = visits[path]
    assert visit.blocked == [], f"{path} asked other hosts for {visit.blocked}"
    assert visit.failed == [], f"{path} failed to load {visit.failed}"
    assert visit.errors == [], f"{path} logged console errors {visit.errors}"


@pytest.mark.parametrize("path", pages())
def test_every_icon_is_drawn(visits, path):
    check_the_icons(visits[path].page, path)


@pytest.mark.parametrize("path", pages_with_widgets())
def test_the_widget_api_returns_the_models_of_the_page(visits, path):
    check_the_api(visits[path].page, path)


@pytest.mark.parametrize("path", pages())
def test_every_figure_loads(visits, path):
    page = visits[path].page
    page.evaluate("window.scrollTo(0, document.body.scrollHeight)")
    page.wait_for_timeout(300)
    broken = page.evaluate("() => Array.from(document.images)"
                           ".filter(i => !(i.complete && i.naturalWidth > 0)).map(i => i.src)")
    assert broken == []
    if Path(path).name[:2].isdigit():
        assert page.locator("img").count() > 0, f"chapter {path} shows no figure"


@pytest.mark.parametrize("path", pages())
def test_every_static_figure_has_alt_text(visits, path):
    """Figures drawn by code cells carry alt text that says what they show, not a file's name or path.

    Explorer pictures carry their own text alternatives (tests/test_pictures_browser.py).
    """
    missing = visits[path].page.evaluate(
        """() => Array.from(document.querySelectorAll('.cell_output img, figure img'))
                 .filter(i => !i.closest('.widget-subarea'))
                 .filter(i => !/\\s/.test((i.getAttribute('alt') || '').trim())
                              || /\\.(png|jpe?g|gif|svg|webp)$/i.test((i.getAttribute('alt') || '').trim()))
                 .map(i => i.src.split('/').pop() + ': ' + JSON.stringify(i.getAttribute('alt')))"""
    )
    assert missing == [], f"{path} has figures without a meaningful alt text: {missing}"


@pytest.mark.parametrize("path", pages())
def test_every_widget_renders_exactly_once(visits, path):
    counts = visits[path].page.evaluate(
        """() => Array.from(document.querySelectorAll('script[type="application/vnd.jupyter.widget-view+json"]'))
                 .map(s => s.parentElement.querySelectorAll(':scope > .widget-subarea').length)"""
    )
    assert all(count == 1 for count in counts), f"rendered copies per widget: {counts}"


SHOWN = "(root) => root.querySelector('.kp-picture').innerHTML"


def _wait_for_change(page, explorer, before: str) -> bool:
    """Wait until the explorer shows something else than ``before`` (Python in the browser may start first)."""
    deadline = time.monotonic() + LIVE_TIMEOUT_S
    while time.monotonic() < deadline:
        if explorer.evaluate(SHOWN) != before and "Computing" not in explorer.locator(".kp-note").inner_text():
            return True
        page.wait_for_timeout(150)
    return False


def _changes(page, explorer, act) -> bool:
    before = explorer.evaluate(SHOWN)
    act()
    return _wait_for_change(page, explorer, before)


def _slide(page, slider, key: str, times: int = 1):
    def act():
        slider.focus()
        for _ in range(times):
            page.keyboard.press(key)
    return act


@pytest.mark.parametrize("path", pages())
def test_every_control_changes_what_is_shown(visits, path):
    """Each slider, toggle and step button of every explorer changes its picture (precomputed or live).

    A number that shows the same picture one step up (a budget already large enough) must change it one
    step down.
    """
    page = visits[path].page
    explorers = page.locator(".kp-explorer")
    steppers = page.locator(".kp-stepper")  # tests/test_stepper_browser.py works their controls
    practice = page.locator(".kp-practice")  # and tests/test_practice_browser.py the Your turn exercises'
    assert explorers.count() + steppers.count() + practice.count() == len(
        page.locator(f'script[type="{VIEW_TYPE}"]').all()), (
        f"{path}: every widget of a chapter is an explorer, a program stepper or a Your turn exercise")
    for index in range(explorers.count()):
        explorer = explorers.nth(index)
        explorer.scroll_into_view_if_needed()
        for slider_index in range(explorer.locator("input[type=range]").count()):
            slider = explorer.locator("input[type=range]").nth(slider_index)
            name = slider.get_attribute("aria-label")
            at_end = slider.input_value() == slider.get_attribute("max")
            up, down = ("ArrowLeft", "ArrowRight") if at_end else ("ArrowRight", "ArrowLeft")
            assert (_changes(page, explorer, _slide(page, slider, up))
                    or _changes(page, explorer, _slide(page, slider, down, times=2))), (
                f"the {name} slider of explorer {index} on {path} changed nothing")
        for button in explorer.locator("[role=group]:not(.kp-board-tools) button[aria-pressed=false]").all():
            assert _changes(page, explorer, button.click), (
                f"the {button.inner_text()} button of explorer {index} on {path} changed nothing")
        forward = explorer.get_by_role("button", name=re.compile("forward one$"))
        if forward.count():
            assert _changes(page, explorer, forward.click), f"stepping explorer {index} on {path} changed nothing"
        assert explorer.locator(".kp-note").inner_text().strip() == "", (
            f"explorer {index} on {path} says {explorer.locator('.kp-note').inner_text()!r}")


# --- reading: what a reader meets at 1280 px and on a 390 px phone --------------------------

PHONE = 390
SMALLEST_BOARD = 260  # px: no picture in a chapter is shown narrower on the desktop page


def chapters() -> list[str]:
    """The chapters' main pages, ``book/NN_name.html`` (not their companions)."""
    return [path for path in pages() if Path(path).name[:2].isdigit() and not Path(path).stem.endswith("_further")]


def companions() -> list[str]:
    """Each chapter's companion page, ``book/NN_name_further.html``: its "Going further" sections."""
    return [path for path in pages() if Path(path).name[:2].isdigit() and Path(path).stem.endswith("_further")]


@pytest.fixture(scope="module")
def phone_visits(browser, site_url):
    def open_page(path: str):
        page = browser.new_page(viewport={"width": PHONE, "height": 800})
        page.add_init_script(PYTHON_WHEN_ASKED)
        page.goto(f"{site_url}/{path}", wait_until="load")
        if VIEW_TYPE in (SITE / path).read_text(encoding="utf-8"):
            assert wait_for_widgets(page) == "ready", f"the widgets of {path} did not render at {PHONE} px"
        page.wait_for_timeout(300)
        return page

    opened = Opened(open_page)
    yield opened
    for page in opened.values():
        page.close()


# Visible elements only: a closed "checks" toggle hides its cells from the reader.
CUT_OFF_BLOCKS = """() => Array.from(document.querySelectorAll('article pre'))
    .filter(e => e.checkVisibility() && e.scrollWidth > e.clientWidth + 1)
    .map(e => e.textContent.split('\\n').find(line => line.length > 80) || e.textContent.slice(0, 80))"""

CUT_OFF_READOUTS = """() => Array.from(
        document.querySelectorAll('.kp-explorer label, .kp-explorer button, .kp-explorer select, .kp-label'))
    .filter(e => e.checkVisibility() && e.scrollWidth > e.clientWidth + 1)
    .map(e => e.textContent || e.value)"""


@pytest.mark.parametrize("path", pages())
def test_no_code_or_output_line_is_cut_off_at_1280_px(visits, path):
    cut = visits[path].page.evaluate(CUT_OFF_BLOCKS)
    assert cut == [], f"{path} has {len(cut)} blocks the reader must scroll sideways, e.g. {cut[:3]}"


@pytest.mark.parametrize("path", pages())
def test_no_visible_cell_only_pastes_numbers_into_the_prose(visits, path):
    pasting = visits[path].page.evaluate(
        """() => Array.from(document.querySelectorAll('.cell_input'))
                 .filter(e => e.checkVisibility() && /\\bglue\\(/.test(e.textContent))
                 .map(e => e.textContent.trim().slice(0, 80))"""
    )
    assert pasting == [], f"{path} shows number-pasting code: {pasting}"


@pytest.mark.parametrize("path", pages())
def test_no_glue_or_eval_markup_is_left_raw(path):
    text = (SITE / path).read_text(encoding="utf-8")
    for raw in ("{glue:", "{eval}", "{term}", "{cite}", "{py:func}"):
        assert raw not in text, f"{path} shows raw markup {raw!r}"


@pytest.mark.parametrize("path", chapters())
def test_pictures_are_crisp_and_boards_big_enough(visits, path):
    page = visits[path].page
    shown = page.evaluate(
        """() => Array.from(document.querySelectorAll('article img'))
                 .filter(i => i.checkVisibility() && !i.src.endsWith('.svg'))
                 .map(i => ({name: i.src.split('/').pop().slice(0, 40), natural: i.naturalWidth,
                             width: i.getBoundingClientRect().width}))"""
    )
    assert shown, f"{path} shows no picture"
    soft = [p for p in shown if p["natural"] + 2 < 2 * p["width"]]
    small = [p for p in shown if p["width"] < SMALLEST_BOARD]
    assert soft == [], f"{path} has pictures softer than a 2x screen needs: {soft}"
    assert small == [], f"{path} has pictures narrower than {SMALLEST_BOARD} px: {small}"


@pytest.mark.parametrize("path", pages())
def test_no_control_text_is_cut_off(visits, phone_visits, path):
    for page in (visits[path].page, phone_visits[path]):
        cut = page.evaluate(CUT_OFF_READOUTS)
        assert cut == [], f"{path} cuts off control texts {cut}"


@pytest.mark.parametrize("path", pages())
def test_a_phone_never_scrolls_sideways(phone_visits, path):
    page = phone_visits[path]
    overflow = page.evaluate("() => document.scrollingElement.scrollWidth - window.innerWidth")
    assert overflow <= 0, f"{path} scrolls {overflow} px sideways on a {PHONE} px phone"
    wide_rows = page.evaluate(
        """() => Array.from(document.querySelectorAll('.kp-explorer, .kp-control, .kp-player, .kp-picture'))
                 .filter(e => e.checkVisibility() && e.getBoundingClientRect().right > window.innerWidth + 1)
                 .map(e => Math.round(e.getBoundingClientRect().width))"""
    )
    assert wide_rows == [], f"{path} has widget rows wider than a {PHONE} px phone: {wide_rows}"


# --- learning aids: goals, check yourself, theorems, exercises, summary ----------------------

# Every "check yourself" question on a page, with how to answer it right and wrong: each question keeps
# its answers sealed in data-kp-question (no right answer in plain text), and the book's quiz script
# (boardpuzzles/book/quiz.js) builds its form; the right answer is found as the script checks one, by its hash.
QUESTIONS = """() => Array.from(document.querySelectorAll('.kp-question')).map((question, index) => {
    const first = JSON.parse(question.dataset.kpQuestion);
    const legend = question.querySelector('legend');  // after Another one, the version it shows
    const data = [first, ...(first.variants || [])].find(v => legend && v.question === legend.textContent) || first;
    const form = question.querySelector('form') !== null;
    const right = (answer) => knightsQuiz.tag(data.salt, 'right', String(answer)) === data.right;
    if (data.type === 'numeric') {
        let value = -1;
        while (!right(value) && value < 100000) value += 1;
        const taken = new Set(data.answers.map(a => a.key));
        let wrong = value + 1;
        while (taken.has(knightsQuiz.tag(data.salt, 'key', String(wrong)))) wrong += 1;
        return {index, kind: 'number', form, right: String(value), wrong: String(wrong),
                another: question.querySelector('.kp-another') !== null};
    }
    return {index, kind: 'choice', form, right: data.answers.findIndex(a => right(a.answer)),
            wrong: data.answers.findIndex(a => !right(a.answer)),
            radios: question.querySelectorAll('input[type=radio]').length,
            another: question.querySelector('.kp-another') !== null};
})"""


def _answer(page, question: dict, right: bool) -> tuple[str, str]:
    """Answer one question right or wrong as a reader does; return the feedback's class and text.

    A number is typed and sent with Enter, which leaves the focus in its box; a choice is picked
    (its radio, by its label) and then checked with the Check button.
    """
    quiz = page.locator(".kp-question").nth(question["index"])
    quiz.scroll_into_view_if_needed()
    if question["kind"] == "number":
        box = quiz.get_by_role("textbox")
        box.fill(question["right" if right else "wrong"])
        box.press("Enter")
        assert box.evaluate("box => document.activeElement === box"), "Enter took the focus out of the box"
    else:
        quiz.locator("label.kp-option").nth(question["right" if right else "wrong"]).click()
        quiz.get_by_role("button", name="Check").click()
    feedback = quiz.locator(".kp-feedback[aria-live='polite']")
    feedback.wait_for(state="visible", timeout=2000)
    return feedback.get_attribute("class"), feedback.inner_text()


@pytest.mark.parametrize("path", chapters())
def test_each_chapter_opens_with_learning_goals(visits, path):
    goals = visits[path].page.locator("article .admonition:has(.admonition-title:text-is('Learning goals'))")
    assert goals.count() == 1, f"{path} has {goals.count()} learning-goals boxes"
    assert 3 <= goals.locator("li").count() <= 5, f"{path} should state 3-5 learning goals"
    first_heading = visits[path].page.locator("article h2").first
    assert goals.bounding_box()["y"] < first_heading.bounding_box()["y"], (
        f"{path} states its goals after its first section"
    )


@pytest.mark.parametrize("path", chapters())
def test_each_chapter_ends_with_a_summary_and_key_terms_from_the_glossary(visits, path):
    summary = visits[path].page.locator("article section:has(> h2:text-matches('^([0-9.]+ )?Summary'))")
    assert summary.count() == 1, f"{path} has no Summary section"
    assert summary.locator("li").count() >= 3, f"{path}'s summary has fewer than three points"
    key_terms = summary.locator("p:has(strong:text-is('Key terms:')) a[href*='glossary.html#term-']")
    assert key_terms.count() >= 3, f"{path} links fewer than three key terms to the glossary"


@pytest.mark.parametrize("path", chapters())
def test_check_yourself_answers_right_and_wrong_on_click(visits, path):
    visit = visits[path]
    questions = visit.page.evaluate(QUESTIONS)
    assert 3 <= len(questions) <= 6, f"{path} has {len(questions)} check-yourself questions; 3-6 are wanted"
    assert {"number", "choice"} <= {q["kind"] for q in questions}, f"{path} should mix numbers and choices"
    assert all(q["form"] for q in questions), f"{path}: the quiz script left questions without their form"
    # An arrow key moves to the next answer and picks it, but only Check grades it.
    choice = next(q for q in questions if q["kind"] == "choice")
    quiz = visit.page.locator(".kp-question").nth(choice["index"])
    quiz.scroll_into_view_if_needed()
    quiz.locator("input[type=radio]").first.focus()
    visit.page.keyboard.press("ArrowDown")
    assert quiz.locator("input[type=radio]").nth(1).is_checked(), f"{path}: ArrowDown did not move to the next answer"
    assert quiz.locator(".kp-feedback").inner_text() == "", f"{path}: an arrow key graded the answer it picked"
    wrong_class, wrong_text = _answer(visit.page, questions[0], right=False)
    right_class, right_text = _answer(visit.page, questions[-1], right=True)
    assert "kp-incorrect" in wrong_class.split() and wrong_text.startswith("Not quite"), (path, wrong_text)
    assert "kp-correct" in right_class.split() and right_text.startswith("Right."), (path, right_text)
    assert visit.errors == [] and visit.blocked == [], (
        f"{path}: answering logged {visit.errors} or asked {visit.blocked}"
    )


@pytest.mark.parametrize("path", chapters())
def test_check_yourself_holds_no_right_answer_and_asks_another_one(visits, path):
    """No question's data says which answer is right; a question with parameters asks another one, by its
    versions computed beforehand (no Python needed), keeps the focus on its button, and checks the new one."""
    visit = visits[path]
    page = visit.page
    for data in page.eval_on_selector_all(".kp-question", "qs => qs.map(q => q.dataset.kpQuestion)"):
        assert '"correct"' not in data and '"value"' not in data, f"{path}: a question says its right answer"
    questions = page.evaluate(QUESTIONS)
    varied = [q for q in questions if q["another"]]
    assert varied, f"{path} asks no question again with new parameters"
    holder = page.locator(".kp-question").nth(varied[0]["index"])
    holder.scroll_into_view_if_needed()
    first = holder.locator("legend").inner_text()
    holder.get_by_role("button", name="Another one").click()
    page.wait_for_function("([q, old]) => document.querySelectorAll('.kp-question')[q].querySelector('legend')"
                           ".textContent !== old", arg=[varied[0]["index"], first], timeout=5000)
    assert holder.get_by_role("button", name="Another one").evaluate("b => b === document.activeElement"), (
        f"{path}: Another one lost the focus")
    assert holder.locator(".kp-said").text_content().startswith("Another question: ")
    again = page.evaluate(QUESTIONS)[varied[0]["index"]]
    _, right_text = _answer(page, again, right=True)
    assert right_text.startswith("Right."), (path, right_text)
    assert visit.errors == [] and visit.blocked == [], f"{path}: logged {visit.errors} or asked {visit.blocked}"


@pytest.mark.parametrize("path", chapters())
def test_theorems_and_exercises_come_from_sphinx_proof_and_sphinx_exercise(visits, path):
    """A chapter states its theorems on its page or its companion (where the proofs went), refers to them from the
    text, and asks at least three exercises, two of them at the end of its main line; every solution folded."""
    companion = path.replace(".html", "_further.html")
    counts = {"statements": 0, "references": 0, "exercises": 0}
    for where in (path, companion):
        page = visits[where].page
        statements = page.locator("article div.proof.theorem, article div.proof.lemma")
        titles = statements.locator(":scope > .admonition-title").all_inner_texts()
        assert all(re.match(r"(Theorem|Lemma) [\d.]+", title) for title in titles), f"{where}: unnumbered {titles}"
        exercises = page.locator("article div.exercise")
        solutions = page.locator("article div.solution")
        counts["statements"] += statements.count()
        counts["references"] += page.locator("article a[href*='#thm-']:not(.headerlink)").count()
        counts["exercises"] += exercises.count()
        if where == path:
            assert exercises.count() >= 2, f"{path} ends its main line with {exercises.count()} exercises"
        assert page.locator("article div.solution.dropdown").count() == solutions.count() == exercises.count(), (
            f"{where}: every exercise needs one folded solution"
        )
        assert page.locator("article .admonition-title:text-matches('^Solution [0-9]')").count() == 0, (
            f"{where} still has hand-made solution dropdowns"
        )
        if solutions.count():
            first = solutions.first
            first.scroll_into_view_if_needed()
            title = first.locator(".admonition-title").inner_text()
            assert first.inner_text().strip() == title.strip(), f"{where} shows a solution before it is asked for"
            first.locator("button.toggle-button").click()
            page.wait_for_timeout(500)
            assert len(first.inner_text()) > len(title) + 20, f"{where}: clicking a solution's title does not open it"
        text = (SITE / where).read_text(encoding="utf-8")
        for raw in ("{prf:", "{exercise}", "{solution}"):
            assert raw not in text, f"{where} shows raw markup {raw!r}"
    assert counts["statements"] >= 1, f"{path} and its companion state no theorem"
    assert counts["references"] >= 1, f"{path} and its companion never refer to their theorems from the text"
    assert counts["exercises"] >= 3, f"{path} and its companion ask {counts['exercises']} exercises"


# --- links and budgets: read from the built files, no browser needed -------------------------

PAGE_BUDGET = 3 * 1024 * 1024   # bytes: one page's HTML with its inline widget state, plus its own images
SITE_BUDGET = 50 * 1024 * 1024  # bytes: the whole website, Python in the page included


class _LinksAndIds(HTMLParser):
    def __init__(self):
        super().__init__()
        self.links, self.ids, self.images = [], set(), []

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if "id" in attrs:
            self.ids.add(attrs["id"])
        if tag == "a" and attrs.get("href"):
            self.links.append(attrs["href"])
        if tag == "img" and attrs.get("src") and not attrs["src"].startswith("data:"):
            self.images.append(attrs["src"])


@functools.cache
def parsed(path: Path) -> _LinksAndIds:
    parser = _LinksAndIds()
    parser.feed(path.read_text(encoding="utf-8"))
    return parser


def html_files() -> list[Path]:
    return sorted(SITE.rglob("*.html")) if SITE.exists() else []


@pytest.mark.parametrize("path", pages())
def test_internal_links_lead_somewhere(path):
    page = SITE / path
    broken = []
    for href in parsed(page).links:
        url = urlparse(href)
        if url.scheme or href.startswith(("mailto:", "javascript:")):
            continue
        target = (page.parent / unquote(url.path)).resolve() if url.path else page
        if target.is_dir():
            target = target / "index.html"
        if not target.exists():
            broken.append(href)
        elif url.fragment and target.suffix == ".html" and url.fragment not in parsed(target).ids:
            broken.append(href)
    assert broken == [], f"{path} links to missing pages or anchors: {broken}"


@pytest.mark.parametrize("path", pages())
def test_no_option_is_printed_with_an_en_dash(path):
    """Sphinx's smart quotes would make ``--state`` "–state"; the book's prose sets its dashes itself."""
    text = re.sub(r"<[^>]+>", " ", (SITE / path).read_text(encoding="utf-8"))
    assert re.findall(r"(?<![\w–])–[a-z][\w-]*", text) == [], f"{path} prints an option with an en dash"


def test_the_site_has_no_index_of_label_slugs():
    """Nothing links to sphinx-proof's index of proofs, and it lists labels such as thm-bfs-colour."""
    assert not (SITE / "prf-prf.html").exists()


@pytest.mark.parametrize("path", pages())
def test_every_page_is_under_its_size_budget(path):
    page = SITE / path
    own_images = sum((page.parent / unquote(src)).stat().st_size
                     for src in parsed(page).images if "_static/" not in src)
    weight = page.stat().st_size + own_images
    assert weight < PAGE_BUDGET, f"{path} weighs {weight / 2**20:.2f} MB with its images; the budget is 3 MB"


def test_the_whole_site_is_under_its_size_budget():
    total = sum(f.stat().st_size for f in SITE.rglob("*") if f.is_file())
    assert 0 < total < SITE_BUDGET, f"the site weighs {total / 2**20:.1f} MB; the budget is 50 MB"


def test_every_chapter_can_be_downloaded_as_a_notebook():
    chapters = [p for p in pages() if Path(p).name[:2].isdigit()]
    assert chapters
    for chapter in chapters:
        source = SITE / "_sources" / Path(chapter).with_suffix(".ipynb")
        assert source.exists(), f"no downloadable notebook for {chapter}"
        assert Path(chapter).with_suffix(".ipynb").name in (SITE / chapter).read_text(encoding="utf-8")


def test_the_api_reference_is_rendered_not_raw():
    text = (SITE / "book" / "api.html").read_text(encoding="utf-8")
    for module in ("board", "knight", "distance", "search", "tour", "backtracking", "warnsdorff", "hanoi",
                   "hanoi.checks", "hanoi.rules", "hanoi.methods", "hanoi.graph", "hanoi.trace", "hanoi.four_pegs",
                   "cli", "book", "book.plotting", "book.plotting.boards", "book.plotting.jumps",
                   "book.plotting.distances", "book.explorer", "book.quiz", "hanoi.formulas", "pictures"):
        assert f'id="module-boardpuzzles.{module}"' in text, f"boardpuzzles.{module} is missing from the API page"
    for raw in (".. py:function::", ".. automodule::", ":func:`"):
        assert raw not in text, f"the API page shows raw reStructuredText {raw!r}"


# --- back matter and search: the glossary, the search box, names and fonts --------------------

GLOSSARY_TERMS = """() => Array.from(document.querySelectorAll('dl.glossary > dt')).map(dt => {
    const copy = dt.cloneNode(true);
    copy.querySelectorAll('.headerlink').forEach(link => link.remove());
    return copy.textContent.trim();
})"""


def test_the_glossary_is_in_alphabetical_order(visits):
    terms = visits["book/glossary.html"].page.evaluate(GLOSSARY_TERMS)
    assert len(terms) >= 20, f"the glossary shows only {terms}"
    assert terms == sorted(terms, key=str.casefold), f"the glossary is not in alphabetical order: {terms}"


def _search(browser, site_url: str, query: str) -> list[str]:
    """Search the site as a reader does; return the links of the hits, best first."""
    page = browser.new_page(viewport={"width": 1280, "height": 900})
    try:
        page.goto(f"{site_url}/search.html?q={query}", wait_until="load")
        page.wait_for_function("() => /found|did not match/i.test("
                               "document.querySelector('#search-results')?.textContent || '')", timeout=30_000)
        page.wait_for_timeout(500)  # the hits are added one by one
        return page.evaluate("() => Array.from(document.querySelectorAll('#search-results ul.search > li'))"
                             ".map(li => li.querySelector('a').getAttribute('href'))")
    finally:
        page.close()


def test_search_lists_the_chapter_first_and_api_entries_last(browser, site_url):
    hits = _search(browser, site_url, "Warnsdorff")
    chapter = next(chapter for chapter in CHAPTERS if "Warnsdorff" in chapter.title)
    assert hits and chapter.html().removeprefix("book/") in hits[0], f"the first hit for Warnsdorff is {hits[:3]}"
    chapters_at = [i for i, href in enumerate(hits) if Path(urlparse(href).path).name[:2].isdigit()]
    api_at = [i for i, href in enumerate(hits) if "api.html" in href]
    assert chapters_at and api_at and max(chapters_at) < min(api_at), (
        f"an API entry comes before a chapter: {hits}")


def test_search_for_a_name_from_the_code_finds_its_api_entry_first(browser, site_url):
    hits = _search(browser, site_url, "warnsdorff_tour")
    assert hits and hits[0].endswith("api.html#boardpuzzles.warnsdorff.warnsdorff_tour"), hits[:3]


SEARCH_BOXES = """() => Array.from(document.querySelectorAll(
        '.search-button-field, .search-button, form.bd-search, input[type=search]'))
    .filter(e => e.checkVisibility()).length"""


def test_the_landing_page_has_one_search_box(visits, phone_visits):
    assert visits["book/index.html"].page.evaluate(SEARCH_BOXES) == 1, "not one search box at 1280 px"
    assert phone_visits["book/index.html"].evaluate(SEARCH_BOXES) == 1, f"not one search box at {PHONE} px"


# A name in inline code (an identifier, a dotted name, a call such as f()) that wraps must wrap after
# an underscore or a dot, never inside a word.
NAMES_BROKEN_MID_WORD = """() => {
    const broken = [];
    for (const code of document.querySelectorAll('article code, article dt.sig .sig-name')) {
        if (!code.checkVisibility() || code.closest('pre') || code.getClientRects().length < 2) continue;
        if (!/^[A-Za-z_][\\w.]*(\\(\\))?$/.test(code.textContent.trim())) continue;
        const range = document.createRange();
        let before = null, top = null;
        const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
        for (let text = walker.nextNode(); text; text = walker.nextNode()) {
            for (let i = 0; i < text.length; i++) {
                range.setStart(text, i);
                range.setEnd(text, i + 1);
                const box = range.getBoundingClientRect();
                if (box.width === 0) {  // a space at the end of a line takes no room
                    if (/\\s/.test(text.data[i])) before = text.data[i];
                    continue;
                }
                if (top !== null && box.top > top + 2 && !/[_.]/.test(before)) {
                    broken.push(code.textContent);
                }
                before = text.data[i];
                top = box.top;
            }
        }
    }
    return broken;
}"""


@pytest.mark.parametrize("path", pages())
def test_names_in_code_never_break_mid_word(visits, phone_visits, path):
    for page in (visits[path].page, phone_visits[path]):
        broken = page.evaluate(NAMES_BROKEN_MID_WORD)
        assert broken == [], f"{path} breaks these names inside a word: {broken[:5]}"


def test_the_source_titles_are_marked_with_their_languages_and_fonts(visits):
    page = visits["book/references.html"].page
    for language, font in (("zh", "Noto Sans CJK SC"), ("ja", "Noto Sans CJK JP"), ("ru", None)):
        marked = page.locator(f"div.citation [lang='{language}']")
        assert marked.count() >= 1, f"no title in the references is marked lang={language}"
        family = marked.first.evaluate("e => getComputedStyle(e).fontFamily")
        if font:
            assert family.startswith(f'"{font}"'), f"lang={language} is set in {family}"


# --- a main line a first-year student reads in one sitting --------------------------------------

SCREEN = 900            # px: one screen of a 1280 px wide window
MAIN_LINE_SCREENS = 15  # screens: a chapter page, top to bottom, at 1280 px
MAIN_LINE_WORDS = 3000  # words of prose on a chapter page (code cells, their outputs and math left out)

# The article's height, less its Your turn exercises (done, not read: an exercise's board and answers are the
# reader's work, however long they take), and the words of its prose: the text outside code cells, listings and math.
MAIN_LINE = """() => {
    const article = document.querySelector('article');
    const exercises = [...article.querySelectorAll('.kp-practice')]
        .reduce((sum, exercise) => sum + (exercise.closest('div.cell') || exercise).getBoundingClientRect().height, 0);
    const prose = article.cloneNode(true);
    prose.querySelectorAll('div.cell, pre, mjx-container, .MathJax, .math, script, style, .headerlink')
        .forEach(e => e.remove());
    const words = prose.textContent.split(/\\s+/).filter(word => /[\\p{L}\\p{N}]/u.test(word)).length;
    return [article.getBoundingClientRect().height - exercises, words];
}"""


@pytest.mark.parametrize("path", chapters())
def test_each_chapter_page_is_a_main_line_a_student_reads_in_one_sitting(browser, site_url, path):
    # a page of its own, as a reader opens it: the other tests' visits open answers and solutions
    visit = PageVisit(browser, site_url, path)
    try:
        height, words = visit.page.evaluate(MAIN_LINE)
    finally:
        visit.page.close()
    assert height / SCREEN <= MAIN_LINE_SCREENS, (
        f"{path} is {height / SCREEN:.1f} screens ({height:.0f} px) at 1280 px; at most {MAIN_LINE_SCREENS} are "
        f"wanted: move a 'Going further' section to the chapter's companion page")
    assert words <= MAIN_LINE_WORDS, f"{path} has {words} words of prose; at most {MAIN_LINE_WORDS} are wanted"


def test_the_word_count_leaves_out_code_and_counts_prose(visits):
    """The measure above can fail: the glossary is all prose, and its words are counted."""
    _, words = visits["book/glossary.html"].page.evaluate(MAIN_LINE)
    text = visits["book/glossary.html"].page.evaluate("() => document.querySelector('article').textContent")
    assert 0.8 * len(text.split()) <= words <= len(text.split())


LINKS_TO = """(target) => Array.from(document.querySelectorAll('article a[href]'))
    .filter(a => new URL(a.href, location.href).pathname.endsWith('/' + target)).length"""


@pytest.mark.parametrize("path", chapters())
def test_each_chapter_and_its_companion_page_link_both_ways(visits, path):
    companion = path.replace(".html", "_further.html")
    assert companion in visits, f"{path} has no companion page {companion}"
    assert visits[path].page.evaluate(LINKS_TO, Path(companion).name) >= 1, f"{path} never links to {companion}"
    assert visits[companion].page.evaluate(LINKS_TO, Path(path).name) >= 1, f"{companion} never links to {path}"


# Each chapter's program section, with the code listings in it that define a function: highlighted blocks, and
# program steppers' listings (a stepper's view is drawn as it nears the screen: the section is scrolled to first).
PROGRAM_LISTINGS = """async (title) => {
    const heading = Array.from(document.querySelectorAll('article section > h2'))
        .find(h => h.textContent.replace(/[#¶]/g, '').replace(/[‘’]/g, "'").replace(/^[0-9.]+\\s*/, '').trim()
                   === title);
    if (!heading) return null;
    const section = heading.parentElement;
    const count = () => Array.from(section.querySelectorAll('div.highlight pre, .kp-stepper .kp-listing'))
        .filter(pre => /^\\s*(\\d+\\s+)?def /m.test(pre.textContent)).length;
    for (const cell of section.querySelectorAll('div.cell')) {
        if (count()) break;
        cell.scrollIntoView();
        await new Promise((resolve) => setTimeout(resolve, 300));
    }
    for (let k = 0; k < 50 && !count(); k += 1) await new Promise((resolve) => setTimeout(resolve, 200));
    window.scrollTo(0, 0);  // as the other tests of this visit expect it
    return count();
}"""


@pytest.mark.parametrize("path", chapters())
def test_every_chapters_program_section_shows_code(visits, path):
    from conftest import PROGRAM_SECTIONS

    title = PROGRAM_SECTIONS[Path(path).stem]
    listings = visits[path].page.evaluate(PROGRAM_LISTINGS, title)
    assert listings is not None, f"{path} has no section '{title}'"
    assert listings >= 1, f"{path}: the section '{title}' shows no code listing"


# Every picture of a page in document order (a figure's image, an explorer's picture), as what identifies
# it: its image data, its SVG markup, or its text alternative.
PICTURES_IN_ORDER = """() => Array.from(document.querySelectorAll('article img, article .kp-picture'))
    .filter(e => !e.closest('.kp-picture') || e.classList.contains('kp-picture'))
    .filter(e => e.checkVisibility())  // a figure's twin for the other mode is hidden
    .map(e => {
        if (e.tagName === 'IMG') return {what: e.src.split('/').pop().slice(0, 80), key: e.src,
                                         alt: (e.getAttribute('alt') || '').trim()};
        const svg = e.querySelector('svg');
        return {what: 'explorer picture', key: svg ? svg.outerHTML : e.innerHTML,
                alt: svg ? (svg.getAttribute('aria-label') || '').trim() : ''};
    })"""


@pytest.mark.parametrize("path", chapters())
def test_no_figure_is_shown_twice_in_a_row(visits, path):
    pictures = visits[path].page.evaluate(PICTURES_IN_ORDER)
    assert len(pictures) >= 2
    repeats = [(one["what"], two["what"]) for one, two in zip(pictures, pictures[1:])
               if one["key"] == two["key"] or (one["alt"] and one["alt"] == two["alt"])]
    assert repeats == [], f"{path} shows the same picture twice in a row: {repeats}"


# --- accessibility: axe-core on every page, at 1280 px and 390 px, in light and dark mode ------

#: axe-core 4.14.1, vendored (tests/a11y/README.md): the test asks no other host for it.
AXE = Path(__file__).resolve().parent / "a11y" / "axe.min.js"
WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"]
BLOCKING = ("critical", "serious")
#: The minor findings already printed, once per rule.
_MINOR_SEEN: set[str] = set()

AXE_RUN = """async ([tags, leftOut]) => {
    const context = {exclude: leftOut.map((id) => [`[id="${id}"]`])};
    const result = await axe.run(context, {runOnly: {type: 'tag', values: tags}, resultTypes: ['violations']});
    return result.violations.map(v => ({rule: v.id, impact: v.impact, help: v.help,
        nodes: v.nodes.map(n => ({target: n.target.join(' '), summary: n.failureSummary}))}));
}"""

# Switch the theme as the theme's own button does, then wait for the new styles: two frames, and the end
# of the colour transitions they start (a colour caught halfway fails the contrast rule).
SET_THEME = """async (mode) => {
    const atMost = (ms, promise) => Promise.race([promise, new Promise(done => setTimeout(done, ms))]);
    document.documentElement.dataset.theme = mode;
    await atMost(500, new Promise(done => requestAnimationFrame(() => requestAnimationFrame(done))));
    await atMost(2000, Promise.all(document.getAnimations().filter(a => a instanceof CSSTransition)
                                   .map(a => a.finished.catch(() => null))));
}"""


# For the index-th explorer of a page: from the setting its controls show now, each control's move to a
# precomputed picture (a slider's arrow key, or the index of a toggle button or drop-down option), or null
# where no neighbouring setting is precomputed; and the index of the control a player steps.
MOVES = """(index) => {
    const states = {};
    for (const page of window.knightsWidgetStates || []) Object.assign(states, page.state);
    const root = document.querySelectorAll('.kp-explorer')[index];
    const tag = root.closest('.widget-subarea').nextElementSibling;
    const {spec, frames} = states[JSON.parse(tag.textContent).model_id].state;
    const rows = [...root.querySelectorAll('.kp-controls > .kp-control')];
    const shown = spec.controls.map((control, k) => {
        if (control.kind === 'number') return Number(rows[k].querySelector('input[type=range]').value);
        const select = rows[k].querySelector('select');
        const at = select ? select.selectedIndex : [...rows[k].querySelectorAll('button')]
            .findIndex((button) => button.getAttribute('aria-pressed') === 'true');
        return control.options[at][1];
    });
    const precomputed = (k, value) => JSON.stringify(shown.map((v, j) => (j === k ? value : v))) in frames;
    const moves = spec.controls.map((control, k) => {
        if (control.kind === 'number') {
            for (const [key, step] of [['ArrowRight', control.step], ['ArrowLeft', -control.step]]) {
                const value = shown[k] + step;
                if (value >= control.min && value <= control.max && precomputed(k, value)) return key;
            }
            return null;
        }
        const at = control.options.findIndex(([, value]) => value !== shown[k] && precomputed(k, value));
        return at < 0 ? null : at;
    });
    return {moves, play: spec.controls.findIndex((control) => control.name === spec.play)};
}"""


def _move(page, explorer, act):
    """Do ``act`` and wait while the explorer computes its new picture (a precomputed one shows at once)."""
    act()
    deadline = time.monotonic() + LIVE_TIMEOUT_S
    while "Computing" in explorer.locator(".kp-note").inner_text() and time.monotonic() < deadline:
        page.wait_for_timeout(100)


def _move_each_control_once(page):
    """Move each control of every explorer once, towards a precomputed picture: a slider by an arrow key, a
    toggle by a click on another of its buttons, a drop-down to another option; then step each player once.

    A control with no precomputed picture next to the setting shown stays as it is: moving it would
    start Python in the browser, which tests of their own cover.
    """
    for index, explorer in enumerate(page.locator(".kp-explorer").all()):
        explorer.scroll_into_view_if_needed()
        rows = explorer.locator(".kp-controls > .kp-control")
        for k in range(rows.count()):
            move, row = page.evaluate(MOVES, index)["moves"][k], rows.nth(k)
            if move is None:
                continue
            if isinstance(move, str):
                _move(page, explorer, _slide(page, row.locator("input[type=range]"), move))
            elif row.locator("select").count():
                _move(page, explorer, functools.partial(row.locator("select").select_option, index=move))
            else:
                _move(page, explorer, row.locator("button").nth(move).click)
        plan = page.evaluate(MOVES, index)
        forward = explorer.get_by_role("button", name=re.compile("forward one$"))
        if forward.count() and plan["play"] >= 0 and plan["moves"][plan["play"]] == "ArrowRight":
            _move(page, explorer, forward.first.click)


def _describe(violation: dict, shown: int = 3) -> str:
    nodes = "; ".join(f"{node['target']}: {' '.join(node['summary'].split())}"
                      for node in violation["nodes"][:shown])
    return f"{violation['rule']} ({violation['impact']}, {len(violation['nodes'])} nodes): {nodes}"


#: The page axe checks at 1280 px only: the package's reference, 40,000 elements of Sphinx's own markup (a fifth of
#: axe's time at each width), with no widget and no layout of its own: its phone layout is the theme's, which every
#: other page checks at 390 px.
AXE_WIDE_ONLY = ("book/api.html",)
#: The page whose repeated sections axe reads as a sample (:func:`axe_sample`): the package's reference, one section
#: per module, each the same few kinds of Sphinx markup again (16 CPU-s of axe at each run, against 2 for a chapter).
AXE_SAMPLED = {"book/api.html": "module-"}
_VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}


class _MarkupKinds(HTMLParser):
    """Each element's kind (its tag, classes and role, under its parent's), and the innermost section it sits in
    whose id starts with ``prefix`` ("" outside them): ``kinds`` and ``sizes`` (elements) by section, ``parents``
    the section each such section sits in."""

    def __init__(self, prefix: str):
        super().__init__()
        self.prefix, self.stack = prefix, []  # [(tag, kind, section)]
        self.kinds: dict[str, set[str]] = {"": set()}
        self.sizes: dict[str, int] = {"": 0}
        self.parents: dict[str, str] = {}

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        kind = " ".join([tag, *sorted((attrs.get("class") or "").split()), attrs.get("role") or ""]).strip()
        parent, section = (self.stack[-1][1], self.stack[-1][2]) if self.stack else ("", "")
        if tag == "section" and (attrs.get("id") or "").startswith(self.prefix):
            self.parents[attrs["id"]], section = section, attrs["id"]
            self.kinds[section], self.sizes[section] = set(), 0
        self.kinds[section].add(f"{parent} > {kind}")
        self.sizes[section] += 1
        if tag not in _VOID:
            self.stack.append((tag, kind, section))

    def handle_endtag(self, tag):
        while self.stack and self.stack.pop()[0] != tag:
            pass


def axe_sample(html: str, prefix: str) -> list[str]:
    """Return the ids of the sections (ids starting with ``prefix``) that axe may leave out of a page: what it still
    reads, the page outside those sections and the sections kept, holds every kind of markup the page has.

    A section is kept with the sections around it (axe leaves out all that a left-out section holds). Sections are
    kept greedily, the most kinds not yet read for the fewest elements first, then any kept section whose kinds the
    others hold is left out again; so a kind of markup new to the page (a new directive, a new kind of signature)
    brings a section with it into what axe reads.
    """
    parser = _MarkupKinds(prefix)
    parser.feed(html)

    def with_outer(section: str) -> list[str]:
        return [section, *with_outer(parser.parents[section])] if section else []

    def read(kept) -> set[str]:
        return set().union(parser.kinds[""], *(parser.kinds[section] for section in kept))

    every, kept = set().union(*parser.kinds.values()), set()
    while (missing := every - read(kept)):
        best = max((section for section in parser.parents if section not in kept and parser.kinds[section] & missing),
                   key=lambda section: len(parser.kinds[section] & missing)
                   / sum(parser.sizes[outer] for outer in with_outer(section) if outer not in kept))
        kept.update(with_outer(best))
    for section in reversed(list(parser.parents)):  # inner sections first
        fewer = kept - {section}
        if section in kept and read(fewer) == every and not any(parser.parents[other] == section for other in fewer):
            kept = fewer
    return [section for section in parser.parents if section not in kept]


def test_axes_sample_of_a_page_keeps_a_section_for_each_kind_of_markup_only_it_has():
    def page(b_extra="", d_inner=""):
        function = '<dl class="py function"><dt class="sig">f</dt>{}</dl>'
        return ('<main><p class="intro">x</p>'
                f'<section id="module-a">{function.format("")}</section>'
                f'<section id="module-b">{function.format(b_extra)}</section>'
                f'<section id="module-d">{function.format("")}{d_inner}</section></main>')

    assert axe_sample(page(), "module-") == ["module-b", "module-d"]  # the same markup three times: the first is read
    assert axe_sample(page(b_extra='<dd><em class="new">x</em></dd>'), "module-") == ["module-a", "module-d"]
    nested = '<section id="module-d.e"><em class="new">x</em></section>'
    assert axe_sample(page(d_inner=nested), "module-") == ["module-a", "module-b"]  # d.e, and d around it
    # a section of another kind belongs to the sampled section around it
    assert axe_sample(page(b_extra=nested.replace("module-d", "other-")), "module-") == ["module-a", "module-d"]


@pytest.mark.parametrize("path, width", [(path, width) for path in pages() for width in (1280, PHONE)
                                         if width == 1280 or path not in AXE_WIDE_ONLY])
def test_axe_finds_nothing_critical_or_serious(request, path, width):
    """axe-core's WCAG 2.0, 2.1 and 2.2 A and AA rules, after each control was moved: light and dark mode at 1280 px,
    light mode on a phone.

    A page's colours are those of its mode at every width, and its elements the same: what a narrow page changes is
    its layout (sizes, what scrolls, what overlaps), which a phone's light mode checks; dark mode is checked at
    1280 px. A minor finding is printed (once per rule) and does not fail the test.
    """
    if width == PHONE:
        page = request.getfixturevalue("phone_visits")[path]
        if VIEW_TYPE in (SITE / path).read_text(encoding="utf-8"):
            assert wait_for_widgets(page) == "ready", f"the widgets of {path} did not render at {PHONE} px"
    else:
        page = request.getfixturevalue("visits")[path].page
    _move_each_control_once(page)
    # back at the top: a control the moves left scrolled just under the sticky header is not a small target
    page.evaluate("() => window.scrollTo(0, 0)")
    if not page.evaluate("() => typeof axe !== 'undefined'"):
        page.add_script_tag(path=str(AXE))
    left_out = axe_sample((SITE / path).read_text(encoding="utf-8"), AXE_SAMPLED[path]) if path in AXE_SAMPLED else []
    blocking = []
    try:
        for mode in ("light", "dark") if width == 1280 else ("light",):
            page.evaluate(SET_THEME, mode)
            for violation in page.evaluate(AXE_RUN, [WCAG_TAGS, left_out]):
                if violation["impact"] in BLOCKING:
                    blocking.append(f"{mode}: {_describe(violation)}")
                elif violation["rule"] not in _MINOR_SEEN:
                    _MINOR_SEEN.add(violation["rule"])
                    print(f"axe, minor, first seen on {path} at {width} px in {mode} mode: {_describe(violation)}")
    finally:
        page.evaluate(SET_THEME, "light")
    assert blocking == [], f"{path} at {width} px:\n" + "\n".join(blocking)


class _Tables(HTMLParser):
    """For each <table> of a page, whether its first child is a <caption>, and the text of its first cells."""

    def __init__(self):
        super().__init__()
        self.tables: list[list] = []  # [has a caption, first words]
        self._opened = False

    def handle_starttag(self, tag, attrs):
        if tag == "table":
            self.tables.append([False, ""])
            self._opened = True
        elif self._opened:
            self.tables[-1][0] = tag == "caption"
            self._opened = False

    def handle_data(self, data):
        if self.tables and len(self.tables[-1][1]) < 40:
            self.tables[-1][1] += " ".join(data.split()) + " "


@pytest.mark.parametrize("path", pages())
def test_every_data_table_has_a_caption(path):
    """Every table says what it holds (``<caption>``): a screen reader announces it on entering the table."""
    parser = _Tables()
    parser.feed((SITE / path).read_text(encoding="utf-8"))
    bare = [words.strip() for captioned, words in parser.tables if not captioned]
    assert bare == [], f"{path} has {len(bare)} tables without a caption, starting: {bare}"


def test_the_turkish_and_german_titles_are_marked_with_their_languages(visits):
    page = visits["book/references.html"].page
    for language, title in (("tr", "Satranç At Pozisyon Kontrol Algoritması"), ("tr", "Hanoi Kuleleri"),
                            ("de", "Des Rösselsprunges einfachste")):
        marked = page.locator(f"div.citation [lang='{language}']", has_text=title)
        assert marked.count() == 1, f"the title {title!r} is not marked lang={language}"


# --- the controls' colours, measured in both modes ------------------------------------------------

#: For each kind of control, by the element that holds its colours (custom properties): the colours of
#: words, which need 4.5:1, and of the lines that show a control (borders, the slider, the focus ring),
#: which need 3:1 (WCAG 1.4.3 and 1.4.11), each against the page and against the control's own paper
#: (``--kp-paper``, the fill of its buttons and boxes), where it has one.
CONTROL_COLOURS = {
    ".kp-explorer": {"text": ["--kp-ink", "--kp-warn"],
                     "lines": ["--kp-border", "--kp-track", "--kp-accent", "--kp-focus"]},
    ".kp-quiz": {"text": ["--kp-right", "--kp-wrong"], "lines": ["--kp-line", "--kp-focus"]},
    ".kp-runs": {"text": ["--kp-ink", "--kp-muted", "--kp-pass", "--kp-fail"],
                 "lines": ["--kp-border", "--kp-accent", "--kp-focus"]},
}

# The colours of a page's first element of each kind, as the browser resolves them (rgb()), and the
# page's background.
CONTROL_PAINT = """(kinds) => {
    const probe = document.createElement("span");
    const resolve = (el, value) => {
        probe.style.color = value;
        el.append(probe);
        const colour = getComputedStyle(probe).color;
        probe.remove();
        return colour;
    };
    const found = {};
    for (const [selector, names] of Object.entries(kinds)) {
        const el = document.querySelector(selector);
        if (!el) continue;
        const style = getComputedStyle(el);
        const paper = style.getPropertyValue("--kp-paper").trim();
        found[selector] = {grounds: [getComputedStyle(document.body).backgroundColor]
                                    .concat(paper ? [resolve(el, paper)] : []),
                           colours: Object.fromEntries(
            names.map((name) => [name, resolve(el, style.getPropertyValue(name).trim())]))};
    }
    return found;
}"""


def _hex(rgb_text: str) -> str:
    red, green, blue = (int(part) for part in re.findall(r"\d+", rgb_text)[:3])
    return f"#{red:02x}{green:02x}{blue:02x}"


@pytest.mark.parametrize("path", [CHAPTERS[-1].html()])  # every chapter has the three, in the same styles
def test_the_controls_colours_reach_their_contrast_in_both_modes(visits, path):
    """Explorers, questions and runnable cells: words 4.5:1 and lines 3:1 on their background, light and dark."""
    from boardpuzzles.pictures.colours import contrast_ratio

    page = visits[path].page
    kinds = {selector: wanted["text"] + wanted["lines"] for selector, wanted in CONTROL_COLOURS.items()}
    weak, measured = [], []
    try:
        for mode in ("light", "dark"):
            page.evaluate(SET_THEME, mode)
            paint = page.evaluate(CONTROL_PAINT, kinds)
            assert set(paint) == set(CONTROL_COLOURS), f"{path} lacks {set(CONTROL_COLOURS) - set(paint)}"
            for selector, found in paint.items():
                for ground in map(_hex, found["grounds"]):
                    assert (int(ground[1:3], 16) < 100) == (mode == "dark"), f"{selector}: {ground} in {mode} mode"
                    for need, names in ((4.5, CONTROL_COLOURS[selector]["text"]),
                                        (3, CONTROL_COLOURS[selector]["lines"])):
                        for name in names:
                            ratio = contrast_ratio(_hex(found["colours"][name]), ground)
                            measured.append(ratio)
                            if ratio < need:
                                weak.append(f"{mode}: {selector} {name} {_hex(found['colours'][name])} on {ground}: "
                                            f"{ratio:.2f}:1, needs {need}:1")
    finally:
        page.evaluate(SET_THEME, "light")
    print(f"{path}: {len(measured)} colours, contrast {min(measured):.2f}:1 to {max(measured):.2f}:1")
    assert weak == [], "\n".join(weak)


@pytest.mark.parametrize("path", [chapter_numbered(2).html(), chapter_numbered(4).html()])  # two with figures
def test_figures_follow_the_pages_mode(visits, path):
    """A matplotlib figure is drawn on white; on the dark page its dark twin shows, its lines and numbers light.

    Each mode shows its own copy of the figure (book/_ext/knights_figures.py), the other one hidden."""
    from PIL import Image

    page = visits[path].page
    grounds = {}
    try:
        for mode in ("light", "dark"):
            page.evaluate(SET_THEME, mode)
            figure = page.locator(f".cell_output img.only-{mode}").first
            figure.scroll_into_view_if_needed()
            page.wait_for_function("(img) => img.complete && img.naturalWidth > 0", arg=figure.element_handle())
            image = Image.open(io.BytesIO(figure.screenshot())).convert("L")
            corner, darkest, lightest = image.getpixel((2, 2)), *image.getextrema()
            grounds[mode] = corner
            assert lightest - darkest > 150, f"{path}: the figure lost its contrast in {mode} mode"
    finally:
        page.evaluate(SET_THEME, "light")
    assert grounds["light"] > 240 and grounds["dark"] < 40, f"{path}: the figure's ground is {grounds}"


class _RepeatedAttributes(HTMLParser):
    """The tags of a page that name one attribute twice (a browser keeps the first and drops the rest)."""

    def __init__(self):
        super().__init__()
        self.repeated: list[str] = []

    def handle_starttag(self, tag, attrs):
        names = [name for name, _ in attrs]
        if len(names) != len(set(names)):
            self.repeated.append(self.get_starttag_text()[:160])


def test_no_tag_names_an_attribute_twice():
    from test_widget_bundle import require_site

    require_site()
    found = {}
    for page in sorted(SITE.rglob("*.html")):
        parser = _RepeatedAttributes()
        parser.feed(page.read_text(encoding="utf-8"))
        if parser.repeated:
            found[str(page.relative_to(SITE))] = parser.repeated[:2]
    assert not found, f"tags that name an attribute twice: {found}"
