"""The team's sources as the executors serve them: what each is, whether it answers, its discovered schema.

The API holds the sources file (loaded and checked at start-up) for names; schemas come from the
executors' MCP servers over HTTP, like any client of them.
"""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Query, Request
from mcp import Client as McpClient
from pydantic import BaseModel

from api.auth import Operator, Viewer
from api.deps import SettingsDep
from api.errors import ProblemError, problem_responses
from lexiquery.contracts import Platform, SourceInfo, SourceSchema
from lexiquery.settings import Settings
from lexiquery.sources import SourceConfig, by_name

router = APIRouter(prefix="/v1/sources", tags=["sources"])
UNAVAILABLE = "engine unavailable:"


class SourceList(BaseModel):
    sources: list[SourceInfo]


def _executor_url(settings: Settings, platform: Platform) -> str:
    return f"{settings.resolved_agents_base_url}/tools/{platform.value}-executor/mcp"


async def _call(settings: Settings, platform: Platform, tool: str, arguments: dict[str, Any]) -> dict[str, Any]:
    """A tool of the platform's executor; a problem when the executor or the source cannot answer."""
    try:
        async with McpClient(_executor_url(settings, platform)) as client:
            result = await client.call_tool(tool, arguments)
    except Exception as error:  # the agents host is down or unreachable: the sources cannot be read now
        raise ProblemError(
            503, "agents-unavailable", "The executors cannot be reached", f"{type(error).__name__}: {error}"
        ) from None
    if result.is_error:
        text = " ".join(getattr(block, "text", "") for block in result.content)
        if UNAVAILABLE in text:
            raise ProblemError(
                502, "source-unreachable", "The source cannot be reached", text.split(UNAVAILABLE)[-1].strip()
            )
        raise ProblemError(422, "source-error", "The executor refused the request", text)
    structured: dict[str, Any] = result.structured_content or {}
    return structured


def _source(request: Request, name: str) -> SourceConfig:
    found = by_name(request.app.state.sources).get(name)
    if found is None:
        known = ", ".join(source.name for source in request.app.state.sources) or "none"
        raise ProblemError(404, "source-not-found", "No such source", f"no source named {name!r} (known: {known})")
    return found


@router.get("", response_model=SourceList, responses=problem_responses(401, 403, 422, 503))
async def list_sources(settings: SettingsDep, request: Request, _: Viewer) -> SourceList:
    """Every configured source: platform, kind, description, whether discovery reaches it (with the cause,
    secrets redacted) and its schema's fingerprint."""
    platforms = list(dict.fromkeys(source.platform for source in request.app.state.sources))
    listed = []
    for platform in platforms:
        answer = await _call(settings, platform, "list_sources", {})
        listed += [SourceInfo.model_validate(item) for item in answer.get("sources", [])]
    return SourceList(sources=listed)


@router.get("/{name}/schema", response_model=SourceSchema, responses=problem_responses(401, 403, 404, 422, 502, 503))
async def source_schema(
    name: str,
    settings: SettingsDep,
    request: Request,
    _: Viewer,
    refresh: Annotated[bool, Query(description="Discover again now instead of answering from the cache.")] = False,
) -> SourceSchema:
    """The source's schema as discovered on its live engine (cached for the schema TTL)."""
    source = _source(request, name)
    return SourceSchema.model_validate(
        await _call(settings, source.platform, "get_schema", {"source": name, "refresh": refresh})
    )


@router.post("/{name}/refresh", response_model=SourceSchema, responses=problem_responses(401, 403, 404, 422, 502, 503))
async def refresh_source(name: str, settings: SettingsDep, request: Request, _: Operator) -> SourceSchema:
    """Discover the source's schema again now."""
    source = _source(request, name)
    return SourceSchema.model_validate(
        await _call(settings, source.platform, "get_schema", {"source": name, "refresh": True})
    )
