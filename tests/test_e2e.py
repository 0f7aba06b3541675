"""End to end: real API over HTTP → real Temporal → real worker → real A2A agents → real MCP server."""

from __future__ import annotations

import asyncio
import json
import subprocess
import time
from typing import Any

import httpx
import pytest
from temporalio.api.sdk.v1 import WorkflowMetadata
from temporalio.client import Client

from activities.ledger import SqliteCostLedger
from lexiquery.settings import Settings
from lexiquery.temporal import temporal_binary
from tests.histories import record_history

pytestmark = pytest.mark.usefixtures("worker")


async def wait_for_end(api: httpx.AsyncClient, status_url: str, timeout: float = 60) -> dict[str, Any]:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        response = await api.get(status_url)
        assert response.status_code == 200, response.text
        body: dict[str, Any] = response.json()
        if body["state"] in ("COMPLETED", "FAILED", "REJECTED", "CANCELLED"):
            return body
        await asyncio.sleep(0.1)
    raise AssertionError(f"journey did not end within {timeout}s: {body['state']}, gates {body['gates']}")


async def test_failed_signins_journey_end_to_end(
    api: httpx.AsyncClient, settings: Settings, temporal_client: Client
) -> None:
    submitted = await api.post(
        "/v1/journeys", json={"question": "failed sign-ins in the last hour", "platforms": ["kql"]}
    )
    assert submitted.status_code == 202, submitted.text
    accepted = submitted.json()
    journey_id = accepted["journey_id"]
    assert accepted["status_url"].endswith(f"/v1/journeys/{journey_id}")
    assert accepted["web_ui_url"].endswith(f"/namespaces/default/workflows/{journey_id}")

    journey = await wait_for_end(api, accepted["status_url"])

    assert journey["state"] == "COMPLETED", journey.get("error")
    assert [p["phase"] for p in journey["phase_history"]] == [
        "PENDING",
        "DISCOVERING",
        "PLANNING",
        "GATHERING_KNOWLEDGE",
        "GENERATING_QUERIES",
        "VALIDATING",
        "AGGREGATING",
        "COMPLETED",
    ]
    [query] = journey["queries"]
    assert query["platform"] == "kql"
    assert query["query"].startswith("SigninLogs\n| where TimeGenerated > ago(1h)")
    assert '| where ResultType !in ("0", "50074", "50076", "50140")' in query["query"]  # interrupts are not failures
    [check] = journey["validation"]
    assert check["valid"] is True
    assert check["risk"] == "low"
    assert check["tables"] == ["SigninLogs"]

    knowledge = {k["source"]: k for k in journey["knowledge"]}
    assert set(knowledge) == {"sop", "docs", "known_errors"}
    assert knowledge["sop"]["agent"] == "sop-knowledge"
    assert "SOP-IAM-001" in {item["document_id"] for item in knowledge["sop"]["items"]}

    costs = journey["cost_summary"]
    assert costs["journey_id"] == journey_id
    # three knowledge searches; generation: the source listing, the query library and the check against the schema
    assert costs["totals"]["mcp_calls"] == 6
    assert costs["totals"]["llm_calls"] == 0
    assert set(costs["by_agent"]) == {"planner", "sop-knowledge", "docs-knowledge", "known-error-knowledge", "kql-data"}
    assert set(costs["by_service"]) == {"llm", "mcp"}
    assert costs["by_model"] == {"deterministic": costs["totals"]}

    ledger = SqliteCostLedger(settings.resolved_ledger_path).get(journey_id)
    assert ledger is not None
    assert ledger.model_dump(mode="json")["totals"] == costs["totals"]
    await record_history(temporal_client.get_workflow_handle(journey_id), "happy-path")


async def test_status_of_unknown_journey_is_404(api: httpx.AsyncClient) -> None:
    response = await api.get("/v1/journeys/journey-does-not-exist")
    assert response.status_code == 404
    assert response.headers["content-type"] == "application/problem+json"
    assert response.json()["type"].endswith("/journey-not-found")


async def test_web_ui_and_cli_see_what_the_journey_does(
    api: httpx.AsyncClient, temporal_client: Client, settings: Settings
) -> None:
    question = "failed sign-ins for admins in the last hour"
    accepted = (await api.post("/v1/journeys", json={"question": question, "platforms": ["kql"]})).json()
    journey = await wait_for_end(api, accepted["status_url"])
    assert journey["state"] == "COMPLETED"
    handle = temporal_client.get_workflow_handle(journey["journey_id"])

    description = await handle.describe()
    assert await description.static_summary() == question
    assert await description.static_details() == "platforms: kql; requester: anonymous"
    assert description.search_attributes["JourneyState"] == ["COMPLETED"]
    assert description.search_attributes["JourneyPlatforms"] == ["kql"]
    assert description.search_attributes["JourneyRequester"] == ["anonymous"]

    metadata = await handle.query("__temporal_workflow_metadata", result_type=WorkflowMetadata)
    assert metadata.current_details.startswith(f"**COMPLETED** · {question}")
    assert "knowledge from: " in metadata.current_details

    converter = temporal_client.data_converter.payload_converter
    summaries = [  # activities, and local activities (their markers), as the Web UI names them
        converter.from_payload(event.user_metadata.summary, str)
        for event in (await handle.fetch_history()).events
        if event.HasField("activity_task_scheduled_event_attributes")
        or (event.HasField("marker_recorded_event_attributes") and event.user_metadata.HasField("summary"))
    ]
    assert summaries[:2] == ["discover agents", "plan"]
    assert sorted(summaries[2:5]) == ["knowledge: docs", "knowledge: known_errors", "knowledge: sop"]
    assert summaries[5:] == ["generate: kql", "validate", "aggregate cost"]

    listed = subprocess.run(
        [
            str(temporal_binary()), "workflow", "list", "--address", settings.temporal_address,
            "--query", f"JourneyState='COMPLETED' AND JourneyPlatforms='kql' AND WorkflowId='{handle.id}'",
            "--output", "json",
        ],
        capture_output=True, text=True, check=True, timeout=30,
    )  # fmt: skip
    assert [row["execution"]["workflowId"] for row in json.loads(listed.stdout)] == [handle.id]


async def test_a_how_to_question_is_answered_from_knowledge_with_references(api: httpx.AsyncClient) -> None:
    accepted = (
        await api.post("/v1/journeys", json={"question": "how do we investigate a password spray alert?"})
    ).json()
    journey = await wait_for_end(api, accepted["status_url"])
    assert journey["state"] == "COMPLETED", journey.get("error")
    assert journey["plan"]["intent"] == "question"
    assert journey["queries"] == []
    assert [p["phase"] for p in journey["phase_history"]][-3:] == ["GATHERING_KNOWLEDGE", "AGGREGATING", "COMPLETED"]
    assert {k["source"] for k in journey["knowledge"]} == {"sop", "known_errors", "wiki", "docs", "runbooks"}
    answer = journey["answer"]
    assert answer["kind"] == "answer"
    assert answer["statements"]
    cited = {s["reference"]["document_id"] for s in answer["statements"]}
    retrieved = {item["document_id"] for k in journey["knowledge"] for item in k["items"]}
    assert cited <= retrieved
    assert "sop" in {s["reference"]["collection"] for s in answer["statements"]}  # a procedure, for a how-to
    assert all(s["text"] in answer["text"] for s in answer["statements"])


async def test_a_greeting_gets_a_reply(api: httpx.AsyncClient) -> None:
    accepted = (await api.post("/v1/journeys", json={"question": "thanks, that helped!"})).json()
    journey = await wait_for_end(api, accepted["status_url"])
    assert journey["state"] == "COMPLETED"
    assert journey["answer"]["kind"] == "greeting"
    assert journey["knowledge"] == []
    assert [p["phase"] for p in journey["phase_history"]][-3:] == ["PLANNING", "AGGREGATING", "COMPLETED"]


async def test_an_unclear_question_asks_the_requester_and_plans_again(api: httpx.AsyncClient) -> None:
    alice = {"X-LexiQuery-Principal": "alice"}
    accepted = (await api.post("/v1/journeys", json={"question": "logs?"}, headers=alice)).json()
    gate = await wait_for_gate(api, accepted["status_url"])
    assert gate["kind"] == "clarification"
    assert gate["reason"]  # the planner's question
    url = f"{accepted['status_url']}/approvals/{gate['id']}"
    incomplete = await api.post(url, json={"decision": "approve"}, headers=alice)
    assert incomplete.status_code == 422, incomplete.text
    clarified = {"decision": "approve", "clarified": "failed sign-ins for admins in the last hour"}
    decided = await api.post(url, json=clarified, headers=alice)  # the requester may clarify their own question
    assert decided.status_code == 200, decided.text
    journey = await wait_for_end(api, accepted["status_url"])
    assert journey["state"] == "COMPLETED", journey.get("error")
    assert journey["question"] == "failed sign-ins for admins in the last hour"
    assert [q["platform"] for q in journey["queries"]] == ["kql"]
    assert "adm-" in journey["queries"][0]["query"]


async def wait_for_gate(api: httpx.AsyncClient, status_url: str, timeout: float = 60) -> dict[str, Any]:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        body = (await api.get(status_url)).json()
        if body["state"] == "AWAITING_APPROVAL":
            return next(g for g in body["gates"] if g["decision"] is None)
        assert body["state"] not in ("COMPLETED", "FAILED", "REJECTED", "CANCELLED"), body.get("error")
        await asyncio.sleep(0.1)
    raise AssertionError(f"journey did not wait at a gate within {timeout}s")


async def test_platforms_are_inferred_when_not_given(api: httpx.AsyncClient) -> None:
    accepted = (await api.post("/v1/journeys", json={"question": "failed sign-ins for admins in the last hour"})).json()
    journey = await wait_for_end(api, accepted["status_url"])
    assert journey["state"] == "COMPLETED", journey.get("error")
    assert journey["platforms"] == ["kql"]
    assert [q["platform"] for q in journey["queries"]] == ["kql"]
    assert {r["need"]: r["chosen"] for r in journey["routes"]}["generate:kql"] == "kql-data"


async def test_executed_journey_returns_rows_from_the_demo_estate(api: httpx.AsyncClient) -> None:
    """Execution waits for an approver over HTTP; the requester may not approve it (four-eyes)."""
    body = {
        "question": "which IPs had the most failed sign-ins in the last hour",
        "platforms": ["kql", "sql", "promql", "spl"],
        "execute": True,
    }
    alice, bob = {"X-LexiQuery-Principal": "alice"}, {"X-LexiQuery-Principal": "bob"}
    accepted = (await api.post("/v1/journeys", json=body, headers=alice)).json()
    gate = await wait_for_gate(api, accepted["status_url"], timeout=120)
    assert (gate["id"], gate["kind"], gate["risk"]) == ("execution-1", "execution", "low")
    assert sorted(q["platform"] for q in gate["queries"]) == ["kql", "promql", "spl", "sql"]
    approvals = f"{accepted['status_url']}/approvals"
    own = await api.post(f"{approvals}/execution-1", json={"decision": "approve"}, headers=alice)
    assert own.status_code == 403, own.text
    assert own.headers["content-type"] == "application/problem+json"
    unknown = await api.post(f"{approvals}/budget-7", json={"decision": "approve"}, headers=bob)
    assert unknown.status_code == 404, unknown.text
    assert (await api.get(accepted["status_url"])).json()["state"] == "AWAITING_APPROVAL"  # nothing changed
    approved = await api.post(f"{approvals}/execution-1", json={"decision": "approve", "comment": "ok"}, headers=bob)
    assert approved.status_code == 200, approved.text
    assert (approved.json()["decision"], approved.json()["decided_by"]) == ("approve", "bob")
    again = await api.post(f"{approvals}/execution-1", json={"decision": "reject"}, headers=bob)
    assert again.status_code == 409, again.text
    journey = await wait_for_end(api, accepted["status_url"], timeout=120)
    assert journey["state"] == "COMPLETED", journey.get("error")
    assert "EXECUTING" in [p["phase"] for p in journey["phase_history"]]
    runs = {run["platform"]: run for run in journey["executions"]}
    for platform in ("kql", "sql"):
        assert runs[platform]["executed"], (runs[platform].get("note"), journey.get("degraded"))
        assert runs[platform]["rows"][0][0] == "203.0.113.66"  # the planted brute-force burst
    assert runs["spl"]["executed"] is False
    assert "has no engine here: the query was delivered, not run" in runs["spl"]["note"]
    assert runs["promql"]["executed"]  # the PromQL agent answers with the closest metric it has


async def test_the_audit_trail_is_read_from_the_history(api: httpx.AsyncClient) -> None:
    alice, bob = {"X-LexiQuery-Principal": "alice"}, {"X-LexiQuery-Principal": "bob"}
    body = {"question": "failed sign-ins in the last hour", "platforms": ["kql"], "execute": True}
    accepted = (await api.post("/v1/journeys", json=body, headers=alice)).json()
    await wait_for_gate(api, accepted["status_url"])
    waiting = (await api.get(f"{accepted['status_url']}/audit")).json()
    assert "gate opened" in [entry["event"] for entry in waiting]
    assert [e["detail"] for e in waiting if e["event"] == "phase"][-1] == "AWAITING_APPROVAL"
    decision = {"decision": "reject", "comment": "not in business hours"}
    await api.post(f"{accepted['status_url']}/approvals/execution-1", json=decision, headers=bob)
    journey = await wait_for_end(api, accepted["status_url"])
    assert journey["state"] == "REJECTED"
    assert journey["executions"] == []
    audit = (await api.get(f"{accepted['status_url']}/audit")).json()
    events = [entry["event"] for entry in audit]
    assert events[0] == "requested"
    assert audit[0]["actor"] == "alice"
    for expected in ("agents discovered", "planned", "query generated", "validated", "gate opened", "update decide"):
        assert expected in events
    rejected = next(entry for entry in audit if entry["event"] == "gate rejected")
    assert (rejected["actor"], rejected["detail"]) == ("bob", "execution-1 — not in business hours")
    assert events[-2:] == ["phase", "ended"]
    assert audit[-1]["detail"] == "REJECTED"
    assert (await api.get("/v1/journeys/journey-nope/audit")).status_code == 404


async def test_a_gate_is_approved_with_the_temporal_cli(api: httpx.AsyncClient, settings: Settings) -> None:
    """The README's lines: signal ``approve`` with the temporal binary, then read ``status``."""
    body = {"question": "failed sign-ins in the last hour", "platforms": ["kql"], "execute": True}
    accepted = (await api.post("/v1/journeys", json=body)).json()
    await wait_for_gate(api, accepted["status_url"])
    cli = [str(temporal_binary())]
    payload = json.dumps({"gate_id": "execution-1", "principal": "carol", "comment": "from the CLI"})
    outputs = []
    for command in (
        ["signal", "--workflow-id", accepted["journey_id"], "--name", "approve", "--input", payload],
        ["query", "--workflow-id", accepted["journey_id"], "--name", "status"],
    ):
        # Not subprocess.run: the worker answering the query runs on this event loop.
        process = await asyncio.create_subprocess_exec(
            cli[0], "workflow", *command, "--address", settings.temporal_address,
            stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE,
        )  # fmt: skip
        stdout, stderr = await asyncio.wait_for(process.communicate(), timeout=30)
        assert process.returncode == 0, stderr.decode()
        outputs.append(stdout.decode())
    assert "execution-1" in outputs[-1]
    journey = await wait_for_end(api, accepted["status_url"])
    assert journey["state"] == "COMPLETED", journey.get("error")
    gate = journey["gates"][0]
    assert (gate["decision"], gate["decided_by"], gate["comment"]) == ("approve", "carol", "from the CLI")
    assert journey["executions"][0]["executed"]
