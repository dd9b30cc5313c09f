"""What serves a reader who listens to the page, or speaks to it (axe-core checks them, ``tests/test_site.py``).

- **Every data table has a caption.** A table printed by code (the performance page's) comes after
  its title in bold; that title becomes the table's caption (``<caption>``). The tables in the
  book's Markdown have theirs from MyST's ``{table}`` directive.
- **A control's name is the words it shows** (WCAG 2.5.3), so that a reader who says what they see
  reaches it: the header's search button is named by its text ("Search Ctrl+K"), the colour-mode
  button keeps its name while its icons, which show the current mode, are only pictures, and a
  folded code cell's toggle is named "Show code cell content", as it reads, not "Toggle hidden
  content".
- **The references are a list of list items.** docutils gives each entry the role
  ``doc-biblioentry``, which ARIA has deprecated and which a list may not hold; they become
  ``listitem``.

The last two change the written pages (``build-finished``), since the theme writes the header.
"""

import re
from pathlib import Path

from docutils import nodes


def bold_title(node) -> nodes.strong | None:
    """The ``strong`` node that is all of the paragraph ``node`` (white space aside), or None."""
    if not isinstance(node, nodes.paragraph):
        return None
    parts = [child for child in node.children if not (isinstance(child, nodes.Text) and not child.strip())]
    return parts[0] if len(parts) == 1 and isinstance(parts[0], nodes.strong) else None


def _caption_tables(app, doctree, docname):
    """Give each table without a caption the bold title just before it, as the caption.

    The table also gets an id from its caption's words (a link target, and Sphinx writes a captioned
    table's number from its id: it warns about a captioned table with none).
    """
    for table in list(doctree.findall(nodes.table)):
        if any(isinstance(child, nodes.title) for child in table.children) or table.parent is None:
            continue
        at = table.parent.index(table)
        title = bold_title(table.parent[at - 1]) if at > 0 else None
        if title is None:
            continue
        table.parent.remove(table.parent[at - 1])
        table.insert(0, nodes.title("", "", *[child.deepcopy() for child in title.children]))
        if not table["ids"]:
            wanted = nodes.make_id(title.astext())
            if wanted and wanted not in doctree.ids:
                table["ids"].append(wanted)
                doctree.ids[wanted] = table
            else:
                doctree.set_id(table)


#: What the written pages change, as (pattern, replacement); each applies again to its own result
#: without changing it, so an incremental build that rewrites some pages only leaves the others right.
PAGE_FIXES = [
    # The header's search button: named by its text ("Search Ctrl+K"); the icon is hidden already.
    (re.compile(r'(<button class="btn search-button-field[^"]*"[^>]*?) aria-label="[^"]*"'), r"\1"),
    # The colour-mode button: its name stays "Color mode"; the icons (FontAwesome turns a title
    # into an SVG <title>, visible text inside the button) become hidden pictures.
    (re.compile(r'(<i class="theme-switch[^"]*"[^>]*?) title="[^"]*"'), r"\1"),
    # A folded code cell (MyST-NB): named by what its toggle reads.
    (re.compile(r'<summary aria-label="Toggle hidden content">'), "<summary>"),
    # The sidebar's toggle of a chapter's pages (its companion page, under it in the table of contents):
    # an icon alone, so the summary gets a name.
    (re.compile(r'<summary>(<span class="toctree-toggle")'), r'<summary aria-label="Pages of this chapter">\1'),
    # The references (docutils): list items in their list.
    (re.compile(r'(<div class="citation" id="[^"]*" role=")doc-biblioentry(")'), r"\1listitem\2"),
]


def accessible_page(html: str) -> str:
    """Apply :data:`PAGE_FIXES` to one written page.

    >>> accessible_page('<summary aria-label="Toggle hidden content">')
    '<summary>'
    >>> accessible_page('<summary><span class="toctree-toggle" role="presentation">')
    '<summary aria-label="Pages of this chapter"><span class="toctree-toggle" role="presentation">'
    >>> accessible_page('<div class="citation" id="id2" role="doc-biblioentry">')
    '<div class="citation" id="id2" role="listitem">'
    >>> accessible_page('<button class="btn search-button-field x" title="Search" aria-label="Search" data-a="b">')
    '<button class="btn search-button-field x" title="Search" data-a="b">'
    """
    for pattern, replacement in PAGE_FIXES:
        html = pattern.sub(replacement, html)
    return html


def _fix_pages(app, exception):
    if exception is not None or app.builder.format != "html":
        return
    for path in Path(app.outdir).rglob("*.html"):
        text = path.read_text(encoding="utf-8")
        fixed = accessible_page(text)
        if fixed != text:
            path.write_text(fixed, encoding="utf-8")


def setup(app):
    app.connect("doctree-resolved", _caption_tables)
    app.connect("build-finished", _fix_pages)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
