"""The chapters' links into the API reference and the glossary, resolved to what they name."""

from docutils import nodes
from sphinx import addnodes
from sphinx.transforms.post_transforms import SphinxPostTransform
from sphinx.util import logging
from sphinx.util.nodes import make_refnode

logger = logging.getLogger(__name__)


class BookLinks(SphinxPostTransform):
    """Resolve the chapters' links into the API reference and the glossary, which are plain Markdown links.

    A notebook links an API entry as ``[`name()`](api.md#boardpuzzles.module.name)`` and a
    glossary term as ``[tour](glossary.md#term-tour)``, so that JupyterLab (jupyterlab-myst,
    which renders one notebook at a time) shows an ordinary link to the page, not a reference
    it cannot find. MyST's own resolver knows only a page's headings, so this transform, which
    runs just before it, sends each such link to the Python object or the term it names. A
    name or a term the book does not document stays a warning, so ``-W`` still catches it.
    """

    default_priority = 8  # MyST's resolver runs at 9

    def run(self, **kwargs):
        for node in list(self.document.findall(addnodes.pending_xref)):
            if node.get("refdomain") != "doc" or node.get("reftype") != "myst" or not node.get("reftargetid"):
                continue
            page, anchor = node["reftarget"], node["reftargetid"]
            if page.endswith("/api") and anchor.startswith("boardpuzzles"):
                entry = self.env.get_domain("py").objects.get(anchor)
                found = (entry.docname, entry.node_id) if entry else None
                classes = ["xref", "py", "py-obj"]
            elif page.endswith("/glossary") and anchor.startswith("term-"):
                found = next(((docname, label) for (kind, _), (docname, label) in
                              self.env.get_domain("std").objects.items() if kind == "term" and label == anchor), None)
                classes = ["xref", "std", "std-term"]
            else:
                continue
            if found is None:
                logger.warning(f"{page}.md has no entry {anchor!r} for the link {node.astext()!r}",
                               location=node, type="knights", subtype="link")
                node.replace_self(node[0].deepcopy())
                continue
            inner = nodes.inline("", "", *[child.deepcopy() for child in node[0].children], classes=classes)
            node.replace_self(make_refnode(self.app.builder, node.get("refdoc", self.env.docname), found[0],
                                           found[1], inner))


def setup(app):
    app.add_post_transform(BookLinks)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
