// The board view: a board picture readable at any size, by pointer, keyboard and screen reader.
//
// explorer.py puts this file's text before explorer.js's in the explorer's module, and the explorer calls
// attachBoardView(pictureBox, model) each time it puts a picture in its box. For a board picture (an SVG
// whose board carries data-board-size, data-cell, data-x and data-y, and whose contents are described by
// boardpuzzles.pictures.contents: data-kind, data-grid, data-path ...) it adds:
// - the picture at the text column's width, for boards over BOARD_VIEW_WIDE squares a side;
// - zoom and pan for boards over BOARD_VIEW_ZOOM squares a side: buttons "zoom in", "zoom out", "reset zoom",
//   the keys + and − (0 resets), a drag, and a pinch (pointer events); the SVG's viewBox is what moves,
//   so numbers and markers stay sharp at every zoom; once the picture's own row and column labels are out of
//   view, the rows' and columns' numbers run along the view's left and top edges;
// - a read-out line: what the square pointed at or focused holds (its move number, its distance, its onward
//   count, the table's value for that piece), also said to a screen reader;
// - the keyboard: the picture is one Tab stop; the arrow keys move a focus square (Shift: ten squares),
//   Home and End go to a tour's first and last square, the view follows, and Enter or Space picks it as a
//   click does;
// - a "table view" toggle: the picture's whole content as text (a tour's squares in order, a grid's values
//   as a table with row and column headers).
// Names at this file's top level all start with "board" or "Board": in a widget's module, explorer.js and the
// kit (kit.js, whose elements, square text and square under the pointer this file uses) share its scope.

import { cellAt, element, squareText, svgElement, svgPoint } from "./kit.js";

const BOARD_VIEW_WIDE = 16; // boards over this many squares a side fill the text column
const BOARD_VIEW_ZOOM = 30; // boards over this many squares a side can zoom
const BOARD_VIEW_SQUARE_PX = 64; // the largest zoom shows a square this many CSS pixels wide: room for 5 digits
const BOARD_STEP_LETTERS = "abcdefghijklmnopqrstuvwxy"; // boardpuzzles.pictures.contents.encode_path
const BOARD_DIGITS = "0123456789abcdefghijklmnopqrstuvwxyz";

// --- reading the picture's description ------------------------------------------------------------------

// A path written by contents.encode_path: "row col " then a letter a step, or "[dr,dc]"; 0-based squares.
export function boardDecodePath(text) {
  if (!text) return [];
  const head = /^(\d+) (\d+) ?/.exec(text);
  if (!head) return [];
  let row = Number(head[1]);
  let col = Number(head[2]);
  const squares = [[row, col]];
  const steps = text.slice(head[0].length);
  for (let k = 0; k < steps.length; k += 1) {
    let dr, dc;
    if (steps[k] === "[") {
      const end = steps.indexOf("]", k);
      [dr, dc] = steps.slice(k + 1, end).split(",").map(Number);
      k = end;
    } else {
      const index = BOARD_STEP_LETTERS.indexOf(steps[k]);
      dr = Math.floor(index / 5) - 2;
      dc = (index % 5) - 2;
    }
    row += dr;
    col += dc;
    squares.push([row, col]);
  }
  return squares;
}

// A grid written by contents.encode_grid: `digits` base-36 digits a value, row by row, dashes for -1.
export function boardDecodeGrid(text, size, digits) {
  const values = new Array(size * size);
  for (let k = 0; k < size * size; k += 1) {
    const chunk = text.slice(k * digits, (k + 1) * digits);
    values[k] = chunk.startsWith("-") ? -1 : parseInt(chunk, 36);
  }
  return values;
}

// What a board picture holds, from its SVG's elements' data attributes (each element's dataset): `board`
// (the geometry) and `contents` (the description, or undefined: only the geometry is known).
export function boardRead(board, contents) {
  const size = Number(board.boardSize);
  const data = {
    size, cell: Number(board.cell), x: Number(board.x), y: Number(board.y),
    kind: contents ? contents.kind : "board", what: (contents && contents.what) || "moves",
    upto: contents && contents.upto !== undefined ? Number(contents.upto) : null,
    closed: Boolean(contents && contents.closed === "1"),
    summary: (contents && contents.summary) || "",
    words: contents && contents.words ? JSON.parse(contents.words) : null,
    grid: null, path: [], order: new Map(),
  };
  if (contents && contents.grid) {
    data.grid = boardDecodeGrid(contents.grid, Number(contents.size), Number(contents.digits));
    data.size = Number(contents.size);
  }
  if (contents && contents.path) {
    data.path = boardDecodePath(contents.path);
    data.path.forEach(([row, col], k) => data.order.set(row * data.size + col, k + 1));
  }
  return data;
}

// Where the keyboard starts on a board, and a first zoom centres: the tour's first square; on a board of marks, the
// square marked 1 (the piece: chapter 1's leaper, chapter 2's square taken out of the queue now); the flood's start
// (its square 0 moves away); else the corner (1 1).
export function boardHome(data) {
  if (data.path.length) return data.path[0].slice();
  const home = { marks: 1, grid: 0 }[data.kind];
  const start = data.grid && home !== undefined ? data.grid.indexOf(home) : -1;
  return start >= 0 ? [Math.floor(start / data.size), start % data.size] : [0, 0];
}

function boardCount(value, unit) {
  return `${value} ${value === 1 && unit.endsWith("s") ? unit.slice(0, -1) : unit}`;
}

// What the 0-based square (row, col) holds, in words, without its name ("" when nothing is known).
export function boardContent(data, row, col) {
  const index = row * data.size + col;
  const move = data.order.get(index);
  const value = data.grid ? data.grid[index] : undefined;
  switch (data.kind) {
    case "tour": {
      if (move === undefined) return "not visited";
      const ends = [move === 1 ? "the start" : "", move === data.path.length && move > 1 ? "the end" : ""];
      const closing = data.closed && (move === 1 || move === data.path.length) ? ", an end of the closing jump" : "";
      return `move ${move.toLocaleString("en")} of ${data.path.length.toLocaleString("en")}` +
        ends.filter(Boolean).map((end) => `, ${end}`).join("") + closing;
    }
    case "onward":
      if (move !== undefined) return move === data.path.length ? `the knight, move ${move}` : `visited, move ${move}`;
      return `free, onward count ${value}`;
    case "table":
      return value < 0 ? "never reaches the far corner" : `${boardCount(value, "moves")} from corner to corner`;
    case "marks":
      return (data.words && data.words[value]) || "";
    case "grid": {
      if (value === undefined) return "";
      const path = move !== undefined ? `; step ${move - 1} of the path` : "";
      if (value < 0) return `unreachable${path}`;
      if (data.upto !== null && value > data.upto) return "not reached yet";
      return `${boardCount(value, data.what)}${path}`;
    }
    default:
      return "";
  }
}

// The read-out line for a square: its name and what it holds.
export function boardSays(data, row, col) {
  const content = boardContent(data, row, col);
  if (data.kind === "table") return `piece (${row + 1}, ${col + 1}), row a = ${row + 1}, column b = ${col + 1}: ${content}`;
  return `${squareText([row, col])}${content ? `: ${content}` : ""}`;
}

// The picture's whole content as text: {summary, list} (a tour's squares in order; the marked squares of a board
// whose other squares say nothing, the mark 1 first) or {summary, table}
// ({corner, columns, rows: [[header, ...cells]]}), or null when the picture describes nothing.
export function boardTextView(data) {
  if (data.kind === "tour") {
    const list = data.path.map(([row, col], k) => `${k + 1} ${squareText([row, col])}`).join(", ");
    const closing = data.closed && data.path.length > 1 ? `, and back to ${squareText(data.path[0])}` : "";
    return { summary: data.summary, list: `${data.path.length ? list : "No square visited yet"}${closing}.` };
  }
  if (!data.grid) return null;
  if (data.kind === "marks" && data.words && data.words[0] === "") { // a few marked squares (a leaper and its jumps)
    const marked = [...data.grid.keys()].filter((index) => data.grid[index] > 0)
      .sort((one, other) => data.grid[one] - data.grid[other] || one - other)
      .map((index) => `${squareText([Math.floor(index / data.size), index % data.size])}: ${data.words[data.grid[index]]}`);
    return { summary: data.summary, list: `${marked.length ? marked.join("; ") : "No square marked"}.` };
  }
  const short = (row, col) => {
    const index = row * data.size + col;
    const value = data.grid[index];
    if (data.kind === "marks") return (data.words && data.words[value]) || "";
    if (data.kind === "onward" && data.order.has(index)) return `move ${data.order.get(index)}`;
    if (value < 0) return data.kind === "table" ? "never" : "unreachable";
    if (data.upto !== null && value > data.upto) return "not yet";
    return String(value);
  };
  const table = data.kind === "table";
  const numbers = Array.from({ length: data.size }, (_, k) => k + 1);
  return {
    summary: data.summary,
    table: {
      corner: table ? "a \\ b" : "row \\ column",
      columns: numbers.map(String),
      rows: numbers.map((row) => [String(row), ...numbers.map((col) => short(row - 1, col - 1))]),
    },
  };
}

// --- the view: zoom and pan ---------------------------------------------------------------------------

// A view of a picture `width` × `height` (SVG units): zoom `scale` (1: the whole picture) and the top-left
// corner (x, y) of what is shown. Clamped: scale from 1 to `most`, what is shown stays inside the picture.
export function boardClampView(view, width, height, most) {
  const scale = Math.min(Math.max(view.scale, 1), Math.max(most, 1));
  const w = width / scale;
  const h = height / scale;
  return {
    scale,
    x: Math.min(Math.max(view.x, 0), width - w),
    y: Math.min(Math.max(view.y, 0), height - h),
  };
}

// Zoom by `factor` about the point (cx, cy) in SVG units: that point stays where it is on the screen.
export function boardZoom(view, factor, cx, cy, width, height, most) {
  const scale = Math.min(Math.max(view.scale * factor, 1), Math.max(most, 1));
  const ratio = view.scale / scale;
  return boardClampView({ scale, x: cx - (cx - view.x) * ratio, y: cy - (cy - view.y) * ratio }, width, height, most);
}

// Pan by (dx, dy) SVG units.
export function boardPan(view, dx, dy, width, height, most) {
  return boardClampView({ scale: view.scale, x: view.x + dx, y: view.y + dy }, width, height, most);
}

// The view moved as little as needed to show the whole of the 0-based square, with half a square round it.
export function boardShowSquare(view, data, row, col, width, height, most) {
  const w = width / view.scale;
  const h = height / view.scale;
  const left = data.x + (col - 0.5) * data.cell;
  const top = data.y + (row - 0.5) * data.cell;
  const right = left + 2 * data.cell;
  const bottom = top + 2 * data.cell;
  let { x, y } = view;
  if (left < x) x = left; else if (right > x + w) x = right - w;
  if (top < y) y = top; else if (bottom > y + h) y = bottom - h;
  return boardClampView({ scale: view.scale, x, y }, width, height, most);
}

// The largest zoom: a square BOARD_VIEW_SQUARE_PX CSS pixels wide, when the picture is shown `shown`
// pixels wide for `width` SVG units.
export function boardMostZoom(data, width, shown) {
  const cellShown = data.cell * (shown / width);
  return Math.max(1, BOARD_VIEW_SQUARE_PX / Math.max(cellShown, 0.01));
}

// What a key does on the focused board: {move: [dr, dc]}, {zoom: factor}, {reset: true}, {pick: true},
// or null (the key is not the board's: it does what it does elsewhere). `zoomable`: the board can zoom.
export function boardKey(event, zoomable) {
  const far = event.shiftKey ? 10 : 1;
  const arrows = { ArrowUp: [-far, 0], ArrowDown: [far, 0], ArrowLeft: [0, -far], ArrowRight: [0, far] };
  if (event.altKey || event.ctrlKey || event.metaKey) return null;
  if (arrows[event.key]) return { move: arrows[event.key] };
  if (event.key === "Home") return { to: "first" };
  if (event.key === "End") return { to: "last" };
  if (event.key === "Enter" || event.key === " ") return { pick: true };
  if (!zoomable) return null;
  if (event.key === "+" || event.key === "=") return { zoom: 1.5 };
  if (event.key === "-" || event.key === "−" || event.key === "_") return { zoom: 1 / 1.5 };
  if (event.key === "0") return { reset: true };
  return null;
}

// The focus square after a move of (dr, dc), kept on the board.
export function boardMoveFocus(focus, move, size) {
  const keep = (k) => Math.min(Math.max(k, 0), size - 1);
  return [keep(focus[0] + move[0]), keep(focus[1] + move[1])];
}

// The numbers to write on a zoomed board, whose picture has no room for them: [row, col, text] for each
// square in view that holds a number (a move number, a value), once a square is `room` CSS pixels wide on the
// screen (`shownCell`, by default 10 pixels a digit of the largest number and 10 more, at least 22); none when
// it is smaller or more than `most` squares are in view.
export function boardVisibleNumbers(data, view, width, height, shownCell, room = null, most = 2500) {
  const largest = data.kind === "tour" ? data.path.length : data.grid ? data.grid.reduce((a, b) => Math.max(a, b), 0) : 0;
  if (shownCell < (room ?? Math.max(22, 10 * String(largest).length + 10))) return [];
  const w = width / view.scale;
  const h = height / view.scale;
  const first = (edge) => Math.max(0, Math.floor((edge) / data.cell));
  const [col0, row0] = [first(view.x - data.x), first(view.y - data.y)];
  const col1 = Math.min(data.size - 1, Math.floor((view.x + w - data.x) / data.cell));
  const row1 = Math.min(data.size - 1, Math.floor((view.y + h - data.y) / data.cell));
  if ((row1 - row0 + 1) * (col1 - col0 + 1) > most) return [];
  const numbers = [];
  for (let row = row0; row <= row1; row += 1) {
    for (let col = col0; col <= col1; col += 1) {
      const index = row * data.size + col;
      const move = data.order.get(index);
      let text = null;
      if (data.kind === "tour" && move !== undefined) text = String(move);
      else if (data.grid && data.kind !== "marks" && data.kind !== "tour") {
        const value = data.grid[index];
        if (data.kind === "onward" && move !== undefined) text = null;
        else if (value >= 0 && (data.upto === null || value <= data.upto)) text = String(value);
      }
      if (text !== null) numbers.push([row, col, text]);
    }
  }
  return numbers;
}

// The row and column numbers to write along the left and top edges of a zoomed view, whose picture's own
// labels (left of and above the board) are out of view: {left, top, rows: [[row, text]], cols: [[col, text]]},
// `left`/`top` whether that edge's labels are needed; each number every `every` rows (1 when a square is 16
// CSS pixels or more on the screen, else 5, else 10), for the rows and columns whose middles are in view past
// the bands (`band`: the bands' width and height in SVG units).
export function boardHeaders(data, view, width, height, shownCell, band) {
  const w = width / view.scale;
  const h = height / view.scale;
  // a label needs room for its digits and a gap, or only every fifth (tenth) is written: none overlaps another
  const need = String(data.size).length * 8 + 6;
  const every = shownCell >= need ? 1 : shownCell * 5 >= need ? 5 : 10;
  const left = view.x > 0.5; // the labels left of the board are (partly) out of view
  const top = view.y > 0.5;
  const shows = (k, start, from, to) => {
    const middle = start + (k + 0.5) * data.cell;
    return middle > from && middle < to && (every === 1 || k === 0 || (k + 1) % every === 0);
  };
  const rows = [];
  const cols = [];
  for (let k = 0; k < data.size; k += 1) {
    if (left && shows(k, data.y, view.y + (top ? band.height : 0), view.y + h)) rows.push([k, String(k + 1)]);
    if (top && shows(k, data.x, view.x + (left ? band.width : 0), view.x + w)) cols.push([k, String(k + 1)]);
  }
  return { left, top, rows, cols };
}

// --- on the page ------------------------------------------------------------------------------------------

const boardViews = new WeakMap(); // a picture box: its board view's elements and state

function boardButton(symbol, words) {
  const button = element("button", { type: "button", "aria-label": words, title: words });
  button.append(element("span", { "aria-hidden": "true" }, symbol), ` ${words.replace(/ zoom$/, "")}`);
  return button;
}

// The text view's elements for `text` (boardTextView's).
function boardTextElements(text) {
  const parts = [];
  if (text.summary) parts.push(element("p", {}, text.summary));
  if (text.list !== undefined) parts.push(element("p", { class: "kp-board-list" }, text.list));
  if (text.table) {
    const table = element("table", { class: "kp-board-table" });
    const head = element("tr");
    head.append(element("th", { scope: "col" }, text.table.corner));
    text.table.columns.forEach((column) => head.append(element("th", { scope: "col" }, column)));
    const body = element("tbody");
    for (const [header, ...cells] of text.table.rows) {
      const row = element("tr");
      row.append(element("th", { scope: "row" }, header));
      cells.forEach((cell) => row.append(element("td", {}, cell)));
      body.append(row);
    }
    const thead = element("thead");
    thead.append(head);
    table.append(thead, body);
    parts.push(table);
  }
  return parts;
}

function boardSetup(box) {
  const id = `kp-board-${Math.random().toString(36).slice(2, 8)}`;
  const tools = element("div", { class: "kp-board-tools", role: "group", "aria-label": "picture" });
  const zoomIn = boardButton("+", "zoom in");
  const zoomOut = boardButton("−", "zoom out");
  const reset = boardButton("⟲", "reset zoom");
  const zoomGroup = element("span", { class: "kp-board-zoom" });
  zoomGroup.append(zoomIn, zoomOut, reset);
  const toggle = element("button", { type: "button", "aria-pressed": "false", "aria-controls": `${id}-text` },
    "table view");
  tools.append(zoomGroup, toggle);
  const readout = element("p", { class: "kp-board-readout", id: `${id}-readout`, "aria-live": "polite" });
  // Focusable, so that a keyboard can scroll a long tour's text (axe: scrollable-region-focusable).
  const text = element("div", { class: "kp-board-text", id: `${id}-text`, hidden: "", tabindex: "0",
    role: "region", "aria-label": "the picture as text" });
  box.before(tools);
  box.after(readout);
  readout.after(text);
  const view = { tools, zoomGroup, zoomIn, zoomOut, reset, toggle, readout, text, id,
    state: { scale: 1, x: 0, y: 0 }, focus: null, data: null, svg: null, size: null, pointers: new Map(),
    dragged: false, width: 0, height: 0 };
  boardViews.set(box, view);
  boardListen(box, view);
  return view;
}

// The SVG units and the zoom limit of the picture now shown.
function boardMost(view) {
  const shown = view.svg.getBoundingClientRect ? view.svg.getBoundingClientRect().width : view.width;
  return view.zoomable ? boardMostZoom(view.data, view.width, shown || view.width) : 1;
}

function boardApply(view) {
  if (!view.svg) return;
  const { scale, x, y } = view.state;
  const box = [x, y, view.width / scale, view.height / scale].map((length) => Number(length.toFixed(2)));
  view.svg.setAttribute("viewBox", box.join(" "));
  const zoomed = scale > 1.001;
  view.svg.style.touchAction = zoomed ? "none" : "pan-y";
  view.zoomOut.disabled = !zoomed;
  view.reset.disabled = !zoomed;
  view.zoomIn.disabled = scale >= boardMost(view) - 0.001;
  boardDrawNumbers(view);
  boardDrawHeaders(view);
  boardDrawFocus(view);
}

// On a zoomed board, the row and column numbers along the view's left and top edges, on a band of the page's
// colour, where the picture's own labels are out of view (a table's a and b, a board's rows and columns).
function boardDrawHeaders(view) {
  const old = view.svg.querySelector(".kp-board-headers");
  if (old) old.remove();
  if (!view.zoomable || view.state.scale <= 1.001) return;
  const shown = view.svg.getBoundingClientRect ? view.svg.getBoundingClientRect().width : view.width;
  const unit = ((shown || view.width) / view.width) * view.state.scale; // CSS pixels an SVG unit
  const font = 12 / unit;
  const digits = String(view.data.size).length;
  const band = { width: (digits * 0.62 * 12 + 8) / unit, height: 18 / unit };
  const heads = boardHeaders(view.data, view.state, view.width, view.height, view.data.cell * unit, band);
  if (!heads.left && !heads.top) return;
  const { scale, x, y } = view.state;
  const [w, h] = [view.width / scale, view.height / scale];
  const group = svgElement("g", { class: "kp-board-headers", "font-size": font, "pointer-events": "none",
    "aria-hidden": "true" });
  if (heads.left) group.append(svgElement("rect", { x, y, width: band.width, height: h }));
  if (heads.top) group.append(svgElement("rect", { x, y, width: w, height: band.height }));
  const { cell } = view.data;
  for (const [row, text] of heads.rows) {
    group.append(svgElement("text", { x: x + band.width - 4 / unit, y: view.data.y + (row + 0.5) * cell, dy: ".35em",
      "text-anchor": "end", class: "kp-board-row" }, text));
  }
  for (const [col, text] of heads.cols) {
    group.append(svgElement("text", { x: view.data.x + (col + 0.5) * cell, y: y + band.height / 2, dy: ".35em",
      "text-anchor": "middle", class: "kp-board-col" }, text));
  }
  view.svg.append(group);
}

// Write the numbers of the squares in view once they have room (the picture of a big board has none).
function boardDrawNumbers(view) {
  const old = view.svg.querySelector(".kp-board-numbers");
  if (old) old.remove();
  if (!view.zoomable || view.state.scale <= 1.001) return;
  const shown = view.svg.getBoundingClientRect ? view.svg.getBoundingClientRect().width : view.width;
  const shownCell = view.data.cell * view.state.scale * ((shown || view.width) / view.width);
  const numbers = boardVisibleNumbers(view.data, view.state, view.width, view.height, shownCell);
  if (!numbers.length) return;
  const widest = Math.max(...numbers.map(([, , text]) => text.length));
  const { cell, x, y } = view.data;
  const font = Math.min(cell * 0.4, (cell * 0.72) / (0.6 * widest)); // a gap between neighbours' numbers
  // the stroke is the numbers' halo, in their own units
  const group = svgElement("g", { class: "kp-board-numbers", "font-size": font, "stroke-width": font / 4,
    "text-anchor": "middle", "pointer-events": "none", "aria-hidden": "true" });
  for (const [row, col, text] of numbers) {
    group.append(svgElement("text", { x: x + (col + 0.5) * cell, y: y + (row + 0.5) * cell, dy: ".35em" }, text));
  }
  view.svg.append(group);
}

// The focus square: an outline on the SVG, in the view's units, shown while the board has the focus.
function boardDrawFocus(view) {
  // two outlines, a wide one in the paper's colour under the focus colour: it shows on any square or marker
  let marks = view.svg.querySelectorAll(".kp-board-focus, .kp-board-halo");
  if (!view.focus || !view.focused) { marks.forEach((mark) => mark.remove()); return; }
  if (marks.length < 2) {
    marks = ["kp-board-halo", "kp-board-focus"].map((name) => {
      const mark = svgElement("rect", { class: name, fill: "none", "vector-effect": "non-scaling-stroke",
        "pointer-events": "none" });
      view.svg.append(mark);
      return mark;
    });
  }
  const [row, col] = view.focus;
  const { cell, x, y } = view.data;
  for (const mark of marks) {
    mark.setAttribute("x", x + col * cell);
    mark.setAttribute("y", y + row * cell);
    mark.setAttribute("width", cell);
    mark.setAttribute("height", cell);
  }
}

function boardSay(view, row, col) {
  view.readout.textContent = boardSays(view.data, row, col);
}

function boardFillText(view) {
  if (view.text.hidden) return;
  const text = view.data && boardTextView(view.data);
  view.text.replaceChildren(...(text ? boardTextElements(text) : [element("p", {}, "This picture has no table view.")]));
}

// Pick the focus square: a click at its middle, as the mouse does (the explorer reads the square from it).
function boardPick(view) {
  const matrix = view.svg.getScreenCTM && view.svg.getScreenCTM();
  if (!matrix || !view.focus) return;
  const [row, col] = view.focus;
  const { cell, x, y } = view.data;
  const point = new DOMPoint(x + (col + 0.5) * cell, y + (row + 0.5) * cell).matrixTransform(matrix);
  view.picking = true;
  view.svg.dispatchEvent(new MouseEvent("click", { bubbles: true, clientX: point.x, clientY: point.y }));
  view.picking = false;
}

function boardZoomBy(view, factor) {
  const { scale, x, y } = view.state;
  // on the focus square; a first zoom, with none, on the piece (boardHome); else on the view's middle
  const on = view.focus || (scale === 1 ? boardHome(view.data) : null);
  const centre = on
    ? [view.data.x + (on[1] + 0.5) * view.data.cell, view.data.y + (on[0] + 0.5) * view.data.cell]
    : [x + view.width / scale / 2, y + view.height / scale / 2];
  view.state = boardZoom(view.state, factor, centre[0], centre[1], view.width, view.height, boardMost(view));
  boardApply(view);
}

function boardListen(box, view) {
  view.zoomIn.addEventListener("click", () => boardZoomBy(view, 1.5));
  view.zoomOut.addEventListener("click", () => boardZoomBy(view, 1 / 1.5));
  view.reset.addEventListener("click", () => { view.state = { scale: 1, x: 0, y: 0 }; boardApply(view); });
  view.toggle.addEventListener("click", () => {
    const open = view.toggle.getAttribute("aria-pressed") !== "true";
    view.toggle.setAttribute("aria-pressed", String(open));
    view.text.hidden = !open;
    boardFillText(view);
  });
  box.addEventListener("focus", () => {
    if (!view.data) return;
    let keyboard = true; // a click focuses the board too: the focus square is then the square clicked
    try { keyboard = box.matches(":focus-visible"); } catch { keyboard = true; }
    if (!keyboard) return;
    view.focused = true;
    if (!view.focus) view.focus = boardHome(view.data);
    boardSay(view, ...view.focus);
    boardApply(view);
  });
  box.addEventListener("blur", () => { view.focused = false; if (view.svg) boardDrawFocus(view); });
  box.addEventListener("keydown", (event) => {
    if (!view.data || event.target !== box) return;
    view.focused = true;
    const action = boardKey(event, view.zoomable);
    if (!action) return;
    event.preventDefault();
    const last = view.data.path[view.data.path.length - 1];
    if (action.move) view.focus = boardMoveFocus(view.focus || boardHome(view.data), action.move, view.data.size);
    if (action.to) view.focus = (action.to === "first" ? view.data.path[0] : last) || view.focus;
    if (action.zoom) { boardZoomBy(view, action.zoom); return; }
    if (action.reset) { view.state = { scale: 1, x: 0, y: 0 }; boardApply(view); return; }
    if (action.pick) { if (view.pickable) boardPick(view); return; }
    if (action.to) { // a jump to the tour's first or last square: the view centred on it
      const { scale } = view.state;
      const [cx, cy] = [view.data.x + (view.focus[1] + 0.5) * view.data.cell, view.data.y + (view.focus[0] + 0.5) * view.data.cell];
      view.state = boardClampView({ scale, x: cx - view.width / scale / 2, y: cy - view.height / scale / 2 }, view.width,
        view.height, boardMost(view));
    }
    view.state = boardShowSquare(view.state, view.data, ...view.focus, view.width, view.height, boardMost(view));
    boardSay(view, ...view.focus);
    boardApply(view);
  });
  // pointing: the read-out; a drag pans a zoomed board, two pointers pinch
  box.addEventListener("pointermove", (event) => {
    if (!view.data || !view.svg) return;
    const point = svgPoint(view.svg, event);
    if (!point) return;
    const pointer = view.pointers.get(event.pointerId);
    if (pointer) {
      const others = [...view.pointers.entries()].filter(([key]) => key !== event.pointerId);
      if (others.length === 1) { // a pinch: zoom by the change of the two pointers' distance, about their middle
        const other = others[0][1];
        const before = Math.hypot(pointer.clientX - other.clientX, pointer.clientY - other.clientY);
        const after = Math.hypot(event.clientX - other.clientX, event.clientY - other.clientY);
        const middle = svgPoint(view.svg, { clientX: (event.clientX + other.clientX) / 2,
          clientY: (event.clientY + other.clientY) / 2 });
        if (before > 0 && middle) {
          view.state = boardZoom(view.state, after / before, middle.x, middle.y, view.width, view.height, boardMost(view));
        }
        view.dragged = true;
      } else if (view.state.scale > 1.001) {
        const start = svgPoint(view.svg, pointer);
        if (Math.hypot(event.clientX - pointer.clientX, event.clientY - pointer.clientY) > 4) view.dragged = true;
        if (start && view.dragged) {
          view.state = boardPan(view.state, start.x - point.x, start.y - point.y, view.width, view.height,
            boardMost(view));
        }
      }
      if (view.dragged) {
        view.pointers.set(event.pointerId, { clientX: event.clientX, clientY: event.clientY });
        boardApply(view);
        return;
      }
    }
    const square = cellAt(point, view.data);
    if (square) boardSay(view, ...square);
  });
  box.addEventListener("pointerdown", (event) => {
    if (!view.data) return;
    if (view.pointers.size === 0) view.dragged = false;
    view.pointers.set(event.pointerId, { clientX: event.clientX, clientY: event.clientY });
  });
  const up = (event) => { view.pointers.delete(event.pointerId); };
  box.addEventListener("pointerup", up);
  box.addEventListener("pointercancel", up);
  // a drag or a pinch is not a click on a square
  box.addEventListener("click", (event) => {
    if (view.dragged && !view.picking) { event.stopPropagation(); view.dragged = false; return; }
    const point = view.data && !view.picking && svgPoint(view.svg, event);
    const square = point && cellAt(point, view.data);
    if (square) view.focus = square; // the keyboard goes on from the square clicked
  }, true);
  box.addEventListener("wheel", (event) => {
    if (!view.zoomable || !(event.ctrlKey || event.metaKey)) return; // a plain wheel scrolls the page
    const point = svgPoint(view.svg, event);
    if (!point) return;
    event.preventDefault();
    view.state = boardZoom(view.state, event.deltaY < 0 ? 1.25 : 0.8, point.x, point.y, view.width, view.height,
      boardMost(view));
    boardApply(view);
  }, { passive: false });
}

// Called by the explorer each time it has put a picture (or a sentence) in `box`.
export function attachBoardView(box, model) {
  const svg = box.querySelector("svg");
  const board = svg && box.querySelector("[data-board-size]");
  let view = boardViews.get(box);
  if (!board) {
    if (view) {
      view.tools.hidden = true;
      view.readout.hidden = true;
      view.text.hidden = true;
      view.data = null;
      view.svg = null;
    }
    box.removeAttribute("tabindex");
    box.removeAttribute("role");
    box.removeAttribute("aria-label");
    box.classList.remove("kp-board-wide");
    return;
  }
  if (!view) {
    if (!box.parentNode) return;
    view = boardSetup(box);
  }
  const contents = svg.querySelector("[data-kind]");
  const data = boardRead(board.dataset, contents ? contents.dataset : undefined);
  const spec = model && model.get ? model.get("spec") : null;
  const whole = svg.getAttribute("data-kp-viewbox") || svg.getAttribute("viewBox") || "0 0 0 0"; // before a zoom
  svg.setAttribute("data-kp-viewbox", whole);
  const [width, height] = whole.split(/[ ,]+/).slice(2).map(Number);
  const same = view.data && view.data.size === data.size && view.width === width && view.height === height;
  view.svg = svg;
  view.data = data;
  view.width = width;
  view.height = height;
  view.zoomable = data.size > BOARD_VIEW_ZOOM;
  view.pickable = Boolean(spec && spec.square);
  if (!same) {
    view.state = { scale: 1, x: 0, y: 0 };
    if (view.focus && (view.focus[0] >= data.size || view.focus[1] >= data.size)) view.focus = null;
  }
  box.classList.toggle("kp-board-wide", data.size > BOARD_VIEW_WIDE);
  box.setAttribute("tabindex", "0");
  box.setAttribute("role", "group");
  const keys = "arrow keys move over the squares, with Shift ten at a time" + (view.pickable ? ", Enter picks one" : "") +
    (view.zoomable ? ", plus and minus zoom" : "");
  box.setAttribute("aria-label", `board, ${data.size}×${data.size}: ${keys}`);
  box.setAttribute("aria-describedby", view.readout.id);
  view.tools.hidden = !(view.zoomable || data.kind === "tour" || data.grid); // nothing to zoom or to list
  view.zoomGroup.hidden = !view.zoomable;
  view.toggle.hidden = !(data.kind === "tour" || data.grid);
  view.readout.hidden = false;
  if (!view.readout.textContent) {
    view.readout.textContent = "Point at a square, or focus the board and use the arrow keys (with Shift, ten squares " +
      "at a time), to read what it holds.";
  } else if (view.focused && view.focus) {
    boardSay(view, ...view.focus);
  }
  view.text.hidden = view.toggle.hidden || view.toggle.getAttribute("aria-pressed") !== "true";
  boardFillText(view);
  boardApply(view);
}
