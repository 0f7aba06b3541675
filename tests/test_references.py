"""References between plan steps: parsed, resolved from recorded results, and checked against output models."""

from __future__ import annotations

import pytest

from lexiquery.contracts import ExecutionResult
from lexiquery.functions import Rows
from workflows.references import UnresolvedReference, parse, path_problem, references, resolve

RESULTS = {
    "s1": Rows(columns=["host", "status"], rows=[{"host": "db-1", "status": "failed"}, {"host": "db-3"}]),
    "s2": {"summary": {"top": [{"service": "checkout", "errors": 41}]}},
}


def test_references_parse_into_a_step_and_a_path() -> None:
    assert parse("step:s2.rows[*].host") == ("s2", ["rows", "*", "host"])
    assert parse("step:s1.rows[0]") == ("s1", ["rows", "0"])
    assert parse("step:") is None
    assert parse("plain text") is None


def test_references_resolve_through_fields_indices_and_lists_at_any_depth() -> None:
    step_input = {"hosts": "step:s1.rows[*].host", "first": "step:s2.summary.top[0].service", "n": 5,
                  "nested": ["step:s1.columns[1]", {"again": "step:s1.rows[0].status"}]}  # fmt: skip
    assert resolve(step_input, RESULTS) == {
        "hosts": ["db-1", "db-3"], "first": "checkout", "n": 5, "nested": ["status", {"again": "failed"}],
    }  # fmt: skip
    assert sorted(references(step_input)) == sorted(
        ["step:s1.rows[*].host", "step:s2.summary.top[0].service", "step:s1.columns[1]", "step:s1.rows[0].status"]
    )


@pytest.mark.parametrize(
    "reference", ["step:s9.rows", "step:s1.nothing", "step:s1.rows[7]", "step:s1.columns[*].x", "step:s1..rows"]
)
def test_a_reference_that_does_not_resolve_says_why(reference: str) -> None:
    with pytest.raises(UnresolvedReference):
        resolve({"x": reference}, RESULTS)


def test_paths_are_checked_against_the_output_model_before_anything_runs() -> None:
    assert path_problem(Rows, ["rows", "*", "host"]) is None  # a row's columns are known only after the run
    assert path_problem(ExecutionResult, ["row_count"]) is None
    assert path_problem(ExecutionResult, ["rowz"]) == "ExecutionResult has no field 'rowz'"
    assert "not a list" in (path_problem(ExecutionResult, ["row_count", "*"]) or "")
