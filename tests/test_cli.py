"""The ``lexiquery`` CLI against the live test API, as a user runs it (a separate process)."""

from __future__ import annotations

import asyncio
import json
import sys
from typing import Any

import pytest

from lexiquery.loopback import free_port
from tests.test_e2e import wait_for_gate

pytestmark = pytest.mark.usefixtures("worker")


async def lexiquery(*args: str, api_url: str, principal: str | None = None) -> tuple[int, str, str]:
    """Run the CLI without blocking this event loop (the worker and API under test run on it)."""
    who = ["--as", principal] if principal else []
    process = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "lexiquery", "--api-url", api_url, *who, *args,
        stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE,
    )  # fmt: skip
    stdout, stderr = await asyncio.wait_for(process.communicate(), timeout=120)
    assert process.returncode is not None
    return process.returncode, stdout.decode(), stderr.decode()


async def test_ask_follows_the_journey_and_prints_json(api_url: str) -> None:
    code, out, _ = await lexiquery("ask", "failed sign-ins in the last hour", "--platform", "kql", "--json",
                                   api_url=api_url)  # fmt: skip
    assert code == 0
    journey = json.loads(out)
    assert journey["state"] == "COMPLETED"
    assert journey["queries"][0]["platform"] == "kql"


async def test_approve_status_and_audit_from_the_cli(api_url: str, api: Any) -> None:
    code, out, _ = await lexiquery("ask", "failed sign-ins in the last hour", "--platform", "kql", "--execute",
                                   "--no-wait", "--json", api_url=api_url, principal="alice")  # fmt: skip
    assert code == 0
    accepted = json.loads(out)
    journey_id = accepted["journey_id"]
    await wait_for_gate(api, accepted["status_url"])
    code, _, err = await lexiquery("approve", journey_id, "execution-1", api_url=api_url, principal="alice")
    assert code == 6  # four-eyes: the requester may not approve their own execution
    assert "may not approve" in err
    code, out, _ = await lexiquery("approve", journey_id, "execution-1", "--comment", "ok", api_url=api_url,
                                   principal="bob")  # fmt: skip
    assert (code, out.strip()) == (0, "execution-1: approve by bob")
    for _ in range(100):
        code, out, _ = await lexiquery("status", journey_id, "--json", api_url=api_url)
        if json.loads(out)["state"] == "COMPLETED":
            break
        await asyncio.sleep(0.2)
    assert json.loads(out)["executions"][0]["executed"]
    code, out, _ = await lexiquery("audit", journey_id, api_url=api_url)
    assert code == 0
    assert "gate approved bob: execution-1 — ok" in out


async def test_cli_errors_are_clear_and_have_exit_codes(api_url: str) -> None:
    code, _, err = await lexiquery("status", "journey-nope", api_url=api_url)
    assert code == 4
    assert "No such journey" in err
    stopped = f"http://127.0.0.1:{free_port()}"
    code, _, err = await lexiquery("list", api_url=stopped)
    assert code == 5
    assert f"cannot reach the LexiQuery API at {stopped}" in err


async def test_agents_and_ask_with_a_window_and_labels(api_url: str) -> None:
    code, out, _ = await lexiquery("agents", "--json", api_url=api_url)
    assert code == 0
    agents = {agent["name"]: agent for agent in json.loads(out)}
    assert agents["planner"]["up"]
    assert "plan-journey" in agents["planner"]["card"]["skills"]
    code, out, _ = await lexiquery("agents", api_url=api_url)
    assert code == 0
    assert "planner" in out
    assert "up" in out
    code, out, _ = await lexiquery("ask", "failed sign-ins", "--platform", "kql", "--time-range", "3h",
                                   "--context", "ticket=INC-1", api_url=api_url)  # fmt: skip
    assert code == 0
    assert "GATHERING_KNOWLEDGE" in out  # piped: one line per phase
    assert "ago(3h)" in out
    code, _, err = await lexiquery("ask", "failed sign-ins", "--context", "no-equals-sign", api_url=api_url)
    assert code == 2
    assert "key=value" in err


def test_the_live_panel_shows_phases_open_gates_and_cost() -> None:
    from rich.console import Console

    from lexiquery.remote import progress_panel

    journey = {
        "journey_id": "journey-1",
        "state": "AWAITING_APPROVAL",
        "phase_history": [
            {"phase": "PLANNING", "duration_ms": 412.0},
            {"phase": "AWAITING_APPROVAL", "duration_ms": None},
        ],
        "gates": [{"id": "execution-1", "reason": "run the KQL query?", "roles": ["approver"], "decision": None}],
        "budget": {"spent": {"mcp_calls": 4, "llm_calls": 0, "tokens": 0, "cost_usd": 0.0}},
    }
    console = Console(record=True, width=120)
    console.print(progress_panel(journey))
    text = console.export_text()
    for expected in ("journey-1 · AWAITING_APPROVAL", "PLANNING", "0.41 s", "gate execution-1", "run the KQL query?",
                     "lexiquery approve journey-1 execution-1", "4 tool calls"):  # fmt: skip
        assert expected in text
