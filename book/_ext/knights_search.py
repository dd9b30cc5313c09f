"""The site's search: chapters first, and one search box.

- **Search ranks chapters first.** The search scorer ``book/_static/knights_search.js`` (named by
  ``html_search_scorer`` in ``_config.yml``, relative to the book's folder as Sphinx documents
  it) puts the chapters above the other pages and the API reference's entries last.
- **One search box.** The PyData theme adds a search field to a header bar of its own unless
  ``navbar_persistent`` is set; the Book theme's sidebar has one already, so the header's goes.
"""

from pathlib import Path


def _search_and_header(app, config):
    """Resolve the search scorer against the book's folder; keep only the sidebar's search field."""
    scorer = config.html_search_scorer
    if scorer and not Path(scorer).is_absolute():
        config.html_search_scorer = str(Path(app.confdir) / scorer)
    config.html_theme_options.setdefault("navbar_persistent", [])


def setup(app):
    app.connect("config-inited", _search_and_header)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
