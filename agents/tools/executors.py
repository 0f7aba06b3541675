"""MCP executor servers, one per engine: ``execute_query`` and ``get_schema``.

Every query is validated again here before it reaches the engine (defence in depth): a query the
validator rejects, or classes high risk, is refused and logged, whatever the caller decided.
"""

from __future__ import annotations

import asyncio
import time
from collections import deque
from collections.abc import Callable
from typing import Annotated, Any

from mcp.server import MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from pydantic import BaseModel, Field

from agents.estate.engines import Engine, EngineError, EngineUnavailable
from lexiquery.catalogs import catalog
from lexiquery.contracts import ExecutionResult, Platform
from lexiquery.logging import get_logger
from lexiquery.settings import Settings
from lexiquery.validation import validate

log = get_logger(__name__)
UNAVAILABLE = "engine unavailable:"  # the one failure worth retrying
NO_ENGINE = {
    Platform.SPL: "no SPL engine is configured (set LEXIQUERY_SPLUNK_URL): the query was delivered, not run",
    Platform.PROMQL: "no Prometheus is available (install prometheus or set LEXIQUERY_PROMETHEUS_URL)",
    Platform.KQL: "no KQL engine is available",
    Platform.SQL: "no SQL engine is available",
}


class Schema(BaseModel):
    platform: Platform
    sources: dict[str, dict[str, str]]


class Execution(BaseModel):
    """One line of the executor's own log: what it was asked to run and what it did."""

    at: float
    query: str
    outcome: str


class ExecutionLog(BaseModel):
    executions: list[Execution]


def executor_server(
    platform: Platform,
    engine: Callable[[], Engine | None],
    settings: Settings,
    prepare: Callable[[], None] | None = None,
) -> MCPServer:
    """The executor for ``platform``. ``engine`` gives the engine at call time (None: none configured);
    ``prepare`` runs before each execution (the demo estate refreshes itself there)."""
    server = MCPServer(f"lexiquery-{platform.value}-executor", instructions=f"Runs validated {platform.value} queries.")
    history: deque[Execution] = deque(maxlen=500)

    def record(query: str, outcome: str) -> None:
        history.append(Execution(at=time.time(), query=query, outcome=outcome))

    @server.tool(name="execute_query")
    async def execute_query(
        query: Annotated[str, Field(min_length=1, max_length=100_000, description="The query to run.")],
        dialect: Annotated[str | None, Field(description="SQL dialect the query is written in.")] = None,
        max_rows: Annotated[int, Field(ge=1, le=10_000)] = 100,
        timeout_seconds: Annotated[float, Field(gt=0, le=300)] = 10.0,
    ) -> ExecutionResult:
        """Validate, then run the query on the engine, returning at most ``max_rows`` rows."""
        verdict = validate(platform, query, dialect=dialect)
        if not verdict.valid or verdict.risk == "high":
            problems = [e.message for e in verdict.errors]
            if verdict.risk == "high":
                problems.append("high risk: " + "; ".join(verdict.risk_reasons))
            why = "; ".join(problems)
            log.warning("execution_refused", platform=platform.value, reason=why)
            record(query, f"refused: {why}")
            raise ToolError(f"refused by the executor's own validation: {why}")
        if prepare is not None:
            await asyncio.to_thread(prepare)
        found = engine()
        if found is None:
            record(query, "not run: no engine")
            return ExecutionResult(platform=platform, executed=False, note=NO_ENGINE[platform])
        rows = min(max_rows, settings.execution_max_rows)
        try:
            result = await found.run(
                query, max_rows=rows, timeout=min(timeout_seconds, settings.execution_timeout_seconds)
            )
        except EngineUnavailable as error:
            record(query, f"engine unavailable: {error}")
            raise ToolError(f"{UNAVAILABLE} {found.name}: {error}") from error
        except EngineError as error:
            record(query, f"engine error: {error}")
            raise ToolError(f"{found.name} failed the query: {error}") from error
        record(query, f"ran: {len(result.rows)} rows")
        return ExecutionResult(
            platform=platform,
            executed=True,
            columns=result.columns,
            rows=result.rows,
            row_count=len(result.rows),
            truncated=result.truncated,
            engine=result.engine,
            elapsed_ms=round(result.elapsed_ms, 1),
        )

    @server.tool(name="get_schema")
    async def get_schema() -> Schema:
        """The tables (indexes, data models, metrics) this engine holds, with their columns."""
        book = catalog(platform)
        return Schema(platform=platform, sources={name: dict(s.columns) for name, s in book.sources.items()})

    @server.tool(name="execution_log")
    async def execution_log(limit: Annotated[int, Field(ge=1, le=500)] = 50) -> ExecutionLog:
        """The most recent executions this server was asked for, and what it did with each."""
        return ExecutionLog(executions=list(history)[-limit:])

    return server


def engine_slot(engines: dict[Platform, Any], platform: Platform) -> Callable[[], Engine | None]:
    return lambda: engines.get(platform)
