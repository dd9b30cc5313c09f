/* The book's "check yourself" questions (boardpuzzles.book.quiz): each question written as static HTML
   becomes a small form. Picking an answer never grades it; only Check, or Enter in the form, does.
   Every quiz output carries this script, so it may run several times on a page: it sets up each quiz
   once, found from the script itself and from the whole document, and leaves the others alone. */
(function () {
  "use strict";

  function make(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text) node.textContent = text;
    return node;
  }

  // What the feedback line says for an answer (one of the question's answers, a reminder, or null to clear):
  // its text, and whether it is marked right or wrong (a reminder is neither).
  function verdict(answer) {
    return {
      text: answer ? answer.feedback : "",
      correct: Boolean(answer) && answer.correct === true,
      incorrect: Boolean(answer) && (answer.correct === false || answer.type === "default"),
    };
  }

  function show(feedback, answer) {
    var said = verdict(answer);
    feedback.textContent = said.text;
    feedback.classList.toggle("kp-correct", said.correct);
    feedback.classList.toggle("kp-incorrect", said.incorrect);
  }

  var PICK_FIRST = "Pick one of the answers first, then press Check.";

  function wholeNumber(text) {  // a typed whole number (a minus or en dash as its sign), or null
    var typed = text.trim().replace(/^[\u2212\u2013]/, "-");
    return /^[+-]?[0-9]+$/.test(typed) ? Number(typed) : null;
  }

  function numberAnswer(question, text) {
    var value = wholeNumber(text);
    var fallback = null;
    for (var i = 0; i < question.answers.length; i++) {
      var answer = question.answers[i];
      if (answer.type === "value" && answer.value === value) return answer;
      if (answer.type === "default") fallback = answer;
    }
    return fallback;
  }

  function freshId(stem) {
    var n = 1;
    while (document.getElementById(stem + n)) n += 1;
    return stem + n;
  }

  function numberInput(question, row, check) {
    var box = make("input", "kp-box");
    box.type = "text";
    box.inputMode = "numeric";
    box.autocomplete = "off";
    box.spellcheck = false;
    box.id = freshId("kp-quiz-box-");
    var label = make("label", "kp-box-label", "Your answer, a whole number:");
    label.htmlFor = box.id;
    var answer = make("span", "kp-answer");  // the box and its Check button stay on one line
    answer.appendChild(box);
    answer.appendChild(check);
    row.appendChild(label);
    row.appendChild(answer);
    return function () { return numberAnswer(question, box.value); };
  }

  function choiceInput(question, fieldset, row, check) {
    var options = make("div", "kp-options");
    question.answers.forEach(function (answer, index) {
      var label = make("label", "kp-option");
      var radio = make("input");
      radio.type = "radio";
      radio.name = "answer";  // one group per form
      radio.value = String(index);
      // A click on the words picks and focuses the radio, so arrow keys then move between answers
      // (a notebook would otherwise keep the focus on its cell, and arrows would move between cells).
      radio.addEventListener("change", function () { if (document.activeElement !== radio) radio.focus(); });
      label.appendChild(radio);
      label.appendChild(make("span", null, answer.answer));
      options.appendChild(label);
    });
    fieldset.appendChild(options);
    row.appendChild(check);
    return function (form) {
      var picked = form.querySelector("input[type=radio]:checked");
      return choiceAnswer(question, picked ? picked.value : null);
    };
  }

  function choiceAnswer(question, picked) {  // picked: the checked radio's value (an answer's index), or null
    if (picked !== null) return question.answers[Number(picked)];
    return {feedback: PICK_FIRST};
  }

  function questionForm(question) {
    var form = make("form", "kp-form");
    form.noValidate = true;
    var fieldset = make("fieldset");
    fieldset.appendChild(make("legend", null, question.question));
    form.appendChild(fieldset);
    var check = make("button", "kp-check", "Check");
    check.type = "submit";
    var row = make("div", "kp-row");
    var read = question.type === "numeric" ? numberInput(question, row, check)
                                           : choiceInput(question, fieldset, row, check);
    fieldset.appendChild(row);
    var feedback = make("p", "kp-feedback");
    feedback.setAttribute("aria-live", "polite");
    fieldset.appendChild(feedback);
    function grade(event) {
      event.preventDefault();  // the page stays, and so does the focus
      show(feedback, read(form));
    }
    form.addEventListener("submit", grade);
    // Enter checks the answer, in the box, on a radio or on Check. Said here, not left to the browser's
    // implicit submission: JupyterLab's cells keep that from happening.
    form.addEventListener("keydown", function (event) {
      if (event.key === "Enter" && !event.isComposing && !event.defaultPrevented) grade(event);
    });
    form.addEventListener("input", function () { show(feedback, null); });  // new answer, old feedback gone
    return form;
  }

  function setUp(quiz) {
    if (quiz.hasAttribute("data-kp-ready")) return;
    quiz.setAttribute("data-kp-ready", "");
    var questions = quiz.querySelectorAll(".kp-question[data-kp-question]");
    for (var i = 0; i < questions.length; i++) {
      var question;
      try {
        question = JSON.parse(questions[i].getAttribute("data-kp-question"));
      } catch (error) {
        continue;
      }
      if (!question || !Array.isArray(question.answers)) continue;
      questions[i].textContent = "";
      questions[i].appendChild(questionForm(question));
    }
    // In JupyterLab, keys pressed in the quiz answer it: arrows move between answers, not between cells.
    // Lumino skips its shortcuts for an element with this attribute, or inside one.
    var suppressed = [quiz].concat(Array.prototype.slice.call(quiz.querySelectorAll("input, button")));
    suppressed.forEach(function (node) { node.setAttribute("data-lm-suppress-shortcuts", "true"); });
    var note = quiz.querySelector(".kp-quiz-note");
    if (note) note.hidden = true;
  }

  // The logic under the forms, for the tests (tests/js/quiz.test.mjs); the same on every run of this script.
  window.knightsQuiz = {wholeNumber: wholeNumber, numberAnswer: numberAnswer, choiceAnswer: choiceAnswer,
                        verdict: verdict, setUp: setUp};

  var script = document.currentScript;
  var own = script && script.closest ? script.closest(".kp-quiz") : null;
  if (own) setUp(own);
  var quizzes = document.querySelectorAll(".kp-quiz");
  for (var i = 0; i < quizzes.length; i++) setUp(quizzes[i]);
})();
