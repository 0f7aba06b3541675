"""What waits for the caller: the open gates of every journey that the caller may decide."""

from __future__ import annotations

import asyncio

from fastapi import APIRouter
from pydantic import BaseModel, Field

from api.auth import Viewer
from api.deps import SettingsDep, TemporalDep
from api.errors import ProblemError, problem_responses
from api.service import list_journeys, read_journey
from lexiquery.contracts import ApprovalPolicy, Gate, GateSignal, JourneyStatus, Phase
from workflows.gates import refusal

router = APIRouter(prefix="/v1/approvals", tags=["approvals"])
PAGES = 5  # visibility pages of 100 journeys read at most: an inbox, not an archive
READS_AT_ONCE = 8  # status queries in flight at once, so a long inbox does not flood the workers


class OpenApproval(BaseModel):
    """One open gate the caller may decide, with what it is about."""

    journey_id: str
    question: str
    requester: str
    gate: Gate = Field(description="The gate: kind, exact queries, risk, estimate and deadline.")
    web_ui_url: str


@router.get("", response_model=list[OpenApproval], responses=problem_responses(401, 403, 503))
async def open_approvals(settings: SettingsDep, temporal: TemporalDep, principal: Viewer) -> list[OpenApproval]:
    """Open gates the caller may decide, soonest deadline first. The roles and the four-eyes rule are the very
    check the decision runs (``workflows.gates.refusal``), so nothing is listed that the caller could not decide."""
    waiting: list[str] = []
    cursor = None
    for _ in range(PAGES):
        page = await list_journeys(
            temporal, settings, state=Phase.AWAITING_APPROVAL, platform=None, requester=None, since=None,
            limit=100, cursor=cursor,
        )  # fmt: skip
        waiting += [journey.journey_id for journey in page.journeys]
        cursor = page.next_cursor
        if cursor is None:
            break
    gate = asyncio.Semaphore(READS_AT_ONCE)

    async def read(journey_id: str) -> JourneyStatus | None:
        async with gate:
            try:
                return await read_journey(temporal, journey_id)
            except ProblemError:  # a journey that closed or vanished meanwhile waits for nobody
                return None

    policy = ApprovalPolicy(four_eyes=settings.approval_four_eyes)  # requests cannot override four-eyes
    found = []
    for status in await asyncio.gather(*(read(journey_id) for journey_id in waiting)):
        if status is None:
            continue
        for open_gate in (g for g in status.gates if g.open):
            signal = GateSignal(gate_id=open_gate.id, principal=principal.name)
            # "reject" asks only who may decide; "approve" of a clarification also needs the restated question
            if refusal(status.gates, signal, "reject", principal.effective_roles, status.requester, policy) is None:
                found.append(
                    OpenApproval(
                        journey_id=status.journey_id, question=status.question, requester=status.requester,
                        gate=open_gate, web_ui_url=settings.workflow_url(status.journey_id),
                    )
                )  # fmt: skip
    return sorted(found, key=lambda item: (item.gate.deadline, item.journey_id, item.gate.id))
