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

from activities.ledger import CostLedger
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
    raise AssertionError(f"journey did not end within {timeout}s")


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
    assert costs["totals"]["mcp_calls"] == 4  # three knowledge searches and the query library
    assert costs["totals"]["llm_calls"] == 0
    assert set(costs["by_agent"]) == {"planner", "sop-knowledge", "docs-knowledge", "known-error-knowledge", "kql-data"}
    assert set(costs["by_service"]) == {"llm", "mcp"}
    assert costs["by_model"] == {"deterministic": costs["totals"]}

    ledger = CostLedger(settings.resolved_ledger_path).get(journey_id)
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
    summaries = [
        converter.from_payload(event.user_metadata.summary, str)
        for event in (await handle.fetch_history()).events
        if event.HasField("activity_task_scheduled_event_attributes")
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


@pytest.mark.parametrize(("question", "kind"), [("thanks, that helped!", "greeting"), ("logs?", "clarification")])
async def test_greetings_and_unclear_questions_get_a_reply(api: httpx.AsyncClient, question: str, kind: str) -> None:
    accepted = (await api.post("/v1/journeys", json={"question": question})).json()
    journey = await wait_for_end(api, accepted["status_url"])
    assert journey["state"] == "COMPLETED"
    assert journey["answer"]["kind"] == kind
    assert journey["knowledge"] == []
    assert [p["phase"] for p in journey["phase_history"]][-3:] == ["PLANNING", "AGGREGATING", "COMPLETED"]


async def test_platforms_are_inferred_when_not_given(api: httpx.AsyncClient) -> None:
    accepted = (await api.post("/v1/journeys", json={"question": "failed sign-ins for admins in the last hour"})).json()
    journey = await wait_for_end(api, accepted["status_url"])
    assert journey["state"] == "COMPLETED", journey.get("error")
    assert journey["platforms"] == ["kql"]
    assert [q["platform"] for q in journey["queries"]] == ["kql"]
    assert {r["need"]: r["chosen"] for r in journey["routes"]}["generate:kql"] == "kql-data"


async def test_executed_journey_returns_rows_from_the_demo_estate(api: httpx.AsyncClient) -> None:
    body = {
        "question": "which IPs had the most failed sign-ins in the last hour",
        "platforms": ["kql", "sql", "promql", "spl"],
        "execute": True,
    }
    accepted = (await api.post("/v1/journeys", json=body)).json()
    journey = await wait_for_end(api, accepted["status_url"], timeout=120)
    assert journey["state"] == "COMPLETED", journey.get("error")
    assert "EXECUTING" in [p["phase"] for p in journey["phase_history"]]
    runs = {run["platform"]: run for run in journey["executions"]}
    for platform in ("kql", "sql"):
        assert runs[platform]["executed"], (runs[platform].get("note"), journey.get("degraded"))
        assert runs[platform]["rows"][0][0] == "203.0.113.66"  # the planted brute-force burst
    assert runs["spl"]["executed"] is False
    assert "no SPL engine is configured" in runs["spl"]["note"]
    assert runs["promql"]["executed"]  # the PromQL agent answers with the closest metric it has
