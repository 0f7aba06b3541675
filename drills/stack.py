"""The processes of one drill: a Temporal dev server, agents hosts, workers and the API on free ports, with a
temporary state directory, a task queue of their own and a knowledge store prepared once; supervised by the
product's own :class:`lexiquery.stack.Child`, started under ``setpriv --pdeathsig`` so none outlives the drill."""

from __future__ import annotations

import asyncio
import functools
import logging
import os
import shutil
import subprocess
import sys
import tempfile
import uuid
from collections.abc import Awaitable, Callable
from datetime import timedelta
from pathlib import Path
from typing import Any

import httpx
import yaml
from temporalio.api.workflowservice.v1 import GetSystemInfoRequest
from temporalio.client import Client
from temporalio.runtime import Runtime

from drills.accounting import quiet_runtime
from drills.journeys import Journeys
from harness.processes import running_dev_servers
from lexiquery.loopback import derive, free_port
from lexiquery.processes import dying_with_parent
from lexiquery.settings import PROJECT_ROOT, Settings
from lexiquery.stack import Child, StackError, dev_server_argv, settings_env
from lexiquery.temporal import connect

log = logging.getLogger("drills")

READY_TIMEOUT = 180.0
STOP_GRACE = 10.0
REPORT_DIR = PROJECT_ROOT / ".lexiquery" / "drills"


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
        self.procs: list[Child] = []
        self.temporal: Child | None = None
        self._client: Client | None = None
        self._workers = 0
        self.leftovers: list[str] = []
        self.trackers: list[Journeys] = []
        self.agents_env: dict[str, str] = {}  # extra environment of the agents host (--agents-env)

    # The children -------------------------------------------------------------------------------------

    def _spawn(self, name: str, argv: list[str], settings: Settings, extra_env: dict[str, str] | None = None) -> Child:
        proc = Child(name, argv, self.root / "logs" / f"{name}.log")
        proc.start(settings_env(settings) | (extra_env or {}))
        self.procs.append(proc)
        return proc

    async def _ready(self, proc: Child, check: Callable[[], Awaitable[bool]]) -> None:
        await proc.wait_ready(READY_TIMEOUT, check)

    async def stop(self, proc: Child, *, kill: bool = False) -> None:
        """SIGKILL (``kill``), or SIGTERM with a grace period, off the event loop."""
        await asyncio.to_thread(proc.kill if kill else functools.partial(proc.stop, STOP_GRACE))

    async def start_temporal(self) -> Child:
        """The dev server on the drill's SQLite file (a restart reuses the file and the ports: nothing is
        forgotten). At the first start only, a port taken since it was chosen is chosen again."""
        first = self.temporal is None
        for attempt in range(3):
            proc = self._spawn("temporal", dev_server_argv(self.settings), self.settings)
            self.temporal = proc

            async def up() -> bool:
                client = await self.client()
                await client.workflow_service.get_system_info(GetSystemInfoRequest(), timeout=timedelta(seconds=2))
                return True

            try:
                await self._ready(proc, up)
                return proc
            except StackError:
                taken = b"address already in use" in proc.new_output()
                if not (first and taken and attempt < 2):
                    raise
                log.warning("dev server port taken, choosing others")
                self.settings = derive(
                    self.settings, temporal_address=f"127.0.0.1:{free_port()}", temporal_ui_port=free_port()
                )
                self._client = None
        raise StackError("unreachable")

    async def start_stack(self, *, api: bool = False) -> Child:
        """The dev server and the agents host, then a worker (and the API), which learn the agents host's port
        when they start: after it is bound. Answers the worker."""
        await asyncio.gather(self.start_temporal(), self.start_agents())
        started = await asyncio.gather(self.start_worker(), *([self.start_api()] if api else []))
        return started[0]

    async def client(self) -> Client:
        if self._client is None:
            self._client = await connect(self.settings, quiet_runtime())
        return self._client

    async def start_agents(self, settings: Settings | None = None, name: str = "agents") -> Child:
        """The agents host; at the drill's own first start, a port taken since it was chosen (another drill's dev
        server binds ports of its own choosing meanwhile) is chosen again, before anything is told of it."""
        s = settings or self.settings
        await prepared_knowledge(s.state_dir)
        for attempt in range(3):
            proc = self._spawn(name, [sys.executable, "-m", "agents"], s, self.agents_env)
            health = f"http://{s.agents_host}:{s.agents_port}/health"
            try:
                await self._ready(proc, functools.partial(_http_ok, health))
                return proc
            except StackError:
                taken = b"address already in use" in proc.new_output()
                if settings is not None or not taken or attempt == 2:
                    raise
                log.warning("agents port taken, choosing another")
                self.settings = s = derive(self.settings, agents_port=free_port())
        raise StackError("unreachable")

    async def start_worker(self, settings: Settings | None = None) -> Child:
        self._workers += 1
        proc = self._spawn(f"worker-{self._workers}", [sys.executable, "-m", "workers"], settings or self.settings)

        async def polling() -> bool:
            return b'"worker_ready"' in proc.new_output()

        await self._ready(proc, polling)
        return proc

    async def start_api(self, settings: Settings | None = None) -> Child:
        s = settings or self.settings
        proc = self._spawn("api", [sys.executable, "-m", "api"], s)
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
            await self.stop(proc)
        self.leftovers = [p.name for p in self.procs if p.alive]
        port = self.settings.temporal_address.rsplit(":", 1)[1]
        for line in await asyncio.to_thread(running_dev_servers):
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


async def _http_ok(url: str) -> bool:
    async with httpx.AsyncClient(timeout=2) as http:
        return (await http.get(url)).status_code == 200
