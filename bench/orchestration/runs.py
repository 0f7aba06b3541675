"""What the measurements run against (a :class:`Stack`), and one measured run of each kind: a journey through
the client, a journey through the API, a floor workflow; with the numbers every measurement reports."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from bench.orchestration.timelines import Timeline

import asyncio
import math
import os
import time
import uuid
from collections.abc import Awaitable, Sequence
from dataclasses import dataclass, field
from typing import Any

import httpx
from temporalio.client import Client, WorkflowFailureError

from api.service import resolve_approval, resolve_budget, start_journey
from bench.orchestration.floor import FloorShape, FloorWorkflow
from harness.figures import percentile
from harness.processes import cpu_delta_ms, cpu_snapshot, thread_cpu, thread_delta_ms
from lexiquery.contracts import JourneyRequest, JourneyStatus, Platform
from lexiquery.settings import Settings

QUESTION = "failed sign-ins in the last hour"
PLATFORMS = [Platform.KQL]
# A "question" journey reads every knowledge source discovery found: its registry lists four.
FANOUT_QUESTION = "how do we investigate failed sign-ins?"
FANOUT_AGENTS = ("sop-knowledge", "wiki-knowledge", "docs-knowledge", "runbook-knowledge")
FANOUT_LATENCY_MS = 200.0
REQUESTER = "bench"
TERMINAL = {"COMPLETED", "FAILED", "REJECTED", "CANCELLED"}
READY_SECONDS = 240.0


@dataclass
class Stack:
    """A running stack: a client of its dev server, the journey workers' settings, the API and agents host,
    the floor's task queue (its workers running), and the processes whose CPU time is counted."""

    client: Client
    settings: Settings
    api_url: str
    agents_url: str
    floor_queue: str
    processes: dict[str, int]

    @property
    def worker_metrics_url(self) -> str | None:
        s = self.settings
        return f"http://{s.worker_metrics_host}:{s.worker_metrics_port}/metrics" if s.worker_metrics_port else None


def stats(values: Sequence[float]) -> dict[str, float]:
    values = list(values)
    return {
        "n": len(values),
        "p50": round(percentile(values, 50), 1),
        "p99": round(percentile(values, 99), 1),
        "mean": round(sum(values) / len(values), 1) if values else math.nan,
        "min": round(min(values), 1) if values else math.nan,
        "max": round(max(values), 1) if values else math.nan,
    }


@dataclass
class Run:
    kind: str  # journey (client), api (HTTP), floor, fanout-slow, fanout-fast
    workflow_id: str
    wall_ms: float  # from the start call (or POST) to the result (or the terminal GET)
    start_ms: float  # the start call (or POST) alone
    status: JourneyStatus | None = None
    state: str = ""
    error: str = ""
    polls: int = 0
    cpu_ms: dict[str, float] = field(default_factory=dict)
    threads_ms: dict[str, float] = field(default_factory=dict)
    timeline: Timeline | None = None

    @property
    def completed(self) -> bool:
        return self.state == "COMPLETED"


def journey_request(
    settings: Settings, question: str = QUESTION, platforms: list[Platform] | None = None
) -> JourneyRequest:
    """The workflow input the API would make of this question (the server's default budget and approvals)."""
    return JourneyRequest(
        question=question,
        platforms=PLATFORMS if platforms is None else platforms,
        requester=REQUESTER,
        budget=resolve_budget(settings, None),
        approval=resolve_approval(settings, None),
    )


async def run_journey(client: Client, settings: Settings, request: JourneyRequest, kind: str = "journey") -> Run:
    """Start a journey as the API does (same id scheme, memo, search attributes) and wait for its result."""
    started = time.perf_counter()
    journey_id, _ = await start_journey(client, settings, request)
    start_ms = (time.perf_counter() - started) * 1000
    try:
        status = await client.get_workflow_handle(journey_id, result_type=JourneyStatus).result()
    except WorkflowFailureError as failure:
        cause: Any = failure.cause
        error = f"{getattr(cause, 'type', None) or type(cause).__name__}: {getattr(cause, 'message', cause)}"
        wall = (time.perf_counter() - started) * 1000
        return Run(kind, journey_id, wall, start_ms, state="FAILED", error=error)
    return Run(kind, journey_id, (time.perf_counter() - started) * 1000, start_ms, status, status.state.value)


async def run_floor(client: Client, queue: str, shape: FloorShape) -> Run:
    started = time.perf_counter()
    handle = await client.start_workflow(FloorWorkflow.run, shape, id=f"floor-{uuid.uuid4()}", task_queue=queue)
    start_ms = (time.perf_counter() - started) * 1000
    steps = await handle.result()
    wall = (time.perf_counter() - started) * 1000
    return Run(
        "floor", handle.id, wall, start_ms, state="COMPLETED" if steps == 4 + shape.knowledge + shape.generate else "?"
    )


async def run_api(http: httpx.AsyncClient, api_url: str) -> Run:
    """Submit through the HTTP API and long-poll the status URL until the journey ends."""
    headers = {"X-LexiQuery-Principal": REQUESTER}
    body = {"question": QUESTION, "platforms": [p.value for p in PLATFORMS], "cache": False}
    started = time.perf_counter()
    response = await http.post(f"{api_url}/v1/journeys", json=body, headers=headers)
    response.raise_for_status()
    start_ms = (time.perf_counter() - started) * 1000
    accepted = response.json()
    polls = 0
    state = ""
    while state not in TERMINAL:
        polls += 1
        status = await http.get(accepted["status_url"], params={"wait": 10}, headers=headers)
        status.raise_for_status()
        state = status.json()["state"]
    wall = (time.perf_counter() - started) * 1000
    return Run("api", accepted["journey_id"], wall, start_ms, state=state, polls=polls)


async def measured(stack: Stack, run: Awaitable[Run]) -> Run:
    """``run`` with the CPU time each process of the stack spent meanwhile."""
    before, threads = cpu_snapshot(stack.processes), thread_cpu()
    result = await run
    result.cpu_ms = cpu_delta_ms(before, cpu_snapshot(stack.processes))
    result.threads_ms = thread_delta_ms(threads, thread_cpu())
    return result


async def settle(stack: Stack, quiet: float = 0.15, longest: float = 90.0) -> float:
    """Wait until the stack's other processes use less than ``quiet`` of a core (work a failed or cancelled
    journey left queued on the agents host must not run into the next measurement); seconds waited."""
    others = {name: pid for name, pid in stack.processes.items() if pid != os.getpid()}
    started = time.monotonic()
    while others and time.monotonic() - started < longest:
        before = cpu_snapshot(others)
        await asyncio.sleep(1.0)
        if sum(cpu_delta_ms(before, cpu_snapshot(others)).values()) / 1000 < quiet:
            break
    return round(time.monotonic() - started, 1)


def say(text: str = "") -> None:
    print(text, flush=True)
