import asyncio
import time

import httpx
from a2a.client import A2ACardResolver
from fastapi import APIRouter
from pydantic import BaseModel, Field

from api.auth import Viewer
from api.deps import SettingsDep
from api.errors import problem_responses
from lexiquery.contracts import AgentInfo
from lexiquery.registry import RegistryEntry, agent_info, registry_for

router = APIRouter(prefix="/v1/agents", tags=["agents"])
CARD_TIMEOUT = 3.0


class AgentView(BaseModel):
    """A registered agent: what its card says, and whether it answered."""

    name: str
    url: str
    up: bool
    latency_ms: float
    card: AgentInfo | None = Field(default=None, description="The card, when it was fetched and usable.")
    error: str = ""


@router.get("", response_model=list[AgentView], responses=problem_responses(401, 403, 422))
async def agents(settings: SettingsDep, _: Viewer) -> list[AgentView]:
    """Every agent in the registry, as discovery sees it now: its card (skills, tags, version) and its health."""
    async with httpx.AsyncClient(timeout=CARD_TIMEOUT) as http:
        return list(await asyncio.gather(*(fetch_agent(http, entry) for entry in registry_for(settings))))


async def fetch_agent(http: httpx.AsyncClient, entry: RegistryEntry) -> AgentView:
    started = time.perf_counter()
    try:
        described = agent_info(entry, await A2ACardResolver(http, entry.url).get_agent_card())
    except Exception as exc:  # a card that cannot be fetched or read is reported, whatever went wrong
        described = None
        error = f"{type(exc).__name__}: {exc}"
    latency = round((time.perf_counter() - started) * 1000, 1)
    if isinstance(described, AgentInfo):
        return AgentView(name=entry.name, url=entry.url, up=True, latency_ms=latency, card=described)
    if described is not None:
        error = described.error
    return AgentView(name=entry.name, url=entry.url, up=False, latency_ms=latency, error=error)
