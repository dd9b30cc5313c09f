/* The book's "check yourself" questions (boardpuzzles.book.quiz): each question written as static HTML
   becomes a small form. Picking an answer never grades it; only Check, or Enter in the form, does.
   Every quiz output carries this script, so it may run several times on a page: it sets up each quiz
   once, found from the script itself and from the whole document, and leaves the others alone.

   The page holds each question sealed (quiz.py's seal): only a salted SHA-256 of the right answer, and
   each answer's feedback XOR-ed with a keystream from SHA-256 of (salt, answer). This script hashes the
   answer the reader gives, with the SHA-256 below (the same as Python's hashlib, synchronous, so it works
   from file:// too), and opens that answer's feedback only. A question from quiz.py's vary has an
   "Another one" button: its other versions first, then new ones from the page's Python (knightsLive). */
(function () {
  "use strict";

  // --- SHA-256 (FIPS 180-4) of a text's UTF-8 bytes -------------------------------------------------

  var K = [];
  (function () {  // the first 32 bits of the fractional parts of the cube roots of the first 64 primes
    var found = 0;
    for (var n = 2; found < 64; n++) {
      var prime = true;
      for (var d = 2; d * d <= n; d++) if (n % d === 0) { prime = false; break; }
      if (prime) K[found++] = Math.floor((Math.cbrt(n) % 1) * 4294967296) | 0;
    }
  })();
  var H0 = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19];

  function utf8(text) { return new TextEncoder().encode(text); }

  function sha256(bytes) {  // bytes: a Uint8Array; returns the 32-byte digest as a Uint8Array
    var length = bytes.length;
    var padded = new Uint8Array(((length + 9 + 63) >> 6) << 6);
    padded.set(bytes);
    padded[length] = 0x80;
    var view = new DataView(padded.buffer);
    view.setUint32(padded.length - 8, Math.floor(length / 0x20000000));
    view.setUint32(padded.length - 4, (length << 3) >>> 0);
    var h = H0.slice();
    var w = new Array(64);
    for (var block = 0; block < padded.length; block += 64) {
      for (var t = 0; t < 16; t++) w[t] = view.getUint32(block + 4 * t) | 0;
      for (t = 16; t < 64; t++) {
        var a15 = w[t - 15], a2 = w[t - 2];
        var s0 = ((a15 >>> 7) | (a15 << 25)) ^ ((a15 >>> 18) | (a15 << 14)) ^ (a15 >>> 3);
        var s1 = ((a2 >>> 17) | (a2 << 15)) ^ ((a2 >>> 19) | (a2 << 13)) ^ (a2 >>> 10);
        w[t] = (w[t - 16] + s0 + w[t - 7] + s1) | 0;
      }
      var A = h[0], B = h[1], C = h[2], D = h[3], E = h[4], F = h[5], G = h[6], H = h[7];
      for (t = 0; t < 64; t++) {
        var S1 = ((E >>> 6) | (E << 26)) ^ ((E >>> 11) | (E << 21)) ^ ((E >>> 25) | (E << 7));
        var t1 = (H + S1 + ((E & F) ^ (~E & G)) + K[t] + w[t]) | 0;
        var S0 = ((A >>> 2) | (A << 30)) ^ ((A >>> 13) | (A << 19)) ^ ((A >>> 22) | (A << 10));
        var t2 = (S0 + ((A & B) ^ (A & C) ^ (B & C))) | 0;
        H = G; G = F; F = E; E = (D + t1) | 0; D = C; C = B; B = A; A = (t1 + t2) | 0;
      }
      h[0] = (h[0] + A) | 0; h[1] = (h[1] + B) | 0; h[2] = (h[2] + C) | 0; h[3] = (h[3] + D) | 0;
      h[4] = (h[4] + E) | 0; h[5] = (h[5] + F) | 0; h[6] = (h[6] + G) | 0; h[7] = (h[7] + H) | 0;
    }
    var digest = new Uint8Array(32);
    var out = new DataView(digest.buffer);
    for (var k = 0; k < 8; k++) out.setUint32(4 * k, h[k] >>> 0);
    return digest;
  }

  function sha256Hex(text) {
    var digest = sha256(utf8(text));
    var hex = "";
    for (var i = 0; i < digest.length; i++) hex += (digest[i] < 16 ? "0" : "") + digest[i].toString(16);
    return hex;
  }

  // --- sealed answers (the same scheme as quiz.py's seal) -------------------------------------------

  function tag(salt, kind, answer) { return sha256Hex(salt + "\n" + kind + "\n" + answer).slice(0, 16); }

  function crypt(salt, answer, bytes) {  // XOR with the keystream: locks and unlocks alike
    var out = new Uint8Array(bytes.length);
    for (var block = 0; block * 32 < bytes.length; block++) {
      var stream = sha256(utf8(salt + "\nfeedback\n" + answer + "\n" + block));
      for (var i = 0; i < 32 && block * 32 + i < bytes.length; i++) out[block * 32 + i] = bytes[block * 32 + i] ^ stream[i];
    }
    return out;
  }

  function unlock(salt, answer, locked) {
    var raw = atob(locked);
    var bytes = new Uint8Array(raw.length);
    for (var i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
    return new TextDecoder().decode(crypt(salt, answer, bytes));
  }

  function lock(salt, answer, feedback) {
    var bytes = crypt(salt, answer, utf8(feedback));
    var raw = "";
    for (var i = 0; i < bytes.length; i++) raw += String.fromCharCode(bytes[i]);
    return btoa(raw);
  }

  // A question as quiz.py's choice or number write it (from the page's Python), sealed as quiz.py's seal does.
  function seal(question) {
    var salt = sha256Hex("kp-quiz\n" + question.question).slice(0, 16);
    var sealed = {type: question.type, question: question.question, salt: salt};
    var right = question.answers.filter(function (a) { return a.correct === true; })[0];
    if (question.type === "numeric") {
      sealed.right = tag(salt, "right", String(right.value));
      sealed.answers = question.answers.filter(function (a) { return a.type === "value"; }).map(function (a) {
        return {key: tag(salt, "key", String(a.value)), feedback: lock(salt, String(a.value), a.feedback)};
      }).sort(function (a, b) { return a.key < b.key ? -1 : a.key > b.key ? 1 : 0; });
      sealed["default"] = question.answers.filter(function (a) { return a.type === "default"; })[0].feedback;
    } else {
      sealed.right = tag(salt, "right", right.answer);
      var keyed = question.answers.map(function (a) {
        return {order: sha256Hex(question.question + "\n" + a.answer), answer: a};
      }).sort(function (a, b) { return a.order < b.order ? -1 : a.order > b.order ? 1 : 0; });
      sealed.answers = keyed.map(function (k) {
        return {answer: k.answer.answer, feedback: lock(salt, k.answer.answer, k.answer.feedback)};
      });
    }
    return sealed;
  }

  function make(name, className, text) {
    var node = document.createElement(name);
    if (className) node.className = className;
    if (text) node.textContent = text;
    return node;
  }

  // What the feedback line says for an answer (an opened answer, a reminder, or null to clear): its text,
  // and whether it is marked right or wrong (a reminder is neither).
  function verdict(answer) {
    return {
      text: answer ? answer.feedback : "",
      correct: Boolean(answer) && answer.correct === true,
      incorrect: Boolean(answer) && answer.correct === false,
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

  // A typed whole number as Python's str() writes it ("-7", "0"), every digit kept; or null for no number.
  function numberText(text) {
    var typed = /^([+-]?)0*([0-9]+)$/.exec(text.trim().replace(/^[\u2212\u2013]/, "-"));
    if (!typed) return null;
    return (typed[1] === "-" && typed[2] !== "0" ? "-" : "") + typed[2];
  }

  // The answer to a sealed number question: its feedback opened, and whether it is right; any number the
  // question has no feedback for, and anything that is not a number, gets the question's default.
  function numberAnswer(question, text) {
    var value = numberText(text);
    if (value !== null) {
      var key = tag(question.salt, "key", value);
      for (var i = 0; i < question.answers.length; i++) {
        var answer = question.answers[i];
        if (answer.key === key) {
          return {feedback: unlock(question.salt, value, answer.feedback),
                  correct: tag(question.salt, "right", value) === question.right};
        }
      }
    }
    return {feedback: question["default"], correct: false};
  }

  function choiceAnswer(question, picked) {  // picked: the checked radio's value (an answer's index), or null
    if (picked === null) return {feedback: PICK_FIRST};
    var answer = question.answers[Number(picked)];
    return {feedback: unlock(question.salt, answer.answer, answer.feedback),
            correct: tag(question.salt, "right", answer.answer) === question.right};
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

  // --- another one: the question's other versions, then new ones from the page's Python -------------------

  var asked = [];  // the code each page's Python was given (live.setup), with the promise of that setup

  function setUpLive(live, code) {
    for (var i = 0; i < asked.length; i++) if (asked[i].live === live && asked[i].code === code) return asked[i].done;
    var entry = {live: live, code: code, done: Promise.resolve().then(function () { return live.setup(code); })};
    asked.push(entry);
    entry.done.catch(function () { asked.splice(asked.indexOf(entry), 1); });  // asked for again next time
    return entry.done;
  }

  // The page's Python, where it can compute a new version of the question; otherwise null.
  function livePython(versions) {
    var live = window.knightsLive;
    if (!versions.live || !live || live.status === "unavailable" || live.status === "failed") return null;
    return live;
  }

  // The next version to ask (a Promise): the next one computed beforehand; after the last, a new one from the
  // page's Python (a question not asked yet, if a few tries find one); without it, the first one again.
  function nextVersion(versions) {
    var live = livePython(versions);
    if (versions.index + 1 < versions.list.length || !live) {
      return Promise.resolve((versions.index + 1) % versions.list.length);
    }
    var asks = versions.live;
    function ask(tries) {
      var seed = Math.floor(Math.random() * 2147483647);
      return live.call(asks.call, {seed: seed}).then(function (text) {
        var question = seal(JSON.parse(text));
        var known = versions.list.some(function (q) { return q.question === question.question; });
        if (known && tries > 1) return ask(tries - 1);
        versions.list.push(question);
        return versions.list.length - 1;
      });
    }
    return setUpLive(live, asks.code).then(function () { return ask(4); }).catch(function () {
      return (versions.index + 1) % versions.list.length;
    });
  }

  function questionForm(question, versions, holder) {
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
      if (event.target && event.target.classList && event.target.classList.contains("kp-another")) return;
      if (event.key === "Enter" && !event.isComposing && !event.defaultPrevented) grade(event);
    });
    form.addEventListener("input", function () { show(feedback, null); });  // new answer, old feedback gone
    if (versions.list.length > 1 || versions.live) {
      var another = make("button", "kp-another", "Another one");
      another.type = "button";
      another.addEventListener("click", function () {
        if (another.getAttribute("aria-busy") === "true") return;
        another.setAttribute("aria-busy", "true");
        if (livePython(versions) && versions.index + 1 >= versions.list.length) {
          show(feedback, {feedback: "Asking Python in your browser for another one\u2026"});
        }
        nextVersion(versions).then(function (index) {
          versions.index = index;
          ask(holder, versions, true);
        });
      });
      row.appendChild(another);
    }
    var controls = [form].concat(Array.prototype.slice.call(form.querySelectorAll("input, button")));
    // In JupyterLab, keys pressed in the quiz answer it: arrows move between answers, not between cells.
    // Lumino skips its shortcuts for an element with this attribute, or inside one.
    controls.forEach(function (node) { node.setAttribute("data-lm-suppress-shortcuts", "true"); });
    return form;
  }

  // Show the version versions.index of a question in its holder; after "Another one", the focus stays on
  // that button (of the new form) and the new question is announced.
  function ask(holder, versions, again) {
    var question = versions.list[versions.index];
    var form = questionForm(question, versions, holder);
    var old = holder.querySelector("form");
    if (old) old.remove();
    var said = holder.querySelector(".kp-said");
    if (!said) {
      said = make("p", "kp-said");
      said.setAttribute("aria-live", "polite");
      holder.appendChild(said);
    }
    said.before(form);
    if (again) {
      said.textContent = "Another question: " + question.question;
      var button = form.querySelector(".kp-another");
      if (button) button.focus();
    }
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
      var versions = {list: [question].concat(question.variants || []), index: 0, live: question.live || null};
      questions[i].textContent = "";
      ask(questions[i], versions, false);
    }
    quiz.setAttribute("data-lm-suppress-shortcuts", "true");
    var note = quiz.querySelector(".kp-quiz-note");
    if (note) note.hidden = true;
  }

  // The logic under the forms, for the tests (tests/js/quiz.test.mjs); the same on every run of this script.
  window.knightsQuiz = {sha256Hex: sha256Hex, tag: tag, lock: lock, unlock: unlock, seal: seal,
                        wholeNumber: wholeNumber, numberText: numberText, numberAnswer: numberAnswer,
                        choiceAnswer: choiceAnswer, verdict: verdict, nextVersion: nextVersion, setUp: setUp};

  var script = document.currentScript;
  var own = script && script.closest ? script.closest(".kp-quiz") : null;
  if (own) setUp(own);
  var quizzes = document.querySelectorAll(".kp-quiz");
  for (var i = 0; i < quizzes.length; i++) setUp(quizzes[i]);
})();
