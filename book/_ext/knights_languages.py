"""Every script has its fonts: runs of Chinese, Japanese and Cyrillic text are marked with their language.

The titles of the source articles, and the places that quote them, are marked ``lang="zh"``,
``"ja"`` or ``"ru"``, so that ``knights.css`` gives them fonts that have their letters, and a Han
character takes its Chinese or its Japanese form as the text needs. The Turkish and German titles, in
the Latin script, are marked by the bibliography style ``knights`` (:mod:`knights_bibstyle`, author–year
labels, titles as written, English glosses), which this extension registers.
"""

import re

import knights_bibstyle
from docutils import nodes

#: Runs of text in a script the book prints besides the Latin one: Han characters, kana and their
#: punctuation; Cyrillic words, with the spaces between them.
CJK_RUN = re.compile(r"[\u3000-\u303f\u3040-\u30ff\u31f0-\u31ff\u3400-\u4dbf\u4e00-\u9fff\uff00-\uffef]+")
KANA = re.compile(r"[\u3040-\u30ff\u31f0-\u31ff]")
CYRILLIC_RUN = re.compile(r"[\u0400-\u04ff]+(?:[ \u00a0][\u0400-\u04ff]+)*")
#: Where text is code or is written out as it is, it keeps its nodes.
VERBATIM = (nodes.literal_block, nodes.literal, nodes.raw, nodes.comment, nodes.doctest_block)


def language_runs(text: str) -> list[tuple[str, str | None]]:
    """Split ``text`` into pieces, each with its language (``"zh"``, ``"ja"``, ``"ru"``) or None.

    A run of Han characters is Japanese when the same text has kana, and Chinese otherwise.

    >>> language_runs("10242. Путь коня [English: The knight's path]")
    [('10242. ', None), ('Путь коня', 'ru'), (" [English: The knight's path]", None)]
    >>> language_runs("数据结构与算法-马踏棋盘")
    [('数据结构与算法', 'zh'), ('-', None), ('马踏棋盘', 'zh')]
    >>> language_runs("チェスの駒")
    [('チェスの駒', 'ja')]
    """
    han = "ja" if KANA.search(text) else "zh"
    marks = sorted([(m.start(), m.end(), han) for m in CJK_RUN.finditer(text)]
                   + [(m.start(), m.end(), "ru") for m in CYRILLIC_RUN.finditer(text)])
    pieces, at = [], 0
    for start, end, language in marks:
        if start > at:
            pieces.append((text[at:start], None))
        pieces.append((text[start:end], language))
        at = end
    if at < len(text):
        pieces.append((text[at:], None))
    return pieces


def _mark_languages(app, doctree, docname):
    for text in list(doctree.findall(nodes.Text)):
        pieces = language_runs(str(text))
        if all(language is None for _, language in pieces) or text.parent is None:
            continue
        if any(isinstance(node, VERBATIM) for node in _ancestors(text)):
            continue
        text.parent.replace(text, [nodes.Text(piece) if language is None
                              else nodes.inline(piece, piece, classes=[f"language-{language}"])
                              for piece, language in pieces])


def _ancestors(node):
    while node.parent is not None:
        node = node.parent
        yield node


def setup(app):
    knights_bibstyle.register()
    app.connect("doctree-resolved", _mark_languages)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
