"""Ready assignments for a course: a week's "Your turn" instances, by their codes, and a few of its exercises.

Each :class:`Assignment` names its instances by their codes (:mod:`boardpuzzles.practice.codes`), so every
student and every printed answer key deals the same boards: :func:`boardpuzzles.practice.deal` turns a code into
the instance and every step of its answer. The instructors' page (``book/instructors.ipynb``) links each code to
its chapter's page, where the exercise opens on that instance; the teacher's edition prints the answers. The
exercises are the chapters' own (``{exercise}`` directives), named by their labels.

>>> from boardpuzzles.practice import deal
>>> first = ASSIGNMENTS[0]
>>> first.week, first.chapter, first.codes[0]
(1, 1, 'M1-1K3D')
>>> deal(first.codes[0]).title
'The knight on (3 1) of the 5×5 board.'
"""

from __future__ import annotations

from dataclasses import dataclass

from boardpuzzles.errors import NumberError


@dataclass(frozen=True)
class Assignment:
    """One week's assignment: instances of the chapter's "Your turn" exercises, and some of its exercises.

    Parameters
    ----------
    title : str
        A few words that say what it practises.
    week : int
        The week of the five-week plan it belongs to (1 for the first).
    chapter : int
        The chapter it practises; every code is of one of that chapter's "Your turn" exercises
        (:data:`boardpuzzles.chapters.CHAPTERS`, their ``practice``).
    codes : tuple of str
        The instances, by their codes, smallest level first.
    exercises : tuple of str
        The labels of the chapter's exercises it asks for (on its page or its companion).

    Examples
    --------
    >>> homework = Assignment("Knight moves", 1, 1, ("M1-0000",), ("ex-test-three",))
    >>> homework.codes, homework.exercises
    (('M1-0000',), ('ex-test-three',))
    """

    title: str
    week: int
    chapter: int
    codes: tuple[str, ...]
    exercises: tuple[str, ...]


#: The assignments of the five-week plan on the instructors' page, one a week, in the order of the weeks.
ASSIGNMENTS: tuple[Assignment, ...] = (
    Assignment("Where a knight and a camel can jump", 1, 1, ("M1-1K3D", "M2-178K", "L1-1K3D"),
               ("ex-test-three", "ex-code-is-on-board", "ex-full-squares")),
    Assignment("The queue of breadth-first search, by hand", 2, 2, ("Q1-168K", "Q2-178K"),
               ("ex-bfs-one-step", "ex-code-next-layer")),
    Assignment("Backtracking: moves and take-backs", 3, 3, ("B1-1K3D", "B2-178K"),
               ("ex-tour-odd-start", "ex-code-number-board")),
    Assignment("Warnsdorff's rule to the end", 4, 4, ("W1-178K", "W2-1K3D"),
               ("ex-warnsdorff-plain-fails", "ex-code-onward-count")),
    Assignment("The circular method, from any moment", 5, 5, ("H1-1K3D", "H2-178K", "H3-1K3D"),
               ("ex-code-moving-disk", "ex-hanoi-busy-disks")),
)


def assignment_of_week(week: int) -> Assignment:
    """The assignment of week ``week`` of the plan.

    Parameters
    ----------
    week : int
        The week, 1 for the first.

    Raises
    ------
    NumberError
        When no assignment is for that week.

    Examples
    --------
    >>> assignment_of_week(2).codes
    ('Q1-168K', 'Q2-178K')
    """
    for assignment in ASSIGNMENTS:
        if assignment.week == week:
            return assignment
    raise NumberError(f"no assignment is for week {week}: the weeks are 1 to {len(ASSIGNMENTS)}")


__all__ = ["ASSIGNMENTS", "Assignment", "assignment_of_week"]
