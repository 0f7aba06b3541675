"""Running a plan's steps as a DAG (#19): a step starts as soon as every step it depends on has finished, so
independent steps run at once; the references in its input are resolved from the results recorded so far; and
its ``on_failure`` decides what a failure does — fail the run, skip the step (and what needs it), or keep what
came back as a partial result.

Deterministic and free of I/O: the workflow hands in a ``run`` that calls the step's activity, so this is the
same code on a worker, in a replay and in a test with fake steps. Steps already finished (a resumed run) are
passed in and not run again.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any, Literal

from lexiquery.contracts import PlanStep
from workflows.references import resolve

StepState = Literal["done", "partial", "skipped", "failed"]
StepRunner = Callable[[PlanStep, dict[str, Any]], Awaitable[Any]]


@dataclass
class StepOutcome:
    step_id: str
    state: StepState
    result: Any = None
    error: str = ""


@dataclass
class StepFailed(Exception):
    """A step whose ``on_failure`` is ``fail`` failed: the run stops, and says which step and why."""

    step_id: str
    error: str
    outcomes: dict[str, StepOutcome] = field(default_factory=dict)

    def __str__(self) -> str:
        return f"step {self.step_id} failed: {self.error}"


class PartialResult(Exception):
    """Raised by a step runner that got part of an answer: with ``on_failure: partial`` the part is kept."""

    def __init__(self, message: str, partial: Any) -> None:
        super().__init__(message)
        self.partial = partial


async def run_dag(
    steps: list[PlanStep], run: StepRunner, finished: dict[str, StepOutcome] | None = None
) -> dict[str, StepOutcome]:
    """Run ``steps``; every step's outcome by id. Raises StepFailed for a failing step that may not fail."""
    outcomes = dict(finished or {})
    waiting = {step.id: step for step in steps if step.id not in outcomes}
    running: dict[asyncio.Task[StepOutcome], PlanStep] = {}
    while waiting or running:
        for step in [s for s in waiting.values() if all(d in outcomes for d in s.depends_on)]:
            del waiting[step.id]
            blocked = [d for d in step.depends_on if outcomes[d].state in ("skipped", "failed")]
            if blocked:  # what it needs never came: skipped, said why
                outcomes[step.id] = StepOutcome(step.id, "skipped", error=f"needs {', '.join(blocked)}")
                continue
            running[asyncio.ensure_future(_attempt(step, run, outcomes))] = step
        if not running:
            if waiting:  # validation refuses cycles and unknown steps; this only guards the loop
                raise StepFailed(next(iter(waiting)), "its dependencies can never finish", outcomes)
            break
        done, _ = await asyncio.wait(running, return_when=asyncio.FIRST_COMPLETED)
        for task in sorted(done, key=lambda t: running[t].id):  # one order, whatever finished first
            outcome = task.result()
            del running[task]
            outcomes[outcome.step_id] = outcome
            if outcome.state == "failed":
                for other in running:
                    other.cancel()
                raise StepFailed(outcome.step_id, outcome.error, outcomes)
    return outcomes


async def _attempt(step: PlanStep, run: StepRunner, outcomes: dict[str, StepOutcome]) -> StepOutcome:
    available = {sid: o.result for sid, o in outcomes.items() if o.state in ("done", "partial")}
    try:
        result = await run(step, resolve(step.input, available))
    except PartialResult as partial:
        if step.on_failure == "partial":
            return StepOutcome(step.id, "partial", result=partial.partial, error=str(partial))
        return _failed(step, str(partial))
    except Exception as error:  # an activity error, an unresolved reference…: the step's policy decides
        return _failed(step, f"{type(error).__name__}: {error}")
    return StepOutcome(step.id, "done", result=result)


def _failed(step: PlanStep, error: str) -> StepOutcome:
    if step.on_failure == "fail":
        return StepOutcome(step.id, "failed", error=error)
    return StepOutcome(step.id, "skipped", error=error)  # skip and partial with nothing kept
