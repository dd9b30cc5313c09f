// The board view (src/boardpuzzles/book/board_view.js): its pure logic (the pictures' description read back,
// the read-out, zoom and pan clamped, the keys, the text view), and attachBoardView on a fake DOM.
import assert from "node:assert/strict";
import { test } from "node:test";
import { FakeDocument, source } from "./fake_dom.mjs";
import {
  attachBoardView, boardClampView, boardContent, boardDecodeGrid, boardDecodePath, boardKey,
  boardHeaders, boardHome, boardMostZoom, boardMoveFocus, boardVisibleNumbers, boardPan, boardRead, boardSays, boardShowSquare, boardTextView, boardZoom,
} from "../../src/boardpuzzles/book/board_view.js";
import { cellAt } from "../../src/boardpuzzles/book/kit.js";

// What boardpuzzles.pictures.contents writes (tests/test_pictures.py checks the Python side of these strings).
const GEOMETRY = { boardSize: "3", cell: "40", x: "28", y: "28" };
const TOUR = { kind: "tour", size: "3", path: "0 0 tx[-3,-3]" }; // (0 0) (1 2) (3 3) (0 0): a made-up path
const KNIGHT = { kind: "tour", size: "3", path: "0 0 tp", closed: "1" }; // (0 0) (1 2) (2 0)

test("a path reads back square by square: a letter a step, a long step in brackets", () => {
  assert.deepEqual(boardDecodePath("0 0 tx[-3,-3]"), [[0, 0], [1, 2], [3, 3], [0, 0]]);
  assert.deepEqual(boardDecodePath("4 5 "), [[4, 5]]);
  assert.deepEqual(boardDecodePath(""), []);
});

test("a grid reads back in base 36, dashes for unreachable", () => {
  assert.deepEqual(boardDecodeGrid("000z10--", 2, 2), [0, 35, 36, -1]);
  assert.deepEqual(boardDecodeGrid("033-", 2, 1), [0, 3, 3, -1]);
});

test("a tour's square says its move number, the start, the end and the closing jump", () => {
  const data = boardRead(GEOMETRY, KNIGHT);
  assert.equal(boardSays(data, 0, 0), "(1 1): move 1 of 3, the start, an end of the closing jump");
  assert.equal(boardSays(data, 1, 2), "(2 3): move 2 of 3");
  assert.equal(boardSays(data, 2, 0), "(3 1): move 3 of 3, the end, an end of the closing jump");
  assert.equal(boardSays(data, 1, 1), "(2 2): not visited");
});

test("a grid's square says its value: distance, unreachable, not reached yet, on the path", () => {
  const data = boardRead({ ...GEOMETRY, boardSize: "2" }, { kind: "grid", size: "2", grid: "013-", digits: "1",
    what: "moves", path: "0 0 s" });
  assert.equal(boardSays(data, 0, 0), "(1 1): 0 moves; step 0 of the path");
  assert.equal(boardSays(data, 0, 1), "(1 2): 1 move");
  assert.equal(boardSays(data, 1, 0), "(2 1): 3 moves");
  assert.equal(boardSays(data, 1, 1), "(2 2): unreachable; step 1 of the path");
  const flood = boardRead({ ...GEOMETRY, boardSize: "2" }, { kind: "grid", size: "2", grid: "0132", digits: "1", upto: "1" });
  assert.equal(boardContent(flood, 1, 0), "not reached yet");
  assert.equal(boardContent(flood, 0, 1), "1 move");
});

test("the KnightL table's cell names its piece; Warnsdorff's squares their onward count or move", () => {
  const table = boardRead({ ...GEOMETRY, boardSize: "2" }, { kind: "table", size: "2", grid: "4--1", digits: "1" });
  assert.equal(boardSays(table, 0, 0), "piece (1, 1), row a = 1, column b = 1: 4 moves from corner to corner");
  assert.equal(boardSays(table, 0, 1), "piece (1, 2), row a = 1, column b = 2: never reaches the far corner");
  const onward = boardRead(GEOMETRY, { kind: "onward", size: "3", grid: "-22202122", digits: "1", path: "0 0 " });
  assert.equal(boardSays(onward, 0, 0), "(1 1): the knight, move 1");
  assert.equal(boardSays(onward, 2, 0), "(3 1): free, onward count 1");
  const marks = boardRead(GEOMETRY, { kind: "marks", size: "3", grid: "100002000", digits: "1",
    words: JSON.stringify(["", "the knight", "reached by jump 1"]) });
  assert.equal(boardSays(marks, 1, 2), "(2 3): reached by jump 1");
  assert.equal(boardSays(marks, 2, 2), "(3 3)");
});

test("a point in the SVG's units names its square, or none off the board", () => {
  const data = boardRead(GEOMETRY, TOUR);
  assert.deepEqual(cellAt({ x: 28, y: 28 }, data), [0, 0]);
  assert.deepEqual(cellAt({ x: 28 + 119, y: 28 + 41 }, data), [1, 2]);
  assert.equal(cellAt({ x: 27, y: 30 }, data), null);
  assert.equal(cellAt({ x: 30, y: 28 + 120 }, data), null);
});

test("zoom stays between the whole picture and its limit, about the point zoomed at; pan stays inside", () => {
  const whole = { scale: 1, x: 0, y: 0 };
  assert.deepEqual(boardClampView({ scale: 0.5, x: -3, y: 7 }, 400, 300, 8), whole);
  const zoomed = boardZoom(whole, 2, 100, 100, 400, 300, 8);
  assert.deepEqual(zoomed, { scale: 2, x: 50, y: 50 }); // (100, 100) stays where it was on the screen
  assert.equal(boardZoom(zoomed, 100, 0, 0, 400, 300, 8).scale, 8);
  assert.deepEqual(boardZoom(zoomed, 0.01, 200, 150, 400, 300, 8), whole);
  assert.deepEqual(boardPan(zoomed, 1000, -1000, 400, 300, 8), { scale: 2, x: 200, y: 0 });
  assert.deepEqual(boardPan(zoomed, 10, 5, 400, 300, 8), { scale: 2, x: 60, y: 55 });
  assert.deepEqual(boardPan(whole, 10, 5, 400, 300, 8), whole); // nothing to pan at the whole picture
  assert.equal(boardMostZoom({ cell: 2 }, 446, 446), 32); // a square of 2 pixels grows to 64
  assert.equal(boardMostZoom({ cell: 70 }, 446, 446), 1);
});

test("the view follows the focus square: moved as little as shows it", () => {
  const data = { cell: 10, x: 0, y: 0, size: 40 };
  const view = { scale: 4, x: 0, y: 0 }; // shows 100 × 100 of 400 × 400: squares 0 to 9
  assert.deepEqual(boardShowSquare(view, data, 3, 3, 400, 400, 8), view);
  assert.deepEqual(boardShowSquare(view, data, 3, 12, 400, 400, 8), { scale: 4, x: 35, y: 0 });
  assert.deepEqual(boardShowSquare(view, data, 39, 39, 400, 400, 8), { scale: 4, x: 300, y: 300 });
});

test("keys on the board: arrows move (Shift ten squares), Enter picks, + − 0 zoom where it can", () => {
  const key = (name, extra = {}) => ({ key: name, shiftKey: false, altKey: false, ctrlKey: false, metaKey: false, ...extra });
  assert.deepEqual(boardKey(key("ArrowDown"), true), { move: [1, 0] });
  assert.deepEqual(boardKey(key("ArrowLeft", { shiftKey: true }), false), { move: [0, -10] });
  assert.deepEqual(boardKey(key("Enter"), false), { pick: true });
  assert.deepEqual(boardKey(key(" "), false), { pick: true });
  assert.deepEqual(boardKey(key("+"), true), { zoom: 1.5 });
  assert.deepEqual(boardKey(key("-"), true), { zoom: 1 / 1.5 });
  assert.deepEqual(boardKey(key("0"), true), { reset: true });
  assert.equal(boardKey(key("+"), false), null); // a small board does not zoom
  assert.equal(boardKey(key("ArrowUp", { ctrlKey: true }), true), null);
  assert.equal(boardKey(key("Tab"), true), null);
  assert.deepEqual(boardMoveFocus([0, 5], [-1, 10], 8), [0, 7]);
});

test("the text view lists a tour's squares in order, a grid's values with headers", () => {
  assert.equal(boardTextView(boardRead(GEOMETRY, KNIGHT)).list, "1 (1 1), 2 (2 3), 3 (3 1), and back to (1 1).");
  const text = boardTextView(boardRead({ ...GEOMETRY, boardSize: "2" },
    { kind: "table", size: "2", grid: "4--1", digits: "1", summary: "The slowest piece: (1, 1), 4 moves." }));
  assert.equal(text.summary, "The slowest piece: (1, 1), 4 moves.");
  assert.deepEqual(text.table, { corner: "a \\ b", columns: ["1", "2"], rows: [["1", "4", "never"], ["2", "never", "1"]] });
  const flood = boardTextView(boardRead({ ...GEOMETRY, boardSize: "2" }, { kind: "grid", size: "2", grid: "0132", digits: "1", upto: "1" }));
  assert.deepEqual(flood.table.rows, [["1", "0", "1"], ["2", "not yet", "2"].map((v, k) => (k === 2 ? "not yet" : v))]);
  assert.equal(boardTextView(boardRead(GEOMETRY, undefined)), null);
  // marks whose unmarked squares say nothing (a leaper and its jumps): the marked squares, the piece first
  const words = JSON.stringify(["", "the knight", "reached by jump 1", "reached by jump 2"]);
  const leaper = boardTextView(boardRead({ ...GEOMETRY, boardSize: "3" }, { kind: "marks", size: "3", grid: "300000021", digits: "1", words }));
  assert.equal(leaper.list, "(3 3): the knight; (3 2): reached by jump 1; (1 1): reached by jump 2.");
  // marks that say something of every square (chapter 2's queue): a table
  const states = JSON.stringify(["not reached", "taken out now, 0 moves"]);
  const queue = boardTextView(boardRead({ ...GEOMETRY, boardSize: "2" }, { kind: "marks", size: "2", grid: "1000", digits: "1", words: states }));
  assert.deepEqual(queue.table.rows, [["1", "taken out now, 0 moves", "not reached"], ["2", "not reached", "not reached"]]);
});

test("a zoomed board writes the numbers of the squares in view, once they have room", () => {
  const data = boardRead({ boardSize: "40", cell: "10", x: "0", y: "0" }, { kind: "tour", size: "40", path: "0 0 tp" });
  const view = { scale: 10, x: 0, y: 0 }; // squares 0 to 3 of 400 × 400 units in view
  assert.deepEqual(boardVisibleNumbers(data, view, 400, 400, 30), [[0, 0, "1"], [1, 2, "2"], [2, 0, "3"]]);
  assert.deepEqual(boardVisibleNumbers(data, view, 400, 400, 12), []); // no room yet
  assert.deepEqual(boardVisibleNumbers(data, { scale: 10, x: 15, y: 0 }, 400, 400, 30), [[1, 2, "2"]]);
  const long = boardRead({ boardSize: "40", cell: "10", x: "0", y: "0" },
    { kind: "tour", size: "40", path: `0 0 ${"tp".repeat(5000)}` }); // 10,001 squares: 5 digits want 60 pixels
  assert.deepEqual(boardVisibleNumbers(long, view, 400, 400, 59), []);
  assert.equal(boardVisibleNumbers(long, view, 400, 400, 60)[0][2], "1");
  const grid = boardRead({ boardSize: "2", cell: "10", x: "0", y: "0" },
    { kind: "table", size: "2", grid: "4--1", digits: "1" });
  assert.deepEqual(boardVisibleNumbers(grid, { scale: 1, x: 0, y: 0 }, 20, 20, 30), [[0, 0, "4"], [1, 1, "1"]]);
});

// A picture box holding a fake SVG board with its description.
function pictureBox(document, geometry, contents, viewBox = "0 0 400 400") {
  const root = document.createElement("div");
  const box = document.createElement("div");
  root.append(box);
  document.body.append(root);
  const svg = document.createElement("svg");
  svg.setAttribute("viewBox", viewBox);
  svg.style = {};
  const board = document.createElement("g");
  board.setAttribute("data-board-size", geometry.boardSize);
  Object.assign(board.dataset, geometry);
  svg.append(board);
  if (contents) {
    const described = document.createElement("g");
    described.setAttribute("data-kind", contents.kind);
    Object.assign(described.dataset, contents);
    svg.append(described);
  }
  box.append(svg);
  return { root, box, svg };
}

function withDocument(run) {
  const document = new FakeDocument();
  document.createElementNS = (_, tag) => document.createElement(tag);
  globalThis.document = document;
  try { run(document); } finally { delete globalThis.document; }
}

const MODEL = (square) => ({ get: (name) => (name === "spec" ? { square } : undefined) });

test("the keyboard and a first zoom start at the piece: a tour's first square, a flood's start, else (1 1)", () => {
  const data = (contents) => boardRead({ boardSize: "5", cell: "10", x: "0", y: "0" }, contents);
  assert.deepEqual(boardHome(data({ kind: "tour", size: "5", path: "2 3 t" })), [2, 3]);
  const grid = "2121" + "1" + "3210" + "1".repeat(16); // 5×5, one digit a square: the 0 at (2 4), 1-based
  assert.deepEqual(boardHome(data({ kind: "grid", size: "5", digits: "1", grid })), [1, 3]);
  assert.deepEqual(boardHome(data(undefined)), [0, 0]);
  // a board of marks starts at its piece, marked 1, wherever the first unmarked square is
  assert.deepEqual(boardHome(data({ kind: "marks", size: "3", digits: "1", grid: "002000100" })), [2, 0]);
  assert.deepEqual(boardHome(data({ kind: "table", size: "2", digits: "1", grid: "1203" })), [0, 0]);
});

test("a board picture gets its tools, a read-out, a keyboard and a text view; a sentence hides them", () => {
  withDocument((document) => {
    const tour = boardDecodePath("0 0 t"); // two squares of a 40×40 board, cells of 10 pixels
    assert.equal(tour.length, 2);
    const { root, box, svg } = pictureBox(document, { boardSize: "40", cell: "10", x: "0", y: "0" },
      { kind: "tour", size: "40", path: "0 0 t" });
    attachBoardView(box, MODEL(["row", "column"]));
    const buttons = root.querySelectorAll("button");
    assert.deepEqual(buttons.map((b) => b.getAttribute("aria-label") || b.textContent),
      ["zoom in", "zoom out", "reset zoom", "table view"]);
    assert.equal(box.getAttribute("tabindex"), "0");
    assert.match(box.getAttribute("aria-label"), /board, 40×40: arrow keys move over the squares, with Shift ten at a time, Enter picks one/);
    assert.ok(box.classList.contains("kp-board-wide"));
    // a first zoom centres on the piece, the tour's first square (1 1), not the board's middle: it stays in view
    buttons[0].click();
    assert.equal(svg.getAttribute("viewBox"), "1.67 1.67 266.67 266.67");
    buttons[2].click();
    assert.equal(svg.getAttribute("viewBox"), "0 0 400 400");
    // the keyboard: from the tour's start, one down and two right is move 2
    const key = (name) => box.dispatch("keydown", { key: name, shiftKey: false, altKey: false, ctrlKey: false, metaKey: false });
    key("ArrowDown");
    const readout = root.querySelector(".kp-board-readout");
    assert.equal(readout.textContent, "(2 1): not visited");
    key("ArrowRight");
    key("ArrowRight");
    assert.equal(readout.textContent, "(2 3): move 2 of 2, the end");
    assert.ok(svg.querySelector(".kp-board-focus"), "the focus square is drawn");
    assert.equal(key("Tab").defaultPrevented, false);
    // the text view
    const text = root.querySelector(".kp-board-text");
    assert.ok(text.hidden);
    buttons[3].click();
    assert.equal(buttons[3].getAttribute("aria-pressed"), "true");
    assert.equal(text.hidden, false);
    assert.equal(text.textContent, "1 (1 1), 2 (2 3).");
    // a sentence in place of the picture: no board, no tools
    box.replaceChildren(document.createElement("p"));
    attachBoardView(box, MODEL(undefined));
    assert.ok(root.querySelector(".kp-board-tools").hidden);
    assert.equal(box.getAttribute("tabindex"), null);
  });
});

test("a small board has no zoom buttons and does not pick without a square to set", () => {
  withDocument((document) => {
    const { root, box } = pictureBox(document, { boardSize: "8", cell: "40", x: "28", y: "28" },
      { kind: "grid", size: "8", grid: "0".repeat(64), digits: "1", what: "moves" });
    attachBoardView(box, MODEL(undefined));
    assert.ok(root.querySelector(".kp-board-zoom").hidden);
    assert.equal(box.getAttribute("aria-label"), "board, 8×8: arrow keys move over the squares, with Shift ten at a time");
    assert.ok(!box.classList.contains("kp-board-wide"));
  });
});

test("a board that describes nothing (the queue's) says its squares' names, with no table view", () => {
  withDocument((document) => {
    const { root, box } = pictureBox(document, { boardSize: "6", cell: "40", x: "28", y: "28" }, null);
    attachBoardView(box, MODEL(undefined));
    assert.ok(root.querySelector(".kp-board-tools").hidden);
    assert.ok(root.querySelector(".kp-board-text").hidden);
    box.dispatch("keydown", { key: "ArrowRight", shiftKey: false, altKey: false, ctrlKey: false, metaKey: false });
    assert.equal(root.querySelector(".kp-board-readout").textContent, "(1 2)");
  });
});

test("board_view.js shares no top-level name with explorer.js, whose module it opens", () => {
  const names = (text) => new Set([...text.matchAll(/^(?:export )?(?:async )?(?:function|const|let|class) (\w+)/gm)]
    .map((match) => match[1]));
  const view = names(source("src/boardpuzzles/book/board_view.js"));
  const explorer = names(source("src/boardpuzzles/book/explorer.js"));
  assert.deepEqual([...view].filter((name) => explorer.has(name)), []);
  assert.ok([...view].every((name) => /^(board|Board|BOARD|attachBoardView)/.test(name)), [...view].join(" "));
  assert.match(source("src/boardpuzzles/book/explorer.js"), /pictureShown.push\(\(shown\) => attachBoardView\(shown, model\)\)/);
});

test("a zoomed view numbers its rows and columns along its edges once the picture's labels are out of view", () => {
  const data = { size: 76, cell: 5, x: 28, y: 28 }; // the n = 77 table: labels left of and above the board
  const band = { width: 2, height: 2 };
  const whole = boardHeaders(data, { scale: 1, x: 0, y: 0 }, 418, 541, 5, band);
  assert.deepEqual([whole.left, whole.top, whole.rows, whole.cols], [false, false, [], []]);
  // zoomed 10 times, the view's corner at the board's square (11 13) (0-based 10, 12): 41.8 × 54.1 units
  const view = { scale: 10, x: 28 + 12 * 5, y: 28 + 10 * 5 };
  const heads = boardHeaders(data, view, 418, 541, 50, band);
  assert.equal(heads.left && heads.top, true);
  assert.deepEqual(heads.rows.map(([, text]) => text), ["11", "12", "13", "14", "15", "16", "17", "18", "19", "20", "21"]);
  assert.deepEqual(heads.cols[0], [12, "13"]);
  assert.equal(heads.cols.length, 8);
  // small squares: every fifth row, and the first
  const far = boardHeaders(data, { scale: 2, x: 100, y: 100 }, 418, 541, 10, band);
  assert.deepEqual(far.rows.map(([, text]) => text).slice(0, 3), ["20", "25", "30"]); // row 15 is under the band
  assert.deepEqual(boardHeaders(data, { scale: 2, x: 100, y: 0 }, 418, 541, 3, band).top, false);
  // squares of 16 pixels on a 40×40 board: a two-digit number needs 22, so every fifth, none overlapping the next
  const forty = { size: 40, cell: 10, x: 20, y: 20 };
  const tight = boardHeaders(forty, { scale: 1.6, x: 30, y: 30 }, 418, 541, 16, band);
  const written = tight.cols.map(([k]) => k);
  assert.ok(written.length >= 2 && written.slice(1).every((k) => (k + 1) % 5 === 0), String(written));
  assert.ok(written.every((k, i) => i === 0 || (k - written[i - 1]) * 16 >= 22), "labels 22 pixels apart or more");
});
