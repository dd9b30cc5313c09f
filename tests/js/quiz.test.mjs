// The "check yourself" questions (src/boardpuzzles/book/quiz.js): answers checked in the browser, from the
// question's data that quiz.py writes, with a fake DOM.
import assert from "node:assert/strict";
import { test } from "node:test";
import { FakeDocument, evaluate } from "./fake_dom.mjs";

const NUMBER = {
  question: "How many moves from a corner?", type: "numeric",
  answers: [
    { type: "value", value: 2, correct: true, feedback: "Right. Two." },
    { type: "value", value: 3, correct: false, feedback: "Not quite. Count again." },
    { type: "default", feedback: "Not quite; try again." },
  ],
};
const CHOICE = {
  question: "Which colour?", type: "multiple_choice",
  answers: [
    { answer: "light", correct: false, feedback: "Not quite. Add them." },
    { answer: "dark", correct: true, feedback: "Right. Odd." },
  ],
};

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

test("a number finds its answer, a tempting wrong one its hint, any other the default", () => {
  const { api } = page([]);
  assert.equal(api.numberAnswer(NUMBER, "2"), NUMBER.answers[0]);
  assert.equal(api.numberAnswer(NUMBER, "3"), NUMBER.answers[1]);
  assert.equal(api.numberAnswer(NUMBER, "4"), NUMBER.answers[2]);
  assert.equal(api.numberAnswer(NUMBER, "two"), NUMBER.answers[2]);
  assert.equal(api.numberAnswer({ answers: [NUMBER.answers[0]] }, "5"), null);
});

test("the feedback is right, wrong, or neither for a reminder", () => {
  const { api } = page([]);
  assert.deepEqual(api.verdict(NUMBER.answers[0]), { text: "Right. Two.", correct: true, incorrect: false });
  assert.deepEqual(api.verdict(NUMBER.answers[1]), { text: "Not quite. Count again.", correct: false, incorrect: true });
  assert.deepEqual(api.verdict(NUMBER.answers[2]), { text: "Not quite; try again.", correct: false, incorrect: true });
  const reminder = api.choiceAnswer(CHOICE, null);
  assert.match(reminder.feedback, /^Pick one of the answers first/);
  assert.deepEqual(api.verdict(reminder), { text: reminder.feedback, correct: false, incorrect: false });
  assert.deepEqual(api.verdict(null), { text: "", correct: false, incorrect: false });
  assert.equal(api.choiceAnswer(CHOICE, "1"), CHOICE.answers[1]);
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
  box.value = "3";
  box.dispatch("input");
  assert.equal(feedback.textContent, "", "typing never grades");
  const submitted = form(quiz, 0).dispatch("submit");
  assert.equal(submitted.defaultPrevented, true, "the page stays");
  assert.equal(feedback.textContent, "Not quite. Count again.");
  assert.ok(feedback.classList.contains("kp-incorrect") && !feedback.classList.contains("kp-correct"));
  box.value = "2";
  box.dispatch("input");
  assert.equal(feedback.textContent, "");
  assert.ok(!feedback.classList.contains("kp-incorrect"));
  box.dispatch("keydown", { key: "Enter", isComposing: false });
  assert.equal(feedback.textContent, "Right. Two.");
  assert.ok(feedback.classList.contains("kp-correct"));
  box.value = "9";
  box.dispatch("keydown", { key: "Enter", isComposing: true }); // an input method still composing
  assert.equal(feedback.textContent, "Right. Two.");
});

test("a choice asks to pick first, then grades the picked answer", () => {
  const { quiz, document } = page([CHOICE]);
  const feedback = quiz.querySelector(".kp-feedback");
  form(quiz, 0).dispatch("submit");
  assert.match(feedback.textContent, /^Pick one/);
  assert.ok(!feedback.classList.contains("kp-incorrect"));
  const radios = quiz.querySelectorAll("input[type=radio]");
  assert.deepEqual(radios.map((radio) => radio.value), ["0", "1"]);
  radios[0].checked = true;
  radios[0].dispatch("change");
  assert.equal(document.activeElement, radios[0], "a click on the words focuses the radio");
  form(quiz, 0).dispatch("submit");
  assert.equal(feedback.textContent, "Not quite. Add them.");
  radios[0].checked = false;
  radios[1].checked = true;
  form(quiz, 0).dispatch("keydown", { key: "Enter" });
  assert.equal(feedback.textContent, "Right. Odd.");
});

test("running the script again sets up no quiz twice", () => {
  const { quiz, document, api } = page([NUMBER]);
  api.setUp(quiz);
  evaluate("src/boardpuzzles/book/quiz.js", { window: {}, document });
  assert.equal(quiz.querySelectorAll("form").length, 1);
});
