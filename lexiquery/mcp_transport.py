"""The Host and Origin headers LexiQuery's MCP servers accept (DNS-rebinding protection)."""

from __future__ import annotations

from mcp.server.transport_security import TransportSecuritySettings

from lexiquery.settings import Settings


def transport_security(settings: Settings) -> TransportSecuritySettings:
    hosts = ["127.0.0.1:*", "localhost:*", "[::1]:*", *settings.mcp_allowed_hosts]
    return TransportSecuritySettings(allowed_hosts=hosts, allowed_origins=[f"http://{host}" for host in hosts])
