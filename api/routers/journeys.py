from datetime import datetime
from typing import Annotated, Literal

from fastapi import APIRouter, Header, Query, Request, Response, status
from fastapi.responses import StreamingResponse
from pydantic import AfterValidator, BaseModel, ConfigDict, Field, StringConstraints

from api.audit import AuditEntry, journey_audit
from api.auth import Operator, Principal, Viewer
from api.deps import SettingsDep, TemporalDep
from api.errors import FieldProblem, ProblemError, problem_responses
from api.events import next_change, stream
from api.service import (
    ApprovalOverride,
    BudgetOverride,
    JourneyPage,
    JourneySummary,
    cached_journey,
    cancel_journey,
    decide_gate,
    describe_journey,
    journey_request,
    list_journeys,
    read_journey,
    resolve_approval,
    resolve_budget,
    start_journey,
    thread_of,
)
from lexiquery.contracts import (
    MAX_QUESTION_CHARS,
    TIME_RANGE_PATTERN,
    Decision,
    Gate,
    GateDecisionInput,
    GeneratedQuery,
    JourneyRequest,
    JourneyStatus,
    Phase,
    Platform,
    QueryValidation,
    WorkflowPlan,
)
from lexiquery.followups import follow_up
from lexiquery.settings import Settings
from lexiquery.sources import unknown_sources
from lexiquery.telemetry import JOURNEYS_SUBMITTED

router = APIRouter(prefix="/v1/journeys", tags=["journeys"])
MAX_WAIT_SECONDS = 30

Label = Annotated[str, StringConstraints(pattern=r"^[A-Za-z0-9_.:-]{1,64}$")]


def _stripped(text: str) -> str:
    if not text.strip():
        raise ValueError("must not be blank")
    return text.strip()


# The length is checked as sent, then the text stripped: the schema's maxLength is what the API enforces.
Question = Annotated[str, StringConstraints(min_length=1, max_length=MAX_QUESTION_CHARS), AfterValidator(_stripped)]
PROBLEMS = problem_responses(401, 403, 404, 409, 413, 422)


class SubmitJourney(BaseModel):
    """A question for LexiQuery."""

    model_config = ConfigDict(extra="forbid")

    question: Question = Field(description=f"The question in plain language (at most {MAX_QUESTION_CHARS} characters).")
    platforms: list[Platform] = Field(
        default_factory=list, max_length=4, description="Query languages to write (empty: LexiQuery infers them)."
    )
    budget: BudgetOverride | None = Field(default=None, description="Ceilings for this journey (server limits apply).")
    sql_dialect: Literal["postgres", "mysql", "tsql", "sqlite", "duckdb"] | None = Field(
        default=None, description="The SQL dialect to write (default: the dialect of the source the query is for)."
    )
    sources: list[Label] = Field(
        default_factory=list,
        max_length=20,
        description="Sources to query, by name (GET /v1/sources); empty: chosen by schema match.",
    )
    execute: bool = Field(default=False, description="Run the queries (after approval) and return their rows.")
    approval: ApprovalOverride | None = Field(
        default=None, description="When to ask a person, within the server's limits (auto-approve, timeout)."
    )
    time_range: Annotated[str, StringConstraints(pattern=TIME_RANGE_PATTERN)] | None = Field(
        default=None,
        description="The window to query (15m, 1h, 7d, today, yesterday); overrides a window named in the question.",
    )
    context: Annotated[dict[Label, Annotated[str, StringConstraints(max_length=500)]], Field(max_length=20)] = Field(
        default_factory=dict, description="Labels kept with the journey (a ticket, a team, a channel)."
    )
    profile: Label | None = Field(default=None, description="The team whose knowledge to prefer (plus shared).")
    follow_up_of: Label | None = Field(
        default=None,
        description="A journey this question follows up: it keeps what that one established (question, platforms, "
        'sources, time range, profile, context) and applies what this one changes ("same for yesterday").',
    )
    cache: bool = Field(
        default=True,
        description="Reuse a journey that completed the same request recently (the server's cache time to live).",
    )


def new_request(settings: Settings, body: SubmitJourney, principal: Principal) -> JourneyRequest:
    """The workflow input for a submission: the server's defaults with the request's overrides, within limits."""
    return JourneyRequest(
        question=body.question,
        requester=principal.name,
        approval=resolve_approval(settings, body.approval),
        platforms=list(dict.fromkeys(body.platforms)),
        budget=resolve_budget(settings, body.budget),
        sql_dialect=body.sql_dialect,
        execute=body.execute,
        time_range=body.time_range,
        context=body.context,
        profile=body.profile,
        sources=list(dict.fromkeys(body.sources)),
    )


class JourneyAccepted(BaseModel):
    journey_id: str
    status_url: str
    web_ui_url: str
    from_cache: bool = Field(
        default=False, description="True: no new journey; journey_id completed the same request recently."
    )


class JourneyView(JourneyStatus):
    web_ui_url: str


@router.post(
    "",
    status_code=status.HTTP_202_ACCEPTED,
    response_model=JourneyAccepted,
    responses={
        200: {"model": JourneyAccepted, "description": "No new journey: the idempotency key's, or a cached one."},
        **PROBLEMS,
    },
)
async def submit_journey(
    body: SubmitJourney,
    request: Request,
    response: Response,
    settings: SettingsDep,
    temporal: TemporalDep,
    principal: Operator,
    idempotency_key: Annotated[str | None, Header(min_length=1, max_length=200)] = None,
) -> JourneyAccepted:
    """Start a journey; poll ``status_url`` for its progress and result. 200 instead of 202: no new journey,
    either the idempotency key's or (``from_cache``) one that completed the same request recently."""
    unknown = unknown_sources(request.app.state.sources, body.sources)
    if unknown:
        known = ", ".join(source.name for source in request.app.state.sources)
        raise ProblemError(
            422, "validation-error", "Invalid request",
            errors=[FieldProblem(field="sources", message=f"no source named {n!r} (known: {known})") for n in unknown],
        )  # fmt: skip
    journey = new_request(settings, body, principal)
    if body.follow_up_of is not None:
        journey = await _following(temporal, body, journey)
    usable = body.cache and idempotency_key is None and body.follow_up_of is None  # a follow-up joins a thread
    cached = await cached_journey(temporal, settings, journey) if usable else None
    if cached is not None:
        journey_id, new = cached.journey_id, False
    else:
        journey_id, new = await start_journey(temporal, settings, journey, idempotency_key)
    JOURNEYS_SUBMITTED.labels("started" if new else "from_cache" if cached else "idempotent_repeat").inc()
    if not new:
        response.status_code = status.HTTP_200_OK
    return JourneyAccepted(
        journey_id=journey_id,
        status_url=str(request.url_for("get_journey", journey_id=journey_id)),
        web_ui_url=settings.workflow_url(journey_id),
        from_cache=cached is not None,
    )


@router.get("", response_model=JourneyPage, responses=PROBLEMS)
async def get_journeys(
    settings: SettingsDep,
    temporal: TemporalDep,
    _: Viewer,
    state: Phase | None = None,
    platform: Platform | None = None,
    requester: str | None = None,
    since: Annotated[datetime | None, Query(description="Only journeys started at or after this time.")] = None,
    limit: Annotated[int, Query(ge=1, le=100)] = 20,
    cursor: Annotated[str | None, Query(max_length=2000)] = None,
) -> JourneyPage:
    """Journeys, newest first, from Temporal visibility; filter by state, platform, requester, start time."""
    return await list_journeys(
        temporal, settings, state=state, platform=platform.value if platform else None, requester=requester,
        since=since, limit=limit, cursor=cursor,
    )  # fmt: skip


@router.get("/{journey_id}", response_model=JourneyView, responses=PROBLEMS)
async def get_journey(
    journey_id: str,
    request: Request,
    settings: SettingsDep,
    temporal: TemporalDep,
    _: Viewer,
    wait: Annotated[
        float, Query(ge=0, le=MAX_WAIT_SECONDS, description="Long-poll: seconds to wait for a change.")
    ] = 0,
) -> JourneyView:
    """The journey's phase, what it has found so far, and its result once done."""
    watchers = request.app.state.watchers
    if wait:  # from the journey's watcher, shared with its event streams and every other long-poll
        first = await watchers.current(journey_id)  # an unknown journey is a 404 problem, before any wait
        journey = await next_change(watchers, journey_id, first, wait)
    else:
        journey = await read_journey(temporal, journey_id)
    return JourneyView(**journey.model_dump(), web_ui_url=settings.workflow_url(journey_id))


class GateDecision(BaseModel):
    """A person's decision on one of the journey's gates."""

    model_config = ConfigDict(extra="forbid")

    decision: Decision
    comment: str | None = Field(default=None, max_length=2000)
    clarified: Question | None = Field(default=None, description="For a clarification gate: the restated question.")


@router.post("/{journey_id}/approvals/{gate_id}", response_model=Gate, responses={**PROBLEMS, **problem_responses(503)})
async def decide(journey_id: str, gate_id: str, body: GateDecision, temporal: TemporalDep, principal: Viewer) -> Gate:
    """Approve or reject an open gate; answers with the gate as decided. Nothing changes on any error.
    Sending the same decision again (a retry, say after a 503) answers with the gate as it was decided."""
    decision = GateDecisionInput(
        gate_id=gate_id,
        principal=principal.name,
        roles=principal.effective_roles,
        decision=body.decision,
        comment=body.comment,
        clarified=body.clarified,
    )
    return await decide_gate(temporal, journey_id, decision)


async def _following(temporal: TemporalDep, body: SubmitJourney, journey: JourneyRequest) -> JourneyRequest:
    """The request of a follow-up: the earlier journey's settings where this one names none, and its question
    with what this one changes."""
    assert body.follow_up_of is not None
    try:
        earlier = await journey_request(temporal, body.follow_up_of)
    except ProblemError as problem:
        if problem.status != 404:
            raise
        raise ProblemError(
            422, "validation-error", "Invalid request",
            errors=[FieldProblem(field="follow_up_of", message=f"no journey {body.follow_up_of!r}")],
        ) from None  # fmt: skip
    asked = follow_up(earlier.question, body.question)
    return journey.model_copy(
        update={  # what the follow-up leaves unsaid, it keeps
            "question": asked.question,
            "platforms": journey.platforms or asked.platforms or earlier.platforms,
            "sources": journey.sources or earlier.sources,
            "time_range": journey.time_range or (None if asked.window else earlier.time_range),
            "profile": journey.profile or earlier.profile,
            "context": journey.context or earlier.context,
            "sql_dialect": journey.sql_dialect or earlier.sql_dialect,
            "follow_up_of": body.follow_up_of,
            "thread": earlier.thread or body.follow_up_of,
        }
    )


@router.get("/{journey_id}/thread", response_model=list[JourneySummary], responses=PROBLEMS)
async def get_thread(journey_id: str, settings: SettingsDep, temporal: TemporalDep, _: Viewer) -> list[JourneySummary]:
    """The journey's thread: the first question and every follow-up, oldest first."""
    return await thread_of(temporal, settings, journey_id)


@router.get(
    "/{journey_id}/events",
    response_class=StreamingResponse,
    responses={**PROBLEMS, 200: {"content": {"text/event-stream": {}}, "description": "The journey's events."}},
)
async def journey_events(
    journey_id: str,
    request: Request,
    temporal: TemporalDep,
    _: Viewer,
    last_event_id: Annotated[str | None, Header(alias="Last-Event-ID", max_length=200)] = None,
    max_seconds: Annotated[
        float | None, Query(gt=0, le=86_400, description="End the stream after this long (reconnect to go on).")
    ] = None,
) -> StreamingResponse:
    """The journey's events as they happen (text/event-stream): phases, knowledge, queries, validation, gates,
    executions with their first rows, cost, and the end, where the stream ends. Reconnect with Last-Event-ID to
    resume after the last event received."""
    watchers = request.app.state.watchers
    first = await watchers.current(journey_id)  # an unknown journey is a 404 problem, before any stream
    return StreamingResponse(
        stream(watchers, journey_id, first, last_event_id, max_seconds),
        media_type="text/event-stream",
        headers={"Cache-Control": "no-cache", "X-Accel-Buffering": "no"},
    )


@router.get("/{journey_id}/plan", response_model=WorkflowPlan | None, responses=PROBLEMS)
async def get_plan(journey_id: str, temporal: TemporalDep, _: Viewer) -> WorkflowPlan | None:
    """The journey's plan (null until planning is done)."""
    return (await read_journey(temporal, journey_id)).plan


class QueryView(BaseModel):
    query: GeneratedQuery
    validation: QueryValidation | None = None


@router.get("/{journey_id}/queries", response_model=list[QueryView], responses=PROBLEMS)
async def get_queries(journey_id: str, temporal: TemporalDep, _: Viewer) -> list[QueryView]:
    """The generated queries, each with its validation once validated."""
    journey = await read_journey(temporal, journey_id)
    checks = {check.platform: check for check in journey.validation}
    return [QueryView(query=query, validation=checks.get(query.platform)) for query in journey.queries]


@router.post("/{journey_id}/cancel", status_code=status.HTTP_202_ACCEPTED, response_model=JourneyView,
             responses=PROBLEMS)  # fmt: skip
async def cancel(journey_id: str, settings: SettingsDep, temporal: TemporalDep, _: Operator) -> JourneyView:
    """Cancel a running journey; it ends CANCELLED and keeps what it found. 409 once it has ended."""
    journey = await cancel_journey(temporal, journey_id)
    return JourneyView(**journey.model_dump(), web_ui_url=settings.workflow_url(journey_id))


@router.get("/{journey_id}/audit", response_model=list[AuditEntry], responses=PROBLEMS)
async def audit(journey_id: str, temporal: TemporalDep, _: Viewer) -> list[AuditEntry]:
    """The journey's decision record, in order, read from its Temporal history."""
    await describe_journey(temporal, journey_id)  # 404 for an unknown journey
    return await journey_audit(temporal, journey_id)
