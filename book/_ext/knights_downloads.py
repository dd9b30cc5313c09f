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
"""

import json
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


def setup(app):
    app.connect("build-finished", _ship_wheel)
    app.connect("build-finished", _slim_downloads)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
