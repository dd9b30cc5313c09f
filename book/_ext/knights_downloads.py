"""What a reader of the website downloads: the package's wheel, and the chapters without their pictures.

The website ships the package: when an HTML build has finished, a wheel of ``boardpuzzles`` (pure
Python, with its stored benchmark results) is built offline from ``src/`` and put in ``_static/``,
where the landing page and "How to read" link to it with the command that installs it. A downloaded
chapter then runs in any fresh environment.

The downloadable copies of the notebooks (``_sources/``) leave out the explorers' precomputed
pictures: the widget state and the widget outputs that show it. Those pictures serve the website,
where no kernel runs; a downloaded chapter is for running, and its explorers draw their pictures live
when their cells run. That keeps each download at a fraction of its size and the site within its
budget.

A download is read off the website, so it is also made to work there (:func:`offline_ready`): it
opens with a note that gives the one command installing the package with everything it needs, from
the website's own wheel; its links to the book's other pages (the glossary, the API, the references,
the command line, the other chapters) and its ``{ref}`` roles to labels on other pages point to the
website's pages; and its proofs carry ``:nonumber:``, so that jupyterlab-myst shows "Proof" with no
number, as the website does (it numbers them on a counter of their own otherwise; sphinx-proof's
``prf:proof`` takes no such option, so the repository's notebooks cannot say it themselves).

The website's address is ``html_baseurl`` (Sphinx's own setting, for a published site), or else
``knights_site_url``, by default ``http://localhost:8000/``: where the README serves the site
(``python3 -m http.server -d _build/html``).
"""

import json
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from sphinx.errors import ExtensionError
from sphinx.util import logging

#: The repository: this file is book/_ext/knights_downloads.py (resolved, so that a copy of the
#: book that links to book/ still finds the package's pyproject.toml and src/).
PROJECT = Path(__file__).resolve().parents[2]

logger = logging.getLogger(__name__)


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


#: Where the README serves the website; ``html_baseurl`` or ``knights_site_url`` name another address.
DEFAULT_SITE_URL = "http://localhost:8000/"

#: A Markdown link or image to a page of the book: ``[text](glossary.md#term-offset)``, ``](../_static/x)``.
PAGE_LINK = re.compile(r"(\]\()(?![a-z][a-z0-9+.-]*:|#|/)([^)\s]+)(\))")
#: An HTML link to a file of the website: ``<a href="../_static/...">``.
HTML_LINK = re.compile(r"""((?:href|src)=")(?![a-z][a-z0-9+.-]*:|#|/)([^"]+)(")""")
#: A cross-reference role, with its own text or without: ``{ref}`text <label>` ``, ``{prf:ref}`label` ``.
REF_ROLE = re.compile(r"\{(?:ref|prf:ref|numref)\}`(?:([^`<]*?)\s*<([^`>]+)>|([^`<>]+))`")
#: A Markdown link to a label, with its own text or without: ``[text](#label)``, ``[](#label)``.
LABEL_LINK = re.compile(r"\[([^\]]*)\]\(#([^)\s]+)\)")
#: The kinds of numbered target that Sphinx's ``std`` domain labels itself; every other kind Sphinx numbers
#: (sphinx-proof's theorems, lemmas, algorithms ..., sphinx-exercise's exercises) has no label there.
NOT_PROOF_KINDS = {"figure", "table", "code-block", "section"}
#: The opening line of a proof: a fence of three or more backticks or colons, then ``{prf:proof}``.
PROOF_FENCE = re.compile(r"^([ \t]*(?:`{3,}|:{3,})\{prf:proof\}[^\n]*\n)(?![ \t]*:nonumber:)", re.M)


def site_url(config) -> str:
    """The website's address, ending in ``/``."""
    url = config.html_baseurl or config.knights_site_url or DEFAULT_SITE_URL
    return url if url.endswith("/") else url + "/"


def page_url(target: str, site: str, folder: str = "book/") -> str:
    """The website's address of ``target``, a link relative to a page in ``folder`` (``glossary.md#term-x``)."""
    path, hash_, anchor = target.partition("#")
    parts = (folder + path).split("/")
    resolved = []
    for part in parts:
        if part == "..":
            if resolved:
                resolved.pop()
        elif part not in ("", "."):
            resolved.append(part)
    path = "/".join(resolved)
    if path.endswith((".md", ".ipynb")):
        path = path.rsplit(".", 1)[0] + ".html"
    return site + path + hash_ + anchor


def offline_markdown(text: str, site: str, labels: dict | None = None, docname: str = "",
                     objects: dict | None = None) -> str:
    r"""A markdown cell's text as a download needs it: links to the website, proofs without a number.

    ``labels`` maps a label to ``(docname, anchor, title)`` (the title may be left out): a ``{ref}``,
    ``{prf:ref}`` or ``[](#label)`` to a label on another page becomes a link to that page of the
    website, with its own text or else the target's title ("Theorem 2.4"); one to a label on this page
    stays as it is, for JupyterLab resolves it.
    ``objects`` maps the name of an API entry to ``(docname, anchor)``, for links such as
    ``api.md#boardpuzzles.hanoi`` whose anchor on the website is another (``module-boardpuzzles.hanoi``).

    >>> offline_markdown("a [square](glossary.md#term-square)", "https://x.org/")
    'a [square](https://x.org/book/glossary.html#term-square)'
    >>> offline_markdown("```{prf:proof}\nBy counting.\n```", "https://x.org/").splitlines()[1]
    ':nonumber:'
    >>> offline_markdown("{ref}`leapers <ch1-leapers>`", "https://x.org/",
    ...                  {"ch1-leapers": ("book/01_knight_moves_further", "ch1-leapers")})
    '[leapers](https://x.org/book/01_knight_moves_further.html#ch1-leapers)'
    >>> offline_markdown("by {prf:ref}`thm-gcd` and [](#thm-gcd)", "https://x.org/",
    ...                  {"thm-gcd": ("book/02_further", "thm-gcd", "Theorem 2.3")})
    'by [Theorem 2.3](https://x.org/book/02_further.html#thm-gcd) and [Theorem 2.3](https://x.org/book/02_further.html#thm-gcd)'
    """
    labels, objects = labels or {}, objects or {}

    def to_site(label: str, own_text: str, unchanged: str) -> str:
        found = labels.get(label.strip()) or labels.get(label.strip().lower())
        if found is None or found[0] == docname:
            return unchanged
        title = own_text.strip() or (found[2] if len(found) > 2 and found[2] else label.strip())
        return f"[{title}]({site}{found[0]}.html#{found[1]})"

    text = REF_ROLE.sub(lambda m: to_site(m[2] or m[3], m[1] or "", m[0]), text)
    text = LABEL_LINK.sub(lambda m: to_site(m[2], m[1], m[0]), text)
    def link(match):
        page, _, anchor = match[2].partition("#")
        if page == "api.md" and anchor in objects:
            found = objects[anchor]
            return f"{match[1]}{site}{found[0]}.html#{found[1]}{match[3]}"
        return match[1] + page_url(match[2], site) + match[3]

    text = PAGE_LINK.sub(link, text)
    text = HTML_LINK.sub(lambda m: m[1] + page_url(m[2], site) + m[3], text)
    return PROOF_FENCE.sub(lambda m: m[1] + ":nonumber:\n", text)


def install_note(site: str, wheel: str, page: str) -> str:
    """The note a downloaded chapter opens with: the one command that installs what it needs."""
    return (
        "```{admonition} Before you run this notebook\n"
        ":class: tip\n"
        "It needs the book's package, `boardpuzzles`, with what its cells use (Matplotlib, anywidget,\n"
        "NumPy, a Python kernel) and JupyterLab with jupyterlab-myst. One command, run in a terminal\n"
        "(in a fresh virtual environment, if you like to keep projects apart), installs them all from\n"
        "the book's website:\n\n"
        f'    python -m pip install "boardpuzzles[lab] @ {site}_static/{wheel}"\n\n'
        f"This notebook is [a page of the website]({site}{page}.html); its links to the glossary, the API,\n"
        "the references, the command line and the other chapters open there.\n"
        "```"
    )


def offline_ready(path: Path, *, site: str, wheel: str, docname: str, labels: dict | None = None,
                  objects: dict | None = None) -> None:
    """Make the downloaded notebook at ``path`` work off the website (see the module's docstring)."""
    notebook = json.loads(path.read_text(encoding="utf-8"))
    cells = notebook["cells"] = [cell for cell in notebook["cells"] if cell.get("id") != "kp-install-note"]
    for cell in cells:
        if cell.get("cell_type") == "markdown":
            source = "".join(cell["source"])
            cell["source"] = offline_markdown(source, site, labels, docname, objects).splitlines(keepends=True)
    # after the title: the first markdown cell the reader sees (a front-matter cell comes before it)
    title = next(k for k, cell in enumerate(cells)
                 if cell.get("cell_type") == "markdown" and "".join(cell["source"]).lstrip().startswith("# "))
    note = {"cell_type": "markdown", "id": "kp-install-note", "metadata": {},
            "source": install_note(site, wheel, docname).splitlines(keepends=True)}
    cells.insert(title + 1, note)
    path.write_text(json.dumps(notebook, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")


def _finish(app, exception):
    if exception is not None or app.builder.format != "html":
        return
    outdir = Path(app.outdir)
    wheel = build_wheel(PROJECT, outdir / "_static")
    logger.info(f"shipped the package with the site: _static/{wheel.name} ({wheel.stat().st_size // 1024} KB)")
    site = site_url(app.config)
    std = app.env.domaindata.get("std", {})
    labels = dict(std.get("labels", {}))
    for label, (doc, anchor) in std.get("anonlabels", {}).items():  # a label on a box or a paragraph: no title
        labels.setdefault(label, (doc, anchor, ""))
    for doc, kinds in app.env.toc_fignumbers.items():  # the numbered proofs and exercises
        for kind, numbers in kinds.items():
            if kind not in NOT_PROOF_KINDS:
                for anchor, number in numbers.items():
                    title = f"{kind.capitalize()} {'.'.join(map(str, number))}"
                    labels.setdefault(anchor, (doc, anchor, title))
    python = app.env.get_domain("py")
    objects = {name: (entry.docname, entry.node_id)
               for name, entry in [*python.objects.items(), *python.modules.items()]}
    saved = 0
    for path in (outdir / "_sources").rglob("*.ipynb"):
        docname = path.relative_to(outdir / "_sources").with_suffix("").as_posix()
        source = Path(app.srcdir) / f"{docname}.ipynb"
        if source.exists():  # Sphinx copies only the pages it wrote again: start from the book's notebook
            shutil.copyfile(source, path)
        saved += slim_download(path)
        offline_ready(path, site=site, wheel=wheel.name, docname=docname, labels=labels, objects=objects)
    logger.info(f"downloadable notebooks without precomputed pictures: {saved // 1024} KB saved; "
                f"their links point to {site}")


def setup(app):
    app.add_config_value("knights_site_url", DEFAULT_SITE_URL, "html", types=[str])
    app.connect("build-finished", _finish)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
