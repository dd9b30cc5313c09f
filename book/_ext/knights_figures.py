"""Each figure shown as drawn for the page's mode and the reader's screen: no inverted picture, no tiny text.

A figure a chapter shows carries, in its output's ``image/png`` metadata, its dark twin (``"dark"``), and
when it is wider than a phone's column the same figure laid out for a phone (``"phone"``, ``"phone_dark"``),
and the size in points of its smallest text (``"text_points"``) (:mod:`boardpuzzles.book.plotting.twins`).
MyST-NB writes the figure as one ``<img>``; this extension writes the twin beside it, with the same alt
text and size, and marks the two with the theme's ``only-light`` and ``only-dark`` classes, so that each
mode shows one of them (pydata-sphinx-theme hides the other with ``display: none``). Both are loaded
lazily: a browser does not fetch a hidden lazy image, so a light page downloads only the light figures
and a dark page only the dark ones (``knights.css`` hides one of them in the moment before the theme's
script has chosen the mode, too). A phone variant goes into ``_images`` beside its figure, and the page's
``<img>`` becomes a ``<picture>`` whose ``<source>`` a screen at most :data:`PHONE_MEDIA` wide takes instead.

An image a page shows from a file (``![alt](images/x.png)``, the start page's gallery) gets its dark twin
the same way when a file ``x-dark.png`` stands beside it (:class:`FileTwins`); JupyterLab shows ``x.png``.

JupyterLab shows the output's ``image/png`` alone (it ignores the metadata it does not know), so a
notebook shows each figure once, as drawn. The notebooks the site offers to download keep the figures
and lose the variants only the site shows (:func:`slim_figures`).
"""

import base64
import dataclasses
import hashlib
import json
import re
from pathlib import Path

from docutils import nodes
from myst_nb.core.render import NbElementRenderer
from sphinx.transforms import SphinxTransform

#: The keys of an ``image/png`` output's metadata this extension reads.
DARK_KEY, PHONE_KEY, PHONE_DARK_KEY = "dark", "phone", "phone_dark"
TEXT_KEY, PHONE_TEXT_KEY, DPI_KEY = "text_points", "phone_text_points", "dpi"
EXTRA_KEYS = (DARK_KEY, PHONE_KEY, PHONE_DARK_KEY, TEXT_KEY, PHONE_TEXT_KEY, DPI_KEY)

#: The screens that take a figure's phone variant.
PHONE_MEDIA = "(max-width: 540px)"

_render_image = NbElementRenderer.render_image

#: An image MyST-NB wrote, by the hash it is named by.
_IMG = re.compile(r'<img (?P<attrs>[^>]*?)src="(?P<dir>[^"]*?)_images/(?P<hash>[0-9a-f]{64})\.png"(?P<rest>[^>]*)>')


def _phone_name(image_hash: str) -> str:
    return f"{image_hash}-phone.png"


def text_classes(extra: dict) -> list[str]:
    """The classes that say the size of a figure's smallest text, and its phone variant's, for the tests.

    ``kp-text-80-200``: text of 8.0 points on a figure drawn at 200 pixels an inch.

    >>> text_classes({"text_points": 8, "dpi": 200, "phone_text_points": 7.5})
    ['kp-text-80-200', 'kp-phone-text-75-200']
    """
    dpi = round(float(extra.get(DPI_KEY, 200)))
    return [f"kp-{name}-{round(float(extra[key]) * 10)}-{dpi}"
            for name, key in (("text", TEXT_KEY), ("phone-text", PHONE_TEXT_KEY)) if key in extra]


def render_image_and_twin(self, data):
    """MyST-NB's image, and after it the dark twin if the output has one, each marked for its mode."""
    metadata = data.output_metadata.get(data.mime_type, {})
    extra = {key: metadata[key] for key in EXTRA_KEYS if key in metadata}
    plain = {key: value for key, value in metadata.items() if key not in extra}
    data = dataclasses.replace(data, output_metadata={**data.output_metadata, data.mime_type: plain})
    shown = _render_image(self, data)
    if DARK_KEY not in extra or len(shown) != 1:
        return shown
    dark = _render_image(self, dataclasses.replace(data, content=extra[DARK_KEY]))[0]
    shown[0]["classes"].append("only-light")
    dark["classes"].append("only-dark")
    for node in shown[0], dark:  # the browser fetches neither until it is shown near the screen
        node["loading"] = "lazy"
    images = [(shown[0], data.content, PHONE_KEY), (dark, extra[DARK_KEY], PHONE_DARK_KEY)]
    for node, content, key in images:
        node["classes"] += text_classes(extra)
        if key in extra:  # the phone variant, named after its figure; written with the page (_write_phones)
            image_hash = hashlib.sha256(base64.b64decode(content)).hexdigest()
            node[PHONE_NODE_KEY] = (_phone_name(image_hash), extra[key])
    return [shown[0], dark]


#: The attribute of an image node that holds its phone variant: (its file name, the base64 PNG). It is
#: kept in the page's stored doctree, so that a page written again from the cache (a build that reads
#: only the notebooks that changed, into an emptied ``_build/html``) writes its phone variants too.
PHONE_NODE_KEY = "kp_phone"


def _write_phones(app, doctree, docname):
    """Write the phone variants of the page's figures into ``_images``, before the page is written."""
    if app.builder.format != "html":
        return
    folder = Path(app.outdir) / "_images"
    for node in doctree.findall(lambda node: PHONE_NODE_KEY in getattr(node, "attributes", {})):
        name, content = node.attributes.pop(PHONE_NODE_KEY)
        folder.mkdir(parents=True, exist_ok=True)
        if not (folder / name).exists():
            (folder / name).write_bytes(base64.b64decode(content))


#: The size MyST-NB writes on a figure's ``<img>``, as a style.
_SIZE = re.compile(r'style="width: (\d+)px; height: (\d+)px;"')


def phone_pictures(html: str, images: Path) -> str:
    """Wrap each ``<img>`` of a figure that has a phone variant in ``images`` in a ``<picture>`` offering it.

    Each figure's ``<img>`` also gets its size as ``width`` and ``height``, so that the browser keeps its
    room (its shape) before a lazy image loads, and a page does not jump as its figures arrive.

    >>> phone_pictures('<img alt="x" src="../_images/' + 64 * "a" + '.png" style="width: 30px; height: 20px;" />',
    ...                Path("."))
    '<img alt="x" src="../_images/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.png" \
width="30" height="20" style="width: 30px; height: 20px;" />'
    """
    def wrap(match):
        img = match[0]
        size = _SIZE.search(img)
        if size and " width=" not in img:
            img = img.replace(' style="', f' width="{size[1]}" height="{size[2]}" style="', 1)
        phone = _phone_name(match["hash"])
        if not (images / phone).exists():
            return img
        source = f'<source media="{PHONE_MEDIA}" srcset="{match["dir"]}_images/{phone}">'
        return f'<picture class="kp-figure">{source}{img}</picture>'

    return _IMG.sub(wrap, html)


def _phone_pictures(app, pagename, templatename, context, doctree):
    if "body" in context:
        context["body"] = phone_pictures(context["body"], Path(app.outdir) / "_images")


def slim_figures(path: Path) -> int:
    """Drop the site's variants of each figure (its dark twin, its phone variants) from the notebook at
    ``path``; return the bytes saved.

    >>> import tempfile
    >>> notebook = {"cells": [{"cell_type": "code", "outputs": [{"data": {"image/png": "..."},
    ...     "metadata": {"image/png": {"width": 2, "dark": "...", "phone": "..."}}}]}]}
    >>> with tempfile.TemporaryDirectory() as folder:
    ...     path = Path(folder) / "a.ipynb"
    ...     _ = path.write_text(json.dumps(notebook))
    ...     saved = slim_figures(path)
    ...     json.loads(path.read_text())["cells"][0]["outputs"][0]["metadata"]
    {'image/png': {'width': 2}}
    """
    before = path.stat().st_size
    notebook = json.loads(path.read_text(encoding="utf-8"))
    for cell in notebook["cells"]:
        for out in cell.get("outputs", []) if cell.get("cell_type") == "code" else []:
            shown = out.get("metadata", {}).get("image/png", {})
            for key in (DARK_KEY, PHONE_KEY, PHONE_DARK_KEY):
                shown.pop(key, None)
    path.write_text(json.dumps(notebook, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    return before - path.stat().st_size


def _slim_sources(app, exception):
    if exception is None and app.builder.format == "html":
        for path in (Path(app.outdir) / "_sources").rglob("*.ipynb"):
            slim_figures(path)


#: The ending of an image file's dark twin, beside it: ``x.png`` and ``x-dark.png``.
DARK_FILE = "-dark.png"


def dark_file(uri: str) -> str | None:
    """The name of the dark twin of the image file ``uri``, or None for an image that cannot have one.

    >>> dark_file("images/gallery-bfs.png"), dark_file("images/gallery-bfs-dark.png"), dark_file("https://x/y.png")
    ('images/gallery-bfs-dark.png', None, None)
    """
    if "://" in uri or not uri.endswith(".png") or uri.endswith(DARK_FILE):
        return None
    return uri[: -len(".png")] + DARK_FILE


class FileTwins(SphinxTransform):
    """Give each image from a file with a dark twin beside it that twin, each marked for its mode."""

    default_priority = 400

    def apply(self, **kwargs):
        folder = Path(self.env.doc2path(self.env.docname)).parent
        for image in list(self.document.findall(nodes.image)):
            twin = dark_file(image["uri"])
            if twin is None or "only-dark" in image["classes"] or not (folder / twin).is_file():
                continue
            dark = image.deepcopy()
            dark["uri"] = twin
            image["classes"].append("only-light")
            dark["classes"].append("only-dark")  # both lazy, as every <img> (knights_widgets.late_images)
            image.parent.insert(image.parent.index(image) + 1, dark)


def setup(app):
    NbElementRenderer.render_image = render_image_and_twin
    app.add_transform(FileTwins)
    app.connect("doctree-resolved", _write_phones)
    app.connect("html-page-context", _phone_pictures)
    app.connect("build-finished", _slim_sources)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
