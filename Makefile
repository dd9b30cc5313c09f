# Knights and Pegs: set up, build and test the book with two commands.
#   make book   # virtual environment + requirements, then the static website in _build/html
#   make test   # everything above, then ruff and every test (unit, doctests, JavaScript, nbval, whole-site browser test)
#   make check  # the quick loop while changing the package: ruff, unit tests, doctests, JavaScript tests

PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed

.PHONY: book test check unit-tests quick-unit-tests notebook-tests js-tests setup browser full-browser node lab bench notebooks pdf clean

setup: $(STAMP)

$(STAMP): requirements.txt pyproject.toml
	@$(PYTHON) -c 'import sys; sys.exit(0 if sys.version_info >= (3, 11) else "Python 3.11 or newer is needed, found " + sys.version.split()[0])'
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -r requirements.txt
	touch $(STAMP)

# The website is rebuilt only when something it is built from has changed, so `make test` after
# `make book` (as on CI) does not build it a second time.
BOOK_STAMP   := _build/html/.built
BOOK_SOURCES := _config.yml _toc.yml requirements.txt pyproject.toml \
                $(shell find book src -type f -not -path '*/__pycache__/*' \
                        -not -path '*/.ipynb_checkpoints/*' 2>/dev/null)

book: $(BOOK_STAMP)
	@echo "The website is ready: open _build/html/index.html in a browser."

# The chapters' controls precompute their pictures for the static site (explorer.building_static_site);
# `make notebooks` stores them in the chapters, and nbval runs the chapters the same way, so stored and fresh
# outputs compare. The website is built from those stored outputs (execute_notebooks: off in _config.yml).
STATIC := BOARDPUZZLES_STATIC_SITE=1

$(BOOK_STAMP): $(STAMP) $(BOOK_SOURCES)
	$(STATIC) $(BIN)/jupyter-book build . -W -n --keep-going
	touch $@

# The browser tests drive Chromium's headless shell (Debian's chromium-headless-shell): the same Blink engine as
# the browser, without the browser around it, so a chapter's page costs 1.3 CPU-s to load against the full
# browser's 3.1, and the site suite runs in three quarters of the time. bench_live.py measures what a reader's
# browser does, so `make bench` drives the full chromium. Debian's packages where they can be installed (as root
# with apt-get, as on CI); elsewhere Playwright downloads its own builds.
browser: setup
	@if [ -n "$$CHROMIUM" ] || command -v chromium-headless-shell >/dev/null 2>&1; then \
	  echo "Chromium's headless shell found."; \
	elif [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell >/dev/null; \
	else \
	  $(BIN)/playwright install --only-shell chromium; \
	fi

full-browser: setup
	@if [ -n "$$CHROMIUM" ] || command -v chromium >/dev/null 2>&1; then \
	  echo "Chromium found."; \
	elif [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; \
	else \
	  $(BIN)/playwright install --no-shell chromium; \
	fi

# The JavaScript unit tests use Node's own runner (no npm package, no build). Debian's nodejs where it is missing.
node:
	@command -v node >/dev/null 2>&1 || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nodejs >/dev/null; }

js-tests: node
	node --test tests/js/*.test.mjs

# Coverage counts the unit tests and doctests only (nbval runs the chapters in a separate kernel):
# every line of the algorithm modules, and at least 90% of the drawing code (the book's and the SVG pictures).
DRAWING := */boardpuzzles/book/*,*/boardpuzzles/pictures/*

# The test processes pytest-xdist starts, one a core: `make test WORKERS=4` on a machine with four. Not `-n auto`:
# in a container, Python counts the host's cores, not the ones the container may use.
WORKERS ?= 2

# First the tests that need no website, on both cores at once (each target's output kept together): the JavaScript
# tests (seconds), the unit tests and doctests under coverage, in WORKERS
# pytest-xdist processes (the sweeps marked `untraced` run with the measurement paused, tests/conftest.py: traced they
# would run five times slower), beside the website's build (under a minute) and then nbval over the chapters, without coverage
# (its tracing would follow the chapters' kernels). Three processes on two cores: none waits for the longest. Then the tests of the built website (`-m site`), WORKERS processes
# with one Chromium each; tests/conftest.py's xdist_group says which tests go together (a file's; test_site.py's
# by page).
test: setup browser node
	$(BIN)/ruff check .
	@rm -f .coverage
	$(MAKE) --no-print-directory -j$(WORKERS) --output-sync=target js-tests unit-tests notebook-tests
	$(STATIC) $(BIN)/python -m pytest -m site -n $(WORKERS) --dist loadgroup --durations=25
	$(BIN)/python -m coverage report --omit='$(DRAWING),*/boardpuzzles/cli.py,*/boardpuzzles/__main__.py' --fail-under=100 --skip-covered
	$(BIN)/python -m coverage report --include='$(DRAWING)' --fail-under=90

unit-tests: setup
	$(STATIC) $(BIN)/python -m pytest tests src book/_ext -m "not site" -n $(WORKERS) --durations=10 --cov=boardpuzzles --cov-report=

# nbval over every chapter (strict), once the website's build is done (under a minute), beside the unit tests: in one
# process on two cores; with four or more, in WORKERS/2 processes, each notebook's cells in one (--dist loadfile).
NBVAL_WORKERS = $(shell [ $(WORKERS) -ge 4 ] && echo $$(( $(WORKERS) / 2 )) || echo 0)

notebook-tests: book
	$(STATIC) $(BIN)/python -m pytest book/*.ipynb -n $(NBVAL_WORKERS) --dist loadfile --durations=5

# The quick loop for someone changing the package (no website, no notebooks, no coverage), the JavaScript tests beside
# the unit tests: about 90 s on two cores.
check: setup node
	$(BIN)/ruff check .
	$(MAKE) --no-print-directory -j2 --output-sync=target js-tests quick-unit-tests

quick-unit-tests: setup
	$(STATIC) $(BIN)/python -m pytest tests src book/_ext -m "not site" -n $(WORKERS) -q

# Run the chapters interactively: JupyterLab opens on the book's start page, with live controls
# (pictures computed on demand). --allow-root only when run as root, as on a fresh container.
LAB_HIDDEN := ["__pycache__", "*.pyc", ".ipynb_checkpoints", "_ext", "_static", "*.bib"]

lab: setup
	cd book && ../$(BIN)/jupyter lab index.ipynb $$( [ "$$(id -u)" = 0 ] && echo --allow-root ) \
	  --LabApp.default_url=/lab/tree/index.ipynb \
	  --ContentsManager.hide_globs='$(LAB_HIDDEN)'

# Speed and memory targets: each script prints tables of times and ratios measured in one run, and
# stores them in src/boardpuzzles/book/benchmark_results/*.json (package data: the book's performance page and the
# site's wheel carry them; a few minutes).
# The performance and comparison pages are then executed again, so their stored outputs (which nbval checks)
# show the new numbers.
bench: book full-browser   # bench_live.py measures the built website in the full Chromium, as a reader's
	@for script in benchmarks/bench_*.py; do echo "== $$script"; $(BIN)/python $$script --save || exit 1; done
	$(STATIC) $(BIN)/python book/_ext/user_expressions.py book/performance.ipynb book/comparison.ipynb

# The book on paper, offline: the student's edition and the teacher's (solutions, an answer key at each page's end,
# the instructors' page), printed from the built website by Chromium's headless shell and joined by pypdf into
# _build/pdf/knights-and-pegs-{student,teacher}-a4.pdf (PAPER=Letter for US Letter). About a minute and a half.
PAPER ?= A4
pdf: book browser
	$(BIN)/python -m boardpuzzles.book.editions --site _build/html --out _build/pdf --paper $(PAPER)

# Re-execute every chapter in place after changing the package (keeps the stored outputs nbval compares).
notebooks: setup
	$(STATIC) $(BIN)/python book/_ext/user_expressions.py book/*.ipynb

clean:
	rm -rf _build .coverage
