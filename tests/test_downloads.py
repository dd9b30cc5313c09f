"""A chapter downloaded from the website runs anywhere after the one command the website gives.

Needs the built website (``make book``), like the file checks of ``test_site.py``. The test
takes the wheel of ``boardpuzzles`` from the site's ``_static/`` folder and the install command
from "How to read", creates a fresh virtual environment in a temporary folder outside the
repository, runs that command there (packages come from PyPI, or pip's cache), and then executes
the comparison and the performance page as the download button serves them
(``_sources/book/*.ipynb``) with ``jupyter nbconvert --execute``, in a live kernel: the way a
reader's Jupyter runs them, not the way the website is built. Every import statement of every
chapter runs there too (each downloaded chapter runs whole in JupyterLab, in ``test_lab.py``). The
JupyterLab command "How to read" gives starts there, for any user, root included. It takes a few minutes.
"""

from __future__ import annotations

import html
import json
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

import boardpuzzles

ROOT = Path(__file__).resolve().parents[1]
SITE = ROOT / "_build" / "html"
DOWNLOADS = SITE / "_sources" / "book"
WHEEL = f"boardpuzzles-{boardpuzzles.__version__}-py3-none-any.whl"
NOTEBOOKS = sorted(p.name for p in (ROOT / "book").glob("0*.ipynb")) + ["comparison.ipynb", "performance.ipynb"]
# Run here with nbconvert in the reader's environment: the two pages that read the stored benchmark results
# (package data). The chapters are each run twice in a test run, by nbval and in JupyterLab
# (tests/test_lab.py); here every import statement of every downloaded chapter runs in the reader's
# environment, which shows that the one install command brings everything the chapters need.
EXECUTED = ["comparison.ipynb", "performance.ipynb"]
CELL_TIMEOUT = 300  # seconds, as for the website's build (_config.yml)

pytestmark = pytest.mark.downloads


def site_file(*parts: str) -> Path:
    path = SITE.joinpath(*parts)
    if not path.exists():
        pytest.fail(f"the website is not built: {path} is missing; run `make book` first")
    return path


def code_blocks(page: Path) -> list[str]:
    """Return the text of every code block of a built page, without the highlighting markup."""
    blocks = re.findall(r"<pre>(.*?)</pre>", page.read_text(encoding="utf-8"), flags=re.S)
    return [html.unescape(re.sub(r"<[^>]+>", "", block)).strip() for block in blocks]


def install_command() -> str:
    """Return the one install command that "How to read" shows."""
    lines = [line for block in code_blocks(site_file("book", "how_to_read.html"))
             for line in block.splitlines() if "pip install" in line]
    assert len(lines) == 1, f"'How to read' should show one install command, found {lines}"
    return lines[0]


def clean_environment() -> dict[str, str]:
    """The environment of a reader's shell: no variable of the book's build or of this repository."""
    env = {k: v for k, v in os.environ.items()
           if k not in {"BOARDPUZZLES_STATIC_SITE", "PYTHONPATH", "VIRTUAL_ENV", "PYTHONHOME"}}
    env["PATH"] = os.pathsep.join(p for p in env.get("PATH", "").split(os.pathsep)
                                  if not p.startswith(str(ROOT)))
    env["JUPYTER_PREFER_ENV_PATH"] = "1"  # the new environment's kernel, not one installed elsewhere
    return env


def plain(text: str) -> str:
    """Drop the colour codes of a traceback, so that a failure reads as plain text."""
    return re.sub(r"\x1b\[[0-9;]*m", "", text)


def run(command: list[str], cwd: Path, timeout: float, **env: str) -> subprocess.CompletedProcess:
    done = subprocess.run(command, cwd=cwd, env={**clean_environment(), **env}, capture_output=True, text=True,
                          timeout=timeout)
    assert done.returncode == 0, (f"{shlex.join(command)} failed with status {done.returncode}:\n"
                                  f"{plain(done.stdout)[-3000:]}\n{plain(done.stderr)[-6000:]}")
    return done


# --- what the website says ---------------------------------------------------------------------

def test_the_website_ships_the_wheel_of_this_version():
    wheels = sorted(p.name for p in site_file("_static").glob("boardpuzzles-*.whl"))
    assert wheels == [WHEEL]


def test_the_landing_page_leaves_the_commands_to_how_to_read():
    """The start page is for students: it links the page that gives the commands instead of printing them."""
    page = site_file("book", "index.html").read_text(encoding="utf-8")
    assert 'href="how_to_read.html#run-a-chapter-on-your-own-computer"' in page
    shown = [line for block in code_blocks(site_file("book", "index.html")) for line in block.splitlines()]
    assert not [line for line in shown if "pip install" in line or line.startswith("jupyter lab")], shown


@pytest.mark.parametrize("page", ["how_to_read"])
def test_the_page_links_the_wheel_and_shows_the_install_command(page):
    path = site_file("book", f"{page}.html")
    assert f'href="../_static/{WHEEL}"' in path.read_text(encoding="utf-8")
    command = install_command()
    assert command in code_blocks(path), f"{page}.html does not show the install command {command!r}"
    assert shlex.split(command)[:4] == ["python", "-m", "pip", "install"]
    assert shlex.split(command)[4].startswith(WHEEL + "[")


def test_every_chapter_and_the_reference_notebooks_can_be_downloaded():
    downloadable = sorted(p.name for p in site_file("_sources", "book").glob("0*.ipynb"))
    downloadable += [name for name in ("comparison.ipynb", "performance.ipynb") if (DOWNLOADS / name).exists()]
    assert downloadable == NOTEBOOKS


@pytest.mark.parametrize("name", NOTEBOOKS)
def test_a_download_is_the_chapter_without_its_precomputed_pictures(name):
    """The website's explorers need their pictures stored; a download draws them live, so it keeps only a still."""
    download = json.loads(site_file("_sources", "book", name).read_text(encoding="utf-8"))
    source = json.loads((ROOT / "book" / name).read_text(encoding="utf-8"))
    download["cells"] = [cell for cell in download["cells"] if cell.get("id") != "kp-install-note"]
    assert [c["cell_type"] for c in download["cells"]] == [c["cell_type"] for c in source["cells"]]
    assert [c["source"] for c in download["cells"] if c["cell_type"] == "code"] == [
        c["source"] for c in source["cells"] if c["cell_type"] == "code"]
    assert "widgets" not in download["metadata"]
    view = "application/vnd.jupyter.widget-view+json"
    for cell, original in zip(download["cells"], source["cells"]):
        for out, stored in zip(cell.get("outputs", []), original.get("outputs", []), strict=True):
            assert view not in out.get("data", {})
            assert out.get("data", {}) == {mime: v for mime, v in stored.get("data", {}).items() if mime != view}
            if view in stored.get("data", {}):  # an explorer: its still, to show until the cell runs
                assert "".join(out["data"]["text/html"]).startswith('<div class="kp-still">')


# --- a download read off the website ------------------------------------------------------------

sys.path.insert(0, str(ROOT / "book" / "_ext"))
import knights_downloads  # noqa: E402  (a Sphinx extension, found on book/_ext as Sphinx finds it)

#: Where the downloads' links point: the address the build gave them (``html_baseurl``, or the default).
SITE_URL = knights_downloads.DEFAULT_SITE_URL
LINK = re.compile(r"\]\(([^)\s]+)\)|(?:href|src)=\"([^\"]+)\"")


def download_markdown(name: str) -> list[str]:
    notebook = json.loads(site_file("_sources", "book", name).read_text(encoding="utf-8"))
    return ["".join(cell["source"]) for cell in notebook["cells"] if cell["cell_type"] == "markdown"]


def site_url() -> str:
    """The address the downloads were built with, read from the install note of chapter 1's download."""
    note = next(text for text in download_markdown(NOTEBOOKS[0]) if "Before you run this notebook" in text)
    return re.search(r'@ (\S+)_static/', note)[1]


@pytest.mark.parametrize("name", NOTEBOOKS)
def test_a_download_opens_with_the_one_command_that_installs_what_it_needs(name):
    notebook = json.loads(site_file("_sources", "book", name).read_text(encoding="utf-8"))
    cells = notebook["cells"]
    title = next(k for k, cell in enumerate(cells) if "".join(cell["source"]).lstrip().startswith("# "))
    note = "".join(cells[title + 1]["source"])
    commands = [line.strip() for line in note.splitlines() if "pip install" in line]
    assert len(commands) == 1, f"{name}: the note after the title gives {commands}"
    words = shlex.split(commands[0])
    assert words[:4] == ["python", "-m", "pip", "install"] and len(words) == 5
    assert words[4] == f"boardpuzzles[lab] @ {site_url()}_static/{WHEEL}"


@pytest.mark.parametrize("name", NOTEBOOKS)
def test_a_downloads_links_lead_to_pages_and_anchors_of_the_website(name):
    """No link stays relative (it would fail off the website), and each one names a built page and anchor."""
    site = site_url()
    for text in download_markdown(name):
        for match in LINK.finditer(text):
            target = match[1] or match[2]
            if target.startswith("#") or not target.startswith(site) and re.match(r"[a-z]+:", target):
                continue  # within the notebook, or another website
            assert target.startswith(site), f"{name}: the link {target!r} works only on the website"
            path, _, anchor = target[len(site):].partition("#")
            page = site_file(*path.split("/"))
            if anchor:
                assert f'id="{anchor}"' in page.read_text(encoding="utf-8"), f"{name}: {target} has no such anchor"


@pytest.mark.parametrize("name", NOTEBOOKS)
def test_a_downloads_proofs_carry_no_number(name):
    """jupyterlab-myst numbers a proof unless told not to; the website's proofs say "Proof." alone."""
    for text in download_markdown(name):
        for fence in re.finditer(r"^[`:]{3,}\{prf:proof\}.*\n(.*)", text, flags=re.M):
            assert fence[1].strip() == ":nonumber:", f"{name}: a proof without :nonumber: {fence[0]!r}"


#: Where a notebook's Markdown names a label: ``(label)=`` before a heading, or ``:label:`` in a directive.
LABEL_DEFINED = re.compile(r"^\((\S+?)\)=|^\s*:label:\s*(\S+)", re.M)
#: A reference to a label, written here apart from the extension's own patterns: any ``{...ref}`` role
#: (``{ref}``, ``{prf:ref}``, ``{numref}``), with its own text or without, or a link ``[text](#label)``.
REFERENCE = re.compile(r"\{[\w:]*ref\}`(?:[^`<]*<([^`>]+)>|([^`<>]+))`|\[[^\]]*\]\(#([^)\s]+)\)")


@pytest.mark.parametrize("name", NOTEBOOKS)
def test_a_downloads_references_name_only_labels_of_its_own(name):
    """JupyterLab resolves a reference only to a label in the same notebook: every other one became a link."""
    texts = download_markdown(name)
    own = {label for text in texts for match in LABEL_DEFINED.finditer(text) for label in match.groups() if label}
    referred = [next(label for label in match.groups() if label).strip()
                for text in texts for match in REFERENCE.finditer(text)]
    assert referred or not name.startswith("0"), f"{name}: no reference found, so the check reads nothing"
    assert set(referred) <= own, f"{name}: references to labels on other pages: {sorted(set(referred) - own)}"


def test_a_ref_to_another_page_becomes_a_link_and_one_on_the_page_stays():
    labels = {"ch1-leapers": ("book/01_knight_moves_further", "ch1-leapers"),
              "jump-numbers": ("book/01_knight_moves", "jump-numbers")}
    text = "{ref}`leapers <ch1-leapers>` and {ref}`numbers <jump-numbers>`, [API](api.md#x), [up](../_static/w)"
    done = knights_downloads.offline_markdown(text, "https://site.example/", labels, "book/01_knight_moves")
    assert done == ("[leapers](https://site.example/book/01_knight_moves_further.html#ch1-leapers) and "
                    "{ref}`numbers <jump-numbers>`, [API](https://site.example/book/api.html#x), "
                    "[up](https://site.example/_static/w)")


# --- a reader's computer -----------------------------------------------------------------------

@pytest.fixture(scope="module")
def reader():
    """A folder outside the repository with the wheel, and a fresh virtual environment in which the
    website's install command has been run; yields (folder, the environment's bin directory)."""
    wheel = site_file("_static", WHEEL)
    command = shlex.split(install_command())
    with tempfile.TemporaryDirectory(prefix="knights-reader-") as tmp:
        folder = Path(tmp)
        assert ROOT not in folder.parents
        shutil.copy2(wheel, folder / WHEEL)
        run([sys.executable, "-m", "venv", str(folder / "env")], cwd=folder, timeout=300)
        bin_dir = folder / "env" / ("Scripts" if os.name == "nt" else "bin")
        python = str(bin_dir / "python")
        # "python -m pip install ..." in the new environment. pip would compile every installed module to
        # bytecode first, a minute of the two cores' time; Python compiles what it imports all the same.
        run([python, *command[1:]], cwd=folder, timeout=1200, PIP_NO_COMPILE="1")
        yield folder, bin_dir


def test_the_package_comes_from_the_wheel_not_the_repository(reader):
    folder, bin_dir = reader
    done = run([str(bin_dir / "python"), "-c", "import boardpuzzles; print(boardpuzzles.__file__)"],
               cwd=folder, timeout=60)
    assert Path(done.stdout.strip()).resolve().is_relative_to((folder / "env").resolve())
    run([str(bin_dir / "boardpuzzles"), "--version"], cwd=folder, timeout=60)
    # The notebooks run in the new environment's own kernel ("python" there is that environment's).
    specs = json.loads(run([str(bin_dir / "jupyter"), "kernelspec", "list", "--json"], cwd=folder, timeout=60).stdout)
    kernel = specs["kernelspecs"]["python3"]
    assert Path(kernel["resource_dir"]).resolve().is_relative_to((folder / "env").resolve())
    assert kernel["spec"]["argv"][0] == "python"


def execute(reader, name: str) -> subprocess.CompletedProcess:
    """Execute one downloaded notebook in a folder of its own; the executed copy is out-<name>."""
    folder, bin_dir = reader
    work = folder / name.removesuffix(".ipynb")
    work.mkdir()
    shutil.copy2(DOWNLOADS / name, work / name)
    command = [str(bin_dir / "jupyter"), "nbconvert", "--to", "notebook", "--execute",
               f"--ExecutePreprocessor.timeout={CELL_TIMEOUT}", "--output", f"out-{name}", name]
    return subprocess.run(command, cwd=work, env=clean_environment(), capture_output=True, text=True,
                          timeout=1800)


@pytest.fixture(scope="module")
def executed(reader):
    """Run the EXECUTED notebooks as downloaded, as many at once as there are cores (up to 4); map name -> run."""
    for name in NOTEBOOKS:
        site_file("_sources", "book", name)
    workers = max(1, min(4, os.cpu_count() or 1))
    with ThreadPoolExecutor(max_workers=workers) as pool:
        runs = dict(zip(EXECUTED, pool.map(lambda name: execute(reader, name), EXECUTED)))
    return runs


@pytest.mark.parametrize("name", EXECUTED)
def test_a_downloaded_notebook_runs_without_error(reader, executed, name):
    done = executed[name]
    assert done.returncode == 0, f"{name} failed when run as downloaded:\n{plain(done.stderr)[-6000:]}"
    folder, _ = reader
    out = json.loads((folder / name.removesuffix(".ipynb") / f"out-{name}").read_text(encoding="utf-8"))
    errors = ["".join(cell["source"])[:200] for cell in out["cells"] if cell["cell_type"] == "code"
              and "raises-exception" not in cell.get("metadata", {}).get("tags", [])
              and any(output["output_type"] == "error" for output in cell.get("outputs", []))]
    assert errors == [], f"{name} shows errors in these cells: {errors}"


def chapter_imports(name: str) -> list[str]:
    """Return the import statements of a downloaded notebook's code cells, each once, in order."""
    import ast

    found = []
    for cell in json.loads(site_file("_sources", "book", name).read_text(encoding="utf-8"))["cells"]:
        if cell["cell_type"] != "code":
            continue
        source = "".join(cell["source"])
        lines = [line for line in source.splitlines() if not line.lstrip().startswith(("%", "!"))]
        for node in ast.walk(ast.parse("\n".join(lines))):
            if isinstance(node, ast.Import | ast.ImportFrom):
                found.append(ast.unparse(node))
    return list(dict.fromkeys(found))


def test_every_import_of_every_chapter_works_in_the_readers_environment(reader):
    folder, bin_dir = reader
    statements = [statement for name in NOTEBOOKS for statement in chapter_imports(name)]
    assert any("boardpuzzles.book" in statement for statement in statements), statements
    work = folder / "imports"
    work.mkdir()
    run([str(bin_dir / "python"), "-c", "\n".join(statements)], cwd=work, timeout=300, MPLBACKEND="Agg")


def lab_command() -> str:
    """Return the one command "How to read" gives for opening a chapter in JupyterLab."""
    lines = [line for block in code_blocks(site_file("book", "how_to_read.html"))
             for line in block.splitlines() if line.startswith("jupyter lab")]
    assert len(lines) == 1, f"'How to read' should show one JupyterLab command, found {lines}"
    return lines[0]


def test_the_websites_jupyterlab_command_starts_for_any_user_root_included(reader):
    """The command as "How to read" prints it, plus what keeps a test quiet (no browser, a free port)."""
    import socket
    import time
    import urllib.request

    folder, bin_dir = reader
    command = shlex.split(lab_command())
    chapter = command[-1]
    assert chapter == NOTEBOOKS[0]
    work = folder / "lab-command"
    work.mkdir()
    shutil.copy2(DOWNLOADS / chapter, work / chapter)
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    env = clean_environment() | {"JUPYTER_RUNTIME_DIR": str(work / "runtime"),
                                 "JUPYTER_CONFIG_DIR": str(work / "config")}
    quiet = ["--no-browser", "--ip=127.0.0.1", f"--port={port}", "--ServerApp.port_retries=0",
             "--IdentityProvider.token=reader"]
    server = subprocess.Popen([str(bin_dir / command[0]), *command[1:], *quiet], cwd=work, env=env,
                              stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    try:
        deadline = time.monotonic() + 90
        while True:
            try:
                url = f"http://127.0.0.1:{port}/api/contents/{chapter}?content=0&token=reader"
                with urllib.request.urlopen(url, timeout=5) as response:
                    assert json.loads(response.read())["type"] == "notebook"
                break
            except OSError:
                if server.poll() is not None or time.monotonic() > deadline:
                    server.kill()
                    log = server.stdout.read().decode(errors="replace")
                    pytest.fail(f"{shlex.join(command)} did not start JupyterLab:\n{log[-3000:]}")
                time.sleep(0.5)
    finally:
        server.terminate()
        try:
            server.wait(timeout=20)
        except subprocess.TimeoutExpired:
            server.kill()
