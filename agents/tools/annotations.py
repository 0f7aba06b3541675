"""What each of the product's MCP tools does to the world, said as MCP tool annotations (the catalog reads its
risk tiers from them, as it would from any other MCP server's)."""

from __future__ import annotations

from mcp.types import ToolAnnotations

READ_ONLY = ToolAnnotations(read_only_hint=True, destructive_hint=False, open_world_hint=False)
WRITES_KNOWLEDGE = ToolAnnotations(
    read_only_hint=False, destructive_hint=False, idempotent_hint=True, open_world_hint=False
)
# Reads the team's own data sources (engines outside this process): a journey runs it behind an approval.
RUNS_QUERIES = ToolAnnotations(read_only_hint=True, destructive_hint=False, open_world_hint=True)
