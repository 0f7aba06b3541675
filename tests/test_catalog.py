"""The catalog (#19): one list of what a plan's steps may call, from the running agents host."""

from __future__ import annotations

import asyncio
import subprocess
import sys
from typing import Any

import httpx
import pytest

from lexiquery.settings import Settings
from lexiquery.stack import settings_env

pytestmark = pytest.mark.usefixtures("agents_host")


async def test_the_catalog_lists_agents_tools_functions_and_code_exec(api: httpx.AsyncClient) -> None:
    answer = await api.get("/v1/catalog")
    assert answer.status_code == 200, answer.text
    entries: dict[str, dict[str, Any]] = {entry["name"]: entry for entry in answer.json()}
    assert {entry["kind"] for entry in entries.values()} == {"agent", "mcp_tool", "function", "code_exec"}
    assert entries["planner/plan-journey"]["kind"] == "agent"
    search = entries["knowledge.semantic_search"]
    assert (search["kind"], search["risk"], search["needs_approval"]) == ("mcp_tool", "low", False)
    assert "query" in search["input_schema"]["properties"]
    assert entries["knowledge.add_documents"]["risk"] == "medium"  # it writes
    run = entries["kql-executor.execute_query"]
    assert (run["risk"], run["needs_approval"]) == ("medium", True)  # it reads the team's data sources
    join = entries["join"]
    assert join["kind"] == "function"
    assert {"left", "right"} <= set(join["input_schema"]["properties"])
    code = entries["code_exec"]
    assert (code["risk"], code["needs_approval"]) == ("high", True)
    assert code["input_schema"]["required"] == ["code"]


async def test_the_cli_shows_the_catalog(settings: Settings, api_url: str) -> None:
    run = await asyncio.to_thread(
        subprocess.run,
        [sys.executable, "-m", "lexiquery", "--api-url", api_url, "catalog"],
        env=settings_env(settings) | {"COLUMNS": "200"}, capture_output=True, text=True, timeout=60,
    )  # fmt: skip
    assert run.returncode == 0, run.stderr
    assert "code_exec" in run.stdout
    assert "knowledge.semantic_search" in run.stdout
    assert "high (approval)" in run.stdout
