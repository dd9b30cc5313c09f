"""The ``untraced`` marker (tests/conftest.py) pauses coverage's measurement for a sweep, in a pytest-xdist worker too.

``make test`` runs the unit tests in two workers under coverage: there this test fails if a measurement still
traces the marked test (pytest-cov 7.1's own ``no_cover`` left one running in each worker, and the sweeps ran five
times slower).
"""

import sys

import coverage
from conftest import NO_COVER


@NO_COVER
def test_a_sweep_marked_untraced_runs_with_no_measurement_and_no_trace_function():
    assert coverage.Coverage.current() is None
    assert sys.gettrace() is None
