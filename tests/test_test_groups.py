"""The site suite's test processes keep each group of tests together (tests/conftest.py's ``xdist_group``).

``make test`` runs the website's tests in two pytest-xdist processes with ``--dist loadgroup``: a file's tests go
to one process, so that its module fixtures (a page, JupyterLab, a fresh environment, the printed editions) are made
once. When the groups are lost, nothing fails: every process simply makes every fixture again, and the suite takes
minutes longer (pytest 9.2 with pytest-xdist 3.8 lost them, and so did a hook that gave them after xdist read
them). So this runs a small suite the same way, with the same conftest.py, and asks which process ran each test.
"""

import shutil
import subprocess
import sys
import textwrap
from collections import defaultdict
from pathlib import Path

TESTS = Path(__file__).resolve().parent

RECORDING = textwrap.dedent("""
    import os
    from pathlib import Path

    import pytest

    {extra}

    @pytest.mark.parametrize("path", ["a.html", "b.html"])
    @pytest.mark.parametrize("k", range(4))
    def test_one(request, path, k):
        mark = request.node.get_closest_marker("site")
        group = f"{{request.node.path.name}}::{{path if {spread} else ''}}"
        line = f"{{group}} {{os.environ['PYTEST_XDIST_WORKER']}} {{bool(mark)}}"
        with open(Path(__file__).parent / "ran.txt", "a") as ran:
            ran.write(line + "\\n")
""")


def test_each_file_s_tests_and_each_spread_page_s_tests_run_in_one_process(tmp_path):
    shutil.copy2(TESTS / "conftest.py", tmp_path / "conftest.py")
    (tmp_path / "pytest.ini").write_text("[pytest]\n", encoding="utf-8")  # not the repository's settings
    for name, spread in [("test_live_one.py", False), ("test_live_two.py", False), ("test_site.py", True),
                         ("test_unlisted.py", False)]:
        extra = "SPREAD_BY_PAGE = True" if spread else ""
        (tmp_path / name).write_text(RECORDING.format(extra=extra, spread=spread), encoding="utf-8")
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-n", "2", "--dist", "loadgroup", "-q", "-p", "no:cacheprovider",
         "-p", "no:randomly", "-W", "ignore::pytest.PytestUnknownMarkWarning", str(tmp_path)],
        cwd=tmp_path, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    workers, marked = defaultdict(set), {}
    for line in (tmp_path / "ran.txt").read_text(encoding="utf-8").splitlines():
        group, worker, site = line.split()
        workers[group].add(worker)
        marked[group.split("::")[0]] = site == "True"
    assert sorted(workers) == ["test_live_one.py::", "test_live_two.py::", "test_site.py::a.html",
                               "test_site.py::b.html", "test_unlisted.py::"]
    grouped = {group: sorted(ran_in) for group, ran_in in workers.items() if group != "test_unlisted.py::"}
    assert all(len(ran_in) == 1 for ran_in in grouped.values()), f"a group ran in more than one process: {grouped}"
    assert len(set().union(*workers.values())) == 2, "the two processes both had work"
    assert marked == {"test_live_one.py": True, "test_live_two.py": True, "test_site.py": True,
                      "test_unlisted.py": False}
