"""The stored benchmark results the performance and comparison pages read."""

import pytest

from boardpuzzles.book.stored_results import machine_words, stored_results, table_columns

STORED = ["backtracking", "distance", "growth", "hanoi", "warnsdorff"]


@pytest.mark.parametrize("name", STORED)
def test_every_stored_result_has_its_machine_and_tables(name):
    results = stored_results(name)
    assert results["benchmark"] == name
    assert " on " in machine_words(results) and results["tables"]
    for table in results["tables"]:
        columns = table_columns(results, table["title"])
        assert list(columns) == table["columns"]
        assert all(len(values) == len(table["rows"]) for values in columns.values())


def test_a_table_is_found_by_the_start_of_its_title():
    growth = table_columns(stored_results("growth"), "3. Chapter 5")
    assert growth["moves"] == [2**n - 1 for n in growth["disks"]]


def test_unknown_results_and_tables_are_refused_by_name():
    refusal = r"no benchmark results are stored as 'speed'; the stored ones are \['backtracking'"
    with pytest.raises(ValueError, match=refusal):
        stored_results("speed")
    with pytest.raises(ValueError, match="no stored table's title starts with 'Nothing'"):
        table_columns(stored_results("hanoi"), "Nothing")
