"""The agents host: every A2A agent and MCP tool server of the embedded default, in one process.

Each agent is mounted under ``/agents/<name>`` (card at ``/agents/<name>/.well-known/agent-card.json``)
and each tool server under ``/tools/<name>/mcp``, so the registry can point anywhere: at this host,
or at agents deployed on their own.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import AsyncExitStack, asynccontextmanager

import uvicorn
from mcp.server import MCPServer
from mcp.server.transport_security import TransportSecuritySettings
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Mount, Route

from agents.a2a import AgentSpec, agent_app
from agents.data import kql_agent
from agents.faults import Faults
from agents.knowledge import knowledge_agent
from agents.planner import planner_agent
from agents.tools.knowledge_server import knowledge_server
from agents.tools.store import SqliteKnowledgeStore
from lexiquery.logging import configure_logging, get_logger
from lexiquery.settings import Settings

log = get_logger(__name__)


def _transport_security(settings: Settings) -> TransportSecuritySettings:
    hosts = ["127.0.0.1:*", "localhost:*", "[::1]:*", *settings.mcp_allowed_hosts]
    return TransportSecuritySettings(
        allowed_hosts=hosts, allowed_origins=[f"http://{host}" for host in hosts]
    )


def build_host(settings: Settings) -> Starlette:
    """The ASGI app of the agents host."""
    base = settings.resolved_agents_base_url
    store = SqliteKnowledgeStore()
    store.load_directory("sop", settings.knowledge_dir / "sops")
    tool_servers: dict[str, MCPServer] = {"knowledge": knowledge_server(store)}
    agents: list[AgentSpec] = [
        planner_agent(),
        knowledge_agent(
            "sop-knowledge",
            source="sop",
            collection="sop",
            mcp_url=f"{base}/tools/knowledge/mcp",
            description="Standard operating procedures: how this team investigates and responds.",
        ),
        kql_agent(),
    ]
    routes: list[Route | Mount] = [
        Mount(
            f"/agents/{spec.name}",
            app=agent_app(spec, f"{base}/agents/{spec.name}/", Faults.for_agent(settings, spec.name)),
        )
        for spec in agents
    ]
    routes += [
        Mount(
            f"/tools/{name}",
            app=server.streamable_http_app(
                stateless_http=True, json_response=True, transport_security=_transport_security(settings)
            ),
        )
        for name, server in tool_servers.items()
    ]

    async def health(_: Request) -> JSONResponse:
        return JSONResponse(
            {"status": "ok", "agents": [spec.name for spec in agents], "tools": sorted(tool_servers)}
        )

    routes.append(Route("/health", health))

    @asynccontextmanager
    async def lifespan(_: Starlette) -> AsyncIterator[None]:
        async with AsyncExitStack() as stack:
            for server in tool_servers.values():
                await stack.enter_async_context(server.session_manager.run())
            log.info(
                "agents_host_ready",
                url=base,
                agents=[s.name for s in agents],
                collections=store.collections(),
            )
            yield

    return Starlette(routes=routes, lifespan=lifespan)


def main() -> None:
    settings = Settings()
    configure_logging(settings, process="agents")
    uvicorn.run(
        build_host(settings),
        host=settings.agents_host,
        port=settings.agents_port,
        log_config=None,
        access_log=False,
    )
