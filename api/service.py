"""The journey service: start journeys and read them from Temporal. The API never runs the work."""

from __future__ import annotations

import uuid
from datetime import timedelta
from typing import cast

from temporalio.client import (
    Client,
    WorkflowExecutionDescription,
    WorkflowExecutionStatus,
    WorkflowFailureError,
)
from temporalio.exceptions import ApplicationError
from temporalio.service import RPCError, RPCStatusCode

from api.errors import ProblemError
from lexiquery.contracts import JourneyRequest, JourneyStatus, Phase
from lexiquery.names import JOURNEY_WORKFLOW, Query, SearchAttribute
from lexiquery.settings import Settings

QUERY_TIMEOUT = timedelta(seconds=5)
_CLOSED_STATES = {
    WorkflowExecutionStatus.CANCELED: Phase.CANCELLED,
    WorkflowExecutionStatus.TERMINATED: Phase.FAILED,
    WorkflowExecutionStatus.TIMED_OUT: Phase.FAILED,
}


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
            raise ProblemError(
                404, "journey-not-found", "No such journey", f"no journey {journey_id!r}"
            ) from exc
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
