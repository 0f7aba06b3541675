"""structlog set-up shared by every process: JSON lines when not on a terminal, readable otherwise.

Standard-library loggers (uvicorn, temporalio, httpx) go through the same processors, so one process
writes one format. Context bound with ``structlog.contextvars`` (``journey_id`` in activities) appears
on every line logged while it is bound.
"""

from __future__ import annotations

import logging
import sys
from typing import Any

import structlog

from lexiquery.settings import Settings


def configure_logging(settings: Settings, *, process: str) -> None:
    """Configure structlog and the standard library for this process (idempotent)."""
    json_lines = settings.log_format == "json" or (settings.log_format == "auto" and not sys.stderr.isatty())
    shared: list[Any] = [
        structlog.contextvars.merge_contextvars,
        structlog.stdlib.add_log_level,
        structlog.stdlib.add_logger_name,
        structlog.processors.TimeStamper(fmt="iso", utc=True),
        _add_process(process),
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
    handler.setFormatter(structlog.stdlib.ProcessorFormatter(foreign_pre_chain=shared, processors=[*final, renderer]))
    root = logging.getLogger()
    root.handlers[:] = [handler]
    root.setLevel(settings.log_level.upper())
    for noisy in ("httpx", "httpcore", "mcp", "a2a", "uvicorn.access", "sse_starlette"):
        logging.getLogger(noisy).setLevel(logging.WARNING)


def _add_process(process: str) -> Any:
    def add(_: Any, __: str, event: dict[str, Any]) -> dict[str, Any]:
        event.setdefault("process", process)
        return event

    return add


def get_logger(name: str) -> Any:
    return structlog.get_logger(name)
