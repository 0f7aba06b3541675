"""LexiQuery's MCP server driven by a third-party client: the MCP Inspector's CLI mode (Node.js).

The Inspector is the npm package pinned by ``tools/mcp-inspector/package-lock.json`` and installed by
``make test-packages`` (``npm ci``); nothing is downloaded here. It runs as an asyncio subprocess, never
a blocking one: the API, Temporal workers and agents host it talks to serve from this test's event loop.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import shutil
import signal
import time
from pathlib import Path
from typing import Any

import pytest

from lexiquery.settings import PROJECT_ROOT, Settings

INSPECTOR_DIR = PROJECT_ROOT / "tools" / "mcp-inspector"
INSPECTOR = INSPECTOR_DIR / "node_modules" / ".bin" / "mcp-inspector"
TOOLS = {"ask", "journey_status", "decide_gate", "list_journeys"}
TERMINAL = {"COMPLETED", "FAILED", "REJECTED", "CANCELLED"}
TIMEOUT_SECONDS = 90.0


def inspector() -> Path:
    """The installed Inspector CLI; a missing install fails (CI must not silently skip the client)."""
    if not INSPECTOR.exists():
        pytest.fail(
            f"the MCP Inspector is not installed ({INSPECTOR} is missing): run `make test-packages`, "
            f"which runs `npm ci --prefix {INSPECTOR_DIR.relative_to(PROJECT_ROOT)}`",
            pytrace=False,
        )
    if shutil.which("node") is None:
        pytest.fail("node is not on PATH: the MCP Inspector needs Node.js >= 20", pytrace=False)
    return INSPECTOR


async def inspect(*args: str, timeout: float = TIMEOUT_SECONDS) -> dict[str, Any]:
    """Run ``mcp-inspector --cli *args`` and parse the JSON it prints; fail on a non-zero exit or a timeout."""
    command = [str(inspector()), "--cli", *args]
    started = time.monotonic()
    process = await asyncio.create_subprocess_exec(
        *command,
        stdin=asyncio.subprocess.DEVNULL,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
        cwd=PROJECT_ROOT,
        start_new_session=True,  # its own process group: a timeout ends node and whatever it spawned
    )
    try:
        stdout, stderr = await asyncio.wait_for(process.communicate(), timeout)
    except TimeoutError:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(process.pid, signal.SIGKILL)
        await process.wait()
        raise AssertionError(f"the MCP Inspector took over {timeout:.0f}s: {command}") from None
    finally:
        with contextlib.suppress(ProcessLookupError):  # the stdio server it spawned, should it linger
            os.killpg(process.pid, signal.SIGTERM)
    elapsed = time.monotonic() - started
    out, err = stdout.decode(errors="replace"), stderr.decode(errors="replace")
    assert process.returncode == 0, f"{command} exited {process.returncode} after {elapsed:.1f}s:\n{out}\n{err}"
    try:
        result: dict[str, Any] = json.loads(out)
    except json.JSONDecodeError:
        raise AssertionError(f"{command} printed no JSON:\n{out}\n{err}") from None
    return result


def text(result: dict[str, Any]) -> str:
    return "\n".join(item["text"] for item in result["content"] if item.get("type") == "text")


async def test_inspector_lists_the_tools_over_http(api_url: str) -> None:
    listed = await inspect(f"{api_url}/mcp", "--transport", "http", "--method", "tools/list")
    tools = {tool["name"]: tool for tool in listed["tools"]}
    assert set(tools) == TOOLS
    assert tools["ask"]["inputSchema"]["required"] == ["question"]
    assert "journey_id" in tools["journey_status"]["inputSchema"]["properties"]


async def test_inspector_calls_list_journeys_over_http(api_url: str) -> None:
    result = await inspect(
        f"{api_url}/mcp", "--transport", "http", "--method", "tools/call",
        "--tool-name", "list_journeys", "--tool-arg", "limit=5",
    )  # fmt: skip
    assert not result.get("isError"), text(result)
    page = result["structuredContent"]
    assert isinstance(page["journeys"], list)
    assert len(page["journeys"]) <= 5
    assert "next_cursor" in page


async def test_inspector_sees_an_unknown_journey_as_a_tool_error(api_url: str) -> None:
    result = await inspect(
        f"{api_url}/mcp", "--transport", "http", "--method", "tools/call",
        "--tool-name", "journey_status", "--tool-arg", "journey_id=journey-inspector-nope",
    )  # fmt: skip
    assert result["isError"] is True
    assert "No such journey" in text(result)
    assert "journey-inspector-nope" in text(result)


@pytest.mark.usefixtures("worker")
async def test_inspector_asks_a_question_over_http(api_url: str) -> None:
    # The Inspector's client gives up on a request after 60s (the TypeScript SDK's default, not settable in its
    # CLI), so ask waits less than that; on a slow machine the journey is then followed with journey_status.
    result = await inspect(
        f"{api_url}/mcp", "--transport", "http", "--method", "tools/call", "--tool-name", "ask",
        "--tool-arg", "question=failed sign-ins in the last hour", 'platforms=["kql"]', "wait_seconds=30",
    )  # fmt: skip
    assert not result.get("isError"), text(result)
    status = result["structuredContent"]
    journey_id = status["journey_id"]
    assert journey_id
    assert json.loads(text(result))["journey_id"] == journey_id  # the text block mirrors the structured result
    assert (status["platforms"], status["requester"]) == (["kql"], "anonymous")  # open API, no principal header

    deadline = time.monotonic() + 120
    while True:  # journey_status of a real journey: its full JourneyStatus, checked by the client's own schema check
        status = (await inspect(
            f"{api_url}/mcp", "--method", "tools/call",  # the transport inferred from the /mcp path
            "--tool-name", "journey_status", "--tool-arg", f"journey_id={journey_id}",
        ))["structuredContent"]  # fmt: skip
        if status["state"] in TERMINAL or time.monotonic() > deadline:
            break
        await asyncio.sleep(1)
    assert status["state"] == "COMPLETED", (status["state"], status.get("error"))
    assert status["queries"][0]["query"].startswith("SigninLogs")


def stdio_env(settings: Settings) -> dict[str, str]:
    """What ``python -m api.mcp_server`` needs to reach the tests' Temporal server and journeys."""
    return {
        "LEXIQUERY_TEMPORAL_ADDRESS": settings.temporal_address,
        "LEXIQUERY_TEMPORAL_NAMESPACE": settings.temporal_namespace,
        "LEXIQUERY_TASK_QUEUE": settings.task_queue,
        "LEXIQUERY_STATE_DIR": str(settings.state_dir),
    }


def uv() -> str:
    """The uv running these tests (``uv run`` names itself in $UV), else the one on PATH."""
    found = os.environ.get("UV") or shutil.which("uv")
    if found is None:
        pytest.fail("uv is not on PATH: the stdio server is started as `uv run --frozen python -m api.mcp_server`")
    return found


async def test_inspector_spawns_the_stdio_server(settings: Settings) -> None:
    env = [arg for key, value in stdio_env(settings).items() for arg in ("-e", f"{key}={value}")]
    listed = await inspect(
        *env, "--method", "tools/list", "--", uv(), "run", "--frozen", "python", "-m", "api.mcp_server"
    )
    assert {tool["name"] for tool in listed["tools"]} == TOOLS


async def test_inspector_runs_a_desktop_client_config(settings: Settings, tmp_path: Path) -> None:
    """The ``mcpServers`` config a desktop client takes (stdio), read by the Inspector's --config."""
    config = {
        "mcpServers": {
            "lexiquery": {
                "command": uv(),
                "args": ["--directory", str(PROJECT_ROOT), "run", "--frozen", "python", "-m", "api.mcp_server"],
                "env": stdio_env(settings),
            }
        }
    }
    path = tmp_path / "mcp.json"
    path.write_text(json.dumps(config))
    result = await inspect(
        "--config", str(path), "--server", "lexiquery", "--method", "tools/call",
        "--tool-name", "journey_status", "--tool-arg", "journey_id=journey-stdio-nope",
    )  # fmt: skip
    assert result["isError"] is True
    assert "No such journey: no journey 'journey-stdio-nope'" in text(result)
