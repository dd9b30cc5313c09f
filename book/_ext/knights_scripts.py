"""One copy of each script on a page.

Jupyter Book 1 registers the same inline Thebe configuration script twice (once through
sphinx-thebe and once more through Jupyter Book's own set-up), and the second copy throws
``Identifier 'THEBE_JS_URL' has already been declared`` in the browser console. This
extension drops exact duplicate script entries from each page's context.
"""


def _drop_duplicate_scripts(app, pagename, templatename, context, doctree):
    scripts = context.get("script_files")
    if not scripts:
        return
    seen, unique = set(), []
    for script in scripts:
        # The two copies differ only in their empty filename: one says None, the other "".
        filename = str(getattr(script, "filename", script) or "")
        key = (filename, tuple(sorted((k, str(v)) for k, v in getattr(script, "attributes", {}).items())))
        if key in seen:
            continue
        seen.add(key)
        unique.append(script)
    scripts[:] = unique


def setup(app):
    app.connect("html-page-context", _drop_duplicate_scripts, priority=1)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
