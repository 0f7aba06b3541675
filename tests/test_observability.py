"""One trace per journey, metrics that move, log lines that carry their ids and never a secret."""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

import httpx
import pytest
import structlog
from opentelemetry.sdk.trace import ReadableSpan
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter
from prometheus_client.parser import text_string_to_metric_families
from pydantic import SecretStr
from temporalio.client import Client
from temporalio.worker import Replayer

from lexiquery.logging import MASK, configure_logging
from lexiquery.loopback import derive
from lexiquery.settings import Settings
from lexiquery.temporal import temporal_plugins
from tests.test_e2e import wait_for_end
from workflows.journey import JourneyWorkflow

pytestmark = pytest.mark.usefixtures("worker")
QUESTION = {"question": "failed sign-ins in the last hour", "platforms": ["kql"]}


def attrs(span: ReadableSpan) -> Mapping[str, Any]:
    return span.attributes or {}


def _chain(span: ReadableSpan, by_id: dict[int, ReadableSpan]) -> list[str]:
    """The names from the trace's root down to ``span``."""
    names = []
    current: ReadableSpan | None = span
    while current is not None:
        names.append(current.name)
        parent = current.parent
        current = by_id.get(parent.span_id) if parent is not None else None
    return names[::-1]


async def test_one_trace_from_the_api_request_down_to_the_mcp_tool(
    api: httpx.AsyncClient, spans: InMemorySpanExporter
) -> None:
    accepted = (await api.post("/v1/journeys", json=QUESTION)).json()
    journey = await wait_for_end(api, accepted["status_url"])
    assert journey["state"] == "COMPLETED"
    ours = [s for s in spans.get_finished_spans() if attrs(s).get("lexiquery.journey_id") == journey["journey_id"]]
    assert ours, "no span names the journey"
    trace_id = ours[0].context.trace_id
    trace = [s for s in spans.get_finished_spans() if s.context.trace_id == trace_id]
    assert {attrs(s).get("lexiquery.journey_id") for s in ours} == {journey["journey_id"]}
    by_id = {s.context.span_id: s for s in trace}
    tool = next(s for s in trace if s.name == "tools/call semantic_search")
    chain = _chain(tool, by_id)
    expected = [
        "POST /v1/journeys",  # the API's request
        "StartWorkflow:JourneyWorkflow",  # the API starting the workflow
        "RunWorkflow:JourneyWorkflow",  # the worker running it
        "StartActivity:gather_knowledge",
        "RunActivity:gather_knowledge",
        "a2a knowledge-search ",  # the activity's A2A call (our span) …
        "POST",  # … over HTTP (traceparent header) …
        "POST /agents/",  # … continued by the agents host,
        "agent ",  # the agent handling the skill,
        "MCP send tools/call semantic_search",  # its MCP tool call (trace context in _meta)
        "tools/call semantic_search",  # and the tool server's span
    ]
    position = 0
    for name in chain:  # each expected name appears in this order along the chain
        if position < len(expected) and name.startswith(expected[position]):
            position += 1
    assert position == len(expected), f"chain {chain} lacks {expected[position:]}"
    assert chain[0].startswith("POST /v1/journeys")
    call = next(s for s in ours if s.name.startswith("a2a knowledge-search"))
    assert attrs(call)["lexiquery.attempt"] == 1
    assert attrs(call)["lexiquery.skill"] == "knowledge-search"
    assert "lexiquery.mcp_calls" in attrs(call)
    runs = [s.name for s in trace if s.name.startswith("RunWorkflow")]
    assert len(runs) == len(set(s.context.span_id for s in trace if s.name.startswith("RunWorkflow")))


def _samples(text: str) -> dict[tuple[str, frozenset[tuple[str, str]]], float]:
    return {
        (sample.name, frozenset(sample.labels.items())): sample.value
        for family in text_string_to_metric_families(text)
        for sample in family.samples
    }


def _total(samples: dict[tuple[str, frozenset[tuple[str, str]]], float], name: str, **labels: str) -> float:
    wanted = set(labels.items())
    return sum(value for (metric, have), value in samples.items() if metric == name and wanted <= have)


async def test_metrics_of_the_api_the_agents_host_and_the_worker_move(
    api: httpx.AsyncClient, agents_host: str, worker_metrics_port: int
) -> None:
    worker_url = f"http://127.0.0.1:{worker_metrics_port}/metrics"

    async def scrape() -> list[dict[Any, float]]:
        pages = [await api.get("/metrics"), await api.get(f"{agents_host}/metrics"), await api.get(worker_url)]
        for page in pages:
            assert page.status_code == 200
            assert page.headers["content-type"].startswith("text/plain")
        return [_samples(page.text) for page in pages]

    api_before, host_before, worker_before = await scrape()
    accepted = (await api.post("/v1/journeys", json=QUESTION)).json()
    await wait_for_end(api, accepted["status_url"])
    api_after, host_after, worker_after = await scrape()

    def moved(before: dict[Any, float], after: dict[Any, float], name: str, **labels: str) -> float:
        return _total(after, name, **labels) - _total(before, name, **labels)

    assert moved(api_before, api_after, "lexiquery_api_journeys_submitted_total", outcome="started") == 1
    assert moved(api_before, api_after, "lexiquery_http_requests_total", route="/v1/journeys", status="202") == 1
    assert moved(host_before, host_after, "lexiquery_agent_requests_total", agent="planner", outcome="ok") >= 1
    assert moved(host_before, host_after, "lexiquery_mcp_tool_calls_total", tool="semantic_search", outcome="ok") >= 1
    assert moved(host_before, host_after, "lexiquery_mcp_tool_call_duration_seconds_count") >= 1
    ended = moved(worker_before, worker_after, "lexiquery_journeys_ended_total", state="COMPLETED", platform="kql")
    assert ended == 1
    assert moved(worker_before, worker_after, "lexiquery_journeys_started_total", platform="kql") == 1
    assert moved(worker_before, worker_after, "lexiquery_phase_duration_seconds_count", phase="PLANNING") == 1
    assert moved(worker_before, worker_after, "lexiquery_journey_duration_seconds_count", state="COMPLETED") == 1
    assert moved(worker_before, worker_after, "lexiquery_agent_calls_total", agent="planner", outcome="ok") == 1
    assert moved(worker_before, worker_after, "lexiquery_agent_call_duration_seconds_count") >= 4
    assert any(name.startswith("temporal_") for name, _ in worker_after)  # the SDK's own metrics


async def test_log_lines_carry_journey_and_trace_ids_and_never_a_secret(
    api: httpx.AsyncClient, settings: Settings, capsys: pytest.CaptureFixture[str]
) -> None:
    secrets = {"llm": "sk-live-4f9a8b7c6d5e", "splunk": "splunk-token-77aa88bb", "password": "hunter2-pw-0011"}
    secret_settings = derive(
        settings,
        log_format="json",
        llm_api_key=SecretStr(secrets["llm"]),
        splunk_token=SecretStr(secrets["splunk"]),
        sql_dsn=SecretStr(f"postgresql://lexiquery:{secrets['password']}@db.internal:5432/logs"),
    )
    configure_logging(secret_settings, process="tests")
    try:
        log = structlog.get_logger("tests.secrets")
        log.warning("llm_call_failed", headers={"Authorization": f"Bearer {secrets['llm']}"})
        log.warning("engine_unreachable", dsn=f"postgresql://lexiquery:{secrets['password']}@db.internal:5432/logs")
        log.warning("splunk_refused", detail=f"token {secrets['splunk']} rejected")
        accepted = (await api.post("/v1/journeys", json=QUESTION)).json()
        await wait_for_end(api, accepted["status_url"])
    finally:
        captured = capsys.readouterr()
        with capsys.disabled():  # back to the real stderr: the captured one closes with this test
            configure_logging(settings, process="tests")
    text = captured.out + captured.err
    for secret in secrets.values():
        assert secret not in text
    lines = [json.loads(line) for line in text.splitlines() if line.startswith("{")]
    assert sum(MASK in json.dumps(line) for line in lines) >= 3
    journey_lines = [line for line in lines if line.get("journey_id") == accepted["journey_id"]]
    phases = [line for line in journey_lines if str(line.get("event", "")).startswith("journey phase")]
    calls = [line for line in journey_lines if line.get("event") == "agent_called"]
    assert phases, "the workflow's own log lines name the journey"
    assert calls, "the activities' log lines name the journey"
    for line in phases + calls:
        assert len(line["trace_id"]) == 32
        assert len(line["span_id"]) == 16
    assert {line["trace_id"] for line in phases + calls} == {calls[0]["trace_id"]}
    assert all("activity" in line and "attempt" in line for line in calls)


async def test_replaying_a_journey_emits_no_span_twice(
    api: httpx.AsyncClient, spans: InMemorySpanExporter, temporal_client: Client
) -> None:
    accepted = (await api.post("/v1/journeys", json=QUESTION)).json()
    await wait_for_end(api, accepted["status_url"])
    journey_id = accepted["journey_id"]

    def of_journey() -> list[ReadableSpan]:
        return [s for s in spans.get_finished_spans() if attrs(s).get("temporalWorkflowID") == journey_id]

    live = len(of_journey())
    assert live > 0
    history = await temporal_client.get_workflow_handle(journey_id).fetch_history()
    await Replayer(workflows=[JourneyWorkflow], plugins=temporal_plugins()).replay_workflow(history)
    assert len(of_journey()) == live
