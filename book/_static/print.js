// On paper (issue 39): a page shown dark prints light. When the page is about to be printed (the theme's download
// button, a reader's Ctrl+P, Chromium's page.pdf in `make pdf`), the theme's mode turns light; after, it turns back.
// The rest of printing is knights.css's print rules and the widgets' own.
(function () {
  "use strict";
  let wasDark = false;
  window.addEventListener("beforeprint", () => {
    const root = document.documentElement;
    if (root.dataset.theme === "dark") {
      wasDark = true;
      root.dataset.theme = "light";
    }
  });
  window.addEventListener("afterprint", () => {
    if (wasDark) document.documentElement.dataset.theme = "dark";
    wasDark = false;
  });
})();
