"""What an investigation's plan is and says, for the journey (pure, deterministic): which plans are DAGs of the
new kinds of step, which steps act on the world, how a step is described to the person approving it, how an
execution becomes rows later steps can refer to, and the answer composed from the steps' results."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from temporalio.common import RetryPolicy

from lexiquery.contracts import ExecutionResult, PlanStep, StepRecord, StepRetry, WorkflowPlan
from workflows.dag import StepOutcome
from workflows.references import parse

INVESTIGATION_KINDS = frozenset({"function", "code_exec", "mcp_tool", "execute"})
ACTING_KINDS = frozenset({"execute", "code_exec", "mcp_tool"})  # they reach data or run code: approved first
SHOWN_ROWS = 10


def is_investigation(plan: WorkflowPlan) -> bool:
    """A plan whose steps go beyond the template (knowledge, generate): a DAG the journey runs step by step."""
    return any(step.kind in INVESTIGATION_KINDS for step in plan.steps)


def before_acting(steps: list[PlanStep]) -> list[PlanStep]:
    """The steps that run before the approval: none that acts, nor any that needs one that acts."""
    acting = {step.id for step in steps if step.kind in ACTING_KINDS}
    waiting = set(acting)
    for step in steps:  # plans list a step after what it depends on (validation checks the order)
        if waiting & set(step.depends_on):
            waiting.add(step.id)
    return [step for step in steps if step.id not in waiting]


def describe_step(step: PlanStep, outcomes: dict[str, StepOutcome] | None = None) -> str:
    """A step as the person approving it reads it: code word for word, a query as it was written."""
    if step.kind == "code_exec":
        return f"{step.id} runs code: {step.input.get('code', '')!s}"
    if step.kind == "execute":
        written = str(step.input.get("query", "?"))
        source = parse(written)
        if source is not None and outcomes and source[0] in outcomes:  # step:s1.query: the query s1 wrote
            query = outcomes[source[0]].result
            if isinstance(query, dict) and isinstance(query.get("query"), str):
                return f"{step.id} runs the {step.target} query {source[0]} wrote (below)"
        return f"{step.id} runs the {step.target} query {written}"
    return f"{step.id} calls {step.tool}"


def as_rows(result: ExecutionResult) -> dict[str, Any]:
    """An execution's rows as records keyed by column, what functions and references read."""
    return {"columns": result.columns, "rows": [dict(zip(result.columns, row, strict=False)) for row in result.rows]}


def narrowed(options: dict[str, Any], step: StepRetry) -> dict[str, Any]:
    """An activity's options with a plan step's own retry policy: fewer attempts and a shorter timeout than the
    table's allowed, never more."""
    table: RetryPolicy = options["retry_policy"]
    attempts = min(step.max_attempts, table.maximum_attempts or step.max_attempts)
    timeout: timedelta = options["start_to_close_timeout"]
    if step.timeout_seconds is not None:
        timeout = min(timeout, timedelta(seconds=step.timeout_seconds))
    retry = RetryPolicy(initial_interval=table.initial_interval, backoff_coefficient=table.backoff_coefficient,
                        maximum_interval=table.maximum_interval, maximum_attempts=attempts)  # fmt: skip
    return {**options, "retry_policy": retry, "start_to_close_timeout": timeout}


def preview_rows(value: Any) -> list[dict[str, Any]]:
    """A table result's first rows, for status readers (the whole result stays with the step that made it)."""
    if isinstance(value, dict) and isinstance(value.get("rows"), list):
        return [row for row in value["rows"][:SHOWN_ROWS] if isinstance(row, dict)]
    return []


def synthesis(plan: WorkflowPlan, outcomes: dict[str, StepOutcome], records: list[StepRecord]) -> str:
    """The answer: the last step that came back, its rows (the first few), and every step it cites."""
    finished = [step for step in plan.steps if outcomes.get(step.id) and outcomes[step.id].state in ("done", "partial")]
    if not finished:
        return "No step of the investigation came back with a result."
    final = finished[-1]
    result = outcomes[final.id].result
    summaries = {record.id: record.summary for record in records}
    lines = [f"From step {final.id} ({final.tool or final.kind}): {summaries.get(final.id, '')}"]
    if isinstance(result, dict) and isinstance(result.get("rows"), list):
        lines += [", ".join(f"{k}={v}" for k, v in row.items()) for row in result["rows"][:SHOWN_ROWS]]
    elif result is not None:
        lines.append(str(result)[:500])
    lines.append("Steps: " + "; ".join(f"{s.id} ({s.kind}{': ' + s.tool if s.tool else ''}): "
                                       f"{outcomes[s.id].state if s.id in outcomes else 'not run'}"
                                       for s in plan.steps))  # fmt: skip
    return "\n".join(lines)
