"""The MCP tool servers an agents host serves, and their tools: what the health check, the catalog and an
investigation's tool check all read (its ``/health`` names the servers; each lists its tools over MCP)."""

from __future__ import annotations

import httpx
from mcp import Client as McpClient
from mcp.types import Tool


async def tool_servers(http: httpx.AsyncClient, base: str) -> list[str]:
    """The names of the MCP servers the agents host at ``base`` serves (httpx errors, ValueError or KeyError when
    it cannot be read)."""
    listed: list[str] = (await http.get(f"{base}/health")).json()["tools"]
    return listed


async def tools_of(base: str, server: str) -> list[Tool]:
    """Every tool one of those servers lists."""
    async with McpClient(f"{base}/tools/{server}/mcp") as client:
        return list((await client.list_tools()).tools)
