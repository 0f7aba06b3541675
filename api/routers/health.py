import asyncio
import functools
import sqlite3
import time
from collections.abc import Awaitable, Callable
from typing import Literal

import httpx
import psycopg
from fastapi import APIRouter, Response
from mcp import Client as McpClient
from pydantic import BaseModel
from temporalio.api.workflowservice.v1 import GetSystemInfoRequest

from api.auth import Viewer
from api.deps import SettingsDep, TemporalDep
from api.errors import problem_responses
from lexiquery.registry import registry_for
from lexiquery.settings import Settings
from lexiquery.sources import redact_secrets
from lexiquery.tool_servers import tool_servers

router = APIRouter(tags=["health"])
Kind = Literal["temporal", "agent", "mcp", "ledger"]
CHECK_TIMEOUT = 3.0


class Health(BaseModel):
    status: str


class ServiceHealth(BaseModel):
    name: str
    kind: Kind
    up: bool
    latency_ms: float
    detail: str = ""


class ServicesHealth(BaseModel):
    status: Literal["ok", "degraded"]
    services: list[ServiceHealth]


@router.get("/health", response_model=Health)
async def health() -> Health:
    """Liveness: the API process is up and serving."""
    return Health(status="ok")


@router.get(
    "/health/services",
    response_model=ServicesHealth,
    responses={503: {"model": ServicesHealth}, **problem_responses(401, 403, 422)},
)
async def services(settings: SettingsDep, temporal: TemporalDep, response: Response, _: Viewer) -> ServicesHealth:
    """Temporal, every registered agent, every MCP server of the agents host and the cost ledger: up or down,
    with latency. 503 when any is down."""
    base = settings.resolved_agents_base_url
    async with httpx.AsyncClient(timeout=CHECK_TIMEOUT) as http:

        async def reachable(url: str) -> str:
            answer = await http.get(url)
            if answer.status_code >= 500:
                raise RuntimeError(f"HTTP {answer.status_code}")
            return f"HTTP {answer.status_code}"

        async def tools() -> list[str]:
            try:
                return await tool_servers(http, base)
            except (httpx.HTTPError, ValueError, KeyError):
                return []

        checks: list[tuple[str, Kind, Callable[[], Awaitable[object]]]] = [
            ("temporal", "temporal", lambda: temporal.workflow_service.get_system_info(GetSystemInfoRequest())),
            ("ledger", "ledger", lambda: asyncio.to_thread(_ledger_readable, settings)),
        ]
        for entry in registry_for(settings):
            card = f"{entry.url.rstrip('/')}/.well-known/agent-card.json"
            checks.append((entry.name, "agent", functools.partial(reachable, card)))
        for name in await tools():
            checks.append((name, "mcp", functools.partial(_mcp_tools, f"{base}/tools/{name}/mcp")))
        results = await asyncio.gather(*(_timed(name, kind, check) for name, kind, check in checks))
    down = any(not r.up for r in results)
    if down:
        response.status_code = 503
    return ServicesHealth(status="degraded" if down else "ok", services=list(results))


async def _timed(name: str, kind: Kind, check: Callable[[], Awaitable[object]]) -> ServiceHealth:
    started = time.perf_counter()
    try:
        result = await asyncio.wait_for(check(), timeout=CHECK_TIMEOUT)
        up, detail = True, result if isinstance(result, str) else ""
    except Exception as exc:  # a health check reports every failure, whatever it is
        up, detail = False, f"{type(exc).__name__}: {exc}"
    elapsed = (time.perf_counter() - started) * 1000
    return ServiceHealth(name=name, kind=kind, up=up, latency_ms=round(elapsed, 1), detail=detail)


async def _mcp_tools(url: str) -> str:
    """An MCP server is up when it initializes a session and lists its tools."""
    async with McpClient(url) as client:
        listed = await client.list_tools()
    return f"{len(listed.tools)} tools"


def _ledger_readable(settings: Settings) -> str:
    """The ledger, through a connection of the API's own: the state database's table, or this machine's file."""
    if settings.state_dsn is None:
        with sqlite3.connect(f"file:{settings.resolved_ledger_path}?mode=ro", uri=True) as connection:
            connection.execute("SELECT 1").fetchone()
        return "readable"
    try:
        with psycopg.connect(settings.state_dsn.get_secret_value(), connect_timeout=int(CHECK_TIMEOUT)) as connection:
            row = connection.execute("SELECT COUNT(*) FROM journey_costs").fetchone()
    except psycopg.Error as exc:
        raise RuntimeError(redact_secrets(str(exc), [settings.state_dsn])) from None
    return f"state database: {row[0] if row else 0} journeys"
