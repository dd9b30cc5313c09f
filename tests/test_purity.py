"""The algorithm modules are pure: importing them pulls in neither matplotlib nor ipywidgets."""

import pkgutil
import subprocess
import sys

import pytest

import boardpuzzles

DRAWING = {"plotting", "widgets"}
ALGORITHMS = sorted(m.name for m in pkgutil.iter_modules(boardpuzzles.__path__) if m.name not in DRAWING and m.name != "__main__")


def test_there_are_algorithm_modules():
    assert {"board", "knight", "tour", "cli"} <= set(ALGORITHMS)


@pytest.mark.parametrize("module", ALGORITHMS)
def test_algorithm_module_imports_no_drawing_library(module):
    code = (
        f"import sys, boardpuzzles.{module}; "
        "bad = sorted(m for m in ('matplotlib', 'ipywidgets', 'IPython') if m in sys.modules); "
        "print(','.join(bad))"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == ""
