"""LexiQuery as an MCP server, driven by an MCP client over streamable HTTP at the API's /mcp."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from mcp import Client as McpClient

pytestmark = pytest.mark.usefixtures("worker")


async def call(client: McpClient, tool: str, **arguments: Any) -> dict[str, Any]:
    result = await client.call_tool(tool, arguments)
    assert not result.is_error, result.content
    structured: dict[str, Any] = result.structured_content
    return structured


async def test_ask_clarify_and_list_through_mcp(api_url: str) -> None:
    async with McpClient(f"{api_url}/mcp") as client:
        tools = {tool.name for tool in (await client.list_tools()).tools}
        assert tools == {"ask", "journey_status", "decide_gate", "list_journeys"}

        done = await call(client, "ask", question="failed sign-ins in the last hour", platforms=["kql"])
        assert done["state"] == "COMPLETED"
        assert done["queries"][0]["query"].startswith("SigninLogs")

        waiting = await call(client, "ask", question="logs?", wait_seconds=30)
        assert waiting["state"] == "AWAITING_APPROVAL"
        gate = waiting["gates"][0]
        decided = await call(client, "decide_gate", journey_id=waiting["journey_id"], gate_id=gate["id"],
                             decision="approve", clarified="failed sign-ins for admins in the last hour")  # fmt: skip
        assert (decided["decision"], decided["decided_by"]) == ("approve", "anonymous")
        for _ in range(100):
            status = await call(client, "journey_status", journey_id=waiting["journey_id"])
            if status["state"] == "COMPLETED":
                break
            await asyncio.sleep(0.1)
        assert status["question"] == "failed sign-ins for admins in the last hour"

        unknown = await client.call_tool("journey_status", {"journey_id": "journey-nope"})
        assert unknown.is_error
        assert "No such journey" in unknown.content[0].text  # type: ignore[union-attr]
        again = await client.call_tool("decide_gate", {"journey_id": waiting["journey_id"], "gate_id": gate["id"],
                                                       "decision": "reject"})  # fmt: skip
        assert again.is_error
        assert "The journey has ended" in again.content[0].text  # type: ignore[union-attr]

        for _ in range(100):  # visibility is eventually consistent
            listed = await call(client, "list_journeys", limit=100)
            if {done["journey_id"], waiting["journey_id"]} <= {j["journey_id"] for j in listed["journeys"]}:
                break
            await asyncio.sleep(0.1)
        else:
            raise AssertionError("the journeys never appeared in list_journeys")
