"""Accounting for every journey a drill submitted: its ledger rows and its history (events, retries, replay),
read a bounded number at a time through a quiet Temporal runtime."""

from __future__ import annotations

import asyncio
import contextlib
import sqlite3
from collections import Counter
from collections.abc import AsyncIterator, Awaitable, Iterable, Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from temporalio.api.failure.v1 import Failure
from temporalio.client import Client, WorkflowHistory
from temporalio.runtime import LoggingConfig, Runtime, TelemetryConfig, TelemetryFilter
from temporalio.worker import Replayer

from harness.figures import spread
from lexiquery.contracts import CostTotals, JourneyCostSummary
from lexiquery.settings import Settings
from lexiquery.telemetry import configure_tracing
from lexiquery.temporal import temporal_plugins
from workflows.journey import JourneyWorkflow


def _ledger(path: Path) -> sqlite3.Connection | None:
    if not path.exists():
        return None
    return sqlite3.connect(f"file:{path}?mode=ro", uri=True, timeout=10)


def ledger_contents(path: Path) -> tuple[Counter[str], dict[str, CostTotals]]:
    """The cost ledger read from its SQLite file: rows per journey id, and each journey's totals."""
    db = _ledger(path)
    if db is None:
        return Counter(), {}
    with contextlib.closing(db):
        rows = db.execute("SELECT journey_id, summary FROM journey_costs").fetchall()
    counts = Counter(str(r[0]) for r in rows)
    return counts, {str(r[0]): JourneyCostSummary.model_validate_json(r[1]).totals for r in rows}


# -------------------------------------------------------------------------------------------- histories


OVERSIZED = "Failure exceeds size limit."


def _failure_text(failure: Failure) -> str:
    """A stored failure's message; when the server replaced an oversized failure by its own
    ``Failure exceeds size limit.``, that and the message of the cut-down original (its cause)."""
    if failure.message == OVERSIZED and failure.HasField("cause"):
        return f"{OVERSIZED} <- {failure.cause.message}"
    return failure.message


_CLOSINGS = {
    "activity_task_completed_event_attributes": "completed",
    "activity_task_failed_event_attributes": "failed",
    "activity_task_timed_out_event_attributes": "timed_out",
    "activity_task_canceled_event_attributes": "canceled",
}


async def history_stats(client: Client, journey_ids: Sequence[str]) -> dict[str, Any]:
    """From the journeys' event histories: activity retries (which, how often, how long, why) and
    workflow task timeouts and failures (what a dead worker or server leaves behind)."""
    activities = 0
    retried: list[dict[str, Any]] = []
    extra_attempts: Counter[str] = Counter()
    timed_out: Counter[str] = Counter()
    cancelled_waiting: Counter[str] = Counter()
    wf_task_timeouts = 0
    wf_task_failures = 0
    wf_task_failure_causes: Counter[str] = Counter()

    histories: list[WorkflowHistory] = []

    async def one(journey_id: str) -> None:
        nonlocal activities, wf_task_timeouts, wf_task_failures
        try:
            history = await client.get_workflow_handle(journey_id).fetch_history()
        except Exception:
            return
        histories.append(history)
        scheduled: dict[int, tuple[str, datetime]] = {}
        started: dict[int, tuple[int, str]] = {}
        for event in history.events:
            when = event.event_time.ToDatetime(tzinfo=UTC)
            if event.HasField("activity_task_scheduled_event_attributes"):
                activities += 1
                scheduled[event.event_id] = (event.activity_task_scheduled_event_attributes.activity_type.name, when)
            elif event.HasField("activity_task_started_event_attributes"):
                a = event.activity_task_started_event_attributes
                started[a.scheduled_event_id] = (
                    a.attempt,
                    _failure_text(a.last_failure) if a.HasField("last_failure") else "",
                )
            elif event.HasField("workflow_task_timed_out_event_attributes"):
                wf_task_timeouts += 1
            elif event.HasField("workflow_task_failed_event_attributes"):
                wf_task_failures += 1
                wf_task_failure_causes[event.workflow_task_failed_event_attributes.failure.message[:200]] += 1
            else:
                which = event.WhichOneof("attributes") or ""
                outcome = _CLOSINGS.get(which)
                sid = getattr(event, which).scheduled_event_id if outcome else None
                if outcome is None or sid not in scheduled:
                    continue
                kind, at = scheduled[sid]
                if outcome == "timed_out":
                    timed_out[kind] += 1
                if outcome == "canceled" and sid not in started:
                    # no attempt was running: cancelled (at a phase deadline) while waiting to retry
                    cancelled_waiting[kind] += 1
                attempt, why = started.get(sid, (1, ""))
                if attempt > 1:
                    extra_attempts[kind] += attempt - 1
                    retried.append(
                        {
                            "journey_id": journey_id,
                            "activity": kind,
                            "attempts": attempt,
                            "outcome": outcome,
                            "seconds": round((when - at).total_seconds(), 2),
                            "last_failure": why[:200],
                        }
                    )

    await gather_limited((one(j) for j in journey_ids), limit=5)
    reasons = Counter(r["last_failure"] for r in retried)
    unreplayable = await replay_failures(histories)
    return {
        "histories_replayed": len(histories),
        "histories_that_do_not_replay": unreplayable,
        "retries_whose_failure_was_too_big_to_store": sum(
            1 for r in retried if r["last_failure"].startswith(OVERSIZED)
        ),
        "journeys_read": len(journey_ids),
        "activities": activities,
        "retried_activities": len(retried),
        "extra_attempts_by_activity": dict(extra_attempts),
        "activity_timeouts_by_activity": dict(timed_out),
        "cancelled_while_waiting_to_retry": dict(cancelled_waiting),
        "retry_reasons": dict(reasons.most_common(8)),
        "retried_seconds": spread([r["seconds"] for r in retried]),
        "workflow_task_timeouts": wf_task_timeouts,
        "workflow_task_failures": wf_task_failures,
        "workflow_task_failure_causes": dict(wf_task_failure_causes.most_common(5)),
        "retried": retried,
    }


async def replay_failures(histories: Sequence[WorkflowHistory]) -> dict[str, str]:
    """Replay each history against today's workflow code, as tests/test_replay.py does: a history that
    does not replay is one a worker cannot resume (after a crash, or to answer a query)."""
    if not histories:
        return {}
    configure_tracing(Settings(trace_exporter="none"), process="drills")  # the plugin needs a replay-safe provider
    replayer = Replayer(workflows=[JourneyWorkflow], plugins=temporal_plugins(), runtime=quiet_runtime())
    workflow_ids = {h.run_id: h.workflow_id for h in histories}

    async def each() -> AsyncIterator[WorkflowHistory]:
        for history in histories:
            yield history

    results = await replayer.replay_workflows(each(), raise_on_replay_failure=False)
    return {workflow_ids.get(run, run): str(error)[:300] for run, error in results.replay_failures.items()}


async def gather_limited(awaitables: Iterable[Awaitable[Any]], limit: int) -> list[Any]:
    semaphore = asyncio.Semaphore(limit)

    async def one(aw: Awaitable[Any]) -> Any:
        async with semaphore:
            return await aw

    return await asyncio.gather(*(one(a) for a in awaitables))


_RUNTIME: Runtime | None = None


def quiet_runtime() -> Runtime:
    """A Temporal runtime whose core logs only errors: the drills' own client is meant to see the server
    go away, and says so in the report rather than in a warning per retried call."""
    global _RUNTIME
    if _RUNTIME is None:
        quiet = LoggingConfig(filter=TelemetryFilter(core_level="ERROR", other_level="ERROR"))
        _RUNTIME = Runtime(telemetry=TelemetryConfig(logging=quiet))
    return _RUNTIME
