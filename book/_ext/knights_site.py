"""Small Sphinx additions for the book.

The bibliography style ``knights`` (author–year labels, titles as written, English glosses) lives
in :mod:`knights_bibstyle` and is registered here.

Jupyter Book 1 registers the same inline Thebe configuration script twice (once through
sphinx-thebe and once more through Jupyter Book's own set-up), and the second copy throws
``Identifier 'THEBE_JS_URL' has already been declared`` in the browser console. This
extension drops exact duplicate script entries from each page's context.

The website also ships the package: when an HTML build has finished, a wheel of
``boardpuzzles`` (pure Python, with its stored benchmark results) is built offline from
``src/`` and put in ``_static/``, where the landing page and "How to read" link to it with
the command that installs it. A downloaded chapter then runs in any fresh environment.

The downloadable copies of the notebooks (``_sources/``) leave out the explorers' precomputed
pictures: the widget state and the widget outputs that show it. Those pictures serve the
website, where no kernel runs; a downloaded chapter is for running, and its explorers draw
their pictures live when their cells run. That keeps each download at a fraction of its size
and the site within its budget.

Four things serve a reader of the website:

- **Search ranks chapters first.** The search scorer ``book/_static/knights_search.js`` (named by
  ``html_search_scorer`` in ``_config.yml``, relative to the book's folder as Sphinx documents
  it) puts the chapters above the other pages and the API reference's entries last.
- **One search box.** The PyData theme adds a search field to a header bar of its own unless
  ``navbar_persistent`` is set; the Book theme's sidebar has one already, so the header's goes.
- **Names break where a reader expects.** A long name in inline code gets a line-break opportunity
  (``<wbr>``) after each ``_`` and ``.`` between letters, so a dotted module name wraps there on a
  narrow screen; a short one, such as ``hanoi_four_pegs``, moves to the next line whole. Neither
  breaks in the middle of a word (``knights.css``).
- **Every script has its fonts.** Runs of Chinese, Japanese and Cyrillic text (the titles of the
  source articles, and the places that quote them) are marked with their language, ``lang="zh"``,
  ``"ja"`` or ``"ru"``, so that ``knights.css`` gives them fonts that have their letters, and a
  Han character takes its Chinese or its Japanese form as the text needs. The Turkish and German
  titles, in the Latin script, are marked by the bibliography style (:mod:`knights_bibstyle`).

And three things serve a reader who listens to the page, or speaks to it (axe-core checks them,
``tests/test_site.py``):

- **Every data table has a caption.** A table printed by code (the performance page's) comes after
  its title in bold; that title becomes the table's caption (``<caption>``). The tables in the
  book's Markdown have theirs from MyST's ``{table}`` directive.
- **A control's name is the words it shows** (WCAG 2.5.3), so that a reader who says what they see
  reaches it: the header's search button is named by its text ("Search Ctrl+K"), the colour-mode
  button keeps its name while its icons, which show the current mode, are only pictures, and a
  folded code cell's toggle is named "Show code cell content", as it reads, not "Toggle hidden
  content".
- **The references are a list of list items.** docutils gives each entry the role
  ``doc-biblioentry``, which ARIA has deprecated and which a list may not hold; they become
  ``listitem``.

The last two change the written pages (``build-finished``), since the theme writes the header.
"""

import json
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import knights_bibstyle
from docutils import nodes
from sphinx import addnodes
from sphinx.errors import ExtensionError
from sphinx.transforms.post_transforms import SphinxPostTransform
from sphinx.util import logging
from sphinx.util.nodes import make_refnode

#: The repository: this file is book/_ext/knights_site.py (resolved, so that a copy of the
#: book that links to book/ still finds the package's pyproject.toml and src/).
PROJECT = Path(__file__).resolve().parents[2]

logger = logging.getLogger(__name__)


def _drop_duplicate_scripts(app, pagename, templatename, context, doctree):
    scripts = context.get("script_files")
    if not scripts:
        return
    seen, unique = set(), []
    for script in scripts:
        # The two copies differ only in their empty filename: one says None, the other "".
        filename = str(getattr(script, "filename", script) or "")
        key = (filename, tuple(sorted((k, str(v)) for k, v in getattr(script, "attributes", {}).items())))
        if key in seen:
            continue
        seen.add(key)
        unique.append(script)
    scripts[:] = unique


def build_wheel(project: Path, dest: Path) -> Path:
    """Build the wheel of the package in ``project`` into ``dest``, offline; return its path.

    The build works on a copy of pyproject.toml, README.md and src/, so it leaves no
    ``build/`` folder behind in the repository.
    """
    with tempfile.TemporaryDirectory(prefix="boardpuzzles-wheel-") as tmp:
        copy = Path(tmp) / "project"
        copy.mkdir()
        for name in ("pyproject.toml", "README.md"):
            shutil.copy2(project / name, copy / name)
        shutil.copytree(project / "src", copy / "src",
                        ignore=shutil.ignore_patterns("__pycache__", "*.egg-info", ".ipynb_checkpoints"))
        command = [sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "--no-build-isolation",
                   "--no-index", "--wheel-dir", str(Path(tmp) / "dist"), str(copy)]
        done = subprocess.run(command, capture_output=True, text=True)
        wheels = sorted((Path(tmp) / "dist").glob("boardpuzzles-*.whl"))
        if done.returncode != 0 or len(wheels) != 1:
            raise ExtensionError(f"building the wheel of boardpuzzles failed:\n{done.stdout}{done.stderr}")
        dest.mkdir(parents=True, exist_ok=True)
        for old in dest.glob("boardpuzzles-*.whl"):
            old.unlink()
        return Path(shutil.copy2(wheels[0], dest / wheels[0].name))


def _ship_wheel(app, exception):
    if exception is not None or app.builder.format != "html":
        return
    wheel = build_wheel(PROJECT, Path(app.outdir) / "_static")
    logger.info(f"shipped the package with the site: _static/{wheel.name} ({wheel.stat().st_size // 1024} KB)")


WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"


def slim_download(path: Path) -> int:
    """Drop the widget state from the notebook at ``path``; return the bytes saved.

    Each explorer's output keeps its still (the first picture under a one-line note, which
    JupyterLab shows until the cell runs) and loses only its view of a widget the download
    no longer holds.
    """
    before = path.stat().st_size
    notebook = json.loads(path.read_text(encoding="utf-8"))
    notebook.get("metadata", {}).pop("widgets", None)
    for cell in notebook["cells"]:
        for out in cell.get("outputs", []) if cell.get("cell_type") == "code" else []:
            out.get("data", {}).pop(WIDGET_VIEW, None)
    path.write_text(json.dumps(notebook, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    return before - path.stat().st_size


def _slim_downloads(app, exception):
    if exception is not None or app.builder.format != "html":
        return
    saved = sum(slim_download(path) for path in (Path(app.outdir) / "_sources").rglob("*.ipynb"))
    logger.info(f"downloadable notebooks without precomputed pictures: {saved // 1024} KB saved")


def _search_and_header(app, config):
    """Resolve the search scorer against the book's folder; keep only the sidebar's search field."""
    scorer = config.html_search_scorer
    if scorer and not Path(scorer).is_absolute():
        config.html_search_scorer = str(Path(app.confdir) / scorer)
    config.html_theme_options.setdefault("navbar_persistent", [])


#: One token of inline code, as Sphinx writes it.
INLINE_CODE = re.compile(r'(<span class="pre">)([^<]+)(</span>)')
#: An underscore or a dot between two letters or digits, followed by a letter.
NAME_JOINT = re.compile(r"(?<=\w)([_.])(?=[A-Za-z])")
#: Names shorter than this never break: on a 390 px phone a line of code holds about 40 characters.
LONG_NAME = 20


def break_names(html: str) -> str:
    """Put a line-break opportunity after each ``_`` and ``.`` inside the long names in inline code.

    A shorter name, such as ``hanoi_four_pegs``, gets none: it moves to the next line whole.

    >>> break_names('<span class="pre">boardpuzzles.hanoi.four_pegs</span> <span class="pre">hanoi_four_pegs</span>')
    '<span class="pre">boardpuzzles.<wbr>hanoi.<wbr>four_<wbr>pegs</span> <span class="pre">hanoi_four_pegs</span>'
    """
    def joints(match):
        name = match[2]
        return match[1] + (NAME_JOINT.sub(r"\1<wbr>", name) if len(name) >= LONG_NAME else name) + match[3]

    return INLINE_CODE.sub(joints, html)


def _break_names(app, pagename, templatename, context, doctree):
    if "body" in context:
        context["body"] = break_names(context["body"])


#: Runs of text in a script the book prints besides the Latin one: Han characters, kana and their
#: punctuation; Cyrillic words, with the spaces between them.
CJK_RUN = re.compile(r"[\u3000-\u303f\u3040-\u30ff\u31f0-\u31ff\u3400-\u4dbf\u4e00-\u9fff\uff00-\uffef]+")
KANA = re.compile(r"[\u3040-\u30ff\u31f0-\u31ff]")
CYRILLIC_RUN = re.compile(r"[\u0400-\u04ff]+(?:[ \u00a0][\u0400-\u04ff]+)*")
#: Where text is code or is written out as it is, it keeps its nodes.
VERBATIM = (nodes.literal_block, nodes.literal, nodes.raw, nodes.comment, nodes.doctest_block)


def language_runs(text: str) -> list[tuple[str, str | None]]:
    """Split ``text`` into pieces, each with its language (``"zh"``, ``"ja"``, ``"ru"``) or None.

    A run of Han characters is Japanese when the same text has kana, and Chinese otherwise.

    >>> language_runs("10242. Путь коня [English: The knight's path]")
    [('10242. ', None), ('Путь коня', 'ru'), (" [English: The knight's path]", None)]
    >>> language_runs("数据结构与算法-马踏棋盘")
    [('数据结构与算法', 'zh'), ('-', None), ('马踏棋盘', 'zh')]
    >>> language_runs("チェスの駒")
    [('チェスの駒', 'ja')]
    """
    han = "ja" if KANA.search(text) else "zh"
    marks = sorted([(m.start(), m.end(), han) for m in CJK_RUN.finditer(text)]
                   + [(m.start(), m.end(), "ru") for m in CYRILLIC_RUN.finditer(text)])
    pieces, at = [], 0
    for start, end, language in marks:
        if start > at:
            pieces.append((text[at:start], None))
        pieces.append((text[start:end], language))
        at = end
    if at < len(text):
        pieces.append((text[at:], None))
    return pieces


def _mark_languages(app, doctree, docname):
    for text in list(doctree.findall(nodes.Text)):
        pieces = language_runs(str(text))
        if all(language is None for _, language in pieces) or text.parent is None:
            continue
        if any(isinstance(node, VERBATIM) for node in _ancestors(text)):
            continue
        text.parent.replace(text, [nodes.Text(piece) if language is None
                              else nodes.inline(piece, piece, classes=[f"language-{language}"])
                              for piece, language in pieces])


def _ancestors(node):
    while node.parent is not None:
        node = node.parent
        yield node


def bold_title(node) -> nodes.strong | None:
    """The ``strong`` node that is all of the paragraph ``node`` (white space aside), or None."""
    if not isinstance(node, nodes.paragraph):
        return None
    parts = [child for child in node.children if not (isinstance(child, nodes.Text) and not child.strip())]
    return parts[0] if len(parts) == 1 and isinstance(parts[0], nodes.strong) else None


def _caption_tables(app, doctree, docname):
    """Give each table without a caption the bold title just before it, as the caption.

    The table also gets an id from its caption's words (a link target, and Sphinx writes a captioned
    table's number from its id: it warns about a captioned table with none).
    """
    for table in list(doctree.findall(nodes.table)):
        if any(isinstance(child, nodes.title) for child in table.children) or table.parent is None:
            continue
        at = table.parent.index(table)
        title = bold_title(table.parent[at - 1]) if at > 0 else None
        if title is None:
            continue
        table.parent.remove(table.parent[at - 1])
        table.insert(0, nodes.title("", "", *[child.deepcopy() for child in title.children]))
        if not table["ids"]:
            wanted = nodes.make_id(title.astext())
            if wanted and wanted not in doctree.ids:
                table["ids"].append(wanted)
                doctree.ids[wanted] = table
            else:
                doctree.set_id(table)


#: What the written pages change, as (pattern, replacement); each applies again to its own result
#: without changing it, so an incremental build that rewrites some pages only leaves the others right.
PAGE_FIXES = [
    # The header's search button: named by its text ("Search Ctrl+K"); the icon is hidden already.
    (re.compile(r'(<button class="btn search-button-field[^"]*"[^>]*?) aria-label="[^"]*"'), r"\1"),
    # The colour-mode button: its name stays "Color mode"; the icons (FontAwesome turns a title
    # into an SVG <title>, visible text inside the button) become hidden pictures.
    (re.compile(r'(<i class="theme-switch[^"]*"[^>]*?) title="[^"]*"'), r"\1"),
    # A folded code cell (MyST-NB): named by what its toggle reads.
    (re.compile(r'<summary aria-label="Toggle hidden content">'), "<summary>"),
    # The references (docutils): list items in their list.
    (re.compile(r'(<div class="citation" id="[^"]*" role=")doc-biblioentry(")'), r"\1listitem\2"),
]


def accessible_page(html: str) -> str:
    """Apply :data:`PAGE_FIXES` to one written page.

    >>> accessible_page('<summary aria-label="Toggle hidden content">')
    '<summary>'
    >>> accessible_page('<div class="citation" id="id2" role="doc-biblioentry">')
    '<div class="citation" id="id2" role="listitem">'
    >>> accessible_page('<button class="btn search-button-field x" title="Search" aria-label="Search" data-a="b">')
    '<button class="btn search-button-field x" title="Search" data-a="b">'
    """
    for pattern, replacement in PAGE_FIXES:
        html = pattern.sub(replacement, html)
    return html


def _fix_pages(app, exception):
    if exception is not None or app.builder.format != "html":
        return
    for path in Path(app.outdir).rglob("*.html"):
        text = path.read_text(encoding="utf-8")
        fixed = accessible_page(text)
        if fixed != text:
            path.write_text(fixed, encoding="utf-8")


class BookLinks(SphinxPostTransform):
    """Resolve the chapters' links into the API reference and the glossary, which are plain Markdown links.

    A notebook links an API entry as ``[`name()`](api.md#boardpuzzles.module.name)`` and a
    glossary term as ``[tour](glossary.md#term-tour)``, so that JupyterLab (jupyterlab-myst,
    which renders one notebook at a time) shows an ordinary link to the page, not a reference
    it cannot find. MyST's own resolver knows only a page's headings, so this transform, which
    runs just before it, sends each such link to the Python object or the term it names. A
    name or a term the book does not document stays a warning, so ``-W`` still catches it.
    """

    default_priority = 8  # MyST's resolver runs at 9

    def run(self, **kwargs):
        for node in list(self.document.findall(addnodes.pending_xref)):
            if node.get("refdomain") != "doc" or node.get("reftype") != "myst" or not node.get("reftargetid"):
                continue
            page, anchor = node["reftarget"], node["reftargetid"]
            if page.endswith("/api") and anchor.startswith("boardpuzzles"):
                entry = self.env.get_domain("py").objects.get(anchor)
                found = (entry.docname, entry.node_id) if entry else None
                classes = ["xref", "py", "py-obj"]
            elif page.endswith("/glossary") and anchor.startswith("term-"):
                found = next(((docname, label) for (kind, _), (docname, label) in
                              self.env.get_domain("std").objects.items() if kind == "term" and label == anchor), None)
                classes = ["xref", "std", "std-term"]
            else:
                continue
            if found is None:
                logger.warning(f"{page}.md has no entry {anchor!r} for the link {node.astext()!r}",
                               location=node, type="knights", subtype="link")
                node.replace_self(node[0].deepcopy())
                continue
            inner = nodes.inline("", "", *[child.deepcopy() for child in node[0].children], classes=classes)
            node.replace_self(make_refnode(self.app.builder, node.get("refdoc", self.env.docname), found[0],
                                           found[1], inner))


def setup(app):
    knights_bibstyle.register()
    app.add_post_transform(BookLinks)
    app.connect("config-inited", _search_and_header)
    app.connect("doctree-resolved", _mark_languages)
    app.connect("doctree-resolved", _caption_tables)
    app.connect("html-page-context", _break_names)
    app.connect("html-page-context", _drop_duplicate_scripts, priority=1)
    app.connect("build-finished", _ship_wheel)
    app.connect("build-finished", _slim_downloads)
    app.connect("build-finished", _fix_pages)
    return {"parallel_read_safe": True, "parallel_write_safe": True}

