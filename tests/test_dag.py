"""The DAG executor on fake steps: what runs together, what each step is handed, and what a failure does."""

from __future__ import annotations

import asyncio
from datetime import timedelta
from typing import Any

import pytest
from temporalio.common import RetryPolicy

from lexiquery.contracts import PlanStep, StepRetry
from lexiquery.functions import call
from workflows.dag import PartialResult, StepFailed, StepOutcome, run_dag
from workflows.investigation import narrowed


def step(id: str, *after: str, on_failure: Any = "fail", **input: Any) -> PlanStep:
    return PlanStep(id=id, kind="function", target="", agent="", depends_on=list(after), input=input,
                    tool="join", on_failure=on_failure)  # fmt: skip


class Steps:
    """Fake activities: each sleeps a little, records when it started and what it was given."""

    def __init__(self, answers: dict[str, Any]) -> None:
        self.answers = answers
        self.started: dict[str, float] = {}
        self.given: dict[str, dict[str, Any]] = {}
        self.runs = 0

    async def __call__(self, plan_step: PlanStep, resolved: dict[str, Any]) -> Any:
        self.runs += 1
        self.started[plan_step.id] = asyncio.get_running_loop().time()
        self.given[plan_step.id] = resolved
        await asyncio.sleep(0.2)
        answer = self.answers.get(plan_step.id)
        if isinstance(answer, Exception):
            raise answer
        return answer() if callable(answer) else answer


BACKUPS = {"rows": [{"host": "db-1", "status": "failed"}, {"host": "web-2", "status": "failed"}]}
DISK = {"rows": [{"instance": "db-1", "used": 97}, {"instance": "app-9", "used": 93}]}


async def test_independent_steps_start_together_and_references_resolve() -> None:
    steps = Steps({"sql": BACKUPS, "promql": DISK})
    steps.answers["join"] = lambda: call("join", steps.given["join"]).model_dump()
    plan = [
        step("sql"), step("promql"),
        step("join", "sql", "promql", left="step:sql.rows", right="step:promql.rows", on="host", right_on="instance"),
        step("hosts", "join", names="step:join.rows[*].host", first="step:sql.rows[0].status"),
    ]  # fmt: skip
    outcomes = await run_dag(plan, steps)
    assert abs(steps.started["sql"] - steps.started["promql"]) < 0.05  # both at once
    assert steps.started["join"] - steps.started["sql"] == pytest.approx(0.2, abs=0.1)  # as soon as both finished
    assert steps.given["hosts"] == {"names": ["db-1"], "first": "failed"}  # a list through [*], an index
    assert {o.state for o in outcomes.values()} == {"done"}


async def test_a_step_that_may_be_skipped_takes_what_needs_it_along_and_nothing_else() -> None:
    steps = Steps({"a": 1, "b": RuntimeError("source unreachable"), "c": 3, "d": 4})
    plan = [step("a"), step("b", on_failure="skip"), step("c", "b", x="step:b"), step("d", "a")]
    outcomes = await run_dag(plan, steps)
    assert {sid: o.state for sid, o in outcomes.items()} == {"a": "done", "b": "skipped", "c": "skipped", "d": "done"}
    assert "source unreachable" in outcomes["b"].error
    assert outcomes["c"].error == "needs b"


async def test_a_partial_result_is_kept_and_handed_on() -> None:
    steps = Steps({"a": PartialResult("2 of 3 shards", {"rows": [1, 2]}), "b": "ok"})
    outcomes = await run_dag([step("a", on_failure="partial"), step("b", "a", got="step:a.rows")], steps)
    assert (outcomes["a"].state, outcomes["a"].result) == ("partial", {"rows": [1, 2]})
    assert steps.given["b"] == {"got": [1, 2]}


async def test_a_step_that_may_not_fail_stops_the_run_and_says_which() -> None:
    steps = Steps({"a": 1, "b": RuntimeError("boom")})
    with pytest.raises(StepFailed) as failed:
        await run_dag([step("a"), step("b"), step("c", "a", "b")], steps)
    assert failed.value.step_id == "b"
    assert "boom" in str(failed.value)
    assert "c" not in steps.started


async def test_a_resumed_run_does_not_redo_finished_steps() -> None:
    steps = Steps({"b": 2})
    finished = {"a": StepOutcome("a", "done", result={"rows": [{"host": "db-1"}]})}
    outcomes = await run_dag([step("a"), step("b", "a", hosts="step:a.rows[*].host")], steps, finished)
    assert steps.runs == 1
    assert steps.given["b"] == {"hosts": ["db-1"]}
    assert outcomes["b"].state == "done"


def test_a_steps_own_retry_policy_narrows_the_tables_never_widens_it() -> None:
    table = {"retry_policy": RetryPolicy(maximum_attempts=5), "start_to_close_timeout": timedelta(seconds=60)}
    fewer = narrowed(table, StepRetry(max_attempts=2, timeout_seconds=10))
    assert (fewer["retry_policy"].maximum_attempts, fewer["start_to_close_timeout"]) == (2, timedelta(seconds=10))
    more = narrowed(table, StepRetry(max_attempts=9, timeout_seconds=600))
    assert (more["retry_policy"].maximum_attempts, more["start_to_close_timeout"]) == (5, timedelta(seconds=60))
