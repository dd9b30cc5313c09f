"""Python in the reader's browser: the website serves a pinned Pyodide and starts it in a Web Worker.

When an HTML build has finished, this extension

1. makes sure the pinned Pyodide (``knights_pyodide.json`` beside this file: the npm
   registry's ``pyodide`` package, its version and its tarball's sha512) is in
   ``.cache/pyodide/<version>/``, fetching it with ``npm pack`` when it is missing, and refuses
   a tarball whose checksum differs;
2. trims its standard library to what the website's Python uses: Pyodide's own start, the
   page's runner (``_static/live/runner.py``) and every module of ``boardpuzzles`` outside
   ``boardpuzzles.book``. The list is measured, not guessed: Node.js starts the real Pyodide
   (Python 3.14, whose modules import other modules than the build's CPython does), unpacks
   the site's wheel as the worker does, imports those modules, runs the runner, and reports
   every standard-library file in ``sys.modules``; that interpreter compiles those files to
   ``.pyc`` (Python then starts about twice as fast as from sources). A second start with only
   those files checks that Python still starts and answers. The result is cached there too;
3. copies into the site's ``_static/pyodide/`` only what the browser loads (``pyodide.mjs``,
   ``pyodide.asm.mjs``, ``pyodide.asm.wasm``, the trimmed ``python_stdlib.zip``, and
   ``pyodide-lock.json`` with no packages, since the site serves none), and writes
   ``_static/live/manifest.json``, which tells the page's worker where Pyodide, the wheel and
   the runner are.

Every page gets ``_static/live/live.js``, the page-side API (``window.knightsLive``); see
that file. The modules of ``boardpuzzles.book`` that the browser's Python also imports (a listing
a chapter shows, the steppers' tracers) are those the chapters' registry names
(``boardpuzzles.chapters``, each chapter's ``imports``): :func:`browser_imports`.

Building needs Node.js and npm (the first build, or a new pinned version, also needs the
npm registry).
"""

import ast
import base64
import hashlib
import json
import shutil
import subprocess
import tarfile
import tempfile
import zipfile
from pathlib import Path

from sphinx.errors import ExtensionError
from sphinx.util import logging

#: The repository: this file is book/_ext/knights_pyodide.py.
PROJECT = Path(__file__).resolve().parents[2]
PIN_FILE = Path(__file__).with_name("knights_pyodide.json")
PIN = json.loads(PIN_FILE.read_text(encoding="utf-8"))
RUNNER = PROJECT / "book" / "_static" / "live" / "runner.py"

#: What the browser loads from the package (the module worker imports the ``.mjs`` files).
SHIPPED = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm")
LOCK, STDLIB = "pyodide-lock.json", "python_stdlib.zip"  # shipped trimmed
KEEP = 5  # trimmed standard libraries kept in the cache, one for each recent state of the package

logger = logging.getLogger(__name__)

#: What the page's runner itself needs besides the package: the pretty-printing that shows a cell's value as
#: Jupyter does (book/_static/live/cells.js).
RUNNER_IMPORTS = ("pprint",)


def browser_imports() -> list[str]:
    """The modules the browser's Python imports besides the solvers: the chapters' (their registry), the runner's.

    >>> imports = browser_imports()
    >>> "boardpuzzles.book.steppers" in imports, imports[-1]
    (True, 'pprint')
    """
    from boardpuzzles.chapters import browser_imports as chapters_imports

    return [*chapters_imports(), *RUNNER_IMPORTS]

# Node.js starts Pyodide as the page's worker does (worker.js), then runs the Python CHECK in the
# runner's namespace and prints its JSON answer; a trimmed standard library it wrote is copied out.
# job: {pyodide, stdlib, wheel, runner, check, out}.
NODE_SCRIPT = """
import { readFileSync, writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
const job = JSON.parse(readFileSync(process.argv[2], "utf8"));
const { loadPyodide } = await import(pathToFileURL(job.pyodide + "/pyodide.mjs").href);
// No column ranges in the compiled files: a quarter smaller, and only tracebacks' ^^^ marks are lost.
const env = { PYTHONNODEBUGRANGES: "1" };
const pyodide = await loadPyodide({ indexURL: job.pyodide + "/", stdLibURL: job.stdlib, env });
pyodide.unpackArchive(new Uint8Array(readFileSync(job.wheel)), "wheel");
const runner = pyodide.globals.get("dict")();
pyodide.runPython(readFileSync(job.runner, "utf8"), { globals: runner });
const answer = pyodide.runPython(job.check, { globals: runner });
if (job.out) writeFileSync(job.out, pyodide.FS.readFile("/tmp/trimmed.zip"));
process.stdout.write("\\nANSWER " + answer + "\\n");
"""

# Python run inside Pyodide after the runner: import the modules, use the runner the way the page
# does, and list the files of every module loaded. With TRIM, it also writes /tmp/trimmed.zip: those
# files of the standard library, compiled to .pyc by this very interpreter, which starts about twice
# as fast as from sources (zipimport loads a lone .pyc; the hash-based, unchecked form is reproducible).
# REQUIRED, OPTIONAL and TRIM are filled in.
CHECK = """
import importlib, json, sys
for name in REQUIRED:
    importlib.import_module(name)
for name in OPTIONAL:  # names imported inside functions, perhaps guarded: a failure is fine
    try:
        importlib.import_module(name)
    except ImportError:
        pass
answers = {
    "run": json.loads(run_source("from boardpuzzles import knight_targets\\nknight_targets(8, (0, 0))")),
    "error": json.loads(run_source("print('before')\\nknight_targets(0, (0, 0))")),
    "call": json.loads(call_function("knight_targets", json.dumps({"square": [0, 0], "size": 3}))),
    "cell": json.loads(run_cell("[knight_targets(8, (0, 0))] * 9")),
}
files = sorted({m.__file__ for m in list(sys.modules.values()) if isinstance(getattr(m, "__file__", None), str)})
stdlib = next(entry for entry in sys.path if entry.endswith(".zip"))
wanted = {name.removeprefix(stdlib + "/").removesuffix("c") for name in files if name.startswith(stdlib + "/")}

def trim(wanted, out):
    import importlib.util, zipfile
    from importlib._bootstrap_external import _code_to_hash_pyc  # what py_compile uses
    folders = {name[:end + 1] for name in wanted for end, char in enumerate(name) if char == "/"}
    with zipfile.ZipFile(stdlib) as source, zipfile.ZipFile(out, "w") as target:
        missing = wanted - set(source.namelist())
        if missing:
            raise ValueError(f"{stdlib} lacks {sorted(missing)}")
        for info in source.infolist():
            if info.filename in folders:
                target.writestr(info, b"")
            elif info.filename in wanted:
                name, data = info.filename, source.read(info)
                if name.endswith(".py"):
                    code = compile(data, f"{stdlib}/{name}", "exec", dont_inherit=True)
                    name, data = name + "c", _code_to_hash_pyc(code, importlib.util.source_hash(data), checked=False)
                entry = zipfile.ZipInfo(name, info.date_time)
                entry.external_attr = info.external_attr
                target.writestr(entry, bytes(data), zipfile.ZIP_DEFLATED, 9)

if TRIM:
    trim(wanted, "/tmp/trimmed.zip")
json.dumps({"answers": answers, "modules": sorted(wanted), "python": sys.version.split()[0]})
"""


def integrity(path: Path) -> str:
    """Return the npm-style ``sha512-<base64>`` checksum of the file at ``path``."""
    return "sha512-" + base64.b64encode(hashlib.sha512(path.read_bytes()).digest()).decode()


def _tool(name: str) -> str:
    found = shutil.which(name)
    if not found:
        raise ExtensionError(f"the website's Python (Pyodide) needs `{name}` at build time (Node.js 18 or later)")
    return found


def pinned_tarball(cache: Path, pin: dict = PIN) -> Path:
    """Return the pinned Pyodide tarball in ``cache``, fetching it with ``npm pack`` if missing.

    Raises ``ExtensionError`` if its sha512 differs from the pinned one.
    """
    tarball = cache / f"{pin['package']}-{pin['version']}.tgz"
    if not tarball.exists():
        with tempfile.TemporaryDirectory(prefix="pyodide-pack-") as tmp:
            spec = f"{pin['package']}@{pin['version']}"
            done = subprocess.run([_tool("npm"), "pack", spec, "--silent", "--pack-destination", tmp],
                                  capture_output=True, text=True)
            packed = list(Path(tmp).glob("*.tgz"))
            if done.returncode != 0 or len(packed) != 1:
                raise ExtensionError(f"`npm pack {spec}` failed:\n{done.stdout}{done.stderr}")
            cache.mkdir(parents=True, exist_ok=True)
            shutil.move(packed[0], tarball.with_suffix(".part"))
            tarball.with_suffix(".part").replace(tarball)  # at once: a build beside this one sees all or nothing
        logger.info(f"fetched {tarball.name} with npm pack into {cache}")
    actual = integrity(tarball)
    if actual != pin["integrity"]:
        raise ExtensionError(
            f"{tarball} has the wrong checksum, so the website will not serve it.\n"
            f"  expected {pin['integrity']}\n  actual   {actual}\n"
            f"Delete the file to fetch it again, or check the pin in {PIN_FILE}."
        )
    return tarball


def unpack(tarball: Path, dest: Path) -> Path:
    """Extract the shipped files and the full standard library from ``tarball`` into ``dest``; return ``dest``."""
    wanted = {f"package/{name}" for name in (*SHIPPED, LOCK, STDLIB)}
    with tarfile.open(tarball) as archive:
        members = [member for member in archive.getmembers() if member.name in wanted]
        if len(members) != len(wanted):
            missing = wanted - {member.name for member in members}
            raise ExtensionError(f"{tarball.name} lacks {sorted(missing)}")
        for member in members:
            member.name = Path(member.name).name
        archive.extractall(dest, members=members, filter="data")
    return dest


def package_modules(wheel: Path, extra: list[str] = ()) -> tuple[list[str], list[str]]:
    """Return the modules the browser's Python must import from ``wheel``, and the names they import.

    The first list holds every module of ``boardpuzzles`` outside ``boardpuzzles.book``
    (``__main__`` aside: importing it runs the command line) and the ``extra`` ones; the
    second, every other module those files name in an ``import`` anywhere, functions too.
    """
    required, imported = list(extra), set()
    with zipfile.ZipFile(wheel) as archive:
        for name in sorted(archive.namelist()):
            parts = name.removesuffix(".py").split("/")
            if not name.endswith(".py") or parts[0] != "boardpuzzles" or parts[1:2] == ["book"]:
                continue
            if parts[-1] == "__main__":
                continue
            required.append(".".join(parts[:-1] if parts[-1] == "__init__" else parts))
            for node in ast.walk(ast.parse(archive.read(name))):
                if isinstance(node, ast.Import):
                    imported.update(alias.name for alias in node.names)
                elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                    imported.add(node.module)
    return required, sorted(name for name in imported if name.split(".")[0] != "boardpuzzles")


def start_in_node(pyodide: Path, stdlib: Path, wheel: Path, required: list[str], optional: list[str],
                  out: Path | None = None) -> dict:
    """Start Pyodide in Node.js as the page's worker does, run the checks, and return their answer.

    With ``out``, also write there the standard library trimmed to the modules that were loaded.
    """
    check = (CHECK.replace("REQUIRED", json.dumps(required), 1).replace("OPTIONAL", json.dumps(optional), 1)
             .replace("TRIM", str(out is not None), 1))
    with tempfile.TemporaryDirectory(prefix="pyodide-node-") as tmp:
        script, job = Path(tmp) / "start.mjs", Path(tmp) / "job.json"
        script.write_text(NODE_SCRIPT, encoding="utf-8")
        job.write_text(json.dumps({"pyodide": str(pyodide), "stdlib": str(stdlib), "wheel": str(wheel),
                                   "runner": str(RUNNER), "check": check, "out": out and str(out)}),
                       encoding="utf-8")
        done = subprocess.run([_tool("node"), str(script), str(job)], capture_output=True, text=True)
    answer = [line for line in done.stdout.splitlines() if line.startswith("ANSWER ")]
    if done.returncode != 0 or not answer:
        tail = "\n".join((done.stdout + done.stderr).strip().splitlines()[-15:])[-3000:]
        raise ExtensionError(f"Pyodide did not start in Node.js with {stdlib.name}:\n{tail}")
    return json.loads(answer[-1].removeprefix("ANSWER "))


def check_answers(report: dict) -> None:
    """Raise ``ExtensionError`` unless the runner answered in Pyodide as CPython answers here."""
    import pprint

    from boardpuzzles.knight import knight_targets

    answers = report["answers"]
    problems = []
    if answers["run"].get("result") != repr(knight_targets(8, (0, 0))):
        problems.append(f"run: {answers['run']}")
    error = answers["error"]
    if error.get("type") != "BoardSizeError" or "ValueError" not in error.get("types", []) \
            or error.get("stdout") != "before\n":
        problems.append(f"error: {answers['error']}")
    if answers["call"].get("value") != str(knight_targets(3, (0, 0))):
        problems.append(f"call: {answers['call']}")
    rows = pprint.pformat([knight_targets(8, (0, 0))] * 9, width=79, sort_dicts=False)  # as run_cell shows them
    if answers["cell"].get("shown") != {"text": rows}:
        problems.append(f"cell: {answers['cell']}")
    if problems:
        raise ExtensionError("the website's Python answered wrongly in Node.js:\n" + "\n".join(problems))


def trimmed_stdlib(pyodide: Path, wheel: Path, cache: Path, extra: list[str]) -> tuple[Path, dict]:
    """Return the trimmed standard library for ``wheel`` (cached in ``cache``) and its report."""
    required, optional = package_modules(wheel, extra)
    key = hashlib.sha256()
    with zipfile.ZipFile(wheel) as archive:
        for name in sorted(n for n in archive.namelist() if n.endswith(".py")):
            key.update(name.encode() + b"\0" + archive.read(name))
    for part in (RUNNER.read_bytes(), Path(__file__).read_bytes(), json.dumps(extra).encode()):
        key.update(part)
    stem = f"python_stdlib-{key.hexdigest()[:16]}"
    trimmed, saved = cache / f"{stem}.zip", cache / f"{stem}.json"
    if trimmed.exists() and saved.exists():
        return trimmed, json.loads(saved.read_text(encoding="utf-8"))
    with tempfile.TemporaryDirectory(prefix="pyodide-stdlib-") as tmp:
        candidate = Path(tmp) / STDLIB
        report = start_in_node(pyodide, pyodide / STDLIB, wheel, required, optional, out=candidate)
        check_answers(report)
        again = start_in_node(pyodide, candidate, wheel, required, optional)  # does it start with only these?
        check_answers(again)
        if set(again["modules"]) - set(report["modules"]):
            raise ExtensionError(f"the trimmed standard library lacks {set(again['modules']) - set(report['modules'])}")
        report = {"python": report["python"], "modules": len(report["modules"]), "required": required,
                  "stdlib": report["modules"]}
        # Written beside, then renamed: another build reading the cache never sees half a file.
        shutil.copyfile(candidate, trimmed.with_suffix(".part"))
        saved.with_suffix(".part.json").write_text(json.dumps(report, indent=1) + "\n", encoding="utf-8")
        trimmed.with_suffix(".part").replace(trimmed)
        saved.with_suffix(".part.json").replace(saved)
    # Keep the last few (built for other sources of the package); drop older ones.
    for old in sorted(cache.glob("python_stdlib-*.zip"), key=lambda path: path.stat().st_mtime)[:-KEEP]:
        old.unlink(missing_ok=True)
        old.with_suffix(".json").unlink(missing_ok=True)
    return trimmed, report


def _wheel(static: Path) -> Path:
    """Return the site's wheel of boardpuzzles (built by knights_downloads; built here if that did not run)."""
    wheels = sorted(static.glob("boardpuzzles-*.whl"))
    if len(wheels) == 1:
        return wheels[0]
    import knights_downloads

    return knights_downloads.build_wheel(knights_downloads.PROJECT, static)


def _short_hash(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()[:12]


def ship_pyodide(outdir: Path, extra: list[str] = ()) -> dict:
    """Put the pinned, trimmed Pyodide into ``outdir/_static/pyodide`` and write the page's manifest."""
    static = outdir / "_static"
    cache = PROJECT / ".cache" / "pyodide" / PIN["version"]
    wheel = _wheel(static)
    with tempfile.TemporaryDirectory(prefix="pyodide-") as tmp:
        pyodide = unpack(pinned_tarball(cache), Path(tmp))
        stdlib, report = trimmed_stdlib(pyodide, wheel, cache, list(extra))
        target = static / "pyodide"
        if target.exists():
            shutil.rmtree(target)
        target.mkdir(parents=True)
        for name in SHIPPED:
            shutil.copyfile(pyodide / name, target / name)  # fresh dates, so browsers revalidate after an update
        shutil.copyfile(stdlib, target / STDLIB)
        # The site serves no Pyodide packages, so its lock file names none: `import numpy` then fails
        # with a plain "No module named 'numpy'", not advice to install it from Pyodide's servers.
        lock = json.loads((pyodide / LOCK).read_text(encoding="utf-8"))
        (target / LOCK).write_text(json.dumps({**lock, "packages": {}}), encoding="utf-8")
    # Sphinx copies the static files only when some page was rebuilt; the worker must get these ones.
    (static / "live").mkdir(parents=True, exist_ok=True)
    for source in RUNNER.parent.iterdir():
        if source.is_file():
            shutil.copyfile(source, static / "live" / source.name)
    runner = static / "live" / "runner.py"
    # Paths are relative to _static/; the ?v= parts change with the contents, so no browser keeps a stale copy.
    manifest = {
        "pyodide": PIN["version"], "python": report["python"], "indexURL": "pyodide/",
        "stdLibURL": f"pyodide/{STDLIB}?v={_short_hash(target / STDLIB)}",
        "wheelURL": f"{wheel.name}?v={_short_hash(wheel)}", "runnerURL": f"live/runner.py?v={_short_hash(runner)}",
    }
    (static / "live" / "manifest.json").write_text(json.dumps(manifest, indent=1) + "\n", encoding="utf-8")
    shipped = sum(path.stat().st_size for path in target.iterdir())
    return {**manifest, "bytes": shipped, "modules": report["modules"]}


def _on_build_finished(app, exception):
    if exception is not None or app.builder.format != "html":
        return
    shipped = ship_pyodide(Path(app.outdir), browser_imports())
    logger.info(f"shipped Pyodide {shipped['pyodide']} (Python {shipped['python']}) in _static/pyodide/: "
                f"{shipped['bytes'] / 1e6:.1f} MB, standard library trimmed to {shipped['modules']} modules")


def setup(app):
    app.add_js_file("live/live.js", loading_method="defer")
    # After knights_downloads has shipped the wheel (default priority 500), whose modules decide the stdlib.
    app.connect("build-finished", _on_build_finished, priority=900)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
