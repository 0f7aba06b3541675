"""LexiQuery as an MCP server: ``ask``, ``journey_status``, ``decide_gate`` and ``list_journeys``.

Served by the API process at ``/mcp`` (streamable HTTP) and backed by the same service layer as the
HTTP endpoints — not by calling them — with the same authentication (API key or, without keys, the
``X-LexiQuery-Principal`` header) and the same roles. ``python -m api.mcp_server`` serves it on
stdio for desktop clients.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Annotated, Any, TypeVar

from mcp.server import MCPServer
from mcp.server.mcpserver import Context
from mcp.server.mcpserver.exceptions import ToolError
from pydantic import Field
from temporalio.client import Client

from api.auth import Principal, authenticate, require
from api.errors import ProblemError
from api.events import Watchers, next_change
from api.routers.journeys import SubmitJourney, new_request
from api.service import JourneyPage, decide_gate, list_journeys, read_journey, start_journey
from lexiquery.contracts import Decision, Gate, GateDecisionInput, JourneyStatus, Phase, Platform, Role
from lexiquery.settings import Settings

T = TypeVar("T")
MAX_WAIT_SECONDS = 300


def lexiquery_mcp(settings: Settings, temporal: Callable[[], Client], watchers: Callable[[], Watchers]) -> MCPServer:
    server = MCPServer(
        "lexiquery",
        instructions="Ask operations and security questions in plain language; get validated KQL, SPL, SQL and "
        "PromQL grounded in the team's knowledge. Journeys may wait at approval gates for a person.",
    )

    def caller(ctx: Context, role: Role) -> Principal:
        request = ctx.request_context.request
        headers = request.headers if request is not None else {}
        principal = authenticate(
            settings, headers.get("authorization"), headers.get("x-api-key"), headers.get("x-lexiquery-principal")
        )
        return require(principal, role)

    async def answer(call: Awaitable[T]) -> T:
        try:
            return await call
        except ProblemError as problem:
            raise ToolError(f"{problem.title}: {problem.detail}" if problem.detail else problem.title) from None

    @server.tool(name="ask")
    async def ask(
        ctx: Context,
        question: Annotated[str, Field(min_length=1, max_length=2000, description="The question, in plain language.")],
        platforms: Annotated[
            list[Platform], Field(max_length=4, description="kql, spl, sql, promql; empty: inferred.")
        ] = [],  # noqa: B006
        execute: Annotated[bool, Field(description="Run the queries once approved.")] = False,
        wait_seconds: Annotated[
            float, Field(ge=0, le=MAX_WAIT_SECONDS, description="Wait this long for the end.")
        ] = 60,
    ) -> JourneyStatus:
        """Start a journey; wait (with progress notifications) until it ends, waits at a gate, or time runs out."""
        principal = caller(ctx, "operator")
        try:
            body = SubmitJourney(question=question, platforms=platforms or [], execute=execute)
        except ValueError as exc:
            raise ToolError(str(exc)) from None
        journey_id, _ = await answer(start_journey(temporal(), settings, new_request(settings, body, principal)))
        status = await answer(read_journey(temporal(), journey_id))
        remaining = wait_seconds
        while not status.state.terminal and status.state is not Phase.AWAITING_APPROVAL and remaining > 0:
            step = min(remaining, 10.0)
            status = await answer(next_change(watchers(), journey_id, status, step))  # the API's one watcher
            remaining -= step
            await ctx.report_progress(len(status.phase_history), None, status.state.value)
        return status

    @server.tool(name="journey_status")
    async def journey_status(
        ctx: Context, journey_id: Annotated[str, Field(min_length=1, max_length=200)]
    ) -> JourneyStatus:
        """A journey's phase, queries, gates and result."""
        caller(ctx, "viewer")
        return await answer(read_journey(temporal(), journey_id))

    @server.tool(name="decide_gate")
    async def decide(
        ctx: Context,
        journey_id: Annotated[str, Field(min_length=1, max_length=200)],
        gate_id: Annotated[str, Field(min_length=1, max_length=100)],
        decision: Decision,
        comment: Annotated[str | None, Field(max_length=2000)] = None,
        clarified: Annotated[str | None, Field(max_length=2000, description="For a clarification gate.")] = None,
    ) -> Gate:
        """Approve or reject a journey's open gate (refused, with the reason, when the caller may not)."""
        principal = caller(ctx, "viewer")
        payload = GateDecisionInput(
            gate_id=gate_id, principal=principal.name, roles=principal.effective_roles, decision=decision,
            comment=comment, clarified=clarified,
        )  # fmt: skip
        return await answer(decide_gate(temporal(), journey_id, payload))

    @server.tool(name="list_journeys")
    async def journeys(
        ctx: Context,
        state: Phase | None = None,
        platform: Platform | None = None,
        requester: str | None = None,
        limit: Annotated[int, Field(ge=1, le=100)] = 20,
        cursor: str | None = None,
    ) -> JourneyPage:
        """Journeys, newest first, filtered; pass ``next_cursor`` back as ``cursor`` for the next page."""
        caller(ctx, "viewer")
        return await answer(list_journeys(
            temporal(), settings, state=state, platform=platform.value if platform else None, requester=requester,
            since=None, limit=limit, cursor=cursor,
        ))  # fmt: skip

    return server


def main() -> None:
    """Serve on stdio (for desktop MCP clients); connects to the Temporal server named by the settings."""
    import anyio

    from lexiquery.telemetry import configure_tracing
    from lexiquery.temporal import connect

    settings = Settings()
    configure_tracing(settings, process="mcp-stdio")
    client: dict[str, Any] = {}

    async def serve() -> None:
        client["temporal"] = await connect(settings)
        client["watchers"] = Watchers(client["temporal"])
        await lexiquery_mcp(settings, lambda: client["temporal"], lambda: client["watchers"]).run_stdio_async()

    anyio.run(serve)


if __name__ == "__main__":
    main()
