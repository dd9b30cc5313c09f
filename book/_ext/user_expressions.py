"""Execute chapters and store what JupyterLab needs to show them as the website does.

Usage (from the repository root, in the project's virtual environment)::

    python book/_ext/user_expressions.py book/01_knight_moves.ipynb [more.ipynb ...]

Each notebook is executed in place, like ``jupyter nbconvert --to notebook --execute --inplace``
(the same kernel, working directory, outputs and widget state), and in the same kernel run:

- every markdown cell that uses MyST's ``{eval}`` role gets, in its metadata ``user_expressions``,
  the value of each expression at that point of the chapter, in the format jupyterlab-myst stores
  when a reader runs the cell (the kernel's own ``user_expressions`` reply). JupyterLab then shows
  the numbers as soon as a chapter is opened, before anything is run, instead of the bare
  expression;
- code cells the website hides (tags ``hide-cell``, ``hide-input``, ``remove-input``, and
  ``hide-output``, ``remove-output`` for outputs) are collapsed in JupyterLab as well
  (``metadata.jupyter.source_hidden`` / ``outputs_hidden``); a click on the bar opens them;
- the notebook's ``kernelspec`` gets the kernel's own display name, as JupyterLab would write it,
  so that opening a chapter does not mark it as modified.

An expression that fails stops the script with its error, as it stops the website's build.
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

import nbformat
from jupyter_client.kernelspec import KernelSpecManager
from jupyter_core.utils import ensure_async
from nbclient import NotebookClient

METADATA_KEY = "user_expressions"

# MyST's inline role: {eval}`expr`, or with more backticks when the expression holds one.
EVAL_ROLE = re.compile(r"\{eval\}(`+)(.+?)\1(?!`)", re.DOTALL)

HIDE_SOURCE_TAGS = {"hide-cell", "hide-input", "remove-input"}
HIDE_OUTPUT_TAGS = {"hide-cell", "hide-output", "remove-output"}


class ExpressionError(RuntimeError):
    """An ``{eval}`` expression raised an error in the kernel."""


def eval_expressions(markdown: str) -> list[str]:
    """Return the ``{eval}`` expressions of a markdown text, each once, in order of appearance.

    >>> eval_expressions("The corner has {eval}`len(corner)` moves, {eval}`n` squares, {eval}`n` again.")
    ['len(corner)', 'n']
    >>> eval_expressions("No role here, only `code`.")
    []
    """
    found = [match.group(2).strip() for match in EVAL_ROLE.finditer(markdown)]
    return list(dict.fromkeys(found))


def hide_like_the_site(cell) -> None:
    """Collapse a code cell's source and/or outputs in JupyterLab where the website hides them.

    >>> cell = nbformat.v4.new_code_cell("assert True", metadata={"tags": ["hide-cell"]})
    >>> hide_like_the_site(cell); cell.metadata["jupyter"]
    {'source_hidden': True, 'outputs_hidden': True}
    >>> cell = nbformat.v4.new_code_cell("plot()", metadata={"tags": ["remove-input"]})
    >>> hide_like_the_site(cell); cell.metadata["jupyter"]
    {'source_hidden': True}
    """
    tags = set(cell.metadata.get("tags", []))
    flags = {"source_hidden": bool(tags & HIDE_SOURCE_TAGS), "outputs_hidden": bool(tags & HIDE_OUTPUT_TAGS)}
    jupyter = cell.metadata.get("jupyter", {})
    for flag, hidden in flags.items():
        if hidden:
            jupyter[flag] = True
        else:
            jupyter.pop(flag, None)
    if jupyter:
        cell.metadata["jupyter"] = jupyter
    else:
        cell.metadata.pop("jupyter", None)


class ExpressionClient(NotebookClient):
    """A notebook client that also evaluates each markdown cell's ``{eval}`` expressions in order."""

    async def async_execute_cell(self, cell, cell_index, execution_count=None, store_history=True):
        if cell.cell_type == "markdown":
            await self._store_expressions(cell, cell_index)
            return cell
        if cell.cell_type == "code":
            hide_like_the_site(cell)
        return await super().async_execute_cell(cell, cell_index, execution_count, store_history)

    async def _store_expressions(self, cell, cell_index) -> None:
        expressions = eval_expressions(cell.source)
        if not expressions:
            cell.metadata.pop(METADATA_KEY, None)
            return
        request = {str(i): expression for i, expression in enumerate(expressions)}
        msg_id = await ensure_async(self.kc.execute("", silent=True, store_history=False, user_expressions=request))
        reply = await self.async_wait_for_reply(msg_id, cell)
        results = reply["content"]["user_expressions"]
        stored = []
        for key, expression in request.items():
            result = results[key]
            if result.get("status") != "ok":
                raise ExpressionError(
                    f"cell {cell_index}: {{eval}}`{expression}` failed: "
                    f"{result.get('ename')}: {result.get('evalue')}"
                )
            stored.append({"expression": expression, "result": result})
        cell.metadata[METADATA_KEY] = stored


def execute(path: Path, timeout: int | None = None) -> nbformat.NotebookNode:
    """Execute the notebook at ``path`` in its own folder and return it with the expressions stored."""
    notebook = nbformat.read(path, as_version=4)
    client = ExpressionClient(notebook, timeout=timeout, resources={"metadata": {"path": str(path.parent)}})
    client.execute()
    # JupyterLab rewrites the kernel's display name when it opens a notebook, which marks a chapter
    # as modified before the reader has touched it; store the name it would write.
    name = client.kernel_name or notebook.metadata.get("kernelspec", {}).get("name", "python3")
    spec = KernelSpecManager().get_kernel_spec(name)
    notebook.metadata["kernelspec"] = {"display_name": spec.display_name, "language": spec.language, "name": name}
    return notebook


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("notebooks", nargs="+", type=Path, help="notebooks to execute and update in place")
    parser.add_argument("--timeout", type=int, default=None, help="seconds allowed per cell (default: no limit)")
    args = parser.parse_args(argv)
    for path in args.notebooks:
        notebook = execute(path, args.timeout)
        nbformat.write(notebook, path)
        stored = sum(len(cell.metadata.get(METADATA_KEY, [])) for cell in notebook.cells)
        print(f"{path}: executed, {stored} {{eval}} values stored")
    return 0


if __name__ == "__main__":
    sys.exit(main())
