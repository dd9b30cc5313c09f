// A chapter's scene in words and as a picture: a board with its marks (and a margin of squares off it) or three pegs
// with their disks, in the format of boardpuzzles.book.steppers' scenes. The program steppers (stepper.js) and the
// practice exercises (practice.js) both draw them; each widget's module puts this file before its own.
// A mark's kind (boardpuzzles.book.steppers.MARKS, sent with each widget's spec as `marks`) says its words and
// its shape; its colours are the widget's stylesheet's (boardpuzzles.book.stepper.marks_css).

import { squareText, svgElement } from "./kit.js";

// The width a board scene takes at most, its margin of squares off the board included: about an explorer's board.
const BOARD_PX = 300;

// A mark in words: its kind's words (the spec's marks, boardpuzzles.book.steppers.MARKS), its label for {text}
// and its square, 1-based, for {at}.
export function markText(marks, [row, col, text, kind]) {
  return marks[kind].words.replace("{text}", () => text).replace("{at}", () => squareText([row, col]));
}

// The scene in words, for its text alternative; `marks` the spec's kinds of mark.
export function sceneText(scene, marks) {
  if (!scene) return "Nothing drawn yet.";
  if (scene.pegs) {
    // the moving disk is drawn in another colour; the words say it too
    const moving = scene.moving ? `; disk ${scene.moving}, in red, is the disk that moves` : "";
    return scene.pegs.map((peg, i) => `peg ${i + 1}: ${peg.length ? `disks ${peg.join(" ")}` : "empty"}`)
      .join("; ").replace(/^p/, "P") + moving + ".";
  }
  const parts = scene.marks.map((mark) => markText(marks, mark));
  if (scene.ring) parts.push(`the program looks at ${squareText(scene.ring)}`);
  if (scene.queue) parts.push(scene.queue.length ? `the queue holds ${scene.queue.map(squareText).join(" ")}` : "the queue is empty");
  return `The ${scene.board}×${scene.board} board${parts.length ? ": " + parts.join("; ") : ""}.`;
}

// Draw a scene as SVG: a board (with a margin of squares off it, for jumps that land there) or three pegs. A
// mark is drawn in its kind's shape (`marks`: a disc, a box or a dashed box, or its label alone), in the class
// kp-mark-<kind> the stepper's stylesheet colours.
export function drawScene(scene, marks) {
  const text = sceneText(scene, marks);
  if (!scene) return svgElement("svg", { role: "img", "aria-label": text, width: 0, height: 0 });
  if (scene.pegs) return drawPegs(scene, text);
  const n = scene.board;
  const margin = scene.margin || 0;
  const span = n + 2 * margin;
  // as large as an explorer's board (about 360 px), the rows and columns numbered from 1 along two sides
  const cell = Math.max(18, Math.min(72, Math.floor(BOARD_PX / span)));
  const gutter = Math.round(Math.min(cell, 36) * 0.6);
  const size = span * cell + gutter;
  // the board's geometry as the board view reads it (board_view.js): its size, a square's side, its corner
  const svg = svgElement("svg", { role: "img", "aria-label": text, viewBox: `0 0 ${size} ${size}`, width: size,
    height: size, class: "kp-scene-board", "data-board-size": n, "data-cell": cell, "data-x": gutter + margin * cell,
    "data-y": gutter + margin * cell });
  const at = (row, col) => [gutter + (col + margin) * cell, gutter + (row + margin) * cell];
  const axis = Math.round(gutter * 0.75);
  for (let k = 0; k < n; k += 1) {
    const [x, y] = at(k, k);
    svg.append(svgElement("text", { x: gutter / 2, y: y + cell / 2, "font-size": axis, class: "kp-axis",
      "text-anchor": "middle", "dominant-baseline": "central", "aria-hidden": "true" }, String(k + 1)));
    svg.append(svgElement("text", { x: x + cell / 2, y: gutter / 2, "font-size": axis, class: "kp-axis",
      "text-anchor": "middle", "dominant-baseline": "central", "aria-hidden": "true" }, String(k + 1)));
  }
  for (let row = -margin; row < n + margin; row += 1) {
    for (let col = -margin; col < n + margin; col += 1) {
      const [x, y] = at(row, col);
      const on = row >= 0 && col >= 0 && row < n && col < n;
      svg.append(svgElement("rect", { x, y, width: cell, height: cell,
        class: on ? ((row + col) % 2 ? "kp-sq-dark" : "kp-sq-light") : "kp-sq-off" }));
    }
  }
  const font = Math.round(Math.min(cell, 44) * 0.48);
  for (const [row, col, label, kind] of scene.marks) {
    const [x, y] = at(row, col);
    const cx = x + cell / 2;
    const cy = y + cell / 2;
    const shape = marks[kind].shape;
    if (shape === "disc") {
      svg.append(svgElement("circle", { cx, cy, r: cell * 0.36, class: `kp-mark-${kind}` }));
    } else if (shape === "box" || shape === "dashed") {
      svg.append(svgElement("rect", { x: x + 2, y: y + 2, width: cell - 4, height: cell - 4, class: `kp-mark-${kind}` }));
    }
    if (label) {
      svg.append(svgElement("text", { x: cx, y: cy, "font-size": font, class: `kp-label-${kind}`,
        "text-anchor": "middle", "dominant-baseline": "central" }, label));
    }
  }
  if (scene.ring) {
    const [x, y] = at(...scene.ring);
    svg.append(svgElement("rect", { x: x + 1.5, y: y + 1.5, width: cell - 3, height: cell - 3, class: "kp-ring" }));
  }
  return svg;
}

function drawPegs(scene, text) {
  const width = 330;
  const unit = Math.min(14, Math.floor(180 / scene.disks));
  const height = (scene.disks + 2) * unit + 24;
  const svg = svgElement("svg", { role: "img", "aria-label": text, viewBox: `0 0 ${width} ${height}`, width, height,
    class: "kp-scene-pegs" });
  scene.pegs.forEach((peg, index) => {
    const cx = 55 + index * 110;
    svg.append(svgElement("rect", { x: cx - 3, y: unit, width: 6, height: height - unit - 18, class: "kp-peg" }));
    svg.append(svgElement("text", { x: cx, y: height - 4, "text-anchor": "middle", class: "kp-peg-name" },
      `peg ${index + 1}`));
    peg.forEach((disk, level) => {
      const half = 10 + (disk * 40) / scene.disks;
      svg.append(svgElement("rect", { x: cx - half, y: height - 18 - (level + 1) * unit, width: 2 * half,
        height: unit - 2, rx: 3, class: disk === scene.moving ? "kp-disk kp-disk-moving" : "kp-disk" }));
    });
  });
  return svg;
}
