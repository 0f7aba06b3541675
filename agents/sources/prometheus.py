"""Schema discovery on Prometheus, read through its HTTP API.

Every series name is a table: its kind (counter, gauge, histogram, summary, untyped), help text and unit
come from ``/api/v1/metadata``, which is keyed by metric family (``foo`` for the ``foo_bucket``,
``foo_sum`` and ``foo_count`` series of a histogram); its labels, their most frequent values and its number
of series come from ``/api/v1/series`` over the last five minutes, asked for a batch of names at a time, a
few batches at once. Series names come from ``/api/v1/label/__name__/values``, so a metric that no target
describes is still found (as ``untyped``). A name with no series in the last five minutes is looked up over
the whole retention instead.
"""

from __future__ import annotations

import asyncio
import re
import time
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

import httpx
from pydantic import SecretStr

from agents.sources.deadline import until_deadline
from agents.sources.errors import DiscoveryError
from lexiquery.contracts import ColumnInfo, Platform, SourceSchema, TableInfo
from lexiquery.sources import PrometheusSource

SERIES_WINDOW_SECONDS = 300  # series "now": those with samples in the last five minutes
BATCH = 100  # metric names per /api/v1/series request
CONCURRENCY = 4  # /api/v1/series requests at once
MAX_VALUE_CHARS = 200  # longer label values are counted but never kept as samples

# Metadata types, as the series of that type are kinds.
_KINDS = {
    "counter": "counter",
    "gauge": "gauge",
    "histogram": "histogram",
    "gaugehistogram": "histogram",
    "summary": "summary",
    "info": "gauge",
    "stateset": "gauge",
    "unknown": "untyped",
    "untyped": "untyped",
}
# The series of a family, by suffix: (suffix, the family's metadata types, the series' kind).
_SUFFIXES = (
    ("_bucket", ("histogram", "gaugehistogram"), "histogram"),
    ("_sum", ("histogram", "summary"), "counter"),
    ("_count", ("histogram", "summary"), "counter"),
    ("_gsum", ("gaugehistogram",), "gauge"),
    ("_gcount", ("gaugehistogram",), "gauge"),
    ("_total", ("counter",), "counter"),  # OpenMetrics names a counter's family without its _total
    ("_created", ("counter", "histogram", "summary"), "gauge"),
    ("_info", ("info",), "gauge"),
)


@dataclass
class _Labels:
    """What the series of one metric name carry: how many there are and each label's values, counted."""

    series: int = 0
    values: dict[str, Counter[str]] = field(default_factory=dict)

    def add(self, labels: dict[str, Any]) -> None:
        self.series += 1
        for label, value in labels.items():
            if label != "__name__":
                self.values.setdefault(label, Counter())[str(value)] += 1

    def columns(self, max_values: int) -> list[ColumnInfo]:
        found = []
        for label, counted in sorted(self.values.items()):
            ranked = sorted(counted.items(), key=lambda pair: (-pair[1], pair[0]))
            samples = [value for value, _ in ranked if len(value) <= MAX_VALUE_CHARS][: max(max_values, 0)]
            found.append(ColumnInfo(name=label, type="label", samples=samples, distinct=len(counted)))
        return found


class _Api:
    """Prometheus's HTTP API for one source: its authentication, and its errors as DiscoveryError."""

    def __init__(self, source: PrometheusSource, http: httpx.AsyncClient, timeout: float) -> None:
        self.source = source
        self.http = http
        self.base = source.url.rstrip("/")
        self.timeout = timeout
        try:
            secrets = source.secrets()
        except ValueError as problem:  # a variable or file missing: the message names it (no secret was read)
            raise DiscoveryError(f"cannot read a secret of the source: {problem}") from None
        self.headers = {"Accept": "application/json"}
        self.auth: httpx.BasicAuth | None = None
        token = secrets.get("bearer_token")
        if token is not None:
            self.headers["Authorization"] = f"Bearer {token.get_secret_value()}"
        elif source.username is not None or "password" in secrets:
            password = secrets.get("password", SecretStr(""))
            self.auth = httpx.BasicAuth(source.username or "", password.get_secret_value())

    async def call(self, path: str, form: dict[str, Any] | None = None) -> Any:
        """The ``data`` of a successful answer to GET ``path`` (POST of ``form`` when given)."""
        url = self.base + path
        try:
            response = await self.http.request(
                "GET" if form is None else "POST",  # POST: a batch of names outgrows a URL
                url,
                data=form,
                headers=self.headers,
                auth=self.auth,  # None: no basic auth, whatever the client's default
                timeout=self.timeout,
            )
        except httpx.TimeoutException:
            raise self.error(f"unreachable: {path} did not answer within {self.timeout:g}s") from None
        except httpx.HTTPError as error:
            raise self.error(f"unreachable: {str(error) or type(error).__name__}") from None
        try:
            body = response.json()
        except ValueError:
            body = None
        if response.status_code == 200 and isinstance(body, dict) and body.get("status") == "success":
            return body.get("data")
        if isinstance(body, dict) and body.get("error"):
            cause = f"{body.get('errorType') or 'error'}: {body['error']}"
        else:
            cause = " ".join(response.text.split())[:300] or response.reason_phrase
            if response.status_code == 200:
                cause = f"not a Prometheus API answer: {cause}"
        raise self.error(f"{path}: HTTP {response.status_code}: {cause}")

    def error(self, message: str) -> DiscoveryError:
        return DiscoveryError(self.source.redact(message))


def _selector(name: str) -> str:
    escaped = name.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")
    return f'{{__name__="{escaped}"}}'


def _families(data: Any) -> dict[str, dict[str, str]]:
    """Metadata by family name: the first description any target gave of it (type, help, unit)."""
    if not isinstance(data, dict):
        return {}
    families = {}
    for name, entries in data.items():
        if isinstance(entries, list) and entries and isinstance(entries[0], dict):
            families[str(name)] = {key: str(entries[0].get(key) or "") for key in ("type", "help", "unit")}
    return families


def kind_of(name: str, families: dict[str, dict[str, str]]) -> tuple[str, dict[str, str]]:
    """The kind of the series named ``name`` and the metadata of its family ({} when none describes it)."""
    own = families.get(name)
    if own is not None:
        return _KINDS.get(own["type"], "untyped"), own
    for suffix, types, kind in _SUFFIXES:
        family = families.get(name.removesuffix(suffix)) if name.endswith(suffix) else None
        if family is not None and family["type"] in types:
            return kind, family
    return "untyped", {}


async def _label_stats(
    api: _Api, names: list[str], window: dict[str, str], deadline: float
) -> tuple[dict[str, _Labels], bool]:
    """The labels of the series of ``names``, a batch of names per request; False when the deadline cut
    it short (the batches that answered are kept)."""
    found = {name: _Labels() for name in names}
    semaphore = asyncio.Semaphore(CONCURRENCY)

    async def batch(chunk: list[str]) -> None:
        async with semaphore:
            series = await api.call("/api/v1/series", {"match[]": [_selector(name) for name in chunk], **window})
        for labels in series if isinstance(series, list) else []:
            if isinstance(labels, dict) and labels.get("__name__") in found:
                found[labels["__name__"]].add(labels)

    if not names:
        return found, True
    chunks = [names[i : i + BATCH] for i in range(0, len(names), BATCH)]
    tasks = {asyncio.create_task(batch(chunk)): chunk for chunk in chunks}
    pending = await until_deadline(list(tasks), deadline)
    for task in pending:
        for name in tasks[task]:
            del found[name]
    return found, not pending


async def discover_prometheus(
    source: PrometheusSource,
    http: httpx.AsyncClient,
    *,
    timeout: float = 30.0,
    max_metrics: int = 5000,
    max_label_values: int = 20,
) -> SourceSchema:
    """Every series name of a live Prometheus with its kind, help, unit, labels (their most frequent values)
    and number of series. ``timeout`` bounds each request and the whole discovery: label lookups it cuts
    short leave their metrics without labels and the schema ``truncated``, as more than ``max_metrics``
    names do. DiscoveryError when the server cannot be read (the cause named, secrets redacted)."""
    api = _Api(source, http, timeout)
    deadline = time.monotonic() + timeout
    # the targets only tell the scrape intervals: read beside the rest, and not needed (an error is no interval)
    answers: tuple[Any, ...] = await asyncio.gather(
        api.call("/api/v1/metadata"),
        api.call("/api/v1/label/__name__/values"),
        api.call("/api/v1/targets?state=active"),
        return_exceptions=True,
    )
    metadata, listed, targets = answers
    for answer in (metadata, listed):
        if isinstance(answer, BaseException):
            raise answer
    if not isinstance(listed, list):
        raise api.error("/api/v1/label/__name__/values: not a list of metric names")
    families = _families(metadata)
    names = sorted({str(name) for name in listed})
    truncated = len(names) > max_metrics
    names = names[: max(max_metrics, 0)]

    now = time.time()
    recent = {"start": f"{now - SERIES_WINDOW_SECONDS:.3f}", "end": f"{now:.3f}"}
    stats, complete = await _label_stats(api, names, recent, deadline)
    stale = [name for name, labels in stats.items() if labels.series == 0]
    if stale and complete:  # no sample in the window: what its series carried over the whole retention
        older, complete = await _label_stats(api, stale, {}, deadline)
        for name in stale:
            if name in older:
                stats[name] = older[name]
            else:  # cut short: not known to have no series
                del stats[name]

    tables = []
    for name in names:
        kind, family = kind_of(name, families)
        labels = stats.get(name)
        tables.append(
            TableInfo(
                name=name,
                kind=kind,
                description=family.get("help", ""),
                unit=family.get("unit", ""),
                row_estimate=labels.series if labels is not None else None,
                columns=labels.columns(max_label_values) if labels is not None else [],
            )
        )
    return SourceSchema(
        source=source.name,
        platform=Platform.PROMQL,
        kind="prometheus",
        tables=tables,
        truncated=truncated or not complete,
        scrape_interval_seconds=_slowest_scrape(targets),
    )


_DURATION_PART = re.compile(r"(\d+)(ms|s|m|h|d|w|y)")
_DURATION_SECONDS = {"ms": 0.001, "s": 1, "m": 60, "h": 3600, "d": 86400, "w": 604800, "y": 31536000}


def _slowest_scrape(answer: Any) -> float | None:
    """The longest ``scrapeInterval`` of the active targets (Prometheus 2.x and later name it); None when the
    targets could not be read or do not say (a rate's range then falls back to its default)."""
    if isinstance(answer, BaseException) or not isinstance(answer, dict):
        return None
    intervals = [
        sum(int(n) * _DURATION_SECONDS[unit] for n, unit in _DURATION_PART.findall(str(target.get("scrapeInterval"))))
        for target in answer.get("activeTargets") or [] if isinstance(target, dict)
    ]  # fmt: skip
    return max((i for i in intervals if i > 0), default=None)
