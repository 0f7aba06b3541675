"""The worker process: builds the clients once, registers the workflow and activities, and polls."""

from __future__ import annotations

import asyncio
import contextlib
import signal
import sys
from collections.abc import AsyncIterator, Callable
from datetime import timedelta
from pathlib import Path
from typing import Any

import httpx
from temporalio.client import Client
from temporalio.worker import Worker

import workflows
from activities.agents import AgentActivities, AgentClient
from activities.investigation import InvestigationActivities
from activities.ledger import LedgerActivities, open_ledger
from activities.policies import PolicyActivities
from activities.validation import ValidationActivities
from lexiquery.logging import configure_logging, get_logger
from lexiquery.names import Bulkhead, task_queue
from lexiquery.policies import load_policy_table
from lexiquery.processes import settle_heap
from lexiquery.settings import Settings
from lexiquery.telemetry import configure_tracing, traced_http, worker_runtime
from lexiquery.temporal import connect, write_bytecode
from workflows.journey import JourneyWorkflow

log = get_logger(__name__)


@contextlib.asynccontextmanager
async def journey_workers(client: Client, settings: Settings) -> AsyncIterator[list[Worker]]:
    """The workers of one process: the journey workflow on ``settings.task_queue``, agent calls beside it."""
    write_bytecode(Path(workflows.__file__).parent)
    async with traced_http(httpx.AsyncClient(timeout=settings.agent_timeout_seconds)) as http:
        agent_activities = AgentActivities(settings, AgentClient(http, card_ttl=settings.agent_card_ttl_seconds))
        ledger = LedgerActivities(open_ledger(settings))  # an unreachable state database stops the worker here
        policies = PolicyActivities(load_policy_table(settings.policy_table))  # a bad table stops the worker here
        investigation = InvestigationActivities(settings)
        sticky = timedelta(seconds=settings.worker_sticky_schedule_to_start_seconds)
        agent_calls: list[Callable[..., Any]] = [
            agent_activities.discover_agents,
            agent_activities.plan_journey,
            agent_activities.compose_answer,
            agent_activities.gather_knowledge,
            agent_activities.generate_query,
        ]
        yield [
            # The journeys, their agent calls and an investigation's own steps on one queue: the workflow task that
            # schedules an agent call gets it back in its reply (eager execution), no matching round trip (#20).
            # Workflow tasks, activities and local activities keep separate slots on a worker, so agent calls
            # cannot starve the journeys' own work. Discovery, planning, validation and the ledger run as local
            # activities beside the workflow.
            Worker(
                client,
                task_queue=settings.task_queue,
                workflows=[JourneyWorkflow],
                activities=[
                    ValidationActivities().validate_queries,
                    ledger.aggregate_cost,
                    policies.read_policies,
                    *agent_calls,
                    investigation.run_function,  # an investigation's own steps: this worker's CPU
                    investigation.run_code,
                ],
                max_concurrent_activities=settings.worker_agents_max_concurrent,
                max_concurrent_local_activities=settings.worker_max_concurrent_local_activities,
                max_task_queue_activities_per_second=settings.worker_agents_per_second,
                max_cached_workflows=settings.worker_max_cached_workflows,
                sticky_queue_schedule_to_start_timeout=sticky,
            ),
            # The agents' own queue, for a policy table that puts agent calls there (the bulkhead of earlier
            # journeys, still running after an upgrade, and the MCP tools of an investigation).
            Worker(
                client,
                task_queue=task_queue(settings.task_queue, Bulkhead.AGENTS),
                activities=[
                    *agent_calls,
                    agent_activities.call_agent,  # an investigation's agent steps
                    investigation.call_tool,
                    investigation.list_tools,  # MCP tools of an investigation: calls to another server, like agents
                ],
                max_concurrent_activities=settings.worker_agents_max_concurrent,
                max_task_queue_activities_per_second=settings.worker_agents_per_second,
            ),
            # Query execution: its own bulkhead, so a slow engine cannot starve planning and generation.
            Worker(
                client,
                task_queue=task_queue(settings.task_queue, Bulkhead.EXECUTION),
                activities=[agent_activities.execute_query],
                max_concurrent_activities=settings.worker_execution_max_concurrent,
            ),
        ]


@contextlib.asynccontextmanager
async def running_workers(client: Client, settings: Settings) -> AsyncIterator[list[Worker]]:
    """The workers of :func:`journey_workers`, polling until the block ends (then shut down gracefully)."""
    async with journey_workers(client, settings) as workers, contextlib.AsyncExitStack() as stack:
        for worker in workers:
            await stack.enter_async_context(worker)
        yield workers


async def run_worker(settings: Settings) -> None:
    client = await connect(settings, worker_runtime(settings))
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(sig, stop.set)
    async with running_workers(client, settings) as workers:
        settle_heap()
        log.info("worker_ready", task_queues=[w.task_queue for w in workers], temporal=settings.temporal_address)
        await stop.wait()
        log.info("worker_stopping")


def main() -> None:
    settings = Settings()
    configure_logging(settings, process="worker")
    configure_tracing(settings, process="worker")
    try:  # before anything connects: a bad table is named, with its file and field, and nothing starts
        load_policy_table(settings.policy_table)
    except (OSError, ValueError) as problem:  # pydantic's ValidationError is a ValueError
        print(f"error: activity policy table: {problem}", file=sys.stderr)
        raise SystemExit(2) from None
    asyncio.run(run_worker(settings))
