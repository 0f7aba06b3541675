"""The agents host: every A2A agent and MCP tool server of the embedded default, in one process.

Each agent is mounted under ``/agents/<name>`` (card at ``/agents/<name>/.well-known/agent-card.json``)
and each tool server under ``/tools/<name>/mcp``, so the registry can point anywhere: at this host,
or at agents deployed on their own.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from contextlib import AsyncExitStack, asynccontextmanager
from datetime import timedelta

import httpx
from mcp.server import MCPServer
from starlette.applications import Starlette
from starlette.middleware import Middleware
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Mount, Route

from agents.a2a import AgentSpec, agent_app
from agents.data import DATA_AGENTS, data_agent
from agents.estate.demo import DemoEstate
from agents.faults import Faults
from agents.generation.llm import LlmClient
from agents.knowledge import SOURCES, ToolClient, collection_searcher, knowledge_agent, known_error_searcher
from agents.planner import planner_agent
from agents.sources.catalog import SourceCatalog
from agents.tools.executors import executor_server
from agents.tools.knowledge_base import open_knowledge_store
from agents.tools.knowledge_server import KNOWN_ERRORS, knowledge_server, known_error_server
from lexiquery.contracts import Platform
from lexiquery.logging import get_logger
from lexiquery.mcp_transport import transport_security
from lexiquery.serving import serve_process
from lexiquery.settings import Settings
from lexiquery.sources import SourceConfig, load_sources
from lexiquery.telemetry import TRACING, HttpMetrics, metrics_endpoint

log = get_logger(__name__)


def build_host(settings: Settings) -> Starlette:
    """The ASGI app of the agents host."""
    base = settings.resolved_agents_base_url
    store = open_knowledge_store(settings)
    sources = load_sources(settings)  # a bad sources file stops the host here, naming file, line and field
    demo = DemoEstate(
        settings.state_dir / "estate",
        settings.prometheus_port,
        max_age=timedelta(minutes=settings.estate_max_age_minutes),
    )
    http = httpx.AsyncClient()

    async def prepare(source: SourceConfig) -> None:
        if source.demo:  # the demo estate's files and Prometheus are made (or refreshed) before use
            await asyncio.to_thread(demo.ensure_fresh)

    catalog = SourceCatalog(sources, http, ttl_seconds=settings.schema_ttl_seconds, prepare=prepare)
    uses_demo = any(source.demo for source in sources)

    servers: dict[str, MCPServer] = {"knowledge": knowledge_server(store), "known-errors": known_error_server(store)}
    for platform in Platform:
        servers[f"{platform.value}-executor"] = executor_server(platform, catalog, settings)
    clients = {name: ToolClient(f"{base}/tools/{name}/mcp") for name in servers}
    llm = LlmClient(settings, http) if settings.llm_base_url else None
    agents: list[AgentSpec] = [planner_agent()]
    agents += [
        data_agent(spec, clients["knowledge"], clients[f"{spec.platform.value}-executor"], llm) for spec in DATA_AGENTS
    ]
    for source in SOURCES:
        searcher = (
            known_error_searcher(clients["known-errors"])
            if source.name == KNOWN_ERRORS
            else collection_searcher(clients["knowledge"], source.name)
        )
        agents.append(knowledge_agent(source, searcher))
    routes: list[Route | Mount] = [
        Mount(
            f"/agents/{spec.name}",
            app=agent_app(spec, f"{base}/agents/{spec.name}/", Faults.for_agent(settings, spec.name)),
        )
        for spec in agents
    ]
    security = transport_security(settings)
    routes += [
        Mount(
            f"/tools/{name}",
            app=server.streamable_http_app(stateless_http=True, json_response=True, transport_security=security),
        )
        for name, server in servers.items()
    ]

    async def health(_: Request) -> JSONResponse:
        return JSONResponse({"status": "ok", "agents": [spec.name for spec in agents], "tools": sorted(servers)})

    routes += [Route("/health", health), Route("/metrics", metrics_endpoint)]

    @asynccontextmanager
    async def lifespan(_: Starlette) -> AsyncIterator[None]:
        async with AsyncExitStack() as stack:
            for server in servers.values():
                await stack.enter_async_context(server.session_manager.run())
            # Generation reads the demo estate's schemas, so the host is ready only once the estate is loaded.
            if uses_demo:
                await asyncio.to_thread(demo.ensure_fresh)
            log.info(
                "agents_host_ready", url=base, agents=[s.name for s in agents], collections=store.collections(),
                sources=[source.name for source in sources],
            )  # fmt: skip
            try:
                yield
            finally:
                for client in clients.values():
                    await client.close()
                demo.stop()
                await http.aclose()

    return Starlette(routes=routes, lifespan=lifespan, middleware=[TRACING, Middleware(HttpMetrics)])


def main() -> None:
    serve_process("agents", build_host, lambda s: (s.agents_host, s.agents_port))
