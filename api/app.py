"""The HTTP API: submit journeys and poll them. It starts and reads workflows; it never runs the work."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from fastapi import FastAPI
from starlette.middleware import Middleware
from temporalio.client import Client

from api.errors import BodySizeLimit, install_error_handlers
from api.events import Watchers
from api.mcp_server import lexiquery_mcp
from api.routers import agents, approvals, catalog, health, inbox, journeys
from api.routers import sources as sources_router
from lexiquery.mcp_transport import transport_security
from lexiquery.serving import serve_process
from lexiquery.settings import Settings
from lexiquery.sources import load_sources
from lexiquery.telemetry import TRACING, HttpMetrics, metrics_endpoint
from lexiquery.temporal import connect


def create_app(settings: Settings, temporal: Client | None = None) -> FastAPI:
    """The API app; ``temporal`` is connected at start-up unless one is given."""

    mcp = lexiquery_mcp(settings, lambda: app.state.temporal, lambda: app.state.watchers)
    sources = load_sources(settings)  # a bad sources file stops the API here, naming file, line and field

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        app.state.settings = settings
        app.state.temporal = temporal or await connect(settings)
        app.state.watchers = Watchers(app.state.temporal)  # one reader per watched journey, fanned out
        async with mcp.session_manager.run():
            yield

    app = FastAPI(
        title="LexiQuery",
        version="0.1.0",
        summary="Plain-language questions in, validated queries out; every request a durable journey.",
        lifespan=lifespan,
        # Outermost first: the journey's trace starts with the request's span.
        middleware=[TRACING, Middleware(HttpMetrics), Middleware(BodySizeLimit, limit=settings.api_max_body_bytes)],
    )
    app.state.sources = sources
    install_error_handlers(app)
    app.add_route("/metrics", metrics_endpoint, include_in_schema=False)
    app.include_router(health.router)
    app.include_router(journeys.router)
    app.include_router(agents.router)
    app.include_router(catalog.router)
    app.include_router(approvals.router)
    app.include_router(inbox.router)  # the approvals inbox page, for people (HTML)
    app.include_router(sources_router.router)
    # LexiQuery as an MCP server, at /mcp (streamable HTTP), beside the HTTP API it shares a service layer with.
    mcp_app = mcp.streamable_http_app(
        stateless_http=True, json_response=True, transport_security=transport_security(settings)
    )
    app.router.routes.extend(mcp_app.routes)
    return app


def main() -> None:
    serve_process("api", create_app, lambda s: (s.api_host, s.api_port))
