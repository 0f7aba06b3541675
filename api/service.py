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
    WorkflowUpdateFailedError,
)
from temporalio.exceptions import ApplicationError
from temporalio.service import RPCError, RPCStatusCode

from api.errors import FieldProblem, ProblemError
from lexiquery.contracts import (
    ApprovalPolicy,
    Budget,
    Gate,
    GateDecisionInput,
    JourneyRequest,
    JourneyStatus,
    OnTimeout,
    Phase,
)
from lexiquery.names import JOURNEY_MEMO, JOURNEY_WORKFLOW, GateRefusal, Query, SearchAttribute, Update
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


class ApprovalOverride(BaseModel):
    """Per-request changes to when the journey asks a person (within the server's limits)."""

    model_config = ConfigDict(extra="forbid")

    auto_approve_low_risk: bool | None = None
    timeout_seconds: float | None = Field(default=None, gt=0)
    on_timeout: OnTimeout | None = None


def resolve_approval(settings: Settings, override: ApprovalOverride | None) -> ApprovalPolicy:
    """The server's approval policy with the request's overrides; beyond the server's limits is refused."""
    policy = ApprovalPolicy(
        timeout_seconds=settings.approval_timeout_seconds,
        on_timeout=settings.approval_on_timeout,
        four_eyes=settings.approval_four_eyes,
    )
    if override is None:
        return policy
    problems = []
    if override.timeout_seconds is not None and override.timeout_seconds > settings.approval_max_timeout_seconds:
        limit = settings.approval_max_timeout_seconds
        problems.append(FieldProblem(field="approval.timeout_seconds", message=f"at most {limit:g} on this server"))
    if override.auto_approve_low_risk and not settings.approval_allow_auto_approve:
        problems.append(FieldProblem(field="approval.auto_approve_low_risk", message="not allowed on this server"))
    if problems:
        raise ProblemError(422, "approval-over-limit", "Approval policy beyond the server's limits", errors=problems)
    return policy.model_copy(update=override.model_dump(exclude_none=True))


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


async def decide_gate(client: Client, journey_id: str, decision: GateDecisionInput) -> Gate:
    """Put a decision to the journey's ``decide`` update; its validator's refusals become problems."""
    await read_journey(client, journey_id)  # 404 for an unknown journey
    handle = client.get_workflow_handle(journey_id)
    try:
        gate: Gate = await handle.execute_update(Update.DECIDE, decision, result_type=Gate, rpc_timeout=QUERY_TIMEOUT)
        return gate
    except WorkflowUpdateFailedError as failed:
        cause = failed.cause
        if isinstance(cause, ApplicationError) and cause.type in _REFUSALS:
            status, kind, title = _REFUSALS[cause.type]
            raise ProblemError(status, kind, title, cause.message) from failed
        raise
    except RPCError as exc:
        if exc.status in (RPCStatusCode.NOT_FOUND, RPCStatusCode.FAILED_PRECONDITION):
            raise ProblemError(409, "journey-closed", "The journey has ended", str(exc.message)) from exc
        raise


_REFUSALS: dict[str, tuple[int, str, str]] = {
    GateRefusal.UNKNOWN_GATE: (404, "gate-not-found", "No such gate"),
    GateRefusal.ALREADY_DECIDED: (409, "gate-already-decided", "The gate was already decided"),
    GateRefusal.NOT_ALLOWED: (403, "not-allowed-to-decide", "Not allowed to decide this gate"),
    GateRefusal.INVALID: (422, "invalid-decision", "The decision is incomplete"),
}
