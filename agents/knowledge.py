"""Knowledge agents: each answers for one knowledge source by calling MCP tools.

SOPs, wiki pages, product documentation and runbooks are collections of the knowledge server
(``semantic_search``); known errors have their own server, which also recognises log lines quoted in
the question (``pattern_match``) before searching descriptions (``search_errors``).
"""

from __future__ import annotations

import asyncio
import contextlib
import re
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

from mcp import Client

from agents.a2a import AgentSpec, Skill
from lexiquery.contracts import CostInfo, KnowledgeItem, KnowledgeRequest, KnowledgeResult
from lexiquery.names import QUICK_TAG
from lexiquery.names import Skill as SkillId
from lexiquery.telemetry import TOOL_CALLS, TOOL_DURATION


class ToolCallError(RuntimeError):
    """An MCP tool answered with an error result."""


class ToolClient:
    """One MCP client session per tool server, kept open and shared by concurrent calls.

    The session lives in a task of its own (anyio requires a session to be closed by the task that
    opened it); it is opened on first use and reopened after a failure.
    """

    def __init__(self, url: str) -> None:
        self.url = url
        self._client: Client | None = None
        self._owner: asyncio.Task[None] | None = None
        self._closing = asyncio.Event()
        self._lock = asyncio.Lock()

    async def call(self, tool: str, arguments: dict[str, Any]) -> dict[str, Any]:
        """Call ``tool`` and return its structured result; an error result raises :class:`ToolCallError`."""
        client = await self._connected()
        started = time.perf_counter()
        try:
            result = await client.call_tool(tool, arguments)
        except Exception:
            TOOL_CALLS.labels(tool, "error").inc()
            await self.close()
            raise
        finally:
            TOOL_DURATION.labels(tool).observe(time.perf_counter() - started)
        TOOL_CALLS.labels(tool, "tool_error" if result.is_error else "ok").inc()
        if result.is_error:
            text = " ".join(getattr(block, "text", "") for block in result.content)
            raise ToolCallError(f"{tool} failed: {text}")
        structured: dict[str, Any] = result.structured_content or {}
        return structured

    async def _connected(self) -> Client:
        async with self._lock:
            if self._client is None or self._owner is None or self._owner.done():
                ready: asyncio.Future[Client] = asyncio.get_running_loop().create_future()
                self._closing = asyncio.Event()
                self._owner = asyncio.create_task(self._hold(ready, self._closing))
                self._client = await ready
            return self._client

    async def _hold(self, ready: asyncio.Future[Client], closing: asyncio.Event) -> None:
        try:
            async with Client(self.url) as client:
                ready.set_result(client)
                await closing.wait()
        except BaseException as exc:
            if not ready.done():
                ready.set_exception(exc)
            if not isinstance(exc, Exception):
                raise

    async def close(self) -> None:
        async with self._lock:
            owner, self._owner, self._client = self._owner, None, None
            self._closing.set()
        if owner is not None:
            with contextlib.suppress(Exception):
                await owner


@dataclass(frozen=True)
class Source:
    """A knowledge source and the agent that serves it."""

    name: str
    agent: str
    description: str


SOURCES = (
    Source("sop", "sop-knowledge", "Standard operating procedures: how this team investigates and responds."),
    Source("known_errors", "known-error-knowledge", "Known errors: signatures, causes and resolutions."),
    Source("wiki", "wiki-knowledge", "The internal wiki: architecture, conventions, service catalogue."),
    Source("docs", "docs-knowledge", "Product documentation: schemas, query languages, platform guides."),
    Source("runbooks", "runbook-knowledge", "Runbooks: step-by-step operational procedures."),
)

# A searcher answers a request with the items found and the number of MCP tool calls it made.
Searcher = Callable[[KnowledgeRequest], Awaitable[tuple[list[KnowledgeItem], int]]]
_LOG_LINE = re.compile(
    r"[\"'`](?P<line>[^\"'`]{12,})[\"'`]|(?P<code>\b(?:AADSTS\d{5,6}|EventID\s*\d{4}|\d{3} [A-Z][a-z]+)\b)"
)


def collection_searcher(tools: ToolClient, collection: str) -> Searcher:
    async def search(request: KnowledgeRequest) -> tuple[list[KnowledgeItem], int]:
        arguments: dict[str, Any] = {
            "collection": collection,
            "query": request.question,
            "top_k": request.top_k,
        }
        if request.profile:
            arguments["filters"] = {"profile": request.profile}
        result = await tools.call("semantic_search", arguments)
        return [KnowledgeItem.model_validate(hit) for hit in result.get("hits", [])], 1

    return search


def known_error_searcher(tools: ToolClient) -> Searcher:
    """Signature matches for anything quoted in the question first, then the closest descriptions."""

    async def search(request: KnowledgeRequest) -> tuple[list[KnowledgeItem], int]:
        matched: list[dict[str, Any]] = []
        quoted = [found.group("line") or found.group("code") for found in _LOG_LINE.finditer(request.question)]
        for line in quoted:
            matched += (await tools.call("pattern_match", {"log_line": line}))["matches"]
        similar = (await tools.call("search_errors", {"text": request.question, "top_k": request.top_k}))["matches"]
        by_signature = {error["id"] for error in matched}
        seen: set[str] = set()
        items = []
        for error in [*matched, *similar]:
            if error["id"] in seen:
                continue
            seen.add(error["id"])
            items.append(
                KnowledgeItem(
                    collection="known_errors",
                    document_id=error["id"],
                    title=error["title"],
                    section="signature match" if error["id"] in by_signature else "",
                    snippet=f"Cause: {error['cause']}\nResolution: {error['resolution']}",
                    score=error["score"],
                    metadata={"component": error["component"], "signature": error["signature"]},
                )
            )
        return items[: request.top_k], len(quoted) + 1

    return search


def knowledge_agent(source: Source, searcher: Searcher) -> AgentSpec:
    """The A2A agent serving ``source`` through ``searcher``."""

    async def answer(request: KnowledgeRequest) -> KnowledgeResult:
        started = time.perf_counter()
        items, mcp_calls = await searcher(request)
        return KnowledgeResult(
            source=source.name,
            agent=source.agent,
            items=items,
            cost_info=CostInfo(
                agent=source.agent,
                mcp_calls=mcp_calls,
                latency_ms=(time.perf_counter() - started) * 1000,
            ),
        )

    return AgentSpec(
        name=source.agent,
        description=source.description,
        skills=(
            Skill(
                id=SkillId.KNOWLEDGE,
                name=f"Search {source.name}",
                description=f"Passages of the {source.name} collection that bear on a question, cited.",
                input_model=KnowledgeRequest,
                handler=answer,
                tags=("knowledge", f"source:{source.name}", QUICK_TAG),
            ),
        ),
    )
