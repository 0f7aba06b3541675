"""One catalog of what a plan's steps may call (#19): the discovered A2A agents' skills, every tool of every MCP
server the agents host serves (with its input schema, its risk read from the tool's own annotations), the
registered functions (their pydantic argument models as JSON Schema) and ``code_exec`` (the sandbox)."""

from __future__ import annotations

import asyncio

import httpx
from fastapi import APIRouter
from mcp.types import Tool

from api.auth import Viewer
from api.deps import SettingsDep
from api.errors import problem_responses
from api.routers.agents import CARD_TIMEOUT, fetch_agent
from lexiquery.contracts import CatalogEntry, RiskTier
from lexiquery.functions import FUNCTIONS
from lexiquery.registry import registry_for
from lexiquery.sandbox import SandboxLimits
from lexiquery.tool_servers import tool_servers, tools_of

router = APIRouter(prefix="/v1/catalog", tags=["catalog"])
AGENT_CALL_MS = 500.0  # a typical A2A call (deterministic agents; an LLM-backed one costs more)
TOOL_CALL_MS = 50.0
# An MCP tool's risk from what its annotations say it does: (read only, reaches outside its server) -> tier.
# A tool that says nothing is taken for one that may write.
TOOL_RISK: dict[tuple[bool | None, bool | None], RiskTier] = {
    (True, False): "low",
    (True, True): "medium",  # reads the team's data sources: run behind an approval
    (True, None): "low",
    (False, False): "medium",
    (False, True): "high",
    (False, None): "medium",
}
CODE_SCHEMA = {
    "type": "object",
    "required": ["code"],
    "properties": {
        "code": {"type": "string", "description": "Restricted Python; `data` holds the input, `result` the answer."},
        "data": {"description": "What the code reads (references to earlier steps' outputs)."},
    },
}


@router.get("", response_model=list[CatalogEntry], responses=problem_responses(401, 403))
async def catalog(settings: SettingsDep, _: Viewer) -> list[CatalogEntry]:
    """Everything a plan's step may call, with the schema its input must fit, its risk and a cost estimate. An
    agent or MCP server that does not answer is left out (and ``/health/services`` says why)."""
    async with httpx.AsyncClient(timeout=CARD_TIMEOUT) as http:
        views = await asyncio.gather(*(fetch_agent(http, entry) for entry in registry_for(settings)))
        servers = await _servers(http, settings.resolved_agents_base_url)
    entries = [
        CatalogEntry(kind="agent", name=f"{view.name}/{skill}", description=view.card.description,
                     input_schema={"type": "object", "description": f"The {skill} skill's request (A2A data part)."},
                     risk="low", cost_estimate_ms=AGENT_CALL_MS, provider=view.name)
        for view in views if view.card is not None for skill in view.card.skills
    ]  # fmt: skip
    tools = await asyncio.gather(*(_tools(settings.resolved_agents_base_url, server) for server in servers))
    entries += [entry for listed in tools for entry in listed]
    entries += [
        CatalogEntry(kind="function", name=function.name, description=function.description.strip(),
                     input_schema=function.arguments.model_json_schema(), risk="low",  # pure: reads what it is handed
                     cost_estimate_ms=function.cost_ms, provider="lexiquery.functions")
        for function in FUNCTIONS.values()
    ]  # fmt: skip
    limits = SandboxLimits()
    entries.append(
        CatalogEntry(
            kind="code_exec", name="code_exec", input_schema=CODE_SCHEMA, risk="high", needs_approval=True,
            cost_estimate_ms=limits.wall_seconds * 1000, provider="lexiquery.sandbox",
            description=f"Restricted Python in a separate process: no imports, no dunder access, no file or network; "
            f"{limits.cpu_seconds} s CPU, {limits.memory_mb} MB, {limits.wall_seconds:g} s wall clock.",
        )
    )  # fmt: skip
    return entries


async def _servers(http: httpx.AsyncClient, base: str) -> list[str]:
    try:
        return await tool_servers(http, base)
    except (httpx.HTTPError, ValueError, KeyError):
        return []


async def _tools(base: str, server: str) -> list[CatalogEntry]:
    try:
        listed = await tools_of(base, server)
    except Exception:  # a server that does not answer is left out of the catalog, not an error of it
        return []
    return [_tool_entry(server, tool) for tool in listed]


def _tool_entry(server: str, tool: Tool) -> CatalogEntry:
    hints = tool.annotations
    read_only = hints.read_only_hint if hints is not None else None
    outside = hints.open_world_hint if hints is not None else None
    risk = TOOL_RISK.get((bool(read_only), outside), "medium") if read_only is not None else "medium"
    return CatalogEntry(
        kind="mcp_tool", name=f"{server}.{tool.name}", description=(tool.description or "").strip(),
        input_schema=tool.input_schema, risk=risk, needs_approval=risk != "low", cost_estimate_ms=TOOL_CALL_MS,
        provider=server,
    )  # fmt: skip
