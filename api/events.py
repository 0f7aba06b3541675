"""A journey's events as a stream: phase changes, knowledge answering or degrading, queries generated and
validated, gates opened and decided, executions (row counts and first rows), and the end with what it cost.

Events are read off the journey's status, so they need nothing the workflow does not already record. Each has
an id made of what it is about (``gate-opened:execution-1``, ``phase:3``), so a client that reconnects with
``Last-Event-ID`` gets exactly what came after, and even a reconnect to another API process sends nothing
twice that the client can tell apart. One watcher per journey reads Temporal for every client watching it, when
Temporal's long poll on the history says the journey moved, so a hundred clients cost what one does.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import json
from collections.abc import AsyncIterator
from datetime import UTC, datetime
from typing import Any

import structlog
from pydantic import BaseModel
from temporalio.api.enums.v1 import EventType
from temporalio.client import Client

from api.service import read_journey
from lexiquery.contracts import JourneyStatus, Phase

log = structlog.get_logger("lexiquery.events")
FIRST_ROWS = 5  # rows an execution event carries
# History events after which a journey may read differently: its workflow task's commands are in, or it closed.
MOVED = frozenset({
    EventType.EVENT_TYPE_WORKFLOW_TASK_COMPLETED, EventType.EVENT_TYPE_WORKFLOW_EXECUTION_COMPLETED,
    EventType.EVENT_TYPE_WORKFLOW_EXECUTION_FAILED, EventType.EVENT_TYPE_WORKFLOW_EXECUTION_CANCELED,
    EventType.EVENT_TYPE_WORKFLOW_EXECUTION_TERMINATED, EventType.EVENT_TYPE_WORKFLOW_EXECUTION_TIMED_OUT,
    EventType.EVENT_TYPE_WORKFLOW_EXECUTION_CONTINUED_AS_NEW,
})  # fmt: skip
HEARTBEAT_SECONDS = 15.0  # a comment line, so proxies keep an idle stream open
EARLIEST, LATEST = datetime.min.replace(tzinfo=UTC), datetime.max.replace(tzinfo=UTC)


class JourneyEvent(BaseModel):
    id: str
    event: str
    data: dict[str, Any]

    def encoded(self) -> str:
        return f"id: {self.id}\nevent: {self.event}\ndata: {json.dumps(self.data, default=str)}\n\n"


def events_of(status: JourneyStatus) -> list[JourneyEvent]:
    """Everything that has happened to the journey so far, as events, in the order it happened: by the workflow
    time of the phase each belongs to (a gate by its own times), so a watcher that meets them live and one that
    reads them all at once afterwards put them in the same order."""
    found: list[tuple[tuple[datetime, int, int], JourneyEvent]] = []
    entered: dict[Phase, datetime] = {record.phase: record.entered_at for record in status.phase_history}
    origin = status.phase_history[0].entered_at if status.phase_history else EARLIEST

    def add(when: datetime | Phase, rank: int, id: str, event: str, **data: Any) -> None:
        at = entered.get(when, origin) if isinstance(when, Phase) else when
        payload = {"journey_id": status.journey_id, **data}
        found.append(((at, rank, len(found)), JourneyEvent(id=id, event=event, data=payload)))

    for number, record in enumerate(status.phase_history):
        add(record.entered_at, 0, f"phase:{number}", "phase", phase=record.phase.value, at=record.entered_at)
    for result in status.knowledge:
        add(Phase.GATHERING_KNOWLEDGE, 1, f"knowledge:{result.source}", "knowledge", source=result.source,
            agent=result.agent, items=len(result.items))  # fmt: skip
    for degraded in status.degraded:
        add(Phase.GATHERING_KNOWLEDGE if degraded.step_id.startswith("knowledge") else Phase.GENERATING_QUERIES, 2,
            f"degraded:{degraded.step_id}", "degraded", target=degraded.target, error_type=degraded.error_type,
            message=degraded.message)  # fmt: skip
    for query in status.queries:
        digest = hashlib.sha256(query.query.encode()).hexdigest()[:12]  # queries can be regenerated: named by text
        add(Phase.GENERATING_QUERIES, 1, f"query:{query.platform.value}:{digest}", "query",
            platform=query.platform.value, query=query.query, confidence=query.confidence,
            explanation=query.explanation)  # fmt: skip
    for number, verdict in enumerate(status.validation):
        add(Phase.VALIDATING, 1, f"validated:{number}", "validated",
            **verdict.model_dump(mode="json", include={"platform", "valid", "risk", "risk_reasons"}))  # fmt: skip
    for gate in status.gates:
        add(
            gate.requested_at,
            1,
            f"gate-opened:{gate.id}",
            "gate_opened",
            gate=gate.model_dump(mode="json", exclude={"decision", "decided_by", "decided_at", "comment", "clarified"}),
        )
        if not gate.open:
            add(
                gate.decided_at or gate.requested_at,
                2,
                f"gate-decided:{gate.id}",
                "gate_decided",
                gate_id=gate.id,
                decision=gate.decision,
                decided_by=gate.decided_by,
                comment=gate.comment,
            )
    for number, execution in enumerate(status.executions):
        add(Phase.EXECUTING, 1, f"executed:{number}", "executed", platform=execution.platform.value,
            executed=execution.executed, row_count=execution.row_count, columns=execution.columns,
            first_rows=execution.rows[:FIRST_ROWS], note=execution.note)  # fmt: skip
    if status.state.terminal:
        error = status.error.model_dump(mode="json") if status.error else None
        add(
            LATEST,
            0,
            "end",
            "end",
            state=status.state.value,
            error=error,
            spent=status.budget.spent.model_dump(mode="json"),
        )  # the cost, once: where it ended
    found.sort(key=lambda pair: pair[0])
    return [event for _, event in found]


class Watcher:
    """The events of one journey as this API process has met them, for every client watching it."""

    def __init__(self) -> None:
        self.log: list[JourneyEvent] = []
        self.done = False
        self.failure: Exception | None = None
        self._seen: set[str] = set()
        self._changed = asyncio.Condition()
        self.clients = 0
        self.latest: JourneyStatus | None = None

    async def record(self, status: JourneyStatus) -> None:
        fresh = [event for event in events_of(status) if event.id not in self._seen]
        self._seen.update(event.id for event in fresh)
        async with self._changed:
            self.latest = status
            self.log += fresh
            self.done = status.state.terminal
            self._changed.notify_all()

    async def fail(self, error: Exception) -> None:
        async with self._changed:
            self.failure, self.done = error, True
            self._changed.notify_all()

    def after(self, last_event_id: str | None) -> int:
        """Where a client resumes: just past ``last_event_id``, or the start when this process never sent it."""
        ids = [event.id for event in self.log]
        return ids.index(last_event_id) + 1 if last_event_id in ids else 0

    async def wait_beyond(self, position: int, timeout: float) -> None:
        async with self._changed:
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._changed.wait_for(lambda: len(self.log) > position or self.done), timeout)


class Watchers:
    """One watcher per journey, started by its first client and stopped when its last one leaves."""

    def __init__(self, client: Client) -> None:
        self._client = client
        self._watchers: dict[str, tuple[Watcher, asyncio.Task[None]]] = {}
        self._reading: dict[str, asyncio.Future[JourneyStatus]] = {}

    async def current(self, journey_id: str) -> JourneyStatus:
        """The journey as a client arriving to watch it starts from: its watcher's last read when one watches it,
        else one read shared by every client arriving meanwhile (fifty clients cost one read, not fifty); that read
        does not wait for a workflow task under way, whose end the watcher meets as its next event. An unknown
        journey raises the read's 404 problem."""
        watched = self._watchers.get(journey_id)
        if watched is not None and watched[0].latest is not None:
            return watched[0].latest
        reading = self._reading.get(journey_id)
        if reading is None:
            reading = asyncio.ensure_future(read_journey(self._client, journey_id, wait_for_task=False))
            self._reading[journey_id] = reading
            reading.add_done_callback(lambda _: self._reading.pop(journey_id, None))
        return await asyncio.shield(reading)

    @contextlib.asynccontextmanager
    async def watch(self, journey_id: str, first: JourneyStatus) -> AsyncIterator[Watcher]:
        if journey_id not in self._watchers:
            watcher = Watcher()
            await watcher.record(first)
            self._watchers[journey_id] = (watcher, asyncio.create_task(self._follow(journey_id, watcher)))
        watcher, task = self._watchers[journey_id]
        watcher.clients += 1
        try:
            yield watcher
        finally:
            watcher.clients -= 1
            if watcher.clients == 0:
                self._watchers.pop(journey_id, None)
                task.cancel()

    async def _follow(self, journey_id: str, watcher: Watcher) -> None:
        """Temporal's own long poll on the journey's history says when it moved (a workflow task completed, or the
        journey closed): the journey is read then, at once, and not in between. Reads are coalesced: events
        arriving while one is under way cost one more read, not one each (a watch that starts late passes the
        history's earlier events in one or two reads)."""
        moved = asyncio.Event()

        async def reader() -> None:
            while not watcher.done:
                await moved.wait()
                moved.clear()
                await watcher.record(await read_journey(self._client, journey_id))

        reading = asyncio.create_task(reader())
        try:
            history = self._client.get_workflow_handle(journey_id).fetch_history_events(wait_new_event=True)
            async for event in history:
                if event.event_type == EventType.EVENT_TYPE_WORKFLOW_EXECUTION_COMPLETED:
                    reading.cancel()  # the result is in the event itself: no read
                    payloads = list(event.workflow_execution_completed_event_attributes.result.payloads)
                    converter = self._client.data_converter.payload_converter
                    await watcher.record(converter.from_payloads(payloads, [JourneyStatus])[0])
                    return
                if event.event_type in MOVED:
                    moved.set()
                if reading.done():
                    break
            moved.set()  # the history ends when the journey closes
            await reading
        except Exception as error:  # told to the clients, who end their streams; said in the log
            log.warning("journey_watch_failed", journey_id=journey_id, error=type(error).__name__)
            await watcher.fail(error)
        finally:
            reading.cancel()


async def next_change(watchers: Watchers, journey_id: str, first: JourneyStatus, seconds: float) -> JourneyStatus:
    """The long-poll, read from the same watcher as the event streams (so many clients waiting on one journey
    cost one reader): the journey at its next event after ``first``, or ``first`` after ``seconds``."""
    if first.state.terminal or seconds <= 0:
        return first
    known = {event.id for event in events_of(first)}
    loop = asyncio.get_running_loop()
    until = loop.time() + seconds
    async with watchers.watch(journey_id, first) as watcher:
        while True:
            if watcher.failure is not None:
                return first
            if watcher.latest is not None and any(event.id not in known for event in watcher.log):
                return watcher.latest
            if watcher.done:
                return watcher.latest or first
            if (remaining := until - loop.time()) <= 0:
                return first
            await watcher.wait_beyond(len(watcher.log), remaining)


async def stream(
    watchers: Watchers, journey_id: str, first: JourneyStatus, last_event_id: str | None, seconds: float | None = None
) -> AsyncIterator[str]:
    """The text/event-stream body: what came after ``last_event_id``, then each event as it happens, with a
    heartbeat while nothing does; it ends at the journey's end."""
    until = asyncio.get_running_loop().time() + seconds if seconds else None
    async with watchers.watch(journey_id, first) as watcher:
        position = watcher.after(last_event_id)
        while True:
            while position < len(watcher.log):
                yield watcher.log[position].encoded()
                position += 1
            if watcher.done:
                if watcher.failure is not None:
                    yield f"event: error\ndata: {json.dumps({'detail': 'the journey could not be read'})}\n\n"
                return
            now = asyncio.get_running_loop().time()
            if until is not None and now >= until:
                return  # the client asked for a bounded stream: it reconnects with Last-Event-ID to go on
            before = len(watcher.log)
            await watcher.wait_beyond(position, min(HEARTBEAT_SECONDS, until - now) if until else HEARTBEAT_SECONDS)
            if len(watcher.log) == before and not watcher.done:
                yield ": heartbeat\n\n"
