"""MCP executor servers, one per platform, serving that platform's sources: ``list_sources``,
``get_schema`` (discovered on the live engine), ``check_query`` (validated against that schema and
dry-run on the engine) and ``execute_query``.

Every query is checked again here before it reaches the engine (defence in depth): a query the
validator rejects, or classes high risk, is refused and logged, whatever the caller decided.
"""

from __future__ import annotations

import time
from collections import deque
from typing import Annotated

from mcp.server import MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from pydantic import BaseModel, Field

from agents.sources.catalog import ServedSource, SourceCatalog
from agents.sources.engines import EngineError, EngineUnavailable
from agents.sources.errors import DiscoveryError
from agents.tools.annotations import READ_ONLY, RUNS_QUERIES
from lexiquery.contracts import ExecutionResult, ParseError, Platform, QueryValidation, SourceInfo, SourceSchema
from lexiquery.logging import get_logger
from lexiquery.settings import Settings
from lexiquery.validation import LARGE_TABLE_ROWS, validate

log = get_logger(__name__)
UNAVAILABLE = "engine unavailable:"  # the one failure worth retrying
UNKNOWN_SOURCE = "unknown source:"
NO_SOURCE = {
    Platform.SPL: "no Splunk source is configured (config/sources.yaml or LEXIQUERY_SPLUNK_URL)",
    Platform.PROMQL: "no Prometheus source is configured (config/sources.yaml or LEXIQUERY_PROMETHEUS_URL)",
    Platform.KQL: "no KQL source is configured (Log Analytics, or DuckDB exports)",
    Platform.SQL: "no SQL source is configured (config/sources.yaml or LEXIQUERY_SQL_DSN)",
}
DRY_RUN_SECONDS = 5.0


class SourceList(BaseModel):
    sources: list[SourceInfo]


class Execution(BaseModel):
    """One line of the executor's own log: what it was asked to run and what it did."""

    at: float
    query: str
    outcome: str
    source: str = ""


class ExecutionLog(BaseModel):
    executions: list[Execution]


def executor_server(platform: Platform, sources: SourceCatalog, settings: Settings) -> MCPServer:
    """The executor of ``platform``'s sources."""
    server = MCPServer(f"lexiquery-{platform.value}-executor", instructions=f"Runs validated {platform.value} queries.")
    history: deque[Execution] = deque(maxlen=500)

    def record(query: str, outcome: str, source: str = "") -> None:
        history.append(Execution(at=time.time(), query=query, outcome=outcome, source=source))

    def named(source: str | None) -> ServedSource:
        """The source asked for, or the platform's first when none is named."""
        names = sources.names(platform)
        if source is None:
            if not names:
                raise ToolError(NO_SOURCE[platform])
            source = names[0]
        if source not in names:
            raise ToolError(
                f"{UNKNOWN_SOURCE} no {platform.value} source named {source!r} (known: {', '.join(names) or 'none'})"
            )
        return sources.get(source)

    async def schema_of(served: ServedSource, refresh: bool = False) -> SourceSchema:
        try:
            return await sources.schema(served.config.name, refresh=refresh)
        except DiscoveryError as error:
            raise ToolError(f"{UNAVAILABLE} {error}") from None

    async def check(served: ServedSource, query: str, dialect: str | None) -> QueryValidation:
        """Validated against the discovered schema, then planned (not run) by the engine where it can."""
        schema = await schema_of(served)
        verdict = validate(platform, query, dialect=dialect, schema=schema)
        if not verdict.valid or verdict.risk == "high" or served.engine is None:
            return verdict
        try:
            dry = await served.engine.explain(query, timeout=DRY_RUN_SECONDS)
        except EngineError as error:  # the engine could not be reached to plan it: the checks above stand
            verdict.warnings.append(f"no dry run: {served.config.redact(str(error))}")
            return verdict
        if dry is None:
            return verdict
        estimate = verdict.estimate
        if dry.error:
            verdict.valid = False
            verdict.errors.append(
                ParseError(message=f"the engine refused it in a dry run: {served.config.redact(dry.error)}")
            )
            return verdict
        if estimate is not None and dry.rows is not None:
            if platform is Platform.PROMQL:
                estimate.notes.append(f"matches {dry.rows} series now (dry run)")
            else:
                estimate.scan_rows = dry.rows
                estimate.notes.append("rows from the engine's plan (dry run)")
        for table, rows in dry.full_scans:
            if rows is not None and rows >= LARGE_TABLE_ROWS:
                verdict.risk_reasons.append(f"full scan of {table} (about {rows:,} rows) in the engine's plan")
                if verdict.risk in ("none", "low"):
                    verdict.risk = "medium"
        return verdict

    @server.tool(name="list_sources", annotations=READ_ONLY)
    async def list_sources() -> SourceList:
        """The sources of this platform: kind, description, reachability (with the cause), schema fingerprint."""
        return SourceList(sources=await sources.infos(platform))

    @server.tool(name="get_schema", annotations=READ_ONLY)
    async def get_schema(
        source: Annotated[str | None, Field(description="The source (default: the platform's first).")] = None,
        refresh: Annotated[bool, Field(description="Discover again now, whatever the cache holds.")] = False,
    ) -> SourceSchema:
        """The tables, views, columns, keys and samples (or metrics and labels, indexes and sourcetypes)
        discovered on the source's live engine."""
        return await schema_of(named(source), refresh)

    @server.tool(name="check_query", annotations=READ_ONLY)
    async def check_query(
        query: Annotated[str, Field(min_length=1, max_length=100_000, description="The query to check.")],
        source: Annotated[str | None, Field(description="The source it is for.")] = None,
        dialect: Annotated[str | None, Field(description="SQL dialect (default: the source's).")] = None,
    ) -> QueryValidation:
        """Validate against the source's discovered schema (unknown tables, columns, metrics and labels,
        with suggestions) and dry-run on its engine where it can plan without running."""
        return await check(named(source), query, dialect)

    @server.tool(name="execute_query", annotations=RUNS_QUERIES)
    async def execute_query(
        query: Annotated[str, Field(min_length=1, max_length=100_000, description="The query to run.")],
        source: Annotated[str | None, Field(description="The source to run it on.")] = None,
        dialect: Annotated[str | None, Field(description="SQL dialect the query is written in.")] = None,
        max_rows: Annotated[int, Field(ge=1, le=10_000)] = 100,
        timeout_seconds: Annotated[float, Field(gt=0, le=300)] = 10.0,
    ) -> ExecutionResult:
        """Check, then run the query on the source's engine, returning at most ``max_rows`` rows. A query the
        engine fails comes back as a failed result with the engine's error class and message."""
        served = named(source)
        name = served.config.name
        verdict = await check(served, query, dialect)
        if not verdict.valid or verdict.risk == "high":
            problems = [e.message for e in verdict.errors]
            if verdict.risk == "high":
                problems.append("high risk: " + "; ".join(verdict.risk_reasons))
            why = "; ".join(problems)
            log.warning("execution_refused", platform=platform.value, source=name, reason=why)
            record(query, f"refused: {why}", name)
            raise ToolError(f"refused by the executor's own validation: {why}")
        if served.engine is None:
            record(query, "not run: no engine", name)
            return ExecutionResult(
                platform=platform, executed=False, source=name,
                note=f"source {name} declares its schema but has no engine here: the query was delivered, not run",
            )  # fmt: skip
        rows = min(max_rows, settings.execution_max_rows)
        try:
            result = await served.engine.run(
                query, max_rows=rows, timeout=min(timeout_seconds, settings.execution_timeout_seconds)
            )
        except EngineUnavailable as error:
            message = served.config.redact(str(error))
            record(query, f"engine unavailable: {message}", name)
            raise ToolError(f"{UNAVAILABLE} {served.engine.name}: {message}") from None
        except EngineError as error:
            message = served.config.redact(str(error))
            record(query, f"engine error: {error.error_class}: {message}", name)
            return ExecutionResult(
                platform=platform, executed=False, failed=True, error_class=error.error_class, source=name,
                engine=served.engine.name, note=f"{served.engine.name} failed the query: {message}",
            )  # fmt: skip
        record(query, f"ran: {len(result.rows)} rows", name)
        return ExecutionResult(
            platform=platform, executed=True, columns=result.columns, rows=result.rows, row_count=len(result.rows),
            truncated=result.truncated, engine=result.engine, elapsed_ms=round(result.elapsed_ms, 1), source=name,
        )  # fmt: skip

    @server.tool(name="execution_log", annotations=READ_ONLY)
    async def execution_log(limit: Annotated[int, Field(ge=1, le=500)] = 50) -> ExecutionLog:
        """The most recent executions this server was asked for, and what it did with each."""
        return ExecutionLog(executions=list(history)[-limit:])

    return server
