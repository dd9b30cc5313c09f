"""What only the book needs: its drawings, its controls, its questions and its stored measurements.

Nothing in the pure solvers imports from here. These modules need the book's extra packages
(``pip install "boardpuzzles[book]"``: matplotlib, Pillow, ipywidgets, jupyterquiz):

========================== ==========================================================
module                     what it holds
========================== ==========================================================
``book.plotting``          every figure, in one style (matplotlib and Pillow pictures)
``book.widgets``           the explorers and step players, precomputed or live
``book.quiz``              the "check yourself" questions, answered in the browser
``book.stored_results``    reads the stored benchmark results (``benchmark_results/*.json``)
========================== ==========================================================
"""
