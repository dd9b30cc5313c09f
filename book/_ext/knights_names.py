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

    In an API signature the name may also move to the next line apart from its module's path:

    >>> html = break_names('<span class="sig-prename descclassname"><span class="pre">a.b.</span></span>'
    ...                    '<span class="sig-name descname"><span class="pre">c</span></span>')
    >>> html.split("<wbr>")[1]
    '<span class="sig-name descname"><span class="pre">c</span></span>'
    """
    def joints(match):
        name = match[2]
        return match[1] + (NAME_JOINT.sub(r"\1<wbr>", name) if len(name) >= LONG_NAME else name) + match[3]

    return SIGNATURE_JOINT.sub(r"\1<wbr>", INLINE_CODE.sub(joints, html))


#: The end of the module path before a name in an API signature (``boardpuzzles.board.`` before
#: ``require_board_size``): a signature that does not fit its line breaks there, not inside the name.
SIGNATURE_JOINT = re.compile(r'(<span class="sig-prename descclassname">(?:<span class="pre">[^<]*</span>)+</span>)'
                             r'(?=<span class="sig-name descname">)')


def _break_names(app, pagename, templatename, context, doctree):
    if "body" in context:
        context["body"] = break_names(context["body"])


def setup(app):
    app.connect("html-page-context", _break_names)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
