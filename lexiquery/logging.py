"""structlog set-up shared by every process: JSON lines when not on a terminal, readable otherwise.

Standard-library loggers (uvicorn, temporalio, httpx) go through the same processors, so one process
writes one format. Context bound with ``structlog.contextvars`` (``journey_id`` in activities) appears
on every line logged while it is bound; Temporal's replay-safe workflow logger contributes the journey
id from its record; every line logged inside a span carries ``trace_id`` and ``span_id``. The configured
secrets, bearer tokens and DSN passwords are masked in the written line, whatever logged them.
"""

from __future__ import annotations

import logging
import re
import sys
from typing import Any

import structlog
from pydantic import SecretStr
from temporalio import workflow

from lexiquery.settings import Settings
from lexiquery.telemetry import trace_ids

MASK = "***"
# Credentials that may reach a line without being configured here: bearer tokens, passwords in URLs/DSNs.
_CREDENTIALS = re.compile(
    r"(?i)(bearer\s+|x-api-key['\"]?\s*[:=]\s*['\"]?)[^\s'\",}]+"  # a token after its header name
    r"|(://[^/\s:@]+:)[^\s/@]+(?=@)"  # the password of user:password@host
)


def configure_logging(settings: Settings, *, process: str) -> None:
    """Configure structlog and the standard library for this process (idempotent)."""
    json_lines = settings.log_format == "json" or (settings.log_format == "auto" and not sys.stderr.isatty())
    shared: list[Any] = [
        structlog.contextvars.merge_contextvars,
        structlog.stdlib.add_log_level,
        structlog.stdlib.add_logger_name,
        structlog.processors.TimeStamper(fmt="iso", utc=True),
        _add_process(process),
        _add_temporal_context,
        _add_trace_ids,
    ]
    renderer: Any = (
        structlog.processors.JSONRenderer()
        if json_lines
        else structlog.dev.ConsoleRenderer(colors=True, exception_formatter=structlog.dev.plain_traceback)
    )
    structlog.configure(
        processors=[*shared, structlog.stdlib.ProcessorFormatter.wrap_for_formatter],
        logger_factory=structlog.stdlib.LoggerFactory(),
        wrapper_class=structlog.stdlib.BoundLogger,
        cache_logger_on_first_use=True,
    )
    handler = logging.StreamHandler(sys.stderr)
    final: list[Any] = [structlog.stdlib.ProcessorFormatter.remove_processors_meta]
    if json_lines:
        final.append(structlog.processors.format_exc_info)
    masked = _masking(renderer, secrets_of(settings))
    handler.setFormatter(structlog.stdlib.ProcessorFormatter(foreign_pre_chain=shared, processors=[*final, masked]))
    root = logging.getLogger()
    root.handlers[:] = [handler]
    root.setLevel(settings.log_level.upper())
    for noisy in ("httpx", "httpcore", "mcp", "a2a", "uvicorn.access", "sse_starlette"):
        logging.getLogger(noisy).setLevel(logging.WARNING)
    workflow.logger.workflow_info_on_message = False  # the journey id comes from the record's extra instead


def secrets_of(settings: Settings) -> list[str]:
    """Every secret the settings hold (API keys are stored only as hashes, so none of theirs)."""
    values = [getattr(settings, name) for name in type(settings).model_fields]
    return [v.get_secret_value() for v in values if isinstance(v, SecretStr) and len(v.get_secret_value()) >= 4]


def _masking(renderer: Any, secrets: list[str]) -> Any:
    def render(logger: Any, name: str, event: dict[str, Any]) -> str:
        line = str(renderer(logger, name, event))
        for secret in secrets:
            line = line.replace(secret, MASK)
        return _CREDENTIALS.sub(lambda m: (m[1] or m[2]) + MASK, line)

    return render


def _add_temporal_context(_: Any, __: str, event: dict[str, Any]) -> dict[str, Any]:
    """The journey id (and activity and attempt) of a line logged through Temporal's loggers."""
    record = event.get("_record")
    info = getattr(record, "temporal_workflow", None) or getattr(record, "temporal_activity", None)
    if isinstance(info, dict) and "workflow_id" in info:
        event.setdefault("journey_id", info["workflow_id"])
        if "activity_type" in info:
            event.setdefault("activity", info["activity_type"])
            event.setdefault("attempt", info.get("attempt"))
    return event


def _add_trace_ids(_: Any, __: str, event: dict[str, Any]) -> dict[str, Any]:
    for key, value in trace_ids().items():
        event.setdefault(key, value)
    return event


def _add_process(process: str) -> Any:
    def add(_: Any, __: str, event: dict[str, Any]) -> dict[str, Any]:
        event.setdefault("process", process)
        return event

    return add


def get_logger(name: str) -> Any:
    return structlog.get_logger(name)
