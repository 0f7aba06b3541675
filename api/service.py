"""The journey service: start journeys and read them from Temporal. The API never runs the work."""

from __future__ import annotations

import uuid
from datetime import timedelta
from typing import Literal, cast

from pydantic import BaseModel, ConfigDict, Field
from temporalio.client import (
    Client,
    WorkflowExecutionDescription,
    WorkflowExecutionStatus,
    WorkflowFailureError,
)
from temporalio.exceptions import ApplicationError
from temporalio.service import RPCError, RPCStatusCode

from api.errors import FieldProblem, ProblemError
from lexiquery.contracts import Budget, JourneyRequest, JourneyStatus, Phase
from lexiquery.names import JOURNEY_MEMO, JOURNEY_WORKFLOW, Query, SearchAttribute
from lexiquery.settings import Settings

QUERY_TIMEOUT = timedelta(seconds=5)
_CLOSED_STATES = {
    WorkflowExecutionStatus.CANCELED: Phase.CANCELLED,
    WorkflowExecutionStatus.TERMINATED: Phase.FAILED,
    WorkflowExecutionStatus.TIMED_OUT: Phase.FAILED,
}


class BudgetOverride(BaseModel):
    """Per-request changes to the journey's ceilings (each within the server's limits)."""

    model_config = ConfigDict(extra="forbid")

    cost_usd: float | None = Field(default=None, ge=0)
    llm_calls: int | None = Field(default=None, ge=0)
    tool_calls: int | None = Field(default=None, ge=0)
    tokens: int | None = Field(default=None, ge=0)
    on_exceed: Literal["fail", "approve"] | None = None


def resolve_budget(settings: Settings, override: BudgetOverride | None) -> Budget:
    """The server's default ceilings with the request's overrides; overrides above the limits are refused."""
    budget = Budget(
        cost_usd=settings.budget_cost_usd,
        llm_calls=settings.budget_llm_calls,
        tool_calls=settings.budget_tool_calls,
        tokens=settings.budget_tokens,
    )
    if override is None:
        return budget
    changes = override.model_dump(exclude_none=True)
    too_high = [
        FieldProblem(field=f"budget.{name}", message=f"at most {limit:g} on this server")
        for name in ("cost_usd", "llm_calls", "tool_calls", "tokens")
        if name in changes and changes[name] > (limit := getattr(settings, f"budget_max_{name}"))
    ]
    if too_high:
        raise ProblemError(422, "budget-over-limit", "Budget above the server's limits", errors=too_high)
    return budget.model_copy(update=changes)


def new_journey_id() -> str:
    return f"journey-{uuid.uuid4()}"


async def start_journey(client: Client, settings: Settings, request: JourneyRequest) -> str:
    journey_id = new_journey_id()
    await client.start_workflow(
        JOURNEY_WORKFLOW,
        request,
        id=journey_id,
        task_queue=settings.task_queue,
        static_summary=request.question,
        static_details=f"platforms: {', '.join(request.platforms)}; requester: {request.requester}",
    )
    return journey_id


async def read_journey(client: Client, journey_id: str) -> JourneyStatus:
    """What is known about a journey: its result once closed, its ``status`` query while it runs."""
    handle = client.get_workflow_handle(journey_id, result_type=JourneyStatus)
    try:
        description = await handle.describe()
    except RPCError as exc:
        if exc.status == RPCStatusCode.NOT_FOUND:
            raise ProblemError(404, "journey-not-found", "No such journey", f"no journey {journey_id!r}") from exc
        raise
    status = description.status
    if status == WorkflowExecutionStatus.COMPLETED:
        return cast(JourneyStatus, await handle.result())
    if status == WorkflowExecutionStatus.FAILED:
        try:
            await handle.result()
        except WorkflowFailureError as failure:
            cause = failure.cause
            if isinstance(cause, ApplicationError) and cause.details:
                return JourneyStatus.model_validate(cause.details[0])
        return await _from_description(journey_id, description, Phase.FAILED)
    if status == WorkflowExecutionStatus.CANCELED:
        memo = await description.memo()
        if JOURNEY_MEMO in memo:
            return JourneyStatus.model_validate(memo[JOURNEY_MEMO])
    try:
        return cast(
            JourneyStatus,
            await handle.query(Query.STATUS, result_type=JourneyStatus, rpc_timeout=QUERY_TIMEOUT),
        )
    except RPCError:
        # No worker to answer (or the query timed out): fall back to what visibility knows.
        closed = _CLOSED_STATES.get(status) if status is not None else None
        return await _from_description(journey_id, description, closed)


async def _from_description(
    journey_id: str, description: WorkflowExecutionDescription, state: Phase | None
) -> JourneyStatus:
    attributes = description.search_attributes
    recorded = attributes.get(SearchAttribute.STATE, [Phase.PENDING.value])
    platforms = attributes.get(SearchAttribute.PLATFORMS, [])
    return JourneyStatus(
        journey_id=journey_id,
        state=state or Phase(str(recorded[0])),
        question=await description.static_summary() or "",
        platforms=[str(p) for p in platforms],
    )
