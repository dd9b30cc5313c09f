// On a narrow screen a wide table scrolls inside its own box (knights.css). A box that scrolls must be
// reachable by the keyboard, so that its hidden columns can be scrolled into view with the arrow keys:
// such a table becomes a Tab stop (it keeps its role and its caption as its name); one that fits is not.
(function () {
  "use strict";
  function markScrollingTables() {
    for (const table of document.querySelectorAll(".bd-article table")) {
      if (table.scrollWidth > table.clientWidth + 1) {
        table.setAttribute("tabindex", "0");
      } else if (table.getAttribute("tabindex") === "0") {
        table.removeAttribute("tabindex");
      }
    }
  }
  document.addEventListener("DOMContentLoaded", markScrollingTables);
  window.addEventListener("resize", markScrollingTables);
})();
