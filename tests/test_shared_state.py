"""State shared across machines: two worker processes on one ledger database and two agents host processes on
one knowledge database, the state database a real PostgreSQL (``LEXIQUERY_STATE_DSN``)."""

from __future__ import annotations

import asyncio
import functools
import sys
import time
import uuid
from collections import Counter
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import httpx
import psycopg
import pytest
from mcp import Client as McpClient
from pydantic import SecretStr
from temporalio.api.enums.v1 import TaskQueueType
from temporalio.api.taskqueue.v1 import TaskQueue
from temporalio.api.workflowservice.v1 import DescribeTaskQueueRequest
from temporalio.client import Client, WorkflowHandle

from activities.ledger import open_ledger
from api.routers.health import _ledger_readable
from lexiquery.claims import ClaimNotFound, FileClaimStore, PostgresClaimStore
from lexiquery.contracts import JourneyRequest, JourneyStatus, Phase, Platform
from lexiquery.loopback import free_port
from lexiquery.names import JOURNEY_WORKFLOW
from lexiquery.settings import Settings
from lexiquery.stack import Child, settings_env
from lexiquery.state_db import StateDatabaseError
from tests.postgres_server import PostgresServer

pytestmark = pytest.mark.slow
JOURNEYS = 20


@pytest.fixture(scope="module")
def state_dsn(postgres_cluster: PostgresServer) -> str:
    name = f"state_{uuid.uuid4().hex[:8]}"
    postgres_cluster.run(f"CREATE DATABASE {name}")
    return postgres_cluster.dsn(name)


async def started(children: list[tuple[Child, dict[str, str]]]) -> None:
    for child, env in children:
        child.start(env)
    await asyncio.gather(*(child.wait_ready(timeout=120) for child, _ in children))


async def pollers(client: Client, queue: str, at_least: int) -> bool:
    """Whether ``at_least`` workers poll ``queue`` for workflow tasks."""
    response = await client.workflow_service.describe_task_queue(
        DescribeTaskQueueRequest(
            namespace=client.namespace,
            task_queue=TaskQueue(name=queue),
            task_queue_type=TaskQueueType.TASK_QUEUE_TYPE_WORKFLOW,
        )
    )
    return len({poller.identity for poller in response.pollers}) >= at_least


AGGREGATING = b'"activity_type":"aggregate_cost"'  # in a local activity marker's data


async def ledger_writer(handle: WorkflowHandle[Any, Any]) -> str:
    """The identity (pid@host) of the worker that wrote the journey's ledger row: aggregate_cost is a local
    activity, run by the worker of the workflow task that recorded its marker."""
    events = [event async for event in handle.fetch_history_events()]
    completed = {
        event.event_id: event.workflow_task_completed_event_attributes.identity
        for event in events
        if event.HasField("workflow_task_completed_event_attributes")
    }
    return next(
        completed[event.marker_recorded_event_attributes.workflow_task_completed_event_id]
        for event in events
        if event.HasField("marker_recorded_event_attributes")
        and event.marker_recorded_event_attributes.marker_name == "core_local_activity"
        and b'"activity_type":"aggregate_cost"'
        in event.marker_recorded_event_attributes.details["data"].payloads[0].data
    )


def process(name: str, module: str, tmp_path: Path, ready: Callable[[], Awaitable[bool]]) -> Child:
    return Child(name, [sys.executable, "-m", module], tmp_path / f"{name}.log", ready)


async def test_two_workers_on_one_ledger_database_write_one_row_per_journey(
    temporal_client: Client, settings: Settings, agents_host: str, state_dsn: str, tmp_path: Path
) -> None:
    shared = settings.model_copy(update={"task_queue": f"shared-{uuid.uuid4()}", "state_dsn": SecretStr(state_dsn)})

    both_polling = functools.partial(pollers, temporal_client, shared.task_queue, 2)
    workers = [
        (process(f"worker-{n}", "workers", tmp_path, both_polling),
         settings_env(shared.model_copy(update={"worker_metrics_port": free_port()})))
        for n in (1, 2)
    ]  # fmt: skip
    try:
        await started(workers)
        began = time.monotonic()
        handles = [
            await temporal_client.start_workflow(
                JOURNEY_WORKFLOW,
                JourneyRequest(question="failed sign-ins in the last hour", platforms=[Platform.KQL]),
                id=f"shared-ledger-{n}-{uuid.uuid4()}",
                task_queue=shared.task_queue,
                result_type=JourneyStatus,
            )
            for n in range(JOURNEYS)
        ]
        results = await asyncio.wait_for(asyncio.gather(*(h.result() for h in handles)), timeout=240)
        elapsed = time.monotonic() - began
        assert all(child.alive for child, _ in workers)
    finally:
        for child, _ in workers:
            child.stop()
    assert [r.state for r in results] == [Phase.COMPLETED] * JOURNEYS
    with psycopg.connect(state_dsn) as connection:
        rows = connection.execute("SELECT journey_id FROM journey_costs").fetchall()
    assert sorted(r[0] for r in rows) == sorted(h.id for h in handles)  # one row each, none twice
    writers = [await ledger_writer(h) for h in handles]
    pids = {str(child.process.pid) for child, _ in workers if child.process is not None}
    assert {writer.split("@")[0] for writer in writers} == pids  # both processes wrote rows
    ledger = open_ledger(shared)  # read back through the product's own ledger
    try:
        assert ledger.count() == JOURNEYS
        summary = ledger.get(handles[0].id)
        assert summary is not None
        assert summary.totals.mcp_calls > 0
    finally:
        ledger.close()
    assert _ledger_readable(shared) == f"state database: {JOURNEYS} journeys"  # the API's own health check
    split = Counter(writer.split("@")[0] for writer in writers)
    print(f"{JOURNEYS} journeys over two worker processes in {elapsed:.1f}s; ledger rows {len(rows)}; {split}")


async def test_a_document_added_through_one_agents_host_is_found_through_another(
    settings: Settings, state_dsn: str, tmp_path: Path
) -> None:
    hosts = []
    for name in ("a", "b"):
        host = settings.model_copy(
            update={"state_dsn": SecretStr(state_dsn), "state_dir": tmp_path / name, "agents_port": free_port(),
                    "prometheus_port": free_port()}
        )  # fmt: skip
        url = f"http://127.0.0.1:{host.agents_port}"
        hosts.append((process(f"agents-{name}", "agents", tmp_path, functools.partial(healthy, url)), host, url))
    try:
        await started([(child, settings_env(host)) for child, host, _ in hosts])
        (_, _, url_a), (_, _, url_b) = hosts
        steps = "## Steps\nMove partition leadership off the broker with kafka-leader-election, then stop it."
        document = {"id": "RB-PG-1", "title": "Draining a Kafka broker before patching", "text": steps}
        async with McpClient(f"{url_a}/tools/knowledge/mcp") as through_a:
            added = await through_a.call_tool("add_documents", {"collection": "team_runbooks", "documents": [document]})
        assert not added.is_error, added.content
        question = {"collection": "team_runbooks", "query": "how do I take a kafka broker out for patching"}
        async with McpClient(f"{url_b}/tools/knowledge/mcp") as through_b:
            found = await through_b.call_tool("semantic_search", question)
            replaced = {**document, "title": "Draining a Kafka broker (v2)"}
            await through_b.call_tool("add_documents", {"collection": "team_runbooks", "documents": [replaced]})
        async with McpClient(f"{url_a}/tools/knowledge/mcp") as through_a:
            again = await through_a.call_tool("semantic_search", question)
            shipped = await through_a.call_tool("semantic_search", {"collection": "sop", "query": "failed sign-ins"})
        assert all(child.alive for child, _, _ in hosts)
    finally:
        for child, _, _ in hosts:
            child.stop()
    assert [hit["document_id"] for hit in found.structured_content["hits"]] == ["RB-PG-1"]
    assert [hit["title"] for hit in again.structured_content["hits"]] == ["Draining a Kafka broker (v2)"]
    assert shipped.structured_content["hits"]  # the shipped knowledge was loaded once, into the shared store
    with psycopg.connect(state_dsn) as connection:
        copies = connection.execute(
            """SELECT document_id, section FROM knowledge_passages WHERE collection = 'sop'
               GROUP BY document_id, section HAVING COUNT(*) > 1"""
        ).fetchall()
        passages = connection.execute(
            "SELECT COUNT(*) FROM knowledge_passages WHERE collection = 'team_runbooks'"
        ).fetchone()
    assert copies == []  # both hosts loaded the shipped knowledge at start: one copy of each passage
    assert passages == (1,)  # the replaced document's old passage is gone


async def healthy(url: str) -> bool:
    async with httpx.AsyncClient(timeout=2) as http:
        return (await http.get(f"{url}/health")).status_code == 200


def test_an_unreachable_state_database_is_a_clear_error_without_the_password(state_dsn: str) -> None:
    wrong = state_dsn.replace("pg-super-7Qx", "not-the-password-91")
    with pytest.raises(StateDatabaseError) as caught:
        open_ledger(Settings(state_dsn=SecretStr(wrong)))
    assert "state database (ledger)" in str(caught.value)
    assert "not-the-password-91" not in str(caught.value)


def test_claimed_results_are_kept_by_content_on_files_and_in_the_state_database(state_dsn: str, tmp_path: Path) -> None:
    stores = [FileClaimStore(tmp_path / "claims"), PostgresClaimStore(Settings(state_dsn=SecretStr(state_dsn)))]
    for store in stores:
        reference = store.put(b'{"rows": [1, 2, 3]}')
        assert reference.startswith("sha256:")
        assert store.put(b'{"rows": [1, 2, 3]}') == reference  # the same content, once
        assert store.get(reference) == b'{"rows": [1, 2, 3]}'
        with pytest.raises(ClaimNotFound):
            store.get("sha256:" + "0" * 64)
        with pytest.raises(ClaimNotFound):
            store.get("../../etc/passwd")
