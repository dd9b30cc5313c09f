// The site search's scorer (Sphinx's html_search_scorer; knights_search.py hands it to Sphinx, which
// puts it in _static/language_data.js). Sphinx's own numbers stay; one rule is added on top: the
// chapters come first, then the other pages of prose, then the API reference's page, and its
// entries (functions, classes, constants) last, unless the query is itself a name from the code
// (it has a "_", "." or "(") and an entry has exactly that name. Within each group, a page whose
// title holds a word of the query comes before one that only mentions it.
// Each result is [docname, title, anchor, description, score, filename]; only API entries have a
// description.
var Scorer = {
  objNameMatch: 11,
  objPartialMatch: 6,
  objPrio: { 0: 15, 1: 5, 2: -5 },
  objPrioDefault: 0,
  title: 15,
  partialTitle: 7,
  term: 5,
  partialTerm: 2,

  score: ([docname, title, _anchor, description, score]) => {
    const query = (new URLSearchParams(window.location.search).get("q") || "").toLowerCase().trim();
    const words = query.split(/\s+/).filter((word) => word.length > 0);
    const name = (title || "").toLowerCase();
    const isEntry = description !== null && description !== undefined;
    if (isEntry && /[._(]/.test(query)) {
      const asked = query.replace(/\(\)$/, "");
      if (name === asked || name.endsWith("." + asked)) return 10000 + score;
    }
    const group = /^book\/\d\d_/.test(docname) ? 3 : docname === "book/api" ? (isEntry ? 0 : 1) : 2;
    const inTitle = words.some((word) => name.includes(word)) ? 200 : 0;
    return 1000 * group + inTitle + score;  // Sphinx's scores stay below 200
  },
};
