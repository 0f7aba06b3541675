"""The embedded stack: a Temporal dev server, the agents host, a worker and the API, as child processes.

Children run in their own sessions (a terminal's Ctrl-C reaches only this supervisor, which then stops
them in order) and are told by the kernel to exit if the supervisor dies, so nothing is left behind
holding a port. Each child's output goes to ``<state_dir>/logs/<name>.log``. While it runs, the
supervisor restarts a child that exits, with a growing backoff, and logs each restart.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO

import httpx
import yaml
from pydantic import SecretStr
from temporalio.api.enums.v1 import TaskQueueType
from temporalio.api.taskqueue.v1 import TaskQueue
from temporalio.api.workflowservice.v1 import DescribeTaskQueueRequest, GetSystemInfoRequest

from lexiquery.logging import get_logger
from lexiquery.processes import dying_with_parent
from lexiquery.settings import PROJECT_ROOT, Settings
from lexiquery.temporal import connect, temporal_binary

READY_TIMEOUT_SECONDS = 120.0
STOP_GRACE_SECONDS = 10.0
# A child that exits is restarted after 1 s, then 2, 4 … up to 30 s while it keeps exiting; once it has
# stayed up STABLE_SECONDS its count starts again; after MAX_RESTARTS in a row the stack gives up.
MAX_BACKOFF_SECONDS = 30.0
STABLE_SECONDS = 60.0
MAX_RESTARTS = 8
log = get_logger(__name__)


class StackError(RuntimeError):
    """The stack could not start; the message says what to do."""


def port_in_use(host: str, port: int) -> bool:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            sock.bind((host, port))
        except OSError:
            return True
    return False


def _host_port(address: str) -> tuple[str, int]:
    host, _, port = address.rpartition(":")
    return host, int(port)


@dataclass
class Child:
    """One child process, its output appended to ``log_path``: the one process handle of ``lexiquery up``, the
    drills and the benchmarks. ``ready`` says when it serves (the default for :meth:`wait_ready`)."""

    name: str
    argv: list[str]
    log_path: Path
    ready: Callable[[], Awaitable[bool]] | None = None
    process: subprocess.Popen[bytes] | None = None
    restarts: int = 0  # in a row, without staying up STABLE_SECONDS in between
    started_at: float = 0.0
    _log: IO[bytes] | None = field(default=None, repr=False)
    _log_offset: int = field(default=0, repr=False)  # where this start's output begins in the log

    def start(self, env: dict[str, str]) -> None:
        self.log_path.parent.mkdir(parents=True, exist_ok=True)
        if self._log is None:
            self._log = self.log_path.open("ab")
        self._log_offset = self.log_path.stat().st_size
        self.started_at = time.monotonic()
        self.process = subprocess.Popen(
            dying_with_parent(self.argv),
            stdin=subprocess.DEVNULL,
            stdout=self._log,
            stderr=subprocess.STDOUT,
            env=env,
            cwd=PROJECT_ROOT,
            start_new_session=True,
        )

    @property
    def pid(self) -> int | None:
        return self.process.pid if self.process is not None else None

    @property
    def alive(self) -> bool:
        return self.process is not None and self.process.poll() is None

    def kill(self) -> None:
        """SIGKILL: no shutdown hook of the child runs (what the drills do to it on purpose)."""
        if self.alive and self.process is not None:
            self.process.kill()
            self.process.wait()

    def stop(self, grace: float = STOP_GRACE_SECONDS) -> None:
        """SIGTERM, and SIGKILL after ``grace`` seconds; the log is closed."""
        if self.process is not None and self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(timeout=grace)
            except subprocess.TimeoutExpired:
                self.kill()
        if self._log is not None:
            self._log.close()
            self._log = None

    async def wait_ready(
        self, timeout: float = READY_TIMEOUT_SECONDS, ready: Callable[[], Awaitable[bool]] | None = None
    ) -> None:
        """Until ``ready`` (else the child's own check) says so; StackError if the process exits first or
        ``timeout`` passes."""
        check = ready or self.ready
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if not self.alive:
                raise StackError(f"{self.name} exited during start-up; its log ({self.log_path}):\n{self.tail()}")
            with contextlib.suppress(Exception):
                if check is None or await check():
                    return
            await asyncio.sleep(0.2)
        raise StackError(f"{self.name} was not ready within {timeout:.0f}s; its log ({self.log_path}):\n{self.tail()}")

    def new_output(self) -> bytes:
        """What the process wrote since it was last started."""
        try:
            with self.log_path.open("rb") as log_file:
                log_file.seek(self._log_offset)
                return log_file.read()
        except OSError:
            return b""

    def tail(self, lines: int = 15) -> str:
        """The last lines it wrote since it was last started."""
        return "\n".join(self.new_output().decode(errors="replace").splitlines()[-lines:])


def settings_env(settings: Settings) -> dict[str, str]:
    """This process's environment plus ``settings`` as LEXIQUERY_* variables, for a child to agree with it."""
    env = dict(os.environ)
    # Secrets are handed over as their values: a dump in JSON mode would print SecretStr as "**********".
    revealed = {key: value.get_secret_value() for key, value in settings if isinstance(value, SecretStr)}
    for key, value in {**settings.model_dump(mode="json"), **revealed}.items():
        if value is None or value == "":
            continue
        if key == "state_dir":
            value = str(Path(value).resolve())
        env[f"LEXIQUERY_{key.upper()}"] = json.dumps(value) if isinstance(value, list | dict) else str(value)
    return env


def dev_server_argv(settings: Settings) -> list[str]:
    """``temporal server start-dev`` on the configured address and database file, search attributes
    and dynamic config from temporal-config/."""
    host, port = _host_port(settings.temporal_address)
    argv = [
        str(temporal_binary()), "server", "start-dev",
        "--ip", host, "--port", str(port), "--ui-port", str(settings.temporal_ui_port),
        "--db-filename", str(settings.resolved_temporal_db_file.resolve()),
        "--namespace", settings.temporal_namespace, "--log-level", "warn",
    ]  # fmt: skip
    for name, kind in (yaml.safe_load(settings.search_attributes_file.read_text()) or {}).items():
        argv += ["--search-attribute", f"{name}={kind}"]
    return argv + dynamic_config_argv()


def dynamic_config_argv() -> list[str]:
    """``--dynamic-config-value`` arguments for a dev server, from temporal-config/dynamic-config.yaml."""
    dynamic = PROJECT_ROOT / "temporal-config" / "dynamic-config.yaml"
    argv: list[str] = []
    for key, value in (yaml.safe_load(dynamic.read_text()) or {}).items():
        argv += ["--dynamic-config-value", f"{key}={json.dumps(value)}"]
    return argv


class EmbeddedStack:
    """Starts, watches and stops the embedded default's processes."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self.children: list[Child] = []
        self._logs = settings.state_dir / "logs"
        self._env: dict[str, str] = {}

    def check_ports(self) -> None:
        s = self.settings
        host, port = _host_port(s.temporal_address)
        wanted = {
            "Temporal": (host, port),
            "Temporal Web UI": (host, s.temporal_ui_port),
            "API": (s.api_host, s.api_port),
            "agents host": (s.agents_host, s.agents_port),
            "demo Prometheus": ("127.0.0.1", s.prometheus_port),
        }
        if s.worker_metrics_port:
            wanted["worker metrics"] = (s.worker_metrics_host, s.worker_metrics_port)
        busy = [f"{what} port {p} on {h}" for what, (h, p) in wanted.items() if port_in_use(h, p)]
        if busy:
            raise StackError(
                f"in use: {', '.join(busy)}. Is a LexiQuery stack already running? Stop it, or choose other "
                "ports (LEXIQUERY_TEMPORAL_ADDRESS, LEXIQUERY_TEMPORAL_UI_PORT, LEXIQUERY_API_PORT, "
                "LEXIQUERY_AGENTS_PORT, LEXIQUERY_PROMETHEUS_PORT)."
            )

    async def start(self) -> None:
        self.check_ports()
        self.settings.state_dir.mkdir(parents=True, exist_ok=True)
        env = settings_env(self.settings)
        python = sys.executable
        self._env = env
        temporal = Child("temporal", dev_server_argv(self.settings), self._logs / "temporal.log", self._temporal_ready)
        services = [
            Child("agents", [python, "-m", "agents"], self._logs / "agents.log", self._agents_ready),
            Child("worker", [python, "-m", "workers"], self._logs / "worker.log", self._worker_ready),
            Child("api", [python, "-m", "api"], self._logs / "api.log", self._api_ready),
        ]
        try:
            temporal.start(env)
            self.children.append(temporal)
            await temporal.wait_ready()
            # The services depend on Temporal only, not on each other: start them together.
            for child in services:
                child.start(env)
                self.children.append(child)
            await asyncio.gather(*(child.wait_ready() for child in services))
        except BaseException:
            self.stop()
            raise
        self._write_pid_file()

    async def supervise(self) -> None:
        """Keep every child running until cancelled; raises StackError when one keeps exiting."""
        await asyncio.gather(*(self._watch(child) for child in self.children))

    async def _watch(self, child: Child) -> None:
        while True:
            await asyncio.sleep(0.5)
            if child.alive:
                if child.restarts and time.monotonic() - child.started_at > STABLE_SECONDS:
                    child.restarts = 0
                continue
            if child.restarts >= MAX_RESTARTS:
                tail = f"its log ({child.log_path}):\n{child.tail()}"
                raise StackError(f"{child.name} exited {MAX_RESTARTS + 1} times in a row; {tail}")
            code = child.process.returncode if child.process else None
            delay = min(2.0**child.restarts, MAX_BACKOFF_SECONDS)
            log.warning("child_exited", child=child.name, exit_code=code, restart_in_s=delay, restarts=child.restarts)
            await asyncio.sleep(delay)
            child.restarts += 1
            child.start(self._env)
            try:
                await child.wait_ready()
            except StackError as exc:
                log.warning("child_restart_failed", child=child.name, error=str(exc).splitlines()[0])
                continue
            self._write_pid_file()
            log.info("child_restarted", child=child.name, pid=child.process.pid if child.process else None,
                     restarts=child.restarts)  # fmt: skip

    @property
    def pid_file(self) -> Path:
        return self.settings.state_dir / "stack.json"

    def _write_pid_file(self) -> None:
        """Record who is running, for people and tools (removed again on stop)."""
        children = {child.name: child.process.pid for child in self.children if child.process}
        self.pid_file.write_text(json.dumps({"supervisor": os.getpid(), "children": children}, indent=2))

    async def _temporal_ready(self) -> bool:
        client = await connect(self.settings)
        await client.workflow_service.get_system_info(GetSystemInfoRequest())
        return True

    async def _http_ok(self, url: str) -> bool:
        async with httpx.AsyncClient(timeout=2) as http:
            return (await http.get(url)).status_code == 200

    async def _agents_ready(self) -> bool:
        return await self._http_ok(f"http://{self.settings.agents_host}:{self.settings.agents_port}/health")

    async def _api_ready(self) -> bool:
        return await self._http_ok(f"{self.settings.api_url}/health")

    async def _worker_ready(self) -> bool:
        client = await connect(self.settings)
        response = await client.workflow_service.describe_task_queue(
            DescribeTaskQueueRequest(
                namespace=self.settings.temporal_namespace,
                task_queue=TaskQueue(name=self.settings.task_queue),
                task_queue_type=TaskQueueType.TASK_QUEUE_TYPE_WORKFLOW,
            )
        )
        return len(response.pollers) > 0

    def dead_children(self) -> list[Child]:
        return [child for child in self.children if not child.alive]

    def stop(self) -> None:
        """Stop every child, last started first."""
        for child in reversed(self.children):
            child.stop()
        self.children.clear()
        self.pid_file.unlink(missing_ok=True)


@contextlib.asynccontextmanager
async def running_stack(settings: Settings) -> AsyncIterator[EmbeddedStack]:
    stack = EmbeddedStack(settings)
    await stack.start()
    try:
        yield stack
    finally:
        stack.stop()
