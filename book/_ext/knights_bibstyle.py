"""The book's bibliography style: author–year labels, titles as written, English glosses.

It is a pybtex formatting style, registered as ``knights`` and chosen in ``_config.yml``
(``bibtex_default_style``). Compared with pybtex's ``alpha`` style it

- labels an entry ``Knuth, 1994``, the way the chapters cite it in the text; an entry
  with no author is labelled by its ``shortauthor``, ``key`` or title, and one with no
  year by ``n.d.``; two entries with the same label get ``a``, ``b``;
- sorts by the ``sortkey`` field first (the source articles carry their chapter number),
  then by author, year and title;
- keeps every title's case as written, and follows a title by its English gloss from
  the ``titleaddon`` field, in square brackets;
- shows a ``url`` as a plain link;
- marks a title in a language other than English that is written in the Latin script (the Turkish
  and German ones, :data:`TITLE_LANGUAGES`) with its language, so that a screen reader reads it
  in that language; on the page it is a ``<span lang="tr">``. Titles in Chinese, Japanese and
  Russian are marked by their script, wherever they appear (``knights_languages.language_runs``).

The book's own bibliography, in the order and with the labels the references page shows:

>>> from pathlib import Path
>>> from pybtex.database import parse_file
>>> bib = parse_file(Path(__file__).parents[1] / "references.bib")
>>> entries = list(KnightsStyle().format_entries(bib.entries.values()))
>>> from boardpuzzles.chapters import CHAPTERS
>>> sources = [chapter.source for chapter in CHAPTERS]  # the source articles, in chapter order
>>> [entry.key for entry in entries[:len(sources)]] == sources
True
>>> [entry.label for entry in entries if entry.key in ("seed001", "frame1941", "lucas1883", "warnsdorff1823")]
['Şeker, n.d.', 'Frame and Stewart, 1941', 'Lucas, 1883', 'von Warnsdorf, 1823']
>>> # the title keeps its case and gets its gloss (the one line of text is wrapped here)
>>> print(entries[-1].text.render_as("text"))  # doctest: +NORMALIZE_WHITESPACE
H. C. von Warnsdorf. Des Rösselsprunges einfachste und allgemeinste Lösung
[English: The simplest and most general solution of the knight's tour].
Th. G. Fr. Varnhagen'schen Buchhandlung, Schmalkalden, 1823.
"""

from collections import Counter

import pybtex_docutils
from docutils import nodes
from pybtex.plugin import register_plugin
from pybtex.richtext import Text
from pybtex.style.formatting.unsrt import Style as UnsrtStyle
from pybtex.style.labels import BaseLabelStyle
from pybtex.style.sorting import BaseSortingStyle
from pybtex.style.template import field, href, join, optional, sentence, tag

STYLE_NAME = "knights"

#: The language (BCP 47) of each title, by entry key, that is neither English nor in a script of its
#: own: a reader cannot tell Turkish or German from English by its letters.
TITLE_LANGUAGES = {"seed000": "tr", "seed001": "tr", "warnsdorff1823": "de"}


def language_tag(language):
    """The pybtex tag name that marks text in ``language``; the docutils backend knows it once registered."""
    return f"lang-{language}"


def _language_span(language):
    def span(rawsource, text, *children):
        return nodes.inline(rawsource, text, *children, classes=[f"language-{language}"])
    return span


def _text(rich_parts):
    """Plain text of a list of pybtex rich-text name parts (braces removed)."""
    return " ".join(part.render_as("text") for part in rich_parts)


def author_names(entry):
    """The names a label shows: ``Knuth``, ``Frame and Stewart``, ``Hinz et al.``."""
    if "shortauthor" in entry.fields:
        return entry.fields["shortauthor"]
    persons = entry.persons.get("author") or entry.persons.get("editor")
    if persons:
        names = [_text(person.rich_prelast_names + person.rich_last_names) for person in persons]
        if len(names) == 1:
            return names[0]
        if len(names) == 2:
            return f"{names[0]} and {names[1]}"
        return f"{names[0]} et al."
    for name in ("key", "title"):
        if name in entry.fields:
            return Text.from_latex(entry.fields[name]).render_as("text")
    return entry.key


class AuthorYearLabelStyle(BaseLabelStyle):
    """Labels such as ``Knuth, 1994`` and ``Şeker, n.d.``."""

    def format_labels(self, sorted_entries):
        labels = [f"{author_names(entry)}, {entry.fields.get('year', 'n.d.')}" for entry in sorted_entries]
        repeated = Counter(labels)
        seen = Counter()
        for label in labels:
            if repeated[label] > 1:
                seen[label] += 1
                label += "abcdefghijklmnopqrstuvwxyz"[seen[label] - 1]
            yield label


class SortKeyThenAuthorYear(BaseSortingStyle):
    """Order by ``sortkey`` (entries without one come last), then author, year and title."""

    def sorting_key(self, entry):
        persons = entry.persons.get("author") or entry.persons.get("editor") or []
        author = "  ".join(_text(person.rich_last_names + person.rich_first_names) for person in persons)
        author = author or author_names(entry)
        sortkey = entry.fields.get("sortkey", "")
        return (sortkey == "", sortkey, author.lower(), entry.fields.get("year", ""), entry.fields.get("title", ""))


class KnightsStyle(UnsrtStyle):
    """pybtex's ``unsrt`` entries with author–year labels, titles as written and English glosses."""

    default_label_style = AuthorYearLabelStyle
    default_sorting_style = SortKeyThenAuthorYear

    @staticmethod
    def _gloss():
        return optional[join["[English: ", field("titleaddon"), "]"]]

    @staticmethod
    def _in_language(e, which_field, template):
        language = TITLE_LANGUAGES.get(e.key) if which_field == "title" else None
        return tag(language_tag(language))[template] if language else template

    def format_title(self, e, which_field, as_sentence=True):
        title = self._in_language(e, which_field, field(which_field))
        if which_field == "title":
            title = join(sep=" ")[title, self._gloss()]
        return sentence[title] if as_sentence else title

    def format_btitle(self, e, which_field, as_sentence=True):
        title = tag("em")[self._in_language(e, which_field, field(which_field))]
        if which_field == "title":
            title = join(sep=" ")[title, self._gloss()]
        return sentence[title] if as_sentence else title

    def format_url(self, e):
        url = field("url", raw=True)
        return href(url)[url]


def register():
    """Make the style available to sphinxcontrib-bibtex as ``knights``, and its language tags to docutils.

    pybtex's docutils backend turns the tags it knows (its ``tags`` table) into nodes and drops the
    others; each language tag becomes an inline node of class ``language-tr``, which docutils writes
    as ``<span lang="tr">``.
    """
    register_plugin("pybtex.style.formatting", STYLE_NAME, KnightsStyle, force=True)
    for language in set(TITLE_LANGUAGES.values()):
        pybtex_docutils.Backend.tags[language_tag(language)] = _language_span(language)
