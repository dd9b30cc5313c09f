"""Build the website from the chapters' stored outputs, ``{eval}`` numbers included.

The chapters are executed once by ``make notebooks`` (``book/_ext/user_expressions.py``), which stores
every code cell's outputs, the widget state and, in each markdown cell's metadata, the value of each
``{eval}`` expression at that point of the chapter (``user_expressions``, as jupyterlab-myst stores
them). nbval then checks in every test run that the stored outputs are what the code gives today, and
``tests/test_lab.py`` that every ``{eval}`` has its stored value. So the build need not run the chapters
a third time: MyST-NB renders the stored outputs (``execute_notebooks: "off"``), and this extension
answers each ``{eval}`` role from the stored value of the markdown cell it stands in, where MyST-NB
alone would ask a kernel. An expression without a stored value, or whose stored value is an error, is
a build warning (an error under ``-W``) that names it and says how to store it.
"""

from __future__ import annotations

import nbformat
from myst_nb.core.execute.base import NotebookClientBase
from myst_nb.core.render import MditRenderMixin

METADATA_KEY = "user_expressions"

_render_markdown_cell = MditRenderMixin.render_nb_cell_markdown


def _render_markdown_cell_noting_its_index(self, token) -> None:
    """Render a markdown cell as MyST-NB does, telling the notebook's client which cell it is."""
    self.nb_client.knights_markdown_cell = token.meta["index"]
    _render_markdown_cell(self, token)


def stored_value(notebook, cell_index: int, expression: str) -> list:
    """Return the stored value of ``expression`` in markdown cell ``cell_index``, as MyST-NB's outputs.

    >>> cell = nbformat.v4.new_markdown_cell("{eval}`1 + 1`", metadata={METADATA_KEY: [
    ...     {"expression": "1 + 1", "result": {"status": "ok", "data": {"text/plain": "2"}, "metadata": {}}}]})
    >>> notebook = nbformat.v4.new_notebook(cells=[cell])
    >>> stored_value(notebook, 0, "1 + 1")[0]["data"]
    {'text/plain': '2'}
    >>> stored_value(notebook, 0, "2 + 2")
    Traceback (most recent call last):
    ...
    KeyError: 'no stored value for {eval}`2 + 2` in markdown cell 1: run `make notebooks` to store it'
    """
    cell = notebook.cells[cell_index]
    for stored in cell.get("metadata", {}).get(METADATA_KEY, []):
        if stored.get("expression") == expression:
            result = stored["result"]
            if result.get("status") != "ok":
                return [nbformat.from_dict({"output_type": "error", "ename": result.get("ename", "Error"),
                                            "evalue": result.get("evalue", ""), "traceback": []})]
            return [nbformat.from_dict({"output_type": "execute_result", "execution_count": None,
                                        "data": result.get("data", {}), "metadata": result.get("metadata", {})})]
    raise KeyError(f"no stored value for {{eval}}`{expression}` in markdown cell {cell_index + 1}: "
                   "run `make notebooks` to store it")


def _eval_from_stored_value(self, name: str) -> list:
    cell_index = getattr(self, "knights_markdown_cell", None)
    if cell_index is None:
        raise KeyError(f"{{eval}}`{name}` stands outside a markdown cell")
    return stored_value(self.notebook, cell_index, name)


def setup(app):
    MditRenderMixin.render_nb_cell_markdown = _render_markdown_cell_noting_its_index
    NotebookClientBase.eval_variable = _eval_from_stored_value
    return {"parallel_read_safe": True, "parallel_write_safe": True}
