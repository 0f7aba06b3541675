"""Where each execution's time went: its history cut into activity and workflow-task run and queue time, phase
durations, and the layers of an agent call read off the metrics endpoints."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from bench.orchestration.runs import Run

import asyncio
import itertools
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import httpx
from prometheus_client.parser import text_string_to_metric_families
from temporalio.api.enums.v1 import EventType
from temporalio.api.history.v1 import HistoryEvent
from temporalio.client import Client

from harness.figures import mean, percentile

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
