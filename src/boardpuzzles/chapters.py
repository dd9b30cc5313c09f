"""The book's chapters, each named once: the one registry that the tests, the benchmarks and the build read.

A chapter of the book is two notebooks in ``book/``, its page ``NN_name.ipynb`` and its companion
``NN_name_further.ipynb`` (its "Going further" sections), and around them a set of pieces that other
files used to list by hand: its explorers and program steppers, its coding exercises, its picture in the
start page's gallery, the section that shows the article's program, what the page's Python imports. Each
:class:`Chapter` of :data:`CHAPTERS` names them all; ``tests/test_chapters.py`` fails, naming the missing
piece, when a notebook, the table of contents, the exercises' index or the gallery lacks one the registry
names (or has one it does not name). CONTRIBUTING.md says in steps how to add a chapter.

Pages are named as the book names them, by their path under ``book/`` without a suffix
(``"01_knight_moves"``): the notebook is ``book/01_knight_moves.ipynb`` and the website's page
``book/01_knight_moves.html``. A live setting is what a reader sets, 1-based as the reader sees squares.
Like the solvers, this module uses only the standard library: the exercises' index reads it in the
reader's browser too.

>>> CHAPTERS[0].page, CHAPTERS[0].html(), CHAPTERS[0].exercises
('01_knight_moves', 'book/01_knight_moves.html', 'boardpuzzles.exercises.knight_moves')
>>> warnsdorff = chapter_numbered(4)
>>> warnsdorff.title, warnsdorff.source, warnsdorff.page_of("tour_picture")
("Look one step ahead: Warnsdorff's rule", 'seed002', '04_warnsdorff_further')
>>> [stepper.tracer for stepper in warnsdorff.steppers], warnsdorff.steppers[0].first
(['trace_warnsdorff'], {'size': 5, 'row': 1, 'column': 1})
"""

from __future__ import annotations

from dataclasses import KW_ONLY, dataclass

from boardpuzzles.errors import BookError, NumberError


@dataclass(frozen=True)
class ExplorerEntry:
    """One explorer of a chapter (:func:`boardpuzzles.book.explorer.explore`), named by its render function.

    Parameters
    ----------
    render : str
        The name of the render function the notebook hands to ``explore``, such as ``"tour_picture"``.
    further : bool
        Whether the explorer is on the chapter's companion page (``NN_name_further``), not on its page.
    player : str or None
        The control a Play button steps (``explore(..., play="step")``), or None for no player.
    live : tuple of dict
        Representative settings that the page's Python draws live (none precomputed), at the edge of
        what the explorer offers: ``benchmarks/bench_live.py`` times each, in the browser and in CPython.
        Empty for an explorer whose every setting is precomputed.

    Examples
    --------
    >>> entry = ExplorerEntry("table_picture", further=True, live=({"size": 80},))
    >>> entry.render, entry.further, entry.player, entry.live
    ('table_picture', True, None, ({'size': 80},))
    """

    render: str
    _: KW_ONLY
    further: bool = False
    player: str | None = None
    live: tuple[dict, ...] = ()


@dataclass(frozen=True)
class StepperEntry:
    """One program stepper of a chapter (:func:`boardpuzzles.book.stepper.step_through`), named by its tracer.

    Parameters
    ----------
    tracer : str
        The name of the tracer in :mod:`boardpuzzles.book.steppers`, such as ``"trace_offsets"``.
    first : dict
        The first setting (``step_through(..., initial=...)``): the one whose trace the website stores.
    further : bool
        Whether the stepper is on the chapter's companion page, not on its page.

    Examples
    --------
    >>> StepperEntry("trace_circular", {"disks": 3}).first
    {'disks': 3}
    """

    tracer: str
    first: dict
    _: KW_ONLY
    further: bool = False


@dataclass(frozen=True)
class PracticeEntry:
    """One "Your turn" exercise of a chapter (:func:`boardpuzzles.book.practice.your_turn`), named by its letter.

    Parameters
    ----------
    letter : str
        The exercise's letter, a key of :data:`boardpuzzles.practice.EXERCISES` (``"Q"``).
    further : bool
        Whether the exercise is on the chapter's companion page, not on its page.

    Examples
    --------
    >>> PracticeEntry("L", further=True).further
    True
    """

    letter: str
    _: KW_ONLY
    further: bool = False


@dataclass(frozen=True)
class Chapter:
    """One chapter of the book and every piece of it that something outside its notebooks needs.

    Parameters
    ----------
    number : int
        The chapter's number (1 for the first), as the table of contents numbers it.
    page : str
        The chapter's page under ``book/``, without a suffix: ``"01_knight_moves"``.
    title : str
        The page's title, its first ``#`` heading.
    source : str
        The key in ``book/references.bib`` of the article the chapter follows (``"seed000"``).
    program_section : str
        The heading of the page's section that shows the article's program and the package's.
    exercises : str
        The module of :mod:`boardpuzzles.exercises` that checks the chapter's coding exercises.
    gallery : str
        The name of the chapter's picture in the start page's gallery: ``book/index.ipynb`` writes
        ``images/gallery-<name>.png`` and its dark twin ``images/gallery-<name>-dark.png``.
    further : bool
        Whether the chapter has a companion page, ``<page>_further``.
    explorers : tuple of ExplorerEntry
        The explorers on the chapter's two pages, in reading order.
    steppers : tuple of StepperEntry
        The program steppers on the chapter's two pages, in reading order.
    imports : tuple of str
        The modules of ``boardpuzzles.book`` that the page's Python (in the reader's browser) imports for
        the chapter: those its runnable cells import, and the tracers' module for a stepper. The solvers
        (every module outside ``boardpuzzles.book``) it always has.
    practice : tuple of PracticeEntry
        The chapter's "Your turn" exercises, in reading order (each a ``your_turn(letter)`` cell).

    Examples
    --------
    >>> first = CHAPTERS[0]
    >>> first.number, first.notebooks
    (1, ('01_knight_moves', '01_knight_moves_further'))
    >>> first.html(), first.html(further=True)
    ('book/01_knight_moves.html', 'book/01_knight_moves_further.html')
    """

    number: int
    page: str
    title: str
    source: str
    program_section: str
    exercises: str
    gallery: str
    _: KW_ONLY
    further: bool = True
    explorers: tuple[ExplorerEntry, ...] = ()
    steppers: tuple[StepperEntry, ...] = ()
    imports: tuple[str, ...] = ()
    practice: tuple[PracticeEntry, ...] = ()
    # The pieces that later issues add to every chapter (the teacher's edition) get a field here, keyword-only
    # with a default until every chapter has one, and a check in tests/test_chapters.py (its PIECES), which then
    # names a chapter that lacks it.

    @property
    def companion(self) -> str | None:
        """The companion page (``"01_knight_moves_further"``), or None for a chapter without one."""
        return f"{self.page}_further" if self.further else None

    @property
    def notebooks(self) -> tuple[str, ...]:
        """The chapter's pages in reading order, its page and then its companion if it has one."""
        return (self.page, self.companion) if self.further else (self.page,)

    def html(self, *, further: bool = False) -> str:
        """The path of the chapter's page on the website, or of its companion's.

        Parameters
        ----------
        further : bool
            The companion's page (``book/NN_name_further.html``) rather than the chapter's.

        Raises
        ------
        BookError
            For the companion of a chapter that has none.

        Examples
        --------
        >>> CHAPTERS[1].html(further=True)
        'book/02_fewest_moves_further.html'
        """
        if further and not self.further:
            raise BookError(f"chapter {self.number} ({self.page}) has no companion page")
        return f"book/{self.companion if further else self.page}.html"

    def explorer(self, render: str) -> ExplorerEntry:
        """The chapter's explorer of render function ``render``.

        Parameters
        ----------
        render : str
            The name of its render function.

        Raises
        ------
        BookError
            When the chapter has no explorer of ``render``.

        Examples
        --------
        >>> CHAPTERS[2].explorer("compare_picture").player
        'event'
        """
        found = [entry for entry in self.explorers if entry.render == render]
        if not found:
            raise BookError(f"chapter {self.number} ({self.page}) has no explorer of {render}: it has "
                             f"{[entry.render for entry in self.explorers]}")
        return found[0]

    def page_of(self, render: str) -> str:
        """The page (the chapter's or its companion) that has the explorer of render function ``render``.

        Parameters
        ----------
        render : str
            The name of its render function.

        Examples
        --------
        >>> CHAPTERS[0].page_of("jumps_on_board"), CHAPTERS[0].page_of("heatmap_picture")
        ('01_knight_moves', '01_knight_moves_further')
        """
        return self.companion if self.explorer(render).further else self.page


_LISTING, _STEPPERS = "boardpuzzles.book.listing", "boardpuzzles.book.steppers"

#: Every chapter, in the book's order.
CHAPTERS: tuple[Chapter, ...] = (
    Chapter(
        1, "01_knight_moves", "Where can a knight go?", "seed000", "The article's program and the package's",
        "boardpuzzles.exercises.knight_moves", "knight",
        explorers=(
            ExplorerEntry("jumps_on_board", live=({"size": 50, "row": 1, "column": 50, "a": 3, "b": 8},)),
            ExplorerEntry("heatmap_picture", further=True, live=({"size": 50, "a": 3, "b": 8},)),
        ),
        steppers=(StepperEntry("trace_offsets", {"size": 8, "row": 4, "column": 5}),),
        imports=(_LISTING, _STEPPERS),
        practice=(PracticeEntry("M"), PracticeEntry("L", further=True)),
    ),
    Chapter(
        2, "02_fewest_moves", "The fewest moves", "seed003", "The article's program and the package's",
        "boardpuzzles.exercises.fewest_moves", "bfs",
        explorers=(
            ExplorerEntry("queue_picture", player="step",
                          live=({"size": 50, "row": 25, "column": 25, "a": 1, "b": 2, "step": 1250},)),
            ExplorerEntry("layer_picture", further=True, player="layer",
                          live=({"size": 50, "row": 1, "column": 1, "a": 19, "b": 30, "layer": 118},)),
            ExplorerEntry("distance_picture", further=True,
                          live=({"size": 50, "row": 25, "column": 25, "a": 1, "b": 2},)),
            ExplorerEntry("table_picture", further=True, live=({"size": 80},)),
        ),
        steppers=(StepperEntry("trace_distance", {"size": 5, "a": 1, "b": 2}),),
        imports=(_LISTING, _STEPPERS),
        practice=(PracticeEntry("Q"),),
    ),
    Chapter(
        3, "03_backtracking_tour", "Every square once: the knight's tour by backtracking", "seed004", "The program",
        "boardpuzzles.exercises.backtracking_tour", "backtracking",
        explorers=(
            ExplorerEntry("step_picture", player="event", live=({"event": 17655},)),
            ExplorerEntry("compare_picture", further=True, player="event",
                          live=({"size": 8, "row": 4, "column": 5, "search": "plain", "event": 10000},
                                {"size": 7, "row": 3, "column": 5, "search": "pruned", "event": 10000})),
            ExplorerEntry("tour_picture", further=True,
                          live=({"size": 10, "view": "path", "budget": 20000},
                                {"size": 12, "view": "path", "budget": 20000})),  # the second: a budget hit
        ),
        steppers=(StepperEntry("trace_backtracking", {"size": 5, "row": 1, "column": 1}),),
        imports=(_STEPPERS,),
        practice=(PracticeEntry("B"),),
    ),
    Chapter(
        4, "04_warnsdorff", "Look one step ahead: Warnsdorff's rule", "seed002", "The package's code",
        "boardpuzzles.exercises.warnsdorff", "warnsdorff",
        explorers=(
            ExplorerEntry("step_picture", player="jumps",
                          live=({"size": 20, "row": 1, "column": 1, "tie_break": "roth", "jumps": 399},)),
            ExplorerEntry("tour_picture", further=True,
                          live=({"size": 200, "row": 100, "column": 100, "tour": "open"},
                                {"size": 200, "row": 1, "column": 1, "tour": "closed"})),
        ),
        steppers=(StepperEntry("trace_warnsdorff", {"size": 5, "row": 1, "column": 1}),),
        imports=(_LISTING, _STEPPERS),
        practice=(PracticeEntry("W"),),
    ),
    Chapter(
        5, "05_hanoi", "Pegs in a circle: the Tower of Hanoi", "seed001", "The article's program and the package's",
        "boardpuzzles.exercises.hanoi", "hanoi",
        explorers=(
            ExplorerEntry("every_step", player="step", live=({"disks": 10, "direction": "left", "step": 1023},)),
            ExplorerEntry("graph_picture", further=True, live=({"disks": 8},)),
            ExplorerEntry("worked_example", further=True, player="step"),  # every step precomputed
            ExplorerEntry("walk_picture", further=True, player="step",
                          live=({"disks": 7, "direction": "left", "step": 127},)),
            ExplorerEntry("moment", further=True, live=({"disks": 20, "direction": "right", "when": "end"},)),
        ),
        steppers=(StepperEntry("trace_circular", {"disks": 3}),
                  StepperEntry("trace_recursive", {"disks": 3}, further=True)),
        imports=(_STEPPERS,),
        practice=(PracticeEntry("H"),),
    ),
)


def chapter_numbered(number: int) -> Chapter:
    """The chapter numbered ``number`` (1 for the first).

    Parameters
    ----------
    number : int
        The chapter's number, as the table of contents gives it.

    Raises
    ------
    NumberError
        When no chapter has that number.

    Examples
    --------
    >>> chapter_numbered(2).page
    '02_fewest_moves'
    """
    for chapter in CHAPTERS:
        if chapter.number == number:
            return chapter
    raise NumberError(f"there is no chapter {number}: the chapters are numbered 1 to {len(CHAPTERS)}")


def browser_imports() -> list[str]:
    """Every module of ``boardpuzzles.book`` that the page's Python imports for some chapter, each once, sorted.

    The website's Python has every solver; ``book/_ext/knights_pyodide.py`` adds these (and trims the
    standard library to what they all use), and ``book/_ext/knights_cells.py`` lets a cell that imports
    one of them run on the page.

    Examples
    --------
    >>> "boardpuzzles.book.steppers" in browser_imports()  # a stepper's tracers run there
    True
    """
    return sorted({module for chapter in CHAPTERS for module in chapter.imports})
