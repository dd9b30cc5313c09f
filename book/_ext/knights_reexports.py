"""A subpackage's constants documented where the package exports them.

Chapters 2, 3 and 4's solvers are subpackages (``boardpuzzles.distance``, ``.backtracking``,
``.warnsdorff``): each module holds one topic, and the package's ``__all__`` exports its API, so a reader
writes ``boardpuzzles.distance.UNREACHABLE`` and the API page documents it there. Autodoc finds a
function's docstring on the function, but a constant's documentation is the ``#:`` comment above its
assignment, which autodoc reads only in the module it documents: the package's ``__init__``, where the
constant is imported, not assigned. The API page lists those constants with ``autodata``, and this
extension gives each one the ``#:`` comment of the submodule that assigns it (in place of the docstring
of its type, which autodoc would show). A constant that no submodule documents is a build warning, so
none goes unexplained.
"""

from __future__ import annotations

import importlib
import inspect
import pkgutil

from sphinx.pycode import ModuleAnalyzer
from sphinx.util import logging

logger = logging.getLogger(__name__)


def home_comment(package_name: str, name: str) -> list[str] | None:
    """Return the ``#:`` comment of ``name`` in the submodule of ``package_name`` that assigns it, if any.

    >>> home_comment("boardpuzzles.distance", "UNREACHABLE")[0].startswith("The cell of a grid")
    True
    >>> home_comment("boardpuzzles.distance", "no_such_name") is None
    True
    """
    package = importlib.import_module(package_name)
    for module in pkgutil.iter_modules(getattr(package, "__path__", [])):
        docs = ModuleAnalyzer.for_module(f"{package_name}.{module.name}").find_attr_docs()
        if ("", name) in docs:
            return list(docs[("", name)])
    return None


def _fill_constant_docs(app, what, name, obj, options, lines) -> None:
    """Put the home submodule's ``#:`` comment in place of the type's docstring autodoc found.

    >>> lines = inspect.getdoc(int).splitlines()
    >>> _fill_constant_docs(None, "data", "boardpuzzles.distance.UNREACHABLE", -1, {}, lines)
    >>> lines[0].startswith("The cell of a grid")
    True
    """
    # With no #: comment where it is documented, autodoc shows the value's type's docstring (int's, tuple's).
    told = "\n".join(lines).strip()
    if what != "data" or (told and told != (inspect.getdoc(type(obj)) or "").strip()):
        return
    package_name, _, attribute = name.rpartition(".")
    comment = home_comment(package_name, attribute)
    if comment is None:
        logger.warning(f"{name} has no #: comment in any module of {package_name}")
        return
    lines[:] = comment


def setup(app):
    app.connect("autodoc-process-docstring", _fill_constant_docs)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
