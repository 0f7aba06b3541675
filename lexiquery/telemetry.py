"""Traces and metrics of every LexiQuery process.

One trace per journey: the API's request span starts it; Temporal's OpenTelemetry plugin carries it
through the workflow into each activity; A2A calls carry it over HTTP as a W3C ``traceparent`` header
(instrumented httpx client, ASGI middleware on the agents host); MCP carries it in each request's
``_meta`` (the MCP SDK does both ends). The tracer provider is Temporal's replay-safe one, so a replayed
workflow emits no span twice.

Metrics: the API and the agents host serve ``/metrics`` from the prometheus-client registry below;
the worker's metrics (journeys, phases, gates, agent calls, tokens, and the Temporal SDK's own) are
recorded through Temporal's replay-safe metric meter and served by the SDK's Prometheus endpoint.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from typing import Any

import httpx
from opentelemetry import trace
from opentelemetry.exporter.otlp.proto.http.trace_exporter import OTLPSpanExporter
from opentelemetry.instrumentation.asgi import OpenTelemetryMiddleware
from opentelemetry.instrumentation.httpx import HTTPXClientInstrumentor
from opentelemetry.sdk.resources import Resource
from opentelemetry.sdk.trace.export import BatchSpanProcessor, ConsoleSpanExporter
from opentelemetry.trace import Span, StatusCode
from prometheus_client import CONTENT_TYPE_LATEST, Counter, Histogram, generate_latest
from starlette.middleware import Middleware
from starlette.requests import Request
from starlette.responses import Response
from starlette.types import ASGIApp, Message, Receive, Scope, Send
from temporalio.contrib.opentelemetry import OpenTelemetryPlugin, ReplaySafeTracerProvider, create_tracer_provider
from temporalio.runtime import PrometheusConfig, Runtime, TelemetryConfig

from lexiquery.settings import Settings

TRACER_NAME = "lexiquery"
_providers: list[ReplaySafeTracerProvider] = []


def configure_tracing(settings: Settings, *, process: str) -> ReplaySafeTracerProvider:
    """This process's tracer provider, installed on first call, exporting as the settings say. Spans are
    made (and their ids logged) even with no exporter."""
    if _providers:
        return _providers[0]
    provider = create_tracer_provider(resource=Resource.create({"service.name": f"lexiquery-{process}"}))
    if settings.trace_exporter == "console":
        provider.add_span_processor(BatchSpanProcessor(ConsoleSpanExporter(out=sys.stderr)))  # stdout may be a protocol
    elif settings.trace_exporter == "otlp":
        exporter = OTLPSpanExporter(endpoint=settings.otlp_traces_endpoint)
        provider.add_span_processor(BatchSpanProcessor(exporter))
    trace.set_tracer_provider(provider)
    _providers.append(provider)
    return provider


def tracing_plugin() -> OpenTelemetryPlugin:
    """Spans for starting and running workflows and activities, context carried in Temporal headers."""
    return OpenTelemetryPlugin(add_temporal_spans=True)


def traced_http(client: httpx.AsyncClient) -> httpx.AsyncClient:
    """``client`` with a span per request and the trace context sent as ``traceparent``."""
    HTTPXClientInstrumentor.instrument_client(client)
    return client


# Requests that start no trace: probes and scrapes; MCP tool servers, whose spans the MCP SDK makes from
# the trace context in each request's ``_meta`` (a long-lived session's HTTP requests carry a stale one).
UNTRACED = "/health,/metrics,/tools/"

TRACING = Middleware(OpenTelemetryMiddleware, excluded_urls=UNTRACED)  # a server span per request, continuing
# the caller's trace (``traceparent``)


@contextmanager
def span(name: str, attributes: Mapping[str, Any] | None = None) -> Iterator[Span]:
    """A span of LexiQuery's own; an exception escaping it is recorded with its type."""
    with trace.get_tracer(TRACER_NAME).start_as_current_span(
        name, attributes={k: v for k, v in (attributes or {}).items() if v is not None}, record_exception=False
    ) as current:
        try:
            yield current
        except Exception as exc:
            current.record_exception(exc)
            current.set_attribute("error.type", getattr(exc, "type", None) or type(exc).__name__)
            current.set_status(StatusCode.ERROR, str(exc)[:200])
            raise


def trace_ids() -> dict[str, str]:
    """The current trace and span ids (hex, as exporters show them), or nothing outside a span."""
    context = trace.get_current_span().get_span_context()
    if not context.is_valid:
        return {}
    return {"trace_id": f"{context.trace_id:032x}", "span_id": f"{context.span_id:016x}"}


# --- metrics ---------------------------------------------------------------------------------------

DURATION_BUCKETS = (0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300, 1800, 3600)

JOURNEYS_SUBMITTED = Counter(
    "lexiquery_api_journeys_submitted_total",
    "Journey submissions the API answered, by outcome (started, idempotent repeat, served from cache).",
    ["outcome"],
)
HTTP_REQUESTS = Counter(
    "lexiquery_http_requests_total", "HTTP requests served, by route and status code.", ["route", "status"]
)
HTTP_DURATION = Histogram(
    "lexiquery_http_request_duration_seconds", "HTTP request duration, by route.", ["route"],
    buckets=DURATION_BUCKETS,
)  # fmt: skip
AGENT_REQUESTS = Counter(
    "lexiquery_agent_requests_total", "A2A skill requests an agent handled, by agent, skill and outcome.",
    ["agent", "skill", "outcome"],
)  # fmt: skip
AGENT_DURATION = Histogram(
    "lexiquery_agent_request_duration_seconds", "Time an agent took to handle a skill request.",
    ["agent", "skill"], buckets=DURATION_BUCKETS,
)  # fmt: skip
TOOL_CALLS = Counter(
    "lexiquery_mcp_tool_calls_total", "MCP tool calls made by agents, by tool and outcome.", ["tool", "outcome"]
)
TOOL_DURATION = Histogram(
    "lexiquery_mcp_tool_call_duration_seconds", "MCP tool call duration, by tool.", ["tool"],
    buckets=DURATION_BUCKETS,
)  # fmt: skip


class HttpMetrics:
    """Counts and times HTTP requests by route template (never the raw path: ids would explode the labels)."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        status = 500
        started = time.perf_counter()

        async def recorded(message: Message) -> None:
            nonlocal status
            if message["type"] == "http.response.start":
                status = message["status"]
            await send(message)

        try:
            await self.app(scope, receive, recorded)
        finally:
            route = getattr(scope.get("route"), "path", None) or "unmatched"
            HTTP_REQUESTS.labels(route, str(status)).inc()
            HTTP_DURATION.labels(route).observe(time.perf_counter() - started)


async def metrics_endpoint(_: Request) -> Response:
    """Prometheus text exposition of this process's registry."""
    return Response(generate_latest(), media_type=CONTENT_TYPE_LATEST)


def worker_runtime(settings: Settings) -> Runtime | None:
    """A Temporal runtime serving the worker's metrics (the SDK's and LexiQuery's) in Prometheus format,
    named by Prometheus conventions (``_total``, ``_seconds``); none when the port is 0."""
    if not settings.worker_metrics_port:
        return None
    return Runtime(
        telemetry=TelemetryConfig(
            metrics=PrometheusConfig(
                bind_address=f"{settings.worker_metrics_host}:{settings.worker_metrics_port}",
                counters_total_suffix=True,
                unit_suffix=True,
                durations_as_seconds=True,
            )
        )
    )
