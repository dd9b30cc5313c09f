"""What only the book needs: its figures, explorers, program steppers, questions and stored measurements.

Nothing in the pure solvers imports from here. These modules need the book's extra packages
(``pip install "boardpuzzles[book]"``: matplotlib, with the Pillow it brings, and anywidget;
the questions need nothing more, their script and style ship with the package):

.. table:: The book's own modules

   ========================== ==========================================================
   module                     what it holds
   ========================== ==========================================================
   ``book.plotting``          every matplotlib figure, in one style
   ``book.explorer``          the explorers: precomputed on the website, live in a kernel
                              and in the reader's browser, over ``boardpuzzles.pictures``
   ``book.stepper``           the program steppers: a chapter's program line by line, beside
                              its board; ``book.tracing`` traces it, ``book.steppers`` holds
                              each chapter's tracer (both the standard library only)
   ``book.quiz``              the "check yourself" questions, answered in the browser
   ``book.stored_results``    reads the stored benchmark results (``benchmark_results/*.json``)
   ``book.outline``           a chapter's outline, read from its notebooks, for the instructors' page
   ``book.editions``          the book on paper (``make pdf``): the student's and the teacher's editions
   ``book.answer_key``        the teacher's answer key, from the pages' sealed questions and the practice codes
   ========================== ==========================================================
"""
