"""What orchestration costs: a real journey against a bare Temporal workflow with the same activity graph.

    uv run python -m bench.orchestration [--journeys N] [--rounds R] [--json PATH]

Everything runs in ONE run, on one Temporal dev server and one worker configuration:

1. **Overhead**: the real journey ("failed sign-ins in the last hour", KQL, no execution, agents with no added
   latency, real A2A and MCP over loopback) against the FLOOR — ``OrchestrationFloor`` below, a workflow with
   the journey's activity graph made of no-op activities (discover → plan → the knowledge fan-out, as many
   activities as the real plan has knowledge steps → generate → validate → aggregate), with the same
   activity options (policy table), on task queues of its own served by workers with the same settings.
   Runs alternate journey / floor / journey-through-the-API (``POST /v1/journeys``, then
   ``GET status_url?wait=10`` until the journey ends).
2. **Throughput**: N journeys started at once against one worker, then N floor workflows.
3. **Fan-out efficiency**: a question whose plan reads four knowledge sources, each agent answering 200 ms
   late (``agent_fault_latency_ms`` / ``agent_fault_agents``): GATHERING_KNOWLEDGE ÷ 200 ms. The query
   journey reads only three sources, so this one is a "question" journey whose registry lists the planner
   and four knowledge agents; those agents (the production ones, behind the production fault injection)
   are served from this process and search through the stack's own MCP knowledge server, so no second
   agents host has to load the knowledge. The same journey without added latency runs alternately.
4. **Profile**: where the journey's time over the floor goes — each execution's history cut into
   activity run / activity queue / workflow task run / workflow task queue time, phase durations, the
   layers of an agent call (activity → A2A client → agent → MCP tool), CPU per run by process and by
   thread of the worker process, cProfile of the workers' event-loop thread, and the cost of embedding
   the question (every semantic search does) with OpenBLAS's default threads and with one.

The CLI starts its own stack on free ports with a temporary state folder: the dev server, the agents host
and the API as child processes (as ``lexiquery up`` does), the workers in this process (so the journey's
workers and the floor's share it). The knowledge index is reused between runs from a cache in the system's
temporary folder (building it takes a minute). The measuring functions take a :class:`Stack`, so the tests
run them against the session's in-process stack.
"""

from __future__ import annotations

from temporalio import activity, workflow

# Everything passes through the workflow sandbox, which re-imports this module for every floor workflow;
# module-level code below defines things only (no calls the sandbox would refuse).
with workflow.unsafe.imports_passed_through():
    import argparse
    import asyncio
    import contextlib
    import cProfile
    import itertools
    import json
    import logging
    import math
    import os
    import pstats
    import py_compile
    import re
    import shutil
    import subprocess
    import sys
    import tempfile
    import threading
    import time
    import uuid
    from collections import Counter, defaultdict
    from collections.abc import AsyncIterator, Awaitable, Callable, Iterable, Sequence
    from dataclasses import dataclass, field
    from datetime import timedelta
    from functools import cache
    from pathlib import Path
    from typing import Any

    import httpx
    import yaml
    from prometheus_client.parser import text_string_to_metric_families
    from starlette.applications import Starlette
    from starlette.routing import Mount
    from temporalio.api.enums.v1 import EventType
    from temporalio.api.history.v1 import HistoryEvent
    from temporalio.client import Client, WorkflowFailureError
    from temporalio.worker import Worker

    from agents.a2a import agent_app
    from agents.faults import Faults
    from agents.knowledge import SOURCES, ToolClient, collection_searcher, knowledge_agent
    from api.service import resolve_approval, resolve_budget, start_journey
    from lexiquery.contracts import JourneyRequest, JourneyStatus, Phase, Platform, WorkflowPlan
    from lexiquery.logging import configure_logging
    from lexiquery.loopback import derive, free_port, serve
    from lexiquery.names import Activity, Bulkhead, task_queue
    from lexiquery.policies import activity_options
    from lexiquery.settings import PROJECT_ROOT, Settings
    from lexiquery.stack import Child, dev_server_argv, settings_env
    from lexiquery.telemetry import configure_tracing, worker_runtime
    from lexiquery.temporal import connect
    from workers.main import running_workers

QUESTION = "failed sign-ins in the last hour"
PLATFORMS = [Platform.KQL]
# A "question" journey reads every knowledge source discovery found: its registry lists four.
FANOUT_QUESTION = "how do we investigate failed sign-ins?"
FANOUT_AGENTS = ("sop-knowledge", "wiki-knowledge", "docs-knowledge", "runbook-knowledge")
FANOUT_LATENCY_MS = 200.0
REQUESTER = "bench"
TERMINAL = {"COMPLETED", "FAILED", "REJECTED", "CANCELLED"}
READY_SECONDS = 240.0


# --- the floor: the journey's activity graph with nothing in it ------------------------------------


@dataclass(frozen=True)
class FloorShape:
    """How many knowledge and generate activities the real plan fans out to."""

    knowledge: int
    generate: int

    @classmethod
    def of(cls, plan: WorkflowPlan | None) -> FloorShape:
        steps = plan.steps if plan else []
        return cls(
            knowledge=sum(step.kind == "knowledge" for step in steps),
            generate=sum(step.kind == "generate" for step in steps),
        )


@activity.defn(name=Activity.DISCOVER_AGENTS.value)
async def floor_discover() -> None:
    return None


@activity.defn(name=Activity.PLAN_JOURNEY.value)
async def floor_plan() -> None:
    return None


@activity.defn(name=Activity.GATHER_KNOWLEDGE.value)
async def floor_knowledge() -> None:
    return None


@activity.defn(name=Activity.GENERATE_QUERY.value)
async def floor_generate() -> None:
    return None


@activity.defn(name=Activity.VALIDATE_QUERIES.value)
async def floor_validate() -> None:
    return None


@activity.defn(name=Activity.AGGREGATE_COST.value)
async def floor_aggregate() -> None:
    return None


FLOOR_WORKFLOW = "OrchestrationFloor"


@workflow.defn(name=FLOOR_WORKFLOW)
class FloorWorkflow:
    """The journey's sequence of activities (same names, queues, timeouts and retries), doing nothing."""

    @workflow.run
    async def run(self, shape: FloorShape) -> int:
        queue = workflow.info().task_queue

        async def step(name: Activity) -> None:
            await workflow.execute_activity(name.value, **activity_options(name, queue))

        await step(Activity.DISCOVER_AGENTS)
        await step(Activity.PLAN_JOURNEY)
        await asyncio.gather(*(step(Activity.GATHER_KNOWLEDGE) for _ in range(shape.knowledge)))
        await asyncio.gather(*(step(Activity.GENERATE_QUERY) for _ in range(shape.generate)))
        await step(Activity.VALIDATE_QUERIES)
        await step(Activity.AGGREGATE_COST)
        return 4 + shape.knowledge + shape.generate


@contextlib.asynccontextmanager
async def floor_workers(client: Client, settings: Settings) -> AsyncIterator[str]:
    """Workers for the floor on queues of its own, with the journey workers' settings
    (``workers.main.journey_workers``); yields the floor's task queue."""
    queue = f"{settings.task_queue}-floor"
    # The sandbox imports this module anew for every floor workflow. Compiling this big file each time
    # (no .pyc is written when PYTHONDONTWRITEBYTECODE is set) would cost the floor ~3x what compiling
    # workflows/journey.py costs the journey: give it bytecode (bench/__pycache__, ignored by git).
    with contextlib.suppress(OSError, py_compile.PyCompileError):
        py_compile.compile(__file__, doraise=True)
    workers = [
        Worker(
            client,
            task_queue=queue,
            workflows=[FloorWorkflow],
            activities=[floor_validate, floor_aggregate],
            max_concurrent_activities=settings.worker_max_concurrent_local_activities,
            max_cached_workflows=settings.worker_max_cached_workflows,
            sticky_queue_schedule_to_start_timeout=timedelta(seconds=settings.worker_sticky_schedule_to_start_seconds),
        ),
        Worker(
            client,
            task_queue=task_queue(queue, Bulkhead.AGENTS),
            activities=[floor_discover, floor_plan, floor_knowledge, floor_generate],
            max_concurrent_activities=settings.worker_agents_max_concurrent,
            max_task_queue_activities_per_second=settings.worker_agents_per_second,
        ),
    ]
    async with contextlib.AsyncExitStack() as stack:
        for worker in workers:
            await stack.enter_async_context(worker)
        yield queue


# --- what the measurements run against ------------------------------------------------------------


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


# --- numbers ----------------------------------------------------------------------------------------


def percentile(values: Sequence[float], q: float) -> float:
    """The q-th percentile (0-100), interpolated between order statistics."""
    if not values:
        return math.nan
    ordered = sorted(values)
    k = (len(ordered) - 1) * q / 100
    low = math.floor(k)
    high = min(low + 1, len(ordered) - 1)
    return ordered[low] + (ordered[high] - ordered[low]) * (k - low)


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


def ratio(a: float, b: float) -> float:
    return round(a / b, 2) if b else math.nan


def mean(values: Iterable[float]) -> float:
    listed = list(values)
    return sum(listed) / len(listed) if listed else 0.0


# --- CPU time per process ---------------------------------------------------------------------------


@cache
def _ticks() -> int:
    return os.sysconf("SC_CLK_TCK")


def cpu_seconds(pid: int) -> float:
    """User + system CPU time of a process (all its threads) from /proc; 0 once it is gone."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / _ticks()


def cpu_snapshot(processes: dict[str, int]) -> dict[str, float]:
    return {name: cpu_seconds(pid) for name, pid in processes.items()}


def cpu_delta_ms(before: dict[str, float], after: dict[str, float]) -> dict[str, float]:
    return {name: (after[name] - before[name]) * 1000 for name in before}


def child_pids(pattern: str) -> list[int]:
    """This process's children whose command line contains ``pattern`` (the dev server a test started)."""
    found = []
    me = os.getpid()
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            ppid = int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1])
            cmdline = (entry / "cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
        except (OSError, IndexError, ValueError):
            continue
        if ppid == me and pattern in cmdline:
            found.append(int(entry.name))
    return found


# --- one run ----------------------------------------------------------------------------------------


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


# --- histories: where each execution's time went --------------------------------------------------

E = EventType


@dataclass
class Timeline:
    """One execution cut into what was happening at each moment, by priority: an activity running, an
    activity waiting for a worker, a workflow task running, a workflow task waiting, else the server."""

    total_ms: float
    parts: dict[str, float]
    activities: list[tuple[str, float, float, float]]  # type, scheduled at (ms into the run), queue ms, run ms
    workflow_tasks: list[tuple[float, float]]  # schedule-to-start ms, start-to-close ms
    events: int
    history_bytes: int


def _ms(event: HistoryEvent) -> float:
    return float(event.event_time.ToNanoseconds()) / 1e6


ACTIVITY_CLOSED = {
    E.EVENT_TYPE_ACTIVITY_TASK_COMPLETED, E.EVENT_TYPE_ACTIVITY_TASK_FAILED, E.EVENT_TYPE_ACTIVITY_TASK_TIMED_OUT,
    E.EVENT_TYPE_ACTIVITY_TASK_CANCELED,
}  # fmt: skip
WORKFLOW_TASK_CLOSED = {
    E.EVENT_TYPE_WORKFLOW_TASK_COMPLETED, E.EVENT_TYPE_WORKFLOW_TASK_FAILED, E.EVENT_TYPE_WORKFLOW_TASK_TIMED_OUT,
}  # fmt: skip


def _scheduled_id(event: HistoryEvent) -> int:
    """The scheduled event a started or closing event refers to."""
    attributes: Any = getattr(event, event.WhichOneof("attributes") or "")
    return int(attributes.scheduled_event_id)


def timeline(events: Sequence[HistoryEvent]) -> Timeline:
    scheduled: dict[int, tuple[str, float]] = {}
    wt_scheduled: dict[int, float] = {}
    started: dict[int, float] = {}  # activities' and workflow tasks' (event ids are unique)
    activities: list[tuple[str, float, float, float]] = []
    tasks: list[tuple[float, float, float]] = []
    first, last = _ms(events[0]), _ms(events[-1])
    for event in events:
        kind, at = event.event_type, _ms(event)
        if kind == E.EVENT_TYPE_ACTIVITY_TASK_SCHEDULED:
            scheduled[event.event_id] = (event.activity_task_scheduled_event_attributes.activity_type.name, at)
        elif kind == E.EVENT_TYPE_WORKFLOW_TASK_SCHEDULED:
            wt_scheduled[event.event_id] = at
        elif kind in (E.EVENT_TYPE_ACTIVITY_TASK_STARTED, E.EVENT_TYPE_WORKFLOW_TASK_STARTED):
            started[_scheduled_id(event)] = at
        elif kind in ACTIVITY_CLOSED and (sid := _scheduled_id(event)) in scheduled:
            name, at_scheduled = scheduled[sid]
            activities.append((name, at_scheduled, started.get(sid, at), at))
        elif kind in WORKFLOW_TASK_CLOSED and (sid := _scheduled_id(event)) in wt_scheduled:
            tasks.append((wt_scheduled[sid], started.get(sid, at), at))
    intervals: list[tuple[float, float, int, str]] = []
    for name, at_scheduled, at_started, at_closed in activities:
        intervals.append((at_scheduled, at_started, 1, f"activity queue: {name}"))
        intervals.append((at_started, at_closed, 0, f"activity run: {name}"))
    for at_scheduled, at_started, at_closed in tasks:
        intervals.append((at_scheduled, at_started, 3, "workflow task queue"))
        intervals.append((at_started, at_closed, 2, "workflow task run"))
    bounds = sorted({first, last, *(a for a, *_ in intervals), *(b for _, b, *_ in intervals)})
    parts: dict[str, float] = defaultdict(float)
    for low, high in itertools.pairwise(bounds):
        if low < first or high > last:
            continue
        active = [(priority, label) for a, b, priority, label in intervals if a <= low and b >= high and b > a]
        parts[min(active)[1] if active else "server (between tasks)"] += high - low
    return Timeline(
        total_ms=last - first,
        parts=dict(parts),
        activities=[(name, sch - first, s2s - sch, done - s2s) for name, sch, s2s, done in activities],
        workflow_tasks=[(s2s - sch, done - s2s) for sch, s2s, done in tasks],
        events=len(events),
        history_bytes=sum(event.ByteSize() for event in events),
    )


async def attach_timelines(client: Client, runs: Sequence[Run], concurrency: int = 8) -> None:
    gate = asyncio.Semaphore(concurrency)

    async def one(run: Run) -> None:
        async with gate:
            history = await client.get_workflow_handle(run.workflow_id).fetch_history()
        run.timeline = timeline(history.events)

    await asyncio.gather(*(one(run) for run in runs))


def breakdown(journeys: Sequence[Run], floors: Sequence[Run]) -> list[dict[str, Any]]:
    """Mean ms per execution in each part of the timeline (plus the client's calls around the execution),
    journey against floor, largest difference first."""

    def means(runs: Sequence[Run]) -> dict[str, float]:
        totals: dict[str, float] = defaultdict(float)
        for run in runs:
            assert run.timeline is not None
            for label, value in run.timeline.parts.items():
                totals[label] += value
            totals["client: start call + result fetch (outside the execution)"] += run.wall_ms - run.timeline.total_ms
        return {label: value / len(runs) for label, value in totals.items()}

    journey, floor = means(journeys), means(floors)
    rows = [
        {"part": label, "journey_ms": round(journey.get(label, 0.0), 1), "floor_ms": round(floor.get(label, 0.0), 1),
         "delta_ms": round(journey.get(label, 0.0) - floor.get(label, 0.0), 1)}
        for label in set(journey) | set(floor)
    ]  # fmt: skip
    return sorted(rows, key=lambda row: -row["delta_ms"])


def activity_table(runs: Sequence[Run]) -> dict[str, dict[str, float]]:
    """Per activity type: schedule-to-start and start-to-close p50/p99 (ms)."""
    queue: dict[str, list[float]] = {}
    work: dict[str, list[float]] = {}
    for run in runs:
        assert run.timeline is not None
        for name, _, waited, ran in run.timeline.activities:
            queue.setdefault(name, []).append(waited)
            work.setdefault(name, []).append(ran)
    return {
        name: {
            "queue_p50": round(percentile(queue[name], 50), 1),
            "queue_p99": round(percentile(queue[name], 99), 1),
            "run_p50": round(percentile(work[name], 50), 1),
            "run_p99": round(percentile(work[name], 99), 1),
            "count": len(work[name]),
        }
        for name in sorted(work)
    }


def workflow_task_table(runs: Sequence[Run]) -> dict[str, float]:
    firsts = [run.timeline.workflow_tasks[0][1] for run in runs if run.timeline and run.timeline.workflow_tasks]
    later = [t[1] for run in runs if run.timeline for t in run.timeline.workflow_tasks[1:]]
    queued = [t[0] for run in runs if run.timeline for t in run.timeline.workflow_tasks]
    return {
        "per_execution": round(mean(len(run.timeline.workflow_tasks) for run in runs if run.timeline), 1),
        "first_run_p50": round(percentile(firsts, 50), 1),
        "later_run_p50": round(percentile(later, 50), 1),
        "queue_p50": round(percentile(queued, 50), 1),
        "queue_p99": round(percentile(queued, 99), 1),
    }


def history_table(runs: Sequence[Run]) -> dict[str, float]:
    return {
        "events": round(mean(run.timeline.events for run in runs if run.timeline), 1),
        "kib": round(mean(run.timeline.history_bytes for run in runs if run.timeline) / 1024, 1),
    }


def phase_table(runs: Sequence[Run]) -> dict[str, float]:
    durations: dict[str, list[float]] = {}
    for run in runs:
        for record in run.status.phase_history if run.status else []:
            if record.duration_ms is not None and not record.phase.terminal:
                durations.setdefault(record.phase.value, []).append(record.duration_ms)
    return {phase: round(percentile(values, 50), 1) for phase, values in durations.items()}


def cpu_table(runs: Sequence[Run], threads: bool = False) -> dict[str, float]:
    names = sorted({name for run in runs for name in (run.threads_ms if threads else run.cpu_ms)})
    return {
        name: round(mean((run.threads_ms if threads else run.cpu_ms).get(name, 0.0) for run in runs), 1)
        for name in names
    }


# --- metrics endpoints: the layers of an agent call ------------------------------------------------

Samples = dict[tuple[str, frozenset[tuple[str, str]]], float]


async def scrape(http: httpx.AsyncClient, url: str | None) -> Samples:
    if not url:
        return {}
    try:
        text = (await http.get(url)).text
    except httpx.HTTPError:
        return {}
    return {
        (sample.name, frozenset(sample.labels.items())): sample.value
        for family in text_string_to_metric_families(text)
        for sample in family.samples
    }


def histogram_means(before: Samples, after: Samples, name: str, keys: Sequence[str]) -> dict[str, dict[str, float]]:
    """Mean (ms) and count of a histogram between two scrapes, grouped by ``keys`` labels."""
    sums: dict[str, float] = defaultdict(float)
    counts: dict[str, float] = defaultdict(float)
    for (sample, labels), value in after.items():
        if sample not in (f"{name}_sum", f"{name}_count"):
            continue
        label = dict(labels)
        group = " ".join(label.get(key, "?") for key in keys)
        delta = value - before.get((sample, labels), 0.0)
        (sums if sample.endswith("_sum") else counts)[group] += delta
    return {
        group: {"mean_ms": round(sums[group] / counts[group] * 1000, 1), "count": round(counts[group])}
        for group in sorted(counts)
        if counts[group] > 0
    }


# --- 1. overhead ------------------------------------------------------------------------------------


def say(text: str = "") -> None:
    print(text, flush=True)


async def measure_overhead(stack: Stack, rounds: int, warmup: int = 2) -> tuple[dict[str, Any], FloorShape]:
    """Alternating journey (client) / floor / journey (API) runs; latencies, CPU, and where the time went."""
    client, settings = stack.client, stack.settings
    request = journey_request(settings)
    async with httpx.AsyncClient(timeout=60) as http:
        cold = await measured(stack, run_journey(client, settings, request))
        if not cold.completed:
            raise RuntimeError(f"the first journey did not complete: {cold.state} {cold.error}")
        shape = FloorShape.of(cold.status.plan if cold.status else None)
        assert shape.knowledge > 0, shape
        assert shape.generate > 0, shape
        for _ in range(warmup):
            await run_journey(client, settings, request)
            await run_floor(client, stack.floor_queue, shape)
            await run_api(http, stack.api_url)
        agents_before = await scrape(http, f"{stack.agents_url}/metrics")
        worker_before = await scrape(http, stack.worker_metrics_url)
        kinds: dict[str, Callable[[], Awaitable[Run]]] = {
            "journey": lambda: run_journey(client, settings, request),
            "floor": lambda: run_floor(client, stack.floor_queue, shape),
            "api": lambda: run_api(http, stack.api_url),
        }
        order = list(kinds)
        runs: dict[str, list[Run]] = {kind: [] for kind in kinds}
        for index in range(rounds):
            turn = index % len(order)
            for kind in order[turn:] + order[:turn]:  # rotate, so no kind always runs right after another
                runs[kind].append(await measured(stack, kinds[kind]()))
        agents_after = await scrape(http, f"{stack.agents_url}/metrics")
        worker_after = await scrape(http, stack.worker_metrics_url)
    await attach_timelines(client, [*runs["journey"], *runs["floor"], *runs["api"]])
    journeys, floors, apis = runs["journey"], runs["floor"], runs["api"]
    journey_wall = [run.wall_ms for run in journeys]
    floor_wall = [run.wall_ms for run in floors]
    api_wall = [run.wall_ms for run in apis]
    agent_calls = len(journeys) + len(apis)
    figures: dict[str, Any] = {
        "rounds": rounds,
        "shape": {"knowledge": shape.knowledge, "generate": shape.generate},
        "cold_journey_ms": round(cold.wall_ms, 1),
        "journey_ms": stats(journey_wall),
        "floor_ms": stats(floor_wall),
        "ratio_p50": ratio(percentile(journey_wall, 50), percentile(floor_wall, 50)),
        "ratio_p99": ratio(percentile(journey_wall, 99), percentile(floor_wall, 99)),
        "journey_execution_ms": stats([run.timeline.total_ms for run in journeys if run.timeline]),
        "floor_execution_ms": stats([run.timeline.total_ms for run in floors if run.timeline]),
        "start_call_ms": {
            "journey": stats([r.start_ms for r in journeys]),
            "floor": stats([r.start_ms for r in floors]),
        },
        "api": {
            "time_to_result_ms": stats(api_wall),
            "direct_ms": stats(journey_wall),
            "post_ms": stats([run.start_ms for run in apis]),
            "execution_ms": stats([run.timeline.total_ms for run in apis if run.timeline]),
            "polls_per_journey": round(mean(run.polls for run in apis), 1),
            "over_direct_p50_ms": round(percentile(api_wall, 50) - percentile(journey_wall, 50), 1),
            "ratio_p50": ratio(percentile(api_wall, 50), percentile(journey_wall, 50)),
        },
        "completed": {kind: sum(run.completed for run in kind_runs) for kind, kind_runs in runs.items()},
        "runs": {kind: len(kind_runs) for kind, kind_runs in runs.items()},
        "breakdown": breakdown(journeys, floors),
        "activities": {"journey": activity_table(journeys), "floor": activity_table(floors)},
        "workflow_tasks": {"journey": workflow_task_table(journeys), "floor": workflow_task_table(floors)},
        "history": {"journey": history_table(journeys), "floor": history_table(floors)},
        "phases_p50_ms": phase_table(journeys),
        "cpu_ms_per_run": {kind: cpu_table(kind_runs) for kind, kind_runs in runs.items()},
        "threads_ms_per_run": {kind: cpu_table(kind_runs, threads=True) for kind, kind_runs in runs.items()},
        "layers": {
            "worker_a2a_call": histogram_means(
                worker_before, worker_after, "lexiquery_agent_call_duration_seconds", ("agent", "skill")
            ),
            "agent_handling": histogram_means(
                agents_before, agents_after, "lexiquery_agent_request_duration_seconds", ("agent", "skill")
            ),
            "mcp_tool_call": histogram_means(
                agents_before, agents_after, "lexiquery_mcp_tool_call_duration_seconds", ("tool",)
            ),
            "agents_http": histogram_means(
                agents_before, agents_after, "lexiquery_http_request_duration_seconds", ("route",)
            ),
            "journeys": agent_calls,
        },
    }
    return figures, shape


def print_overhead(figures: dict[str, Any]) -> None:
    j, f = figures["journey_ms"], figures["floor_ms"]
    shape = figures["shape"]
    say(f"1. overhead: {figures['rounds']} rounds, alternating; floor = {4 + shape['knowledge'] + shape['generate']}"
        f" no-op activities ({shape['knowledge']} knowledge in parallel, {shape['generate']} generate)")  # fmt: skip
    say(f"   cold first journey                {figures['cold_journey_ms']:>8.1f} ms")
    say(f"   {'ms (client start → result)':34} {'p50':>8} {'p99':>8} {'mean':>8}")
    say(f"   {'journey':34} {j['p50']:>8.1f} {j['p99']:>8.1f} {j['mean']:>8.1f}")
    say(f"   {'floor':34} {f['p50']:>8.1f} {f['p99']:>8.1f} {f['mean']:>8.1f}")
    say(f"   {'ratio journey / floor':34} {figures['ratio_p50']:>8.2f} {figures['ratio_p99']:>8.2f}")
    je, fe = figures["journey_execution_ms"], figures["floor_execution_ms"]
    say(f"   {'journey execution (history)':34} {je['p50']:>8.1f} {je['p99']:>8.1f} {je['mean']:>8.1f}")
    say(f"   {'floor execution (history)':34} {fe['p50']:>8.1f} {fe['p99']:>8.1f} {fe['mean']:>8.1f}")
    api = figures["api"]
    t, d, p = api["time_to_result_ms"], api["direct_ms"], api["post_ms"]
    say(f"   {'API POST + long-poll to result':34} {t['p50']:>8.1f} {t['p99']:>8.1f} {t['mean']:>8.1f}")
    say(f"   {'direct client start + result':34} {d['p50']:>8.1f} {d['p99']:>8.1f} {d['mean']:>8.1f}")
    say(f"   {'  of which POST /v1/journeys':34} {p['p50']:>8.1f} {p['p99']:>8.1f} {p['mean']:>8.1f}")
    say(f"   API / direct (p50) {api['ratio_p50']:.2f}, +{api['over_direct_p50_ms']:.1f} ms;"
        f" {api['polls_per_journey']:.1f} GETs per journey")  # fmt: skip
    say(f"   completed: {figures['completed']} of {figures['runs']}")


# --- 2. throughput ----------------------------------------------------------------------------------


async def measure_throughput(stack: Stack, shape: FloorShape, n: int) -> dict[str, Any]:
    """``n`` journeys started at once against the one worker, then ``n`` floor workflows."""
    client, settings = stack.client, stack.settings
    request = journey_request(settings)
    figures: dict[str, Any] = {"n": n}
    runs_by_kind: dict[str, list[Run]] = {}
    runners: dict[str, Callable[[], Awaitable[Run]]] = {
        "journey": lambda: run_journey(client, settings, request),
        "floor": lambda: run_floor(client, stack.floor_queue, shape),
    }
    for kind, runner in runners.items():
        before = cpu_snapshot(stack.processes)
        started = time.perf_counter()
        runs = await asyncio.gather(*(runner() for _ in range(n)))
        wall = time.perf_counter() - started
        cpu = cpu_delta_ms(before, cpu_snapshot(stack.processes))
        await settle(stack)
        runs_by_kind[kind] = list(runs)
        completed = [run for run in runs if run.completed]
        figures[kind] = {
            "wall_s": round(wall, 2),
            "per_second": round(len(completed) / wall, 2),  # completed journeys per second
            "latency_ms": stats([run.wall_ms for run in completed]),
            "latency_all_ms": stats([run.wall_ms for run in runs]),
            "completed": len(completed),
            "failed": n - len(completed),
            "errors": Counter(run.error[:160] for run in runs if not run.completed).most_common(3),
            "cpu_ms_per_run": {name: round(value / n, 1) for name, value in cpu.items()},
            "cpu_cores_busy": round(sum(cpu.values()) / 1000 / wall, 2),
        }
    figures["ratio_per_second"] = ratio(figures["floor"]["per_second"], figures["journey"]["per_second"])
    await attach_timelines(client, [*runs_by_kind["journey"], *runs_by_kind["floor"]])
    figures["activities"] = {kind: activity_table(runs) for kind, runs in runs_by_kind.items()}
    figures["workflow_tasks"] = {kind: workflow_task_table(runs) for kind, runs in runs_by_kind.items()}
    figures["breakdown"] = breakdown(runs_by_kind["journey"], runs_by_kind["floor"])
    return figures


def print_throughput(figures: dict[str, Any]) -> None:
    say(f"2. throughput: {figures['n']} started at once, one worker")
    say(f"   {'':10} {'per s':>8} {'wall s':>8} {'p50 ms':>9} {'p99 ms':>9}  completed  CPU cores busy")
    for kind in ("journey", "floor"):
        row = figures[kind]
        say(
            f"   {kind:10} {row['per_second']:>8.2f} {row['wall_s']:>8.2f} {row['latency_ms']['p50']:>9.1f}"
            f" {row['latency_ms']['p99']:>9.1f}  {row['completed']:>4}/{figures['n']:<4}  {row['cpu_cores_busy']:.2f}"
        )
    say(f"   floor / journey throughput: {figures['ratio_per_second']:.2f}x (completed per second)")
    for kind in ("journey", "floor"):
        row = figures[kind]
        if row["failed"]:
            say(f"   {kind}: {row['failed']} of {figures['n']} FAILED; all latencies p50"
                f" {row['latency_all_ms']['p50']:.1f} ms p99 {row['latency_all_ms']['p99']:.1f} ms")  # fmt: skip
            for error, count in row["errors"]:
                say(f"     {count} x {error}")


# --- 3. fan-out -------------------------------------------------------------------------------------


def fanout_settings(settings: Settings) -> Settings:
    """The fault injection of the fan-out measurement: four knowledge agents answer 200 ms late."""
    return derive(settings, agent_fault_latency_ms=FANOUT_LATENCY_MS, agent_fault_agents=list(FANOUT_AGENTS))


def fanout_host(settings: Settings, agents_url: str, base: str) -> Starlette:
    """The four knowledge agents twice — under ``/slow`` behind the configured fault injection, under
    ``/fast`` without — searching through the stack's own MCP knowledge server."""
    faulty = fanout_settings(settings)
    tools = ToolClient(f"{agents_url}/tools/knowledge/mcp")
    routes = []
    for source in SOURCES:
        if source.agent not in FANOUT_AGENTS:
            continue
        for lane, faults in (("slow", Faults.for_agent(faulty, source.agent)), ("fast", None)):
            spec = knowledge_agent(source, collection_searcher(tools, source.name))
            url = f"{base}/{lane}/agents/{spec.name}/"
            routes.append(Mount(f"/{lane}/agents/{spec.name}", app=agent_app(spec, url, faults)))

    @contextlib.asynccontextmanager
    async def lifespan(_: Starlette) -> AsyncIterator[None]:
        try:
            yield
        finally:
            await tools.close()

    return Starlette(routes=routes, lifespan=lifespan)


@contextlib.asynccontextmanager
async def fanout_lanes(stack: Stack) -> AsyncIterator[dict[str, Settings]]:
    """The fan-out host in this process and, per lane, journey workers (the stack's settings, but a registry
    of the planner and the lane's four knowledge agents) on a task queue of their own."""
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    lanes: dict[str, Settings] = {}
    for lane in ("slow", "fast"):
        registry = stack.settings.state_dir / f"bench-fanout-{lane}-{uuid.uuid4().hex[:8]}.yaml"
        agents = [{"name": "planner", "url": f"{stack.agents_url}/agents/planner"}]
        agents += [{"name": name, "url": f"{base}/{lane}/agents/{name}"} for name in FANOUT_AGENTS]
        registry.parent.mkdir(parents=True, exist_ok=True)
        registry.write_text(yaml.safe_dump({"agents": agents}))
        lanes[lane] = derive(stack.settings, agent_registry=registry, task_queue=f"{stack.settings.task_queue}-{lane}")
    async with serve(fanout_host(stack.settings, stack.agents_url, base), port), contextlib.AsyncExitStack() as workers:
        for lane_settings in lanes.values():
            await workers.enter_async_context(running_workers(stack.client, lane_settings))
        yield lanes


def knowledge_window(run: Run) -> tuple[float, float]:
    """From the first knowledge activity scheduled to the last one closed, and the slowest one's run (ms)."""
    assert run.timeline is not None
    knowledge = [a for a in run.timeline.activities if a[0] == Activity.GATHER_KNOWLEDGE.value]
    if not knowledge:
        return 0.0, 0.0
    start = min(at for _, at, _, _ in knowledge)
    end = max(at + waited + ran for _, at, waited, ran in knowledge)
    return end - start, max(ran for *_, ran in knowledge)


async def measure_fanout(stack: Stack, rounds: int, warmup: bool = True) -> dict[str, Any]:
    """Rounds of a four-source question on the slow lane (200 ms per source) and the fast lane (none)."""
    runs: dict[str, list[Run]] = {"slow": [], "fast": []}
    async with fanout_lanes(stack) as lanes:
        for lane_settings in lanes.values() if warmup else []:  # cards, MCP session, sandbox
            await run_journey(stack.client, lane_settings, journey_request(lane_settings, FANOUT_QUESTION, []))
        for index in range(rounds):
            order = ["slow", "fast"] if index % 2 == 0 else ["fast", "slow"]
            for lane in order:
                request = journey_request(lanes[lane], FANOUT_QUESTION, [])
                runs[lane].append(await run_journey(stack.client, lanes[lane], request, kind=f"fanout-{lane}"))
    await attach_timelines(stack.client, [*runs["slow"], *runs["fast"]])

    def phase(run: Run) -> float:
        assert run.status is not None
        records = [r for r in run.status.phase_history if r.phase is Phase.GATHERING_KNOWLEDGE]
        return records[0].duration_ms or 0.0 if records else 0.0

    def sources(run: Run) -> int:
        return len(run.status.knowledge) if run.status else 0

    slow_phase = [phase(run) for run in runs["slow"]]
    fast_phase = [phase(run) for run in runs["fast"]]
    slow_window = [knowledge_window(run)[0] for run in runs["slow"]]
    fast_window = [knowledge_window(run)[0] for run in runs["fast"]]
    slow_runs = [knowledge_window(run)[1] for run in runs["slow"]]

    def offsets(lane: str, closed: bool) -> list[float]:
        """p50 of when the 1st, 2nd, … knowledge activity started (or closed), ms after the first was
        scheduled: about equal when the sources work in parallel, a staircase when they take turns."""
        moments: list[list[float]] = []
        for run in runs[lane]:
            assert run.timeline is not None
            knowledge = [a for a in run.timeline.activities if a[0] == Activity.GATHER_KNOWLEDGE.value]
            first = min((at for _, at, _, _ in knowledge), default=0.0)
            moments.append(sorted(at + waited + (ran if closed else 0.0) - first for _, at, waited, ran in knowledge))
        width = min((len(m) for m in moments), default=0)
        return [round(percentile([m[i] for m in moments], 50), 1) for i in range(width)]

    return {
        "rounds": rounds,
        "latency_ms": FANOUT_LATENCY_MS,
        "agents": list(FANOUT_AGENTS),
        "question": FANOUT_QUESTION,
        "sources_per_journey": {lane: sorted({sources(run) for run in lane_runs}) for lane, lane_runs in runs.items()},
        "completed": {lane: sum(run.completed for run in lane_runs) for lane, lane_runs in runs.items()},
        "phase_ms": {"slow": stats(slow_phase), "fast": stats(fast_phase)},
        "ratio": round(percentile(slow_phase, 50) / FANOUT_LATENCY_MS, 2),
        "serial_ratio": float(len(FANOUT_AGENTS)),
        "excess_ratio": round((percentile(slow_phase, 50) - percentile(fast_phase, 50)) / FANOUT_LATENCY_MS, 2),
        "knowledge_window_ms": {"slow": stats(slow_window), "fast": stats(fast_window)},
        "window_ratio": round(percentile(slow_window, 50) / FANOUT_LATENCY_MS, 2),
        "slowest_knowledge_activity_ms": stats(slow_runs),
        "starts_ms": {"slow": offsets("slow", closed=False), "fast": offsets("fast", closed=False)},
        "completions_ms": {"slow": offsets("slow", closed=True), "fast": offsets("fast", closed=True)},
        "degraded": sum(len(run.status.degraded) for lane in runs.values() for run in lane if run.status),
    }


def print_fanout(figures: dict[str, Any]) -> None:
    slow, fast = figures["phase_ms"]["slow"], figures["phase_ms"]["fast"]
    say(f"3. fan-out: {len(figures['agents'])} knowledge sources, each {figures['latency_ms']:.0f} ms late"
        f" ({', '.join(figures['agents'])}); {figures['rounds']} rounds")  # fmt: skip
    say(f"   GATHERING_KNOWLEDGE p50 {slow['p50']:.1f} ms (p99 {slow['p99']:.1f}) → ratio {figures['ratio']:.2f}"
        f" (1.0 perfect, {figures['serial_ratio']:.1f} serial)")  # fmt: skip
    say(f"   same journey without added latency: p50 {fast['p50']:.1f} ms → added-latency ratio"
        f" {figures['excess_ratio']:.2f}")  # fmt: skip
    window = figures["knowledge_window_ms"]
    say(f"   knowledge activities only (first scheduled → last closed): slow p50 {window['slow']['p50']:.1f} ms,"
        f" fast p50 {window['fast']['p50']:.1f} ms → ratio {figures['window_ratio']:.2f}")  # fmt: skip
    starts, ends = figures["starts_ms"], figures["completions_ms"]
    say(f"   knowledge activities (p50, ms after the first was scheduled) started at: slow {starts['slow']},"
        f" fast {starts['fast']}")  # fmt: skip
    say(f"                                                          closed at: slow {ends['slow']},"
        f" fast {ends['fast']}")  # fmt: skip
    say(f"   (the phase also holds the answer composed from the knowledge); completed {figures['completed']},"
        f" sources per journey {figures['sources_per_journey']}, degraded {figures['degraded']}")  # fmt: skip


# --- 4. profile -------------------------------------------------------------------------------------

SITE = "/site-packages/"
# cProfile's "functions" that are the event loop waiting, not working.
IDLE_FUNCTIONS = ("<method 'poll' of 'select.epoll' objects>", "<method 'select' of 'select.epoll' objects>")


def module_of(filename: str) -> str:
    """A file as the package to group time by: ``temporalio.worker.workflow_sandbox``, ``a2a``, ``pydantic``,
    ``workflows.journey``, ``stdlib.asyncio``, ``builtin`` (C functions)."""
    if filename == "~":
        return "builtin"
    if SITE in filename:
        parts = filename.split(SITE, 1)[1].removesuffix(".py").split(os.sep)
        depth = 3 if parts[0] == "temporalio" else 1
        return ".".join(parts[: min(depth, max(len(parts) - 1, 1))])
    root = str(PROJECT_ROOT) + os.sep
    if filename.startswith(root):
        return ".".join(filename[len(root) :].removesuffix(".py").split(os.sep)[:2])
    stdlib = os.path.dirname(os.__file__)
    if filename.startswith(stdlib):
        return "stdlib." + filename[len(stdlib) + 1 :].split(os.sep)[0].removesuffix(".py")
    if filename.startswith("<frozen "):
        return "stdlib." + filename.removeprefix("<frozen ").removesuffix(">")
    return "other"


def thread_cpu() -> dict[str, float]:
    """CPU seconds of this process's threads, grouped: Python threads by name without their number
    (``MainThread``, ``temporal_workflow``…), the rest (the Temporal core's Rust threads…) by OS name."""
    names = {thread.native_id: thread.name for thread in threading.enumerate()}
    groups: dict[str, float] = defaultdict(float)
    for task in Path("/proc/self/task").iterdir():
        try:
            stat = (task / "stat").read_text()
        except OSError:
            continue
        fields = stat.rsplit(")", 1)[1].split()
        name = names.get(int(task.name)) or stat[stat.index("(") + 1 : stat.rindex(")")]
        groups[re.sub(r"[-_]?[0-9_]+$", "", name) or name] += (int(fields[11]) + int(fields[12])) / _ticks()
    return groups


def thread_delta_ms(before: dict[str, float], after: dict[str, float]) -> dict[str, float]:
    return {name: max(after.get(name, 0.0) - before.get(name, 0.0), 0.0) * 1000 for name in after}


def profiled_functions(profile: cProfile.Profile, runs: int, top: int = 15) -> dict[str, Any]:
    """Own time (tottime) of the profiled thread by module and by function, per run, idle waits left out."""
    raw: dict[tuple[str, int, str], tuple[int, int, float, float, Any]] = pstats.Stats(profile).stats  # type: ignore[attr-defined]
    modules: dict[str, float] = defaultdict(float)
    functions: dict[str, float] = defaultdict(float)
    idle = 0.0
    for (filename, _, name), (_, _, own, _, _) in raw.items():
        if name in IDLE_FUNCTIONS:
            idle += own
            continue
        module = module_of(filename)
        modules[module] += own
        functions[f"{module}:{name}"] += own
    busy = sum(modules.values())

    def table(values: dict[str, float]) -> list[tuple[str, float, float]]:
        ordered = sorted(values.items(), key=lambda item: -item[1])[:top]
        return [(name, round(own * 1000 / runs, 1), round(100 * own / busy, 1)) for name, own in ordered]

    return {
        "busy_ms_per_run": round(busy * 1000 / runs, 1),
        "idle_ms_per_run": round(idle * 1000 / runs, 1),
        "modules": table(modules),
        "functions": table(functions),
    }


ENCODE = """
import sys, time
from agents.tools.embeddings import encoder
model = encoder(); model.encode(["warm up"])
wall, cpu = [], []
for i in range(int(sys.argv[1])):
    started, used = time.perf_counter(), time.process_time()
    model.encode([f"failed sign-ins in the last hour {i}"])
    wall.append((time.perf_counter() - started) * 1000); cpu.append((time.process_time() - used) * 1000)
wall.sort()
print(wall[len(wall) // 2], sum(cpu) / len(cpu))
"""


def encode_cost(samples: int, env: dict[str, str] | None = None) -> dict[str, float]:
    """What embedding one question costs (every semantic search does it), in a fresh interpreter."""
    run = subprocess.run(
        [sys.executable, "-c", ENCODE, str(samples)],
        env={**os.environ, **(env or {})},
        capture_output=True,
        text=True,
        cwd=PROJECT_ROOT,
        timeout=300,
        check=True,
    )
    wall, cpu = (float(x) for x in run.stdout.split()[-2:])
    return {"wall_p50_ms": round(wall, 1), "cpu_mean_ms": round(cpu, 1)}


async def measure_profile(stack: Stack, runs: int, encode_samples: int) -> dict[str, Any]:
    """cProfile this process's event-loop thread (when the CLI runs: the workers' activities, the A2A client,
    payload conversion, tracing, logging) during ``runs`` sequential journeys; time the question's embedding
    with OpenBLAS's default threads and with one."""
    client, settings = stack.client, stack.settings
    request = journey_request(settings)
    figures: dict[str, Any] = {"runs": runs}
    profile = cProfile.Profile()
    done = []
    for _ in range(runs):
        profile.enable()
        try:
            done.append(await run_journey(client, settings, request))
        finally:
            profile.disable()
    figures["journey"] = {**profiled_functions(profile, runs), "completed": sum(run.completed for run in done)}
    if encode_samples:
        default = await asyncio.to_thread(encode_cost, encode_samples)
        single = await asyncio.to_thread(encode_cost, encode_samples, {"OPENBLAS_NUM_THREADS": "1"})
        figures["encode"] = {"default_threads": default, "openblas_1_thread": single, "samples": encode_samples}
    return figures


def print_profile(overhead: dict[str, Any], throughput: dict[str, Any], profile: dict[str, Any]) -> None:
    say("4. profile: where the journey's time over the floor goes")
    say("   each execution's history, cut by what was happening (mean ms per execution, sequential runs):")
    say(f"   {'part':58} {'journey':>8} {'floor':>8} {'delta':>8}")
    for row in overhead["breakdown"]:
        if abs(row["delta_ms"]) >= 0.5 or row["journey_ms"] >= 1:
            say(f"   {row['part']:58} {row['journey_ms']:>8.1f} {row['floor_ms']:>8.1f} {row['delta_ms']:>8.1f}")
    say("   activities (ms)           journey: queue p50/p99  run p50/p99   |  floor: queue p50  run p50")
    journey, floor = overhead["activities"]["journey"], overhead["activities"]["floor"]
    for name, row in journey.items():
        other = floor.get(name, {})
        say(
            f"   {name:22} {row['queue_p50']:>10.1f} {row['queue_p99']:>7.1f} {row['run_p50']:>8.1f}"
            f" {row['run_p99']:>7.1f}   | {other.get('queue_p50', 0):>12.1f} {other.get('run_p50', 0):>8.1f}"
        )
    for kind in ("journey", "floor"):
        wt = overhead["workflow_tasks"][kind]
        history = overhead["history"][kind]
        say(f"   {kind} workflow tasks: {wt['per_execution']:.1f} per run, first runs p50 {wt['first_run_p50']:.1f}"
            f" ms, later p50 {wt['later_run_p50']:.1f} ms, queue p50 {wt['queue_p50']:.1f} ms;"
            f" history {history['events']:.0f} events, {history['kib']:.1f} KiB")  # fmt: skip
    say("   journey phases p50 (ms): " + ", ".join(f"{k} {v:.1f}" for k, v in overhead["phases_p50_ms"].items()))
    layers = overhead["layers"]
    say(f"   layers of an agent call (mean ms over {layers['journeys']} journeys' calls):")
    calls = layers["worker_a2a_call"]
    handling = layers["agent_handling"]
    for key in sorted(set(calls) | set(handling)):
        say(f"     {key:38} worker A2A call {calls.get(key, {}).get('mean_ms', math.nan):>7.1f}"
            f"   agent handling {handling.get(key, {}).get('mean_ms', math.nan):>7.1f}")  # fmt: skip
    for tool, row in layers["mcp_tool_call"].items():
        per = row["count"] / max(layers["journeys"], 1)
        say(f"     MCP {tool:34} {row['mean_ms']:>7.1f} ms each, {per:.1f} per journey")
    say("   CPU ms per run, by process (sequential runs):")
    for kind, row in overhead["cpu_ms_per_run"].items():
        say(f"     {kind:8} " + ", ".join(f"{name} {value:.1f}" for name, value in row.items()))
    say(f"   under load ({throughput['n']} at once), per activity queue p50/p99 and run p50 (ms):")
    for kind in ("journey", "floor"):
        row = throughput["activities"][kind]
        wt = throughput["workflow_tasks"][kind]
        cells = ", ".join(
            f"{n} {r['queue_p50']:.0f}/{r['queue_p99']:.0f} run {r['run_p50']:.0f}" for n, r in row.items()
        )
        say(f"     {kind:8} {cells}; workflow task queue p50/p99 {wt['queue_p50']:.0f}/{wt['queue_p99']:.0f}")
        say(f"     {kind:8} CPU ms per run: " + ", ".join(
            f"{name} {value:.1f}" for name, value in throughput[kind]["cpu_ms_per_run"].items()))  # fmt: skip
    say("   CPU ms per run in this process, by thread (sequential runs):")
    for kind, row in overhead["threads_ms_per_run"].items():
        cells = ", ".join(f"{name} {value:.1f}" for name, value in sorted(row.items(), key=lambda x: -x[1]) if value)
        say(f"     {kind:8} {cells}")
    profiled = profile["journey"]
    say(f"   cProfile of this process's event-loop thread over {profile['runs']} journeys:"
        f" {profiled['busy_ms_per_run']:.1f} ms busy per journey (idle waits left out)")  # fmt: skip
    say("     by module:   " + ", ".join(f"{n} {ms:.1f} ms" for n, ms, _ in profiled["modules"][:10]))
    say("     by function: " + ", ".join(f"{n} {ms:.1f} ms" for n, ms, _ in profiled["functions"][:8]))
    if "encode" in profile:
        e = profile["encode"]
        d, s = e["default_threads"], e["openblas_1_thread"]
        say(f"   embedding one question (every semantic search does): default OpenBLAS threads {d['wall_p50_ms']:.1f}"
            f" ms wall / {d['cpu_mean_ms']:.1f} ms CPU; OPENBLAS_NUM_THREADS=1 {s['wall_p50_ms']:.1f} ms wall /"
            f" {s['cpu_mean_ms']:.1f} ms CPU")  # fmt: skip


# --- all of it --------------------------------------------------------------------------------------


async def run_all(
    stack: Stack,
    *,
    journeys: int,
    rounds: int,
    fanout_rounds: int,
    profile_runs: int,
    encode_samples: int,
    warmup: int = 2,
) -> dict[str, Any]:
    """Every measurement against ``stack``, printed as it completes; the report as a dict."""
    say(f"orchestration benchmark: {os.cpu_count()} CPUs, load average {os.getloadavg()[0]:.2f} at start;"
        f" processes {', '.join(stack.processes)}")  # fmt: skip
    started = time.perf_counter()
    elapsed: dict[str, float] = {}

    def lap(part: str) -> None:
        elapsed[part] = round(time.perf_counter() - started - sum(elapsed.values()), 1)
        say(f"   ({part}: {elapsed[part]:.1f}s)")

    await settle(stack)
    overhead, shape = await measure_overhead(stack, rounds, warmup)
    print_overhead(overhead)
    lap("overhead")
    throughput = await measure_throughput(stack, shape, journeys)
    print_throughput(throughput)
    lap("throughput")
    fanout = await measure_fanout(stack, fanout_rounds, warmup=warmup > 0)
    print_fanout(fanout)
    lap("fan-out")
    profile = await measure_profile(stack, profile_runs, encode_samples)
    print_profile(overhead, throughput, profile)
    lap("profile")
    say(f"load average at end {os.getloadavg()[0]:.2f} (the machine is shared: compare ratios, not milliseconds)")
    return {
        "config": {
            "question": QUESTION,
            "platforms": [p.value for p in PLATFORMS],
            "journeys": journeys,
            "rounds": rounds,
            "fanout_rounds": fanout_rounds,
            "warmup": warmup,
            "profile_runs": profile_runs,
            "task_queue": stack.settings.task_queue,
            "floor_task_queue": stack.floor_queue,
            "cpus": os.cpu_count(),
            "load_average": os.getloadavg()[0],
            "elapsed_s": elapsed,
        },
        "overhead": overhead,
        "api": overhead["api"],
        "throughput": throughput,
        "fanout": fanout,
        "profile": profile,
    }


# --- the CLI's own stack ----------------------------------------------------------------------------

KNOWLEDGE_FILES = ("knowledge.db", "knowledge.db-wal", "vectors.db", "vectors.db-wal")


def knowledge_cache() -> Path:
    return Path(tempfile.gettempdir()) / "lexiquery-bench-knowledge"


def seed_knowledge(state: Path) -> None:
    """Start from the last run's knowledge index, if there is one (building it takes a minute)."""
    for name in KNOWLEDGE_FILES:
        if (knowledge_cache() / name).exists():
            shutil.copy2(knowledge_cache() / name, state / name)


def keep_knowledge(state: Path) -> None:
    """Keep the knowledge index for the next run (the host checks it against the shipped files anyway)."""
    cached = knowledge_cache()
    cached.mkdir(parents=True, exist_ok=True)
    for name in KNOWLEDGE_FILES:
        source = state / name
        if source.exists():
            partial = cached / f".{name}.{os.getpid()}"
            shutil.copy2(source, partial)
            os.replace(partial, cached / name)
        else:
            (cached / name).unlink(missing_ok=True)


async def http_ok(url: str) -> bool:
    async with httpx.AsyncClient(timeout=2) as http:
        return (await http.get(url)).is_success


async def temporal_ok(settings: Settings) -> bool:
    await connect(settings)
    return True


@contextlib.asynccontextmanager
async def bench_stack(settings: Settings) -> AsyncIterator[Stack]:
    """The dev server, agents host and API as child processes, the journey and floor workers here."""
    logs = settings.state_dir / "logs"
    temporal = Child("temporal", dev_server_argv(settings), logs / "temporal.log", lambda: temporal_ok(settings))
    agents = Child(
        "agents",
        [sys.executable, "-m", "agents"],
        logs / "agents.log",
        lambda: http_ok(f"{settings.resolved_agents_base_url}/health"),
    )
    api = Child("api", [sys.executable, "-m", "api"], logs / "api.log", lambda: http_ok(f"{settings.api_url}/health"))
    env = settings_env(settings)
    started = time.perf_counter()
    try:
        temporal.start(env)
        await temporal.wait_ready(READY_SECONDS)
        agents.start(env)
        api.start(env)
        await asyncio.gather(agents.wait_ready(READY_SECONDS), api.wait_ready(READY_SECONDS))
        say(f"stack ready in {time.perf_counter() - started:.1f}s (state in {settings.state_dir})")
        client = await connect(settings, worker_runtime(settings))
        pids = {"worker (this process)": os.getpid()}
        pids |= {child.name: child.process.pid for child in (agents, api, temporal) if child.process}
        async with running_workers(client, settings), floor_workers(client, settings) as floor_queue:
            yield Stack(client, settings, settings.api_url, settings.resolved_agents_base_url, floor_queue, pids)
    finally:
        for child in (api, agents, temporal):
            child.stop()


def log_to(path: Path) -> Callable[[], None]:
    """This process's log lines (the workers', as `lexiquery up` writes them) to ``path``, not the console;
    the function returned ends that (lines logged later, by workflows evicted at shutdown, go nowhere)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    stream = path.open("a")
    handlers = [h for h in logging.getLogger().handlers if isinstance(h, logging.StreamHandler)]
    for handler in handlers:
        handler.setStream(stream)

    def stop() -> None:
        sink = Path(os.devnull).open("w")  # noqa: SIM115 (open while the process lives)
        for handler in handlers:
            handler.setStream(sink)
        stream.close()

    return stop


async def cli(args: argparse.Namespace) -> dict[str, Any]:
    with tempfile.TemporaryDirectory(prefix="lexiquery-bench-") as folder:
        state = Path(folder)
        seed_knowledge(state)
        settings = Settings(
            state_dir=state,
            temporal_address=f"127.0.0.1:{free_port()}",
            temporal_ui_port=free_port(),
            agents_port=free_port(),
            api_port=free_port(),
            prometheus_port=free_port(),
            worker_metrics_port=free_port(),
            task_queue=f"bench-{uuid.uuid4().hex[:12]}",
            api_cache_ttl_seconds=0,
            demo_estate=False,  # no execution: nothing needs the demo estate's engines
            log_format="json",
        )
        configure_logging(settings, process="worker")
        stop_logging = log_to(state / "logs" / "worker.log")
        configure_tracing(settings, process="worker")
        try:
            async with bench_stack(settings) as stack:
                report = await run_all(
                    stack,
                    journeys=args.journeys,
                    rounds=args.rounds,
                    fanout_rounds=args.fanout_rounds,
                    profile_runs=args.profile_runs,
                    encode_samples=args.encode_samples,
                )
            keep_knowledge(state)
        finally:
            stop_logging()
        leftovers = child_pids("server start-dev")
        say("dev server left behind: " + (", ".join(map(str, leftovers)) if leftovers else "none"))
        return report


def write_json(report: dict[str, Any], path: Path) -> None:
    path.write_text(json.dumps(report, indent=2, default=str))


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.orchestration", description=__doc__.split("\n")[0])
    parser.add_argument("--journeys", type=int, default=50, help="journeys started at once (throughput)")
    parser.add_argument("--rounds", type=int, default=10, help="alternating journey/floor/API rounds (overhead)")
    parser.add_argument("--fanout-rounds", type=int, default=4, help="rounds of the fan-out measurement")
    parser.add_argument("--profile-runs", type=int, default=3, help="journeys run under cProfile")
    parser.add_argument("--encode-samples", type=int, default=5, help="question embeddings timed (0: skip)")
    parser.add_argument("--json", type=Path, help="also write the figures as JSON to this file")
    args = parser.parse_args()
    report = asyncio.run(cli(args))
    if args.json:
        write_json(report, args.json)
        say(f"figures written to {args.json}")


if __name__ == "__main__":
    # The floor workflow must come from an importable module (the sandbox re-imports it), not __main__.
    from bench import orchestration

    orchestration.main()
