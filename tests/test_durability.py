"""Crash-safe resume, tested: kill -9 the worker, kill -9 the dev server; the journey still completes."""

from __future__ import annotations

import asyncio
import subprocess
import sys
import time
import uuid
from collections.abc import AsyncIterator
from pathlib import Path
from typing import IO

import pytest
from temporalio.client import Client, WorkflowHandle

from activities.ledger import SqliteCostLedger
from agents.host import build_host
from lexiquery.contracts import Gate, GateDecisionInput, JourneyRequest, JourneyStatus, Phase, Platform
from lexiquery.loopback import derive, free_port, serve
from lexiquery.names import JOURNEY_WORKFLOW, Query, Update
from lexiquery.settings import Settings
from lexiquery.stack import dev_server_argv, settings_env
from lexiquery.temporal import connect
from workers.main import running_workers

pytestmark = pytest.mark.slow
SLOW_AGENT_MS = 3000


@pytest.fixture
async def slow_stack(settings: Settings, tmp_path: Path) -> AsyncIterator[Settings]:
    """An agents host whose SOP agent answers after 3 s, on its own port, with a fresh task queue."""
    slow = derive(
        settings,
        agents_port=free_port(),
        prometheus_port=free_port(),
        worker_metrics_port=free_port(),  # the worker processes' own (the session's is taken)
        demo_estate=False,
        task_queue=f"durability-{uuid.uuid4()}",
        state_dir=tmp_path,
        agent_fault_latency_ms=SLOW_AGENT_MS,
        agent_fault_agents=["sop-knowledge"],
    )
    async with serve(build_host(slow), slow.agents_port):
        yield slow


def start_worker(settings: Settings, log: IO[bytes]) -> subprocess.Popen[bytes]:
    return subprocess.Popen(
        [sys.executable, "-m", "workers"], env=settings_env(settings), stdout=log, stderr=subprocess.STDOUT
    )


async def start_journey(client: Client, settings: Settings) -> WorkflowHandle[object, JourneyStatus]:
    return await client.start_workflow(
        JOURNEY_WORKFLOW,
        JourneyRequest(question="failed sign-ins in the last hour", platforms=[Platform.KQL]),
        id=f"journey-{uuid.uuid4()}",
        task_queue=settings.task_queue,
        result_type=JourneyStatus,
    )


async def wait_for_phase(handle: WorkflowHandle[object, JourneyStatus], phase: Phase, timeout: float = 60) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            status = await handle.query(Query.STATUS, result_type=JourneyStatus)
            if status.state is phase:
                return
        except Exception:  # no worker to answer yet
            pass
        await asyncio.sleep(0.1)
    raise AssertionError(f"journey never reached {phase}")


def assert_right_answer(result: JourneyStatus, settings: Settings) -> None:
    assert result.state is Phase.COMPLETED
    assert result.queries[0].query.startswith("SigninLogs\n| where TimeGenerated > ago(1h)")
    assert {k.source for k in result.knowledge} == {"sop", "docs", "known_errors"}
    ledger = SqliteCostLedger(settings.resolved_ledger_path)
    assert ledger.get(result.journey_id) is not None
    assert ledger.count() == 1


async def test_journey_survives_a_killed_worker(slow_stack: Settings, temporal_client: Client) -> None:
    with (slow_stack.state_dir / "worker.log").open("wb") as log:
        first = start_worker(slow_stack, log)
        handle = await start_journey(temporal_client, slow_stack)
        await wait_for_phase(handle, Phase.GATHERING_KNOWLEDGE)
        await asyncio.sleep(0.5)  # the slow SOP call is now in flight on the first worker
        first.kill()
        first.wait()

        restarted = time.monotonic()
        second = start_worker(slow_stack, log)
        try:
            result = await asyncio.wait_for(handle.result(), timeout=90)
        finally:
            second.terminate()
            second.wait()
    recovery = time.monotonic() - restarted
    assert_right_answer(result, slow_stack)
    history = await handle.fetch_history()
    attempts = [
        e.activity_task_started_event_attributes.attempt
        for e in history.events
        if e.HasField("activity_task_started_event_attributes")
    ]
    assert max(attempts) == 2  # the SOP call was retried once, on the new worker
    print(
        f"\nworker kill -9: journey completed {recovery:.1f}s after the new worker started "
        f"(heartbeat timeout 5s + {SLOW_AGENT_MS / 1000:.0f}s agent latency)"
    )


async def test_journey_survives_a_killed_dev_server(slow_stack: Settings, tmp_path: Path) -> None:
    server = own_server(slow_stack, tmp_path)
    argv = dev_server_argv(server)
    with (tmp_path / "temporal.log").open("wb") as log:
        process = subprocess.Popen(argv, stdout=log, stderr=subprocess.STDOUT)
        try:
            client = await connect(server)
            async with running_workers(client, server):
                handle = await start_journey(client, server)
                await wait_for_phase(handle, Phase.GATHERING_KNOWLEDGE)
                process.kill()
                process.wait()
                await asyncio.sleep(1)
                process = subprocess.Popen(argv, stdout=log, stderr=subprocess.STDOUT)
                restarted = time.monotonic()
                result = await asyncio.wait_for(handle.result(), timeout=120)
                recovery = time.monotonic() - restarted
        finally:
            process.terminate()
            process.wait()
    assert_right_answer(result, server)
    print(f"\ndev server kill -9: journey completed {recovery:.1f}s after the server restarted on the same file")


def own_server(settings: Settings, tmp_path: Path) -> Settings:
    """Settings for a dev server of the test's own, on free ports and a database file that outlives it."""
    return derive(
        settings,
        temporal_address=f"127.0.0.1:{free_port()}",
        temporal_ui_port=free_port(),
        temporal_db_file=tmp_path / "temporal.db",
    )


async def test_an_open_gate_survives_a_killed_worker_and_dev_server(slow_stack: Settings, tmp_path: Path) -> None:
    """Kill -9 the worker and the server while a journey waits for approval; the approval still lands."""
    server = own_server(slow_stack, tmp_path)
    argv = dev_server_argv(server)
    request = JourneyRequest(
        question="failed sign-ins in the last hour", platforms=[Platform.KQL], execute=True, requester="alice"
    )
    with (tmp_path / "temporal.log").open("wb") as log:
        process = subprocess.Popen(argv, stdout=log, stderr=subprocess.STDOUT)
        worker = start_worker(server, log)
        try:
            client = await connect(server)
            handle = await client.start_workflow(
                JOURNEY_WORKFLOW, request, id=f"journey-{uuid.uuid4()}", task_queue=server.task_queue
            )
            await wait_for_phase(handle, Phase.AWAITING_APPROVAL, timeout=90)
            for victim in (worker, process):
                victim.kill()
                victim.wait()
            process = subprocess.Popen(argv, stdout=log, stderr=subprocess.STDOUT)
            worker = start_worker(server, log)
            client = await connect(server)
            resumed = client.get_workflow_handle(handle.id, result_type=JourneyStatus)
            decision = GateDecisionInput(gate_id="execution-1", principal="bob", decision="approve", roles=["approver"])
            gate = await resumed.execute_update(Update.DECIDE, decision, result_type=Gate)
            result = await asyncio.wait_for(resumed.result(), timeout=120)
        finally:
            for survivor in (worker, process):
                survivor.terminate()
                survivor.wait()
    assert (gate.decision, gate.decided_by) == ("approve", "bob")
    assert result.state is Phase.COMPLETED
    assert [run.platform for run in result.executions] == [Platform.KQL]  # execution was attempted once approved
