"""Names break where a reader expects.

A long name in inline code gets a line-break opportunity (``<wbr>``) after each ``_`` and ``.``
between letters, so a dotted module name wraps there on a narrow screen; a short one, such as
``hanoi_four_pegs``, moves to the next line whole. Neither breaks in the middle of a word
(``knights.css``).
"""

import re

#: One token of inline code, as Sphinx writes it.
INLINE_CODE = re.compile(r'(<span class="pre">)([^<]+)(</span>)')
#: An underscore or a dot between two letters or digits, followed by a letter.
NAME_JOINT = re.compile(r"(?<=\w)([_.])(?=[A-Za-z])")
#: Names shorter than this never break: on a 390 px phone a line of code holds about 40 characters.
LONG_NAME = 20


def break_names(html: str) -> str:
    """Put a line-break opportunity after each ``_`` and ``.`` inside the long names in inline code.

    A shorter name, such as ``hanoi_four_pegs``, gets none: it moves to the next line whole.

    >>> break_names('<span class="pre">boardpuzzles.hanoi.four_pegs</span> <span class="pre">hanoi_four_pegs</span>')
    '<span class="pre">boardpuzzles.<wbr>hanoi.<wbr>four_<wbr>pegs</span> <span class="pre">hanoi_four_pegs</span>'
    """
    def joints(match):
        name = match[2]
        return match[1] + (NAME_JOINT.sub(r"\1<wbr>", name) if len(name) >= LONG_NAME else name) + match[3]

    return INLINE_CODE.sub(joints, html)


def _break_names(app, pagename, templatename, context, doctree):
    if "body" in context:
        context["body"] = break_names(context["body"])


def setup(app):
    app.connect("html-page-context", _break_names)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
