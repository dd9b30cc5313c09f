// The website's icons: Font Awesome's SVG core with only the icons the pages use.
//
// It replaces the theme's _static/scripts/fontawesome.js (Font Awesome 6.5.2 with every free
// icon, 1.5 MB) on every page (book/_ext/knights_widgets.py swaps the <script> tag), and draws
// the same <i class="fa-solid fa-bars"> markup the same way. The ipywidgets controls use the
// Font Awesome 4 names ("fa fa-play"), which this core also understands.
//
// An icon missing from this list shows as Font Awesome's "missing icon" mark; the website test
// (tests/test_widget_bundle.py) fails on it. Add the icon below and rebuild (see ../README.md).

import { config, dom, library } from "@fortawesome/fontawesome-svg-core";
import {
  // the theme's header, sidebars (the toggle of a chapter's pages) and page footer
  // (pydata-sphinx-theme, sphinx-book-theme)
  faAngleLeft, faAngleRight, faArrowUp, faBars, faChevronDown, faCircleHalfStroke, faDownload, faExpand,
  faFile, faFileLines, faFilePdf, faHouse, faList, faMagnifyingGlass, faMoon, faOutdent, faPencil, faSun,
  // ipywidgets: the Play control's buttons, and the Valid control's marks
  faCheck, faPause, faPlay, faRetweet, faStop, faXmark,
} from "@fortawesome/free-solid-svg-icons";

// Put each <svg> inside its <i> instead of replacing the <i>: the Play control keeps references
// to its <i> elements and stops working when they are replaced.
config.autoReplaceSvg = "nest";

library.add(
  faAngleLeft, faAngleRight, faArrowUp, faBars, faChevronDown, faCircleHalfStroke, faDownload, faExpand,
  faFile, faFileLines, faFilePdf, faHouse, faList, faMagnifyingGlass, faMoon, faOutdent, faPencil, faSun,
  faCheck, faPause, faPlay, faRetweet, faStop, faXmark,
);

// Draw the icons already on the page, and every icon added later (the widgets' buttons).
dom.watch();

export const icons = library;
