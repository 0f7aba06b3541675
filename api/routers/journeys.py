from typing import Annotated, Literal

from fastapi import APIRouter, Request, status
from pydantic import BaseModel, ConfigDict, Field, StringConstraints

from api.deps import SettingsDep, TemporalDep
from api.errors import Problem
from api.service import BudgetOverride, read_journey, resolve_budget, start_journey
from lexiquery.contracts import MAX_QUESTION_CHARS, JourneyRequest, JourneyStatus, Platform

router = APIRouter(prefix="/v1/journeys", tags=["journeys"])

Question = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=MAX_QUESTION_CHARS)]
PROBLEMS: dict[int | str, dict[str, object]] = {
    code: {"model": Problem, "content": {"application/problem+json": {}}} for code in (404, 413, 422)
}


class SubmitJourney(BaseModel):
    """A question for LexiQuery."""

    model_config = ConfigDict(extra="forbid")

    question: Question = Field(description=f"The question in plain language (at most {MAX_QUESTION_CHARS} characters).")
    platforms: list[Platform] = Field(
        default_factory=list, max_length=4, description="Query languages to write (empty: LexiQuery infers them)."
    )
    budget: BudgetOverride | None = Field(default=None, description="Ceilings for this journey (server limits apply).")
    sql_dialect: Literal["postgres", "mysql", "tsql", "sqlite"] | None = Field(
        default=None, description="The SQL dialect to write (sqlite by default)."
    )
    execute: bool = Field(default=False, description="Run the low-risk queries and return their rows.")


class JourneyAccepted(BaseModel):
    journey_id: str
    status_url: str
    web_ui_url: str


class JourneyView(JourneyStatus):
    web_ui_url: str


@router.post("", status_code=status.HTTP_202_ACCEPTED, response_model=JourneyAccepted, responses=PROBLEMS)
async def submit_journey(
    body: SubmitJourney, request: Request, settings: SettingsDep, temporal: TemporalDep
) -> JourneyAccepted:
    """Start a journey; poll ``status_url`` for its progress and result."""
    journey_request = JourneyRequest(
        question=body.question,
        platforms=list(dict.fromkeys(body.platforms)),
        budget=resolve_budget(settings, body.budget),
        sql_dialect=body.sql_dialect,
        execute=body.execute,
    )
    journey_id = await start_journey(temporal, settings, journey_request)
    return JourneyAccepted(
        journey_id=journey_id,
        status_url=str(request.url_for("get_journey", journey_id=journey_id)),
        web_ui_url=settings.workflow_url(journey_id),
    )


@router.get("/{journey_id}", response_model=JourneyView, responses=PROBLEMS)
async def get_journey(journey_id: str, settings: SettingsDep, temporal: TemporalDep) -> JourneyView:
    """The journey's phase, what it has found so far, and its result once done."""
    journey = await read_journey(temporal, journey_id)
    return JourneyView(**journey.model_dump(), web_ui_url=settings.workflow_url(journey_id))
