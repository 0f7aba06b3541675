"""The journey service: start journeys and read them from Temporal. The API never runs the work."""

from __future__ import annotations

import asyncio
import base64
import binascii
import hashlib
import json
import re
import uuid
from datetime import UTC, datetime, timedelta
from typing import Any, Literal, cast

from pydantic import BaseModel, ConfigDict, Field
from temporalio.api.workflowservice.v1 import ListWorkflowExecutionsRequest, ListWorkflowExecutionsResponse
from temporalio.client import (
    Client,
    WorkflowExecutionDescription,
    WorkflowExecutionStatus,
    WorkflowFailureError,
    WorkflowQueryFailedError,
    WorkflowUpdateFailedError,
    WorkflowUpdateRPCTimeoutOrCancelledError,
)
from temporalio.common import (
    SearchAttributeKey,
    SearchAttributePair,
    TypedSearchAttributes,
    WorkflowIDConflictPolicy,
    WorkflowIDReusePolicy,
)
from temporalio.exceptions import ApplicationError, WorkflowAlreadyStartedError
from temporalio.service import RPCError, RPCStatusCode

from api.errors import TEMPORAL_BUSY, FieldProblem, ProblemError
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
from lexiquery.names import JOURNEY_MEMO, JOURNEY_WORKFLOW, GateRefusal, SearchAttribute
from lexiquery.settings import Settings
from workflows.journey import JourneyWorkflow

QUERY_TIMEOUT = timedelta(seconds=5)
# Memo key holding the fingerprint of the request that started a journey (idempotent submits).
REQUEST_MEMO = "request_sha256"
REQUEST_KEY = SearchAttributeKey.for_keyword(SearchAttribute.REQUEST_KEY)
THREAD_KEY = SearchAttributeKey.for_keyword(SearchAttribute.THREAD)
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


async def start_journey(
    client: Client, settings: Settings, request: JourneyRequest, idempotency_key: str | None = None
) -> tuple[str, bool]:
    """Start a journey; with an idempotency key, the key names the workflow, so one key is one journey
    however many times (and however concurrently) it is sent. Returns the id and whether it is new."""
    fingerprint = hashlib.sha256(request.model_dump_json().encode()).hexdigest()
    journey_id = new_journey_id() if idempotency_key is None else _keyed_id(request.requester, idempotency_key)
    try:
        await client.start_workflow(
            JourneyWorkflow.run,
            request,
            id=journey_id,
            task_queue=settings.task_queue,
            static_summary=request.question,
            static_details=f"platforms: {', '.join(request.platforms)}; requester: {request.requester}",
            memo={REQUEST_MEMO: fingerprint},
            search_attributes=TypedSearchAttributes(
                [
                    SearchAttributePair(REQUEST_KEY, request_key(request)),
                    SearchAttributePair(THREAD_KEY, request.thread or journey_id),  # a first question starts a thread
                ]
            ),
            id_reuse_policy=WorkflowIDReusePolicy.REJECT_DUPLICATE,
            id_conflict_policy=WorkflowIDConflictPolicy.FAIL,
            # where this client's process also runs a journey worker (tests, drills, benchmarks), the start's reply
            # carries the first workflow task to it: no task-queue dispatch (#20); elsewhere the server dispatches
            request_eager_start=True,
        )
        return journey_id, True
    except WorkflowAlreadyStartedError:
        memo = await (await client.get_workflow_handle(journey_id).describe()).memo()
        if memo.get(REQUEST_MEMO) != fingerprint:
            raise ProblemError(
                409, "idempotency-key-reused", "Idempotency key already used for another request",
                f"the key {idempotency_key!r} started {journey_id} with a different body",
            ) from None  # fmt: skip
        return journey_id, False


async def journey_request(client: Client, journey_id: str) -> JourneyRequest:
    """What a journey was asked: its workflow input, from the first event of its history (404 when unknown)."""
    handle = client.get_workflow_handle(journey_id)
    try:
        async for event in handle.fetch_history_events():
            payloads = event.workflow_execution_started_event_attributes.input.payloads
            converted = client.data_converter.payload_converter.from_payloads(list(payloads), [JourneyRequest])
            return cast(JourneyRequest, converted[0])
    except RPCError as exc:
        if exc.status == RPCStatusCode.NOT_FOUND:
            raise ProblemError(404, "journey-not-found", "Journey not found", f"no journey {journey_id!r}") from None
        raise
    raise ProblemError(404, "journey-not-found", "Journey not found", f"no journey {journey_id!r}")


async def thread_of(client: Client, settings: Settings, journey_id: str) -> list[JourneySummary]:
    """Every journey of the thread ``journey_id`` belongs to, first question first."""
    request = await journey_request(client, journey_id)
    page = await list_journeys(
        client, settings, state=None, platform=None, requester=None, since=None, limit=100, cursor=None,
        thread=request.thread or journey_id,
    )  # fmt: skip
    return sorted(page.journeys, key=lambda summary: str(summary.started_at or ""))


def request_key(request: JourneyRequest) -> str:
    """What makes two requests the same question: the question as written, give or take case, spaces and
    final punctuation, and everything that shapes the answer (not who asks, nor their budget or approvals)."""
    shape: dict[str, Any] = {
        "question": " ".join(request.question.lower().split()).rstrip("?!. "),
        "platforms": sorted(request.platforms),
        "sql_dialect": request.sql_dialect,
        "execute": request.execute,
        "time_range": request.time_range,
        "profile": request.profile,
        "context": request.context,
    }
    if request.sources:  # only when named, so keys of requests from before sources existed stay the same
        shape["sources"] = sorted(request.sources)
    return hashlib.sha256(json.dumps(shape, sort_keys=True).encode()).hexdigest()


class CachedJourney(BaseModel):
    journey_id: str
    completed_at: datetime


async def cached_journey(client: Client, settings: Settings, request: JourneyRequest) -> CachedJourney | None:
    """The newest journey that completed the same request within the cache's time to live, if any."""
    if settings.api_cache_ttl_seconds <= 0:
        return None
    since = datetime.now(UTC) - timedelta(seconds=settings.api_cache_ttl_seconds)
    query = (
        f"WorkflowType = '{JOURNEY_WORKFLOW}' AND TaskQueue = '{settings.task_queue}'"
        f" AND {SearchAttribute.REQUEST_KEY} = '{request_key(request)}'"
        f" AND {SearchAttribute.STATE} = '{Phase.COMPLETED.value}' AND CloseTime >= '{since.isoformat()}'"
    )
    async for execution in client.list_workflows(query, limit=1):
        if execution.close_time is not None:
            return CachedJourney(journey_id=execution.id, completed_at=execution.close_time)
    return None


def _keyed_id(requester: str, key: str) -> str:
    """The journey id an idempotency key maps to (per requester, so keys of different callers never meet)."""
    return "journey-" + hashlib.sha256(f"{requester}\0{key}".encode()).hexdigest()[:32]


class JourneySummary(BaseModel):
    journey_id: str
    state: Phase
    platforms: list[str]
    requester: str | None
    started_at: datetime | None
    closed_at: datetime | None


class JourneyPage(BaseModel):
    journeys: list[JourneySummary]
    next_cursor: str | None = Field(default=None, description="Pass as ?cursor= for the next page; none: the last.")


# A visibility list the server gave up on ("operation was canceled", seen on a busy dev server) or could not
# serve just then is asked again after a short pause; past that the caller gets the API's 503.
_LIST_ATTEMPTS = 3
_LIST_PAUSE_SECONDS = 0.25


async def _listed(client: Client, request: ListWorkflowExecutionsRequest) -> ListWorkflowExecutionsResponse:
    attempt = 1
    while True:
        try:
            return await client.workflow_service.list_workflow_executions(request, timeout=QUERY_TIMEOUT)
        except RPCError as exc:
            if exc.status not in TEMPORAL_BUSY or attempt == _LIST_ATTEMPTS:
                raise
        await asyncio.sleep(_LIST_PAUSE_SECONDS * attempt)
        attempt += 1


_FILTER_VALUE = re.compile(r"^[A-Za-z0-9@._:-]{1,200}$")


async def list_journeys(
    client: Client,
    settings: Settings,
    *,
    state: Phase | None,
    platform: str | None,
    requester: str | None,
    since: datetime | None,
    limit: int,
    cursor: str | None,
    thread: str | None = None,
) -> JourneyPage:
    """Journeys from Temporal visibility, newest first, filtered and paginated with an opaque cursor."""
    clauses = [f"WorkflowType = '{JOURNEY_WORKFLOW}'", f"TaskQueue = '{settings.task_queue}'"]
    for name, value in ((SearchAttribute.STATE, state), (SearchAttribute.PLATFORMS, platform),
                        (SearchAttribute.REQUESTER, requester), (SearchAttribute.THREAD, thread)):  # fmt: skip
        if value is not None:
            if not _FILTER_VALUE.match(str(value)):  # values go into a visibility query: no quotes, ever
                raise ProblemError(422, "validation-error", "Invalid filter", f"{name}: unexpected characters")
            clauses.append(f"{name} = '{value}'")
    if since is not None:
        clauses.append(f"StartTime >= '{since.isoformat()}'")
    try:
        token = base64.b64decode(cursor.encode(), altchars=b"-_", validate=True) if cursor is not None else b""
        if cursor is not None and not token:
            raise ValueError("empty cursor")
    except (ValueError, binascii.Error):
        raise ProblemError(422, "validation-error", "Invalid cursor", "cursor: not one this API gave out") from None
    request = ListWorkflowExecutionsRequest(
        namespace=settings.temporal_namespace, page_size=limit, next_page_token=token, query=" AND ".join(clauses)
    )
    try:
        response = await _listed(client, request)
    except RPCError as exc:
        if exc.status == RPCStatusCode.INVALID_ARGUMENT:
            raise ProblemError(422, "validation-error", "Invalid cursor or filter", str(exc.message)) from exc
        if token and exc.status == RPCStatusCode.UNKNOWN:  # SQL visibility cannot read the page token
            raise ProblemError(422, "validation-error", "Invalid cursor", "cursor: not one this API gave out") from exc
        raise
    converter = client.data_converter.payload_converter

    def attribute(fields: Any, name: str, type_: type[Any], default: Any) -> Any:
        return converter.from_payload(fields[name], type_) if name in fields else default

    journeys = []
    for info in response.executions:
        fields = info.search_attributes.indexed_fields
        recorded = Phase(attribute(fields, SearchAttribute.STATE, str, Phase.PENDING.value))
        journeys.append(
            JourneySummary(
                journey_id=info.execution.workflow_id,
                state=_CLOSED_STATES.get(WorkflowExecutionStatus(info.status), recorded),
                platforms=attribute(fields, SearchAttribute.PLATFORMS, list[str], []),
                requester=attribute(fields, SearchAttribute.REQUESTER, str, None),
                started_at=info.start_time.ToDatetime(tzinfo=UTC) if info.HasField("start_time") else None,
                closed_at=info.close_time.ToDatetime(tzinfo=UTC) if info.HasField("close_time") else None,
            )
        )
    next_token = response.next_page_token
    return JourneyPage(
        journeys=journeys, next_cursor=base64.urlsafe_b64encode(next_token).decode() if next_token else None
    )


async def cancel_journey(client: Client, journey_id: str) -> JourneyStatus:
    """Ask Temporal to cancel a running journey; running activities see it on their next heartbeat."""
    status = await read_journey(client, journey_id)
    if status.state.terminal:
        raise ProblemError(409, "journey-closed", "The journey has ended", f"{journey_id} is {status.state.value}")
    await client.get_workflow_handle(journey_id).cancel()
    return status


async def describe_journey(client: Client, journey_id: str) -> WorkflowExecutionDescription:
    """The journey's workflow description (one cheap call); 404 problem for an unknown journey."""
    try:
        return await client.get_workflow_handle(journey_id).describe()
    except RPCError as exc:
        if exc.status == RPCStatusCode.NOT_FOUND:
            raise ProblemError(404, "journey-not-found", "No such journey", f"no journey {journey_id!r}") from exc
        raise


async def read_journey(client: Client, journey_id: str, wait_for_task: bool = True) -> JourneyStatus:
    """What is known about a journey: its result once closed, its ``status`` query while it runs. A query
    waits for the workflow task under way to end (a whole journey's, when its activities run in that task) and
    then costs the worker a replay if the journey ended meanwhile; with ``wait_for_task`` false, a journey with a
    task under way is read from its description instead (a watcher's first read: the task's end is the next
    event it meets, and it reads the journey then)."""
    handle = client.get_workflow_handle_for(JourneyWorkflow.run, journey_id)
    description = await describe_journey(client, journey_id)
    status = description.status
    if not wait_for_task and status == WorkflowExecutionStatus.RUNNING and _task_under_way(description):
        return await _from_description(journey_id, description, None)
    if status == WorkflowExecutionStatus.COMPLETED:
        return await handle.result()
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
        # The RPC timeout alone did not bound the query (one read took 10 s, not 5): the bound is ours.
        async with asyncio.timeout(QUERY_TIMEOUT.total_seconds()):
            return await handle.query(JourneyWorkflow.status, rpc_timeout=QUERY_TIMEOUT)
    except (RPCError, WorkflowQueryFailedError, TimeoutError):
        # No worker to answer, the query timed out, or the workflow cannot answer (its task is failing and
        # retrying, say): fall back to what visibility knows rather than fail the read.
        closed = _CLOSED_STATES.get(status) if status is not None else None
        return await _from_description(journey_id, description, closed)


def _task_under_way(description: WorkflowExecutionDescription) -> bool:
    return description.raw_description.HasField("pending_workflow_task")


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
    """Put a decision to the journey's ``decide`` update; its validator's refusals become problems. The same
    decision sent again by the same principal (a retry) is answered with the gate, as the first one was: by the
    journey while it runs, from its result once it has ended."""
    await describe_journey(client, journey_id)  # 404 for an unknown journey
    handle = client.get_workflow_handle_for(JourneyWorkflow.run, journey_id)
    try:
        return await handle.execute_update(JourneyWorkflow.decide_gate, decision, rpc_timeout=QUERY_TIMEOUT)
    except WorkflowUpdateFailedError as failed:
        cause = failed.cause
        if isinstance(cause, ApplicationError) and cause.type in _REFUSALS:
            status, kind, title = _REFUSALS[cause.type]
            raise ProblemError(status, kind, title, cause.message) from failed
        raise
    except WorkflowUpdateRPCTimeoutOrCancelledError as unconfirmed:
        # The worker did not answer in time (busy, or replaying a journey evicted from its cache): the decision
        # may still land. Retrying the same request is safe: a decision that landed is answered again as is.
        raise ProblemError(
            503,
            "decision-unconfirmed",
            "The decision was not confirmed in time",
            f"the journey did not confirm the decision on {decision.gate_id} within {_seconds(QUERY_TIMEOUT)};"
            " send the same request again",
        ) from unconfirmed
    except RPCError as exc:
        if exc.status in (RPCStatusCode.NOT_FOUND, RPCStatusCode.FAILED_PRECONDITION):
            same = await _same_decision(client, journey_id, decision)
            if same is not None:
                return same  # the decision landed and the journey has finished since
            raise ProblemError(409, "journey-closed", "The journey has ended", str(exc.message)) from exc
        raise


async def _same_decision(client: Client, journey_id: str, decision: GateDecisionInput) -> Gate | None:
    """The gate, when it was decided exactly as ``decision`` asks, by the same principal."""
    status = await read_journey(client, journey_id)
    gate = next((g for g in status.gates if g.id == decision.gate_id), None)
    if gate is not None and (gate.decision, gate.decided_by) == (decision.decision, decision.principal):
        return gate
    return None


def _seconds(delta: timedelta) -> str:
    return f"{delta.total_seconds():g} s"


_REFUSALS: dict[str, tuple[int, str, str]] = {
    GateRefusal.UNKNOWN_GATE: (404, "gate-not-found", "No such gate"),
    GateRefusal.ALREADY_DECIDED: (409, "gate-already-decided", "The gate was already decided"),
    GateRefusal.NOT_ALLOWED: (403, "not-allowed-to-decide", "Not allowed to decide this gate"),
    GateRefusal.INVALID: (422, "invalid-decision", "The decision is incomplete"),
}
