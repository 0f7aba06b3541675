"""The drills' shared harness: the processes a drill breaks, submitting journeys, accounting for every
one of them (terminal state, answer, ledger rows, history), and the report (a table and a JSON file).

Nothing here blocks the event loop for long: processes are asyncio subprocesses, files and the ledger
are read in threads, and every wait is a poll with a deadline. Children are started from the loop's
thread under ``setpriv --pdeathsig`` (as ``lexiquery up`` starts them), so none outlives the drill.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import logging
import os
import random
import shutil
import signal
import sqlite3
import subprocess
import sys
import tempfile
import time
import uuid
from collections import Counter
from collections.abc import AsyncIterator, Awaitable, Callable, Coroutine, Iterable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import httpx
import yaml
from prometheus_client.parser import text_string_to_metric_families
from temporalio.api.failure.v1 import Failure
from temporalio.api.workflowservice.v1 import GetSystemInfoRequest
from temporalio.client import Client, WorkflowExecutionStatus, WorkflowHistory
from temporalio.runtime import LoggingConfig, Runtime, TelemetryConfig, TelemetryFilter
from temporalio.service import RPCError, RPCStatusCode
from temporalio.worker import Replayer

from api.errors import ProblemError
from api.service import read_journey, start_journey
from lexiquery.contracts import CostTotals, JourneyCostSummary, JourneyRequest, JourneyStatus, Phase, Platform
from lexiquery.loopback import derive, free_port
from lexiquery.processes import dying_with_parent
from lexiquery.settings import PROJECT_ROOT, Settings
from lexiquery.stack import dev_server_argv, settings_env
from lexiquery.telemetry import configure_tracing
from lexiquery.temporal import connect, temporal_plugins
from workflows.journey import JourneyWorkflow

log = logging.getLogger("drills")

PLAIN_QUESTION = "failed sign-ins in the last hour"
PLAIN_QUERY_PREFIX = "SigninLogs\n| where TimeGenerated > ago(1h)"
PLAIN_SOURCES = frozenset({"sop", "docs", "known_errors"})
READY_TIMEOUT = 180.0
STOP_GRACE = 10.0
REPORT_DIR = PROJECT_ROOT / ".lexiquery" / "drills"


# --------------------------------------------------------------------------------------------- processes


@dataclass
class Proc:
    """One child process of a drill, its output appended to ``log_path``."""

    name: str
    argv: list[str]
    env: dict[str, str]
    log_path: Path
    process: asyncio.subprocess.Process | None = None
    started: float = 0.0
    _log_offset: int = 0

    async def start(self) -> None:
        self.log_path.parent.mkdir(parents=True, exist_ok=True)
        self._log_offset = self.log_path.stat().st_size if self.log_path.exists() else 0
        with self.log_path.open("ab") as log_file:
            self.process = await asyncio.create_subprocess_exec(
                *dying_with_parent(self.argv),
                stdin=subprocess.DEVNULL,
                stdout=log_file,
                stderr=subprocess.STDOUT,
                env=self.env,
                cwd=PROJECT_ROOT,
                start_new_session=True,
            )
        self.started = time.monotonic()

    @property
    def pid(self) -> int | None:
        return self.process.pid if self.process else None

    @property
    def alive(self) -> bool:
        return self.process is not None and self.process.returncode is None

    async def kill(self) -> None:
        """SIGKILL: no shutdown hook of the child runs."""
        if self.process is not None and self.process.returncode is None:
            with contextlib.suppress(ProcessLookupError):
                self.process.send_signal(signal.SIGKILL)
            await self.process.wait()

    async def stop(self, grace: float = STOP_GRACE) -> None:
        if self.process is None or self.process.returncode is not None:
            return
        with contextlib.suppress(ProcessLookupError):
            self.process.send_signal(signal.SIGTERM)
        try:
            await asyncio.wait_for(self.process.wait(), grace)
        except TimeoutError:
            await self.kill()

    async def new_output(self) -> bytes:
        """What the process wrote since it was started."""

        def read() -> bytes:
            with self.log_path.open("rb") as f:
                f.seek(self._log_offset)
                return f.read()

        return await asyncio.to_thread(read)

    async def tail(self, lines: int = 20) -> str:
        text = (await self.new_output()).decode(errors="replace")
        return "\n".join(text.splitlines()[-lines:])


class StackError(RuntimeError):
    pass


def policy_with_deadlines(root: Path, seconds: float) -> Path:
    """A copy of the activity policy table whose fan-out phases all have a ``seconds`` deadline.

    A phase deadline is its activities' schedule-to-close timeout: it runs on while no worker is up. A
    drill that asserts what a crash does (rather than how long a restart takes on a loaded machine) can
    lengthen it.
    """
    table = yaml.safe_load(Settings().policy_table.read_text())
    for phase in (table.get("phases") or {}).values():
        phase["deadline"] = f"{seconds:g}s"
    path = root / "activity-policies.yaml"
    path.write_text(yaml.safe_dump(table, sort_keys=False))
    return path


def state_root() -> str | None:
    """Where drills keep their state: ``LEXIQUERY_DRILL_STATE_ROOT``, else /dev/shm when there is one.

    A process killed with SIGKILL loses nothing the kernel already has, so a memory file system drills
    the same failures as a disk; but SQLite's per-transaction fsync on a busy disk makes the agents host
    take a minute to start (see the report), and the drills are about crashes, not disks.
    """
    chosen = os.environ.get("LEXIQUERY_DRILL_STATE_ROOT")
    if chosen:
        return chosen
    shm = Path("/dev/shm")
    return str(shm) if shm.is_dir() and os.access(shm, os.W_OK) else None


class DrillStack:
    """The processes of one drill on free ports, a temporary state directory and a task queue of its own."""

    def __init__(self, drill: str, *, phase_deadline: float | None = None, **overrides: Any) -> None:
        self.drill = drill
        self.root = Path(tempfile.mkdtemp(prefix=f"lexiquery-drill-{drill}-", dir=state_root()))
        if phase_deadline is not None:
            overrides["policy_table"] = policy_with_deadlines(self.root, phase_deadline)
        self.settings = Settings(
            state_dir=self.root,
            temporal_address=f"127.0.0.1:{free_port()}",
            temporal_ui_port=free_port(),
            agents_port=free_port(),
            api_port=free_port(),
            prometheus_port=free_port(),
            worker_metrics_port=0,
            task_queue=f"drill-{drill}-{uuid.uuid4().hex[:12]}",
            log_format="json",
            api_cache_ttl_seconds=0,  # drills ask the same question on purpose
            demo_estate=False,  # no query is executed: no demo Prometheus to start
            **overrides,
        )
        self.procs: list[Proc] = []
        self.temporal: Proc | None = None
        self._client: Client | None = None
        self._workers = 0
        self.leftovers: list[str] = []
        self.trackers: list[Journeys] = []
        self.agents_env: dict[str, str] = {}  # extra environment of the agents host (--agents-env)

    # The children -------------------------------------------------------------------------------------

    async def _spawn(
        self, name: str, argv: list[str], settings: Settings, extra_env: dict[str, str] | None = None
    ) -> Proc:
        proc = Proc(name, argv, settings_env(settings) | (extra_env or {}), self.root / "logs" / f"{name}.log")
        await proc.start()
        self.procs.append(proc)
        return proc

    async def _ready(self, proc: Proc, check: Callable[[], Awaitable[bool]], timeout: float = READY_TIMEOUT) -> None:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if not proc.alive:
                raise StackError(f"{proc.name} exited during start-up:\n{await proc.tail()}")
            with contextlib.suppress(Exception):
                if await check():
                    return
            await asyncio.sleep(0.2)
        raise StackError(f"{proc.name} not ready within {timeout:.0f}s; log {proc.log_path}:\n{await proc.tail()}")

    async def stop(self, proc: Proc, *, kill: bool = False) -> None:
        await (proc.kill() if kill else proc.stop())

    async def start_temporal(self) -> Proc:
        """The dev server on the drill's SQLite file (a restart reuses the file and the ports: nothing is
        forgotten). At the first start only, a port taken since it was chosen is chosen again."""
        first = self.temporal is None
        for attempt in range(3):
            proc = await self._spawn("temporal", dev_server_argv(self.settings), self.settings)
            self.temporal = proc

            async def up() -> bool:
                client = await self.client()
                await client.workflow_service.get_system_info(GetSystemInfoRequest(), timeout=timedelta(seconds=2))
                return True

            try:
                await self._ready(proc, up)
                return proc
            except StackError:
                taken = b"address already in use" in await proc.new_output()
                if not (first and taken and attempt < 2):
                    raise
                log.warning("dev server port taken, choosing others")
                self.settings = derive(
                    self.settings, temporal_address=f"127.0.0.1:{free_port()}", temporal_ui_port=free_port()
                )
                self._client = None
        raise StackError("unreachable")

    async def start_stack(self, *, api: bool = False) -> Proc:
        """The dev server, the agents host and a worker (and the API), each as soon as what it needs is up;
        answers the worker."""

        async def on_temporal() -> Proc:
            await self.start_temporal()
            started = await asyncio.gather(self.start_worker(), *([self.start_api()] if api else []))
            return started[0]

        worker, _ = await asyncio.gather(on_temporal(), self.start_agents())
        return worker

    async def client(self) -> Client:
        if self._client is None:
            self._client = await connect(self.settings, quiet_runtime())
        return self._client

    async def start_agents(self, settings: Settings | None = None, name: str = "agents") -> Proc:
        s = settings or self.settings
        await prepared_knowledge(s.state_dir)
        proc = await self._spawn(name, [sys.executable, "-m", "agents"], s, self.agents_env)
        await self._ready(proc, lambda: _http_ok(f"http://{s.agents_host}:{s.agents_port}/health"))
        return proc

    async def start_worker(self, settings: Settings | None = None) -> Proc:
        self._workers += 1
        proc = await self._spawn(
            f"worker-{self._workers}", [sys.executable, "-m", "workers"], settings or self.settings
        )

        async def polling() -> bool:
            return b'"worker_ready"' in await proc.new_output()

        await self._ready(proc, polling)
        return proc

    async def start_api(self, settings: Settings | None = None) -> Proc:
        s = settings or self.settings
        proc = await self._spawn("api", [sys.executable, "-m", "api"], s)
        await self._ready(proc, lambda: _http_ok(f"{s.api_url}/health"))
        return proc

    # Tear-down ----------------------------------------------------------------------------------------

    async def journeys(self, settings: Settings | None = None) -> Journeys:
        """A tracker of journeys submitted on ``settings.task_queue`` (its submissions end with the stack)."""
        tracker = Journeys(await self.client(), settings or self.settings)
        self.trackers.append(tracker)
        return tracker

    async def close(self, *, keep: bool = False) -> None:
        """Stop every child (last started first), check none is left, remove the state unless ``keep``."""
        for tracker in self.trackers:
            for task in tracker.tasks:
                task.cancel()
        for proc in reversed(self.procs):
            await proc.stop()
        self.leftovers = [p.name for p in self.procs if p.alive]
        port = self.settings.temporal_address.rsplit(":", 1)[1]
        for line in await running_dev_servers():
            if f"--port {port} " in line + " " or str(self.root) in line:
                self.leftovers.append(line)
        if not keep:
            await asyncio.to_thread(shutil.rmtree, self.root, True)


KNOWLEDGE_CACHE = REPORT_DIR / "knowledge-store"
STORE_FILES = ("knowledge.db", "vectors.db")
_knowledge_lock = asyncio.Lock()


async def prepared_knowledge(state_dir: Path) -> None:
    """Put a loaded knowledge store into ``state_dir`` unless one is there, so an agents host starts in
    seconds: loading the shipped knowledge from nothing costs a loaded machine a minute per host.

    The store is built once (by the product's own ``open_knowledge_store``, in a child process) and
    kept under .lexiquery/drills/; the host still checks it against the shipped files and reloads any
    collection that changed, exactly as it does with its own state directory.
    """
    if (state_dir / STORE_FILES[0]).exists():
        return
    async with _knowledge_lock:
        if not all((KNOWLEDGE_CACHE / f).exists() for f in STORE_FILES):
            build = Path(tempfile.mkdtemp(prefix="lexiquery-drill-knowledge-", dir=state_root()))
            try:
                code = (
                    "import sys; from pathlib import Path; from lexiquery.settings import Settings; "
                    "from agents.tools.knowledge_base import open_knowledge_store; "
                    "open_knowledge_store(Settings(state_dir=Path(sys.argv[1])))"
                )
                child = await asyncio.create_subprocess_exec(
                    *dying_with_parent([sys.executable, "-c", code, str(build)]),
                    stdout=subprocess.DEVNULL,
                    stderr=subprocess.PIPE,
                    cwd=PROJECT_ROOT,
                )
                _, err = await child.communicate()
                if child.returncode != 0:
                    raise StackError(f"could not prepare the knowledge store: {err.decode()[-2000:]}")
                await asyncio.to_thread(_publish, build, KNOWLEDGE_CACHE)
            finally:
                await asyncio.to_thread(shutil.rmtree, build, True)
    await asyncio.to_thread(_copy_store, KNOWLEDGE_CACHE, state_dir)


def _publish(build: Path, cache: Path) -> None:
    """Copy a built store into the cache, each file under a temporary name first (readers never see half)."""
    cache.mkdir(parents=True, exist_ok=True)
    for name in STORE_FILES:
        partial = cache / f".{name}.{os.getpid()}"
        shutil.copyfile(build / name, partial)
        os.replace(partial, cache / name)


def _copy_store(cache: Path, state_dir: Path) -> None:
    state_dir.mkdir(parents=True, exist_ok=True)
    for name in STORE_FILES:
        shutil.copyfile(cache / name, state_dir / name)


_RUNTIME: Runtime | None = None


def quiet_runtime() -> Runtime:
    """A Temporal runtime whose core logs only errors: the drills' own client is meant to see the server
    go away, and says so in the report rather than in a warning per retried call."""
    global _RUNTIME
    if _RUNTIME is None:
        quiet = LoggingConfig(filter=TelemetryFilter(core_level="ERROR", other_level="ERROR"))
        _RUNTIME = Runtime(telemetry=TelemetryConfig(logging=quiet))
    return _RUNTIME


async def running_dev_servers() -> list[str]:
    """``pgrep -af "temporal server start-dev"``: every dev server on the machine (not only ours)."""
    pgrep = await asyncio.create_subprocess_exec(
        "pgrep", "-af", "temporal server start-dev", stdout=subprocess.PIPE, stderr=subprocess.DEVNULL
    )
    out, _ = await pgrep.communicate()
    return [line for line in out.decode().splitlines() if line.strip()]


async def _http_ok(url: str) -> bool:
    async with httpx.AsyncClient(timeout=2) as http:
        return (await http.get(url)).status_code == 200


def rss_mb(pid: int | None) -> float | None:
    """A process's resident set size in MB (``VmRSS`` of /proc/<pid>/status), None once it is gone."""
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except (OSError, TypeError):
        return None
    kb = next((line.split()[1] for line in status.splitlines() if line.startswith("VmRSS:")), None)
    return round(int(kb) / 1024, 1) if kb else None


@dataclass(frozen=True)
class MetricSample:
    name: str
    labels: dict[str, str]
    value: float


async def scrape(url: str) -> list[MetricSample]:
    """Every sample a Prometheus endpoint serves (none when it does not answer: a killed process)."""
    try:
        async with httpx.AsyncClient(timeout=5) as http:
            text = (await http.get(url)).text
    except httpx.HTTPError:
        return []
    return [
        MetricSample(s.name, dict(s.labels), s.value) for f in text_string_to_metric_families(text) for s in f.samples
    ]


def metric_total(samples: Iterable[MetricSample], name: str, **labels: str) -> float:
    """The sum of ``name``'s samples whose labels include ``labels``."""
    return sum(s.value for s in samples if s.name == name and labels.items() <= s.labels.items())


async def count_in_log(path: Path, needle: str) -> int:
    def count() -> int:
        try:
            return path.read_bytes().count(needle.encode())
        except OSError:
            return 0

    return await asyncio.to_thread(count)


# ------------------------------------------------------------------------------------------- journeys


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


async def gather_limited(awaitables: Iterable[Awaitable[Any]], limit: int) -> list[Any]:
    semaphore = asyncio.Semaphore(limit)

    async def one(aw: Awaitable[Any]) -> Any:
        async with semaphore:
            return await aw

    return await asyncio.gather(*(one(a) for a in awaitables))


# ---------------------------------------------------------------------------------------------- ledger


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


# ----------------------------------------------------------------------------------------------- report


def percentile(values: Sequence[float], q: float) -> float | None:
    """Nearest-rank percentile (q in 0..100)."""
    if not values:
        return None
    ordered = sorted(values)
    rank = max(1, int(-(-q * len(ordered) // 100)))
    return round(ordered[min(rank, len(ordered)) - 1], 3)


def spread(values: Sequence[float]) -> dict[str, Any]:
    if not values:
        return {"n": 0}
    return {
        "n": len(values),
        "min": round(min(values), 3),
        "p50": percentile(values, 50),
        "p90": percentile(values, 90),
        "p99": percentile(values, 99),
        "max": round(max(values), 3),
    }


@dataclass
class Tally:
    """What became of a set of submitted journeys."""

    submitted: int = 0
    completed: int = 0
    by_state: dict[str, int] = field(default_factory=dict)
    failed: dict[str, int] = field(default_factory=dict)
    failure_messages: dict[str, int] = field(default_factory=dict)
    lost: int = 0
    lost_ids: dict[str, list[str]] = field(default_factory=dict)
    given_up: int = 0
    submit_failures: dict[str, int] = field(default_factory=dict)
    orphans: list[str] = field(default_factory=list)
    unexpected: int = 0
    unexpected_reasons: dict[str, int] = field(default_factory=dict)
    unexpected_ids: list[str] = field(default_factory=list)
    degraded: dict[str, int] = field(default_factory=dict)
    degraded_reasons: dict[str, int] = field(default_factory=dict)
    ledger_rows: int = 0
    duplicates: int = 0
    ledger_missing: list[str] = field(default_factory=list)
    ledger_for_unfinished: list[str] = field(default_factory=list)
    ledger_mismatch: list[str] = field(default_factory=list)
    durations: list[float] = field(default_factory=list)
    history: dict[str, Any] = field(default_factory=dict)

    def as_json(self) -> dict[str, Any]:
        return {
            "submitted": self.submitted,
            "completed": self.completed,
            "failed": sum(self.failed.values()),
            "failed_by_type": self.failed,
            "by_state": self.by_state,
            "failure_messages": self.failure_messages,
            "lost": self.lost,
            "lost_ids": self.lost_ids,
            "duplicate_side_effects": self.duplicates,
            "duplicate_journeys": self.orphans,
            "submissions_given_up": self.given_up,
            "submit_attempt_failures": self.submit_failures,
            "unexpected_outcomes": self.unexpected,
            "unexpected_reasons": self.unexpected_reasons,
            "unexpected_ids": self.unexpected_ids[:20],
            "degraded_sources": self.degraded,
            "degraded_reasons": self.degraded_reasons,
            "ledger": {
                "rows": self.ledger_rows,
                "rows_beyond_one_per_journey": self.duplicates,
                "ended_without_row": self.ledger_missing,
                "rows_for_unfinished_journeys": self.ledger_for_unfinished,
                "row_differs_from_result": self.ledger_mismatch,
            },
            "journey_seconds": spread(self.durations),
            "history": self.history,
        }


@dataclass
class Check:
    name: str
    ok: bool
    detail: str = ""


def standard_checks(tally: Tally, expected: str) -> list[Check]:
    """The promises every drill checks: nothing lost, nothing duplicated, every journey as expected,
    and every history one a worker can replay."""
    unreplayable = tally.history.get("histories_that_do_not_replay", {})
    failures = tally.history.get("workflow_task_failures", 0)
    return [
        Check(
            "every history replays (no nondeterminism)",
            not unreplayable,
            "; ".join(f"{j}: {e}" for j, e in list(unreplayable.items())[:2]),
        ),
        Check(
            "no workflow task failed",
            not failures,
            json.dumps(tally.history.get("workflow_task_failure_causes", {}))[:300] if failures else "",
        ),
        Check("lost == 0", tally.lost == 0, json.dumps(tally.lost_ids) if tally.lost else ""),
        Check("duplicate side effects == 0", tally.duplicates == 0 and not tally.orphans, f"{tally.orphans[:3]}"),
        Check("no submission given up", tally.given_up == 0, f"{tally.given_up}"),
        Check(
            f"every journey {expected}",
            tally.unexpected == 0 and tally.lost == 0,
            "; ".join(f"{n}x {r}" for r, n in list(tally.unexpected_reasons.items())[:3]),
        ),
        Check(
            "one ledger row per ended journey, none for running ones",
            not tally.ledger_missing and not tally.ledger_for_unfinished and not tally.ledger_mismatch,
            f"missing {len(tally.ledger_missing)}, extra {len(tally.ledger_for_unfinished)}, "
            f"differing {len(tally.ledger_mismatch)}",
        ),
    ]


@dataclass
class Report:
    drill: str
    params: dict[str, Any]
    tally: Tally
    time_to_recover_s: Any = None
    figures: dict[str, Any] = field(default_factory=dict)
    checks: list[Check] = field(default_factory=list)
    scenarios: list[dict[str, Any]] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    cleanup: dict[str, Any] = field(default_factory=dict)
    started_at: str = field(default_factory=lambda: datetime.now(UTC).isoformat(timespec="seconds"))
    wall_seconds: float = 0.0

    @property
    def ok(self) -> bool:
        return all(c.ok for c in self.checks)

    def as_json(self) -> dict[str, Any]:
        t = self.tally.as_json()
        return {
            "drill": self.drill,
            "ok": self.ok,
            "started_at": self.started_at,
            "wall_seconds": round(self.wall_seconds, 1),
            "params": self.params,
            "journeys_submitted": t["submitted"],
            "completed": t["completed"],
            "failed": t["failed"],
            "failed_by_type": t["failed_by_type"],
            "lost": t["lost"],
            "duplicate_side_effects": t["duplicate_side_effects"],
            "time_to_recover_s": self.time_to_recover_s,
            "figures": self.figures,
            "checks": [{"name": c.name, "ok": c.ok, "detail": c.detail} for c in self.checks],
            "scenarios": self.scenarios,
            "accounting": t,
            "notes": self.notes,
            "cleanup": self.cleanup,
        }

    def write(self, path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(self.as_json(), indent=2, default=str) + "\n")

    def table(self) -> str:
        t = self.tally
        rows: list[tuple[str, str]] = [
            ("journeys submitted", str(t.submitted)),
            ("completed", str(t.completed)),
            ("failed (by type)", _fmt(t.failed) if t.failed else "0"),
            ("lost", str(t.lost)),
            ("duplicate side effects", str(t.duplicates + len(t.orphans))),
            ("time to recover (s)", _fmt(self.time_to_recover_s)),
            ("journey seconds", _fmt(spread(t.durations))),
        ]
        rows += [(k, _fmt(v)) for k, v in self.figures.items()]
        width = max(len(k) for k, _ in rows)
        lines = [f"== drills.{self.drill}: {'OK' if self.ok else 'FAILED'} ({self.wall_seconds:.0f}s) =="]
        lines += [f"{k.ljust(width)}  {v}" for k, v in rows]
        if self.scenarios:
            lines.append("")
            lines.append(scenario_table(self.scenarios))
        lines.append("checks:")
        lines += [
            f"  {'PASS' if c.ok else 'FAIL'}  {c.name}" + (f"  [{c.detail}]" if c.detail else "") for c in self.checks
        ]
        lines += [f"note: {n}" for n in self.notes]
        return "\n".join(lines)


SCENARIO_ROWS = (
    ("faults", "faults"),
    ("submitted", "submitted"),
    ("completed", "completed"),
    ("failed (by type)", "failed_by_type"),
    ("lost", "lost"),
    ("duplicate side effects", "duplicate_side_effects"),
    ("degraded sources", "degraded_sources"),
    ("activity retries", "activity_retries"),
    ("retried call seconds p50/max", "retried_seconds"),
    ("journey seconds p50/max", "journey_seconds"),
    ("time to all terminal (s)", "time_to_all_terminal_s"),
    ("expected", "expected"),
    ("as expected", "as_expected"),
)


def scenario_table(scenarios: list[dict[str, Any]]) -> str:
    names = [s["scenario"] for s in scenarios]
    cells = [[_fmt(s.get(key)) for s in scenarios] for _, key in SCENARIO_ROWS]
    label_w = max(len(label) for label, _ in SCENARIO_ROWS)
    widths = [max(len(n), *(len(row[i]) for row in cells)) for i, n in enumerate(names)]
    lines = [" " * label_w + "  " + "  ".join(n.ljust(w) for n, w in zip(names, widths, strict=True))]
    for (label, _), row in zip(SCENARIO_ROWS, cells, strict=True):
        lines.append(label.ljust(label_w) + "  " + "  ".join(c.ljust(w) for c, w in zip(row, widths, strict=True)))
    return "\n".join(lines)


def _fmt(value: Any) -> str:
    if value is None:
        return "-"
    if isinstance(value, float):
        return f"{value:.2f}"
    if isinstance(value, dict):
        if not value:
            return "-"
        if set(value) >= {"n", "p50", "max"}:
            return f"p50 {value['p50']} max {value['max']} (n={value['n']})"
        return ", ".join(f"{k}({_fmt(v)})" if isinstance(v, dict) else f"{k}={_fmt(v)}" for k, v in value.items())
    if isinstance(value, list):
        return ", ".join(_fmt(v) for v in value) if value else "-"
    return str(value)


# -------------------------------------------------------------------------------------------------- CLI


def parser(drill: str, doc: str | None, journeys: int, *, latency_ms: float = 300) -> argparse.ArgumentParser:
    """The drill's command line, with the options every drill has."""
    p = argparse.ArgumentParser(prog=f"python -m drills.{drill}", description=(doc or "").strip().splitlines()[0])
    p.add_argument("--journeys", type=int, default=journeys, help=f"journeys to submit (default {journeys})")
    p.add_argument(
        "--latency-ms", type=float, default=latency_ms, help=f"latency added to every agent call ({latency_ms:g})"
    )
    p.add_argument("--timeout", type=float, default=240, help="seconds to wait for the journeys to end (240)")
    p.add_argument("--json", type=Path, default=None, help=f"report file (default {REPORT_DIR}/{drill}.json)")
    p.add_argument("--seed", type=int, default=None, help="random seed (default: a random one, reported)")
    p.add_argument("--keep", action="store_true", help="keep the drill's state directory and logs")
    p.add_argument(
        "--phase-deadline",
        type=float,
        default=None,
        metavar="SECONDS",
        help="override every fan-out phase deadline of the policy table (default: the table's own)",
    )
    p.add_argument(
        "--agents-env",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="extra environment of the agents host, e.g. OPENBLAS_NUM_THREADS=1 (repeatable)",
    )
    return p


def shared_options(args: argparse.Namespace) -> dict[str, Any]:
    """The options every drill's ``run`` takes, from the command line :func:`parser` built."""
    pairs = [item.partition("=") for item in args.agents_env]
    return {
        "keep": args.keep,
        "agents_env": {key: value for key, _, value in pairs if key},
        "phase_deadline": args.phase_deadline,
    }


def seeded(seed: int | None) -> tuple[int, random.Random]:
    seed = seed if seed is not None else random.SystemRandom().randrange(1, 1_000_000)
    return seed, random.Random(seed)


def run_cli(drill: str, args: argparse.Namespace, run: Coroutine[Any, Any, Report]) -> None:
    """Run a drill from the command line: print its table, write its JSON, exit 1 unless every check passed."""
    logging.basicConfig(level=logging.WARNING, stream=sys.stderr, format="%(levelname)s %(name)s: %(message)s")
    for noisy in ("temporalio", "temporal_sdk_core"):
        logging.getLogger(noisy).setLevel(logging.ERROR)
    report = asyncio.run(run)
    path = args.json or REPORT_DIR / f"{drill}.json"
    report.write(path)
    print(report.table())
    print(f"report: {path}")
    sys.exit(0 if report.ok else 1)


@contextlib.asynccontextmanager
async def drill_run(
    drill: str,
    params: dict[str, Any],
    *,
    keep: bool = False,
    agents_env: dict[str, str] | None = None,
    phase_deadline: float | None = None,
    **overrides: Any,
) -> AsyncIterator[tuple[DrillStack, Report]]:
    """The drill's stack and report; whatever happens, every process is stopped at the end and the
    report says what was left behind (and, if the drill itself broke, how)."""
    started = time.monotonic()
    stack = DrillStack(drill, phase_deadline=phase_deadline, **overrides)
    stack.agents_env = dict(agents_env or {})
    if agents_env:
        params = {**params, "agents_env": agents_env}
    if phase_deadline is not None:
        params = {**params, "phase_deadline_s": phase_deadline}
    report = Report(drill, params, Tally())
    try:
        yield stack, report
    except Exception as exc:
        log.exception("drill %s broke", drill)
        report.checks.append(Check("drill ran to the end", False, f"{type(exc).__name__}: {exc}"[:500]))
    finally:
        keep = keep or not report.ok
        await stack.close(keep=keep)
        report.cleanup = {"left_behind": stack.leftovers, "state_dir": str(stack.root), "kept": keep}
        report.checks.append(Check("nothing left running", not stack.leftovers, "; ".join(stack.leftovers)[:300]))
        report.wall_seconds = time.monotonic() - started


def seconds_between(later: datetime | None, earlier_monotonic: float) -> float | None:
    """Seconds from a moment taken with time.monotonic() to a server timestamp (both on this machine)."""
    if later is None:
        return None
    earlier = datetime.now(UTC).timestamp() - (time.monotonic() - earlier_monotonic)
    return round(later.timestamp() - earlier, 2)
