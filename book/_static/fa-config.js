// The theme's FontAwesome replaces <i> icons with <svg> elements. The Play widget keeps
// references to its <i> icons and crashes when they vanish, which also stops its links.
// "nest" puts the <svg> inside the <i> instead, so the Play button keeps working.
window.FontAwesomeConfig = { autoReplaceSvg: "nest" };
