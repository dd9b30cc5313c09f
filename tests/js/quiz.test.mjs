// The "check yourself" questions (src/boardpuzzles/book/quiz.js): answers checked in the browser, from the
// question's data that quiz.py writes, with a fake DOM.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import { FakeDocument, evaluate } from "./fake_dom.mjs";

// Questions as quiz.py writes them and seals them (tests/js/quiz_vectors.json, written by tests/test_quiz.py).
const VECTORS = JSON.parse(readFileSync(new URL("./quiz_vectors.json", import.meta.url), "utf8"));
const sealed = (type) => VECTORS.questions.find((q) => q.plain.type === type).sealed;
const NUMBER = sealed("numeric"); // How many squares can a knight on (8 7) jump to? 3; 8 a tempting slip
const CHOICE = sealed("multiple_choice"); // Where does the knight on (3 1) land? (4 3)

// A page holding one quiz as quiz.py writes it, with quiz.js run on it; returns the page and the script's API.
function page(questions, { broken = false } = {}) {
  const document = new FakeDocument();
  const window = {};
  const quiz = document.createElement("div");
  quiz.className = "kp-quiz";
  const note = document.createElement("p");
  note.className = "kp-quiz-note";
  quiz.append(note);
  for (const question of questions) {
    const holder = document.createElement("div");
    holder.className = "kp-question";
    holder.setAttribute("data-kp-question", JSON.stringify(question));
    holder.textContent = "the static question";
    quiz.append(holder);
  }
  if (broken) {
    const bad = document.createElement("div");
    bad.className = "kp-question";
    bad.setAttribute("data-kp-question", "{not json");
    bad.textContent = "left as it is";
    quiz.append(bad);
  }
  document.body.append(quiz);
  evaluate("src/boardpuzzles/book/quiz.js", { window, document });
  return { document, quiz, api: window.knightsQuiz };
}

function form(quiz, index) {
  return quiz.querySelectorAll("form")[index];
}

test("a typed whole number is read with its sign, a minus or en dash included; anything else is no number", () => {
  const { api } = page([]);
  assert.equal(api.wholeNumber(" 42 "), 42);
  assert.equal(api.wholeNumber("+7"), 7);
  assert.equal(api.wholeNumber("\u22123"), -3);
  assert.equal(api.wholeNumber("\u20135"), -5);
  for (const text of ["", "2.5", "1e3", "two", "0x10", "--1", "3 4"]) assert.equal(api.wholeNumber(text), null, text);
});

test("quiz.js's SHA-256 is Python's hashlib's, on ASCII, non-ASCII and several blocks", () => {
  const { api } = page([]);
  for (const [text, hex] of VECTORS.sha256) assert.equal(api.sha256Hex(text), hex, text);
});

test("quiz.js seals a question as quiz.py does, byte for byte, and opens every answer's feedback", () => {
  const { api } = page([]);
  for (const { plain, sealed: expected } of VECTORS.questions) {
    assert.deepEqual(api.seal(plain), expected, plain.question);
    for (const answer of plain.answers.filter((a) => a.type !== "default")) {
      const opened = plain.type === "numeric" ? api.numberAnswer(expected, String(answer.value))
        : api.choiceAnswer(expected, String(expected.answers.findIndex((a) => a.answer === answer.answer)));
      assert.deepEqual(opened, { feedback: answer.feedback, correct: answer.correct }, answer.feedback);
    }
  }
});

test("a number finds its answer, a tempting wrong one its hint, any other the default", () => {
  const { api } = page([]);
  assert.deepEqual(api.numberAnswer(NUMBER, " 3 "), { feedback: "Right. Three stay on the board.", correct: true });
  assert.deepEqual(api.numberAnswer(NUMBER, "+03"), { feedback: "Right. Three stay on the board.", correct: true });
  assert.deepEqual(api.numberAnswer(NUMBER, "8"), { feedback: "Not quite. Some offsets fall off.", correct: false });
  for (const text of ["4", "two", "", "-3"]) assert.deepEqual(api.numberAnswer(NUMBER, text), { feedback: NUMBER.default, correct: false });
  const below = VECTORS.questions.find((q) => q.plain.question === "Below zero?").sealed;
  assert.equal(api.numberAnswer(below, "\u22123").correct, true);
  assert.equal(api.numberAnswer(below, "-0").feedback, "Not quite. No.");
});

test("a typed number is written as Python writes it, every digit kept", () => {
  const { api } = page([]);
  assert.equal(api.numberText(" 007 "), "7");
  assert.equal(api.numberText("-0"), "0");
  assert.equal(api.numberText("\u2013" + "12345678901234567890"), "-12345678901234567890");
  for (const text of ["", "2.5", "1e3", "two", "--1", "3 4"]) assert.equal(api.numberText(text), null, text);
});

test("the feedback is right, wrong, or neither for a reminder", () => {
  const { api } = page([]);
  assert.deepEqual(api.verdict(api.numberAnswer(NUMBER, "3")),
    { text: "Right. Three stay on the board.", correct: true, incorrect: false });
  assert.deepEqual(api.verdict(api.numberAnswer(NUMBER, "8")),
    { text: "Not quite. Some offsets fall off.", correct: false, incorrect: true });
  assert.deepEqual(api.verdict(api.numberAnswer(NUMBER, "9")), { text: NUMBER.default, correct: false, incorrect: true });
  const reminder = api.choiceAnswer(CHOICE, null);
  assert.match(reminder.feedback, /^Pick one of the answers first/);
  assert.deepEqual(api.verdict(reminder), { text: reminder.feedback, correct: false, incorrect: false });
  assert.deepEqual(api.verdict(null), { text: "", correct: false, incorrect: false });
  const right = CHOICE.answers.findIndex((a) => a.answer === "(4 3)");
  assert.deepEqual(api.choiceAnswer(CHOICE, String(right)), { feedback: "Right. Row 3 to 4, column 1 to 3.", correct: true });
});

test("each question becomes a form; the note goes; a question whose data does not read is left alone", () => {
  const { quiz } = page([NUMBER, CHOICE], { broken: true });
  assert.equal(quiz.querySelectorAll("form").length, 2);
  assert.equal(quiz.querySelector(".kp-quiz-note").hidden, true);
  assert.equal(quiz.querySelector("legend").textContent, NUMBER.question);
  assert.equal(quiz.querySelectorAll(".kp-question")[2].textContent, "left as it is");
  assert.equal(quiz.getAttribute("data-lm-suppress-shortcuts"), "true");
  for (const control of quiz.querySelectorAll("input, button")) {
    assert.equal(control.getAttribute("data-lm-suppress-shortcuts"), "true");
  }
  const label = quiz.querySelector("label.kp-box-label");
  assert.equal(label.htmlFor, quiz.querySelector("input.kp-box").id);
});

test("a number is checked on submit only, and a new answer clears the old feedback", () => {
  const { quiz } = page([NUMBER]);
  const box = quiz.querySelector("input.kp-box");
  const feedback = quiz.querySelector(".kp-feedback");
  box.value = "8";
  box.dispatch("input");
  assert.equal(feedback.textContent, "", "typing never grades");
  const submitted = form(quiz, 0).dispatch("submit");
  assert.equal(submitted.defaultPrevented, true, "the page stays");
  assert.equal(feedback.textContent, "Not quite. Some offsets fall off.");
  assert.ok(feedback.classList.contains("kp-incorrect") && !feedback.classList.contains("kp-correct"));
  box.value = "3";
  box.dispatch("input");
  assert.equal(feedback.textContent, "");
  assert.ok(!feedback.classList.contains("kp-incorrect"));
  box.dispatch("keydown", { key: "Enter", isComposing: false });
  assert.equal(feedback.textContent, "Right. Three stay on the board.");
  assert.ok(feedback.classList.contains("kp-correct"));
  box.value = "9";
  box.dispatch("keydown", { key: "Enter", isComposing: true }); // an input method still composing
  assert.equal(feedback.textContent, "Right. Three stay on the board.");
});

test("a choice asks to pick first, then grades the picked answer", () => {
  const { quiz, document } = page([CHOICE]);
  const feedback = quiz.querySelector(".kp-feedback");
  form(quiz, 0).dispatch("submit");
  assert.match(feedback.textContent, /^Pick one/);
  assert.ok(!feedback.classList.contains("kp-incorrect"));
  const radios = quiz.querySelectorAll("input[type=radio]");
  assert.deepEqual(radios.map((radio) => radio.value), ["0", "1", "2", "3"]);
  const wrong = CHOICE.answers.findIndex((a) => a.answer === "(2 3)");
  const right = CHOICE.answers.findIndex((a) => a.answer === "(4 3)");
  radios[wrong].checked = true;
  radios[wrong].dispatch("change");
  assert.equal(document.activeElement, radios[wrong], "a click on the words focuses the radio");
  form(quiz, 0).dispatch("submit");
  assert.equal(feedback.textContent, "Not quite. The row grows.");
  assert.ok(feedback.classList.contains("kp-incorrect"));
  radios[wrong].checked = false;
  radios[right].checked = true;
  form(quiz, 0).dispatch("keydown", { key: "Enter" });
  assert.equal(feedback.textContent, "Right. Row 3 to 4, column 1 to 3.");
});

// A question of quiz.py's vary: the first version, with the others (here the number question's answers
// under other question texts, sealed by quiz.js as quiz.py seals them) and, optionally, the page's Python.
function versions(count, live = null) {
  const { api } = page([]);
  const plain = VECTORS.questions.find((q) => q.plain.type === "numeric").plain;
  const list = Array.from({ length: count }, (_, k) => api.seal({ ...plain, question: `Version ${k + 1}?` }));
  return { ...list[0], variants: list.slice(1), live };
}

test("a question without other versions has no Another one button", () => {
  const { quiz } = page([NUMBER, CHOICE]);
  assert.equal(quiz.querySelectorAll(".kp-another").length, 0);
});

test("Another one asks the other versions in turn, then the first again, the focus kept on the button", async () => {
  const { quiz, document } = page([versions(3)]);
  const legend = () => quiz.querySelector("legend").textContent;
  assert.equal(legend(), "Version 1?");
  for (const next of ["Version 2?", "Version 3?", "Version 1?"]) {
    const button = quiz.querySelector(".kp-another");
    assert.equal(button.type, "button", "it submits no form");
    button.dispatch("click");
    await new Promise((resolve) => setTimeout(resolve, 0));
    assert.equal(legend(), next);
    assert.equal(quiz.querySelectorAll("form").length, 1);
    assert.equal(document.activeElement, quiz.querySelector(".kp-another"), "the focus stays on Another one");
    assert.equal(quiz.querySelector(".kp-said").textContent, `Another question: ${next}`);
    assert.equal(quiz.querySelector(".kp-said").getAttribute("aria-live"), "polite");
    assert.equal(quiz.querySelector(".kp-another").getAttribute("data-lm-suppress-shortcuts"), "true");
  }
  const box = quiz.querySelector("input.kp-box");
  box.value = "3";
  form(quiz, 0).dispatch("submit");
  assert.equal(quiz.querySelector(".kp-feedback").textContent, "Right. Three stay on the board.");
});

test("after its own versions, Another one asks the page's Python, and seals what comes back", async () => {
  const calls = [];
  const plain = VECTORS.questions.find((q) => q.plain.type === "numeric").plain;
  const live = {
    status: "ready",
    setups: [],
    setup(code) { this.setups.push(code); return Promise.resolve(); },
    call(name, kwargs) {
      calls.push([name, kwargs]);
      return Promise.resolve(JSON.stringify({ ...plain, question: `Seed ${calls.length}?` }));
    },
  };
  const { quiz, document } = page([]);
  const window = {};
  const holder = document.createElement("div");
  holder.className = "kp-quiz";
  const question = document.createElement("div");
  question.className = "kp-question";
  question.setAttribute("data-kp-question", JSON.stringify(versions(2, { code: "def ask(seed): ...", call: "ask" })));
  holder.append(question);
  document.body.append(holder);
  window.knightsLive = live;
  evaluate("src/boardpuzzles/book/quiz.js", { window, document });
  assert.ok(quiz);
  const click = async () => {
    holder.querySelector(".kp-another").dispatch("click");
    for (let k = 0; k < 5; k++) await new Promise((resolve) => setTimeout(resolve, 0));
    return holder.querySelector("legend").textContent;
  };
  assert.equal(await click(), "Version 2?");
  assert.equal(calls.length, 0, "the versions computed beforehand come first");
  assert.equal(await click(), "Seed 1?");
  assert.equal(await click(), "Seed 2?");
  assert.deepEqual(live.setups, ["def ask(seed): ..."], "the code is given once");
  assert.equal(calls[0][0], "ask");
  assert.ok(Number.isInteger(calls[0][1].seed));
  const box = holder.querySelector("input.kp-box");
  box.value = "8";
  holder.querySelector("form").dispatch("submit");
  assert.equal(holder.querySelector(".kp-feedback").textContent, "Not quite. Some offsets fall off.");
  live.status = "unavailable";
  assert.equal(await click(), "Version 1?", "without Python, the versions go round");
});

test("running the script again sets up no quiz twice", () => {
  const { quiz, document, api } = page([NUMBER]);
  api.setUp(quiz);
  evaluate("src/boardpuzzles/book/quiz.js", { window: {}, document });
  assert.equal(quiz.querySelectorAll("form").length, 1);
});
