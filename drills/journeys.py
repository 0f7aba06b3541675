"""Submitting journeys at load and following each to its end: the drills' plain request and its expected answer."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections import Counter
from collections.abc import Awaitable, Callable, Iterable
from dataclasses import dataclass
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

from temporalio.client import Client, WorkflowExecutionStatus
from temporalio.service import RPCError, RPCStatusCode

from api.errors import ProblemError
from api.service import read_journey, start_journey
from drills.accounting import gather_limited, history_stats, ledger_contents
from drills.report import Tally
from lexiquery.contracts import JourneyRequest, JourneyStatus, Phase, Platform
from lexiquery.settings import Settings

log = logging.getLogger("drills")

PLAIN_QUESTION = "failed sign-ins in the last hour"
PLAIN_QUERY_PREFIX = "SigninLogs\n| where TimeGenerated > ago(1h)"
PLAIN_SOURCES = frozenset({"sop", "docs", "known_errors"})


def plain_request(requester: str = "drill") -> JourneyRequest:
    """The plain question of the README: it completes with a KQL query over SigninLogs."""
    return JourneyRequest(question=PLAIN_QUESTION, platforms=[Platform.KQL], requester=requester)


def expect_plain_answer(status: JourneyStatus) -> list[str]:
    """What is wrong with a plain journey's outcome (nothing: it COMPLETED with the right query)."""
    problems = []
    if status.state is not Phase.COMPLETED:
        error = f" ({status.error.type.value}: {status.error.message})" if status.error else ""
        return [f"ended {status.state.value}{error}"]
    if not status.queries or not status.queries[0].query.startswith(PLAIN_QUERY_PREFIX):
        problems.append("wrong or missing KQL query")
    degraded = {d.target for d in status.degraded}
    if {k.source for k in status.knowledge} != PLAIN_SOURCES - degraded:
        problems.append(f"knowledge from {sorted(k.source for k in status.knowledge)}, degraded {sorted(degraded)}")
    if status.cost_summary is None:
        problems.append("no cost summary")
    return problems


@dataclass
class Closed:
    status: WorkflowExecutionStatus | None
    start_time: datetime | None
    close_time: datetime | None


class Journeys:
    """Submits journeys (through the API's own service layer) and keeps track of which have closed."""

    def __init__(self, client: Client, settings: Settings) -> None:
        self.client = client
        self.settings = settings
        self.submitted: dict[str, float] = {}  # journey id -> when submission succeeded (monotonic)
        self.submit_failures: Counter[str] = Counter()  # attempts that raised, by exception
        self.given_up: list[str] = []  # idempotency keys never accepted
        self.closed: dict[str, Closed] = {}
        self.statuses: dict[str, JourneyStatus] = {}  # filled in by account()
        self.tasks: list[asyncio.Task[str | None]] = []

    async def submit(
        self, key: str, request: JourneyRequest, *, attempt_timeout: float = 15, give_up_after: float = 180
    ) -> str | None:
        """Submit with an idempotency key, retrying until accepted: a retry after a lost answer finds the
        journey the first attempt started (the key names it) instead of starting a second one."""
        deadline = time.monotonic() + give_up_after
        while True:
            try:
                journey_id, _ = await asyncio.wait_for(
                    start_journey(self.client, self.settings, request, key), attempt_timeout
                )
            except ProblemError:
                raise
            except Exception as exc:
                self.submit_failures[type(exc).__name__] += 1
                if time.monotonic() > deadline:
                    self.given_up.append(key)
                    return None
                await asyncio.sleep(0.5)
                continue
            self.submitted.setdefault(journey_id, time.monotonic())
            return journey_id

    def submit_spread(self, count: int, window: float, prefix: str, request: JourneyRequest | None = None) -> None:
        """Submit ``count`` plain journeys evenly over ``window`` seconds, in the background."""

        async def spread() -> None:
            start = time.monotonic()
            for i in range(count):
                await asyncio.sleep(max(0.0, start + i * window / max(count, 1) - time.monotonic()))
                self.tasks.append(asyncio.create_task(self.submit(f"{prefix}-{i}", request or plain_request())))

        self.tasks.append(asyncio.create_task(_none(spread())))

    async def submissions_done(self) -> None:
        while not all(t.done() for t in self.tasks):
            await asyncio.gather(*self.tasks)

    @property
    def open(self) -> set[str]:
        return set(self.submitted) - set(self.closed)

    async def sweep(self) -> None:
        """Note every journey of the task queue that has closed (one visibility listing), and look up
        the few still open directly (visibility may lag behind, notably after a server restart)."""
        query = f"TaskQueue = '{self.settings.task_queue}' AND ExecutionStatus != 'Running'"
        with contextlib.suppress(Exception):
            async for ex in self.client.list_workflows(query, rpc_timeout=timedelta(seconds=10)):
                if ex.id not in self.closed:
                    self.closed[ex.id] = Closed(ex.status, ex.start_time, ex.close_time)
        pending = sorted(self.open)
        if 0 < len(pending) <= 25:
            await gather_limited((self._describe(j) for j in pending), limit=8)

    async def _describe(self, journey_id: str) -> None:
        with contextlib.suppress(Exception):
            d = await self.client.get_workflow_handle(journey_id).describe(rpc_timeout=timedelta(seconds=10))
            if d.status not in (None, WorkflowExecutionStatus.RUNNING):
                self.closed[journey_id] = Closed(d.status, d.start_time, d.close_time)

    async def wait_closed(self, timeout: float, ids: Iterable[str] | None = None, interval: float = 1.0) -> bool:
        """Until every submitted journey (or ``ids``) has closed, or ``timeout`` seconds pass."""
        deadline = time.monotonic() + timeout
        wanted = set(ids) if ids is not None else None
        while True:
            await self.sweep()
            waiting = (wanted or set(self.submitted)) - set(self.closed)
            if not waiting and (wanted is not None or all(t.done() for t in self.tasks)):
                return True
            if time.monotonic() > deadline:
                return False
            await asyncio.sleep(interval)

    def last_close(self, ids: Iterable[str] | None = None) -> datetime | None:
        times = [c.close_time for j, c in self.closed.items() if c.close_time and (ids is None or j in set(ids))]
        return max(times) if times else None

    async def account(
        self, expect: Callable[[JourneyStatus], list[str]], ledger_path: Path, *, histories: int = 100
    ) -> Tally:
        """Every submitted journey's fate: terminal state and answer, lost, ledger rows, history."""
        await self.sweep()
        tally = Tally(submitted=len(self.submitted), submit_failures=dict(self.submit_failures))
        tally.given_up = len(self.given_up)
        statuses = self.statuses

        async def fetch(journey_id: str) -> None:
            for attempt in range(5):
                try:
                    statuses[journey_id] = await read_journey(self.client, journey_id)
                    return
                except Exception:
                    await asyncio.sleep(0.5 * (attempt + 1))

        await gather_limited((fetch(j) for j in sorted(self.closed) if j in self.submitted), limit=8)
        for journey_id in sorted(self.submitted):
            status = statuses.get(journey_id)
            if journey_id not in self.closed or status is None or not status.state.terminal:
                why = await self._whereabouts(journey_id)
                tally.lost_ids.setdefault(why, []).append(journey_id)
                continue
            tally.by_state[status.state.value] = tally.by_state.get(status.state.value, 0) + 1
            if status.state is Phase.FAILED:
                kind = status.error.type.value if status.error else "UNKNOWN"
                tally.failed[kind] = tally.failed.get(kind, 0) + 1
                if status.error:
                    tally.failure_messages.setdefault(status.error.message[:300], 0)
                    tally.failure_messages[status.error.message[:300]] += 1
            for d in status.degraded:
                tally.degraded[d.target] = tally.degraded.get(d.target, 0) + 1
                tally.degraded_reasons.setdefault(f"{d.target}: {d.error_type}: {d.message[:200]}", 0)
                tally.degraded_reasons[f"{d.target}: {d.error_type}: {d.message[:200]}"] += 1
            problems = expect(status)
            if problems:
                tally.unexpected += 1
                tally.unexpected_ids.append(journey_id)
                for p in problems:
                    tally.unexpected_reasons[p[:300]] = tally.unexpected_reasons.get(p[:300], 0) + 1
            closed = self.closed[journey_id]
            if closed.start_time and closed.close_time:
                tally.durations.append((closed.close_time - closed.start_time).total_seconds())
        tally.completed = tally.by_state.get(Phase.COMPLETED.value, 0)
        tally.lost = sum(len(v) for v in tally.lost_ids.values())
        tally.orphans = sorted(await self._all_on_queue() - set(self.submitted))
        rows, totals = await asyncio.to_thread(ledger_contents, ledger_path)
        tally.ledger_rows = sum(rows.values())
        tally.duplicates = sum(n - 1 for n in rows.values()) + sum(1 for j in rows if j not in self.submitted)
        # Every journey that ended, however it ended, spent something and has its row; a running one has none.
        ended = {j for j, s in statuses.items() if s.state.terminal}
        tally.ledger_missing = sorted(ended - set(rows))
        tally.ledger_for_unfinished = sorted(set(rows) & (set(self.submitted) - ended))
        tally.ledger_mismatch = sorted(
            j for j in ended & set(rows) if (s := statuses[j].cost_summary) is None or s.totals != totals.get(j)
        )
        if histories:
            sample = sorted(self.closed.keys() & self.submitted.keys())[:histories]
            tally.history = await history_stats(self.client, sample)
        return tally

    async def _whereabouts(self, journey_id: str) -> str:
        try:
            d = await self.client.get_workflow_handle(journey_id).describe(rpc_timeout=timedelta(seconds=10))
        except RPCError as exc:
            return "not_found" if exc.status == RPCStatusCode.NOT_FOUND else f"unreadable ({exc.status.name})"
        except Exception as exc:
            return f"unreadable ({type(exc).__name__})"
        return "still_running" if d.status == WorkflowExecutionStatus.RUNNING else f"closed ({d.status})"

    async def _all_on_queue(self) -> set[str]:
        ids: set[str] = set()
        with contextlib.suppress(Exception):
            async for ex in self.client.list_workflows(f"TaskQueue = '{self.settings.task_queue}'"):
                ids.add(ex.id)
        return ids


async def _none(awaitable: Awaitable[Any]) -> None:
    await awaitable
