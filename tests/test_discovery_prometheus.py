"""Prometheus schema discovery: on a real Prometheus scraping the real node exporter and itself, and on
a stand-in behind a bearer token (httpx.MockTransport) for authentication and errors."""

from __future__ import annotations

import asyncio
import base64
import time
from collections.abc import Callable, Iterator
from typing import Any
from urllib.parse import parse_qs

import httpx
import pytest
from pydantic import SecretStr

from agents.sources.errors import DiscoveryError
from agents.sources.prometheus import discover_prometheus
from bench.live_prometheus import NotInstalled, live_prometheus, services_for
from lexiquery.contracts import Platform, TableInfo
from lexiquery.loopback import free_port
from lexiquery.sources import PrometheusSource, SecretRef

TOKEN = "s3cr3t-bearer-token"


@pytest.fixture(scope="module")
def prometheus_url() -> Iterator[str]:
    try:
        with live_prometheus() as url:
            yield url
    except NotInstalled as missing:
        pytest.skip(str(missing))


def _table(tables: dict[str, TableInfo], name: str) -> TableInfo:
    assert name in tables, f"{name} not discovered"
    return tables[name]


def _samples(table: TableInfo, label: str) -> list[str]:
    column = table.column(label)
    assert column is not None, f"{table.name} has no label {label}"
    assert column.type == "label"
    return column.samples


@pytest.mark.slow
async def test_discovers_a_live_prometheus(prometheus_url: str) -> None:
    source = PrometheusSource(kind="prometheus", name="live", url=prometheus_url)
    async with httpx.AsyncClient() as http:
        started = time.perf_counter()
        schema = await discover_prometheus(source, http)
        elapsed_ms = (time.perf_counter() - started) * 1000
    print(f"discovery: {len(schema.tables)} metrics in {elapsed_ms:.0f} ms")

    assert (schema.source, schema.platform, schema.kind, schema.truncated) == (
        "live",
        Platform.PROMQL,
        "prometheus",
        False,
    )
    assert schema.scrape_interval_seconds == 1.0  # every target of the live Prometheus is scraped each second
    names = [table.name for table in schema.tables]
    assert names == sorted(names)
    assert len(names) == len(set(names))
    tables = {table.name: table for table in schema.tables}

    cpu = _table(tables, "node_cpu_seconds_total")
    assert cpu.kind == "counter"
    assert cpu.description
    assert {"cpu", "mode"} <= {column.name for column in cpu.columns}
    assert "idle" in _samples(cpu, "mode")
    assert "0" in _samples(cpu, "cpu")
    assert _samples(cpu, "job") == ["node"]

    memory = _table(tables, "node_memory_MemAvailable_bytes")
    assert memory.kind == "gauge"
    assert "memory" in memory.description.lower()

    bucket = _table(tables, "prometheus_http_request_duration_seconds_bucket")
    assert bucket.kind == "histogram"
    assert bucket.description
    assert "+Inf" in _samples(bucket, "le")
    count = _table(tables, "prometheus_http_request_duration_seconds_count")
    assert count.kind == "counter"
    assert count.column("le") is None
    assert "prometheus_http_request_duration_seconds" not in tables  # a family, not a series

    up = _table(tables, "up")
    assert up.kind == "untyped"  # no target describes up: Prometheus writes it itself
    assert sorted(_samples(up, "job")) == ["node", "prometheus"]
    assert up.row_estimate == 2

    assert all(table.row_estimate and table.row_estimate > 0 for table in schema.tables)
    assert not any(table.column("__name__") for table in schema.tables)
    assert all(len(column.samples) <= 20 for table in schema.tables for column in table.columns)


@pytest.mark.slow
async def test_live_discovery_stops_at_its_bounds(prometheus_url: str) -> None:
    source = PrometheusSource(kind="prometheus", name="live", url=prometheus_url)
    async with httpx.AsyncClient() as http:
        schema = await discover_prometheus(source, http, max_metrics=10, max_label_values=1)
    assert schema.truncated
    assert len(schema.tables) == 10
    assert all(len(column.samples) <= 1 for table in schema.tables for column in table.columns)


# --- a stand-in Prometheus behind a bearer token ------------------------------------------------------

METADATA = {
    "http_request_duration_seconds": [{"type": "histogram", "help": "Request latency.", "unit": "seconds"}],
    "rpc_duration_seconds": [{"type": "summary", "help": "RPC latency.", "unit": ""}],
    "jobs_processed": [{"type": "counter", "help": "Jobs done (OpenMetrics family).", "unit": ""}],
    "queue_depth": [{"type": "gauge", "help": "Jobs waiting.", "unit": ""}],
}
SERIES = [
    *(
        {"__name__": "http_request_duration_seconds_bucket", "job": "api", "route": route, "le": le}
        for route in ("/a", "/b")
        for le in ("0.1", "1", "+Inf")
    ),
    {"__name__": "http_request_duration_seconds_sum", "job": "api", "route": "/a"},
    {"__name__": "http_request_duration_seconds_count", "job": "api", "route": "/a"},
    *({"__name__": "rpc_duration_seconds", "job": "api", "quantile": q} for q in ("0.5", "0.9", "0.99")),
    {"__name__": "rpc_duration_seconds_count", "job": "api"},
    *({"__name__": "jobs_processed_total", "job": "worker", "queue": q} for q in ("high", "low", "low2")),
    {"__name__": "queue_depth", "job": "worker", "queue": "high"},
    {"__name__": "mystery_metric", "job": "legacy"},
]
STALE = {"__name__": "old_metric", "job": "gone"}  # samples only outside the recent window


def _ok(data: Any) -> httpx.Response:
    return httpx.Response(200, json={"status": "success", "data": data})


def _stand_in(
    requests: list[httpx.Request], check: Callable[[httpx.Request], httpx.Response | None]
) -> httpx.MockTransport:
    def handle(request: httpx.Request) -> httpx.Response:
        requests.append(request)
        refused = check(request)
        if refused is not None:
            return refused
        if request.url.path == "/prom/api/v1/metadata":
            return _ok(METADATA)
        if request.url.path == "/prom/api/v1/label/__name__/values":
            return _ok(sorted({s["__name__"] for s in SERIES} | {"old_metric"}))
        if request.url.path == "/prom/api/v1/series":
            assert request.method == "POST"
            form = parse_qs(request.content.decode())
            wanted = {selector.split('"')[1] for selector in form["match[]"]}
            found = [s for s in SERIES if s["__name__"] in wanted]
            if "start" not in form:
                found += [STALE] if "old_metric" in wanted else []
            return _ok(found)
        return httpx.Response(404, text="404 page not found")

    return httpx.MockTransport(handle)


def _bearer(request: httpx.Request) -> httpx.Response | None:
    if request.headers.get("authorization") != f"Bearer {TOKEN}":
        return httpx.Response(401, json={"status": "error", "errorType": "unauthorized", "error": "bad token"})
    return None


async def test_bearer_token_discovery_maps_families_to_series(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PROM_TOKEN", TOKEN)
    source = PrometheusSource(
        kind="prometheus", name="team", url="https://prom.example/prom/", bearer_token=SecretRef(env="PROM_TOKEN")
    )
    requests: list[httpx.Request] = []
    async with httpx.AsyncClient(transport=_stand_in(requests, _bearer)) as http:
        schema = await discover_prometheus(source, http, max_label_values=2)

    assert requests
    assert all(r.headers["authorization"] == f"Bearer {TOKEN}" for r in requests)
    # metadata, names, the targets (their scrape intervals), one batch of recent series, one lookup over the
    # whole retention for old_metric
    assert len(requests) == 5
    assert schema.scrape_interval_seconds is None  # this stand-in does not list its targets
    tables = {table.name: table for table in schema.tables}
    assert list(tables) == sorted(tables)
    kinds = {name: table.kind for name, table in tables.items()}
    assert kinds == {
        "http_request_duration_seconds_bucket": "histogram",
        "http_request_duration_seconds_count": "counter",
        "http_request_duration_seconds_sum": "counter",
        "jobs_processed_total": "counter",
        "mystery_metric": "untyped",
        "old_metric": "untyped",
        "queue_depth": "gauge",
        "rpc_duration_seconds": "summary",
        "rpc_duration_seconds_count": "counter",
    }
    bucket = tables["http_request_duration_seconds_bucket"]
    assert (bucket.description, bucket.unit, bucket.row_estimate) == ("Request latency.", "seconds", 6)
    assert [column.name for column in bucket.columns] == ["job", "le", "route"]
    le = bucket.column("le")
    assert le is not None
    assert le.distinct == 3
    assert len(le.samples) == 2
    assert "quantile" in {column.name for column in tables["rpc_duration_seconds"].columns}
    assert tables["jobs_processed_total"].description == "Jobs done (OpenMetrics family)."
    assert tables["old_metric"].row_estimate == 1
    assert _samples(tables["old_metric"], "job") == ["gone"]
    assert not schema.truncated


async def test_a_refused_token_is_a_discovery_error_without_the_token() -> None:
    source = PrometheusSource(
        kind="prometheus", name="team", url="https://prom.example/prom", bearer_token=SecretStr(TOKEN)
    )

    def echoing(request: httpx.Request) -> httpx.Response:
        return httpx.Response(401, text=f"401 Unauthorized: {request.headers['authorization']} is not valid")

    requests: list[httpx.Request] = []
    async with httpx.AsyncClient(transport=_stand_in(requests, echoing)) as http:
        with pytest.raises(DiscoveryError) as raised:
            await discover_prometheus(source, http)
    message = str(raised.value)
    assert "401" in message
    assert "Unauthorized" in message
    assert TOKEN not in message
    assert "***" in message


async def test_basic_auth_and_prometheus_errors() -> None:
    source = PrometheusSource(
        kind="prometheus",
        name="team",
        url="https://prom.example/prom",
        username="reader",
        password=SecretStr("pa55word"),
    )
    expected = "Basic " + base64.b64encode(b"reader:pa55word").decode()

    def basic(request: httpx.Request) -> httpx.Response | None:
        assert request.headers["authorization"] == expected
        if request.url.path.endswith("/series"):
            return httpx.Response(422, json={"status": "error", "errorType": "execution", "error": "too many series"})
        return None

    async with httpx.AsyncClient(transport=_stand_in([], basic)) as http:
        with pytest.raises(DiscoveryError, match=r"/api/v1/series: HTTP 422: execution: too many series"):
            await discover_prometheus(source, http)


async def test_an_unreachable_prometheus_is_a_discovery_error() -> None:
    source = PrometheusSource(kind="prometheus", name="gone", url=f"http://127.0.0.1:{free_port()}")
    async with httpx.AsyncClient() as http:
        with pytest.raises(DiscoveryError, match=r"^unreachable: "):
            await discover_prometheus(source, http, timeout=5)


async def test_a_missing_secret_is_a_discovery_error(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("PROM_TOKEN_UNSET", raising=False)
    source = PrometheusSource(
        kind="prometheus", name="team", url="https://prom.example", bearer_token=SecretRef(env="PROM_TOKEN_UNSET")
    )
    async with httpx.AsyncClient(transport=_stand_in([], _bearer)) as http:
        with pytest.raises(DiscoveryError, match="PROM_TOKEN_UNSET"):
            await discover_prometheus(source, http)


async def test_label_lookups_cut_short_by_the_timeout_leave_a_truncated_schema() -> None:
    source = PrometheusSource(kind="prometheus", name="team", url="https://prom.example/prom")
    answer = _stand_in([], lambda request: None)

    async def slow(request: httpx.Request) -> httpx.Response:
        if request.url.path.endswith("/series"):
            await asyncio.sleep(5)
        return await answer.handle_async_request(request)

    async with httpx.AsyncClient(transport=httpx.MockTransport(slow)) as http:
        started = time.monotonic()
        schema = await discover_prometheus(source, http, timeout=0.5)
    assert time.monotonic() - started < 2
    assert schema.truncated
    assert len(schema.tables) == len({s["__name__"] for s in SERIES}) + 1  # the names and kinds are known
    assert all(table.row_estimate is None and not table.columns for table in schema.tables)


def test_the_live_estates_name_their_services() -> None:
    """An estate "node+NAME" adds service NAME to node and Prometheus; a name no service has starts nothing."""
    assert services_for(["node+frr", "node", None, "node+redis"]) == ["redis", "frr"]  # in the order they start
    with pytest.raises(ValueError, match="no such service: nosuchd"), live_prometheus("redis", "nosuchd"):
        pass
